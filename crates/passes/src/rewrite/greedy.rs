//! MLIR's greedy pattern driver (`GreedyPatternRewriteDriver.cpp`), one
//! region at a time: erase unreachable blocks, seed a worklist with the region's ops (pre-order and
//! reversed, or post-order), then pop ops until it is empty: erase an op
//! that is trivially dead, else fold it (constants materialized right
//! before it), else try the patterns rooted at its name by benefit; each
//! change enqueues what it may have enabled. After the worklist, the
//! region's control flow is simplified; the whole repeats while anything
//! changed, at most `max_iterations` times. Every seeding also uniques the
//! region's constants and hoists them to the front of their isolated
//! region's entry block (see `folder.rs`).
//!
//! The order is MLIR's to the op, because it decides the output: where
//! materialized constants land, which of two equal constants survives,
//! which pattern sees an op first.

use sigil_ir::walk::WalkOrder;
use sigil_ir::{Context, Ir, OpId, RegionId, Value};
use smallvec::SmallVec;

use super::folder::Folder;
use super::{region_ops, DriverState, RewritePattern, Rewriter, Worklist};
use crate::effects;
use crate::fold::{self, FoldResult, Folded};

/// How much control-flow simplification runs after each iteration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionSimplify {
    Disabled,
    /// Unreachable blocks and dead values (arguments included).
    Normal,
    /// Also merges identical blocks and drops the block arguments every
    /// predecessor passes the same value for (`merge.rs`).
    Aggressive,
}

/// The driver's knobs (MLIR's `GreedyRewriteConfig`).
#[derive(Clone, Copy, Debug)]
pub struct GreedyConfig {
    pub top_down: bool,
    pub region_simplify: RegionSimplify,
    /// `-1`: no limit.
    pub max_iterations: i64,
    /// Per iteration; `-1`: no limit.
    pub max_rewrites: i64,
    pub fold: bool,
    pub cse_constants: bool,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            top_down: true,
            region_simplify: RegionSimplify::Normal,
            max_iterations: 10,
            max_rewrites: -1,
            fold: true,
            cse_constants: true,
        }
    }
}

/// Patterns by root op name, in the order they are tried.
#[derive(Default)]
pub struct PatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
}

impl PatternSet {
    pub fn new(mut patterns: Vec<Box<dyn RewritePattern>>) -> Self {
        // Higher benefit first; the sort is stable.
        patterns.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        PatternSet { patterns }
    }

    fn for_op<'a>(&'a self, name: &'a [u8]) -> impl Iterator<Item = &'a dyn RewritePattern> + 'a {
        self.patterns
            .iter()
            .filter(move |p| p.root().is_none_or(|r| r.as_bytes() == name))
            .map(|p| p.as_ref())
    }
}

/// Applies `patterns` and folding to the ops in each region of `op`, as
/// MLIR's `applyPatternsGreedily(op, ...)`; `true` if every region
/// converged.
pub fn apply_patterns_greedily(
    ctx: &mut Context,
    ir: &mut Ir,
    op: OpId,
    patterns: &PatternSet,
    config: &GreedyConfig,
) -> bool {
    let regions: SmallVec<[RegionId; 2]> = ir.regions(op).iter().copied().collect();
    let mut converged = true;
    for r in regions {
        converged &= simplify_region(ctx, ir, r, patterns, config);
    }
    converged
}

