//! The `ub` dialect: `ub.poison`, a constant of any type whose value is
//! undefined, and the terminator `ub.unreachable`.
//!
//! `ub.poison`'s `value` property defaults to `#ub.poison`, a parameterless
//! attribute and the only `PoisonAttrInterface` instance MLIR 22.1
//! registers, so the generic form always shows it and the custom form
//! (`attr-dict (`<` $value^ `>`)? : type`) never does unless another value
//! got there. The structures come from MLIR's ODS records (`ods/ub.rs`).

use super::api::AttrDef;
use super::{AttrKind, OpDef, OpTraits, PropDefault, PropSpec};
use crate::attrs::AttrData;
use crate::diag::DResult;
use crate::ir::OpId;
use crate::lexer::TokenKind;
use crate::parser::asm::OpParts;
use crate::parser::Parser;
use crate::printer::custom::AsmPrinter;

/// `#ub.poison`.
pub(crate) static ATTRS: [AttrDef; 1] = [AttrDef {
    dialect: "ub",
    mnemonic: "poison",
    typed: false,
    parse: |_| Ok(Vec::new()),
    print: |_, _| {},
    alias: None,
}];

const POISON_DEFAULT: PropDefault = PropDefault::DialectAttr {
    def: &ATTRS[0],
    params: &[],
};

const VALUE_PROP: PropSpec = PropSpec::with_default(
    "value",
    AttrKind::DialectAttr {
        dialect: "ub",
        mnemonic: "poison",
        describe: "PoisonAttrInterface instance",
    },
    POISON_DEFAULT,
);

pub(crate) const OPS: &[OpDef] = &[
    OpDef {
        props: &[VALUE_PROP],
        ..OpDef::new("ub.poison", OpTraits::NONE).with_parse_print(parse_poison, print_poison)
    },
    OpDef::new("ub.unreachable", OpTraits::TERMINATOR)
        .with_verify(|c, op| {
            if c.ir().next_op(op).is_some() {
                return Err(c.op_error_named(op, "must be the last operation in the parent block"));
            }
            Ok(())
        })
        .with_format("attr-dict"),
];

/// `attr-dict (`<` $value^ `>`)? `:` type($result)`.
fn parse_poison(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    if p.eat_token(TokenKind::Less) {
        let value = p.attribute_of_kind(
            None,
            |a| matches!(a, AttrData::Dialect(d) if std::ptr::eq(d.def, &ATTRS[0])),
        )?;
        p.expect_token(TokenKind::Greater, "expected '>'")?;
        let e = p.prop("value", value);
        parts.props.push(e);
    }
    let ty = p.colon_type()?;
    parts.result_types.push(ty);
    p.finish_op(def, start, parts)
}

fn print_poison(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.attr_dict(op, &["value"]);
    if let Some(v) = p.prop(op, "value") {
        if !POISON_DEFAULT.matches(ctx, v) {
            p.w(" <");
            p.attr(v);
            p.w(">");
        }
    }
    p.w(" : ");
    let ir = p.ir;
    p.ty(ir.value_type(ir.result(op, 0)));
}
