//! Compiling `iree_linalg_ext` ops into [`ExtOp`] entries of the tensor
//! side table: operands as slots, attributes decoded, the region compiled
//! as a payload (and recognised as one comparison where it is one).
//! `custom_op` is the exception: its body is compiled in place
//! ([`custom_op`]), as IREE's decomposition inlines it.
//!
//! An op on memrefs is the same entry with no results: the machine tells
//! a memref operand from a tensor by what its slot holds.

use sigil_ir::ops::iree_linalg_ext::{
    ArgCompareOp, AttentionOp, CustomOp, ExpReductionOp, FftOp, GatherOp, Im2colOp, MapLoadOp,
    MapStoreOp, OnlineAttentionOp, ScanOp, ScatterOp, SortOp, TopkOp, TopkV2Op,
    WinogradFilterTransformOp, WinogradInputTransformOp, WinogradOutputTransformOp,
};
use std::rc::Rc;

use sigil_affine::AffineExpr;
use sigil_ir::attrs::AttrData;
use sigil_ir::dialects::structure::{OperandId, PropId};
use sigil_ir::dialects::OpView;
use sigil_ir::types::DYNAMIC;
use sigil_ir::{OpId, TypeData, Value as IrValue, ValueDef};

use super::{Compiler, Slot, YieldTo};
use crate::bytecode::Instr;
use crate::error::CompileError;
use crate::linalg_ext::{Attention, Compare, ExpReduction, ExtOp, Im2col, Kind, Region, Winograd};
use crate::tensor::{Dim, ShapeRule, TensorOp};
use crate::value::{ElementType, ScalarType};

/// Whether `name` is an `iree_linalg_ext` op this module compiles (its
/// `yield` and `index` are a payload's, or a `custom_op` body's).
pub(crate) fn handles(name: &str) -> bool {
    name.starts_with("iree_linalg_ext.")
        && !matches!(name, "iree_linalg_ext.yield" | "iree_linalg_ext.index")
}

/// Whether the `iree_linalg_ext.yield` `op` ends a `custom_op` body (its
/// values are the op's results, not a payload's return).
pub(crate) fn ends_custom_op(c: &Compiler<'_>, op: OpId) -> bool {
    let ir = c.ir();
    ir.parent_block(op)
        .and_then(|b| ir.block_parent_op(b))
        .is_some_and(|p| c.ctx().str_bytes(ir.op(p).name) == b"iree_linalg_ext.custom_op")
}

