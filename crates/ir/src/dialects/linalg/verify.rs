//! Verification of the linalg ops, in MLIR's order: attribute and operand
//! constraints, `SingleBlockImplicitTerminator`, the destination-style
//! interface, the op's own rules, the ops of the payload region, then the
//! structured-op interface (indexing maps against operand ranks and static
//! shapes, loop counts, block arguments). Messages are MLIR 22.1's.

use sigil_affine::{AffineExpr, AffineMap, ExprArena};

use super::named::{self, Maps};
use super::{
    elem_or_self, enum_case, i64s, is_memref, is_ranked_tensor, is_tensor, op_kind, prop, rank_of,
    shape_of, split_operands, Kind, LinalgEnum,
};
use crate::attrs::{Attr, AttrData};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::dialects::support::quoted;
use crate::ir::{Ir, OpId};
use crate::types::{Type, TypeData, DYNAMIC};
use crate::verifier::Checker;

type VResult = Result<(), Box<Diagnostic>>;

// ----- attribute constraints -----

fn is_maps_array(ctx: &Context, a: Attr) -> bool {
    match ctx.attr_data(a) {
        AttrData::Array(elems) => elems
            .iter()
            .all(|&e| matches!(ctx.attr_data(e), AttrData::AffineMap(_))),
        _ => false,
    }
}

/// Why inherent attribute `name` of op `op_name` violates its constraint
/// (MLIR's description of the constraint), or `None` when it is fine or
/// not inherent.
pub(crate) fn inherent_constraint(
    ctx: &Context,
    op_name: &str,
    name: &str,
    value: Attr,
) -> Option<String> {
    let def = crate::dialects::lookup(op_name.as_bytes())?;
    let spec = def.props.iter().find(|s| s.name == name)?;
    let ok = match name {
        "indexing_maps" => is_maps_array(ctx, value),
        "iterator_types" => matches!(ctx.attr_data(value), AttrData::Array(elems)
            if elems.iter().all(|&e| enum_case(ctx, e, LinalgEnum::IteratorType).is_some())),
        "dimensions" if op_name == "linalg.reduce" => {
            match crate::dialects::indexing::dense_int_array(ctx, value) {
                Some(v)
                    if matches!(ctx.attr_data(value), AttrData::DenseArray { elem, .. }
                    if matches!(ctx.type_data(*elem), TypeData::Integer { width: 64, .. })) =>
                {
                    if v.windows(2).any(|w| w[0] >= w[1]) {
                        return Some(
                            "i64 dense array attribute should be in increasing order".into(),
                        );
                    }
                    true
                }
                _ => false,
            }
        }
        "dim" => {
            spec.kind.accepts(ctx, value)
                && matches!(ctx.attr_data(value), AttrData::Integer { value, .. }
                    if value.to_i64().is_some_and(|v| v >= 0))
        }
        "strides" | "dilations" => {
            let sd = named::spec(op_name.as_bytes()).map_or(0, |s| s.sd);
            if !named::int_elements_of_shape(ctx, value, sd) {
                return Some(format!(
                    "64-bit signless int elements attribute of shape [{sd}]"
                ));
            }
            true
        }
        _ => spec.kind.accepts(ctx, value),
    };
    if ok {
        return None;
    }
    Some(match name {
        "indexing_maps" => "AffineMap array attribute".into(),
        "iterator_types" => "Iterator type should be an enum.".into(),
        _ => spec.kind.describe(),
    })
}

/// The attribute checks of `verifyInvariants` for the op's properties
/// (their presence, if required, is the declared structure's).
fn check_props(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let name = String::from_utf8_lossy(ctx.str_bytes(ir.op(op).name)).into_owned();
    if let Some(p) = ir.op(op).props {
        for e in ctx.dict_entries(p) {
            let n = String::from_utf8_lossy(ctx.str_bytes(e.name)).into_owned();
            if let Some(why) = inherent_constraint(ctx, &name, &n, e.value) {
                return Err(c.op_error_named(
                    op,
                    &format!("attribute '{n}' failed to satisfy constraint: {why}"),
                ));
            }
        }
    }
    Ok(())
}

// ----- indexing maps -----

/// `AffineMap::dropResults`: the map without the results at `positions`.
fn drop_results(map: &AffineMap, positions: &[i64]) -> AffineMap {
    let mut arena = ExprArena::new();
    let ids = map.import_into(&mut arena);
    let kept: Vec<_> = ids
        .iter()
        .enumerate()
        .filter(|(i, _)| !positions.contains(&(*i as i64)))
        .map(|(_, &e)| e)
        .collect();
    AffineMap::new(map.num_dims(), map.num_symbols(), &arena, &kept)
}

