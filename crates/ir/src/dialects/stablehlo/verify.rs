//! The checks of StableHLO's C++ verifiers and type inference
//! (`StablehloOps.cpp`, `TypeInference.cpp`) that its records leave to
//! C++, with their messages. Inference errors are emitted without the op's
//! name, at its location, as StableHLO's `emitOptionalError` does.

use crate::diag::Diagnostic;
use crate::ir::OpId;
use crate::types::{Type, TypeData};

use super::super::Checker;

type R = Result<(), Box<Diagnostic>>;

fn int_prop(c: &dyn Checker, op: OpId, name: &str) -> Option<i64> {
    let props = c.ir().op(op).props?;
    match c.ctx().attr_data(c.ctx().dict_get(props, name.as_bytes())?) {
        crate::AttrData::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

fn array_len(c: &dyn Checker, op: OpId, name: &str) -> Option<usize> {
    let props = c.ir().op(op).props?;
    match c.ctx().attr_data(c.ctx().dict_get(props, name.as_bytes())?) {
        crate::AttrData::DenseArray { len, .. } => Some(*len as usize),
        _ => None,
    }
}

fn rank(c: &dyn Checker, t: Type) -> Option<usize> {
    c.ctx().type_data(t).shape().map(<[i64]>::len)
}

/// `tuple`: its type is the tuple of its operands' types.
pub(crate) fn verify_tuple(c: &dyn Checker, op: OpId) -> R {
    let ir = c.ir();
    let elems: Box<[Type]> = ir.operands(op).map(|v| ir.value_type(v)).collect();
    let got: Vec<Type> = ir.results(op).map(|r| ir.value_type(r)).collect();
    let matches =
        got.len() == 1 && matches!(c.ctx().type_data(got[0]), TypeData::Tuple(t) if *t == elems);
    if matches {
        return Ok(());
    }
    let ctx = c.ctx();
    let text = format!(
        "tuple<{}>",
        elems
            .iter()
            .map(|&t| crate::printer::type_to_string(ctx, t))
            .collect::<Vec<_>>()
            .join(", ")
    );
    let actual = got
        .iter()
        .map(|&t| super::super::support::quoted(ctx, t))
        .collect::<Vec<_>>()
        .join(", ");
    Err(c.op_error_named(
        op,
        &format!(
            "inferred type(s) '{text}' are incompatible with return type(s) of operation {actual}"
        ),
    ))
}

/// `dynamic_slice`: one start index per slice size, and per operand
/// dimension.
pub(crate) fn verify_dynamic_slice(c: &dyn Checker, op: OpId) -> R {
    let ir = c.ir();
    let starts = ir.num_operands(op).saturating_sub(1);
    let sizes = array_len(c, op, "slice_sizes").unwrap_or(0);
    if starts != sizes {
        return Err(c.plain_error(
            op,
            format!(
                "has mismatched number of slice sizes ({sizes}) and number of start indices ({starts})"
            ),
        ));
    }
    if let Some(r) = rank(c, ir.value_type(ir.operand(op, 0))) {
        if r != starts {
            return Err(c.plain_error(
                op,
                format!(
                    "has mismatched number of start indices ({starts}) and the rank of operand ({r})"
                ),
            ));
        }
    }
    Ok(())
}

/// `dynamic_update_slice`: the update's rank is the operand's, with one
/// start index per dimension.
pub(crate) fn verify_dynamic_update_slice(c: &dyn Checker, op: OpId) -> R {
    let ir = c.ir();
    if ir.num_operands(op) < 2 {
        return Ok(());
    }
    let (Some(r), Some(u)) = (
        rank(c, ir.value_type(ir.operand(op, 0))),
        rank(c, ir.value_type(ir.operand(op, 1))),
    ) else {
        return Ok(());
    };
    if u != r {
        return Err(c.plain_error(
            op,
            format!("update rank does not match operand rank: {u} vs {r}."),
        ));
    }
    let starts = ir.num_operands(op) - 2;
    if starts != r {
        return Err(c.plain_error(
            op,
            format!("expects number of start_indices to match operand rank: {starts} vs {r}."),
        ));
    }
    Ok(())
}

/// `reduce_window`: at least one input.
pub(crate) fn verify_reduce_window(c: &dyn Checker, op: OpId) -> R {
    if c.ir().num_operands(op) == 0 {
        return Err(c.plain_error(op, "requires at least 1 input value".into()));
    }
    Ok(())
}

/// `case`: at least one branch.
pub(crate) fn verify_case(c: &dyn Checker, op: OpId) -> R {
    if c.ir().regions(op).is_empty() {
        return Err(c.plain_error(op, "expect at least one branch".into()));
    }
    Ok(())
}

/// `sort`: the dimension within the rank, two comparator arguments per
/// operand.
pub(crate) fn verify_sort(c: &dyn Checker, op: OpId) -> R {
    let ir = c.ir();
    let n = ir.num_operands(op);
    if let (Some(&first), Some(dim)) = (
        ir.operands(op).collect::<Vec<_>>().first(),
        int_prop(c, op, "dimension"),
    ) {
        if let Some(r) = rank(c, ir.value_type(first)) {
            let r = r as i64;
            if dim < -r || dim >= r {
                return Err(c.plain_error(
                    op,
                    format!(
                        "dimension attribute value must be in range [-{r}, {r}), but found {dim}"
                    ),
                ));
            }
        }
    }
    if let Some(block) = ir.regions(op).first().and_then(|&r| ir.entry_block(r)) {
        if ir.block_args(block).len() != 2 * n {
            return Err(c.plain_error(
                op,
                format!("comparator block should have {} arguments", 2 * n),
            ));
        }
    }
    Ok(())
}

/// `concatenate`: the result is the operands joined along `dimension`.
pub(crate) fn verify_concatenate(c: &dyn Checker, op: OpId) -> R {
    let ir = c.ir();
    let ctx = c.ctx();
    let Some(d) = int_prop(c, op, "dimension") else {
        return Ok(());
    };
    let types: Vec<Type> = ir.operands(op).map(|v| ir.value_type(v)).collect();
    let Some(&first) = types.first() else {
        return Ok(());
    };
    let (Some(shape), Some(elem)) = (
        ctx.type_data(first).shape(),
        ctx.type_data(first).element_type(),
    ) else {
        return Ok(());
    };
    let Ok(d) = usize::try_from(d) else {
        return Ok(());
    };
    if d >= shape.len() {
        return Ok(());
    }
    let mut out = shape.to_vec();
    out[d] = 0;
    for &t in &types {
        match ctx.type_data(t).shape() {
            Some(s) if s.len() == out.len() => {
                if s[d] == crate::types::DYNAMIC || out[d] == crate::types::DYNAMIC {
                    out[d] = crate::types::DYNAMIC;
                } else {
                    out[d] += s[d];
                }
            }
            _ => return Ok(()),
        }
    }
    let Some(r) = ir.results(op).next().map(|r| ir.value_type(r)) else {
        return Ok(());
    };
    let Some(rs) = ctx.type_data(r).shape() else {
        return Ok(());
    };
    let compatible = rs.len() == out.len()
        && rs
            .iter()
            .zip(&out)
            .all(|(&a, &b)| a == b || a == crate::types::DYNAMIC || b == crate::types::DYNAMIC);
    if compatible {
        return Ok(());
    }
    let text = format!(
        "'tensor<{}x{}>'",
        out.iter()
            .map(|&x| if x == crate::types::DYNAMIC {
                "?".to_string()
            } else {
                x.to_string()
            })
            .collect::<Vec<_>>()
            .join("x"),
        crate::printer::type_to_string(ctx, elem)
    );
    let actual = super::super::support::quoted(ctx, r);
    Err(c.op_error_named(
        op,
        &format!(
            "inferred type(s) {text} are incompatible with return type(s) of operation {actual}"
        ),
    ))
}
