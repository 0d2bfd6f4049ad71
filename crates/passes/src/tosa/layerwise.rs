//! `tosa-layerwise-constant-fold`: MLIR 22.1's folding of whole layers on
//! constants, run by the greedy driver with the TOSA fold hooks: a
//! `reciprocal` of a float `tosa.const` (when the constant has one use or
//! is a splat), a `transpose` of a `tosa.const` with one use (dense, or a
//! `dense_resource` of `i1`/`i8`/`i16`/`i32`/`i64`/`f32` whose blob is in
//! the module), and the six reductions of an integer `tosa.const` with one
//! use (any number of uses with `aggressive-reduce-constant`).
//!
//! MLIR's pass also runs TOSA's canonicalization patterns
//! (`canonical.rs`).

use sigil_ir::attrs::AttrData;
use sigil_ir::{Attr, Context, NamedAttr, OpId, Type, TypeData, Value};
use sigil_numeric::{float_from_f64, float_to_f64, is_nan, FloatKind};

use crate::fold::values::{element_type, ints, make_ints, mask, sext, static_elements, Lanes};
use crate::options::{OptionDecl, OptionKind, PassOptions};
use crate::pass::{Pass, PassFailed, Target};
use crate::rewrite::{apply_patterns_greedily, GreedyConfig, PatternSet, RewritePattern, Rewriter};

pub const OPTIONS: &[OptionDecl] = &[OptionDecl {
    name: "aggressive-reduce-constant",
    kind: OptionKind::Bool,
    default: "false",
    help: "Always perform the reduce constant optimizationMay add more tosa.const but would reduce runtime calculations",
}];

/// The `tosa-layerwise-constant-fold` pass.
pub struct TosaLayerwiseConstantFold {
    aggressive: bool,
    text: String,
}

impl TosaLayerwiseConstantFold {
    pub fn new(o: &PassOptions) -> Self {
        TosaLayerwiseConstantFold {
            aggressive: o.bool("aggressive-reduce-constant"),
            text: o.to_pipeline_text(OPTIONS),
        }
    }
}

impl Pass for TosaLayerwiseConstantFold {
    fn argument(&self) -> &str {
        "tosa-layerwise-constant-fold"
    }

    fn name(&self) -> &str {
        "TosaLayerwiseConstantFoldPass"
    }

    fn anchor(&self) -> Option<&str> {
        Some("func.func")
    }

    fn options_text(&self) -> String {
        self.text.clone()
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        let mut patterns: Vec<Box<dyn RewritePattern>> =
            vec![Box::new(FoldReciprocal), Box::new(FoldTranspose)];
        for (op, reduce) in [
            ("tosa.reduce_all", Reduce::All),
            ("tosa.reduce_any", Reduce::Any),
            ("tosa.reduce_max", Reduce::Max),
            ("tosa.reduce_min", Reduce::Min),
            ("tosa.reduce_product", Reduce::Product),
            ("tosa.reduce_sum", Reduce::Sum),
        ] {
            patterns.push(Box::new(FoldReduce {
                op,
                reduce,
                aggressive: self.aggressive,
            }));
        }
        // `populateTosaOpsCanonicalizationPatterns`.
        patterns.extend(super::canonical::patterns());
        // Resources are read from the module, which the driver does not see.
        let resources = resource_blobs(t);
        let set = PatternSet::new(patterns);
        RESOURCES.with(|r| *r.borrow_mut() = resources);
        let _ = apply_patterns_greedily(
            t.ctx,
            &mut t.module.ir,
            t.op,
            &set,
            &GreedyConfig::default(),
        );
        RESOURCES.with(|r| r.borrow_mut().clear());
        Ok(())
    }
}

