//! StableHLO's quantized tensors (`tensor<2x!quant.uniform<i8:f32, 0.1:-30>>`)
//! as tensors of their storage integers: the types become their storage
//! type (see `signless`), `bitcast_convert` to or from the storage type is
//! the value itself, and `uniform_quantize`, `uniform_dequantize` and the
//! elementwise ops on quantized operands compute in the expressed float
//! type, as StableHLO's spec defines them (`dequantize_op_quantize`):
//! `dequantize(q) = (q - zero_point) * scale` and `quantize(x) =
//! clamp(storage_min, round_nearest_even(x / scale + zero_point),
//! storage_max)`, with the scale and zero point of the element's index
//! along the quantized axis for a per-axis type.

use std::fmt::Write;

use sigil_ir::dialects::quant::{uniform_params, Uniform};
use sigil_ir::{Context, Module, NewOp, OpId, Type, TypeData, Value};

use super::{elem, template};

/// Whether `t` (a tensor or an element type) has quantized elements.
pub(super) fn is_quantized(ctx: &Context, t: Type) -> bool {
    uniform_params(ctx, elem(ctx, t)).is_some()
}

/// Whether `op` has a quantized operand or result.
pub(super) fn involves(ctx: &Context, m: &Module, op: OpId) -> bool {
    let ir = &m.ir;
    ir.operands(op).any(|v| is_quantized(ctx, ir.value_type(v)))
        || ir.results(op).any(|v| is_quantized(ctx, ir.value_type(v)))
}

/// The float literal `v` of type `t`, exactly (as hexadecimal bits).
fn float_literal(ctx: &Context, t: Type, v: f64) -> Option<String> {
    let TypeData::Float(k) = ctx.type_data(t) else {
        return None;
    };
    let bits = sigil_numeric::float_from_f64(*k, v);
    let digits = k.bit_width().div_ceil(4) as usize;
    let bits = format!("0x{bits:0digits$X}");
    Some(bits)
}

/// The scale and zero point of element `idx` (MLIR names of index values)
/// of a tensor of type `q`, as values of the expressed type `ft`: written
/// into `pre` (outside the `tensor.generate`, per-axis tables) and `body`.
fn scale_and_zero(
    ctx: &mut Context,
    q: &Uniform,
    name: &str,
    idx: &[String],
    pre: &mut String,
    body: &mut String,
) -> Option<(String, String)> {
    let ft = q.expressed;
    let fts = sigil_ir::printer::type_to_string(ctx, ft);
    match q.axis {
        None => {
            let s = float_literal(ctx, ft, *q.scales.first()?)?;
            let z = float_literal(ctx, ft, *q.zero_points.first()? as f64)?;
            writeln!(
                body,
                "  %{name}s = arith.constant {s} : {fts}\n  %{name}z = arith.constant {z} : {fts}"
            )
            .ok()?;
        }
        Some(axis) => {
            let n = q.scales.len();
            let s: Option<Vec<String>> = q
                .scales
                .iter()
                .map(|&v| float_literal(ctx, ft, v))
                .collect();
            let z: Option<Vec<String>> = (q.zero_points.iter())
                .map(|&v| float_literal(ctx, ft, v as f64))
                .collect();
            writeln!(
                pre,
                "  %{name}st = arith.constant dense<[{}]> : tensor<{n}x{fts}>\n  \
                 %{name}zt = arith.constant dense<[{}]> : tensor<{n}x{fts}>",
                s?.join(", "),
                z?.join(", ")
            )
            .ok()?;
            let at = idx.get(axis)?;
            writeln!(
                body,
                "  %{name}s = tensor.extract %{name}st[{at}] : tensor<{n}x{fts}>\n  \
                 %{name}z = tensor.extract %{name}zt[{at}] : tensor<{n}x{fts}>"
            )
            .ok()?;
        }
    }
    Some((format!("%{name}s"), format!("%{name}z")))
}

/// `v` (of float type `from`) as float type `to`.
fn cast_float(
    ctx: &Context,
    v: &str,
    from: Type,
    to: Type,
    name: &str,
    body: &mut String,
) -> Option<String> {
    let (fw, tw) = match (ctx.type_data(from), ctx.type_data(to)) {
        (TypeData::Float(a), TypeData::Float(b)) => (a.bit_width(), b.bit_width()),
        _ => return None,
    };
    if from == to {
        return Some(v.to_string());
    }
    let (f, t) = (
        sigil_ir::printer::type_to_string(ctx, from),
        sigil_ir::printer::type_to_string(ctx, to),
    );
    let cast = if fw < tw {
        "arith.extf"
    } else if fw > tw {
        "arith.truncf"
    } else {
        return None;
    };
    writeln!(body, "  %{name} = {cast} {v} : {f} to {t}").ok()?;
    Some(format!("%{name}"))
}

