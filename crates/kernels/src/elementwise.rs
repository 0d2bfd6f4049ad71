//! Elementwise expressions and row reductions on f32 buffers, evaluated a
//! chunk at a time: each node of the expression computes its chunk into a
//! small array with a plain loop, which the compiler vectorises. The chunk
//! loop is compiled three times (AVX-512, AVX2+FMA and the baseline) and
//! picked at run time, and whole buffers are split over rayon's threads.
//!
//! An expression is a DAG in topological order (operands before users), so
//! the VM can translate a straight-line payload into it node for node.

use rayon::prelude::*;

/// Elements per chunk: small enough that every node's chunk stays in L1.
const CH: usize = 256;

/// Unary operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Un {
    Neg,
    Abs,
    Exp,
    Sqrt,
    Tanh,
    Log,
}

/// Binary operations, with MLIR's float semantics.
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
}

/// A float comparison as the set of outcomes it accepts, so that the 16
/// predicates of `arith.cmpf` are one type: `ogt` is `{GT}`, `uge` is
/// `{GT, EQ, UNORDERED}`, `one` is `{LT, GT}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cmp(pub u8);

impl Cmp {
    pub const LT: u8 = 1;
    pub const EQ: u8 = 2;
    pub const GT: u8 = 4;
    /// Either operand is NaN.
    pub const UNORDERED: u8 = 8;
}

/// One node of an expression.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Node {
    /// Element of input buffer `k`.
    Input(usize),
    Const(f32),
    Un(Un, usize),
    Bin(Bin, usize, usize),
    /// A comparison: 1.0 where it holds, 0.0 elsewhere. Only `Select`
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
}

#[inline(always)]
fn exp(x: f32) -> f32 {
    // exp(x) = 2^n * exp(r), x = n ln2 + r, |r| <= ln2/2; a degree-6
    // polynomial for exp(r) (Cephes' expf coefficients), ~1 ulp. `mul_add`
    // is one FMA instruction in the AVX2 and AVX-512 builds of the chunk
    // loop (and a correctly rounded library call in the baseline one).
    const LN2_HI: f32 = 0.693_359_4;
    const LN2_LO: f32 = -2.121_944_4e-4;
    let x = x.clamp(-104.0, 89.0);
    let n = x.mul_add(std::f32::consts::LOG2_E, 0.5).floor();
    let r = n.mul_add(-LN2_LO, n.mul_add(-LN2_HI, x));
    let p = 1.987_569_1e-4f32;
    let p = p.mul_add(r, 1.398_199_9e-3);
    let p = p.mul_add(r, 8.333_452e-3);
    let p = p.mul_add(r, 4.166_579_6e-2);
    let p = p.mul_add(r, 1.666_666_5e-1);
    let p = p.mul_add(r, 0.5);
    let e = (p * r).mul_add(r, r) + 1.0;
    // 2^n, in two steps so that n down to -149 (subnormal results) and up
    // to 128 (infinity) come out right.
    // `n` as an integer without a conversion instruction (Rust's
    // saturating `as` does not vectorise): in `n + 1.5 * 2^23` the low
    // mantissa bits are `n` (|n| < 2^22).
    let n = ((n + 12_582_912.0).to_bits() as i32).wrapping_sub(0x4B40_0000);
    let h = n >> 1;
    let s1 = f32::from_bits(((h + 127) as u32) << 23);
    let s2 = f32::from_bits(((n - h + 127) as u32) << 23);
    e * s1 * s2
}

