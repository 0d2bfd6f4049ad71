//! StableHLO's numerical algorithms, written as loops and generics:
//! `triangular_solve` (substitution over `scf.for` loops) and `fft` (a
//! direct discrete Fourier transform over the transformed dimensions).
//! Shapes must be static.

use std::fmt::Write as _;

use sigil_ir::attrs::AttrData;
use sigil_ir::{Context, Module, OpId, Type, TypeData};

use super::structural::{ints, ty};
use super::{elem, enum_value, prop};

fn static_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. } if shape.iter().all(|&d| d >= 0) => {
            Some(shape.to_vec())
        }
        _ => None,
    }
}

fn bool_prop(ctx: &Context, m: &Module, op: OpId, name: &str) -> Option<bool> {
    match ctx.attr_data(prop(ctx, m, op, name)?) {
        AttrData::Integer { value, .. } => Some(value.to_i64()? != 0),
        _ => None,
    }
}

/// The part type of a complex type, or `None` for a float.
fn complex_part(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::Complex(p) => Some(*p),
        _ => None,
    }
}

/// `triangular_solve`: `op(a) x = b` (`left_side`) or `x op(a) = b`, `op`
/// the transpose or adjoint `transpose_a` asks for, reading only the
/// triangle of `a` that `lower` names (and not its diagonal if
/// `unit_diagonal`). Each element of `x` is `b`'s minus the products with
/// the elements solved before it, divided by the diagonal.
pub(super) fn triangular_solve(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let at = m.ir.value_type(m.ir.operand(op, 0));
    let bt = m.ir.value_type(m.ir.operand(op, 1));
    let (as_, bs) = (static_shape(ctx, at)?, static_shape(ctx, bt)?);
    let rank = bs.len();
    if as_.len() != rank || rank < 2 || as_[..rank - 2] != bs[..rank - 2] {
        return None;
    }
    let left = bool_prop(ctx, m, op, "left_side")?;
    let lower = bool_prop(ctx, m, op, "lower")?;
    let unit = bool_prop(ctx, m, op, "unit_diagonal")?;
    // NO_TRANSPOSE, TRANSPOSE, ADJOINT.
    let transpose = enum_value(ctx, prop(ctx, m, op, "transpose_a")?)?;
    if !(1..=3).contains(&transpose) {
        return None;
    }
    let e = elem(ctx, bt);
    let es = ty(ctx, e);
    let complex = complex_part(ctx, e).is_some();
    if !complex && !matches!(ctx.type_data(e), TypeData::Float(_)) {
        return None;
    }
    let (mul, sub, div) = if complex {
        ("complex.mul", "complex.sub", "complex.div")
    } else {
        ("arith.mulf", "arith.subf", "arith.divf")
    };
    let n = as_[rank - 1];
    if as_[rank - 2] != n {
        return None;
    }
    let free = if left { bs[rank - 1] } else { bs[rank - 2] };
    if (if left { bs[rank - 2] } else { bs[rank - 1] }) != n {
        return None;
    }
    // The triangle of op(a) that holds its entries.
    let t_lower = lower != (transpose != 1);
    let ascending = left == t_lower;
    let (ats, bts) = (ty(ctx, at), ty(ctx, bt));
    let nb = rank - 2;
    let batch: Vec<String> = (0..nb).map(|d| format!("%b{d}")).collect();
    let idx = |p: &str, q: &str| -> String {
        let mut v = batch.clone();
        v.push(p.to_string());
        v.push(q.to_string());
        v.join(", ")
    };
    // op(a)[p, q] into `name`.
    let t_elem = |name: &str, p: &str, q: &str| -> String {
        let (r, c) = if transpose == 1 { (p, q) } else { (q, p) };
        if transpose == 3 && complex {
            format!(
                "{name}r = tensor.extract %a0[{}] : {ats}\n{name} = complex.conj {name}r : {es}\n",
                idx(r, c)
            )
        } else {
            format!("{name} = tensor.extract %a0[{}] : {ats}\n", idx(r, c))
        }
    };
    let mut text = format!(
        "%c0 = arith.constant 0 : index\n%c1 = arith.constant 1 : index\n\
         %cn = arith.constant {n} : index\n%cn1 = arith.constant {} : index\n\
         %cf = arith.constant {free} : index\n",
        n - 1
    );
    // The batch loops, each carrying the solution so far.
    let mut carried = "%a1".to_string();
    for (d, &size) in bs[..nb].iter().enumerate() {
        writeln!(
            text,
            "%cb{d} = arith.constant {size} : index\n\
             %l{d} = scf.for %b{d} = %c0 to %cb{d} step %c1 iter_args(%t{d} = {carried}) -> ({bts}) {{"
        )
        .ok()?;
        carried = format!("%t{d}");
    }
    let i = if ascending { "%it" } else { "%i" };
    writeln!(
        text,
        "%lo = scf.for %it = %c0 to %cn step %c1 iter_args(%u = {carried}) -> ({bts}) {{"
    )
    .ok()?;
    if !ascending {
        writeln!(text, "%i = arith.subi %cn1, %it : index").ok()?;
    }
    let (klo, khi) = if ascending {
        ("%c0".to_string(), i.to_string())
    } else {
        writeln!(text, "%i1 = arith.addi %i, %c1 : index").ok()?;
        ("%i1".to_string(), "%cn".to_string())
    };
    // x[i, j] (left) or x[j, i] (right) of the current solution `w`.
    let at_x = |row: &str, j: &str| if left { idx(row, j) } else { idx(j, row) };
    writeln!(
        text,
        "%lj = scf.for %j = %c0 to %cf step %c1 iter_args(%w = %u) -> ({bts}) {{\n\
         %bij = tensor.extract %w[{}] : {bts}\n\
         %acc = scf.for %k = {klo} to {khi} step %c1 iter_args(%s = %bij) -> ({es}) {{",
        at_x(i, "%j"),
    )
    .ok()?;
    // Left: b[i] -= T[i, k] x[k]; right: b[i] -= x[k] T[k, i].
    let tk = if left {
        t_elem("%tk", i, "%k")
    } else {
        t_elem("%tk", "%k", i)
    };
    write!(
        text,
        "{tk}%xk = tensor.extract %w[{}] : {bts}\n\
         %p = {mul} %tk, %xk : {es}\n\
         %s2 = {sub} %s, %p : {es}\n\
         scf.yield %s2 : {es}\n}}\n",
        at_x("%k", "%j"),
    )
    .ok()?;
    let value = if unit {
        "%acc".to_string()
    } else {
        writeln!(text, "{}%q = {div} %acc, %tii : {es}", t_elem("%tii", i, i)).ok()?;
        "%q".to_string()
    };
    writeln!(
        text,
        "%w2 = tensor.insert {value} into %w[{}] : {bts}\nscf.yield %w2 : {bts}\n}}\n\
         scf.yield %lj : {bts}\n}}",
        at_x(i, "%j"),
    )
    .ok()?;
    let mut result = "%lo".to_string();
    for d in (0..nb).rev() {
        writeln!(text, "scf.yield {result} : {bts}\n}}").ok()?;
        result = format!("%l{d}");
    }
    write!(text, "return {result} : {bts}").ok()?;
    Some(text)
}

