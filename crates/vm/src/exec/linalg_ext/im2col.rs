//! `im2col` as IREE's decomposition (`decomposeOperationStreamCopy`, its
//! scalar form) computes it: one output element at a time, the output
//! position is turned into an input position (`computeIm2colSourceIndices`)
//! and the element is either read there or is the padding value
//! (`computeIm2colValidSize`).
//!
//! Each canonical output dimension `d` (batch dims, then M, then K) reads
//! its index from output dimension `i` with `output_perm[i] == d`, adds
//! `offsets[d]`, and delinearises the sum by `output_sizes[d]` (the first
//! coordinate unbounded). The batch coordinates index `batch_pos`; the K
//! coordinates, put back in input order by `input_k_perm`, are the window
//! offsets of the M dimensions and the channels of `k_pos`; M coordinate
//! `i` with its window offset gives `m * strides[i] + w * dilations[i]` in
//! dimension `m_pos[i]`, all in the input's padded space.
//!
//! With a `pad_value`, an element is padding when its position is inside a
//! padded input dimension's padding (dimensions whose two pads are static
//! zeros are not checked, as IREE does not check them), past the end of the
//! innermost input dimension, or in the output's padding; otherwise the
//! position is clamped into the input, as IREE's reads are. Without one, a
//! position outside the input traps.

use std::rc::Rc;

use super::{err, get, next, offset, set, shape_text, Res};
use crate::linalg_ext::{ExtOp, Im2col};
use crate::tensor::Dim;
use crate::value::BufferView;

fn dim(regs: &[u64], d: &Dim) -> i64 {
    match *d {
        Dim::Static(v) => v,
        Dim::Dyn(s) => regs[s as usize] as i64,
    }
}

fn statically_zero(d: &Dim) -> bool {
    matches!(d, Dim::Static(0))
}

/// The inverse of the permutation `p`: `inv[p[i]] == i`.
fn invert(p: &[usize]) -> Vec<usize> {
    let mut inv = vec![0; p.len()];
    for (i, &x) in p.iter().enumerate() {
        inv[x] = i;
    }
    inv
}

/// `affine.delinearize_index x into (sizes)` with an outer bound: every
/// coordinate but the first is taken modulo its size (floor semantics),
/// the first is what is left.
fn delinearize(e: &ExtOp, mut x: i64, sizes: &[i64], out: &mut Vec<i64>) -> Res<()> {
    let start = out.len();
    out.resize(start + sizes.len(), 0);
    for (k, &n) in sizes.iter().enumerate().skip(1).rev() {
        if n <= 0 {
            return err(e, format!("an output_sizes entry of {n}"));
        }
        out[start + k] = x.rem_euclid(n);
        x = x.div_euclid(n);
    }
    out[start] = x;
    Ok(())
}

