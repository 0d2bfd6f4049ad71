//! The checks of TOSA's C++ verifiers (`TosaOps.cpp`) and of the op traits
//! its records name (`ResultsBroadcastableShape`, `SameOperandsAndResultRank`,
//! `TosaShapeOperatorWithSameRanks`, `TosaResolvableShapeOperands`), with
//! MLIR 22's messages and in its order, split by kind of op (`nn`, `data`,
//! `flow`); the helpers they share are here. Messages print as MLIR's
//! diagnostics do: types quoted, attributes as written, integer lists
//! comma-separated without brackets. A value "constant" here is what MLIR's
//! `m_Constant` matches: the result of a `ConstantLike` op, read from its
//! `values`.

use crate::attrs::AttrData;
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::ir::{Ir, OpId, Value, ValueDef};
use crate::types::{Signedness, Type, TypeData, DYNAMIC};
use crate::Attr;
use sigil_numeric::FloatKind;

use crate::dialects::Checker;

pub(super) type R = Result<(), Box<Diagnostic>>;

/// Returns the op's error: `'tosa.x' op <message>`, the message as `format!` takes it.
macro_rules! bail {
    ($c:expr, $op:expr, $($fmt:tt)+) => {
        return Err($c.op_error_named($op, &format!($($fmt)+)))
    };
}

mod data;
mod flow;
mod nn;

pub(crate) use data::*;
pub(crate) use flow::*;
pub(crate) use nn::*;

// ----- helpers -----

/// A type as MLIR's diagnostics print one: quoted.
pub(super) fn ts(ctx: &Context, t: Type) -> String {
    crate::dialects::support::quoted(ctx, t)
}

pub(super) fn elem(ctx: &Context, t: Type) -> Type {
    crate::dialects::support::element_type_or_self(ctx, t)
}

/// `getStorageElementTypeOrSelf`: a quantized element's storage type.
pub(super) fn storage(ctx: &Context, t: Type) -> Type {
    let e = elem(ctx, t);
    crate::dialects::tosa::types::quant_storage(ctx, e).unwrap_or(e)
}

/// The storage of a *uniform* quantized element (`UniformQuantizedType`).
pub(super) fn uniform_storage(ctx: &Context, e: Type) -> Type {
    if crate::dialects::quant::uniform(ctx, e) == Some(false) {
        crate::dialects::tosa::types::quant_storage(ctx, e).unwrap_or(e)
    } else {
        e
    }
}

pub(super) fn dims(ctx: &Context, t: Type) -> Option<&[i64]> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. } => Some(shape),
        _ => None,
    }
}

pub(super) fn is_int(ctx: &Context, t: Type, width: u32) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { width: w, .. } if *w == width)
}

pub(super) fn is_float(ctx: &Context, t: Type, k: FloatKind) -> bool {
    matches!(ctx.type_data(t), TypeData::Float(f) if *f == k)
}

pub(super) fn is_any_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Float(_))
}

pub(super) fn is_integer_type(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { .. })
}

pub(super) fn int_or_index_or_float(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_)
    )
}

pub(super) fn prop(c: &dyn Checker, op: OpId, name: &str) -> Option<Attr> {
    let p = c.ir().op(op).props?;
    c.ctx().dict_get(p, name.as_bytes())
}

