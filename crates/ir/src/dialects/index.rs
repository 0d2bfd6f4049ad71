//! The `index` dialect: integer arithmetic, comparisons and casts on
//! `index` values, whose width is the target's.
//!
//! Every op's operands and results are `index` (or `i1`, or the integer of a
//! cast), so the custom forms name no type except the casts'; the parsers
//! here give the types themselves, as MLIR's generated parsers infer them.
//! The structure (groups, `index` constraints, required properties) is
//! generated from MLIR's ODS records (`ods/index.rs`); the only constraint
//! ODS puts on a property, `index.constant`'s "index attribute", is
//! declared here beside it. The comparison predicate is the enum attribute
//! `#index<cmp_predicate slt>`, whose body has no brackets (its ODS format
//! is just `$value`), kept as its case like every enum attribute.

use super::api::{AttrDef, DialectParser, DialectPrinter, EnumCases};
use super::structure::{attr_constraint, Structure};
use super::support::is_index;
use super::{AttrKind, OpDef, OpTraits, PropSpec};
use crate::attrs::{AttrData, Param};
use crate::context::Context;
use crate::diag::{DResult, Diagnostic};
use crate::ir::OpId;
use crate::lexer::TokenKind;
use crate::parser::asm::OpParts;
use crate::parser::Parser;
use crate::printer::custom::AsmPrinter;
use crate::verifier::Checker;

/// `#index<cmp_predicate ...>`.
pub(crate) static ATTRS: [AttrDef; 1] = [AttrDef {
    dialect: "index",
    mnemonic: "cmp_predicate",
    typed: false,
    parse: parse_predicate,
    print: print_predicate,
    alias: None,
}];

const PREDICATES: EnumCases = EnumCases {
    cpp_name: "::mlir::index::IndexCmpPredicate",
    cases: &[
        "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
    ],
    bits: None,
};

/// The body after the mnemonic: one case, no brackets.
fn parse_predicate(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    Ok(vec![Param::Int(PREDICATES.parse_value(p)?)])
}

fn print_predicate(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    let [Param::Int(v)] = params else {
        return p.write("<invalid parameters>");
    };
    p.write(" ");
    PREDICATES.write(*v, &mut |s| p.write(s));
}

const PRED_PROP: PropSpec = PropSpec::new(
    "pred",
    AttrKind::DialectAttr {
        dialect: "index",
        mnemonic: "cmp_predicate",
        describe: "index comparison predicate kind",
    },
);

fn is_index_attr(ctx: &Context, a: crate::Attr) -> bool {
    matches!(ctx.attr_data(a), AttrData::Integer { ty, .. } if is_index(ctx, *ty))
}

const fn binary(name: &'static str) -> OpDef {
    OpDef::new(name, OpTraits::NONE).with_parse_print(parse_binary, print_binary)
}

/// A cast between `index` and an integer: ODS's declarative format.
const fn cast(name: &'static str) -> OpDef {
    OpDef::new(name, OpTraits::NONE)
        .with_verify(verify_cast)
        .with_format("$input attr-dict `:` type($input) `to` type($output)")
}

pub(crate) const OPS: &[OpDef] = &[
    binary("index.add"),
    binary("index.sub"),
    binary("index.mul"),
    binary("index.divs"),
    binary("index.divu"),
    binary("index.ceildivs"),
    binary("index.ceildivu"),
    binary("index.floordivs"),
    binary("index.rems"),
    binary("index.remu"),
    binary("index.maxs"),
    binary("index.maxu"),
    binary("index.mins"),
    binary("index.minu"),
    binary("index.shl"),
    binary("index.shrs"),
    binary("index.shru"),
    binary("index.and"),
    binary("index.or"),
    binary("index.xor"),
    cast("index.casts"),
    cast("index.castu"),
    OpDef {
        props: &[PRED_PROP],
        ..OpDef::new("index.cmp", OpTraits::NONE).with_parse_print(parse_cmp, print_cmp)
    },
    OpDef::new("index.sizeof", OpTraits::NONE).with_parse_print(parse_sizeof, print_sizeof),
    OpDef {
        props: &[PropSpec::new("value", AttrKind::AnyInteger)],
        structure: Structure {
            attrs: &[attr_constraint("value", "index attribute", is_index_attr)],
            ..super::ods::index::CONSTANT
        },
        result_names: Some(|ctx, ir, op, set| {
            let value = ir.op(op).props.and_then(|p| ctx.dict_get(p, b"value"));
            if let Some(AttrData::Integer { value, .. }) = value.map(|v| ctx.attr_data(v)) {
                let mut name = String::from("idx");
                value.write_signed(&mut name);
                set(ir.result(op, 0), &name);
            }
        }),
        ..OpDef::new("index.constant", OpTraits::NONE)
            .with_parse_print(parse_constant, print_constant)
    },
    OpDef {
        props: &[PropSpec::new("value", AttrKind::Bool)],
        result_names: Some(|ctx, ir, op, set| {
            let value = ir.op(op).props.and_then(|p| ctx.dict_get(p, b"value"));
            if let Some(AttrData::Integer { value, .. }) = value.map(|v| ctx.attr_data(v)) {
                set(
                    ir.result(op, 0),
                    if value.is_zero() { "false" } else { "true" },
                );
            }
        }),
        ..OpDef::new("index.bool.constant", OpTraits::NONE)
            .with_parse_print(parse_constant, print_constant)
    },
];

