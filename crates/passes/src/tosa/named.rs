//! `tosa-to-linalg-named`: the TOSA ops MLIR lowers to linalg's named ops.
//! `matmul` is a `linalg.batch_matmul` (the quantized form when a zero
//! point is not 0) into a zero-filled accumulator; `conv2d` a
//! `linalg.conv_2d_nhwc_fhwc` and `depthwise_conv2d` a
//! `linalg.depthwise_conv_2d_nhwc_hwcm` collapsed to NHWC, each on the
//! input padded with `tensor.pad` (with zero points, on `i32` operands
//! less their zero points, where MLIR uses the `_q` forms) and followed by
//! the bias added in a `linalg.generic`; `max_pool2d` a `linalg.pooling_nhwc_max`
//! on an input padded with the type's lowest value; `avg_pool2d` (float) a
//! `linalg.pooling_nhwc_sum` on the zero-padded input divided by the number
//! of input elements in each window.
//! As for `tosa-to-linalg`, the IR has the same results as MLIR's but not
//! yet its text.

use sigil_ir::{Context, Module, OpId};

use super::linalg::{list, neg_inf_hex, tensor_text};
use super::{
    attr, attr_text, const_ints, elem, illegal, is_float, shape, template::replace_with, ty,
};
use crate::options::{OptionDecl, OptionKind};
use crate::pass::{Pass, PassFailed, Target};

pub const OPTIONS: &[OptionDecl] = &[OptionDecl {
    name: "prefer-conv2d-kernel-layout-hwcf",
    kind: OptionKind::Bool,
    default: "false",
    help: "Prefer generating linalg.conv_2d_nhwc_hwcf over linalg.conv_2d_nhwc_fhwc",
}];

/// The `tosa-to-linalg-named` pass.
pub struct TosaToLinalgNamed;

impl Pass for TosaToLinalgNamed {
    fn argument(&self) -> &str {
        "tosa-to-linalg-named"
    }

    fn name(&self) -> &str {
        "TosaToLinalgNamed"
    }

    fn anchor(&self) -> Option<&str> {
        Some("func.func")
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        super::run_lowering(t, lower_all)
    }
}

/// Lowers the ops under `root`.
pub fn lower_all(ctx: &mut Context, m: &mut Module, root: OpId) -> Result<(), (OpId, String)> {
    let ops = super::collect(
        ctx,
        m,
        root,
        &[
            b"tosa.matmul",
            b"tosa.conv2d",
            b"tosa.depthwise_conv2d",
            b"tosa.max_pool2d",
            b"tosa.avg_pool2d",
            b"tosa.transpose",
        ],
    );
    for op in ops {
        let body = match ctx.str_bytes(m.ir.op(op).name) {
            // MLIR 22 lowers `transpose` here; a dynamic one sigil leaves
            // to `tosa-to-linalg`.
            b"tosa.transpose" => match super::linalg::transpose(ctx, m, op) {
                Some(body) => Some(body),
                None => continue,
            },
            b"tosa.matmul" => matmul(ctx, m, op),
            b"tosa.conv2d" => conv(ctx, m, op, false),
            b"tosa.depthwise_conv2d" => conv(ctx, m, op, true),
            b"tosa.max_pool2d" => pool(ctx, m, op, true),
            _ => pool(ctx, m, op, false),
        };
        let Some(body) = body else {
            return Err(illegal(ctx, m, op));
        };
        replace_with(ctx, m, op, &body).map_err(|e| (op, e))?;
    }
    Ok(())
}

fn static_shape(ctx: &Context, m: &Module, v: sigil_ir::Value) -> Option<Vec<i64>> {
    shape(ctx, m.ir.value_type(v)).filter(|s| s.iter().all(|&d| d >= 0))
}

fn zero_text(e: &str, float: bool) -> String {
    if float {
        format!("arith.constant 0.0 : {e}")
    } else {
        format!("arith.constant 0 : {e}")
    }
}

/// An `i64` array attribute's values.
fn i64s(ctx: &Context, m: &Module, op: OpId, name: &str) -> Option<Vec<i64>> {
    let t = attr_text(ctx, attr(ctx, m, op, name)?);
    let inner = t.strip_prefix("array<i64")?.trim_start_matches(':');
    let inner = inner.trim_end_matches('>').trim();
    if inner.is_empty() {
        return Some(Vec::new());
    }
    inner.split(',').map(|x| x.trim().parse().ok()).collect()
}

