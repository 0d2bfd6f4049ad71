//! The verifiers of `iree_linalg_ext`'s ops, after IREE's `LinalgExtOps.cpp`
//! and `LinalgExtInterfaces.cpp`, with `iree-opt` 3.13's messages, and the
//! interface checks around them in MLIR's order (`V::run`): IREE's
//! `LinalgExtOp` interface (pure tensor or pure buffer operands; not
//! `map_store`) before the op's `verify`, and once the ops of the body are
//! verified, the implicit terminator, `DestinationStyleOpInterface` (tensor
//! inits tie to results of their type; a region trait) and the op's
//! `verifyRegions` (`map_store`, `topk_v2`, `arg_compare`).
//!
//! Here: the shared pieces, `index`, `scatter`/`gather`, `map_load`/
//! `map_store`, `sort`, `fft`, `scan`, `topk`, `topk_v2` and `arg_compare`;
//! `attention.rs` has the ops with indexing maps (`attention`,
//! `online_attention`, `exp_reduction`, `custom_op`), `conv.rs` `im2col`
//! and the Winograd transforms.
//!
//! IREE's checks take unsigned (`uint64_t`) readings of `I64Attr`
//! dimensions and `size_t` ranks in places; where that changes a verdict
//! (a negative dimension, an index depth past the rank) the arithmetic
//! here is the same. Where IREE's C++ reads out of bounds or casts blindly
//! (a region without a block, a terminator that is not
//! `iree_linalg_ext.yield`, fewer indexing maps than operands), sigil skips
//! the check and leaves the input to the structural checks.

use crate::diag::Diagnostic;
use crate::dialects::structure::{verify_block_ops, OpView, OperandId, PropId};
use crate::dialects::support::{element_type_or_self, quoted};
use crate::ir::{BlockId, OpId};
use crate::ops::iree_linalg_ext::{
    ArgCompareOp, FftOp, GatherOp, IndexOp, MapLoadOp, MapStoreOp, ScanOp, ScatterOp, SortOp,
    TopkOp, TopkV2Op,
};
use crate::types::{Type, TypeData, DYNAMIC};
use crate::verifier::Checker;

pub(super) type R = Result<(), Box<Diagnostic>>;

// ----- shared pieces -----

/// An op under verification: its checker and its declared groups.
pub(super) struct V<'a> {
    pub c: &'a dyn Checker,
    pub op: OpId,
    pub view: OpView<'a>,
}

impl<'a> V<'a> {
    pub fn new(c: &'a dyn Checker, op: OpId) -> Self {
        let (ctx, ir) = (c.ctx(), c.ir());
        // Not `OpView::verified`: the region's terminator is checked after
        // the op's verifier, so the op may still end its body wrongly.
        let def = crate::dialects::lookup(ctx.str_bytes(ir.op(op).name))
            .expect("per-op verifiers run on registered ops");
        V {
            c,
            op,
            view: OpView { ctx, ir, op, def },
        }
    }

    /// `emitOpError(msg)`.
    pub fn err(&self, msg: impl AsRef<str>) -> Box<Diagnostic> {
        self.c.op_error_named(self.op, msg.as_ref())
    }

    /// `emitError(msg)`: no `'name' op` prefix.
    pub fn plain(&self, msg: impl Into<String>) -> Box<Diagnostic> {
        self.c.plain_error(self.op, msg.into())
    }

    /// The type of the (single) operand `id`.
    pub fn ty(&self, id: OperandId) -> Type {
        let v = self.view.operand(id).expect("declared operand");
        self.c.ir().value_type(v)
    }

    /// The type of the optional operand `id`, if present.
    pub fn opt_ty(&self, id: OperandId) -> Option<Type> {
        self.view.operand(id).map(|v| self.c.ir().value_type(v))
    }

