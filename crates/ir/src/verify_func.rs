//! Verification of the `func` dialect's ops, with MLIR's messages.

use crate::attrs::AttrData;
use crate::diag::Diagnostic;
use crate::ir::OpId;
use crate::types::{Type, TypeData};
use crate::verifier::Checker;

fn quoted(c: &dyn Checker, t: Type) -> String {
    format!("'{}'", crate::printer::type_to_string(c.ctx(), t))
}

/// The `(inputs, results)` of a `func.func`'s `function_type`.
pub fn function_signature(
    ctx: &crate::Context,
    ir: &crate::Ir,
    op: OpId,
) -> Option<(Vec<Type>, Vec<Type>)> {
    let props = ir.op(op).props?;
    let ft = ctx.dict_get(props, b"function_type")?;
    let AttrData::Type(t) = ctx.attr_data(ft) else {
        return None;
    };
    match ctx.type_data(*t) {
        TypeData::Function { inputs, results } => Some((inputs.to_vec(), results.to_vec())),
        _ => None,
    }
}

pub(crate) fn verify_func_op(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ctx = c.ctx();
    let ir = c.ir();
    let name = ctx.str_bytes(ir.op(op).name);
    let prop = |k: &[u8]| ir.op(op).props.and_then(|p| ctx.dict_get(p, k));
    match name {
        b"func.func" => {
            if prop(b"function_type").is_none() {
                return Err(c.op_error_named(op, "requires attribute 'function_type'"));
            }
            if prop(b"sym_name").is_none() {
                return Err(c.op_error_named(op, "requires attribute 'sym_name'"));
            }
            if ir.regions(op).len() != 1 {
                return Err(c.op_error_named(op, "requires one region"));
            }
            let (inputs, results) = function_signature(ctx, ir, op).unwrap_or_default();
            for (key, what, n) in [
                (b"arg_attrs" as &[u8], "argument", inputs.len()),
                (b"res_attrs", "result", results.len()),
            ] {
                if let Some(a) = prop(key) {
                    if let AttrData::Array(e) = ctx.attr_data(a) {
                        if e.len() != n {
                            let plural = if what == "argument" {
                                "arguments"
                            } else {
                                "results"
                            };
                            return Err(c.op_error_named(
                                op,
                                &format!(
                                    "expects {what} attribute array to have the same number of elements as the number of function {plural}, got {}, but expected {n}",
                                    e.len()
                                ),
                            ));
                        }
                    }
                }
            }
            let visibility = prop(b"sym_visibility").map(|v| ctx.str_bytes(v).to_vec());
            if let Some(v) = &visibility {
                if !matches!(&v[..], b"public" | b"private" | b"nested") {
                    return Err(c.op_error_named(
                        op,
                        &format!(
                            "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"{}\"",
                            String::from_utf8_lossy(v)
                        ),
                    ));
                }
            }
            let region = ir.regions(op)[0];
            match ir.entry_block(region) {
                None => {
                    if visibility.as_deref().is_none_or(|v| v == b"public") {
                        return Err(c.op_error_named(
                            op,
                            "symbol declaration cannot have public visibility",
                        ));
                    }
                }
                Some(entry) => {
                    let args = ir.block_args(entry);
                    if args.len() != inputs.len() {
                        return Err(c.op_error_named(
                            op,
                            &format!(
                                "entry block must have {} arguments to match function signature",
                                inputs.len()
                            ),
                        ));
                    }
                    for (i, (&a, &t)) in args.iter().zip(inputs.iter()).enumerate() {
                        let at = ir.value_type(a);
                        if at != t {
                            return Err(c.op_error_named(
                                op,
                                &format!(
                                    "type of entry block argument #{i}({}) must match the type of the corresponding argument in function signature({})",
                                    quoted(c, at),
                                    quoted(c, t)
                                ),
                            ));
                        }
                    }
                }
            }
        }
        b"func.return" => {
            let parent = ir.parent_op(op);
            let Some(func) = parent.filter(|&p| ctx.str_bytes(ir.op(p).name) == b"func.func")
            else {
                return Err(c.op_error_named(op, "expects parent op 'func.func'"));
            };
            if ir.next_op(op).is_some() {
                return Err(c.op_error_named(op, "must be the last operation in the parent block"));
            }
            let (_, results) = function_signature(ctx, ir, func).unwrap_or_default();
            let n = ir.num_operands(op);
            let fname = prop_str(ctx, ir, func, b"sym_name");
            if n != results.len() {
                return Err(c.op_error_named(
                    op,
                    &format!(
                        "has {n} operands, but enclosing function (@{fname}) returns {}",
                        results.len()
                    ),
                ));
            }
            for (i, (v, &t)) in ir.operands(op).zip(results.iter()).enumerate() {
                let vt = ir.value_type(v);
                if vt != t {
                    return Err(c.plain_error(
                        op,
                        format!(
                            "type of return operand {i} ({}) doesn't match function result type ({}) in function @{fname}",
                            quoted(c, vt),
                            quoted(c, t)
                        ),
                    ));
                }
            }
        }
        b"func.call" => {
            let Some(callee) = prop(b"callee") else {
                return Err(c.op_error_named(op, "requires attribute 'callee'"));
            };
            let AttrData::SymbolRef { root, .. } = ctx.attr_data(callee) else {
                return Ok(());
            };
            let callee_name = ctx.str_bytes(*root);
            let Some(func) = c
                .lookup_symbol(op, callee_name)
                .filter(|&f| ctx.str_bytes(ir.op(f).name) == b"func.func")
            else {
                return Err(c.op_error_named(
                    op,
                    &format!(
                        "'{}' does not reference a valid function",
                        String::from_utf8_lossy(callee_name)
                    ),
                ));
            };
            let (inputs, results) = function_signature(ctx, ir, func).unwrap_or_default();
            if ir.num_operands(op) != inputs.len() {
                return Err(c.op_error_named(op, "incorrect number of operands for callee"));
            }
            for (i, (v, &t)) in ir.operands(op).zip(inputs.iter()).enumerate() {
                let vt = ir.value_type(v);
                if vt != t {
                    return Err(c.op_error_named(
                        op,
                        &format!(
                            "operand type mismatch: expected operand type {}, but provided {} for operand number {i}",
                            quoted(c, t),
                            quoted(c, vt)
                        ),
                    ));
                }
            }
            if ir.num_results(op) != results.len() {
                return Err(c.op_error_named(op, "incorrect number of results for callee"));
            }
            for (i, (v, &t)) in ir.results(op).zip(results.iter()).enumerate() {
                if ir.value_type(v) != t {
                    return Err(c.op_error_named(op, &format!("result type mismatch at index {i}")));
                }
            }
        }
        _ => {}
    }
    Ok(())
}

fn prop_str(ctx: &crate::Context, ir: &crate::Ir, op: OpId, key: &[u8]) -> String {
    ir.op(op)
        .props
        .and_then(|p| ctx.dict_get(p, key))
        .map(|a| String::from_utf8_lossy(ctx.str_bytes(a)).into_owned())
        .unwrap_or_default()
}
