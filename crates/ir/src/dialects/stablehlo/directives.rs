//! The `custom<...>` directives of StableHLO's formats and its ops with a
//! hand-written form (StableHLO's `AssemblyFormat.cpp`): the type
//! shorthands (`stablehlo.add %a, %b : tensor<4xf32>` for
//! `(tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>`) and `constant`.
//! Each directive reads and writes its variables through the format
//! engine's slots, so it serves every op whose format names it.

use smallvec::{smallvec, SmallVec};

use crate::diag::DResult;
use crate::format::ast::{CustomArg, TypeArg};
use crate::format::parse::Slots;
use crate::format::print::Vars;
use crate::ir::OpId;
use crate::lexer::TokenKind;
use crate::parser::{asm::OpParts, Parser};
use crate::printer::custom::AsmPrinter;
use crate::types::{Type, TypeData};

use super::super::OpDef;

/// The types `arg` names, in print.
fn types_of(v: &Vars<'_>, arg: CustomArg) -> SmallVec<[Type; 4]> {
    let ir = v.ir;
    match arg {
        CustomArg::Type(TypeArg::Operand(i)) => v.operands(i).map(|x| ir.value_type(x)).collect(),
        CustomArg::Type(TypeArg::Result(i)) => v.results(i).map(|x| ir.value_type(x)).collect(),
        CustomArg::Type(TypeArg::Operands) => ir.operands(v.op).map(|x| ir.value_type(x)).collect(),
        CustomArg::Type(TypeArg::Results) => ir.results(v.op).map(|x| ir.value_type(x)).collect(),
        _ => SmallVec::new(),
    }
}

/// Sets the types `arg` names, in parse.
fn set_types(slots: &mut Slots<'_>, arg: CustomArg, types: SmallVec<[Type; 4]>) {
    match arg {
        CustomArg::Type(TypeArg::Operand(i)) => slots.operand_types[i] = Some(types),
        CustomArg::Type(TypeArg::Result(i)) => slots.result_types[i] = Some(types),
        CustomArg::Type(TypeArg::Operands) => slots.all_operand_types = Some(types),
        CustomArg::Type(TypeArg::Results) => slots.all_result_types = Some(types),
        _ => {}
    }
}

/// How many operands group `arg` (an operand's type) was given in parse.
fn parsed_count(slots: &Slots<'_>, arg: CustomArg) -> usize {
    match arg {
        CustomArg::Type(TypeArg::Operand(i))
        | CustomArg::Operand(i)
        | CustomArg::Ref(crate::format::ast::RefArg::Operand(i)) => slots.operands[i].0.len(),
        _ => 1,
    }
}

/// StableHLO's `assignFromFunctionType`: operand and result types from a
/// written function type.
fn assign_function<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    at: u32,
    operands: &[(CustomArg, usize)],
    result: CustomArg,
    t: Type,
) -> DResult<bool> {
    let TypeData::Function { inputs, results } = p.ctx.type_data(t).clone() else {
        return Ok(false);
    };
    let total: usize = operands.iter().map(|(_, n)| n).sum();
    if inputs.len() != total {
        return p.error_at(
            at,
            format!("{total} operands present, but expected {}", inputs.len()),
        );
    }
    let mut next = inputs.iter().copied();
    for &(arg, n) in operands {
        let group: SmallVec<[Type; 4]> = next.by_ref().take(n).collect();
        set_types(slots, arg, group);
    }
    if results.len() != 1 {
        return p.error_at(at, "expected single output");
    }
    set_types(slots, result, smallvec![results[0]]);
    Ok(true)
}

/// `custom<SameOperandsAndResultType>(type($a), ..., type($result))`: one
/// type for all, or a function type where they differ.
pub(crate) fn parse_same_operands_and_result_type<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    let Some((&result, operands)) = args.split_last() else {
        return Ok(());
    };
    let at = p.offset();
    let t = p.parse_type()?;
    let groups: Vec<(CustomArg, usize)> = operands
        .iter()
        .map(|&a| (a, parsed_count(slots, a)))
        .collect();
    if assign_function(p, slots, at, &groups, result, t)? {
        return Ok(());
    }
    for &(a, n) in &groups {
        set_types(slots, a, SmallVec::from_elem(t, n));
    }
    set_types(slots, result, smallvec![t]);
    Ok(())
}

/// StableHLO's `printSameOperandsAndResultTypeImpl`.
fn print_same_impl(p: &mut AsmPrinter<'_>, op: OpId, operands: &[Type], result: Type) {
    if operands.iter().all(|&t| t == result) {
        p.ty(result);
    } else {
        p.functional_type(op);
    }
}

pub(crate) fn print_same_operands_and_result_type(
    p: &mut AsmPrinter<'_>,
    v: &Vars<'_>,
    args: &[CustomArg],
) {
    let Some((&result, operands)) = args.split_last() else {
        return;
    };
    let ops: Vec<Type> = operands.iter().flat_map(|&a| types_of(v, a)).collect();
    let res = types_of(v, result);
    match res.first() {
        Some(&r) => print_same_impl(p, v.op, &ops, r),
        None => p.functional_type(v.op),
    }
}

/// `custom<VariadicSameOperandsAndResultType>($inputs, type($inputs), type($result))`.
pub(crate) fn parse_variadic_same<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    let [ops, op_types, result] = args else {
        return Ok(());
    };
    let n = parsed_count(slots, *ops);
    let at = p.offset();
    let t = p.parse_type()?;
    if assign_function(p, slots, at, &[(*op_types, n)], *result, t)? {
        return Ok(());
    }
    set_types(slots, *op_types, SmallVec::from_elem(t, n));
    set_types(slots, *result, smallvec![t]);
    Ok(())
}

