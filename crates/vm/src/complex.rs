//! Scalar `complex.*` ops, with the results `mlir-opt-22
//! --convert-complex-to-standard` gives (the same sequence of `arith` and
//! `math` ops, in the same precision, so special values come out the same:
//! Smith's division with its infinity and zero recoveries, the scaled
//! `abs`, the `exp` that avoids an early overflow, the `tanh` and `expm1`
//! that keep precision near zero through `expm1` and a Taylor series).
//! The math ops of that expansion are the C library's (`sin`, `expm1`,
//! `log1p`, `atan2`, `pow`, ...), as the pipeline `mlir-runner` runs
//! calls them.
//!
//! A complex value lives in two consecutive scalar slots, its real part
//! then its imaginary part, each the IEEE bits of an `f32` or `f64`, as
//! the element bytes of a complex tensor hold them. The ops run out of the
//! dispatch loop (`TensorOp::Complex`), so one `run` handles both widths
//! through one trait over the part type.

use crate::bytecode::S;

/// A `complex.*` op that computes (the ones that only move parts,
/// `create`, `re`, `im`, `constant`, compile to moves).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ComplexOp {
    Add,
    Sub,
    Mul,
    Div,
    Neg,
    Conj,
    Exp,
    Log,
    Sqrt,
    /// Real result.
    Abs,
    /// Real result: `atan2(im, re)`.
    Angle,
    /// `i1` result.
    Eq,
    /// `i1` result.
    Neq,
    Cos,
    Sin,
    Tan,
    Tanh,
    Expm1,
    Log1p,
    Rsqrt,
    Sign,
    /// Binary: `lhs ^ rhs`.
    Pow,
    /// Binary: `atan2(lhs, rhs)`, the complex arctangent of `lhs / rhs`.
    Atan2,
    /// A complex operand to the power of a signless integer operand of
    /// `w` bits (one scalar slot, sign-extended), as `pow` with the
    /// exponent `(sitofp n, 0)`.
    Powi(u8),
}

impl ComplexOp {
    /// The op named `name` (`complex.add`), if it computes (`powi` with
    /// an exponent width of 0, which the compiler sets).
    pub fn from_name(name: &str) -> Option<ComplexOp> {
        Some(match name {
            "complex.add" => ComplexOp::Add,
            "complex.sub" => ComplexOp::Sub,
            "complex.mul" => ComplexOp::Mul,
            "complex.div" => ComplexOp::Div,
            "complex.neg" => ComplexOp::Neg,
            "complex.conj" => ComplexOp::Conj,
            "complex.exp" => ComplexOp::Exp,
            "complex.log" => ComplexOp::Log,
            "complex.sqrt" => ComplexOp::Sqrt,
            "complex.abs" => ComplexOp::Abs,
            "complex.angle" => ComplexOp::Angle,
            "complex.eq" => ComplexOp::Eq,
            "complex.neq" => ComplexOp::Neq,
            "complex.cos" => ComplexOp::Cos,
            "complex.sin" => ComplexOp::Sin,
            "complex.tan" => ComplexOp::Tan,
            "complex.tanh" => ComplexOp::Tanh,
            "complex.expm1" => ComplexOp::Expm1,
            "complex.log1p" => ComplexOp::Log1p,
            "complex.rsqrt" => ComplexOp::Rsqrt,
            "complex.sign" => ComplexOp::Sign,
            "complex.pow" => ComplexOp::Pow,
            "complex.atan2" => ComplexOp::Atan2,
            // The exponent's width is the compiler's to fill in.
            "complex.powi" => ComplexOp::Powi(0),
            _ => return None,
        })
    }

    /// Whether the op takes two complex operands (`powi` takes one and
    /// an integer).
    pub fn is_binary(self) -> bool {
        matches!(
            self,
            ComplexOp::Add | ComplexOp::Sub | ComplexOp::Mul | ComplexOp::Div
        ) || matches!(
            self,
            ComplexOp::Eq | ComplexOp::Neq | ComplexOp::Pow | ComplexOp::Atan2
        )
    }
}

