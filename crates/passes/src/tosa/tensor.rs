//! `tosa-to-tensor`: `tosa.reshape` becomes `tensor.collapse_shape` /
//! `expand_shape` (through a rank-1 tensor when neither alone reaches the
//! shape; sizes of a dynamic input computed with `tensor.dim` and
//! `arith.divsi`) and a `tensor.cast` to the declared type; `tosa.slice`
//! `tensor.extract_slice`; `tosa.pad` `tensor.pad`; `tosa.concat` a
//! `tensor.empty` filled by `tensor.insert_slice`s. The constants come out
//! in the order MLIR's `createOrFold` calls leave them.

use sigil_ir::{Context, Module, OpId};

use super::{const_ints, const_scalar_text, elem, illegal, shape, template::replace_with, ty};
use crate::pass::{Pass, PassFailed, Target};

/// The `tosa-to-tensor` pass.
pub struct TosaToTensor;

impl Pass for TosaToTensor {
    fn argument(&self) -> &str {
        "tosa-to-tensor"
    }

    fn name(&self) -> &str {
        "TosaToTensorPass"
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
        &[b"tosa.reshape", b"tosa.slice", b"tosa.pad", b"tosa.concat"],
    );
    for op in ops {
        let body = match ctx.str_bytes(m.ir.op(op).name) {
            b"tosa.reshape" => reshape(ctx, m, op),
            b"tosa.slice" => slice(ctx, m, op),
            b"tosa.pad" => pad(ctx, m, op),
            _ => concat(ctx, m, op),
        };
        let Some(body) = body else {
            return Err(illegal(ctx, m, op));
        };
        let is_slice = ctx.str_bytes(m.ir.op(op).name) == b"tosa.slice";
        let shapes: Vec<_> = m.ir.operands(op).skip(1).collect();
        replace_with(ctx, m, op, &body).map_err(|e| (op, e))?;
        // MLIR's slice lowering leaves no `tosa.const_shape` behind for its
        // start and size (the reshape and pad lowerings do).
        if is_slice {
            for v in shapes {
                if let Some(sigil_ir::ValueDef::Result { op: def, .. }) = m.ir.value_def(v) {
                    if ctx.str_bytes(m.ir.op(def).name) == b"tosa.const_shape" && !m.ir.has_uses(v)
                    {
                        let _ = m.ir.erase_op(def);
                    }
                }
            }
        }
    }
    Ok(())
}

fn tensor_text(dims: &[i64], e: &str) -> String {
    let mut s = String::from("tensor<");
    for d in dims {
        if *d < 0 {
            s.push_str("?x");
        } else {
            s.push_str(&format!("{d}x"));
        }
    }
    s.push_str(e);
    s.push('>');
    s
}

fn groups_text(groups: &[Vec<usize>]) -> String {
    let inner: Vec<String> = groups
        .iter()
        .map(|g| {
            let v: Vec<String> = g.iter().map(|i| i.to_string()).collect();
            format!("[{}]", v.join(", "))
        })
        .collect();
    format!("[{}]", inner.join(", "))
}

/// How the static `src` dims group into the `dst` dims (MLIR's
/// `getReassociationIndicesForCollapse`), `None` when they do not.
fn reassociation(src: &[i64], dst: &[i64]) -> Option<Vec<Vec<usize>>> {
    if dst.is_empty() {
        return src.iter().all(|&d| d == 1).then(Vec::new);
    }
    let mut groups = Vec::new();
    let mut i = 0;
    for &t in dst {
        let mut g = Vec::new();
        let mut prod = 1i64;
        loop {
            let &d = src.get(i)?;
            prod = prod.checked_mul(d)?;
            g.push(i);
            i += 1;
            if prod == t {
                break;
            }
            if t != 0 && prod > t {
                return None;
            }
        }
        groups.push(g);
    }
    while i < src.len() {
        if src[i] != 1 {
            return None;
        }
        groups.last_mut()?.push(i);
        i += 1;
    }
    Some(groups)
}

