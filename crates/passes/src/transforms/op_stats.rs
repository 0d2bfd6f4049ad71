//! `print-op-stats`: counts the ops in the op's tree by name and prints the
//! table (or JSON with `json`) to the log stream, in MLIR's format
//! (`PrintOpStatsPass`). Counts are kept in a `BTreeMap` keyed by the name's
//! bytes: the report is sorted by name, as MLIR sorts it.

use std::collections::BTreeMap;

use crate::options::{OptionDecl, OptionKind, PassOptions};
use crate::pass::{Pass, PassFailed, Target};

/// `print-op-stats`' options.
pub const OPTIONS: &[OptionDecl] = &[OptionDecl {
    name: "json",
    kind: OptionKind::Bool,
    default: "false",
    help: "print the stats as JSON",
}];

/// The `print-op-stats` pass.
pub struct PrintOpStats {
    json: bool,
}

impl PrintOpStats {
    pub fn new(options: &PassOptions) -> Self {
        PrintOpStats {
            json: options.bool("json"),
        }
    }
}

impl Pass for PrintOpStats {
    fn argument(&self) -> &str {
        "print-op-stats"
    }

    fn name(&self) -> &str {
        "PrintOpStats"
    }

    fn options_text(&self) -> String {
        if self.json {
            "{json=true}".into()
        } else {
            String::new()
        }
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        let mut counts: BTreeMap<Vec<u8>, u64> = BTreeMap::new();
        let ir = &t.module.ir;
        let ctx = &*t.ctx;
        ir.walk(t.op, &mut |o| {
            *counts
                .entry(ctx.str_bytes(ir.op(o).name).to_vec())
                .or_default() += 1;
        });
        let text = if self.json {
            json(&counts)
        } else {
            table(&counts)
        };
        t.log(&text);
        Ok(())
    }
}

fn json(counts: &BTreeMap<Vec<u8>, u64>) -> String {
    let mut s = String::from("{\n");
    let n = counts.len();
    for (i, (k, v)) in counts.iter().enumerate() {
        s.push_str(&format!("  \"{}\" : {v}", String::from_utf8_lossy(k)));
        s.push_str(if i + 1 != n { ",\n" } else { "\n" });
    }
    s.push_str("}\n");
    s
}

fn table(counts: &BTreeMap<Vec<u8>, u64>) -> String {
    let split = |k: &[u8]| -> (String, String) {
        let k = String::from_utf8_lossy(k).into_owned();
        match k.split_once('.') {
            Some((d, o)) if !o.is_empty() => (d.to_string(), o.to_string()),
            // `llvm::StringRef::split` on "a." gives ("a", ""): no dialect then.
            Some((d, _)) => (String::new(), d.to_string()),
            None => (String::new(), k),
        }
    };
    let (mut wd, mut wo) = (0, 0);
    for k in counts.keys() {
        let (d, o) = split(k);
        wd = wd.max(d.len());
        wo = wo.max(o.len());
    }
    let mut s = String::from("Operations encountered:\n-----------------------\n");
    for (k, v) in counts {
        let (d, o) = split(k);
        // Widths count bytes, as `llvm::right_justify` and `left_justify` do.
        if d.is_empty() {
            s.push_str(&" ".repeat(wd + 3));
        } else {
            s.push_str(&" ".repeat(wd + 2 - d.len()));
            s.push_str(&d);
            s.push('.');
        }
        s.push_str(&o);
        s.push_str(&" ".repeat(wo - o.len()));
        s.push_str(&format!(" , {v}\n"));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_as_mlir() {
        let mut c = BTreeMap::new();
        c.insert(b"affine.apply".to_vec(), 2);
        c.insert(b"builtin.module".to_vec(), 1);
        c.insert(b"func.return".to_vec(), 2);
        assert_eq!(
            table(&c),
            "Operations encountered:\n-----------------------\n   affine.apply  , 2\n  builtin.module , 1\n     func.return , 2\n"
        );
        assert_eq!(
            json(&c),
            "{\n  \"affine.apply\" : 2,\n  \"builtin.module\" : 1,\n  \"func.return\" : 2\n}\n"
        );
    }
}
