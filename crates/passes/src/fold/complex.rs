//! `complex`'s folds (MLIR 22's `ComplexOps.cpp`) that need no complex
//! arithmetic: `conj(conj(x))` and `neg(neg(x))` are `x`, and a `bitcast`
//! to its operand's own type is the operand.
//!
//! Not yet here: the folds of constants and of `create`/`re`/`im` chains.

use super::{FoldCx, FoldResult, Folded, Hook};

pub(super) fn hook(name: &[u8]) -> Option<Hook> {
    Some(match name {
        b"complex.conj" => |cx| involution(cx, b"complex.conj"),
        b"complex.neg" => |cx| involution(cx, b"complex.neg"),
        b"complex.bitcast" => bitcast,
        _ => return None,
    })
}

fn value(v: sigil_ir::Value) -> Option<Folded> {
    Some(Folded::Results(smallvec::smallvec![FoldResult::Value(v)]))
}

/// `op(op(x))` is `x`.
fn involution(cx: &mut FoldCx<'_>, name: &[u8]) -> Option<Folded> {
    let inner = cx.def_named(0, name)?;
    value(cx.ir.operand(inner, 0))
}

fn bitcast(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let x = cx.operand(0);
    if cx.ir.value_type(x) == cx.result_type() {
        return value(x);
    }
    None
}
