//! TOSA's canonicalization patterns, as MLIR 22.1 registers them (the
//! `getCanonicalizationPatterns` of `tosa.clamp`, `concat`, `conv2d`,
//! `depthwise_conv2d`, `max_pool2d`, `select`, `slice` and `transpose`,
//! listed here in the order of their ops' names, MLIR's order): a
//! `tosa.pad` folded into the padding of the convolution or pool after it,
//! a `max_pool2d` over a 1x1 image, a `concat` of one input, a `select` on
//! a `logical_not`, two `transpose`s made one and a `transpose` that moves
//! no data made a `reshape`, a `clamp` of the whole range and two `clamp`s
//! made one, and a `slice` of a `concat` or of a `pad`, or with a `-1` size
//! whose result dimension is known. `canonicalize` and
//! `tosa-layerwise-constant-fold` run them. (MLIR 22.1 does not register
//! `NonNarrowingCastsOptimization` for `tosa.cast`.)

use sigil_ir::attrs::AttrData;
use sigil_ir::{Attr, Context, NamedAttr, OpId, Type, TypeData, Value, ValueDef};
use sigil_numeric::FloatKind;

use super::decompose::{
    dense_array, elem_of, i64_array, prop, ranked, ranked_shape, static_shape, Build,
};
use crate::fold::values::{ints, sext, static_elements, Lanes};
use crate::patterns::FnPattern;
use crate::rewrite::{RewritePattern, Rewriter};

/// The patterns, in MLIR's order.
pub fn patterns() -> Vec<Box<dyn RewritePattern>> {
    let p = |root, label, f| -> Box<dyn RewritePattern> {
        Box::new(FnPattern {
            root,
            label,
            benefit: 1,
            f,
        })
    };
    vec![
        p("tosa.clamp", "ClampIsNoOp", clamp_is_no_op),
        p("tosa.clamp", "ClampClampOptimization", clamp_clamp),
        p("tosa.concat", "ConcatOptimization", concat_one),
        p("tosa.conv2d", "FoldPadToTensorOp", fold_pad_conv),
        p("tosa.depthwise_conv2d", "FoldPadToTensorOp", fold_pad_conv),
        p("tosa.max_pool2d", "MaxPool2dIsNoOp", max_pool_is_no_op),
        p("tosa.max_pool2d", "FoldPadToTensorOp", fold_pad_pool),
        p("tosa.select", "SelectOp::canonicalize", select_not),
        p("tosa.slice", "ConcatSliceOptimization", concat_slice),
        p("tosa.slice", "PadSliceOptimization", pad_slice),
        p(
            "tosa.slice",
            "SliceDynamicSizeCanonicalization",
            slice_dynamic_size,
        ),
        p(
            "tosa.transpose",
            "ConsolidateTransposeOptimization",
            consolidate_transpose,
        ),
        p("tosa.transpose", "TransposeIsReshape", transpose_is_reshape),
    ]
}

/// The op defining `v`, if it is a `name`.
fn defined_by(rw: &Rewriter<'_>, v: Value, name: &str) -> Option<OpId> {
    match rw.ir().value_def(v) {
        Some(ValueDef::Result { op, .. })
            if rw.ctx.str_bytes(rw.ir().op(op).name) == name.as_bytes() =>
        {
            Some(op)
        }
        _ => None,
    }
}

fn operand(rw: &Rewriter<'_>, op: OpId, i: usize) -> Option<Value> {
    rw.ir().operands(op).nth(i)
}

fn result(rw: &Rewriter<'_>, op: OpId) -> Value {
    rw.ir().result(op, 0)
}

fn ty(rw: &Rewriter<'_>, v: Value) -> Type {
    rw.ir().value_type(v)
}

/// The constant attribute `v` is (`m_Constant`).
fn constant(rw: &Rewriter<'_>, v: Value) -> Option<Attr> {
    crate::fold::value_constant(rw.ctx, rw.ir(), v)?.attr()
}

