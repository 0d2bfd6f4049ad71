//! The structured ops of the `affine` dialect: `affine.for` (constant,
//! SSA and map bounds with `max`/`min`, `step`, `iter_args`),
//! `affine.if` (an integer set over `(dims)[symbols]`, optional `else`,
//! results), `affine.parallel` (bound groups with `max`/`min`, steps,
//! `reduce`) and their terminator `affine.yield`, which the custom forms
//! leave out when it carries nothing.
//!
//! sigil's verifier visits an op before the ops nested in it, while MLIR
//! checks region-related rules (`verifyRegions`, control-flow edge types)
//! after them. To report what MLIR reports first in the common case, these
//! checks step aside when the op's own `affine.yield` is invalid: that
//! yield's error is then the one reported.

use smallvec::SmallVec;

use super::valid::Rules;
use super::{
    arrow_types, as_map, as_set, check_index_operands, check_segments, dim_and_symbol_list,
    expr_of_ssa_ids, index_attr, int_value, map_attr, map_of_ssa_ids, optional_arrow_types,
    print_dim_and_symbol_list, print_expr_of_ssa_ids, print_map_of_ssa_ids, prop, prop_map, quoted,
    required, required_map, segments, Uses,
};
use crate::attrs::{Attr, AttrData};
use crate::context::Context;
use crate::diag::{DResult, Diagnostic};
use crate::dialects::OpDef;
use crate::ir::{Ir, LocRef, OpId, RegionId, Value};
use crate::lexer::TokenKind;
use crate::parser::asm::{OpParts, RegionArg};
use crate::parser::Parser;
use crate::printer::custom::AsmPrinter;
use crate::types::{Signedness, Type, TypeData};
use crate::verifier::Checker;
use sigil_affine::{AffineMap, Delimiter, ExprArena};

// ----- shared pieces -----

/// `parseArgument`: `%name` with an optional `loc(...)`.
fn region_arg<'a>(p: &mut Parser<'a>, ty: Type) -> DResult<RegionArg<'a>> {
    if p.at_token(TokenKind::PercentIdent) && p.peek_kind() == TokenKind::HashIdent {
        p.bump();
        let at = p.offset();
        return p.error_at(at, "result number not allowed in argument list");
    }
    let u = p.operand()?;
    let mut loc = LocRef::offset(u.offset);
    if p.at_keyword("loc") {
        let (l, deferred) = p.parse_trailing_loc_or(u.offset)?;
        if deferred.is_some() {
            return p.error_here("expected location instance");
        }
        loc = l;
    }
    Ok(RegionArg {
        name: u.name,
        offset: u.offset,
        ty,
        loc,
    })
}

fn types_of(ir: &Ir, vals: impl Iterator<Item = Value>) -> Vec<Type> {
    vals.map(|v| ir.value_type(v)).collect()
}

fn name_of<'c>(ctx: &'c Context, ir: &Ir, op: OpId) -> &'c [u8] {
    ctx.str_bytes(ir.op(op).name)
}

/// The terminator of the single block of region `r`, if any.
fn terminator(ir: &Ir, r: RegionId) -> Option<OpId> {
    ir.last_op(ir.entry_block(r)?)
}

/// The terminator of `r` when it is an `affine.yield`.
fn yield_of(c: &dyn Checker, r: RegionId) -> Option<OpId> {
    let ir = c.ir();
    terminator(ir, r).filter(|&t| name_of(c.ctx(), ir, t) == b"affine.yield")
}

/// Whether the yields of `op`'s regions verify (MLIR reports a yield's
/// error before the region checks of its parent).
fn yields_ok(c: &dyn Checker, op: OpId) -> bool {
    c.ir()
        .regions(op)
        .iter()
        .filter_map(|&r| yield_of(c, r))
        .all(|y| verify_yield(c, y).is_ok())
}

/// The entry-block arguments of region `r` (none for an empty region).
fn region_args(ir: &Ir, r: RegionId) -> Vec<Value> {
    ir.entry_block(r)
        .map(|b| ir.block_args(b).to_vec())
        .unwrap_or_default()
}

/// `SingleBlock`: one block per region, not empty. The terminator
/// (`SingleBlockImplicitTerminator<AffineYieldOp>`) is a region trait, checked
/// once the ops nested in the op are verified, as MLIR does.
fn check_single_block_yield(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    for (i, &r) in ir.regions(op).iter().enumerate() {
        let Some(b) = ir.entry_block(r) else {
            continue;
        };
        if ir.next_block(b).is_some() {
            return Err(c.op_error_named(op, &format!("expects region #{i} to have 0 or 1 blocks")));
        }
        if ir.last_op(b).is_none() {
            return Err(c.op_error_named(op, "expects a non-empty block"));
        }
    }
    Ok(())
}

/// MLIR's `RegionBranchOpInterface` check of one control-flow edge.
fn check_edge(
    c: &dyn Checker,
    op: OpId,
    from: &str,
    to: &str,
    operands: &[Type],
    inputs: &[Type],
) -> Result<(), Box<Diagnostic>> {
    let ctx = c.ctx();
    let head = format!("along control flow edge from {from} to {to}: ");
    if operands.len() != inputs.len() {
        return Err(c.op_error_named(
            op,
            &format!(
                "{head}region branch point has {} operands, but region successor needs {} inputs",
                operands.len(),
                inputs.len()
            ),
        ));
    }
    for (i, (&a, &b)) in operands.iter().zip(inputs).enumerate() {
        if a != b {
            return Err(c.op_error_named(
                op,
                &format!(
                    "{head}successor operand type #{i} {} should match successor input type #{i} {}",
                    quoted(ctx, a),
                    quoted(ctx, b)
                ),
            ));
        }
    }
    Ok(())
}