pub(crate) fn compile(
    c: &mut Compiler<'_>,
    view: OpView<'_>,
    name: &str,
) -> Result<(), CompileError> {
    let op = view.op;
    if name == "iree_linalg_ext.custom_op" {
        return custom_op(c, view);
    }
    let (ctx, ir) = (c.ctx(), c.ir());
    for v in ir.operands(op) {
        if let TypeData::RankedTensor { .. } | TypeData::MemRef { .. } =
            ctx.type_data(ir.value_type(v))
        {
            let (elem, _) = super::tensor::signature(c, v, op)?;
            if matches!(elem, ElementType::Complex(_)) {
                return Err(c.unsupported(op, &format!("{name} on complex elements")));
            }
        }
    }
    let tensor = |c: &Compiler<'_>, v: IrValue| -> Result<u32, CompileError> {
        match c.slot(v) {
            Slot::R(r) => Ok(r),
            _ => Err(c.unsupported(op, "a shaped operand held as a scalar")),
        }
    };
    let is_memref = |v: IrValue| matches!(ctx.type_data(ir.value_type(v)), TypeData::MemRef { .. });
    let group = |c: &Compiler<'_>, g: OperandId| -> Result<Vec<u32>, CompileError> {
        view.operands(g).map(|v| tensor(c, v)).collect()
    };
    let present = |g: OperandId| view.operand(g).is_some();
    let dim = |c: &Compiler<'_>| -> Result<usize, CompileError> {
        view.int_prop(view.pick(&[
            SortOp::DIMENSION,
            ScanOp::DIMENSION,
            TopkOp::DIMENSION,
            TopkV2Op::DIMENSION,
            ArgCompareOp::DIMENSION,
        ]))
        .filter(|&d| d >= 0)
        .map(|d| d as usize)
        .ok_or_else(|| c.unsupported(op, "a negative dimension"))
    };
    let dim_map = |c: &Compiler<'_>| -> Result<Vec<usize>, CompileError> {
        let ints = view
            .prop(view.pick(&[GatherOp::DIMENSION_MAP, ScatterOp::DIMENSION_MAP]))
            .and_then(|a| super::ops::dense_array_ints(ctx, a))
            .unwrap_or_default();
        ints.iter()
            .map(|&d| usize::try_from(d).map_err(|_| c.unsupported(op, "this dimension_map")))
            .collect()
    };
    // Operands in the op's order: read-only ones, then destinations.
    let io: [OperandId; 2];
    let (ins_groups, outs_groups): (&[OperandId], &[OperandId]) = match name {
        "iree_linalg_ext.sort" => (&[], &[SortOp::OUTPUTS]),
        "iree_linalg_ext.scan" => (&[ScanOp::INPUT], &[ScanOp::OUTPUT, ScanOp::ACCUMULATOR]),
        "iree_linalg_ext.topk" => (
            &[TopkOp::VALUES, TopkOp::INDICES],
            &[TopkOp::OUTPUT_VALUES, TopkOp::OUTPUT_INDICES],
        ),
        "iree_linalg_ext.topk_v2" => (
            &[TopkV2Op::VALUES, TopkV2Op::INPUT_INDICES],
            &[TopkV2Op::OUTPUT_VALUES, TopkV2Op::OUTPUT_INDICES],
        ),
        "iree_linalg_ext.arg_compare" => (
            &[ArgCompareOp::INPUT_VALUE, ArgCompareOp::INPUT_INDEX],
            &[ArgCompareOp::OUTPUT_VALUE, ArgCompareOp::OUTPUT_INDEX],
        ),
        "iree_linalg_ext.scatter" => (
            &[ScatterOp::UPDATES, ScatterOp::INDICES, ScatterOp::MASK],
            &[ScatterOp::ORIGINAL],
        ),
        "iree_linalg_ext.gather" => (
            &[GatherOp::SOURCE, GatherOp::INDICES, GatherOp::MASK],
            &[GatherOp::OUTPUT],
        ),
        "iree_linalg_ext.map_load" => (&[MapLoadOp::SOURCE], &[MapLoadOp::OUTPUT]),
        "iree_linalg_ext.map_store" => (&[MapStoreOp::INPUT], &[MapStoreOp::OUTPUT]),
        "iree_linalg_ext.attention" => (
            &[
                AttentionOp::QUERY,
                AttentionOp::KEY,
                AttentionOp::VALUE,
                AttentionOp::MASK,
            ],
            &[AttentionOp::OUTPUT],
        ),
        "iree_linalg_ext.online_attention" => (
            &[
                OnlineAttentionOp::QUERY,
                OnlineAttentionOp::KEY,
                OnlineAttentionOp::VALUE,
                OnlineAttentionOp::MASK,
            ],
            &[
                OnlineAttentionOp::OUTPUT,
                OnlineAttentionOp::MAX,
                OnlineAttentionOp::SUM,
            ],
        ),
        "iree_linalg_ext.fft" => (
            &[FftOp::REAL_COEFF, FftOp::IMAG_COEFF],
            &[FftOp::REAL, FftOp::IMAG],
        ),
        "iree_linalg_ext.winograd.input_transform"
        | "iree_linalg_ext.winograd.filter_transform"
        | "iree_linalg_ext.winograd.output_transform"
        | "iree_linalg_ext.im2col" => {
            io = [
                view.pick(&[
                    WinogradInputTransformOp::INPUT,
                    WinogradFilterTransformOp::INPUT,
                    WinogradOutputTransformOp::INPUT,
                    Im2colOp::INPUT,
                ]),
                view.pick(&[
                    WinogradInputTransformOp::OUTPUT,
                    WinogradFilterTransformOp::OUTPUT,
                    WinogradOutputTransformOp::OUTPUT,
                    Im2colOp::OUTPUT,
                ]),
            ];
            (&io[..1], &io[1..])
        }
        "iree_linalg_ext.exp_reduction" => (&[ExpReductionOp::INPUTS], &[ExpReductionOp::OUTPUTS]),
        _ => return Err(c.unsupported(op, "this op")),
    };
    if name == "iree_linalg_ext.sort" && present(SortOp::INPUTS) {
        return Err(c.unsupported(op, "a sort with inputs (ins)"));
    }
    let mut ins = Vec::new();
    for g in ins_groups {
        ins.extend(group(c, *g)?);
    }
    let mut outs = Vec::new();
    let mut out_values = Vec::new();
    for g in outs_groups {
        for v in view.operands(*g) {
            let own = !is_memref(v) && super::tensor::last_use(c, v, op);
            outs.push((tensor(c, v)?, own));
            out_values.push(v);
        }
    }
    let kind = match name {
        "iree_linalg_ext.sort" => Kind::Sort { dim: dim(c)? },
        "iree_linalg_ext.scan" => Kind::Scan {
            dim: dim(c)?,
            inclusive: view.int_prop(ScanOp::INCLUSIVE).unwrap_or(0) != 0,
        },
        "iree_linalg_ext.topk" => Kind::TopK {
            dim: dim(c)?,
            in_indices: present(TopkOp::INDICES),
            out_indices: true,
            sorted: false,
        },
        "iree_linalg_ext.topk_v2" => Kind::TopK {
            dim: dim(c)?,
            in_indices: present(TopkV2Op::INPUT_INDICES),
            out_indices: present(TopkV2Op::OUTPUT_INDICES),
            sorted: view.prop(TopkV2Op::IS_SORTED).is_some(),
        },
        "iree_linalg_ext.arg_compare" => Kind::ArgCompare {
            dim: dim(c)?,
            in_indices: present(ArgCompareOp::INPUT_INDEX),
            base: view.operand(ArgCompareOp::INDEX_BASE).map(|v| c.s(v)),
        },
        "iree_linalg_ext.scatter" => Kind::Scatter {
            dim_map: dim_map(c)?,
            mask: present(ScatterOp::MASK),
        },
        "iree_linalg_ext.gather" => Kind::Gather {
            dim_map: dim_map(c)?,
            mask: present(GatherOp::MASK),
        },
        "iree_linalg_ext.map_load" => Kind::MapLoad,
        "iree_linalg_ext.fft" => {
            let stage = view.operand(FftOp::STAGE).expect("declared operand");
            if !matches!(c.slot(stage), Slot::S(_)) {
                return Err(c.unsupported(op, "an fft stage that is not an index"));
            }
            Kind::Fft {
                stage: c.s(stage),
                coeff: present(FftOp::REAL_COEFF),
            }
        }
        "iree_linalg_ext.map_store" => Kind::MapStore,
        "iree_linalg_ext.attention" | "iree_linalg_ext.online_attention" => {
            Kind::Attention(Box::new(attention(c, &view, name)?))
        }
        "iree_linalg_ext.im2col" => Kind::Im2col(Box::new(im2col(c, &view)?)),
        "iree_linalg_ext.exp_reduction" => Kind::ExpReduction(Box::new(exp_reduction(c, &view)?)),
        _ => {
            let which = match name {
                "iree_linalg_ext.winograd.input_transform" => Winograd::Input,
                "iree_linalg_ext.winograd.filter_transform" => Winograd::Filter,
                _ => Winograd::Output,
            };
            let dims_name = match which {
                Winograd::Input => WinogradInputTransformOp::IMAGE_DIMENSIONS,
                Winograd::Filter => WinogradFilterTransformOp::KERNEL_DIMENSIONS,
                Winograd::Output => WinogradOutputTransformOp::IMAGE_DIMENSIONS,
            };
            let dims = view
                .prop(dims_name)
                .and_then(|a| super::ops::dense_array_ints(ctx, a))
                .unwrap_or_default();
            let (tile, kernel) = (
                view.int_prop(view.pick(&[
                    WinogradInputTransformOp::OUTPUT_TILE_SIZE,
                    WinogradFilterTransformOp::OUTPUT_TILE_SIZE,
                    WinogradOutputTransformOp::OUTPUT_TILE_SIZE,
                ]))
                .unwrap_or(0),
                view.int_prop(view.pick(&[
                    WinogradInputTransformOp::KERNEL_SIZE,
                    WinogradFilterTransformOp::KERNEL_SIZE,
                    WinogradOutputTransformOp::KERNEL_SIZE,
                ]))
                .unwrap_or(0),
            );
            if (tile, kernel) != (6, 3) || dims.len() != 2 || dims.iter().any(|&d| d < 0) {
                return Err(c.unsupported(
                    op,
                    "a Winograd transform other than F(6, 3) over two image dimensions",
                ));
            }
            Kind::Winograd {
                which,
                tile: 6,
                kernel: 3,
                dims: dims.iter().map(|&d| d as usize).collect(),
            }
        }
    };
    let region = match ir.regions(op).first() {
        Some(&body) => {
            let loops = match &kind {
                Kind::Attention(a) => a.loops,
                _ => 0,
            };
            let (payload, index_params, captures, ref_captures) =
                super::compile_payload(c, op, body, loops)?;
            if payload.params.iter().any(|p| p.is_ref()) {
                return Err(c.unsupported(op, "this region"));
            }
            let compare = Compare::of(&payload);
            let sort_key = Compare::of_key(&payload);
            let identity = matches!(payload.code[..], [Instr::Return { i }]
                if payload.params.len() == 1
                    && payload.rets[i as usize].len() == 1
                    && payload.rets[i as usize][0].0 == payload.params[0].index());
            Some(Region {
                payload: Rc::new(payload),
                index_params,
                captures,
                ref_captures,
                compare,
                sort_key,
                identity,
            })
        }
        None => None,
    };
    // A result per tensor destination, none for a memref.
    let op_results: Vec<IrValue> = ir.results(op).collect();
    let tensor_outs = out_values.iter().filter(|&&v| !is_memref(v)).count();
    if op_results.len() != tensor_outs {
        return Err(c.unsupported(op, "a result count other than the tensor destinations'"));
    }
    let mut next_result = op_results.into_iter();
    let mut results = Vec::new();
    for &v in &out_values {
        let result = if is_memref(v) {
            None
        } else {
            next_result.next()
        };
        results.push(match result {
            Some(r) => Some(super::tensor::def_ref(c, r, op)?),
            None => None,
        });
    }
    let ext = ExtOp {
        name: name.to_string(),
        kind,
        ins,
        outs,
        results,
        region,
    };
    c.f.tensors.push(TensorOp::Ext(Box::new(ext)));
    let i = c.f.tensors.len() as u32 - 1;
    c.emit(Instr::Tensor { i });
    Ok(())
}

