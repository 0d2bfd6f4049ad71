//! The element types of the expression kernels and what each operation
//! means on one element of them, bit for bit as the VM's interpreter
//! computes it (so a payload gives the same result on either path):
//! integers wrap, shifts by the width or more give 0 (`shli`, `shrui`) or
//! the sign (`shrsi`), float `maximumf`/`maxnumf` and friends return one of
//! their operands with a NaN made quiet. f64's `exp`, `tanh` and `log` are
//! the C library's, as in the interpreter; f32's are the vectorised ones of
//! this file (within an ulp or two of the library, see the tests).
//!
//! Each operation is a function of one element with the operation as an
//! argument: the chunk loops pass a constant, so the `match` folds away
//! and the loop body is the operation alone, which the compiler vectorises.

use crate::elementwise::{Bin, Cmp, Un, CH};

/// An element type of the expression kernels.
pub trait Elem: Copy + Send + Sync + Default + 'static {
    /// The value in a VM slot: float bits, or an integer sign-extended.
    fn from_slot(bits: u64) -> Self;
    /// Whether the type has the operation.
    fn has_un(op: Un) -> bool;
    fn has_bin(op: Bin) -> bool;
    fn has_cmp(p: Cmp) -> bool;
    fn un(op: Un, a: Self) -> Self;
    fn bin(op: Bin, a: Self, b: Self) -> Self;
    /// Whether `a` and `b` compare with an outcome in the set `M` (a
    /// [`Cmp`] mask).
    fn holds<const M: u8>(a: Self, b: Self) -> bool;
    /// A comparison's result as an element (what `Select` reads).
    fn truth(b: bool) -> Self;
    /// `a` where `c` is a true comparison result, else `b`.
    fn blend(c: Self, a: Self, b: Self) -> Self;
    /// The type a reduction accumulates in (see `reduce.rs`): the type
    /// itself, except for the 16-bit floats, which accumulate in f32.
    type Acc: Elem;
    /// A value as an accumulator (exact).
    fn widen(self) -> Self::Acc;
    /// An accumulator rounded to the type.
    fn narrow(a: Self::Acc) -> Self;
    /// Values as accumulators: `v` itself where the types are the same,
    /// else converted into `buf`.
    fn widen_all<'a>(v: &'a [Self], buf: &'a mut [Self::Acc; CH]) -> &'a [Self::Acc];
}

/// Accumulating in the type itself.
macro_rules! same_acc {
    () => {
        type Acc = Self;
        #[inline(always)]
        fn widen(self) -> Self {
            self
        }
        #[inline(always)]
        fn narrow(a: Self) -> Self {
            a
        }
        #[inline(always)]
        fn widen_all<'a>(v: &'a [Self], _: &'a mut [Self; CH]) -> &'a [Self] {
            v
        }
    };
}

#[inline(always)]
pub(crate) fn exp_f32(x: f32) -> f32 {
    // exp(x) = 2^n * exp(r), x = n ln2 + r, |r| <= ln2/2; a degree-6
    // polynomial for exp(r) (Cephes' expf coefficients), ~1 ulp. `mul_add`
    // is one FMA instruction in the AVX2 and AVX-512 builds of the chunk
    // loop (and a correctly rounded library call in the baseline one).
    const LN2_HI: f32 = 0.693_359_4;
    const LN2_LO: f32 = -2.121_944_4e-4;
    let x = x.clamp(-104.0, 89.0);
    let n = x.mul_add(std::f32::consts::LOG2_E, 0.5).floor();
    let r = n.mul_add(-LN2_LO, n.mul_add(-LN2_HI, x));
    exp_scaled(n, r)
}

/// `2^x` in f32: `x = n + f` with `|f| <= 1/2` (exact), then
/// `2^n * exp(f ln2)` by [`exp_f32`]'s polynomial; ~1 ulp. Attention's
/// softmax in base 2 (IREE folds `log2(e)` into the scale) takes it.
#[inline(always)]
pub(crate) fn exp2_f32(x: f32) -> f32 {
    let x = x.clamp(-150.0, 129.0);
    let n = (x + 0.5).floor();
    let r = (x - n) * std::f32::consts::LN_2;
    exp_scaled(n, r)
}

