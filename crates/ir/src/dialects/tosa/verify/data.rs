//! The verifiers of TOSA's data-movement and constant ops: `const`,
//! `const_shape` and the shape ops, `pad`, `slice`, `tile`, `reshape`,
//! `transpose`, `gather`, `scatter`, `resize`, the reductions, `concat`.

use super::*;

/// `tosa.const`.
pub(crate) fn const_op(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let Some(values) = prop(c, op, "values") else {
        return Ok(());
    };
    let attr_ty = crate::dialects::support::typed_attr_type(ctx, ctx.attr_data(values));
    let out = result_type(c, op);
    let is_tensor = |t: Type| {
        matches!(
            ctx.type_data(t),
            TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
        )
    };
    // `AllShapesMatch<["values", "output"]>`, checked with the invariants.
    if let (Some(a), Some(o)) = (
        attr_ty.and_then(|t| ctx.type_data(t).shape()),
        ctx.type_data(out).shape(),
    ) {
        if a != o {
            bail!(
                c,
                op,
                "failed to verify that all of {{values, output}} have same shape"
            );
        }
    }
    let Some(attr_ty) = attr_ty.filter(|&t| is_tensor(t)) else {
        bail!(c, op, "expected tensors for attr/result type");
    };
    if !is_tensor(out) {
        bail!(c, op, "expected tensors for attr/result type");
    }
    let oe = elem(ctx, out);
    let ae = elem(ctx, attr_ty);
    if crate::dialects::tosa::types::quant_storage(ctx, oe) == Some(ae) {
        return Ok(());
    }
    if ae != oe {
        bail!(c, op, "expected same attr/result element types");
    }
    Ok(())
}

/// `tosa.const_shape`.
pub(crate) fn const_shape(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let Some(values) = prop(c, op, "values") else {
        return Ok(());
    };
    let Some(ty) = crate::dialects::support::typed_attr_type(ctx, ctx.attr_data(values)) else {
        return Ok(());
    };
    let shape = ctx.type_data(ty).shape().unwrap_or(&[]);
    if shape.len() != 1 {
        bail!(c, op, "expect elements in attribute values with rank 1");
    }
    let count = shape[0];
    let rank = crate::dialects::tosa::types::shape_rank(ctx, result_type(c, op)).unwrap_or(0);
    if !(count == rank || (count == 1 && rank == 0)) {
        bail!(
            c,
            op,
            "expect number of elements in attribute values ({count}) to be equal to the \
                 rank ({rank}) for the result shape type"
        );
    }
    Ok(())
}

/// `tosa.pad`: operands input1, padding, pad_const.
pub(crate) fn pad(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let it = operand_type(c, op, 0);
    let ot = result_type(c, op);
    same_element_types(c, op, it, ot)?;
    if c.ir().num_operands(op) > 2 {
        same_element_types(c, op, operand_type(c, op, 2), ot)?;
    }
    let (Some(input), Some(output)) = (dims(ctx, it), dims(ctx, ot)) else {
        return Ok(());
    };
    if input.len() != output.len() {
        bail!(
            c,
            op,
            "expect same input and output tensor rank, but got inputRank: {}, outputRank: {}",
            input.len(),
            output.len()
        );
    }
    // `m_Constant` on the padding: a `tosa.const_shape` folds to its values.
    // (MLIR fails without a message when the padding is no constant; sigil
    // accepts it.)
    let Some(values) = const_shape_values(c, c.ir().operand(op, 1)) else {
        return Ok(());
    };
    let rank = input.len();
    if values.len() != rank * 2 {
        bail!(
            c,
            op,
            "padding tensor must have {rank} * 2 = {} elements, but got {}",
            rank * 2,
            values.len()
        );
    }
    for i in 0..rank {
        let (s, e) = (values[2 * i], values[2 * i + 1]);
        if (s < 0 && s != -1) || (e < 0 && e != -1) {
            bail!(
                c,
                op,
                "invalid padding values at dimension {i}: values must be non-negative or -1 \
                     for dynamic padding, got [{s}, {e}]"
            );
        }
        if input[i] == DYNAMIC || output[i] == DYNAMIC {
            continue;
        }
        if output[i] != input[i] + s + e {
            bail!(
                c,
                op,
                "mismatch in output shape at dimension {i}: expected {} + {s} + {e} = {}, \
                     but got {}",
                input[i],
                input[i] + s + e,
                output[i]
            );
        }
    }
    Ok(())
}

