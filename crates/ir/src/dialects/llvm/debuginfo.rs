//! The `llvm` dialect's debug-info ops (`llvm.intr.dbg.declare`,
//! `dbg.value`, `dbg.label`), whose custom forms take a debug-info
//! attribute whole (`#di_local_variable`) or as its body alone
//! (`<scope = ...>`). The attributes themselves are tables in
//! `di_attrs.rs`.

use crate::dialects::{AttrKind, PropSpec};

const fn di_kind(mnemonic: &'static str) -> AttrKind {
    super::dialect_kind(mnemonic, "")
}

pub(crate) const DBG_VAR_PROPS: &[PropSpec] = &[
    // `DefaultValuedAttr`: `#llvm.di_expression<>` when not given.
    PropSpec::with_default(
        "locationExpr",
        di_kind("di_expression"),
        crate::dialects::PropDefault::DialectAttr {
            def: &super::attrs::ATTRS[18],
            params: &[],
        },
    ),
    PropSpec::new("varInfo", di_kind("di_local_variable")),
];
pub(crate) const DBG_LABEL_PROPS: &[PropSpec] = &[PropSpec::new("label", di_kind("di_label"))];

#[cfg(test)]
mod tests {
    #[test]
    fn the_default_location_expression_is_di_expression() {
        assert_eq!(super::super::attrs::ATTRS[18].mnemonic, "di_expression");
    }
}
