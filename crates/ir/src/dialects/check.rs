//! IREE's `check` dialect: the assertions of IREE's self-checking test
//! files (`tests/e2e`), which `sigil check` runs as tests.
//!
//! Every op's structure, textual form and type rules come from IREE's ODS
//! records (`ods/check.rs`, from `third_party/iree`); what is written here is
//! only what the records leave to C++ or to the property storage: the
//! attributes each op keeps, with `atol`'s and `rtol`'s defaults (which the
//! generic form shows, as MLIR fills in a `DefaultValuedAttr` when it parses).
//! The optional `!hal.device` operand is declared but names a type of a
//! dialect sigil does not implement; at run time there is one device.

use super::{AttrKind, OpDef, OpTraits, PropDefault, PropSpec};

const VALUE: PropSpec = PropSpec::new("value", AttrKind::Elements);
/// `1.e-4f`.
const ATOL: PropSpec = PropSpec::with_default("atol", AttrKind::F32, PropDefault::F32(0x38d1_b717));
/// `0.f`.
const RTOL: PropSpec = PropSpec::with_default("rtol", AttrKind::F32, PropDefault::F32(0));

pub(crate) const OPS: &[OpDef] = &[
    OpDef::new("check.expect_true", OpTraits::NONE),
    OpDef::new("check.expect_false", OpTraits::NONE),
    OpDef::new("check.expect_all_true", OpTraits::NONE),
    OpDef::new("check.expect_eq", OpTraits::NONE),
    OpDef::new("check.expect_eq_const", OpTraits::NONE).with_props(&[VALUE]),
    OpDef::new("check.expect_almost_eq", OpTraits::NONE).with_props(&[ATOL, RTOL]),
    OpDef::new("check.expect_almost_eq_const", OpTraits::NONE).with_props(&[ATOL, RTOL, VALUE]),
];

#[cfg(test)]
mod tests {
    #[test]
    fn atol_default_is_the_records_literal() {
        assert_eq!(1.0e-4f32.to_bits(), 0x38d1_b717);
    }
}