pub(crate) fn print_variadic_same(p: &mut AsmPrinter<'_>, v: &Vars<'_>, args: &[CustomArg]) {
    let [_, op_types, result] = args else {
        return;
    };
    let ops = types_of(v, *op_types);
    let res = types_of(v, *result);
    match res.first() {
        Some(&r) => print_same_impl(p, v.op, &ops, r),
        None => p.functional_type(v.op),
    }
}

/// `complex<f32>` -> `f32` in the same shape: StableHLO's `createRealType`.
fn real_type(p: &mut Parser<'_>, t: Type) -> Option<Type> {
    let ctx = &mut *p.ctx;
    match ctx.type_data(t).clone() {
        TypeData::RankedTensor {
            shape,
            elem,
            encoding,
        } => {
            let TypeData::Complex(inner) = *ctx.type_data(elem) else {
                return None;
            };
            Some(ctx.intern_type(TypeData::RankedTensor {
                shape,
                elem: inner,
                encoding,
            }))
        }
        TypeData::UnrankedTensor { elem } => {
            let TypeData::Complex(inner) = *ctx.type_data(elem) else {
                return None;
            };
            Some(ctx.intern_type(TypeData::UnrankedTensor { elem: inner }))
        }
        _ => None,
    }
}

/// `custom<ComplexOpType>(type($lhs), type($rhs), type($result))`: the
/// complex result type alone, the parts' types taken from it.
pub(crate) fn parse_complex_op_type<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    let [lhs, rhs, result] = args else {
        return Ok(());
    };
    let at = p.offset();
    let t = p.parse_type()?;
    if assign_function(p, slots, at, &[(*lhs, 1), (*rhs, 1)], *result, t)? {
        return Ok(());
    }
    let Some(real) = real_type(p, t) else {
        return p.error_at(at, "expected tensor with complex element type");
    };
    set_types(slots, *lhs, smallvec![real]);
    set_types(slots, *rhs, smallvec![real]);
    set_types(slots, *result, smallvec![t]);
    Ok(())
}

pub(crate) fn print_complex_op_type(p: &mut AsmPrinter<'_>, v: &Vars<'_>, args: &[CustomArg]) {
    let [lhs, rhs, result] = args else {
        return;
    };
    let (l, r, res) = (types_of(v, *lhs), types_of(v, *rhs), types_of(v, *result));
    let ctx = v.ctx;
    let real_matches = |t: &Type| {
        let (Some(&res), Some(TypeData::RankedTensor { shape, elem, .. })) =
            (res.first(), Some(ctx.type_data(*t)))
        else {
            return false;
        };
        match ctx.type_data(res) {
            TypeData::RankedTensor {
                shape: rs,
                elem: re,
                ..
            } => rs == shape && matches!(ctx.type_data(*re), TypeData::Complex(i) if i == elem),
            _ => false,
        }
    };
    if l.first().is_some_and(real_matches) && r.first().is_some_and(real_matches) {
        p.ty(res[0]);
    } else {
        p.functional_type(v.op);
    }
}

/// `custom<SelectOpType>(type($pred), type($on_true), type($on_false), type($result))`:
/// `pred-type, type` where the branches and result share a type.
pub(crate) fn parse_select_op_type<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    let [pred, on_true, on_false, result] = args else {
        return Ok(());
    };
    let at = p.offset();
    let first = p.parse_type()?;
    if assign_function(
        p,
        slots,
        at,
        &[(*pred, 1), (*on_true, 1), (*on_false, 1)],
        *result,
        first,
    )? {
        return Ok(());
    }
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let t = p.parse_type()?;
    set_types(slots, *pred, smallvec![first]);
    set_types(slots, *on_true, smallvec![t]);
    set_types(slots, *on_false, smallvec![t]);
    set_types(slots, *result, smallvec![t]);
    Ok(())
}

pub(crate) fn print_select_op_type(p: &mut AsmPrinter<'_>, v: &Vars<'_>, args: &[CustomArg]) {
    let [pred, on_true, on_false, result] = args else {
        return;
    };
    let (pr, t, f, r) = (
        types_of(v, *pred),
        types_of(v, *on_true),
        types_of(v, *on_false),
        types_of(v, *result),
    );
    if t == r && f == r && !pr.is_empty() && !r.is_empty() {
        p.ty(pr[0]);
        p.w(", ");
        p.ty(r[0]);
    } else {
        p.functional_type(v.op);
    }
}

/// `custom<TupleOpType>(type($val), type($result))`: the tuple type.
pub(crate) fn parse_tuple_op_type<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    let [ops, result] = args else {
        return Ok(());
    };
    let at = p.offset();
    let t = p.parse_type()?;
    let TypeData::Tuple(elems) = p.ctx.type_data(t).clone() else {
        return p.error_at(at, "expected tuple type");
    };
    set_types(slots, *ops, elems.iter().copied().collect());
    set_types(slots, *result, smallvec![t]);
    Ok(())
}

pub(crate) fn print_tuple_op_type(p: &mut AsmPrinter<'_>, v: &Vars<'_>, args: &[CustomArg]) {
    if let Some(t) = args.last().and_then(|&a| types_of(v, a).first().copied()) {
        p.ty(t);
    }
}

/// `custom<PairwiseOpType>(type($operands), type($results))`: the operand
/// types, which the results share.
pub(crate) fn parse_pairwise_op_type<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    let [ops, results] = args else {
        return Ok(());
    };
    let mut types: SmallVec<[Type; 4]> = smallvec![p.parse_type()?];
    while p.eat_token(TokenKind::Comma) {
        types.push(p.parse_type()?);
    }
    set_types(slots, *ops, types.clone());
    set_types(slots, *results, types);
    Ok(())
}

