//! The `math` fold hooks of MLIR 22 (`MathOps.cpp`), by the three ways
//! they compute:
//!
//! - **the C library**, on `f32` and `f64` only (`sinf`/`sin`, ...: MLIR
//!   calls the host's functions, so sigil calls the same ones, and a NaN
//!   comes back as the library gives it). `sqrt` and the logarithms leave
//!   a negative operand (`-0` and negative NaNs included) unfolded, `log1p`
//!   one whose `x + 1` is negative, and `atan2(±0, ±0)` is the default NaN.
//!   Scalars, splats and dense constants fold; one unfoldable element
//!   keeps the whole op.
//! - **APFloat's exact operations**, on every float type sigil folds
//!   (`absf`, `ceil`, `floor`, `roundeven`, `copysign`); rounding a NaN
//!   quiets it.
//! - **the integers** (`absi`, `ctlz`, `cttz`, `ctpop`, `ipowi` with
//!   MLIR's rules for negative powers) and **the classification ops**
//!   (`isnan`, `isinf`, `isfinite`, `isnormal`), which fold scalars and
//!   splats only, as `mlir-opt-22` does.
//!
//! `cbrt`, `rsqrt`, `fpowi`, `fma` and `clampf` have no fold in MLIR 22.

use sigil_numeric::{float_from_f64, float_to_f64, is_finite, is_inf, is_nan, is_zero, FloatKind};

use super::float::{default_nan, floats, make};
use super::values::{fold_binary, fold_cast, ints, mask, sext, Lanes};
use super::{FoldCx, FoldResult, Folded, Hook};

/// Declares C library functions of one float argument and their wrappers
/// over bits: `None` for a kind the library has no function for.
macro_rules! libm {
    ($($name:ident: $f32:ident, $f64:ident;)*) => {
        /// The C library's functions, by their C names.
        mod c {
            extern "C" {
                $(pub fn $f32(x: f32) -> f32; pub fn $f64(x: f64) -> f64;)*
                pub fn atan2f(y: f32, x: f32) -> f32;
                pub fn atan2(y: f64, x: f64) -> f64;
                pub fn powf(x: f32, y: f32) -> f32;
                pub fn pow(x: f64, y: f64) -> f64;
            }
        }
        $(
            fn $name(k: FloatKind, bits: u128) -> Option<u128> {
                Some(match k {
                    // SAFETY: the C library's functions of one float are
                    // defined for every input, NaNs and infinities included.
                    FloatKind::F32 => unsafe { c::$f32(f32::from_bits(bits as u32)) }.to_bits() as u128,
                    // SAFETY: as above.
                    FloatKind::F64 => unsafe { c::$f64(f64::from_bits(bits as u64)) }.to_bits() as u128,
                    _ => return None,
                })
            }
        )*
    };
}

libm! {
    acos: acosf, acos; acosh: acoshf, acosh; asin: asinf, asin; asinh: asinhf, asinh;
    atan: atanf, atan; atanh: atanhf, atanh; cos: cosf, cos; cosh: coshf, cosh;
    erf: erff, erf; erfc: erfcf, erfc; exp: expf, exp; exp2: exp2f, exp2;
    expm1: expm1f, expm1; log: logf, log; log10: log10f, log10; log1p: log1pf, log1p;
    log2: log2f, log2; round: roundf, round; sin: sinf, sin; sinh: sinhf, sinh;
    sqrt: sqrtf, sqrt; tan: tanf, tan; tanh: tanhf, tanh; trunc: truncf, trunc;
}

