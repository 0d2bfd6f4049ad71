//! The bridge from structured ops to `sigil-kernels`: typed views of a
//! buffer's bytes and the strides the plan computed, or `false` when the
//! kernel does not apply (another element type, a misaligned buffer) and
//! the payload must run instead.

use std::rc::Rc;

use sigil_kernels::{MatmulElem, Strided};

use crate::tensor::{Plan, Structured};
use crate::value::{BufferView, ElementType};

/// Element types every bit pattern is a value of: the only types a
/// buffer's bytes may be viewed as.
trait Plain: Copy + 'static {}

impl Plain for f32 {}
impl Plain for f64 {}
impl Plain for i8 {}
impl Plain for i16 {}
impl Plain for i32 {}
impl Plain for i64 {}
impl Plain for u8 {}
impl Plain for u16 {}
impl Plain for u32 {}
impl Plain for u64 {}
impl Plain for half::f16 {}
impl Plain for half::bf16 {}

/// The elements of `data` as `T`, when they are aligned for it (the
/// allocator aligns every buffer of this size; this only guards the rule).
fn typed<T: Plain>(data: &[u8]) -> Option<&[T]> {
    // SAFETY: a `Plain` type is valid for every bit pattern; `align_to`
    // returns the aligned middle part only.
    let (pre, mid, post) = unsafe { data.align_to::<T>() };
    (pre.is_empty() && post.is_empty()).then_some(mid)
}

fn typed_mut<T: Plain>(data: &mut [u8]) -> Option<&mut [T]> {
    // SAFETY: as for `typed`.
    let (pre, mid, post) = unsafe { data.align_to_mut::<T>() };
    (pre.is_empty() && post.is_empty()).then_some(mid)
}

/// `C += A · B` for any contraction: from the operands' steps per loop
/// (their linear maps on these shapes), loops in A and C only are the
/// rows, in B and C only the columns, in A and B only the reduction; each
/// class merges the loops that are contiguous in every operand it touches
/// (a convolution's `(kw, c)` becomes one reduction dimension of `kw * c`),
/// and the largest run of each class is handed to `gemm`; every other loop
/// runs outside, one product per point. `false` when it does not apply.
pub(crate) fn contract(
    s: &Structured,
    plan: &Plan,
    ins: &[Option<Rc<BufferView>>],
    out: &mut BufferView,
    threads: usize,
) -> bool {
    // Distinct points of the output's map write distinct elements when
    // every result is a different plain loop: then products for different
    // values of an outer loop the output uses may run at the same time.
    let cmap = &s.maps[s.maps.len() - 1];
    let pure: Vec<Option<usize>> = (0..cmap.results.len()).map(|r| cmap.pure_dim(r)).collect();
    let injective = pure.iter().all(|d| d.is_some())
        && (0..pure.len()).all(|i| (i + 1..pure.len()).all(|j| pure[i] != pure[j]));
    let (Some(Some(a)), Some(Some(b))) = (ins.first(), ins.get(1)) else {
        return false;
    };
    if a.elem != out.elem || b.elem != out.elem {
        return false;
    }
    match out.elem {
        ElementType::F32 => run::<f32>(plan, a, b, out, threads, injective),
        ElementType::F64 => run::<f64>(plan, a, b, out, threads, injective),
        _ => false,
    }
}

/// The output pointer, shared by the threads that write disjoint parts.
#[derive(Clone, Copy)]
struct OutPtr<T>(*mut T);
impl<T> OutPtr<T> {
    /// The pointer (a method, so that closures capture the whole `OutPtr`).
    fn get(&self) -> *mut T {
        self.0
    }
}

// SAFETY: only `run_parallel` shares it, between threads that write
// disjoint elements (see there); the buffer outlives the scope.
unsafe impl<T> Send for OutPtr<T> {}
// SAFETY: as above.
unsafe impl<T> Sync for OutPtr<T> {}

/// A run of merged loops: its length and its step in each operand.
#[derive(Clone, Copy, Debug, Default)]
struct Run {
    len: i64,
    steps: [i64; 3],
}

