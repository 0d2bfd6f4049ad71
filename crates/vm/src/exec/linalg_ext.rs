//! Running `iree_linalg_ext` ops ([`crate::linalg_ext`]): each op reads its
//! operands' elements as slot bits, calls its region per element where it
//! has one (a comparator that is one comparison runs without a call), and
//! writes its destinations, which it takes over at their last use.
//!
//! Loops follow IREE's loop lowering of each op in order and in their
//! arithmetic, so results (ties, first elements, accumulators) are IREE's;
//! indices outside a tensor trap instead of reading or writing elsewhere.

use std::rc::Rc;

use super::{Function, Machine};
use crate::bytecode::FTy;
use crate::error::TrapKind;
use crate::linalg_ext::{Attention, ExtOp, Kind, Region, Winograd};
use crate::numeric::{from_f64, to_f64};
use crate::tensor::{self, read_elem, write_elem};
use crate::value::{BufferView, ElementType, Ref};

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
        let ins: Vec<Rc<BufferView>> = e
            .ins
            .iter()
            .map(|&r| tensor::buffer(refs, r).cloned())
            .collect::<Res<_>>()?;
        let mut outs: Vec<BufferView> = e
            .outs
            .iter()
            .map(|&(r, own)| tensor::take_buffer(refs, r, own).map(Rc::unwrap_or_clone))
            .collect::<Res<_>>()?;
        let frame = Frame {
            pbase: base + f.num_scalars as usize,
            prbase: rbase + nrefs,
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
        };
        if let Some(r) = &e.region {
            for &(_, to) in &r.ref_captures {
                self.refs[frame.prbase + to as usize] = None;
            }
        }
        done?;
        for (b, &r) in outs.into_iter().zip(&e.results) {
            self.refs[rbase + r as usize] = Some(Ref::Buffer(Rc::new(b)));
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
        if let Some(c) = r.compare {
            return Ok(c.eval(a, b));
        }
        let site = self.call(r, fr, &[a, b])?;
        Ok(self.ret(r, fr, site, 0) & 1 != 0)
    }

    fn sort(&mut self, e: &ExtOp, fr: Frame, dim: usize, outs: &mut [BufferView]) -> Res<()> {
        let r = e.region.as_ref().expect("sort has a comparator");
        let shape = outs[0].shape.clone();
        if dim >= shape.len() {
            return err(
                e,
                format!("dimension {dim} of a rank-{} tensor", shape.len()),
            );
        }
        if let Some(b) = outs.iter().find(|b| b.shape != shape) {
            return err(
                e,
                format!(
                    "operands of shapes {} and {}",
                    shape_text(&shape),
                    shape_text(&b.shape)
                ),
            );
        }
        let (outer, n, inner) = lines(&shape, dim);
        let mut args = vec![0u64; 2 * outs.len()];
        let mut line: Vec<Vec<u64>> = vec![Vec::with_capacity(n); outs.len()];
        for o in 0..outer {
            for i in 0..inner {
                let at = |j: usize| (o * n + j) * inner + i;
                for (t, b) in outs.iter().enumerate() {
                    line[t].clear();
                    line[t].extend((0..n).map(|j| get(b, at(j))));
                }
                let perm = stable_sort(n, |x, y| {
                    if line.len() == 1 {
                        return self.less(r, fr, line[0][x], line[0][y]);
                    }
                    for (t, l) in line.iter().enumerate() {
                        args[2 * t] = l[x];
                        args[2 * t + 1] = l[y];
                    }
                    let site = self.call(r, fr, &args)?;
                    Ok(self.ret(r, fr, site, 0) & 1 != 0)
                })?;
                for (t, b) in outs.iter_mut().enumerate() {
                    for (j, &p) in perm.iter().enumerate() {
                        set(b, at(j), line[t][p]);
                    }
                }
            }
        }
        Ok(())
    }

    fn scan(
        &mut self,
        e: &ExtOp,
        fr: Frame,
        dim: usize,
        inclusive: bool,
        ins: &[Rc<BufferView>],
        outs: &mut [BufferView],
    ) -> Res<()> {
        let r = e.region.as_ref().expect("scan has a combiner");
        let input = &ins[0];
        let shape = input.shape.clone();
        let mut acc_shape = shape.clone();
        if dim >= shape.len() {
            return err(
                e,
                format!("dimension {dim} of a rank-{} tensor", shape.len()),
            );
        }
        acc_shape.remove(dim);
        if outs[0].shape != shape || outs[1].shape != acc_shape {
            return err(
                e,
                format!(
                    "an input of shape {} needs an output of that shape and an accumulator of \
                     shape {}; got {} and {}",
                    shape_text(&shape),
                    shape_text(&acc_shape),
                    shape_text(&outs[0].shape),
                    shape_text(&outs[1].shape)
                ),
            );
        }
        let (outer, n, inner) = lines(&shape, dim);
        let (out, rest) = outs.split_first_mut().expect("two outputs");
        let acc = &mut rest[0];
        for o in 0..outer {
            for i in 0..inner {
                let at = |j: usize| (o * n + j) * inner + i;
                let a = o * inner + i;
                if n == 0 {
                    continue;
                }
                let first = if inclusive {
                    get(input, at(0))
                } else {
                    get(acc, a)
                };
                set(out, at(0), first);
                let mut prev = first;
                for j in 1..n {
                    let x = get(input, at(if inclusive { j } else { j - 1 }));
                    let site = self.call(r, fr, &[prev, x])?;
                    prev = self.ret(r, fr, site, 0);
                    set(out, at(j), prev);
                    set(acc, a, prev);
                }
            }
        }
        Ok(())
    }

    fn topk(
        &mut self,
        e: &ExtOp,
        fr: Frame,
        dim: usize,
        (in_indices, out_indices, sorted): (bool, bool, bool),
        ins: &[Rc<BufferView>],
        outs: &mut [BufferView],
    ) -> Res<()> {
        let r = e.region.as_ref().expect("topk has a comparator");
        let values = &ins[0];
        let shape = values.shape.clone();
        if dim >= shape.len() {
            return err(
                e,
                format!("dimension {dim} of a rank-{} tensor", shape.len()),
            );
        }
        let kshape = outs[0].shape.clone();
        let bad = kshape.len() != shape.len()
            || (0..shape.len()).any(|k| k != dim && kshape[k] != shape[k])
            || (in_indices && ins[1].shape != shape)
            || (out_indices && outs[1].shape != kshape);
        if bad {
            return err(
                e,
                format!(
                    "values of shape {} and outputs of shape {}",
                    shape_text(&shape),
                    shape_text(&kshape)
                ),
            );
        }
        let (outer, n, inner) = lines(&shape, dim);
        let kk = kshape[dim] as usize;
        let (ov, rest) = outs.split_first_mut().expect("outputs");
        let mut oi = rest.first_mut().filter(|_| out_indices);
        for o in 0..outer {
            for i in 0..inner {
                let at = |j: usize| (o * n + j) * inner + i;
                let kat = |j: usize| (o * kk + j) * inner + i;
                for j in 0..n {
                    let mut cv = get(values, at(j));
                    let mut ci = if in_indices {
                        get(&ins[1], at(j))
                    } else {
                        j as u64
                    };
                    for k in 0..kk {
                        let kv = get(ov, kat(k));
                        let fwd = self.less(r, fr, cv, kv)?;
                        if let Some(oi) = oi.as_deref_mut() {
                            let ki = get(oi, kat(k));
                            let rev = self.less(r, fr, kv, cv)?;
                            let take = fwd || (fwd == rev && (ci as i64) < (ki as i64));
                            if take {
                                set(oi, kat(k), ci);
                                // Read back: the stored index has the
                                // output's width.
                                ci = ki;
                            }
                        }
                        if fwd {
                            set(ov, kat(k), cv);
                            cv = kv;
                        }
                    }
                    if sorted && kk > 1 {
                        // `topk_v2 is_sorted`: a bubble sort of the outputs.
                        for pass in 0..kk - 1 {
                            for k in 0..kk - 1 - pass {
                                let (a, b) = (get(ov, kat(k)), get(ov, kat(k + 1)));
                                if !self.less(r, fr, a, b)? {
                                    set(ov, kat(k), b);
                                    set(ov, kat(k + 1), a);
                                    if let Some(oi) = oi.as_deref_mut() {
                                        let (x, y) = (get(oi, kat(k)), get(oi, kat(k + 1)));
                                        set(oi, kat(k), y);
                                        set(oi, kat(k + 1), x);
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn arg_compare(
        &mut self,
        e: &ExtOp,
        fr: Frame,
        dim: usize,
        in_indices: bool,
        base: Option<i64>,
        ins: &[Rc<BufferView>],
        outs: &mut [BufferView],
    ) -> Res<()> {
        let r = e.region.as_ref().expect("arg_compare has a comparator");
        let values = &ins[0];
        let shape = values.shape.clone();
        if dim >= shape.len() {
            return err(
                e,
                format!("dimension {dim} of a rank-{} tensor", shape.len()),
            );
        }
        let mut rshape = shape.clone();
        rshape.remove(dim);
        if outs[0].shape != rshape
            || outs[1].shape != rshape
            || (in_indices && ins[1].shape != shape)
        {
            return err(
                e,
                format!(
                    "an input of shape {} needs outputs of shape {}",
                    shape_text(&shape),
                    shape_text(&rshape)
                ),
            );
        }
        let (outer, n, inner) = lines(&shape, dim);
        let (ov, rest) = outs.split_first_mut().expect("outputs");
        let oi = &mut rest[0];
        for o in 0..outer {
            for i in 0..inner {
                let a = o * inner + i;
                let (mut bv, mut bi) = (get(ov, a), get(oi, a));
                for j in 0..n {
                    let at = (o * n + j) * inner + i;
                    let cv = get(values, at);
                    if self.less(r, fr, cv, bv)? {
                        bv = cv;
                        bi = if in_indices {
                            get(&ins[1], at)
                        } else {
                            base.unwrap_or(0).wrapping_add(j as i64) as u64
                        };
                    }
                }
                set(ov, a, bv);
                set(oi, a, bi);
            }
        }
        Ok(())
    }

    fn scatter(
        &mut self,
        e: &ExtOp,
        fr: Frame,
        dim_map: &[usize],
        mask: bool,
        ins: &[Rc<BufferView>],
        outs: &mut [BufferView],
    ) -> Res<()> {
        let r = e.region.as_ref().expect("scatter has a combiner");
        let (updates, indices) = (&ins[0], &ins[1]);
        let original = &mut outs[0];
        let oshape = original.shape.clone();
        let ix = Indexed::new(e, dim_map, &oshape, &updates.shape, indices, "updates")?;
        let mut ivs = vec![0i64; updates.shape.len()];
        let mut starts = vec![0i64; oshape.len()];
        let n = updates.num_elements();
        for u in 0..n {
            let bidx = ix.batch_index(&ivs);
            let keep = !mask || get(&ins[2], bidx) & 1 != 0;
            if keep {
                ix.starts(&ivs, bidx, &mut starts);
                let Some(at) = offset(&oshape, &starts) else {
                    return err(
                        e,
                        format!(
                            "index {} is outside the original's shape {}",
                            shape_text(&starts),
                            shape_text(&oshape)
                        ),
                    );
                };
                let site = self.call(r, fr, &[get(updates, u), get(original, at)])?;
                let v = self.ret(r, fr, site, 0);
                set(original, at, v);
            }
            next(&mut ivs, &updates.shape);
        }
        Ok(())
    }

    /// Calls an index map `r` (`map_load`'s, `map_store`'s) at the point
    /// `ivs`; the indices it yields first go to `idx`.
    fn call_map(&mut self, r: &Region, fr: Frame, ivs: &[i64], idx: &mut [i64]) -> Res<u32> {
        let args: Vec<u64> = ivs.iter().map(|&x| x as u64).collect();
        let site = self.call(r, fr, &args)?;
        for (k, x) in idx.iter_mut().enumerate() {
            *x = self.ret(r, fr, site, k) as i64;
        }
        Ok(site)
    }

    fn map_load(
        &mut self,
        e: &ExtOp,
        fr: Frame,
        ins: &[Rc<BufferView>],
        outs: &mut [BufferView],
    ) -> Res<()> {
        let r = e.region.as_ref().expect("map_load has a body");
        let source = &ins[0];
        let out = &mut outs[0];
        let rank = source.shape.len();
        let oshape = out.shape.clone();
        let mut ivs = vec![0i64; oshape.len()];
        let mut idx = vec![0i64; rank];
        for o in 0..out.num_elements() {
            let site = self.call_map(r, fr, &ivs, &mut idx)?;
            let v = match offset(&source.shape, &idx) {
                Some(at) => get(source, at),
                None => self.ret(r, fr, site, rank),
            };
            set(out, o, v);
            next(&mut ivs, &oshape);
        }
        Ok(())
    }

    fn map_store(
        &mut self,
        e: &ExtOp,
        fr: Frame,
        ins: &[Rc<BufferView>],
        outs: &mut [BufferView],
    ) -> Res<()> {
        let r = e.region.as_ref().expect("map_store has a body");
        let input = &ins[0];
        let out = &mut outs[0];
        let oshape = out.shape.clone();
        let rank = oshape.len();
        let mut ivs = vec![0i64; input.shape.len()];
        let mut idx = vec![0i64; rank];
        for i in 0..input.num_elements() {
            let site = self.call_map(r, fr, &ivs, &mut idx)?;
            if self.ret(r, fr, site, rank) & 1 != 0 {
                let Some(at) = offset(&oshape, &idx) else {
                    return err(
                        e,
                        format!(
                            "index {} is outside the output's shape {}",
                            shape_text(&idx),
                            shape_text(&oshape)
                        ),
                    );
                };
                set(out, at, get(input, i));
            }
            next(&mut ivs, &input.shape);
        }
        Ok(())
    }

    fn attention(
        &mut self,
        e: &ExtOp,
        fr: Frame,
        a: &Attention,
        scale_bits: u64,
        ins: &[Rc<BufferView>],
        outs: &mut [BufferView],
    ) -> Res<()> {
        let (q, k, v) = (&ins[0], &ins[1], &ins[2]);
        let maskb = a.mask.then(|| &ins[3]);
        // Operands in map order: query, key, value, mask?, output, max?, sum?.
        let mut shapes: Vec<Vec<i64>> = vec![q.shape.clone(), k.shape.clone(), v.shape.clone()];
        if let Some(m) = maskb {
            shapes.push(m.shape.clone());
        }
        shapes.extend(outs.iter().map(|b| b.shape.clone()));
        let mut sizes: Vec<Option<i64>> = vec![None; a.loops];
        for (m, s) in a.maps.iter().zip(&shapes) {
            if m.len() != s.len() {
                return err(
                    e,
                    format!(
                        "an operand of shape {} for a map of {} results",
                        shape_text(s),
                        m.len()
                    ),
                );
            }
            for (&d, &n) in m.iter().zip(s) {
                match sizes[d] {
                    Some(x) if x != n => {
                        return err(
                            e,
                            format!("loop d{d} has size {x} in one operand and {n} in another"),
                        )
                    }
                    _ => sizes[d] = Some(n),
                }
            }
        }
        let in_map = |op: usize, d: usize| a.maps[op].contains(&d);
        let (qi, ki, vi) = (0, 1, 2);
        let oi = 3 + usize::from(a.mask);
        let mi = a.mask.then_some(3);
        let (mut row, mut k1, mut k2, mut nd) = (vec![], vec![], vec![], vec![]);
        for d in 0..a.loops {
            let (iq, ik, iv, io) = (in_map(qi, d), in_map(ki, d), in_map(vi, d), in_map(oi, d));
            match (iq, ik, iv, io) {
                (true, _, _, true) => row.push(d),
                (true, true, false, false) => k1.push(d),
                (false, true, true, false) => k2.push(d),
                (false, false, true, true) => nd.push(d),
                _ => return err(e, format!("loop d{d} is none of batch, m, k1, k2 and n")),
            }
        }
        let size = |d: usize| sizes[d].unwrap_or(1);
        let coef: Vec<Vec<usize>> = a
            .maps
            .iter()
            .zip(&shapes)
            .map(|(m, s)| {
                let st = strides(s);
                let mut c = vec![0usize; a.loops];
                for (p, &d) in m.iter().enumerate() {
                    c[d] += st[p];
                }
                c
            })
            .collect();
        // Every point of a set of loops: its loop values, and each
        // operand's offset.
        let points = |dims: &[usize]| -> (Vec<Vec<i64>>, Vec<Vec<usize>>) {
            let shape: Vec<i64> = dims.iter().map(|&d| size(d)).collect();
            let total: i64 = shape.iter().product();
            let mut idx = vec![0i64; dims.len()];
            let mut vals = Vec::with_capacity(total as usize);
            let mut offs = vec![Vec::with_capacity(total as usize); coef.len()];
            for _ in 0..total {
                for (o, c) in offs.iter_mut().zip(&coef) {
                    o.push(
                        dims.iter()
                            .zip(&idx)
                            .map(|(&d, &x)| c[d] * x as usize)
                            .sum(),
                    );
                }
                vals.push(idx.clone());
                next(&mut idx, &shape);
            }
            (vals, offs)
        };
        let (row_vals, row_off) = points(&row);
        let (k2_vals, k2_off) = points(&k2);
        let (_, k1_off) = points(&k1);
        let (_, n_off) = points(&nd);
        let (qt, kt, vt) = (float(e, q.elem)?, float(e, k.elem)?, float(e, v.elem)?);
        let ot = float(e, outs[0].elem)?;
        let st = if a.online { ot } else { FTy::F32 };
        let (step, exp): (f64, fn(f64) -> f64) = if a.exp2 {
            (std::f64::consts::LOG2_E, f64::exp2)
        } else {
            (1.0, f64::exp)
        };
        let mut scale = to_f64(a.scale_ty, scale_bits);
        if a.exp2 {
            scale = rnd(a.scale_ty, scale * step);
        }
        let scale_q = rnd(qt, scale);
        let qv: Vec<f64> = (0..q.num_elements())
            .map(|i| rnd(qt, to_f64(qt, get(q, i)) * scale_q))
            .collect();
        let kv: Vec<f64> = (0..k.num_elements())
            .map(|i| to_f64(kt, get(k, i)))
            .collect();
        let vv: Vec<f64> = (0..v.num_elements())
            .map(|i| to_f64(vt, get(v, i)))
            .collect();
        let mask_ty = maskb.map(|m| crate::vector::fty(m.elem));
        let region = e.region.as_ref().filter(|r| !r.identity);
        let nk2 = k2_vals.len();
        let mut s = vec![0f64; nk2];
        let mut p = vec![0f64; nk2];
        for (ri, rvals) in row_vals.iter().enumerate() {
            for (j, sj) in s.iter_mut().enumerate() {
                let mut acc = 0f64;
                let (qb, kb) = (row_off[qi][ri], row_off[ki][ri] + k2_off[ki][j]);
                for (&q1, &k1o) in k1_off[qi].iter().zip(&k1_off[ki]) {
                    acc += qv[qb + q1] * kv[kb + k1o];
                }
                let mut x = rnd(st, acc);
                if let Some(r) = region {
                    for (&d, &val) in row.iter().zip(rvals) {
                        if let Some(&slot) = r.index_params.get(d).filter(|&&s| s != u32::MAX) {
                            self.stack[fr.pbase + slot as usize] = val as u64;
                        }
                    }
                    for (&d, &val) in k2.iter().zip(&k2_vals[j]) {
                        if let Some(&slot) = r.index_params.get(d).filter(|&&s| s != u32::MAX) {
                            self.stack[fr.pbase + slot as usize] = val as u64;
                        }
                    }
                    let site = self.call(r, fr, &[from_f64(st, x)])?;
                    x = to_f64(st, self.ret(r, fr, site, 0));
                }
                if let (Some(m), Some(mi)) = (maskb, mi) {
                    let mo = row_off[mi][ri] + k2_off[mi][j];
                    let bits = get(m, mo);
                    x = match mask_ty.flatten() {
                        None => {
                            if bits & 1 != 0 {
                                x
                            } else {
                                f64::NEG_INFINITY
                            }
                        }
                        Some(mt) => {
                            let mv = rnd(st, rnd(st, to_f64(mt, bits)) * step);
                            rnd(st, x + mv)
                        }
                    };
                }
                *sj = x;
            }
            if !a.online {
                let max = s
                    .iter()
                    .fold(-(f32::MAX as f64), |m, &x| crate::numeric::maximum(m, x));
                let mut sum = 0f64;
                for (pj, &sj) in p.iter_mut().zip(&s) {
                    *pj = rnd(FTy::F32, exp(sj - max));
                    sum += *pj;
                }
                let sum = rnd(FTy::F32, sum);
                for pj in p.iter_mut() {
                    *pj = rnd(vt, rnd(FTy::F32, *pj / sum));
                }
                let out = &mut outs[0];
                for t in 0..n_off[oi].len() {
                    let mut acc = 0f64;
                    for (j, &pj) in p.iter().enumerate() {
                        acc += pj * vv[row_off[vi][ri] + k2_off[vi][j] + n_off[vi][t]];
                    }
                    set(out, row_off[oi][ri] + n_off[oi][t], from_f64(ot, acc));
                }
            } else {
                let (xi, si) = (oi + 1, oi + 2);
                let (mt, sumt) = (float(e, outs[1].elem)?, float(e, outs[2].elem)?);
                let (mo, so) = (row_off[xi][ri], row_off[si][ri]);
                let old_max = to_f64(mt, get(&outs[1], mo));
                let old_sum = to_f64(sumt, get(&outs[2], so));
                let new_max = s
                    .iter()
                    .fold(old_max, |m, &x| crate::numeric::maximum(m, rnd(mt, x)));
                let norm = rnd(mt, exp(old_max - new_max));
                let mut sum = 0f64;
                let nm = rnd(st, new_max);
                for (pj, &sj) in p.iter_mut().zip(&s) {
                    *pj = rnd(st, exp(sj - nm));
                    sum += rnd(sumt, *pj);
                }
                let new_sum = rnd(sumt, rnd(sumt, old_sum * norm) + sum);
                if vt != st {
                    p.iter_mut().for_each(|x| *x = rnd(vt, *x));
                }
                set(&mut outs[1], mo, from_f64(mt, new_max));
                set(&mut outs[2], so, from_f64(sumt, new_sum));
                let out = &mut outs[0];
                for t in 0..n_off[oi].len() {
                    let at = row_off[oi][ri] + n_off[oi][t];
                    let mut acc = rnd(ot, to_f64(ot, get(out, at)) * norm);
                    for (j, &pj) in p.iter().enumerate() {
                        acc += pj * vv[row_off[vi][ri] + k2_off[vi][j] + n_off[vi][t]];
                    }
                    set(out, at, from_f64(ot, acc));
                }
            }
        }
        Ok(())
    }
}

/// A stable merge sort of `0..n` by the fallible comparator `less`: an
/// element goes before an earlier one only when `less` says so.
fn stable_sort(n: usize, mut less: impl FnMut(usize, usize) -> Res<bool>) -> Res<Vec<usize>> {
    let mut a: Vec<usize> = (0..n).collect();
    let mut b = vec![0usize; n];
    let mut width = 1;
    while width < n {
        let mut lo = 0;
        while lo < n {
            let mid = (lo + width).min(n);
            let hi = (lo + 2 * width).min(n);
            let (mut i, mut j) = (lo, mid);
            for slot in &mut b[lo..hi] {
                if j < hi && (i >= mid || less(a[j], a[i])?) {
                    *slot = a[j];
                    j += 1;
                } else {
                    *slot = a[i];
                    i += 1;
                }
            }
            lo = hi;
        }
        std::mem::swap(&mut a, &mut b);
        width *= 2;
    }
    Ok(a)
}

/// Scatter's and gather's index arithmetic (IREE's, shared): a point of
/// the iteration space (the updates', or the output's) is its `batch`
/// leading indices, which pick a row of `indices`, then a slice; the
/// indexed tensor's position starts from the slice's indices in its last
/// dimensions, and index `i` of the row is added in dimension
/// `dim_map[i]`.
struct Indexed<'a> {
    dim_map: &'a [usize],
    indices: &'a BufferView,
    batch: usize,
    /// `indices` has a last dimension of one index per `dim_map` entry
    /// (else a single index per point).
    index_dim: bool,
}

impl<'a> Indexed<'a> {
    fn new(
        e: &ExtOp,
        dim_map: &'a [usize],
        indexed: &[i64],
        space: &[i64],
        indices: &'a BufferView,
        what: &str,
    ) -> Res<Self> {
        let depth = dim_map.len();
        let Some(slice_rank) = indexed
            .len()
            .checked_sub(depth)
            .filter(|&s| s <= space.len())
        else {
            return err(e, "more indexed dimensions than the indexed tensor has");
        };
        let batch = space.len() - slice_rank;
        let index_dim = indices.shape.len() > batch;
        if indices.shape.len() < batch
            || indices.shape[..batch] != space[..batch]
            || (index_dim && indices.shape[batch..] != [depth as i64])
            || (!index_dim && depth != 1)
            || dim_map.iter().any(|&d| d >= indexed.len())
        {
            return err(
                e,
                format!(
                    "{what} of shape {} and indices of shape {}",
                    shape_text(space),
                    shape_text(&indices.shape)
                ),
            );
        }
        Ok(Indexed {
            dim_map,
            indices,
            batch,
            index_dim,
        })
    }

    /// The row of `indices` (and of the mask) for the point `ivs`.
    fn batch_index(&self, ivs: &[i64]) -> usize {
        offset(&self.indices.shape[..self.batch], &ivs[..self.batch]).unwrap_or(0)
    }

    /// The indexed tensor's position for the point `ivs` of row `bidx`.
    fn starts(&self, ivs: &[i64], bidx: usize, starts: &mut [i64]) {
        let depth = self.dim_map.len();
        starts.iter_mut().for_each(|s| *s = 0);
        starts[depth..].copy_from_slice(&ivs[self.batch..]);
        for (i, &d) in self.dim_map.iter().enumerate() {
            let k = if self.index_dim {
                bidx * depth + i
            } else {
                bidx
            };
            starts[d] = starts[d].wrapping_add(get(self.indices, k) as i64);
        }
    }
}

fn gather(
    e: &ExtOp,
    dim_map: &[usize],
    mask: bool,
    ins: &[Rc<BufferView>],
    outs: &mut [BufferView],
) -> Res<()> {
    let (source, indices) = (&ins[0], &ins[1]);
    let out = &mut outs[0];
    let oshape = out.shape.clone();
    let ix = Indexed::new(e, dim_map, &source.shape, &oshape, indices, "an output")?;
    let mut ivs = vec![0i64; oshape.len()];
    let mut starts = vec![0i64; source.shape.len()];
    for o in 0..out.num_elements() {
        let bidx = ix.batch_index(&ivs);
        if !mask || get(&ins[2], bidx) & 1 != 0 {
            ix.starts(&ivs, bidx, &mut starts);
            let Some(at) = offset(&source.shape, &starts) else {
                return err(
                    e,
                    format!(
                        "index {} is outside the source's shape {}",
                        shape_text(&starts),
                        shape_text(&source.shape)
                    ),
                );
            };
            set(out, o, get(source, at));
        }
        next(&mut ivs, &oshape);
    }
    Ok(())
}

/// One stage of the radix-2 Cooley-Tukey FFT along the last dimension,
/// as IREE's loop lowering computes it: `m = 2^stage`; for each block `k`
/// of `m` and `j < m/2`, `t = w_j * a[k + j + m/2]`, `a[k + j] = u + t`,
/// `a[k + j + m/2] = u - t`, with `w_j` from the coefficient tensors or
/// `exp(-2 pi i j / m)` computed in f32; every operation rounded to the
/// element type.
fn fft(
    e: &ExtOp,
    stage: i64,
    coeff: bool,
    ins: &[Rc<BufferView>],
    outs: &mut [BufferView],
) -> Res<()> {
    let (re, rest) = outs.split_first_mut().expect("two outputs");
    let im = &mut rest[0];
    let t = float(e, re.elem)?;
    if re.shape != im.shape || re.elem != im.elem || re.shape.is_empty() {
        return err(
            e,
            format!(
                "real and imaginary parts of shapes {} and {}",
                shape_text(&re.shape),
                shape_text(&im.shape)
            ),
        );
    }
    let n = *re.shape.last().expect("rank >= 1") as usize;
    if !(1..=62).contains(&stage) || !n.is_multiple_of(1usize << stage) {
        return err(e, format!("stage {stage} for a last dimension of {n}"));
    }
    let (m, mh) = (1usize << stage, 1usize << (stage - 1));
    let (cr, ci) = if coeff {
        let (a, b) = (&ins[0], &ins[1]);
        let ct = float(e, a.elem)?;
        if a.num_elements() < mh || b.num_elements() < mh {
            return err(e, format!("coefficients for a half size of {mh}"));
        }
        let get_c = |x: &BufferView, j| to_f64(ct, get(x, j));
        (
            (0..mh).map(|j| get_c(a, j)).collect(),
            (0..mh).map(|j| get_c(b, j)).collect(),
        )
    } else {
        let c = (-2.0 * std::f64::consts::PI) as f32 / m as f32;
        let w: Vec<f32> = (0..mh).map(|j| c * j as f32).collect();
        (
            w.iter().map(|w| w.cos() as f64).collect::<Vec<f64>>(),
            w.iter().map(|w| w.sin() as f64).collect::<Vec<f64>>(),
        )
    };
    let r = |x: f64| rnd(t, x);
    let rows = re.num_elements() / n.max(1);
    for row in 0..rows {
        for k in (0..n).step_by(m) {
            for j in 0..mh {
                let (a, b) = (row * n + k + j, row * n + k + j + mh);
                let (ur, ui) = (to_f64(t, get(re, a)), to_f64(t, get(im, a)));
                let (vr, vi) = (to_f64(t, get(re, b)), to_f64(t, get(im, b)));
                let (wr, wi) = (r(cr[j]), r(ci[j]));
                let tr = r(r(wr * vr) - r(wi * vi));
                let ti = r(r(wr * vi) + r(wi * vr));
                set(re, a, from_f64(t, ur + tr));
                set(im, a, from_f64(t, ui + ti));
                set(re, b, from_f64(t, ur - tr));
                set(im, b, from_f64(t, ui - ti));
            }
        }
    }
    Ok(())
}

// ----- Winograd F(6, 3) -----
//
// IREE's constant matrices (`WinogradConstants.h`), as exact fractions.

const BT: [[f64; 8]; 8] = [
    [1.0, 0.0, -21.0 / 4.0, 0.0, 21.0 / 4.0, 0.0, -1.0, 0.0],
    [0.0, 1.0, 1.0, -17.0 / 4.0, -17.0 / 4.0, 1.0, 1.0, 0.0],
    [0.0, -1.0, 1.0, 17.0 / 4.0, -17.0 / 4.0, -1.0, 1.0, 0.0],
    [0.0, 0.5, 0.25, -5.0 / 2.0, -5.0 / 4.0, 2.0, 1.0, 0.0],
    [0.0, -0.5, 0.25, 5.0 / 2.0, -5.0 / 4.0, -2.0, 1.0, 0.0],
    [0.0, 2.0, 4.0, -5.0 / 2.0, -5.0, 0.5, 1.0, 0.0],
    [0.0, -2.0, 4.0, 5.0 / 2.0, -5.0, -0.5, 1.0, 0.0],
    [0.0, -1.0, 0.0, 21.0 / 4.0, 0.0, -21.0 / 4.0, 0.0, 1.0],
];

const G: [[f64; 3]; 8] = [
    [1.0, 0.0, 0.0],
    [-2.0 / 9.0, -2.0 / 9.0, -2.0 / 9.0],
    [-2.0 / 9.0, 2.0 / 9.0, -2.0 / 9.0],
    [1.0 / 90.0, 1.0 / 45.0, 2.0 / 45.0],
    [1.0 / 90.0, -1.0 / 45.0, 2.0 / 45.0],
    [32.0 / 45.0, 16.0 / 45.0, 8.0 / 45.0],
    [32.0 / 45.0, -16.0 / 45.0, 8.0 / 45.0],
    [0.0, 0.0, 1.0],
];

const AT: [[f64; 8]; 6] = [
    [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.0],
    [0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 0.0],
    [0.0, 1.0, 1.0, 4.0, 4.0, 0.25, 0.25, 0.0],
    [0.0, 1.0, -1.0, 8.0, -8.0, 0.125, -0.125, 0.0],
    [0.0, 1.0, 1.0, 16.0, 16.0, 1.0 / 16.0, 1.0 / 16.0, 0.0],
    [0.0, 1.0, -1.0, 32.0, -32.0, 1.0 / 32.0, -1.0 / 32.0, 1.0],
];

/// `L · X · Rᵀ` for `L` of `m × a`, `X` of `a × b`, `R` of `n × b`.
fn sandwich<const M: usize, const A: usize, const B: usize, const N: usize>(
    l: &[[f64; A]; M],
    x: &[[f64; B]; A],
    r: &[[f64; B]; N],
) -> [[f64; N]; M] {
    let mut t = [[0f64; N]; A];
    for i in 0..A {
        for j in 0..N {
            t[i][j] = (0..B).map(|k| x[i][k] * r[j][k]).sum();
        }
    }
    let mut out = [[0f64; N]; M];
    for i in 0..M {
        for j in 0..N {
            out[i][j] = (0..A).map(|k| l[i][k] * t[k][j]).sum();
        }
    }
    out
}

fn winograd(
    e: &ExtOp,
    which: Winograd,
    (tile, kernel): (usize, usize),
    dims: &[usize],
    ins: &[Rc<BufferView>],
    outs: &mut [BufferView],
) -> Res<()> {
    let input = &ins[0];
    let out = &mut outs[0];
    let (it, ot) = (float(e, input.elem)?, float(e, out.elem)?);
    let size = tile + kernel - 1;
    let bad = |e: &ExtOp| {
        err(
            e,
            format!(
                "an input of shape {} and an output of shape {}",
                shape_text(&input.shape),
                shape_text(&out.shape)
            ),
        )
    };
    let (in_rank, out_rank) = match which {
        Winograd::Input => (4, 6),
        Winograd::Filter => (4, 4),
        Winograd::Output => (6, 4),
    };
    if input.shape.len() != in_rank || out.shape.len() != out_rank {
        return bad(e);
    }
    if which != Winograd::Output && (out.shape[0] != size as i64 || out.shape[1] != size as i64) {
        return bad(e);
    }
    let (hd, wd) = (dims[0], dims[1]);
    let others: Vec<usize> = (0..4).filter(|d| !dims.contains(d)).collect();
    if others.len() != 2 {
        return bad(e);
    }
    let ist = strides(&input.shape);
    let ost = strides(&out.shape);
    let read = |b: &BufferView, t: FTy, off: usize| to_f64(t, get(b, off));
    match which {
        Winograd::Input => {
            // Input (N, H, W, C) or (N, C, H, W) -> (8, 8, N, H', W', C).
            let (nd, cd) = (others[0], others[1]);
            let (n, th, tw, c) = (out.shape[2], out.shape[3], out.shape[4], out.shape[5]);
            if input.shape[nd] != n || input.shape[cd] != c {
                return bad(e);
            }
            let b_t = BT;
            for (bn, h, w, ch) in itertools4(n, th, tw, c) {
                let mut x = [[0f64; 8]; 8];
                for (i, row) in x.iter_mut().enumerate() {
                    for (j, v) in row.iter_mut().enumerate() {
                        let (y, z) = (h * tile as i64 + i as i64, w * tile as i64 + j as i64);
                        if y < input.shape[hd] && z < input.shape[wd] {
                            let off = bn as usize * ist[nd]
                                + ch as usize * ist[cd]
                                + y as usize * ist[hd]
                                + z as usize * ist[wd];
                            *v = read(input, it, off);
                        }
                    }
                }
                let r = sandwich(&b_t, &x, &b_t);
                for (i, row) in r.iter().enumerate() {
                    for (j, &v) in row.iter().enumerate() {
                        let off = i * ost[0]
                            + j * ost[1]
                            + bn as usize * ost[2]
                            + h as usize * ost[3]
                            + w as usize * ost[4]
                            + ch as usize * ost[5];
                        set(out, off, from_f64(ot, v));
                    }
                }
            }
        }
        Winograd::Output => {
            // Input (8, 8, N, H', W', F) -> (N, H, W, F) or (N, F, H, W).
            let (nd, fd) = (others[0], others[1]);
            if input.shape[0] != size as i64 || input.shape[1] != size as i64 {
                return bad(e);
            }
            let (n, th, tw, f) = (
                input.shape[2],
                input.shape[3],
                input.shape[4],
                input.shape[5],
            );
            if out.shape[nd] != n || out.shape[fd] != f {
                return bad(e);
            }
            let a_t = AT;
            for (bn, h, w, ch) in itertools4(n, th, tw, f) {
                let mut x = [[0f64; 8]; 8];
                for (i, row) in x.iter_mut().enumerate() {
                    for (j, v) in row.iter_mut().enumerate() {
                        let off = i * ist[0]
                            + j * ist[1]
                            + bn as usize * ist[2]
                            + h as usize * ist[3]
                            + w as usize * ist[4]
                            + ch as usize * ist[5];
                        *v = read(input, it, off);
                    }
                }
                let r = sandwich(&a_t, &x, &a_t);
                for (i, row) in r.iter().enumerate() {
                    for (j, &v) in row.iter().enumerate() {
                        let (y, z) = (h * tile as i64 + i as i64, w * tile as i64 + j as i64);
                        if y < out.shape[hd] && z < out.shape[wd] {
                            let off = bn as usize * ost[nd]
                                + ch as usize * ost[fd]
                                + y as usize * ost[hd]
                                + z as usize * ost[wd];
                            set(out, off, from_f64(ot, v));
                        }
                    }
                }
            }
        }
        Winograd::Filter => {
            // Filter (H, W, C, F) or (F, C, H, W) -> (8, 8, C, F).
            let (cd, fd) = if dims == [0, 1] { (2, 3) } else { (1, 0) };
            if input.shape[hd] != kernel as i64 || input.shape[wd] != kernel as i64 {
                return bad(e);
            }
            let (c, f) = (out.shape[2], out.shape[3]);
            if input.shape[cd] != c || input.shape[fd] != f {
                return bad(e);
            }
            for ch in 0..c as usize {
                for fl in 0..f as usize {
                    let mut x = [[0f64; 3]; 3];
                    for (i, row) in x.iter_mut().enumerate() {
                        for (j, v) in row.iter_mut().enumerate() {
                            let off = ch * ist[cd] + fl * ist[fd] + i * ist[hd] + j * ist[wd];
                            *v = read(input, it, off);
                        }
                    }
                    // G · g · Gᵀ.
                    let r = sandwich(&G, &x, &G);
                    for (i, row) in r.iter().enumerate() {
                        for (j, &v) in row.iter().enumerate() {
                            let off = i * ost[0] + j * ost[1] + ch * ost[2] + fl * ost[3];
                            set(out, off, from_f64(ot, v));
                        }
                    }
                }
            }
        }
    }
    Ok(())
}

/// Every `(a, b, c, d)` below the given bounds, row-major.
fn itertools4(a: i64, b: i64, c: i64, d: i64) -> impl Iterator<Item = (i64, i64, i64, i64)> {
    (0..a).flat_map(move |i| {
        (0..b).flat_map(move |j| (0..c).flat_map(move |k| (0..d).map(move |l| (i, j, k, l))))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The merge sort is the standard library's stable sort: the same
        /// permutation for any keys, ties kept in order.
        #[test]
        fn stable_sort_matches_std(keys in proptest::collection::vec(-4i32..4, 0..200)) {
            let mut want: Vec<usize> = (0..keys.len()).collect();
            want.sort_by_key(|&i| keys[i]);
            let got = stable_sort(keys.len(), |a, b| Ok(keys[a] < keys[b])).unwrap();
            prop_assert_eq!(got, want);
        }

        /// A comparator that traps stops the sort with its error.
        #[test]
        fn a_trapping_comparator_stops_the_sort(n in 2usize..50) {
            let r = stable_sort(n, |_, _| Err(TrapKind::Tensor("boom".into())));
            prop_assert!(r.is_err());
        }

        /// Scatter's and gather's positions: with an index dimension, row
        /// `b`'s indices are added in the mapped dimensions to the slice's
        /// own indices.
        #[test]
        fn indexed_positions(i0 in 0i64..5, i1 in 0i64..5, s in 0i64..3) {
            let indices = BufferView {
                elem: ElementType::Int(32),
                shape: vec![1, 2],
                data: [i0 as i32, i1 as i32]
                    .iter()
                    .flat_map(|x| x.to_le_bytes())
                    .collect::<Vec<u8>>()
                    .into(),
            };
            let e = ExtOp {
                name: "t".into(),
                kind: Kind::MapLoad,
                ins: vec![],
                outs: vec![],
                results: vec![],
                region: None,
            };
            // Indexed tensor of rank 3, dims 0 and 2 indexed (mapped as
            // [2, 0]); the space is [batch 1, slice 3].
            let ix = Indexed::new(&e, &[2, 0], &[8, 8, 8], &[1, 3], &indices, "x").unwrap();
            let mut starts = [0i64; 3];
            ix.starts(&[0, s], ix.batch_index(&[0, s]), &mut starts);
            prop_assert_eq!(starts, [i1, 0, s + i0]);
        }
    }
}
