//! Running `iree_linalg_ext` ops ([`crate::linalg_ext`]): each op reads its
//! operands' elements as slot bits, calls its region per element where it
//! has one (a comparator that is one comparison runs without a call), and
//! writes its destinations, which it takes over at their last use.
//!
//! Loops follow IREE's loop lowering of each op in order and in their
//! arithmetic, so results (ties, first elements, accumulators) are IREE's;
//! indices outside a tensor trap instead of reading or writing elsewhere.
//!
//! This file holds the dispatch and what the ops share; one file per family
//! holds the ops: `ordered.rs` (sort, scan, top-k, arg_compare),
//! `indexed.rs` (scatter, gather, map_load, map_store), `attention.rs`,
//! `exp_reduction.rs`, `im2col.rs`, `transforms.rs` (FFT, Winograd).
//!
//! A memref operand (buffer semantics) is read into a buffer first, and a
//! memref destination written back after the op, so every op is written
//! once, on buffers. That order is also what aliasing means here: every
//! input and every destination's old contents are read before anything is
//! written, and the destinations are written back in operand order, so an
//! input that aliases a destination is seen with its old values (the
//! tensor form's answer; IREE leaves aliasing undefined).
//!
//! `sort`, `topk` and attention have native fast paths (`native.rs`, the
//! end of `attention.rs`), which [`crate::linalg_ext::set_fast_paths`]
//! turns off; the op's frame carries the setting (`Frame::fast`).

mod attention;
mod exp_reduction;
mod im2col;
mod indexed;
mod native;
mod ordered;
mod transforms;

use std::rc::Rc;

use super::{Function, Machine};
use crate::bytecode::FTy;
use crate::error::TrapKind;
use crate::linalg_ext::{ExtOp, Kind, Region};
use crate::numeric::{from_f64, to_f64};
use crate::tensor::{self, read_elem, write_elem};
use crate::value::{BufferView, ElementType, MemRefView, Ref};
use im2col::im2col;
use indexed::gather;
use transforms::{fft, winograd};

type Res<T> = Result<T, TrapKind>;

fn err<T>(op: &ExtOp, msg: impl std::fmt::Display) -> Res<T> {
    Err(TrapKind::Tensor(format!("{}: {msg}", op.name)))
}

#[inline]
fn get(b: &BufferView, i: usize) -> u64 {
    read_elem(b.elem, &b.data, i)
}

#[inline]
fn set(b: &mut BufferView, i: usize, bits: u64) {
    write_elem(b.elem, &mut b.data, i, bits)
}

/// `(outer, n, inner)`: the lines of `shape` along `dim`; element `j` of
/// line `(o, i)` is at `(o * n + j) * inner + i`.
fn lines(shape: &[i64], dim: usize) -> (usize, usize, usize) {
    let outer: i64 = shape[..dim].iter().product();
    let inner: i64 = shape[dim + 1..].iter().product();
    (outer as usize, shape[dim] as usize, inner as usize)
}

/// Row-major strides of `shape`.
fn strides(shape: &[i64]) -> Vec<usize> {
    let mut s = vec![1usize; shape.len()];
    for k in (0..shape.len().saturating_sub(1)).rev() {
        s[k] = s[k + 1] * shape[k + 1] as usize;
    }
    s
}

/// Advances the row-major index `idx` within `shape`; false after the last.
fn next(idx: &mut [i64], shape: &[i64]) -> bool {
    for k in (0..idx.len()).rev() {
        idx[k] += 1;
        if idx[k] < shape[k] {
            return true;
        }
        idx[k] = 0;
    }
    false
}

/// The offset of `idx` in a tensor of `shape`, if every index is inside.
fn offset(shape: &[i64], idx: &[i64]) -> Option<usize> {
    let mut off = 0usize;
    for (k, &x) in idx.iter().enumerate() {
        if x < 0 || x >= shape[k] {
            return None;
        }
        off = off * shape[k] as usize + x as usize;
    }
    Some(off)
}

fn shape_text(shape: &[i64]) -> String {
    let v: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    format!("[{}]", v.join(", "))
}

fn float(op: &ExtOp, e: ElementType) -> Res<FTy> {
    crate::vector::fty(e).map_or_else(|| err(op, format!("expected floats, got {}", e.name())), Ok)
}

/// `x` rounded to `t`.
#[inline]
fn rnd(t: FTy, x: f64) -> f64 {
    to_f64(t, from_f64(t, x))
}

/// Where a region's frame lives while an op runs.
#[derive(Clone, Copy)]
struct Frame {
    pbase: usize,
    prbase: usize,
    /// The native fast paths are on ([`crate::linalg_ext::fast_paths`]).
    fast: bool,
}

