//! The constant table of one greedy iteration (MLIR's `OperationFolder`,
//! the part the driver uses): each constant op is either the first of its
//! value in its insertion region, and then moves to the front of that
//! region's entry block, or a duplicate, and then its uses move to the first
//! and it is erased. As in MLIR 22, a constant moved out of its block, or
//! standing for a duplicate, loses its location (`loc(unknown)`).
//!
//! Constants are keyed by (op name, value, type): MLIR keys by (dialect,
//! value, type), and each dialect sigil implements has one constant op per
//! kind of value, so the two keys agree. A constant without a `value`
//! property (`llvm.mlir.addressof`, `ub.poison`) is keyed by its
//! properties, which are what its fold returns. The insertion region of a block is
//! the nearest enclosing region whose op is isolated from above (or
//! unregistered, which might be, or has no parent); no dialect sigil
//! implements asks for another one (`shouldMaterializeInto`).

use hashbrown::{HashMap, HashSet};
use sigil_ir::{Attr, BlockId, Context, Ir, OpId, RegionId, Type};

use super::Rewriter;
use crate::fold;

/// What identifies a constant in its insertion region.
type Key = (Attr, Option<Attr>, Type);

#[derive(Default)]
pub(crate) struct Folder {
    scopes: HashMap<RegionId, HashMap<Key, OpId>>,
    /// The constants this table owns (MLIR's `referencedDialects` keys).
    owned: HashSet<OpId>,
}

/// The region constants used in `block` are materialized in.
pub(crate) fn insertion_region(ctx: &Context, ir: &Ir, mut block: BlockId) -> RegionId {
    loop {
        let region = ir.block_parent(block).expect("a block in a region");
        let parent = ir.region_parent(region);
        let name = ctx.str_bytes(ir.op(parent).name);
        let traits = sigil_ir::dialects::op_traits(name);
        if !traits.registered || traits.isolated_from_above {
            return region;
        }
        match ir.parent_block(parent) {
            Some(b) => block = b,
            None => return region,
        }
    }
}

impl Folder {
    /// MLIR's `insertKnownConstant`: `false` when `op` was a duplicate and
    /// is gone.
    pub(crate) fn insert_known_constant(&mut self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ir = rw.ir();
        let block = ir.parent_block(op).expect("a constant in a block");
        if self.owned.contains(&op) {
            self.rehoist(rw, op, block);
            return true;
        }
        let Some(value) = fold::constant_value(rw.ctx, ir, op) else {
            return true;
        };
        let key: Key = (ir.op(op).name, value.key(), ir.value_type(ir.result(op, 0)));
        let region = insertion_region(rw.ctx, ir, block);
        if let Some(&known) = self.scopes.get(&region).and_then(|m| m.get(&key)) {
            let to = ir.result(known, 0);
            rw.replace_op(op, &[to]);
            erase_location(rw, known);
            return false;
        }
        let entry = ir
            .entry_block(region)
            .expect("an insertion region has a block");
        let front = ir
            .first_op(entry)
            .expect("the entry block holds the constant's ancestor");
        if block != entry {
            move_quietly(rw, op, front);
            erase_location(rw, op);
        } else if front != op && !ir.prev_op(op).is_some_and(|p| self.owned.contains(&p)) {
            move_quietly(rw, op, front);
        }
        self.scopes.entry(region).or_default().insert(key, op);
        self.owned.insert(op);
        true
    }

    fn rehoist(&mut self, rw: &mut Rewriter<'_>, op: OpId, block: BlockId) {
        let ir = rw.ir();
        let front = ir.first_op(block).expect("the block holds op");
        if front != op && !ir.prev_op(op).is_some_and(|p| self.owned.contains(&p)) {
            move_quietly(rw, op, front);
            erase_location(rw, op);
        }
    }
}

/// A constant that moved to another block, or stands for several, has no
/// one location left (MLIR's `erasedFoldedLocation`).
fn erase_location(rw: &mut Rewriter<'_>, op: OpId) {
    let unknown = rw.ctx.unknown_loc();
    rw.ir_mut().op_mut(op).loc = sigil_ir::LocRef::attr(unknown);
}

/// A move the driver is not told of (MLIR's folder moves constants with
/// `Operation::moveBefore`, outside the rewriter).
fn move_quietly(rw: &mut Rewriter<'_>, op: OpId, before: OpId) {
    rw.ir_mut()
        .move_op(op, sigil_ir::InsertPoint::Before(before))
        .expect("a constant moves within its isolated region");
}
