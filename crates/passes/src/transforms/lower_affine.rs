//! `lower-affine`: MLIR's lowering of the `affine` dialect to `arith`,
//! `memref`, `scf` and `vector`, through the partial-conversion driver
//! ([`crate::rewrite::conversion`]) with MLIR's target: those four dialects
//! legal, every other op unknown (so folded first, then rewritten when a
//! rule applies, else left alone).
//!
//! An affine map is expanded result by result, each expression from the
//! root down, left operand first, into the ops of MLIR's
//! `AffineApplyExpander`: `addi`, `muli` with `nsw`, `mod` as a corrected
//! `remsi`, `floordiv` and `ceildiv` as one `divsi` between selects, and an
//! `arith.constant` for each constant met. A multi-result bound becomes a
//! chain of `maxsi` (lower bounds) or `minsi` (upper bounds).
//!
//! Lowered: `apply`, `min`, `max`, `load`, `store`, `prefetch`,
//! `vector_load`, `vector_store`, `dma_start`, `dma_wait`, `for` (into
//! `scf.for`, its region moved), `if` (into `scf.if`), `yield` (into
//! `scf.yield`, except in a parallel loop) and `parallel` (into
//! `scf.parallel`, its reductions into `scf.reduce` bodies from their
//! identity values). Not yet: the index ops (`linearize_index`,
//! `delinearize_index`), which stay as they are, and the folds MLIR's
//! `affine.for`/`affine.if`/`affine.parallel` run on their maps first
//! (`canonicalizeMapAndOperands`), so a bound or condition whose map MLIR
//! would reorder or compose with an `affine.apply` comes out differently.

use sigil_affine::{AffineExpr, AffineMap, ExprId, ExprStore, IntegerSet};
use sigil_ir::attrs::{AttrData, Param};
use sigil_ir::{Attr, Context, Ir, OpId, Type, Value};

use crate::pass::{Pass, PassFailed, Target};
use crate::rewrite::conversion::{cmpi, run_conversion, At, Converter, Legality, Lowering};

/// The `lower-affine` pass.
pub struct LowerAffine;

impl Pass for LowerAffine {
    fn argument(&self) -> &str {
        "lower-affine"
    }

    fn name(&self) -> &str {
        "LowerAffinePass"
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        run_conversion(t, &Rules)
    }
}

struct Rules;

impl Lowering for Rules {
    fn legality(&self, ctx: &Context, ir: &Ir, op: OpId) -> Legality {
        let name = ctx.str_bytes(ir.op(op).name);
        Legality::by_dialect(name, &["arith", "memref", "scf", "vector"])
    }

