//! The `vector` dialect: operations on (possibly scalable) n-D vectors —
//! element access, shuffles and slices, reductions and contractions,
//! transfers and loads between vectors and memrefs or tensors, masks.
//!
//! The structures (groups, type constraints, required properties,
//! effects) are generated from MLIR's ODS records (`ods/vector.rs`). The
//! custom forms are ODS's declarative formats where the format engine can
//! read them (every type written), and hand-written here otherwise: most
//! vector formats name one type and derive the others from it (the
//! accumulator of a reduction has the result's type, indices are
//! `index`), and `contract`, `outerproduct`, `transfer_read`,
//! `transfer_write` and `mask` have hand-written C++ forms in MLIR
//! (`forms.rs`). The verifiers, with MLIR's messages, are in `checks.rs`.
//!
//! The dialect's three enum attributes (`#vector.kind<add>`,
//! `#vector.iterator_type<parallel>`, `#vector.punctuation<comma>`) are kept
//! as their case, as every enum attribute is (`enum_attr_def!`).

mod checks;
mod forms;

use super::api::{AttrDef, EnumCases};
use super::{AttrKind, OpDef, OpTraits, PropDefault, PropSpec};
use crate::attrs::{AttrData, Param};
use crate::context::Context;
use crate::types::{Type, TypeData};

pub(crate) const KIND_CASES: EnumCases = EnumCases {
    message: None,
    cpp_name: "::mlir::vector::CombiningKind",
    cases: &[
        "add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor",
        "minimumf", "maximumf",
    ],
    bits: None,
};
const ITERATOR_CASES: EnumCases = EnumCases {
    message: None,
    cpp_name: "::mlir::vector::IteratorType",
    cases: &["parallel", "reduction"],
    bits: None,
};
const PUNCTUATION_CASES: EnumCases = EnumCases {
    message: None,
    cpp_name: "::mlir::vector::PrintPunctuation",
    cases: &["no_punctuation", "newline", "comma", "open", "close"],
    bits: None,
};

/// `#vector.kind<..>`, `#vector.iterator_type<..>`, `#vector.punctuation<..>`.
pub(crate) static ATTRS: [AttrDef; 3] = [
    crate::enum_attr_def!("vector", "kind", KIND_CASES),
    crate::enum_attr_def!("vector", "iterator_type", ITERATOR_CASES),
    crate::enum_attr_def!("vector", "punctuation", PUNCTUATION_CASES),
];
pub(crate) const KIND_ATTR: &AttrDef = &ATTRS[0];
pub(crate) const ITERATOR_ATTR: &AttrDef = &ATTRS[1];
pub(crate) const PUNCTUATION_ATTR: &AttrDef = &ATTRS[2];

/// The case of a `#vector.kind<..>` attribute, as its index in MLIR's
/// `CombiningKind` order (`add`, `mul`, `minui`, `minsi`, `minnumf`, `maxui`,
/// `maxsi`, `maxnumf`, `and`, `or`, `xor`, `minimumf`, `maximumf`).
pub fn kind_case(ctx: &Context, a: crate::Attr) -> Option<i64> {
    KIND_ATTR.int_param(ctx, a)
}

const KIND: AttrKind = AttrKind::DialectAttr {
    dialect: "vector",
    mnemonic: "kind",
    describe: "Kind of combining function for contractions and reductions",
};
const KIND_PROP: PropSpec = PropSpec::new("kind", KIND);
/// `DefaultValuedAttr<..., "CombiningKind::ADD">`.
const KIND_ADD: PropSpec = PropSpec::with_default(
    "kind",
    KIND,
    PropDefault::DialectAttr {
        def: KIND_ATTR,
        params: &[Param::Int(0)],
    },
);
const PUNCTUATION_PROP: PropSpec = PropSpec::with_default(
    "punctuation",
    AttrKind::DialectAttr {
        dialect: "vector",
        mnemonic: "punctuation",
        describe: "Punctuation for separating vectors or vector elements",
    },
    PropDefault::DialectAttr {
        def: PUNCTUATION_ATTR,
        params: &[Param::Int(1)],
    },
);