pub(crate) fn print_pairwise_op_type(p: &mut AsmPrinter<'_>, v: &Vars<'_>, args: &[CustomArg]) {
    if let Some(&ops) = args.first() {
        let ts = types_of(v, ops);
        p.types(ts);
    }
}

/// `custom<VariadicOperandWithAttribute>($operands)`: operands each
/// followed by a comma, up to the first thing that is not one.
pub(crate) fn parse_variadic_operand_with_attribute<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    let [CustomArg::Operand(i)] = args else {
        return Ok(());
    };
    let at = p.offset();
    let mut uses = SmallVec::new();
    while p.at_token(TokenKind::PercentIdent) {
        uses.push(p.operand()?);
        p.expect_token(TokenKind::Comma, "expected ','")?;
    }
    slots.operands[*i] = (uses, at);
    Ok(())
}

pub(crate) fn print_variadic_operand_with_attribute(
    p: &mut AsmPrinter<'_>,
    v: &Vars<'_>,
    args: &[CustomArg],
) {
    let [CustomArg::Operand(i)] = args else {
        return;
    };
    let vals: Vec<_> = v.operands(*i).collect();
    p.values(vals);
    p.w(",");
}

// ----- stablehlo.constant -----

/// `stablehlo.constant attr-dict dense<...> : type` (StableHLO's
/// `parseConstantOp`); the result type is the value's.
pub(crate) fn parse_constant(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    let at = p.offset();
    let value = p.parse_attribute(None)?;
    let Some(ty) = super::super::support::typed_attr_type(p.ctx, p.ctx.attr_data(value)) else {
        return p.error_at(at, "expected elements attribute");
    };
    let e = p.prop("value", value);
    parts.props.push(e);
    parts.result_types.push(ty);
    p.finish_op(def, start, parts)
}

/// StableHLO's `printConstantOp`: the generic form when the value's type
/// is not the result's.
pub(crate) fn print_constant(p: &mut AsmPrinter<'_>, op: OpId) {
    let value = p.prop(op, "value");
    let result = p.ir.results(op).next().map(|r| p.ir.value_type(r));
    let ty =
        value.and_then(|v| super::super::support::typed_attr_type(p.ctx(), p.ctx().attr_data(v)));
    match (value, ty) {
        (Some(v), Some(t)) if Some(t) == result => {
            p.attr_dict(op, &["value"]);
            p.w(" ");
            p.attr(v);
        }
        _ => p.generic_tail(op),
    }
}

/// A constant's result is `%c` for integers, `%cst` otherwise (StableHLO's
/// `getAsmResultNames`).
pub(crate) fn constant_names(
    ctx: &crate::context::Context,
    ir: &crate::ir::Ir,
    op: OpId,
    name: &mut dyn FnMut(crate::ir::Value, &str),
) {
    if let Some(r) = ir.results(op).next() {
        let elem = super::super::support::element_type(ctx, ir.value_type(r));
        let int = matches!(ctx.type_data(elem), TypeData::Integer { .. });
        name(r, if int { "c" } else { "cst" });
    }
}

// ----- dot_general's dimension numbers and precision -----

/// `[a] x [b]`.
fn lhs_rhs(p: &mut Parser<'_>) -> DResult<(Vec<i64>, Vec<i64>)> {
    let lhs = crate::dialects::indexing::parse_i64_list(p)?;
    if !p.eat_keyword("x") {
        return p.error_here("expected 'x'");
    }
    Ok((lhs, crate::dialects::indexing::parse_i64_list(p)?))
}

fn keyword_equal(p: &mut Parser<'_>, kw: &str) -> DResult<()> {
    if !p.eat_keyword(kw) {
        return p.error_here(format!("expected '{kw}'"));
    }
    p.expect_token(TokenKind::Equal, "expected '='")
}

/// `custom<DotDimensionNumbers>($dot_dimension_numbers)`:
/// `(batching_dims = [0] x [0], )? contracting_dims = [2] x [1]`.
pub(crate) fn parse_dot_dimension_numbers<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    let [CustomArg::Attr(i)] = args else {
        return Ok(());
    };
    let (mut lb, mut rb) = (Vec::new(), Vec::new());
    if p.eat_keyword("batching_dims") {
        p.expect_token(TokenKind::Equal, "expected '='")?;
        (lb, rb) = lhs_rhs(p)?;
        p.expect_token(TokenKind::Comma, "expected ','")?;
    }
    keyword_equal(p, "contracting_dims")?;
    let (lc, rc) = lhs_rhs(p)?;
    let params = [lb, rb, lc, rc]
        .iter()
        .map(|v| crate::attrs::Param::Attr(crate::dialects::indexing::i64_array(p.ctx, v)))
        .collect();
    slots.attrs[*i] = Some(super::attrs::def("dot").build(p.ctx, params, None));
    Ok(())
}

pub(crate) fn print_dot_dimension_numbers(
    p: &mut AsmPrinter<'_>,
    v: &Vars<'_>,
    args: &[CustomArg],
) {
    let [CustomArg::Attr(i)] = args else {
        return;
    };
    let Some(crate::AttrData::Dialect(d)) = v.attr(*i).map(|a| v.ctx.attr_data(a)) else {
        return;
    };
    let field = |k: usize| super::attrs::list_param(v.ctx, &d.params, k);
    let write = |p: &mut AsmPrinter<'_>, l: Vec<i64>, r: Vec<i64>| {
        let text = |x: Vec<i64>| {
            let items: Vec<String> = x.iter().map(i64::to_string).collect();
            format!("[{}]", items.join(", "))
        };
        p.w(&format!("{} x {}", text(l), text(r)));
    };
    let (lb, rb) = (field(0), field(1));
    if !lb.is_empty() || !rb.is_empty() {
        p.w("batching_dims = ");
        write(p, lb, rb);
        p.w(", ");
    }
    p.w("contracting_dims = ");
    write(p, field(2), field(3));
}

