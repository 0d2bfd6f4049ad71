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
        ..OpDef::new("ub.poison", OpTraits::NONE)
    },
    OpDef::new("ub.unreachable", OpTraits::TERMINATOR),
];
