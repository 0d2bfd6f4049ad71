//! Softmax over the rows of an f32 buffer (the innermost dimension), one
//! fused pass per row: `linalg.softmax` is a whole-row operation (a max, a
//! sum of exponentials, a division), which the expression kernels, working
//! element by element, cannot express.
//!
//! Attention's softmax is the same pass with the exponential in base 2
//! (IREE folds `log2(e)` into the query's scale), and `online_attention`'s
//! is its first half: the exponentials against a running maximum, and
//! their sum, left unnormalised (`exp_rows_f32`).

use rayon::prelude::*;

use crate::lanes::{exp2_f32, exp_f32};

/// One row of a softmax: `out = exp(x - max(x)) / sum(exp(x - max(x)))`,
/// the max ignoring NaN as `arith.maxnumf` does (MLIR's decomposition).
#[inline(always)]
fn softmax_row<const BASE2: bool>(x: &[f32], out: &mut [f32]) {
    let max = row_max(x);
    let sum = exp_row::<BASE2>(x, max, out);
    for o in out.iter_mut() {
        *o /= sum;
    }
}

/// The maximum of a row, NaN ignored (`arith.maxnumf`).
#[inline(always)]
fn row_max(x: &[f32]) -> f32 {
    let mut m = [f32::NEG_INFINITY; 16];
    let whole = x.len() / 16 * 16;
    for c in x[..whole].chunks_exact(16) {
        for l in 0..16 {
            m[l] = m[l].max(c[l]);
        }
    }
    let mut max = m.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    for &v in &x[whole..] {
        max = max.max(v);
    }
    max
}

/// `out = exp(x - max)` (base 2 with `BASE2`); their sum.
#[inline(always)]
fn exp_row<const BASE2: bool>(x: &[f32], max: f32, out: &mut [f32]) -> f32 {
    let e = |v: f32| if BASE2 { exp2_f32(v) } else { exp_f32(v) };
    let whole = x.len() / 16 * 16;
    let mut s = [0f32; 16];
    for (o, c) in out[..whole]
        .chunks_exact_mut(16)
        .zip(x[..whole].chunks_exact(16))
    {
        for l in 0..16 {
            let y = e(c[l] - max);
            o[l] = y;
            s[l] += y;
        }
    }
    let mut sum: f32 = s.iter().sum();
    for (o, &v) in out[whole..].iter_mut().zip(&x[whole..]) {
        let y = e(v - max);
        *o = y;
        sum += y;
    }
    sum
}

/// The row kernel of a softmax (`BASE2`: in base 2), or of the online
/// step (`ONLINE`: `out = exp(x - m)`, `m` the larger of `state.0` and
/// the row's maximum, NaN kept; `state` becomes `(m, sum)`), compiled for
/// the best instruction set the CPU has.
type RowFn = fn(&[f32], &mut [f32], &mut (f32, f32));

#[inline(always)]
fn row_kernel<const BASE2: bool, const ONLINE: bool>(
    x: &[f32],
    out: &mut [f32],
    state: &mut (f32, f32),
) {
    if ONLINE {
        let mut m = row_max(x).max(state.0);
        if state.0.is_nan() || x.iter().any(|v| v.is_nan()) {
            m = f32::NAN;
        }
        let sum = exp_row::<BASE2>(x, m, out);
        *state = (m, sum);
    } else {
        softmax_row::<BASE2>(x, out);
    }
}

