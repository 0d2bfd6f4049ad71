//! The `llvm` dialect's module-level ops without values: the static
//! constructor and destructor lists (`mlir.global_ctors`/`global_dtors`),
//! `module_flags`, and comdat groups (`comdat` holding
//! `comdat_selector`s). Their custom forms are declarative formats
//! (`format.rs`) except `comdat_selector`'s enum keyword
//! (`intrinsics.rs`); what is here is their properties and verifiers.
//!
//! `#llvm.zero` and `#llvm.mlir.module_flag<...>` are defined in
//! `attrs.rs`.

use crate::attrs::{Attr, AttrData};
use crate::diag::Diagnostic;
use crate::dialects::{AttrKind, PropSpec};
use crate::ir::OpId;
use crate::verifier::Checker;

type VResult = Result<(), Box<Diagnostic>>;

fn array(ctx: &crate::Context, a: Attr) -> Option<&[Attr]> {
    match ctx.attr_data(a) {
        AttrData::Array(v) => Some(v),
        _ => None,
    }
}

fn flat_symbol_array(ctx: &crate::Context, a: Attr) -> bool {
    array(ctx, a).is_some_and(|v| {
        v.iter().all(|&e| {
            matches!(ctx.attr_data(e), AttrData::SymbolRef { nested, .. } if nested.is_empty())
        })
    })
}

fn i32_array(ctx: &crate::Context, a: Attr) -> bool {
    array(ctx, a).is_some_and(|v| {
        v.iter().all(|&e| match ctx.attr_data(e) {
            AttrData::Integer { ty, .. } => matches!(
                ctx.type_data(*ty),
                crate::types::TypeData::Integer { width: 32, .. }
            ),
            _ => false,
        })
    })
}

/// Whether `a` is the `#llvm.<mnemonic>` attribute.
fn is_llvm_attr(ctx: &crate::Context, a: Attr, mnemonic: &str) -> bool {
    matches!(ctx.attr_data(a), AttrData::Dialect(d) if d.def.dialect == "llvm" && d.def.mnemonic == mnemonic)
}

const fn symbols(name: &'static str) -> PropSpec {
    PropSpec::new(name, AttrKind::Array)
        .constrained("flat symbol ref array attribute", flat_symbol_array)
}
const PRIORITIES: PropSpec = PropSpec::new("priorities", AttrKind::Array)
    .constrained("32-bit integer array attribute", i32_array);
const DATA: PropSpec = PropSpec::new("data", AttrKind::Array);

pub(crate) const CTORS_PROPS: &[PropSpec] = &[symbols("ctors"), PRIORITIES, DATA];
pub(crate) const DTORS_PROPS: &[PropSpec] = &[symbols("dtors"), PRIORITIES, DATA];

fn prop(c: &dyn Checker, op: OpId, name: &str) -> Option<Attr> {
    let ctx = c.ctx();
    c.ir()
        .op(op)
        .props
        .and_then(|p| ctx.dict_get(p, name.as_bytes()))
}

/// The symbol list's name (`ctors` or `dtors`).
fn list_name(c: &dyn Checker, op: OpId) -> &'static str {
    if c.ctx().str_bytes(c.ir().op(op).name) == b"llvm.mlir.global_ctors" {
        "ctors"
    } else {
        "dtors"
    }
}

/// `GlobalCtorsOp::verify`/`GlobalDtorsOp::verify`: three lists of one
/// length, data entries symbols or `#llvm.zero`.
pub(crate) fn verify_structors(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let list = list_name(c, op);
    let len = |n: &str| {
        prop(c, op, n)
            .and_then(|a| array(ctx, a))
            .map_or(0, <[_]>::len)
    };
    let data = prop(c, op, "data")
        .and_then(|a| array(ctx, a))
        .unwrap_or(&[]);
    if len(list) != len("priorities") || len(list) != data.len() {
        return Err(c.plain_error(
            op,
            format!("{list}, priorities, and data must have the same number of elements"),
        ));
    }
    for &d in data {
        let ok =
            matches!(ctx.attr_data(d), AttrData::SymbolRef { .. }) || is_llvm_attr(ctx, d, "zero");
        if !ok {
            return Err(c.plain_error(op, "data element must be symbol or #llvm.zero".into()));
        }
    }
    Ok(())
}

/// `verifySymbolUses`: each listed symbol is an `llvm.func` with a body.
pub(crate) fn verify_structor_symbols(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let list = list_name(c, op);
    let Some(syms) = prop(c, op, list).and_then(|a| array(ctx, a)) else {
        return Ok(());
    };
    for &s in syms {
        let AttrData::SymbolRef { root, .. } = ctx.attr_data(s) else {
            continue;
        };
        let name = String::from_utf8_lossy(ctx.str_bytes(*root)).into_owned();
        match c.lookup_symbol(op, ctx.str_bytes(*root)) {
            Some(f) if ctx.str_bytes(ir.op(f).name) == b"llvm.func" => {
                let external = ir
                    .regions(f)
                    .first()
                    .is_none_or(|&r| ir.region_blocks(r).next().is_none());
                if external {
                    return Err(
                        c.op_error_named(op, &format!("'{name}' does not have a definition"))
                    );
                }
            }
            _ => {
                return Err(c.op_error_named(
                    op,
                    &format!("'{name}' does not reference a valid LLVM function"),
                ))
            }
        }
    }
    Ok(())
}

pub(crate) const MODULE_FLAGS_PROPS: &[PropSpec] = &[PropSpec::new("flags", AttrKind::Array)];

/// `ModuleFlagsOp::verify`: every flag is a `#llvm.mlir.module_flag`.
pub(crate) fn verify_module_flags(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let flags = prop(c, op, "flags")
        .and_then(|a| array(ctx, a))
        .unwrap_or(&[]);
    if flags
        .iter()
        .any(|&f| !is_llvm_attr(ctx, f, "mlir.module_flag"))
    {
        return Err(c.op_error_named(op, "expected a module flag attribute"));
    }
    Ok(())
}
