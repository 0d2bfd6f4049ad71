//! `chlo` ops without an `arith`/`math` counterpart, written in StableHLO as
//! StableHLO's own CHLO decomposition (`ChloLegalizeToStablehlo.cpp`) writes
//! them, so they compute what XLA computes: `lgamma` and `digamma` by
//! Lanczos's approximation (g = 7, 8 coefficients) with Euler's reflection
//! below 1/2, in f32 at least (16-bit floats are widened, then rounded
//! back); `erf_inv` by Giles's polynomials in `w = -log1p(-x^2)` (single
//! or double precision coefficients by the type);
//! `cosh` and `sinh` from `exp(x + log(1/2))` and `exp(log(1/2) - x)`
//! (`sinh` near zero from `expm1`). The StableHLO text is lowered in the
//! next round of `lower_stablehlo`.

use std::fmt::Write;

use sigil_ir::{Context, Module, OpId, TypeData};

use super::elem;

const LANCZOS_GAMMA: f64 = 7.0;
const BASE_LANCZOS_COEFF: f64 = 0.999_999_999_999_809_9;
const LANCZOS_COEFFICIENTS: [f64; 8] = [
    676.520_368_121_885_1,
    -1_259.139_216_722_402_8,
    771.323_428_777_653_1,
    -176.615_029_162_140_6,
    12.507_343_278_686_905,
    -0.138_571_095_265_720_12,
    9.984_369_578_019_572e-6,
    1.505_632_735_149_311_6e-7,
];

/// Elementwise StableHLO text over one tensor type.
pub(super) struct Hlo {
    pub(super) text: String,
    n: usize,
    /// The tensor type computed in, and its `i1` counterpart.
    pub(super) t: String,
    p: String,
    /// The tensor type of complex numbers with parts of type `t`.
    ct: String,
    /// The element type's width (32 or 64).
    pub(super) width: u32,
    /// Complex elements (of `width`-bit parts).
    complex: bool,
}

impl Hlo {
    /// Text over `tensor<{dims}f{width}>` (`dims` as `"2x3x"`).
    pub(super) fn new(dims: &str, width: u32) -> Hlo {
        Hlo {
            text: String::new(),
            n: 0,
            t: format!("tensor<{dims}f{width}>"),
            p: format!("tensor<{dims}i1>"),
            ct: format!("tensor<{dims}complex<f{width}>>"),
            width,
            complex: false,
        }
    }

    /// The real (`"real"`) or imaginary (`"imag"`) parts of complex `z`.
    pub(super) fn part(&mut self, which: &str, z: &str) -> String {
        let r = self.fresh();
        let (t, ct) = (&self.t, &self.ct);
        let _ = writeln!(
            self.text,
            "{r} = \"stablehlo.{which}\"({z}) : ({ct}) -> {t}"
        );
        r
    }

    /// The complex number `re + i im`.
    pub(super) fn complex(&mut self, re: &str, im: &str) -> String {
        let r = self.fresh();
        let (t, ct) = (&self.t, &self.ct);
        let _ = writeln!(
            self.text,
            "{r} = \"stablehlo.complex\"({re}, {im}) : ({t}, {t}) -> {ct}"
        );
        r
    }

    /// A binary op on predicates (`and`, `or`).
    pub(super) fn logic(&mut self, op: &str, a: &str, b: &str) -> String {
        let r = self.fresh();
        let p = &self.p;
        let _ = writeln!(
            self.text,
            "{r} = \"stablehlo.{op}\"({a}, {b}) : ({p}, {p}) -> {p}"
        );
        r
    }

    pub(super) fn not(&mut self, a: &str) -> String {
        let r = self.fresh();
        let p = &self.p;
        let _ = writeln!(self.text, "{r} = \"stablehlo.not\"({a}) : ({p}) -> {p}");
        r
    }

    fn fresh(&mut self) -> String {
        self.n += 1;
        format!("%h{}", self.n)
    }