macro_rules! dispatch {
    ($base2:literal, $online:literal) => {{
        #[cfg(target_arch = "x86_64")]
        {
            #[target_feature(enable = "avx512f,avx2,fma")]
            unsafe fn avx512(x: &[f32], o: &mut [f32], s: &mut (f32, f32)) {
                row_kernel::<$base2, $online>(x, o, s)
            }
            #[target_feature(enable = "avx2,fma")]
            unsafe fn avx2(x: &[f32], o: &mut [f32], s: &mut (f32, f32)) {
                row_kernel::<$base2, $online>(x, o, s)
            }
            let f: RowFn = if is_x86_feature_detected!("avx512f") {
                // SAFETY: the CPU has AVX-512F, hence AVX2 and FMA.
                |x, o, s| unsafe { avx512(x, o, s) }
            } else if is_x86_feature_detected!("avx2") && is_x86_feature_detected!("fma") {
                // SAFETY: the CPU has AVX2 and FMA (checked just above).
                |x, o, s| unsafe { avx2(x, o, s) }
            } else {
                row_kernel::<$base2, $online>
            };
            f
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            row_kernel::<$base2, $online> as RowFn
        }
    }};
}

fn row_fn(base2: bool, online: bool) -> RowFn {
    match (base2, online) {
        (false, false) => dispatch!(false, false),
        (true, false) => dispatch!(true, false),
        (false, true) => dispatch!(false, true),
        (true, true) => dispatch!(true, true),
    }
}

/// A thread's rows: input, output and states.
type Chunk<'a> = ((&'a [f32], &'a mut [f32]), &'a mut [(f32, f32)]);

/// Runs `f` on every row of `row_len` elements, with its state, rows split
/// over the threads when there are enough elements.
fn rows(
    f: RowFn,
    x: &[f32],
    out: &mut [f32],
    states: &mut [(f32, f32)],
    row_len: usize,
    threads: usize,
) {
    let n = x.len() / row_len;
    let per = n.div_ceil(threads.max(1)).max(1);
    let work = |((x, o), s): Chunk<'_>| {
        for ((xr, or), st) in x.chunks(row_len).zip(o.chunks_mut(row_len)).zip(s) {
            f(xr, or, st);
        }
    };
    if threads > 1 && x.len() >= 1 << 16 {
        let _section = crate::pool::ready();
        x.par_chunks(per * row_len)
            .zip(out.par_chunks_mut(per * row_len))
            .zip(states.par_chunks_mut(per))
            .for_each(work);
    } else {
        x.chunks(per * row_len)
            .zip(out.chunks_mut(per * row_len))
            .zip(states.chunks_mut(per))
            .for_each(work);
    }
}

/// Softmax of every row of `row_len` contiguous elements (the innermost
/// dimension), rows split over the threads. Panics when the lengths differ
/// or are not a multiple of `row_len`.
pub fn softmax_rows_f32(x: &[f32], out: &mut [f32], row_len: usize, threads: usize) {
    softmax_rows_base_f32(x, out, row_len, false, threads)
}

/// [`softmax_rows_f32`] with the exponential in base 2 when `base2`:
/// `out = 2^(x - max) / sum(2^(x - max))`.
pub fn softmax_rows_base_f32(
    x: &[f32],
    out: &mut [f32],
    row_len: usize,
    base2: bool,
    threads: usize,
) {
    assert!(
        x.len() == out.len() && row_len > 0 && x.len().is_multiple_of(row_len),
        "softmax_rows_f32: lengths"
    );
    let mut states = vec![(0f32, 0f32); x.len() / row_len];
    rows(row_fn(base2, false), x, out, &mut states, row_len, threads);
}

/// The online softmax step of every row: with `m` the larger of `max[r]`
/// and the row's maximum (NaN if either is NaN), `out = exp(x - m)` (base
/// 2 when `base2`), `max[r] = m` and `sum[r]` the sum of the row of `out`.
/// Panics when the lengths do not match.
pub fn exp_rows_f32(
    x: &[f32],
    out: &mut [f32],
    row_len: usize,
    max: &mut [f32],
    sum: &mut [f32],
    base2: bool,
    threads: usize,
) {
    let n = max.len();
    assert!(
        row_len > 0 && x.len() == n * row_len && out.len() == x.len() && sum.len() == n,
        "exp_rows_f32: lengths"
    );
    let mut states: Vec<(f32, f32)> = max.iter().map(|&m| (m, 0.0)).collect();
    rows(row_fn(base2, true), x, out, &mut states, row_len, threads);
    for ((m, s), st) in max.iter_mut().zip(sum.iter_mut()).zip(states) {
        (*m, *s) = st;
    }
}

