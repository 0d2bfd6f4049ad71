//! `convert-linalg-to-loops`, `convert-linalg-to-affine-loops` and
//! `convert-linalg-to-parallel-loops`: MLIR's
//! `LinalgRewritePattern` (`Loops.cpp`) on the greedy driver, which also
//! folds every op and simplifies regions at the `aggressive` level, as
//! `applyPatternsGreedily` does. A structured `linalg` op on buffers (no
//! tensor operand) becomes a nest of loops, one per loop of the op, from 0
//! to the size of the first operand dimension its indexing maps give that
//! loop, step 1; in the innermost body each input is loaded (scalars are
//! used as they are), each output loaded, the payload copied, and the
//! yielded values stored to the outputs. Indices that are not plain loop
//! variables are `affine.apply` ops of the map result (made canonical:
//! only the loop variables it uses, as `canonicalizeMapAndOperands`
//! leaves them); the driver folds the others away. `linalg.index` becomes
//! the loop variable.
//!
//! The order ops are created in and told to the driver is MLIR's, because
//! it decides where the driver hoists and uniques constants: the dimension
//! sizes (a constant index and a `memref.dim` per dynamic dimension of each
//! operand), the bounds and steps (new constants for each loop), then the
//! loops outer to inner. `scf.for` loops are built with empty bodies and
//! inserted one by one (each enqueued), the outer loops' `scf.yield`s
//! follow, then the body and the innermost yield. `affine.for` loops are
//! built with their bodies before they are inserted (MLIR's
//! `buildAffineLoopNest`), and so is an `scf.parallel` (one per run of
//! parallel loops, reductions as `scf.for` inside, MLIR's
//! `generateParallelLoopNest`): the driver hears only of the loop, since an
//! op not yet in the function is outside its scope, and first sees the body
//! in its next iteration.

use sigil_affine::{AffineExpr, AffineMap, ExprArena};
use sigil_ir::attrs::AttrData;
use sigil_ir::dialects::linalg::info::{structured_info, StructuredInfo};
use sigil_ir::{Attr, BlockId, LocRef, NamedAttr, NewOp, OpId, Type, TypeData, Value};

use crate::fold::values::{make_ints, mask, Lanes};
use crate::pass::{Pass, PassFailed, Target};
use crate::rewrite::greedy::PatternSet;
use crate::rewrite::{
    apply_patterns_greedily, GreedyConfig, RegionSimplify, RewritePattern, Rewriter,
};

/// Which loops the ops become.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LoopKind {
    Scf,
    Affine,
    Parallel,
}

/// The `convert-linalg-to-loops` (`Scf`) and `convert-linalg-to-affine-loops`
/// (`Affine`) passes.
pub struct LinalgToLoops(pub LoopKind);

impl Pass for LinalgToLoops {
    fn argument(&self) -> &str {
        match self.0 {
            LoopKind::Scf => "convert-linalg-to-loops",
            LoopKind::Affine => "convert-linalg-to-affine-loops",
            LoopKind::Parallel => "convert-linalg-to-parallel-loops",
        }
    }

    fn name(&self) -> &str {
        match self.0 {
            LoopKind::Scf => "ConvertLinalgToLoopsPass",
            LoopKind::Affine => "ConvertLinalgToAffineLoopsPass",
            LoopKind::Parallel => "ConvertLinalgToParallelLoopsPass",
        }
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        sigil_ir::printer::materialize_locations_under(t.ctx, t.module, t.op);
        // MLIR adds `memref.dim`'s, `tensor.dim`'s and `affine.apply`'s
        // canonicalization patterns; sigil has `memref.dim`'s.
        let patterns = PatternSet::new(vec![
            Box::new(LowerToLoops(self.0)),
            Box::new(crate::patterns::memref::DimOfMemRefReshape),
        ]);
        // `applyPatternsGreedily`'s defaults: bottom-up seeding, aggressive
        // region simplification.
        let config = GreedyConfig {
            top_down: false,
            region_simplify: RegionSimplify::Aggressive,
            ..GreedyConfig::default()
        };
        apply_patterns_greedily(t.ctx, &mut t.module.ir, t.op, &patterns, &config);
        Ok(())
    }
}