/// The maps of an `indexing_maps`-like array attribute.
fn maps_of(ctx: &Context, a: Attr) -> Option<Vec<AffineMap>> {
    match ctx.attr_data(a) {
        AttrData::Array(elems) => elems
            .iter()
            .map(|&e| match ctx.attr_data(e) {
                AttrData::AffineMap(m) => Some((**m).clone()),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// `getIndexingMapsArray` of a structured op.
pub(crate) fn indexing_maps(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    kind: Kind,
) -> Option<Vec<AffineMap>> {
    let (n_in, n_out) = split_operands(ctx, ir, op, kind);
    let types: Vec<Type> = ir.operands(op).map(|v| ir.value_type(v)).collect();
    let init_rank = types.get(n_in).map_or(0, |&t| rank_of(ctx, t));
    let identity = |n: usize| named::identity(n, false);
    match kind {
        Kind::Generic => maps_of(ctx, prop(ctx, ir, op, "indexing_maps")?),
        Kind::Named(spec) => match spec.maps {
            Maps::Elementwise => types
                .iter()
                .map(|&t| named::identity(init_rank, rank_of(ctx, t) == 0))
                .collect(),
            Maps::Static { .. } => {
                if let Some(m) = ctx
                    .named_get(ir.attrs(op), b"linalg.memoized_indexing_maps")
                    .and_then(|a| maps_of(ctx, a))
                {
                    return Some(m);
                }
                named::static_maps(
                    ctx,
                    spec,
                    prop(ctx, ir, op, "strides"),
                    prop(ctx, ir, op, "dilations"),
                )
            }
            Maps::Matmul { dims, defaults } => match prop(ctx, ir, op, "indexing_maps") {
                Some(a) => maps_of(ctx, a),
                None => defaults
                    .iter()
                    .map(|m| named::make_map(dims, m, &[], &[]))
                    .collect(),
            },
            Maps::Contract => maps_of(ctx, prop(ctx, ir, op, "indexing_maps")?),
            Maps::ElementwiseOp => match prop(ctx, ir, op, "indexing_maps") {
                Some(a) => maps_of(ctx, a),
                None => (0..n_in + n_out).map(|_| identity(init_rank)).collect(),
            },
        },
        Kind::Map => (0..types.len()).map(|_| identity(init_rank)).collect(),
        Kind::Reduce => {
            let rank = types.first().map_or(0, |&t| rank_of(ctx, t));
            let dims = i64s(ctx, ir, op, "dimensions").unwrap_or_default();
            let id = identity(rank)?;
            let reduced = drop_results(&id, &dims);
            let mut v = vec![id; n_in];
            v.resize(n_in + n_out, reduced);
            Some(v)
        }
        Kind::Transpose => {
            let perm = i64s(ctx, ir, op, "permutation").unwrap_or_default();
            let n = perm.len();
            let mut inv = vec![None; n];
            for (j, &x) in perm.iter().enumerate() {
                if let Some(slot) = usize::try_from(x).ok().and_then(|x| inv.get_mut(x)) {
                    if slot.is_none() {
                        *slot = Some(j);
                    }
                }
            }
            let results: Option<Vec<String>> =
                inv.iter().map(|j| j.map(|j| format!("d{j}"))).collect();
            let first = named::make_map(n as u32, &results?.join(", "), &[], &[])?;
            Some(vec![first, identity(init_rank)?])
        }
        Kind::Broadcast => {
            let dims = i64s(ctx, ir, op, "dimensions").unwrap_or_default();
            let id = identity(init_rank)?;
            Some(vec![drop_results(&id, &dims), id])
        }
    }
}

/// `getNumLoops` of a structured op.
fn num_loops(ctx: &Context, ir: &Ir, op: OpId, kind: Kind) -> usize {
    let (n_in, _) = split_operands(ctx, ir, op, kind);
    let rank = |i: usize| {
        ir.operands(op)
            .nth(i)
            .map_or(0, |v| rank_of(ctx, ir.value_type(v)))
    };
    match kind {
        Kind::Generic => match prop(ctx, ir, op, "iterator_types").map(|a| ctx.attr_data(a)) {
            Some(AttrData::Array(e)) => e.len(),
            _ => 0,
        },
        Kind::Named(spec) => match spec.maps {
            Maps::Elementwise | Maps::ElementwiseOp => rank(n_in),
            Maps::Static { dims, .. } | Maps::Matmul { dims, .. } => dims as usize,
            Maps::Contract => indexing_maps(ctx, ir, op, kind)
                .and_then(|m| m.last().map(|m| m.num_dims() as usize))
                .unwrap_or(0),
        },
        Kind::Map | Kind::Transpose | Kind::Broadcast => rank(n_in),
        Kind::Reduce => rank(0),
    }
}

/// The results of `map` at constant dimension values (`compose`), or
/// `None` when one does not fold (a division by zero, symbols).
fn eval_map(map: &AffineMap, dims: &[i64]) -> Option<Vec<i64>> {
    let nodes = map.nodes();
    let mut vals: Vec<i64> = Vec::with_capacity(nodes.len());
    for (i, n) in nodes.iter().enumerate() {
        let get = |id: sigil_affine::ExprId| -> Option<i64> {
            if id.index() >= i {
                return None;
            }
            vals.get(id.index()).copied()
        };
        let v = match *n {
            AffineExpr::Dim(d) => *dims.get(d as usize)?,
            AffineExpr::Symbol(_) => return None,
            AffineExpr::Constant(c) => c,
            AffineExpr::Add(l, r) => get(l)?.wrapping_add(get(r)?),
            AffineExpr::Mul(l, r) => get(l)?.wrapping_mul(get(r)?),
            AffineExpr::Mod(l, r) => {
                let (a, b) = (get(l)?, get(r)?);
                if b == 0 {
                    return None;
                }
                let m = a.wrapping_rem(b);
                if m < 0 {
                    m.wrapping_add(b.wrapping_abs())
                } else {
                    m
                }
            }
            AffineExpr::FloorDiv(l, r) => {
                let (a, b) = (get(l)?, get(r)?);
                if b == 0 {
                    return None;
                }
                let q = a.wrapping_div(b);
                if (a.wrapping_rem(b) != 0) && ((a < 0) != (b < 0)) {
                    q.wrapping_sub(1)
                } else {
                    q
                }
            }
            AffineExpr::CeilDiv(l, r) => {
                let (a, b) = (get(l)?, get(r)?);
                if b == 0 {
                    return None;
                }
                let q = a.wrapping_div(b);
                if (a.wrapping_rem(b) != 0) && ((a < 0) == (b < 0)) {
                    q.wrapping_add(1)
                } else {
                    q
                }
            }
        };
        vals.push(v);
    }
    map.results()
        .iter()
        .map(|r| vals.get(r.index()).copied())
        .collect()
}

// ----- structured ops -----

/// Every linalg structured op: see the module documentation for the order.
pub(super) fn verify_structured(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(kind) = op_kind(ctx, ir, op) else {
        return Ok(());
    };
    check_props(c, op)?;
    let (n_in, n_out) = split_operands(ctx, ir, op, kind);
    verify_dps(c, op, n_in)?;
    if let Kind::Named(spec) = kind {
        if spec.name == "linalg.fill" {
            verify_fill(c, op, n_in, n_out)?;
        }
    }
    match kind {
        Kind::Map => verify_map(c, op, n_in)?,
        Kind::Reduce => verify_reduce(c, op, n_in, n_out)?,
        Kind::Transpose => verify_transpose(c, op)?,
        Kind::Broadcast => verify_broadcast(c, op)?,
        Kind::Named(spec) => match spec.maps {
            Maps::Contract => verify_contract(c, op)?,
            Maps::Matmul { dims, defaults } => verify_matmul_maps(c, op, dims, defaults)?,
            _ => {}
        },
        _ => {}
    }
    // The ops of the body come next, then the block checks (a body they
    // reject is left to them), then the region traits.
    // A body not ending in `linalg.yield` is the block checks' or the
    // implicit-terminator trait's to report.
    verify_body_ops(c, op)?;
    if !body_ends_in_yield(c, op) {
        return Ok(());
    }
    verify_interface(c, op, kind)
}

/// Whether the body block (if any) ends in a `linalg.yield`.
fn body_ends_in_yield(c: &dyn Checker, op: OpId) -> bool {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(block) = ir.regions(op).first().and_then(|&r| ir.entry_block(r)) else {
        return true;
    };
    ir.last_op(block)
        .is_none_or(|last| ctx.str_bytes(ir.op(last).name) == b"linalg.yield")
}

/// `DestinationStyleOpInterface`: tensor outputs tie to results of the same
/// type.
fn verify_dps(c: &dyn Checker, op: OpId, n_in: usize) -> VResult {
    verify_dps_inits(c, op, n_in, usize::MAX)
}

/// [`verify_dps`] for the inits `start..end` of the operands.
fn verify_dps_inits(c: &dyn Checker, op: OpId, start: usize, end: usize) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let mut tensor_outs = Vec::new();
    for (i, v) in ir.operands(op).enumerate().take(end).skip(start) {
        let t = ir.value_type(v);
        if is_tensor(ctx, t) {
            tensor_outs.push((i, t));
        } else if !is_memref(ctx, t) {
            return Err(c.op_error_named(
                op,
                &format!("expected that operand #{i} is a tensor or a memref"),
            ));
        }
    }
    let results: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    let n_tensor_results = results.iter().filter(|&&t| is_tensor(ctx, t)).count();
    if n_tensor_results != tensor_outs.len() {
        return Err(c.op_error_named(
            op,
            &format!(
                "expected the number of tensor results ({n_tensor_results}) to be equal to the number of output tensors ({})",
                tensor_outs.len()
            ),
        ));
    }
    for (k, &(i, t)) in tensor_outs.iter().enumerate() {
        if let Some(&r) = results.get(k) {
            if r != t {
                return Err(c.op_error_named(
                    op,
                    &format!(
                        "expected type of operand #{i} ({}) to match type of corresponding result ({})",
                        quoted(ctx, t),
                        quoted(ctx, r)
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// `FillOpInterface` and `FillOp::verify`.
fn verify_fill(c: &dyn Checker, op: OpId, n_in: usize, n_out: usize) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    if n_in != 1 || n_out != 1 {
        return Err(c.plain_error(op, "expected op with 1 input and 1 output".into()));
    }
    let value = ir.value_type(ir.operand(op, 0));
    if is_tensor(ctx, value) || is_memref(ctx, value) {
        return Err(c.plain_error(op, "expected op with scalar input".into()));
    }
    let out = ir.value_type(ir.operand(op, 1));
    let elem = super::shaped_elem(ctx, out);
    if elem != value {
        return Err(c.op_error_named(
            op,
            &format!(
                "expected fill value type ({}) to match output element type ({})",
                quoted(ctx, value),
                quoted(ctx, elem)
            ),
        ));
    }
    Ok(())
}

/// Shape text as MLIR prints an `ArrayRef<int64_t>`.
fn shape_text(shape: &[i64]) -> String {
    shape
        .iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn verify_map(c: &dyn Checker, op: OpId, n_in: usize) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(block) = ir.regions(op).first().and_then(|&r| ir.entry_block(r)) else {
        return Ok(());
    };
    let args = ir.block_args(block);
    let n = ir.num_operands(op);
    if n != args.len() {
        return Err(c.op_error_named(
            op,
            &format!(
                "expects number of operands to match the arity of mapper, but got: {n} and {}",
                args.len()
            ),
        ));
    }
    let types: Vec<Type> = ir.operands(op).map(|v| ir.value_type(v)).collect();
    for (&a, &t) in args.iter().zip(&types[..n_in]) {
        let elem = super::shaped_elem(ctx, t);
        let at = ir.value_type(a);
        if elem != at {
            return Err(c.op_error_named(
                op,
                &format!(
                    "expected element type of input {} to match bbArg type {}",
                    quoted(ctx, elem),
                    quoted(ctx, at)
                ),
            ));
        }
    }
    let out_shape = types
        .get(n_in)
        .and_then(|&t| shape_of(ctx, t))
        .unwrap_or(&[]);
    for &t in &types[..n_in] {
        let s = shape_of(ctx, t).unwrap_or(&[]);
        if s != out_shape {
            return Err(c.op_error_named(
                op,
                &format!(
                    "expected shape of input ({}) to match shape of output ({})",
                    shape_text(s),
                    shape_text(out_shape)
                ),
            ));
        }
    }
    Ok(())
}

fn verify_reduce(c: &dyn Checker, op: OpId, n_in: usize, n_out: usize) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let types: Vec<Type> = ir.operands(op).map(|v| ir.value_type(v)).collect();
    let shape = |t: Type| shape_of(ctx, t).unwrap_or(&[]).to_vec();
    for i in 1..n_in {
        if shape(types[i]) != shape(types[0]) {
            return Err(c.op_error_named(op, &format!("expects all inputs to have the same shapes. Shape at input-index {i} is not equal to the shape at input-index 0.")));
        }
    }
    for i in 1..n_out {
        if shape(types[n_in + i]) != shape(types[n_in]) {
            return Err(c.op_error_named(op, &format!("expects all outputs to have the same shapes. Shape at output-index {i} is not equal to the shape at output-index 0.")));
        }
    }
    if n_in == 0 || n_out == 0 {
        return Ok(());
    }
    let input = shape(types[0]);
    let init = shape(types[n_in]);
    let dims = i64s(ctx, ir, op, "dimensions").unwrap_or_default();
    for &d in &dims {
        if d < 0 || d >= input.len() as i64 {
            return Err(c.op_error_named(
                op,
                &format!(
                    "dimensions for reduction should be in the range [0, {}].",
                    input.len() as i64 - 1
                ),
            ));
        }
    }
    let reduced: Vec<i64> = input
        .iter()
        .enumerate()
        .filter(|(i, _)| !dims.contains(&(*i as i64)))
        .map(|(_, &d)| d)
        .collect();
    if reduced.len() != init.len() {
        return Err(c.op_error_named(
            op,
            &format!(
                "number of dimensions after reduction {} doesn't match the init rank {}",
                reduced.len(),
                init.len()
            ),
        ));
    }
    if reduced != init {
        return Err(c.op_error_named(
            op,
            &format!(
                "init dimensions [{}] doesn't match input dimensions after reduction [{}]",
                shape_text(&init),
                shape_text(&reduced)
            ),
        ));
    }
    let Some(block) = ir.regions(op).first().and_then(|&r| ir.entry_block(r)) else {
        return Ok(());
    };
    let args = ir.block_args(block);
    if args.len() != types.len() {
        return Err(c.op_error_named(op, "mismatching number of operands and block arguments"));
    }
    for (&t, &a) in types[..n_in].iter().zip(args) {
        let elem = super::shaped_elem(ctx, t);
        if elem != ir.value_type(a) {
            return Err(c.op_error_named(
                op,
                &format!(
                    "input element type {} does not match corresponding block argument type {}",
                    quoted(ctx, elem),
                    quoted(ctx, ir.value_type(a))
                ),
            ));
        }
    }
    for (&t, &a) in types[n_in..].iter().zip(&args[args.len() - n_out..]) {
        let elem = super::shaped_elem(ctx, t);
        if elem != ir.value_type(a) {
            return Err(c.op_error_named(
                op,
                &format!(
                    "output element type {} does not match corresponding block argument type {}",
                    quoted(ctx, elem),
                    quoted(ctx, ir.value_type(a))
                ),
            ));
        }
    }
    Ok(())
}

fn is_permutation(perm: &[i64]) -> bool {
    let n = perm.len() as i64;
    let mut seen = vec![false; perm.len()];
    perm.iter().all(|&p| {
        if p < 0 || p >= n || seen[p as usize] {
            return false;
        }
        seen[p as usize] = true;
        true
    })
}

fn two_shapes(c: &dyn Checker, op: OpId) -> Option<(Vec<i64>, Vec<i64>)> {
    let ctx = c.ctx();
    let ir = c.ir();
    if ir.num_operands(op) != 2 {
        return None;
    }
    let a = shape_of(ctx, ir.value_type(ir.operand(op, 0)))?.to_vec();
    let b = shape_of(ctx, ir.value_type(ir.operand(op, 1)))?.to_vec();
    Some((a, b))
}

fn verify_transpose(c: &dyn Checker, op: OpId) -> VResult {
    let perm = i64s(c.ctx(), c.ir(), op, "permutation").unwrap_or_default();
    if !is_permutation(&perm) {
        return Err(c.op_error_named(op, "permutation is not valid"));
    }
    let Some((input, init)) = two_shapes(c, op) else {
        return Ok(());
    };
    let rank = input.len();
    if rank != init.len() {
        return Err(c.op_error_named(
            op,
            &format!("input rank {rank} does not match init rank {}", init.len()),
        ));
    }
    if rank != perm.len() {
        return Err(c.op_error_named(
            op,
            &format!(
                "size of permutation {} does not match the argument rank {rank}",
                perm.len()
            ),
        ));
    }
    for i in 0..rank {
        let input_dim = input[perm[i] as usize];
        if input_dim != init[i] {
            return Err(c.op_error_named(
                op,
                &format!(
                    "dim(result, {i}) = {} doesn't match dim(input, permutation[{i}]) = {input_dim}",
                    init[i]
                ),
            ));
        }
    }
    Ok(())
}

fn verify_broadcast(c: &dyn Checker, op: OpId) -> VResult {
    let dims = i64s(c.ctx(), c.ir(), op, "dimensions").unwrap_or_default();
    let Some((input, init)) = two_shapes(c, op) else {
        return Ok(());
    };
    let init_rank = init.len() as i64;
    if input.len() + dims.len() != init.len() {
        return Err(c.op_error_named(
            op,
            &format!(
                "input rank plus added dimensions does not match init rank. input rank: {}, dimensions size: {}, init rank: {}",
                input.len(),
                dims.len(),
                init.len()
            ),
        ));
    }
    for (idx, &d) in dims.iter().enumerate() {
        if d < 0 || d >= init_rank {
            return Err(c.op_error_named(
                op,
                &format!(
                    "dimension {idx} is out of range. expected range: [0, {}], got: {d}",
                    init_rank - 1
                ),
            ));
        }
    }
    let dim_map: Vec<usize> = (0..init.len())
        .filter(|d| !dims.contains(&(*d as i64)))
        .collect();
    for (input_idx, &init_idx) in dim_map.iter().enumerate() {
        let (Some(&a), Some(&b)) = (input.get(input_idx), init.get(init_idx)) else {
            break;
        };
        if a != b {
            return Err(c.op_error_named(
                op,
                &format!(
                    "input dim {input_idx} should match init dim {init_idx}. input: {a}, init: {b}"
                ),
            ));
        }
    }
    Ok(())
}

fn verify_contract(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(maps) = prop(ctx, ir, op, "indexing_maps").and_then(|a| maps_of(ctx, a)) else {
        return Ok(());
    };
    let mut dims: Option<usize> = None;
    let mut in_occ: Vec<usize> = Vec::new();
    let mut out_occ: Vec<usize> = Vec::new();
    let types: Vec<Type> = ir.operands(op).map(|v| ir.value_type(v)).collect();
    for (k, (map, &t)) in maps.iter().zip(&types).take(3).enumerate() {
        let is_input = k < 2;
        if !map.is_projected_permutation(false) {
            return Err(c.plain_error(
                op,
                "provided affine_map is not a projected permutation".into(),
            ));
        }
        match shape_of(ctx, t) {
            Some(s) => {
                if map.num_results() != s.len() {
                    return Err(c.plain_error(
                        op,
                        "ranks of shaped operand and results of corresponding affine_map differ"
                            .into(),
                    ));
                }
            }
            None if ctx.type_data(t).is_shaped() => {}
            None => {
                if map.num_results() != 0 {
                    return Err(c.plain_error(
                        op,
                        "affine_map specifies shaped access while operand has non-shaped type"
                            .into(),
                    ));
                }
            }
        }
        match dims {
            None => {
                dims = Some(map.num_dims() as usize);
                in_occ = vec![0; map.num_dims() as usize];
                out_occ = vec![0; map.num_dims() as usize];
            }
            Some(d) if d != map.num_dims() as usize => {
                return Err(
                    c.plain_error(op, "iteration spaces of provided affine_maps differ".into())
                );
            }
            _ => {}
        }
        for i in 0..map.num_results() {
            if let AffineExpr::Dim(d) = map.result(i) {
                let occ = if is_input { &mut in_occ } else { &mut out_occ };
                if let Some(x) = occ.get_mut(d as usize) {
                    *x += 1;
                }
            }
        }
    }
    let mut contracting = false;
    for (d, (&i, &o)) in in_occ.iter().zip(&out_occ).enumerate() {
        contracting |= i == 2 && o == 0;
        if i == 0 && o == 0 {
            return Err(c.plain_error(
                op,
                format!("iteration space dim at index {d} not used to access any operand"),
            ));
        }
        if i == 1 && o != 1 {
            return Err(c.plain_error(
                op,
                format!("iteration space dim at index {d} is neither a contracting dim nor of parallel iteration type"),
            ));
        }
    }
    if !contracting {
        return Err(c.plain_error(
            op,
            "'indexing_maps' do not specify a contracting dimension".into(),
        ));
    }
    Ok(())
}

/// The result expressions of a map as text (for structural comparison).
fn result_texts(map: &AffineMap) -> Vec<String> {
    map.results()
        .iter()
        .map(|&r| {
            let mut s = String::new();
            sigil_affine::write_affine_expr(map, r, &mut s);
            s
        })
        .collect()
}

/// Whether result `i` of `map` uses dimension `d` (`isFunctionOfDim`).
fn result_uses_dim(map: &AffineMap, i: usize, d: u32) -> bool {
    let Some(&root) = map.results().get(i) else {
        return false;
    };
    let nodes = map.nodes();
    let mut stack = vec![root];
    while let Some(id) = stack.pop() {
        let Some(&n) = nodes.get(id.index()) else {
            continue;
        };
        match n {
            AffineExpr::Dim(x) if x == d => return true,
            _ => {
                if let Some((_, l, r)) = n.as_binary() {
                    stack.push(l);
                    stack.push(r);
                }
            }
        }
    }
    false
}

/// `isValidLhsRhsBroadcastMap` of the batch matmul ops.
fn valid_batch_broadcast(map: &AffineMap, lhs: bool) -> bool {
    let f = |i: usize, d: u32| result_uses_dim(map, i, d);
    let (batch, m, n, k) = (0, 1, 2, 3);
    match map.num_results() {
        1 => f(0, k),
        2 if lhs => (f(0, batch) || f(0, m)) && f(1, k),
        2 => (f(0, batch) && f(1, k)) || (f(0, k) && f(1, n)),
        _ => false,
    }
}

/// `MatmulOp::verify`, `BatchMatmulOp::verify` and
/// `BatchReduceMatmulOp::verify`: user-defined maps may only transpose or
/// broadcast.
fn verify_matmul_maps(c: &dyn Checker, op: OpId, dims: u32, defaults: &[&str]) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(maps) = prop(ctx, ir, op, "indexing_maps").and_then(|a| maps_of(ctx, a)) else {
        return Ok(());
    };
    let default: Vec<AffineMap> = defaults
        .iter()
        .filter_map(|m| named::make_map(dims, m, &[], &[]))
        .collect();
    if maps == default {
        return Ok(());
    }
    let name = ctx.str_bytes(ir.op(op).name);
    let subset = |m: &AffineMap, d: &AffineMap| {
        let dt = result_texts(d);
        result_texts(m).iter().all(|t| dt.contains(t))
    };
    if name == b"linalg.matmul" {
        for i in 0..2 {
            let (Some(m), Some(d)) = (maps.get(i), default.get(i)) else {
                continue;
            };
            if !subset(m, d) {
                return Err(c.op_error_named(op, "Unexpected dim expression in map result."));
            }
            if m.num_results() < d.num_results()
                && !(m.num_results() == 1 && result_uses_dim(m, 0, m.num_dims().saturating_sub(1)))
            {
                return Err(c.op_error_named(op, "Invalid broadcast requested, should be (d2)."));
            }
        }
        return Ok(());
    }
    let batch = name == b"linalg.batch_matmul";
    for i in 0..3 {
        if maps.len() != 3 {
            return Err(c.op_error_named(op, "Indexing_map attribute must have 3 affine maps."));
        }
        let (m, d) = (&maps[i], &default[i.min(default.len() - 1)]);
        if i == 2 {
            let want = if batch { 3 } else { 2 };
            if m.num_results() != want {
                return Err(c.op_error_named(
                    op,
                    &format!("expects {want} dims, but got ({}).", m.num_results()),
                ));
            }
            let ok = if batch {
                result_uses_dim(m, 0, 0) && result_uses_dim(m, 1, 1) && result_uses_dim(m, 2, 2)
            } else {
                result_uses_dim(m, 0, 1) && result_uses_dim(m, 1, 2)
            };
            if !ok {
                return Err(c.op_error_named(op, "Invalid output map result dimension."));
            }
            continue;
        }
        if !subset(m, d) {
            return Err(c.op_error_named(
                op,
                "Unexpected result dim expression (outside the set of default result dims).",
            ));
        }
        if m.num_results() > 3 {
            return Err(c.op_error_named(op, "no. of result dim expressions exceeds 3."));
        }
        if m.num_results() < d.num_results() {
            if !valid_batch_broadcast(m, i == 0) {
                return Err(c.op_error_named(op, "Invalid broadcast requested."));
            }
        } else if !result_uses_dim(m, 0, 0) {
            return Err(c.op_error_named(op, "Invalid batch dimension expression."));
        }
    }
    Ok(())
}

/// The ops of the payload block are verified before the region-level
/// checks of the structured interface, as MLIR does.
fn verify_body_ops(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    let Some(block) = ir.regions(op).first().and_then(|&r| ir.entry_block(r)) else {
        return Ok(());
    };
    crate::dialects::structure::verify_block_ops(c, block)
}

/// Whether an operand type is a scalar for the indexing-map checks.
fn is_scalar_operand(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_) | TypeData::Complex(_)
    )
}

/// `verifyStructuredOpInterface` with `IndexingMapOpInterface::verifyImpl`.
fn verify_interface(c: &dyn Checker, op: OpId, kind: Kind) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let types: Vec<Type> = ir.operands(op).map(|v| ir.value_type(v)).collect();
    let scalar = |t: Type| !is_tensor(ctx, t) && !is_memref(ctx, t);
    let pure_tensor = types.iter().all(|&t| scalar(t) || is_ranked_tensor(ctx, t));
    let pure_buffer = types.iter().all(|&t| scalar(t) || is_memref(ctx, t));
    if !pure_tensor && !pure_buffer && !types.is_empty() {
        return Err(c.op_error_named(op, "expected to have pure tensor or buffer semantics"));
    }
    let Some(maps) = indexing_maps(ctx, ir, op, kind) else {
        return Ok(());
    };
    if maps.len() != types.len() {
        return Err(c.op_error_named(
            op,
            &format!(
                "expected the number of indexing_map ({}) to be equal to the number of input/output operands ({})",
                maps.len(),
                types.len()
            ),
        ));
    }
    let mut all_shapes: Vec<i64> = Vec::new();
    for (i, (&t, map)) in types.iter().zip(&maps).enumerate() {
        match ctx.type_data(t) {
            TypeData::UnrankedMemRef { .. } => {
                return Err(c.op_error_named(
                    op,
                    &format!(
                        "operand #{i} must be a ranked memref, but got {}",
                        quoted(ctx, t)
                    ),
                ));
            }
            TypeData::UnrankedTensor { .. } => {
                return Err(c.op_error_named(
                    op,
                    &format!(
                        "operand #{i} must be a ranked tensor, but got {}",
                        quoted(ctx, t)
                    ),
                ));
            }
            TypeData::Vector { .. } | TypeData::MemRef { .. } | TypeData::RankedTensor { .. } => {}
            _ if is_scalar_operand(ctx, t) => {}
            _ => {
                return Err(c.op_error_named(
                    op,
                    &format!(
                        "operand #{i} must be ranked tensor/memref, vector, or scalar, but got {}",
                        quoted(ctx, t)
                    ),
                ));
            }
        }
        if map.num_symbols() != 0 {
            return Err(c.op_error_named(op, &format!("unexpected symbols in indexing_map #{i}")));
        }
        let shape = operand_shape(ctx, t);
        if map.num_results() != shape.len() {
            return Err(c.op_error_named(
                op,
                &format!(
                    "expected operand #{i} rank ({}) to match the result rank of indexing_map ({})",
                    shape.len(),
                    map.num_results()
                ),
            ));
        }
        all_shapes.extend_from_slice(shape);
    }
    // The concatenation of all maps must be invertible.
    let num_dims = maps.iter().map(|m| m.num_dims()).max().unwrap_or(0);
    let mut first: Vec<Option<usize>> = vec![None; num_dims as usize];
    let mut pos = 0;
    for m in &maps {
        for k in 0..m.num_results() {
            if let AffineExpr::Dim(d) = m.result(k) {
                if let Some(slot) = first.get_mut(d as usize) {
                    slot.get_or_insert(pos);
                }
            }
            pos += 1;
        }
    }
    if num_dims > 0 && first.iter().any(Option::is_none) {
        let mut arena = ExprArena::new();
        let mut results = Vec::new();
        for m in &maps {
            results.extend(m.import_into(&mut arena));
        }
        let concat = AffineMap::new(num_dims, 0, &arena, &results);
        return Err(c.op_error_named(
            op,
            &format!(
                "invalid indexing maps are non-invertible: ({})",
                sigil_affine::affine_map_to_string(&concat)
            ),
        ));
    }
    let ends: Vec<i64> = first
        .iter()
        .map(|p| {
            p.and_then(|p| all_shapes.get(p).copied())
                .unwrap_or(DYNAMIC)
        })
        .collect();
    if !ends.contains(&DYNAMIC) {
        let ends: Vec<i64> = ends.iter().map(|e| e.wrapping_sub(1)).collect();
        let starts = vec![0i64; ends.len()];
        for (i, (&t, map)) in types.iter().zip(&maps).enumerate() {
            let shape = operand_shape(ctx, t);
            let (Some(lo), Some(hi)) = (eval_map(map, &starts), eval_map(map, &ends)) else {
                continue;
            };
            for (d, &size) in shape.iter().enumerate() {
                if size == DYNAMIC || size == 0 {
                    continue;
                }
                let (a, b) = (lo[d], hi[d]);
                let inferred = a.max(b).wrapping_add(1);
                if a.min(b) < 0 {
                    return Err(c.op_error_named(
                        op,
                        &format!(
                            "unexpected result less than 0 at expression #{d} in {}",
                            sigil_affine::affine_map_to_string(map)
                        ),
                    ));
                }
                if let AffineExpr::Dim(_) = map.result(d) {
                    if inferred != size {
                        return Err(c.op_error_named(op, &format!("inferred input/output operand #{i} has shape's dimension #{d} to be {inferred}, but found {size}")));
                    }
                } else if inferred > size {
                    return Err(c.op_error_named(op, &format!("inferred input/output operand #{i} has shape's dimension #{d} to be greater than or equal to {inferred}, but found {size}")));
                }
            }
        }
    }
    let loops = num_loops(ctx, ir, op, kind);
    for (i, map) in maps.iter().enumerate() {
        if map.num_dims() as usize != loops {
            return Err(c.op_error_named(
                op,
                &format!(
                    "expected indexing_map #{i} to have {loops} dim(s) to match the number of loops"
                ),
            ));
        }
    }
    let block = match ir.regions(op) {
        [r] => {
            let mut blocks = ir.region_blocks(*r);
            match (blocks.next(), blocks.next()) {
                (Some(b), None) => Some(b),
                _ => None,
            }
        }
        _ => None,
    };
    let Some(block) = block else {
        return Err(c.op_error_named(op, "expects to have 1 region with 1 block"));
    };
    let args = ir.block_args(block);
    if args.len() != types.len() {
        return Err(c.op_error_named(
            op,
            "expected as many non-induction variable region arguments as the number of input/output operands",
        ));
    }
    for (i, (&t, &a)) in types.iter().zip(args).enumerate() {
        let elem = elem_or_self(ctx, t);
        let at = ir.value_type(a);
        if elem != at {
            return Err(c.op_error_named(
                op,
                &format!(
                    "expected type of bb argument #{i} ({}) to match element or self type of the corresponding operand ({})",
                    quoted(ctx, at),
                    quoted(ctx, elem)
                ),
            ));
        }
    }
    Ok(())
}

// ----- yield, index -----

pub(super) fn verify_yield(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(parent) = ir.parent_op(op) else {
        return Err(c.op_error_named(op, "expected parent op with LinalgOp interface"));
    };
    let regions = ir.regions(parent);
    if regions.len() != 1 || ir.entry_block(regions[0]).is_none() {
        return Err(c.op_error_named(op, "expected single non-empty parent region"));
    }
    let Some(kind) = op_kind(ctx, ir, parent) else {
        return Err(c.op_error_named(op, "expected parent op with LinalgOp interface"));
    };
    let (n_in, n_out) = split_operands(ctx, ir, parent, kind);
    if ir.num_operands(op) != n_out {
        return Err(c.op_error_named(
            op,
            &format!(
                "expected number of yield values ({}) to match the number of inits / outs operands of the enclosing LinalgOp ({n_out})",
                ir.num_operands(op)
            ),
        ));
    }
    for (i, v) in ir.operands(op).enumerate() {
        let out = ir.value_type(ir.operand(parent, n_in + i));
        let elem = elem_or_self(ctx, out);
        let t = ir.value_type(v);
        if t != elem {
            return Err(c.op_error_named(
                op,
                &format!(
                    "type of yield operand {} ({}) doesn't match the element type of the enclosing linalg.generic op ({})",
                    i + 1,
                    quoted(ctx, t),
                    quoted(ctx, elem)
                ),
            ));
        }
    }
    Ok(())
}

pub(super) fn verify_index(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    check_props(c, op)?;
    if let Some(r) = ir.results(op).next() {
        let t = ir.value_type(r);
        if !matches!(ctx.type_data(t), TypeData::Index) {
            return Err(c.op_error_named(
                op,
                &format!("result #0 must be index, but got {}", quoted(ctx, t)),
            ));
        }
    }
    let parent = ir.parent_op(op);
    let Some((parent, kind)) = parent.and_then(|p| op_kind(ctx, ir, p).map(|k| (p, k))) else {
        return Err(c.op_error_named(op, "expected parent op with LinalgOp interface"));
    };
    let dim = match prop(ctx, ir, op, "dim").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Integer { value, .. }) => value.to_i64().unwrap_or(0),
        _ => 0,
    };
    let loops = num_loops(ctx, ir, parent, kind);
    if dim >= loops as i64 {
        return Err(c.op_error_named(
            op,
            &format!(
                "expected dim ({dim}) to be lower than the number of loops ({loops}) of the enclosing LinalgOp"
            ),
        ));
    }
    Ok(())
}

// ----- softmax, pack, unpack -----

/// `verifyCompatibleShape`: same rank, equal or dynamic dimensions.
fn compatible(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(&x, &y)| x == y || x == DYNAMIC || y == DYNAMIC)
}

pub(super) fn verify_softmax(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    check_props(c, op)?;
    if ir.num_operands(op) != 2 {
        return Ok(());
    }
    for (i, v) in ir.operands(op).enumerate() {
        let t = ir.value_type(v);
        if !ctx.type_data(t).is_shaped() {
            return Err(c.op_error_named(
                op,
                &format!(
                    "operand #{i} must be shaped of any type values, but got {}",
                    quoted(ctx, t)
                ),
            ));
        }
    }
    verify_dps(c, op, 1)?;
    let input = shape_of(ctx, ir.value_type(ir.operand(op, 0))).unwrap_or(&[]);
    let output = shape_of(ctx, ir.value_type(ir.operand(op, 1))).unwrap_or(&[]);
    if !compatible(input, output) {
        return Err(c.op_error_named(op, "incompatible output shape"));
    }
    let dim = match prop(ctx, ir, op, "dimension").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Integer { value, .. }) => value.to_i64().unwrap_or(-1),
        _ => -1,
    };
    if dim < 0 || dim >= input.len() as i64 {
        return Err(c.op_error_named(op, "incorrect dimension specified"));
    }
    Ok(())
}

