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

fn memref_elem(ctx: &Context, t: Type) -> Option<(usize, Type)> {
    match ctx.type_data(t) {
        TypeData::MemRef { shape, elem, .. } => Some((shape.len(), *elem)),
        _ => None,
    }
}

fn tensor_shape(ctx: &Context, t: Type) -> Option<(&[i64], Type)> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, elem, .. } => Some((shape, *elem)),
        _ => None,
    }
}

fn is_int_or_float(ctx: &Context, t: Type) -> bool {
    is_signless_int(ctx, t) || is_float(ctx, t)
}

fn is_strided_memref(ctx: &Context, t: Type) -> bool {
    is_memref(ctx, t) && super::memref::type_strides(ctx, t).is_some()
}

/// `Variadic<I1>`.
pub const VARIADIC_I1: TC = TC::new("variadic of 1-bit signless integer", |c, t| int_of(c, t, 1));
/// `Variadic<AnyMemRef>`.
pub const VARIADIC_MEMREF: TC = TC::new("variadic of memref of any type values", is_memref);
/// `Variadic<AnyRankedOrUnrankedMemRef>`.
pub const VARIADIC_RANKED_OR_UNRANKED_MEMREF: TC = TC::new(
    "variadic of ranked or unranked memref of any type values",
    is_any_memref,
);
/// `Variadic<AnyShaped>`.
pub const VARIADIC_SHAPED: TC = TC::new("variadic of shaped of any type values", |c, t| {
    (ANY_SHAPED.accepts)(c, t)
});
/// `Variadic<AnyTensor>`.
pub const VARIADIC_TENSOR: TC = TC::new("variadic of tensor of any type values", is_tensor);
/// `AnyTypeOf<[AnyMemRef, AnyRankedTensor]>`.
pub const MEMREF_OR_RANKED_TENSOR: TC = TC::new(
    "memref of any type values or ranked tensor of any type values",
    |c, t| is_memref(c, t) || is_ranked_tensor(c, t),
);
/// `Variadic<AnyTypeOf<[AnyMemRef, AnyRankedTensor]>>`.
pub const VARIADIC_MEMREF_OR_RANKED_TENSOR: TC = TC::new(
    "variadic of memref of any type values or ranked tensor of any type values",
    |c, t| is_memref(c, t) || is_ranked_tensor(c, t),
);
/// `MemRefOf<[AnySignlessInteger, AnyFloat]>`.
pub const INT_OR_FLOAT_MEMREF: TC = TC::new(
    "memref of signless integer or floating-point values",
    |c, t| memref_elem(c, t).is_some_and(|(_, e)| is_int_or_float(c, e)),
);
/// `AnyTypeOf<[AnySignlessInteger, AnyFloat]>`.
pub const SIGNLESS_INT_OR_FLOAT: TC =
    TC::new("signless integer or floating-point", is_int_or_float);
/// `MemRefRankOf<[I8], [1]>`.
pub const I8_MEMREF_1D: TC = TC::new("1D memref of 8-bit signless integer values", |c, t| {
    memref_elem(c, t).is_some_and(|(r, e)| r == 1 && int_of(c, e, 8))
});
/// `MemRefRankOf<[AnyType], [1]>`.
pub const MEMREF_1D: TC = TC::new("1D memref of any type values", |c, t| {
    memref_elem(c, t).is_some_and(|(r, _)| r == 1)
});
/// `MemRefRankOf<[AnySignlessInteger, Index], [1]>`.
pub const INT_OR_INDEX_MEMREF_1D: TC =
    TC::new("1D memref of signless integer or index values", |c, t| {
        memref_elem(c, t).is_some_and(|(r, e)| r == 1 && is_int_or_index(c, e))
    });
/// `TensorRankOf<[AnySignlessInteger, Index], [1]>`.
pub const INT_OR_INDEX_TENSOR_1D: TC =
    TC::new("1D tensor of signless integer or index values", |c, t| {
        tensor_shape(c, t).is_some_and(|(s, e)| s.len() == 1 && is_int_or_index(c, e))
    });