/// An attention op's maps (each result a loop), scale and softmax base.
fn attention(c: &Compiler<'_>, view: &OpView<'_>, name: &str) -> Result<Attention, CompileError> {
    let op = view.op;
    let ctx = c.ctx();
    let online = name == "iree_linalg_ext.online_attention";
    let mask = view
        .operand(view.pick(&[AttentionOp::MASK, OnlineAttentionOp::MASK]))
        .is_some();
    let Some(AttrData::Array(maps)) = view
        .prop(view.pick(&[AttentionOp::INDEXING_MAPS, OnlineAttentionOp::INDEXING_MAPS]))
        .map(|a| ctx.attr_data(a))
    else {
        return Err(c.unsupported(op, "attention without indexing maps"));
    };
    let mut loops = None;
    let mut out = Vec::new();
    for (k, &m) in maps.iter().enumerate() {
        let AttrData::AffineMap(map) = ctx.attr_data(m) else {
            return Err(c.unsupported(op, "an indexing map that is not an affine map"));
        };
        if *loops.get_or_insert(map.num_dims()) != map.num_dims() || map.num_symbols() != 0 {
            return Err(c.unsupported(op, "indexing maps of different domains"));
        }
        // The scale's map (the fourth) has no results.
        if k == 3 {
            continue;
        }
        let mut dims = Vec::new();
        for i in 0..map.num_results() {
            match map.result(i) {
                AffineExpr::Dim(d) => dims.push(d as usize),
                _ => return Err(c.unsupported(op, "an attention map that is not a projection")),
            }
        }
        out.push(dims);
    }
    let expected = 4 + usize::from(mask) + if online { 2 } else { 0 };
    if out.len() != expected {
        return Err(c.unsupported(op, "this number of indexing maps"));
    }
    let scale_v = view
        .operand(view.pick(&[AttentionOp::SCALE, OnlineAttentionOp::SCALE]))
        .expect("declared operand");
    let scale_ty = match c.scalar_type_of(scale_v, op)? {
        ScalarType::F16 => crate::bytecode::FTy::F16,
        ScalarType::BF16 => crate::bytecode::FTy::BF16,
        ScalarType::F32 => crate::bytecode::FTy::F32,
        ScalarType::F64 => crate::bytecode::FTy::F64,
        _ => return Err(c.unsupported(op, "a scale that is not a float")),
    };
    let q = view
        .operand(view.pick(&[AttentionOp::QUERY, OnlineAttentionOp::QUERY]))
        .expect("declared operand");
    let (qe, _) = super::tensor::signature(c, q, op)?;
    if qe.size() < 2 {
        return Err(c.unsupported(op, "attention on 8-bit floats"));
    }
    // `decomposition_config = {use_exp2 = false}` (online attention only).
    let exp2 = !online
        || view
            .prop(OnlineAttentionOp::DECOMPOSITION_CONFIG)
            .and_then(|d| ctx.dict_get(d, b"use_exp2"))
            .map(
                |a| !matches!(ctx.attr_data(a), AttrData::Integer { value, .. } if value.is_zero()),
            )
            .unwrap_or(true);
    Ok(Attention {
        online,
        maps: out,
        loops: loops.unwrap_or(0) as usize,
        mask,
        scale: c.s(scale_v),
        scale_ty,
        exp2,
    })
}

