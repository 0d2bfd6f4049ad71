//! The `arith` dialect's fold hooks, as MLIR 22's `ArithOps.cpp` writes
//! them: each tries its identities in MLIR's order (an identity whose
//! answer is an existing value first, then the constant fold of all-constant
//! operands), so the same input folds to the same value.
//!
//! Not yet folded here: float ops, `bitcast`, the extended
//! multiplications, a `select` of non-splat constants, and `(a * b) / b`
//! (which reads the overflow flags).

use sigil_ir::attrs::AttrData;
use sigil_ir::{Attr, Type, TypeData};

use super::values::{
    element_type, fold_binary, fold_binary_to, fold_cast, int_width, ints, make_ints, mask, sext,
    static_elements, zero_attr, Lanes,
};
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
        b"arith.floordivsi" => floordivsi,
        b"arith.ceildivui" => ceildivui,
        b"arith.ceildivsi" => ceildivsi,
        b"arith.maxsi" => maxsi,
        b"arith.maxui" => maxui,
        b"arith.minsi" => minsi,
        b"arith.minui" => minui,
        b"arith.shli" => shli,
        b"arith.shrui" => shrui,
        b"arith.shrsi" => shrsi,
        b"arith.cmpi" => cmpi,
        b"arith.select" => select,
        b"arith.extui" => extui,
        b"arith.extsi" => extsi,
        b"arith.trunci" => trunci,
        b"arith.index_cast" => index_cast,
        b"arith.index_castui" => index_castui,
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
    signed(cx, |x, y, w| {
        // INT_MIN / -1 overflows.
        if x == sext(1u128 << (w - 1), w) && y == -1 {
            return None;
        }
        Some(x.wrapping_div(y) as u128)
    })
}

