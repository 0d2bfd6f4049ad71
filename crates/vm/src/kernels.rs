//! The bridge from structured ops to `sigil-kernels`: typed views of a
//! buffer's bytes and the strides the plan computed, or `false` when the
//! kernel does not apply (another element type, a misaligned buffer) and
//! the payload must run instead.

use std::rc::Rc;

use sigil_kernels::{MatmulElem, Strided};

use crate::tensor::{Plan, Structured};
use crate::value::{BufferView, ElementType};

/// The elements of `data` as `T`, when they are aligned for it (the
/// allocator aligns every buffer of this size; this only guards the rule).
fn typed<T>(data: &[u8]) -> Option<&[T]> {
    // SAFETY: f32 and f64 (the only `T` used) are valid for every bit
    // pattern; `align_to` returns the aligned middle part only.
    let (pre, mid, post) = unsafe { data.align_to::<T>() };
    (pre.is_empty() && post.is_empty()).then_some(mid)
}

fn typed_mut<T>(data: &mut [u8]) -> Option<&mut [T]> {
    // SAFETY: as for `typed`.
    let (pre, mid, post) = unsafe { data.align_to_mut::<T>() };
    (pre.is_empty() && post.is_empty()).then_some(mid)
}

/// `C += A · B` over loops `(i, j, k)`, once per point of the batch loops.
pub(crate) fn matmul(
    s: &Structured,
    plan: &Plan,
    ins: &[Option<Rc<BufferView>>],
    out: &mut BufferView,
    (i, j, k): (usize, usize, usize),
    batch: &[usize],
    threads: usize,
) -> bool {
    let (Some(Some(a)), Some(Some(b))) = (ins.first(), ins.get(1)) else {
        return false;
    };
    if a.elem != out.elem || b.elem != out.elem {
        return false;
    }
    match out.elem {
        ElementType::F32 => run::<f32>(s, plan, a, b, out, (i, j, k), batch, threads),
        ElementType::F64 => run::<f64>(s, plan, a, b, out, (i, j, k), batch, threads),
        _ => false,
    }
}

#[allow(clippy::too_many_arguments)]
fn run<T: MatmulElem>(
    _s: &Structured,
    plan: &Plan,
    a: &BufferView,
    b: &BufferView,
    out: &mut BufferView,
    (i, j, k): (usize, usize, usize),
    batch: &[usize],
    threads: usize,
) -> bool {
    let (Some(av), Some(bv), Some(cv)) = (
        typed::<T>(&a.data),
        typed::<T>(&b.data),
        typed_mut::<T>(&mut out.data),
    ) else {
        return false;
    };
    let [(ab, ast), (bb, bst), (cb, cst)] =
        [&plan.offsets[0], &plan.offsets[1], &plan.offsets[2]].map(|(b, st)| (*b, st.clone()));
    let (m, n, kk) = (
        plan.bounds[i] as usize,
        plan.bounds[j] as usize,
        plan.bounds[k] as usize,
    );
    let view = |base: i64, rs: i64, cs: i64| Strided {
        offset: base as usize,
        rs: rs as isize,
        cs: cs as isize,
    };
    let mut bidx = vec![0i64; batch.len()];
    loop {
        let shift = |st: &[i64]| -> i64 { batch.iter().zip(&bidx).map(|(&d, &x)| st[d] * x).sum() };
        let (ao, bo, co) = (ab + shift(&ast), bb + shift(&bst), cb + shift(&cst));
        sigil_kernels::matmul(
            m,
            n,
            kk,
            cv,
            view(co, cst[i], cst[j]),
            av,
            view(ao, ast[i], ast[k]),
            bv,
            view(bo, bst[k], bst[j]),
            true,
            threads,
        );
        let mut d = batch.len();
        loop {
            if d == 0 {
                return true;
            }
            d -= 1;
            bidx[d] += 1;
            if bidx[d] < plan.bounds[batch[d]] {
                break;
            }
            bidx[d] = 0;
        }
    }
}

/// The inputs of an f32 kernel: the tensors' elements, scalars (operands
/// and captured values) as one-element slices, a one-element dummy for the
/// output's parameter. `None` when an operand is not f32 or not `len`
/// elements long (`len` 0: any).
fn f32_inputs<'a>(
    s: &Structured,
    ins: &'a [Option<Rc<BufferView>>],
    scalars: &'a [[f32; 1]],
    len: usize,
) -> Option<Vec<&'a [f32]>> {
    let mut v: Vec<&[f32]> = Vec::with_capacity(ins.len() + 1 + scalars.len());
    let mut next_scalar = scalars.iter();
    for (k, b) in ins.iter().enumerate() {
        match (b, s.ins[k]) {
            (Some(b), _) => {
                let t = typed::<f32>(&b.data).filter(|_| b.elem == ElementType::F32)?;
                if t.len() != len {
                    return None;
                }
                v.push(t);
            }
            (None, crate::tensor::Operand::Scalar(_, ElementType::F32)) => {
                v.push(next_scalar.next()?)
            }
            _ => return None,
        }
    }
    v.push(&DUMMY);
    v.extend(next_scalar.map(|x| &x[..]));
    Some(v)
}

static DUMMY: [f32; 1] = [0.0];

/// The scalar operands, then the captured values, as f32.
pub(crate) fn scalars_of(s: &Structured, stack: &[u64], base: usize) -> Vec<[f32; 1]> {
    let mut v = Vec::new();
    for o in &s.ins {
        if let crate::tensor::Operand::Scalar(sl, _) = *o {
            v.push([f32::from_bits(stack[base + sl as usize] as u32)]);
        }
    }
    for &(from, _) in &s.captures {
        v.push([f32::from_bits(stack[base + from as usize] as u32)]);
    }
    v
}

/// An elementwise f32 map into `out`.
pub(crate) fn map(
    s: &Structured,
    expr: &sigil_kernels::Expr,
    ins: &[Option<Rc<BufferView>>],
    scalars: &[[f32; 1]],
    out: &mut BufferView,
    threads: usize,
) -> bool {
    if out.elem != ElementType::F32 {
        return false;
    }
    let n = out.num_elements();
    let Some(inputs) = f32_inputs(s, ins, scalars, n) else {
        return false;
    };
    let Some(o) = typed_mut::<f32>(&mut out.data) else {
        return false;
    };
    sigil_kernels::map_f32(expr, &inputs, o, threads);
    true
}

/// A reduction of the innermost loop into `out`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn reduce_rows(
    s: &Structured,
    plan: &Plan,
    expr: &sigil_kernels::Expr,
    op: sigil_kernels::Bin,
    ins: &[Option<Rc<BufferView>>],
    scalars: &[[f32; 1]],
    out: &mut BufferView,
    threads: usize,
) -> bool {
    if out.elem != ElementType::F32 {
        return false;
    }
    let row_len = *plan.bounds.last().unwrap_or(&0) as usize;
    let rows = out.num_elements();
    let Some(inputs) = f32_inputs(s, ins, scalars, rows * row_len) else {
        return false;
    };
    let Some(o) = typed_mut::<f32>(&mut out.data) else {
        return false;
    };
    sigil_kernels::reduce_rows_f32(expr, op, &inputs, row_len, o, threads);
    true
}