/// `TensorRankOf<[AnyType], [4]>`.
pub const TENSOR_4D: TC = TC::new("4D tensor of any type values", |c, t| {
    tensor_shape(c, t).is_some_and(|(s, _)| s.len() == 4)
});
/// `TensorRankOf<[AnyType], [6]>`.
pub const TENSOR_6D: TC = TC::new("6D tensor of any type values", |c, t| {
    tensor_shape(c, t).is_some_and(|(s, _)| s.len() == 6)
});
/// `BufferLikeType`: memrefs, ranked or not (the interface's only builtin
/// implementations).
pub const BUFFER_LIKE: TC = TC::new("BufferLikeType instance", is_any_memref);
/// `TensorLikeType`: tensors, ranked or not.
pub const TENSOR_LIKE: TC = TC::new("TensorLikeType instance", is_tensor);
/// `AnyTypeOf<[AnyUnrankedTensor, AnyNon0RankedTensor]>`.
pub const NON_0_RANKED_OR_UNRANKED_TENSOR: TC =
    TC::new("non-0-ranked or unranked tensor", |c, t| {
        match c.type_data(t) {
            TypeData::UnrankedTensor { .. } => true,
            TypeData::RankedTensor { shape, .. } => !shape.is_empty(),
            _ => false,
        }
    });
/// `RankedTensorOf<[AnySignlessInteger, Index]>`.
pub const INT_OR_INDEX_RANKED_TENSOR: TC = TC::new(
    "ranked tensor of signless integer or index values",
    |c, t| tensor_shape(c, t).is_some_and(|(_, e)| is_int_or_index(c, e)),
);
/// `AnyTypeOf<[SignlessIntegerOrIndexLike, MemRefOf<[AnySignlessInteger]>]>`
/// (`math.ctlz` and friends take memrefs too).
pub const INT_LIKE_OR_INT_MEMREF: TC = TC::new(
    "signless-integer-like or memref of signless-integer",
    |c, t| {
        is_int_or_index(c, element_type(c, t))
            || memref_elem(c, t).is_some_and(|(_, e)| is_int_or_index(c, e))
    },
);
/// `AnyTypeOf<[SignlessIntegerOrFloatLike, MemRefOf<[AnySignlessInteger, AnyFloat]>]>`
/// (`AnySignlessInteger`: not `index`).
pub const INT_OR_FLOAT_LIKE_OR_MEMREF: TC = TC::new(
    "signless-integer-or-float-like or memref of signless-integer or float",
    |c, t| {
        let e = element_type(c, t);
        is_signless_int(c, e)
            || is_float(c, e)
            || memref_elem(c, t).is_some_and(|(_, e)| is_int_or_float(c, e))
    },
);
/// `AnyStaticShapeMemRef`.
pub const STATIC_MEMREF: TC = TC::new(
    "statically shaped memref of any type values",
    |c, t| matches!(c.type_data(t), TypeData::MemRef { shape, .. } if shape.iter().all(|&d| d != crate::types::DYNAMIC)),
);
/// `AnyStaticShapeTensor`.
pub const STATIC_TENSOR: TC = TC::new("statically shaped tensor of any type values", |c, t| {
    tensor_shape(c, t).is_some_and(|(s, _)| s.iter().all(|&d| d != crate::types::DYNAMIC))
});
/// `AnyStridedMemRef`.
pub const STRIDED_MEMREF: TC = TC::new("strided memref of any type values", is_strided_memref);
/// `AnyStridedMemRefOfRank<0>`.
pub const STRIDED_MEMREF_0D: TC = TC::new("strided memref of any type values of rank 0", |c, t| {
    is_strided_memref(c, t) && memref_elem(c, t).is_some_and(|(r, _)| r == 0)
});
/// `TensorOf<[AnySignlessInteger, AnyUnsignedInteger, AnySignedInteger, AnyFloat]>`.
pub const INT_OR_FLOAT_TENSOR: TC = TC::new(
    "tensor of signless integer or unsigned integer or signed integer or floating-point values",
    |c, t| {
        is_tensor(c, t) && {
            let e = element_type(c, t);
            matches!(
                c.type_data(e),
                TypeData::Integer { .. } | TypeData::Float(_)
            )
        }
    },
);
/// `AnyTypeOf<[AnyUnrankedMemRef, AnyNon0RankedMemRef]>`.
pub const NON_0_RANKED_OR_UNRANKED_MEMREF: TC = TC::new(
    "unranked.memref of any type values or non-0-ranked.memref of any type values",
    |c, t| match c.type_data(t) {
        TypeData::UnrankedMemRef { .. } => true,
        TypeData::MemRef { shape, .. } => !shape.is_empty(),
        _ => false,
    },
);
/// `AnyTypeOf<[AnyInteger, Index]>` (`index.casts`, `index.castu`).
pub const INT_OR_INDEX: TC = TC::new("integer or index", |c, t| {
    matches!(c.type_data(t), TypeData::Integer { .. } | TypeData::Index)
});
/// `AnyComplex`.
pub const COMPLEX: TC = TC::new("complex-type", |c, t| {
    matches!(c.type_data(t), TypeData::Complex(_))
});
/// `Complex<AnyFloat>`.
pub const FLOAT_COMPLEX: TC = TC::new(
    "complex type with floating-point elements",
    |c, t| matches!(c.type_data(t), TypeData::Complex(e) if is_float(c, *e)),
);

