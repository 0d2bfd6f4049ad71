//! The `arith` dialect's canonicalization patterns: MLIR 22's declarative
//! ones (`ArithCanonicalization.td`), each a function with its DRR name and
//! benefit (the number of ops it matches), in MLIR's order per op, and the
//! C++ `SelectToExtUI`. The ops they build get DRR's location: the fused
//! location of the first N ops of its match list (N the number of ops the
//! pattern names), the list being the root then every matched op and
//! constant in post-order, so a constant matched inside the inner op
//! comes before that op.
//!
//! Not yet here: the `trunci` and `cmpf` patterns, `XOrIOfExtUI`/`ExtSI`,
//! the logical ops of extensions, and the extended multiplications.

use sigil_ir::attrs::{AttrData, Param};
use sigil_ir::{Attr, Context, Ir, OpId, Value};

use super::{build, fused_loc, FnPattern};
use crate::fold::{self, values};
use crate::rewrite::{RewritePattern, Rewriter};

macro_rules! pat {
    ($root:literal, $label:ident, $benefit:literal) => {
        Box::new(FnPattern {
            root: $root,
            label: stringify!($label),
            benefit: $benefit,
            f: $label,
        }) as Box<dyn RewritePattern>
    };
}

pub(super) fn patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pat!("arith.addi", AddIAddConstant, 2),
        pat!("arith.addi", AddISubConstantRHS, 2),
        pat!("arith.addi", AddISubConstantLHS, 2),
        pat!("arith.addi", AddIMulNegativeOneRhs, 2),
        pat!("arith.addi", AddIMulNegativeOneLhs, 2),
        pat!("arith.subi", SubIRHSAddConstant, 2),
        pat!("arith.subi", SubILHSAddConstant, 2),
        pat!("arith.subi", SubIRHSSubConstantRHS, 2),
        pat!("arith.subi", SubIRHSSubConstantLHS, 2),
        pat!("arith.subi", SubILHSSubConstantRHS, 2),
        pat!("arith.subi", SubILHSSubConstantLHS, 2),
        pat!("arith.subi", SubISubILHSRHSLHS, 2),
        pat!("arith.muli", MulIMulIConstant, 2),
        pat!("arith.xori", XOrINotCmpI, 2),
        pat!("arith.cmpi", CmpIExtSI, 3),
        pat!("arith.cmpi", CmpIExtUI, 3),
        pat!("arith.select", RedundantSelectFalse, 2),
        pat!("arith.select", RedundantSelectTrue, 2),
        pat!("arith.select", SelectNotCond, 2),
        pat!("arith.select", SelectI1ToNot, 1),
        pat!("arith.select", SelectToExtUI, 1),
        pat!("arith.extsi", ExtSIOfExtUI, 2),
        pat!("arith.index_cast", IndexCastOfExtSI, 2),
        pat!("arith.index_castui", IndexCastUIOfExtUI, 2),
    ]
}

fn def(rw: &Rewriter<'_>, v: Value, name: &[u8]) -> Option<OpId> {
    fold::defined_by(rw.ctx, rw.ir(), v, name)
}

/// `ConstantLikeMatcher APIntAttr:$c`: a constant whose value is a scalar
/// integer attribute.
fn int_const(rw: &Rewriter<'_>, v: Value) -> Option<Attr> {
    let a = fold::value_constant(rw.ctx, rw.ir(), v)?.attr()?;
    matches!(rw.ctx.attr_data(a), AttrData::Integer { .. }).then_some(a)
}

/// `ConstantLikeMatcher AnyAttr:$c` with `IsScalarOrSplatNegativeOne`.
fn is_minus_one(rw: &Rewriter<'_>, v: Value) -> bool {
    fold::value_constant(rw.ctx, rw.ir(), v)
        .and_then(|c| c.attr())
        .and_then(|a| values::ints(rw.ctx, a))
        .is_some_and(|c| c.is_all_ones())
}

/// A constant `i1` equal to `b` (`ConstantAttr<I1Attr, "0"/"1">`).
fn is_i1(rw: &Rewriter<'_>, v: Value, b: bool) -> bool {
    let Some(a) = int_const(rw, v) else {
        return false;
    };
    match rw.ctx.attr_data(a) {
        AttrData::Integer { ty, value } => {
            matches!(
                rw.ctx.type_data(*ty),
                sigil_ir::TypeData::Integer { width: 1, .. }
            ) && value.is_zero() != b
        }
        _ => false,
    }
}