/// `precision = [DEFAULT, HIGHEST]`, after the comma.
fn precision_list(p: &mut Parser<'_>) -> DResult<crate::Attr> {
    keyword_equal(p, "precision")?;
    p.expect_token(TokenKind::LSquare, "expected '['")?;
    let mut items = SmallVec::<[crate::Attr; 4]>::new();
    let def = super::attrs::def("precision");
    if !p.eat_token(TokenKind::RSquare) {
        loop {
            let a = crate::dialects::api::parse_custom_attr(p, def)?;
            items.push(a);
            if p.eat_token(TokenKind::RSquare) {
                break;
            }
            p.expect_token(TokenKind::Comma, "expected ','")?;
        }
    }
    Ok(p.ctx.intern_attr(crate::AttrData::Array(items)))
}

/// `custom<PrecisionConfig>($precision_config)`: `(, precision = [...])?`.
pub(crate) fn parse_precision_config<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    let [CustomArg::Attr(i), ..] = args else {
        return Ok(());
    };
    if !p.eat_token(TokenKind::Comma) {
        return Ok(());
    }
    // `PrecisionConfigAndAlgorithm`: `precision = [...] (, algorithm = <...>)?`
    // or `algorithm = <...>` alone.
    let algorithm = |p: &mut Parser<'a>, slots: &mut Slots<'a>| -> DResult<()> {
        keyword_equal(p, "algorithm")?;
        let a = crate::dialects::api::parse_custom_attr(p, super::attrs::def("dot_algorithm"))?;
        if let Some(CustomArg::Attr(j)) = args.get(1) {
            slots.attrs[*j] = Some(a);
        }
        Ok(())
    };
    if args.len() > 1 && p.at_keyword("algorithm") {
        return algorithm(p, slots);
    }
    slots.attrs[*i] = Some(precision_list(p)?);
    if args.len() > 1 && p.eat_token(TokenKind::Comma) {
        return algorithm(p, slots);
    }
    Ok(())
}

/// StableHLO's `printPrecisionConfig`: `, precision = [DEFAULT, ...]`
/// when the attribute is present (and the algorithm, which sigil keeps
/// as it was read, after it).
pub(crate) fn print_precision_config(p: &mut AsmPrinter<'_>, v: &Vars<'_>, args: &[CustomArg]) {
    let [CustomArg::Attr(i), ..] = args else {
        return;
    };
    if let Some(crate::AttrData::Array(items)) = v.attr(*i).map(|a| v.ctx.attr_data(a)) {
        p.w(", precision = [");
        for (k, &a) in items.iter().enumerate() {
            if k > 0 {
                p.w(", ");
            }
            p.stripped_attr(a);
        }
        p.w("]");
    }
    if let Some(CustomArg::Attr(j)) = args.get(1) {
        if let Some(a) = v.attr(*j) {
            p.w(", algorithm = ");
            p.stripped_attr(a);
        }
    }
}

// ----- stablehlo.reduce -----

