//! The index computations of the `affine` dialect: `affine.apply`,
//! `affine.min`, `affine.max` (a map applied to `(dims)[symbols]`) and
//! `affine.delinearize_index` / `affine.linearize_index` (declarative
//! forms with a `custom<DynamicIndexList>` basis in parentheses).

use super::valid::Rules;
use super::{
    as_map, check_index_operands, check_segments, dense_array_values, dim_and_symbol_list,
    is_index, operand_list_delimited, print_dim_and_symbol_list, quoted, required, required_map,
    resolve_index,
};
use crate::attrs::AttrData;
use crate::diag::{DResult, Diagnostic};
use crate::dialects::OpDef;
use crate::ir::{OpId, Value};
use crate::parser::asm::OpParts;
use crate::parser::Parser;
use crate::printer::custom::AsmPrinter;
use crate::types::DYNAMIC;
use crate::verifier::Checker;

// ----- affine.apply -----

pub(super) fn parse_apply(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let map_attr = p.attribute_of_kind(None, |d| matches!(d, AttrData::AffineMap(_)))?;
    let (operands, num_dims) = dim_and_symbol_list(p)?;
    let attrs = p.optional_attr_dict()?;
    let (nd, ns, nr) = match as_map(p.ctx, map_attr) {
        Some(m) => (
            m.num_dims() as usize,
            m.num_symbols() as usize,
            m.num_results(),
        ),
        None => (0, 0, 0),
    };
    if nd != num_dims || num_dims + ns != operands.len() {
        return p.custom_error(start, "dimension or symbol index mismatch");
    }
    let index = p.ctx.index_type();
    let mut parts = OpParts {
        operands,
        attrs,
        ..Default::default()
    };
    parts.result_types.extend(std::iter::repeat_n(index, nr));
    let e = p.prop("map", map_attr);
    parts.props.push(e);
    p.finish_op(def, start, parts)
}

pub(super) fn print_apply(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ctx = p.ctx();
    let Some(map_attr) = p.prop(op, "map") else {
        return;
    };
    let nd = as_map(ctx, map_attr).map_or(0, |m| m.num_dims() as usize);
    p.w(" ");
    p.attr(map_attr);
    let operands: Vec<Value> = ir.operands(op).collect();
    print_dim_and_symbol_list(p, &operands, nd);
    p.attr_dict(op, &["map"]);
}

/// ODS's check of a single `index` result.
fn check_index_result(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    if ir.num_results(op) != 1 {
        return Err(c.op_error_named(
            op,
            &format!("requires one result, but found {}", ir.num_results(op)),
        ));
    }
    let t = ir.value_type(ir.result(op, 0));
    if !is_index(c.ctx(), t) {
        return Err(c.op_error_named(
            op,
            &format!("result #0 must be index, but got {}", quoted(c.ctx(), t)),
        ));
    }
    Ok(())
}

pub(super) fn verify_apply(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let map = required_map(c, op, "map")?;
    let operands: Vec<Value> = ir.operands(op).collect();
    check_index_operands(c, op, 0, &operands, "variadic of index")?;
    check_index_result(c, op)?;
    if operands.len() != map.num_inputs() as usize {
        return Err(c.op_error_named(
            op,
            "operand count and affine map dimension and symbol count must match",
        ));
    }
    if map.num_results() != 1 {
        return Err(c.op_error_named(op, "mapping must produce one value"));
    }
    let mut rules = Rules::new(c);
    let scope = rules.scope_of(op);
    for &v in &operands[map.num_dims() as usize..] {
        if rules.is_valid_dim(v, scope) && !rules.is_valid_symbol(v, scope) {
            return Err(c.plain_error(op, "dimensional operand cannot be used as a symbol".into()));
        }
    }
    Ok(())
}

// ----- affine.min / affine.max -----

