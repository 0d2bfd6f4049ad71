//! Fixed transforms without a region: one radix-2 FFT stage and the
//! Winograd F(6, 3) input, filter and output transforms, with IREE's
//! constant matrices.

use std::rc::Rc;

use super::{err, float, get, rnd, set, shape_text, strides, Res};
use crate::bytecode::FTy;
use crate::linalg_ext::{ExtOp, Winograd};
use crate::numeric::{from_f64, to_f64};
use crate::value::BufferView;

/// One stage of the radix-2 Cooley-Tukey FFT along the last dimension,
/// as IREE's loop lowering computes it: `m = 2^stage`; for each block `k`
/// of `m` and `j < m/2`, `t = w_j * a[k + j + m/2]`, `a[k + j] = u + t`,
/// `a[k + j + m/2] = u - t`, with `w_j` from the coefficient tensors or
/// `exp(-2 pi i j / m)` computed in f32; every operation rounded to the
/// element type.
pub(super) fn fft(
    e: &ExtOp,
    stage: i64,
    coeff: bool,
    ins: &[Rc<BufferView>],
    outs: &mut [BufferView],
) -> Res<()> {
    let (re, rest) = outs.split_first_mut().expect("two outputs");
    let im = &mut rest[0];
    let t = float(e, re.elem)?;
    if re.shape != im.shape || re.elem != im.elem || re.shape.is_empty() {
        return err(
            e,
            format!(
                "real and imaginary parts of shapes {} and {}",
                shape_text(&re.shape),
                shape_text(&im.shape)
            ),
        );
    }
    let n = *re.shape.last().expect("rank >= 1") as usize;
    if !(1..=62).contains(&stage) || !n.is_multiple_of(1usize << stage) {
        return err(e, format!("stage {stage} for a last dimension of {n}"));
    }
    let (m, mh) = (1usize << stage, 1usize << (stage - 1));
    let (cr, ci) = if coeff {
        let (a, b) = (&ins[0], &ins[1]);
        let ct = float(e, a.elem)?;
        if a.num_elements() < mh || b.num_elements() < mh {
            return err(e, format!("coefficients for a half size of {mh}"));
        }
        let get_c = |x: &BufferView, j| to_f64(ct, get(x, j));
        (
            (0..mh).map(|j| get_c(a, j)).collect(),
            (0..mh).map(|j| get_c(b, j)).collect(),
        )
    } else {
        let c = (-2.0 * std::f64::consts::PI) as f32 / m as f32;
        let w: Vec<f32> = (0..mh).map(|j| c * j as f32).collect();
        (
            w.iter().map(|w| w.cos() as f64).collect::<Vec<f64>>(),
            w.iter().map(|w| w.sin() as f64).collect::<Vec<f64>>(),
        )
    };
    let r = |x: f64| rnd(t, x);
    let rows = re.num_elements() / n.max(1);
    for row in 0..rows {
        for k in (0..n).step_by(m) {
            for j in 0..mh {
                let (a, b) = (row * n + k + j, row * n + k + j + mh);
                let (ur, ui) = (to_f64(t, get(re, a)), to_f64(t, get(im, a)));
                let (vr, vi) = (to_f64(t, get(re, b)), to_f64(t, get(im, b)));
                let (wr, wi) = (r(cr[j]), r(ci[j]));
                let tr = r(r(wr * vr) - r(wi * vi));
                let ti = r(r(wr * vi) + r(wi * vr));
                set(re, a, from_f64(t, ur + tr));
                set(im, a, from_f64(t, ui + ti));
                set(re, b, from_f64(t, ur - tr));
                set(im, b, from_f64(t, ui - ti));
            }
        }
    }
    Ok(())
}

// ----- Winograd F(6, 3) -----
//
// IREE's constant matrices (`WinogradConstants.h`), as exact fractions.

const BT: [[f64; 8]; 8] = [
    [1.0, 0.0, -21.0 / 4.0, 0.0, 21.0 / 4.0, 0.0, -1.0, 0.0],
    [0.0, 1.0, 1.0, -17.0 / 4.0, -17.0 / 4.0, 1.0, 1.0, 0.0],
    [0.0, -1.0, 1.0, 17.0 / 4.0, -17.0 / 4.0, -1.0, 1.0, 0.0],
    [0.0, 0.5, 0.25, -5.0 / 2.0, -5.0 / 4.0, 2.0, 1.0, 0.0],
    [0.0, -0.5, 0.25, 5.0 / 2.0, -5.0 / 4.0, -2.0, 1.0, 0.0],
    [0.0, 2.0, 4.0, -5.0 / 2.0, -5.0, 0.5, 1.0, 0.0],
    [0.0, -2.0, 4.0, 5.0 / 2.0, -5.0, -0.5, 1.0, 0.0],
    [0.0, -1.0, 0.0, 21.0 / 4.0, 0.0, -21.0 / 4.0, 0.0, 1.0],
];

