//! The rest of IREE 3.13's `util` ops: casts and comparisons
//! (`util.cast`, `util.cmp.ne`), `util.numeric.optional_narrow`, range
//! arithmetic (`util.range.min`/`max`/`extents`), `util.switch`,
//! `util.hoistable_conversion`, the unreachable markers, indirect globals
//! (`util.global.address`, `util.global.load.indirect`,
//! `util.global.store.indirect`), `util.list.construct`, byte buffers
//! (`util.buffer.*`), strings (`util.string.format`, `util.string.itoa`)
//! and `util.status.check_ok`.
//!
//! Like the ops in the parent module, each of these declares its operands,
//! results, regions, required properties and property constraints as
//! IREE's ODS does ([`Structure`]), so counts and constraints are checked,
//! with MLIR's wording and in its order, before the op's own verifier, and
//! passes read them by name through `OpView`. Their custom
//! forms are IREE's declarative formats; properties that a format does not
//! spell print as IREE 3.13's strict property struct ` <name = value, ...>`
//! (declaration order, index-typed values without their type), never in the
//! attribute dictionary, which keeps discardable attributes only.

use smallvec::SmallVec;

use super::super::constraints as c;
use super::super::structure::*;
use super::super::support::quoted;
use super::super::{AttrKind, OpDef, OpTraits, PropDefault, PropSpec};
use super::{
    can_implicitly_cast, global_type_compatible, is_util_type, list_element, prop, util_type,
    VResult, LIST,
};
use crate::attrs::{Attr, AttrData, NamedAttr};
use crate::context::Context;
use crate::diag::DResult;
use crate::ir::{Ir, LocRef, OpId, Value};
use crate::lexer::TokenKind;
use crate::parser::asm::{OpParts, RegionArg};
use crate::parser::{NamedAttrs, Parser, SsaUse};
use crate::printer::custom::AsmPrinter;
use crate::types::{Type, TypeData};
use crate::verifier::Checker;

// ----- type constraints -----

fn is_int(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { .. })
}

fn is_range(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Index) || is_int(ctx, t)
}

fn is_primitive(ctx: &Context, t: Type) -> bool {
    is_range(ctx, t) || super::super::support::is_float(ctx, t)
}

fn is_element(ctx: &Context, t: Type) -> bool {
    super::super::support::is_signless_int(ctx, t) || super::super::support::is_float(ctx, t)
}

fn is_buffer(ctx: &Context, t: Type) -> bool {
    is_util_type(ctx, t, "buffer")
}

fn is_ptr(ctx: &Context, t: Type) -> bool {
    is_util_type(ctx, t, "ptr")
}

/// `Util_Range`.
const RANGE: TypeConstraint = TypeConstraint::new("index or integer", is_range);
const VARIADIC_RANGE: TypeConstraint =
    TypeConstraint::new("variadic of index or integer", is_range);
/// `Util_Primitive`.
const PRIMITIVE: TypeConstraint =
    TypeConstraint::new("index or integer or floating-point", is_primitive);
const VARIADIC_PRIMITIVE: TypeConstraint = TypeConstraint::new(
    "variadic of index or integer or floating-point",
    is_primitive,
);
/// `Util_FillPattern`.
const FILL_PATTERN: TypeConstraint =
    TypeConstraint::new("integer or floating-point or index", is_primitive);
/// `AnyTypeOf<[Util_Element, Util_Tensor]>`.
const ELEMENT_OR_TENSOR: TypeConstraint = TypeConstraint::new(
    "signless integer or floating-point or tensor of signless integer or floating-point values",
    |ctx, t| match ctx.type_data(t) {
        TypeData::RankedTensor { elem, .. } | TypeData::UnrankedTensor { elem } => {
            is_element(ctx, *elem)
        }
        _ => is_element(ctx, t),
    },
);
/// `Util_BufferType`.
const BUFFER: TypeConstraint = TypeConstraint::new("A reference counted byte buffer.", is_buffer);
/// `Util_AnyGlobalPtr`.
const PTR: TypeConstraint = TypeConstraint::new("A pointer-like reference.", is_ptr);
/// `AnyMemRef` (IREE's MLIR spells it "non-token").
const MEMREF: TypeConstraint =
    TypeConstraint::new("memref of any non-token type values", |ctx, t| {
        matches!(
            ctx.type_data(t),
            TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
        )
    });
/// `util.string.format`'s arguments.
const FORMAT_ARG: TypeConstraint = TypeConstraint::new(
    "variadic of index or signless integer or A reference counted byte buffer.",
    |ctx, t| {
        matches!(ctx.type_data(t), TypeData::Index)
            || super::super::support::is_signless_int(ctx, t)
            || is_buffer(ctx, t)
    },
);
/// `AnyTypeOf<[Index, AnySignlessInteger]>`.
const INDEX_OR_SIGNLESS: TypeConstraint =
    TypeConstraint::new("index or signless integer", |ctx, t| {
        matches!(ctx.type_data(t), TypeData::Index)
            || super::super::support::is_signless_int(ctx, t)
    });

// ----- properties -----

const ALIGNMENT: PropSpec = PropSpec::new("alignment", AttrKind::AnyInteger);
const MESSAGE: PropSpec = PropSpec::new("message", AttrKind::String);
const IS_IMMUTABLE: PropSpec = PropSpec::new("is_immutable", AttrKind::Unit);

/// `OptionalAttr<IndexAttr>:$alignment`.
const ALIGNMENT_ATTR: AttrConstraint = attr_constraint(
    "alignment",
    "index attribute",
    |ctx, a| matches!(ctx.attr_data(a), AttrData::Integer { ty, .. } if matches!(ctx.type_data(*ty), TypeData::Index)),
);

/// How a property of the strict struct ` <name = value>` is read.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Form {
    /// An `IndexAttr`: the value is read and printed without its type.
    Index,
    /// An integer with its type (`APIntAttr`).
    Integer,
    /// A string.
    Str,
}

const PURE: Effects = Effects::NONE;
const ALLOC: Effects = mem(false, false, true, false);

const fn op(name: &'static str) -> OpDef {
    OpDef::new(name, OpTraits::NONE)
}

const TERMINATOR: OpTraits = OpTraits::TERMINATOR;

/// `$source [ $offset for $length ]`-style ops on a sized buffer.
const SIZED_SOURCE: &[ValueGroup] = &[
    one("source", BUFFER),
    one("source_size", c::INDEX),
    one("source_offset", c::INDEX),
    one("length", c::INDEX),
];

