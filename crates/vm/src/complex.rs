//! Scalar `complex.*` ops, with the results `mlir-opt-22
//! --convert-complex-to-standard` gives (the same sequence of `arith` and
//! `math` ops, in the same precision, so special values come out the same:
//! Smith's division with its infinity and zero recoveries, the scaled
//! `abs`, the `exp` that avoids an early overflow).
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
}

impl ComplexOp {
    /// The op named `name` (`complex.add`), if it computes.
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
            _ => return None,
        })
    }

    /// Whether the op takes two complex operands.
    pub fn is_binary(self) -> bool {
        matches!(
            self,
            ComplexOp::Add | ComplexOp::Sub | ComplexOp::Mul | ComplexOp::Div
        ) || matches!(self, ComplexOp::Eq | ComplexOp::Neq)
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
    fn ln(self) -> Self;
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
            fn ln(self) -> Self {
                <$t>::ln(self)
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
    }
}

/// Runs `op` on parts of `width` bits: operands at `a` (and `b`), each a
/// pair of slots; the result at `d` (a pair, or one slot for `abs`,
/// `angle`, `eq`, `neq`).
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
    }
}