// ----- affine.for -----

/// One parsed loop bound: its map and operands.
struct Bound {
    map: Attr,
    operands: SmallVec<[Value; 4]>,
}

/// `parseBound`: `max`/`min` prefix, an SSA value, an integer or a map
/// with its `(dims)[symbols]`.
fn parse_bound(p: &mut Parser<'_>, lower: bool, start: u32) -> DResult<Bound> {
    let has_prefix = p.eat_keyword(if lower { "max" } else { "min" });
    let index = p.ctx.index_type();
    if p.at_token(TokenKind::PercentIdent) {
        let uses = p.operand_list()?;
        if uses.len() > 1 {
            return p.custom_error(start, "expected only one loop bound operand");
        }
        let v = p.resolve_one(uses[0], index)?;
        let mut arena = ExprArena::new();
        let s0 = arena.symbol(0);
        let map = map_attr(p.ctx, AffineMap::new(0, 1, &arena, &[s0]));
        let mut operands = SmallVec::new();
        operands.push(v);
        return Ok(Bound { map, operands });
    }
    let attr_loc = p.offset();
    let a = super::int_attribute(p, index)?;
    if let Some(map) = as_map(p.ctx, a) {
        let (nd, ns, nr) = (
            map.num_dims() as usize,
            map.num_symbols() as usize,
            map.num_results(),
        );
        let (operands, num_dims) = dim_and_symbol_list(p)?;
        if nd != num_dims {
            return p.custom_error(
                start,
                "dim operand count and affine map dim count must match",
            );
        }
        if num_dims + ns != operands.len() {
            return p.custom_error(
                start,
                "symbol operand count and affine map symbol count must match",
            );
        }
        if nr > 1 && !has_prefix {
            return p.custom_error(
                attr_loc,
                if lower {
                    "lower loop bound affine map with multiple results requires 'max' prefix"
                } else {
                    "upper loop bound affine map with multiple results requires 'min' prefix"
                },
            );
        }
        return Ok(Bound { map: a, operands });
    }
    if let Some(v) = int_value(p.ctx, a) {
        let map = map_attr(p.ctx, AffineMap::constant_map(v));
        return Ok(Bound {
            map,
            operands: SmallVec::new(),
        });
    }
    p.custom_error(
        start,
        "expected valid affine map representation for loop bounds",
    )
}

/// `(%a = %init, ...)` of `iter_args`: region argument names and initial
/// values.
fn assignment_list<'a>(p: &mut Parser<'a>) -> DResult<(Vec<RegionArg<'a>>, Uses<'a>)> {
    let mut args = Vec::new();
    let mut inits = Uses::new();
    p.expect_token(TokenKind::LParen, "expected '(' in assignment list")?;
    if p.eat_token(TokenKind::RParen) {
        return Ok((args, inits));
    }
    loop {
        let placeholder = p.ctx.index_type();
        args.push(region_arg(p, placeholder)?);
        p.expect_token(TokenKind::Equal, "expected '=' in assignment list")?;
        inits.push(p.operand()?);
        if p.eat_token(TokenKind::RParen) {
            return Ok((args, inits));
        }
        p.expect_token(TokenKind::Comma, "expected ')' in assignment list")?;
    }
}

pub(super) fn parse_for(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let index = p.ctx.index_type();
    let iv = region_arg(p, index)?;
    p.expect_token(TokenKind::Equal, "expected '='")?;
    let lb = parse_bound(p, true, start)?;
    if !p.eat_keyword("to") {
        let at = p.here();
        return p.custom_error(at, "expected 'to' between bounds");
    }
    let ub = parse_bound(p, false, start)?;
    let step = if p.eat_keyword("step") {
        let at = p.offset();
        let a = super::int_attribute(p, index)?;
        if !matches!(p.ctx.attr_data(a), AttrData::Integer { .. }) {
            return p.custom_error(at, "invalid kind of attribute specified");
        }
        let negative = match p.ctx.attr_data(a) {
            AttrData::Integer { value, .. } => value.sign_bit(),
            _ => false,
        };
        if negative {
            return p.custom_error(
                at,
                "expected step to be representable as a positive signed integer",
            );
        }
        a
    } else {
        index_attr(p.ctx, 1)
    };
    let mut args = vec![iv];
    let mut inits: SmallVec<[Value; 4]> = SmallVec::new();
    let mut result_types: SmallVec<[Type; 4]> = SmallVec::new();
    let mut num_inits = 0;
    if p.eat_keyword("iter_args") {
        let (iter_args, uses) = assignment_list(p)?;
        result_types = arrow_types(p)?;
        num_inits = uses.len();
        for ((mut a, u), &t) in iter_args.into_iter().zip(&uses).zip(&result_types) {
            a.ty = t;
            args.push(a);
            inits.push(p.resolve_one(*u, t)?);
        }
        if num_inits != result_types.len() {
            return p.custom_error(
                start,
                "mismatch between the number of loop-carried values and results",
            );
        }
    }
    let mut parts = OpParts::default();
    parts.operands.extend(lb.operands.iter().copied());
    parts.operands.extend(ub.operands.iter().copied());
    parts.operands.extend(inits);
    let seg = super::i32_array(
        p.ctx,
        &[
            lb.operands.len() as i32,
            ub.operands.len() as i32,
            num_inits as i32,
        ],
    );
    for (name, value) in [
        ("lowerBoundMap", lb.map),
        ("operandSegmentSizes", seg),
        ("step", step),
        ("upperBoundMap", ub.map),
    ] {
        let e = p.prop(name, value);
        parts.props.push(e);
    }
    let region = p.ir.create_region();
    p.check_entry_args_unused(&args)?;
    p.region_with_args(region, &args, false, "", Some(("affine.yield", start)))?;
    parts.regions.push(region);
    parts.attrs = p.optional_attr_dict()?;
    parts.result_types.extend(result_types);
    p.finish_op(def, start, parts)
}

