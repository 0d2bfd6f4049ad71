//! Scalar semantics that take more than one line: float ops on any of the
//! VM's float kinds with MLIR's rules (NaN handling of `maximumf` vs
//! `maxnumf`, rounding of `truncf` in each mode), integer ops on any width
//! (extended multiplication, bit counts, integer powers) and conversions
//! between the two. f16 and bf16 compute in f32 and round once, as LLVM
//! lowers them (exact for `+ - * /` and `sqrt`, whose f32 results round
//! correctly to the narrower format).
//!
//! The math functions are the C library's (`sinf`, `erf`, ...), the ones
//! MLIR's own lowering calls, so results match `mlir-runner` bit for bit.

use half::{bf16, f16};

use crate::bytecode::{BitOp, FBinOp, FClass, FTy, FUnOp, Rounding};
use crate::value::{sext, zext};

// The C library's routines MLIR's lowering calls where Rust's standard
// library computes the function itself, with other bits (Rust's `asinh`,
// `acosh` and `atanh` are formulas over `ln`/`ln_1p`, off by an ulp from the
// C library's on some inputs).
extern "C" {
    fn erf(x: f64) -> f64;
    fn erfc(x: f64) -> f64;
    fn erff(x: f32) -> f32;
    fn erfcf(x: f32) -> f32;
    fn asinh(x: f64) -> f64;
    fn acosh(x: f64) -> f64;
    fn atanh(x: f64) -> f64;
    fn asinhf(x: f32) -> f32;
    fn acoshf(x: f32) -> f32;
    fn atanhf(x: f32) -> f32;
}

/// A float of kind `t` held in slot bits, widened to f64 (exact).
#[inline]
pub fn to_f64(t: FTy, bits: u64) -> f64 {
    match t {
        FTy::F16 => f16::from_bits(bits as u16).to_f64(),
        FTy::BF16 => bf16::from_bits(bits as u16).to_f64(),
        FTy::F32 => f32::from_bits(bits as u32) as f64,
        FTy::F64 => f64::from_bits(bits),
        _ => small_table(t)[(bits & 0xff) as usize],
    }
}

/// Every value of a kind of 8 bits or fewer, by its bits, as f64.
/// NaNs are the quiet f64 NaN: no small kind's payload survives widening.
fn small_table(t: FTy) -> &'static [f64; 256] {
    static TABLES: [std::sync::OnceLock<[f64; 256]>; 15] =
        [const { std::sync::OnceLock::new() }; 15];
    TABLES[t as usize].get_or_init(|| {
        let k = t.kind();
        let mask = (1u128 << t.bits()) - 1;
        std::array::from_fn(|b| {
            let bits = b as u128 & mask;
            // A NaN stays NaN. (APFloat's conversion, which the folders
            // follow, turns f8E8M0FNU's NaN into infinity; the run-time
            // lowering, `arith-expand`'s, keeps it NaN.)
            if sigil_numeric::is_nan(k, bits) {
                f64::NAN
            } else {
                sigil_numeric::float_to_f64(k, bits)
            }
        })
    })
}

/// An f64 rounded (to nearest, ties to even) to a kind of 8 bits or
/// fewer, as MLIR's `APFloat` converts and `mlir-opt-22` folds: a value
/// past the largest finite one becomes infinity, or NaN for a kind with
/// NaN but no infinity; f8E8M0FNU, with no zero and no sign, takes the
/// magnitude and gives its smallest value for zero.
fn small_from_f64(t: FTy, v: f64) -> u64 {
    // A NaN in a kind without one is +0, as MLIR's folder converts it.
    if v.is_nan() && !t.kind().has_nan() {
        return 0;
    }
    sigil_numeric::float_from_f64(t.kind(), v) as u64
}

