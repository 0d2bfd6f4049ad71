//! The `scf` dialect: `scf.for` (with `iter_args`, `unsigned`), `scf.if`,
//! `scf.while`/`scf.condition`, `scf.execute_region`, `scf.index_switch`
//! and `scf.yield` — custom forms (implicit `scf.yield` terminators left
//! out as MLIR does), printers and the main verification rules.

use crate::ops::scf::{ForallOp, ParallelOp};
use smallvec::SmallVec;

use super::support::quoted;
use super::{AttrKind, OpDef, OpTraits, OpView, PropSpec};
use crate::attrs::AttrData;
use crate::diag::{DResult, Diagnostic};
use crate::ir::{LocRef, OpId, Value};
use crate::lexer::TokenKind;
use crate::parser::asm::{OpParts, RegionArg};
use crate::parser::{Parser, SsaUse};
use crate::printer::custom::AsmPrinter;
use crate::types::Type;
use crate::verifier::Checker;

const IMPLICIT_YIELD: OpTraits = OpTraits {
    single_block: true,
    implicit_terminator: Some("scf.yield"),
    ..OpTraits::NONE
};

pub(crate) const OPS: &[OpDef] = &[
    OpDef {
        props: &[PropSpec::new("unsignedCmp", AttrKind::Unit)],
        parse: Some(parse_for),
        print: Some(print_for),
        verify: Some(verify_for),
        ..OpDef::new("scf.for", IMPLICIT_YIELD)
    },
    OpDef {
        parse: Some(parse_if),
        print: Some(print_if),
        verify: Some(verify_if),
        ..OpDef::new("scf.if", IMPLICIT_YIELD)
    },
    OpDef {
        parse: Some(parse_while),
        print: Some(print_while),
        verify: Some(verify_while),
        ..OpDef::new("scf.while", OpTraits::NONE)
    },
    OpDef {
        ..OpDef::new("scf.condition", OpTraits::TERMINATOR)
    },
    OpDef {
        props: &[PropSpec::new("no_inline", AttrKind::Unit)],
        parse: Some(parse_execute_region),
        print: Some(print_execute_region),
        verify: Some(verify_execute_region),
        ..OpDef::new("scf.execute_region", OpTraits::NONE)
    },
    OpDef {
        props: &[PropSpec::new("cases", AttrKind::DenseI64Array)],
        verify: Some(verify_index_switch),
        ..OpDef::new("scf.index_switch", IMPLICIT_YIELD)
    },
    OpDef {
        props: &[
            PropSpec::new("mapping", AttrKind::Array),
            PropSpec::new("operandSegmentSizes", AttrKind::DenseI32Array),
            PropSpec::new("staticLowerBound", AttrKind::DenseI64Array),
            PropSpec::new("staticStep", AttrKind::DenseI64Array),
            PropSpec::new("staticUpperBound", AttrKind::DenseI64Array),
        ],
        parse: Some(parse_forall),
        print: Some(print_forall),
        verify: Some(verify_forall),
        ..OpDef::new(
            "scf.forall",
            OpTraits {
                single_block: true,
                ..OpTraits::NONE
            },
        )
    },
    OpDef {
        parse: Some(parse_in_parallel),
        print: Some(print_in_parallel),
        verify: Some(verify_in_parallel),
        ..OpDef::new(
            "scf.forall.in_parallel",
            OpTraits {
                is_terminator: true,
                no_terminator: true,
                single_block: true,
                ..OpTraits::NONE
            },
        )
    },
    OpDef {
        props: &[PropSpec::new(
            "operandSegmentSizes",
            AttrKind::DenseI32Array,
        )],
        parse: Some(parse_parallel),
        print: Some(print_parallel),
        verify: Some(verify_parallel),
        ..OpDef::new(
            "scf.parallel",
            OpTraits {
                single_block: true,
                implicit_terminator: Some("scf.reduce"),
                ..OpTraits::NONE
            },
        )
    },
    OpDef {
        verify: Some(verify_reduce),
        verify_regions: Some(verify_reduce_regions),
        ..OpDef::new("scf.reduce", OpTraits::TERMINATOR)
    },
    OpDef {
        verify: Some(verify_reduce_return),
        ..OpDef::new("scf.reduce.return", OpTraits::TERMINATOR)
    },
    OpDef {
        ..OpDef::new("scf.yield", OpTraits::TERMINATOR)
    },
];

// ----- shared pieces -----