impl Machine<'_> {
    /// Runs the `iree_linalg_ext` op `e` of the frame at `base`/`rbase`.
    pub(super) fn linalg_ext(
        &mut self,
        f: &Function,
        e: &ExtOp,
        base: usize,
        rbase: usize,
    ) -> Res<()> {
        let nrefs = f.num_refs as usize;
        let refs = &mut self.refs[rbase..rbase + nrefs];
        // A memref operand is read into a buffer; a memref destination is
        // written back once the op is done.
        let ins: Vec<Rc<BufferView>> = e
            .ins
            .iter()
            .map(|&r| match &refs[r as usize] {
                Some(Ref::MemRef(m)) => Ok(Rc::new(m.to_buffer())),
                _ => tensor::buffer(refs, r).cloned(),
            })
            .collect::<Res<_>>()?;
        let mut outs: Vec<BufferView> = Vec::with_capacity(e.outs.len());
        let mut homes: Vec<Option<Rc<MemRefView>>> = Vec::with_capacity(e.outs.len());
        for &(r, own) in &e.outs {
            if let Some(Ref::MemRef(m)) = &refs[r as usize] {
                outs.push(m.to_buffer());
                homes.push(Some(m.clone()));
            } else {
                outs.push(Rc::unwrap_or_clone(tensor::take_buffer(refs, r, own)?));
                homes.push(None);
            }
        }
        let frame = Frame {
            pbase: base + f.num_scalars as usize,
            prbase: rbase + nrefs,
            fast: crate::linalg_ext::fast_paths(),
        };
        if let Some(r) = &e.region {
            self.enter(&r.payload, frame.pbase, frame.prbase)?;
            for &(from, to) in &r.captures {
                self.stack[frame.pbase + to as usize] = self.stack[base + from as usize];
            }
            for &(from, to) in &r.ref_captures {
                self.refs[frame.prbase + to as usize] = self.refs[rbase + from as usize].clone();
            }
        }
        let scalar = |m: &Machine<'_>, s: u32| m.stack[base + s as usize];
        let done = match &e.kind {
            Kind::Sort { dim } => self.sort(e, frame, *dim, &mut outs),
            Kind::Scan { dim, inclusive } => self.scan(e, frame, *dim, *inclusive, &ins, &mut outs),
            Kind::TopK {
                dim,
                in_indices,
                out_indices,
                sorted,
            } => self.topk(
                e,
                frame,
                *dim,
                (*in_indices, *out_indices, *sorted),
                &ins,
                &mut outs,
            ),
            Kind::ArgCompare {
                dim,
                in_indices,
                base: b,
            } => {
                let b = b.map(|s| scalar(self, s) as i64);
                self.arg_compare(e, frame, *dim, *in_indices, b, &ins, &mut outs)
            }
            Kind::Scatter { dim_map, mask } => {
                self.scatter(e, frame, dim_map, *mask, &ins, &mut outs)
            }
            Kind::Gather { dim_map, mask } => gather(e, dim_map, *mask, &ins, &mut outs),
            Kind::MapLoad => self.map_load(e, frame, &ins, &mut outs),
            Kind::MapStore => self.map_store(e, frame, &ins, &mut outs),
            Kind::Attention(a) => {
                let scale = scalar(self, a.scale);
                self.attention(e, frame, a, scale, &ins, &mut outs)
            }
            Kind::Fft { stage, coeff } => {
                let stage = scalar(self, *stage) as i64;
                fft(e, stage, *coeff, &ins, &mut outs)
            }
            Kind::Winograd {
                which,
                tile,
                kernel,
                dims,
            } => winograd(e, *which, (*tile, *kernel), dims, &ins, &mut outs),
            Kind::Im2col(op) => {
                let regs = &self.stack[base..base + f.num_scalars as usize];
                im2col(e, op, regs, &ins[0], &mut outs[0])
            }
            Kind::ExpReduction(x) => self.exp_reduction(e, frame, x, &ins, &mut outs),
        };
        if let Some(r) = &e.region {
            for &(_, to) in &r.ref_captures {
                self.refs[frame.prbase + to as usize] = None;
            }
        }
        done?;
        for ((b, home), &r) in outs.into_iter().zip(homes).zip(&e.results) {
            match (home, r) {
                (Some(m), _) => crate::memref::write_buffer(&m, &b),
                (None, Some(r)) => self.refs[rbase + r as usize] = Some(Ref::Buffer(Rc::new(b))),
                (None, None) => {}
            }
        }
        Ok(())
    }

    /// Calls region `r` with `args`; the return site, whose values
    /// [`Machine::ret`] reads.
    fn call(&mut self, r: &Region, fr: Frame, args: &[u64]) -> Res<u32> {
        for (p, &a) in r.payload.params.iter().zip(args) {
            self.stack[fr.pbase + p.index() as usize] = a;
        }
        if self.steps == 0 {
            return Err(TrapKind::Steps(self.limits.max_steps));
        }
        self.steps -= 1;
        self.run_payload_frame(&r.payload, fr.pbase, fr.prbase)
    }

    fn ret(&self, r: &Region, fr: Frame, site: u32, k: usize) -> u64 {
        self.stack[fr.pbase + r.payload.rets[site as usize][k].0 as usize]
    }

    /// The comparator `r` on `a` and `b`.
    fn less(&mut self, r: &Region, fr: Frame, a: u64, b: u64) -> Res<bool> {
        if let Some(c) = r.compare.filter(|_| fr.fast) {
            return Ok(c.eval(a, b));
        }
        let site = self.call(r, fr, &[a, b])?;
        Ok(self.ret(r, fr, site, 0) & 1 != 0)
    }
}
