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
        CustomArg::Type(TypeArg::Operand(i)) => slots.operands[i].0.len(),
        CustomArg::Operand(i) => slots.operands[i].0.len(),
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

/// `%cst` for a constant's result (StableHLO's `getAsmResultNames`).
pub(crate) fn constant_names(
    _: &crate::context::Context,
    ir: &crate::ir::Ir,
    op: OpId,
    name: &mut dyn FnMut(crate::ir::Value, &str),
) {
    if let Some(r) = ir.results(op).next() {
        name(r, "cst");
    }
}
