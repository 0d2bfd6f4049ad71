//! `cse`: common subexpression elimination, as MLIR's `CSE.cpp` does it.
//!
//! The walk is MLIR's: regions in dominance order with a scoped table of
//! known ops per dominator-tree path (a fresh table inside ops isolated from
//! above), nested regions before the op that holds them; an op is replaced
//! by an equivalent known one (same name, attributes, properties, operands,
//! result types, and for ops with one single-block region an equivalent
//! body) when it is free of memory effects, or when it only reads and no
//! op between the two in the block may write; ops that are trivially dead
//! when reached are erased.
//!
//! [`Pass::analyze`] does the whole walk on `&Ir`, which lets sibling
//! functions be analysed on several threads: replacements made earlier in
//! the walk are simulated by a value map (an operand is read through it),
//! so later ops hash and compare as they would after MLIR's in-place
//! `replaceAllUsesWith`. The result is a plan (replacements, per-use
//! replacements in graph regions, location updates, ops to erase, each in
//! walk order) that [`Pass::run`] applies. The known-op table is a hash map
//! from an op's hash to a stack of ops plus an undo log per scope, which
//! gives `llvm::ScopedHashTable`'s "newest equal entry wins" lookups.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use hashbrown::{HashMap, HashSet};
use sigil_ir::dominance::DominanceInfo;
use sigil_ir::{BlockId, Context, Ir, LocRef, Module, OpId, RegionId, Value};

use crate::effects;
use crate::pass::{Analysis, Pass, PassFailed, Target};

/// The `cse` pass.
pub struct Cse;

/// What the walk decided, applied in order by [`Pass::run`].
#[derive(Debug, Default)]
struct Plan {
    /// (duplicate, known op): every use of the duplicate's results moves.
    replace_all: Vec<(OpId, OpId)>,
    /// (user, operand index, value): single uses moved (graph regions).
    replace_uses: Vec<(OpId, usize, Value)>,
    /// A known op with an unknown location takes its duplicate's.
    locs: Vec<(OpId, LocRef)>,
    erase: Vec<OpId>,
}

impl Pass for Cse {
    fn argument(&self) -> &str {
        "cse"
    }

    fn name(&self) -> &str {
        "CSE"
    }

    fn analyze(&self, ctx: &Context, module: &Module, op: OpId) -> Option<Analysis> {
        Some(Box::new(plan(ctx, &module.ir, op)))
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        let plan = match t.take_analysis::<Plan>() {
            Some(p) => p,
            None => plan(t.ctx, &t.module.ir, t.op),
        };
        let ir = &mut t.module.ir;
        for &(dup, known) in &plan.replace_all {
            for i in 0..ir.num_results(dup) {
                let (from, to) = (ir.result(dup, i), ir.result(known, i));
                ir.replace_all_uses(from, to);
            }
        }
        for &(user, index, v) in &plan.replace_uses {
            ir.set_operand(user, index, v);
        }
        for &(op, loc) in &plan.locs {
            ir.op_mut(op).loc = loc;
        }
        for &op in &plan.erase {
            if let Err(e) = t.module.ir.erase_op(op) {
                return Err(t.error(op, format!("cse could not erase this op: {e}")));
            }
        }
        Ok(())
    }
}

/// Runs CSE's walk over `op`'s regions.
fn plan(ctx: &Context, ir: &Ir, op: OpId) -> Plan {
    let mut w = Walk {
        ctx,
        ir,
        dom: DominanceInfo::new(ctx, ir),
        table: Table::default(),
        value_map: HashMap::new(),
        use_map: HashMap::new(),
        loc_map: HashMap::new(),
        plan: Plan::default(),
    };
    for &r in ir.regions(op) {
        w.simplify_region(r);
    }
    w.plan.locs = {
        let mut v: Vec<(OpId, LocRef)> = w.loc_map.into_iter().collect();
        v.sort_by_key(|&(o, _)| o);
        v
    };
    w.plan
}

/// Known ops by hash, with scopes.
#[derive(Default)]
struct Table {
    map: HashMap<u64, Vec<OpId>>,
    /// Hashes inserted, newest last; a scope is a length of this log.
    log: Vec<u64>,
    scopes: Vec<usize>,
}

impl Table {
    fn push_scope(&mut self) {
        self.scopes.push(self.log.len());
    }

