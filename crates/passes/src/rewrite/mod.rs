//! Rewriting: patterns, the rewriter they change the IR through, and MLIR's
//! greedy driver that applies them with folding until nothing changes.
//!
//! MLIR's driver learns of every change through listener callbacks on its
//! `PatternRewriter`. Here the [`Rewriter`] is that listener and the IR at
//! once: it owns `&mut Ir` and `&mut Context` for the time of one pattern
//! or fold, and every mutation it offers updates the driver's worklist the
//! way MLIR's notifications do (an inserted op is enqueued, an erased op
//! leaves the worklist and enqueues the defining ops of its operands that
//! lose their last use, a modified op and the users of a replaced op are
//! enqueued). Patterns never see `Ir` mutably outside it, so no change can
//! escape the worklist.

pub mod conversion;
pub mod folder;
pub mod greedy;
pub(crate) mod merge;
pub mod region;
pub(crate) mod template;

use hashbrown::HashMap;
use sigil_ir::walk::{WalkOrder, WalkResult};
use sigil_ir::{BlockId, Context, InsertPoint, Ir, NewOp, OpId, RegionId, Value, ValueDef};

pub use greedy::{apply_patterns_greedily, GreedyConfig, PatternSet, RegionSimplify};

/// A rewrite of ops of one name (or of any name), tried by benefit.
///
/// A pattern changes the IR only through the [`Rewriter`], which keeps the
/// driver's worklist; the driver folds and erases dead ops around it:
///
/// ```
/// use std::sync::Arc;
/// use sigil_ir::{parse_module, printer, Context, OpId, ParseOptions, SourceFile};
/// use sigil_passes::rewrite::{apply_patterns_greedily, GreedyConfig, PatternSet,
///                             RewritePattern, Rewriter};
///
/// /// `test.copy %x` is `%x`.
/// struct ForwardCopies;
///
/// impl RewritePattern for ForwardCopies {
///     fn root(&self) -> Option<&'static str> { Some("test.copy") }
///     fn label(&self) -> &'static str { "ForwardCopies" }
///     fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
///         let x = rw.ir().operand(op, 0);
///         rw.replace_op(op, &[x]);
///         true
///     }
/// }
///
/// let text = "func.func @f(%a: i32) -> i32 {\n  %0 = \"test.copy\"(%a) : (i32) -> i32\n  \
///             %c0 = arith.constant 0 : i32\n  %1 = arith.addi %0, %c0 : i32\n  return %1 : i32\n}\n";
/// let mut ctx = Context::new();
/// let src = Arc::new(SourceFile::new("f.mlir", text.as_bytes().to_vec()));
/// let options = ParseOptions { allow_unregistered_dialects: true, ..Default::default() };
/// let mut module = parse_module(&mut ctx, src, &options).unwrap();
/// let patterns = PatternSet::new(vec![Box::new(ForwardCopies)]);
/// let top = module.top;
/// assert!(apply_patterns_greedily(&mut ctx, &mut module.ir, top, &patterns, &GreedyConfig::default()));
/// let printed = String::from_utf8(printer::print_module(&mut ctx, &mut module, &Default::default())).unwrap();
/// // The copy is forwarded, then `addi %a, 0` folds to `%a`.
/// assert!(printed.contains("return %arg0 : i32"), "{printed}");
/// ```
pub trait RewritePattern: Send + Sync {
    /// The op name the pattern matches (`arith.addi`), `None` for any op.
    fn root(&self) -> Option<&'static str>;
    /// Higher first; equal benefits keep their order of registration.
    fn benefit(&self) -> u16 {
        1
    }
    /// The name `disable-patterns`/`enable-patterns` filter on (MLIR's
    /// debug name: the C++ class name of the pattern).
    fn label(&self) -> &'static str;
    /// Changes the IR through `rw` and returns `true`, or leaves it alone
    /// and returns `false`.
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool;
}

/// MLIR's greedy worklist: last in, first out, each op at most once, with
/// removal by position (a hole) so that erased ops never come back.
#[derive(Default)]
pub(crate) struct Worklist {
    list: Vec<Option<OpId>>,
    map: HashMap<OpId, usize>,
}