/// `custom_op`, compiled in place as IREE's decomposition inlines it: the
/// body's arguments get the operands (through registers of their own, so
/// an in-place update inside never reaches an operand used later), its
/// ops are compiled as the enclosing function's, and its yield gives the
/// results, checked against their static dims as the `tensor.cast` IREE
/// inserts. The body runs once, on the whole operands: it is the single
/// tile of the iteration space, at offset 0, so `iree_linalg_ext.index`
/// is 0.
fn custom_op(c: &mut Compiler<'_>, view: OpView<'_>) -> Result<(), CompileError> {
    let op = view.op;
    let ir = c.ir();
    let loc = c.cur_loc;
    let entry = view
        .region(CustomOp::REGION)
        .and_then(|r| ir.entry_block(r))
        .ok_or_else(|| c.unsupported(op, "a custom_op without a body"))?;
    let operands: Vec<IrValue> = ir.operands(op).collect();
    let args: Vec<IrValue> = ir.block_args(entry).to_vec();
    if args.len() != operands.len() {
        return Err(c.unsupported(op, "a body whose arguments are not the operands"));
    }
    let mut arg_slots = Vec::new();
    for &a in &args {
        arg_slots.push(c.define(a, op)?);
    }
    let srcs: Vec<Slot> = operands.iter().map(|&v| c.slot(v)).collect();
    c.parallel_move(&arg_slots, &srcs);
    c.release_loop_inits(op, &operands, &arg_slots);
    let zero = c.const_slot(0);
    for o in ir.block_ops(entry).collect::<Vec<_>>() {
        if c.ctx().str_bytes(ir.op(o).name) == b"iree_linalg_ext.index" {
            c.slots.insert(ir.result(o, 0), Slot::S(zero));
        }
    }
    let results: Vec<IrValue> = ir.results(op).collect();
    let temps: Vec<Slot> = results.iter().map(|_| Slot::R(c.new_ref())).collect();
    let end = c.new_label();
    c.yields.push(YieldTo::Slots {
        slots: temps.clone(),
        label: end,
        fallthrough: true,
    });
    let body = c.block(entry);
    c.yields.pop();
    body?;
    c.bind(end);
    c.cur_loc = loc;
    for (&r, t) in results.iter().zip(&temps) {
        let (_, shape) = super::tensor::signature(c, r, op)?;
        let d = super::tensor::def_ref(c, r, op)?;
        c.f.tensors.push(TensorOp::Reshape {
            d,
            s: t.index(),
            own: true,
            shape: ShapeRule::Cast(Some(shape)),
            what: "iree_linalg_ext.custom_op",
        });
        let i = c.f.tensors.len() as u32 - 1;
        c.emit(Instr::Tensor { i });
    }
    Ok(())
}

