//! MLIR 22.1's `llvm` dialect: the ops the standard lowerings to LLVM
//! (`--convert-to-llvm`, `--finalize-memref-to-llvm`,
//! `--convert-func-to-llvm`, ...) produce, its types (`types.rs`) and the
//! enum attributes those ops carry (`attrs.rs`).
//!
//! Every op's structure (groups, type constraints, required properties,
//! traits) is generated from MLIR's ODS records (`ods/llvm.rs`); the custom
//! forms are written by hand, grouped by the shape of their ODS format
//! (`ops.rs`: one parser and printer for all `$lhs, $rhs ... : type` ops,
//! one for the casts, one for the `(operands) : functional-type`
//! intrinsics, ...; `func.rs`: functions, globals, calls, branches;
//! `exceptions.rs`: `invoke`, `landingpad`; `calls.rs`: `inline_asm`,
//! `call_intrinsic`; `blocks.rs`: block tags and addresses, `indirectbr`;
//! `intrinsics.rs`: enum keywords and `AllTypesMatch`; `module.rs`:
//! constructor lists, module flags, comdats, aliases, ifuncs;
//! `debuginfo.rs`: `dbg.*`; `bundles.rs`: operand bundles), or
//! given to the declarative engine (`format.rs`) where it reads them. The
//! intrinsics ODS gives no format (`llvm.intr.memcpy`, `llvm.intr.abs`,
//! ...) have none here either: `mlir-opt-22` prints them in generic form.
//!
//! The dialect's attributes are in `attrs.rs`'s table; the metadata ones
//! are parameter tables (`di_attrs.rs`, `md_attrs.rs`, with DWARF names in
//! `dwarf.rs`) read and printed by `metadata.rs`.
//!
//! An op MLIR 22.1 defines that is not in `OPS` is refused as not
//! supported yet ([`is_unimplemented`]), never read as an unknown op.

pub(crate) mod attrs;
pub(crate) mod blocks;
pub(crate) mod bundles;
pub(crate) mod calls;
pub(crate) mod debuginfo;
pub(crate) mod di_attrs;
pub(crate) mod dwarf;
pub(crate) mod exceptions;
pub(crate) mod func;
pub(crate) mod intrinsics;
pub(crate) mod md_attrs;
pub(crate) mod metadata;
pub(crate) mod module;
pub(crate) mod ops;
pub(crate) mod types;

/// An `!llvm.func<...>` type's result (`!llvm.void` when none), parameters
/// and vararg flag.
pub fn function_signature(
    ctx: &crate::Context,
    t: crate::Type,
) -> Option<(crate::Type, Vec<crate::Type>, bool)> {
    types::func_parts(ctx, t)
}

/// Whether `t` is `!llvm.void`.
pub fn is_void(ctx: &crate::Context, t: crate::Type) -> bool {
    types::is(ctx, t, "void")
}

pub(crate) use attrs::ATTRS;
pub(crate) use types::TYPES;

use self::ops::{op, verify_elem_type, with};
use super::{AttrKind, OpDef, OpTraits, PropDefault, PropSpec};
use crate::attrs::Param;

pub(crate) const fn dialect_kind(mnemonic: &'static str, describe: &'static str) -> AttrKind {
    AttrKind::DialectAttr {
        dialect: "llvm",
        mnemonic,
        describe,
    }
}

