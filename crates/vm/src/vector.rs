//! The `vector` dialect's ops at run time.
//!
//! A vector value is held as a buffer view, like a small tensor: its shape
//! is static, so most of what an op does to it is decided when the op is
//! compiled. Ops that only move elements (broadcast, transpose, shuffle,
//! strided slices, interleave, static extracts and inserts of
//! sub-vectors) are a table made then, one source element per result
//! element ([`VecOp::Pick`]); reductions, contractions and scans walk
//! their operands with steps computed then. Memory ops ([`Transfer`],
//! [`Indexed`]) check every index they touch: where MLIR pads (a transfer
//! dimension that may be out of bounds) or skips (a masked-off lane), so
//! does the VM; where MLIR leaves the access undefined (out of bounds
//! anywhere else), the VM traps naming the op.
//!
//! Elements are combined in MLIR's order (the order of its lowering to
//! LLVM): a reduction from its accumulator (+0.0 for a float sum without
//! one) through the elements in row-major order, so float sums round as
//! MLIR's do. Where MLIR 22's lowering defines an odd result, the VM gives
//! it too: an inclusive `vector.scan` does not read its initial value, and
//! the accumulated value of a scan is the last element of its result.

use std::rc::Rc;

use crate::bytecode::{FBinOp, FTy, R, S};
use crate::error::TrapKind;
use crate::numeric;
use crate::tensor::{alloc_uninit, buffer, read_elem, write_elem};
use crate::value::{sext, BufferView, ElementType, MemRefView, Ref};

/// A combining kind (`#vector.kind<..>`), in MLIR's case order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Add,
    Mul,
    MinUI,
    MinSI,
    MinNumF,
    MaxUI,
    MaxSI,
    MaxNumF,
    And,
    Or,
    Xor,
    MinimumF,
    MaximumF,
}

impl Kind {
    /// Every kind, in `#vector.kind`'s case order.
    pub const ALL: [Kind; 13] = [
        Kind::Add,
        Kind::Mul,
        Kind::MinUI,
        Kind::MinSI,
        Kind::MinNumF,
        Kind::MaxUI,
        Kind::MaxSI,
        Kind::MaxNumF,
        Kind::And,
        Kind::Or,
        Kind::Xor,
        Kind::MinimumF,
        Kind::MaximumF,
    ];

    /// `a (kind) b` on elements of type `e` (slot bits: integers
    /// sign-extended, `i1` as 0/-1).
    pub fn combine(self, e: ElementType, a: u64, b: u64) -> u64 {
        if let Some(t) = fty(e) {
            let op = match self {
                Kind::Add => FBinOp::Add,
                Kind::Mul => FBinOp::Mul,
                Kind::MinNumF => FBinOp::MinNum,
                Kind::MaxNumF => FBinOp::MaxNum,
                Kind::MinimumF => FBinOp::Minimum,
                Kind::MaximumF => FBinOp::Maximum,
                // The verifier allows only float kinds on floats.
                _ => return a,
            };
            return numeric::fbin(t, op, a, b);
        }
        let w = int_width(e);
        let mask = if w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
        let r = match self {
            Kind::Add => a.wrapping_add(b),
            Kind::Mul => a.wrapping_mul(b),
            Kind::MinSI => (a as i64).min(b as i64) as u64,
            Kind::MaxSI => (a as i64).max(b as i64) as u64,
            Kind::MinUI => {
                if a & mask <= b & mask {
                    a
                } else {
                    b
                }
            }
            Kind::MaxUI => {
                if a & mask >= b & mask {
                    a
                } else {
                    b
                }
            }
            Kind::And => a & b,
            Kind::Or => a | b,
            Kind::Xor => a ^ b,
            _ => a,
        };
        sext(r, w)
    }
}

/// The float type of an element type, if it is a float.
pub fn fty(e: ElementType) -> Option<FTy> {
    Some(match e {
        ElementType::F16 => FTy::F16,
        ElementType::BF16 => FTy::BF16,
        ElementType::F32 => FTy::F32,
        ElementType::F64 => FTy::F64,
        ElementType::Small(t) => t,
        _ => return None,
    })
}

fn int_width(e: ElementType) -> u32 {
    match e {
        ElementType::Bool => 1,
        ElementType::Int(w) | ElementType::SInt(w) | ElementType::UInt(w) => w as u32,
        _ => 64,
    }
}

