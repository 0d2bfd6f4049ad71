//! Elementwise maps whose inputs are read with any linear steps: a row or
//! a scalar broadcast over a matrix, a transposed operand, a slice. The
//! output is written in order (row-major over the loops); input `k` is
//! read at `base + Σ idx[d] * steps[d]` for loop indices `idx`.
//!
//! The loops are first merged where every operand steps through two
//! neighbours as through one (`steps[d] == steps[d + 1] * bounds[d + 1]`
//! for each input, which the output's row-major order always satisfies),
//! so operands indexed like the output make one loop and a row broadcast
//! over a matrix makes two. The innermost merged loop is then walked a
//! chunk at a time with the chunk loop of `elementwise.rs`: an input that
//! steps by 1 there is read in place, one that steps by 0 as a single
//! value, and any other is first gathered into a chunk of its own. The
//! expression, its semantics and its bits are `map`'s.

use rayon::prelude::*;
use smallvec::SmallVec;

use crate::elementwise::{chunk_fn, Expr, CH};
use crate::lanes::Elem;

/// One input of [`map_stepped`]: its elements, the offset of the first
/// one read and its step per loop (in elements).
#[derive(Clone, Copy, Debug)]
pub struct Stepped<'a, T> {
    pub data: &'a [T],
    pub base: i64,
    pub steps: &'a [i64],
}

