//! The `aggressive` half of MLIR's region simplification (`RegionUtils.cpp`),
//! which `applyPatternsGreedily` runs by default (the `canonicalize` pass
//! asks for `normal` only): identical blocks merged (`mergeIdenticalBlocks`)
//! and block arguments every predecessor passes the same value for dropped
//! (`dropRedundantArguments`).
//!
//! Blocks are grouped by the successor list of their terminator; within a
//! group, each block joins the first cluster whose leader it matches op for
//! op (names, attributes, properties, types; an operand defined in the
//! block must be the one at the same position, one defined outside may
//! differ and then becomes a new argument of the leader). A cluster's
//! blocks are then replaced by its leader, whose predecessors pass the
//! differing values. Successor operands are rewritten for the branches
//! whose operand layout is known here ([`ranges`]: `cf` and `llvm` branches,
//! switches, `llvm.invoke`, `llvm.indirectbr`); a block reached from
//! any other terminator is left alone, as MLIR leaves those its
//! `BranchOpInterface` does not describe.

use std::collections::BTreeSet;
use std::ops::Range;

use hashbrown::HashMap;
use sigil_ir::attrs::AttrData;
use sigil_ir::{Attr, BlockId, Context, Ir, OpId, RegionId, Value, ValueDef};

use super::{DriverState, Rewriter};

/// Runs block merging, then redundant-argument dropping, on `region` and the
/// regions it nests; true if anything changed.
pub(crate) fn merge_and_drop(
    ctx: &mut Context,
    ir: &mut Ir,
    state: &mut DriverState,
    region: RegionId,
) -> bool {
    let merged = merge_identical_blocks(ctx, ir, state, region);
    let dropped = drop_redundant_arguments(ctx, ir, region);
    merged || dropped
}

// ----- successor operands of the branches known here -----

/// Per successor, the operands a branch forwards to it.
pub(crate) fn ranges(ctx: &Context, ir: &Ir, op: OpId) -> Option<Vec<Range<usize>>> {
    let n = ir.num_operands(op);
    match ctx.str_bytes(ir.op(op).name) {
        b"cf.br" | b"llvm.br" => Some(std::iter::once(0..n).collect()),
        b"cf.cond_br" | b"llvm.cond_br" => {
            let seg = crate::fold::segments(ctx, ir, op)?;
            let (t, f) = (*seg.get(1)? as usize, *seg.get(2)? as usize);
            Some(vec![1..1 + t, 1 + t..1 + t + f])
        }
        b"cf.switch" | b"llvm.switch" => {
            let seg = crate::fold::segments(ctx, ir, op)?;
            let default = *seg.get(1)? as usize;
            let mut out: Vec<Range<usize>> = std::iter::once(1..1 + default).collect();
            let mut at = 1 + default;
            for c in case_segments(ctx, ir, op).unwrap_or_default() {
                out.push(at..at + c as usize);
                at += c as usize;
            }
            Some(out)
        }
        b"llvm.invoke" => {
            let seg = crate::fold::segments(ctx, ir, op)?;
            let (c, n, u) = (
                *seg.first()? as usize,
                *seg.get(1)? as usize,
                *seg.get(2)? as usize,
            );
            Some(vec![c..c + n, c + n..c + n + u])
        }
        b"llvm.indirectbr" => {
            let mut out = Vec::new();
            let mut at = 1;
            for c in i32_prop(ctx, ir, op, b"indbr_operand_segments")? {
                out.push(at..at + c as usize);
                at += c as usize;
            }
            Some(out)
        }
        _ => None,
    }
}

fn case_segments(ctx: &Context, ir: &Ir, op: OpId) -> Option<Vec<i32>> {
    i32_prop(ctx, ir, op, b"case_operand_segments")
}

fn i32_prop(ctx: &Context, ir: &Ir, op: OpId, name: &[u8]) -> Option<Vec<i32>> {
    let a = crate::fold::prop(ctx, ir, op, name)?;
    match ctx.attr_data(a) {
        AttrData::DenseArray { data, .. } => Some(
            data.chunks(4)
                .map(|c| i32::from_le_bytes(c.try_into().unwrap_or([0; 4])))
                .collect(),
        ),
        _ => None,
    }
}