impl Worklist {
    pub(crate) fn clear(&mut self) {
        self.list.clear();
        self.map.clear();
    }

    pub(crate) fn push(&mut self, op: OpId) {
        if self.map.contains_key(&op) {
            return;
        }
        self.map.insert(op, self.list.len());
        self.list.push(Some(op));
    }

    pub(crate) fn pop(&mut self) -> Option<OpId> {
        while let Some(slot) = self.list.pop() {
            if let Some(op) = slot {
                self.map.remove(&op);
                return Some(op);
            }
        }
        None
    }

    pub(crate) fn remove(&mut self, op: OpId) {
        if let Some(i) = self.map.remove(&op) {
            self.list[i] = None;
        }
    }

    pub(crate) fn reverse(&mut self) {
        self.list.reverse();
        for (i, slot) in self.list.iter().enumerate() {
            if let Some(op) = slot {
                self.map.insert(*op, i);
            }
        }
    }
}

/// What the driver keeps between rewrites: the worklist and the region
/// whose ops it may visit.
pub(crate) struct DriverState {
    pub(crate) worklist: Worklist,
    /// Ops outside this region are never enqueued (MLIR's `config.scope`).
    pub(crate) scope: RegionId,
}

impl DriverState {
    /// MLIR's `addToWorklist`: the op and its ancestors up to the scope,
    /// nothing when the op is outside it.
    pub(crate) fn add(&mut self, ir: &Ir, op: OpId) {
        let mut ancestors: smallvec::SmallVec<[OpId; 8]> = smallvec::SmallVec::new();
        let mut o = op;
        loop {
            ancestors.push(o);
            let Some(region) = ir.parent_region(o) else {
                return;
            };
            if region == self.scope {
                for &a in &ancestors {
                    self.worklist.push(a);
                }
                return;
            }
            o = ir.region_parent(region);
        }
    }

    /// The defining ops of `operands` that have at most one use left
    /// (MLIR's `addOperandsToWorklist`: they may now be dead, or simpler).
    pub(crate) fn add_operand_defs(&mut self, ir: &Ir, operands: &[Value]) {
        for &v in operands {
            if ir.num_uses(v) > 1 {
                continue;
            }
            if let Some(ValueDef::Result { op, .. }) = ir.value_def(v) {
                self.add(ir, op);
            }
        }
    }

    /// MLIR's `notifyOperationErased` for one op about to go.
    fn erased(&mut self, ir: &Ir, op: OpId) {
        let operands: smallvec::SmallVec<[Value; 4]> = ir.operands(op).collect();
        self.add_operand_defs(ir, &operands);
        self.worklist.remove(op);
    }
}

/// The IR as a pattern or the driver changes it: every change is reported
/// to the driver's worklist.
pub struct Rewriter<'a> {
    pub ctx: &'a mut Context,
    ir: &'a mut Ir,
    pub(crate) state: &'a mut DriverState,
}

impl<'a> Rewriter<'a> {
    pub(crate) fn new(ctx: &'a mut Context, ir: &'a mut Ir, state: &'a mut DriverState) -> Self {
        Rewriter { ctx, ir, state }
    }

    /// The IR, to read.
    pub fn ir(&self) -> &Ir {
        self.ir
    }

    pub(crate) fn ir_mut(&mut self) -> &mut Ir {
        self.ir
    }

    /// The context and the IR at once (for a fold on ops being built).
    pub(crate) fn parts(&mut self) -> (&mut Context, &mut Ir) {
        (self.ctx, self.ir)
    }

    /// Adds `op` (and its ancestors in scope) to the worklist.
    pub(crate) fn enqueue(&mut self, op: OpId) {
        self.state.add(self.ir, op);
    }

    /// Creates an op before `before` (an inserted op is enqueued).
    pub fn create_before(&mut self, before: OpId, spec: NewOp<'_>) -> OpId {
        let op = self.ir.create_op(spec);
        self.ir.insert_op_before(before, op);
        self.state.add(self.ir, op);
        op
    }