/// MLIR's `LinalgRewritePattern<LoopType>`.
struct LowerToLoops(LoopKind);

impl RewritePattern for LowerToLoops {
    fn root(&self) -> Option<&'static str> {
        None
    }

    fn label(&self) -> &'static str {
        "LinalgRewritePattern"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let Some(info) = structured_info(rw.ctx, rw.ir(), op) else {
            return false;
        };
        // `hasPureBufferSemantics`: no tensor operand.
        let ir = rw.ir();
        let buffers = ir.operands(op).all(|v| {
            !matches!(
                rw.ctx.type_data(ir.value_type(v)),
                TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
            )
        });
        if !buffers || ir.regions(op).len() != 1 {
            return false;
        }
        let Some(body) = ir.entry_block(info.body) else {
            return false;
        };
        if ir.region_blocks(info.body).count() != 1 {
            return false;
        }
        if !loop_sizes_available(&info) {
            return false;
        }
        let loc = ir.op(op).loc;
        Lowering {
            rw,
            op,
            kind: self.0,
            loc,
        }
        .run(&info, body);
        true
    }
}

/// Whether every loop has an operand dimension giving its size (the maps
/// of a valid op always do).
fn loop_sizes_available(info: &StructuredInfo) -> bool {
    let loops = info.iterators.len();
    let mut found = vec![false; loops];
    for m in &info.maps {
        for k in 0..m.num_results() {
            if let AffineExpr::Dim(d) = m.result(k) {
                if let Some(f) = found.get_mut(d as usize) {
                    *f = true;
                }
            }
        }
    }
    found.iter().all(|&f| f)
}

/// A size of a loop: a constant or a value.
#[derive(Clone, Copy)]
enum Size {
    Const(i64),
    Value(Value),
}

struct Lowering<'r, 'a> {
    rw: &'r mut Rewriter<'a>,
    op: OpId,
    kind: LoopKind,
    loc: LocRef,
}

/// Where new ops go.
#[derive(Clone, Copy)]
enum At {
    Before(OpId),
    End(BlockId),
}

impl Lowering<'_, '_> {
    fn run(mut self, info: &StructuredInfo, body: BlockId) {
        let operands: Vec<Value> = self.rw.ir().operands(self.op).collect();
        let before = At::Before(self.op);
        // createLoopRanges: every dimension of every shaped operand.
        let mut view_sizes = Vec::new();
        for &v in &operands {
            let ty = self.rw.ir().value_type(v);
            let shape: Vec<i64> = match self.rw.ctx.type_data(ty) {
                TypeData::MemRef { .. } => {
                    self.rw.ctx.type_data(ty).shape().unwrap_or(&[]).to_vec()
                }
                _ => Vec::new(),
            };
            for (d, &s) in shape.iter().enumerate() {
                if s == sigil_ir::types::DYNAMIC {
                    view_sizes.push(Size::Value(self.dim(before, v, d as i64)));
                } else {
                    view_sizes.push(Size::Const(s));
                }
            }
        }
        let loops = info.iterators.len();
        let mut sizes: Vec<Option<Size>> = vec![None; loops];
        let mut idx = 0;
        for m in &info.maps {
            for k in 0..m.num_results() {
                if let AffineExpr::Dim(d) = m.result(k) {
                    if let Some(slot) = sizes.get_mut(d as usize) {
                        if slot.is_none() {
                            *slot = view_sizes.get(idx).copied();
                        }
                    }
                }
                idx += 1;
            }
        }
        // unpackRanges: a new constant for every bound and step.
        let mut bounds = Vec::new();
        for s in &sizes {
            let lb = self.index_const(before, 0);
            let ub = match s.expect("every loop has a size") {
                Size::Value(v) => v,
                Size::Const(c) => self.index_const(before, c),
            };
            let step = self.index_const(before, 1);
            bounds.push((lb, ub, step));
        }
        match self.kind {
            LoopKind::Scf => self.scf_nest(info, body, &bounds, &operands),
            LoopKind::Affine => self.affine_nest(info, body, &bounds, &operands),
            LoopKind::Parallel => {
                let mut ivs = Vec::new();
                let at = At::Before(self.op);
                let cloned = self.parallel_group(at, 0, info, body, &bounds, &operands, &mut ivs);
                self.replace_index_ops(&cloned, &ivs);
            }
        }
        self.rw.erase_op(self.op);
    }

