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
use super::arith::{
    parse_flag_suffix, print_flags, same_operands_and_result, FASTMATH_CASES, FASTMATH_OPT,
    FASTMATH_PROP,
};
use super::support::{bit_width, quoted};
use super::{AttrKind, OpDef, OpTraits, PropSpec};
use crate::attrs::{AttrData, Param};
use crate::diag::{DResult, Diagnostic};
use crate::ir::OpId;
use crate::lexer::TokenKind;
use crate::parser::asm::OpParts;
use crate::parser::Parser;
use crate::printer::custom::AsmPrinter;
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

/// What the format's one type is, and what the others are made from it.
#[derive(Clone, Copy)]
enum Shape {
    /// `$lhs, $rhs flags : type($result)`, all of that type.
    Binary,
    /// `$complex flags : type($complex)`, the result of that type.
    Unary,
    /// `$complex flags : type($complex)`, the result its element type.
    Part,
    /// `$lhs, $rhs : type($lhs)`, an `i1` result.
    Compare,
    /// `$real, $imaginary : type($complex)`, the operands its element type.
    Create,
    /// `$lhs, $rhs flags : type($result), type($rhs)`.
    Powi,
}

const fn op(name: &'static str, props: &'static [PropSpec], verify: super::VerifyFn) -> OpDef {
    OpDef::new(name, OpTraits::NONE)
        .with_props(props)
        .with_verify(verify)
        .with_parse_print(parse_op, print_op)
}

const FM: &[PropSpec] = &[FASTMATH_PROP];

pub(crate) const OPS: &[OpDef] = &[
    op("complex.abs", FM, verify_part),
    op("complex.add", FM, same_operands_and_result),
    op("complex.angle", FM, verify_part),
    op("complex.atan2", FM, same_operands_and_result),
    OpDef::new("complex.bitcast", OpTraits::NONE)
        .with_verify(verify_bitcast)
        .with_format("$operand attr-dict `:` type($operand) `to` type($result)"),
    op("complex.conj", FM, same_operands_and_result),
    OpDef {
        props: &[PropSpec::new("value", AttrKind::Array)],
        result_names: Some(|_, ir, op, set| set(ir.result(op, 0), "cst")),
        ..OpDef::new("complex.constant", OpTraits::NONE)
            .with_verify(verify_constant)
            .with_parse_print(parse_constant, print_constant)
    },
    op("complex.cos", FM, same_operands_and_result),
    op("complex.create", &[], verify_create),
    op("complex.div", FM, same_operands_and_result),
    op("complex.eq", &[], verify_compare),
    op("complex.exp", FM, same_operands_and_result),
    op("complex.expm1", FM, same_operands_and_result),
    op("complex.im", FM, verify_part),
    op("complex.log", FM, same_operands_and_result),
    op("complex.log1p", FM, same_operands_and_result),
    op("complex.mul", FM, same_operands_and_result),
    op("complex.neg", FM, same_operands_and_result),
    op("complex.neq", &[], verify_compare),
    op("complex.pow", FM, same_operands_and_result),
    op("complex.powi", &[FASTMATH_OPT], verify_powi),
    op("complex.re", FM, verify_part),
    op("complex.rsqrt", FM, same_operands_and_result),
    op("complex.sign", FM, same_operands_and_result),
    op("complex.sin", FM, same_operands_and_result),
    op("complex.sqrt", FM, same_operands_and_result),
    op("complex.sub", FM, same_operands_and_result),
    op("complex.tan", FM, same_operands_and_result),
    op("complex.tanh", FM, same_operands_and_result),
];

fn shape_of(name: &str) -> Shape {
    match name {
        "complex.abs" | "complex.angle" | "complex.im" | "complex.re" => Shape::Part,
        "complex.add" | "complex.atan2" | "complex.div" | "complex.mul" | "complex.pow"
        | "complex.sub" => Shape::Binary,
        "complex.eq" | "complex.neq" => Shape::Compare,
        "complex.create" => Shape::Create,
        "complex.powi" => Shape::Powi,
        _ => Shape::Unary,
    }
}

/// A type the format reads as a `ComplexType` (or an `IntegerType`): any
/// other kind is refused where it starts.
fn type_of_kind(p: &mut Parser<'_>, integer: bool) -> DResult<Type> {
    let at = p.offset();
    let ty = p.parse_type()?;
    let ok = match p.ctx.type_data(ty) {
        TypeData::Complex(_) => !integer,
        TypeData::Integer { .. } => integer,
        _ => false,
    };
    if !ok {
        let kind = if integer { "integer" } else { "complex" };
        let shown = quoted(p.ctx, ty);
        return p.custom_error(
            at,
            format!("invalid kind of type specified: expected builtin.{kind}, but found {shown}"),
        );
    }
    Ok(ty)
}

