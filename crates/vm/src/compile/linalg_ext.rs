//! Compiling `iree_linalg_ext` ops into [`ExtOp`] entries of the tensor
//! side table: operands as slots, attributes decoded, the region compiled
//! as a payload (and recognised as one comparison where it is one).

use std::rc::Rc;

use sigil_affine::AffineExpr;
use sigil_ir::attrs::AttrData;
use sigil_ir::dialects::OpView;
use sigil_ir::{TypeData, Value as IrValue};

use super::{Compiler, Slot};
use crate::bytecode::Instr;
use crate::error::CompileError;
use crate::linalg_ext::{Attention, Compare, ExtOp, Kind, Region, Winograd};
use crate::tensor::TensorOp;
use crate::value::{ElementType, ScalarType};

/// Whether `name` is an `iree_linalg_ext` op this module compiles (its
/// `yield` and `index` are a payload's).
pub(crate) fn handles(name: &str) -> bool {
    name.starts_with("iree_linalg_ext.")
        && !matches!(name, "iree_linalg_ext.yield" | "iree_linalg_ext.index")
}

pub(crate) fn compile(
    c: &mut Compiler<'_>,
    view: OpView<'_>,
    name: &str,
) -> Result<(), CompileError> {
    let op = view.op;
    let (ctx, ir) = (c.ctx(), c.ir());
    // Every shaped operand must be a tensor (buffer semantics are not run).
    for v in ir.operands(op) {
        match ctx.type_data(ir.value_type(v)) {
            TypeData::MemRef { .. } => {
                return Err(c.unsupported(op, &format!("{name} on memrefs (buffer semantics)")))
            }
            TypeData::RankedTensor { .. } => {
                let (elem, _) = super::tensor::signature(c, v, op)?;
                if matches!(elem, ElementType::Complex(_)) {
                    return Err(c.unsupported(op, &format!("{name} on complex tensors")));
                }
            }
            _ => {}
        }
    }
    let tensor = |c: &Compiler<'_>, v: IrValue| -> Result<u32, CompileError> {
        match c.slot(v) {
            Slot::R(r) => Ok(r),
            _ => Err(c.unsupported(op, "a tensor operand held as a scalar")),
        }
    };
    let group = |c: &Compiler<'_>, g: &str| -> Result<Vec<u32>, CompileError> {
        view.operands(g).map(|v| tensor(c, v)).collect()
    };
    let present = |g: &str| view.operand(g).is_some();
    let dim = |c: &Compiler<'_>| -> Result<usize, CompileError> {
        view.int_prop("dimension")
            .filter(|&d| d >= 0)
            .map(|d| d as usize)
            .ok_or_else(|| c.unsupported(op, "a negative dimension"))
    };
    let dim_map = |c: &Compiler<'_>| -> Result<Vec<usize>, CompileError> {
        let ints = view
            .prop("dimension_map")
            .and_then(|a| super::ops::dense_array_ints(ctx, a))
            .unwrap_or_default();
        ints.iter()
            .map(|&d| usize::try_from(d).map_err(|_| c.unsupported(op, "this dimension_map")))
            .collect()
    };
    // Operands in the op's order: read-only ones, then destinations.
    let (ins_groups, outs_groups): (&[&str], &[&str]) = match name {
        "iree_linalg_ext.sort" => (&[], &["outputs"]),
        "iree_linalg_ext.scan" => (&["input"], &["output", "accumulator"]),
        "iree_linalg_ext.topk" => (&["values", "indices"], &["output_values", "output_indices"]),
        "iree_linalg_ext.topk_v2" => (
            &["values", "input_indices"],
            &["output_values", "output_indices"],
        ),
        "iree_linalg_ext.arg_compare" => (
            &["input_value", "input_index"],
            &["output_value", "output_index"],
        ),
        "iree_linalg_ext.scatter" => (&["updates", "indices", "mask"], &["original"]),
        "iree_linalg_ext.gather" => (&["source", "indices", "mask"], &["output"]),
        "iree_linalg_ext.map_load" => (&["source"], &["output"]),
        "iree_linalg_ext.map_store" => (&["input"], &["output"]),
        "iree_linalg_ext.attention" => (&["query", "key", "value", "mask"], &["output"]),
        "iree_linalg_ext.online_attention" => (
            &["query", "key", "value", "mask"],
            &["output", "max", "sum"],
        ),
        "iree_linalg_ext.fft" => (&["real_coeff", "imag_coeff"], &["real", "imag"]),
        "iree_linalg_ext.winograd.input_transform"
        | "iree_linalg_ext.winograd.filter_transform"
        | "iree_linalg_ext.winograd.output_transform" => (&["input"], &["output"]),
        _ => return Err(c.unsupported(op, "this op yet")),
    };
    if name == "iree_linalg_ext.sort" && present("inputs") {
        return Err(c.unsupported(op, "a sort with inputs (ins)"));
    }
    let mut ins = Vec::new();
    for g in ins_groups {
        ins.extend(group(c, g)?);
    }
    let mut outs = Vec::new();
    for g in outs_groups {
        for v in view.operands(g) {
            outs.push((tensor(c, v)?, super::tensor::last_use(c, v, op)));
        }
    }
    let kind = match name {
        "iree_linalg_ext.sort" => Kind::Sort { dim: dim(c)? },
        "iree_linalg_ext.scan" => Kind::Scan {
            dim: dim(c)?,
            inclusive: view.int_prop("inclusive").unwrap_or(0) != 0,
        },
        "iree_linalg_ext.topk" => Kind::TopK {
            dim: dim(c)?,
            in_indices: present("indices"),
            out_indices: true,
            sorted: false,
        },
        "iree_linalg_ext.topk_v2" => Kind::TopK {
            dim: dim(c)?,
            in_indices: present("input_indices"),
            out_indices: present("output_indices"),
            sorted: view.prop("is_sorted").is_some(),
        },
        "iree_linalg_ext.arg_compare" => Kind::ArgCompare {
            dim: dim(c)?,
            in_indices: present("input_index"),
            base: view.operand("index_base").map(|v| c.s(v)),
        },
        "iree_linalg_ext.scatter" => Kind::Scatter {
            dim_map: dim_map(c)?,
            mask: present("mask"),
        },
        "iree_linalg_ext.gather" => Kind::Gather {
            dim_map: dim_map(c)?,
            mask: present("mask"),
        },
        "iree_linalg_ext.map_load" => Kind::MapLoad,
        "iree_linalg_ext.fft" => {
            let stage = view.operand("stage").expect("declared operand");
            if !matches!(c.slot(stage), Slot::S(_)) {
                return Err(c.unsupported(op, "an fft stage that is not an index"));
            }
            Kind::Fft {
                stage: c.s(stage),
                coeff: present("real_coeff"),
            }
        }
        "iree_linalg_ext.map_store" => Kind::MapStore,
        "iree_linalg_ext.attention" | "iree_linalg_ext.online_attention" => {
            Kind::Attention(Box::new(attention(c, &view, name)?))
        }
        _ => {
            let which = match name {
                "iree_linalg_ext.winograd.input_transform" => Winograd::Input,
                "iree_linalg_ext.winograd.filter_transform" => Winograd::Filter,
                _ => Winograd::Output,
            };
            let dims_name = if which == Winograd::Filter {
                "kernel_dimensions"
            } else {
                "image_dimensions"
            };
            let dims = view
                .prop(dims_name)
                .and_then(|a| super::ops::dense_array_ints(ctx, a))
                .unwrap_or_default();
            let (tile, kernel) = (
                view.int_prop("output_tile_size").unwrap_or(0),
                view.int_prop("kernel_size").unwrap_or(0),
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
                identity,
            })
        }
        None => None,
    };
    let mut results = Vec::new();
    for r in ir.results(op).collect::<Vec<_>>() {
        results.push(super::tensor::def_ref(c, r, op)?);
    }
    if results.len() != outs.len() {
        return Err(c.unsupported(op, "a result count other than the destinations'"));
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
    let mask = view.operand("mask").is_some();
    let Some(AttrData::Array(maps)) = view.prop("indexing_maps").map(|a| ctx.attr_data(a)) else {
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
    let scale_v = view.operand("scale").expect("declared operand");
    let scale_ty = match c.scalar_type_of(scale_v, op)? {
        ScalarType::F16 => crate::bytecode::FTy::F16,
        ScalarType::BF16 => crate::bytecode::FTy::BF16,
        ScalarType::F32 => crate::bytecode::FTy::F32,
        ScalarType::F64 => crate::bytecode::FTy::F64,
        _ => return Err(c.unsupported(op, "a scale that is not a float")),
    };
    let q = view.operand("query").expect("declared operand");
    let (qe, _) = super::tensor::signature(c, q, op)?;
    if qe.size() < 2 {
        return Err(c.unsupported(op, "attention on 8-bit floats"));
    }
    // `decomposition_config = {use_exp2 = false}` (online attention only).
    let exp2 = !online
        || view
            .prop("decomposition_config")
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