const FASTMATH_KIND: AttrKind = dialect_kind("fastmath", "LLVM fastmath flags");
const FM: PropSpec = PropSpec::with_default(
    "fastmathFlags",
    FASTMATH_KIND,
    PropDefault::DialectAttr {
        def: &ATTRS[0],
        params: &[Param::Int(0)],
    },
);
const OVERFLOW: PropSpec = PropSpec::with_default(
    "overflowFlags",
    AttrKind::I32Enum { max: 3 },
    PropDefault::Int {
        width: 32,
        value: 0,
    },
)
.pure();
const EXACT: PropSpec = PropSpec::new("isExact", AttrKind::Unit);
const DISJOINT: PropSpec = PropSpec::new("isDisjoint", AttrKind::Unit);
const NNEG: PropSpec = PropSpec::new("nonNeg", AttrKind::Unit);
const ORDERING: PropSpec = PropSpec::with_default(
    "ordering",
    AttrKind::I64Enum { max: 7 },
    PropDefault::Int {
        width: 64,
        value: 0,
    },
);
const MEM_COMMON: [PropSpec; 9] = [
    PropSpec::new("access_groups", AttrKind::Array),
    PropSpec::new("alias_scopes", AttrKind::Array),
    PropSpec::new("alignment", AttrKind::I64),
    PropSpec::new("noalias_scopes", AttrKind::Array),
    PropSpec::new("nontemporal", AttrKind::Unit),
    PropSpec::new("syncscope", AttrKind::String),
    PropSpec::new("tbaa", AttrKind::Array),
    PropSpec::new("volatile_", AttrKind::Unit),
    PropSpec::new("invariantGroup", AttrKind::Unit),
];
const LOAD_PROPS: &[PropSpec] = &[
    MEM_COMMON[0],
    MEM_COMMON[1],
    MEM_COMMON[2],
    MEM_COMMON[3],
    MEM_COMMON[4],
    MEM_COMMON[5],
    MEM_COMMON[6],
    MEM_COMMON[7],
    MEM_COMMON[8],
    ORDERING,
    PropSpec::new("invariant", AttrKind::Unit),
    PropSpec::new("dereferenceable", AttrKind::Any),
];
const STORE_PROPS: &[PropSpec] = &[
    MEM_COMMON[0],
    MEM_COMMON[1],
    MEM_COMMON[2],
    MEM_COMMON[3],
    MEM_COMMON[4],
    MEM_COMMON[5],
    MEM_COMMON[6],
    MEM_COMMON[7],
    MEM_COMMON[8],
    ORDERING,
];
const RMW_PROPS: &[PropSpec] = &[
    MEM_COMMON[0],
    MEM_COMMON[1],
    MEM_COMMON[2],
    MEM_COMMON[3],
    MEM_COMMON[5],
    MEM_COMMON[6],
    MEM_COMMON[7],
    PropSpec::new("bin_op", AttrKind::I64Enum { max: 20 }),
    PropSpec::new("ordering", AttrKind::I64Enum { max: 7 }),
];
const CMPXCHG_PROPS: &[PropSpec] = &[
    MEM_COMMON[0],
    MEM_COMMON[1],
    MEM_COMMON[2],
    MEM_COMMON[3],
    MEM_COMMON[5],
    MEM_COMMON[6],
    MEM_COMMON[7],
    PropSpec::new("weak", AttrKind::Unit),
    PropSpec::new("success_ordering", AttrKind::I64Enum { max: 7 }),
    PropSpec::new("failure_ordering", AttrKind::I64Enum { max: 7 }),
];
const INT_MEM: &[PropSpec] = &[
    PropSpec::new("isVolatile", AttrKind::Bool),
    MEM_COMMON[0],
    MEM_COMMON[1],
    MEM_COMMON[3],
    MEM_COMMON[6],
    PropSpec::new("arg_attrs", AttrKind::ArrayOfDicts),
    PropSpec::new("res_attrs", AttrKind::ArrayOfDicts),
];
const CCONV: PropSpec = PropSpec::with_default(
    "CConv",
    dialect_kind("cconv", "LLVM Calling Convention specification"),
    PropDefault::DialectAttr {
        def: &ATTRS[3],
        params: &[Param::Int(0)],
    },
);
const LINKAGE: PropSpec = PropSpec::with_default(
    "linkage",
    dialect_kind("linkage", "LLVM Linkage specification"),
    PropDefault::DialectAttr {
        def: &ATTRS[2],
        params: &[Param::Int(0)],
    },
);
pub(crate) const VISIBILITY: PropSpec = PropSpec::with_default(
    "visibility_",
    AttrKind::I64Enum { max: 2 },
    PropDefault::Int {
        width: 64,
        value: 0,
    },
);
const UNNAMED_ADDR: PropSpec = PropSpec::new("unnamed_addr", AttrKind::I64Enum { max: 2 });

/// `llvm.func`'s properties (those sigil gives a kind; the rest are kept
/// as written).
const FUNC_PROPS: &[PropSpec] = &[
    CCONV,
    PropSpec::new("alignment", AttrKind::I64),
    PropSpec::new("always_inline", AttrKind::Unit),
    PropSpec::new("arg_attrs", AttrKind::ArrayOfDicts),
    PropSpec::new("arm_in_za", AttrKind::Unit),
    PropSpec::new("arm_inout_za", AttrKind::Unit),
    PropSpec::new("arm_locally_streaming", AttrKind::Unit),
    PropSpec::new("arm_new_za", AttrKind::Unit),
    PropSpec::new("arm_out_za", AttrKind::Unit),
    PropSpec::new("arm_preserves_za", AttrKind::Unit),
    PropSpec::new("arm_streaming", AttrKind::Unit),
    PropSpec::new("arm_streaming_compatible", AttrKind::Unit),
    PropSpec::new("comdat", AttrKind::Any),
    PropSpec::new("convergent", AttrKind::Unit),
    PropSpec::new("denormal_fp_math", AttrKind::String),
    PropSpec::new("denormal_fp_math_f32", AttrKind::String),
    PropSpec::new("dso_local", AttrKind::Unit),
    PropSpec::new("fp_contract", AttrKind::String),
    PropSpec::new("frame_pointer", dialect_kind("framePointerKind", "")),
    PropSpec::new("function_entry_count", AttrKind::I64),
    PropSpec::new("function_type", AttrKind::AnyTypeAttr),
    PropSpec::new("garbageCollector", AttrKind::String),
    PropSpec::new("inline_hint", AttrKind::Unit),
    PropSpec::new("instrument_function_entry", AttrKind::String),
    PropSpec::new("instrument_function_exit", AttrKind::String),
    PropSpec::new("intel_reqd_sub_group_size", AttrKind::Any),
    LINKAGE,
    PropSpec::new("memory_effects", AttrKind::Any),
    PropSpec::new("no_infs_fp_math", AttrKind::Bool),
    PropSpec::new("no_inline", AttrKind::Unit),
    PropSpec::new("no_nans_fp_math", AttrKind::Bool),
    PropSpec::new("no_signed_zeros_fp_math", AttrKind::Bool),
    PropSpec::new("no_unwind", AttrKind::Unit),
    PropSpec::new("optimize_none", AttrKind::Unit),
    PropSpec::new("passthrough", AttrKind::Array),
    PropSpec::new("personality", AttrKind::FlatSymbolRef),
    PropSpec::new("prefer_vector_width", AttrKind::String),
    PropSpec::new("reciprocal_estimates", AttrKind::String),
    PropSpec::new("reqd_work_group_size", AttrKind::DenseI32Array),
    PropSpec::new("res_attrs", AttrKind::ArrayOfDicts),
    PropSpec::new("section", AttrKind::String),
    PropSpec::new("sym_name", AttrKind::String),
    PropSpec::new("sym_visibility", AttrKind::String),
    PropSpec::new("target_cpu", AttrKind::String),
    PropSpec::new("target_features", AttrKind::Any),
    PropSpec::new("tune_cpu", AttrKind::String),
    UNNAMED_ADDR,
    PropSpec::new("uwtable_kind", AttrKind::Any),
    PropSpec::new("vec_type_hint", AttrKind::Any),
    VISIBILITY,
    PropSpec::new("vscale_range", AttrKind::Any),
    PropSpec::new("will_return", AttrKind::Unit),
    PropSpec::new("work_group_size_hint", AttrKind::DenseI32Array),
];

