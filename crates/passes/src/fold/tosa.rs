//! The `tosa` fold hooks (MLIR 22's `TosaCanonicalizations.cpp` folders):
//! identities (`x + 0`, `x - 0`, `x * 1`, `x * 0`, `x / 1`, a reshape,
//! transpose, tile, pad, slice, resize or reverse that changes nothing,
//! reductions over a dimension of 1, `abs(abs(x))`, `-(-x)` with zero
//! points 0, `select` with equal branches or a constant predicate), nested
//! reshapes and concatenations folded in place, and constant folds of
//! splats: `add`, `sub`, `mul`, `intdiv`, the comparisons, `cast`,
//! `reciprocal`, `argmax` over a dimension of 1, and reshapes, transposes
//! and slices of constants.
//!
//! Floats are computed as `fold/float.rs` computes them (in `f64`, rounded
//! once, for `f16`, `bf16`, `f32`, `f64`); other formats, NaN operands and
//! casts whose rounding `f64` cannot reproduce are left unfolded.

use sigil_ir::attrs::AttrData;
use sigil_ir::{Attr, Context, Type, TypeData, Value};
use sigil_numeric::{float_from_f64, float_to_f64, is_nan, FloatKind};

use super::float::{floats, make as make_floats, Floats};
use super::values::{ints, make_ints, mask, sext, static_elements, Ints, Lanes};
use super::{defined_by, prop, FoldCx, FoldResult, Folded, Hook};

pub(super) fn hook(name: &[u8]) -> Option<Hook> {
    Some(match name {
        b"tosa.add" => add,
        b"tosa.sub" => sub,
        b"tosa.mul" => mul,
        b"tosa.intdiv" => intdiv,
        b"tosa.greater" => greater,
        b"tosa.greater_equal" => greater_equal,
        b"tosa.equal" => equal,
        b"tosa.argmax" => argmax,
        b"tosa.cast" => cast,
        b"tosa.reduce_all"
        | b"tosa.reduce_any"
        | b"tosa.reduce_max"
        | b"tosa.reduce_min"
        | b"tosa.reduce_product"
        | b"tosa.reduce_sum" => reduce,
        b"tosa.reshape" => reshape,
        b"tosa.pad" => pad,
        b"tosa.resize" => resize,
        b"tosa.reverse" => reverse,
        b"tosa.slice" => slice,
        b"tosa.select" => select,
        b"tosa.tile" => tile,
        b"tosa.transpose" => transpose,
        b"tosa.negate" => negate,
        b"tosa.abs" => abs,
        b"tosa.concat" => concat,
        b"tosa.reciprocal" => reciprocal,
        _ => return None,
    })
}

fn value(v: Value) -> Option<Folded> {
    Some(Folded::Results(smallvec::smallvec![FoldResult::Value(v)]))
}

fn attr(a: Attr) -> Option<Folded> {
    Some(Folded::Results(smallvec::smallvec![FoldResult::Attr(a)]))
}

fn operand_type(cx: &FoldCx<'_>, i: usize) -> Type {
    cx.ir.value_type(cx.operand(i))
}

/// The shape of a ranked tensor type.
fn ranked(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

fn is_static(shape: &[i64]) -> bool {
    shape.iter().all(|&d| d >= 0)
}

fn elem(ctx: &Context, t: Type) -> Type {
    super::values::element_type(ctx, t)
}

fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Float(_))
}

fn int_type(ctx: &Context, t: Type) -> Option<(u32, bool)> {
    match ctx.type_data(t) {
        TypeData::Integer { width, signedness } => {
            Some((*width, *signedness == sigil_ir::types::Signedness::Unsigned))
        }
        _ => None,
    }
}

/// A dense elements constant (`DenseElementsAttr`): `(splat, data)`.
fn dense(ctx: &Context, a: Option<Attr>) -> Option<(bool, Type)> {
    match ctx.attr_data(a?) {
        AttrData::DenseElements { splat, ty, .. } => Some((*splat, *ty)),
        _ => None,
    }
}

/// The same elements as `a` with type `ty` (`reshape`, `resizeSplat`).
fn retype(ctx: &mut Context, a: Attr, ty: Type) -> Option<Attr> {
    match ctx.attr_data(a).clone() {
        AttrData::DenseElements { splat, data, .. } => {
            Some(ctx.intern_attr(AttrData::DenseElements { ty, splat, data }))
        }
        _ => None,
    }
}

