//! The `llvm` dialect's debug-info ops (`llvm.intr.dbg.declare`,
//! `dbg.value`, `dbg.label`), whose custom forms take a debug-info
//! attribute whole (`#di_local_variable`) or as its body alone
//! (`<scope = ...>`). The attributes themselves are tables in
//! `di_attrs.rs`.

use crate::attrs::AttrData;
use crate::diag::DResult;
use crate::dialects::{AttrKind, OpDef, PropSpec};
use crate::ir::OpId;
use crate::lexer::TokenKind;
use crate::parser::asm::OpParts;
use crate::parser::Parser;
use crate::printer::custom::AsmPrinter;

use super::attrs::def_named;

fn is_di(ctx: &crate::Context, a: crate::Attr, mnemonic: &str) -> bool {
    matches!(ctx.attr_data(a), AttrData::Dialect(d) if d.def.dialect == "llvm" && d.def.mnemonic == mnemonic)
}

const fn di_kind(mnemonic: &'static str) -> AttrKind {
    super::dialect_kind(mnemonic, "")
}

pub(crate) const DBG_VAR_PROPS: &[PropSpec] = &[
    // `DefaultValuedAttr`: `#llvm.di_expression<>` when not given.
    PropSpec::with_default(
        "locationExpr",
        di_kind("di_expression"),
        crate::dialects::PropDefault::DialectAttr {
            def: &super::attrs::ATTRS[18],
            params: &[],
        },
    ),
    PropSpec::new("varInfo", di_kind("di_local_variable")),
];
pub(crate) const DBG_LABEL_PROPS: &[PropSpec] = &[PropSpec::new("label", di_kind("di_label"))];

/// An attribute of `mnemonic` written whole (`#di_label`,
/// `#llvm.di_label<...>`) or as its body alone (`<...>`).
fn parse_di(p: &mut Parser<'_>, mnemonic: &str) -> DResult<crate::Attr> {
    let at = p.offset();
    let a = if p.at_token(TokenKind::HashIdent) {
        p.parse_attribute(None)?
    } else {
        crate::dialects::api::parse_custom_attr(p, def_named(mnemonic))?
    };
    if !is_di(p.ctx, a, mnemonic) {
        return p.custom_error(at, "invalid kind of attribute specified");
    }
    Ok(a)
}

/// `#llvm.di_expression<>`: the default location expression.
fn empty_expression(ctx: &crate::Context, a: crate::Attr) -> bool {
    matches!(ctx.attr_data(a), AttrData::Dialect(d) if d.def.mnemonic == "di_expression" && d.params.is_empty())
}

/// `$varInfo ($locationExpr)? = $operand : type attr-dict`.
pub(crate) fn parse_dbg_var(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut parts = OpParts::default();
    let var = parse_di(p, "di_local_variable")?;
    let e = p.prop("varInfo", var);
    parts.props.push(e);
    let expr = if p.at_token(TokenKind::Equal) {
        def_named("di_expression").build(p.ctx, Vec::new(), None)
    } else {
        parse_di(p, "di_expression")?
    };
    let e = p.prop("locationExpr", expr);
    parts.props.push(e);
    p.expect_token(TokenKind::Equal, "expected '='")?;
    let at = p.offset();
    let v = p.operand()?;
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let ty = p.parse_type()?;
    parts.operands = p.resolve(def.name, at, &[v], &[ty])?;
    parts.attrs = p.optional_attr_dict()?;
    p.finish_op(def, start, parts)
}

pub(crate) fn print_dbg_var(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    if let Some(v) = p.prop(op, "varInfo") {
        p.w(" ");
        p.attr(v);
    }
    if let Some(e) = p
        .prop(op, "locationExpr")
        .filter(|&e| !empty_expression(ctx, e))
    {
        p.w(" ");
        p.attr(e);
    }
    p.w(" = ");
    p.operands(op);
    p.w(" : ");
    let ir = p.ir;
    p.ty(ir.value_type(ir.operand(op, 0)));
    p.attr_dict(op, &["varInfo", "locationExpr"]);
}

/// `$label attr-dict`.
pub(crate) fn parse_dbg_label(
    p: &mut Parser<'_>,
    def: &'static OpDef,
    start: u32,
) -> DResult<OpId> {
    let mut parts = OpParts::default();
    let l = parse_di(p, "di_label")?;
    let e = p.prop("label", l);
    parts.props.push(e);
    parts.attrs = p.optional_attr_dict()?;
    p.finish_op(def, start, parts)
}

pub(crate) fn print_dbg_label(p: &mut AsmPrinter<'_>, op: OpId) {
    if let Some(l) = p.prop(op, "label") {
        p.w(" ");
        p.attr(l);
    }
    p.attr_dict(op, &["label"]);
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_default_location_expression_is_di_expression() {
        assert_eq!(super::super::attrs::ATTRS[18].mnemonic, "di_expression");
    }
}