const GLOBAL_PROPS: &[PropSpec] = &[
    PropSpec::with_default(
        "addr_space",
        AttrKind::I32Range {
            min: 0,
            max: i32::MAX as i64,
        },
        PropDefault::Int {
            width: 32,
            value: 0,
        },
    ),
    PropSpec::new("alignment", AttrKind::I64),
    PropSpec::new("comdat", AttrKind::Any),
    PropSpec::new("constant", AttrKind::Unit),
    PropSpec::new("dbg_exprs", AttrKind::Array),
    PropSpec::new("dso_local", AttrKind::Unit),
    PropSpec::new("externally_initialized", AttrKind::Unit),
    PropSpec::new("global_type", AttrKind::AnyTypeAttr),
    PropSpec::new(
        "linkage",
        dialect_kind("linkage", "LLVM Linkage specification"),
    ),
    PropSpec::new("section", AttrKind::String),
    PropSpec::new("sym_name", AttrKind::String),
    PropSpec::new("target_specific_attrs", AttrKind::Array),
    PropSpec::new("thread_local_", AttrKind::Unit),
    UNNAMED_ADDR,
    PropSpec::new("value", AttrKind::Any),
    VISIBILITY,
];

const CALL_PROPS: &[PropSpec] = &[
    CCONV,
    PropSpec::with_default(
        "TailCallKind",
        dialect_kind("tailcallkind", "LLVM Calling Convention specification"),
        PropDefault::DialectAttr {
            def: &ATTRS[4],
            params: &[Param::Int(0)],
        },
    ),
    PropSpec::new("access_groups", AttrKind::Array),
    PropSpec::new("alias_scopes", AttrKind::Array),
    PropSpec::new("always_inline", AttrKind::Unit),
    PropSpec::new("arg_attrs", AttrKind::ArrayOfDicts),
    PropSpec::new("callee", AttrKind::FlatSymbolRef),
    PropSpec::new("convergent", AttrKind::Unit),
    FM,
    PropSpec::new("inline_hint", AttrKind::Unit),
    PropSpec::new("memory_effects", AttrKind::Any),
    PropSpec::new("no_inline", AttrKind::Unit),
    PropSpec::new("no_unwind", AttrKind::Unit),
    PropSpec::new("noalias_scopes", AttrKind::Array),
    PropSpec::new("op_bundle_sizes", AttrKind::DenseI32Array),
    PropSpec::new("op_bundle_tags", AttrKind::Array),
    PropSpec::new("operandSegmentSizes", AttrKind::DenseI32Array),
    PropSpec::new("res_attrs", AttrKind::ArrayOfDicts),
    PropSpec::new("tbaa", AttrKind::Array),
    PropSpec::new("var_callee_type", AttrKind::AnyTypeAttr),
    PropSpec::new("will_return", AttrKind::Unit),
];

const INLINE_ASM_PROPS: &[PropSpec] = &[
    PropSpec::new("asm_dialect", AttrKind::I64Enum { max: 1 }),
    PropSpec::new("asm_string", AttrKind::String),
    PropSpec::new("constraints", AttrKind::String),
    PropSpec::new("has_side_effects", AttrKind::Unit),
    PropSpec::new("is_align_stack", AttrKind::Unit),
    PropSpec::new("operand_attrs", AttrKind::Array),
    PropSpec::with_default(
        "tail_call_kind",
        dialect_kind("tailcallkind", "LLVM Calling Convention specification"),
        PropDefault::DialectAttr {
            def: &ATTRS[4],
            params: &[Param::Int(0)],
        },
    ),
];

const CALL_INTRINSIC_PROPS: &[PropSpec] = &[
    PropSpec::new("arg_attrs", AttrKind::ArrayOfDicts),
    FM,
    PropSpec::new("intrin", AttrKind::String),
    PropSpec::new("op_bundle_sizes", AttrKind::DenseI32Array),
    PropSpec::new("op_bundle_tags", AttrKind::Array),
    PropSpec::new("operandSegmentSizes", AttrKind::DenseI32Array),
    PropSpec::new("res_attrs", AttrKind::ArrayOfDicts),
];

const INVOKE_PROPS: &[PropSpec] = &[
    CCONV,
    PropSpec::new("arg_attrs", AttrKind::ArrayOfDicts),
    PropSpec::new("branch_weights", AttrKind::DenseI32Array),
    PropSpec::new("callee", AttrKind::FlatSymbolRef),
    PropSpec::new("op_bundle_sizes", AttrKind::DenseI32Array),
    PropSpec::new("op_bundle_tags", AttrKind::Array),
    PropSpec::new("operandSegmentSizes", AttrKind::DenseI32Array),
    PropSpec::new("res_attrs", AttrKind::ArrayOfDicts),
    PropSpec::new("var_callee_type", AttrKind::AnyTypeAttr),
];

