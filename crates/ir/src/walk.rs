//! Walks over nested ops, blocks and regions without recursion or allocation.
//!
//! Ops, blocks and regions already link to their parents and siblings, so
//! the walk needs no stack: a [`Walker`] holds only the event it is at, and
//! finds the next one from the links (the first child, else the next
//! sibling, else the parent's exit). Nesting depth costs nothing, which
//! matters because the parser accepts nesting as deep as the input asks.
//!
//! A walk is a sequence of [`WalkEvent`]s: entering an op, each of its
//! regions, each block, each nested op, then leaving them in reverse.
//! Pre-order visits are the enter events, post-order visits the exit
//! events.
//!
//! A walk that lets its visitor change the IR ([`Ir::walk_ops_mut`], or a
//! [`Walker::capturing`] driven by hand) notes, on entering an entity, what
//! follows it, and goes there on leaving it, as MLIR's walks do with their
//! early-increment iterators: the visitor may erase, move or replace the op
//! it is given (in pre-order it must then skip the op's body, which
//! `walk_ops_mut` does by itself for an erased op), and ops it inserts next
//! to the visited one are not visited. It must not erase other ops the walk
//! has yet to reach. Those notes are one stack entry per level of nesting,
//! reused across the walk; the read-only walks need none.

use std::ops::ControlFlow;

use crate::ir::{BlockId, Ir, OpId, RegionId};

/// One step of a walk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WalkEvent {
    EnterOp(OpId),
    ExitOp(OpId),
    EnterRegion(RegionId),
    ExitRegion(RegionId),
    EnterBlock(BlockId),
    ExitBlock(BlockId),
}

impl WalkEvent {
    /// The exit event matching an enter event (an exit event is its own).
    fn exit(self) -> WalkEvent {
        match self {
            WalkEvent::EnterOp(o) => WalkEvent::ExitOp(o),
            WalkEvent::EnterRegion(r) => WalkEvent::ExitRegion(r),
            WalkEvent::EnterBlock(b) => WalkEvent::ExitBlock(b),
            e => e,
        }
    }

    fn is_enter(self) -> bool {
        matches!(
            self,
            WalkEvent::EnterOp(_) | WalkEvent::EnterRegion(_) | WalkEvent::EnterBlock(_)
        )
    }
}

/// What a walk starts from: it covers the root and everything nested in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WalkRoot {
    Op(OpId),
    Region(RegionId),
    Block(BlockId),
}

impl From<OpId> for WalkRoot {
    fn from(o: OpId) -> Self {
        WalkRoot::Op(o)
    }
}

impl From<RegionId> for WalkRoot {
    fn from(r: RegionId) -> Self {
        WalkRoot::Region(r)
    }
}

impl From<BlockId> for WalkRoot {
    fn from(b: BlockId) -> Self {
        WalkRoot::Block(b)
    }
}

/// Whether a walk visits parents before children or after them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WalkOrder {
    PreOrder,
    PostOrder,
}

/// What a visitor tells the walk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[must_use]
pub enum WalkResult {
    /// Go on.
    Advance,
    /// Do not enter what the visited entity holds (pre-order only; in
    /// post-order it is [`WalkResult::Advance`]).
    Skip,
    /// Stop the walk.
    Interrupt,
}

impl From<ControlFlow<()>> for WalkResult {
    fn from(c: ControlFlow<()>) -> Self {
        match c {
            ControlFlow::Continue(()) => WalkResult::Advance,
            ControlFlow::Break(()) => WalkResult::Interrupt,
        }
    }
}

impl From<()> for WalkResult {
    fn from((): ()) -> Self {
        WalkResult::Advance
    }
}

#[derive(Clone, Copy, Debug)]
enum State {
    /// Report this event next.
    Emit(WalkEvent),
    /// The last event reported was this enter event; what follows it is
    /// found when asked (the visitor may have changed its body).
    After(WalkEvent),
    Done,
}

/// A walk in progress: an explicit cursor over [`WalkEvent`]s. It borrows
/// nothing, so it can be driven over an IR that changes between steps
/// (see the module notes).
#[derive(Clone, Debug)]
pub struct Walker {
    root_exit: WalkEvent,
    state: State,
    /// After an enter event: what follows its exit event, for [`Walker::skip`].
    after_exit: Option<WalkEvent>,
    /// For a capturing walk: per entity entered and not yet left, what
    /// follows it.
    pending: Option<Vec<Option<WalkEvent>>>,
}

impl Walker {
    /// A walk of an IR that does not change while it runs (apart from
    /// erasing or moving what was just left, or what was just entered and
    /// is then skipped).
    pub fn new(root: impl Into<WalkRoot>) -> Walker {
        let first = match root.into() {
            WalkRoot::Op(o) => WalkEvent::EnterOp(o),
            WalkRoot::Region(r) => WalkEvent::EnterRegion(r),
            WalkRoot::Block(b) => WalkEvent::EnterBlock(b),
        };
        Walker {
            root_exit: first.exit(),
            state: State::Emit(first),
            after_exit: None,
            pending: None,
        }
    }

    /// A walk whose visitor may change the IR as the module notes say.
    pub fn capturing(root: impl Into<WalkRoot>) -> Walker {
        Walker {
            pending: Some(Vec::new()),
            ..Walker::new(root)
        }
    }

