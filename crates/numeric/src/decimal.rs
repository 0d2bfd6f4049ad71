//! Decimal literals: MLIR's float-literal syntax and correctly rounded
//! conversion of `digits * 10^exp` into any format.
//!
//! LLVM's `convertFromDecimalString` is correctly rounded (round to nearest,
//! ties to even), so rather than port its Clinger-style iteration this module
//! computes with exact integers: `digits * 5^e * 2^e` for `e >= 0`, and a
//! quotient `digits * 2^s / 5^-e` with a sticky remainder for `e < 0`. The
//! common cases fit in a `u128`; the rest use `num-bigint`. The quick
//! overflow/underflow tests LLVM applies before converting are kept, both
//! because they bound the work and because they are exact.
//!
//! One LLVM quirk is reproduced on purpose: an explicit exponent's magnitude
//! saturates at 24000 before the position of the decimal point is applied.

use crate::kind::Semantics;
use crate::round::{round, round_big};
use crate::unpacked::Unpacked;
use num_bigint::BigUint;
use num_traits::{One, Zero};

/// LLVM's `readExponent` saturation.
pub(crate) const EXPONENT_SATURATION: i64 = 24000;

/// A float literal split into its parts.
pub(crate) struct DecimalParts<'a> {
    /// Digits before the dot.
    pub int_digits: &'a [u8],
    /// Digits after the dot.
    pub frac_digits: &'a [u8],
    /// The explicit exponent, saturated at +-24000.
    pub exponent: i64,
    /// Whether the explicit exponent was saturated.
    pub saturated: bool,
}

/// Splits a literal of MLIR's float-literal grammar
/// `[0-9]+ '.' [0-9]* ([eE] [+-]? [0-9]+)?`.
pub(crate) fn split_float_literal(lit: &str) -> Option<DecimalParts<'_>> {
    let b = lit.as_bytes();
    let mut i = 0;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    if i == 0 || i >= b.len() || b[i] != b'.' {
        return None;
    }
    let int_digits = &b[..i];
    i += 1;
    let frac_start = i;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    let frac_digits = &b[frac_start..i];
    let mut exponent = 0i64;
    let mut saturated = false;
    if i < b.len() {
        if b[i] != b'e' && b[i] != b'E' {
            return None;
        }
        i += 1;
        let negative = match b.get(i) {
            Some(b'-') => {
                i += 1;
                true
            }
            Some(b'+') => {
                i += 1;
                false
            }
            _ => false,
        };
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            if !saturated {
                exponent = exponent * 10 + (b[i] - b'0') as i64;
                if exponent >= EXPONENT_SATURATION {
                    exponent = EXPONENT_SATURATION;
                    saturated = true;
                }
            }
            i += 1;
        }
        if i == start || i != b.len() {
            return None;
        }
        if negative {
            exponent = -exponent;
        }
    }
    Some(DecimalParts {
        int_digits,
        frac_digits,
        exponent,
        saturated,
    })
}

/// Significant digits kept from an over-long literal; the rest collapses to
/// a sticky digit. Exact rounding needs as many digits as the longest
/// decimal expansion of a midpoint between two `f128` values (about 11 600).
const MAX_DIGITS: usize = 12_000;

/// The significant digits and the power of ten that scales them.
pub(crate) fn significant_digits(parts: &DecimalParts<'_>) -> (Vec<u8>, i64) {
    let mut digits: Vec<u8> = parts
        .int_digits
        .iter()
        .chain(parts.frac_digits.iter())
        .map(|c| c - b'0')
        .collect();
    let mut exp10 = parts.exponent - parts.frac_digits.len() as i64;
    let lead = digits.iter().take_while(|&&d| d == 0).count();
    digits.drain(..lead);
    while digits.last() == Some(&0) {
        digits.pop();
        exp10 += 1;
    }
    if digits.len() > MAX_DIGITS {
        // The tail is non-zero (trailing zeros are gone): replace it by a
        // single 1 one place further down, which lies strictly inside the
        // same rounding interval.
        exp10 += (digits.len() - MAX_DIGITS) as i64 - 1;
        digits.truncate(MAX_DIGITS);
        digits.push(1);
    }
    (digits, exp10)
}

/// Which way LLVM's cheap exponent checks decide, if they do.
enum Quick {
    Overflow,
    Underflow,
}