fn matmul(ctx: &Context, m: &Module, op: OpId) -> Option<String> {
    let a_t = m.ir.value_type(m.ir.operand(op, 0));
    let b_t = m.ir.value_type(m.ir.operand(op, 1));
    let out_t = m.ir.value_type(m.ir.result(op, 0));
    static_shape(ctx, m, m.ir.result(op, 0))?;
    let (at, bt, ot) = (ty(ctx, a_t), ty(ctx, b_t), ty(ctx, out_t));
    let oe = ty(ctx, elem(ctx, out_t));
    let float = is_float(ctx, out_t);
    let mut s = format!(
        "  %z = {}\n  %init = tensor.empty() : {ot}\n  %fill = linalg.fill ins(%z : {oe}) outs(%init : {ot}) -> {ot}\n",
        zero_text(&oe, float)
    );
    let zps = if float {
        (0, 0)
    } else {
        (
            *const_ints(ctx, m, m.ir.operand(op, 2))?.first()?,
            *const_ints(ctx, m, m.ir.operand(op, 3))?.first()?,
        )
    };
    if zps == (0, 0) {
        s.push_str(&format!(
            "  %r = linalg.batch_matmul ins(%a0, %a1 : {at}, {bt}) outs(%fill : {ot}) -> {ot}\n"
        ));
    } else {
        s.push_str(&format!(
            "  %za = arith.constant {} : i32\n  %zb = arith.constant {} : i32\n  %r = linalg.quantized_batch_matmul ins(%a0, %a1, %za, %zb : {at}, {bt}, i32, i32) outs(%fill : {ot}) -> {ot}\n",
            zps.0, zps.1
        ));
    }
    s.push_str(&format!("  return %r : {ot}"));
    Some(s)
}

/// `(x - zp)` in `i32` for every element of `src` (of type `src_t`, elements `e`), as `name`.
#[allow(clippy::too_many_arguments)]
fn minus_zero_point(
    s: &mut String,
    name: &str,
    src: &str,
    src_t: &str,
    dst_t: &str,
    e: &str,
    zp: i64,
    rank: usize,
) {
    let dims = (0..rank)
        .map(|i| format!("d{i}"))
        .collect::<Vec<_>>()
        .join(", ");
    let iters = vec!["\"parallel\""; rank].join(", ");
    s.push_str(&format!(
        "  {name}_init = tensor.empty() : {dst_t}\n  {name} = linalg.generic {{indexing_maps = [affine_map<({dims}) -> ({dims})>, affine_map<({dims}) -> ({dims})>], iterator_types = [{iters}]}} ins({src} : {src_t}) outs({name}_init : {dst_t}) {{\n  ^bb0(%x: {e}, %o: i32):\n    %xe = arith.extsi %x : {e} to i32\n    %zp = arith.constant {zp} : i32\n    %y = arith.subi %xe, %zp : i32\n    linalg.yield %y : i32\n  }} -> {dst_t}\n"
    ));
}

/// `tensor.pad` of the NHWC value `src` by `pad` (top, bottom, left,
/// right) with `value`; the padded value's name and type.
fn pad_input(
    s: &mut String,
    src: &str,
    input: &[i64],
    pad: &[i64],
    e: &str,
    it: &str,
    value: &str,
) -> (String, String) {
    if pad.iter().all(|&p| p == 0) {
        return (src.to_string(), it.to_string());
    }
    let padded = [
        input[0],
        input[1] + pad[0] + pad[1],
        input[2] + pad[2] + pad[3],
        input[3],
    ];
    let pt = tensor_text(&padded, e);
    s.push_str(&format!(
        "  %pv = {value}\n  %padded = tensor.pad {src} low[0, {}, {}, 0] high[0, {}, {}, 0] {{\n  ^bb0(%p0: index, %p1: index, %p2: index, %p3: index):\n    tensor.yield %pv : {e}\n  }} : {it} to {pt}\n",
        pad[0], pad[2], pad[1], pad[3]
    ));
    ("%padded".to_string(), pt)
}