fn i32_array(ctx: &mut Context, values: &[i32]) -> Attr {
    let elem = ctx.i(32);
    let data: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    ctx.intern_attr(AttrData::DenseArray {
        elem,
        len: values.len() as u32,
        data: data.into_boxed_slice(),
    })
}

/// Changes the number of operands forwarded to successor `succ` by
/// `delta`, in the op's segment properties (the operands themselves are
/// changed by the caller).
fn resize_segment(ctx: &mut Context, ir: &mut Ir, op: OpId, succ: usize, delta: i32) {
    let name = ctx.str_bytes(ir.op(op).name).to_vec();
    match name.as_slice() {
        b"llvm.indirectbr" => {
            if let Some(mut seg) = i32_prop(ctx, ir, op, b"indbr_operand_segments") {
                seg[succ] += delta;
                let a = i32_array(ctx, &seg);
                crate::fold::set_prop(ctx, ir, op, b"indbr_operand_segments", a);
            }
        }
        b"cf.cond_br" | b"llvm.cond_br" | b"llvm.invoke" => {
            if let Some(mut seg) = crate::fold::segments(ctx, ir, op) {
                seg[1 + succ] += delta;
                let a = i32_array(ctx, &seg);
                crate::fold::set_prop(ctx, ir, op, b"operandSegmentSizes", a);
            }
        }
        b"cf.switch" | b"llvm.switch" => {
            if let Some(mut seg) = crate::fold::segments(ctx, ir, op) {
                seg[if succ == 0 { 1 } else { 2 }] += delta;
                let a = i32_array(ctx, &seg);
                crate::fold::set_prop(ctx, ir, op, b"operandSegmentSizes", a);
            }
            if succ > 0 {
                if let Some(mut cases) = case_segments(ctx, ir, op) {
                    cases[succ - 1] += delta;
                    let a = i32_array(ctx, &cases);
                    crate::fold::set_prop(ctx, ir, op, b"case_operand_segments", a);
                }
            }
        }
        _ => {}
    }
}

/// Appends `values` to the operands `op` forwards to successor `succ`.
fn append_successor_operands(
    ctx: &mut Context,
    ir: &mut Ir,
    op: OpId,
    succ: usize,
    values: &[Value],
) {
    if values.is_empty() {
        return;
    }
    let Some(r) = ranges(ctx, ir, op).and_then(|r| r.get(succ).cloned()) else {
        return;
    };
    ir.insert_operands(op, r.end, values);
    resize_segment(ctx, ir, op, succ, values.len() as i32);
}

/// Erases operand `index` of those `op` forwards to successor `succ`.
fn erase_successor_operand(ctx: &mut Context, ir: &mut Ir, op: OpId, succ: usize, index: usize) {
    let Some(r) = ranges(ctx, ir, op).and_then(|r| r.get(succ).cloned()) else {
        return;
    };
    ir.erase_operand(op, r.start + index);
    resize_segment(ctx, ir, op, succ, -1);
}

/// The predecessors of `block`: (terminator, successor index).
fn preds(ir: &Ir, block: BlockId) -> Vec<(OpId, usize)> {
    ir.predecessors(block).collect()
}

// ----- merging identical blocks -----

fn merge_identical_blocks(
    ctx: &mut Context,
    ir: &mut Ir,
    state: &mut DriverState,
    region: RegionId,
) -> bool {
    let mut worklist = vec![region];
    let mut queued: hashbrown::HashSet<RegionId> = worklist.iter().copied().collect();
    let mut any = false;
    while let Some(r) = worklist.pop() {
        queued.remove(&r);
        if merge_in_region(ctx, ir, state, r) {
            any = true;
            if queued.insert(r) {
                worklist.push(r);
            }
        }
        for b in ir.region_blocks(r).collect::<Vec<_>>() {
            for o in ir.block_ops(b).collect::<Vec<_>>() {
                for &nested in ir.regions(o) {
                    if queued.insert(nested) {
                        worklist.push(nested);
                    }
                }
            }
        }
    }
    any
}