/// `stablehlo.reduce(%x init: %i), ... applies stablehlo.add across
/// dimensions = [0] : (T, I) -> R`, or with `reducer(%a: t, %b: t) ... {
/// region }` after the type (StableHLO's `parseReduceOp`).
pub(crate) fn parse_reduce<'a>(
    p: &mut Parser<'a>,
    def: &'static OpDef,
    start: u32,
) -> DResult<OpId> {
    use crate::ir::{LocRef, NewOp};
    use crate::parser::asm::RegionArg;
    let at = p.offset();
    let (mut inputs, mut inits) = (Vec::new(), Vec::new());
    loop {
        if !p.eat_token(TokenKind::LParen) {
            break;
        }
        inputs.push(p.operand()?);
        p.keyword("init")?;
        p.expect_token(TokenKind::Colon, "expected ':'")?;
        inits.push(p.operand()?);
        p.expect_token(TokenKind::RParen, "expected ')'")?;
        if !p.eat_token(TokenKind::Comma) {
            break;
        }
    }
    let mut inner = None;
    if p.eat_keyword("applies") {
        let name_at = p.offset();
        if !p.at_token(TokenKind::BareIdent) {
            return p.error_here("expected operation name");
        }
        let name = String::from_utf8_lossy(p.spelling()).into_owned();
        p.bump();
        let commutative = crate::dialects::lookup(name.as_bytes()).is_some_and(|d| {
            d.dialect() == "stablehlo"
                && d.structure.commutative
                && d.structure.operands.len() == 2
                && d.structure.results.len() == 1
                && d.structure.regions.is_empty()
        });
        if !commutative {
            return p.error_at(
                name_at,
                "expected the inner-op to be a commutative binary-op from the stablehlo dialect, \
                 with zero region, producing single result",
            );
        }
        inner = Some(name);
    }
    p.keyword("across")?;
    p.keyword("dimensions")?;
    p.expect_token(TokenKind::Equal, "expected '='")?;
    let dims = crate::dialects::indexing::parse_i64_list(p)?;
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let fn_at = p.offset();
    let fn_ty = p.parse_type()?;
    let TypeData::Function {
        inputs: ins,
        results,
    } = p.ctx.type_data(fn_ty).clone()
    else {
        return p.error_at(fn_at, "expected function type");
    };
    if ins.is_empty() {
        return p.error_at(fn_at, "input types missing in reduce-op function type");
    }
    let uses: Vec<_> = inputs.iter().chain(&inits).copied().collect();
    parts.operands = p.resolve(def.name, at, &uses, &ins)?;
    parts.result_types.extend(results.iter().copied());
    let dims = crate::dialects::indexing::i64_array(p.ctx, &dims);
    let e = p.prop("dimensions", dims);
    parts.props.push(e);
    let region = p.ir.create_region();
    if let Some(name) = inner {
        let elem = super::super::support::element_type(p.ctx, ins[0]);
        let t = p.ctx.intern_type(TypeData::RankedTensor {
            shape: Box::new([]),
            elem,
            encoding: None,
        });
        let loc = LocRef::offset(start);
        let block = p.ir.create_block(&[(t, loc), (t, loc)]);
        p.ir.append_block(region, block);
        let args = p.ir.block_args(block).to_vec();
        let name = p.ctx.string_attr(name.as_bytes());
        let op = p.ir.create_op(NewOp {
            name,
            loc,
            operands: &args,
            result_types: &[t],
            attrs: &[],
            props: None,
            successors: &[],
            regions: &[],
        });
        p.ir.append_op(block, op);
        let r = p.ir.result(op, 0);
        let ret = p.ctx.string_attr(b"stablehlo.return");
        let ret = p.ir.create_op(NewOp {
            name: ret,
            loc,
            operands: &[r],
            result_types: &[],
            attrs: &[],
            props: None,
            successors: &[],
            regions: &[],
        });
        p.ir.append_op(block, ret);
    } else {
        p.keyword("reducer")?;
        // `(%elt: t, %acc: t)` per input: the block takes the elements'
        // arguments first, then the accumulators'.
        let (mut first, mut second) = (Vec::new(), Vec::new());
        // `%name: type loc(...)?`, the location as `--mlir-print-debuginfo`
        // prints it.
        fn arg<'a>(p: &mut Parser<'a>) -> DResult<RegionArg<'a>> {
            let u = p.operand()?;
            let ty = p.colon_type()?;
            let (loc, deferred) = p.parse_trailing_loc_or(u.offset)?;
            if deferred.is_some() {
                return p.error_here("expected location instance");
            }
            Ok(RegionArg {
                name: u.name,
                offset: u.offset,
                ty,
                loc,
            })
        }
        while p.eat_token(TokenKind::LParen) {
            first.push(arg(p)?);
            p.expect_token(TokenKind::Comma, "expected ','")?;
            second.push(arg(p)?);
            p.expect_token(TokenKind::RParen, "expected ')'")?;
        }
        first.extend(second);
        p.region_with_args(region, &first, false, "", None)?;
    }
    parts.regions.push(region);
    p.finish_op(def, start, parts)
}

/// StableHLO's `isReduceEligibleForCompactPrint`: the body is one
/// commutative binary op of the dialect on its two arguments, of type
/// `tensor<elem>` of the first input, returned.
fn compact_reducer(p: &AsmPrinter<'_>, op: OpId) -> Option<&'static str> {
    let ir = p.ir;
    let ctx = p.ctx();
    let region = *ir.regions(op).first()?;
    let block = ir.entry_block(region)?;
    let ops: Vec<OpId> = ir.block_ops(block).collect();
    let [inner, ret] = ops[..] else { return None };
    let def = crate::dialects::lookup(ctx.str_bytes(ir.op(inner).name))?;
    let s = &def.structure;
    if def.dialect() != "stablehlo"
        || !s.commutative
        || ir.num_operands(inner) != 2
        || ir.num_results(inner) != 1
        || !ir.regions(inner).is_empty()
    {
        return None;
    }
    let t = ir.value_type(ir.result(inner, 0));
    if ir.operands(inner).any(|v| ir.value_type(v) != t) {
        return None;
    }
    let elem = super::super::support::element_type(ctx, ir.value_type(ir.operand(op, 0)));
    if !matches!(ctx.type_data(t), TypeData::RankedTensor { shape, elem: e, encoding: None } if shape.is_empty() && *e == elem)
    {
        return None;
    }
    let args = ir.block_args(block);
    if args.len() != 2 || ir.operands(inner).ne(args.iter().copied()) {
        return None;
    }
    let returns = ctx.str_bytes(ir.op(ret).name).ends_with(b".return");
    (returns && ir.operands(ret).eq(ir.results(inner))).then_some(def.name)
}

/// StableHLO's `printReduceOp`.
pub(crate) fn print_reduce(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let n = ir.num_operands(op) / 2;
    for i in 0..n {
        if i > 0 {
            p.w(", ");
        }
        p.w("(");
        p.value(ir.operand(op, i));
        p.w(" init: ");
        p.value(ir.operand(op, i + n));
        p.w(")");
    }
    let compact = compact_reducer(p, op);
    if let Some(name) = compact {
        p.w(" applies ");
        p.w(name);
    }
    p.w(" across dimensions = [");
    let dims = p
        .prop(op, "dimensions")
        .and_then(|a| crate::dialects::indexing::dense_int_array(p.ctx(), a))
        .unwrap_or_default();
    let items: Vec<String> = dims.iter().map(i64::to_string).collect();
    p.w(&items.join(", "));
    p.w("]");
    p.attr_dict(op, &["dimensions"]);
    p.w(" : ");
    p.functional_type(op);
    if compact.is_some() {
        return;
    }
    p.w("\n");
    let indent = p.current_indent();
    p.spaces(indent);
    p.w(" reducer");
    let region = ir.regions(op)[0];
    if let Some(block) = ir.entry_block(region) {
        let args = ir.block_args(block);
        for i in 0..n.min(args.len() / 2) {
            p.w("(");
            p.region_argument(args[i], &[]);
            p.w(", ");
            p.region_argument(args[i + n], &[]);
            p.w(") ");
        }
    }
    p.w(" ");
    p.region(region, false, true, true);
}

// ----- slice ranges and exponent/mantissa -----

/// `custom<SliceRanges>($start_indices, $limit_indices, $strides)`:
/// `[start:limit(:stride)?, ...]`, the stride 1 when left out.
pub(crate) fn parse_slice_ranges<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    let [CustomArg::Attr(s), CustomArg::Attr(l), CustomArg::Attr(k)] = args else {
        return Ok(());
    };
    p.expect_token(TokenKind::LSquare, "expected '['")?;
    let (mut start, mut limit, mut stride) = (Vec::new(), Vec::new(), Vec::new());
    if !p.eat_token(TokenKind::RSquare) {
        loop {
            start.push(crate::dialects::indexing::parse_i64(p)?);
            p.expect_token(TokenKind::Colon, "expected ':'")?;
            limit.push(crate::dialects::indexing::parse_i64(p)?);
            stride.push(if p.eat_token(TokenKind::Colon) {
                crate::dialects::indexing::parse_i64(p)?
            } else {
                1
            });
            if p.eat_token(TokenKind::RSquare) {
                break;
            }
            p.expect_token(TokenKind::Comma, "expected ','")?;
        }
    }
    for (slot, v) in [(*s, start), (*l, limit), (*k, stride)] {
        slots.attrs[slot] = Some(crate::dialects::indexing::i64_array(p.ctx, &v));
    }
    Ok(())
}

