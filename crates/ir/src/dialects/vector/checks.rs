//! The `vector` ops' own verifiers, run after the declared structure
//! passed, with MLIR 22's messages. Where ODS gives an op
//! `InferTypeOpInterface`, the comparison of the inferred result types with
//! the declared ones comes first ("inferred type(s) ... are incompatible"),
//! as MLIR runs that trait before the op's `verify`.

use sigil_affine::{AffineExpr, AffineMap};

use super::super::indexing::dense_int_array;
use super::super::support::{bit_width, is_float, is_index, quoted};
use super::super::Checker;
use super::{vec_ty, VecTy, KIND_ATTR, KIND_CASES};
use crate::attrs::{Attr, AttrData};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::ir::{Ir, OpId};
use crate::types::{Type, TypeData, DYNAMIC};

type VResult = Result<(), Box<Diagnostic>>;

fn err(c: &dyn Checker, op: OpId, msg: impl AsRef<str>) -> VResult {
    Err(c.op_error_named(op, msg.as_ref()))
}

fn operand_ty(ir: &Ir, op: OpId, i: usize) -> Type {
    ir.value_type(ir.operand(op, i))
}

fn result_ty(ir: &Ir, op: OpId, i: usize) -> Type {
    ir.value_type(ir.result(op, i))
}

fn prop(c: &dyn Checker, op: OpId, name: &str) -> Option<Attr> {
    c.ir()
        .op(op)
        .props
        .and_then(|p| c.ctx().dict_get(p, name.as_bytes()))
}

fn i64s(c: &dyn Checker, op: OpId, name: &str) -> Vec<i64> {
    prop(c, op, name)
        .and_then(|a| dense_int_array(c.ctx(), a))
        .unwrap_or_default()
}

/// The integers of an `ArrayAttr` of integers.
fn int_array(ctx: &Context, a: Option<Attr>) -> Vec<i64> {
    match a.map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(items)) => items
            .iter()
            .filter_map(|&i| match ctx.attr_data(i) {
                AttrData::Integer { value, .. } => value.to_i64(),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

fn text(ctx: &Context, t: Type) -> String {
    quoted(ctx, t)
}

/// `'a', 'b'` as MLIR lists types in the inferred-type message.
fn inferred(c: &dyn Checker, op: OpId, want: &[Type]) -> VResult {
    let ir = c.ir();
    let ctx = c.ctx();
    let got: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    if got == want {
        return Ok(());
    }
    let list = |ts: &[Type]| {
        ts.iter()
            .map(|&t| text(ctx, t))
            .collect::<Vec<_>>()
            .join(", ")
    };
    err(
        c,
        op,
        format!(
            "inferred type(s) {} are incompatible with return type(s) of operation {}",
            list(want),
            list(&got)
        ),
    )
}

fn vector_text(ctx: &Context, shape: &[i64], scalable: &[bool], elem: Type) -> String {
    let mut s = String::from("'vector<");
    for (i, d) in shape.iter().enumerate() {
        if scalable.get(i).copied().unwrap_or(false) {
            s.push_str(&format!("[{d}]x"));
        } else {
            s.push_str(&format!("{d}x"));
        }
    }
    let e = text(ctx, elem);
    s.push_str(&e[1..e.len() - 1]);
    s.push_str(">'");
    s
}

/// The inferred-type check for one result that must be a given vector (or
/// the element type for an empty shape when `scalar_if_empty`).
fn inferred_vec(
    c: &dyn Checker,
    op: OpId,
    shape: &[i64],
    scalable: &[bool],
    elem: Type,
    scalar_if_empty: bool,
) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let got = result_ty(ir, op, 0);
    if scalar_if_empty && shape.is_empty() {
        return inferred(c, op, &[elem]);
    }
    let matches = vec_ty(ctx, got).is_some_and(|v| {
        v.shape == shape && v.elem == elem && v.flags() == pad(scalable, shape.len())
    });
    if matches {
        return Ok(());
    }
    err(
        c,
        op,
        format!(
            "inferred type(s) {} are incompatible with return type(s) of operation {}",
            vector_text(ctx, shape, scalable, elem),
            text(ctx, got)
        ),
    )
}

fn pad(flags: &[bool], n: usize) -> Vec<bool> {
    (0..n)
        .map(|i| flags.get(i).copied().unwrap_or(false))
        .collect()
}

fn vt<'a>(c: &'a dyn Checker, t: Type) -> Option<VecTy<'a>> {
    vec_ty(c.ctx(), t)
}

fn dim_text(d: i64, scalable: bool) -> String {
    if scalable {
        format!("[{d}]")
    } else {
        d.to_string()
    }
}

fn elem_or_self(ctx: &Context, t: Type) -> Type {
    vec_ty(ctx, t).map_or(t, |v| v.elem)
}

/// `PredOpTrait`s comparing element types, in the order ODS lists them.
fn same_elem(c: &dyn Checker, op: OpId, pairs: &[(Type, Type, &str)]) -> VResult {
    let ctx = c.ctx();
    for &(a, b, what) in pairs {
        if elem_or_self(ctx, a) != elem_or_self(ctx, b) {
            return err(
                c,
                op,
                format!("failed to verify that {what} have same element type"),
            );
        }
    }
    Ok(())
}

fn is_int_or_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { .. } | TypeData::Index)
}

/// `isSupportedCombiningKind`.
fn kind_supported(ctx: &Context, kind: i64, elem: Type) -> bool {
    match kind {
        0 | 1 => is_int_or_index(ctx, elem) || is_float(ctx, elem),
        2 | 3 | 5 | 6 | 8 | 9 | 10 => is_int_or_index(ctx, elem),
        4 | 7 | 11 | 12 => is_float(ctx, elem),
        _ => false,
    }
}

fn kind_of(c: &dyn Checker, op: OpId) -> i64 {
    prop(c, op, "kind")
        .and_then(|a| KIND_ATTR.int_param(c.ctx(), a))
        .unwrap_or(0)
}

fn kind_name(kind: i64) -> String {
    let mut s = String::new();
    KIND_CASES.write(kind, &mut |w| s.push_str(w));
    s
}

// ----- casts -----

/// `BroadcastOp::verify` (`isBroadcastableTo`).
pub(super) fn broadcast(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let src = operand_ty(ir, op, 0);
    let Some(dst) = vt(c, result_ty(ir, op, 0)) else {
        return Ok(());
    };
    if elem_or_self(ctx, src) != dst.elem {
        return err(
            c,
            op,
            "failed to verify that source operand and result have same element type",
        );
    }
    let scalar = is_int_or_index(ctx, src) || is_float(ctx, src);
    if scalar && src == dst.elem {
        return Ok(());
    }
    let Some(s) = vt(c, src) else {
        return err(c, op, "source type is not a vector");
    };
    if s.rank() > dst.rank() {
        return err(c, op, "source rank higher than destination rank");
    }
    let lead = dst.rank() - s.rank();
    for i in 0..s.rank() {
        let (sd, dd) = (s.shape[i], dst.shape[lead + i]);
        let (ss, ds) = (s.scalable(i), dst.scalable(lead + i));
        let mismatch =
            (sd != 1 && sd != dd) || (sd == 1 && ss && dd != 1) || (ss != ds && (sd != 1 || ss));
        if mismatch {
            return err(
                c,
                op,
                format!(
                    "dimension mismatch ({} vs. {})",
                    dim_text(sd, ss),
                    dim_text(dd, ds)
                ),
            );
        }
    }
    Ok(())
}