/// A floating-point part type (`f32`, `f64`) with the `arith`/`math` ops
/// the lowering uses.
trait Part: Copy + PartialEq + PartialOrd + std::fmt::Debug {
    const ZERO: Self;
    const ONE: Self;
    const HALF: Self;
    const QUARTER: Self;
    const INF: Self;
    const NAN: Self;
    /// `v` rounded to the type (the lowering's constants are written as
    /// doubles and rounded so).
    fn from_f64(v: f64) -> Self;
    /// `arith.sitofp`.
    fn from_i64(v: i64) -> Self;
    fn from_slot(bits: u64) -> Self;
    fn to_slot(self) -> u64;
    fn add(self, o: Self) -> Self;
    fn sub(self, o: Self) -> Self;
    fn mul(self, o: Self) -> Self;
    fn div(self, o: Self) -> Self;
    fn neg(self) -> Self;
    fn abs(self) -> Self;
    fn sqrt(self) -> Self;
    fn exp(self) -> Self;
    fn exp_m1(self) -> Self;
    fn ln(self) -> Self;
    fn ln_1p(self) -> Self;
    /// `math.fma`: `self * a + b`, rounded once.
    fn fma(self, a: Self, b: Self) -> Self;
    fn sin(self) -> Self;
    fn cos(self) -> Self;
    fn powf(self, e: Self) -> Self;
    fn atan2(self, x: Self) -> Self;
    fn copysign(self, s: Self) -> Self;
    fn is_nan(self) -> bool;
}

macro_rules! part {
    ($t:ty, $bits:ty) => {
        impl Part for $t {
            const ZERO: Self = 0.0;
            const ONE: Self = 1.0;
            const HALF: Self = 0.5;
            const QUARTER: Self = 0.25;
            const INF: Self = <$t>::INFINITY;
            const NAN: Self = <$t>::NAN;
            fn from_f64(v: f64) -> Self {
                v as $t
            }
            fn from_i64(v: i64) -> Self {
                v as $t
            }
            fn from_slot(bits: u64) -> Self {
                <$t>::from_bits(bits as $bits)
            }
            fn to_slot(self) -> u64 {
                self.to_bits() as u64
            }
            fn add(self, o: Self) -> Self {
                self + o
            }
            fn sub(self, o: Self) -> Self {
                self - o
            }
            fn mul(self, o: Self) -> Self {
                self * o
            }
            fn div(self, o: Self) -> Self {
                self / o
            }
            fn neg(self) -> Self {
                -self
            }
            fn abs(self) -> Self {
                <$t>::abs(self)
            }
            fn sqrt(self) -> Self {
                <$t>::sqrt(self)
            }
            fn exp(self) -> Self {
                <$t>::exp(self)
            }
            fn exp_m1(self) -> Self {
                <$t>::exp_m1(self)
            }
            fn ln(self) -> Self {
                <$t>::ln(self)
            }
            fn ln_1p(self) -> Self {
                <$t>::ln_1p(self)
            }
            fn fma(self, a: Self, b: Self) -> Self {
                <$t>::mul_add(self, a, b)
            }
            fn sin(self) -> Self {
                <$t>::sin(self)
            }
            fn cos(self) -> Self {
                <$t>::cos(self)
            }
            fn powf(self, e: Self) -> Self {
                <$t>::powf(self, e)
            }
            fn atan2(self, x: Self) -> Self {
                <$t>::atan2(self, x)
            }
            fn copysign(self, s: Self) -> Self {
                <$t>::copysign(self, s)
            }
            fn is_nan(self) -> bool {
                <$t>::is_nan(self)
            }
        }
    };
}

part!(f32, u32);
part!(f64, u64);

/// `arith.maximumf`: NaN if either is.
fn maximumf<T: Part>(a: T, b: T) -> T {
    if a.is_nan() || b.is_nan() {
        T::NAN
    } else if a > b {
        a
    } else {
        b
    }
}

