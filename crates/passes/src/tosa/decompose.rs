//! `tosa-optional-decompositions`: MLIR 22.1's patterns that rewrite
//! `depthwise_conv2d` with a 1x1 kernel as reshapes, a `mul` and an `add`,
//! and `transpose_conv2d` as a `conv2d` (a reversed kernel with new
//! padding when the stride is 1; otherwise the stride folded into the
//! output channels: the kernel padded, reshaped, transposed and reversed,
//! the input padded, and the convolution's result reshaped, transposed,
//! sliced and padded back), run by the greedy driver, which also folds
//! what they build and uniques the constants they make.
//!
//! Ops are created in MLIR's order (the order decides where the driver
//! puts the constants), each with the decomposed op's location. Results
//! MLIR creates unranked and then infers (`CreateOpAndInferShape`) get the
//! type `infer.rs` infers.

use sigil_ir::attrs::AttrData;
use sigil_ir::types::Signedness;
use sigil_ir::{Attr, Context, LocRef, NamedAttr, OpId, Type, TypeData, Value};

use super::infer::{infer, Knowledge};
use crate::fold::values::{ints, make_ints, sext, Lanes};
use crate::pass::{Pass, PassFailed, Target};
use crate::rewrite::{apply_patterns_greedily, GreedyConfig, PatternSet, RewritePattern, Rewriter};

/// The `tosa-optional-decompositions` pass.
pub struct TosaOptionalDecompositions;

impl Pass for TosaOptionalDecompositions {
    fn argument(&self) -> &str {
        "tosa-optional-decompositions"
    }

    fn name(&self) -> &str {
        "TosaOptionalDecompositionsPass"
    }

    fn anchor(&self) -> Option<&str> {
        Some("func.func")
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        let patterns = PatternSet::new(vec![
            Box::new(DepthwiseConv2DIsMul),
            Box::new(TransposeConvNonStrided),
            Box::new(TransposeConvStrided),
        ]);
        let _ = apply_patterns_greedily(
            t.ctx,
            &mut t.module.ir,
            t.op,
            &patterns,
            &GreedyConfig::default(),
        );
        Ok(())
    }
}

/// Builds ops in front of the decomposed op, with its location.
pub(super) struct Build<'r, 'a> {
    pub(super) rw: &'r mut Rewriter<'a>,
    pub(super) at: OpId,
    pub(super) loc: LocRef,
}

impl Build<'_, '_> {
    fn ctx(&mut self) -> &mut Context {
        self.rw.ctx
    }

    pub(super) fn op(
        &mut self,
        name: &str,
        operands: &[Value],
        ty: Type,
        props: Option<Attr>,
    ) -> Value {
        let loc = self.loc;
        self.rw
            .create_value(self.at, name, loc, operands, ty, props)
    }

    /// `CreateOpAndInferShape`: the op with an unranked result of `elem`,
    /// then the type its inferred shape gives.
    fn inferred(
        &mut self,
        name: &str,
        operands: &[Value],
        elem: Type,
        props: Option<Attr>,
    ) -> Value {
        let unranked = self.ctx().intern_type(TypeData::UnrankedTensor { elem });
        let v = self.op(name, operands, unranked, props);
        let Some(sigil_ir::ValueDef::Result { op, .. }) = self.rw.ir().value_def(v) else {
            return v;
        };
        if let Ok(shapes) = infer(self.rw.ctx, self.rw.ir(), op) {
            if let Some(shape) = shapes.into_iter().next() {
                let inferred = Knowledge {
                    error: false,
                    sizes: shape,
                    dtype: Some(elem),
                };
                let current = Knowledge::of_type(self.rw.ctx, unranked);
                let joined = Knowledge::join(&current, &inferred);
                if let Some(t) = joined.to_type(self.rw.ctx) {
                    self.rw.ir_mut().set_value_type(v, t);
                }
            }
        }
        v
    }