pub(crate) const OPS: &[OpDef] = &[
    OpDef {
        structure: Structure {
            operands: &[any("operand")],
            results: &[any("result")],
            effects: PURE,
            ..Structure::NONE
        },
        parse: Some(parse_cast),
        print: Some(print_cast),
        verify: Some(verify_cast),
        ..op("util.cast")
    },
    OpDef {
        structure: Structure {
            operands: &[any("lhs"), any("rhs")],
            results: &[one("result", c::I1)],
            effects: PURE,
            ..Structure::NONE
        },
        parse: Some(super::parse_cmp_eq),
        print: Some(super::print_operands_colon_first_type),
        verify: Some(verify_cmp_ne),
        ..op("util.cmp.ne")
    },
    OpDef {
        props: &[
            PropSpec::new("max_value", AttrKind::AnyInteger),
            PropSpec::new("min_value", AttrKind::AnyInteger),
            PropSpec::new("semantic_type", AttrKind::AnyTypeAttr),
        ],
        structure: Structure {
            operands: &[one("operand", ELEMENT_OR_TENSOR)],
            results: &[one("result", ELEMENT_OR_TENSOR)],
            required: &["semantic_type"],
            effects: PURE,
            ..Structure::NONE
        },
        parse: Some(parse_optional_narrow),
        print: Some(print_optional_narrow),
        verify: Some(verify_same_operands_and_result),
        ..op("util.numeric.optional_narrow")
    },
    OpDef {
        structure: Structure {
            operands: &[variadic("operands", VARIADIC_RANGE)],
            results: &[one("result", RANGE)],
            effects: PURE,
            ..Structure::NONE
        },
        parse: Some(parse_range_min_max),
        print: Some(print_range_min_max),
        verify: Some(verify_same_operands_and_result),
        ..op("util.range.min")
    },
    OpDef {
        structure: Structure {
            operands: &[variadic("operands", VARIADIC_RANGE)],
            results: &[one("result", RANGE)],
            effects: PURE,
            ..Structure::NONE
        },
        parse: Some(parse_range_min_max),
        print: Some(print_range_min_max),
        verify: Some(verify_same_operands_and_result),
        ..op("util.range.max")
    },
    OpDef {
        structure: Structure {
            operands: &[
                variadic("offsets", VARIADIC_RANGE),
                variadic("lengths", VARIADIC_RANGE),
            ],
            results: &[one("min", RANGE), one("max", RANGE)],
            effects: PURE,
            ..Structure::NONE
        },
        parse: Some(parse_range_extents),
        print: Some(print_range_extents),
        verify: Some(verify_same_operands_and_result),
        result_names: Some(range_extents_names),
        ..op("util.range.extents")
    },
    OpDef {
        structure: Structure {
            operands: &[
                one("index", c::INDEX),
                one("default_value", PRIMITIVE),
                variadic("values", VARIADIC_PRIMITIVE),
            ],
            results: &[one("result", PRIMITIVE)],
            effects: PURE,
            ..Structure::NONE
        },
        parse: Some(parse_switch),
        print: Some(print_switch),
        verify: Some(verify_switch),
        ..op("util.switch")
    },
    OpDef {
        props: &[
            PropSpec::with_default("inverseTag", AttrKind::StringProp, PropDefault::EmptyString),
            PropSpec::with_default("tag", AttrKind::StringProp, PropDefault::EmptyString),
        ],
        structure: Structure {
            operands: &[variadic_any("inputs")],
            results: &[variadic_any("results")],
            regions: &[region("body")],
            effects: Effects::Recursive,
            ..Structure::NONE
        },
        parse: Some(parse_hoistable),
        print: Some(print_hoistable),
        verify: Some(verify_hoistable),
        ..OpDef::new(
            "util.hoistable_conversion",
            OpTraits {
                single_block: true,
                implicit_terminator: Some("util.return"),
                ..OpTraits::NONE
            },
        )
    },
    OpDef {
        props: &[MESSAGE],
        structure: Structure {
            effects: PURE,
            return_like: true,
            ..Structure::NONE
        },
        parse: Some(parse_unreachable),
        print: Some(print_unreachable),
        ..OpDef::new("util.unreachable", TERMINATOR)
    },
    OpDef {
        props: &[MESSAGE],
        structure: Structure::NONE,
        parse: Some(parse_unreachable),
        print: Some(print_unreachable),
        ..op("util.scf.unreachable")
    },
    OpDef {
        props: &[
            PropSpec::new("global", AttrKind::FlatSymbolRef),
            IS_IMMUTABLE,
        ],
        structure: Structure {
            results: &[one("result", PTR)],
            required: &["global"],
            effects: PURE,
            ..Structure::NONE
        },
        parse: Some(parse_global_address),
        print: Some(print_global_address),
        verify_symbol_uses: Some(verify_global_address),
        result_names: Some(global_address_name),
        ..op("util.global.address")
    },
    OpDef {
        props: &[IS_IMMUTABLE],
        structure: Structure {
            operands: &[one("global", PTR)],
            results: &[any("result")],
            ..Structure::NONE
        },
        parse: Some(parse_load_indirect),
        print: Some(print_load_indirect),
        verify: Some(verify_load_indirect),
        ..op("util.global.load.indirect")
    },
    OpDef {
        structure: Structure {
            operands: &[any("value"), one("global", PTR)],
            ..Structure::NONE
        },
        parse: Some(parse_store_indirect),
        print: Some(print_store_indirect),
        verify: Some(verify_store_indirect),
        ..op("util.global.store.indirect")
    },
    OpDef {
        structure: Structure {
            operands: &[variadic_any("values")],
            results: &[one("result", LIST)],
            effects: ALLOC,
            ..Structure::NONE
        },
        parse: Some(parse_list_construct),
        print: Some(print_list_construct),
        verify: Some(verify_list_construct),
        ..op("util.list.construct")
    },
    OpDef {
        props: &[
            ALIGNMENT,
            PropSpec::new("mime_type", AttrKind::String),
            PropSpec::new("name", AttrKind::String),
            PropSpec::new("value", AttrKind::Any),
        ],
        structure: Structure {
            results: &[one("result", BUFFER)],
            required: &["value"],
            attrs: &[
                attr_constraint(
                    "value",
                    "buffer-like constant attribute values",
                    serializable,
                ),
                ALIGNMENT_ATTR,
            ],
            effects: PURE,
            constant_like: true,
            ..Structure::NONE
        },
        parse: Some(parse_buffer_constant),
        print: Some(print_buffer_constant),
        verify: Some(verify_buffer_constant),
        result_names: Some(buffer_constant_name),
        ..op("util.buffer.constant")
    },
    OpDef {
        props: &[ALIGNMENT],
        structure: Structure {
            operands: &[one("storage_size", c::INDEX)],
            results: &[one("result", BUFFER)],
            attrs: &[ALIGNMENT_ATTR],
            effects: ALLOC,
            ..Structure::NONE
        },
        parse: Some(parse_buffer_alloc),
        print: Some(print_buffer_alloc),
        verify: Some(verify_alignment),
        result_names: Some(name_buffer),
        ..op("util.buffer.alloc")
    },
    OpDef {
        structure: Structure {
            operands: &[one("operand", BUFFER), one("operand_size", c::INDEX)],
            effects: mem(false, false, false, true),
            ..Structure::NONE
        },
        parse: Some(parse_buffer_dealloc),
        print: Some(print_buffer_dealloc),
        ..op("util.buffer.dealloc")
    },
    OpDef {
        props: &[ALIGNMENT],
        structure: Structure {
            operands: &[
                one("source", BUFFER),
                one("source_size", c::INDEX),
                one("source_offset", c::INDEX),
                one("result_size", c::INDEX),
            ],
            results: &[one("result", BUFFER)],
            attrs: &[ALIGNMENT_ATTR],
            effects: mem(true, false, true, false),
            ..Structure::NONE
        },
        parse: Some(parse_buffer_slice),
        print: Some(print_buffer_slice),
        verify: Some(verify_alignment),
        result_names: Some(name_buffer),
        ..op("util.buffer.slice")
    },
    OpDef {
        structure: Structure {
            operands: &[
                one("source", BUFFER),
                one("source_size", c::INDEX),
                one("source_offset", c::INDEX),
                one("result_size", c::INDEX),
            ],
            results: &[one("result", BUFFER)],
            effects: PURE,
            ..Structure::NONE
        },
        parse: Some(parse_buffer_subspan),
        print: Some(print_buffer_subspan),
        result_names: Some(name_buffer_span),
        ..op("util.buffer.subspan")
    },
    OpDef {
        structure: Structure {
            operands: &[one("operand", BUFFER)],
            results: &[one("result", c::INDEX)],
            effects: PURE,
            ..Structure::NONE
        },
        parse: Some(parse_buffer_size),
        print: Some(print_buffer_size),
        result_names: Some(name_buffer_size),
        ..op("util.buffer.size")
    },
    OpDef {
        structure: Structure {
            operands: &[one("operand", BUFFER), one("operand_size", c::INDEX)],
            results: &[one("result", MEMREF), one("offset", c::INDEX)],
            effects: PURE,
            ..Structure::NONE
        },
        parse: Some(parse_buffer_storage),
        print: Some(print_buffer_storage),
        result_names: Some(name_buffer_storage),
        ..op("util.buffer.storage")
    },
    OpDef {
        structure: Structure {
            operands: &[
                one("source", BUFFER),
                one("source_size", c::INDEX),
                one("source_offset", c::INDEX),
                one("target", BUFFER),
                one("target_size", c::INDEX),
                one("target_offset", c::INDEX),
                one("length", c::INDEX),
            ],
            effects: mem(true, true, false, false),
            ..Structure::NONE
        },
        parse: Some(parse_buffer_copy_compare),
        print: Some(print_buffer_copy),
        ..op("util.buffer.copy")
    },
    OpDef {
        structure: Structure {
            operands: &[
                one("lhs", BUFFER),
                one("lhs_size", c::INDEX),
                one("lhs_offset", c::INDEX),
                one("rhs", BUFFER),
                one("rhs_size", c::INDEX),
                one("rhs_offset", c::INDEX),
                one("length", c::INDEX),
            ],
            results: &[one("result", c::I1)],
            effects: mem(true, false, false, false),
            ..Structure::NONE
        },
        parse: Some(parse_buffer_copy_compare),
        print: Some(print_buffer_compare),
        ..op("util.buffer.compare")
    },
    OpDef {
        structure: Structure {
            operands: &[
                one("pattern", FILL_PATTERN),
                one("target", BUFFER),
                one("target_size", c::INDEX),
                one("target_offset", c::INDEX),
                one("length", c::INDEX),
            ],
            effects: mem(false, true, false, false),
            ..Structure::NONE
        },
        parse: Some(parse_buffer_fill_store),
        print: Some(print_buffer_fill_store),
        ..op("util.buffer.fill")
    },
    OpDef {
        structure: Structure {
            operands: SIZED_SOURCE,
            results: &[one("result", PRIMITIVE)],
            effects: mem(true, false, false, false),
            ..Structure::NONE
        },
        parse: Some(parse_buffer_load_hash),
        print: Some(print_buffer_load_hash),
        ..op("util.buffer.load")
    },
    OpDef {
        structure: Structure {
            operands: &[
                one("source", PRIMITIVE),
                one("target", BUFFER),
                one("target_size", c::INDEX),
                one("target_offset", c::INDEX),
                one("length", c::INDEX),
            ],
            effects: mem(false, true, false, false),
            ..Structure::NONE
        },
        parse: Some(parse_buffer_fill_store),
        print: Some(print_buffer_fill_store),
        ..op("util.buffer.store")
    },
    OpDef {
        structure: Structure {
            operands: SIZED_SOURCE,
            results: &[one("result", c::I64)],
            effects: mem(true, false, false, false),
            ..Structure::NONE
        },
        parse: Some(parse_buffer_load_hash),
        print: Some(print_buffer_load_hash),
        ..op("util.buffer.hash")
    },
    OpDef {
        props: &[PropSpec::new("format", AttrKind::String)],
        structure: Structure {
            operands: &[variadic("args", FORMAT_ARG)],
            results: &[one("result", BUFFER)],
            required: &["format"],
            effects: PURE,
            ..Structure::NONE
        },
        parse: Some(parse_string_format),
        print: Some(print_string_format),
        verify: Some(verify_string_format),
        result_names: Some(string_format_name),
        ..op("util.string.format")
    },
    OpDef {
        structure: Structure {
            operands: &[one("value", INDEX_OR_SIGNLESS)],
            results: &[one("result", BUFFER)],
            effects: PURE,
            ..Structure::NONE
        },
        parse: Some(parse_string_itoa),
        print: Some(print_string_itoa),
        result_names: Some(name_itoa),
        ..op("util.string.itoa")
    },
    OpDef {
        props: &[MESSAGE],
        structure: Structure {
            operands: &[one("status", c::I32)],
            ..Structure::NONE
        },
        parse: Some(parse_check_ok),
        print: Some(print_check_ok),
        ..op("util.status.check_ok")
    },
];