#[cfg(test)]
mod softmax_tests {
    use super::*;

    #[test]
    fn rows_sum_to_one_and_match_the_definition() {
        let row_len = 37;
        let x: Vec<f32> = (0..row_len * 50)
            .map(|i| ((i * 31) % 97) as f32 / 9.0 - 5.0)
            .collect();
        let mut out = vec![0f32; x.len()];
        softmax_rows_f32(&x, &mut out, row_len, 2);
        for r in 0..50 {
            let row = &x[r * row_len..(r + 1) * row_len];
            let m = row.iter().copied().fold(f32::NEG_INFINITY, f32::max) as f64;
            let s: f64 = row.iter().map(|&v| (v as f64 - m).exp()).sum();
            for i in 0..row_len {
                let want = (row[i] as f64 - m).exp() / s;
                assert!((out[r * row_len + i] as f64 - want).abs() < 1e-6);
            }
        }
    }

    #[test]
    fn base_two_rows_match_the_definition() {
        let row_len = 70;
        let x: Vec<f32> = (0..row_len * 3)
            .map(|i| ((i * 37) % 101) as f32 / 3.0 - 17.0)
            .collect();
        let mut out = vec![0f32; x.len()];
        softmax_rows_base_f32(&x, &mut out, row_len, true, 1);
        for r in 0..3 {
            let row = &x[r * row_len..(r + 1) * row_len];
            let m = row.iter().copied().fold(f32::NEG_INFINITY, f32::max) as f64;
            let s: f64 = row.iter().map(|&v| (v as f64 - m).exp2()).sum();
            for i in 0..row_len {
                let want = (row[i] as f64 - m).exp2() / s;
                assert!((out[r * row_len + i] as f64 - want).abs() < 1e-6);
            }
        }
    }

    #[test]
    fn exp2_is_close_to_the_definition_and_keeps_the_specials() {
        for i in -1600..1400 {
            let x = i as f32 / 10.0 + 0.03;
            let want = (x as f64).exp2();
            let got = exp2_f32(x) as f64;
            if want > 1e-37 && want < 1e38 {
                assert!((got - want).abs() <= 4e-7 * want, "2^{x}: {got} vs {want}");
            }
        }
        assert_eq!(exp2_f32(0.0), 1.0);
        assert_eq!(exp2_f32(f32::NEG_INFINITY), 0.0);
        assert_eq!(exp2_f32(f32::INFINITY), f32::INFINITY);
        assert!(exp2_f32(f32::NAN).is_nan());
    }

    #[test]
    fn online_rows_keep_the_running_maximum_and_sum() {
        let row_len = 33;
        let x: Vec<f32> = (0..row_len * 4)
            .map(|i| ((i * 7) % 23) as f32 - 11.0)
            .collect();
        let mut out = vec![0f32; x.len()];
        let mut max = vec![-100.0, 50.0, f32::NAN, 0.0];
        let mut sum = vec![0f32; 4];
        exp_rows_f32(&x, &mut out, row_len, &mut max, &mut sum, false, 1);
        for r in 0..4 {
            let row = &x[r * row_len..(r + 1) * row_len];
            let rm = row.iter().copied().fold(f32::NEG_INFINITY, f32::max);
            let m = [rm.max(-100.0), 50.0, f32::NAN, rm.max(0.0)][r];
            assert_eq!(max[r].to_bits(), m.to_bits());
            if r == 2 {
                assert!(sum[r].is_nan());
                continue;
            }
            let s: f64 = row.iter().map(|&v| (v as f64 - m as f64).exp()).sum();
            assert!((sum[r] as f64 - s).abs() < 1e-5 * s.max(1.0));
        }
    }
}
