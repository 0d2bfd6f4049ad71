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
//! string half-up. The exact integer fits a `u128` for most `f32` values; the
//! rest use the stack bignum of [`crate::nat`] (heap only for `f80`/`f128`
//! extremes).

use crate::decimal::decimal_to_unpacked;
use crate::kind::FloatKind;
use crate::nat::{limbs_for_bits, Nat};
use crate::unpacked::{encode, Category, Unpacked};

/// Significant digits of a value after `toString`'s two precision
/// adjustments, most significant first, and the power of ten of the last one.
struct Digits {
    d: [u8; 48],
    n: usize,
    exp: i32,
}

impl Digits {
    fn as_slice(&self) -> &[u8] {
        &self.d[..self.n]
    }

    fn mantissa(&self) -> u128 {
        self.as_slice()
            .iter()
            .fold(0u128, |acc, &x| acc * 10 + x as u128)
    }
}

/// A small fixed buffer for one printed number.
pub(crate) struct Out {
    b: [u8; 128],
    len: usize,
}

impl Out {
    pub fn new() -> Self {
        Out {
            b: [0; 128],
            len: 0,
        }
    }

    fn push(&mut self, c: u8) {
        if self.len < self.b.len() {
            self.b[self.len] = c;
            self.len += 1;
        }
    }

    fn push_str(&mut self, s: &str) {
        for &c in s.as_bytes() {
            self.push(c);
        }
    }

    pub fn as_str(&self) -> &str {
        // Only ASCII is ever pushed.
        std::str::from_utf8(&self.b[..self.len]).unwrap_or("")
    }

