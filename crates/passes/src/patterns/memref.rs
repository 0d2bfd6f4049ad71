//! `memref`'s canonicalization patterns (MLIR 22's `MemRefOps.cpp`): a
//! `memref.dim` of a `memref.reshape` is a load of the shape operand.

use sigil_ir::{NewOp, OpId, TypeData};

use crate::rewrite::{RewritePattern, Rewriter};

/// Every `memref` pattern, in MLIR's order.
pub(super) fn patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(DimOfMemRefReshape)]
}

/// `memref.dim`'s canonicalization pattern `DimOfMemRefReshape`: the size
/// of a `memref.reshape` result is a load of its shape operand, placed just
/// after the reshape, when the index is known there.
pub(crate) struct DimOfMemRefReshape;

impl RewritePattern for DimOfMemRefReshape {
    fn root(&self) -> Option<&'static str> {
        Some("memref.dim")
    }

    fn label(&self) -> &'static str {
        "DimOfMemRefReshape"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ir = rw.ir();
        let source = ir.operand(op, 0);
        let index = ir.operand(op, 1);
        let Some(reshape) = crate::fold::defined_by(rw.ctx, ir, source, b"memref.reshape") else {
            return false;
        };
        let reshape_block = ir.parent_block(reshape);
        let index_block = ir.value_block(index);
        if index_block == reshape_block {
            if let Some(sigil_ir::ValueDef::Result { op: def, .. }) = ir.value_def(index) {
                if ir.is_before_in_block(reshape, def) {
                    return false;
                }
            }
        } else if ir.parent_block(op) != reshape_block {
            // The index must be defined in a region enclosing the reshape's.
            let (Some(ib), Some(rb)) = (index_block, reshape_block) else {
                return false;
            };
            let (Some(ir_region), Some(rr)) = (ir.block_parent(ib), ir.block_parent(rb)) else {
                return false;
            };
            if ir_region == rr || !ir.region_holds(ir_region, rr) {
                return false;
            }
        }
        let shape = ir.operand(reshape, 1);
        let dim_ty = ir.value_type(ir.result(op, 0));
        let shape_ty = ir.value_type(shape);
        let elem = match rw.ctx.type_data(shape_ty) {
            TypeData::MemRef { elem, .. } => *elem,
            _ => return false,
        };
        let loc = ir.op(op).loc;
        let Some(next) = ir.next_op(reshape) else {
            return false;
        };
        let load_name = rw.ctx.string_attr(b"memref.load");
        let load = rw.create_before(
            next,
            NewOp {
                name: load_name,
                loc,
                operands: &[shape, index],
                result_types: &[elem],
                attrs: &[],
                props: None,
                successors: &[],
                regions: &[],
            },
        );
        let mut value = rw.ir().result(load, 0);
        if elem != dim_ty {
            let cast = rw.ctx.string_attr(b"arith.index_cast");
            let c = rw.create_before(
                next,
                NewOp {
                    name: cast,
                    loc,
                    operands: &[value],
                    result_types: &[dim_ty],
                    attrs: &[],
                    props: None,
                    successors: &[],
                    regions: &[],
                },
            );
            value = rw.ir().result(c, 0);
        }
        rw.replace_op(op, &[value]);
        true
    }
}
