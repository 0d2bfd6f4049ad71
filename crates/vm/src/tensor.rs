//! Tensors on the VM: the ops on them, as the compiler records them in a
//! function's side table, and what runs them.
//!
//! A tensor is a buffer view (`Rc<BufferView>`: element type, shape, packed
//! row-major bytes) with value semantics. An op that produces a modified
//! tensor (`tensor.insert`, `insert_slice`, a linalg op's outputs) takes its
//! destination out of its slot when the compiler found that use to be the
//! value's last (`own`), and then writes in place if nothing else holds the
//! buffer (`Rc::make_mut`): copy-on-write at run time, which is what
//! bufferization does at compile time, so a loop of `tensor.insert` copies
//! at most once.
//!
//! Every linalg structured op (generic or named) runs through one engine:
//! loop bounds come from the operand shapes through the indexing maps, each
//! operand's element offset is a linear function of the loop indices, and
//! the payload region, compiled to bytecode once, runs per point. Known
//! shapes of work (`fill`, matrix products) go to whole-buffer kernels
//! instead.

use std::rc::Rc;

use crate::bytecode::{R, S};
use crate::compile::CompiledFunction;
use crate::error::TrapKind;
use crate::numeric::bool_slot;
use crate::value::{sext, BufferView, ElementType, Ref};

/// A dimension known when compiling, or read from a scalar slot.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Dim {
    Static(i64),
    Dyn(S),
}

/// An op on tensors: one entry of a function's `tensors` side table, run by
/// `Instr::Tensor`.
#[derive(Clone, Debug)]
pub enum TensorOp {
    /// A builtin on Python ints of any size (`crate::bigint`).
    Int(Box<crate::bigint::BigCall>),
    /// One of IREE's `check` ops (`crate::check`), run by the machine,
    /// which records a failure and goes on.
    Check(Box<crate::check::CheckOp>),
    /// `tensor.empty`, `bufferization.alloc_tensor`: contents unspecified
    /// (zeros, or what a freed tensor of the same size held).
    Empty {
        d: R,
        elem: ElementType,
        shape: Vec<Dim>,
    },
    /// A dense constant: shared, never written (copy-on-write).
    Constant { d: R, value: Rc<BufferView> },
    /// `tensor.splat`.
    Splat {
        d: R,
        v: S,
        elem: ElementType,
        shape: Vec<Dim>,
    },
    /// `tensor.from_elements`.
    FromElements {
        d: R,
        elems: Vec<S>,
        elem: ElementType,
        shape: Vec<i64>,
    },
    /// `tensor.extract`.
    Extract { d: S, t: R, idx: Vec<S> },
    /// `tensor.insert`.
    Insert {
        d: R,
        t: R,
        own: bool,
        v: S,
        idx: Vec<S>,
    },
    /// `tensor.dim`.
    DimOf { d: S, t: R, i: S },
    /// `tensor.rank`.
    Rank { d: S, t: R },
    /// `tensor.cast` (and other shape-only views of the same data:
    /// `expand_shape`, `collapse_shape`, `reshape`): the result has `shape`
    /// (`None` where it is taken from the source, `Dim` to check or set).
    Reshape {
        d: R,
        s: R,
        own: bool,
        shape: ShapeRule,
        what: &'static str,
    },
    /// `tensor.extract_slice`: `sizes` elements from `offsets` by
    /// `strides`; `keep[i]` false for a dimension the result drops.
    ExtractSlice {
        d: R,
        s: R,
        offsets: Vec<Dim>,
        sizes: Vec<Dim>,
        strides: Vec<Dim>,
        keep: Vec<bool>,
    },
    /// `tensor.insert_slice`: `src` written into `dst` at the slice.
    InsertSlice {
        d: R,
        src: R,
        dst: R,
        own: bool,
        offsets: Vec<Dim>,
        sizes: Vec<Dim>,
        strides: Vec<Dim>,
    },
    /// A linalg structured op.
    Structured(Box<Structured>),
    /// An `iree_linalg_ext` op (`crate::linalg_ext`).
    Ext(Box<crate::linalg_ext::ExtOp>),
    /// `linalg.softmax` along `dim`.
    Softmax { d: R, s: R, o: R, dim: usize },
    /// `tensor.generate` and `tensor.pad`: elements from a payload whose
    /// parameters are the element's indices.
    Generate(Box<Generate>),
    /// `tensor.concat` along `dim`.
    Concat { d: R, inputs: Vec<R>, dim: usize },
    /// `tensor.bitcast`: the same bytes as another element type of the
    /// same width; with `shape` (`flow.tensor.bitcast`), as a tensor of
    /// that shape, which must hold as many bytes.
    Bitcast {
        d: R,
        s: R,
        elem: ElementType,
        shape: Option<Vec<Dim>>,
    },
    /// A memref, affine memory or bufferization op.
    Mem(Box<crate::memref::MemOp>),
    /// A `vector` op.
    Vector(Box<crate::vector::VecOp>),
    /// `linalg.pack` / `linalg.unpack`.
    Pack(Box<Pack>),
    /// A scalar `complex.*` op on parts of `width` bits (see
    /// [`crate::complex`]).
    Complex {
        op: crate::complex::ComplexOp,
        width: u8,
        d: S,
        a: S,
        b: S,
    },
}

/// A `linalg.pack` (or, `unpack`, its inverse): source dimensions
/// `inner_pos[j]` are cut into tiles of `tiles[j]`; the packed tensor has
/// the outer dimensions (permuted by `outer_perm`), then one dimension per
/// tile. Elements a tile has past the source's end are `pad`.
#[derive(Clone, Debug)]
pub struct Pack {
    pub d: R,
    pub s: R,
    pub dest: R,
    pub pad: Option<S>,
    pub inner_pos: Vec<usize>,
    pub tiles: Vec<Dim>,
    pub outer_perm: Vec<usize>,
    pub unpack: bool,
}

/// A `tensor.generate` or `tensor.pad`.
#[derive(Clone, Debug)]
pub struct Generate {
    pub d: R,
    pub elem: ElementType,
    pub shape: GenShape,
    pub payload: Rc<CompiledFunction>,
    pub captures: Vec<(S, S)>,
    /// Tensors the payload reads, `(parent slot, payload slot)`.
    pub ref_captures: Vec<(R, R)>,
    /// The body reads no index (a pad's constant padding value): every
    /// element it gives is the same, computed once.
    pub uniform: bool,
}