/// `2^n * exp(r)` for an integer-valued `n` in [-150, 129] and
/// `|r| <= ln2/2`.
#[inline(always)]
fn exp_scaled(n: f32, r: f32) -> f32 {
    let p = 1.987_569_1e-4f32;
    let p = p.mul_add(r, 1.398_199_9e-3);
    let p = p.mul_add(r, 8.333_452e-3);
    let p = p.mul_add(r, 4.166_579_6e-2);
    let p = p.mul_add(r, 1.666_666_5e-1);
    let p = p.mul_add(r, 0.5);
    let e = (p * r).mul_add(r, r) + 1.0;
    // 2^n, in two steps so that n down to -149 (subnormal results) and up
    // to 128 (infinity) come out right.
    // `n` as an integer without a conversion instruction (Rust's
    // saturating `as` does not vectorise): in `n + 1.5 * 2^23` the low
    // mantissa bits are `n` (|n| < 2^22).
    let n = ((n + 12_582_912.0).to_bits() as i32).wrapping_sub(0x4B40_0000);
    let h = n >> 1;
    let s1 = f32::from_bits(((h + 127) as u32) << 23);
    let s2 = f32::from_bits(((n - h + 127) as u32) << 23);
    e * s1 * s2
}

/// `e^y - 1` for `0 <= y <= 20` (or NaN) in f64: `y = k ln2 + r` with
/// `|r| <= ln2/2` (Cody and Waite's two-part ln2, fdlibm's constants), a
/// degree-11 Taylor polynomial for `e^r - 1` (truncation below 1e-13
/// relative), then `2^k (e^r - 1) + (2^k - 1)`, exact in its scaling.
#[inline(always)]
fn expm1_f64(y: f64) -> f64 {
    const LN2_HI: f64 = 6.931_471_803_691_238e-1;
    const LN2_LO: f64 = 1.908_214_929_270_587_7e-10;
    let k = y.mul_add(std::f64::consts::LOG2_E, 0.5).floor();
    let r = k.mul_add(-LN2_LO, k.mul_add(-LN2_HI, y));
    let mut p: f64 = 1.0 / 39_916_800.0;
    for c in [
        1.0 / 3_628_800.0,
        1.0 / 362_880.0,
        1.0 / 40_320.0,
        1.0 / 5_040.0,
        1.0 / 720.0,
        1.0 / 120.0,
        1.0 / 24.0,
        1.0 / 6.0,
        0.5,
        1.0,
    ] {
        p = p.mul_add(r, c);
    }
    let p = p * r;
    // `k` as an integer without a conversion instruction, as in `exp_f32`.
    let k = ((k + 6_755_399_441_055_744.0).to_bits() as i64).wrapping_sub(0x4338_0000_0000_0000);
    let s = f64::from_bits(((k + 1023) as u64) << 52);
    s.mul_add(p, s - 1.0)
}

#[inline(always)]
pub(crate) fn tanh_f32(x: f32) -> f32 {
    // tanh|x| = t / (t + 2) with t = e^(2|x|) - 1, in f64 so that one
    // rounding to f32 is the only error that shows (against f64's own
    // tanh rounded to f32: equal but for ties of the double rounding).
    // From |x| = 10 on, tanh rounds to 1 in f32; the comparison keeps NaN.
    let a = (x as f64).abs();
    let a = if a > 10.0 { 10.0 } else { a };
    let t = expm1_f64(2.0 * a);
    ((t / (t + 2.0)) as f32).copysign(x)
}

#[inline(always)]
pub(crate) fn log_f32(x: f32) -> f32 {
    // In f64, where every f32 (subnormals too) is normal: x = 2^k m with
    // m in [sqrt(1/2), sqrt(2)), ln m = 2 atanh(s) with s = (m-1)/(m+1),
    // |s| < 0.172, as its odd series to s^19 (truncation below 1e-15
    // relative); then k ln2 + ln m, rounded once to f32. Negative inputs
    // give NaN, zeros -inf, +inf itself, NaN itself.
    let xd = x as f64;
    let bits = xd.to_bits();
    let e = ((bits >> 52) & 0x7ff) as i64;
    let mut k = e - 1023;
    let mut m = f64::from_bits((bits & 0x000f_ffff_ffff_ffff) | 0x3ff0_0000_0000_0000);
    if m > std::f64::consts::SQRT_2 {
        m *= 0.5;
        k += 1;
    }
    let s = (m - 1.0) / (m + 1.0);
    let s2 = s * s;
    let mut p = 1.0 / 19.0;
    for c in [
        1.0 / 17.0,
        1.0 / 15.0,
        1.0 / 13.0,
        1.0 / 11.0,
        1.0 / 9.0,
        1.0 / 7.0,
        1.0 / 5.0,
        1.0 / 3.0,
        1.0,
    ] {
        p = p * s2 + c;
    }
    let r = (k as f64).mul_add(std::f64::consts::LN_2, 2.0 * s * p) as f32;
    // The special values, as blends (the loop stays vectorised).
    let r = if x == 0.0 { f32::NEG_INFINITY } else { r };
    let r = if x == f32::INFINITY { x } else { r };
    if x < 0.0 || x.is_nan() {
        f32::NAN
    } else {
        r
    }
}