    pub fn shape(&self, t: Type) -> &'a [i64] {
        self.c.ctx().type_data(t).shape().unwrap_or(&[])
    }

    pub fn rank(&self, t: Type) -> i64 {
        self.shape(t).len() as i64
    }

    /// `getElementTypeOrSelf`.
    pub fn elem(&self, t: Type) -> Type {
        element_type_or_self(self.c.ctx(), t)
    }

    /// A type as a diagnostic prints it (`'f32'`).
    pub fn q(&self, t: Type) -> String {
        quoted(self.c.ctx(), t)
    }

    /// The `I64Attr` property `id` (0 if absent: the structure requires
    /// it).
    pub fn int(&self, id: PropId) -> i64 {
        self.view.int_prop(id).unwrap_or(0)
    }

    /// The `DenseI64ArrayAttr` property `id`.
    pub fn i64s(&self, id: PropId) -> Vec<i64> {
        self.view
            .prop(id)
            .and_then(|a| crate::dialects::indexing::dense_int_array(self.c.ctx(), a))
            .unwrap_or_default()
    }

    /// The entry block of the op's first region, if it has one.
    pub fn body(&self) -> Option<BlockId> {
        let ir = self.c.ir();
        ir.regions(self.op).first().and_then(|&r| ir.entry_block(r))
    }

    pub fn arg_types(&self, block: BlockId) -> Vec<Type> {
        let ir = self.c.ir();
        ir.block_args(block)
            .iter()
            .map(|&a| ir.value_type(a))
            .collect()
    }

    /// The block's `iree_linalg_ext.yield` terminator; `None` when it ends
    /// otherwise (the implicit-terminator check reports that).
    pub fn yield_of(&self, block: BlockId) -> Option<OpId> {
        let ir = self.c.ir();
        let last = ir.last_op(block)?;
        (self.c.ctx().str_bytes(ir.op(last).name) == b"iree_linalg_ext.yield").then_some(last)
    }

    pub fn operand_types(&self, op: OpId) -> Vec<Type> {
        let ir = self.c.ir();
        ir.operands(op).map(|v| ir.value_type(v)).collect()
    }

    pub fn is_tensor(&self, t: Type) -> bool {
        matches!(
            self.c.ctx().type_data(t),
            TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
        )
    }

    pub fn is_memref(&self, t: Type) -> bool {
        matches!(
            self.c.ctx().type_data(t),
            TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
        )
    }

    /// `isa<IntegerType>` (any signedness).
    pub fn is_integer(&self, t: Type) -> bool {
        matches!(self.c.ctx().type_data(t), TypeData::Integer { .. })
    }

    /// `Type::isInteger(width)`.
    pub fn is_int_of(&self, t: Type, width: u32) -> bool {
        matches!(self.c.ctx().type_data(t), TypeData::Integer { width: w, .. } if *w == width)
    }

    pub fn is_index(&self, t: Type) -> bool {
        matches!(self.c.ctx().type_data(t), TypeData::Index)
    }

    pub fn is_float(&self, t: Type) -> bool {
        matches!(self.c.ctx().type_data(t), TypeData::Float(_))
    }

    /// `verifyCompatibleShape(Type, Type)`: an unranked side is compatible.
    pub fn compatible_types(&self, a: Type, b: Type) -> bool {
        let ctx = self.c.ctx();
        match (ctx.type_data(a).shape(), ctx.type_data(b).shape()) {
            (Some(x), Some(y)) => compatible(x, y),
            _ => true,
        }
    }

    /// The op's checks in MLIR's order: `LinalgExtOp`'s (`pure`: every op
    /// but `map_store`), the op's `verify` (`own`); then what MLIR checks
    /// once the ops of the body are verified: the region traits (the
    /// implicit terminator: a body that ends otherwise is left to the
    /// verifier's walk, which reports it), `DestinationStyleOpInterface`
    /// over the inits `inits` (a region trait), and `verifyRegions`
    /// (`regions`). sigil runs this on entry, so when one of the late
    /// checks fails, the ops of the body are verified first: their errors
    /// come before.
    pub fn run(
        &self,
        pure: bool,
        inits: std::ops::Range<usize>,
        own: fn(&V<'_>) -> R,
        regions: fn(&V<'_>) -> R,
    ) -> R {
        if pure {
            self.pure_semantics()?;
        }
        own(self)?;
        let body = self.body();
        if body.is_some_and(|b| self.yield_of(b).is_none()) {
            return Ok(());
        }
        let late = self.dps(inits).and_then(|()| regions(self));
        if late.is_err() {
            if let Some(b) = body {
                verify_block_ops(self.c, b)?;
            }
        }
        late
    }

    /// `verifyDestinationStyleOpInterface`: every init is a tensor or a
    /// memref, and the tensor ones tie to results of their type.
    pub fn dps(&self, inits: std::ops::Range<usize>) -> R {
        let ir = self.c.ir();
        let mut tensors = Vec::new();
        // IREE places some inits by the optional operands present (`fft`'s
        // after both coefficients or none); a generic form giving one
        // coefficient puts them past the end there.
        for i in inits.start..inits.end.min(ir.num_operands(self.op)) {
            let t = ir.value_type(ir.operand(self.op, i));
            if self.is_tensor(t) {
                tensors.push((i, t));
            } else if !self.is_memref(t) {
                return Err(self.err(format!(
                    "expected that operand #{i} is a tensor or a memref"
                )));
            }
        }
        let results: Vec<Type> = ir.results(self.op).map(|v| ir.value_type(v)).collect();
        let n = results.iter().filter(|&&t| self.is_tensor(t)).count();
        if n != tensors.len() {
            return Err(self.err(format!(
                "expected the number of tensor results ({n}) to be equal to the number of output tensors ({})",
                tensors.len()
            )));
        }
        for (k, &(i, t)) in tensors.iter().enumerate() {
            if let Some(&r) = results.get(k) {
                if r != t {
                    return Err(self.err(format!(
                        "expected type of operand #{i} ({}) to match type of corresponding result ({})",
                        self.q(t),
                        self.q(r)
                    )));
                }
            }
        }
        Ok(())
    }

    /// `verifyLinalgExtOpInterface`: pure tensor semantics (no memref, a
    /// tensor) or pure buffer semantics (no tensor, a memref), ranked or
    /// not, as `DestinationStyleOpInterface` defines them.
    pub fn pure_semantics(&self) -> R {
        let types = self.operand_types(self.op);
        let tensors = types.iter().any(|&t| self.is_tensor(t));
        let memrefs = types.iter().any(|&t| self.is_memref(t));
        if tensors == memrefs {
            return Err(self.err(
                "expected operation that implements LinalgExtInterface to have either pure buffer semantics or pure tensor semantics",
            ));
        }
        Ok(())
    }

    /// The operand indices of the group `id`.
    pub fn range(&self, id: OperandId) -> std::ops::Range<usize> {
        self.view.operand_range(id)
    }
}

/// `verifyCompatibleShape` of two shapes: same rank, each pair equal or
/// one of them dynamic.
pub(super) fn compatible(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y)
}