/// `printBound`: a constant, a lone symbol operand, or the map (with a
/// `max`/`min` prefix when it has several results) and its operands.
fn print_bound(p: &mut AsmPrinter<'_>, map_attr: Option<Attr>, operands: &[Value], prefix: &str) {
    let ctx = p.ctx();
    let Some(a) = map_attr else {
        return;
    };
    let Some(map) = as_map(ctx, a) else {
        p.attr(a);
        return;
    };
    if map.num_results() == 1 {
        let e = map.result(0);
        if map.num_dims() == 0 && map.num_symbols() == 0 {
            if let Some(v) = e.as_constant() {
                p.int(v);
                return;
            }
        }
        if map.num_dims() == 0
            && map.num_symbols() == 1
            && matches!(e, sigil_affine::AffineExpr::Symbol(_))
        {
            if let Some(&v) = operands.first() {
                p.value(v);
            }
            return;
        }
    } else {
        p.w(prefix);
        p.w(" ");
    }
    p.attr(a);
    print_dim_and_symbol_list(p, operands, map.num_dims() as usize);
}

/// The lower bound, upper bound and init operands of an `affine.for`.
fn for_groups(ctx: &Context, ir: &Ir, op: OpId) -> [Vec<Value>; 3] {
    if let Some(g) = segments(ctx, ir, op, 3) {
        if let [a, b, c] = g.as_slice() {
            return [a.clone(), b.clone(), c.clone()];
        }
    }
    // Without usable segments, split by the maps' inputs.
    let ops: Vec<Value> = ir.operands(op).collect();
    let nl = prop_map(ctx, ir, op, "lowerBoundMap").map_or(0, |m| m.num_inputs() as usize);
    let nu = prop_map(ctx, ir, op, "upperBoundMap").map_or(0, |m| m.num_inputs() as usize);
    let nl = nl.min(ops.len());
    let nu = nu.min(ops.len() - nl);
    [
        ops[..nl].to_vec(),
        ops[nl..nl + nu].to_vec(),
        ops[nl + nu..].to_vec(),
    ]
}

fn step_of(ctx: &Context, ir: &Ir, op: OpId) -> Option<i64> {
    int_value(ctx, prop(ctx, ir, op, "step")?)
}

/// `getNumIterOperands`: operands beyond the bounds' map inputs.
fn num_iter_operands(ctx: &Context, ir: &Ir, op: OpId) -> usize {
    let nl = prop_map(ctx, ir, op, "lowerBoundMap").map_or(0, |m| m.num_inputs() as usize);
    let nu = prop_map(ctx, ir, op, "upperBoundMap").map_or(0, |m| m.num_inputs() as usize);
    ir.num_operands(op).saturating_sub(nl + nu)
}

pub(super) fn print_for(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ctx = p.ctx();
    let Some(&r) = ir.regions(op).first() else {
        return;
    };
    let args = region_args(ir, r);
    let [lbs, ubs, inits] = for_groups(ctx, ir, op);
    p.w(" ");
    if let Some(&iv) = args.first() {
        p.value(iv);
        p.trailing_loc(ir.arg_loc(iv), false);
    }
    p.w(" = ");
    print_bound(p, prop(ctx, ir, op, "lowerBoundMap"), &lbs, "max");
    p.w(" to ");
    print_bound(p, prop(ctx, ir, op, "upperBoundMap"), &ubs, "min");
    let step = step_of(ctx, ir, op).unwrap_or(1);
    if step != 1 {
        p.w(" step ");
        p.int(step);
    }
    let iterating = num_iter_operands(ctx, ir, op) > 0;
    if iterating {
        p.w(" iter_args(");
        for (i, (&a, &v)) in args.iter().skip(1).zip(&inits).enumerate() {
            if i > 0 {
                p.w(", ");
            }
            p.value(a);
            p.w(" = ");
            p.value(v);
        }
        p.w(") -> (");
        p.types(ir.results(op).map(|v| ir.value_type(v)));
        p.w(")");
    }
    p.w(" ");
    p.region(r, false, iterating, false);
    p.attr_dict(
        op,
        &[
            "lowerBoundMap",
            "upperBoundMap",
            "step",
            "operandSegmentSizes",
        ],
    );
}

/// `verifyLoopLikeOpInterface`: inits, region iter_args, yielded values
/// and loop results agree in number and type.
fn check_loop_like(
    c: &dyn Checker,
    op: OpId,
    inits: &[Type],
    iter_args: &[Type],
    yielded: &[Type],
    results: &[Type],
) -> Result<(), Box<Diagnostic>> {
    let ctx = c.ctx();
    if inits.len() != iter_args.len() {
        return Err(c.op_error_named(
            op,
            &format!(
                "different number of inits and region iter_args: {} != {}",
                inits.len(),
                iter_args.len()
            ),
        ));
    }
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        return Err(c.op_error_named(
            op,
            &format!(
                "different number of region iter_args and yielded values: {} != {}",
                iter_args.len(),
                yielded.len()
            ),
        ));
    }
    if results.len() != iter_args.len() {
        return Err(c.op_error_named(
            op,
            &format!(
                "different number of loop results and region iter_args: {} != {}",
                results.len(),
                iter_args.len()
            ),
        ));
    }
    for (i, (&init, &arg)) in inits.iter().zip(iter_args).enumerate() {
        if init != arg {
            return Err(c.op_error_named(
                op,
                &format!(
                    "{i}-th init and {i}-th region iter_arg have different type: {} != {}",
                    quoted(ctx, init),
                    quoted(ctx, arg)
                ),
            ));
        }
        if let Some(&y) = yielded.get(i) {
            if arg != y {
                return Err(c.op_error_named(
                    op,
                    &format!(
                        "{i}-th region iter_arg and {i}-th yielded value have different type: {} != {}",
                        quoted(ctx, arg),
                        quoted(ctx, y)
                    ),
                ));
            }
        }
    }
    for (i, (&arg, &r)) in iter_args.iter().zip(results).enumerate() {
        if arg != r {
            return Err(c.op_error_named(
                op,
                &format!(
                    "{i}-th region iter_arg and {i}-th loop result have different type: {} != {}",
                    quoted(ctx, arg),
                    quoted(ctx, r)
                ),
            ));
        }
    }
    Ok(())
}