    /// Creates `name` at `at` and tells the driver (when `notify`).
    #[allow(clippy::too_many_arguments)]
    fn create(
        &mut self,
        at: At,
        name: &str,
        operands: &[Value],
        results: &[Type],
        props: Option<Attr>,
        regions: &[sigil_ir::RegionId],
        notify: bool,
    ) -> OpId {
        let name = self.rw.ctx.string_attr(name.as_bytes());
        let ir = self.rw.ir_mut();
        let op = ir.create_op(NewOp {
            name,
            loc: self.loc,
            operands,
            result_types: results,
            attrs: &[],
            props,
            successors: &[],
            regions,
        });
        match at {
            At::Before(b) => ir.insert_op_before(b, op),
            At::End(block) => ir.append_op(block, op),
        }
        if notify {
            self.rw.enqueue(op);
        }
        op
    }

    fn props(&mut self, entries: &[(&str, Attr)]) -> Attr {
        let entries: Vec<NamedAttr> = entries
            .iter()
            .map(|&(n, value)| NamedAttr {
                name: self.rw.ctx.string_attr(n.as_bytes()),
                value,
            })
            .collect();
        self.rw
            .ctx
            .dict_attr(entries)
            .expect("distinct property names")
    }

    fn index_attr(&mut self, v: i64) -> Attr {
        let ty = self.rw.ctx.index_type();
        make_ints(
            self.rw.ctx,
            ty,
            64,
            Lanes::Scalar(v as i128 as u128 & mask(64)),
        )
    }

    /// `arith::ConstantIndexOp::create`.
    fn index_const(&mut self, at: At, v: i64) -> Value {
        self.index_const_notify(at, v, true)
    }

    fn index_const_notify(&mut self, at: At, v: i64, notify: bool) -> Value {
        let value = self.index_attr(v);
        let props = self.props(&[("value", value)]);
        let ty = self.rw.ctx.index_type();
        let c = self.create(at, "arith.constant", &[], &[ty], Some(props), &[], notify);
        self.rw.ir().result(c, 0)
    }

    /// `createOrFold<memref::DimOp>(source, dim)`: the index constant, then
    /// the `dim` unless it folds to a value.
    fn dim(&mut self, at: At, source: Value, d: i64) -> Value {
        let idx = self.index_const(at, d);
        let ty = self.rw.ctx.index_type();
        let op = self.create(at, "memref.dim", &[source, idx], &[ty], None, &[], false);
        let (ctx, ir) = self.rw.parts();
        if let Some(crate::fold::Folded::Results(r)) = crate::fold::fold_op(ctx, ir, op) {
            if let [crate::fold::FoldResult::Value(v)] = r.as_slice() {
                let v = *v;
                self.rw
                    .ir_mut()
                    .erase_op(op)
                    .expect("a dim op just created has no uses");
                return v;
            }
        }
        self.rw.enqueue(op);
        self.rw.ir().result(op, 0)
    }

    /// A detached one-block region whose block has an `index` argument.
    fn loop_region(&mut self) -> (sigil_ir::RegionId, BlockId, Value) {
        let ty = self.rw.ctx.index_type();
        let ir = self.rw.ir_mut();
        let region = ir.create_region();
        let block = ir.create_block(&[(ty, self.loc)]);
        ir.append_block(region, block);
        let iv = ir.block_args(block)[0];
        (region, block, iv)
    }