pub(super) fn hook(name: &[u8]) -> Option<Hook> {
    let name = name.strip_prefix(b"math.")?;
    let hook: Hook = match name {
        b"acos" => |cx| unary(cx, acos),
        b"acosh" => |cx| unary(cx, acosh),
        b"asin" => |cx| unary(cx, asin),
        b"asinh" => |cx| unary(cx, asinh),
        b"atan" => |cx| unary(cx, atan),
        b"atanh" => |cx| unary(cx, atanh),
        b"cos" => |cx| unary(cx, cos),
        b"cosh" => |cx| unary(cx, cosh),
        b"erf" => |cx| unary(cx, erf),
        b"erfc" => |cx| unary(cx, erfc),
        b"exp" => |cx| unary(cx, exp),
        b"exp2" => |cx| unary(cx, exp2),
        b"expm1" => |cx| unary(cx, expm1),
        b"round" => |cx| unary(cx, round),
        b"sin" => |cx| unary(cx, sin),
        b"sinh" => |cx| unary(cx, sinh),
        b"tan" => |cx| unary(cx, tan),
        b"tanh" => |cx| unary(cx, tanh),
        b"trunc" => |cx| unary(cx, trunc),
        b"sqrt" => |cx| unary(cx, |k, b| non_negative(k, b).and_then(|b| sqrt(k, b))),
        b"log" => |cx| unary(cx, |k, b| non_negative(k, b).and_then(|b| log(k, b))),
        b"log2" => |cx| unary(cx, |k, b| non_negative(k, b).and_then(|b| log2(k, b))),
        b"log10" => |cx| unary(cx, |k, b| non_negative(k, b).and_then(|b| log10(k, b))),
        b"log1p" => |cx| unary(cx, log1p_guarded),
        b"atan2" => |cx| binary(cx, atan2_bits),
        b"powf" => |cx| binary(cx, pow_bits),
        b"absf" => |cx| unary(cx, |k, b| Some(b & !sign_bit(k))),
        b"copysign" => |cx| binary(cx, |k, a, b| Some(a & !sign_bit(k) | b & sign_bit(k))),
        b"ceil" => |cx| unary(cx, |k, b| integral(k, b, f64::ceil)),
        b"floor" => |cx| unary(cx, |k, b| integral(k, b, f64::floor)),
        b"roundeven" => |cx| unary(cx, |k, b| integral(k, b, f64::round_ties_even)),
        b"isnan" => |cx| classify(cx, is_nan),
        b"isinf" => |cx| classify(cx, is_inf),
        b"isfinite" => |cx| classify(cx, is_finite),
        b"isnormal" => |cx| classify(cx, is_normal),
        b"absi" => |cx| int_unary(cx, |v, w| (sext(v, w).unsigned_abs()) & mask(w)),
        b"ctlz" => |cx| int_unary(cx, |v, w| u128::from(v.leading_zeros() - (128 - w))),
        b"cttz" => |cx| int_unary(cx, |v, w| u128::from(v.trailing_zeros().min(w))),
        b"ctpop" => |cx| int_unary(cx, |v, _| u128::from(v.count_ones())),
        b"ipowi" => ipowi,
        _ => return None,
    };
    Some(hook)
}

fn sign_bit(k: FloatKind) -> u128 {
    1 << (k.bit_width() - 1)
}

/// `bits` if the value is not negative (APFloat's `isNegative`: the sign
/// bit, so `-0` and negative NaNs too).
fn non_negative(k: FloatKind, bits: u128) -> Option<u128> {
    (bits & sign_bit(k) == 0).then_some(bits)
}

/// `log1p`, unless `x + 1` (in the operand's type) is negative.
fn log1p_guarded(k: FloatKind, bits: u128) -> Option<u128> {
    let sum_negative = match k {
        FloatKind::F32 => (f32::from_bits(bits as u32) + 1.0).is_sign_negative(),
        FloatKind::F64 => (f64::from_bits(bits as u64) + 1.0).is_sign_negative(),
        _ => return None,
    };
    if sum_negative {
        return None;
    }
    log1p(k, bits)
}

fn atan2_bits(k: FloatKind, y: u128, x: u128) -> Option<u128> {
    if is_zero(k, y) && is_zero(k, x) {
        return Some(default_nan(k));
    }
    Some(match k {
        // SAFETY: `atan2f`/`atan2` are defined for every pair of floats.
        FloatKind::F32 => unsafe { c::atan2f(f32::from_bits(y as u32), f32::from_bits(x as u32)) }
            .to_bits() as u128,
        // SAFETY: as above.
        FloatKind::F64 => unsafe { c::atan2(f64::from_bits(y as u64), f64::from_bits(x as u64)) }
            .to_bits() as u128,
        _ => return None,
    })
}

fn pow_bits(k: FloatKind, a: u128, b: u128) -> Option<u128> {
    Some(match k {
        // SAFETY: `powf`/`pow` are defined for every pair of floats.
        FloatKind::F32 => {
            unsafe { c::powf(f32::from_bits(a as u32), f32::from_bits(b as u32)) }.to_bits() as u128
        }
        // SAFETY: as above.
        FloatKind::F64 => {
            unsafe { c::pow(f64::from_bits(a as u64), f64::from_bits(b as u64)) }.to_bits() as u128
        }
        _ => return None,
    })
}

/// APFloat's `roundToIntegral`: exact through `f64` (every integral value
/// of the folded kinds is one), a NaN quieted.
fn integral(k: FloatKind, bits: u128, f: fn(f64) -> f64) -> Option<u128> {
    if is_nan(k, bits) {
        return Some(bits | 1 << (k.precision() - 2));
    }
    Some(float_from_f64(k, f(float_to_f64(k, bits))))
}

