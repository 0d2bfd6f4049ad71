//! The checks of TOSA's C++ verifiers (`TosaOps.cpp`) and of the op traits
//! its records name (`ResultsBroadcastableShape`, `SameOperandsAndResultRank`,
//! `TosaShapeOperatorWithSameRanks`, `TosaResolvableShapeOperands`), with
//! MLIR 22's messages and in its order. Types and attributes in messages are
//! printed as MLIR's diagnostics print them (unquoted, lists comma-separated
//! without brackets). A value "constant" here is what MLIR's `m_Constant`
//! matches: the result of a `ConstantLike` op, read from its `values`.

use crate::attrs::AttrData;
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::ir::{Ir, OpId, Value, ValueDef};
use crate::types::{Signedness, Type, TypeData, DYNAMIC};
use crate::Attr;
use sigil_numeric::FloatKind;

use super::super::Checker;

type R = Result<(), Box<Diagnostic>>;

// ----- helpers -----

/// A type as MLIR's diagnostics print one: quoted.
fn ts(ctx: &Context, t: Type) -> String {
    super::super::support::quoted(ctx, t)
}

fn elem(ctx: &Context, t: Type) -> Type {
    super::super::support::element_type_or_self(ctx, t)
}

/// `getStorageElementTypeOrSelf`: a quantized element's storage type.
fn storage(ctx: &Context, t: Type) -> Type {
    let e = elem(ctx, t);
    super::types::quant_storage(ctx, e).unwrap_or(e)
}

/// The storage of a *uniform* quantized element (`UniformQuantizedType`).
fn uniform_storage(ctx: &Context, e: Type) -> Type {
    if super::super::quant::uniform(ctx, e) == Some(false) {
        super::types::quant_storage(ctx, e).unwrap_or(e)
    } else {
        e
    }
}

fn dims(ctx: &Context, t: Type) -> Option<&[i64]> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. } => Some(shape),
        _ => None,
    }
}

fn is_int(ctx: &Context, t: Type, width: u32) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { width: w, .. } if *w == width)
}

fn is_float(ctx: &Context, t: Type, k: FloatKind) -> bool {
    matches!(ctx.type_data(t), TypeData::Float(f) if *f == k)
}

fn is_any_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Float(_))
}

fn is_integer_type(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { .. })
}

fn int_or_index_or_float(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_)
    )
}

fn prop(c: &dyn Checker, op: OpId, name: &str) -> Option<Attr> {
    let p = c.ir().op(op).props?;
    c.ctx().dict_get(p, name.as_bytes())
}