    pub(super) fn props(&mut self, entries: Vec<(&str, Attr)>) -> Option<Attr> {
        let mut named: Vec<NamedAttr> = entries
            .into_iter()
            .map(|(n, value)| NamedAttr {
                name: self.rw.ctx.string_attr(n.as_bytes()),
                value,
            })
            .collect();
        named.sort_by(|a, b| {
            self.rw
                .ctx
                .str_bytes(a.name)
                .cmp(self.rw.ctx.str_bytes(b.name))
        });
        self.rw.ctx.dict_attr(named).ok()
    }

    /// `getTosaConstShape`.
    pub(super) fn shape(&mut self, values: &[i64]) -> Option<Value> {
        let index = self.ctx().intern_type(TypeData::Index);
        let tensor = ranked(self.ctx(), &[values.len() as i64], index);
        // `convertFromMlirShape`: a dynamic size is written -1.
        let lanes = Lanes::Dense(
            values
                .iter()
                .map(|&v| if v == sigil_ir::types::DYNAMIC { -1 } else { v })
                .map(|v| v as u64 as u128)
                .collect(),
        );
        let attr = make_ints(self.ctx(), tensor, 64, lanes);
        let ty = shape_type(self.ctx(), values.len())?;
        let props = self.props(vec![("values", attr)]);
        Some(self.op("tosa.const_shape", &[], ty, props))
    }

    /// A splat `tosa.const` of `value` with `shape` and element type `elem`.
    fn splat(&mut self, shape: &[i64], elem: Type, value: i64) -> Option<Value> {
        let ty = ranked(self.ctx(), shape, elem);
        let attr = splat_attr(self.ctx(), ty, elem, value)?;
        let props = self.props(vec![("values", attr)]);
        Some(self.op("tosa.const", &[], ty, props))
    }

    /// `tosa.pad` of `input` with the padding `pad` and a pad value.
    fn reshape(&mut self, input: Value, shape: &[i64], ty: Type) -> Option<Value> {
        let s = self.shape(shape)?;
        Some(self.op("tosa.reshape", &[input, s], ty, None))
    }

    /// MLIR's `EqualizeRanks`: the lower-ranked value reshaped with ones in
    /// front; `None` when the shapes cannot broadcast.
    fn equalize_ranks(&mut self, a: &mut Value, b: &mut Value) -> Option<()> {
        let (sa, sb) = (self.vshape(*a)?, self.vshape(*b)?);
        if sa.len() == sb.len() {
            return Some(());
        }
        let (higher, lower, lower_is_a) = if sa.len() > sb.len() {
            (sa, sb, false)
        } else {
            (sb, sa, true)
        };
        let mut out = vec![1i64; higher.len()];
        for (i, j) in (0..higher.len()).rev().zip((0..lower.len()).rev()) {
            let (h, l) = (higher[i], lower[j]);
            if l != 1 && h != 1 && l != h {
                return None;
            }
            out[i] = l;
        }
        let lower_value = if lower_is_a { *a } else { *b };
        let elem = self.elem(lower_value);
        let ty = ranked(self.ctx(), &out, elem);
        let reshaped = self.reshape(lower_value, &out, ty)?;
        if lower_is_a {
            *a = reshaped;
        } else {
            *b = reshaped;
        }
        Some(())
    }

    fn value_type(&self, v: Value) -> Type {
        self.rw.ir().value_type(v)
    }

    /// The element type of `v`'s type.
    fn elem(&self, v: Value) -> Type {
        elem_of(self.rw.ctx, self.value_type(v))
    }

    /// The shape of `v`'s ranked tensor type.
    fn vshape(&self, v: Value) -> Option<Vec<i64>> {
        ranked_shape(self.rw.ctx, self.value_type(v))
    }
}

/// `!tosa.shape<n>`.
pub(super) fn shape_type(ctx: &mut Context, n: usize) -> Option<Type> {
    let def = sigil_ir::dialects::registry::type_def(b"tosa", b"shape")?;
    Some(
        ctx.intern_type(TypeData::Dialect(Box::new(sigil_ir::types::DialectType {
            def,
            params: vec![sigil_ir::attrs::Param::Int(n as i64)].into(),
        }))),
    )
}

pub(super) fn ranked(ctx: &mut Context, shape: &[i64], elem: Type) -> Type {
    ctx.intern_type(TypeData::RankedTensor {
        shape: shape.into(),
        elem,
        encoding: None,
    })
}

