//! `sigil-fuse-elementwise`: chains of elementwise work on tensors become
//! one `linalg.generic`, so the VM reads and writes memory once per chain
//! instead of once per op (the VM runs it on load).
//!
//! Two steps, the ones MLIR's `convert-elementwise-to-linalg` and
//! `linalg-fuse-elementwise-ops` take, on a narrower class of ops:
//!
//! 1. Each `arith`/`math` op with the `Elementwise` trait on statically
//!    shaped tensors of integers or floats becomes a `linalg.generic` with
//!    identity maps into a `tensor.empty`, its body the op on elements
//!    (the op is copied, so its properties and location stay).
//! 2. A `linalg.generic` consumer with only parallel loops absorbs an
//!    input's producer when the producer is a `linalg.generic` in the same
//!    block with only parallel loops, one output read through a
//!    permutation map, a body that neither reads the output's element nor
//!    asks for loop indices, and either this one use or a body that only
//!    copies an input (a broadcast or a transposition, cheaper to read
//!    again than to store). The producer's inputs join the consumer's with
//!    their maps composed through the consumer's; its body runs first and
//!    its yielded value replaces the consumer's block argument. Producers
//!    left without uses are erased, with their `tensor.empty` inits.
//!
//! A fused body holds at most [`MAX_FUSED_OPS`] ops. Unlike MLIR's pass, nothing is folded, reshapes are not propagated and
//! reductions absorb nothing: the output is the VM's, not MLIR's.

use sigil_affine::{AffineExpr, AffineMap, ExprArena};
use sigil_ir::attrs::AttrData;
use sigil_ir::clone::IrMapping;
use sigil_ir::dialects::linalg::info::{
    indexing_maps_attr, is_generic, iterator_type_attr, structured_info, IteratorKind,
    StructuredInfo,
};
use sigil_ir::{BlockId, Context, Ir, Module, NamedAttr, NewOp, OpId, Type, TypeData, Value};

use crate::pass::{Pass, PassFailed, Target};

/// The most ops a fused body may hold: fusion copies the producer's body
/// into the consumer's, so an unbounded chain of N ops would copy O(N²)
/// ops (a chain of 5,000 took 5 s to load); longer chains are cut into
/// generics of this size, which cost no more passes than a few.
pub const MAX_FUSED_OPS: usize = 256;

/// The `sigil-fuse-elementwise` pass.
pub struct FuseElementwise;

impl Pass for FuseElementwise {
    fn argument(&self) -> &str {
        "sigil-fuse-elementwise"
    }

    fn name(&self) -> &str {
        "SigilFuseElementwise"
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        fuse_under(t.ctx, &mut t.module.ir, t.op);
        Ok(())
    }
}

/// Runs the pass on the whole module; the number of fusions made.
pub fn fuse_elementwise(ctx: &mut Context, module: &mut Module) -> usize {
    fuse_under(ctx, &mut module.ir, module.top)
}

/// Runs the pass on the ops nested in `root`; the number of fusions made.
pub fn fuse_under(ctx: &mut Context, ir: &mut Ir, root: OpId) -> usize {
    let mut ops = Vec::new();
    ir.walk(root, &mut |o| ops.push(o));
    let mut generics = Vec::new();
    for op in ops {
        if ir.is_op_erased(op) {
            continue;
        }
        if elementwise_on_tensors(ctx, ir, op) {
            generics.push(to_generic(ctx, ir, op));
        } else if is_generic(ctx, ir, op) {
            generics.push(op);
        }
    }
    let mut fused = 0;
    for mut g in generics {
        if ir.is_op_erased(g) {
            continue;
        }
        while let Some((operand, producer)) = fusable_input(ctx, ir, g) {
            g = fuse(ctx, ir, producer, g, operand);
            fused += 1;
            erase_if_dead(ctx, ir, producer);
        }
    }
    fused
}

/// The elements of a statically shaped tensor of integers or floats.
fn static_tensor(ctx: &Context, t: Type) -> Option<(&[i64], Type)> {
    match ctx.type_data(t) {
        TypeData::RankedTensor {
            shape,
            elem,
            encoding: None,
        } if shape.iter().all(|&d| d >= 0)
            && matches!(
                ctx.type_data(*elem),
                TypeData::Float(_) | TypeData::Integer { .. }
            ) =>
        {
            Some((shape, *elem))
        }
        _ => None,
    }
}