fn int_prop(c: &dyn Checker, op: OpId, name: &str) -> Option<i64> {
    match c.ctx().attr_data(prop(c, op, name)?) {
        AttrData::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

fn bool_prop(c: &dyn Checker, op: OpId, name: &str) -> bool {
    int_prop(c, op, name).is_some_and(|v| v != 0)
}

fn array_prop(c: &dyn Checker, op: OpId, name: &str) -> Vec<i64> {
    super::super::indexing::i64_array_prop(c.ctx(), c.ir(), op, name).unwrap_or_default()
}

fn type_prop(c: &dyn Checker, op: OpId, name: &str) -> Option<Type> {
    match c.ctx().attr_data(prop(c, op, name)?) {
        AttrData::Type(t) => Some(*t),
        _ => None,
    }
}

fn list(v: &[i64]) -> String {
    v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

fn operand_type(c: &dyn Checker, op: OpId, i: usize) -> Type {
    c.ir().value_type(c.ir().operand(op, i))
}

fn result_type(c: &dyn Checker, op: OpId) -> Type {
    c.ir().value_type(c.ir().result(op, 0))
}

fn fail(c: &dyn Checker, op: OpId, msg: impl AsRef<str>) -> R {
    Err(c.op_error_named(op, msg.as_ref()))
}

fn op_name<'a>(ctx: &'a Context, ir: &Ir, op: OpId) -> &'a [u8] {
    ctx.str_bytes(ir.op(op).name)
}

fn defining_op(ir: &Ir, v: Value) -> Option<OpId> {
    match ir.value_def(v)? {
        ValueDef::Result { op, .. } => Some(op),
        ValueDef::Arg { .. } => None,
    }
}

/// `m_Constant`: the elements attribute of a `ConstantLike` op's result.
fn constant(c: &dyn Checker, v: Value) -> Option<Attr> {
    let ir = c.ir();
    let ctx = c.ctx();
    let op = defining_op(ir, v)?;
    let def = super::super::registry::lookup(op_name(ctx, ir, op))?;
    if !def.structure.constant_like {
        return None;
    }
    let a = prop(c, op, "values").or_else(|| prop(c, op, "value"))?;
    match ctx.attr_data(a) {
        AttrData::DenseElements { .. } => Some(a),
        _ => None,
    }
}

fn int_values(ctx: &Context, a: Attr, signed: bool) -> Vec<i64> {
    super::super::support::dense_int_values(ctx, a, signed)
        .iter()
        .map(|s| {
            s.parse::<i64>()
                .unwrap_or_else(|_| s.parse::<u64>().unwrap_or(0) as i64)
        })
        .collect()
}

/// `getConstShapeValues`: the values of a `tosa.const_shape`.
fn const_shape_values(c: &dyn Checker, v: Value) -> Option<Vec<i64>> {
    let ir = c.ir();
    let op = defining_op(ir, v)?;
    if op_name(c.ctx(), ir, op) != b"tosa.const_shape" {
        return None;
    }
    Some(int_values(c.ctx(), prop(c, op, "values")?, true))
}

/// `getZeroPoint`: the first element of a constant zero point; -1 for a
/// float one that is not zero (to trip the check).
fn zero_point(c: &dyn Checker, v: Value, sign_extend: bool) -> Option<i64> {
    let ctx = c.ctx();
    let a = constant(c, v)?;
    let AttrData::DenseElements { ty, data, .. } = ctx.attr_data(a) else {
        return None;
    };
    let e = super::super::support::element_type(ctx, *ty);
    match ctx.type_data(e) {
        TypeData::Float(_) => {
            let w = super::super::support::bit_width(ctx, e).unwrap_or(8) as usize;
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
fn check_zero_point(c: &dyn Checker, op: OpId, v: Value, zp: i64, operand: &str) -> R {
    let e = elem(c.ctx(), c.ir().value_type(v));
    if !is_int(c.ctx(), e, 8) && zp != 0 {
        return fail(
            c,
            op,
            format!(
                "{} zero point must be zero for non-int8 integer types",
                operand.to_lowercase()
            ),
        );
    }
    Ok(())
}

fn zero_points(c: &dyn Checker, op: OpId, which: &[(usize, &str)]) -> R {
    for &(i, name) in which {
        let v = c.ir().operand(op, i);
        if let Some(zp) = zero_point(c, v, true) {
            check_zero_point(c, op, v, zp, name)?;
        }
    }
    Ok(())
}

/// `verifyCompatibleShape` of two types.
fn compatible_shape(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_data(a).shape(), ctx.type_data(b).shape()) {
        (Some(x), Some(y)) => compatible_dims(x, y),
        _ => true,
    }
}

fn compatible_dims(x: &[i64], y: &[i64]) -> bool {
    x.len() == y.len()
        && x.iter()
            .zip(y)
            .all(|(&p, &q)| p == q || p == DYNAMIC || q == DYNAMIC)
}

/// `verifySameElementTypes`.
fn same_element_types(c: &dyn Checker, op: OpId, input: Type, output: Type) -> R {
    let ctx = c.ctx();
    let ie = elem(ctx, input);
    let oe = elem(ctx, output);
    let iq = super::super::quant::uniform(ctx, ie) == Some(false);
    let oq = super::super::quant::uniform(ctx, oe) == Some(false);
    if (int_or_index_or_float(ctx, ie) || iq) && (int_or_index_or_float(ctx, oe) || oq) && ie != oe
    {
        return fail(
            c,
            op,
            format!(
                "expect input and output to have same element type, got {} and {}",
                ts(ctx, ie),
                ts(ctx, oe)
            ),
        );
    }
    Ok(())
}

fn idiv_check(lhs: i64, rhs: i64) -> Option<i64> {
    if rhs == 0 || lhs % rhs != 0 {
        None
    } else {
        Some(lhs / rhs)
    }
}

// ----- traits -----

/// `getBroadcastedShape`.
fn broadcast(a: &[i64], b: &[i64]) -> Option<Vec<i64>> {
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
            } else if y > 1 {
                y
            } else if x == 1 {
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

fn shape_text(s: &[i64]) -> String {
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

fn rank_of(ctx: &Context, t: Type) -> Option<usize> {
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
    let rank = |t: Type| super::types::shape_rank(ctx, t);
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
        if super::types::shape_rank(ctx, ir.value_type(v)).is_none() {
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

/// `tosa.const`.
pub(crate) fn const_op(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let Some(values) = prop(c, op, "values") else {
        return Ok(());
    };
    let attr_ty = super::super::support::typed_attr_type(ctx, ctx.attr_data(values));
    let out = result_type(c, op);
    let is_tensor = |t: Type| {
        matches!(
            ctx.type_data(t),
            TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
        )
    };
    let Some(attr_ty) = attr_ty.filter(|&t| is_tensor(t)) else {
        return fail(c, op, "expected tensors for attr/result type");
    };
    if !is_tensor(out) {
        return fail(c, op, "expected tensors for attr/result type");
    }
    let oe = elem(ctx, out);
    let ae = elem(ctx, attr_ty);
    if super::types::quant_storage(ctx, oe) == Some(ae) {
        return Ok(());
    }
    if ae != oe {
        return fail(c, op, "expected same attr/result element types");
    }
    Ok(())
}

/// `tosa.const_shape`.
pub(crate) fn const_shape(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let Some(values) = prop(c, op, "values") else {
        return Ok(());
    };
    let Some(ty) = super::super::support::typed_attr_type(ctx, ctx.attr_data(values)) else {
        return Ok(());
    };
    let shape = ctx.type_data(ty).shape().unwrap_or(&[]);
    if shape.len() != 1 {
        return fail(c, op, "expect elements in attribute values with rank 1");
    }
    let count = shape[0];
    let rank = super::types::shape_rank(ctx, result_type(c, op)).unwrap_or(0);
    if !(count == rank || (count == 1 && rank == 0)) {
        return fail(
            c,
            op,
            format!(
                "expect number of elements in attribute values ({count}) to be equal to the \
                 rank ({rank}) for the result shape type"
            ),
        );
    }
    Ok(())
}

/// `tosa.argmax`.
pub(crate) fn argmax(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let out = result_type(c, op);
    if !matches!(
        ctx.type_data(elem(ctx, out)),
        TypeData::Integer { .. } | TypeData::Index
    ) {
        return fail(c, op, "result tensor is not of integer type");
    }
    let Some(input) = dims(ctx, operand_type(c, op, 0)) else {
        return Ok(());
    };
    let axis = int_prop(c, op, "axis").unwrap_or(0);
    if axis < 0 || axis >= input.len() as i64 {
        return fail(c, op, "specified axis is outside the rank of the tensor");
    }
    let Some(output) = dims(ctx, out) else {
        return Ok(());
    };
    let mut expected = input.to_vec();
    expected.remove(axis as usize);
    if !compatible_dims(&expected, output) {
        return fail(
            c,
            op,
            format!(
                "expected output shape '{}', got '{}'",
                list(&expected),
                list(output)
            ),
        );
    }
    Ok(())
}

/// `verifyPoolingOp`.
fn pooling(c: &dyn Checker, op: OpId) -> R {
    let kernel = array_prop(c, op, "kernel");
    let strides = array_prop(c, op, "stride");
    let pad = array_prop(c, op, "pad");
    if kernel.len() < 2 || strides.len() < 2 || pad.len() < 4 {
        return Ok(());
    }
    if kernel.iter().any(|&k| k < 1) {
        return fail(
            c,
            op,
            format!("expect all kernel values to be >= 1, got {}", list(&kernel)),
        );
    }
    if strides.iter().any(|&s| s < 1) {
        return fail(
            c,
            op,
            format!(
                "expect all stride values to be >= 1, got {}",
                list(&strides)
            ),
        );
    }
    if pad.iter().any(|&p| p < 0) {
        return fail(
            c,
            op,
            format!("expect all padding values to be >= 0, got {}", list(&pad)),
        );
    }
    if pad[3] >= kernel[1] || pad[2] >= kernel[1] {
        return fail(
            c,
            op,
            format!(
                "expected left/right padding to be less than the width of the kernel, got \
                 pad_left={}, pad_right={}, kernel_x={}",
                pad[2], pad[3], kernel[1]
            ),
        );
    }
    if pad[0] >= kernel[0] || pad[1] >= kernel[0] {
        return fail(
            c,
            op,
            format!(
                "expected top/bottom padding to be less than the height of the kernel, got \
                 pad_top={}, pad_bottom={}, kernel_y={}",
                pad[0], pad[1], kernel[0]
            ),
        );
    }
    let ctx = c.ctx();
    let (Some(input), Some(output)) = (
        dims(ctx, operand_type(c, op, 0)),
        dims(ctx, result_type(c, op)),
    ) else {
        return Ok(());
    };
    let check = |i: usize, k: i64, s: i64, pb: i64, pa: i64, names: [&str; 4]| -> R {
        let (input_size, output_size) = (input[i], output[i]);
        if input_size == DYNAMIC {
            return Ok(());
        }
        let Some(m1) = idiv_check(input_size + pb + pa - k, s) else {
            return fail(
                c,
                op,
                format!(
                    "expected input_{} + pad_{} + pad_{} - kernel_{} to be wholly divisible by \
                     stride_{}, got ({input_size} + {pb} + {pa} - {k}) / {s}",
                    names[0], names[2], names[3], names[1], names[1]
                ),
            );
        };
        if output_size != DYNAMIC && m1 + 1 != output_size {
            return fail(
                c,
                op,
                format!(
                    "calculated output {} did not match expected: calculated={}, expected={}",
                    names[0],
                    m1 + 1,
                    output_size
                ),
            );
        }
        Ok(())
    };
    if input.len() < 3 || output.len() < 3 {
        return Ok(());
    }
    check(
        1,
        kernel[0],
        strides[0],
        pad[0],
        pad[1],
        ["height", "y", "top", "bottom"],
    )?;
    check(
        2,
        kernel[1],
        strides[1],
        pad[2],
        pad[3],
        ["width", "x", "left", "right"],
    )
}

/// `tosa.max_pool2d`.
pub(crate) fn max_pool2d(c: &dyn Checker, op: OpId) -> R {
    same_element_types(c, op, operand_type(c, op, 0), result_type(c, op))?;
    pooling(c, op)
}

/// `tosa.avg_pool2d`: operands input, input_zp, output_zp.
pub(crate) fn avg_pool2d(c: &dyn Checker, op: OpId) -> R {
    pooling(c, op)?;
    let ctx = c.ctx();
    let ie = storage(ctx, operand_type(c, op, 0));
    let re = storage(ctx, result_type(c, op));
    let ize = storage(ctx, operand_type(c, op, 1));
    let oze = storage(ctx, operand_type(c, op, 2));
    if let Some(acc) = type_prop(c, op, "acc_type") {
        if is_integer_type(ctx, ie) && !is_int(ctx, acc, 32) {
            return fail(c, op, "accumulator type for integer tensor is not i32");
        }
        let f16 = is_float(ctx, acc, FloatKind::F16);
        let f32 = is_float(ctx, acc, FloatKind::F32);
        if is_float(ctx, ie, FloatKind::F16) && !(f16 || f32) {
            return fail(c, op, "accumulator type for f16 tensor is not f16/f32");
        }
        if is_float(ctx, ie, FloatKind::BF16) && !f32 {
            return fail(c, op, "accumulator type for bf16 tensor is not f32");
        }
        if is_float(ctx, ie, FloatKind::F32) && !f32 {
            return fail(c, op, "accumulator type for f32 tensor is not f32");
        }
    }
    if ie != ize {
        return fail(
            c,
            op,
            format!(
                "expect both input and its zero point are the same element type, got {} and {}",
                ts(ctx, ie),
                ts(ctx, ize)
            ),
        );
    }
    if re != oze {
        return fail(
            c,
            op,
            format!(
                "expect both output and its zero point are the same element type, got {} and {}",
                ts(ctx, re),
                ts(ctx, oze)
            ),
        );
    }
    zero_points(c, op, &[(1, "Input"), (2, "Output")])
}

/// `tosa.clamp`.
pub(crate) fn clamp(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let ie = uniform_storage(ctx, elem(ctx, operand_type(c, op, 0)));
    let oe = uniform_storage(ctx, elem(ctx, result_type(c, op)));
    if ie != oe {
        return fail(c, op, "input/output element types are incompatible.");
    }
    let (Some(max), Some(min)) = (prop(c, op, "max_val"), prop(c, op, "min_val")) else {
        return Ok(());
    };
    let incompatible = || {
        fail(
            c,
            op,
            "min/max attributes types are incompatible with input/output element types.",
        )
    };
    let shown = |a: Attr| crate::printer::attr_to_string(ctx, a);
    match ctx.type_data(ie) {
        TypeData::Integer { width, signedness } => {
            let (
                AttrData::Integer {
                    ty: tmax,
                    value: vmax,
                },
                AttrData::Integer {
                    ty: tmin,
                    value: vmin,
                },
            ) = (ctx.attr_data(max), ctx.attr_data(min))
            else {
                return incompatible();
            };
            if tmax != tmin || *tmax != ie {
                return incompatible();
            }
            let unsigned = *signedness == Signedness::Unsigned || *width == 1;
            let less = if unsigned {
                vmax.to_u64().unwrap_or(0) < vmin.to_u64().unwrap_or(0)
            } else {
                vmax.to_i64().unwrap_or(0) < vmin.to_i64().unwrap_or(0)
            };
            if less {
                return fail(
                    c,
                    op,
                    format!(
                        "expected min_val <= max_val, got min_val={}, max_val={}",
                        shown(min),
                        shown(max)
                    ),
                );
            }
        }
        _ => {
            let (AttrData::Float { ty: tmax, .. }, AttrData::Float { ty: tmin, .. }) =
                (ctx.attr_data(max), ctx.attr_data(min))
            else {
                return incompatible();
            };
            if tmax != tmin || *tmax != ie {
                return incompatible();
            }
            let (Some(fmax), Some(fmin)) = (float_value(ctx, max), float_value(ctx, min)) else {
                return Ok(());
            };
            if fmin.is_nan() || fmax.is_nan() {
                return fail(
                    c,
                    op,
                    format!(
                        "min/max attributes should not be 'NaN', got min_val={}, max_val={}",
                        shown(min),
                        shown(max)
                    ),
                );
            }
            if fmax < fmin {
                return fail(
                    c,
                    op,
                    format!(
                        "expected min_val <= max_val, got min_val={}, max_val={}",
                        shown(min),
                        shown(max)
                    ),
                );
            }
        }
    }
    Ok(())
}

fn float_value(ctx: &Context, a: Attr) -> Option<f64> {
    match ctx.attr_data(a) {
        AttrData::Float { ty, bits } => match ctx.type_data(*ty) {
            TypeData::Float(k) => Some(sigil_numeric::float_to_f64(*k, *bits)),
            _ => None,
        },
        _ => None,
    }
}

/// `verifyConvOp`: operands input, weight, bias, input_zp, weight_zp.
fn conv_common(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let bias_e = elem(ctx, operand_type(c, op, 2));
    let result_e = elem(ctx, result_type(c, op));
    let bias_float = is_any_float(ctx, bias_e);
    let result_float = is_any_float(ctx, result_e);
    let st = |t: Type| super::types::quant_storage(ctx, t).unwrap_or(t);
    let ie = st(elem(ctx, operand_type(c, op, 0)));
    let we = st(elem(ctx, operand_type(c, op, 1)));
    let (be, re) = (st(bias_e), st(result_e));
    if bias_float && result_float && be != re {
        return fail(
            c,
            op,
            format!(
                "expect both bias and result to have same element type, got {} and {}",
                ts(ctx, be),
                ts(ctx, re)
            ),
        );
    }
    let f8 = |t: Type| is_float(ctx, t, FloatKind::F8E5M2) || is_float(ctx, t, FloatKind::F8E4M3FN);
    if (f8(ie) || f8(we)) && ie != we {
        return fail(
            c,
            op,
            format!(
                "expect both input and weight to have same element type, got {} and {}",
                ts(ctx, ie),
                ts(ctx, we)
            ),
        );
    }
    if is_any_float(ctx, ie) != is_any_float(ctx, we) {
        return fail(
            c,
            op,
            format!(
                "expect both input and weight to be float or not together, got {} and {}",
                ts(ctx, ie),
                ts(ctx, we)
            ),
        );
    }
    let ize = storage(ctx, operand_type(c, op, 3));
    if ie != ize {
        return fail(
            c,
            op,
            format!(
                "expect both input and its zero point are the same element type, got {} and {}",
                ts(ctx, ie),
                ts(ctx, ize)
            ),
        );
    }
    let wze = storage(ctx, operand_type(c, op, 4));
    if we != wze {
        return fail(
            c,
            op,
            format!(
                "expect both weight and its zero point are the same element type, got {} and {}",
                ts(ctx, we),
                ts(ctx, wze)
            ),
        );
    }
    zero_points(c, op, &[(3, "Input"), (4, "Weight")])
}

/// `verifyConvOpModes`.
fn conv_modes(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let ie = uniform_or_quant_storage(ctx, elem(ctx, operand_type(c, op, 0)));
    let Some(acc) = type_prop(c, op, "acc_type") else {
        return Ok(());
    };
    let f16 = is_float(ctx, acc, FloatKind::F16);
    let f32 = is_float(ctx, acc, FloatKind::F32);
    if is_int(ctx, ie, 8) && !is_int(ctx, acc, 32) {
        return fail(c, op, "accumulator type for i8 tensor is not i32");
    }
    if is_int(ctx, ie, 16) && !is_int(ctx, acc, 48) {
        return fail(c, op, "accumulator type for i16 tensor is not i48");
    }
    if (is_float(ctx, ie, FloatKind::F8E5M2) || is_float(ctx, ie, FloatKind::F8E4M3)) && !f16 {
        return fail(c, op, "accumulator type for f8 tensor is not f16");
    }
    if is_float(ctx, ie, FloatKind::F16) && !(f16 || f32) {
        return fail(c, op, "accumulator type for f16 tensor is not f16/f32");
    }
    if is_float(ctx, ie, FloatKind::BF16) && !f32 {
        return fail(c, op, "accumulator type for bf16 tensor is not f32");
    }
    if is_float(ctx, ie, FloatKind::F32) && !f32 {
        return fail(c, op, "accumulator type for f32 tensor is not f32");
    }
    Ok(())
}

fn uniform_or_quant_storage(ctx: &Context, e: Type) -> Type {
    super::types::quant_storage(ctx, e).unwrap_or(e)
}

/// `verifyConvOpErrorIf` of conv2d, conv3d and depthwise_conv2d.
fn conv_error_if(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let padding = array_prop(c, op, "pad");
    let strides = array_prop(c, op, "stride");
    let dilations = array_prop(c, op, "dilation");
    if padding.iter().any(|&p| p < 0) {
        return fail(
            c,
            op,
            format!(
                "expect all padding values to be >= 0, got {}",
                list(&padding)
            ),
        );
    }
    if strides.iter().any(|&s| s < 1) {
        return fail(
            c,
            op,
            format!(
                "expect all stride values to be >= 1, got {}",
                list(&strides)
            ),
        );
    }
    if dilations.iter().any(|&d| d < 1) {
        return fail(
            c,
            op,
            format!(
                "expect all dilation values to be >= 1, got {}",
                list(&dilations)
            ),
        );
    }
    let Some(output) = dims(ctx, result_type(c, op)) else {
        return Ok(());
    };
    let name = op_name(ctx, c.ir(), op);
    let input = dims(ctx, operand_type(c, op, 0));
    let weight = dims(ctx, operand_type(c, op, 1));
    if let (Some(input), Some(weight)) = (input, weight) {
        let check = |i: usize, k: usize, axis: usize, names: [&str; 4]| -> R {
            let (Some(&in_size), Some(&k_size), Some(&out_size)) =
                (input.get(i), weight.get(k), output.get(i))
            else {
                return Ok(());
            };
            let (Some(&pb), Some(&pa), Some(&s), Some(&d)) = (
                padding.get(2 * axis),
                padding.get(2 * axis + 1),
                strides.get(axis),
                dilations.get(axis),
            ) else {
                return Ok(());
            };
            if in_size == DYNAMIC || k_size == DYNAMIC {
                return Ok(());
            }
            let Some(m1) = idiv_check(in_size - 1 + pb + pa - (k_size - 1) * d, s) else {
                return fail(
                    c,
                    op,
                    format!(
                        "expected input_{0} - 1 + pad_{2} + pad_{3} - (kernel_{0} - 1) * \
                         dilation_{1} to be wholly divisible by stride_{1}, got ({in_size} - 1 + \
                         {pb} + {pa} - ({k_size} - 1) * {d}) / {s}",
                        names[0], names[1], names[2], names[3]
                    ),
                );
            };
            if out_size != DYNAMIC && m1 + 1 != out_size {
                return fail(
                    c,
                    op,
                    format!(
                        "calculated output {} did not match expected: calculated={}, expected={}",
                        names[0],
                        m1 + 1,
                        out_size
                    ),
                );
            }
            Ok(())
        };
        let h = ["height", "y", "top", "bottom"];
        let w = ["width", "x", "left", "right"];
        match name {
            b"tosa.conv2d" => {
                check(1, 1, 0, h)?;
                check(2, 2, 1, w)?;
            }
            b"tosa.depthwise_conv2d" => {
                check(1, 0, 0, h)?;
                check(2, 1, 1, w)?;
            }
            _ => {
                check(1, 1, 0, ["depth", "d", "front", "back"])?;
                check(2, 2, 1, h)?;
                check(3, 3, 2, w)?;
            }
        }
    }
    let Some(bias) = dims(ctx, operand_type(c, op, 2)) else {
        return Ok(());
    };
    let (Some(&bias_ch), Some(&out_ch)) = (bias.first(), output.last()) else {
        return Ok(());
    };
    if bias_ch == DYNAMIC || out_ch == DYNAMIC {
        return Ok(());
    }
    if bias_ch != out_ch && bias_ch != 1 {
        return fail(
            c,
            op,
            format!(
                "bias channels expected to be equal to output channels ({out_ch}) or 1, got \
                 {bias_ch}"
            ),
        );
    }
    Ok(())
}

/// `tosa.conv2d`, `conv3d`, `depthwise_conv2d`.
pub(crate) fn conv(c: &dyn Checker, op: OpId) -> R {
    conv_common(c, op)?;
    conv_modes(c, op)?;
    conv_error_if(c, op)
}

/// `tosa.transpose_conv2d`.
pub(crate) fn transpose_conv2d(c: &dyn Checker, op: OpId) -> R {
    conv_common(c, op)?;
    conv_modes(c, op)?;
    let ctx = c.ctx();
    let strides = array_prop(c, op, "stride");
    let pads = array_prop(c, op, "out_pad");
    if strides.len() < 2 || pads.len() < 4 {
        return Ok(());
    }
    if strides[0] < 1 || strides[1] < 1 {
        return fail(
            c,
            op,
            format!(
                "expect all stride values to be >= 1, got [{}]",
                list(&strides)
            ),
        );
    }
    let weight = dims(ctx, operand_type(c, op, 1));
    let pad_check = |pad: i64, k: i64, pad_name: &str, k_name: &str| -> R {
        if pad <= -k {
            return fail(
                c,
                op,
                format!(
                    "expected {pad_name} > -{k_name}, but got: {pad_name}={pad} and {k_name}={k}"
                ),
            );
        }
        Ok(())
    };
    if let Some(w) = weight {
        if let Some(&kh) = w.get(1) {
            if kh != DYNAMIC {
                pad_check(pads[0], kh, "out_pad_top", "KH")?;
                pad_check(pads[1], kh, "out_pad_bottom", "KH")?;
            }
        }
        if let Some(&kw) = w.get(2) {
            if kw != DYNAMIC {
                pad_check(pads[2], kw, "out_pad_left", "KW")?;
                pad_check(pads[3], kw, "out_pad_right", "KW")?;
            }
        }
    }
    let Some(output) = dims(ctx, result_type(c, op)) else {
        return Ok(());
    };
    if let (Some(input), Some(w)) = (dims(ctx, operand_type(c, op, 0)), weight) {
        if input.len() >= 3 && w.len() >= 3 && output.len() >= 3 {
            let (ih, kh, oh) = (input[1], w[1], output[1]);
            if ih != DYNAMIC
                && oh != DYNAMIC
                && oh != (ih - 1) * strides[0] + pads[0] + pads[1] + kh
            {
                return fail(
                    c,
                    op,
                    format!(
                        "dimension mismatch: expected OH == (IH - 1) * stride_y + out_pad_top + \
                         out_pad_bottom + KH, but got {oh} != ({ih} - 1) * {} + {} + {} + {kh}",
                        strides[0], pads[0], pads[1]
                    ),
                );
            }
            let (iw, kw, ow) = (input[2], w[2], output[2]);
            if iw != DYNAMIC
                && ow != DYNAMIC
                && ow != (iw - 1) * strides[1] + pads[2] + pads[3] + kw
            {
                return fail(
                    c,
                    op,
                    format!(
                        "dimension mismatch: expected OW == (IW - 1) * stride_x + out_pad_left + \
                         out_pad_right + KW, but got {ow} != ({iw} - 1) * {} + {} + {} + {kw}",
                        strides[1], pads[2], pads[3]
                    ),
                );
            }
        }
    }
    let Some(bias) = dims(ctx, operand_type(c, op, 2)) else {
        return Ok(());
    };
    let Some(&bias_ch) = bias.first() else {
        return Ok(());
    };
    if bias_ch == DYNAMIC {
        return Ok(());
    }
    if let Some(&out_ch) = output.get(3) {
        if out_ch != DYNAMIC && bias_ch != out_ch && bias_ch != 1 {
            return fail(
                c,
                op,
                format!(
                    "bias channels expected to be equal to output channels ({out_ch}) or 1, got \
                     {bias_ch}"
                ),
            );
        }
    }
    Ok(())
}

/// `tosa.matmul`: operands a, b, a_zp, b_zp.
pub(crate) fn matmul(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let at = operand_type(c, op, 0);
    let bt = operand_type(c, op, 1);
    let ae = elem(ctx, at);
    let be = elem(ctx, bt);
    let aq = super::super::quant::uniform(ctx, ae) == Some(false);
    let bq = super::super::quant::uniform(ctx, be) == Some(false);
    if aq || bq {
        if !(aq && bq) {
            return fail(
                c,
                op,
                format!(
                    "expect operands to be both quantized or both not quantized, got {} and {}",
                    ts(ctx, ae),
                    ts(ctx, be)
                ),
            );
        }
        let width = |e: Type| {
            super::types::quant_storage(ctx, e)
                .and_then(|s| super::super::support::bit_width(ctx, s))
        };
        let (aw, bw) = (width(ae).unwrap_or(0), width(be).unwrap_or(0));
        if aw != bw {
            return fail(
                c,
                op,
                format!("expect quantized operands to have same widths, got {aw} and {bw}"),
            );
        }
    }
    let (a_s, az) = (storage(ctx, at), storage(ctx, operand_type(c, op, 2)));
    if a_s != az {
        return fail(
            c,
            op,
            format!(
                "expect input a and a_zp have the same element type, got {} and {}",
                ts(ctx, a_s),
                ts(ctx, az)
            ),
        );
    }
    let (b_s, bz) = (storage(ctx, bt), storage(ctx, operand_type(c, op, 3)));
    if b_s != bz {
        return fail(
            c,
            op,
            format!(
                "expect input b and b_zp have the same element type, got {} and {}",
                ts(ctx, b_s),
                ts(ctx, bz)
            ),
        );
    }
    zero_points(c, op, &[(2, "A"), (3, "B")])
}

/// `tosa.mul`: operands input1, input2, shift.
pub(crate) fn mul(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let res = elem(ctx, result_type(c, op));
    let a = elem(ctx, operand_type(c, op, 0));
    let b = elem(ctx, operand_type(c, op, 1));
    if let TypeData::Integer { width: rw, .. } = ctx.type_data(res) {
        let (TypeData::Integer { width: aw, .. }, TypeData::Integer { .. }) =
            (ctx.type_data(a), ctx.type_data(b))
        else {
            return fail(c, op, "requires the same element type for all operands");
        };
        if a != b {
            return fail(c, op, "requires the same element type for all operands");
        }
        if aw > rw {
            return fail(c, op, "invalid data type size for operands or result");
        }
    } else {
        if a != res || b != res {
            return fail(
                c,
                op,
                "requires the same element type for all operands and results",
            );
        }
        if let Some(shift) = constant(c, c.ir().operand(op, 2)) {
            if int_values(ctx, shift, true)
                .first()
                .is_some_and(|&s| s != 0)
            {
                return fail(c, op, "require shift to be 0 for float type");
            }
        }
    }
    let at = operand_type(c, op, 0);
    let bt = operand_type(c, op, 1);
    let (ad, bd) = (dims(ctx, at), dims(ctx, bt));
    if let (Some(ad), Some(bd)) = (ad, bd) {
        if ad.len() != bd.len() {
            return fail(
                c,
                op,
                format!(
                    "a and b operands don't have matching ranks, got {} and {}",
                    ad.len(),
                    bd.len()
                ),
            );
        }
        if broadcast(ad, bd).is_none() {
            return fail(
                c,
                op,
                format!(
                    "a and b operands don't have broadcast-compatible shapes, got {} and {}",
                    ts(ctx, at),
                    ts(ctx, bt)
                ),
            );
        }
    }
    let Some(rd) = dims(ctx, result_type(c, op)) else {
        return Ok(());
    };
    if let Some(ad) = ad {
        if rd.len() != ad.len() {
            return fail(
                c,
                op,
                format!(
                    "result type has different rank than a, got {} vs {}",
                    rd.len(),
                    ad.len()
                ),
            );
        }
    }
    if let Some(bd) = bd {
        if rd.len() != bd.len() {
            return fail(
                c,
                op,
                format!(
                    "result type has different rank than b, got {} vs {}",
                    rd.len(),
                    bd.len()
                ),
            );
        }
    }
    Ok(())
}

/// `tosa.negate`: operands input1, input1_zp, output_zp.
pub(crate) fn negate(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let it = operand_type(c, op, 0);
    let ot = result_type(c, op);
    same_element_types(c, op, it, ot)?;
    if !compatible_shape(ctx, it, ot) {
        return fail(c, op, "requires the same shape for input1 and output");
    }
    let (ie, ize) = (storage(ctx, it), storage(ctx, operand_type(c, op, 1)));
    if ie != ize {
        return fail(
            c,
            op,
            format!(
                "expect both input1 and its zero point are the same element type, got {} and {}",
                ts(ctx, ie),
                ts(ctx, ize)
            ),
        );
    }
    let (oe, oze) = (storage(ctx, ot), storage(ctx, operand_type(c, op, 2)));
    if oe != oze {
        return fail(
            c,
            op,
            format!(
                "expect both output and its zero point are the same element type, got {} and {}",
                ts(ctx, oe),
                ts(ctx, oze)
            ),
        );
    }
    zero_points(c, op, &[(1, "Input1"), (2, "Output")])
}

/// `tosa.pad`: operands input1, padding, pad_const.
pub(crate) fn pad(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let it = operand_type(c, op, 0);
    let ot = result_type(c, op);
    same_element_types(c, op, it, ot)?;
    if c.ir().num_operands(op) > 2 {
        same_element_types(c, op, operand_type(c, op, 2), ot)?;
    }
    let (Some(input), Some(output)) = (dims(ctx, it), dims(ctx, ot)) else {
        return Ok(());
    };
    if input.len() != output.len() {
        return fail(
            c,
            op,
            format!(
                "expect same input and output tensor rank, but got inputRank: {}, outputRank: {}",
                input.len(),
                output.len()
            ),
        );
    }
    // `m_Constant` on the padding: a `tosa.const_shape` folds to its values.
    // (MLIR fails without a message when the padding is no constant; sigil
    // accepts it.)
    let Some(values) = const_shape_values(c, c.ir().operand(op, 1)) else {
        return Ok(());
    };
    let rank = input.len();
    if values.len() != rank * 2 {
        return fail(
            c,
            op,
            format!(
                "padding tensor must have {rank} * 2 = {} elements, but got {}",
                rank * 2,
                values.len()
            ),
        );
    }
    for i in 0..rank {
        let (s, e) = (values[2 * i], values[2 * i + 1]);
        if (s < 0 && s != -1) || (e < 0 && e != -1) {
            return fail(
                c,
                op,
                format!(
                    "invalid padding values at dimension {i}: values must be non-negative or -1 \
                     for dynamic padding, got [{s}, {e}]"
                ),
            );
        }
        if input[i] == DYNAMIC || output[i] == DYNAMIC {
            continue;
        }
        if output[i] != input[i] + s + e {
            return fail(
                c,
                op,
                format!(
                    "mismatch in output shape at dimension {i}: expected {} + {s} + {e} = {}, \
                     but got {}",
                    input[i],
                    input[i] + s + e,
                    output[i]
                ),
            );
        }
    }
    Ok(())
}

/// `tosa.slice`: operands input1, start, size.
pub(crate) fn slice(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let it = operand_type(c, op, 0);
    let ot = result_type(c, op);
    same_element_types(c, op, it, ot)?;
    let Some(input) = dims(ctx, it) else {
        return Ok(());
    };
    if let Some(output) = dims(ctx, ot) {
        if input.len() != output.len() {
            return fail(
                c,
                op,
                format!(
                    "expect input1 and output to have the same ranks, got {} and {}",
                    input.len(),
                    output.len()
                ),
            );
        }
    }
    let rank = input.len() as i64;
    if super::types::shape_rank(ctx, operand_type(c, op, 1)) != Some(rank) {
        return fail(c, op, "length of start is not equal to rank of input shape");
    }
    if super::types::shape_rank(ctx, operand_type(c, op, 2)) != Some(rank) {
        return fail(c, op, "length of size is not equal to rank of input shape");
    }
    Ok(())
}

/// `tosa.table`.
pub(crate) fn table(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let (Some(input), Some(output)) = (
        dims(ctx, operand_type(c, op, 0)),
        dims(ctx, result_type(c, op)),
    ) else {
        return Ok(());
    };
    if input.len() != output.len() {
        return fail(
            c,
            op,
            "expected input tensor rank to equal result tensor rank",
        );
    }
    for (i, (&id, &od)) in input.iter().zip(output).enumerate() {
        if od != DYNAMIC && od != id {
            let idt = if id == DYNAMIC {
                i64::MIN.to_string()
            } else {
                id.to_string()
            };
            return fail(
                c,
                op,
                format!("dim(result, {i}) = {od} doesn't match dim(input, {i}) = {idt}"),
            );
        }
    }
    Ok(())
}

/// `tosa.tile`: operands input1, multiples.
pub(crate) fn tile(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let it = operand_type(c, op, 0);
    let ot = result_type(c, op);
    same_element_types(c, op, it, ot)?;
    let m_rank = super::types::shape_rank(ctx, operand_type(c, op, 1)).unwrap_or(0);
    if let Some(input) = dims(ctx, it) {
        if input.len() as i64 != m_rank {
            return fail(
                c,
                op,
                format!(
                    "expect 'multiples' to have rank {} but got {m_rank}.",
                    input.len()
                ),
            );
        }
        if dims(ctx, ot).is_some_and(|o| o.len() != input.len()) {
            return fail(c, op, "expect same input and output tensor rank.");
        }
    } else if let Some(output) = dims(ctx, ot) {
        if output.len() as i64 != m_rank {
            return fail(
                c,
                op,
                format!(
                    "expect 'multiples' array to have length {} but got {m_rank}.",
                    output.len()
                ),
            );
        }
    }
    if let Some(m) = const_shape_values(c, c.ir().operand(op, 1)) {
        if m.iter().any(|&v| v <= 0 && v != -1) {
            return fail(
                c,
                op,
                "expect element of 'multiples' to be positive integer or -1.",
            );
        }
    }
    Ok(())
}

/// `tosa.reshape`: operands input1, shape.
pub(crate) fn reshape(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let it = operand_type(c, op, 0);
    let ot = result_type(c, op);
    same_element_types(c, op, it, ot)?;
    let Some(values) = const_shape_values(c, c.ir().operand(op, 1)) else {
        return Ok(());
    };
    if values.iter().filter(|&&v| v == -1).count() > 1 {
        return fail(c, op, "expected at most one target dimension to be -1");
    }
    let Some(output) = dims(ctx, ot) else {
        return Ok(());
    };
    if values.len() != output.len() {
        return fail(c, op, "new shape does not match result rank");
    }
    for (&n, &o) in values.iter().zip(output) {
        if n != -1 && n != DYNAMIC && o != DYNAMIC && n != o {
            return fail(c, op, "new shape is inconsistent with result shape");
        }
        if n != DYNAMIC && n < -1 {
            return fail(
                c,
                op,
                format!("new shape has invalid tensor dimension size {n}"),
            );
        }
    }
    if let Some(input) = dims(ctx, it).filter(|d| !d.contains(&DYNAMIC)) {
        let in_n: i64 = input.iter().product();
        if !output.contains(&DYNAMIC) {
            let out_n: i64 = output.iter().product();
            if in_n != out_n {
                return fail(
                    c,
                    op,
                    format!("cannot reshape {in_n} elements into {out_n}"),
                );
            }
        }
        let new_n: i64 = values.iter().filter(|&&d| d > 0).product();
        let static_new = values.iter().all(|&s| s > 0);
        if (static_new && in_n != new_n) || (!static_new && new_n > in_n) {
            return fail(
                c,
                op,
                format!("cannot reshape {in_n} elements into {new_n}"),
            );
        }
    }
    Ok(())
}

/// `tosa.transpose`.
pub(crate) fn transpose(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let it = operand_type(c, op, 0);
    let ot = result_type(c, op);
    same_element_types(c, op, it, ot)?;
    let perms: Vec<i64> = prop(c, op, "perms")
        .and_then(|a| super::super::indexing::dense_int_array(ctx, a))
        .unwrap_or_default();
    let (input, output) = (dims(ctx, it), dims(ctx, ot));
    if let Some(i) = input {
        if perms.len() != i.len() {
            return fail(
                c,
                op,
                format!(
                    "expected perms attribute to have size {} (input rank) but got size {}",
                    i.len(),
                    perms.len()
                ),
            );
        }
    }
    if let (Some(i), Some(o)) = (input, output) {
        if i.len() != o.len() {
            return fail(
                c,
                op,
                "expected input tensor rank to equal result tensor rank",
            );
        }
    }
    if let Some(o) = output {
        if perms.len() != o.len() {
            return fail(
                c,
                op,
                format!(
                    "expected perms attribute to have size {} (output rank) but got size {}",
                    o.len(),
                    perms.len()
                ),
            );
        }
    }
    let n = perms.len() as i64;
    let mut seen = vec![false; perms.len()];
    let valid = perms.iter().all(|&p| {
        if p < 0 || p >= n || seen[p as usize] {
            return false;
        }
        seen[p as usize] = true;
        true
    });
    if !valid {
        return fail(c, op, "expected valid permutation indices");
    }
    if let (Some(i), Some(o)) = (input, output) {
        if !i.contains(&DYNAMIC) && !o.contains(&DYNAMIC) {
            let (ni, no): (i64, i64) = (i.iter().product(), o.iter().product());
            if ni != no {
                return fail(
                    c,
                    op,
                    format!(
                        "expected input1 and output to have same numbers of elements, got {ni} \
                         and {no}"
                    ),
                );
            }
        }
        for (k, &od) in o.iter().enumerate() {
            let p = perms[k] as usize;
            if i[p] == DYNAMIC || od == DYNAMIC {
                continue;
            }
            if i[p] != od {
                return fail(
                    c,
                    op,
                    format!(
                        "expected output tensor dim {k} to match input dim {p} with value of {}",
                        i[p]
                    ),
                );
            }
        }
    }
    Ok(())
}

/// `tosa.gather`: operands values, indices.
pub(crate) fn gather(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    same_element_types(c, op, operand_type(c, op, 0), result_type(c, op))?;
    let values = dims(ctx, operand_type(c, op, 0));
    let indices = dims(ctx, operand_type(c, op, 1));
    let output = dims(ctx, result_type(c, op));
    let (mut n, mut w, mut ch) = (DYNAMIC, DYNAMIC, DYNAMIC);
    if let Some(v) = values {
        n = v[0];
        ch = v[2];
    }
    if let Some(ix) = indices {
        let ixn = ix[0];
        w = ix[1];
        if n == DYNAMIC {
            n = ixn;
        } else if ixn != DYNAMIC && n != ixn {
            return fail(
                c,
                op,
                format!("requires indices dimension 0 to have size {n}, got {ixn}"),
            );
        }
    }
    if let Some(o) = output {
        for (k, want) in [n, w, ch].into_iter().enumerate() {
            if want != DYNAMIC && o[k] != DYNAMIC && want != o[k] {
                return fail(
                    c,
                    op,
                    format!(
                        "requires output dimension {k} to have size {want}, got {}",
                        o[k]
                    ),
                );
            }
        }
    }
    Ok(())
}

/// `tosa.scatter`: operands values_in, indices, input.
pub(crate) fn scatter(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let out = result_type(c, op);
    same_element_types(c, op, operand_type(c, op, 0), out)?;
    same_element_types(c, op, operand_type(c, op, 2), out)?;
    let (mut n, mut k, mut w, mut ch) = (DYNAMIC, DYNAMIC, DYNAMIC, DYNAMIC);
    if let Some(v) = dims(ctx, operand_type(c, op, 0)) {
        (n, k, ch) = (v[0], v[1], v[2]);
    }
    if let Some(ix) = dims(ctx, operand_type(c, op, 1)) {
        let ixn = ix[0];
        w = ix[1];
        if n == DYNAMIC {
            n = ixn;
        } else if ixn != DYNAMIC && n != ixn {
            return fail(
                c,
                op,
                format!("requires indices dimension 0 to have size {n}, got {ixn}"),
            );
        }
    }
    if let Some(i) = dims(ctx, operand_type(c, op, 2)) {
        for (dim, slot) in [&mut n, &mut w, &mut ch].into_iter().enumerate() {
            let got = i[[0, 1, 2][dim]];
            if *slot == DYNAMIC {
                *slot = got;
            } else if got != DYNAMIC && *slot != got {
                return fail(
                    c,
                    op,
                    format!(
                        "requires input dimension {dim} to have size {}, got {got}",
                        *slot
                    ),
                );
            }
        }
    }
    if let Some(o) = dims(ctx, out) {
        if n != DYNAMIC && o[0] != DYNAMIC && n != o[0] {
            return fail(
                c,
                op,
                format!(
                    "requires values_out dimension 0 to have size {n}, got {}",
                    o[0]
                ),
            );
        }
        if k == DYNAMIC {
            k = o[1];
        } else if o[1] != DYNAMIC && k != o[1] {
            return fail(
                c,
                op,
                format!(
                    "requires values_out dimension 1 to have size {k}, got {}",
                    o[1]
                ),
            );
        }
        if ch != DYNAMIC && o[2] != DYNAMIC && ch != o[2] {
            return fail(
                c,
                op,
                format!(
                    "requires values_out dimension 2 to have size {ch}, got {}",
                    o[2]
                ),
            );
        }
    }
    if k != DYNAMIC && w != DYNAMIC && k < w {
        return fail(
            c,
            op,
            format!("requires dimensions K >= W, got K={k} and W={w}"),
        );
    }
    Ok(())
}

/// `tosa.resize`: operands input, scale, offset, border.
pub(crate) fn resize(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let ir = c.ir();
    let (Some(scale), Some(offset), Some(border)) = (
        const_shape_values(c, ir.operand(op, 1)),
        const_shape_values(c, ir.operand(op, 2)),
        const_shape_values(c, ir.operand(op, 3)),
    ) else {
        return Ok(());
    };
    if scale.iter().any(|&s| s <= 0) {
        return fail(
            c,
            op,
            format!("expect all scale values to be > 0, got {}", list(&scale)),
        );
    }
    if scale.len() < 4 || offset.len() < 2 || border.len() < 2 {
        return Ok(());
    }
    let (Some(input), Some(output)) = (
        dims(ctx, operand_type(c, op, 0)),
        dims(ctx, result_type(c, op)),
    ) else {
        return Ok(());
    };
    let (oh, ow, ih, iw) = (output[1], output[2], input[1], input[2]);
    if ih != DYNAMIC && ih != 1 {
        let Some(m1) = idiv_check((ih - 1) * scale[0] - offset[0] + border[0], scale[1]) else {
            return fail(
                c,
                op,
                format!(
                    "expected (input_height - 1) * scale_y_n - offset_y + border_y to be wholly \
                     divisible by scale_y_d, got (({ih} - 1) * {} - {} + {}) / {}",
                    scale[0], offset[0], border[0], scale[1]
                ),
            );
        };
        if oh != DYNAMIC && m1 + 1 != oh {
            return fail(
                c,
                op,
                format!(
                    "calculated output height did not match expected: calculated={}, expected={oh}",
                    m1 + 1
                ),
            );
        }
    }
    if iw != DYNAMIC && iw != 1 {
        let Some(m1) = idiv_check((iw - 1) * scale[2] - offset[1] + border[1], scale[3]) else {
            return fail(
                c,
                op,
                format!(
                    "expected (input_width - 1) * scale_x_n - offset_x + border_x to be wholly \
                     divisible by scale_x_d, got (({iw} - 1) * {} - {} + {}) / {}",
                    scale[2], offset[1], border[1], scale[3]
                ),
            );
        };
        if ow != DYNAMIC && m1 + 1 != ow {
            return fail(
                c,
                op,
                format!(
                    "calculated output width did not match expected: calculated={}, expected={ow}",
                    m1 + 1
                ),
            );
        }
    }
    Ok(())
}

/// `verifyReduceOp` of the six reductions.
pub(crate) fn reduce(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let axis = int_prop(c, op, "axis").unwrap_or(0);
    if axis < 0 {
        return fail(c, op, "reduce axis must not be negative");
    }
    let input = dims(ctx, operand_type(c, op, 0));
    if let Some(i) = input {
        let rank = i.len() as i64;
        if axis >= rank && !(axis == 0 && rank == 0) {
            return fail(
                c,
                op,
                format!("expect input tensor rank ({rank}) to be larger than reduce axis ({axis})"),
            );
        }
    }
    if let Some(o) = dims(ctx, result_type(c, op)) {
        let rank = o.len() as i64;
        if input.is_some_and(|i| i.len() != o.len()) {
            return fail(
                c,
                op,
                "expect output tensor rank to be equal to input tensor rank",
            );
        }
        if axis >= rank && !(axis == 0 && rank == 0) {
            return fail(
                c,
                op,
                format!(
                    "expect output tensor rank ({rank}) to be larger than reduce axis ({axis})"
                ),
            );
        }
        if rank != 0 {
            let d = o[axis as usize];
            if d != DYNAMIC && d != 1 {
                return fail(
                    c,
                    op,
                    format!("expect reduced dimension size to be 1, got {d}"),
                );
            }
        }
    }
    Ok(())
}

/// `tosa.reverse`.
pub(crate) fn reverse(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let it = operand_type(c, op, 0);
    let ot = result_type(c, op);
    same_element_types(c, op, it, ot)?;
    let axis = int_prop(c, op, "axis").unwrap_or(0);
    if axis < 0 {
        return fail(c, op, "expected non-negative reverse axis");
    }
    let input = dims(ctx, it);
    if let Some(i) = input {
        let rank = i.len() as i64;
        if axis >= rank && !(axis == 0 && rank == 0) {
            return fail(
                c,
                op,
                format!(
                    "expect input tensor rank ({rank}) to be larger than reverse axis ({axis})"
                ),
            );
        }
    }
    if let Some(o) = dims(ctx, ot) {
        let rank = o.len() as i64;
        if input.is_some_and(|i| i.len() != o.len()) {
            return fail(
                c,
                op,
                "expect output tensor rank to be equal to input tensor rank",
            );
        }
        if axis >= rank && !(axis == 0 && rank == 0) {
            return fail(
                c,
                op,
                format!(
                    "expect output tensor rank ({rank}) to be larger than reverse axis ({axis})"
                ),
            );
        }
    }
    Ok(())
}

/// `tosa.select`: operands pred, on_true, on_false.
pub(crate) fn select(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let out = result_type(c, op);
    same_element_types(c, op, operand_type(c, op, 1), out)?;
    same_element_types(c, op, operand_type(c, op, 2), out)?;
    let pe = elem(ctx, operand_type(c, op, 0));
    if !is_int(ctx, pe, 1) {
        return fail(
            c,
            op,
            format!(
                "expect element type of bool for input1, got {}",
                ts(ctx, pe)
            ),
        );
    }
    Ok(())
}

/// `tosa.concat`.
pub(crate) fn concat(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let ir = c.ir();
    let out = result_type(c, op);
    let inputs: Vec<Type> = ir.operands(op).map(|v| ir.value_type(v)).collect();
    if inputs.is_empty() {
        return fail(c, op, "expect at least one input");
    }
    for &t in &inputs {
        same_element_types(c, op, t, out)?;
    }
    let axis = int_prop(c, op, "axis").unwrap_or(0);
    let first = inputs.iter().find_map(|&t| dims(ctx, t));
    if let Some(f) = first {
        if axis < 0 || axis >= f.len() as i64 {
            return fail(
                c,
                op,
                format!(
                    "expect axis to be within range 0 < axis < rank(input1[firstRankedTensorIdx]), \
                     got {axis}"
                ),
            );
        }
    }
    let all: Option<Vec<&[i64]>> = inputs.iter().map(|&t| dims(ctx, t)).collect();
    let (Some(all), Some(f)) = (all, first) else {
        return Ok(());
    };
    for (k, s) in all.iter().enumerate().skip(1) {
        if s.len() != f.len() {
            return fail(
                c,
                op,
                format!(
                    "expect all operands to have the same rank, but got {} vs {} on operands 0 \
                     and {k}",
                    f.len(),
                    s.len()
                ),
            );
        }
        for i in 0..s.len() {
            if i as i64 == axis || f[i] == DYNAMIC || s[i] == DYNAMIC {
                continue;
            }
            if s[i] != f[i] {
                return fail(
                    c,
                    op,
                    format!(
                        "expect all operand shapes to have the same sizes on non-axis \
                         dimensions, but got {} vs {} at index {i} on operands 0 and {k}",
                        s[i], f[i]
                    ),
                );
            }
        }
    }
    if let Some(o) = dims(ctx, out) {
        if o.len() != f.len() {
            return fail(
                c,
                op,
                format!(
                    "expect output rank to match inputs rank, got {} vs {}",
                    o.len(),
                    f.len()
                ),
            );
        }
    }
    let a = axis as usize;
    if all.iter().any(|s| s[a] == DYNAMIC) {
        return Ok(());
    }
    let sum: i64 = all.iter().map(|s| s[a]).sum();
    if let Some(o) = dims(ctx, out) {
        if o[a] != DYNAMIC && o[a] != sum {
            return fail(
                c,
                op,
                format!(
                    "requires sum of axis dimensions of input1 equal to output axis dimension, \
                     got {sum} and {}",
                    o[a]
                ),
            );
        }
    }
    Ok(())
}

fn power_of_two(c: &dyn Checker, op: OpId, size: i64, name: &str) -> R {
    if size > 0 && (size & (size - 1)) == 0 {
        return Ok(());
    }
    fail(
        c,
        op,
        format!("expected {name} to be a power of two, got {size}"),
    )
}

/// `tosa.fft2d`: operands input_real, input_imag.
pub(crate) fn fft2d(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let (Some(re), Some(im)) = (
        dims(ctx, operand_type(c, op, 0)),
        dims(ctx, operand_type(c, op, 1)),
    ) else {
        return Ok(());
    };
    let pick = |a: i64, b: i64| if a == DYNAMIC { a } else { b };
    let h = pick(re[1], im[1]);
    if h != DYNAMIC {
        power_of_two(c, op, h, "height")?;
    }
    let w = pick(re[2], im[2]);
    if w != DYNAMIC {
        power_of_two(c, op, w, "width")?;
    }
    Ok(())
}

/// `tosa.rfft2d`: operand input_real; results output_real, output_imag.
pub(crate) fn rfft2d(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let ir = c.ir();
    let outs: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    let shapes: Vec<&[i64]> = outs.iter().filter_map(|&t| dims(ctx, t)).collect();
    if shapes.windows(2).any(|w| !compatible_dims(w[0], w[1])) {
        let text: Vec<String> = outs.iter().map(|&t| ts(ctx, t)).collect();
        return fail(
            c,
            op,
            format!("expected output shapes to match, got {}", text.join(", ")),
        );
    }
    let it = operand_type(c, op, 0);
    let Some(input) = dims(ctx, it) else {
        return Ok(());
    };
    let (h, w) = (input[1], input[2]);
    if h != DYNAMIC {
        power_of_two(c, op, h, "height")?;
    }
    if w != DYNAMIC {
        power_of_two(c, op, w, "width")?;
    }
    let Some(output) = dims(ctx, outs[0]) else {
        return Ok(());
    };
    if !compatible_dims(&input[..input.len() - 1], &output[..output.len() - 1]) {
        return fail(
            c,
            op,
            format!(
                "expected batch and height dimensions of input/output to match, got input={} \
                 output={}",
                ts(ctx, it),
                ts(ctx, outs[0])
            ),
        );
    }
    let ow = output[2];
    if w != DYNAMIC && ow != DYNAMIC && ow != w / 2 + 1 {
        return fail(
            c,
            op,
            format!("expected output width to be equal to input_width / 2 + 1, got {ow}"),
        );
    }
    Ok(())
}

/// `tosa.rescale`: operands input, multiplier, shift, input_zp, output_zp.
pub(crate) fn rescale(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let ir = c.ir();
    let it = operand_type(c, op, 0);
    let ie = storage(ctx, it);
    if !is_integer_type(ctx, ie) {
        return fail(
            c,
            op,
            format!(
                "expect input to have integer element type, got {}",
                ts(ctx, ie)
            ),
        );
    }
    let ot = result_type(c, op);
    let oe = storage(ctx, ot);
    if !is_integer_type(ctx, oe) {
        return fail(
            c,
            op,
            format!(
                "expect output to have integer element type, got {}",
                ts(ctx, oe)
            ),
        );
    }
    for (v, zp, name) in [(it, 3, "input"), (ot, 4, "output")] {
        let e = storage(ctx, v);
        let ze = storage(ctx, operand_type(c, op, zp));
        let width = |t: Type| super::super::support::bit_width(ctx, t);
        if !(is_integer_type(ctx, e) && is_integer_type(ctx, ze)) || width(e) != width(ze) {
            return fail(
                c,
                op,
                format!(
                    "expected {name} and {name}_zp to both be integer of the same bitwidth, but \
                     got {} vs. {}",
                    ts(ctx, e),
                    ts(ctx, ze)
                ),
            );
        }
    }
    for (zp, name, unsigned) in [
        (3, "input", bool_prop(c, op, "input_unsigned")),
        (4, "output", bool_prop(c, op, "output_unsigned")),
    ] {
        let v = ir.operand(op, zp);
        let Some(z) = zero_point(c, v, !unsigned) else {
            continue;
        };
        let ze = elem(ctx, ir.value_type(v));
        if z != 0 {
            if !is_int(ctx, ze, 8) && !(is_int(ctx, ze, 16) && unsigned) {
                return fail(c, op, format!("expect {name}_zp of 0, got {z}"));
            }
            if is_int(ctx, ze, 16) && unsigned && z != 32768 {
                return fail(
                    c,
                    op,
                    format!("expect {name}_zp of 0 or 32768 for unsigned int16 {name}, got {z}"),
                );
            }
        }
    }
    let mt = operand_type(c, op, 1);
    let st = operand_type(c, op, 2);
    let me = elem(ctx, mt);
    let scale32 = bool_prop(c, op, "scale32");
    if scale32 && !is_int(ctx, me, 32) {
        return fail(
            c,
            op,
            format!(
                "expect i32 element type for multiplier for scale32=true, got {}",
                ts(ctx, me)
            ),
        );
    }
    if !scale32 && !is_int(ctx, me, 16) {
        return fail(
            c,
            op,
            format!(
                "expect i16 element type for multiplier for scale32=false, got {}",
                ts(ctx, me)
            ),
        );
    }
    let Some(input) = dims(ctx, it) else {
        return Ok(());
    };
    let mut channels = 1;
    if bool_prop(c, op, "per_channel") {
        if input.is_empty() {
            return fail(
                c,
                op,
                format!(
                    "requires input to be at least rank 1 when per_channel is true, but got rank {}",
                    input.len()
                ),
            );
        }
        channels = input[input.len() - 1];
    }
    let Some(m) = dims(ctx, mt) else {
        return Ok(());
    };
    if m[0] != DYNAMIC && m[0] != channels {
        return fail(
            c,
            op,
            format!(
                "expect shape of {{ {channels} }} for multiplier input, got {{ {} }}",
                m[0]
            ),
        );
    }
    let Some(s) = dims(ctx, st) else {
        return Ok(());
    };
    if s[0] != DYNAMIC && s[0] != channels {
        return fail(
            c,
            op,
            format!(
                "expect shape of {{ {channels} }} for shift input, got {{ {} }}",
                s[0]
            ),
        );
    }
    Ok(())
}

/// `errorIfTypeOrShapeMismatch` of two types.
fn type_or_shape_mismatch(c: &dyn Checker, op: OpId, a: Type, an: &str, b: Type, bn: &str) -> R {
    let ctx = c.ctx();
    let (da, db) = (ctx.type_data(a), ctx.type_data(b));
    // (MLIR fails without a message on a type that is not shaped; sigil
    // leaves it to the operand constraints.)
    if !da.is_shaped() || !db.is_shaped() {
        return Ok(());
    }
    let (ea, eb) = (elem(ctx, a), elem(ctx, b));
    if ea != eb {
        return fail(
            c,
            op,
            format!(
                "require same element type for {an} ({}) and {bn} ({})",
                ts(ctx, ea),
                ts(ctx, eb)
            ),
        );
    }
    if !compatible_shape(ctx, a, b) {
        return fail(
            c,
            op,
            format!(
                "require same shapes for {an} ({}) and {bn} ({})",
                ts(ctx, a),
                ts(ctx, b)
            ),
        );
    }
    Ok(())
}

fn lists_mismatch(c: &dyn Checker, op: OpId, a: &[Type], an: &str, b: &[Type], bn: &str) -> R {
    if a.len() != b.len() {
        return fail(
            c,
            op,
            format!(
                "require same number of values in {an} ({}) and {bn} ({})",
                a.len(),
                b.len()
            ),
        );
    }
    for (&x, &y) in a.iter().zip(b) {
        type_or_shape_mismatch(c, op, x, an, y, bn)?;
    }
    Ok(())
}

fn entry_arg_types(c: &dyn Checker, op: OpId, region: usize) -> Option<Vec<Type>> {
    let ir = c.ir();
    let b = ir.entry_block(*ir.regions(op).get(region)?)?;
    Some(ir.block_args(b).iter().map(|&v| ir.value_type(v)).collect())
}

fn yield_types(c: &dyn Checker, op: OpId, region: usize) -> Option<Vec<Type>> {
    let ir = c.ir();
    let b = ir.entry_block(*ir.regions(op).get(region)?)?;
    let t = ir.last_op(b)?;
    if op_name(c.ctx(), ir, t) != b"tosa.yield" {
        return None;
    }
    Some(ir.operands(t).map(|v| ir.value_type(v)).collect())
}

/// `errorIfShapeNotSizeOne`: fails for a static shape of more than one element.
fn size_not_one(ctx: &Context, t: Type) -> bool {
    match dims(ctx, t) {
        Some(d) if !d.contains(&DYNAMIC) => d.iter().product::<i64>() != 1,
        _ => false,
    }
}

/// `tosa.cond_if`: operands condition, input_list.
pub(crate) fn cond_if(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let ir = c.ir();
    let inputs: Vec<Type> = ir.operands(op).skip(1).map(|v| ir.value_type(v)).collect();
    let outputs: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    let (Some(then_args), Some(else_args)) = (entry_arg_types(c, op, 0), entry_arg_types(c, op, 1))
    else {
        return Ok(());
    };
    lists_mismatch(
        c,
        op,
        &then_args,
        "'then_graph' arguments",
        &inputs,
        "'input_list'",
    )?;
    lists_mismatch(
        c,
        op,
        &else_args,
        "'else_graph' arguments",
        &inputs,
        "'input_list'",
    )?;
    if let Some(y) = yield_types(c, op, 0) {
        lists_mismatch(c, op, &y, "'then_graph' results", &outputs, "'output_list'")?;
    }
    if let Some(y) = yield_types(c, op, 1) {
        lists_mismatch(c, op, &y, "'else_graph' results", &outputs, "'output_list'")?;
    }
    let cond = operand_type(c, op, 0);
    if size_not_one(ctx, cond) {
        return fail(
            c,
            op,
            format!("'condition' must be a size 1 tensor, got {}", ts(ctx, cond)),
        );
    }
    Ok(())
}

/// `tosa.while_loop`.
pub(crate) fn while_loop(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let ir = c.ir();
    let inputs: Vec<Type> = ir.operands(op).map(|v| ir.value_type(v)).collect();
    let outputs: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    lists_mismatch(c, op, &inputs, "'input_list'", &outputs, "'output_list'")?;
    let (Some(cond_args), Some(body_args)) = (entry_arg_types(c, op, 0), entry_arg_types(c, op, 1))
    else {
        return Ok(());
    };
    lists_mismatch(
        c,
        op,
        &cond_args,
        "'cond_graph' arguments",
        &inputs,
        "'input_list'",
    )?;
    lists_mismatch(
        c,
        op,
        &body_args,
        "'body_graph' arguments",
        &inputs,
        "'input_list'",
    )?;
    if let Some(y) = yield_types(c, op, 1) {
        lists_mismatch(c, op, &y, "'body_graph' results", &inputs, "'input_list'")?;
    }
    let Some(cy) = yield_types(c, op, 0) else {
        return Ok(());
    };
    if cy.len() != 1 {
        return fail(c, op, "require 'cond_graph' only have one result");
    }
    if size_not_one(ctx, cy[0]) {
        return fail(
            c,
            op,
            format!(
                "'cond_graph' result must be a size 1 tensor, got {}",
                ts(ctx, cy[0])
            ),
        );
    }
    if !is_int(ctx, elem(ctx, cy[0]), 1) {
        return fail(
            c,
            op,
            format!(
                "'cond_graph' result must be a boolean tensor, got {}",
                ts(ctx, cy[0])
            ),
        );
    }
    Ok(())
}

/// The name a variable op refers to (`sym_name` or `name`).
fn var_name(c: &dyn Checker, op: OpId) -> Option<Vec<u8>> {
    let ctx = c.ctx();
    let a = prop(c, op, "sym_name").or_else(|| prop(c, op, "name"))?;
    match ctx.attr_data(a) {
        AttrData::String { .. } => Some(ctx.str_bytes(a).to_vec()),
        AttrData::SymbolRef { root, .. } => Some(ctx.str_bytes(*root).to_vec()),
        _ => None,
    }
}

/// `findVariableDecl`: the first `tosa.variable` named `name` that a
/// post-order walk of the enclosing module reaches before `op`.
fn find_variable(c: &dyn Checker, op: OpId, name: &[u8]) -> Option<OpId> {
    let ir = c.ir();
    let ctx = c.ctx();
    let mut module = ir.parent_op(op)?;
    while op_name(ctx, ir, module) != b"builtin.module" {
        module = ir.parent_op(module)?;
    }
    // Returns Some(Some(var)) when found, Some(None) when `op` is reached.
    fn walk(c: &dyn Checker, at: OpId, stop: OpId, name: &[u8]) -> Option<Option<OpId>> {
        let ir = c.ir();
        for &r in ir.regions(at) {
            for b in ir.region_blocks(r) {
                for o in ir.block_ops(b) {
                    if let Some(found) = walk(c, o, stop, name) {
                        return Some(found);
                    }
                }
            }
        }
        if at == stop {
            return Some(None);
        }
        if op_name(c.ctx(), ir, at) == b"tosa.variable" && var_name(c, at).as_deref() == Some(name)
        {
            return Some(Some(at));
        }
        None
    }
    walk(c, module, op, name).flatten()
}

/// The tensor type a `tosa.variable` declares.
fn variable_type(c: &dyn Checker, var: OpId) -> Option<Type> {
    let ctx = c.ctx();
    let shape: Vec<i64> = int_values(ctx, prop(c, var, "var_shape")?, true)
        .into_iter()
        .map(|d| if d == -1 { DYNAMIC } else { d })
        .collect();
    let e = type_prop(c, var, "type")?;
    ctx.find_type(&TypeData::RankedTensor {
        shape: shape.into(),
        elem: e,
        encoding: None,
    })
}

fn variable_use(c: &dyn Checker, op: OpId, ty: Type, what: &str) -> R {
    let ctx = c.ctx();
    let Some(name) = var_name(c, op) else {
        return Ok(());
    };
    let Some(var) = find_variable(c, op, &name) else {
        return fail(
            c,
            op,
            format!(
                "'{}' has not been declared by 'tosa.variable'",
                String::from_utf8_lossy(&name)
            ),
        );
    };
    let Some(vt) = variable_type(c, var) else {
        // The declared type is not interned anywhere: compare by parts.
        let e = type_prop(c, var, "type");
        if e.is_some_and(|e| e != elem(ctx, ty)) {
            return fail(
                c,
                op,
                format!(
                    "require same element type for {what} ({}) and the input tensor ({})",
                    ts(ctx, elem(ctx, ty)),
                    ts(ctx, e.unwrap_or(ty))
                ),
            );
        }
        return Ok(());
    };
    type_or_shape_mismatch(c, op, ty, what, vt, "the input tensor")
}

/// `tosa.variable_read`.
pub(crate) fn variable_read(c: &dyn Checker, op: OpId) -> R {
    variable_use(c, op, result_type(c, op), "'output1'")
}

/// `tosa.variable_write`.
pub(crate) fn variable_write(c: &dyn Checker, op: OpId) -> R {
    variable_use(c, op, operand_type(c, op, 0), "'input1'")
}

/// `tosa.dim`: operand input1, attribute axis.
pub(crate) fn dim(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let out = result_type(c, op);
    if super::types::shape_rank(ctx, out) != Some(1) {
        return fail(
            c,
            op,
            format!(
                "expect output shape type to contain one element, got {}",
                ts(ctx, out)
            ),
        );
    }
    if let Some(input) = dims(ctx, operand_type(c, op, 0)) {
        let axis = int_prop(c, op, "axis").unwrap_or(0);
        if axis < 0 || axis >= input.len() as i64 {
            return fail(
                c,
                op,
                format!(
                    "expect axis to be in the range [0, {}), got {axis}",
                    input.len()
                ),
            );
        }
    }
    Ok(())
}

/// `tosa.concat_shape`.
pub(crate) fn concat_shape(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let ir = c.ir();
    let sum: i64 = ir
        .operands(op)
        .filter_map(|v| super::types::shape_rank(ctx, ir.value_type(v)))
        .sum();
    let out = super::types::shape_rank(ctx, result_type(c, op)).unwrap_or(0);
    if out != sum {
        return fail(
            c,
            op,
            format!(
                "requires output shape rank to be equal to the sum of the input shape ranks \
                 ({sum}), got {out}"
            ),
        );
    }
    Ok(())
}

/// `tosa.slice_shape`: operands input, start, size (constant `i32` scalars).
pub(crate) fn slice_shape(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let ir = c.ir();
    let value = |i: usize| {
        constant(c, ir.operand(op, i)).and_then(|a| int_values(ctx, a, true).first().copied())
    };
    let (Some(start), Some(size)) = (value(1), value(2)) else {
        return Ok(());
    };
    if start < 0 {
        return fail(
            c,
            op,
            format!("expected non-negative start index, got {start}"),
        );
    }
    if size <= 0 {
        return fail(c, op, format!("expected positive size, got {size}"));
    }
    let out = super::types::shape_rank(ctx, result_type(c, op)).unwrap_or(0);
    if out != size {
        return fail(
            c,
            op,
            format!("expected output type size to be equal to size attribute, got {out} vs {size}"),
        );
    }
    let rank = super::types::shape_rank(ctx, operand_type(c, op, 0)).unwrap_or(0);
    if start + size > rank {
        return fail(
            c,
            op,
            format!(
                "expected start + size to be less than or equal to input shape rank ({rank}), got \
                 {}",
                start + size
            ),
        );
    }
    Ok(())
}