pub(super) fn im2col(
    e: &ExtOp,
    op: &Im2col,
    regs: &[u64],
    input: &Rc<BufferView>,
    out: &mut BufferView,
) -> Res<()> {
    let in_shape = input.shape.clone();
    let out_shape = out.shape.clone();
    let (in_rank, out_rank) = (in_shape.len(), out_shape.len());
    let offsets: Vec<i64> = op.offsets.iter().map(|d| dim(regs, d)).collect();
    let sizes: Vec<Vec<i64>> = op
        .output_sizes
        .iter()
        .map(|g| g.iter().map(|d| dim(regs, d)).collect())
        .collect();
    let pads = |p: &[Dim], n: usize| -> Vec<i64> {
        if p.is_empty() {
            vec![0; n]
        } else {
            p.iter().map(|d| dim(regs, d)).collect()
        }
    };
    // The high pads only say which dimensions are checked: the bound is
    // the input's size.
    let pad_low = pads(&op.input_pad.0, in_rank);
    let (out_low, out_high) = (
        pads(&op.output_pad.0, out_rank),
        pads(&op.output_pad.1, out_rank),
    );
    // Input dimensions whose bounds are checked: those with a pad that is
    // not a static zero.
    let checked: Vec<bool> = (0..in_rank)
        .map(|d| match (op.input_pad.0.get(d), op.input_pad.1.get(d)) {
            (Some(l), Some(h)) => !(statically_zero(l) && statically_zero(h)),
            _ => false,
        })
        .collect();
    let out_checked: Vec<(bool, bool)> = (0..out_rank)
        .map(|d| match (op.output_pad.0.get(d), op.output_pad.1.get(d)) {
            (Some(l), Some(h)) => (!statically_zero(l), !statically_zero(h)),
            _ => (false, false),
        })
        .collect();
    let pad_bits = op.pad_value.map(|s| regs[s as usize]);
    let inv_out = invert(&op.output_perm);
    let inv_k = invert(&op.input_k_perm);
    let (nb, nm) = (op.batch_pos.len(), op.m_pos.len());
    let mb = nb + op.m_dims;
    let mut ivs = vec![0i64; out_rank];
    let mut coords = Vec::with_capacity(nb + 2 * nm + op.k_pos.len());
    let mut src = vec![0i64; in_rank];
    let mut window = Vec::with_capacity(nm);
    let mut channel = Vec::with_capacity(op.k_pos.len());
    for o in 0..out.num_elements() {
        // Coordinates of the canonical dims, in order.
        coords.clear();
        for (d, group) in sizes.iter().enumerate() {
            let x = offsets[d].wrapping_add(ivs[inv_out[d]]);
            if group.len() == 1 {
                coords.push(x);
            } else {
                delinearize(e, x, group, &mut coords)?;
            }
        }
        let count = |groups: &[Vec<i64>]| groups.iter().map(Vec::len).sum::<usize>();
        let (nbc, nmc) = (count(&sizes[..nb]), count(&sizes[nb..mb]));
        let (batch, rest) = coords.split_at(nbc);
        let (m, k) = rest.split_at(nmc);
        // K coordinates in input order: window offsets of the M dims, then
        // (interleaved as the input's dims come) the channels.
        window.clear();
        channel.clear();
        let mut j = 0;
        for i in 0..in_rank {
            if op.batch_pos.contains(&i) {
                continue;
            }
            let kc = k[inv_k[j]];
            j += 1;
            if op.m_pos.contains(&i) {
                window.push(kc);
            } else {
                channel.push(kc);
            }
        }
        for (i, &p) in op.m_pos.iter().enumerate() {
            src[p] = m[i]
                .wrapping_mul(op.strides[i])
                .wrapping_add(window[i].wrapping_mul(op.dilations[i]));
        }
        for (&p, &c) in op.k_pos.iter().zip(&channel) {
            src[p] = c;
        }
        for (&p, &b) in op.batch_pos.iter().zip(batch) {
            src[p] = b;
        }
        for d in 0..in_rank {
            src[d] = src[d].wrapping_sub(pad_low[d]);
        }
        let bits = match pad_bits {
            Some(pad) => {
                let inside = |d: usize| (0..in_shape[d]).contains(&src[d]);
                let valid = in_rank.checked_sub(1).is_none_or(|l| src[l] < in_shape[l])
                    && (0..in_rank).all(|d| !checked[d] || inside(d))
                    && (0..out_rank).all(|d| {
                        let (low, high) = out_checked[d];
                        (!low || ivs[d] >= out_low[d])
                            && (!high || ivs[d] < out_shape[d].wrapping_sub(out_high[d]))
                    });
                if valid {
                    for d in 0..in_rank {
                        src[d] = src[d].max(0).min(in_shape[d] - 1);
                    }
                    read(e, input, &src)?
                } else {
                    pad
                }
            }
            None => read(e, input, &src)?,
        };
        set(out, o, bits);
        next(&mut ivs, &out_shape);
    }
    Ok(())
}

fn read(e: &ExtOp, input: &BufferView, at: &[i64]) -> Res<u64> {
    match offset(&input.shape, at) {
        Some(i) => Ok(get(input, i)),
        None => err(
            e,
            format!(
                "position {} is outside the input's shape {}",
                shape_text(at),
                shape_text(&input.shape)
            ),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::linalg_ext::Kind;
    use proptest::prelude::*;

    fn op() -> ExtOp {
        ExtOp {
            name: "iree_linalg_ext.im2col".into(),
            kind: Kind::MapLoad,
            ins: vec![],
            outs: vec![],
            results: vec![],
            region: None,
        }
    }

    proptest! {
        /// Delinearising with an outer bound inverts linearising: every
        /// coordinate but the first is within its size, and the first takes
        /// what is left, past its size or below zero.
        #[test]
        fn delinearize_inverts_linearize(
            x in -200i64..2000,
            sizes in proptest::collection::vec(1i64..6, 1..5),
        ) {
            let mut out = vec![7];
            delinearize(&op(), x, &sizes, &mut out).unwrap();
            prop_assert_eq!(out.len(), sizes.len() + 1);
            let mut back = out[1];
            for k in 1..sizes.len() {
                prop_assert!((0..sizes[k]).contains(&out[k + 1]));
                back = back * sizes[k] + out[k + 1];
            }
            prop_assert_eq!(back, x);
        }

        /// A size of zero past the first is an error, not a division by zero.
        #[test]
        fn a_zero_size_is_an_error(x in 0i64..100) {
            let mut out = Vec::new();
            prop_assert!(delinearize(&op(), x, &[3, 0, 2], &mut out).is_err());
        }
    }
}
