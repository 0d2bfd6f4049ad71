//! The `scf` dialect's canonicalization patterns (MLIR 22's `SCF.cpp`) for
//! `scf.if` and `scf.execute_region`: a constant condition keeps one
//! branch, unused results go, results both branches yield from outside
//! become `arith.select`s (or the condition itself), the condition is
//! known inside each branch, an empty `else` goes, and an
//! `execute_region` is inlined into its block (or, with several blocks,
//! into its function's control flow).
//!
//! `scf.for` loses the loop-carried values it passes through unchanged,
//! and a loop of zero or one trips (constant bounds, in its signedness)
//! or that only yields values from outside goes.
//!
//! Two `scf.if`s in a row on one condition (or on it and its negation)
//! become one.
//!
//! Not yet here: `CombineNestedIfs`, `scf.for`'s tensor
//! cast folding, and the patterns of `scf.while`, `scf.forall`,
//! `scf.parallel` and `scf.index_switch`.

use sigil_ir::{BlockId, Context, Ir, NamedAttr, NewOp, OpId, RegionId, Type, Value};
use smallvec::SmallVec;

use crate::fold::{self, values};
use crate::rewrite::{RewritePattern, Rewriter};

pub(super) fn patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(CombineIfs),
        Box::new(ConditionPropagation),
        Box::new(ConvertTrivialIfToSelect),
        Box::new(RemoveEmptyElseBranch),
        Box::new(RemoveStaticCondition),
        Box::new(RemoveUnusedResults),
        Box::new(ReplaceIfYieldWithConditionOrValue),
        Box::new(ForOpIterArgsFolder),
        Box::new(SimplifyTrivialLoops),
        Box::new(SingleBlockExecuteInliner),
        Box::new(MultiBlockExecuteInliner),
    ]
}

fn then_region(ir: &Ir, op: OpId) -> RegionId {
    ir.regions(op)[0]
}

fn else_region(ir: &Ir, op: OpId) -> RegionId {
    ir.regions(op)[1]
}

/// The last block of a region (MLIR's `thenBlock`/`elseBlock`).
fn block_of(ir: &Ir, r: RegionId) -> Option<BlockId> {
    ir.last_block(r)
}

fn terminator(ir: &Ir, b: BlockId) -> OpId {
    ir.last_op(b).expect("a terminated block")
}

fn operands(ir: &Ir, op: OpId) -> SmallVec<[Value; 4]> {
    ir.operands(op).collect()
}

/// A constant `i1` (MLIR's `m_Constant(&BoolAttr)`).
fn const_bool(ctx: &Context, ir: &Ir, v: Value) -> Option<bool> {
    if !matches!(
        ctx.type_data(ir.value_type(v)),
        sigil_ir::TypeData::Integer { width: 1, .. }
    ) {
        return None;
    }
    let a = fold::value_constant(ctx, ir, v)?.attr()?;
    match ctx.attr_data(a) {
        sigil_ir::AttrData::Integer { value, .. } => Some(!value.is_zero()),
        _ => None,
    }
}

/// Whether `region` is `v`'s region or holds it (MLIR's `Region::isAncestor`
/// on the region of an op using `v`).
fn region_holds(ir: &Ir, region: RegionId, r: Option<RegionId>) -> bool {
    r.is_some_and(|r| ir.region_holds(region, r))
}

/// The region a value is defined in.
fn value_region(ir: &Ir, v: Value) -> Option<RegionId> {
    ir.block_parent(ir.value_block(v)?)
}

/// A new op like `spec` before `before`.
fn create(rw: &mut Rewriter<'_>, before: OpId, name: &[u8], spec: Spec<'_>) -> OpId {
    let name = rw.ctx.string_attr(name);
    rw.create_before(
        before,
        NewOp {
            name,
            loc: spec.loc,
            operands: spec.operands,
            result_types: spec.results,
            attrs: spec.attrs,
            props: spec.props,
            successors: spec.successors,
            regions: spec.regions,
        },
    )
}

struct Spec<'a> {
    loc: sigil_ir::LocRef,
    operands: &'a [Value],
    results: &'a [Type],
    attrs: &'a [NamedAttr],
    props: Option<sigil_ir::Attr>,
    successors: &'a [BlockId],
    regions: &'a [RegionId],
}