/// `tosa.slice`: operands input1, start, size.
pub(crate) fn slice(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let it = operand_type(c, op, 0);
    let ot = result_type(c, op);
    same_element_types(c, op, it, ot)?;
    let Some(input) = dims(ctx, it) else {
        return Ok(());
    };
    if let Some(output) = dims(ctx, ot) {
        if input.len() != output.len() {
            bail!(
                c,
                op,
                "expect input1 and output to have the same ranks, got {} and {}",
                input.len(),
                output.len()
            );
        }
    }
    let rank = input.len() as i64;
    if crate::dialects::tosa::types::shape_rank(ctx, operand_type(c, op, 1)) != Some(rank) {
        bail!(c, op, "length of start is not equal to rank of input shape");
    }
    if crate::dialects::tosa::types::shape_rank(ctx, operand_type(c, op, 2)) != Some(rank) {
        bail!(c, op, "length of size is not equal to rank of input shape");
    }
    Ok(())
}

/// `tosa.table`.
pub(crate) fn table(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let (Some(input), Some(output)) = (
        dims(ctx, operand_type(c, op, 0)),
        dims(ctx, result_type(c, op)),
    ) else {
        return Ok(());
    };
    if input.len() != output.len() {
        bail!(
            c,
            op,
            "expected input tensor rank to equal result tensor rank"
        );
    }
    for (i, (&id, &od)) in input.iter().zip(output).enumerate() {
        if od != DYNAMIC && od != id {
            let idt = if id == DYNAMIC {
                i64::MIN.to_string()
            } else {
                id.to_string()
            };
            bail!(
                c,
                op,
                "dim(result, {i}) = {od} doesn't match dim(input, {i}) = {idt}"
            );
        }
    }
    Ok(())
}

/// `tosa.tile`: operands input1, multiples.
pub(crate) fn tile(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let it = operand_type(c, op, 0);
    let ot = result_type(c, op);
    same_element_types(c, op, it, ot)?;
    let m_rank = crate::dialects::tosa::types::shape_rank(ctx, operand_type(c, op, 1)).unwrap_or(0);
    if let Some(input) = dims(ctx, it) {
        if input.len() as i64 != m_rank {
            bail!(
                c,
                op,
                "expect 'multiples' to have rank {} but got {m_rank}.",
                input.len()
            );
        }
        if dims(ctx, ot).is_some_and(|o| o.len() != input.len()) {
            bail!(c, op, "expect same input and output tensor rank.");
        }
    } else if let Some(output) = dims(ctx, ot) {
        if output.len() as i64 != m_rank {
            bail!(
                c,
                op,
                "expect 'multiples' array to have length {} but got {m_rank}.",
                output.len()
            );
        }
    }
    if let Some(m) = const_shape_values(c, c.ir().operand(op, 1)) {
        if m.iter().any(|&v| v <= 0 && v != -1) {
            bail!(
                c,
                op,
                "expect element of 'multiples' to be positive integer or -1."
            );
        }
    }
    Ok(())
}

/// `tosa.reshape`: operands input1, shape.
fn reshape_own(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let it = operand_type(c, op, 0);
    let ot = result_type(c, op);
    same_element_types(c, op, it, ot)?;
    let Some(values) = const_shape_values(c, c.ir().operand(op, 1)) else {
        return Ok(());
    };
    if values.iter().filter(|&&v| v == -1).count() > 1 {
        bail!(c, op, "expected at most one target dimension to be -1");
    }
    let Some(output) = dims(ctx, ot) else {
        return Ok(());
    };
    if values.len() != output.len() {
        bail!(c, op, "new shape does not match result rank");
    }
    for (&n, &o) in values.iter().zip(output) {
        if n != -1 && n != DYNAMIC && o != DYNAMIC && n != o {
            bail!(c, op, "new shape is inconsistent with result shape");
        }
        if n != DYNAMIC && n < -1 {
            bail!(c, op, "new shape has invalid tensor dimension size {n}");
        }
    }
    if let Some(input) = dims(ctx, it).filter(|d| !d.contains(&DYNAMIC)) {
        let in_n: i64 = input.iter().product();
        if !output.contains(&DYNAMIC) {
            let out_n: i64 = output.iter().product();
            if in_n != out_n {
                bail!(c, op, "cannot reshape {in_n} elements into {out_n}");
            }
        }
        let new_n: i64 = values.iter().filter(|&&d| d > 0).product();
        let static_new = values.iter().all(|&s| s > 0);
        if (static_new && in_n != new_n) || (!static_new && new_n > in_n) {
            bail!(c, op, "cannot reshape {in_n} elements into {new_n}");
        }
    }
    Ok(())
}