/// `ShapeCastOp::verify`.
pub(super) fn shape_cast(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    let (Some(s), Some(r)) = (vt(c, operand_ty(ir, op, 0)), vt(c, result_ty(ir, op, 0))) else {
        return Ok(());
    };
    if s.elem != r.elem {
        return err(c, op, "has different source and result element types");
    }
    let (ns, nr): (i64, i64) = (s.shape.iter().product(), r.shape.iter().product());
    if ns != nr {
        return err(
            c,
            op,
            format!("has different number of elements at source ({ns}) and result ({nr})"),
        );
    }
    let count = |v: &VecTy<'_>| (0..v.rank()).filter(|&i| v.scalable(i)).count();
    let (cs, cr) = (count(&s), count(&r));
    if cs != cr {
        return err(
            c,
            op,
            format!("has different number of scalable dims at source ({cs}) and result ({cr})"),
        );
    }
    Ok(())
}

/// `BitCastOp::verify`: every dimension but the last kept, the last one's
/// bits kept.
pub(super) fn bitcast(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let (Some(s), Some(r)) = (vt(c, operand_ty(ir, op, 0)), vt(c, result_ty(ir, op, 0))) else {
        return Ok(());
    };
    if s.rank() != r.rank() {
        return err(
            c,
            op,
            "failed to verify that all of {source, result} have same rank",
        );
    }
    for i in 0..s.rank().saturating_sub(1) {
        if r.shape.get(i) != Some(&s.shape[i]) {
            return err(c, op, format!("dimension size mismatch at: {i}"));
        }
    }
    let bits = |t: Type| {
        if is_index(ctx, t) {
            Some(64)
        } else {
            bit_width(ctx, t).map(u64::from)
        }
    };
    let (sb, rb) = (bits(s.elem).unwrap_or(0), bits(r.elem).unwrap_or(0));
    if s.rank() == 0 {
        if sb != rb {
            return err(
                c,
                op,
                "source/result bitwidth of the 0-D vector element types must be equal",
            );
        }
    } else {
        let last = |v: &VecTy<'_>| v.shape.last().copied().unwrap_or(1) as u64;
        if sb * last(&s) != rb * last(&r) {
            return err(
                c,
                op,
                "source/result bitwidth of the minor 1-D vectors must be equal",
            );
        }
    }
    Ok(())
}

/// `TypeCastOp::verify`.
pub(super) fn type_cast(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let layout_of = |t: Type| match ctx.type_data(t) {
        TypeData::MemRef { layout, .. } => *layout,
        _ => None,
    };
    if layout_of(operand_ty(ir, op, 0)).is_some() {
        return err(c, op, "expects operand to be a memref with identity layout");
    }
    if layout_of(result_ty(ir, op, 0)).is_some() {
        return err(c, op, "expects result to be a memref with identity layout");
    }
    let space = |t: Type| match ctx.type_data(t) {
        TypeData::MemRef { memory_space, .. } => *memory_space,
        _ => None,
    };
    if space(operand_ty(ir, op, 0)) != space(result_ty(ir, op, 0)) {
        return err(c, op, "expects result in same memory space");
    }
    let flat = |t: Type| -> Option<(Type, i64)> {
        let TypeData::MemRef { shape, elem, .. } = ctx.type_data(t) else {
            return None;
        };
        let mut n: i64 = shape.iter().product();
        let mut e = *elem;
        if let Some(v) = vt(c, e) {
            n *= v.shape.iter().product::<i64>();
            e = v.elem;
        }
        Some((e, n))
    };
    let (Some((se, _)), Some((re, _))) = (flat(operand_ty(ir, op, 0)), flat(result_ty(ir, op, 0)))
    else {
        return Ok(());
    };
    if se != re {
        return err(
            c,
            op,
            format!(
                "expects result and operand with same underlying scalar type: {}",
                text(ctx, re).trim_matches('\'')
            ),
        );
    }
    let shape_of = |t: Type| -> Vec<i64> {
        let TypeData::MemRef { shape, elem, .. } = ctx.type_data(t) else {
            return Vec::new();
        };
        let mut s = shape.to_vec();
        if let Some(v) = vt(c, *elem) {
            s.extend_from_slice(v.shape);
        }
        s
    };
    if shape_of(operand_ty(ir, op, 0)) != shape_of(result_ty(ir, op, 0)) {
        return err(
            c,
            op,
            format!(
                "expects concatenated result and operand shapes to be equal: {}",
                text(ctx, result_ty(ir, op, 0)).trim_matches('\'')
            ),
        );
    }
    Ok(())
}

// ----- elementwise -----

/// `TypesMatchWith`: the elements have the vector's element type.
pub(super) fn from_elements(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    let Some(v) = vt(c, result_ty(ir, op, 0)) else {
        return Ok(());
    };
    let n: i64 = v.shape.iter().product();
    let ok = ir.num_operands(op) as i64 == n && ir.operands(op).all(|x| ir.value_type(x) == v.elem);
    if !ok {
        return err(
            c,
            op,
            "failed to verify that shaped type 'dest' matches 'elements' element count and types",
        );
    }
    Ok(())
}

/// One result per element, of the element type.
pub(super) fn to_elements(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    let Some(v) = vt(c, operand_ty(ir, op, 0)) else {
        return Ok(());
    };
    let n: i64 = v.shape.iter().product();
    let ok = ir.num_results(op) as i64 == n && ir.results(op).all(|x| ir.value_type(x) == v.elem);
    if !ok {
        return err(
            c,
            op,
            "failed to verify that shaped type 'source' matches 'elements' element count and types",
        );
    }
    Ok(())
}

/// The result is the operands' vector with a doubled last dimension.
pub(super) fn interleave(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    let Some(v) = vt(c, operand_ty(ir, op, 0)) else {
        return Ok(());
    };
    let mut shape = v.shape.to_vec();
    match shape.last_mut() {
        Some(l) => *l *= 2,
        None => shape.push(2),
    }
    let flags = pad(&v.flags(), shape.len());
    let ok = vt(c, result_ty(ir, op, 0))
        .is_some_and(|r| r.shape == shape.as_slice() && r.elem == v.elem && r.flags() == flags);
    if !ok {
        return err(
            c,
            op,
            "failed to verify that type of 'result' is double the width of the inputs",
        );
    }
    Ok(())
}