/// A float of kind `t` (not f64) as f32 (exact).
#[inline]
fn to_f32(t: FTy, bits: u64) -> f32 {
    match t {
        FTy::F16 => f16::from_bits(bits as u16).to_f32(),
        FTy::BF16 => bf16::from_bits(bits as u16).to_f32(),
        FTy::F32 => f32::from_bits(bits as u32),
        FTy::F64 => f64::from_bits(bits) as f32,
        // Exact: every small kind fits in f32.
        _ => to_f64(t, bits) as f32,
    }
}

/// An f32 rounded (to nearest, ties to even) to kind `t`, as slot bits.
#[inline]
fn from_f32(t: FTy, v: f32) -> u64 {
    match t {
        FTy::F16 => f16::from_f32(v).to_bits() as u64,
        FTy::BF16 => bf16::from_f32(v).to_bits() as u64,
        FTy::F32 => v.to_bits() as u64,
        FTy::F64 => (v as f64).to_bits(),
        _ => small_from_f64(t, v as f64),
    }
}

/// An f64 rounded (to nearest, ties to even) to kind `t`, as slot bits.
#[inline]
pub fn from_f64(t: FTy, v: f64) -> u64 {
    match t {
        FTy::F16 => f16::from_f64(v).to_bits() as u64,
        FTy::BF16 => bf16::from_f64(v).to_bits() as u64,
        FTy::F32 => (v as f32).to_bits() as u64,
        FTy::F64 => v.to_bits(),
        _ => small_from_f64(t, v),
    }
}

/// `maximumf`: NaN if either is NaN, and +0 above -0.
pub(crate) fn maximum(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        return f64::NAN;
    }
    if a == b {
        // Equal: differs only for zeros of opposite sign.
        return if a.is_sign_negative() { b } else { a };
    }
    a.max(b)
}

fn minimum(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        return f64::NAN;
    }
    if a == b {
        return if a.is_sign_negative() { a } else { b };
    }
    a.min(b)
}

/// `maxnumf`: the other operand if one is NaN. MLIR leaves which zero
/// `maxnumf(-0, +0)` gives open; sigil gives +0 (and -0 for `minnumf`).
fn maxnum(a: f64, b: f64) -> f64 {
    if a.is_nan() {
        return b;
    }
    if b.is_nan() {
        return a;
    }
    maximum(a, b)
}

fn minnum(a: f64, b: f64) -> f64 {
    if a.is_nan() {
        return b;
    }
    if b.is_nan() {
        return a;
    }
    minimum(a, b)
}

/// Binary float op on slot bits.
pub fn fbin(t: FTy, op: FBinOp, a: u64, b: u64) -> u64 {
    match op {
        FBinOp::Maximum | FBinOp::Minimum | FBinOp::MaxNum | FBinOp::MinNum => {
            let (x, y) = (to_f64(t, a), to_f64(t, b));
            let r = match op {
                FBinOp::Maximum => maximum(x, y),
                FBinOp::Minimum => minimum(x, y),
                FBinOp::MaxNum => maxnum(x, y),
                _ => minnum(x, y),
            };
            // The result is one of the operands, a NaN one made quiet
            // (the first when both are).
            if r.is_nan() {
                let quiet = match t {
                    FTy::F16 => 1u64 << 9,
                    FTy::BF16 => 1u64 << 6,
                    FTy::F32 => 1u64 << 22,
                    FTy::F64 => 1u64 << 51,
                    // Small kinds have one NaN (or a few, all alike).
                    _ => return from_f64(t, f64::NAN),
                };
                return if x.is_nan() { a | quiet } else { b | quiet };
            }
            if r.to_bits() == x.to_bits() {
                a
            } else {
                b
            }
        }
        FBinOp::CopySign if t.is_small() => {
            // Through values: a kind may have no sign, or no negative zero.
            let (x, y) = (to_f64(t, a), to_f64(t, b));
            from_f64(t, x.copysign(y))
        }
        FBinOp::CopySign => {
            let sign = 1u64 << (t.bits() - 1);
            (a & !sign) | (b & sign)
        }
        _ if t == FTy::F64 => {
            let (x, y) = (f64::from_bits(a), f64::from_bits(b));
            let r = match op {
                FBinOp::Add => x + y,
                FBinOp::Sub => x - y,
                FBinOp::Mul => x * y,
                FBinOp::Div => x / y,
                FBinOp::Rem => x % y,
                FBinOp::Pow => x.powf(y),
                FBinOp::Atan2 => x.atan2(y),
                _ => unreachable!(),
            };
            r.to_bits()
        }
        _ => {
            let (x, y) = (to_f32(t, a), to_f32(t, b));
            let r = match op {
                FBinOp::Add => x + y,
                FBinOp::Sub => x - y,
                FBinOp::Mul => x * y,
                FBinOp::Div => x / y,
                FBinOp::Rem => x % y,
                FBinOp::Pow => x.powf(y),
                FBinOp::Atan2 => x.atan2(y),
                _ => unreachable!(),
            };
            from_f32(t, r)
        }
    }
}

