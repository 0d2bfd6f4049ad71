//! The parameter tables of the `llvm` dialect's debug-info attributes
//! (`#llvm.di_basic_type`, `#llvm.di_subprogram`, ...), one [`Field`] list
//! per attribute in `LLVMAttrDefs.td`'s order (read and printed by
//! `metadata.rs`), and the three whose syntax is no struct:
//! `#llvm.di_file<"a.c" in "/dir">`, `#llvm.di_expression<[DW_OP_deref,
//! DW_OP_plus_uconst(4)]>` and the bodiless `#llvm.di_null_type`.
//!
//! Attribute-valued parameters name either one class of attribute
//! ([`Kind::Meta`], which MLIR prints stripped to its body:
//! `expr = <[DW_OP_deref]>`) or one of the debug-info interfaces below
//! ([`Kind::Class`], printed whole: `elements = #llvm.di_subrange<...>`).
//! A `di_expression` keeps `[opcode, argument count, arguments...]` per
//! operation, flattened.

use super::dwarf::{ATE, CC, LANG, OP, TAG};
use super::metadata::{opt, req, Field, Flags, Kind};
use crate::attrs::Param;
use crate::diag::DResult;
use crate::dialects::api::{DialectParser, DialectPrinter, EnumCases};

/// `DINodeAttr`: every debug-info attribute but expressions.
const NODE: &[&str] = &[
    "di_basic_type",
    "di_common_block",
    "di_compile_unit",
    "di_composite_type",
    "di_derived_type",
    "di_file",
    "di_generic_subrange",
    "di_global_variable",
    "di_imported_entity",
    "di_label",
    "di_lexical_block",
    "di_lexical_block_file",
    "di_local_variable",
    "di_module",
    "di_namespace",
    "di_null_type",
    "di_annotation",
    "di_string_type",
    "di_subprogram",
    "di_subrange",
    "di_subroutine_type",
];
/// `DIScopeAttr` (with `DILocalScopeAttr`'s lexical blocks and subprograms).
const SCOPE: &[&str] = &[
    "di_common_block",
    "di_compile_unit",
    "di_composite_type",
    "di_file",
    "di_module",
    "di_namespace",
    "di_lexical_block",
    "di_lexical_block_file",
    "di_subprogram",
];
/// `DITypeAttr`.
const TYPE: &[&str] = &[
    "di_null_type",
    "di_basic_type",
    "di_composite_type",
    "di_derived_type",
    "di_string_type",
    "di_subroutine_type",
];
/// `DIVariableAttr`.
const VARIABLE: &[&str] = &["di_local_variable", "di_global_variable"];

const EMISSION_KIND: EnumCases = EnumCases {
    message: None,
    cpp_name: "LLVM debug emission kind",
    cases: &["None", "Full", "LineTablesOnly", "DebugDirectivesOnly"],
    bits: None,
};
const NAME_TABLE_KIND: EnumCases = EnumCases {
    message: None,
    cpp_name: "LLVM debug name table kind",
    cases: &["Default", "GNU", "None", "Apple"],
    bits: None,
};

/// `DIFlags`: two visibility bits read as the groups `Private`,
/// `Protected` and `Public`; the three inheritance flags share a bit.
static DI_FLAGS: Flags = Flags {
    summary: "LLVM DI flags",
    none: Some("Zero"),
    cases: &[
        ("Bit0", 1, false),
        ("Bit1", 2, false),
        ("Private", 1, true),
        ("Protected", 2, true),
        ("Public", 3, true),
        ("FwdDecl", 1 << 2, false),
        ("AppleBlock", 1 << 3, false),
        ("ReservedBit4", 1 << 4, false),
        ("Virtual", 1 << 5, false),
        ("Artificial", 1 << 6, false),
        ("Explicit", 1 << 7, false),
        ("Prototyped", 1 << 8, false),
        ("ObjcClassComplete", 1 << 9, false),
        ("ObjectPointer", 1 << 10, false),
        ("Vector", 1 << 11, false),
        ("StaticMember", 1 << 12, false),
        ("LValueReference", 1 << 13, false),
        ("RValueReference", 1 << 14, false),
        ("ExportSymbols", 1 << 15, false),
        ("SingleInheritance", 1 << 16, false),
        ("MultipleInheritance", 1 << 16, false),
        ("VirtualInheritance", 1 << 16, false),
        ("IntroducedVirtual", 1 << 18, false),
        ("BitField", 1 << 19, false),
        ("NoReturn", 1 << 20, false),
        ("TypePassByValue", 1 << 22, false),
        ("TypePassByReference", 1 << 23, false),
        ("EnumClass", 1 << 24, false),
        ("Thunk", 1 << 25, false),
        ("NonTrivial", 1 << 26, false),
        ("BigEndian", 1 << 27, false),
        ("LittleEndian", 1 << 28, false),
        ("AllCallsDescribed", 1 << 29, false),
    ],
};