fn is_i64_array(ctx: &Context, a: crate::Attr) -> bool {
    matches!(ctx.attr_data(a), AttrData::Array(items) if items.iter().all(|&i| {
        matches!(ctx.attr_data(i), AttrData::Integer { ty, .. } if super::support::bit_width(ctx, *ty) == Some(64) && !super::support::is_index(ctx, *ty))
    }))
}

fn is_bool_array(ctx: &Context, a: crate::Attr) -> bool {
    matches!(ctx.attr_data(a), AttrData::Array(items) if items.iter().all(|&i| {
        matches!(ctx.attr_data(i), AttrData::Integer { ty, .. } if super::support::bit_width(ctx, *ty) == Some(1) && !super::support::is_index(ctx, *ty))
    }))
}

fn is_iterator_array(ctx: &Context, a: crate::Attr) -> bool {
    matches!(ctx.attr_data(a), AttrData::Array(items) if items.iter().all(|&i| ITERATOR_ATTR.int_param(ctx, i).is_some()))
}

fn is_map_array(ctx: &Context, a: crate::Attr) -> bool {
    matches!(ctx.attr_data(a), AttrData::Array(items) if items.iter().all(|&i| matches!(ctx.attr_data(i), AttrData::AffineMap(_))))
}

fn is_i64_attr(ctx: &Context, a: crate::Attr) -> bool {
    matches!(ctx.attr_data(a), AttrData::Integer { ty, .. } if matches!(ctx.type_data(*ty), TypeData::Integer { width: 64, signedness: crate::types::Signedness::Signless }))
}

const I64_ARRAY: &str = "64-bit integer array attribute";

const fn i64_array_prop(name: &'static str) -> PropSpec {
    PropSpec::new(name, AttrKind::Array).constrained(I64_ARRAY, is_i64_array)
}

const ALIGNMENT: PropSpec = PropSpec::new("alignment", AttrKind::PowerOfTwoI64);
const NONTEMPORAL: PropSpec = PropSpec::new("nontemporal", AttrKind::Bool);
const STATIC_POSITION: PropSpec = PropSpec::new("static_position", AttrKind::DenseI64Array);
const SEGMENTS4: PropSpec = PropSpec::with_default(
    "operandSegmentSizes",
    AttrKind::DenseI32Array,
    PropDefault::ZeroI32Array { len: 4 },
);
const IN_BOUNDS: PropSpec = PropSpec::new("in_bounds", AttrKind::Array)
    .constrained("1-bit boolean array attribute", is_bool_array);
const PERMUTATION_MAP: PropSpec = PropSpec::new("permutation_map", AttrKind::AffineMap);
const POS: PropSpec = PropSpec::new("pos", AttrKind::AnyInteger)
    .constrained("64-bit signless integer attribute", is_i64_attr);

const TRANSFER_PROPS: &[PropSpec] = &[IN_BOUNDS, PERMUTATION_MAP, SEGMENTS4];
const MEM_PROPS: &[PropSpec] = &[ALIGNMENT];
const LOAD_PROPS: &[PropSpec] = &[NONTEMPORAL, ALIGNMENT];

const fn op(name: &'static str) -> OpDef {
    OpDef::new(name, OpTraits::NONE)
}

/// An op whose custom form and verifier are both hand-written here.
const fn hand(
    name: &'static str,
    parse: super::ParseFn,
    print: super::PrintFn,
    verify: super::VerifyFn,
) -> OpDef {
    op(name).with_parse_print(parse, print).with_verify(verify)
}

use checks as v;
use forms as f;