/// Unary float op on slot bits. (`#[inline]`: the native tier's helpers
/// for one fixed operation fold the dispatch away.)
#[inline]
pub fn fun(t: FTy, op: FUnOp, a: u64) -> u64 {
    if (op == FUnOp::Neg || op == FUnOp::Abs) && t.is_small() {
        // Through values: a kind may have no sign, or no negative zero.
        let x = to_f64(t, a);
        return from_f64(t, if op == FUnOp::Neg { -x } else { x.abs() });
    }
    if op == FUnOp::Neg || op == FUnOp::Abs {
        let sign = 1u64 << (t.bits() - 1);
        return if op == FUnOp::Neg {
            a ^ sign
        } else {
            a & !sign
        };
    }
    if t == FTy::F64 {
        let x = f64::from_bits(a);
        // Rounding a NaN quiets it, as the SSE4.1 instruction the native
        // tier uses does (the C library's may return a signalling NaN as
        // it is).
        let q = || f64::from_bits(a | 1 << 51);
        let r = match op {
            FUnOp::Ceil | FUnOp::Floor | FUnOp::RoundEven | FUnOp::Trunc if x.is_nan() => q(),
            FUnOp::Ceil => x.ceil(),
            FUnOp::Floor => x.floor(),
            FUnOp::Round => x.round(),
            FUnOp::RoundEven => x.round_ties_even(),
            FUnOp::Trunc => x.trunc(),
            FUnOp::Sqrt => x.sqrt(),
            FUnOp::Rsqrt => 1.0 / x.sqrt(),
            FUnOp::Cbrt => x.cbrt(),
            FUnOp::Exp => x.exp(),
            FUnOp::Exp2 => x.exp2(),
            FUnOp::Expm1 => x.exp_m1(),
            FUnOp::Log => x.ln(),
            FUnOp::Log2 => x.log2(),
            FUnOp::Log10 => x.log10(),
            FUnOp::Log1p => x.ln_1p(),
            FUnOp::Sin => x.sin(),
            FUnOp::Cos => x.cos(),
            FUnOp::Tan => x.tan(),
            FUnOp::Asin => x.asin(),
            FUnOp::Acos => x.acos(),
            FUnOp::Atan => x.atan(),
            FUnOp::Sinh => x.sinh(),
            FUnOp::Cosh => x.cosh(),
            FUnOp::Tanh => x.tanh(),
            // SAFETY: pure functions of a double in the C library, defined
            // for every input (NaN outside the domain).
            FUnOp::Asinh => unsafe { asinh(x) },
            // SAFETY: as above.
            FUnOp::Acosh => unsafe { acosh(x) },
            // SAFETY: as above.
            FUnOp::Atanh => unsafe { atanh(x) },
            // SAFETY: `erf`/`erfc` of the C library are pure functions of
            // a double, defined for every input.
            FUnOp::Erf => unsafe { erf(x) },
            // SAFETY: as above.
            FUnOp::Erfc => unsafe { erfc(x) },
            FUnOp::Neg | FUnOp::Abs => unreachable!(),
        };
        return r.to_bits();
    }
    let x = to_f32(t, a);
    let r = match op {
        // As for f64 above.
        FUnOp::Ceil | FUnOp::Floor | FUnOp::RoundEven | FUnOp::Trunc if x.is_nan() => {
            f32::from_bits(x.to_bits() | 1 << 22)
        }
        FUnOp::Ceil => x.ceil(),
        FUnOp::Floor => x.floor(),
        FUnOp::Round => x.round(),
        FUnOp::RoundEven => x.round_ties_even(),
        FUnOp::Trunc => x.trunc(),
        FUnOp::Sqrt => x.sqrt(),
        FUnOp::Rsqrt => 1.0 / x.sqrt(),
        FUnOp::Cbrt => x.cbrt(),
        FUnOp::Exp => x.exp(),
        FUnOp::Exp2 => x.exp2(),
        FUnOp::Expm1 => x.exp_m1(),
        FUnOp::Log => x.ln(),
        FUnOp::Log2 => x.log2(),
        FUnOp::Log10 => x.log10(),
        FUnOp::Log1p => x.ln_1p(),
        FUnOp::Sin => x.sin(),
        FUnOp::Cos => x.cos(),
        FUnOp::Tan => x.tan(),
        FUnOp::Asin => x.asin(),
        FUnOp::Acos => x.acos(),
        // fdlibm's `atanf`, written once for every tier (the native tier
        // runs it on vectors): see `sigil_kernels::math`.
        FUnOp::Atan => sigil_kernels::math::atan_f32(x),
        FUnOp::Sinh => x.sinh(),
        FUnOp::Cosh => x.cosh(),
        FUnOp::Tanh => x.tanh(),
        // SAFETY: pure functions of a float in the C library, defined for
        // every input (NaN outside the domain).
        FUnOp::Asinh => unsafe { asinhf(x) },
        // SAFETY: as above.
        FUnOp::Acosh => unsafe { acoshf(x) },
        // SAFETY: as above.
        FUnOp::Atanh => unsafe { atanhf(x) },
        // SAFETY: `erff`/`erfcf` of the C library are pure functions of a
        // float, defined for every input.
        FUnOp::Erf => unsafe { erff(x) },
        // SAFETY: as above.
        FUnOp::Erfc => unsafe { erfcf(x) },
        FUnOp::Neg | FUnOp::Abs => unreachable!(),
    };
    from_f32(t, r)
}

