//! The `llvm` dialect's exception handling: `llvm.invoke` (a call that is
//! also a two-way branch), `llvm.landingpad` (the first op of the unwind
//! destination) and `llvm.resume` (declarative, in `mod.rs`).
//!
//! `invoke` keeps its operands in four segments (`operandSegmentSizes`):
//! the callee operands (with the function pointer first for an indirect
//! call), the normal and the unwind destinations' operands, and operand
//! bundle operands, which sigil's custom form does not read (nor does its
//! `llvm.call`): their list is always empty, as `op_bundle_sizes` is.
//! `landingpad`'s operands are its clauses, a filter when its type is an
//! array and a catch otherwise, so nothing but the types tells them apart.

use smallvec::SmallVec;

use super::attrs::{self, CCONV_CASES};
use super::func::{
    case_text, dialect_case, enum_prop, optional_case, parse_call_type, parse_callee, parse_vararg,
    print_call_type, print_callee, print_vararg,
};
use super::types as t;
use crate::diag::{DResult, Diagnostic};
use crate::dialects::OpDef;
use crate::ir::{OpId, Value, ValueDef};
use crate::lexer::TokenKind;
use crate::parser::asm::OpParts;
use crate::parser::Parser;
use crate::printer::custom::AsmPrinter;
use crate::verifier::Checker;

type VResult = Result<(), Box<Diagnostic>>;

/// `(cconv)? (@callee | %ptr) ( args ) to ^normal(..)? unwind ^unwind(..)?
/// (vararg(type))? attr-dict : (ptr-type ,)? (types) -> results`.
pub(crate) fn parse_invoke(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut parts = OpParts::default();
    let cconv = optional_case(p, &CCONV_CASES).unwrap_or(0);
    let a = enum_prop(p, attrs::cconv(), cconv);
    let e = p.prop("CConv", a);
    parts.props.push(e);
    let at = p.offset();
    let mut uses = SmallVec::<[_; 4]>::new();
    let direct = parse_callee(p, &mut parts, &mut uses)?;
    p.keyword("to")?;
    let (normal, normal_vals) = p.successor_and_operands()?;
    p.keyword("unwind")?;
    let (unwind, unwind_vals) = p.successor_and_operands()?;
    parse_vararg(p, &mut parts)?;
    let bundles = super::bundles::parse_bundles(p, def.name)?;
    parts.attrs = p.optional_attr_dict()?;
    let (types, results) = parse_call_type(p, direct)?;
    parts.operands = p.resolve(def.name, at, &uses, &types)?;
    parts.result_types.extend(results);
    let n_callee = parts.operands.len() as i32;
    parts.operands.extend(normal_vals.iter().copied());
    parts.operands.extend(unwind_vals.iter().copied());
    let n_bundle = bundles.push(p, &mut parts);
    let seg = [
        n_callee,
        normal_vals.len() as i32,
        unwind_vals.len() as i32,
        n_bundle,
    ];
    let seg = crate::dialects::indexing::i32_array(p.ctx, &seg);
    let e = p.prop("operandSegmentSizes", seg);
    parts.props.push(e);
    parts.successors.extend([normal, unwind]);
    p.finish_op(def, start, parts)
}

/// The sizes of `op`'s operand segments.
fn segments(p: &AsmPrinter<'_>, op: OpId) -> Vec<usize> {
    p.prop(op, "operandSegmentSizes")
        .and_then(|a| crate::dialects::cf::i32_array_values(p.ctx(), a))
        .unwrap_or_default()
        .into_iter()
        .map(|n| n.max(0) as usize)
        .collect()
}

pub(crate) fn print_invoke(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ops: Vec<Value> = ir.operands(op).collect();
    let seg = segments(p, op);
    let seg_at = |i: usize| seg.get(i).copied().unwrap_or(0);
    let (callee_ops, rest) = ops.split_at(seg_at(0).min(ops.len()));
    let (normal_ops, rest) = rest.split_at(seg_at(1).min(rest.len()));
    let (unwind_ops, bundle_ops) = rest.split_at(seg_at(2).min(rest.len()));
    p.w(" ");
    let cconv = dialect_case(p, op, "CConv", attrs::cconv());
    if cconv != 0 {
        p.w(&case_text(&CCONV_CASES, cconv));
        p.w(" ");
    }
    let args = print_callee(p, op, callee_ops);
    p.w(" to ");
    let succ = ir.successors(op);
    p.successor_and_operands(succ[0], normal_ops);
    p.w(" unwind ");
    p.successor_and_operands(succ[1], unwind_ops);
    print_vararg(p, op);
    super::bundles::print_bundles(p, op, bundle_ops);
    p.attr_dict(
        op,
        &[
            "callee",
            "operandSegmentSizes",
            "CConv",
            "var_callee_type",
            "op_bundle_sizes",
            "op_bundle_tags",
            "arg_attrs",
            "res_attrs",
        ],
    );
    print_call_type(p, op, callee_ops, args);
}

