//! Printing floats exactly as MLIR's `printFloatValue` does.
//!
//! MLIR first tries `APFloat::toString(6, 0, false)` (`1.500000e+00`) and
//! keeps it if parsing it back gives the same value bit for bit; otherwise it
//! tries the default `toString()` (enough digits to round-trip, `E` exponent,
//! short plain forms such as `0.1` or `123.5`) and keeps it if it contains a
//! `.`; otherwise (infinities, NaNs, and plain integers such as `123456792`)
//! it prints the storage bits in hex.
//!
//! `toString` is reproduced step by step, because its digits are not the
//! shortest or the correctly rounded ones: it forms the exact integer
//! `significand * 5^k` (or `* 2^k`), first drops whole powers of ten with a
//! truncating division sized by a bit-count estimate (which can remove the
//! digit that rounding would have looked at), then rounds the remaining digit
//! string half-up. The truncating division is done by splitting
//! `10^t = 2^t * 5^t` against the factors of the exact integer, so common
//! `f32`/`f64` values need a few `u128` multiplications and a shift; the bit
//! count comes from a table of powers of five. Only values far from 1 use the
//! limb arithmetic of [`crate::nat`] (on the stack, except for
//! `f80`/`f128` extremes).

use crate::decimal::decimal_to_unpacked;
use crate::kind::FloatKind;
use crate::nat::{limbs_for_bits, Nat};
use crate::unpacked::{encode, Category, Unpacked};

/// Significant digits of a value after `toString`'s two precision
/// adjustments, most significant first, and the power of ten of the last one.
struct Digits {
    /// The digits are `d[start..start + n]`.
    d: [u8; 48],
    start: usize,
    n: usize,
    exp: i32,
}

impl Digits {
    fn as_slice(&self) -> &[u8] {
        &self.d[self.start..self.start + self.n]
    }

    fn mantissa(&self) -> u128 {
        self.as_slice()
            .iter()
            .fold(0u128, |acc, &x| acc * 10 + x as u128)
    }
}

/// `FormatPrecision == 0` means "enough to round-trip": `2 + p * 59 / 196`.
fn effective_precision(precision_bits: u32, format_precision: u32) -> u32 {
    if format_precision == 0 {
        2 + precision_bits * 59 / 196
    } else {
        format_precision
    }
}

/// The first `AdjustToPrecision`: drop powers of ten from the exact integer.
fn tens_removable(bits: u64, format_precision: u32) -> u32 {
    let required = (format_precision as u64 * 196).div_ceil(59);
    if bits <= required {
        0
    } else {
        ((bits - required) * 59 / 196) as u32
    }
}

/// Runs `f` on a [`Nat`] holding `value` with room for `bits` bits, on the
/// stack when small.
fn with_nat<R>(bits: u64, value: u128, f: impl FnOnce(&mut Nat<'_>) -> R) -> R {
    let need = limbs_for_bits(bits);
    if need <= 8 {
        let mut buf = [0u64; 8];
        f(&mut Nat::new(&mut buf, value))
    } else if need <= 40 {
        let mut buf = [0u64; 40];
        f(&mut Nat::new(&mut buf, value))
    } else {
        let mut buf = vec![0u64; need];
        f(&mut Nat::new(&mut buf, value))
    }
}

fn bit_len(v: u128) -> u64 {
    (128 - v.leading_zeros()) as u64
}

/// Upper bound on the bits of `sig * 5^k` (log2(5) < 2.3220).
fn pow5_product_bits(sig: u128, k: u32) -> u64 {
    bit_len(sig) + (k as u64 * 23220).div_ceil(10000) + 1
}

/// Largest `k` in [`pow5_table`].
const POW5_TABLE_MAX: u32 = 1200;

/// For each `k <= POW5_TABLE_MAX`: the top 64 bits of `5^k` (truncated)
/// and the bit length of `5^k`. Built once, exactly.
fn pow5_table() -> &'static [(u64, u32)] {
    static TABLE: std::sync::OnceLock<Vec<(u64, u32)>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        let bits = pow5_product_bits(1, POW5_TABLE_MAX);
        let mut buf = vec![0u64; limbs_for_bits(bits)];
        let mut n = Nat::new(&mut buf, 1);
        let mut table = Vec::with_capacity(POW5_TABLE_MAX as usize + 1);
        for k in 0..=POW5_TABLE_MAX {
            if k > 0 {
                n.mul_small(5);
            }
            let len = n.bit_len();
            let top = n.shr_to_u128(len.saturating_sub(64) as u32) as u64;
            table.push((top, len as u32));
        }
        table
    })
}

