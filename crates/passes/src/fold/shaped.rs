//! Fold hooks of `tensor` and `memref` that read shapes (MLIR 22's
//! `TensorOps.cpp` and `MemRefOps.cpp`): `dim` of a static extent (or of a
//! dynamic one an `alloc`, `alloca` or `tensor.generate` was given) and
//! `rank` of a ranked type.
//!
//! Not yet here: `dim` through slices, views and casts, and the other
//! `tensor`/`memref` folds.

use sigil_ir::{Context, Type, TypeData, Value};

use super::values::{int_width, make_ints, Lanes};
use super::{FoldCx, FoldResult, Folded, Hook};

pub(super) fn hook(name: &[u8]) -> Option<Hook> {
    Some(match name {
        b"tensor.dim" => tensor_dim,
        b"memref.dim" => memref_dim,
        b"tensor.rank" | b"memref.rank" => rank,
        _ => return None,
    })
}

fn index_attr(cx: &mut FoldCx<'_>, v: i64) -> Option<Folded> {
    let ty = cx.ctx.index_type();
    let width = int_width(cx.ctx, ty)?;
    let a = make_ints(cx.ctx, ty, width, Lanes::Scalar(v as u64 as u128));
    Some(Folded::Results(smallvec::smallvec![FoldResult::Attr(a)]))
}

/// The constant index operand `i`.
fn const_index(cx: &FoldCx<'_>, i: usize) -> Option<i64> {
    let a = cx.attr(i)?;
    match cx.ctx.attr_data(a) {
        sigil_ir::AttrData::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// A ranked tensor's or memref's shape.
fn shape(ctx: &Context, t: Type, memref: bool) -> Option<Vec<i64>> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. } if !memref => Some(shape.to_vec()),
        TypeData::MemRef { shape, .. } if memref => Some(shape.to_vec()),
        _ => None,
    }
}

/// The operand of `values` (one per dynamic extent) for dimension `d`.
fn dynamic_extent(shape: &[i64], d: usize, values: &[Value]) -> Option<Value> {
    let k = shape[..d].iter().filter(|&&x| x < 0).count();
    values.get(k).copied()
}

fn dim(cx: &mut FoldCx<'_>, memref: bool) -> Option<Folded> {
    let d = const_index(cx, 1)?;
    let src = cx.operand(0);
    let shape = shape(cx.ctx, cx.ir.value_type(src), memref)?;
    if d < 0 || d as usize >= shape.len() {
        return None;
    }
    let d = d as usize;
    if shape[d] >= 0 {
        return index_attr(cx, shape[d]);
    }
    let producers: &[&[u8]] = if memref {
        &[b"memref.alloc", b"memref.alloca"]
    } else {
        &[b"tensor.generate"]
    };
    for p in producers {
        if let Some(def) = cx.def_named(0, p) {
            // The dynamic sizes are the producer's first operands (an
            // alloc's symbol operands come after them).
            let sizes: Vec<Value> = cx.ir.operands(def).collect();
            let v = dynamic_extent(&shape, d, &sizes)?;
            return Some(Folded::Results(smallvec::smallvec![FoldResult::Value(v)]));
        }
    }
    None
}

fn tensor_dim(cx: &mut FoldCx<'_>) -> Option<Folded> {
    dim(cx, false)
}

fn memref_dim(cx: &mut FoldCx<'_>) -> Option<Folded> {
    dim(cx, true)
}

fn rank(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let t = cx.ir.value_type(cx.operand(0));
    let n = match cx.ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. } | TypeData::MemRef { shape, .. } => shape.len(),
        _ => return None,
    };
    index_attr(cx, n as i64)
}