impl Spec<'_> {
    /// Nothing but a location.
    fn at(loc: sigil_ir::LocRef) -> Self {
        Spec {
            loc,
            operands: &[],
            results: &[],
            attrs: &[],
            props: None,
            successors: &[],
            regions: &[],
        }
    }
}

/// A new `scf.if` with `n` empty regions (MLIR's builder without blocks).
fn new_if(rw: &mut Rewriter<'_>, op: OpId, types: &[Type], cond: Value) -> OpId {
    let regions = [rw.ir_mut().create_region(), rw.ir_mut().create_region()];
    let loc = rw.ir().op(op).loc;
    create(
        rw,
        op,
        b"scf.if",
        Spec {
            loc,
            operands: &[cond],
            results: types,
            regions: &regions,
            ..Spec::at(loc)
        },
    )
}

/// An empty block at the end of `region` (MLIR's `createBlock`).
fn new_block(rw: &mut Rewriter<'_>, region: RegionId) -> BlockId {
    let b = rw.ir_mut().create_block(&[]);
    rw.ir_mut().append_block(region, b);
    b
}

/// A new `scf.yield` of `values` at the end of `block` (not enqueued: the
/// caller does when the block is in the IR).
fn yield_op(
    rw: &mut Rewriter<'_>,
    block: BlockId,
    values: &[Value],
    loc: sigil_ir::LocRef,
) -> OpId {
    let name = rw.ctx.string_attr(b"scf.yield");
    let y = rw.ir_mut().create_op(NewOp {
        name,
        loc,
        operands: values,
        result_types: &[],
        attrs: &[],
        props: None,
        successors: &[],
        regions: &[],
    });
    rw.ir_mut().append_op(block, y);
    y
}

/// A new `scf.yield` of `values` at the end of `block`, enqueued.
fn new_yield(
    rw: &mut Rewriter<'_>,
    block: BlockId,
    values: &[Value],
    loc: sigil_ir::LocRef,
) -> OpId {
    let y = yield_op(rw, block, values, loc);
    rw.enqueue(y);
    y
}

/// MLIR's `replaceOpWithRegion`: the single block of `region` moves before
/// `op`, whose results become its terminator's operands; the terminator
/// goes.
fn replace_with_region(rw: &mut Rewriter<'_>, op: OpId, region: RegionId, args: &[Value]) {
    let block = rw.ir().entry_block(region).expect("a block");
    let term = terminator(rw.ir(), block);
    rw.inline_block_before(block, op, args);
    // Read after inlining: a yielded block argument is now its replacement
    // (MLIR's `getOperands()` is a view of the terminator).
    let results = operands(rw.ir(), term);
    rw.replace_op(op, &results);
    rw.erase_op(term);
}

macro_rules! pattern {
    ($name:ident, $root:literal) => {
        struct $name;
        impl RewritePattern for $name {
            fn root(&self) -> Option<&'static str> {
                Some($root)
            }
            fn label(&self) -> &'static str {
                stringify!($name)
            }
            fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
                $name::apply(op, rw)
            }
        }
    };
}

pattern!(CombineIfs, "scf.if");
pattern!(ConditionPropagation, "scf.if");
pattern!(ConvertTrivialIfToSelect, "scf.if");
pattern!(RemoveEmptyElseBranch, "scf.if");
pattern!(RemoveStaticCondition, "scf.if");
pattern!(RemoveUnusedResults, "scf.if");
pattern!(ReplaceIfYieldWithConditionOrValue, "scf.if");
pattern!(ForOpIterArgsFolder, "scf.for");
pattern!(SimplifyTrivialLoops, "scf.for");
pattern!(SingleBlockExecuteInliner, "scf.execute_region");
pattern!(MultiBlockExecuteInliner, "scf.execute_region");

/// Whether `v` is the negation of `of` (`arith.xori %of, 1`).
fn negates(ctx: &Context, ir: &Ir, v: Value, of: Value) -> bool {
    let Some(x) = fold::defined_by(ctx, ir, v, b"arith.xori") else {
        return false;
    };
    ir.operand(x, 0) == of
        && fold::value_constant(ctx, ir, ir.operand(x, 1))
            .and_then(|c| c.attr())
            .and_then(|a| values::ints(ctx, a))
            .is_some_and(|i| i.is(1))
}

