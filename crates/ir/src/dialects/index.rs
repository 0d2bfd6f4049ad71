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
    message: None,
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
    OpDef::new(name, OpTraits::NONE)
}

/// A cast between `index` and an integer: ODS's declarative format.
const fn cast(name: &'static str) -> OpDef {
    OpDef::new(name, OpTraits::NONE).with_verify(verify_cast)
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
        ..OpDef::new("index.cmp", OpTraits::NONE)
    },
    OpDef::new("index.sizeof", OpTraits::NONE),
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
    },
];

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