/// `getTrivialConstantTripCount`.
fn trip_count(ctx: &Context, ir: &Ir, op: OpId) -> Option<u64> {
    let step = step_of(ctx, ir, op)?;
    let lb = prop_map(ctx, ir, op, "lowerBoundMap")?;
    let ub = prop_map(ctx, ir, op, "upperBoundMap")?;
    if step <= 0 || !lb.is_single_constant() || !ub.is_single_constant() {
        return None;
    }
    let lb = lb.result(0).as_constant()?;
    let ub = ub.result(0).as_constant()?;
    let diff = ub.wrapping_sub(lb);
    if diff <= 0 {
        return Some(0);
    }
    Some((diff.wrapping_add(step).wrapping_sub(1) / step) as u64)
}

pub(super) fn verify_for(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let ctx = c.ctx();
    // ODS: attributes, operand segments and types, the region.
    let lb_map = required_map(c, op, "lowerBoundMap")?;
    let step = required(c, op, "step")?;
    let ub_map = required_map(c, op, "upperBoundMap")?;
    let step_ok = match ctx.attr_data(step) {
        AttrData::Integer { ty, .. } => super::is_index(ctx, *ty),
        _ => false,
    };
    if !step_ok {
        return Err(c.op_error_named(
            op,
            "attribute 'step' failed to satisfy constraint: index attribute",
        ));
    }
    check_segments(c, op, 3)?;
    let [lbs, ubs, inits] = for_groups(ctx, ir, op);
    check_index_operands(c, op, 0, &lbs, "variadic of index")?;
    check_index_operands(c, op, lbs.len(), &ubs, "variadic of index")?;
    let r = ir.regions(op).first().copied();
    let sized = r.is_some_and(|r| {
        ir.entry_block(r)
            .is_some_and(|b| ir.next_block(b).is_none())
    });
    if !sized {
        return Err(c.op_error_named(
            op,
            "region #0 ('region') failed to verify constraint: region with 1 blocks",
        ));
    }
    check_single_block_yield(c, op)?;
    let Some(r) = r else {
        return Ok(());
    };
    if !yields_ok(c, op) {
        return Ok(());
    }
    let args = region_args(ir, r);
    let iter_args = types_of(ir, args.iter().skip(1).copied());
    let results = types_of(ir, ir.results(op));
    let init_types = types_of(ir, inits.iter().copied());
    // LoopLikeOpInterface.
    let yielded = yield_of(c, r)
        .map(|y| types_of(ir, ir.operands(y)))
        .unwrap_or_default();
    check_loop_like(c, op, &init_types, &iter_args, &yielded, &results)?;
    // RegionBranchOpInterface.
    let trips = trip_count(ctx, ir, op);
    let (to_region, to_parent) = match trips {
        Some(0) => (false, true),
        Some(_) => (true, false),
        None => (true, true),
    };
    if to_region {
        check_edge(c, op, "parent", "Region #0", &init_types, &iter_args)?;
    }
    if to_parent {
        check_edge(c, op, "parent", "parent", &init_types, &results)?;
    }
    if let Some(y) = yield_of(c, r) {
        let yielded = types_of(ir, ir.operands(y));
        if trips != Some(1) {
            check_edge(
                c,
                op,
                "Operation affine.yield",
                "Region #0",
                &yielded,
                &iter_args,
            )?;
        }
        check_edge(
            c,
            op,
            "Operation affine.yield",
            "parent",
            &yielded,
            &results,
        )?;
    }
    // verifyRegions.
    if args
        .first()
        .is_none_or(|&iv| !super::is_index(ctx, ir.value_type(iv)))
    {
        return Err(c.op_error_named(
            op,
            "expected body to have a single index argument for the induction variable",
        ));
    }
    let mut rules = Rules::new(c);
    if lb_map.num_inputs() > 0 {
        rules.check_dims_and_symbols(op, &lbs, lb_map.num_dims() as usize)?;
    }
    if ub_map.num_inputs() > 0 {
        rules.check_dims_and_symbols(op, &ubs, ub_map.num_dims() as usize)?;
    }
    if lb_map.num_results() < 1 {
        return Err(c.op_error_named(op, "expected lower bound map to have at least one result"));
    }
    if ub_map.num_results() < 1 {
        return Err(c.op_error_named(op, "expected upper bound map to have at least one result"));
    }
    let n = ir.num_results(op);
    if n == 0 {
        return Ok(());
    }
    if num_iter_operands(ctx, ir, op) != n {
        return Err(c.op_error_named(
            op,
            "mismatch between the number of loop-carried values and results",
        ));
    }
    if args.len().saturating_sub(1) != n {
        return Err(c.op_error_named(
            op,
            "mismatch between the number of basic block args and results",
        ));
    }
    Ok(())
}

// ----- affine.if -----