/// `(%a = %init, ...)`: region argument names and initial value uses.
#[allow(clippy::type_complexity)]
pub(crate) fn parse_init_list<'a>(
    p: &mut Parser<'a>,
) -> DResult<(Vec<(&'a [u8], u32)>, Vec<SsaUse<'a>>)> {
    let mut names = Vec::new();
    let mut inits = Vec::new();
    p.expect_token(TokenKind::LParen, "expected '('")?;
    if p.eat_token(TokenKind::RParen) {
        return Ok((names, inits));
    }
    loop {
        let u = p.operand()?;
        names.push((u.name, u.offset));
        p.expect_token(TokenKind::Equal, "expected '='")?;
        inits.push(p.operand()?);
        if p.eat_token(TokenKind::RParen) {
            break;
        }
        p.expect_token(TokenKind::Comma, "expected ')'")?;
    }
    Ok((names, inits))
}

pub(crate) fn print_init_list(p: &mut AsmPrinter<'_>, args: &[Value], inits: &[Value]) {
    p.w("(");
    for (i, (&a, &v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.w(", ");
        }
        p.value(a);
        p.w(" = ");
        p.value(v);
    }
    p.w(")");
}

/// `-> type` or `-> (type, ...)` when present.
pub(crate) fn parse_optional_arrow_types(p: &mut Parser<'_>) -> DResult<SmallVec<[Type; 4]>> {
    if !p.eat_token(TokenKind::Arrow) {
        return Ok(SmallVec::new());
    }
    arrow_types_rest(p)
}

/// What follows `->` in `parseArrowTypeList`: `type` or `(type, ...)`.
fn arrow_types_rest(p: &mut Parser<'_>) -> DResult<SmallVec<[Type; 4]>> {
    if p.eat_token(TokenKind::LParen) {
        if p.eat_token(TokenKind::RParen) {
            return Ok(SmallVec::new());
        }
        let t = p.type_list()?;
        p.expect_token(TokenKind::RParen, "expected ')'")?;
        return Ok(t);
    }
    let mut v = SmallVec::new();
    v.push(p.parse_non_function_type()?);
    Ok(v)
}

/// `printOptionalArrowTypeList`.
pub(crate) fn print_arrow_types(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let types: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    if types.is_empty() {
        return;
    }
    p.w(" -> ");
    p.result_types(&types);
}

pub(crate) fn region_args<'a>(names: &[(&'a [u8], u32)], types: &[Type]) -> Vec<RegionArg<'a>> {
    names
        .iter()
        .zip(types)
        .map(|(&(name, offset), &ty)| RegionArg {
            name,
            offset,
            ty,
            loc: LocRef::offset(offset),
        })
        .collect()
}

fn types_of(c: &dyn Checker, vals: impl Iterator<Item = Value>) -> Vec<Type> {
    let ir = c.ir();
    vals.map(|v| ir.value_type(v)).collect()
}

/// The terminator of the single block of `op`'s region `i`, if any.
fn region_terminator(c: &dyn Checker, op: OpId, i: usize) -> Option<OpId> {
    let ir = c.ir();
    let r = *ir.regions(op).get(i)?;
    let b = ir.entry_block(r)?;
    ir.last_op(b)
}

/// MLIR's `RegionBranchOpInterface` check of one control-flow edge: the
/// values passed must match the successor's inputs in number and type.
fn check_edge(
    c: &dyn Checker,
    op: OpId,
    from: &str,
    to: &str,
    operands: &[Type],
    inputs: &[Type],
) -> Result<(), Box<Diagnostic>> {
    let head = || format!("along control flow edge from {from} to {to}: ");
    if operands.len() != inputs.len() {
        return Err(c.op_error_named(
            op,
            &format!(
                "{}region branch point has {} operands, but region successor needs {} inputs",
                head(),
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
                    "{}successor operand type #{i} {} should match successor input type #{i} {}",
                    head(),
                    quoted(c.ctx(), a),
                    quoted(c.ctx(), b)
                ),
            ));
        }
    }
    Ok(())
}

/// The operand types of the terminators of `op`'s regions that are `scf.yield`.
fn yields(c: &dyn Checker, op: OpId) -> Vec<(usize, Vec<Type>)> {
    let ir = c.ir();
    let mut out = Vec::new();
    for i in 0..ir.regions(op).len() {
        if let Some(t) = region_terminator(c, op, i) {
            if c.ctx().str_bytes(ir.op(t).name) == b"scf.yield" {
                out.push((i, types_of(c, ir.operands(t))));
            }
        }
    }
    out
}

/// Every `scf.yield` of the op's regions passes its results.
fn check_yields_to_parent(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let results = types_of(c, c.ir().results(op));
    for (_, ys) in yields(c, op) {
        check_edge(c, op, "Operation scf.yield", "parent", &ys, &results)?;
    }
    Ok(())
}

// ----- scf.for -----

fn parse_for(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut parts = OpParts::default();
    if p.eat_keyword("unsigned") {
        let u = p.ctx.unit_attr();
        let e = p.prop("unsignedCmp", u);
        parts.props.push(e);
    }
    let iv = p.operand()?;
    p.expect_token(TokenKind::Equal, "expected '='")?;
    let lb = p.operand()?;
    p.keyword("to")?;
    let ub = p.operand()?;
    p.keyword("step")?;
    let step = p.operand()?;
    let mut names = vec![(iv.name, iv.offset)];
    let mut inits: Vec<SsaUse<'_>> = Vec::new();
    let mut iter_types: SmallVec<[Type; 4]> = SmallVec::new();
    let mut inits_at = p.offset();
    if p.eat_keyword("iter_args") {
        inits_at = p.offset();
        let (n, i) = parse_init_list(p)?;
        names.extend(n);
        inits = i;
        p.expect_token(TokenKind::Arrow, "expected '->'")?;
        iter_types = arrow_types_rest(p)?;
    }
    if names.len() != iter_types.len() + 1 {
        return p.custom_error(
            start,
            "mismatch in number of loop-carried values and defined values",
        );
    }
    let iv_ty = if p.eat_token(TokenKind::Colon) {
        p.parse_type()?
    } else {
        p.ctx.index_type()
    };
    parts.operands = p.resolve(def.name, start, &[lb, ub, step], &[iv_ty, iv_ty, iv_ty])?;
    parts
        .operands
        .extend(p.resolve(def.name, inits_at, &inits, &iter_types)?);
    let mut types = vec![iv_ty];
    types.extend(iter_types.iter().copied());
    let region = p.ir.create_region();
    let args = region_args(&names, &types);
    p.region_with_args(region, &args, false, "", Some(("scf.yield", start)))?;
    parts.regions.push(region);
    parts.attrs = p.optional_attr_dict()?;
    parts.result_types.extend(iter_types);
    p.finish_op(def, start, parts)
}