/// A vector's rank, element type and whether a dimension is scalable.
fn vector_of(ctx: &Context, t: Type) -> Option<(usize, Type, bool)> {
    match ctx.type_data(t) {
        TypeData::Vector {
            shape,
            scalable,
            elem,
        } => Some((shape.len(), *elem, scalable.iter().any(|&s| s))),
        _ => None,
    }
}

/// `AnyVectorOfNonZeroRank`: ODS words it as `AnyVectorOfAnyRank`.
pub const NON_0_RANK_VECTOR: TC = TC::new("vector of any type values", |c, t| {
    vector_of(c, t).is_some_and(|(r, _, _)| r > 0)
});
/// `VectorOfAnyRankOf<[I1]>`.
pub const I1_VECTOR_ANY_RANK: TC = TC::new("vector of 1-bit signless integer values", |c, t| {
    vector_of(c, t).is_some_and(|(_, e, _)| int_of(c, e, 1))
});
/// `VectorOfNonZeroRankOf<[I1]>`.
pub const I1_VECTOR: TC = TC::new("vector of 1-bit signless integer values", |c, t| {
    vector_of(c, t).is_some_and(|(r, e, _)| r > 0 && int_of(c, e, 1))
});
/// `FixedVectorOfNonZeroRankOf<[I1]>`.
pub const FIXED_I1_VECTOR: TC = TC::new(
    "fixed-length vector of 1-bit signless integer values",
    |c, t| vector_of(c, t).is_some_and(|(r, e, s)| r > 0 && !s && int_of(c, e, 1)),
);
/// `FixedVectorOfAnyRank<[AnyType]>`.
pub const FIXED_VECTOR: TC = TC::new("fixed-length vector of any type values", |c, t| {
    vector_of(c, t).is_some_and(|(_, _, s)| !s)
});
/// `VectorOfAnyRankOf<[AnyFloat]>`.
pub const FLOAT_VECTOR_ANY_RANK: TC = TC::new("vector of floating-point values", |c, t| {
    vector_of(c, t).is_some_and(|(_, e, _)| is_float(c, e))
});
/// `VectorOfNonZeroRankOf<[AnyInteger, Index]>`.
pub const INT_OR_INDEX_VECTOR: TC = TC::new("vector of integer or index values", |c, t| {
    vector_of(c, t).is_some_and(|(r, e, _)| {
        r > 0 && matches!(c.type_data(e), TypeData::Integer { .. } | TypeData::Index)
    })
});
/// `VectorOfRankAndType<[1], [Index]>`.
pub const INDEX_VECTOR_1D: TC = TC::new("vector of index values of ranks 1", |c, t| {
    vector_of(c, t).is_some_and(|(r, e, _)| r == 1 && is_index(c, e))
});
/// `VectorOfNonZeroRankOf<[AnyType]>` of rank 1 (ODS leaves the type out of
/// the summary).
pub const VECTOR_1D: TC = TC::new(" of ranks 1", |c, t| {
    vector_of(c, t).is_some_and(|(r, _, _)| r == 1)
});
/// A scalable vector of rank 1 (`vector<[4]xf32>`).
pub const SCALABLE_VECTOR_1D: TC = TC::new(" of ranks 1", |c, t| {
    vector_of(c, t).is_some_and(|(r, _, s)| r == 1 && s)
});
/// `AnyTypeOf<[TensorOf<[AnyType]>, MemRefOf<[AnyType]>]>` (`vector.gather`'s base).
pub const TENSOR_OR_MEMREF: TC = TC::new("Tensor or MemRef of any type values", |c, t| {
    is_tensor(c, t) || is_memref(c, t)
});
/// `vector.print`'s source: a vector, an integer, an index or a float (ODS
/// gives it no summary).
pub const PRINTABLE: TC = TC::new("", |c, t| {
    matches!(
        c.type_data(t),
        TypeData::Vector { .. } | TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_)
    )
});

