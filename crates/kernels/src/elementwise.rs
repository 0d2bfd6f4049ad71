//! Elementwise expressions (and the chunk loop of `reduce.rs`'s reductions) on buffers of one element
//! type (f32, f64, i8..i64: [`Elem`]), evaluated a chunk at a time: each
//! node of the expression computes its chunk into a small array with a
//! plain loop, which the compiler vectorises. The chunk loop is compiled
//! three times (AVX-512, AVX2+FMA and the baseline) and picked at run time,
//! and whole buffers are split over rayon's threads.
//!
//! An expression is a DAG in topological order (operands before users), so
//! the VM can translate a straight-line payload into it node for node.

use rayon::prelude::*;

use crate::lanes::Elem;

/// Elements per chunk: small enough that every node's chunk stays in L1.
pub(crate) const CH: usize = 256;

/// Unary operations (floats only).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Un {
    Neg,
    Abs,
    Exp,
    Sqrt,
    Tanh,
    Log,
}

/// Binary operations, with MLIR's semantics: `Add`, `Sub` and `Mul` on
/// either kind of type (integers wrapping), `Div` and the float
/// maxima/minima on floats, the bitwise ops, shifts and integer
/// maxima/minima on integers (see [`Elem`] for the exact rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bin {
    Add,
    Sub,
    Mul,
    Div,
    /// `maximumf`: NaN if either is NaN; +0 above -0.
    Maximum,
    Minimum,
    /// `maxnumf`: the other operand when one is NaN.
    MaxNum,
    MinNum,
    And,
    Or,
    Xor,
    Shl,
    ShrS,
    ShrU,
    MaxS,
    MinS,
    MaxU,
    MinU,
}

impl Bin {
    /// Whether `(a op b) op c == a op (b op c)` and `a op b == b op a`
    /// exactly (for floats: up to rounding, as reductions take it), so a
    /// reduction may fold in any order.
    pub fn reassociates(self) -> bool {
        !matches!(self, Bin::Sub | Bin::Div | Bin::Shl | Bin::ShrS | Bin::ShrU)
    }
}

/// A comparison as the set of outcomes it accepts, so that the 16
/// predicates of `arith.cmpf` and the 10 of `arith.cmpi` are one type:
/// `ogt` is `{GT}`, `uge` is `{GT, EQ, UNORDERED}`, `one` is `{LT, GT}`;
/// `ult` of integers is `{LT, UNSIGNED}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cmp(pub u8);

impl Cmp {
    pub const LT: u8 = 1;
    pub const EQ: u8 = 2;
    pub const GT: u8 = 4;
    /// Floats: either operand is NaN.
    pub const UNORDERED: u8 = 8;
    /// Integers: the order is that of the unsigned values.
    pub const UNSIGNED: u8 = 16;
}

/// One node of an expression.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Node {
    /// Element of input buffer `k`.
    Input(usize),
    /// A constant, as a VM slot holds it ([`Elem::from_slot`]).
    Const(u64),
    Un(Un, usize),
    Bin(Bin, usize, usize),
    /// A comparison: [`Elem::truth`] of whether it holds. Only `Select`
    /// reads it.
    Cmp(Cmp, usize, usize),
    /// `Select(c, a, b)`: `a` where the comparison `c` held, else `b`.
    Select(usize, usize, usize),
}

/// An expression DAG; `root` is the node whose value is the result.
#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub nodes: Vec<Node>,
    pub root: usize,
}

impl Expr {
    /// Whether every operand comes before its user (the evaluation order).
    pub fn is_well_formed(&self, inputs: usize) -> bool {
        self.root < self.nodes.len()
            && self.nodes.iter().enumerate().all(|(i, n)| match *n {
                Node::Input(k) => k < inputs,
                Node::Const(_) => true,
                Node::Un(_, a) => a < i,
                Node::Bin(_, a, b) | Node::Cmp(_, a, b) => a < i && b < i,
                Node::Select(c, a, b) => c < i && a < i && b < i,
            })
    }

    /// Work per element, in units of a cheap vector operation: a division
    /// 2, an exponential, logarithm or hyperbolic tangent 8, moving values
    /// nothing (at least 1).
    pub fn cost(&self) -> usize {
        let c: usize = self
            .nodes
            .iter()
            .map(|n| match *n {
                Node::Input(_) | Node::Const(_) => 0,
                Node::Un(Un::Exp | Un::Tanh | Un::Log, _) => 8,
                Node::Bin(Bin::Div, ..) => 2,
                _ => 1,
            })
            .sum();
        c.max(1)
    }