// ----- shared parsing and printing -----

/// An `attr-dict` under strict properties: inherent attributes may not be
/// written in it.
fn strict_attr_dict(p: &mut Parser<'_>, def: &OpDef, keyword: bool) -> DResult<NamedAttrs> {
    let at = if keyword && p.at_keyword("attributes") {
        p.bump();
        if !p.at_token(TokenKind::LBrace) {
            return p.error_here("expected '{' in attribute dictionary");
        }
        p.offset()
    } else if !keyword && p.at_token(TokenKind::LBrace) {
        p.offset()
    } else {
        return Ok(NamedAttrs::new());
    };
    let attrs = p.optional_attr_dict()?;
    for e in attrs.iter() {
        let n = p.ctx.str_bytes(e.name);
        if let Some(s) = def.props.iter().find(|s| s.name.as_bytes() == n) {
            return p.custom_error(
                at,
                format!(
                    "inherent attribute '{}' cannot be parsed from attr-dict when strict properties in assembly format is enabled",
                    s.name
                ),
            );
        }
    }
    Ok(attrs)
}

/// The discardable attributes as ` {...}` (or ` attributes {...}`).
fn print_attrs(p: &mut AsmPrinter<'_>, op: OpId, keyword: bool) {
    let attrs = p.ir.attrs(op).to_vec();
    p.named_attrs(&attrs, &[], keyword);
}

/// The strict property struct ` <name = value, ...>`: the properties the
/// format does not spell, in any order, each once.
fn parse_prop_struct(
    p: &mut Parser<'_>,
    parts: &mut OpParts,
    specs: &[(&'static str, Form)],
) -> DResult<()> {
    if !p.eat_token(TokenKind::Less) {
        return Ok(());
    }
    if p.eat_token(TokenKind::Greater) {
        return Ok(());
    }
    loop {
        let at = p.offset();
        let name: Vec<u8> = match p.tok.kind {
            TokenKind::BareIdent => p.spelling().to_vec(),
            TokenKind::String => p.string_value()?,
            _ => return p.custom_error(at, "expected property name"),
        };
        p.bump();
        let key = p.ctx.string_attr(&name);
        let spec = specs
            .iter()
            .find(|s| s.0.as_bytes() == name.as_slice())
            .filter(|_| !parts.props.iter().any(|e| e.name == key));
        let Some(&(_, form)) = spec else {
            return p.custom_error(
                at,
                format!(
                    "duplicate or unknown property in properties dictionary: {}",
                    String::from_utf8_lossy(&name)
                ),
            );
        };
        p.expect_token(TokenKind::Equal, "expected '='")?;
        let vat = p.offset();
        let value = if form == Form::Index {
            let index = p.ctx.index_type();
            p.parse_attribute(Some(index))?
        } else {
            p.parse_attribute(None)?
        };
        let ok = matches!(
            (form, p.ctx.attr_data(value)),
            (Form::Index | Form::Integer, AttrData::Integer { .. })
                | (Form::Str, AttrData::String { ty: None, .. })
        );
        if !ok {
            return p.custom_error(vat, "invalid kind of attribute specified");
        }
        parts.props.push(NamedAttr { name: key, value });
        if p.eat_token(TokenKind::Greater) {
            return Ok(());
        }
        p.expect_token(TokenKind::Comma, "expected ','")?;
    }
}

fn print_prop_struct(p: &mut AsmPrinter<'_>, op: OpId, specs: &[(&'static str, Form)]) {
    let present: Vec<(&str, Form, Attr)> = specs
        .iter()
        .filter_map(|&(n, f)| p.prop(op, n).map(|a| (n, f, a)))
        .collect();
    if present.is_empty() {
        return;
    }
    p.w(" <");
    for (i, (n, f, a)) in present.into_iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        p.w(n);
        p.w(" = ");
        if f == Form::Index {
            p.attr_without_type(a);
        } else {
            p.attr(a);
        }
    }
    p.w(">");
}

/// `type{%size}`.
fn parse_sized_type<'a>(p: &mut Parser<'a>) -> DResult<(Type, SsaUse<'a>)> {
    let t = p.parse_type()?;
    p.expect_token(TokenKind::LBrace, "expected '{'")?;
    let size = p.operand()?;
    p.expect_token(TokenKind::RBrace, "expected '}'")?;
    Ok((t, size))
}

fn print_sized_type(p: &mut AsmPrinter<'_>, op: OpId, value: usize, size: usize) {
    let ir = p.ir;
    p.ty(ir.value_type(ir.operand(op, value)));
    p.w("{");
    p.value(ir.operand(op, size));
    p.w("}");
}

/// `[%offset for %length]`.
fn parse_offset_for<'a>(p: &mut Parser<'a>) -> DResult<(SsaUse<'a>, SsaUse<'a>)> {
    p.expect_token(TokenKind::LSquare, "expected '['")?;
    let offset = p.operand()?;
    p.keyword("for")?;
    let length = p.operand()?;
    p.expect_token(TokenKind::RSquare, "expected ']'")?;
    Ok((offset, length))
}

fn print_offset_for(p: &mut AsmPrinter<'_>, op: OpId, offset: usize, length: usize) {
    let ir = p.ir;
    p.w("[");
    p.value(ir.operand(op, offset));
    p.w(" for ");
    p.value(ir.operand(op, length));
    p.w("]");
}

fn print_operand(p: &mut AsmPrinter<'_>, op: OpId, i: usize) {
    let v = p.ir.operand(op, i);
    p.value(v);
}

fn print_operand_type(p: &mut AsmPrinter<'_>, op: OpId, i: usize) {
    let t = p.ir.value_type(p.ir.operand(op, i));
    p.ty(t);
}

fn print_result_type(p: &mut AsmPrinter<'_>, op: OpId, i: usize) {
    let t = p.ir.value_type(p.ir.result(op, i));
    p.ty(t);
}

fn index(p: &mut Parser<'_>) -> Type {
    p.ctx.index_type()
}

fn operand_type(c: &dyn Checker, op: OpId, i: usize) -> Type {
    c.ir().value_type(c.ir().operand(op, i))
}

fn result_type(c: &dyn Checker, op: OpId, i: usize) -> Type {
    c.ir().value_type(c.ir().result(op, i))
}

/// The `(shape)` of a shaped type: `Some(None)` when unranked, `None` when
/// not shaped.
fn shape_of(ctx: &Context, t: Type) -> Option<Option<Vec<i64>>> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. }
        | TypeData::Vector { shape, .. }
        | TypeData::MemRef { shape, .. } => Some(Some(shape.to_vec())),
        TypeData::UnrankedTensor { .. } | TypeData::UnrankedMemRef { .. } => Some(None),
        _ => None,
    }
}

/// `verifyCompatibleShape` of two shaped types.
fn compatible_shapes(a: &Option<Vec<i64>>, b: &Option<Vec<i64>>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => {
            a.len() == b.len()
                && a.iter().zip(b).all(|(&x, &y)| {
                    x == y || x == crate::types::DYNAMIC || y == crate::types::DYNAMIC
                })
        }
        _ => true,
    }
}