thread_local! {
    /// The module's `builtin` dialect resources while the pass runs: key, blob.
    static RESOURCES: std::cell::RefCell<Vec<(Vec<u8>, Vec<u8>)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

fn resource_blobs(t: &Target<'_>) -> Vec<(Vec<u8>, Vec<u8>)> {
    let mut out = Vec::new();
    for group in &t.module.dialect_resources {
        if group.name != "builtin" {
            continue;
        }
        for (key, value) in &group.entries {
            if let sigil_ir::module::ResourceValue::Blob { data, .. } = value {
                out.push((key.as_bytes().to_vec(), data.clone()));
            }
        }
    }
    out
}

/// The single-use `tosa.const` defining `v`, with its value.
fn const_input(ctx: &Context, rw: &Rewriter<'_>, v: Value) -> Option<(OpId, Attr)> {
    let ir = rw.ir();
    let Some(sigil_ir::ValueDef::Result { op, .. }) = ir.value_def(v) else {
        return None;
    };
    if ctx.str_bytes(ir.op(op).name) != b"tosa.const" {
        return None;
    }
    Some((op, crate::fold::prop(ctx, ir, op, b"values")?))
}

fn replace_with_const(rw: &mut Rewriter<'_>, op: OpId, ty: Type, value: Attr) {
    let key = rw.ctx.string_attr(b"values");
    let props = rw.ctx.dict_attr(vec![NamedAttr { name: key, value }]).ok();
    let loc = rw.ir().op(op).loc;
    let v = rw.create_value(op, "tosa.const", loc, &[], ty, props);
    rw.replace_op(op, &[v]);
}

fn uses(rw: &Rewriter<'_>, v: Value) -> usize {
    rw.ir().uses(v).count()
}

/// `1 / x` of a float constant (MLIR's `TosaFoldConstantReciprocal`).
struct FoldReciprocal;

impl RewritePattern for FoldReciprocal {
    fn root(&self) -> Option<&'static str> {
        Some("tosa.reciprocal")
    }

    fn label(&self) -> &'static str {
        "TosaFoldConstantReciprocal"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        reciprocal(op, rw).is_some()
    }
}

fn reciprocal(op: OpId, rw: &mut Rewriter<'_>) -> Option<()> {
    let input = rw.ir().operand(op, 0);
    let (_, value) = const_input(rw.ctx, rw, input)?;
    let AttrData::DenseElements { ty, splat, data } = rw.ctx.attr_data(value).clone() else {
        return None;
    };
    let kind = match rw.ctx.type_data(element_type(rw.ctx, ty)) {
        TypeData::Float(
            k @ (FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64),
        ) => *k,
        _ => return None,
    };
    if !splat && uses(rw, input) != 1 {
        return None;
    }
    let size = (kind.bit_width() / 8) as usize;
    let quiet = match kind {
        FloatKind::F16 => 1u128 << 9,
        FloatKind::BF16 => 1 << 6,
        FloatKind::F32 => 1 << 22,
        _ => 1 << 51,
    };
    let lanes: Vec<u128> = data
        .chunks(size)
        .map(|c| {
            let mut b = [0u8; 16];
            b[..size].copy_from_slice(c);
            let x = u128::from_le_bytes(b);
            if is_nan(kind, x) {
                x | quiet
            } else {
                float_from_f64(kind, 1.0 / float_to_f64(kind, x))
            }
        })
        .collect();
    let lanes = if splat {
        Lanes::Splat(*lanes.first()?)
    } else {
        Lanes::Dense(lanes)
    };
    let result = crate::fold::float::make(rw.ctx, ty, kind, lanes);
    replace_with_const(rw, op, ty, result);
    Some(())
}

/// A transpose of a constant (MLIR's `TosaFoldConstantTranspose`).
struct FoldTranspose;

impl RewritePattern for FoldTranspose {
    fn root(&self) -> Option<&'static str> {
        Some("tosa.transpose")
    }

    fn label(&self) -> &'static str {
        "TosaFoldConstantTranspose"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        transpose(op, rw).is_some()
    }
}

