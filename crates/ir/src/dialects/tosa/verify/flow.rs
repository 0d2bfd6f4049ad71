//! The verifiers of TOSA's control flow (`cond_if`, `while_loop`: region
//! arguments and yields against the op's lists) and variables
//! (`variable_read`/`variable_write` against the `tosa.variable` declared
//! before them).

use super::*;

/// `errorIfTypeOrShapeMismatch` of two types.
fn type_or_shape_mismatch(c: &dyn Checker, op: OpId, a: Type, an: &str, b: Type, bn: &str) -> R {
    let ctx = c.ctx();
    let (da, db) = (ctx.type_data(a), ctx.type_data(b));
    // (MLIR fails without a message on a type that is not shaped; sigil
    // leaves it to the operand constraints.)
    if !da.is_shaped() || !db.is_shaped() {
        return Ok(());
    }
    let (ea, eb) = (elem(ctx, a), elem(ctx, b));
    if ea != eb {
        bail!(
            c,
            op,
            "require same element type for {an} ({}) and {bn} ({})",
            ts(ctx, ea),
            ts(ctx, eb)
        );
    }
    if !compatible_shape(ctx, a, b) {
        bail!(
            c,
            op,
            "require same shapes for {an} ({}) and {bn} ({})",
            ts(ctx, a),
            ts(ctx, b)
        );
    }
    Ok(())
}

fn lists_mismatch(c: &dyn Checker, op: OpId, a: &[Type], an: &str, b: &[Type], bn: &str) -> R {
    if a.len() != b.len() {
        bail!(
            c,
            op,
            "require same number of values in {an} ({}) and {bn} ({})",
            a.len(),
            b.len()
        );
    }
    for (&x, &y) in a.iter().zip(b) {
        type_or_shape_mismatch(c, op, x, an, y, bn)?;
    }
    Ok(())
}

fn entry_arg_types(c: &dyn Checker, op: OpId, region: usize) -> Option<Vec<Type>> {
    let ir = c.ir();
    let b = ir.entry_block(*ir.regions(op).get(region)?)?;
    Some(ir.block_args(b).iter().map(|&v| ir.value_type(v)).collect())
}

fn yield_types(c: &dyn Checker, op: OpId, region: usize) -> Option<Vec<Type>> {
    let ir = c.ir();
    let b = ir.entry_block(*ir.regions(op).get(region)?)?;
    let t = ir.last_op(b)?;
    if op_name(c.ctx(), ir, t) != b"tosa.yield" {
        return None;
    }
    Some(ir.operands(t).map(|v| ir.value_type(v)).collect())
}

/// `errorIfShapeNotSizeOne`: fails for a static shape of more than one element.
fn size_not_one(ctx: &Context, t: Type) -> bool {
    match dims(ctx, t) {
        Some(d) if !d.contains(&DYNAMIC) => d.iter().product::<i64>() != 1,
        _ => false,
    }
}

/// `tosa.cond_if`: operands condition, input_list.
pub(crate) fn cond_if(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let ir = c.ir();
    let inputs: Vec<Type> = ir.operands(op).skip(1).map(|v| ir.value_type(v)).collect();
    let outputs: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    let (Some(then_args), Some(else_args)) = (entry_arg_types(c, op, 0), entry_arg_types(c, op, 1))
    else {
        return Ok(());
    };
    lists_mismatch(
        c,
        op,
        &then_args,
        "'then_graph' arguments",
        &inputs,
        "'input_list'",
    )?;
    lists_mismatch(
        c,
        op,
        &else_args,
        "'else_graph' arguments",
        &inputs,
        "'input_list'",
    )?;
    if let Some(y) = yield_types(c, op, 0) {
        lists_mismatch(c, op, &y, "'then_graph' results", &outputs, "'output_list'")?;
    }
    if let Some(y) = yield_types(c, op, 1) {
        lists_mismatch(c, op, &y, "'else_graph' results", &outputs, "'output_list'")?;
    }
    let cond = operand_type(c, op, 0);
    if size_not_one(ctx, cond) {
        bail!(
            c,
            op,
            "'condition' must be a size 1 tensor, got {}",
            ts(ctx, cond)
        );
    }
    Ok(())
}