/// `SameOperandsAndResultType`: at least one operand and result, element
/// types equal and shapes compatible.
fn verify_same_operands_and_result(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let n = ir.num_operands(op);
    if n == 0 {
        return Err(c.op_error_named(op, "expected 1 or more operands, but found 0"));
    }
    let first = result_type(c, op, 0);
    let elem = super::super::support::element_type(ctx, first);
    let shape = shape_of(ctx, first);
    let same = |t: Type| {
        super::super::support::element_type(ctx, t) == elem
            && match (shape_of(ctx, t), &shape) {
                (None, None) => true,
                (Some(a), Some(b)) => compatible_shapes(&a, b),
                _ => false,
            }
    };
    if !ir
        .results(op)
        .chain(ir.operands(op))
        .all(|v| same(ir.value_type(v)))
    {
        return Err(c.op_error_named(op, "requires the same type for all operands and results"));
    }
    Ok(())
}

// ----- util.cast, util.cmp.ne -----

/// `util.cast %v {attrs}? : T to R`
fn parse_cast(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let v = p.operand()?;
    let mut parts = OpParts {
        attrs: strict_attr_dict(p, def, false)?,
        ..Default::default()
    };
    let t = p.colon_type()?;
    p.keyword("to")?;
    let r = p.parse_type()?;
    parts.operands.push(p.resolve_one(v, t)?);
    parts.result_types.push(r);
    p.finish_op(def, start, parts)
}

fn print_cast(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" ");
    print_operand(p, op, 0);
    print_attrs(p, op, false);
    p.w(" : ");
    print_operand_type(p, op, 0);
    p.w(" to ");
    print_result_type(p, op, 0);
}

/// `ObjectType::isCompatible`: anything but integers, floats, index and
/// complex numbers.
fn object_compatible(ctx: &Context, t: Type) -> bool {
    !matches!(
        ctx.type_data(t),
        TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_) | TypeData::Complex { .. }
    )
}

fn verify_cast(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let (a, b) = (operand_type(c, op, 0), result_type(c, op, 0));
    let is_object = |t| is_util_type(ctx, t, "object");
    if a != b && !is_object(a) && !is_object(b) {
        return Err(c.op_error_named(
            op,
            &format!(
                "operand type {} and result type {} are cast incompatible",
                quoted(ctx, a),
                quoted(ctx, b)
            ),
        ));
    }
    if !object_compatible(ctx, a) {
        return Err(c.op_error_named(
            op,
            &format!(
                "operand type {} is not object cast compatible",
                quoted(ctx, a)
            ),
        ));
    }
    if !object_compatible(ctx, b) {
        return Err(c.op_error_named(
            op,
            &format!(
                "result type {} is not object cast compatible",
                quoted(ctx, b)
            ),
        ));
    }
    Ok(())
}

fn verify_cmp_ne(c: &dyn Checker, op: OpId) -> VResult {
    if operand_type(c, op, 0) != operand_type(c, op, 1) {
        return Err(c.op_error_named(op, "failed to verify that all of {lhs, rhs} have same type"));
    }
    Ok(())
}

// ----- util.numeric.optional_narrow -----

const NARROW_PROPS: &[(&str, Form)] = &[("min_value", Form::Integer), ("max_value", Form::Integer)];

/// `util.numeric.optional_narrow %v : T as S <props>? {attrs}?`
fn parse_optional_narrow(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let v = p.operand()?;
    let t = p.colon_type()?;
    p.keyword("as")?;
    let s = p.parse_type()?;
    let mut parts = OpParts::default();
    let a = p.ctx.type_attr(s);
    parts.props.push(p.prop("semantic_type", a));
    parse_prop_struct(p, &mut parts, NARROW_PROPS)?;
    parts.attrs = strict_attr_dict(p, def, false)?;
    parts.operands.push(p.resolve_one(v, t)?);
    parts.result_types.push(t);
    p.finish_op(def, start, parts)
}

fn print_optional_narrow(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" ");
    print_operand(p, op, 0);
    p.w(" : ");
    print_operand_type(p, op, 0);
    p.w(" as ");
    if let Some(AttrData::Type(t)) = p.prop(op, "semantic_type").map(|a| p.ctx().attr_data(a)) {
        let t = *t;
        p.ty(t);
    }
    print_prop_struct(p, op, NARROW_PROPS);
    print_attrs(p, op, false);
}

// ----- ranges -----

/// `util.range.min %a, %b, ... {attrs}? : T`
fn parse_range_min_max(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let uses = if p.at_token(TokenKind::PercentIdent) {
        p.operand_list()?
    } else {
        SmallVec::new()
    };
    let mut parts = OpParts {
        attrs: strict_attr_dict(p, def, false)?,
        ..Default::default()
    };
    let t = p.colon_type()?;
    for u in uses {
        parts.operands.push(p.resolve_one(u, t)?);
    }
    parts.result_types.push(t);
    p.finish_op(def, start, parts)
}

fn print_range_min_max(p: &mut AsmPrinter<'_>, op: OpId) {
    if p.ir.num_operands(op) > 0 {
        p.w(" ");
        p.operands(op);
    }
    print_attrs(p, op, false);
    p.w(" : ");
    print_result_type(p, op, 0);
}

/// `util.range.extents [%off for %len], ... {attrs}? : T`
fn parse_range_extents(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut offsets = Vec::new();
    let mut lengths = Vec::new();
    loop {
        let (o, l) = parse_offset_for(p)?;
        offsets.push(o);
        lengths.push(l);
        if !p.eat_token(TokenKind::Comma) {
            break;
        }
    }
    let mut parts = OpParts {
        attrs: strict_attr_dict(p, def, false)?,
        ..Default::default()
    };
    let t = p.colon_type()?;
    for u in offsets.into_iter().chain(lengths) {
        parts.operands.push(p.resolve_one(u, t)?);
    }
    parts.result_types.push(t);
    parts.result_types.push(t);
    p.finish_op(def, start, parts)
}

fn print_range_extents(p: &mut AsmPrinter<'_>, op: OpId) {
    let n = p.ir.num_operands(op) / 2;
    p.w(" ");
    for i in 0..n {
        if i > 0 {
            p.w(", ");
        }
        print_offset_for(p, op, i, n + i);
    }
    print_attrs(p, op, false);
    p.w(" : ");
    print_result_type(p, op, 0);
}

fn range_extents_names(_: &Context, ir: &Ir, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    if ir.num_results(op) == 2 {
        set(ir.result(op, 0), "min");
        set(ir.result(op, 1), "max");
    }
}

// ----- util.switch -----

/// `util.switch T from [%v, ...] at %index else %default {attrs}? : R`
fn parse_switch(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let t = p.parse_type()?;
    p.keyword("from")?;
    p.expect_token(TokenKind::LSquare, "expected '['")?;
    let values = if p.at_token(TokenKind::RSquare) {
        SmallVec::new()
    } else {
        p.operand_list()?
    };
    p.expect_token(TokenKind::RSquare, "expected ']'")?;
    p.keyword("at")?;
    let index_use = p.operand()?;
    p.keyword("else")?;
    let default = p.operand()?;
    let mut parts = OpParts {
        attrs: strict_attr_dict(p, def, false)?,
        ..Default::default()
    };
    let r = p.colon_type()?;
    let it = index(p);
    parts.operands.push(p.resolve_one(index_use, it)?);
    parts.operands.push(p.resolve_one(default, t)?);
    for v in values {
        parts.operands.push(p.resolve_one(v, t)?);
    }
    parts.result_types.push(r);
    p.finish_op(def, start, parts)
}

fn print_switch(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.w(" ");
    print_operand_type(p, op, 1);
    p.w(" from [");
    p.values(ir.operands(op).skip(2));
    p.w("] at ");
    print_operand(p, op, 0);
    p.w(" else ");
    print_operand(p, op, 1);
    print_attrs(p, op, false);
    p.w(" : ");
    print_result_type(p, op, 0);
}

fn verify_switch(c: &dyn Checker, op: OpId) -> VResult {
    if operand_type(c, op, 1) != result_type(c, op, 0) {
        return Err(c.op_error_named(
            op,
            "failed to verify that all of {default_value, result} have same type",
        ));
    }
    Ok(())
}

// ----- util.hoistable_conversion -----