/// Both results are the source with a halved last dimension.
pub(super) fn deinterleave(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    let Some(v) = vt(c, operand_ty(ir, op, 0)) else {
        return Ok(());
    };
    let mut shape = v.shape.to_vec();
    if let Some(l) = shape.last_mut() {
        *l /= 2;
    }
    let flags = v.flags();
    let ok = |i: usize| {
        vt(c, result_ty(ir, op, i))
            .is_some_and(|r| r.shape == shape.as_slice() && r.elem == v.elem && r.flags() == flags)
    };
    if v.shape.last().is_some_and(|l| l % 2 != 0) || !ok(0) || !ok(1) {
        return err(c, op, "failed to verify that the trailing dimension of the results is half the width of source trailing dimension");
    }
    Ok(())
}

// ----- element access -----

fn check_positions(
    c: &dyn Checker,
    op: OpId,
    vec: &VecTy<'_>,
    first_dynamic: usize,
    dest: bool,
) -> Result<Vec<i64>, Box<Diagnostic>> {
    let ir = c.ir();
    let statics = i64s(c, op, "static_position");
    let markers = statics.iter().filter(|&&s| s == DYNAMIC).count();
    if markers != ir.num_operands(op) - first_dynamic {
        return Err(c.op_error_named(op, "mismatch between dynamic and static positions"));
    }
    if statics.len() > vec.rank() {
        let msg = if dest {
            "expected position attribute of rank no greater than dest vector rank"
        } else {
            "expected position attribute of rank no greater than vector rank"
        };
        return Err(c.op_error_named(op, msg));
    }
    Ok(statics)
}

fn check_position_values(
    c: &dyn Checker,
    op: OpId,
    vec: &VecTy<'_>,
    statics: &[i64],
    dest: bool,
) -> VResult {
    for (i, &s) in statics.iter().enumerate() {
        if s == DYNAMIC {
            continue;
        }
        if !(s == -1 || (s >= 0 && s < vec.shape[i])) {
            let msg = if dest {
                format!("expected position attribute #{} to be a non-negative integer smaller than the corresponding dest vector dimension", i + 1)
            } else {
                format!("expected position attribute #{} to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)", i + 1)
            };
            return err(c, op, msg);
        }
    }
    Ok(())
}

/// `ExtractOp`: the inferred result (the rest of the source after the
/// position, a scalar when it is full; a `vector<1xT>` stands for a `T`),
/// then `verify`.
pub(super) fn extract(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    let Some(v) = vt(c, operand_ty(ir, op, 0)) else {
        return Ok(());
    };
    let got = result_ty(ir, op, 0);
    same_elem(c, op, &[(operand_ty(ir, op, 0), got, "operand and result")])?;
    if vt(c, got).is_some_and(|r| r.rank() == 0) {
        return Err(c.plain_error(
            op,
            "expected a scalar instead of a 0-d vector as the result type".into(),
        ));
    }
    let statics = check_positions(c, op, &v, 1, false)?;
    check_position_values(c, op, &v, &statics, false)?;
    // `InferTypeOpInterface`, checked after `verify`.
    let n = statics.len();
    let one_of = |a: Type, b: Type| vt(c, a).is_some_and(|x| x.shape == [1] && x.elem == b);
    if n == v.rank() {
        if got != v.elem && !one_of(got, v.elem) {
            inferred(c, op, &[v.elem])?;
        }
    } else {
        let k = n.min(v.rank());
        let shape = &v.shape[k..];
        let flags = &v.flags()[k..];
        let same =
            vt(c, got).is_some_and(|r| r.shape == shape && r.elem == v.elem && r.flags() == flags);
        let compat = shape == [1] && got == v.elem;
        if !same && !compat {
            inferred_vec(c, op, shape, flags, v.elem, false)?;
        }
    }
    Ok(())
}

/// `InsertOp`: the result is the destination, then `verify`.
pub(super) fn insert(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    same_elem(
        c,
        op,
        &[(
            operand_ty(ir, op, 0),
            result_ty(ir, op, 0),
            "source operand and result",
        )],
    )?;
    let Some(dest) = vt(c, operand_ty(ir, op, 1)) else {
        return Ok(());
    };
    let src = vt(c, operand_ty(ir, op, 0));
    if src.as_ref().is_some_and(|s| s.rank() == 0) {
        return Err(c.plain_error(
            op,
            "expected a scalar instead of a 0-d vector as the source operand".into(),
        ));
    }
    let statics = check_positions(c, op, &dest, 2, true)?;
    match &src {
        Some(s) if s.rank() + statics.len() != dest.rank() => {
            return err(
                c,
                op,
                "expected position attribute rank + source rank to match dest vector rank",
            )
        }
        None if statics.len() != dest.rank() => {
            return err(
                c,
                op,
                "expected position attribute rank to match the dest vector rank",
            )
        }
        _ => {}
    }
    check_position_values(c, op, &dest, &statics, true)
}

/// `ScalableExtractOp`.
pub(super) fn scalable_extract(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    let (Some(s), Some(r)) = (vt(c, operand_ty(ir, op, 0)), vt(c, result_ty(ir, op, 0))) else {
        return Ok(());
    };
    if s.elem != r.elem {
        return err(
            c,
            op,
            "failed to verify that all of {source, result} have same element type",
        );
    }
    let pos = int_array_single(c, op);
    let n = r.shape.first().copied().unwrap_or(1);
    if n != 0 && pos % n != 0 {
        return err(
            c,
            op,
            "failed to verify that position is a multiple of the result length.",
        );
    }
    Ok(())
}

fn int_array_single(c: &dyn Checker, op: OpId) -> i64 {
    match prop(c, op, "pos").map(|a| c.ctx().attr_data(a)) {
        Some(AttrData::Integer { value, .. }) => value.to_i64().unwrap_or(0),
        _ => 0,
    }
}

/// `ScalableInsertOp`.
pub(super) fn scalable_insert(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    let (Some(s), Some(d)) = (vt(c, operand_ty(ir, op, 0)), vt(c, operand_ty(ir, op, 1))) else {
        return Ok(());
    };
    if s.elem != d.elem {
        return err(
            c,
            op,
            "failed to verify that source operand and result have same element type",
        );
    }
    let pos = int_array_single(c, op);
    let n = s.shape.first().copied().unwrap_or(1);
    if n != 0 && pos % n != 0 {
        return err(
            c,
            op,
            "failed to verify that position is a multiple of the source length.",
        );
    }
    Ok(())
}

