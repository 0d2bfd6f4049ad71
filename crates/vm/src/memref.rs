//! Memrefs at run time: allocation, views (subview, cast,
//! reinterpret_cast, collapse and expand), loads and stores with bounds
//! checks, copies, and the bufferization ops between tensors and memrefs.
//!
//! A view is checked against its storage when it is made (every element it
//! addresses must lie inside), so an access only checks its indices against
//! the view's sizes. Storage is shared and reference counted: `dealloc` is
//! a no-op and the memory goes with the last view.

use std::cell::RefCell;
use std::rc::Rc;

use crate::bytecode::{R, S};
use crate::error::TrapKind;
use crate::tensor::{alloc, alloc_uninit, buffer, load_elem, store_elem, strides, Dim};
use crate::value::{BufferView, ElementType, MemRefView, Ref};

/// A memref op of a function's side table.
#[derive(Clone, Debug)]
pub enum MemOp {
    /// A memref argument arrives as a buffer view: give it storage.
    FromParam {
        r: R,
    },
    Alloc {
        d: R,
        elem: ElementType,
        shape: Vec<Dim>,
    },
    Load {
        d: S,
        m: R,
        idx: Vec<S>,
    },
    Store {
        m: R,
        v: S,
        idx: Vec<S>,
    },
    Dim {
        d: S,
        m: R,
        i: S,
    },
    Rank {
        d: S,
        m: R,
    },
    View {
        d: R,
        s: R,
        rule: ViewRule,
        what: &'static str,
    },
    Copy {
        s: R,
        t: R,
    },
    ToTensor {
        d: R,
        m: R,
    },
    ToBuffer {
        d: R,
        t: R,
    },
    Materialize {
        s: R,
        t: R,
    },
    MaterializeTensor {
        d: R,
        s: R,
        t: R,
    },
    /// `memref.reshape`: a contiguous source viewed with the sizes held in
    /// the rank-1 memref `shape`, row-major.
    Reshape {
        d: R,
        s: R,
        shape: R,
    },
    /// `memref.realloc`: a new rank-1 memref of `size` elements holding
    /// the source's first elements (the rest zero).
    Realloc {
        d: R,
        s: R,
        size: Dim,
    },
    /// `bufferization.dealloc`: nothing is freed (storage goes with its last
    /// view); each retained memref's updated condition is whether some
    /// memref given with a true condition shares its allocation.
    Dealloc {
        memrefs: Vec<R>,
        conditions: Vec<S>,
        retained: Vec<R>,
        results: Vec<S>,
    },
    /// `memref.extract_strided_metadata`: the base buffer (a rank-0 view
    /// of element 0 of the storage), the offset, sizes and strides.
    Metadata {
        m: R,
        base: R,
        offset: S,
        sizes: Vec<S>,
        strides: Vec<S>,
    },
}

/// How a view op makes its view.
#[derive(Clone, Debug)]
pub enum ViewRule {
    Subview {
        offsets: Vec<Dim>,
        sizes: Vec<Dim>,
        strides: Vec<Dim>,
        keep: Vec<bool>,
    },
    Reinterpret {
        offset: Dim,
        sizes: Vec<Dim>,
        strides: Vec<Dim>,
    },
    /// `memref.cast`: the same view; the result type's static sizes,
    /// offset and strides must hold.
    Cast {
        shape: Vec<Option<i64>>,
        layout: Option<(Option<i64>, Vec<Option<i64>>)>,
    },
    /// `memref.view`: the bytes of a contiguous rank-1 `i8` memref from
    /// `shift` on, as a row-major memref of `elem` with `sizes`.
    Bytes {
        shift: Dim,
        sizes: Vec<Dim>,
        elem: ElementType,
    },
    Collapse(Vec<Vec<usize>>),
    /// `memref.transpose`: result dimension `k` is source dimension
    /// `perm[k]`.
    Transpose(Vec<usize>),
    Expand {
        groups: Vec<Vec<usize>>,
        shape: Vec<Dim>,
    },
}

fn dim(regs: &[u64], d: &Dim) -> i64 {
    match *d {
        Dim::Static(v) => v,
        Dim::Dyn(s) => regs[s as usize] as i64,
    }
}

fn dims(regs: &[u64], ds: &[Dim]) -> Vec<i64> {
    ds.iter().map(|d| dim(regs, d)).collect()
}