/// The float types: `$bits` is the same-sized unsigned integer, `$quiet`
/// the bit that makes a NaN quiet, `$exp`/`$tanh`/`$log` the functions.
macro_rules! float_elem {
    ($t:ty, $bits:ty, $quiet:expr, $exp:expr, $tanh:expr, $log:expr) => {
        impl Elem for $t {
            same_acc!();
            #[inline(always)]
            fn from_slot(bits: u64) -> Self {
                <$t>::from_bits(bits as $bits)
            }
            fn has_un(_: Un) -> bool {
                true
            }
            fn has_bin(op: Bin) -> bool {
                matches!(
                    op,
                    Bin::Add
                        | Bin::Sub
                        | Bin::Mul
                        | Bin::Div
                        | Bin::Maximum
                        | Bin::Minimum
                        | Bin::MaxNum
                        | Bin::MinNum
                )
            }
            fn has_cmp(p: Cmp) -> bool {
                p.0 & Cmp::UNSIGNED == 0
            }
            #[inline(always)]
            fn un(op: Un, a: Self) -> Self {
                match op {
                    Un::Neg => -a,
                    Un::Abs => a.abs(),
                    Un::Exp => $exp(a),
                    Un::Sqrt => a.sqrt(),
                    Un::Tanh => $tanh(a),
                    Un::Log => $log(a),
                }
            }
            #[inline(always)]
            fn bin(op: Bin, a: Self, b: Self) -> Self {
                let quiet = |x: Self| <$t>::from_bits(x.to_bits() | $quiet);
                // Equal operands differ only when they are zeros of
                // opposite signs: +0 is the larger.
                let (and, or) = (
                    <$t>::from_bits(a.to_bits() & b.to_bits()),
                    <$t>::from_bits(a.to_bits() | b.to_bits()),
                );
                let max = if a == b {
                    and
                } else if a > b {
                    a
                } else {
                    b
                };
                let min = if a == b {
                    or
                } else if a < b {
                    a
                } else {
                    b
                };
                match op {
                    Bin::Add => a + b,
                    Bin::Sub => a - b,
                    Bin::Mul => a * b,
                    Bin::Div => a / b,
                    Bin::Maximum | Bin::Minimum => {
                        let r = if op == Bin::Maximum { max } else { min };
                        let r = if b.is_nan() { quiet(b) } else { r };
                        if a.is_nan() {
                            quiet(a)
                        } else {
                            r
                        }
                    }
                    Bin::MaxNum | Bin::MinNum => {
                        let r = if op == Bin::MaxNum { max } else { min };
                        let r = if b.is_nan() { a } else { r };
                        let r = if a.is_nan() { b } else { r };
                        if a.is_nan() && b.is_nan() {
                            quiet(a)
                        } else {
                            r
                        }
                    }
                    _ => unreachable!("not a float operation"),
                }
            }
            #[inline(always)]
            fn holds<const M: u8>(a: Self, b: Self) -> bool {
                let [lt, eq, gt, un] =
                    [Cmp::LT, Cmp::EQ, Cmp::GT, Cmp::UNORDERED].map(|m| M & m != 0);
                (lt & (a < b)) | (eq & (a == b)) | (gt & (a > b)) | (un & (a.is_nan() | b.is_nan()))
            }
            #[inline(always)]
            fn truth(b: bool) -> Self {
                <$t>::from_bits(b as $bits * (1.0 as $t).to_bits())
            }
            #[inline(always)]
            fn blend(c: Self, a: Self, b: Self) -> Self {
                // A blend of the bits (written so, the loop vectorises; as
                // an `if` it picks an address per lane).
                let m = ((c != 0.0) as $bits).wrapping_neg();
                <$t>::from_bits((a.to_bits() & m) | (b.to_bits() & !m))
            }
        }
    };
}

float_elem!(f32, u32, 1 << 22, exp_f32, tanh_f32, log_f32);
float_elem!(f64, u64, 1 << 51, f64::exp, f64::tanh, f64::ln);

