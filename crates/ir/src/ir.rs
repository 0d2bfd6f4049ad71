//! The in-memory IR: operations, blocks, regions and values in dense arenas.
//!
//! Every entity is a `u32` handle into a `Vec` owned by [`Ir`]. Program order
//! is kept in intrusive doubly linked lists (ops in a block, blocks in a
//! region) so a pass can insert and erase in O(1). Operands live in one pool;
//! each operand slot is also a node of its value's use list, so replacing all
//! uses of a value walks exactly its uses. Erased entities stay in the arenas
//! (unlinked); the arenas are dropped with the module.
//!
//! A location is either an attribute or, for anything the parser created, the
//! byte offset it came from ([`LocRef`]): turning offsets into `file:line:col`
//! attributes is deferred until someone asks (printing with debug info or a
//! diagnostic), which keeps parsing cheap.

use crate::attrs::{Attr, NamedAttr};
use crate::types::{HandleMap, Type};

const NONE: u32 = u32::MAX;

macro_rules! handle {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub(crate) u32);
        impl $name {
            pub fn index(self) -> u32 {
                self.0
            }
        }
    };
}

handle!(
    /// An operation.
    OpId
);
handle!(
    /// A block.
    BlockId
);
handle!(
    /// A region.
    RegionId
);
handle!(
    /// An SSA value: an op result or a block argument.
    Value
);

/// A location: an attribute, or the source offset the parser saw the entity at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LocRef(u32);

const LOC_OFFSET_BIT: u32 = 1 << 31;

/// The largest source offset a [`LocRef`] can hold.
pub const MAX_SOURCE_OFFSET: u32 = LOC_OFFSET_BIT - 1;

impl LocRef {
    pub fn attr(a: Attr) -> Self {
        LocRef(a.index())
    }

    pub fn offset(off: u32) -> Self {
        debug_assert!(off <= MAX_SOURCE_OFFSET);
        LocRef(off | LOC_OFFSET_BIT)
    }

    pub fn as_attr(self) -> Option<Attr> {
        (self.0 & LOC_OFFSET_BIT == 0).then(|| Attr::from_index(self.0))
    }

    pub fn as_offset(self) -> Option<u32> {
        (self.0 & LOC_OFFSET_BIT != 0).then_some(self.0 & !LOC_OFFSET_BIT)
    }
}

#[derive(Clone, Copy, Debug, Default)]
struct Range {
    start: u32,
    len: u32,
}

impl Range {
    fn iter(self) -> std::ops::Range<usize> {
        self.start as usize..(self.start + self.len) as usize
    }

    /// The same range in an arena `by` entries further on.
    fn shifted(self, by: u32) -> Range {
        Range {
            start: self.start + by,
            len: self.len,
        }
    }
}

/// Successors and regions: rare, so kept out of line.
#[derive(Clone, Copy, Debug, Default)]
struct OpExtra {
    successors: Range,
    regions: Range,
}

#[derive(Clone, Debug)]
pub struct OpData {
    /// The op name as a string attribute.
    pub name: Attr,
    pub loc: LocRef,
    /// Discardable attributes: a range of the attribute pool, sorted by name.
    attrs: Range,
    /// Properties (`<{...}>`), if any.
    pub props: Option<Attr>,
    operands: Range,
    results: Range,
    extra: u32,
    parent: u32,
    prev: u32,
    next: u32,
}

#[derive(Clone, Debug)]
struct BlockData {
    args: Vec<Value>,
    parent: u32,
    first: u32,
    last: u32,
    prev: u32,
    next: u32,
}

#[derive(Clone, Debug)]
struct RegionData {
    parent: u32,
    first: u32,
    last: u32,
}