impl CombineIfs {
    fn apply(next: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(prev) = ir.prev_op(next) else {
            return false;
        };
        if rw.ctx.str_bytes(ir.op(prev).name) != b"scf.if" {
            return false;
        }
        let (nc, pc) = (ir.operand(next, 0), ir.operand(prev, 0));
        let next_then = block_of(ir, then_region(ir, next));
        let next_else = block_of(ir, else_region(ir, next));
        // The blocks of `next` that run when `prev`'s condition is true
        // and false.
        let (mut nt, mut ne) = (None, None);
        if nc == pc {
            nt = next_then;
            ne = next_else;
        }
        if negates(rw.ctx, ir, nc, pc) || negates(rw.ctx, ir, pc, nc) {
            ne = next_then;
            nt = next_else;
        }
        if nt.is_none() && ne.is_none() {
            return false;
        }
        let prev_then_yield = terminator(
            ir,
            block_of(ir, then_region(ir, prev)).expect("a then block"),
        );
        let prev_then_vals = operands(ir, prev_then_yield);
        let prev_else_vals: SmallVec<[Value; 4]> = block_of(ir, else_region(ir, prev))
            .map(|b| operands(ir, terminator(ir, b)))
            .unwrap_or_default();
        let results: Vec<Value> = ir.results(prev).collect();
        let region_of_block = |ir: &Ir, b: Option<BlockId>| b.and_then(|b| ir.block_parent(b));
        let (nt_region, ne_region) = (region_of_block(ir, nt), region_of_block(ir, ne));
        for ((&r, &t), &e) in results.iter().zip(&prev_then_vals).zip(&prev_else_vals) {
            let uses: Vec<(OpId, usize)> = rw.ir().uses(r).collect();
            for (owner, idx) in uses {
                let owner_region = rw.ir().parent_region(owner);
                let value = if nt_region.is_some_and(|nr| region_holds(rw.ir(), nr, owner_region)) {
                    t
                } else if ne_region.is_some_and(|nr| region_holds(rw.ir(), nr, owner_region)) {
                    e
                } else {
                    continue;
                };
                rw.modify(owner, |ir| ir.set_operand(owner, idx, value));
            }
        }
        let ir = rw.ir();
        let mut types: Vec<Type> = ir.results(prev).map(|v| ir.value_type(v)).collect();
        types.extend(ir.results(next).map(|v| ir.value_type(v)));
        let combined = new_if(rw, next, &types, pc);
        let (c_then, c_else) = (
            then_region(rw.ir(), combined),
            else_region(rw.ir(), combined),
        );
        let prev_then_r = then_region(rw.ir(), prev);
        rw.ir_mut()
            .inline_region_before(prev_then_r, c_then, None)
            .expect("moving a region's blocks");
        if let Some(nt) = nt {
            Self::merge_into(rw, nt, c_then);
        }
        let prev_else_r = else_region(rw.ir(), prev);
        rw.ir_mut()
            .inline_region_before(prev_else_r, c_else, None)
            .expect("moving a region's blocks");
        if let Some(ne) = ne {
            if rw.ir().entry_block(c_else).is_none() {
                let r = rw.ir().block_parent(ne).expect("a block in a region");
                rw.ir_mut()
                    .inline_region_before(r, c_else, None)
                    .expect("moving a region's blocks");
            } else {
                Self::merge_into(rw, ne, c_else);
            }
        }
        let all: Vec<Value> = rw.ir().results(combined).collect();
        let np = results.len();
        rw.replace_op(prev, &all[..np]);
        rw.replace_op(next, &all[np..]);
        true
    }

    /// Appends `block` (of the second `scf.if`) to the last block of
    /// `region`, the two yields made one.
    fn merge_into(rw: &mut Rewriter<'_>, block: BlockId, region: RegionId) {
        let dest = block_of(rw.ir(), region).expect("a block");
        let first = terminator(rw.ir(), dest);
        let second = terminator(rw.ir(), block);
        rw.merge_blocks(block, dest, &[]);
        let mut yields: Vec<Value> = operands(rw.ir(), first).to_vec();
        yields.extend(operands(rw.ir(), second));
        let loc = rw.ir().op(second).loc;
        new_yield(rw, dest, &yields, loc);
        rw.erase_op(first);
        rw.erase_op(second);
    }
}