/// `e^y - 1` for `0 <= y <= 20` (or NaN) in f64: `y = k ln2 + r` with
/// `|r| <= ln2/2` (Cody and Waite's two-part ln2, fdlibm's constants), a
/// degree-11 Taylor polynomial for `e^r - 1` (truncation below 1e-13
/// relative), then `2^k (e^r - 1) + (2^k - 1)`, exact in its scaling.
#[inline(always)]
fn expm1_f64(y: f64) -> f64 {
    const LN2_HI: f64 = 6.931_471_803_691_238e-1;
    const LN2_LO: f64 = 1.908_214_929_270_587_7e-10;
    let k = y.mul_add(std::f64::consts::LOG2_E, 0.5).floor();
    let r = k.mul_add(-LN2_LO, k.mul_add(-LN2_HI, y));
    let mut p: f64 = 1.0 / 39_916_800.0;
    for c in [
        1.0 / 3_628_800.0,
        1.0 / 362_880.0,
        1.0 / 40_320.0,
        1.0 / 5_040.0,
        1.0 / 720.0,
        1.0 / 120.0,
        1.0 / 24.0,
        1.0 / 6.0,
        0.5,
        1.0,
    ] {
        p = p.mul_add(r, c);
    }
    let p = p * r;
    // `k` as an integer without a conversion instruction, as in `exp`.
    let k = ((k + 6_755_399_441_055_744.0).to_bits() as i64).wrapping_sub(0x4338_0000_0000_0000);
    let s = f64::from_bits(((k + 1023) as u64) << 52);
    s.mul_add(p, s - 1.0)
}

#[inline(always)]
fn tanh(x: f32) -> f32 {
    // tanh|x| = t / (t + 2) with t = e^(2|x|) - 1, in f64 so that one
    // rounding to f32 is the only error that shows (against f64's own
    // tanh rounded to f32: equal but for ties of the double rounding).
    // From |x| = 10 on, tanh rounds to 1 in f32; the comparison keeps NaN.
    let a = (x as f64).abs();
    let a = if a > 10.0 { 10.0 } else { a };
    let t = expm1_f64(2.0 * a);
    ((t / (t + 2.0)) as f32).copysign(x)
}

#[inline(always)]
fn log(x: f32) -> f32 {
    // In f64, where every f32 (subnormals too) is normal: x = 2^k m with
    // m in [sqrt(1/2), sqrt(2)), ln m = 2 atanh(s) with s = (m-1)/(m+1),
    // |s| < 0.172, as its odd series to s^19 (truncation below 1e-15
    // relative); then k ln2 + ln m, rounded once to f32. Negative inputs
    // give NaN, zeros -inf, +inf itself, NaN itself.
    let xd = x as f64;
    let bits = xd.to_bits();
    let e = ((bits >> 52) & 0x7ff) as i64;
    let mut k = e - 1023;
    let mut m = f64::from_bits((bits & 0x000f_ffff_ffff_ffff) | 0x3ff0_0000_0000_0000);
    if m > std::f64::consts::SQRT_2 {
        m *= 0.5;
        k += 1;
    }
    let s = (m - 1.0) / (m + 1.0);
    let s2 = s * s;
    let mut p = 1.0 / 19.0;
    for c in [
        1.0 / 17.0,
        1.0 / 15.0,
        1.0 / 13.0,
        1.0 / 11.0,
        1.0 / 9.0,
        1.0 / 7.0,
        1.0 / 5.0,
        1.0 / 3.0,
        1.0,
    ] {
        p = p * s2 + c;
    }
    let r = (k as f64).mul_add(std::f64::consts::LN_2, 2.0 * s * p) as f32;
    // The special values, as blends (the loop stays vectorised).
    let r = if x == 0.0 { f32::NEG_INFINITY } else { r };
    let r = if x == f32::INFINITY { x } else { r };
    if x < 0.0 || x.is_nan() {
        f32::NAN
    } else {
        r
    }
}

#[inline(always)]
fn un(op: Un, a: &[f32], d: &mut [f32]) {
    let it = d.iter_mut().zip(a);
    match op {
        Un::Neg => it.for_each(|(d, a)| *d = -a),
        Un::Abs => it.for_each(|(d, a)| *d = a.abs()),
        // NaN stays NaN through `exp` (clamp and the polynomial keep it).
        Un::Exp => it.for_each(|(d, &a)| *d = exp(a)),
        Un::Sqrt => it.for_each(|(d, a)| *d = a.sqrt()),
        Un::Tanh => it.for_each(|(d, &a)| *d = tanh(a)),
        Un::Log => it.for_each(|(d, &a)| *d = log(a)),
    }
}