const GEP_PROPS: &[PropSpec] = &[
    PropSpec::new("elem_type", AttrKind::AnyTypeAttr),
    PropSpec::with_default(
        "noWrapFlags",
        AttrKind::I32Enum { max: 7 },
        PropDefault::Int {
            width: 32,
            value: 0,
        },
    )
    .pure(),
    PropSpec::new("rawConstantIndices", AttrKind::DenseI32Array),
];

const ALLOCA_PROPS: &[PropSpec] = &[
    PropSpec::new("alignment", AttrKind::I64),
    PropSpec::new("elem_type", AttrKind::AnyTypeAttr),
    PropSpec::new("inalloca", AttrKind::Unit),
];

// Ops whose custom form is their record's declarative format (parsed and
// printed by `crate::format`), by the shape of their properties.

const fn binary(name: &'static str, props: &'static [PropSpec]) -> OpDef {
    op(name).with_props(props)
}

const fn cast(name: &'static str, props: &'static [PropSpec]) -> OpDef {
    op(name).with_props(props)
}

const fn intr(name: &'static str, props: &'static [PropSpec]) -> OpDef {
    op(name).with_props(props)
}

const fn operands_form(name: &'static str, props: &'static [PropSpec]) -> OpDef {
    op(name).with_props(props)
}

const fn nullary(name: &'static str) -> OpDef {
    op(name)
}

const TERM: OpTraits = OpTraits::TERMINATOR;