fn conv(ctx: &Context, m: &Module, op: OpId, depthwise: bool) -> Option<String> {
    let input = static_shape(ctx, m, m.ir.operand(op, 0))?;
    let weight = static_shape(ctx, m, m.ir.operand(op, 1))?;
    let out = static_shape(ctx, m, m.ir.result(op, 0))?;
    let in_t = m.ir.value_type(m.ir.operand(op, 0));
    let w_t = m.ir.value_type(m.ir.operand(op, 1));
    let b_t = m.ir.value_type(m.ir.operand(op, 2));
    let out_t = m.ir.value_type(m.ir.result(op, 0));
    let (it, wt, btt, ot) = (ty(ctx, in_t), ty(ctx, w_t), ty(ctx, b_t), ty(ctx, out_t));
    let ie = ty(ctx, elem(ctx, in_t));
    let oe = ty(ctx, elem(ctx, out_t));
    let be = ty(ctx, elem(ctx, b_t));
    let float = is_float(ctx, in_t);
    let pad = i64s(ctx, m, op, "pad")?;
    let stride = i64s(ctx, m, op, "stride")?;
    let dilation = i64s(ctx, m, op, "dilation")?;
    let bias = static_shape(ctx, m, m.ir.operand(op, 2))?;
    let (izp, wzp) = if float {
        (0, 0)
    } else {
        (
            *const_ints(ctx, m, m.ir.operand(op, 3))?.first()?,
            *const_ints(ctx, m, m.ir.operand(op, 4))?.first()?,
        )
    };
    let mut s = String::new();
    let quant = izp != 0 || wzp != 0;
    // With zero points, both operands move to i32 without them first
    // (linalg's `_q` convolutions are not among sigil's linalg ops); the
    // padding is then 0, which is the input's zero point.
    let we = ty(ctx, elem(ctx, w_t));
    let (src, it, ie, w_in, wt) = if quant {
        let t32 = tensor_text(&input, "i32");
        let w32 = tensor_text(&weight, "i32");
        minus_zero_point(&mut s, "%in32", "%a0", &it, &t32, &ie, izp, input.len());
        minus_zero_point(&mut s, "%w32", "%a1", &wt, &w32, &we, wzp, weight.len());
        ("%in32", t32, "i32".to_string(), "%w32", w32)
    } else {
        ("%a0", it, ie, "%a1", wt)
    };
    let pad_value = if float {
        format!("arith.constant 0.0 : {ie}")
    } else {
        format!("arith.constant 0 : {ie}")
    };
    let (pv, pt) = pad_input(&mut s, src, &input, &pad, &ie, &it, &pad_value);
    let attrs = format!(
        "{{dilations = dense<{}> : tensor<2xi64>, strides = dense<{}> : tensor<2xi64>}}",
        list(&dilation),
        list(&stride)
    );
    s.push_str(&format!(
        "  %z = {}\n",
        zero_text(&oe, is_float(ctx, out_t))
    ));
    let conv_out = if depthwise {
        // Weights HWCM, result NHWCM, collapsed to NHWC.
        let cm = [out[0], out[1], out[2], weight[2], weight[3]];
        let ct = tensor_text(&cm, &oe);
        s.push_str(&format!(
            "  %ci = tensor.empty() : {ct}\n  %cf = linalg.fill ins(%z : {oe}) outs(%ci : {ct}) -> {ct}\n"
        ));
        s.push_str(&format!(
            "  %cv = linalg.depthwise_conv_2d_nhwc_hwcm {attrs} ins({pv}, {w_in} : {pt}, {wt}) outs(%cf : {ct}) -> {ct}\n"
        ));
        s.push_str(&format!(
            "  %conv = tensor.collapse_shape %cv [[0], [1], [2], [3, 4]] : {ct} into {ot}\n"
        ));
        "%conv"
    } else {
        s.push_str(&format!(
            "  %ci = tensor.empty() : {ot}\n  %cf = linalg.fill ins(%z : {oe}) outs(%ci : {ot}) -> {ot}\n"
        ));
        s.push_str(&format!(
            "  %conv = linalg.conv_2d_nhwc_fhwc {attrs} ins({pv}, {w_in} : {pt}, {wt}) outs(%cf : {ot}) -> {ot}\n"
        ));
        "%conv"
    };
    // The bias, broadcast along C (a bias of one element along everything).
    let bias_map = if bias.first() == Some(&1) && out[3] != 1 {
        "affine_map<(d0, d1, d2, d3) -> (0)>"
    } else {
        "affine_map<(d0, d1, d2, d3) -> (d3)>"
    };
    let add = if is_float(ctx, out_t) {
        "arith.addf"
    } else {
        "arith.addi"
    };
    let cast_bias = if be == oe {
        String::new()
    } else {
        format!("    %bx = arith.extsi %b : {be} to {oe}\n")
    };
    let bv = if be == oe { "%b" } else { "%bx" };
    s.push_str(&format!(
        "  %bi = tensor.empty() : {ot}\n  %r = linalg.generic {{indexing_maps = [{bias_map}, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"parallel\"]}} ins(%a2, {conv_out} : {btt}, {ot}) outs(%bi : {ot}) {{\n  ^bb0(%b: {be}, %c: {oe}, %o: {oe}):\n{cast_bias}    %y = {add} {bv}, %c : {oe}\n    linalg.yield %y : {oe}\n  }} -> {ot}\n  return %r : {ot}"
    ));
    Some(s)
}

