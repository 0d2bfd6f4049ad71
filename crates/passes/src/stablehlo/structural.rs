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
use super::{elem, kind, prop, Kind};

/// The integers of an `array<i64: ...>` attribute.
fn dense_i64s(ctx: &Context, a: sigil_ir::Attr) -> Option<Vec<i64>> {
    let AttrData::DenseArray { data, .. } = ctx.attr_data(a) else {
        return None;
    };
    Some(
        data.chunks_exact(8)
            .map(|c| i64::from_le_bytes(c.try_into().expect("8 bytes")))
            .collect(),
    )
}

/// The integers of an `array<i64: ...>` property.
pub(super) fn ints(ctx: &Context, m: &Module, op: OpId, name: &str) -> Option<Vec<i64>> {
    dense_i64s(ctx, prop(ctx, m, op, name)?)
}

/// The integer parameter `i` of a StableHLO struct attribute.
fn param_int(params: &[sigil_ir::attrs::Param], i: usize) -> Option<i64> {
    match params.get(i)? {
        sigil_ir::attrs::Param::Int(v) => Some(*v),
        _ => None,
    }
}

/// The integer-list parameter `i` of a StableHLO struct attribute.
fn param_list(ctx: &Context, params: &[sigil_ir::attrs::Param], i: usize) -> Option<Vec<i64>> {
    match params.get(i)? {
        sigil_ir::attrs::Param::Attr(a) => dense_i64s(ctx, *a),
        _ => None,
    }
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

/// The shape of a ranked tensor type, a dynamic dimension negative.
pub(super) fn ranked_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

/// `%{name} = tensor.empty(...) : {t}`, its dynamic sizes read with
/// `tensor.dim` from the op's operands: `src[i]` is the operand and its
/// dimension that dimension `i` of `t` has; `operands` are the operands'
/// types as text.
pub(super) fn empty_like(
    ctx: &mut Context,
    t: Type,
    src: &[(usize, usize)],
    operands: &[String],
    name: &str,
) -> Option<String> {
    let dims = ranked_shape(ctx, t)?;
    let mut text = String::new();
    let mut sizes = Vec::new();
    for (i, &d) in dims.iter().enumerate() {
        if d >= 0 {
            continue;
        }
        let &(o, k) = src.get(i)?;
        let ot = operands.get(o)?;
        text.push_str(&format!(
            "%{name}_c{i} = arith.constant {k} : index\n%{name}_d{i} = tensor.dim %a{o}, %{name}_c{i} : {ot}\n"
        ));
        sizes.push(format!("%{name}_d{i}"));
    }
    let ts = ty(ctx, t);
    text.push_str(&format!(
        "%{name} = tensor.empty({}) : {ts}",
        sizes.join(", ")
    ));
    Some(text)
}

/// `t` as text, unsigned integers made signless: the rules run before the
/// module's types become signless, and write the types they will have (the
/// payload ops take signless types only).
pub(super) fn ty(ctx: &mut Context, t: Type) -> String {
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

pub(super) fn identity(n: usize) -> String {
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
        "reverse" => reverse(ctx, m, op),
        "get_dimension_size" => get_dimension_size(ctx, m, op),
        "concatenate" => concatenate(ctx, m, op),
        "dot_general" => dot_general(ctx, m, op),
        "reduce" => reduce(ctx, m, op),
        "dynamic_slice" => dynamic_slice(ctx, m, op, false),
        "dynamic_update_slice" => dynamic_slice(ctx, m, op, true),
        "pad" => pad(ctx, m, op),
        "sort" => sort(ctx, m, op),
        "convolution" => convolution(ctx, m, op),
        "reduce_window" => reduce_window(ctx, m, op),
        "gather" => gather(ctx, m, op),
        "scatter" => scatter(ctx, m, op),
        "map" => map_op(ctx, m, op),
        "select_and_scatter" => select_and_scatter(ctx, m, op),
        "triangular_solve" => super::numerics::triangular_solve(ctx, m, op),
        "fft" => super::numerics::fft(ctx, m, op),
        "batch_norm_inference" | "batch_norm_training" | "batch_norm_grad" => {
            super::numerics::batch_norm(ctx, m, op, short)
        }
        _ => return None,
    };
    let Some(body) = body else {
        return Some(false);
    };
    // A rule whose IR does not verify (an op the verifier let through with
    // types its C++ checks would refuse) leaves the op for the VM to report.
    Some(replace_with(ctx, m, op, &body).is_ok())
}

/// `map` over every dimension (as the spec requires): a `linalg.generic`
/// whose body is the region in scalars.
fn map_op(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let r = result_type(m, op, 0);
    let rs = shape(ctx, r)?;
    let rank = rs.len();
    if ints(ctx, m, op, "dimensions")? != (0..rank as i64).collect::<Vec<_>>() {
        return None;
    }
    let n = m.ir.num_operands(op);
    let region = *m.ir.regions(op).first()?;
    let args: Vec<String> = (0..n).map(|i| format!("%x{i}")).collect();
    let body = scalar_body(ctx, m, region, &args, "linalg.yield")?;
    let (rts, es) = (ty(ctx, r), ty(ctx, elem(ctx, r)));
    let mut ins = Vec::new();
    let mut block_args = Vec::new();
    for i in 0..n {
        let t = operand_type(m, op, i);
        if shape(ctx, t)? != rs {
            return None;
        }
        ins.push(ty(ctx, t));
        block_args.push(format!("%x{i}: {}", ty(ctx, elem(ctx, t))));
    }
    block_args.push(format!("%out: {es}"));
    Some(format!(
        "%e = tensor.empty() : {rts}\n\
         %r = linalg.generic {{indexing_maps = [{maps}], iterator_types = [{its}]}} \
         ins({} : {}) outs(%e : {rts}) {{\n^bb0({}):\n{body}}} -> {rts}\n\
         return %r : {rts}",
        list((0..n).map(|i| format!("%a{i}"))),
        ins.join(", "),
        block_args.join(", "),
        maps = vec![identity(rank); n + 1].join(", "),
        its = list(std::iter::repeat_n("\"parallel\"", rank)),
    ))
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
    Some(copy(ctx, t, r, &exprs))
}

/// A `linalg.generic` copying operand `t` into a result `r`, element `(d0,
/// ...)` of the result read at `exprs` of the operand.
fn copy(ctx: &mut Context, t: Type, r: Type, exprs: &[String]) -> String {
    let n = shape(ctx, r).map_or(0, |s| s.len());
    let e = ty(ctx, elem(ctx, r));
    format!(
        "%e = tensor.empty() : {rt}\n\
         %r = linalg.generic {{indexing_maps = [{m_in}, {m_out}], iterator_types = [{its}]}} \
         ins(%a0 : {tt}) outs(%e : {rt}) {{\n^bb0(%x: {e}, %o: {e}):\n  linalg.yield %x : {e}\n}} -> {rt}\n\
         return %r : {rt}",
        rt = ty(ctx, r),
        tt = ty(ctx, t),
        m_in = map(n, exprs),
        m_out = identity(n),
        its = list(std::iter::repeat_n("\"parallel\"", n)),
    )
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

/// `get_dimension_size` of a static dimension: a constant.
fn get_dimension_size(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let s = shape(ctx, operand_type(m, op, 0))?;
    let d = match ctx.attr_data(prop(ctx, m, op, "dimension")?) {
        AttrData::Integer { value, .. } => usize::try_from(value.to_i64()?).ok()?,
        _ => return None,
    };
    let rt = ty(ctx, result_type(m, op, 0));
    Some(format!(
        "%r = arith.constant dense<{}> : {rt}\nreturn %r : {rt}",
        s.get(d)?
    ))
}

/// `reverse` reads dimension `d` of size `n` at `n - 1 - d`: an affine map.
fn reverse(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let (t, r) = (operand_type(m, op, 0), result_type(m, op, 0));
    let outs = shape(ctx, r)?;
    let rev = ints(ctx, m, op, "dimensions")?;
    let n = outs.len();
    let exprs: Vec<String> = (0..n)
        .map(|i| {
            if rev.contains(&(i as i64)) {
                format!("-d{i} + {}", outs[i] - 1)
            } else {
                format!("d{i}")
            }
        })
        .collect();
    Some(copy(ctx, t, r, &exprs))
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
        Kind::Complex => ("complex.mul", "complex.add"),
        _ => return None,
    })
}