    /// Whether the element type `T` has every operation of the expression.
    pub fn fits<T: Elem>(&self) -> bool {
        self.nodes.iter().all(|n| match *n {
            Node::Un(op, _) => T::has_un(op),
            Node::Bin(op, _, _) => T::has_bin(op),
            Node::Cmp(p, _, _) => T::has_cmp(p),
            _ => true,
        })
    }
}

#[inline(always)]
fn un<T: Elem>(op: Un, a: &[T], d: &mut [T]) {
    macro_rules! each {
        ($($o:ident)*) => {
            match op {
                $(Un::$o => d.iter_mut().zip(a).for_each(|(d, &a)| *d = T::un(Un::$o, a)),)*
            }
        };
    }
    each!(Neg Abs Exp Sqrt Tanh Log)
}

#[inline(always)]
fn bin<T: Elem>(op: Bin, a: &[T], b: &[T], d: &mut [T]) {
    macro_rules! each {
        ($($o:ident)*) => {
            match op {
                $(Bin::$o => d
                    .iter_mut()
                    .zip(a.iter().zip(b))
                    .for_each(|(d, (&a, &b))| *d = T::bin(Bin::$o, a, b)),)*
            }
        };
    }
    each!(Add Sub Mul Div Maximum Minimum MaxNum MinNum And Or Xor Shl ShrS ShrU MaxS MinS MaxU MinU)
}

/// One comparison loop per predicate (`M` is the `Cmp` set), so each is
/// one vector compare; [`Elem::holds`] is written branch-free over the
/// outcomes, so it vectorises.
#[inline(always)]
fn cmp_loop<T: Elem, const M: u8>(a: &[T], b: &[T], d: &mut [T]) {
    d.iter_mut()
        .zip(a.iter().zip(b))
        .for_each(|(d, (&a, &b))| *d = T::truth(T::holds::<M>(a, b)));
}

#[inline(always)]
fn cmp<T: Elem>(p: Cmp, a: &[T], b: &[T], d: &mut [T]) {
    macro_rules! by_mask {
        ($($m:literal)*) => {
            match p.0 & 31 {
                $($m => cmp_loop::<T, $m>(a, b, d),)*
                _ => unreachable!("a 5-bit mask"),
            }
        };
    }
    by_mask!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31)
}

#[inline(always)]
fn select<T: Elem>(c: &[T], a: &[T], b: &[T], d: &mut [T]) {
    d.iter_mut()
        .zip(c.iter().zip(a.iter().zip(b)))
        .for_each(|(d, (&c, (&a, &b)))| *d = T::blend(c, a, b));
}

/// How far ahead of a chunk its inputs and output are prefetched.
const PREFETCH_AHEAD: usize = 2 * CH;

/// Hints that the `n` elements from `p` (which may lie past the buffer's
/// end: nothing is read) are wanted soon.
#[inline(always)]
fn prefetch<T>(p: *const T, n: usize) {
    #[cfg(target_arch = "x86_64")]
    for line in (0..n).step_by((64 / std::mem::size_of::<T>()).max(1)) {
        // SAFETY: a prefetch is a hint that never faults and reads
        // nothing into the program, whatever the address.
        unsafe {
            std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
                p.wrapping_add(line) as *const i8,
            )
        };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (p, n);
}

/// Evaluates one chunk of `n <= CH` elements starting at `start`: into
/// `out` when given (the root's chunk goes straight there), and into
/// `tmp[root]` otherwise. Inputs are read in place; only broadcast inputs
/// and constants are spread into their chunk.
#[inline(always)]
fn eval_chunk<T: Elem>(
    expr: &Expr,
    inputs: &[&[T]],
    start: usize,
    n: usize,
    tmp: &mut [[T; CH]],
    mut out: Option<&mut [T]>,
) {
    // The chunks' phases either touch memory (an input's first reader,
    // the root's store) or compute in L1; asking for the next chunks'
    // lines now lets the memory work under this chunk's compute, as it
    // would in one fused loop.
    for input in inputs.iter().filter(|i| i.len() != 1) {
        prefetch(input.as_ptr().wrapping_add(start + PREFETCH_AHEAD), n);
    }
    if let Some(o) = out.as_deref() {
        prefetch(o.as_ptr().wrapping_add(PREFETCH_AHEAD), n);
    }
    for (i, node) in expr.nodes.iter().enumerate() {
        let (before, rest) = tmp.split_at_mut(i);
        let operand = |j: usize| -> &[T] {
            match expr.nodes[j] {
                Node::Input(k) if inputs[k].len() != 1 => &inputs[k][start..start + n],
                _ => &before[j][..n],
            }
        };
        let root_to_out = out.is_some() && i == expr.root;
        let d: &mut [T] = match (&mut out, i == expr.root) {
            (Some(o), true) => &mut o[..n],
            _ => &mut rest[0][..n],
        };
        match *node {
            Node::Input(k) => {
                let src = inputs[k];
                if src.len() == 1 {
                    d.fill(src[0]);
                } else if root_to_out {
                    d.copy_from_slice(&src[start..start + n]);
                }
            }
            Node::Const(c) => d.fill(T::from_slot(c)),
            Node::Un(op, a) => un(op, operand(a), d),
            Node::Bin(op, a, b) => bin(op, operand(a), operand(b), d),
            Node::Cmp(p, a, b) => cmp(p, operand(a), operand(b), d),
            Node::Select(c, a, b) => select(operand(c), operand(a), operand(b), d),
        }
    }
}