/// The longest run of loops among `cands` that are contiguous in every
/// operand of `ops` (0 = A, 1 = B, 2 = C), and the loops it used.
fn best_run(plan: &Plan, cands: &[usize], ops: [usize; 2]) -> (Run, Vec<usize>) {
    let step = |x: usize, d: usize| plan.offsets[x].1[d];
    let mut best = (
        Run {
            len: 1,
            steps: [0; 3],
        },
        Vec::new(),
    );
    for &start in cands {
        let mut run = Run {
            len: plan.bounds[start],
            steps: [step(0, start), step(1, start), step(2, start)],
        };
        let mut used = vec![start];
        // Grow outwards while some loop continues the run in both operands.
        while let Some(&d) = cands.iter().find(|&&d| {
            !used.contains(&d) && ops.iter().all(|&x| step(x, d) == run.steps[x] * run.len)
        }) {
            run.len *= plan.bounds[d];
            used.push(d);
        }
        if run.len > best.0.len {
            best = (run, used);
        }
    }
    best
}

fn run<T: MatmulElem + Plain + Send + Sync>(
    plan: &Plan,
    a: &BufferView,
    b: &BufferView,
    out: &mut BufferView,
    threads: usize,
    injective: bool,
) -> bool {
    let (Some(av), Some(bv), Some(cv)) = (
        typed::<T>(&a.data),
        typed::<T>(&b.data),
        typed_mut::<T>(&mut out.data),
    ) else {
        return false;
    };
    let loops = plan.bounds.len();
    let st = |x: usize, d: usize| plan.offsets[x].1[d];
    let live: Vec<usize> = (0..loops).filter(|&d| plan.bounds[d] > 1).collect();
    let class = |x: usize, y: usize, not: usize| -> Vec<usize> {
        live.iter()
            .copied()
            .filter(|&d| st(x, d) != 0 && st(y, d) != 0 && st(not, d) == 0)
            .collect()
    };
    let (ri, ui) = best_run(plan, &class(0, 2, 1), [0, 2]);
    let (rj, uj) = best_run(plan, &class(1, 2, 0), [1, 2]);
    let (rk, uk) = best_run(plan, &class(0, 1, 2), [0, 1]);
    if [ri.steps, rj.steps, rk.steps]
        .iter()
        .flatten()
        .any(|&s| s < 0)
    {
        return false;
    }
    let outer: Vec<usize> = (0..loops)
        .filter(|d| !ui.contains(d) && !uj.contains(d) && !uk.contains(d))
        .collect();
    let view = |base: i64, rs: i64, cs: i64| Strided {
        offset: base as usize,
        rs: rs as isize,
        cs: cs as isize,
    };
    let work = ri.len.saturating_mul(rj.len).saturating_mul(rk.len);
    // Small products, many of them: the outer loops split over threads,
    // when all of them together are worth it.
    let points = outer.iter().try_fold(1usize, |a, &d| {
        a.checked_mul(usize::try_from(plan.bounds[d]).ok()?)
    });
    let total = points.map_or(usize::MAX, |p| p.saturating_mul(work as usize));
    if threads > 1
        && injective
        && (work as usize) < sigil_kernels::PARALLEL_MACS
        && total >= sigil_kernels::PARALLEL_MACS
    {
        if let Some(p) = outer
            .iter()
            .position(|&d| st(2, d) != 0 && plan.bounds[d] >= 2)
        {
            return run_parallel(plan, av, bv, cv, (ri, rj, rk), &outer, p, threads);
        }
    }
    let mut idx = vec![0i64; outer.len()];
    let mut off = [plan.offsets[0].0, plan.offsets[1].0, plan.offsets[2].0];
    loop {
        if off.iter().any(|&o| o < 0) {
            return false;
        }
        let ok = sigil_kernels::matmul(
            ri.len as usize,
            rj.len as usize,
            rk.len as usize,
            cv,
            view(off[2], ri.steps[2], rj.steps[2]),
            av,
            view(off[0], ri.steps[0], rk.steps[0]),
            bv,
            view(off[1], rk.steps[1], rj.steps[1]),
            true,
            threads,
        );
        if !ok {
            // Only the first product can fail (the plan checked every
            // access is inside its operand), so nothing was written yet.
            return false;
        }
        let mut p = outer.len();
        loop {
            if p == 0 {
                return true;
            }
            p -= 1;
            let d = outer[p];
            idx[p] += 1;
            for (x, o) in off.iter_mut().enumerate() {
                *o += st(x, d);
            }
            if idx[p] < plan.bounds[d] {
                break;
            }
            for (x, o) in off.iter_mut().enumerate() {
                *o -= st(x, d) * idx[p];
            }
            idx[p] = 0;
        }
    }
}