/// `llvm::interleaved_array`: `[2, 10]` (a dynamic size as its sentinel).
pub(super) fn interleaved(v: &[i64]) -> String {
    let parts: Vec<String> = v.iter().map(i64::to_string).collect();
    format!("[{}]", parts.join(", "))
}

/// `init..init + n`.
fn span(start: usize, n: usize) -> std::ops::Range<usize> {
    start..start + n
}

/// No `verifyRegions`.
pub(super) fn none(_: &V<'_>) -> R {
    Ok(())
}

// ----- index -----

/// `IndexOp::verify`: inside a `custom_op` or an attention op, below its
/// number of loops.
pub(super) fn index(c: &dyn Checker, op: OpId) -> R {
    let (ctx, ir) = (c.ctx(), c.ir());
    let parent = ir.parent_op(op);
    let name = parent.map(|p| ctx.str_bytes(ir.op(p).name));
    let loops = match (name, parent) {
        (Some(b"iree_linalg_ext.custom_op"), Some(p)) => {
            match crate::dialects::structure::prop(ctx, ir, p, "iterator_types")
                .map(|a| ctx.attr_data(a))
            {
                Some(crate::attrs::AttrData::Array(e)) => e.len() as i64,
                _ => 0,
            }
        }
        (
            Some(b"iree_linalg_ext.attention" | b"iree_linalg_ext.online_attention"),
            Some(p),
        ) => super::attention::maps(ctx, ir, p)
            .first()
            .map_or(0, |m| m.num_dims() as i64),
        _ => {
            return Err(c.op_error_named(
                op,
                "expected parent op to be one of `iree_linalg_ext.custom_op`, `iree_linalg_ext.attention`, `iree_linalg_ext.online_attention`",
            ))
        }
    };
    // `getDim()` is unsigned.
    let dim = OpView::verified(ctx, ir, op)
        .int_prop(IndexOp::DIM)
        .unwrap_or(0) as u64;
    if loops as u64 <= dim {
        return Err(c.op_error_named(
            op,
            &format!(
                "expected dim ({dim}) to be lower than the number of loops ({loops}) of the enclosing operation"
            ),
        ));
    }
    Ok(())
}

// ----- scatter and gather -----