    fn contains_dot(&self) -> bool {
        self.b[..self.len].contains(&b'.')
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

/// The exact integer `sig * 2^exp` as `n * 10^e10`, reduced by the first
/// precision adjustment so that it fits a `u128`.
fn reduced_integer(sig: u128, exp: i32, format_precision: u32) -> (u128, i32) {
    let mut e10 = 0i32;
    if exp >= 0 {
        let bits = (128 - sig.leading_zeros()) as u64 + exp as u64;
        if bits <= 128 {
            let n = sig << exp;
            return reduce_u128(n, e10, format_precision);
        }
        let mut buf_stack = [0u64; 40];
        let mut buf_heap;
        let need = limbs_for_bits(bits);
        let buf: &mut [u64] = if need <= buf_stack.len() {
            &mut buf_stack
        } else {
            buf_heap = vec![0u64; need];
            &mut buf_heap
        };
        let mut n = Nat::new(buf, sig);
        n.shl(exp as u32);
        return reduce_nat(&mut n, e10, format_precision);
    }
    let k = exp.unsigned_abs();
    e10 = exp;
    if let Some(n) = 5u128.checked_pow(k).and_then(|p| p.checked_mul(sig)) {
        return reduce_u128(n, e10, format_precision);
    }
    // log2(5) < 2.3220.
    let bits = (128 - sig.leading_zeros()) as u64 + (k as u64 * 23220).div_ceil(10000) + 1;
    let mut buf_stack = [0u64; 40];
    let mut buf_heap;
    let need = limbs_for_bits(bits);
    let buf: &mut [u64] = if need <= buf_stack.len() {
        &mut buf_stack
    } else {
        buf_heap = vec![0u64; need];
        &mut buf_heap
    };
    let mut n = Nat::new(buf, sig);
    n.mul_pow5(k);
    reduce_nat(&mut n, e10, format_precision)
}

fn reduce_u128(n: u128, e10: i32, fp: u32) -> (u128, i32) {
    let t = tens_removable((128 - n.leading_zeros()) as u64, fp);
    if t == 0 {
        return (n, e10);
    }
    // t <= 36 whenever n fits 128 bits.
    match 10u128.checked_pow(t) {
        Some(p) => (n / p, e10 + t as i32),
        None => (0, e10),
    }
}

fn reduce_nat(n: &mut Nat<'_>, mut e10: i32, fp: u32) -> (u128, i32) {
    let t = tens_removable(n.bit_len(), fp);
    if t > 0 {
        n.div_pow10(t);
        e10 += t as i32;
    }
    // The reduction leaves at most `required + 7` bits, under 128 for every
    // precision used here; keep dividing only as a guard.
    loop {
        if let Some(v) = n.to_u128() {
            return (v, e10);
        }
        n.div_small(10);
        e10 += 1;
    }
}

/// `toString`'s digit generation and second (half-up) precision adjustment.
fn digits_of(sig: u128, exp: i32, fp: u32) -> Digits {
    let tz = sig.trailing_zeros();
    let (n, mut e10) = reduced_integer(sig >> tz, exp + tz as i32, fp);
    // Digits, least significant first, dropping trailing zeros.
    let mut rev = [0u8; 48];
    let mut count = 0;
    let mut v = n;
    let mut in_trail = true;
    while v != 0 {
        let d = if v <= u64::MAX as u128 {
            let w = v as u64;
            v = (w / 10) as u128;
            (w % 10) as u8
        } else {
            let d = (v % 10) as u8;
            v /= 10;
            d
        };
        if in_trail && d == 0 {
            e10 += 1;
        } else if count < rev.len() {
            rev[count] = d;
            count += 1;
            in_trail = false;
        }
    }
    let mut out = Digits {
        d: [0; 48],
        n: count,
        exp: e10,
    };
    for i in 0..count {
        out.d[i] = rev[count - 1 - i];
    }
    round_half_up(&mut out, fp as usize);
    out
}

fn round_half_up(dg: &mut Digits, fp: usize) {
    if dg.n <= fp {
        return;
    }
    let dropped = dg.n - fp;
    let first_dropped = dg.d[fp];
    dg.exp += dropped as i32;
    dg.n = fp;
    if first_dropped < 5 {
        while dg.n > 0 && dg.d[dg.n - 1] == 0 {
            dg.n -= 1;
            dg.exp += 1;
        }
        return;
    }
    while dg.n > 0 && dg.d[dg.n - 1] == 9 {
        dg.n -= 1;
        dg.exp += 1;
    }
    if dg.n == 0 {
        dg.d[0] = 1;
        dg.n = 1;
    } else {
        dg.d[dg.n - 1] += 1;
    }
}

/// Lays out digits as `toStringImpl` does.
fn layout(out: &mut Out, neg: bool, dg: &Digits, fp: u32, max_padding: u32, truncate_zero: bool) {
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
    out: &mut Out,
    kind: FloatKind,
    u: &Unpacked,
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> Option<Digits> {
    let p = kind.semantics().precision;
    if u.cat == Category::Zero {
        if u.sign {
            out.push(b'-');
        }
        if max_padding == 0 {
            if truncate_zero {
                out.push_str("0.0E+0");
            } else {
                out.push_str("0.0");
                for _ in 1..format_precision.max(1) {
                    out.push(b'0');
                }
                out.push_str("e+00");
            }
        } else {
            out.push(b'0');
        }
        return None;
    }
    let fp = effective_precision(p, format_precision);
    let exp = u.exp - (p as i32 - 1);
    let dg = digits_of(u.sig, exp, fp);
    layout(out, u.sign, &dg, fp, max_padding, truncate_zero);
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
            let mut o = Out::new();
            to_string_finite(
                &mut o,
                kind,
                u,
                format_precision,
                max_padding,
                truncate_zero,
            );
            out.push_str(o.as_str());
        }
    }
}

/// Parses the printed `d.dddddde+xx` form back (as `APFloat(sem, str)`
/// would) and reports whether it gives `u` again.
fn round_trips(kind: FloatKind, u: &Unpacked, dg: &Digits) -> bool {
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
        let mut o = Out::new();
        let dg = to_string_finite(&mut o, kind, u, 6, 0, false);
        let ok = match &dg {
            None => true, // zero always round-trips
            Some(dg) => round_trips(kind, u, dg),
        };
        if ok {
            out.push_str(o.as_str());
            return;
        }
        let mut o = Out::new();
        to_string_finite(&mut o, kind, u, 0, 3, true);
        if o.contains_dot() {
            out.push_str(o.as_str());
            return;
        }
    }
    write_hex_literal(out, encode(kind, u));
}

/// `APInt::toString(16, /*Signed=*/false, /*formatAsCLiteral=*/true)`.
pub(crate) fn write_hex_literal(out: &mut String, bits: u128) {
    use std::fmt::Write;
    // Writing to a String cannot fail.
    let _ = write!(out, "0x{bits:X}");
}