    /// A splat constant, exactly `v` rounded to the element type.
    pub(super) fn c(&mut self, v: f64) -> String {
        let bits = if self.complex {
            format!("({v:.17e}, 0.0)")
        } else if self.width == 64 {
            format!("0x{:016X}", v.to_bits())
        } else {
            format!("0x{:08X}", (v as f32).to_bits())
        };
        let r = self.fresh();
        let t = &self.t;
        let _ = writeln!(
            self.text,
            "{r} = \"stablehlo.constant\"() <{{value = dense<{bits}> : {t}}}> : () -> {t}"
        );
        r
    }

    pub(super) fn un(&mut self, op: &str, a: &str) -> String {
        let r = self.fresh();
        let t = &self.t;
        let _ = writeln!(self.text, "{r} = \"stablehlo.{op}\"({a}) : ({t}) -> {t}");
        r
    }

    pub(super) fn bin(&mut self, op: &str, a: &str, b: &str) -> String {
        let r = self.fresh();
        let t = &self.t;
        let _ = writeln!(
            self.text,
            "{r} = \"stablehlo.{op}\"({a}, {b}) : ({t}, {t}) -> {t}"
        );
        r
    }

    pub(super) fn cmp(&mut self, dir: &str, a: &str, b: &str) -> String {
        let r = self.fresh();
        let (t, p) = (&self.t, &self.p);
        let _ = writeln!(
            self.text,
            "{r} = \"stablehlo.compare\"({a}, {b}) <{{comparison_direction = \
             #stablehlo<comparison_direction {dir}>}}> : ({t}, {t}) -> {p}"
        );
        r
    }

    pub(super) fn and(&mut self, a: &str, b: &str) -> String {
        let r = self.fresh();
        let p = &self.p;
        let _ = writeln!(
            self.text,
            "{r} = \"stablehlo.and\"({a}, {b}) : ({p}, {p}) -> {p}"
        );
        r
    }

    pub(super) fn select(&mut self, c: &str, a: &str, b: &str) -> String {
        let r = self.fresh();
        let (t, p) = (&self.t, &self.p);
        let _ = writeln!(
            self.text,
            "{r} = \"stablehlo.select\"({c}, {a}, {b}) : ({p}, {t}, {t}) -> {t}"
        );
        r
    }

    pub(super) fn is_finite(&mut self, a: &str) -> String {
        let r = self.fresh();
        let (t, p) = (&self.t, &self.p);
        let _ = writeln!(
            self.text,
            "{r} = \"stablehlo.is_finite\"({a}) : ({t}) -> {p}"
        );
        r
    }
}

/// `z = x < 1/2 ? -x : x - 1`, with the reflection predicate.
fn reflect(h: &mut Hlo, x: &str) -> (String, String, String) {
    let half = h.c(0.5);
    let need = h.cmp("LT", x, &half);
    let neg = h.un("negate", x);
    let one = h.c(1.0);
    let sub = h.bin("subtract", x, &one);
    let z = h.select(&need, &neg, &sub);
    (need, z, one)
}

/// `log(t)` with `t = z + g + 1/2`, as `log(g + 1/2) + log1p(z / (g + 1/2))`.
fn log_t(h: &mut Hlo, z: &str) -> (String, String) {
    let lph = h.c(LANCZOS_GAMMA + 0.5);
    let t = h.bin("add", &lph, z);
    let log_term = h.c((LANCZOS_GAMMA + 0.5).ln());
    let q = h.bin("divide", z, &lph);
    let l1p = h.un("log_plus_one", &q);
    let log_t = h.bin("add", &log_term, &l1p);
    (t, log_t)
}