/// A pad's source and its low padding per dimension.
pub type PadSource = (Rc<BufferView>, Vec<i64>);

/// The shape of a generated tensor.
#[derive(Clone, Debug)]
pub enum GenShape {
    /// `tensor.generate`: the result type's dims.
    Dims(Vec<Dim>),
    /// `tensor.pad`: the source grown by `low` and `high` per dimension;
    /// the payload gives the padding elements only.
    Pad {
        src: R,
        low: Vec<Dim>,
        high: Vec<Dim>,
    },
}

impl Generate {
    /// The result's shape, and for a pad the source and its offsets.
    pub fn resolve(
        &self,
        regs: &[u64],
        refs: &[Option<Ref>],
    ) -> Result<(Vec<i64>, Option<PadSource>), TrapKind> {
        match &self.shape {
            GenShape::Dims(ds) => Ok((dims(regs, ds), None)),
            GenShape::Pad { src, low, high } => {
                let b = buffer(refs, *src)?.clone();
                let (lo, hi) = (dims(regs, low), dims(regs, high));
                if lo.len() != b.shape.len() || hi.len() != b.shape.len() {
                    return Err(TrapKind::Tensor(format!(
                        "tensor.pad: {} padding sizes for a tensor<{}>",
                        lo.len(),
                        b.type_text()
                    )));
                }
                let mut shape = Vec::with_capacity(lo.len());
                for k in 0..lo.len() {
                    if lo[k] < 0 || hi[k] < 0 {
                        return Err(TrapKind::Tensor(format!(
                            "tensor.pad: negative padding in dimension {k}"
                        )));
                    }
                    shape.push(
                        b.shape[k]
                            .checked_add(lo[k])
                            .and_then(|x| x.checked_add(hi[k]))
                            .ok_or_else(|| TrapKind::Tensor("tensor.pad: too large".into()))?,
                    );
                }
                Ok((shape, Some((b, lo))))
            }
        }
    }
}

/// How a shape-only op makes the result's shape.
#[derive(Clone, Debug)]
pub enum ShapeRule {
    /// `tensor.cast`: the same shape; static dims of the result type must
    /// match (`None`: an unranked result, any shape).
    Cast(Option<Vec<Option<i64>>>),
    /// `expand_shape`/`reshape`: the result's dims (static, or from
    /// operands); the element count must not change.
    To(Vec<Dim>),
    /// `collapse_shape`: each result dim is the product of a group of
    /// source dims.
    Collapse(Vec<Vec<usize>>),
    /// `tensor.reshape` with the shape in a rank-1 tensor of integers.
    FromTensor(R),
}

/// One operand's element offset as a linear function of the loop indices:
/// `base + sum(step[d] * idx[d])` (in elements), from the indexing map's
/// results `const + sum(coef[d] * idx[d])` and the row-major strides.
#[derive(Clone, Debug, PartialEq)]
pub struct LinearMap {
    /// Per map result: the coefficient of each loop, and the constant
    /// (all zero for a result in `nonlinear`).
    pub results: Vec<(Vec<i64>, i64)>,
    /// Per map result that is not linear in the loops (`mod`,
    /// `floordiv`, `ceildiv`, a product of loops): its expression,
    /// evaluated at every point (the slow general path). Empty when the
    /// whole map is linear.
    pub nonlinear: Vec<(usize, IdxExpr)>,
}

/// A map result that is not linear in the loop indices.
#[derive(Clone, Debug, PartialEq)]
pub enum IdxExpr {
    Dim(usize),
    Const(i64),
    Add(Box<IdxExpr>, Box<IdxExpr>),
    Mul(Box<IdxExpr>, Box<IdxExpr>),
    /// `lhs mod rhs`: `lhs - rhs * floordiv(lhs, rhs)`.
    Mod(Box<IdxExpr>, Box<IdxExpr>),
    FloorDiv(Box<IdxExpr>, Box<IdxExpr>),
    CeilDiv(Box<IdxExpr>, Box<IdxExpr>),
}

impl IdxExpr {
    /// The value at loop indices `idx`; `None` on a division by zero or an
    /// overflow.
    pub fn eval(&self, idx: &[i64]) -> Option<i64> {
        Some(match self {
            IdxExpr::Dim(d) => idx[*d],
            IdxExpr::Const(c) => *c,
            IdxExpr::Add(a, b) => a.eval(idx)?.checked_add(b.eval(idx)?)?,
            IdxExpr::Mul(a, b) => a.eval(idx)?.checked_mul(b.eval(idx)?)?,
            IdxExpr::Mod(a, b) => {
                let (x, y) = (a.eval(idx)?, b.eval(idx)?);
                x.checked_sub(y.checked_mul(floor_div(x, y)?)?)?
            }
            IdxExpr::FloorDiv(a, b) => floor_div(a.eval(idx)?, b.eval(idx)?)?,
            IdxExpr::CeilDiv(a, b) => {
                let (x, y) = (a.eval(idx)?, b.eval(idx)?);
                floor_div(x.checked_neg()?, y)?.checked_neg()?
            }
        })
    }
}

fn floor_div(x: i64, y: i64) -> Option<i64> {
    let q = x.checked_div(y)?;
    Some(if (x % y != 0) && ((x < 0) != (y < 0)) {
        q - 1
    } else {
        q
    })
}

impl LinearMap {
    /// The loop a result is exactly (`d<n>`), if it is one.
    pub fn pure_dim(&self, r: usize) -> Option<usize> {
        let (coefs, c) = &self.results[r];
        if *c != 0 {
            return None;
        }
        let mut found = None;
        for (d, &k) in coefs.iter().enumerate() {
            match k {
                0 => {}
                1 if found.is_none() => found = Some(d),
                _ => return None,
            }
        }
        found
    }
}

/// Which whole-buffer kernel runs a structured op, if any.
#[derive(Clone, Debug, PartialEq)]
pub enum Kernel {
    /// The payload, point by point.
    Payload,
    /// `linalg.fill`: every element of the output is the scalar input.
    Fill,
    /// A contraction `C += A * B` on f32 or f64 (matrix products and their
    /// batch and transposed forms, convolutions): products on `gemm`,
    /// their dimensions chosen from the operands' steps at run time.
    Contract,
    /// An elementwise expression over identically indexed operands
    /// (`Input(k)` is input `k`; captured scalars follow the inputs), on
    /// the output's element type (f16, bf16, f32, f64, i8..i64).
    Map { expr: sigil_kernels::Expr },
    /// A reduction of the loops `from..to` (contiguous, taken as one
    /// reduced dimension) into the output, `out = out (op) expr(...)`, in
    /// the kernels' fixed order (`sigil_kernels::reduce`).
    Reduce {
        expr: sigil_kernels::Expr,
        op: sigil_kernels::Bin,
        from: usize,
        to: usize,
    },
}