const G: [[f64; 3]; 8] = [
    [1.0, 0.0, 0.0],
    [-2.0 / 9.0, -2.0 / 9.0, -2.0 / 9.0],
    [-2.0 / 9.0, 2.0 / 9.0, -2.0 / 9.0],
    [1.0 / 90.0, 1.0 / 45.0, 2.0 / 45.0],
    [1.0 / 90.0, -1.0 / 45.0, 2.0 / 45.0],
    [32.0 / 45.0, 16.0 / 45.0, 8.0 / 45.0],
    [32.0 / 45.0, -16.0 / 45.0, 8.0 / 45.0],
    [0.0, 0.0, 1.0],
];

const AT: [[f64; 8]; 6] = [
    [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.0],
    [0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 0.0],
    [0.0, 1.0, 1.0, 4.0, 4.0, 0.25, 0.25, 0.0],
    [0.0, 1.0, -1.0, 8.0, -8.0, 0.125, -0.125, 0.0],
    [0.0, 1.0, 1.0, 16.0, 16.0, 1.0 / 16.0, 1.0 / 16.0, 0.0],
    [0.0, 1.0, -1.0, 32.0, -32.0, 1.0 / 32.0, -1.0 / 32.0, 1.0],
];

/// `L · X · Rᵀ` for `L` of `m × a`, `X` of `a × b`, `R` of `n × b`.
fn sandwich<const M: usize, const A: usize, const B: usize, const N: usize>(
    l: &[[f64; A]; M],
    x: &[[f64; B]; A],
    r: &[[f64; B]; N],
) -> [[f64; N]; M] {
    let mut t = [[0f64; N]; A];
    for i in 0..A {
        for j in 0..N {
            t[i][j] = (0..B).map(|k| x[i][k] * r[j][k]).sum();
        }
    }
    let mut out = [[0f64; N]; M];
    for i in 0..M {
        for j in 0..N {
            out[i][j] = (0..A).map(|k| l[i][k] * t[k][j]).sum();
        }
    }
    out
}