/// Whether `op` is an `arith`/`math` op with the `Elementwise` trait, one
/// result and operands all statically shaped tensors of its shape.
fn elementwise_on_tensors(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    let name = ctx.str_bytes(ir.op(op).name);
    if !(name.starts_with(b"arith.") || name.starts_with(b"math.")) {
        return false;
    }
    let Some(def) = sigil_ir::dialects::registry::lookup(name) else {
        return false;
    };
    if !def.structure.elementwise
        || ir.num_results(op) != 1
        || ir.num_operands(op) == 0
        || !ir.regions(op).is_empty()
    {
        return false;
    }
    let Some((shape, _)) = static_tensor(ctx, ir.value_type(ir.result(op, 0))) else {
        return false;
    };
    ir.operands(op)
        .all(|v| static_tensor(ctx, ir.value_type(v)).is_some_and(|(s, _)| s == shape))
}

fn name_attr(ctx: &mut Context, name: &str) -> sigil_ir::attrs::Attr {
    ctx.string_attr(name.as_bytes())
}

/// A `linalg.generic` of `loops` parallel loops before `before`, with
/// `inputs` and `outputs` read through `maps`, results of `result_types`
/// and the body `block`.
#[allow(clippy::too_many_arguments)]
fn create_generic(
    ctx: &mut Context,
    ir: &mut Ir,
    before: OpId,
    loc: sigil_ir::LocRef,
    operands: (&[Value], &[Value]),
    maps: Vec<AffineMap>,
    loops: usize,
    result_types: &[Type],
    block: BlockId,
) -> OpId {
    let (inputs, outputs) = operands;
    let maps = indexing_maps_attr(ctx, maps);
    let parallel = iterator_type_attr(ctx, IteratorKind::Parallel);
    let iterators = ctx.intern_attr(AttrData::Array(vec![parallel; loops].into()));
    let i32t = ctx.i(32);
    let sizes: Vec<u8> = [inputs.len() as i32, outputs.len() as i32]
        .iter()
        .flat_map(|s| s.to_le_bytes())
        .collect();
    let segments = ctx.intern_attr(AttrData::DenseArray {
        elem: i32t,
        len: 2,
        data: sizes.into_boxed_slice(),
    });
    let entries = vec![
        NamedAttr {
            name: name_attr(ctx, "indexing_maps"),
            value: maps,
        },
        NamedAttr {
            name: name_attr(ctx, "iterator_types"),
            value: iterators,
        },
        NamedAttr {
            name: name_attr(ctx, "operandSegmentSizes"),
            value: segments,
        },
    ];
    let props = ctx.dict_attr(entries).expect("distinct property names");
    let region = ir.create_region();
    ir.append_block(region, block);
    let operands: Vec<Value> = inputs.iter().chain(outputs).copied().collect();
    let name = name_attr(ctx, "linalg.generic");
    let op = ir.create_op(NewOp {
        name,
        loc,
        operands: &operands,
        result_types,
        attrs: &[],
        props: Some(props),
        successors: &[],
        regions: &[region],
    });
    ir.insert_op_before(before, op);
    op
}

/// Rewrites the elementwise op `op` on tensors as a `linalg.generic`.
fn to_generic(ctx: &mut Context, ir: &mut Ir, op: OpId) -> OpId {
    let loc = ir.op(op).loc;
    let result = ir.result(op, 0);
    let rt = ir.value_type(result);
    let (shape, out_elem) = static_tensor(ctx, rt).expect("checked");
    let rank = shape.len();
    let operands: Vec<Value> = ir.operands(op).collect();
    let empty_name = name_attr(ctx, "tensor.empty");
    let empty = ir.create_op(NewOp {
        name: empty_name,
        loc,
        operands: &[],
        result_types: &[rt],
        attrs: &[],
        props: None,
        successors: &[],
        regions: &[],
    });
    ir.insert_op_before(op, empty);
    let init = ir.result(empty, 0);
    // Each operand once (`arith.mulf %x, %x` reads one input).
    let mut inputs: Vec<Value> = Vec::new();
    for &v in &operands {
        if !inputs.contains(&v) {
            inputs.push(v);
        }
    }
    let mut arg_types: Vec<(Type, sigil_ir::LocRef)> = inputs
        .iter()
        .map(|&v| {
            (
                static_tensor(ctx, ir.value_type(v)).expect("checked").1,
                loc,
            )
        })
        .collect();
    arg_types.push((out_elem, loc));
    let block = ir.create_block(&arg_types);
    let args: Vec<Value> = ir.block_args(block).to_vec();
    // The op itself, on elements.
    let mut map = IrMapping::new();
    for (&v, &a) in inputs.iter().zip(&args) {
        map.map_value(v, a);
    }
    let scalar = ir.clone_op(op, &mut map);
    let scalar_result = ir.result(scalar, 0);
    ir.set_value_type(scalar_result, out_elem);
    ir.append_op(block, scalar);
    let yield_name = name_attr(ctx, "linalg.yield");
    let y = ir.create_op(NewOp {
        name: yield_name,
        loc,
        operands: &[scalar_result],
        result_types: &[],
        attrs: &[],
        props: None,
        successors: &[],
        regions: &[],
    });
    ir.append_op(block, y);
    let identity = AffineMap::multi_dim_identity(rank as u32);
    let maps = vec![identity; inputs.len() + 1];
    let g = create_generic(
        ctx,
        ir,
        op,
        loc,
        (&inputs, &[init]),
        maps,
        rank,
        &[rt],
        block,
    );
    let r = ir.result(g, 0);
    ir.replace_all_uses(result, r);
    ir.erase_op(op).expect("an op without uses");
    g
}