/// `ExtractStridedSliceOp::verify`.
pub(super) fn extract_strided_slice(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let (Some(s), Some(r)) = (vt(c, operand_ty(ir, op, 0)), vt(c, result_ty(ir, op, 0))) else {
        return Ok(());
    };
    same_elem(
        c,
        op,
        &[(
            operand_ty(ir, op, 0),
            result_ty(ir, op, 0),
            "operand and result",
        )],
    )?;
    let offsets = int_array(ctx, prop(c, op, "offsets"));
    let sizes = int_array(ctx, prop(c, op, "sizes"));
    let strides = int_array(ctx, prop(c, op, "strides"));
    let rank = s.rank();
    for (name, v) in [
        ("offsets", &offsets),
        ("sizes", &sizes),
        ("strides", &strides),
    ] {
        if v.len() > rank {
            return err(
                c,
                op,
                format!("expected {name} attribute of rank no greater than vector rank"),
            );
        }
    }
    if offsets.len() != sizes.len() || offsets.len() != strides.len() {
        return err(
            c,
            op,
            "expected offsets, sizes and strides attributes of same size",
        );
    }
    for (i, &o) in offsets.iter().enumerate() {
        if o < 0 || o >= s.shape[i] {
            return err(
                c,
                op,
                format!(
                    "expected offsets dimension {i} to be confined to [0, {})",
                    s.shape[i]
                ),
            );
        }
    }
    for (i, &z) in sizes.iter().enumerate() {
        if z < 1 || z > s.shape[i] {
            return err(
                c,
                op,
                format!(
                    "expected sizes dimension {i} to be confined to [1, {})",
                    s.shape[i] + 1
                ),
            );
        }
    }
    for (i, &t) in strides.iter().enumerate() {
        if t != 1 {
            return err(
                c,
                op,
                format!("expected strides dimension {i} to be confined to [1, 2)"),
            );
        }
    }
    for (i, (&o, &z)) in offsets.iter().zip(&sizes).enumerate() {
        if o + z > s.shape[i] {
            return err(
                c,
                op,
                format!(
                    "expected sum(offsets, sizes) dimension {i} to be confined to [1, {})",
                    s.shape[i] + 1
                ),
            );
        }
    }
    let mut shape: Vec<i64> = sizes.clone();
    shape.extend_from_slice(&s.shape[sizes.len()..]);
    let flags = s.flags();
    if r.shape != shape.as_slice() || r.elem != s.elem || r.flags() != flags {
        let want = vector_text(ctx, &shape, &flags, s.elem);
        return err(c, op, format!("expected result type to be {want}"));
    }
    Ok(())
}

/// `InsertStridedSliceOp::verify`.
pub(super) fn insert_strided_slice(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    same_elem(
        c,
        op,
        &[(
            operand_ty(ir, op, 0),
            result_ty(ir, op, 0),
            "operand #0 and result",
        )],
    )?;
    let (Some(s), Some(d)) = (vt(c, operand_ty(ir, op, 0)), vt(c, operand_ty(ir, op, 1))) else {
        return Ok(());
    };
    let offsets = int_array(ctx, prop(c, op, "offsets"));
    let strides = int_array(ctx, prop(c, op, "strides"));
    if offsets.len() != d.rank() {
        return err(
            c,
            op,
            "expected offsets of same size as destination vector rank",
        );
    }
    if strides.len() != s.rank() {
        return err(c, op, "expected strides of same size as source vector rank");
    }
    if s.rank() > d.rank() {
        return err(
            c,
            op,
            "expected source rank to be no greater than destination rank",
        );
    }
    for (i, &o) in offsets.iter().enumerate() {
        if o < 0 || o >= d.shape[i] {
            return err(
                c,
                op,
                format!(
                    "expected offsets dimension {i} to be confined to [0, {})",
                    d.shape[i]
                ),
            );
        }
    }
    for (i, &t) in strides.iter().enumerate() {
        if t != 1 {
            return err(
                c,
                op,
                format!("expected strides dimension {i} to be confined to [1, 2)"),
            );
        }
    }
    let lead = d.rank() - s.rank();
    for i in 0..s.rank() {
        if offsets[lead + i] + s.shape[i] > d.shape[lead + i] {
            return err(c, op, format!("expected sum(offsets, source vector shape) dimension {} to be confined to [1, {})", lead + i, d.shape[lead + i] + 1));
        }
    }
    Ok(())
}

/// `ShuffleOp`: the inferred result, then `verify`.
pub(super) fn shuffle(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    let res = result_ty(ir, op, 0);
    same_elem(
        c,
        op,
        &[
            (operand_ty(ir, op, 0), res, "first operand v1 and result"),
            (operand_ty(ir, op, 1), res, "second operand v2 and result"),
        ],
    )?;
    let (Some(a), Some(b), Some(r)) = (
        vt(c, operand_ty(ir, op, 0)),
        vt(c, operand_ty(ir, op, 1)),
        vt(c, res),
    ) else {
        return Ok(());
    };
    let well_0d = a.rank() == 0 && b.rank() == 0 && r.rank() == 1;
    let well_nd = a.rank() == r.rank() && b.rank() == r.rank();
    if !well_0d && !well_nd {
        return err(c, op, "rank mismatch");
    }
    for i in 1..a.rank() {
        if r.shape[i] != a.shape[i] || a.shape[i] != b.shape[i] {
            return err(c, op, "dimension mismatch");
        }
    }
    let mask = i64s(c, op, "mask");
    if mask.is_empty() {
        return err(c, op, "invalid mask length");
    }
    if Some(&(mask.len() as i64)) != r.shape.first() {
        return err(c, op, "mask length mismatch");
    }
    let total = a.shape.first().copied().unwrap_or(1) + b.shape.first().copied().unwrap_or(1);
    for (i, &m) in mask.iter().enumerate() {
        if m != -1 && !(0..total).contains(&m) {
            return err(c, op, format!("mask index #{} out of range", i + 1));
        }
    }
    // `InferTypeOpInterface`, after `verify`.
    let mut shape = vec![mask.len() as i64];
    shape.extend(a.shape.iter().skip(1));
    inferred_vec(c, op, &shape, &[], a.elem, false)
}

/// `TransposeOp::verify`.
pub(super) fn transpose(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    same_elem(
        c,
        op,
        &[(
            operand_ty(ir, op, 0),
            result_ty(ir, op, 0),
            "operand and result",
        )],
    )?;
    let (Some(s), Some(r)) = (vt(c, operand_ty(ir, op, 0)), vt(c, result_ty(ir, op, 0))) else {
        return Ok(());
    };
    let perm = i64s(c, op, "permutation");
    if s.rank() != r.rank() {
        return err(c, op, format!("vector result rank mismatch: {}", r.rank()));
    }
    if perm.len() != s.rank() {
        return err(
            c,
            op,
            format!("transposition length mismatch: {}", perm.len()),
        );
    }
    let mut seen = vec![false; s.rank()];
    for (i, &p) in perm.iter().enumerate() {
        if p < 0 || p as usize >= s.rank() {
            return err(c, op, format!("transposition index out of range: {p}"));
        }
        if std::mem::replace(&mut seen[p as usize], true) {
            return err(c, op, format!("duplicate position index: {p}"));
        }
        if r.shape[i] != s.shape[p as usize] || r.scalable(i) != s.scalable(p as usize) {
            return err(c, op, format!("dimension size mismatch at: {p}"));
        }
    }
    Ok(())
}

// ----- reductions -----

