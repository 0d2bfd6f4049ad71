//! Ops that address a tensor through indices: `scatter` and `gather`
//! (IREE's shared index arithmetic, [`Indexed`]) and `map_load` /
//! `map_store`, whose region maps each point to an index. An index
//! outside the addressed tensor traps with the op's name instead of
//! reading or writing elsewhere.

use std::rc::Rc;

use super::{err, get, next, offset, set, shape_text, Frame, Res};
use crate::exec::Machine;
use crate::linalg_ext::{ExtOp, Region};
use crate::value::BufferView;

impl Machine<'_> {
    pub(super) fn scatter(
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

    pub(super) fn map_load(
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

    pub(super) fn map_store(
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

pub(super) fn gather(
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::linalg_ext::Kind;
    use crate::value::ElementType;
    use proptest::prelude::*;

    proptest! {

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
