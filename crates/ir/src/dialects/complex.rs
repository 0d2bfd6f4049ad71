//! The `complex` dialect: arithmetic and elementary functions on
//! `complex<f..>` values, with `arith`'s fastmath flags, and the attribute
//! `#complex.number<:f64 1.0, 2.0>`.
//!
//! The structures (groups, the `complex type with floating-point elements`
//! constraint) are generated from MLIR's ODS records (`ods/complex.rs`);
//! the custom forms are ODS's declarative formats, written out by hand
//! because they name one type and derive the others from it (the part of
//! a `complex<f32>` is an `f32`), which the declarative engine here does not
//! do. A type written where the format wants a `ComplexType` (or an
//! `IntegerType`) is checked as it is read, as MLIR's generated parser does.
//!
//! `#complex.number` is kept by its parameters: the element type, then the
//! real and imaginary parts as float attributes of that type (read as
//! `double`s and rounded to it, as MLIR's `NumberAttr::get` does, printed as
//! float attributes print); its type is `complex<element>` whatever type
//! follows it (an `AttributeSelfTypeParameter`).

use super::api::{AttrDef, DialectParser, DialectPrinter};
use super::arith::{FASTMATH_OPT, FASTMATH_PROP};
use super::support::{bit_width, quoted};
use super::{AttrKind, OpDef, OpTraits, PropSpec};
use crate::attrs::{AttrData, Param};
use crate::diag::{DResult, Diagnostic};
use crate::ir::OpId;
use crate::types::{Type, TypeData};
use crate::verifier::Checker;

/// `#complex.number<:type real, imag>`.
pub(crate) static ATTRS: [AttrDef; 1] = [AttrDef {
    dialect: "complex",
    mnemonic: "number",
    typed: true,
    parse: parse_number,
    print: print_number,
    alias: None,
}];

fn parse_number(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    p.expect("<")?;
    p.expect(":")?;
    let at = p.offset();
    let elem = p.parse_type()?;
    let re = p.parse_f64()?;
    p.expect(",")?;
    let im = p.parse_f64()?;
    p.expect(">")?;
    let TypeData::Float(kind) = *p.ctx().type_data(elem) else {
        return p.error_at(
            at,
            "element type of the complex attribute must be float like type.",
        );
    };
    let ctx = p.ctx();
    let mut part = |v: f64| {
        let bits = sigil_numeric::float_from_f64(kind, v);
        Param::Attr(ctx.intern_attr(AttrData::Float { ty: elem, bits }))
    };
    let params = vec![Param::Type(elem), part(re), part(im)];
    let ty = p.ctx().intern_type(TypeData::Complex(elem));
    p.set_self_type(ty);
    Ok(params)
}

fn print_number(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    let [Param::Type(elem), Param::Attr(re), Param::Attr(im)] = params else {
        return p.write("<invalid parameters>");
    };
    p.write("<:");
    p.print_type(*elem);
    p.write(" ");
    p.print_attr_without_type(*re);
    p.write(", ");
    p.print_attr_without_type(*im);
    p.write(">");
}

const fn op(name: &'static str, props: &'static [PropSpec], verify: super::VerifyFn) -> OpDef {
    OpDef::new(name, OpTraits::NONE)
        .with_props(props)
        .with_verify(verify)
}

const FM: &[PropSpec] = &[FASTMATH_PROP];

/// An op whose record declares `SameOperandsAndResultType`, which the
/// structural check verifies.
const fn same(name: &'static str) -> OpDef {
    OpDef::new(name, OpTraits::NONE).with_props(FM)
}

