//! Rounding an exact binary value into a format, as LLVM's
//! `IEEEFloat::normalize` does with round-to-nearest-ties-to-even.
//!
//! Every conversion in the crate (decimal parsing, `double` to another
//! format) reduces its input to `n * 2^e` plus a sticky flag meaning "some
//! non-zero amount below the lowest bit of `n` was dropped", and calls
//! [`round`]. The format-specific behaviour lives here: overflow to infinity,
//! NaN or the largest value; the all-ones NaN of `f8E4M3FN`; zero
//! canonicalisation for formats without -0 or without 0; and the tie rule
//! looking at bit 0 of the significand, which for the one-bit significand of
//! `f8E8M0FNU` is the integer bit, so its ties round up.

use crate::kind::{mask, NanEncoding, NonFinite, Semantics};
use crate::unpacked::{Category, Unpacked};
use num_bigint::BigUint;

/// Overflow as `handleOverflow` does in round-to-nearest.
fn overflow(sem: &Semantics, sign: bool) -> Unpacked {
    match sem.non_finite {
        NonFinite::FiniteOnly => Unpacked::largest(sem, sign),
        _ => Unpacked::inf(sem, sign),
    }
}

fn all_ones_nan_overflow(sem: &Semantics, exp: i32, sig: u128) -> bool {
    sem.non_finite == NonFinite::NanOnly
        && sem.nan_encoding == NanEncoding::AllOnes
        && sem.precision > 1
        && exp == sem.max_exp
        && sig == mask(sem.precision)
}

/// Rounds `n * 2^e` (plus a sticky tail when `sticky`) to the nearest value
/// of `sem`, ties to even.
pub(crate) fn round(sem: &Semantics, sign: bool, n: u128, e: i64, sticky: bool) -> Unpacked {
    if n == 0 {
        return Unpacked::zero(sem, sign);
    }
    let p = sem.precision as i64;
    let omsb = 128 - n.leading_zeros() as i64;
    let msb_exp = e + omsb - 1;
    if msb_exp > sem.max_exp as i64 {
        return overflow(sem, sign);
    }
    let mut exp = msb_exp.max(sem.min_exp as i64);
    // Weight of the lowest kept bit, and how far `n` must move to land there.
    let shift = (exp - (p - 1)) - e;
    let (mut sig, half, rest) = if shift <= 0 {
        // Exact: shifting left never exceeds `p` bits here.
        (n << (-shift) as u32, false, sticky)
    } else if shift > 128 {
        (0, false, true)
    } else {
        let s = shift as u32;
        let kept = if s == 128 { 0 } else { n >> s };
        let half = (n >> (s - 1)) & 1 == 1;
        let rest = (n & mask(s - 1)) != 0 || sticky;
        (kept, half, rest)
    };
    if all_ones_nan_overflow(sem, exp as i32, sig) {
        return overflow(sem, sign);
    }
    if half && (rest || sig & 1 == 1) {
        sig += 1;
        if sig >> p != 0 {
            sig >>= 1;
            exp += 1;
            if exp > sem.max_exp as i64 {
                return overflow(sem, sign);
            }
        }
        if all_ones_nan_overflow(sem, exp as i32, sig) {
            return overflow(sem, sign);
        }
    }
    if sig == 0 {
        return Unpacked::zero(sem, sign);
    }
    Unpacked {
        cat: Category::Normal,
        sign,
        exp: exp as i32,
        sig,
    }
}

/// [`round`] for a value too wide for `u128`: keeps the top 126 bits and
/// folds the rest into the sticky flag, which loses nothing since no format
/// has more than 113 bits of precision.
pub(crate) fn round_big(
    sem: &Semantics,
    sign: bool,
    n: &BigUint,
    e: i64,
    sticky: bool,
) -> Unpacked {
    let bits = n.bits();
    if bits <= 126 {
        let small = u128::try_from(n).unwrap_or(0);
        return round(sem, sign, small, e, sticky);
    }
    let drop = bits - 126;
    let top: BigUint = n >> drop;
    let lost = n.trailing_zeros().is_some_and(|tz| tz < drop);
    round(
        sem,
        sign,
        u128::try_from(&top).unwrap_or(0),
        e + drop as i64,
        sticky || lost,
    )
}

/// Converts an unpacked value of one format to another (`IEEEFloat::convert`
/// with round-to-nearest-even).
pub(crate) fn convert(from: &Semantics, to: &Semantics, u: &Unpacked) -> Unpacked {
    match u.cat {
        Category::Normal => {
            let e = u.exp as i64 - (from.precision as i64 - 1);
            round(to, u.sign, u.sig, e, false)
        }
        Category::Zero => Unpacked::zero(to, u.sign),
        Category::Inf => Unpacked::inf(to, u.sign),
        Category::NaN => {
            if to.non_finite == NonFinite::NanOnly {
                return Unpacked::nan(to, u.sign);
            }
            let mut sign = u.sign;
            let mut sig = u.sig;
            if from.nan_encoding == NanEncoding::NegativeZero {
                // The FNUZ NaN has no payload; make a fresh quiet NaN.
                let fresh = Unpacked::nan(to, false);
                sign = fresh.sign;
                sig = fresh.sig;
            } else {
                let shift = to.precision as i64 - from.precision as i64;
                let signaling = from.non_finite == NonFinite::Ieee
                    && from.precision >= 2
                    && (u.sig >> (from.precision - 2)) & 1 == 0;
                sig = if shift >= 0 {
                    sig << shift
                } else {
                    sig >> (-shift).min(127)
                };
                sig &= mask(to.precision);
                if to.size_bits == 80 {
                    sig |= 1 << 63;
                }
                if signaling && to.precision >= 2 {
                    sig |= 1 << (to.precision - 2);
                }
            }
            Unpacked {
                cat: Category::NaN,
                sign,
                exp: to.exponent_nan(),
                sig,
            }
        }
    }
}
