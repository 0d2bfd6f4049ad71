//! Reductions of one dimension on buffers of one element type: `op` folds
//! the values `expr` computes along the reduced dimension into the output.
//!
//! The order of a float reduction is part of its result, so it is fixed
//! here, once, as a function of the reduced sequence alone: the same bits
//! on every tier, on any number of threads, and whether the reduced
//! dimension is the innermost one ([`reduce_rows`]: values contiguous) or
//! an outer one ([`reduce`] with `inner > 1`: the values of one output
//! element `inner` apart, folded for a tile of neighbouring outputs at
//! once so the loops run on vectors). Both take the sequence `v[0..n]` as
//! follows:
//!
//! - the first `full = n - n % 32` values go in blocks of 1,024; value `p`
//!   of a block is folded into accumulator `p % 32` (the first 32 start
//!   the accumulators, so no identity element is needed), and the 32
//!   accumulators are combined pairwise (`l[i] op l[i + w]`, `w` = 16, 8,
//!   ... 1);
//! - the blocks' totals are combined as they come in a binary counter
//!   (level `k` holds the total of `2^k` blocks: cascade summation), and at
//!   the end the levels are folded from the highest down;
//! - the last `n % 32` values are folded in order into a tail, which comes
//!   last; the result is then folded into the output's value.
//!
//! A float sum so errs by O(log n) roundings, as XLA's and IREE's tree
//! reductions do, where a sequential sum of `n` values errs by O(n)
//! (4,096 × 0.001 in f16 sums to 4.0 in order, 4.098 here).
//!
//! A sequence shorter than 32 has no blocks, and is folded in order into
//! the output's value, one rounding to the element type per step:
//! `((out op v[0]) op v[1]) ...`, the order of the loops MLIR lowers a
//! `linalg.reduce` to, so that small reductions give MLIR's bits exactly.

use rayon::prelude::*;

use crate::elementwise::{chunk_fn, Bin, Expr, Node, CH};
use crate::lanes::Elem;

/// Accumulators of a reduction: enough independent chains to hide the
/// latency of an add on 8- or 16-wide vectors.
const LANES: usize = 32;

/// Values folded by the lanes before their total joins the cascade: 32 per
/// lane, a multiple of [`CH`].
const BLOCK: usize = LANES * 32;

/// `out[r] = out[r] (op) fold_op(expr(row r))` for rows of `row_len`
/// contiguous elements: a reduction of the innermost dimension, `op` one
/// that [`Bin::reassociates`], in the order the module header fixes.
pub fn reduce_rows<T: Elem>(
    expr: &Expr,
    op: Bin,
    inputs: &[&[T]],
    row_len: usize,
    out: &mut [T],
    threads: usize,
) {
    reduce(expr, op, inputs, row_len, 1, out, threads)
}

/// `out[o * inner + i] = out[o * inner + i] (op) fold_op over r of
/// expr(at (o * red + r) * inner + i)`: a reduction of a dimension of
/// `red` values with `inner` elements after it (1 for the innermost), in
/// the order the module header fixes, `op` one that [`Bin::reassociates`].
/// Panics when an input is neither `out.len() * red` nor 1 long, `inner`
/// does not divide the output, or the expression is malformed.
pub fn reduce<T: Elem>(
    expr: &Expr,
    op: Bin,
    inputs: &[&[T]],
    red: usize,
    inner: usize,
    out: &mut [T],
    threads: usize,
) {
    assert!(
        expr.is_well_formed(inputs.len())
            && expr.fits::<T>()
            && T::has_bin(op)
            && op.reassociates(),
        "reduce: malformed expression"
    );
    assert!(
        inner > 0
            && out.len().is_multiple_of(inner)
            && inputs
                .iter()
                .all(|i| i.len() == out.len() * red || i.len() == 1),
        "reduce: input lengths"
    );
    if inner == 1 {
        rows(expr, op, inputs, red, out, threads);
        return;
    }
    let work = |(o, t, acc): (usize, usize, &mut [T])| {
        columns(
            expr,
            op,
            inputs,
            red,
            inner,
            (o * red * inner) + t * CH,
            acc,
        );
    };
    let parallel = threads > 1 && out.len() * red >= 1 << 16;
    let items = out
        .chunks_mut(inner)
        .enumerate()
        .flat_map(|(o, row)| row.chunks_mut(CH).enumerate().map(move |(t, c)| (o, t, c)));
    if parallel {
        let _section = crate::pool::ready();
        items.par_bridge().for_each(work);
    } else {
        items.for_each(work);
    }
}

