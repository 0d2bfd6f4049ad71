//! `control-flow-sink`: MLIR's control-flow sinking. An op without memory
//! effects whose every use is inside one region of a conditional (a region
//! that runs at most once: each region of `scf.if` and `scf.index_switch`,
//! the only ops sigil knows that declare invocation bounds) moves to the
//! start of that region's entry block, so it runs only where its result is
//! needed.
//!
//! As MLIR's `Sinker`, conditionals are visited innermost first; in each of
//! their regions, the region's own ops go on a stack, and popping one tries to sink the definitions of its operands in
//! operand order; a sunk op is pushed in turn, so what only it used follows
//! it. Each sunk op goes to the front of the entry block, which is what
//! decides their order there.
//!
//! Unlike MLIR 22, an op whose result is a dimension or symbol of an affine
//! op's map stays: moved into a conditional's region, it would no longer be
//! defined at the top level of an affine scope, and the affine op would
//! fail to verify (`mlir-opt-22` sinks it and reports "operand cannot be
//! used as a dimension id").

use sigil_ir::{Context, Ir, OpId, RegionId};

use crate::pass::{Pass, PassFailed, Target};

/// The `control-flow-sink` pass.
pub struct ControlFlowSink;

impl Pass for ControlFlowSink {
    fn argument(&self) -> &str {
        "control-flow-sink"
    }

    fn name(&self) -> &str {
        "ControlFlowSink"
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        let ir = &t.module.ir;
        let mut branches = Vec::new();
        let mut w = sigil_ir::walk::Walker::new(t.op);
        while let Some(ev) = w.next(ir) {
            if let sigil_ir::walk::WalkEvent::ExitOp(o) = ev {
                if matches!(
                    t.ctx.str_bytes(ir.op(o).name),
                    b"scf.if" | b"scf.index_switch"
                ) {
                    branches.push(o);
                }
            }
        }
        for b in branches {
            let regions = t.module.ir.regions(b).to_vec();
            for r in regions {
                if t.module.ir.entry_block(r).is_some() {
                    sink_region(t.ctx, &mut t.module.ir, r);
                }
            }
        }
        Ok(())
    }
}

fn sink_region(ctx: &Context, ir: &mut Ir, region: RegionId) {
    // The region's own ops (not nested ones: an op used only deeper in
    // the region stays where it is, as in MLIR 22).
    let mut stack: Vec<OpId> = ir
        .region_blocks(region)
        .flat_map(|b| ir.block_ops(b))
        .collect();
    let entry = ir.entry_block(region).expect("a region with blocks");
    while let Some(user) = stack.pop() {
        let operands: Vec<_> = ir.operands(user).collect();
        for v in operands {
            let Some(sigil_ir::ValueDef::Result { op, .. }) = ir.value_def(v) else {
                continue;
            };
            if ir
                .parent_region(op)
                .is_some_and(|r| ir.region_holds(region, r))
            {
                continue;
            }
            let users_inside = ir.results(op).all(|r| {
                ir.uses(r).all(|(u, _)| {
                    ir.parent_region(u)
                        .is_some_and(|ur| ir.region_holds(region, ur))
                })
            });
            if !users_inside
                || !crate::effects::is_memory_effect_free(ctx, ir, op)
                || feeds_affine_map(ctx, ir, op)
            {
                continue;
            }
            let at = match ir.first_op(entry) {
                Some(first) => sigil_ir::InsertPoint::Before(first),
                None => sigil_ir::InsertPoint::End(entry),
            };
            ir.move_op(op, at)
                .expect("an op moves into a region it dominates");
            stack.push(op);
        }
    }
}

/// Whether a result of `op` is an operand of an affine op's map or integer
/// set (an `index` operand of an `affine` op other than a stored value,
/// a yielded value or a `linearize_index`/`delinearize_index` input, which
/// take any index).
fn feeds_affine_map(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    ir.results(op).any(|r| {
        matches!(
            ctx.type_data(ir.value_type(r)),
            sigil_ir::types::TypeData::Index
        ) && ir.uses(r).any(|(u, k)| {
            let name = ctx.str_bytes(ir.op(u).name);
            name.starts_with(b"affine.")
                && !matches!(
                    name,
                    b"affine.yield" | b"affine.linearize_index" | b"affine.delinearize_index"
                )
                && !(name == b"affine.store" && k == 0)
        })
    })
}