/// `ReductionOp::verify`.
pub(super) fn reduction(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(v) = vt(c, operand_ty(ir, op, 0)) else {
        return Ok(());
    };
    if v.elem != result_ty(ir, op, 0) {
        return err(
            c,
            op,
            "failed to verify that source operand and result have same element type",
        );
    }
    if ir.num_operands(op) > 1 && operand_ty(ir, op, 1) != result_ty(ir, op, 0) {
        return err(
            c,
            op,
            "failed to verify that dest and acc have the same type",
        );
    }
    if v.rank() > 1 {
        return err(c, op, format!("unsupported reduction rank: {}", v.rank()));
    }
    let elem = result_ty(ir, op, 0);
    let k = kind_of(c, op);
    if !kind_supported(ctx, k, elem) {
        return err(
            c,
            op,
            format!(
                "unsupported reduction type '{}' for kind '{}'",
                text(ctx, elem),
                kind_name(k)
            ),
        );
    }
    Ok(())
}

/// `MultiDimReductionOp`: the inferred result (the source without the
/// reduced dimensions, a scalar when none is left), then `verify`.
pub(super) fn multi_reduction(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(v) = vt(c, operand_ty(ir, op, 0)) else {
        return Ok(());
    };
    let res = result_ty(ir, op, 0);
    same_elem(
        c,
        op,
        &[(operand_ty(ir, op, 0), res, "source operand and result")],
    )?;
    let dims = i64s(c, op, "reduction_dims");
    let mut shape = Vec::new();
    let mut flags = Vec::new();
    for i in 0..v.rank() {
        if !dims.contains(&(i as i64)) {
            shape.push(v.shape[i]);
            flags.push(v.scalable(i));
        }
    }
    let ok = if shape.is_empty() {
        res == v.elem
    } else {
        vt(c, res)
            .is_some_and(|r| r.shape == shape.as_slice() && r.elem == v.elem && r.flags() == flags)
    };
    if !ok {
        return err(
            c,
            op,
            format!(
                "destination type {} is incompatible with source type {}",
                text(ctx, res),
                text(ctx, operand_ty(ir, op, 0))
            ),
        );
    }
    Ok(())
}

/// `ScanOp::verify`.
pub(super) fn scan(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let (Some(s), Some(i)) = (vt(c, operand_ty(ir, op, 0)), vt(c, operand_ty(ir, op, 1))) else {
        return Ok(());
    };
    let dim = match prop(c, op, "reduction_dim").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Integer { value, .. }) => value.to_i64().unwrap_or(-1),
        _ => -1,
    };
    if dim < 0 || dim as usize >= s.rank() {
        return err(
            c,
            op,
            format!("reduction dimension {dim} has to be less than {}", s.rank()),
        );
    }
    let mut want: Vec<i64> = s.shape.to_vec();
    want.remove(dim as usize);
    if i.shape != want.as_slice() {
        return err(c, op, "incompatible input/initial value shapes");
    }
    let k = kind_of(c, op);
    if !kind_supported(ctx, k, s.elem) {
        return err(
            c,
            op,
            format!(
                "unsupported reduction type '{}' for kind '{}'",
                text(ctx, s.elem),
                kind_name(k)
            ),
        );
    }
    Ok(())
}

// ----- contract, outerproduct -----

