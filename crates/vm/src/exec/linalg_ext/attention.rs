//! `attention` and `online_attention` as IREE decomposes them, one row of
//! scores at a time: `Q·Kᵀ` with the query scaled (by `log2(e)` too when
//! the softmax is in base 2), the score region and the mask applied, then
//! the softmax (or the online update of max and sum) and `P·V`, each step
//! rounded to the element type IREE computes it in.

use std::rc::Rc;

use super::{err, float, get, next, rnd, set, shape_text, strides, Frame, Res};
use crate::bytecode::FTy;
use crate::exec::Machine;
use crate::linalg_ext::{Attention, ExtOp};
use crate::numeric::{from_f64, to_f64};
use crate::value::BufferView;

impl Machine<'_> {
    pub(super) fn attention(
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
