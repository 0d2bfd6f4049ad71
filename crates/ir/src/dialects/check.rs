//! IREE's `check` dialect: the assertions of IREE's self-checking test
//! files (`tests/e2e`), which `sigil check` runs as tests.
//!
//! Every op's structure, textual form and type rules come from IREE's ODS
//! records (`ods/check.rs`, from `third_party/iree`); what is written here is
//! only what the records leave to C++ or to the property storage: the
//! attributes each op keeps, with `atol`'s and `rtol`'s defaults (which the
//! generic form shows, as MLIR fills in a `DefaultValuedAttr` when it parses).
//! The optional `!hal.device` operand is declared but names a type of a
//! dialect sigil does not implement; at run time there is one device.
//!
//! StableHLO's interpreter tests use a `check` dialect of their own with the
//! same op names and another form (`check.expect_eq_const %x, dense<1> :
//! tensor<i32>`, `tolerance = 0.001` for `atol`): the ops read both, and
//! print IREE's. StableHLO's `tolerance` is an `f64` (default `1e-4`),
//! IREE's `atol` an `f32`: an op in StableHLO's form keeps its tolerance as
//! an `f64` `atol`, the default included, so `|5.0001 - 5| <= 1e-4` holds
//! as it does in StableHLO's interpreter, and prints in StableHLO's form
//! (IREE's cannot say an `f64` tolerance); the generic form accepts an
//! `f64` `atol`, which `iree-opt` refuses. Its two ops of its own,
//! `expect_close` (a distance in ULPs) and `expect_serialized_eq` (a value
//! an `interpreter.probe` recorded), are declared here by hand from
//! StableHLO's `CheckOps.td` and print in the generic form.

use super::structure::{one, optional, Structure, TypeConstraint};
use super::{AttrKind, OpDef, OpTraits, PropDefault, PropSpec};
use crate::diag::DResult;
use crate::ir::OpId;
use crate::lexer::TokenKind;
use crate::parser::{asm::OpParts, Parser};

const VALUE: PropSpec = PropSpec::new("value", AttrKind::Elements);
/// `1.e-4f`.
/// An `f64` is accepted too (StableHLO's tolerance, which `iree-opt`'s
/// `F32Attr` refuses), so that a StableHLO-form check reads back from its
/// generic form.
const ATOL: PropSpec =
    PropSpec::with_default("atol", AttrKind::F32OrF64, PropDefault::F32(0x38d1_b717));
/// `0.f`.
const RTOL: PropSpec = PropSpec::with_default("rtol", AttrKind::F32, PropDefault::F32(0));

/// An op that reads IREE's form or StableHLO's.
const fn either(name: &'static str, props: &'static [PropSpec]) -> OpDef {
    OpDef {
        parse: Some(parse_either),
        ..OpDef::new(name, OpTraits::NONE).with_props(props)
    }
}

/// IREE's `TensorOf<[AnyFloat]>`, worded as IREE words it, widened to the
/// complex elements StableHLO's `check` dialect also takes
/// (`TensorOf<[AnyFloat, AnyComplex]>`): StableHLO's interpreter tests
/// compare complex results with `expect_almost_eq_const`. An op read in
/// IREE's form (its tolerances `f32`) is held to IREE's constraint by
/// [`verify_iree_almost_eq`].
const FLOAT_OR_COMPLEX_TENSOR: TypeConstraint =
    TypeConstraint::new("tensor of floating-point values", |ctx, t| {
        use crate::types::TypeData;
        match ctx.type_data(t) {
            TypeData::RankedTensor { elem, .. } | TypeData::UnrankedTensor { elem } => {
                match ctx.type_data(*elem) {
                    TypeData::Float(_) => true,
                    TypeData::Complex(e) => matches!(ctx.type_data(*e), TypeData::Float(_)),
                    _ => false,
                }
            }
            _ => false,
        }
    });

const BUFFER_VIEW_OR_FLOAT_OR_COMPLEX_TENSOR: TypeConstraint = TypeConstraint::new(
    "buffer_view or tensor of floating-point values",
    |ctx, t| {
        (super::constraints::BUFFER_VIEW_OR_FLOAT_TENSOR.accepts)(ctx, t)
            || (FLOAT_OR_COMPLEX_TENSOR.accepts)(ctx, t)
    },
);