/// Where an operand or result that may be a vector or a scalar lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Vec(R),
    Scalar(S),
}

/// A vector op of a function's side table.
#[derive(Clone, Debug)]
pub enum VecOp {
    /// Result element `i` is element `table[i].1` of source `table[i].0`
    /// (`u32::MAX` as the source: zero, for a poison lane).
    Pick {
        d: R,
        srcs: Vec<R>,
        table: Rc<[(u32, u32)]>,
        elem: ElementType,
        shape: Vec<i64>,
    },
    /// `vector.reduction`: the elements (those `mask` keeps) combined in
    /// order, from the accumulator when there is one.
    Reduce {
        d: S,
        s: R,
        acc: Option<S>,
        mask: Option<R>,
        kind: Kind,
        elem: ElementType,
    },
    /// `vector.multi_reduction`: source element `i` combined into result
    /// element `out[i]`, the result starting as the accumulator.
    MultiReduce {
        d: Place,
        s: R,
        acc: Place,
        mask: Option<R>,
        out: Rc<[u32]>,
        out_shape: Vec<i64>,
        kind: Kind,
        elem: ElementType,
    },
    /// `vector.contract` and `vector.outerproduct`.
    Contract(Box<Contract>),
    /// `vector.scan` along `dim`, as MLIR lowers it (an inclusive scan
    /// does not read the initial value).
    Scan {
        d: R,
        dacc: Place,
        s: R,
        init: Place,
        kind: Kind,
        elem: ElementType,
        dim: usize,
        inclusive: bool,
    },
    /// `vector.create_mask`: lanes below every bound set.
    CreateMask {
        d: R,
        bounds: Vec<S>,
        shape: Vec<i64>,
    },
    /// `vector.bitcast`: the same bytes as elements of another type.
    Bitcast {
        d: R,
        s: R,
        elem: ElementType,
        shape: Vec<i64>,
    },
    /// Transfers, loads and stores between vectors and memrefs or tensors.
    Transfer(Box<Transfer>),
    /// Gathers, scatters, expanding loads and compressing stores.
    Indexed(Box<Indexed>),
}

/// A contraction: for every point of the loops (row-major), `acc[o] =
/// acc[o] (kind) lhs[l] * rhs[r]`, each offset a sum of per-loop steps.
#[derive(Clone, Debug)]
pub struct Contract {
    pub d: Place,
    pub lhs: Place,
    pub rhs: Place,
    /// The accumulator; without one (an outer product), the result is the
    /// product.
    pub acc: Option<Place>,
    pub mask: Option<R>,
    pub kind: Kind,
    /// `a * b + acc` rounded once (an outer product's `add`, lowered by
    /// MLIR to `vector.fma`).
    pub fused: bool,
    pub elem: ElementType,
    pub lhs_elem: ElementType,
    pub rhs_elem: ElementType,
    pub bounds: Vec<i64>,
    /// Per loop, the element step of lhs, rhs, the accumulator/result and
    /// the mask.
    pub steps: Vec<[i64; 4]>,
    pub out_shape: Vec<i64>,
}

/// A transfer between a vector and a memref or tensor.
#[derive(Clone, Debug)]
pub struct Transfer {
    pub what: &'static str,
    pub write: bool,
    /// The vector read (the result) or written.
    pub v: R,
    pub base: R,
    /// The new tensor a write to a tensor makes.
    pub result: Option<R>,
    pub idx: Vec<S>,
    /// The padding for lanes out of bounds or masked off (reads).
    pub pad: Option<S>,
    /// The vector whose lanes masked-off lanes take (a masked load).
    pub pass: Option<R>,
    pub mask: Option<R>,
    /// Per vector dimension: the base dimension it walks (`None`: a
    /// broadcast dimension).
    pub dims: Vec<Option<usize>>,
    /// Per vector dimension: whether MLIR may assume it in bounds (an
    /// access out of bounds there traps; elsewhere it pads or is skipped).
    pub in_bounds: Vec<bool>,
    /// Per mask dimension, the vector dimension it follows.
    pub mask_dims: Vec<usize>,
    pub shape: Vec<i64>,
    pub elem: ElementType,
}

/// How an [`Indexed`] op walks memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IndexedKind {
    Gather,
    Scatter,
    ExpandLoad,
    CompressStore,
}