/// `math.isnan` and friends, as an i1 slot.
pub fn classify(t: FTy, c: FClass, a: u64) -> u64 {
    let x = to_f64(t, a);
    let r = match c {
        FClass::IsNan => x.is_nan(),
        FClass::IsInf => x.is_infinite(),
        FClass::IsFinite => x.is_finite(),
        FClass::IsNormal => match t {
            FTy::F16 => f16::from_bits(a as u16).is_normal(),
            FTy::BF16 => bf16::from_bits(a as u16).is_normal(),
            FTy::F32 => f32::from_bits(a as u32).is_normal(),
            FTy::F64 => x.is_normal(),
            _ => {
                // Normal: a nonzero exponent field (sign, exponent, then
                // `precision - 1` mantissa bits; f8E8M0FNU is all exponent).
                let p = t.kind().precision();
                let field = (a >> (p - 1)) & ((1u64 << (t.bits() - p)) - 1);
                x.is_finite() && (p == 1 || (x != 0.0 && field != 0))
            }
        },
    };
    bool_slot(r)
}

/// An i1 slot: all ones for true.
#[inline(always)]
pub fn bool_slot(b: bool) -> u64 {
    (b as u64).wrapping_neg()
}

pub fn fma(t: FTy, a: u64, b: u64, c: u64) -> u64 {
    match t {
        FTy::F64 => f64::from_bits(a)
            .mul_add(f64::from_bits(b), f64::from_bits(c))
            .to_bits(),
        FTy::F32 => f32::from_bits(a as u32)
            .mul_add(f32::from_bits(b as u32), f32::from_bits(c as u32))
            .to_bits() as u64,
        _ => from_f64(t, to_f64(t, a).mul_add(to_f64(t, b), to_f64(t, c))),
    }
}