/// `tosa.transpose`.
pub(crate) fn transpose(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let it = operand_type(c, op, 0);
    let ot = result_type(c, op);
    same_element_types(c, op, it, ot)?;
    let perms: Vec<i64> = prop(c, op, "perms")
        .and_then(|a| crate::dialects::indexing::dense_int_array(ctx, a))
        .unwrap_or_default();
    let (input, output) = (dims(ctx, it), dims(ctx, ot));
    if let Some(i) = input {
        if perms.len() != i.len() {
            bail!(
                c,
                op,
                "expected perms attribute to have size {} (input rank) but got size {}",
                i.len(),
                perms.len()
            );
        }
    }
    if let (Some(i), Some(o)) = (input, output) {
        if i.len() != o.len() {
            bail!(
                c,
                op,
                "expected input tensor rank to equal result tensor rank"
            );
        }
    }
    if let Some(o) = output {
        if perms.len() != o.len() {
            bail!(
                c,
                op,
                "expected perms attribute to have size {} (output rank) but got size {}",
                o.len(),
                perms.len()
            );
        }
    }
    let n = perms.len() as i64;
    let mut seen = vec![false; perms.len()];
    let valid = perms.iter().all(|&p| {
        if p < 0 || p >= n || seen[p as usize] {
            return false;
        }
        seen[p as usize] = true;
        true
    });
    if !valid {
        bail!(c, op, "expected valid permutation indices");
    }
    if let (Some(i), Some(o)) = (input, output) {
        if !i.contains(&DYNAMIC) && !o.contains(&DYNAMIC) {
            let (ni, no): (i64, i64) = (i.iter().product(), o.iter().product());
            if ni != no {
                bail!(
                    c,
                    op,
                    "expected input1 and output to have same numbers of elements, got {ni} \
                         and {no}"
                );
            }
        }
        for (k, &od) in o.iter().enumerate() {
            let p = perms[k] as usize;
            if i[p] == DYNAMIC || od == DYNAMIC {
                continue;
            }
            if i[p] != od {
                bail!(
                    c,
                    op,
                    "expected output tensor dim {k} to match input dim {p} with value of {}",
                    i[p]
                );
            }
        }
    }
    Ok(())
}

/// `tosa.gather`: operands values, indices.
pub(crate) fn gather(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    same_element_types(c, op, operand_type(c, op, 0), result_type(c, op))?;
    let values = dims(ctx, operand_type(c, op, 0));
    let indices = dims(ctx, operand_type(c, op, 1));
    let output = dims(ctx, result_type(c, op));
    let (mut n, mut w, mut ch) = (DYNAMIC, DYNAMIC, DYNAMIC);
    if let Some(v) = values {
        n = v[0];
        ch = v[2];
    }
    if let Some(ix) = indices {
        let ixn = ix[0];
        w = ix[1];
        if n == DYNAMIC {
            n = ixn;
        } else if ixn != DYNAMIC && n != ixn {
            bail!(
                c,
                op,
                "requires indices dimension 0 to have size {n}, got {ixn}"
            );
        }
    }
    if let Some(o) = output {
        for (k, want) in [n, w, ch].into_iter().enumerate() {
            if want != DYNAMIC && o[k] != DYNAMIC && want != o[k] {
                bail!(
                    c,
                    op,
                    "requires output dimension {k} to have size {want}, got {}",
                    o[k]
                );
            }
        }
    }
    Ok(())
}

