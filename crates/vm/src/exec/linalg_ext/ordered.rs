//! Ops along one dimension with a comparator or combiner region: `sort`
//! (a stable merge sort of all its destinations together), `scan`, `topk`
//! (IREE's insertion into the outputs, ties broken on indices) and
//! `arg_compare`. Each works line by line (`lines`): the elements of a
//! line are `inner` apart, so no transposition is needed.
//!
//! `sort` and `topk` are each one algorithm generic over its comparison
//! (`merge_sort`, `TopKLine::run_with`), run either with a comparison that
//! calls the region or with a native one (`native.rs`); the two can only
//! differ in what the comparison answers, which is the same.

use std::rc::Rc;

use super::native::{with_less, WithLess, Worse};
use super::{err, get, lines, set, shape_text, Frame, Res};
use crate::exec::Machine;
use crate::linalg_ext::ExtOp;
use crate::tensor::{read_elem, write_elem};
use crate::value::{BufferView, ElementType};

impl Machine<'_> {
    pub(super) fn sort(
        &mut self,
        e: &ExtOp,
        fr: Frame,
        dim: usize,
        outs: &mut [BufferView],
    ) -> Res<()> {
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
        let native = r.sort_key.filter(|&(t, _)| t < outs.len() && fr.fast);
        let mut args = vec![0u64; 2 * outs.len()];
        let mut line: Vec<Vec<u64>> = vec![Vec::with_capacity(n); outs.len()];
        for o in 0..outer {
            for i in 0..inner {
                let at = |j: usize| (o * n + j) * inner + i;
                for (t, b) in outs.iter().enumerate() {
                    line[t].clear();
                    line[t].extend((0..n).map(|j| get(b, at(j))));
                }
                let perm = match native {
                    Some((t, c)) => with_less(c, SortLine(&line[t])),
                    None => merge_sort((0..n).collect(), |&x, &y| {
                        if line.len() == 1 {
                            return self.less(r, fr, line[0][x], line[0][y]);
                        }
                        for (t, l) in line.iter().enumerate() {
                            args[2 * t] = l[x];
                            args[2 * t + 1] = l[y];
                        }
                        let site = self.call(r, fr, &args)?;
                        Ok(self.ret(r, fr, site, 0) & 1 != 0)
                    })?,
                };
                for (t, b) in outs.iter_mut().enumerate() {
                    for (j, &p) in perm.iter().enumerate() {
                        set(b, at(j), line[t][p]);
                    }
                }
            }
        }
        Ok(())
    }

    pub(super) fn scan(
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

    pub(super) fn topk(
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
        let oi = rest.first_mut().filter(|_| out_indices);
        let in_idx = in_indices.then(|| &*ins[1]);
        let native = r.compare.filter(|_| fr.fast && ov.elem == values.elem);
        let mut lk = TopKLine {
            values,
            in_idx,
            ov,
            oi,
            sorted,
            kk,
            n,
            inner,
            vbuf: vec![0; kk],
            ibuf: vec![0; kk],
            at: (0, 0),
        };
        for o in 0..outer {
            for i in 0..inner {
                lk.at = (o, i);
                match native {
                    Some(c) => with_less(c, &mut lk),
                    None => {
                        let mut less = |a: &u64, b: &u64| self.less(r, fr, *a, *b);
                        lk.run_with(|a| a, &mut less, None)?
                    }
                }
            }
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn arg_compare(
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
}

/// A stable merge sort of `a` by the fallible comparator `less`: an
/// element goes before an earlier one only when `less` says so. Which
/// elements are compared, and in what order, depends on `less`'s answers
/// alone, so any two comparators that answer alike give the same result.
fn merge_sort<T: Copy>(mut a: Vec<T>, mut less: impl FnMut(&T, &T) -> Res<bool>) -> Res<Vec<T>> {
    let n = a.len();
    let mut b = a.clone();
    let mut width = 1;
    while width < n {
        let mut lo = 0;
        while lo < n {
            let mid = (lo + width).min(n);
            let hi = (lo + 2 * width).min(n);
            let (mut i, mut j) = (lo, mid);
            for slot in &mut b[lo..hi] {
                if j < hi && (i >= mid || less(&a[j], &a[i])?) {
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

/// One line's keys, sorted natively: the permutation of the line.
struct SortLine<'a>(&'a [u64]);

impl WithLess for SortLine<'_> {
    type Out = Vec<usize>;

    fn run<K: Copy + PartialOrd, D: Fn(u64) -> K + Copy, L: Fn(K, K) -> bool + Copy>(
        self,
        decode: D,
        less: L,
        _: Option<Worse>,
    ) -> Vec<usize> {
        // Keys beside their positions, so the merge reads them in order.
        let items: Vec<(K, u32)> = self
            .0
            .iter()
            .enumerate()
            .map(|(j, &b)| (decode(b), j as u32))
            .collect();
        let sorted = merge_sort(items, |x, y| Ok(less(x.0, y.0)));
        match sorted {
            Ok(v) => v.into_iter().map(|(_, j)| j as usize).collect(),
            Err(_) => unreachable!("a native comparison does not fail"),
        }
    }
}

/// One line of `topk`: its operands, where the line is (`at`: outer and
/// inner position), and buffers for the line's outputs.
struct TopKLine<'a> {
    values: &'a BufferView,
    in_idx: Option<&'a BufferView>,
    ov: &'a mut BufferView,
    oi: Option<&'a mut BufferView>,
    sorted: bool,
    kk: usize,
    n: usize,
    inner: usize,
    vbuf: Vec<u64>,
    ibuf: Vec<u64>,
    at: (usize, usize),
}

impl TopKLine<'_> {
    /// IREE's insertion of every value of the line into the outputs
    /// (kept in `vbuf`/`ibuf` meanwhile, read and written once per line),
    /// with `less` comparing decoded keys. With `worse` (the comparison
    /// orders non-NaN keys, [`Worse`]) and no sorting pass, a value worse
    /// than the worst output, while no output is NaN, is skipped: the
    /// insertion would compare it with every output, move nothing and
    /// take no index.
    fn run_with<K: Copy + PartialOrd>(
        &mut self,
        decode: impl Fn(u64) -> K,
        less: &mut impl FnMut(&K, &K) -> Res<bool>,
        worse: Option<Worse>,
    ) -> Res<()> {
        let (o, i) = self.at;
        let (n, kk, inner) = (self.n, self.kk, self.inner);
        let at = |j: usize| (o * n + j) * inner + i;
        let kat = |j: usize| (o * kk + j) * inner + i;
        let mut keys: Vec<K> = Vec::with_capacity(kk);
        for k in 0..kk {
            self.vbuf[k] = get(self.ov, kat(k));
            keys.push(decode(self.vbuf[k]));
            if let Some(oi) = &self.oi {
                self.ibuf[k] = get(oi, kat(k));
            }
        }
        let ielem = self.oi.as_ref().map(|b| b.elem);
        let velem = self.ov.elem;
        let retype = velem != self.values.elem;
        // The sorting pass swaps equal outputs whether or not a value
        // went in, so every value must be inserted then.
        let worse = worse.filter(|_| !self.sorted);
        let floor = |keys: &[K]| -> Option<K> {
            let w = worse?;
            let (&first, rest) = keys.split_first()?;
            if keys.iter().any(|k| k.partial_cmp(k).is_none()) {
                return None;
            }
            Some(
                rest.iter()
                    .fold(first, |m, &k| if w.is(k, m) { k } else { m }),
            )
        };
        let mut worst = floor(&keys);
        for j in 0..n {
            let mut cb = get(self.values, at(j));
            let mut cv = decode(cb);
            if let (Some(w), Some(f)) = (worse, worst) {
                if w.is(cv, f) {
                    continue;
                }
            }
            let mut changed = false;
            let mut ci = match self.in_idx {
                Some(b) => get(b, at(j)),
                None => j as u64,
            };
            for (k, key) in keys.iter_mut().enumerate() {
                let fwd = less(&cv, key)?;
                if let Some(ie) = ielem {
                    let ki = self.ibuf[k];
                    let rev = less(key, &cv)?;
                    let take = fwd || (fwd == rev && (ci as i64) < (ki as i64));
                    if take {
                        // Read back: the stored index has the output's
                        // width.
                        self.ibuf[k] = stored(ie, ci);
                        ci = ki;
                        changed = true;
                    }
                }
                changed |= fwd;
                if fwd {
                    std::mem::swap(&mut self.vbuf[k], &mut cb);
                    std::mem::swap(key, &mut cv);
                    if retype {
                        self.vbuf[k] = stored(velem, self.vbuf[k]);
                        *key = decode(self.vbuf[k]);
                    }
                }
            }
            if changed {
                worst = floor(&keys);
            }
            if self.sorted && kk > 1 {
                // `topk_v2 is_sorted`: a bubble sort of the outputs.
                for pass in 0..kk - 1 {
                    for k in 0..kk - 1 - pass {
                        if !less(&keys[k], &keys[k + 1])? {
                            keys.swap(k, k + 1);
                            self.vbuf.swap(k, k + 1);
                            if ielem.is_some() {
                                self.ibuf.swap(k, k + 1);
                            }
                        }
                    }
                }
            }
        }
        for k in 0..kk {
            set(self.ov, kat(k), self.vbuf[k]);
            if let Some(oi) = self.oi.as_deref_mut() {
                set(oi, kat(k), self.ibuf[k]);
            }
        }
        Ok(())
    }
}

/// Slot bits `bits` as an element of type `e` holds them: stored, then
/// read back.
fn stored(e: ElementType, bits: u64) -> u64 {
    let mut tmp = [0u8; 32];
    write_elem(e, &mut tmp, 0, bits);
    read_elem(e, &tmp, 0)
}

impl WithLess for &mut TopKLine<'_> {
    type Out = ();

    fn run<K: Copy + PartialOrd, D: Fn(u64) -> K + Copy, L: Fn(K, K) -> bool + Copy>(
        self,
        decode: D,
        less: L,
        worse: Option<Worse>,
    ) {
        if self
            .run_with(decode, &mut |a: &K, b: &K| Ok(less(*a, *b)), worse)
            .is_err()
        {
            unreachable!("a native comparison does not fail");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bytecode::{FPred, FTy};
    use crate::error::TrapKind;
    use crate::linalg_ext::Compare;
    use proptest::prelude::*;

    proptest! {
        /// The merge sort is the standard library's stable sort: the same
        /// permutation for any keys, ties kept in order.
        #[test]
        fn stable_sort_matches_std(keys in proptest::collection::vec(-4i32..4, 0..200)) {
            let mut want: Vec<usize> = (0..keys.len()).collect();
            want.sort_by_key(|&i| keys[i]);
            let got = merge_sort((0..keys.len()).collect(), |&a, &b| Ok(keys[a] < keys[b])).unwrap();
            prop_assert_eq!(got, want);
        }

        /// A comparator that traps stops the sort with its error.
        #[test]
        fn a_trapping_comparator_stops_the_sort(n in 2usize..50) {
            let r = merge_sort((0..n).collect(), |_, _| Err(TrapKind::Tensor("boom".into())));
            prop_assert!(r.is_err());
        }

        /// The native sort of a line gives the permutation the general
        /// merge sort gives with the comparison evaluated as the region
        /// does, for every predicate, either operand order, and keys full
        /// of NaNs, signed zeros and ties.
        #[test]
        fn native_sort_is_the_general_sort(
            picks in proptest::collection::vec(0usize..10, 0..120),
            p in 0usize..16,
            swap: bool,
            f64_keys: bool,
        ) {
            let pool = [f64::NAN, -f64::NAN, 0.0, -0.0, 1.0, -1.0, 2.0, f64::INFINITY, f64::NEG_INFINITY, 0.5];
            let (t, bits): (FTy, Vec<u64>) = if f64_keys {
                (FTy::F64, picks.iter().map(|&i| pool[i].to_bits()).collect())
            } else {
                (FTy::F32, picks.iter().map(|&i| (pool[i] as f32).to_bits() as u64).collect())
            };
            let c = Compare::F { p: FPred::ALL[p], t, swap };
            let want = merge_sort((0..bits.len()).collect(), |&x, &y| Ok(c.eval(bits[x], bits[y]))).unwrap();
            prop_assert_eq!(with_less(c, SortLine(&bits)), want);
        }
    }
}