/// The integers of a constant `v` (sign-extended), all of them.
fn const_ints(rw: &Rewriter<'_>, v: Value) -> Option<Vec<i64>> {
    let a = constant(rw, v)?;
    let x = ints(rw.ctx, a)?;
    let width = x.width;
    Some(match x.lanes {
        Lanes::Dense(vs) => vs.iter().map(|&l| sext(l, width) as i64).collect(),
        Lanes::Splat(l) => {
            let n = static_elements(rw.ctx, x.ty)?;
            vec![sext(l, width) as i64; n]
        }
        Lanes::Scalar(l) => vec![sext(l, width) as i64],
    })
}

/// The number of elements of a constant attribute.
fn attr_size(ctx: &Context, a: Attr) -> Option<usize> {
    match ctx.attr_data(a) {
        AttrData::DenseElements { ty, .. } => static_elements(ctx, *ty),
        _ => None,
    }
}

/// The first float of a dense float attribute, with its kind.
fn first_float(ctx: &Context, a: Attr) -> Option<(FloatKind, u128)> {
    let AttrData::DenseElements { ty, data, .. } = ctx.attr_data(a) else {
        return None;
    };
    let TypeData::Float(kind) = ctx.type_data(elem_of(ctx, *ty)) else {
        return None;
    };
    let size = (kind.bit_width() as usize).div_ceil(8);
    let bits = sigil_numeric::float_from_le_bytes(*kind, data.get(..size)?)?;
    Some((*kind, bits))
}

/// Whether `ty` is an integer type that is `unsigned`.
fn is_unsigned(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::Integer {
            signedness: sigil_ir::types::Signedness::Unsigned,
            ..
        }
    )
}

/// `props` with `name` set to `value`.
fn with_prop(ctx: &mut Context, props: Option<Attr>, name: &str, value: Attr) -> Attr {
    let key = ctx.string_attr(name.as_bytes());
    let mut entries: Vec<NamedAttr> = props
        .map(|p| ctx.dict_entries(p).to_vec())
        .unwrap_or_default();
    match entries.iter_mut().find(|e| e.name == key) {
        Some(e) => e.value = value,
        None => entries.push(NamedAttr { name: key, value }),
    }
    entries.sort_by(|a, b| ctx.str_bytes(a.name).cmp(ctx.str_bytes(b.name)));
    ctx.dict_attr(entries).expect("unique property names")
}

/// `op` replaced by a new op of its name, result type and location with
/// `operands` and `props` (`replaceOpWithNewOp`).
fn replace_with(rw: &mut Rewriter<'_>, op: OpId, operands: &[Value], props: Option<Attr>) {
    let name = rw.ctx.str_bytes(rw.ir().op(op).name).to_vec();
    let name = String::from_utf8_lossy(&name).into_owned();
    let t = ty(rw, result(rw, op));
    let loc = rw.ir().op(op).loc;
    let v = rw.create_value(op, &name, loc, operands, t, props);
    rw.replace_op(op, &[v]);
}

fn builder<'r, 'a>(rw: &'r mut Rewriter<'a>, at: OpId) -> Build<'r, 'a> {
    let loc = rw.ir().op(at).loc;
    Build { rw, at, loc }
}

// ---- FoldPadToTensorOp -------------------------------------------------

/// The padding of the `tosa.pad` feeding `op`'s input added to `op`'s own,
/// with the pad; `None` when the pattern does not apply.
fn folded_pad(rw: &Rewriter<'_>, op: OpId) -> Option<(OpId, Vec<i64>)> {
    let pad_op = defined_by(rw, operand(rw, op, 0)?, "tosa.pad")?;
    let own = i64_array(rw.ctx, prop(rw, op, "pad"));
    if own.len() != 4 {
        return None;
    }
    let padding = const_ints(rw, operand(rw, pad_op, 1)?)?;
    if padding.len() != 8 {
        return None;
    }
    if padding[0] != 0 || padding[1] != 0 || padding[6] != 0 || padding[7] != 0 {
        return None;
    }
    Some((
        pad_op,
        vec![
            padding[2] + own[0],
            padding[3] + own[1],
            padding[4] + own[2],
            padding[5] + own[3],
        ],
    ))
}