    fn rewrite(
        &self,
        cv: &mut Converter<'_>,
        op: OpId,
        at: At,
    ) -> Result<Option<Vec<Value>>, OpId> {
        let name = cv.name(op).to_vec();
        let operands: Vec<Value> = cv.ir.operands(op).collect();
        Ok(match name.as_slice() {
            b"affine.apply" => {
                let Some(map) = map_prop(cv, op, b"map") else {
                    return Ok(None);
                };
                expand_map(cv, at, &map, &operands)?
            }
            b"affine.min" | b"affine.max" => {
                let Some(map) = map_prop(cv, op, b"map") else {
                    return Ok(None);
                };
                let max = name.as_slice() == b"affine.max";
                reduce_map(cv, at, &map, &operands, max)?.map(|v| vec![v])
            }
            b"affine.load" | b"affine.vector_load" | b"affine.prefetch" => {
                let Some(map) = map_prop(cv, op, b"map") else {
                    return Ok(None);
                };
                let Some(indices) = expand_map(cv, at, &map, &operands[1..])? else {
                    return Ok(None);
                };
                let mut args = vec![operands[0]];
                args.extend(indices);
                match name.as_slice() {
                    b"affine.prefetch" => {
                        let given: Vec<(&str, Attr)> = ["isWrite", "localityHint", "isDataCache"]
                            .into_iter()
                            .filter_map(|p| Some((p, cv.prop(op, p.as_bytes())?)))
                            .collect();
                        let props = crate::patterns::props_with(cv.ctx, "memref.prefetch", &given);
                        cv.create(at, "memref.prefetch", &args, &[], props);
                        Some(vec![])
                    }
                    _ => {
                        let ty = cv.ty(cv.ir.result(op, 0));
                        let new = if name.as_slice() == b"affine.load" {
                            "memref.load"
                        } else {
                            "vector.load"
                        };
                        Some(vec![cv.op(at, new, &args, ty, &[])?])
                    }
                }
            }
            b"affine.store" | b"affine.vector_store" => {
                let Some(map) = map_prop(cv, op, b"map") else {
                    return Ok(None);
                };
                let Some(indices) = expand_map(cv, at, &map, &operands[2..])? else {
                    return Ok(None);
                };
                let mut args = vec![operands[0], operands[1]];
                args.extend(indices);
                let new = if name.as_slice() == b"affine.store" {
                    "memref.store"
                } else {
                    "vector.store"
                };
                let props = crate::patterns::props_with(cv.ctx, new, &[]);
                cv.create(at, new, &args, &[], props);
                Some(vec![])
            }
            b"affine.yield" => {
                let parent = cv.ir.parent_op(op);
                let in_parallel = parent
                    .is_some_and(|p| matches!(cv.name(p), b"scf.parallel" | b"affine.parallel"));
                if in_parallel {
                    return Ok(None);
                }
                cv.create(at, "scf.yield", &operands, &[], None);
                Some(vec![])
            }
            b"affine.dma_start" => lower_dma_start(cv, op, at, &operands)?,
            b"affine.dma_wait" => {
                let Some(map) = map_prop(cv, op, b"tag_map") else {
                    return Ok(None);
                };
                let n = map.num_inputs() as usize;
                if operands.len() != n + 2 {
                    return Ok(None);
                }
                let Some(tag) = expand_map(cv, at, &map, &operands[1..1 + n])? else {
                    return Ok(None);
                };
                let mut args = vec![operands[0]];
                args.extend(tag);
                args.push(operands[1 + n]);
                cv.create(at, "memref.dma_wait", &args, &[], None);
                Some(vec![])
            }
            b"affine.for" => lower_for(cv, op, at, &operands)?,
            b"affine.if" => lower_if(cv, op, at, &operands)?,
            b"affine.parallel" => lower_parallel(cv, op, at, &operands)?,
            _ => None,
        })
    }
}

/// An affine map property of `op`.
fn map_prop(cv: &Converter<'_>, op: OpId, name: &[u8]) -> Option<AffineMap> {
    match cv.ctx.attr_data(cv.prop(op, name)?) {
        AttrData::AffineMap(m) => Some((**m).clone()),
        _ => None,
    }
}

/// Depth of expression expanded before giving up (the parser bounds an
/// expression's nesting well below it).
const MAX_EXPR_DEPTH: usize = 10_000;