    fn pop_scope(&mut self) {
        let mark = self.scopes.pop().expect("balanced scopes");
        while self.log.len() > mark {
            let h = self.log.pop().expect("log entry");
            if let Some(v) = self.map.get_mut(&h) {
                v.pop();
                if v.is_empty() {
                    self.map.remove(&h);
                }
            }
        }
    }
}

struct Walk<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    dom: DominanceInfo<'a>,
    table: Table,
    /// Results of replaced ops -> the known op's results.
    value_map: HashMap<Value, Value>,
    /// (user, operand index) -> value, for uses moved one by one.
    use_map: HashMap<(OpId, usize), Value>,
    loc_map: HashMap<OpId, LocRef>,
    plan: Plan,
}

impl Walk<'_> {
    /// Operand `i` of `op` as it is after the replacements so far.
    fn operand(&self, op: OpId, i: usize) -> Value {
        if let Some(&v) = self.use_map.get(&(op, i)) {
            return v;
        }
        let v = self.ir.operand(op, i);
        self.value_map.get(&v).copied().unwrap_or(v)
    }

    fn loc(&self, op: OpId) -> LocRef {
        self.loc_map.get(&op).copied().unwrap_or(self.ir.op(op).loc)
    }

    fn is_unknown_loc(&self, loc: LocRef) -> bool {
        loc.as_attr() == Some(self.ctx.unknown_loc())
    }

    fn hash(&self, op: OpId) -> u64 {
        let ir = self.ir;
        let d = ir.op(op);
        let mut h = DefaultHasher::new();
        d.name.hash(&mut h);
        ir.attrs(op).hash(&mut h);
        d.props.hash(&mut h);
        for r in ir.results(op) {
            ir.value_type(r).hash(&mut h);
        }
        if self.commutative(op) {
            // Operand order does not matter: their hashes are summed.
            let mut sum = 0u64;
            for i in 0..ir.num_operands(op) {
                let mut oh = DefaultHasher::new();
                self.operand(op, i).hash(&mut oh);
                sum = sum.wrapping_add(oh.finish());
            }
            sum.hash(&mut h);
        } else {
            for i in 0..ir.num_operands(op) {
                self.operand(op, i).hash(&mut h);
            }
        }
        h.finish()
    }

    fn lookup(&self, op: OpId) -> Option<OpId> {
        let h = self.hash(op);
        self.table
            .map
            .get(&h)?
            .iter()
            .rev()
            .copied()
            .find(|&k| self.equal(k, op))
    }

    fn insert(&mut self, op: OpId) {
        let h = self.hash(op);
        self.table.map.entry(h).or_default().push(op);
        self.table.log.push(h);
    }

    /// What makes two ops the same apart from operands and regions.
    fn same_shape(&self, a: OpId, b: OpId) -> bool {
        let ir = self.ir;
        let (da, db) = (ir.op(a), ir.op(b));
        da.name == db.name
            && ir.attrs(a) == ir.attrs(b)
            && ir.regions(a).len() == ir.regions(b).len()
            && ir.num_successors(a) == ir.num_successors(b)
            && ir.num_operands(a) == ir.num_operands(b)
            && ir.num_results(a) == ir.num_results(b)
            && da.props == db.props
    }

    /// Whether `op` declares `IsCommutative`.
    fn commutative(&self, op: OpId) -> bool {
        sigil_ir::dialects::lookup(self.ctx.str_bytes(self.ir.op(op).name))
            .is_some_and(|d| d.structure.commutative)
    }

    /// CSE's `SimpleOperationInfo::isEqual`: MLIR's
    /// `OperationEquivalence::isEquivalentTo` ignoring locations.
    fn equal(&self, a: OpId, b: OpId) -> bool {
        if a == b {
            return true;
        }
        let mut eq = Equivalence {
            walk: self,
            values: HashMap::new(),
        };
        eq.ops(a, b, true)
    }

    fn simplify_region(&mut self, region: RegionId) {
        let ir = self.ir;
        let Some(entry) = ir.entry_block(region) else {
            return;
        };
        let ssa = self.dom.has_ssa_dominance(region);
        if ir.next_block(entry).is_none() {
            self.table.push_scope();
            self.simplify_block(entry, ssa);
            self.table.pop_scope();
            return;
        }
        if !ssa {
            return;
        }
        let children = dom_children(ir, &mut self.dom, region, entry);
        // (block, next child to visit); a scope per node of the tree.
        let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
        self.table.push_scope();
        self.simplify_block(entry, ssa);
        while let Some(top) = stack.last_mut() {
            let (b, next) = *top;
            let kids = children.get(&b).map(Vec::as_slice).unwrap_or(&[]);
            if next < kids.len() {
                top.1 += 1;
                let c = kids[next];
                stack.push((c, 0));
                self.table.push_scope();
                self.simplify_block(c, ssa);
            } else {
                self.table.pop_scope();
                stack.pop();
            }
        }
    }

    fn simplify_block(&mut self, block: BlockId, ssa: bool) {
        let ir = self.ir;
        let ops: Vec<OpId> = ir.block_ops(block).collect();
        for op in ops {
            if !ir.regions(op).is_empty() {
                let name = self.ctx.str_bytes(ir.op(op).name);
                // Unregistered ops might be isolated from above.
                let isolated = sigil_ir::dialects::lookup(name).is_none()
                    || sigil_ir::dialects::op_traits(name).isolated_from_above;
                if isolated {
                    let outer = std::mem::take(&mut self.table);
                    for &r in ir.regions(op) {
                        self.simplify_region(r);
                    }
                    self.table = outer;
                } else {
                    for &r in ir.regions(op) {
                        self.simplify_region(r);
                    }
                }
            }
            self.simplify_op(op, ssa);
        }
    }

    fn simplify_op(&mut self, op: OpId, ssa: bool) {
        let ir = self.ir;
        let ctx = self.ctx;
        let name = ctx.str_bytes(ir.op(op).name);
        if sigil_ir::dialects::lookup(name).is_some()
            && sigil_ir::dialects::op_traits(name).is_terminator
        {
            return;
        }
        if ir.results(op).all(|r| !ir.has_uses(r)) && effects::would_be_trivially_dead(ctx, ir, op)
        {
            self.plan.erase.push(op);
            return;
        }
        if ir
            .regions(op)
            .iter()
            .any(|&r| ir.region_blocks(r).nth(1).is_some())
        {
            return;
        }
        if !effects::is_memory_effect_free(ctx, ir, op) {
            if !effects::only_reads(ctx, ir, op) {
                return;
            }
            if let Some(known) = self.lookup(op) {
                if ir.parent_block(known) == ir.parent_block(op) && !self.write_between(known, op) {
                    self.replace(op, known, ssa);
                    return;
                }
            }
            self.insert(op);
            return;
        }
        if let Some(known) = self.lookup(op) {
            self.replace(op, known, ssa);
            return;
        }
        self.insert(op);
    }

    /// Whether an op from `from` up to `to` (excluded) may write memory.
    fn write_between(&self, from: OpId, to: OpId) -> bool {
        let mut cur = Some(from);
        while let Some(o) = cur {
            if o == to {
                return false;
            }
            if effects::may_write(self.ctx, self.ir, o) {
                return true;
            }
            cur = self.ir.next_op(o);
        }
        false
    }

    /// CSE's `replaceUsesAndDelete`.
    fn replace(&mut self, op: OpId, known: OpId, ssa: bool) {
        let ir = self.ir;
        if ssa {
            for i in 0..ir.num_results(op) {
                self.value_map.insert(ir.result(op, i), ir.result(known, i));
            }
            self.plan.replace_all.push((op, known));
            self.plan.erase.push(op);
        } else {
            // Only uses by ops not yet known move (MLIR's `wasVisited`).
            let mut remaining = false;
            for i in 0..ir.num_results(op) {
                let to = ir.result(known, i);
                let uses: Vec<(OpId, usize)> = ir.uses(ir.result(op, i)).collect();
                for (user, index) in uses {
                    if self.use_map.contains_key(&(user, index)) {
                        continue;
                    }
                    if self.lookup(user).is_none() {
                        self.use_map.insert((user, index), to);
                        self.plan.replace_uses.push((user, index, to));
                    } else {
                        remaining = true;
                    }
                }
            }
            if !remaining {
                self.plan.erase.push(op);
            }
        }
        let (lk, lo) = (self.loc(known), self.loc(op));
        if self.is_unknown_loc(lk) && !self.is_unknown_loc(lo) {
            self.loc_map.insert(known, lo);
        }
    }
}

