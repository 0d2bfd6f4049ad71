//! The `cf` dialect's canonicalization patterns (MLIR 22's
//! `ControlFlowOps.cpp`): a branch to a block with no other predecessor
//! merges it; a branch to a block that only branches on goes straight on;
//! a conditional branch on a constant, to one block twice, or repeating
//! its predecessor's condition becomes a plain branch; and inside the
//! blocks it alone reaches, its condition becomes a constant.
//!
//! Not yet here: `cf.switch`'s patterns.

use sigil_ir::attrs::AttrData;
use sigil_ir::{BlockId, Context, Ir, LocRef, NewOp, OpId, Value};
use smallvec::SmallVec;

use crate::fold::{self, values::ints};
use crate::rewrite::{RewritePattern, Rewriter};

pub(super) fn patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(BranchCanonicalize),
        Box::new(SimplifyConstCondBranchPred),
        Box::new(SimplifyPassThroughCondBranch),
        Box::new(SimplifyCondBranchIdenticalSuccessors),
        Box::new(SimplifyCondBranchFromCondBranchOnSameCondition),
        Box::new(CondBranchTruthPropagation),
    ]
}

/// A `cf.cond_br`'s parts.
struct CondBr {
    cond: Value,
    t: BlockId,
    t_args: SmallVec<[Value; 4]>,
    f: BlockId,
    f_args: SmallVec<[Value; 4]>,
}

fn cond_br(ctx: &Context, ir: &Ir, op: OpId) -> Option<CondBr> {
    let seg = fold::segments(ctx, ir, op)?;
    let (t, f) = (*seg.get(1)? as usize, *seg.get(2)? as usize);
    let ops: SmallVec<[Value; 8]> = ir.operands(op).collect();
    let succ = ir.successors(op);
    Some(CondBr {
        cond: ops[0],
        t: succ[0],
        t_args: ops[1..1 + t].iter().copied().collect(),
        f: succ[1],
        f_args: ops[1 + t..1 + t + f].iter().copied().collect(),
    })
}

/// Replaces `op` by `cf.br ^dest(args)`.
fn replace_with_br(rw: &mut Rewriter<'_>, op: OpId, dest: BlockId, args: &[Value]) {
    let loc = rw.ir().op(op).loc;
    let name = rw.ctx.string_attr(b"cf.br");
    rw.create_before(
        op,
        NewOp {
            name,
            loc,
            operands: args,
            result_types: &[],
            attrs: &[],
            props: None,
            successors: &[dest],
            regions: &[],
        },
    );
    rw.erase_op(op);
}

/// Replaces `op` by a `cf.cond_br` built from `c` (as MLIR's builder
/// builds it: without branch weights).
fn replace_with_cond_br(rw: &mut Rewriter<'_>, op: OpId, c: &CondBr) {
    let loc = rw.ir().op(op).loc;
    let name = rw.ctx.string_attr(b"cf.cond_br");
    let mut operands: SmallVec<[Value; 8]> = SmallVec::new();
    operands.push(c.cond);
    operands.extend(c.t_args.iter().copied());
    operands.extend(c.f_args.iter().copied());
    let i32t = rw.ctx.i(32);
    let data: Vec<u8> = [1i32, c.t_args.len() as i32, c.f_args.len() as i32]
        .iter()
        .flat_map(|s| s.to_le_bytes())
        .collect();
    let seg = rw.ctx.intern_attr(AttrData::DenseArray {
        elem: i32t,
        len: 3,
        data: data.into_boxed_slice(),
    });
    let key = rw.ctx.string_attr(b"operandSegmentSizes");
    let props = rw
        .ctx
        .dict_attr(vec![sigil_ir::NamedAttr {
            name: key,
            value: seg,
        }])
        .expect("one property");
    rw.create_before(
        op,
        NewOp {
            name,
            loc,
            operands: &operands,
            result_types: &[],
            attrs: &[],
            props: Some(props),
            successors: &[c.t, c.f],
            regions: &[],
        },
    );
    rw.erase_op(op);
}

