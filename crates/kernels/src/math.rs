//! f32 math written once for every tier. Each routine is generic over
//! [`Lanes`]: the interpreter runs it on one `f32` ([`Scalar`]) and the
//! native tier instantiates it with a code generator that emits the same
//! operations on vectors of lanes. Both do the same IEEE operations in the
//! same order (nothing fused, branches made selects), so a vectorised
//! payload gives the interpreter's bits.
//!
//! The routines reproduce the C library's results bit for bit where that
//! library is fdlibm's (glibc up to 2.40, musl, FreeBSD, newlib): `atan` is
//! fdlibm's `atanf` with its branches turned into selects, checked against
//! glibc 2.36's `atanf` on all 2^32 inputs (`cargo test --release -p
//! sigil-kernels -- --ignored`). So the answers do not depend on the
//! machine's C library, and on this project's reference machine they are
//! `mlir-runner`'s.

/// The operations the routines use, on one lane or on many. `F` holds
/// floats, `M` per-lane truth values.
pub trait Lanes {
    type F: Copy;
    type M: Copy;
    fn splat(&mut self, c: f32) -> Self::F;
    fn add(&mut self, a: Self::F, b: Self::F) -> Self::F;
    fn sub(&mut self, a: Self::F, b: Self::F) -> Self::F;
    fn mul(&mut self, a: Self::F, b: Self::F) -> Self::F;
    fn div(&mut self, a: Self::F, b: Self::F) -> Self::F;
    /// `|a|` (the sign bit cleared).
    fn abs(&mut self, a: Self::F) -> Self::F;
    /// `-a` (the sign bit flipped).
    fn neg(&mut self, a: Self::F) -> Self::F;
    /// `a` with the sign bit of `s` added (`a`'s own is clear).
    fn or_sign(&mut self, a: Self::F, s: Self::F) -> Self::F;
    /// `a < b`; false if either is NaN.
    fn lt(&mut self, a: Self::F, b: Self::F) -> Self::M;
    /// Whether `a` is NaN.
    fn nan(&mut self, a: Self::F) -> Self::M;
    /// `a` where `m` holds, else `b`.
    fn pick(&mut self, m: Self::M, a: Self::F, b: Self::F) -> Self::F;
}

/// One lane: the interpreter's instantiation.
pub struct Scalar;

impl Lanes for Scalar {
    type F = f32;
    type M = bool;
    #[inline(always)]
    fn splat(&mut self, c: f32) -> f32 {
        c
    }
    #[inline(always)]
    fn add(&mut self, a: f32, b: f32) -> f32 {
        a + b
    }
    #[inline(always)]
    fn sub(&mut self, a: f32, b: f32) -> f32 {
        a - b
    }
    #[inline(always)]
    fn mul(&mut self, a: f32, b: f32) -> f32 {
        a * b
    }
    #[inline(always)]
    fn div(&mut self, a: f32, b: f32) -> f32 {
        a / b
    }
    #[inline(always)]
    fn abs(&mut self, a: f32) -> f32 {
        a.abs()
    }
    #[inline(always)]
    fn neg(&mut self, a: f32) -> f32 {
        -a
    }
    #[inline(always)]
    fn or_sign(&mut self, a: f32, s: f32) -> f32 {
        f32::from_bits(a.to_bits() | (s.to_bits() & 0x8000_0000))
    }
    #[inline(always)]
    fn lt(&mut self, a: f32, b: f32) -> bool {
        a < b
    }
    #[inline(always)]
    fn nan(&mut self, a: f32) -> bool {
        a.is_nan()
    }
    #[inline(always)]
    fn pick(&mut self, m: bool, a: f32, b: f32) -> f32 {
        if m {
            a
        } else {
            b
        }
    }
}

/// Eight lanes of AVX: what the native tier calls for a routine it would
/// otherwise emit as SSE code (Cranelift has no 256-bit vectors, and with
/// only sixteen registers `atan`'s thirty constants are spilled).
#[cfg(target_arch = "x86_64")]
mod avx {
    use super::Lanes;
    use std::arch::x86_64::*;

    /// `N` vectors of eight lanes, each operation done on all `N` in turn:
    /// the core overlaps `N` independent chains (one chain of `atan` is
    /// mostly latency: a division and two polynomials in a row).
    /// Only instantiated in `#[target_feature(enable = "avx2")]` functions
    /// that run when the CPU has AVX2, which every `unsafe` below relies on.
    pub(super) struct Avx<const N: usize>;

    type V<const N: usize> = [__m256; N];