fn lgamma(h: &mut Hlo, x: &str) -> String {
    let (need, z, one) = reflect(h, x);
    let half = h.c(0.5);
    let mut a = h.c(BASE_LANCZOS_COEFF);
    for (i, &k) in LANCZOS_COEFFICIENTS.iter().enumerate() {
        let coeff = h.c(k);
        let idx = h.c((i + 1) as f64);
        let zi = h.bin("add", &z, &idx);
        let q = h.bin("divide", &coeff, &zi);
        a = h.bin("add", &a, &q);
    }
    let (t, log_t) = log_t(h, &z);
    let t_div = h.bin("divide", &t, &log_t);
    let zh = h.bin("add", &z, &half);
    let sum = h.bin("subtract", &zh, &t_div);
    let r = h.bin("multiply", &sum, &log_t);
    let log_a = h.un("log", &a);
    let base = h.c((2f64.ln() + std::f64::consts::PI.ln()) / 2.0);
    let br = h.bin("add", &base, &r);
    let lg = h.bin("add", &br, &log_a);
    let abs = h.un("abs", x);
    let fl = h.un("floor", &abs);
    let frac = h.bin("subtract", &abs, &fl);
    let reduce = h.cmp("LT", &half, &frac);
    let one_minus = h.bin("subtract", &one, &frac);
    let frac = h.select(&reduce, &one_minus, &frac);
    let pi = h.c(std::f64::consts::PI);
    let pf = h.bin("multiply", &pi, &frac);
    let s = h.un("sine", &pf);
    let denom = h.un("log", &s);
    let log_pi = h.c(std::f64::consts::PI.ln());
    let d1 = h.bin("subtract", &log_pi, &denom);
    let refl = h.bin("subtract", &d1, &lg);
    let finite = h.is_finite(&denom);
    let neg_denom = h.un("negate", &denom);
    let refl = h.select(&finite, &refl, &neg_denom);
    let lg = h.select(&need, &refl, &lg);
    // lgamma(+-inf) = +inf.
    let ax = h.un("abs", x);
    let inf = h.c(f64::INFINITY);
    let is_inf = h.cmp("EQ", &ax, &inf);
    h.select(&is_inf, &inf, &lg)
}

fn digamma(h: &mut Hlo, x: &str) -> String {
    let (need, z, _one) = reflect(h, x);
    let zero = h.c(0.0);
    let mut a = h.c(BASE_LANCZOS_COEFF);
    let mut a_prime = zero.clone();
    for (i, &k) in LANCZOS_COEFFICIENTS.iter().enumerate() {
        let coeff = h.c(k);
        let idx = h.c((i + 1) as f64);
        let zt = h.bin("add", &z, &idx);
        let sq = h.bin("multiply", &zt, &zt);
        let q = h.bin("divide", &coeff, &sq);
        a_prime = h.bin("subtract", &a_prime, &q);
        let q = h.bin("divide", &coeff, &zt);
        a = h.bin("add", &a, &q);
    }
    let (t, log_t) = log_t(h, &z);
    let apa = h.bin("divide", &a_prime, &a);
    let g = h.c(LANCZOS_GAMMA);
    let gt = h.bin("divide", &g, &t);
    let s = h.bin("add", &log_t, &apa);
    let dg = h.bin("subtract", &s, &gt);
    let half = h.c(0.5);
    let xh = h.bin("add", x, &half);
    let fl = h.un("floor", &xh);
    let ab = h.un("abs", &fl);
    let reduced = h.bin("add", x, &ab);
    let pi = h.c(std::f64::consts::PI);
    let pr = h.bin("multiply", &pi, &reduced);
    let cos = h.un("cosine", &pr);
    let sin = h.un("sine", &pr);
    let pc = h.bin("multiply", &pi, &cos);
    let q = h.bin("divide", &pc, &sin);
    let refl = h.bin("subtract", &dg, &q);
    let dg = h.select(&need, &refl, &dg);
    let le = h.cmp("LE", x, &zero);
    let fx = h.un("floor", x);
    let is_int = h.cmp("EQ", x, &fx);
    let pole = h.and(&le, &is_int);
    let nan = h.c(f64::NAN);
    h.select(&pole, &nan, &dg)
}