/// The constant fold of a signed operation on sign-extended values, none
/// for a zero divisor (`f`'s result is truncated to the width).
fn signed(cx: &mut FoldCx<'_>, f: impl Fn(i128, i128, u32) -> Option<u128>) -> Option<Folded> {
    constant(cx, |a, b, w| {
        let (x, y) = (sext(a, w), sext(b, w));
        if y == 0 {
            return None;
        }
        Some(f(x, y, w)? & mask(w))
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
    signed(cx, |x, y, _| Some(x.wrapping_rem(y) as u128))
}

/// Signed division rounding toward negative infinity; `None` on overflow.
fn floor_div(x: i128, y: i128, w: u32) -> Option<u128> {
    let min = sext(1u128 << (w - 1), w);
    if x == min && y == -1 {
        return None;
    }
    let q = x / y;
    let q = if (x % y != 0) && ((x < 0) != (y < 0)) {
        q - 1
    } else {
        q
    };
    Some(q as u128 & mask(w))
}

fn floordivsi(cx: &mut FoldCx<'_>) -> Option<Folded> {
    if rhs_is(cx, 1, 1) {
        return value(cx.operand(0));
    }
    signed(cx, floor_div)
}

fn ceildivui(cx: &mut FoldCx<'_>) -> Option<Folded> {
    if rhs_is(cx, 1, 1) {
        return value(cx.operand(0));
    }
    constant(cx, |a, b, w| {
        let q = a.checked_div(b)?;
        if a % b == 0 {
            return Some(q);
        }
        // The quotient plus one must not wrap.
        (q < mask(w)).then_some(q + 1)
    })
}

/// MLIR's `ceildivsi` fold, which gives up where any step of its
/// computation overflows (a dividend of `INT_MIN` among them).
fn ceil_div_signed(x: i128, y: i128, w: u32) -> Option<u128> {
    let min = sext(1u128 << (w - 1), w);
    let max = -(min + 1);
    if y == 0 {
        return None;
    }
    if x == 0 {
        return Some(0);
    }
    let neg = |v: i128| (v != min).then_some(-v);
    // (a - 1) / b + 1 for positive a and b, each step checked.
    let ceil_pos = |a: i128, b: i128| -> Option<i128> {
        let a1 = a - 1;
        if a1 < min {
            return None;
        }
        if a1 == min && b == -1 {
            return None;
        }
        let q = a1 / b;
        (q < max).then_some(q + 1)
    };
    let r = match (x > 0, y > 0) {
        (true, true) => ceil_pos(x, y)?,
        (false, false) => ceil_pos(neg(x)?, neg(y)?)?,
        (false, true) => {
            let d = neg(x)? / y;
            neg(d)?
        }
        (true, false) => {
            let nb = neg(y)?;
            let d = x / nb;
            neg(d)?
        }
    };
    Some(r as u128 & mask(w))
}

fn ceildivsi(cx: &mut FoldCx<'_>) -> Option<Folded> {
    if rhs_is(cx, 1, 1) {
        return value(cx.operand(0));
    }
    constant(cx, |a, b, w| ceil_div_signed(sext(a, w), sext(b, w), w))
}

/// `max`/`min` folds: `op(x, x)`, the bound that absorbs, the bound that
/// leaves `x`, then constants.
fn min_max(
    cx: &mut FoldCx<'_>,
    absorbing: impl Fn(u32) -> u128,
    neutral: impl Fn(u32) -> u128,
    pick: fn(u128, u128, u32) -> u128,
) -> Option<Folded> {
    if cx.operand(0) == cx.operand(1) {
        return value(cx.operand(1));
    }
    if let Some(c) = cx.attr(1).and_then(|a| ints(cx.ctx, a)) {
        if c.is(absorbing(c.width)) {
            return value(cx.operand(1));
        }
        if c.is(neutral(c.width)) {
            return value(cx.operand(0));
        }
    }
    constant(cx, |a, b, w| Some(pick(a, b, w)))
}

fn smax_value(w: u32) -> u128 {
    mask(w) >> 1
}

fn smin_value(w: u32) -> u128 {
    1u128 << (w - 1)
}

fn maxsi(cx: &mut FoldCx<'_>) -> Option<Folded> {
    min_max(cx, smax_value, smin_value, |a, b, w| {
        if sext(a, w) >= sext(b, w) {
            a
        } else {
            b
        }
    })
}

fn maxui(cx: &mut FoldCx<'_>) -> Option<Folded> {
    min_max(cx, mask, |_| 0, |a, b, _| a.max(b))
}

fn minsi(cx: &mut FoldCx<'_>) -> Option<Folded> {
    min_max(cx, smin_value, smax_value, |a, b, w| {
        if sext(a, w) <= sext(b, w) {
            a
        } else {
            b
        }
    })
}

fn minui(cx: &mut FoldCx<'_>) -> Option<Folded> {
    min_max(cx, |_| 0, mask, |a, b, _| a.min(b))
}

/// Shifts: `x` by zero is `x`; constants fold with APInt's semantics
/// (a shift by the width or more gives 0, or the sign for `shrsi`). As in
/// MLIR, whether the fold is kept depends on the last element's amount
/// only: a dense constant whose last amount is in range folds, its
/// out-of-range lanes (poison) included.
fn shift(cx: &mut FoldCx<'_>, f: fn(u128, u32, u32) -> u128) -> Option<Folded> {
    if rhs_is(cx, 1, 0) {
        return value(cx.operand(0));
    }
    let (a, b) = (cx.attr(0)?, cx.attr(1)?);
    let mut bounded = false;
    let folded = fold_binary(cx.ctx, a, b, |x, y, w| {
        bounded = y < w as u128;
        Some(if bounded {
            f(x, y as u32, w)
        } else {
            f(x, w, w)
        })
    })?;
    bounded.then(|| Folded::one(FoldResult::Attr(folded)))
}

// `b == w` stands for any amount of the width or more.
fn shli(cx: &mut FoldCx<'_>) -> Option<Folded> {
    shift(cx, |a, b, w| if b >= w { 0 } else { a << b })
}

fn shrui(cx: &mut FoldCx<'_>) -> Option<Folded> {
    shift(cx, |a, b, w| if b >= w { 0 } else { a >> b })
}

fn shrsi(cx: &mut FoldCx<'_>) -> Option<Folded> {
    shift(cx, |a, b, w| (sext(a, w) >> b.min(127)) as u128)
}

/// The integer predicates, in `arith.cmpi`'s numbering.
fn apply_cmpi(pred: i64, a: u128, b: u128, w: u32) -> bool {
    let (x, y) = (sext(a, w), sext(b, w));
    match pred {
        0 => a == b,
        1 => a != b,
        2 => x < y,
        3 => x <= y,
        4 => x > y,
        5 => x >= y,
        6 => a < b,
        7 => a <= b,
        8 => a > b,
        _ => a >= b,
    }
}

/// The predicate of a `cmpi` (its `predicate` property).
fn predicate(cx: &FoldCx<'_>) -> Option<i64> {
    let a = super::prop(cx.ctx, cx.ir, cx.op, b"predicate")?;
    match cx.ctx.attr_data(a) {
        AttrData::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// MLIR's `getBoolAttribute`: `i1` `value` as `ty` (a splat for a shaped
/// type, which must be static).
fn bool_attr(cx: &mut FoldCx<'_>, ty: Type, value: bool) -> Option<Attr> {
    let v = value as u128;
    if element_type(cx.ctx, ty) == ty {
        let i1 = cx.ctx.i(1);
        return Some(make_ints(cx.ctx, i1, 1, Lanes::Scalar(v)));
    }
    static_elements(cx.ctx, ty)?;
    Some(make_ints(cx.ctx, ty, 1, Lanes::Splat(v)))
}

fn is_i1(cx: &FoldCx<'_>, ty: Type) -> bool {
    let e = element_type(cx.ctx, ty);
    matches!(cx.ctx.type_data(e), TypeData::Integer { width: 1, .. })
}

/// The width of a scalar or vector integer type (MLIR's `getIntegerWidth`
/// in the `cmpi` fold: tensors are not looked at).
fn int_or_vector_width(cx: &FoldCx<'_>, ty: Type) -> Option<u32> {
    match cx.ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Vector { elem, .. } => match cx.ctx.type_data(*elem) {
            TypeData::Integer { width, .. } => Some(*width),
            _ => None,
        },
        _ => None,
    }
}

fn cmpi(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let pred = predicate(cx)?;
    let (l, r) = (cx.operand(0), cx.operand(1));
    let ty = cx.result_type();
    if l == r {
        let equal = matches!(pred, 0 | 3 | 5 | 7 | 9);
        return attr(bool_attr(cx, ty, equal)?);
    }
    if rhs_is(cx, 1, 0) {
        for ext in [b"arith.extsi".as_slice(), b"arith.extui"] {
            if let Some(e) = cx.def_named(0, ext) {
                let src = cx.ir.operand(e, 0);
                let src_ty = cx.ir.value_type(src);
                if int_or_vector_width(cx, src_ty) == Some(1) && pred == 1 {
                    return value(src);
                }
            }
        }
        let lt = cx.ir.value_type(l);
        if is_i1(cx, lt) && pred == 1 {
            return value(l);
        }
    }
    if rhs_is(cx, 1, 1) {
        let lt = cx.ir.value_type(l);
        if is_i1(cx, lt) && pred == 0 {
            return value(l);
        }
    }
    // A constant moves to the right, with the predicate mirrored.
    if cx.consts[0].is_some() && cx.consts[1].is_none() {
        let swapped: i64 = match pred {
            2 => 4,
            4 => 2,
            3 => 5,
            5 => 3,
            6 => 8,
            8 => 6,
            7 => 9,
            9 => 7,
            p => p,
        };
        let i64t = cx.ctx.i(64);
        let p = make_ints(cx.ctx, i64t, 64, Lanes::Scalar(swapped as u128));
        super::set_prop(cx.ctx, cx.ir, cx.op, b"predicate", p);
        cx.ir.set_operands(cx.op, &[r, l]);
        return Some(Folded::InPlace);
    }
    let (a, b) = (cx.attr(0)?, cx.attr(1)?);
    fold_binary_to(cx.ctx, a, b, ty, 1, |x, y, w| {
        Some(apply_cmpi(pred, x, y, w) as u128)
    })
    .and_then(attr)
}

fn select(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let (c, t, f) = (cx.operand(0), cx.operand(1), cx.operand(2));
    if t == f {
        return value(t);
    }
    if rhs_is(cx, 0, 1) {
        return value(t);
    }
    if rhs_is(cx, 0, 0) {
        return value(f);
    }
    if super::is_poison(cx.ctx, cx.ir, t) {
        return value(f);
    }
    if super::is_poison(cx.ctx, cx.ir, f) {
        return value(t);
    }
    let ty = cx.result_type();
    if matches!(cx.ctx.type_data(ty), TypeData::Integer { width: 1, signedness } if *signedness == sigil_ir::types::Signedness::Signless)
        && rhs_is(cx, 1, 1)
        && rhs_is(cx, 2, 0)
    {
        return value(c);
    }
    if let Some(cmp) = cx.def_named(0, b"arith.cmpi") {
        let pred =
            super::prop(cx.ctx, cx.ir, cmp, b"predicate").and_then(|a| match cx.ctx.attr_data(a) {
                AttrData::Integer { value, .. } => value.to_i64(),
                _ => None,
            });
        if let Some(p @ (0 | 1)) = pred {
            let (cl, cr) = (cx.ir.operand(cmp, 0), cx.ir.operand(cmp, 1));
            if (cl == t && cr == f) || (cr == t && cl == f) {
                return value(if p == 1 { t } else { f });
            }
        }
    }
    None
}

fn extui(cx: &mut FoldCx<'_>) -> Option<Folded> {
    if let Some(inner) = cx.def_named(0, b"arith.extui") {
        let src = cx.ir.operand(inner, 0);
        cx.ir.set_operand(cx.op, 0, src);
        return Some(Folded::InPlace);
    }
    cast(cx, |v, _| v)
}

fn extsi(cx: &mut FoldCx<'_>) -> Option<Folded> {
    if let Some(inner) = cx.def_named(0, b"arith.extsi") {
        let src = cx.ir.operand(inner, 0);
        cx.ir.set_operand(cx.op, 0, src);
        return Some(Folded::InPlace);
    }
    cast(cx, |v, w| sext(v, w) as u128)
}

fn trunci(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let ext = cx
        .def_named(0, b"arith.extui")
        .or_else(|| cx.def_named(0, b"arith.extsi"));
    if let Some(e) = ext {
        let src = cx.ir.operand(e, 0);
        let src_elem = element_type(cx.ctx, cx.ir.value_type(src));
        let dst_elem = element_type(cx.ctx, cx.result_type());
        let (sw, dw) = (int_width(cx.ctx, src_elem)?, int_width(cx.ctx, dst_elem)?);
        if sw > dw {
            cx.ir.set_operand(cx.op, 0, src);
            return Some(Folded::InPlace);
        }
        if src_elem == dst_elem {
            return value(src);
        }
    }
    if let Some(inner) = cx.def_named(0, b"arith.trunci") {
        let src = cx.ir.operand(inner, 0);
        cx.ir.set_operand(cx.op, 0, src);
        return Some(Folded::InPlace);
    }
    cast(cx, |v, _| v)
}

/// The constant fold of an integer cast to the result's element width
/// (`f` gets the value and its width; the result is truncated).
fn cast(cx: &mut FoldCx<'_>, f: impl Fn(u128, u32) -> u128) -> Option<Folded> {
    let a = cx.attr(0)?;
    let ty = cx.result_type();
    let elem = element_type(cx.ctx, ty);
    let width = int_width(cx.ctx, elem)?;
    if width > 128 {
        return None;
    }
    attr(fold_cast(cx.ctx, a, ty, width, f)?)
}

/// `index_cast` and `index_castui`: constants first, then a round trip
/// through a type at least as wide.
fn index_cast_with(cx: &mut FoldCx<'_>, name: &[u8], signed: bool) -> Option<Folded> {
    let folded = if signed {
        cast(cx, |v, w| sext(v, w) as u128)
    } else {
        cast(cx, |v, _| v)
    };
    if folded.is_some() {
        return folded;
    }
    let inner = cx.def_named(0, name)?;
    let x = cx.ir.operand(inner, 0);
    let xt = cx.ir.value_type(x);
    if xt == cx.result_type() {
        let width_of = |cx: &FoldCx<'_>, t: Type| {
            int_width(cx.ctx, element_type(cx.ctx, t)).unwrap_or(sigil_numeric::INDEX_WIDTH)
        };
        let inner_ty = cx.ir.value_type(cx.ir.result(inner, 0));
        if width_of(cx, inner_ty) >= width_of(cx, xt) {
            return value(x);
        }
    }
    None
}

fn index_cast(cx: &mut FoldCx<'_>) -> Option<Folded> {
    index_cast_with(cx, b"arith.index_cast", true)
}

fn index_castui(cx: &mut FoldCx<'_>) -> Option<Folded> {
    index_cast_with(cx, b"arith.index_castui", false)
}
