//! Softmax over the rows of an f32 buffer (the innermost dimension), one
//! fused pass per row: `linalg.softmax` is a whole-row operation (a max, a
//! sum of exponentials, a division), which the expression kernels, working
//! element by element, cannot express.

use rayon::prelude::*;

use crate::lanes::exp_f32;

/// One row of a softmax: `out = exp(x - max(x)) / sum(exp(x - max(x)))`,
/// the max ignoring NaN as `arith.maxnumf` does (MLIR's decomposition).
#[inline(always)]
fn softmax_row(x: &[f32], out: &mut [f32]) {
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
    let mut s = [0f32; 16];
    for (o, c) in out[..whole]
        .chunks_exact_mut(16)
        .zip(x[..whole].chunks_exact(16))
    {
        for l in 0..16 {
            let e = exp_f32(c[l] - max);
            o[l] = e;
            s[l] += e;
        }
    }
    let mut sum: f32 = s.iter().sum();
    for (o, &v) in out[whole..].iter_mut().zip(&x[whole..]) {
        let e = exp_f32(v - max);
        *o = e;
        sum += e;
    }
    for o in out.iter_mut() {
        *o /= sum;
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx2,fma")]
unsafe fn softmax_row_avx512(x: &[f32], out: &mut [f32]) {
    softmax_row(x, out)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
unsafe fn softmax_row_avx2(x: &[f32], out: &mut [f32]) {
    softmax_row(x, out)
}

/// Softmax of every row of `row_len` contiguous elements (the innermost
/// dimension), rows split over the threads. Panics when the lengths differ
/// or are not a multiple of `row_len`.
pub fn softmax_rows_f32(x: &[f32], out: &mut [f32], row_len: usize, threads: usize) {
    assert!(
        x.len() == out.len() && row_len > 0 && x.len().is_multiple_of(row_len),
        "softmax_rows_f32: lengths"
    );
    let f: fn(&[f32], &mut [f32]) = {
        #[cfg(target_arch = "x86_64")]
        {
            if is_x86_feature_detected!("avx512f") {
                // SAFETY: the CPU has AVX-512F, hence AVX2 and FMA.
                |x, o| unsafe { softmax_row_avx512(x, o) }
            } else if is_x86_feature_detected!("avx2") && is_x86_feature_detected!("fma") {
                // SAFETY: the CPU has AVX2 and FMA (checked just above).
                |x, o| unsafe { softmax_row_avx2(x, o) }
            } else {
                softmax_row
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            softmax_row
        }
    };
    let rows = x.len() / row_len;
    let per = rows.div_ceil(threads.max(1)).max(1) * row_len;
    let work = |(t, o): (usize, &mut [f32])| {
        for (r, orow) in o.chunks_mut(row_len).enumerate() {
            let start = t * per + r * row_len;
            f(&x[start..start + row_len], orow);
        }
    };
    if threads > 1 && x.len() >= 1 << 16 {
        out.par_chunks_mut(per).enumerate().for_each(work);
    } else {
        out.chunks_mut(per).enumerate().for_each(work);
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
}