// The literals as StableHLO writes them.
#[allow(clippy::excessive_precision)]
const ERF_INV_F32_LT5: [f64; 9] = [
    2.81022636e-08,
    3.43273939e-07,
    -3.5233877e-06,
    -4.39150654e-06,
    0.00021858087,
    -0.00125372503,
    -0.00417768164,
    0.246640727,
    1.50140941,
];
// The literals as StableHLO writes them.
#[allow(clippy::excessive_precision)]
const ERF_INV_F32_GE5: [f64; 9] = [
    -0.000200214257,
    0.000100950558,
    0.00134934322,
    -0.00367342844,
    0.00573950773,
    -0.0076224613,
    0.00943887047,
    1.00167406,
    2.83297682,
];
// The literals as StableHLO writes them.
#[allow(clippy::excessive_precision)]
const ERF_INV_F64_LT625: [f64; 23] = [
    -3.6444120640178196996e-21,
    -1.685059138182016589e-19,
    1.2858480715256400167e-18,
    1.115787767802518096e-17,
    -1.333171662854620906e-16,
    2.0972767875968561637e-17,
    6.6376381343583238325e-15,
    -4.0545662729752068639e-14,
    -8.1519341976054721522e-14,
    2.6335093153082322977e-12,
    -1.2975133253453532498e-11,
    -5.4154120542946279317e-11,
    1.051212273321532285e-09,
    -4.1126339803469836976e-09,
    -2.9070369957882005086e-08,
    4.2347877827932403518e-07,
    -1.3654692000834678645e-06,
    -1.3882523362786468719e-05,
    0.0001867342080340571352,
    -0.00074070253416626697512,
    -0.0060336708714301490533,
    0.24015818242558961693,
    1.6536545626831027356,
];
// The literals as StableHLO writes them.
#[allow(clippy::excessive_precision)]
const ERF_INV_F64_LT16: [f64; 19] = [
    2.2137376921775787049e-09,
    9.0756561938885390979e-08,
    -2.7517406297064545428e-07,
    1.8239629214389227755e-08,
    1.5027403968909827627e-06,
    -4.013867526981545969e-06,
    2.9234449089955446044e-06,
    1.2475304481671778723e-05,
    -4.7318229009055733981e-05,
    6.8284851459573175448e-05,
    2.4031110387097893999e-05,
    -0.0003550375203628474796,
    0.00095328937973738049703,
    -0.0016882755560235047313,
    0.0024914420961078508066,
    -0.0037512085075692412107,
    0.005370914553590063617,
    1.0052589676941592334,
    3.0838856104922207635,
];
// The literals as StableHLO writes them.
#[allow(clippy::excessive_precision)]
const ERF_INV_F64_GE16: [f64; 17] = [
    -2.7109920616438573243e-11,
    -2.5556418169965252055e-10,
    1.5076572693500548083e-09,
    -3.7894654401267369937e-09,
    7.6157012080783393804e-09,
    -1.4960026627149240478e-08,
    2.9147953450901080826e-08,
    -6.7711997758452339498e-08,
    2.2900482228026654717e-07,
    -9.9298272942317002539e-07,
    4.5260625972231537039e-06,
    -1.9681778105531670567e-05,
    7.5995277030017761139e-05,
    -0.00021503011930044477347,
    -0.00013871931833623122026,
    1.0103004648645343977,
    4.8499064014085844221,
];

/// `x * inf` where `|x| == 1`, else `p * x`.
fn erf_inv_finish(h: &mut Hlo, x: &str, p: &str) -> String {
    let result = h.bin("multiply", p, x);
    let ax = h.un("abs", x);
    let one = h.c(1.0);
    let at_one = h.cmp("EQ", &ax, &one);
    let inf = h.c(f64::INFINITY);
    let xinf = h.bin("multiply", x, &inf);
    h.select(&at_one, &xinf, &result)
}