/// The 16-bit floats: each operation computes on the values widened to
/// f32 and rounds the result once, as the interpreter does (f32's 24-bit
/// significand makes that the correctly rounded f16 or bf16 `+ - * /` and
/// square root); `exp`, `tanh` and `log` are the C library's f32 functions,
/// as in the interpreter, so a payload's kernel and its point-by-point run
/// agree bit for bit. Negation and `abs` flip and clear the sign bit, and
/// the min/max family returns an operand's bits, a NaN made quiet by
/// `$quiet`, as the interpreter does. Reductions accumulate in f32 and
/// round once (as JAX's sums of 16-bit floats and GPU code do): in the
/// type itself, a sum stalls once its value's half-ulp passes the terms.
macro_rules! half_elem {
    ($t:ty, $quiet:expr) => {
        impl Elem for $t {
            type Acc = f32;
            #[inline(always)]
            fn widen(self) -> f32 {
                self.to_f32()
            }
            #[inline(always)]
            fn narrow(a: f32) -> Self {
                <$t>::from_f32(a)
            }
            #[inline(always)]
            fn widen_all<'a>(v: &'a [Self], buf: &'a mut [f32; CH]) -> &'a [f32] {
                for (b, x) in buf.iter_mut().zip(v) {
                    *b = x.to_f32();
                }
                &buf[..v.len()]
            }
            #[inline(always)]
            fn from_slot(bits: u64) -> Self {
                <$t>::from_bits(bits as u16)
            }
            fn has_un(op: Un) -> bool {
                <f32 as Elem>::has_un(op)
            }
            fn has_bin(op: Bin) -> bool {
                <f32 as Elem>::has_bin(op)
            }
            fn has_cmp(p: Cmp) -> bool {
                <f32 as Elem>::has_cmp(p)
            }
            #[inline(always)]
            fn un(op: Un, a: Self) -> Self {
                let x = a.to_f32();
                match op {
                    Un::Neg => <$t>::from_bits(a.to_bits() ^ 0x8000),
                    Un::Abs => <$t>::from_bits(a.to_bits() & 0x7fff),
                    Un::Exp => <$t>::from_f32(x.exp()),
                    Un::Sqrt => <$t>::from_f32(x.sqrt()),
                    Un::Tanh => <$t>::from_f32(x.tanh()),
                    Un::Log => <$t>::from_f32(x.ln()),
                }
            }
            #[inline(always)]
            fn bin(op: Bin, a: Self, b: Self) -> Self {
                let (x, y) = (a.to_f32(), b.to_f32());
                match op {
                    Bin::Add => <$t>::from_f32(x + y),
                    Bin::Sub => <$t>::from_f32(x - y),
                    Bin::Mul => <$t>::from_f32(x * y),
                    Bin::Div => <$t>::from_f32(x / y),
                    _ => {
                        // The f32 operation on the widened values picks an
                        // operand (or a quiet NaN of one): give back that
                        // operand's own bits.
                        let r = <f32 as Elem>::bin(op, x, y);
                        let quiet = |v: Self| <$t>::from_bits(v.to_bits() | $quiet);
                        if r.is_nan() {
                            if x.is_nan() {
                                quiet(a)
                            } else {
                                quiet(b)
                            }
                        } else if r.to_bits() == x.to_bits() {
                            a
                        } else {
                            b
                        }
                    }
                }
            }
            #[inline(always)]
            fn holds<const M: u8>(a: Self, b: Self) -> bool {
                <f32 as Elem>::holds::<M>(a.to_f32(), b.to_f32())
            }
            #[inline(always)]
            fn truth(b: bool) -> Self {
                if b {
                    <$t>::ONE
                } else {
                    <$t>::ZERO
                }
            }
            #[inline(always)]
            fn blend(c: Self, a: Self, b: Self) -> Self {
                let m = ((c.to_bits() & 0x7fff != 0) as u16).wrapping_neg();
                <$t>::from_bits((a.to_bits() & m) | (b.to_bits() & !m))
            }
        }
    };
}

half_elem!(half::f16, 1 << 9);
half_elem!(half::bf16, 1 << 6);