/// `"tag" inverts("inverse") (%arg = %input, ...) : (T) -> R { body } {attrs}?`
fn parse_hoistable(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut parts = OpParts::default();
    for (i, name) in ["tag", "inverseTag"].into_iter().enumerate() {
        if i == 1 {
            p.keyword("inverts")?;
            p.expect_token(TokenKind::LParen, "expected '('")?;
        }
        if !p.at_token(TokenKind::String) {
            return p.error_here("expected string");
        }
        let s = p.string_value()?;
        p.bump();
        let a = p.ctx.string_attr(&s);
        parts.props.push(p.prop(name, a));
        if i == 1 {
            p.expect_token(TokenKind::RParen, "expected ')'")?;
        }
    }
    p.expect_token(TokenKind::LParen, "expected '('")?;
    let mut args: Vec<(&[u8], u32)> = Vec::new();
    let mut inputs: Vec<SsaUse<'_>> = Vec::new();
    if !p.eat_token(TokenKind::RParen) {
        loop {
            if !p.at_token(TokenKind::PercentIdent) {
                return p.error_here("expected SSA operand");
            }
            args.push((p.spelling(), p.offset()));
            p.bump();
            p.expect_token(TokenKind::Equal, "expected '='")?;
            inputs.push(p.operand()?);
            if p.eat_token(TokenKind::RParen) {
                break;
            }
            p.expect_token(TokenKind::Comma, "expected ')'")?;
        }
    }
    let type_at = p.offset();
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let fn_ty = p.parse_type()?;
    let (ins, outs) = match p.ctx.type_data(fn_ty) {
        TypeData::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
        _ => return p.custom_error(type_at, "invalid kind of type specified"),
    };
    if ins.len() != inputs.len() {
        return p.custom_error(
            type_at,
            format!(
                "expected as many input types as operands (expected {} got {})",
                inputs.len(),
                ins.len()
            ),
        );
    }
    for (u, &t) in inputs.iter().zip(&ins) {
        parts.operands.push(p.resolve_one(*u, t)?);
    }
    parts.result_types = outs.iter().copied().collect();
    let rargs: Vec<RegionArg<'_>> = args
        .iter()
        .zip(&ins)
        .map(|(&(name, offset), &ty)| RegionArg {
            name,
            offset,
            ty,
            loc: LocRef::offset(offset),
        })
        .collect();
    let region = p.ir.create_region();
    p.region_with_args(region, &rargs, false, "", None)?;
    parts.regions.push(region);
    parts.attrs = p.optional_attr_dict()?;
    p.finish_op(def, start, parts)
}

fn print_hoistable(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let ir = p.ir;
    // IREE writes the tags raw, without escaping.
    for (i, name) in ["tag", "inverseTag"].into_iter().enumerate() {
        p.w(if i == 0 { " \"" } else { " inverts(\"" });
        if let Some(a) = p.prop(op, name) {
            p.wb(ctx.str_bytes(a));
        }
        p.w(if i == 0 { "\"" } else { "\")" });
    }
    p.w(" (");
    let region = ir.regions(op)[0];
    if let Some(entry) = ir.entry_block(region) {
        let args: Vec<Value> = ir.block_args(entry).to_vec();
        for (i, (a, v)) in args.into_iter().zip(ir.operands(op)).enumerate() {
            if i > 0 {
                p.w(", ");
            }
            p.value(a);
            p.w(" = ");
            p.value(v);
        }
    }
    p.w(") : ");
    p.functional_type(op);
    p.w(" ");
    p.region(region, false, true, false);
    print_attrs(p, op, false);
}

fn verify_hoistable(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let region = ir.regions(op)[0];
    let mut blocks = ir.region_blocks(region);
    let (Some(block), None) = (blocks.next(), blocks.next()) else {
        return Err(c.op_error_named(op, "expected exactly one block in the body region"));
    };
    let args = ir.block_args(block);
    let n = ir.num_operands(op);
    if args.len() != n {
        return Err(c.op_error_named(
            op,
            &format!("expected {n} block arguments but got {}", args.len()),
        ));
    }
    for (i, (&a, v)) in args.iter().zip(ir.operands(op)).enumerate() {
        let (at, vt) = (ir.value_type(a), ir.value_type(v));
        if at != vt {
            return Err(c.op_error_named(
                op,
                &format!(
                    "block argument #{i} type {} does not match input type {}",
                    quoted(ctx, at),
                    quoted(ctx, vt)
                ),
            ));
        }
    }
    // IREE reads the block's last op as its `util.return`.
    let Some(last) = ir.last_op(block) else {
        return Ok(());
    };
    let m = ir.num_results(op);
    let k = ir.num_operands(last);
    if k != m {
        return Err(c.op_error_named(
            op,
            &format!("return has {k} operands but op has {m} results"),
        ));
    }
    for (i, (v, r)) in ir.operands(last).zip(ir.results(op)).enumerate() {
        let (vt, rt) = (ir.value_type(v), ir.value_type(r));
        if vt != rt {
            return Err(c.op_error_named(
                op,
                &format!(
                    "return operand #{i} type {} does not match result type {}",
                    quoted(ctx, vt),
                    quoted(ctx, rt)
                ),
            ));
        }
    }
    Ok(())
}

// ----- util.unreachable, util.scf.unreachable, util.status.check_ok -----

/// An optional string property at the current token.
fn optional_message(p: &mut Parser<'_>, parts: &mut OpParts, required: bool) -> DResult<()> {
    if !p.at_token(TokenKind::String) {
        if required {
            return p.error_here("expected attribute value");
        }
        return Ok(());
    }
    let s = p.string_value()?;
    p.bump();
    let a = p.ctx.string_attr(&s);
    parts.props.push(p.prop("message", a));
    Ok(())
}

/// `util.unreachable "message"? {attrs}?`
fn parse_unreachable(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut parts = OpParts::default();
    optional_message(p, &mut parts, false)?;
    parts.attrs = strict_attr_dict(p, def, false)?;
    p.finish_op(def, start, parts)
}

fn print_unreachable(p: &mut AsmPrinter<'_>, op: OpId) {
    if let Some(m) = p.prop(op, "message") {
        p.w(" ");
        p.attr(m);
    }
    print_attrs(p, op, false);
}

/// `util.status.check_ok %status (, "message")? {attrs}?`
fn parse_check_ok(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let s = p.operand()?;
    let mut parts = OpParts::default();
    if p.eat_token(TokenKind::Comma) {
        optional_message(p, &mut parts, true)?;
    }
    parts.attrs = strict_attr_dict(p, def, false)?;
    let i32t = p.ctx.i(32);
    parts.operands.push(p.resolve_one(s, i32t)?);
    p.finish_op(def, start, parts)
}

fn print_check_ok(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" ");
    print_operand(p, op, 0);
    if let Some(m) = p.prop(op, "message") {
        p.w(", ");
        p.attr(m);
    }
    print_attrs(p, op, false);
}

// ----- indirect globals -----

/// `util.global.address immutable? @name {attrs}? : !util.ptr<T>`
fn parse_global_address(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut parts = OpParts::default();
    if p.eat_keyword("immutable") {
        let u = p.ctx.unit_attr();
        parts.props.push(p.prop("is_immutable", u));
    }
    let g = p.flat_symbol_ref()?;
    parts.props.push(p.prop("global", g));
    parts.attrs = strict_attr_dict(p, def, false)?;
    let t = p.colon_type()?;
    parts.result_types.push(t);
    p.finish_op(def, start, parts)
}

fn print_global_address(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" ");
    if p.prop(op, "is_immutable").is_some() {
        p.w("immutable ");
    }
    if let Some(g) = p.prop(op, "global") {
        p.attr(g);
    }
    print_attrs(p, op, false);
    p.w(" : ");
    print_result_type(p, op, 0);
}

fn global_address_name(ctx: &Context, ir: &Ir, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    let name = ir
        .op(op)
        .props
        .and_then(|p| ctx.dict_get(p, b"global"))
        .and_then(|g| super::symbol_root(ctx, g));
    if let (Some(n), 1) = (name, ir.num_results(op)) {
        set(
            ir.result(op, 0),
            &format!("ptr_{}", String::from_utf8_lossy(n)),
        );
    }
}

fn verify_global_address(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(g) = prop(c, op, "global") else {
        return Ok(());
    };
    let Some(name) = super::symbol_root(ctx, g) else {
        return Ok(());
    };
    let Some(global) = c
        .lookup_symbol(op, name)
        .filter(|&o| ctx.str_bytes(ir.op(o).name) == b"util.global")
    else {
        return Err(c.op_error_named(
            op,
            "attribute 'global' failed to satisfy constraint: flat symbol reference attribute referencing to a 'IREE::Util::GlobalOpInterface' symbol",
        ));
    };
    if prop(c, op, "is_immutable").is_some() && prop(c, global, "is_mutable").is_some() {
        return Err(c.op_error_named(op, "is marked as immutable but the global is mutable"));
    }
    Ok(())
}

/// The type a `!util.ptr<T>` points to.
fn ptr_target(ctx: &Context, t: Type) -> Option<Type> {
    util_type(ctx, t)
        .filter(|d| d.def.mnemonic == "ptr")
        .and_then(|d| d.type_param(0))
}