pub(super) fn parse_if(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let cond = p.attribute_of_kind(None, |d| matches!(d, AttrData::IntegerSet(_)))?;
    let (operands, num_dims) = dim_and_symbol_list(p)?;
    let (nd, ns) = match as_set(p.ctx, cond) {
        Some(s) => (s.num_dims() as usize, s.num_symbols() as usize),
        None => (0, 0),
    };
    if nd != num_dims {
        return p.custom_error(
            start,
            "dim operand count and integer set dim count must match",
        );
    }
    if num_dims + ns != operands.len() {
        return p.custom_error(
            start,
            "symbol operand count and integer set symbol count must match",
        );
    }
    let result_types = optional_arrow_types(p)?;
    let then_r = p.ir.create_region();
    let else_r = p.ir.create_region();
    p.region_with_args(then_r, &[], false, "", Some(("affine.yield", start)))?;
    if p.eat_keyword("else") {
        p.region_with_args(else_r, &[], false, "", Some(("affine.yield", start)))?;
    }
    let mut parts = OpParts {
        operands,
        ..Default::default()
    };
    parts.regions.extend([then_r, else_r]);
    parts.attrs = p.optional_attr_dict()?;
    parts.result_types.extend(result_types);
    let e = p.prop("condition", cond);
    parts.props.push(e);
    p.finish_op(def, start, parts)
}

pub(super) fn print_if(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ctx = p.ctx();
    if let Some(cond) = p.prop(op, "condition") {
        let nd = as_set(ctx, cond).map_or(0, |s| s.num_dims() as usize);
        p.w(" ");
        p.attr(cond);
        let operands: Vec<Value> = ir.operands(op).collect();
        print_dim_and_symbol_list(p, &operands, nd);
    }
    let results = types_of(ir, ir.results(op));
    if !results.is_empty() {
        p.w(" -> ");
        p.result_types(&results);
    }
    let regions = ir.regions(op).to_vec();
    let has_results = !results.is_empty();
    if let Some(&then_r) = regions.first() {
        p.w(" ");
        p.region(then_r, false, has_results, false);
    }
    if let Some(&else_r) = regions.get(1) {
        if ir.entry_block(else_r).is_some() {
            p.w(" else ");
            p.region(else_r, false, has_results, false);
        }
    }
    p.attr_dict(op, &["condition"]);
}

pub(super) fn verify_if(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let ctx = c.ctx();
    let cond = required(c, op, "condition")?;
    let Some(set) = as_set(ctx, cond) else {
        return Err(c.op_error_named(
            op,
            "attribute 'condition' failed to satisfy constraint: IntegerSet attribute",
        ));
    };
    let regions = ir.regions(op).to_vec();
    if regions.len() != 2 {
        return Err(c.op_error_named(op, "expected 2 regions"));
    }
    for (i, &r) in regions.iter().enumerate() {
        if !region_args(ir, r).is_empty() {
            return Err(c.op_error_named(op, &format!("region #{i} should have no arguments")));
        }
    }
    check_single_block_yield(c, op)?;
    // AffineIfOp::verify.
    let operands: Vec<Value> = ir.operands(op).collect();
    if operands.len() != set.num_inputs() as usize {
        return Err(c.op_error_named(
            op,
            "operand count and condition integer set dimension and symbol count must match",
        ));
    }
    Rules::new(c).check_dims_and_symbols(op, &operands, set.num_dims() as usize)?;
    if !yields_ok(c, op) {
        return Ok(());
    }
    // RegionBranchOpInterface.
    let results = types_of(ir, ir.results(op));
    check_edge(
        c,
        op,
        "parent",
        "Region #0",
        &[],
        &types_of(ir, region_args(ir, regions[0]).into_iter()),
    )?;
    if ir.entry_block(regions[1]).is_none() {
        check_edge(c, op, "parent", "parent", &[], &results)?;
    } else {
        check_edge(c, op, "parent", "Region #1", &[], &[])?;
    }
    for &r in &regions {
        if let Some(y) = yield_of(c, r) {
            let yielded = types_of(ir, ir.operands(y));
            check_edge(
                c,
                op,
                "Operation affine.yield",
                "parent",
                &yielded,
                &results,
            )?;
        }
    }
    Ok(())
}

// ----- affine.parallel -----

/// `AtomicRMWKind` cases in order.
const REDUCTIONS: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori", "xori",
];

/// The bounds of one side of an `affine.parallel`: the flat map, the
/// group sizes and the deduplicated operands (dimensions, then symbols).
struct ParallelBound {
    map: AffineMap,
    groups: Vec<i32>,
    operands: SmallVec<[Value; 4]>,
}

