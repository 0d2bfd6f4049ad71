//! StableHLO's lowerings written as MLIR text (see `crate::rewrite::template`),
//! with the rule's types written signless.

use sigil_ir::{Context, Ir, Module, OpId, Type, Value};

/// Replaces `op` by the body of `body` (MLIR text using `%a0`, `%a1`, ...
/// for the op's operands, ending in `return` of the values replacing its
/// results, in order). `Err` with the parser's message if the text is not
/// valid, which is a bug of the rule.
pub(super) fn replace_with(
    ctx: &mut Context,
    m: &mut Module,
    op: OpId,
    body: &str,
) -> Result<(), String> {
    let replacements =
        crate::rewrite::template::instantiate(ctx, m, op, body, "<stablehlo lowering>", type_text)?;
    let results: Vec<Value> = m.ir.results(op).collect();
    for (r, new) in results.into_iter().zip(replacements) {
        // A value the rule made keeps the op's unsigned type until the
        // module is made signless, so the rules of the ops reading it
        // still see an unsigned operand (a `convert` of it zero-extends).
        let (t, nt) = (m.ir.value_type(r), m.ir.value_type(new));
        if t != nt && super::signless(ctx, t) == nt && !is_arg(&m.ir, new) {
            m.ir.set_value_type(new, t);
        }
        m.ir.replace_all_uses(r, new);
    }
    m.ir.erase_op(op).map_err(|e| format!("{e:?}"))?;
    Ok(())
}

/// Whether `v` is a block argument (an operand the rule passed through,
/// whose type is its own).
fn is_arg(ir: &Ir, v: Value) -> bool {
    matches!(ir.value_def(v), Some(sigil_ir::ValueDef::Arg { .. }))
}

/// The type as the rule's text writes it: signless (see `structural.rs`).
fn type_text(ctx: &mut Context, t: Type) -> String {
    let s = super::signless(ctx, t);
    sigil_ir::printer::type_to_string(ctx, s)
}
