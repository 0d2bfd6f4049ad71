//! The `arith` float fold hooks (MLIR 22's `ArithOps.cpp`): identities
//! (`x + -0.0`, `x - 0.0`, `x * 1.0`, `x / 1.0`, `-(-x)`, `max(x, x)`,
//! the neutral bound of each min/max) and the constant folds of
//! `addf`, `subf`, `mulf`, `divf`, `remf`, `negf` and the four min/max,
//! on `f16`, `bf16`, `f32` and `f64` scalars, splats and dense constants,
//! and `cmpf` of two scalar constants (or one NaN).
//!
//! Each value is computed in `f64` and rounded once to its type, which
//! for these operations and formats gives APFloat's correctly rounded
//! result (53 bits hold twice a `f32` mantissa and two more). A NaN
//! result is APFloat's default NaN (positive, quiet). Not folded, so left
//! as they are: NaN operands (APFloat's payload rules), operations with a
//! rounding mode other than to-nearest-even, and other float formats.

use sigil_ir::attrs::{AttrData, Param};
use sigil_ir::{Attr, Context, Type, TypeData};
use sigil_numeric::{float_from_f64, float_to_f64, is_nan, FloatKind};

use super::values::{element_type, static_elements, Lanes};
use super::{FoldCx, FoldResult, Folded, Hook};

pub(super) fn hook(name: &[u8]) -> Option<Hook> {
    Some(match name {
        b"arith.addf" => addf,
        b"arith.subf" => subf,
        b"arith.mulf" => mulf,
        b"arith.divf" => divf,
        b"arith.remf" => remf,
        b"arith.negf" => negf,
        b"arith.maximumf" => maximumf,
        b"arith.minimumf" => minimumf,
        b"arith.maxnumf" => maxnumf,
        b"arith.minnumf" => minnumf,
        b"arith.cmpf" => cmpf,
        b"arith.extf" => extf,
        _ => return None,
    })
}

/// A float constant: its type, format and element bits.
pub(super) struct Floats {
    pub ty: Type,
    pub kind: FloatKind,
    pub lanes: Lanes,
}

fn kind_of(ctx: &Context, elem: Type) -> Option<FloatKind> {
    match ctx.type_data(elem) {
        TypeData::Float(
            k @ (FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64),
        ) => Some(*k),
        _ => None,
    }
}

fn from_le(bytes: &[u8]) -> u128 {
    let mut b = [0u8; 16];
    b[..bytes.len()].copy_from_slice(bytes);
    u128::from_le_bytes(b)
}

pub(super) fn floats(ctx: &Context, a: Attr) -> Option<Floats> {
    match ctx.attr_data(a) {
        AttrData::Float { ty, bits } => Some(Floats {
            ty: *ty,
            kind: kind_of(ctx, *ty)?,
            lanes: Lanes::Scalar(*bits),
        }),
        AttrData::DenseElements { ty, splat, data } => {
            let kind = kind_of(ctx, element_type(ctx, *ty))?;
            let size = (kind.bit_width() / 8) as usize;
            let lanes = if *splat {
                Lanes::Splat(from_le(data.get(..size)?))
            } else {
                Lanes::Dense(data.chunks(size).map(from_le).collect())
            };
            Some(Floats {
                ty: *ty,
                kind,
                lanes,
            })
        }
        _ => None,
    }
}

pub(crate) fn make(ctx: &mut Context, ty: Type, kind: FloatKind, lanes: Lanes) -> Attr {
    let size = (kind.bit_width() / 8) as usize;
    match lanes {
        Lanes::Scalar(bits) => ctx.intern_attr(AttrData::Float { ty, bits }),
        Lanes::Splat(v) => ctx.intern_attr(AttrData::DenseElements {
            ty,
            splat: true,
            data: v.to_le_bytes()[..size].to_vec().into_boxed_slice(),
        }),
        Lanes::Dense(vs) => {
            if !vs.is_empty() && vs.windows(2).all(|w| w[0] == w[1]) {
                return make(ctx, ty, kind, Lanes::Splat(vs[0]));
            }
            let mut data = Vec::with_capacity(vs.len() * size);
            for v in vs {
                data.extend_from_slice(&v.to_le_bytes()[..size]);
            }
            ctx.intern_attr(AttrData::DenseElements {
                ty,
                splat: false,
                data: data.into_boxed_slice(),
            })
        }
    }
}

/// APFloat's default NaN: positive and quiet.
pub(super) fn default_nan(kind: FloatKind) -> u128 {
    float_from_f64(kind, f64::NAN.copysign(1.0))
}

/// `f(a, b)` rounded to `kind`; `None` for a NaN operand.
fn apply2(kind: FloatKind, a: u128, b: u128, f: fn(f64, f64) -> f64) -> Option<u128> {
    if is_nan(kind, a) || is_nan(kind, b) {
        return None;
    }
    let r = f(float_to_f64(kind, a), float_to_f64(kind, b));
    Some(if r.is_nan() {
        default_nan(kind)
    } else {
        float_from_f64(kind, r)
    })
}