/// `verifyGatherScatter`, written from scatter's side: `update` is the
/// batched side (scatter's updates, gather's output), `original` the
/// indexed one (scatter's original, gather's source).
fn gather_scatter(
    v: &V<'_>,
    slice_rank: i64,
    original: Type,
    update: Type,
    original_name: &str,
    update_name: &str,
) -> R {
    let indices = v.ty(v.view.pick(&[GatherOp::INDICES, ScatterOp::INDICES]));
    let indices_shape = v.shape(indices);
    let ie = v.elem(indices);
    if indices_shape.is_empty() || !(v.is_integer(ie) || v.is_index(ie)) {
        return Err(v.err(
            "expected indices to be of rank 1 or greater and of integer or index element type",
        ));
    }
    let dim_map = v.i64s(
        v.view
            .pick(&[GatherOp::DIMENSION_MAP, ScatterOp::DIMENSION_MAP]),
    );
    let mut seen = vec![false; dim_map.len()];
    for (idx, &dim) in dim_map.iter().enumerate() {
        let note = if dim < 0 || dim as usize >= dim_map.len() {
            Some("out of bounds")
        } else if seen[dim as usize] {
            Some("a duplicate")
        } else {
            seen[dim as usize] = true;
            None
        };
        if let Some(why) = note {
            let d = v.err("dimension map is invalid.");
            let loc = d.loc.clone();
            return Err(Box::new((*d).with_note(Diagnostic::note(
                loc,
                format!("element ({dim}) at index#{idx} is {why}"),
            ))));
        }
    }
    if dim_map.is_empty() {
        return Err(v.err("dimension map must have at least one element"));
    }
    // `size_t` arithmetic, as IREE's: a depth past the original's rank
    // wraps, and then no update is of "at least" that rank.
    let depth = dim_map.len() as u64;
    let original_shape = v.shape(original);
    let update_shape = v.shape(update);
    let original_slice_rank = (original_shape.len() as u64).wrapping_sub(depth);
    if (update_shape.len() as u64) < original_slice_rank {
        return Err(v.err(format!(
            "expected {update_name} to be at least the rank of non indexed {original_name} dims"
        )));
    }
    let batch_rank = update_shape.len() as u64 - original_slice_rank;
    let indices_rank = indices_shape.len() as u64;
    if (indices_rank != batch_rank || depth != 1) && indices_rank != batch_rank + 1 {
        return Err(v.err("expected indices to be equal to batch rank or batch rank + 1"));
    }
    let batch = batch_rank as usize;
    if let Some(i) = (0..batch).find(|&i| indices_shape[i] != update_shape[i]) {
        return Err(v.err(format!(
            "mismatch in shape of indices and {update_name} value at dim#{i}"
        )));
    }
    if batch_rank + 1 < indices_rank && Some(&(depth as i64)) != indices_shape.last() {
        return Err(v.err("size of dimension map must match the last dimension of indices"));
    }
    if let Some(mask) = v.opt_ty(v.view.pick(&[GatherOp::MASK, ScatterOp::MASK])) {
        let me = v.elem(mask);
        if !(v.is_int_of(me, 1) || v.is_int_of(me, 8)) {
            return Err(v.err("expected mask to have i1 or storage-legalized i8 element type"));
        }
        let mask_shape = v.shape(mask);
        if mask_shape.len() != batch {
            return Err(v.err("expected mask rank to match batch rank"));
        }
        for dim in 0..batch {
            let (m, u) = (mask_shape[dim], update_shape[dim]);
            if m != DYNAMIC && u != DYNAMIC && m != u {
                return Err(v.err(format!(
                    "mask shape must match batch dimensions at dim#{dim}"
                )));
            }
        }
    }
    for idx in 0..slice_rank.max(0) as usize {
        let update_dim = idx + batch;
        let original_dim = idx + depth as usize;
        let (Some(&o), Some(&u)) = (
            original_shape.get(original_dim),
            update_shape.get(update_dim),
        ) else {
            continue;
        };
        if o != DYNAMIC && u != DYNAMIC && o != u {
            return Err(v.err(format!(
                "shape of {update_name} value dim#{update_dim} must match {original_name} value at dim#{original_dim}"
            )));
        }
    }
    Ok(())
}

pub(super) fn scatter(c: &dyn Checker, op: OpId) -> R {
    let v = V::new(c, op);
    v.run(true, v.range(ScatterOp::ORIGINAL), scatter_own, none)
}

fn scatter_own(v: &V<'_>) -> R {
    let c = v.c;
    let original = v.ty(ScatterOp::ORIGINAL);
    let update = v.ty(ScatterOp::UPDATES);
    let slice_rank = v.rank(original) - v.i64s(ScatterOp::DIMENSION_MAP).len() as i64;
    gather_scatter(v, slice_rank, original, update, "original", "update")?;
    let Some(body) = v.body() else {
        return Ok(());
    };
    let args = v.arg_types(body);
    if args.len() != 2 {
        return Err(v.err("expected region to have two arguments"));
    }
    let ctx = c.ctx();
    let scalar = |t: Type| {
        let t = match ctx.type_data(t) {
            TypeData::Complex(e) => *e,
            _ => t,
        };
        v.is_integer(t) || v.is_float(t)
    };
    if !scalar(args[0]) || !scalar(args[1]) {
        return Err(v.err("expected region to have scalar argument of integer or float types"));
    }
    let (ue, oe) = (v.elem(update), v.elem(original));
    if args[0] != ue {
        return Err(v.err(format!(
            "mismatch in argument 0 of region {} and element type of update value {}",
            v.q(args[0]),
            v.q(ue)
        )));
    }
    if args[1] != oe {
        return Err(v.err(format!(
            "mismatch in argument 1 of region {} and element type of original value {}",
            v.q(args[1]),
            v.q(oe)
        )));
    }
    if args[0] != args[1] {
        return Err(v.err(format!(
            "mismatch in region argument types {} and {}",
            v.q(args[0]),
            v.q(args[1])
        )));
    }
    let Some(y) = v.yield_of(body) else {
        return Ok(());
    };
    let yielded = v.operand_types(y);
    if yielded.len() != 1 {
        return Err(c.op_error_named(y, "expected region to yield a single value"));
    }
    if yielded[0] != args[0] {
        return Err(c.op_error_named(
            y,
            &format!(
                "mismatch in type of yielded value {} and argument of the region {}",
                v.q(yielded[0]),
                v.q(args[0])
            ),
        ));
    }
    Ok(())
}

pub(super) fn gather(c: &dyn Checker, op: OpId) -> R {
    let v = V::new(c, op);
    v.run(true, v.range(GatherOp::OUTPUT), gather_own, none)
}