fn print_for(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ctx = p.ctx();
    if p.prop(op, "unsignedCmp").is_some() {
        p.w(" unsigned");
    }
    let r = ir.regions(op)[0];
    let Some(body) = ir.entry_block(r) else {
        return;
    };
    let args = ir.block_args(body).to_vec();
    let ops: Vec<Value> = ir.operands(op).collect();
    p.w(" ");
    if let Some(&iv) = args.first() {
        p.value(iv);
    }
    p.w(" = ");
    p.value(ops[0]);
    p.w(" to ");
    p.value(ops[1]);
    p.w(" step ");
    p.value(ops[2]);
    let inits = &ops[3..];
    if !inits.is_empty() {
        p.w(" iter_args");
        print_init_list(p, args.get(1..).unwrap_or(&[]), inits);
        p.w(" -> (");
        p.types(inits.iter().map(|&v| ir.value_type(v)));
        p.w(")");
    }
    p.w(" ");
    if let Some(&iv) = args.first() {
        let t = ir.value_type(iv);
        if !super::support::is_index(ctx, t) {
            p.w(" : ");
            p.ty(t);
            p.w(" ");
        }
    }
    p.region(r, false, !inits.is_empty(), false);
    p.attr_dict(op, &["unsignedCmp"]);
}

fn verify_for(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let ctx = c.ctx();
    let inits = types_of(c, ir.operands(op).skip(3));
    let results = types_of(c, ir.results(op));
    if inits.len() != results.len() {
        return Err(c.op_error_named(
            op,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    let Some(body) = ir.entry_block(ir.regions(op)[0]) else {
        return Ok(());
    };
    let args = types_of(c, ir.block_args(body).iter().copied());
    // `LoopLikeOpInterface` (verified with the regions, before
    // `ForOp::verifyRegions`): inits, region iter_args, yielded values and
    // loop results agree in number, then in type.
    let iter_args = args.get(1..).unwrap_or(&[]);
    let yielded: Vec<Type> = region_terminator(c, op, 0)
        .filter(|&t| ctx.str_bytes(ir.op(t).name) == b"scf.yield")
        .map(|t| types_of(c, ir.operands(t)))
        .unwrap_or_default();
    let counts = [
        (
            inits.len(),
            iter_args.len(),
            "inits and region iter_args",
            true,
        ),
        (
            iter_args.len(),
            yielded.len(),
            "region iter_args and yielded values",
            !yielded.is_empty(),
        ),
        (
            results.len(),
            iter_args.len(),
            "loop results and region iter_args",
            true,
        ),
    ];
    for (a, b, what, checked) in counts {
        if checked && a != b {
            return Err(c.op_error_named(op, &format!("different number of {what}: {a} != {b}")));
        }
    }
    let pairs: [(&[Type], &[Type], &str, &str); 3] = [
        (&inits, iter_args, "init", "region iter_arg"),
        (iter_args, &yielded, "region iter_arg", "yielded value"),
        (iter_args, &results, "region iter_arg", "loop result"),
    ];
    for (xs, ys, x, y) in pairs {
        for (i, (&a, &b)) in xs.iter().zip(ys).enumerate() {
            if a != b {
                return Err(c.op_error_named(
                    op,
                    &format!(
                        "{i}-th {x} and {i}-th {y} have different type: {} != {}",
                        quoted(ctx, a),
                        quoted(ctx, b)
                    ),
                ));
            }
        }
    }
    if args.len() != inits.len() + 1 {
        return Err(c.op_error_named(
            op,
            "mismatch in number of basic block args and defined values",
        ));
    }
    let iv = args[0];
    let lb = ir.value_type(ir.operand(op, 0));
    if iv != lb {
        return Err(c.op_error_named(
            op,
            "expected induction variable to be same type as bounds and step",
        ));
    }
    for (i, (&a, &r)) in inits.iter().zip(&results).enumerate() {
        if a != r {
            return Err(c.op_error_named(
                op,
                &format!("types mismatch between {i}th iter operand and defined value"),
            ));
        }
        if args[i + 1] != r {
            return Err(c.op_error_named(
                op,
                &format!("types mismatch between {i}th iter region arg and defined value"),
            ));
        }
    }
    for (_, ys) in yields(c, op) {
        if ys.len() == inits.len() {
            for (i, (&arg, &y)) in args[1..].iter().zip(&ys).enumerate() {
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
        check_edge(c, op, "Operation scf.yield", "Region #0", &ys, &args[1..])?;
    }
    Ok(())
}

// ----- scf.if -----

fn parse_if(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let cond = p.operand()?;
    let result_types = parse_optional_arrow_types(p)?;
    let mut parts = OpParts::default();
    let i1 = p.ctx.i(1);
    parts.operands.push(p.resolve_one(cond, i1)?);
    let then_r = p.ir.create_region();
    p.region_with_args(then_r, &[], false, "", Some(("scf.yield", start)))?;
    let else_r = p.ir.create_region();
    if p.eat_keyword("else") {
        p.region_with_args(else_r, &[], false, "", Some(("scf.yield", start)))?;
    }
    parts.regions.extend([then_r, else_r]);
    parts.attrs = p.optional_attr_dict()?;
    parts.result_types = result_types.into_iter().collect();
    p.finish_op(def, start, parts)
}

fn print_if(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.w(" ");
    p.value(ir.operand(op, 0));
    let has_results = ir.num_results(op) > 0;
    if has_results {
        p.w(" -> (");
        p.types(ir.results(op).map(|v| ir.value_type(v)));
        p.w(")");
    }
    p.w(" ");
    let regions = ir.regions(op).to_vec();
    p.region(regions[0], false, has_results, false);
    if let Some(&e) = regions.get(1) {
        if ir.entry_block(e).is_some() {
            p.w(" else ");
            p.region(e, false, has_results, false);
        }
    }
    p.attr_dict(op, &[]);
}

fn verify_if(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    // `NoRegionArguments`.
    for (i, &r) in ir.regions(op).iter().enumerate() {
        if ir
            .entry_block(r)
            .is_some_and(|b| !ir.block_args(b).is_empty())
        {
            return Err(c.op_error_named(op, &format!("region #{i} should have no arguments")));
        }
    }
    if ir.num_results(op) > 0 {
        let has_else = ir
            .regions(op)
            .get(1)
            .is_some_and(|&r| ir.entry_block(r).is_some());
        if !has_else {
            return Err(c.op_error_named(op, "must have an else block if defining values"));
        }
    }
    check_yields_to_parent(c, op)
}

// ----- scf.while / scf.condition -----

pub(crate) fn parse_while(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let inits_at = p.offset();
    let (names, inits) = if p.at_token(TokenKind::LParen) {
        parse_init_list(p)?
    } else {
        (Vec::new(), Vec::new())
    };
    let colon_at = p.offset();
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let fn_at = p.offset();
    let fn_ty = p.parse_type()?;
    let (ins, outs) = match p.ctx.type_data(fn_ty) {
        crate::TypeData::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
        _ => return p.error_at(fn_at, "expected function type"),
    };
    if ins.len() != inits.len() {
        return p.custom_error(
            colon_at,
            format!(
                "expected as many input types as operands (expected {} got {})",
                inits.len(),
                ins.len()
            ),
        );
    }
    let mut parts = OpParts {
        operands: p.resolve(def.name, inits_at, &inits, &ins)?,
        ..Default::default()
    };
    let before = p.ir.create_region();
    let args = region_args(&names, &ins);
    p.region_with_args(before, &args, false, "", None)?;
    p.keyword("do")?;
    let after = p.ir.create_region();
    p.region_with_args(after, &[], false, "", None)?;
    parts.regions.extend([before, after]);
    parts.attrs = p.optional_attr_dict_with_keyword()?;
    parts.result_types = outs.into_iter().collect();
    p.finish_op(def, start, parts)
}

pub(crate) fn print_while(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let regions = ir.regions(op).to_vec();
    let inits: Vec<Value> = ir.operands(op).collect();
    let before_args: Vec<Value> = ir
        .entry_block(regions[0])
        .map(|b| ir.block_args(b).to_vec())
        .unwrap_or_default();
    if !inits.is_empty() {
        p.w(" ");
        print_init_list(p, &before_args, &inits);
    }
    p.w(" : ");
    p.functional_type(op);
    p.w(" ");
    p.region(regions[0], false, true, false);
    p.w(" do ");
    p.region(regions[1], true, true, false);
    p.attr_dict_with_keyword(op, &[]);
}

fn verify_while(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    // `RegionBranchOpInterface`'s edges, before the op's own checks: from
    // the parent into the before region first.
    let inits = types_of(c, ir.operands(op));
    let before_args0 = ir
        .entry_block(ir.regions(op)[0])
        .map(|b| types_of(c, ir.block_args(b).iter().copied()))
        .unwrap_or_default();
    check_edge(c, op, "parent", "Region #0", &inits, &before_args0)?;
    let Some(term) = region_terminator(c, op, 0) else {
        return Ok(());
    };
    if c.ctx().str_bytes(ir.op(term).name) != b"scf.condition" {
        expect_terminator(
            c,
            op,
            b"scf.condition",
            "expects the 'before' region to terminate with 'scf.condition'",
        )?;
    }
    if let Some(after) = region_terminator(c, op, 1) {
        if c.ctx().str_bytes(ir.op(after).name) != b"scf.yield" {
            let mut d = c.op_error_named(
                op,
                "expects the 'after' region to terminate with 'scf.yield'",
            );
            d.notes.push(Diagnostic::note(
                crate::verifier::diag_loc(c.ctx(), ir.op(after).loc),
                "terminator here",
            ));
            return Err(d);
        }
    }
    let passed = types_of(c, ir.operands(term).skip(1));
    let results = types_of(c, ir.results(op));
    check_edge(
        c,
        op,
        "Operation scf.condition",
        "parent",
        &passed,
        &results,
    )?;
    let after_args = ir
        .regions(op)
        .get(1)
        .and_then(|&r| ir.entry_block(r))
        .map(|b| types_of(c, ir.block_args(b).iter().copied()))
        .unwrap_or_default();
    check_edge(
        c,
        op,
        "Operation scf.condition",
        "Region #1",
        &passed,
        &after_args,
    )?;
    let before_args = ir
        .entry_block(ir.regions(op)[0])
        .map(|b| types_of(c, ir.block_args(b).iter().copied()))
        .unwrap_or_default();
    for (i, ys) in yields(c, op) {
        if i == 1 {
            check_edge(c, op, "Operation scf.yield", "Region #0", &ys, &before_args)?;
        }
    }
    Ok(())
}

// ----- scf.execute_region -----

fn parse_execute_region(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let result_types = parse_optional_arrow_types(p)?;
    let mut parts = OpParts::default();
    if p.eat_keyword("no_inline") {
        let u = p.ctx.unit_attr();
        let e = p.prop("no_inline", u);
        parts.props.push(e);
    }
    let r = p.ir.create_region();
    p.region_with_args(r, &[], false, "", None)?;
    parts.regions.push(r);
    parts.attrs = p.optional_attr_dict_with_keyword()?;
    parts.result_types = result_types.into_iter().collect();
    p.finish_op(def, start, parts)
}

fn print_execute_region(p: &mut AsmPrinter<'_>, op: OpId) {
    print_arrow_types(p, op);
    if p.prop(op, "no_inline").is_some() {
        p.w(" no_inline");
    }
    p.w(" ");
    let r = p.ir.regions(op)[0];
    p.region(r, false, true, false);
    p.attr_dict_with_keyword(op, &["no_inline"]);
}

fn verify_execute_region(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let r = ir.regions(op)[0];
    match ir.entry_block(r) {
        None => Err(c.op_error_named(op, "region needs to have at least one block")),
        Some(b) if !ir.block_args(b).is_empty() => {
            Err(c.op_error_named(op, "region cannot have any arguments"))
        }
        _ => check_yields_to_parent(c, op),
    }
}

// ----- scf.index_switch -----

fn verify_index_switch(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ctx = c.ctx();
    let ir = c.ir();
    let n = match ir
        .op(op)
        .props
        .and_then(|p| ctx.dict_get(p, b"cases"))
        .map(|a| ctx.attr_data(a))
    {
        Some(AttrData::DenseArray { len, .. }) => *len as usize,
        _ => 0,
    };
    let regions = ir.regions(op).len();
    if regions != n + 1 {
        return Err(c.op_error_named(
            op,
            &format!(
                "has {} case regions but {n} case values",
                regions.saturating_sub(1)
            ),
        ));
    }
    if let Some(AttrData::DenseArray { data, .. }) = ir
        .op(op)
        .props
        .and_then(|p| ctx.dict_get(p, b"cases"))
        .map(|a| ctx.attr_data(a))
    {
        let vals: Vec<i64> = data
            .chunks_exact(8)
            .map(|c| i64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
            .collect();
        for (i, v) in vals.iter().enumerate() {
            if vals[..i].contains(v) {
                return Err(c.op_error_named(op, &format!("has duplicate case value: {v}")));
            }
        }
    }
    // `verifyRegion` of each region, the default first: its terminator,
    // then the values it yields (the notes at the yield).
    let results = types_of(c, ir.results(op));
    for (i, &r) in ir.regions(op).iter().enumerate() {
        let name = if i == 0 {
            "default region".to_string()
        } else {
            format!("case region #{}", i - 1)
        };
        let Some(term) = ir.entry_block(r).and_then(|b| ir.last_op(b)) else {
            continue;
        };
        let term_name = ctx.str_bytes(ir.op(term).name);
        if term_name != b"scf.yield" {
            return Err(c.op_error_named(
                op,
                &format!(
                    "expected region to end with scf.yield, but got {}",
                    String::from_utf8_lossy(term_name)
                ),
            ));
        }
        let ys = types_of(c, ir.operands(term));
        let at = crate::verifier::diag_loc(ctx, ir.op(term).loc);
        if ys.len() != results.len() {
            let mut d = c.op_error_named(
                op,
                &format!(
                    "expected each region to return {} values, but {name} returns {}",
                    results.len(),
                    ys.len()
                ),
            );
            d.notes
                .push(Diagnostic::note(at, "see yield operation here"));
            return Err(d);
        }
        for (k, (&y, &rt)) in ys.iter().zip(&results).enumerate() {
            if y != rt {
                let mut d = c.op_error_named(
                    op,
                    &format!(
                        "expected result #{k} of each region to be {}",
                        quoted(ctx, rt)
                    ),
                );
                d.notes.push(Diagnostic::note(
                    at,
                    format!("{name} returns {} here", quoted(ctx, y)),
                ));
                return Err(d);
            }
        }
    }
    Ok(())
}

// ----- scf.yield -----

// ----- scf.forall / scf.forall.in_parallel -----

/// `(%a, 4, ...)`: a parenthesised mixed static/dynamic list.
fn parse_paren_index_list<'a>(p: &mut Parser<'a>) -> DResult<(Vec<SsaUse<'a>>, Vec<i64>)> {
    let mut values = Vec::new();
    let mut statics = Vec::new();
    p.expect_token(TokenKind::LParen, "expected '('")?;
    if p.eat_token(TokenKind::RParen) {
        return Ok((values, statics));
    }
    loop {
        if p.at_token(TokenKind::PercentIdent) {
            values.push(p.operand()?);
            statics.push(crate::types::DYNAMIC);
        } else {
            statics.push(super::indexing::parse_i64(p)?);
        }
        if p.eat_token(TokenKind::RParen) {
            break;
        }
        p.expect_token(TokenKind::Comma, "expected ')'")?;
    }
    Ok((values, statics))
}

fn print_paren_index_list(p: &mut AsmPrinter<'_>, values: &[Value], statics: &[i64]) {
    p.w("(");
    let mut next = 0;
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        if s == crate::types::DYNAMIC {
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

/// `(%i, %j)`: the names of induction variables.
fn parse_ivs<'a>(p: &mut Parser<'a>) -> DResult<Vec<(&'a [u8], u32)>> {
    let mut ivs = Vec::new();
    p.expect_token(TokenKind::LParen, "expected '('")?;
    if p.eat_token(TokenKind::RParen) {
        return Ok(ivs);
    }
    loop {
        let u = p.operand()?;
        ivs.push((u.name, u.offset));
        if p.eat_token(TokenKind::RParen) {
            break;
        }
        p.expect_token(TokenKind::Comma, "expected ')'")?;
    }
    Ok(ivs)
}

const FORALL_STATICS: [&str; 3] = ["staticLowerBound", "staticUpperBound", "staticStep"];

fn parse_forall(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let ivs = parse_ivs(p)?;
    let n = ivs.len();
    let index = p.ctx.index_type();
    let (lbs, ubs, steps) = if p.eat_keyword("in") {
        let ubs = parse_paren_index_list(p)?;
        ((Vec::new(), vec![0; n]), ubs, (Vec::new(), vec![1; n]))
    } else {
        p.expect_token(TokenKind::Equal, "expected '='")?;
        let lbs = parse_paren_index_list(p)?;
        p.keyword("to")?;
        let ubs = parse_paren_index_list(p)?;
        p.keyword("step")?;
        let steps = parse_paren_index_list(p)?;
        (lbs, ubs, steps)
    };
    for list in [&lbs.1, &ubs.1, &steps.1] {
        if list.len() != n {
            return p.custom_error(
                start,
                "expected the same number of induction variables and bounds",
            );
        }
    }
    let mut names = ivs.clone();
    let mut inits: Vec<SsaUse<'_>> = Vec::new();
    let mut out_types: SmallVec<[Type; 4]> = SmallVec::new();
    let inits_at = p.offset();
    if p.eat_keyword("shared_outs") {
        let (names_out, i) = parse_init_list(p)?;
        names.extend(names_out);
        inits = i;
        p.expect_token(TokenKind::Arrow, "expected '->'")?;
        out_types = arrow_types_rest(p)?;
    }
    let mut parts = OpParts::default();
    for list in [&lbs.0, &ubs.0, &steps.0] {
        let types = vec![index; list.len()];
        parts
            .operands
            .extend(p.resolve(def.name, start, list, &types)?);
    }
    parts
        .operands
        .extend(p.resolve(def.name, inits_at, &inits, &out_types)?);
    let mut types = vec![index; n];
    types.extend(out_types.iter().copied());
    let region = p.ir.create_region();
    let args = region_args(&names, &types);
    p.region_with_args(region, &args, false, "", None)?;
    ensure_in_parallel(p, region, start);
    parts.regions.push(region);
    parts.attrs = p.optional_attr_dict()?;
    for (name, list) in FORALL_STATICS.iter().zip([&lbs.1, &ubs.1, &steps.1]) {
        let a = super::indexing::i64_array(p.ctx, list);
        let e = p.prop(name, a);
        parts.props.push(e);
    }
    let seg = super::indexing::i32_array(
        p.ctx,
        &[
            lbs.0.len() as i32,
            ubs.0.len() as i32,
            steps.0.len() as i32,
            inits.len() as i32,
        ],
    );
    let e = p.prop("operandSegmentSizes", seg);
    parts.props.push(e);
    parts.result_types = out_types.into_iter().collect();
    p.finish_op(def, start, parts)
}

/// The implicit `scf.forall.in_parallel` terminator (with its empty block)
/// of a body that lacks one.
fn ensure_in_parallel(p: &mut Parser<'_>, region: crate::ir::RegionId, at: u32) {
    let block = match p.ir.entry_block(region) {
        Some(b) => b,
        None => {
            let b = p.ir.create_block(&[]);
            p.ir.append_block(region, b);
            b
        }
    };
    let has_terminator =
        p.ir.last_op(block)
            .is_some_and(|o| super::op_traits(p.ctx.str_bytes(p.ir.op(o).name)).is_terminator);
    if has_terminator {
        return;
    }
    let inner = p.ir.create_region();
    let b = p.ir.create_block(&[]);
    p.ir.append_block(inner, b);
    let name = p.ctx.string_attr(b"scf.forall.in_parallel");
    let op = p.ir.create_op(crate::ir::NewOp {
        name,
        loc: LocRef::offset(at),
        operands: &[],
        result_types: &[],
        attrs: &[],
        props: None,
        successors: &[],
        regions: &[inner],
    });
    p.ir.append_op(block, op);
}

fn print_forall(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ctx = p.ctx();
    let r = ir.regions(op)[0];
    let args: Vec<Value> = ir
        .entry_block(r)
        .map(|b| ir.block_args(b).to_vec())
        .unwrap_or_default();
    let statics: Vec<Vec<i64>> = FORALL_STATICS
        .iter()
        .map(|n| super::indexing::i64_array_prop(ctx, ir, op, n).unwrap_or_default())
        .collect();
    let groups = super::indexing::operand_segments(ctx, ir, op, 4);
    let n = statics[1].len();
    p.w(" (");
    p.values(args.iter().take(n).copied());
    let normalized = groups[0].is_empty()
        && groups[2].is_empty()
        && statics[0].iter().all(|&v| v == 0)
        && statics[2].iter().all(|&v| v == 1);
    if normalized {
        p.w(") in ");
        print_paren_index_list(p, &groups[1], &statics[1]);
    } else {
        p.w(") = ");
        print_paren_index_list(p, &groups[0], &statics[0]);
        p.w(" to ");
        print_paren_index_list(p, &groups[1], &statics[1]);
        p.w(" step ");
        print_paren_index_list(p, &groups[2], &statics[2]);
    }
    let outs = &groups[3];
    if !outs.is_empty() {
        p.w(" shared_outs");
        print_init_list(p, args.get(n..).unwrap_or(&[]), outs);
    }
    p.w(" ");
    if !outs.is_empty() {
        p.w("-> (");
        p.types(ir.results(op).map(|v| ir.value_type(v)));
        p.w(") ");
    }
    p.region(r, false, ir.num_results(op) > 0, false);
    let mut elided = vec!["operandSegmentSizes"];
    elided.extend(FORALL_STATICS);
    p.attr_dict(op, &elided);
}

fn verify_forall(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ctx = c.ctx();
    let ir = c.ir();
    let outs = types_of(c, OpView::verified(ctx, ir, op).operands(ForallOp::OUTPUTS));
    let results = types_of(c, ir.results(op));
    if outs.len() != results.len() {
        return Err(c.op_error_named(
            op,
            &format!(
                "produces {} results, but has only {} outputs",
                results.len(),
                outs.len()
            ),
        ));
    }
    let r = ir.regions(op)[0];
    if let Some(b) = ir.entry_block(r) {
        let n = ir.block_args(b).len().saturating_sub(outs.len());
        for (i, (&a, &t)) in ir.block_args(b)[n..].iter().zip(&outs).enumerate() {
            if ir.value_type(a) != t {
                return Err(c.op_error_named(
                    op,
                    &format!(
                        "type mismatch between {i}-th output and corresponding block argument"
                    ),
                ));
            }
        }
    }
    Ok(())
}

fn parse_in_parallel(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let r = p.ir.create_region();
    p.region_with_args(r, &[], false, "", None)?;
    if p.ir.entry_block(r).is_none() {
        let b = p.ir.create_block(&[]);
        p.ir.append_block(r, b);
    }
    let parts = OpParts {
        regions: [r].into_iter().collect(),
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    p.finish_op(def, start, parts)
}

fn print_in_parallel(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" ");
    let r = p.ir.regions(op)[0];
    p.region(r, false, false, false);
    p.attr_dict(op, &[]);
}

fn verify_in_parallel(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    // Only `ParallelCombiningOpInterface` ops may be in the body.
    for &r in ir.regions(op) {
        for b in ir.region_blocks(r) {
            for o in ir.block_ops(b) {
                if c.ctx().str_bytes(ir.op(o).name) != b"tensor.parallel_insert_slice" {
                    return Err(
                        c.op_error_named(op, "expected only ParallelCombiningOpInterface ops")
                    );
                }
            }
        }
    }
    Ok(())
}

// ----- scf.parallel / scf.reduce / scf.reduce.return -----

/// `getConstantIntValue`: the integer of a value an `arith.constant` (or
/// `index.constant`) defines.
fn constant_int(c: &dyn Checker, v: Value) -> Option<i64> {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(crate::ir::ValueDef::Result { op, .. }) = ir.value_def(v) else {
        return None;
    };
    let name = ctx.str_bytes(ir.op(op).name);
    if name != b"arith.constant" && name != b"index.constant" {
        return None;
    }
    let value = ir.op(op).props.and_then(|p| ctx.dict_get(p, b"value"))?;
    match ctx.attr_data(value) {
        AttrData::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// `verifyAndGetTerminator`: the region's terminator if it is `name`, else
/// the op's error with a note at the terminator found.
fn expect_terminator(
    c: &dyn Checker,
    op: OpId,
    name: &[u8],
    message: &str,
) -> Result<Option<OpId>, Box<Diagnostic>> {
    let ir = c.ir();
    let Some(term) = region_terminator(c, op, 0) else {
        return Err(c.op_error_named(op, message));
    };
    if c.ctx().str_bytes(ir.op(term).name) == name {
        return Ok(Some(term));
    }
    let mut d = c.op_error_named(op, message);
    d.notes.push(Diagnostic::note(
        crate::verifier::diag_loc(c.ctx(), ir.op(term).loc),
        "terminator here",
    ));
    Err(d)
}

fn verify_parallel(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let results = ir.num_results(op);
    // `ParallelOp::verify`, in MLIR's order.
    // The third operand group (`operandSegmentSizes`: lower bounds, upper
    // bounds, steps, initial values).
    let sizes: Vec<usize> = ir
        .op(op)
        .props
        .and_then(|p| c.ctx().dict_get(p, b"operandSegmentSizes"))
        .and_then(|a| super::indexing::dense_int_array(c.ctx(), a))
        .map(|v| v.iter().map(|&n| n.max(0) as usize).collect())
        .unwrap_or_default();
    let operands: Vec<Value> = ir.operands(op).collect();
    let steps: Vec<Value> = match sizes[..] {
        [lb, ub, st, _] => operands[lb + ub..lb + ub + st].to_vec(),
        _ => Vec::new(),
    };
    if steps.is_empty() {
        return Err(c.op_error_named(
            op,
            "needs at least one tuple element for lowerBound, upperBound and step",
        ));
    }
    if steps
        .iter()
        .any(|&s| constant_int(c, s).is_some_and(|v| v <= 0))
    {
        return Err(c.op_error_named(op, "constant step operand must be positive"));
    }
    let args: Vec<Value> = ir
        .regions(op)
        .first()
        .and_then(|&r| ir.entry_block(r))
        .map(|b| ir.block_args(b).to_vec())
        .unwrap_or_default();
    if args.len() != steps.len() {
        return Err(c.op_error_named(
            op,
            &format!(
                "expects the same number of induction variables: {} as bound and step values: {}",
                args.len(),
                steps.len()
            ),
        ));
    }
    if args
        .iter()
        .any(|&a| !matches!(c.ctx().type_data(ir.value_type(a)), crate::TypeData::Index))
    {
        return Err(c.op_error_named(
            op,
            "expects arguments for the induction variable to be of index type",
        ));
    }
    let Some(term) = expect_terminator(
        c,
        op,
        b"scf.reduce",
        "expects body to terminate with 'scf.reduce'",
    )?
    else {
        return Ok(());
    };
    // MLIR counts the reductions by the terminator's regions.
    let reductions = ir.regions(term).len();
    if results != reductions {
        return Err(c.op_error_named(
            op,
            &format!(
                "expects number of results: {results} to be the same as number of reductions: {reductions}"
            ),
        ));
    }
    let inits = OpView::verified(c.ctx(), ir, op)
        .operands(ParallelOp::INIT_VALS)
        .len();
    if results != inits {
        return Err(c.op_error_named(
            op,
            &format!(
                "expects number of results: {results} to be the same as number of initial values: {inits}"
            ),
        ));
    }
    // A terminator with another number of operands is `scf.reduce`'s to
    // report. The initial values' types are not compared with the results'.
    if ir.num_operands(term) != inits {
        return Ok(());
    }
    for (i, (r, o)) in ir.results(op).zip(ir.operands(term)).enumerate() {
        let (rt, ot) = (ir.value_type(r), ir.value_type(o));
        if rt != ot {
            return Err(c.op_error_named(
                term,
                &format!(
                    "expects type of {i}-th reduction operand: {} to be the same as the {i}-th result type: {}",
                    quoted(c.ctx(), ot),
                    quoted(c.ctx(), rt)
                ),
            ));
        }
    }
    Ok(())
}

fn verify_reduce(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    if ir.regions(op).len() != ir.num_operands(op) {
        return Err(c.op_error_named(
            op,
            &format!(
                "expects number of reduction regions: {} to be the same as number of reduction operands: {}",
                ir.regions(op).len(),
                ir.num_operands(op)
            ),
        ));
    }
    for (i, (&r, v)) in ir.regions(op).iter().zip(ir.operands(op)).enumerate() {
        let t = ir.value_type(v);
        let args = ir
            .entry_block(r)
            .map(|b| types_of(c, ir.block_args(b).iter().copied()))
            .unwrap_or_default();
        if args.len() != 2 || args.iter().any(|&a| a != t) {
            return Err(c.op_error_named(
                op,
                &format!(
                    "expected two block arguments with type {} in the {i}-th reduction region",
                    quoted(c.ctx(), t)
                ),
            ));
        }
    }
    Ok(())
}

/// The part of `ReduceOp::verifyRegions` that looks at the ops in the
/// regions: each body ends with `scf.reduce.return`.
fn verify_reduce_regions(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    for &r in ir.regions(op) {
        let term = ir.entry_block(r).and_then(|b| ir.last_op(b));
        if term.is_some_and(|t| c.ctx().str_bytes(ir.op(t).name) != b"scf.reduce.return") {
            return Err(c.op_error_named(
                op,
                "reduction bodies must be terminated with an 'scf.reduce.return' op",
            ));
        }
    }
    Ok(())
}

fn verify_reduce_return(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let Some(reduce) = ir.parent_op(op) else {
        return Ok(());
    };
    let Some(region) = ir.parent_block(op).and_then(|b| ir.block_parent(b)) else {
        return Ok(());
    };
    let Some(i) = ir.regions(reduce).iter().position(|&r| r == region) else {
        return Ok(());
    };
    let expected = ir.value_type(ir.operand(reduce, i));
    if ir.value_type(ir.operand(op, 0)) != expected {
        return Err(c.op_error_named(
            op,
            &format!(
                "must have type {} (the type of the reduction inputs)",
                quoted(c.ctx(), expected)
            ),
        ));
    }
    Ok(())
}

fn parse_parallel(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let ivs = parse_ivs(p)?;
    let n = ivs.len();
    let index = p.ctx.index_type();
    p.expect_token(TokenKind::Equal, "expected '='")?;
    let mut groups: Vec<Vec<SsaUse<'_>>> = Vec::new();
    for kw in ["", "to", "step"] {
        if !kw.is_empty() {
            p.keyword(kw)?;
        }
        // A wrong count is reported at the parenthesis, as MLIR does.
        let at = p.offset();
        p.expect_token(TokenKind::LParen, "expected '('")?;
        let uses = p.operand_list()?;
        p.expect_token(TokenKind::RParen, "expected ')'")?;
        if uses.len() != n {
            return p.custom_error(at, format!("expected {n} operands"));
        }
        groups.push(uses.into_vec());
    }
    let mut inits: Vec<SsaUse<'_>> = Vec::new();
    // Resolved against the result types at the op's name, as MLIR does.
    let inits_at = start;
    if p.eat_keyword("init") {
        p.expect_token(TokenKind::LParen, "expected '('")?;
        inits = p.operand_list()?.into_vec();
        p.expect_token(TokenKind::RParen, "expected ')'")?;
    }
    let result_types = parse_optional_arrow_types(p)?;
    let mut parts = OpParts::default();
    for g in &groups {
        let types = vec![index; g.len()];
        parts
            .operands
            .extend(p.resolve(def.name, start, g, &types)?);
    }
    parts
        .operands
        .extend(p.resolve(def.name, inits_at, &inits, &result_types)?);
    let region = p.ir.create_region();
    let args = region_args(&ivs, &vec![index; n]);
    p.region_with_args(region, &args, false, "", Some(("scf.reduce", start)))?;
    parts.regions.push(region);
    parts.attrs = p.optional_attr_dict()?;
    let seg =
        super::indexing::i32_array(p.ctx, &[n as i32, n as i32, n as i32, inits.len() as i32]);
    let e = p.prop("operandSegmentSizes", seg);
    parts.props.push(e);
    parts.result_types = result_types.into_iter().collect();
    p.finish_op(def, start, parts)
}

fn print_parallel(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ctx = p.ctx();
    let groups = super::indexing::operand_segments(ctx, ir, op, 4);
    let r = ir.regions(op)[0];
    let args: Vec<Value> = ir
        .entry_block(r)
        .map(|b| ir.block_args(b).to_vec())
        .unwrap_or_default();
    p.w(" (");
    p.values(args.iter().copied());
    p.w(") = (");
    p.values(groups[0].iter().copied());
    p.w(") to (");
    p.values(groups[1].iter().copied());
    p.w(") step (");
    p.values(groups[2].iter().copied());
    p.w(")");
    if !groups[3].is_empty() {
        p.w(" init (");
        p.values(groups[3].iter().copied());
        p.w(")");
    }
    print_arrow_types(p, op);
    p.w(" ");
    p.region(r, false, true, false);
    p.attr_dict(op, &["operandSegmentSizes"]);
}
