//! The `arith` dialect's fold hooks, as MLIR 22's `ArithOps.cpp` writes
//! them: each tries its identities in MLIR's order (an identity whose
//! answer is an existing value first, then the constant fold of all-constant
//! operands), so the same input folds to the same value.
//!
//! Not yet folded here: float ops, comparisons, casts, `select`, min/max,
//! the extended multiplications, and `(a * b) / b` (which reads the
//! overflow flags).

use super::values::{fold_binary, ints, mask, sext, zero_attr};
use super::{FoldCx, FoldResult, Folded, Hook};

/// The hook of an `arith` op.
pub(super) fn hook(name: &[u8]) -> Option<Hook> {
    Some(match name {
        b"arith.addi" => addi,
        b"arith.subi" => subi,
        b"arith.muli" => muli,
        b"arith.andi" => andi,
        b"arith.ori" => ori,
        b"arith.xori" => xori,
        b"arith.divui" => divui,
        b"arith.divsi" => divsi,
        b"arith.remui" => remui,
        b"arith.remsi" => remsi,
        _ => return None,
    })
}

/// The ops with the `Idempotent` trait.
pub(super) fn idempotent(name: &[u8]) -> bool {
    matches!(name, b"arith.andi" | b"arith.ori")
}

fn value(v: sigil_ir::Value) -> Option<Folded> {
    Some(Folded::one(FoldResult::Value(v)))
}

fn attr(a: sigil_ir::Attr) -> Option<Folded> {
    Some(Folded::one(FoldResult::Attr(a)))
}

/// Whether operand `i` is a constant integer (scalar or splat) equal to `v`
/// (`m_Zero`, `m_One`).
fn rhs_is(cx: &FoldCx<'_>, i: usize, v: u128) -> bool {
    cx.attr(i)
        .and_then(|a| ints(cx.ctx, a))
        .is_some_and(|c| c.is(v))
}

fn rhs_all_ones(cx: &FoldCx<'_>, i: usize) -> bool {
    cx.attr(i)
        .and_then(|a| ints(cx.ctx, a))
        .is_some_and(|c| c.is_all_ones())
}

/// The constant fold of a binary op with `f` on `width`-bit lanes.
fn constant(cx: &mut FoldCx<'_>, f: impl FnMut(u128, u128, u32) -> Option<u128>) -> Option<Folded> {
    let (a, b) = (cx.attr(0)?, cx.attr(1)?);
    attr(fold_binary(cx.ctx, a, b, f)?)
}

/// The result type's zero, where MLIR's `getZeroAttr` can build it.
fn zero(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let ty = cx.result_type();
    attr(zero_attr(cx.ctx, ty)?)
}

fn addi(cx: &mut FoldCx<'_>) -> Option<Folded> {
    if rhs_is(cx, 1, 0) {
        return value(cx.operand(0));
    }
    // addi(subi(a, b), b) -> a
    if let Some(sub) = cx.def_named(0, b"arith.subi") {
        if cx.ir.operand(sub, 1) == cx.operand(1) {
            return value(cx.ir.operand(sub, 0));
        }
    }
    // addi(b, subi(a, b)) -> a
    if let Some(sub) = cx.def_named(1, b"arith.subi") {
        if cx.ir.operand(sub, 1) == cx.operand(0) {
            return value(cx.ir.operand(sub, 0));
        }
    }
    constant(cx, |a, b, _| Some(a.wrapping_add(b)))
}

fn subi(cx: &mut FoldCx<'_>) -> Option<Folded> {
    if cx.operand(0) == cx.operand(1) {
        let ty = cx.result_type();
        if let Some(z) = zero_attr(cx.ctx, ty) {
            return attr(z);
        }
    }
    if rhs_is(cx, 1, 0) {
        return value(cx.operand(0));
    }
    if let Some(add) = cx.def_named(0, b"arith.addi") {
        // subi(addi(a, b), b) -> a
        if cx.operand(1) == cx.ir.operand(add, 1) {
            return value(cx.ir.operand(add, 0));
        }
        // subi(addi(a, b), a) -> b
        if cx.operand(1) == cx.ir.operand(add, 0) {
            return value(cx.ir.operand(add, 1));
        }
    }
    constant(cx, |a, b, _| Some(a.wrapping_sub(b)))
}

fn muli(cx: &mut FoldCx<'_>) -> Option<Folded> {
    if rhs_is(cx, 1, 0) {
        return value(cx.operand(1));
    }
    if rhs_is(cx, 1, 1) {
        return value(cx.operand(0));
    }
    constant(cx, |a, b, _| Some(a.wrapping_mul(b)))
}