/// `tosa.scatter`: operands values_in, indices, input.
pub(crate) fn scatter(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let out = result_type(c, op);
    same_element_types(c, op, operand_type(c, op, 0), out)?;
    same_element_types(c, op, operand_type(c, op, 2), out)?;
    let (mut n, mut k, mut w, mut ch) = (DYNAMIC, DYNAMIC, DYNAMIC, DYNAMIC);
    if let Some(v) = dims(ctx, operand_type(c, op, 0)) {
        (n, k, ch) = (v[0], v[1], v[2]);
    }
    if let Some(ix) = dims(ctx, operand_type(c, op, 1)) {
        let ixn = ix[0];
        w = ix[1];
        if n == DYNAMIC {
            n = ixn;
        } else if ixn != DYNAMIC && n != ixn {
            bail!(
                c,
                op,
                "requires indices dimension 0 to have size {n}, got {ixn}"
            );
        }
    }
    if let Some(i) = dims(ctx, operand_type(c, op, 2)) {
        for (dim, slot) in [&mut n, &mut w, &mut ch].into_iter().enumerate() {
            let got = i[[0, 1, 2][dim]];
            if *slot == DYNAMIC {
                *slot = got;
            } else if got != DYNAMIC && *slot != got {
                bail!(
                    c,
                    op,
                    "requires input dimension {dim} to have size {}, got {got}",
                    *slot
                );
            }
        }
    }
    if let Some(o) = dims(ctx, out) {
        if n != DYNAMIC && o[0] != DYNAMIC && n != o[0] {
            bail!(
                c,
                op,
                "requires values_out dimension 0 to have size {n}, got {}",
                o[0]
            );
        }
        if k == DYNAMIC {
            k = o[1];
        } else if o[1] != DYNAMIC && k != o[1] {
            bail!(
                c,
                op,
                "requires values_out dimension 1 to have size {k}, got {}",
                o[1]
            );
        }
        if ch != DYNAMIC && o[2] != DYNAMIC && ch != o[2] {
            bail!(
                c,
                op,
                "requires values_out dimension 2 to have size {ch}, got {}",
                o[2]
            );
        }
    }
    if k != DYNAMIC && w != DYNAMIC && k < w {
        bail!(c, op, "requires dimensions K >= W, got K={k} and W={w}");
    }
    Ok(())
}

/// `tosa.resize`: operands input, scale, offset, border.
pub(crate) fn resize(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let ir = c.ir();
    let (Some(scale), Some(offset), Some(border)) = (
        const_shape_values(c, ir.operand(op, 1)),
        const_shape_values(c, ir.operand(op, 2)),
        const_shape_values(c, ir.operand(op, 3)),
    ) else {
        return Ok(());
    };
    if scale.iter().any(|&s| s <= 0) {
        bail!(
            c,
            op,
            "expect all scale values to be > 0, got {}",
            list(&scale)
        );
    }
    if scale.len() < 4 || offset.len() < 2 || border.len() < 2 {
        return Ok(());
    }
    let (Some(input), Some(output)) = (
        dims(ctx, operand_type(c, op, 0)),
        dims(ctx, result_type(c, op)),
    ) else {
        return Ok(());
    };
    let (oh, ow, ih, iw) = (output[1], output[2], input[1], input[2]);
    if ih != DYNAMIC && ih != 1 {
        let Some(m1) = idiv_check((ih - 1) * scale[0] - offset[0] + border[0], scale[1]) else {
            bail!(
                c,
                op,
                "expected (input_height - 1) * scale_y_n - offset_y + border_y to be wholly \
                     divisible by scale_y_d, got (({ih} - 1) * {} - {} + {}) / {}",
                scale[0],
                offset[0],
                border[0],
                scale[1]
            );
        };
        if oh != DYNAMIC && m1 + 1 != oh {
            bail!(
                c,
                op,
                "calculated output height did not match expected: calculated={}, expected={oh}",
                m1 + 1
            );
        }
    }
    if iw != DYNAMIC && iw != 1 {
        let Some(m1) = idiv_check((iw - 1) * scale[2] - offset[1] + border[1], scale[3]) else {
            bail!(
                c,
                op,
                "expected (input_width - 1) * scale_x_n - offset_x + border_x to be wholly \
                     divisible by scale_x_d, got (({iw} - 1) * {} - {} + {}) / {}",
                scale[2],
                offset[1],
                border[1],
                scale[3]
            );
        };
        if ow != DYNAMIC && m1 + 1 != ow {
            bail!(
                c,
                op,
                "calculated output width did not match expected: calculated={}, expected={ow}",
                m1 + 1
            );
        }
    }
    Ok(())
}