fn quick_check(sem: &Semantics, ndigits: usize, exp10: i64) -> Option<Quick> {
    let normalized = exp10 + ndigits as i64 - 1;
    if (normalized + 1) * 28738 <= 8651 * (sem.min_exp as i64 - sem.precision as i64) {
        return Some(Quick::Underflow);
    }
    if (normalized - 1) * 42039 >= 12655 * sem.max_exp as i64 {
        return Some(Quick::Overflow);
    }
    None
}

fn quick_result(sem: &Semantics, sign: bool, q: Quick) -> Unpacked {
    match q {
        // A positive value far below the smallest denormal: rounds to zero.
        Quick::Underflow => round(sem, sign, 0, 0, true),
        // Far above the largest value: any huge value overflows the same way.
        Quick::Overflow => round(sem, sign, 1, sem.max_exp as i64 + 1, false),
    }
}

fn pow5_u128(k: u32) -> Option<u128> {
    5u128.checked_pow(k)
}

/// Correctly rounded `d * 10^exp10` for a mantissa that fits `u128`.
pub(crate) fn decimal_to_unpacked(sem: &Semantics, sign: bool, d: u128, exp10: i64) -> Unpacked {
    if d == 0 {
        return Unpacked::zero(sem, sign);
    }
    let ndigits = decimal_len(d);
    if let Some(q) = quick_check(sem, ndigits, exp10) {
        return quick_result(sem, sign, q);
    }
    if exp10 >= 0 {
        let k = exp10 as u32;
        if let Some(n) = pow5_u128(k).and_then(|p| p.checked_mul(d)) {
            return round(sem, sign, n, exp10, false);
        }
    } else {
        let k = (-exp10) as u32;
        if let Some(p5) = pow5_u128(k) {
            let s = d.leading_zeros().saturating_sub(1);
            let num = d << s;
            let q = num / p5;
            let enough = 128 - q.leading_zeros() >= sem.precision + 3;
            if enough {
                let sticky = !num.is_multiple_of(p5);
                return round(sem, sign, q, exp10 - s as i64, sticky);
            }
        }
    }
    decimal_to_unpacked_big(sem, sign, &BigUint::from(d), ndigits, exp10)
}

/// Correctly rounded `d * 10^exp10` for a big mantissa.
/// `ndigits` is the number of decimal digits of `d`.
pub(crate) fn decimal_to_unpacked_big(
    sem: &Semantics,
    sign: bool,
    d: &BigUint,
    ndigits: usize,
    exp10: i64,
) -> Unpacked {
    if d.is_zero() {
        return Unpacked::zero(sem, sign);
    }
    // Past the quick checks, |exp10| is at most a few thousand plus the
    // digit count, so the powers of five below stay reasonable.
    if let Some(q) = quick_check(sem, ndigits, exp10) {
        return quick_result(sem, sign, q);
    }
    if exp10 >= 0 {
        let n = d * pow5_big(exp10 as u64);
        return round_big(sem, sign, &n, exp10, false);
    }
    let k = (-exp10) as u64;
    let p5 = pow5_big(k);
    let want = sem.precision as u64 + 3;
    let s = (want + p5.bits() + 1).saturating_sub(d.bits());
    let num: BigUint = d << s;
    let q = &num / &p5;
    let sticky = !(&num % &p5).is_zero();
    round_big(sem, sign, &q, exp10 - s as i64, sticky)
}

fn pow5_big(k: u64) -> BigUint {
    if k == 0 {
        return BigUint::one();
    }
    BigUint::from(5u32).pow(k as u32)
}

/// Number of decimal digits of `d > 0`.
pub(crate) fn decimal_len(mut d: u128) -> usize {
    let mut n = 1;
    while d >= 10 {
        d /= 10;
        n += 1;
    }
    n
}

/// Digits (values 0-9, most significant first, no leading zeros) to a
/// `BigUint`.
pub(crate) fn digits_to_big(digits: &[u8]) -> BigUint {
    let mut acc = BigUint::zero();
    for chunk in digits.chunks(19) {
        let mut v = 0u64;
        for &d in chunk {
            v = v * 10 + d as u64;
        }
        acc = acc * 10u64.pow(chunk.len() as u32) + v;
    }
    acc
}

/// Digits to a `u128` when there are at most 38 of them.
pub(crate) fn digits_to_u128(digits: &[u8]) -> Option<u128> {
    if digits.len() > 38 {
        return None;
    }
    Some(digits.iter().fold(0u128, |acc, &d| acc * 10 + d as u128))
}