/// A structured op's operands, maps and payload.
#[derive(Clone, Debug)]
pub struct Structured {
    pub name: String,
    /// Inputs: a tensor slot, or a scalar slot (`(slot, false)`) with its
    /// element type.
    pub ins: Vec<Operand>,
    /// Output tensors, and whether each is at its last use.
    pub outs: Vec<(R, bool)>,
    /// An output made fresh (an elementwise `arith`/`math` op on tensors):
    /// the shape of input `.0`, elements of type `.1`.
    pub fresh: Option<(usize, ElementType)>,
    /// Result slots (one per tensor output).
    pub results: Vec<R>,
    pub maps: Vec<LinearMap>,
    pub loops: usize,
    /// For each loop, an operand and map result it is read from.
    pub bounds: Vec<(usize, usize)>,
    pub kernel: Kernel,
    /// The payload, with its parameter slots: one per input and output
    /// element, then one per loop index `linalg.index` reads (or
    /// `u32::MAX`), and the captured values `(parent slot, payload slot)`.
    pub payload: Option<Rc<CompiledFunction>>,
    pub index_params: Vec<u32>,
    pub captures: Vec<(S, S)>,
    /// Tensors the payload reads, `(parent slot, payload slot)`: such a
    /// payload runs in the interpreter only.
    pub ref_captures: Vec<(R, R)>,
}

/// An input of a structured op.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Operand {
    Tensor(R),
    Scalar(S, ElementType),
}

// ----- elements -----

/// The slot bits of element `i` (integers sign-extended, `i1` as 0/-1).
#[inline]
pub fn read_elem(e: ElementType, data: &[u8], i: usize) -> u64 {
    match e {
        ElementType::Bool => bool_slot(data[i] != 0),
        ElementType::Int(w) | ElementType::SInt(w) | ElementType::UInt(w) => {
            let n = e.size();
            let mut b = [0u8; 8];
            b[..n].copy_from_slice(&data[i * n..i * n + n]);
            sext(u64::from_le_bytes(b), w as u32)
        }
        ElementType::F16 | ElementType::BF16 => {
            u16::from_le_bytes([data[2 * i], data[2 * i + 1]]) as u64
        }
        ElementType::F32 => u32::from_le_bytes(data[4 * i..4 * i + 4].try_into().unwrap()) as u64,
        ElementType::F64 => u64::from_le_bytes(data[8 * i..8 * i + 8].try_into().unwrap()),
        ElementType::Complex(_) => 0,
        ElementType::Small(_) => data[i] as u64,
    }
}

/// Stores slot bits `bits` as element `i`.
#[inline]
pub fn write_elem(e: ElementType, data: &mut [u8], i: usize, bits: u64) {
    match e {
        ElementType::Bool => data[i] = (bits & 1) as u8,
        _ => {
            let n = e.size();
            data[i * n..i * n + n].copy_from_slice(&bits.to_le_bytes()[..n]);
        }
    }
}

/// Loads element `i` into slot `s` (a complex element into `s` and
/// `s + 1`, real part first).
#[inline]
pub fn load_elem(e: ElementType, data: &[u8], i: usize, regs: &mut [u64], s: usize) {
    match e {
        ElementType::Complex(w) => {
            let p = if w == 32 {
                ElementType::F32
            } else {
                ElementType::F64
            };
            regs[s] = read_elem(p, data, 2 * i);
            regs[s + 1] = read_elem(p, data, 2 * i + 1);
        }
        _ => regs[s] = read_elem(e, data, i),
    }
}

/// Stores slot `s` (slots `s`, `s + 1` for a complex element) as element
/// `i`.
#[inline]
pub fn store_elem(e: ElementType, data: &mut [u8], i: usize, regs: &[u64], s: usize) {
    match e {
        ElementType::Complex(w) => {
            let p = if w == 32 {
                ElementType::F32
            } else {
                ElementType::F64
            };
            write_elem(p, data, 2 * i, regs[s]);
            write_elem(p, data, 2 * i + 1, regs[s + 1]);
        }
        _ => write_elem(e, data, i, regs[s]),
    }
}

/// Sets every element of `b` to the value in slot `s` (two slots for a
/// complex element).
pub fn fill_from(b: &mut BufferView, regs: &[u64], s: usize) {
    let mut one = [0u8; 16];
    store_elem(b.elem, &mut one, 0, regs, s);
    fill_bytes(b, &one[..b.elem.size()]);
}

/// Sets every element of `b` to `bits`: a byte fill when the element's
/// bytes are all equal (zero, all ones), else a copy per element.
pub fn fill(b: &mut BufferView, bits: u64) {
    let mut one = [0u8; 16];
    write_elem(b.elem, &mut one, 0, bits);
    fill_bytes(b, &one[..b.elem.size()]);
}

/// Sets every element of `b` to the bytes `one`.
fn fill_bytes(b: &mut BufferView, one: &[u8]) {
    if one.iter().all(|&x| x == one[0]) {
        b.data.fill(one[0]);
    } else {
        for chunk in b.data.chunks_exact_mut(one.len()) {
            chunk.copy_from_slice(one);
        }
    }
}

/// The element count of `shape`, or an error when a dimension is negative
/// or the product overflows.
pub fn element_count(shape: &[i64]) -> Result<usize, TrapKind> {
    shape.iter().try_fold(1usize, |acc, &d| {
        let d = usize::try_from(d)
            .map_err(|_| TrapKind::Tensor(format!("negative dimension {d} in a tensor shape")))?;
        acc.checked_mul(d)
            .ok_or_else(|| TrapKind::Tensor(format!("the shape {shape:?} has too many elements")))
    })
}

/// A buffer whose contents are unspecified (`tensor.empty`): a pooled one
/// when a tensor of the same size was freed, else zeros. Refused when it
/// would take the tensor storage live past `limit` bytes.
pub fn alloc_uninit(
    elem: ElementType,
    shape: Vec<i64>,
    limit: usize,
) -> Result<BufferView, TrapKind> {
    let n = element_count(&shape)?;
    let bytes = n.saturating_mul(elem.size());
    if fits(bytes, limit).is_ok() {
        if let Some(data) = crate::pool::take(bytes) {
            return Ok(BufferView {
                elem,
                shape,
                data: data.into(),
            });
        }
    }
    alloc(elem, shape, limit)
}

