//! Timing script for the hot paths: printing and parsing `f32`/`f64` values
//! of the kinds found in real models, and integers.
//! Run with `cargo run --release -p sigil-numeric --example bench_format`.

use sigil_numeric::{format_float, parse_float, ApInt, FloatKind, Signedness};
use std::time::Instant;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    /// Roughly normal weights in [-1, 1].
    fn weight(&mut self) -> f64 {
        let u = (self.next() >> 11) as f64 / (1u64 << 53) as f64;
        let v = (self.next() >> 11) as f64 / (1u64 << 53) as f64;
        (u + v - 1.0) * 0.5
    }
}

fn time<F: FnMut() -> usize>(label: &str, n: usize, mut f: F) {
    let start = Instant::now();
    let bytes = f();
    let el = start.elapsed();
    println!(
        "{label:40} {:8.1} ns/value  {:7.1} MB/s",
        el.as_nanos() as f64 / n as f64,
        bytes as f64 / el.as_secs_f64() / 1e6
    );
}

#[allow(non_snake_case)]
fn main() {
    let n_env = std::env::var("BENCH_N").ok().and_then(|s| s.parse().ok());
    let N: usize = n_env.unwrap_or(1_000_000);
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let f32s: Vec<u128> = (0..N)
        .map(|_| (rng.weight() as f32).to_bits() as u128)
        .collect();
    let f64s: Vec<u128> = (0..N).map(|_| rng.weight().to_bits() as u128).collect();
    let round: Vec<u128> = (0..N)
        .map(|i| ((i % 1000) as f64 * 0.25).to_bits() as u128)
        .collect();
    let wide: Vec<u128> = (0..N / 10)
        .map(|_| f64::from_bits(rng.next() & !(1 << 63) >> 1).to_bits() as u128)
        .collect();
    let mut out = String::with_capacity(64 * N);
    for (label, kind, vals) in [
        ("format f32 weights", FloatKind::F32, &f32s),
        ("format f64 weights", FloatKind::F64, &f64s),
        ("format f64 short values (k*0.25)", FloatKind::F64, &round),
        ("format f64 any exponent", FloatKind::F64, &wide),
    ] {
        out.clear();
        time(label, vals.len(), || {
            for &b in vals.iter() {
                format_float(kind, b, &mut out);
                out.push(' ');
            }
            out.len()
        });
    }
    let mut texts = Vec::with_capacity(N);
    for &b in &f32s {
        let mut s = String::new();
        format_float(FloatKind::F32, b, &mut s);
        texts.push(s);
    }
    time("parse f32 printed forms", N, || {
        let mut acc = 0u128;
        let mut bytes = 0;
        for t in &texts {
            let (neg, body) = match t.strip_prefix('-') {
                Some(b) => (true, b),
                None => (false, t.as_str()),
            };
            acc ^= parse_float(FloatKind::F32, neg, body).unwrap_or(0);
            bytes += t.len();
        }
        std::hint::black_box(acc);
        bytes
    });
    let ints: Vec<String> = (0..N).map(|_| (rng.next() >> 40).to_string()).collect();
    time("parse+print i64 attributes", N, || {
        let mut s = String::new();
        for t in &ints {
            if let Ok(v) = ApInt::parse_attr(t, false, 64, Signedness::Signless) {
                v.write_signed(&mut s);
            }
        }
        s.len()
    });
}