fn merge_in_region(
    ctx: &mut Context,
    ir: &mut Ir,
    state: &mut DriverState,
    region: RegionId,
) -> bool {
    let blocks: Vec<BlockId> = ir.region_blocks(region).collect();
    if blocks.len() < 2 {
        return false;
    }
    // Blocks but the entry, grouped by their successor lists (in order of
    // first appearance).
    let mut groups: Vec<(Vec<BlockId>, Vec<BlockId>)> = Vec::new();
    let mut index: HashMap<Vec<BlockId>, usize> = HashMap::new();
    for &b in &blocks[1..] {
        let succ = ir.block_successors(b).to_vec();
        match index.get(&succ) {
            Some(&i) => groups[i].1.push(b),
            None => {
                index.insert(succ.clone(), groups.len());
                groups.push((succ, vec![b]));
            }
        }
    }
    let mut merged = false;
    for (_, group) in groups {
        if group.len() < 2 {
            continue;
        }
        let mut clusters: Vec<Cluster> = Vec::new();
        for b in group {
            let has_region = ir
                .block_ops(b)
                .any(|o| ir.regions(o).iter().any(|&r| ir.entry_block(r).is_some()));
            if has_region {
                continue;
            }
            let arg_used_outside = ir
                .block_args(b)
                .iter()
                .any(|&a| ir.uses(a).any(|(u, _)| ir.parent_block(u) != Some(b)));
            if arg_used_outside {
                continue;
            }
            if !clusters.iter_mut().any(|c| c.add(ctx, ir, b)) {
                clusters.push(Cluster {
                    leader: b,
                    blocks: Vec::new(),
                    operands: BTreeSet::new(),
                });
            }
        }
        for c in clusters {
            merged |= c.merge(ctx, ir, state);
        }
    }
    merged
}

/// A leader block and the blocks to merge into it (MLIR's `BlockMergeCluster`).
struct Cluster {
    leader: BlockId,
    blocks: Vec<BlockId>,
    /// (op position, operand index) of the operands that differ and become
    /// arguments.
    operands: BTreeSet<(usize, usize)>,
}

/// The position of a value defined in `block` among its values: arguments
/// by number, results after them in op order.
fn order_of(ir: &Ir, block: BlockId, v: Value) -> Option<usize> {
    match ir.value_def(v)? {
        ValueDef::Arg { index, .. } => Some(index as usize),
        ValueDef::Result { op, index } => {
            let mut at = ir.block_args(block).len();
            for o in ir.block_ops(block) {
                if o == op {
                    return Some(at + index as usize);
                }
                at += ir.num_results(o);
            }
            None
        }
    }
}

fn value_block(ir: &Ir, v: Value) -> Option<BlockId> {
    match ir.value_def(v)? {
        ValueDef::Arg { block, .. } => Some(block),
        ValueDef::Result { op, .. } => ir.parent_block(op),
    }
}

/// Whether `v` can be passed to `block` from its predecessors: not a result
/// of the terminator of one of them.
fn valid_successor_arg(ir: &Ir, block: BlockId, v: Value) -> bool {
    let Some(ValueDef::Result { op, .. }) = ir.value_def(v) else {
        return true;
    };
    let Some(def_block) = ir.parent_block(op) else {
        return true;
    };
    if ir.last_op(def_block) != Some(op) {
        return true;
    }
    !ir.predecessors(block)
        .any(|(t, _)| ir.parent_block(t) == Some(def_block))
}

/// `OperationEquivalence::isEquivalentTo` with values and locations ignored.
fn ops_equivalent(ctx: &Context, ir: &Ir, a: OpId, b: OpId) -> bool {
    let (da, db) = (ir.op(a), ir.op(b));
    if da.name != db.name
        || da.props != db.props
        || ir.attrs(a) != ir.attrs(b)
        || ir.regions(a).len() != ir.regions(b).len()
        || ir.num_successors(a) != ir.num_successors(b)
        || ir.num_operands(a) != ir.num_operands(b)
        || ir.num_results(a) != ir.num_results(b)
    {
        return false;
    }
    let _ = ctx;
    let types_ok = ir
        .operands(a)
        .zip(ir.operands(b))
        .all(|(x, y)| x == y || ir.value_type(x) == ir.value_type(y));
    types_ok
        && ir
            .results(a)
            .zip(ir.results(b))
            .all(|(x, y)| ir.value_type(x) == ir.value_type(y))
}

