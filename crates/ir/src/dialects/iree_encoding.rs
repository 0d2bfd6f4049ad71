//! The attributes of IREE's `iree_encoding` dialect that IREE's test files
//! put on tensor types. `#iree_encoding.packed_storage` says a tensor's
//! sub-byte elements (`i1`) are packed densely in memory, eight to a byte,
//! which a `flow.tensor.bitcast` to and from bytes sees; sigil holds such
//! a tensor one element per byte like any other and packs it in bitcasts.
//!
//! The dialect is registered for its attributes only (`registry::ATTR_ONLY`).
//! The other attributes IREE 3.13 has (`UNSUPPORTED`: encodings and layouts
//! for its code generation) are refused with a message saying so, not
//! taken for unknown ones.

use super::api::AttrDef;

pub(crate) static ATTRS: [AttrDef; 1] = [AttrDef {
    dialect: "iree_encoding",
    mnemonic: "packed_storage",
    typed: false,
    parse: |_| Ok(Vec::new()),
    print: |_, _| {},
    alias: None,
}];

/// The `iree_encoding` attributes `iree-opt` 3.13 parses that sigil does not.
pub(crate) const UNSUPPORTED: &[&str] = &[
    "encoding",
    "identity",
    "identity_resolver",
    "layout",
    "padding",
    "specialization_resolver",
    "specialized",
    "testing",
    "unknown",
    "unsupported_resolver",
];

/// Whether `encoding` (a tensor type's encoding attribute) is
/// `#iree_encoding.packed_storage`.
pub fn is_packed_storage(ctx: &crate::Context, encoding: Option<crate::Attr>) -> bool {
    encoding.is_some_and(|a| {
        matches!(ctx.attr_data(a), crate::AttrData::Dialect(d)
            if d.def.dialect == "iree_encoding" && d.def.mnemonic == "packed_storage")
    })
}
