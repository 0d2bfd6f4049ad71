//! The `linalg` dialect: `linalg.generic`, the named structured ops
//! (`matmul`, `fill`, `copy`, elementwise ops, convolutions, poolings, ...),
//! `map`/`reduce`/`transpose`/`broadcast`, `yield`/`index`, `softmax` and
//! `pack`/`unpack` — custom forms byte-identical to `mlir-opt-22`, the
//! implicit payload regions named ops build when parsed, result and
//! block-argument names, and the verifiers (destination style, indexing
//! maps, shapes, payload regions) with MLIR's messages.
//!
//! The pieces: `named` describes the named ops (indexing maps, payload
//! computations) and builds their regions, `asm` holds the parsers and
//! printers, `verify` the verifiers.
//!
//! The enum attributes (`#linalg.iterator_type`, `type_fn`, `unary_fn`,
//! `binary_fn`, `ternary_fn`, `elementwise_kind`) are [`EnumCases`] tables
//! kept by their case (`ATTRS`).

mod asm;
pub mod info;
mod named;
mod verify;

use super::api::{AttrDef, EnumCases};
use super::{AttrKind, OpDef, OpTraits, PropDefault, PropSpec};
use crate::attrs::Attr;
use crate::context::Context;
use crate::ir::{Ir, OpId};
use crate::types::{Type, TypeData};

pub(crate) use named::Spec;

/// `SingleBlockImplicitTerminator<"linalg::YieldOp">`.
const STRUCTURED: OpTraits = OpTraits {
    single_block: true,
    implicit_terminator: Some("linalg.yield"),
    ..OpTraits::NONE
};

const SEGMENTS: PropSpec = PropSpec::with_default(
    "operandSegmentSizes",
    AttrKind::DenseI32Array,
    PropDefault::ZeroI32Array { len: 2 },
);
const PACK_SEGMENTS: PropSpec = PropSpec::with_default(
    "operandSegmentSizes",
    AttrKind::DenseI32Array,
    PropDefault::ZeroI32Array { len: 4 },
);
pub(crate) const TYPE_FN: AttrKind = AttrKind::DialectAttr {
    dialect: "linalg",
    mnemonic: "type_fn",
    describe: "allowed 32-bit signless integer cases: 0, 1",
};
const ELEMENTWISE_KIND: AttrKind = AttrKind::DialectAttr {
    dialect: "linalg",
    mnemonic: "elementwise_kind",
    describe: "allowed 32-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23",
};
const CAST: PropSpec = PropSpec::new("cast", TYPE_FN);
const INDEXING_MAPS: PropSpec = PropSpec::new("indexing_maps", AttrKind::Array);
const STRIDES: PropSpec = PropSpec::new("strides", AttrKind::DenseIntElements);
const DILATIONS: PropSpec = PropSpec::new("dilations", AttrKind::DenseIntElements);

pub(crate) const SEG_ONLY: &[PropSpec] = &[SEGMENTS];
pub(crate) const SEG_CAST: &[PropSpec] = &[CAST, SEGMENTS];
pub(crate) const SEG_CONV: &[PropSpec] = &[DILATIONS, SEGMENTS, STRIDES];
pub(crate) const MATMUL_PROPS: &[PropSpec] = &[CAST, INDEXING_MAPS, SEGMENTS];
pub(crate) const ELEMENTWISE_PROPS: &[PropSpec] = &[
    INDEXING_MAPS,
    PropSpec::new("kind", ELEMENTWISE_KIND),
    SEGMENTS,
];
const GENERIC_PROPS: &[PropSpec] = &[
    PropSpec::new("doc", AttrKind::String),
    INDEXING_MAPS,
    PropSpec::new("iterator_types", AttrKind::Array),
    PropSpec::new("library_call", AttrKind::String),
    SEGMENTS,
];

