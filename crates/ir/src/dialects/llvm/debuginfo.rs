//! The `llvm` dialect's debug-info attributes (`#llvm.di_file`,
//! `#llvm.di_subprogram`, `#llvm.di_local_variable`, ...) and the ops that
//! take them (`llvm.intr.dbg.declare`, `dbg.value`, `dbg.label`). The
//! metadata attributes of memory ops and branches (`#llvm.tbaa_*`,
//! `#llvm.access_group`, `#llvm.loop_*`) are read and printed the same way.
//!
//! The attributes are kept as the tokens of their body, in order: each
//! nested attribute (`#di_file`, `distinct[0]<>`) as an attribute handle,
//! every other token (names, `=`, `,`, keywords such as `DW_LANG_C`,
//! integers, strings) as its text. They print back with MLIR's spacing
//! (`name = value, ...`, `"a.c" in "/tmp"`, `DW_OP_plus_uconst(4)`,
//! `Definition|Optimized`), most through an alias named after their
//! mnemonic (`#di_subprogram`), as `mlir-opt-22` prints them. This reproduces `mlir-opt-22`'s output for bodies in the
//! form it prints (parameters in declaration order, defaults left out);
//! sigil does not reorder parameters nor drop defaults written out, nor
//! check the parameters' kinds. Their definitions are in `attrs.rs`'s
//! table (`di_attr!`).

use crate::attrs::{AttrData, Param};
use crate::diag::DResult;
use crate::dialects::api::{AttrDef, DialectParser, DialectPrinter};
use crate::dialects::{AttrKind, OpDef, PropSpec};
use crate::ir::OpId;
use crate::lexer::TokenKind;
use crate::parser::asm::OpParts;
use crate::parser::Parser;
use crate::printer::custom::AsmPrinter;

/// Reads a `<...>` body token by token (see the module comment).
pub(crate) fn parse_tokens(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    // No body at all (`#llvm.di_null_type`): one `Int` marker.
    if !p.at("<") {
        return Ok(vec![Param::Int(0)]);
    }
    p.expect("<")?;
    let mut out = Vec::new();
    let mut depth = 1;
    loop {
        let kind = p.p.tok.kind;
        match kind {
            TokenKind::Eof | TokenKind::Error => return p.error_here("expected '>'"),
            TokenKind::HashIdent => out.push(Param::Attr(p.parse_attribute()?)),
            TokenKind::BareIdent if p.p.spelling() == b"distinct" => {
                out.push(Param::Attr(p.parse_attribute()?))
            }
            _ => {
                if kind == TokenKind::Greater {
                    depth -= 1;
                    if depth == 0 {
                        p.p.bump();
                        return Ok(out);
                    }
                } else if kind == TokenKind::Less {
                    depth += 1;
                }
                out.push(Param::Str(p.p.spelling().into()));
                p.p.bump();
            }
        }
    }
}

fn is_open(s: &[u8]) -> bool {
    matches!(s, b"<" | b"[" | b"(" | b"{")
}

/// Prints a body read by [`parse_tokens`] with MLIR's spacing.
pub(crate) fn print_tokens(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    if matches!(params, [Param::Int(_)]) {
        return;
    }
    p.write("<");
    let mut prev: Option<&[u8]> = Some(b"<");
    for item in params {
        let cur: Option<&[u8]> = match item {
            Param::Str(s) => Some(s),
            _ => None,
        };
        let space = match (prev, cur) {
            (Some(a), _) if is_open(a) || a == b"|" => false,
            (_, Some(b")" | b"]" | b">" | b"}" | b"," | b"|")) => false,
            (Some(a), Some(b"(")) if !matches!(a, b"=" | b",") => false,
            _ => true,
        };
        if space {
            p.write(" ");
        }
        match item {
            Param::Str(s) => p.write(&String::from_utf8_lossy(s)),
            Param::Attr(a) => p.print_attr(*a),
            _ => {}
        }
        prev = cur;
    }
    p.write(">");
}

fn def_named(name: &str) -> &'static AttrDef {
    super::attrs::ATTRS
        .iter()
        .find(|d| d.mnemonic == name)
        .expect("a debug-info attribute")
}

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
