//! The `llvm` dialect's fold hooks (MLIR 22's `LLVMDialect.cpp`):
//! `extractvalue` through chains of `extractvalue` and `insertvalue`, and
//! `getelementptr` (one zero index on a same-typed pointer is the base;
//! dynamic indices of constant value that fit 32 bits become constant
//! indices, in place).
//!
//! Not yet folded here: `extractvalue` of a dense constant (its result
//! would need `llvm.mlir.constant` materialization), `bitcast`,
//! `addrspacecast`, the integer and compare ops.

use sigil_ir::attrs::AttrData;
use sigil_ir::{Attr, Context};

use super::{FoldCx, FoldResult, Folded, Hook};

pub(super) fn hook(name: &[u8]) -> Option<Hook> {
    Some(match name {
        b"llvm.extractvalue" => extractvalue,
        b"llvm.getelementptr" => getelementptr,
        _ => return None,
    })
}

/// A `position` property (a `DenseI64ArrayAttr`).
fn position(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
    match ctx.attr_data(a) {
        AttrData::DenseArray { data, .. } => Some(
            data.chunks(8)
                .map(|c| i64::from_le_bytes(c.try_into().expect("8 bytes")))
                .collect(),
        ),
        _ => None,
    }
}

fn set_position(cx: &mut FoldCx<'_>, pos: &[i64]) {
    let i64t = cx.ctx.i(64);
    let data: Vec<u8> = pos.iter().flat_map(|p| p.to_le_bytes()).collect();
    let value = cx.ctx.intern_attr(AttrData::DenseArray {
        elem: i64t,
        len: pos.len() as u32,
        data: data.into_boxed_slice(),
    });
    super::set_prop(cx.ctx, cx.ir, cx.op, b"position", value);
}

fn extractvalue(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let own = position(cx.ctx, super::prop(cx.ctx, cx.ir, cx.op, b"position")?)?;
    // extractvalue(extractvalue(x)[p])[q] -> extractvalue(x)[p ++ q]
    if let Some(inner) = cx.def_named(0, b"llvm.extractvalue") {
        let mut pos = position(cx.ctx, super::prop(cx.ctx, cx.ir, inner, b"position")?)?;
        pos.extend_from_slice(&own);
        let container = cx.ir.operand(inner, 0);
        set_position(cx, &pos);
        cx.ir.set_operand(cx.op, 0, container);
        return Some(Folded::InPlace);
    }
    let mut insert = cx.def_named(0, b"llvm.insertvalue");
    let mut extract_pos: &[i64] = &own;
    let mut switched = false;
    let mut result = None;
    while let Some(ins) = insert {
        let insert_pos = position(cx.ctx, super::prop(cx.ctx, cx.ir, ins, b"position")?)?;
        // The very position: the inserted value.
        if extract_pos == insert_pos.as_slice() {
            return Some(Folded::Results(smallvec::smallvec![FoldResult::Value(
                cx.ir.operand(ins, 1)
            )]));
        }
        // Inserted at a prefix: go on inside the inserted value.
        if extract_pos.len() > insert_pos.len() && extract_pos.starts_with(&insert_pos) {
            insert = super::defined_by(cx.ctx, cx.ir, cx.ir.operand(ins, 1), b"llvm.insertvalue");
            extract_pos = &extract_pos[insert_pos.len()..];
            switched = true;
            continue;
        }
        // One position a prefix of the other: what was inserted overlaps.
        let min = extract_pos.len().min(insert_pos.len());
        if extract_pos[..min] == insert_pos[..min] {
            return result;
        }
        // Disjoint: extract from the container the value was inserted into.
        let container = cx.ir.operand(ins, 0);
        if !switched {
            cx.ir.set_operand(cx.op, 0, container);
            result = Some(Folded::InPlace);
        }
        insert = super::defined_by(cx.ctx, cx.ir, container, b"llvm.insertvalue");
    }
    result
}

/// The marker of a dynamic index in `rawConstantIndices` (`kDynamicIndex`).
const DYNAMIC_INDEX: i32 = i32::MIN;

/// `GEPOp::fold`.
fn getelementptr(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let raw_attr = super::prop(cx.ctx, cx.ir, cx.op, b"rawConstantIndices")?;
    let raw: Vec<i32> = match cx.ctx.attr_data(raw_attr) {
        AttrData::DenseArray { data, .. } => data
            .chunks(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect(),
        _ => return None,
    };
    // Each index: a constant (static, or a dynamic one of constant value)
    // or the dynamic operand it is.
    let mut next_dynamic = 1;
    let mut indices: Vec<(Option<i128>, Option<usize>)> = Vec::with_capacity(raw.len());
    for &r in &raw {
        if r == DYNAMIC_INDEX {
            let value = cx.attr(next_dynamic).and_then(|a| {
                let c = super::values::ints(cx.ctx, a)?;
                match c.lanes {
                    super::values::Lanes::Scalar(v) => Some(super::values::sext(v, c.width)),
                    _ => None,
                }
            });
            indices.push((value, Some(next_dynamic)));
            next_dynamic += 1;
        } else {
            indices.push((Some(r as i128), None));
        }
    }
    let base = cx.operand(0);
    if cx.ir.value_type(base) == cx.result_type() && indices.len() == 1 && indices[0].0 == Some(0) {
        return Some(Folded::Results(smallvec::smallvec![FoldResult::Value(
            base
        )]));
    }
    let fits = |v: i128| i32::try_from(v).is_ok_and(|v| v != DYNAMIC_INDEX);
    let changed = indices
        .iter()
        .any(|(v, d)| d.is_some() && v.is_some_and(fits));
    if !changed {
        return None;
    }
    let mut new_raw = Vec::with_capacity(indices.len());
    let mut dynamic = Vec::new();
    for (v, d) in &indices {
        match (v, d) {
            (Some(v), Some(_)) if fits(*v) => new_raw.push(*v as i32),
            (_, Some(i)) => {
                new_raw.push(DYNAMIC_INDEX);
                dynamic.push(cx.operand(*i));
            }
            (v, None) => new_raw.push(v.unwrap_or(0) as i32),
        }
    }
    let mut operands = vec![base];
    operands.extend(dynamic);
    cx.ir.set_operands(cx.op, &operands);
    let i32t = cx.ctx.i(32);
    let data: Vec<u8> = new_raw.iter().flat_map(|r| r.to_le_bytes()).collect();
    let value = cx.ctx.intern_attr(AttrData::DenseArray {
        elem: i32t,
        len: new_raw.len() as u32,
        data: data.into_boxed_slice(),
    });
    super::set_prop(cx.ctx, cx.ir, cx.op, b"rawConstantIndices", value);
    Some(Folded::InPlace)
}