/// Every `llvm` op sigil implements.
pub(crate) const OPS: &[OpDef] = &[
    // Integer arithmetic.
    binary("llvm.add", &[OVERFLOW]),
    binary("llvm.sub", &[OVERFLOW]),
    binary("llvm.mul", &[OVERFLOW]),
    binary("llvm.shl", &[OVERFLOW]),
    binary("llvm.udiv", &[EXACT]),
    binary("llvm.sdiv", &[EXACT]),
    binary("llvm.lshr", &[EXACT]),
    binary("llvm.ashr", &[EXACT]),
    binary("llvm.urem", &[]),
    binary("llvm.srem", &[]),
    binary("llvm.and", &[]),
    binary("llvm.or", &[DISJOINT]),
    binary("llvm.xor", &[]),
    // Float arithmetic.
    binary("llvm.fadd", &[FM]),
    binary("llvm.fsub", &[FM]),
    binary("llvm.fmul", &[FM]),
    binary("llvm.fdiv", &[FM]),
    binary("llvm.frem", &[FM]),
    op("llvm.fneg").with_props(&[FM]),
    op("llvm.freeze").with_props(&[]),
    // Comparisons and select.
    with(
        "llvm.icmp",
        &[PropSpec::new("predicate", AttrKind::I64Enum { max: 9 })],
        ops::parse_cmp,
        ops::print_cmp,
    ),
    with(
        "llvm.fcmp",
        &[
            FM,
            PropSpec::new("predicate", AttrKind::I64Enum { max: 15 }),
        ],
        ops::parse_cmp,
        ops::print_cmp,
    ),
    op("llvm.select").with_props(&[FM]),
    // Casts.
    cast("llvm.trunc", &[OVERFLOW]),
    cast("llvm.zext", &[NNEG]),
    cast("llvm.sext", &[]),
    cast("llvm.uitofp", &[NNEG]),
    cast("llvm.sitofp", &[]),
    cast("llvm.fptoui", &[]),
    cast("llvm.fptosi", &[]),
    cast("llvm.fpext", &[]),
    cast("llvm.fptrunc", &[]),
    cast("llvm.bitcast", &[]),
    cast("llvm.addrspacecast", &[]),
    cast("llvm.ptrtoint", &[]),
    cast(
        "llvm.inttoptr",
        &[PropSpec::new("dereferenceable", AttrKind::Any)],
    ),
    // Constants.
    OpDef {
        result_names: None,
        ..op("llvm.mlir.constant").with_props(&[PropSpec::new("value", AttrKind::Any)])
    },
    nullary("llvm.mlir.poison"),
    nullary("llvm.mlir.undef"),
    nullary("llvm.mlir.zero"),
    nullary("llvm.mlir.none"),
    op("llvm.mlir.addressof").with_props(&[PropSpec::new("global_name", AttrKind::FlatSymbolRef)]),
    // Aggregates and vectors.
    op("llvm.extractvalue").with_props(&[PropSpec::new("position", AttrKind::DenseI64Array)]),
    op("llvm.insertvalue").with_props(&[PropSpec::new("position", AttrKind::DenseI64Array)]),
    op("llvm.extractelement").with_props(&[]),
    op("llvm.insertelement").with_props(&[]),
    // Memory.
    op("llvm.load").with_props(LOAD_PROPS),
    op("llvm.store").with_props(STORE_PROPS),
    with(
        "llvm.alloca",
        ALLOCA_PROPS,
        ops::parse_alloca,
        ops::print_alloca,
    )
    .with_verify(verify_elem_type),
    op("llvm.getelementptr")
        .with_props(GEP_PROPS)
        .with_verify(ops::verify_gep),
    op("llvm.atomicrmw").with_props(RMW_PROPS),
    op("llvm.cmpxchg").with_props(CMPXCHG_PROPS),
    op("llvm.fence").with_props(&[
        PropSpec::new("ordering", AttrKind::I64Enum { max: 7 }),
        PropSpec::new("syncscope", AttrKind::String),
    ]),
    // Functions, globals, calls, control flow.
    OpDef {
        ..OpDef::new(
            "llvm.func",
            OpTraits {
                isolated_from_above: true,
                ..OpTraits::NONE
            },
        )
        .with_props(FUNC_PROPS)
        .with_parse_print(func::parse_func, func::print_func)
        .with_verify(func::verify_func)
    },
    OpDef {
        ..OpDef::new(
            "llvm.mlir.global",
            OpTraits {
                isolated_from_above: true,
                ..OpTraits::NONE
            },
        )
        .with_props(GLOBAL_PROPS)
        .with_parse_print(func::parse_global, func::print_global)
        .with_verify(module::verify_comdat_ref)
    },
    OpDef {
        verify_symbol_uses: Some(func::verify_call_symbol_uses),
        ..with("llvm.call", CALL_PROPS, func::parse_call, func::print_call)
            .with_verify(func::verify_call)
    },
    OpDef::new("llvm.return", TERM).with_verify(func::verify_return),
    OpDef::new("llvm.br", TERM)
        .with_props(&[PropSpec::new("loop_annotation", AttrKind::Any)])
        .with_verify(super::cf::verify_br),
    OpDef::new("llvm.cond_br", TERM)
        .with_props(&[
            PropSpec::new("branch_weights", AttrKind::DenseI32Array),
            PropSpec::new("loop_annotation", AttrKind::Any),
            PropSpec::new("operandSegmentSizes", AttrKind::DenseI32Array),
        ])
        .with_verify(super::cf::verify_cond_br),
    OpDef::new("llvm.switch", TERM)
        .with_props(&[
            PropSpec::new("branch_weights", AttrKind::DenseI32Array),
            PropSpec::new("case_operand_segments", AttrKind::DenseI32Array),
            PropSpec::new("case_values", AttrKind::Any),
            PropSpec::new("operandSegmentSizes", AttrKind::DenseI32Array),
        ])
        .with_verify(super::cf::verify_switch),
    OpDef::new("llvm.unreachable", TERM),
    // Intrinsics with `(operands) : functional-type` forms.
    intr("llvm.intr.acos", &[FM]),
    intr("llvm.intr.asin", &[FM]),
    intr("llvm.intr.atan2", &[FM]),
    intr("llvm.intr.atan", &[FM]),
    intr("llvm.intr.bitreverse", &[]),
    intr("llvm.intr.bswap", &[]),
    intr("llvm.intr.copysign", &[FM]),
    intr("llvm.intr.cos", &[FM]),
    intr("llvm.intr.cosh", &[FM]),
    intr("llvm.intr.ctpop", &[]),
    intr("llvm.intr.exp10", &[FM]),
    intr("llvm.intr.exp2", &[FM]),
    intr("llvm.intr.exp", &[FM]),
    intr("llvm.intr.fabs", &[FM]),
    intr("llvm.intr.ceil", &[FM]),
    intr("llvm.intr.floor", &[FM]),
    intr("llvm.intr.fma", &[FM]),
    intr("llvm.intr.fmuladd", &[FM]),
    intr("llvm.intr.trunc", &[FM]),
    intr("llvm.intr.frexp", &[FM]),
    intr("llvm.intr.fshl", &[]),
    intr("llvm.intr.fshr", &[]),
    intr("llvm.intr.llrint", &[]),
    intr("llvm.intr.llround", &[]),
    intr("llvm.intr.ldexp", &[FM]),
    intr("llvm.intr.log10", &[FM]),
    intr("llvm.intr.log2", &[FM]),
    intr("llvm.intr.log", &[FM]),
    intr("llvm.intr.lrint", &[]),
    intr("llvm.intr.lround", &[]),
    intr("llvm.intr.maxnum", &[FM]),
    intr("llvm.intr.maximum", &[FM]),
    intr("llvm.intr.minnum", &[FM]),
    intr("llvm.intr.minimum", &[FM]),
    intr("llvm.intr.nearbyint", &[FM]),
    intr("llvm.intr.powi", &[FM]),
    intr("llvm.intr.pow", &[FM]),
    intr("llvm.intr.rint", &[FM]),
    intr("llvm.intr.roundeven", &[FM]),
    intr("llvm.intr.round", &[FM]),
    intr("llvm.intr.sadd.sat", &[]),
    intr("llvm.intr.scmp", &[]),
    intr("llvm.intr.smax", &[]),
    intr("llvm.intr.smin", &[]),
    intr("llvm.intr.sshl.sat", &[]),
    intr("llvm.intr.ssub.sat", &[]),
    intr("llvm.intr.sin", &[FM]),
    intr("llvm.intr.sincos", &[FM]),
    intr("llvm.intr.sinh", &[FM]),
    intr("llvm.intr.sqrt", &[FM]),
    intr("llvm.intr.tan", &[FM]),
    intr("llvm.intr.tanh", &[FM]),
    intr("llvm.intr.uadd.sat", &[]),
    intr("llvm.intr.ucmp", &[]),
    intr("llvm.intr.umax", &[]),
    intr("llvm.intr.umin", &[]),
    intr("llvm.intr.ushl.sat", &[]),
    intr("llvm.intr.usub.sat", &[]),
    intr("llvm.intr.vector.reduce.fmax", &[FM]),
    intr("llvm.intr.vector.reduce.fmaximum", &[FM]),
    intr("llvm.intr.vector.reduce.fmin", &[FM]),
    intr("llvm.intr.vector.reduce.fminimum", &[FM]),
    op("llvm.intr.stacksave").with_props(&[]),
    op("llvm.intr.stackrestore").with_props(&[]),
    // Intrinsics without a custom form (generic in MLIR's print too).
    op("llvm.intr.memcpy").with_props(INT_MEM),
    op("llvm.intr.memmove").with_props(INT_MEM),
    op("llvm.intr.memset").with_props(INT_MEM),
    op("llvm.intr.abs").with_props(&[PropSpec::new("is_int_min_poison", AttrKind::Bool)]),
    op("llvm.intr.ctlz").with_props(&[PropSpec::new("is_zero_poison", AttrKind::Bool)]),
    op("llvm.intr.cttz").with_props(&[PropSpec::new("is_zero_poison", AttrKind::Bool)]),
    op("llvm.intr.is.fpclass").with_props(&[PropSpec::new("bit", AttrKind::Any)]),
    op("llvm.intr.prefetch").with_props(&[ANY_CACHE, ANY_HINT, ANY_RW]),
    op("llvm.intr.sadd.with.overflow"),
    op("llvm.intr.uadd.with.overflow"),
    op("llvm.intr.ssub.with.overflow"),
    op("llvm.intr.usub.with.overflow"),
    op("llvm.intr.smul.with.overflow"),
    op("llvm.intr.umul.with.overflow"),
    op("llvm.intr.vector.reduce.add"),
    op("llvm.intr.vector.reduce.and"),
    op("llvm.intr.vector.reduce.mul"),
    op("llvm.intr.vector.reduce.or"),
    op("llvm.intr.vector.reduce.smax"),
    op("llvm.intr.vector.reduce.smin"),
    op("llvm.intr.vector.reduce.umax"),
    op("llvm.intr.vector.reduce.umin"),
    op("llvm.intr.vector.reduce.xor"),
    op("llvm.intr.vector.reduce.fadd").with_props(&[FM]),
    op("llvm.intr.vector.reduce.fmul").with_props(&[FM]),
    op("llvm.intr.vscale"),
    op("llvm.intr.threadlocal.address"),
    op("llvm.shufflevector").with_props(&[PropSpec::new("mask", AttrKind::DenseI32Array)]),
    op("llvm.intr.vector.insert").with_props(&[PropSpec::new("pos", AttrKind::I64)]),
    op("llvm.intr.assume")
        .with_props(&[
            PropSpec::new("op_bundle_sizes", AttrKind::DenseI32Array),
            PropSpec::new("op_bundle_tags", AttrKind::Array),
        ])
        .with_verify(ops::verify_assume),
    // `operands attr-dict : functional-type(operands, results)`.
    op("llvm.intr.masked.load")
        .with_props(&[I32_ALIGNMENT, PropSpec::new("nontemporal", AttrKind::Unit)]),
    operands_form("llvm.intr.masked.gather", &[I32_ALIGNMENT]),
    operands_form("llvm.intr.ptrmask", &[]),
    operands_form("llvm.intr.coro.id", &[]),
    operands_form("llvm.intr.coro.begin", &[]),
    operands_form("llvm.intr.coro.save", &[]),
    operands_form("llvm.intr.coro.free", &[]),
    operands_form("llvm.intr.coro.promise", &[]),
    operands_form("llvm.intr.coro.end", &[]),
    operands_form("llvm.intr.eh.typeid.for", &[]),
    operands_form("llvm.va_arg", &[]),
    // Ops whose ODS format the declarative engine (`format.rs`) reads.
    op("llvm.intr.lifetime.start"),
    op("llvm.intr.lifetime.end"),
    op("llvm.intr.vastart"),
    op("llvm.intr.vaend"),
    op("llvm.intr.coro.resume"),
    op("llvm.intr.trap"),
    op("llvm.intr.debugtrap"),
    op("llvm.intr.coro.size"),
    op("llvm.intr.coro.align"),
    op("llvm.intr.stepvector"),
    op("llvm.intr.get.active.lane.mask"),
    op("llvm.intr.masked.scatter").with_props(&[I32_ALIGNMENT]),
    op("llvm.intr.masked.store").with_props(&[I32_ALIGNMENT]),
    op("llvm.intr.matrix.transpose").with_props(&[I32_PROP[0], I32_PROP[1]]),
    op("llvm.intr.matrix.multiply").with_props(&[I32_PROP[2], I32_PROP[3], I32_PROP[4]]),
    op("llvm.dso_local_equivalent")
        .with_props(&[PropSpec::new("function_name", AttrKind::FlatSymbolRef)]),
    op("llvm.linker_options").with_props(&[PropSpec::new("options", AttrKind::Array)]),
    op("llvm.intr.vector.extract").with_props(&[PropSpec::new("pos", AttrKind::I64)]),
    // More intrinsics without a custom form: vector-predicated (`vp.*`)
    // arithmetic, casts, reductions, loads and stores; annotations; inline
    // memcpy/memset; masked compress/expand; (de)interleaving.
    op("llvm.intr.annotation"),
    op("llvm.intr.is.constant"),
    op("llvm.intr.memcpy.inline").with_props(&[
        PropSpec::new("len", AttrKind::Any),
        PropSpec::new("isVolatile", AttrKind::Bool),
        PropSpec::new("access_groups", AttrKind::Any),
        PropSpec::new("alias_scopes", AttrKind::Any),
        PropSpec::new("noalias_scopes", AttrKind::Any),
        PropSpec::new("tbaa", AttrKind::Any),
        PropSpec::new("arg_attrs", AttrKind::Any),
        PropSpec::new("res_attrs", AttrKind::Any),
    ]),
    op("llvm.intr.memset.inline").with_props(&[
        PropSpec::new("len", AttrKind::Any),
        PropSpec::new("isVolatile", AttrKind::Bool),
        PropSpec::new("access_groups", AttrKind::Any),
        PropSpec::new("alias_scopes", AttrKind::Any),
        PropSpec::new("noalias_scopes", AttrKind::Any),
        PropSpec::new("tbaa", AttrKind::Any),
        PropSpec::new("arg_attrs", AttrKind::Any),
        PropSpec::new("res_attrs", AttrKind::Any),
    ]),
    op("llvm.intr.ptr.annotation"),
    op("llvm.intr.vp.ashr"),
    op("llvm.intr.vp.add"),
    op("llvm.intr.vp.and"),
    op("llvm.intr.vp.fadd"),
    op("llvm.intr.vp.fdiv"),
    op("llvm.intr.vp.fmuladd"),
    op("llvm.intr.vp.fmul"),
    op("llvm.intr.vp.fneg"),
    op("llvm.intr.vp.fpext"),
    op("llvm.intr.vp.fptosi"),
    op("llvm.intr.vp.fptoui"),
    op("llvm.intr.vp.fptrunc"),
    op("llvm.intr.vp.frem"),
    op("llvm.intr.vp.fsub"),
    op("llvm.intr.vp.fma"),
    op("llvm.intr.vp.inttoptr"),
    op("llvm.intr.vp.lshr"),
    op("llvm.intr.vp.load"),
    op("llvm.intr.vp.merge"),
    op("llvm.intr.vp.mul"),
    op("llvm.intr.vp.or"),
    op("llvm.intr.vp.ptrtoint"),
    op("llvm.intr.vp.reduce.add"),
    op("llvm.intr.vp.reduce.and"),
    op("llvm.intr.vp.reduce.fadd"),
    op("llvm.intr.vp.reduce.fmax"),
    op("llvm.intr.vp.reduce.fmin"),
    op("llvm.intr.vp.reduce.fmul"),
    op("llvm.intr.vp.reduce.mul"),
    op("llvm.intr.vp.reduce.or"),
    op("llvm.intr.vp.reduce.smax"),
    op("llvm.intr.vp.reduce.smin"),
    op("llvm.intr.vp.reduce.umax"),
    op("llvm.intr.vp.reduce.umin"),
    op("llvm.intr.vp.reduce.xor"),
    op("llvm.intr.vp.sdiv"),
    op("llvm.intr.vp.sext"),
    op("llvm.intr.vp.sitofp"),
    op("llvm.intr.vp.smax"),
    op("llvm.intr.vp.smin"),
    op("llvm.intr.vp.srem"),
    op("llvm.intr.vp.select"),
    op("llvm.intr.vp.shl"),
    op("llvm.intr.vp.store"),
    op("llvm.intr.experimental.vp.strided.load"),
    op("llvm.intr.experimental.vp.strided.store"),
    op("llvm.intr.vp.sub"),
    op("llvm.intr.vp.trunc"),
    op("llvm.intr.vp.udiv"),
    op("llvm.intr.vp.uitofp"),
    op("llvm.intr.vp.umax"),
    op("llvm.intr.vp.umin"),
    op("llvm.intr.vp.urem"),
    op("llvm.intr.vp.xor"),
    op("llvm.intr.vp.zext"),
    op("llvm.intr.var.annotation"),
    op("llvm.intr.masked.compressstore").with_props(&[
        PropSpec::new("arg_attrs", AttrKind::Any),
        PropSpec::new("res_attrs", AttrKind::Any),
    ]),
    op("llvm.intr.masked.expandload").with_props(&[
        PropSpec::new("arg_attrs", AttrKind::Any),
        PropSpec::new("res_attrs", AttrKind::Any),
    ]),
    op("llvm.intr.vector.deinterleave2"),
    op("llvm.intr.vector.interleave2"),
    // Declarative formats whose types are partly inferred (`format.rs`):
    // `SameOperandsAndResultType`, or a buildable type.
    OpDef::new("llvm.resume", TERM),
    op("llvm.intr.expect"),
    op("llvm.intr.ssa.copy"),
    op("llvm.intr.launder.invariant.group"),
    op("llvm.intr.strip.invariant.group"),
    op("llvm.intr.invariant.start").with_props(&[SIZE]),
    op("llvm.intr.invariant.end").with_props(&[SIZE]),
    op("llvm.intr.coro.suspend"),
    op("llvm.intr.vacopy"),
    op("llvm.intr.ubsantrap").with_props(&[intrinsics::FAILURE_KIND_PROP]),
    op("llvm.intr.matrix.column.major.load").with_props(&[IS_VOLATILE, I32_PROP[0], I32_PROP[1]]),
    op("llvm.intr.matrix.column.major.store").with_props(&[IS_VOLATILE, I32_PROP[0], I32_PROP[1]]),
    // Enum keywords and `AllTypesMatch` (`intrinsics.rs`).
    constrained(
        "llvm.intr.experimental.constrained.fpext",
        &[intrinsics::FP_EXCEPTION_PROP],
    ),
    constrained("llvm.intr.experimental.constrained.fptrunc", ROUNDED),
    constrained("llvm.intr.experimental.constrained.sitofp", ROUNDED),
    constrained("llvm.intr.experimental.constrained.uitofp", ROUNDED),
    op("llvm.intr.expect.with.probability").with_props(&[intrinsics::PROB_PROP]),
    // Exception handling (`exceptions.rs`).
    OpDef::new("llvm.invoke", TERM)
        .with_props(INVOKE_PROPS)
        .with_parse_print(exceptions::parse_invoke, exceptions::print_invoke)
        .with_verify(exceptions::verify_invoke),
    with(
        "llvm.landingpad",
        &[PropSpec::new("cleanup", AttrKind::Unit)],
        exceptions::parse_landingpad,
        exceptions::print_landingpad,
    )
    .with_verify(exceptions::verify_landingpad),
    // Block addresses (`blocks.rs`).
    op("llvm.blockaddress")
        .with_props(blocks::BLOCKADDRESS_PROPS)
        .with_verify(blocks::verify_blockaddress),
    op("llvm.blocktag").with_props(blocks::BLOCKTAG_PROPS),
    OpDef::new("llvm.indirectbr", TERM)
        .with_props(blocks::INDIRECTBR_PROPS)
        .with_verify(blocks::verify_indirectbr),
    // Calls of no `llvm.func` (`calls.rs`).
    op("llvm.inline_asm")
        .with_props(INLINE_ASM_PROPS)
        .with_verify(calls::verify_inline_asm),
    with(
        "llvm.call_intrinsic",
        CALL_INTRINSIC_PROPS,
        calls::parse_call_intrinsic,
        calls::print_call_intrinsic,
    )
    .with_verify(calls::verify_call_intrinsic),
    op("llvm.intr.experimental.noalias.scope.decl")
        .with_props(&[PropSpec::new("scope", dialect_kind("alias_scope", ""))]),
    // Debug info (`debuginfo.rs`).
    op("llvm.intr.dbg.declare").with_props(debuginfo::DBG_VAR_PROPS),
    op("llvm.intr.dbg.value").with_props(debuginfo::DBG_VAR_PROPS),
    op("llvm.intr.dbg.label").with_props(debuginfo::DBG_LABEL_PROPS),
    // Module-level lists and comdat groups (`module.rs`).
    OpDef {
        verify_symbol_uses: Some(module::verify_structor_symbols),
        ..op("llvm.mlir.global_ctors")
            .with_props(module::CTORS_PROPS)
            .with_verify(module::verify_structors)
    },
    OpDef {
        verify_symbol_uses: Some(module::verify_structor_symbols),
        ..op("llvm.mlir.global_dtors")
            .with_props(module::DTORS_PROPS)
            .with_verify(module::verify_structors)
    },
    op("llvm.module_flags")
        .with_props(module::MODULE_FLAGS_PROPS)
        .with_verify(module::verify_module_flags),
    OpDef {
        ..OpDef::new(
            "llvm.mlir.alias",
            OpTraits {
                isolated_from_above: true,
                ..OpTraits::NONE
            },
        )
        .with_props(module::ALIAS_PROPS)
        .with_parse_print(module::parse_alias, module::print_alias)
        .with_verify(module::verify_alias)
    },
    OpDef {
        verify_symbol_uses: Some(module::verify_ifunc_symbols),
        ..OpDef::new(
            "llvm.mlir.ifunc",
            OpTraits {
                isolated_from_above: true,
                ..OpTraits::NONE
            },
        )
        .with_props(module::IFUNC_PROPS)
        .with_verify(module::verify_ifunc)
    },
    OpDef::new(
        "llvm.comdat",
        OpTraits {
            symbol_table: true,
            no_terminator: true,
            single_block: true,
            ..OpTraits::NONE
        },
    )
    .with_props(&[SYM_NAME])
    .with_verify(module::verify_comdat),
    op("llvm.comdat_selector").with_props(&[SYM_NAME, intrinsics::COMDAT_PROP]),
];