/// Everything an op is made of, for [`Ir::create_op`].
#[derive(Clone, Copy, Debug)]
pub struct NewOp<'a> {
    /// The op name as a string attribute.
    pub name: Attr,
    pub loc: LocRef,
    pub operands: &'a [Value],
    pub result_types: &'a [Type],
    /// Discardable attributes, sorted by name.
    pub attrs: &'a [NamedAttr],
    pub props: Option<Attr>,
    pub successors: &'a [BlockId],
    /// Regions made with [`Ir::create_region`], not yet attached.
    pub regions: &'a [RegionId],
}

/// Where a value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueDef {
    Result { op: OpId, index: u32 },
    Arg { block: BlockId, index: u32 },
}

#[derive(Clone, Debug)]
struct ValueData {
    ty: Type,
    /// Op or block index.
    owner: u32,
    /// Result or argument number; the top bit marks a block argument.
    index: u32,
    first_use: u32,
    /// Location of a block argument (ops carry their own).
    loc: LocRef,
}

const ARG_BIT: u32 = 1 << 31;

/// An operand slot, also a node in its value's use list.
#[derive(Clone, Copy, Debug)]
struct Operand {
    value: Value,
    owner: OpId,
    prev_use: u32,
    next_use: u32,
}

/// Arenas holding every op, block, region and value of a module.
#[derive(Default)]
pub struct Ir {
    ops: Vec<OpData>,
    extras: Vec<OpExtra>,
    blocks: Vec<BlockData>,
    regions: Vec<RegionData>,
    values: Vec<ValueData>,
    operands: Vec<Operand>,
    successors: Vec<BlockId>,
    region_lists: Vec<RegionId>,
    /// Discardable attributes of all ops: per op a sorted, name-unique run.
    /// Kept per op rather than as an interned dictionary: op dictionaries are
    /// nearly all distinct, so interning them costs a hash-table entry each.
    attr_pool: Vec<NamedAttr>,
}

/// Iterator over a linked list of ops or blocks.
pub struct ListIter<'a, T> {
    ir: &'a Ir,
    cur: u32,
    make: fn(u32) -> T,
    next: fn(&Ir, u32) -> u32,
}

impl<T> Iterator for ListIter<'_, T> {
    type Item = T;
    fn next(&mut self) -> Option<T> {
        if self.cur == NONE {
            return None;
        }
        let c = self.cur;
        self.cur = (self.next)(self.ir, c);
        Some((self.make)(c))
    }
}

impl Ir {
    pub fn new() -> Self {
        Self::default()
    }

    /// Reserves room for the IR of about `bytes` of source text, so parsing
    /// a large file does not keep regrowing (and copying) its arenas.
    pub fn reserve_for_source(&mut self, bytes: usize) {
        self.ops.reserve(bytes / 100);
        self.values.reserve(bytes / 100);
        self.operands.reserve(bytes / 80);
        self.attr_pool.reserve(bytes / 80);
    }

    /// Rough count of bytes held, for memory accounting in benchmarks.
    pub fn num_ops(&self) -> usize {
        self.ops.len()
    }

    // ----- creation -----

    /// Creates a detached op with `result_types.len()` results.
    pub fn create_op(&mut self, spec: NewOp<'_>) -> OpId {
        let NewOp {
            name,
            loc,
            operands,
            result_types,
            attrs,
            props,
            successors,
            regions,
        } = spec;
        let op = OpId(self.ops.len() as u32);
        let operand_start = self.operands.len() as u32;
        for &v in operands {
            self.push_operand(op, v);
        }
        let result_start = self.values.len() as u32;
        for (i, &ty) in result_types.iter().enumerate() {
            self.values.push(ValueData {
                ty,
                owner: op.0,
                index: i as u32,
                first_use: NONE,
                loc: loc_none(),
            });
        }
        let extra = if successors.is_empty() && regions.is_empty() {
            NONE
        } else {
            let s = self.successors.len() as u32;
            self.successors.extend_from_slice(successors);
            let r = self.region_lists.len() as u32;
            for &id in regions {
                self.regions[id.0 as usize].parent = op.0;
                self.region_lists.push(id);
            }
            self.extras.push(OpExtra {
                successors: Range {
                    start: s,
                    len: successors.len() as u32,
                },
                regions: Range {
                    start: r,
                    len: regions.len() as u32,
                },
            });
            self.extras.len() as u32 - 1
        };
        let attr_start = self.attr_pool.len() as u32;
        self.attr_pool.extend_from_slice(attrs);
        self.ops.push(OpData {
            name,
            loc,
            attrs: Range {
                start: attr_start,
                len: attrs.len() as u32,
            },
            props,
            operands: Range {
                start: operand_start,
                len: operands.len() as u32,
            },
            results: Range {
                start: result_start,
                len: result_types.len() as u32,
            },
            extra,
            parent: NONE,
            prev: NONE,
            next: NONE,
        });
        op
    }