/// Element bytes of a constant: `(size of one element, all elements)`.
fn element_bytes(ctx: &Context, value: Attr, in_shape: &[i64]) -> Option<(usize, Vec<u8>)> {
    let n: usize = in_shape.iter().map(|&d| d as usize).product();
    match ctx.attr_data(value) {
        AttrData::DenseElements { ty, splat, data } => {
            let elem = element_type(ctx, *ty);
            let size = match ctx.type_data(elem) {
                TypeData::Integer { width, .. } if matches!(width, 1 | 8 | 16 | 32 | 64) => {
                    ((*width as usize) / 8).max(1)
                }
                TypeData::Float(k) => (k.bit_width() as usize).div_ceil(8),
                _ => return None,
            };
            if *splat {
                Some((size, data[..size].repeat(n)))
            } else {
                Some((size, data.to_vec()))
            }
        }
        AttrData::DenseResource { ty, key } => {
            let elem = element_type(ctx, *ty);
            let size = match ctx.type_data(elem) {
                TypeData::Integer { width, .. } if matches!(width, 1 | 8 | 16 | 32 | 64) => {
                    ((*width as usize) / 8).max(1)
                }
                TypeData::Float(FloatKind::F32) => 4,
                _ => return None,
            };
            let blob = RESOURCES.with(|r| {
                r.borrow()
                    .iter()
                    .find(|(k, _)| k.as_slice() == key.as_ref())
                    .map(|(_, b)| b.clone())
            })?;
            if blob.len() != n * size {
                return None;
            }
            Some((size, blob))
        }
        _ => None,
    }
}

fn transpose(op: OpId, rw: &mut Rewriter<'_>) -> Option<()> {
    let ir = rw.ir();
    let out_ty = ir.value_type(ir.result(op, 0));
    let ctx = &*rw.ctx;
    if !matches!(
        ctx.type_data(element_type(ctx, out_ty)),
        TypeData::Integer { .. } | TypeData::Float(_) | TypeData::Index
    ) {
        return None;
    }
    let input = ir.operand(op, 0);
    let (const_op, value) = const_input(ctx, rw, input)?;
    if ir.uses(ir.result(const_op, 0)).count() != 1 {
        return None;
    }
    let perms: Vec<usize> = match ctx.attr_data(crate::fold::prop(ctx, ir, op, b"perms")?) {
        AttrData::DenseArray { data, .. } => data
            .chunks(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]) as usize)
            .collect(),
        _ => return None,
    };
    let in_shape = match ctx.type_data(ir.value_type(input)) {
        TypeData::RankedTensor { shape, .. } => shape.to_vec(),
        _ => return None,
    };
    let out_shape = match ctx.type_data(out_ty) {
        TypeData::RankedTensor { shape, .. } => shape.to_vec(),
        _ => return None,
    };
    if in_shape.iter().chain(&out_shape).any(|&d| d < 0) || perms.len() != in_shape.len() {
        return None;
    }
    let (size, bytes) = element_bytes(ctx, value, &in_shape)?;
    let n: usize = in_shape.iter().map(|&d| d as usize).product();
    // Output strides, and where each input dimension lands.
    let mut out_strides = vec![1usize; out_shape.len()];
    for d in (0..out_shape.len().saturating_sub(1)).rev() {
        out_strides[d] = out_strides[d + 1] * out_shape[d + 1] as usize;
    }
    let mut inverse = vec![0usize; perms.len()];
    for (i, &p) in perms.iter().enumerate() {
        *inverse.get_mut(p)? = i;
    }
    let mut out = vec![0u8; n * size];
    for src in 0..n {
        let mut rest = src;
        let mut dst = 0;
        for dim in (0..in_shape.len()).rev() {
            let extent = in_shape[dim] as usize;
            dst += out_strides[inverse[dim]] * (rest % extent);
            rest /= extent;
        }
        out[dst * size..(dst + 1) * size].copy_from_slice(&bytes[src * size..(src + 1) * size]);
    }
    let splat = n > 0 && out.chunks(size).all(|c| c == &out[..size]);
    let data = if splat { out[..size].to_vec() } else { out };
    let result = rw.ctx.intern_attr(AttrData::DenseElements {
        ty: out_ty,
        splat,
        data: data.into_boxed_slice(),
    });
    replace_with_const(rw, op, out_ty, result);
    Some(())
}