/// `math.fpowi`: a float to an integer power (repeated squaring, as LLVM's
/// `powi`).
pub fn fpowi(t: FTy, a: u64, b: u64) -> u64 {
    let n = b as i64 as i32;
    match t {
        FTy::F64 => f64::from_bits(a).powi(n).to_bits(),
        _ => from_f32(t, to_f32(t, a).powi(n)),
    }
}

/// `math.clampf`.
pub fn clamp(t: FTy, a: u64, lo: u64, hi: u64) -> u64 {
    let m = fbin(t, FBinOp::Maximum, a, lo);
    fbin(t, FBinOp::Minimum, m, hi)
}

/// An integer of width `w` (sign-extended slot) to float kind `t`.
pub fn itof(t: FTy, a: u64, w: u8, signed: bool) -> u64 {
    if signed {
        let v = a as i64;
        match t {
            FTy::F32 => (v as f32).to_bits() as u64,
            FTy::F64 => (v as f64).to_bits(),
            _ => from_f64(t, v as f64),
        }
    } else {
        let v = zext(a, w as u32);
        match t {
            FTy::F32 => (v as f32).to_bits() as u64,
            FTy::F64 => (v as f64).to_bits(),
            _ => from_f64(t, v as f64),
        }
    }
}

/// A float to an integer of width `w`: toward zero; out-of-range values
/// saturate and NaN gives 0 (MLIR: poison).
pub fn ftoi(t: FTy, a: u64, w: u8, signed: bool) -> u64 {
    let x = to_f64(t, a).trunc();
    let w = w as u32;
    if x.is_nan() {
        return 0;
    }
    if signed {
        let (lo, hi) = if w >= 64 {
            (i64::MIN, i64::MAX)
        } else {
            (-(1i64 << (w - 1)), (1i64 << (w - 1)) - 1)
        };
        let v = if x <= lo as f64 {
            lo
        } else if x >= hi as f64 {
            hi
        } else {
            x as i64
        };
        v as u64
    } else {
        let hi = if w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
        let v = if x <= 0.0 {
            0
        } else if x >= hi as f64 {
            hi
        } else {
            x as u64
        };
        sext(v, w)
    }
}

/// Float to float conversion with a rounding mode.
pub fn fconv(from: FTy, to: FTy, a: u64, r: Rounding) -> u64 {
    let x = to_f64(from, a);
    let nearest = from_f64(to, x);
    if r == Rounding::NearestEven || x.is_nan() || x.is_infinite() {
        return nearest;
    }
    let y = to_f64(to, nearest);
    if y == x || y.is_nan() {
        return nearest;
    }
    // The neighbour of `nearest` on the other side of `x`.
    let other = |bits: u64, up: bool| -> u64 {
        let v = to_f64(to, bits);
        let (step_up, sign_bit) = match to {
            FTy::F16 | FTy::BF16 => (1u64, 1u64 << 15),
            FTy::F32 => (1, 1 << 31),
            FTy::F64 => (1, 1 << 63),
            _ => (1, 1 << (to.bits() - 1)),
        };
        let _ = step_up;
        if v == 0.0 {
            // Smallest subnormal of the wanted sign.
            return if up { 1 } else { sign_bit | 1 };
        }
        let away = (v > 0.0) == up;
        if away {
            bits + 1
        } else {
            bits - 1
        }
    };
    match r {
        Rounding::Downward if y > x => other(nearest, false),
        Rounding::Upward if y < x => other(nearest, true),
        Rounding::TowardZero if y.abs() > x.abs() => other(nearest, x < 0.0),
        Rounding::NearestAway => {
            // Ties go away from zero; `nearest` broke them to even.
            let alt = if y > x {
                other(nearest, false)
            } else {
                other(nearest, true)
            };
            let z = to_f64(to, alt);
            if (z - x).abs() == (y - x).abs() && z.abs() > y.abs() {
                alt
            } else {
                nearest
            }
        }
        _ => nearest,
    }
}