/// Whether `bytes` more of tensor storage stay within `limit` bytes live.
fn fits(bytes: usize, limit: usize) -> Result<(), TrapKind> {
    let live = crate::value::live_tensor_bytes();
    if bytes > limit.saturating_sub(live) {
        return Err(TrapKind::Memory {
            requested: bytes,
            live: live.min(limit),
            limit,
        });
    }
    Ok(())
}

/// A zero-filled buffer, refused when it would take the tensor storage live
/// past `limit` bytes.
pub fn alloc(elem: ElementType, shape: Vec<i64>, limit: usize) -> Result<BufferView, TrapKind> {
    let n = element_count(&shape)?;
    let bytes = n.saturating_mul(elem.size());
    fits(bytes, limit)?;
    Ok(BufferView {
        elem,
        shape,
        data: zeroed(bytes).into(),
    })
}

/// `bytes` zero bytes; large buffers are zeroed by all threads (the
/// allocator hands back reused memory that must be cleared, and one core
/// clears a 16 MB tensor in about half a millisecond).
fn zeroed(bytes: usize) -> Vec<u8> {
    use rayon::prelude::*;
    if bytes < 1 << 22 {
        return vec![0; bytes];
    }
    let _section = sigil_kernels::pool_ready();
    let mut v: Vec<u8> = Vec::with_capacity(bytes);
    v.spare_capacity_mut()
        .par_chunks_mut(1 << 20)
        .for_each(|c| c.fill(std::mem::MaybeUninit::new(0)));
    // SAFETY: the loop above initialised all `bytes` bytes of the capacity.
    unsafe { v.set_len(bytes) };
    v
}

/// Row-major strides (in elements) of `shape`.
pub fn strides(shape: &[i64]) -> Vec<i64> {
    let mut s = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1].saturating_mul(shape[i + 1].max(1));
    }
    s
}

// ----- running the simple ops -----

fn dim(regs: &[u64], d: &Dim) -> i64 {
    match *d {
        Dim::Static(v) => v,
        Dim::Dyn(s) => regs[s as usize] as i64,
    }
}

fn dims(regs: &[u64], ds: &[Dim]) -> Vec<i64> {
    ds.iter().map(|d| dim(regs, d)).collect()
}

/// The buffer in ref slot `r` (null is an error).
pub fn buffer(refs: &[Option<Ref>], r: R) -> Result<&Rc<BufferView>, TrapKind> {
    match &refs[r as usize] {
        Some(Ref::Buffer(b)) => Ok(b),
        _ => Err(TrapKind::NullReference),
    }
}

/// The buffer in slot `r`, taken out of it when `own` (its last use).
pub fn take_buffer(refs: &mut [Option<Ref>], r: R, own: bool) -> Result<Rc<BufferView>, TrapKind> {
    if own {
        match refs[r as usize].take() {
            Some(Ref::Buffer(b)) => Ok(b),
            _ => Err(TrapKind::NullReference),
        }
    } else {
        buffer(refs, r).cloned()
    }
}

/// The linear offset of `idx` in `b`, or an out-of-bounds error.
fn offset_of(b: &BufferView, idx: &[i64], what: &str) -> Result<usize, TrapKind> {
    if idx.len() != b.shape.len() {
        return Err(TrapKind::Tensor(format!(
            "{what}: {} indices for a tensor<{}>",
            idx.len(),
            b.type_text()
        )));
    }
    let mut off = 0usize;
    for (k, (&i, &n)) in idx.iter().zip(&b.shape).enumerate() {
        if i < 0 || i >= n {
            return Err(TrapKind::Tensor(format!(
                "{what}: index {i} out of bounds for dimension {k} of size {n} (tensor<{}>)",
                b.type_text()
            )));
        }
        off = off * n as usize + i as usize;
    }
    Ok(off)
}

