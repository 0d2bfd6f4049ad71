//! StableHLO's type constraints, kept as their parts: each alternative a
//! container (a tensor of some rank or shape, a memref, a token, a tuple)
//! and a set of element kinds. StableHLO composes its constraints
//! (`HLO_Tensor`, `HLO_TensorOrPerAxisQuantizedTensor`, ...) from a few
//! element sets, and its summaries spell those out; `scripts/gen-ods.py`
//! reads each summary back into these parts, so one predicate serves all
//! ~50 of them and each keeps the record's wording for its messages.

use crate::context::Context;
use crate::types::{Signedness, Type, TypeData};
use sigil_numeric::FloatKind;

/// Element kinds, as bits (`E::FLOAT | E::BOOL`).
pub(crate) struct E;

impl E {
    /// `HLO_Float`: every float type but `tf32`, `f80` and `f128`.
    pub const FLOAT: u16 = 1;
    /// `f32` or `f64`.
    pub const F32_F64: u16 = 1 << 1;
    /// `i1`.
    pub const BOOL: u16 = 1 << 2;
    /// `HLO_Int`: signless or unsigned, 2 to 64 bits.
    pub const INT: u16 = 1 << 3;
    /// Signless, 2 to 64 bits.
    pub const SIGNLESS: u16 = 1 << 4;
    /// `i32`.
    pub const I32: u16 = 1 << 5;
    /// `ui32`.
    pub const UI32: u16 = 1 << 6;
    /// `complex<f32>` or `complex<f64>`.
    pub const COMPLEX: u16 = 1 << 7;
    /// A per-tensor quantized type (`!quant.uniform<i8:f32, 0.1>`).
    pub const QUANT: u16 = 1 << 8;
    /// A per-axis quantized type (`!quant.uniform<i8:f32:0, {0.1, 0.2}>`).
    pub const QUANT_AXIS: u16 = 1 << 9;
    /// `index`.
    pub const INDEX: u16 = 1 << 10;
    /// Any integer type.
    pub const ANY_INT: u16 = 1 << 11;
}

/// The container of an alternative.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Shape {
    /// A ranked or unranked tensor.
    Any,
    Ranked,
    Rank(usize),
    Static,
    Static1D,
    Static2D,
    /// Static, or with one dimension bounded by `#stablehlo.bounds`.
    StaticOrBounded,
    MemRef,
}

/// One alternative of a constraint.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Alt {
    Of(Shape, u16),
    Token,
    /// A tuple (its leaves are not checked).
    Tuple,
    /// `!async.future` (accepted by name; sigil does not run `async`).
    Future,
}

const HLO_INT_WIDTHS: [u32; 6] = [2, 4, 8, 16, 32, 64];

fn elem_ok(ctx: &Context, t: Type, set: u16) -> bool {
    let has = |bit: u16| set & bit != 0;
    match ctx.type_data(t) {
        TypeData::Float(k) => {
            (has(E::FLOAT) && !matches!(k, FloatKind::TF32 | FloatKind::F80 | FloatKind::F128))
                || (has(E::F32_F64) && matches!(k, FloatKind::F32 | FloatKind::F64))
        }
        TypeData::Integer { width, signedness } => {
            let hlo_width = HLO_INT_WIDTHS.contains(width);
            let signless = *signedness == Signedness::Signless;
            let unsigned = *signedness == Signedness::Unsigned;
            (has(E::BOOL) && *width == 1 && signless)
                || (has(E::INT) && hlo_width && (signless || unsigned))
                || (has(E::SIGNLESS) && hlo_width && signless)
                || (has(E::I32) && *width == 32 && signless)
                || (has(E::UI32) && *width == 32 && unsigned)
                || has(E::ANY_INT)
        }
        TypeData::Index => has(E::INDEX),
        TypeData::Complex(inner) => {
            has(E::COMPLEX)
                && matches!(
                    ctx.type_data(*inner),
                    TypeData::Float(FloatKind::F32 | FloatKind::F64)
                )
        }
        TypeData::Dialect(_) => match super::super::quant::uniform(ctx, t) {
            Some(per_axis) => has(if per_axis { E::QUANT_AXIS } else { E::QUANT }),
            None => false,
        },
        _ => false,
    }
}