    /// Creates a one-result op `name` (no regions or successors) before
    /// `before` and returns its result.
    pub fn create_value(
        &mut self,
        before: OpId,
        name: &str,
        loc: sigil_ir::LocRef,
        operands: &[Value],
        result: sigil_ir::Type,
        props: Option<sigil_ir::Attr>,
    ) -> Value {
        let name = self.ctx.string_attr(name.as_bytes());
        let op = self.create_before(
            before,
            NewOp {
                name,
                loc,
                operands,
                result_types: &[result],
                attrs: &[],
                props,
                successors: &[],
                regions: &[],
            },
        );
        self.ir.result(op, 0)
    }

    /// Moves `op` before `before` (MLIR's `moveOpBefore`: a re-insertion).
    pub fn move_before(&mut self, op: OpId, before: OpId) {
        if op == before {
            return;
        }
        self.ir
            .move_op(op, InsertPoint::Before(before))
            .expect("moving an op before another of the same region tree");
        self.state.add(self.ir, op);
    }

    /// Changes `op` in place through `f` (MLIR's `modifyOpInPlace`).
    pub fn modify<R>(&mut self, op: OpId, f: impl FnOnce(&mut Ir) -> R) -> R {
        let r = f(self.ir);
        self.state.add(self.ir, op);
        r
    }

    /// Every use of `from` becomes a use of `to`; each user is modified.
    pub fn replace_all_uses(&mut self, from: Value, to: Value) {
        let users: smallvec::SmallVec<[OpId; 8]> = self.ir.uses(from).map(|(u, _)| u).collect();
        self.ir.replace_all_uses(from, to);
        for u in users {
            self.state.add(self.ir, u);
        }
    }

    /// Replaces the results of `op` by `values`, then erases it.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) {
        let results: smallvec::SmallVec<[Value; 4]> = self.ir.results(op).collect();
        for (r, &v) in results.iter().zip(values) {
            self.replace_all_uses(*r, v);
        }
        self.erase_op(op);
    }

    /// Moves the ops of `block` (no predecessors) before `before`, its
    /// arguments replaced by `args` (MLIR's `inlineBlockBefore`): the users
    /// of the arguments and each moved op are enqueued.
    pub fn inline_block_before(&mut self, block: BlockId, before: OpId, args: &[Value]) {
        let users = self.arg_users(block);
        let moved: Vec<OpId> = self.ir.block_ops(block).collect();
        self.ir
            .inline_block_before(block, InsertPoint::Before(before), args)
            .expect("inlining a block without predecessors");
        self.enqueue_all(&users, &moved);
    }

    /// Appends the ops of `src` (no predecessors) to `dest`, its arguments
    /// replaced by `args` (MLIR's `mergeBlocks`).
    pub fn merge_blocks(&mut self, src: BlockId, dest: BlockId, args: &[Value]) {
        let users = self.arg_users(src);
        let moved: Vec<OpId> = self.ir.block_ops(src).collect();
        self.ir
            .merge_blocks(src, dest, args)
            .expect("merging a block without predecessors");
        self.enqueue_all(&users, &moved);
    }

    fn arg_users(&self, block: BlockId) -> smallvec::SmallVec<[OpId; 8]> {
        let mut users = smallvec::SmallVec::new();
        for &a in self.ir.block_args(block) {
            users.extend(self.ir.uses(a).map(|(u, _)| u));
        }
        users
    }

    fn enqueue_all(&mut self, users: &[OpId], moved: &[OpId]) {
        for &u in users {
            self.state.add(self.ir, u);
        }
        for &o in moved {
            self.state.add(self.ir, o);
        }
    }

    /// Replaces the used results of `op` by `values` (`None` only for an
    /// unused result), then erases `op`.
    pub fn replace_op_partial(&mut self, op: OpId, values: &[Option<Value>]) {
        let results: smallvec::SmallVec<[Value; 4]> = self.ir.results(op).collect();
        for (r, v) in results.iter().zip(values) {
            if let Some(v) = v {
                self.replace_all_uses(*r, *v);
            }
        }
        self.erase_op(op);
    }

    /// Erases `block` and its ops, last to first (MLIR's `eraseBlock`).
    pub fn erase_block(&mut self, block: BlockId) {
        let ops: Vec<OpId> = self.ir.block_ops(block).collect();
        let mut order = Vec::new();
        for &o in ops.iter().rev() {
            erase_order(self.ir, o, &mut order);
        }
        for &o in &order {
            self.state.erased(self.ir, o);
        }
        self.ir
            .erase_block(block)
            .expect("an erased block is unused");
    }

    /// Merges `succ`, whose only predecessor is the branch `br` at the end
    /// of its block, into that block in place of `br`, its arguments
    /// replaced by `args` (MLIR's `mergeBlocks` then `eraseOp(br)`): the
    /// users of the arguments and the moved ops are enqueued, then `br`'s
    /// operands as it goes.
    pub fn merge_into_predecessor(&mut self, br: OpId, succ: BlockId, args: &[Value]) {
        let block = self.ir.parent_block(br).expect("a branch in a block");
        let mut users: smallvec::SmallVec<[OpId; 8]> = smallvec::SmallVec::new();
        for &a in self.ir.block_args(succ) {
            users.extend(self.ir.uses(a).map(|(u, _)| u));
        }
        let moved: Vec<OpId> = self.ir.block_ops(succ).collect();
        // The branch stops naming `succ` first: sigil merges only blocks
        // without predecessors.
        self.ir.set_successors(br, &[]);
        self.ir
            .merge_blocks(succ, block, args)
            .expect("merging a block into its only predecessor");
        for u in users {
            self.state.add(self.ir, u);
        }
        for o in moved {
            self.state.add(self.ir, o);
        }
        self.erase_op(br);
    }

    /// Erases `op` and what it nests, users before definitions (MLIR's
    /// `eraseOp`: nested ops one by one, blocks in post-order, each block's
    /// ops last to first), telling the driver of each.
    pub fn erase_op(&mut self, op: OpId) {
        let mut order = Vec::new();
        erase_order(self.ir, op, &mut order);
        for &o in &order {
            self.state.erased(self.ir, o);
        }
        // Uses inside the tree are dropped with it; only the root's results
        // must be unused, which the caller guarantees.
        self.ir
            .erase_op(op)
            .expect("an erased op's results are unused outside it");
    }
}