    fn scf_nest(
        &mut self,
        info: &StructuredInfo,
        body: BlockId,
        bounds: &[(Value, Value, Value)],
        operands: &[Value],
    ) {
        let mut at = At::Before(self.op);
        let mut blocks = Vec::new();
        let mut ivs = Vec::new();
        for &(lb, ub, step) in bounds {
            let (region, block, iv) = self.loop_region();
            self.create(at, "scf.for", &[lb, ub, step], &[], None, &[region], true);
            at = At::End(block);
            blocks.push(block);
            ivs.push(iv);
        }
        for &b in blocks.iter().take(blocks.len().saturating_sub(1)) {
            self.create(At::End(b), "scf.yield", &[], &[], None, &[], true);
        }
        let inner = blocks.last().copied();
        let cloned = self.scalar_body(
            info,
            body,
            at,
            &ivs,
            operands,
            true,
            "memref.load",
            "memref.store",
        );
        if let Some(b) = inner {
            self.create(At::End(b), "scf.yield", &[], &[], None, &[], true);
            self.replace_index_ops(&cloned, &ivs);
        }
    }

    fn affine_nest(
        &mut self,
        info: &StructuredInfo,
        body: BlockId,
        bounds: &[(Value, Value, Value)],
        operands: &[Value],
    ) {
        if bounds.is_empty() {
            let at = At::Before(self.op);
            self.scalar_body(
                info,
                body,
                at,
                &[],
                operands,
                true,
                "affine.load",
                "affine.store",
            );
            return;
        }
        // Build the whole nest detached: each loop is inserted (and told to
        // the driver) only once its body is built.
        let mut ivs = Vec::new();
        let mut loops = Vec::new();
        let mut blocks = Vec::new();
        for &(lb, ub, step) in bounds {
            let (region, block, iv) = self.loop_region();
            let step = const_of(self.rw, step).unwrap_or(1);
            let props = self.affine_for_props(lb, ub, step);
            let (opnds, props) = props;
            // Not inserted yet: created detached.
            let name = self.rw.ctx.string_attr(b"affine.for");
            let op = self.rw.ir_mut().create_op(NewOp {
                name,
                loc: self.loc,
                operands: &opnds,
                result_types: &[],
                attrs: &[],
                props: Some(props),
                successors: &[],
                regions: &[region],
            });
            loops.push(op);
            blocks.push(block);
            ivs.push(iv);
        }
        let inner = *blocks.last().expect("at least one loop");
        let cloned = self.scalar_body(
            info,
            body,
            At::End(inner),
            &ivs,
            operands,
            false,
            "affine.load",
            "affine.store",
        );
        for &b in &blocks {
            self.create(At::End(b), "affine.yield", &[], &[], None, &[], false);
        }
        // Nest: loop i+1 at the start of loop i's body (before its yield).
        for i in (1..loops.len()).rev() {
            let yield_op = self
                .rw
                .ir()
                .first_op(blocks[i - 1])
                .expect("the yield of an outer loop");
            self.rw.ir_mut().insert_op_before(yield_op, loops[i]);
        }
        self.rw.ir_mut().insert_op_before(self.op, loops[0]);
        for &l in &loops {
            self.rw.enqueue(l);
        }
        self.replace_index_ops(&cloned, &ivs);
    }

