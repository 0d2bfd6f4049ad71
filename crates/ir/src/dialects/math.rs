//! The `math` dialect: elementwise functions on floats (with fastmath
//! flags) and integers, in their custom forms. The parsing and printing
//! shapes are those of `arith`'s ops.

use super::arith::{
    bool_like, parse_binary, parse_flag_suffix, parse_unary, print_binary, print_flags,
    print_unary, same_operands_and_result, FASTMATH_PROP, FLAG_PROPS,
};
use super::{OpDef, OpTraits};
use crate::diag::{DResult, Diagnostic};
use crate::ir::OpId;
use crate::lexer::TokenKind;
use crate::parser::asm::OpParts;
use crate::parser::Parser;
use crate::printer::custom::AsmPrinter;
use crate::verifier::Checker;

const fn float_unary(name: &'static str) -> OpDef {
    OpDef {
        props: &[FASTMATH_PROP],
        parse: Some(parse_unary),
        print: Some(print_unary),
        verify: Some(same_operands_and_result),
        ..OpDef::new(name, OpTraits::NONE)
    }
}

const fn float_binary(name: &'static str) -> OpDef {
    OpDef {
        props: &[FASTMATH_PROP],
        parse: Some(parse_binary),
        print: Some(print_binary),
        verify: Some(same_operands_and_result),
        ..OpDef::new(name, OpTraits::NONE)
    }
}

const fn int_unary(name: &'static str) -> OpDef {
    OpDef {
        parse: Some(parse_unary),
        print: Some(print_unary),
        verify: Some(same_operands_and_result),
        ..OpDef::new(name, OpTraits::NONE)
    }
}

const fn float_class(name: &'static str) -> OpDef {
    OpDef {
        props: &[FASTMATH_PROP],
        parse: Some(parse_classify),
        print: Some(print_classify),
        ..OpDef::new(name, OpTraits::NONE)
    }
}

pub(crate) const OPS: &[OpDef] = &[
    float_unary("math.absf"),
    float_unary("math.acos"),
    float_unary("math.acosh"),
    float_unary("math.asin"),
    float_unary("math.asinh"),
    float_unary("math.atan"),
    float_unary("math.atanh"),
    float_unary("math.cbrt"),
    float_unary("math.ceil"),
    float_unary("math.cos"),
    float_unary("math.cosh"),
    float_unary("math.erf"),
    float_unary("math.erfc"),
    float_unary("math.exp"),
    float_unary("math.exp2"),
    float_unary("math.expm1"),
    float_unary("math.floor"),
    float_unary("math.log"),
    float_unary("math.log10"),
    float_unary("math.log1p"),
    float_unary("math.log2"),
    float_unary("math.round"),
    float_unary("math.roundeven"),
    float_unary("math.rsqrt"),
    float_unary("math.sin"),
    float_unary("math.sinh"),
    float_unary("math.sqrt"),
    float_unary("math.tan"),
    float_unary("math.tanh"),
    float_unary("math.trunc"),
    float_binary("math.atan2"),
    float_binary("math.copysign"),
    float_binary("math.powf"),
    int_unary("math.absi"),
    int_unary("math.ctlz"),
    int_unary("math.cttz"),
    int_unary("math.ctpop"),
    OpDef {
        parse: Some(parse_binary),
        print: Some(print_binary),
        verify: Some(same_operands_and_result),
        ..OpDef::new("math.ipowi", OpTraits::NONE)
    },
    OpDef {
        props: &[FASTMATH_PROP],
        parse: Some(parse_fma),
        print: Some(print_binary),
        verify: Some(same_operands_and_result),
        ..OpDef::new("math.fma", OpTraits::NONE)
    },
    OpDef {
        props: &[FASTMATH_PROP],
        parse: Some(parse_fpowi),
        print: Some(print_fpowi),
        verify: Some(verify_fpowi),
        ..OpDef::new("math.fpowi", OpTraits::NONE)
    },
    OpDef {
        props: &[FASTMATH_PROP],
        parse: Some(parse_sincos),
        print: Some(print_unary),
        verify: Some(verify_sincos),
        result_names: Some(|_, ir, op, set| {
            set(ir.result(op, 0), "sin");
            set(ir.result(op, 1), "cos");
        }),
        ..OpDef::new("math.sincos", OpTraits::NONE)
    },
    OpDef {
        props: &[FASTMATH_PROP],
        parse: Some(parse_clampf),
        print: Some(print_clampf),
        verify: Some(same_operands_and_result),
        ..OpDef::new("math.clampf", OpTraits::NONE)
    },
    float_class("math.isfinite"),
    float_class("math.isinf"),
    float_class("math.isnan"),
    float_class("math.isnormal"),
];

