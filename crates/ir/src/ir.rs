//! The in-memory IR: operations, blocks, regions and values in dense arenas.
//!
//! Every entity is a `u32` handle into a `Vec` owned by [`Ir`]. Program order
//! is kept in intrusive doubly linked lists (ops in a block, blocks in a
//! region) so a pass can insert and erase in O(1). Operands live in one pool;
//! each operand slot is also a node of its value's use list, so replacing all
//! uses of a value walks exactly its uses. Successor slots are likewise nodes
//! of their block's predecessor list. Erased entities stay in the arenas
//! (unlinked, marked in a bit set); the arenas are dropped with the module.
//!
//! An op's operands, successors and regions are each one contiguous run of
//! their pool, so the parser builds an op with a few pushes. A run that must
//! grow is copied to the end of its pool (its use-list nodes relinked in
//! place, keeping their order); the old slots are left behind as garbage, as
//! replaced attribute runs are. Mutation is rare next to parsing, so the
//! pools trade that garbage for a parser that never allocates per op.
//!
//! A location is either an attribute or, for anything the parser created, the
//! byte offset it came from ([`LocRef`]): turning offsets into `file:line:col`
//! attributes is deferred until someone asks (printing with debug info or a
//! diagnostic), which keeps parsing cheap.
//!
//! Every mutation that can be refused because of the IR's state (erasing a
//! value that is still used, moving an op into its own body, ...) returns an
//! [`IrError`] and leaves the IR unchanged. Index arguments out of range are
//! programming errors and panic, as slice indexing does.
//! [`Ir::check_integrity`] checks every link, for tests.

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
    /// Head of the list of successor slots naming this block.
    first_pred: u32,
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

/// A successor slot's node in its block's predecessor list (the block
/// itself is in [`Ir::successors`] at the same index).
#[derive(Clone, Copy, Debug)]
struct SuccLink {
    owner: OpId,
    prev: u32,
    next: u32,
}

/// A set of arena indices, for the rare erased entities.
#[derive(Clone, Debug, Default)]
struct BitSet(Vec<u64>);

impl BitSet {
    fn contains(&self, i: u32) -> bool {
        self.0
            .get(i as usize / 64)
            .is_some_and(|w| w & (1 << (i % 64)) != 0)
    }

    fn insert(&mut self, i: u32) {
        let w = i as usize / 64;
        if self.0.len() <= w {
            self.0.resize(w + 1, 0);
        }
        self.0[w] |= 1 << (i % 64);
    }

    fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        self.0.iter().enumerate().flat_map(|(w, &bits)| {
            (0..64u32)
                .filter(move |b| bits & (1 << b) != 0)
                .map(move |b| w as u32 * 64 + b)
        })
    }
}

/// Erased ops, blocks and regions.
#[derive(Clone, Debug, Default)]
struct Erased {
    ops: BitSet,
    blocks: BitSet,
    regions: BitSet,
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
    /// Per successor slot, its node in the block's predecessor list.
    succ_links: Vec<SuccLink>,
    region_lists: Vec<RegionId>,
    /// Discardable attributes of all ops: per op a sorted, name-unique run.
    /// Kept per op rather than as an interned dictionary: op dictionaries are
    /// nearly all distinct, so interning them costs a hash-table entry each.
    attr_pool: Vec<NamedAttr>,
    erased: Erased,
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
            for (i, &b) in successors.iter().enumerate() {
                self.successors.push(b);
                self.succ_links.push(SuccLink {
                    owner: op,
                    prev: NONE,
                    next: NONE,
                });
                self.link_pred(s + i as u32, b);
            }
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
            first_pred: NONE,
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

    /// Appends the detached `op` to `block` (unchecked: see [`Ir::insert_op`]).
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        debug_assert_eq!(
            self.ops[op.0 as usize].parent, NONE,
            "op already in a block"
        );
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