/// `math.ctlz` / `cttz` / `ctpop` / `absi` on width `w`.
pub fn bits(op: BitOp, a: u64, w: u8) -> u64 {
    let w = w as u32;
    let z = zext(a, w);
    match op {
        BitOp::Ctlz => (z.leading_zeros() - (64 - w)) as u64,
        BitOp::Cttz => {
            if z == 0 {
                w as u64
            } else {
                z.trailing_zeros() as u64
            }
        }
        BitOp::Ctpop => z.count_ones() as u64,
        BitOp::Abs => sext((a as i64).wrapping_abs() as u64, w),
    }
}

/// `arith.mulsi_extended` / `mului_extended`: (low, high) halves.
pub fn mul_extended(a: u64, b: u64, w: u8, signed: bool) -> (u64, u64) {
    let w = w as u32;
    let p: u128 = if signed {
        ((a as i64 as i128) * (b as i64 as i128)) as u128
    } else {
        (zext(a, w) as u128) * (zext(b, w) as u128)
    };
    (sext(p as u64, w), sext((p >> w) as u64, w))
}

/// `arith.addui_extended`: (sum, carry).
pub fn add_extended(a: u64, b: u64, w: u8) -> (u64, u64) {
    let w = w as u32;
    let s = zext(a, w) as u128 + zext(b, w) as u128;
    (sext(s as u64, w), bool_slot(s >> w != 0))
}

/// `math.ipowi`: wrapping integer power. A negative exponent gives the
/// integer part of `1 / a^-b`: 1 for a = 1, ±1 for a = -1, 0 otherwise
/// (and 0 for a = 0, where MLIR divides by zero).
pub fn ipow(a: u64, b: u64, sh: u8) -> u64 {
    let (base, exp) = (a as i64, b as i64);
    if exp < 0 {
        return match base {
            1 => 1,
            -1 => {
                if exp % 2 == 0 {
                    1
                } else {
                    u64::MAX
                }
            }
            _ => 0,
        };
    }
    let mut result: i64 = 1;
    let mut base = base;
    let mut e = exp as u64;
    while e > 0 {
        if e & 1 == 1 {
            result = result.wrapping_mul(base);
        }
        base = base.wrapping_mul(base);
        e >>= 1;
    }
    sext(result as u64, 64 - sh as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rounding a signalling NaN gives it quiet, payload and sign kept,
    /// whatever the C library does (the native tier's instructions do so).
    #[test]
    fn rounding_quiets_nans() {
        for op in [FUnOp::Floor, FUnOp::Ceil, FUnOp::Trunc, FUnOp::RoundEven] {
            assert_eq!(fun(FTy::F32, op, 0x7f80_0001), 0x7fc0_0001, "{op:?}");
            assert_eq!(fun(FTy::F32, op, 0xff80_0123), 0xffc0_0123, "{op:?}");
            assert_eq!(
                fun(FTy::F64, op, 0x7ff0_0000_0000_0001),
                0x7ff8_0000_0000_0001,
                "{op:?}"
            );
            assert_eq!(
                fun(FTy::F32, op, 2.5f32.to_bits() as u64),
                f32::to_bits(match op {
                    FUnOp::Floor | FUnOp::Trunc | FUnOp::RoundEven => 2.0,
                    _ => 3.0,
                }) as u64
            );
        }
    }
}