fn maps(c: &dyn Checker, op: OpId) -> Vec<AffineMap> {
    match prop(c, op, "indexing_maps").map(|a| c.ctx().attr_data(a)) {
        Some(AttrData::Array(items)) => items
            .iter()
            .filter_map(|&i| match c.ctx().attr_data(i) {
                AttrData::AffineMap(m) => Some((**m).clone()),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// `ContractionOp::verify`.
pub(super) fn contract(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let lhs = operand_ty(ir, op, 0);
    let rhs = operand_ty(ir, op, 1);
    let acc = operand_ty(ir, op, 2);
    let res = result_ty(ir, op, 0);
    same_elem(c, op, &[(acc, res, "third operand acc and result")])?;
    let maps = maps(c, op);
    let iters = match prop(c, op, "iterator_types").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(items)) => items.len(),
        _ => 0,
    };
    if maps.len() != 3 {
        return err(c, op, "expected an indexing map for each vector operand");
    }
    for (i, m) in maps.iter().enumerate() {
        if m.num_symbols() != 0 {
            return err(
                c,
                op,
                format!("expected indexing map {i} to have no symbols"),
            );
        }
        let t = [lhs, rhs, acc][i];
        let rank = vt(c, t).map_or(0, |v| v.rank());
        if m.num_dims() as usize != iters {
            return err(
                c,
                op,
                format!("expected indexing map {i} to have {iters} number of inputs"),
            );
        }
        if m.num_results() != rank {
            return err(
                c,
                op,
                format!("expected indexing map {i} to have {rank} number of outputs"),
            );
        }
        if !m.is_projected_permutation(false) {
            return err(
                c,
                op,
                format!("expected indexing map {i} to be a projected permutation of its inputs"),
            );
        }
    }
    let (Some(l), Some(r)) = (vt(c, lhs), vt(c, rhs)) else {
        return Ok(());
    };
    // Contracting dimensions: in both operand maps but not the result's.
    let dims_of = |m: &AffineMap| -> Vec<u32> {
        (0..m.num_results())
            .filter_map(|i| match m.result(i) {
                AffineExpr::Dim(d) => Some(d),
                _ => None,
            })
            .collect()
    };
    let (ld, rd, ad) = (dims_of(&maps[0]), dims_of(&maps[1]), dims_of(&maps[2]));
    let mut contracting = Vec::new();
    for (i, d) in ld.iter().enumerate() {
        if let Some(j) = rd.iter().position(|x| x == d) {
            if !ad.contains(d) {
                contracting.push((i, j));
            }
        }
    }
    if contracting.is_empty() {
        return err(c, op, "expected at least one contracting dimension pair");
    }
    for &(i, j) in &contracting {
        if l.shape[i] != r.shape[j] {
            return err(c, op, "invalid contracting dimension map");
        }
    }
    // The result's shape from the operands' dimensions.
    let mut extent = vec![None; iters];
    for (dims, v) in [(&ld, &l), (&rd, &r)] {
        for (i, &d) in dims.iter().enumerate() {
            if let Some(slot) = extent.get_mut(d as usize) {
                *slot = Some(v.shape[i]);
            }
        }
    }
    let want: Vec<i64> = ad
        .iter()
        .map(|&d| extent.get(d as usize).copied().flatten().unwrap_or(-1))
        .collect();
    let got: Vec<i64> = vt(c, res).map(|v| v.shape.to_vec()).unwrap_or_default();
    if vt(c, res).is_none() {
        if !want.is_empty() {
            return err(c, op, "invalid accumulator/result vector shape");
        }
    } else if got != want {
        return err(c, op, "invalid accumulator/result vector shape");
    }
    let k = kind_of(c, op);
    let elem = vt(c, res).map_or(res, |v| v.elem);
    if !kind_supported(ctx, k, elem) {
        return err(c, op, "unsupported contraction type");
    }
    Ok(())
}

/// `OuterProductOp::verify`.
pub(super) fn outerproduct(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(l) = vt(c, operand_ty(ir, op, 0)) else {
        return Ok(());
    };
    let res = result_ty(ir, op, 0);
    same_elem(
        c,
        op,
        &[(operand_ty(ir, op, 0), res, "lhs operand and result")],
    )?;
    let Some(r) = vt(c, res) else {
        return Ok(());
    };
    if l.rank() != 1 {
        return err(c, op, "expected 1-d vector for operand #1");
    }
    if let Some(rv) = vt(c, operand_ty(ir, op, 1)) {
        if rv.rank() != 1 {
            return err(c, op, "expected 1-d vector for operand #2");
        }
        if r.rank() != 2 {
            return err(c, op, "expected 2-d vector result");
        }
        if l.shape[0] != r.shape[0] {
            return err(c, op, "expected #1 operand dim to match result dim #1");
        }
        if rv.shape[0] != r.shape.get(1).copied().unwrap_or(-1) {
            return err(c, op, "expected #2 operand dim to match result dim #2");
        }
        if l.scalable(0) && rv.scalable(0) {
            return err(
                c,
                op,
                "expected either both or only #2 operand dim to be scalable",
            );
        }
    } else {
        if r.rank() != 1 {
            return err(c, op, "expected 1-d vector result");
        }
        if l.shape[0] != r.shape[0] {
            return err(c, op, "expected #1 operand dim to match result dim #1");
        }
    }
    if ir.num_operands(op) > 2 && operand_ty(ir, op, 2) != res {
        return err(c, op, "expected operand #3 of same type as result type");
    }
    let k = kind_of(c, op);
    if !kind_supported(ctx, k, r.elem) {
        return err(c, op, "unsupported outerproduct type");
    }
    Ok(())
}

// ----- masks -----

/// `ConstantMaskOp::verify`.
pub(super) fn constant_mask(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    let Some(r) = vt(c, result_ty(ir, op, 0)) else {
        return Ok(());
    };
    let sizes = i64s(c, op, "mask_dim_sizes");
    let rank = r.rank().max(1);
    if sizes.len() != rank {
        return err(
            c,
            op,
            "must specify array attr of size equal vector result rank",
        );
    }
    for (i, &s) in sizes.iter().enumerate() {
        let dim = r.shape.get(i).copied().unwrap_or(1);
        if s < 0 || s > dim {
            return err(
                c,
                op,
                "array attr of size out of bounds of vector result dimension size",
            );
        }
        if r.scalable(i) && s != 0 && s != dim {
            return err(
                c,
                op,
                "only supports 'none set' or 'all set' scalable dimensions",
            );
        }
    }
    if sizes.contains(&0) && sizes.iter().any(|&s| s != 0) {
        return err(
            c,
            op,
            "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim",
        );
    }
    Ok(())
}

/// `CreateMaskOp::verify`.
pub(super) fn create_mask(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    let Some(r) = vt(c, result_ty(ir, op, 0)) else {
        return Ok(());
    };
    if r.rank() == 0 {
        if ir.num_operands(op) != 1 {
            return err(
                c,
                op,
                "must specify exactly one operand for 0-D create_mask",
            );
        }
    } else if ir.num_operands(op) != r.rank() {
        return err(
            c,
            op,
            "must specify an operand for each result vector dimension",
        );
    }
    Ok(())
}

/// `MaskOp::verify`.
pub(super) fn mask(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(&region) = ir.regions(op).first() else {
        return Ok(());
    };
    let ops: Vec<OpId> = ir
        .entry_block(region)
        .map(|b| ir.block_ops(b).collect())
        .unwrap_or_default();
    let Some(&term) = ops.last() else {
        return err(c, op, "expects a terminator within the mask region");
    };
    if ops.len() > 2 {
        return err(c, op, "expects only one operation to mask");
    }
    let name = |o: OpId| ctx.str_bytes(ir.op(o).name);
    if name(term) != b"vector.yield" {
        return err(c, op, "expects a terminator within the mask region");
    }
    if ir.num_operands(term) != ir.num_results(op) {
        return err(
            c,
            op,
            "expects number of results to match mask region yielded values",
        );
    }
    if ops.len() == 1 {
        return Ok(());
    }
    let masked = ops[0];
    let Some(expected) = expected_mask(c, masked) else {
        return err(
            c,
            op,
            "expects a MaskableOpInterface within the mask region",
        );
    };
    if ir.num_results(op) != ir.num_results(masked) {
        return err(
            c,
            op,
            "expects number of results to match maskable operation number of results",
        );
    }
    if !ir
        .results(op)
        .map(|v| ir.value_type(v))
        .eq(ir.results(masked).map(|v| ir.value_type(v)))
    {
        return err(
            c,
            op,
            "expects result type to match maskable operation result type",
        );
    }
    let vectors = ir
        .results(masked)
        .filter(|&v| vt(c, ir.value_type(v)).is_some())
        .count();
    if vectors > 1 {
        return err(c, op, "multiple vector results not supported");
    }
    let mask_ty = operand_ty(ir, op, 0);
    let (shape, flags) = expected;
    let same = vt(c, mask_ty).is_some_and(|m| {
        m.shape == shape.as_slice() && m.flags() == pad(&flags, shape.len()) && is_i1(ctx, m.elem)
    });
    if !same {
        let i1 = vt(c, mask_ty).map_or(mask_ty, |m| m.elem);
        let want = if is_i1(ctx, i1) {
            vector_text(ctx, &shape, &flags, i1)
        } else {
            format!(
                "'vector<{}xi1>'",
                shape
                    .iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join("x")
            )
        };
        return err(
            c,
            op,
            format!("expects a {want} mask for the maskable operation"),
        );
    }
    if ir.num_operands(op) > 1 {
        if name(masked) != b"vector.transfer_read" {
            return err(
                c,
                op,
                "doesn't expect a passthru argument for this maskable operation",
            );
        }
        if ir.num_results(masked) != 1 {
            return err(c, op, "expects result when passthru argument is provided");
        }
        if operand_ty(ir, op, 1) != result_ty(ir, masked, 0) {
            return err(c, op, "expects passthru type to match result type");
        }
    }
    Ok(())
}

/// `MaskableOpInterface::getExpectedMaskType`: the shape and scalable flags
/// of the `i1` mask an op takes; `None` for an op that is not maskable.
fn expected_mask(c: &dyn Checker, op: OpId) -> Option<(Vec<i64>, Vec<bool>)> {
    let ctx = c.ctx();
    let ir = c.ir();
    let name = ctx.str_bytes(ir.op(op).name);
    let shape_of = |t: Type| vt(c, t).map(|v| (v.shape.to_vec(), v.flags()));
    match name {
        b"vector.reduction" | b"vector.multi_reduction" => shape_of(operand_ty(ir, op, 0)),
        b"vector.outerproduct" | b"vector.gather" => shape_of(result_ty(ir, op, 0)),
        b"vector.transfer_read" | b"vector.transfer_write" => {
            let vector = if name == b"vector.transfer_read" {
                result_ty(ir, op, 0)
            } else {
                operand_ty(ir, op, 0)
            };
            let map = map_of(c, op)?;
            super::forms::transfer_mask_shape(ctx, vector, &map)
        }
        b"vector.contract" => {
            let maps = maps(c, op);
            let n = maps.first().map_or(0, |m| m.num_dims() as usize);
            let mut shape = vec![0; n];
            let mut flags = vec![false; n];
            for (m, t) in maps.iter().zip([0, 1, 2].map(|i| operand_ty(ir, op, i))) {
                let Some(v) = vt(c, t) else { continue };
                for i in 0..m.num_results().min(v.rank()) {
                    if let AffineExpr::Dim(d) = m.result(i) {
                        if let Some(slot) = shape.get_mut(d as usize) {
                            *slot = v.shape[i];
                            flags[d as usize] = v.scalable(i);
                        }
                    }
                }
            }
            Some((shape, flags))
        }
        _ => None,
    }
}

// ----- memory -----

fn memref_elem(ctx: &Context, t: Type) -> Option<(usize, Type)> {
    match ctx.type_data(t) {
        TypeData::MemRef { shape, elem, .. } => Some((shape.len(), *elem)),
        TypeData::RankedTensor { shape, elem, .. } => Some((shape.len(), *elem)),
        _ => None,
    }
}

fn check_indices(c: &dyn Checker, op: OpId, base: Type, n: usize) -> VResult {
    let rank = memref_elem(c.ctx(), base).map_or(0, |(r, _)| r);
    if n != rank {
        return err(c, op, format!("requires {rank} indices"));
    }
    Ok(())
}

/// `LoadOp::verify`.
pub(super) fn load(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let base = operand_ty(ir, op, 0);
    let Some((_, elem)) = memref_elem(ctx, base) else {
        return Ok(());
    };
    let res = result_ty(ir, op, 0);
    check_mem_elem(c, op, elem, res, "result")?;
    if lower_rank(c, base, elem, res) {
        return err(
            c,
            op,
            "destination memref has lower rank than the result vector",
        );
    }
    check_indices(c, op, base, ir.num_operands(op) - 1)
}

fn check_mem_elem(c: &dyn Checker, op: OpId, elem: Type, vector: Type, what: &str) -> VResult {
    let ctx = c.ctx();
    if let Some(ev) = vt(c, elem) {
        let v = vt(c, vector);
        let suffix_ok = v.as_ref().is_some_and(|v| {
            v.rank() >= ev.rank()
                && v.shape[v.rank() - ev.rank()..] == *ev.shape
                && v.elem == ev.elem
        });
        if !suffix_ok {
            return err(
                c,
                op,
                format!("base memref and {what} vector types should match"),
            );
        }
        return Ok(());
    }
    if vt(c, vector).map(|v| v.elem) != Some(elem) {
        let _ = ctx;
        return err(c, op, format!("base and {what} element types should match"));
    }
    Ok(())
}

/// A memref of scalars of lower rank than the vector it loads or stores.
fn lower_rank(c: &dyn Checker, base: Type, elem: Type, vector: Type) -> bool {
    let rank = memref_elem(c.ctx(), base).map_or(0, |(r, _)| r);
    vt(c, elem).is_none() && vt(c, vector).is_some_and(|v| v.rank() > rank)
}

/// `StoreOp::verify`.
pub(super) fn store(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let base = operand_ty(ir, op, 1);
    let Some((_, elem)) = memref_elem(ctx, base) else {
        return Ok(());
    };
    check_mem_elem(c, op, elem, operand_ty(ir, op, 0), "valueToStore")?;
    if lower_rank(c, base, elem, operand_ty(ir, op, 0)) {
        return err(
            c,
            op,
            "source memref has lower rank than the vector to store",
        );
    }
    check_indices(c, op, base, ir.num_operands(op) - 2)
}

/// `maskedload`, `maskedstore`, `expandload`, `compressstore`.
pub(super) fn masked_mem(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let n = ir.num_operands(op);
    let base = operand_ty(ir, op, 0);
    let Some((_, elem)) = memref_elem(ctx, base) else {
        return Ok(());
    };
    let value = operand_ty(ir, op, n - 1);
    let mask = operand_ty(ir, op, n - 2);
    let loads = ir.num_results(op) > 0;
    let (what, vector) = if loads {
        ("result", result_ty(ir, op, 0))
    } else {
        ("valueToStore", value)
    };
    if vt(c, vector).map(|v| v.elem) != Some(elem) {
        return err(c, op, format!("base and {what} element type should match"));
    }
    check_indices(c, op, base, n - 3)?;
    let vshape = vt(c, vector).map(|v| v.shape.to_vec()).unwrap_or_default();
    if vt(c, mask).map(|m| m.shape.to_vec()).unwrap_or_default() != vshape {
        let name = c.ctx().str_bytes(ir.op(op).name);
        let msg = if name.starts_with(b"vector.masked") {
            format!("expected {what} shape to match mask shape")
        } else {
            format!("expected {what} dim to match mask dim")
        };
        return err(c, op, msg);
    }
    if loads && result_ty(ir, op, 0) != value {
        return err(c, op, "expected pass_thru of same type as result type");
    }
    Ok(())
}

/// `GatherOp::verify`.
pub(super) fn gather(c: &dyn Checker, op: OpId) -> VResult {
    gather_scatter(c, op, true)
}

/// `ScatterOp::verify`.
pub(super) fn scatter(c: &dyn Checker, op: OpId) -> VResult {
    gather_scatter(c, op, false)
}

fn gather_scatter(c: &dyn Checker, op: OpId, gather: bool) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let n = ir.num_operands(op);
    let base = operand_ty(ir, op, 0);
    let Some((rank, elem)) = memref_elem(ctx, base) else {
        return Ok(());
    };
    let value = operand_ty(ir, op, n - 1);
    let mask = operand_ty(ir, op, n - 2);
    let indices = operand_ty(ir, op, n - 3);
    let what = if gather { "result" } else { "valueToStore" };
    if vt(c, value).map(|v| v.elem) != Some(elem) {
        return err(c, op, format!("base and {what} element type should match"));
    }
    if n - 4 != rank {
        return err(c, op, format!("requires {rank} indices"));
    }
    let vshape = vt(c, value).map(|v| v.shape.to_vec()).unwrap_or_default();
    if vt(c, indices).map(|v| v.shape.to_vec()).unwrap_or_default() != vshape {
        return err(c, op, format!("expected {what} dim to match indices dim"));
    }
    if vt(c, mask).map(|v| v.shape.to_vec()).unwrap_or_default() != vshape {
        return err(c, op, format!("expected {what} dim to match mask dim"));
    }
    if gather && result_ty(ir, op, 0) != value {
        return err(c, op, "expected pass_thru of same type as result type");
    }
    Ok(())
}

fn map_of(c: &dyn Checker, op: OpId) -> Option<AffineMap> {
    match prop(c, op, "permutation_map").map(|a| c.ctx().attr_data(a)) {
        Some(AttrData::AffineMap(m)) => Some((**m).clone()),
        _ => None,
    }
}

/// What both transfers check (`verifyTransferOp`).
fn transfer(
    c: &dyn Checker,
    op: OpId,
    shaped: Type,
    vector: Type,
    n_idx: usize,
    mask_at: Option<usize>,
) -> VResult {
    let ctx = c.ctx();
    let Some((rank, elem)) = memref_elem(ctx, shaped) else {
        return Ok(());
    };
    let Some(v) = vt(c, vector) else {
        return Ok(());
    };
    let Some(map) = map_of(c, op) else {
        return Ok(());
    };
    if n_idx != rank {
        return err(c, op, format!("requires {rank} indices"));
    }
    let bits = |t: Type| -> u64 {
        if is_index(ctx, t) {
            64
        } else {
            bit_width(ctx, t).map_or(0, u64::from)
        }
    };
    let minor = |v: &VecTy<'_>| v.shape.last().copied().unwrap_or(1).max(0) as u64;
    let elem_rank = vt(c, elem).map_or(0, |e| e.rank());
    if let Some(ev) = vt(c, elem) {
        let source_bits = bits(ev.elem) * minor(&ev);
        let result_bits = bits(v.elem) * minor(&v);
        if source_bits == 0 || result_bits % source_bits != 0 {
            return err(c, op, "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source");
        }
        if ev.rank() > v.rank() {
            return err(
                c,
                op,
                "requires source vector element and vector result ranks to match.",
            );
        }
        if map.num_results() != v.rank() - ev.rank() {
            return err(
                c,
                op,
                "requires a permutation_map with result dims of the same rank as the vector type",
            );
        }
    } else {
        let result_bits = bits(v.elem) * if v.rank() == 0 { 1 } else { minor(&v) };
        let eb = bits(elem);
        if eb == 0 || result_bits % eb != 0 {
            return err(c, op, "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type");
        }
        if map.num_results() != v.rank() {
            return err(
                c,
                op,
                "requires a permutation_map with result dims of the same rank as the vector type",
            );
        }
    }
    let _ = elem_rank;
    if map.num_symbols() != 0 {
        return err(c, op, "requires permutation_map without symbols");
    }
    if map.num_dims() as usize != rank {
        return err(
            c,
            op,
            "requires a permutation_map with input dims of the same rank as the source type",
        );
    }
    if let Some(at) = mask_at {
        transfer_mask(c, op, vector, at)?;
    }
    let in_bounds = match prop(c, op, "in_bounds").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(items)) => items.len(),
        _ => 0,
    };
    if in_bounds != map.num_results() {
        return err(
            c,
            op,
            format!(
                "expects the in_bounds attr of same rank as permutation_map results: affine_map<{}> vs inBounds of size: {}",
                map,
                in_bounds
            ),
        );
    }
    Ok(())
}