/// The op definitions; named structured ops come from [`named::SPECS`].
pub(crate) const OPS: &[OpDef] = &{
    const BASE: [OpDef; 10] = [
        OpDef {
            props: GENERIC_PROPS,
            parse: Some(asm::parse_generic),
            print: Some(asm::print_generic),
            verify: Some(verify::verify_structured),
            block_arg_names: Some(asm::in_out_names),
            ..OpDef::new("linalg.generic", STRUCTURED)
        },
        OpDef {
            parse: Some(asm::parse_map),
            print: Some(asm::print_map),
            verify: Some(verify::verify_structured),
            result_names: Some(|_, ir, op, set| asm::first_result_name(ir, op, "mapped", set)),
            block_arg_names: Some(asm::in_init_names),
            ..OpDef::new("linalg.map", STRUCTURED)
        },
        OpDef {
            props: &[PropSpec::new("dimensions", AttrKind::DenseI64Array)],
            parse: Some(asm::parse_reduce),
            print: Some(asm::print_reduce),
            verify: Some(verify::verify_structured),
            result_names: Some(|_, ir, op, set| asm::first_result_name(ir, op, "reduced", set)),
            block_arg_names: Some(asm::in_init_names),
            ..OpDef::new("linalg.reduce", STRUCTURED)
        },
        OpDef {
            props: &[PropSpec::new("permutation", AttrKind::DenseI64Array)],
            parse: Some(asm::parse_transpose),
            print: Some(asm::print_transpose),
            verify: Some(verify::verify_structured),
            result_names: Some(|_, ir, op, set| asm::first_result_name(ir, op, "transposed", set)),
            ..OpDef::new("linalg.transpose", STRUCTURED)
        },
        OpDef {
            props: &[PropSpec::new("dimensions", AttrKind::DenseI64Array)],
            parse: Some(asm::parse_broadcast),
            print: Some(asm::print_broadcast),
            verify: Some(verify::verify_structured),
            result_names: Some(|_, ir, op, set| asm::first_result_name(ir, op, "broadcasted", set)),
            ..OpDef::new("linalg.broadcast", STRUCTURED)
        },
        OpDef {
            parse: Some(asm::parse_yield),
            print: Some(asm::print_yield),
            verify: Some(verify::verify_yield),
            ..OpDef::new("linalg.yield", OpTraits::TERMINATOR)
        },
        OpDef {
            props: &[PropSpec::new("dim", AttrKind::NonNegativeI64)],
            verify: Some(verify::verify_index),
            ..OpDef::new("linalg.index", OpTraits::NONE)
        },
        OpDef {
            props: &[PropSpec::new("dimension", AttrKind::I64)],
            verify: Some(verify::verify_softmax),
            ..OpDef::new("linalg.softmax", OpTraits::NONE)
        },
        OpDef {
            props: &[
                PropSpec::new("inner_dims_pos", AttrKind::DenseI64Array),
                PACK_SEGMENTS,
                PropSpec::new("outer_dims_perm", AttrKind::DenseI64Array),
                PropSpec::new("static_inner_tiles", AttrKind::DenseI64Array),
            ],
            verify: Some(verify::verify_pack),
            result_names: Some(|_, ir, op, set| asm::first_result_name(ir, op, "pack", set)),
            ..OpDef::new("linalg.pack", OpTraits::NONE)
        },
        OpDef {
            props: &[
                PropSpec::new("inner_dims_pos", AttrKind::DenseI64Array),
                PropSpec::new("outer_dims_perm", AttrKind::DenseI64Array),
                PropSpec::new("static_inner_tiles", AttrKind::DenseI64Array),
            ],
            verify: Some(verify::verify_unpack),
            result_names: Some(|_, ir, op, set| asm::first_result_name(ir, op, "unpack", set)),
            ..OpDef::new("linalg.unpack", OpTraits::NONE)
        },
    ];
    let mut out = [const { OpDef::new("", OpTraits::NONE) }; 10 + named::SPECS.len()];
    let mut i = 0;
    while i < BASE.len() {
        out[i] = copy_def(&BASE[i]);
        i += 1;
    }
    let mut j = 0;
    while j < named::SPECS.len() {
        out[i] = named_def(&named::SPECS[j]);
        i += 1;
        j += 1;
    }
    out
};