/// `arith.minimumf`: NaN if either is.
fn minimumf<T: Part>(a: T, b: T) -> T {
    if a.is_nan() || b.is_nan() {
        T::NAN
    } else if a < b {
        a
    } else {
        b
    }
}

/// `arith.cmpf one`: ordered and not equal.
fn one<T: Part>(a: T, b: T) -> bool {
    !a.is_nan() && !b.is_nan() && a != b
}

fn sel<T>(c: bool, a: T, b: T) -> T {
    if c {
        a
    } else {
        b
    }
}

/// The scaled modulus `max * sqrt(1 + (min/max)^2)` (`min` when that is
/// NaN), and its `max` and `min`.
fn modulus<T: Part>(re: T, im: T) -> T {
    let (x, y) = (re.abs(), im.abs());
    let (mx, mn) = (maximumf(x, y), minimumf(x, y));
    let r = mn.div(mx);
    let t = mx.mul(r.mul(r).add(T::ONE).sqrt());
    sel(t.is_nan(), mn, t)
}

fn div<T: Part>(a: T, b: T, c: T, d: T) -> (T, T) {
    let inf = T::INF;
    // |c| < |d|: divide through by d.
    let r1 = c.div(d);
    let den1 = d.add(r1.mul(c));
    let re1 = a.mul(r1).add(b).div(den1);
    let im1 = b.mul(r1).sub(a).div(den1);
    // Otherwise by c.
    let r2 = d.div(c);
    let den2 = c.add(r2.mul(d));
    let re2 = a.add(b.mul(r2)).div(den2);
    let im2 = b.sub(a.mul(r2)).div(den2);
    let (ac, ad) = (c.abs(), d.abs());
    // A zero divisor and a dividend that is not all NaN: infinities.
    let zero_div = (ac == T::ZERO && ad == T::ZERO) && (!a.is_nan() || !b.is_nan());
    let inf_c = inf.copysign(c);
    let (zre, zim) = (inf_c.mul(a), inf_c.mul(b));
    // An infinite dividend over a finite divisor.
    let fin_div = one(ac, inf) && one(ad, inf);
    let (aa, ab) = (a.abs(), b.abs());
    let (a_inf, b_inf) = (aa == inf, ab == inf);
    let inf_num = (a_inf || b_inf) && fin_div;
    let a1 = sel(a_inf, T::ONE, T::ZERO).copysign(a);
    let b1 = sel(b_inf, T::ONE, T::ZERO).copysign(b);
    let ire = a1.mul(c).add(b1.mul(d)).mul(inf);
    let iim = b1.mul(c).sub(a1.mul(d)).mul(inf);
    // A finite dividend over an infinite divisor: zeros.
    let fin_num = one(aa, inf) && one(ab, inf);
    let (c_inf, d_inf) = (ac == inf, ad == inf);
    let inf_den = fin_num && (c_inf || d_inf);
    let c1 = sel(c_inf, T::ONE, T::ZERO).copysign(c);
    let d1 = sel(d_inf, T::ONE, T::ZERO).copysign(d);
    let fre = a.mul(c1).add(b.mul(d1)).mul(T::ZERO);
    let fim = b.mul(c1).sub(a.mul(d1)).mul(T::ZERO);
    let by_d = ac < ad;
    let (sre, sim) = (sel(by_d, re1, re2), sel(by_d, im1, im2));
    let (mut rre, mut rim) = (sel(inf_den, fre, sre), sel(inf_den, fim, sim));
    rre = sel(inf_num, ire, rre);
    rim = sel(inf_num, iim, rim);
    rre = sel(zero_div, zre, rre);
    rim = sel(zero_div, zim, rim);
    if sre.is_nan() && sim.is_nan() {
        (rre, rim)
    } else {
        (sre, sim)
    }
}