/// `verifyPermutationMap`: each result one dim, used once, or the zero
/// constant.
fn permutation(c: &dyn Checker, op: OpId) -> VResult {
    let Some(map) = map_of(c, op) else {
        return Ok(());
    };
    let mut seen = vec![false; map.num_dims() as usize];
    for i in 0..map.num_results() {
        match map.result(i) {
            AffineExpr::Dim(d) => {
                let Some(slot) = seen.get_mut(d as usize) else {
                    continue;
                };
                if std::mem::replace(slot, true) {
                    return err(c, op, "requires a permutation_map that is a permutation (found one dim used more than once)");
                }
            }
            AffineExpr::Constant(0) => {}
            _ => return err(c, op, "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)"),
        }
    }
    Ok(())
}

fn segs(c: &dyn Checker, op: OpId) -> Vec<i64> {
    i64s(c, op, "operandSegmentSizes")
}

/// `TransferReadOp::verify`.
pub(super) fn transfer_read(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let s = segs(c, op);
    let n_idx = s.get(1).copied().unwrap_or(0) as usize;
    let shaped = operand_ty(ir, op, 0);
    let vector = result_ty(ir, op, 0);
    let mask_at = (s.get(3).copied().unwrap_or(0) > 0).then_some(2 + n_idx);
    transfer(c, op, shaped, vector, n_idx, mask_at)?;
    if let Some((_, elem)) = memref_elem(ctx, shaped) {
        let pad = operand_ty(ir, op, 1 + n_idx);
        if vt(c, elem).is_some() {
            if pad != elem {
                return err(
                    c,
                    op,
                    "requires source element type and padding type to match.",
                );
            }
        } else if vt(c, pad).is_some() {
            return err(c, op, "requires valid padding vector elemental type");
        } else if pad != elem {
            return err(
                c,
                op,
                "requires formal padding and source of the same elemental type",
            );
        }
    }
    permutation(c, op)
}