fn gather_own(v: &V<'_>) -> R {
    let source = v.ty(GatherOp::SOURCE);
    let output = v.ty(GatherOp::OUTPUT);
    let slice_rank = v.rank(source) - v.i64s(GatherOp::DIMENSION_MAP).len() as i64;
    gather_scatter(v, slice_rank, source, output, "source", "output")
}

// ----- map_load and map_store -----

pub(super) fn map_load(c: &dyn Checker, op: OpId) -> R {
    let v = V::new(c, op);
    v.run(true, v.range(MapLoadOp::OUTPUT), map_load_own, none)
}

fn map_load_own(v: &V<'_>) -> R {
    let c = v.c;
    let (source, output) = (v.ty(MapLoadOp::SOURCE), v.ty(MapLoadOp::OUTPUT));
    if v.elem(source) != v.elem(output) {
        return Err(v.err("expected source and output element types to match"));
    }
    let Some(body) = v.body() else {
        return Ok(());
    };
    let args = v.arg_types(body);
    if args.len() as i64 != v.rank(output) {
        return Err(v.err("expected number of block arguments to be equal to the output rank"));
    }
    if !args.iter().all(|&t| v.is_index(t)) {
        return Err(v.err("expected block arguments to be index types"));
    }
    let Some(y) = v.yield_of(body) else {
        return Ok(());
    };
    let yielded = v.operand_types(y);
    let rank = v.rank(source) as usize;
    if yielded.len() != rank + 1 {
        return Err(c.op_error_named(
            y,
            "expected transformation_region to yield a value for each source dimension and a padding value",
        ));
    }
    if !yielded[..rank].iter().all(|&t| v.is_index(t)) {
        return Err(c.op_error_named(y, "expected yielded indices to be index types"));
    }
    if yielded[rank] != v.elem(source) {
        return Err(c.op_error_named(
            y,
            "expected yielded padding value type to match source element type",
        ));
    }
    Ok(())
}

/// `MapStoreOp::verify` and, after the ops of its body, `verifyRegions`.
/// `LinalgExtOp` lets it mix a tensor and a memref.
pub(super) fn map_store(c: &dyn Checker, op: OpId) -> R {
    let v = V::new(c, op);
    v.run(
        false,
        v.range(MapStoreOp::OUTPUT),
        map_store_own,
        map_store_regions,
    )
}

fn map_store_own(v: &V<'_>) -> R {
    let (input, output) = (v.ty(MapStoreOp::INPUT), v.ty(MapStoreOp::OUTPUT));
    if v.elem(input) != v.elem(output) {
        return Err(v.err("expected input and output element types to match"));
    }
    if v.rank(input) == 0 {
        return Err(v.err("expected input type to have non-zero rank"));
    }
    let Some(body) = v.body() else {
        return Ok(());
    };
    let args = v.arg_types(body);
    if args.len() as i64 != v.rank(input) {
        return Err(v.err("expected number of block arguments to be equal to the input rank"));
    }
    if !args.iter().all(|&t| v.is_index(t)) {
        return Err(v.err("expected block arguments to be index types"));
    }
    Ok(())
}

fn map_store_regions(v: &V<'_>) -> R {
    let c = v.c;
    let Some(y) = v.body().and_then(|b| v.yield_of(b)) else {
        return Ok(());
    };
    let yielded = v.operand_types(y);
    let rank = v.rank(v.ty(MapStoreOp::OUTPUT)) as usize;
    if yielded.len() != rank + 1 {
        return Err(c.op_error_named(
            y,
            "expected transformation_region to yield a value for each output dimension and a mask",
        ));
    }
    if !yielded[..rank].iter().all(|&t| v.is_index(t)) {
        return Err(c.op_error_named(y, "expected yielded indices to be index types"));
    }
    if !v.is_int_of(yielded[rank], 1) {
        return Err(c.op_error_named(y, "expected yielded mask to be i1 type"));
    }
    Ok(())
}

// ----- sort, fft, scan -----

pub(super) fn sort(c: &dyn Checker, op: OpId) -> R {
    let v = V::new(c, op);
    v.run(true, v.range(SortOp::OUTPUTS), sort_own, none)
}