/// Replaces `op`, an op with quantized operands or results, by its
/// computation in floats. `float_op` is the `arith`/`math` op of an
/// elementwise op on floats; `None` for `uniform_quantize` and
/// `uniform_dequantize` (the value converted).
pub(super) fn lower(ctx: &mut Context, m: &mut Module, op: OpId, short: &str) -> bool {
    let body = match short {
        // The storage bits themselves: the ops that read the result still
        // need its quantized type, so it goes once they are lowered
        // (`forward_bitcasts`).
        "bitcast_convert" => return true,
        "uniform_quantize" | "uniform_dequantize" => generate(ctx, m, op, None),
        _ => match super::RENAMES.iter().find(|(n, _)| *n == short) {
            Some((_, names)) if !names[0].is_empty() && short != "constant" => {
                generate(ctx, m, op, Some(names[0]))
            }
            _ => return around(ctx, m, op),
        },
    };
    body.is_some_and(|b| template::replace_with(ctx, m, op, &b).is_ok())
}

/// Any other op without regions on quantized values: its quantized
/// operands dequantized, its quantized results computed in the expressed
/// type and quantized (StableHLO's `dequantize_op_quantize`); the op left
/// on floats for the other rules. For the ops that move elements
/// (`transpose`, `gather`, ...) between one quantized type, that gives the
/// stored integers back unchanged.
fn around(ctx: &mut Context, m: &mut Module, op: OpId) -> bool {
    if !m.ir.regions(op).is_empty() {
        return false;
    }
    let float_of = |ctx: &mut Context, t: Type| -> Option<(Type, Uniform)> {
        let q = uniform_params(ctx, elem(ctx, t))?;
        match ctx.type_data(t).clone() {
            TypeData::RankedTensor {
                shape, encoding, ..
            } => {
                let f = ctx.intern_type(TypeData::RankedTensor {
                    shape,
                    elem: q.expressed,
                    encoding,
                });
                Some((f, q))
            }
            _ => None,
        }
    };
    let loc = m.ir.op(op).loc;
    let make = |ctx: &mut Context, m: &mut Module, name: &str, v: Value, t: Type| {
        let name = ctx.string_attr(name.as_bytes());
        m.ir.create_op(NewOp {
            name,
            loc,
            operands: &[v],
            result_types: &[t],
            attrs: &[],
            props: None,
            successors: &[],
            regions: &[],
        })
    };
    // Check every quantized type first: nothing changes unless all can.
    let operands: Vec<Value> = m.ir.operands(op).collect();
    let results: Vec<Value> = m.ir.results(op).collect();
    for &v in operands.iter().chain(&results) {
        let t = m.ir.value_type(v);
        if is_quantized(ctx, t) && float_of(ctx, t).is_none() {
            return false;
        }
    }
    for (i, v) in operands.into_iter().enumerate() {
        let t = m.ir.value_type(v);
        let Some((f, _)) = float_of(ctx, t) else {
            continue;
        };
        let d = make(ctx, m, "stablehlo.uniform_dequantize", v, f);
        m.ir.insert_op_before(op, d);
        m.ir.set_operand(op, i, m.ir.result(d, 0));
        if !lower(ctx, m, d, "uniform_dequantize") {
            return false;
        }
    }
    for r in results {
        let t = m.ir.value_type(r);
        let Some((f, _)) = float_of(ctx, t) else {
            continue;
        };
        let Some(next) = m.ir.next_op(op) else {
            return false;
        };
        m.ir.set_value_type(r, f);
        let q = make(ctx, m, "stablehlo.uniform_quantize", r, t);
        m.ir.insert_op_before(next, q);
        let qr = m.ir.result(q, 0);
        m.ir.replace_all_uses(r, qr);
        m.ir.set_operand(q, 0, r);
        if !lower(ctx, m, q, "uniform_quantize") {
            return false;
        }
    }
    true
}

/// Erases the `bitcast_convert`s to and from quantized types, which
/// `lower` kept: once the types are their storage types, the result is
/// the operand.
pub(super) fn forward_bitcasts(ctx: &Context, m: &mut Module, ops: &[OpId]) {
    for &op in ops {
        if m.ir.is_op_erased(op)
            || ctx.str_bytes(m.ir.op(op).name) != b"stablehlo.bitcast_convert"
            || !involves(ctx, m, op)
        {
            continue;
        }
        let v = m.ir.operand(op, 0);
        let r = m.ir.result(op, 0);
        m.ir.replace_all_uses(r, v);
        let _ = m.ir.erase_op(op);
    }
}