    // A loop, not `array::from_fn`: a closure would be a function of its
    // own, compiled without AVX, and call each intrinsic.
    macro_rules! each {
        ($a0:ident $(, $a:ident)* => $e:expr) => {{
            let mut r = $a0;
            for k in 0..N {
                let $a0 = $a0[k];
                $(let $a = $a[k];)*
                // SAFETY: AVX is present (see `Avx`).
                r[k] = unsafe { $e };
            }
            r
        }};
    }

    impl<const N: usize> Lanes for Avx<N> {
        type F = V<N>;
        type M = V<N>;
        #[inline(always)]
        fn splat(&mut self, c: f32) -> V<N> {
            // SAFETY: AVX is present (see `Avx`).
            [unsafe { _mm256_set1_ps(c) }; N]
        }
        #[inline(always)]
        fn add(&mut self, a: V<N>, b: V<N>) -> V<N> {
            each!(a, b => _mm256_add_ps(a, b))
        }
        #[inline(always)]
        fn sub(&mut self, a: V<N>, b: V<N>) -> V<N> {
            each!(a, b => _mm256_sub_ps(a, b))
        }
        #[inline(always)]
        fn mul(&mut self, a: V<N>, b: V<N>) -> V<N> {
            each!(a, b => _mm256_mul_ps(a, b))
        }
        #[inline(always)]
        fn div(&mut self, a: V<N>, b: V<N>) -> V<N> {
            each!(a, b => _mm256_div_ps(a, b))
        }
        #[inline(always)]
        fn abs(&mut self, a: V<N>) -> V<N> {
            each!(a => _mm256_andnot_ps(_mm256_set1_ps(-0.0), a))
        }
        #[inline(always)]
        fn neg(&mut self, a: V<N>) -> V<N> {
            each!(a => _mm256_xor_ps(a, _mm256_set1_ps(-0.0)))
        }
        #[inline(always)]
        fn or_sign(&mut self, a: V<N>, s: V<N>) -> V<N> {
            each!(a, s => _mm256_or_ps(a, _mm256_and_ps(s, _mm256_set1_ps(-0.0))))
        }
        #[inline(always)]
        fn lt(&mut self, a: V<N>, b: V<N>) -> V<N> {
            each!(a, b => _mm256_cmp_ps::<_CMP_LT_OQ>(a, b))
        }
        #[inline(always)]
        fn nan(&mut self, a: V<N>) -> V<N> {
            each!(a => _mm256_cmp_ps::<_CMP_UNORD_Q>(a, a))
        }
        #[inline(always)]
        fn pick(&mut self, m: V<N>, a: V<N>, b: V<N>) -> V<N> {
            each!(m, a, b => _mm256_blendv_ps(b, a, m))
        }
    }

    /// [`super::atan`] on the `8 N` lanes of `x`.
    #[target_feature(enable = "avx2")]
    pub(super) fn atan<const N: usize>(x: &mut [[f32; 8]; N]) {
        let mut v: V<N> = [_mm256_setzero_ps(); N];
        for (v, x) in v.iter_mut().zip(x.iter()) {
            // SAFETY: `x` is 32 readable bytes.
            *v = unsafe { _mm256_loadu_ps(x.as_ptr()) };
        }
        let r = super::atan(&mut Avx::<N>, v);
        for (x, r) in x.iter_mut().zip(r) {
            // SAFETY: `x` is 32 writable bytes.
            unsafe { _mm256_storeu_ps(x.as_mut_ptr(), r) }
        }
    }
}

/// `atan(a)` of fdlibm's hi and lo parts, per reduction interval (a = 0.5,
/// 1, 1.5, infinity), and its `aT`: atan(t) ~ t - t (aT[0] z + aT[1]
/// z^2 + ...), z = t^2. Given as bits: these are the exact floats of fdlibm's
/// decimal literals.
const ATAN_HI: [f32; 4] = bits([0x3eed6338, 0x3f490fda, 0x3f7b985e, 0x3fc90fda]);
const ATAN_LO: [f32; 4] = bits([0x31ac3769, 0x33222168, 0x33140fb4, 0x33a22168]);
const ATAN_T: [f32; 11] = bits([
    0x3eaaaaab, 0xbe4ccccd, 0x3e124925, 0xbde38e38, 0x3dba2e6e, 0xbd9d8795, 0x3d886b35, 0xbd6ef16b,
    0x3d4bda59, 0xbd15a221, 0x3c8569d7,
]);