impl ConditionPropagation {
    fn apply(op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let cond = rw.ir().operand(op, 0);
        if fold::value_constant(rw.ctx, rw.ir(), cond).is_some() {
            return false;
        }
        let (then_r, else_r) = (then_region(rw.ir(), op), else_region(rw.ir(), op));
        let uses: Vec<(OpId, usize)> = rw.ir().uses(cond).collect();
        let (mut t, mut f): (Option<Value>, Option<Value>) = (None, None);
        let mut changed = false;
        for (user, index) in uses {
            let r = rw.ir().parent_region(user);
            let value = if region_holds(rw.ir(), then_r, r) {
                *t.get_or_insert_with(|| super::bool_constant(rw, op, true))
            } else if region_holds(rw.ir(), else_r, r) {
                *f.get_or_insert_with(|| super::bool_constant(rw, op, false))
            } else {
                continue;
            };
            changed = true;
            rw.modify(user, |ir| ir.set_operand(user, index, value));
        }
        changed
    }
}

impl ConvertTrivialIfToSelect {
    fn apply(op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ir = rw.ir();
        let n = ir.num_results(op);
        if n == 0 {
            return false;
        }
        let cond = ir.operand(op, 0);
        let (then_r, else_r) = (then_region(ir, op), else_region(ir, op));
        let (Some(tb), Some(eb)) = (block_of(ir, then_r), block_of(ir, else_r)) else {
            return false;
        };
        let (ty, ey) = (terminator(ir, tb), terminator(ir, eb));
        let (tv, ev) = (operands(ir, ty), operands(ir, ey));
        let inside = |ir: &Ir, t: Value, e: Value| {
            value_region(ir, t) == Some(then_r) || value_region(ir, e) == Some(else_r)
        };
        let non_hoistable: Vec<Type> = tv
            .iter()
            .zip(&ev)
            .filter(|&(&t, &e)| inside(ir, t, e))
            .map(|(&t, _)| ir.value_type(t))
            .collect();
        if non_hoistable.len() == n {
            return false;
        }
        let replacement = new_if(rw, op, &non_hoistable, cond);
        let (new_then, new_else) = (
            then_region(rw.ir(), replacement),
            else_region(rw.ir(), replacement),
        );
        rw.ir_mut()
            .inline_region_before(then_r, new_then, None)
            .expect("moving a region's blocks");
        rw.ir_mut()
            .inline_region_before(else_r, new_else, None)
            .expect("moving a region's blocks");
        let loc = rw.ir().op(op).loc;
        let mut results: Vec<Value> = Vec::with_capacity(n);
        let (mut true_yields, mut false_yields) = (Vec::new(), Vec::new());
        let sel = rw.ctx.string_attr(b"arith.select");
        for (&t, &e) in tv.iter().zip(&ev) {
            let in_new = value_region(rw.ir(), t) == Some(new_then)
                || value_region(rw.ir(), e) == Some(new_else);
            if in_new {
                results.push(rw.ir().result(replacement, true_yields.len()));
                true_yields.push(t);
                false_yields.push(e);
            } else if t == e {
                results.push(t);
            } else {
                let ty = rw.ir().value_type(t);
                let s = rw.create_before(
                    replacement,
                    NewOp {
                        name: sel,
                        loc,
                        operands: &[cond, t, e],
                        result_types: &[ty],
                        attrs: &[],
                        props: None,
                        successors: &[],
                        regions: &[],
                    },
                );
                results.push(rw.ir().result(s, 0));
            }
        }
        let (tloc, eloc) = (rw.ir().op(ty).loc, rw.ir().op(ey).loc);
        new_yield(rw, tb, &true_yields, tloc);
        rw.erase_op(ty);
        new_yield(rw, eb, &false_yields, eloc);
        rw.erase_op(ey);
        rw.replace_op(op, &results);
        true
    }
}

impl RemoveEmptyElseBranch {
    fn apply(op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ir = rw.ir();
        if ir.num_results(op) != 0 {
            return false;
        }
        let Some(eb) = block_of(ir, else_region(ir, op)) else {
            return false;
        };
        let first = ir.first_op(eb);
        if first.is_none() || first != ir.last_op(eb) {
            return false;
        }
        // cloneWithoutRegions: same operands and attributes, empty regions.
        let cond = ir.operand(op, 0);
        let attrs: Vec<NamedAttr> = ir.attrs(op).to_vec();
        let props = ir.op(op).props;
        let loc = ir.op(op).loc;
        let regions = [rw.ir_mut().create_region(), rw.ir_mut().create_region()];
        let new = create(
            rw,
            op,
            b"scf.if",
            Spec {
                loc,
                operands: &[cond],
                attrs: &attrs,
                props,
                regions: &regions,
                ..Spec::at(loc)
            },
        );
        let then_r = then_region(rw.ir(), op);
        let new_then = then_region(rw.ir(), new);
        rw.ir_mut()
            .inline_region_before(then_r, new_then, None)
            .expect("moving a region's blocks");
        rw.erase_op(op);
        true
    }
}