fn used_outside(ir: &Ir, op: OpId, block: BlockId) -> bool {
    ir.results(op)
        .any(|r| ir.uses(r).any(|(u, _)| ir.parent_block(u) != Some(block)))
}

impl Cluster {
    /// `addToCluster`: whether `block` matches the leader (and joins).
    fn add(&mut self, ctx: &Context, ir: &Ir, block: BlockId) -> bool {
        let leader = self.leader;
        let la: Vec<_> = ir
            .block_args(leader)
            .iter()
            .map(|&a| ir.value_type(a))
            .collect();
        let ba: Vec<_> = ir
            .block_args(block)
            .iter()
            .map(|&a| ir.value_type(a))
            .collect();
        if la != ba {
            return false;
        }
        let lops: Vec<OpId> = ir.block_ops(leader).collect();
        let bops: Vec<OpId> = ir.block_ops(block).collect();
        if lops.len() != bops.len() {
            return false;
        }
        let mut mismatched = Vec::new();
        for (i, (&l, &r)) in lops.iter().zip(&bops).enumerate() {
            if !ops_equivalent(ctx, ir, l, r) {
                return false;
            }
            for k in 0..ir.num_operands(l) {
                let (lv, rv) = (ir.operand(l, k), ir.operand(r, k));
                if lv == rv {
                    continue;
                }
                if ir.value_type(lv) != ir.value_type(rv) {
                    return false;
                }
                let l_in = value_block(ir, lv) == Some(leader);
                let r_in = value_block(ir, rv) == Some(block);
                if l_in != r_in {
                    return false;
                }
                if !l_in {
                    if !valid_successor_arg(ir, leader, lv) || !valid_successor_arg(ir, block, rv) {
                        return false;
                    }
                    mismatched.push((i, k));
                    continue;
                }
                if order_of(ir, leader, lv) != order_of(ir, block, rv) {
                    return false;
                }
            }
            if used_outside(ir, r, block) || used_outside(ir, l, leader) {
                return false;
            }
        }
        self.operands.extend(mismatched);
        if !self.blocks.contains(&block) {
            self.blocks.push(block);
        }
        true
    }

    /// `BlockMergeCluster::merge`.
    fn merge(self, ctx: &mut Context, ir: &mut Ir, state: &mut DriverState) -> bool {
        if self.blocks.is_empty() {
            return false;
        }
        let leader = self.leader;
        if !self.operands.is_empty() {
            let updatable = |ir: &Ir, b: BlockId| {
                ir.predecessors(b)
                    .all(|(t, _)| ranges(ctx, ir, t).is_some())
            };
            if !updatable(ir, leader) || !self.blocks.iter().all(|&b| updatable(ir, b)) {
                return false;
            }
            let all: Vec<BlockId> = std::iter::once(leader)
                .chain(self.blocks.iter().copied())
                .collect();
            let ops: Vec<Vec<OpId>> = all.iter().map(|&b| ir.block_ops(b).collect()).collect();
            let old_args = ir.block_args(leader).len();
            let mut new_args: Vec<Vec<Value>> = vec![Vec::new(); all.len()];
            for &(op_index, operand) in &self.operands {
                for (i, block_ops) in ops.iter().enumerate() {
                    let op = block_ops[op_index];
                    let v = ir.operand(op, operand);
                    new_args[i].push(v);
                    if i == 0 {
                        let loc = value_loc(ir, v);
                        let ty = ir.value_type(v);
                        let arg = ir.add_block_arg(leader, ty, loc);
                        ir.set_operand(op, operand, arg);
                    }
                }
            }
            let new_args = prune_redundant_arguments(ir, new_args, old_args, leader);
            for (i, &b) in all.iter().enumerate() {
                for (t, succ) in preds(ir, b) {
                    append_successor_operands(ctx, ir, t, succ, &new_args[i]);
                }
            }
        }
        for &b in &self.blocks {
            for (t, succ) in preds(ir, b) {
                ir.set_successor(t, succ, leader);
            }
            Rewriter::new(ctx, ir, state).erase_block(b);
        }
        true
    }
}