/// `isSplatZero`.
fn splat_zero(ctx: &Context, elem_ty: Type, a: Option<Attr>) -> bool {
    let Some(a) = a else { return false };
    if is_float(ctx, elem_ty) {
        return match floats(ctx, a) {
            Some(Floats {
                lanes: Lanes::Splat(v),
                kind,
                ..
            }) => !is_nan(kind, v) && float_to_f64(kind, v) == 0.0,
            _ => false,
        };
    }
    matches!(
        ints(ctx, a),
        Some(Ints {
            lanes: Lanes::Splat(0),
            ..
        })
    )
}

/// `isSplatOne`: `1.0`, or the integer `1 << shift`.
fn splat_one(ctx: &Context, elem_ty: Type, a: Option<Attr>, shift: i64) -> bool {
    let Some(a) = a else { return false };
    if is_float(ctx, elem_ty) {
        return float_splat(ctx, a)
            .is_some_and(|(kind, v)| !is_nan(kind, v) && float_to_f64(kind, v) == 1.0);
    }
    let shifted = 1i64.checked_shl(shift as u32).unwrap_or(0);
    int_splat(ctx, a).is_some_and(|(width, v)| sext(v, width) == shifted as i128)
}

/// The value of a float splat, with its format.
fn float_splat(ctx: &Context, a: Attr) -> Option<(FloatKind, u128)> {
    match floats(ctx, a)? {
        Floats {
            lanes: Lanes::Splat(v),
            kind,
            ..
        } => Some((kind, v)),
        _ => None,
    }
}

fn int_splat(ctx: &Context, a: Attr) -> Option<(u32, u128)> {
    match ints(ctx, a)? {
        Ints {
            lanes: Lanes::Splat(v),
            width,
            ..
        } => Some((width, v)),
        _ => None,
    }
}

/// What the binary folders do with two splats.
enum Binary {
    Add,
    Sub,
    Greater,
    GreaterEqual,
    Equal,
}

/// MLIR's `binaryFolder`: two splats of one element type, folded to a
/// splat of `result`.
fn binary(cx: &mut FoldCx<'_>, result: Type, op: Binary) -> Option<Folded> {
    let (a, b) = (cx.attr(0)?, cx.attr(1)?);
    let (AttrData::DenseElements { ty: ta, .. }, AttrData::DenseElements { ty: tb, .. }) =
        (cx.ctx.attr_data(a).clone(), cx.ctx.attr_data(b).clone())
    else {
        return None;
    };
    let (ea, eb) = (elem(cx.ctx, ta), elem(cx.ctx, tb));
    if ea != eb {
        return None;
    }
    let compare = matches!(op, Binary::Greater | Binary::GreaterEqual | Binary::Equal);
    if is_float(cx.ctx, ea) {
        let ((k, x), (_, y)) = (float_splat(cx.ctx, a)?, float_splat(cx.ctx, b)?);
        if is_nan(k, x) || is_nan(k, y) || !f64_exact(k) {
            return None;
        }
        let (p, q) = (float_to_f64(k, x), float_to_f64(k, y));
        if compare {
            let r = match op {
                Binary::Greater => p > q,
                Binary::GreaterEqual => p >= q,
                _ => p == q,
            };
            return attr(make_ints(cx.ctx, result, 1, Lanes::Splat(r as u128)));
        }
        let r = match op {
            Binary::Add => p + q,
            _ => p - q,
        };
        if r.is_nan() {
            return None;
        }
        let kind = float_kind(cx.ctx, elem(cx.ctx, result))?;
        return attr(make_floats(
            cx.ctx,
            result,
            kind,
            Lanes::Splat(float_from_f64(kind, r)),
        ));
    }
    let (w, unsigned) = int_type(cx.ctx, ea)?;
    let ((_, x), (_, y)) = (int_splat(cx.ctx, a)?, int_splat(cx.ctx, b)?);
    if w > 64 {
        return None;
    }
    let (sx, sy) = (sext(x, w), sext(y, w));
    let m = mask(w);
    let in_range = |v: i128| {
        if unsigned {
            v >= 0 && (v as u128) <= m
        } else {
            let half = 1i128 << (w - 1);
            v >= -half && v < half
        }
    };
    let (ux, uy) = (x as i128, y as i128);
    let r: u128 = match op {
        Binary::Add | Binary::Sub => {
            let v = match (&op, unsigned) {
                (Binary::Add, true) => ux + uy,
                (Binary::Add, false) => sx + sy,
                (_, true) => ux - uy,
                (_, false) => sx - sy,
            };
            if !in_range(v) {
                return None;
            }
            (v as u128) & m
        }
        Binary::Greater => (if unsigned { x > y } else { sx > sy }) as u128,
        Binary::GreaterEqual => (if unsigned { x >= y } else { sx >= sy }) as u128,
        Binary::Equal => (x == y) as u128,
    };
    let width = if compare { 1 } else { w };
    attr(make_ints(cx.ctx, result, width, Lanes::Splat(r)))
}

