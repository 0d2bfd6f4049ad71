//! A printed module reads back to the same IR, for every valid module of
//! every corpus and for generated modules (their floats once lost their
//! `: f64` and read back as integers). Files named `*.noroundtrip.mlir`
//! are left out: their custom form does not read back, in MLIR either.
//!
//! For each module that parses and verifies (with unregistered dialects
//! allowed; `// -----` chunks separately), through the library, in process:
//! - custom form: `print` -> `parse` -> `print` gives the same text, and the
//!   re-parsed module verifies;
//! - generic form: the same;
//! - the IR is the same: the generic printout of the module re-parsed from
//!   its custom form equals the original's generic printout;
//! - with debug info (locations as attributes): custom `print` -> `parse`
//!   -> `print` gives the same text, locations included.
//!
//! Corpora: the dialect suite (`tests/dialects/valid`, language-reference
//! examples), the differential corpus (`tests/corpus/valid`), the file
//! tests' inputs, `examples/`, `bench/vm/`, and `SIGIL_ROUNDTRIP_GEN`
//! (default 300) generated modules from `support::gen`, whose floats cover
//! every float type in every position, NaNs with payloads, infinities,
//! signed zeros, subnormals and values that need all their digits.

mod support;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use sigil_ir::{
    parse_module, print_module, verifier, Context, Module, ParseOptions, PrintOptions, SourceFile,
};

fn mlir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            mlir_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "mlir")
            && !p.to_string_lossy().contains(".noroundtrip.")
        {
            out.push(p);
        }
    }
}

/// Parses and verifies `text`; `None` if it is not a valid module.
fn load(ctx: &mut Context, name: &str, text: &[u8]) -> Result<Module, String> {
    let src = Arc::new(SourceFile::new(name, text.to_vec()));
    let opts = ParseOptions {
        allow_unregistered_dialects: true,
        ..ParseOptions::default()
    };
    let m = parse_module(ctx, src.clone(), &opts).map_err(|d| {
        let mut s = String::new();
        d.render(&src, &mut s);
        s
    })?;
    verifier::verify(ctx, &m).map_err(|d| {
        let mut s = String::new();
        d.render(&src, &mut s);
        s
    })?;
    Ok(m)
}

fn print(ctx: &mut Context, m: &mut Module, generic: bool, debug_info: bool) -> Vec<u8> {
    print_module(
        ctx,
        m,
        &PrintOptions {
            debug_info,
            generic,
        },
    )
}

/// The first line where `a` and `b` differ.
fn first_diff(a: &[u8], b: &[u8]) -> String {
    let (a, b) = (String::from_utf8_lossy(a), String::from_utf8_lossy(b));
    for (i, (x, y)) in a.lines().zip(b.lines()).enumerate() {
        if x != y {
            return format!("line {}:\n  - {x}\n  + {y}", i + 1);
        }
    }
    format!(
        "one is a prefix of the other ({} vs {} lines)",
        a.lines().count(),
        b.lines().count()
    )
}

/// Properties that mean the same IR present or absent, which custom forms
/// drop: a public symbol's `sym_visibility = "public"` and `nontemporal =
/// false` (a `DefaultValuedOptionalAttr`). mlir-opt and iree-opt lose them
/// on their own round trips the same way; the IR comparison ignores them.
fn without_defaults(generic: &[u8]) -> String {
    let mut s = String::from_utf8_lossy(generic).into_owned();
    for prop in ["sym_visibility = \"public\"", "nontemporal = false"] {
        s = s
            .replace(&format!("<{{{prop}}}> "), "")
            .replace(&format!(", {prop}"), "")
            .replace(&format!("{prop}, "), "");
    }
    s
}

/// How a module that does not round-trip because MLIR's own printer cannot
/// is recognised, and why (sigil prints these byte for byte as mlir-opt-22
/// does; mlir-opt-22 cannot read them back either).
fn mlir_limitation(original: &[u8], printed: &[u8], error: &str) -> Option<&'static str> {
    let text = String::from_utf8_lossy(printed);
    if error.contains("the IR read back from the custom form differs")
        && overfull_single_group(original)
    {
        return Some(
            "the custom form of an op whose single operand group holds several values prints the first only",
        );
    }
    if text.contains("@<<INVALID EMPTY SYMBOL>>") {
        return Some("an empty symbol reference prints as @<<INVALID EMPTY SYMBOL>>");
    }
    if error.contains("undefined symbol alias id 'loc") {
        return Some(
            "with debug info, a location alias used inside an attribute value is defined after the module",
        );
    }
    None
}

/// Whether some op of the module has a single operand group (ODS `Single`)
/// holding more than one value, which MLIR accepts (it type-checks the group
/// and reads its first value).
fn overfull_single_group(text: &[u8]) -> bool {
    use sigil_ir::dialects::structure::Arity;
    use sigil_ir::dialects::OpView;
    let mut ctx = Context::new();
    let Ok(m) = load(&mut ctx, "input.mlir", text) else {
        return false;
    };
    let mut found = false;
    m.ir.walk(m.top, &mut |op| {
        if let Some(v) = OpView::new(&ctx, &m.ir, op) {
            found |= v
                .def
                .structure
                .operands
                .iter()
                .enumerate()
                .any(|(i, g)| g.arity == Arity::Single && v.operand_group_range(i).len() > 1);
        }
    });
    found
}