impl RemoveStaticCondition {
    fn apply(op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let cond = rw.ir().operand(op, 0);
        let Some(c) = const_bool(rw.ctx, rw.ir(), cond) else {
            return false;
        };
        let (then_r, else_r) = (then_region(rw.ir(), op), else_region(rw.ir(), op));
        if c {
            replace_with_region(rw, op, then_r, &[]);
        } else if rw.ir().entry_block(else_r).is_some() {
            replace_with_region(rw, op, else_r, &[]);
        } else {
            rw.erase_op(op);
        }
        true
    }
}

impl RemoveUnusedResults {
    fn apply(op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ir = rw.ir();
        let used: Vec<usize> = (0..ir.num_results(op))
            .filter(|&i| ir.has_uses(ir.result(op, i)))
            .collect();
        if used.len() == ir.num_results(op) {
            return false;
        }
        let types: Vec<Type> = used
            .iter()
            .map(|&i| ir.value_type(ir.result(op, i)))
            .collect();
        let cond = ir.operand(op, 0);
        let new = new_if(rw, op, &types, cond);
        for r in 0..2 {
            let dest = new_block(rw, rw.ir().regions(new)[r]);
            let src = rw.ir().entry_block(rw.ir().regions(op)[r]).expect("a body");
            rw.merge_blocks(src, dest, &[]);
            let y = terminator(rw.ir(), dest);
            let kept: Vec<Value> = used.iter().map(|&i| rw.ir().operand(y, i)).collect();
            rw.modify(y, |ir| ir.set_operands(y, &kept));
        }
        let mut rep: Vec<Option<Value>> = vec![None; rw.ir().num_results(op)];
        for (k, &i) in used.iter().enumerate() {
            rep[i] = Some(rw.ir().result(new, k));
        }
        rw.replace_op_partial(op, &rep);
        true
    }
}

impl ReplaceIfYieldWithConditionOrValue {
    fn apply(op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ir = rw.ir();
        if ir.num_results(op) == 0 {
            return false;
        }
        let (Some(tb), Some(eb)) = (
            block_of(ir, then_region(ir, op)),
            block_of(ir, else_region(ir, op)),
        ) else {
            return false;
        };
        let (tv, ev) = (
            operands(ir, terminator(ir, tb)),
            operands(ir, terminator(ir, eb)),
        );
        let cond = ir.operand(op, 0);
        let mut changed = false;
        for (i, (&t, &e)) in tv.iter().zip(&ev).enumerate() {
            let result = rw.ir().result(op, i);
            if t == e {
                if rw.ir().has_uses(result) {
                    // Direct, as MLIR's `replaceAllUsesWith` on the value.
                    rw.ir_mut().replace_all_uses(result, t);
                    changed = true;
                }
                continue;
            }
            let (Some(tc), Some(ec)) = (
                const_bool(rw.ctx, rw.ir(), t),
                const_bool(rw.ctx, rw.ir(), e),
            ) else {
                continue;
            };
            if !tc && ec && rw.ir().has_uses(result) {
                let one = super::bool_constant(rw, op, true);
                let loc = rw.ir().op(op).loc;
                let i1 = rw.ctx.i(1);
                let x = create(
                    rw,
                    op,
                    b"arith.xori",
                    Spec {
                        loc,
                        operands: &[cond, one],
                        results: &[i1],
                        ..Spec::at(loc)
                    },
                );
                let not = rw.ir().result(x, 0);
                rw.ir_mut().replace_all_uses(result, not);
                changed = true;
            }
            if tc && !ec && rw.ir().has_uses(result) {
                rw.ir_mut().replace_all_uses(result, cond);
                changed = true;
            }
        }
        changed
    }
}

impl SingleBlockExecuteInliner {
    fn apply(op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let r = rw.ir().regions(op)[0];
        let (first, last) = (rw.ir().entry_block(r), rw.ir().last_block(r));
        if first.is_none() || first != last {
            return false;
        }
        replace_with_region(rw, op, r, &[]);
        true
    }
}

