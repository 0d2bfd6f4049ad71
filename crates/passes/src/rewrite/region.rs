//! Control-flow simplification after each greedy iteration (MLIR's
//! `simplifyRegions` at the `normal` level, `RegionUtils.cpp`): erase the
//! blocks unreachable from their region's entry, then delete dead code
//! with a liveness fixed point that sees through branches: a value is live
//! when a live op uses it, and a successor operand is a use only if the
//! block argument it feeds is live. Dead ops go, dead arguments of
//! non-entry blocks go, and so do the branch operands that fed them.
//!
//! The branch operands are erased for the terminators whose operand
//! layout is known here (`cf.br`, `cf.cond_br`); the arguments fed by any
//! other terminator stay live, as MLIR keeps those its
//! `BranchOpInterface` cannot describe.

use hashbrown::HashSet;
use sigil_ir::attrs::AttrData;
use sigil_ir::{BlockId, Context, Ir, OpId, RegionId, Value};
use smallvec::SmallVec;

use super::{post_order, DriverState, Rewriter};
use crate::effects;

/// Runs the `normal` simplifications on `region`; true if anything changed.
pub(crate) fn simplify_regions(
    ctx: &mut Context,
    ir: &mut Ir,
    state: &mut DriverState,
    region: RegionId,
) -> bool {
    let erased_blocks = erase_unreachable_blocks(ctx, ir, state, region);
    let erased_ops = run_region_dce(ctx, ir, state, region);
    erased_blocks || erased_ops
}

pub(crate) fn erase_unreachable_blocks(
    ctx: &mut Context,
    ir: &mut Ir,
    state: &mut DriverState,
    region: RegionId,
) -> bool {
    let mut erased = false;
    let mut worklist = vec![region];
    while let Some(r) = worklist.pop() {
        let blocks: Vec<BlockId> = ir.region_blocks(r).collect();
        let Some(&entry) = blocks.first() else {
            continue;
        };
        if blocks.len() == 1 {
            for o in ir.block_ops(entry) {
                worklist.extend(ir.regions(o).iter().copied());
            }
            continue;
        }
        let mut reachable = HashSet::new();
        let mut order = Vec::new();
        post_order(ir, entry, &mut reachable, &mut order);
        let dead: Vec<BlockId> = blocks
            .iter()
            .copied()
            .filter(|b| !reachable.contains(b))
            .collect();
        for &b in &blocks {
            if reachable.contains(&b) {
                for o in ir.block_ops(b) {
                    worklist.extend(ir.regions(o).iter().copied());
                }
            }
        }
        if !dead.is_empty() {
            erase_blocks(ctx, ir, state, &dead);
            erased = true;
        }
    }
    erased
}

/// Erases `blocks`, which no other block reaches: the driver hears of each
/// op (last to first per block), uses among them are cut first.
fn erase_blocks(ctx: &mut Context, ir: &mut Ir, state: &mut DriverState, blocks: &[BlockId]) {
    let mut all_ops = Vec::new();
    for &b in blocks {
        let ops: Vec<OpId> = ir.block_ops(b).collect();
        for &o in ops.iter().rev() {
            super::erase_order(ir, o, &mut all_ops);
        }
    }
    for &o in &all_ops {
        state.erased(ir, o);
    }
    let doomed: HashSet<BlockId> = blocks.iter().copied().collect();
    cut_uses(ctx, ir, &all_ops, blocks);
    for &o in &all_ops {
        if !ir.successors(o).is_empty() && ir.successors(o).iter().any(|s| doomed.contains(s)) {
            ir.set_successors(o, &[]);
        }
    }
    for &b in blocks {
        ir.erase_block(b)
            .expect("an unreachable block is used by no reachable one");
    }
}

/// Replaces the uses of the values defined by `ops` or as arguments of
/// `blocks` with placeholders, so that erasing them in any order holds.
fn cut_uses(_ctx: &Context, ir: &mut Ir, ops: &[OpId], blocks: &[BlockId]) {
    let mut values: Vec<Value> = Vec::new();
    for &o in ops {
        values.extend(ir.results(o));
    }
    for &b in blocks {
        values.extend(ir.block_args(b).iter().copied());
    }
    for v in values {
        let uses: Vec<(OpId, usize)> = ir.uses(v).collect();
        if uses.is_empty() {
            continue;
        }
        let p = ir.create_placeholder(ir.value_type(v));
        for (user, i) in uses {
            ir.set_operand(user, i, p);
        }
    }
}

