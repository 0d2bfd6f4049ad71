//! `symbol-privatize`: makes the symbols directly inside the op private,
//! except those named in `exclude` (MLIR's `SymbolPrivatize.cpp`).
//!
//! The exclusion list is a hash set of names built once per pass instance;
//! visibility is set where MLIR's `setAttr` puts it: in the properties when
//! the op declares `sym_visibility` as inherent, else among the
//! discardable attributes.

use hashbrown::HashSet;
use sigil_ir::{NamedAttr, OpId};

use crate::effects::is_symbol_op;
use crate::options::{OptionDecl, OptionKind, PassOptions};
use crate::pass::{Pass, PassFailed, Target};

/// `symbol-privatize`'s options.
pub const OPTIONS: &[OptionDecl] = &[OptionDecl {
    name: "exclude",
    kind: OptionKind::List,
    default: "",
    help: "Comma separated list of symbols that should not be marked private",
}];

/// The `symbol-privatize` pass.
pub struct SymbolPrivatize {
    exclude: HashSet<String>,
    options: PassOptions,
}

impl SymbolPrivatize {
    pub fn new(options: &PassOptions) -> Self {
        SymbolPrivatize {
            exclude: options.list("exclude").iter().cloned().collect(),
            options: options.clone(),
        }
    }
}

impl Pass for SymbolPrivatize {
    fn argument(&self) -> &str {
        "symbol-privatize"
    }

    fn name(&self) -> &str {
        "SymbolPrivatize"
    }

    fn options_text(&self) -> String {
        self.options.to_pipeline_text(OPTIONS)
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        let ir = &t.module.ir;
        let mut symbols: Vec<OpId> = Vec::new();
        for &r in ir.regions(t.op) {
            for b in ir.region_blocks(r) {
                for o in ir.block_ops(b) {
                    if !is_symbol_op(t.ctx, ir, o) {
                        continue;
                    }
                    let Some(name) = sigil_ir::symbols::symbol_name(t.ctx, ir, o) else {
                        continue;
                    };
                    let name = String::from_utf8_lossy(t.ctx.str_bytes(name));
                    if !self.exclude.contains(name.as_ref()) {
                        symbols.push(o);
                    }
                }
            }
        }
        let private = t.ctx.string_attr(b"private");
        let key = t.ctx.string_attr(b"sym_visibility");
        for o in symbols {
            set_attr(t, o, key, private);
        }
        Ok(())
    }
}

/// MLIR's `Operation::setAttr`: an inherent attribute goes to the
/// properties, any other to the discardable attributes.
fn set_attr(t: &mut Target<'_>, op: OpId, key: sigil_ir::Attr, value: sigil_ir::Attr) {
    let name = t.ctx.str_bytes(t.module.ir.op(op).name).to_vec();
    let key_text = t.ctx.str_bytes(key).to_vec();
    let inherent = sigil_ir::dialects::inherent_attrs(&name)
        .iter()
        .any(|p| p.name.as_bytes() == key_text.as_slice());
    if inherent {
        let mut entries: Vec<NamedAttr> = t
            .module
            .ir
            .op(op)
            .props
            .map(|p| t.ctx.dict_entries(p).to_vec())
            .unwrap_or_default();
        set_entry(&mut entries, key, value);
        if let Ok(dict) = t.ctx.dict_attr(entries) {
            t.module.ir.op_mut(op).props = Some(dict);
        }
    } else {
        let mut entries = t.module.ir.attrs(op).to_vec();
        set_entry(&mut entries, key, value);
        if t.ctx.sort_named_attrs(&mut entries).is_ok() {
            t.module.ir.set_attrs(op, &entries);
        }
    }
}

fn set_entry(entries: &mut Vec<NamedAttr>, key: sigil_ir::Attr, value: sigil_ir::Attr) {
    match entries.iter_mut().find(|e| e.name == key) {
        Some(e) => e.value = value,
        None => entries.push(NamedAttr { name: key, value }),
    }
}