/// `expandAffineExpr`: the ops computing `e`, or `None` where MLIR refuses
/// (a `mod`, `floordiv` or `ceildiv` by a constant that is not positive).
fn expand_expr(
    cv: &mut Converter<'_>,
    at: At,
    store: &dyn ExprStore,
    e: ExprId,
    dims: &[Value],
    syms: &[Value],
    depth: usize,
) -> Result<Option<Value>, OpId> {
    if depth > MAX_EXPR_DEPTH {
        return Ok(None);
    }
    let node = store.expr(e);
    let (kind, l, r) = match node {
        AffineExpr::Dim(i) => return Ok(dims.get(i as usize).copied()),
        AffineExpr::Symbol(i) => return Ok(syms.get(i as usize).copied()),
        AffineExpr::Constant(c) => return Ok(Some(cv.index_const(at, c)?)),
        AffineExpr::Add(l, r) => ("add", l, r),
        AffineExpr::Mul(l, r) => ("mul", l, r),
        AffineExpr::Mod(l, r) => ("mod", l, r),
        AffineExpr::FloorDiv(l, r) => ("floordiv", l, r),
        AffineExpr::CeilDiv(l, r) => ("ceildiv", l, r),
    };
    if kind != "add" && kind != "mul" {
        if let AffineExpr::Constant(c) = store.expr(r) {
            if c <= 0 {
                return Ok(None);
            }
        }
    }
    let Some(a) = expand_expr(cv, at, store, l, dims, syms, depth + 1)? else {
        return Ok(None);
    };
    let Some(b) = expand_expr(cv, at, store, r, dims, syms, depth + 1)? else {
        return Ok(None);
    };
    let v = match kind {
        "add" => cv.bin(at, "arith.addi", a, b)?,
        "mul" => {
            let nsw = nsw(cv.ctx);
            cv.bin_with(at, "arith.muli", a, b, &[("overflowFlags", nsw)])?
        }
        "mod" => {
            let rem = cv.bin(at, "arith.remsi", a, b)?;
            let zero = cv.index_const(at, 0)?;
            let negative = cv.cmpi(at, cmpi::SLT, rem, zero)?;
            let corrected = cv.bin(at, "arith.addi", rem, b)?;
            cv.select(at, negative, corrected, rem)?
        }
        "floordiv" => {
            let zero = cv.index_const(at, 0)?;
            let minus_one = cv.index_const(at, -1)?;
            let negative = cv.cmpi(at, cmpi::SLT, a, zero)?;
            let neg_dec = cv.bin(at, "arith.subi", minus_one, a)?;
            let dividend = cv.select(at, negative, neg_dec, a)?;
            let q = cv.bin(at, "arith.divsi", dividend, b)?;
            let corrected = cv.bin(at, "arith.subi", minus_one, q)?;
            cv.select(at, negative, corrected, q)?
        }
        _ => {
            let zero = cv.index_const(at, 0)?;
            let one = cv.index_const(at, 1)?;
            let non_positive = cv.cmpi(at, cmpi::SLE, a, zero)?;
            let negated = cv.bin(at, "arith.subi", zero, a)?;
            let decremented = cv.bin(at, "arith.subi", a, one)?;
            let dividend = cv.select(at, non_positive, negated, decremented)?;
            let q = cv.bin(at, "arith.divsi", dividend, b)?;
            let neg_q = cv.bin(at, "arith.subi", zero, q)?;
            let inc_q = cv.bin(at, "arith.addi", q, one)?;
            cv.select(at, non_positive, neg_q, inc_q)?
        }
    };
    Ok(Some(v))
}

/// `#arith.overflow<nsw>`.
fn nsw(ctx: &mut Context) -> Attr {
    let def = sigil_ir::dialects::attr_def(b"arith", b"overflow")
        .expect("arith's overflow attribute is registered");
    def.build(ctx, vec![Param::Int(1)], None)
}

/// `expandAffineMap`: each result of `map` applied to `operands` (dims
/// first, then symbols).
fn expand_map(
    cv: &mut Converter<'_>,
    at: At,
    map: &AffineMap,
    operands: &[Value],
) -> Result<Option<Vec<Value>>, OpId> {
    let nd = (map.num_dims() as usize).min(operands.len());
    let (dims, syms) = operands.split_at(nd);
    let mut out = Vec::with_capacity(map.num_results());
    for &r in map.results() {
        match expand_expr(cv, at, map, r, dims, syms, 0)? {
            Some(v) => out.push(v),
            None => return Ok(None),
        }
    }
    Ok(Some(out))
}

