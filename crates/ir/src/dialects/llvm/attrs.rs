//! The `llvm` dialect's enum attributes, each an [`EnumCases`] table in
//! MLIR's value order (the case index is what is kept; these attributes
//! never print as numbers): `#llvm.fastmath<...>` and `#llvm.overflow<...>`
//! (bit enums), `#llvm.linkage<...>`, `#llvm.cconv<...>`,
//! `#llvm.tailcallkind<...>` and `#llvm.framePointerKind<...>`.
//!
//! Beyond the enums: `#llvm.zero`, `#llvm.mlir.module_flag`, block tags and
//! addresses and alias scopes, kept by their parameters, and the table of
//! every `llvm` attribute, where the metadata attributes (`#llvm.di_*`,
//! `#llvm.tbaa_*`, `#llvm.loop_*`, `#llvm.access_group`,
//! `#llvm.memory_effects`) name their parameter tables (`di_attrs.rs`,
//! `md_attrs.rs`, read and printed by `metadata.rs`).
//!
//! Enums that ops keep as plain integers (`predicate = 8 : i64`,
//! `ordering = 0 : i64`, `overflowFlags = 0 : i32`) are listed here too,
//! for the custom forms that spell them by name.

use super::{di_attrs as di, md_attrs as md};
use crate::attrs::Param;
use crate::dialects::api::{AttrDef, BitFlags, EnumCases};
use crate::enum_attr_def;

pub(crate) const FASTMATH_CASES: EnumCases = EnumCases {
    message: None,
    cpp_name: "::mlir::LLVM::FastmathFlags",
    cases: &["nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"],
    bits: Some(BitFlags {
        none: "none",
        all: Some("fast"),
        sep: ", ",
    }),
};

pub(crate) const OVERFLOW_CASES: EnumCases = EnumCases {
    message: None,
    cpp_name: "::mlir::LLVM::IntegerOverflowFlags",
    cases: &["nsw", "nuw"],
    bits: Some(BitFlags {
        none: "none",
        all: None,
        sep: ", ",
    }),
};

pub(crate) const LINKAGE_CASES: EnumCases = EnumCases {
    message: None,
    cpp_name: "::mlir::LLVM::linkage::Linkage",
    cases: &[
        "external",
        "available_externally",
        "linkonce",
        "linkonce_odr",
        "weak",
        "weak_odr",
        "appending",
        "internal",
        "private",
        "extern_weak",
        "common",
    ],
    bits: None,
};

pub(crate) const CCONV_CASES: EnumCases = EnumCases {
    message: None,
    cpp_name: "::mlir::LLVM::cconv::CConv",
    cases: &[
        "ccc",
        "fastcc",
        "coldcc",
        "cc_10",
        "cc_11",
        "anyregcc",
        "preserve_mostcc",
        "preserve_allcc",
        "swiftcc",
        "cxx_fast_tlscc",
        "tailcc",
        "cfguard_checkcc",
        "swifttailcc",
        "x86_stdcallcc",
        "x86_fastcallcc",
        "arm_apcscc",
        "arm_aapcscc",
        "arm_aapcs_vfpcc",
        "msp430_intrcc",
        "x86_thiscallcc",
        "ptx_kernelcc",
        "ptx_devicecc",
        "spir_funccc",
        "spir_kernelcc",
        "intel_ocl_bicc",
        "x86_64_sysvcc",
        "win64cc",
        "x86_vectorcallcc",
        "hhvmcc",
        "hhvm_ccc",
        "x86_intrcc",
        "avr_intrcc",
        "avr_signalcc",
        "avr_builtincc",
        "amdgpu_vscc",
        "amdgpu_gscc",
        "amdgpu_pscc",
        "amdgpu_cscc",
        "amdgpu_kernelcc",
        "x86_regcallcc",
        "amdgpu_hscc",
        "msp430_builtincc",
        "amdgpu_lscc",
        "amdgpu_escc",
        "aarch64_vectorcallcc",
        "aarch64_sve_vectorcallcc",
        "wasm_emscripten_invokecc",
        "amdgpu_gfxcc",
        "m68k_intrcc",
    ],
    bits: None,
};

