//! `attention` and `online_attention` as IREE decomposes them, one row of
//! scores at a time: `Q·Kᵀ` with the query scaled (by `log2(e)` too when
//! the softmax is in base 2), the score region and the mask applied, then
//! the softmax (or the online update of max and sum) and `P·V`, each step
//! rounded to the element type IREE computes it in.
//!
//! The common forms (f32/f16 operands, one loop each of m, k1, k2 and n, no
//! score region) take a fast path, `attention_fast`: per batch point, the
//! two products on the matmul kernels in f32 and the softmax (or online
//! step) as one fused row kernel. It orders the float operations
//! differently from the loops: the loops sum each score and each output
//! element in f64 in order and round once, and take each exponential and
//! each row sum in f64; the fast path accumulates the products in f32 in
//! `gemm`'s blocked order, takes the exponentials with an f32 polynomial
//! (~1 ulp) and sums rows in 16 f32 lanes. The query's scaling, P's
//! rounding to the value type, the mask and the online rescaling are the
//! loops' own. Results stay within IREE's test tolerances (1e-4 f32, 1e-2
//! f16, relative to max(1, |x|)) of the loops'.

use std::rc::Rc;

use super::{err, float, get, next, rnd, set, shape_text, strides, Frame, Res};
use crate::bytecode::FTy;
use crate::exec::Machine;
use crate::linalg_ext::{Attention, ExtOp};
use crate::numeric::{from_f64, to_f64};
use crate::value::BufferView;
use sigil_kernels::Strided;

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
        if fr.fast && region.is_none() {
            let shape = Shape {
                row: &row,
                k1: &k1,
                k2: &k2,
                nd: &nd,
                sizes: &sizes,
                coef: &coef,
            };
            let scaled = Scaled {
                q: &qv,
                exp2: a.exp2,
                step,
            };
            if let Some(done) = self.attention_fast(e, a, shape, scaled, ins, outs) {
                return done;
            }
        }
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

/// The loops of an attention op as the general path classifies them, with
/// each operand's element step per loop.
#[derive(Clone, Copy)]
struct Shape<'a> {
    row: &'a [usize],
    k1: &'a [usize],
    k2: &'a [usize],
    nd: &'a [usize],
    sizes: &'a [Option<i64>],
    coef: &'a [Vec<usize>],
}

/// The query, scaled and rounded as the general path does, and the
/// softmax's base.
#[derive(Clone, Copy)]
struct Scaled<'a> {
    q: &'a [f64],
    exp2: bool,
    step: f64,
}

/// `x` rounded to f16 and back when `t` is f16.
#[inline]
fn to_ty(t: FTy, x: f32) -> f32 {
    if t == FTy::F16 {
        half::f16::from_f32(x).to_f32()
    } else {
        x
    }
}