    /// MLIR's `generateParallelLoopNest` from loop `start` on: the leading
    /// parallel loops become one `scf.parallel` (its body built before it is
    /// inserted, so the driver only hears of the op itself), a reduction
    /// loop an `scf.for` (inserted first, then filled); returns the copies
    /// of the payload's ops.
    #[allow(clippy::too_many_arguments)]
    fn parallel_group(
        &mut self,
        at: At,
        start: usize,
        info: &StructuredInfo,
        body: BlockId,
        bounds: &[(Value, Value, Value)],
        operands: &[Value],
        ivs: &mut Vec<Value>,
    ) -> Vec<OpId> {
        use sigil_ir::dialects::linalg::info::IteratorKind;
        let n = info.iterators.len();
        if start == n {
            return self.scalar_body(
                info,
                body,
                at,
                ivs,
                operands,
                true,
                "memref.load",
                "memref.store",
            );
        }
        if info.iterators[start] == IteratorKind::Reduction {
            let (region, block, iv) = self.loop_region();
            let (lb, ub, step) = bounds[start];
            self.create(at, "scf.for", &[lb, ub, step], &[], None, &[region], true);
            ivs.push(iv);
            let cloned =
                self.parallel_group(At::End(block), start + 1, info, body, bounds, operands, ivs);
            self.create(At::End(block), "scf.yield", &[], &[], None, &[], true);
            return cloned;
        }
        let end = (start..n)
            .find(|&i| info.iterators[i] == IteratorKind::Reduction)
            .unwrap_or(n);
        let count = end - start;
        let ty = self.rw.ctx.index_type();
        let ir = self.rw.ir_mut();
        let region = ir.create_region();
        let args: Vec<(Type, LocRef)> = (0..count).map(|_| (ty, self.loc)).collect();
        let block = ir.create_block(&args);
        ir.append_block(region, block);
        ivs.extend(ir.block_args(block).iter().copied());
        let mut opnds: Vec<Value> = bounds[start..end].iter().map(|b| b.0).collect();
        opnds.extend(bounds[start..end].iter().map(|b| b.1));
        opnds.extend(bounds[start..end].iter().map(|b| b.2));
        let elem = self.rw.ctx.i(32);
        let c = count as i32;
        let data: Vec<u8> = [c, c, c, 0].iter().flat_map(|x| x.to_le_bytes()).collect();
        let segments = self.rw.ctx.intern_attr(AttrData::DenseArray {
            elem,
            len: 4,
            data: data.into_boxed_slice(),
        });
        let props = self.props(&[("operandSegmentSizes", segments)]);
        let name = self.rw.ctx.string_attr(b"scf.parallel");
        let op = self.rw.ir_mut().create_op(NewOp {
            name,
            loc: self.loc,
            operands: &opnds,
            result_types: &[],
            attrs: &[],
            props: Some(props),
            successors: &[],
            regions: &[region],
        });
        let cloned = self.parallel_group(At::End(block), end, info, body, bounds, operands, ivs);
        self.create(At::End(block), "scf.reduce", &[], &[], None, &[], true);
        match at {
            At::Before(b) => self.rw.ir_mut().insert_op_before(b, op),
            At::End(b) => self.rw.ir_mut().append_op(b, op),
        }
        self.rw.enqueue(op);
        cloned
    }

    /// The operands and properties of an `affine.for` from `lb` to `ub`, as
    /// the driver leaves them once the loop is folded (MLIR builds it with
    /// identity maps of the values, then its fold puts constant bounds in
    /// the maps and makes an operand that is a valid symbol a symbol).
    fn affine_for_props(&mut self, lb: Value, ub: Value, step: i64) -> (Vec<Value>, Attr) {
        let step_attr = self.index_attr(step);
        let (lm, lo) = self.bound(lb);
        let (um, uo) = self.bound(ub);
        let elem = self.rw.ctx.i(32);
        let data: Vec<u8> = [lo.len() as i32, uo.len() as i32, 0]
            .iter()
            .flat_map(|x| x.to_le_bytes())
            .collect();
        let segments = self.rw.ctx.intern_attr(AttrData::DenseArray {
            elem,
            len: 3,
            data: data.into_boxed_slice(),
        });
        let props = self.props(&[
            ("lowerBoundMap", lm),
            ("operandSegmentSizes", segments),
            ("step", step_attr),
            ("upperBoundMap", um),
        ]);
        let mut operands = lo;
        operands.extend(uo);
        (operands, props)
    }

    /// One bound: a constant, a symbol, or a dimension.
    fn bound(&mut self, v: Value) -> (Attr, Vec<Value>) {
        if let Some(c) = const_of(self.rw, v) {
            return (self.map_attr(AffineMap::constant_map(c)), Vec::new());
        }
        let mut arena = ExprArena::new();
        let map = if self.is_top_level(v) {
            let s = arena.symbol(0);
            AffineMap::new(0, 1, &arena, &[s])
        } else {
            AffineMap::multi_dim_identity(1)
        };
        (self.map_attr(map), vec![v])
    }