/// `verifyReduceOp` of the six reductions.
fn reduce_own(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let axis = int_prop(c, op, "axis").unwrap_or(0);
    if axis < 0 {
        bail!(c, op, "reduce axis must not be negative");
    }
    let input = dims(ctx, operand_type(c, op, 0));
    if let Some(i) = input {
        let rank = i.len() as i64;
        if axis >= rank && !(axis == 0 && rank == 0) {
            bail!(
                c,
                op,
                "expect input tensor rank ({rank}) to be larger than reduce axis ({axis})"
            );
        }
    }
    if let Some(o) = dims(ctx, result_type(c, op)) {
        let rank = o.len() as i64;
        if input.is_some_and(|i| i.len() != o.len()) {
            bail!(
                c,
                op,
                "expect output tensor rank to be equal to input tensor rank"
            );
        }
        if axis >= rank && !(axis == 0 && rank == 0) {
            bail!(
                c,
                op,
                "expect output tensor rank ({rank}) to be larger than reduce axis ({axis})"
            );
        }
        if rank != 0 {
            let d = o[axis as usize];
            if d != DYNAMIC && d != 1 {
                bail!(c, op, "expect reduced dimension size to be 1, got {d}");
            }
        }
    }
    Ok(())
}

/// `tosa.reverse`.
pub(crate) fn reverse(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let it = operand_type(c, op, 0);
    let ot = result_type(c, op);
    same_element_types(c, op, it, ot)?;
    let axis = int_prop(c, op, "axis").unwrap_or(0);
    if axis < 0 {
        bail!(c, op, "expected non-negative reverse axis");
    }
    let input = dims(ctx, it);
    if let Some(i) = input {
        let rank = i.len() as i64;
        if axis >= rank && !(axis == 0 && rank == 0) {
            bail!(
                c,
                op,
                "expect input tensor rank ({rank}) to be larger than reverse axis ({axis})"
            );
        }
    }
    if let Some(o) = dims(ctx, ot) {
        let rank = o.len() as i64;
        if input.is_some_and(|i| i.len() != o.len()) {
            bail!(
                c,
                op,
                "expect output tensor rank to be equal to input tensor rank"
            );
        }
        if axis >= rank && !(axis == 0 && rank == 0) {
            bail!(
                c,
                op,
                "expect output tensor rank ({rank}) to be larger than reverse axis ({axis})"
            );
        }
    }
    Ok(())
}

/// `tosa.select`: operands pred, on_true, on_false.
pub(crate) fn select(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let out = result_type(c, op);
    same_element_types(c, op, operand_type(c, op, 1), out)?;
    same_element_types(c, op, operand_type(c, op, 2), out)?;
    let pe = elem(ctx, operand_type(c, op, 0));
    if !is_int(ctx, pe, 1) {
        bail!(
            c,
            op,
            "expect element type of bool for input1, got {}",
            ts(ctx, pe)
        );
    }
    Ok(())
}

/// `tosa.concat`.
fn concat_own(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let ir = c.ir();
    let out = result_type(c, op);
    let inputs: Vec<Type> = ir.operands(op).map(|v| ir.value_type(v)).collect();
    if inputs.is_empty() {
        bail!(c, op, "expect at least one input");
    }
    for &t in &inputs {
        same_element_types(c, op, t, out)?;
    }
    let axis = int_prop(c, op, "axis").unwrap_or(0);
    let first = inputs.iter().find_map(|&t| dims(ctx, t));
    if let Some(f) = first {
        if axis < 0 || axis >= f.len() as i64 {
            bail!(
                c,
                op,
                "expect axis to be within range 0 < axis < rank(input1[firstRankedTensorIdx]), \
                     got {axis}"
            );
        }
    }
    let all: Option<Vec<&[i64]>> = inputs.iter().map(|&t| dims(ctx, t)).collect();
    let (Some(all), Some(f)) = (all, first) else {
        return Ok(());
    };
    for (k, s) in all.iter().enumerate().skip(1) {
        if s.len() != f.len() {
            bail!(
                c,
                op,
                "expect all operands to have the same rank, but got {} vs {} on operands 0 \
                     and {k}",
                f.len(),
                s.len()
            );
        }
        for i in 0..s.len() {
            if i as i64 == axis || f[i] == DYNAMIC || s[i] == DYNAMIC {
                continue;
            }
            if s[i] != f[i] {
                bail!(
                    c,
                    op,
                    "expect all operand shapes to have the same sizes on non-axis \
                         dimensions, but got {} vs {} at index {i} on operands 0 and {k}",
                    s[i],
                    f[i]
                );
            }
        }
    }
    if let Some(o) = dims(ctx, out) {
        if o.len() != f.len() {
            bail!(
                c,
                op,
                "expect output rank to match inputs rank, got {} vs {}",
                o.len(),
                f.len()
            );
        }
    }
    let a = axis as usize;
    if all.iter().any(|s| s[a] == DYNAMIC) {
        return Ok(());
    }
    let sum: i64 = all.iter().map(|s| s[a]).sum();
    if let Some(o) = dims(ctx, out) {
        if o[a] != DYNAMIC && o[a] != sum {
            bail!(
                c,
                op,
                "requires sum of axis dimensions of input1 equal to output axis dimension, \
                     got {sum} and {}",
                o[a]
            );
        }
    }
    Ok(())
}