pub(super) fn ranked_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

pub(super) fn static_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    ranked_shape(ctx, t).filter(|s| s.iter().all(|&d| d >= 0))
}

pub(super) fn elem_of(ctx: &Context, t: Type) -> Type {
    crate::fold::values::element_type(ctx, t)
}

/// A splat elements attribute of `ty` holding `value` (an integer, or a
/// float of that integral value).
fn splat_attr(ctx: &mut Context, ty: Type, elem: Type, value: i64) -> Option<Attr> {
    match ctx.type_data(elem).clone() {
        TypeData::Integer { width, .. } => Some(make_ints(
            ctx,
            ty,
            width,
            Lanes::Splat(value as u64 as u128),
        )),
        TypeData::Float(kind) => {
            let bits = sigil_numeric::float_from_f64(kind, value as f64);
            Some(crate::fold::float::make(ctx, ty, kind, Lanes::Splat(bits)))
        }
        _ => None,
    }
}

/// MLIR's `getZeroPoint`: the constant's first value (`-1` for a non-zero
/// float or another type); `None` when it is not a constant.
fn zero_point(ctx: &Context, rw: &Rewriter<'_>, v: Value) -> Option<i64> {
    let a = crate::fold::value_constant(ctx, rw.ir(), v)?.attr()?;
    match ctx.attr_data(a) {
        AttrData::DenseElements { ty, data, .. } => {
            let elem = elem_of(ctx, *ty);
            match ctx.type_data(elem) {
                TypeData::Float(kind) => {
                    let size = (kind.bit_width() as usize).div_ceil(8);
                    let mut b = [0u8; 16];
                    b[..size].copy_from_slice(data.get(..size)?);
                    let x = sigil_numeric::float_to_f64(*kind, u128::from_le_bytes(b));
                    Some(if x == 0.0 { 0 } else { -1 })
                }
                TypeData::Integer { .. } => {
                    let x = ints(ctx, a)?;
                    let first = match &x.lanes {
                        Lanes::Dense(vs) => *vs.first()?,
                        Lanes::Splat(v) | Lanes::Scalar(v) => *v,
                    };
                    Some(sext(first, x.width) as i64)
                }
                _ => Some(-1),
            }
        }
        _ => Some(-1),
    }
}

/// `verifyZeroPoint`: a zero point other than 0 needs `i8`.
fn zero_point_ok(ctx: &Context, rw: &Rewriter<'_>, v: Value, zp: i64) -> bool {
    let elem = elem_of(ctx, rw.ir().value_type(v));
    zp == 0 || matches!(ctx.type_data(elem), TypeData::Integer { width: 8, .. })
}

pub(super) fn i64_array(ctx: &Context, a: Option<Attr>) -> Vec<i64> {
    match a.map(|a| ctx.attr_data(a)) {
        Some(AttrData::DenseArray { len, data, .. }) if *len > 0 => {
            let w = data.len() / *len as usize;
            data.chunks(w)
                .map(|c| {
                    let mut b = [0u8; 8];
                    b[..w].copy_from_slice(c);
                    i64::from_le_bytes(b)
                })
                .collect()
        }
        _ => Vec::new(),
    }
}

pub(super) fn dense_array(ctx: &mut Context, width: u32, values: &[i64]) -> Attr {
    let elem = ctx.intern_type(TypeData::Integer {
        width,
        signedness: Signedness::Signless,
    });
    let mut data = Vec::new();
    for &v in values {
        data.extend_from_slice(&v.to_le_bytes()[..(width / 8) as usize]);
    }
    ctx.intern_attr(AttrData::DenseArray {
        elem,
        len: values.len() as u32,
        data: data.into_boxed_slice(),
    })
}

fn i32_attr(ctx: &mut Context, v: i64) -> Attr {
    let i32t = ctx.intern_type(TypeData::Integer {
        width: 32,
        signedness: Signedness::Signless,
    });
    make_ints(ctx, i32t, 32, Lanes::Scalar(v as u64 as u128))
}

