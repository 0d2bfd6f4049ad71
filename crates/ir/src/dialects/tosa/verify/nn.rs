//! The verifiers of TOSA's compute ops: convolutions, pooling, matmul, the
//! FFTs, `rescale`, `clamp`, `mul`, `negate`, `argmax`, with MLIR 22's messages.

use super::*;

/// `tosa.argmax`.
pub(crate) fn argmax(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let out = result_type(c, op);
    if !matches!(
        ctx.type_data(elem(ctx, out)),
        TypeData::Integer { .. } | TypeData::Index
    ) {
        bail!(c, op, "result tensor is not of integer type");
    }
    let Some(input) = dims(ctx, operand_type(c, op, 0)) else {
        return Ok(());
    };
    let axis = int_prop(c, op, "axis").unwrap_or(0);
    if axis < 0 || axis >= input.len() as i64 {
        bail!(c, op, "specified axis is outside the rank of the tensor");
    }
    let Some(output) = dims(ctx, out) else {
        return Ok(());
    };
    let mut expected = input.to_vec();
    expected.remove(axis as usize);
    if !compatible_dims(&expected, output) {
        bail!(
            c,
            op,
            "expected output shape '{}', got '{}'",
            list(&expected),
            list(output)
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
        bail!(
            c,
            op,
            "expect all kernel values to be >= 1, got {}",
            list(&kernel)
        );
    }
    if strides.iter().any(|&s| s < 1) {
        bail!(
            c,
            op,
            "expect all stride values to be >= 1, got {}",
            list(&strides)
        );
    }
    if pad.iter().any(|&p| p < 0) {
        bail!(
            c,
            op,
            "expect all padding values to be >= 0, got {}",
            list(&pad)
        );
    }
    if pad[3] >= kernel[1] || pad[2] >= kernel[1] {
        bail!(
            c,
            op,
            "expected left/right padding to be less than the width of the kernel, got \
                 pad_left={}, pad_right={}, kernel_x={}",
            pad[2],
            pad[3],
            kernel[1]
        );
    }
    if pad[0] >= kernel[0] || pad[1] >= kernel[0] {
        bail!(
            c,
            op,
            "expected top/bottom padding to be less than the height of the kernel, got \
                 pad_top={}, pad_bottom={}, kernel_y={}",
            pad[0],
            pad[1],
            kernel[0]
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
            bail!(
                c,
                op,
                "expected input_{} + pad_{} + pad_{} - kernel_{} to be wholly divisible by \
                     stride_{}, got ({input_size} + {pb} + {pa} - {k}) / {s}",
                names[0],
                names[2],
                names[3],
                names[1],
                names[1]
            );
        };
        if output_size != DYNAMIC && m1 + 1 != output_size {
            bail!(
                c,
                op,
                "calculated output {} did not match expected: calculated={}, expected={}",
                names[0],
                m1 + 1,
                output_size
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
            bail!(c, op, "accumulator type for integer tensor is not i32");
        }
        let f16 = is_float(ctx, acc, FloatKind::F16);
        let f32 = is_float(ctx, acc, FloatKind::F32);
        if is_float(ctx, ie, FloatKind::F16) && !(f16 || f32) {
            bail!(c, op, "accumulator type for f16 tensor is not f16/f32");
        }
        if is_float(ctx, ie, FloatKind::BF16) && !f32 {
            bail!(c, op, "accumulator type for bf16 tensor is not f32");
        }
        if is_float(ctx, ie, FloatKind::F32) && !f32 {
            bail!(c, op, "accumulator type for f32 tensor is not f32");
        }
    }
    if ie != ize {
        bail!(
            c,
            op,
            "expect both input and its zero point are the same element type, got {} and {}",
            ts(ctx, ie),
            ts(ctx, ize)
        );
    }
    if re != oze {
        bail!(
            c,
            op,
            "expect both output and its zero point are the same element type, got {} and {}",
            ts(ctx, re),
            ts(ctx, oze)
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
        bail!(c, op, "input/output element types are incompatible.");
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
                bail!(
                    c,
                    op,
                    "expected min_val <= max_val, got min_val={}, max_val={}",
                    shown(min),
                    shown(max)
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
                bail!(
                    c,
                    op,
                    "min/max attributes should not be 'NaN', got min_val={}, max_val={}",
                    shown(min),
                    shown(max)
                );
            }
            if fmax < fmin {
                bail!(
                    c,
                    op,
                    "expected min_val <= max_val, got min_val={}, max_val={}",
                    shown(min),
                    shown(max)
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
    let st = |t: Type| crate::dialects::tosa::types::quant_storage(ctx, t).unwrap_or(t);
    let ie = st(elem(ctx, operand_type(c, op, 0)));
    let we = st(elem(ctx, operand_type(c, op, 1)));
    let (be, re) = (st(bias_e), st(result_e));
    if bias_float && result_float && be != re {
        bail!(
            c,
            op,
            "expect both bias and result to have same element type, got {} and {}",
            ts(ctx, be),
            ts(ctx, re)
        );
    }
    let f8 = |t: Type| is_float(ctx, t, FloatKind::F8E5M2) || is_float(ctx, t, FloatKind::F8E4M3FN);
    if (f8(ie) || f8(we)) && ie != we {
        bail!(
            c,
            op,
            "expect both input and weight to have same element type, got {} and {}",
            ts(ctx, ie),
            ts(ctx, we)
        );
    }
    if is_any_float(ctx, ie) != is_any_float(ctx, we) {
        bail!(
            c,
            op,
            "expect both input and weight to be float or not together, got {} and {}",
            ts(ctx, ie),
            ts(ctx, we)
        );
    }
    let ize = storage(ctx, operand_type(c, op, 3));
    if ie != ize {
        bail!(
            c,
            op,
            "expect both input and its zero point are the same element type, got {} and {}",
            ts(ctx, ie),
            ts(ctx, ize)
        );
    }
    let wze = storage(ctx, operand_type(c, op, 4));
    if we != wze {
        bail!(
            c,
            op,
            "expect both weight and its zero point are the same element type, got {} and {}",
            ts(ctx, we),
            ts(ctx, wze)
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
        bail!(c, op, "accumulator type for i8 tensor is not i32");
    }
    if is_int(ctx, ie, 16) && !is_int(ctx, acc, 48) {
        bail!(c, op, "accumulator type for i16 tensor is not i48");
    }
    if (is_float(ctx, ie, FloatKind::F8E5M2) || is_float(ctx, ie, FloatKind::F8E4M3)) && !f16 {
        bail!(c, op, "accumulator type for f8 tensor is not f16");
    }
    if is_float(ctx, ie, FloatKind::F16) && !(f16 || f32) {
        bail!(c, op, "accumulator type for f16 tensor is not f16/f32");
    }
    if is_float(ctx, ie, FloatKind::BF16) && !f32 {
        bail!(c, op, "accumulator type for bf16 tensor is not f32");
    }
    if is_float(ctx, ie, FloatKind::F32) && !f32 {
        bail!(c, op, "accumulator type for f32 tensor is not f32");
    }
    Ok(())
}

fn uniform_or_quant_storage(ctx: &Context, e: Type) -> Type {
    crate::dialects::tosa::types::quant_storage(ctx, e).unwrap_or(e)
}

/// `verifyConvOpErrorIf` of conv2d, conv3d and depthwise_conv2d.
fn conv_error_if(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let padding = array_prop(c, op, "pad");
    let strides = array_prop(c, op, "stride");
    let dilations = array_prop(c, op, "dilation");
    if padding.iter().any(|&p| p < 0) {
        bail!(
            c,
            op,
            "expect all padding values to be >= 0, got {}",
            list(&padding)
        );
    }
    if strides.iter().any(|&s| s < 1) {
        bail!(
            c,
            op,
            "expect all stride values to be >= 1, got {}",
            list(&strides)
        );
    }
    if dilations.iter().any(|&d| d < 1) {
        bail!(
            c,
            op,
            "expect all dilation values to be >= 1, got {}",
            list(&dilations)
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
                bail!(
                    c,
                    op,
                    "expected input_{0} - 1 + pad_{2} + pad_{3} - (kernel_{0} - 1) * \
                         dilation_{1} to be wholly divisible by stride_{1}, got ({in_size} - 1 + \
                         {pb} + {pa} - ({k_size} - 1) * {d}) / {s}",
                    names[0],
                    names[1],
                    names[2],
                    names[3]
                );
            };
            if out_size != DYNAMIC && m1 + 1 != out_size {
                bail!(
                    c,
                    op,
                    "calculated output {} did not match expected: calculated={}, expected={}",
                    names[0],
                    m1 + 1,
                    out_size
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
        bail!(
            c,
            op,
            "bias channels expected to be equal to output channels ({out_ch}) or 1, got \
                 {bias_ch}"
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
        bail!(
            c,
            op,
            "expect all stride values to be >= 1, got [{}]",
            list(&strides)
        );
    }
    let weight = dims(ctx, operand_type(c, op, 1));
    let pad_check = |pad: i64, k: i64, pad_name: &str, k_name: &str| -> R {
        if pad <= -k {
            bail!(
                c,
                op,
                "expected {pad_name} > -{k_name}, but got: {pad_name}={pad} and {k_name}={k}"
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
                bail!(
                    c,
                    op,
                    "dimension mismatch: expected OH == (IH - 1) * stride_y + out_pad_top + \
                         out_pad_bottom + KH, but got {oh} != ({ih} - 1) * {} + {} + {} + {kh}",
                    strides[0],
                    pads[0],
                    pads[1]
                );
            }
            let (iw, kw, ow) = (input[2], w[2], output[2]);
            if iw != DYNAMIC
                && ow != DYNAMIC
                && ow != (iw - 1) * strides[1] + pads[2] + pads[3] + kw
            {
                bail!(
                    c,
                    op,
                    "dimension mismatch: expected OW == (IW - 1) * stride_x + out_pad_left + \
                         out_pad_right + KW, but got {ow} != ({iw} - 1) * {} + {} + {} + {kw}",
                    strides[1],
                    pads[2],
                    pads[3]
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
            bail!(
                c,
                op,
                "bias channels expected to be equal to output channels ({out_ch}) or 1, got \
                     {bias_ch}"
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
    let aq = crate::dialects::quant::uniform(ctx, ae) == Some(false);
    let bq = crate::dialects::quant::uniform(ctx, be) == Some(false);
    if aq || bq {
        if !(aq && bq) {
            bail!(
                c,
                op,
                "expect operands to be both quantized or both not quantized, got {} and {}",
                ts(ctx, ae),
                ts(ctx, be)
            );
        }
        let width = |e: Type| {
            crate::dialects::tosa::types::quant_storage(ctx, e)
                .and_then(|s| crate::dialects::support::bit_width(ctx, s))
        };
        let (aw, bw) = (width(ae).unwrap_or(0), width(be).unwrap_or(0));
        if aw != bw {
            bail!(
                c,
                op,
                "expect quantized operands to have same widths, got {aw} and {bw}"
            );
        }
    }
    let (a_s, az) = (storage(ctx, at), storage(ctx, operand_type(c, op, 2)));
    if a_s != az {
        bail!(
            c,
            op,
            "expect input a and a_zp have the same element type, got {} and {}",
            ts(ctx, a_s),
            ts(ctx, az)
        );
    }
    let (b_s, bz) = (storage(ctx, bt), storage(ctx, operand_type(c, op, 3)));
    if b_s != bz {
        bail!(
            c,
            op,
            "expect input b and b_zp have the same element type, got {} and {}",
            ts(ctx, b_s),
            ts(ctx, bz)
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
            bail!(c, op, "requires the same element type for all operands");
        };
        if a != b {
            bail!(c, op, "requires the same element type for all operands");
        }
        if aw > rw {
            bail!(c, op, "invalid data type size for operands or result");
        }
    } else {
        if a != res || b != res {
            bail!(
                c,
                op,
                "requires the same element type for all operands and results"
            );
        }
        if let Some(shift) = constant(c, c.ir().operand(op, 2)) {
            if int_values(ctx, shift, true)
                .first()
                .is_some_and(|&s| s != 0)
            {
                bail!(c, op, "require shift to be 0 for float type");
            }
        }
    }
    let at = operand_type(c, op, 0);
    let bt = operand_type(c, op, 1);
    let (ad, bd) = (dims(ctx, at), dims(ctx, bt));
    if let (Some(ad), Some(bd)) = (ad, bd) {
        if ad.len() != bd.len() {
            bail!(
                c,
                op,
                "a and b operands don't have matching ranks, got {} and {}",
                ad.len(),
                bd.len()
            );
        }
        if broadcast(ad, bd).is_none() {
            bail!(
                c,
                op,
                "a and b operands don't have broadcast-compatible shapes, got {} and {}",
                ts(ctx, at),
                ts(ctx, bt)
            );
        }
    }
    let Some(rd) = dims(ctx, result_type(c, op)) else {
        return Ok(());
    };
    if let Some(ad) = ad {
        if rd.len() != ad.len() {
            bail!(
                c,
                op,
                "result type has different rank than a, got {} vs {}",
                rd.len(),
                ad.len()
            );
        }
    }
    if let Some(bd) = bd {
        if rd.len() != bd.len() {
            bail!(
                c,
                op,
                "result type has different rank than b, got {} vs {}",
                rd.len(),
                bd.len()
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
        bail!(c, op, "requires the same shape for input1 and output");
    }
    let (ie, ize) = (storage(ctx, it), storage(ctx, operand_type(c, op, 1)));
    if ie != ize {
        bail!(
            c,
            op,
            "expect both input1 and its zero point are the same element type, got {} and {}",
            ts(ctx, ie),
            ts(ctx, ize)
        );
    }
    let (oe, oze) = (storage(ctx, ot), storage(ctx, operand_type(c, op, 2)));
    if oe != oze {
        bail!(
            c,
            op,
            "expect both output and its zero point are the same element type, got {} and {}",
            ts(ctx, oe),
            ts(ctx, oze)
        );
    }
    zero_points(c, op, &[(1, "Input1"), (2, "Output")])
}

fn power_of_two(c: &dyn Checker, op: OpId, size: i64, name: &str) -> R {
    if size > 0 && (size & (size - 1)) == 0 {
        return Ok(());
    }
    bail!(c, op, "expected {name} to be a power of two, got {size}")
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
        bail!(
            c,
            op,
            "expected output shapes to match, got {}",
            text.join(", ")
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
        bail!(
            c,
            op,
            "expected batch and height dimensions of input/output to match, got input={} \
                 output={}",
            ts(ctx, it),
            ts(ctx, outs[0])
        );
    }
    let ow = output[2];
    if w != DYNAMIC && ow != DYNAMIC && ow != w / 2 + 1 {
        bail!(
            c,
            op,
            "expected output width to be equal to input_width / 2 + 1, got {ow}"
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
        bail!(
            c,
            op,
            "expect input to have integer element type, got {}",
            ts(ctx, ie)
        );
    }
    let ot = result_type(c, op);
    let oe = storage(ctx, ot);
    if !is_integer_type(ctx, oe) {
        bail!(
            c,
            op,
            "expect output to have integer element type, got {}",
            ts(ctx, oe)
        );
    }
    for (v, zp, name) in [(it, 3, "input"), (ot, 4, "output")] {
        let e = storage(ctx, v);
        let ze = storage(ctx, operand_type(c, op, zp));
        let width = |t: Type| crate::dialects::support::bit_width(ctx, t);
        if !(is_integer_type(ctx, e) && is_integer_type(ctx, ze)) || width(e) != width(ze) {
            bail!(
                c,
                op,
                "expected {name} and {name}_zp to both be integer of the same bitwidth, but \
                     got {} vs. {}",
                ts(ctx, e),
                ts(ctx, ze)
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
            if !(is_int(ctx, ze, 8) || (is_int(ctx, ze, 16) && unsigned)) {
                bail!(c, op, "expect {name}_zp of 0, got {z}");
            }
            if is_int(ctx, ze, 16) && unsigned && z != 32768 {
                bail!(
                    c,
                    op,
                    "expect {name}_zp of 0 or 32768 for unsigned int16 {name}, got {z}"
                );
            }
        }
    }
    let mt = operand_type(c, op, 1);
    let st = operand_type(c, op, 2);
    let me = elem(ctx, mt);
    let scale32 = bool_prop(c, op, "scale32");
    if scale32 && !is_int(ctx, me, 32) {
        bail!(
            c,
            op,
            "expect i32 element type for multiplier for scale32=true, got {}",
            ts(ctx, me)
        );
    }
    if !scale32 && !is_int(ctx, me, 16) {
        bail!(
            c,
            op,
            "expect i16 element type for multiplier for scale32=false, got {}",
            ts(ctx, me)
        );
    }
    let Some(input) = dims(ctx, it) else {
        return Ok(());
    };
    let mut channels = 1;
    if bool_prop(c, op, "per_channel") {
        if input.is_empty() {
            bail!(
                c,
                op,
                "requires input to be at least rank 1 when per_channel is true, but got rank {}",
                input.len()
            );
        }
        channels = input[input.len() - 1];
    }
    let Some(m) = dims(ctx, mt) else {
        return Ok(());
    };
    if m[0] != DYNAMIC && m[0] != channels {
        bail!(
            c,
            op,
            "expect shape of {{ {channels} }} for multiplier input, got {{ {} }}",
            m[0]
        );
    }
    let Some(s) = dims(ctx, st) else {
        return Ok(());
    };
    if s[0] != DYNAMIC && s[0] != channels {
        bail!(
            c,
            op,
            "expect shape of {{ {channels} }} for shift input, got {{ {} }}",
            s[0]
        );
    }
    Ok(())
}

/// The block size of a block-scaled op (`BLOCK_SIZE_32`: 32).
fn block_size(c: &dyn Checker, op: OpId) -> i64 {
    let Some(a) = prop(c, op, "block_size") else {
        return 32;
    };
    match c.ctx().attr_data(a) {
        AttrData::Dialect(d) => match d.params.first() {
            Some(crate::attrs::Param::Int(v)) => {
                let cases = crate::dialects::tosa::enum_cases("block_size");
                let name = cases.and_then(|e| e.name(*v)).unwrap_or("BLOCK_SIZE_32");
                name.trim_start_matches("BLOCK_SIZE_").parse().unwrap_or(32)
            }
            _ => 32,
        },
        _ => 32,
    }
}

/// Whether two ranked shapes agree on every dimension but the last.
fn compatible_but_last(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len()
        && compatible_dims(
            &a[..a.len().saturating_sub(1)],
            &b[..b.len().saturating_sub(1)],
        )
}

/// The checks `cast_from_block_scaled` and `cast_to_block_scaled` share:
/// `data` and `other` have compatible shapes, `data`'s last dimension is a
/// multiple of the block size, and `scale` has `blocked`'s shape with the
/// last dimension divided by the block size.
fn block_scaled_cast(
    c: &dyn Checker,
    op: OpId,
    (data, other): ((Type, &str), (Type, &str)),
    (blocked, scale): ((Type, &str), (Type, &str)),
) -> R {
    let ctx = c.ctx();
    let bs = block_size(c, op);
    if !compatible_shape(ctx, data.0, other.0) {
        bail!(
            c,
            op,
            "require compatible shapes for {} ({}) and {} ({})",
            data.1,
            ts(ctx, data.0),
            other.1,
            ts(ctx, other.0)
        );
    }
    if let Some(&last) = dims(ctx, data.0).and_then(|d| d.last()) {
        if last != DYNAMIC && last % bs != 0 {
            bail!(
                c,
                op,
                "expect last dimension of {} ({last}) to be divisible by block_size ({bs})",
                data.1
            );
        }
    }
    let (Some(b), Some(s)) = (dims(ctx, blocked.0), dims(ctx, scale.0)) else {
        return Ok(());
    };
    if !compatible_but_last(b, s) {
        bail!(
            c,
            op,
            "require compatible shapes for {} ({}) and {} ({}) except for the last dimension",
            blocked.1,
            ts(ctx, blocked.0),
            scale.1,
            ts(ctx, scale.0)
        );
    }
    let (Some(&lb), Some(&ls)) = (b.last(), s.last()) else {
        return Ok(());
    };
    if lb != DYNAMIC && ls != DYNAMIC && ls != lb / bs {
        bail!(
            c,
            op,
            "expect last dimension of {} ({ls}) to be equal to last dimension of {} / block_size ({})",
            scale.1,
            blocked.1,
            lb / bs
        );
    }
    Ok(())
}

/// `tosa.cast_from_block_scaled`: operands input_data, input_scale.
pub(crate) fn cast_from_block_scaled(c: &dyn Checker, op: OpId) -> R {
    let data = (operand_type(c, op, 0), "input_data");
    let scale = (operand_type(c, op, 1), "input_scale");
    let out = (result_type(c, op), "output_data");
    block_scaled_cast(c, op, (data, out), (data, scale))
}

/// `tosa.cast_to_block_scaled`: results output_data, output_scale.
pub(crate) fn cast_to_block_scaled(c: &dyn Checker, op: OpId) -> R {
    let ir = c.ir();
    let data = (operand_type(c, op, 0), "input_data");
    let out = (ir.value_type(ir.result(op, 0)), "output_data");
    let scale = (ir.value_type(ir.result(op, 1)), "output_scale");
    block_scaled_cast(c, op, (data, out), (out, scale))
}

/// `tosa.matmul_t_block_scaled`: operands a_data, a_scale, b_data, b_scale.
pub(crate) fn matmul_t_block_scaled(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let bs = block_size(c, op);
    let shape = |i: usize| dims(ctx, operand_type(c, op, i));
    // A dimension first known from one operand must match in the others.
    let update = |dim: &mut i64, new: i64, operand: &str, what: &str| -> R {
        if *dim == DYNAMIC {
            *dim = new;
        } else if new != DYNAMIC && new != *dim {
            bail!(
                c,
                op,
                "expected {what} of {operand} to match size {}, got {new}",
                *dim
            );
        }
        Ok(())
    };
    let (mut n, mut d, mut h, mut w, mut ch, mut mult) =
        (DYNAMIC, DYNAMIC, DYNAMIC, DYNAMIC, DYNAMIC, DYNAMIC);
    if let Some(a) = shape(0) {
        (n, h, ch) = (a[0], a[1], a[2]);
    }
    if let Some(s) = shape(1) {
        update(&mut n, s[0], "a_scale", "batch")?;
        update(&mut h, s[1], "a_scale", "height")?;
        mult = s[2];
    }
    if let Some(b) = shape(2) {
        d = b[0];
        w = b[1];
        update(&mut ch, b[2], "b_data", "channels")?;
    }
    if let Some(s) = shape(3) {
        update(&mut d, s[0], "b_scale", "batch")?;
        update(&mut w, s[1], "b_scale", "width")?;
        update(&mut mult, s[2], "b_scale", "C/block_size")?;
    }
    if n != DYNAMIC && d != DYNAMIC && d != 1 && d != n {
        bail!(
            c,
            op,
            "expect B matrix batch size to be broadcast compatible with A, got D={d} vs N={n}"
        );
    }
    if ch != DYNAMIC && ch % bs != 0 {
        bail!(
            c,
            op,
            "expect C to be a multiple of block size, got C={ch}, block_size={bs}"
        );
    }
    if ch != DYNAMIC && mult != DYNAMIC && mult != ch / bs {
        bail!(
            c,
            op,
            "expect scale operands dimension 2 to equal C/block_size ({ch}/{bs}), got {mult}"
        );
    }
    let expected = [n, h, w];
    if let Some(o) = dims(ctx, result_type(c, op)) {
        if !compatible_dims(o, &expected) {
            bail!(
                c,
                op,
                "expected output shape {} to be compatible with expected output shape {}",
                list(o),
                list(&expected)
            );
        }
    }
    Ok(())
}