/// `isInvalidPackingPosSpecification`.
fn invalid_positions(pos: &[i64], rank: usize) -> bool {
    if pos.len() > rank {
        return true;
    }
    let mut seen = std::collections::HashSet::new();
    pos.iter()
        .any(|&p| !seen.insert(p) || p < 0 || p >= rank as i64)
}

/// `commonVerifierPackAndUnPackOp`.
fn verify_relayout(c: &dyn Checker, op: OpId, pack: bool) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    check_props(c, op)?;
    if ir.num_operands(op) < 2 {
        return Ok(());
    }
    let src = ir.value_type(ir.operand(op, 0));
    let dest = ir.value_type(ir.operand(op, 1));
    for (i, t) in [(0, src), (1, dest)] {
        if !is_ranked_tensor(ctx, t) {
            return Err(c.op_error_named(
                op,
                &format!(
                    "operand #{i} must be ranked tensor of any type values, but got {}",
                    quoted(ctx, t)
                ),
            ));
        }
    }
    let tiles = i64s(ctx, ir, op, "static_inner_tiles").unwrap_or_default();
    if tiles.contains(&0) {
        return Err(c.plain_error(op, "invalid zero tile factor".into()));
    }
    let (unpacked, packed) = if pack { (src, dest) } else { (dest, src) };
    let unpacked_shape = shape_of(ctx, unpacked).unwrap_or(&[]).to_vec();
    let packed_shape = shape_of(ctx, packed).unwrap_or(&[]).to_vec();
    let rank = unpacked_shape.len();
    let inner = i64s(ctx, ir, op, "inner_dims_pos").unwrap_or_default();
    let outer = i64s(ctx, ir, op, "outer_dims_perm").unwrap_or_default();
    if invalid_positions(&inner, rank) {
        return Err(c.plain_error(op, "invalid inner_dims_pos vector".into()));
    }
    if invalid_positions(&outer, rank) {
        return Err(c.plain_error(op, "invalid outer_dims_perm vector".into()));
    }
    if !outer.is_empty() && outer.len() != rank {
        return Err(c.plain_error(op, "outer_dims_perm must be a permutation or empty".into()));
    }
    if tiles.len() > rank {
        return Err(c.plain_error(op, "tiling factors must be less than or equal to the input rank for pack or output rank for unpack".into()));
    }
    if tiles.len() != inner.len() {
        return Err(c.plain_error(
            op,
            "tiling factors must equal the number of dimensions to tile".into(),
        ));
    }
    let expected_rank = rank + tiles.len();
    if expected_rank != packed_shape.len() {
        return Err(c.plain_error(
            op,
            format!(
                "packed rank != (unpacked rank + num tiling factors), got {} != {expected_rank}",
                packed_shape.len()
            ),
        ));
    }
    // The packed type MLIR infers.
    let mut expected = unpacked_shape.clone();
    for (i, &pos) in inner.iter().enumerate() {
        let p = pos as usize;
        if expected[p] == DYNAMIC {
            continue;
        }
        if tiles[i] == DYNAMIC {
            expected[p] = DYNAMIC;
            continue;
        }
        expected[p] = div_ceil(expected[p], tiles[i]);
    }
    if !outer.is_empty() {
        let old = expected.clone();
        for (i, &p) in outer.iter().enumerate() {
            expected[i] = old[p as usize];
        }
    }
    expected.extend_from_slice(&tiles);
    let tail = &packed_shape[packed_shape.len() - tiles.len()..];
    let tiles_match = tail.iter().zip(&tiles).all(|(&shape, &tile)| {
        if tile == DYNAMIC {
            shape == DYNAMIC
        } else {
            shape == tile
        }
    });
    if !tiles_match {
        return Err(c.plain_error(
            op,
            "mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type".into(),
        ));
    }
    if !compatible(&expected, &packed_shape) {
        let elem = super::shaped_elem(ctx, unpacked);
        return Err(c.plain_error(
            op,
            format!(
                "expected 'tensor<{}>' for the packed domain value, got {}",
                tensor_body(ctx, &expected, elem),
                quoted(ctx, packed)
            ),
        ));
    }
    if pack {
        let has_pad = i64s(ctx, ir, op, "operandSegmentSizes")
            .is_some_and(|s| s.get(2).copied().unwrap_or(0) > 0);
        let elem = super::shaped_elem(ctx, src);
        if has_pad {
            if let Some(v) = ir.operands(op).nth(2) {
                let t = ir.value_type(v);
                if t != elem {
                    return Err(c.op_error_named(
                        op,
                        &format!(
                            "expected padding_value has {} but got: {}",
                            quoted(ctx, elem),
                            quoted(ctx, t)
                        ),
                    ));
                }
            }
        } else if requires_padding(&unpacked_shape, &inner, &packed_shape, &outer, &tiles) {
            return Err(c.op_error_named(op, "invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set"));
        }
    }
    verify_dps_inits(c, op, 1, 2)
}