/// `$lhs , $rhs attr-dict`, every type `index`.
fn parse_binary(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let at = p.offset();
    let a = p.operand()?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let b = p.operand()?;
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    let index = p.ctx.index_type();
    parts.operands = p.resolve(def.name, at, &[a, b], &[index, index])?;
    parts.result_types.push(index);
    p.finish_op(def, start, parts)
}

fn print_binary(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" ");
    p.operands(op);
    p.attr_dict(op, &[]);
}

/// `` `` $pred `(` $lhs `,` $rhs `)` attr-dict ``: `slt(%a, %b)`.
fn parse_cmp(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let pred = super::api::parse_custom_attr(p, &ATTRS[0])?;
    p.expect_token(TokenKind::LParen, "expected '('")?;
    let at = p.offset();
    let a = p.operand()?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let b = p.operand()?;
    p.expect_token(TokenKind::RParen, "expected ')'")?;
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    let e = p.prop("pred", pred);
    parts.props.push(e);
    let index = p.ctx.index_type();
    parts.operands = p.resolve(def.name, at, &[a, b], &[index, index])?;
    let i1 = p.ctx.i(1);
    parts.result_types.push(i1);
    p.finish_op(def, start, parts)
}

fn print_cmp(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.w(" ");
    if let Some(v) = p.prop(op, "pred").and_then(|a| ATTRS[0].int_param(ctx, a)) {
        PREDICATES.write(v, &mut |s| p.w(s));
    }
    p.w("(");
    p.operands(op);
    p.w(")");
    p.attr_dict(op, &["pred"]);
}

/// `attr-dict`.
fn parse_sizeof(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    let index = p.ctx.index_type();
    parts.result_types.push(index);
    p.finish_op(def, start, parts)
}

fn print_sizeof(p: &mut AsmPrinter<'_>, op: OpId) {
    p.attr_dict(op, &[]);
}

/// `attr-dict $value`: an integer read as an `index` (`index.constant`) or
/// `i1` (`index.bool.constant`), printed without its type.
fn parse_constant(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let attrs = p.optional_attr_dict()?;
    let ty = if def.name == "index.constant" {
        p.ctx.index_type()
    } else {
        p.ctx.i(1)
    };
    // `IntegerAttr` for `index.constant`; `BoolAttr`, an `i1` one, for
    // `index.bool.constant`.
    let any_width = def.name == "index.constant";
    let value = p.attribute_of_kind(
        Some(ty),
        |a| matches!(a, AttrData::Integer { ty: t, .. } if any_width || *t == ty),
    )?;
    let e = p.prop("value", value);
    let parts = OpParts {
        attrs,
        props: vec![e],
        result_types: [ty].into_iter().collect(),
        ..Default::default()
    };
    p.finish_op(def, start, parts)
}

fn print_constant(p: &mut AsmPrinter<'_>, op: OpId) {
    p.attr_dict(op, &["value"]);
    if let Some(v) = p.prop(op, "value") {
        p.w(" ");
        p.attr_without_type(v);
    }
}

/// `CastOpInterface`: one side `index`, the other an integer.
fn verify_cast(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ctx = c.ctx();
    let ir = c.ir();
    let a = ir.value_type(ir.operand(op, 0));
    let b = ir.value_type(ir.result(op, 0));
    if is_index(ctx, a) == is_index(ctx, b) {
        return Err(c.op_error_named(
            op,
            &format!(
                "operand type {} and result type {} are cast incompatible",
                super::support::quoted(ctx, a),
                super::support::quoted(ctx, b)
            ),
        ));
    }
    Ok(())
}