/// The formats `f64` arithmetic rounds correctly to.
fn f64_exact(k: FloatKind) -> bool {
    matches!(
        k,
        FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64
    )
}

fn float_kind(ctx: &Context, t: Type) -> Option<FloatKind> {
    match ctx.type_data(t) {
        TypeData::Float(k) if f64_exact(*k) => Some(*k),
        _ => None,
    }
}

fn int_or_float(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(elem(ctx, t)),
        TypeData::Integer { .. } | TypeData::Float(_) | TypeData::Index
    )
}

/// The three types of a binary op, all ranked.
fn ranked3(cx: &FoldCx<'_>) -> Option<(Type, Type, Type)> {
    let (l, r, o) = (operand_type(cx, 0), operand_type(cx, 1), cx.result_type());
    for t in [l, r, o] {
        ranked(cx.ctx, t)?;
    }
    Some((l, r, o))
}

fn add(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let (l, r, o) = ranked3(cx)?;
    if !int_or_float(cx.ctx, l) || !int_or_float(cx.ctx, r) {
        return None;
    }
    let e = elem(cx.ctx, o);
    if l == o && splat_zero(cx.ctx, e, dense_attr(cx, 1)) {
        return value(cx.operand(0));
    }
    if r == o && splat_zero(cx.ctx, e, dense_attr(cx, 0)) {
        return value(cx.operand(1));
    }
    binary(cx, o, Binary::Add)
}

fn sub(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let (l, r, o) = ranked3(cx)?;
    if !int_or_float(cx.ctx, l) || !int_or_float(cx.ctx, r) {
        return None;
    }
    let e = elem(cx.ctx, o);
    if l == o && splat_zero(cx.ctx, e, dense_attr(cx, 1)) {
        return value(cx.operand(0));
    }
    binary(cx, o, Binary::Sub)
}

/// Operand `i`'s constant if it is a dense elements attribute.
fn dense_attr(cx: &FoldCx<'_>, i: usize) -> Option<Attr> {
    let a = cx.attr(i)?;
    dense(cx.ctx, Some(a)).map(|_| a)
}

fn mul(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let (l, r, o) = ranked3(cx)?;
    let e = elem(cx.ctx, o);
    let mut shift = 0i64;
    if matches!(cx.ctx.type_data(e), TypeData::Integer { width: 32, .. })
        && cx.ir.num_operands(cx.op) > 2
    {
        // An unknown shift cannot be folded.
        let s = cx.attr(2)?;
        let (w, v) = match ints(cx.ctx, s)? {
            Ints {
                lanes: Lanes::Splat(v) | Lanes::Scalar(v),
                width,
                ..
            } => (width, v),
            Ints {
                lanes: Lanes::Dense(vs),
                width,
                ..
            } => (width, *vs.first()?),
        };
        shift = sext(v, w) as i64;
    }
    let (la, ra) = (dense_attr(cx, 0), dense_attr(cx, 1));
    let static_result = ranked(cx.ctx, o).is_some_and(|s| is_static(&s));
    if r == o {
        if splat_zero(cx.ctx, e, la) && static_result {
            return attr(retype(cx.ctx, la?, o)?);
        }
        if splat_one(cx.ctx, e, la, shift) {
            return value(cx.operand(1));
        }
    }
    if l == o {
        if splat_zero(cx.ctx, e, ra) && static_result {
            return attr(retype(cx.ctx, ra?, o)?);
        }
        if splat_one(cx.ctx, e, ra, shift) {
            return value(cx.operand(0));
        }
    }
    let (a, b) = (la?, ra?);
    if is_float(cx.ctx, e) {
        let ((k, x), (_, y)) = (float_splat(cx.ctx, a)?, float_splat(cx.ctx, b)?);
        if is_nan(k, x) || is_nan(k, y) || !f64_exact(k) {
            return None;
        }
        let p = float_to_f64(k, x) * float_to_f64(k, y);
        if p.is_nan() {
            return None;
        }
        return attr(make_floats(
            cx.ctx,
            o,
            k,
            Lanes::Splat(float_from_f64(k, p)),
        ));
    }
    let (w, _) = int_type(cx.ctx, e)?;
    let ((wa, x), (wb, y)) = (int_splat(cx.ctx, a)?, int_splat(cx.ctx, b)?);
    if w > 64 {
        return None;
    }
    if shift == 0 {
        // `l * r` in the operands' width, which must be the result's.
        if wa != w || wb != w {
            return None;
        }
        let p = x.wrapping_mul(y) & mask(w);
        return attr(make_ints(cx.ctx, o, w, Lanes::Splat(p)));
    }
    let mut p = (sext(x, wa) as i64).wrapping_mul(sext(y, wb) as i64);
    if shift > 0 {
        p = p.wrapping_add(1i64 << (shift - 1)) >> shift;
        if p < i32::MIN as i64 || p > i32::MAX as i64 {
            return None;
        }
    }
    attr(make_ints(cx.ctx, o, w, Lanes::Splat(p as u128 & mask(w))))
}

