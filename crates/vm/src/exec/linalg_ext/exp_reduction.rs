//! `exp_reduction` as IREE's decomposition (`ExpReductionOp::
//! decomposeOperation`) computes it, step by step, each step a loop over
//! the loops its two operands use (IREE's generics, whose unused dims are
//! compressed away):
//!
//! 1. the new max: the destination max reduced with `maximumf` over the
//!    first input (converted to the max's type);
//! 2. the first input replaced by `exp2(x - max)`, in its own type;
//! 3. `norm = exp2(old max - new max)`, in the max's type;
//! 4. each destination of `exp_reduced_operands` multiplied by `norm`;
//! 5. the body, as a `linalg.generic` over those operands: with several
//!    results, one generic per result over the loops of the inputs that
//!    result is computed from and of its destination.
//!
//! Values are `f64` rounded to each step's element type after each
//! operation, as the element-type arithmetic IREE emits.

use std::rc::Rc;

use super::{err, float, get, next, rnd, set, shape_text, strides, Frame, Res};
use crate::exec::Machine;
use crate::linalg_ext::{ExpReduction, ExtOp};
use crate::numeric::{from_f64, maximum, to_f64};
use crate::value::BufferView;

/// The loops of an exp_reduction and where each operand's element is for
/// a point of them.
struct Space {
    sizes: Vec<i64>,
    /// Per operand (ins then outs), its element stride per loop.
    coef: Vec<Vec<usize>>,
}

impl Space {
    fn new(e: &ExtOp, x: &ExpReduction, shapes: &[&[i64]]) -> Res<Space> {
        let mut sizes: Vec<Option<i64>> = vec![None; x.loops];
        for (m, s) in x.maps.iter().zip(shapes) {
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
            for (&d, &n) in m.iter().zip(s.iter()) {
                match sizes[d] {
                    Some(was) if was != n => {
                        return err(
                            e,
                            format!("loop d{d} has size {was} in one operand and {n} in another"),
                        )
                    }
                    _ => sizes[d] = Some(n),
                }
            }
        }
        let sizes = sizes
            .iter()
            .enumerate()
            .map(|(d, s)| s.map_or_else(|| err(e, format!("loop d{d} is in no map")), Ok))
            .collect::<Res<Vec<i64>>>()?;
        let coef = x
            .maps
            .iter()
            .zip(shapes)
            .map(|(m, s)| {
                let st = strides(s);
                let mut c = vec![0usize; x.loops];
                for (p, &d) in m.iter().enumerate() {
                    c[d] += st[p];
                }
                c
            })
            .collect();
        Ok(Space { sizes, coef })
    }

    /// The loops the maps of operands `ops` use, in order.
    fn loops_of(&self, x: &ExpReduction, ops: &[usize]) -> Vec<usize> {
        let mut dims: Vec<usize> = ops.iter().flat_map(|&o| x.maps[o].clone()).collect();
        dims.sort_unstable();
        dims.dedup();
        dims
    }

    /// Calls `f` with each operand's offset at every point of `loops`,
    /// row-major (a loop not among them is at 0).
    fn each(&self, loops: &[usize], mut f: impl FnMut(&[usize]) -> Res<()>) -> Res<()> {
        let shape: Vec<i64> = loops.iter().map(|&d| self.sizes[d]).collect();
        let total: i64 = shape.iter().product();
        let mut idx = vec![0i64; loops.len()];
        let mut offs = vec![0usize; self.coef.len()];
        for _ in 0..total {
            for (o, c) in offs.iter_mut().zip(&self.coef) {
                *o = loops
                    .iter()
                    .zip(&idx)
                    .map(|(&d, &i)| c[d] * i as usize)
                    .sum();
            }
            f(&offs)?;
            next(&mut idx, &shape);
        }
        Ok(())
    }
}

impl Machine<'_> {
    pub(super) fn exp_reduction(
        &mut self,
        e: &ExtOp,
        fr: Frame,
        x: &ExpReduction,
        ins: &[Rc<BufferView>],
        outs: &mut [BufferView],
    ) -> Res<()> {
        let r = e.region.as_ref().expect("exp_reduction has a body");
        let n = ins.len();
        let shapes: Vec<&[i64]> = ins
            .iter()
            .map(|b| &b.shape[..])
            .chain(outs.iter().map(|b| &b.shape[..]))
            .collect();
        let space = Space::new(e, x, &shapes)?;
        let (st, mt) = (float(e, ins[0].elem)?, float(e, outs[0].elem)?);
        let (xs, maxs) = (&ins[0], &outs[0]);
        let pair = space.loops_of(x, &[0, n]);
        // 1. The new max.
        let old: Vec<f64> = (0..maxs.num_elements())
            .map(|i| to_f64(mt, get(maxs, i)))
            .collect();
        let mut max = old.clone();
        space.each(&pair, |o| {
            let v = rnd(mt, to_f64(st, get(xs, o[0])));
            max[o[n]] = maximum(v, max[o[n]]);
            Ok(())
        })?;
        // 2. exp2(x - max), in the input's type.
        let mut ex: Vec<u64> = (0..xs.num_elements()).map(|i| get(xs, i)).collect();
        space.each(&pair, |o| {
            let d = rnd(st, to_f64(st, get(xs, o[0])) - rnd(st, max[o[n]]));
            ex[o[0]] = from_f64(st, d.exp2());
            Ok(())
        })?;
        // 3. and 4. The norm, and the destinations it scales.
        let norm: Vec<f64> = old
            .iter()
            .zip(&max)
            .map(|(&p, &m)| rnd(mt, rnd(mt, p - m).exp2()))
            .collect();
        for &k in &x.reduced {
            let t = float(e, outs[k].elem)?;
            let loops = space.loops_of(x, &[n + k, n]);
            let out = &mut outs[k];
            space.each(&loops, |o| {
                let v = rnd(t, norm[o[n]]) * to_f64(t, get(out, o[n + k]));
                set(out, o[n + k], from_f64(t, v));
                Ok(())
            })?;
        }
        for (i, &m) in max.iter().enumerate() {
            set(&mut outs[0], i, from_f64(mt, m));
        }
        // 5. The body, one loop nest per result.
        let mut args = vec![0u64; n + outs.len()];
        for res in 0..outs.len() {
            let mut ops: Vec<usize> = x.reads[res].clone();
            ops.push(n + res);
            let loops = space.loops_of(x, &ops);
            space.each(&loops, |o| {
                for (k, a) in args.iter_mut().enumerate() {
                    let b = if k < n { &*ins[k] } else { &outs[k - n] };
                    *a = match (k, o[k] < b.num_elements()) {
                        (0, true) => ex[o[0]],
                        (_, true) => get(b, o[k]),
                        // Not read by this result, and empty.
                        (_, false) => 0,
                    };
                }
                let site = self.call(r, fr, &args)?;
                let v = self.ret(r, fr, site, res);
                set(&mut outs[res], o[n + res], v);
                Ok(())
            })?;
        }
        Ok(())
    }
}
