//! `sccp`: MLIR's sparse conditional constant propagation. The analysis
//! ([`crate::dataflow`]) proves which values are constants along the paths
//! that may execute; then every such value is replaced by a constant, and
//! an op whose results were all replaced is erased if it would be dead.
//! Blocks the analysis proved dead stay (a later `canonicalize` erases
//! them), as in MLIR.
//!
//! The rewrite follows MLIR's order, which decides where constants land: a
//! stack of blocks (a region's blocks pushed last to first), each block's
//! ops in order, then its arguments; the regions of an op that stays are
//! pushed when the op is passed. Constants are made as MLIR's
//! `OperationFolder::getOrCreateConstant` makes them: through the dialect of
//! the op whose fold gave the value, at the front of the entry block of the
//! nearest region isolated from above, with an unknown location, one per
//! (op, value, type) in that region. The table starts empty: constants of
//! the input are replaced by new ones like any other value.

use hashbrown::HashMap;
use sigil_ir::{Attr, BlockId, Context, Ir, LocRef, NewOp, RegionId, Type, Value};

use crate::dataflow::{self, Lattice, Solution};
use crate::fold::{self, ConstValue};
use crate::pass::{Pass, PassFailed, Target};

/// The `sccp` pass.
pub struct Sccp;

impl Pass for Sccp {
    fn argument(&self) -> &str {
        "sccp"
    }

    fn name(&self) -> &str {
        "SCCP"
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        let solution = dataflow::solve(t.ctx, &mut t.module.ir, t.op);
        let regions = t.module.ir.regions(t.op).to_vec();
        Rewrite {
            ctx: t.ctx,
            ir: &mut t.module.ir,
            solution: &solution,
            constants: HashMap::new(),
        }
        .run(&regions);
        Ok(())
    }
}

/// Where constants are uniqued: op name, value, type.
type Key = (Attr, Option<Attr>, Type);

struct Rewrite<'a> {
    ctx: &'a mut Context,
    ir: &'a mut Ir,
    solution: &'a Solution,
    constants: HashMap<RegionId, HashMap<Key, Value>>,
}

impl Rewrite<'_> {
    fn run(&mut self, regions: &[RegionId]) {
        let mut worklist: Vec<BlockId> = Vec::new();
        push_regions(self.ir, regions, &mut worklist);
        while let Some(block) = worklist.pop() {
            let mut next = self.ir.first_op(block);
            while let Some(op) = next {
                next = self.ir.next_op(op);
                let results: Vec<Value> = self.ir.results(op).collect();
                let mut replaced_all = !results.is_empty();
                for r in results {
                    replaced_all &= self.replace_with_constant(r, block);
                }
                if replaced_all && crate::effects::would_be_trivially_dead(self.ctx, self.ir, op) {
                    self.ir
                        .erase_op(op)
                        .expect("every result of the op was replaced");
                    continue;
                }
                let regions = self.ir.regions(op).to_vec();
                push_regions(self.ir, &regions, &mut worklist);
            }
            let args = self.ir.block_args(block).to_vec();
            for a in args {
                self.replace_with_constant(a, block);
            }
        }
    }

    /// Replaces the uses of `v` by the constant the analysis proved it is;
    /// `false` if it is not one or its dialect cannot materialize it.
    fn replace_with_constant(&mut self, v: Value, block: BlockId) -> bool {
        let Lattice::Const { value, op } = self.solution.lattice(v) else {
            return false;
        };
        let ty = self.ir.value_type(v);
        let Some((name, props)) = self.materialize(value, op, ty) else {
            return false;
        };
        let region = crate::rewrite::folder::insertion_region(self.ctx, self.ir, block);
        let key: Key = (name, value.key(), ty);
        let constant = match self.constants.get(&region).and_then(|m| m.get(&key)) {
            Some(&c) => c,
            None => {
                let c = self.create_constant(region, name, props, ty);
                self.constants.entry(region).or_default().insert(key, c);
                c
            }
        };
        self.ir.replace_all_uses(v, constant);
        true
    }

    /// The constant op (name, properties) for `value` of type `ty`, made by
    /// the dialect of `op` (an op name).
    fn materialize(
        &mut self,
        value: ConstValue,
        op: Attr,
        ty: Type,
    ) -> Option<(Attr, Option<Attr>)> {
        match value {
            ConstValue::Attr(a) => {
                let dialect = self.ctx.str_bytes(op).to_vec();
                let (name, props) = fold::materialize(self.ctx, &dialect, a, ty)?;
                Some((self.ctx.string_attr(name.as_bytes()), Some(props)))
            }
            // A constant known by its op: the `llvm` dialect makes its
            // zero, poison, undefined value and global addresses again;
            // other such constants (`llvm.blockaddress`, ...) stay.
            ConstValue::Other(props) => {
                let again = matches!(
                    self.ctx.str_bytes(op),
                    b"llvm.mlir.zero"
                        | b"llvm.mlir.poison"
                        | b"llvm.mlir.undef"
                        | b"llvm.mlir.addressof"
                );
                again.then_some((op, props))
            }
        }
    }

    fn create_constant(
        &mut self,
        region: RegionId,
        name: Attr,
        props: Option<Attr>,
        ty: Type,
    ) -> Value {
        let loc = LocRef::attr(self.ctx.unknown_loc());
        let c = self.ir.create_op(NewOp {
            name,
            loc,
            operands: &[],
            result_types: &[ty],
            attrs: &[],
            props,
            successors: &[],
            regions: &[],
        });
        let entry = self
            .ir
            .entry_block(region)
            .expect("an insertion region holds the block being rewritten");
        match self.ir.first_op(entry) {
            Some(front) => self.ir.insert_op_before(front, c),
            None => self.ir.append_op(entry, c),
        }
        self.ir.result(c, 0)
    }
}

/// Pushes the blocks of `regions`, each region's last to first, so that
/// they pop in order.
fn push_regions(ir: &Ir, regions: &[RegionId], worklist: &mut Vec<BlockId>) {
    for &r in regions {
        let blocks: Vec<BlockId> = ir.region_blocks(r).collect();
        worklist.extend(blocks.into_iter().rev());
    }
}
