//! MLIR's sparse conditional constant propagation as a data-flow analysis
//! (`DeadCodeAnalysis` and `SparseConstantPropagation` run together by a
//! `DataFlowSolver`): which blocks and CFG edges may execute, and, for each
//! value, whether it is not yet known (`Uninit`, MLIR's uninitialized
//! lattice), one constant, or not a constant (`Unknown`).
//!
//! MLIR's solver keeps a worklist of program points and the states they
//! depend on. Every state here only grows (a block or edge becomes live, a
//! value goes from uninitialized to a constant to unknown, a callable gains
//! call sites), and what MLIR accumulates in its predecessor states (the
//! region successors a region-branch op or a terminator may reach, the
//! returns of a callee) is a monotone function of those states, so it is
//! recomputed where it is needed instead of being stored. The solver sweeps
//! the IR in program order, applying every transfer function, until a sweep
//! changes nothing: the same fixpoint as MLIR's worklist reaches.
//!
//! sigil's registry does not carry MLIR's control-flow interfaces, so which
//! ops branch between regions (`RegionBranchOpInterface`), and where their
//! operands go, is said here for the ops sigil implements (`BranchKind`);
//! calls and callables are those of [`crate::callgraph`]. Other ops with
//! regions are opaque, as MLIR treats ops without the interface: their
//! regions may run, their results and block arguments are not constants.

use hashbrown::{HashMap, HashSet};
use sigil_ir::attrs::AttrData;
use sigil_ir::{Attr, BlockId, Context, Ir, OpId, Value};
use smallvec::SmallVec;

use crate::callgraph::{call_of, callable_region};
use crate::fold::values::{ints, sext, Lanes};
use crate::fold::{self, ConstValue, FoldResult, Folded};

/// What the analysis knows of a value (MLIR's `Lattice<ConstantValue>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lattice {
    /// Nothing yet: the value has not been seen to be computed.
    Uninit,
    /// One constant, with the name of the op whose fold gave it (its
    /// dialect materializes it; MLIR keeps the dialect).
    Const { value: ConstValue, op: Attr },
    /// Not a constant (or several).
    Unknown,
}

impl Lattice {
    /// MLIR's `ConstantValue::join`; constants compare by value (and
    /// constants without a value attribute by their op as well).
    fn join(self, other: Lattice) -> Lattice {
        match (self, other) {
            (Lattice::Uninit, x) | (x, Lattice::Uninit) => x,
            (Lattice::Unknown, _) | (_, Lattice::Unknown) => Lattice::Unknown,
            (Lattice::Const { value: a, op: oa }, Lattice::Const { value: b, op: ob }) => {
                let same = a == b && (matches!(a, ConstValue::Attr(_)) || oa == ob);
                if same {
                    self
                } else {
                    Lattice::Unknown
                }
            }
        }
    }

    fn constant(self) -> Option<ConstValue> {
        match self {
            Lattice::Const { value, .. } => Some(value),
            _ => None,
        }
    }
}

/// Where control goes from a region-branch op or one of its terminators:
/// after the op (its results), or into one of its regions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Point {
    Parent,
    Region(usize),
}

/// The region-branch ops sigil implements, by how control moves between
/// their regions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum BranchKind {
    If,
    For,
    While,
    ExecuteRegion,
    IndexSwitch,
    AffineFor,
    AffineIf,
    AllocaScope,
}

fn branch_kind(name: &[u8]) -> Option<BranchKind> {
    Some(match name {
        b"scf.if" => BranchKind::If,
        b"scf.for" => BranchKind::For,
        b"scf.while" => BranchKind::While,
        b"scf.execute_region" => BranchKind::ExecuteRegion,
        b"scf.index_switch" => BranchKind::IndexSwitch,
        b"affine.for" => BranchKind::AffineFor,
        b"affine.if" => BranchKind::AffineIf,
        b"memref.alloca_scope" => BranchKind::AllocaScope,
        _ => return None,
    })
}

/// The call sites of a callable (MLIR's `PredecessorState` of a callable).
#[derive(Default)]
struct CallSites {
    /// Some call sites are not seen (a public symbol, a non-call use).
    unknown: bool,
    calls: Vec<OpId>,
}