fn memref(refs: &[Option<Ref>], r: R) -> Result<&Rc<MemRefView>, TrapKind> {
    match &refs[r as usize] {
        Some(Ref::MemRef(m)) => Ok(m),
        _ => Err(TrapKind::NullReference),
    }
}

fn bad(m: String) -> TrapKind {
    TrapKind::Tensor(m)
}

fn type_text(m: &MemRefView) -> String {
    let mut s = String::from("memref<");
    for d in &m.shape {
        s.push_str(&format!("{d}x"));
    }
    s.push_str(&m.elem.name());
    s.push('>');
    s
}

/// The storage index of `idx` in `m`, or an out-of-bounds error.
fn at(m: &MemRefView, idx: &[i64], what: &str) -> Result<usize, TrapKind> {
    if idx.len() != m.shape.len() {
        return Err(bad(format!(
            "{what}: {} indices for a {}",
            idx.len(),
            type_text(m)
        )));
    }
    for (k, (&i, &n)) in idx.iter().zip(&m.shape).enumerate() {
        if i < 0 || i >= n {
            return Err(bad(format!(
                "{what}: index {i} out of bounds for dimension {k} of size {n} ({})",
                type_text(m)
            )));
        }
    }
    Ok(m.index(idx) as usize)
}

fn view(m: MemRefView, what: &str) -> Result<Rc<MemRefView>, TrapKind> {
    if m.fits() {
        Ok(Rc::new(m))
    } else {
        Err(bad(format!(
            "{what}: the view (offset {}, sizes {:?}, strides {:?}) reaches outside its memref",
            m.offset, m.shape, m.strides
        )))
    }
}

/// The storage's bytes from the view's element 0 on (see
/// [`MemRefView::skew`]).
fn skewed<'a>(st: &'a [u8], m: &MemRefView) -> &'a [u8] {
    st.get(m.skew..).unwrap_or_default()
}