fn intdiv(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let (l, r, o) = ranked3(cx)?;
    if l != r {
        return None;
    }
    let e = elem(cx.ctx, o);
    int_type(cx.ctx, e)?;
    let (la, ra) = (dense_attr(cx, 0), dense_attr(cx, 1));
    if let Some(a) = la {
        if matches!(int_splat(cx.ctx, a), Some((_, 0))) {
            return attr(a);
        }
    }
    if let Some(b) = ra {
        if matches!(int_splat(cx.ctx, b), Some((_, 1))) {
            return value(cx.operand(0));
        }
    }
    let ((wa, x), (wb, y)) = (int_splat(cx.ctx, la?)?, int_splat(cx.ctx, ra?)?);
    if y == 0 || wa != wb || wa > 64 {
        return None;
    }
    let q = sext(x, wa).wrapping_div(sext(y, wb));
    attr(make_ints(cx.ctx, o, wa, Lanes::Splat(q as u128 & mask(wa))))
}

fn greater(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let o = cx.result_type();
    ranked(cx.ctx, o)?;
    binary(cx, o, Binary::Greater)
}

fn greater_equal(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let o = cx.result_type();
    ranked(cx.ctx, o)?;
    binary(cx, o, Binary::GreaterEqual)
}

fn equal(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let o = cx.result_type();
    let l = operand_type(cx, 0);
    let static_result = ranked(cx.ctx, o).is_some_and(|s| is_static(&s));
    if int_type(cx.ctx, elem(cx.ctx, l)).is_some()
        && static_result
        && cx.operand(0) == cx.operand(1)
    {
        return attr(make_ints(cx.ctx, o, 1, Lanes::Splat(1)));
    }
    ranked(cx.ctx, o)?;
    binary(cx, o, Binary::Equal)
}

fn argmax(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let (i, o) = (operand_type(cx, 0), cx.result_type());
    let (is, os) = (ranked(cx.ctx, i)?, ranked(cx.ctx, o)?);
    if !is_static(&is) || !is_static(&os) {
        return None;
    }
    let axis = int_prop(cx, b"axis")?;
    let (w, _) = int_type(cx.ctx, elem(cx.ctx, o))?;
    if is.get(usize::try_from(axis).ok()?) == Some(&1) {
        return attr(make_ints(cx.ctx, o, w, Lanes::Splat(0)));
    }
    None
}

