//! `llvm` intrinsics whose custom forms the declarative engine
//! (`format.rs`) does not read: those writing an integer enum property
//! by keyword (the constrained floating-point intrinsics' rounding mode and
//! exception behavior, `comdat_selector`'s selection kind) and
//! `intr.expect.with.probability`, whose `expected` and result types come
//! from `AllTypesMatch` rather than from a trait the engine knows.
//!
//! The enums are kept as `i64` integers in the properties (what MLIR's
//! generic form shows: `roundingmode = 1 : i64`), so each is a table of
//! `(keyword, value)` pairs in MLIR's declaration order: the order its
//! parse error lists them in. Rounding modes are not contiguous (`dynamic`
//! is 7, `invalid` is -1).

use smallvec::SmallVec;

use super::ops::{bare_keyword, int_attr, int_prop};
use crate::attrs::AttrData;
use crate::diag::{DResult, Diagnostic};
use crate::dialects::format::F64_ATTR;
use crate::dialects::{AttrKind, OpDef, PropSpec};
use crate::ir::OpId;
use crate::lexer::TokenKind;
use crate::parser::asm::OpParts;
use crate::parser::{Parser, SsaUse};
use crate::printer::custom::AsmPrinter;
use crate::verifier::Checker;

type VResult = Result<(), Box<Diagnostic>>;

/// `RoundingMode` cases.
pub(crate) const ROUNDING: &[(&str, i64)] = &[
    ("towardzero", 0),
    ("tonearest", 1),
    ("upward", 2),
    ("downward", 3),
    ("tonearestaway", 4),
    ("dynamic", 7),
    ("invalid", -1),
];
/// `FPExceptionBehavior` cases.
pub(crate) const FP_EXCEPTION: &[(&str, i64)] = &[("ignore", 0), ("maytrap", 1), ("strict", 2)];
/// `comdat::Comdat` cases.
pub(crate) const COMDAT: &[(&str, i64)] = &[
    ("any", 0),
    ("exactmatch", 1),
    ("largest", 2),
    ("nodeduplicate", 3),
    ("samesize", 4),
];

fn is_int(ctx: &crate::Context, t: crate::Type, width: u32) -> bool {
    matches!(ctx.type_data(t), crate::types::TypeData::Integer { width: w, signedness: crate::types::Signedness::Signless } if *w == width)
}

fn i64_value(ctx: &crate::Context, a: crate::Attr) -> Option<i64> {
    match ctx.attr_data(a) {
        AttrData::Integer { ty, value } if is_int(ctx, *ty, 64) => value.to_i64(),
        _ => None,
    }
}

/// `ValidRoundingModeAttr`: a rounding mode other than `invalid`.
pub(crate) const ROUNDING_PROP: PropSpec =
    PropSpec::new("roundingmode", AttrKind::I64Enum { max: 7 })
        .constrained("LLVM Rounding Mode whose minimum value is 0", |ctx, a| {
            i64_value(ctx, a).is_some_and(|v| v >= 0 && v != 5 && v != 6)
        });
pub(crate) const FP_EXCEPTION_PROP: PropSpec =
    PropSpec::new("fpExceptionBehavior", AttrKind::I64Enum { max: 2 });
pub(crate) const COMDAT_PROP: PropSpec = PropSpec::new("comdat", AttrKind::I64Enum { max: 4 });
/// `F64Attr` `prob`.
pub(crate) const PROB_PROP: PropSpec =
    PropSpec::new("prob", AttrKind::Any).constrained(F64_ATTR, |ctx, a| {
        matches!(ctx.attr_data(a), AttrData::Float { ty, .. }
            if matches!(ctx.type_data(*ty), crate::types::TypeData::Float(crate::types::FloatKind::F64)))
    });
/// `I8Attr` `failureKind` (`intr.ubsantrap`).
pub(crate) const FAILURE_KIND_PROP: PropSpec = PropSpec::new("failureKind", AttrKind::AnyInteger)
    .constrained(
        "8-bit signless integer attribute",
        |ctx, a| matches!(ctx.attr_data(a), AttrData::Integer { ty, .. } if is_int(ctx, *ty, 8)),
    );

/// An enum keyword (or string) of `cases`, kept as an `i64` property.
fn parse_enum(
    p: &mut Parser<'_>,
    parts: &mut OpParts,
    prop: &str,
    cases: &[(&str, i64)],
) -> DResult<()> {
    let at = p.offset();
    let word = match p.tok.kind {
        TokenKind::String => {
            let v = p.string_value()?;
            p.bump();
            Some(String::from_utf8_lossy(&v).into_owned())
        }
        TokenKind::BareIdent => Some(bare_keyword(p)?),
        _ => None,
    };
    let Some(&(_, v)) = word
        .as_deref()
        .and_then(|w| cases.iter().find(|(n, _)| *n == w))
    else {
        let names: Vec<&str> = cases.iter().map(|(n, _)| *n).collect();
        return p.custom_error(
            at,
            format!(
                "expected string or keyword containing one of the following enum values for attribute '{prop}' [{}]",
                names.join(", ")
            ),
        );
    };
    let a = int_attr(p, 64, v);
    let e = p.prop(prop, a);
    parts.props.push(e);
    Ok(())
}

fn print_enum(p: &mut AsmPrinter<'_>, op: OpId, prop: &str, cases: &[(&str, i64)]) {
    let v = int_prop(p, op, prop);
    match cases.iter().find(|(_, c)| Some(*c) == v) {
        Some((n, _)) => {
            p.w(" ");
            p.w(n);
        }
        None => {
            if let Some(a) = p.prop(op, prop) {
                p.w(" ");
                p.attr(a);
            }
        }
    }
}