/// A copy of a definition (`OpDef` holds only `Copy` data).
pub(crate) const fn copy_def(d: &OpDef) -> OpDef {
    OpDef {
        name: d.name,
        traits: d.traits,
        props: d.props,
        structure: d.structure,
        parse: d.parse,
        print: d.print,
        verify: d.verify,
        verify_symbol_uses: d.verify_symbol_uses,
        verify_regions: d.verify_regions,
        result_names: d.result_names,
        block_arg_names: d.block_arg_names,
        default_dialect: d.default_dialect,
        format: d.format,
        infer: d.infer,
        compiled_format: d.compiled_format,
    }
}

/// The definition of a named structured op.
const fn named_def(s: &Spec) -> OpDef {
    OpDef {
        props: s.props,
        parse: Some(asm::parse_named),
        print: Some(asm::print_named),
        verify: Some(verify::verify_structured),
        ..OpDef::new(s.name, STRUCTURED)
    }
}

/// What a linalg op is, for the code its parts share.
#[derive(Clone, Copy)]
pub(crate) enum Kind {
    Generic,
    Named(&'static Spec),
    Map,
    Reduce,
    Transpose,
    Broadcast,
}

/// The structured-op kind of an op name (`None` for other ops).
pub(crate) fn kind_of(name: &[u8]) -> Option<Kind> {
    Some(match name {
        b"linalg.generic" => Kind::Generic,
        b"linalg.map" => Kind::Map,
        b"linalg.reduce" => Kind::Reduce,
        b"linalg.transpose" => Kind::Transpose,
        b"linalg.broadcast" => Kind::Broadcast,
        _ => Kind::Named(named::spec(name)?),
    })
}

/// The structured-op kind of `op`.
pub(crate) fn op_kind(ctx: &Context, ir: &Ir, op: OpId) -> Option<Kind> {
    kind_of(ctx.str_bytes(ir.op(op).name))
}

// ----- attributes -----

/// Every `ElementwiseKind`: the unary, then the binary, then the ternary
/// functions.
const ELEMENTWISE_KINDS: &[&str] = &[
    "exp",
    "log",
    "abs",
    "ceil",
    "floor",
    "negf",
    "reciprocal",
    "round",
    "sqrt",
    "rsqrt",
    "square",
    "tanh",
    "erf",
    "add",
    "sub",
    "mul",
    "div",
    "div_unsigned",
    "max_signed",
    "min_signed",
    "max_unsigned",
    "min_unsigned",
    "powf",
    "select",
];
pub(crate) const UNARY_FNS: &[&str] = ELEMENTWISE_KINDS.split_at(13).0;
pub(crate) const BINARY_FNS: &[&str] = ELEMENTWISE_KINDS.split_at(13).1.split_at(10).0;
const TERNARY_FNS: &[&str] = ELEMENTWISE_KINDS.split_at(23).1;

/// The linalg enum attributes sigil reads, by index in [`ATTRS`].
#[derive(Clone, Copy)]
pub(crate) enum LinalgEnum {
    /// `#linalg.iterator_type<parallel>`.
    IteratorType = 0,
    /// `#linalg.type_fn<cast_signed>`.
    TypeFn = 1,
    /// `#linalg.elementwise_kind<add>`.
    ElementwiseKind = 5,
}

static CASES: [EnumCases; 6] = [
    EnumCases::plain("::mlir::utils::IteratorType", &["parallel", "reduction"]),
    EnumCases::plain("::mlir::linalg::TypeFn", &["cast_signed", "cast_unsigned"]),
    EnumCases::plain("::mlir::linalg::UnaryFn", UNARY_FNS),
    EnumCases::plain("::mlir::linalg::BinaryFn", BINARY_FNS),
    EnumCases::plain("::mlir::linalg::TernaryFn", TERNARY_FNS),
    EnumCases::plain("::mlir::linalg::ElementwiseKind", ELEMENTWISE_KINDS),
];

/// linalg's attributes, all enums: `#linalg.<mnemonic><case>`.
pub(crate) static ATTRS: [AttrDef; 6] = [
    crate::enum_attr_def!("linalg", "iterator_type", CASES[0]),
    crate::enum_attr_def!("linalg", "type_fn", CASES[1]),
    crate::enum_attr_def!("linalg", "unary_fn", CASES[2]),
    crate::enum_attr_def!("linalg", "binary_fn", CASES[3]),
    crate::enum_attr_def!("linalg", "ternary_fn", CASES[4]),
    crate::enum_attr_def!("linalg", "elementwise_kind", CASES[5]),
];

/// The attribute `#linalg.<e's mnemonic><case>`; `None` if `case` is not
/// one of `e`.
pub(crate) fn enum_attr(ctx: &mut Context, e: LinalgEnum, case: &str) -> Option<Attr> {
    let value = CASES[e as usize].value_of(case)?;
    Some(ATTRS[e as usize].build_int(ctx, value))
}

/// The case of `a` if it is an attribute of the enum `e`.
pub(crate) fn enum_case(ctx: &Context, a: Attr, e: LinalgEnum) -> Option<&'static str> {
    let value = ATTRS[e as usize].int_param(ctx, a)?;
    CASES[e as usize].name(value)
}

