//! Dominance: per-region dominator trees and MLIR's dominance queries on
//! blocks, ops and values across nested regions.
//!
//! A [`DomTree`] is Cooper, Harvey and Kennedy's iterative algorithm
//! ("A Simple, Fast Dominance Algorithm") over one region's CFG: blocks are
//! numbered in reverse post-order from the entry, and each keeps its
//! immediate dominator's number, so a query climbs a chain of integers.
//! Unreachable blocks get no number: as in LLVM they are dominated by every
//! block and dominate none.
//!
//! [`DominanceInfo`] answers MLIR's `DominanceInfo` questions for a whole
//! IR, building trees lazily per multi-block region and numbering each
//! block's ops on first need (for "is before in block"), so a query costs a
//! climb up the region tree plus O(1) work. Graph regions (a single block
//! whose op says so, or any single-block region of an unregistered op) have
//! no dominance inside: everything in them dominates everything else. The
//! info borrows the IR; after mutating it, make a new one.

use hashbrown::HashMap;

use crate::context::Context;
use crate::ir::{BlockId, Ir, OpId, RegionId, Value, ValueDef};

/// Dominator tree of one region's CFG (successors of each block's last op).
#[derive(Clone, Debug)]
pub struct DomTree {
    region: RegionId,
    /// Reachable blocks in reverse post-order; the entry first.
    rpo: Vec<BlockId>,
    /// Reverse post-order number of each reachable block.
    number: HashMap<BlockId, u32>,
    /// Immediate dominator per reverse post-order number (the entry's is
    /// itself).
    idom: Vec<u32>,
}

impl DomTree {
    pub fn compute(ir: &Ir, region: RegionId) -> DomTree {
        let Some(entry) = ir.entry_block(region) else {
            return DomTree {
                region,
                rpo: Vec::new(),
                number: HashMap::new(),
                idom: Vec::new(),
            };
        };
        let mut post: Vec<BlockId> = Vec::new();
        let mut visited: hashbrown::HashSet<BlockId> = hashbrown::HashSet::new();
        let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
        visited.insert(entry);
        while let Some(&mut (b, ref mut i)) = stack.last_mut() {
            let succs = ir.block_successors(b);
            if *i < succs.len() {
                let n = succs[*i];
                *i += 1;
                // A successor in another region (invalid IR) is no edge here.
                if ir.block_parent(n) == Some(region) && visited.insert(n) {
                    stack.push((n, 0));
                }
            } else {
                post.push(b);
                stack.pop();
            }
        }
        post.reverse();
        let rpo = post;
        let number: HashMap<BlockId, u32> = rpo
            .iter()
            .enumerate()
            .map(|(i, &b)| (b, i as u32))
            .collect();
        let n = rpo.len();
        // Predecessors by number, from the predecessor lists.
        let mut preds: Vec<Vec<u32>> = vec![Vec::new(); n];
        for (i, &b) in rpo.iter().enumerate() {
            for (op, _) in ir.predecessors(b) {
                let from = ir.parent_block(op).and_then(|pb| number.get(&pb));
                if let Some(&p) = from {
                    // Only terminators make edges (the CFG is last ops' successors).
                    if ir.last_op(rpo[p as usize]) == Some(op) {
                        preds[i].push(p);
                    }
                }
            }
        }
        const UNDEF: u32 = u32::MAX;
        let mut idom = vec![UNDEF; n];
        if n > 0 {
            idom[0] = 0;
        }
        let mut changed = true;
        while changed {
            changed = false;
            for b in 1..n {
                let mut new = UNDEF;
                for &p in &preds[b] {
                    if idom[p as usize] == UNDEF {
                        continue;
                    }
                    new = if new == UNDEF {
                        p
                    } else {
                        intersect(&idom, p, new)
                    };
                }
                if idom[b] != new {
                    idom[b] = new;
                    changed = true;
                }
            }
        }
        DomTree {
            region,
            rpo,
            number,
            idom,
        }
    }

    pub fn region(&self) -> RegionId {
        self.region
    }

    /// The blocks reachable from the entry, in reverse post-order.
    pub fn reverse_post_order(&self) -> &[BlockId] {
        &self.rpo
    }