fn div_ceil(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if a.wrapping_rem(b) != 0 && ((a < 0) == (b < 0)) {
        q.wrapping_add(1)
    } else {
        q
    }
}

/// `PackOp::requirePaddingValue`.
fn requires_padding(
    input: &[i64],
    inner: &[i64],
    output: &[i64],
    outer: &[i64],
    tiles: &[i64],
) -> bool {
    let mut out_tiles: Vec<i64> = output.iter().take(input.len()).copied().collect();
    if !outer.is_empty() && outer.len() == out_tiles.len() {
        let old = out_tiles.clone();
        for (i, &p) in outer.iter().enumerate() {
            out_tiles[p as usize] = old[i];
        }
    }
    for (&pos, &tile) in inner.iter().zip(tiles) {
        let p = pos as usize;
        if input[p] == DYNAMIC {
            continue;
        }
        if tile == DYNAMIC {
            if out_tiles[p] != DYNAMIC
                && out_tiles[p] != 0
                && input[p].wrapping_rem(out_tiles[p]) != 0
            {
                return true;
            }
        } else if input[p].wrapping_rem(tile) != 0 {
            return true;
        }
    }
    false
}

/// `4x?x8xf32` for a tensor type.
fn tensor_body(ctx: &Context, shape: &[i64], elem: Type) -> String {
    let mut s = String::new();
    for &d in shape {
        if d == DYNAMIC {
            s.push('?');
        } else {
            s.push_str(&d.to_string());
        }
        s.push('x');
    }
    s.push_str(&crate::printer::type_to_string(ctx, elem));
    s
}

pub(super) fn verify_pack(c: &dyn Checker, op: OpId) -> VResult {
    verify_relayout(c, op, true)
}

pub(super) fn verify_unpack(c: &dyn Checker, op: OpId) -> VResult {
    verify_relayout(c, op, false)
}

/// The shape linalg sees of an operand: a vector is a scalar to it
/// (`LinalgOp::getRank` is 0 for what is not a tensor or memref).
fn operand_shape(ctx: &Context, t: Type) -> &[i64] {
    match ctx.type_data(t) {
        TypeData::MemRef { .. } | TypeData::RankedTensor { .. } => shape_of(ctx, t).unwrap_or(&[]),
        _ => &[],
    }
}