    /// The next event, or `None` when the walk is over.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self, ir: &Ir) -> Option<WalkEvent> {
        let ev = match self.state {
            State::Emit(e) => e,
            State::After(e) => match self.step(ir, e) {
                Some(n) => n,
                None => {
                    self.state = State::Done;
                    return None;
                }
            },
            State::Done => return None,
        };
        if ev.is_enter() {
            let after = self.step(ir, ev.exit());
            match &mut self.pending {
                Some(stack) => stack.push(after),
                None => self.after_exit = after,
            }
            self.state = State::After(ev);
        } else {
            let after = match &mut self.pending {
                Some(stack) => stack.pop().flatten(),
                None => self.step(ir, ev),
            };
            self.state = after.map_or(State::Done, State::Emit);
        }
        Some(ev)
    }

    /// Right after an enter event: continue after the matching exit event,
    /// reporting neither what is inside nor the exit event.
    pub fn skip(&mut self) {
        if let State::After(_) = self.state {
            let after = match &mut self.pending {
                Some(stack) => stack.pop().flatten(),
                None => self.after_exit,
            };
            self.state = after.map_or(State::Done, State::Emit);
        }
    }

    /// The event after `ev`, from the links of the IR.
    fn step(&self, ir: &Ir, ev: WalkEvent) -> Option<WalkEvent> {
        use WalkEvent::*;
        Some(match ev {
            EnterOp(o) => match ir.regions(o).first() {
                Some(&r) => EnterRegion(r),
                None => ExitOp(o),
            },
            EnterRegion(r) => match ir.entry_block(r) {
                Some(b) => EnterBlock(b),
                None => ExitRegion(r),
            },
            EnterBlock(b) => match ir.first_op(b) {
                Some(o) => EnterOp(o),
                None => ExitBlock(b),
            },
            e if e == self.root_exit => return None,
            ExitOp(o) => match ir.next_op(o) {
                Some(n) => EnterOp(n),
                None => ExitBlock(ir.parent_block(o)?),
            },
            ExitBlock(b) => match ir.next_block(b) {
                Some(n) => EnterBlock(n),
                None => ExitRegion(ir.block_parent(b)?),
            },
            ExitRegion(r) => {
                let p = ir.region_parent_op(r)?;
                let regions = ir.regions(p);
                let i = regions.iter().position(|&x| x == r)?;
                match regions.get(i + 1) {
                    Some(&n) => EnterRegion(n),
                    None => ExitOp(p),
                }
            }
        })
    }
}

impl Ir {
    /// Walks `op` and everything nested in it, parents before children.
    pub fn walk(&self, op: OpId, f: &mut impl FnMut(OpId)) {
        let mut w = Walker::new(op);
        while let Some(ev) = w.next(self) {
            if let WalkEvent::EnterOp(o) = ev {
                f(o);
            }
        }
    }

    /// Walks the ops in `root` (the root op included), calling `f` on each
    /// in `order`; returns [`WalkResult::Interrupt`] if `f` stopped it.
    pub fn walk_ops(
        &self,
        root: impl Into<WalkRoot>,
        order: WalkOrder,
        mut f: impl FnMut(OpId) -> WalkResult,
    ) -> WalkResult {
        self.walk_events(root.into(), order, |ev| match ev {
            WalkEvent::EnterOp(o) | WalkEvent::ExitOp(o) => Some(f(o)),
            _ => None,
        })
    }

    /// Walks the blocks in `root` (the root block included).
    pub fn walk_blocks(
        &self,
        root: impl Into<WalkRoot>,
        order: WalkOrder,
        mut f: impl FnMut(BlockId) -> WalkResult,
    ) -> WalkResult {
        self.walk_events(root.into(), order, |ev| match ev {
            WalkEvent::EnterBlock(b) | WalkEvent::ExitBlock(b) => Some(f(b)),
            _ => None,
        })
    }

    /// Walks the regions in `root` (the root region included).
    pub fn walk_regions(
        &self,
        root: impl Into<WalkRoot>,
        order: WalkOrder,
        mut f: impl FnMut(RegionId) -> WalkResult,
    ) -> WalkResult {
        self.walk_events(root.into(), order, |ev| match ev {
            WalkEvent::EnterRegion(r) | WalkEvent::ExitRegion(r) => Some(f(r)),
            _ => None,
        })
    }

    /// Calls `f` on the enter (pre-order) or exit (post-order) events;
    /// `f` answers `None` for events it does not visit.
    fn walk_events(
        &self,
        root: WalkRoot,
        order: WalkOrder,
        mut f: impl FnMut(WalkEvent) -> Option<WalkResult>,
    ) -> WalkResult {
        let mut w = Walker::new(root);
        while let Some(ev) = w.next(self) {
            if ev.is_enter() != (order == WalkOrder::PreOrder) {
                continue;
            }
            match f(ev) {
                Some(WalkResult::Interrupt) => return WalkResult::Interrupt,
                Some(WalkResult::Skip) => w.skip(),
                _ => {}
            }
        }
        WalkResult::Advance
    }

    /// Walks the ops in `root` as [`Ir::walk_ops`] does, letting `f` change
    /// the IR: it may erase, move or replace the op it is given (an erased
    /// op's body is not entered). Ops `f` inserts next to the visited op
    /// are not visited.
    pub fn walk_ops_mut(
        &mut self,
        root: impl Into<WalkRoot>,
        order: WalkOrder,
        mut f: impl FnMut(&mut Ir, OpId) -> WalkResult,
    ) -> WalkResult {
        let mut w = Walker::capturing(root);
        while let Some(ev) = w.next(self) {
            let o = match (order, ev) {
                (WalkOrder::PreOrder, WalkEvent::EnterOp(o))
                | (WalkOrder::PostOrder, WalkEvent::ExitOp(o)) => o,
                _ => continue,
            };
            match f(self, o) {
                WalkResult::Interrupt => return WalkResult::Interrupt,
                // Skipping after an exit event does nothing.
                WalkResult::Skip if order == WalkOrder::PreOrder => w.skip(),
                _ if order == WalkOrder::PreOrder && self.is_op_erased(o) => w.skip(),
                _ => {}
            }
        }
        WalkResult::Advance
    }
}