/// Checks one valid module: `Ok(None)` when it is not valid, `Ok(Some(None))`
/// when it round-trips, `Ok(Some(Some(why)))` when MLIR's printer is at fault.
fn check(name: &str, text: &[u8]) -> Result<Option<Option<&'static str>>, String> {
    let mut ctx = Context::new();
    if load(&mut ctx, name, text).is_err() {
        return Ok(None);
    }
    match check_valid(name, text) {
        Ok(()) => Ok(Some(None)),
        Err((printed, e)) => match mlir_limitation(text, &printed, &e) {
            Some(why) => Ok(Some(Some(why))),
            None => Err(e),
        },
    }
}

/// The round trips of a valid module; on failure, the printout that did
/// not survive and why.
fn check_valid(name: &str, text: &[u8]) -> Result<(), (Vec<u8>, String)> {
    let mut ctx = Context::new();
    let mut m = load(&mut ctx, name, text).map_err(|e| (Vec::new(), e))?;
    let custom = print(&mut ctx, &mut m, false, false);
    let generic = print(&mut ctx, &mut m, true, false);
    for (form, first) in [("custom", &custom), ("generic", &generic)] {
        let mut ctx2 = Context::new();
        let fail = |e: String| (first.clone(), e);
        let mut m2 = load(&mut ctx2, "printed.mlir", first)
            .map_err(|e| fail(format!("the {form} printout does not read back:\n{e}")))?;
        let again = print(&mut ctx2, &mut m2, form == "generic", false);
        if &again != first {
            return Err(fail(format!(
                "{form} form printed again differs: {}",
                first_diff(first, &again)
            )));
        }
        let ir = print(&mut ctx2, &mut m2, true, false);
        if without_defaults(&ir) != without_defaults(&generic) {
            return Err(fail(format!(
                "the IR read back from the {form} form differs (generic printouts): {}",
                first_diff(&generic, &ir)
            )));
        }
    }
    let with_locs = print(&mut ctx, &mut m, false, true);
    let fail = |e: String| (with_locs.clone(), e);
    let mut ctx3 = Context::new();
    let mut m3 = load(&mut ctx3, "printed.mlir", &with_locs).map_err(|e| {
        fail(format!(
            "the custom printout with debug info does not read back:\n{e}"
        ))
    })?;
    let again = print(&mut ctx3, &mut m3, false, true);
    if again != with_locs {
        return Err(fail(format!(
            "custom form with debug info printed again differs: {}",
            first_diff(&with_locs, &again)
        )));
    }
    Ok(())
}

#[test]
fn printed_modules_read_back_to_the_same_ir() {
    let root = support::workspace_root();
    let mut files = Vec::new();
    for d in [
        "tests/dialects/valid",
        "tests/dialects/langref",
        "tests/corpus/valid",
        "tests/filetests",
        "examples",
        "bench/vm",
    ] {
        mlir_files(&root.join(d), &mut files);
    }
    files.sort();
    let mut inputs: Vec<(String, Vec<u8>)> = Vec::new();
    for f in &files {
        let text = std::fs::read(f).unwrap_or_default();
        let label = f.strip_prefix(&root).unwrap_or(f).display().to_string();
        let s = String::from_utf8_lossy(&text).into_owned();
        let chunks: Vec<&str> = s.split("\n// -----\n").collect();
        for (i, c) in chunks.iter().enumerate() {
            let name = if chunks.len() > 1 {
                format!("{label}#{i}")
            } else {
                label.clone()
            };
            inputs.push((name, c.as_bytes().to_vec()));
        }
    }
    let n_gen: u64 = std::env::var("SIGIL_ROUNDTRIP_GEN")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(300);
    for seed in 0..n_gen {
        let g = support::gen::generate(seed);
        inputs.push((format!("generated seed {seed}"), g.text.into_bytes()));
    }
    let outcomes = support::parallel_map(&inputs, |(name, text)| (name.clone(), check(name, text)));
    let mut checked = 0;
    let mut limited: std::collections::BTreeMap<&str, usize> = Default::default();
    let mut failures = Vec::new();
    // Failing inputs are kept for a closer look.
    let keep = root.join("target/round_trip_failures");
    for ((name, o), (_, text)) in outcomes.into_iter().zip(&inputs) {
        match o {
            Ok(Some(None)) => checked += 1,
            Ok(Some(Some(why))) => *limited.entry(why).or_default() += 1,
            Ok(None) => {}
            Err(e) => {
                let _ = std::fs::create_dir_all(&keep);
                let file = keep.join(format!("{}.mlir", name.replace(['/', ' ', '#'], "_")));
                let _ = std::fs::write(&file, text);
                failures.push(format!(
                    "FAIL {name} (input kept in {}): {e}",
                    file.display()
                ));
            }
        }
    }
    let limited_text: String = limited
        .iter()
        .map(|(why, n)| format!("  {n} not checked further: {why} (mlir-opt-22 prints the same; the printout does not read back to the same IR)\n"))
        .collect();
    support::emit(&format!(
        "round_trip: {checked} valid modules round-trip ({} inputs), {} failures\n{limited_text}{}",
        inputs.len(),
        failures.len(),
        failures.join("\n")
    ));
    assert!(checked > 1000, "too few valid modules found ({checked})");
    assert!(
        failures.is_empty(),
        "{} modules do not round-trip",
        failures.len()
    );
}