fn replace_with_pad(rw: &mut Rewriter<'_>, op: OpId, pad_op: OpId, pad: &[i64]) -> bool {
    if pad.iter().any(|&p| p > 8192) {
        return false;
    }
    let Some(input) = operand(rw, pad_op, 0) else {
        return false;
    };
    let mut operands: Vec<Value> = rw.ir().operands(op).collect();
    operands[0] = input;
    let attr = dense_array(rw.ctx, 64, pad);
    let old = rw.ir().op(op).props;
    let props = with_prop(rw.ctx, old, "pad", attr);
    replace_with(rw, op, &operands, Some(props));
    true
}

/// `checkMatchingPadConstAndZp`.
fn pad_const_matches_zp(rw: &Rewriter<'_>, pad_const: Value, zp: Value) -> bool {
    let Some(a) = constant(rw, pad_const) else {
        return false;
    };
    if attr_size(rw.ctx, a) != Some(1) {
        return false;
    }
    if let Some((kind, bits)) = first_float(rw.ctx, a) {
        return sigil_numeric::float_to_f64(kind, bits) as f32 == 0.0;
    }
    if ints(rw.ctx, a).is_some() {
        let (Some(p), Some(z)) = (const_ints(rw, pad_const), const_ints(rw, zp)) else {
            return false;
        };
        return p.first() == z.first();
    }
    false
}

fn fold_pad_conv(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some((pad_op, pad)) = folded_pad(rw, op) else {
        return false;
    };
    let (Some(pad_const), Some(input_zp)) = (operand(rw, pad_op, 2), operand(rw, op, 3)) else {
        return false;
    };
    if !pad_const_matches_zp(rw, pad_const, input_zp) {
        return false;
    }
    replace_with_pad(rw, op, pad_op, &pad)
}

/// Whether `bits` is the lowest finite value of `kind` (`getLargest(sem,
/// true)`).
fn is_lowest_float(kind: FloatKind, bits: u128) -> bool {
    let w = kind.bit_width();
    let sign = 1u128 << (w - 1);
    let magnitude = bits & (sign - 1);
    if bits & sign == 0 || !sigil_numeric::is_finite(kind, bits) {
        return false;
    }
    magnitude + 1 == sign || !sigil_numeric::is_finite(kind, sign | (magnitude + 1))
}

fn fold_pad_pool(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some((pad_op, pad)) = folded_pad(rw, op) else {
        return false;
    };
    let kernel = i64_array(rw.ctx, prop(rw, op, "kernel"));
    if kernel.len() != 2
        || pad[2] >= kernel[1]
        || pad[3] >= kernel[1]
        || pad[0] >= kernel[0]
        || pad[1] >= kernel[0]
    {
        return false;
    }
    let Some(pad_const) = operand(rw, pad_op, 2) else {
        return false;
    };
    let Some(a) = constant(rw, pad_const) else {
        return false;
    };
    if attr_size(rw.ctx, a) != Some(1) {
        return false;
    }
    let lowest = if let Some((kind, bits)) = first_float(rw.ctx, a) {
        is_lowest_float(kind, bits)
    } else if let Some(x) = ints(rw.ctx, a) {
        let first = match &x.lanes {
            Lanes::Dense(v) => v.first().copied(),
            Lanes::Splat(v) | Lanes::Scalar(v) => Some(*v),
        };
        let elem = elem_of(rw.ctx, x.ty);
        let want = if is_unsigned(rw.ctx, elem) {
            0
        } else {
            1u128 << (x.width - 1)
        };
        first == Some(want)
    } else {
        false
    };
    lowest && replace_with_pad(rw, op, pad_op, &pad)
}