pub(crate) const TAILCALL_CASES: EnumCases = EnumCases {
    message: Some("expected one of [none, notail, musttail, tail] for Tail Call Kind"),
    cpp_name: "::mlir::LLVM::tailcallkind::TailCallKind",
    cases: &["none", "tail", "musttail", "notail"],
    bits: None,
};

pub(crate) const FRAME_POINTER_CASES: EnumCases = EnumCases {
    message: None,
    cpp_name: "::mlir::LLVM::framePointerKind::FramePointerKind",
    cases: &["none", "non-leaf", "all", "reserved", "non-leaf-no-reserve"],
    bits: None,
};

/// `icmp` predicates by value (`predicate = 8 : i64` is `ugt`).
pub(crate) const ICMP: &[&str] = &[
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
/// `fcmp` predicates by value.
pub(crate) const FCMP: &[&str] = &[
    "_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "_true",
];
/// `ModFlagBehavior`, by position (MLIR's values are one more).
pub(crate) const MOD_FLAG_CASES: EnumCases = EnumCases {
    message: None,
    cpp_name: "::mlir::LLVM::ModFlagBehavior",
    cases: &[
        "error",
        "warning",
        "require",
        "override",
        "append",
        "append_unique",
        "max",
        "min",
    ],
    bits: None,
};

/// `#llvm.zero`: no parameters.
const ZERO: AttrDef = AttrDef {
    dialect: "llvm",
    mnemonic: "zero",
    typed: false,
    parse: |_| Ok(Vec::new()),
    print: |_, _| {},
    alias: None,
};

/// `#llvm.mlir.module_flag<behavior, "key", value>`: `[Int(behavior
/// position), Str(key), Attr(value)]`.
const MODULE_FLAG: AttrDef = AttrDef {
    dialect: "llvm",
    mnemonic: "mlir.module_flag",
    typed: false,
    parse: |p| {
        p.expect("<")?;
        let at = p.offset();
        let word = p.parse_keyword()?;
        let Some(behavior) = MOD_FLAG_CASES.value_of(&word) else {
            return p.error_at(
                at,
                format!(
                    "expected one of [{}] for LLVM Module Flag Behavior, got: {word}",
                    MOD_FLAG_CASES.cases.join(", ")
                ),
            );
        };
        p.expect(",")?;
        let at = p.offset();
        let key = if p.at_string() {
            p.parse_string()?
        } else {
            p.parse_attribute()?;
            return p.error_at(at, "invalid kind of attribute specified");
        };
        p.expect(",")?;
        let value = p.parse_attribute()?;
        p.expect(">")?;
        Ok(vec![
            Param::Int(behavior),
            Param::Str(key.into_boxed_slice()),
            Param::Attr(value),
        ])
    },
    print: |p, params| {
        let [Param::Int(b), Param::Str(key), Param::Attr(value)] = params else {
            return p.write("<invalid parameters>");
        };
        p.write("<");
        MOD_FLAG_CASES.write(*b, &mut |s| p.write(s));
        p.write(", ");
        p.write_string(key);
        p.write(", ");
        p.print_attr(*value);
        p.write(">");
    },
    alias: None,
};

/// `<id = N>`: a block tag's body.
pub(crate) fn parse_tag_body(
    p: &mut crate::dialects::api::DialectParser<'_, '_>,
) -> crate::diag::DResult<i64> {
    p.expect("<")?;
    let name = p.parse_keyword()?;
    p.expect("=")?;
    if name != "id" {
        return p.error_here(format!(
            "duplicate or unknown struct parameter name: {name}"
        ));
    }
    let at = p.offset();
    let id = p.parse_integer()?;
    // An `unsigned`: a negative value wraps, as MLIR reads it.
    if !(-(u32::MAX as i64)..=u32::MAX as i64).contains(&id) {
        return p.error_at(at, "integer value too large");
    }
    p.expect(">")?;
    Ok(id & u32::MAX as i64)
}

/// `#llvm.blocktag<id = N>`: `[Int(id)]`.
const BLOCKTAG: AttrDef = AttrDef {
    dialect: "llvm",
    mnemonic: "blocktag",
    typed: false,
    parse: |p| Ok(vec![Param::Int(parse_tag_body(p)?)]),
    print: |p, params| match params {
        [Param::Int(id)] => {
            p.write("<id = ");
            p.write_int(*id);
            p.write(">");
        }
        _ => p.write("<invalid parameters>"),
    },
    alias: None,
};

/// `#llvm.blockaddress<function = @f, tag = <id = N>>`:
/// `[Attr(function), Int(tag id)]`.
const BLOCKADDRESS: AttrDef = AttrDef {
    dialect: "llvm",
    mnemonic: "blockaddress",
    typed: false,
    parse: |p| {
        p.expect("<")?;
        if !p.eat_keyword("function") {
            return p.error_here("expected 'function'");
        }
        p.expect("=")?;
        let at = p.offset();
        let f = p.parse_attribute()?;
        if !matches!(p.ctx().attr_data(f), crate::attrs::AttrData::SymbolRef { nested, .. } if nested.is_empty())
        {
            return p.error_at(at, "invalid kind of attribute specified");
        }
        p.expect(",")?;
        if !p.eat_keyword("tag") {
            return p.error_here("expected 'tag'");
        }
        p.expect("=")?;
        let id = parse_tag_body(p)?;
        p.expect(">")?;
        Ok(vec![Param::Attr(f), Param::Int(id)])
    },
    print: |p, params| match params {
        [Param::Attr(f), Param::Int(id)] => {
            p.write("<function = ");
            p.print_attr(*f);
            p.write(", tag = <id = ");
            p.write_int(*id);
            p.write(">>");
        }
        _ => p.write("<invalid parameters>"),
    },
    alias: None,
};

/// The parameters of an ODS `struct(params)` body: `<name = value, ...>`
/// in any order, each name once, `required` ones present; kept in the
/// order of `names` (an absent optional one is `None`).
fn parse_struct(
    p: &mut crate::dialects::api::DialectParser<'_, '_>,
    names: &[&str],
    required: usize,
) -> crate::diag::DResult<Vec<Option<crate::Attr>>> {
    let mut vals = vec![None; names.len()];
    p.expect("<")?;
    loop {
        let name = p.parse_keyword()?;
        p.expect("=")?;
        // Reported where the value starts, as MLIR's struct parser does.
        let Some(i) = names
            .iter()
            .position(|n| *n == name)
            .filter(|&i| vals[i].is_none())
        else {
            return p.error_here(format!(
                "duplicate or unknown struct parameter name: {name}"
            ));
        };
        vals[i] = Some(p.parse_attribute()?);
        if !p.eat(",") {
            break;
        }
    }
    let end = p.offset();
    if let Some(i) = (0..required).find(|&i| vals[i].is_none()) {
        return p.error_at(
            end,
            format!("struct is missing required parameter: {}", names[i]),
        );
    }
    p.expect(">")?;
    Ok(vals)
}

/// Prints a `struct(params)` body, leaving out absent optional parameters.
fn print_struct(
    p: &mut crate::dialects::api::DialectPrinter<'_, '_>,
    names: &[&str],
    params: &[Param],
) {
    p.write("<");
    for (i, (n, v)) in names.iter().zip(params).enumerate() {
        let Param::Attr(a) = v else {
            continue;
        };
        if i > 0 {
            p.write(", ");
        }
        p.write(n);
        p.write(" = ");
        p.print_attr(*a);
    }
    p.write(">");
}

const DOMAIN_PARAMS: &[&str] = &["id", "description"];
const SCOPE_PARAMS: &[&str] = &["id", "domain", "description"];

/// Absent optional parameters are `Int(0)` placeholders.
fn struct_params(vals: Vec<Option<crate::Attr>>) -> Vec<Param> {
    vals.into_iter()
        .map(|v| v.map_or(Param::Int(0), Param::Attr))
        .collect()
}

/// `#llvm.alias_scope_domain<id = ..., description = "..."?>`, printed
/// through an `#alias_scope_domain` alias.
const ALIAS_SCOPE_DOMAIN: AttrDef = AttrDef {
    dialect: "llvm",
    mnemonic: "alias_scope_domain",
    typed: false,
    parse: |p| Ok(struct_params(parse_struct(p, DOMAIN_PARAMS, 1)?)),
    print: |p, params| print_struct(p, DOMAIN_PARAMS, params),
    alias: Some(|_| Some("alias_scope_domain".into())),
};

/// `#llvm.alias_scope<id = ..., domain = #..., description = "..."?>`,
/// printed through an `#alias_scope` alias; its id is a string or a
/// distinct attribute.
const ALIAS_SCOPE: AttrDef = AttrDef {
    dialect: "llvm",
    mnemonic: "alias_scope",
    typed: false,
    parse: |p| {
        let at = p.offset();
        let vals = parse_struct(p, SCOPE_PARAMS, 2)?;
        let id_ok = vals[0].is_some_and(|a| {
            matches!(
                p.ctx().attr_data(a),
                crate::attrs::AttrData::String { .. } | crate::attrs::AttrData::Distinct { .. }
            )
        });
        if !id_ok {
            return p.error_at(
                at,
                "id of an alias scope must be a StringAttr or a DistrinctAttr",
            );
        }
        Ok(struct_params(vals))
    },
    print: |p, params| print_struct(p, SCOPE_PARAMS, params),
    alias: Some(|_| Some("alias_scope".into())),
};

/// A `struct(params)` attribute of `metadata.rs` whose fields are the
/// table `$fields`, printed through an alias named after its mnemonic
/// (`#di_file`) unless `$alias` is `None` (`di_subrange`,
/// `di_generic_subrange`, `di_annotation` and `memory_effects` print
/// inline).
macro_rules! struct_attr {
    ($mnemonic:expr, $fields:expr) => {
        struct_attr!($mnemonic, $fields, Some(|_| Some($mnemonic.into())))
    };
    ($mnemonic:expr, $fields:expr, $alias:expr) => {
        AttrDef {
            dialect: "llvm",
            mnemonic: $mnemonic,
            typed: false,
            parse: |p| super::metadata::parse_fields(p, $fields),
            print: |p, params| super::metadata::print_fields(p, $fields, params),
            alias: $alias,
        }
    };
}

/// An attribute with its own parse and print functions.
macro_rules! custom_attr {
    ($mnemonic:expr, $parse:expr, $print:expr, $alias:expr) => {
        AttrDef {
            dialect: "llvm",
            mnemonic: $mnemonic,
            typed: false,
            parse: $parse,
            print: $print,
            alias: $alias,
        }
    };
}

/// `#llvm.di_null_type`: no parameters, no body.
const DI_NULL_TYPE: AttrDef = custom_attr!(
    "di_null_type",
    |_| Ok(Vec::new()),
    |_, _| {},
    Some(|_| Some("di_null_type".into()))
);

/// An array static so each `&ATTRS[i]` is one address.
pub(crate) static ATTRS: [AttrDef; 51] = [
    enum_attr_def!("llvm", "fastmath", FASTMATH_CASES),
    enum_attr_def!("llvm", "overflow", OVERFLOW_CASES),
    enum_attr_def!("llvm", "linkage", LINKAGE_CASES),
    enum_attr_def!("llvm", "cconv", CCONV_CASES),
    enum_attr_def!("llvm", "tailcallkind", TAILCALL_CASES),
    enum_attr_def!("llvm", "framePointerKind", FRAME_POINTER_CASES),
    ZERO,
    MODULE_FLAG,
    BLOCKTAG,
    BLOCKADDRESS,
    ALIAS_SCOPE_DOMAIN,
    ALIAS_SCOPE,
    struct_attr!("di_annotation", di::ANNOTATION, None),
    struct_attr!("di_basic_type", di::BASIC_TYPE),
    struct_attr!("di_common_block", di::COMMON_BLOCK),
    struct_attr!("di_compile_unit", di::COMPILE_UNIT),
    struct_attr!("di_composite_type", di::COMPOSITE_TYPE),
    struct_attr!("di_derived_type", di::DERIVED_TYPE),
    // Index 18: `debuginfo.rs` names it as a default.
    custom_attr!(
        "di_expression",
        di::parse_expression,
        di::print_expression,
        None
    ),
    custom_attr!(
        "di_file",
        di::parse_file,
        di::print_file,
        Some(|_| Some("di_file".into()))
    ),
    struct_attr!("di_generic_subrange", di::GENERIC_SUBRANGE, None),
    struct_attr!("di_global_variable", di::GLOBAL_VARIABLE),
    struct_attr!(
        "di_global_variable_expression",
        di::GLOBAL_VARIABLE_EXPRESSION
    ),
    struct_attr!("di_imported_entity", di::IMPORTED_ENTITY),
    struct_attr!("di_label", di::LABEL),
    struct_attr!("di_lexical_block", di::LEXICAL_BLOCK),
    struct_attr!("di_lexical_block_file", di::LEXICAL_BLOCK_FILE),
    struct_attr!("di_local_variable", di::LOCAL_VARIABLE),
    struct_attr!("di_module", di::MODULE),
    struct_attr!("di_namespace", di::NAMESPACE),
    DI_NULL_TYPE,
    struct_attr!("di_string_type", di::STRING_TYPE),
    struct_attr!("di_subprogram", di::SUBPROGRAM),
    struct_attr!("di_subrange", di::SUBRANGE, None),
    struct_attr!("di_subroutine_type", di::SUBROUTINE_TYPE),
    struct_attr!("access_group", md::ACCESS_GROUP),
    custom_attr!(
        "tbaa_root",
        md::parse_tbaa_root,
        md::print_tbaa_root,
        Some(|_| Some("tbaa_root".into()))
    ),
    struct_attr!("tbaa_type_desc", md::TBAA_TYPE_DESC),
    struct_attr!("tbaa_tag", md::TBAA_TAG),
    struct_attr!("loop_annotation", md::LOOP_ANNOTATION),
    struct_attr!("loop_vectorize", md::LOOP_VECTORIZE),
    struct_attr!("loop_interleave", md::LOOP_INTERLEAVE),
    struct_attr!("loop_unroll", md::LOOP_UNROLL),
    struct_attr!("loop_unroll_and_jam", md::LOOP_UNROLL_AND_JAM),
    struct_attr!("loop_licm", md::LOOP_LICM),
    struct_attr!("loop_distribute", md::LOOP_DISTRIBUTE),
    struct_attr!("loop_pipeline", md::LOOP_PIPELINE),
    struct_attr!("loop_peeled", md::LOOP_PEELED),
    struct_attr!("loop_unswitch", md::LOOP_UNSWITCH),
    custom_attr!(
        "tbaa_member",
        md::parse_tbaa_member,
        md::print_tbaa_member,
        None
    ),
    struct_attr!("memory_effects", md::MEMORY_EFFECTS, None),
];

/// The definition of the attribute `#llvm.<name>`.
pub(crate) fn def_named(name: &str) -> &'static AttrDef {
    ATTRS
        .iter()
        .find(|d| d.mnemonic == name)
        .expect("an llvm attribute")
}

pub(crate) fn blocktag() -> &'static AttrDef {
    &ATTRS[8]
}
pub(crate) fn blockaddress() -> &'static AttrDef {
    &ATTRS[9]
}

pub(crate) fn fastmath() -> &'static AttrDef {
    &ATTRS[0]
}
pub(crate) fn linkage() -> &'static AttrDef {
    &ATTRS[2]
}
pub(crate) fn cconv() -> &'static AttrDef {
    &ATTRS[3]
}
pub(crate) fn tailcallkind() -> &'static AttrDef {
    &ATTRS[4]
}