/// `InvokeOp::verify`: the `var_callee_type` checks `llvm.call` makes,
/// then an unwind destination that begins with an `llvm.landingpad`.
pub(crate) fn verify_invoke(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    let ctx = c.ctx();
    // `BranchOpInterface`, then `WeightedBranchOpInterface`: verified with
    // the traits, before the op's own checks.
    let ops: Vec<Value> = ir.operands(op).collect();
    let seg: Vec<usize> = ir
        .op(op)
        .props
        .and_then(|p| ctx.dict_get(p, b"operandSegmentSizes"))
        .and_then(|a| crate::dialects::cf::i32_array_values(ctx, a))
        .unwrap_or_default()
        .into_iter()
        .map(|n| n.max(0) as usize)
        .collect();
    if seg.len() >= 3 {
        let mut rest = &ops[seg[0].min(ops.len())..];
        for (i, &b) in ir.successors(op).iter().enumerate().take(2) {
            let (mine, tail) = rest.split_at(seg[1 + i].min(rest.len()));
            rest = tail;
            super::blocks::check_successor(c, op, b, mine, i)?;
        }
    }
    if let Some(w) = ir
        .op(op)
        .props
        .and_then(|p| ctx.dict_get(p, b"branch_weights"))
        .and_then(|a| crate::dialects::cf::i32_array_values(ctx, a))
    {
        if w.len() != ir.successors(op).len() {
            return Err(c.plain_error(
                op,
                format!(
                    "expects number of branch weights to match number of successors: {} vs {}",
                    w.len(),
                    ir.successors(op).len()
                ),
            ));
        }
    }
    super::func::verify_call(c, op)?;
    let Some(&unwind) = ir.successors(op).get(1) else {
        return Ok(());
    };
    let Some(first) = ir.first_op(unwind) else {
        return Err(c.plain_error(
            op,
            "must have at least one operation in unwind destination".into(),
        ));
    };
    if ctx.str_bytes(ir.op(first).name) != b"llvm.landingpad" {
        return Err(c.plain_error(
            op,
            "first operation in unwind destination should be a llvm.landingpad operation".into(),
        ));
    }
    Ok(())
}

/// `cleanup? ((catch|filter) %v : type)* : type`; MLIR's parser reads no
/// attribute dictionary.
pub(crate) fn parse_landingpad(
    p: &mut Parser<'_>,
    def: &'static OpDef,
    start: u32,
) -> DResult<OpId> {
    let mut parts = OpParts::default();
    if p.eat_keyword("cleanup") {
        let u = p.ctx.unit_attr();
        let e = p.prop("cleanup", u);
        parts.props.push(e);
    }
    while p.eat_token(TokenKind::LParen) && (p.eat_keyword("filter") || p.eat_keyword("catch")) {
        let at = p.offset();
        let v = p.operand()?;
        p.expect_token(TokenKind::Colon, "expected ':'")?;
        let ty = p.parse_type()?;
        parts.operands.extend(p.resolve(def.name, at, &[v], &[ty])?);
        p.expect_token(TokenKind::RParen, "expected ')'")?;
    }
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let ty = p.parse_type()?;
    parts.result_types.push(ty);
    p.finish_op(def, start, parts)
}

pub(crate) fn print_landingpad(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ctx = p.ctx();
    p.w(if p.prop(op, "cleanup").is_some() {
        " cleanup "
    } else {
        " "
    });
    for v in ir.operands(op) {
        let ty = ir.value_type(v);
        p.w(if t::is(ctx, ty, "array") {
            "(filter "
        } else {
            "(catch "
        });
        p.value(v);
        p.w(" : ");
        p.ty(ty);
        p.w(") ");
    }
    p.attr_dict(op, &["cleanup"]);
    p.w(": ");
    p.ty(ir.value_type(ir.result(op, 0)));
}

/// The name of the op defining `v`, if an op does.
fn def_name(c: &dyn Checker, v: Value) -> Option<(OpId, &[u8])> {
    match c.ir().value_def(v)? {
        ValueDef::Result { op, .. } => Some((op, c.ctx().str_bytes(c.ir().op(op).name))),
        ValueDef::Arg { .. } => None,
    }
}

/// `LandingpadOp::verify`.
pub(crate) fn verify_landingpad(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    let ctx = c.ctx();
    let mut parent = ir.parent_op(op);
    while let Some(f) = parent {
        if ctx.str_bytes(ir.op(f).name) == b"llvm.func" {
            if ir
                .op(f)
                .props
                .and_then(|p| ctx.dict_get(p, b"personality"))
                .is_none()
            {
                return Err(c.plain_error(
                    op,
                    "llvm.landingpad needs to be in a function with a personality".into(),
                ));
            }
            break;
        }
        parent = ir.parent_op(f);
    }
    let has_cleanup = ir
        .op(op)
        .props
        .and_then(|p| ctx.dict_get(p, b"cleanup"))
        .is_some();
    if !has_cleanup && ir.operands(op).len() == 0 {
        return Err(c.plain_error(
            op,
            "landingpad instruction expects at least one clause or cleanup attribute".into(),
        ));
    }
    for (i, v) in ir.operands(op).enumerate() {
        if t::is(ctx, ir.value_type(v), "array") {
            continue;
        }
        match def_name(c, v) {
            Some((bc, b"llvm.bitcast")) => {
                let arg = ir.operand(bc, 0);
                if !matches!(def_name(c, arg), Some((_, b"llvm.mlir.addressof"))) {
                    return Err(c.plain_error(op, "constant clauses expected".into()));
                }
            }
            Some((_, b"llvm.mlir.zero" | b"llvm.mlir.addressof")) => {}
            _ => {
                return Err(c.plain_error(
                    op,
                    format!("clause #{i} is not a known constant - null, addressof, bitcast"),
                ))
            }
        }
    }
    Ok(())
}