/// The solved analysis.
pub struct Solution {
    lattice: HashMap<Value, Lattice>,
    live_blocks: HashSet<BlockId>,
}

impl Solution {
    /// What the analysis knows of `v` (`Uninit` for values it never saw).
    pub fn lattice(&self, v: Value) -> Lattice {
        self.lattice.get(&v).copied().unwrap_or(Lattice::Uninit)
    }

    /// Whether `block` may execute.
    pub fn is_live(&self, block: BlockId) -> bool {
        self.live_blocks.contains(&block)
    }
}

/// One step of the sweep: an op, or the arguments of a block.
#[derive(Clone, Copy)]
enum Item {
    Op(OpId),
    Block(BlockId),
}

struct Solver<'a> {
    ctx: &'a mut Context,
    ir: &'a mut Ir,
    top: OpId,
    lattice: HashMap<Value, Lattice>,
    live_blocks: HashSet<BlockId>,
    live_edges: HashSet<(BlockId, BlockId)>,
    callsites: HashMap<OpId, CallSites>,
    /// Per call, the callable in the analysis scope it calls, or `None`
    /// when its callee is unknown or outside (its results are unknown).
    call_targets: HashMap<OpId, Option<OpId>>,
    changed: bool,
}

/// Runs the analysis on `top` and what it nests. The IR is the same
/// afterwards (folds the analysis tries in place are undone).
pub fn solve(ctx: &mut Context, ir: &mut Ir, top: OpId) -> Solution {
    let mut s = Solver {
        ctx,
        ir,
        top,
        lattice: HashMap::new(),
        live_blocks: HashSet::new(),
        live_edges: HashSet::new(),
        callsites: HashMap::new(),
        call_targets: HashMap::new(),
        changed: false,
    };
    let items = s.items();
    // The entry blocks of the top op run, with unknown arguments.
    for r in s.ir.regions(top).to_vec() {
        if let Some(entry) = s.ir.entry_block(r) {
            s.live_blocks.insert(entry);
            for a in s.ir.block_args(entry).to_vec() {
                s.join(a, Lattice::Unknown);
            }
        }
    }
    s.init_symbol_callables();
    loop {
        s.changed = false;
        for &item in &items {
            match item {
                Item::Op(op) => s.visit_op(op),
                Item::Block(b) => s.visit_block(b),
            }
        }
        if !s.changed {
            break;
        }
    }
    Solution {
        lattice: s.lattice,
        live_blocks: s.live_blocks,
    }
}