    /// Inserts the detached `op` before `before` in its block (unchecked:
    /// see [`Ir::insert_op`]).
    pub fn insert_op_before(&mut self, before: OpId, op: OpId) {
        debug_assert_eq!(
            self.ops[op.0 as usize].parent, NONE,
            "op already in a block"
        );
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

    /// Appends the detached `block` to `region` (unchecked: see
    /// [`Ir::move_block_to_end`]).
    pub fn append_block(&mut self, region: RegionId, block: BlockId) {
        debug_assert_eq!(
            self.blocks[block.0 as usize].parent, NONE,
            "block already in a region"
        );
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

    fn link_pred(&mut self, slot: u32, block: BlockId) {
        let head = self.blocks[block.0 as usize].first_pred;
        self.successors[slot as usize] = block;
        let l = &mut self.succ_links[slot as usize];
        l.prev = NONE;
        l.next = head;
        if head != NONE {
            self.succ_links[head as usize].prev = slot;
        }
        self.blocks[block.0 as usize].first_pred = slot;
    }

    fn unlink_pred(&mut self, slot: u32) {
        let SuccLink { prev, next, .. } = self.succ_links[slot as usize];
        let block = self.successors[slot as usize];
        if prev == NONE {
            self.blocks[block.0 as usize].first_pred = next;
        } else {
            self.succ_links[prev as usize].next = next;
        }
        if next != NONE {
            self.succ_links[next as usize].prev = prev;
        }
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

    /// Makes successor `index` of `op` name `block`.
    pub fn set_successor(&mut self, op: OpId, index: usize, block: BlockId) {
        let r = self.extra(op).map(|e| e.successors).unwrap_or_default();
        assert!(index < r.len as usize, "successor index out of range");
        let slot = r.start + index as u32;
        self.unlink_pred(slot);
        self.link_pred(slot, block);
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
        self.block_parent(block)
            .and_then(|r| self.region_parent_op(r))
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
            succ_links,
            region_lists,
            attr_pool,
            erased,
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
            first_pred: shift(b.first_pred, succ_off),
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
        self.succ_links
            .extend(succ_links.into_iter().map(|l| SuccLink {
                owner: OpId(l.owner.0 + op_off),
                prev: shift(l.prev, succ_off),
                next: shift(l.next, succ_off),
            }));
        // Branches to the absorbed block 0 become branches to `block`.
        let mut slot = shift(body.first_pred, succ_off);
        while slot != NONE {
            let next = self.succ_links[slot as usize].next;
            self.link_pred(slot, block);
            slot = next;
        }
        for i in erased.ops.iter() {
            self.erased.ops.insert(i + op_off);
        }
        for i in erased.regions.iter() {
            self.erased.regions.insert(i + region_off);
        }
        for i in erased.blocks.iter() {
            let b = if i == 0 { block.0 } else { i + block_off };
            self.erased.blocks.insert(b);
        }
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

/// Why a mutation was refused. A refused mutation leaves the IR unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IrError {
    #[error("cannot erase {op:?}: its result #{index} is still used by {user:?}")]
    ResultInUse { op: OpId, index: u32, user: OpId },
    #[error("cannot erase: {value:?}, defined inside what is erased, is still used by {user:?}")]
    UsedOutside { value: Value, user: OpId },
    #[error("{block:?} is still a successor of {user:?}")]
    BlockInUse { block: BlockId, user: OpId },
    #[error("argument #{index} of {block:?} is still used by {user:?}")]
    ArgumentInUse {
        block: BlockId,
        index: u32,
        user: OpId,
    },
    #[error("{0:?} is not in a block")]
    OpNotInBlock(OpId),
    #[error("cannot infer the result types of '{op}': give them")]
    CannotInferResults { op: String },
    #[error("{0:?} is already in a block")]
    OpInBlock(OpId),
    #[error("{0:?} is not in a region")]
    BlockNotInRegion(BlockId),
    #[error("{0:?} would end up nested in itself")]
    OpCycle(OpId),
    #[error("{0:?} would end up nested in itself")]
    BlockCycle(BlockId),
    #[error("{got} values given for {expected} {what}")]
    CountMismatch {
        what: &'static str,
        expected: usize,
        got: usize,
    },
    #[error("{0}")]
    Invalid(&'static str),
    #[error("'{op}' op attribute '{name}' failed to satisfy constraint: {constraint}")]
    InvalidAttribute {
        op: String,
        name: String,
        constraint: String,
    },
    #[error("'{op}' op attribute '{name}' given twice")]
    DuplicateAttribute { op: String, name: String },
}

/// Where an op goes: at the start or the end of a block, or next to an op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InsertPoint {
    Start(BlockId),
    End(BlockId),
    Before(OpId),
    After(OpId),
}

impl Ir {
    // ----- erased entities -----

    pub fn is_op_erased(&self, op: OpId) -> bool {
        self.erased.ops.contains(op.0)
    }

    pub fn is_block_erased(&self, block: BlockId) -> bool {
        self.erased.blocks.contains(block.0)
    }

    pub fn is_region_erased(&self, region: RegionId) -> bool {
        self.erased.regions.contains(region.0)
    }

    // ----- more structure queries -----

    pub fn prev_block(&self, block: BlockId) -> Option<BlockId> {
        let p = self.blocks[block.0 as usize].prev;
        (p != NONE).then_some(BlockId(p))
    }

    pub fn last_block(&self, region: RegionId) -> Option<BlockId> {
        let l = self.regions[region.0 as usize].last;
        (l != NONE).then_some(BlockId(l))
    }

    /// The op holding `region`, if it is attached to one.
    pub fn region_parent_op(&self, region: RegionId) -> Option<OpId> {
        let p = self.regions[region.0 as usize].parent;
        (p != NONE).then_some(OpId(p))
    }

    /// The position of `region` among its op's regions.
    pub fn region_index(&self, region: RegionId) -> Option<usize> {
        let op = self.region_parent_op(region)?;
        self.regions(op).iter().position(|&r| r == region)
    }

    /// The region holding `op`, if it is in a block of one.
    pub fn parent_region(&self, op: OpId) -> Option<RegionId> {
        self.parent_block(op).and_then(|b| self.block_parent(b))
    }

    /// Whether `ancestor` is `op` or holds it (at any depth).
    pub fn is_ancestor(&self, ancestor: OpId, op: OpId) -> bool {
        let mut cur = Some(op);
        while let Some(c) = cur {
            if c == ancestor {
                return true;
            }
            cur = self.parent_op(c);
        }
        false
    }

    /// Whether `block` is in a region of `op` (at any depth).
    /// Whether `region` is `inner` or holds it (MLIR's `Region::isAncestor`).
    pub fn region_holds(&self, region: RegionId, inner: RegionId) -> bool {
        let mut r = Some(inner);
        while let Some(x) = r {
            if x == region {
                return true;
            }
            r = self.region_parent_op(x).and_then(|o| self.parent_region(o));
        }
        false
    }

    pub fn is_block_in_op(&self, block: BlockId, op: OpId) -> bool {
        let mut b = block;
        loop {
            let Some(p) = self.block_parent_op(b) else {
                return false;
            };
            if p == op {
                return true;
            }
            match self.parent_block(p) {
                Some(pb) => b = pb,
                None => return false,
            }
        }
    }

    /// Whether `inner` is in a region of an op of `outer` (at any depth).
    fn is_block_in_block(&self, inner: BlockId, outer: BlockId) -> bool {
        let mut b = inner;
        loop {
            let Some(p) = self.block_parent_op(b) else {
                return false;
            };
            match self.parent_block(p) {
                Some(pb) if pb == outer => return true,
                Some(pb) => b = pb,
                None => return false,
            }
        }
    }

    /// Whether `region` is in a region of an op of `block` (at any depth).
    fn is_region_in_block(&self, region: RegionId, block: BlockId) -> bool {
        let Some(p) = self.region_parent_op(region) else {
            return false;
        };
        match self.parent_block(p) {
            Some(pb) => pb == block || self.is_block_in_block(pb, block),
            None => false,
        }
    }

    /// Whether `a` comes before `b` in their block (linear in the distance).
    pub fn is_before_in_block(&self, a: OpId, b: OpId) -> bool {
        let mut cur = self.next_op(a);
        while let Some(c) = cur {
            if c == b {
                return true;
            }
            cur = self.next_op(c);
        }
        false
    }

    pub fn num_uses(&self, value: Value) -> usize {
        self.uses(value).count()
    }

    pub fn num_successors(&self, op: OpId) -> usize {
        self.extra(op).map_or(0, |e| e.successors.len as usize)
    }

    /// The blocks the last op of `block` may branch to.
    pub fn block_successors(&self, block: BlockId) -> &[BlockId] {
        match self.last_op(block) {
            Some(t) => self.successors(t),
            None => &[],
        }
    }

    /// The ops naming `block` as a successor, once per successor slot, with
    /// the slot's index.
    pub fn predecessors(&self, block: BlockId) -> impl Iterator<Item = (OpId, usize)> + '_ {
        let mut slot = self.blocks[block.0 as usize].first_pred;
        std::iter::from_fn(move || {
            if slot == NONE {
                return None;
            }
            let l = self.succ_links[slot as usize];
            let start = self.extra(l.owner).map_or(0, |e| e.successors.start);
            let index = (slot - start) as usize;
            slot = l.next;
            Some((l.owner, index))
        })
    }

    pub fn has_predecessors(&self, block: BlockId) -> bool {
        self.blocks[block.0 as usize].first_pred != NONE
    }

    /// The block of the only successor slot naming `block` (MLIR's
    /// `getSinglePredecessor`: a branch naming it twice is two).
    pub fn single_predecessor(&self, block: BlockId) -> Option<BlockId> {
        let mut preds = self.predecessors(block);
        let (op, _) = preds.next()?;
        if preds.next().is_some() {
            return None;
        }
        self.parent_block(op)
    }

    /// The block of every successor slot naming `block`, if they all are in
    /// one block (MLIR's `getUniquePredecessor`).
    pub fn unique_predecessor(&self, block: BlockId) -> Option<BlockId> {
        let mut found = None;
        for (op, _) in self.predecessors(block) {
            let b = self.parent_block(op)?;
            if found.is_some_and(|f| f != b) {
                return None;
            }
            found = Some(b);
        }
        found
    }

    // ----- operand lists -----

    /// Moves the use-list node in `from` to the unused slot `to`, keeping
    /// its place in the list.
    fn move_use(&mut self, from: u32, to: u32) {
        let o = self.operands[from as usize];
        self.operands[to as usize] = o;
        if o.prev_use == NONE {
            self.values[o.value.0 as usize].first_use = to;
        } else {
            self.operands[o.prev_use as usize].next_use = to;
        }
        if o.next_use != NONE {
            self.operands[o.next_use as usize].prev_use = to;
        }
    }

    /// Makes room for `n` unlinked operand slots at `index` of `op`'s run,
    /// moving the run to the end of the pool unless it already is there.
    fn open_operand_gap(&mut self, op: OpId, index: u32, n: u32) {
        let r = self.ops[op.0 as usize].operands;
        let blank = Operand {
            value: Value(NONE),
            owner: op,
            prev_use: NONE,
            next_use: NONE,
        };
        let end = self.operands.len() as u32;
        if r.start + r.len == end {
            self.operands.resize((end + n) as usize, blank);
            for i in (index..r.len).rev() {
                self.move_use(r.start + i, r.start + i + n);
            }
        } else {
            self.operands.resize((end + r.len + n) as usize, blank);
            for i in 0..r.len {
                let to = if i < index { end + i } else { end + i + n };
                self.move_use(r.start + i, to);
            }
            self.ops[op.0 as usize].operands.start = end;
        }
        self.ops[op.0 as usize].operands.len = r.len + n;
    }

    /// Replaces the operands of `op` by `values` (any number of them).
    pub fn set_operands(&mut self, op: OpId, values: &[Value]) {
        let old = self.ops[op.0 as usize].operands.len;
        let n = values.len() as u32;
        if n > old {
            self.open_operand_gap(op, old, n - old);
        }
        let start = self.ops[op.0 as usize].operands.start;
        for (i, &v) in values.iter().enumerate() {
            let slot = start + i as u32;
            if (i as u32) < old {
                if self.operands[slot as usize].value == v {
                    continue;
                }
                self.unlink_use(slot);
            }
            self.link_use(slot, v);
        }
        for i in n..old {
            self.unlink_use(start + i);
        }
        if n < old {
            self.ops[op.0 as usize].operands.len = n;
        }
    }

    /// Inserts `values` as operands of `op` before operand `index`.
    pub fn insert_operands(&mut self, op: OpId, index: usize, values: &[Value]) {
        let len = self.ops[op.0 as usize].operands.len as usize;
        assert!(index <= len, "operand index {index} out of range ({len})");
        if values.is_empty() {
            return;
        }
        self.open_operand_gap(op, index as u32, values.len() as u32);
        let start = self.ops[op.0 as usize].operands.start + index as u32;
        for (i, &v) in values.iter().enumerate() {
            self.link_use(start + i as u32, v);
        }
    }

    /// Appends `values` to the operands of `op`.
    pub fn append_operands(&mut self, op: OpId, values: &[Value]) {
        let len = self.num_operands(op);
        self.insert_operands(op, len, values);
    }

    /// Removes the operands of `op` in `range`.
    pub fn erase_operands(&mut self, op: OpId, range: std::ops::Range<usize>) {
        let r = self.ops[op.0 as usize].operands;
        assert!(
            range.start <= range.end && range.end <= r.len as usize,
            "operand range {range:?} out of range ({})",
            r.len
        );
        let (a, b) = (range.start as u32, range.end as u32);
        for i in a..b {
            self.unlink_use(r.start + i);
        }
        for i in b..r.len {
            self.move_use(r.start + i, r.start + i - (b - a));
        }
        self.ops[op.0 as usize].operands.len = r.len - (b - a);
    }

    pub fn erase_operand(&mut self, op: OpId, index: usize) {
        self.erase_operands(op, index..index + 1);
    }

    // ----- successor and region lists -----

    /// The index of `op`'s out-of-line lists, made on first need.
    fn ensure_extra(&mut self, op: OpId) -> usize {
        let e = self.ops[op.0 as usize].extra;
        if e != NONE {
            return e as usize;
        }
        self.extras.push(OpExtra {
            successors: Range {
                start: self.successors.len() as u32,
                len: 0,
            },
            regions: Range {
                start: self.region_lists.len() as u32,
                len: 0,
            },
        });
        let e = self.extras.len() - 1;
        self.ops[op.0 as usize].extra = e as u32;
        e
    }

    /// Moves the predecessor-list node in successor slot `from` to the
    /// unused slot `to`.
    fn move_succ(&mut self, from: u32, to: u32) {
        let l = self.succ_links[from as usize];
        let block = self.successors[from as usize];
        self.successors[to as usize] = block;
        self.succ_links[to as usize] = l;
        if l.prev == NONE {
            self.blocks[block.0 as usize].first_pred = to;
        } else {
            self.succ_links[l.prev as usize].next = to;
        }
        if l.next != NONE {
            self.succ_links[l.next as usize].prev = to;
        }
    }

    /// As [`Ir::open_operand_gap`], for successor slots.
    fn open_successor_gap(&mut self, op: OpId, index: u32, n: u32) {
        let e = self.ensure_extra(op);
        let r = self.extras[e].successors;
        let blank = SuccLink {
            owner: op,
            prev: NONE,
            next: NONE,
        };
        let end = self.successors.len() as u32;
        let grow = |ir: &mut Ir, to: u32| {
            ir.successors.resize(to as usize, BlockId(NONE));
            ir.succ_links.resize(to as usize, blank);
        };
        if r.start + r.len == end {
            grow(self, end + n);
            for i in (index..r.len).rev() {
                self.move_succ(r.start + i, r.start + i + n);
            }
        } else {
            grow(self, end + r.len + n);
            for i in 0..r.len {
                let to = if i < index { end + i } else { end + i + n };
                self.move_succ(r.start + i, to);
            }
            self.extras[e].successors.start = end;
        }
        self.extras[e].successors.len = r.len + n;
    }

    /// Replaces the successors of `op` by `blocks` (any number of them).
    pub fn set_successors(&mut self, op: OpId, blocks: &[BlockId]) {
        let old = self.num_successors(op) as u32;
        let n = blocks.len() as u32;
        if n > old {
            self.open_successor_gap(op, old, n - old);
        }
        if n == 0 && old == 0 {
            return;
        }
        let e = self.ops[op.0 as usize].extra as usize;
        let start = self.extras[e].successors.start;
        for (i, &b) in blocks.iter().enumerate() {
            let slot = start + i as u32;
            if (i as u32) < old {
                self.unlink_pred(slot);
            }
            self.link_pred(slot, b);
        }
        for i in n..old {
            self.unlink_pred(start + i);
        }
        if n < old {
            self.extras[e].successors.len = n;
        }
    }

    /// Inserts `block` as successor `index` of `op`.
    pub fn insert_successor(&mut self, op: OpId, index: usize, block: BlockId) {
        let len = self.num_successors(op);
        assert!(index <= len, "successor index {index} out of range ({len})");
        self.open_successor_gap(op, index as u32, 1);
        let e = self.ops[op.0 as usize].extra as usize;
        let slot = self.extras[e].successors.start + index as u32;
        self.link_pred(slot, block);
    }

    /// Removes successor `index` of `op`.
    pub fn erase_successor(&mut self, op: OpId, index: usize) {
        let len = self.num_successors(op);
        assert!(index < len, "successor index {index} out of range ({len})");
        let e = self.ops[op.0 as usize].extra as usize;
        let r = self.extras[e].successors;
        self.unlink_pred(r.start + index as u32);
        for i in index as u32 + 1..r.len {
            self.move_succ(r.start + i, r.start + i - 1);
        }
        self.extras[e].successors.len -= 1;
    }

    /// Adds an empty region at the end of `op`'s regions.
    pub fn add_region(&mut self, op: OpId) -> RegionId {
        let e = self.ensure_extra(op);
        let region = self.create_region();
        self.regions[region.0 as usize].parent = op.0;
        let r = self.extras[e].regions;
        let end = self.region_lists.len() as u32;
        if r.start + r.len != end {
            self.region_lists.extend_from_within(r.iter());
            self.extras[e].regions.start = end;
        }
        self.region_lists.push(region);
        self.extras[e].regions.len += 1;
        region
    }

    // ----- placing ops -----

    /// The block and the op before which `at` inserts (`NONE` for the end).
    fn resolve(&self, at: InsertPoint) -> Result<(u32, u32), IrError> {
        let anchor = |o: OpId| {
            let p = self.ops[o.0 as usize].parent;
            if p == NONE {
                Err(IrError::OpNotInBlock(o))
            } else {
                Ok(p)
            }
        };
        Ok(match at {
            InsertPoint::Start(b) => (b.0, self.blocks[b.0 as usize].first),
            InsertPoint::End(b) => (b.0, NONE),
            InsertPoint::Before(o) => (anchor(o)?, o.0),
            InsertPoint::After(o) => (anchor(o)?, self.ops[o.0 as usize].next),
        })
    }

    /// Links the detached `op` into `block` before `before` (`NONE`: at the end).
    fn link_op(&mut self, op: OpId, block: u32, before: u32) {
        let prev = if before == NONE {
            self.blocks[block as usize].last
        } else {
            self.ops[before as usize].prev
        };
        let o = &mut self.ops[op.0 as usize];
        o.parent = block;
        o.prev = prev;
        o.next = before;
        if prev == NONE {
            self.blocks[block as usize].first = op.0;
        } else {
            self.ops[prev as usize].next = op.0;
        }
        if before == NONE {
            self.blocks[block as usize].last = op.0;
        } else {
            self.ops[before as usize].prev = op.0;
        }
    }

    /// Inserts the detached `op` at `at`.
    pub fn insert_op(&mut self, op: OpId, at: InsertPoint) -> Result<(), IrError> {
        debug_assert!(!self.is_op_erased(op), "inserting an erased op");
        if self.ops[op.0 as usize].parent != NONE {
            return Err(IrError::OpInBlock(op));
        }
        let (block, before) = self.resolve(at)?;
        if self.would_hold_itself(op, BlockId(block)) {
            return Err(IrError::OpCycle(op));
        }
        self.link_op(op, block, before);
        Ok(())
    }

    /// Whether putting `op` in `block` would nest `op` in itself. Cheap for
    /// an op without blocks; else linear in the depth of `block`.
    fn would_hold_itself(&self, op: OpId, block: BlockId) -> bool {
        let holds_blocks = self
            .regions(op)
            .iter()
            .any(|&r| self.entry_block(r).is_some());
        holds_blocks && self.is_block_in_op(block, op)
    }

    /// Moves `op` (attached or not) to `at`, in any block of any region.
    pub fn move_op(&mut self, op: OpId, at: InsertPoint) -> Result<(), IrError> {
        debug_assert!(!self.is_op_erased(op), "moving an erased op");
        if matches!(at, InsertPoint::Before(x) | InsertPoint::After(x) if x == op) {
            return match self.parent_block(op) {
                Some(_) => Ok(()),
                None => Err(IrError::OpNotInBlock(op)),
            };
        }
        let (block, _) = self.resolve(at)?;
        if self.would_hold_itself(op, BlockId(block)) {
            return Err(IrError::OpCycle(op));
        }
        self.remove_op(op);
        // Resolved again: `op` may have been the anchor's neighbour.
        let (block, before) = self.resolve(at)?;
        self.link_op(op, block, before);
        Ok(())
    }

    pub fn move_op_before(&mut self, op: OpId, before: OpId) -> Result<(), IrError> {
        self.move_op(op, InsertPoint::Before(before))
    }

    pub fn move_op_after(&mut self, op: OpId, after: OpId) -> Result<(), IrError> {
        self.move_op(op, InsertPoint::After(after))
    }

    // ----- erasing and replacing -----

    /// Refuses to erase the ops `roots` (with everything nested in them)
    /// and the blocks `blocks` (with their ops) while anything outside
    /// still uses a value or a block defined inside. The results of
    /// `keep_results` are exempt (the caller replaces them first).
    fn check_no_outside_uses(
        &self,
        roots: &[OpId],
        blocks: &[BlockId],
        keep_results: Option<OpId>,
    ) -> Result<(), IrError> {
        let simple = |o: OpId| {
            self.regions(o)
                .iter()
                .all(|&r| self.entry_block(r).is_none())
        };
        if let ([op], []) = (roots, blocks) {
            if simple(*op) {
                let op = *op;
                if keep_results != Some(op) {
                    for (i, r) in self.results(op).enumerate() {
                        if let Some((user, _)) = self.uses(r).find(|&(u, _)| u != op) {
                            return Err(IrError::ResultInUse {
                                op,
                                index: i as u32,
                                user,
                            });
                        }
                    }
                }
                return Ok(());
            }
        }
        let mut ops: Vec<OpId> = Vec::new();
        let mut all_blocks: Vec<BlockId> = blocks.to_vec();
        for &b in blocks {
            for o in self.block_ops(b) {
                self.walk(o, &mut |x| ops.push(x));
            }
        }
        for &r in roots {
            self.walk(r, &mut |x| ops.push(x));
        }
        let inside: hashbrown::HashSet<OpId> = ops.iter().copied().collect();
        for &o in &ops {
            for &r in self.regions(o) {
                all_blocks.extend(self.region_blocks(r));
            }
            if keep_results == Some(o) {
                continue;
            }
            for (i, r) in self.results(o).enumerate() {
                if let Some((user, _)) = self.uses(r).find(|(u, _)| !inside.contains(u)) {
                    return Err(if roots.contains(&o) {
                        IrError::ResultInUse {
                            op: o,
                            index: i as u32,
                            user,
                        }
                    } else {
                        IrError::UsedOutside { value: r, user }
                    });
                }
            }
        }
        for &b in &all_blocks {
            for &a in self.block_args(b) {
                if let Some((user, _)) = self.uses(a).find(|(u, _)| !inside.contains(u)) {
                    return Err(IrError::UsedOutside { value: a, user });
                }
            }
            if let Some((user, _)) = self.predecessors(b).find(|(u, _)| !inside.contains(u)) {
                return Err(IrError::BlockInUse { block: b, user });
            }
        }
        Ok(())
    }

    /// Marks `root` and everything nested in it erased, dropping their
    /// operand and successor slots from the use lists.
    fn destroy_tree(&mut self, root: OpId) {
        let mut w = crate::walk::Walker::new(root);
        while let Some(ev) = w.next(self) {
            match ev {
                crate::walk::WalkEvent::EnterOp(o) => self.destroy_op_refs(o),
                crate::walk::WalkEvent::EnterBlock(b) => self.erased.blocks.insert(b.0),
                crate::walk::WalkEvent::EnterRegion(r) => self.erased.regions.insert(r.0),
                _ => {}
            }
        }
    }

    fn destroy_op_refs(&mut self, op: OpId) {
        for slot in self.ops[op.0 as usize].operands.iter() {
            self.unlink_use(slot as u32);
        }
        self.ops[op.0 as usize].operands.len = 0;
        if let Some(e) = self.extra(op) {
            for slot in e.successors.iter() {
                self.unlink_pred(slot as u32);
            }
            self.extras[self.ops[op.0 as usize].extra as usize]
                .successors
                .len = 0;
        }
        self.erased.ops.insert(op.0);
    }

    /// Erases `op` with everything nested in it: every operand of every
    /// nested op leaves its value's use list. Refused while a result of
    /// `op`, or a value or block defined inside it, is used outside it.
    pub fn erase_op(&mut self, op: OpId) -> Result<(), IrError> {
        debug_assert!(!self.is_op_erased(op), "erasing an erased op");
        self.check_no_outside_uses(&[op], &[], None)?;
        self.remove_op(op);
        self.destroy_tree(op);
        Ok(())
    }

    /// Whether `v` is defined by `op` or inside it.
    fn is_defined_in(&self, v: Value, op: OpId) -> bool {
        match self.value_def(v) {
            Some(ValueDef::Result { op: d, .. }) => self.is_ancestor(op, d),
            Some(ValueDef::Arg { block, .. }) => self.is_block_in_op(block, op),
            None => false,
        }
    }

    /// Replaces every use of the results of `op` by `values` (one per
    /// result), then erases `op`.
    pub fn replace_op_with_values(&mut self, op: OpId, values: &[Value]) -> Result<(), IrError> {
        self.check_result_count(op, values)?;
        if values.iter().any(|&v| self.is_defined_in(v, op)) {
            return Err(IrError::Invalid(
                "a replacement value is defined by the op being replaced",
            ));
        }
        self.check_no_outside_uses(&[op], &[], Some(op))?;
        let results = self.results(op);
        for (r, &v) in results.zip(values) {
            self.replace_all_uses(r, v);
        }
        self.remove_op(op);
        self.destroy_tree(op);
        Ok(())
    }

    fn check_result_count(&self, op: OpId, values: &[Value]) -> Result<(), IrError> {
        let expected = self.num_results(op);
        if values.len() != expected {
            return Err(IrError::CountMismatch {
                what: "results",
                expected,
                got: values.len(),
            });
        }
        Ok(())
    }

    /// Replaces every use of the results of `op` by `values` (one per result).
    pub fn replace_all_uses_of_op(&mut self, op: OpId, values: &[Value]) -> Result<(), IrError> {
        self.check_result_count(op, values)?;
        let results = self.results(op);
        for (r, &v) in results.zip(values) {
            self.replace_all_uses(r, v);
        }
        Ok(())
    }

    /// Replaces the uses of `from` for which `pred(ir, user, operand_index)`
    /// holds by `to`; returns how many were replaced.
    pub fn replace_uses_if(
        &mut self,
        from: Value,
        to: Value,
        mut pred: impl FnMut(&Ir, OpId, usize) -> bool,
    ) -> usize {
        if from == to {
            return 0;
        }
        let mut n = 0;
        let mut slot = self.values[from.0 as usize].first_use;
        while slot != NONE {
            let Operand {
                owner, next_use, ..
            } = self.operands[slot as usize];
            let index = (slot - self.ops[owner.0 as usize].operands.start) as usize;
            if pred(self, owner, index) {
                self.unlink_use(slot);
                self.link_use(slot, to);
                n += 1;
            }
            slot = next_use;
        }
        n
    }

    /// Replaces every use of `from` by `to` except the uses by `except`.
    pub fn replace_all_uses_except(&mut self, from: Value, to: Value, except: OpId) -> usize {
        self.replace_uses_if(from, to, |_, user, _| user != except)
    }

    // ----- blocks -----

    /// Unlinks `block` from its region (it keeps its ops and arguments).
    pub fn remove_block(&mut self, block: BlockId) {
        let BlockData {
            parent, prev, next, ..
        } = self.blocks[block.0 as usize];
        if parent == NONE {
            return;
        }
        if prev == NONE {
            self.regions[parent as usize].first = next;
        } else {
            self.blocks[prev as usize].next = next;
        }
        if next == NONE {
            self.regions[parent as usize].last = prev;
        } else {
            self.blocks[next as usize].prev = prev;
        }
        let b = &mut self.blocks[block.0 as usize];
        b.parent = NONE;
        b.prev = NONE;
        b.next = NONE;
    }

    /// Links the detached `block` into `region` before `before` (`NONE`: at the end).
    fn link_block(&mut self, block: BlockId, region: u32, before: u32) {
        let prev = if before == NONE {
            self.regions[region as usize].last
        } else {
            self.blocks[before as usize].prev
        };
        let b = &mut self.blocks[block.0 as usize];
        b.parent = region;
        b.prev = prev;
        b.next = before;
        if prev == NONE {
            self.regions[region as usize].first = block.0;
        } else {
            self.blocks[prev as usize].next = block.0;
        }
        if before == NONE {
            self.regions[region as usize].last = block.0;
        } else {
            self.blocks[before as usize].prev = block.0;
        }
    }

    /// Moves `block` (attached or not) before `before`, in any region.
    pub fn move_block_before(&mut self, block: BlockId, before: BlockId) -> Result<(), IrError> {
        let region = self.blocks[before.0 as usize].parent;
        if region == NONE {
            return Err(IrError::BlockNotInRegion(before));
        }
        if block == before {
            return Ok(());
        }
        if self.is_region_in_block(RegionId(region), block) {
            return Err(IrError::BlockCycle(block));
        }
        self.remove_block(block);
        self.link_block(block, region, before.0);
        Ok(())
    }

    /// Moves `block` (attached or not) after `after`, in any region.
    pub fn move_block_after(&mut self, block: BlockId, after: BlockId) -> Result<(), IrError> {
        let region = self.blocks[after.0 as usize].parent;
        if region == NONE {
            return Err(IrError::BlockNotInRegion(after));
        }
        if block == after {
            return Ok(());
        }
        if self.is_region_in_block(RegionId(region), block) {
            return Err(IrError::BlockCycle(block));
        }
        self.remove_block(block);
        let before = self.blocks[after.0 as usize].next;
        self.link_block(block, region, before);
        Ok(())
    }

    /// Moves `block` (attached or not) to the end of `region`.
    pub fn move_block_to_end(&mut self, block: BlockId, region: RegionId) -> Result<(), IrError> {
        if self.is_region_in_block(region, block) {
            return Err(IrError::BlockCycle(block));
        }
        self.remove_block(block);
        self.link_block(block, region.0, NONE);
        Ok(())
    }

    /// Splits `block` before `before`: that op and the ops after it move to
    /// a new block without arguments, placed right after `block`. No branch
    /// is added.
    pub fn split_block(&mut self, block: BlockId, before: OpId) -> Result<BlockId, IrError> {
        if self.ops[before.0 as usize].parent != block.0 {
            return Err(IrError::Invalid("the split point is not in the block"));
        }
        let new = self.create_block(&[]);
        let region = self.blocks[block.0 as usize].parent;
        if region != NONE {
            let next = self.blocks[block.0 as usize].next;
            self.link_block(new, region, next);
        }
        let prev = self.ops[before.0 as usize].prev;
        let last = self.blocks[block.0 as usize].last;
        if prev == NONE {
            self.blocks[block.0 as usize].first = NONE;
        } else {
            self.ops[prev as usize].next = NONE;
        }
        self.blocks[block.0 as usize].last = prev;
        self.ops[before.0 as usize].prev = NONE;
        self.blocks[new.0 as usize].first = before.0;
        self.blocks[new.0 as usize].last = last;
        let mut c = before.0;
        while c != NONE {
            self.ops[c as usize].parent = new.0;
            c = self.ops[c as usize].next;
        }
        Ok(new)
    }

    /// Erases `block` with its ops. Refused while it is a successor of an
    /// op outside it, or a value defined in it is used outside it.
    pub fn erase_block(&mut self, block: BlockId) -> Result<(), IrError> {
        debug_assert!(!self.is_block_erased(block), "erasing an erased block");
        self.check_no_outside_uses(&[], &[block], None)?;
        self.remove_block(block);
        self.destroy_block(block);
        Ok(())
    }

    fn destroy_block(&mut self, block: BlockId) {
        let mut c = self.blocks[block.0 as usize].first;
        while c != NONE {
            let next = self.ops[c as usize].next;
            self.destroy_tree(OpId(c));
            c = next;
        }
        self.erased.blocks.insert(block.0);
    }

    fn renumber_args(&mut self, block: BlockId, from: usize) {
        let b = &self.blocks[block.0 as usize];
        for (i, &a) in b.args.iter().enumerate().skip(from) {
            self.values[a.0 as usize].index = i as u32 | ARG_BIT;
        }
    }

    /// Inserts an argument of type `ty` at position `index` of `block`.
    pub fn insert_block_arg(
        &mut self,
        block: BlockId,
        index: usize,
        ty: Type,
        loc: LocRef,
    ) -> Value {
        let len = self.blocks[block.0 as usize].args.len();
        assert!(index <= len, "argument index {index} out of range ({len})");
        let v = self.add_block_arg(block, ty, loc);
        let args = &mut self.blocks[block.0 as usize].args;
        args.pop();
        args.insert(index, v);
        self.renumber_args(block, index);
        v
    }

    /// Removes argument `index` of `block`; refused while it is used.
    pub fn erase_block_arg(&mut self, block: BlockId, index: usize) -> Result<(), IrError> {
        let len = self.blocks[block.0 as usize].args.len();
        assert!(index < len, "argument index {index} out of range ({len})");
        let v = self.blocks[block.0 as usize].args[index];
        if let Some((user, _)) = self.uses(v).next() {
            return Err(IrError::ArgumentInUse {
                block,
                index: index as u32,
                user,
            });
        }
        self.blocks[block.0 as usize].args.remove(index);
        self.renumber_args(block, index);
        self.values[v.0 as usize].owner = NONE;
        Ok(())
    }

    /// Links the chain of detached ops `first..=last` into `block` before
    /// `before` (`NONE`: at the end).
    fn splice_ops(&mut self, first: u32, last: u32, block: u32, before: u32) {
        let mut c = first;
        loop {
            self.ops[c as usize].parent = block;
            if c == last {
                break;
            }
            c = self.ops[c as usize].next;
        }
        let prev = if before == NONE {
            self.blocks[block as usize].last
        } else {
            self.ops[before as usize].prev
        };
        self.ops[first as usize].prev = prev;
        self.ops[last as usize].next = before;
        if prev == NONE {
            self.blocks[block as usize].first = first;
        } else {
            self.ops[prev as usize].next = first;
        }
        if before == NONE {
            self.blocks[block as usize].last = last;
        } else {
            self.ops[before as usize].prev = last;
        }
    }

    /// Moves the ops of `src` to `at`, replacing each argument of `src` by
    /// the value of `args` at its position, and erases `src`. Refused while
    /// `src` has predecessors.
    pub fn inline_block_before(
        &mut self,
        src: BlockId,
        at: InsertPoint,
        args: &[Value],
    ) -> Result<(), IrError> {
        let (dest, _) = self.resolve(at)?;
        if dest == src.0 {
            return Err(IrError::Invalid("a block cannot be inlined into itself"));
        }
        if self.is_block_in_block(BlockId(dest), src) {
            return Err(IrError::BlockCycle(src));
        }
        let expected = self.blocks[src.0 as usize].args.len();
        if args.len() != expected {
            return Err(IrError::CountMismatch {
                what: "block arguments",
                expected,
                got: args.len(),
            });
        }
        if let Some((user, _)) = self.predecessors(src).next() {
            return Err(IrError::BlockInUse { block: src, user });
        }
        if args.iter().any(|&a| {
            self.value_def(a)
                .is_some_and(|d| matches!(d, ValueDef::Arg { block, .. } if block == src))
        }) {
            return Err(IrError::Invalid(
                "an argument of the inlined block cannot replace itself",
            ));
        }
        for (i, &a) in args.iter().enumerate() {
            let arg = self.blocks[src.0 as usize].args[i];
            self.replace_all_uses(arg, a);
        }
        let (first, last) = {
            let b = &mut self.blocks[src.0 as usize];
            let fl = (b.first, b.last);
            b.first = NONE;
            b.last = NONE;
            fl
        };
        self.remove_block(src);
        self.erased.blocks.insert(src.0);
        if first != NONE {
            let (block, before) = self.resolve(at)?;
            self.splice_ops(first, last, block, before);
        }
        Ok(())
    }

    /// Appends the ops of `src` to `dest`, replacing each argument of `src`
    /// by the value of `args` at its position, and erases `src`.
    pub fn merge_blocks(
        &mut self,
        src: BlockId,
        dest: BlockId,
        args: &[Value],
    ) -> Result<(), IrError> {
        self.inline_block_before(src, InsertPoint::End(dest), args)
    }

    /// Moves every block of `src` into `dest`, before `before` (at the end
    /// when `None`).
    pub fn inline_region_before(
        &mut self,
        src: RegionId,
        dest: RegionId,
        before: Option<BlockId>,
    ) -> Result<(), IrError> {
        if src == dest {
            return Err(IrError::Invalid("a region cannot be inlined into itself"));
        }
        if let Some(b) = before {
            if self.blocks[b.0 as usize].parent != dest.0 {
                return Err(IrError::Invalid(
                    "the insertion block is not in the destination region",
                ));
            }
        }
        // `dest` must not be inside `src`.
        let mut p = self.region_parent_op(dest);
        while let Some(op) = p {
            if self.parent_region(op) == Some(src) {
                return Err(IrError::Invalid(
                    "a region cannot be inlined into a region nested in it",
                ));
            }
            p = self.parent_op(op);
        }
        let before = before.map_or(NONE, |b| b.0);
        let mut b = self.regions[src.0 as usize].first;
        while b != NONE {
            let next = self.blocks[b as usize].next;
            self.remove_block(BlockId(b));
            self.link_block(BlockId(b), dest.0, before);
            b = next;
        }
        Ok(())
    }

    /// Erases every block of `region` (which stays, empty).
    pub fn clear_region(&mut self, region: RegionId) -> Result<(), IrError> {
        let blocks: Vec<BlockId> = self.region_blocks(region).collect();
        self.check_no_outside_uses(&[], &blocks, None)?;
        for b in blocks {
            self.remove_block(b);
            self.destroy_block(b);
        }
        Ok(())
    }

    /// Erases `region` with its blocks and takes it out of its op's regions
    /// (the regions after it move up one place).
    pub fn erase_region(&mut self, region: RegionId) -> Result<(), IrError> {
        self.clear_region(region)?;
        if let Some(op) = self.region_parent_op(region) {
            let e = self.ops[op.0 as usize].extra as usize;
            let r = self.extras[e].regions;
            let pos = self.region_lists[r.iter()]
                .iter()
                .position(|&x| x == region)
                .expect("a region is in its op's list");
            self.region_lists.copy_within(
                r.start as usize + pos + 1..(r.start + r.len) as usize,
                r.start as usize + pos,
            );
            self.extras[e].regions.len -= 1;
            self.regions[region.0 as usize].parent = NONE;
        }
        self.erased.regions.insert(region.0);
        Ok(())
    }
}

/// A check of [`Ir::check_integrity`] failed.
macro_rules! broken {
    ($($t:tt)*) => {
        return Err(format!($($t)*))
    };
}

impl Ir {
    /// Checks every link of the IR (for tests and debugging; linear in the
    /// size of the arenas): each live op's operand slots are in their
    /// value's use list exactly once and nothing else is, likewise for
    /// successor slots and block predecessor lists; used values are
    /// defined by live ops or blocks; op and block lists are well linked
    /// with consistent parents; every attached region is in its op's
    /// region list once; nothing live hangs below something erased.
    pub fn check_integrity(&self) -> Result<(), String> {
        // Operand slots of live ops.
        let mut owned = vec![false; self.operands.len()];
        let mut owned_succ = vec![false; self.successors.len()];
        let mut region_listed = vec![false; self.regions.len()];
        let mut attached_ops = 0usize;
        for (i, o) in self.ops.iter().enumerate() {
            let op = OpId(i as u32);
            let succ = self.extra(op).map(|e| e.successors).unwrap_or_default();
            if self.is_op_erased(op) {
                if o.operands.len != 0 || succ.len != 0 {
                    broken!("erased {op:?} keeps operands or successors");
                }
                continue;
            }
            if o.parent != NONE {
                attached_ops += 1;
                if o.parent as usize >= self.blocks.len() {
                    broken!("{op:?} has parent block {} out of range", o.parent);
                }
                if self.erased.blocks.contains(o.parent) {
                    broken!("live {op:?} is in erased block {}", o.parent);
                }
            }
            for slot in o.operands.iter() {
                if slot >= owned.len() {
                    broken!("{op:?} has operand slot {slot} out of range");
                }
                if owned[slot] {
                    broken!("operand slot {slot} belongs to two ops");
                }
                owned[slot] = true;
                if self.operands[slot].owner != op {
                    broken!("operand slot {slot} of {op:?} names another owner");
                }
            }
            for slot in succ.iter() {
                if slot >= owned_succ.len() {
                    broken!("{op:?} has successor slot {slot} out of range");
                }
                if owned_succ[slot] {
                    broken!("successor slot {slot} belongs to two ops");
                }
                owned_succ[slot] = true;
                if self.succ_links[slot].owner != op {
                    broken!("successor slot {slot} of {op:?} names another owner");
                }
                let b = self.successors[slot];
                if self.is_block_erased(b) {
                    broken!("{op:?} branches to erased {b:?}");
                }
            }
            for (k, v) in self.results(op).enumerate() {
                let d = &self.values[v.0 as usize];
                if d.owner != op.0 || d.index != k as u32 {
                    broken!("result #{k} of {op:?} ({v:?}) names another definition");
                }
            }
            for &r in self.regions(op) {
                let ri = r.0 as usize;
                if ri >= self.regions.len() || region_listed[ri] {
                    broken!("{r:?} of {op:?} is out of range or listed twice");
                }
                region_listed[ri] = true;
                if self.regions[ri].parent != op.0 {
                    broken!("{r:?} is listed by {op:?} but names another parent");
                }
                if self.is_region_erased(r) {
                    broken!("live {op:?} holds erased {r:?}");
                }
            }
        }
        // Use lists: each node once, in its own value's list, well linked.
        let mut seen = vec![false; self.operands.len()];
        for (i, v) in self.values.iter().enumerate() {
            let value = Value(i as u32);
            let (mut prev, mut slot) = (NONE, v.first_use);
            while slot != NONE {
                let s = slot as usize;
                if s >= owned.len() || !owned[s] {
                    broken!("use list of {value:?} holds slot {slot}, no live op's operand");
                }
                if seen[s] {
                    broken!("operand slot {slot} is twice in use lists");
                }
                seen[s] = true;
                let o = self.operands[s];
                if o.value != value {
                    broken!(
                        "slot {slot} in the use list of {value:?} holds {:?}",
                        o.value
                    );
                }
                if o.prev_use != prev {
                    broken!("slot {slot} in the use list of {value:?} has a wrong back link");
                }
                prev = slot;
                slot = o.next_use;
            }
            if v.first_use != NONE {
                let live = match self.value_def(value) {
                    None => false,
                    Some(ValueDef::Result { op, .. }) => !self.is_op_erased(op),
                    Some(ValueDef::Arg { block, index }) => {
                        !self.is_block_erased(block)
                            && self.blocks[block.0 as usize].args.get(index as usize)
                                == Some(&value)
                    }
                };
                if !live {
                    broken!("{value:?} is used but has no live definition");
                }
            }
        }
        if let Some(slot) = (0..owned.len()).find(|&s| owned[s] && !seen[s]) {
            broken!(
                "operand slot {slot} of {:?} is in no use list",
                self.operands[slot].owner
            );
        }
        // Predecessor lists, likewise.
        let mut seen = vec![false; self.successors.len()];
        for (i, b) in self.blocks.iter().enumerate() {
            let block = BlockId(i as u32);
            let (mut prev, mut slot) = (NONE, b.first_pred);
            while slot != NONE {
                let s = slot as usize;
                if s >= owned_succ.len() || !owned_succ[s] {
                    broken!("predecessor list of {block:?} holds slot {slot}, no live successor");
                }
                if seen[s] {
                    broken!("successor slot {slot} is twice in predecessor lists");
                }
                seen[s] = true;
                if self.successors[s] != block {
                    broken!("successor slot {slot} in the list of {block:?} names another block");
                }
                if self.succ_links[s].prev != prev {
                    broken!("successor slot {slot} has a wrong back link");
                }
                prev = slot;
                slot = self.succ_links[s].next;
            }
        }
        if let Some(slot) = (0..owned_succ.len()).find(|&s| owned_succ[s] && !seen[s]) {
            broken!("successor slot {slot} is in no predecessor list");
        }
        // Blocks: arguments, op lists.
        let mut linked_ops = 0usize;
        let mut attached_blocks = 0usize;
        for (i, b) in self.blocks.iter().enumerate() {
            let block = BlockId(i as u32);
            if self.is_block_erased(block) {
                continue;
            }
            if b.parent != NONE {
                attached_blocks += 1;
                if self.erased.regions.contains(b.parent) {
                    broken!("live {block:?} is in an erased region");
                }
            }
            for (k, &a) in b.args.iter().enumerate() {
                let d = &self.values[a.0 as usize];
                if d.owner != block.0 || d.index != k as u32 | ARG_BIT {
                    broken!("argument #{k} of {block:?} ({a:?}) names another definition");
                }
            }
            let (mut prev, mut c) = (NONE, b.first);
            while c != NONE {
                linked_ops += 1;
                if linked_ops > self.ops.len() {
                    broken!("op lists hold a cycle (at {block:?})");
                }
                let o = &self.ops[c as usize];
                if self.erased.ops.contains(c) {
                    broken!("erased op {c} is linked in {block:?}");
                }
                if o.parent != block.0 || o.prev != prev {
                    broken!("op {c} in {block:?} has a wrong parent or back link");
                }
                prev = c;
                c = o.next;
            }
            if b.last != prev {
                broken!("{block:?} names a wrong last op");
            }
        }
        if linked_ops != attached_ops {
            broken!("{attached_ops} ops name a parent block but {linked_ops} are linked in blocks");
        }
        // Regions: block lists and parents.
        let mut linked_blocks = 0usize;
        let mut attached_regions = 0usize;
        for (i, r) in self.regions.iter().enumerate() {
            let region = RegionId(i as u32);
            if self.is_region_erased(region) {
                continue;
            }
            if r.parent != NONE {
                attached_regions += 1;
                if !region_listed[i] {
                    broken!("{region:?} names a parent op that does not list it");
                }
            }
            let (mut prev, mut c) = (NONE, r.first);
            while c != NONE {
                linked_blocks += 1;
                if linked_blocks > self.blocks.len() {
                    broken!("block lists hold a cycle (at {region:?})");
                }
                let b = &self.blocks[c as usize];
                if self.erased.blocks.contains(c) {
                    broken!("erased block {c} is linked in {region:?}");
                }
                if b.parent != region.0 || b.prev != prev {
                    broken!("block {c} in {region:?} has a wrong parent or back link");
                }
                prev = c;
                c = b.next;
            }
            if r.last != prev {
                broken!("{region:?} names a wrong last block");
            }
        }
        if linked_blocks != attached_blocks {
            broken!(
                "{attached_blocks} blocks name a parent region but {linked_blocks} are linked in regions"
            );
        }
        let listed = region_listed.iter().filter(|&&x| x).count();
        if listed != attached_regions {
            broken!("{listed} regions are listed by ops but {attached_regions} name a parent");
        }
        Ok(())
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A module with a few uses, successors and regions, checked intact.
    fn sample() -> (crate::Context, crate::Module) {
        let text = r#"
            %0 = "test.def"() : () -> i32
            "test.holder"() ({
              "test.use"(%0, %0) : (i32, i32) -> ()
              "test.br"()[^bb1] : () -> ()
            ^bb1:
              "test.use"(%0) : (i32) -> ()
            }) : () -> ()
        "#;
        let mut ctx = crate::Context::new();
        let src = std::sync::Arc::new(crate::SourceFile::new("t.mlir", text.as_bytes().to_vec()));
        let opts = crate::ParseOptions {
            allow_unregistered_dialects: true,
            ..Default::default()
        };
        let m = crate::parse_module(&mut ctx, src, &opts).expect("parses");
        m.ir.check_integrity().expect("a parsed module is intact");
        (ctx, m)
    }

    fn broken(m: &crate::Module, what: &str) -> String {
        match m.ir.check_integrity() {
            Ok(()) => panic!("the checker missed: {what}"),
            Err(e) => e,
        }
    }

    fn use_slot(ir: &Ir) -> u32 {
        let def = Value(0);
        ir.values[def.0 as usize].first_use
    }

    #[test]
    fn integrity_checker_finds_a_use_missing_from_its_list() {
        let (_, mut m) = sample();
        let slot = use_slot(&m.ir);
        m.ir.unlink_use(slot);
        assert!(broken(&m, "an unlinked operand").contains("in no use list"));
    }

    #[test]
    fn integrity_checker_finds_a_stale_use() {
        let (_, mut m) = sample();
        // An op's operand run shrinks without unlinking the slot.
        let user = m.ir.operands[use_slot(&m.ir) as usize].owner;
        m.ir.ops[user.0 as usize].operands.len -= 1;
        m.ir.ops[user.0 as usize].operands.start += 1;
        let e = broken(&m, "a use of an operand no op owns");
        assert!(e.contains("no live op's operand"), "{e}");
    }

    #[test]
    fn integrity_checker_finds_a_wrong_back_link() {
        let (_, mut m) = sample();
        let slot = use_slot(&m.ir);
        let next = m.ir.operands[slot as usize].next_use;
        m.ir.operands[next as usize].prev_use = NONE;
        assert!(broken(&m, "a wrong prev_use").contains("back link"));
    }

    #[test]
    fn integrity_checker_finds_a_use_of_an_erased_op() {
        let (_, mut m) = sample();
        let def = OpId(m.ir.values[0].owner);
        m.ir.remove_op(def);
        m.ir.erased.ops.insert(def.0);
        let e = broken(&m, "a used result of an erased op");
        assert!(e.contains("no live definition"), "{e}");
    }

    #[test]
    fn integrity_checker_finds_bad_op_and_block_links() {
        let (_, mut m) = sample();
        let def = OpId(m.ir.values[0].owner);
        // The op claims a block it is not linked in.
        m.ir.remove_op(def);
        m.ir.ops[def.0 as usize].parent = 0;
        assert!(broken(&m, "a parent without a link").contains("linked in blocks"));
        let (_, mut m) = sample();
        let holder =
            m.ir.parent_op(m.ir.operands[use_slot(&m.ir) as usize].owner)
                .unwrap();
        let entry = m.ir.entry_block(m.ir.regions(holder)[0]).unwrap();
        let second = m.ir.next_block(entry).unwrap();
        m.ir.blocks[second.0 as usize].prev = NONE;
        assert!(broken(&m, "a block's wrong back link").contains("back link"));
    }

    #[test]
    fn integrity_checker_finds_a_branch_missing_from_the_predecessor_list() {
        let (_, mut m) = sample();
        let slot = (0..m.ir.successors.len() as u32)
            .find(|&s| {
                m.ir.extras
                    .iter()
                    .any(|e| e.successors.iter().any(|x| x == s as usize))
            })
            .expect("a live successor slot");
        m.ir.unlink_pred(slot);
        assert!(broken(&m, "an unlinked successor").contains("no predecessor list"));
    }

    #[test]
    fn grown_operand_runs_move_and_keep_their_use_order() {
        let (_, mut m) = sample();
        let slot = use_slot(&m.ir);
        let user = m.ir.operands[slot as usize].owner;
        let def = Value(0);
        let before: Vec<(OpId, usize)> = m.ir.uses(def).collect();
        let start = m.ir.ops[user.0 as usize].operands.start;
        // Not at the end of the pool: the run moves there.
        m.ir.append_operands(user, &[]);
        let n = m.ir.num_operands(user);
        m.ir.insert_operands(user, n, &[]);
        let other = m.ir.create_op(NewOp {
            name: m.ir.op(user).name,
            loc: m.ir.op(user).loc,
            operands: &[def],
            result_types: &[],
            attrs: &[],
            props: None,
            successors: &[],
            regions: &[],
        });
        m.ir.erase_op(other).unwrap();
        m.ir.insert_operands(user, 0, &[def]);
        assert_ne!(m.ir.ops[user.0 as usize].operands.start, start);
        m.ir.check_integrity().unwrap();
        let after: Vec<(OpId, usize)> = m.ir.uses(def).collect();
        assert_eq!(after.len(), before.len() + 1);
        // The old uses keep their order; their indices shifted by one.
        let moved: Vec<(OpId, usize)> = after
            .iter()
            .filter(|&&(o, i)| !(o == user && i == 0))
            .map(|&(o, i)| if o == user { (o, i - 1) } else { (o, i) })
            .collect();
        assert_eq!(moved, before);
    }
}