const SYM_NAME: PropSpec = PropSpec::new("sym_name", AttrKind::String);

const SIZE: PropSpec = PropSpec::new("size", AttrKind::I64);
const IS_VOLATILE: PropSpec = PropSpec::new("isVolatile", AttrKind::Bool);
const ROUNDED: &[PropSpec] = &[intrinsics::FP_EXCEPTION_PROP, intrinsics::ROUNDING_PROP];

const fn constrained(name: &'static str, props: &'static [PropSpec]) -> OpDef {
    op(name).with_props(props)
}

/// An `I32Attr` property, checked as ODS checks it.
const fn i32_prop(name: &'static str) -> PropSpec {
    PropSpec::new(name, AttrKind::Any).constrained("32-bit signless integer attribute", is_i32_attr)
}

fn is_i32_attr(ctx: &crate::Context, a: crate::Attr) -> bool {
    match ctx.attr_data(a) {
        crate::attrs::AttrData::Integer { ty, .. } => matches!(
            ctx.type_data(*ty),
            crate::types::TypeData::Integer {
                width: 32,
                signedness: crate::types::Signedness::Signless
            }
        ),
        _ => false,
    }
}

const I32_ALIGNMENT: PropSpec = i32_prop("alignment");
/// The `I32Attr` shape properties of the matrix intrinsics.
const I32_PROP: [PropSpec; 5] = [
    i32_prop("rows"),
    i32_prop("columns"),
    i32_prop("lhs_rows"),
    i32_prop("lhs_columns"),
    i32_prop("rhs_columns"),
];
const ANY_CACHE: PropSpec = PropSpec::new("cache", AttrKind::Any);
const ANY_HINT: PropSpec = PropSpec::new("hint", AttrKind::Any);
const ANY_RW: PropSpec = PropSpec::new("rw", AttrKind::Any);

/// Whether `name` is an op MLIR 22.1's `llvm` dialect defines that sigil
/// does not implement yet.
pub fn is_unimplemented(name: &[u8]) -> bool {
    name.starts_with(b"llvm.")
        && !OPS.iter().any(|d| d.name.as_bytes() == name)
        && super::ods::llvm::ALL
            .iter()
            .any(|(n, _)| n.as_bytes() == name)
}