/// Runs an op that needs no payload.
pub fn run_simple(
    op: &TensorOp,
    regs: &mut [u64],
    refs: &mut [Option<Ref>],
    limit: usize,
    threads: usize,
) -> Result<(), TrapKind> {
    match op {
        TensorOp::Empty { d, elem, shape } => {
            let b = alloc_uninit(*elem, dims(regs, shape), limit)?;
            refs[*d as usize] = Some(Ref::Buffer(Rc::new(b)));
        }
        TensorOp::Constant { d, value } => refs[*d as usize] = Some(Ref::Buffer(value.clone())),
        TensorOp::Splat { d, v, elem, shape } => {
            let mut b = alloc_uninit(*elem, dims(regs, shape), limit)?;
            fill_from(&mut b, regs, *v as usize);
            refs[*d as usize] = Some(Ref::Buffer(Rc::new(b)));
        }
        TensorOp::FromElements {
            d,
            elems,
            elem,
            shape,
        } => {
            let mut b = alloc_uninit(*elem, shape.clone(), limit)?;
            for (i, &s) in elems.iter().enumerate() {
                store_elem(*elem, &mut b.data, i, regs, s as usize);
            }
            refs[*d as usize] = Some(Ref::Buffer(Rc::new(b)));
        }
        TensorOp::Extract { d, t, idx } => {
            let b = buffer(refs, *t)?;
            let idx: Vec<i64> = idx.iter().map(|&s| regs[s as usize] as i64).collect();
            let off = offset_of(b, &idx, "tensor.extract")?;
            load_elem(b.elem, &b.data, off, regs, *d as usize);
        }
        TensorOp::Insert { d, t, own, v, idx } => {
            let mut b = take_buffer(refs, *t, *own)?;
            let idx: Vec<i64> = idx.iter().map(|&s| regs[s as usize] as i64).collect();
            let off = offset_of(&b, &idx, "tensor.insert")?;
            let m = Rc::make_mut(&mut b);
            store_elem(m.elem, &mut m.data, off, regs, *v as usize);
            refs[*d as usize] = Some(Ref::Buffer(b));
        }
        TensorOp::DimOf { d, t, i } => {
            let b = buffer(refs, *t)?;
            let i = regs[*i as usize] as i64;
            let Some(&n) = usize::try_from(i).ok().and_then(|i| b.shape.get(i)) else {
                return Err(TrapKind::Tensor(format!(
                    "tensor.dim: index {i} out of bounds for a tensor of rank {}",
                    b.shape.len()
                )));
            };
            regs[*d as usize] = n as u64;
        }
        TensorOp::Rank { d, t } => {
            regs[*d as usize] = buffer(refs, *t)?.shape.len() as u64;
        }
        TensorOp::Reshape {
            d,
            s,
            own,
            shape,
            what,
        } => {
            let src = take_buffer(refs, *s, *own)?;
            let new_shape = match shape {
                ShapeRule::Cast(None) => None,
                ShapeRule::Cast(Some(want)) => {
                    if want.len() != src.shape.len()
                        || want
                            .iter()
                            .zip(&src.shape)
                            .any(|(w, &h)| w.is_some_and(|w| w != h))
                    {
                        return Err(TrapKind::Tensor(format!(
                            "{what}: a tensor<{}> is not a {}",
                            src.type_text(),
                            shape_text(want, src.elem)
                        )));
                    }
                    None
                }
                ShapeRule::To(ds) => Some(dims(regs, ds)),
                // No groups: every (unit) dimension collapses into rank 0.
                ShapeRule::Collapse(groups)
                    if groups.is_empty() && src.shape.iter().all(|&d| d == 1) =>
                {
                    Some(Vec::new())
                }
                ShapeRule::Collapse(groups) => {
                    if groups.iter().flatten().count() != src.shape.len() {
                        return Err(TrapKind::Tensor(format!(
                            "{what}: the reassociation does not fit a tensor<{}>",
                            src.type_text()
                        )));
                    }
                    Some(
                        groups
                            .iter()
                            .map(|g| {
                                g.iter()
                                    .map(|&k| src.shape.get(k).copied().unwrap_or(0))
                                    .product()
                            })
                            .collect(),
                    )
                }
                ShapeRule::FromTensor(t) => {
                    let st = buffer(refs, *t)?;
                    Some(
                        (0..st.num_elements())
                            .map(|i| read_elem(st.elem, &st.data, i) as i64)
                            .collect(),
                    )
                }
            };
            let out = match new_shape {
                None => src,
                Some(shape) => {
                    if element_count(&shape)? != src.num_elements() {
                        return Err(TrapKind::Tensor(format!(
                            "{what}: cannot view a tensor<{}> ({} elements) as {:?} ({} elements)",
                            src.type_text(),
                            src.num_elements(),
                            shape,
                            element_count(&shape)?
                        )));
                    }
                    if src.shape == shape {
                        src
                    } else {
                        let mut b = Rc::unwrap_or_clone(src);
                        b.shape = shape;
                        Rc::new(b)
                    }
                }
            };
            refs[*d as usize] = Some(Ref::Buffer(out));
        }
        TensorOp::ExtractSlice {
            d,
            s,
            offsets,
            sizes,
            strides: st,
            keep,
        } => {
            let src = buffer(refs, *s)?.clone();
            let (off, sz, stv) = (dims(regs, offsets), dims(regs, sizes), dims(regs, st));
            check_slice(&src.shape, &off, &sz, &stv, "tensor.extract_slice")?;
            let shape: Vec<i64> = sz
                .iter()
                .zip(keep)
                .filter(|(_, &k)| k)
                .map(|(&n, _)| n)
                .collect();
            let mut out = alloc_uninit(src.elem, shape, limit)?;
            let esz = src.elem.size();
            let mut k = 0usize;
            for_each_slice_run(&src.shape, &off, &sz, &stv, |o, n| {
                out.data[k * esz..(k + n) * esz].copy_from_slice(&src.data[o * esz..(o + n) * esz]);
                k += n;
            });
            refs[*d as usize] = Some(Ref::Buffer(Rc::new(out)));
        }
        TensorOp::InsertSlice {
            d,
            src,
            dst,
            own,
            offsets,
            sizes,
            strides: st,
        } => {
            let s = buffer(refs, *src)?.clone();
            let mut t = take_buffer(refs, *dst, *own)?;
            let (off, sz, stv) = (dims(regs, offsets), dims(regs, sizes), dims(regs, st));
            check_slice(&t.shape, &off, &sz, &stv, "tensor.insert_slice")?;
            if element_count(&sz)? != s.num_elements() {
                return Err(TrapKind::Tensor(format!(
                    "tensor.insert_slice: a tensor<{}> does not fill a slice of sizes {sz:?}",
                    s.type_text()
                )));
            }
            let m = Rc::make_mut(&mut t);
            let esz = m.elem.size();
            let mut k = 0usize;
            let shape = m.shape.clone();
            for_each_slice_run(&shape, &off, &sz, &stv, |o, n| {
                m.data[o * esz..(o + n) * esz].copy_from_slice(&s.data[k * esz..(k + n) * esz]);
                k += n;
            });
            refs[*d as usize] = Some(Ref::Buffer(t));
        }
        TensorOp::Softmax { d, s, o, dim } => {
            let src = buffer(refs, *s)?.clone();
            let shape = buffer(refs, *o)?.shape.clone();
            if shape != src.shape || *dim >= shape.len() {
                return Err(TrapKind::Tensor(format!(
                    "linalg.softmax: the output is a tensor<{}>, the input a tensor<{}>",
                    buffer(refs, *o)?.type_text(),
                    src.type_text()
                )));
            }
            let mut out = alloc_uninit(src.elem, shape, limit)?;
            softmax(&src, &mut out, *dim, threads);
            refs[*d as usize] = Some(Ref::Buffer(Rc::new(out)));
        }
        TensorOp::Concat { d, inputs, dim } => {
            let bs: Vec<Rc<BufferView>> = inputs
                .iter()
                .map(|&r| buffer(refs, r).cloned())
                .collect::<Result<_, _>>()?;
            let first = &bs[0];
            let rank = first.shape.len();
            let mut shape = first.shape.clone();
            shape[*dim] = 0;
            for b in &bs {
                let same = b.shape.len() == rank
                    && (0..rank).all(|k| k == *dim || b.shape[k] == first.shape[k]);
                if !same {
                    return Err(TrapKind::Tensor(format!(
                        "tensor.concat: a tensor<{}> does not fit next to a tensor<{}> along \
                         dimension {dim}",
                        b.type_text(),
                        first.type_text()
                    )));
                }
                shape[*dim] += b.shape[*dim];
            }
            let mut out = alloc_uninit(first.elem, shape, limit)?;
            let esz = first.elem.size();
            let outer: usize = first.shape[..*dim].iter().product::<i64>() as usize;
            let inner: usize = first.shape[*dim + 1..].iter().product::<i64>() as usize;
            let mut at = 0usize;
            for o in 0..outer {
                for b in &bs {
                    let n = b.shape[*dim] as usize * inner * esz;
                    out.data[at..at + n].copy_from_slice(&b.data[o * n..(o + 1) * n]);
                    at += n;
                }
            }
            refs[*d as usize] = Some(Ref::Buffer(Rc::new(out)));
        }
        TensorOp::Bitcast { d, s, elem, shape }
            if packed_bits(buffer(refs, *s)?.elem) < 8 || packed_bits(*elem) < 8 =>
        {
            let src = buffer(refs, *s)?.clone();
            let shape = match shape {
                Some(shape) => dims(regs, shape),
                None => src.shape.clone(),
            };
            let b = repack(&src, *elem, shape, limit)?;
            refs[*d as usize] = Some(Ref::Buffer(Rc::new(b)));
        }
        TensorOp::Bitcast { d, s, elem, shape } => {
            let src = buffer(refs, *s)?.clone();
            let mut b = (*src).clone();
            b.elem = *elem;
            if let Some(shape) = shape {
                let shape = dims(regs, shape);
                let bytes = element_count(&shape)?.checked_mul(elem.size());
                if bytes != Some(b.data.len()) {
                    return Err(TrapKind::Tensor(format!(
                        "flow.tensor.bitcast: a {} of {} bytes is no {}",
                        src.type_text(),
                        b.data.len(),
                        shape_text(&shape.iter().map(|&d| Some(d)).collect::<Vec<_>>(), *elem)
                    )));
                }
                b.shape = shape;
            }
            refs[*d as usize] = Some(Ref::Buffer(Rc::new(b)));
        }
        TensorOp::Mem(m) => crate::memref::run(m, regs, refs, limit)?,
        TensorOp::Vector(v) => crate::vector::run(v, regs, refs, limit)?,
        TensorOp::Pack(p) => run_pack(p, regs, refs, limit)?,
        TensorOp::Complex { op, width, d, a, b } => {
            crate::complex::run(*op, *width, regs, *d, *a, *b)
        }
        TensorOp::Int(call) => crate::bigint::run(call, regs, refs)?,
        TensorOp::Structured(_) | TensorOp::Generate(_) | TensorOp::Ext(_) => {
            unreachable!("ops with a payload run in the machine")
        }
        TensorOp::Check(_) => {
            return Err(TrapKind::Tensor(
                "a check op inside a payload region".into(),
            ))
        }
    }
    Ok(())
}