fn sort_own(v: &V<'_>) -> R {
    let c = v.c;
    let outs = v.range(SortOp::OUTPUTS);
    if !v.range(SortOp::INPUTS).is_empty() {
        return Err(v.err("does not expect to take any inputs"));
    }
    if outs.is_empty() {
        return Err(v.err("expected at least one `outs` operand"));
    }
    let Some(body) = v.body() else {
        return Ok(());
    };
    let args = v.arg_types(body);
    if args.len() != 2 * outs.len() {
        return Err(v.err(format!(
            "region block should have {} arguments",
            2 * outs.len()
        )));
    }
    let types: Vec<Type> = v
        .view
        .operands(SortOp::OUTPUTS)
        .map(|x| c.ir().value_type(x))
        .collect();
    let shape = v.shape(types[0]);
    let rank = shape.len() as i64;
    // `int sortDim = getDimension()`: the low 32 bits, signed.
    let dim = v.int(SortOp::DIMENSION) as i32;
    if dim < 0 || dim as i64 >= rank {
        return Err(v.err(format!("dimension must be within (0, {rank}]")));
    }
    for (index, &t) in types.iter().enumerate() {
        if v.rank(t) != rank {
            return Err(v.err(format!(
                "expected operand {index} to be rank {rank}, same as other operands"
            )));
        }
        if v.shape(t) != shape {
            return Err(v.err(format!(
                "expected operand {index} to have same shape as other operands"
            )));
        }
        let elem = v.elem(t);
        for i in [2 * index, 2 * index + 1] {
            if args[i] != elem {
                return Err(v.err(format!(
                    "region block argument #{i} should be of type {} but got {}",
                    v.q(elem),
                    v.q(args[i])
                )));
            }
        }
    }
    let Some(y) = v.yield_of(body) else {
        return Ok(());
    };
    let yielded = v.operand_types(y);
    if yielded.len() != 1 {
        return Err(v.err("should yield exactly one operand"));
    }
    if !v.is_int_of(yielded[0], 1) {
        return Err(v.err("should yield i1 type"));
    }
    Ok(())
}

pub(super) fn fft(c: &dyn Checker, op: OpId) -> R {
    let v = V::new(c, op);
    let inputs = if v.opt_ty(FftOp::REAL_COEFF).is_some() {
        3
    } else {
        1
    };
    v.run(true, span(inputs, 2), fft_own, none)
}

fn fft_own(v: &V<'_>) -> R {
    let Some(&length) = v.shape(v.ty(FftOp::REAL)).last() else {
        return Ok(());
    };
    // After tiling the length may be dynamic.
    if length == DYNAMIC {
        return Ok(());
    }
    if length & length.wrapping_sub(1) != 0 {
        return Err(v.err("only powers of 2 are handled currently"));
    }
    let stage = v.ty(FftOp::STAGE);
    if v.is_tensor(stage) || v.is_memref(stage) {
        return Err(v.err("expected to carry `stage` input"));
    }
    Ok(())
}

pub(super) fn scan(c: &dyn Checker, op: OpId) -> R {
    let v = V::new(c, op);
    v.run(true, span(1, 2), scan_own, none)
}

fn scan_own(v: &V<'_>) -> R {
    let (input, output, acc) = (
        v.ty(ScanOp::INPUT),
        v.ty(ScanOp::OUTPUT),
        v.ty(ScanOp::ACCUMULATOR),
    );
    let (in_shape, out_shape, acc_shape) = (v.shape(input), v.shape(output), v.shape(acc));
    if v.elem(acc) != v.elem(input) {
        return Err(v.err("expected input/accumulator element types to be identical"));
    }
    if acc_shape.len() as i64 != in_shape.len() as i64 - 1 {
        return Err(v.err("expected accumulator rank to be equal to input rank - 1"));
    }
    // `i != getDimension()`, an unsigned comparison.
    let dim = v.int(ScanOp::DIMENSION) as u64;
    let expected: Vec<i64> = in_shape
        .iter()
        .enumerate()
        .filter(|&(i, _)| i as u64 != dim)
        .map(|(_, &d)| d)
        .collect();
    let clash = |a: &[i64], b: &[i64]| {
        a.iter()
            .zip(b)
            .any(|(&x, &y)| x != DYNAMIC && y != DYNAMIC && x != y)
    };
    if clash(&expected, acc_shape) {
        return Err(v.err("incompatible input/accumulator shapes"));
    }
    if v.elem(input) != v.elem(output) {
        return Err(v.err("expected input/output element types to be identical"));
    }
    if in_shape.len() != out_shape.len() {
        return Err(v.err("expected input/output to have identical ranks"));
    }
    if clash(in_shape, out_shape) {
        return Err(v.err("incompatible input/output shapes"));
    }
    Ok(())
}

// ----- topk, topk_v2, arg_compare -----

pub(super) fn topk(c: &dyn Checker, op: OpId) -> R {
    let v = V::new(c, op);
    let inputs = if v.opt_ty(TopkOp::INDICES).is_some() {
        2
    } else {
        1
    };
    v.run(true, span(inputs, 2), topk_own, none)
}