/// `fft` as the direct transform: each output element the sum over the
/// transformed input elements times `exp(∓2πi Σ j k / n)` (angles in f64),
/// divided by the element count for the inverse ones. `IRFFT` first
/// rebuilds the whole spectrum from its half (`X[n - k] = conj(X[k])`).
pub(super) fn fft(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let it = m.ir.value_type(m.ir.operand(op, 0));
    let rt = m.ir.value_type(m.ir.result(op, 0));
    let (is, rs) = (static_shape(ctx, it)?, static_shape(ctx, rt)?);
    let kind = enum_value(ctx, prop(ctx, m, op, "fft_type")?)?;
    let lengths = ints(ctx, m, op, "fft_length")?;
    let rank = rs.len();
    let r = lengths.len();
    if is.len() != rank || r == 0 || r > rank || lengths.iter().any(|&l| l < 1) {
        return None;
    }
    let nb = rank - r;
    // The full signal's shape: the input's for FFT, IFFT and RFFT (whose
    // result keeps the first n/2 + 1 entries of the last dimension), the
    // result's for IRFFT (whose input holds them).
    let (full, half) = if kind == 3 { (&rs, &is) } else { (&is, &rs) };
    let full = full.clone();
    let halved = matches!(kind, 2 | 3);
    let last_ok = if halved {
        half[rank - 1] == lengths[r - 1] / 2 + 1
    } else {
        half[rank - 1] == full[rank - 1]
    };
    if full[nb..] != lengths[..] || full[..rank - 1] != half[..rank - 1] || !last_ok {
        return None;
    }
    let (ie, re) = (elem(ctx, it), elem(ctx, rt));
    let part = match kind {
        0 | 1 | 3 => complex_part(ctx, ie)?,
        2 => ie,
        _ => return None,
    };
    if !matches!(ctx.type_data(part), TypeData::Float(k) if k.bit_width() >= 32) {
        return None;
    }
    let ps = ty(ctx, part);
    let cs = format!("complex<{ps}>");
    let count: i64 = lengths.iter().product();
    let inverse = matches!(kind, 1 | 3);
    let mut text = String::new();
    let sig_t = format!(
        "tensor<{}x{cs}>",
        full.iter()
            .map(i64::to_string)
            .collect::<Vec<_>>()
            .join("x")
    );
    let its = ty(ctx, it);
    let args = (0..rank)
        .map(|d| format!("%g{d}: index"))
        .collect::<Vec<_>>()
        .join(", ");
    match kind {
        // The input is the signal.
        0 | 1 => {}
        2 => {
            writeln!(
                text,
                "%sig = tensor.generate {{\n^bb0({args}):\n  \
                 %x = tensor.extract %a0[{}] : {its}\n  \
                 %z = arith.constant 0.0 : {ps}\n  \
                 %c = complex.create %x, %z : {cs}\n  \
                 tensor.yield %c : {cs}\n}} : {sig_t}",
                (0..rank)
                    .map(|d| format!("%g{d}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
            .ok()?;
        }
        _ => {
            // IRFFT: entry k of the last dimension past the stored half is
            // the conjugate of the entry at every index mirrored.
            let half = is[rank - 1];
            let mut mirrored = Vec::new();
            let mut lines = String::new();
            for (d, &n) in full.iter().enumerate() {
                if d < nb {
                    mirrored.push(format!("%g{d}"));
                    continue;
                }
                writeln!(
                    lines,
                    "  %n{d} = arith.constant {n} : index\n  \
                     %s{d} = arith.subi %n{d}, %g{d} : index\n  \
                     %m{d} = arith.remui %s{d}, %n{d} : index"
                )
                .ok()?;
                mirrored.push(format!("%m{d}"));
            }
            let last = rank - 1;
            let direct: Vec<String> = (0..rank).map(|d| format!("%g{d}")).collect();
            writeln!(
                text,
                "%sig = tensor.generate {{\n^bb0({args}):\n{lines}  \
                 %h = arith.constant {half} : index\n  \
                 %stored = arith.cmpi ult, %g{last}, %h : index\n  \
                 %v = scf.if %stored -> ({cs}) {{\n    \
                 %x = tensor.extract %a0[{}] : {its}\n    scf.yield %x : {cs}\n  \
                 }} else {{\n    \
                 %y = tensor.extract %a0[{}] : {its}\n    \
                 %yc = complex.conj %y : {cs}\n    scf.yield %yc : {cs}\n  }}\n  \
                 tensor.yield %v : {cs}\n}} : {sig_t}",
                direct.join(", "),
                mirrored.join(", "),
            )
            .ok()?;
        }
    }
    let sig = if matches!(kind, 0 | 1) { "%a0" } else { "%sig" };
    // The transform: output dims (parallel) then the transformed input
    // dims (reduction).
    let out_shape = if kind == 3 { full.clone() } else { rs.clone() };
    let out_t = format!(
        "tensor<{}x{cs}>",
        out_shape
            .iter()
            .map(i64::to_string)
            .collect::<Vec<_>>()
            .join("x")
    );
    let loops = rank + r;
    let dims = |v: &[String]| -> String {
        format!(
            "affine_map<({}) -> ({})>",
            (0..loops)
                .map(|l| format!("d{l}"))
                .collect::<Vec<_>>()
                .join(", "),
            v.join(", ")
        )
    };
    let in_map: Vec<String> = (0..rank)
        .map(|d| {
            if d < nb {
                format!("d{d}")
            } else {
                format!("d{}", rank + d - nb)
            }
        })
        .collect();
    let out_map: Vec<String> = (0..rank).map(|d| format!("d{d}")).collect();
    let iters = (0..loops)
        .map(|l| {
            if l < rank {
                "\"parallel\""
            } else {
                "\"reduction\""
            }
        })
        .collect::<Vec<_>>()
        .join(", ");
    let sign = if inverse { 1.0 } else { -1.0 };
    let scale = if inverse { 1.0 / count as f64 } else { 1.0 };
    let mut body = String::new();
    writeln!(
        body,
        "  %zero = arith.constant 0.0 : f64\n  %tau = arith.constant {:.17e} : f64",
        sign * 2.0 * std::f64::consts::PI
    )
    .ok()?;
    let mut phase = "%zero".to_string();
    for (q, &n) in lengths.iter().enumerate() {
        let d = nb + q;
        writeln!(
            body,
            "  %k{q} = linalg.index {d} : index\n  \
             %j{q} = linalg.index {} : index\n  \
             %jk{q} = arith.muli %j{q}, %k{q} : index\n  \
             %n{q} = arith.constant {n} : index\n  \
             %r{q} = arith.remui %jk{q}, %n{q} : index\n  \
             %ri{q} = arith.index_cast %r{q} : index to i64\n  \
             %rf{q} = arith.sitofp %ri{q} : i64 to f64\n  \
             %nf{q} = arith.constant {n}.0 : f64\n  \
             %fr{q} = arith.divf %rf{q}, %nf{q} : f64\n  \
             %ph{q} = arith.addf {phase}, %fr{q} : f64",
            rank + q
        )
        .ok()?;
        phase = format!("%ph{q}");
    }
    let narrow = |v: &str, out: &str| -> String {
        if ps == "f64" {
            format!("  {out} = arith.addf {v}, %zero : f64\n")
        } else {
            format!("  {out} = arith.truncf {v} : f64 to {ps}\n")
        }
    };
    write!(
        body,
        "  %ang = arith.mulf {phase}, %tau : f64\n  \
         %cos = math.cos %ang : f64\n  %sin = math.sin %ang : f64\n  \
         %sc = arith.constant {scale:.17e} : f64\n  \
         %cos2 = arith.mulf %cos, %sc : f64\n  %sin2 = arith.mulf %sin, %sc : f64\n\
         {}{}  %w = complex.create %wr, %wi : {cs}\n  \
         %p = complex.mul %x, %w : {cs}\n  \
         %s = complex.add %acc, %p : {cs}\n  linalg.yield %s : {cs}\n",
        narrow("%cos2", "%wr"),
        narrow("%sin2", "%wi"),
    )
    .ok()?;
    let sig_ty = if matches!(kind, 0 | 1) {
        its.clone()
    } else {
        sig_t.clone()
    };
    // The output rows of an RFFT are the first n/2 + 1: the generic's
    // output shape bounds them, its input shape the sums.
    writeln!(
        text,
        "%zc = complex.constant [0.0 : {ps}, 0.0 : {ps}] : {cs}\n\
         %e = tensor.empty() : {out_t}\n\
         %f = linalg.fill ins(%zc : {cs}) outs(%e : {out_t}) -> {out_t}\n\
         %t = linalg.generic {{indexing_maps = [{}, {}], iterator_types = [{iters}]}} \
         ins({sig} : {sig_ty}) outs(%f : {out_t}) {{\n^bb0(%x: {cs}, %acc: {cs}):\n{body}}} -> {out_t}",
        dims(&in_map),
        dims(&out_map),
    )
    .ok()?;
    let rts = ty(ctx, rt);
    if kind == 3 {
        // The real parts.
        let res = ty(ctx, re);
        writeln!(
            text,
            "%e2 = tensor.empty() : {rts}\n\
             %re = linalg.generic {{indexing_maps = [{id}, {id}], iterator_types = [{par}]}} \
             ins(%t : {out_t}) outs(%e2 : {rts}) {{\n^bb0(%x: {cs}, %o: {res}):\n  \
             %v = complex.re %x : {cs}\n  linalg.yield %v : {res}\n}} -> {rts}\n\
             return %re : {rts}",
            id = super::structural::identity(rank),
            par = vec!["\"parallel\""; rank].join(", "),
        )
        .ok()?;
    } else {
        write!(text, "return %t : {rts}").ok()?;
    }
    Some(text)
}

/// `batch_norm_inference`, `batch_norm_training` and `batch_norm_grad`,
/// decomposed as StableHLO's spec defines them (and its
/// `stablehlo-legalize-to-linalg` path computes them): per feature (the
/// `feature_index` dimension) means and variances over every other
/// dimension, in the element type, the variance as the mean of squared
/// deviations from the mean.
pub(super) fn batch_norm(ctx: &mut Context, m: &Module, op: OpId, short: &str) -> Option<String> {
    let xt = m.ir.value_type(m.ir.operand(op, 0));
    let xs = static_shape(ctx, xt)?;
    let rank = xs.len();
    let f = match ctx.attr_data(prop(ctx, m, op, "feature_index")?) {
        AttrData::Integer { value, .. } => usize::try_from(value.to_i64()?).ok()?,
        _ => return None,
    };
    if f >= rank {
        return None;
    }
    let e = elem(ctx, xt);
    let TypeData::Float(k) = ctx.type_data(e) else {
        return None;
    };
    let width = k.bit_width();
    if width < 16 {
        return None;
    }
    let eps_bits = match ctx.attr_data(prop(ctx, m, op, "epsilon")?) {
        AttrData::Float { bits, .. } => *bits as u32,
        _ => return None,
    };
    let es = ty(ctx, e);
    let xts = ty(ctx, xt);
    let c = xs[f];
    let vt = format!("tensor<{c}x{es}>");
    let count: i64 = xs
        .iter()
        .enumerate()
        .filter(|(d, _)| *d != f)
        .map(|(_, &n)| n)
        .product();
    let dims = (0..rank)
        .map(|d| format!("d{d}"))
        .collect::<Vec<_>>()
        .join(", ");
    let id = format!("affine_map<({dims}) -> ({dims})>");
    let fm = format!("affine_map<({dims}) -> (d{f})>");
    let par = vec!["\"parallel\""; rank].join(", ");
    let red = (0..rank)
        .map(|d| {
            if d == f {
                "\"parallel\""
            } else {
                "\"reduction\""
            }
        })
        .collect::<Vec<_>>()
        .join(", ");
    let eps_e = if width == 32 { "%eps32" } else { "%epsw" };
    let eps_conv = match width {
        32 => String::new(),
        64 => "%epsw = arith.extf %eps32 : f32 to f64\n".to_string(),
        _ => format!("%epsw = arith.truncf %eps32 : f32 to {es}\n"),
    };
    let mut text = format!(
        "%eps32 = arith.constant 0x{eps_bits:08X} : f32\n{eps_conv}\
         %zero = arith.constant 0.0 : {es}\n\
         %count = arith.constant {count}.0 : {es}\n\
         %ev = tensor.empty() : {vt}\n\
         %fill = linalg.fill ins(%zero : {es}) outs(%ev : {vt}) -> {vt}\n\
         %ex = tensor.empty() : {xts}\n"
    );
    // `sum` over the non-feature dimensions of `body`'s value (the
    // element `%x` of `ins`, one input per map) into `name`.
    let reduce = |text: &mut String, name: &str, ins: &[(&str, &str, &str)], body: &str| {
        let maps: Vec<&str> = ins.iter().map(|(_, _, mp)| *mp).collect();
        let names: Vec<&str> = ins.iter().map(|(n, _, _)| *n).collect();
        let types: Vec<&str> = ins.iter().map(|(_, t, _)| *t).collect();
        let args: Vec<String> = (0..ins.len()).map(|i| format!("%i{i}: {es}")).collect();
        let _ = writeln!(
            text,
            "%{name} = linalg.generic {{indexing_maps = [{}, {fm}], iterator_types = [{red}]}} \
             ins({} : {}) outs(%fill : {vt}) {{\n^bb0({}, %acc: {es}):\n{body}  \
             %sum = arith.addf %acc, %v : {es}\n  linalg.yield %sum : {es}\n}} -> {vt}",
            maps.join(", "),
            names.join(", "),
            types.join(", "),
            args.join(", "),
        );
    };
    // `body` per element of the operand's shape into `name`.
    let map_elems = |text: &mut String, name: &str, ins: &[(&str, &str, &str)], body: &str| {
        let maps: Vec<&str> = ins.iter().map(|(_, _, mp)| *mp).collect();
        let names: Vec<&str> = ins.iter().map(|(n, _, _)| *n).collect();
        let types: Vec<&str> = ins.iter().map(|(_, t, _)| *t).collect();
        let args: Vec<String> = (0..ins.len()).map(|i| format!("%i{i}: {es}")).collect();
        let _ = writeln!(
            text,
            "%{name} = linalg.generic {{indexing_maps = [{}, {id}], iterator_types = [{par}]}} \
             ins({} : {}) outs(%ex : {xts}) {{\n^bb0({}, %out: {es}):\n{body}  \
             linalg.yield %v : {es}\n}} -> {xts}",
            maps.join(", "),
            names.join(", "),
            types.join(", "),
            args.join(", "),
        );
    };
    // `y = (x - mean) / sqrt(var + eps) * scale + offset`.
    let normalize = format!(
        "  %c = arith.subf %i0, %i3 : {es}\n  %ve = arith.addf %i4, {eps_e} : {es}\n  \
         %sd = math.sqrt %ve : {es}\n  %n = arith.divf %c, %sd : {es}\n  \
         %sc = arith.mulf %n, %i1 : {es}\n  %v = arith.addf %sc, %i2 : {es}\n"
    );
    match short {
        "batch_norm_inference" => {
            map_elems(
                &mut text,
                "y",
                &[
                    ("%a0", &xts, &id),
                    ("%a1", &vt, &fm),
                    ("%a2", &vt, &fm),
                    ("%a3", &vt, &fm),
                    ("%a4", &vt, &fm),
                ],
                &normalize,
            );
            write!(text, "return %y : {xts}").ok()?;
        }
        "batch_norm_training" => {
            reduce(
                &mut text,
                "s",
                &[("%a0", &xts, &id)],
                &format!("  %v = arith.addf %i0, %zero : {es}\n"),
            );
            writeln!(
                text,
                "%mean = linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], \
                 iterator_types = [\"parallel\"]}} ins(%s : {vt}) outs(%ev : {vt}) {{\n\
                 ^bb0(%i0: {es}, %out: {es}):\n  %v = arith.divf %i0, %count : {es}\n  linalg.yield %v : {es}\n}} -> {vt}"
            )
            .ok()?;
            reduce(
                &mut text,
                "q",
                &[("%a0", &xts, &id), ("%mean", &vt, &fm)],
                &format!("  %c = arith.subf %i0, %i1 : {es}\n  %v = arith.mulf %c, %c : {es}\n"),
            );
            writeln!(
                text,
                "%var = linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], \
                 iterator_types = [\"parallel\"]}} ins(%q : {vt}) outs(%ev : {vt}) {{\n\
                 ^bb0(%i0: {es}, %out: {es}):\n  %v = arith.divf %i0, %count : {es}\n  linalg.yield %v : {es}\n}} -> {vt}"
            )
            .ok()?;
            map_elems(
                &mut text,
                "y",
                &[
                    ("%a0", &xts, &id),
                    ("%a1", &vt, &fm),
                    ("%a2", &vt, &fm),
                    ("%mean", &vt, &fm),
                    ("%var", &vt, &fm),
                ],
                &normalize,
            );
            write!(text, "return %y, %mean, %var : {xts}, {vt}, {vt}").ok()?;
        }
        "batch_norm_grad" => {
            // Operands: operand, scale, mean, variance, grad_output.
            reduce(
                &mut text,
                "sg",
                &[("%a4", &xts, &id)],
                &format!("  %v = arith.addf %i0, %zero : {es}\n"),
            );
            reduce(
                &mut text,
                "sgc",
                &[("%a0", &xts, &id), ("%a2", &vt, &fm), ("%a4", &xts, &id)],
                &format!("  %c = arith.subf %i0, %i1 : {es}\n  %v = arith.mulf %i2, %c : {es}\n"),
            );
            // grad_operand = scale / sd / N * (g * N - sum(g) - sum(g c) c / (var + eps)).
            map_elems(
                &mut text,
                "gx",
                &[
                    ("%a0", &xts, &id),
                    ("%a1", &vt, &fm),
                    ("%a2", &vt, &fm),
                    ("%a3", &vt, &fm),
                    ("%a4", &xts, &id),
                    ("%sg", &vt, &fm),
                    ("%sgc", &vt, &fm),
                ],
                &format!(
                    "  %c = arith.subf %i0, %i2 : {es}\n  %ve = arith.addf %i3, {eps_e} : {es}\n  \
                     %sd = math.sqrt %ve : {es}\n  %g1 = arith.mulf %i4, %count : {es}\n  \
                     %g2 = arith.subf %g1, %i5 : {es}\n  %g3 = arith.mulf %i6, %c : {es}\n  \
                     %g4 = arith.divf %g3, %ve : {es}\n  %g5 = arith.subf %g2, %g4 : {es}\n  \
                     %k1 = arith.divf %i1, %sd : {es}\n  %k2 = arith.divf %k1, %count : {es}\n  \
                     %v = arith.mulf %k2, %g5 : {es}\n"
                ),
            );
            writeln!(
                text,
                "%gs = linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], \
                 iterator_types = [\"parallel\"]}} ins(%sgc, %a3 : {vt}, {vt}) outs(%ev : {vt}) {{\n\
                 ^bb0(%i0: {es}, %i1: {es}, %out: {es}):\n  %ve = arith.addf %i1, {eps_e} : {es}\n  \
                 %sd = math.sqrt %ve : {es}\n  %v = arith.divf %i0, %sd : {es}\n  linalg.yield %v : {es}\n}} -> {vt}"
            )
            .ok()?;
            write!(text, "return %gx, %gs, %sg : {xts}, {vt}, {vt}").ok()?;
        }
        _ => return None,
    }
    Some(text)
}