fn ovf(ctx: &Context, ir: &Ir, op: OpId) -> Option<Attr> {
    fold::prop(ctx, ir, op, b"overflowFlags")
}

/// `MergeOverflow`: the flags both ops have.
fn merge_overflow(rw: &mut Rewriter<'_>, a: OpId, b: OpId) -> Option<Attr> {
    let (x, y) = (ovf(rw.ctx, rw.ir(), a)?, ovf(rw.ctx, rw.ir(), b)?);
    if x == y {
        return Some(x);
    }
    let (AttrData::Dialect(dx), AttrData::Dialect(dy)) = (rw.ctx.attr_data(x), rw.ctx.attr_data(y))
    else {
        return None;
    };
    let (Some(Param::Int(fx)), Some(Param::Int(fy))) = (dx.params.first(), dy.params.first())
    else {
        return None;
    };
    let (def, bits) = (dx.def, fx & fy);
    Some(def.build(rw.ctx, vec![Param::Int(bits)], None))
}

/// An `arith.constant` of `value` before `before`.
fn constant(rw: &mut Rewriter<'_>, before: OpId, loc: sigil_ir::LocRef, value: Attr) -> Value {
    let ty = match rw.ctx.attr_data(value) {
        AttrData::Integer { ty, .. } => *ty,
        AttrData::DenseElements { ty, .. } => *ty,
        _ => unreachable!("an integer constant"),
    };
    build(
        rw,
        before,
        "arith.constant",
        loc,
        &[],
        ty,
        &[("value", value)],
    )
}

fn int_op(
    rw: &mut Rewriter<'_>,
    root: OpId,
    name: &str,
    loc: sigil_ir::LocRef,
    operands: &[Value],
    flags: Option<Attr>,
) -> Value {
    let ty = rw.ir().value_type(rw.ir().result(root, 0));
    match flags {
        Some(f) => build(rw, root, name, loc, operands, ty, &[("overflowFlags", f)]),
        None => build(rw, root, name, loc, operands, ty, &[]),
    }
}

/// `c0 op c1` as an attribute of the result's type.
fn combine(rw: &mut Rewriter<'_>, a: Attr, b: Attr, f: fn(u128, u128) -> u128) -> Option<Attr> {
    values::fold_binary(rw.ctx, a, b, |x, y, _| Some(f(x, y)))
}

/// `outer(inner(x, c0), c1)` (and the like): the shared matcher of the
/// constant-reassociation patterns. `inner_const_lhs` says where `c0`
/// is in `inner`, `outer_const_lhs` where `c1` is in the root.
struct Reassoc {
    inner: OpId,
    x: Value,
    c0: Attr,
    c1: Attr,
    /// The op DRR takes the second location from: the constant matched
    /// first in its post-order walk (`c1` when it is the root's left
    /// operand, else `c0`).
    loc_op: OpId,
}

/// The op defining `v`.
fn def_op(rw: &Rewriter<'_>, v: Value) -> OpId {
    match rw.ir().value_def(v) {
        Some(sigil_ir::ValueDef::Result { op, .. }) => op,
        _ => unreachable!("a constant's value has a defining op"),
    }
}

fn reassoc(
    rw: &Rewriter<'_>,
    root: OpId,
    inner_name: &[u8],
    inner_const_lhs: bool,
    outer_const_lhs: bool,
) -> Option<Reassoc> {
    let (i_op, c1v) = if outer_const_lhs {
        (rw.ir().operand(root, 1), rw.ir().operand(root, 0))
    } else {
        (rw.ir().operand(root, 0), rw.ir().operand(root, 1))
    };
    let inner = def(rw, i_op, inner_name)?;
    let c1 = int_const(rw, c1v)?;
    let (xv, c0v) = if inner_const_lhs {
        (rw.ir().operand(inner, 1), rw.ir().operand(inner, 0))
    } else {
        (rw.ir().operand(inner, 0), rw.ir().operand(inner, 1))
    };
    let c0 = int_const(rw, c0v)?;
    let loc_op = def_op(rw, if outer_const_lhs { c1v } else { c0v });
    Some(Reassoc {
        inner,
        x: xv,
        c0,
        c1,
        loc_op,
    })
}