/// `tosa.while_loop`.
pub(crate) fn while_loop(c: &dyn Checker, op: OpId) -> R {
    let ctx = c.ctx();
    let ir = c.ir();
    let inputs: Vec<Type> = ir.operands(op).map(|v| ir.value_type(v)).collect();
    let outputs: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    lists_mismatch(c, op, &inputs, "'input_list'", &outputs, "'output_list'")?;
    let (Some(cond_args), Some(body_args)) = (entry_arg_types(c, op, 0), entry_arg_types(c, op, 1))
    else {
        return Ok(());
    };
    lists_mismatch(
        c,
        op,
        &cond_args,
        "'cond_graph' arguments",
        &inputs,
        "'input_list'",
    )?;
    lists_mismatch(
        c,
        op,
        &body_args,
        "'body_graph' arguments",
        &inputs,
        "'input_list'",
    )?;
    if let Some(y) = yield_types(c, op, 1) {
        lists_mismatch(c, op, &y, "'body_graph' results", &inputs, "'input_list'")?;
    }
    let Some(cy) = yield_types(c, op, 0) else {
        return Ok(());
    };
    if cy.len() != 1 {
        bail!(c, op, "require 'cond_graph' only have one result");
    }
    if size_not_one(ctx, cy[0]) {
        bail!(
            c,
            op,
            "'cond_graph' result must be a size 1 tensor, got {}",
            ts(ctx, cy[0])
        );
    }
    if !is_int(ctx, elem(ctx, cy[0]), 1) {
        bail!(
            c,
            op,
            "'cond_graph' result must be a boolean tensor, got {}",
            ts(ctx, cy[0])
        );
    }
    Ok(())
}

/// The name a variable op refers to (`sym_name` or `name`).
fn var_name(c: &dyn Checker, op: OpId) -> Option<Vec<u8>> {
    let ctx = c.ctx();
    let a = prop(c, op, "sym_name").or_else(|| prop(c, op, "name"))?;
    match ctx.attr_data(a) {
        AttrData::String { .. } => Some(ctx.str_bytes(a).to_vec()),
        AttrData::SymbolRef { root, .. } => Some(ctx.str_bytes(*root).to_vec()),
        _ => None,
    }
}

/// `findVariableDecl`: the first `tosa.variable` named `name` that a
/// post-order walk of the enclosing module reaches before `op`.
fn find_variable(c: &dyn Checker, op: OpId, name: &[u8]) -> Option<OpId> {
    let ir = c.ir();
    let ctx = c.ctx();
    let mut module = ir.parent_op(op)?;
    while op_name(ctx, ir, module) != b"builtin.module" {
        module = ir.parent_op(module)?;
    }
    // Returns Some(Some(var)) when found, Some(None) when `op` is reached.
    fn walk(c: &dyn Checker, at: OpId, stop: OpId, name: &[u8]) -> Option<Option<OpId>> {
        let ir = c.ir();
        for &r in ir.regions(at) {
            for b in ir.region_blocks(r) {
                for o in ir.block_ops(b) {
                    if let Some(found) = walk(c, o, stop, name) {
                        return Some(found);
                    }
                }
            }
        }
        if at == stop {
            return Some(None);
        }
        if op_name(c.ctx(), ir, at) == b"tosa.variable" && var_name(c, at).as_deref() == Some(name)
        {
            return Some(Some(at));
        }
        None
    }
    walk(c, module, op, name).flatten()
}

/// The tensor type a `tosa.variable` declares.
fn variable_type(c: &dyn Checker, var: OpId) -> Option<Type> {
    let ctx = c.ctx();
    let shape: Vec<i64> = int_values(ctx, prop(c, var, "var_shape")?, true)
        .into_iter()
        .map(|d| if d == -1 { DYNAMIC } else { d })
        .collect();
    let e = type_prop(c, var, "type")?;
    ctx.find_type(&TypeData::RankedTensor {
        shape: shape.into(),
        elem: e,
        encoding: None,
    })
}

fn variable_use(c: &dyn Checker, op: OpId, ty: Type, what: &str) -> R {
    let ctx = c.ctx();
    let Some(name) = var_name(c, op) else {
        return Ok(());
    };
    let Some(var) = find_variable(c, op, &name) else {
        bail!(
            c,
            op,
            "'{}' has not been declared by 'tosa.variable'",
            String::from_utf8_lossy(&name)
        );
    };
    let Some(vt) = variable_type(c, var) else {
        // The declared type is not interned anywhere: compare by parts.
        let e = type_prop(c, var, "type");
        if e.is_some_and(|e| e != elem(ctx, ty)) {
            bail!(
                c,
                op,
                "require same element type for {what} ({}) and the input tensor ({})",
                ts(ctx, elem(ctx, ty)),
                ts(ctx, e.unwrap_or(ty))
            );
        }
        return Ok(());
    };
    type_or_shape_mismatch(c, op, ty, what, vt, "the input tensor")
}

/// `tosa.variable_read`.
pub(crate) fn variable_read(c: &dyn Checker, op: OpId) -> R {
    variable_use(c, op, result_type(c, op), "'output1'")
}

/// `tosa.variable_write`.
pub(crate) fn variable_write(c: &dyn Checker, op: OpId) -> R {
    variable_use(c, op, operand_type(c, op, 0), "'input1'")
}