impl Machine<'_> {
    /// Attention on the matmul and softmax kernels, per batch point:
    /// `S = Q·Kᵀ` and `O = P·V` by `gemm` in f32, the softmax (or online
    /// step) by the fused row kernel. `None` when the op is not of a form
    /// it takes: f32 or f16 query, key and value, f32 or f16 output (f32
    /// output, max and sum for `online_attention`), one loop each of m,
    /// k1, k2 and n, batch loops in every operand, no score region.
    // `bi` indexes every operand's batch offsets, not one slice.
    #[allow(clippy::needless_range_loop)]
    fn attention_fast(
        &mut self,
        e: &ExtOp,
        a: &Attention,
        sh: Shape<'_>,
        sc: Scaled<'_>,
        ins: &[Rc<BufferView>],
        outs: &mut [BufferView],
    ) -> Option<Res<()>> {
        let ok_ty =
            |b: &BufferView| matches!(crate::vector::fty(b.elem), Some(FTy::F32 | FTy::F16));
        let is_f32 = |b: &BufferView| b.elem == crate::value::ElementType::F32;
        if !(ins[..3].iter().all(|b| ok_ty(b)) && ok_ty(&outs[0])) {
            return None;
        }
        if a.online && !outs.iter().all(is_f32) {
            return None;
        }
        let in_map = |op: usize, d: usize| a.maps[op].contains(&d);
        let (qi, ki, vi) = (0, 1, 2);
        let oi = 3 + usize::from(a.mask);
        let mi = a.mask.then_some(3);
        let (bdims, mdims): (Vec<usize>, Vec<usize>) = sh.row.iter().partition(|&&d| in_map(ki, d));
        let [m] = mdims[..] else { return None };
        let ([k1], [k2], [n]) = (sh.k1, sh.k2, sh.nd) else {
            return None;
        };
        if bdims.iter().any(|&d| !in_map(vi, d)) || in_map(ki, m) || in_map(vi, m) {
            return None;
        }
        if let Some(mi) = mi {
            let fine = |d: &usize| bdims.contains(d) || *d == m || *d == *k2;
            if !a.maps[mi].iter().all(fine) {
                return None;
            }
        }
        let size = |d: usize| sh.sizes[d].unwrap_or(1) as usize;
        let (mm, kk1, kk2, nn) = (size(m), size(*k1), size(*k2), size(*n));
        let c = sh.coef;
        let step = |op: usize, d: usize| c[op][d] as isize;
        // Every batch point's offset in each operand.
        let nb: usize = bdims.iter().map(|&d| size(d)).product();
        let bshape: Vec<i64> = bdims.iter().map(|&d| size(d) as i64).collect();
        let mut bidx = vec![0i64; bdims.len()];
        let mut boff: Vec<Vec<usize>> = vec![Vec::with_capacity(nb); c.len()];
        for _ in 0..nb {
            for (o, co) in boff.iter_mut().zip(c) {
                o.push(
                    bdims
                        .iter()
                        .zip(&bidx)
                        .map(|(&d, &x)| co[d] * x as usize)
                        .sum(),
                );
            }
            next(&mut bidx, &bshape);
        }
        let (k, v) = (&ins[1], &ins[2]);
        let (kt, vt) = (float(e, k.elem).ok()?, float(e, v.elem).ok()?);
        let ot = float(e, outs[0].elem).ok()?;
        let qs: Vec<f32> = sc.q.iter().map(|&x| x as f32).collect();
        let ks: Vec<f32> = (0..k.num_elements())
            .map(|i| to_f64(kt, get(k, i)) as f32)
            .collect();
        let vs: Vec<f32> = (0..v.num_elements())
            .map(|i| to_f64(vt, get(v, i)) as f32)
            .collect();
        let threads = self.limits.threads();
        let rm = |cols: usize| Strided {
            offset: 0,
            rs: cols as isize,
            cs: 1,
        };
        // The views of every batch point lie inside their operands (as
        // the shapes make them): checked before anything is written.
        let view = |op: usize, bi: usize, r: usize, c2: usize| Strided {
            offset: boff[op][bi],
            rs: step(op, r),
            cs: step(op, c2),
        };
        let fits = (0..nb).all(|bi| {
            view(qi, bi, m, *k1).fits(mm, kk1, qs.len())
                && view(ki, bi, *k1, *k2).fits(kk1, kk2, ks.len())
                && view(vi, bi, *k2, *n).fits(kk2, nn, vs.len())
        });
        if !fits {
            return None;
        }
        let mut s = vec![0f32; mm * kk2];
        let mut p = vec![0f32; mm * kk2];
        let mut o = vec![0f32; mm * nn];
        let (mut max, mut sum, mut old_max) = (vec![0f32; mm], vec![0f32; mm], vec![0f32; mm]);
        for bi in 0..nb {
            let (qv, kv, vv) = (
                view(qi, bi, m, *k1),
                view(ki, bi, *k1, *k2),
                view(vi, bi, *k2, *n),
            );
            sigil_kernels::matmul(
                mm,
                kk2,
                kk1,
                &mut s,
                rm(kk2),
                &qs,
                qv,
                &ks,
                kv,
                false,
                threads,
            );
            if let Some(mi) = mi {
                let mb = &ins[3];
                let mt = crate::vector::fty(mb.elem);
                for i in 0..mm {
                    for j in 0..kk2 {
                        let at = boff[mi][bi] + i * c[mi][m] + j * c[mi][*k2];
                        let bits = get(mb, at);
                        let x = &mut s[i * kk2 + j];
                        *x = match mt {
                            None if bits & 1 != 0 => *x,
                            None => f32::NEG_INFINITY,
                            Some(mt) => {
                                let mv = rnd(FTy::F32, rnd(FTy::F32, to_f64(mt, bits)) * sc.step);
                                (*x as f64 + mv) as f32
                            }
                        };
                    }
                }
            }
            let at_o = |op: usize, i: usize, t: usize| boff[op][bi] + i * c[op][m] + t * c[op][*n];
            if !a.online {
                sigil_kernels::softmax_rows_base_f32(&s, &mut p, kk2, sc.exp2, threads);
                if vt != FTy::F32 {
                    p.iter_mut().for_each(|x| *x = to_ty(vt, *x));
                }
                sigil_kernels::matmul(
                    mm,
                    nn,
                    kk2,
                    &mut o,
                    rm(nn),
                    &p,
                    rm(kk2),
                    &vs,
                    vv,
                    false,
                    threads,
                );
            } else {
                let (xi, si) = (oi + 1, oi + 2);
                let at_r = |op: usize, i: usize| boff[op][bi] + i * c[op][m];
                for i in 0..mm {
                    max[i] = f32::from_bits(get(&outs[1], at_r(xi, i)) as u32);
                    sum[i] = f32::from_bits(get(&outs[2], at_r(si, i)) as u32);
                }
                old_max.copy_from_slice(&max);
                let mut row_sum = vec![0f32; mm];
                sigil_kernels::exp_rows_f32(
                    &s,
                    &mut p,
                    kk2,
                    &mut max,
                    &mut row_sum,
                    sc.exp2,
                    threads,
                );
                if vt != FTy::F32 {
                    p.iter_mut().for_each(|x| *x = to_ty(vt, *x));
                }
                let exp: fn(f64) -> f64 = if sc.exp2 { f64::exp2 } else { f64::exp };
                for i in 0..mm {
                    let norm = rnd(FTy::F32, exp(old_max[i] as f64 - max[i] as f64));
                    let ns = rnd(
                        FTy::F32,
                        rnd(FTy::F32, sum[i] as f64 * norm) + row_sum[i] as f64,
                    );
                    set(&mut outs[1], at_r(xi, i), max[i].to_bits() as u64);
                    set(&mut outs[2], at_r(si, i), (ns as f32).to_bits() as u64);
                    for t in 0..nn {
                        let x = f32::from_bits(get(&outs[0], at_o(oi, i, t)) as u32);
                        o[i * nn + t] = rnd(FTy::F32, x as f64 * norm) as f32;
                    }
                }
                sigil_kernels::matmul(
                    mm,
                    nn,
                    kk2,
                    &mut o,
                    rm(nn),
                    &p,
                    rm(kk2),
                    &vs,
                    vv,
                    true,
                    threads,
                );
            }
            let out = &mut outs[0];
            for i in 0..mm {
                for t in 0..nn {
                    set(out, at_o(oi, i, t), from_f64(ot, o[i * nn + t] as f64));
                }
            }
        }
        Some(Ok(()))
    }
}