/// Runs a memref op.
pub fn run(
    op: &MemOp,
    regs: &mut [u64],
    refs: &mut [Option<Ref>],
    limit: usize,
) -> Result<(), TrapKind> {
    match op {
        MemOp::FromParam { r } => {
            if let Some(Ref::Buffer(b)) = &refs[*r as usize] {
                let m = MemRefView::from_buffer(b);
                refs[*r as usize] = Some(Ref::MemRef(Rc::new(m)));
            }
        }
        MemOp::Alloc { d, elem, shape } => {
            let b = alloc(*elem, dims(regs, shape), limit)?;
            refs[*d as usize] = Some(Ref::MemRef(Rc::new(MemRefView::from_buffer(&b))));
        }
        MemOp::Load { d, m, idx } => {
            let m = memref(refs, *m)?;
            let idx: Vec<i64> = idx.iter().map(|&s| regs[s as usize] as i64).collect();
            let i = at(m, &idx, "memref.load")?;
            let st = m.storage.borrow();
            load_elem(m.elem, skewed(&st, m), i, regs, *d as usize);
        }
        MemOp::Store { m, v, idx } => {
            let m = memref(refs, *m)?;
            let idx: Vec<i64> = idx.iter().map(|&s| regs[s as usize] as i64).collect();
            let i = at(m, &idx, "memref.store")?;
            let mut st = m.storage.borrow_mut();
            let st = st.get_mut(m.skew..).unwrap_or_default();
            store_elem(m.elem, st, i, regs, *v as usize);
        }
        MemOp::Dim { d, m, i } => {
            let m = memref(refs, *m)?;
            let i = regs[*i as usize] as i64;
            let Some(&n) = usize::try_from(i).ok().and_then(|i| m.shape.get(i)) else {
                return Err(bad(format!(
                    "memref.dim: index {i} out of bounds for a memref of rank {}",
                    m.shape.len()
                )));
            };
            regs[*d as usize] = n as u64;
        }
        MemOp::Rank { d, m } => regs[*d as usize] = memref(refs, *m)?.shape.len() as u64,
        MemOp::Reshape { d, s, shape } => {
            let src = memref(refs, *s)?.clone();
            let sh = memref(refs, *shape)?.clone();
            let n = sh.shape.first().copied().unwrap_or(0);
            let sizes: Vec<i64> = {
                let st = sh.storage.borrow();
                (0..n)
                    .map(|i| {
                        crate::tensor::read_elem(sh.elem, skewed(&st, &sh), sh.index(&[i]) as usize)
                            as i64
                    })
                    .collect()
            };
            let contiguous = src.strides == row_major(&src.shape);
            let count: i64 = src.shape.iter().product();
            if !contiguous || sizes.iter().any(|&d| d < 0) || sizes.iter().product::<i64>() != count
            {
                return Err(bad(format!(
                    "memref.reshape: a {} cannot be viewed with sizes {sizes:?}",
                    type_text(&src)
                )));
            }
            let v = MemRefView {
                storage: Rc::clone(&src.storage),
                elem: src.elem,
                offset: src.offset,
                strides: row_major(&sizes),
                shape: sizes,
                skew: src.skew,
            };
            refs[*d as usize] = Some(Ref::MemRef(view(v, "memref.reshape")?));
        }
        MemOp::Realloc { d, s, size } => {
            let src = memref(refs, *s)?.clone();
            let n = dim(regs, size);
            let b = alloc(src.elem, vec![n], limit)?;
            let out = MemRefView::from_buffer(&b);
            let keep = n.min(src.shape.first().copied().unwrap_or(0)).max(0);
            {
                let from = src.storage.borrow();
                let mut to = out.storage.borrow_mut();
                let mut one = [0u64; 2];
                for i in 0..keep {
                    let at = src.index(&[i]) as usize;
                    load_elem(src.elem, skewed(&from, &src), at, &mut one, 0);
                    store_elem(src.elem, &mut to, i as usize, &one, 0);
                }
            }
            refs[*d as usize] = Some(Ref::MemRef(Rc::new(out)));
        }
        MemOp::Dealloc {
            memrefs,
            conditions,
            retained,
            results,
        } => {
            for (&r, &d) in retained.iter().zip(results) {
                let kept = memref(refs, r)?;
                let mut owned = false;
                for (&m, &c) in memrefs.iter().zip(conditions) {
                    owned |= regs[c as usize] & 1 != 0
                        && Rc::ptr_eq(&memref(refs, m)?.storage, &kept.storage);
                }
                regs[d as usize] = crate::numeric::bool_slot(owned);
            }
        }
        MemOp::Metadata {
            m,
            base,
            offset,
            sizes,
            strides,
        } => {
            let src = memref(refs, *m)?.clone();
            regs[*offset as usize] = src.offset as u64;
            for (s, &n) in sizes.iter().zip(&src.shape) {
                regs[*s as usize] = n as u64;
            }
            for (s, &n) in strides.iter().zip(&src.strides) {
                regs[*s as usize] = n as u64;
            }
            let b = MemRefView {
                storage: Rc::clone(&src.storage),
                elem: src.elem,
                offset: 0,
                shape: Vec::new(),
                strides: Vec::new(),
                skew: src.skew,
            };
            refs[*base as usize] = Some(Ref::MemRef(Rc::new(b)));
        }
        MemOp::View { d, s, rule, what } => {
            let src = memref(refs, *s)?.clone();
            let v = make_view(&src, rule, regs, what)?;
            refs[*d as usize] = Some(Ref::MemRef(v));
        }
        MemOp::Copy { s, t } => {
            let (src, dst) = (memref(refs, *s)?.clone(), memref(refs, *t)?.clone());
            if src.shape != dst.shape {
                return Err(bad(format!(
                    "memref.copy: a {} into a {}",
                    type_text(&src),
                    type_text(&dst)
                )));
            }
            let data = src.to_buffer();
            write_buffer(&dst, &data);
        }
        MemOp::ToTensor { d, m } => {
            let m = memref(refs, *m)?;
            refs[*d as usize] = Some(Ref::Buffer(Rc::new(m.to_buffer())));
        }
        MemOp::ToBuffer { d, t } => {
            let b = buffer(refs, *t)?;
            refs[*d as usize] = Some(Ref::MemRef(Rc::new(MemRefView::from_buffer(b))));
        }
        MemOp::Materialize { s, t } => {
            let src = buffer(refs, *s)?.clone();
            let dst = memref(refs, *t)?.clone();
            if src.shape != dst.shape {
                return Err(bad(format!(
                    "bufferization.materialize_in_destination: a tensor<{}> into a {}",
                    src.type_text(),
                    type_text(&dst)
                )));
            }
            write_buffer(&dst, &src);
        }
        MemOp::MaterializeTensor { d, s, t } => {
            let src = buffer(refs, *s)?.clone();
            let dst = buffer(refs, *t)?;
            if src.shape != dst.shape {
                return Err(bad(format!(
                    "bufferization.materialize_in_destination: a tensor<{}> into a tensor<{}>",
                    src.type_text(),
                    dst.type_text()
                )));
            }
            let mut out = alloc_uninit(src.elem, src.shape.clone(), limit)?;
            out.data.copy_from_slice(&src.data);
            refs[*d as usize] = Some(Ref::Buffer(Rc::new(out)));
        }
    }
    Ok(())
}