/// `tosa.dim`: operand input1, attribute axis.
pub(crate) fn dim(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let out = result_type(c, op);
    if crate::dialects::tosa::types::shape_rank(ctx, out) != Some(1) {
        bail!(
            c,
            op,
            "expect output shape type to contain one element, got {}",
            ts(ctx, out)
        );
    }
    if let Some(input) = dims(ctx, operand_type(c, op, 0)) {
        let axis = int_prop(c, op, "axis").unwrap_or(0);
        if axis < 0 || axis >= input.len() as i64 {
            bail!(
                c,
                op,
                "expect axis to be in the range [0, {}), got {axis}",
                input.len()
            );
        }
    }
    Ok(())
}

/// `tosa.concat_shape`.
pub(crate) fn concat_shape(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let ir = c.ir();
    let sum: i64 = ir
        .operands(op)
        .filter_map(|v| crate::dialects::tosa::types::shape_rank(ctx, ir.value_type(v)))
        .sum();
    let out = crate::dialects::tosa::types::shape_rank(ctx, result_type(c, op)).unwrap_or(0);
    if out != sum {
        bail!(
            c,
            op,
            "requires output shape rank to be equal to the sum of the input shape ranks \
                 ({sum}), got {out}"
        );
    }
    Ok(())
}

/// `tosa.slice_shape`: operands input, start, size (constant `i32` scalars).
pub(crate) fn slice_shape(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let ir = c.ir();
    let value = |i: usize| {
        constant(c, ir.operand(op, i)).and_then(|a| int_values(ctx, a, true).first().copied())
    };
    let (Some(start), Some(size)) = (value(1), value(2)) else {
        return Ok(());
    };
    if start < 0 {
        bail!(c, op, "expected non-negative start index, got {start}");
    }
    if size <= 0 {
        bail!(c, op, "expected positive size, got {size}");
    }
    let out = crate::dialects::tosa::types::shape_rank(ctx, result_type(c, op)).unwrap_or(0);
    if out != size {
        bail!(
            c,
            op,
            "expected output type size to be equal to size attribute, got {out} vs {size}"
        );
    }
    let rank = crate::dialects::tosa::types::shape_rank(ctx, operand_type(c, op, 0)).unwrap_or(0);
    if start + size > rank {
        bail!(
            c,
            op,
            "expected start + size to be less than or equal to input shape rank ({rank}), got \
                 {}",
            start + size
        );
    }
    Ok(())
}

// ----- the ops with `InferTensorType`: their verifier, then the inferred type -----

/// The six reductions.
pub(crate) fn reduce(c: &dyn Checker, op: OpId) -> R {
    reduce_own(c, op)?;
    let ctx = c.ctx();
    let input = operand_type(c, op, 0);
    let axis = int_prop(c, op, "axis").unwrap_or(0);
    let shape = dims(ctx, input)
        .filter(|d| (d.len() as i64) > axis && axis >= 0)
        .map(|d| {
            let mut d = d.to_vec();
            d[axis as usize] = 1;
            d
        });
    let inferred = Inferred {
        shape,
        elem: elem(ctx, input),
    };
    check_inferred(c, op, Ok(inferred), Compare::ElementAndShape)
}

/// `tosa.concat`.
pub(crate) fn concat(c: &dyn Checker, op: OpId) -> R {
    concat_own(c, op)?;
    check_inferred(c, op, concat_infer(c, op), Compare::ElementAndShape)
}