fn element(p: &Parser<'_>, ty: Type) -> Type {
    match p.ctx.type_data(ty) {
        TypeData::Complex(e) => *e,
        _ => ty,
    }
}

fn parse_op(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let shape = shape_of(def.name);
    let at = p.offset();
    let mut uses = vec![p.operand()?];
    if !matches!(shape, Shape::Unary | Shape::Part) {
        p.expect_token(TokenKind::Comma, "expected ','")?;
        uses.push(p.operand()?);
    }
    let mut parts = OpParts::default();
    parse_flag_suffix(p, def, &mut parts)?;
    parts.attrs = p.optional_attr_dict()?;
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let ty = type_of_kind(p, false)?;
    let elem = element(p, ty);
    let (operands, result): (Vec<Type>, Type) = match shape {
        Shape::Binary => (vec![ty, ty], ty),
        Shape::Unary => (vec![ty], ty),
        Shape::Part => (vec![ty], elem),
        Shape::Compare => (vec![ty, ty], p.ctx.i(1)),
        Shape::Create => (vec![elem, elem], ty),
        Shape::Powi => {
            p.expect_token(TokenKind::Comma, "expected ','")?;
            let rhs = type_of_kind(p, true)?;
            (vec![ty, rhs], ty)
        }
    };
    parts.operands = p.resolve(def.name, at, &uses, &operands)?;
    parts.result_types.push(result);
    p.finish_op(def, start, parts)
}

fn print_op(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let ir = p.ir;
    let shape = shape_of(&String::from_utf8_lossy(ctx.str_bytes(ir.op(op).name)));
    p.w(" ");
    p.operands(op);
    if matches!(shape, Shape::Powi) {
        // An `OptionalAttr`: printed whenever it is there, `none` too.
        let fm = super::arith::FASTMATH_ATTR;
        if let Some(v) = p.prop(op, "fastmath").and_then(|a| fm.int_param(ctx, a)) {
            p.w(" fastmath<");
            FASTMATH_CASES.write(v, &mut |s| p.w(s));
            p.w(">");
        }
    } else {
        print_flags(p, op);
    }
    let flags: &[&str] = match shape {
        Shape::Compare | Shape::Create => &[],
        _ => &["fastmath"],
    };
    p.attr_dict(op, flags);
    p.w(" : ");
    match shape {
        Shape::Create => p.ty(ir.value_type(ir.result(op, 0))),
        Shape::Powi => {
            p.ty(ir.value_type(ir.result(op, 0)));
            p.w(", ");
            p.ty(ir.value_type(ir.operand(op, 1)));
        }
        _ => p.ty(ir.value_type(ir.operand(op, 0))),
    }
}

/// `$value attr-dict : type($complex)`. The value is read as ODS reads an
/// attribute of no buildable type here, given the type `none` (so `1.0 :
/// complex<f32>` fails at its colon, as a float of type `none`).
fn parse_constant(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let none = p.ctx.none_type();
    let value = p.attribute_of_kind(Some(none), |a| matches!(a, AttrData::Array(_)))?;
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let ty = type_of_kind(p, false)?;
    let e = p.prop("value", value);
    parts.props.push(e);
    parts.result_types.push(ty);
    p.finish_op(def, start, parts)
}

fn print_constant(p: &mut AsmPrinter<'_>, op: OpId) {
    if let Some(v) = p.prop(op, "value") {
        p.w(" ");
        p.attr(v);
    }
    p.attr_dict(op, &["value"]);
    p.w(" : ");
    let ir = p.ir;
    p.ty(ir.value_type(ir.result(op, 0)));
}

// ----- verification -----

fn complex_element(c: &dyn Checker, t: Type) -> Option<Type> {
    match c.ctx().type_data(t) {
        TypeData::Complex(e) => Some(*e),
        _ => None,
    }
}

/// `TypesMatchWith<"complex element type matches result type">`.
fn verify_part(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let t = ir.value_type(ir.operand(op, 0));
    if complex_element(c, t) != Some(ir.value_type(ir.result(op, 0))) {
        return Err(c.op_error_named(
            op,
            "failed to verify that complex element type matches result type",
        ));
    }
    Ok(())
}

fn verify_compare(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    if ir.value_type(ir.operand(op, 0)) != ir.value_type(ir.operand(op, 1)) {
        return Err(c.op_error_named(op, "failed to verify that all of {lhs, rhs} have same type"));
    }
    Ok(())
}

fn verify_create(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let re = ir.value_type(ir.operand(op, 0));
    let im = ir.value_type(ir.operand(op, 1));
    if re != im {
        return Err(c.op_error_named(
            op,
            "failed to verify that all of {real, imaginary} have same type",
        ));
    }
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

fn verify_powi(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    if ir.value_type(ir.operand(op, 0)) != ir.value_type(ir.result(op, 0)) {
        return Err(c.op_error_named(
            op,
            "failed to verify that all of {lhs, result} have same type",
        ));
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