/// Writes the packed elements of `b` through the view `m`.
pub(crate) fn write_buffer(m: &MemRefView, b: &BufferView) {
    let esz = m.elem.size();
    let mut st = m.storage.borrow_mut();
    let st = st.get_mut(m.skew..).unwrap_or_default();
    let mut k = 0usize;
    m.for_each_index(|i| {
        st[i * esz..(i + 1) * esz].copy_from_slice(&b.data[k * esz..(k + 1) * esz]);
        k += 1;
    });
}

fn make_view(
    src: &Rc<MemRefView>,
    rule: &ViewRule,
    regs: &[u64],
    what: &str,
) -> Result<Rc<MemRefView>, TrapKind> {
    let with = |offset: i64, shape: Vec<i64>, strides: Vec<i64>| MemRefView {
        storage: Rc::clone(&src.storage),
        elem: src.elem,
        offset,
        shape,
        strides,
        skew: src.skew,
    };
    match rule {
        ViewRule::Subview {
            offsets,
            sizes,
            strides: st,
            keep,
        } => {
            let (off, sz, stv) = (dims(regs, offsets), dims(regs, sizes), dims(regs, st));
            if [off.len(), sz.len(), stv.len()] != [src.shape.len(); 3] {
                return Err(bad(format!(
                    "{what}: a slice of rank {} of a {}",
                    sz.len(),
                    type_text(src)
                )));
            }
            for k in 0..sz.len() {
                let last = off[k] + (sz[k] - 1).max(0) * stv[k];
                if sz[k] < 0
                    || (sz[k] > 0
                        && (off[k] < 0
                            || last < 0
                            || off[k] >= src.shape[k]
                            || last >= src.shape[k]))
                {
                    return Err(bad(format!(
                        "{what}: the slice (offset {}, size {}, stride {}) runs out of dimension {k} of size {}",
                        off[k], sz[k], stv[k], src.shape[k]
                    )));
                }
            }
            let offset = src.offset + (0..sz.len()).map(|k| off[k] * src.strides[k]).sum::<i64>();
            let (mut shape, mut strides) = (Vec::new(), Vec::new());
            for k in 0..sz.len() {
                if keep.get(k).copied().unwrap_or(true) {
                    shape.push(sz[k]);
                    strides.push(stv[k] * src.strides[k]);
                }
            }
            view(with(offset, shape, strides), what)
        }
        ViewRule::Reinterpret {
            offset,
            sizes,
            strides: st,
        } => view(
            with(dim(regs, offset), dims(regs, sizes), dims(regs, st)),
            what,
        ),
        ViewRule::Cast { shape, layout } => {
            let ok = shape.len() == src.shape.len()
                && shape
                    .iter()
                    .zip(&src.shape)
                    .all(|(w, &h)| w.is_none_or(|w| w == h))
                && layout.as_ref().is_none_or(|(o, s)| {
                    o.is_none_or(|o| o == src.offset)
                        && s.len() == src.strides.len()
                        && s.iter()
                            .zip(&src.strides)
                            .all(|(w, &h)| w.is_none_or(|w| w == h))
                });
            if !ok {
                return Err(bad(format!(
                    "{what}: a {} does not have the type cast to",
                    type_text(src)
                )));
            }
            Ok(Rc::clone(src))
        }
        ViewRule::Bytes { shift, sizes, elem } => {
            let (shift, sizes) = (dim(regs, shift), dims(regs, sizes));
            if src.elem != ElementType::Int(8)
                || src.shape.len() != 1
                || (src.shape[0] > 1 && src.strides[0] != 1)
            {
                return Err(bad(format!(
                    "{what}: the source is a {}, not a contiguous rank-1 memref of i8",
                    type_text(src)
                )));
            }
            if let Some(&n) = sizes.iter().find(|&&n| n < 0) {
                return Err(bad(format!("{what}: negative size {n}")));
            }
            let esz = elem.size() as i64;
            let bytes = crate::tensor::element_count(&sizes)
                .ok()
                .and_then(|n| i64::try_from(n).ok())
                .and_then(|n| n.checked_mul(esz))
                .ok_or_else(|| bad(format!("{what}: the sizes {sizes:?} are too large")))?;
            let end = shift.checked_add(bytes);
            if shift < 0 || end.is_none_or(|e| e > src.shape[0]) {
                return Err(bad(format!(
                    "{what}: {bytes} bytes from byte {shift} run out of a {}",
                    type_text(src)
                )));
            }
            // A shift that is not a multiple of the element's size is
            // allowed (MLIR's lowering offsets the pointer by bytes, aligned
            // or not): the view is skewed by the remainder.
            let start = src.offset + shift;
            Ok(Rc::new(MemRefView {
                storage: Rc::clone(&src.storage),
                elem: *elem,
                offset: start / esz,
                strides: strides(&sizes),
                shape: sizes,
                skew: (start % esz) as usize,
            }))
        }
        ViewRule::Transpose(perm) => {
            if perm.len() != src.shape.len() {
                return Err(bad(format!(
                    "{what}: a permutation of rank {} of a {}",
                    perm.len(),
                    type_text(src)
                )));
            }
            let shape = perm.iter().map(|&k| src.shape[k]).collect();
            let strides = perm.iter().map(|&k| src.strides[k]).collect();
            view(with(src.offset, shape, strides), what)
        }
        // No groups: every (unit) dimension collapses into rank 0.
        ViewRule::Collapse(groups) if groups.is_empty() && src.shape.iter().all(|&d| d == 1) => {
            view(with(src.offset, Vec::new(), Vec::new()), what)
        }
        ViewRule::Collapse(groups) => {
            if groups.iter().flatten().count() != src.shape.len() {
                return Err(bad(format!(
                    "{what}: the reassociation does not fit a {}",
                    type_text(src)
                )));
            }
            let (mut shape, mut strides_out) = (Vec::new(), Vec::new());
            for g in groups {
                // The group's dims must be contiguous in the source.
                for w in g.windows(2) {
                    if src.shape[w[1]] > 1
                        && src.strides[w[0]] != src.strides[w[1]] * src.shape[w[1]]
                    {
                        return Err(bad(format!(
                            "{what}: dimensions {g:?} of a {} are not contiguous",
                            type_text(src)
                        )));
                    }
                }
                shape.push(g.iter().map(|&k| src.shape[k]).product());
                strides_out.push(g.last().map_or(1, |&k| src.strides[k]));
            }
            view(with(src.offset, shape, strides_out), what)
        }
        ViewRule::Expand { groups, shape } => {
            let out = dims(regs, shape);
            // From rank 0 (no groups): into unit dimensions only.
            if groups.is_empty() && src.shape.is_empty() && out.iter().all(|&d| d == 1) {
                let n = out.len();
                return view(with(src.offset, out, vec![1; n]), what);
            }
            if groups.len() != src.shape.len() || groups.iter().flatten().count() != out.len() {
                return Err(bad(format!(
                    "{what}: the reassociation does not fit a {}",
                    type_text(src)
                )));
            }
            let mut st = vec![0i64; out.len()];
            for (k, g) in groups.iter().enumerate() {
                let n: i64 = g.iter().map(|&j| out[j]).product();
                if n != src.shape[k] {
                    return Err(bad(format!(
                        "{what}: dimension {k} of size {} cannot become {:?}",
                        src.shape[k],
                        g.iter().map(|&j| out[j]).collect::<Vec<_>>()
                    )));
                }
                let mut s = src.strides[k];
                for &j in g.iter().rev() {
                    st[j] = s;
                    s *= out[j];
                }
            }
            view(with(src.offset, out, st), what)
        }
    }
}

/// Row-major strides, for views made from buffers.
pub fn row_major(shape: &[i64]) -> Vec<i64> {
    strides(shape)
}

/// A memref holding a fresh copy of `b` (for memref arguments).
pub fn from_buffer(b: &BufferView) -> MemRefView {
    MemRefView {
        storage: Rc::new(RefCell::new(b.data.to_vec())),
        elem: b.elem,
        offset: 0,
        shape: b.shape.clone(),
        strides: row_major(&b.shape),
        skew: 0,
    }
}
