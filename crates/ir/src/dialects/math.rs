//! The `math` dialect: elementwise functions on floats (with fastmath
//! flags) and integers, in their custom forms. The parsing and printing
//! shapes are those of `arith`'s ops.

use super::arith::FASTMATH_PROP;
use super::{OpDef, OpTraits};
use crate::diag::Diagnostic;
use crate::ir::OpId;
use crate::verifier::Checker;

const fn float_unary(name: &'static str) -> OpDef {
    OpDef {
        props: &[FASTMATH_PROP],
        ..OpDef::new(name, OpTraits::NONE)
    }
}

const fn float_binary(name: &'static str) -> OpDef {
    OpDef {
        props: &[FASTMATH_PROP],
        ..OpDef::new(name, OpTraits::NONE)
    }
}

const fn int_unary(name: &'static str) -> OpDef {
    OpDef {
        ..OpDef::new(name, OpTraits::NONE)
    }
}

const fn float_class(name: &'static str) -> OpDef {
    OpDef {
        props: &[FASTMATH_PROP],
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
        ..OpDef::new("math.ipowi", OpTraits::NONE)
    },
    OpDef {
        props: &[FASTMATH_PROP],
        ..OpDef::new("math.fma", OpTraits::NONE)
    },
    OpDef {
        props: &[FASTMATH_PROP],
        verify: Some(verify_fpowi),
        ..OpDef::new("math.fpowi", OpTraits::NONE)
    },
    OpDef {
        props: &[FASTMATH_PROP],
        verify: Some(verify_sincos),
        result_names: Some(|_, ir, op, set| {
            set(ir.result(op, 0), "sin");
            set(ir.result(op, 1), "cos");
        }),
        ..OpDef::new("math.sincos", OpTraits::NONE)
    },
    OpDef {
        props: &[FASTMATH_PROP],
        ..OpDef::new("math.clampf", OpTraits::NONE)
    },
    float_class("math.isfinite"),
    float_class("math.isinf"),
    float_class("math.isnan"),
    float_class("math.isnormal"),
];

fn verify_fpowi(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let ctx = c.ctx();
    let a = ir.value_type(ir.operand(op, 0));
    let b = ir.value_type(ir.operand(op, 1));
    let r = ir.value_type(ir.result(op, 0));
    if !super::arith::same_shape(ctx, a, b) || !super::arith::same_shape(ctx, a, r) {
        return Err(c.op_error_named(op, "requires the same shape for all operands and results"));
    }
    Ok(())
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