/// The exact bit length of `sig * 5^k` from the table when the truncated
/// top bits decide it (they fail only when the product is within one part
/// in 2^64 of a power of two).
fn product_bits_from_table(sig: u128, k: u32) -> Option<u64> {
    if sig > u64::MAX as u128 || k > POW5_TABLE_MAX {
        return None;
    }
    let (top, len) = *pow5_table().get(k as usize)?;
    // top * 2^s <= 5^k < (top + 1) * 2^s
    let s = len.saturating_sub(64) as u64;
    let low = sig * top as u128;
    let high = sig * (top as u128 + 1) - 1;
    let (a, b) = (bit_len(low), bit_len(high));
    (a == b).then_some(a + s)
}

/// `5^k` for every `k` whose power fits a `u128`.
const POW5_U128: [u128; 56] = {
    let mut t = [1u128; 56];
    let mut i = 1;
    while i < 56 {
        t[i] = t[i - 1] * 5;
        i += 1;
    }
    t
};

fn pow5_u128(k: u32) -> Option<u128> {
    POW5_U128.get(k as usize).copied()
}

/// `floor(a / 5^t)` for `a` in a `u128`.
fn div_pow5_u128(a: u128, t: u32) -> u128 {
    match pow5_u128(t) {
        Some(p) if a <= u64::MAX as u128 && p <= u64::MAX as u128 => (a as u64 / p as u64) as u128,
        Some(p) => a / p,
        None => 0,
    }
}

/// `sig * 2^exp` as `n * 10^e10` after `toString`'s first precision
/// adjustment, which removes `t` powers of ten (a truncating division) as
/// determined by the bit length of the exact integer. The division is done
/// by splitting `10^t = 2^t * 5^t` against the factors the exact integer is
/// made of, so the common cases need only multiplications and shifts.
fn reduced_integer(sig: u128, exp: i32, fp: u32) -> (u128, i32) {
    if exp >= 0 {
        // n = sig * 2^exp; its bit length is known without forming it.
        let e = exp as u32;
        let bits = bit_len(sig) + e as u64;
        let t = tens_removable(bits, fp);
        if t == 0 {
            // bits <= required <= 128
            return (sig << e, 0);
        }
        // floor(sig * 2^e / (2^t * 5^t)), shifting first.
        let q = if t >= e {
            div_pow5_u128(sig >> (t - e).min(127), t)
        } else if bits - t as u64 <= 127 {
            div_pow5_u128(sig << (e - t), t)
        } else {
            with_nat(bits, sig, |n| {
                n.shl(e - t);
                n.div_pow5(t);
                n.to_u128().unwrap_or(0)
            })
        };
        return (q, t as i32);
    }
    // n = sig * 5^k, and the value is n * 10^-k.
    let k = exp.unsigned_abs();
    let exact = pow5_u128(k).and_then(|p| p.checked_mul(sig));
    let bits = match exact {
        Some(n) => bit_len(n),
        None => match product_bits_from_table(sig, k) {
            Some(b) => b,
            None => with_nat(pow5_product_bits(sig, k), sig, |n| {
                n.mul_pow5(k);
                n.bit_len()
            }),
        },
    };
    let t = tens_removable(bits, fp);
    if t == 0 {
        // bits <= required <= 128, so the product fitted.
        return (exact.unwrap_or(0), exp);
    }
    let e10 = exp + t as i32;
    if t > k {
        // floor(sig * 5^k / (2^t * 5^t)) = floor((sig >> t) / 5^(t-k)).
        return (div_pow5_u128(sig >> t.min(127), t - k), e10);
    }
    // floor(sig * 5^k / (2^t * 5^t)) = (sig * 5^(k-t)) >> t.
    let m = k - t;
    if let Some(v) = pow5_u128(m).and_then(|p| p.checked_mul(sig)) {
        return (v >> t.min(127), e10);
    }
    let q = with_nat(pow5_product_bits(sig, m), sig, |n| {
        n.mul_pow5(m);
        n.shr_to_u128(t)
    });
    (q, e10)
}

/// Writes the decimal digits of `w` ending before `pos`, at least
/// `min_digits` of them (zero-padded); returns the new start.
fn put_u64_digits(d: &mut [u8; 48], mut pos: usize, mut w: u64, min_digits: usize) -> usize {
    let end = pos;
    // Two digits per division while at least two remain.
    while w >= 100 && pos >= 2 {
        let r = (w % 100) as u8;
        w /= 100;
        d[pos - 1] = r % 10;
        d[pos - 2] = r / 10;
        pos -= 2;
    }
    while (w != 0 || end - pos < min_digits) && pos > 0 {
        pos -= 1;
        d[pos] = (w % 10) as u8;
        w /= 10;
    }
    pos
}