/// The results of `map` reduced by a chain of `maxsi` (`max`) or `minsi`.
fn reduce_map(
    cv: &mut Converter<'_>,
    at: At,
    map: &AffineMap,
    operands: &[Value],
    max: bool,
) -> Result<Option<Value>, OpId> {
    let Some(values) = expand_map(cv, at, map, operands)? else {
        return Ok(None);
    };
    let Some((&first, rest)) = values.split_first() else {
        return Ok(None);
    };
    let name = if max { "arith.maxsi" } else { "arith.minsi" };
    let mut acc = first;
    for &v in rest {
        acc = cv.bin(at, name, acc, v)?;
    }
    Ok(Some(acc))
}

/// The integer value of an `IndexAttr`/`IntegerAttr` property.
fn int_prop(cv: &Converter<'_>, op: OpId, name: &[u8]) -> Option<i64> {
    match cv.ctx.attr_data(cv.prop(op, name)?) {
        AttrData::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// Moves the blocks of `from` into `to` (empty), as `inlineRegionBefore`.
fn move_region(cv: &mut Converter<'_>, from: sigil_ir::RegionId, to: sigil_ir::RegionId) {
    cv.ir
        .inline_region_before(from, to, None)
        .expect("a region moved into a new op");
}

/// `affine.dma_start` (source, its map operands, destination, its map
/// operands, tag, its map operands, element count, then stride and
/// elements per stride if any) as `memref.dma_start` (source and indices,
/// destination and indices, element count, tag and indices, stride).
fn lower_dma_start(
    cv: &mut Converter<'_>,
    op: OpId,
    at: At,
    operands: &[Value],
) -> Result<Option<Vec<Value>>, OpId> {
    let (Some(src_map), Some(dst_map), Some(tag_map)) = (
        map_prop(cv, op, b"src_map"),
        map_prop(cv, op, b"dst_map"),
        map_prop(cv, op, b"tag_map"),
    ) else {
        return Ok(None);
    };
    let ns = src_map.num_inputs() as usize;
    let nd = dst_map.num_inputs() as usize;
    let nt = tag_map.num_inputs() as usize;
    let dst_at = 1 + ns;
    let tag_at = dst_at + 1 + nd;
    let rest_at = tag_at + 1 + nt;
    if operands.len() <= rest_at {
        return Ok(None);
    }
    let Some(src) = expand_map(cv, at, &src_map, &operands[1..dst_at])? else {
        return Ok(None);
    };
    let Some(dst) = expand_map(cv, at, &dst_map, &operands[dst_at + 1..tag_at])? else {
        return Ok(None);
    };
    let Some(tag) = expand_map(cv, at, &tag_map, &operands[tag_at + 1..rest_at])? else {
        return Ok(None);
    };
    let mut args = vec![operands[0]];
    args.extend(src);
    args.push(operands[dst_at]);
    args.extend(dst);
    args.push(operands[rest_at]);
    args.push(operands[tag_at]);
    args.extend(tag);
    args.extend_from_slice(&operands[rest_at + 1..]);
    cv.create(at, "memref.dma_start", &args, &[], None);
    Ok(Some(vec![]))
}

fn lower_for(
    cv: &mut Converter<'_>,
    op: OpId,
    at: At,
    operands: &[Value],
) -> Result<Option<Vec<Value>>, OpId> {
    let (Some(lb_map), Some(ub_map), Some(step)) = (
        map_prop(cv, op, b"lowerBoundMap"),
        map_prop(cv, op, b"upperBoundMap"),
        int_prop(cv, op, b"step"),
    ) else {
        return Ok(None);
    };
    let seg = crate::fold::segments(cv.ctx, cv.ir, op).unwrap_or_default();
    let (nl, nu) = match seg.as_slice() {
        [l, u, _] => (*l as usize, *u as usize),
        _ => return Ok(None),
    };
    let (lb_ops, rest) = operands.split_at(nl.min(operands.len()));
    let (ub_ops, inits) = rest.split_at(nu.min(rest.len()));
    let Some(lb) = reduce_map(cv, at, &lb_map, lb_ops, true)? else {
        return Ok(None);
    };
    let Some(ub) = reduce_map(cv, at, &ub_map, ub_ops, false)? else {
        return Ok(None);
    };
    let step = cv.index_const(at, step)?;
    let mut args = vec![lb, ub, step];
    args.extend_from_slice(inits);
    let types: Vec<Type> = cv.ir.results(op).map(|r| cv.ir.value_type(r)).collect();
    let props = crate::patterns::props_with(cv.ctx, "scf.for", &[]);
    let new = cv.create(at, "scf.for", &args, &types, props);
    let region = cv.ir.add_region(new);
    let body = cv.ir.regions(op)[0];
    move_region(cv, body, region);
    Ok(Some(cv.ir.results(new).collect()))
}

fn lower_if(
    cv: &mut Converter<'_>,
    op: OpId,
    at: At,
    operands: &[Value],
) -> Result<Option<Vec<Value>>, OpId> {
    let Some(set) = (match cv.prop(op, b"condition").map(|a| cv.ctx.attr_data(a)) {
        Some(AttrData::IntegerSet(s)) => Some((**s).clone()),
        _ => None,
    }) else {
        return Ok(None);
    };
    let set: IntegerSet = set;
    let zero = cv.index_const(at, 0)?;
    let nd = (set.num_dims() as usize).min(operands.len());
    let (dims, syms) = operands.split_at(nd);
    let mut cond: Option<Value> = None;
    for &(e, is_eq) in set.constraints() {
        let Some(v) = expand_expr(cv, at, &set, e, dims, syms, 0)? else {
            return Ok(None);
        };
        let pred = if is_eq { cmpi::EQ } else { cmpi::SGE };
        let c = cv.cmpi(at, pred, v, zero)?;
        cond = Some(match cond {
            Some(prev) => cv.bin(at, "arith.andi", prev, c)?,
            None => c,
        });
    }
    let cond = match cond {
        Some(c) => c,
        None => {
            let i1 = cv.ctx.i(1);
            cv.int_const(at, i1, 1)?
        }
    };
    let types: Vec<Type> = cv.ir.results(op).map(|r| cv.ir.value_type(r)).collect();
    let new = cv.create(at, "scf.if", &[cond], &types, None);
    let then_region = cv.ir.add_region(new);
    let else_region = cv.ir.add_region(new);
    let regions = cv.ir.regions(op).to_vec();
    move_region(cv, regions[0], then_region);
    if let Some(&e) = regions.get(1) {
        move_region(cv, e, else_region);
    }
    Ok(Some(cv.ir.results(new).collect()))
}

/// The groups of a parallel loop's bounds: the sizes of the i32 array
/// property `name`.
fn groups(cv: &Converter<'_>, op: OpId, name: &[u8]) -> Option<Vec<usize>> {
    match cv.ctx.attr_data(cv.prop(op, name)?) {
        AttrData::DenseElements { data, splat, ty } => {
            let mut v: Vec<usize> = data
                .chunks(4)
                .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]) as usize)
                .collect();
            if *splat {
                let n = cv.ctx.type_data(*ty).shape()?.iter().product::<i64>();
                v = vec![*v.first()?; usize::try_from(n).ok()?];
            }
            Some(v)
        }
        _ => None,
    }
}