fn topk_own(v: &V<'_>) -> R {
    let values = v.ty(TopkOp::VALUES);
    let out_values = v.ty(TopkOp::OUTPUT_VALUES);
    let out_indices = v.ty(TopkOp::OUTPUT_INDICES);
    let indices = v.opt_ty(TopkOp::INDICES);
    // `getDimension()` is unsigned.
    let dim = v.int(TopkOp::DIMENSION) as u64;
    if dim >= v.rank(values) as u64 {
        return Err(v.err("dimension exceeds rank"));
    }
    if v.elem(values) != v.elem(out_values) {
        return Err(v.err("expected input/output value types to be identical"));
    }
    if let Some(indices) = indices {
        if !v.is_int_of(v.elem(indices), 32) || !v.is_int_of(v.elem(out_indices), 32) {
            return Err(v.err("expected input/output indices types to be int32"));
        }
    }
    if v.rank(values) != v.rank(out_values) {
        return Err(v.err("expected input/output to have the same rank"));
    }
    if let Some(indices) = indices {
        if v.rank(indices) != v.rank(out_indices) {
            return Err(v.err("expected input/output to have the same rank"));
        }
        if !v.compatible_types(values, indices) {
            return Err(v.err("input indices/values shape must match"));
        }
    }
    if !v.compatible_types(out_values, out_indices) {
        return Err(v.err("output indices/values shape must match"));
    }
    let clash = v
        .shape(values)
        .iter()
        .zip(v.shape(out_values))
        .enumerate()
        .any(|(i, (&x, &y))| i as u64 != dim && !compatible(&[x], &[y]));
    if clash {
        return Err(v.err("incompatible input/output shapes"));
    }
    let Some(body) = v.body() else {
        return Ok(());
    };
    let args = v.arg_types(body);
    if args.len() != 2 {
        return Err(v.err("region block should have 2 arguments"));
    }
    let elem = v.elem(values);
    if args[0] != elem || args[1] != elem {
        return Err(v.err("region block types must match input"));
    }
    let ends_in_i1 = v
        .yield_of(body)
        .and_then(|y| v.operand_types(y).first().copied())
        .is_some_and(|t| v.is_int_of(t, 1));
    if !ends_in_i1 {
        return Err(v.err("region block must end with a linalg_ext.yield i1!"));
    }
    Ok(())
}

/// `TopkV2Op::verify` and, after the ops of its body, `verifyRegions`.
pub(super) fn topk_v2(c: &dyn Checker, op: OpId) -> R {
    let v = V::new(c, op);
    let inits = span(
        1 + usize::from(v.opt_ty(TopkV2Op::INPUT_INDICES).is_some()),
        1 + usize::from(v.opt_ty(TopkV2Op::OUTPUT_INDICES).is_some()),
    );
    v.run(true, inits, topk_v2_own, topk_v2_regions)
}

fn topk_v2_own(v: &V<'_>) -> R {
    let in_indices = v.opt_ty(TopkV2Op::INPUT_INDICES);
    let out_indices = v.opt_ty(TopkV2Op::OUTPUT_INDICES);
    let values = v.ty(TopkV2Op::VALUES);
    let out_values = v.ty(TopkV2Op::OUTPUT_VALUES);
    let dim = v.int(TopkV2Op::DIMENSION) as u64;
    if dim >= v.rank(values) as u64 {
        return Err(v.err("dimension exceeds rank"));
    }
    if v.elem(values) != v.elem(out_values) {
        return Err(v.err("expected input/output value types to be identical"));
    }
    if v.rank(values) != v.rank(out_values) {
        return Err(v.err("expected input/output to have the same rank"));
    }
    if let Some(ii) = in_indices {
        let Some(oi) = out_indices else {
            return Err(v.err("input indices require output indices to carry provenance"));
        };
        if !v.is_integer(v.elem(ii)) {
            return Err(v.err("expected input indices to be integer type"));
        }
        if !v.compatible_types(values, ii) {
            return Err(v.err("input values/indices shape must match"));
        }
        if v.elem(ii) != v.elem(oi) {
            return Err(v.err("expected input/output indices element types to be identical"));
        }
    }
    if let Some(oi) = out_indices {
        if !v.is_integer(v.elem(oi)) {
            return Err(v.err("expected output indices to be integer type"));
        }
        if !v.compatible_types(out_values, oi) {
            return Err(v.err("output values/indices shape must match"));
        }
    }
    let (in_shape, out_shape) = (v.shape(values), v.shape(out_values));
    for (idx, (&i, &o)) in in_shape.iter().zip(out_shape).enumerate() {
        if idx as u64 != dim && i != DYNAMIC && o != DYNAMIC && i != o {
            return Err(v.err(format!(
                "incompatible input/output shapes at dimension {idx}"
            )));
        }
    }
    let (i, o) = (in_shape[dim as usize], out_shape[dim as usize]);
    if i != DYNAMIC && o != DYNAMIC {
        if o == 0 {
            return Err(v.err("output dimension must be positive"));
        }
        if o > i {
            return Err(v.err(format!(
                "output dimension must not exceed input, got {o} > {i}"
            )));
        }
    }
    Ok(())
}

fn topk_v2_regions(v: &V<'_>) -> R {
    let Some(body) = v.body() else {
        return Ok(());
    };
    let args = v.arg_types(body);
    if args.len() != 2 {
        return Err(v.err("region block should have 2 arguments"));
    }
    let elem = v.elem(v.ty(TopkV2Op::VALUES));
    if args[0] != elem || args[1] != elem {
        return Err(v.err("region block types must match input value type"));
    }
    let Some(y) = v.yield_of(body) else {
        return Ok(());
    };
    let yielded = v.operand_types(y);
    if yielded.len() != 1 || !v.is_int_of(yielded[0], 1) {
        return Err(v.err("region block must end with a linalg_ext.yield i1"));
    }
    Ok(())
}