fn transfer_mask(c: &dyn Checker, op: OpId, vector: Type, at: usize) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(map) = map_of(c, op) else {
        return Ok(());
    };
    let mask = operand_ty(ir, op, at);
    let want = super::forms::transfer_mask_shape(ctx, vector, &map);
    let got = vt(c, mask).map(|m| (m.shape.to_vec(), m.flags(), m.elem));
    let i1 = got.as_ref().map(|g| g.2);
    let same = match (&got, &want) {
        (Some((gs, gf, ge)), Some((ws, wf))) => {
            gs == ws && gf == wf && Some(*ge) == i1 && is_i1(ctx, *ge)
        }
        _ => false,
    };
    if !same {
        let shown = want
            .map(|(s, f)| vector_text(ctx, &s, &f, i1.unwrap_or(mask)))
            .unwrap_or_default();
        return err(
            c,
            op,
            format!(
                "inferred mask type ({}) and mask operand type ({}) don't match",
                shown.trim_matches('\''),
                text(ctx, mask).trim_matches('\'')
            ),
        );
    }
    Ok(())
}

fn is_i1(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { width: 1, .. })
}

/// `TransferWriteOp::verify`.
pub(super) fn transfer_write(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    let s = segs(c, op);
    let n_idx = s.get(2).copied().unwrap_or(0) as usize;
    let shaped = operand_ty(ir, op, 1);
    let vector = operand_ty(ir, op, 0);
    let ctx = c.ctx();
    let tensor = matches!(ctx.type_data(shaped), TypeData::RankedTensor { .. });
    if ir.num_results(op) != usize::from(tensor) {
        return err(
            c,
            op,
            format!(
                "expected the number of tensor results ({}) to be equal to the number of output tensors ({})",
                ir.num_results(op),
                usize::from(tensor)
            ),
        );
    }
    if ir.num_results(op) == 1 && result_ty(ir, op, 0) != shaped {
        return err(
            c,
            op,
            "failed to verify that all of {base, result} have same type",
        );
    }
    let mask_at = (s.get(3).copied().unwrap_or(0) > 0).then_some(2 + n_idx);
    transfer(c, op, shaped, vector, n_idx, mask_at)?;
    permutation(c, op)
}

/// `PrintOp`: a string goes alone.
pub(super) fn print(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    if prop(c, op, "stringLiteral").is_some() {
        let punct =
            prop(c, op, "punctuation").and_then(|a| super::PUNCTUATION_ATTR.int_param(c.ctx(), a));
        if ir.num_operands(op) > 0 || punct != Some(1) {
            return err(
                c,
                op,
                "failed to verify that `source` or `punctuation` are not set when printing strings",
            );
        }
    }
    Ok(())
}