fn max_pool_is_no_op(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(input) = operand(rw, op, 0) else {
        return false;
    };
    let output = result(rw, op);
    let (Some(i), Some(o)) = (
        static_shape(rw.ctx, ty(rw, input)),
        static_shape(rw.ctx, ty(rw, output)),
    ) else {
        return false;
    };
    if o.len() < 3 || i.len() < 3 || o[1] != 1 || o[2] != 1 || i[1] != 1 || i[2] != 1 {
        return false;
    }
    rw.replace_op(op, &[input]);
    true
}

// ---- concat, select ----------------------------------------------------

fn concat_one(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    if rw.ir().num_operands(op) != 1 {
        return false;
    }
    let Some(input) = operand(rw, op, 0) else {
        return false;
    };
    let t = ty(rw, result(rw, op));
    if ty(rw, input) != t {
        let loc = rw.ir().op(op).loc;
        let v = rw.create_value(op, "tensor.cast", loc, &[input], t, None);
        rw.replace_op(op, &[v]);
        return true;
    }
    rw.replace_op(op, &[input]);
    true
}

fn select_not(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(pred) = operand(rw, op, 0) else {
        return false;
    };
    let Some(not) = defined_by(rw, pred, "tosa.logical_not") else {
        return false;
    };
    let (Some(x), Some(t), Some(f)) = (operand(rw, not, 0), operand(rw, op, 1), operand(rw, op, 2))
    else {
        return false;
    };
    rw.modify(op, |ir| ir.set_operands(op, &[x, f, t]));
    true
}

// ---- transpose ---------------------------------------------------------

fn perms(rw: &Rewriter<'_>, op: OpId) -> Vec<i64> {
    i64_array(rw.ctx, prop(rw, op, "perms"))
}

fn consolidate_transpose(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(inner) = operand(rw, op, 0).and_then(|v| defined_by(rw, v, "tosa.transpose")) else {
        return false;
    };
    let (outer_perms, inner_perms) = (perms(rw, op), perms(rw, inner));
    if outer_perms.len() != inner_perms.len() || outer_perms.is_empty() {
        return false;
    }
    let mut new = Vec::with_capacity(outer_perms.len());
    for &p in &outer_perms {
        let Some(&q) = usize::try_from(p).ok().and_then(|p| inner_perms.get(p)) else {
            return false;
        };
        new.push(q);
    }
    let Some(input) = operand(rw, inner, 0) else {
        return false;
    };
    let attr = dense_array(rw.ctx, 32, &new);
    let key = rw.ctx.string_attr(b"perms");
    let props = rw
        .ctx
        .dict_attr(vec![NamedAttr {
            name: key,
            value: attr,
        }])
        .ok();
    replace_with(rw, op, &[input], props);
    true
}

fn transpose_is_reshape(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(input) = operand(rw, op, 0) else {
        return false;
    };
    if defined_by(rw, input, "tosa.transpose").is_some() {
        return false;
    }
    let r = result(rw, op);
    let users: Vec<OpId> = rw.ir().uses(r).map(|(u, _)| u).collect();
    if users
        .iter()
        .any(|&u| rw.ctx.str_bytes(rw.ir().op(u).name) == b"tosa.transpose")
    {
        return false;
    }
    let Some(shape) = ranked_shape(rw.ctx, ty(rw, input)) else {
        return false;
    };
    if shape.iter().filter(|&&d| d < 0).count() > 1 {
        return false;
    }
    let perms = perms(rw, op);
    let mut dims = Vec::with_capacity(perms.len());
    for &p in &perms {
        let Some(&d) = usize::try_from(p).ok().and_then(|p| shape.get(p)) else {
            return false;
        };
        dims.push(d);
    }
    let moved: Vec<i64> = perms
        .iter()
        .zip(&dims)
        .filter(|(_, &d)| d != 1)
        .map(|(&p, _)| p)
        .collect();
    if moved.windows(2).any(|w| w[0] > w[1]) {
        return false;
    }
    let t = ty(rw, r);
    let mut b = builder(rw, op);
    let Some(s) = b.shape(&dims) else {
        return false;
    };
    let v = b.op("tosa.reshape", &[input, s], t, None);
    rw.replace_op(op, &[v]);
    true
}