/// The bits an element takes in memory as IREE lays tensors out:
/// sub-byte integers and floats (`i4`, `i2`, `f4E2M1FN`) packed densely,
/// low bits first; sigil holds them one per byte and packs them only
/// where their bits are seen, in a bitcast.
fn packed_bits(e: ElementType) -> usize {
    match e {
        ElementType::Int(w) | ElementType::SInt(w) | ElementType::UInt(w) if w < 8 => w as usize,
        ElementType::Small(t) if t.bits() < 8 => t.bits() as usize,
        _ => 8 * e.size(),
    }
}

/// A bitcast where either side packs elements below a byte: the source's
/// bits, densely packed, read back as elements of `elem`.
fn repack(
    src: &BufferView,
    elem: ElementType,
    shape: Vec<i64>,
    limit: usize,
) -> Result<BufferView, TrapKind> {
    let (ws, wd) = (packed_bits(src.elem), packed_bits(elem));
    let n = src.num_elements();
    let m = element_count(&shape)?;
    if n.checked_mul(ws) != m.checked_mul(wd) {
        let dims: Vec<Option<i64>> = shape.iter().map(|&d| Some(d)).collect();
        return Err(TrapKind::Tensor(format!(
            "bitcast: a {} of {} bits is no {} of {} bits",
            src.type_text(),
            n * ws,
            shape_text(&dims, elem),
            m * wd
        )));
    }
    let mut bits = vec![0u8; (n * ws).div_ceil(8)];
    for i in 0..n {
        let v = read_elem(src.elem, &src.data, i);
        for k in 0..ws {
            if v >> k & 1 != 0 {
                let at = i * ws + k;
                bits[at / 8] |= 1 << (at % 8);
            }
        }
    }
    let mut out = alloc_uninit(elem, shape, limit)?;
    for j in 0..m {
        let mut v = 0u64;
        for k in 0..wd {
            let at = j * wd + k;
            v |= ((bits[at / 8] >> (at % 8) & 1) as u64) << k;
        }
        let v = match elem {
            ElementType::Int(w) | ElementType::SInt(w) => crate::value::sext(v, w as u32),
            _ => v,
        };
        write_elem(elem, &mut out.data, j, v);
    }
    Ok(out)
}

fn shape_text(dims: &[Option<i64>], elem: ElementType) -> String {
    let mut s = String::from("tensor<");
    for d in dims {
        match d {
            Some(n) => s.push_str(&n.to_string()),
            None => s.push('?'),
        }
        s.push('x');
    }
    s.push_str(&elem.name());
    s.push('>');
    s
}

/// Checks that every element a slice addresses is inside `shape`.
fn check_slice(
    shape: &[i64],
    off: &[i64],
    sz: &[i64],
    st: &[i64],
    what: &str,
) -> Result<(), TrapKind> {
    if [off.len(), sz.len(), st.len()] != [shape.len(); 3] {
        return Err(TrapKind::Tensor(format!(
            "{what}: a slice of rank {} of a tensor of rank {}",
            sz.len(),
            shape.len()
        )));
    }
    for k in 0..shape.len() {
        let (o, n, s) = (off[k], sz[k], st[k]);
        if n < 0 {
            return Err(TrapKind::Tensor(format!(
                "{what}: negative size {n} in dimension {k}"
            )));
        }
        if n == 0 {
            continue;
        }
        let last = (n - 1)
            .checked_mul(s)
            .and_then(|x| x.checked_add(o))
            .unwrap_or(i64::MIN);
        if o < 0 || o >= shape[k] || last < 0 || last >= shape[k] {
            return Err(TrapKind::Tensor(format!(
                "{what}: the slice (offset {o}, size {n}, stride {s}) runs out of dimension {k} of size {}",
                shape[k]
            )));
        }
    }
    Ok(())
}