/// A `linalg.generic` with only parallel loops, one tensor result and one
/// block, as fusion needs it.
fn parallel_generic(ctx: &Context, ir: &Ir, op: OpId) -> Option<StructuredInfo> {
    if !is_generic(ctx, ir, op) || ir.num_results(op) != 1 {
        return None;
    }
    let info = structured_info(ctx, ir, op)?;
    let one_block = ir.region_blocks(info.body).count() == 1;
    (info.outputs == 1
        && one_block
        && info.iterators.iter().all(|&k| k == IteratorKind::Parallel)
        && info.maps.iter().all(|m| m.num_symbols() == 0))
    .then_some(info)
}

/// The first input of the consumer `g` whose producer fusion may absorb:
/// `(operand index, producer)`.
fn fusable_input(ctx: &Context, ir: &Ir, g: OpId) -> Option<(usize, OpId)> {
    let info = parallel_generic(ctx, ir, g)?;
    let block = ir.parent_block(g)?;
    for i in 0..info.inputs {
        let v = ir.operand(g, i);
        let Some(sigil_ir::ValueDef::Result { op: p, .. }) = ir.value_def(v) else {
            continue;
        };
        if ir.parent_block(p) != Some(block) {
            continue;
        }
        let Some(pinfo) = parallel_generic(ctx, ir, p) else {
            continue;
        };
        if !pinfo.maps[pinfo.inputs].is_permutation() {
            continue;
        }
        let entry = ir.entry_block(pinfo.body)?;
        let args = ir.block_args(entry);
        if ir.has_uses(args[pinfo.inputs]) {
            continue;
        }
        let mut indexes = false;
        ir.walk(p, &mut |o| {
            indexes |= ctx.str_bytes(ir.op(o).name) == b"linalg.index";
        });
        if indexes {
            continue;
        }
        let body = |op: OpId| {
            let mut n = 0;
            ir.walk(op, &mut |_| n += 1);
            n
        };
        if body(p) + body(g) > MAX_FUSED_OPS {
            continue;
        }
        if ir.num_uses(v) == 1 || copied_input(ir, entry, pinfo.inputs).is_some() {
            return Some((i, p));
        }
    }
    None
}

/// The input whose element the body `entry` only yields, if it does.
fn copied_input(ir: &Ir, entry: BlockId, inputs: usize) -> Option<usize> {
    let first = ir.first_op(entry)?;
    if ir.next_op(first).is_some() || ir.num_operands(first) != 1 {
        return None;
    }
    let y = ir.operand(first, 0);
    ir.block_args(entry)[..inputs].iter().position(|&a| a == y)
}

/// `producer`'s input map as a map of the consumer's loops: each producer
/// loop is the consumer's expression for the tensor dimension the
/// producer's output map puts it at.
fn compose(
    consumer_map: &AffineMap,
    producer_out: &AffineMap,
    producer_in: &AffineMap,
) -> AffineMap {
    let mut arena = ExprArena::new();
    let through = consumer_map.import_into(&mut arena);
    let mut dims = vec![arena.constant(0); producer_out.num_dims() as usize];
    for (k, _) in producer_out.results().iter().enumerate() {
        if let AffineExpr::Dim(l) = producer_out.result(k) {
            dims[l as usize] = through[k];
        }
    }
    let results: Vec<_> = producer_in
        .import_into(&mut arena)
        .into_iter()
        .map(|e| arena.replace_dims_and_symbols(e, &dims, &[]))
        .collect();
    AffineMap::new(consumer_map.num_dims(), 0, &arena, &results)
}