/// StableHLO's `printSliceRanges` (the lists named when their lengths
/// differ, which cannot be read back, as StableHLO prints them).
pub(crate) fn print_slice_ranges(p: &mut AsmPrinter<'_>, v: &Vars<'_>, args: &[CustomArg]) {
    let [CustomArg::Attr(s), CustomArg::Attr(l), CustomArg::Attr(k)] = args else {
        return;
    };
    let ints = |i: usize| {
        v.attr(i)
            .and_then(|a| crate::dialects::indexing::dense_int_array(v.ctx, a))
            .unwrap_or_default()
    };
    let (start, limit, stride) = (ints(*s), ints(*l), ints(*k));
    let join = |x: &[i64]| x.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
    if start.len() != limit.len() || start.len() != stride.len() {
        p.w(&format!(
            "[start_indices: {}, limit_indices: {}, strides: {}]",
            join(&start),
            join(&limit),
            join(&stride)
        ));
        return;
    }
    let items: Vec<String> = (0..start.len())
        .map(|i| match stride[i] {
            1 => format!("{}:{}", start[i], limit[i]),
            st => format!("{}:{}:{st}", start[i], limit[i]),
        })
        .collect();
    p.w(&format!("[{}]", items.join(", ")));
}

/// `custom<ExponentMantissa>($exponent_bits, $mantissa_bits)`: `e5m10`.
pub(crate) fn parse_exponent_mantissa<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    let [CustomArg::Attr(e), CustomArg::Attr(m)] = args else {
        return Ok(());
    };
    let at = p.offset();
    if !p.at_token(TokenKind::BareIdent) {
        return p.error_here("expected valid keyword");
    }
    let word = String::from_utf8_lossy(p.spelling()).into_owned();
    p.bump();
    let parsed = word.strip_prefix('e').and_then(|rest| {
        let (x, y) = rest.split_once('m')?;
        let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        (digits(x) && digits(y)).then_some((x.to_string(), y.to_string()))
    });
    let Some((x, y)) = parsed else {
        return p.error_at(
            at,
            format!("expected exponent mantissa in format e#m#, saw {word}"),
        );
    };
    for (slot, text, what) in [(*e, x, "exponent"), (*m, y, "mantissa")] {
        let Ok(v) = text.parse::<i32>() else {
            return p.error_at(at, format!("unable to parse {what} '{text}'"));
        };
        let i32_ty = p.ctx.i(32);
        slots.attrs[slot] = Some(p.ctx.intern_attr(crate::AttrData::Integer {
            ty: i32_ty,
            value: sigil_numeric::ApInt::from_i64(32, i64::from(v)),
        }));
    }
    Ok(())
}

pub(crate) fn print_exponent_mantissa(p: &mut AsmPrinter<'_>, v: &Vars<'_>, args: &[CustomArg]) {
    let [CustomArg::Attr(e), CustomArg::Attr(m)] = args else {
        return;
    };
    let int = |i: usize| match v.attr(i).map(|a| v.ctx.attr_data(a)) {
        Some(crate::AttrData::Integer { value, .. }) => value.to_i64().unwrap_or(0),
        _ => 0,
    };
    p.w(&format!("e{}m{}", int(*e), int(*m)));
}

// ----- stablehlo.while -----