// ----- shared helpers -----

/// An inherent attribute of `op`.
pub(crate) fn prop(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<Attr> {
    ir.op(op)
        .props
        .and_then(|p| ctx.dict_get(p, name.as_bytes()))
}

/// The values of an `array<i64: ...>` property.
pub(crate) fn i64s(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<Vec<i64>> {
    super::indexing::dense_int_array(ctx, prop(ctx, ir, op, name)?)
}

/// The shape of a ranked tensor, memref or vector.
pub(crate) fn shape_of(ctx: &Context, t: Type) -> Option<&[i64]> {
    ctx.type_data(t).shape()
}

/// The rank of an operand as linalg counts it: that of a shaped type, 0
/// for a scalar.
pub(crate) fn rank_of(ctx: &Context, t: Type) -> usize {
    shape_of(ctx, t).map_or(0, |s| s.len())
}

/// The element type of a memref or ranked tensor, else the type itself
/// (`getElementTypeOrSelf` as linalg block arguments use it).
pub(crate) fn elem_or_self(ctx: &Context, t: Type) -> Type {
    match ctx.type_data(t) {
        TypeData::RankedTensor { elem, .. } | TypeData::MemRef { elem, .. } => *elem,
        _ => t,
    }
}

/// The element type of any shaped type, else the type itself.
pub(crate) fn shaped_elem(ctx: &Context, t: Type) -> Type {
    ctx.type_data(t)
        .element_type()
        .filter(|_| ctx.type_data(t).is_shaped())
        .unwrap_or(t)
}

pub(crate) fn is_ranked_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::RankedTensor { .. })
}

pub(crate) fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
    )
}

pub(crate) fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
    )
}

/// The number of inputs and outputs of a structured op.
pub(crate) fn split_operands(ctx: &Context, ir: &Ir, op: OpId, kind: Kind) -> (usize, usize) {
    let n = ir.num_operands(op);
    match kind {
        Kind::Generic | Kind::Named(_) => match i64s(ctx, ir, op, "operandSegmentSizes") {
            Some(s) if s.len() == 2 && s.iter().all(|&x| x >= 0) && (s[0] + s[1]) as usize == n => {
                (s[0] as usize, s[1] as usize)
            }
            _ => (n.saturating_sub(1), n.min(1)),
        },
        Kind::Map => (n.saturating_sub(1), n.min(1)),
        // `SameVariadicOperandSize` gives the inits half the operands
        // (rounded down); `DestinationStyleOpInterface` takes the rest as
        // inputs, as MLIR does when the count is odd.
        Kind::Reduce => (n - n / 2, n / 2),
        Kind::Transpose | Kind::Broadcast => (n.saturating_sub(1), n.min(1)),
    }
}
