//! Ops that JAX no longer writes but older exporters (TensorFlow, XLA's HLO
//! importer) and IREE's own StableHLO tests do, each rewritten as the
//! StableHLO the next round of `lower_stablehlo` lowers:
//!
//! - `stablehlo.dot` (ranks 1 and 2) is `dot_general` contracting the
//!   last dimension of the left operand with the first of the right one;
//! - `stablehlo.broadcast` is `broadcast_in_dim` onto the trailing
//!   dimensions;
//! - `chlo.broadcast_<op>` broadcasts both operands to the result's shape
//!   (along `broadcast_dimensions` when given, else numpy's trailing
//!   alignment), then applies `stablehlo.<op>` (`chlo.<op>` for the ops
//!   only CHLO has);
//! - the `custom_call`s IREE rewrites itself (`StableHLOCustomCalls.cpp`):
//!   `@shape_assertion` is dropped, as IREE drops it (with static shapes,
//!   JAX's shape assertions hold by construction), and
//!   `@ProductOfElementaryHouseholderReflectors` (LAPACK's `orgqr`) is the
//!   product `H_0 H_1 ... H_{k-1}` of `H_i = I - tau_i v_i v_iᵀ`, `v_i`
//!   column `i` of the matrix below the diagonal with a 1 on it, of which
//!   the matrix's first columns are kept.

use std::fmt::Write;

use sigil_ir::attrs::AttrData;
use sigil_ir::{Context, Module, OpId, Type, TypeData};

use super::structural::{ints, ranked_shape, ty};
use super::{elem, prop};

fn static_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. } if shape.iter().all(|&d| d >= 0) => {
            Some(shape.to_vec())
        }
        _ => None,
    }
}

fn join(v: impl IntoIterator<Item = impl std::fmt::Display>) -> String {
    v.into_iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// `stablehlo.dot` as `dot_general`.
pub(super) fn dot(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let (lt, rt) = (
        m.ir.value_type(m.ir.operand(op, 0)),
        m.ir.value_type(m.ir.operand(op, 1)),
    );
    let out = m.ir.value_type(m.ir.result(op, 0));
    let lrank = ctx.type_data(lt).shape()?.len();
    let rrank = ctx.type_data(rt).shape()?.len();
    if !(1..=2).contains(&lrank) || !(1..=2).contains(&rrank) {
        return None;
    }
    let (lts, rts, outs) = (ty(ctx, lt), ty(ctx, rt), ty(ctx, out));
    Some(format!(
        "%r = \"stablehlo.dot_general\"(%a0, %a1) {{dot_dimension_numbers = \
         #stablehlo.dot<lhs_contracting_dimensions = [{}], rhs_contracting_dimensions = [0]>}} \
         : ({lts}, {rts}) -> {outs}\nreturn %r : {outs}",
        lrank - 1
    ))
}

/// `stablehlo.broadcast` as `broadcast_in_dim`.
pub(super) fn broadcast(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let t = m.ir.value_type(m.ir.operand(op, 0));
    let out = m.ir.value_type(m.ir.result(op, 0));
    let rank = ctx.type_data(t).shape()?.len();
    let added = ints(ctx, m, op, "broadcast_sizes")?.len();
    let (ts, outs) = (ty(ctx, t), ty(ctx, out));
    Some(format!(
        "%r = \"stablehlo.broadcast_in_dim\"(%a0) {{broadcast_dimensions = array<i64{}>}} \
         : ({ts}) -> {outs}\nreturn %r : {outs}",
        if rank == 0 {
            String::new()
        } else {
            format!(": {}", join(added..added + rank))
        }
    ))
}

/// The op a `chlo.broadcast_<op>` applies once its operands have the
/// result's shape.
fn broadcast_target(short: &str) -> Option<&'static str> {
    Some(match short.strip_prefix("broadcast_")? {
        "add" => "stablehlo.add",
        "and" => "stablehlo.and",
        "atan2" => "stablehlo.atan2",
        "compare" => "stablehlo.compare",
        "complex" => "stablehlo.complex",
        "divide" => "stablehlo.divide",
        "maximum" => "stablehlo.maximum",
        "minimum" => "stablehlo.minimum",
        "multiply" => "stablehlo.multiply",
        "or" => "stablehlo.or",
        "power" => "stablehlo.power",
        "remainder" => "stablehlo.remainder",
        "shift_left" => "stablehlo.shift_left",
        "shift_right_arithmetic" => "stablehlo.shift_right_arithmetic",
        "shift_right_logical" => "stablehlo.shift_right_logical",
        "subtract" => "stablehlo.subtract",
        "xor" => "stablehlo.xor",
        "next_after" => "chlo.next_after",
        "polygamma" => "chlo.polygamma",
        "zeta" => "chlo.zeta",
        _ => return None,
    })
}