/// Whether `t` is `!stablehlo.token`.
pub(crate) fn is_token(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Dialect(d) if d.def.dialect == "stablehlo" && d.def.mnemonic == "token")
}

/// Whether `t` satisfies one of `alts`.
pub(crate) fn accepts(ctx: &Context, t: Type, alts: &[Alt]) -> bool {
    alts.iter().any(|alt| match *alt {
        Alt::Token => is_token(ctx, t),
        Alt::Tuple => matches!(ctx.type_data(t), TypeData::Tuple(_)),
        Alt::Future => {
            matches!(ctx.type_data(t), TypeData::Opaque { dialect, data } if &**dialect == "async" && data.starts_with(b"future"))
        }
        Alt::Of(shape, set) => match (shape, ctx.type_data(t)) {
            (Shape::MemRef, TypeData::MemRef { elem, .. }) => elem_ok(ctx, *elem, set),
            (Shape::Any, TypeData::UnrankedTensor { elem }) => elem_ok(ctx, *elem, set),
            (Shape::MemRef, _) | (_, TypeData::UnrankedTensor { .. }) => false,
            (
                _,
                TypeData::RankedTensor {
                    shape: dims,
                    elem,
                    encoding,
                },
            ) => {
                let static_ = !dims.contains(&crate::types::DYNAMIC);
                let shape_ok = match shape {
                    Shape::Any | Shape::Ranked => true,
                    Shape::Rank(r) => dims.len() == r,
                    Shape::Static => static_,
                    Shape::Static1D => static_ && dims.len() == 1,
                    Shape::Static2D => static_ && dims.len() == 2,
                    Shape::StaticOrBounded => {
                        static_
                            || (encoding.is_some()
                                && dims.iter().filter(|&&d| d == crate::types::DYNAMIC).count()
                                    == 1)
                    }
                    Shape::MemRef => false,
                };
                shape_ok && elem_ok(ctx, *elem, set)
            }
            _ => false,
        },
    })
}

/// What an attribute constraint of StableHLO's records accepts (read back
/// from its summary by `scripts/gen-ods.py`, as the type constraints are).
#[derive(Clone, Copy, Debug)]
pub(crate) enum A {
    /// `array<iN: ...>`.
    DenseArray(u32),
    Bool,
    /// A signless integer of this width, at least the minimum.
    Int(u32, i64),
    F32,
    Unit,
    Str,
    FlatSymbol,
    Dict,
    StrOrDict,
    Array,
    /// Dense `i64` elements.
    I64Elements,
    /// Dense `i64` elements or an attribute of the dialect (replica groups
    /// given by mesh axes).
    I64ElementsOrDialect,
    /// Any elements attribute.
    Elements,
    /// Any attribute with a type (`TypedAttr`).
    Typed,
    /// The attribute of this dialect and mnemonic.
    Dialect(&'static str, &'static str),
    /// Any attribute (TOSA's `AnyAttr`).
    Any,
    /// A type attribute.
    TypeAttr,
    /// An integer or a float attribute.
    IntOrFloat,
    /// `array<iN: ...>` with exactly this many elements.
    DenseArrayOf(u32, usize),
    /// Dense `index` elements.
    IndexElements,
    /// TOSA's accumulator type: `i32`, `i48`, `f16` or `f32` as a type attribute.
    AccType,
}

fn int_type(ctx: &Context, t: Type, width: u32) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { width: w, signedness: Signedness::Signless } if *w == width)
}