/// The records' structures, the float operands widened to complex.
const ALMOST_EQ: Structure = Structure {
    declared: true,
    operands: &[
        optional("device", super::constraints::HAL_DEVICE),
        one("lhs", BUFFER_VIEW_OR_FLOAT_OR_COMPLEX_TENSOR),
        one("rhs", BUFFER_VIEW_OR_FLOAT_OR_COMPLEX_TENSOR),
    ],
    ..super::ods::check::EXPECT_ALMOST_EQ
};
const ALMOST_EQ_CONST: Structure = Structure {
    declared: true,
    operands: &[
        optional("device", super::constraints::HAL_DEVICE),
        one("lhs", FLOAT_OR_COMPLEX_TENSOR),
    ],
    ..super::ods::check::EXPECT_ALMOST_EQ_CONST
};

/// StableHLO's `TensorOf<[AnyFloat, AnyComplex]>`.
const CLOSE: Structure = Structure {
    declared: true,
    operands: &[
        one("actual", FLOAT_OR_COMPLEX_TENSOR),
        one("expected", FLOAT_OR_COMPLEX_TENSOR),
    ],
    ..Structure::NONE
};

/// StableHLO's `HLO_Tensor` operand (any ranked tensor).
const SERIALIZED_EQ: Structure = Structure {
    declared: true,
    operands: &[one("expected", super::constraints::ANY_TENSOR)],
    ..Structure::NONE
};

const MAX_ULP: PropSpec = PropSpec::new("max_ulp_difference", AttrKind::Any);
const MIN_ULP: PropSpec = PropSpec::new("min_ulp_difference", AttrKind::Any);
const PROBE_ID: PropSpec = PropSpec::new("probe_id", AttrKind::Any);
const ITERATION: PropSpec = PropSpec::new("iteration", AttrKind::Any);

pub(crate) const OPS: &[OpDef] = &[
    OpDef::new("check.expect_true", OpTraits::NONE),
    OpDef::new("check.expect_false", OpTraits::NONE),
    OpDef::new("check.expect_all_true", OpTraits::NONE),
    either("check.expect_eq", &[]),
    either("check.expect_eq_const", &[VALUE]),
    OpDef {
        verify: Some(verify_iree_almost_eq),
        ..either("check.expect_almost_eq", &[ATOL, RTOL]).with_structure(ALMOST_EQ)
    },
    OpDef {
        verify: Some(verify_iree_almost_eq),
        ..either("check.expect_almost_eq_const", &[ATOL, RTOL, VALUE])
            .with_structure(ALMOST_EQ_CONST)
    },
    OpDef {
        parse: Some(parse_close),
        ..OpDef::new("check.expect_close", OpTraits::NONE)
            .with_props(&[MAX_ULP, MIN_ULP])
            .with_structure(CLOSE)
    },
    OpDef {
        parse: Some(parse_serialized_eq),
        ..OpDef::new("check.expect_serialized_eq", OpTraits::NONE)
            .with_props(&[PROBE_ID, ITERATION])
            .with_structure(SERIALIZED_EQ)
    },
];

/// `, NAME = INTEGER` as property `name` (an `i64`; StableHLO declares a
/// `ui64`/`ui32`, the same value).
fn int_prop(p: &mut Parser<'_>, keyword: &str, name: &str, parts: &mut OpParts) -> DResult<()> {
    if !p.eat_keyword(keyword) {
        return p.error_here(format!("expected '{keyword}'"));
    }
    p.expect_token(TokenKind::Equal, "expected '='")?;
    let i64_ty = p.ctx.i(64);
    let a = p.parse_attribute(Some(i64_ty))?;
    if !matches!(p.ctx.attr_data(a), crate::attrs::AttrData::Integer { .. }) {
        return p.error_here("expected an integer");
    }
    let e = p.prop(name, a);
    parts.props.push(e);
    Ok(())
}