/// The dominator tree's children of each block of `region`, in the order
/// LLVM's tree lists them (the depth-first numbering of the CFG walk).
fn dom_children(
    ir: &Ir,
    dom: &mut DominanceInfo<'_>,
    region: RegionId,
    entry: BlockId,
) -> HashMap<BlockId, Vec<BlockId>> {
    // LLVM's `runDFS`: a stack, successors pushed in reverse.
    let mut order: Vec<BlockId> = Vec::new();
    let mut seen: HashSet<BlockId> = HashSet::new();
    let mut stack = vec![entry];
    while let Some(b) = stack.pop() {
        if !seen.insert(b) {
            continue;
        }
        order.push(b);
        for &s in ir.block_successors(b).iter().rev() {
            if !seen.contains(&s) {
                stack.push(s);
            }
        }
    }
    let tree = dom.dom_tree(region);
    let mut children: HashMap<BlockId, Vec<BlockId>> = HashMap::new();
    for &b in &order[1..] {
        if let Some(idom) = tree.immediate_dominator(b) {
            children.entry(idom).or_default().push(b);
        }
    }
    children
}

/// `OperationEquivalence::isEquivalentTo` with its value-equivalence cache:
/// results and block arguments of the two ops are matched as they are
/// compared, and an operand matches one it is identical or matched to.
struct Equivalence<'w, 'a> {
    walk: &'w Walk<'a>,
    values: HashMap<Value, Value>,
}