#[derive(Default)]
struct LiveMap {
    values: HashSet<Value>,
    ops: HashSet<OpId>,
    changed: bool,
}

impl LiveMap {
    fn set_value(&mut self, v: Value) {
        self.changed |= self.values.insert(v);
    }

    fn set_op(&mut self, o: OpId) {
        self.changed |= self.ops.insert(o);
    }

    /// An op is live if it was proven so or any of its results is.
    fn op_live(&self, ir: &Ir, o: OpId) -> bool {
        self.ops.contains(&o) || ir.results(o).any(|r| self.values.contains(&r))
    }
}

/// The successor operand ranges of a terminator whose layout is known:
/// per successor, the operand indices it forwards.
fn successor_operands(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
) -> Option<SmallVec<[std::ops::Range<usize>; 2]>> {
    match ctx.str_bytes(ir.op(op).name) {
        b"cf.br" => Some(smallvec::smallvec![0..ir.num_operands(op)]),
        b"cf.cond_br" => {
            let seg = crate::fold::segments(ctx, ir, op)?;
            let (t, f) = (*seg.get(1)? as usize, *seg.get(2)? as usize);
            Some(smallvec::smallvec![1..1 + t, 1 + t..1 + t + f])
        }
        _ => None,
    }
}

fn is_terminator(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    sigil_ir::dialects::op_traits(ctx.str_bytes(ir.op(op).name)).is_terminator
}

fn is_branch(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    sigil_ir::dialects::lookup(ctx.str_bytes(ir.op(op).name)).is_some_and(|d| d.structure.branch)
}

fn run_region_dce(
    ctx: &mut Context,
    ir: &mut Ir,
    state: &mut DriverState,
    region: RegionId,
) -> bool {
    let mut live = LiveMap::default();
    loop {
        live.changed = false;
        propagate_region(ctx, ir, region, &mut live);
        if !live.changed {
            break;
        }
    }
    delete_deadness(ctx, ir, state, region, &live)
}

fn propagate_region(ctx: &Context, ir: &Ir, region: RegionId, live: &mut LiveMap) {
    let Some(entry) = ir.entry_block(region) else {
        return;
    };
    let mut seen = HashSet::new();
    let mut blocks = Vec::new();
    post_order(ir, entry, &mut seen, &mut blocks);
    for b in blocks {
        let ops: Vec<OpId> = ir.block_ops(b).collect();
        for &o in ops.iter().rev() {
            propagate_op(ctx, ir, o, live);
        }
        if b == entry {
            continue;
        }
        for &a in ir.block_args(b) {
            if !live.values.contains(&a) {
                process_value(ctx, ir, a, live);
            }
        }
    }
}

fn propagate_op(ctx: &Context, ir: &Ir, op: OpId, live: &mut LiveMap) {
    for &r in ir.regions(op) {
        propagate_region(ctx, ir, r, live);
    }
    if is_terminator(ctx, ir, op) {
        live.set_op(op);
        match successor_operands(ctx, ir, op).filter(|_| is_branch(ctx, ir, op)) {
            Some(ranges) => {
                // The produced operands of each successor: none here.
                let _ = ranges;
            }
            None => {
                for &s in ir.successors(op) {
                    for &a in ir.block_args(s) {
                        live.set_value(a);
                    }
                }
            }
        }
        return;
    }
    if live.op_live(ir, op) {
        return;
    }
    if !effects::would_be_trivially_dead(ctx, ir, op) {
        live.set_op(op);
        return;
    }
    for r in ir.results(op) {
        process_value(ctx, ir, r, live);
    }
}

fn process_value(ctx: &Context, ir: &Ir, v: Value, live: &mut LiveMap) {
    let proved = ir.uses(v).any(|(user, index)| {
        if use_known_dead(ctx, ir, user, index, live) {
            return false;
        }
        live.op_live(ir, user)
    });
    if proved {
        live.set_value(v);
    }
}