fn sqrt<T: Part>(re: T, im: T) -> (T, T) {
    let inf = T::INF;
    let (x, y) = (re.abs(), im.abs());
    let (mx, mn) = (maximumf(x, y), minimumf(x, y));
    let r = mn.div(mx);
    let s = r.mul(r).add(T::ONE);
    let m = mx.sqrt().mul(s.powf(T::QUARTER));
    let m = sel(m.is_nan(), mn, m);
    let half = im.atan2(re).mul(T::HALF);
    let (c, sn) = (half.cos(), half.sin());
    let re1 = m.mul(c);
    let im1 = sel(sn == T::ZERO, T::ZERO, m.mul(sn));
    let y_inf = y == inf;
    let y_fin = one(y, inf);
    let x_pinf = re == inf;
    let x_ninf = re == inf.neg();
    let re2 = sel(x_ninf && y_fin, T::ZERO, re1);
    let re3 = sel(y_inf || x_pinf, inf, re2);
    let im2 = sel(m.is_nan(), T::NAN, im1);
    let im3 = sel(y_inf || x_ninf, inf.copysign(im), im2);
    if m == T::ZERO {
        (T::ZERO, T::ZERO)
    } else {
        (re3, im3)
    }
}

fn exp<T: Part>(re: T, im: T) -> (T, T) {
    let e = re.exp();
    let h = re.mul(T::HALF).exp();
    let (c, s) = (im.cos(), im.sin());
    let big = e == T::INF;
    let r = sel(big, h.mul(c).mul(h), e.mul(c));
    let i = sel(big, h.mul(s).mul(h), e.mul(s));
    (r, sel(im == T::ZERO, T::ZERO, i))
}

/// `complex.cos` (`sin` when `sine`): `cosh`/`sinh` of the imaginary part
/// from one `exp`, as `(e/2 + 1/(2e))` and its difference.
fn cos_sin<T: Part>(re: T, im: T, sine: bool) -> (T, T) {
    let e = im.exp();
    let e2 = e.mul(T::HALF);
    let e1 = T::HALF.div(e);
    let (s, c) = (re.sin(), re.cos());
    if sine {
        (e2.add(e1).mul(s), e2.sub(e1).mul(c))
    } else {
        (e1.add(e2).mul(c), e1.sub(e2).mul(s))
    }
}

/// `complex.tanh`: `(expm1(2x) - expm1(-2x)) / (expm1(2x) + expm1(-2x) +
/// 4cos²y)` and `4 cos y sin y` over the same, with the limits at an
/// infinite real part.
fn tanh<T: Part>(re: T, im: T) -> (T, T) {
    let m1 = T::ONE.neg();
    let t2 = re.add(re);
    let n2 = t2.mul(m1);
    let (a, b) = (t2.exp_m1(), n2.exp_m1());
    let num = a.sub(b);
    let c = im.cos();
    let c4 = c.mul(c).mul(T::from_f64(4.0));
    let s = im.sin();
    let s4 = c.mul(s).mul(T::from_f64(4.0));
    let sum = a.add(b);
    let den = sum.add(c4);
    let big = sum == T::INF;
    let re0 = sel(big, m1.copysign(re), num.div(den));
    let im0 = s4.div(den);
    let re_inf = re.abs() == T::INF;
    let im_zero = im == T::ZERO;
    let nan_im = s4.is_nan();
    let r = sel(nan_im && !re_inf, T::NAN, re0);
    let i = sel(im_zero || (re_inf && nan_im), T::ZERO, im0);
    (r, i)
}

/// `complex.expm1`: `expm1(x) * (cos y) + (cos y - 1)`, `cos y - 1` by a
/// Taylor series for small `y`.
fn expm1<T: Part>(re: T, im: T) -> (T, T) {
    const C: [f64; 7] = [
        0.041666666666666664,
        -0.0013888888888888872,
        2.480158730157055e-5,
        -2.755731921499979e-7,
        2.087675428708152e-9,
        -1.147028484342536e-11,
        4.737750796424621e-14,
    ];
    let em = re.exp_m1();
    let ex = em.add(T::ONE);
    let (s, c) = (im.sin(), im.cos());
    let cm1 = c.add(T::ONE.neg());
    let y2 = im.mul(im);
    let y4 = y2.mul(y2);
    let mut p = T::from_f64(C[6]).fma(y2, T::from_f64(C[5]));
    for k in (0..5).rev() {
        p = p.fma(y2, T::from_f64(C[k]));
    }
    let taylor = y4.mul(p).add(y2.mul(T::HALF.neg()));
    let cm1 = sel(y2 >= T::from_f64(0.61685), cm1, taylor);
    let r = em.mul(cm1.add(T::ONE)).add(cm1);
    let i = sel(im == T::ZERO, T::ZERO, ex.mul(s));
    (r, i)
}