impl Solver<'_> {
    fn name(&self, op: OpId) -> &[u8] {
        self.ctx.str_bytes(self.ir.op(op).name)
    }

    /// `top` and every op and block it nests, in program order.
    fn items(&self) -> Vec<Item> {
        let mut out = Vec::new();
        let mut w = sigil_ir::walk::Walker::new(self.top);
        while let Some(ev) = w.next(self.ir) {
            match ev {
                sigil_ir::walk::WalkEvent::EnterOp(o) => out.push(Item::Op(o)),
                sigil_ir::walk::WalkEvent::EnterBlock(b) => out.push(Item::Block(b)),
                _ => {}
            }
        }
        out
    }

    fn lat(&self, v: Value) -> Lattice {
        self.lattice.get(&v).copied().unwrap_or(Lattice::Uninit)
    }

    fn join(&mut self, v: Value, l: Lattice) {
        let cur = self.lat(v);
        let new = cur.join(l);
        if new != cur {
            self.lattice.insert(v, new);
            self.changed = true;
        }
    }

    fn mark_live(&mut self, b: BlockId) {
        self.changed |= self.live_blocks.insert(b);
    }

    fn mark_edge(&mut self, from: BlockId, to: BlockId) {
        self.mark_live(to);
        self.changed |= self.live_edges.insert((from, to));
    }

    fn callsites(&mut self, callable: OpId) -> &mut CallSites {
        self.callsites.entry(callable).or_default()
    }

    fn set_unknown_callsites(&mut self, callable: OpId) {
        let c = self.callsites(callable);
        if !c.unknown {
            c.unknown = true;
            self.changed = true;
        }
    }

    /// The constants of `op`'s operands, or `None` while one is
    /// uninitialized (MLIR's `getOperandValues`, which bails then).
    fn operand_consts(&self, op: OpId) -> Option<SmallVec<[Option<ConstValue>; 4]>> {
        self.ir
            .operands(op)
            .map(|v| match self.lat(v) {
                Lattice::Uninit => None,
                l => Some(l.constant()),
            })
            .collect()
    }

    fn parent_live(&self, op: OpId) -> bool {
        self.ir
            .parent_block(op)
            .is_some_and(|b| self.live_blocks.contains(&b))
    }

    // ----- DeadCodeAnalysis::initializeSymbolCallables -----

    fn init_symbol_callables(&mut self) {
        let visible = self.ir.parent_block(self.top).is_none();
        // Post-order over symbol tables, as `SymbolTable::walkSymbolTables`.
        let mut tables: Vec<(OpId, bool)> = Vec::new();
        let mut stack: Vec<(OpId, bool, bool)> = vec![(self.top, visible, false)];
        while let Some((op, vis, done)) = stack.pop() {
            let is_table = sigil_ir::symbols::is_symbol_table(self.ctx, self.ir, op);
            if done {
                tables.push((op, vis));
                continue;
            }
            let vis = if is_table {
                let symbol = self.name(op) == b"builtin.module"
                    || crate::effects::is_symbol_op(self.ctx, self.ir, op);
                vis || !symbol || crate::callgraph::is_private(self.ctx, self.ir, op)
            } else {
                true
            };
            if is_table {
                stack.push((op, vis, true));
            }
            let mut children = Vec::new();
            for &r in self.ir.regions(op) {
                for b in self.ir.region_blocks(r) {
                    children.extend(self.ir.block_ops(b));
                }
            }
            for c in children.into_iter().rev() {
                stack.push((c, vis, false));
            }
        }
        for (table, vis) in tables {
            self.init_table(table, vis);
        }
    }

    fn init_table(&mut self, table: OpId, visible: bool) {
        let Some(&region) = self.ir.regions(table).first() else {
            return;
        };
        let Some(block) = self.ir.entry_block(region) else {
            return;
        };
        let mut found = false;
        for op in self.ir.block_ops(block).collect::<Vec<_>>() {
            if !matches!(callable_region(self.ctx, self.ir, op), Some(Some(_)))
                || !crate::effects::is_symbol_op(self.ctx, self.ir, op)
            {
                continue;
            }
            let nested = crate::transforms::symbol_dce::visibility(self.ctx, self.ir, op)
                == Some(b"nested".as_slice());
            if crate::callgraph::is_public(self.ctx, self.ir, op) || (!visible && nested) {
                self.set_unknown_callsites(op);
            }
            found = true;
        }
        if !found {
            return;
        }
        match self.symbol_uses(table) {
            None => {
                let mut all = Vec::new();
                self.ir.walk(self.top, &mut |o| all.push(o));
                for o in all {
                    if callable_region(self.ctx, self.ir, o).is_some() {
                        self.set_unknown_callsites(o);
                    }
                }
            }
            Some(uses) => {
                for u in uses {
                    if call_of(self.ctx, self.ir, u.user).is_some() {
                        continue;
                    }
                    if let Some(sym) = sigil_ir::symbols::lookup_symbol_ref_in(
                        self.ctx, self.ir, self.top, u.symref,
                    ) {
                        self.set_unknown_callsites(sym);
                    }
                }
            }
        }
    }

    /// The symbol uses in `table`'s region, not entering nested symbol
    /// tables; `None` where an unregistered op with one region (which might
    /// be a symbol table) hides what its uses mean.
    fn symbol_uses(&self, table: OpId) -> Option<Vec<sigil_ir::symbols::SymbolUse>> {
        let mut unknown = false;
        let mut w = sigil_ir::walk::Walker::new(table);
        while let Some(ev) = w.next(self.ir) {
            if let sigil_ir::walk::WalkEvent::EnterOp(o) = ev {
                if o == table {
                    continue;
                }
                let name = self.name(o);
                if self.ir.regions(o).len() == 1 && sigil_ir::dialects::lookup(name).is_none() {
                    unknown = true;
                }
                if sigil_ir::symbols::is_symbol_table(self.ctx, self.ir, o) {
                    w.skip();
                }
            }
        }
        if unknown {
            return None;
        }
        Some(sigil_ir::symbols::symbol_uses(self.ctx, self.ir, table))
    }

    // ----- the sweep -----

    fn visit_op(&mut self, op: OpId) {
        // The top op's block is outside the analysis and never live; its
        // entry blocks are live from the start.
        if !self.parent_live(op) {
            return;
        }
        self.visit_dead_code(op);
        if self.ir.num_results(op) > 0 {
            self.visit_values(op);
        }
    }

    /// `DeadCodeAnalysis::visit` of an op in a live block.
    fn visit_dead_code(&mut self, op: OpId) {
        if call_of(self.ctx, self.ir, op).is_some() {
            self.visit_call(op);
        }
        let name = self.name(op).to_vec();
        if !self.ir.regions(op).is_empty() {
            if let Some(kind) = branch_kind(&name) {
                if let Some(points) = self.entry_successors(op, kind) {
                    for p in points {
                        if let Point::Region(i) = p {
                            let r = self.ir.regions(op)[i];
                            if let Some(e) = self.ir.entry_block(r) {
                                self.mark_live(e);
                            }
                        }
                    }
                }
            } else if let Some(callable) = callable_region(self.ctx, self.ir, op) {
                let sites = self.callsites.get(&op);
                let live = sites.is_some_and(|c| c.unknown || !c.calls.is_empty());
                if live {
                    if let Some(e) = callable.and_then(|r| self.ir.entry_block(r)) {
                        self.mark_live(e);
                    }
                }
            } else {
                for r in self.ir.regions(op).to_vec() {
                    if let Some(e) = self.ir.entry_block(r) {
                        self.mark_live(e);
                    }
                }
            }
        }
        if let Some((parent, kind)) = self.region_return(op) {
            if let Some(points) = self.terminator_successors(op, parent, kind) {
                for p in points {
                    if let Point::Region(i) = p {
                        let r = self.ir.regions(parent)[i];
                        if let Some(e) = self.ir.entry_block(r) {
                            self.mark_live(e);
                        }
                    }
                }
            }
        }
        if self.ir.num_successors(op) > 0 {
            self.visit_branch(op, &name);
        }
    }

    fn visit_call(&mut self, call: OpId) {
        let target = match self.call_targets.get(&call) {
            Some(&t) => t,
            None => {
                let t = self.resolve(call);
                self.call_targets.insert(call, t);
                t
            }
        };
        if let Some(callee) = target {
            let sites = self.callsites(callee);
            if !sites.calls.contains(&call) {
                sites.calls.push(call);
                self.changed = true;
            }
        }
    }

    /// The callable with a body, in the analysis scope, that `call` calls.
    fn resolve(&self, call: OpId) -> Option<OpId> {
        let callee = call_of(self.ctx, self.ir, call)?.callee?;
        let f = sigil_ir::symbols::lookup_nearest_symbol_from(self.ctx, self.ir, call, callee)?;
        if !crate::effects::is_symbol_op(self.ctx, self.ir, f) {
            return None;
        }
        if f != self.top && !self.ir.is_ancestor(self.top, f) {
            return None;
        }
        callable_region(self.ctx, self.ir, f).flatten().map(|_| f)
    }

    /// `op`'s parent, if `op` returns from it: a terminator without
    /// successors, last in its block, of a region-branch op (with its kind)
    /// or of a callable (kind `None`).
    fn region_return(&self, op: OpId) -> Option<(OpId, Option<BranchKind>)> {
        if self.ir.num_successors(op) > 0 || self.ir.next_op(op).is_some() {
            return None;
        }
        let parent = self.ir.parent_op(op)?;
        if let Some(kind) = branch_kind(self.name(parent)) {
            return Some((parent, Some(kind)));
        }
        callable_region(self.ctx, self.ir, parent).map(|_| (parent, None))
    }

    fn visit_branch(&mut self, op: OpId, name: &[u8]) {
        let from = self.ir.parent_block(op).expect("a live op is in a block");
        let is_branch = sigil_ir::dialects::lookup(name).is_some_and(|d| d.structure.branch);
        if is_branch {
            let Some(consts) = self.operand_consts(op) else {
                return;
            };
            if let Some(to) = self.successor_for(op, name, &consts) {
                self.mark_edge(from, to);
                return;
            }
        }
        for to in self.ir.successors(op).to_vec() {
            self.mark_edge(from, to);
        }
    }

    /// `BranchOpInterface::getSuccessorForOperands`.
    fn successor_for(
        &self,
        op: OpId,
        name: &[u8],
        consts: &[Option<ConstValue>],
    ) -> Option<BlockId> {
        let succ = self.ir.successors(op);
        match name {
            b"cf.br" => succ.first().copied(),
            b"cf.cond_br" => {
                let c = self.scalar_int(consts.first().copied().flatten())?;
                Some(if c.0 != 0 { succ[0] } else { succ[1] })
            }
            b"cf.switch" => {
                let Some(cases) = fold::prop(self.ctx, self.ir, op, b"case_values") else {
                    return succ.first().copied();
                };
                let (value, _) = self.scalar_int(consts.first().copied().flatten())?;
                let cases = ints(self.ctx, cases)?;
                let values: Vec<u128> = match cases.lanes {
                    Lanes::Dense(v) => v,
                    Lanes::Splat(v) => {
                        vec![v; succ.len().saturating_sub(1)]
                    }
                    Lanes::Scalar(v) => vec![v],
                };
                let m = crate::fold::values::mask(cases.width);
                for (i, v) in values.iter().enumerate() {
                    if *v == value & m {
                        return succ.get(1 + i).copied();
                    }
                }
                succ.first().copied()
            }
            _ => None,
        }
    }

    /// A scalar integer constant: its bits and width.
    fn scalar_int(&self, c: Option<ConstValue>) -> Option<(u128, u32)> {
        let i = ints(self.ctx, c?.attr()?)?;
        match i.lanes {
            Lanes::Scalar(v) => Some((v, i.width)),
            _ => None,
        }
    }

    /// A boolean constant (`BoolAttr`: an `i1` integer attribute).
    fn bool_const(&self, c: Option<ConstValue>) -> Option<bool> {
        let (v, w) = self.scalar_int(c)?;
        (w == 1).then_some(v != 0)
    }

    // ----- region branches -----

    /// `getEntrySuccessorRegions` with the operands' constants; `None` while
    /// an operand is uninitialized.
    fn entry_successors(&self, op: OpId, kind: BranchKind) -> Option<SmallVec<[Point; 2]>> {
        let consts = self.operand_consts(op)?;
        let mut out = SmallVec::new();
        match kind {
            BranchKind::If | BranchKind::AffineIf => {
                let c = if kind == BranchKind::If {
                    self.bool_const(consts.first().copied().flatten())
                } else {
                    None
                };
                if c != Some(false) {
                    out.push(Point::Region(0));
                }
                if c != Some(true) {
                    let else_region = self.ir.regions(op)[1];
                    if self.ir.entry_block(else_region).is_some() {
                        out.push(Point::Region(1));
                    } else {
                        out.push(Point::Parent);
                    }
                }
            }
            BranchKind::For => {
                out.push(Point::Region(0));
                out.push(Point::Parent);
            }
            BranchKind::AffineFor => match self.affine_trip_count(op) {
                Some(0) => out.push(Point::Parent),
                Some(_) => out.push(Point::Region(0)),
                None => {
                    out.push(Point::Region(0));
                    out.push(Point::Parent);
                }
            },
            BranchKind::While | BranchKind::ExecuteRegion | BranchKind::AllocaScope => {
                out.push(Point::Region(0))
            }
            BranchKind::IndexSwitch => {
                let n = self.ir.regions(op).len();
                match self.scalar_int(consts.first().copied().flatten()) {
                    None => out.extend((0..n).map(Point::Region)),
                    Some((v, w)) => {
                        let v = sext(v, w) as i64;
                        let cases = self.i64_array(op, b"cases").unwrap_or_default();
                        let hit = cases.iter().position(|&c| c == v);
                        out.push(Point::Region(hit.map_or(0, |i| i + 1)));
                    }
                }
            }
        }
        Some(out)
    }

    /// Where a terminator of `parent`'s regions goes, with its operands'
    /// constants; `None` while one is uninitialized.
    fn terminator_successors(
        &self,
        term: OpId,
        parent: OpId,
        kind: Option<BranchKind>,
    ) -> Option<SmallVec<[Point; 2]>> {
        let kind = kind?;
        let consts = self.operand_consts(term)?;
        let region = self.ir.parent_region(term)?;
        let index = self.ir.region_index(region)?;
        let mut out = SmallVec::new();
        match kind {
            BranchKind::For => {
                out.push(Point::Region(0));
                out.push(Point::Parent);
            }
            BranchKind::AffineFor => {
                if self.affine_trip_count(parent) != Some(1) {
                    out.push(Point::Region(0));
                }
                out.push(Point::Parent);
            }
            BranchKind::While if index == 0 => {
                let c = self.bool_const(consts.first().copied().flatten());
                if c != Some(false) {
                    out.push(Point::Region(1));
                }
                if c != Some(true) {
                    out.push(Point::Parent);
                }
            }
            BranchKind::While => out.push(Point::Region(0)),
            _ => out.push(Point::Parent),
        }
        Some(out)
    }

    /// The values the op forwards on entry to `to`.
    fn entry_operands(&self, op: OpId, kind: BranchKind) -> SmallVec<[Value; 4]> {
        let all: SmallVec<[Value; 4]> = self.ir.operands(op).collect();
        match kind {
            BranchKind::For => all.get(3..).map(SmallVec::from).unwrap_or_default(),
            BranchKind::While => all,
            BranchKind::AffineFor => {
                let n = self.ir.num_results(op);
                all[all.len().saturating_sub(n)..].into()
            }
            _ => SmallVec::new(),
        }
    }

    /// The values a terminator forwards.
    fn terminator_operands(&self, term: OpId, kind: BranchKind) -> SmallVec<[Value; 4]> {
        let all: SmallVec<[Value; 4]> = self.ir.operands(term).collect();
        if kind == BranchKind::While && self.name(term) == b"scf.condition" {
            return all.get(1..).map(SmallVec::from).unwrap_or_default();
        }
        all
    }

    /// The first value of `to` that receives forwarded operands (results
    /// for the parent, entry block arguments for a region); those before it
    /// (a loop's induction variable) are not successor inputs.
    fn first_input(&self, kind: BranchKind, to: Point) -> usize {
        match (kind, to) {
            (BranchKind::For | BranchKind::AffineFor, Point::Region(_)) => 1,
            _ => 0,
        }
    }

    /// The operand lists flowing to `to` of `op`: from the op itself and
    /// from the live terminators of its regions that go there.
    fn region_predecessors(
        &self,
        op: OpId,
        kind: BranchKind,
        to: Point,
    ) -> Vec<SmallVec<[Value; 4]>> {
        let mut out = Vec::new();
        if self
            .entry_successors(op, kind)
            .is_some_and(|s| s.contains(&to))
        {
            out.push(self.entry_operands(op, kind));
        }
        for &r in self.ir.regions(op) {
            for b in self.ir.region_blocks(r) {
                if !self.live_blocks.contains(&b) {
                    continue;
                }
                let Some(t) = self.ir.last_op(b) else {
                    continue;
                };
                if self.ir.num_successors(t) > 0 {
                    continue;
                }
                if self
                    .terminator_successors(t, op, Some(kind))
                    .is_some_and(|s| s.contains(&to))
                {
                    out.push(self.terminator_operands(t, kind));
                }
            }
        }
        out
    }

    /// Joins what flows to `to` into `targets` (the results or the entry
    /// block's arguments), as `visitRegionSuccessors`.
    fn join_region_successors(&mut self, op: OpId, kind: BranchKind, to: Point, targets: &[Value]) {
        let first = self.first_input(kind, to);
        for operands in self.region_predecessors(op, kind, to) {
            let inputs = targets.len().saturating_sub(first).min(operands.len());
            if first + inputs != targets.len() || first > 0 {
                // Values that are not successor inputs (a loop's induction
                // variable) are not constants.
                for (i, &t) in targets.iter().enumerate() {
                    if i < first || i >= first + inputs {
                        self.join(t, Lattice::Unknown);
                    }
                }
            }
            for (&t, &v) in targets[first..].iter().zip(operands.iter()) {
                let l = self.lat(v);
                self.join(t, l);
            }
        }
    }

    fn i64_array(&self, op: OpId, name: &[u8]) -> Option<Vec<i64>> {
        let a = fold::prop(self.ctx, self.ir, op, name)?;
        match self.ctx.attr_data(a) {
            AttrData::DenseArray { data, .. } => Some(
                data.chunks(8)
                    .map(|c| i64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
                    .collect(),
            ),
            _ => None,
        }
    }

    /// `getTrivialConstantTripCount` of an `affine.for`: constant bounds
    /// give `max(0, ceil((ub - lb) / step))`.
    fn affine_trip_count(&self, op: OpId) -> Option<u64> {
        let bound = |name: &[u8]| -> Option<i64> {
            let a = fold::prop(self.ctx, self.ir, op, name)?;
            match self.ctx.attr_data(a) {
                AttrData::AffineMap(m) if m.is_single_constant() => {
                    m.constant_results()?.first().copied()
                }
                _ => None,
            }
        };
        let lb = bound(b"lowerBoundMap")?;
        let ub = bound(b"upperBoundMap")?;
        let step = fold::prop(self.ctx, self.ir, op, b"step")
            .and_then(|s| ints(self.ctx, s))
            .and_then(|i| match i.lanes {
                Lanes::Scalar(v) => Some(sext(v, i.width) as i64),
                _ => None,
            })?;
        if step <= 0 {
            return None;
        }
        let diff = (ub as i128) - (lb as i128);
        if diff <= 0 {
            return Some(0);
        }
        let step = step as i128;
        Some(((diff + step - 1) / step) as u64)
    }

    // ----- values -----

    /// The sparse analysis's `visitOperation` of an op with results in a
    /// live block.
    fn visit_values(&mut self, op: OpId) {
        let results: SmallVec<[Value; 4]> = self.ir.results(op).collect();
        let name = self.name(op).to_vec();
        if let Some(kind) = branch_kind(&name) {
            self.join_region_successors(op, kind, Point::Parent, &results);
            return;
        }
        if call_of(self.ctx, self.ir, op).is_some() {
            self.visit_call_results(op, &results);
            return;
        }
        if !self.ir.regions(op).is_empty() {
            for r in results {
                self.join(r, Lattice::Unknown);
            }
            return;
        }
        self.visit_fold(op, &results);
    }

    fn visit_call_results(&mut self, call: OpId, results: &[Value]) {
        let target = self.call_targets.get(&call).copied().flatten();
        let Some(callee) = target else {
            for &r in results {
                self.join(r, Lattice::Unknown);
            }
            return;
        };
        let Some(region) = callable_region(self.ctx, self.ir, callee).flatten() else {
            return;
        };
        let mut returns = Vec::new();
        let mut unknown = false;
        for b in self.ir.region_blocks(region) {
            if !self.live_blocks.contains(&b) {
                continue;
            }
            let Some(t) = self.ir.last_op(b) else {
                continue;
            };
            if self.ir.num_successors(t) > 0 || self.ir.num_operands(t) == 0 {
                continue;
            }
            let return_like =
                sigil_ir::dialects::lookup(self.name(t)).is_some_and(|d| d.structure.return_like);
            if return_like {
                returns.push(t);
            } else {
                unknown = true;
            }
        }
        if unknown {
            for &r in results {
                self.join(r, Lattice::Unknown);
            }
            return;
        }
        for t in returns {
            let operands: SmallVec<[Value; 4]> = self.ir.operands(t).collect();
            for (&r, &v) in results.iter().zip(operands.iter()) {
                let l = self.lat(v);
                self.join(r, l);
            }
        }
    }

    /// `SparseConstantPropagation::visitOperation`: the op's fold with the
    /// operands' constants; an in-place fold is undone and proves nothing.
    fn visit_fold(&mut self, op: OpId, results: &[Value]) {
        let Some(consts) = self.operand_consts(op) else {
            return;
        };
        let name = self.ir.op(op).name;
        if let Some(c) = fold::constant_fold_value(self.ctx, self.ir, op) {
            self.join(results[0], Lattice::Const { value: c, op: name });
            return;
        }
        let operands: SmallVec<[Value; 4]> = self.ir.operands(op).collect();
        let attrs = self.ir.attrs(op).to_vec();
        let props = self.ir.op(op).props;
        match fold::fold_op_with(self.ctx, self.ir, op, consts) {
            Some(Folded::Results(rs)) if rs.len() == results.len() => {
                for (&r, f) in results.iter().zip(rs.iter()) {
                    let l = match *f {
                        FoldResult::Attr(a) => Lattice::Const {
                            value: ConstValue::Attr(a),
                            op: name,
                        },
                        FoldResult::Value(v) => self.lat(v),
                    };
                    self.join(r, l);
                }
            }
            Some(Folded::InPlace) => {
                self.ir.set_operands(op, &operands);
                self.ir.set_attrs(op, &attrs);
                self.ir.op_mut(op).props = props;
                for &r in results {
                    self.join(r, Lattice::Unknown);
                }
            }
            _ => {
                for &r in results {
                    self.join(r, Lattice::Unknown);
                }
            }
        }
    }

    /// The sparse analysis's `visitBlock`: the arguments of a live block.
    fn visit_block(&mut self, block: BlockId) {
        let args: SmallVec<[Value; 4]> = self.ir.block_args(block).into();
        if args.is_empty() || !self.live_blocks.contains(&block) {
            return;
        }
        let region = self.ir.block_parent(block).expect("a block in a region");
        if self.ir.entry_block(region) == Some(block) {
            let parent = self.ir.region_parent(region);
            if parent == self.top {
                return;
            }
            if callable_region(self.ctx, self.ir, parent) == Some(Some(region)) {
                let (unknown, calls) = match self.callsites.get(&parent) {
                    Some(c) => (c.unknown, c.calls.clone()),
                    None => (false, Vec::new()),
                };
                if unknown {
                    for a in args {
                        self.join(a, Lattice::Unknown);
                    }
                    return;
                }
                for call in calls {
                    let Some(c) = call_of(self.ctx, self.ir, call) else {
                        continue;
                    };
                    let operands: SmallVec<[Value; 4]> = self
                        .ir
                        .operands(call)
                        .skip(c.args.0)
                        .take(c.args.1)
                        .collect();
                    for (&a, &v) in args.iter().zip(operands.iter()) {
                        let l = self.lat(v);
                        self.join(a, l);
                    }
                }
                return;
            }
            if let Some(kind) = branch_kind(self.name(parent)) {
                let index = self.ir.region_index(region).unwrap_or(0);
                self.join_region_successors(parent, kind, Point::Region(index), &args);
                return;
            }
            for a in args {
                self.join(a, Lattice::Unknown);
            }
            return;
        }
        let preds: Vec<(OpId, usize)> = self.ir.predecessors(block).collect();
        for (term, index) in preds {
            let from = self.ir.parent_block(term).expect("a terminator in a block");
            if !self.live_edges.contains(&(from, block)) {
                continue;
            }
            match self.forwarded(term, index) {
                Some(operands) => {
                    for (i, &a) in args.iter().enumerate() {
                        let l = match operands.get(i) {
                            Some(&v) => self.lat(v),
                            None => Lattice::Unknown,
                        };
                        self.join(a, l);
                    }
                }
                None => {
                    for &a in &args {
                        self.join(a, Lattice::Unknown);
                    }
                    return;
                }
            }
        }
    }

    /// The operands a branch forwards to its successor `index`, for the
    /// branches whose operand layout is known here.
    fn forwarded(&self, term: OpId, index: usize) -> Option<SmallVec<[Value; 4]>> {
        let r = crate::rewrite::merge::ranges(self.ctx, self.ir, term)?
            .get(index)?
            .clone();
        Some(r.map(|k| self.ir.operand(term, k)).collect())
    }
}
