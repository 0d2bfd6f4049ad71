//! StableHLO's ops that move or combine elements, as the `tensor` and
//! `linalg` ops the VM runs with kernels: `broadcast_in_dim`, `transpose`,
//! `reshape`, `slice`, `concatenate`, `dot_general`, `reduce`. Each rule
//! writes its replacement as MLIR text (see `template.rs`); shapes must be
//! static (a rule leaves an op with a dynamic shape alone).
//!
//! A region of StableHLO (a reduction's body) computes on 0-d tensors; its
//! ops are written as the scalar `arith` ops they are ([`scalar_body`]).

use std::fmt::Write as _;

use sigil_ir::attrs::AttrData;
use sigil_ir::{Context, Module, OpId, Type, TypeData, Value};

use super::template::replace_with;
use super::{column, elem, kind, prop, Kind, RENAMES};

/// The integers of an `array<i64: ...>` property.
pub(super) fn ints(ctx: &Context, m: &Module, op: OpId, name: &str) -> Option<Vec<i64>> {
    let a = prop(ctx, m, op, name)?;
    let AttrData::DenseArray { data, .. } = ctx.attr_data(a) else {
        return None;
    };
    Some(
        data.chunks_exact(8)
            .map(|c| i64::from_le_bytes(c.try_into().expect("8 bytes")))
            .collect(),
    )
}

/// The static shape of a ranked tensor type.
fn shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. } if shape.iter().all(|&d| d >= 0) => {
            Some(shape.to_vec())
        }
        _ => None,
    }
}

/// `t` as text, unsigned integers made signless: the rules run before the
/// module's types become signless, and write the types they will have (the
/// payload ops take signless types only).
fn ty(ctx: &mut Context, t: Type) -> String {
    let s = super::signless(ctx, t);
    sigil_ir::printer::type_to_string(ctx, s)
}