fn reshape(ctx: &Context, m: &Module, op: OpId) -> Option<String> {
    let in_t = m.ir.value_type(m.ir.operand(op, 0));
    let out_t = m.ir.value_type(m.ir.result(op, 0));
    let src = shape(ctx, in_t)?;
    shape(ctx, out_t)?;
    let e = ty(ctx, elem(ctx, in_t));
    let (it, ot) = (ty(ctx, in_t), ty(ctx, out_t));
    let new_shape = const_ints(ctx, m, m.ir.operand(op, 1))?;
    let mut s = String::new();
    let finish = |s: &mut String, v: &str, t: &str| {
        if t == ot {
            s.push_str(&format!("  return {v} : {ot}"));
        } else {
            s.push_str(&format!(
                "  %cast = tensor.cast {v} : {t} to {ot}\n  return %cast : {ot}"
            ));
        }
    };
    let dynamic = src.iter().any(|&d| d < 0);
    if !dynamic {
        let total: i64 = src.iter().product();
        let known: i64 = new_shape.iter().filter(|&&d| d >= 0).product();
        let target: Vec<i64> = new_shape
            .iter()
            .map(|&d| {
                if d < 0 {
                    if known == 0 {
                        0
                    } else {
                        total / known
                    }
                } else {
                    d
                }
            })
            .collect();
        let tt = tensor_text(&target, &e);
        if src == target {
            finish(&mut s, "%a0", &it);
        } else if target.len() < src.len() || target.is_empty() {
            let g = reassociation(&src, &target);
            match g {
                Some(g) => {
                    s.push_str(&format!(
                        "  %r = tensor.collapse_shape %a0 {} : {it} into {tt}\n",
                        groups_text(&g)
                    ));
                }
                None => both(&mut s, &src, &target, &e, &it),
            }
            finish(&mut s, "%r", &tt);
        } else if target.len() > src.len() || src.is_empty() {
            match reassociation(&target, &src) {
                Some(g) => s.push_str(&format!(
                    "  %r = tensor.expand_shape %a0 {} output_shape {} : {it} into {tt}\n",
                    groups_text(&g),
                    list(&target)
                )),
                None => both(&mut s, &src, &target, &e, &it),
            }
            finish(&mut s, "%r", &tt);
        } else {
            both(&mut s, &src, &target, &e, &it);
            finish(&mut s, "%r", &tt);
        }
        return Some(s);
    }
    // A dynamic input: through one dynamic dimension.
    if new_shape.is_empty() {
        let ones = vec![1i64; src.len()];
        let st = tensor_text(&ones, &e);
        s.push_str(&format!(
            "  %c = tensor.cast %a0 : {it} to {st}\n  %r = tensor.collapse_shape %c [] : {st} into tensor<{e}>\n"
        ));
        finish(&mut s, "%r", &format!("tensor<{e}>"));
        return Some(s);
    }
    let flat = format!("tensor<?x{e}>");
    let all: Vec<usize> = (0..src.len()).collect();
    let v = if src.len() == 1 {
        "%a0".to_string()
    } else {
        s.push_str(&format!(
            "  %flat = tensor.collapse_shape %a0 {} : {it} into {flat}\n",
            groups_text(&[all])
        ));
        "%flat".to_string()
    };
    let hole = new_shape.iter().position(|&d| d < 0).unwrap_or(0);
    let divisor: i64 = new_shape
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != hole)
        .map(|(_, &d)| d)
        .product();
    s.push_str(&format!(
        "  %i0 = arith.constant 0 : index\n  %dim = tensor.dim {v}, %i0 : {flat}\n  %n = arith.constant {divisor} : index\n"
    ));
    let size = if divisor == 1 {
        "%dim".to_string()
    } else {
        s.push_str("  %q = arith.divsi %dim, %n : index\n");
        "%q".to_string()
    };
    let mut target = new_shape.clone();
    target[hole] = -1;
    let out: Vec<String> = target
        .iter()
        .map(|&d| if d < 0 { size.clone() } else { d.to_string() })
        .collect();
    let tt = tensor_text(&target, &e);
    // `createOrFold`: an expand to rank 1 is the value itself, and one
    // that undoes the collapse is the input.
    if target.len() == 1 {
        finish(&mut s, &v, &flat);
    } else if tt == it {
        finish(&mut s, "%a0", &it);
    } else {
        let g: Vec<usize> = (0..target.len()).collect();
        s.push_str(&format!(
            "  %r = tensor.expand_shape {v} {} output_shape [{}] : {flat} into {tt}\n",
            groups_text(&[g]),
            out.join(", ")
        ));
        finish(&mut s, "%r", &tt);
    }
    Some(s)
}

fn list(v: &[i64]) -> String {
    let s: Vec<String> = v.iter().map(|d| d.to_string()).collect();
    format!("[{}]", s.join(", "))
}