#[inline(always)]
fn maximum(a: f32, b: f32) -> f32 {
    if a.is_nan() || b.is_nan() {
        f32::NAN
    } else if a == b {
        // +0 above -0.
        f32::from_bits(a.to_bits() & b.to_bits())
    } else if a > b {
        a
    } else {
        b
    }
}

#[inline(always)]
fn minimum(a: f32, b: f32) -> f32 {
    if a.is_nan() || b.is_nan() {
        f32::NAN
    } else if a == b {
        f32::from_bits(a.to_bits() | b.to_bits())
    } else if a < b {
        a
    } else {
        b
    }
}

#[inline(always)]
fn bin(op: Bin, a: &[f32], b: &[f32], d: &mut [f32]) {
    let it = d.iter_mut().zip(a.iter().zip(b));
    match op {
        Bin::Add => it.for_each(|(d, (a, b))| *d = a + b),
        Bin::Sub => it.for_each(|(d, (a, b))| *d = a - b),
        Bin::Mul => it.for_each(|(d, (a, b))| *d = a * b),
        Bin::Div => it.for_each(|(d, (a, b))| *d = a / b),
        Bin::Maximum => it.for_each(|(d, (&a, &b))| *d = maximum(a, b)),
        Bin::Minimum => it.for_each(|(d, (&a, &b))| *d = minimum(a, b)),
        Bin::MaxNum => it.for_each(|(d, (&a, &b))| *d = a.max(b)),
        Bin::MinNum => it.for_each(|(d, (&a, &b))| *d = a.min(b)),
    }
}

/// One comparison loop per predicate (`M` is the `Cmp` set), so each is
/// one vector compare; written branch-free over the outcomes, so it
/// vectorises.
#[inline(always)]
fn cmp_loop<const M: u8>(a: &[f32], b: &[f32], d: &mut [f32]) {
    let [lt, eq, gt, un] = [Cmp::LT, Cmp::EQ, Cmp::GT, Cmp::UNORDERED].map(|m| M & m != 0);
    d.iter_mut().zip(a.iter().zip(b)).for_each(|(d, (&a, &b))| {
        let holds =
            (lt & (a < b)) | (eq & (a == b)) | (gt & (a > b)) | (un & (a.is_nan() | b.is_nan()));
        *d = f32::from_bits(holds as u32 * 1.0f32.to_bits());
    });
}

#[inline(always)]
fn cmp(p: Cmp, a: &[f32], b: &[f32], d: &mut [f32]) {
    macro_rules! by_mask {
        ($($m:literal)*) => {
            match p.0 & 15 {
                $($m => cmp_loop::<$m>(a, b, d),)*
                _ => unreachable!("a 4-bit mask"),
            }
        };
    }
    by_mask!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15)
}

#[inline(always)]
fn select(c: &[f32], a: &[f32], b: &[f32], d: &mut [f32]) {
    d.iter_mut()
        .zip(c.iter().zip(a.iter().zip(b)))
        .for_each(|(d, (&c, (&a, &b)))| {
            // A blend of the bits (written so, the loop vectorises; as an
            // `if` it picks an address per lane).
            let m = ((c != 0.0) as u32).wrapping_neg();
            *d = f32::from_bits((a.to_bits() & m) | (b.to_bits() & !m));
        });
}

/// How far ahead of a chunk its inputs and output are prefetched.
const PREFETCH_AHEAD: usize = 2 * CH;