fn list(v: impl IntoIterator<Item = impl std::fmt::Display>) -> String {
    v.into_iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn dims(n: usize) -> String {
    list((0..n).map(|i| format!("d{i}")))
}

/// `affine_map<(d0, ...) -> (exprs)>` over `n` loops.
fn map(n: usize, exprs: &[String]) -> String {
    format!("affine_map<({}) -> ({})>", dims(n), exprs.join(", "))
}

fn identity(n: usize) -> String {
    let e: Vec<String> = (0..n).map(|i| format!("d{i}")).collect();
    map(n, &e)
}

/// Rewrites `op` if it is one of this file's ops; `None` if it is not.
pub(super) fn lower(ctx: &mut Context, m: &mut Module, op: OpId, short: &str) -> Option<bool> {
    let body = match short {
        "broadcast_in_dim" => broadcast_in_dim(ctx, m, op),
        "transpose" => transpose(ctx, m, op),
        "reshape" => reshape(ctx, m, op),
        "slice" => slice(ctx, m, op),
        "concatenate" => concatenate(ctx, m, op),
        "dot_general" => dot_general(ctx, m, op),
        "reduce" => reduce(ctx, m, op),
        "dynamic_slice" => dynamic_slice(ctx, m, op, false),
        "dynamic_update_slice" => dynamic_slice(ctx, m, op, true),
        "pad" => pad(ctx, m, op),
        "sort" => sort(ctx, m, op),
        _ => return None,
    };
    let Some(body) = body else {
        return Some(false);
    };
    Some(match replace_with(ctx, m, op, &body) {
        Ok(()) => true,
        // A rule that writes invalid IR is a bug of the rule; the op stays
        // for the VM to report.
        Err(e) => {
            debug_assert!(false, "a StableHLO rule wrote invalid IR:\n{e}\n{body}");
            false
        }
    })
}

fn operand_type(m: &Module, op: OpId, i: usize) -> Type {
    m.ir.value_type(m.ir.operand(op, i))
}

fn result_type(m: &Module, op: OpId, i: usize) -> Type {
    m.ir.value_type(m.ir.result(op, i))
}

fn broadcast_in_dim(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let (t, r) = (operand_type(m, op, 0), result_type(m, op, 0));
    let (ins, outs) = (shape(ctx, t)?, shape(ctx, r)?);
    let bd = ints(ctx, m, op, "broadcast_dimensions")?;
    if bd.len() != ins.len() {
        return None;
    }
    let n = outs.len();
    let exprs: Vec<String> = bd
        .iter()
        .zip(&ins)
        .map(|(&d, &size)| {
            let d = usize::try_from(d).ok().filter(|&d| d < n)?;
            Some(if size == 1 && outs[d] != 1 {
                "0".to_string()
            } else {
                format!("d{d}")
            })
        })
        .collect::<Option<_>>()?;
    let e = ty(ctx, elem(ctx, r));
    Some(format!(
        "%e = tensor.empty() : {rt}\n\
         %r = linalg.generic {{indexing_maps = [{m_in}, {m_out}], iterator_types = [{its}]}} \
         ins(%a0 : {tt}) outs(%e : {rt}) {{\n^bb0(%x: {e}, %o: {e}):\n  linalg.yield %x : {e}\n}} -> {rt}\n\
         return %r : {rt}",
        rt = ty(ctx, r),
        tt = ty(ctx, t),
        m_in = map(n, &exprs),
        m_out = identity(n),
        its = list(std::iter::repeat_n("\"parallel\"", n)),
    ))
}

fn transpose(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let (t, r) = (operand_type(m, op, 0), result_type(m, op, 0));
    shape(ctx, r)?;
    let perm = ints(ctx, m, op, "permutation")?;
    Some(format!(
        "%e = tensor.empty() : {rt}\n\
         %r = linalg.transpose ins(%a0 : {tt}) outs(%e : {rt}) permutation = [{p}]\n\
         return %r : {rt}",
        rt = ty(ctx, r),
        tt = ty(ctx, t),
        p = list(perm),
    ))
}

fn reshape(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let (t, r) = (operand_type(m, op, 0), result_type(m, op, 0));
    let outs = shape(ctx, r)?;
    shape(ctx, t)?;
    let k = outs.len();
    Some(format!(
        "%s = arith.constant dense<[{s}]> : tensor<{k}xindex>\n\
         %r = tensor.reshape %a0(%s) : ({tt}, tensor<{k}xindex>) -> {rt}\n\
         return %r : {rt}",
        s = list(&outs),
        rt = ty(ctx, r),
        tt = ty(ctx, t),
    ))
}

fn slice(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let (t, r) = (operand_type(m, op, 0), result_type(m, op, 0));
    shape(ctx, t)?;
    let outs = shape(ctx, r)?;
    let starts = ints(ctx, m, op, "start_indices")?;
    let strides = ints(ctx, m, op, "strides")?;
    Some(format!(
        "%r = tensor.extract_slice %a0[{o}] [{s}] [{st}] : {tt} to {rt}\nreturn %r : {rt}",
        o = list(&starts),
        s = list(&outs),
        st = list(&strides),
        rt = ty(ctx, r),
        tt = ty(ctx, t),
    ))
}

fn concatenate(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let r = result_type(m, op, 0);
    shape(ctx, r)?;
    let d = match ctx.attr_data(prop(ctx, m, op, "dimension")?) {
        AttrData::Integer { value, .. } => value.to_i64()?,
        _ => return None,
    };
    let n = m.ir.num_operands(op);
    let types: Vec<String> = (0..n).map(|i| ty(ctx, operand_type(m, op, i))).collect();
    Some(format!(
        "%r = tensor.concat dim({d}) {} : ({}) -> {rt}\nreturn %r : {rt}",
        list((0..n).map(|i| format!("%a{i}"))),
        types.join(", "),
        rt = ty(ctx, r),
    ))
}

/// The `arith` ops that multiply and add elements of kind `k`.
fn mul_add(k: Kind) -> Option<(&'static str, &'static str)> {
    Some(match k {
        Kind::Float => ("arith.mulf", "arith.addf"),
        Kind::Signed | Kind::Unsigned => ("arith.muli", "arith.addi"),
        Kind::Bool => ("arith.andi", "arith.ori"),
        _ => return None,
    })
}

/// The zero of element type `e` as an `arith.constant` literal.
fn zero(ctx: &mut Context, e: Type) -> Option<String> {
    let text = ty(ctx, e);
    Some(match ctx.type_data(e) {
        TypeData::Float(_) => format!("0.0 : {text}"),
        TypeData::Integer { width: 1, .. } => "false".to_string(),
        TypeData::Integer { .. } => format!("0 : {text}"),
        _ => return None,
    })
}

fn dot_general(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let (lt, rt_, r) = (
        operand_type(m, op, 0),
        operand_type(m, op, 1),
        result_type(m, op, 0),
    );
    let (ls, rs, os) = (shape(ctx, lt)?, shape(ctx, rt_)?, shape(ctx, r)?);
    let e = elem(ctx, r);
    if elem(ctx, lt) != e || elem(ctx, rt_) != e {
        // Mixed precision (a preferred element type): not lowered yet.
        return None;
    }
    let (mul, add) = mul_add(kind(ctx, r))?;
    let dd = prop(ctx, m, op, "dot_dimension_numbers")?;
    let AttrData::Dialect(d) = ctx.attr_data(dd) else {
        return None;
    };
    let field = |i: usize| -> Option<Vec<usize>> {
        match d.params.get(i)? {
            sigil_ir::attrs::Param::Attr(a) => match ctx.attr_data(*a) {
                AttrData::DenseArray { data, .. } => data
                    .chunks_exact(8)
                    .map(|c| usize::try_from(i64::from_le_bytes(c.try_into().ok()?)).ok())
                    .collect(),
                _ => None,
            },
            _ => None,
        }
    };
    let (lb, rb, lc, rc) = (field(0)?, field(1)?, field(2)?, field(3)?);
    if lb.len() != rb.len() || lc.len() != rc.len() {
        return None;
    }
    let lf: Vec<usize> = (0..ls.len())
        .filter(|i| !lb.contains(i) && !lc.contains(i))
        .collect();
    let rf: Vec<usize> = (0..rs.len())
        .filter(|i| !rb.contains(i) && !rc.contains(i))
        .collect();
    let (nb, nl, nr, nc) = (lb.len(), lf.len(), rf.len(), lc.len());
    if os.len() != nb + nl + nr {
        return None;
    }
    let loops = nb + nl + nr + nc;
    let expr = |i: usize, batch: &[usize], free: &[usize], free_at: usize, contract: &[usize]| {
        if let Some(k) = batch.iter().position(|&x| x == i) {
            format!("d{k}")
        } else if let Some(k) = contract.iter().position(|&x| x == i) {
            format!("d{}", nb + nl + nr + k)
        } else {
            let k = free.iter().position(|&x| x == i).expect("a free dimension");
            format!("d{}", free_at + k)
        }
    };
    let lhs: Vec<String> = (0..ls.len()).map(|i| expr(i, &lb, &lf, nb, &lc)).collect();
    let rhs: Vec<String> = (0..rs.len())
        .map(|i| expr(i, &rb, &rf, nb + nl, &rc))
        .collect();
    let out: Vec<String> = (0..nb + nl + nr).map(|i| format!("d{i}")).collect();
    let its: Vec<&str> = (0..loops)
        .map(|i| {
            if i < nb + nl + nr {
                "\"parallel\""
            } else {
                "\"reduction\""
            }
        })
        .collect();
    let es = ty(ctx, e);
    let (lts, rts, outs) = (ty(ctx, lt), ty(ctx, rt_), ty(ctx, r));
    let z = zero(ctx, e)?;
    Some(format!(
        "%z = arith.constant {z}\n\
         %e = tensor.empty() : {outs}\n\
         %f = linalg.fill ins(%z : {es}) outs(%e : {outs}) -> {outs}\n\
         %r = linalg.generic {{indexing_maps = [{ml}, {mr}, {mo}], iterator_types = [{its}]}} \
         ins(%a0, %a1 : {lts}, {rts}) outs(%f : {outs}) {{\n\
         ^bb0(%x: {es}, %y: {es}, %acc: {es}):\n  %p = {mul} %x, %y : {es}\n  %s = {add} %acc, %p : {es}\n  linalg.yield %s : {es}\n}} -> {outs}\n\
         return %r : {outs}",
        ml = map(loops, &lhs),
        mr = map(loops, &rhs),
        mo = map(loops, &out),
        its = its.join(", "),
    ))
}

/// The scalar literal of a 0-d dense constant, for `arith.constant`.
fn scalar_literal(ctx: &Context, a: sigil_ir::Attr, e: &str) -> Option<String> {
    let AttrData::DenseElements { ty: t, data, .. } = ctx.attr_data(a) else {
        return None;
    };
    let et = elem(ctx, *t);
    let mut bits: u128 = 0;
    for (i, b) in data.iter().take(16).enumerate() {
        bits |= u128::from(*b) << (8 * i);
    }
    Some(match ctx.type_data(et) {
        TypeData::Integer { width: 1, .. } => {
            if bits & 1 == 1 { "true" } else { "false" }.to_string()
        }
        TypeData::Integer { width, .. } => {
            // Sign-extended from its width.
            let w = *width;
            let v = if w >= 128 {
                bits as i128
            } else {
                ((bits << (128 - w)) as i128) >> (128 - w)
            };
            format!("{v} : {e}")
        }
        TypeData::Float(k) => {
            let digits = (k.bit_width() as usize).div_ceil(4);
            format!("0x{bits:0digits$X} : {e}")
        }
        _ => return None,
    })
}

/// The ops of a StableHLO region on 0-d tensors, written as the scalar
/// `arith` ops they are; the region's arguments are named `args` (in
/// order) and its `stablehlo.return` becomes `terminator` of the returned
/// values. `None` if an op has no scalar form.
fn scalar_body(
    ctx: &mut Context,
    m: &Module,
    region: sigil_ir::RegionId,
    args: &[String],
    terminator: &str,
) -> Option<String> {
    let ir = &m.ir;
    let block = ir.entry_block(region)?;
    if ir.next_block(block).is_some() {
        return None;
    }
    let mut names: std::collections::HashMap<Value, String> = std::collections::HashMap::new();
    for (&a, n) in ir.block_args(block).iter().zip(args) {
        names.insert(a, n.clone());
    }
    let mut out = String::new();
    for (k, o) in ir.block_ops(block).enumerate() {
        let name = String::from_utf8_lossy(ctx.str_bytes(ir.op(o).name)).into_owned();
        let operands: Vec<String> = ir
            .operands(o)
            .map(|v| names.get(&v).cloned())
            .collect::<Option<_>>()?;
        let short = name.strip_prefix("stablehlo.")?;
        if short == "return" {
            let types: Vec<String> = ir
                .operands(o)
                .map(|v| {
                    let e = elem(ctx, ir.value_type(v));
                    ty(ctx, e)
                })
                .collect();
            writeln!(
                out,
                "  {terminator} {} : {}",
                operands.join(", "),
                types.join(", ")
            )
            .ok()?;
            return Some(out);
        }
        let r = ir.results(o).next()?;
        let rt = ir.value_type(r);
        if !matches!(ctx.type_data(rt), TypeData::RankedTensor { shape, .. } if shape.is_empty()) {
            return None;
        }
        let e = elem(ctx, rt);
        let es = ty(ctx, e);
        let v = format!("%s{k}");
        let text = match short {
            "constant" => {
                let a = prop(ctx, m, o, "value")?;
                format!("{v} = arith.constant {}", scalar_literal(ctx, a, &es)?)
            }
            "compare" => {
                let dir = prop(ctx, m, o, "comparison_direction")
                    .and_then(|a| super::enum_value(ctx, a))?;
                let operand_t = ir.value_type(ir.operand(o, 0));
                let ok = kind(ctx, operand_t);
                let ot = ty(ctx, elem(ctx, operand_t));
                let total = prop(ctx, m, o, "compare_type").and_then(|a| super::enum_value(ctx, a))
                    == Some(2);
                if total && ok == Kind::Float {
                    let e = elem(ctx, operand_t);
                    let line = total_order(ctx, &mut out, k, &operands, e, dir)?;
                    writeln!(out, "  {v} = {line}").ok()?;
                    names.insert(r, v);
                    continue;
                }
                let (opname, preds): (&str, [&str; 6]) = match ok {
                    Kind::Float => ("arith.cmpf", ["oeq", "une", "oge", "ogt", "ole", "olt"]),
                    Kind::Signed => ("arith.cmpi", ["eq", "ne", "sge", "sgt", "sle", "slt"]),
                    Kind::Unsigned | Kind::Bool => {
                        ("arith.cmpi", ["eq", "ne", "uge", "ugt", "ule", "ult"])
                    }
                    _ => return None,
                };
                let p = preds.get(usize::try_from(dir).ok()?)?;
                format!("{v} = {opname} {p}, {} : {ot}", operands.join(", "))
            }
            "select" => format!("{v} = arith.select {} : {es}", operands.join(", ")),
            _ => {
                let (_, table) = RENAMES.iter().find(|(n, _)| *n == short)?;
                let to = table[column(kind(ctx, rt))?];
                if to.is_empty() || !to.starts_with("arith.") && !to.starts_with("math.") {
                    return None;
                }
                format!("{v} = {to} {} : {es}", operands.join(", "))
            }
        };
        writeln!(out, "  {text}").ok()?;
        names.insert(r, v);
    }
    None
}

/// A comparison of floats in their total order (-NaN < -inf < ... < -0 <
/// +0 < ... < inf < NaN), StableHLO's `TOTALORDER`: each float's bits as a
/// signed integer, its magnitude bits flipped when negative, compared as
/// integers. Writes the keys of both operands to `out` and returns the
/// comparison.
fn total_order(
    ctx: &mut Context,
    out: &mut String,
    k: usize,
    operands: &[String],
    e: Type,
    dir: i64,
) -> Option<String> {
    let TypeData::Float(fk) = ctx.type_data(e) else {
        return None;
    };
    let w = fk.bit_width();
    let ft = ty(ctx, e);
    let it = format!("i{w}");
    let mask = (1u128 << (w - 1)) - 1;
    writeln!(
        out,
        "  %t{k}m = arith.constant {mask} : {it}\n  %t{k}z = arith.constant 0 : {it}"
    )
    .ok()?;
    for (side, x) in operands.iter().enumerate() {
        writeln!(
            out,
            "  %t{k}b{side} = arith.bitcast {x} : {ft} to {it}\n  \
             %t{k}f{side} = arith.xori %t{k}b{side}, %t{k}m : {it}\n  \
             %t{k}n{side} = arith.cmpi slt, %t{k}b{side}, %t{k}z : {it}\n  \
             %t{k}k{side} = arith.select %t{k}n{side}, %t{k}f{side}, %t{k}b{side} : {it}"
        )
        .ok()?;
    }
    let p = ["eq", "ne", "sge", "sgt", "sle", "slt"].get(usize::try_from(dir).ok()?)?;
    Some(format!("arith.cmpi {p}, %t{k}k0, %t{k}k1 : {it}"))
}

fn reduce(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let n = m.ir.num_results(op);
    if m.ir.num_operands(op) != 2 * n {
        return None;
    }
    let dims = ints(ctx, m, op, "dimensions")?;
    let region = *m.ir.regions(op).first()?;
    let mut text = String::new();
    let (mut ins, mut in_types, mut outs, mut out_types) = (vec![], vec![], vec![], vec![]);
    for i in 0..n {
        let (t, r) = (operand_type(m, op, i), result_type(m, op, i));
        shape(ctx, t)?;
        shape(ctx, r)?;
        let e = ty(ctx, elem(ctx, r));
        let (ts, rs) = (ty(ctx, t), ty(ctx, r));
        let init_s = ty(ctx, operand_type(m, op, n + i));
        writeln!(
            text,
            "%init{i} = tensor.extract %a{j}[] : {init_s}\n\
             %e{i} = tensor.empty() : {rs}\n\
             %f{i} = linalg.fill ins(%init{i} : {e}) outs(%e{i} : {rs}) -> {rs}",
            j = n + i,
        )
        .ok()?;
        ins.push(format!("%a{i}"));
        in_types.push(ts);
        outs.push(format!("%f{i}"));
        out_types.push(rs);
    }
    // StableHLO's body takes (accumulators..., elements...); linalg.reduce's
    // block takes (elements..., accumulators...).
    let mut args: Vec<String> = (0..n).map(|i| format!("%acc{i}")).collect();
    args.extend((0..n).map(|i| format!("%x{i}")));
    let body = scalar_body(ctx, m, region, &args, "linalg.yield")?;
    let mut block_args = Vec::new();
    for i in 0..n {
        block_args.push(format!(
            "%x{i}: {}",
            ty(ctx, elem(ctx, operand_type(m, op, i)))
        ));
    }
    for i in 0..n {
        block_args.push(format!(
            "%acc{i}: {}",
            ty(ctx, elem(ctx, result_type(m, op, i)))
        ));
    }
    let results: Vec<String> = (0..n).map(|i| format!("%r#{i}")).collect();
    write!(
        text,
        "%r:{n} = linalg.reduce ins({} : {}) outs({} : {}) dimensions = [{}]\n  ({}) {{\n{body}  }}\n",
        ins.join(", "),
        in_types.join(", "),
        outs.join(", "),
        out_types.join(", "),
        list(&dims),
        block_args.join(", "),
    )
    .ok()?;
    write!(
        text,
        "return {} : {}",
        results.join(", "),
        out_types.join(", ")
    )
    .ok()?;
    Some(text)
}

/// Start indices clamped as StableHLO clamps them (`0 <= start <= dim -
/// size`), as `index` values `%o0`, `%o1`, ... from the 0-d operands
/// `%a{first}`, ...
fn clamped_starts(
    ctx: &mut Context,
    m: &Module,
    op: OpId,
    first: usize,
    dims: &[i64],
    sizes: &[i64],
) -> Option<String> {
    let mut text = String::new();
    for (i, (&d, &s)) in dims.iter().zip(sizes).enumerate() {
        let t = operand_type(m, op, first + i);
        let ts = ty(ctx, t);
        let e = ty(ctx, elem(ctx, t));
        let unsigned = kind(ctx, t) == Kind::Unsigned;
        let (max, min) = if unsigned {
            ("arith.maxui", "arith.minui")
        } else {
            ("arith.maxsi", "arith.minsi")
        };
        let cast = if unsigned {
            "arith.index_castui"
        } else {
            "arith.index_cast"
        };
        writeln!(
            text,
            "%s{i} = tensor.extract %a{j}[] : {ts}\n\
             %lo{i} = arith.constant 0 : {e}\n\
             %hi{i} = arith.constant {top} : {e}\n\
             %m{i} = {max} %s{i}, %lo{i} : {e}\n\
             %c{i} = {min} %m{i}, %hi{i} : {e}\n\
             %o{i} = {cast} %c{i} : {e} to index",
            j = first + i,
            top = (d - s).max(0),
        )
        .ok()?;
    }
    Some(text)
}

/// `dynamic_slice` as `tensor.extract_slice` and `dynamic_update_slice` as
/// `tensor.insert_slice`, at the clamped starts.
fn dynamic_slice(ctx: &mut Context, m: &Module, op: OpId, update: bool) -> Option<String> {
    let t = operand_type(m, op, 0);
    let r = result_type(m, op, 0);
    let dims = shape(ctx, t)?;
    shape(ctx, r)?;
    let (sizes, first) = if update {
        (shape(ctx, operand_type(m, op, 1))?, 2)
    } else {
        (ints(ctx, m, op, "slice_sizes")?, 1)
    };
    if m.ir.num_operands(op) != first + dims.len() || sizes.len() != dims.len() {
        return None;
    }
    let mut text = clamped_starts(ctx, m, op, first, &dims, &sizes)?;
    let offsets = list((0..dims.len()).map(|i| format!("%o{i}")));
    let ones = list(std::iter::repeat_n(1, dims.len()));
    let (tt, rt) = (ty(ctx, t), ty(ctx, r));
    if update {
        let ut = ty(ctx, operand_type(m, op, 1));
        write!(
            text,
            "%r = tensor.insert_slice %a1 into %a0[{offsets}] [{}] [{ones}] : {ut} into {tt}\nreturn %r : {rt}",
            list(&sizes)
        )
        .ok()?;
    } else {
        write!(
            text,
            "%r = tensor.extract_slice %a0[{offsets}] [{}] [{ones}] : {tt} to {rt}\nreturn %r : {rt}",
            list(&sizes)
        )
        .ok()?;
    }
    Some(text)
}

/// `pad` without interior padding or negative edges as `tensor.pad`.
fn pad(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let (t, r) = (operand_type(m, op, 0), result_type(m, op, 0));
    shape(ctx, t)?;
    shape(ctx, r)?;
    let low = ints(ctx, m, op, "edge_padding_low")?;
    let high = ints(ctx, m, op, "edge_padding_high")?;
    let interior = ints(ctx, m, op, "interior_padding")?;
    if low.iter().chain(&high).any(|&x| x < 0) || interior.iter().any(|&x| x != 0) {
        return None;
    }
    let e = ty(ctx, elem(ctx, t));
    let pv = ty(ctx, operand_type(m, op, 1));
    let idx = list(low.iter().enumerate().map(|(i, _)| format!("%i{i}: index")));
    let (tt, rt) = (ty(ctx, t), ty(ctx, r));
    Some(format!(
        "%v = tensor.extract %a1[] : {pv}\n\
         %r = tensor.pad %a0 low[{}] high[{}] {{\n^bb0({idx}):\n  tensor.yield %v : {e}\n}} : {tt} to {rt}\n\
         return %r : {rt}",
        list(&low),
        list(&high),
    ))
}

/// `sort` as `iree_linalg_ext.sort` (a stable sort) with the comparator
/// written in scalars.
fn sort(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let n = m.ir.num_operands(op);
    let d = match ctx.attr_data(prop(ctx, m, op, "dimension")?) {
        AttrData::Integer { value, .. } => value.to_i64()?,
        _ => return None,
    };
    let region = *m.ir.regions(op).first()?;
    let mut args = Vec::new();
    let mut block_args = Vec::new();
    let mut types = Vec::new();
    for i in 0..n {
        let t = operand_type(m, op, i);
        shape(ctx, t)?;
        let e = ty(ctx, elem(ctx, t));
        args.push(format!("%x{i}"));
        args.push(format!("%y{i}"));
        block_args.push(format!("%x{i}: {e}, %y{i}: {e}"));
        types.push(ty(ctx, t));
    }
    let body = scalar_body(ctx, m, region, &args, "iree_linalg_ext.yield")?;
    let ins: Vec<String> = (0..n).map(|i| format!("%a{i}")).collect();
    let results: Vec<String> = (0..n).map(|i| format!("%r#{i}")).collect();
    Some(format!(
        "%r:{n} = iree_linalg_ext.sort dimension({d}) outs({} : {}) {{\n^bb0({}):\n{body}}} -> {}\n\
         return {} : {}",
        ins.join(", "),
        types.join(", "),
        block_args.join(", "),
        types.join(", "),
        results.join(", "),
        types.join(", "),
    ))
}