/// Collapse to rank 1 (unless already), then expand to `target`; the result is `%r`.
fn both(s: &mut String, src: &[i64], target: &[i64], e: &str, it: &str) {
    let n: i64 = src.iter().product();
    let flat = format!("tensor<{n}x{e}>");
    let v = if src.len() == 1 {
        "%a0"
    } else {
        let all: Vec<usize> = (0..src.len()).collect();
        let g = if src.is_empty() {
            "[]".to_string()
        } else {
            groups_text(&[all])
        };
        if src.is_empty() {
            s.push_str(&format!(
                "  %flat = tensor.expand_shape %a0 [] output_shape [1] : {it} into {flat}\n"
            ));
        } else {
            s.push_str(&format!(
                "  %flat = tensor.collapse_shape %a0 {g} : {it} into {flat}\n"
            ));
        }
        "%flat"
    };
    let tt = tensor_text(target, e);
    if target.is_empty() {
        s.push_str(&format!(
            "  %r = tensor.collapse_shape {v} [] : {flat} into {tt}\n"
        ));
    } else {
        let all: Vec<usize> = (0..target.len()).collect();
        s.push_str(&format!(
            "  %r = tensor.expand_shape {v} {} output_shape {} : {flat} into {tt}\n",
            groups_text(&[all]),
            list(target)
        ));
    }
}

fn slice(ctx: &Context, m: &Module, op: OpId) -> Option<String> {
    let in_t = m.ir.value_type(m.ir.operand(op, 0));
    let out_t = m.ir.value_type(m.ir.result(op, 0));
    shape(ctx, out_t)?;
    let src = shape(ctx, in_t)?;
    let start = const_ints(ctx, m, m.ir.operand(op, 1))?;
    let size = const_ints(ctx, m, m.ir.operand(op, 2))?;
    let (it, ot) = (ty(ctx, in_t), ty(ctx, out_t));
    let mut s = String::new();
    let mut sizes = Vec::new();
    for (i, &z) in size.iter().enumerate() {
        if z == -1 {
            s.push_str(&format!(
                "  %i{i} = arith.constant {i} : index\n  %d{i} = tensor.dim %a0, %i{i} : {it}\n  %o{i} = arith.constant {} : index\n  %s{i} = arith.subi %d{i}, %o{i} : index\n",
                start[i]
            ));
            sizes.push(format!("%s{i}"));
        } else {
            sizes.push(z.to_string());
        }
    }
    let _ = src;
    s.push_str(&format!(
        "  %r = tensor.extract_slice %a0{} [{}] [{}] : {it} to {ot}\n  return %r : {ot}",
        list(&start),
        sizes.join(", "),
        vec!["1"; size.len()].join(", ")
    ));
    Some(s)
}

fn pad(ctx: &Context, m: &Module, op: OpId) -> Option<String> {
    let in_t = m.ir.value_type(m.ir.operand(op, 0));
    let out_t = m.ir.value_type(m.ir.result(op, 0));
    let rank = shape(ctx, in_t)?.len();
    let padding = const_ints(ctx, m, m.ir.operand(op, 1))?;
    let e = ty(ctx, elem(ctx, in_t));
    let (it, ot) = (ty(ctx, in_t), ty(ctx, out_t));
    let pad_t = ty(ctx, m.ir.value_type(m.ir.operand(op, 2)));
    let mut s = String::from("  %c0 = arith.constant 0 : index\n");
    match const_scalar_text(ctx, m, m.ir.operand(op, 2)) {
        Some(v) => s.push_str(&format!("  %pv = arith.constant {v} : {e}\n")),
        None => s.push_str(&format!("  %pv = tensor.extract %a2[%c0] : {pad_t}\n")),
    }
    let mut low = Vec::new();
    let mut high = Vec::new();
    for i in 0..rank {
        let (l, h) = (*padding.get(2 * i)?, *padding.get(2 * i + 1)?);
        s.push_str(&format!(
            "  %l{i} = arith.constant {l} : index\n  %h{i} = arith.constant {h} : index\n"
        ));
        low.push(format!("%l{i}"));
        high.push(format!("%h{i}"));
    }
    let idx = vec!["index"; rank];
    let args: Vec<String> = (0..rank).map(|i| format!("%x{i}: {}", idx[i])).collect();
    s.push_str(&format!(
        "  %r = tensor.pad %a0 low[{}] high[{}] {{\n  ^bb0({}):\n    tensor.yield %pv : {e}\n  }} : {it} to {ot}\n  return %r : {ot}",
        low.join(", "),
        high.join(", "),
        args.join(", ")
    ));
    Some(s)
}

