//! The `scf` dialect's canonicalization patterns (MLIR 22's `SCF.cpp`) for
//! `scf.if` and `scf.execute_region`: a constant condition keeps one
//! branch, unused results go, results both branches yield from outside
//! become `arith.select`s (or the condition itself), the condition is
//! known inside each branch, an empty `else` goes, and an
//! `execute_region` is inlined into its block (or, with several blocks,
//! into its function's control flow).
//!
//! Not yet here: `CombineIfs` and `CombineNestedIfs`, and the patterns of
//! `scf.for`, `scf.while`, `scf.forall`, `scf.parallel` and
//! `scf.index_switch`.

use sigil_ir::{BlockId, Context, Ir, NamedAttr, NewOp, OpId, RegionId, Type, Value};
use smallvec::SmallVec;

use crate::fold::{self, values};
use crate::rewrite::{RewritePattern, Rewriter};

pub(super) fn patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(ConditionPropagation),
        Box::new(ConvertTrivialIfToSelect),
        Box::new(RemoveEmptyElseBranch),
        Box::new(RemoveStaticCondition),
        Box::new(RemoveUnusedResults),
        Box::new(ReplaceIfYieldWithConditionOrValue),
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
fn region_holds(ir: &Ir, region: RegionId, mut r: Option<RegionId>) -> bool {
    while let Some(x) = r {
        if x == region {
            return true;
        }
        r = ir.parent_region(ir.region_parent(x));
    }
    false
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

/// A new `scf.yield` of `values` at the end of `block`.
fn new_yield(
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
    rw.enqueue(y);
    y
}

/// MLIR's `replaceOpWithRegion`: the single block of `region` moves before
/// `op`, whose results become its terminator's operands; the terminator
/// goes.
fn replace_with_region(rw: &mut Rewriter<'_>, op: OpId, region: RegionId, args: &[Value]) {
    let block = rw.ir().entry_block(region).expect("a block");
    let term = terminator(rw.ir(), block);
    let results = operands(rw.ir(), term);
    rw.inline_block_before(block, op, args);
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

pattern!(ConditionPropagation, "scf.if");
pattern!(ConvertTrivialIfToSelect, "scf.if");
pattern!(RemoveEmptyElseBranch, "scf.if");
pattern!(RemoveStaticCondition, "scf.if");
pattern!(RemoveUnusedResults, "scf.if");
pattern!(ReplaceIfYieldWithConditionOrValue, "scf.if");
pattern!(SingleBlockExecuteInliner, "scf.execute_region");
pattern!(MultiBlockExecuteInliner, "scf.execute_region");

/// An `arith.constant` of `i1` before `op`.
fn bool_constant(rw: &mut Rewriter<'_>, op: OpId, value: bool) -> Value {
    let i1 = rw.ctx.i(1);
    let attr = values::make_ints(rw.ctx, i1, 1, values::Lanes::Scalar(value as u128));
    let key = rw.ctx.string_attr(b"value");
    let props = rw
        .ctx
        .dict_attr(vec![NamedAttr {
            name: key,
            value: attr,
        }])
        .expect("one property");
    let loc = rw.ir().op(op).loc;
    let c = create(
        rw,
        op,
        b"arith.constant",
        Spec {
            loc,
            results: &[i1],
            props: Some(props),
            ..Spec::at(loc)
        },
    );
    rw.ir().result(c, 0)
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
                *t.get_or_insert_with(|| bool_constant(rw, op, true))
            } else if region_holds(rw.ir(), else_r, r) {
                *f.get_or_insert_with(|| bool_constant(rw, op, false))
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
                let one = bool_constant(rw, op, true);
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