/// Rewrites `root` as `name(lhs, rhs)` where one side is a new constant.
#[allow(clippy::too_many_arguments)]
fn rebuild(
    rw: &mut Rewriter<'_>,
    root: OpId,
    m: &Reassoc,
    name: &str,
    value: Attr,
    const_lhs: bool,
    merge: bool,
) -> bool {
    let loc = fused_loc(rw, &[root, m.loc_op]);
    let flags = if merge {
        merge_overflow(rw, m.inner, root)
    } else {
        None
    };
    let c = constant(rw, root, loc, value);
    let ops = if const_lhs { [c, m.x] } else { [m.x, c] };
    let v = int_op(rw, root, name, loc, &ops, flags);
    rw.replace_op(root, &[v]);
    true
}

#[allow(non_snake_case)]
fn AddIAddConstant(root: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(m) = reassoc(rw, root, b"arith.addi", false, false) else {
        return false;
    };
    let Some(v) = combine(rw, m.c0, m.c1, u128::wrapping_add) else {
        return false;
    };
    rebuild(rw, root, &m, "arith.addi", v, false, true)
}

#[allow(non_snake_case)]
fn AddISubConstantRHS(root: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(m) = reassoc(rw, root, b"arith.subi", false, false) else {
        return false;
    };
    let Some(v) = combine(rw, m.c1, m.c0, u128::wrapping_sub) else {
        return false;
    };
    rebuild(rw, root, &m, "arith.addi", v, false, true)
}

#[allow(non_snake_case)]
fn AddISubConstantLHS(root: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(m) = reassoc(rw, root, b"arith.subi", true, false) else {
        return false;
    };
    let Some(v) = combine(rw, m.c0, m.c1, u128::wrapping_add) else {
        return false;
    };
    rebuild(rw, root, &m, "arith.subi", v, true, true)
}

/// `addi(x, muli(y, -1))` or `addi(muli(x, -1), y)`: a `subi`.
fn add_mul_minus_one(root: OpId, rw: &mut Rewriter<'_>, mul_rhs: bool) -> bool {
    let (x, mv) = if mul_rhs {
        (rw.ir().operand(root, 0), rw.ir().operand(root, 1))
    } else {
        (rw.ir().operand(root, 1), rw.ir().operand(root, 0))
    };
    let Some(mul) = def(rw, mv, b"arith.muli") else {
        return false;
    };
    let (y, c) = (rw.ir().operand(mul, 0), rw.ir().operand(mul, 1));
    if !is_minus_one(rw, c) {
        return false;
    }
    let loc = fused_loc(rw, &[root, def_op(rw, c)]);
    let v = int_op(rw, root, "arith.subi", loc, &[x, y], None);
    rw.replace_op(root, &[v]);
    true
}

#[allow(non_snake_case)]
fn AddIMulNegativeOneRhs(root: OpId, rw: &mut Rewriter<'_>) -> bool {
    add_mul_minus_one(root, rw, true)
}

#[allow(non_snake_case)]
fn AddIMulNegativeOneLhs(root: OpId, rw: &mut Rewriter<'_>) -> bool {
    add_mul_minus_one(root, rw, false)
}

#[allow(non_snake_case)]
fn SubIRHSAddConstant(root: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(m) = reassoc(rw, root, b"arith.addi", false, false) else {
        return false;
    };
    let Some(v) = combine(rw, m.c0, m.c1, u128::wrapping_sub) else {
        return false;
    };
    // DefOverflow: the new addi has no flags.
    rebuild(rw, root, &m, "arith.addi", v, false, false)
}

#[allow(non_snake_case)]
fn SubILHSAddConstant(root: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(m) = reassoc(rw, root, b"arith.addi", false, true) else {
        return false;
    };
    let Some(v) = combine(rw, m.c1, m.c0, u128::wrapping_sub) else {
        return false;
    };
    rebuild(rw, root, &m, "arith.subi", v, true, true)
}