/// A gather, scatter, expanding load or compressing store: lanes address
/// the base's elements in row-major order from `offsets`, by an index
/// vector (gather, scatter) or consecutively over the lanes the mask keeps.
#[derive(Clone, Debug)]
pub struct Indexed {
    pub kind: IndexedKind,
    pub what: &'static str,
    pub base: R,
    pub offsets: Vec<S>,
    pub indices: Option<R>,
    pub mask: R,
    /// The pass-through vector (loads) or the values stored.
    pub v: R,
    /// The loaded vector, or the new tensor of a scatter into a tensor.
    pub d: Option<R>,
    pub elem: ElementType,
    pub shape: Vec<i64>,
}

fn bad(m: String) -> TrapKind {
    TrapKind::Tensor(m)
}

fn count(shape: &[i64]) -> usize {
    shape.iter().map(|&d| d.max(0) as usize).product()
}

/// An operand looked up once, before a loop reads its elements.
enum Src {
    Buf(Rc<BufferView>),
    Scalar(u64),
}

impl Src {
    fn of(regs: &[u64], refs: &[Option<Ref>], p: Place) -> Result<Src, TrapKind> {
        Ok(match p {
            Place::Scalar(s) => Src::Scalar(regs[s as usize]),
            Place::Vec(r) => Src::Buf(buffer(refs, r)?.clone()),
        })
    }

    fn at(&self, e: ElementType, i: usize) -> u64 {
        match self {
            Src::Buf(b) => read_elem(e, &b.data, i),
            Src::Scalar(x) => *x,
        }
    }
}

/// A mask looked up once: whether lane `i` is on (every lane without one).
struct Lanes(Option<Rc<BufferView>>);

impl Lanes {
    fn of(refs: &[Option<Ref>], mask: Option<R>) -> Result<Lanes, TrapKind> {
        Ok(Lanes(match mask {
            Some(m) => Some(buffer(refs, m)?.clone()),
            None => None,
        }))
    }

    fn on(&self, i: usize) -> bool {
        self.0.as_ref().is_none_or(|m| m.data[i] != 0)
    }
}