/// The `i64` elements of an array property.
fn i64s(cv: &Converter<'_>, op: OpId, name: &[u8]) -> Option<Vec<i64>> {
    match cv.ctx.attr_data(cv.prop(op, name)?) {
        AttrData::DenseArray { data, .. } => Some(
            data.chunks(8)
                .map(|c| i64::from_le_bytes(c.try_into().expect("8 bytes")))
                .collect(),
        ),
        AttrData::Array(items) => items
            .iter()
            .map(|&a| match cv.ctx.attr_data(a) {
                AttrData::Integer { value, .. } => value.to_i64(),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// The sub-map of `map` made of the results `start..start + len` (MLIR's
/// `getSliceMap`).
fn slice_map(map: &AffineMap, start: usize, len: usize) -> AffineMap {
    let mut arena = sigil_affine::ExprArena::new();
    let all = map.import_into(&mut arena);
    let end = (start + len).min(all.len());
    AffineMap::new(
        map.num_dims(),
        map.num_symbols(),
        &arena,
        &all[start.min(end)..end],
    )
}

fn lower_parallel(
    cv: &mut Converter<'_>,
    op: OpId,
    at: At,
    operands: &[Value],
) -> Result<Option<Vec<Value>>, OpId> {
    let Some(kinds) = i64s(cv, op, b"reductions") else {
        return Ok(None);
    };
    let (Some(lb_map), Some(ub_map), Some(lb_groups), Some(ub_groups), Some(steps)) = (
        map_prop(cv, op, b"lowerBoundsMap"),
        map_prop(cv, op, b"upperBoundsMap"),
        groups(cv, op, b"lowerBoundsGroups"),
        groups(cv, op, b"upperBoundsGroups"),
        i64s(cv, op, b"steps"),
    ) else {
        return Ok(None);
    };
    let n_lb = lb_map.num_inputs() as usize;
    let (lb_ops, ub_ops) = operands.split_at(n_lb.min(operands.len()));
    let (mut lbs, mut ubs) = (Vec::new(), Vec::new());
    let (mut lb_at, mut ub_at) = (0, 0);
    for (lg, ug) in lb_groups.iter().zip(&ub_groups) {
        let lm = slice_map(&lb_map, lb_at, *lg);
        let Some(l) = reduce_map(cv, at, &lm, lb_ops, true)? else {
            return Ok(None);
        };
        lbs.push(l);
        let um = slice_map(&ub_map, ub_at, *ug);
        let Some(u) = reduce_map(cv, at, &um, ub_ops, false)? else {
            return Ok(None);
        };
        ubs.push(u);
        lb_at += lg;
        ub_at += ug;
    }
    let mut step_values = Vec::new();
    for s in steps {
        step_values.push(cv.index_const(at, s)?);
    }
    let types: Vec<Type> = cv.ir.results(op).map(|r| cv.ir.value_type(r)).collect();
    if kinds.len() != types.len() {
        return Ok(None);
    }
    let mut inits = Vec::new();
    for (&kind, &ty) in kinds.iter().zip(&types) {
        let Some(identity) = identity(cv, kind, ty) else {
            return Ok(None);
        };
        inits.push(cv.op(at, "arith.constant", &[], ty, &[("value", identity)])?);
    }
    let n = lbs.len() as i32;
    let mut args = lbs;
    args.extend(ubs);
    args.extend(step_values);
    args.extend(&inits);
    let seg = segments(cv.ctx, &[n, n, n, inits.len() as i32]);
    let props =
        crate::patterns::props_with(cv.ctx, "scf.parallel", &[("operandSegmentSizes", seg)]);
    let new = cv.create(at, "scf.parallel", &args, &types, props);
    let region = cv.ir.add_region(new);
    let body = cv.ir.regions(op)[0];
    let block = cv.ir.entry_block(body);
    move_region(cv, body, region);
    // The `affine.yield` becomes an `scf.reduce` of its operands, with a
    // body per reduction.
    if let Some(term) = block.and_then(|b| cv.ir.last_op(b)) {
        let term_loc = cv.ir.op(term).loc;
        let yielded: Vec<Value> = cv.ir.operands(term).collect();
        let props = crate::patterns::props_with(cv.ctx, "scf.reduce", &[]);
        let reduce = cv.create(
            At {
                before: term,
                loc: term_loc,
            },
            "scf.reduce",
            &yielded,
            &[],
            props,
        );
        for (&kind, &v) in kinds.iter().zip(&yielded) {
            let ty = cv.ty(v);
            let region = cv.ir.add_region(reduce);
            let b = cv.ir.create_block(&[(ty, term_loc), (ty, term_loc)]);
            cv.ir.append_block(region, b);
            let args = cv.ir.block_args(b).to_vec();
            let Some(name) = reduction_op(kind) else {
                return Ok(None);
            };
            let props = crate::patterns::props_with(cv.ctx, name, &[]);
            let combine = cv.create_at_end(b, at.loc, name, &[args[0], args[1]], &[ty], props);
            let r = cv.ir.result(combine, 0);
            cv.create_at_end(b, at.loc, "scf.reduce.return", &[r], &[], None);
        }
        cv.replace_later(term, vec![]);
    }
    Ok(Some(cv.ir.results(new).collect()))
}

/// `AtomicRMWKind` cases in the order of their numbers.
const REDUCTIONS: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori", "xori",
];

/// `arith::getReductionOp`: the op that combines two values of a kind.
fn reduction_op(kind: i64) -> Option<&'static str> {
    Some(match *REDUCTIONS.get(usize::try_from(kind).ok()?)? {
        "addf" => "arith.addf",
        "addi" => "arith.addi",
        "andi" => "arith.andi",
        "maximumf" => "arith.maximumf",
        "maxnumf" => "arith.maxnumf",
        "maxs" => "arith.maxsi",
        "maxu" => "arith.maxui",
        "minimumf" => "arith.minimumf",
        "minnumf" => "arith.minnumf",
        "mins" => "arith.minsi",
        "minu" => "arith.minui",
        "mulf" => "arith.mulf",
        "muli" => "arith.muli",
        "ori" => "arith.ori",
        "xori" => "arith.xori",
        _ => return None,
    })
}

/// `arith::getIdentityValueAttr`: the value a reduction of `kind` starts
/// from, as an attribute of `ty`.
fn identity(cv: &mut Converter<'_>, kind: i64, ty: Type) -> Option<Attr> {
    use sigil_numeric::FloatKind as F;
    let name = *REDUCTIONS.get(usize::try_from(kind).ok()?)?;
    if let Some(f) = cv.float_kind(ty) {
        // (zero, one, -inf, +inf, NaN) bits of the formats with them.
        let (one, inf, nan, sign) = match f {
            F::F16 => (0x3c00u128, 0x7c00u128, 0x7e00u128, 0x8000u128),
            F::BF16 => (0x3f80, 0x7f80, 0x7fc0, 0x8000),
            F::F32 => (0x3f80_0000, 0x7f80_0000, 0x7fc0_0000, 0x8000_0000),
            F::F64 => (
                0x3ff0_0000_0000_0000,
                0x7ff0_0000_0000_0000,
                0x7ff8_0000_0000_0000,
                0x8000_0000_0000_0000,
            ),
            _ => return None,
        };
        let bits = match name {
            "addf" => 0,
            "mulf" => one,
            "maximumf" => inf | sign,
            "minimumf" => inf,
            "maxnumf" | "minnumf" => nan,
            _ => return None,
        };
        return Some(cv.ctx.intern_attr(AttrData::Float { ty, bits }));
    }
    let width = crate::fold::values::int_width(cv.ctx, ty)?;
    let all = crate::fold::values::mask(width);
    let value = match name {
        "addi" | "ori" | "xori" | "maxu" => 0,
        "muli" => 1,
        "andi" | "minu" => all,
        "maxs" => 1u128 << (width - 1),
        "mins" => all >> 1,
        _ => return None,
    };
    Some(crate::fold::values::make_ints(
        cv.ctx,
        ty,
        width,
        crate::fold::values::Lanes::Scalar(value),
    ))
}

/// A `DenseI32ArrayAttr` of segment sizes.
fn segments(ctx: &mut Context, sizes: &[i32]) -> Attr {
    let i32t = ctx.i(32);
    let data: Vec<u8> = sizes.iter().flat_map(|s| s.to_le_bytes()).collect();
    ctx.intern_attr(AttrData::DenseArray {
        elem: i32t,
        len: sizes.len() as u32,
        data: data.into_boxed_slice(),
    })
}
