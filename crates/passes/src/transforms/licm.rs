//! `loop-invariant-code-motion`: MLIR's LICM. Every loop (an op with
//! `LoopLikeOpInterface`), innermost first, moves before itself the ops of
//! its body that have no memory effect, may be speculated
//! ([`crate::effects::is_speculatable`]) and use only values defined
//! outside the loop (nested ops' operands included, those defined inside
//! the op itself aside).
//!
//! As MLIR's `moveLoopInvariantCode`, each loop region is a FIFO worklist
//! of its top-level ops in program order; a moved op's users in the region
//! are queued again, so what depended on it gets another chance. The
//! hoisted ops keep their order, just before the loop.

use std::collections::VecDeque;

use sigil_ir::{Context, Ir, OpId, RegionId};

use crate::pass::{Pass, PassFailed, Target};

/// The `loop-invariant-code-motion` pass.
pub struct LoopInvariantCodeMotion;

impl Pass for LoopInvariantCodeMotion {
    fn argument(&self) -> &str {
        "loop-invariant-code-motion"
    }

    fn name(&self) -> &str {
        "LoopInvariantCodeMotion"
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        let ir = &t.module.ir;
        // Post-order: inner loops before the loops holding them.
        let mut loops = Vec::new();
        let mut w = sigil_ir::walk::Walker::new(t.op);
        while let Some(ev) = w.next(ir) {
            if let sigil_ir::walk::WalkEvent::ExitOp(o) = ev {
                if !loop_regions(t.ctx, ir, o).is_empty() {
                    loops.push(o);
                }
            }
        }
        for l in loops {
            move_loop_invariant_code(t.ctx, &mut t.module.ir, l);
        }
        Ok(())
    }
}

/// The regions of a loop op that repeat (`getLoopRegions`); empty for
/// other ops.
fn loop_regions(ctx: &Context, ir: &Ir, op: OpId) -> Vec<RegionId> {
    match ctx.str_bytes(ir.op(op).name) {
        b"scf.for" | b"scf.forall" | b"scf.parallel" | b"affine.for" | b"affine.parallel" => {
            ir.regions(op).iter().take(1).copied().collect()
        }
        b"scf.while" => ir.regions(op).to_vec(),
        // TOSA's loop repeats its body; its condition stays.
        b"tosa.while_loop" => ir.regions(op).iter().skip(1).take(1).copied().collect(),
        _ => Vec::new(),
    }
}

/// Whether `op` is `ancestor` or nested in it.
fn is_ancestor(ir: &Ir, ancestor: OpId, op: OpId) -> bool {
    ancestor == op || ir.is_ancestor(ancestor, op)
}

/// The op whose region defines `v`.
fn defining_region_op(ir: &Ir, v: sigil_ir::Value) -> Option<OpId> {
    let block = match ir.value_def(v)? {
        sigil_ir::ValueDef::Result { op, .. } => ir.parent_block(op)?,
        sigil_ir::ValueDef::Arg { block, .. } => block,
    };
    ir.block_parent_op(block)
}

/// MLIR's `moveLoopInvariantCode` on one loop; how many ops moved.
fn move_loop_invariant_code(ctx: &Context, ir: &mut Ir, lp: OpId) -> usize {
    let mut moved = 0;
    for region in loop_regions(ctx, ir, lp) {
        let mut worklist: VecDeque<OpId> = ir
            .region_blocks(region)
            .flat_map(|b| ir.block_ops(b))
            .collect();
        while let Some(op) = worklist.pop_front() {
            if ir.is_op_erased(op) || ir.parent_region(op) != Some(region) {
                continue;
            }
            let defined_outside = |v: sigil_ir::Value| {
                defining_region_op(ir, v).is_none_or(|p| !is_ancestor(ir, lp, p))
            };
            if !(crate::effects::is_memory_effect_free(ctx, ir, op)
                && crate::effects::is_speculatable(ctx, ir, op)
                && can_be_hoisted(ctx, ir, op, &defined_outside))
            {
                continue;
            }
            ir.move_op_before(op, lp)
                .expect("a loop's op moves before the loop");
            moved += 1;
            let users: Vec<OpId> = ir
                .results(op)
                .flat_map(|r| ir.uses(r).map(|(u, _)| u).collect::<Vec<_>>())
                .collect();
            for u in users {
                if ir.parent_region(u) == Some(region) {
                    worklist.push_back(u);
                }
            }
        }
    }
    moved
}

/// MLIR's `canBeHoisted`: not a terminator, and every value `op` and its
/// nested ops use is defined in `op` or outside the loop.
fn can_be_hoisted(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    defined_outside: &impl Fn(sigil_ir::Value) -> bool,
) -> bool {
    let name = ctx.str_bytes(ir.op(op).name);
    let traits = sigil_ir::dialects::op_traits(name);
    if traits.is_terminator || !traits.registered {
        return false;
    }
    let mut ok = true;
    ir.walk(op, &mut |child| {
        if !ok {
            return;
        }
        for v in ir.operands(child) {
            if defining_region_op(ir, v).is_some_and(|p| is_ancestor(ir, op, p)) {
                continue;
            }
            if !defined_outside(v) {
                ok = false;
                return;
            }
        }
    });
    ok
}