fn concat_infer(c: &dyn Checker, op: OpId) -> Result<Inferred, Option<String>> {
    let ctx = c.ctx();
    let ir = c.ir();
    let axis = int_prop(c, op, "axis").unwrap_or(0);
    let inputs: Vec<Type> = ir.operands(op).map(|v| ir.value_type(v)).collect();
    let mut out: Option<Vec<i64>> = None;
    for &t in &inputs {
        let Some(d) = dims(ctx, t) else { continue };
        let o = out.get_or_insert_with(|| vec![DYNAMIC; d.len()]);
        for (i, &size) in d.iter().enumerate() {
            if i as i64 == axis || size == DYNAMIC || i >= o.len() {
                continue;
            }
            if o[i] == DYNAMIC {
                o[i] = size;
            }
            if o[i] != size {
                return Err(Some(format!(
                    "Cannot concat tensors with different sizes on the non-axis dimension {i}"
                )));
            }
        }
    }
    let Some(&first) = inputs.first() else {
        return Err(None);
    };
    let e = elem(ctx, first);
    let Some(mut o) = out else {
        return Ok(Inferred {
            shape: None,
            elem: e,
        });
    };
    let mut sum = 0i64;
    for &t in &inputs {
        match dims(ctx, t).and_then(|d| d.get(axis as usize).copied()) {
            Some(s) if s != DYNAMIC => sum += s,
            _ => {
                sum = DYNAMIC;
                break;
            }
        }
    }
    if let Some(slot) = o.get_mut(axis as usize) {
        *slot = sum;
    }
    Ok(Inferred {
        shape: Some(o),
        elem: e,
    })
}

/// `tosa.reshape`.
pub(crate) fn reshape(c: &dyn Checker, op: OpId) -> R {
    reshape_own(c, op)?;
    let ctx = c.ctx();
    let input = operand_type(c, op, 0);
    let e = elem(ctx, input);
    let shape = match const_shape_values(c, c.ir().operand(op, 1)) {
        None => {
            let rank = crate::dialects::tosa::types::shape_rank(ctx, operand_type(c, op, 1));
            vec![DYNAMIC; rank.unwrap_or(0) as usize]
        }
        Some(values) => {
            let mut shape: Vec<i64> = values
                .iter()
                .map(|&d| if d == -1 { DYNAMIC } else { d })
                .collect();
            if let Some(d) = dims(ctx, input).filter(|d| !d.contains(&DYNAMIC)) {
                let n: i64 = d.iter().product();
                let known: i64 = shape.iter().filter(|&&s| s != DYNAMIC).product();
                for s in shape.iter_mut().filter(|s| **s == DYNAMIC) {
                    *s = if known == 0 { 0 } else { n / known };
                }
            }
            shape
        }
    };
    let inferred = Inferred {
        shape: Some(shape),
        elem: e,
    };
    check_inferred(c, op, Ok(inferred), Compare::Element)
}

/// `tosa.equal`: only the inferred type (`i1`, broadcast shapes).
pub(crate) fn equal(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let ir = c.ir();
    // The inferred element type is `i1` (interned by any module that has
    // a comparison's result); the result's own serves to print otherwise.
    let i1 = ctx
        .find_type(&TypeData::Integer {
            width: 1,
            signedness: crate::types::Signedness::Signless,
        })
        .unwrap_or_else(|| elem(ctx, result_type(c, op)));
    let mut shape: Option<Vec<i64>> = Some(Vec::new());
    for v in ir.operands(op) {
        let Some(d) = dims(ctx, ir.value_type(v)) else {
            shape = None;
            break;
        };
        let Some(out) = shape.as_mut() else { break };
        if d.len() > out.len() {
            let mut grown = vec![1; d.len() - out.len()];
            grown.extend_from_slice(out);
            *out = grown;
        }
        let diff = out.len() - d.len();
        let mut ok = true;
        for (i, &d2) in d.iter().enumerate() {
            let d1 = out[i + diff];
            out[i + diff] = if d1 == 1 {
                d2
            } else if d2 == 1 || d1 == d2 {
                d1
            } else {
                ok = false;
                d1
            };
        }
        if !ok {
            shape = None;
            break;
        }
    }
    check_inferred(c, op, Ok(Inferred { shape, elem: i1 }), Compare::Shape)
}