/// Runs a vector op.
pub fn run(
    op: &VecOp,
    regs: &mut [u64],
    refs: &mut [Option<Ref>],
    limit: usize,
) -> Result<(), TrapKind> {
    match op {
        VecOp::Pick {
            d,
            srcs,
            table,
            elem,
            shape,
        } => {
            let mut out = alloc_uninit(*elem, shape.clone(), limit)?;
            let bufs: Vec<Rc<BufferView>> = srcs
                .iter()
                .map(|&r| buffer(refs, r).cloned())
                .collect::<Result<_, _>>()?;
            let n = elem.size();
            for (i, &(s, j)) in table.iter().enumerate() {
                let to = &mut out.data[i * n..(i + 1) * n];
                match bufs.get(s as usize) {
                    Some(b) => to.copy_from_slice(&b.data[j as usize * n..(j as usize + 1) * n]),
                    None => to.fill(0),
                }
            }
            refs[*d as usize] = Some(Ref::Buffer(Rc::new(out)));
        }
        VecOp::Reduce {
            d,
            s,
            acc,
            mask,
            kind,
            elem,
        } => {
            let b = buffer(refs, *s)?;
            let lanes = Lanes::of(refs, *mask)?;
            let mut r: Option<u64> = acc.map(|a| regs[a as usize]);
            for i in 0..count(&b.shape) {
                if !lanes.on(i) {
                    continue;
                }
                let x = read_elem(*elem, &b.data, i);
                r = Some(match r {
                    None => x,
                    Some(a) => kind.combine(*elem, a, x),
                });
            }
            // Every lane masked off and no accumulator: the kind's neutral
            // element.
            regs[*d as usize] = r.unwrap_or_else(|| neutral(*kind, *elem));
        }
        VecOp::MultiReduce {
            d,
            s,
            acc,
            mask,
            out,
            out_shape,
            kind,
            elem,
        } => {
            let src = buffer(refs, *s)?.clone();
            let acc = Src::of(regs, refs, *acc)?;
            let mut vals: Vec<u64> = (0..count(out_shape).max(1))
                .map(|i| acc.at(*elem, i))
                .collect();
            let lanes = Lanes::of(refs, *mask)?;
            for (i, &o) in out.iter().enumerate() {
                if !lanes.on(i) {
                    continue;
                }
                let x = read_elem(*elem, &src.data, i);
                vals[o as usize] = kind.combine(*elem, vals[o as usize], x);
            }
            put(regs, refs, *d, *elem, out_shape, &vals, limit)?;
        }
        VecOp::Contract(c) => contract(c, regs, refs, limit)?,
        VecOp::Scan {
            d,
            dacc,
            s,
            init,
            kind,
            elem,
            dim,
            inclusive,
        } => {
            let src = buffer(refs, *s)?.clone();
            let shape = &src.shape;
            let n = shape[*dim] as usize;
            let inner: usize = count(&shape[dim + 1..]);
            let outer: usize = count(&shape[..*dim]);
            let mut out = alloc_uninit(*elem, shape.clone(), limit)?;
            let mut last = Vec::with_capacity(outer * inner);
            let init = Src::of(regs, refs, *init)?;
            for o in 0..outer {
                for k in 0..inner {
                    let at = |i: usize| (o * n + i) * inner + k;
                    let mut prev_out = 0u64;
                    let mut prev_in = 0u64;
                    for i in 0..n {
                        let x = read_elem(*elem, &src.data, at(i));
                        let y = if i == 0 {
                            if *inclusive {
                                x
                            } else {
                                init.at(*elem, o * inner + k)
                            }
                        } else {
                            kind.combine(*elem, prev_out, if *inclusive { x } else { prev_in })
                        };
                        write_elem(*elem, &mut out.data, at(i), y);
                        prev_out = y;
                        prev_in = x;
                    }
                    // The accumulated value is the last element of the
                    // result, in both modes (an exclusive scan's leaves the
                    // last source element out).
                    last.push(prev_out);
                }
            }
            refs[*d as usize] = Some(Ref::Buffer(Rc::new(out)));
            let mut ashape = shape.clone();
            ashape.remove(*dim);
            put(regs, refs, *dacc, *elem, &ashape, &last, limit)?;
        }
        VecOp::CreateMask { d, bounds, shape } => {
            let mut out = alloc_uninit(ElementType::Bool, shape.clone(), limit)?;
            let bs: Vec<i64> = bounds.iter().map(|&s| regs[s as usize] as i64).collect();
            let mut idx = vec![0i64; shape.len()];
            for i in 0..count(shape) {
                out.data[i] = idx.iter().zip(&bs).all(|(&x, &b)| x < b) as u8;
                step(&mut idx, shape);
            }
            refs[*d as usize] = Some(Ref::Buffer(Rc::new(out)));
        }
        VecOp::Bitcast { d, s, elem, shape } => {
            let src = buffer(refs, *s)?;
            let mut out = alloc_uninit(*elem, shape.clone(), limit)?;
            match (src.elem, *elem) {
                (ElementType::Bool, ElementType::Bool) => out.data.copy_from_slice(&src.data),
                // `i1` lanes are bits, lane 0 the lowest (as LLVM packs them).
                (ElementType::Bool, _) => {
                    out.data.fill(0);
                    for (i, &b) in src.data.iter().enumerate() {
                        out.data[i / 8] |= (b & 1) << (i % 8);
                    }
                }
                (_, ElementType::Bool) => {
                    for i in 0..out.data.len() {
                        out.data[i] = (src.data[i / 8] >> (i % 8)) & 1;
                    }
                }
                _ => out.data.copy_from_slice(&src.data),
            }
            refs[*d as usize] = Some(Ref::Buffer(Rc::new(out)));
        }
        VecOp::Transfer(t) => transfer(t, regs, refs, limit)?,
        VecOp::Indexed(x) => indexed(x, regs, refs, limit)?,
    }
    Ok(())
}

/// The element a reduction of no lanes gives: the kind's identity.
fn neutral(kind: Kind, e: ElementType) -> u64 {
    if let Some(t) = fty(e) {
        let v = match kind {
            Kind::Add => -0.0,
            Kind::Mul => 1.0,
            Kind::MinNumF | Kind::MinimumF => f64::INFINITY,
            _ => f64::NEG_INFINITY,
        };
        return numeric::from_f64(t, v);
    }
    let w = int_width(e);
    let r = match kind {
        Kind::Mul => 1,
        Kind::And | Kind::MinUI => u64::MAX,
        Kind::MinSI => (1u64 << (w - 1)) - 1,
        Kind::MaxSI => 1u64 << (w - 1),
        _ => 0,
    };
    sext(r, w)
}