/// `stablehlo.while(%i = %init, ...) : types attributes {...}? cond {...}
/// do {...}` (StableHLO's `parseWhileOp`): both regions take the iteration
/// arguments.
pub(crate) fn parse_while<'a>(
    p: &mut Parser<'a>,
    def: &'static OpDef,
    start: u32,
) -> DResult<OpId> {
    use crate::ir::LocRef;
    use crate::parser::asm::RegionArg;
    let at = p.offset();
    p.expect_token(TokenKind::LParen, "expected '('")?;
    let (mut iter_args, mut inits) = (Vec::new(), Vec::new());
    if !p.eat_token(TokenKind::RParen) {
        loop {
            iter_args.push(p.operand()?);
            p.expect_token(TokenKind::Equal, "expected '='")?;
            inits.push(p.operand()?);
            if p.eat_token(TokenKind::RParen) {
                break;
            }
            p.expect_token(TokenKind::Comma, "expected ','")?;
        }
    }
    let mut types = Vec::new();
    if !inits.is_empty() {
        p.expect_token(TokenKind::Colon, "expected ':'")?;
        types.push(p.parse_type()?);
        while p.eat_token(TokenKind::Comma) {
            types.push(p.parse_type()?);
        }
    }
    let mut parts = OpParts {
        operands: p.resolve(def.name, at, &inits, &types)?,
        ..Default::default()
    };
    parts.result_types.extend(types.iter().copied());
    parts.attrs = p.optional_attr_dict_with_keyword()?;
    let args: Vec<RegionArg<'a>> = iter_args
        .iter()
        .zip(&types)
        .map(|(u, &ty)| RegionArg {
            name: u.name,
            offset: u.offset,
            ty,
            loc: LocRef::offset(u.offset),
        })
        .collect();
    for kw in ["cond", "do"] {
        p.keyword(kw)?;
        let region = p.ir.create_region();
        p.region_with_args(region, &args, false, "", None)?;
        parts.regions.push(region);
    }
    p.finish_op(def, start, parts)
}

/// StableHLO's `printWhileOp`.
pub(crate) fn print_while(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let regions = ir.regions(op).to_vec();
    let body_args: Vec<crate::ir::Value> = regions
        .get(1)
        .and_then(|&r| ir.entry_block(r))
        .map(|b| ir.block_args(b).to_vec())
        .unwrap_or_default();
    p.w("(");
    for (i, (&a, v)) in body_args.iter().zip(ir.operands(op)).enumerate() {
        if i > 0 {
            p.w(", ");
        }
        p.value(a);
        p.w(" = ");
        p.value(v);
    }
    p.w(")");
    if ir.num_operands(op) > 0 {
        p.w(" : ");
        p.types(ir.operands(op).map(|v| ir.value_type(v)));
    }
    p.attr_dict_with_keyword(op, &[]);
    p.w("\n");
    let indent = p.current_indent();
    p.spaces(indent);
    p.w("cond ");
    if let Some(&cond) = regions.first() {
        p.region(cond, false, true, true);
    }
    p.w(" do ");
    if let Some(&body) = regions.get(1) {
        p.region(body, false, true, true);
    }
}

/// `%iterArg` for every argument of a while's regions (the record's
/// `getAsmBlockArgumentNames`).
pub(crate) fn while_arg_names(
    _: &crate::context::Context,
    ir: &crate::ir::Ir,
    _: OpId,
    region: crate::ir::RegionId,
    name: &mut dyn FnMut(crate::ir::Value, &str),
) {
    for b in ir.region_blocks(region) {
        for &a in ir.block_args(b) {
            name(a, "iterArg");
        }
    }
}

// ----- convolution -----

/// `custom<ConvolutionDimensions>($dimension_numbers)`:
/// `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`, the `#stablehlo.conv` body.
pub(crate) fn parse_convolution_dimensions<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    let [CustomArg::Attr(i)] = args else {
        return Ok(());
    };
    let mut dp = crate::dialects::api::DialectParser {
        p: &mut *p,
        end: u32::MAX,
        self_type: None,
    };
    let params = super::attrs::parse_conv_body(&mut dp)?;
    slots.attrs[*i] = Some(super::attrs::def("conv").build(p.ctx, params, None));
    Ok(())
}

pub(crate) fn print_convolution_dimensions(
    p: &mut AsmPrinter<'_>,
    v: &Vars<'_>,
    args: &[CustomArg],
) {
    let [CustomArg::Attr(i)] = args else {
        return;
    };
    if let Some(crate::AttrData::Dialect(d)) = v.attr(*i).map(|a| v.ctx.attr_data(a)) {
        let mut dp = crate::dialects::api::DialectPrinter { p: &mut p.p };
        super::attrs::print_conv_body(&mut dp, &d.params);
    }
}

/// The names of `custom<WindowAttributes>`'s entries, in its arguments'
/// order (strides, padding, lhs dilation, rhs dilation, reversal).
const WINDOW_NAMES: [&str; 5] = ["stride", "pad", "lhs_dilate", "rhs_dilate", "reverse"];

