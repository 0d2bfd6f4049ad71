//! `affine`'s folds: `affine.apply` of a map whose result is one of its
//! inputs is that operand, and `affine.apply`/`affine.min`/`affine.max` of
//! constant operands is the value of the map (the min or max of its results).
//!
//! Expressions are evaluated on `i64` with MLIR's meanings of `floordiv`,
//! `ceildiv` and `mod` (Euclidean). Where MLIR's evaluation gives poison (a
//! division by zero, a `mod` by a value below 1) or overflows, sigil does not
//! fold.

use sigil_affine::{AffineExpr, AffineMap, ExprId, ExprStore};
use sigil_ir::attrs::AttrData;

use super::values::{ints, make_ints, Lanes};
use super::{FoldCx, FoldResult, Folded, Hook};

pub(super) fn hook(name: &[u8]) -> Option<Hook> {
    Some(match name {
        b"affine.apply" => apply,
        b"affine.min" => min,
        b"affine.max" => max,
        _ => return None,
    })
}

fn map(cx: &FoldCx<'_>) -> Option<AffineMap> {
    match cx.ctx.attr_data(super::prop(cx.ctx, cx.ir, cx.op, b"map")?) {
        AttrData::AffineMap(m) => Some((**m).clone()),
        _ => None,
    }
}

/// The constant value of operand `i` (an index or integer scalar).
fn operand_const(cx: &FoldCx<'_>, i: usize) -> Option<i64> {
    let c = ints(cx.ctx, cx.attr(i)?)?;
    match c.lanes {
        Lanes::Scalar(v) => Some(super::values::sext(v, c.width) as i64),
        _ => None,
    }
}

/// Depth of expression evaluated before giving up.
const MAX_DEPTH: usize = 10_000;

fn eval(
    store: &dyn ExprStore,
    e: ExprId,
    inputs: &[Option<i64>],
    nd: usize,
    depth: usize,
) -> Option<i64> {
    if depth > MAX_DEPTH {
        return None;
    }
    let go = |x: ExprId| eval(store, x, inputs, nd, depth + 1);
    Some(match store.expr(e) {
        AffineExpr::Dim(i) => (*inputs.get(i as usize)?)?,
        AffineExpr::Symbol(i) => (*inputs.get(nd + i as usize)?)?,
        AffineExpr::Constant(c) => c,
        AffineExpr::Add(l, r) => go(l)?.checked_add(go(r)?)?,
        AffineExpr::Mul(l, r) => go(l)?.checked_mul(go(r)?)?,
        AffineExpr::Mod(l, r) => {
            let (a, b) = (go(l)?, go(r)?);
            if b < 1 {
                return None;
            }
            a.rem_euclid(b)
        }
        AffineExpr::FloorDiv(l, r) => {
            let (a, b) = (go(l)?, go(r)?);
            if b == 0 {
                return None;
            }
            let q = a.checked_div(b)?;
            if (a % b != 0) && ((a < 0) != (b < 0)) {
                q - 1
            } else {
                q
            }
        }
        AffineExpr::CeilDiv(l, r) => {
            let (a, b) = (go(l)?, go(r)?);
            if b == 0 {
                return None;
            }
            let q = a.checked_div(b)?;
            if (a % b != 0) && ((a < 0) == (b < 0)) {
                q + 1
            } else {
                q
            }
        }
    })
}

/// The map's results on the constant operands, if every one is constant.
fn constant_results(cx: &FoldCx<'_>, m: &AffineMap) -> Option<Vec<i64>> {
    let n = cx.ir.num_operands(cx.op);
    let inputs: Vec<Option<i64>> = (0..n).map(|i| operand_const(cx, i)).collect();
    let nd = m.num_dims() as usize;
    m.results()
        .iter()
        .map(|&r| eval(m, r, &inputs, nd, 0))
        .collect()
}

fn index_attr(cx: &mut FoldCx<'_>, v: i64) -> Option<Folded> {
    let ty = cx.result_type();
    let width = super::values::int_width(cx.ctx, ty)?;
    let a = make_ints(
        cx.ctx,
        ty,
        width,
        Lanes::Scalar(v as u128 & super::values::mask(width)),
    );
    Some(Folded::Results(smallvec::smallvec![FoldResult::Attr(a)]))
}

fn apply(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let m = map(cx)?;
    if m.num_results() != 1 {
        return None;
    }
    let forwarded = match m.result(0) {
        AffineExpr::Dim(i) => Some(i as usize),
        AffineExpr::Symbol(i) => Some(m.num_dims() as usize + i as usize),
        _ => None,
    };
    if let Some(i) = forwarded {
        if i < cx.ir.num_operands(cx.op) {
            let v = cx.operand(i);
            return Some(Folded::Results(smallvec::smallvec![FoldResult::Value(v)]));
        }
        return None;
    }
    let r = constant_results(cx, &m)?;
    index_attr(cx, r[0])
}

/// `foldMinMaxOp`: the min or max of constant results, or the operand of a
/// map that is `()[s0] -> (s0)`. (MLIR also folds some constant operands
/// into the map in place; sigil does not yet.)
fn min_max(cx: &mut FoldCx<'_>, max: bool) -> Option<Folded> {
    let m = map(cx)?;
    if let Some(r) = constant_results(cx, &m) {
        let v = if max { r.iter().max() } else { r.iter().min() };
        return index_attr(cx, *v?);
    }
    let symbol_identity = m.num_dims() == 0
        && m.num_symbols() == 1
        && m.num_results() == 1
        && m.result(0) == AffineExpr::Symbol(0);
    if symbol_identity && cx.ir.num_operands(cx.op) == 1 {
        let v = cx.operand(0);
        return Some(Folded::Results(smallvec::smallvec![FoldResult::Value(v)]));
    }
    None
}

fn min(cx: &mut FoldCx<'_>) -> Option<Folded> {
    min_max(cx, false)
}

fn max(cx: &mut FoldCx<'_>) -> Option<Folded> {
    min_max(cx, true)
}