pub(super) fn prop(rw: &Rewriter<'_>, op: OpId, name: &str) -> Option<Attr> {
    crate::fold::prop(rw.ctx, rw.ir(), op, name.as_bytes())
}

/// `depthwise_conv2d` with a 1x1 kernel and stride 1: a `mul` of the input
/// (reshaped to `[N, H, W, C, 1]`) and the kernel, reshaped, plus the bias.
struct DepthwiseConv2DIsMul;

impl RewritePattern for DepthwiseConv2DIsMul {
    fn root(&self) -> Option<&'static str> {
        Some("tosa.depthwise_conv2d")
    }

    fn label(&self) -> &'static str {
        "DepthwiseConv2DIsMul"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        depthwise(op, rw).is_some()
    }
}

fn depthwise(op: OpId, rw: &mut Rewriter<'_>) -> Option<()> {
    let ir = rw.ir();
    let (input, weight, bias) = (ir.operand(op, 0), ir.operand(op, 1), ir.operand(op, 2));
    let (izp_v, wzp_v) = (ir.operand(op, 3), ir.operand(op, 4));
    let result_ty = ir.value_type(ir.result(op, 0));
    let ctx = &*rw.ctx;
    let input_shape = static_shape(ctx, ir.value_type(input))?;
    let weight_ty = ir.value_type(weight);
    let weight_shape = static_shape(ctx, weight_ty)?;
    let output_shape = static_shape(ctx, result_ty)?;
    if i64_array(ctx, prop(rw, op, "stride"))
        .iter()
        .any(|&s| s != 1)
    {
        return None;
    }
    if weight_shape.first() != Some(&1) || weight_shape.get(1) != Some(&1) {
        return None;
    }
    let (input_ety, weight_ety) = (elem_of(ctx, ir.value_type(input)), elem_of(ctx, weight_ty));
    let int_or_float = |t: Type| {
        matches!(
            ctx.type_data(t),
            TypeData::Integer { .. } | TypeData::Float(_)
        )
    };
    if !int_or_float(input_ety) || !int_or_float(weight_ety) {
        return None;
    }
    let izp = zero_point(ctx, rw, izp_v)?;
    let wzp = zero_point(ctx, rw, wzp_v)?;
    if !zero_point_ok(ctx, rw, izp_v, izp) || !zero_point_ok(ctx, rw, wzp_v, wzp) {
        return None;
    }
    let pad_attr = i64_array(ctx, prop(rw, op, "pad"));
    let result_ety = elem_of(ctx, result_ty);
    let loc = rw.ir().op(op).loc;
    let mut b = Build { rw, at: op, loc };

    let revised = vec![
        input_shape[0],
        input_shape[1],
        input_shape[2],
        input_shape[3],
        1,
    ];
    let mut input_ty = ranked(b.ctx(), &revised, input_ety);
    let mut input_v = b.reshape(input, &revised, input_ty)?;
    let mut weight_v = weight;
    if input_ety != result_ety {
        input_ty = ranked(b.ctx(), &revised, result_ety);
        input_v = b.op("tosa.cast", &[input_v], input_ty, None);
    }
    if weight_ety != result_ety {
        let t = ranked(b.ctx(), &weight_shape, result_ety);
        weight_v = b.op("tosa.cast", &[weight_v], t, None);
    }
    if izp != 0 || wzp != 0 {
        for (v, zp) in [(&mut input_v, izp), (&mut weight_v, wzp)] {
            if zp == 0 {
                continue;
            }
            let vt = b.value_type(*v);
            let rank = ranked_shape(b.ctx(), vt)?.len();
            let ety = elem_of(b.ctx(), vt);
            let zp_v = b.splat(&vec![1; rank], ety, zp)?;
            *v = b.op("tosa.sub", &[*v, zp_v], vt, None);
        }
    }
    let mut pad = vec![0i64; 10];
    for (i, &p) in pad_attr.iter().enumerate().take(8) {
        pad[i + 2] = p;
    }
    if pad.iter().any(|&p| p != 0) {
        let mut new_shape = ranked_shape(b.ctx(), input_ty)?;
        for (i, &p) in pad.iter().enumerate() {
            if new_shape[i / 2] >= 0 {
                new_shape[i / 2] += p;
            }
        }
        let sizes = b.shape(&pad)?;
        let pad_v = b.splat(&[1], input_ety, 0)?;
        input_ty = ranked(b.ctx(), &new_shape, input_ety);
        input_v = b.op("tosa.pad", &[input_v, sizes, pad_v], input_ty, None);
    }
    let it = ranked_shape(b.ctx(), input_ty)?;
    let mul_elem = b.elem(weight_v);
    let mul_ty = ranked(
        b.ctx(),
        &[it[0], it[1], it[2], it[3], weight_shape[3]],
        mul_elem,
    );
    b.equalize_ranks(&mut input_v, &mut weight_v)?;
    let i8t = b.ctx().intern_type(TypeData::Integer {
        width: 8,
        signedness: Signedness::Signless,
    });
    let shift = b.splat(&[1], i8t, 0)?;
    let mul = b.op("tosa.mul", &[input_v, weight_v, shift], mul_ty, None);
    let out_elem = b.elem(input_v);
    let out_ty = ranked(b.ctx(), &output_shape, out_elem);
    let mut out = b.reshape(mul, &output_shape, out_ty)?;
    let mut bias_v = bias;
    b.equalize_ranks(&mut out, &mut bias_v)?;
    let add = b.op("tosa.add", &[out, bias_v], out_ty, None);
    b.rw.replace_op(op, &[add]);
    Some(())
}