/// The products of a contraction for every point of the outer loops, the
/// outer loop `outer[p]` split over the threads: products for different
/// values of it write disjoint parts of the output (its map is injective
/// and uses that loop), those for one value run in order on one thread.
#[allow(clippy::too_many_arguments)]
fn run_parallel<T: MatmulElem + Send + Sync>(
    plan: &Plan,
    av: &[T],
    bv: &[T],
    cv: &mut [T],
    (ri, rj, rk): (Run, Run, Run),
    outer: &[usize],
    p: usize,
    threads: usize,
) -> bool {
    use rayon::prelude::*;
    let st = |x: usize, d: usize| plan.offsets[x].1[d];
    let view = |base: i64, rs: i64, cs: i64| Strided {
        offset: base as usize,
        rs: rs as isize,
        cs: cs as isize,
    };
    // Every product's offsets, grouped by the value of loop `outer[p]`.
    let pd = outer[p];
    let others: Vec<usize> = outer.iter().copied().filter(|&d| d != pd).collect();
    let (m, n, k) = (ri.len as usize, rj.len as usize, rk.len as usize);
    let mut groups: Vec<Vec<[i64; 3]>> = Vec::with_capacity(plan.bounds[pd] as usize);
    for pv in 0..plan.bounds[pd] {
        let mut list = Vec::new();
        let mut idx = vec![0i64; others.len()];
        loop {
            let mut off = [0i64; 3];
            for (x, o) in off.iter_mut().enumerate() {
                *o = plan.offsets[x].0
                    + st(x, pd) * pv
                    + others
                        .iter()
                        .zip(&idx)
                        .map(|(&d, &i)| st(x, d) * i)
                        .sum::<i64>();
            }
            // Checked before anything is written.
            if off.iter().any(|&o| o < 0)
                || !view(off[2], ri.steps[2], rj.steps[2]).fits(m, n, cv.len())
                || !view(off[0], ri.steps[0], rk.steps[0]).fits(m, k, av.len())
                || !view(off[1], rk.steps[1], rj.steps[1]).fits(k, n, bv.len())
            {
                return false;
            }
            list.push(off);
            let mut q = others.len();
            loop {
                if q == 0 {
                    break;
                }
                q -= 1;
                idx[q] += 1;
                if idx[q] < plan.bounds[others[q]] {
                    break;
                }
                idx[q] = 0;
            }
            if idx.iter().all(|&i| i == 0) {
                break;
            }
        }
        groups.push(list);
    }
    let c = OutPtr(cv.as_mut_ptr());
    let per = groups.len().div_ceil(threads);
    let _section = sigil_kernels::pool_ready();
    groups.par_chunks(per.max(1)).for_each(|chunk| {
        for list in chunk {
            for off in list {
                // SAFETY: every view was checked above to fit its slice;
                // `a` and `b` are only read; the products of this chunk
                // write elements of C that no other chunk writes, since
                // each chunk holds other values of loop `pd`, which the
                // output's injective map uses.
                unsafe {
                    sigil_kernels::matmul_ptr(
                        m,
                        n,
                        k,
                        c.get(),
                        view(off[2], ri.steps[2], rj.steps[2]),
                        av.as_ptr(),
                        view(off[0], ri.steps[0], rk.steps[0]),
                        bv.as_ptr(),
                        view(off[1], rk.steps[1], rj.steps[1]),
                        true,
                    );
                }
            }
        }
    });
    true
}

