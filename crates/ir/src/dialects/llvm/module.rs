//! The `llvm` dialect's module-level ops without values: the static
//! constructor and destructor lists (`mlir.global_ctors`/`global_dtors`),
//! `module_flags`, and comdat groups (`comdat` holding
//! `comdat_selector`s). Their custom forms are declarative formats
//! (`format.rs`) except `comdat_selector`'s enum keyword
//! (`intrinsics.rs`); what is here is their properties and verifiers.
//!
//! Symbols defined by other symbols live here too: `mlir.alias` (a name
//! for what its initializer region returns) and `mlir.ifunc` (a function
//! resolved at load time by a resolver function), whose custom forms share
//! their linkage/visibility/`unnamed_addr` prefix with `mlir.global`.
//!
//! `#llvm.zero` and `#llvm.mlir.module_flag<...>` are defined in
//! `attrs.rs`.

use super::types as t;
use crate::attrs::{Attr, AttrData};
use crate::diag::{DResult, Diagnostic};
use crate::dialects::{AttrKind, OpDef, PropSpec};
use crate::ir::OpId;
use crate::lexer::TokenKind;
use crate::parser::asm::OpParts;
use crate::parser::Parser;
use crate::printer::custom::AsmPrinter;
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

/// `GlobalCtorsOp::verify`/`GlobalDtorsOp::verify`: data entries symbols
/// or `#llvm.zero`, then three lists of one length.
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
    for &d in data {
        let ok = matches!(ctx.attr_data(d), AttrData::SymbolRef { nested, .. } if nested.is_empty())
            || is_llvm_attr(ctx, d, "zero");
        if !ok {
            return Err(c.plain_error(op, "data element must be symbol or #llvm.zero".into()));
        }
    }
    if len(list) != len("priorities") || len(list) != data.len() {
        return Err(c.plain_error(
            op,
            format!("{list}, priorities, and data must have the same number of elements"),
        ));
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

/// `ModuleFlagsOp::verify`: at the module level, every flag a
/// `#llvm.mlir.module_flag`.
pub(crate) fn verify_module_flags(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    // `satisfiesLLVMModule`: a symbol table isolated from above.
    if let Some(parent) = c.ir().parent_op(op) {
        let t = crate::dialects::op_traits(ctx.str_bytes(c.ir().op(parent).name));
        if !(t.symbol_table && t.isolated_from_above) {
            return Err(c.op_error_named(op, "must appear at the module level"));
        }
    }
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

// ----- llvm.mlir.alias and llvm.mlir.ifunc -----

/// `AliasOp`'s properties.
pub(crate) const ALIAS_PROPS: &[PropSpec] = &[
    PropSpec::new("alias_type", AttrKind::AnyTypeAttr),
    PropSpec::new("dso_local", AttrKind::Unit),
    PropSpec::new(
        "linkage",
        super::dialect_kind("linkage", "LLVM Linkage specification"),
    ),
    PropSpec::new("sym_name", AttrKind::String),
    PropSpec::new("thread_local_", AttrKind::Unit),
    PropSpec::new("unnamed_addr", AttrKind::I64Enum { max: 2 }),
    super::VISIBILITY,
];

/// `linkage? visibility? thread_local? unnamed_addr? @name attr-dict? : type
/// region`.
pub(crate) fn parse_alias(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut parts = OpParts::default();
    super::func::parse_common_global(p, &mut parts);
    let e = super::func::sym_name_prop(p)?;
    parts.props.push(e);
    parts.attrs = p.optional_attr_dict()?;
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let ty = p.parse_type()?;
    if p.at_token(TokenKind::Comma) {
        return p.custom_error(start, "expected zero or one type");
    }
    let region = p.ir.create_region();
    if !p.at_token(TokenKind::LBrace) {
        return p.error_here("expected '{' to begin a region");
    }
    p.region_with_args(region, &[], false, "", None)?;
    let ta = p.ctx.type_attr(ty);
    let e = p.prop("alias_type", ta);
    parts.props.push(e);
    parts.regions.push(region);
    p.finish_op(def, start, parts)
}

pub(crate) fn print_alias(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let ir = p.ir;
    super::func::print_common_global(p, op);
    if let Some(n) = p.prop(op, "sym_name") {
        p.p.symbol_ref(n);
    }
    let all = p.all_attrs(op);
    p.named_attrs(
        &all,
        &[
            "sym_name",
            "alias_type",
            "linkage",
            "unnamed_addr",
            "thread_local_",
            "visibility_",
        ],
        false,
    );
    p.w(" : ");
    if let Some(AttrData::Type(t)) = p.prop(op, "alias_type").map(|a| ctx.attr_data(a)) {
        p.ty(*t);
    }
    p.w(" ");
    if let Some(&r) = ir.regions(op).first() {
        p.region(r, false, true, false);
    }
}

/// `linkage` of an op with a `#llvm.linkage` property (by position).
fn linkage_of(c: &dyn Checker, op: OpId) -> i64 {
    prop(c, op, "linkage")
        .and_then(|a| super::attrs::linkage().int_param(c.ctx(), a))
        .unwrap_or(0)
}

/// `AliasOp::verify`, then `verifyRegions`.
pub(crate) fn verify_alias(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    one_block(c, op, "initializer")?;
    if let Some(AttrData::Type(t)) = prop(c, op, "alias_type").map(|a| ctx.attr_data(a)) {
        let valid = t::is_compatible(ctx, *t)
            && !["void", "token", "metadata", "label"]
                .iter()
                .any(|m| t::is(ctx, *t, m));
        if !valid {
            return Err(c.op_error_named(
                op,
                "expects type to be a valid element type for an LLVM global alias",
            ));
        }
    }
    // external, available_externally, linkonce, linkonce_odr, weak,
    // weak_odr, internal, private.
    check_linkage(
        c,
        op,
        |l| matches!(l, 0..=5 | 7 | 8),
        "aliases, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, external or available_externally",
    )?;
    let Some(block) = ir.regions(op).first().and_then(|&r| ir.entry_block(r)) else {
        return Ok(());
    };
    let ret = ir.block_ops(block).last();
    let returns_ptr = ret
        .filter(|&r| ctx.str_bytes(ir.op(r).name) == b"llvm.return")
        .and_then(|r| ir.operands(r).next())
        .is_some_and(|v| t::is(ctx, ir.value_type(v), "ptr"));
    if !returns_ptr {
        return Err(c.op_error_named(op, "initializer region must always return a pointer"));
    }
    for o in ir.block_ops(block) {
        let pure = crate::dialects::lookup(ctx.str_bytes(ir.op(o).name))
            .is_some_and(|d| d.structure.effects == crate::dialects::structure::Effects::NONE);
        if !pure {
            return Err(c.plain_error(
                o,
                "ops with side effects are not allowed in alias initializers".into(),
            ));
        }
    }
    Ok(())
}

/// `IFuncOp`'s properties.
pub(crate) const IFUNC_PROPS: &[PropSpec] = &[
    PropSpec::with_default(
        "address_space",
        AttrKind::I32Range {
            min: 0,
            max: i32::MAX as i64,
        },
        crate::dialects::PropDefault::Int {
            width: 32,
            value: 0,
        },
    ),
    PropSpec::new("dso_local", AttrKind::Unit),
    PropSpec::new("i_func_type", AttrKind::AnyTypeAttr),
    PropSpec::new(
        "linkage",
        super::dialect_kind("linkage", "LLVM Linkage specification"),
    ),
    PropSpec::new("resolver", AttrKind::FlatSymbolRef),
    PropSpec::new("resolver_type", AttrKind::AnyTypeAttr),
    PropSpec::new("sym_name", AttrKind::String),
    PropSpec::with_default(
        "unnamed_addr",
        AttrKind::I64Enum { max: 2 },
        crate::dialects::PropDefault::Int {
            width: 64,
            value: 0,
        },
    ),
    super::VISIBILITY,
];

/// `IFuncOp::verify`: the linkages LLVM allows.
pub(crate) fn verify_ifunc(c: &dyn Checker, op: OpId) -> VResult {
    check_linkage(
        c,
        op,
        |l| matches!(l, 0 | 2..=5 | 7 | 8),
        "ifuncs, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage",
    )
}

/// "'L' linkage not supported in `rest`" unless `allowed` holds of the
/// op's linkage.
fn check_linkage(c: &dyn Checker, op: OpId, allowed: fn(i64) -> bool, rest: &str) -> VResult {
    let linkage = linkage_of(c, op);
    if allowed(linkage) {
        return Ok(());
    }
    Err(c.op_error_named(
        op,
        &format!(
            "'{}' linkage not supported in {rest}",
            super::func::case_text(&super::attrs::LINKAGE_CASES, linkage)
        ),
    ))
}

/// `IFuncOp::verifySymbolUses`: the resolver (through aliases of it) is a
/// function defined here returning a pointer of the ifunc's address space.
pub(crate) fn verify_ifunc_symbols(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let name_of = |a: Attr| match ctx.attr_data(a) {
        AttrData::SymbolRef { root, .. } => Some(ctx.str_bytes(*root)),
        _ => None,
    };
    let mut target = prop(c, op, "resolver")
        .and_then(name_of)
        .and_then(|n| c.lookup_symbol(op, n));
    // Follow aliases whose initializer returns an `addressof`.
    let mut hops = 0;
    while let Some(a) = target.filter(|&a| ctx.str_bytes(ir.op(a).name) == b"llvm.mlir.alias") {
        hops += 1;
        let ret = ir
            .regions(a)
            .first()
            .and_then(|&r| ir.entry_block(r))
            .and_then(|b| ir.block_ops(b).last());
        let addr = ret
            .and_then(|r| ir.operands(r).next())
            .and_then(|v| match ir.value_def(v) {
                Some(crate::ir::ValueDef::Result { op: d, .. })
                    if ctx.str_bytes(ir.op(d).name) == b"llvm.mlir.addressof" =>
                {
                    Some(d)
                }
                _ => None,
            });
        let Some(addr) = addr else {
            return Ok(());
        };
        if hops > 64 {
            return Ok(());
        }
        target = prop(c, addr, "global_name")
            .and_then(name_of)
            .and_then(|n| c.lookup_symbol(addr, n));
    }
    let Some(f) = target.filter(|&f| ctx.str_bytes(ir.op(f).name) == b"llvm.func") else {
        return Err(c.op_error_named(op, "must have a function resolver"));
    };
    let external = ir
        .regions(f)
        .first()
        .is_none_or(|&r| ir.entry_block(r).is_none());
    if external || linkage_of(c, f) == 1 {
        return Err(c.op_error_named(op, "resolver must be a definition"));
    }
    let ret = prop(c, f, "function_type")
        .and_then(|a| match ctx.attr_data(a) {
            AttrData::Type(t) => t::func_parts(ctx, *t),
            _ => None,
        })
        .map(|(r, _, _)| r);
    if !ret.is_some_and(|r| t::is(ctx, r, "ptr")) {
        return Err(c.op_error_named(op, "resolver must return a pointer"));
    }
    let space = prop(c, op, "address_space")
        .and_then(|a| match ctx.attr_data(a) {
            AttrData::Integer { value, .. } => value.to_i64(),
            _ => None,
        })
        .unwrap_or(0);
    let rspace = match prop(c, op, "resolver_type").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Type(t)) => t::ptr_space(ctx, *t),
        _ => None,
    };
    if rspace != Some(space) {
        return Err(c.op_error_named(op, "resolver has incorrect type"));
    }
    Ok(())
}