/// `complex.log1p`: the scaled `log |1 + z|` through `log1p`, and the
/// angle of `1 + z`.
fn log1p<T: Part>(re: T, im: T) -> (T, T) {
    let xp = re.add(T::ONE);
    let (ax, ay) = (xp.abs(), im.abs());
    let (mx, mn) = (maximumf(ax, ay), minimumf(ax, ay));
    let arg = sel(xp > ay, re, mx.sub(T::ONE));
    let r = mn.div(mx);
    let l = arg.ln_1p();
    let l2 = r.mul(r).ln_1p();
    let m = l2.mul(T::HALF).add(l);
    (sel(m.is_nan(), mn, m), im.atan2(xp))
}

/// `complex.rsqrt`: `1/sqrt |z|` (scaled) at minus half the angle, with
/// the limits at zero and infinity.
fn rsqrt<T: Part>(re: T, im: T) -> (T, T) {
    let (x, y) = (re.abs(), im.abs());
    let (mx, mn) = (maximumf(x, y), minimumf(x, y));
    let r = mn.div(mx);
    let t = r.mul(r).add(T::ONE);
    let a = T::ONE.div(t.sqrt());
    let b = T::ONE.div(mn.sqrt());
    let c = T::ONE.div(mx.sqrt());
    let m = c.mul(a.sqrt());
    let m = sel(m.is_nan(), b, m);
    let ang = im.atan2(re).mul(T::HALF.neg());
    let (cs, sn) = (ang.cos(), ang.sin());
    let (re1, im1) = (m.mul(cs), m.mul(sn));
    let zr = T::ZERO.copysign(re);
    let zi = T::ZERO.copysign(im).mul(T::ONE.neg());
    let lim = (y == T::INF && re.is_nan()) || x == T::INF;
    let (re2, im2) = (sel(lim, zr, re1), sel(lim, zi, im1));
    if re == T::ZERO && im == T::ZERO {
        (T::INF, T::NAN)
    } else {
        (re2, im2)
    }
}

/// `complex.sign`: `z / |z|`, `z` itself at zero.
fn sign<T: Part>(re: T, im: T) -> (T, T) {
    if re == T::ZERO && im == T::ZERO {
        return (re, im);
    }
    let m = modulus(re, im);
    (re.div(m), im.div(m))
}

/// `complex.pow` of `(x, y)` to `(c, d)`: `|z|^c e^(-d arg z)` at angle
/// `c arg z + d log |z|`, with the special cases of the lowering (a zero
/// base, a zero exponent, the bases 1 and +inf).
fn pow<T: Part>(x: T, y: T, c: T, d: T) -> (T, T) {
    let m = modulus(x, y);
    let p = m.powf(c);
    let at = y.atan2(x);
    let k = p.mul(d.neg().mul(at).exp());
    let lg = m.ln();
    let th = c.mul(at).add(d.mul(lg));
    let (cs, sn) = (th.cos(), th.sin());
    let one = (T::ONE, T::ZERO);
    let zero = (T::ZERO, T::ZERO);
    let inf = (T::INF, T::ZERO);
    let (m0, d0, c0, y0) = (m == T::ZERO, d == T::ZERO, c == T::ZERO, y == T::ZERO);
    let cge = T::ZERO <= c;
    let r = (k.mul(cs), k.mul(sn));
    let r = sel(m0 && d0 && cge, sel(c0, one, zero), r);
    let r = sel(c0 && d0, one, r);
    let r = sel(x == T::ONE && y0, one, r);
    let base_inf = x == T::INF && y0;
    let r = sel(base_inf && d0 && c > T::ZERO, inf, r);
    sel(base_inf && d0 && c < T::ZERO, zero, r)
}

