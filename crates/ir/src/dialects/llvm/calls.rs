//! `llvm.inline_asm` and `llvm.call_intrinsic`: calls of something that is
//! no `llvm.func`, so no symbol is looked up and the types written are the
//! only signature.
//!
//! `inline_asm`'s ODS format is a run of optional groups (`has_side_effects`,
//! `is_align_stack`, `tail_call_kind = <...>`, `asm_dialect = ...`,
//! `operand_attrs = [...]`) before the attribute dictionary, so it is
//! written out here rather than given to `format.rs`: each group is a
//! keyword whose property is printed exactly when it is set
//! (`tail_call_kind` when it is not its default `none`).
//!
//! `call_intrinsic` keeps its operands in two segments: the arguments and
//! the operand bundles' operands, the bundles being described by
//! `op_bundle_sizes` (operands per bundle) and `op_bundle_tags` (their
//! names); its function type may carry argument and result attributes,
//! kept in `arg_attrs`/`res_attrs` (absent when every dictionary is
//! empty).

use smallvec::SmallVec;

use super::attrs::{self, TAILCALL_CASES};
use crate::attrs::{Attr, AttrData, NamedAttr};
use crate::diag::{DResult, Diagnostic};
use crate::dialects::OpDef;
use crate::ir::{OpId, Value};
use crate::lexer::TokenKind;
use crate::parser::asm::OpParts;
use crate::parser::{Parser, SsaUse};
use crate::printer::custom::AsmPrinter;
use crate::types::Type;
use crate::verifier::Checker;

type VResult = Result<(), Box<Diagnostic>>;

/// A `StrAttr` written as a string literal (a type after it is no part
/// of it: MLIR parses it with a known type).
fn string_attr(p: &mut Parser<'_>) -> DResult<Attr> {
    if !p.at_token(TokenKind::String) {
        let at = p.offset();
        // What MLIR's `parseAttribute` of a known kind reports.
        p.parse_attribute(None)?;
        return p.custom_error(at, "invalid kind of attribute specified");
    }
    let v = p.string_value()?;
    p.bump();
    Ok(p.ctx.string_attr(&v))
}

/// `InlineAsmOp::verify`.
pub(crate) fn verify_inline_asm(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let tail = c
        .ir()
        .op(op)
        .props
        .and_then(|p| ctx.dict_get(p, b"tail_call_kind"))
        .and_then(|a| attrs::tailcallkind().int_param(ctx, a));
    if tail.and_then(|v| TAILCALL_CASES.name(v)) == Some("musttail") {
        return Err(c.op_error_named(
            op,
            "tail call kind 'musttail' is not supported by this operation",
        ));
    }
    Ok(())
}

// ----- llvm.call_intrinsic -----

/// `(type {attrs}?, ...)`: types and their attribute dictionaries (the
/// empty dictionary where none is written).
fn typed_list(p: &mut Parser<'_>) -> DResult<(Vec<Type>, Vec<Attr>)> {
    let mut types = Vec::new();
    let mut dicts = Vec::new();
    p.expect_token(TokenKind::LParen, "expected '('")?;
    if p.eat_token(TokenKind::RParen) {
        return Ok((types, dicts));
    }
    loop {
        types.push(p.parse_type()?);
        dicts.push(if p.at_token(TokenKind::LBrace) {
            p.parse_attr_dict()?
        } else {
            p.ctx.empty_dict()
        });
        if p.eat_token(TokenKind::RParen) {
            return Ok((types, dicts));
        }
        p.expect_token(TokenKind::Comma, "expected ')'")?;
    }
}

/// An `arg_attrs`/`res_attrs` property unless every dictionary is empty.
fn push_dicts(p: &mut Parser<'_>, parts: &mut OpParts, name: &str, dicts: Vec<Attr>) {
    let empty = p.ctx.empty_dict();
    if dicts.iter().all(|&d| d == empty) {
        return;
    }
    let a = p
        .ctx
        .intern_attr(AttrData::Array(dicts.into_iter().collect()));
    let e = p.prop(name, a);
    parts.props.push(e);
}

/// `"llvm.name" ( args ) ([bundles])? attr-dict : (types) -> results`.
pub(crate) fn parse_call_intrinsic(
    p: &mut Parser<'_>,
    def: &'static OpDef,
    start: u32,
) -> DResult<OpId> {
    let mut parts = OpParts::default();
    let intrin = string_attr(p)?;
    let e = p.prop("intrin", intrin);
    parts.props.push(e);
    p.expect_token(TokenKind::LParen, "expected '('")?;
    let args_at = p.offset();
    let uses: SmallVec<[SsaUse<'_>; 4]> = if p.at_token(TokenKind::PercentIdent) {
        p.operand_list()?.into_iter().collect()
    } else {
        SmallVec::new()
    };
    p.expect_token(TokenKind::RParen, "expected ')'")?;
    let bundles = super::bundles::parse_bundles(p, def.name)?;
    let mut attrs = p.optional_attr_dict()?;
    let colon = p.offset();
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let (inputs, arg_dicts) = typed_list(p)?;
    p.expect_token(TokenKind::Arrow, "expected '->'")?;
    let (results, res_dicts) = if p.at_token(TokenKind::LParen) {
        typed_list(p)?
    } else {
        let t = p.parse_type()?;
        (vec![t], Vec::new())
    };
    if results.len() > 1 {
        return p.custom_error(colon, "expected function with 0 or 1 result");
    }
    if uses.len() != inputs.len() {
        return p.custom_error(
            start,
            format!(
                "number of operands and types do not match: got {} operands and {} types",
                uses.len(),
                inputs.len()
            ),
        );
    }
    push_dicts(p, &mut parts, "arg_attrs", arg_dicts);
    push_dicts(p, &mut parts, "res_attrs", res_dicts);
    parts.operands = p.resolve(def.name, args_at, &uses, &inputs)?;
    let n_args = parts.operands.len() as i32;
    let n_bundle = bundles.push(p, &mut parts);
    let a = crate::dialects::indexing::i32_array(p.ctx, &[n_args, n_bundle]);
    let e = p.prop("operandSegmentSizes", a);
    parts.props.push(e);
    parts.result_types.extend(results);
    // `fastmathFlags` written in the dictionary is a property.
    if let Some(i) = attrs
        .iter()
        .position(|e: &NamedAttr| p.ctx.str_bytes(e.name) == b"fastmathFlags")
    {
        parts.props.push(attrs.remove(i));
    }
    parts.attrs = attrs;
    p.finish_op(def, start, parts)
}