/// `w = -log1p(-x * x)`.
fn erf_inv_w(h: &mut Hlo, x: &str) -> String {
    let neg = h.un("negate", x);
    let mxx = h.bin("multiply", x, &neg);
    let l = h.un("log_plus_one", &mxx);
    h.un("negate", &l)
}

fn erf_inv(h: &mut Hlo, x: &str) -> String {
    if h.width == 64 {
        return erf_inv64(h, x);
    }
    let w = erf_inv_w(h, x);
    let five = h.c(5.0);
    let lt = h.cmp("LT", &w, &five);
    let c25 = h.c(2.5);
    let a = h.bin("subtract", &w, &c25);
    let sq = h.un("sqrt", &w);
    let c3 = h.c(3.0);
    let b = h.bin("subtract", &sq, &c3);
    let w = h.select(&lt, &a, &b);
    let coefficient = |h: &mut Hlo, i: usize| {
        let a = h.c(ERF_INV_F32_LT5[i]);
        let b = h.c(ERF_INV_F32_GE5[i]);
        h.select(&lt, &a, &b)
    };
    let mut p = coefficient(h, 0);
    for i in 1..9 {
        let c = coefficient(h, i);
        let pw = h.bin("multiply", &p, &w);
        p = h.bin("add", &c, &pw);
    }
    erf_inv_finish(h, x, &p)
}

fn erf_inv64(h: &mut Hlo, x: &str) -> String {
    let w = erf_inv_w(h, x);
    let c625 = h.c(6.25);
    let lt625 = h.cmp("LT", &w, &c625);
    let c16 = h.c(16.0);
    let lt16 = h.cmp("LT", &w, &c16);
    let coefficient = |h: &mut Hlo, i: usize| {
        let mut c = h.c(ERF_INV_F64_LT625[i]);
        if i < 19 {
            let o = h.c(ERF_INV_F64_LT16[i]);
            c = h.select(&lt625, &c, &o);
        }
        if i < 17 {
            let o = h.c(ERF_INV_F64_GE16[i]);
            c = h.select(&lt16, &c, &o);
        }
        c
    };
    let sqrt_w = h.un("sqrt", &w);
    let c3125 = h.c(3.125);
    let w_minus = h.bin("subtract", &w, &c3125);
    let c325 = h.c(3.25);
    let c5 = h.c(5.0);
    let s2 = h.select(&lt16, &c325, &c5);
    let s2r = h.bin("subtract", &sqrt_w, &s2);
    let w = h.select(&lt625, &w_minus, &s2r);
    let mut p = coefficient(h, 0);
    for i in 1..17 {
        let c = coefficient(h, i);
        let pw = h.bin("multiply", &p, &w);
        p = h.bin("add", &c, &pw);
    }
    for (range, pred) in [(17..19, lt16.clone()), (19..23, lt625.clone())] {
        for i in range {
            let c = coefficient(h, i);
            let pw = h.bin("multiply", &p, &w);
            let next = h.bin("add", &c, &pw);
            p = h.select(&pred, &next, &p);
        }
    }
    erf_inv_finish(h, x, &p)
}

/// `exp(x + log(1/2)) -+ exp(log(1/2) - x)`: `cosh` (`add`), and `sinh`
/// away from zero (`subtract`).
fn exp_halves(h: &mut Hlo, x: &str, combine: &str) -> String {
    let half = h.c(0.5);
    let log_half = h.un("log", &half);
    let a = h.bin("add", x, &log_half);
    let ea = h.un("exponential", &a);
    let b = h.bin("subtract", &log_half, x);
    let eb = h.un("exponential", &b);
    h.bin(combine, &ea, &eb)
}

fn cosh(h: &mut Hlo, x: &str) -> String {
    exp_halves(h, x, "add")
}