fn is(ctx: &Context, ir: &Ir, op: OpId, name: &[u8]) -> bool {
    ctx.str_bytes(ir.op(op).name) == name
}

/// MLIR's `collapseBranch`: if `dest` holds only a `cf.br` whose operands
/// use its arguments at most there, and the chain of plain branches from
/// there never comes back (a cycle would make canonicalization loop), the
/// branch can go where that one goes, with the arguments substituted.
fn collapse(
    ctx: &Context,
    ir: &Ir,
    dest: BlockId,
    args: &[Value],
) -> Option<(BlockId, SmallVec<[Value; 4]>)> {
    let first = ir.first_op(dest)?;
    if ir.next_op(first).is_some() || !is(ctx, ir, first, b"cf.br") {
        return None;
    }
    for &a in ir.block_args(dest) {
        if ir.uses(a).any(|(u, _)| u != first) {
            return None;
        }
    }
    let next = ir.successors(first)[0];
    if next == dest {
        return None;
    }
    let mut visited: SmallVec<[BlockId; 8]> = smallvec::smallvec![dest, next];
    let mut at = next;
    while let Some(t) = ir.last_op(at).filter(|&t| is(ctx, ir, t, b"cf.br")) {
        let d = ir.successors(t)[0];
        if visited.contains(&d) {
            return None;
        }
        visited.push(d);
        at = d;
    }
    let block_args = ir.block_args(dest);
    let out = ir
        .operands(first)
        .map(|v| match block_args.iter().position(|&a| a == v) {
            Some(i) => args[i],
            None => v,
        })
        .collect();
    Some((next, out))
}

/// `BranchOp::canonicalize`: merge a single-predecessor successor, else
/// skip a pass-through block.
struct BranchCanonicalize;

impl RewritePattern for BranchCanonicalize {
    fn root(&self) -> Option<&'static str> {
        Some("cf.br")
    }
    fn label(&self) -> &'static str {
        "mlir::cf::BranchOp"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ir = rw.ir();
        let dest = ir.successors(op)[0];
        let block = ir.parent_block(op).expect("in a block");
        let args: SmallVec<[Value; 4]> = ir.operands(op).collect();
        if dest != block && ir.predecessors(dest).count() == 1 {
            rw.merge_into_predecessor(op, dest, &args);
            return true;
        }
        if dest == block {
            return false;
        }
        let Some((next, next_args)) = collapse(rw.ctx, ir, dest, &args) else {
            return false;
        };
        replace_with_br(rw, op, next, &next_args);
        true
    }
}

/// A constant `i1` condition's value.
fn constant_bool(rw: &Rewriter<'_>, v: Value) -> Option<bool> {
    let c = fold::value_constant(rw.ctx, rw.ir(), v)?.attr()?;
    let i = ints(rw.ctx, c)?;
    i.splat_value().map(|x| x != 0)
}

struct SimplifyConstCondBranchPred;

impl RewritePattern for SimplifyConstCondBranchPred {
    fn root(&self) -> Option<&'static str> {
        Some("cf.cond_br")
    }
    fn label(&self) -> &'static str {
        "SimplifyConstCondBranchPred"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let Some(c) = cond_br(rw.ctx, rw.ir(), op) else {
            return false;
        };
        match constant_bool(rw, c.cond) {
            Some(true) => replace_with_br(rw, op, c.t, &c.t_args),
            Some(false) => replace_with_br(rw, op, c.f, &c.f_args),
            None => return false,
        }
        true
    }
}

struct SimplifyPassThroughCondBranch;

impl RewritePattern for SimplifyPassThroughCondBranch {
    fn root(&self) -> Option<&'static str> {
        Some("cf.cond_br")
    }
    fn label(&self) -> &'static str {
        "SimplifyPassThroughCondBranch"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let Some(mut c) = cond_br(rw.ctx, rw.ir(), op) else {
            return false;
        };
        let t = collapse(rw.ctx, rw.ir(), c.t, &c.t_args);
        let f = collapse(rw.ctx, rw.ir(), c.f, &c.f_args);
        if t.is_none() && f.is_none() {
            return false;
        }
        if let Some((b, a)) = t {
            c.t = b;
            c.t_args = a;
        }
        if let Some((b, a)) = f {
            c.f = b;
            c.f_args = a;
        }
        replace_with_cond_br(rw, op, &c);
        true
    }
}

