//! IREE's `iree_linalg_ext` dialect: the structured ops linalg has no
//! name for (sort, scan, top-k, arg-compare, scatter and gather, index
//! maps, attention, Winograd transforms, im2col, FFT), which IREE's
//! front ends produce and its e2e tests run.
//!
//! Every op's structure and textual form come from IREE's ODS records
//! (`ods/iree_linalg_ext.rs`, from `third_party/iree`: every op has a
//! declarative `assemblyFormat`); what is written here is what the records
//! leave to C++: the properties each op keeps, with their defaults and
//! ODS's constraints, the dialect's attributes (`iterator_type`,
//! `split_reduction_mapping`), and the verifiers after IREE's
//! `LinalgExtOps.cpp` (`verify.rs` with the interface checks and the
//! non-structured ops, `attention.rs` for the ops with indexing maps,
//! `conv.rs` for `im2col` and the Winograd transforms).

mod attention;
mod conv;
mod verify;

use super::api::{AttrDef, DialectParser, DialectPrinter, EnumCases};
use super::{AttrKind, OpDef, OpTraits, PropDefault, PropSpec};
use crate::attrs::{AttrData, Param};
use crate::diag::DResult;

static ITERATOR_TYPE_CASES: EnumCases = EnumCases {
    message: None,
    cpp_name: "::mlir::utils::IteratorType",
    cases: &["parallel", "reduction"],
    bits: None,
};

/// The dialect's attributes: `#iree_linalg_ext.iterator_type<parallel>`
/// (the iterator kinds of `custom_op` and `exp_reduction`) and
/// `#iree_linalg_ext.split_reduction_mapping<1>` (an `scf.forall` mapping).
pub(crate) static ATTRS: [AttrDef; 2] = [
    crate::enum_attr_def!("iree_linalg_ext", "iterator_type", ITERATOR_TYPE_CASES),
    AttrDef {
        dialect: "iree_linalg_ext",
        mnemonic: "split_reduction_mapping",
        typed: false,
        parse: parse_split_reduction_mapping,
        print: print_split_reduction_mapping,
        alias: None,
    },
];

/// `<` $dimension `>`, an `int64_t`.
fn parse_split_reduction_mapping(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    p.expect("<")?;
    let dimension = p.parse_integer()?;
    p.expect(">")?;
    Ok(vec![Param::Int(dimension)])
}

fn print_split_reduction_mapping(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    let [Param::Int(dimension)] = params else {
        return p.write("<invalid parameters>");
    };
    p.write("<");
    p.write_int(*dimension);
    p.write(">");
}

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

const DIMENSION: PropSpec = i64_attr("dimension");
const DIMENSION_MAP: PropSpec = PropSpec::new("dimension_map", AttrKind::DenseI64Array);
/// `AffineMapArrayAttr`.
const INDEXING_MAPS: PropSpec = PropSpec::new("indexing_maps", AttrKind::Array).constrained(
    "AffineMap array attribute",
    |ctx, a| {
        matches!(ctx.attr_data(a), AttrData::Array(e)
            if e.iter().all(|&m| matches!(ctx.attr_data(m), AttrData::AffineMap(_))))
    },
);
/// `IREELinalgExt_IteratorTypeArrayAttr`.
const ITERATOR_TYPES: PropSpec = PropSpec::new("iterator_types", AttrKind::Array).constrained(
    "LinalgExt iterator type",
    |ctx, a| {
        matches!(ctx.attr_data(a), AttrData::Array(e)
            if e.iter().all(|&t| ATTRS[0].int_param(ctx, t).is_some()))
    },
);
const DECOMPOSITION_CONFIG: PropSpec = PropSpec::new("decomposition_config", AttrKind::Dictionary);
const TILE: PropSpec = i64_attr("output_tile_size");
const KERNEL: PropSpec = i64_attr("kernel_size");
const IMAGE_DIMS: PropSpec = PropSpec::new("image_dimensions", AttrKind::DenseI64Array);

fn is_i64(ctx: &crate::Context, a: crate::Attr) -> bool {
    matches!(ctx.attr_data(a), AttrData::Integer { ty, .. }
    if matches!(ctx.type_data(*ty), crate::TypeData::Integer {
        width: 64,
        signedness: crate::types::Signedness::Signless
    }))
}

fn int_value(ctx: &crate::Context, a: crate::Attr) -> Option<i64> {
    match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// An `I64Attr`: property conversion takes any integer attribute, ODS's
/// constraint a signless 64-bit one.
const fn i64_attr(name: &'static str) -> PropSpec {
    PropSpec::new(name, AttrKind::AnyInteger)
        .constrained("64-bit signless integer attribute", is_i64)
}

const fn i64s(name: &'static str) -> PropSpec {
    PropSpec::new(name, AttrKind::DenseI64Array)
}

/// A `DefaultValuedAttr<DenseI64ArrayAttr, "{}">`: `array<i64>` when absent.
const fn empty_by_default(name: &'static str) -> PropSpec {
    PropSpec::with_default(name, AttrKind::DenseI64Array, PropDefault::EmptyI64Array)
}

pub(crate) const OPS: &[OpDef] = &[
    OpDef::new("iree_linalg_ext.yield", OpTraits::TERMINATOR),
    OpDef::new("iree_linalg_ext.index", OpTraits::NONE)
        .with_props(&[PropSpec::new("dim", AttrKind::AnyInteger).constrained(
            "64-bit signless integer attribute whose minimum value is 0",
            |ctx, a| is_i64(ctx, a) && int_value(ctx, a).is_some_and(|v| v >= 0),
        )])
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
        .with_verify(attention::attention),
    OpDef::new("iree_linalg_ext.online_attention", WITH_BODY)
        .with_props(&[INDEXING_MAPS, DECOMPOSITION_CONFIG])
        .with_verify(attention::online_attention),
    OpDef::new("iree_linalg_ext.exp_reduction", WITH_BODY)
        .with_props(&[
            INDEXING_MAPS,
            ITERATOR_TYPES,
            i64s("exp_reduced_operands"),
            segments(2),
        ])
        .with_verify(attention::exp_reduction),
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
            empty_by_default("static_input_pad_low"),
            empty_by_default("static_input_pad_high"),
            empty_by_default("static_output_pad_low"),
            empty_by_default("static_output_pad_high"),
            segments(10),
        ])
        .with_verify(conv::im2col),
    OpDef::new("iree_linalg_ext.winograd.input_transform", OpTraits::NONE)
        .with_props(&[TILE, KERNEL, IMAGE_DIMS])
        .with_verify(conv::winograd_input),
    OpDef::new("iree_linalg_ext.winograd.filter_transform", OpTraits::NONE)
        .with_props(&[TILE, KERNEL, i64s("kernel_dimensions")])
        .with_verify(conv::winograd_filter),
    OpDef::new("iree_linalg_ext.winograd.output_transform", OpTraits::NONE)
        .with_props(&[TILE, KERNEL, IMAGE_DIMS])
        .with_verify(conv::winograd_output),
    OpDef::new("iree_linalg_ext.custom_op", WITH_BODY)
        .with_props(&[INDEXING_MAPS, ITERATOR_TYPES, segments(2)])
        .with_verify(attention::custom_op),
];