/// `chlo.broadcast_<op>` (see the module header).
pub(super) fn chlo_broadcast(
    ctx: &mut Context,
    m: &Module,
    op: OpId,
    short: &str,
) -> Option<String> {
    let target = broadcast_target(short)?;
    if m.ir.num_operands(op) != 2 {
        return None;
    }
    let out = m.ir.value_type(m.ir.result(op, 0));
    let out_shape = static_shape(ctx, out)?;
    let n = out_shape.len();
    let given = ints(ctx, m, op, "broadcast_dimensions");
    let types: Vec<Type> = (0..2)
        .map(|i| m.ir.value_type(m.ir.operand(op, i)))
        .collect();
    let ranks: Vec<usize> = types
        .iter()
        .map(|&t| static_shape(ctx, t).map(|s| s.len()))
        .collect::<Option<_>>()?;
    let mut text = String::new();
    let mut names = Vec::new();
    let mut operand_types = Vec::new();
    for (i, (&t, &rank)) in types.iter().zip(&ranks).enumerate() {
        if rank > n {
            return None;
        }
        // The lower-ranked operand follows `broadcast_dimensions`.
        let dims: Vec<i64> = match &given {
            Some(g) if rank < n && rank < ranks[1 - i] && g.len() == rank => g.clone(),
            _ => (n - rank..n).map(|d| d as i64).collect(),
        };
        let e = elem(ctx, t);
        let es = ty(ctx, e);
        let wide = format!(
            "tensor<{}{es}>",
            out_shape
                .iter()
                .map(|d| format!("{d}x"))
                .collect::<String>()
        );
        let ts = ty(ctx, t);
        writeln!(
            text,
            "%b{i} = \"stablehlo.broadcast_in_dim\"(%a{i}) {{broadcast_dimensions = array<i64{}>}} \
             : ({ts}) -> {wide}",
            if dims.is_empty() {
                String::new()
            } else {
                format!(": {}", join(&dims))
            }
        )
        .ok()?;
        names.push(format!("%b{i}"));
        operand_types.push(wide);
    }
    // The attributes other than the broadcast's, in StableHLO's spelling.
    let mut attrs = Vec::new();
    if let Some(props) = m.ir.op(op).props {
        for e in ctx.dict_entries(props).to_vec() {
            let key = String::from_utf8_lossy(ctx.str_bytes(e.name)).into_owned();
            if key == "broadcast_dimensions" {
                continue;
            }
            let value = sigil_ir::printer::attr_to_string(ctx, e.value);
            let value = if target.starts_with("stablehlo.") {
                value.replace("#chlo<", "#stablehlo<")
            } else {
                value
            };
            attrs.push(format!("{key} = {value}"));
        }
    }
    let outs = ty(ctx, out);
    writeln!(
        text,
        "%r = \"{target}\"({}) {} : ({}) -> {outs}\nreturn %r : {outs}",
        names.join(", "),
        if attrs.is_empty() {
            String::new()
        } else {
            format!("{{{}}}", attrs.join(", "))
        },
        operand_types.join(", ")
    )
    .ok()?;
    Some(text)
}