struct SimplifyCondBranchIdenticalSuccessors;

impl RewritePattern for SimplifyCondBranchIdenticalSuccessors {
    fn root(&self) -> Option<&'static str> {
        Some("cf.cond_br")
    }
    fn label(&self) -> &'static str {
        "SimplifyCondBranchIdenticalSuccessors"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let Some(c) = cond_br(rw.ctx, rw.ir(), op) else {
            return false;
        };
        if c.t != c.f {
            return false;
        }
        if c.t_args == c.f_args {
            replace_with_br(rw, op, c.t, &c.t_args);
            return true;
        }
        let block = rw.ir().parent_block(op);
        if rw.ir().unique_predecessor(c.t) != block {
            return false;
        }
        let loc: LocRef = rw.ir().op(op).loc;
        let name = rw.ctx.string_attr(b"arith.select");
        let mut merged: SmallVec<[Value; 4]> = SmallVec::new();
        for (&a, &b) in c.t_args.iter().zip(&c.f_args) {
            if a == b {
                merged.push(a);
                continue;
            }
            let ty = rw.ir().value_type(a);
            let s = rw.create_before(
                op,
                NewOp {
                    name,
                    loc,
                    operands: &[c.cond, a, b],
                    result_types: &[ty],
                    attrs: &[],
                    props: None,
                    successors: &[],
                    regions: &[],
                },
            );
            merged.push(rw.ir().result(s, 0));
        }
        replace_with_br(rw, op, c.t, &merged);
        true
    }
}

struct SimplifyCondBranchFromCondBranchOnSameCondition;

impl RewritePattern for SimplifyCondBranchFromCondBranchOnSameCondition {
    fn root(&self) -> Option<&'static str> {
        Some("cf.cond_br")
    }
    fn label(&self) -> &'static str {
        "SimplifyCondBranchFromCondBranchOnSameCondition"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(c) = cond_br(rw.ctx, ir, op) else {
            return false;
        };
        let block = ir.parent_block(op).expect("in a block");
        let Some(pred) = ir.single_predecessor(block) else {
            return false;
        };
        let Some(pred_term) = ir.last_op(pred) else {
            return false;
        };
        if !is(rw.ctx, ir, pred_term, b"cf.cond_br") {
            return false;
        }
        let Some(p) = cond_br(rw.ctx, ir, pred_term) else {
            return false;
        };
        if p.cond != c.cond {
            return false;
        }
        if block == p.t {
            replace_with_br(rw, op, c.t, &c.t_args);
        } else {
            replace_with_br(rw, op, c.f, &c.f_args);
        }
        true
    }
}

struct CondBranchTruthPropagation;

impl RewritePattern for CondBranchTruthPropagation {
    fn root(&self) -> Option<&'static str> {
        Some("cf.cond_br")
    }
    fn label(&self) -> &'static str {
        "CondBranchTruthPropagation"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let Some(c) = cond_br(rw.ctx, rw.ir(), op) else {
            return false;
        };
        let mut replaced = false;
        for (dest, value) in [(c.t, true), (c.f, false)] {
            if rw.ir().single_predecessor(dest).is_none() {
                continue;
            }
            let uses: Vec<(OpId, usize)> = rw
                .ir()
                .uses(c.cond)
                .filter(|&(u, _)| rw.ir().parent_block(u) == Some(dest))
                .collect();
            if uses.is_empty() {
                continue;
            }
            replaced = true;
            let constant = super::bool_constant(rw, op, value);
            for (user, index) in uses {
                rw.modify(user, |ir| ir.set_operand(user, index, constant));
            }
        }
        replaced
    }
}
