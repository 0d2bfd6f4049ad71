//! `chlo` ops without an `arith`/`math` counterpart, written in StableHLO as
//! StableHLO's own CHLO decomposition (`ChloLegalizeToStablehlo.cpp`) writes
//! them, so they compute what XLA computes: `lgamma` and `digamma` by
//! Lanczos's approximation (g = 7, 8 coefficients) with Euler's reflection
//! below 1/2, in f32 at least (16-bit floats are widened, then rounded
//! back). The StableHLO text is lowered in the next round of
//! `lower_stablehlo`.

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
struct Hlo {
    text: String,
    n: usize,
    /// The tensor type computed in, and its `i1` counterpart.
    t: String,
    p: String,
    /// The element type's width (32 or 64).
    width: u32,
}

impl Hlo {
    fn fresh(&mut self) -> String {
        self.n += 1;
        format!("%h{}", self.n)
    }

    /// A splat constant, exactly `v` rounded to the element type.
    fn c(&mut self, v: f64) -> String {
        let bits = if self.width == 64 {
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

    fn un(&mut self, op: &str, a: &str) -> String {
        let r = self.fresh();
        let t = &self.t;
        let _ = writeln!(self.text, "{r} = \"stablehlo.{op}\"({a}) : ({t}) -> {t}");
        r
    }

    fn bin(&mut self, op: &str, a: &str, b: &str) -> String {
        let r = self.fresh();
        let t = &self.t;
        let _ = writeln!(
            self.text,
            "{r} = \"stablehlo.{op}\"({a}, {b}) : ({t}, {t}) -> {t}"
        );
        r
    }

    fn cmp(&mut self, dir: &str, a: &str, b: &str) -> String {
        let r = self.fresh();
        let (t, p) = (&self.t, &self.p);
        let _ = writeln!(
            self.text,
            "{r} = \"stablehlo.compare\"({a}, {b}) <{{comparison_direction = \
             #stablehlo<comparison_direction {dir}>}}> : ({t}, {t}) -> {p}"
        );
        r
    }

    fn and(&mut self, a: &str, b: &str) -> String {
        let r = self.fresh();
        let p = &self.p;
        let _ = writeln!(
            self.text,
            "{r} = \"stablehlo.and\"({a}, {b}) : ({p}, {p}) -> {p}"
        );
        r
    }

    fn select(&mut self, c: &str, a: &str, b: &str) -> String {
        let r = self.fresh();
        let (t, p) = (&self.t, &self.p);
        let _ = writeln!(
            self.text,
            "{r} = \"stablehlo.select\"({c}, {a}, {b}) : ({p}, {t}, {t}) -> {t}"
        );
        r
    }

    fn is_finite(&mut self, a: &str) -> String {
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

/// The rule text for `chlo.lgamma` / `chlo.digamma`, or `None`.
pub(super) fn decompose(ctx: &mut Context, m: &Module, op: OpId, short: &str) -> Option<String> {
    let build: fn(&mut Hlo, &str) -> String = match short {
        "lgamma" => lgamma,
        "digamma" => digamma,
        _ => return None,
    };
    let t = m.ir.value_type(m.ir.operand(op, 0));
    let e = elem(ctx, t);
    let width = match ctx.type_data(e) {
        TypeData::Float(k) => k.bit_width(),
        _ => return None,
    };
    let shape = ctx.type_data(t).shape()?.to_vec();
    if shape.iter().any(|&d| d < 0) {
        return None;
    }
    let dims: String = shape.iter().map(|d| format!("{d}x")).collect();
    let ts = sigil_ir::printer::type_to_string(ctx, t);
    let wide = if width < 32 { 32 } else { width };
    let mut h = Hlo {
        text: String::new(),
        n: 0,
        t: format!("tensor<{dims}f{wide}>"),
        p: format!("tensor<{dims}i1>"),
        width: wide,
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