fn parse_min_max(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let map_attr = p.attribute_of_kind(None, |d| matches!(d, AttrData::AffineMap(_)))?;
    let dims = operand_list_delimited(p, false, false)?;
    let syms = operand_list_delimited(p, true, true)?;
    let attrs = p.optional_attr_dict()?;
    let mut operands = resolve_index(p, &dims)?;
    operands.extend(resolve_index(p, &syms)?);
    let index = p.ctx.index_type();
    let mut parts = OpParts {
        operands,
        attrs,
        ..Default::default()
    };
    parts.result_types.push(index);
    let e = p.prop("map", map_attr);
    parts.props.push(e);
    p.finish_op(def, start, parts)
}

pub(super) fn parse_min(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    parse_min_max(p, def, start)
}

pub(super) fn parse_max(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    parse_min_max(p, def, start)
}

pub(super) fn print_min_max(p: &mut AsmPrinter<'_>, op: OpId) {
    print_apply(p, op);
}

pub(super) fn verify_min_max(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let map = required_map(c, op, "map")?;
    let operands: Vec<Value> = ir.operands(op).collect();
    check_index_operands(c, op, 0, &operands, "variadic of index")?;
    check_index_result(c, op)?;
    if operands.len() != map.num_inputs() as usize {
        return Err(c.op_error_named(
            op,
            "operand count and affine map dimension and symbol count must match",
        ));
    }
    if map.num_results() == 0 {
        return Err(c.op_error_named(op, "affine map expect at least one result"));
    }
    Ok(())
}

// ----- delinearize_index / linearize_index -----

fn static_basis(c: &dyn Checker, op: OpId) -> Result<Vec<i64>, Box<Diagnostic>> {
    let a = required(c, op, "static_basis")?;
    dense_array_values(c.ctx(), a).ok_or_else(|| {
        c.op_error_named(
            op,
            "attribute 'static_basis' failed to satisfy constraint: i64 dense array attribute",
        )
    })
}

pub(super) fn verify_delinearize(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let ctx = c.ctx();
    let statics = static_basis(c, op)?;
    let operands: Vec<Value> = ir.operands(op).collect();
    let Some((&linear, dynamic)) = operands.split_first() else {
        return Err(c.op_error_named(op, "expected 1 or more operands, but found 0"));
    };
    check_index_operands(c, op, 0, &[linear], "index")?;
    check_index_operands(c, op, 1, dynamic, "variadic of index")?;
    for (i, v) in ir.results(op).enumerate() {
        let t = ir.value_type(v);
        if !is_index(ctx, t) {
            return Err(c.op_error_named(
                op,
                &format!(
                    "result #{i} must be variadic of index, but got {}",
                    quoted(ctx, t)
                ),
            ));
        }
    }
    let n = ir.num_results(op);
    if n != statics.len() && n != statics.len() + 1 {
        return Err(c.op_error_named(
            op,
            "should return an index for each basis element and up to one extra index",
        ));
    }
    check_basis(c, op, &statics, dynamic.len())?;
    if !statics.iter().all(|&v| v > 0 || v == DYNAMIC) {
        return Err(c.op_error_named(op, "no basis element may be statically non-positive"));
    }
    Ok(())
}

fn check_basis(
    c: &dyn Checker,
    op: OpId,
    statics: &[i64],
    dynamic: usize,
) -> Result<(), Box<Diagnostic>> {
    if statics.iter().filter(|&&v| v == DYNAMIC).count() != dynamic {
        return Err(c.op_error_named(
            op,
            "mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite",
        ));
    }
    Ok(())
}

pub(super) fn verify_linearize(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let ctx = c.ctx();
    let statics = static_basis(c, op)?;
    check_segments(c, op, 2)?;
    let groups = super::segments(ctx, ir, op, 2).unwrap_or_default();
    let (multi, dynamic) = match groups.as_slice() {
        [m, d] => (m.clone(), d.clone()),
        _ => (Vec::new(), Vec::new()),
    };
    check_index_operands(c, op, 0, &multi, "variadic of index")?;
    check_index_operands(c, op, multi.len(), &dynamic, "variadic of index")?;
    check_index_result(c, op)?;
    let n = multi.len();
    if n != statics.len() && n != statics.len() + 1 {
        return Err(c.op_error_named(
            op,
            "should be passed a basis element for each index except possibly the first",
        ));
    }
    check_basis(c, op, &statics, dynamic.len())
}