/// Hints that the `n` floats from `p` (which may lie past the buffer's
/// end: nothing is read) are wanted soon.
#[inline(always)]
fn prefetch(p: *const f32, n: usize) {
    #[cfg(target_arch = "x86_64")]
    for line in (0..n).step_by(16) {
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
fn eval_chunk(
    expr: &Expr,
    inputs: &[&[f32]],
    start: usize,
    n: usize,
    tmp: &mut [[f32; CH]],
    mut out: Option<&mut [f32]>,
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
        let operand = |j: usize| -> &[f32] {
            match expr.nodes[j] {
                Node::Input(k) if inputs[k].len() != 1 => &inputs[k][start..start + n],
                _ => &before[j][..n],
            }
        };
        let root_to_out = out.is_some() && i == expr.root;
        let d: &mut [f32] = match (&mut out, i == expr.root) {
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
            Node::Const(c) => d.fill(c),
            Node::Un(op, a) => un(op, operand(a), d),
            Node::Bin(op, a, b) => bin(op, operand(a), operand(b), d),
            Node::Cmp(p, a, b) => cmp(p, operand(a), operand(b), d),
            Node::Select(c, a, b) => select(operand(c), operand(a), operand(b), d),
        }
    }
}

/// How one chunk is evaluated: compiled for the best instruction set the
/// CPU has.
type ChunkFn = fn(&Expr, &[&[f32]], usize, usize, &mut [[f32; CH]], Option<&mut [f32]>);

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx2,fma")]
unsafe fn eval_chunk_avx512(
    e: &Expr,
    i: &[&[f32]],
    s: usize,
    n: usize,
    t: &mut [[f32; CH]],
    o: Option<&mut [f32]>,
) {
    eval_chunk(e, i, s, n, t, o)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
unsafe fn eval_chunk_avx2(
    e: &Expr,
    i: &[&[f32]],
    s: usize,
    n: usize,
    t: &mut [[f32; CH]],
    o: Option<&mut [f32]>,
) {
    eval_chunk(e, i, s, n, t, o)
}

fn chunk_fn() -> ChunkFn {
    #[cfg(target_arch = "x86_64")]
    {
        if is_x86_feature_detected!("avx512f") {
            // SAFETY: the CPU has AVX-512F (checked just above), which is
            // all `eval_chunk_avx512` was compiled to use beyond AVX2+FMA,
            // and every AVX-512 CPU has those.
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
/// is broadcast. Panics when an input is neither `out.len()` nor 1 long or
/// the expression is malformed.
pub fn map_f32(expr: &Expr, inputs: &[&[f32]], out: &mut [f32], threads: usize) {
    assert!(
        expr.is_well_formed(inputs.len()),
        "map_f32: malformed expression"
    );
    assert!(
        inputs.iter().all(|i| i.len() == out.len() || i.len() == 1),
        "map_f32: input lengths"
    );
    let f = chunk_fn();
    let per_thread = out.len().div_ceil(threads.max(1)).div_ceil(CH).max(1) * CH;
    let work = |(t, part): (usize, &mut [f32])| {
        let mut tmp = vec![[0f32; CH]; expr.nodes.len()];
        let base = t * per_thread;
        for (c, dst) in part.chunks_mut(CH).enumerate() {
            let n = dst.len();
            f(expr, inputs, base + c * CH, n, &mut tmp, Some(dst));
        }
    };
    if threads > 1 && out.len() >= 1 << 16 {
        out.par_chunks_mut(per_thread).enumerate().for_each(work);
    } else {
        out.chunks_mut(per_thread).enumerate().for_each(work);
    }
}

/// `out[r] = out[r] (op) fold_op(expr(row r))` for rows of `row_len`
/// contiguous elements: a reduction of the innermost dimension. The fold
/// uses several accumulators, so sums associate differently from a
/// sequential loop (within rounding).
pub fn reduce_rows_f32(
    expr: &Expr,
    op: Bin,
    inputs: &[&[f32]],
    row_len: usize,
    out: &mut [f32],
    threads: usize,
) {
    assert!(
        expr.is_well_formed(inputs.len()),
        "reduce_rows_f32: malformed expression"
    );
    assert!(
        inputs
            .iter()
            .all(|i| i.len() == out.len() * row_len || i.len() == 1),
        "reduce_rows_f32: input lengths"
    );
    let f = chunk_fn();
    let rows_per = out.len().div_ceil(threads.max(1)).max(1);
    let work = |(t, part): (usize, &mut [f32])| {
        let mut tmp = vec![[0f32; CH]; expr.nodes.len()];
        for (r, acc) in part.iter_mut().enumerate() {
            let row = t * rows_per + r;
            let mut lanes = [0f32; LANES];
            let mut lanes_init = false;
            let mut start = row * row_len;
            let end = start + row_len;
            while start < end {
                let n = (end - start).min(CH);
                f(expr, inputs, start, n, &mut tmp, None);
                let v: &[f32] = match expr.nodes[expr.root] {
                    Node::Input(k) if inputs[k].len() != 1 => &inputs[k][start..start + n],
                    _ => &tmp[expr.root][..n],
                };
                let mut v = v;
                if !lanes_init && v.len() >= LANES {
                    // The first values start the lanes (the accumulator
                    // joins at the end), so no identity element is needed.
                    lanes.copy_from_slice(&v[..LANES]);
                    lanes_init = true;
                    v = &v[LANES..];
                }
                let rest = if lanes_init {
                    fold(op, &mut lanes, v)
                } else {
                    v
                };
                for &x in rest {
                    *acc = apply(op, *acc, x);
                }
                start += n;
            }
            if lanes_init {
                let mut total = lanes[0];
                for &l in &lanes[1..] {
                    total = apply(op, total, l);
                }
                *acc = apply(op, *acc, total);
            }
        }
    };
    if threads > 1 && out.len() * row_len >= 1 << 16 {
        out.par_chunks_mut(rows_per).enumerate().for_each(work);
    } else {
        out.chunks_mut(rows_per).enumerate().for_each(work);
    }
}

/// Accumulators of a reduction: enough independent chains to hide the
/// latency of an add on 8- or 16-wide vectors.
const LANES: usize = 32;

/// Folds whole groups of `LANES` values of `v` into `lanes`; returns the
/// values left over.
#[inline(always)]
fn fold<'v>(op: Bin, lanes: &mut [f32; LANES], v: &'v [f32]) -> &'v [f32] {
    fn go<F: Fn(f32, f32) -> f32>(lanes: &mut [f32; LANES], v: &[f32], f: F) {
        for c in v.chunks_exact(LANES) {
            for l in 0..LANES {
                lanes[l] = f(lanes[l], c[l]);
            }
        }
    }
    let whole = v.len() / LANES * LANES;
    let (body, rest) = v.split_at(whole);
    match op {
        Bin::Add => go(lanes, body, |a, b| a + b),
        Bin::Mul => go(lanes, body, |a, b| a * b),
        Bin::MaxNum => go(lanes, body, f32::max),
        Bin::MinNum => go(lanes, body, f32::min),
        other => go(lanes, body, |a, b| apply(other, a, b)),
    }
    rest
}

#[inline(always)]
fn apply(op: Bin, a: f32, b: f32) -> f32 {
    match op {
        Bin::Add => a + b,
        Bin::Sub => a - b,
        Bin::Mul => a * b,
        Bin::Div => a / b,
        Bin::Maximum => maximum(a, b),
        Bin::Minimum => minimum(a, b),
        Bin::MaxNum => a.max(b),
        Bin::MinNum => a.min(b),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exp_is_within_two_ulps_of_libm_over_its_range() {
        let mut worst = 0u32;
        let mut x = -103.0f32;
        while x < 88.7 {
            let (a, b) = (exp(x), x.exp());
            let ulps = (a.to_bits() as i64 - b.to_bits() as i64).unsigned_abs() as u32;
            if b.is_normal() {
                worst = worst.max(ulps);
            }
            x += 0.0137;
        }
        assert!(worst <= 2, "worst error {worst} ulps");
        assert_eq!(exp(0.0), 1.0);
        assert_eq!(exp(f32::NEG_INFINITY), 0.0);
        assert_eq!(exp(100.0), f32::INFINITY);
        assert!(exp(f32::NAN).is_nan());
    }

    /// `f` on every 997th f32 (all exponents, both signs) against `g` in
    /// f64 rounded to f32: at most one ulp apart, and equal but for a few
    /// ties of the double rounding; NaN where `g` gives NaN.
    fn rounds_like_f64(f: fn(f32) -> f32, g: fn(f64) -> f64) {
        let (mut worst, mut mismatches, mut bits) = (0u32, 0u32, 0u32);
        while let Some(b) = bits.checked_add(997) {
            bits = b;
            let x = f32::from_bits(bits);
            let (got, want) = (f(x), g(x as f64) as f32);
            if want.is_nan() {
                assert!(got.is_nan(), "at {x}");
                continue;
            }
            let ulps = (got.to_bits() as i64 - want.to_bits() as i64).unsigned_abs() as u32;
            worst = worst.max(ulps);
            mismatches += (ulps != 0) as u32;
        }
        assert!(worst <= 1, "worst error {worst} ulps");
        assert!(mismatches < 10, "{mismatches} results differ by one ulp");
    }

    #[test]
    fn tanh_is_f64_tanh_rounded_to_f32() {
        rounds_like_f64(tanh, f64::tanh);
        for (x, want) in [
            (0.0f32, 0.0f32),
            (-0.0, -0.0),
            (f32::INFINITY, 1.0),
            (f32::NEG_INFINITY, -1.0),
            (9.5, 1.0),
            (1e-30, 1e-30),
            (-1e-45, -1e-45),
        ] {
            assert_eq!(tanh(x).to_bits(), want.to_bits(), "tanh({x})");
        }
    }

    #[test]
    fn log_is_f64_log_rounded_to_f32() {
        rounds_like_f64(log, f64::ln);
        for (x, want) in [
            (1.0f32, 0.0f32),
            (0.0, f32::NEG_INFINITY),
            (-0.0, f32::NEG_INFINITY),
            (f32::INFINITY, f32::INFINITY),
            (1e-45, (1e-45f32 as f64).ln() as f32),
            (f32::MAX, (f32::MAX as f64).ln() as f32),
        ] {
            assert_eq!(log(x).to_bits(), want.to_bits(), "log({x})");
        }
        assert!(log(-1.0).is_nan() && log(f32::NEG_INFINITY).is_nan() && log(f32::NAN).is_nan());
    }

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
                    Node::Const(7.0),
                    Node::Select(2, 3, 1),
                ],
                root: 4,
            };
            let mut out = vec![0f32; a.len()];
            map_f32(&expr, &[&a, &b], &mut out, 2);
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
        let n = 100_003;
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
                Node::Const(2.0),
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
            map_f32(&expr, &[&a, &b, &half], &mut out, threads);
            for i in 0..n {
                let want = (a[i] + b[i]).exp() * 2.0 - a[i].max(0.5);
                assert!((out[i] - want).abs() <= 1e-5 * want.abs().max(1.0), "{i}");
            }
        }
        let rows = 1000;
        let row_len = n / rows;
        let id = Expr {
            nodes: vec![Node::Input(0)],
            root: 0,
        };
        let mut sums = vec![1f32; rows];
        reduce_rows_f32(
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
}

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
            let e = exp(c[l] - max);
            o[l] = e;
            s[l] += e;
        }
    }
    let mut sum: f32 = s.iter().sum();
    for (o, &v) in out[whole..].iter_mut().zip(&x[whole..]) {
        let e = exp(v - max);
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