/// `toString`'s digit generation and second (half-up) precision adjustment.
fn digits_of(sig: u128, exp: i32, fp: u32) -> Digits {
    let tz = sig.trailing_zeros();
    let (mut n, mut e10) = reduced_integer(sig >> tz, exp + tz as i32, fp);
    // Trailing zeros are dropped into the exponent.
    if n != 0 {
        while n > u64::MAX as u128 && n % 10 == 0 {
            n /= 10;
            e10 += 1;
        }
        if n <= u64::MAX as u128 {
            let mut w = n as u64;
            while w.is_multiple_of(10) {
                w /= 10;
                e10 += 1;
            }
            n = w as u128;
        }
    }
    let mut dg = Digits {
        d: [0; 48],
        start: 48,
        n: 0,
        exp: e10,
    };
    let pos = if n <= u64::MAX as u128 {
        put_u64_digits(&mut dg.d, 48, n as u64, 0)
    } else {
        const TEN19: u128 = 10_000_000_000_000_000_000;
        let (hi, lo) = (n / TEN19, (n % TEN19) as u64);
        let pos = put_u64_digits(&mut dg.d, 48, lo, 19);
        put_u64_digits(&mut dg.d, pos, hi as u64, 0)
    };
    dg.start = pos;
    dg.n = 48 - pos;
    if dg.n == 0 {
        // Unreachable for a non-zero significand; keep layout total.
        dg.start = 47;
        dg.n = 1;
    }
    round_half_up(&mut dg, fp as usize);
    dg
}

fn round_half_up(dg: &mut Digits, fp: usize) {
    if dg.n <= fp {
        return;
    }
    let dropped = dg.n - fp;
    let first_dropped = dg.d[dg.start + fp];
    dg.exp += dropped as i32;
    dg.n = fp;
    if first_dropped < 5 {
        while dg.n > 0 && dg.d[dg.start + dg.n - 1] == 0 {
            dg.n -= 1;
            dg.exp += 1;
        }
        return;
    }
    while dg.n > 0 && dg.d[dg.start + dg.n - 1] == 9 {
        dg.n -= 1;
        dg.exp += 1;
    }
    if dg.n == 0 {
        dg.d[dg.start] = 1;
        dg.n = 1;
    } else {
        dg.d[dg.start + dg.n - 1] += 1;
    }
}

/// A stack buffer for one printed number; everything written is ASCII.
struct Ascii {
    b: [u8; 96],
    n: usize,
}

impl Ascii {
    fn new() -> Self {
        Ascii { b: [0; 96], n: 0 }
    }

    #[inline]
    fn push(&mut self, c: u8) {
        debug_assert!(c.is_ascii());
        if let Some(slot) = self.b.get_mut(self.n) {
            // Masking keeps the buffer ASCII whatever the caller passes.
            *slot = c & 0x7F;
            self.n += 1;
        }
    }

    fn append_to(&self, out: &mut String) {
        let bytes = &self.b[..self.n];
        // SAFETY: `push` stores only bytes below 0x80 and the buffer starts
        // zeroed, so `bytes` is ASCII and therefore valid UTF-8.
        out.push_str(unsafe { std::str::from_utf8_unchecked(bytes) });
    }
}

/// Lays out digits as `toStringImpl` does.
fn layout(out: &mut Ascii, neg: bool, dg: &Digits, fp: u32, max_padding: u32, truncate_zero: bool) {
    if neg {
        out.push(b'-');
    }
    let nd = dg.n as i64;
    let mut exp = dg.exp as i64;
    let digits = dg.as_slice();
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp > max_padding as i64 || nd + exp > fp as i64
    } else {
        let msd = exp + nd - 1;
        msd < 0 && -msd > max_padding as i64
    };
    if scientific {
        exp += nd - 1;
        out.push(b'0' + digits[0]);
        out.push(b'.');
        if nd == 1 && truncate_zero {
            out.push(b'0');
        } else {
            for &d in &digits[1..] {
                out.push(b'0' + d);
            }
        }
        if !truncate_zero && fp as i64 > nd - 1 {
            for _ in 0..(fp as i64 - nd + 1) {
                out.push(b'0');
            }
        }
        out.push(if truncate_zero { b'E' } else { b'e' });
        out.push(if exp >= 0 { b'+' } else { b'-' });
        let mut e = exp.unsigned_abs();
        let mut eb = [0u8; 8];
        let mut en = 0;
        loop {
            eb[en] = b'0' + (e % 10) as u8;
            en += 1;
            e /= 10;
            if e == 0 {
                break;
            }
        }
        if !truncate_zero && en < 2 {
            eb[en] = b'0';
            en += 1;
        }
        for i in (0..en).rev() {
            out.push(eb[i]);
        }
        return;
    }
    if exp >= 0 {
        for &d in digits {
            out.push(b'0' + d);
        }
        for _ in 0..exp {
            out.push(b'0');
        }
        return;
    }
    let whole = exp + nd;
    let mut i = 0usize;
    if whole > 0 {
        while (i as i64) < whole {
            out.push(b'0' + digits[i]);
            i += 1;
        }
        out.push(b'.');
    } else {
        out.push(b'0');
        out.push(b'.');
        for _ in 0..(-whole) {
            out.push(b'0');
        }
    }
    for &d in &digits[i..] {
        out.push(b'0' + d);
    }
}