/// `parseAffineMapWithMinMax`.
fn parse_parallel_bound(p: &mut Parser<'_>, keyword: &str) -> DResult<ParallelBound> {
    p.expect_token(TokenKind::LParen, "expected '('")?;
    if p.eat_token(TokenKind::RParen) {
        return Ok(ParallelBound {
            map: AffineMap::new(0, 0, &ExprArena::new(), &[]),
            groups: Vec::new(),
            operands: SmallVec::new(),
        });
    }
    // Per flat expression: its map (one result) and operand lists.
    let mut flat: Vec<(AffineMap, usize, Uses<'_>, Uses<'_>)> = Vec::new();
    let mut groups = Vec::new();
    loop {
        if p.eat_keyword(keyword) {
            let (map, uses) = map_of_ssa_ids(p, Delimiter::Paren)?;
            let nd = (map.num_dims() as usize).min(uses.len());
            let dims: Uses<'_> = uses[..nd].iter().copied().collect();
            let syms: Uses<'_> = uses[nd..].iter().copied().collect();
            for i in 0..map.num_results() {
                flat.push((map.clone(), i, dims.clone(), syms.clone()));
            }
            groups.push(map.num_results() as i32);
        } else {
            let (map, dims, syms) = expr_of_ssa_ids(p)?;
            flat.push((map, 0, dims, syms));
            groups.push(1);
        }
        if !p.eat_token(TokenKind::Comma) {
            break;
        }
    }
    p.expect_token(TokenKind::RParen, "expected ')'")?;
    // Shift each expression's dimensions and symbols past the previous
    // ones, as MLIR does (re-simplifying what changes).
    let mut arena = ExprArena::new();
    let mut exprs = Vec::with_capacity(flat.len());
    let (mut total_dims, mut total_syms) = (0u32, 0u32);
    for (map, i, dims, syms) in &flat {
        let ids = map.import_into(&mut arena);
        let Some(&e) = ids.get(*i) else {
            continue;
        };
        let shift_dims: Vec<_> = (0..dims.len() as u32)
            .map(|d| arena.dim(d + total_dims))
            .collect();
        let e = arena.replace_dims_and_symbols(e, &shift_dims, &[]);
        let shift_syms: Vec<_> = (0..syms.len() as u32)
            .map(|s| arena.symbol(s + total_syms))
            .collect();
        let e = arena.replace_dims_and_symbols(e, &[], &shift_syms);
        exprs.push(e);
        total_dims += dims.len() as u32;
        total_syms += syms.len() as u32;
    }
    // Resolve and deduplicate the operands.
    let index = p.ctx.index_type();
    let mut dim_vals: SmallVec<[Value; 4]> = SmallVec::new();
    let mut sym_vals: SmallVec<[Value; 4]> = SmallVec::new();
    let mut dim_repl = Vec::new();
    let mut sym_repl = Vec::new();
    for (_, _, dims, _) in &flat {
        for &u in dims {
            let v = p.resolve_one(u, index)?;
            let pos = dim_vals.iter().position(|&x| x == v).unwrap_or_else(|| {
                dim_vals.push(v);
                dim_vals.len() - 1
            });
            dim_repl.push(arena.dim(pos as u32));
        }
    }
    for (_, _, _, syms) in &flat {
        for &u in syms {
            let v = p.resolve_one(u, index)?;
            let pos = sym_vals.iter().position(|&x| x == v).unwrap_or_else(|| {
                sym_vals.push(v);
                sym_vals.len() - 1
            });
            sym_repl.push(arena.symbol(pos as u32));
        }
    }
    let results: Vec<_> = exprs
        .iter()
        .map(|&e| arena.replace_dims_and_symbols(e, &dim_repl, &sym_repl))
        .collect();
    let map = AffineMap::new(
        dim_vals.len() as u32,
        sym_vals.len() as u32,
        &arena,
        &results,
    );
    let mut operands = dim_vals;
    operands.extend(sym_vals);
    Ok(ParallelBound {
        map,
        groups,
        operands,
    })
}

/// `dense<...> : tensor<Nxi32>`.
fn i32_tensor(p: &mut Parser<'_>, vals: &[i32]) -> Attr {
    let i32t = p.ctx.i(32);
    let ty = p.ctx.intern_type(TypeData::RankedTensor {
        shape: vec![vals.len() as i64].into_boxed_slice(),
        elem: i32t,
        encoding: None,
    });
    let mut bytes = Vec::with_capacity(vals.len() * 4);
    for v in vals {
        bytes.extend_from_slice(&v.to_le_bytes());
    }
    p.make_dense(ty, bytes, 4)
}

/// An array of `i64` integer attributes.
fn i64_attr_array(p: &mut Parser<'_>, vals: &[i64]) -> Attr {
    let i64t = p.ctx.i(64);
    let elems: Vec<Attr> = vals
        .iter()
        .map(|&v| {
            p.ctx.intern_attr(AttrData::Integer {
                ty: i64t,
                value: sigil_numeric::ApInt::from_i64(64, v),
            })
        })
        .collect();
    p.ctx.intern_attr(AttrData::Array(elems.into()))
}

pub(super) fn parse_parallel(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let index = p.ctx.index_type();
    let mut ivs = Vec::new();
    p.expect_token(TokenKind::LParen, "expected '(' in argument list")?;
    if !p.eat_token(TokenKind::RParen) {
        loop {
            ivs.push(region_arg(p, index)?);
            if p.eat_token(TokenKind::RParen) {
                break;
            }
            p.expect_token(TokenKind::Comma, "expected ')' in argument list")?;
        }
    }
    p.expect_token(TokenKind::Equal, "expected '='")?;
    let lb = parse_parallel_bound(p, "max")?;
    p.keyword("to")?;
    let ub = parse_parallel_bound(p, "min")?;
    let steps: Vec<i64> = if p.eat_keyword("step") {
        let (map, _) = map_of_ssa_ids(p, Delimiter::Paren)?;
        match map.constant_results() {
            Some(v) => v,
            None => return p.custom_error(start, "steps must be constant integers"),
        }
    } else {
        vec![1; ivs.len()]
    };
    let mut reductions = Vec::new();
    if p.eat_keyword("reduce") {
        p.expect_token(TokenKind::LParen, "expected '('")?;
        loop {
            let at = p.offset();
            let none = p.ctx.none_type();
            let a = p.attribute_of_kind(Some(none), |d| matches!(d, AttrData::String { .. }))?;
            let value = match p.ctx.attr_data(a) {
                AttrData::String { value, .. } => value.clone(),
                _ => Default::default(),
            };
            match REDUCTIONS.iter().position(|k| k.as_bytes() == &value[..]) {
                Some(k) => reductions.push(k as i64),
                None => {
                    let plain = p.ctx.intern_attr(AttrData::String { value, ty: None });
                    let shown = crate::printer::attr_to_string(p.ctx, plain);
                    return p.custom_error(at, format!("invalid reduction value: {shown}"));
                }
            }
            if !p.eat_token(TokenKind::Comma) {
                break;
            }
        }
        p.expect_token(TokenKind::RParen, "expected ')'")?;
    }
    let result_types = optional_arrow_types(p)?;
    let region = p.ir.create_region();
    p.check_entry_args_unused(&ivs)?;
    p.region_with_args(region, &ivs, false, "", Some(("affine.yield", start)))?;
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    parts.regions.push(region);
    parts.operands.extend(lb.operands.iter().copied());
    parts.operands.extend(ub.operands.iter().copied());
    parts.result_types.extend(result_types);
    let lb_groups = i32_tensor(p, &lb.groups);
    let lb_map = map_attr(p.ctx, lb.map);
    let ub_groups = i32_tensor(p, &ub.groups);
    let ub_map = map_attr(p.ctx, ub.map);
    let reductions = i64_attr_array(p, &reductions);
    let steps = i64_attr_array(p, &steps);
    for (name, value) in [
        ("lowerBoundsGroups", lb_groups),
        ("lowerBoundsMap", lb_map),
        ("reductions", reductions),
        ("steps", steps),
        ("upperBoundsGroups", ub_groups),
        ("upperBoundsMap", ub_map),
    ] {
        let e = p.prop(name, value);
        parts.props.push(e);
    }
    p.finish_op(def, start, parts)
}