/// An `im2col`'s attributes, checked so that the machine can index with
/// them: every input dimension in exactly one of `batch_pos`, `m_pos` and
/// `k_pos`, permutations that are permutations, and `output_sizes` whose
/// groups cover the batch, M and K coordinates.
fn im2col(c: &Compiler<'_>, view: &OpView<'_>) -> Result<Im2col, CompileError> {
    let op = view.op;
    let (ctx, ir) = (c.ctx(), c.ir());
    let bad = |what: &str| c.unsupported(op, &format!("an im2col {what}"));
    let ints = |name: PropId| {
        view.prop(name)
            .and_then(|a| super::ops::dense_array_ints(ctx, a))
            .unwrap_or_default()
    };
    let positions = |name: PropId| -> Result<Vec<usize>, CompileError> {
        ints(name)
            .iter()
            .map(|&d| {
                usize::try_from(d).map_err(|_| bad(&format!("with a negative {}", name.name)))
            })
            .collect()
    };
    let input = view.operand(Im2colOp::INPUT).expect("declared operand");
    let output = view.operand(Im2colOp::OUTPUT).expect("declared operand");
    let (in_elem, in_shape) = super::tensor::signature(c, input, op)?;
    let (out_elem, out_shape) = super::tensor::signature(c, output, op)?;
    if in_elem != out_elem {
        return Err(bad("whose input and output element types differ"));
    }
    let (in_rank, out_rank) = (in_shape.len(), out_shape.len());
    let (batch_pos, m_pos, k_pos) = (
        positions(Im2colOp::BATCH_POS)?,
        positions(Im2colOp::M_POS)?,
        positions(Im2colOp::K_POS)?,
    );
    let mut seen = vec![false; in_rank];
    for &d in batch_pos.iter().chain(&m_pos).chain(&k_pos) {
        if d >= in_rank || std::mem::replace(&mut seen[d], true) {
            return Err(bad(
                "whose batch_pos, m_pos and k_pos do not name each input dimension once",
            ));
        }
    }
    if seen.contains(&false) {
        return Err(bad(
            "whose batch_pos, m_pos and k_pos do not name each input dimension once",
        ));
    }
    let (strides, dilations) = (ints(Im2colOp::STRIDES), ints(Im2colOp::DILATIONS));
    if strides.len() != m_pos.len() || dilations.len() != m_pos.len() {
        return Err(bad("whose strides and dilations are not one per m_pos"));
    }
    let offsets = super::tensor::mixed(c, view, Im2colOp::OFFSETS, Im2colOp::STATIC_OFFSETS)?;
    let Some(AttrData::Array(groups)) = view
        .prop(Im2colOp::STATIC_OUTPUT_SIZES)
        .map(|a| ctx.attr_data(a))
    else {
        return Err(bad("without output_sizes"));
    };
    let mut dynamic = view.operands(Im2colOp::OUTPUT_SIZES);
    let mut output_sizes = Vec::new();
    for &g in groups.iter() {
        let sizes = super::ops::dense_array_ints(ctx, g).ok_or_else(|| bad("output_sizes"))?;
        let mut group = Vec::new();
        for s in sizes {
            group.push(if s == DYNAMIC {
                Dim::Dyn(c.s(dynamic.next().ok_or_else(|| bad("output_sizes"))?))
            } else {
                Dim::Static(s)
            });
        }
        output_sizes.push(group);
    }
    if offsets.len() != out_rank || output_sizes.len() != out_rank {
        return Err(bad(
            "whose offsets and output_sizes are not one per output dimension",
        ));
    }
    let permutation = |p: &[usize], n: usize| {
        let mut s = p.to_vec();
        s.sort_unstable();
        s == (0..n).collect::<Vec<_>>()
    };
    let (input_k_perm, output_perm) = (
        positions(Im2colOp::INPUT_K_PERM)?,
        positions(Im2colOp::OUTPUT_PERM)?,
    );
    if !permutation(&input_k_perm, m_pos.len() + k_pos.len())
        || !permutation(&output_perm, out_rank)
    {
        return Err(bad(
            "whose input_k_perm or output_perm is not a permutation",
        ));
    }
    // Canonical output dims: batch dims (one coordinate each), then M dims
    // until m_pos coordinates, then K dims (m_pos + k_pos coordinates).
    let count = |gs: &[Vec<Dim>]| gs.iter().map(Vec::len).sum::<usize>();
    let nb = batch_pos.len();
    if out_rank < nb || count(&output_sizes[..nb]) != nb {
        return Err(bad("whose batch output_sizes are not one per batch_pos"));
    }
    let mut m_dims = None;
    let mut acc = 0;
    for (i, g) in output_sizes[nb..].iter().enumerate() {
        acc += g.len();
        if acc == m_pos.len() {
            m_dims = Some(i + 1);
            break;
        }
    }
    let m_dims = m_dims.ok_or_else(|| bad("whose output_sizes have no M/K boundary"))?;
    if count(&output_sizes[nb + m_dims..]) != m_pos.len() + k_pos.len() {
        return Err(bad(
            "whose K output_sizes are not m_pos + k_pos coordinates",
        ));
    }
    let pads =
        |dynamic: OperandId, statics: PropId, rank: usize| -> Result<Vec<Dim>, CompileError> {
            let pad = match view.prop(statics) {
                Some(_) => super::tensor::mixed(c, view, dynamic, statics)?,
                None => Vec::new(),
            };
            if !pad.is_empty() && pad.len() != rank {
                return Err(bad(&format!(
                    "whose {} is not one per dimension",
                    statics.name
                )));
            }
            Ok(pad)
        };
    let input_pad = (
        pads(
            Im2colOp::INPUT_PAD_LOW,
            Im2colOp::STATIC_INPUT_PAD_LOW,
            in_rank,
        )?,
        pads(
            Im2colOp::INPUT_PAD_HIGH,
            Im2colOp::STATIC_INPUT_PAD_HIGH,
            in_rank,
        )?,
    );
    let output_pad = (
        pads(
            Im2colOp::OUTPUT_PAD_LOW,
            Im2colOp::STATIC_OUTPUT_PAD_LOW,
            out_rank,
        )?,
        pads(
            Im2colOp::OUTPUT_PAD_HIGH,
            Im2colOp::STATIC_OUTPUT_PAD_HIGH,
            out_rank,
        )?,
    );
    if input_pad.0.len() != input_pad.1.len() || output_pad.0.len() != output_pad.1.len() {
        return Err(bad("whose low and high padding differ in length"));
    }
    let pad_value = view.operand(Im2colOp::PAD_VALUE);
    if let Some(p) = pad_value {
        let elem = match ctx.type_data(ir.value_type(output)) {
            TypeData::RankedTensor { elem, .. } | TypeData::MemRef { elem, .. } => Some(*elem),
            _ => None,
        };
        if elem != Some(ir.value_type(p)) {
            return Err(bad("whose pad_value is not of the output's element type"));
        }
    } else if !input_pad.0.is_empty() || !output_pad.0.is_empty() {
        return Err(bad("with padding and no pad_value"));
    }
    Ok(Im2col {
        strides,
        dilations,
        offsets,
        output_sizes,
        batch_pos,
        m_pos,
        k_pos,
        input_k_perm,
        output_perm,
        m_dims,
        input_pad,
        output_pad,
        pad_value: pad_value.map(|p| c.s(p)),
    })
}