/// The inputs of an expression kernel on `T`: the tensors' elements,
/// scalars (operands and captured values) as one-element slices, a
/// one-element dummy for the output's parameter. `None` when an operand is
/// not of `elem` or (when `len` is given) not `len` elements long.
fn inputs_of<'a, T: sigil_kernels::Elem + Plain>(
    s: &Structured,
    ins: &'a [Option<Rc<BufferView>>],
    scalars: &'a [[T; 1]],
    dummy: &'a [T; 1],
    elem: ElementType,
    len: Option<usize>,
) -> Option<Vec<&'a [T]>> {
    let mut v: Vec<&[T]> = Vec::with_capacity(ins.len() + 1 + scalars.len());
    let mut next_scalar = scalars.iter();
    for (k, b) in ins.iter().enumerate() {
        match (b, s.ins[k]) {
            (Some(b), _) => {
                let t = typed::<T>(&b.data).filter(|_| b.elem == elem)?;
                if len.is_some_and(|n| t.len() != n) {
                    return None;
                }
                v.push(t);
            }
            (None, crate::tensor::Operand::Scalar(_, e)) if e == elem => {
                v.push(next_scalar.next()?)
            }
            _ => return None,
        }
    }
    v.push(dummy);
    v.extend(next_scalar.map(|x| &x[..]));
    Some(v)
}

/// The scalar operands, then the captured values, as their slots hold them.
pub(crate) fn scalars_of(s: &Structured, stack: &[u64], base: usize) -> Vec<u64> {
    let mut v = Vec::new();
    for o in &s.ins {
        if let crate::tensor::Operand::Scalar(sl, _) = *o {
            v.push(stack[base + sl as usize]);
        }
    }
    for &(from, _) in &s.captures {
        v.push(stack[base + from as usize]);
    }
    v
}

/// Runs `$go::<T>(...)` for the Rust type of the element type `$elem`, or
/// is `false` for a type the expression kernels do not have.
macro_rules! by_elem {
    ($elem:expr, $go:ident ( $($arg:expr),* )) => {
        match $elem {
            ElementType::F32 => $go::<f32>($($arg),*),
            ElementType::F64 => $go::<f64>($($arg),*),
            ElementType::F16 => $go::<half::f16>($($arg),*),
            ElementType::BF16 => $go::<half::bf16>($($arg),*),
            ElementType::Int(8) => $go::<i8>($($arg),*),
            ElementType::Int(16) => $go::<i16>($($arg),*),
            ElementType::Int(32) => $go::<i32>($($arg),*),
            ElementType::Int(64) => $go::<i64>($($arg),*),
            _ => false,
        }
    };
}

