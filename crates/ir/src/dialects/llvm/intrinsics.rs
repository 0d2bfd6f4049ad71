//! `llvm` intrinsics whose custom forms the declarative engine
//! (`format.rs`) does not read: those writing an integer enum property
//! by keyword (the constrained floating-point intrinsics' rounding mode and
//! exception behavior, `comdat_selector`'s selection kind) and
//! `intr.expect.with.probability`, whose `expected` and result types come
//! from `AllTypesMatch` rather than from a trait the engine knows.
//!
//! The enums are kept as `i64` integers in the properties (what MLIR's
//! generic form shows: `roundingmode = 1 : i64`), so each is a table of
//! `(keyword, value)` pairs in MLIR's declaration order: the order its
//! parse error lists them in. Rounding modes are not contiguous (`dynamic`
//! is 7, `invalid` is -1).

use crate::attrs::AttrData;
use crate::dialects::{AttrKind, PropSpec};

fn is_int(ctx: &crate::Context, t: crate::Type, width: u32) -> bool {
    matches!(ctx.type_data(t), crate::types::TypeData::Integer { width: w, signedness: crate::types::Signedness::Signless } if *w == width)
}

fn i64_value(ctx: &crate::Context, a: crate::Attr) -> Option<i64> {
    match ctx.attr_data(a) {
        AttrData::Integer { ty, value } if is_int(ctx, *ty, 64) => value.to_i64(),
        _ => None,
    }
}

/// `ValidRoundingModeAttr`: a rounding mode other than `invalid`.
pub(crate) const ROUNDING_PROP: PropSpec =
    PropSpec::new("roundingmode", AttrKind::I64Enum { max: 7 })
        .constrained("LLVM Rounding Mode whose minimum value is 0", |ctx, a| {
            i64_value(ctx, a).is_some_and(|v| v >= 0 && v != 5 && v != 6)
        });
pub(crate) const FP_EXCEPTION_PROP: PropSpec =
    PropSpec::new("fpExceptionBehavior", AttrKind::I64Enum { max: 2 });
pub(crate) const COMDAT_PROP: PropSpec = PropSpec::new("comdat", AttrKind::I64Enum { max: 4 });
/// `F64Attr` `prob`.
pub(crate) const PROB_PROP: PropSpec =
    PropSpec::new("prob", AttrKind::Any).constrained("64-bit float attribute", |ctx, a| {
        matches!(ctx.attr_data(a), AttrData::Float { ty, .. }
            if matches!(ctx.type_data(*ty), crate::types::TypeData::Float(crate::types::FloatKind::F64)))
    });
/// `I8Attr` `failureKind` (`intr.ubsantrap`).
pub(crate) const FAILURE_KIND_PROP: PropSpec = PropSpec::new("failureKind", AttrKind::AnyInteger)
    .constrained(
        "8-bit signless integer attribute",
        |ctx, a| matches!(ctx.attr_data(a), AttrData::Integer { ty, .. } if is_int(ctx, *ty, 8)),
    );