/// `isGlobalTypeCompatible` of a pointer's target and a type.
fn target_compatible(ctx: &Context, target: Type, access: Type) -> bool {
    if target == access {
        return true;
    }
    if let (Some(a), Some(b)) = (shape_of(ctx, target), shape_of(ctx, access)) {
        return compatible_shapes(&a, &b);
    }
    // A buffer global takes buffer accesses (`global_type_compatible`).
    is_buffer(ctx, target) && global_type_compatible(ctx, access, access) && is_buffer(ctx, access)
}

/// `util.global.load.indirect immutable? %ptr {attrs}? : !util.ptr<T> -> T`
fn parse_load_indirect(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut parts = OpParts::default();
    if p.eat_keyword("immutable") {
        let u = p.ctx.unit_attr();
        parts.props.push(p.prop("is_immutable", u));
    }
    let g = p.operand()?;
    parts.attrs = strict_attr_dict(p, def, false)?;
    let pt = p.colon_type()?;
    p.expect_token(TokenKind::Arrow, "expected '->'")?;
    let r = p.parse_type()?;
    parts.operands.push(p.resolve_one(g, pt)?);
    parts.result_types.push(r);
    p.finish_op(def, start, parts)
}

fn print_load_indirect(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" ");
    if p.prop(op, "is_immutable").is_some() {
        p.w("immutable ");
    }
    print_operand(p, op, 0);
    print_attrs(p, op, false);
    p.w(" : ");
    print_operand_type(p, op, 0);
    p.w(" -> ");
    print_result_type(p, op, 0);
}

fn indirect_mismatch(c: &dyn Checker, op: OpId, ptr: Type, access: Type, what: &str) -> VResult {
    let ctx = c.ctx();
    let Some(target) = ptr_target(ctx, ptr) else {
        return Ok(());
    };
    if target_compatible(ctx, target, access) {
        return Ok(());
    }
    Err(c.op_error_named(
        op,
        &format!(
            "global type mismatch; global pointer is {} but {what} is {}",
            quoted(ctx, target),
            quoted(ctx, access)
        ),
    ))
}

fn verify_load_indirect(c: &dyn Checker, op: OpId) -> VResult {
    indirect_mismatch(c, op, operand_type(c, op, 0), result_type(c, op, 0), "load")
}

/// `util.global.store.indirect %v, %ptr {attrs}? : T -> !util.ptr<T>`
fn parse_store_indirect(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let v = p.operand()?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let g = p.operand()?;
    let mut parts = OpParts {
        attrs: strict_attr_dict(p, def, false)?,
        ..Default::default()
    };
    let t = p.colon_type()?;
    p.expect_token(TokenKind::Arrow, "expected '->'")?;
    let pt = p.parse_type()?;
    parts.operands.push(p.resolve_one(v, t)?);
    parts.operands.push(p.resolve_one(g, pt)?);
    p.finish_op(def, start, parts)
}

fn print_store_indirect(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" ");
    print_operand(p, op, 0);
    p.w(", ");
    print_operand(p, op, 1);
    print_attrs(p, op, false);
    p.w(" : ");
    print_operand_type(p, op, 0);
    p.w(" -> ");
    print_operand_type(p, op, 1);
}

fn verify_store_indirect(c: &dyn Checker, op: OpId) -> VResult {
    indirect_mismatch(
        c,
        op,
        operand_type(c, op, 1),
        operand_type(c, op, 0),
        "store",
    )
}

// ----- util.list.construct -----

/// `util.list.construct [%v : T, ...] {attrs}? : !util.list<E>`
fn parse_list_construct(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    p.expect_token(TokenKind::LSquare, "expected '['")?;
    let mut values: Vec<(SsaUse<'_>, Type)> = Vec::new();
    if !p.eat_token(TokenKind::RSquare) {
        loop {
            let v = p.operand()?;
            let t = p.colon_type()?;
            values.push((v, t));
            if !p.eat_token(TokenKind::Comma) {
                break;
            }
        }
        p.expect_token(TokenKind::RSquare, "expected ']'")?;
    }
    let mut parts = OpParts {
        attrs: strict_attr_dict(p, def, false)?,
        ..Default::default()
    };
    let t = p.colon_type()?;
    for (v, vt) in values {
        parts.operands.push(p.resolve_one(v, vt)?);
    }
    parts.result_types.push(t);
    p.finish_op(def, start, parts)
}

fn print_list_construct(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.w(" [");
    for (i, v) in ir.operands(op).enumerate() {
        if i > 0 {
            p.w(", ");
        }
        p.value(v);
        p.w(" : ");
        p.ty(ir.value_type(v));
    }
    p.w("]");
    print_attrs(p, op, false);
    p.w(" : ");
    print_result_type(p, op, 0);
}

fn verify_list_construct(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(elem) = list_element(ctx, result_type(c, op, 0)) else {
        return Ok(());
    };
    for (i, v) in ir.operands(op).enumerate() {
        let vt = ir.value_type(v);
        if !can_implicitly_cast(ctx, vt, elem) {
            return Err(c.plain_error(
                op,
                format!(
                    "list[{i}] type {} cannot be be cast to list type {}",
                    quoted(ctx, vt),
                    super::quoted_elem(ctx, elem)
                ),
            ));
        }
    }
    Ok(())
}

// ----- buffers -----

const CONSTANT_PROPS: &[(&str, Form)] = &[("alignment", Form::Index), ("mime_type", Form::Str)];
const ALIGNMENT_PROPS: &[(&str, Form)] = &[("alignment", Form::Index)];

/// `util.buffer.constant "name"? <props>? {attrs}? : !util.buffer = value`
fn parse_buffer_constant(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut parts = OpParts::default();
    if p.at_token(TokenKind::String) {
        let s = p.string_value()?;
        p.bump();
        let a = p.ctx.string_attr(&s);
        parts.props.push(p.prop("name", a));
    }
    parse_prop_struct(p, &mut parts, CONSTANT_PROPS)?;
    parts.attrs = strict_attr_dict(p, def, false)?;
    let t = p.colon_type()?;
    p.expect_token(TokenKind::Equal, "expected '='")?;
    let v = p.parse_attribute(None)?;
    parts.props.push(p.prop("value", v));
    parts.result_types.push(t);
    p.finish_op(def, start, parts)
}

fn print_buffer_constant(p: &mut AsmPrinter<'_>, op: OpId) {
    if let Some(n) = p.prop(op, "name") {
        p.w(" ");
        p.attr(n);
    }
    print_prop_struct(p, op, CONSTANT_PROPS);
    print_attrs(p, op, false);
    p.w(" : ");
    print_result_type(p, op, 0);
    p.w(" = ");
    if let Some(v) = p.prop(op, "value") {
        p.attr(v);
    }
}

/// `Util_AnySerializableAttr`: dense elements, resources, strings and the
/// util dialect's byte patterns and composites.
fn serializable(ctx: &Context, a: Attr) -> bool {
    match ctx.attr_data(a) {
        AttrData::DenseElements { .. } | AttrData::DenseResource { .. } => true,
        AttrData::String { .. } => true,
        AttrData::Dialect(d) => {
            d.def.dialect == "util" && matches!(d.def.mnemonic, "composite" | "byte_pattern")
        }
        _ => false,
    }
}

/// `IndexAttr` properties must be index-typed; a positive alignment must
/// be a power of two.
/// An alignment (an index attribute, checked by the declared structure)
/// must be a power of two.
fn check_alignment(c: &dyn Checker, op: OpId) -> VResult {
    let Some(a) = prop(c, op, "alignment") else {
        return Ok(());
    };
    if let AttrData::Integer { value, .. } = c.ctx().attr_data(a) {
        let v = value.to_i64().unwrap_or(0);
        if v > 0 && !(v as u64).is_power_of_two() {
            return Err(c.op_error_named(op, "invalid alignment; must be a power of two"));
        }
    }
    Ok(())
}

fn verify_alignment(c: &dyn Checker, op: OpId) -> VResult {
    check_alignment(c, op)
}

fn verify_buffer_constant(c: &dyn Checker, op: OpId) -> VResult {
    check_alignment(c, op)
}

fn buffer_constant_name(ctx: &Context, ir: &Ir, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    if ir.num_results(op) != 1 {
        return;
    }
    let name = ir.op(op).props.and_then(|p| ctx.dict_get(p, b"name"));
    match name.map(|n| ctx.attr_data(n)) {
        Some(AttrData::String { .. }) => {
            let n = String::from_utf8_lossy(ctx.str_bytes(name.expect("checked"))).into_owned();
            set(ir.result(op, 0), &n);
        }
        _ => set(ir.result(op, 0), "buffer_cst"),
    }
}

fn set_first(ir: &Ir, op: OpId, set: &mut dyn FnMut(Value, &str), name: &str) {
    if ir.num_results(op) >= 1 {
        set(ir.result(op, 0), name);
    }
}

fn name_buffer(_: &Context, ir: &Ir, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    set_first(ir, op, set, "buffer");
}

fn name_buffer_span(_: &Context, ir: &Ir, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    set_first(ir, op, set, "buffer_span");
}

fn name_buffer_size(_: &Context, ir: &Ir, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    set_first(ir, op, set, "buffer_size");
}

fn name_buffer_storage(_: &Context, ir: &Ir, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    if ir.num_results(op) == 2 {
        set(ir.result(op, 0), "buffer_storage");
        set(ir.result(op, 1), "buffer_offset");
    }
}

fn name_itoa(_: &Context, ir: &Ir, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    set_first(ir, op, set, "itoa");
}

/// `util.buffer.alloc uninitialized <props>? {attrs}? : !util.buffer{%size}`
fn parse_buffer_alloc(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    p.keyword("uninitialized")?;
    let mut parts = OpParts::default();
    parse_prop_struct(p, &mut parts, ALIGNMENT_PROPS)?;
    parts.attrs = strict_attr_dict(p, def, false)?;
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let (t, size) = parse_sized_type(p)?;
    let it = index(p);
    parts.operands.push(p.resolve_one(size, it)?);
    parts.result_types.push(t);
    p.finish_op(def, start, parts)
}

fn print_buffer_alloc(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" uninitialized");
    print_prop_struct(p, op, ALIGNMENT_PROPS);
    print_attrs(p, op, false);
    p.w(" : ");
    print_result_type(p, op, 0);
    p.w("{");
    print_operand(p, op, 0);
    p.w("}");
}

