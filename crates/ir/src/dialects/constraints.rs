//! The type constraints ops declare their operands and results with, named
//! after ODS's (`I1`, `Index`, `AnyMemRef`, `SignlessIntegerOrIndexLike`,
//! ...) and carrying MLIR's summary, so "operand #0 must be 1-bit signless
//! integer, but got 'i32'" is worded once for every dialect. A dialect with a
//! constraint of its own declares it beside its ops the same way.

use super::structure::TypeConstraint as TC;
use super::support::{element_type, is_float, is_index, is_signless_int};
use crate::context::Context;
use crate::types::{Signedness, Type, TypeData};

fn int_of(ctx: &Context, t: Type, width: u32) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { width: w, signedness: Signedness::Signless } if *w == width)
}

fn is_int_or_index(ctx: &Context, t: Type) -> bool {
    is_signless_int(ctx, t) || is_index(ctx, t)
}

fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::MemRef { .. })
}

fn is_any_memref(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
    )
}

fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
    )
}

fn is_ranked_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::RankedTensor { .. })
}

/// `I1`.
pub const I1: TC = TC::new("1-bit signless integer", |c, t| int_of(c, t, 1));
/// `I32`.
pub const I32: TC = TC::new("32-bit signless integer", |c, t| int_of(c, t, 32));
/// `I64`.
pub const I64: TC = TC::new("64-bit signless integer", |c, t| int_of(c, t, 64));
/// `Index`.
pub const INDEX: TC = TC::new("index", is_index);
/// `Variadic<Index>`.
pub const VARIADIC_INDEX: TC = TC::new("variadic of index", is_index);
/// `AnySignlessInteger`.
pub const SIGNLESS_INT: TC = TC::new("signless integer", is_signless_int);
/// `AnySignlessIntegerOrIndex`.
pub const SIGNLESS_INT_OR_INDEX: TC = TC::new("signless integer or index", is_int_or_index);
/// `Variadic<AnySignlessIntegerOrIndex>`.
pub const VARIADIC_SIGNLESS_INT_OR_INDEX: TC =
    TC::new("variadic of signless integer or index", is_int_or_index);
/// `AnyFloat`.
pub const FLOAT: TC = TC::new("floating-point", is_float);
/// `AnyInteger`.
pub const INTEGER: TC = TC::new("integer", |c, t| {
    matches!(c.type_data(t), TypeData::Integer { .. })
});

/// `SignlessIntegerOrIndexLike`: a signless integer or index, or a vector or
/// tensor of them.
pub const SIGNLESS_INT_LIKE: TC = TC::new("signless-integer-like", |c, t| {
    is_int_or_index(c, element_type(c, t))
});
/// `SignlessFixedWidthIntegerLike`: no index.
pub const FIXED_INT_LIKE: TC = TC::new("signless-fixed-width-integer-like", |c, t| {
    is_signless_int(c, element_type(c, t))
});
/// `FloatLike`.
pub const FLOAT_LIKE: TC = TC::new("floating-point-like", |c, t| {
    is_float(c, element_type(c, t))
});
/// `BoolLike`.
pub const BOOL_LIKE: TC = TC::new("bool-like", |c, t| int_of(c, element_type(c, t), 1));
/// `SignlessIntegerOrFloatLike` (`arith.bitcast`).
pub const INT_OR_FLOAT_LIKE: TC = TC::new("signless-integer-or-float-like", |c, t| {
    let e = element_type(c, t);
    is_int_or_index(c, e) || is_float(c, e)
});

/// `AnyMemRef`: a ranked or unranked memref.
pub const ANY_MEMREF: TC = TC::new("memref of any type values", is_memref);
/// `AnyRankedOrUnrankedMemRef`.
pub const RANKED_OR_UNRANKED_MEMREF: TC = TC::new(
    "ranked or unranked memref of any type values",
    is_any_memref,
);
/// `AnyTensor`.
pub const ANY_TENSOR: TC = TC::new("tensor of any type values", is_tensor);
/// `AnyRankedTensor`.
pub const RANKED_TENSOR: TC = TC::new("ranked tensor of any type values", is_ranked_tensor);
/// `Variadic<AnyRankedTensor>`.
pub const VARIADIC_RANKED_TENSOR: TC = TC::new(
    "variadic of ranked tensor of any type values",
    is_ranked_tensor,
);
/// `AnyVector`.
pub const ANY_VECTOR: TC = TC::new("vector of any type values", |c, t| {
    matches!(c.type_data(t), TypeData::Vector { .. })
});
/// `AnyShaped`: vectors, tensors and memrefs.
pub const ANY_SHAPED: TC = TC::new("shaped of any type values", |c, t| {
    matches!(
        c.type_data(t),
        TypeData::Vector { .. }
            | TypeData::RankedTensor { .. }
            | TypeData::UnrankedTensor { .. }
            | TypeData::MemRef { .. }
            | TypeData::UnrankedMemRef { .. }
    )
});
/// `FunctionType`.
pub const FUNCTION: TC = TC::new("function type", |c, t| {
    matches!(c.type_data(t), TypeData::Function { .. })
});