/// Whether `a` satisfies the constraint `k`.
pub(crate) fn attr_is(ctx: &Context, a: crate::Attr, k: A) -> bool {
    use crate::attrs::AttrData as D;
    let elements_of = |ty: Type, width: Option<u32>| match ctx.type_data(ty) {
        TypeData::RankedTensor { elem, .. } | TypeData::Vector { elem, .. } => {
            width.is_none_or(|w| int_type(ctx, *elem, w))
        }
        _ => false,
    };
    match (k, ctx.attr_data(a)) {
        (A::DenseArray(w), D::DenseArray { elem, .. }) => int_type(ctx, *elem, w),
        (A::Bool, D::Integer { ty, .. }) => int_type(ctx, *ty, 1),
        (A::Int(w, min), D::Integer { ty, value }) => {
            int_type(ctx, *ty, w) && value.to_i64().is_some_and(|v| v >= min)
        }
        (A::F32, D::Float { ty, .. }) => {
            matches!(ctx.type_data(*ty), TypeData::Float(FloatKind::F32))
        }
        (A::Unit, D::Unit) => true,
        // A `StrAttr` read without a type or with `none` (a format's `$name`).
        (A::Str | A::StrOrDict, D::String { ty, .. }) => {
            ty.is_none_or(|t| matches!(ctx.type_data(t), TypeData::None))
        }
        (A::Dict | A::StrOrDict, D::Dict(_)) => true,
        (A::FlatSymbol, D::SymbolRef { nested, .. }) => nested.is_empty(),
        (A::Array, D::Array(_)) => true,
        (A::I64Elements | A::I64ElementsOrDialect, D::DenseElements { ty, .. }) => {
            elements_of(*ty, Some(64))
        }
        (A::I64ElementsOrDialect, D::Dialect(d)) => d.def.dialect == "stablehlo",
        (A::Elements, D::DenseElements { ty, .. } | D::DenseResource { ty, .. })
        | (A::Elements, D::DenseStrings { ty, .. } | D::Sparse { ty, .. }) => {
            elements_of(*ty, None)
        }
        (A::Dialect(dialect, m), D::Dialect(d)) => d.def.dialect == dialect && d.def.mnemonic == m,
        (A::Any, _) => true,
        (A::TypeAttr, D::Type(_)) => true,
        (A::IntOrFloat, D::Integer { .. } | D::Float { .. }) => true,
        (A::DenseArrayOf(w, n), D::DenseArray { elem, len, .. }) => {
            int_type(ctx, *elem, w) && *len as usize == n
        }
        (A::IndexElements, D::DenseElements { ty, .. }) => match ctx.type_data(*ty) {
            TypeData::RankedTensor { elem, .. } | TypeData::Vector { elem, .. } => {
                matches!(ctx.type_data(*elem), TypeData::Index)
            }
            _ => false,
        },
        (A::AccType, D::Type(t)) => match ctx.type_data(*t) {
            TypeData::Integer { width, signedness } => {
                *signedness == Signedness::Signless && (*width == 32 || *width == 48)
            }
            TypeData::Float(k) => matches!(k, FloatKind::F16 | FloatKind::F32),
            _ => false,
        },
        (A::Typed, d) => super::super::support::typed_attr_type(ctx, d).is_some(),
        _ => false,
    }
}

/// StableHLO's `isCompatibleElementTypeForHloTypeInference`: the element
/// types (of shaped types, else the types) are equal, except that two
/// uniform quantized types are compatible when their storage type and
/// range and expressed type are the same and both are per-tensor or both
/// per-axis (scales and zero points may differ).
pub(crate) fn compatible_element(ctx: &Context, a: Type, b: Type) -> bool {
    let e = |t: Type| super::super::support::element_type_or_self(ctx, t);
    let (ea, eb) = (e(a), e(b));
    if ea == eb {
        return true;
    }
    let q = |t: Type| super::super::quant::uniform_params(ctx, t);
    match (q(ea), q(eb)) {
        (Some(x), Some(y)) => {
            x.storage == y.storage
                && x.signed == y.signed
                && (x.min, x.max) == (y.min, y.max)
                && x.expressed == y.expressed
                && x.axis.is_some() == y.axis.is_some()
        }
        _ => false,
    }
}

/// StableHLO's `isCompatibleForHloTypeInference`: shaped types of
/// compatible shapes (a dynamic size matches any; an unranked tensor any
/// rank) and compatible elements; other types equal.
pub(crate) fn compatible(ctx: &Context, a: Type, b: Type) -> bool {
    let (da, db) = (ctx.type_data(a), ctx.type_data(b));
    if !(da.is_shaped() && db.is_shaped()) {
        return compatible_element(ctx, a, b);
    }
    let shapes_ok = match (da.shape(), db.shape()) {
        (Some(x), Some(y)) => {
            x.len() == y.len()
                && x.iter().zip(y).all(|(&p, &q)| {
                    p == q || p == crate::types::DYNAMIC || q == crate::types::DYNAMIC
                })
        }
        _ => true,
    };
    shapes_ok && compatible_element(ctx, a, b)
}