// ----- llvm dialect (predicates in `llvm/types.rs`) -----

use super::llvm::types as lt;

fn llvm_vec_of(c: &Context, t: Type, f: fn(&Context, Type) -> bool) -> bool {
    lt::vector_elem(c, t).is_some_and(|e| f(c, e))
}
fn is_i1(c: &Context, t: Type) -> bool {
    int_of(c, t, 1)
}
fn is_any_float(c: &Context, t: Type) -> bool {
    is_float(c, t)
}
fn is_any_int(c: &Context, t: Type) -> bool {
    matches!(c.type_data(t), TypeData::Integer { .. })
}

/// `I1 or LLVM_VectorOf<I1>`.
pub const LLVM_I1_OR_VEC: TC = TC::new(
    "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer",
    |c, t| is_i1(c, t) || llvm_vec_of(c, t, is_i1),
);
/// `I8`.
pub const I8: TC = TC::new("8-bit signless integer", |c, t| int_of(c, t, 8));
/// `LLVM_AnyAggregate`.
pub const LLVM_AGGREGATE: TC = TC::new("LLVM aggregate type", lt::is_aggregate);
/// `LLVM_Type`.
pub const LLVM_TYPE: TC = TC::new("LLVM dialect-compatible type", lt::is_compatible);
/// `Variadic<LLVM_Type>`.
pub const VARIADIC_LLVM_TYPE: TC = TC::new(
    "variadic of LLVM dialect-compatible type",
    lt::is_compatible,
);
/// `LLVM_VectorOf<I1>`.
pub const LLVM_VEC_I1: TC = TC::new(
    "LLVM dialect-compatible vector of 1-bit signless integer",
    |c, t| llvm_vec_of(c, t, is_i1),
);
/// `LLVM_VectorOf<LLVM_AnyPointer>`.
pub const LLVM_VEC_PTR: TC = TC::new(
    "LLVM dialect-compatible vector of LLVM pointer type",
    |c, t| llvm_vec_of(c, t, lt::is_ptr),
);
/// `LLVM_VectorOf<AnyFloat>`.
pub const LLVM_VEC_FLOAT: TC = TC::new(
    "LLVM dialect-compatible vector of floating-point",
    |c, t| llvm_vec_of(c, t, is_any_float),
);
/// `LLVM_VectorOf<AnySignlessInteger>`.
pub const LLVM_VEC_INT: TC = TC::new(
    "LLVM dialect-compatible vector of signless integer",
    |c, t| llvm_vec_of(c, t, is_signless_int),
);
/// `LLVM_AnyVector`.
pub const LLVM_VECTOR: TC = TC::new("LLVM dialect-compatible vector type", lt::is_vector);
/// `Variadic<LLVM_AnyVector>`.
pub const VARIADIC_LLVM_VECTOR: TC = TC::new(
    "variadic of LLVM dialect-compatible vector type",
    lt::is_vector,
);
/// `LLVM_DefaultPointer`.
pub const LLVM_PTR0: TC = TC::new("LLVM pointer in address space 0", |c, t| {
    lt::ptr_space(c, t) == Some(0)
});
/// `LLVM_AnyPointer`.
pub const LLVM_PTR: TC = TC::new("LLVM pointer type", lt::is_ptr);
/// `LLVM_ScalarOrVectorOf<LLVM_AnyPointer>`.
pub const LLVM_PTR_OR_VEC: TC = TC::new(
    "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
    |c, t| lt::scalar_or_vector_of(c, t, lt::is_ptr),
);
/// `LLVM_AnyStruct`.
pub const LLVM_STRUCT: TC = TC::new("LLVM structure type", |c, t| lt::is(c, t, "struct"));
/// `LLVM_TokenType`.
pub const LLVM_TOKEN: TC = TC::new("LLVM token type", |c, t| lt::is(c, t, "token"));
/// `LLVM_LoadableType`.
pub const LLVM_LOADABLE: TC = TC::new("LLVM type with size", lt::is_loadable);
/// `LLVM_AnyNonAggregate`.
pub const LLVM_NON_AGGREGATE: TC = TC::new("LLVM-compatible non-aggregate type", |c, t| {
    lt::is_compatible(c, t) && !lt::is_aggregate(c, t)
});
/// `LLVM_AnyFloat`.
pub const LLVM_FLOAT: TC = TC::new("floating point LLVM type", lt::is_float);
/// `LLVM_ScalarOrVectorOf<LLVM_AnyFloat>`.
pub const LLVM_FLOAT_OR_VEC: TC = TC::new(
    "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
    |c, t| lt::scalar_or_vector_of(c, t, lt::is_float),
);
/// `LLVM_AtomicRMWType`.
pub const LLVM_RMW: TC = TC::new(
    "floating point LLVM type or LLVM pointer type or signless integer or LLVM dialect-compatible fixed-length vector type",
    |c, t| lt::is_float(c, t) || lt::is_ptr(c, t) || is_signless_int(c, t) || lt::is_fixed_vector(c, t),
);
/// `LLVM_ScalarOrVectorOf<AnyInteger>`.
pub const LLVM_INT_OR_VEC: TC = TC::new(
    "integer or LLVM dialect-compatible vector of integer",
    |c, t| is_any_int(c, t) || llvm_vec_of(c, t, is_any_int),
);
/// `LLVM_PrimitiveType`.
pub const LLVM_PRIMITIVE: TC = TC::new("primitive LLVM type", lt::is_primitive);
/// `LLVM_ScalarOrVectorOf<AnySignlessInteger>`.
pub const LLVM_SIGNLESS_OR_VEC: TC = TC::new(
    "signless integer or LLVM dialect-compatible vector of signless integer",
    |c, t| is_signless_int(c, t) || llvm_vec_of(c, t, is_signless_int),
);
/// `getelementptr`'s dynamic indices.
pub const LLVM_VARIADIC_SIGNLESS_OR_VEC: TC = TC::new(
    "variadic of signless integer or LLVM dialect-compatible vector of signless integer",
    |c, t| is_signless_int(c, t) || llvm_vec_of(c, t, is_signless_int),
);
/// `icmp`'s operands.
pub const LLVM_ICMP_OPERAND: TC = TC::new(
    "signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
    |c, t| {
        is_signless_int(c, t)
            || llvm_vec_of(c, t, is_signless_int)
            || lt::scalar_or_vector_of(c, t, lt::is_ptr)
    },
);
/// `LLVM_AtomicCmpXchgType`.
pub const LLVM_INT_OR_PTR: TC = TC::new("signless integer or LLVM pointer type", |c, t| {
    is_signless_int(c, t) || lt::is_ptr(c, t)
});

