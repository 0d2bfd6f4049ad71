//! Deep copies of ops and regions, with a map from the originals to the
//! copies ([`IrMapping`], MLIR's `IRMapping`).
//!
//! A copy is made in two passes without recursion. The first creates every
//! op, region, block and block argument, in program order, each op with its
//! operands and successors already translated where the map knows them.
//! Operands defined later in the copied tree (uses in a graph region or in
//! a block that follows the definition's block) and branches to later
//! blocks are fixed by the second pass, once everything is mapped. A block
//! argument the caller mapped beforehand is not copied: its uses take the
//! mapped value, which is how a region is inlined with values for its entry
//! arguments.

use hashbrown::HashMap;

use crate::ir::{BlockId, Ir, IrError, NewOp, OpId, RegionId, Value};

/// What was copied to what: values, blocks and ops.
#[derive(Clone, Debug, Default)]
pub struct IrMapping {
    values: HashMap<Value, Value>,
    blocks: HashMap<BlockId, BlockId>,
    ops: HashMap<OpId, OpId>,
}

impl IrMapping {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn map_value(&mut self, from: Value, to: Value) {
        self.values.insert(from, to);
    }

    pub fn map_block(&mut self, from: BlockId, to: BlockId) {
        self.blocks.insert(from, to);
    }

    pub fn map_op(&mut self, from: OpId, to: OpId) {
        self.ops.insert(from, to);
    }

    pub fn lookup_value(&self, v: Value) -> Option<Value> {
        self.values.get(&v).copied()
    }

    /// The value `v` maps to, or `v` itself.
    pub fn lookup_value_or_default(&self, v: Value) -> Value {
        self.lookup_value(v).unwrap_or(v)
    }

    pub fn lookup_block(&self, b: BlockId) -> Option<BlockId> {
        self.blocks.get(&b).copied()
    }

    pub fn lookup_block_or_default(&self, b: BlockId) -> BlockId {
        self.lookup_block(b).unwrap_or(b)
    }

    pub fn lookup_op(&self, o: OpId) -> Option<OpId> {
        self.ops.get(&o).copied()
    }

    pub fn contains_value(&self, v: Value) -> bool {
        self.values.contains_key(&v)
    }

    pub fn clear(&mut self) {
        self.values.clear();
        self.blocks.clear();
        self.ops.clear();
    }
}

/// Per copy in progress: the op pairs to fix up and reused scratch lists.
#[derive(Default)]
struct Copier {
    pairs: Vec<(OpId, OpId)>,
    /// Regions still to copy: (original, copy, copy's block to insert before).
    regions: Vec<(RegionId, RegionId, Option<BlockId>)>,
    operands: Vec<Value>,
    successors: Vec<BlockId>,
    attrs: Vec<crate::attrs::NamedAttr>,
    types: Vec<crate::types::Type>,
}

impl Copier {
    /// Creates the copy of `op` (with empty regions, queued for copying).
    fn copy_op(&mut self, ir: &mut Ir, op: OpId, map: &mut IrMapping) -> OpId {
        self.operands.clear();
        self.operands
            .extend(ir.operands(op).map(|v| map.lookup_value_or_default(v)));
        self.successors.clear();
        self.successors.extend(
            ir.successors(op)
                .iter()
                .map(|&b| map.lookup_block_or_default(b)),
        );
        self.attrs.clear();
        self.attrs.extend_from_slice(ir.attrs(op));
        self.types.clear();
        self.types.extend(ir.results(op).map(|r| ir.value_type(r)));
        let regions: smallvec::SmallVec<[RegionId; 4]> = (0..ir.regions(op).len())
            .map(|_| ir.create_region())
            .collect();
        let data = ir.op(op);
        let copy = ir.create_op(NewOp {
            name: data.name,
            loc: data.loc,
            operands: &self.operands,
            result_types: &self.types,
            attrs: &self.attrs,
            props: data.props,
            successors: &self.successors,
            regions: &regions,
        });
        map.map_op(op, copy);
        for (r, c) in ir.results(op).zip(ir.results(copy)) {
            map.map_value(r, c);
        }
        for (i, &r) in ir.regions(op).iter().enumerate() {
            self.regions.push((r, regions[i], None));
        }
        self.pairs.push((op, copy));
        copy
    }