/// The values of a dense `i32` elements attribute (a splat repeated).
fn dense_i32_values(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
    let AttrData::DenseElements { ty, splat, data } = ctx.attr_data(a) else {
        return None;
    };
    let elem = super::super::support::element_type(ctx, *ty);
    if !matches!(
        ctx.type_data(elem),
        TypeData::Integer {
            width: 32,
            signedness: Signedness::Signless
        }
    ) {
        return None;
    }
    let n = ctx
        .type_data(*ty)
        .shape()
        .map_or(1, |s| s.iter().product::<i64>().max(0) as usize);
    let word = |i: usize| {
        data.get(i * 4..i * 4 + 4)
            .map(|c| i32::from_le_bytes(c.try_into().unwrap_or([0; 4])) as i64)
    };
    (0..n)
        .map(|i| if *splat { word(0) } else { word(i) })
        .collect()
}

/// The integer values of an array attribute of `i64` integers.
fn i64_attr_values(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
    let AttrData::Array(elems) = ctx.attr_data(a) else {
        return None;
    };
    elems
        .iter()
        .map(|&e| match ctx.attr_data(e) {
            AttrData::Integer { ty, value }
                if matches!(ctx.type_data(*ty), TypeData::Integer { width: 64, .. }) =>
            {
                value.to_i64()
            }
            _ => None,
        })
        .collect()
}

/// `printMinMaxBound`.
fn print_parallel_bound(
    p: &mut AsmPrinter<'_>,
    map: &AffineMap,
    groups: &[i64],
    operands: &[Value],
    keyword: &str,
) {
    let nd = (map.num_dims() as usize).min(operands.len());
    let (dims, syms) = operands.split_at(nd);
    let mut start = 0usize;
    for &size in groups {
        if start != 0 {
            p.w(", ");
        }
        let size = size.max(0) as usize;
        if size == 1 {
            print_expr_of_ssa_ids(p, map, start, dims, syms);
            start += 1;
        } else {
            p.w(keyword);
            p.w("(");
            let end = (start + size).min(map.num_results());
            print_map_of_ssa_ids(p, map, start.min(end)..end, operands);
            p.w(")");
            start += size;
        }
    }
}

pub(super) fn print_parallel(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ctx = p.ctx();
    let Some(&r) = ir.regions(op).first() else {
        return;
    };
    let ivs = region_args(ir, r);
    let operands: Vec<Value> = ir.operands(op).collect();
    let lb_map = prop_map(ctx, ir, op, "lowerBoundsMap");
    let ub_map = prop_map(ctx, ir, op, "upperBoundsMap");
    let nl = lb_map
        .map_or(0, |m| m.num_inputs() as usize)
        .min(operands.len());
    let groups = |name: &str| {
        prop(ctx, ir, op, name)
            .and_then(|a| dense_i32_values(ctx, a))
            .unwrap_or_default()
    };
    p.w(" (");
    p.values(ivs.iter().copied());
    p.w(") = (");
    if let Some(m) = lb_map {
        print_parallel_bound(p, m, &groups("lowerBoundsGroups"), &operands[..nl], "max");
    }
    p.w(") to (");
    if let Some(m) = ub_map {
        print_parallel_bound(p, m, &groups("upperBoundsGroups"), &operands[nl..], "min");
    }
    p.w(")");
    let steps = prop(ctx, ir, op, "steps")
        .and_then(|a| i64_attr_values(ctx, a))
        .unwrap_or_default();
    if !steps.iter().all(|&s| s == 1) {
        p.w(" step (");
        for (i, &s) in steps.iter().enumerate() {
            if i > 0 {
                p.w(", ");
            }
            p.int(s);
        }
        p.w(")");
    }
    let has_results = ir.num_results(op) > 0;
    if has_results {
        let kinds = prop(ctx, ir, op, "reductions")
            .and_then(|a| i64_attr_values(ctx, a))
            .unwrap_or_default();
        p.w(" reduce (");
        for (i, &k) in kinds.iter().enumerate() {
            if i > 0 {
                p.w(", ");
            }
            p.w("\"");
            p.w(usize::try_from(k)
                .ok()
                .and_then(|k| REDUCTIONS.get(k))
                .copied()
                .unwrap_or("<<INVALID>>"));
            p.w("\"");
        }
        p.w(") -> (");
        p.types(ir.results(op).map(|v| ir.value_type(v)));
        p.w(")");
    }
    p.w(" ");
    p.region(r, false, has_results, false);
    p.attr_dict(
        op,
        &[
            "reductions",
            "lowerBoundsMap",
            "lowerBoundsGroups",
            "upperBoundsMap",
            "upperBoundsGroups",
            "steps",
        ],
    );
}

