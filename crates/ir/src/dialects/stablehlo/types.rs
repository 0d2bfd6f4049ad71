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
        TypeData::Opaque { dialect, data } if &**dialect == "quant" => {
            data.starts_with(b"uniform") && (has(E::QUANT) || has(E::QUANT_AXIS))
        }
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