    /// Copies the queued regions (and the regions of what they hold), then
    /// fixes operands and successors that were mapped late.
    fn run(&mut self, ir: &mut Ir, map: &mut IrMapping) {
        while let Some((src, dest, before)) = self.regions.pop() {
            let blocks: Vec<BlockId> = ir.region_blocks(src).collect();
            for &b in &blocks {
                let nb = ir.create_block(&[]);
                for i in 0..ir.block_args(b).len() {
                    let a = ir.block_args(b)[i];
                    if !map.contains_value(a) {
                        let c = ir.add_block_arg(nb, ir.value_type(a), ir.arg_loc(a));
                        map.map_value(a, c);
                    }
                }
                map.map_block(b, nb);
                match before {
                    Some(x) => ir
                        .move_block_before(nb, x)
                        .expect("a copied block is detached"),
                    None => ir.append_block(dest, nb),
                }
            }
            let first_new = self.regions.len();
            for &b in &blocks {
                let nb = map.lookup_block(b).expect("just mapped");
                let mut cur = ir.first_op(b);
                while let Some(o) = cur {
                    let c = self.copy_op(ir, o, map);
                    ir.append_op(nb, c);
                    cur = ir.next_op(o);
                }
            }
            // The nested regions are copied in program order (which only
            // decides where the copies sit in the arenas).
            self.regions[first_new..].reverse();
        }
        for &(src, copy) in &self.pairs {
            for i in 0..ir.num_operands(src) {
                let v = map.lookup_value_or_default(ir.operand(src, i));
                if ir.operand(copy, i) != v {
                    ir.set_operand(copy, i, v);
                }
            }
            for i in 0..ir.num_successors(src) {
                let b = map.lookup_block_or_default(ir.successors(src)[i]);
                if ir.successors(copy)[i] != b {
                    ir.set_successor(copy, i, b);
                }
            }
        }
    }
}

impl Ir {
    /// A detached deep copy of `op` with everything nested in it. Operands
    /// and successors are translated through `map` where it knows them
    /// (else kept); results, nested blocks, their arguments and the nested
    /// ops are recorded in `map`.
    pub fn clone_op(&mut self, op: OpId, map: &mut IrMapping) -> OpId {
        let mut c = Copier::default();
        let copy = c.copy_op(self, op, map);
        c.regions.reverse();
        c.run(self, map);
        copy
    }

    /// Copies the blocks of `src` into `dest`, before `before` (at the end
    /// when `None`), recording them in `map`. Arguments of `src`'s blocks
    /// that `map` already maps are not copied (their uses take the mapped
    /// values). Refused when `dest` is `src` or nested in it, or `before`
    /// is not a block of `dest`.
    pub fn clone_region_into(
        &mut self,
        src: RegionId,
        dest: RegionId,
        before: Option<BlockId>,
        map: &mut IrMapping,
    ) -> Result<(), IrError> {
        let mut r = Some(dest);
        while let Some(x) = r {
            if x == src {
                return Err(IrError::Invalid(
                    "a region cannot be copied into itself or a region nested in it",
                ));
            }
            r = self
                .region_parent_op(x)
                .and_then(|op| self.parent_region(op));
        }
        if before.is_some_and(|b| self.block_parent(b) != Some(dest)) {
            return Err(IrError::Invalid(
                "the insertion block is not in the destination region",
            ));
        }
        let mut c = Copier::default();
        c.regions.push((src, dest, before));
        c.run(self, map);
        Ok(())
    }
}
