//! The `builtin` dialect's ops: `builtin.module` and
//! `builtin.unrealized_conversion_cast`. The module's structural rules
//! (single block, symbol table, attribute names) live in the verifier.

use super::{AttrKind, OpDef, OpTraits, PropSpec};
use crate::diag::{DResult, Diagnostic};
use crate::ir::OpId;
use crate::parser::asm::OpParts;
use crate::parser::Parser;
use crate::printer::custom::AsmPrinter;
use crate::verifier::Checker;

pub(crate) const OPS: &[OpDef] = &[
    OpDef {
        props: &[
            PropSpec::new("sym_name", AttrKind::String),
            PropSpec::new("sym_visibility", AttrKind::String),
        ],
        // The module body is parsed in the enclosing name scope, and
        // split over two threads (`parser::parallel`): not the format's.
        parse: Some(parse_module),
        print: Some(print_module),
        default_dialect: "builtin",
        ..OpDef::new(
            "builtin.module",
            OpTraits {
                isolated_from_above: true,
                symbol_table: true,
                no_terminator: true,
                single_block: true,
                graph_regions: true,
                ..OpTraits::NONE
            },
        )
    },
    OpDef {
        verify: Some(verify_cast),
        ..OpDef::new("builtin.unrealized_conversion_cast", OpTraits::NONE)
    },
];

/// `module (@name)? (attributes {...})? { ... }`
// Kept out of line: the recursive parsing path stays small on the stack.
fn verify_cast(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    if c.ir().num_results(op) == 0 {
        return Err(c.op_error_named(op, "expected at least one result for cast operation"));
    }
    Ok(())
}

#[inline(never)]
fn parse_module(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut parts = OpParts::default();
    if p.at_token(crate::lexer::TokenKind::AtIdent) {
        let name = p.symbol_name_value()?;
        p.bump();
        let value = p.ctx.string_attr(&name);
        let e = p.prop("sym_name", value);
        parts.props.push(e);
    }
    parts.attrs = p.optional_attr_dict_with_keyword()?;
    let region = p.ir.create_region();
    // mlir-opt 22 parses the module body in the enclosing name scope:
    // outer names are visible (the verifier then reports the isolation
    // violation) and inner names vanish at the closing brace.
    p.module_body = p.depth() == 0;
    let parsed = p.region_with_args(region, &[], false, "builtin", None);
    p.module_body = false;
    parsed?;
    if p.ir.entry_block(region).is_none() {
        let b = p.ir.create_block(&[]);
        p.ir.append_block(region, b);
    }
    parts.regions.push(region);
    p.finish_op(def, start, parts)
}

fn print_module(p: &mut AsmPrinter<'_>, op: OpId) {
    if let Some(n) = p.prop(op, "sym_name") {
        p.w(" ");
        p.p.symbol_ref(n);
    }
    p.attr_dict_with_keyword(op, &["sym_name"]);
    p.w(" ");
    let r = p.ir.regions(op)[0];
    p.region(r, true, true, false);
}