/// `util.buffer.dealloc %b : !util.buffer{%size} (attributes {...})?`
fn parse_buffer_dealloc(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let b = p.operand()?;
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let (t, size) = parse_sized_type(p)?;
    let mut parts = OpParts {
        attrs: strict_attr_dict(p, def, true)?,
        ..Default::default()
    };
    let it = index(p);
    parts.operands.push(p.resolve_one(b, t)?);
    parts.operands.push(p.resolve_one(size, it)?);
    p.finish_op(def, start, parts)
}

fn print_buffer_dealloc(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" ");
    print_operand(p, op, 0);
    p.w(" : ");
    print_sized_type(p, op, 0, 1);
    print_attrs(p, op, true);
}

/// `%source[%offset]` then the rest of a slice or subspan:
/// `: !util.buffer{%size} -> !util.buffer{%result_size}`.
struct SliceParts<'a> {
    source: SsaUse<'a>,
    offset: SsaUse<'a>,
}

fn parse_source_offset<'a>(p: &mut Parser<'a>) -> DResult<SliceParts<'a>> {
    let source = p.operand()?;
    p.expect_token(TokenKind::LSquare, "expected '['")?;
    let offset = p.operand()?;
    p.expect_token(TokenKind::RSquare, "expected ']'")?;
    Ok(SliceParts { source, offset })
}

fn finish_slice<'a>(p: &mut Parser<'a>, parts: &mut OpParts, s: SliceParts<'a>) -> DResult<()> {
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let (st, ssize) = parse_sized_type(p)?;
    p.expect_token(TokenKind::Arrow, "expected '->'")?;
    let (rt, rsize) = parse_sized_type(p)?;
    let it = index(p);
    parts.operands.push(p.resolve_one(s.source, st)?);
    parts.operands.push(p.resolve_one(ssize, it)?);
    parts.operands.push(p.resolve_one(s.offset, it)?);
    parts.operands.push(p.resolve_one(rsize, it)?);
    parts.result_types.push(rt);
    Ok(())
}

/// `util.buffer.slice %src[%off] <props>? {attrs}? : T{%n} -> T{%m}`
fn parse_buffer_slice(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let s = parse_source_offset(p)?;
    let mut parts = OpParts::default();
    parse_prop_struct(p, &mut parts, ALIGNMENT_PROPS)?;
    parts.attrs = strict_attr_dict(p, def, false)?;
    finish_slice(p, &mut parts, s)?;
    p.finish_op(def, start, parts)
}

fn print_source_offset(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" ");
    print_operand(p, op, 0);
    p.w("[");
    print_operand(p, op, 2);
    p.w("]");
}

fn print_slice_types(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" : ");
    print_sized_type(p, op, 0, 1);
    p.w(" -> ");
    print_result_type(p, op, 0);
    p.w("{");
    print_operand(p, op, 3);
    p.w("}");
}

fn print_buffer_slice(p: &mut AsmPrinter<'_>, op: OpId) {
    print_source_offset(p, op);
    print_prop_struct(p, op, ALIGNMENT_PROPS);
    print_attrs(p, op, false);
    print_slice_types(p, op);
}

/// `util.buffer.subspan %src[%off] : T{%n} -> T{%m} (attributes {...})?`
fn parse_buffer_subspan(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let s = parse_source_offset(p)?;
    let mut parts = OpParts::default();
    finish_slice(p, &mut parts, s)?;
    parts.attrs = strict_attr_dict(p, def, true)?;
    p.finish_op(def, start, parts)
}

fn print_buffer_subspan(p: &mut AsmPrinter<'_>, op: OpId) {
    print_source_offset(p, op);
    print_slice_types(p, op);
    print_attrs(p, op, true);
}

/// `util.buffer.size %b : !util.buffer (attributes {...})?`
fn parse_buffer_size(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let b = p.operand()?;
    let t = p.colon_type()?;
    let mut parts = OpParts {
        attrs: strict_attr_dict(p, def, true)?,
        ..Default::default()
    };
    parts.operands.push(p.resolve_one(b, t)?);
    let it = index(p);
    parts.result_types.push(it);
    p.finish_op(def, start, parts)
}

fn print_buffer_size(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" ");
    print_operand(p, op, 0);
    p.w(" : ");
    print_operand_type(p, op, 0);
    print_attrs(p, op, true);
}

/// `util.buffer.storage %b : !util.buffer{%n} -> (memref<?xi8>, index)
/// (attributes {...})?`
fn parse_buffer_storage(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let b = p.operand()?;
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let (t, size) = parse_sized_type(p)?;
    p.expect_token(TokenKind::Arrow, "expected '->'")?;
    p.expect_token(TokenKind::LParen, "expected '('")?;
    let r = p.parse_type()?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let o = p.parse_type()?;
    p.expect_token(TokenKind::RParen, "expected ')'")?;
    let mut parts = OpParts {
        attrs: strict_attr_dict(p, def, true)?,
        ..Default::default()
    };
    let it = index(p);
    parts.operands.push(p.resolve_one(b, t)?);
    parts.operands.push(p.resolve_one(size, it)?);
    parts.result_types.push(r);
    parts.result_types.push(o);
    p.finish_op(def, start, parts)
}

fn print_buffer_storage(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" ");
    print_operand(p, op, 0);
    p.w(" : ");
    print_sized_type(p, op, 0, 1);
    p.w(" -> (");
    print_result_type(p, op, 0);
    p.w(", ");
    print_result_type(p, op, 1);
    p.w(")");
    print_attrs(p, op, true);
}

/// `util.buffer.copy %a[%ao], %b[%bo], %len : T{%an} -> T{%bn}` and
/// `util.buffer.compare ... : T{%an}, T{%bn}` (attributes last).
fn parse_buffer_copy_compare(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let a = parse_source_offset(p)?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let b = parse_source_offset(p)?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let len = p.operand()?;
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let (at, asize) = parse_sized_type(p)?;
    let compare = def.name == "util.buffer.compare";
    if compare {
        p.expect_token(TokenKind::Comma, "expected ','")?;
    } else {
        p.expect_token(TokenKind::Arrow, "expected '->'")?;
    }
    let (bt, bsize) = parse_sized_type(p)?;
    let mut parts = OpParts {
        attrs: strict_attr_dict(p, def, true)?,
        ..Default::default()
    };
    let it = index(p);
    for (u, t) in [
        (a.source, at),
        (asize, it),
        (a.offset, it),
        (b.source, bt),
        (bsize, it),
        (b.offset, it),
        (len, it),
    ] {
        parts.operands.push(p.resolve_one(u, t)?);
    }
    if compare {
        let i1 = p.ctx.i(1);
        parts.result_types.push(i1);
    }
    p.finish_op(def, start, parts)
}

fn print_copy_compare(p: &mut AsmPrinter<'_>, op: OpId, sep: &str) {
    p.w(" ");
    print_operand(p, op, 0);
    p.w("[");
    print_operand(p, op, 2);
    p.w("], ");
    print_operand(p, op, 3);
    p.w("[");
    print_operand(p, op, 5);
    p.w("], ");
    print_operand(p, op, 6);
    p.w(" : ");
    print_sized_type(p, op, 0, 1);
    p.w(sep);
    print_sized_type(p, op, 3, 4);
    print_attrs(p, op, true);
}

fn print_buffer_copy(p: &mut AsmPrinter<'_>, op: OpId) {
    print_copy_compare(p, op, " -> ");
}