/// The innermost-dimension case: each row's values are contiguous, and go
/// through the lanes a chunk at a time.
fn rows<T: Elem>(
    expr: &Expr,
    op: Bin,
    inputs: &[&[T]],
    row_len: usize,
    out: &mut [T],
    threads: usize,
) {
    let f = chunk_fn::<T>();
    let rows_per = out.len().div_ceil(threads.max(1)).max(1);
    let work = |(t, part): (usize, &mut [T])| {
        let mut tmp = vec![[T::default(); CH]; expr.nodes.len()];
        let mut wide = [<T::Acc>::default(); CH];
        for (r, acc) in part.iter_mut().enumerate() {
            let row = t * rows_per + r;
            let (row_start, end) = (row * row_len, (row + 1) * row_len);
            if row_len < LANES {
                // No blocks: in order from the output's value.
                f(expr, inputs, row_start, row_len, &mut tmp, None);
                let v: &[T] = match expr.nodes[expr.root] {
                    Node::Input(k) if inputs[k].len() != 1 => &inputs[k][row_start..end],
                    _ => &tmp[expr.root][..row_len],
                };
                *acc = fold_scalar(op, *acc, v);
                continue;
            }
            // Block totals, combined pairwise as they come (a binary
            // counter: level k holds the total of 2^k blocks).
            let mut levels: [Option<T::Acc>; 64] = [None; 64];
            // Values no lane took (fewer than `LANES` at the row's end).
            let mut tail: Option<T::Acc> = None;
            let mut block = row_start;
            while block < end {
                let block_end = (block + BLOCK).min(end);
                let mut lanes = [<T::Acc>::default(); LANES];
                let mut lanes_init = false;
                let mut start = block;
                while start < block_end {
                    let n = (block_end - start).min(CH);
                    f(expr, inputs, start, n, &mut tmp, None);
                    let v: &[T] = match expr.nodes[expr.root] {
                        Node::Input(k) if inputs[k].len() != 1 => &inputs[k][start..start + n],
                        _ => &tmp[expr.root][..n],
                    };
                    let mut v = T::widen_all(v, &mut wide);
                    if !lanes_init && v.len() >= LANES {
                        // The first values start the lanes, so no identity
                        // element is needed.
                        lanes.copy_from_slice(&v[..LANES]);
                        lanes_init = true;
                        v = &v[LANES..];
                    }
                    let rest = if lanes_init {
                        fold(op, &mut lanes, v)
                    } else {
                        v
                    };
                    if let Some((&first, more)) = rest.split_first() {
                        let x = fold_scalar(op, first, more);
                        tail = Some(tail.map_or(x, |t| <T::Acc>::bin(op, t, x)));
                    }
                    start += n;
                }
                if lanes_init {
                    let mut total = pairwise(op, &mut lanes);
                    let mut k = 0;
                    while let Some(prev) = levels[k].take() {
                        total = <T::Acc>::bin(op, prev, total);
                        k += 1;
                    }
                    levels[k] = Some(total);
                }
                block = block_end;
            }
            // Earlier blocks sit on higher levels: fold from the top down.
            let total = levels
                .iter()
                .rev()
                .flatten()
                .copied()
                .chain(tail)
                .reduce(|a, b| <T::Acc>::bin(op, a, b));
            if let Some(total) = total {
                *acc = T::narrow(<T::Acc>::bin(op, acc.widen(), total));
            }
        }
    };
    if threads > 1 && out.len() * row_len >= 1 << 16 {
        let _section = crate::pool::ready();
        out.par_chunks_mut(rows_per).enumerate().for_each(work);
    } else {
        out.chunks_mut(rows_per).enumerate().for_each(work);
    }
}