#[allow(non_snake_case)]
fn SubIRHSSubConstantRHS(root: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(m) = reassoc(rw, root, b"arith.subi", false, false) else {
        return false;
    };
    let Some(v) = combine(rw, m.c0, m.c1, u128::wrapping_add) else {
        return false;
    };
    rebuild(rw, root, &m, "arith.subi", v, false, true)
}

#[allow(non_snake_case)]
fn SubIRHSSubConstantLHS(root: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(m) = reassoc(rw, root, b"arith.subi", true, false) else {
        return false;
    };
    let Some(v) = combine(rw, m.c0, m.c1, u128::wrapping_sub) else {
        return false;
    };
    rebuild(rw, root, &m, "arith.subi", v, true, true)
}

#[allow(non_snake_case)]
fn SubILHSSubConstantRHS(root: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(m) = reassoc(rw, root, b"arith.subi", false, true) else {
        return false;
    };
    let Some(v) = combine(rw, m.c0, m.c1, u128::wrapping_add) else {
        return false;
    };
    rebuild(rw, root, &m, "arith.subi", v, true, true)
}

#[allow(non_snake_case)]
fn SubILHSSubConstantLHS(root: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(m) = reassoc(rw, root, b"arith.subi", true, true) else {
        return false;
    };
    let Some(v) = combine(rw, m.c1, m.c0, u128::wrapping_sub) else {
        return false;
    };
    rebuild(rw, root, &m, "arith.addi", v, false, true)
}

/// `subi(subi(a, b), a)`: `subi(0, b)`.
#[allow(non_snake_case)]
fn SubISubILHSRHSLHS(root: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(inner) = def(rw, rw.ir().operand(root, 0), b"arith.subi") else {
        return false;
    };
    let (x, y) = (rw.ir().operand(inner, 0), rw.ir().operand(inner, 1));
    if rw.ir().operand(root, 1) != x {
        return false;
    }
    let yt = rw.ir().value_type(y);
    let Some(zero) = values::zero_attr(rw.ctx, yt) else {
        return false;
    };
    let loc = fused_loc(rw, &[root, inner]);
    let flags = merge_overflow(rw, inner, root);
    let c = constant(rw, root, loc, zero);
    let v = int_op(rw, root, "arith.subi", loc, &[c, y], flags);
    rw.replace_op(root, &[v]);
    true
}

/// `muli(muli(x, c0), c1)`: `muli(x, c0 * c1)`, for constants of the
/// result's type.
#[allow(non_snake_case)]
fn MulIMulIConstant(root: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(m) = reassoc(rw, root, b"arith.muli", false, false) else {
        return false;
    };
    let rt = rw.ir().value_type(rw.ir().result(root, 0));
    let ty_of = |rw: &Rewriter<'_>, a: Attr| match rw.ctx.attr_data(a) {
        AttrData::Integer { ty, .. } => Some(*ty),
        _ => None,
    };
    if ty_of(rw, m.c0) != Some(rt) || ty_of(rw, m.c1) != Some(rt) {
        return false;
    }
    let Some(v) = combine(rw, m.c0, m.c1, u128::wrapping_mul) else {
        return false;
    };
    rebuild(rw, root, &m, "arith.muli", v, false, true)
}