/// An `exp_reduction`'s maps, and for each result the inputs its yielded
/// value is computed from (IREE's backward slice in
/// `decomposeMultipleResults`, which fails when a result reads another
/// result's destination: refused here too).
fn exp_reduction(c: &Compiler<'_>, view: &OpView<'_>) -> Result<ExpReduction, CompileError> {
    let op = view.op;
    let (ctx, ir) = (c.ctx(), c.ir());
    let bad = |what: &str| c.unsupported(op, &format!("an exp_reduction {what}"));
    let ins: Vec<IrValue> = view.operands(ExpReductionOp::INPUTS).collect();
    let outs: Vec<IrValue> = view.operands(ExpReductionOp::OUTPUTS).collect();
    if ins.is_empty() || outs.is_empty() {
        return Err(bad("without an input and a destination"));
    }
    let floats = std::iter::once(ins[0]).chain(outs.iter().copied());
    for v in floats {
        let (e, _) = super::tensor::signature(c, v, op)?;
        if crate::vector::fty(e).is_none() {
            return Err(bad("on elements that are not floats"));
        }
    }
    let Some(AttrData::Array(attrs)) = view
        .prop(ExpReductionOp::INDEXING_MAPS)
        .map(|a| ctx.attr_data(a))
    else {
        return Err(bad("without indexing maps"));
    };
    let mut loops = None;
    let mut maps = Vec::new();
    for &m in attrs.iter() {
        let AttrData::AffineMap(map) = ctx.attr_data(m) else {
            return Err(bad("with an indexing map that is not an affine map"));
        };
        if *loops.get_or_insert(map.num_dims()) != map.num_dims() || map.num_symbols() != 0 {
            return Err(bad("with indexing maps of different domains"));
        }
        let mut dims = Vec::new();
        for i in 0..map.num_results() {
            match map.result(i) {
                AffineExpr::Dim(d) => dims.push(d as usize),
                _ => return Err(bad("with a map that is not a projected permutation")),
            }
        }
        maps.push(dims);
    }
    if maps.len() != ins.len() + outs.len() {
        return Err(bad("without a map per operand"));
    }
    let reduced = view
        .prop(ExpReductionOp::EXP_REDUCED_OPERANDS)
        .and_then(|a| super::ops::dense_array_ints(ctx, a))
        .unwrap_or_default();
    let reduced: Vec<usize> = reduced
        .iter()
        .map(|&k| {
            usize::try_from(k)
                .ok()
                .filter(|&k| k >= 1 && k < outs.len())
        })
        .collect::<Option<_>>()
        .ok_or_else(|| bad("whose exp_reduced_operands are not destinations after the first"))?;
    let entry = ir
        .regions(op)
        .first()
        .and_then(|&r| ir.entry_block(r))
        .ok_or_else(|| bad("without a body"))?;
    let yield_op = ir
        .block_ops(entry)
        .last()
        .ok_or_else(|| bad("without a yield"))?;
    // A single result is not split: its generic keeps every input.
    let reads = if outs.len() == 1 {
        vec![(0..ins.len()).collect()]
    } else {
        (0..outs.len())
            .map(|r| result_reads(c, op, entry, yield_op, ins.len(), r))
            .collect::<Result<_, _>>()?
    };
    Ok(ExpReduction {
        maps,
        loops: loops.unwrap_or(0) as usize,
        reduced,
        reads,
    })
}