/// An elementwise map into `out`, on the output's element type: in one
/// pass over whole buffers when every tensor operand is indexed like the
/// output, else reading each operand with its steps per loop (broadcasts,
/// transpositions: `sigil_kernels::map_stepped`).
pub(crate) fn map(
    s: &Structured,
    plan: &Plan,
    expr: &sigil_kernels::Expr,
    ins: &[Option<Rc<BufferView>>],
    scalars: &[u64],
    out: &mut BufferView,
    threads: usize,
) -> bool {
    fn go<T: sigil_kernels::Elem + Plain>(
        s: &Structured,
        plan: &Plan,
        expr: &sigil_kernels::Expr,
        ins: &[Option<Rc<BufferView>>],
        scalars: &[u64],
        out: &mut BufferView,
        threads: usize,
    ) -> bool {
        if !expr.fits::<T>() || !plan.nonlinear.is_empty() {
            return false;
        }
        let n = out.num_elements();
        let sc: Vec<[T; 1]> = scalars.iter().map(|&b| [T::from_slot(b)]).collect();
        let dummy = [T::default()];
        let out_at = &plan.offsets[s.ins.len()];
        let like_out = (0..s.ins.len()).all(|k| ins[k].is_none() || plan.offsets[k] == *out_at);
        if like_out {
            let Some(inputs) = inputs_of(s, ins, &sc, &dummy, out.elem, Some(n)) else {
                return false;
            };
            let Some(o) = typed_mut::<T>(&mut out.data) else {
                return false;
            };
            sigil_kernels::map(expr, &inputs, o, threads);
            return true;
        }
        // The output must be written in order: row-major over the loops.
        let bounds: Vec<usize> = plan.bounds.iter().map(|&b| b as usize).collect();
        let mut row_major = 1i64;
        for (d, &b) in plan.bounds.iter().enumerate().rev() {
            if b != 1 && out_at.1[d] != row_major {
                return false;
            }
            row_major *= b;
        }
        if out_at.0 != 0 || row_major as usize != n {
            return false;
        }
        let Some(inputs) = inputs_of(s, ins, &sc, &dummy, out.elem, None) else {
            return false;
        };
        let zeros = vec![0i64; bounds.len()];
        let stepped: Vec<sigil_kernels::Stepped<'_, T>> = inputs
            .iter()
            .enumerate()
            .map(|(k, &data)| match ins.get(k) {
                Some(Some(_)) => sigil_kernels::Stepped {
                    data,
                    base: plan.offsets[k].0,
                    steps: &plan.offsets[k].1,
                },
                _ => sigil_kernels::Stepped {
                    data,
                    base: 0,
                    steps: &zeros,
                },
            })
            .collect();
        let Some(o) = typed_mut::<T>(&mut out.data) else {
            return false;
        };
        sigil_kernels::map_stepped(expr, &stepped, &bounds, o, threads);
        true
    }
    by_elem!(out.elem, go(s, plan, expr, ins, scalars, out, threads))
}

/// A reduction of the loops `from..to` into `out` (see [`Kernel::Reduce`]).
///
/// [`Kernel::Reduce`]: crate::tensor::Kernel::Reduce
#[allow(clippy::too_many_arguments)]
pub(crate) fn reduce(
    s: &Structured,
    plan: &Plan,
    expr: &sigil_kernels::Expr,
    (op, from, to): (sigil_kernels::Bin, usize, usize),
    ins: &[Option<Rc<BufferView>>],
    scalars: &[u64],
    out: &mut BufferView,
    threads: usize,
) -> bool {
    #[allow(clippy::too_many_arguments)]
    fn go<T: sigil_kernels::Elem + Plain>(
        s: &Structured,
        plan: &Plan,
        expr: &sigil_kernels::Expr,
        (op, from, to): (sigil_kernels::Bin, usize, usize),
        ins: &[Option<Rc<BufferView>>],
        scalars: &[u64],
        out: &mut BufferView,
        threads: usize,
    ) -> bool {
        if !expr.fits::<T>() || !T::has_bin(op) || !op.reassociates() {
            return false;
        }
        let extent = |r: std::ops::Range<usize>| -> Option<usize> {
            plan.bounds[r]
                .iter()
                .try_fold(1usize, |a, &b| a.checked_mul(usize::try_from(b).ok()?))
        };
        let (Some(red), Some(inner)) = (extent(from..to), extent(to..plan.bounds.len())) else {
            return false;
        };
        let rows = out.num_elements();
        if inner == 0 || !rows.is_multiple_of(inner) {
            return false;
        }
        let sc: Vec<[T; 1]> = scalars.iter().map(|&b| [T::from_slot(b)]).collect();
        let dummy = [T::default()];
        let Some(inputs) = inputs_of(s, ins, &sc, &dummy, out.elem, Some(rows * red)) else {
            return false;
        };
        let Some(o) = typed_mut::<T>(&mut out.data) else {
            return false;
        };
        sigil_kernels::reduce(expr, op, &inputs, red, inner, o, threads);
        true
    }
    by_elem!(
        out.elem,
        go(s, plan, expr, (op, from, to), ins, scalars, out, threads)
    )
}