pub(super) fn int_prop(c: &dyn Checker, op: OpId, name: &str) -> Option<i64> {
    match c.ctx().attr_data(prop(c, op, name)?) {
        AttrData::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

pub(super) fn bool_prop(c: &dyn Checker, op: OpId, name: &str) -> bool {
    int_prop(c, op, name).is_some_and(|v| v != 0)
}

pub(super) fn array_prop(c: &dyn Checker, op: OpId, name: &str) -> Vec<i64> {
    crate::dialects::indexing::i64_array_prop(c.ctx(), c.ir(), op, name).unwrap_or_default()
}

pub(super) fn type_prop(c: &dyn Checker, op: OpId, name: &str) -> Option<Type> {
    match c.ctx().attr_data(prop(c, op, name)?) {
        AttrData::Type(t) => Some(*t),
        _ => None,
    }
}

pub(super) fn list(v: &[i64]) -> String {
    v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

pub(super) fn operand_type(c: &dyn Checker, op: OpId, i: usize) -> Type {
    c.ir().value_type(c.ir().operand(op, i))
}

pub(super) fn result_type(c: &dyn Checker, op: OpId) -> Type {
    c.ir().value_type(c.ir().result(op, 0))
}

pub(super) fn fail(c: &dyn Checker, op: OpId, msg: impl AsRef<str>) -> R {
    Err(c.op_error_named(op, msg.as_ref()))
}

pub(super) fn op_name<'a>(ctx: &'a Context, ir: &Ir, op: OpId) -> &'a [u8] {
    ctx.str_bytes(ir.op(op).name)
}

pub(super) fn defining_op(ir: &Ir, v: Value) -> Option<OpId> {
    match ir.value_def(v)? {
        ValueDef::Result { op, .. } => Some(op),
        ValueDef::Arg { .. } => None,
    }
}

/// `m_Constant`: the elements attribute of a `ConstantLike` op's result.
pub(super) fn constant(c: &dyn Checker, v: Value) -> Option<Attr> {
    let ir = c.ir();
    let ctx = c.ctx();
    let op = defining_op(ir, v)?;
    let def = crate::dialects::registry::lookup(op_name(ctx, ir, op))?;
    if !def.structure.constant_like {
        return None;
    }
    let a = prop(c, op, "values").or_else(|| prop(c, op, "value"))?;
    match ctx.attr_data(a) {
        AttrData::DenseElements { .. } => Some(a),
        _ => None,
    }
}

pub(super) fn int_values(ctx: &Context, a: Attr, signed: bool) -> Vec<i64> {
    crate::dialects::support::dense_int_values(ctx, a, signed)
        .iter()
        .map(|s| {
            s.parse::<i64>()
                .unwrap_or_else(|_| s.parse::<u64>().unwrap_or(0) as i64)
        })
        .collect()
}

/// `getConstShapeValues`: the values of a `tosa.const_shape`.
pub(super) fn const_shape_values(c: &dyn Checker, v: Value) -> Option<Vec<i64>> {
    let ir = c.ir();
    let op = defining_op(ir, v)?;
    if op_name(c.ctx(), ir, op) != b"tosa.const_shape" {
        return None;
    }
    Some(int_values(c.ctx(), prop(c, op, "values")?, true))
}

/// `getZeroPoint`: the first element of a constant zero point; -1 for a
/// float one that is not zero (to trip the check).
pub(super) fn zero_point(c: &dyn Checker, v: Value, sign_extend: bool) -> Option<i64> {
    let ctx = c.ctx();
    let a = constant(c, v)?;
    let AttrData::DenseElements { ty, data, .. } = ctx.attr_data(a) else {
        return None;
    };
    let e = crate::dialects::support::element_type(ctx, *ty);
    match ctx.type_data(e) {
        TypeData::Float(_) => {
            let w = crate::dialects::support::bit_width(ctx, e).unwrap_or(8) as usize;
            let bytes = w.div_ceil(8);
            let first = data.get(..bytes).unwrap_or(&[]);
            // Zero when every bit but the sign is clear.
            let mut bits: u128 = 0;
            for (i, b) in first.iter().enumerate() {
                bits |= (*b as u128) << (8 * i);
            }
            let magnitude = bits & !(1u128 << (w - 1));
            Some(if magnitude == 0 { 0 } else { -1 })
        }
        TypeData::Integer { .. } => int_values(ctx, a, sign_extend).first().copied(),
        _ => Some(-1),
    }
}

/// `verifyZeroPoint` of the ops other than `rescale`.
pub(super) fn check_zero_point(c: &dyn Checker, op: OpId, v: Value, zp: i64, operand: &str) -> R {
    let e = elem(c.ctx(), c.ir().value_type(v));
    if !is_int(c.ctx(), e, 8) && zp != 0 {
        bail!(
            c,
            op,
            "{} zero point must be zero for non-int8 integer types",
            operand.to_lowercase()
        );
    }
    Ok(())
}

pub(super) fn zero_points(c: &dyn Checker, op: OpId, which: &[(usize, &str)]) -> R {
    for &(i, name) in which {
        let v = c.ir().operand(op, i);
        if let Some(zp) = zero_point(c, v, true) {
            check_zero_point(c, op, v, zp, name)?;
        }
    }
    Ok(())
}

/// `verifyCompatibleShape` of two types.
pub(super) fn compatible_shape(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_data(a).shape(), ctx.type_data(b).shape()) {
        (Some(x), Some(y)) => compatible_dims(x, y),
        _ => true,
    }
}

pub(super) fn compatible_dims(x: &[i64], y: &[i64]) -> bool {
    x.len() == y.len()
        && x.iter()
            .zip(y)
            .all(|(&p, &q)| p == q || p == DYNAMIC || q == DYNAMIC)
}