    /// The blocks reachable from the entry, in post-order.
    pub fn post_order(&self) -> impl DoubleEndedIterator<Item = BlockId> + '_ {
        self.rpo.iter().rev().copied()
    }

    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.number.contains_key(&b)
    }

    /// The immediate dominator of `b` (`None` for the entry and for
    /// unreachable blocks).
    pub fn immediate_dominator(&self, b: BlockId) -> Option<BlockId> {
        let &i = self.number.get(&b)?;
        (i != 0).then(|| self.rpo[self.idom[i as usize] as usize])
    }

    /// Whether every path from the entry to `b` goes through `a` (`a` and
    /// `b` in this tree's region).
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        a == b || self.properly_dominates(a, b)
    }

    pub fn properly_dominates(&self, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return false;
        }
        let Some(&bi) = self.number.get(&b) else {
            return true;
        };
        let Some(&ai) = self.number.get(&a) else {
            return false;
        };
        let mut x = bi;
        while x != 0 {
            x = self.idom[x as usize];
            if x == ai {
                return true;
            }
        }
        false
    }

    /// The closest block dominating both `a` and `b` (`None` if either is
    /// unreachable).
    pub fn nearest_common_dominator(&self, a: BlockId, b: BlockId) -> Option<BlockId> {
        let (&ai, &bi) = (self.number.get(&a)?, self.number.get(&b)?);
        Some(self.rpo[intersect(&self.idom, ai, bi) as usize])
    }
}

/// The closest common dominator of reverse post-order numbers `a` and `b`.
fn intersect(idom: &[u32], a: u32, b: u32) -> u32 {
    let (mut x, mut y) = (a, b);
    while x != y {
        while x > y {
            x = idom[x as usize];
        }
        while y > x {
            y = idom[y as usize];
        }
    }
    x
}

/// A position in a block: an op, or the block's end.
type Pos = Option<OpId>;

/// Dominance over a whole IR, with MLIR's semantics for nested regions and
/// graph regions. Trees and op numbers are computed on first need.
pub struct DominanceInfo<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    trees: HashMap<RegionId, DomTree>,
    /// Position of each op in its block, for the blocks in `numbered`.
    order: Vec<u32>,
    numbered: Vec<u64>,
    defs: crate::dialects::DefCache,
}

impl<'a> DominanceInfo<'a> {
    pub fn new(ctx: &'a Context, ir: &'a Ir) -> Self {
        DominanceInfo {
            ctx,
            ir,
            trees: HashMap::new(),
            order: Vec::new(),
            numbered: Vec::new(),
            defs: Default::default(),
        }
    }

    /// The dominator tree of `region`.
    pub fn dom_tree(&mut self, region: RegionId) -> &DomTree {
        let ir = self.ir;
        self.trees
            .entry(region)
            .or_insert_with(|| DomTree::compute(ir, region))
    }

    /// Whether ops in `region` must obey SSA dominance: MLIR's
    /// `hasSSADominance`. Multi-block regions always do; a single-block
    /// region does unless its op is unregistered or declares graph regions.
    pub fn has_ssa_dominance(&self, region: RegionId) -> bool {
        let ir = self.ir;
        if ir.region_blocks(region).nth(1).is_some() {
            return true;
        }
        match ir.region_parent_op(region) {
            None => true,
            Some(op) => match self.defs.of(self.ctx, ir, op) {
                None => false,
                Some(def) => !def.traits.graph_regions,
            },
        }
    }

    /// Whether `block` is reachable from its region's entry.
    pub fn is_reachable(&mut self, block: BlockId) -> bool {
        let Some(region) = self.ir.block_parent(block) else {
            return true;
        };
        if self.ir.entry_block(region) == Some(block) {
            return true;
        }
        self.dom_tree(region).is_reachable(block)
    }

    /// The immediate dominator of `block` in its region.
    pub fn immediate_dominator(&mut self, block: BlockId) -> Option<BlockId> {
        let region = self.ir.block_parent(block)?;
        self.dom_tree(region).immediate_dominator(block)
    }

    /// Whether `a` comes before `b`, two ops of one block (O(1) once the
    /// block is numbered).
    pub fn is_before_in_block(&mut self, a: OpId, b: OpId) -> bool {
        self.number_block(a);
        self.order[a.index() as usize] < self.order[b.index() as usize]
    }

    fn number_block(&mut self, op: OpId) {
        let ir = self.ir;
        let Some(block) = ir.parent_block(op) else {
            return;
        };
        let (w, bit) = (block.index() as usize / 64, 1u64 << (block.index() % 64));
        if self.numbered.get(w).is_some_and(|x| x & bit != 0) {
            return;
        }
        if self.order.len() < ir.num_ops() {
            self.order.resize(ir.num_ops(), 0);
        }
        for (i, o) in ir.block_ops(block).enumerate() {
            self.order[o.index() as usize] = i as u32;
        }
        if self.numbered.len() <= w {
            self.numbered.resize(w + 1, 0);
        }
        self.numbered[w] |= bit;
    }