/// An outer dimension for a tile of `acc.len() <= CH` neighbouring output
/// elements whose first value is at `start`: the same order as [`rows`]
/// per element, each step an elementwise fold of one chunk of values.
fn columns<T: Elem>(
    expr: &Expr,
    op: Bin,
    inputs: &[&[T]],
    red: usize,
    inner: usize,
    start: usize,
    acc: &mut [T],
) {
    let f = chunk_fn::<T>();
    let n = acc.len();
    let zero = [<T::Acc>::default(); CH];
    let mut tmp = vec![[T::default(); CH]; expr.nodes.len()];
    let mut wide = zero;
    let mut lanes = [zero; LANES];
    // Level k of the binary counter, present when bit k of `occupied` is set.
    let mut levels: Vec<[T::Acc; CH]> = Vec::new();
    let mut occupied = 0u64;
    let full = red - red % LANES;
    // Calls `each(p, values)` for rows `from..to` of the reduced dimension.
    let mut rows_of = |from: usize, to: usize, each: &mut dyn FnMut(usize, &[T::Acc])| {
        for p in from..to {
            let at = start + p * inner;
            f(expr, inputs, at, n, &mut tmp, None);
            let v: &[T] = match expr.nodes[expr.root] {
                Node::Input(k) if inputs[k].len() != 1 => &inputs[k][at..at + n],
                _ => &tmp[expr.root][..n],
            };
            each(p, T::widen_all(v, &mut wide));
        }
    };
    if red < LANES {
        // No blocks: in order from the outputs' values.
        rows_of(0, red, &mut |_, v| {
            for (a, &x) in acc.iter_mut().zip(v) {
                *a = T::narrow(<T::Acc>::bin(op, a.widen(), x));
            }
        });
        return;
    }
    let mut block = 0;
    while block < full {
        let block_end = (block + BLOCK).min(full);
        rows_of(block, block_end, &mut |p, v| {
            let lane = &mut lanes[(p - block) % LANES][..n];
            if p - block < LANES {
                lane.copy_from_slice(v);
            } else {
                combine(op, lane, v);
            }
        });
        let mut w = LANES / 2;
        while w > 0 {
            let (lo, hi) = lanes.split_at_mut(w);
            for i in 0..w {
                combine(op, &mut lo[i][..n], &hi[i][..n]);
            }
            w /= 2;
        }
        let mut total = lanes[0];
        let mut k = 0;
        while occupied & (1 << k) != 0 {
            let mut prev = levels[k];
            combine(op, &mut prev[..n], &total[..n]);
            total = prev;
            occupied &= !(1 << k);
            k += 1;
        }
        if levels.len() <= k {
            levels.resize(k + 1, zero);
        }
        levels[k] = total;
        occupied |= 1 << k;
        block = block_end;
    }
    let mut tail: Option<[T::Acc; CH]> = None;
    rows_of(full, red, &mut |_, v| match &mut tail {
        Some(t) => combine(op, &mut t[..n], v),
        None => {
            let mut t = zero;
            t[..n].copy_from_slice(v);
            tail = Some(t);
        }
    });
    // Earlier blocks sit on higher levels: fold from the top down.
    let mut total: Option<[T::Acc; CH]> = None;
    let top_down = (0..levels.len())
        .rev()
        .filter(|&k| occupied & (1 << k) != 0);
    for part in top_down.map(|k| &levels[k]).chain(tail.as_ref()) {
        match &mut total {
            None => total = Some(*part),
            Some(t) => combine(op, &mut t[..n], &part[..n]),
        }
    }
    if let Some(t) = total {
        for (a, &x) in acc.iter_mut().zip(&t[..n]) {
            *a = T::narrow(<T::Acc>::bin(op, a.widen(), x));
        }
    }
}

/// `acc[i] = acc[i] (op) v[i]`, with `op` chosen once outside the loop.
fn combine<T: Elem>(op: Bin, acc: &mut [T], v: &[T]) {
    macro_rules! each {
        ($($o:ident)*) => {
            match op {
                $(Bin::$o => acc.iter_mut().zip(v).for_each(|(a, &x)| *a = T::bin(Bin::$o, *a, x)),)*
                _ => unreachable!("an operation that reassociates"),
            }
        };
    }
    each!(Add Mul Maximum Minimum MaxNum MinNum And Or Xor MaxS MinS MaxU MinU)
}

/// The lanes combined pairwise: `l[i] (op) l[i + w]` for `w` = 16, 8, ... 1,
/// with `op` chosen once outside the loops (see [`fold_scalar`]).
fn pairwise<T: Elem>(op: Bin, lanes: &mut [T; LANES]) -> T {
    macro_rules! each {
        ($($o:ident)*) => {
            match op {
                $(Bin::$o => {
                    let mut w = LANES / 2;
                    while w > 0 {
                        for i in 0..w {
                            lanes[i] = T::bin(Bin::$o, lanes[i], lanes[i + w]);
                        }
                        w /= 2;
                    }
                })*
                _ => unreachable!("an operation that reassociates"),
            }
        };
    }
    each!(Add Mul Maximum Minimum MaxNum MinNum And Or Xor MaxS MinS MaxU MinU);
    lanes[0]
}