// ----- IREE's `check` dialect -----

/// `!hal.<mnemonic>`: the HAL types are not sigil's, so they arrive as
/// opaque types (or as a registered dialect's, if one adds them).
fn is_hal(ctx: &Context, t: Type, mnemonic: &str) -> bool {
    match ctx.type_data(t) {
        TypeData::Opaque { dialect, data } => &**dialect == "hal" && &**data == mnemonic.as_bytes(),
        TypeData::Dialect(d) => d.is("hal", mnemonic),
        _ => false,
    }
}

fn is_tensor_of(ctx: &Context, t: Type, elem: fn(&Context, Type) -> bool) -> bool {
    is_tensor(ctx, t) && elem(ctx, element_type(ctx, t))
}

/// `HAL_Device`.
pub const HAL_DEVICE: TC = TC::new("device", |c, t| is_hal(c, t, "device"));
/// `TensorOf<[AnyFloat]>`.
pub const FLOAT_TENSOR: TC = TC::new("tensor of floating-point values", |c, t| {
    is_tensor_of(c, t, is_float)
});
/// `AnyTensor` as IREE 3.13's newer MLIR words it.
pub const IREE_ANY_TENSOR: TC = TC::new("tensor of any non-token type values", is_tensor);
/// `AnyRankedTensor` as IREE 3.13's newer MLIR words it.
pub const IREE_RANKED_TENSOR: TC = TC::new(
    "ranked tensor of any non-token type values",
    is_ranked_tensor,
);
/// `AnyTypeOf<[HAL_BufferView, AnyTensor]>`, worded as IREE 3.13 does.
pub const BUFFER_VIEW_OR_TENSOR: TC = TC::new(
    "buffer_view or tensor of any non-token type values",
    |c, t| is_hal(c, t, "buffer_view") || is_tensor(c, t),
);
/// `AnyTypeOf<[HAL_BufferView, TensorOf<[AnyFloat]>]>`.
pub const BUFFER_VIEW_OR_FLOAT_TENSOR: TC =
    TC::new("buffer_view or tensor of floating-point values", |c, t| {
        is_hal(c, t, "buffer_view") || is_tensor_of(c, t, is_float)
    });