// ---- clamp -------------------------------------------------------------

fn nan_ignore(rw: &Rewriter<'_>, op: OpId) -> bool {
    prop(rw, op, "nan_mode")
        .map(|a| crate::tosa::attr_text(rw.ctx, a).contains("IGNORE"))
        .unwrap_or(false)
}

fn clamp_is_no_op(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(input) = operand(rw, op, 0) else {
        return false;
    };
    let Some(_) = ranked_shape(rw.ctx, ty(rw, input)) else {
        return false;
    };
    let elem = elem_of(rw.ctx, ty(rw, input));
    let (Some(min), Some(max)) = (prop(rw, op, "min_val"), prop(rw, op, "max_val")) else {
        return false;
    };
    let whole = match rw.ctx.type_data(elem).clone() {
        TypeData::Float(kind) => {
            let (AttrData::Float { bits: lo, .. }, AttrData::Float { bits: hi, .. }) =
                (rw.ctx.attr_data(min), rw.ctx.attr_data(max))
            else {
                return false;
            };
            let (lo, hi) = (
                sigil_numeric::float_to_f64(kind, *lo),
                sigil_numeric::float_to_f64(kind, *hi),
            );
            lo == f64::NEG_INFINITY && hi == f64::INFINITY
        }
        TypeData::Integer { width, signedness } => {
            let (Some(lo), Some(hi)) = (ints(rw.ctx, min), ints(rw.ctx, max)) else {
                return false;
            };
            let (Some(lo), Some(hi)) = (lo.splat_value(), hi.splat_value()) else {
                return false;
            };
            if signedness == sigil_ir::types::Signedness::Unsigned || width == 1 {
                // `getZExtValue` as `int64_t`.
                let (lo, hi) = (lo as u64 as i64, hi as u64 as i64);
                let int_max = crate::fold::values::mask(width) as u64 as i64;
                lo <= 0 && hi >= int_max
            } else {
                let (lo, hi) = (sext(lo, lo_width(rw, min)), sext(hi, lo_width(rw, max)));
                let int_min = -(1i128 << (width - 1));
                let int_max = (1i128 << (width - 1)) - 1;
                lo <= int_min && hi >= int_max
            }
        }
        _ => false,
    };
    if whole {
        rw.replace_op(op, &[input]);
    }
    whole
}

/// The width of an integer attribute.
fn lo_width(rw: &Rewriter<'_>, a: Attr) -> u32 {
    ints(rw.ctx, a).map(|x| x.width).unwrap_or(64)
}