/// Near zero (`|x| < 1`), `(e + e / (e + 1)) / 2` with `e = expm1(x)`.
fn sinh(h: &mut Hlo, x: &str) -> String {
    let large = exp_halves(h, x, "subtract");
    let e = h.un("exponential_minus_one", x);
    let one = h.c(1.0);
    let half = h.c(0.5);
    let e1 = h.bin("add", &e, &one);
    let ratio = h.bin("divide", &e, &e1);
    let sum = h.bin("add", &e, &ratio);
    let small = h.bin("multiply", &half, &sum);
    let ax = h.un("abs", x);
    let lt = h.cmp("LT", &ax, &one);
    h.select(&lt, &small, &large)
}

// The literals as StableHLO writes them (Cephes's Chebyshev coefficients
// of `exp(-|x|) i1(x)` on [0, 8] (A) and (8, inf) (B); single precision
// keeps the last 17 and 7).
#[allow(clippy::excessive_precision)]
const I1E_A: [f64; 29] = [
    2.77791411276104639959E-18,
    -2.11142121435816608115E-17,
    1.55363195773620046921E-16,
    -1.10559694773538630805E-15,
    7.60068429473540693410E-15,
    -5.04218550472791168711E-14,
    3.22379336594557470981E-13,
    -1.98397439776494371520E-12,
    1.17361862988909016308E-11,
    -6.66348972350202774223E-11,
    3.62559028155211703701E-10,
    -1.88724975172282928790E-9,
    9.38153738649577178388E-9,
    -4.44505912879632808065E-8,
    2.00329475355213526229E-7,
    -8.56872026469545474066E-7,
    3.47025130813767847674E-6,
    -1.32731636560394358279E-5,
    4.78156510755005422638E-5,
    -1.61760815825896745588E-4,
    5.12285956168575772895E-4,
    -1.51357245063125314899E-3,
    4.15642294431288815669E-3,
    -1.05640848946261981558E-2,
    2.47264490306265168283E-2,
    -5.29459812080949914269E-2,
    1.02643658689847095384E-1,
    -1.76416518357834055153E-1,
    2.52587186443633654823E-1,
];
#[allow(clippy::excessive_precision)]
const I1E_B: [f64; 25] = [
    7.51729631084210481353E-18,
    4.41434832307170791151E-18,
    -4.65030536848935832153E-17,
    -3.20952592199342395980E-17,
    2.96262899764595013876E-16,
    3.30820231092092828324E-16,
    -1.88035477551078244854E-15,
    -3.81440307243700780478E-15,
    1.04202769841288027642E-14,
    4.27244001671195135429E-14,
    -2.10154184277266431302E-14,
    -4.08355111109219731823E-13,
    -7.19855177624590851209E-13,
    2.03562854414708950722E-12,
    1.41258074366137813316E-11,
    3.25260358301548823856E-11,
    -1.89749581235054123450E-11,
    -5.58974346219658380687E-10,
    -3.83538038596423702205E-9,
    -2.63146884688951950684E-8,
    -2.51223623787020892529E-7,
    -3.88256480887769039346E-6,
    -1.10588938762623716291E-4,
    -9.76109749136146840777E-3,
    7.78576235018280120474E-1,
];

/// Clenshaw's recurrence for a Chebyshev series at `x`, halved.
fn chebyshev(h: &mut Hlo, x: &str, coefficients: &[f64]) -> String {
    let zero = h.c(0.0);
    let (mut b0, mut b1, mut b2) = (zero.clone(), zero.clone(), zero);
    for &k in coefficients {
        b2 = b1;
        b1 = b0;
        let m = h.bin("multiply", x, &b1);
        let d = h.bin("subtract", &m, &b2);
        let c = h.c(k);
        b0 = h.bin("add", &d, &c);
    }
    let r = h.bin("subtract", &b0, &b2);
    let half = h.c(0.5);
    h.bin("multiply", &r, &half)
}