/// Stores `vals` as the result at `d`: a scalar, or a new vector.
fn put(
    regs: &mut [u64],
    refs: &mut [Option<Ref>],
    d: Place,
    elem: ElementType,
    shape: &[i64],
    vals: &[u64],
    limit: usize,
) -> Result<(), TrapKind> {
    match d {
        Place::Scalar(s) => regs[s as usize] = vals[0],
        Place::Vec(r) => {
            let mut out = alloc_uninit(elem, shape.to_vec(), limit)?;
            for (i, &v) in vals.iter().enumerate() {
                write_elem(elem, &mut out.data, i, v);
            }
            refs[r as usize] = Some(Ref::Buffer(Rc::new(out)));
        }
    }
    Ok(())
}

/// The next index of `shape` in row-major order.
fn step(idx: &mut [i64], shape: &[i64]) {
    for k in (0..idx.len()).rev() {
        idx[k] += 1;
        if idx[k] < shape[k] {
            return;
        }
        idx[k] = 0;
    }
}

/// Converts an element of `from` to `to` (a mixed-precision contraction's
/// operands, extended to the accumulator's type).
fn extend(from: ElementType, to: ElementType, x: u64) -> u64 {
    match (fty(from), fty(to)) {
        (Some(a), Some(b)) if a != b => {
            numeric::fconv(a, b, x, crate::bytecode::Rounding::NearestEven)
        }
        (None, None) => sext(x, int_width(to)),
        _ => x,
    }
}

fn contract(
    c: &Contract,
    regs: &mut [u64],
    refs: &mut [Option<Ref>],
    limit: usize,
) -> Result<(), TrapKind> {
    let e = c.elem;
    let n_out = count(&c.out_shape).max(1);
    let mut out: Vec<u64> = match c.acc {
        Some(a) => {
            let acc = Src::of(regs, refs, a)?;
            (0..n_out).map(|i| acc.at(e, i)).collect()
        }
        None => vec![0; n_out],
    };
    let total = count(&c.bounds);
    let mut idx = vec![0i64; c.bounds.len()];
    let mut off = [0i64; 4];
    let (lhs, rhs) = (Src::of(regs, refs, c.lhs)?, Src::of(regs, refs, c.rhs)?);
    let lanes = Lanes::of(refs, c.mask)?;
    for _ in 0..total {
        if lanes.on(off[3] as usize) {
            let l = extend(c.lhs_elem, e, lhs.at(c.lhs_elem, off[0] as usize));
            let r = extend(c.rhs_elem, e, rhs.at(c.rhs_elem, off[1] as usize));
            let o = off[2] as usize;
            out[o] = match (c.acc, fty(e)) {
                (Some(_), Some(t)) if c.fused && c.kind == Kind::Add => {
                    numeric::fma(t, l, r, out[o])
                }
                _ => {
                    let p = match fty(e) {
                        Some(t) => numeric::fbin(t, FBinOp::Mul, l, r),
                        None => sext(l.wrapping_mul(r), int_width(e)),
                    };
                    if c.acc.is_some() {
                        c.kind.combine(e, out[o], p)
                    } else {
                        p
                    }
                }
            };
        }
        // The next point, row-major, and the operands' offsets with it.
        for k in (0..idx.len()).rev() {
            idx[k] += 1;
            for (o, s) in off.iter_mut().zip(c.steps[k]) {
                *o += s;
            }
            if idx[k] < c.bounds[k] {
                break;
            }
            for (o, s) in off.iter_mut().zip(c.steps[k]) {
                *o -= s * c.bounds[k];
            }
            idx[k] = 0;
        }
    }
    put(regs, refs, c.d, e, &c.out_shape, &out, limit)
}

/// The shape and element access of a transfer's base.
enum Base {
    Mem(Rc<MemRefView>),
    Tensor(Rc<BufferView>),
}

impl Base {
    fn of(refs: &[Option<Ref>], r: R) -> Result<Base, TrapKind> {
        match &refs[r as usize] {
            Some(Ref::MemRef(m)) => Ok(Base::Mem(m.clone())),
            Some(Ref::Buffer(b)) => Ok(Base::Tensor(b.clone())),
            _ => Err(TrapKind::NullReference),
        }
    }

    fn shape(&self) -> &[i64] {
        match self {
            Base::Mem(m) => &m.shape,
            Base::Tensor(b) => &b.shape,
        }
    }