/// A successor operand is dead when the argument it feeds is.
fn use_known_dead(ctx: &Context, ir: &Ir, user: OpId, index: usize, live: &LiveMap) -> bool {
    if !is_terminator(ctx, ir, user) || !is_branch(ctx, ir, user) {
        return false;
    }
    let Some(ranges) = successor_operands(ctx, ir, user) else {
        return false;
    };
    for (s, range) in ranges.iter().enumerate() {
        if range.contains(&index) {
            let block = ir.successors(user)[s];
            let arg = ir.block_args(block)[index - range.start];
            return !live.values.contains(&arg);
        }
    }
    false
}

fn delete_deadness(
    ctx: &mut Context,
    ir: &mut Ir,
    state: &mut DriverState,
    region: RegionId,
    live: &LiveMap,
) -> bool {
    let Some(entry) = ir.entry_block(region) else {
        return false;
    };
    let single = ir.next_block(entry).is_none();
    let mut erased = false;
    let mut seen = HashSet::new();
    let mut blocks = Vec::new();
    post_order(ir, entry, &mut seen, &mut blocks);
    for b in blocks {
        if !single {
            if let Some(t) = ir.last_op(b) {
                erase_successor_operands(ctx, ir, t, live);
            }
        }
        let ops: Vec<OpId> = ir.block_ops(b).collect();
        for &o in ops.iter().rev() {
            if ir.is_op_erased(o) {
                continue;
            }
            if !live.op_live(ir, o) {
                erased = true;
                let results: Vec<Value> = ir.results(o).collect();
                for r in results {
                    if ir.has_uses(r) {
                        let p = ir.create_placeholder(ir.value_type(r));
                        ir.replace_all_uses(r, p);
                    }
                }
                Rewriter::new(ctx, ir, state).erase_op(o);
            } else {
                let regions: SmallVec<[RegionId; 2]> = ir.regions(o).iter().copied().collect();
                for r in regions {
                    erased |= delete_deadness(ctx, ir, state, r, live);
                }
            }
        }
    }
    let later: Vec<BlockId> = ir.region_blocks(region).skip(1).collect();
    for b in later {
        let n = ir.block_args(b).len();
        for i in (0..n).rev() {
            let a = ir.block_args(b)[i];
            if !live.values.contains(&a) && !ir.has_uses(a) {
                ir.erase_block_arg(b, i).expect("an unused argument");
            }
        }
    }
    erased
}

/// Erases the operands of branch `t` that feed dead block arguments.
fn erase_successor_operands(ctx: &mut Context, ir: &mut Ir, t: OpId, live: &LiveMap) {
    if !is_branch(ctx, ir, t) {
        return;
    }
    let Some(ranges) = successor_operands(ctx, ir, t) else {
        return;
    };
    let mut sizes: Vec<usize> = ranges.iter().map(|r| r.len()).collect();
    let mut changed = false;
    for s in (0..ranges.len()).rev() {
        let block = ir.successors(t)[s];
        let range = ranges[s].clone();
        for i in (0..range.len()).rev() {
            let arg = ir.block_args(block)[i];
            if !live.values.contains(&arg) {
                ir.erase_operand(t, range.start + i);
                sizes[s] -= 1;
                changed = true;
            }
        }
    }
    if changed && ctx.str_bytes(ir.op(t).name) == b"cf.cond_br" {
        set_segments(ctx, ir, t, &[1, sizes[0] as i32, sizes[1] as i32]);
    }
}

fn set_segments(ctx: &mut Context, ir: &mut Ir, op: OpId, sizes: &[i32]) {
    let i32t = ctx.i(32);
    let data: Vec<u8> = sizes.iter().flat_map(|s| s.to_le_bytes()).collect();
    let value = ctx.intern_attr(AttrData::DenseArray {
        elem: i32t,
        len: sizes.len() as u32,
        data: data.into_boxed_slice(),
    });
    crate::fold::set_prop(ctx, ir, op, b"operandSegmentSizes", value);
}