/// `complex.atan2(y, x)`: `-i log((x + iy) / sqrt(x² + y²))`, each step
/// as the lowering expands it (`mul`, `sqrt`, `div`, `log`).
fn atan2<T: Part>(a: T, b: T, c: T, d: T) -> (T, T) {
    let (x2r, x2i) = (c.mul(c).sub(d.mul(d)), d.mul(c).add(c.mul(d)));
    let (y2r, y2i) = (a.mul(a).sub(b.mul(b)), b.mul(a).add(a.mul(b)));
    let (qr, qi) = sqrt(x2r.add(y2r), x2i.add(y2i));
    let (iyr, iyi) = (a.mul(T::ZERO).sub(b), a.add(b.mul(T::ZERO)));
    let (nr, ni) = div(c.add(iyr), d.add(iyi), qr, qi);
    let (lr, li) = (modulus(nr, ni).ln(), ni.atan2(nr));
    let m1 = T::ONE.neg();
    (
        lr.mul(T::ZERO).sub(li.mul(m1)),
        lr.mul(m1).add(li.mul(T::ZERO)),
    )
}

fn run_typed<T: Part>(op: ComplexOp, regs: &mut [u64], d: S, a: S, b: S) {
    let (d, a, b) = (d as usize, a as usize, b as usize);
    let (x, y) = (T::from_slot(regs[a]), T::from_slot(regs[a + 1]));
    let (u, v) = if op.is_binary() {
        (T::from_slot(regs[b]), T::from_slot(regs[b + 1]))
    } else {
        (T::ZERO, T::ZERO)
    };
    let pair = |regs: &mut [u64], (re, im): (T, T)| {
        regs[d] = re.to_slot();
        regs[d + 1] = im.to_slot();
    };
    match op {
        ComplexOp::Add => pair(regs, (x.add(u), y.add(v))),
        ComplexOp::Sub => pair(regs, (x.sub(u), y.sub(v))),
        ComplexOp::Mul => pair(regs, (x.mul(u).sub(y.mul(v)), y.mul(u).add(x.mul(v)))),
        ComplexOp::Div => pair(regs, div(x, y, u, v)),
        ComplexOp::Neg => pair(regs, (x.neg(), y.neg())),
        ComplexOp::Conj => pair(regs, (x, y.neg())),
        ComplexOp::Exp => pair(regs, exp(x, y)),
        ComplexOp::Log => pair(regs, (modulus(x, y).ln(), y.atan2(x))),
        ComplexOp::Sqrt => pair(regs, sqrt(x, y)),
        ComplexOp::Abs => regs[d] = modulus(x, y).to_slot(),
        ComplexOp::Angle => regs[d] = y.atan2(x).to_slot(),
        ComplexOp::Eq => regs[d] = crate::numeric::bool_slot(x == u && y == v),
        ComplexOp::Neq => regs[d] = crate::numeric::bool_slot(x != u || y != v),
        ComplexOp::Cos => pair(regs, cos_sin(x, y, false)),
        ComplexOp::Sin => pair(regs, cos_sin(x, y, true)),
        // tan z = -i tanh(iz).
        ComplexOp::Tan => {
            let (r, i) = tanh(y.mul(T::ONE.neg()), x);
            pair(regs, (i, r.mul(T::ONE.neg())))
        }
        ComplexOp::Tanh => pair(regs, tanh(x, y)),
        ComplexOp::Expm1 => pair(regs, expm1(x, y)),
        ComplexOp::Log1p => pair(regs, log1p(x, y)),
        ComplexOp::Rsqrt => pair(regs, rsqrt(x, y)),
        ComplexOp::Sign => pair(regs, sign(x, y)),
        ComplexOp::Pow => pair(regs, pow(x, y, u, v)),
        ComplexOp::Atan2 => pair(regs, atan2(x, y, u, v)),
        // The lowering's `pow` with the exponent's imaginary part 0 folded
        // in (`-0 * arg z`, `0 * log |z|`: the same products).
        ComplexOp::Powi(w) => {
            let n = crate::value::sext(regs[b], w as u32) as i64;
            pair(regs, pow(x, y, T::from_i64(n), T::ZERO))
        }
    }
}