/// APFloat's `isNormal`: finite, not zero, not subnormal.
fn is_normal(k: FloatKind, bits: u128) -> bool {
    let smallest_normal = match k {
        FloatKind::F16 => 2f64.powi(-14),
        FloatKind::F64 => 2f64.powi(-1022),
        _ => 2f64.powi(-126),
    };
    is_finite(k, bits) && float_to_f64(k, bits).abs() >= smallest_normal
}

fn one(a: sigil_ir::Attr) -> Option<Folded> {
    Some(Folded::Results(smallvec::smallvec![FoldResult::Attr(a)]))
}

/// MLIR's `constFoldUnaryOpConditional<FloatAttr>`: each element through
/// `f`, the op kept if one gives `None`.
fn unary(cx: &mut FoldCx<'_>, f: fn(FloatKind, u128) -> Option<u128>) -> Option<Folded> {
    let x = floats(cx.ctx, cx.attr(0)?)?;
    let k = x.kind;
    let lanes = match x.lanes {
        Lanes::Scalar(b) => Lanes::Scalar(f(k, b)?),
        Lanes::Splat(b) => Lanes::Splat(f(k, b)?),
        Lanes::Dense(vs) => Lanes::Dense(vs.into_iter().map(|b| f(k, b)).collect::<Option<_>>()?),
    };
    let a = make(cx.ctx, x.ty, k, lanes);
    one(a)
}

/// MLIR's `constFoldBinaryOpConditional<FloatAttr>`: two scalars, two
/// splats, or two constants of the same elements.
fn binary(cx: &mut FoldCx<'_>, f: fn(FloatKind, u128, u128) -> Option<u128>) -> Option<Folded> {
    let x = floats(cx.ctx, cx.attr(0)?)?;
    let y = floats(cx.ctx, cx.attr(1)?)?;
    let k = x.kind;
    if y.kind != k {
        return None;
    }
    let lanes = match (&x.lanes, &y.lanes) {
        (Lanes::Scalar(a), Lanes::Scalar(b)) => Lanes::Scalar(f(k, *a, *b)?),
        (Lanes::Splat(a), Lanes::Splat(b)) => Lanes::Splat(f(k, *a, *b)?),
        (Lanes::Scalar(_), _) | (_, Lanes::Scalar(_)) => return None,
        (a, b) => {
            let n = super::values::static_elements(cx.ctx, x.ty)?;
            let get = |l: &Lanes, i: usize| match l {
                Lanes::Splat(v) | Lanes::Scalar(v) => *v,
                Lanes::Dense(vs) => vs[i],
            };
            let out = (0..n).map(|i| f(k, get(a, i), get(b, i)));
            Lanes::Dense(out.collect::<Option<_>>()?)
        }
    };
    let a = make(cx.ctx, x.ty, k, lanes);
    one(a)
}

/// A classification of a scalar or splat constant, as `i1`s of the
/// result's shape (a dense operand stays, as in MLIR).
fn classify(cx: &mut FoldCx<'_>, pred: fn(FloatKind, u128) -> bool) -> Option<Folded> {
    let x = floats(cx.ctx, cx.attr(0)?)?;
    let ty = cx.result_type();
    let lanes = match x.lanes {
        Lanes::Scalar(b) => Lanes::Scalar(pred(x.kind, b) as u128),
        Lanes::Splat(b) => Lanes::Splat(pred(x.kind, b) as u128),
        Lanes::Dense(_) => return None,
    };
    let a = super::values::make_ints(cx.ctx, ty, 1, lanes);
    one(a)
}

/// An integer op of one operand, element by element (value, width).
fn int_unary(cx: &mut FoldCx<'_>, f: fn(u128, u32) -> u128) -> Option<Folded> {
    let a = cx.attr(0)?;
    let x = ints(cx.ctx, a)?;
    let folded = fold_cast(cx.ctx, a, x.ty, x.width, f)?;
    one(folded)
}

/// `math.ipowi`: a negative power gives 1, -1 or 0 by the base (0 to a
/// negative power is left), a positive one by repeated squaring, wrapping.
fn ipowi(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let (a, b) = (cx.attr(0)?, cx.attr(1)?);
    let folded = fold_binary(cx.ctx, a, b, |base, power, w| {
        let m = mask(w);
        let minus_one = m;
        if power == 0 {
            return Some(1 & m);
        }
        if sext(power, w) < 0 {
            return match base {
                0 => None,
                1 => Some(1),
                b if b != minus_one => Some(0),
                _ if power & 1 == 1 => Some(minus_one),
                _ => Some(1 & m),
            };
        }
        let (mut result, mut base, mut power) = (1u128 & m, base, power);
        loop {
            if power & 1 == 1 {
                result = result.wrapping_mul(base) & m;
            }
            power >>= 1;
            if power == 0 {
                return Some(result);
            }
            base = base.wrapping_mul(base) & m;
        }
    })?;
    one(folded)
}