/// `exp(-|x|) i1(x)`: `|x| <= 8` from series A at `|x| / 2 - 2` (times
/// `|x|`), else from series B at `32 / |x| - 2` (over `sqrt(|x|)`), with
/// `x`'s sign.
fn bessel_i1e(h: &mut Hlo, x: &str) -> String {
    let (a, b) = if h.width == 64 {
        (&I1E_A[..], &I1E_B[..])
    } else {
        (&I1E_A[12..], &I1E_B[18..])
    };
    let z = h.un("abs", x);
    let (half, two, c32, eight) = (h.c(0.5), h.c(2.0), h.c(32.0), h.c(8.0));
    let t = h.bin("multiply", &half, &z);
    let t = h.bin("subtract", &t, &two);
    let le8 = chebyshev(h, &t, a);
    let le8 = h.bin("multiply", &z, &le8);
    let t = h.bin("divide", &c32, &z);
    let t = h.bin("subtract", &t, &two);
    let gt8 = chebyshev(h, &t, b);
    let sq = h.un("sqrt", &z);
    let gt8 = h.bin("divide", &gt8, &sq);
    let is_le8 = h.cmp("LE", &z, &eight);
    let r = h.select(&is_le8, &le8, &gt8);
    let s = h.un("sign", x);
    h.bin("multiply", &s, &r)
}

/// The rule text for `chlo.lgamma`, `digamma`, `erf_inv`, `cosh` or
/// `sinh` on floats, or `None`.
pub(super) fn decompose(ctx: &mut Context, m: &Module, op: OpId, short: &str) -> Option<String> {
    let build: fn(&mut Hlo, &str) -> String = match short {
        "lgamma" => lgamma,
        "digamma" => digamma,
        "erf_inv" => erf_inv,
        "cosh" => cosh,
        "sinh" => sinh,
        "bessel_i1e" => bessel_i1e,
        _ => return None,
    };
    let t = m.ir.value_type(m.ir.operand(op, 0));
    let e = elem(ctx, t);
    // `cosh` and `sinh` of complex numbers: the same formula, in complex
    // arithmetic (`sinh` without its near-zero case, as StableHLO has it).
    let (width, complex) = match ctx.type_data(e) {
        TypeData::Float(k) => (k.bit_width(), false),
        TypeData::Complex(p) if matches!(short, "cosh" | "sinh") => match ctx.type_data(*p) {
            TypeData::Float(k) => (k.bit_width(), true),
            _ => return None,
        },
        _ => return None,
    };
    let build = match (short, complex) {
        ("sinh", true) => |h: &mut Hlo, x: &str| exp_halves(h, x, "subtract"),
        _ => build,
    };
    let shape = ctx.type_data(t).shape()?.to_vec();
    if shape.iter().any(|&d| d < 0) {
        return None;
    }
    let dims: String = shape.iter().map(|d| format!("{d}x")).collect();
    let ts = sigil_ir::printer::type_to_string(ctx, t);
    let wide = if width < 32 { 32 } else { width };
    let et = if complex {
        format!("complex<f{wide}>")
    } else {
        format!("f{wide}")
    };
    let mut h = Hlo {
        text: String::new(),
        n: 0,
        t: format!("tensor<{dims}{et}>"),
        p: format!("tensor<{dims}i1>"),
        ct: String::new(),
        width: wide,
        complex,
    };
    let x = if width < 32 {
        let wt = h.t.clone();
        let _ = writeln!(h.text, "%x = \"stablehlo.convert\"(%a0) : ({ts}) -> {wt}");
        "%x".to_string()
    } else {
        "%a0".to_string()
    };
    let r = build(&mut h, &x);
    let result = if width < 32 {
        let wt = h.t.clone();
        let _ = writeln!(h.text, "%y = \"stablehlo.convert\"({r}) : ({wt}) -> {ts}");
        "%y".to_string()
    } else {
        r
    };
    Some(format!("{}return {result} : {ts}", h.text))
}