impl Equivalence<'_, '_> {
    fn check(&self, x: Value, y: Value) -> bool {
        x == y || self.values.get(&x) == Some(&y)
    }

    fn mark(&mut self, l: Value, r: Value) {
        self.values.entry(l).or_insert(r);
    }

    /// `commutative` allows any order of the operands of a commutative op
    /// (only the ops compared at the top, as MLIR's callback is only passed
    /// there).
    fn ops(&mut self, l: OpId, r: OpId, commutative: bool) -> bool {
        if l == r {
            return true;
        }
        let w = self.walk;
        let ir = w.ir;
        if !w.same_shape(l, r) {
            return false;
        }
        let n = ir.num_operands(l);
        if commutative && w.commutative(l) {
            let lv: Vec<Value> = (0..n).map(|i| w.operand(l, i)).collect();
            let rv: Vec<Value> = (0..n).map(|i| w.operand(r, i)).collect();
            // In order as far as they match; the rest as a permutation of
            // identical values.
            let k = (0..n).find(|&i| !self.check(lv[i], rv[i])).unwrap_or(n);
            let mut lr = lv[k..].to_vec();
            let mut rr = rv[k..].to_vec();
            lr.sort();
            rr.sort();
            if lr != rr {
                return false;
            }
        } else {
            for i in 0..n {
                let (x, y) = (w.operand(l, i), w.operand(r, i));
                if x == y {
                    continue;
                }
                if ir.value_type(x) != ir.value_type(y) || !self.check(x, y) {
                    return false;
                }
            }
        }
        for (x, y) in ir.results(l).zip(ir.results(r)) {
            if ir.value_type(x) != ir.value_type(y) {
                return false;
            }
            self.mark(x, y);
        }
        for (&rl, &rr) in ir.regions(l).iter().zip(ir.regions(r)) {
            if !self.regions(rl, rr) {
                return false;
            }
        }
        true
    }

    fn regions(&mut self, l: RegionId, r: RegionId) -> bool {
        let ir = self.walk.ir;
        let lb: Vec<BlockId> = ir.region_blocks(l).collect();
        let rb: Vec<BlockId> = ir.region_blocks(r).collect();
        let mut blocks: HashMap<BlockId, BlockId> = HashMap::new();
        for (&a, &b) in lb.iter().zip(&rb) {
            if ir.block_args(a).len() != ir.block_args(b).len() {
                return false;
            }
            if *blocks.entry(a).or_insert(b) != b {
                return false;
            }
            for (&x, &y) in ir.block_args(a).iter().zip(ir.block_args(b)) {
                if ir.value_type(x) != ir.value_type(y) {
                    return false;
                }
                self.mark(x, y);
            }
            let lo: Vec<OpId> = ir.block_ops(a).collect();
            let ro: Vec<OpId> = ir.block_ops(b).collect();
            for (&x, &y) in lo.iter().zip(&ro) {
                if !self.ops(x, y, false) {
                    return false;
                }
                for (&sx, &sy) in ir.successors(x).iter().zip(ir.successors(y)) {
                    if *blocks.entry(sx).or_insert(sy) != sy {
                        return false;
                    }
                }
            }
            // `llvm::all_of_zip` fails on ranges of different lengths.
            if lo.len() != ro.len() {
                return false;
            }
        }
        lb.len() == rb.len()
    }
}