fn concat(ctx: &Context, m: &Module, op: OpId) -> Option<String> {
    let out_t = m.ir.value_type(m.ir.result(op, 0));
    let out = shape(ctx, out_t)?;
    let axis = super::attr(ctx, m, op, "axis")
        .and_then(|a| crate::fold::values::ints(ctx, a))
        .and_then(|i| i.splat_value())? as usize;
    let ot = ty(ctx, out_t);
    let e = ty(ctx, elem(ctx, out_t));
    let n = m.ir.num_operands(op);
    let shapes: Vec<Vec<i64>> = (0..n)
        .map(|i| shape(ctx, m.ir.value_type(m.ir.operand(op, i))))
        .collect::<Option<_>>()?;
    let types: Vec<String> = (0..n)
        .map(|i| ty(ctx, m.ir.value_type(m.ir.operand(op, i))))
        .collect();
    let mut s = format!("  %axis = arith.constant {axis} : index\n");
    let mut k = 0;
    let mut fresh = |p: &str| {
        k += 1;
        format!("%{p}{k}")
    };
    // A size as text: a static number or an SSA value.
    let size_of = |s: &mut String, fresh: &mut dyn FnMut(&str) -> String, i: usize, d: usize| {
        if shapes[i][d] >= 0 {
            shapes[i][d].to_string()
        } else {
            let c = fresh("c");
            let v = fresh("dim");
            s.push_str(&format!(
                "  {c} = arith.constant {d} : index\n  {v} = tensor.dim %a{i}, {c} : {}\n",
                types[i]
            ));
            v
        }
    };
    let is_num = |x: &str| x.parse::<i64>().is_ok();
    // The offsets along the axis, and the total.
    let mut offsets = vec!["0".to_string()];
    let mut sizes0 = Vec::new();
    for d in 0..out.len() {
        let v = size_of(&mut s, &mut fresh, 0, d);
        sizes0.push(v);
    }
    offsets.push(sizes0[axis].clone());
    for i in 1..n {
        let size = if shapes[i][axis] >= 0 {
            let c = fresh("c");
            s.push_str(&format!(
                "  {c} = arith.constant {} : index\n",
                shapes[i][axis]
            ));
            (shapes[i][axis].to_string(), c)
        } else {
            let v = fresh("dim");
            s.push_str(&format!("  {v} = tensor.dim %a{i}, %axis : {}\n", types[i]));
            (v.clone(), v)
        };
        let cur = offsets.last().cloned().unwrap_or_default();
        let cur_v = if is_num(&cur) {
            let c = fresh("c");
            s.push_str(&format!("  {c} = arith.constant {cur} : index\n"));
            c
        } else {
            cur.clone()
        };
        let total = if is_num(&cur) && is_num(&size.0) {
            let t = cur.parse::<i64>().ok()? + size.0.parse::<i64>().ok()?;
            let c = fresh("c");
            s.push_str(&format!("  {c} = arith.constant {t} : index\n"));
            t.to_string()
        } else {
            let v = fresh("sum");
            s.push_str(&format!("  {v} = arith.addi {cur_v}, {} : index\n", size.1));
            v
        };
        offsets.push(total);
    }
    let mut sizes = sizes0.clone();
    sizes[axis] = offsets.last().cloned().unwrap_or_default();
    let mut dyn_dims = Vec::new();
    for (d, &o) in out.iter().enumerate() {
        if o < 0 {
            if is_num(&sizes[d]) {
                let c = fresh("c");
                s.push_str(&format!("  {c} = arith.constant {} : index\n", sizes[d]));
                dyn_dims.push(c);
            } else {
                dyn_dims.push(sizes[d].clone());
            }
        }
    }
    s.push_str(&format!(
        "  %init = tensor.empty({}) : {ot}\n",
        dyn_dims.join(", ")
    ));
    let mut acc = "%init".to_string();
    for i in 0..n {
        let mut sz = Vec::new();
        for d in 0..out.len() {
            sz.push(size_of(&mut s, &mut fresh, i, d));
        }
        let mut off = vec!["0".to_string(); out.len()];
        off[axis] = offsets[i].clone();
        let next = fresh("ins");
        s.push_str(&format!(
            "  {next} = tensor.insert_slice %a{i} into {acc}[{}] [{}] [{}] : {} into {ot}\n",
            off.join(", "),
            sz.join(", "),
            vec!["1"; out.len()].join(", "),
            types[i]
        ));
        acc = next;
    }
    let _ = e;
    s.push_str(&format!("  return {acc} : {ot}"));
    Some(s)
}