/// Folds whole groups of `LANES` values of `v` into `lanes`; returns the
/// values left over.
#[inline(always)]
/// `acc (op) xs[0] (op) xs[1] ...` in order, with `op` chosen once
/// outside the loop (`T::bin` with a constant operation is one
/// instruction; with a variable one it computes every case).
fn fold_scalar<T: Elem>(op: Bin, mut acc: T, xs: &[T]) -> T {
    macro_rules! each {
        ($($o:ident)*) => {
            match op {
                $(Bin::$o => {
                    for &x in xs {
                        acc = T::bin(Bin::$o, acc, x);
                    }
                })*
                _ => unreachable!("an operation that reassociates"),
            }
        };
    }
    each!(Add Mul Maximum Minimum MaxNum MinNum And Or Xor MaxS MinS MaxU MinU);
    acc
}

fn fold<'v, T: Elem>(op: Bin, lanes: &mut [T; LANES], v: &'v [T]) -> &'v [T] {
    let whole = v.len() / LANES * LANES;
    let (body, rest) = v.split_at(whole);
    macro_rules! each {
        ($($o:ident)*) => {
            match op {
                $(Bin::$o => {
                    for c in body.chunks_exact(LANES) {
                        for l in 0..LANES {
                            lanes[l] = T::bin(Bin::$o, lanes[l], c[l]);
                        }
                    }
                })*
                _ => unreachable!("an operation that reassociates"),
            }
        };
    }
    each!(Add Mul Maximum Minimum MaxNum MinNum And Or Xor MaxS MinS MaxU MinU);
    rest
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Fewer than 32 values fold in order from the output's value, rounding
    /// per step, on the innermost and on an outer dimension: MLIR's
    /// `((0.001 + -1) + -1)`, not `0.001 + (-1 + -1)`; and in f16, each
    /// step rounded to f16 (2048 + 1 + 1 stays 2048), not summed in f32.
    #[test]
    fn short_sequences_fold_in_order_from_the_output() {
        let id = Expr {
            nodes: vec![Node::Input(0)],
            root: 0,
        };
        let x = [-1f32; 4];
        let mut rows = [0.001f32; 2];
        reduce_rows(&id, Bin::Add, &[&x], 2, &mut rows, 1);
        let want = (0.001f32 + -1.0) + -1.0;
        assert_ne!(want.to_bits(), (0.001f32 + (-1.0 + -1.0)).to_bits());
        assert_eq!(rows.map(f32::to_bits), [want.to_bits(); 2]);
        let mut cols = [0.001f32; 2];
        reduce(&id, Bin::Add, &[&x], 2, 2, &mut cols, 1);
        assert_eq!(cols.map(f32::to_bits), [want.to_bits(); 2]);
        let h = |v: f32| half::f16::from_f32(v);
        let ones = [h(1.0); 2];
        let mut out = [h(2048.0)];
        reduce_rows(&id, Bin::Add, &[&ones], 2, &mut out, 1);
        assert_eq!(out[0], h(2048.0));
    }

    /// A float sum is a cascade, not a loop: 40960 × 0.001 in f32 comes
    /// within 1e-5 of the exact sum (in order: off by 1.2e-4), on rows of
    /// every length around the block and lane sizes, with the same bits on
    /// one thread or two.
    #[test]
    fn float_sums_are_blocked_and_pairwise() {
        let id = Expr {
            nodes: vec![Node::Input(0)],
            root: 0,
        };
        let n = if cfg!(miri) { 4_096 } else { 40_960 };
        let x = vec![0.001f32; 2 * n];
        let mut sums = vec![0f32; 2];
        reduce_rows(&id, Bin::Add, &[&x], n, &mut sums, 1);
        let exact = n as f64 * 0.001f32 as f64;
        let sequential = x[..n].iter().fold(0f32, |a, &b| a + b);
        assert!(
            (sums[0] as f64 - exact).abs() < 1e-5,
            "{} vs {exact}",
            sums[0]
        );
        assert!((sequential as f64 - exact).abs() > 2.0 * (sums[0] as f64 - exact).abs());
        for len in [1, 31, 32, 33, 1023, 1024, 1025, 3 * 1024 + 17] {
            let v: Vec<f32> = (0..4 * len)
                .map(|i| ((i * 37) % 101) as f32 / 7.0)
                .collect();
            let (mut one, mut two) = (vec![0.5f32; 4], vec![0.5f32; 4]);
            reduce_rows(&id, Bin::Add, &[&v], len, &mut one, 1);
            reduce_rows(&id, Bin::Add, &[&v], len, &mut two, 2);
            assert_eq!(one, two, "rows of {len}");
            for (r, &s) in one.iter().enumerate() {
                let want: f64 = 0.5
                    + v[r * len..(r + 1) * len]
                        .iter()
                        .map(|&y| y as f64)
                        .sum::<f64>();
                assert!(
                    (s as f64 - want).abs() <= 1e-6 * want,
                    "row {r} of {len}: {s} vs {want}"
                );
            }
        }
    }

    /// Transposed data reduced over its outer dimension gives the bits of
    /// the rows, for every length around the lane and block sizes, tiles
    /// of every width, sums and maxima, an expression, and one or two
    /// threads: the order is a function of the reduced sequence alone.
    #[test]
    fn outer_dimensions_reduce_in_the_order_of_rows() {
        fn check<T: Elem + PartialEq + std::fmt::Debug>(cast: fn(f64) -> T, ops: &[Bin], un: bool) {
            let exprs = [
                Expr {
                    nodes: vec![Node::Input(0)],
                    root: 0,
                },
                Expr {
                    nodes: [
                        Node::Input(0),
                        Node::Input(1),
                        Node::Bin(Bin::Mul, 0, 1),
                        Node::Un(crate::Un::Abs, 2),
                    ][..if un { 4 } else { 3 }]
                        .to_vec(),
                    root: if un { 3 } else { 2 },
                },
            ];
            let reds: &[usize] = if cfg!(miri) {
                &[1, 33]
            } else {
                &[1, 31, 32, 33, 1023, 1024, 1025, 3 * 1024 + 17]
            };
            for &red in reds {
                for inner in [2, 3, 255, 257] {
                    let outer = 2;
                    let len = outer * red * inner;
                    let x: Vec<T> = (0..len)
                        .map(|i| cast(((i * 7919) % 1013) as f64 / 97.0 - 5.0))
                        .collect();
                    // x[o][r][i] as rows: t[o][i][r].
                    let mut t = vec![cast(0.0); len];
                    for o in 0..outer {
                        for r in 0..red {
                            for i in 0..inner {
                                t[(o * inner + i) * red + r] = x[(o * red + r) * inner + i];
                            }
                        }
                    }
                    let two = [cast(2.0)];
                    for expr in &exprs {
                        for &op in ops {
                            let mut want = vec![cast(0.5); outer * inner];
                            reduce_rows(expr, op, &[&t, &two], red, &mut want, 1);
                            for threads in [1, 2] {
                                let mut got = vec![cast(0.5); outer * inner];
                                reduce(expr, op, &[&x, &two], red, inner, &mut got, threads);
                                assert_eq!(got, want, "{op:?} over {red} x {inner}");
                            }
                        }
                    }
                }
            }
        }
        let all = [Bin::Add, Bin::Maximum];
        check::<f32>(|v| v as f32, &all, true);
        check::<f64>(|v| v, &all, true);
        check::<half::f16>(half::f16::from_f64, &all, true);
        check::<half::bf16>(half::bf16::from_f64, &all, true);
        check::<i32>(|v| (v * 97.0) as i32, &[Bin::Add, Bin::MaxS], false);
    }

    /// 16-bit floats add in f32 and round each sum, so a sequential f16
    /// sum of 4,096 × 0.001 stalls at 4.0; the cascade gives 4.098, the
    /// f16 nearest the exact 4.0977 (IREE's answer in its own test).
    #[test]
    fn f16_sums_do_not_stall() {
        let id = Expr {
            nodes: vec![Node::Input(0)],
            root: 0,
        };
        let x = vec![half::f16::from_f32(0.001); 2 * 4096];
        let mut sums = vec![half::f16::ZERO; 2];
        reduce_rows(&id, Bin::Add, &[&x], 4096, &mut sums, 1);
        let sequential = x[..4096].iter().fold(half::f16::ZERO, |a, &b| {
            half::f16::from_f32(a.to_f32() + b.to_f32())
        });
        assert_eq!(sequential.to_f32(), 4.0);
        let exact = 4096.0 * half::f16::from_f32(0.001).to_f64();
        assert_eq!(
            sums[0],
            half::f16::from_f64(exact),
            "{} vs {exact}",
            sums[0]
        );
    }
}