impl MultiBlockExecuteInliner {
    fn apply(op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(parent) = ir.parent_op(op) else {
            return false;
        };
        let pname = rw.ctx.str_bytes(ir.op(parent).name);
        if !matches!(pname, b"func.func" | b"llvm.func" | b"scf.execute_region") {
            return false;
        }
        let region = ir.regions(op)[0];
        let Some(entry) = ir.entry_block(region) else {
            return false;
        };
        let prev = ir.parent_block(op).expect("in a block");
        let loc = ir.op(op).loc;
        let post = rw
            .ir_mut()
            .split_block(prev, op)
            .expect("splitting at an op of the block");
        let br = rw.ctx.string_attr(b"cf.br");
        let b = rw.ir_mut().create_op(NewOp {
            name: br,
            loc,
            operands: &[],
            result_types: &[],
            attrs: &[],
            props: None,
            successors: &[entry],
            regions: &[],
        });
        rw.ir_mut().append_op(prev, b);
        rw.enqueue(b);
        let blocks: Vec<BlockId> = rw.ir().region_blocks(region).collect();
        for blk in blocks {
            let Some(t) = rw.ir().last_op(blk) else {
                continue;
            };
            if rw.ctx.str_bytes(rw.ir().op(t).name) != b"scf.yield" {
                continue;
            }
            let vals = operands(rw.ir(), t);
            let tloc = rw.ir().op(t).loc;
            create(
                rw,
                t,
                b"cf.br",
                Spec {
                    loc: tloc,
                    operands: &vals,
                    successors: &[post],
                    ..Spec::at(loc)
                },
            );
            rw.erase_op(t);
        }
        let dest = rw.ir().block_parent(post).expect("a region");
        rw.ir_mut()
            .inline_region_before(region, dest, Some(post))
            .expect("moving the region's blocks");
        let results: Vec<Value> = rw.ir().results(op).collect();
        let mut args = Vec::with_capacity(results.len());
        for r in results {
            let ty = rw.ir().value_type(r);
            args.push(rw.ir_mut().add_block_arg(post, ty, loc));
        }
        rw.replace_op(op, &args);
        true
    }
}

/// The location of a value: its defining op's, or its argument's.
fn value_loc(ir: &Ir, v: Value) -> sigil_ir::LocRef {
    match ir.value_def(v) {
        Some(sigil_ir::ValueDef::Result { op, .. }) => ir.op(op).loc,
        _ => ir.arg_loc(v),
    }
}

/// A new `scf.for` before `op` with `op`'s bounds, attributes and
/// properties and `inits` (MLIR's builder: a body block with the induction
/// variable and one argument per init, and an empty `scf.yield` when there
/// are none).
fn new_for(rw: &mut Rewriter<'_>, op: OpId, inits: &[Value]) -> OpId {
    let ir = rw.ir();
    let loc = ir.op(op).loc;
    let (lb, ub, step) = (ir.operand(op, 0), ir.operand(op, 1), ir.operand(op, 2));
    let mut args = vec![(ir.value_type(lb), loc)];
    args.extend(inits.iter().map(|&v| (ir.value_type(v), value_loc(ir, v))));
    let types: Vec<Type> = inits.iter().map(|&v| ir.value_type(v)).collect();
    let attrs: Vec<NamedAttr> = ir.attrs(op).to_vec();
    let props = ir.op(op).props;
    let region = rw.ir_mut().create_region();
    let block = rw.ir_mut().create_block(&args);
    rw.ir_mut().append_block(region, block);
    if inits.is_empty() {
        yield_op(rw, block, &[], loc);
    }
    let mut operands = vec![lb, ub, step];
    operands.extend_from_slice(inits);
    create(
        rw,
        op,
        b"scf.for",
        Spec {
            loc,
            operands: &operands,
            results: &types,
            attrs: &attrs,
            props,
            regions: &[region],
            ..Spec::at(loc)
        },
    )
}