/// `APFloat::toString(FormatPrecision, FormatMaxPadding, TruncateZero)`
/// for finite values; returns the digits used, for a round-trip check.
fn to_string_finite(
    out: &mut String,
    kind: FloatKind,
    u: &Unpacked,
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> Option<Digits> {
    let p = kind.semantics().precision;
    if u.cat == Category::Zero {
        if u.sign {
            out.push('-');
        }
        if max_padding == 0 {
            if truncate_zero {
                out.push_str("0.0E+0");
            } else {
                out.push_str("0.0");
                for _ in 1..format_precision.max(1) {
                    out.push('0');
                }
                out.push_str("e+00");
            }
        } else {
            out.push('0');
        }
        return None;
    }
    let fp = effective_precision(p, format_precision);
    let exp = u.exp - (p as i32 - 1);
    let dg = digits_of(u.sig, exp, fp);
    let mut text = Ascii::new();
    layout(&mut text, u.sign, &dg, fp, max_padding, truncate_zero);
    text.append_to(out);
    Some(dg)
}

/// `APFloat::toString` with explicit arguments, for any value.
pub(crate) fn apfloat_to_string(
    out: &mut String,
    kind: FloatKind,
    u: &Unpacked,
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) {
    match u.cat {
        Category::Inf => out.push_str(if u.sign { "-Inf" } else { "+Inf" }),
        Category::NaN => out.push_str("NaN"),
        _ => {
            to_string_finite(out, kind, u, format_precision, max_padding, truncate_zero);
        }
    }
}

/// Parses the printed `d.dddddde+xx` form back (as `APFloat(sem, str)`
/// would) and reports whether it gives `u` again. `text` is that form.
fn round_trips(kind: FloatKind, u: &Unpacked, dg: &Digits, text: &str) -> bool {
    let d = dg.mantissa();
    let e = dg.exp;
    let back = match kind {
        FloatKind::F32 if d < (1 << 24) && (-10..=10).contains(&e) => {
            let mut f = d as f32;
            let p = POW10_F32[e.unsigned_abs() as usize];
            f = if e >= 0 { f * p } else { f / p };
            if u.sign {
                f = -f;
            }
            crate::unpacked::decode(kind, f.to_bits() as u128)
        }
        FloatKind::F64 if d < (1 << 53) && (-22..=22).contains(&e) => {
            let mut f = d as f64;
            let p = POW10_F64[e.unsigned_abs() as usize];
            f = if e >= 0 { f * p } else { f / p };
            if u.sign {
                f = -f;
            }
            crate::unpacked::decode(kind, f.to_bits() as u128)
        }
        // Both standard parsers round correctly and directly to the type.
        FloatKind::F32 => match text.parse::<f32>() {
            Ok(f) => crate::unpacked::decode(kind, f.to_bits() as u128),
            Err(_) => return false,
        },
        FloatKind::F64 => match text.parse::<f64>() {
            Ok(f) => crate::unpacked::decode(kind, f.to_bits() as u128),
            Err(_) => return false,
        },
        _ => decimal_to_unpacked(kind.semantics(), u.sign, d, e as i64),
    };
    back.bitwise_eq(u)
}

/// Exact powers of ten in `f32`.
const POW10_F32: [f32; 11] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10];

/// Exact powers of ten in `f64`.
const POW10_F64: [f64; 23] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
];

/// MLIR's `printFloatValue`.
pub(crate) fn print_float_value(out: &mut String, kind: FloatKind, u: &Unpacked) {
    if matches!(u.cat, Category::Zero | Category::Normal) {
        let start = out.len();
        let dg = to_string_finite(out, kind, u, 6, 0, false);
        let ok = match &dg {
            None => true, // zero always round-trips
            Some(dg) => round_trips(kind, u, dg, &out[start..]),
        };
        if ok {
            return;
        }
        out.truncate(start);
        to_string_finite(out, kind, u, 0, 3, true);
        if out.as_bytes()[start..].contains(&b'.') {
            return;
        }
        out.truncate(start);
    }
    write_hex_literal(out, encode(kind, u));
}

/// `APInt::toString(16, /*Signed=*/false, /*formatAsCLiteral=*/true)`.
pub(crate) fn write_hex_literal(out: &mut String, bits: u128) {
    use std::fmt::Write;
    // Writing to a String cannot fail.
    let _ = write!(out, "0x{bits:X}");
}