/// `transpose_conv2d` with stride 1: a `conv2d` of the kernel reversed in
/// both spatial dimensions.
struct TransposeConvNonStrided;

impl RewritePattern for TransposeConvNonStrided {
    fn root(&self) -> Option<&'static str> {
        Some("tosa.transpose_conv2d")
    }

    fn label(&self) -> &'static str {
        "TransposeConvNonStridedConverter"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        transpose_conv_non_strided(op, rw).is_some()
    }
}

fn transpose_conv_non_strided(op: OpId, rw: &mut Rewriter<'_>) -> Option<()> {
    let ir = rw.ir();
    let ctx = &*rw.ctx;
    let operands: Vec<Value> = ir.operands(op).collect();
    let (input_ty, weight_ty) = (ir.value_type(operands[0]), ir.value_type(operands[1]));
    let (bias_ty, result_ty) = (ir.value_type(operands[2]), ir.value_type(ir.result(op, 0)));
    let stride = i64_array(ctx, prop(rw, op, "stride"));
    let pad = i64_array(ctx, prop(rw, op, "out_pad"));
    if stride.iter().any(|&s| s != 1) || pad.len() < 4 {
        return None;
    }
    let (is, rs) = (ranked_shape(ctx, input_ty)?, ranked_shape(ctx, result_ty)?);
    if (1..4).any(|i| is.get(i).is_none_or(|&d| d < 0) || rs.get(i).is_none_or(|&d| d < 0)) {
        return None;
    }
    let ws = static_shape(ctx, weight_ty)?;
    static_shape(ctx, bias_ty)?;
    let (kh, kw) = (ws[1], ws[2]);
    let conv_pad = [
        kh - 1 + pad[0],
        kh - 1 + pad[1],
        kw - 1 + pad[2],
        kw - 1 + pad[3],
    ];
    let acc = prop(rw, op, "acc_type")?;
    let loc = ir.op(op).loc;
    let mut b = Build { rw, at: op, loc };
    let axis1 = i32_attr(b.ctx(), 1);
    let p1 = b.props(vec![("axis", axis1)]);
    let r1 = b.op("tosa.reverse", &[operands[1]], weight_ty, p1);
    let axis2 = i32_attr(b.ctx(), 2);
    let p2 = b.props(vec![("axis", axis2)]);
    let r2 = b.op("tosa.reverse", &[r1], weight_ty, p2);
    let pad_a = dense_array(b.ctx(), 64, &conv_pad);
    let stride_a = dense_array(b.ctx(), 64, &stride);
    let dil_a = dense_array(b.ctx(), 64, &[1, 1]);
    let props = b.props(vec![
        ("acc_type", acc),
        ("dilation", dil_a),
        ("pad", pad_a),
        ("stride", stride_a),
    ]);
    let conv = b.op(
        "tosa.conv2d",
        &[operands[0], r2, operands[2], operands[3], operands[4]],
        result_ty,
        props,
    );
    b.rw.replace_op(op, &[conv]);
    Some(())
}