/// `AnyTypeOf<[HAL_BufferView, TensorOf<[AnySignlessInteger]>]>`.
pub const BUFFER_VIEW_OR_INT_TENSOR: TC = TC::new(
    "buffer_view or tensor of signless integer values",
    |c, t| is_hal(c, t, "buffer_view") || is_tensor_of(c, t, is_signless_int),
);
/// `AnyShaped` as IREE 3.13's newer MLIR words it.
pub const IREE_ANY_SHAPED: TC = TC::new("shaped of any non-token type values", |c, t| {
    (ANY_SHAPED.accepts)(c, t)
});
/// `Variadic<AnyShaped>` as IREE 3.13's newer MLIR words it.
pub const IREE_VARIADIC_SHAPED: TC =
    TC::new("variadic of shaped of any non-token type values", |c, t| {
        (ANY_SHAPED.accepts)(c, t)
    });
/// `Variadic<AnyRankedTensor>` as IREE 3.13's newer MLIR words it.
pub const IREE_VARIADIC_RANKED_TENSOR: TC = TC::new(
    "variadic of ranked tensor of any non-token type values",
    is_ranked_tensor,
);
/// `AnyRankedTensorOrMemRef` (no "values": its summary is written out).
pub const RANKED_TENSOR_OR_MEMREF: TC = TC::new("ranked tensor or memref of any type", |c, t| {
    is_ranked_tensor(c, t) || is_memref(c, t)
});
/// IREE's `Variadic<AnyRankedTensorOrScalarType>`: ranked tensors of, or
/// scalars, signless integers, indices and floats.
pub const VARIADIC_RANKED_TENSOR_OR_SCALAR: TC = TC::new(
    "variadic of ranked tensor of signless integer or index or floating-point values or \
     signless integer or index or floating-point",
    |c, t| {
        let scalar = |t| is_int_or_index(c, t) || is_float(c, t);
        if is_ranked_tensor(c, t) {
            scalar(element_type(c, t))
        } else {
            scalar(t)
        }
    },
);
