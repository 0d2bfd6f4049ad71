//! Operand bundles, `["tag"(%a, %b : t1, t2), "tag"()]` (MLIR's
//! `custom<OpBundles>`), shared by `llvm.call`, `llvm.invoke`,
//! `llvm.call_intrinsic` and `llvm.intr.assume`. An op keeps the bundles'
//! operands after its others, one segment of them, and two properties
//! describe the split: `op_bundle_sizes` (operands per bundle, always
//! present) and `op_bundle_tags` (the tags, present when there is a
//! bundle), so that a bundle without operands still has its place.

use smallvec::SmallVec;

use crate::attrs::{Attr, AttrData};
use crate::diag::DResult;
use crate::ir::Value;
use crate::lexer::TokenKind;
use crate::parser::asm::OpParts;
use crate::parser::{Parser, SsaUse};
use crate::printer::custom::AsmPrinter;

/// Bundles as read: their operands (resolved), sizes and tags.
#[derive(Default)]
pub(crate) struct Bundles {
    pub operands: Vec<Value>,
    pub sizes: Vec<i32>,
    pub tags: SmallVec<[Attr; 4]>,
}

/// Reads `[...]` if it is next (nothing otherwise; `[]` is no bundle).
pub(crate) fn parse_bundles(p: &mut Parser<'_>, op_name: &str) -> DResult<Bundles> {
    let mut out = Bundles::default();
    if !p.eat_token(TokenKind::LSquare) || p.eat_token(TokenKind::RSquare) {
        return Ok(out);
    }
    loop {
        if !p.at_token(TokenKind::String) {
            return p.custom_error(p.offset(), "expected string");
        }
        let tag = p.string_value()?;
        p.bump();
        out.tags.push(p.ctx.string_attr(&tag));
        p.expect_token(TokenKind::LParen, "expected '('")?;
        let mut n = 0;
        if !p.eat_token(TokenKind::RParen) {
            let at = p.offset();
            let uses: SmallVec<[SsaUse<'_>; 4]> = p.operand_list()?.into_iter().collect();
            p.expect_token(TokenKind::Colon, "expected ':'")?;
            let types = p.type_list()?;
            p.expect_token(TokenKind::RParen, "expected ')'")?;
            let vals = p.resolve(op_name, at, &uses, &types)?;
            n = vals.len();
            out.operands.extend(vals);
        }
        out.sizes.push(n as i32);
        if p.eat_token(TokenKind::RSquare) {
            return Ok(out);
        }
        p.expect_token(TokenKind::Comma, "expected ']'")?;
    }
}

impl Bundles {
    /// Appends the operands to `parts` and sets the two properties;
    /// returns how many operands the bundles have.
    pub(crate) fn push(self, p: &mut Parser<'_>, parts: &mut OpParts) -> i32 {
        let total = self.operands.len() as i32;
        parts.operands.extend(self.operands);
        if !self.tags.is_empty() {
            let a = p.ctx.intern_attr(AttrData::Array(self.tags));
            let e = p.prop("op_bundle_tags", a);
            parts.props.push(e);
        }
        let a = crate::dialects::indexing::i32_array(p.ctx, &self.sizes);
        let e = p.prop("op_bundle_sizes", a);
        parts.props.push(e);
        total
    }
}

/// Prints ` [...]` when `op` has bundles, whose operands are `operands`.
pub(crate) fn print_bundles(p: &mut AsmPrinter<'_>, op: crate::ir::OpId, operands: &[Value]) {
    let ctx = p.ctx();
    let ir = p.ir;
    let sizes = p
        .prop(op, "op_bundle_sizes")
        .and_then(|a| crate::dialects::cf::i32_array_values(ctx, a))
        .unwrap_or_default();
    if sizes.is_empty() {
        return;
    }
    let tags: &[Attr] = match p.prop(op, "op_bundle_tags").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(v)) => v,
        _ => &[],
    };
    p.w(" [");
    let mut rest = operands;
    for (i, &n) in sizes.iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        let (mine, tail) = rest.split_at((n.max(0) as usize).min(rest.len()));
        rest = tail;
        if let Some(&t) = tags.get(i) {
            p.attr_without_type(t);
        }
        p.w("(");
        if !mine.is_empty() {
            p.values(mine.iter().copied());
            p.w(" : ");
            p.types(mine.iter().map(|&v| ir.value_type(v)));
        }
        p.w(")");
    }
    p.w("]");
}