    fn push_operand(&mut self, owner: OpId, value: Value) {
        let slot = self.operands.len() as u32;
        let head = self.values[value.0 as usize].first_use;
        self.operands.push(Operand {
            value,
            owner,
            prev_use: NONE,
            next_use: head,
        });
        if head != NONE {
            self.operands[head as usize].prev_use = slot;
        }
        self.values[value.0 as usize].first_use = slot;
    }

    /// Creates a region not yet attached to an op.
    pub fn create_region(&mut self) -> RegionId {
        let id = RegionId(self.regions.len() as u32);
        self.regions.push(RegionData {
            parent: NONE,
            first: NONE,
            last: NONE,
        });
        id
    }

    /// Creates a detached block with arguments of the given types.
    pub fn create_block(&mut self, arg_types: &[(Type, LocRef)]) -> BlockId {
        let b = BlockId(self.blocks.len() as u32);
        self.blocks.push(BlockData {
            args: Vec::new(),
            parent: NONE,
            first: NONE,
            last: NONE,
            prev: NONE,
            next: NONE,
        });
        for &(ty, loc) in arg_types {
            self.add_block_arg(b, ty, loc);
        }
        b
    }

    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: LocRef) -> Value {
        let v = Value(self.values.len() as u32);
        let index = self.blocks[block.0 as usize].args.len() as u32;
        self.values.push(ValueData {
            ty,
            owner: block.0,
            index: index | ARG_BIT,
            first_use: NONE,
            loc,
        });
        self.blocks[block.0 as usize].args.push(v);
        v
    }

    /// A value with no definition, used by the parser for forward references.
    pub fn create_placeholder(&mut self, ty: Type) -> Value {
        let v = Value(self.values.len() as u32);
        self.values.push(ValueData {
            ty,
            owner: NONE,
            index: 0,
            first_use: NONE,
            loc: loc_none(),
        });
        v
    }

    // ----- linking -----

    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        let last = self.blocks[block.0 as usize].last;
        let o = &mut self.ops[op.0 as usize];
        o.parent = block.0;
        o.prev = last;
        o.next = NONE;
        if last == NONE {
            self.blocks[block.0 as usize].first = op.0;
        } else {
            self.ops[last as usize].next = op.0;
        }
        self.blocks[block.0 as usize].last = op.0;
    }

    /// Inserts `op` before `before` in its block.
    pub fn insert_op_before(&mut self, before: OpId, op: OpId) {
        let block = self.ops[before.0 as usize].parent;
        let prev = self.ops[before.0 as usize].prev;
        {
            let o = &mut self.ops[op.0 as usize];
            o.parent = block;
            o.prev = prev;
            o.next = before.0;
        }
        self.ops[before.0 as usize].prev = op.0;
        if prev == NONE {
            self.blocks[block as usize].first = op.0;
        } else {
            self.ops[prev as usize].next = op.0;
        }
    }

    /// Unlinks `op` from its block (it keeps its operands and regions).
    pub fn remove_op(&mut self, op: OpId) {
        let (parent, prev, next) = {
            let o = &self.ops[op.0 as usize];
            (o.parent, o.prev, o.next)
        };
        if parent == NONE {
            return;
        }
        if prev == NONE {
            self.blocks[parent as usize].first = next;
        } else {
            self.ops[prev as usize].next = next;
        }
        if next == NONE {
            self.blocks[parent as usize].last = prev;
        } else {
            self.ops[next as usize].prev = prev;
        }
        let o = &mut self.ops[op.0 as usize];
        o.parent = NONE;
        o.prev = NONE;
        o.next = NONE;
    }

    /// Unlinks `op` and drops its operands from their values' use lists.
    pub fn erase_op(&mut self, op: OpId) {
        self.remove_op(op);
        for slot in self.ops[op.0 as usize].operands.iter() {
            self.unlink_use(slot as u32);
        }
        self.ops[op.0 as usize].operands.len = 0;
    }

    pub fn append_block(&mut self, region: RegionId, block: BlockId) {
        let last = self.regions[region.0 as usize].last;
        let b = &mut self.blocks[block.0 as usize];
        b.parent = region.0;
        b.prev = last;
        b.next = NONE;
        if last == NONE {
            self.regions[region.0 as usize].first = block.0;
        } else {
            self.blocks[last as usize].next = block.0;
        }
        self.regions[region.0 as usize].last = block.0;
    }

    // ----- uses -----

    fn unlink_use(&mut self, slot: u32) {
        let Operand {
            value,
            prev_use,
            next_use,
            ..
        } = self.operands[slot as usize];
        if prev_use == NONE {
            self.values[value.0 as usize].first_use = next_use;
        } else {
            self.operands[prev_use as usize].next_use = next_use;
        }
        if next_use != NONE {
            self.operands[next_use as usize].prev_use = prev_use;
        }
    }

    fn link_use(&mut self, slot: u32, value: Value) {
        let head = self.values[value.0 as usize].first_use;
        let o = &mut self.operands[slot as usize];
        o.value = value;
        o.prev_use = NONE;
        o.next_use = head;
        if head != NONE {
            self.operands[head as usize].prev_use = slot;
        }
        self.values[value.0 as usize].first_use = slot;
    }

    /// Makes every use of `from` a use of `to`.
    pub fn replace_all_uses(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        let mut slot = self.values[from.0 as usize].first_use;
        while slot != NONE {
            let next = self.operands[slot as usize].next_use;
            self.link_use(slot, to);
            slot = next;
        }
        self.values[from.0 as usize].first_use = NONE;
    }

    /// Sets operand `index` of `op` to `value`.
    pub fn set_operand(&mut self, op: OpId, index: usize, value: Value) {
        let r = self.ops[op.0 as usize].operands;
        assert!(index < r.len as usize, "operand index out of range");
        let slot = r.start + index as u32;
        self.unlink_use(slot);
        self.link_use(slot, value);
    }

    /// The ops using `value`, once per use.
    pub fn uses(&self, value: Value) -> impl Iterator<Item = (OpId, usize)> + '_ {
        let mut slot = self.values[value.0 as usize].first_use;
        std::iter::from_fn(move || {
            if slot == NONE {
                return None;
            }
            let o = self.operands[slot as usize];
            let idx = (slot - self.ops[o.owner.0 as usize].operands.start) as usize;
            slot = o.next_use;
            Some((o.owner, idx))
        })
    }

    pub fn has_uses(&self, value: Value) -> bool {
        self.values[value.0 as usize].first_use != NONE
    }

    // ----- queries -----

    pub fn op(&self, op: OpId) -> &OpData {
        &self.ops[op.0 as usize]
    }

    /// The discardable attributes of `op`, sorted by name.
    pub fn attrs(&self, op: OpId) -> &[NamedAttr] {
        &self.attr_pool[self.ops[op.0 as usize].attrs.iter()]
    }

    /// Replaces the discardable attributes of `op`; `attrs` must be sorted by
    /// name without duplicates (see [`Context::sort_named_attrs`](crate::Context::sort_named_attrs)).
    pub fn set_attrs(&mut self, op: OpId, attrs: &[NamedAttr]) {
        let start = self.attr_pool.len() as u32;
        self.attr_pool.extend_from_slice(attrs);
        self.ops[op.0 as usize].attrs = Range {
            start,
            len: attrs.len() as u32,
        };
    }

    pub fn op_mut(&mut self, op: OpId) -> &mut OpData {
        &mut self.ops[op.0 as usize]
    }

    pub fn operands(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> + '_ {
        self.ops[op.0 as usize]
            .operands
            .iter()
            .map(move |i| self.operands[i].value)
    }

    pub fn num_operands(&self, op: OpId) -> usize {
        self.ops[op.0 as usize].operands.len as usize
    }

    pub fn operand(&self, op: OpId, index: usize) -> Value {
        let r = self.ops[op.0 as usize].operands;
        self.operands[r.start as usize + index].value
    }

    pub fn results(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> + Clone {
        let r = self.ops[op.0 as usize].results;
        (r.start..r.start + r.len).map(Value)
    }

    pub fn num_results(&self, op: OpId) -> usize {
        self.ops[op.0 as usize].results.len as usize
    }

    pub fn result(&self, op: OpId, index: usize) -> Value {
        Value(self.ops[op.0 as usize].results.start + index as u32)
    }

    pub fn successors(&self, op: OpId) -> &[BlockId] {
        match self.extra(op) {
            Some(e) => &self.successors[e.successors.iter()],
            None => &[],
        }
    }

    pub fn set_successor(&mut self, op: OpId, index: usize, block: BlockId) {
        let e = self.extra(op).expect("op has no successors");
        self.successors[e.successors.start as usize + index] = block;
    }

    pub fn regions(&self, op: OpId) -> &[RegionId] {
        match self.extra(op) {
            Some(e) => &self.region_lists[e.regions.iter()],
            None => &[],
        }
    }

    fn extra(&self, op: OpId) -> Option<OpExtra> {
        let e = self.ops[op.0 as usize].extra;
        (e != NONE).then(|| self.extras[e as usize])
    }

    pub fn parent_block(&self, op: OpId) -> Option<BlockId> {
        let p = self.ops[op.0 as usize].parent;
        (p != NONE).then_some(BlockId(p))
    }

    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        let n = self.ops[op.0 as usize].next;
        (n != NONE).then_some(OpId(n))
    }

    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        let n = self.ops[op.0 as usize].prev;
        (n != NONE).then_some(OpId(n))
    }

    pub fn block_ops(&self, block: BlockId) -> ListIter<'_, OpId> {
        ListIter {
            ir: self,
            cur: self.blocks[block.0 as usize].first,
            make: OpId,
            next: |ir, c| ir.ops[c as usize].next,
        }
    }

    pub fn first_op(&self, block: BlockId) -> Option<OpId> {
        let f = self.blocks[block.0 as usize].first;
        (f != NONE).then_some(OpId(f))
    }

    pub fn last_op(&self, block: BlockId) -> Option<OpId> {
        let f = self.blocks[block.0 as usize].last;
        (f != NONE).then_some(OpId(f))
    }

    pub fn block_args(&self, block: BlockId) -> &[Value] {
        &self.blocks[block.0 as usize].args
    }

    pub fn block_parent(&self, block: BlockId) -> Option<RegionId> {
        let p = self.blocks[block.0 as usize].parent;
        (p != NONE).then_some(RegionId(p))
    }

    pub fn next_block(&self, block: BlockId) -> Option<BlockId> {
        let n = self.blocks[block.0 as usize].next;
        (n != NONE).then_some(BlockId(n))
    }

    pub fn region_blocks(&self, region: RegionId) -> ListIter<'_, BlockId> {
        ListIter {
            ir: self,
            cur: self.regions[region.0 as usize].first,
            make: BlockId,
            next: |ir, c| ir.blocks[c as usize].next,
        }
    }

    pub fn entry_block(&self, region: RegionId) -> Option<BlockId> {
        let f = self.regions[region.0 as usize].first;
        (f != NONE).then_some(BlockId(f))
    }

    pub fn region_parent(&self, region: RegionId) -> OpId {
        OpId(self.regions[region.0 as usize].parent)
    }

    /// The op whose region holds `block`, if it is linked.
    pub fn block_parent_op(&self, block: BlockId) -> Option<OpId> {
        self.block_parent(block).map(|r| self.region_parent(r))
    }

    /// The op that holds `op`, if any.
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        self.parent_block(op).and_then(|b| self.block_parent_op(b))
    }

    pub fn value_type(&self, v: Value) -> Type {
        self.values[v.0 as usize].ty
    }

    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.values[v.0 as usize].ty = ty;
    }

    pub fn value_def(&self, v: Value) -> Option<ValueDef> {
        let d = &self.values[v.0 as usize];
        if d.owner == NONE {
            None
        } else if d.index & ARG_BIT != 0 {
            Some(ValueDef::Arg {
                block: BlockId(d.owner),
                index: d.index & !ARG_BIT,
            })
        } else {
            Some(ValueDef::Result {
                op: OpId(d.owner),
                index: d.index,
            })
        }
    }

    pub fn arg_loc(&self, v: Value) -> LocRef {
        self.values[v.0 as usize].loc
    }

    pub fn set_arg_loc(&mut self, v: Value, loc: LocRef) {
        self.values[v.0 as usize].loc = loc;
    }

    /// The block in which `v` is defined.
    pub fn value_block(&self, v: Value) -> Option<BlockId> {
        match self.value_def(v)? {
            ValueDef::Arg { block, .. } => Some(block),
            ValueDef::Result { op, .. } => self.parent_block(op),
        }
    }

    /// Walks `op` and everything nested in it, parents before children.
    pub fn walk(&self, op: OpId, f: &mut impl FnMut(OpId)) {
        // An explicit stack: nesting depth is bounded only by the input.
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            f(o);
            let mut nested = Vec::new();
            for &r in self.regions(o) {
                for b in self.region_blocks(r) {
                    nested.extend(self.block_ops(b));
                }
            }
            stack.extend(nested.into_iter().rev());
        }
    }
}