pub(crate) const OPS: &[OpDef] = &[
    op("vector.bitcast").with_verify(v::bitcast),
    op("vector.broadcast").with_verify(v::broadcast),
    op("vector.compressstore")
        .with_verify(v::masked_mem)
        .with_props(MEM_PROPS),
    OpDef {
        props: &[PropSpec::new("mask_dim_sizes", AttrKind::DenseI64Array)],
        ..op("vector.constant_mask").with_verify(v::constant_mask)
    },
    OpDef {
        props: &[
            PropSpec::new("indexing_maps", AttrKind::Array)
                .constrained("array attribute", is_map_array),
            PropSpec::new("iterator_types", AttrKind::Array)
                .constrained("Iterator type should be an enum.", is_iterator_array),
            KIND_ADD,
        ],
        ..hand(
            "vector.contract",
            f::parse_contract,
            f::print_contract,
            v::contract,
        )
    },
    op("vector.create_mask").with_verify(v::create_mask),
    op("vector.deinterleave")
        .with_verify(v::deinterleave)
        .with_result_names(|_, ir, op, set| {
            set(ir.result(op, 0), "res1");
            set(ir.result(op, 1), "res2");
        }),
    op("vector.expandload")
        .with_verify(v::masked_mem)
        .with_props(MEM_PROPS),
    op("vector.extract")
        .with_verify(v::extract)
        .with_props(&[STATIC_POSITION]),
    op("vector.extract_strided_slice")
        .with_verify(v::extract_strided_slice)
        .with_props(&[
            i64_array_prop("offsets"),
            i64_array_prop("sizes"),
            i64_array_prop("strides"),
        ]),
    op("vector.fma"),
    op("vector.from_elements").with_verify(v::from_elements),
    op("vector.gather")
        .with_verify(v::gather)
        .with_props(MEM_PROPS),
    op("vector.insert")
        .with_verify(v::insert)
        .with_props(&[STATIC_POSITION]),
    op("vector.insert_strided_slice")
        .with_verify(v::insert_strided_slice)
        .with_props(&[i64_array_prop("offsets"), i64_array_prop("strides")]),
    op("vector.interleave").with_verify(v::interleave),
    op("vector.load")
        .with_verify(v::load)
        .with_props(LOAD_PROPS),
    op("vector.maskedload")
        .with_verify(v::masked_mem)
        .with_props(MEM_PROPS),
    op("vector.maskedstore")
        .with_verify(v::masked_mem)
        .with_props(MEM_PROPS),
    OpDef {
        props: &[
            KIND_PROP,
            PropSpec::new("reduction_dims", AttrKind::DenseI64Array),
        ],
        ..op("vector.multi_reduction").with_verify(v::multi_reduction)
    },
    OpDef {
        props: &[KIND_ADD],
        ..hand(
            "vector.outerproduct",
            f::parse_outerproduct,
            f::print_outerproduct,
            v::outerproduct,
        )
    },
    OpDef {
        props: &[
            PUNCTUATION_PROP,
            PropSpec::new("stringLiteral", AttrKind::String),
        ],
        ..op("vector.print").with_verify(v::print)
    },
    OpDef {
        props: &[KIND_PROP, super::arith::FASTMATH_PROP],
        ..op("vector.reduction").with_verify(v::reduction)
    },
    op("vector.scalable.extract")
        .with_verify(v::scalable_extract)
        .with_props(&[POS]),
    op("vector.scalable.insert")
        .with_verify(v::scalable_insert)
        .with_props(&[POS]),
    OpDef {
        props: &[
            PropSpec::new("inclusive", AttrKind::Bool),
            KIND_PROP,
            PropSpec::new("reduction_dim", AttrKind::AnyInteger)
                .constrained("64-bit signless integer attribute", is_i64_attr),
        ],
        ..op("vector.scan")
            .with_verify(v::scan)
            .with_result_names(|_, ir, op, set| {
                set(ir.result(op, 0), "dest");
                set(ir.result(op, 1), "accumulated_value");
            })
    },
    op("vector.scatter")
        .with_verify(v::scatter)
        .with_props(MEM_PROPS),
    op("vector.shape_cast").with_verify(v::shape_cast),
    op("vector.shuffle")
        .with_verify(v::shuffle)
        .with_props(&[PropSpec::new("mask", AttrKind::DenseI64Array)])
        .with_infer(infer_shuffle),
    op("vector.step"),
    op("vector.store")
        .with_verify(v::store)
        .with_props(LOAD_PROPS),
    op("vector.to_elements").with_verify(v::to_elements),
    hand(
        "vector.transfer_read",
        f::parse_transfer_read,
        f::print_transfer,
        v::transfer_read,
    )
    .with_props(TRANSFER_PROPS),
    hand(
        "vector.transfer_write",
        f::parse_transfer_write,
        f::print_transfer,
        v::transfer_write,
    )
    .with_props(TRANSFER_PROPS),
    op("vector.transpose")
        .with_verify(v::transpose)
        .with_props(&[PropSpec::new("permutation", AttrKind::DenseI64Array)]),
    op("vector.type_cast").with_verify(v::type_cast),
    op("vector.vscale").with_result_names(|_, ir, op, set| set(ir.result(op, 0), "vscale")),
    OpDef::new("vector.yield", OpTraits::TERMINATOR),
    OpDef {
        traits: OpTraits {
            single_block: true,
            implicit_terminator: Some("vector.yield"),
            ..OpTraits::NONE
        },
        ..hand("vector.mask", f::parse_mask, f::print_mask, v::mask)
    },
];