/// `$actual , $expected , max_ulp_difference = N (, min_ulp_difference =
/// M)? : attr-dict type($actual) , type($expected)`.
fn parse_close(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let at = p.offset();
    let actual = p.operand()?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let expected = p.operand()?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let mut parts = OpParts::default();
    int_prop(p, "max_ulp_difference", "max_ulp_difference", &mut parts)?;
    if p.eat_token(TokenKind::Comma) {
        int_prop(p, "min_ulp_difference", "min_ulp_difference", &mut parts)?;
    }
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    parts.attrs = p.optional_attr_dict()?;
    let t0 = p.parse_type()?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let t1 = p.parse_type()?;
    parts.operands = p.resolve(def.name, at, &[actual, expected], &[t0, t1])?;
    p.finish_op(def, start, parts)
}

/// `$expected , probe_id = "ID" (, iter = N)? attr-dict : type($expected)`.
fn parse_serialized_eq(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let at = p.offset();
    let expected = p.operand()?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    if !p.eat_keyword("probe_id") {
        return p.error_here("expected 'probe_id'");
    }
    p.expect_token(TokenKind::Equal, "expected '='")?;
    let mut parts = OpParts::default();
    if !p.at_token(TokenKind::String) {
        return p.error_here("expected a string");
    }
    let v = p.string_value()?;
    p.bump();
    let id = p.ctx.string_attr(&v);
    let e = p.prop("probe_id", id);
    parts.props.push(e);
    if p.eat_token(TokenKind::Comma) {
        int_prop(p, "iter", "iteration", &mut parts)?;
    }
    parts.attrs = p.optional_attr_dict()?;
    let ty = p.colon_type()?;
    parts.operands = p.resolve(def.name, at, &[expected], &[ty])?;
    p.finish_op(def, start, parts)
}

/// IREE's form (`check.expect_eq(%a, %b) : T`, through the record's
/// format) or StableHLO's (`check.expect_eq %a, %b : T`).
fn parse_either(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    if p.at_token(TokenKind::LParen) || p.at_token(TokenKind::Less) {
        return crate::format::parse(p, def, start);
    }
    // `$lhs , ($rhs | $value) (, tolerance = $tolerance)? attr-dict (: type($lhs))?`
    let at = p.offset();
    let lhs = p.operand()?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let constant = def.name.ends_with("_const");
    let mut parts = OpParts::default();
    let (rhs, value) = if constant {
        (None, Some(p.parse_attribute(None)?))
    } else {
        (Some(p.operand()?), None)
    };
    let mut tolerance = None;
    if p.eat_token(TokenKind::Comma) {
        if !p.eat_keyword("tolerance") {
            return p.error_here("expected 'tolerance'");
        }
        p.expect_token(TokenKind::Equal, "expected '='")?;
        let f64_ty = p.ctx.float_type(sigil_numeric::FloatKind::F64);
        let a = p.parse_attribute(Some(f64_ty))?;
        if let crate::attrs::AttrData::Float { bits, .. } = *p.ctx.attr_data(a) {
            tolerance = Some(f64::from_bits(bits as u64));
        }
    }
    parts.attrs = p.optional_attr_dict()?;
    // `{tolerance = 0.1 : f64}` in the attribute dictionary says the same.
    if let Some(i) = parts
        .attrs
        .iter()
        .position(|a| p.ctx.str_bytes(a.name) == b"tolerance")
    {
        let a = parts.attrs.remove(i);
        if let crate::attrs::AttrData::Float { bits, ty } = *p.ctx.attr_data(a.value) {
            let w = p.ctx.type_data(ty).int_or_float_width().unwrap_or(64);
            tolerance = Some(if w == 32 {
                f64::from(f32::from_bits(bits as u32))
            } else {
                f64::from_bits(bits as u64)
            });
        }
    }
    let ty = match value {
        Some(v) if !p.at_token(TokenKind::Colon) => {
            match super::support::typed_attr_type(p.ctx, p.ctx.attr_data(v)) {
                Some(t) => t,
                None => return p.error_at(at, "expected a typed elements attribute"),
            }
        }
        _ => p.colon_type()?,
    };
    let uses: Vec<_> = std::iter::once(lhs).chain(rhs).collect();
    let types = vec![ty; uses.len()];
    parts.operands = p.resolve(def.name, at, &uses, &types)?;
    if let Some(v) = value {
        let e = p.prop("value", v);
        parts.props.push(e);
    }
    // StableHLO's `F64Attr` tolerance, `1e-4` unless given.
    if def.name.starts_with("check.expect_almost_eq") {
        let f64_ty = p.ctx.float_type(sigil_numeric::FloatKind::F64);
        let a = p.ctx.intern_attr(crate::attrs::AttrData::Float {
            ty: f64_ty,
            bits: u128::from(tolerance.unwrap_or(1e-4).to_bits()),
        });
        let e = p.prop("atol", a);
        parts.props.push(e);
    }
    p.finish_op(def, start, parts)
}