/// Runs `op` on parts of `width` bits: operands at `a` (and `b`), each a
/// pair of slots (`b` one integer slot for `powi`); the result at `d` (a
/// pair, or one slot for `abs`, `angle`, `eq`, `neq`).
pub fn run(op: ComplexOp, width: u8, regs: &mut [u64], d: S, a: S, b: S) {
    if width == 32 {
        run_typed::<f32>(op, regs, d, a, b)
    } else {
        run_typed::<f64>(op, regs, d, a, b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c64(op: ComplexOp, a: (f64, f64), b: (f64, f64)) -> (f64, f64) {
        let mut regs = vec![0u64; 6];
        regs[0] = a.0.to_bits();
        regs[1] = a.1.to_bits();
        regs[2] = b.0.to_bits();
        regs[3] = b.1.to_bits();
        run(op, 64, &mut regs, 4, 0, 2);
        (f64::from_bits(regs[4]), f64::from_bits(regs[5]))
    }

    #[test]
    fn division_recoveries() {
        // Ordinary quotient.
        assert_eq!(c64(ComplexOp::Div, (1.0, 2.0), (1.0, 1.0)), (1.5, 0.5));
        // By zero: signed infinities, as the lowering's recovery gives.
        let (r, i) = c64(ComplexOp::Div, (-5.0, 0.5), (0.0, 0.0));
        assert_eq!((r, i), (f64::NEG_INFINITY, f64::INFINITY));
        // A finite value over an infinite one: zeros.
        let (r, i) = c64(ComplexOp::Div, (1.0, 1.0), (f64::INFINITY, 0.0));
        assert_eq!((r, i), (0.0, 0.0));
    }

    #[test]
    fn elementary() {
        assert_eq!(c64(ComplexOp::Sqrt, (4.0, 0.0), (0.0, 0.0)), (2.0, 0.0));
        assert_eq!(c64(ComplexOp::Sqrt, (0.0, 0.0), (0.0, 0.0)), (0.0, 0.0));
        assert_eq!(c64(ComplexOp::Exp, (0.0, 0.0), (0.0, 0.0)), (1.0, 0.0));
        let (a, _) = c64(ComplexOp::Abs, (3.0, 4.0), (0.0, 0.0));
        assert_eq!(a, 5.0);
        assert_eq!(c64(ComplexOp::Mul, (1.0, 2.0), (3.0, 4.0)), (-5.0, 10.0));
        assert_eq!(c64(ComplexOp::Sign, (3.0, 4.0), (0.0, 0.0)), (0.6, 0.8));
        assert_eq!(c64(ComplexOp::Sign, (-0.0, 0.0), (0.0, 0.0)), (-0.0, 0.0));
        let (r, i) = c64(ComplexOp::Rsqrt, (0.0, 0.0), (0.0, 0.0));
        assert!(r == f64::INFINITY && i.is_nan());
        assert_eq!(c64(ComplexOp::Pow, (5.0, 1.0), (0.0, 0.0)), (1.0, 0.0));
    }

    #[test]
    fn powi_exponent_is_a_sign_extended_slot() {
        // (2 + 0i)^-1 with an i8 exponent whose slot holds only its low bits.
        let mut regs = vec![0u64; 5];
        regs[0] = 2.0f64.to_bits();
        regs[2] = 0xff;
        run(ComplexOp::Powi(8), 64, &mut regs, 3, 0, 2);
        assert_eq!(f64::from_bits(regs[3]), 0.5);
        // |z| = 1 at angle 0: exactly 1 for any power.
        regs[0] = 1.0f64.to_bits();
        regs[2] = 1000;
        run(ComplexOp::Powi(32), 64, &mut regs, 3, 0, 2);
        assert_eq!(
            (f64::from_bits(regs[3]), f64::from_bits(regs[4])),
            (1.0, 0.0)
        );
    }
}