fn i32s(p: &AsmPrinter<'_>, op: OpId, name: &str) -> Vec<i32> {
    p.prop(op, name)
        .and_then(|a| crate::dialects::cf::i32_array_values(p.ctx(), a))
        .unwrap_or_default()
}

/// `printFunctionSignature`'s list: types each with its dictionary.
fn typed_values(p: &mut AsmPrinter<'_>, types: &[Type], dicts: Option<Attr>) {
    for (i, &t) in types.iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        super::func::typed_with_attrs(p, t, dicts, i);
    }
}

pub(crate) fn print_call_intrinsic(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ctx = p.ctx();
    let ops: Vec<Value> = ir.operands(op).collect();
    let seg = i32s(p, op, "operandSegmentSizes");
    let n_args = (seg.first().copied().unwrap_or(ops.len() as i32).max(0) as usize).min(ops.len());
    let (args, bundle_ops) = ops.split_at(n_args);
    p.w(" ");
    if let Some(a) = p.prop(op, "intrin") {
        p.attr_without_type(a);
    }
    p.w("(");
    p.values(args.iter().copied());
    p.w(")");
    super::bundles::print_bundles(p, op, bundle_ops);
    let mut all = p.all_attrs(op);
    let fm = attrs::fastmath();
    all.retain(|e| {
        !(ctx.str_bytes(e.name) == b"fastmathFlags" && fm.int_param(ctx, e.value) == Some(0))
    });
    p.named_attrs(
        &all,
        &[
            "operandSegmentSizes",
            "op_bundle_sizes",
            "intrin",
            "op_bundle_tags",
            "arg_attrs",
            "res_attrs",
        ],
        false,
    );
    p.w(" : (");
    let arg_types: Vec<Type> = args.iter().map(|&v| ir.value_type(v)).collect();
    let arg_attrs = p.prop(op, "arg_attrs");
    typed_values(p, &arg_types, arg_attrs);
    p.w(") -> ");
    let results: Vec<Type> = ir.results(op).map(|r| ir.value_type(r)).collect();
    let res_attrs = p.prop(op, "res_attrs");
    if res_attrs.is_some() {
        p.w("(");
        typed_values(p, &results, res_attrs);
        p.w(")");
    } else if results.is_empty() {
        p.w("()");
    } else {
        p.result_types(&results);
    }
}

/// `CallIntrinsicOp::verify`: an `llvm.` name, one tag per bundle.
pub(crate) fn verify_call_intrinsic(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let prop = |k: &[u8]| ir.op(op).props.and_then(|p| ctx.dict_get(p, k));
    if let Some(name) = prop(b"intrin") {
        if !ctx.str_bytes(name).starts_with(b"llvm.") {
            return Err(c.op_error_named(op, "intrinsic name must start with 'llvm.'"));
        }
    }
    verify_bundles(c, op)
}

/// `verifyOperandBundles` and the `VariadicOfVariadic` size check.
fn verify_bundles(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let prop = |k: &[u8]| ir.op(op).props.and_then(|p| ctx.dict_get(p, k));
    let sizes = prop(b"op_bundle_sizes")
        .and_then(|a| crate::dialects::cf::i32_array_values(ctx, a))
        .unwrap_or_default();
    let seg = prop(b"operandSegmentSizes")
        .and_then(|a| crate::dialects::cf::i32_array_values(ctx, a))
        .unwrap_or_default();
    if sizes.iter().any(|&s| s < 0) {
        return Err(c.op_error_named(
            op,
            "'op_bundle_sizes' attribute cannot have negative elements",
        ));
    }
    let n_bundle = seg.last().copied().unwrap_or(0);
    let total: i64 = sizes.iter().map(|&s| s as i64).sum();
    if n_bundle as i64 != total {
        return Err(c.op_error_named(
            op,
            &format!(
                "op_bundle_operands count ({n_bundle}) does not match with the total size ({total}) specified in attribute 'op_bundle_sizes'"
            ),
        ));
    }
    let tags = match prop(b"op_bundle_tags").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(v)) => v.len(),
        _ => 0,
    };
    if tags != sizes.len() {
        return Err(c.plain_error(
            op,
            format!(
                "expected {} operand bundle tags, but actually got {tags}",
                sizes.len()
            ),
        ));
    }
    Ok(())
}