/// Where the entities of an absorbed [`Ir`] went (see [`Ir::absorb`]).
#[derive(Clone, Copy, Debug)]
pub struct IrOffsets {
    ops: u32,
    values: u32,
}

impl IrOffsets {
    pub fn op(&self, op: OpId) -> OpId {
        OpId(op.0 + self.ops)
    }

    pub fn value(&self, v: Value) -> Value {
        Value(v.0 + self.values)
    }
}

impl Ir {
    /// Moves every entity of `other` into this IR, after this IR's own, and
    /// appends the ops of `other`'s block 0 (which must belong to no region)
    /// to `block`. Types and attributes are translated by `map` (`other`
    /// was built in a fork of this IR's context). Each of `other`'s arenas
    /// is freed once copied, so the peak is about one arena above the
    /// joined size.
    pub fn absorb(&mut self, other: Ir, block: BlockId, map: &impl HandleMap) -> IrOffsets {
        let Ir {
            ops,
            extras,
            blocks,
            regions,
            values,
            operands,
            successors,
            region_lists,
            attr_pool,
        } = other;
        let op_off = self.ops.len() as u32;
        // Block 0 becomes `block`; the others follow this IR's blocks.
        let block_off = self.blocks.len() as u32 - 1;
        let region_off = self.regions.len() as u32;
        let value_off = self.values.len() as u32;
        let operand_off = self.operands.len() as u32;
        let shift = |x: u32, by: u32| if x == NONE { NONE } else { x + by };
        let map_op = |x: u32| shift(x, op_off);
        let map_block = |x: u32| match x {
            NONE => NONE,
            0 => block.0,
            _ => x + block_off,
        };
        let map_loc = |l: LocRef| match l.as_attr() {
            Some(a) => LocRef::attr(map.attr(a)),
            None => l,
        };
        let (extra_off, succ_off, list_off, pool_off) = (
            self.extras.len() as u32,
            self.successors.len() as u32,
            self.region_lists.len() as u32,
            self.attr_pool.len() as u32,
        );
        self.ops.extend(ops.into_iter().map(|o| OpData {
            name: map.attr(o.name),
            loc: map_loc(o.loc),
            attrs: o.attrs.shifted(pool_off),
            props: o.props.map(|p| map.attr(p)),
            operands: o.operands.shifted(operand_off),
            results: o.results.shifted(value_off),
            extra: shift(o.extra, extra_off),
            parent: map_block(o.parent),
            prev: map_op(o.prev),
            next: map_op(o.next),
        }));
        self.extras.extend(extras.into_iter().map(|e| OpExtra {
            successors: e.successors.shifted(succ_off),
            regions: e.regions.shifted(list_off),
        }));
        let mut blocks = blocks.into_iter();
        let body = blocks.next().expect("absorbed IR has a block 0");
        assert_eq!(
            body.parent, NONE,
            "block 0 of an absorbed IR is in a region"
        );
        self.blocks.extend(blocks.map(|b| BlockData {
            args: b.args.iter().map(|v| Value(v.0 + value_off)).collect(),
            parent: shift(b.parent, region_off),
            first: map_op(b.first),
            last: map_op(b.last),
            prev: map_block(b.prev),
            next: map_block(b.next),
        }));
        self.regions.extend(regions.into_iter().map(|r| RegionData {
            parent: map_op(r.parent),
            first: map_block(r.first),
            last: map_block(r.last),
        }));
        self.values.extend(values.into_iter().map(|v| ValueData {
            ty: map.ty(v.ty),
            owner: if v.index & ARG_BIT != 0 {
                map_block(v.owner)
            } else {
                map_op(v.owner)
            },
            index: v.index,
            first_use: shift(v.first_use, operand_off),
            loc: map_loc(v.loc),
        }));
        self.operands.extend(operands.into_iter().map(|o| Operand {
            value: Value(o.value.0 + value_off),
            owner: OpId(o.owner.0 + op_off),
            prev_use: shift(o.prev_use, operand_off),
            next_use: shift(o.next_use, operand_off),
        }));
        self.successors
            .extend(successors.into_iter().map(|b| BlockId(map_block(b.0))));
        self.region_lists
            .extend(region_lists.into_iter().map(|r| RegionId(r.0 + region_off)));
        self.attr_pool
            .extend(attr_pool.into_iter().map(|n| NamedAttr {
                name: map.attr(n.name),
                value: map.attr(n.value),
            }));
        // Link the absorbed top-level ops after `block`'s own.
        if body.first != NONE {
            let (first, last) = (map_op(body.first), map_op(body.last));
            let tail = self.blocks[block.0 as usize].last;
            self.ops[first as usize].prev = tail;
            if tail == NONE {
                self.blocks[block.0 as usize].first = first;
            } else {
                self.ops[tail as usize].next = first;
            }
            self.blocks[block.0 as usize].last = last;
        }
        IrOffsets {
            ops: op_off,
            values: value_off,
        }
    }
}

fn loc_none() -> LocRef {
    LocRef(NONE)
}

impl Ir {
    /// Counts of ops, blocks, regions, values and operand slots (for
    /// memory accounting in benchmarks).
    pub fn stats(&self) -> [usize; 5] {
        [
            self.ops.len(),
            self.blocks.len(),
            self.regions.len(),
            self.values.len(),
            self.operands.len(),
        ]
    }
}