/// `ArgCompareOp::verify` and, after the ops of its body, `verifyRegions`.
pub(super) fn arg_compare(c: &dyn Checker, op: OpId) -> R {
    let v = V::new(c, op);
    let inits = span(
        1 + usize::from(v.opt_ty(ArgCompareOp::INPUT_INDEX).is_some()),
        2,
    );
    v.run(true, inits, arg_compare_own, arg_compare_regions)
}

fn arg_compare_own(v: &V<'_>) -> R {
    let in_index = v.opt_ty(ArgCompareOp::INPUT_INDEX);
    let input = v.ty(ArgCompareOp::INPUT_VALUE);
    let in_elem = v.elem(input);
    let out_value = v.ty(ArgCompareOp::OUTPUT_VALUE);
    let out_index = v.ty(ArgCompareOp::OUTPUT_INDEX);
    let out_index_elem = v.elem(out_index);
    if let Some(ii) = in_index {
        let ii_elem = v.elem(ii);
        if v.shape(input) != v.shape(ii) {
            return Err(v.err(format!(
                "explicit-index mode: value and index inputs must have the same shape. Value shape: {}, index shape: {}",
                interleaved(v.shape(input)),
                interleaved(v.shape(ii))
            )));
        }
        if !(v.is_integer(ii_elem) || v.is_index(ii_elem)) {
            return Err(v.err(format!(
                "explicit-index mode: index input must have integer or index element type, but got {}",
                v.q(ii_elem)
            )));
        }
        if ii_elem != out_index_elem {
            return Err(v.err(format!(
                "explicit-index mode: input and output index element types must match. Input index type: {}, output index type: {}",
                v.q(ii_elem),
                v.q(out_index_elem)
            )));
        }
        if v.view.operand(ArgCompareOp::INDEX_BASE).is_some() {
            return Err(v.err("index_base must not be used with explicit indices"));
        }
    }
    let out_elem = v.elem(out_value);
    if in_elem != out_elem {
        return Err(v.err(format!(
            "input and output value element types must match. Input type: {}, output value type: {}",
            v.q(in_elem),
            v.q(out_elem)
        )));
    }
    if !(v.is_integer(out_index_elem) || v.is_index(out_index_elem)) {
        return Err(v.err(format!(
            "output index must have integer or index element type, but got {}",
            v.q(out_index_elem)
        )));
    }
    if !v.compatible_types(out_value, out_index) {
        return Err(v.err(format!(
            "output indices/values shape must match. Output value shape: {}, output index shape: {}",
            interleaved(v.shape(out_value)),
            interleaved(v.shape(out_index))
        )));
    }
    // Signed here.
    let dim = v.int(ArgCompareOp::DIMENSION);
    let in_shape = v.shape(input);
    let rank = in_shape.len() as i64;
    if dim >= rank {
        return Err(v.err(format!(
            "reduction dimension exceeds or equals input rank. got dimension: {dim}, but input rank is: {rank}"
        )));
    }
    let expected: Vec<i64> = in_shape
        .iter()
        .enumerate()
        .filter(|&(i, _)| i as i64 != dim)
        .map(|(_, &d)| d)
        .collect();
    if expected != v.shape(out_value) {
        return Err(v.err(format!(
            "output shape must match input shape with reduction dimension removed. Expected: {}, but got: {}",
            interleaved(&expected),
            interleaved(v.shape(out_value))
        )));
    }
    Ok(())
}

fn arg_compare_regions(v: &V<'_>) -> R {
    let in_elem = v.elem(v.ty(ArgCompareOp::INPUT_VALUE));
    let Some(body) = v.body() else {
        return Ok(());
    };
    let args = v.arg_types(body);
    if args.len() != 2 {
        return Err(v.err(format!(
            "region block should have 2 arguments, but got {}",
            args.len()
        )));
    }
    if args[0] != in_elem || args[1] != in_elem {
        return Err(v.err(format!(
            "comparator arguments must match input value element type. Expected: {}, but got: {} and {}",
            v.q(in_elem),
            v.q(args[0]),
            v.q(args[1])
        )));
    }
    let Some(y) = v.yield_of(body) else {
        return Ok(());
    };
    let yielded = v.operand_types(y);
    if yielded.len() != 1 {
        return Err(v.err(format!(
            "expected linalg_ext.yield to return 1 operand, but got {}",
            yielded.len()
        )));
    }
    if !v.is_int_of(yielded[0], 1) {
        return Err(v.err(format!(
            "region block must end with a linalg_ext.yield i1, but got: {}",
            v.q(yielded[0])
        )));
    }
    Ok(())
}