/// `custom<WindowAttributes>(...)`: `stride = [1, 1], pad = [[0, 0], [1,
/// 1]], lhs_dilate = [...], rhs_dilate = [...], reverse = [0, 1]`, each at
/// most once, in any order.
pub(crate) fn parse_window_attributes<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    let slot_of: Vec<usize> = args
        .iter()
        .filter_map(|a| match a {
            CustomArg::Attr(i) => Some(*i),
            _ => None,
        })
        .collect();
    if slot_of.len() != WINDOW_NAMES.len() {
        return Ok(());
    }
    let mut seen = [false; 5];
    while p.at_token(TokenKind::BareIdent) {
        let at = p.offset();
        let word = String::from_utf8_lossy(p.spelling()).into_owned();
        let Some(k) = WINDOW_NAMES
            .iter()
            .position(|n| *n == word)
            .filter(|&k| !seen[k])
        else {
            return p.error_at(at, format!("Unexpected keyword {word}"));
        };
        p.bump();
        seen[k] = true;
        p.expect_token(TokenKind::Equal, "expected '='")?;
        let attr = if word == "pad" {
            // `[[lo, hi], ...]`, kept as `dense<...> : tensor<Nx2xi64>`.
            p.expect_token(TokenKind::LSquare, "expected '['")?;
            let mut values: Vec<i64> = Vec::new();
            if !p.eat_token(TokenKind::RSquare) {
                loop {
                    let pair = crate::dialects::indexing::parse_i64_list(p)?;
                    if pair.len() != 2 {
                        return p.error_here(format!(
                            "Expected array with 2 elements, got {} elements instead",
                            pair.len()
                        ));
                    }
                    values.extend(pair);
                    if p.eat_token(TokenKind::RSquare) {
                        break;
                    }
                    p.expect_token(TokenKind::Comma, "expected ','")?;
                }
            }
            let i64_ty = p.ctx.i(64);
            let ty = p.ctx.intern_type(TypeData::RankedTensor {
                shape: vec![values.len() as i64 / 2, 2].into(),
                elem: i64_ty,
                encoding: None,
            });
            // All equal: a splat, as MLIR's `DenseElementsAttr::get` makes it.
            let splat = values.windows(2).all(|w| w[0] == w[1]) && !values.is_empty();
            let kept = if splat { &values[..1] } else { &values[..] };
            let data: Vec<u8> = kept.iter().flat_map(|v| v.to_le_bytes()).collect();
            p.ctx.intern_attr(crate::AttrData::DenseElements {
                ty,
                splat,
                data: data.into(),
            })
        } else {
            let values = if word == "reverse" {
                // `[false, true]` (or 0 and 1).
                p.expect_token(TokenKind::LSquare, "expected '['")?;
                let mut v = Vec::new();
                if !p.eat_token(TokenKind::RSquare) {
                    loop {
                        v.push(if p.eat_keyword("true") {
                            1
                        } else if p.eat_keyword("false") {
                            0
                        } else {
                            crate::dialects::indexing::parse_i64(p)?
                        });
                        if p.eat_token(TokenKind::RSquare) {
                            break;
                        }
                        p.expect_token(TokenKind::Comma, "expected ','")?;
                    }
                }
                v
            } else {
                crate::dialects::indexing::parse_i64_list(p)?
            };
            if word == "reverse" {
                let i1 = p.ctx.i(1);
                let data: Vec<u8> = values.iter().map(|&v| u8::from(v != 0)).collect();
                p.ctx.intern_attr(crate::AttrData::DenseArray {
                    elem: i1,
                    len: data.len() as u32,
                    data: data.into(),
                })
            } else {
                crate::dialects::indexing::i64_array(p.ctx, &values)
            }
        };
        slots.attrs[slot_of[k]] = Some(attr);
        if !p.eat_token(TokenKind::Comma) {
            break;
        }
    }
    Ok(())
}

/// StableHLO's `printWindowAttributes`: the entries present, in order.
pub(crate) fn print_window_attributes(p: &mut AsmPrinter<'_>, v: &Vars<'_>, args: &[CustomArg]) {
    let mut first = true;
    for (k, a) in args.iter().enumerate().take(WINDOW_NAMES.len()) {
        let CustomArg::Attr(i) = a else { continue };
        let Some(attr) = v.attr(*i) else { continue };
        if !first {
            p.w(", ");
        }
        first = false;
        p.w(WINDOW_NAMES[k]);
        p.w(" = [");
        let text = match v.ctx.attr_data(attr) {
            crate::AttrData::DenseElements { data, splat, ty } => {
                let count = v
                    .ctx
                    .type_data(*ty)
                    .shape()
                    .map_or(0, |s| s.iter().product::<i64>()) as usize;
                let at = |j: usize| {
                    let j = if *splat { 0 } else { j };
                    data.get(j * 8..j * 8 + 8)
                        .map_or(0, |c| i64::from_le_bytes(c.try_into().expect("8 bytes")))
                };
                (0..count / 2)
                    .map(|j| format!("[{}, {}]", at(2 * j), at(2 * j + 1)))
                    .collect::<Vec<_>>()
                    .join(", ")
            }
            crate::AttrData::DenseArray { data, elem, .. } => {
                if matches!(v.ctx.type_data(*elem), TypeData::Integer { width: 1, .. }) {
                    data.iter()
                        .map(|&b| if b != 0 { "true" } else { "false" })
                        .collect::<Vec<_>>()
                        .join(", ")
                } else {
                    crate::dialects::indexing::dense_int_array(v.ctx, attr)
                        .unwrap_or_default()
                        .iter()
                        .map(i64::to_string)
                        .collect::<Vec<_>>()
                        .join(", ")
                }
            }
            _ => String::new(),
        };
        p.w(&text);
        p.w("]");
    }
}

// ----- stablehlo.custom_call -----

/// `custom<CustomCallTarget>($call_target_name)`: the target as a symbol
/// name, `@check.expect_close` (StableHLO's `parseSymbolName`), kept as a
/// string attribute.
pub(crate) fn parse_custom_call_target<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    let [CustomArg::Attr(i)] = args else {
        return Ok(());
    };
    if !p.at_token(TokenKind::AtIdent) {
        return p.error_here("expected valid '@'-identifier for symbol name");
    }
    let name = p.symbol_name_value()?;
    p.bump();
    slots.attrs[*i] = Some(p.ctx.string_attr(&name));
    Ok(())
}

/// StableHLO's `printSymbolName`: `@name`, quoted when it is not a bare
/// identifier.
pub(crate) fn print_custom_call_target(p: &mut AsmPrinter<'_>, v: &Vars<'_>, args: &[CustomArg]) {
    let [CustomArg::Attr(i)] = args else {
        return;
    };
    let name = match v.attr(*i).map(|a| v.ctx.attr_data(a)) {
        Some(crate::attrs::AttrData::String { value, .. }) => value.to_vec(),
        _ => Vec::new(),
    };
    let mut out = vec![b'@'];
    crate::printer::attrs::write_keyword_or_string(&mut out, &name);
    p.w(&String::from_utf8_lossy(&out));
}