    /// Whether `v` is defined at the top level of an affine scope (a
    /// function body), which makes it a valid affine symbol.
    fn is_top_level(&self, v: Value) -> bool {
        let ir = self.rw.ir();
        let Some(block) = ir.value_block(v) else {
            return false;
        };
        let Some(op) = ir.block_parent_op(block) else {
            return false;
        };
        matches!(
            self.rw.ctx.str_bytes(ir.op(op).name),
            b"builtin.module" | b"func.func" | b"gpu.func" | b"gpu.launch" | b"llvm.func"
        )
    }

    fn map_attr(&mut self, m: AffineMap) -> Attr {
        self.rw.ctx.intern_attr(AttrData::AffineMap(Box::new(m)))
    }

    /// `emitScalarImplementation`: loads, the payload, stores. Returns the
    /// copies of the payload's top-level ops.
    #[allow(clippy::too_many_arguments)]
    fn scalar_body(
        &mut self,
        info: &StructuredInfo,
        body: BlockId,
        at: At,
        ivs: &[Value],
        operands: &[Value],
        notify: bool,
        load: &str,
        store: &str,
    ) -> Vec<OpId> {
        let mut indexed = Vec::new();
        for (i, &v) in operands[..info.inputs].iter().enumerate() {
            if !self.is_shaped(v) {
                indexed.push(v);
                continue;
            }
            let idx = self.applies(at, &info.maps[i], ivs, notify);
            indexed.push(self.load(at, load, v, &idx, notify));
        }
        let outputs = &operands[info.inputs..info.inputs + info.outputs];
        for (k, &v) in outputs.iter().enumerate() {
            let idx = self.applies(at, &info.maps[info.inputs + k], ivs, notify);
            indexed.push(self.load(at, load, v, &idx, notify));
        }
        let mut store_indices = Vec::new();
        for (k, &v) in outputs.iter().enumerate() {
            if !self.is_memref(v) {
                continue;
            }
            let idx = self.applies(at, &info.maps[info.inputs + k], ivs, notify);
            store_indices.push((v, idx));
        }
        let mut map = sigil_ir::clone::IrMapping::new();
        let args: Vec<Value> = self.rw.ir().block_args(body).to_vec();
        for (&a, &v) in args.iter().zip(&indexed) {
            map.map_value(a, v);
        }
        let ops: Vec<OpId> = self.rw.ir().block_ops(body).collect();
        let (term, payload) = ops.split_last().expect("a payload ends with linalg.yield");
        let mut cloned = Vec::new();
        for &o in payload {
            let c = self.rw.ir_mut().clone_op(o, &mut map);
            match at {
                At::Before(b) => self.rw.ir_mut().insert_op_before(b, c),
                At::End(block) => self.rw.ir_mut().append_op(block, c),
            }
            if notify {
                self.rw.enqueue(c);
                let mut nested = Vec::new();
                for &r in self.rw.ir().regions(c) {
                    let _ = self
                        .rw
                        .ir()
                        .walk_ops(r, sigil_ir::walk::WalkOrder::PreOrder, |n| {
                            nested.push(n);
                            sigil_ir::walk::WalkResult::Advance
                        });
                }
                for n in nested {
                    self.rw.enqueue(n);
                }
            }
            cloned.push(c);
        }
        let yielded: Vec<Value> = self.rw.ir().operands(*term).collect();
        for (k, v) in yielded.into_iter().enumerate() {
            let v = map.lookup_value_or_default(v);
            if let Some((buf, idx)) = store_indices.get(k).cloned() {
                let mut opnds = vec![v, buf];
                opnds.extend(idx.iter().copied());
                let props = if store.starts_with("affine.") {
                    let m = self.map_attr(AffineMap::multi_dim_identity(idx.len() as u32));
                    Some(self.props(&[("map", m)]))
                } else {
                    None
                };
                self.create(at, store, &opnds, &[], props, &[], notify);
            }
        }
        cloned
    }

    fn is_shaped(&self, v: Value) -> bool {
        matches!(
            self.rw.ctx.type_data(self.rw.ir().value_type(v)),
            TypeData::MemRef { .. }
                | TypeData::RankedTensor { .. }
                | TypeData::UnrankedTensor { .. }
                | TypeData::UnrankedMemRef { .. }
        )
    }