    fn elem(&self) -> ElementType {
        match self {
            Base::Mem(m) => m.elem,
            Base::Tensor(b) => b.elem,
        }
    }

    /// The storage element of an in-bounds index.
    fn at(&self, idx: &[i64]) -> usize {
        match self {
            Base::Mem(m) => m.index(idx) as usize,
            Base::Tensor(b) => {
                let mut off = 0usize;
                for (&i, &n) in idx.iter().zip(&b.shape) {
                    off = off * n as usize + i as usize;
                }
                off
            }
        }
    }

    /// Stores `writes` (storage element, bits): through a memref, or into
    /// a copy of a tensor put in `result`.
    fn write(self, writes: &[(usize, u64)], result: Option<R>, refs: &mut [Option<Ref>]) {
        let e = self.elem();
        match self {
            Base::Mem(m) => {
                let mut st = m.storage.borrow_mut();
                let st = st.get_mut(m.skew..).unwrap_or_default();
                for &(o, x) in writes {
                    write_elem(e, st, o, x);
                }
            }
            Base::Tensor(mut b) => {
                let m = Rc::make_mut(&mut b);
                for &(o, x) in writes {
                    write_elem(e, &mut m.data, o, x);
                }
                if let Some(r) = result {
                    refs[r as usize] = Some(Ref::Buffer(b));
                }
            }
        }
    }

    /// The element at storage index `o`.
    fn read(&self, o: usize) -> u64 {
        match self {
            Base::Mem(m) => {
                let st = m.storage.borrow();
                read_elem(m.elem, st.get(m.skew..).unwrap_or_default(), o)
            }
            Base::Tensor(b) => read_elem(b.elem, &b.data, o),
        }
    }

    fn type_text(&self) -> String {
        let (kind, shape, e) = match self {
            Base::Mem(m) => ("memref", &m.shape, m.elem),
            Base::Tensor(b) => ("tensor", &b.shape, b.elem),
        };
        let mut s = format!("{kind}<");
        for d in shape {
            s.push_str(&format!("{d}x"));
        }
        s.push_str(&e.name());
        s.push('>');
        s
    }
}

fn oob(what: &str, idx: &[i64], base: &Base) -> TrapKind {
    bad(format!(
        "{what}: index [{}] out of bounds of a {}",
        idx.iter()
            .map(|i| i.to_string())
            .collect::<Vec<_>>()
            .join(", "),
        base.type_text()
    ))
}

fn transfer(
    t: &Transfer,
    regs: &mut [u64],
    refs: &mut [Option<Ref>],
    limit: usize,
) -> Result<(), TrapKind> {
    let base = Base::of(refs, t.base)?;
    let shape = base.shape().to_vec();
    let start: Vec<i64> = t.idx.iter().map(|&s| regs[s as usize] as i64).collect();
    if start.len() != shape.len() {
        return Err(bad(format!(
            "{}: {} indices for a {}",
            t.what,
            start.len(),
            base.type_text()
        )));
    }
    let n = count(&t.shape);
    let mask = match t.mask {
        Some(m) => Some(buffer(refs, m)?.clone()),
        None => None,
    };
    let mask_shape: Vec<i64> = t.mask_dims.iter().map(|&k| t.shape[k]).collect();
    // The values read (reads) or to write (writes), lane by lane.
    let src = if t.write {
        Some(buffer(refs, t.v)?.clone())
    } else {
        None
    };
    let pass = match t.pass {
        Some(p) => Some(buffer(refs, p)?.clone()),
        None => None,
    };
    let mut out = if t.write {
        None
    } else {
        Some(alloc_uninit(t.elem, t.shape.clone(), limit)?)
    };
    let mut writes: Vec<(usize, u64)> = Vec::new();
    let mut v = vec![0i64; t.shape.len()];
    let mut at = start.clone();
    for i in 0..n {
        // The lane's mask bit.
        let on = match &mask {
            None => true,
            Some(m) => {
                let mut mi = 0usize;
                for (j, &k) in t.mask_dims.iter().enumerate() {
                    mi = mi * mask_shape[j] as usize + v[k] as usize;
                }
                m.data[mi] != 0
            }
        };
        // The lane's index in the base, and whether it may be read.
        at.copy_from_slice(&start);
        // Out of bounds along a dimension MLIR may not assume in bounds:
        // padded (reads) or skipped (writes); anywhere else: undefined in
        // MLIR, a trap here.
        let mut padded = false;
        let mut undefined = false;
        for (k, dim) in t.dims.iter().enumerate() {
            if let Some(d) = *dim {
                at[d] = at[d].saturating_add(v[k]);
                if at[d] >= shape[d] {
                    if t.in_bounds[k] {
                        undefined = true;
                    } else {
                        padded = true;
                    }
                }
            }
        }
        undefined |= (0..shape.len()).any(|d| at[d] < 0 || (at[d] >= shape[d] && !covered(t, d)));
        if on && undefined {
            return Err(oob(t.what, &at, &base));
        }
        let inside = !padded && !undefined;
        if t.write {
            if on && inside {
                let x = read_elem(t.elem, &src.as_ref().expect("a value").data, i);
                writes.push((base.at(&at), x));
            }
        } else {
            let x = if on && inside {
                base.read(base.at(&at))
            } else if let (false, Some(p)) = (on, &pass) {
                read_elem(t.elem, &p.data, i)
            } else {
                match t.pad {
                    Some(s) => regs[s as usize],
                    None => 0,
                }
            };
            write_elem(t.elem, &mut out.as_mut().expect("a result").data, i, x);
        }
        step(&mut v, &t.shape);
    }
    if let Some(out) = out {
        refs[t.v as usize] = Some(Ref::Buffer(Rc::new(out)));
        return Ok(());
    }
    base.write(&writes, t.result, refs);
    Ok(())
}

