//! `convert-scf-to-cf`: MLIR's lowering of structured control flow to
//! blocks and branches, op by op as its conversion patterns do it.
//!
//! The ops are lowered outer ones first (the order MLIR's conversion driver
//! visits them in); each lowering splits the block at the op, moves the op's
//! regions into the enclosing region before the block after the op, and
//! replaces terminators with branches, so the blocks come out in MLIR's
//! order: what precedes the op, the op's regions in order, extra blocks the
//! pattern adds, what follows. New ops take the lowered op's location,
//! except the branches that replace `scf.condition`, the `scf.while`
//! `yield` and the `scf.index_switch` yields, which keep the replaced op's,
//! as MLIR's `replaceOpWithNewOp` does.
//!
//! Lowered: `scf.for`, `scf.if`, `scf.execute_region`, `scf.while` (the
//! do-while form when its `after` region only forwards its arguments),
//! `scf.index_switch`, `scf.parallel` (through a nest of `scf.for`s
//! carrying its reductions, as MLIR) and `scf.forall` without results (as
//! an `scf.parallel`); one with results is refused with MLIR's
//! legalization error.

use sigil_ir::{
    Attr, AttrData, BlockId, Context, InsertPoint, Ir, LocRef, NewOp, OpId, Type, TypeData, Value,
};

use crate::fold::values::{make_ints, Lanes};
use crate::pass::{Pass, PassFailed, Target};

/// The `convert-scf-to-cf` pass.
pub struct ScfToCf;

const LOWERED: &[&[u8]] = &[
    b"scf.for",
    b"scf.if",
    b"scf.execute_region",
    b"scf.while",
    b"scf.index_switch",
    b"scf.parallel",
    b"scf.forall",
];

impl Pass for ScfToCf {
    fn argument(&self) -> &str {
        "convert-scf-to-cf"
    }

    fn name(&self) -> &str {
        "SCFToControlFlowPass"
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        let mut todo = Vec::new();
        t.module.ir.walk(t.op, &mut |o| {
            if LOWERED.contains(&t.ctx.str_bytes(t.module.ir.op(o).name)) {
                todo.push(o);
            }
        });
        for op in todo {
            // MLIR's conversion driver folds an op it must legalize before
            // trying patterns (`scf.if` on a negated condition swaps its
            // regions in place).
            let _ = crate::fold::fold_op(t.ctx, &mut t.module.ir, op);
            let name = t.ctx.str_bytes(t.module.ir.op(op).name).to_vec();
            let mut l = Lowering {
                ctx: t.ctx,
                ir: &mut t.module.ir,
            };
            let done = match name.as_slice() {
                b"scf.for" => {
                    l.lower_for(op);
                    true
                }
                b"scf.if" => {
                    l.lower_if(op);
                    true
                }
                b"scf.execute_region" => {
                    l.lower_execute_region(op);
                    true
                }
                b"scf.while" => {
                    l.lower_while(op);
                    true
                }
                b"scf.index_switch" => {
                    l.lower_index_switch(op);
                    true
                }
                b"scf.parallel" => l.lower_parallel(op),
                b"scf.forall" => l.lower_forall(op),
                _ => false,
            };
            if !done {
                let msg = format!(
                    "failed to legalize operation '{}' that was explicitly marked illegal",
                    String::from_utf8_lossy(&name)
                );
                return Err(t.error(op, msg));
            }
        }
        Ok(())
    }
}

struct Lowering<'a> {
    ctx: &'a mut Context,
    ir: &'a mut Ir,
}