fn print_buffer_compare(p: &mut AsmPrinter<'_>, op: OpId) {
    print_copy_compare(p, op, ", ");
}

/// `util.buffer.fill %pattern, %t[%off for %len] : P -> T{%n}` and
/// `util.buffer.store %v, %t[%off for %len] : V -> T{%n}`.
fn parse_buffer_fill_store(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let v = p.operand()?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let t = p.operand()?;
    let (off, len) = parse_offset_for(p)?;
    let vt = p.colon_type()?;
    p.expect_token(TokenKind::Arrow, "expected '->'")?;
    let (tt, size) = parse_sized_type(p)?;
    let mut parts = OpParts {
        attrs: strict_attr_dict(p, def, true)?,
        ..Default::default()
    };
    let it = index(p);
    for (u, ty) in [(v, vt), (t, tt), (size, it), (off, it), (len, it)] {
        parts.operands.push(p.resolve_one(u, ty)?);
    }
    p.finish_op(def, start, parts)
}

fn print_buffer_fill_store(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" ");
    print_operand(p, op, 0);
    p.w(", ");
    print_operand(p, op, 1);
    print_offset_for(p, op, 3, 4);
    p.w(" : ");
    print_operand_type(p, op, 0);
    p.w(" -> ");
    print_sized_type(p, op, 1, 2);
    print_attrs(p, op, true);
}

/// `util.buffer.load %s[%off for %len] : T{%n} -> R` and `util.buffer.hash`.
fn parse_buffer_load_hash(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let s = p.operand()?;
    let (off, len) = parse_offset_for(p)?;
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let (st, size) = parse_sized_type(p)?;
    p.expect_token(TokenKind::Arrow, "expected '->'")?;
    let r = p.parse_type()?;
    let mut parts = OpParts {
        attrs: strict_attr_dict(p, def, true)?,
        ..Default::default()
    };
    let it = index(p);
    for (u, ty) in [(s, st), (size, it), (off, it), (len, it)] {
        parts.operands.push(p.resolve_one(u, ty)?);
    }
    parts.result_types.push(r);
    p.finish_op(def, start, parts)
}

fn print_buffer_load_hash(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" ");
    print_operand(p, op, 0);
    print_offset_for(p, op, 2, 3);
    p.w(" : ");
    print_sized_type(p, op, 0, 1);
    p.w(" -> ");
    print_result_type(p, op, 0);
    print_attrs(p, op, true);
}

// ----- strings -----

/// `util.string.format "fmt"(%a, ...) {attrs}? : (T, ...) -> !util.buffer`
fn parse_string_format(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    if !p.at_token(TokenKind::String) {
        return p.error_here("expected attribute value");
    }
    let s = p.string_value()?;
    p.bump();
    let mut parts = OpParts::default();
    let a = p.ctx.string_attr(&s);
    parts.props.push(p.prop("format", a));
    p.expect_token(TokenKind::LParen, "expected '('")?;
    let at = p.offset();
    let uses = if p.at_token(TokenKind::PercentIdent) {
        p.operand_list()?
    } else {
        SmallVec::new()
    };
    p.expect_token(TokenKind::RParen, "expected ')'")?;
    parts.attrs = strict_attr_dict(p, def, false)?;
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let types = p.paren_types()?;
    p.expect_token(TokenKind::Arrow, "expected '->'")?;
    let r = p.parse_type()?;
    parts.operands = p.resolve(def.name, at, &uses, &types)?;
    parts.result_types.push(r);
    p.finish_op(def, start, parts)
}

fn print_string_format(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" ");
    if let Some(f) = p.prop(op, "format") {
        p.attr(f);
    }
    p.w("(");
    p.operands(op);
    p.w(")");
    print_attrs(p, op, false);
    p.w(" : ");
    p.functional_type(op);
}

/// Whether `format` takes exactly `args` arguments (IREE's
/// `parseFormatString`): `{}` placeholders in order or `{N}` ones, `{{`
/// and `}}` escapes.
fn format_ok(format: &[u8], args: usize) -> bool {
    let (mut sequential, mut explicit, mut next, mut max) = (false, false, 0u64, 0u64);
    let mut i = 0;
    while i < format.len() {
        match format[i] {
            b'{' if format.get(i + 1) == Some(&b'{') => i += 2,
            b'}' if format.get(i + 1) == Some(&b'}') => i += 2,
            b'{' => {
                let Some(close) = format[i + 1..].iter().position(|&c| c == b'}') else {
                    return false;
                };
                let content = &format[i + 1..i + 1 + close];
                if content.is_empty() {
                    sequential = true;
                    next += 1;
                } else {
                    let Some(n) = parse_u32(content) else {
                        return false;
                    };
                    explicit = true;
                    max = max.max(n as u64 + 1);
                }
                i += close + 2;
            }
            b'}' => return false,
            _ => i += 1,
        }
    }
    if sequential && explicit {
        return false;
    }
    let expected = if explicit { max } else { next };
    expected == args as u64
}

/// `StringRef::getAsInteger(10, unsigned)`.
fn parse_u32(s: &[u8]) -> Option<u32> {
    if s.is_empty() || !s.iter().all(|c| c.is_ascii_digit()) {
        return None;
    }
    std::str::from_utf8(s).ok()?.parse().ok()
}

fn verify_string_format(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let Some(f) = prop(c, op, "format") else {
        return Ok(());
    };
    let format = ctx.str_bytes(f);
    let n = c.ir().num_operands(op);
    if format_ok(format, n) {
        return Ok(());
    }
    let (mut sequential, mut explicit) = (false, false);
    let mut i = 0;
    while i < format.len() {
        match format[i] {
            b'{' if format.get(i + 1) == Some(&b'{') => i += 2,
            b'}' if format.get(i + 1) == Some(&b'}') => i += 2,
            b'{' => {
                let Some(close) = format[i + 1..].iter().position(|&c| c == b'}') else {
                    return Err(c.op_error_named(op, "unclosed '{' in format string"));
                };
                let content = &format[i + 1..i + 1 + close];
                if content.is_empty() {
                    sequential = true;
                } else if parse_u32(content).is_some() {
                    explicit = true;
                } else {
                    return Err(c.op_error_named(
                        op,
                        &format!(
                            "invalid placeholder '{{{}}}' in format string; expected '{{}}' or '{{N}}'",
                            String::from_utf8_lossy(content)
                        ),
                    ));
                }
                i += close + 2;
            }
            b'}' => return Err(c.op_error_named(op, "unmatched '}' in format string")),
            _ => i += 1,
        }
    }
    if sequential && explicit {
        return Err(c.op_error_named(
            op,
            "cannot mix sequential '{}' and explicit '{N}' placeholders",
        ));
    }
    Err(c.op_error_named(
        op,
        &format!("format string placeholder count does not match the {n} provided argument(s)"),
    ))
}

fn string_format_name(ctx: &Context, ir: &Ir, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    if ir.num_results(op) != 1 {
        return;
    }
    let format = ir
        .op(op)
        .props
        .and_then(|p| ctx.dict_get(p, b"format"))
        .filter(|&f| matches!(ctx.attr_data(f), AttrData::String { .. }))
        .map(|f| ctx.str_bytes(f).to_vec())
        .unwrap_or_default();
    let mut name = String::new();
    let mut i = 0;
    while i < format.len() && name.len() < 32 {
        let ch = format[i];
        match ch {
            b'{' if format.get(i + 1) == Some(&b'{') => i += 2,
            b'{' => match format[i + 1..].iter().position(|&c| c == b'}') {
                Some(close) => {
                    name.push('N');
                    i += close + 2;
                }
                None => break,
            },
            b'}' if format.get(i + 1) == Some(&b'}') => i += 2,
            b'.' | b'-' | b'/' => {
                name.push('_');
                i += 1;
            }
            c if c.is_ascii_alphanumeric() || c == b'_' => {
                name.push(c as char);
                i += 1;
            }
            _ => i += 1,
        }
    }
    if name.is_empty() {
        name = "formatted".into();
    }
    set(ir.result(op, 0), &name);
}

/// `util.string.itoa %v {attrs}? : T -> !util.buffer`
fn parse_string_itoa(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let v = p.operand()?;
    let mut parts = OpParts {
        attrs: strict_attr_dict(p, def, false)?,
        ..Default::default()
    };
    let t = p.colon_type()?;
    p.expect_token(TokenKind::Arrow, "expected '->'")?;
    let r = p.parse_type()?;
    parts.operands.push(p.resolve_one(v, t)?);
    parts.result_types.push(r);
    p.finish_op(def, start, parts)
}

fn print_string_itoa(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" ");
    print_operand(p, op, 0);
    print_attrs(p, op, false);
    p.w(" : ");
    print_operand_type(p, op, 0);
    p.w(" -> ");
    print_result_type(p, op, 0);
}