fn clamp_clamp(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(input) = operand(rw, op, 0) else {
        return false;
    };
    let Some(inner) = defined_by(rw, input, "tosa.clamp") else {
        return false;
    };
    let (outer_ignore, inner_ignore) = (nan_ignore(rw, op), nan_ignore(rw, inner));
    if outer_ignore && !inner_ignore {
        return false;
    }
    let (Some(min), Some(max), Some(imin), Some(imax)) = (
        prop(rw, op, "min_val"),
        prop(rw, op, "max_val"),
        prop(rw, inner, "min_val"),
        prop(rw, inner, "max_val"),
    ) else {
        return false;
    };
    let mut elem = elem_of(rw.ctx, ty(rw, input));
    // `getStorageElementTypeFromQuantized`.
    if let Some(q) = sigil_ir::dialects::quant::uniform_params(rw.ctx, elem) {
        let width = match rw.ctx.type_data(q.storage) {
            TypeData::Integer { width, .. } => *width,
            _ => return false,
        };
        let signedness = if q.signed {
            sigil_ir::types::Signedness::Signless
        } else {
            sigil_ir::types::Signedness::Unsigned
        };
        elem = rw.ctx.intern_type(TypeData::Integer { width, signedness });
    }
    // `std::max(op, inner)` keeps `op`'s unless it is less; `std::min`
    // likewise.
    let (new_min, new_max) = match rw.ctx.type_data(elem).clone() {
        TypeData::Float(kind) => {
            let f = |a: Attr| match rw.ctx.attr_data(a) {
                AttrData::Float { bits, .. } => Some(sigil_numeric::float_to_f64(kind, *bits)),
                _ => None,
            };
            let (Some(lo), Some(hi), Some(ilo), Some(ihi)) = (f(min), f(max), f(imin), f(imax))
            else {
                return false;
            };
            if !(lo < ihi && ilo < hi) {
                return false;
            }
            (
                if lo < ilo { imin } else { min },
                if ihi < hi { imax } else { max },
            )
        }
        TypeData::Integer { width, signedness } => {
            let f = |a: Attr| {
                let x = ints(rw.ctx, a)?;
                let v = x.splat_value()?;
                Some(if signedness == sigil_ir::types::Signedness::Unsigned {
                    v as u64 as i128
                } else {
                    sext(v, x.width)
                })
            };
            let _ = width;
            let (Some(lo), Some(hi), Some(ilo), Some(ihi)) = (f(min), f(max), f(imin), f(imax))
            else {
                return false;
            };
            if !(lo < ihi && ilo < hi) {
                return false;
            }
            (
                if lo < ilo { imin } else { min },
                if ihi < hi { imax } else { max },
            )
        }
        _ => return false,
    };
    // The modes differ only as PROPAGATE outside, IGNORE inside: IGNORE.
    let mode = if outer_ignore == inner_ignore {
        prop(rw, op, "nan_mode")
    } else {
        prop(rw, inner, "nan_mode")
    };
    let Some(inner_input) = operand(rw, inner, 0) else {
        return false;
    };
    let mut props = with_prop(rw.ctx, None, "min_val", new_min);
    props = with_prop(rw.ctx, Some(props), "max_val", new_max);
    if let Some(m) = mode {
        props = with_prop(rw.ctx, Some(props), "nan_mode", m);
    }
    replace_with(rw, op, &[inner_input], Some(props));
    true
}

// ---- slice -------------------------------------------------------------

/// A new `tosa.slice` of `input` replacing `op`, with constant `start`
/// (and `size`, or `op`'s size operand).
fn new_slice(rw: &mut Rewriter<'_>, op: OpId, input: Value, start: Value, size: Value) {
    let t = ty(rw, result(rw, op));
    let loc = rw.ir().op(op).loc;
    let v = rw.create_value(op, "tosa.slice", loc, &[input, start, size], t, None);
    rw.replace_op(op, &[v]);
}

fn concat_slice(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(concat) = operand(rw, op, 0).and_then(|v| defined_by(rw, v, "tosa.concat")) else {
        return false;
    };
    if static_shape(rw.ctx, ty(rw, result(rw, concat))).is_none() {
        return false;
    }
    let axis = match prop(rw, concat, "axis").and_then(|a| ints(rw.ctx, a)) {
        Some(x) => match x.splat_value() {
            Some(v) => sext(v, x.width) as i64,
            None => return false,
        },
        None => return false,
    };
    let (Some(start_v), Some(size_v)) = (operand(rw, op, 1), operand(rw, op, 2)) else {
        return false;
    };
    let (Some(mut starts), Some(sizes)) = (const_ints(rw, start_v), const_ints(rw, size_v)) else {
        return false;
    };
    let Ok(axis) = usize::try_from(axis) else {
        return false;
    };
    if axis >= starts.len() || axis >= sizes.len() {
        return false;
    }
    let inputs: Vec<Value> = rw.ir().operands(concat).collect();
    for input in inputs {
        let Some(shape) = static_shape(rw.ctx, ty(rw, input)) else {
            return false;
        };
        let Some(&dim) = shape.get(axis) else {
            return false;
        };
        if starts[axis] >= 0 && starts[axis] + sizes[axis] <= dim {
            let mut b = builder(rw, op);
            let (Some(s), Some(z)) = (b.shape(&starts), b.shape(&sizes)) else {
                return false;
            };
            new_slice(rw, op, input, s, z);
            return true;
        }
        starts[axis] -= dim;
    }
    false
}