/// `verifySameElementTypes`.
pub(super) fn same_element_types(c: &dyn Checker, op: OpId, input: Type, output: Type) -> R {
    let ctx = c.ctx();
    let ie = elem(ctx, input);
    let oe = elem(ctx, output);
    let iq = crate::dialects::quant::uniform(ctx, ie) == Some(false);
    let oq = crate::dialects::quant::uniform(ctx, oe) == Some(false);
    if (int_or_index_or_float(ctx, ie) || iq) && (int_or_index_or_float(ctx, oe) || oq) && ie != oe
    {
        bail!(
            c,
            op,
            "expect input and output to have same element type, got {} and {}",
            ts(ctx, ie),
            ts(ctx, oe)
        );
    }
    Ok(())
}

pub(super) fn idiv_check(lhs: i64, rhs: i64) -> Option<i64> {
    if rhs == 0 || lhs % rhs != 0 {
        None
    } else {
        Some(lhs / rhs)
    }
}

// ----- traits -----

/// `getBroadcastedShape`.
pub(super) fn broadcast(a: &[i64], b: &[i64]) -> Option<Vec<i64>> {
    let mut out = if a.len() > b.len() {
        a.to_vec()
    } else {
        b.to_vec()
    };
    let n = out.len();
    for k in 0..a.len().min(b.len()) {
        let (x, y) = (a[a.len() - 1 - k], b[b.len() - 1 - k]);
        let r = if x == DYNAMIC || y == DYNAMIC {
            if x > 1 {
                x
            } else if y > 1 || x == 1 {
                y
            } else if y == 1 {
                x
            } else {
                DYNAMIC
            }
        } else if x == y || y == 1 {
            x
        } else if x == 1 {
            y
        } else {
            return None;
        };
        out[n - 1 - k] = r;
    }
    Some(out)
}

pub(super) fn shape_text(s: &[i64]) -> String {
    let parts: Vec<String> = s
        .iter()
        .map(|&d| {
            if d == DYNAMIC {
                "?".to_string()
            } else {
                d.to_string()
            }
        })
        .collect();
    format!("'{}'", parts.join("x"))
}

/// `ResultsBroadcastableShape` (`verifyCompatibleOperandBroadcast`).
pub(crate) fn results_broadcastable(
    ctx: &Context,
    operands: &[Type],
    results: &[Type],
) -> Result<(), String> {
    let ranked: Vec<&[i64]> = operands.iter().filter_map(|&t| dims(ctx, t)).collect();
    let Some(first) = ranked.first() else {
        return Ok(());
    };
    let mut shape = first.to_vec();
    for other in &ranked {
        shape = broadcast(&shape, other)
            .ok_or_else(|| "operands don't have broadcast-compatible shapes".to_string())?;
    }
    for &t in results {
        let Some(d) = dims(ctx, t) else { continue };
        let suffix = &d[d.len().saturating_sub(shape.len())..];
        let ok = suffix.len() == shape.len()
            && shape
                .iter()
                .zip(suffix)
                .all(|(&i, &e)| i == e || i == DYNAMIC || e == DYNAMIC || i == 1);
        if !ok {
            return Err(format!(
                "result type {} not broadcast compatible with broadcasted operands's shapes {}",
                shape_text(d),
                shape_text(&shape)
            ));
        }
    }
    Ok(())
}

pub(super) fn rank_of(ctx: &Context, t: Type) -> Option<usize> {
    let d = ctx.type_data(t);
    if d.is_shaped() {
        d.shape().map(<[i64]>::len)
    } else {
        None
    }
}

/// `SameOperandsAndResultRank`.
pub(crate) fn same_operands_and_result_rank(
    ctx: &Context,
    operands: &[Type],
    results: &[Type],
) -> Result<(), String> {
    let ro: Vec<usize> = operands.iter().filter_map(|&t| rank_of(ctx, t)).collect();
    let rr: Vec<usize> = results.iter().filter_map(|&t| rank_of(ctx, t)).collect();
    let Some(&rank) = ro.first().or(rr.first()) else {
        return Ok(());
    };
    if ro.iter().any(|&r| r != rank) {
        return Err("operands don't have matching ranks".into());
    }
    if rr.iter().any(|&r| r != rank) {
        return Err("result type has different rank than operands".into());
    }
    Ok(())
}

