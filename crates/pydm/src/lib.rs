//! PyDM to the VM: the passes behind `sigil opt --fix-iree-pydm-weak-types`,
//! `--convert-iree-pydm-to-iree` and `--link-iree-pydm-rtl`, the runtime
//! library they link, and the table of exception codes the command line and
//! the Python package read results with.
//!
//! [`convert`] is the whole pipeline: weak types fixed, every
//! `iree_pydm.func` lowered to a `func.func` returning its exception code
//! first, and (when linking) the runtime-library functions the lowered
//! code calls lowered from [`rtl::source`] into the module, transitively.
//! Without linking, they stay private declarations, so the module still
//! verifies and prints; a module that calls one it cannot find fails with
//! the symbol's name.

pub mod exceptions;
pub mod lower;
pub mod rtl;
pub mod weak;

use std::sync::Arc;

use hashbrown::HashSet;
use sigil_ir::builder::{module_body, new_module, OpBuilder, OpState};
use sigil_ir::{Context, Diagnostic, Module, OpId, SourceFile};

pub use lower::LResult;

/// Whether `module` has any `iree_pydm` op (and so needs [`convert`]).
pub fn uses_pydm(ctx: &Context, module: &Module) -> bool {
    let mut found = false;
    module.ir.walk(module.top, &mut |o| {
        found |= ctx
            .str_bytes(module.ir.op(o).name)
            .starts_with(b"iree_pydm.");
    });
    found
}

/// The symbol a top-level op defines, if any.
fn symbol(ctx: &Context, module: &Module, op: OpId) -> Option<String> {
    let props = module.ir.op(op).props?;
    let name = ctx.dict_get(props, b"sym_name")?;
    Some(String::from_utf8_lossy(ctx.str_bytes(name)).into_owned())
}

/// Lowers every PyDM function of `module` (weak types fixed first) and,
/// with `link`, the runtime-library functions it uses.
pub fn convert(ctx: &mut Context, module: &mut Module, link: bool) -> LResult<()> {
    weak::fix_weak_types(ctx, module);
    let mut out = new_module(ctx);
    // The module op's own attributes carry over.
    let attrs = module.ir.attrs(module.top).to_vec();
    out.ir.set_attrs(out.top, &attrs);
    out.ir.op_mut(out.top).props = module.ir.op(module.top).props;
    out.ir.op_mut(out.top).loc = module.ir.op(module.top).loc;
    let body = module_body(&out);
    let src_body = module_body(module);
    let mut defined: HashSet<String> = HashSet::new();
    let mut top_ops: Vec<OpId> = Vec::new();
    // Declarations of runtime-library functions (left by a lowering without
    // linking) are replaced by their definitions when linking.
    let mut declared: Vec<String> = Vec::new();
    for op in module.ir.block_ops(src_body) {
        let sym = symbol(ctx, module, op);
        let is_decl = module
            .ir
            .regions(op)
            .first()
            .is_some_and(|&r| module.ir.entry_block(r).is_none());
        match sym {
            Some(s) if link && is_decl && s.starts_with(lower::RTL_PREFIX) => declared.push(s),
            Some(s) => {
                defined.insert(s);
                top_ops.push(op);
            }
            None => top_ops.push(op),
        }
    }
    let mut wanted: Vec<String> = {
        let mut l = lower::Lowering::new(ctx, &module.ir, &mut out.ir, body);
        for &op in &top_ops {
            l.lower_top(op)?;
        }
        l.finish()?
    };
    wanted.extend(declared);
    let mut linked: HashSet<String> = HashSet::new();
    if link && !wanted.is_empty() {
        let text = rtl::source();
        let src = Arc::new(SourceFile::new("<pydm runtime library>", text.into_bytes()));
        let mut lib = sigil_ir::parse_module(ctx, src, &Default::default())
            .map_err(|d| Box::new(rtl_error("does not parse", &d)))?;
        sigil_ir::verifier::verify(ctx, &lib)
            .map_err(|d| Box::new(rtl_error("does not verify", &d)))?;
        sigil_ir::printer::materialize_locations(ctx, &mut lib);
        weak::fix_weak_types(ctx, &mut lib);
        let lib_body = module_body(&lib);
        let lib_ops: Vec<(String, OpId)> = lib
            .ir
            .block_ops(lib_body)
            .filter_map(|o| symbol(ctx, &lib, o).map(|s| (s, o)))
            .collect();
        while let Some(sym) = wanted.pop() {
            if defined.contains(&sym) || linked.contains(&sym) {
                continue;
            }
            let Some(&(_, op)) = lib_ops.iter().find(|(s, _)| *s == sym) else {
                return Err(lower::error_at(
                    ctx,
                    module.ir.op(module.top).loc,
                    format!("unresolved runtime-library symbol '@{sym}'"),
                ));
            };
            let mut l = lower::Lowering::new(ctx, &lib.ir, &mut out.ir, body);
            l.lower_top(op)?;
            wanted.extend(l.finish()?);
            linked.insert(sym);
        }
    }
    // What is still missing is declared, so the module verifies.
    declare_missing(ctx, &mut out, &defined, &linked, &wanted)?;
    out.source = module.source.take();
    out.warnings = std::mem::take(&mut module.warnings);
    out.dialect_resources = std::mem::take(&mut module.dialect_resources);
    out.external_resources = std::mem::take(&mut module.external_resources);
    *module = out;
    Ok(())
}

fn rtl_error(what: &str, d: &Diagnostic) -> Diagnostic {
    Diagnostic::error(
        0,
        format!(
            "internal error: the PyDM runtime library {what}: {}",
            d.message
        ),
    )
}

/// Private declarations of the runtime-library functions called but not
/// linked, typed as the calls use them.
fn declare_missing(
    ctx: &mut Context,
    out: &mut Module,
    defined: &HashSet<String>,
    linked: &HashSet<String>,
    _wanted: &[String],
) -> LResult<()> {
    let mut calls: Vec<(String, OpId)> = Vec::new();
    out.ir.walk(out.top, &mut |o| {
        if ctx.str_bytes(out.ir.op(o).name) == b"func.call" {
            if let Some(c) = out.ir.op(o).props.and_then(|p| ctx.dict_get(p, b"callee")) {
                if let sigil_ir::AttrData::SymbolRef { root, .. } = ctx.attr_data(c) {
                    let s = String::from_utf8_lossy(ctx.str_bytes(*root)).into_owned();
                    if (s.starts_with(lower::RTL_PREFIX) || s.starts_with(lower::INT_PREFIX))
                        && !defined.contains(&s)
                        && !linked.contains(&s)
                    {
                        calls.push((s, o));
                    }
                }
            }
        }
    });
    let mut declared: HashSet<String> = HashSet::new();
    let body = module_body(out);
    for (sym, call) in calls {
        if !declared.insert(sym.clone()) {
            continue;
        }
        let inputs: Vec<_> = out
            .ir
            .operands(call)
            .map(|v| out.ir.value_type(v))
            .collect();
        let results: Vec<_> = out.ir.results(call).map(|v| out.ir.value_type(v)).collect();
        let ft = ctx.function_type(&inputs, &results);
        let mut b = OpBuilder::new(ctx, &mut out.ir);
        b.set_insertion_point_to_end(body);
        let name = b.str_attr(&sym);
        let ty = b.ctx.type_attr(ft);
        let private = b.str_attr("private");
        b.build(
            OpState::new("func.func")
                .regions(1)
                .attr("sym_name", name)
                .attr("function_type", ty)
                .attr("sym_visibility", private),
        )
        .expect("a declaration builds");
    }
    Ok(())
}