impl Lowering<'_> {
    /// Creates `name` at the end of `block` (or before `before`).
    #[allow(clippy::too_many_arguments)]
    fn create(
        &mut self,
        at: InsertPoint,
        name: &str,
        operands: &[Value],
        results: &[Type],
        given: &[(&str, Attr)],
        successors: &[BlockId],
        loc: LocRef,
    ) -> OpId {
        let props = crate::patterns::props_with(self.ctx, name, given);
        let name = self.ctx.string_attr(name.as_bytes());
        let op = self.ir.create_op(NewOp {
            name,
            loc,
            operands,
            result_types: results,
            attrs: &[],
            props,
            successors,
            regions: &[],
        });
        self.ir
            .insert_op(op, at)
            .expect("the insertion point is in a block");
        op
    }

    fn br(&mut self, block: BlockId, dest: BlockId, args: &[Value], loc: LocRef) {
        self.create(
            InsertPoint::End(block),
            "cf.br",
            args,
            &[],
            &[],
            &[dest],
            loc,
        );
    }

    fn segments(&mut self, sizes: &[i32]) -> Attr {
        let i32t = self.ctx.i(32);
        let data: Vec<u8> = sizes.iter().flat_map(|s| s.to_le_bytes()).collect();
        self.ctx.intern_attr(AttrData::DenseArray {
            elem: i32t,
            len: sizes.len() as u32,
            data: data.into_boxed_slice(),
        })
    }

    fn cond_br(
        &mut self,
        block: BlockId,
        cond: Value,
        t: (BlockId, &[Value]),
        f: BlockId,
        loc: LocRef,
    ) {
        let mut operands = vec![cond];
        operands.extend_from_slice(t.1);
        let seg = self.segments(&[1, t.1.len() as i32, 0]);
        self.create(
            InsertPoint::End(block),
            "cf.cond_br",
            &operands,
            &[],
            &[("operandSegmentSizes", seg)],
            &[t.0, f],
            loc,
        );
    }

    /// Splits `op`'s block before `op`: the block after holds `op` and what
    /// follows it.
    fn split_at(&mut self, op: OpId) -> (BlockId, BlockId) {
        let block = self
            .ir
            .parent_block(op)
            .expect("a lowered op is in a block");
        let after = self
            .ir
            .split_block(block, op)
            .expect("the op is in its block");
        (block, after)
    }

    /// Replaces `op`'s results with `values` and erases it.
    fn replace(&mut self, op: OpId, values: &[Value]) {
        self.ir
            .replace_op_with_values(op, values)
            .expect("a lowered op's results are replaced");
    }

    /// Arguments of `block` (at `loc`) for the results of `op`.
    fn result_args(&mut self, op: OpId, block: BlockId, loc: LocRef) -> Vec<Value> {
        let types: Vec<Type> = self.ir.results(op).map(|r| self.ir.value_type(r)).collect();
        types
            .into_iter()
            .map(|ty| self.ir.add_block_arg(block, ty, loc))
            .collect()
    }

    /// A `DenseI64ArrayAttr` property of `op`.
    fn i64_array(&self, op: OpId, name: &[u8]) -> Option<Vec<i64>> {
        match self
            .ctx
            .attr_data(crate::fold::prop(self.ctx, self.ir, op, name)?)
        {
            AttrData::DenseArray { data, .. } => Some(
                data.chunks(8)
                    .map(|c| i64::from_le_bytes(c.try_into().expect("8 bytes")))
                    .collect(),
            ),
            _ => None,
        }
    }

    /// MLIR's `Value::getLoc`: the defining op's location, or the block
    /// argument's.
    fn value_loc(&self, v: Value) -> LocRef {
        match self.ir.value_def(v) {
            Some(sigil_ir::ValueDef::Result { op, .. }) => self.ir.op(op).loc,
            _ => self.ir.arg_loc(v),
        }
    }

    fn region_of(&self, block: BlockId) -> sigil_ir::RegionId {
        self.ir.block_parent(block).expect("a block in a region")
    }

    fn lower_for(&mut self, op: OpId) {
        let loc = self.ir.op(op).loc;
        let operands: Vec<Value> = self.ir.operands(op).collect();
        let (lb, ub, step, inits) = (operands[0], operands[1], operands[2], &operands[3..]);
        let unsigned = crate::fold::prop(self.ctx, self.ir, op, b"unsignedCmp").is_some();
        let (init_block, end) = self.split_at(op);
        let body = self.ir.regions(op)[0];
        let cond = self.ir.entry_block(body).expect("a loop body");
        let first = self.ir.first_op(cond).expect("a loop body ends in a yield");
        let first_body = self
            .ir
            .split_block(cond, first)
            .expect("the op is in the block");
        let last_body = self.ir.last_block(body).expect("a loop body");
        let dest = self.region_of(init_block);
        self.ir
            .inline_region_before(body, dest, Some(end))
            .expect("the loop body moves out");
        let iv = self.ir.block_args(cond)[0];
        let yield_op = self.ir.last_op(last_body).expect("a yield");
        let index_ty = self.ir.value_type(iv);
        let stepped = self.create(
            InsertPoint::End(last_body),
            "arith.addi",
            &[iv, step],
            &[index_ty],
            &[],
            &[],
            loc,
        );
        let mut carried = vec![self.ir.result(stepped, 0)];
        carried.extend(self.ir.operands(yield_op));
        self.br(last_body, cond, &carried, loc);
        self.ir.erase_op(yield_op).expect("the yield is unused");
        let mut start = vec![lb];
        start.extend_from_slice(inits);
        self.br(init_block, cond, &start, loc);
        let i64t = self.ctx.i(64);
        let predicate = make_ints(
            self.ctx,
            i64t,
            64,
            Lanes::Scalar(if unsigned { 6 } else { 2 }),
        );
        let i1 = self.ctx.i(1);
        let cmp = self.create(
            InsertPoint::End(cond),
            "arith.cmpi",
            &[iv, ub],
            &[i1],
            &[("predicate", predicate)],
            &[],
            loc,
        );
        let c = self.ir.result(cmp, 0);
        self.cond_br(cond, c, (first_body, &[]), end, loc);
        let results: Vec<Value> = self.ir.block_args(cond)[1..].to_vec();
        self.replace(op, &results);
    }

    /// Moves `region`'s blocks before `before`, its last block's terminator
    /// replaced by a branch to `dest` with the terminator's operands (at
    /// `loc`, or at the terminator's location when `None`); the entry block.
    fn inline_with_branch(
        &mut self,
        region: sigil_ir::RegionId,
        before: BlockId,
        dest: BlockId,
        loc: Option<LocRef>,
    ) -> BlockId {
        let entry = self.ir.entry_block(region).expect("a region with a block");
        let last = self.ir.last_block(region).expect("a region with a block");
        let term = self.ir.last_op(last).expect("a terminator");
        let args: Vec<Value> = self.ir.operands(term).collect();
        let l = loc.unwrap_or(self.ir.op(term).loc);
        self.create(
            InsertPoint::Before(term),
            "cf.br",
            &args,
            &[],
            &[],
            &[dest],
            l,
        );
        self.ir.erase_op(term).expect("a terminator is unused");
        let into = self.region_of(before);
        self.ir
            .inline_region_before(region, into, Some(before))
            .expect("the region moves out");
        entry
    }

    fn lower_if(&mut self, op: OpId) {
        let loc = self.ir.op(op).loc;
        let cond = self.ir.operand(op, 0);
        let (cond_block, remaining) = self.split_at(op);
        let result_types: Vec<Type> = self.ir.results(op).map(|r| self.ir.value_type(r)).collect();
        let cont = if result_types.is_empty() {
            remaining
        } else {
            let args: Vec<(Type, LocRef)> = result_types.iter().map(|&t| (t, loc)).collect();
            let b = self.ir.create_block(&args);
            let region = self.region_of(remaining);
            self.ir.append_block(region, b);
            self.ir
                .move_block_before(b, remaining)
                .expect("both blocks are in the region");
            self.br(b, remaining, &[], loc);
            b
        };
        let regions = self.ir.regions(op).to_vec();
        let then_block = self.inline_with_branch(regions[0], cont, cont, Some(loc));
        let else_block = match regions.get(1) {
            Some(&r) if self.ir.entry_block(r).is_some() => {
                self.inline_with_branch(r, cont, cont, Some(loc))
            }
            _ => cont,
        };
        self.cond_br(cond_block, cond, (then_block, &[]), else_block, loc);
        let results: Vec<Value> = self.ir.block_args(cont).to_vec();
        self.replace(op, &results);
    }

    fn lower_execute_region(&mut self, op: OpId) {
        let loc = self.ir.op(op).loc;
        let (cond_block, remaining) = self.split_at(op);
        let region = self.ir.regions(op)[0];
        let entry = self.ir.entry_block(region).expect("a region with a block");
        self.br(cond_block, entry, &[], loc);
        let blocks: Vec<BlockId> = self.ir.region_blocks(region).collect();
        for b in blocks {
            let Some(term) = self.ir.last_op(b) else {
                continue;
            };
            if self.ctx.str_bytes(self.ir.op(term).name) != b"scf.yield" {
                continue;
            }
            let args: Vec<Value> = self.ir.operands(term).collect();
            self.br(b, remaining, &args, loc);
            self.ir.erase_op(term).expect("a yield is unused");
        }
        let into = self.region_of(remaining);
        self.ir
            .inline_region_before(region, into, Some(remaining))
            .expect("the region moves out");
        let results = self.result_args(op, remaining, loc);
        self.replace(op, &results);
    }

    fn lower_while(&mut self, op: OpId) {
        let loc = self.ir.op(op).loc;
        let inits: Vec<Value> = self.ir.operands(op).collect();
        let regions = self.ir.regions(op).to_vec();
        let (before, after) = (regions[0], regions[1]);
        let before_first = self.ir.entry_block(before).expect("a before region");
        let before_last = self.ir.last_block(before).expect("a before region");
        let cond_op = self.ir.last_op(before_last).expect("scf.condition");
        let cond_args: Vec<Value> = self.ir.operands(cond_op).collect();
        let (current, cont) = self.split_at(op);
        let into = self.region_of(current);
        // The do-while form: `after` only forwards its arguments.
        let after_first = self.ir.entry_block(after).expect("an after region");
        let forwarding = self.ir.region_blocks(after).nth(1).is_none() && {
            let ops: Vec<OpId> = self.ir.block_ops(after_first).collect();
            ops.len() == 1
                && self.ctx.str_bytes(self.ir.op(ops[0]).name) == b"scf.yield"
                && self
                    .ir
                    .operands(ops[0])
                    .eq(self.ir.block_args(after_first).iter().copied())
        };
        let cond_loc = self.ir.op(cond_op).loc;
        if forwarding {
            self.ir
                .inline_region_before(before, into, Some(cont))
                .expect("the region moves out");
            self.br(current, before_first, &inits, loc);
            self.cond_br(
                before_last,
                cond_args[0],
                (before_first, &cond_args[1..]),
                cont,
                cond_loc,
            );
        } else {
            let after_last = self.ir.last_block(after).expect("an after region");
            let yield_op = self.ir.last_op(after_last).expect("scf.yield");
            self.ir
                .inline_region_before(after, into, Some(cont))
                .expect("the region moves out");
            self.ir
                .inline_region_before(before, into, Some(after_first))
                .expect("the region moves out");
            self.br(current, before_first, &inits, loc);
            self.cond_br(
                before_last,
                cond_args[0],
                (after_first, &cond_args[1..]),
                cont,
                cond_loc,
            );
            let yields: Vec<Value> = self.ir.operands(yield_op).collect();
            let yield_loc = self.ir.op(yield_op).loc;
            self.create(
                InsertPoint::Before(yield_op),
                "cf.br",
                &yields,
                &[],
                &[],
                &[before_first],
                yield_loc,
            );
            self.ir.erase_op(yield_op).expect("a yield is unused");
        }
        self.ir.erase_op(cond_op).expect("scf.condition is unused");
        self.replace(op, &cond_args[1..]);
    }

    fn lower_index_switch(&mut self, op: OpId) {
        let loc = self.ir.op(op).loc;
        let arg = self.ir.operand(op, 0);
        let cases = self.i64_array(op, b"cases").unwrap_or_default();
        let (cond_block, cont) = self.split_at(op);
        let results = self.result_args(op, cont, loc);
        // The default region is the first; the cases follow.
        let regions = self.ir.regions(op).to_vec();
        let mut case_blocks = Vec::new();
        for &r in &regions[1..] {
            case_blocks.push(self.inline_with_branch(r, cont, cont, None));
        }
        let default = self.inline_with_branch(regions[0], cont, cont, None);
        let i32t = self.ctx.i(32);
        let cast = self.create(
            InsertPoint::End(cond_block),
            "arith.index_cast",
            &[arg],
            &[i32t],
            &[],
            &[],
            loc,
        );
        let flag = self.ir.result(cast, 0);
        let vty = self.ctx.intern_type(TypeData::Vector {
            shape: vec![cases.len() as i64].into_boxed_slice(),
            scalable: Box::new([]),
            elem: i32t,
        });
        let values = make_ints(
            self.ctx,
            vty,
            32,
            Lanes::Dense(cases.iter().map(|&c| c as u32 as u128).collect()),
        );
        let case_segments = self.segments(&vec![0; cases.len()]);
        let operand_segments = self.segments(&[1, 0, 0]);
        let mut successors = vec![default];
        successors.extend(case_blocks);
        let mut given = vec![
            ("case_operand_segments", case_segments),
            ("operandSegmentSizes", operand_segments),
        ];
        if !cases.is_empty() {
            given.insert(0, ("case_values", values));
        }
        self.create(
            InsertPoint::End(cond_block),
            "cf.switch",
            &[flag],
            &[],
            &given,
            &successors,
            loc,
        );
        self.replace(op, &results);
    }

    /// `scf.parallel` as a nest of `scf.for`s carrying the reductions'
    /// values, each lowered at once (MLIR legalizes the ops a pattern
    /// creates right away).
    fn lower_parallel(&mut self, op: OpId) -> bool {
        let segments = crate::fold::segments(self.ctx, self.ir, op).unwrap_or_default();
        let operands: Vec<Value> = self.ir.operands(op).collect();
        let n = segments.first().copied().unwrap_or(0).max(0) as usize;
        if n == 0 {
            return false;
        }
        let (lbs, ubs, steps) = (&operands[..n], &operands[n..2 * n], &operands[2 * n..3 * n]);
        let inits: Vec<Value> = operands[3 * n..].to_vec();
        let body = self.ir.regions(op)[0];
        let block = self.ir.entry_block(body).expect("a parallel body");
        let reduce = self.ir.last_op(block).expect("scf.reduce");
        self.loop_nest(op, (lbs, ubs, steps), &inits, block, reduce);
        true
    }

    /// `scf.forall` without results: its static bounds as constants (lower
    /// bounds, upper bounds, steps, in order), then the nest of loops of
    /// `scf.parallel` (MLIR goes through one).
    fn lower_forall(&mut self, op: OpId) -> bool {
        if self.ir.num_results(op) > 0 {
            return false;
        }
        let loc = self.ir.op(op).loc;
        let operands: Vec<Value> = self.ir.operands(op).collect();
        let mut dynamic = operands.into_iter();
        let mut mixed = Vec::new();
        for name in [&b"staticLowerBound"[..], b"staticUpperBound", b"staticStep"] {
            let Some(statics) = self.i64_array(op, name) else {
                return false;
            };
            let mut values = Vec::new();
            for v in statics {
                if v == i64::MIN {
                    values.push(dynamic.next().expect("a dynamic bound per marker"));
                } else {
                    let index = self.ctx.index_type();
                    let attr = make_ints(self.ctx, index, 64, Lanes::Scalar(v as u64 as u128));
                    let c = self.create(
                        InsertPoint::Before(op),
                        "arith.constant",
                        &[],
                        &[index],
                        &[("value", attr)],
                        &[],
                        loc,
                    );
                    values.push(self.ir.result(c, 0));
                }
            }
            mixed.push(values);
        }
        let body = self.ir.regions(op)[0];
        let block = self.ir.entry_block(body).expect("a forall body");
        let term = self.ir.last_op(block).expect("scf.forall.in_parallel");
        self.loop_nest(op, (&mixed[0], &mixed[1], &mixed[2]), &[], block, term);
        true
    }

    /// Replaces the loop `op` by a nest of `scf.for`s over `bounds`, one
    /// per induction variable of `block` (its body), carrying `inits`
    /// through the reductions of `reduce` (the body's terminator), each
    /// `scf.for` lowered at once (MLIR legalizes the ops a pattern creates
    /// right away).
    fn loop_nest(
        &mut self,
        op: OpId,
        bounds: (&[Value], &[Value], &[Value]),
        inits: &[Value],
        block: BlockId,
        reduce: OpId,
    ) {
        let (lbs, ubs, steps) = bounds;
        let n = lbs.len();
        let loc = self.ir.op(op).loc;
        let inits = inits.to_vec();
        let types: Vec<Type> = inits.iter().map(|&v| self.ir.value_type(v)).collect();
        let index = self.ir.value_type(self.ir.block_args(block)[0]);
        let mut at = InsertPoint::Before(op);
        let mut fors = Vec::new();
        let mut ivs = Vec::new();
        let mut iter = inits.clone();
        let mut loop_results: Vec<Value> = Vec::new();
        let mut inner = block;
        for i in 0..n {
            let region = self.ir.create_region();
            // The builder gives each carried value's argument the value's
            // location.
            let mut args = vec![(index, loc)];
            args.extend(
                iter.iter()
                    .map(|&v| (self.ir.value_type(v), self.value_loc(v))),
            );
            let b = self.ir.create_block(&args);
            self.ir.append_block(region, b);
            let mut fo = vec![lbs[i], ubs[i], steps[i]];
            fo.extend(&iter);
            let name = self.ctx.string_attr(b"scf.for");
            let f = self.ir.create_op(NewOp {
                name,
                loc,
                operands: &fo,
                result_types: &types,
                attrs: &[],
                props: None,
                successors: &[],
                regions: &[region],
            });
            self.ir
                .insert_op(f, at)
                .expect("an insertion point in a block");
            if inits.is_empty() {
                // A loop without values gets its (empty) yield when built.
                self.create(InsertPoint::End(b), "scf.yield", &[], &[], &[], &[], loc);
            }
            let results: Vec<Value> = self.ir.results(f).collect();
            if i == 0 {
                loop_results = results;
            } else if !results.is_empty() {
                self.create(
                    InsertPoint::End(inner),
                    "scf.yield",
                    &results,
                    &[],
                    &[],
                    &[],
                    loc,
                );
            }
            let bargs = self.ir.block_args(b).to_vec();
            ivs.push(bargs[0]);
            iter = bargs[1..].to_vec();
            fors.push(f);
            at = InsertPoint::Start(b);
            inner = b;
        }
        // Each reduction's body, on the value carried so far and the
        // reduced one, before the `scf.reduce`.
        let reduced: Vec<Value> = self.ir.operands(reduce).collect();
        let mut yields = Vec::new();
        let reductions = if self.ctx.str_bytes(self.ir.op(reduce).name) == b"scf.reduce" {
            self.ir.regions(reduce).to_vec()
        } else {
            Vec::new()
        };
        for (i, r) in reductions.into_iter().enumerate() {
            let rb = self.ir.entry_block(r).expect("a reduction body");
            let ret = self.ir.last_op(rb).expect("scf.reduce.return");
            yields.push(self.ir.operand(ret, 0));
            self.ir
                .erase_op(ret)
                .expect("scf.reduce.return has no results");
            self.ir
                .inline_block_before(rb, InsertPoint::Before(reduce), &[iter[i], reduced[i]])
                .expect("the reduction moves into the body");
        }
        self.ir.erase_op(reduce).expect("scf.reduce has no results");
        let into = match self.ir.last_op(inner) {
            Some(term) => InsertPoint::Before(term),
            None => InsertPoint::End(inner),
        };
        self.ir
            .inline_block_before(block, into, &ivs)
            .expect("the body moves into the innermost loop");
        if !yields.is_empty() {
            self.create(
                InsertPoint::End(inner),
                "scf.yield",
                &yields,
                &[],
                &[],
                &[],
                loc,
            );
        }
        self.replace(op, &loop_results);
        for f in fors {
            self.lower_for(f);
        }
    }
}