    /// MLIR's `properlyDominatesImpl` for forward dominance: whether the
    /// position `a_pos` of `a` properly dominates `b_pos` of `b`.
    fn properly_dominates_impl(
        &mut self,
        a: BlockId,
        a_pos: Pos,
        mut b: BlockId,
        mut b_pos: Pos,
        enclosing_ok: bool,
    ) -> bool {
        let ir = self.ir;
        let a_region = ir.block_parent(a);
        let ssa = |this: &Self| match a_region {
            Some(r) => this.has_ssa_dominance(r),
            None => true,
        };
        if a == b && a_pos == b_pos {
            return !ssa(self);
        }
        if ir.block_parent(b) != a_region {
            // Move b up to the position in a's region that holds it.
            let Some(anc) = a_region.and_then(|r| {
                ir.block_parent_op(b)
                    .and_then(|p| ancestor_in_region(ir, r, p))
            }) else {
                return false;
            };
            b = ir
                .parent_block(anc)
                .expect("an ancestor in a region is in a block");
            b_pos = Some(anc);
            if a == b && a_pos == b_pos && enclosing_ok {
                return true;
            }
        }
        if a == b {
            if !ssa(self) {
                return true;
            }
            return match (a_pos, b_pos) {
                (x, y) if x == y => false,
                (None, _) => false,
                (_, None) => true,
                (Some(x), Some(y)) => self.is_before_in_block(x, y),
            };
        }
        match a_region {
            Some(r) => self.dom_tree(r).properly_dominates(a, b),
            None => false,
        }
    }

    /// Whether `a` properly dominates `b`: every path from `b`'s region's
    /// entry to `b` goes through `a`, `a != b`; a block properly dominates
    /// the blocks nested in its ops. In a graph region a block properly
    /// dominates itself.
    pub fn properly_dominates_block(&mut self, a: BlockId, b: BlockId) -> bool {
        let (a_pos, b_pos) = (self.ir.first_op(a), self.ir.first_op(b));
        self.properly_dominates_impl(a, a_pos, b, b_pos, true)
    }

    pub fn dominates_block(&mut self, a: BlockId, b: BlockId) -> bool {
        a == b || self.properly_dominates_block(a, b)
    }

    /// Whether op `a` properly dominates op `b`: `a` comes first in a
    /// block dominating `b`'s, or holds `b` in a region. In a graph region
    /// every op of the block properly dominates every other (and itself).
    pub fn properly_dominates_op(&mut self, a: OpId, b: OpId) -> bool {
        self.op_impl(a, b, true)
    }

    pub fn dominates_op(&mut self, a: OpId, b: OpId) -> bool {
        a == b || self.properly_dominates_op(a, b)
    }

    fn op_impl(&mut self, a: OpId, b: OpId, enclosing_ok: bool) -> bool {
        let ir = self.ir;
        let (Some(ab), Some(bb)) = (ir.parent_block(a), ir.parent_block(b)) else {
            return false;
        };
        self.properly_dominates_impl(ab, Some(a), bb, Some(b), enclosing_ok)
    }

    /// Whether `v` is available at `op` (MLIR's `properlyDominates(Value,
    /// Operation*)`): a block argument dominates its block and everything
    /// nested in it; a result must be defined by an op that properly
    /// dominates `op` without holding it. A value with no definition
    /// dominates nothing.
    pub fn properly_dominates_value(&mut self, v: Value, op: OpId) -> bool {
        let ir = self.ir;
        match ir.value_def(v) {
            None => false,
            Some(ValueDef::Arg { block, .. }) => match ir.parent_block(op) {
                Some(ob) => self.dominates_block(block, ob),
                None => false,
            },
            Some(ValueDef::Result { op: def, .. }) => self.op_impl(def, op, false),
        }
    }

    /// `op` defines `v`, or `v` properly dominates `op`.
    pub fn dominates_value(&mut self, v: Value, op: OpId) -> bool {
        matches!(self.ir.value_def(v), Some(ValueDef::Result { op: d, .. }) if d == op)
            || self.properly_dominates_value(v, op)
    }
}

/// The ancestor of `op` (or `op` itself) whose block is in `region`.
pub fn ancestor_in_region(ir: &Ir, region: RegionId, mut op: OpId) -> Option<OpId> {
    loop {
        let r = ir.parent_region(op)?;
        if r == region {
            return Some(op);
        }
        op = ir.region_parent_op(r)?;
    }
}

/// The blocks of `region` reachable from its entry, in post-order.
pub fn post_order(ir: &Ir, region: RegionId) -> Vec<BlockId> {
    DomTree::compute(ir, region).post_order().collect()
}

/// The blocks of `region` reachable from its entry, in reverse post-order.
pub fn reverse_post_order(ir: &Ir, region: RegionId) -> Vec<BlockId> {
    DomTree::compute(ir, region).rpo
}