/// Fuses `producer` into the consumer `g` at its input `operand`; the new
/// consumer.
fn fuse(ctx: &mut Context, ir: &mut Ir, producer: OpId, g: OpId, operand: usize) -> OpId {
    let pinfo = structured_info(ctx, ir, producer).expect("checked");
    let ginfo = structured_info(ctx, ir, g).expect("checked");
    let p_ops: Vec<Value> = ir.operands(producer).collect();
    let g_ops: Vec<Value> = ir.operands(g).collect();
    let p_entry = ir.entry_block(pinfo.body).expect("checked");
    let g_entry = ir.entry_block(ginfo.body).expect("checked");
    let p_args = ir.block_args(p_entry).to_vec();
    let g_args = ir.block_args(g_entry).to_vec();

    // The inputs, each (value, map) once: the consumer's before the fused
    // one, the producer's, the consumer's after it. `(old block argument,
    // input)` says which new argument replaces each old one.
    let mut inputs: Vec<(Value, AffineMap, Value)> = Vec::new();
    let mut g_slots: Vec<(Value, usize)> = Vec::new();
    let mut p_slots: Vec<(Value, usize)> = Vec::new();
    // (from the producer?, operand index), in the order of the new inputs.
    let order = (0..operand)
        .map(|k| (false, k))
        .chain((0..pinfo.inputs).map(|j| (true, j)))
        .chain((operand + 1..ginfo.inputs).map(|k| (false, k)));
    for (from_p, k) in order {
        let (v, m, a) = if from_p {
            let m = compose(
                &ginfo.maps[operand],
                &pinfo.maps[pinfo.inputs],
                &pinfo.maps[k],
            );
            (p_ops[k], m, p_args[k])
        } else {
            (g_ops[k], ginfo.maps[k].clone(), g_args[k])
        };
        let i = match inputs.iter().position(|(w, n, _)| *w == v && *n == m) {
            Some(i) => i,
            None => {
                inputs.push((v, m, a));
                inputs.len() - 1
            }
        };
        if from_p { &mut p_slots } else { &mut g_slots }.push((a, i));
    }
    let outputs: Vec<Value> = g_ops[ginfo.inputs..].to_vec();
    let mut maps: Vec<AffineMap> = inputs.iter().map(|(_, m, _)| m.clone()).collect();
    maps.extend_from_slice(&ginfo.maps[ginfo.inputs..]);
    let typed = |ir: &Ir, a: Value| (ir.value_type(a), ir.arg_loc(a));
    let arg_types: Vec<(Type, sigil_ir::LocRef)> = inputs
        .iter()
        .map(|&(_, _, a)| typed(ir, a))
        .chain(g_args[ginfo.inputs..].iter().map(|&a| typed(ir, a)))
        .collect();
    let block = ir.create_block(&arg_types);
    let args = ir.block_args(block).to_vec();
    let inputs: Vec<Value> = inputs.into_iter().map(|(v, _, _)| v).collect();

    // The producer's body, its yield dropped: the yielded value.
    let mut map = IrMapping::new();
    for &(a, i) in &p_slots {
        map.map_value(a, args[i]);
    }
    let p_body: Vec<OpId> = ir.block_ops(p_entry).collect();
    let (&p_yield, p_body) = p_body.split_last().expect("a terminator");
    for &o in p_body {
        let c = ir.clone_op(o, &mut map);
        ir.append_op(block, c);
    }
    let produced = map.lookup_value_or_default(ir.operand(p_yield, 0));

    // The consumer's body, the fused argument replaced by that value.
    let mut map = IrMapping::new();
    for &(a, i) in &g_slots {
        map.map_value(a, args[i]);
    }
    map.map_value(g_args[operand], produced);
    for (k, &a) in g_args[ginfo.inputs..].iter().enumerate() {
        map.map_value(a, args[inputs.len() + k]);
    }
    let g_body: Vec<OpId> = ir.block_ops(g_entry).collect();
    for o in g_body {
        let c = ir.clone_op(o, &mut map);
        ir.append_op(block, c);
    }

    let loc = ir.op(g).loc;
    let result_types: Vec<Type> = ir.results(g).map(|r| ir.value_type(r)).collect();
    let loops = ginfo.iterators.len();
    let fused = create_generic(
        ctx,
        ir,
        g,
        loc,
        (&inputs, &outputs),
        maps,
        loops,
        &result_types,
        block,
    );
    let new: Vec<Value> = ir.results(fused).collect();
    let old: Vec<Value> = ir.results(g).collect();
    for (o, n) in old.into_iter().zip(new) {
        ir.replace_all_uses(o, n);
    }
    ir.erase_op(g).expect("an op without uses");
    fused
}

/// Erases `op` when its results are unused, then its operands' defining
/// `tensor.empty` ops left without uses.
fn erase_if_dead(ctx: &Context, ir: &mut Ir, op: OpId) {
    if ir.results(op).any(|r| ir.has_uses(r)) {
        return;
    }
    let operands: Vec<Value> = ir.operands(op).collect();
    ir.erase_op(op).expect("an op without uses");
    for v in operands {
        if let Some(sigil_ir::ValueDef::Result { op: d, .. }) = ir.value_def(v) {
            if !ir.is_op_erased(d)
                && ctx.str_bytes(ir.op(d).name) == b"tensor.empty"
                && !ir.has_uses(v)
            {
                ir.erase_op(d).expect("an op without uses");
            }
        }
    }
}
