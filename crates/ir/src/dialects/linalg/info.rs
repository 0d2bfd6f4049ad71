//! What a runtime or a pass needs to know about a structured linalg op,
//! public: its inputs and outputs, one indexing map per operand over the
//! op's loops, the loops' iterator kinds, and its payload region. Named ops
//! (`matmul`, `conv_2d_nhwc_hwcf`, `fill`, the elementwise ops, ...) answer
//! the same as `linalg.generic`, so one engine runs them all; the maps are
//! the ones the verifier checks (`getIndexingMapsArray`).

use sigil_affine::AffineMap;

use super::{i64s, op_kind, prop, split_operands, verify, Kind, LinalgEnum};
use crate::attrs::AttrData;
use crate::context::Context;
use crate::ir::{Ir, OpId, RegionId};

/// A loop of a structured op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IteratorKind {
    Parallel,
    Reduction,
}

/// The structure of a linalg structured op.
#[derive(Clone, Debug)]
pub struct StructuredInfo {
    /// Operands `0..inputs` are inputs, the next `outputs` are the inits.
    pub inputs: usize,
    pub outputs: usize,
    /// One map per input and output, each over `iterators.len()` dims.
    pub maps: Vec<AffineMap>,
    pub iterators: Vec<IteratorKind>,
    /// The payload: block arguments are the input elements then the output
    /// elements, and `linalg.yield` gives the new output elements.
    pub body: RegionId,
}

/// The structure of `op`, or `None` when it is not a structured linalg op
/// (or one that does not verify).
pub fn structured_info(ctx: &Context, ir: &Ir, op: OpId) -> Option<StructuredInfo> {
    let kind = op_kind(ctx, ir, op)?;
    let (inputs, outputs) = split_operands(ctx, ir, op, kind);
    let maps = verify::indexing_maps(ctx, ir, op, kind)?;
    if maps.len() != inputs + outputs {
        return None;
    }
    let loops = maps.first().map_or(0, |m| m.num_dims() as usize);
    let iterators: Vec<IteratorKind> = match kind {
        Kind::Generic => match ctx.attr_data(prop(ctx, ir, op, "iterator_types")?) {
            AttrData::Array(elems) => elems
                .iter()
                .map(
                    |&e| match super::enum_case(ctx, e, LinalgEnum::IteratorType) {
                        Some("reduction") => IteratorKind::Reduction,
                        _ => IteratorKind::Parallel,
                    },
                )
                .collect(),
            _ => return None,
        },
        Kind::Reduce => {
            let dims = i64s(ctx, ir, op, "dimensions").unwrap_or_default();
            (0..loops as i64)
                .map(|d| {
                    if dims.contains(&d) {
                        IteratorKind::Reduction
                    } else {
                        IteratorKind::Parallel
                    }
                })
                .collect()
        }
        // A loop is a reduction when no output map uses it.
        _ => (0..loops as u32)
            .map(|d| {
                let used = maps[inputs..].iter().any(|m| {
                    m.nodes()
                        .iter()
                        .any(|n| matches!(n, sigil_affine::AffineExpr::Dim(x) if *x == d))
                });
                if used {
                    IteratorKind::Parallel
                } else {
                    IteratorKind::Reduction
                }
            })
            .collect(),
    };
    if iterators.len() != loops || maps.iter().any(|m| m.num_dims() as usize != loops) {
        return None;
    }
    let body = ir.regions(op).first().copied()?;
    Some(StructuredInfo {
        inputs,
        outputs,
        maps,
        iterators,
        body,
    })
}

/// The attribute of an iterator kind (`#linalg.iterator_type<parallel>`),
/// as `linalg.generic`'s `iterator_types` holds it.
pub fn iterator_type_attr(ctx: &mut Context, kind: IteratorKind) -> crate::attrs::Attr {
    let case = match kind {
        IteratorKind::Parallel => "parallel",
        IteratorKind::Reduction => "reduction",
    };
    super::enum_attr(ctx, LinalgEnum::IteratorType, case).expect("an iterator type case")
}

/// An array attribute of affine maps (`linalg.generic`'s `indexing_maps`).
pub fn indexing_maps_attr(ctx: &mut Context, maps: Vec<AffineMap>) -> crate::attrs::Attr {
    super::named::maps_attr(ctx, maps)
}

/// Whether `op` is `linalg.generic`.
pub fn is_generic(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    matches!(op_kind(ctx, ir, op), Some(super::Kind::Generic))
}
