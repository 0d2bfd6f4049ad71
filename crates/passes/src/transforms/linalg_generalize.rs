//! `linalg-generalize-named-ops`: MLIR's `LinalgGeneralizationPattern`
//! run by the greedy driver (which also folds every op and simplifies
//! regions, as `applyPatternsGreedily` does, at its default `aggressive`
//! level). Every structured linalg op but `linalg.generic` (`linalg.map`
//! included, as MLIR 22 does) becomes a `linalg.generic` with the
//! op's indexing maps and iterator kinds (`sigil_ir`'s
//! [`structured_info`], MLIR's `getIndexingMapsArray` and
//! `getIteratorTypesArray`), its inputs and outputs, tensor results only
//! when every operand is a tensor or a scalar, the op's location, and its
//! payload region moved in unchanged. Other attributes of the named op
//! (`cast`, `strides`, discardable ones) are not carried over, as in MLIR.

use sigil_ir::attrs::AttrData;
use sigil_ir::dialects::linalg::info::{
    indexing_maps_attr, is_generic, iterator_type_attr, structured_info,
};
use sigil_ir::{NamedAttr, NewOp, OpId, TypeData, Value};

use crate::pass::{Pass, PassFailed, Target};
use crate::rewrite::greedy::PatternSet;
use crate::rewrite::{
    apply_patterns_greedily, GreedyConfig, RegionSimplify, RewritePattern, Rewriter,
};

/// The `linalg-generalize-named-ops` pass.
pub struct LinalgGeneralizeNamedOps;

impl Pass for LinalgGeneralizeNamedOps {
    fn argument(&self) -> &str {
        "linalg-generalize-named-ops"
    }

    fn name(&self) -> &str {
        "LinalgGeneralizeNamedOpsPass"
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        // The driver may move and fuse locations: give every op its own.
        sigil_ir::printer::materialize_locations_under(t.ctx, t.module, t.op);
        let patterns = PatternSet::new(vec![Box::new(Generalize)]);
        // `applyPatternsGreedily`'s defaults: bottom-up seeding, aggressive
        // region simplification.
        let config = GreedyConfig {
            top_down: false,
            region_simplify: RegionSimplify::Aggressive,
            ..GreedyConfig::default()
        };
        apply_patterns_greedily(t.ctx, &mut t.module.ir, t.op, &patterns, &config);
        Ok(())
    }
}

/// MLIR's `LinalgGeneralizationPattern` (on every `LinalgOp`; MLIR 22's
/// precondition excludes only `linalg.generic`).
pub(crate) struct Generalize;

impl RewritePattern for Generalize {
    fn root(&self) -> Option<&'static str> {
        None
    }

    fn label(&self) -> &'static str {
        "LinalgGeneralizationPattern"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        generalize(op, rw).is_some()
    }
}

/// Rewrites `op` as a `linalg.generic`; `None` (nothing changed) when it is
/// not a structured op MLIR generalizes.
pub(crate) fn generalize(op: OpId, rw: &mut Rewriter<'_>) -> Option<OpId> {
    let ir = rw.ir();
    if is_generic(rw.ctx, ir, op) || ir.regions(op).len() != 1 {
        return None;
    }
    let info = structured_info(rw.ctx, ir, op)?;
    let operands: Vec<Value> = ir.operands(op).collect();
    let outputs = &operands[info.inputs..info.inputs + info.outputs];
    // `hasPureTensorSemantics`: every operand a scalar or a ranked tensor.
    let pure_tensor = operands.iter().all(|&v| {
        !matches!(
            rw.ctx.type_data(ir.value_type(v)),
            TypeData::MemRef { .. }
                | TypeData::UnrankedMemRef { .. }
                | TypeData::UnrankedTensor { .. }
        )
    });
    let result_types: Vec<sigil_ir::Type> = if pure_tensor {
        outputs.iter().map(|&v| ir.value_type(v)).collect()
    } else {
        Vec::new()
    };
    let blocks: Vec<sigil_ir::BlockId> = ir.region_blocks(ir.regions(op)[0]).collect();
    let loc = ir.op(op).loc;
    let used: Vec<Value> = operands[..info.inputs + info.outputs].to_vec();

    let maps = indexing_maps_attr(rw.ctx, info.maps);
    let iterators: smallvec::SmallVec<[sigil_ir::Attr; 4]> = info
        .iterators
        .iter()
        .map(|&k| iterator_type_attr(rw.ctx, k))
        .collect();
    let iterators = rw.ctx.intern_attr(AttrData::Array(iterators));
    let i32t = rw.ctx.i(32);
    let sizes: Vec<u8> = [info.inputs as i32, info.outputs as i32]
        .iter()
        .flat_map(|s| s.to_le_bytes())
        .collect();
    let segments = rw.ctx.intern_attr(AttrData::DenseArray {
        elem: i32t,
        len: 2,
        data: sizes.into_boxed_slice(),
    });
    let entries = vec![
        NamedAttr {
            name: rw.ctx.string_attr(b"indexing_maps"),
            value: maps,
        },
        NamedAttr {
            name: rw.ctx.string_attr(b"iterator_types"),
            value: iterators,
        },
        NamedAttr {
            name: rw.ctx.string_attr(b"operandSegmentSizes"),
            value: segments,
        },
    ];
    let props = rw.ctx.dict_attr(entries).expect("distinct property names");
    let name = rw.ctx.string_attr(b"linalg.generic");
    let region = rw.ir_mut().create_region();
    for b in blocks {
        rw.ir_mut()
            .move_block_to_end(b, region)
            .expect("a block of the named op's region");
    }
    let generic = rw.create_before(
        op,
        NewOp {
            name,
            loc,
            operands: &used,
            result_types: &result_types,
            attrs: &[],
            props: Some(props),
            successors: &[],
            regions: &[region],
        },
    );
    let results: Vec<Value> = rw.ir().results(generic).collect();
    rw.replace_op(op, &results);
    Some(generic)
}