/// The integer types, with `$u` their unsigned twin and `$w` their width.
macro_rules! int_elem {
    ($t:ty, $u:ty, $w:expr) => {
        impl Elem for $t {
            same_acc!();
            #[inline(always)]
            fn from_slot(bits: u64) -> Self {
                bits as $t
            }
            fn has_un(_: Un) -> bool {
                false
            }
            fn has_bin(op: Bin) -> bool {
                matches!(
                    op,
                    Bin::Add
                        | Bin::Sub
                        | Bin::Mul
                        | Bin::And
                        | Bin::Or
                        | Bin::Xor
                        | Bin::Shl
                        | Bin::ShrS
                        | Bin::ShrU
                        | Bin::MaxS
                        | Bin::MinS
                        | Bin::MaxU
                        | Bin::MinU
                )
            }
            fn has_cmp(p: Cmp) -> bool {
                p.0 & Cmp::UNORDERED == 0
            }
            #[inline(always)]
            fn un(_: Un, _: Self) -> Self {
                unreachable!("no unary integer operation")
            }
            #[inline(always)]
            fn bin(op: Bin, a: Self, b: Self) -> Self {
                // The shift amount is the operand as unsigned.
                let n = b as $u;
                let inside = n < $w;
                let n = if inside { n } else { $w - 1 };
                match op {
                    Bin::Add => a.wrapping_add(b),
                    Bin::Sub => a.wrapping_sub(b),
                    Bin::Mul => a.wrapping_mul(b),
                    Bin::And => a & b,
                    Bin::Or => a | b,
                    Bin::Xor => a ^ b,
                    Bin::Shl => {
                        if inside {
                            a << n
                        } else {
                            0
                        }
                    }
                    // Past the width: all sign bits.
                    Bin::ShrS => a >> n,
                    Bin::ShrU => {
                        if inside {
                            ((a as $u) >> n) as $t
                        } else {
                            0
                        }
                    }
                    Bin::MaxS => a.max(b),
                    Bin::MinS => a.min(b),
                    Bin::MaxU => (a as $u).max(b as $u) as $t,
                    Bin::MinU => (a as $u).min(b as $u) as $t,
                    _ => unreachable!("not an integer operation"),
                }
            }
            #[inline(always)]
            fn holds<const M: u8>(a: Self, b: Self) -> bool {
                let [lt, eq, gt] = [Cmp::LT, Cmp::EQ, Cmp::GT].map(|m| M & m != 0);
                let (less, greater) = if M & Cmp::UNSIGNED != 0 {
                    ((a as $u) < (b as $u), (a as $u) > (b as $u))
                } else {
                    (a < b, a > b)
                };
                (lt & less) | (eq & (a == b)) | (gt & greater)
            }
            #[inline(always)]
            fn truth(b: bool) -> Self {
                b as $t
            }
            #[inline(always)]
            fn blend(c: Self, a: Self, b: Self) -> Self {
                let m = ((c != 0) as $t).wrapping_neg();
                (a & m) | (b & !m)
            }
        }
    };
}