fn int_prop(cx: &FoldCx<'_>, name: &[u8]) -> Option<i64> {
    match cx.ctx.attr_data(prop(cx.ctx, cx.ir, cx.op, name)?) {
        AttrData::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

fn cast(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let (i, o) = (operand_type(cx, 0), cx.result_type());
    if i == o {
        return value(cx.operand(0));
    }
    let a = cx.attr(0)?;
    let (ie, oe) = (elem(cx.ctx, i), elem(cx.ctx, o));
    ranked(cx.ctx, o).filter(|s| is_static(s))?;
    match (is_float(cx.ctx, ie), is_float(cx.ctx, oe)) {
        (true, true) => {
            let (k, v) = float_splat(cx.ctx, a)?;
            let ok = float_kind(cx.ctx, oe)?;
            if is_nan(k, v) || !f64_exact(k) {
                return None;
            }
            let r = float_from_f64(ok, float_to_f64(k, v));
            attr(make_floats(cx.ctx, o, ok, Lanes::Splat(r)))
        }
        (false, true) => {
            let (w, v) = int_splat(cx.ctx, a)?;
            let (_, unsigned) = int_type(cx.ctx, ie)?;
            let ok = float_kind(cx.ctx, oe)?;
            let n = if unsigned { v as i128 } else { sext(v, w) };
            // Exact in f64, so rounded once to the result format.
            if n.unsigned_abs() > (1u128 << 53) {
                return None;
            }
            let r = float_from_f64(ok, n as f64);
            attr(make_floats(cx.ctx, o, ok, Lanes::Splat(r)))
        }
        (true, false) => {
            let (k, v) = float_splat(cx.ctx, a)?;
            let (w, unsigned) = int_type(cx.ctx, oe)?;
            if is_nan(k, v) || !f64_exact(k) || w > 64 {
                return None;
            }
            // Round half to even, then the value must fit.
            let x = float_to_f64(k, v).round_ties_even();
            let (lo, hi) = if unsigned {
                (0f64, (mask(w) as f64))
            } else {
                (
                    -((1u128 << (w - 1)) as f64),
                    ((1u128 << (w - 1)) - 1) as f64,
                )
            };
            if !(lo..=hi).contains(&x) {
                return None;
            }
            attr(make_ints(
                cx.ctx,
                o,
                w,
                Lanes::Splat((x as i128) as u128 & mask(w)),
            ))
        }
        (false, false) => {
            let (w, v) = int_splat(cx.ctx, a)?;
            let (iw, unsigned_in) = int_type(cx.ctx, ie)?;
            let (ow, _) = int_type(cx.ctx, oe)?;
            let r = if ow == 1 {
                (v != 0) as u128
            } else if iw > ow {
                v & mask(ow)
            } else if unsigned_in || iw == 1 {
                v
            } else {
                (sext(v, w) as u128) & mask(ow)
            };
            attr(make_ints(cx.ctx, o, ow, Lanes::Splat(r)))
        }
    }
}

fn reduce(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let (i, o) = (operand_type(cx, 0), cx.result_type());
    let shape = ranked(cx.ctx, i)?;
    if i != o {
        return None;
    }
    let axis = int_prop(cx, b"axis")?;
    if shape.is_empty() || shape.get(usize::try_from(axis).ok()?) == Some(&1) {
        return value(cx.operand(0));
    }
    None
}

fn reshape(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let (i, o) = (operand_type(cx, 0), cx.result_type());
    let (is, os) = (ranked(cx.ctx, i)?, ranked(cx.ctx, o)?);
    if i == o && is.iter().filter(|&&d| d < 0).count() < 2 {
        return value(cx.operand(0));
    }
    // reshape(reshape(x)): the inner reshape's input, in place.
    if let Some(inner) = defined_by(cx.ctx, cx.ir, cx.operand(0), b"tosa.reshape") {
        let x = cx.ir.operand(inner, 0);
        cx.ir.set_operand(cx.op, 0, x);
        return Some(Folded::InPlace);
    }
    if !int_or_float(cx.ctx, i) {
        return None;
    }
    let a = dense_attr(cx, 0)?;
    if !is_static(&os) {
        return None;
    }
    let (splat, _) = dense(cx.ctx, Some(a))?;
    if splat {
        return attr(retype(cx.ctx, a, o)?);
    }
    if cx.ir.uses(cx.operand(0)).count() != 1 {
        return None;
    }
    // The new shape must be a constant; the attribute takes it.
    let shape_op = defined_by(cx.ctx, cx.ir, cx.operand(1), b"tosa.const_shape")?;
    let values = ints(cx.ctx, prop(cx.ctx, cx.ir, shape_op, b"values")?)?;
    let n = static_elements(cx.ctx, values.ty)?;
    let shape: Vec<i64> = (0..n)
        .map(|k| match &values.lanes {
            Lanes::Dense(v) => sext(v[k], values.width) as i64,
            Lanes::Splat(v) | Lanes::Scalar(v) => sext(*v, values.width) as i64,
        })
        .collect();
    if !is_static(&shape) {
        return None;
    }
    let elem_ty = elem_type_of(cx.ctx, a)?;
    let new_ty = cx.ctx.intern_type(TypeData::RankedTensor {
        shape: shape.into(),
        elem: elem_ty,
        encoding: None,
    });
    attr(retype(cx.ctx, a, new_ty)?)
}

fn elem_type_of(ctx: &Context, a: Attr) -> Option<Type> {
    match ctx.attr_data(a) {
        AttrData::DenseElements { ty, .. } => Some(elem(ctx, *ty)),
        _ => None,
    }
}

fn pad(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let padding = cx.attr(1)?;
    if operand_type(cx, 0) != cx.result_type() {
        return None;
    }
    if matches!(int_splat(cx.ctx, padding), Some((_, 0))) {
        return value(cx.operand(0));
    }
    None
}

fn resize(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let list = |cx: &FoldCx<'_>, i: usize| -> Option<Vec<i64>> {
        let a = cx.attr(i)?;
        let x = ints(cx.ctx, a)?;
        let n = static_elements(cx.ctx, x.ty)?;
        Some(
            (0..n)
                .map(|k| match &x.lanes {
                    Lanes::Dense(v) => sext(v[k], x.width) as i64,
                    Lanes::Splat(v) | Lanes::Scalar(v) => sext(*v, x.width) as i64,
                })
                .collect(),
        )
    };
    let (scale, offset, border) = (list(cx, 1)?, list(cx, 2)?, list(cx, 3)?);
    if scale.len() != 4 || offset.len() != 2 || border.len() != 2 {
        return None;
    }
    if scale[0] != scale[1] || scale[2] != scale[3] {
        return None;
    }
    if offset != [0, 0] || border != [0, 0] {
        return None;
    }
    if operand_type(cx, 0) != cx.result_type() {
        return None;
    }
    value(cx.operand(0))
}

fn reverse(cx: &mut FoldCx<'_>) -> Option<Folded> {
    if let Some(a) = cx.attr(0) {
        if matches!(dense(cx.ctx, Some(a)), Some((true, _))) {
            return attr(a);
        }
    }
    let shape = ranked(cx.ctx, operand_type(cx, 0))?;
    let axis = int_prop(cx, b"axis")?;
    if shape.is_empty() || shape.get(usize::try_from(axis).ok()?) == Some(&1) {
        return value(cx.operand(0));
    }
    None
}

fn slice(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let (i, o) = (operand_type(cx, 0), cx.result_type());
    let (is, os) = (ranked(cx.ctx, i)?, ranked(cx.ctx, o)?);
    if i == o && is_static(&is) {
        return value(cx.operand(0));
    }
    let a = cx.attr(0)?;
    if !int_or_float(cx.ctx, i) || !int_or_float(cx.ctx, o) {
        return None;
    }
    let (splat, _) = dense(cx.ctx, Some(a))?;
    if splat && is_static(&os) {
        return attr(retype(cx.ctx, a, o)?);
    }
    None
}

fn select(cx: &mut FoldCx<'_>) -> Option<Folded> {
    // Only when no operand may broadcast: static and equal shapes.
    let shapes: Vec<Option<Vec<i64>>> = (0..3)
        .map(|i| ranked(cx.ctx, operand_type(cx, i)))
        .collect();
    let first = shapes[0].as_ref()?;
    if shapes
        .iter()
        .any(|s| s.as_ref().is_none_or(|s| !is_static(s) || s != first))
    {
        return None;
    }
    if cx.operand(1) == cx.operand(2) {
        return value(cx.operand(1));
    }
    let (_, v) = int_splat(cx.ctx, dense_attr(cx, 0)?)?;
    value(cx.operand(if v != 0 { 1 } else { 2 }))
}

fn tile(cx: &mut FoldCx<'_>) -> Option<Folded> {
    if operand_type(cx, 0) != cx.result_type() {
        return None;
    }
    let m = ints(cx.ctx, cx.attr(1)?)?;
    let all_one = match &m.lanes {
        Lanes::Splat(v) | Lanes::Scalar(v) => sext(*v, m.width) == 1,
        Lanes::Dense(vs) => vs.iter().all(|&v| sext(v, m.width) == 1),
    };
    if all_one {
        return value(cx.operand(0));
    }
    None
}

fn transpose(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let o = cx.result_type();
    if let Some(a) = dense_attr(cx, 0) {
        let static_result = ranked(cx.ctx, o).is_some_and(|s| is_static(&s));
        if matches!(dense(cx.ctx, Some(a)), Some((true, _)))
            && static_result
            && elem_type_of(cx.ctx, a) == Some(elem(cx.ctx, o))
        {
            return attr(retype(cx.ctx, a, o)?);
        }
    }
    let perms = match cx.ctx.attr_data(prop(cx.ctx, cx.ir, cx.op, b"perms")?) {
        AttrData::DenseArray { data, .. } => data
            .chunks(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect::<Vec<_>>(),
        _ => return None,
    };
    if perms.iter().enumerate().all(|(i, &p)| p == i as i32) {
        return value(cx.operand(0));
    }
    None
}

/// A zero point constant's value (MLIR's `getZeroPoint`: `-1` for a
/// non-zero float or another type).
fn zero_point(cx: &FoldCx<'_>, i: usize) -> Option<i64> {
    let a = cx.attr(i)?;
    if let Some(f) = floats(cx.ctx, a) {
        let v = match f.lanes {
            Lanes::Splat(v) | Lanes::Scalar(v) => v,
            Lanes::Dense(vs) => *vs.first()?,
        };
        return Some(if float_to_f64(f.kind, v) == 0.0 {
            0
        } else {
            -1
        });
    }
    let x = ints(cx.ctx, a)?;
    let v = match x.lanes {
        Lanes::Splat(v) | Lanes::Scalar(v) => v,
        Lanes::Dense(vs) => *vs.first()?,
    };
    Some(sext(v, x.width) as i64)
}

fn negate(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let inner = defined_by(cx.ctx, cx.ir, cx.operand(0), b"tosa.negate")?;
    if zero_point(cx, 1)? != 0 || zero_point(cx, 2)? != 0 {
        return None;
    }
    for i in [1, 2] {
        let v = cx.ir.operand(inner, i);
        let c = super::value_constant(cx.ctx, cx.ir, v)?.attr()?;
        let zero = match floats(cx.ctx, c) {
            Some(f) => match f.lanes {
                Lanes::Splat(x) | Lanes::Scalar(x) => float_to_f64(f.kind, x) == 0.0,
                Lanes::Dense(vs) => vs.first().is_some_and(|&x| float_to_f64(f.kind, x) == 0.0),
            },
            None => {
                let x = ints(cx.ctx, c)?;
                match x.lanes {
                    Lanes::Splat(v) | Lanes::Scalar(v) => v == 0,
                    Lanes::Dense(vs) => vs.first() == Some(&0),
                }
            }
        };
        if !zero {
            return None;
        }
    }
    value(cx.ir.operand(inner, 0))
}

fn abs(cx: &mut FoldCx<'_>) -> Option<Folded> {
    defined_by(cx.ctx, cx.ir, cx.operand(0), b"tosa.abs")?;
    value(cx.operand(0))
}

fn concat(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let axis = int_prop(cx, b"axis")?;
    let mut operands = Vec::new();
    let mut found = false;
    for v in cx.ir.operands(cx.op).collect::<Vec<_>>() {
        match defined_by(cx.ctx, cx.ir, v, b"tosa.concat") {
            Some(inner) if concat_axis(cx, inner) == Some(axis) => {
                found = true;
                operands.extend(cx.ir.operands(inner));
            }
            _ => operands.push(v),
        }
    }
    if !found {
        return None;
    }
    cx.ir.set_operands(cx.op, &operands);
    Some(Folded::InPlace)
}

fn concat_axis(cx: &FoldCx<'_>, op: sigil_ir::OpId) -> Option<i64> {
    match cx.ctx.attr_data(prop(cx.ctx, cx.ir, op, b"axis")?) {
        AttrData::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

fn reciprocal(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let a = dense_attr(cx, 0)?;
    let (k, v) = float_splat(cx.ctx, a)?;
    if !f64_exact(k) {
        return None;
    }
    let o = cx.result_type();
    if is_nan(k, v) {
        // APFloat's division returns the NaN operand, quieted.
        let quiet = match k {
            FloatKind::F16 => 1u128 << 9,
            FloatKind::BF16 => 1 << 6,
            FloatKind::F32 => 1 << 22,
            _ => 1 << 51,
        };
        return attr(make_floats(cx.ctx, o, k, Lanes::Splat(v | quiet)));
    }
    let r = 1.0 / float_to_f64(k, v);
    attr(make_floats(
        cx.ctx,
        o,
        k,
        Lanes::Splat(float_from_f64(k, r)),
    ))
}