/// `%a, %b, %c flags attr-dict : type`.
fn parse_fma(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let at = p.offset();
    let a = p.operand()?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let b = p.operand()?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let c = p.operand()?;
    let mut parts = OpParts::default();
    parse_flag_suffix(p, def, &mut parts)?;
    parts.attrs = p.optional_attr_dict()?;
    let ty = p.colon_type()?;
    parts.operands = p.resolve(def.name, at, &[a, b, c], &[ty, ty, ty])?;
    parts.result_types.push(ty);
    p.finish_op(def, start, parts)
}

/// `%a, %b flags attr-dict : float-type, int-type`.
fn parse_fpowi(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let at = p.offset();
    let a = p.operand()?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let b = p.operand()?;
    let mut parts = OpParts::default();
    parse_flag_suffix(p, def, &mut parts)?;
    parts.attrs = p.optional_attr_dict()?;
    let ft = p.colon_type()?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let it = p.parse_type()?;
    parts.operands = p.resolve(def.name, at, &[a, b], &[ft, it])?;
    parts.result_types.push(ft);
    p.finish_op(def, start, parts)
}

fn print_fpowi(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" ");
    p.operands(op);
    print_flags(p, op);
    p.attr_dict(op, FLAG_PROPS);
    p.w(" : ");
    let ir = p.ir;
    p.types(ir.operands(op).map(|v| ir.value_type(v)));
}

fn verify_fpowi(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let ctx = c.ctx();
    let a = ir.value_type(ir.operand(op, 0));
    let b = ir.value_type(ir.operand(op, 1));
    let r = ir.value_type(ir.result(op, 0));
    if !super::arith::same_shape(ctx, a, b) || !super::arith::same_shape(ctx, a, r) {
        return Err(c.op_error_named(op, "requires the same shape for all operands and results"));
    }
    if ir.value_type(ir.result(op, 0)) != a {
        return Err(c.op_error_named(
            op,
            "failed to verify that all of {lhs, result} have same type",
        ));
    }
    Ok(())
}

/// `%a attr-dict : type`, the result an i1 of the operand's shape (the
/// fastmath property has no custom syntax here).
fn parse_classify(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let a = p.operand()?;
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    let ty = p.colon_type()?;
    parts.operands.push(p.resolve_one(a, ty)?);
    let i1 = p.ctx.i(1);
    parts.result_types.push(bool_like(p.ctx, ty, i1));
    p.finish_op(def, start, parts)
}

fn print_classify(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" ");
    p.operands(op);
    p.attr_dict(op, &[]);
    p.w(" : ");
    let ir = p.ir;
    p.ty(ir.value_type(ir.operand(op, 0)));
}

/// `%x flags attr-dict : type` with two results of that type.
fn verify_sincos(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let t = ir.value_type(ir.operand(op, 0));
    if ir.results(op).any(|v| ir.value_type(v) != t) {
        return Err(c.op_error_named(op, "requires the same type for all operands and results"));
    }
    Ok(())
}

/// `%x to [%lo, %hi] flags attr-dict : type`.
fn parse_clampf(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let at = p.offset();
    let x = p.operand()?;
    p.keyword("to")?;
    p.expect_token(TokenKind::LSquare, "expected '['")?;
    let lo = p.operand()?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let hi = p.operand()?;
    p.expect_token(TokenKind::RSquare, "expected ']'")?;
    let mut parts = OpParts::default();
    parse_flag_suffix(p, def, &mut parts)?;
    parts.attrs = p.optional_attr_dict()?;
    let ty = p.colon_type()?;
    parts.operands = p.resolve(def.name, at, &[x, lo, hi], &[ty, ty, ty])?;
    parts.result_types.push(ty);
    p.finish_op(def, start, parts)
}

fn print_clampf(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.w(" ");
    p.value(ir.operand(op, 0));
    p.w(" to [");
    p.value(ir.operand(op, 1));
    p.w(", ");
    p.value(ir.operand(op, 2));
    p.w("]");
    print_flags(p, op);
    p.attr_dict(op, FLAG_PROPS);
    p.w(" : ");
    p.ty(ir.value_type(ir.result(op, 0)));
}

fn parse_sincos(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let a = p.operand()?;
    let mut parts = OpParts::default();
    parse_flag_suffix(p, def, &mut parts)?;
    parts.attrs = p.optional_attr_dict()?;
    let ty = p.colon_type()?;
    parts.operands.push(p.resolve_one(a, ty)?);
    parts.result_types.extend([ty, ty]);
    p.finish_op(def, start, parts)
}