int_elem!(i8, u8, 8);
int_elem!(i16, u16, 16);
int_elem!(i32, u32, 32);
int_elem!(i64, u64, 64);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exp_is_within_two_ulps_of_libm_over_its_range() {
        let mut worst = 0u32;
        let mut x = -103.0f32;
        while x < 88.7 {
            let (a, b) = (exp_f32(x), x.exp());
            let ulps = (a.to_bits() as i64 - b.to_bits() as i64).unsigned_abs() as u32;
            if b.is_normal() {
                worst = worst.max(ulps);
            }
            x += 0.0137;
        }
        assert!(worst <= 2, "worst error {worst} ulps");
        assert_eq!(exp_f32(0.0), 1.0);
        assert_eq!(exp_f32(f32::NEG_INFINITY), 0.0);
        assert_eq!(exp_f32(100.0), f32::INFINITY);
        assert!(exp_f32(f32::NAN).is_nan());
    }

    /// `f` on every 997th f32 (all exponents, both signs) against `g` in
    /// f64 rounded to f32: at most one ulp apart, and equal but for a few
    /// ties of the double rounding; NaN where `g` gives NaN.
    fn rounds_like_f64(f: fn(f32) -> f32, g: fn(f64) -> f64) {
        let (mut worst, mut mismatches, mut bits) = (0u32, 0u32, 0u32);
        while let Some(b) = bits.checked_add(997) {
            bits = b;
            let x = f32::from_bits(bits);
            let (got, want) = (f(x), g(x as f64) as f32);
            if want.is_nan() {
                assert!(got.is_nan(), "at {x}");
                continue;
            }
            let ulps = (got.to_bits() as i64 - want.to_bits() as i64).unsigned_abs() as u32;
            worst = worst.max(ulps);
            mismatches += (ulps != 0) as u32;
        }
        assert!(worst <= 1, "worst error {worst} ulps");
        assert!(mismatches < 10, "{mismatches} results differ by one ulp");
    }

    #[test]
    // 4.3 million points of safe code: hours under Miri.
    #[cfg_attr(miri, ignore)]
    fn tanh_is_f64_tanh_rounded_to_f32() {
        rounds_like_f64(tanh_f32, f64::tanh);
        for (x, want) in [
            (0.0f32, 0.0f32),
            (-0.0, -0.0),
            (f32::INFINITY, 1.0),
            (f32::NEG_INFINITY, -1.0),
            (9.5, 1.0),
            (1e-30, 1e-30),
            (-1e-45, -1e-45),
        ] {
            assert_eq!(tanh_f32(x).to_bits(), want.to_bits(), "tanh({x})");
        }
    }

    #[test]
    // 4.3 million points of safe code: hours under Miri.
    #[cfg_attr(miri, ignore)]
    fn log_is_f64_log_rounded_to_f32() {
        rounds_like_f64(log_f32, f64::ln);
        for (x, want) in [
            (1.0f32, 0.0f32),
            (0.0, f32::NEG_INFINITY),
            (-0.0, f32::NEG_INFINITY),
            (f32::INFINITY, f32::INFINITY),
            (1e-45, (1e-45f32 as f64).ln() as f32),
            (f32::MAX, (f32::MAX as f64).ln() as f32),
        ] {
            assert_eq!(log_f32(x).to_bits(), want.to_bits(), "log({x})");
        }
        assert!(
            log_f32(-1.0).is_nan()
                && log_f32(f32::NEG_INFINITY).is_nan()
                && log_f32(f32::NAN).is_nan()
        );
    }

    /// The interpreter's rules for `maximumf` and `maxnumf` (on f64 bits):
    /// one of the operands, a NaN one quiet, the first when both are.
    #[test]
    fn float_max_and_min_return_an_operand_as_the_interpreter_does() {
        let snan = f64::from_bits(0x7ff0_0000_0000_0001);
        let qnan = f64::from_bits(0xfff8_0000_0000_0002);
        let quiet = |x: f64| x.to_bits() | 1 << 51;
        let b = |op, x, y| <f64 as Elem>::bin(op, x, y).to_bits();
        assert_eq!(b(Bin::Maximum, snan, 1.0), quiet(snan));
        assert_eq!(b(Bin::Maximum, 1.0, snan), quiet(snan));
        assert_eq!(b(Bin::Minimum, qnan, snan), quiet(qnan));
        assert_eq!(b(Bin::MaxNum, snan, 1.0), 1.0f64.to_bits());
        assert_eq!(b(Bin::MinNum, 2.0, qnan), 2.0f64.to_bits());
        assert_eq!(b(Bin::MaxNum, snan, qnan), quiet(snan));
        assert_eq!(b(Bin::Maximum, -0.0, 0.0), 0.0f64.to_bits());
        assert_eq!(b(Bin::Minimum, 0.0, -0.0), (-0.0f64).to_bits());
        assert_eq!(b(Bin::MaxNum, 0.0, -0.0), 0.0f64.to_bits());
        assert_eq!(b(Bin::MinNum, -0.0, 0.0), (-0.0f64).to_bits());
    }

    /// The interpreter's shifts, on sign-extended 64-bit slots of width
    /// `w` (its `Shl`, `ShrS` and `ShrU`), against the kernels' on i8.
    #[test]
    fn shifts_match_the_interpreter_at_every_amount() {
        let w = 8u32;
        let sext = |x: u64| ((x << (64 - w)) as i64 >> (64 - w)) as u64;
        let zext = |x: u64| x & ((1u64 << w) - 1);
        for a in i8::MIN..=i8::MAX {
            for n in i8::MIN..=i8::MAX {
                let (sa, sn) = (a as i64 as u64, n as i64 as u64);
                let k = zext(sn);
                let shl = if k >= w as u64 { 0 } else { sext(sa << k) };
                let shrs = ((sa as i64) >> k.min(63)) as u64;
                let shru = if k >= w as u64 {
                    0
                } else {
                    sext(zext(sa) >> k)
                };
                for (op, want) in [(Bin::Shl, shl), (Bin::ShrS, shrs), (Bin::ShrU, shru)] {
                    let got = <i8 as Elem>::bin(op, a, n);
                    assert_eq!(got as i64 as u64, want, "{op:?} {a} {n}");
                }
            }
        }
    }
}