/// The target of a `custom_call`.
pub(super) fn call_target(ctx: &Context, m: &Module, op: OpId) -> Option<String> {
    match ctx.attr_data(prop(ctx, m, op, "call_target_name")?) {
        AttrData::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// `@ProductOfElementaryHouseholderReflectors(a, tau)` (see the module
/// header), for a float matrix `[..., m, n]` with `n <= m` and `tau`
/// `[..., k]`, `k >= 1`.
pub(super) fn householder(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    if m.ir.num_operands(op) != 2 || m.ir.num_results(op) != 1 {
        return None;
    }
    let at = m.ir.value_type(m.ir.operand(op, 0));
    let tt = m.ir.value_type(m.ir.operand(op, 1));
    let shape = static_shape(ctx, at)?;
    let tshape = static_shape(ctx, tt)?;
    let e = elem(ctx, at);
    if !matches!(ctx.type_data(e), TypeData::Float(_)) || shape.len() < 2 {
        return None;
    }
    let rank = shape.len();
    let batch = &shape[..rank - 2];
    let (rows, cols) = (shape[rank - 2], shape[rank - 1]);
    let k = *tshape.last()?;
    if tshape.len() != rank - 1 || tshape[..rank - 2] != *batch || k < 1 || cols > rows {
        return None;
    }
    let es = ty(ctx, e);
    let (ats, tts) = (ty(ctx, at), ty(ctx, tt));
    let prefix: String = batch.iter().map(|d| format!("{d}x")).collect();
    let square = format!("tensor<{prefix}{rows}x{rows}x{es}>");
    let bargs: Vec<String> = (0..batch.len()).map(|i| format!("%b{i}")).collect();
    let block_args: Vec<String> = bargs
        .iter()
        .chain(
            ["%r", "%c"]
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .iter(),
        )
        .map(|a| format!("{a}: index"))
        .collect();
    let at_index = |last: &str, idx: &str| {
        let mut v = bargs.clone();
        v.push(last.to_string());
        if !idx.is_empty() {
            v.push(idx.to_string());
        }
        v.join(", ")
    };
    let mut text = format!("%zero = arith.constant 0.0 : {es}\n%one = arith.constant 1.0 : {es}\n");
    for i in 0..k {
        writeln!(
            text,
            "%h{i} = tensor.generate {{\n^bb0({}):\n  %ci = arith.constant {i} : index\n  \
             %t = tensor.extract %a1[{}] : {tts}\n  %vr0 = tensor.extract %a0[{}] : {ats}\n  \
             %vc0 = tensor.extract %a0[{}] : {ats}\n  \
             %req = arith.cmpi eq, %r, %ci : index\n  %rlt = arith.cmpi ult, %r, %ci : index\n  \
             %vr1 = arith.select %req, %one, %vr0 : {es}\n  %vr = arith.select %rlt, %zero, %vr1 : {es}\n  \
             %ceq = arith.cmpi eq, %c, %ci : index\n  %clt = arith.cmpi ult, %c, %ci : index\n  \
             %vc1 = arith.select %ceq, %one, %vc0 : {es}\n  %vc = arith.select %clt, %zero, %vc1 : {es}\n  \
             %p = arith.mulf %vr, %vc : {es}\n  %pt = arith.mulf %p, %t : {es}\n  \
             %diag = arith.cmpi eq, %r, %c : index\n  %d = arith.select %diag, %one, %zero : {es}\n  \
             %s = arith.subf %d, %pt : {es}\n  tensor.yield %s : {es}\n}} : {square}",
            block_args.join(", "),
            at_index("%ci", ""),
            at_index("%r", "%ci"),
            at_index("%c", "%ci"),
        )
        .ok()?;
    }
    // acc_i = acc_{i-1} · H_i over the trailing two dimensions.
    let nb = batch.len();
    let loops = nb + 3;
    let d = |i: usize| format!("d{i}");
    let bd: Vec<String> = (0..nb).map(d).collect();
    let map = |a: usize, b: usize| {
        let mut v = bd.clone();
        v.push(d(a));
        v.push(d(b));
        format!(
            "affine_map<({}) -> ({})>",
            join((0..loops).map(d)),
            v.join(", ")
        )
    };
    let (i_, j_, l_) = (nb, nb + 1, nb + 2);
    let iterators =
        join(std::iter::repeat_n("\"parallel\"", nb + 2).chain(std::iter::once("\"reduction\"")));
    let mut acc = "%h0".to_string();
    for i in 1..k {
        writeln!(
            text,
            "%e{i} = tensor.empty() : {square}\n%f{i} = linalg.fill ins(%zero : {es}) outs(%e{i} : {square}) -> {square}\n\
             %q{i} = linalg.generic {{indexing_maps = [{}, {}, {}], iterator_types = [{iterators}]}} \
             ins({acc}, %h{i} : {square}, {square}) outs(%f{i} : {square}) {{\n\
             ^bb0(%x: {es}, %y: {es}, %z: {es}):\n  %xy = arith.mulf %x, %y : {es}\n  \
             %s = arith.addf %z, %xy : {es}\n  linalg.yield %s : {es}\n}} -> {square}",
            map(i_, l_),
            map(l_, j_),
            map(i_, j_),
        )
        .ok()?;
        acc = format!("%q{i}");
    }
    let zeros = join(std::iter::repeat_n(0, rank));
    let ones = join(std::iter::repeat_n(1, rank));
    let sizes = join(shape.iter());
    writeln!(
        text,
        "%res = tensor.extract_slice {acc}[{zeros}] [{sizes}] [{ones}] : {square} to {ats}\nreturn %res : {ats}"
    )
    .ok()?;
    Some(text)
}

/// The integer attribute `name` of `op`.
fn int_prop(ctx: &Context, m: &Module, op: OpId, name: &str) -> Option<i64> {
    match ctx.attr_data(prop(ctx, m, op, name)?) {
        AttrData::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// `stablehlo.torch_index_select`: element `[i.., j.., k..]`
/// of the result (`i` over the input's dimensions before `dim`, `j` over
/// the index's after its `batch_dims` batch dimensions, `k` over the
/// input's after `dim`) is the input's `[i.., index[i_batch.., j..], k..]`;
/// a negative `dim` or `batch_dims` counts from the end.
pub(super) fn torch_index_select(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let it = m.ir.value_type(m.ir.operand(op, 0));
    let xt = m.ir.value_type(m.ir.operand(op, 1));
    let rt = m.ir.value_type(m.ir.result(op, 0));
    let (ins, xs, rs) = (
        ranked_shape(ctx, it)?,
        ranked_shape(ctx, xt)?,
        ranked_shape(ctx, rt)?,
    );
    let wrap = |v: i64, n: usize| if v < 0 { v + n as i64 } else { v };
    let dim = usize::try_from(wrap(int_prop(ctx, m, op, "dim")?, ins.len())).ok()?;
    let bd = usize::try_from(wrap(int_prop(ctx, m, op, "batch_dims")?, xs.len())).ok()?;
    if dim >= ins.len() || bd > dim || bd > xs.len() {
        return None;
    }
    let picked = xs.len() - bd;
    if rs.len() != ins.len() - 1 + picked {
        return None;
    }
    let g = |i: usize| format!("%g{i}");
    let index_at: Vec<String> = (0..bd).chain(dim..dim + picked).map(g).collect();
    let input_at: Vec<String> = (0..dim)
        .map(g)
        .chain(std::iter::once("%ix".to_string()))
        .chain((dim + picked..rs.len()).map(g))
        .collect();
    let args: Vec<String> = (0..rs.len()).map(|i| format!("%g{i}: index")).collect();
    let (its, xts, rts) = (ty(ctx, it), ty(ctx, xt), ty(ctx, rt));
    let (ie, xe) = (elem(ctx, it), elem(ctx, xt));
    let (ies, xes) = (ty(ctx, ie), ty(ctx, xe));
    // A dynamic result dimension is the size of the input's or the index's
    // dimension it runs over.
    let mut sizes = String::new();
    let mut extents = Vec::new();
    for (i, &d) in rs.iter().enumerate() {
        if d >= 0 {
            continue;
        }
        let (o, k, t) = if i < dim {
            (0, i, &its)
        } else if i < dim + picked {
            (1, bd + i - dim, &xts)
        } else {
            (0, i - picked + 1, &its)
        };
        sizes.push_str(&format!(
            "%sc{i} = arith.constant {k} : index\n%sd{i} = tensor.dim %a{o}, %sc{i} : {t}\n"
        ));
        extents.push(format!("%sd{i}"));
    }
    Some(format!(
        "{sizes}%r = tensor.generate {} {{\n^bb0({}):\n  %x = tensor.extract %a1[{}] : {xts}\n  \
         %ix = arith.index_cast %x : {xes} to index\n  %v = tensor.extract %a0[{}] : {its}\n  \
         tensor.yield %v : {ies}\n}} : {rts}\nreturn %r : {rts}",
        extents.join(", "),
        args.join(", "),
        index_at.join(", "),
        input_at.join(", ")
    ))
}