/// The `predicate` property of a `cmpi`.
fn predicate(rw: &Rewriter<'_>, op: OpId) -> Option<i64> {
    let a = fold::prop(rw.ctx, rw.ir(), op, b"predicate")?;
    match rw.ctx.attr_data(a) {
        AttrData::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

fn cmpi(
    rw: &mut Rewriter<'_>,
    root: OpId,
    loc: sigil_ir::LocRef,
    pred: i64,
    a: Value,
    b: Value,
) -> Value {
    let i64t = rw.ctx.i(64);
    let p = values::make_ints(rw.ctx, i64t, 64, values::Lanes::Scalar(pred as u128));
    let ty = rw.ir().value_type(rw.ir().result(root, 0));
    build(
        rw,
        root,
        "arith.cmpi",
        loc,
        &[a, b],
        ty,
        &[("predicate", p)],
    )
}

/// `xori(cmpi(p, a, b), true)`: `cmpi(!p, a, b)`.
#[allow(non_snake_case)]
fn XOrINotCmpI(root: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(cmp) = def(rw, rw.ir().operand(root, 0), b"arith.cmpi") else {
        return false;
    };
    if !is_i1(rw, rw.ir().operand(root, 1), true) {
        return false;
    }
    let Some(p) = predicate(rw, cmp) else {
        return false;
    };
    let inverted = match p {
        0 => 1,
        1 => 0,
        2 => 5,
        3 => 4,
        4 => 3,
        5 => 2,
        6 => 9,
        7 => 8,
        8 => 7,
        _ => 6,
    };
    let (a, b) = (rw.ir().operand(cmp, 0), rw.ir().operand(cmp, 1));
    let loc = fused_loc(rw, &[root, cmp]);
    let v = cmpi(rw, root, loc, inverted, a, b);
    rw.replace_op(root, &[v]);
    true
}

/// `cmpi(eq/ne, ext(a), ext(b))` with `a` and `b` of one type: `cmpi(a, b)`.
fn cmp_ext(root: OpId, rw: &mut Rewriter<'_>, ext: &[u8]) -> bool {
    let (Some(ea), Some(eb)) = (
        def(rw, rw.ir().operand(root, 0), ext),
        def(rw, rw.ir().operand(root, 1), ext),
    ) else {
        return false;
    };
    let (a, b) = (rw.ir().operand(ea, 0), rw.ir().operand(eb, 0));
    if rw.ir().value_type(a) != rw.ir().value_type(b) {
        return false;
    }
    let Some(p @ (0 | 1)) = predicate(rw, root) else {
        return false;
    };
    let loc = fused_loc(rw, &[root, ea, eb]);
    let v = cmpi(rw, root, loc, p, a, b);
    rw.replace_op(root, &[v]);
    true
}

#[allow(non_snake_case)]
fn CmpIExtSI(root: OpId, rw: &mut Rewriter<'_>) -> bool {
    cmp_ext(root, rw, b"arith.extsi")
}

#[allow(non_snake_case)]
fn CmpIExtUI(root: OpId, rw: &mut Rewriter<'_>) -> bool {
    cmp_ext(root, rw, b"arith.extui")
}

fn select(
    rw: &mut Rewriter<'_>,
    root: OpId,
    loc: sigil_ir::LocRef,
    c: Value,
    a: Value,
    b: Value,
) -> Value {
    let ty = rw.ir().value_type(rw.ir().result(root, 0));
    build(rw, root, "arith.select", loc, &[c, a, b], ty, &[])
}

/// `select(p, a, select(p, b, c))`: `select(p, a, c)`.
#[allow(non_snake_case)]
fn RedundantSelectFalse(root: OpId, rw: &mut Rewriter<'_>) -> bool {
    let p = rw.ir().operand(root, 0);
    let Some(inner) = def(rw, rw.ir().operand(root, 2), b"arith.select") else {
        return false;
    };
    if rw.ir().operand(inner, 0) != p {
        return false;
    }
    let (a, c) = (rw.ir().operand(root, 1), rw.ir().operand(inner, 2));
    let loc = fused_loc(rw, &[root, inner]);
    let v = select(rw, root, loc, p, a, c);
    rw.replace_op(root, &[v]);
    true
}

/// `select(p, select(p, a, b), c)`: `select(p, a, c)`.
#[allow(non_snake_case)]
fn RedundantSelectTrue(root: OpId, rw: &mut Rewriter<'_>) -> bool {
    let p = rw.ir().operand(root, 0);
    let Some(inner) = def(rw, rw.ir().operand(root, 1), b"arith.select") else {
        return false;
    };
    if rw.ir().operand(inner, 0) != p {
        return false;
    }
    let (a, c) = (rw.ir().operand(inner, 1), rw.ir().operand(root, 2));
    let loc = fused_loc(rw, &[root, inner]);
    let v = select(rw, root, loc, p, a, c);
    rw.replace_op(root, &[v]);
    true
}

/// `select(xori(p, -1), a, b)`: `select(p, b, a)`.
#[allow(non_snake_case)]
fn SelectNotCond(root: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(x) = def(rw, rw.ir().operand(root, 0), b"arith.xori") else {
        return false;
    };
    let ones = rw.ir().operand(x, 1);
    if int_const(rw, ones).is_none() || !is_minus_one(rw, ones) {
        return false;
    }
    let p = rw.ir().operand(x, 0);
    let (a, b) = (rw.ir().operand(root, 1), rw.ir().operand(root, 2));
    let loc = fused_loc(rw, &[root, def_op(rw, ones)]);
    let v = select(rw, root, loc, p, b, a);
    rw.replace_op(root, &[v]);
    true
}

/// `select(p, false, true)`: `xori(p, true)`.
#[allow(non_snake_case)]
fn SelectI1ToNot(root: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (p, a, b) = (
        rw.ir().operand(root, 0),
        rw.ir().operand(root, 1),
        rw.ir().operand(root, 2),
    );
    if !is_i1(rw, a, false) || !is_i1(rw, b, true) {
        return false;
    }
    let loc = fused_loc(rw, &[root]);
    let i1 = rw.ctx.i(1);
    let t = values::make_ints(rw.ctx, i1, 1, values::Lanes::Scalar(1));
    let c = constant(rw, root, loc, t);
    let ty = rw.ir().value_type(rw.ir().result(root, 0));
    let v = build(rw, root, "arith.xori", loc, &[p, c], ty, &[]);
    rw.replace_op(root, &[v]);
    true
}

/// `select(p, 1, 0)` on a wider integer: `extui(p)`; `select(p, 0, 1)`:
/// `extui(xori(p, 1))`.
#[allow(non_snake_case)]
fn SelectToExtUI(root: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ty = rw.ir().value_type(rw.ir().result(root, 0));
    if !matches!(rw.ctx.type_data(ty), sigil_ir::TypeData::Integer { width, .. } if *width != 1) {
        return false;
    }
    let is = |rw: &Rewriter<'_>, v: Value, x: u128| {
        fold::value_constant(rw.ctx, rw.ir(), v)
            .and_then(|c| c.attr())
            .and_then(|a| values::ints(rw.ctx, a))
            .is_some_and(|c| c.is(x))
    };
    let (p, a, b) = (
        rw.ir().operand(root, 0),
        rw.ir().operand(root, 1),
        rw.ir().operand(root, 2),
    );
    let loc = rw.ir().op(root).loc;
    if is(rw, a, 1) && is(rw, b, 0) {
        let v = build(rw, root, "arith.extui", loc, &[p], ty, &[]);
        rw.replace_op(root, &[v]);
        return true;
    }
    if is(rw, a, 0) && is(rw, b, 1) {
        let pt = rw.ir().value_type(p);
        let one = values::make_ints(rw.ctx, pt, 1, values::Lanes::Scalar(1));
        let c = constant(rw, root, loc, one);
        let n = build(rw, root, "arith.xori", loc, &[p, c], pt, &[]);
        let v = build(rw, root, "arith.extui", loc, &[n], ty, &[]);
        rw.replace_op(root, &[v]);
        return true;
    }
    false
}

/// `outer(inner(x))`: `new(x)` of the root's type.
fn cast_of_cast(root: OpId, rw: &mut Rewriter<'_>, inner: &[u8], new: &str) -> bool {
    let Some(i) = def(rw, rw.ir().operand(root, 0), inner) else {
        return false;
    };
    let x = rw.ir().operand(i, 0);
    let loc = fused_loc(rw, &[root, i]);
    let ty = rw.ir().value_type(rw.ir().result(root, 0));
    let v = build(rw, root, new, loc, &[x], ty, &[]);
    rw.replace_op(root, &[v]);
    true
}

#[allow(non_snake_case)]
fn ExtSIOfExtUI(root: OpId, rw: &mut Rewriter<'_>) -> bool {
    cast_of_cast(root, rw, b"arith.extui", "arith.extui")
}

#[allow(non_snake_case)]
fn IndexCastOfExtSI(root: OpId, rw: &mut Rewriter<'_>) -> bool {
    cast_of_cast(root, rw, b"arith.extsi", "arith.index_cast")
}

#[allow(non_snake_case)]
fn IndexCastUIOfExtUI(root: OpId, rw: &mut Rewriter<'_>) -> bool {
    cast_of_cast(root, rw, b"arith.extui", "arith.index_castui")
}