/// Whether the constrained intrinsic `name` has a rounding mode (all but
/// `fpext`).
fn has_rounding(name: &str) -> bool {
    !name.ends_with(".fpext")
}

/// `$arg_0 [$roundingmode] $fpExceptionBehavior attr-dict : type($arg_0)
/// to type(results)`.
pub(crate) fn parse_constrained(
    p: &mut Parser<'_>,
    def: &'static OpDef,
    start: u32,
) -> DResult<OpId> {
    let at = p.offset();
    let x = p.operand()?;
    let mut parts = OpParts::default();
    if has_rounding(def.name) {
        parse_enum(p, &mut parts, "roundingmode", ROUNDING)?;
    }
    parse_enum(p, &mut parts, "fpExceptionBehavior", FP_EXCEPTION)?;
    parts.attrs = p.optional_attr_dict()?;
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let from = p.parse_type()?;
    p.keyword("to")?;
    let to = p.parse_type()?;
    parts.operands = p.resolve(def.name, at, &[x], &[from])?;
    parts.result_types.push(to);
    p.finish_op(def, start, parts)
}

pub(crate) fn print_constrained(p: &mut AsmPrinter<'_>, op: OpId) {
    let name = super::ops::op_name(p, op);
    p.w(" ");
    p.operands(op);
    if has_rounding(name) {
        print_enum(p, op, "roundingmode", ROUNDING);
    }
    print_enum(p, op, "fpExceptionBehavior", FP_EXCEPTION);
    p.attr_dict(op, &["roundingmode", "fpExceptionBehavior"]);
    let ir = p.ir;
    p.w(" : ");
    p.ty(ir.value_type(ir.operand(op, 0)));
    p.w(" to ");
    p.ty(ir.value_type(ir.result(op, 0)));
}

/// `$val, $expected, $prob attr-dict : type($val)`; `expected` and the
/// result have `val`'s type.
pub(crate) fn parse_expect_prob(
    p: &mut Parser<'_>,
    def: &'static OpDef,
    start: u32,
) -> DResult<OpId> {
    let at = p.offset();
    let mut uses: SmallVec<[SsaUse<'_>; 2]> = SmallVec::new();
    uses.push(p.operand()?);
    p.expect_token(TokenKind::Comma, "expected ','")?;
    uses.push(p.operand()?);
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let f64t = p.ctx.float_type(crate::types::FloatKind::F64);
    let prob = p.parse_attribute(Some(f64t))?;
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    let e = p.prop("prob", prob);
    parts.props.push(e);
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let ty = p.parse_type()?;
    parts.operands = p.resolve(def.name, at, &uses, &[ty, ty])?;
    parts.result_types.push(ty);
    p.finish_op(def, start, parts)
}

pub(crate) fn print_expect_prob(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" ");
    p.operands(op);
    p.w(", ");
    if let Some(a) = p.prop(op, "prob") {
        p.attr_without_type(a);
    }
    p.attr_dict(op, &["prob"]);
    let ir = p.ir;
    p.w(" : ");
    p.ty(ir.value_type(ir.operand(op, 0)));
}

/// `AllTypesMatch<["val", "expected", "res"]>`.
pub(crate) fn verify_expect_prob(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    let t = ir.value_type(ir.operand(op, 0));
    if ir.value_type(ir.operand(op, 1)) != t || ir.value_type(ir.result(op, 0)) != t {
        return Err(c.op_error_named(
            op,
            "failed to verify that all of {val, expected, res} have same type",
        ));
    }
    Ok(())
}

/// `$sym_name $comdat attr-dict`.
pub(crate) fn parse_comdat_selector(
    p: &mut Parser<'_>,
    def: &'static OpDef,
    start: u32,
) -> DResult<OpId> {
    let mut parts = OpParts::default();
    let e = super::func::sym_name_prop(p)?;
    parts.props.push(e);
    parse_enum(p, &mut parts, "comdat", COMDAT)?;
    parts.attrs = p.optional_attr_dict()?;
    p.finish_op(def, start, parts)
}

pub(crate) fn print_comdat_selector(p: &mut AsmPrinter<'_>, op: OpId) {
    if let Some(n) = p.prop(op, "sym_name") {
        p.w(" ");
        p.p.symbol_ref(n);
    }
    print_enum(p, op, "comdat", COMDAT);
    p.attr_dict(op, &["sym_name", "comdat"]);
}

/// `$scope attr-dict` (`intr.experimental.noalias.scope.decl`): an
/// `#llvm.alias_scope`, or its body alone.
pub(crate) fn parse_noalias_scope_decl(
    p: &mut Parser<'_>,
    def: &'static OpDef,
    start: u32,
) -> DResult<OpId> {
    let at = p.offset();
    let a = if p.at_token(TokenKind::HashIdent) {
        p.parse_attribute(None)?
    } else {
        crate::dialects::api::parse_custom_attr(p, super::attrs::alias_scope())?
    };
    if !matches!(p.ctx.attr_data(a), AttrData::Dialect(d) if std::ptr::eq(d.def, super::attrs::alias_scope()))
    {
        return p.custom_error(at, "invalid kind of attribute specified");
    }
    let mut parts = OpParts::default();
    let e = p.prop("scope", a);
    parts.props.push(e);
    parts.attrs = p.optional_attr_dict()?;
    p.finish_op(def, start, parts)
}

pub(crate) fn print_noalias_scope_decl(p: &mut AsmPrinter<'_>, op: OpId) {
    if let Some(a) = p.prop(op, "scope") {
        p.w(" ");
        p.attr(a);
    }
    p.attr_dict(op, &["scope"]);
}