impl ForOpIterArgsFolder {
    fn apply(op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ir = rw.ir();
        let body = ir.entry_block(ir.regions(op)[0]).expect("a loop body");
        let y = terminator(ir, body);
        let n = ir.num_results(op);
        let mut keep = Vec::with_capacity(n);
        let (mut new_inits, mut transfer, mut results) = (Vec::new(), vec![None], Vec::new());
        let mut any = false;
        for i in 0..n {
            let init = ir.operand(op, 3 + i);
            let arg = ir.block_args(body)[1 + i];
            let result = ir.result(op, i);
            let yielded = ir.operand(y, i);
            let forwarded =
                arg == yielded || (!ir.has_uses(arg) && (init == yielded || !ir.has_uses(result)));
            keep.push(!forwarded);
            any |= forwarded;
            if forwarded {
                transfer.push(Some(init));
                results.push(Some(init));
            } else {
                new_inits.push(init);
                transfer.push(None);
                results.push(None);
            }
        }
        if !any {
            return false;
        }
        let new = new_for(rw, op, &new_inits);
        let new_body = rw
            .ir()
            .entry_block(rw.ir().regions(new)[0])
            .expect("a body");
        let new_args: Vec<Value> = rw.ir().block_args(new_body).to_vec();
        transfer[0] = Some(new_args[0]);
        let mut k = 0;
        for i in 0..n {
            if transfer[1 + i].is_none() {
                transfer[1 + i] = Some(new_args[1 + k]);
                results[i] = Some(rw.ir().result(new, k));
                k += 1;
            }
        }
        let transfer: Vec<Value> = transfer.into_iter().map(|v| v.expect("filled")).collect();
        if new_inits.is_empty() {
            let new_yield = terminator(rw.ir(), new_body);
            rw.inline_block_before(body, new_yield, &transfer);
            let old_yield = rw.ir().prev_op(new_yield).expect("the merged terminator");
            rw.erase_op(old_yield);
        } else {
            rw.merge_blocks(body, new_body, &transfer);
            let merged = terminator(rw.ir(), new_body);
            let kept: Vec<Value> = (0..n)
                .filter(|&i| keep[i])
                .map(|i| rw.ir().operand(merged, i))
                .collect();
            let loc = rw.ir().op(merged).loc;
            create(
                rw,
                merged,
                b"scf.yield",
                Spec {
                    loc,
                    operands: &kept,
                    ..Spec::at(loc)
                },
            );
            rw.erase_op(merged);
        }
        let results: Vec<Value> = results.into_iter().map(|v| v.expect("filled")).collect();
        rw.replace_op(op, &results);
        true
    }
}

/// A constant index or integer operand's value.
fn const_int(ctx: &Context, ir: &Ir, v: Value) -> Option<(i128, u32)> {
    let a = fold::value_constant(ctx, ir, v)?.attr()?;
    let i = values::ints(ctx, a)?;
    let x = i.splat_value()?;
    Some((values::sext(x, i.width), i.width))
}

impl SimplifyTrivialLoops {
    fn apply(op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ir = rw.ir();
        let (lb, ub, step) = (ir.operand(op, 0), ir.operand(op, 1), ir.operand(op, 2));
        let inits: Vec<Value> = ir.operands(op).skip(3).collect();
        if lb == ub {
            rw.replace_op(op, &inits);
            return true;
        }
        let unsigned = fold::prop(rw.ctx, ir, op, b"unsignedCmp").is_some();
        // The number of values from lb up to ub, if known: both bounds
        // constant, compared in the loop's signedness (MLIR 22 leaves
        // `ub = lb + c` alone).
        let diff: Option<i128> = match (const_int(rw.ctx, ir, lb), const_int(rw.ctx, ir, ub)) {
            (Some((l, w)), Some((u, _))) => {
                let m = values::mask(w) as i128;
                if unsigned {
                    let (lu, uu) = (l & m, u & m);
                    Some(uu - lu)
                } else {
                    Some(u - l)
                }
            }
            _ => None,
        };
        let Some(diff) = diff else {
            return false;
        };
        if diff <= 0 {
            rw.replace_op(op, &inits);
            return true;
        }
        let Some((s, _)) = const_int(rw.ctx, ir, step) else {
            return false;
        };
        if s >= diff {
            let mut args = vec![lb];
            args.extend(inits);
            let region = ir.regions(op)[0];
            replace_with_region(rw, op, region, &args);
            return true;
        }
        let body = ir.entry_block(ir.regions(op)[0]).expect("a loop body");
        let y = terminator(ir, body);
        if ir.first_op(body) != Some(y) {
            return false;
        }
        let yielded = operands(ir, y);
        if yielded
            .iter()
            .any(|&v| ir.is_block_in_op(ir.value_block(v).expect("a value in a block"), op))
        {
            return false;
        }
        rw.replace_op(op, &yielded);
        true
    }
}