/// How one chunk is evaluated: compiled for the best instruction set the
/// CPU has.
pub(crate) type ChunkFn<T> = fn(&Expr, &[&[T]], usize, usize, &mut [[T; CH]], Option<&mut [T]>);

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512bw,avx512dq,avx512vl,avx2,fma")]
unsafe fn eval_chunk_avx512<T: Elem>(
    e: &Expr,
    i: &[&[T]],
    s: usize,
    n: usize,
    t: &mut [[T; CH]],
    o: Option<&mut [T]>,
) {
    eval_chunk(e, i, s, n, t, o)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
unsafe fn eval_chunk_avx2<T: Elem>(
    e: &Expr,
    i: &[&[T]],
    s: usize,
    n: usize,
    t: &mut [[T; CH]],
    o: Option<&mut [T]>,
) {
    eval_chunk(e, i, s, n, t, o)
}

pub(crate) fn chunk_fn<T: Elem>() -> ChunkFn<T> {
    #[cfg(target_arch = "x86_64")]
    {
        if is_x86_feature_detected!("avx512f")
            && is_x86_feature_detected!("avx512bw")
            && is_x86_feature_detected!("avx512dq")
            && is_x86_feature_detected!("avx512vl")
        {
            // SAFETY: the CPU has AVX-512 F, BW, DQ and VL (checked just
            // above), which is all `eval_chunk_avx512` was compiled to use
            // beyond AVX2+FMA, and every AVX-512 CPU has those.
            return |e, i, s, n, t, o| unsafe { eval_chunk_avx512(e, i, s, n, t, o) };
        }
        if is_x86_feature_detected!("avx2") && is_x86_feature_detected!("fma") {
            // SAFETY: the CPU has AVX2 and FMA (checked just above).
            return |e, i, s, n, t, o| unsafe { eval_chunk_avx2(e, i, s, n, t, o) };
        }
    }
    eval_chunk
}

/// `out[i] = expr(inputs[0][i], inputs[1][i], ...)`; an input of length 1
/// is broadcast. Panics when an input is neither `out.len()` nor 1 long,
/// the expression is malformed or has an operation `T` lacks.
pub fn map<T: Elem>(expr: &Expr, inputs: &[&[T]], out: &mut [T], threads: usize) {
    assert!(
        expr.is_well_formed(inputs.len()) && expr.fits::<T>(),
        "map: malformed expression"
    );
    assert!(
        inputs.iter().all(|i| i.len() == out.len() || i.len() == 1),
        "map: input lengths"
    );
    let f = chunk_fn::<T>();
    let per_thread = out.len().div_ceil(threads.max(1)).div_ceil(CH).max(1) * CH;
    let work = |(t, part): (usize, &mut [T])| {
        let mut tmp = vec![[T::default(); CH]; expr.nodes.len()];
        let base = t * per_thread;
        for (c, dst) in part.chunks_mut(CH).enumerate() {
            let n = dst.len();
            f(expr, inputs, base + c * CH, n, &mut tmp, Some(dst));
        }
    };
    if threads > 1 && out.len().saturating_mul(expr.cost()) >= crate::PARALLEL_OPS {
        let _section = crate::pool::ready();
        out.par_chunks_mut(per_thread).enumerate().for_each(work);
    } else {
        out.chunks_mut(per_thread).enumerate().for_each(work);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reduce::reduce_rows;

    #[test]
    fn every_comparison_selects_as_its_outcomes_say() {
        use std::cmp::Ordering;
        let v = [
            f32::NAN,
            f32::NEG_INFINITY,
            -1.5,
            -0.0,
            0.0,
            1.5,
            f32::INFINITY,
        ];
        let (mut a, mut b) = (Vec::new(), Vec::new());
        // Every pair, repeated past a chunk so the vector loops run.
        for _ in 0..40 {
            for &x in &v {
                for &y in &v {
                    a.push(x);
                    b.push(y);
                }
            }
        }
        for mask in 0u8..16 {
            let expr = Expr {
                nodes: vec![
                    Node::Input(0),
                    Node::Input(1),
                    Node::Cmp(Cmp(mask), 0, 1),
                    Node::Const(7.0f32.to_bits() as u64),
                    Node::Select(2, 3, 1),
                ],
                root: 4,
            };
            let mut out = vec![0f32; a.len()];
            map(&expr, &[&a, &b], &mut out, 2);
            for i in 0..a.len() {
                let outcome = match a[i].partial_cmp(&b[i]) {
                    Some(Ordering::Less) => Cmp::LT,
                    Some(Ordering::Equal) => Cmp::EQ,
                    Some(Ordering::Greater) => Cmp::GT,
                    None => Cmp::UNORDERED,
                };
                let want = if mask & outcome != 0 { 7.0 } else { b[i] };
                assert_eq!(
                    out[i].to_bits(),
                    want.to_bits(),
                    "mask {mask}: {} vs {}",
                    a[i],
                    b[i]
                );
            }
        }
    }

    #[test]
    fn map_and_reduce_agree_with_scalar_loops() {
        // Under Miri a size it interprets in seconds (one thread's path).
        let n = if cfg!(miri) { 2_003 } else { 100_003 };
        let a: Vec<f32> = (0..n)
            .map(|i| ((i * 7919) % 1000) as f32 / 250.0 - 2.0)
            .collect();
        let b: Vec<f32> = (0..n)
            .map(|i| ((i * 104_729) % 777) as f32 / 300.0)
            .collect();
        // exp(a + b) * 2 - max(a, 0.5)
        let expr = Expr {
            nodes: vec![
                Node::Input(0),
                Node::Input(1),
                Node::Bin(Bin::Add, 0, 1),
                Node::Un(Un::Exp, 2),
                Node::Const(2.0f32.to_bits() as u64),
                Node::Bin(Bin::Mul, 3, 4),
                Node::Input(2),
                Node::Bin(Bin::Maximum, 0, 6),
                Node::Bin(Bin::Sub, 5, 7),
            ],
            root: 8,
        };
        let half = [0.5f32];
        for threads in [1, 2] {
            let mut out = vec![0f32; n];
            map(&expr, &[&a, &b, &half], &mut out, threads);
            for i in 0..n {
                let want = (a[i] + b[i]).exp() * 2.0 - a[i].max(0.5);
                assert!((out[i] - want).abs() <= 1e-5 * want.abs().max(1.0), "{i}");
            }
        }
        let rows = if cfg!(miri) { 20 } else { 1000 };
        let row_len = n / rows;
        let id = Expr {
            nodes: vec![Node::Input(0)],
            root: 0,
        };
        let mut sums = vec![1f32; rows];
        reduce_rows(
            &id,
            Bin::Add,
            &[&a[..rows * row_len]],
            row_len,
            &mut sums,
            2,
        );
        for r in 0..rows {
            let want: f64 = 1.0
                + a[r * row_len..(r + 1) * row_len]
                    .iter()
                    .map(|&x| x as f64)
                    .sum::<f64>();
            assert!((sums[r] as f64 - want).abs() < 1e-3, "row {r}");
        }
    }

    /// An f64 chain is the scalar f64 computation exactly: the C library's
    /// `exp`, `tanh` and `log`, IEEE arithmetic.
    #[test]
    fn f64_maps_are_the_scalar_computation_bit_for_bit() {
        let n = if cfg!(miri) { 1_001 } else { 70_001 };
        let a: Vec<f64> = (0..n).map(|i| (i as f64 - 35_000.0) / 3_000.7).collect();
        let b: Vec<f64> = (0..n).map(|i| ((i * 7919) % 1013) as f64 / 97.0).collect();
        // log(tanh(exp(a) * b) + 2) / sqrt(b)
        let expr = Expr {
            nodes: vec![
                Node::Input(0),
                Node::Input(1),
                Node::Un(Un::Exp, 0),
                Node::Bin(Bin::Mul, 2, 1),
                Node::Un(Un::Tanh, 3),
                Node::Const(2.0f64.to_bits()),
                Node::Bin(Bin::Add, 4, 5),
                Node::Un(Un::Log, 6),
                Node::Un(Un::Sqrt, 1),
                Node::Bin(Bin::Div, 7, 8),
            ],
            root: 9,
        };
        let mut out = vec![0f64; n];
        map(&expr, &[&a, &b], &mut out, 2);
        for i in 0..n {
            let want = ((a[i].exp() * b[i]).tanh() + 2.0).ln() / b[i].sqrt();
            assert_eq!(out[i].to_bits(), want.to_bits(), "{i}");
        }
    }

    /// Integer maps and reductions on every width, against the wrapping
    /// scalar computation; `select(a <u b, a * b + 7, (a >> 3) ^ b)`.
    #[test]
    fn integer_maps_and_reductions_wrap_exactly() {
        fn check<T: Elem + PartialEq + std::fmt::Debug>(
            cast: fn(i64) -> T,
            want: impl Fn(T, T) -> T,
            sum: impl Fn(T, T) -> T,
        ) {
            let n: i64 = if cfg!(miri) { 2_601 } else { 66_001 };
            let a: Vec<T> = (0..n)
                .map(|i| cast(i * 2_654_435_761 % 1_000_003 - 500_000))
                .collect();
            let b: Vec<T> = (0..n).map(|i| cast(i * 40_503 % 65_537 - 30_000)).collect();
            let expr = Expr {
                nodes: vec![
                    Node::Input(0),
                    Node::Input(1),
                    Node::Cmp(Cmp(Cmp::LT | Cmp::UNSIGNED), 0, 1),
                    Node::Bin(Bin::Mul, 0, 1),
                    Node::Const(7),
                    Node::Bin(Bin::Add, 3, 4),
                    Node::Const(3),
                    Node::Bin(Bin::ShrS, 0, 6),
                    Node::Bin(Bin::Xor, 7, 1),
                    Node::Select(2, 5, 8),
                ],
                root: 9,
            };
            let mut out = vec![T::default(); n as usize];
            map(&expr, &[&a, &b], &mut out, 2);
            for i in 0..n as usize {
                assert_eq!(out[i], want(a[i], b[i]), "{i}");
            }
            let id = Expr {
                nodes: vec![Node::Input(0)],
                root: 0,
            };
            let row_len = if cfg!(miri) { 100 } else { 1000 };
            let mut sums = vec![cast(1); n as usize / row_len];
            let rows = sums.len();
            reduce_rows(
                &id,
                Bin::Add,
                &[&out[..rows * row_len]],
                row_len,
                &mut sums,
                2,
            );
            for (r, &s) in sums.iter().enumerate() {
                let w = out[r * row_len..(r + 1) * row_len]
                    .iter()
                    .fold(cast(1), |x, &y| sum(x, y));
                assert_eq!(s, w, "row {r}");
            }
        }
        macro_rules! width {
            ($t:ty, $u:ty) => {
                check::<$t>(
                    |x| x as $t,
                    |a, b| {
                        if (a as $u) < (b as $u) {
                            a.wrapping_mul(b).wrapping_add(7)
                        } else {
                            (a >> 3) ^ b
                        }
                    },
                    |x, y| x.wrapping_add(y),
                )
            };
        }
        width!(i8, u8);
        width!(i16, u16);
        width!(i32, u32);
        width!(i64, u64);
    }

    #[test]
    fn integer_comparisons_signed_and_unsigned() {
        let v = [i16::MIN, -2, -1, 0, 1, 2, i16::MAX];
        let (mut a, mut b) = (Vec::new(), Vec::new());
        for _ in 0..40 {
            for &x in &v {
                for &y in &v {
                    a.push(x);
                    b.push(y);
                }
            }
        }
        for unsigned in [false, true] {
            for mask in 0u8..8 {
                let m = mask | if unsigned { Cmp::UNSIGNED } else { 0 };
                let expr = Expr {
                    nodes: vec![
                        Node::Input(0),
                        Node::Input(1),
                        Node::Cmp(Cmp(m), 0, 1),
                        Node::Const(-7i64 as u64),
                        Node::Select(2, 3, 1),
                    ],
                    root: 4,
                };
                let mut out = vec![0i16; a.len()];
                map(&expr, &[&a, &b], &mut out, 1);
                for i in 0..a.len() {
                    let o = if unsigned {
                        (a[i] as u16).cmp(&(b[i] as u16))
                    } else {
                        a[i].cmp(&b[i])
                    };
                    let outcome = match o {
                        std::cmp::Ordering::Less => Cmp::LT,
                        std::cmp::Ordering::Equal => Cmp::EQ,
                        std::cmp::Ordering::Greater => Cmp::GT,
                    };
                    let want = if mask & outcome != 0 { -7 } else { b[i] };
                    assert_eq!(out[i], want, "mask {m}: {} vs {}", a[i], b[i]);
                }
            }
        }
    }
}