/// `DISubprogramFlags` (no case for none).
static SUBPROGRAM_FLAGS: Flags = Flags {
    summary: "LLVM DISubprogram flags",
    none: None,
    cases: &[
        ("Virtual", 1, false),
        ("PureVirtual", 1 << 1, false),
        ("LocalToUnit", 1 << 2, false),
        ("Definition", 1 << 3, false),
        ("Optimized", 1 << 4, false),
        ("Pure", 1 << 5, false),
        ("Elemental", 1 << 6, false),
        ("Recursive", 1 << 7, false),
        ("MainSubprogram", 1 << 8, false),
        ("Deleted", 1 << 9, false),
        ("ObjCDirect", 1 << 11, false),
    ],
};

const FILE: Kind = Kind::Meta("di_file");
const EXPR: Kind = Kind::Meta("di_expression");
const NODES: Kind = Kind::List(&Kind::Class(NODE));

pub(crate) const BASIC_TYPE: &[Field] = &[
    opt("tag", Kind::Dwarf(&TAG)),
    req("name", Kind::Str),
    opt("sizeInBits", Kind::U64),
    opt("encoding", Kind::Dwarf(&ATE)),
];
pub(crate) const COMPILE_UNIT: &[Field] = &[
    req("id", Kind::Distinct),
    req("sourceLanguage", Kind::Dwarf(&LANG)),
    req("file", FILE),
    opt("producer", Kind::Str),
    req("isOptimized", Kind::Bool),
    req("emissionKind", Kind::Enum(&EMISSION_KIND)),
    opt("nameTableKind", Kind::Enum(&NAME_TABLE_KIND)),
    opt("splitDebugFilename", Kind::Str),
];
pub(crate) const COMPOSITE_TYPE: &[Field] = &[
    opt("recId", Kind::Distinct),
    opt("isRecSelf", Kind::Bool),
    opt("tag", Kind::Dwarf(&TAG)),
    opt("name", Kind::Str),
    opt("file", FILE),
    opt("line", Kind::U32),
    opt("scope", Kind::Class(SCOPE)),
    opt("baseType", Kind::Class(TYPE)),
    opt("flags", Kind::Flags(&DI_FLAGS)),
    opt("sizeInBits", Kind::U64),
    opt("alignInBits", Kind::U64),
    opt("dataLocation", EXPR),
    opt("rank", EXPR),
    opt("allocated", EXPR),
    opt("associated", EXPR),
    opt("elements", NODES),
];
pub(crate) const DERIVED_TYPE: &[Field] = &[
    opt("tag", Kind::Dwarf(&TAG)),
    opt("name", Kind::Str),
    opt("baseType", Kind::Class(TYPE)),
    opt("sizeInBits", Kind::U64),
    opt("alignInBits", Kind::U32),
    opt("offsetInBits", Kind::U64),
    opt("dwarfAddressSpace", Kind::OptU32),
    opt("extraData", Kind::Class(NODE)),
];
pub(crate) const GLOBAL_VARIABLE_EXPRESSION: &[Field] = &[
    req("var", Kind::Meta("di_global_variable")),
    opt("expr", EXPR),
];
pub(crate) const GLOBAL_VARIABLE: &[Field] = &[
    opt("scope", Kind::Class(SCOPE)),
    opt("name", Kind::Str),
    opt("linkageName", Kind::Str),
    req("file", FILE),
    req("line", Kind::U32),
    req("type", Kind::Class(TYPE)),
    opt("isLocalToUnit", Kind::Bool),
    opt("isDefined", Kind::Bool),
    opt("alignInBits", Kind::U32),
];
pub(crate) const LEXICAL_BLOCK: &[Field] = &[
    req("scope", Kind::Class(SCOPE)),
    opt("file", FILE),
    opt("line", Kind::U32),
    opt("column", Kind::U32),
];
pub(crate) const LEXICAL_BLOCK_FILE: &[Field] = &[
    req("scope", Kind::Class(SCOPE)),
    opt("file", FILE),
    req("discriminator", Kind::U32),
];
pub(crate) const LOCAL_VARIABLE: &[Field] = &[
    req("scope", Kind::Class(SCOPE)),
    opt("name", Kind::Str),
    opt("file", FILE),
    opt("line", Kind::U32),
    opt("arg", Kind::U32),
    opt("alignInBits", Kind::U32),
    opt("type", Kind::Class(TYPE)),
    opt("flags", Kind::Flags(&DI_FLAGS)),
];
pub(crate) const SUBPROGRAM: &[Field] = &[
    opt("recId", Kind::Distinct),
    opt("isRecSelf", Kind::Bool),
    opt("id", Kind::Distinct),
    opt("compileUnit", Kind::Meta("di_compile_unit")),
    opt("scope", Kind::Class(SCOPE)),
    opt("name", Kind::Str),
    opt("linkageName", Kind::Str),
    opt("file", FILE),
    opt("line", Kind::U32),
    opt("scopeLine", Kind::U32),
    opt("subprogramFlags", Kind::Flags(&SUBPROGRAM_FLAGS)),
    opt("type", Kind::Meta("di_subroutine_type")),
    opt("retainedNodes", NODES),
    opt("annotations", NODES),
];
pub(crate) const MODULE: &[Field] = &[
    opt("file", FILE),
    opt("scope", Kind::Class(SCOPE)),
    opt("name", Kind::Str),
    opt("configMacros", Kind::Str),
    opt("includePath", Kind::Str),
    opt("apinotes", Kind::Str),
    opt("line", Kind::U32),
    opt("isDecl", Kind::Bool),
];
pub(crate) const NAMESPACE: &[Field] = &[
    opt("name", Kind::Str),
    opt("scope", Kind::Class(SCOPE)),
    req("exportSymbols", Kind::Bool),
];
pub(crate) const IMPORTED_ENTITY: &[Field] = &[
    opt("tag", Kind::Dwarf(&TAG)),
    req("scope", Kind::Class(SCOPE)),
    req("entity", Kind::Class(NODE)),
    opt("file", FILE),
    opt("line", Kind::U32),
    opt("name", Kind::Str),
    opt("elements", NODES),
];
pub(crate) const ANNOTATION: &[Field] = &[req("name", Kind::Str), req("value", Kind::Str)];
pub(crate) const SUBRANGE: &[Field] = &[
    opt("count", Kind::Any),
    opt("lowerBound", Kind::Any),
    opt("upperBound", Kind::Any),
    opt("stride", Kind::Any),
];
pub(crate) const COMMON_BLOCK: &[Field] = &[
    req("scope", Kind::Class(SCOPE)),
    opt("decl", Kind::Meta("di_global_variable")),
    req("name", Kind::Str),
    opt("file", FILE),
    opt("line", Kind::U32),
];
pub(crate) const GENERIC_SUBRANGE: &[Field] = &[
    opt("count", Kind::Any),
    req("lowerBound", Kind::Any),
    opt("upperBound", Kind::Any),
    req("stride", Kind::Any),
];
pub(crate) const SUBROUTINE_TYPE: &[Field] = &[
    opt("callingConvention", Kind::Dwarf(&CC)),
    opt("types", Kind::List(&Kind::Class(TYPE))),
];
pub(crate) const LABEL: &[Field] = &[
    req("scope", Kind::Class(SCOPE)),
    opt("name", Kind::Str),
    opt("file", FILE),
    opt("line", Kind::U32),
];
pub(crate) const STRING_TYPE: &[Field] = &[
    opt("tag", Kind::Dwarf(&TAG)),
    req("name", Kind::Str),
    opt("sizeInBits", Kind::U64),
    opt("alignInBits", Kind::U32),
    opt("stringLength", Kind::Class(VARIABLE)),
    opt("stringLengthExp", EXPR),
    opt("stringLocationExp", EXPR),
    opt("encoding", Kind::Dwarf(&ATE)),
];