/// `out[point] = expr(inputs[0] at point, inputs[1] at point, ...)` over
/// the loops `bounds` (the output row-major over them). Panics when the
/// expression is malformed, `out` is not as long as the loops' points, an
/// input has a step count other than `bounds.len()`, or reads outside its
/// elements.
pub fn map_stepped<T: Elem>(
    expr: &Expr,
    inputs: &[Stepped<'_, T>],
    bounds: &[usize],
    out: &mut [T],
    threads: usize,
) {
    assert!(
        expr.is_well_formed(inputs.len()) && expr.fits::<T>(),
        "map_stepped: malformed expression"
    );
    let total = bounds
        .iter()
        .try_fold(1usize, |a, &b| a.checked_mul(b))
        .expect("map_stepped: too many points");
    assert_eq!(out.len(), total, "map_stepped: output length");
    assert!(
        inputs.iter().all(|i| i.steps.len() == bounds.len()),
        "map_stepped: steps per loop"
    );
    if total == 0 {
        return;
    }
    for i in inputs {
        let (mut lo, mut hi) = (i.base, i.base);
        for (&b, &s) in bounds.iter().zip(i.steps) {
            let span = s * (b as i64 - 1);
            if span < 0 {
                lo += span;
            } else {
                hi += span;
            }
        }
        assert!(
            lo >= 0 && (hi as usize) < i.data.len(),
            "map_stepped: an input read out of bounds"
        );
    }
    // Merged loops, innermost first: (bound, step of each input).
    let mut loops: Vec<(usize, SmallVec<[i64; 8]>)> = Vec::new();
    for d in (0..bounds.len()).rev() {
        if bounds[d] == 1 {
            continue;
        }
        let steps: SmallVec<[i64; 8]> = inputs.iter().map(|i| i.steps[d]).collect();
        if let Some((b, inner)) = loops.last_mut() {
            if steps
                .iter()
                .zip(inner.iter())
                .all(|(&s, &t)| s == t * *b as i64)
            {
                *b *= bounds[d];
                continue;
            }
        }
        loops.push((bounds[d], steps));
    }
    if loops.is_empty() {
        loops.push((1, inputs.iter().map(|_| 0).collect()));
    }
    let (row_len, inner) = (loops[0].0, &loops[0].1);
    // The outer loops, outermost first.
    let outer: Vec<&(usize, SmallVec<[i64; 8]>)> = loops[1..].iter().rev().collect();
    let f = chunk_fn::<T>();
    let work = |lo: usize, dst: &mut [T]| {
        let mut tmp = vec![[T::default(); CH]; expr.nodes.len()];
        let mut gathered = vec![[T::default(); CH]; inputs.len()];
        let mut idx = vec![0usize; outer.len()];
        let mut row = lo / row_len;
        for (i, (b, _)) in outer.iter().enumerate().rev() {
            idx[i] = row % b;
            row /= b;
        }
        let mut p = lo % row_len;
        let mut done = 0;
        // Each input's offset at the start of the current row.
        let mut row_base: SmallVec<[i64; 8]> = inputs
            .iter()
            .enumerate()
            .map(|(k, i)| {
                i.base
                    + outer
                        .iter()
                        .zip(&idx)
                        .map(|((_, s), &x)| s[k] * x as i64)
                        .sum::<i64>()
            })
            .collect();
        while done < dst.len() {
            while p < row_len && done < dst.len() {
                let n = (row_len - p).min(dst.len() - done).min(CH);
                for (k, i) in inputs.iter().enumerate() {
                    let s = inner[k];
                    if s != 0 && s != 1 {
                        let at = row_base[k] + p as i64 * s;
                        for (j, g) in gathered[k][..n].iter_mut().enumerate() {
                            *g = i.data[(at + j as i64 * s) as usize];
                        }
                    }
                }
                let views: SmallVec<[&[T]; 8]> = inputs
                    .iter()
                    .enumerate()
                    .map(|(k, i)| {
                        let at = (row_base[k] + p as i64 * inner[k]) as usize;
                        match inner[k] {
                            0 => &i.data[at..at + 1],
                            1 => &i.data[at..at + n],
                            _ => &gathered[k][..n],
                        }
                    })
                    .collect();
                f(expr, &views, 0, n, &mut tmp, Some(&mut dst[done..done + n]));
                p += n;
                done += n;
            }
            p = 0;
            for i in (0..idx.len()).rev() {
                let (b, steps) = outer[i];
                idx[i] += 1;
                if idx[i] < *b {
                    row_base.iter_mut().zip(steps).for_each(|(r, s)| *r += s);
                    break;
                }
                idx[i] = 0;
                let back = *b as i64 - 1;
                row_base
                    .iter_mut()
                    .zip(steps)
                    .for_each(|(r, s)| *r -= s * back);
            }
        }
    };
    if threads > 1 && total.saturating_mul(expr.cost()) >= crate::PARALLEL_OPS {
        let per_thread = total.div_ceil(threads).div_ceil(CH) * CH;
        let _section = crate::pool::ready();
        out.par_chunks_mut(per_thread)
            .enumerate()
            .for_each(|(t, part)| work(t * per_thread, part));
    } else {
        work(0, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::elementwise::{map, Bin, Node};

    /// `in0 (op) in1`.
    fn binary(op: Bin) -> Expr {
        Expr {
            nodes: vec![Node::Input(0), Node::Input(1), Node::Bin(op, 0, 1)],
            root: 2,
        }
    }

    /// Every way of reading an operand (in place, broadcast, gathered,
    /// reversed, offset) gives what a point-by-point loop gives, on one
    /// thread and on two, for shapes that are and are not multiples of a
    /// chunk.
    #[test]
    fn every_step_reads_what_a_loop_reads() {
        let e = binary(Bin::Sub);
        for (r, c) in [(3usize, 5usize), (7, 300), (300, 7), (1, 1), (257, 256)] {
            let a: Vec<f32> = (0..r * c).map(|i| i as f32 * 0.5).collect();
            let row: Vec<f32> = (0..c).map(|j| j as f32 * 3.0).collect();
            let col: Vec<f32> = (0..r).map(|i| i as f32 * 7.0).collect();
            let t: Vec<f32> = (0..r * c).map(|i| i as f32 * 0.25).collect(); // c x r
            let (rc, cc) = (r as i64, c as i64);
            let (s_a, s_t, s_rev) = ([cc, 1], [1, rc], [-cc, -1]);
            type Reads<'a> = Box<dyn Fn(usize, usize) -> f32 + 'a>;
            let cases: Vec<(Stepped<f32>, Reads)> = vec![
                (
                    Stepped {
                        data: &a,
                        base: 0,
                        steps: &s_a,
                    },
                    Box::new(|i, j| a[i * c + j]),
                ),
                (
                    Stepped {
                        data: &row,
                        base: 0,
                        steps: &[0, 1],
                    },
                    Box::new(|_, j| row[j]),
                ),
                (
                    Stepped {
                        data: &col,
                        base: 0,
                        steps: &[1, 0],
                    },
                    Box::new(|i, _| col[i]),
                ),
                (
                    Stepped {
                        data: &t,
                        base: 0,
                        steps: &s_t,
                    },
                    Box::new(|i, j| t[j * r + i]),
                ),
                (
                    Stepped {
                        data: &a,
                        base: rc * cc - 1,
                        steps: &s_rev,
                    },
                    Box::new(|i, j| a[(r - 1 - i) * c + (c - 1 - j)]),
                ),
                (
                    Stepped {
                        data: &row,
                        base: (c - 1) as i64,
                        steps: &[0, 0],
                    },
                    Box::new(|_, _| row[c - 1]),
                ),
            ];
            for (x, fx) in &cases {
                for (y, fy) in &cases {
                    for threads in [1, 2] {
                        let mut out = vec![0f32; r * c];
                        map_stepped(&e, &[*x, *y], &[r, c], &mut out, threads);
                        for i in 0..r {
                            for j in 0..c {
                                assert_eq!(
                                    out[i * c + j],
                                    fx(i, j) - fy(i, j),
                                    "{r}x{c} at {i},{j}"
                                );
                            }
                        }
                    }
                }
            }
        }
    }

    /// Operands indexed like the output give `map`'s bits.
    #[test]
    fn identity_steps_are_map() {
        let e = Expr {
            nodes: vec![
                Node::Input(0),
                Node::Input(1),
                Node::Bin(Bin::Mul, 0, 1),
                Node::Bin(Bin::Add, 2, 0),
            ],
            root: 3,
        };
        let n = 70_000;
        let a: Vec<f32> = (0..n).map(|i| (i as f32).sin()).collect();
        let b: Vec<f32> = (0..n).map(|i| (i as f32).cos()).collect();
        let (mut x, mut y) = (vec![0f32; n], vec![0f32; n]);
        map(&e, &[&a, &b], &mut x, 2);
        let steps = [700i64, 1];
        let s = |d| Stepped {
            data: d,
            base: 0,
            steps: &steps,
        };
        map_stepped(&e, &[s(&a), s(&b)], &[100, 700], &mut y, 2);
        assert_eq!(x, y);
    }

    #[test]
    #[should_panic(expected = "out of bounds")]
    fn reads_outside_an_input_are_refused() {
        let a = [1f32; 4];
        let mut out = [0f32; 6];
        let x = Stepped {
            data: &a,
            base: 0,
            steps: &[2, 1],
        };
        map_stepped(&binary(Bin::Add), &[x, x], &[2, 3], &mut out, 1);
    }
}