/// Whether `v` is `xor(other, all-ones)`.
fn is_not_of(cx: &FoldCx<'_>, v: sigil_ir::Value, other: sigil_ir::Value) -> bool {
    let Some(x) = super::defined_by(cx.ctx, cx.ir, v, b"arith.xori") else {
        return false;
    };
    cx.ir.operand(x, 0) == other
        && super::value_constant(cx.ctx, cx.ir, cx.ir.operand(x, 1))
            .and_then(|c| c.attr())
            .and_then(|a| ints(cx.ctx, a))
            .is_some_and(|c| c.is_all_ones())
}

fn andi(cx: &mut FoldCx<'_>) -> Option<Folded> {
    if rhs_is(cx, 1, 0) {
        return value(cx.operand(1));
    }
    if rhs_all_ones(cx, 1) {
        return value(cx.operand(0));
    }
    let (l, r) = (cx.operand(0), cx.operand(1));
    if is_not_of(cx, r, l) || is_not_of(cx, l, r) {
        if let Some(z) = zero(cx) {
            return Some(z);
        }
    }
    // and(a, and(a, b)) -> and(a, b), on either side.
    for (prev, other) in [(l, r), (r, l)] {
        if let Some(p) = super::defined_by(cx.ctx, cx.ir, prev, b"arith.andi") {
            if other == cx.ir.operand(p, 0) || other == cx.ir.operand(p, 1) {
                return value(prev);
            }
        }
    }
    constant(cx, |a, b, _| Some(a & b))
}

fn ori(cx: &mut FoldCx<'_>) -> Option<Folded> {
    if let Some(c) = cx.attr(1).and_then(|a| ints(cx.ctx, a)) {
        if c.is(0) {
            return value(cx.operand(0));
        }
        if c.is_all_ones() {
            return attr(cx.attr(1)?);
        }
    }
    let (l, r) = (cx.operand(0), cx.operand(1));
    if is_not_of(cx, r, l) {
        let x = super::defined_by(cx.ctx, cx.ir, r, b"arith.xori")?;
        return value(cx.ir.operand(x, 1));
    }
    if is_not_of(cx, l, r) {
        let x = super::defined_by(cx.ctx, cx.ir, l, b"arith.xori")?;
        return value(cx.ir.operand(x, 1));
    }
    constant(cx, |a, b, _| Some(a | b))
}

fn xori(cx: &mut FoldCx<'_>) -> Option<Folded> {
    if rhs_is(cx, 1, 0) {
        return value(cx.operand(0));
    }
    let (l, r) = (cx.operand(0), cx.operand(1));
    if l == r {
        if let Some(z) = zero(cx) {
            return Some(z);
        }
    }
    // xor(xor(x, a), a) -> x; xor(xor(a, x), a) -> x
    if let Some(p) = cx.def_named(0, b"arith.xori") {
        if cx.ir.operand(p, 1) == r {
            return value(cx.ir.operand(p, 0));
        }
        if cx.ir.operand(p, 0) == r {
            return value(cx.ir.operand(p, 1));
        }
    }
    // xor(a, xor(x, a)) -> x; xor(a, xor(a, x)) -> x
    if let Some(p) = cx.def_named(1, b"arith.xori") {
        if cx.ir.operand(p, 1) == l {
            return value(cx.ir.operand(p, 0));
        }
        if cx.ir.operand(p, 0) == l {
            return value(cx.ir.operand(p, 1));
        }
    }
    constant(cx, |a, b, _| Some(a ^ b))
}

fn divui(cx: &mut FoldCx<'_>) -> Option<Folded> {
    if rhs_is(cx, 1, 1) {
        return value(cx.operand(0));
    }
    constant(cx, |a, b, _| a.checked_div(b))
}

fn divsi(cx: &mut FoldCx<'_>) -> Option<Folded> {
    if rhs_is(cx, 1, 1) {
        return value(cx.operand(0));
    }
    constant(cx, |a, b, w| {
        let (x, y) = (sext(a, w), sext(b, w));
        if y == 0 {
            return None;
        }
        // INT_MIN / -1 overflows.
        let min = sext(1u128 << (w - 1), w);
        if x == min && y == -1 {
            return None;
        }
        Some((x.wrapping_div(y) as u128) & mask(w))
    })
}

fn remui(cx: &mut FoldCx<'_>) -> Option<Folded> {
    // remui(x, 1) -> 0
    if rhs_is(cx, 1, 1) {
        return zero(cx);
    }
    constant(cx, |a, b, _| a.checked_rem(b))
}

fn remsi(cx: &mut FoldCx<'_>) -> Option<Folded> {
    // remsi(x, 1) -> 0
    if rhs_is(cx, 1, 1) {
        return zero(cx);
    }
    constant(cx, |a, b, w| {
        let (x, y) = (sext(a, w), sext(b, w));
        if y == 0 {
            return None;
        }
        Some((x.wrapping_rem(y) as u128) & mask(w))
    })
}