    fn is_memref(&self, v: Value) -> bool {
        matches!(
            self.rw.ctx.type_data(self.rw.ir().value_type(v)),
            TypeData::MemRef { .. }
        )
    }

    fn load(&mut self, at: At, name: &str, buf: Value, idx: &[Value], notify: bool) -> Value {
        let ty = self.rw.ir().value_type(buf);
        let elem = match self.rw.ctx.type_data(ty) {
            TypeData::MemRef { elem, .. } => *elem,
            _ => ty,
        };
        let mut opnds = vec![buf];
        opnds.extend(idx.iter().copied());
        let props = if name.starts_with("affine.") {
            let m = self.map_attr(AffineMap::multi_dim_identity(idx.len() as u32));
            Some(self.props(&[("map", m)]))
        } else {
            None
        };
        let op = self.create(at, name, &opnds, &[elem], props, &[], notify);
        self.rw.ir().result(op, 0)
    }

    /// `makeCanonicalAffineApplies`: one `affine.apply` per result of `map`,
    /// on the loop variables it uses (in order).
    fn applies(&mut self, at: At, map: &AffineMap, ivs: &[Value], notify: bool) -> Vec<Value> {
        if map.num_dims() == 0 && map.num_symbols() == 0 && map.num_results() == 0 {
            return Vec::new();
        }
        let mut out = Vec::new();
        for k in 0..map.num_results() {
            let mut arena = ExprArena::new();
            let results = map.import_into(&mut arena);
            let single = AffineMap::new(map.num_dims(), 0, &arena, &[results[k]]);
            let used: Vec<u32> = (0..map.num_dims())
                .filter(|&d| single.is_function_of_dim(d))
                .collect();
            let mut dims = Vec::new();
            let mut next = 0u32;
            for d in 0..map.num_dims() {
                if used.contains(&d) {
                    dims.push(arena.dim(next));
                    next += 1;
                } else {
                    dims.push(arena.dim(d));
                }
            }
            let e = arena.replace_dims_and_symbols(results[k], &dims, &[]);
            let new_map = AffineMap::new(used.len() as u32, 0, &arena, &[e]);
            let opnds: Vec<Value> = used
                .iter()
                .filter_map(|&d| ivs.get(d as usize).copied())
                .collect();
            let m = self.map_attr(new_map);
            let props = self.props(&[("map", m)]);
            let ty = self.rw.ctx.index_type();
            let op = self.create(at, "affine.apply", &opnds, &[ty], Some(props), &[], notify);
            out.push(self.rw.ir().result(op, 0));
        }
        out
    }

    /// `replaceIndexOpsByInductionVariables`: the copied `linalg.index` ops
    /// (top level of the innermost body) become the loop variables.
    fn replace_index_ops(&mut self, cloned: &[OpId], ivs: &[Value]) {
        for &c in cloned {
            if self.rw.ir().is_op_erased(c)
                || self.rw.ctx.str_bytes(self.rw.ir().op(c).name) != b"linalg.index"
            {
                continue;
            }
            let dim = crate::fold::prop(self.rw.ctx, self.rw.ir(), c, b"dim")
                .and_then(|a| crate::fold::values::ints(self.rw.ctx, a))
                .and_then(|i| match i.lanes {
                    Lanes::Scalar(v) => Some(v as usize),
                    _ => None,
                });
            if let Some(&iv) = dim.and_then(|d| ivs.get(d)) {
                self.rw.replace_op(c, &[iv]);
            }
        }
    }
}

/// The constant index `v` is, if its defining op is a constant.
fn const_of(rw: &Rewriter<'_>, v: Value) -> Option<i64> {
    let c = crate::fold::value_constant(rw.ctx, rw.ir(), v)?.attr()?;
    let i = crate::fold::values::ints(rw.ctx, c)?;
    match i.lanes {
        Lanes::Scalar(x) => Some(crate::fold::values::sext(x, i.width) as i64),
        _ => None,
    }
}