/// `<"name" in "directory">`: `[Attr(name), Attr(directory)]`.
pub(crate) fn parse_file(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    p.expect("<")?;
    let name = parse_string_attr(p)?;
    if !p.eat_keyword("in") {
        return p.error_here("expected 'in'");
    }
    let dir = parse_string_attr(p)?;
    p.expect(">")?;
    Ok(vec![name, dir])
}

fn parse_string_attr(p: &mut DialectParser<'_, '_>) -> DResult<Param> {
    let at = p.offset();
    let a = p.parse_attribute()?;
    if !matches!(p.ctx().attr_data(a), crate::attrs::AttrData::String { .. }) {
        return p.error_at(at, "invalid kind of attribute specified");
    }
    Ok(Param::Attr(a))
}

pub(crate) fn print_file(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    let [Param::Attr(name), Param::Attr(dir)] = params else {
        return p.write("<invalid parameters>");
    };
    p.write("<");
    p.print_attr(*name);
    p.write(" in ");
    p.print_attr(*dir);
    p.write(">");
}

/// `<>` or `<[op, op(args), ...]>`; an operation is a `DW_OP_*` name and
/// its arguments, integers except that `DW_OP_LLVM_convert`'s after the
/// first may be `DW_ATE_*` names.
pub(crate) fn parse_expression(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    p.expect("<")?;
    let mut out = Vec::new();
    if p.eat("[") {
        loop {
            let at = p.offset();
            let word = p.parse_keyword()?;
            let Some(op) = OP.value_of(&word) else {
                return p.error_at(
                    at,
                    format!("invalid debug info debug info operation encoding name: {word}"),
                );
            };
            out.push(Param::Int(op as i64));
            let count = out.len();
            out.push(Param::Int(0));
            if p.eat("(") {
                let mut n = 0;
                loop {
                    let mut v = None;
                    if n > 0 && word == "DW_OP_LLVM_convert" {
                        if let Some(k) = p.parse_optional_keyword() {
                            // Reported after the keyword, as MLIR does.
                            let at = p.offset();
                            match ATE.value_of(&k) {
                                Some(e) => v = Some(e as i64),
                                None => {
                                    return p.error_at(
                                        at,
                                        format!("encountered unknown attribute encoding \"{k}\""),
                                    )
                                }
                            }
                        }
                    }
                    let v = match v {
                        Some(v) => v,
                        None => p.parse_integer_of(false)?,
                    };
                    out.push(Param::Int(v));
                    n += 1;
                    if !p.eat(",") {
                        break;
                    }
                }
                out[count] = Param::Int(n);
                p.expect(")")?;
            }
            if !p.eat(",") {
                break;
            }
        }
        p.expect("]")?;
    }
    p.expect(">")?;
    Ok(out)
}

pub(crate) fn print_expression(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    let ints: Vec<i64> = params
        .iter()
        .map(|x| match x {
            Param::Int(v) => *v,
            _ => 0,
        })
        .collect();
    p.write("<");
    if !ints.is_empty() {
        p.write("[");
        let mut i = 0;
        while i + 1 < ints.len() {
            if i > 0 {
                p.write(", ");
            }
            let op = ints[i] as u32;
            let n = ints[i + 1].max(0) as usize;
            match OP.name(op) {
                Some(s) => p.write(s),
                None => p.write_int(ints[i]),
            }
            let args = &ints[(i + 2).min(ints.len())..(i + 2 + n).min(ints.len())];
            if !args.is_empty() {
                p.write("(");
                for (k, &a) in args.iter().enumerate() {
                    if k > 0 {
                        p.write(", ");
                    }
                    let name = (k > 0 && OP.name(op) == Some("DW_OP_LLVM_convert"))
                        .then(|| ATE.name(a as u32))
                        .flatten();
                    match name {
                        Some(s) => p.write(s),
                        None => p.write(&(a as u64).to_string()),
                    }
                }
                p.write(")");
            }
            i += 2 + n;
        }
        p.write("]");
    }
    p.write(">");
}