/// `verifyComdat` (from `GlobalOp::verify` and `LLVMFuncOp::verify`): a
/// `comdat` property names an `llvm.comdat_selector` (`@group::@selector`).
pub(crate) fn verify_comdat_ref(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(a) = prop(c, op, "comdat") else {
        return Ok(());
    };
    let AttrData::SymbolRef { root, nested } = ctx.attr_data(a) else {
        return Ok(());
    };
    // Each nested name is looked up in the op the previous one named.
    let mut found = c.lookup_symbol(op, ctx.str_bytes(*root));
    for &n in nested.iter() {
        found = found.and_then(|t| {
            let want = ctx.str_bytes(n);
            ir.regions(t)
                .first()
                .and_then(|&r| ir.entry_block(r))
                .and_then(|b| {
                    ir.block_ops(b).find(|&o| {
                        crate::symbols::symbol_name(ctx, ir, o)
                            .is_some_and(|s| ctx.str_bytes(s) == want)
                    })
                })
        });
    }
    if found.is_none_or(|s| ctx.str_bytes(ir.op(s).name) != b"llvm.comdat_selector") {
        return Err(c.plain_error(op, "expected comdat symbol".into()));
    }
    Ok(())
}

/// `SizedRegion<1>`: the op's region holds one block.
fn one_block(c: &dyn Checker, op: OpId, name: &str) -> VResult {
    let ir = c.ir();
    let n = ir
        .regions(op)
        .first()
        .map_or(0, |&r| ir.region_blocks(r).count());
    if n != 1 {
        return Err(c.op_error_named(
            op,
            &format!("region #0 ('{name}') failed to verify constraint: region with 1 blocks"),
        ));
    }
    Ok(())
}

/// `ComdatOp`: `SizedRegion<1>`.
pub(crate) fn verify_comdat(c: &dyn Checker, op: OpId) -> VResult {
    one_block(c, op, "body")
}