/// `TosaShapeOperatorWithSameRanks` (with `verifyTosaShapeOperator`).
pub(crate) fn shape_operator_same_ranks(
    ctx: &Context,
    operands: &[Type],
    results: &[Type],
) -> Result<(), String> {
    let rank = |t: Type| crate::dialects::tosa::types::shape_rank(ctx, t);
    if operands.iter().any(|&t| rank(t).is_none()) {
        return Err("must have operands with tosa shape type".into());
    }
    if results.iter().any(|&t| rank(t).is_none()) {
        return Err("must have result with tosa shape type".into());
    }
    let r = rank(operands[0]);
    if operands.iter().any(|&t| rank(t) != r) {
        return Err("operands don't have matching ranks".into());
    }
    if results.iter().any(|&t| rank(t) != r) {
        return Err("result shape has different rank than operands".into());
    }
    Ok(())
}

/// `TosaResolvableShapeOperands`: a shape operand comes from a shape op.
pub(crate) fn resolvable_shape_operands(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), String> {
    for v in ir.operands(op) {
        if crate::dialects::tosa::types::shape_rank(ctx, ir.value_type(v)).is_none() {
            continue;
        }
        let ok = defining_op(ir, v).is_some_and(|d| {
            let name = ctx.str_bytes(ir.op(d).name);
            crate::dialects::ods::tosa::SHAPE_OPERATORS
                .iter()
                .any(|n| n.as_bytes() == name)
        });
        if !ok {
            return Err("shape operand is not compile time resolvable".into());
        }
    }
    Ok(())
}

// ----- op verifiers -----

// ----- InferTypeOpInterface -----

/// A result type `inferReturnTypeComponents` gives: a shape (`None`:
/// unranked) and an element type.
pub(super) struct Inferred {
    pub shape: Option<Vec<i64>>,
    pub elem: Type,
}

impl Inferred {
    /// The type as MLIR prints it, quoted (it need not be interned).
    fn text(&self, ctx: &Context) -> String {
        let e = crate::printer::type_to_string(ctx, self.elem);
        match &self.shape {
            None => format!("'tensor<*x{e}>'"),
            Some(dims) => {
                let mut s = String::from("'tensor<");
                for &d in dims {
                    if d == DYNAMIC {
                        s.push('?');
                    } else {
                        s.push_str(&d.to_string());
                    }
                    s.push('x');
                }
                format!("{s}{e}>'")
            }
        }
    }
}

/// How an op's `isCompatibleReturnTypes` compares.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Compare {
    /// Element types equal and shapes compatible.
    ElementAndShape,
    /// Shapes compatible (`tosa.equal`).
    Shape,
    /// Element types equal (`tosa.reshape`).
    Element,
}

/// `verifyInferredResultTypes` of an op with `InferTensorType`, run after the
/// op's own verifier: `inferred` is `None` where inference fails without a
/// message. Two errors when the types disagree, as MLIR emits them.
pub(super) fn check_inferred(
    c: &dyn Checker,
    op: OpId,
    inferred: Result<Inferred, Option<String>>,
    compare: Compare,
) -> R {
    let ctx = c.ctx();
    let name = String::from_utf8_lossy(op_name(ctx, c.ir(), op)).into_owned();
    let failed = |first: Option<Box<Diagnostic>>| -> R {
        let mut last = c.op_error_named(op, "failed to infer returned types");
        match first {
            // MLIR's first error (`emitOptionalError`) has no note; the op's
            // "see current operation" note follows the second.
            Some(mut d) => {
                d.notes.clear();
                let notes = std::mem::take(&mut last.notes);
                d.notes.push(*last);
                d.notes.extend(notes);
                Err(d)
            }
            None => Err(last),
        }
    };
    let inferred = match inferred {
        Ok(i) => i,
        Err(Some(msg)) => return failed(Some(c.plain_error(op, msg))),
        Err(None) => return failed(None),
    };
    let actual = result_type(c, op);
    let elem_ok = elem(ctx, actual) == inferred.elem;
    let shape_ok = match (&inferred.shape, dims(ctx, actual)) {
        (Some(i), Some(a)) => compatible_dims(i, a),
        _ => true,
    };
    let ok = match compare {
        Compare::ElementAndShape => elem_ok && shape_ok,
        Compare::Shape => shape_ok,
        Compare::Element => elem_ok,
    };
    if ok {
        return Ok(());
    }
    let msg = format!(
        "'{name}' op inferred type(s) {} are incompatible with return type(s) of operation {}",
        inferred.text(ctx),
        ts(ctx, actual)
    );
    failed(Some(c.plain_error(op, msg)))
}