/// MLIR's `constFoldBinaryOp<FloatAttr>`.
fn binary(cx: &mut FoldCx<'_>, f: fn(f64, f64) -> f64) -> Option<Folded> {
    if !default_rounding(cx) {
        return None;
    }
    let (x, y) = (floats(cx.ctx, cx.attr(0)?)?, floats(cx.ctx, cx.attr(1)?)?);
    if x.kind != y.kind {
        return None;
    }
    let k = x.kind;
    let lanes = match (&x.lanes, &y.lanes) {
        (Lanes::Scalar(a), Lanes::Scalar(b)) => Lanes::Scalar(apply2(k, *a, *b, f)?),
        (Lanes::Splat(a), Lanes::Splat(b)) => Lanes::Splat(apply2(k, *a, *b, f)?),
        (Lanes::Scalar(_), _) | (_, Lanes::Scalar(_)) => return None,
        _ => {
            let n = static_elements(cx.ctx, x.ty)?;
            let get = |l: &Lanes, i: usize| match l {
                Lanes::Splat(v) | Lanes::Scalar(v) => *v,
                Lanes::Dense(vs) => vs[i],
            };
            let mut out = Vec::with_capacity(n);
            for i in 0..n {
                out.push(apply2(k, get(&x.lanes, i), get(&y.lanes, i), f)?);
            }
            Lanes::Dense(out)
        }
    };
    let a = make(cx.ctx, x.ty, k, lanes);
    Some(Folded::Results(smallvec::smallvec![FoldResult::Attr(a)]))
}

/// Whether the op rounds to nearest, ties to even (no `roundingmode`, or
/// `to_nearest_even`, numbered 0).
fn default_rounding(cx: &FoldCx<'_>) -> bool {
    match super::prop(cx.ctx, cx.ir, cx.op, b"roundingmode") {
        None => true,
        Some(a) => {
            matches!(cx.ctx.attr_data(a), AttrData::Integer { value, .. } if value.is_zero())
        }
    }
}

/// Whether constant operand `i` is (every element) the value `v` (`m_...Float`).
fn operand_is(cx: &FoldCx<'_>, i: usize, pred: fn(f64, u128, FloatKind) -> bool) -> bool {
    let Some(f) = cx.attr(i).and_then(|a| floats(cx.ctx, a)) else {
        return false;
    };
    match f.lanes {
        Lanes::Scalar(b) | Lanes::Splat(b) => pred(float_to_f64(f.kind, b), b, f.kind),
        Lanes::Dense(_) => false,
    }
}

fn value(v: sigil_ir::Value) -> Option<Folded> {
    Some(Folded::Results(smallvec::smallvec![FoldResult::Value(v)]))
}

fn addf(cx: &mut FoldCx<'_>) -> Option<Folded> {
    if operand_is(cx, 1, |x, _, _| x == 0.0 && x.is_sign_negative()) {
        return value(cx.operand(0));
    }
    binary(cx, |a, b| a + b)
}

fn subf(cx: &mut FoldCx<'_>) -> Option<Folded> {
    if operand_is(cx, 1, |x, _, _| x == 0.0 && x.is_sign_positive()) {
        return value(cx.operand(0));
    }
    binary(cx, |a, b| a - b)
}

/// The `fastmath` flags of the op (MLIR's bit numbering).
fn fastmath(cx: &FoldCx<'_>) -> i64 {
    fastmath_of(cx, cx.op)
}

/// The `fastmath` flags of `op`.
fn fastmath_of(cx: &FoldCx<'_>, op: sigil_ir::OpId) -> i64 {
    let Some(a) = super::prop(cx.ctx, cx.ir, op, b"fastmath") else {
        return 0;
    };
    match cx.ctx.attr_data(a) {
        AttrData::Dialect(d) => match d.params.first() {
            Some(Param::Int(bits)) => *bits,
            _ => 0,
        },
        _ => 0,
    }
}

/// `extf(truncf(x))` is `x` when both allow contraction. (MLIR also
/// converts a constant; sigil does not fold float conversions of constants
/// yet.)
fn extf(cx: &mut FoldCx<'_>) -> Option<Folded> {
    const CONTRACT: i64 = 32;
    let t = cx.def_named(0, b"arith.truncf")?;
    let src = cx.ir.operand(t, 0);
    let contract = fastmath_of(cx, t) & CONTRACT != 0 && fastmath(cx) & CONTRACT != 0;
    if contract && cx.ir.value_type(src) == cx.result_type() {
        return value(src);
    }
    None
}

fn mulf(cx: &mut FoldCx<'_>) -> Option<Folded> {
    if operand_is(cx, 1, |x, _, _| x == 1.0) {
        return value(cx.operand(0));
    }
    // nnan (2) and nsz (8): x * 0 is 0.
    if fastmath(cx) & 10 == 10 && operand_is(cx, 1, |x, _, _| x == 0.0) {
        return value(cx.operand(1));
    }
    binary(cx, |a, b| a * b)
}