/// Whether some vector dimension walks base dimension `d` (its bounds are
/// then checked lane by lane).
fn covered(t: &Transfer, d: usize) -> bool {
    t.dims.contains(&Some(d))
}

fn indexed(
    x: &Indexed,
    regs: &mut [u64],
    refs: &mut [Option<Ref>],
    limit: usize,
) -> Result<(), TrapKind> {
    let base = Base::of(refs, x.base)?;
    let shape = base.shape().to_vec();
    let start: Vec<i64> = x.offsets.iter().map(|&s| regs[s as usize] as i64).collect();
    if start.len() != shape.len() {
        return Err(bad(format!(
            "{}: {} offsets for a {}",
            x.what,
            start.len(),
            base.type_text()
        )));
    }
    // The base's elements in row-major order: the offsets' position, then
    // each lane's by its index or its rank among the kept lanes.
    let numel = count(&shape) as i64;
    let mut first = 0i64;
    for (&i, &n) in start.iter().zip(&shape) {
        first = first.saturating_mul(n).saturating_add(i);
    }
    let mask = buffer(refs, x.mask)?.clone();
    let vals = buffer(refs, x.v)?.clone();
    let indices = match x.indices {
        Some(r) => Some(buffer(refs, r)?.clone()),
        None => None,
    };
    let n = count(&x.shape);
    let loads = matches!(x.kind, IndexedKind::Gather | IndexedKind::ExpandLoad);
    let mut out = if loads {
        Some(alloc_uninit(x.elem, x.shape.clone(), limit)?)
    } else {
        None
    };
    let mut writes = Vec::new();
    let mut kept = 0i64;
    let mut idx = vec![0i64; shape.len()];
    for i in 0..n {
        let on = mask.data[i] != 0;
        let pos = match &indices {
            Some(ix) => first.saturating_add(read_elem(ix.elem, &ix.data, i) as i64),
            None => first.saturating_add(kept),
        };
        if on {
            kept += 1;
            if pos < 0 || pos >= numel {
                return Err(bad(format!(
                    "{}: lane {i} addresses element {pos} of a {} ({} elements)",
                    x.what,
                    base.type_text(),
                    numel
                )));
            }
            let mut p = pos;
            for k in (0..shape.len()).rev() {
                idx[k] = p % shape[k];
                p /= shape[k];
            }
        }
        let o = base.at(&idx);
        if loads {
            let v = if on {
                base.read(o)
            } else {
                read_elem(x.elem, &vals.data, i)
            };
            write_elem(x.elem, &mut out.as_mut().expect("a result").data, i, v);
        } else if on {
            writes.push((o, read_elem(x.elem, &vals.data, i)));
        }
    }
    if let Some(out) = out {
        refs[x.d.expect("a result") as usize] = Some(Ref::Buffer(Rc::new(out)));
        return Ok(());
    }
    base.write(&writes, x.d, refs);
    Ok(())
}