/// IREE's form of an almost-equal check takes float tensors only: a complex
/// operand is refused with the message of IREE's operand constraint (only
/// StableHLO's form, its tolerance an `f64`, compares complex tensors).
fn verify_iree_almost_eq(c: &dyn super::Checker, op: OpId) -> Result<(), Box<crate::Diagnostic>> {
    let (ctx, ir) = (c.ctx(), c.ir());
    if has_f64_tolerance(ctx, ir, op) {
        return Ok(());
    }
    let complex = |t: crate::Type| match ctx.type_data(t) {
        crate::TypeData::RankedTensor { elem, .. } | crate::TypeData::UnrankedTensor { elem } => {
            matches!(ctx.type_data(*elem), crate::TypeData::Complex(_))
        }
        _ => false,
    };
    let allowed = if ctx.str_bytes(ir.op(op).name) == b"check.expect_almost_eq" {
        "buffer_view or tensor of floating-point values"
    } else {
        "tensor of floating-point values"
    };
    // ODS numbers operands across groups; the optional device is no tensor.
    for (i, v) in ir.operands(op).enumerate() {
        let t = ir.value_type(v);
        if complex(t) {
            let shown = super::support::quoted(ctx, t);
            let msg = format!("operand #{i} must be {allowed}, but got {shown}");
            return Err(c.op_error_named(op, &msg));
        }
    }
    Ok(())
}

/// Whether `op` (a `check.expect_almost_eq*`) holds its tolerance as an
/// `f64` (StableHLO's form), which prints in the generic form.
pub(crate) fn has_f64_tolerance(ctx: &crate::Context, ir: &crate::Ir, op: OpId) -> bool {
    let Some(props) = ir.op(op).props else {
        return false;
    };
    let Some(atol) = ctx.dict_get(props, b"atol") else {
        return false;
    };
    matches!(ctx.attr_data(atol), crate::attrs::AttrData::Float { ty, .. }
        if ctx.type_data(*ty).int_or_float_width() == Some(64))
}

/// StableHLO's form of an almost-equal check: `%lhs, %rhs` or `%lhs,
/// dense<...>`, then `, tolerance = x` when not `1e-4`, the attributes and
/// the type.
pub(crate) fn print_stablehlo_form(p: &mut crate::printer::custom::AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let lhs = ir.operand(op, 0);
    p.w(" ");
    p.value(lhs);
    p.w(", ");
    match ir.operands(op).nth(1) {
        Some(rhs) => p.value(rhs),
        None => {
            if let Some(v) = ir.op(op).props.and_then(|d| p.ctx().dict_get(d, b"value")) {
                p.attr(v);
            }
        }
    }
    let atol = ir.op(op).props.and_then(|d| p.ctx().dict_get(d, b"atol"));
    if let Some(a) = atol {
        let default = matches!(*p.ctx().attr_data(a), crate::attrs::AttrData::Float { bits, .. }
            if f64::from_bits(bits as u64) == 1e-4);
        if !default {
            p.w(", tolerance = ");
            p.attr_without_type(a);
        }
    }
    p.attr_dict(op, &["atol", "rtol", "value"]);
    p.w(" : ");
    p.ty(ir.value_type(lhs));
}

#[cfg(test)]
mod tests {
    #[test]
    fn atol_default_is_the_records_literal() {
        assert_eq!(1.0e-4f32.to_bits(), 0x38d1_b717);
    }
}
