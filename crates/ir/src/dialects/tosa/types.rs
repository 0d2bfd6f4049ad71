//! TOSA's type constraints, kept as their parts: each alternative a container
//! (a TOSA-conformant tensor, an unranked one, one of some rank, a "scalar"
//! tensor of one element, a `!tosa.shape`, a scalar-or-vector-or-tensor
//! "like" type) and a set of element kinds. TOSA composes its constraints
//! (`TosaTensorOf`, `TosaTensorRankOf`, `Tosa_Tensor4D`, `Tosa_ScalarTensor`,
//! ...) from a few element sets, and its summaries spell those out;
//! `scripts/gen-ods.py` reads each summary back into these parts, so one
//! predicate serves all of them and each keeps the record's wording for its
//! messages. The `!tosa.shape<N>` and `!tosa.mxint8` types live here too.

use crate::attrs::Param;
use crate::context::Context;
use crate::types::{Signedness, Type, TypeData};
use sigil_numeric::FloatKind;

/// Element kinds, as bits (`E::SINT | E::FLOAT`).
pub(crate) struct E;

impl E {
    /// `AnyUnsignedInteger`.
    pub const UINT: u16 = 1;
    /// `AnySignlessInteger`.
    pub const SINT: u16 = 1 << 1;
    /// `AnyFloat`.
    pub const FLOAT: u16 = 1 << 2;
    /// A quantized type whose storage is 4, 8, 16 or 32 bits wide.
    pub const QUANT: u16 = 1 << 3;
    /// `!tosa.mxint8`.
    pub const MXINT8: u16 = 1 << 4;
    pub const I1: u16 = 1 << 5;
    pub const I8: u16 = 1 << 6;
    pub const I16: u16 = 1 << 7;
    pub const I32: u16 = 1 << 8;
    pub const I64: u16 = 1 << 9;
    /// `f8E4M3FN`, `f8E5M2`, `f4E2M1FN`, `f6E2M3FN`, `f6E3M2FN`, `!tosa.mxint8`.
    pub const MXFP: u16 = 1 << 10;
    /// `f8E8M0FNU`.
    pub const MXSCALE: u16 = 1 << 11;
    /// `Tosa_AnyNumber`.
    pub const NUMBER: u16 = E::UINT | E::SINT | E::FLOAT | E::QUANT | E::MXINT8;
}

/// One alternative of a constraint.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Alt {
    /// `TosaTensorOf`: an unranked tensor, or a ranked one without a zero
    /// dimension.
    Tensor(u16),
    /// `TosaUnrankedTensorOf`.
    Unranked(u16),
    /// A ranked tensor of this rank (-1: at least rank 1); `true`: without a
    /// zero dimension.
    Ranked(i8, u16, bool),
    /// `TosaScalarTensorOf<..., [1]>`: rank 1, every dimension 1.
    Scalar(u16),
    /// `!tosa.shape` of this rank (-1: any).
    Shape(i32),
    /// `Tosa_TypeLike`: the element itself, a vector of non-zero rank of it,
    /// or a TOSA-conformant tensor of it.
    Like(u16),
}

/// Whether `t` is one of the element kinds in `set`.
pub(crate) fn elem_ok(ctx: &Context, t: Type, set: u16) -> bool {
    let has = |bit: u16| set & bit != 0;
    match ctx.type_data(t) {
        TypeData::Float(k) => {
            has(E::FLOAT)
                || (has(E::MXFP)
                    && matches!(
                        k,
                        FloatKind::F8E4M3FN
                            | FloatKind::F8E5M2
                            | FloatKind::F4E2M1FN
                            | FloatKind::F6E2M3FN
                            | FloatKind::F6E3M2FN
                    ))
                || (has(E::MXSCALE) && matches!(k, FloatKind::F8E8M0FNU))
        }
        TypeData::Integer { width, signedness } => {
            let signless = *signedness == Signedness::Signless;
            (has(E::UINT) && *signedness == Signedness::Unsigned)
                || (has(E::SINT) && signless)
                || (signless
                    && ((has(E::I1) && *width == 1)
                        || (has(E::I8) && *width == 8)
                        || (has(E::I16) && *width == 16)
                        || (has(E::I32) && *width == 32)
                        || (has(E::I64) && *width == 64)))
        }
        TypeData::Dialect(_) if is_mxint8(ctx, t) => has(E::MXINT8) || has(E::MXFP),
        TypeData::Dialect(_) => {
            has(E::QUANT)
                && quant_storage(ctx, t).is_some_and(|s| {
                    matches!(
                        ctx.type_data(s),
                        TypeData::Integer {
                            width: 4 | 8 | 16 | 32,
                            ..
                        }
                    )
                })
        }
        _ => false,
    }
}

/// Whether `t` satisfies one of `alts`.
pub(crate) fn accepts(ctx: &Context, t: Type, alts: &[Alt]) -> bool {
    let no_zero = |dims: &[i64]| !dims.contains(&0);
    alts.iter().any(|alt| match (*alt, ctx.type_data(t)) {
        (Alt::Tensor(set) | Alt::Unranked(set), TypeData::UnrankedTensor { elem }) => {
            elem_ok(ctx, *elem, set)
        }
        (Alt::Tensor(set), TypeData::RankedTensor { shape, elem, .. }) => {
            no_zero(shape) && elem_ok(ctx, *elem, set)
        }
        (Alt::Ranked(rank, set, nz), TypeData::RankedTensor { shape, elem, .. }) => {
            let rank_ok = if rank < 0 {
                !shape.is_empty()
            } else {
                shape.len() == rank as usize
            };
            rank_ok && (!nz || no_zero(shape)) && elem_ok(ctx, *elem, set)
        }
        (Alt::Scalar(set), TypeData::RankedTensor { shape, elem, .. }) => {
            shape.len() == 1 && shape[0] == 1 && elem_ok(ctx, *elem, set)
        }
        (Alt::Shape(rank), _) => shape_rank(ctx, t).is_some_and(|r| rank < 0 || r == rank as i64),
        (Alt::Like(set), TypeData::Vector { shape, elem, .. }) => {
            !shape.is_empty() && elem_ok(ctx, *elem, set)
        }
        (Alt::Like(set), TypeData::UnrankedTensor { elem }) => elem_ok(ctx, *elem, set),
        (Alt::Like(set), TypeData::RankedTensor { shape, elem, .. }) => {
            no_zero(shape) && elem_ok(ctx, *elem, set)
        }
        (Alt::Like(set), _) => elem_ok(ctx, t, set),
        _ => false,
    })
}

/// The rank of a `!tosa.shape<N>`.
pub(crate) fn shape_rank(ctx: &Context, t: Type) -> Option<i64> {
    match ctx.type_data(t) {
        TypeData::Dialect(d) if d.def.dialect == "tosa" && d.def.mnemonic == "shape" => {
            match d.params.first() {
                Some(Param::Int(r)) => Some(*r),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Whether `t` is `!tosa.mxint8`.
pub(crate) fn is_mxint8(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Dialect(d) if d.def.dialect == "tosa" && d.def.mnemonic == "mxint8")
}

/// The storage type of a quantized type (`!quant.uniform<i8:f32, ...>` is
/// stored as `i8`).
pub(crate) fn quant_storage(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::Dialect(d) if d.def.dialect == "quant" => match d.params.first() {
            Some(Param::Type(s)) => Some(*s),
            _ => None,
        },
        _ => None,
    }
}
