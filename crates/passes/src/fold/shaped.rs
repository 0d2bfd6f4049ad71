//! Fold hooks of `tensor` and `memref` that read shapes (MLIR 22's
//! `TensorOps.cpp` and `MemRefOps.cpp`): `dim` of a static extent (or of a
//! dynamic one an `alloc`, `alloca`, `memref.view`, `memref.subview` or
//! `tensor.generate` was given),
//! `rank` of a ranked type, and `tensor.extract` of a splat constant, of a
//! dense integer or float constant at constant indices, or of
//! `tensor.from_elements` at constant indices.
//!
//! Not yet here: `dim` through tensor slices and casts, `extract` after an
//! `insert`, and the other `tensor`/`memref` folds.

use sigil_ir::{Context, Type, TypeData, Value};

use super::values::{int_width, make_ints, Lanes};
use super::{FoldCx, FoldResult, Folded, Hook};

pub(super) fn hook(name: &[u8]) -> Option<Hook> {
    Some(match name {
        b"tensor.dim" => tensor_dim,
        b"memref.dim" => memref_dim,
        b"tensor.rank" | b"memref.rank" => rank,
        b"tensor.extract" => tensor_extract,
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
    if memref {
        if let Some(v) = subview_size(cx, d) {
            return Some(Folded::Results(smallvec::smallvec![FoldResult::Value(v)]));
        }
    }
    // A view's dynamic sizes follow its source and byte shift.
    if memref {
        if let Some(def) = cx.def_named(0, b"memref.view") {
            let sizes: Vec<Value> = cx.ir.operands(def).skip(2).collect();
            let v = dynamic_extent(&shape, d, &sizes)?;
            return Some(Folded::Results(smallvec::smallvec![FoldResult::Value(v)]));
        }
    }
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

/// `tensor.extract`'s fold.
fn tensor_extract(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let elem_ty = cx.result_type();
    let tensor = cx.attr(0);
    // A splat: its value, whatever the indices.
    if let Some(a) = tensor {
        if let sigil_ir::AttrData::DenseElements {
            splat: true, data, ..
        } = cx.ctx.attr_data(a)
        {
            let data = data.clone();
            return scalar_at(cx, elem_ty, &data, 0);
        }
    }
    let n = cx.ir.num_operands(cx.op);
    let indices: Vec<i64> = (1..n).map(|i| const_index(cx, i)).collect::<Option<_>>()?;
    let src = cx.operand(0);
    let dims = shape(cx.ctx, cx.ir.value_type(src), false)?;
    if dims.len() != indices.len() {
        return None;
    }
    // The flat index (row-major), or none out of bounds.
    let mut flat: i64 = 0;
    for (&i, &d) in indices.iter().zip(&dims) {
        if i < 0 || d < 0 || i >= d {
            return None;
        }
        flat = flat.checked_mul(d)?.checked_add(i)?;
    }
    if let Some(from) = cx.def_named(0, b"tensor.from_elements") {
        let elements: Vec<Value> = cx.ir.operands(from).collect();
        let v = *elements.get(usize::try_from(flat).ok()?)?;
        return Some(Folded::Results(smallvec::smallvec![FoldResult::Value(v)]));
    }
    let a = tensor?;
    let data = match cx.ctx.attr_data(a) {
        sigil_ir::AttrData::DenseElements { data, .. } => data.clone(),
        _ => return None,
    };
    scalar_at(cx, elem_ty, &data, usize::try_from(flat).ok()?)
}

/// Element `index` of dense `data` as a scalar attribute of `ty` (an
/// integer, `index` or float type).
fn scalar_at(cx: &mut FoldCx<'_>, ty: Type, data: &[u8], index: usize) -> Option<Folded> {
    let size = sigil_ir::types::storage_bytes(cx.ctx.type_data(ty), cx.ctx)?;
    let bytes = data.get(index.checked_mul(size)?..index.checked_mul(size)? + size)?;
    let mut raw = [0u8; 16];
    raw.get_mut(..size)?.copy_from_slice(bytes);
    let bits = u128::from_le_bytes(raw);
    let a = match cx.ctx.type_data(ty) {
        TypeData::Float(_) => cx.ctx.intern_attr(sigil_ir::AttrData::Float { ty, bits }),
        TypeData::Integer { .. } | TypeData::Index => {
            let width = int_width(cx.ctx, ty)?;
            if width > 128 {
                return None;
            }
            make_ints(
                cx.ctx,
                ty,
                width,
                Lanes::Scalar(bits & super::values::mask(width)),
            )
        }
        _ => return None,
    };
    Some(Folded::Results(smallvec::smallvec![FoldResult::Attr(a)]))
}

/// The dynamic size a `memref.subview` was given for its result dimension
/// `d` (a rank-reducing subview drops unit source dimensions, the first
/// ones first).
fn subview_size(cx: &FoldCx<'_>, d: usize) -> Option<Value> {
    let sv = cx.def_named(0, b"memref.subview")?;
    let sizes = super::prop(cx.ctx, cx.ir, sv, b"static_sizes")?;
    let sizes: Vec<i64> = match cx.ctx.attr_data(sizes) {
        sigil_ir::AttrData::DenseArray { data, .. } => data
            .chunks(8)
            .map(|c| i64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
            .collect(),
        _ => return None,
    };
    let rank = shape(cx.ctx, cx.ir.value_type(cx.ir.result(sv, 0)), true)?.len();
    let mut to_drop = sizes.len().checked_sub(rank)?;
    let mut kept = Vec::new();
    for (i, &s) in sizes.iter().enumerate() {
        if to_drop > 0 && s == 1 {
            to_drop -= 1;
            continue;
        }
        kept.push(i);
    }
    let source = *kept.get(d)?;
    if sizes[source] != sigil_ir::types::DYNAMIC {
        return None;
    }
    // Operands: source, offsets, sizes, strides.
    let seg = super::segments(cx.ctx, cx.ir, sv)?;
    let first = 1 + usize::try_from(*seg.get(1)?).ok()?;
    let k = sizes[..source]
        .iter()
        .filter(|&&s| s == sigil_ir::types::DYNAMIC)
        .count();
    Some(cx.ir.operand(sv, first + k))
}
