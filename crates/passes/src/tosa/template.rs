//! A TOSA op replaced by MLIR text: the rule's body is parsed as a
//! function whose arguments `%a0`, `%a1`, ... stand for the op's operands
//! and whose `return` gives the values replacing its results; its ops are
//! copied in front of the op with the op's location (so a runtime error
//! names the TOSA line), and the op is erased.

use sigil_ir::{Context, Module, OpId, Type, Value};

/// Replaces `op` by `body`. `Err` with the parser's or verifier's message
/// when the text is not valid IR (a rule's mistake).
pub(crate) fn replace_with(
    ctx: &mut Context,
    m: &mut Module,
    op: OpId,
    body: &str,
) -> Result<(), String> {
    let replacements =
        crate::rewrite::template::instantiate(ctx, m, op, body, "<tosa lowering>", type_text)?;
    let results: Vec<Value> = m.ir.results(op).collect();
    for (r, new) in results.into_iter().zip(replacements) {
        m.ir.replace_all_uses(r, new);
    }
    m.ir.erase_op(op).map_err(|e| format!("{e:?}"))?;
    Ok(())
}

fn type_text(ctx: &mut Context, t: Type) -> String {
    super::ty(ctx, t)
}