/// Calls `f(offset, n)` for each run of `n` elements of a slice that lie
/// next to each other in the tensor, in row-major order of the slice: the
/// innermost dimensions taken with stride 1 make one run, and so do the
/// dimensions outside them while each inner one is taken whole. A copy
/// then moves rows, not elements (an LSTM's `split` of 16x1024 gates, or a
/// scan's update of one step, is one to sixteen runs).
fn for_each_slice_run(
    shape: &[i64],
    off: &[i64],
    sz: &[i64],
    st: &[i64],
    mut f: impl FnMut(usize, usize),
) {
    if sz.contains(&0) {
        return;
    }
    let strides = strides(shape);
    let rank = shape.len();
    let mut outer = rank;
    let mut run = 1i64;
    while outer > 0 {
        let k = outer - 1;
        if st[k] != 1 {
            break;
        }
        run *= sz[k];
        outer -= 1;
        if off[k] != 0 || sz[k] != shape[k] {
            break;
        }
    }
    let base: i64 = (0..rank).map(|k| off[k] * strides[k]).sum();
    let step: Vec<i64> = (0..outer).map(|k| st[k] * strides[k]).collect();
    let mut idx = vec![0i64; outer];
    let mut o = base;
    loop {
        f(o as usize, run as usize);
        let mut k = outer;
        loop {
            if k == 0 {
                return;
            }
            k -= 1;
            idx[k] += 1;
            o += step[k];
            if idx[k] < sz[k] {
                break;
            }
            o -= step[k] * idx[k];
            idx[k] = 0;
        }
    }
}

// ----- structured ops -----

/// Loop bounds and per-operand offsets of a structured op on given shapes.
pub struct Plan {
    pub bounds: Vec<i64>,
    /// Per operand (inputs then outputs): base offset and step per loop,
    /// in elements.
    pub offsets: Vec<(i64, Vec<i64>)>,
    /// The non-linear map results: operand, result, its stride and size.
    /// Each adds `stride * value` to the operand's offset at every point,
    /// after a bounds check.
    pub nonlinear: Vec<NonLinear>,
}

/// A non-linear map result of one operand, planned.
#[derive(Clone, Debug)]
pub struct NonLinear {
    pub operand: usize,
    pub result: usize,
    pub expr: IdxExpr,
    pub stride: i64,
    pub size: i64,
}

impl Plan {
    /// The element offset each non-linear result adds at loop indices
    /// `idx` to its operand's offset in `off`, or an out-of-bounds error.
    pub fn add_nonlinear(&self, name: &str, idx: &[i64], off: &mut [i64]) -> Result<(), TrapKind> {
        for n in &self.nonlinear {
            match n.expr.eval(idx) {
                Some(v) if (0..n.size).contains(&v) => off[n.operand] += v * n.stride,
                v => {
                    return Err(TrapKind::Tensor(format!(
                        "{name}: operand #{} is read at {} in dimension {} of size {} at loop \
                         indices {idx:?} (out of bounds)",
                        n.operand,
                        v.map_or("an undefined index (division by zero)".to_string(), |v| v
                            .to_string()),
                        n.result,
                        n.size
                    )))
                }
            }
        }
        Ok(())
    }
}

/// Works out a structured op's loop bounds from its operands' shapes and
/// checks every access stays inside its operand.
pub fn plan(s: &Structured, shapes: &[&[i64]]) -> Result<Plan, TrapKind> {
    for (k, (map, shape)) in s.maps.iter().zip(shapes).enumerate() {
        if map.results.len() != shape.len() {
            return Err(TrapKind::Tensor(format!(
                "{}: operand #{k} has rank {}, its indexing map {}",
                s.name,
                shape.len(),
                map.results.len()
            )));
        }
    }
    let bounds: Vec<i64> = s.bounds.iter().map(|&(k, r)| shapes[k][r]).collect();
    let mut offsets = Vec::with_capacity(shapes.len());
    let mut nonlinear = Vec::new();
    for (k, (map, shape)) in s.maps.iter().zip(shapes).enumerate() {
        if map.results.len() != shape.len() {
            return Err(TrapKind::Tensor(format!(
                "{}: operand #{k} has rank {}, its indexing map {}",
                s.name,
                shape.len(),
                map.results.len()
            )));
        }
        let st = strides(shape);
        let mut base = 0i64;
        let mut step = vec![0i64; s.loops];
        for (r, e) in &map.nonlinear {
            nonlinear.push(NonLinear {
                operand: k,
                result: *r,
                expr: e.clone(),
                stride: st[*r],
                size: shape[*r],
            });
        }
        for (r, (coefs, c)) in map.results.iter().enumerate() {
            if map.nonlinear.iter().any(|(n, _)| *n == r) {
                continue;
            }
            // The range of this result over the iteration space.
            let (mut lo, mut hi) = (*c, *c);
            for (d, &a) in coefs.iter().enumerate() {
                let span = a.saturating_mul(bounds[d] - 1);
                if span < 0 {
                    lo = lo.saturating_add(span);
                } else {
                    hi = hi.saturating_add(span);
                }
            }
            let empty = bounds.contains(&0);
            if let Some(d) = map.pure_dim(r) {
                if bounds[d] != shape[r] {
                    return Err(TrapKind::Tensor(format!(
                        "{}: dimension {r} of operand #{k} is {}, but loop {d} runs {} times \
                         (mismatched shapes)",
                        s.name, shape[r], bounds[d]
                    )));
                }
            } else if !empty && (lo < 0 || hi >= shape[r]) {
                return Err(TrapKind::Tensor(format!(
                    "{}: operand #{k} is read at [{lo}, {hi}] in dimension {r} of size {} \
                     (out of bounds)",
                    s.name, shape[r]
                )));
            }
            base += c * st[r];
            for (d, &a) in coefs.iter().enumerate() {
                step[d] += a * st[r];
            }
        }
        offsets.push((base, step));
    }
    Ok(Plan {
        bounds,
        offsets,
        nonlinear,
    })
}