fn simplify_region(
    ctx: &mut Context,
    ir: &mut Ir,
    region: RegionId,
    patterns: &PatternSet,
    config: &GreedyConfig,
) -> bool {
    let mut state = DriverState {
        worklist: Worklist::default(),
        scope: region,
    };
    let mut iteration = 0i64;
    loop {
        iteration += 1;
        if config.max_iterations >= 0 && iteration > config.max_iterations {
            // The last iteration changed something: not converged.
            return false;
        }
        state.worklist.clear();
        // Unreachable blocks go first, whatever the simplification level:
        // their ops may use their own results (legal there), which patterns
        // are not written for.
        let erased = super::region::erase_unreachable_blocks(ctx, ir, &mut state, region);
        let mut folder = Folder::default();
        let order = if config.top_down {
            WalkOrder::PreOrder
        } else {
            WalkOrder::PostOrder
        };
        let ops = region_ops(ir, region, order);
        {
            let mut rw = Rewriter::new(ctx, ir, &mut state);
            for o in ops {
                if rw.ir().is_op_erased(o) {
                    continue;
                }
                let is_const =
                    config.cse_constants && fold::constant_value(rw.ctx, rw.ir(), o).is_some();
                if is_const && !folder.insert_known_constant(&mut rw, o) {
                    continue;
                }
                if config.top_down {
                    rw.state.worklist.push(o);
                } else {
                    rw.enqueue(o);
                }
            }
        }
        if config.top_down {
            state.worklist.reverse();
        }
        let mut changed = erased | process_worklist(ctx, ir, &mut state, patterns, config);
        if config.region_simplify != RegionSimplify::Disabled {
            changed |= super::region::simplify_regions(ctx, ir, &mut state, region);
            if config.region_simplify == RegionSimplify::Aggressive {
                changed |= super::merge::merge_and_drop(ctx, ir, &mut state, region);
            }
        }
        if !changed {
            return true;
        }
    }
}

fn process_worklist(
    ctx: &mut Context,
    ir: &mut Ir,
    state: &mut DriverState,
    patterns: &PatternSet,
    config: &GreedyConfig,
) -> bool {
    let mut changed = false;
    let mut rewrites = 0i64;
    while config.max_rewrites < 0 || rewrites < config.max_rewrites {
        let Some(op) = state.worklist.pop() else {
            break;
        };
        if ir.is_op_erased(op) {
            continue;
        }
        if is_trivially_dead(ctx, ir, op) {
            Rewriter::new(ctx, ir, state).erase_op(op);
            changed = true;
            continue;
        }
        if config.fold && fold::constant_value(ctx, ir, op).is_none() {
            match fold::fold_op(ctx, ir, op) {
                Some(Folded::InPlace) => {
                    state.add(ir, op);
                    changed = true;
                    continue;
                }
                Some(Folded::Results(results))
                    if replace_with_fold(ctx, ir, state, op, &results) =>
                {
                    changed = true;
                    continue;
                }
                _ => {}
            }
        }
        let name = ctx.str_bytes(ir.op(op).name).to_vec();
        let mut rw = Rewriter::new(ctx, ir, state);
        for p in patterns.for_op(&name) {
            if p.match_and_rewrite(op, &mut rw) {
                changed = true;
                rewrites += 1;
                break;
            }
        }
    }
    changed
}

/// Materializes the attributes among `results` right before `op` and
/// replaces `op`; `false` (and nothing changed) if a constant cannot be
/// materialized.
fn replace_with_fold(
    ctx: &mut Context,
    ir: &mut Ir,
    state: &mut DriverState,
    op: OpId,
    results: &[FoldResult],
) -> bool {
    let name = ctx.str_bytes(ir.op(op).name).to_vec();
    let loc = ir.op(op).loc;
    let mut rw = Rewriter::new(ctx, ir, state);
    let mut values: SmallVec<[Value; 2]> = SmallVec::new();
    let mut made: SmallVec<[OpId; 2]> = SmallVec::new();
    for (i, r) in results.iter().enumerate() {
        match *r {
            FoldResult::Value(v) => values.push(v),
            FoldResult::Attr(a) => {
                let ty = rw.ir().value_type(rw.ir().result(op, i));
                let Some((const_name, props)) = fold::materialize(rw.ctx, &name, a, ty) else {
                    for m in made {
                        rw.erase_op(m);
                    }
                    return false;
                };
                let v = rw.create_value(op, const_name, loc, &[], ty, Some(props));
                let c = match rw.ir().value_def(v) {
                    Some(sigil_ir::ValueDef::Result { op, .. }) => op,
                    _ => unreachable!("a new op's result"),
                };
                made.push(c);
                values.push(v);
            }
        }
    }
    rw.replace_op(op, &values);
    true
}

/// MLIR's `isOpTriviallyDead`: no result is used and the op would be dead
/// without uses.
pub(crate) fn is_trivially_dead(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    ir.results(op).all(|r| !ir.has_uses(r)) && effects::would_be_trivially_dead(ctx, ir, op)
}
