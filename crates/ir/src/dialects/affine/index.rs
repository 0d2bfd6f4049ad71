//! The index computations of the `affine` dialect: `affine.apply`,
//! `affine.min`, `affine.max` (a map applied to `(dims)[symbols]`) and
//! `affine.delinearize_index` / `affine.linearize_index` (declarative
//! forms with a `custom<DynamicIndexList>` basis in parentheses).

use super::valid::Rules;
use super::{
    as_map, check_index_operands, check_segments, dense_array_values, dim_and_symbol_list,
    i32_array, i64_array, is_index, operand_list_delimited, print_dim_and_symbol_list, prop,
    quoted, required, required_map, resolve_index, Uses,
};
use crate::attrs::AttrData;
use crate::diag::{DResult, Diagnostic};
use crate::dialects::OpDef;
use crate::ir::{OpId, Value};
use crate::lexer::TokenKind;
use crate::parser::asm::OpParts;
use crate::parser::Parser;
use crate::printer::custom::AsmPrinter;
use crate::types::{Type, DYNAMIC};
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

/// A parsed `custom<DynamicIndexList>` in parentheses: the SSA values and
/// the static values ([`DYNAMIC`] where an SSA value stands).
struct Basis<'a> {
    values: Uses<'a>,
    statics: Vec<i64>,
}

/// `parseInteger` into an `i64`.
fn parse_i64(p: &mut Parser<'_>) -> DResult<i64> {
    let at = p.here();
    let negative = p.at_token(TokenKind::Minus);
    if negative && p.peek_kind() != TokenKind::Integer {
        return p.custom_error(at, "expected integer value");
    }
    if !negative && !p.at_token(TokenKind::Integer) {
        return p.custom_error(at, "expected integer value");
    }
    if negative {
        p.bump();
    }
    let text = String::from_utf8_lossy(p.spelling()).into_owned();
    let magnitude = match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => text.parse::<u64>().ok(),
    };
    let value = match magnitude {
        Some(m) if !negative && m <= i64::MAX as u64 => Some(m as i64),
        Some(m) if negative && m <= 1u64 << 63 => Some((m as i64).wrapping_neg()),
        _ => None,
    };
    let Some(v) = value else {
        return p.custom_error(at, "integer value too large");
    };
    p.bump();
    Ok(v)
}

/// MLIR's `parseDynamicIndexList` with `Delimiter::Paren`.
fn parse_basis<'a>(p: &mut Parser<'a>, start: u32) -> DResult<Basis<'a>> {
    let mut out = Basis {
        values: Uses::new(),
        statics: Vec::new(),
    };
    if !p.eat_token(TokenKind::LParen) {
        return p.error_here("expected '(' in dynamic index list");
    }
    if p.eat_token(TokenKind::RParen) {
        return Ok(out);
    }
    loop {
        let scalable = p.eat_token(TokenKind::LSquare);
        if p.at_token(TokenKind::PercentIdent) {
            out.values.push(p.operand()?);
            out.statics.push(DYNAMIC);
        } else {
            let v = parse_i64(p)?;
            out.statics.push(v);
        }
        if scalable && !p.eat_token(TokenKind::RSquare) {
            return p.custom_error(start, "expected closing bracket for scalable dynamic index");
        }
        if p.eat_token(TokenKind::RParen) {
            return Ok(out);
        }
        if !p.eat_token(TokenKind::Comma) {
            return p.error_here("expected ')' in dynamic index list");
        }
    }
}

/// MLIR's `printDynamicIndexList` with parentheses.
fn print_basis(p: &mut AsmPrinter<'_>, values: &[Value], statics: &[i64]) {
    p.w("(");
    let mut next = 0;
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        if s == DYNAMIC {
            if let Some(&v) = values.get(next) {
                p.value(v);
            }
            next += 1;
        } else {
            p.int(s);
        }
    }
    p.w(")");
}

/// A type of the given kind (`parseType<T>`), with the message of typed
/// type directives.
fn parse_index_type(p: &mut Parser<'_>) -> DResult<Type> {
    let at = p.offset();
    let t = p.parse_type()?;
    super::check_type_kind(p, at, t, "builtin.index", |d| {
        matches!(d, crate::types::TypeData::Index)
    })?;
    Ok(t)
}