/// `isResultTypeMatchAtomicRMWKind`.
fn reduction_matches(ctx: &Context, t: Type, kind: usize) -> bool {
    let int = |s: Option<Signedness>| match ctx.type_data(t) {
        TypeData::Integer { signedness, .. } => s.is_none_or(|s| *signedness == s),
        _ => false,
    };
    let float = matches!(ctx.type_data(t), TypeData::Float(_));
    match REDUCTIONS.get(kind).copied().unwrap_or("") {
        "addf" | "mulf" | "maximumf" | "minimumf" => float,
        "addi" | "muli" | "ori" | "andi" => int(None),
        "assign" => true,
        "maxs" | "mins" => int(Some(Signedness::Signed)),
        "maxu" | "minu" => int(Some(Signedness::Unsigned)),
        _ => false,
    }
}

pub(super) fn verify_parallel(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let ctx = c.ctx();
    let fail = |name: &str, what: &str| {
        c.op_error_named(
            op,
            &format!("attribute '{name}' failed to satisfy constraint: {what}"),
        )
    };
    // ODS: attributes.
    let lb_groups = required(c, op, "lowerBoundsGroups")?;
    let lb_map = required_map(c, op, "lowerBoundsMap")?;
    let reductions = required(c, op, "reductions")?;
    let steps = required(c, op, "steps")?;
    let ub_groups = required(c, op, "upperBoundsGroups")?;
    let ub_map = required_map(c, op, "upperBoundsMap")?;
    let reductions = i64_attr_values(ctx, reductions)
        .filter(|v| v.iter().all(|&k| (0..REDUCTIONS.len() as i64).contains(&k)))
        .ok_or_else(|| fail("reductions", "Reduction ops"))?;
    let lb_groups = dense_i32_values(ctx, lb_groups).ok_or_else(|| {
        fail(
            "lowerBoundsGroups",
            "32-bit signless integer elements attribute",
        )
    })?;
    let steps = i64_attr_values(ctx, steps)
        .ok_or_else(|| fail("steps", "64-bit integer array attribute"))?;
    let ub_groups = dense_i32_values(ctx, ub_groups).ok_or_else(|| {
        fail(
            "upperBoundsGroups",
            "32-bit signless integer elements attribute",
        )
    })?;
    let operands: Vec<Value> = ir.operands(op).collect();
    check_index_operands(c, op, 0, &operands, "variadic of index")?;
    check_single_block_yield(c, op)?;
    // AffineParallelOp::verify.
    let num_args = ir
        .regions(op)
        .first()
        .map_or(0, |&r| region_args(ir, r).len());
    let n = steps.len();
    if lb_groups.len() != n || ub_groups.len() != n || num_args != n {
        return Err(c.op_error_named(
            op,
            &format!(
                "the number of region arguments ({num_args}) and the number of map groups for lower ({}) and upper bound ({}), and the number of steps ({n}) must all match",
                lb_groups.len(),
                ub_groups.len()
            ),
        ));
    }
    for (groups, map, side) in [(&lb_groups, lb_map, "lower"), (&ub_groups, ub_map, "upper")] {
        let mut expected = 0i64;
        for &g in groups {
            if g == 0 {
                return Err(c.op_error_named(
                    op,
                    &format!("expected {side} bound map to have at least one result"),
                ));
            }
            expected += g as u32 as i64;
        }
        if expected != map.num_results() as i64 {
            return Err(c.op_error_named(
                op,
                &format!("expected {side} bounds map to have {expected} results"),
            ));
        }
    }
    if reductions.len() != ir.num_results(op) {
        return Err(c.op_error_named(op, "a reduction must be specified for each output"));
    }
    for (i, &k) in reductions.iter().enumerate() {
        let t = ir.value_type(ir.result(op, i));
        if !reduction_matches(ctx, t, k as usize) {
            return Err(c.op_error_named(op, "result type cannot match reduction attribute"));
        }
    }
    let nl = (lb_map.num_inputs() as usize).min(operands.len());
    let mut rules = Rules::new(c);
    rules.check_dims_and_symbols(op, &operands[..nl], lb_map.num_dims() as usize)?;
    rules.check_dims_and_symbols(op, &operands[nl..], ub_map.num_dims() as usize)?;
    Ok(())
}

// ----- affine.yield -----

pub(super) fn verify_yield(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let ctx = c.ctx();
    let parent = ir.parent_op(op).filter(|&p| {
        matches!(
            name_of(ctx, ir, p),
            b"affine.parallel" | b"affine.if" | b"affine.for"
        )
    });
    let Some(parent) = parent else {
        return Err(c.op_error_named(op, "only terminates affine.if/for/parallel regions"));
    };
    if ir.num_results(parent) != ir.num_operands(op) {
        return Err(c.op_error_named(
            op,
            "parent of yield must have same number of results as the yield operands",
        ));
    }
    for (r, v) in ir.results(parent).zip(ir.operands(op)) {
        if ir.value_type(r) != ir.value_type(v) {
            return Err(c.op_error_named(op, "types mismatch between yield op and its parent"));
        }
    }
    Ok(())
}