fn pad_slice(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(pad) = operand(rw, op, 0).and_then(|v| defined_by(rw, v, "tosa.pad")) else {
        return false;
    };
    if rw.ir().uses(result(rw, pad)).count() != 1 {
        return false;
    }
    let Some(pad_input) = operand(rw, pad, 0) else {
        return false;
    };
    let (Some(shape), Some(_)) = (
        ranked_shape(rw.ctx, ty(rw, pad_input)),
        ranked_shape(rw.ctx, ty(rw, result(rw, pad))),
    ) else {
        return false;
    };
    let (Some(padding_v), Some(pad_const)) = (operand(rw, pad, 1), operand(rw, pad, 2)) else {
        return false;
    };
    let Some(paddings) = const_ints(rw, padding_v) else {
        return false;
    };
    let (Some(start_v), Some(size_v)) = (operand(rw, op, 1), operand(rw, op, 2)) else {
        return false;
    };
    let Some(starts) = const_ints(rw, start_v) else {
        return false;
    };
    let Some(sizes) = const_ints(rw, size_v) else {
        return false;
    };
    let rank = shape.len();
    if starts.len() < rank || sizes.len() < rank || paddings.len() < 2 * rank {
        return false;
    }
    if (0..rank).any(|i| shape[i] < 0 && (starts[i] != 0 || sizes[i] != -1)) {
        return false;
    }
    let mut new_starts = vec![0i64; rank];
    let mut new_paddings = vec![0i64; 2 * rank];
    let mut new_shape = vec![sigil_ir::types::DYNAMIC; rank];
    let mut updated = false;
    for i in 0..rank {
        let (lo, hi) = (paddings[2 * i], paddings[2 * i + 1]);
        let (start, size) = (starts[i], sizes[i]);
        let end = start + size;
        if shape[i] < 0 {
            new_paddings[2 * i] = lo;
            new_paddings[2 * i + 1] = hi;
            new_starts[i] = start;
            continue;
        }
        let dim = shape[i];
        if start < 0 || end > lo + dim + hi {
            return false;
        }
        let new_start = (start - lo).max(0);
        new_starts[i] = new_start;
        updated |= new_start != start;
        let (new_lo, new_hi) = ((lo - start).max(0), (end - (lo + dim)).max(0));
        new_paddings[2 * i] = new_lo;
        new_paddings[2 * i + 1] = new_hi;
        updated |= new_lo != lo || new_hi != hi;
        new_shape[i] = new_lo + dim + new_hi;
    }
    if !updated {
        return false;
    }
    let elem = elem_of(rw.ctx, ty(rw, pad_input));
    let pad_ty = ranked(rw.ctx, &new_shape, elem);
    let pad_loc = rw.ir().op(pad).loc;
    let mut b = builder(rw, op);
    let Some(p) = b.shape(&new_paddings) else {
        return false;
    };
    let new_pad = b.rw.create_value(
        op,
        "tosa.pad",
        pad_loc,
        &[pad_input, p, pad_const],
        pad_ty,
        None,
    );
    let Some(s) = b.shape(&new_starts) else {
        return false;
    };
    new_slice(rw, op, new_pad, s, size_v);
    true
}

fn slice_dynamic_size(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(shape) = ranked_shape(rw.ctx, ty(rw, result(rw, op))) else {
        return false;
    };
    let Some(size_v) = operand(rw, op, 2) else {
        return false;
    };
    let Some(mut sizes) = const_ints(rw, size_v) else {
        return false;
    };
    let mut changed = false;
    for (i, s) in sizes.iter_mut().enumerate() {
        if *s == -1 && shape.get(i).is_some_and(|&d| d >= 0) {
            *s = shape[i];
            changed = true;
        }
    }
    if !changed {
        return false;
    }
    let (Some(input), Some(start)) = (operand(rw, op, 0), operand(rw, op, 1)) else {
        return false;
    };
    let mut b = builder(rw, op);
    let Some(z) = b.shape(&sizes) else {
        return false;
    };
    new_slice(rw, op, input, start, z);
    true
}