pub(super) fn parse_delinearize(
    p: &mut Parser<'_>,
    def: &'static OpDef,
    start: u32,
) -> DResult<OpId> {
    let linear = p.operand()?;
    p.keyword("into")?;
    let basis = parse_basis(p, start)?;
    let attrs = p.optional_attr_dict()?;
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let types = p.type_list()?;
    let index = p.ctx.index_type();
    let mut parts = OpParts {
        attrs,
        ..Default::default()
    };
    parts.operands.push(p.resolve_one(linear, index)?);
    parts.operands.extend(resolve_index(p, &basis.values)?);
    parts.result_types.extend(types);
    let a = i64_array(p.ctx, &basis.statics);
    let e = p.prop("static_basis", a);
    parts.props.push(e);
    p.finish_op(def, start, parts)
}

fn static_basis(c: &dyn Checker, op: OpId) -> Result<Vec<i64>, Box<Diagnostic>> {
    let a = required(c, op, "static_basis")?;
    dense_array_values(c.ctx(), a).ok_or_else(|| {
        c.op_error_named(
            op,
            "attribute 'static_basis' failed to satisfy constraint: i64 dense array attribute",
        )
    })
}

pub(super) fn print_delinearize(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ctx = p.ctx();
    let operands: Vec<Value> = ir.operands(op).collect();
    let statics = prop(ctx, ir, op, "static_basis")
        .and_then(|a| dense_array_values(ctx, a))
        .unwrap_or_default();
    p.w(" ");
    if let Some(&linear) = operands.first() {
        p.value(linear);
    }
    p.w(" into ");
    print_basis(p, operands.get(1..).unwrap_or(&[]), &statics);
    p.attr_dict(op, &["static_basis"]);
    p.w(" : ");
    p.types(ir.results(op).map(|v| ir.value_type(v)));
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

pub(super) fn parse_linearize(
    p: &mut Parser<'_>,
    def: &'static OpDef,
    start: u32,
) -> DResult<OpId> {
    let disjoint = p.eat_keyword("disjoint");
    p.expect_token(TokenKind::LSquare, "expected '['")?;
    let multi = p.operand_list()?;
    p.expect_token(TokenKind::RSquare, "expected ']'")?;
    p.keyword("by")?;
    let basis = parse_basis(p, start)?;
    let attrs = p.optional_attr_dict()?;
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let result = parse_index_type(p)?;
    let mut parts = OpParts {
        attrs,
        ..Default::default()
    };
    parts.operands = resolve_index(p, &multi)?;
    parts.operands.extend(resolve_index(p, &basis.values)?);
    parts.result_types.push(result);
    let d = if disjoint {
        p.ctx.unit_attr()
    } else {
        super::bool_attr(p.ctx, false)
    };
    let e = p.prop("disjoint", d);
    parts.props.push(e);
    let seg = i32_array(p.ctx, &[multi.len() as i32, basis.values.len() as i32]);
    let e = p.prop("operandSegmentSizes", seg);
    parts.props.push(e);
    let a = i64_array(p.ctx, &basis.statics);
    let e = p.prop("static_basis", a);
    parts.props.push(e);
    p.finish_op(def, start, parts)
}

fn is_disjoint(c: &crate::context::Context, ir: &crate::ir::Ir, op: OpId) -> bool {
    prop(c, ir, op, "disjoint").is_some_and(|a| match c.attr_data(a) {
        AttrData::Unit => true,
        AttrData::Integer { value, .. } => !value.is_zero(),
        _ => false,
    })
}

pub(super) fn print_linearize(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ctx = p.ctx();
    let statics = prop(ctx, ir, op, "static_basis")
        .and_then(|a| dense_array_values(ctx, a))
        .unwrap_or_default();
    let groups = super::segments(ctx, ir, op, 2)
        .unwrap_or_else(|| vec![ir.operands(op).collect(), Vec::new()]);
    if is_disjoint(ctx, ir, op) {
        p.w(" disjoint");
    }
    p.w(" [");
    p.values(groups[0].iter().copied());
    p.w("] by ");
    print_basis(p, &groups[1], &statics);
    p.attr_dict(op, &["disjoint", "operandSegmentSizes", "static_basis"]);
    p.w(" : ");
    p.types(ir.results(op).map(|v| ir.value_type(v)));
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