/// The ops of `op`'s tree in the order MLIR's `eraseOp` erases them.
fn erase_order(ir: &Ir, op: OpId, out: &mut Vec<OpId>) {
    for &r in ir.regions(op) {
        let Some(entry) = ir.entry_block(r) else {
            continue;
        };
        let mut seen = hashbrown::HashSet::new();
        let mut post = Vec::new();
        post_order(ir, entry, &mut seen, &mut post);
        // Blocks unreachable from the entry are erased in later rounds.
        for b in ir.region_blocks(r) {
            if !seen.contains(&b) {
                post_order(ir, b, &mut seen, &mut post);
            }
        }
        for b in post {
            let ops: Vec<OpId> = ir.block_ops(b).collect();
            for &o in ops.iter().rev() {
                erase_order(ir, o, out);
            }
        }
    }
    out.push(op);
}

/// Blocks reachable from `b` in post-order (successors first).
pub(crate) fn post_order(
    ir: &Ir,
    b: sigil_ir::BlockId,
    seen: &mut hashbrown::HashSet<sigil_ir::BlockId>,
    out: &mut Vec<sigil_ir::BlockId>,
) {
    // Iterative depth-first search: (block, next successor index).
    if !seen.insert(b) {
        return;
    }
    let mut stack = vec![(b, 0usize)];
    while let Some((blk, i)) = stack.pop() {
        let succs = ir.block_successors(blk);
        if i < succs.len() {
            stack.push((blk, i + 1));
            let s = succs[i];
            if seen.insert(s) {
                stack.push((s, 0));
            }
        } else {
            out.push(blk);
        }
    }
}

/// Ops of `region` in pre- or post-order, collected before the driver
/// changes anything.
pub(crate) fn region_ops(ir: &Ir, region: RegionId, order: WalkOrder) -> Vec<OpId> {
    let mut v = Vec::new();
    let _ = ir.walk_ops(region, order, |o| {
        v.push(o);
        WalkResult::Advance
    });
    v
}