/// The location a new argument standing for `v` gets (`Value::getLoc`).
fn value_loc(ir: &Ir, v: Value) -> sigil_ir::LocRef {
    match ir.value_def(v) {
        Some(ValueDef::Result { op, .. }) => ir.op(op).loc,
        _ => ir.arg_loc(v),
    }
}

/// `pruneRedundantArguments`: new arguments that every predecessor list
/// passes the same value for as an earlier one are folded into it.
fn prune_redundant_arguments(
    ir: &mut Ir,
    lists: Vec<Vec<Value>>,
    old_args: usize,
    block: BlockId,
) -> Vec<Vec<Value>> {
    let Some(first) = lists.first() else {
        return lists;
    };
    let n = first.len();
    let mut first_index: HashMap<Value, usize> = HashMap::new();
    for (j, &v) in first.iter().enumerate() {
        first_index.entry(v).or_insert(j);
    }
    let mut replacement: HashMap<usize, usize> = HashMap::new();
    for j in 0..n {
        let k = first_index[&first[j]];
        if k == j {
            continue;
        }
        if lists[1..].iter().all(|l| l[k] == l[j]) {
            replacement.insert(j, k);
        }
    }
    let pruned: Vec<Vec<Value>> = lists
        .iter()
        .map(|l| {
            (0..n)
                .filter(|j| !replacement.contains_key(j))
                .map(|j| l[j])
                .collect()
        })
        .collect();
    let mut erase = Vec::new();
    for j in 0..n {
        if let Some(&k) = replacement.get(&j) {
            let old = ir.block_args(block)[old_args + j];
            let new = ir.block_args(block)[old_args + k];
            ir.replace_all_uses(old, new);
            erase.push(old_args + j);
        }
    }
    for &i in erase.iter().rev() {
        ir.erase_block_arg(block, i)
            .expect("a pruned argument has no uses left");
    }
    pruned
}

// ----- redundant arguments -----

fn drop_redundant_arguments(ctx: &mut Context, ir: &mut Ir, region: RegionId) -> bool {
    let mut worklist = vec![region];
    let mut any = false;
    while let Some(r) = worklist.pop() {
        for b in ir.region_blocks(r).collect::<Vec<_>>() {
            any |= drop_in_block(ctx, ir, b);
            for o in ir.block_ops(b).collect::<Vec<_>>() {
                worklist.extend(ir.regions(o).iter().copied());
            }
        }
    }
    any
}

fn drop_in_block(ctx: &mut Context, ir: &mut Ir, block: BlockId) -> bool {
    let args: Vec<Value> = ir.block_args(block).to_vec();
    let preds = preds(ir, block);
    let mut erase = Vec::new();
    for (i, &arg) in args.iter().enumerate() {
        let mut common: Option<Value> = None;
        let mut same = true;
        for &(t, succ) in &preds {
            let Some(r) = ranges(ctx, ir, t).and_then(|r| r.get(succ).cloned()) else {
                same = false;
                break;
            };
            let Some(v) = r.clone().nth(i).map(|k| ir.operand(t, k)) else {
                same = false;
                break;
            };
            match common {
                None => common = Some(v),
                Some(c) if c != v => {
                    same = false;
                    break;
                }
                _ => {}
            }
        }
        if let (true, Some(c)) = (same, common) {
            if c == arg {
                continue;
            }
            ir.replace_all_uses(arg, c);
            erase.push(i);
        }
    }
    for &i in erase.iter().rev() {
        ir.erase_block_arg(block, i)
            .expect("a dropped argument has no uses left");
        for &(t, succ) in &preds {
            erase_successor_operand(ctx, ir, t, succ, i);
        }
    }
    !erase.is_empty()
}