pub(crate) const OPS: &[OpDef] = &[
    OpDef::new("complex.abs", OpTraits::NONE).with_props(FM),
    same("complex.add"),
    OpDef::new("complex.angle", OpTraits::NONE).with_props(FM),
    same("complex.atan2"),
    OpDef::new("complex.bitcast", OpTraits::NONE).with_verify(verify_bitcast),
    same("complex.conj"),
    OpDef {
        props: &[PropSpec::new("value", AttrKind::Array)],
        result_names: Some(|_, ir, op, set| set(ir.result(op, 0), "cst")),
        ..OpDef::new("complex.constant", OpTraits::NONE).with_verify(verify_constant)
    },
    same("complex.cos"),
    op("complex.create", &[], verify_create),
    same("complex.div"),
    OpDef::new("complex.eq", OpTraits::NONE),
    same("complex.exp"),
    same("complex.expm1"),
    OpDef::new("complex.im", OpTraits::NONE).with_props(FM),
    same("complex.log"),
    same("complex.log1p"),
    same("complex.mul"),
    same("complex.neg"),
    OpDef::new("complex.neq", OpTraits::NONE),
    same("complex.pow"),
    OpDef::new("complex.powi", OpTraits::NONE).with_props(&[FASTMATH_OPT]),
    OpDef::new("complex.re", OpTraits::NONE).with_props(FM),
    same("complex.rsqrt"),
    same("complex.sign"),
    same("complex.sin"),
    same("complex.sqrt"),
    same("complex.sub"),
    same("complex.tan"),
    same("complex.tanh"),
];

// ----- verification -----

fn complex_element(c: &dyn Checker, t: Type) -> Option<Type> {
    match c.ctx().type_data(t) {
        TypeData::Complex(e) => Some(*e),
        _ => None,
    }
}

fn verify_create(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let re = ir.value_type(ir.operand(op, 0));
    let im = ir.value_type(ir.operand(op, 1));
    let elem = complex_element(c, ir.value_type(ir.result(op, 0)));
    for (t, which) in [(re, "real"), (im, "imaginary")] {
        if elem != Some(t) {
            return Err(c.op_error_named(
                op,
                &format!("failed to verify that complex element type matches {which} operand type"),
            ));
        }
    }
    Ok(())
}

/// `BitcastOp::verify`.
fn verify_bitcast(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ctx = c.ctx();
    let ir = c.ir();
    let mut from = ir.value_type(ir.operand(op, 0));
    let mut to = ir.value_type(ir.result(op, 0));
    if from == to {
        return Ok(());
    }
    let int_float_complex = |t: Type| {
        matches!(
            ctx.type_data(t),
            TypeData::Integer { .. } | TypeData::Float(_) | TypeData::Complex(_)
        )
    };
    if !int_float_complex(from) {
        return Err(c.op_error_named(op, "operand must be int/float/complex"));
    }
    if !int_float_complex(to) {
        return Err(c.op_error_named(op, "result must be int/float/complex"));
    }
    if complex_element(c, from).is_some() == complex_element(c, to).is_some() {
        return Err(c.op_error_named(
            op,
            "requires that either input or output has a complex type",
        ));
    }
    if complex_element(c, to).is_some() {
        std::mem::swap(&mut from, &mut to);
    }
    let from_bits = complex_element(c, from)
        .and_then(|e| bit_width(ctx, e))
        .map(|w| w * 2);
    if from_bits != bit_width(ctx, to) {
        return Err(c.op_error_named(op, "casting bitwidths do not match"));
    }
    Ok(())
}

/// `ConstantOp::verify`.
fn verify_constant(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(value) = ir.op(op).props.and_then(|p| ctx.dict_get(p, b"value")) else {
        return Ok(());
    };
    let AttrData::Array(items) = ctx.attr_data(value) else {
        return Ok(());
    };
    if items.len() != 2 {
        return Err(c.op_error_named(
            op,
            "requires 'value' to be a complex constant, represented as array of two values",
        ));
    }
    let ty = |a: crate::Attr| match ctx.attr_data(a) {
        AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } => Some(*ty),
        _ => None,
    };
    let (Some(re), Some(im)) = (ty(items[0]), ty(items[1])) else {
        return Err(c.op_error_named(
            op,
            "requires attribute's elements to be float or integer attributes",
        ));
    };
    let elem = complex_element(c, ir.value_type(ir.result(op, 0)));
    if elem != Some(re) || elem != Some(im) {
        let elem = elem.map(|e| quoted(ctx, e)).unwrap_or_default();
        return Err(c.op_error_named(
            op,
            &format!(
                "requires attribute's element types ({}, {}) to match the element type of the op's return type ({elem})",
                quoted(ctx, re),
                quoted(ctx, im)
            ),
        ));
    }
    Ok(())
}