fn divf(cx: &mut FoldCx<'_>) -> Option<Folded> {
    if operand_is(cx, 1, |x, _, _| x == 1.0) {
        return value(cx.operand(0));
    }
    binary(cx, |a, b| a / b)
}

fn remf(cx: &mut FoldCx<'_>) -> Option<Folded> {
    binary(cx, |a, b| a % b)
}

fn negf(cx: &mut FoldCx<'_>) -> Option<Folded> {
    if let Some(inner) = cx.def_named(0, b"arith.negf") {
        return value(cx.ir.operand(inner, 0));
    }
    let x = floats(cx.ctx, cx.attr(0)?)?;
    let sign = 1u128 << (x.kind.bit_width() - 1);
    let lanes = match x.lanes {
        Lanes::Scalar(b) => Lanes::Scalar(b ^ sign),
        Lanes::Splat(b) => Lanes::Splat(b ^ sign),
        Lanes::Dense(vs) => Lanes::Dense(vs.into_iter().map(|b| b ^ sign).collect()),
    };
    let a = make(cx.ctx, x.ty, x.kind, lanes);
    Some(Folded::Results(smallvec::smallvec![FoldResult::Attr(a)]))
}

/// `llvm::maximum`/`minimum`: NaN wins, and -0 is below +0.
fn maximum(a: f64, b: f64) -> f64 {
    if a == b && a == 0.0 {
        return if a.is_sign_negative() { b } else { a };
    }
    if a > b {
        a
    } else {
        b
    }
}

fn minimum(a: f64, b: f64) -> f64 {
    if a == b && a == 0.0 {
        return if a.is_sign_negative() { a } else { b };
    }
    if a < b {
        a
    } else {
        b
    }
}

fn maximumf(cx: &mut FoldCx<'_>) -> Option<Folded> {
    if cx.operand(0) == cx.operand(1) {
        return value(cx.operand(1));
    }
    if operand_is(cx, 1, |x, _, _| x == f64::NEG_INFINITY) {
        return value(cx.operand(0));
    }
    binary(cx, maximum)
}

fn minimumf(cx: &mut FoldCx<'_>) -> Option<Folded> {
    if cx.operand(0) == cx.operand(1) {
        return value(cx.operand(1));
    }
    if operand_is(cx, 1, |x, _, _| x == f64::INFINITY) {
        return value(cx.operand(0));
    }
    binary(cx, minimum)
}

fn maxnumf(cx: &mut FoldCx<'_>) -> Option<Folded> {
    if cx.operand(0) == cx.operand(1) {
        return value(cx.operand(1));
    }
    if operand_is(cx, 1, |_, b, k| is_nan(k, b)) {
        return value(cx.operand(0));
    }
    binary(cx, maximum)
}

fn minnumf(cx: &mut FoldCx<'_>) -> Option<Folded> {
    if cx.operand(0) == cx.operand(1) {
        return value(cx.operand(1));
    }
    if operand_is(cx, 1, |_, b, k| is_nan(k, b)) {
        return value(cx.operand(0));
    }
    binary(cx, minimum)
}

/// `cmpf` of scalar constants (one NaN decides alone), in `arith.cmpf`'s
/// predicate numbering.
fn cmpf(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let scalar = |cx: &FoldCx<'_>, i: usize| -> Option<(FloatKind, u128)> {
        let f = floats(cx.ctx, cx.attr(i)?)?;
        match f.lanes {
            Lanes::Scalar(b) => Some((f.kind, b)),
            _ => None,
        }
    };
    let (mut l, mut r) = (scalar(cx, 0), scalar(cx, 1));
    if let Some((k, b)) = l {
        if is_nan(k, b) {
            r = l;
        }
    }
    if let Some((k, b)) = r {
        if is_nan(k, b) {
            l = r;
        }
    }
    let ((lk, lb), (rk, rb)) = (l?, r?);
    let (x, y) = (float_to_f64(lk, lb), float_to_f64(rk, rb));
    let pred = match super::prop(cx.ctx, cx.ir, cx.op, b"predicate").map(|a| cx.ctx.attr_data(a)) {
        Some(AttrData::Integer { value, .. }) => value.to_i64()?,
        _ => return None,
    };
    let unordered = x.is_nan() || y.is_nan();
    let v = match pred {
        0 => false,
        1 => !unordered && x == y,
        2 => !unordered && x > y,
        3 => !unordered && x >= y,
        4 => !unordered && x < y,
        5 => !unordered && x <= y,
        6 => !unordered && x != y,
        7 => !unordered,
        8 => unordered || x == y,
        9 => unordered || x > y,
        10 => unordered || x >= y,
        11 => unordered || x < y,
        12 => unordered || x <= y,
        13 => unordered || x != y,
        14 => unordered,
        _ => true,
    };
    let i1 = cx.ctx.i(1);
    let a = super::values::make_ints(cx.ctx, i1, 1, Lanes::Scalar(v as u128));
    Some(Folded::Results(smallvec::smallvec![FoldResult::Attr(a)]))
}