fn pool(ctx: &Context, m: &Module, op: OpId, max: bool) -> Option<String> {
    let input = static_shape(ctx, m, m.ir.operand(op, 0))?;
    static_shape(ctx, m, m.ir.result(op, 0))?;
    let in_t = m.ir.value_type(m.ir.operand(op, 0));
    let out_t = m.ir.value_type(m.ir.result(op, 0));
    let (it, ot) = (ty(ctx, in_t), ty(ctx, out_t));
    let e = ty(ctx, elem(ctx, in_t));
    let float = is_float(ctx, in_t);
    let kernel = i64s(ctx, m, op, "kernel")?;
    let stride = i64s(ctx, m, op, "stride")?;
    let pad = i64s(ctx, m, op, "pad")?;
    let kt = tensor_text(&kernel, &e);
    let attrs = format!(
        "{{dilations = dense<1> : vector<2xi64>, strides = dense<{}> : vector<2xi64>}}",
        list(&stride)
    );
    let mut s = String::new();
    if max {
        let lowest = if float {
            format!("arith.constant 0x{} : {e}", neg_inf_hex(&e)?)
        } else {
            let w: u32 = e.trim_start_matches('i').parse().ok()?;
            format!("arith.constant {} : {e}", -(1i128 << (w - 1)))
        };
        let (pv, pt) = pad_input(&mut s, "%a0", &input, &pad, &e, &it, &lowest);
        s.push_str(&format!(
            "  %lo = {lowest}\n  %init = tensor.empty() : {ot}\n  %fill = linalg.fill ins(%lo : {e}) outs(%init : {ot}) -> {ot}\n  %k = tensor.empty() : {kt}\n  %r = linalg.pooling_nhwc_max {attrs} ins({pv}, %k : {pt}, {kt}) outs(%fill : {ot}) -> {ot}\n  return %r : {ot}"
        ));
        return Some(s);
    }
    if !float {
        return None;
    }
    // The window's count of input elements (padding excluded), per output
    // row and column: (min(o*s - p + k, size) - max(o*s - p, 0)) each way.
    let zero = format!("arith.constant 0.0 : {e}");
    let (pv, pt) = pad_input(&mut s, "%a0", &input, &pad, &e, &it, &zero);
    let mut count = String::new();
    for (axis, (dim, (k, (st, p0)))) in [
        (1usize, (input[1], (kernel[0], (stride[0], pad[0])))),
        (2, (input[2], (kernel[1], (stride[1], pad[2])))),
    ] {
        count.push_str(&format!(
            "    %o{axis} = linalg.index {axis} : index\n    %st{axis} = arith.constant {st} : index\n    %p{axis} = arith.constant {p0} : index\n    %k{axis} = arith.constant {k} : index\n    %n{axis} = arith.constant {dim} : index\n    %z{axis} = arith.constant 0 : index\n    %s{axis} = arith.muli %o{axis}, %st{axis} : index\n    %b{axis} = arith.subi %s{axis}, %p{axis} : index\n    %e{axis} = arith.addi %b{axis}, %k{axis} : index\n    %lo{axis} = arith.maxsi %b{axis}, %z{axis} : index\n    %hi{axis} = arith.minsi %e{axis}, %n{axis} : index\n    %c{axis} = arith.subi %hi{axis}, %lo{axis} : index\n"
        ));
    }
    s.push_str(&format!(
        "  %z = {zero}\n  %init = tensor.empty() : {ot}\n  %fill = linalg.fill ins(%z : {e}) outs(%init : {ot}) -> {ot}\n  %k = tensor.empty() : {kt}\n  %sum = linalg.pooling_nhwc_sum {attrs} ins({pv}, %k : {pt}, {kt}) outs(%fill : {ot}) -> {ot}\n  %di = tensor.empty() : {ot}\n  %r = linalg.generic {{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"parallel\"]}} ins(%sum : {ot}) outs(%di : {ot}) {{\n  ^bb0(%x: {e}, %o: {e}):\n{count}    %cnt = arith.muli %c1, %c2 : index\n    %ci = arith.index_cast %cnt : index to i32\n    %cf = arith.sitofp %ci : i32 to {e}\n    %y = arith.divf %x, %cf : {e}\n    linalg.yield %y : {e}\n  }} -> {ot}\n  return %r : {ot}"
    ));
    Some(s)
}