/// The op making the zero of element type `e` (`arith.constant`, or
/// `complex.constant` for a complex element).
fn zero(ctx: &mut Context, e: Type) -> Option<String> {
    let text = ty(ctx, e);
    Some(match ctx.type_data(e) {
        TypeData::Float(_) => format!("arith.constant 0.0 : {text}"),
        TypeData::Integer { width: 1, .. } => "arith.constant false".to_string(),
        TypeData::Integer { .. } => format!("arith.constant 0 : {text}"),
        TypeData::Complex(p) => {
            let p = ty(ctx, *p);
            format!("complex.constant [0.0 : {p}, 0.0 : {p}] : {text}")
        }
        _ => return None,
    })
}

fn dot_general(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let (lt, rt_, r) = (
        operand_type(m, op, 0),
        operand_type(m, op, 1),
        result_type(m, op, 0),
    );
    // Dynamic sizes are read from the operands (`empty_like`).
    let (ls, rs, os) = (
        ranked_shape(ctx, lt)?,
        ranked_shape(ctx, rt_)?,
        ranked_shape(ctx, r)?,
    );
    let e = elem(ctx, r);
    let (mul, add) = mul_add(kind(ctx, r))?;
    let dd = prop(ctx, m, op, "dot_dimension_numbers")?;
    let AttrData::Dialect(d) = ctx.attr_data(dd) else {
        return None;
    };
    let field = |i: usize| -> Option<Vec<usize>> {
        param_list(ctx, &d.params, i)?
            .into_iter()
            .map(|x| usize::try_from(x).ok())
            .collect()
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
    // A 16-bit float result accumulates in f32 and is rounded once, as
    // XLA on CPU computes it.
    let narrow = matches!(ctx.type_data(e), TypeData::Float(k) if k.bit_width() == 16);
    let (acc_e, acc_t) = if narrow {
        let f32_ty = ctx.float_type(sigil_numeric::FloatKind::F32);
        let TypeData::RankedTensor {
            shape, encoding, ..
        } = ctx.type_data(r).clone()
        else {
            return None;
        };
        let t = ctx.intern_type(TypeData::RankedTensor {
            shape,
            elem: f32_ty,
            encoding,
        });
        (f32_ty, t)
    } else {
        (e, r)
    };
    let es = ty(ctx, acc_e);
    let (lts, rts, outs) = (ty(ctx, lt), ty(ctx, rt_), ty(ctx, acc_t));
    let final_t = ty(ctx, r);
    let (les, res) = (ty(ctx, elem(ctx, lt)), ty(ctx, elem(ctx, rt_)));
    // Mixed precision (a preferred element type): operands converted first.
    let (cx, x) = convert_scalar(ctx, elem(ctx, lt), acc_e, "%x", "%xw")?;
    let (cy, y) = convert_scalar(ctx, elem(ctx, rt_), acc_e, "%y", "%yw")?;
    let z = zero(ctx, acc_e)?;
    let finish = if narrow {
        format!("%n = arith.truncf %r : {outs} to {final_t}\nreturn %n : {final_t}")
    } else {
        format!("return %r : {outs}")
    };
    // Where each result dimension comes from: batch, then the left's free
    // dimensions, then the right's.
    let src: Vec<(usize, usize)> = lb
        .iter()
        .chain(&lf)
        .map(|&i| (0, i))
        .chain(rf.iter().map(|&i| (1, i)))
        .collect();
    let empty = empty_like(ctx, acc_t, &src, &[lts.clone(), rts.clone()], "e")?;
    Some(format!(
        "%z = {z}\n\
         {empty}\n\
         %f = linalg.fill ins(%z : {es}) outs(%e : {outs}) -> {outs}\n\
         %r = linalg.generic {{indexing_maps = [{ml}, {mr}, {mo}], iterator_types = [{its}]}} \
         ins(%a0, %a1 : {lts}, {rts}) outs(%f : {outs}) {{\n\
         ^bb0(%x: {les}, %y: {res}, %acc: {es}):\n{cx}{cy}  %p = {mul} {x}, {y} : {es}\n  %s = {add} %acc, %p : {es}\n  linalg.yield %s : {es}\n}} -> {outs}\n\
         {finish}",
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
    let mut names = std::collections::HashMap::new();
    let mut out = String::new();
    let mut next = 0;
    let end = End::Yield(terminator);
    scalar_region(ctx, m, region, args, &end, &mut names, &mut out, &mut next)?;
    Some(out)
}

/// How a scalar region ends: `name operands : types`, or `scf.while`'s
/// condition (the first operand the condition, the arguments passed on).
enum End<'a> {
    Yield(&'a str),
    Condition(&'a [String], &'a [String]),
}

/// The ops of `region`'s single block as scalar ops appended to `out`, its
/// block arguments named `args`; `names` holds the values of enclosing
/// regions (StableHLO's `if`, `case` and `while` regions see them), and
/// `next` numbers the values so names stay unique across regions.
#[allow(clippy::too_many_arguments)]
fn scalar_region(
    ctx: &mut Context,
    m: &Module,
    region: sigil_ir::RegionId,
    args: &[String],
    end: &End<'_>,
    names: &mut std::collections::HashMap<Value, String>,
    out: &mut String,
    next: &mut usize,
) -> Option<()> {
    let ir = &m.ir;
    let block = ir.entry_block(region)?;
    if ir.next_block(block).is_some() || ir.block_args(block).len() != args.len() {
        return None;
    }
    for (&a, n) in ir.block_args(block).iter().zip(args) {
        names.insert(a, n.clone());
    }
    let scalar_ty = |ctx: &mut Context, v: Value| -> Option<String> {
        let t = ir.value_type(v);
        if !matches!(ctx.type_data(t), TypeData::RankedTensor { shape, .. } if shape.is_empty()) {
            return None;
        }
        let e = elem(ctx, t);
        Some(ty(ctx, e))
    };
    let ops: Vec<OpId> = ir.block_ops(block).collect();
    for o in ops {
        let name = String::from_utf8_lossy(ctx.str_bytes(ir.op(o).name)).into_owned();
        let operands: Vec<String> = ir
            .operands(o)
            .map(|v| names.get(&v).cloned())
            .collect::<Option<_>>()?;
        let short = name.strip_prefix("stablehlo.")?;
        if short == "return" {
            let types: Vec<String> = ir
                .operands(o)
                .map(|v| scalar_ty(ctx, v))
                .collect::<Option<_>>()?;
            match end {
                End::Yield(t) => {
                    writeln!(out, "  {t} {} : {}", operands.join(", "), types.join(", ")).ok()?
                }
                End::Condition(pass, pass_types) => writeln!(
                    out,
                    "  scf.condition({}) {} : {}",
                    operands.first()?,
                    pass.join(", "),
                    pass_types.join(", ")
                )
                .ok()?,
            }
            return Some(());
        }
        let k = *next;
        *next += 1;
        let v = format!("%s{k}");
        let results: Vec<Value> = ir.results(o).collect();
        let result_types: Vec<String> = results
            .iter()
            .map(|&r| scalar_ty(ctx, r))
            .collect::<Option<_>>()?;
        // Ops with regions: scf's, their results `%sK#i`.
        if matches!(short, "if" | "case" | "while") {
            let regions = ir.regions(o).to_vec();
            let rt = result_types.join(", ");
            let arrow = if results.is_empty() {
                String::new()
            } else {
                format!(" -> ({rt})")
            };
            let lhs = match results.len() {
                0 => String::new(),
                1 => format!("{v} = "),
                n => format!("{v}:{n} = "),
            };
            let yield_ = End::Yield("scf.yield");
            match short {
                "if" => {
                    writeln!(out, "  {lhs}scf.if {}{arrow} {{", operands.first()?).ok()?;
                    scalar_region(ctx, m, regions[0], &[], &yield_, names, out, next)?;
                    writeln!(out, "  }} else {{").ok()?;
                    scalar_region(ctx, m, *regions.get(1)?, &[], &yield_, names, out, next)?;
                    writeln!(out, "  }}").ok()?;
                }
                "case" => {
                    // An index out of range takes the last branch.
                    let it = scalar_ty(ctx, ir.operand(o, 0))?;
                    writeln!(
                        out,
                        "  {v}i = arith.index_cast {} : {it} to index",
                        operands[0]
                    )
                    .ok()?;
                    let arrow = if results.is_empty() {
                        String::new()
                    } else {
                        format!(" -> {rt}")
                    };
                    writeln!(out, "  {lhs}scf.index_switch {v}i{arrow}").ok()?;
                    let last = regions.len().checked_sub(1)?;
                    for (i, &r) in regions.iter().enumerate() {
                        if i == last {
                            writeln!(out, "  default {{").ok()?;
                        } else {
                            writeln!(out, "  case {i} {{").ok()?;
                        }
                        scalar_region(ctx, m, r, &[], &yield_, names, out, next)?;
                        writeln!(out, "  }}").ok()?;
                    }
                }
                _ => {
                    let n = operands.len();
                    // The condition's arguments are the names bound to
                    // the initial values.
                    let before: Vec<String> = (0..n).map(|i| format!("{v}b{i}")).collect();
                    let inits: Vec<String> = (0..n)
                        .map(|i| format!("{} = {}", before[i], operands[i]))
                        .collect();
                    let after: Vec<String> = (0..n).map(|i| format!("{v}d{i}")).collect();
                    let typed = |xs: &[String]| {
                        xs.iter()
                            .zip(&result_types)
                            .map(|(x, t)| format!("{x}: {t}"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    };
                    writeln!(
                        out,
                        "  {lhs}scf.while ({}) : ({rt}) -> ({rt}) {{",
                        inits.join(", ")
                    )
                    .ok()?;
                    let cond = End::Condition(&before, &result_types);
                    scalar_region(ctx, m, regions[0], &before, &cond, names, out, next)?;
                    writeln!(out, "  }} do {{\n  ^bb0({}):", typed(&after)).ok()?;
                    scalar_region(ctx, m, *regions.get(1)?, &after, &yield_, names, out, next)?;
                    writeln!(out, "  }}").ok()?;
                }
            }
            for (i, &r) in results.iter().enumerate() {
                let name = if results.len() == 1 {
                    v.clone()
                } else {
                    format!("{v}#{i}")
                };
                names.insert(r, name);
            }
            continue;
        }
        let [r] = results[..] else {
            return None;
        };
        let es = result_types[0].clone();
        if short == "constant" {
            let a = prop(ctx, m, o, "value")?;
            let text = format!("{v} = arith.constant {}", scalar_literal(ctx, a, &es)?);
            writeln!(out, "  {text}").ok()?;
            names.insert(r, v);
            continue;
        }
        let (lines, value) = super::elementwise::scalar(ctx, m, o, short, &operands, &v)?;
        out.push_str(&lines);
        names.insert(r, value);
    }
    None
}

/// A comparison of floats in their total order (-NaN < -inf < ... < -0 <
/// +0 < ... < inf < NaN), StableHLO's `TOTALORDER`: each float's bits as a
/// signed integer, its magnitude bits flipped when negative, compared as
/// integers. Writes the keys of both operands to `out` and returns the
/// comparison.
pub(super) fn total_order(
    ctx: &mut Context,
    out: &mut String,
    k: &str,
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
    let operand_texts: Vec<String> = (0..2 * n)
        .map(|i| ty(ctx, operand_type(m, op, i)))
        .collect();
    for i in 0..n {
        let (t, r) = (operand_type(m, op, i), result_type(m, op, i));
        // A dynamic result dimension is the kept operand dimension's size.
        let rank = ranked_shape(ctx, t)?.len();
        let kept: Vec<(usize, usize)> = (0..rank)
            .filter(|d| !dims.contains(&(*d as i64)))
            .map(|d| (i, d))
            .collect();
        ranked_shape(ctx, r)?;
        let e = ty(ctx, elem(ctx, r));
        let (ts, rs) = (ty(ctx, t), ty(ctx, r));
        let init_s = ty(ctx, operand_type(m, op, n + i));
        let empty = empty_like(ctx, r, &kept, &operand_texts, &format!("e{i}"))?;
        writeln!(
            text,
            "%init{i} = tensor.extract %a{j}[] : {init_s}\n\
             {empty}\n\
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
/// MLIR text padding `src` (of `shape`, elements `e`) with the scalar
/// `value` as StableHLO's `pad` does: `interior` values between elements
/// first, then `low`/`high` at the edges, a negative edge cutting
/// elements off. Defines `%{name}` and returns its shape; writes nothing
/// when there is nothing to pad.
#[allow(clippy::too_many_arguments)]
fn general_pad(
    text: &mut String,
    name: &str,
    src: &str,
    shape: &[i64],
    e: &str,
    value: &str,
    (low, high, interior): (&[i64], &[i64], &[i64]),
) -> Option<Vec<i64>> {
    let rank = shape.len();
    if low.len() != rank || high.len() != rank || interior.len() != rank {
        return None;
    }
    if interior.iter().any(|&i| i < 0) {
        return None;
    }
    let tensor = |s: &[i64]| {
        if s.is_empty() {
            format!("tensor<{e}>")
        } else {
            format!(
                "tensor<{}x{e}>",
                s.iter().map(i64::to_string).collect::<Vec<_>>().join("x")
            )
        }
    };
    let mut cur = src.to_string();
    let mut cur_shape = shape.to_vec();
    if interior.iter().any(|&i| i > 0) {
        // Checked: sizes come from the input's attributes.
        let dilated: Vec<i64> = (0..rank)
            .map(|d| {
                if shape[d] == 0 {
                    Some(0)
                } else {
                    (shape[d] - 1)
                        .checked_mul(interior[d].checked_add(1)?)?
                        .checked_add(1)
                }
            })
            .collect::<Option<_>>()?;
        let (st, dt) = (tensor(shape), tensor(&dilated));
        writeln!(
            text,
            "%{name}_de = tensor.empty() : {dt}\n\
             %{name}_df = linalg.fill ins({value} : {e}) outs(%{name}_de : {dt}) -> {dt}\n\
             %{name}_d = tensor.insert_slice {cur} into %{name}_df[{}] [{}] [{}] : {st} into {dt}",
            list(std::iter::repeat_n(0, rank)),
            list(shape),
            list(interior.iter().map(|i| i + 1)),
        )
        .ok()?;
        cur = format!("%{name}_d");
        cur_shape = dilated;
    }
    if low.iter().chain(high).any(|&x| x > 0) {
        let (lo, hi): (Vec<i64>, Vec<i64>) = (
            low.iter().map(|&x| x.max(0)).collect(),
            high.iter().map(|&x| x.max(0)).collect(),
        );
        let padded: Vec<i64> = (0..rank)
            .map(|d| cur_shape[d].checked_add(lo[d])?.checked_add(hi[d]))
            .collect::<Option<_>>()?;
        let idx = list((0..rank).map(|i| format!("%{name}_i{i}: index")));
        writeln!(
            text,
            "%{name}_p = tensor.pad {cur} low[{}] high[{}] {{\n^bb0({idx}):\n  tensor.yield {value} : {e}\n}} : {} to {}",
            list(&lo),
            list(&hi),
            tensor(&cur_shape),
            tensor(&padded),
        )
        .ok()?;
        cur = format!("%{name}_p");
        cur_shape = padded;
    }
    if low.iter().chain(high).any(|&x| x < 0) {
        let cut = |x: i64| x.checked_neg().map(|c| c.max(0));
        let offsets: Vec<i64> = low.iter().map(|&x| cut(x)).collect::<Option<_>>()?;
        let sizes: Vec<i64> = (0..rank)
            .map(|d| {
                cur_shape[d]
                    .checked_sub(offsets[d])?
                    .checked_sub(cut(high[d])?)
            })
            .collect::<Option<_>>()?;
        if sizes.iter().any(|&x| x < 0) {
            return None;
        }
        writeln!(
            text,
            "%{name}_s = tensor.extract_slice {cur}[{}] [{}] [{}] : {} to {}",
            list(&offsets),
            list(&sizes),
            list(std::iter::repeat_n(1, rank)),
            tensor(&cur_shape),
            tensor(&sizes),
        )
        .ok()?;
        cur = format!("%{name}_s");
        cur_shape = sizes;
    }
    writeln!(
        text,
        "%{name} = tensor.cast {cur} : {} to {}",
        tensor(&cur_shape),
        tensor(&cur_shape)
    )
    .ok()?;
    Some(cur_shape)
}

fn pad(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let (t, r) = (operand_type(m, op, 0), result_type(m, op, 0));
    let is = shape(ctx, t)?;
    shape(ctx, r)?;
    let low = ints(ctx, m, op, "edge_padding_low")?;
    let high = ints(ctx, m, op, "edge_padding_high")?;
    let interior = ints(ctx, m, op, "interior_padding")?;
    let e = ty(ctx, elem(ctx, t));
    let pv = ty(ctx, operand_type(m, op, 1));
    let rt = ty(ctx, r);
    let mut text = format!("%v = tensor.extract %a1[] : {pv}\n");
    general_pad(
        &mut text,
        "r",
        "%a0",
        &is,
        &e,
        "%v",
        (&low, &high, &interior),
    )?;
    write!(text, "return %r : {rt}").ok()?;
    Some(text)
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
    let mut ins = Vec::new();
    // The sort's operands: a complex tensor is sorted as its real and
    // imaginary parts (two operands), the comparator making each number
    // from its parts.
    let (mut split, mut make, mut join) = (String::new(), String::new(), Vec::new());
    for i in 0..n {
        let t = operand_type(m, op, i);
        shape(ctx, t)?;
        let e = elem(ctx, t);
        let es = ty(ctx, e);
        args.push(format!("%x{i}"));
        args.push(format!("%y{i}"));
        let ts = ty(ctx, t);
        if let TypeData::Complex(part) = *ctx.type_data(e) {
            let ps = ty(ctx, part);
            let pt = ts.replacen(&es, &ps, 1);
            for (p, which) in [("re", "real"), ("im", "imag")] {
                writeln!(
                    split,
                    "%{p}{i} = \"stablehlo.{which}\"(%a{i}) : ({ts}) -> {pt}"
                )
                .ok()?;
                ins.push(format!("%{p}{i}"));
                types.push(pt.clone());
            }
            block_args.push(format!(
                "%x{i}re: {ps}, %y{i}re: {ps}, %x{i}im: {ps}, %y{i}im: {ps}"
            ));
            for v in ["x", "y"] {
                writeln!(
                    make,
                    "  %{v}{i} = complex.create %{v}{i}re, %{v}{i}im : {es}"
                )
                .ok()?;
            }
            let k = ins.len();
            join.push((
                format!(
                    "%z{i} = \"stablehlo.complex\"(%r#{}, %r#{}) : ({pt}, {pt}) -> {ts}\n",
                    k - 2,
                    k - 1
                ),
                format!("%z{i}"),
                ts,
            ));
        } else {
            block_args.push(format!("%x{i}: {es}, %y{i}: {es}"));
            ins.push(format!("%a{i}"));
            types.push(ts.clone());
            join.push((String::new(), format!("%r#{}", ins.len() - 1), ts));
        }
    }
    let body = scalar_body(ctx, m, region, &args, "iree_linalg_ext.yield")?;
    let k = ins.len();
    let joins: String = join.iter().map(|(text, _, _)| text.as_str()).collect();
    let results: Vec<&str> = join.iter().map(|(_, v, _)| v.as_str()).collect();
    let result_types: Vec<&str> = join.iter().map(|(_, _, t)| t.as_str()).collect();
    Some(format!(
        "{split}%r:{k} = iree_linalg_ext.sort dimension({d}) outs({} : {}) {{\n^bb0({}):\n{make}{body}}} -> {}\n\
         {joins}return {} : {}",
        ins.join(", "),
        types.join(", "),
        block_args.join(", "),
        types.join(", "),
        results.join(", "),
        result_types.join(", "),
    ))
}

/// The integers of a dense `i64` elements property (`padding`).
fn elements(ctx: &Context, m: &Module, op: OpId, name: &str) -> Option<Vec<i64>> {
    let AttrData::DenseElements { ty: t, splat, data } = ctx.attr_data(prop(ctx, m, op, name)?)
    else {
        return None;
    };
    let n: i64 = ctx.type_data(*t).shape()?.iter().product();
    let at = |i: usize| {
        let i = if *splat { 0 } else { i };
        data.get(i * 8..i * 8 + 8)
            .map(|c| i64::from_le_bytes(c.try_into().expect("8 bytes")))
    };
    (0..n as usize).map(at).collect()
}

/// `convolution` without input dilation, feature or batch groups, or
/// window reversal, as a `linalg.generic` over (batch, output spatial...,
/// output feature, kernel spatial..., input feature), the input padded
/// first with zeros where the window pads it.
fn convolution(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let (it, kt, r) = (
        operand_type(m, op, 0),
        operand_type(m, op, 1),
        result_type(m, op, 0),
    );
    let (is, ks, os) = (shape(ctx, it)?, shape(ctx, kt)?, shape(ctx, r)?);
    let e = elem(ctx, r);
    let count = |name: &str| match prop(ctx, m, op, name).map(|a| ctx.attr_data(a)) {
        Some(AttrData::Integer { value, .. }) => value.to_i64().filter(|&g| g >= 1),
        None => Some(1),
        _ => None,
    };
    let (fgc, bgc) = (count("feature_group_count")?, count("batch_group_count")?);
    let AttrData::Dialect(dn) = ctx.attr_data(prop(ctx, m, op, "dimension_numbers")?) else {
        return None;
    };
    let p = dn.params.clone();
    let int = |i: usize| param_int(&p, i);
    let lst = |i: usize| param_list(ctx, &p, i);
    let (ib, ifeat, isp) = (int(0)? as usize, int(1)? as usize, lst(2)?);
    let (kif, kof, ksp) = (int(3)? as usize, int(4)? as usize, lst(5)?);
    let (ob, of, osp) = (int(6)? as usize, int(7)? as usize, lst(8)?);
    let n = isp.len();
    if ksp.len() != n || osp.len() != n || is.len() != n + 2 || os.len() != n + 2 {
        return None;
    }
    let ones = vec![1i64; n];
    let strides = ints(ctx, m, op, "window_strides").unwrap_or_else(|| ones.clone());
    let lhs_dil = ints(ctx, m, op, "lhs_dilation").unwrap_or_else(|| ones.clone());
    let rhs_dil = ints(ctx, m, op, "rhs_dilation").unwrap_or_else(|| ones.clone());
    let padding = elements(ctx, m, op, "padding").unwrap_or_else(|| vec![0; 2 * n]);
    let reversed = prop(ctx, m, op, "window_reversal").is_some_and(|a| match ctx.attr_data(a) {
        AttrData::DenseArray { data, .. } => data.iter().any(|&b| b != 0),
        _ => true,
    });
    if reversed || padding.len() != 2 * n || lhs_dil.len() != n || lhs_dil.iter().any(|&d| d < 1) {
        return None;
    }
    if strides.len() != n || rhs_dil.len() != n {
        return None;
    }
    let (mul, add) = mul_add(kind(ctx, r))?;
    let es = ty(ctx, e);
    let mut text = String::new();
    let z = zero(ctx, e)?;
    let ie = elem(ctx, it);
    let zi = zero(ctx, ie)?;
    writeln!(text, "%z = {z}\n%zi = {zi}").ok()?;
    // The input, base-dilated and padded (a negative pad cuts).
    let (mut low, mut high, mut interior) =
        (vec![0i64; n + 2], vec![0i64; n + 2], vec![0i64; n + 2]);
    for k in 0..n {
        let d = usize::try_from(isp[k]).ok()?;
        low[d] = padding[2 * k];
        high[d] = padding[2 * k + 1];
        interior[d] = lhs_dil[k] - 1;
    }
    let ies = ty(ctx, ie);
    let padded = general_pad(
        &mut text,
        "p",
        "%a0",
        &is,
        &ies,
        "%zi",
        (&low, &high, &interior),
    )?;
    let pt = format!(
        "tensor<{}x{ies}>",
        padded
            .iter()
            .map(i64::to_string)
            .collect::<Vec<_>>()
            .join("x")
    );
    // Groups: output feature `o` reads input features `(o / (O / G)) * (I
    // / G) + i` (feature groups) and input batch `(o / (O / B)) * (N / B)
    // + b` (batch groups), `i` and `b` running over the kernel's input
    // features and the output's batch.
    let (o_feat, i_feat, o_batch) = (os[of], is[ifeat], os[ob]);
    if o_feat % fgc != 0
        || o_feat % bgc != 0
        || i_feat % fgc != 0
        || ks[kif].checked_mul(fgc) != Some(i_feat)
    {
        return None;
    }
    // Loops: b, output spatial (n), o, kernel spatial (n), i.
    let loops = 2 * n + 3;
    let (lb, lo, li) = (0, n + 1, 2 * n + 2);
    let los = |k: usize| 1 + k;
    let lks = |k: usize| n + 2 + k;
    let mut in_map = vec![String::new(); n + 2];
    in_map[ib] = if bgc > 1 {
        format!("(d{lo} floordiv {}) * {o_batch} + d{lb}", o_feat / bgc)
    } else {
        format!("d{lb}")
    };
    in_map[ifeat] = if fgc > 1 {
        format!(
            "(d{lo} floordiv {}) * {} + d{li}",
            o_feat / fgc,
            i_feat / fgc
        )
    } else {
        format!("d{li}")
    };
    for k in 0..n {
        in_map[usize::try_from(isp[k]).ok()?] = format!(
            "d{} * {} + d{} * {}",
            los(k),
            strides[k],
            lks(k),
            rhs_dil[k]
        );
    }
    let mut k_map = vec![String::new(); n + 2];
    k_map[kif] = format!("d{li}");
    k_map[kof] = format!("d{lo}");
    for k in 0..n {
        k_map[usize::try_from(ksp[k]).ok()?] = format!("d{}", lks(k));
    }
    let mut o_map = vec![String::new(); n + 2];
    o_map[ob] = format!("d{lb}");
    o_map[of] = format!("d{lo}");
    for k in 0..n {
        o_map[usize::try_from(osp[k]).ok()?] = format!("d{}", los(k));
    }
    if in_map
        .iter()
        .chain(&k_map)
        .chain(&o_map)
        .any(String::is_empty)
    {
        return None;
    }
    let iters = list((0..loops).map(|l| {
        if l == li || (n + 2..2 * n + 2).contains(&l) {
            "\"reduction\""
        } else {
            "\"parallel\""
        }
    }));
    let (kts, kes, rts) = (ty(ctx, kt), ty(ctx, elem(ctx, kt)), ty(ctx, r));
    let (cx, x) = convert_scalar(ctx, ie, e, "%x", "%xw")?;
    let (cy, y) = convert_scalar(ctx, elem(ctx, kt), e, "%y", "%yw")?;
    write!(
        text,
        "%e = tensor.empty() : {rts}\n\
         %f = linalg.fill ins(%z : {es}) outs(%e : {rts}) -> {rts}\n\
         %r = linalg.generic {{indexing_maps = [{}, {}, {}], iterator_types = [{iters}]}} \
         ins(%p, %a1 : {pt}, {kts}) outs(%f : {rts}) {{\n\
         ^bb0(%x: {ies}, %y: {kes}, %acc: {es}):\n{cx}{cy}  %m = {mul} {x}, {y} : {es}\n  %s = {add} %acc, %m : {es}\n  linalg.yield %s : {es}\n}} -> {rts}\n\
         return %r : {rts}",
        map(loops, &in_map),
        map(loops, &k_map),
        map(loops, &o_map),
    )
    .ok()?;
    Some(text)
}

/// The body lines converting scalar `v` of element type `from` to `to`
/// as `stablehlo.convert` does (named `w`), and the value to use: for
/// `convert` in region bodies, and for mixed-precision `dot_general` and
/// `convolution`, which convert their operands to the result's type.
pub(super) fn convert_scalar(
    ctx: &mut Context,
    from: Type,
    to: Type,
    v: &str,
    w: &str,
) -> Option<(String, String)> {
    let (fs, ts) = (ty(ctx, from), ty(ctx, to));
    Some(match super::conversion(ctx, from, to)? {
        super::Conversion::Same => (String::new(), v.to_string()),
        super::Conversion::Cast(c) => (format!("  {w} = {c} {v} : {fs} to {ts}\n"), w.to_string()),
        super::Conversion::ThroughF32 => (
            format!(
                "  {w}m = arith.extf {v} : {fs} to f32\n  {w} = arith.truncf {w}m : f32 to {ts}\n"
            ),
            w.to_string(),
        ),
        super::Conversion::NonZero { float } => {
            let (z, cmp) = if float {
                (format!("0.0 : {fs}"), "arith.cmpf une")
            } else {
                (format!("0 : {fs}"), "arith.cmpi ne")
            };
            (
                format!("  {w}z = arith.constant {z}\n  {w} = {cmp}, {v}, {w}z : {fs}\n"),
                w.to_string(),
            )
        }
    })
}

/// `reduce_window` as a `linalg.generic` over the
/// output's dimensions then the window's (reductions), each input padded
/// (and base-dilated) first with its init value, the body written in
/// scalars.
fn reduce_window(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let n = m.ir.num_results(op);
    if m.ir.num_operands(op) != 2 * n {
        return None;
    }
    let is = shape(ctx, operand_type(m, op, 0))?;
    let os = shape(ctx, result_type(m, op, 0))?;
    let rank = is.len();
    let ones = vec![1i64; rank];
    let window = ints(ctx, m, op, "window_dimensions")?;
    let strides = ints(ctx, m, op, "window_strides").unwrap_or_else(|| ones.clone());
    let base = ints(ctx, m, op, "base_dilations").unwrap_or_else(|| ones.clone());
    let wdil = ints(ctx, m, op, "window_dilations").unwrap_or_else(|| ones.clone());
    let padding = elements(ctx, m, op, "padding").unwrap_or_else(|| vec![0; 2 * rank]);
    if [
        window.len(),
        strides.len(),
        wdil.len(),
        os.len(),
        base.len(),
    ]
    .iter()
    .any(|&l| l != rank)
        || padding.len() != 2 * rank
    {
        return None;
    }
    let region = *m.ir.regions(op).first()?;
    let mut text = String::new();
    let low: Vec<i64> = (0..rank).map(|d| padding[2 * d]).collect();
    let high: Vec<i64> = (0..rank).map(|d| padding[2 * d + 1]).collect();
    if base.iter().any(|&b| b < 1) {
        return None;
    }
    let interior: Vec<i64> = base.iter().map(|&b| b - 1).collect();
    let (mut ins, mut in_types, mut outs, mut out_types, mut block_args) =
        (vec![], vec![], vec![], vec![], vec![]);
    for i in 0..n {
        let (t, r) = (operand_type(m, op, i), result_type(m, op, i));
        if shape(ctx, t)? != is || shape(ctx, r)? != os {
            return None;
        }
        let e = ty(ctx, elem(ctx, r));
        let rs = ty(ctx, r);
        let init_s = ty(ctx, operand_type(m, op, n + i));
        writeln!(
            text,
            "%init{i} = tensor.extract %a{j}[] : {init_s}",
            j = n + i
        )
        .ok()?;
        let padded = general_pad(
            &mut text,
            &format!("p{i}"),
            &format!("%a{i}"),
            &is,
            &e,
            &format!("%init{i}"),
            (&low, &high, &interior),
        )?;
        let pt = format!(
            "tensor<{}x{e}>",
            padded
                .iter()
                .map(i64::to_string)
                .collect::<Vec<_>>()
                .join("x")
        );
        writeln!(
            text,
            "%e{i} = tensor.empty() : {rs}\n\
             %f{i} = linalg.fill ins(%init{i} : {e}) outs(%e{i} : {rs}) -> {rs}",
        )
        .ok()?;
        ins.push(format!("%p{i}"));
        in_types.push(pt);
        outs.push(format!("%f{i}"));
        out_types.push(rs);
        block_args.push(format!("%x{i}: {e}"));
    }
    for i in 0..n {
        block_args.push(format!(
            "%acc{i}: {}",
            ty(ctx, elem(ctx, result_type(m, op, i)))
        ));
    }
    let mut args: Vec<String> = (0..n).map(|i| format!("%acc{i}")).collect();
    args.extend((0..n).map(|i| format!("%x{i}")));
    let body = scalar_body(ctx, m, region, &args, "linalg.yield")?;
    let loops = 2 * rank;
    let in_map: Vec<String> = (0..rank)
        .map(|d| format!("d{d} * {} + d{} * {}", strides[d], rank + d, wdil[d]))
        .collect();
    let out_map: Vec<String> = (0..rank).map(|d| format!("d{d}")).collect();
    let maps: Vec<String> = std::iter::repeat_n(map(loops, &in_map), n)
        .chain(std::iter::repeat_n(map(loops, &out_map), n))
        .collect();
    let iters = list((0..loops).map(|l| {
        if l < rank {
            "\"parallel\""
        } else {
            "\"reduction\""
        }
    }));
    let results: Vec<String> = (0..n).map(|i| format!("%r#{i}")).collect();
    // The window's extent, as a tensor the generic reads nothing from but
    // whose shape bounds the window loops.
    write!(
        text,
        "%w = tensor.empty() : tensor<{}xi8>\n\
         %r:{n} = linalg.generic {{indexing_maps = [{}, {}, {}], iterator_types = [{iters}]}} \
         ins({}, %w : {}, tensor<{}xi8>) outs({} : {}) {{\n^bb0({}, %unused: i8, {}):\n{body}}} -> ({})\n\
         return {} : {}",
        window.iter().map(i64::to_string).collect::<Vec<_>>().join("x"),
        maps[..n].join(", "),
        map(loops, &(0..rank).map(|d| format!("d{}", rank + d)).collect::<Vec<_>>()),
        maps[n..].join(", "),
        ins.join(", "),
        in_types.join(", "),
        window.iter().map(i64::to_string).collect::<Vec<_>>().join("x"),
        outs.join(", "),
        out_types.join(", "),
        block_args[..n].join(", "),
        block_args[n..].join(", "),
        out_types.join(", "),
        results.join(", "),
        out_types.join(", "),
    )
    .ok()?;
    Some(text)
}

/// `gather` as a `tensor.generate` whose body computes, for each result
/// index, the operand index StableHLO's spec defines: the start index read
/// from the indices (clamped so the slice stays inside the operand) plus
/// the offset within the slice; a batching dimension of the operand is the
/// batch index of the indices' batching dimension paired with it.
fn gather(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let (ot, it, r) = (
        operand_type(m, op, 0),
        operand_type(m, op, 1),
        result_type(m, op, 0),
    );
    let (os, is, rs) = (shape(ctx, ot)?, shape(ctx, it)?, shape(ctx, r)?);
    let AttrData::Dialect(d) = ctx.attr_data(prop(ctx, m, op, "dimension_numbers")?) else {
        return None;
    };
    let p = d.params.clone();
    let offset_dims = param_list(ctx, &p, 0)?;
    let collapsed = param_list(ctx, &p, 1)?;
    let (obatch, ibatch) = (param_list(ctx, &p, 2)?, param_list(ctx, &p, 3)?);
    let start_map = param_list(ctx, &p, 4)?;
    let ivd = usize::try_from(param_int(&p, 5)?).ok()?;
    let sizes = ints(ctx, m, op, "slice_sizes")?;
    if obatch.len() != ibatch.len() || sizes.len() != os.len() || ivd > is.len() {
        return None;
    }
    let e = ty(ctx, elem(ctx, r));
    let ie = ty(ctx, elem(ctx, it));
    let signed = kind(ctx, it) != Kind::Unsigned;
    let (ots, its, rts) = (ty(ctx, ot), ty(ctx, it), ty(ctx, r));
    let batch_dims: Vec<usize> = (0..rs.len())
        .filter(|d| !offset_dims.contains(&(*d as i64)))
        .collect();
    let mut body = String::new();
    // The start index vector, entry k read at the batch index with k at
    // `index_vector_dim`.
    let mut starts = vec![None; os.len()];
    for (k, &dim) in start_map.iter().enumerate() {
        let dim = usize::try_from(dim).ok().filter(|&x| x < os.len())?;
        let mut idx = Vec::new();
        let mut b = batch_dims.iter();
        for pos in 0..is.len() {
            if pos == ivd {
                idx.push(format!("%k{k}"));
            } else {
                idx.push(format!("%i{}", b.next()?));
            }
        }
        let cast = if signed {
            "arith.index_cast"
        } else {
            "arith.index_castui"
        };
        writeln!(
            body,
            "  %k{k} = arith.constant {k} : index\n  \
             %s{k} = tensor.extract %a1[{}] : {its}\n  \
             %c{k} = {cast} %s{k} : {ie} to index\n  \
             %hi{k} = arith.constant {} : index\n  \
             %m{k} = arith.maxsi %c{k}, %zero : index\n  \
             %t{k} = arith.minsi %m{k}, %hi{k} : index",
            idx.join(", "),
            (os[dim] - sizes[dim]).max(0),
        )
        .ok()?;
        starts[dim] = Some(format!("%t{k}"));
    }
    // A batching dimension of the operand is indexed by the result's batch
    // dimension that stands for the indices' batching dimension paired
    // with it.
    for (&od, &id) in obatch.iter().zip(&ibatch) {
        let (od, id) = (usize::try_from(od).ok()?, usize::try_from(id).ok()?);
        if od >= os.len() || id >= is.len() || id == ivd || starts[od].is_some() {
            return None;
        }
        let b = batch_dims.get(if id > ivd { id - 1 } else { id })?;
        starts[od] = Some(format!("%i{b}"));
    }
    // The offsets: the operand's dimensions neither collapsed nor batching,
    // in order, take the result's offset dimensions.
    let mut offsets = offset_dims.iter();
    let mut operand_index = Vec::new();
    for (dim, start) in starts.iter().enumerate() {
        let offset = if collapsed.contains(&(dim as i64)) || obatch.contains(&(dim as i64)) {
            None
        } else {
            Some(format!("%i{}", offsets.next()?))
        };
        let name = format!("%o{dim}");
        let text = match (start, offset) {
            (Some(s), Some(o)) => format!("  {name} = arith.addi {s}, {o} : index"),
            (Some(s), None) => format!("  {name} = arith.addi {s}, %zero : index"),
            (None, Some(o)) => format!("  {name} = arith.addi {o}, %zero : index"),
            (None, None) => format!("  {name} = arith.constant 0 : index"),
        };
        writeln!(body, "{text}").ok()?;
        operand_index.push(name);
    }
    let args = list((0..rs.len()).map(|i| format!("%i{i}: index")));
    Some(format!(
        "%r = tensor.generate {{\n^bb0({args}):\n  %zero = arith.constant 0 : index\n{body}  \
         %v = tensor.extract %a0[{}] : {ots}\n  tensor.yield %v : {e}\n}} : {rts}\n\
         return %r : {rts}",
        operand_index.join(", "),
    ))
}

/// `scatter` of one operand whose index vectors (the last dimension of a
/// 2-d indices tensor) address the leading operand dimensions, each
/// inserted (a window of one): `iree_linalg_ext.scatter`, its combiner
/// written in scalars. An update whose window falls outside the operand is
/// dropped, as XLA drops it: a mask computed from the indices says which.
fn scatter(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    if m.ir.num_operands(op) != 3 || m.ir.num_results(op) != 1 {
        return None;
    }
    let (ot, it, ut) = (
        operand_type(m, op, 0),
        operand_type(m, op, 1),
        operand_type(m, op, 2),
    );
    // The number of updates (the first dimension of the indices and the
    // updates) may be dynamic on the fast path below; the loops need
    // static shapes.
    let (os, is, us) = (
        shape(ctx, ot)?,
        ranked_shape(ctx, it)?,
        ranked_shape(ctx, ut)?,
    );
    let dynamic_count = is.first().is_some_and(|&d| d < 0);
    let static_rest = is.iter().skip(1).chain(us.iter().skip(1)).all(|&d| d >= 0);
    if !static_rest || (!dynamic_count && us.first().is_some_and(|&d| d < 0)) {
        return None;
    }
    let AttrData::Dialect(d) = ctx.attr_data(prop(ctx, m, op, "scatter_dimension_numbers")?) else {
        return None;
    };
    let p = d.params.clone();
    let window_dims = param_list(ctx, &p, 0)?;
    let inserted = param_list(ctx, &p, 1)?;
    let (ib, sb) = (param_list(ctx, &p, 2)?, param_list(ctx, &p, 3)?);
    let to_operand = param_list(ctx, &p, 4)?;
    let ivd = param_int(&p, 5)?;
    let k = to_operand.len();
    let leading: Vec<i64> = (0..k as i64).collect();
    let trailing: Vec<i64> = (1..us.len() as i64).collect();
    let ok = is.len() == 2
        && ivd == 1
        && is[1] == k as i64
        && ib.is_empty()
        && sb.is_empty()
        && inserted == leading
        && to_operand == leading
        && window_dims == trailing
        && us.len() == 1 + os.len() - k
        && us[0] == is[0]
        && (1..us.len()).all(|j| us[j] <= os[k + j - 1]);
    if !ok {
        return if dynamic_count {
            None
        } else {
            scatter_loops(ctx, m, op)
        };
    }
    let region = *m.ir.regions(op).first()?;
    let e = ty(ctx, elem(ctx, ot));
    let body = scalar_body(
        ctx,
        m,
        region,
        &["%o".to_string(), "%u".to_string()],
        "iree_linalg_ext.yield",
    )?;
    let ie = ty(ctx, elem(ctx, it));
    let signed = kind(ctx, it) != Kind::Unsigned;
    let cast = if signed {
        "arith.index_cast"
    } else {
        "arith.index_castui"
    };
    let (ots, its, uts) = (ty(ctx, ot), ty(ctx, it), ty(ctx, ut));
    // The mask's size: the number of updates, read from the indices when
    // dynamic.
    let (count, n) = if dynamic_count {
        (
            format!("%mc0 = arith.constant 0 : index\n%mn = tensor.dim %a1, %mc0 : {its}\n"),
            "?".to_string(),
        )
    } else {
        (String::new(), is[0].to_string())
    };
    let extent = if dynamic_count { "%mn " } else { "" };
    // The mask: every index of the row within its dimension.
    let mut checks = String::new();
    let mut conds = Vec::new();
    for (j, &size) in os.iter().enumerate().take(k) {
        writeln!(
            checks,
            "  %j{j} = arith.constant {j} : index\n  \
             %x{j} = tensor.extract %a1[%n, %j{j}] : {its}\n  \
             %c{j} = {cast} %x{j} : {ie} to index\n  \
             %ge{j} = arith.cmpi sge, %c{j}, %zero : index\n  \
             %top{j} = arith.constant {} : index\n  \
             %lt{j} = arith.cmpi slt, %c{j}, %top{j} : index\n  \
             %in{j} = arith.andi %ge{j}, %lt{j} : i1",
            size,
        )
        .ok()?;
        conds.push(format!("%in{j}"));
    }
    let mut all = "%true".to_string();
    for (j, c) in conds.iter().enumerate() {
        writeln!(checks, "  %all{j} = arith.andi {all}, {c} : i1").ok()?;
        all = format!("%all{j}");
    }
    Some(format!(
        "{count}%mask = tensor.generate {extent}{{\n^bb0(%n: index):\n  %zero = arith.constant 0 : index\n  \
         %true = arith.constant true\n{checks}  tensor.yield {all} : i1\n}} : tensor<{n}xi1>\n\
         %r = iree_linalg_ext.scatter dimension_map = [{}] unique_indices(false) \
         ins(%a2, %a1, %mask : {uts}, {its}, tensor<{n}xi1>) outs(%a0 : {ots}) {{\n\
         ^bb0(%u: {e}, %o: {e}):\n{body}}} -> {ots}\n\
         return %r : {ots}",
        list(&to_operand),
    ))
}

/// `scatter` of one operand in general (batching dimensions too), as
/// loops: over the update's scatter dimensions, the window's start in the
/// operand read from the indices (and the batch index for batching
/// dimensions); a window that does not fit in the operand is dropped, as
/// XLA drops it; otherwise each update element of the window is combined
/// into the operand's, in order.
fn scatter_loops(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let (ot, it, ut) = (
        operand_type(m, op, 0),
        operand_type(m, op, 1),
        operand_type(m, op, 2),
    );
    let (os, is, us) = (shape(ctx, ot)?, shape(ctx, it)?, shape(ctx, ut)?);
    let AttrData::Dialect(d) = ctx.attr_data(prop(ctx, m, op, "scatter_dimension_numbers")?) else {
        return None;
    };
    let p = d.params.clone();
    let to_usize = |v: Vec<i64>| -> Option<Vec<usize>> {
        v.into_iter().map(|x| usize::try_from(x).ok()).collect()
    };
    let uw = to_usize(param_list(ctx, &p, 0)?)?;
    let inserted = to_usize(param_list(ctx, &p, 1)?)?;
    let ib = to_usize(param_list(ctx, &p, 2)?)?;
    let sb = to_usize(param_list(ctx, &p, 3)?)?;
    let s2o = to_usize(param_list(ctx, &p, 4)?)?;
    let ivd = usize::try_from(param_int(&p, 5)?).ok()?;
    let (orank, irank, urank) = (os.len(), is.len(), us.len());
    if ivd > irank || ib.len() != sb.len() {
        return None;
    }
    let scatter_dims: Vec<usize> = (0..urank).filter(|d| !uw.contains(d)).collect();
    let window_of: Vec<usize> = (0..orank)
        .filter(|d| !inserted.contains(d) && !ib.contains(d))
        .collect();
    if window_of.len() != uw.len() || uw.iter().any(|&d| d >= urank) {
        return None;
    }
    let region = *m.ir.regions(op).first()?;
    let e = ty(ctx, elem(ctx, ot));
    let combined = scalar_body(
        ctx,
        m,
        region,
        &["%qcur".to_string(), "%qupd".to_string()],
        "scf.yield",
    )?;
    let ie = ty(ctx, elem(ctx, it));
    let cast = if kind(ctx, it) == Kind::Unsigned {
        "arith.index_castui"
    } else {
        "arith.index_cast"
    };
    let (ots, its, uts) = (ty(ctx, ot), ty(ctx, it), ty(ctx, ut));
    let mut text = String::from(
        "%qc0 = arith.constant 0 : index\n%qc1 = arith.constant 1 : index\n%qtrue = arith.constant true\n",
    );
    let mut carried = "%a0".to_string();
    let mut closes = Vec::new();
    // The update's scatter dimensions.
    for (n, &d) in scatter_dims.iter().enumerate() {
        writeln!(
            text,
            "%qn{n} = arith.constant {} : index\n\
             %ql{n} = scf.for %qu{d} = %qc0 to %qn{n} step %qc1 iter_args(%qt{n} = {carried}) -> ({ots}) {{",
            us[d]
        )
        .ok()?;
        closes.push(format!("%ql{n}"));
        carried = format!("%qt{n}");
    }
    // The index vector's position k in the indices tensor: the scatter
    // indices in order around `index_vector_dim`.
    let index_at = |k: &str| -> Option<String> {
        let mut b = scatter_dims.iter();
        let mut v = Vec::new();
        for pos in 0..irank {
            if pos == ivd {
                v.push(k.to_string());
            } else {
                v.push(format!("%qu{}", b.next()?));
            }
        }
        Some(v.join(", "))
    };
    let mut starts = vec![None; orank];
    for (k, &dim) in s2o.iter().enumerate() {
        if dim >= orank || starts[dim].is_some() {
            return None;
        }
        writeln!(
            text,
            "%qk{k} = arith.constant {k} : index\n\
             %qx{k} = tensor.extract %a1[{}] : {its}\n\
             %qs{k} = {cast} %qx{k} : {ie} to index",
            index_at(&format!("%qk{k}"))?
        )
        .ok()?;
        starts[dim] = Some(format!("%qs{k}"));
    }
    for (&od, &id) in ib.iter().zip(&sb) {
        if od >= orank || id >= irank || id == ivd || starts[od].is_some() {
            return None;
        }
        let b = scatter_dims.get(if id > ivd { id - 1 } else { id })?;
        starts[od] = Some(format!("%qu{b}"));
    }
    // The window fits: 0 <= start and start + size <= dim, everywhere.
    let mut fits = "%qtrue".to_string();
    for (dim, start) in starts.iter().enumerate() {
        let Some(start) = start else {
            continue;
        };
        let size = match window_of.iter().position(|&w| w == dim) {
            Some(j) => us[uw[j]],
            None => 1,
        };
        writeln!(
            text,
            "%qtop{dim} = arith.constant {} : index\n\
             %qge{dim} = arith.cmpi sge, {start}, %qc0 : index\n\
             %qle{dim} = arith.cmpi sle, {start}, %qtop{dim} : index\n\
             %qin{dim} = arith.andi %qge{dim}, %qle{dim} : i1\n\
             %qfit{dim} = arith.andi {fits}, %qin{dim} : i1",
            os[dim] - size
        )
        .ok()?;
        fits = format!("%qfit{dim}");
    }
    writeln!(text, "%qif = scf.if {fits} -> ({ots}) {{").ok()?;
    let mut inner = carried.clone();
    let mut wcloses = Vec::new();
    for (j, &d) in uw.iter().enumerate() {
        writeln!(
            text,
            "%qm{j} = arith.constant {} : index\n\
             %qw{j} = scf.for %qu{d} = %qc0 to %qm{j} step %qc1 iter_args(%qv{j} = {inner}) -> ({ots}) {{",
            us[d]
        )
        .ok()?;
        wcloses.push(format!("%qw{j}"));
        inner = format!("%qv{j}");
    }
    let mut oidx = Vec::new();
    for (dim, start) in starts.iter().enumerate() {
        let name = format!("%qo{dim}");
        let line = match (start, window_of.iter().position(|&w| w == dim)) {
            (Some(s), Some(j)) => format!("{name} = arith.addi {s}, %qu{} : index", uw[j]),
            (Some(s), None) => format!("{name} = arith.addi {s}, %qc0 : index"),
            (None, Some(j)) => format!("{name} = arith.addi %qu{}, %qc0 : index", uw[j]),
            (None, None) => format!("{name} = arith.constant 0 : index"),
        };
        writeln!(text, "{line}").ok()?;
        oidx.push(name);
    }
    let uidx = list((0..urank).map(|d| format!("%qu{d}")));
    write!(
        text,
        "%qcur = tensor.extract {inner}[{o}] : {ots}\n\
         %qupd = tensor.extract %a2[{uidx}] : {uts}\n\
         %qnew = scf.if %qtrue -> ({e}) {{\n{combined}}} else {{\n  scf.yield %qcur : {e}\n}}\n\
         %qins = tensor.insert %qnew into {inner}[{o}] : {ots}\n",
        o = oidx.join(", "),
    )
    .ok()?;
    let mut result = "%qins".to_string();
    for j in (0..uw.len()).rev() {
        writeln!(text, "scf.yield {result} : {ots}\n}}").ok()?;
        result = wcloses[j].clone();
    }
    writeln!(
        text,
        "scf.yield {result} : {ots}\n}} else {{\nscf.yield {carried} : {ots}\n}}"
    )
    .ok()?;
    let mut result = "%qif".to_string();
    for n in (0..scatter_dims.len()).rev() {
        writeln!(text, "scf.yield {result} : {ots}\n}}").ok()?;
        result = closes[n].clone();
    }
    write!(text, "return {result} : {ots}").ok()?;
    Some(text)
}

/// `select_and_scatter` as loops, as StableHLO's interpreter defines it:
/// for each element of `source` (a window position), the window's
/// elements inside the operand (padding is never selected) are scanned in
/// order, an element replacing the one selected so far unless `select`
/// (selected, element) holds; the source element is then combined by
/// `scatter` into the result (the init value everywhere to begin with) at
/// the selected element's index.
fn select_and_scatter(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let (ot, st, r) = (
        operand_type(m, op, 0),
        operand_type(m, op, 1),
        result_type(m, op, 0),
    );
    let (os, ss) = (shape(ctx, ot)?, shape(ctx, st)?);
    let rank = os.len();
    let window = ints(ctx, m, op, "window_dimensions")?;
    let strides = ints(ctx, m, op, "window_strides").unwrap_or_else(|| vec![1; rank]);
    let padding = elements(ctx, m, op, "padding").unwrap_or_else(|| vec![0; 2 * rank]);
    if rank == 0
        || window.len() != rank
        || strides.len() != rank
        || padding.len() != 2 * rank
        || ss.len() != rank
    {
        return None;
    }
    let last = rank - 1;
    let regions = m.ir.regions(op).to_vec();
    let (sel_region, scat_region) = (*regions.first()?, *regions.get(1)?);
    let e = ty(ctx, elem(ctx, r));
    let (ots, sts, rts) = (ty(ctx, ot), ty(ctx, st), ty(ctx, r));
    let init_t = ty(ctx, operand_type(m, op, 2));
    // The select region compares the selected value (the innermost window
    // loop's `%qav{last}`) with the element.
    let select = scalar_body(
        ctx,
        m,
        sel_region,
        &[format!("%qav{last}"), "%qcur".to_string()],
        "scf.yield",
    )?;
    let scatter = scalar_body(
        ctx,
        m,
        scat_region,
        &["%qold".to_string(), "%qsrc".to_string()],
        "scf.yield",
    )?
    // Its values named apart from the select region's.
    .replace("%s", "%u");
    let mut text = format!(
        "%qc0 = arith.constant 0 : index\n%qc1 = arith.constant 1 : index\n\
         %qtrue = arith.constant true\n%qfalse = arith.constant false\n\
         %qinit = tensor.extract %a2[] : {init_t}\n\
         %qe = tensor.empty() : {rts}\n\
         %qfill = linalg.fill ins(%qinit : {e}) outs(%qe : {rts}) -> {rts}\n"
    );
    // The selected element so far: its value, whether there is one, its
    // index.
    let carried_types = {
        let mut v = vec![e.clone(), "i1".to_string()];
        v.extend(std::iter::repeat_n("index".to_string(), rank));
        v.join(", ")
    };
    let mut carried = "%qfill".to_string();
    for (d, &size) in ss.iter().enumerate() {
        writeln!(
            text,
            "%qn{d} = arith.constant {size} : index\n\
             %ql{d} = scf.for %qs{d} = %qc0 to %qn{d} step %qc1 iter_args(%qt{d} = {carried}) -> ({rts}) {{"
        )
        .ok()?;
        carried = format!("%qt{d}");
    }
    let zero_idx = list(std::iter::repeat_n("%qc0", rank));
    let sel_init = format!("%qinit, %qfalse, {zero_idx}");
    let mut state = String::new();
    for (d, size) in window.iter().enumerate() {
        let names = |p: &str| -> String {
            let mut v = vec![format!("%q{p}v{d}"), format!("%q{p}h{d}")];
            v.extend((0..rank).map(|k| format!("%q{p}i{d}_{k}")));
            v.join(", ")
        };
        let prev = if d == 0 {
            sel_init.clone()
        } else {
            state.clone()
        };
        let args: Vec<String> = names("a")
            .split(", ")
            .zip(prev.split(", "))
            .map(|(a, p)| format!("{a} = {p}"))
            .collect();
        writeln!(
            text,
            "%qwn{d} = arith.constant {} : index\n\
             %qw{d}:{} = scf.for %qk{d} = %qc0 to %qwn{d} step %qc1 iter_args({}) -> ({carried_types}) {{",
            size,
            rank + 2,
            args.join(", ")
        )
        .ok()?;
        state = names("a");
    }
    // The operand index: source * stride + window - low padding.
    let mut inb = "%qtrue".to_string();
    let mut oidx = Vec::new();
    for d in 0..rank {
        writeln!(
            text,
            "%qst{d} = arith.constant {} : index\n\
             %qlo{d} = arith.constant {} : index\n\
             %qp{d} = arith.muli %qs{d}, %qst{d} : index\n\
             %qq{d} = arith.addi %qp{d}, %qk{d} : index\n\
             %qo{d} = arith.subi %qq{d}, %qlo{d} : index\n\
             %qdim{d} = arith.constant {} : index\n\
             %qge{d} = arith.cmpi sge, %qo{d}, %qc0 : index\n\
             %qlt{d} = arith.cmpi slt, %qo{d}, %qdim{d} : index\n\
             %qin{d} = arith.andi %qge{d}, %qlt{d} : i1\n\
             %qib{d} = arith.andi {inb}, %qin{d} : i1",
            strides[d],
            padding[2 * d],
            os[d]
        )
        .ok()?;
        inb = format!("%qib{d}");
        oidx.push(format!("%qo{d}"));
    }
    let cur_state: Vec<String> = state.split(", ").map(str::to_string).collect();
    let (sel_v, sel_h) = (&cur_state[0], &cur_state[1]);
    let oidx_s = oidx.join(", ");
    write!(
        text,
        "%qnext:{n} = scf.if {inb} -> ({carried_types}) {{\n\
         %qcur = tensor.extract %a0[{oidx_s}] : {ots}\n",
        n = rank + 2
    )
    .ok()?;
    write!(
        text,
        "%qkeep0 = scf.if {sel_h} -> (i1) {{\n{select}}} else {{\n  scf.yield %qfalse : i1\n}}\n\
         %qv = arith.select %qkeep0, {sel_v}, %qcur : {e}\n"
    )
    .ok()?;
    let mut yields = vec!["%qv".to_string(), "%qtrue".to_string()];
    for (k, o) in oidx.iter().enumerate() {
        writeln!(
            text,
            "%qi{k} = arith.select %qkeep0, {}, {o} : index",
            cur_state[2 + k]
        )
        .ok()?;
        yields.push(format!("%qi{k}"));
    }
    writeln!(
        text,
        "scf.yield {} : {carried_types}\n}} else {{\nscf.yield {state} : {carried_types}\n}}",
        yields.join(", ")
    )
    .ok()?;
    // Close the window loops, innermost first.
    let mut result = (0..rank + 2)
        .map(|i| format!("%qnext#{i}"))
        .collect::<Vec<_>>()
        .join(", ");
    for d in (0..rank).rev() {
        writeln!(text, "scf.yield {result} : {carried_types}\n}}").ok()?;
        result = (0..rank + 2)
            .map(|i| format!("%qw{d}#{i}"))
            .collect::<Vec<_>>()
            .join(", ");
    }
    // Scatter the source element at the selected index.
    let fin: Vec<String> = result.split(", ").map(str::to_string).collect();
    let sidx = list((0..rank).map(|d| format!("%qs{d}")));
    let fidx = fin[2..].join(", ");
    write!(
        text,
        "%qdone = scf.if {has} -> ({rts}) {{\n\
         %qold = tensor.extract {carried}[{fidx}] : {rts}\n\
         %qsrc = tensor.extract %a1[{sidx}] : {sts}\n\
         %qnew = scf.if %qtrue -> ({e}) {{\n{scatter}}} else {{\n  scf.yield %qold : {e}\n}}\n\
         %qins = tensor.insert %qnew into {carried}[{fidx}] : {rts}\n\
         scf.yield %qins : {rts}\n\
         }} else {{\nscf.yield {carried} : {rts}\n}}\n",
        has = fin[1],
    )
    .ok()?;
    let mut result = "%qdone".to_string();
    for d in (0..rank).rev() {
        writeln!(text, "scf.yield {result} : {rts}\n}}").ok()?;
        result = format!("%ql{d}");
    }
    write!(text, "return {result} : {rts}").ok()?;
    Some(text)
}