const fn bits<const N: usize>(b: [u32; N]) -> [f32; N] {
    let mut r = [0.0; N];
    let mut k = 0;
    while k < N {
        r[k] = f32::from_bits(b[k]);
        k += 1;
    }
    r
}

/// Horner's rule over every other coefficient of [`ATAN_T`] from `k`.
#[inline(always)]
fn atan_poly<L: Lanes>(l: &mut L, w: L::F, k: usize) -> L::F {
    let mut p = l.splat(ATAN_T[k + ((10 - k) / 2) * 2]);
    let mut j = k + ((10 - k) / 2) * 2;
    while j > k {
        j -= 2;
        let c = l.splat(ATAN_T[j]);
        let t = l.mul(w, p);
        p = l.add(c, t);
    }
    p
}

/// Whether `a < c`. (Helpers of the routines are functions, not closures:
/// a closure would be compiled without the AVX of its caller.)
#[inline(always)]
fn below<L: Lanes>(l: &mut L, a: L::F, c: f32) -> L::M {
    let c = l.splat(c);
    l.lt(a, c)
}

/// `v[0]` where `m[0]`, else `v[1]` where `m[1]`, else `v[2]` where
/// `m[2]`, else `v[3]`.
#[inline(always)]
fn pick4<L: Lanes>(l: &mut L, m: [L::M; 3], v: [f32; 4]) -> L::F {
    let (c0, c1, c2, c3) = (l.splat(v[0]), l.splat(v[1]), l.splat(v[2]), l.splat(v[3]));
    let r = l.pick(m[2], c2, c3);
    let r = l.pick(m[1], c1, r);
    l.pick(m[0], c0, r)
}

/// `atan(x)` as fdlibm's `atanf` computes it: `|x|` is reduced to
/// `|t| < 0.4375` by one of four intervals' identities (`atan(x) =
/// atan(c) + atan((x - c) / (1 + c x))`, `c` = 0.5, 1, 1.5 or infinity), and an
/// odd polynomial of degree 23 gives `atan(t)`. Each interval's numerator
/// and denominator are picked per lane, so one division serves them all.
#[inline(always)]
pub fn atan<L: Lanes>(l: &mut L, x: L::F) -> L::F {
    let a = l.abs(x);
    let one = l.splat(1.0);
    let (m_small, m0, m1, m2) = (
        below(l, a, 0.4375),
        below(l, a, 0.6875),
        below(l, a, 1.1875),
        below(l, a, 2.4375),
    );
    // Per interval: (2a - 1) / (2 + a), (a - 1) / (a + 1),
    // (a - 1.5) / (1 + 1.5a), -1 / a; x itself below 0.4375.
    let (two, c15) = (l.splat(2.0), l.splat(1.5));
    let a2 = l.mul(two, a);
    let (n0, d0) = (l.sub(a2, one), l.add(two, a));
    let (n1, d1) = (l.sub(a, one), l.add(a, one));
    let a15 = l.mul(c15, a);
    let (n2, d2) = (l.sub(a, c15), l.add(one, a15));
    let n3 = l.splat(-1.0);
    let num = l.pick(m2, n2, n3);
    let num = l.pick(m1, n1, num);
    let num = l.pick(m0, n0, num);
    let num = l.pick(m_small, x, num);
    let den = l.pick(m2, d2, a);
    let den = l.pick(m1, d1, den);
    let den = l.pick(m0, d0, den);
    let den = l.pick(m_small, one, den);
    let t = l.div(num, den);
    let z = l.mul(t, t);
    let w = l.mul(z, z);
    let s1 = atan_poly(l, w, 0);
    let s1 = l.mul(z, s1);
    let s2 = atan_poly(l, w, 1);
    let s2 = l.mul(w, s2);
    let s = l.add(s1, s2);
    let ts = l.mul(t, s);
    // Below 0.4375: t - t s.
    let small = l.sub(t, ts);
    // Else hi - ((t s - lo) - t), with x's sign.
    let hi = pick4(l, [m0, m1, m2], ATAN_HI);
    let lo = pick4(l, [m0, m1, m2], ATAN_LO);
    let r = l.sub(ts, lo);
    let r = l.sub(r, t);
    let r = l.sub(hi, r);
    // (That is positive: fdlibm negates it for a negative x.)
    let r = l.or_sign(r, x);
    let r = l.pick(m_small, small, r);
    // |x| < 2^-29: x (for -0, t - t s would be +0); |x| >= 2^25: +-(hi +
    // lo) of infinity; NaN: x + x.
    let tiny = below(l, a, f32::from_bits(0x3100_0000));
    let r = l.pick(tiny, x, r);
    let huge = below(l, a, f32::from_bits(0x4c00_0000));
    let (h3, l3) = (l.splat(ATAN_HI[3]), l.splat(ATAN_LO[3]));
    let end = l.add(h3, l3);
    let end = l.or_sign(end, x);
    let r = l.pick(huge, r, end);
    let isnan = l.nan(x);
    let xx = l.add(x, x);
    l.pick(isnan, xx, r)
}