/// The inputs (by number) the value `yield_op` yields for result `r` is
/// computed from, through the ops of the body `entry`.
fn result_reads(
    c: &Compiler<'_>,
    op: OpId,
    entry: sigil_ir::BlockId,
    yield_op: OpId,
    n_ins: usize,
    r: usize,
) -> Result<Vec<usize>, CompileError> {
    let ir = c.ir();
    let bad = |what: &str| {
        c.unsupported(
            op,
            &format!("an exp_reduction {what} (IREE's decomposition cannot split it)"),
        )
    };
    let own = (n_ins + r) as u32;
    let mut used: Vec<usize> = Vec::new();
    let mut todo = Vec::new();
    match ir.value_def(ir.operand(yield_op, r)) {
        Some(ValueDef::Arg { block, index }) if block == entry && index != own => {
            return Err(bad("result that yields another operand's argument"));
        }
        Some(ValueDef::Result { op: d, .. }) if ir.parent_block(d) == Some(entry) => todo.push(d),
        _ => {}
    }
    let mut seen = Vec::new();
    while let Some(o) = todo.pop() {
        if seen.contains(&o) {
            continue;
        }
        seen.push(o);
        for w in ir.operands(o) {
            match ir.value_def(w) {
                Some(ValueDef::Arg { block, index }) if block == entry => {
                    if (index as usize) < n_ins {
                        if !used.contains(&(index as usize)) {
                            used.push(index as usize);
                        }
                    } else if index != own {
                        return Err(bad("result computed from another result's destination"));
                    }
                }
                Some(ValueDef::Result { op: d, .. }) if ir.parent_block(d) == Some(entry) => {
                    todo.push(d)
                }
                _ => {}
            }
        }
    }
    used.sort_unstable();
    Ok(used)
}