/// `linalg.softmax`: f32 rows (the innermost dimension) on the kernel;
/// anything else computed in f64 per line and rounded to the element type.
fn softmax(src: &BufferView, out: &mut BufferView, dim: usize, threads: usize) {
    let n = src.num_elements();
    if n == 0 {
        return;
    }
    let len = src.shape[dim] as usize;
    if src.elem == ElementType::F32 && dim + 1 == src.shape.len() {
        // SAFETY: f32 is valid for every bit pattern; `align_to` returns
        // only the aligned middle part, checked to be all of the buffer.
        let (p1, x, s1) = unsafe { src.data.align_to::<f32>() };
        // SAFETY: as above.
        let (p2, o, s2) = unsafe { out.data.align_to_mut::<f32>() };
        if p1.is_empty() && s1.is_empty() && p2.is_empty() && s2.is_empty() {
            sigil_kernels::softmax_rows_f32(x, o, len, threads);
            return;
        }
    }
    let inner: usize = src.shape[dim + 1..].iter().product::<i64>() as usize;
    let ty = match src.elem {
        ElementType::F16 => crate::bytecode::FTy::F16,
        ElementType::BF16 => crate::bytecode::FTy::BF16,
        ElementType::F64 => crate::bytecode::FTy::F64,
        ElementType::Small(t) => t,
        _ => crate::bytecode::FTy::F32,
    };
    let mut line = vec![0f64; len];
    for outer in 0..n / (len * inner) {
        for i in 0..inner {
            let at = |k: usize| (outer * len + k) * inner + i;
            for (k, v) in line.iter_mut().enumerate() {
                *v = crate::numeric::to_f64(ty, read_elem(src.elem, &src.data, at(k)));
            }
            let m = line.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            let sum: f64 = line.iter().map(|v| (v - m).exp()).sum();
            for (k, v) in line.iter().enumerate() {
                let r = crate::numeric::from_f64(ty, (v - m).exp() / sum);
                write_elem(out.elem, &mut out.data, at(k), r);
            }
        }
    }
}

/// `linalg.pack` / `linalg.unpack`, element by element.
fn run_pack(
    p: &Pack,
    regs: &[u64],
    refs: &mut [Option<Ref>],
    limit: usize,
) -> Result<(), TrapKind> {
    let what = if p.unpack {
        "linalg.unpack"
    } else {
        "linalg.pack"
    };
    let src = buffer(refs, p.s)?.clone();
    let dest_shape = buffer(refs, p.dest)?.shape.clone();
    let tiles = dims(regs, &p.tiles);
    if tiles.iter().any(|&t| t <= 0) {
        return Err(TrapKind::Tensor(format!(
            "{what}: a tile size is not positive: {tiles:?}"
        )));
    }
    // The unpacked (plain) shape and the packed one.
    let (plain, packed) = if p.unpack {
        (&dest_shape, &src.shape)
    } else {
        (&src.shape, &dest_shape)
    };
    let n = plain.len();
    let perm: Vec<usize> = if p.outer_perm.is_empty() {
        (0..n).collect()
    } else {
        p.outer_perm.clone()
    };
    let mut want = vec![0i64; n + tiles.len()];
    for (k, &d) in perm.iter().enumerate() {
        want[k] = match p.inner_pos.iter().position(|&x| x == d) {
            Some(j) => (plain[d] + tiles[j] - 1) / tiles[j],
            None => plain[d],
        };
    }
    want[n..].copy_from_slice(&tiles);
    if *packed != want {
        return Err(TrapKind::Tensor(format!(
            "{what}: the packed tensor has shape {packed:?}, but the tiles make it {want:?}"
        )));
    }
    let mut out = alloc_uninit(src.elem, dest_shape.clone(), limit)?;
    // Elements are copied as bytes (a complex one is two floats); the
    // padding value's bytes from its slot (two slots for a complex).
    let esz = src.elem.size();
    let pad = p.pad.map(|s| {
        let mut one = [0u8; 16];
        store_elem(src.elem, &mut one, 0, regs, s as usize);
        one
    });
    let plst = strides(plain);
    // Walk the packed index space; each packed element maps to one plain
    // element, or to padding past the plain tensor's end.
    let total = element_count(packed)?;
    let mut idx = vec![0i64; packed.len()];
    for lin in 0..total {
        let mut plain_off = 0i64;
        let mut inside = true;
        for (k, &d) in perm.iter().enumerate() {
            let mut x = idx[k];
            if let Some(j) = p.inner_pos.iter().position(|&y| y == d) {
                x = x * tiles[j] + idx[n + j];
            }
            if x >= plain[d] {
                inside = false;
            }
            plain_off += x * plst[d];
        }
        let (packed_off, plain_off) = (lin * esz, plain_off as usize * esz);
        if p.unpack {
            if inside {
                out.data[plain_off..plain_off + esz]
                    .copy_from_slice(&src.data[packed_off..packed_off + esz]);
            }
        } else {
            let v: &[u8] = if inside {
                &src.data[plain_off..plain_off + esz]
            } else {
                &pad.as_ref().ok_or_else(|| {
                    TrapKind::Tensor(format!(
                        "{what}: the tiles do not divide the source and there is no padding value"
                    ))
                })?[..esz]
            };
            out.data[packed_off..packed_off + esz].copy_from_slice(v);
        }
        for k in (0..packed.len()).rev() {
            idx[k] += 1;
            if idx[k] < packed[k] {
                break;
            }
            idx[k] = 0;
        }
    }
    refs[p.d as usize] = Some(Ref::Buffer(Rc::new(out)));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every element's offset, one at a time: what the runs must cover.
    fn offsets_one_by_one(shape: &[i64], off: &[i64], sz: &[i64], st: &[i64]) -> Vec<usize> {
        let strides = strides(shape);
        let total: i64 = sz.iter().product();
        (0..total)
            .map(|mut lin| {
                let mut o = 0;
                for k in (0..shape.len()).rev() {
                    let i = lin % sz[k];
                    lin /= sz[k];
                    o += (off[k] + i * st[k]) * strides[k];
                }
                o as usize
            })
            .collect()
    }

    #[test]
    fn slice_runs_cover_the_slice_in_order() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |n: i64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as i64
        };
        for _ in 0..3000 {
            let rank = next(5) as usize;
            let shape: Vec<i64> = (0..rank).map(|_| 1 + next(5)).collect();
            let (mut off, mut sz, mut st) = (vec![], vec![], vec![]);
            for &n in &shape {
                let s = 1 + next(3) * next(2);
                let o = next(n);
                // Elements that fit from `o` with stride `s`, sometimes all.
                let fit = (n - 1 - o) / s + 1;
                let z = if next(3) == 0 { 0 } else { 1 + next(fit) };
                off.push(o);
                sz.push(z);
                st.push(s);
            }
            let mut got = Vec::new();
            for_each_slice_run(&shape, &off, &sz, &st, |o, n| got.extend(o..o + n));
            let want = if sz.contains(&0) {
                Vec::new()
            } else {
                offsets_one_by_one(&shape, &off, &sz, &st)
            };
            assert_eq!(
                got, want,
                "shape {shape:?} off {off:?} sizes {sz:?} strides {st:?}"
            );
        }
    }
}