/// [`atan`] on one `f32`.
#[inline]
pub fn atan_f32(x: f32) -> f32 {
    atan(&mut Scalar, x)
}

/// Lanes [`atan_lanes`] takes at a time.
pub const ATAN_LANES: usize = 32;

/// [`atan`] on [`ATAN_LANES`] lanes in place (AVX code where the CPU has
/// AVX2).
pub fn atan_lanes(x: &mut [[f32; 8]; ATAN_LANES / 8]) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU has AVX2.
        unsafe { avx::atan(x) };
        return;
    }
    for x in x.as_flattened_mut() {
        *x = atan_f32(*x);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    extern "C" {
        fn atanf(x: f32) -> f32;
    }

    fn agree(from: u64, to: u64, step: u64) -> (u64, Vec<String>) {
        let (mut bad, mut shown) = (0, Vec::new());
        let mut b = from;
        while b < to {
            let x = f32::from_bits(b as u32);
            // SAFETY: `atanf` is a pure function of a float.
            let want = unsafe { atanf(x) };
            let got = atan_f32(x);
            if got.to_bits() != want.to_bits() && !(got.is_nan() && want.is_nan()) {
                bad += 1;
                if shown.len() < 8 {
                    shown.push(format!("atan({x:e} = {b:#x}): {got:e} vs libm {want:e}"));
                }
            }
            b += step;
        }
        (bad, shown)
    }

    /// Every 4099th input, both signs, against the C library. Assumes the
    /// C library's `atanf` is fdlibm's (glibc up to 2.40, musl): a libm
    /// with a correctly rounded `atanf` (glibc 2.41 on) differs in the
    /// last bit on some inputs, which this test then reports.
    #[test]
    // Calls the C library's `atanf` (FFI), which Miri cannot run.
    #[cfg_attr(miri, ignore)]
    fn atan_is_fdlibms_atanf() {
        let (bad, shown) = agree(0, 1 << 32, 4099);
        assert_eq!(bad, 0, "{}", shown.join("\n"));
        for x in [
            0.0, -0.0, 0.4375, 0.6875, 1.1875, 2.4375, 1.0, -1.0, 1e30, -1e30,
        ] {
            // SAFETY: as above.
            assert_eq!(atan_f32(x).to_bits(), unsafe { atanf(x) }.to_bits(), "{x}");
        }
        assert_eq!(atan_f32(f32::INFINITY), std::f32::consts::FRAC_PI_2);
        assert_eq!(atan_f32(f32::NEG_INFINITY), -std::f32::consts::FRAC_PI_2);
        assert!(atan_f32(f32::NAN).is_nan());
    }

    /// The many-lane form gives the one-lane form's bits.
    #[test]
    fn atan_on_many_lanes_is_atan_on_one() {
        // Under Miri a few hundred points, not 65,536.
        let step = if cfg!(miri) { 65_537 * 251 } else { 65_537 };
        let mut b = 0u64;
        while b < 1 << 32 {
            let mut x: [[f32; 8]; ATAN_LANES / 8] = std::array::from_fn(|j| {
                std::array::from_fn(|k| {
                    f32::from_bits((b as u32).wrapping_add((8 * j + k) as u32 * 977))
                })
            });
            let want = x.map(|x| x.map(atan_f32));
            atan_lanes(&mut x);
            for (g, w) in x.as_flattened().iter().zip(want.as_flattened()) {
                assert_eq!(g.to_bits(), w.to_bits());
            }
            b += step;
        }
    }

    /// All 2^32 inputs (~1 minute in release).
    #[test]
    #[ignore]
    fn atan_is_fdlibms_atanf_on_every_input() {
        let halves = [(0u64, 1u64 << 31), (1 << 31, 1 << 32)];
        let results: Vec<_> = std::thread::scope(|s| {
            let hs: Vec<_> = halves
                .iter()
                .map(|&(a, b)| s.spawn(move || agree(a, b, 1)))
                .collect();
            hs.into_iter().map(|h| h.join().unwrap()).collect()
        });
        for (bad, shown) in results {
            assert_eq!(bad, 0, "{}", shown.join("\n"));
        }
    }
}