#[derive(Clone, Copy)]
enum Reduce {
    All,
    Any,
    Max,
    Min,
    Product,
    Sum,
}

/// A reduction of an integer constant (MLIR's `ReduceConstantOptimization`).
struct FoldReduce {
    op: &'static str,
    reduce: Reduce,
    aggressive: bool,
}

impl RewritePattern for FoldReduce {
    fn root(&self) -> Option<&'static str> {
        Some(self.op)
    }

    fn label(&self) -> &'static str {
        "ReduceConstantOptimization"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        reduce(op, rw, self.reduce, self.aggressive).is_some()
    }
}

fn reduce(op: OpId, rw: &mut Rewriter<'_>, how: Reduce, aggressive: bool) -> Option<()> {
    let ir = rw.ir();
    let input = ir.operand(op, 0);
    let (_, value) = const_input(rw.ctx, rw, input)?;
    if uses(rw, input) != 1 && !aggressive {
        return None;
    }
    let ctx = &*rw.ctx;
    let out_ty = ir.value_type(ir.result(op, 0));
    let new_shape = match ctx.type_data(out_ty) {
        TypeData::RankedTensor { shape, .. } if shape.iter().all(|&d| d >= 0) => shape.to_vec(),
        _ => return None,
    };
    let axis = match ctx.attr_data(crate::fold::prop(ctx, ir, op, b"axis")?) {
        AttrData::Integer { value, .. } => value.to_i64()? as usize,
        _ => return None,
    };
    let x = ints(ctx, value)?;
    let old_shape = match ctx.type_data(x.ty) {
        TypeData::RankedTensor { shape, .. } => shape.to_vec(),
        _ => return None,
    };
    let n_old = static_elements(ctx, x.ty)?;
    let w = x.width;
    let get = |i: usize| match &x.lanes {
        Lanes::Dense(v) => v[i],
        Lanes::Splat(v) | Lanes::Scalar(v) => *v,
    };
    if n_old == 0 || axis >= old_shape.len() {
        return None;
    }
    let stride: usize = old_shape[axis + 1..].iter().map(|&d| d as usize).product();
    let n_new: usize = new_shape.iter().map(|&d| d as usize).product();
    let mut reduced_shape = old_shape.clone();
    reduced_shape[axis] = 1;
    let m = mask(w);
    let mut out = Vec::with_capacity(n_new);
    for index in 0..n_new {
        // The position of `index` in the reduced shape, then its first
        // element along the axis in the input.
        let mut rest = index;
        let mut position = vec![0usize; reduced_shape.len()];
        for d in (0..reduced_shape.len()).rev() {
            let extent = reduced_shape[d].max(1) as usize;
            position[d] = rest % extent;
            rest /= extent;
        }
        position[axis] = 0;
        let mut start = 0usize;
        let mut mult = 1usize;
        for d in (0..position.len()).rev() {
            start += position[d] * mult;
            mult *= old_shape[d] as usize;
        }
        let mut acc = get(start);
        for k in 1..old_shape[axis] as usize {
            let v = get(start + stride * k);
            acc = match how {
                Reduce::All => acc & v,
                Reduce::Any => acc | v,
                Reduce::Max => {
                    if sext(acc, w) >= sext(v, w) {
                        acc
                    } else {
                        v
                    }
                }
                Reduce::Min => {
                    if sext(acc, w) <= sext(v, w) {
                        acc
                    } else {
                        v
                    }
                }
                Reduce::Product => acc.wrapping_mul(v) & m,
                Reduce::Sum => acc.wrapping_add(v) & m,
            };
        }
        out.push(acc);
    }
    let result = make_ints(rw.ctx, out_ty, w, Lanes::Dense(out));
    replace_with_const(rw, op, out_ty, result);
    Some(())
}
