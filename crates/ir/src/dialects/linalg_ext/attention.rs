//! The verifiers of the `iree_linalg_ext` ops with indexing maps:
//! `attention` and `online_attention` (each operand's shape against its
//! map, the maps' domains, the score region), `exp_reduction` and
//! `custom_op` (maps against loops, operands and block arguments). IREE's
//! `emitError` checks (attention's "Rank Mismatch", "Shape Mismatch",
//! "Mismatched map domain") carry no `'name' op` prefix, as in IREE.

use crate::ops::iree_linalg_ext::{AttentionOp, CustomOp, ExpReductionOp, OnlineAttentionOp};
use sigil_affine::{AffineExpr, AffineMap};

use super::verify::{none, R, V};
use crate::attrs::AttrData;
use crate::context::Context;
use crate::dialects::structure::OperandId;
use crate::ir::{Ir, OpId};
use crate::types::{Type, TypeData, DYNAMIC};
use crate::verifier::Checker;

/// The maps of `op`'s `indexing_maps` (those that are maps).
pub(super) fn maps(ctx: &Context, ir: &Ir, op: OpId) -> Vec<AffineMap> {
    let Some(a) = crate::dialects::structure::prop(ctx, ir, op, "indexing_maps") else {
        return Vec::new();
    };
    match ctx.attr_data(a) {
        AttrData::Array(e) => e
            .iter()
            .filter_map(|&m| match ctx.attr_data(m) {
                AttrData::AffineMap(m) => Some((**m).clone()),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The loop sizes found so far, per dimension of the iteration domain:
/// `checkShape`'s state.
struct Shapes {
    sizes: Vec<Option<i64>>,
    /// `attention` says where a size clashes, `online_attention` does not.
    at_position: bool,
}

impl Shapes {
    /// `checkShape`: `shape` has the rank of `map`'s results, and each
    /// static size agrees with what the dimension it names had before.
    fn check(&mut self, v: &V<'_>, name: &str, shape: &[i64], map: &AffineMap) -> R {
        if map.num_results() != shape.len() {
            return Err(v.plain(format!(
                "Rank Mismatch for {name}. Expected: {} Got: {}",
                map.num_results(),
                shape.len()
            )));
        }
        for (i, &size) in shape.iter().enumerate() {
            // IREE casts each result to a dimension, and sizes its table by
            // the query's domain.
            let AffineExpr::Dim(pos) = map.result(i) else {
                continue;
            };
            let Some(slot) = self.sizes.get_mut(pos as usize) else {
                continue;
            };
            if size == DYNAMIC {
                continue;
            }
            let known = *slot.get_or_insert(size);
            if known != size {
                let at = if self.at_position {
                    format!(" at position {i}")
                } else {
                    String::new()
                };
                return Err(v.plain(format!(
                    "Shape Mismatch for {name}{at}. Expected: {known} Got: {size}"
                )));
            }
        }
        Ok(())
    }
}

/// `checkDomain`: `map` has as many inputs as the query's map.
fn domain(v: &V<'_>, name: &str, expected: u32, map: &AffineMap) -> R {
    if map.num_inputs() != expected {
        return Err(v.plain(format!(
            "Mismatched map domain for {name}. Expected: {expected} Got: {}",
            map.num_inputs()
        )));
    }
    Ok(())
}

/// The optional mask of the two attention ops.
const MASK: [OperandId; 2] = [AttentionOp::MASK, OnlineAttentionOp::MASK];

/// `AttentionOp::verify` (`online` false) and `OnlineAttentionOp::verify`.
fn attention_like(v: &V<'_>, online: bool) -> R {
    let (c, op) = (v.c, v.op);
    let has_mask = v.opt_ty(v.view.pick(&MASK)).is_some();
    let inputs = if has_mask { 5 } else { 4 };
    let inits = if online { 3 } else { 1 };
    let maps = maps(c.ctx(), c.ir(), op);
    if !online && maps.len() != c.ir().num_operands(op) {
        return Err(v.err("expected an indexing map for each operand"));
    }
    // IREE reads the maps by position; fewer maps than operands is out of
    // its bounds.
    if maps.len() < inputs + inits {
        return Ok(());
    }
    let mut shapes = Shapes {
        sizes: vec![None; maps[0].num_dims() as usize],
        at_position: !online,
    };
    // Each operand's map is the one at its position.
    let mut operands = vec![("Query", 0), ("Key", 1), ("Value", 2), ("Output", inputs)];
    if online {
        operands.push(("Max", inputs + 1));
        operands.push(("Sum", inputs + 2));
    }
    for &(name, i) in &operands {
        let ty = c.ir().value_type(c.ir().operand(op, i));
        shapes.check(v, name, v.shape(ty), &maps[i])?;
    }
    if let Some(mask) = v.opt_ty(v.view.pick(&MASK)) {
        shapes.check(v, "Mask", v.shape(mask), &maps[4])?;
    }
    let expected = maps[0].num_inputs();
    let mut domains = vec![
        ("Query", 0),
        ("Key", 1),
        ("Value", 2),
        ("Scale", 3),
        ("Output", inputs),
    ];
    if online {
        domains.push(("Max", inputs + 1));
        domains.push(("Sum", inputs + 2));
    }
    if has_mask {
        domains.push(("Mask", 4));
    }
    for &(name, i) in &domains {
        domain(v, name, expected, &maps[i])?;
    }
    let Some(body) = v.body() else {
        return Ok(());
    };
    let args = v.arg_types(body);
    if online && args.len() != 1 {
        return Err(v.err("expects single block argument for score"));
    }
    if args.first().is_some_and(|&t| !v.is_float(t)) {
        return Err(v.err("block argument 0 should be float"));
    }
    let Some(y) = v.yield_of(body) else {
        return Err(v.err("expected linalg_ext.yield"));
    };
    if c.ir().num_operands(y) != 1 {
        return Err(v.err("expected only one return"));
    }
    Ok(())
}

/// The inputs and the inits of an attention op: `query, key, value,
/// scale[, mask]`, then `output` (and `max, sum` online).
fn inits(v: &V<'_>, online: bool) -> std::ops::Range<usize> {
    let inputs = if v.opt_ty(v.view.pick(&MASK)).is_some() {
        5
    } else {
        4
    };
    inputs..inputs + if online { 3 } else { 1 }
}

pub(super) fn attention(c: &dyn Checker, op: OpId) -> R {
    let v = V::new(c, op);
    v.run(true, inits(&v, false), |v| attention_like(v, false), none)
}

pub(super) fn online_attention(c: &dyn Checker, op: OpId) -> R {
    let v = V::new(c, op);
    v.run(true, inits(&v, true), |v| attention_like(v, true), none)
}

pub(super) fn exp_reduction(c: &dyn Checker, op: OpId) -> R {
    let v = V::new(c, op);
    v.run(
        true,
        v.range(ExpReductionOp::OUTPUTS),
        exp_reduction_own,
        none,
    )
}

fn exp_reduction_own(v: &V<'_>) -> R {
    let (c, op) = (v.c, v.op);
    let outs = v.range(ExpReductionOp::OUTPUTS);
    for r in v.i64s(ExpReductionOp::EXP_REDUCED_OPERANDS) {
        if r == 0 {
            return Err(v.err(
                "operand index in exp_reduced_operands cannot be the 0th operand, it always contains the maximum value",
            ));
        }
        if r >= outs.len() as i64 {
            return Err(v.err(format!(
                "operand index in exp_reduced_operands must index the outs operands (outs has {} operands)",
                outs.len()
            )));
        }
    }
    let maps = maps(c.ctx(), c.ir(), op);
    if !maps.iter().all(|m| m.is_projected_permutation(true)) {
        return Err(v.err("all indexing maps must be projected permutations"));
    }
    let ir = c.ir();
    if let Some(body) = v.body() {
        if ir
            .block_ops(body)
            .any(|o| c.ctx().str_bytes(ir.op(o).name) == b"linalg.index")
        {
            return Err(v.err("linalg.index is not supported in body"));
        }
    }
    Ok(())
}

/// `CustomOp::getRank`: 0 for a scalar, else the tensor's rank.
fn rank_of(ctx: &Context, t: Type) -> usize {
    ctx.type_data(t).shape().map_or(0, <[i64]>::len)
}

fn is_scalar(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_)
    )
}

pub(super) fn custom_op(c: &dyn Checker, op: OpId) -> R {
    let v = V::new(c, op);
    v.run(true, v.range(CustomOp::OUTPUTS), custom_op_own, none)
}

fn custom_op_own(v: &V<'_>) -> R {
    let (c, op) = (v.c, v.op);
    let (ctx, ir) = (c.ctx(), c.ir());
    let outs = v.range(CustomOp::OUTPUTS);
    let maps = maps(ctx, ir, op);
    let operands = v.operand_types(op);
    if maps.len() != operands.len() {
        return Err(v.err(format!(
            "expected number of indexing maps ({}) to be same as the number of input/output operands ({})",
            maps.len(),
            operands.len()
        )));
    }
    let loops = match v
        .view
        .prop(CustomOp::ITERATOR_TYPES)
        .map(|a| ctx.attr_data(a))
    {
        Some(AttrData::Array(e)) => e.len() as u32,
        _ => 0,
    };
    let mut symbols = None;
    for (index, (map, &t)) in maps.iter().zip(&operands).enumerate() {
        if map.is_empty() {
            continue;
        }
        if map.num_dims() != loops {
            return Err(v.err(format!(
                "expected indexing_map #{index} to have {loops} dim(s) to match the number of loops or be zero"
            )));
        }
        match symbols {
            Some(n) if map.num_symbols() != n => {
                return Err(v.err(format!(
                    "inconsistent number of symbol dimensions in indexing_map #{index}, expected {n} instead of {}",
                    map.num_symbols()
                )));
            }
            Some(_) => {}
            None => symbols = Some(map.num_symbols()),
        }
        let rank = rank_of(ctx, t);
        if map.num_results() != rank {
            return Err(v.err(format!(
                "expected operand rank({rank}) to match the result rank of indexing map #{index}"
            )));
        }
    }
    let Some(body) = v.body() else {
        return Ok(());
    };
    let args = v.arg_types(body);
    if args.len() != operands.len() {
        return Err(v.err(format!(
            "expected as many basic block arguments ({}) as the number of operands ({})",
            args.len(),
            operands.len()
        )));
    }
    for (index, (&arg, &t)) in args.iter().zip(&operands).enumerate() {
        if is_scalar(ctx, t) {
            if arg != t {
                return Err(v.err(format!(
                    "for (scalar) operand #{index} expected corresponding basic block argument to be of the same type"
                )));
            }
            continue;
        }
        let TypeData::RankedTensor {
            shape,
            elem,
            encoding,
        } = ctx.type_data(t)
        else {
            continue;
        };
        let TypeData::RankedTensor {
            shape: arg_shape,
            elem: arg_elem,
            encoding: arg_encoding,
        } = ctx.type_data(arg)
        else {
            return Err(v.err(format!(
                "for (tensor) operand #{index} expected corresponding basic block argument to be tensor as well"
            )));
        };
        let same = arg_shape.len() == shape.len()
            && arg_shape.iter().all(|&d| d == DYNAMIC)
            && arg_elem == elem
            && arg_encoding == encoding;
        if !same {
            let mut expected = String::from("'tensor<");
            for _ in 0..shape.len() {
                expected.push_str("?x");
            }
            expected.push_str(&crate::printer::type_to_string(ctx, *elem));
            if let Some(e) = encoding {
                expected.push_str(", ");
                expected.push_str(&crate::printer::attr_to_string(ctx, *e));
            }
            expected.push_str(">'");
            return Err(v.err(format!(
                "expected basic block argument corresponding to (tensor) operand #{index} to be {expected} instead of {}",
                v.q(arg)
            )));
        }
    }
    let Some(y) = v.yield_of(body) else {
        return Ok(());
    };
    let yielded = v.operand_types(y);
    if yielded.len() != outs.len() {
        return Err(v.err("expected as many yields as the numbers of `outs` operand"));
    }
    let out_args = &args[args.len() - outs.len()..];
    for (index, (&y, &a)) in yielded.iter().zip(out_args).enumerate() {
        if y != a {
            return Err(v.err(format!(
                "expected type of {index}-th operand of yield to match the corresponding output basic block argument"
            )));
        }
    }
    Ok(())
}