// ----- shared helpers -----

/// A vector type's shape, scalable flags (one per dimension) and element.
pub(crate) struct VecTy<'a> {
    pub shape: &'a [i64],
    scalable: &'a [bool],
    pub elem: Type,
}

impl VecTy<'_> {
    pub fn rank(&self) -> usize {
        self.shape.len()
    }
    pub fn scalable(&self, i: usize) -> bool {
        self.scalable.get(i).copied().unwrap_or(false)
    }
    pub fn flags(&self) -> Vec<bool> {
        (0..self.rank()).map(|i| self.scalable(i)).collect()
    }
}

pub(crate) fn vec_ty(ctx: &Context, t: Type) -> Option<VecTy<'_>> {
    match ctx.type_data(t) {
        TypeData::Vector {
            shape,
            scalable,
            elem,
        } => Some(VecTy {
            shape,
            scalable,
            elem: *elem,
        }),
        _ => None,
    }
}

/// `vector<shape x elem>` with these scalable flags (none set: a fixed
/// vector, kept with no flags).
pub(crate) fn make_vec(ctx: &mut Context, shape: &[i64], scalable: &[bool], elem: Type) -> Type {
    let scalable: Box<[bool]> = if scalable.iter().any(|&s| s) {
        scalable.into()
    } else {
        Box::new([])
    };
    ctx.intern_type(TypeData::Vector {
        shape: shape.into(),
        scalable,
        elem,
    })
}

/// `ShuffleOp::inferReturnTypes`: one element per mask entry, then the
/// operands' trailing dimensions, of their element type.
fn infer_shuffle(
    ctx: &mut crate::Context,
    operands: &[crate::Type],
    props: &[crate::NamedAttr],
) -> Option<Vec<crate::Type>> {
    let mask = props
        .iter()
        .find(|p| ctx.str_bytes(p.name) == b"mask")?
        .value;
    let n = super::indexing::dense_int_array(ctx, mask)?.len() as i64;
    let (elem, trailing) = match ctx.type_data(*operands.first()?) {
        crate::TypeData::Vector { shape, elem, .. } => {
            (*elem, shape.get(1..).unwrap_or(&[]).to_vec())
        }
        _ => (*operands.first()?, Vec::new()),
    };
    let mut shape = vec![n];
    shape.extend(trailing);
    Some(vec![ctx.intern_type(crate::TypeData::Vector {
        shape: shape.into_boxed_slice(),
        scalable: Box::new([]),
        elem,
    })])
}