pub(super) fn winograd(
    e: &ExtOp,
    which: Winograd,
    (tile, kernel): (usize, usize),
    dims: &[usize],
    ins: &[Rc<BufferView>],
    outs: &mut [BufferView],
) -> Res<()> {
    let input = &ins[0];
    let out = &mut outs[0];
    let (ishape, oshape) = (input.shape.clone(), out.shape.clone());
    let (it, ot) = (float(e, input.elem)?, float(e, out.elem)?);
    let size = tile + kernel - 1;
    let bad = |e: &ExtOp| {
        err(
            e,
            format!(
                "an input of shape {} and an output of shape {}",
                shape_text(&ishape),
                shape_text(&oshape)
            ),
        )
    };
    let (in_rank, out_rank) = match which {
        Winograd::Input => (4, 6),
        Winograd::Filter => (4, 4),
        Winograd::Output => (6, 4),
    };
    // A single 2-D tile (IREE's verifier allows rank-2 operands) is the
    // batched form with unit batch, channel and tile dimensions: the same
    // elements at the same offsets.
    let (ishape, oshape, dims): (Vec<i64>, Vec<i64>, Vec<usize>) =
        if ishape.len() == 2 && oshape.len() == 2 && dims == [0, 1] {
            let (i, o) = (&ishape, &oshape);
            match which {
                Winograd::Input => (
                    vec![1, i[0], i[1], 1],
                    vec![o[0], o[1], 1, 1, 1, 1],
                    vec![1, 2],
                ),
                Winograd::Filter => (vec![i[0], i[1], 1, 1], vec![o[0], o[1], 1, 1], vec![0, 1]),
                Winograd::Output => (
                    vec![i[0], i[1], 1, 1, 1, 1],
                    vec![1, o[0], o[1], 1],
                    vec![1, 2],
                ),
            }
        } else {
            (ishape.clone(), oshape.clone(), dims.to_vec())
        };
    if ishape.len() != in_rank || oshape.len() != out_rank {
        return bad(e);
    }
    if which != Winograd::Output && (oshape[0] != size as i64 || oshape[1] != size as i64) {
        return bad(e);
    }
    let (hd, wd) = (dims[0], dims[1]);
    let others: Vec<usize> = (0..4).filter(|d| !dims.contains(d)).collect();
    if others.len() != 2 {
        return bad(e);
    }
    let ist = strides(&ishape);
    let ost = strides(&oshape);
    let read = |b: &BufferView, t: FTy, off: usize| to_f64(t, get(b, off));
    match which {
        Winograd::Input => {
            // Input (N, H, W, C) or (N, C, H, W) -> (8, 8, N, H', W', C).
            let (nd, cd) = (others[0], others[1]);
            let (n, th, tw, c) = (oshape[2], oshape[3], oshape[4], oshape[5]);
            if ishape[nd] != n || ishape[cd] != c {
                return bad(e);
            }
            let b_t = BT;
            for (bn, h, w, ch) in itertools4(n, th, tw, c) {
                let mut x = [[0f64; 8]; 8];
                for (i, row) in x.iter_mut().enumerate() {
                    for (j, v) in row.iter_mut().enumerate() {
                        let (y, z) = (h * tile as i64 + i as i64, w * tile as i64 + j as i64);
                        if y < ishape[hd] && z < ishape[wd] {
                            let off = bn as usize * ist[nd]
                                + ch as usize * ist[cd]
                                + y as usize * ist[hd]
                                + z as usize * ist[wd];
                            *v = read(input, it, off);
                        }
                    }
                }
                let r = sandwich(&b_t, &x, &b_t);
                for (i, row) in r.iter().enumerate() {
                    for (j, &v) in row.iter().enumerate() {
                        let off = i * ost[0]
                            + j * ost[1]
                            + bn as usize * ost[2]
                            + h as usize * ost[3]
                            + w as usize * ost[4]
                            + ch as usize * ost[5];
                        set(out, off, from_f64(ot, v));
                    }
                }
            }
        }
        Winograd::Output => {
            // Input (8, 8, N, H', W', F) -> (N, H, W, F) or (N, F, H, W).
            let (nd, fd) = (others[0], others[1]);
            if ishape[0] != size as i64 || ishape[1] != size as i64 {
                return bad(e);
            }
            let (n, th, tw, f) = (ishape[2], ishape[3], ishape[4], ishape[5]);
            if oshape[nd] != n || oshape[fd] != f {
                return bad(e);
            }
            let a_t = AT;
            for (bn, h, w, ch) in itertools4(n, th, tw, f) {
                let mut x = [[0f64; 8]; 8];
                for (i, row) in x.iter_mut().enumerate() {
                    for (j, v) in row.iter_mut().enumerate() {
                        let off = i * ist[0]
                            + j * ist[1]
                            + bn as usize * ist[2]
                            + h as usize * ist[3]
                            + w as usize * ist[4]
                            + ch as usize * ist[5];
                        *v = read(input, it, off);
                    }
                }
                let r = sandwich(&a_t, &x, &a_t);
                for (i, row) in r.iter().enumerate() {
                    for (j, &v) in row.iter().enumerate() {
                        let (y, z) = (h * tile as i64 + i as i64, w * tile as i64 + j as i64);
                        if y < oshape[hd] && z < oshape[wd] {
                            let off = bn as usize * ost[nd]
                                + ch as usize * ost[fd]
                                + y as usize * ost[hd]
                                + z as usize * ost[wd];
                            set(out, off, from_f64(ot, v));
                        }
                    }
                }
            }
        }
        Winograd::Filter => {
            // Filter (H, W, C, F) or (F, C, H, W) -> (8, 8, C, F).
            let (cd, fd) = if dims == [0, 1] { (2, 3) } else { (1, 0) };
            if ishape[hd] != kernel as i64 || ishape[wd] != kernel as i64 {
                return bad(e);
            }
            let (c, f) = (oshape[2], oshape[3]);
            if ishape[cd] != c || ishape[fd] != f {
                return bad(e);
            }
            for ch in 0..c as usize {
                for fl in 0..f as usize {
                    let mut x = [[0f64; 3]; 3];
                    for (i, row) in x.iter_mut().enumerate() {
                        for (j, v) in row.iter_mut().enumerate() {
                            let off = ch * ist[cd] + fl * ist[fd] + i * ist[hd] + j * ist[wd];
                            *v = read(input, it, off);
                        }
                    }
                    // G · g · Gᵀ.
                    let r = sandwich(&G, &x, &G);
                    for (i, row) in r.iter().enumerate() {
                        for (j, &v) in row.iter().enumerate() {
                            let off = i * ost[0] + j * ost[1] + ch * ost[2] + fl * ost[3];
                            set(out, off, from_f64(ot, v));
                        }
                    }
                }
            }
        }
    }
    Ok(())
}

/// Every `(a, b, c, d)` below the given bounds, row-major.
fn itertools4(a: i64, b: i64, c: i64, d: i64) -> impl Iterator<Item = (i64, i64, i64, i64)> {
    (0..a).flat_map(move |i| {
        (0..b).flat_map(move |j| (0..c).flat_map(move |k| (0..d).map(move |l| (i, j, k, l))))
    })
}