/// `transpose_conv2d` with a stride: the stride moved into the output
/// channels of a `conv2d` (MLIR's `TransposeConvStridedConverter`).
struct TransposeConvStrided;

impl RewritePattern for TransposeConvStrided {
    fn root(&self) -> Option<&'static str> {
        Some("tosa.transpose_conv2d")
    }

    fn label(&self) -> &'static str {
        "TransposeConvStridedConverter"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        transpose_conv_strided(op, rw).is_some()
    }
}

fn transpose_conv_strided(op: OpId, rw: &mut Rewriter<'_>) -> Option<()> {
    let ir = rw.ir();
    let ctx = &*rw.ctx;
    let operands: Vec<Value> = ir.operands(op).collect();
    let (input, weight, bias) = (operands[0], operands[1], operands[2]);
    let (input_ty, weight_ty) = (ir.value_type(input), ir.value_type(weight));
    let (bias_ty, result_ty) = (ir.value_type(bias), ir.value_type(ir.result(op, 0)));
    let (input_ety, weight_ety) = (elem_of(ctx, input_ty), elem_of(ctx, weight_ty));
    let (bias_ety, result_ety) = (elem_of(ctx, bias_ty), elem_of(ctx, result_ty));
    let pad = i64_array(ctx, prop(rw, op, "out_pad"));
    let stride = i64_array(ctx, prop(rw, op, "stride"));
    if stride.len() < 2 || pad.len() < 4 || stride.iter().all(|&s| s == 1) {
        return None;
    }
    let (is, rs) = (ranked_shape(ctx, input_ty)?, ranked_shape(ctx, result_ty)?);
    if (1..4).any(|i| is.get(i).is_none_or(|&d| d < 0) || rs.get(i).is_none_or(|&d| d < 0)) {
        return None;
    }
    let ws = static_shape(ctx, weight_ty)?;
    static_shape(ctx, bias_ty)?;
    let izp = zero_point(ctx, rw, operands[3])?;
    let wzp = zero_point(ctx, rw, operands[4])?;
    if !zero_point_ok(ctx, rw, operands[3], izp) || !zero_point_ok(ctx, rw, operands[4], wzp) {
        return None;
    }
    let acc = prop(rw, op, "acc_type")?;
    let (batch, out_c, mut kh, mut kw, in_c) = (is[0], ws[0], ws[1], ws[2], ws[3]);
    let (sy, sx) = (stride[0], stride[1]);
    let loc = ir.op(op).loc;
    let mut b = Build { rw, at: op, loc };

    let mut weight_padding = vec![0i64; 8];
    weight_padding[3] = if kh % sy != 0 { sy - kh % sy } else { 0 };
    weight_padding[5] = if kw % sx != 0 { sx - kw % sx } else { 0 };
    let weight_padding_v = b.shape(&weight_padding)?;
    let input_pad_const = b.splat(&[1], input_ety, izp)?;
    let weight_pad_const = b.splat(&[1], input_ety, wzp)?;
    let mut w = b.inferred(
        "tosa.pad",
        &[weight, weight_padding_v, weight_pad_const],
        weight_ety,
        None,
    );
    let wshape = b.vshape(w)?;
    kh = wshape[1];
    kw = wshape[2];
    let dims0 = [out_c, kh / sy, sy, kw / sx, sx, in_c];
    let dims0_v = b.shape(&dims0)?;
    w = b.inferred("tosa.reshape", &[w, dims0_v], weight_ety, None);
    let perms = dense_array(b.ctx(), 32, &[2, 4, 0, 1, 3, 5]);
    let p = b.props(vec![("perms", perms)]);
    w = b.inferred("tosa.transpose", &[w], weight_ety, p);
    let dims1 = [out_c * sy * sx, kh / sy, kw / sx, in_c];
    let dims1_v = b.shape(&dims1)?;
    w = b.inferred("tosa.reshape", &[w, dims1_v], weight_ety, None);
    let restrided = b.vshape(w)?;
    for axis in [1, 2] {
        let a = i32_attr(b.ctx(), axis);
        let p = b.props(vec![("axis", a)]);
        w = b.inferred("tosa.reverse", &[w], weight_ety, p);
    }
    let mut input_padding = vec![0i64; 8];
    input_padding[2] += restrided[1] - 1;
    input_padding[3] += restrided[1] - 1;
    input_padding[4] += restrided[2] - 1;
    input_padding[5] += restrided[2] - 1;
    let input_padding_v = b.shape(&input_padding)?;
    let input_v = b.inferred(
        "tosa.pad",
        &[input, input_padding_v, input_pad_const],
        input_ety,
        None,
    );
    let new_oc = out_c * sy * sx;
    let zero_bias = b.splat(&[new_oc], bias_ety, 0)?;
    // `createZeroPointTensor` of the (padded) input's and the weight's types.
    let izp_t = b.splat(&[1], input_ety, izp)?;
    let wzp_t = b.splat(&[1], weight_ety, wzp)?;
    let pad_a = dense_array(b.ctx(), 64, &[0, 0, 0, 0]);
    let stride_a = dense_array(b.ctx(), 64, &[1, 1]);
    let dil_a = dense_array(b.ctx(), 64, &[1, 1]);
    let props = b.props(vec![
        ("acc_type", acc),
        ("dilation", dil_a),
        ("pad", pad_a),
        ("stride", stride_a),
    ]);
    let conv = b.inferred(
        "tosa.conv2d",
        &[input_v, w, zero_bias, izp_t, wzp_t],
        result_ety,
        props,
    );
    // Factor the stride out of the result, slice and pad it back.
    let cs = b.vshape(conv)?;
    let conv_ety = b.elem(conv);
    let (ch, cw) = (cs[1], cs[2]);
    let r0 = [batch, ch, cw, sy, sx, out_c];
    let r0_v = b.shape(&r0)?;
    let mut v = b.inferred("tosa.reshape", &[conv, r0_v], result_ety, None);
    let perms = dense_array(b.ctx(), 32, &[0, 1, 3, 2, 4, 5]);
    let p = b.props(vec![("perms", perms)]);
    v = b.inferred("tosa.transpose", &[v], conv_ety, p);
    let r1 = [batch, ch * sy, cw * sx, out_c];
    let r1_v = b.shape(&r1)?;
    v = b.inferred("tosa.reshape", &[v, r1_v], result_ety, None);
    let slice_top = (-pad[0]).max(0);
    let slice_left = (-pad[2]).max(0);
    let pad_top = pad[0].max(0);
    let pad_left = pad[2].max(0);
    let slice_h = (r1[1] - slice_top).min(rs[1] - pad_top);
    let slice_w = (r1[2] - slice_left).min(rs[2] - pad_left);
    let begin = [0, slice_top, slice_left, 0];
    let size = [r1[0], slice_h, slice_w, r1[3]];
    let begin_v = b.shape(&begin)?;
    let size_v = b.shape(&size)?;
    let slice = b.inferred("tosa.slice", &[v, begin_v, size_v], result_ety, None);
    let result_padding = [
        0,
        0,
        pad_top,
        rs[1] - pad_top - size[1],
        pad_left,
        rs[2] - pad_left - size[2],
        0,
        0,
    ];
    let result_padding_v = b.shape(&result_padding)?;
    // The builder of `tosa.pad` without a pad value makes a zero one.
    let slice_ety = b.elem(slice);
    let zero = b.splat(&[1], slice_ety, 0)?;
    let mut out = b.inferred(
        "tosa.pad",
        &[slice, result_padding_v, zero],
        result_ety,
        None,
    );
    let mut bias_v = bias;
    b.equalize_ranks(&mut out, &mut bias_v)?;
    let add = b.op("tosa.add", &[out, bias_v], result_ty, None);
    b.rw.replace_op(op, &[add]);
    Some(())
}