fn generate(ctx: &mut Context, m: &Module, op: OpId, float_op: Option<&str>) -> Option<String> {
    let ir = &m.ir;
    if ir.num_results(op) != 1 {
        return None;
    }
    let rt = ir.value_type(ir.result(op, 0));
    let shape = match ctx.type_data(rt) {
        TypeData::RankedTensor { shape, .. } if shape.iter().all(|&d| d >= 0) => shape.to_vec(),
        _ => return None,
    };
    let rank = shape.len();
    let idx: Vec<String> = (0..rank).map(|d| format!("%g{d}")).collect();
    let args: Vec<String> = idx.iter().map(|g| format!("{g}: index")).collect();
    let mut pre = String::new();
    let mut body = String::new();
    // The float type the computation runs in: the result's expressed type,
    // or the result's own float type.
    let re = elem(ctx, rt);
    let rq = uniform_params(ctx, re);
    let ft = rq.as_ref().map_or(re, |q| q.expressed);
    let fts = sigil_ir::printer::type_to_string(ctx, ft);
    let operands: Vec<Type> = ir.operands(op).map(|v| ir.value_type(v)).collect();
    let mut values = Vec::new();
    for (i, &t) in operands.iter().enumerate() {
        if ctx.type_data(t).shape().map(<[i64]>::len) != Some(rank) {
            return None;
        }
        let e = elem(ctx, t);
        let st = super::signless(ctx, t);
        let ts = sigil_ir::printer::type_to_string(ctx, st);
        writeln!(
            body,
            "  %x{i} = tensor.extract %a{i}[{}] : {ts}",
            idx.join(", ")
        )
        .ok()?;
        let v = match uniform_params(ctx, e) {
            Some(q) => {
                // (q - zero_point) * scale, in q's expressed type.
                let (s, z) = scale_and_zero(ctx, &q, &format!("d{i}"), &idx, &mut pre, &mut body)?;
                let st = sigil_ir::printer::type_to_string(ctx, q.storage);
                let qt = sigil_ir::printer::type_to_string(ctx, q.expressed);
                let to_float = if q.signed {
                    "arith.sitofp"
                } else {
                    "arith.uitofp"
                };
                writeln!(
                    body,
                    "  %f{i} = {to_float} %x{i} : {st} to {qt}\n  \
                     %c{i} = arith.subf %f{i}, {z} : {qt}\n  \
                     %v{i} = arith.mulf %c{i}, {s} : {qt}"
                )
                .ok()?;
                cast_float(
                    ctx,
                    &format!("%v{i}"),
                    q.expressed,
                    ft,
                    &format!("w{i}"),
                    &mut body,
                )?
            }
            None => cast_float(ctx, &format!("%x{i}"), e, ft, &format!("w{i}"), &mut body)?,
        };
        values.push(v);
    }
    let y = match float_op {
        None => values.first()?.clone(),
        Some(name) => {
            writeln!(body, "  %y = {name} {} : {fts}", values.join(", ")).ok()?;
            "%y".to_string()
        }
    };
    let (value, yield_t) = match rq {
        Some(q) => {
            let (s, z) = scale_and_zero(ctx, &q, "q", &idx, &mut pre, &mut body)?;
            let lo = float_literal(ctx, ft, q.min as f64)?;
            let hi = float_literal(ctx, ft, q.max as f64)?;
            let st = sigil_ir::printer::type_to_string(ctx, q.storage);
            let to_int = if q.signed {
                "arith.fptosi"
            } else {
                "arith.fptoui"
            };
            writeln!(
                body,
                "  %qd = arith.divf {y}, {s} : {fts}\n  \
                 %qa = arith.addf %qd, {z} : {fts}\n  \
                 %qr = math.roundeven %qa : {fts}\n  \
                 %qlo = arith.constant {lo} : {fts}\n  \
                 %qhi = arith.constant {hi} : {fts}\n  \
                 %qm = arith.maximumf %qr, %qlo : {fts}\n  \
                 %qc = arith.minimumf %qm, %qhi : {fts}\n  \
                 %qv = {to_int} %qc : {fts} to {st}"
            )
            .ok()?;
            ("%qv".to_string(), st)
        }
        None => (y, fts.clone()),
    };
    let srt = super::signless(ctx, rt);
    let rts = sigil_ir::printer::type_to_string(ctx, srt);
    Some(format!(
        "{pre}  %r = tensor.generate {{\n^bb0({}):\n{body}  tensor.yield {value} : {yield_t}\n}} : {rts}\n\
         return %r : {rts}",
        args.join(", ")
    ))
}
