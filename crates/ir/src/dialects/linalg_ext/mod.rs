//! IREE's `iree_linalg_ext` dialect: the structured ops linalg has no
//! name for (sort, scan, top-k, arg-compare, scatter and gather, index
//! maps, attention, Winograd transforms, im2col, FFT), which IREE's
//! front ends produce and its e2e tests run.
//!
//! Every op's structure and textual form come from IREE's ODS records
//! (`ods/iree_linalg_ext.rs`, from `third_party/iree`: every op has a
//! declarative `assemblyFormat`); what is written here is what the records
//! leave to C++: the properties each op keeps, with their defaults, and
//! the verifiers (`verify.rs`, IREE's `LinalgExtOps.cpp`).

mod verify;

use super::{AttrKind, OpDef, OpTraits, PropDefault, PropSpec};

/// The traits of an op with a body: `SingleBlockImplicitTerminator<YieldOp>`.
const WITH_BODY: OpTraits = OpTraits {
    single_block: true,
    implicit_terminator: Some("iree_linalg_ext.yield"),
    ..OpTraits::NONE
};

const fn segments(len: u32) -> PropSpec {
    PropSpec::with_default(
        "operandSegmentSizes",
        AttrKind::DenseI32Array,
        PropDefault::ZeroI32Array { len },
    )
}

const DIMENSION: PropSpec = PropSpec::new("dimension", AttrKind::I64);
const DIMENSION_MAP: PropSpec = PropSpec::new("dimension_map", AttrKind::DenseI64Array);
const INDEXING_MAPS: PropSpec = PropSpec::new("indexing_maps", AttrKind::Array);
const ITERATOR_TYPES: PropSpec = PropSpec::new("iterator_types", AttrKind::Array);
const DECOMPOSITION_CONFIG: PropSpec = PropSpec::new("decomposition_config", AttrKind::Any);
const TILE: PropSpec = PropSpec::new("output_tile_size", AttrKind::I64);
const KERNEL: PropSpec = PropSpec::new("kernel_size", AttrKind::I64);
const IMAGE_DIMS: PropSpec = PropSpec::new("image_dimensions", AttrKind::DenseI64Array);

const fn i64s(name: &'static str) -> PropSpec {
    PropSpec::new(name, AttrKind::DenseI64Array)
}

pub(crate) const OPS: &[OpDef] = &[
    OpDef::new("iree_linalg_ext.yield", OpTraits::TERMINATOR),
    OpDef::new("iree_linalg_ext.index", OpTraits::NONE)
        .with_props(&[PropSpec::new("dim", AttrKind::I64)])
        .with_verify(verify::index),
    OpDef::new("iree_linalg_ext.scatter", WITH_BODY)
        .with_props(&[
            DIMENSION_MAP,
            PropSpec::with_default(
                "unique_indices",
                AttrKind::Bool,
                PropDefault::Int { width: 1, value: 1 },
            ),
        ])
        .with_verify(verify::scatter),
    OpDef::new("iree_linalg_ext.gather", OpTraits::NONE)
        .with_props(&[DIMENSION_MAP])
        .with_verify(verify::gather),
    OpDef::new("iree_linalg_ext.map_load", WITH_BODY).with_verify(verify::map_load),
    OpDef::new("iree_linalg_ext.map_store", WITH_BODY).with_verify(verify::map_store),
    OpDef::new("iree_linalg_ext.sort", WITH_BODY)
        .with_props(&[DIMENSION, segments(2)])
        .with_verify(verify::sort),
    OpDef::new("iree_linalg_ext.fft", OpTraits::NONE)
        .with_props(&[segments(5)])
        .with_verify(verify::fft),
    OpDef::new("iree_linalg_ext.scan", WITH_BODY)
        .with_props(&[DIMENSION, PropSpec::new("inclusive", AttrKind::Bool)])
        .with_verify(verify::scan),
    OpDef::new("iree_linalg_ext.topk", WITH_BODY)
        .with_props(&[DIMENSION])
        .with_verify(verify::topk),
    OpDef::new("iree_linalg_ext.topk_v2", WITH_BODY)
        .with_props(&[
            DIMENSION,
            PropSpec::new("is_sorted", AttrKind::Unit),
            segments(4),
        ])
        .with_verify(verify::topk_v2),
    OpDef::new("iree_linalg_ext.arg_compare", WITH_BODY)
        .with_props(&[DIMENSION, segments(5)])
        .with_verify(verify::arg_compare),
    OpDef::new("iree_linalg_ext.attention", WITH_BODY)
        .with_props(&[INDEXING_MAPS, DECOMPOSITION_CONFIG])
        .with_verify(verify::attention),
    OpDef::new("iree_linalg_ext.online_attention", WITH_BODY)
        .with_props(&[INDEXING_MAPS, DECOMPOSITION_CONFIG])
        .with_verify(verify::online_attention),
    OpDef::new("iree_linalg_ext.exp_reduction", WITH_BODY)
        .with_props(&[
            INDEXING_MAPS,
            ITERATOR_TYPES,
            i64s("exp_reduced_operands"),
            segments(2),
        ])
        .with_verify(verify::exp_reduction),
    OpDef::new("iree_linalg_ext.im2col", OpTraits::NONE)
        .with_props(&[
            i64s("strides"),
            i64s("dilations"),
            i64s("static_kernel_size"),
            i64s("static_offsets"),
            PropSpec::new("static_output_sizes", AttrKind::Array),
            i64s("batch_pos"),
            i64s("m_pos"),
            i64s("k_pos"),
            i64s("input_k_perm"),
            i64s("output_perm"),
            i64s("static_input_pad_low"),
            i64s("static_input_pad_high"),
            i64s("static_output_pad_low"),
            i64s("static_output_pad_high"),
            segments(10),
        ])
        .with_verify(verify::im2col),
    OpDef::new("iree_linalg_ext.winograd.input_transform", OpTraits::NONE)
        .with_props(&[TILE, KERNEL, IMAGE_DIMS])
        .with_verify(verify::winograd_input),
    OpDef::new("iree_linalg_ext.winograd.filter_transform", OpTraits::NONE)
        .with_props(&[TILE, KERNEL, i64s("kernel_dimensions")])
        .with_verify(verify::winograd_filter),
    OpDef::new("iree_linalg_ext.winograd.output_transform", OpTraits::NONE)
        .with_props(&[TILE, KERNEL, IMAGE_DIMS])
        .with_verify(verify::winograd_output),
    OpDef::new("iree_linalg_ext.custom_op", WITH_BODY)
        .with_props(&[INDEXING_MAPS, ITERATOR_TYPES, segments(2)])
        .with_verify(verify::custom_op),
];
