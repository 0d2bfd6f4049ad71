//! IREE's `util` dialect as `iree-opt` 3.13 spells it: functions
//! (`util.func`, `util.call`, `util.return`, `util.initializer`), globals
//! (`util.global`, `util.global.load`, `util.global.store`), lists
//! (`util.list.create`, `.size`, `.resize`, `.get`, `.set`) and the small
//! ops `util.null`, `util.cmp.eq`, `util.align`, `util.sizeof`,
//! `util.optimization_barrier`, `util.unfoldable_constant` and
//! `util.assume.int` — custom forms, printers byte for byte as `iree-opt`,
//! result names (`util.global.load` names its result after the global) and
//! verifiers with IREE's messages. Each op declares its structure as IREE's
//! ODS does (counts, type constraints, required properties, property
//! constraints, `util.return`'s parents), checked before its own verifier,
//! which keeps only what ODS leaves to `hasVerifier` and the interfaces.
//!
//! Types: `!util.buffer`, `!util.object`, `!util.variant`, `!util.unused`,
//! `!util.list<T>` (`!util.list<?>` is a list of variants) and
//! `!util.ptr<T>`, kept by their parameters (`defs.rs`): a list's element
//! is a [`Type`] (`!util.variant` for `?`), compared as a handle.
//!
//! Attributes (`#util.int.assumption<...>`, `#util.inline.never`,
//! `#util.byte_pattern<N>`, ...) are kept by their parameters too
//! (`defs.rs`); `util.assume.int` reads and prints its assumptions through
//! the same definition.

pub(crate) mod defs;
pub(crate) mod ops;
pub(crate) use defs::{ATTRS, TYPES};

use smallvec::SmallVec;

use super::constraints as c;
use super::structure::*;
use super::support::quoted;
use super::{AttrKind, OpDef, OpTraits, PropSpec};
use crate::attrs::{Attr, AttrData, NamedAttr};
use crate::context::Context;
use crate::diag::{err, DResult, Diagnostic};
use crate::ir::{Ir, LocRef, OpId, Value};
use crate::lexer::TokenKind;
use crate::parser::asm::{OpParts, RegionArg};
use crate::parser::{Parser, SsaUse};
use crate::printer::custom::AsmPrinter;
use crate::types::{Type, TypeData};
use crate::verifier::Checker;

type VResult = Result<(), Box<Diagnostic>>;

// ----- properties -----

const ARG_ATTRS: PropSpec = PropSpec::new("arg_attrs", AttrKind::ArrayOfDicts);
const RES_ATTRS: PropSpec = PropSpec::new("res_attrs", AttrKind::ArrayOfDicts);
/// `TypeAttrOf<FunctionType>`: property conversion takes any type; the
/// declared structure checks it is a function type.
const FUNCTION_TYPE: PropSpec = PropSpec::new("function_type", AttrKind::AnyTypeAttr);
const SYM_NAME: PropSpec = PropSpec::new("sym_name", AttrKind::String);
const SYM_VISIBILITY: PropSpec = PropSpec::new("sym_visibility", AttrKind::String);
/// Index-typed integers, checked by the verifier.
const TIED_OPERANDS: PropSpec = PropSpec::new("tied_operands", AttrKind::Array);
const INLINING_POLICY: PropSpec = PropSpec::new("inlining_policy", AttrKind::UtilInliningPolicy);
const GLOBAL: PropSpec = PropSpec::new("global", AttrKind::FlatSymbolRef);

/// `util.func`'s properties that its custom form spells outside the
/// attribute dictionary.
const FUNC_ELIDED: &[&str] = &[
    "sym_name",
    "function_type",
    "tied_operands",
    "sym_visibility",
    "arg_attrs",
    "res_attrs",
];

const fn op(name: &'static str) -> OpDef {
    OpDef::new(name, OpTraits::NONE)
}

const ISOLATED: OpTraits = OpTraits {
    isolated_from_above: true,
    ..OpTraits::NONE
};

/// `TypeAttrOf<FunctionType>`.
const FUNCTION_TYPE_ATTR: AttrConstraint = attr_constraint(
    "function_type",
    "type attribute of function type",
    |ctx, a| matches!(ctx.attr_data(a), AttrData::Type(t) if matches!(ctx.type_data(*t), TypeData::Function { .. })),
);

/// `Util_TiedOpStorageAttr`: index-typed integers.
const TIED_OPERANDS_ATTR: AttrConstraint = attr_constraint(
    "tied_operands",
    "64-bit integer array attribute",
    |ctx, a| index_values(ctx, a).is_some(),
);

/// `Util_AnyListType`.
const LIST: TypeConstraint = TypeConstraint::new(LIST_DESC, is_list);

pub(crate) const OPS: &[OpDef] = &[
    OpDef {
        props: &[
            ARG_ATTRS,
            FUNCTION_TYPE,
            INLINING_POLICY,
            RES_ATTRS,
            SYM_NAME,
            SYM_VISIBILITY,
            TIED_OPERANDS,
        ],
        structure: Structure {
            regions: &[region("body")],
            required: &["function_type", "sym_name"],
            attrs: &[FUNCTION_TYPE_ATTR, TIED_OPERANDS_ATTR],
            ..Structure::NONE
        },
        parse: Some(parse_func),
        print: Some(print_func),
        verify: Some(verify_func),
        ..OpDef::new("util.func", ISOLATED)
    },
    OpDef {
        props: &[
            ARG_ATTRS,
            PropSpec::new("callee", AttrKind::FlatSymbolRef),
            RES_ATTRS,
            TIED_OPERANDS,
        ],
        structure: Structure {
            operands: &[variadic_any("operands")],
            results: &[variadic_any("results")],
            required: &["callee"],
            attrs: &[TIED_OPERANDS_ATTR],
            ..Structure::NONE
        },
        parse: Some(parse_call),
        print: Some(print_call),
        verify_symbol_uses: Some(verify_call),
        ..op("util.call")
    },
    OpDef {
        structure: Structure {
            operands: &[variadic_any("operands")],
            parents: &["util.initializer", "util.func", "util.hoistable_conversion"],
            effects: Effects::NONE,
            return_like: true,
            ..Structure::NONE
        },
        parse: Some(parse_return),
        print: Some(print_return),
        verify: Some(verify_return),
        ..OpDef::new("util.return", OpTraits::TERMINATOR)
    },
    OpDef {
        props: &[ARG_ATTRS, FUNCTION_TYPE, RES_ATTRS],
        structure: Structure {
            regions: &[region("body")],
            required: &["function_type"],
            attrs: &[FUNCTION_TYPE_ATTR],
            ..Structure::NONE
        },
        parse: Some(parse_initializer),
        print: Some(print_initializer),
        verify: Some(verify_initializer),
        ..OpDef::new("util.initializer", ISOLATED)
    },
    OpDef {
        props: &[
            PropSpec::new("initial_value", AttrKind::Typed),
            INLINING_POLICY,
            PropSpec::new("is_mutable", AttrKind::Unit),
            SYM_NAME,
            SYM_VISIBILITY,
            PropSpec::new("type", AttrKind::AnyTypeAttr),
        ],
        structure: Structure {
            required: &["sym_name", "type"],
            ..Structure::NONE
        },
        parse: Some(parse_global),
        print: Some(print_global),
        verify: Some(verify_global),
        ..op("util.global")
    },
    OpDef {
        props: &[GLOBAL, PropSpec::new("is_immutable", AttrKind::Unit)],
        structure: Structure {
            results: &[any("result")],
            required: &["global"],
            ..Structure::NONE
        },
        parse: Some(parse_global_load),
        print: Some(print_global_load),
        verify_symbol_uses: Some(verify_global_load),
        result_names: Some(global_load_name),
        ..op("util.global.load")
    },
    OpDef {
        props: &[GLOBAL],
        structure: Structure {
            operands: &[any("value")],
            required: &["global"],
            ..Structure::NONE
        },
        parse: Some(parse_global_store),
        print: Some(print_global_store),
        verify_symbol_uses: Some(verify_global_store),
        ..op("util.global.store")
    },
    OpDef {
        structure: Structure {
            operands: &[optional("initial_capacity", c::INDEX)],
            results: &[one("result", LIST)],
            effects: mem(false, false, true, false),
            ..Structure::NONE
        },
        parse: Some(parse_list_create),
        print: Some(print_list_create),
        ..op("util.list.create")
    },
    OpDef {
        structure: Structure {
            operands: &[one("list", LIST)],
            results: &[one("result", c::INDEX)],
            effects: mem(true, false, false, false),
            ..Structure::NONE
        },
        parse: Some(parse_list_size_resize),
        print: Some(print_operands_colon_first_type),
        ..op("util.list.size")
    },
    OpDef {
        structure: Structure {
            operands: &[one("list", LIST), one("new_size", c::INDEX)],
            effects: mem(false, true, false, false),
            ..Structure::NONE
        },
        parse: Some(parse_list_size_resize),
        print: Some(print_operands_colon_first_type),
        ..op("util.list.resize")
    },
    OpDef {
        structure: Structure {
            operands: &[one("list", LIST), one("index", c::INDEX)],
            results: &[any("result")],
            effects: mem(true, false, false, false),
            ..Structure::NONE
        },
        parse: Some(parse_list_get),
        print: Some(print_list_get),
        verify: Some(verify_list_get),
        ..op("util.list.get")
    },
    OpDef {
        structure: Structure {
            operands: &[one("list", LIST), one("index", c::INDEX), any("value")],
            effects: mem(false, true, false, false),
            ..Structure::NONE
        },
        parse: Some(parse_list_set),
        print: Some(print_list_set),
        verify: Some(verify_list_set),
        ..op("util.list.set")
    },
    OpDef {
        structure: Structure {
            results: &[any("result")],
            effects: Effects::NONE,
            constant_like: true,
            ..Structure::NONE
        },
        parse: Some(parse_null),
        print: Some(print_null),
        ..op("util.null")
    },
    OpDef {
        structure: Structure {
            operands: &[any("lhs"), any("rhs")],
            results: &[one("result", c::I1)],
            effects: Effects::NONE,
            ..Structure::NONE
        },
        parse: Some(parse_cmp_eq),
        print: Some(print_operands_colon_first_type),
        verify: Some(verify_cmp_eq),
        ..op("util.cmp.eq")
    },
    OpDef {
        structure: Structure {
            operands: &[
                one("value", c::SIGNLESS_INT_LIKE),
                one("alignment", c::SIGNLESS_INT_LIKE),
            ],
            results: &[one("result", c::SIGNLESS_INT_LIKE)],
            effects: Effects::NONE,
            same_operands_and_result_type: true,
            ..Structure::NONE
        },
        parse: Some(parse_align),
        print: Some(print_align),
        verify: Some(verify_align),
        ..op("util.align")
    },
    OpDef {
        props: &[PropSpec::new("sizedType", AttrKind::AnyTypeAttr)],
        structure: Structure {
            results: &[one("size", c::INDEX)],
            required: &["sizedType"],
            effects: Effects::NONE,
            ..Structure::NONE
        },
        parse: Some(parse_sizeof),
        print: Some(print_sizeof),
        ..op("util.sizeof")
    },
    OpDef {
        structure: Structure {
            operands: &[variadic_any("operands")],
            results: &[variadic_any("results")],
            ..Structure::NONE
        },
        parse: Some(parse_optimization_barrier),
        print: Some(print_optimization_barrier),
        verify: Some(verify_optimization_barrier),
        ..op("util.optimization_barrier")
    },
    OpDef {
        props: &[PropSpec::new("value", AttrKind::Any)],
        structure: Structure {
            results: &[any("")],
            required: &["value"],
            ..Structure::NONE
        },
        parse: Some(parse_unfoldable_constant),
        print: Some(print_unfoldable_constant),
        ..op("util.unfoldable_constant")
    },
    OpDef {
        props: &[PropSpec::new("assumptions", AttrKind::Array)],
        structure: Structure {
            operands: &[variadic("operands", c::VARIADIC_SIGNLESS_INT_OR_INDEX)],
            results: &[variadic("results", c::VARIADIC_SIGNLESS_INT_OR_INDEX)],
            required: &["assumptions"],
            attrs: &[attr_constraint(
                "assumptions",
                "list of int attribute assumptions for multiple values",
                |ctx, a| assumption_rows(ctx, a).is_some(),
            )],
            effects: Effects::NONE,
            ..Structure::NONE
        },
        parse: Some(parse_assume_int),
        print: Some(print_assume_int),
        verify: Some(verify_assume_int),
        ..op("util.assume.int")
    },
];

// ----- types -----

/// Reports what is wrong with `!util.<keyword>...` or `!util<...>` when
/// the keyword names no `util` type (the types themselves are parsed by
/// their definitions in `defs.rs`); `ident` is the identifier without its
/// `!`, `start` where the `!` is, `ident_end` where the identifier ends.
pub(crate) fn parse_type<'a>(
    p: &mut Parser<'a>,
    ident: &'a [u8],
    start: u32,
    ident_end: u32,
) -> DResult<Type> {
    let glued = p.at_token(TokenKind::Less) && p.offset() == ident_end;
    let Some(keyword) = ident.strip_prefix(b"util.") else {
        // `!util<"...">`: the dialect's parser wants a keyword, not a string.
        if glued {
            p.bump();
        }
        return p.error_at(p.here(), "expected valid keyword");
    };
    // At the keyword, after `!util.`.
    err(
        start + 6,
        format!(
            "unknown  type `{}` in dialect `util`",
            String::from_utf8_lossy(keyword)
        ),
    )
}

/// The `util` type `t`, if it is one.
fn util_type(ctx: &Context, t: Type) -> Option<&crate::types::DialectType> {
    match ctx.type_data(t) {
        TypeData::Dialect(d) if d.def.dialect == "util" => Some(d),
        _ => None,
    }
}

/// Whether `t` is `!util.<mnemonic>`.
fn is_util_type(ctx: &Context, t: Type, mnemonic: &str) -> bool {
    util_type(ctx, t).is_some_and(|d| d.def.mnemonic == mnemonic)
}

/// The element type of a `!util.list<T>` (`!util.variant` for `?`).
fn list_element(ctx: &Context, t: Type) -> Option<Type> {
    util_type(ctx, t)
        .filter(|d| d.def.mnemonic == "list")
        .and_then(|d| d.type_param(0))
}

fn is_list(ctx: &Context, t: Type) -> bool {
    list_element(ctx, t).is_some()
}

/// An element type as messages quote it (`'!util.variant'` for `?`).
fn quoted_elem(ctx: &Context, t: Type) -> String {
    format!("'{}'", crate::printer::type_to_string(ctx, t))
}

/// Integer, index, float and complex types.
fn is_primitive(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Index | TypeData::Integer { .. } | TypeData::Float(_) | TypeData::Complex(_)
    )
}

/// `ObjectType::isCompatible`: everything but primitive types.
fn object_compatible(ctx: &Context, t: Type) -> bool {
    is_util_type(ctx, t, "object") || !is_primitive(ctx, t)
}

/// `ListType::canImplicitlyCast` on element types.
fn can_implicitly_cast(ctx: &Context, from: Type, to: Type) -> bool {
    let variant = |t| is_util_type(ctx, t, "variant");
    let object = |t| is_util_type(ctx, t, "object");
    let tensor = |t| {
        matches!(
            ctx.type_data(t),
            TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
        )
    };
    variant(from)
        || variant(to)
        || (object(from) && object_compatible(ctx, to))
        || (object_compatible(ctx, from) && object(to))
        || (tensor(from) && tensor(to))
        || from == to
}

/// `-1 : index`-style integers for `tied_operands`.
fn index_array(ctx: &mut Context, values: &[i64]) -> Attr {
    let ty = ctx.index_type();
    let elems: SmallVec<[Attr; 4]> = values
        .iter()
        .map(|&v| {
            ctx.intern_attr(AttrData::Integer {
                ty,
                value: sigil_numeric::ApInt::from_i64(64, v),
            })
        })
        .collect();
    ctx.intern_attr(AttrData::Array(elems))
}

/// The values of an array of index-typed integers; `None` if `a` is not one.
fn index_values(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
    let AttrData::Array(elems) = ctx.attr_data(a) else {
        return None;
    };
    elems
        .iter()
        .map(|&e| match ctx.attr_data(e) {
            AttrData::Integer { ty, value } if matches!(ctx.type_data(*ty), TypeData::Index) => {
                value.to_i64()
            }
            _ => None,
        })
        .collect()
}

// ----- shared helpers -----

fn prop(c: &dyn Checker, op: OpId, name: &str) -> Option<Attr> {
    let p = c.ir().op(op).props?;
    c.ctx().dict_get(p, name.as_bytes())
}

fn type_prop(c: &dyn Checker, op: OpId, name: &str) -> Option<Type> {
    match c.ctx().attr_data(prop(c, op, name)?) {
        AttrData::Type(t) => Some(*t),
        _ => None,
    }
}

fn printer_prop_type(p: &AsmPrinter<'_>, op: OpId, name: &str) -> Option<Type> {
    match p.ctx().attr_data(p.prop(op, name)?) {
        AttrData::Type(t) => Some(*t),
        _ => None,
    }
}

const LIST_DESC: &str = "Dense list container type.";

fn operand_type(c: &dyn Checker, op: OpId, i: usize) -> Type {
    c.ir().value_type(c.ir().operand(op, i))
}

fn result_type(c: &dyn Checker, op: OpId, i: usize) -> Type {
    c.ir().value_type(c.ir().result(op, i))
}

fn check_visibility(c: &dyn Checker, op: OpId) -> VResult {
    if let Some(v) = prop(c, op, "sym_visibility") {
        let v = c.ctx().str_bytes(v);
        if !matches!(v, b"public" | b"private" | b"nested") {
            return Err(c.op_error_named(
                op,
                &format!(
                    "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"{}\"",
                    String::from_utf8_lossy(v)
                ),
            ));
        }
    }
    Ok(())
}

/// The `(inputs, results)` of an op's `function_type`.
fn signature(ctx: &Context, ir: &Ir, op: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    let props = ir.op(op).props?;
    let AttrData::Type(t) = ctx.attr_data(ctx.dict_get(props, b"function_type")?) else {
        return None;
    };
    match ctx.type_data(*t) {
        TypeData::Function { inputs, results } => Some((inputs.to_vec(), results.to_vec())),
        _ => None,
    }
}

/// The `i`-th dictionary of an `arg_attrs`/`res_attrs` array.
fn dict_at(ctx: &Context, arr: Option<Attr>, i: usize) -> Vec<NamedAttr> {
    match arr.map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(e)) => e
            .get(i)
            .filter(|&&d| matches!(ctx.attr_data(d), AttrData::Dict(_)))
            .map(|&d| ctx.dict_entries(d).to_vec())
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// The tied operand of result `i` per `tied_operands` (`-1`: none).
fn tied_index(p: &AsmPrinter<'_>, op: OpId, i: usize) -> Option<usize> {
    let values = index_values(p.ctx(), p.prop(op, "tied_operands")?)?;
    let v = *values.get(i)?;
    usize::try_from(v).ok()
}

/// Optional ` <name = value, ...>` (a declarative `prop-dict`).
fn parse_prop_dict(p: &mut Parser<'_>, parts: &mut OpParts) -> DResult<()> {
    if !p.eat_token(TokenKind::Less) {
        return Ok(());
    }
    if p.eat_token(TokenKind::Greater) {
        return Ok(());
    }
    loop {
        let name: Vec<u8> = match p.tok.kind {
            TokenKind::BareIdent => p.spelling().to_vec(),
            TokenKind::String => p.string_value()?,
            _ => return p.error_here("expected attribute name"),
        };
        let at = p.offset();
        p.bump();
        let key = p.ctx.string_attr(&name);
        let value = if p.eat_token(TokenKind::Equal) {
            p.parse_attribute(None)?
        } else {
            p.ctx.unit_attr()
        };
        if parts.props.iter().any(|e| e.name == key) {
            return p.error_at(
                at,
                format!(
                    "duplicate key '{}' in dictionary attribute",
                    String::from_utf8_lossy(&name)
                ),
            );
        }
        parts.props.push(NamedAttr { name: key, value });
        if p.eat_token(TokenKind::Greater) {
            return Ok(());
        }
        p.expect_token(TokenKind::Comma, "expected '>' in properties")?;
    }
}

/// The op's discardable attributes as ` {...}` (an `attr-dict` next to a
/// `prop-dict`, which leaves every property to the latter).
fn print_discardable(p: &mut AsmPrinter<'_>, op: OpId) {
    let attrs = p.ir.attrs(op).to_vec();
    p.named_attrs(&attrs, &[], false);
}

fn symbol_root(ctx: &Context, a: Attr) -> Option<&[u8]> {
    match ctx.attr_data(a) {
        AttrData::SymbolRef { root, .. } => Some(ctx.str_bytes(*root)),
        _ => None,
    }
}

// ----- util.func -----

/// One `util.func` argument as written.
struct Arg<'a> {
    name: Option<(&'a [u8], u32)>,
    ty: Type,
    attrs: Attr,
    loc: LocRef,
}

/// `(%arg: type {attrs} loc(...), ...)` or `(type {attrs}, ...)`.
fn parse_func_args<'a>(p: &mut Parser<'a>) -> DResult<Vec<Arg<'a>>> {
    p.expect_token(TokenKind::LParen, "expected '('")?;
    let mut args: Vec<Arg<'a>> = Vec::new();
    if p.eat_token(TokenKind::RParen) {
        return Ok(args);
    }
    loop {
        let named = p.at_token(TokenKind::PercentIdent);
        if let Some(first) = args.first() {
            if named && first.name.is_none() {
                let at = p.offset();
                return p.custom_error(at, "expected type instead of SSA identifier");
            }
            if !named && first.name.is_some() {
                let at = p.offset();
                return p.custom_error(at, "expected SSA identifier");
            }
        }
        let name = if named {
            let n = (p.spelling(), p.offset());
            if args.iter().any(|a| a.name.is_some_and(|(m, _)| m == n.0)) {
                return p.error_at(
                    n.1,
                    format!(
                        "region entry argument '{}' is already in use",
                        String::from_utf8_lossy(n.0)
                    ),
                );
            }
            p.bump();
            p.expect_token(TokenKind::Colon, "expected ':'")?;
            Some(n)
        } else {
            None
        };
        let arg_off = name.map_or(p.offset(), |n| n.1);
        let ty = p.parse_type()?;
        let attrs = if p.at_token(TokenKind::LBrace) {
            p.parse_attr_dict()?
        } else {
            p.ctx.empty_dict()
        };
        let mut loc = LocRef::offset(arg_off);
        if p.at_keyword("loc") {
            let (l, deferred) = p.parse_trailing_loc_or(arg_off)?;
            if deferred.is_some() {
                return p.error_here("expected location instance");
            }
            loc = l;
        }
        args.push(Arg {
            name,
            ty,
            attrs,
            loc,
        });
        if p.eat_token(TokenKind::RParen) {
            return Ok(args);
        }
        p.expect_token(TokenKind::Comma, "expected ')'")?;
    }
}

/// One result of a tied result list: its type, attributes and the index
/// of the operand it is tied to (`-1`: none).
struct TiedResult {
    ty: Type,
    attrs: Attr,
    tied: i64,
}

/// `type {attrs}?, %operand, %operand as type, ...` — IREE's
/// `TiedFunctionResultList` items, tied names looked up in `names` (with
/// their types in `types`).
fn parse_tied_results<'a>(
    p: &mut Parser<'a>,
    names: &[Option<SsaUse<'a>>],
    types: &[Type],
    allow_attrs: bool,
) -> DResult<Vec<TiedResult>> {
    let mut out = Vec::new();
    loop {
        let mut tied = -1i64;
        let ty = if p.at_token(TokenKind::PercentIdent) {
            let u = p.operand()?;
            let Some(i) = names
                .iter()
                .position(|n| n.is_some_and(|n| n.name == u.name && n.number == u.number))
            else {
                let shown = String::from_utf8_lossy(u.name).into_owned();
                return p.custom_error(
                    u.offset,
                    format!("tied operand not found for result reference {shown}"),
                );
            };
            tied = i as i64;
            if p.eat_keyword("as") {
                p.parse_type()?
            } else {
                types[i]
            }
        } else {
            p.parse_type()?
        };
        let attrs = if allow_attrs && p.at_token(TokenKind::LBrace) {
            p.parse_attr_dict()?
        } else {
            p.ctx.empty_dict()
        };
        out.push(TiedResult { ty, attrs, tied });
        if !p.eat_token(TokenKind::Comma) {
            return Ok(out);
        }
    }
}

/// `-> type`, `-> ()`, `-> (type {attrs}, %arg as type, ...)` or the
/// unparenthesized `-> type, type`.
fn parse_tied_result_list<'a>(
    p: &mut Parser<'a>,
    names: &[Option<SsaUse<'a>>],
    types: &[Type],
) -> DResult<Vec<TiedResult>> {
    if p.eat_token(TokenKind::LParen) {
        if p.eat_token(TokenKind::RParen) {
            return Ok(Vec::new());
        }
        let r = parse_tied_results(p, names, types, true)?;
        p.expect_token(TokenKind::RParen, "expected ')'")?;
        return Ok(r);
    }
    parse_tied_results(p, names, types, false)
}

/// `util.func vis? @name(args) (-> results)? (attributes {...})? body?`
fn parse_func(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut parts = OpParts::default();
    if p.at_token(TokenKind::BareIdent)
        && matches!(p.spelling(), b"public" | b"private" | b"nested")
    {
        let v = p.ctx.string_attr(p.spelling());
        p.bump();
        let e = p.prop("sym_visibility", v);
        parts.props.push(e);
    }
    if !p.at_token(TokenKind::AtIdent) {
        let at = p.here();
        return p.custom_error(at, "expected valid '@'-identifier for symbol name");
    }
    let sym = p.symbol_name_value()?;
    p.bump();
    let a = p.ctx.string_attr(&sym);
    let e = p.prop("sym_name", a);
    parts.props.push(e);

    let args = parse_func_args(p)?;
    let names: Vec<Option<SsaUse<'_>>> = args
        .iter()
        .map(|a| {
            a.name.map(|(name, offset)| SsaUse {
                name,
                number: 0,
                offset,
            })
        })
        .collect();
    let inputs: Vec<Type> = args.iter().map(|a| a.ty).collect();
    let mut results = Vec::new();
    if p.eat_token(TokenKind::Arrow) {
        results = parse_tied_result_list(p, &names, &inputs)?;
    }
    let mut from_signature: Vec<&str> = Vec::new();
    if !results.is_empty() {
        let tied: Vec<i64> = results.iter().map(|r| r.tied).collect();
        let a = index_array(p.ctx, &tied);
        let e = p.prop("tied_operands", a);
        parts.props.push(e);
        from_signature.push("tied_operands");
    }
    let outputs: Vec<Type> = results.iter().map(|r| r.ty).collect();
    let fn_ty = p.ctx.function_type(&inputs, &outputs);
    let a = p.ctx.type_attr(fn_ty);
    let e = p.prop("function_type", a);
    parts.props.push(e);

    let dict_at_kw = p.offset();
    let attrs = p.optional_attr_dict_with_keyword()?;
    for disallowed in ["sym_visibility", "sym_name", "function_type"] {
        if attrs
            .iter()
            .any(|e| p.ctx.str_bytes(e.name) == disallowed.as_bytes())
        {
            return p.custom_error(
                dict_at_kw,
                format!("'{disallowed}' is an inferred attribute and should not be specified in the explicit attribute dictionary"),
            );
        }
    }
    let empty = p.ctx.empty_dict();
    if args.iter().any(|a| a.attrs != empty) {
        let arr: SmallVec<[Attr; 4]> = args.iter().map(|a| a.attrs).collect();
        let a = p.ctx.intern_attr(AttrData::Array(arr));
        let e = p.prop("arg_attrs", a);
        parts.props.push(e);
        from_signature.push("arg_attrs");
    }
    if results.iter().any(|r| r.attrs != empty) {
        let arr: SmallVec<[Attr; 4]> = results.iter().map(|r| r.attrs).collect();
        let a = p.ctx.intern_attr(AttrData::Array(arr));
        let e = p.prop("res_attrs", a);
        parts.props.push(e);
        from_signature.push("res_attrs");
    }
    for name in from_signature {
        if attrs
            .iter()
            .any(|e| p.ctx.str_bytes(e.name) == name.as_bytes())
        {
            return p.custom_error(
                start,
                format!("attribute '{name}' occurs more than once in the attribute list"),
            );
        }
    }
    parts.attrs = attrs;

    let region = p.ir.create_region();
    if p.at_token(TokenKind::LBrace) {
        let body_at = p.offset();
        let rargs: Vec<RegionArg<'_>> = args
            .iter()
            .filter_map(|a| {
                a.name.map(|(name, offset)| RegionArg {
                    name,
                    offset,
                    ty: a.ty,
                    loc: a.loc,
                })
            })
            .collect();
        p.region_with_args(region, &rargs, false, "", None)?;
        if p.ir.entry_block(region).is_none() {
            return p.custom_error(body_at, "expected non-empty function body");
        }
    }
    parts.regions.push(region);
    p.finish_op(def, start, parts)
}

fn print_func(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let ir = p.ir;
    p.w(" ");
    match p.prop(op, "sym_visibility") {
        Some(v) => p.wb(ctx.str_bytes(v)),
        None => p.w("public"),
    }
    p.w(" ");
    if let Some(n) = p.prop(op, "sym_name") {
        p.p.symbol_ref(n);
    }
    let (inputs, results) = signature(ctx, ir, op).unwrap_or_default();
    let arg_attrs = p.prop(op, "arg_attrs");
    let res_attrs = p.prop(op, "res_attrs");
    // IREE spells the arguments `%argN` itself rather than by their names.
    p.w("(");
    for (i, &t) in inputs.iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        p.w("%arg");
        p.int(i as i64);
        p.w(": ");
        p.ty(t);
        let attrs = dict_at(ctx, arg_attrs, i);
        p.named_attrs(&attrs, &[], false);
    }
    p.w(")");
    if !results.is_empty() {
        p.w(" -> ");
        let any_attrs = (0..results.len()).any(|i| !dict_at(ctx, res_attrs, i).is_empty());
        let parens = results.len() != 1 || any_attrs;
        if parens {
            p.w("(");
        }
        for (i, &t) in results.iter().enumerate() {
            if i > 0 {
                p.w(", ");
            }
            let mut print_type = true;
            if let Some(k) = tied_index(p, op, i) {
                p.w("%arg");
                p.int(k as i64);
                if inputs.get(k) != Some(&t) {
                    p.w(" as ");
                } else {
                    print_type = false;
                }
            }
            if print_type {
                p.ty(t);
            }
            let attrs = dict_at(ctx, res_attrs, i);
            p.named_attrs(&attrs, &[], false);
        }
        if parens {
            p.w(")");
        }
    }
    p.attr_dict_with_keyword(op, FUNC_ELIDED);
    if let Some(&r) = ir.regions(op).first() {
        if ir.entry_block(r).is_some() {
            p.w(" ");
            p.region(r, false, true, false);
        }
    }
}

/// The checks of a function-like op's `arg_attrs`/`res_attrs` and entry
/// block (MLIR's `FunctionOpInterface` verifier).
fn verify_function_like(c: &dyn Checker, op: OpId, inputs: &[Type], results: &[Type]) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    for (key, what, plural, n) in [
        ("arg_attrs", "argument", "arguments", inputs.len()),
        ("res_attrs", "result", "results", results.len()),
    ] {
        if let Some(AttrData::Array(e)) = prop(c, op, key).map(|a| ctx.attr_data(a)) {
            if e.len() != n {
                return Err(c.op_error_named(
                    op,
                    &format!(
                        "expects {what} attribute array to have the same number of elements as the number of function {plural}, got {}, but expected {n}",
                        e.len()
                    ),
                ));
            }
        }
    }
    for (key, what) in [("arg_attrs", "arguments"), ("res_attrs", "results")] {
        if let Some(AttrData::Array(dicts)) = prop(c, op, key).map(|a| ctx.attr_data(a)) {
            for &d in dicts.iter() {
                if ctx
                    .dict_entries(d)
                    .iter()
                    .any(|e| !ctx.str_bytes(e.name).contains(&b'.'))
                {
                    return Err(
                        c.op_error_named(op, &format!("{what} may only have dialect attributes"))
                    );
                }
            }
        }
    }
    if let Some(entry) = ir.regions(op).first().and_then(|&r| ir.entry_block(r)) {
        let args = ir.block_args(entry);
        if args.len() != inputs.len() {
            return Err(c.op_error_named(
                op,
                &format!(
                    "entry block must have {} arguments to match function signature",
                    inputs.len()
                ),
            ));
        }
        for (i, (&a, &t)) in args.iter().zip(inputs).enumerate() {
            let at = ir.value_type(a);
            if at != t {
                return Err(c.op_error_named(
                    op,
                    &format!(
                        "type of entry block argument #{i}({}) must match the type of the corresponding argument in function signature({})",
                        quoted(ctx, at),
                        quoted(ctx, t)
                    ),
                ));
            }
        }
    }
    Ok(())
}

fn verify_func(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let (inputs, results) = signature(ctx, ir, op).unwrap_or_default();
    verify_function_like(c, op, &inputs, &results)?;
    check_visibility(c, op)?;
    let declaration = ir.entry_block(ir.regions(op)[0]).is_none();
    if declaration {
        let public = prop(c, op, "sym_visibility").is_none_or(|v| ctx.str_bytes(v) == b"public");
        if public {
            return Err(c.op_error_named(op, "symbol declaration cannot have public visibility"));
        }
    }
    if let Some(tied) = prop(c, op, "tied_operands").and_then(|a| index_values(ctx, a)) {
        // Every entry, as `FuncOp::verify` checks them, results or not.
        for (i, &t) in tied.iter().enumerate() {
            if t != -1 && (t < 0 || t as usize >= inputs.len()) {
                return Err(c.op_error_named(
                    op,
                    &format!("result #{i} tied to invalid operand index {t}"),
                ));
            }
        }
    }
    Ok(())
}

// ----- util.call -----

/// `util.call @callee(%a, ...) <props>? {attrs}? : (types) -> results`
fn parse_call(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let callee = p.flat_symbol_ref()?;
    p.expect_token(TokenKind::LParen, "expected '('")?;
    let at = p.offset();
    let uses = p.operand_list()?;
    p.expect_token(TokenKind::RParen, "expected ')'")?;
    let mut parts = OpParts::default();
    parse_prop_dict(p, &mut parts)?;
    parts.attrs = p.optional_attr_dict()?;
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    p.expect_token(TokenKind::LParen, "expected '('")?;
    let mut types: SmallVec<[Type; 4]> = SmallVec::new();
    if !p.eat_token(TokenKind::RParen) {
        types = p.type_list()?;
        p.expect_token(TokenKind::RParen, "expected ')'")?;
    }
    p.expect_token(TokenKind::Arrow, "expected '->'")?;
    let names: Vec<Option<SsaUse<'_>>> = uses.iter().copied().map(Some).collect();
    let results = parse_tied_result_list(p, &names, &types)?;
    parts.operands = p.resolve(def.name, at, &uses, &types)?;
    let e = p.prop("callee", callee);
    parts.props.push(e);
    if !results.is_empty() {
        let tied: Vec<i64> = results.iter().map(|r| r.tied).collect();
        let a = index_array(p.ctx, &tied);
        let e = p.prop("tied_operands", a);
        parts.props.push(e);
    }
    parts.result_types = results.iter().map(|r| r.ty).collect();
    p.finish_op(def, start, parts)
}

fn print_call(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.w(" ");
    if let Some(c) = p.prop(op, "callee") {
        p.attr(c);
    }
    p.w("(");
    p.operands(op);
    p.w(")");
    p.prop_dict(op, &["callee", "tied_operands"]);
    print_discardable(p, op);
    p.w(" : (");
    p.types(ir.operands(op).map(|v| ir.value_type(v)));
    p.w(") -> ");
    let n = ir.num_results(op);
    if n != 1 {
        p.w("(");
    }
    for i in 0..n {
        if i > 0 {
            p.w(", ");
        }
        let rt = ir.value_type(ir.result(op, i));
        let mut print_type = true;
        if let Some(k) = tied_index(p, op, i).filter(|&k| k < ir.num_operands(op)) {
            let v = ir.operand(op, k);
            p.value(v);
            if ir.value_type(v) != rt {
                p.w(" as ");
            } else {
                print_type = false;
            }
        }
        if print_type {
            p.ty(rt);
        }
    }
    if n != 1 {
        p.w(")");
    }
}

fn verify_call(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    // IREE's `verifyTiedOp` sizes the indices by the results before
    // comparing their count with the results', so a `tied_operands` of
    // another length passes it; only the callee's is compared below.
    let tied = prop(c, op, "tied_operands");
    let Some(name) = prop(c, op, "callee").and_then(|a| symbol_root(ctx, a)) else {
        return Ok(());
    };
    let shown = String::from_utf8_lossy(name).into_owned();
    let Some(func) = c
        .lookup_symbol(op, name)
        .filter(|&f| ctx.str_bytes(ir.op(f).name) == b"util.func")
    else {
        return Err(c.op_error_named(op, &format!("undefined/incompatible callee: {shown}")));
    };
    let operands: Vec<Type> = ir.operands(op).map(|v| ir.value_type(v)).collect();
    let results: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    let expected = render_function_type(ctx, &operands, &results);
    let callee_ty = ir
        .op(func)
        .props
        .and_then(|pr| ctx.dict_get(pr, b"function_type"));
    let callee_shown = callee_ty.map_or_else(
        || "<<NULL ATTRIBUTE>>".to_string(),
        |a| crate::printer::attr_to_string(ctx, a),
    );
    let matches = signature(ctx, ir, func)
        .is_some_and(|(i, r)| i[..] == operands[..] && r[..] == results[..]);
    if !matches {
        return Err(c.op_error_named(
            op,
            &format!(
                "function type mismatch; expected '{expected}' but callee is '{callee_shown}'"
            ),
        ));
    }
    let callee_tied = ir
        .op(func)
        .props
        .and_then(|pr| ctx.dict_get(pr, b"tied_operands"));
    // `areTiedOperandsEqual`: both or neither tie some result, and, when
    // both say, they say the same.
    let any_tied = |a: Option<Attr>| {
        a.and_then(|a| index_values(ctx, a))
            .is_some_and(|v| v.iter().any(|&i| i != -1))
    };
    let equal = any_tied(callee_tied) == any_tied(tied)
        && match (callee_tied, tied) {
            (Some(x), Some(y)) => x == y,
            _ => true,
        };
    if !equal {
        let show = |a: Option<Attr>| {
            a.map_or_else(
                || "<<NULL ATTRIBUTE>>".to_string(),
                |a| crate::printer::attr_to_string(ctx, a),
            )
        };
        return Err(c.op_error_named(
            op,
            &format!(
                "function tied operands mismatch; have {} but callee is {}",
                show(tied),
                show(callee_tied)
            ),
        ));
    }
    Ok(())
}

/// `(a, b) -> c` as MLIR prints a function type.
fn render_function_type(ctx: &Context, inputs: &[Type], results: &[Type]) -> String {
    let list = |ts: &[Type]| -> Vec<String> {
        ts.iter()
            .map(|&t| crate::printer::type_to_string(ctx, t))
            .collect()
    };
    let ins = list(inputs).join(", ");
    let outs = list(results);
    let single_plain =
        results.len() == 1 && !matches!(ctx.type_data(results[0]), TypeData::Function { .. });
    if single_plain {
        format!("({ins}) -> {}", outs[0])
    } else {
        format!("({ins}) -> ({})", outs.join(", "))
    }
}

// ----- util.return -----

/// `util.return {attrs}? (%v, ... : types)?`
fn parse_return(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    let (uses, types) = p.parse_typed_uses(def.name)?;
    for (u, &t) in uses.iter().zip(types.iter()) {
        let v = p.resolve_one(*u, t)?;
        parts.operands.push(v);
    }
    p.finish_op(def, start, parts)
}

fn print_return(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.attr_dict(op, &[]);
    if ir.num_operands(op) > 0 {
        p.w(" ");
        p.operands(op);
        p.w(" : ");
        p.types(ir.operands(op).map(|v| ir.value_type(v)));
    }
}

fn verify_return(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    // The declared parents make this one of them.
    let Some(func) = ir.parent_op(op) else {
        return Ok(());
    };
    let expected = match ctx.str_bytes(ir.op(func).name) {
        b"util.hoistable_conversion" => return Ok(()),
        // An initializer returns nothing, whatever its `function_type`.
        b"util.initializer" => Vec::new(),
        _ => signature(ctx, ir, func).unwrap_or_default().1,
    };
    let n = ir.num_operands(op);
    if n != expected.len() {
        return Err(c.op_error_named(
            op,
            &format!(
                "has {n} operands, but enclosing function-like op returns {}",
                expected.len()
            ),
        ));
    }
    for (i, (v, &t)) in ir.operands(op).zip(expected.iter()).enumerate() {
        let vt = ir.value_type(v);
        if vt != t {
            return Err(c.op_error_named(
                op,
                &format!(
                    "type of return operand {i} ({}) doesn't match function result type ({})",
                    quoted(ctx, vt),
                    quoted(ctx, t)
                ),
            ));
        }
    }
    Ok(())
}

// ----- util.initializer -----

/// `util.initializer (attributes {...})? { body }`
fn parse_initializer(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut parts = OpParts::default();
    let fn_ty = p.ctx.function_type(&[], &[]);
    let a = p.ctx.type_attr(fn_ty);
    let e = p.prop("function_type", a);
    parts.props.push(e);
    parts.attrs = p.optional_attr_dict_with_keyword()?;
    let region = p.ir.create_region();
    p.region_with_args(region, &[], false, "", None)?;
    parts.regions.push(region);
    p.finish_op(def, start, parts)
}

fn print_initializer(p: &mut AsmPrinter<'_>, op: OpId) {
    p.attr_dict_with_keyword(op, &["function_type"]);
    p.w(" ");
    if let Some(&r) = p.ir.regions(op).first() {
        p.region(r, true, true, false);
    }
}

fn verify_initializer(c: &dyn Checker, op: OpId) -> VResult {
    // IREE's initializer takes and returns nothing whatever its
    // `function_type` says (`getArgumentTypes`/`getResultTypes` are empty).
    verify_function_like(c, op, &[], &[])
}

// ----- util.global -----

/// `util.global vis? mutable? @name <props>? {attrs}? (: type)? (= value)?`
fn parse_global(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut parts = OpParts::default();
    if p.at_token(TokenKind::BareIdent)
        && matches!(p.spelling(), b"public" | b"private" | b"nested")
    {
        let v = p.ctx.string_attr(p.spelling());
        p.bump();
        let e = p.prop("sym_visibility", v);
        parts.props.push(e);
    }
    if p.eat_keyword("mutable") {
        let u = p.ctx.unit_attr();
        let e = p.prop("is_mutable", u);
        parts.props.push(e);
    }
    if !p.at_token(TokenKind::AtIdent) {
        let at = p.here();
        return p.custom_error(at, "expected valid '@'-identifier for symbol name");
    }
    let sym = p.symbol_name_value()?;
    p.bump();
    let a = p.ctx.string_attr(&sym);
    let e = p.prop("sym_name", a);
    parts.props.push(e);
    parse_prop_dict(p, &mut parts)?;
    parts.attrs = p.optional_attr_dict()?;
    // custom<TypeOrAttr>
    let (ty, init) = if p.eat_token(TokenKind::Equal) {
        let v = p.parse_attribute(None)?;
        let t = match p.ctx.attr_data(v) {
            // MLIR's strings are typed attributes of type `none`.
            AttrData::String { ty: None, .. } => p.ctx.none_type(),
            _ => match value_type(p.ctx, v) {
                Some(t) => t,
                None => {
                    let at = p.here();
                    return p.custom_error(at, "expected a typed attribute");
                }
            },
        };
        (t, Some(v))
    } else {
        let t = p.colon_type()?;
        let init = if p.eat_token(TokenKind::Equal) {
            Some(p.parse_attribute(None)?)
        } else {
            None
        };
        (t, init)
    };
    let a = p.ctx.type_attr(ty);
    let e = p.prop("type", a);
    parts.props.push(e);
    if let Some(v) = init {
        let e = p.prop("initial_value", v);
        parts.props.push(e);
    }
    p.finish_op(def, start, parts)
}

/// The type of a typed attribute (a string without one has none in sigil;
/// MLIR's is `none`, see [`is_none_typed_string`]).
fn value_type(ctx: &Context, a: Attr) -> Option<Type> {
    super::support::typed_attr_type(ctx, ctx.attr_data(a))
}

/// A string attribute without a type, which MLIR types `none`.
fn is_none_typed_string(ctx: &Context, a: Attr) -> bool {
    matches!(ctx.attr_data(a), AttrData::String { ty: None, .. })
}

/// Whether `a`'s type is `t` (MLIR's `typedAttr.getType() == type`).
fn attr_has_type(ctx: &Context, a: Attr, t: Option<Type>) -> bool {
    match (value_type(ctx, a), t) {
        (Some(at), Some(t)) => at == t,
        (None, Some(t)) => {
            is_none_typed_string(ctx, a) && matches!(ctx.type_data(t), TypeData::None)
        }
        _ => false,
    }
}

fn print_global(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.w(" ");
    match p.prop(op, "sym_visibility") {
        Some(v) => p.wb(ctx.str_bytes(v)),
        None => p.w("public"),
    }
    if p.prop(op, "is_mutable").is_some() {
        p.w(" mutable");
    }
    p.w(" ");
    if let Some(n) = p.prop(op, "sym_name") {
        p.p.symbol_ref(n);
    }
    p.prop_dict(
        op,
        &[
            "sym_visibility",
            "is_mutable",
            "sym_name",
            "type",
            "initial_value",
        ],
    );
    print_discardable(p, op);
    // custom<TypeOrAttr>
    let ty = p.prop(op, "type");
    let init = p.prop(op, "initial_value");
    let mut needs_space = false;
    let declared = printer_prop_type(p, op, "type");
    if !init.is_some_and(|a| attr_has_type(ctx, a, declared)) {
        p.w(" : ");
        if let Some(t) = ty {
            p.attr(t);
        }
        needs_space = true;
    } else {
        p.w(" ");
    }
    if let Some(v) = init {
        if needs_space {
            p.w(" ");
        }
        p.w("= ");
        p.attr(v);
    }
}

/// `isGlobalTypeCompatible`: shaped types of compatible shapes, buffers
/// with buffers, else equal types.
fn global_type_compatible(ctx: &Context, global: Type, access: Type) -> bool {
    let shape = |t: Type| -> Option<Option<Vec<i64>>> {
        match ctx.type_data(t) {
            TypeData::RankedTensor { shape, .. }
            | TypeData::Vector { shape, .. }
            | TypeData::MemRef { shape, .. } => Some(Some(shape.to_vec())),
            TypeData::UnrankedTensor { .. } | TypeData::UnrankedMemRef { .. } => Some(None),
            _ => None,
        }
    };
    if let (Some(a), Some(b)) = (shape(global), shape(access)) {
        return match (a, b) {
            (Some(a), Some(b)) => {
                a.len() == b.len()
                    && a.iter().zip(&b).all(|(&x, &y)| {
                        x == y || x == crate::types::DYNAMIC || y == crate::types::DYNAMIC
                    })
            }
            _ => true,
        };
    }
    if is_util_type(ctx, global, "buffer") {
        return is_util_type(ctx, access, "buffer");
    }
    global == access
}

fn verify_global(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    check_visibility(c, op)?;
    let (Some(ty), Some(init)) = (type_prop(c, op, "type"), prop(c, op, "initial_value")) else {
        return Ok(());
    };
    let provided = match value_type(ctx, init) {
        Some(it) if !global_type_compatible(ctx, ty, it) => quoted(ctx, it),
        None if is_none_typed_string(ctx, init) && !attr_has_type(ctx, init, Some(ty)) => {
            "'none'".to_string()
        }
        _ => return Ok(()),
    };
    let name = prop(c, op, "sym_name")
        .map_or_else(String::new, |n| crate::printer::attr_to_string(ctx, n));
    Err(c.op_error_named(
        op,
        &format!(
            "initial value type mismatch; global {name} is {} but initial value provided is {provided}",
            quoted(ctx, ty)
        ),
    ))
}

/// The `util.global` a load or store names, or the error saying it is
/// undefined.
fn lookup_global(c: &dyn Checker, op: OpId) -> Result<Option<OpId>, Box<Diagnostic>> {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(g) = prop(c, op, "global") else {
        return Ok(None);
    };
    let Some(name) = symbol_root(ctx, g) else {
        return Ok(None);
    };
    match c
        .lookup_symbol(op, name)
        .filter(|&o| ctx.str_bytes(ir.op(o).name) == b"util.global")
    {
        Some(o) => Ok(Some(o)),
        None => Err(c.op_error_named(
            op,
            &format!(
                "undefined global: {}",
                crate::printer::attr_to_string(ctx, g)
            ),
        )),
    }
}

fn global_name(c: &dyn Checker, g: OpId) -> String {
    prop(c, g, "sym_name").map_or_else(String::new, |n| crate::printer::attr_to_string(c.ctx(), n))
}

/// `util.global.load immutable? @name {attrs}? : type`
fn parse_global_load(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut parts = OpParts::default();
    if p.eat_keyword("immutable") {
        let u = p.ctx.unit_attr();
        let e = p.prop("is_immutable", u);
        parts.props.push(e);
    }
    let g = p.flat_symbol_ref()?;
    let e = p.prop("global", g);
    parts.props.push(e);
    parts.attrs = p.optional_attr_dict()?;
    let ty = p.colon_type()?;
    parts.result_types.push(ty);
    p.finish_op(def, start, parts)
}

fn print_global_load(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.w(" ");
    if p.prop(op, "is_immutable").is_some() {
        p.w("immutable ");
    }
    if let Some(g) = p.prop(op, "global") {
        p.attr(g);
    }
    p.attr_dict(op, &["global", "is_immutable"]);
    p.w(" : ");
    if ir.num_results(op) > 0 {
        p.ty(ir.value_type(ir.result(op, 0)));
    }
}

fn global_load_name(ctx: &Context, ir: &Ir, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    if ir.num_results(op) == 0 {
        return;
    }
    let name = ir
        .op(op)
        .props
        .and_then(|p| ctx.dict_get(p, b"global"))
        .and_then(|g| symbol_root(ctx, g));
    if let Some(n) = name {
        set(ir.result(op, 0), &String::from_utf8_lossy(n));
    }
}

fn verify_global_load(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let Some(g) = lookup_global(c, op)? else {
        return Ok(());
    };
    let lt = result_type(c, op, 0);
    if let Some(gt) = type_prop(c, g, "type") {
        if !global_type_compatible(ctx, gt, lt) {
            return Err(c.op_error_named(
                op,
                &format!(
                    "global type mismatch; global {} is {} but load is {}",
                    global_name(c, g),
                    quoted(ctx, gt),
                    quoted(ctx, lt)
                ),
            ));
        }
    }
    if prop(c, op, "is_immutable").is_some() && prop(c, g, "is_mutable").is_some() {
        return Err(c.op_error_named(op, "is marked as immutable but the global is mutable"));
    }
    Ok(())
}

/// `util.global.store %value, @name {attrs}? : type`
fn parse_global_store(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let v = p.operand()?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let g = p.flat_symbol_ref()?;
    let mut parts = OpParts::default();
    let e = p.prop("global", g);
    parts.props.push(e);
    parts.attrs = p.optional_attr_dict()?;
    let ty = p.colon_type()?;
    parts.operands.push(p.resolve_one(v, ty)?);
    p.finish_op(def, start, parts)
}

fn print_global_store(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.w(" ");
    p.operands(op);
    p.w(", ");
    if let Some(g) = p.prop(op, "global") {
        p.attr(g);
    }
    p.attr_dict(op, &["global"]);
    p.w(" : ");
    if ir.num_operands(op) > 0 {
        p.ty(ir.value_type(ir.operand(op, 0)));
    }
}

fn verify_global_store(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let Some(g) = lookup_global(c, op)? else {
        return Ok(());
    };
    let st = operand_type(c, op, 0);
    if let Some(gt) = type_prop(c, g, "type") {
        if gt != st {
            return Err(c.op_error_named(
                op,
                &format!(
                    "global type mismatch; global {} is {} but store is {}",
                    global_name(c, g),
                    quoted(ctx, gt),
                    quoted(ctx, st)
                ),
            ));
        }
    }
    Ok(())
}

// ----- lists -----

/// `util.list.create %capacity? {attrs}? : type`
fn parse_list_create(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let capacity = if p.at_token(TokenKind::PercentIdent) {
        Some(p.operand()?)
    } else {
        None
    };
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    let ty = p.colon_type()?;
    if let Some(u) = capacity {
        let index = p.ctx.index_type();
        parts.operands.push(p.resolve_one(u, index)?);
    }
    parts.result_types.push(ty);
    p.finish_op(def, start, parts)
}

fn print_list_create(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    if ir.num_operands(op) > 0 {
        p.w(" ");
        p.operands(op);
    }
    p.attr_dict(op, &[]);
    p.w(" : ");
    if ir.num_results(op) > 0 {
        p.ty(ir.value_type(ir.result(op, 0)));
    }
}

/// `operands {attrs}? : list-type` of `util.list.size` (one operand) and
/// `util.list.resize` (the list and an index).
fn parse_list_size_resize(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let at = p.offset();
    let uses = p.operand_list()?;
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    let ty = p.colon_type()?;
    let mut types = vec![ty];
    if def.name == "util.list.resize" {
        types.push(p.ctx.index_type());
    } else {
        let index = p.ctx.index_type();
        parts.result_types.push(index);
    }
    parts.operands = p.resolve(def.name, at, &uses, &types)?;
    p.finish_op(def, start, parts)
}

/// `operands {attrs}? : type-of-first-operand`.
fn print_operands_colon_first_type(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.w(" ");
    p.operands(op);
    p.attr_dict(op, &[]);
    p.w(" : ");
    if ir.num_operands(op) > 0 {
        p.ty(ir.value_type(ir.operand(op, 0)));
    }
}

/// `%list[%index]`.
fn parse_list_access<'a>(p: &mut Parser<'a>) -> DResult<(SsaUse<'a>, SsaUse<'a>)> {
    let list = p.operand()?;
    p.expect_token(TokenKind::LSquare, "expected '['")?;
    let index = p.operand()?;
    p.expect_token(TokenKind::RSquare, "expected ']'")?;
    Ok((list, index))
}

/// `util.list.get %list[%index] {attrs}? : list-type (-> type)?`
fn parse_list_get(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let (list, index) = parse_list_access(p)?;
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let list_ty = p.parse_type()?;
    let Some(elem) = list_element(p.ctx, list_ty) else {
        let at = p.here();
        return p.custom_error(at, "expected !util.list<T> type");
    };
    let result = if p.eat_token(TokenKind::Arrow) {
        let t = p.parse_type()?;
        if !can_implicitly_cast(p.ctx, elem, t) {
            let at = p.here();
            return p.custom_error(
                at,
                "list access types must match the same base type as the list element type (when not variant)",
            );
        }
        t
    } else {
        elem
    };
    let index_ty = p.ctx.index_type();
    parts.operands.push(p.resolve_one(list, list_ty)?);
    parts.operands.push(p.resolve_one(index, index_ty)?);
    parts.result_types.push(result);
    p.finish_op(def, start, parts)
}

fn print_list_get(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ctx = p.ctx();
    if ir.num_operands(op) < 2 || ir.num_results(op) < 1 {
        return;
    }
    p.w(" ");
    p.value(ir.operand(op, 0));
    p.w("[");
    p.value(ir.operand(op, 1));
    p.w("]");
    p.attr_dict(op, &[]);
    p.w(" : ");
    let list_ty = ir.value_type(ir.operand(op, 0));
    let rt = ir.value_type(ir.result(op, 0));
    p.ty(list_ty);
    if list_element(ctx, list_ty) != Some(rt) {
        p.w(" -> ");
        p.result_types(&[rt]);
    }
}

fn verify_list_get(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let lt = operand_type(c, op, 0);
    let elem = list_element(ctx, lt).expect("the declared structure makes it a list");
    let rt = result_type(c, op, 0);
    if !can_implicitly_cast(ctx, elem, rt) {
        return Err(c.plain_error(
            op,
            format!(
                "list contains {} and cannot be accessed as {}",
                quoted_elem(ctx, elem),
                quoted(ctx, rt)
            ),
        ));
    }
    Ok(())
}

/// `util.list.set %list[%index], %value {attrs}? : (type ->)? list-type`
fn parse_list_set(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let (list, index) = parse_list_access(p)?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let value = p.operand()?;
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let leading = p.parse_type()?;
    let (list_ty, value_ty) = if p.eat_token(TokenKind::Arrow) {
        let l = p.parse_type()?;
        if !is_list(p.ctx, l) {
            let at = p.here();
            return p.custom_error(at, "expected an !util.list<T> type");
        }
        (l, leading)
    } else {
        if !is_list(p.ctx, leading) {
            let at = p.here();
            return p.custom_error(at, "expected an !util.list<T> type");
        }
        match list_element(p.ctx, leading) {
            Some(t) => (leading, t),
            None => {
                let at = p.here();
                return p.custom_error(at, "expected an !util.list<T> type");
            }
        }
    };
    let index_ty = p.ctx.index_type();
    parts.operands.push(p.resolve_one(list, list_ty)?);
    parts.operands.push(p.resolve_one(index, index_ty)?);
    parts.operands.push(p.resolve_one(value, value_ty)?);
    p.finish_op(def, start, parts)
}

fn print_list_set(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ctx = p.ctx();
    if ir.num_operands(op) < 3 {
        return;
    }
    p.w(" ");
    p.value(ir.operand(op, 0));
    p.w("[");
    p.value(ir.operand(op, 1));
    p.w("], ");
    p.value(ir.operand(op, 2));
    p.attr_dict(op, &[]);
    p.w(" : ");
    let list_ty = ir.value_type(ir.operand(op, 0));
    let vt = ir.value_type(ir.operand(op, 2));
    if list_element(ctx, list_ty) != Some(vt) {
        p.ty(vt);
        p.w(" -> ");
        p.result_types(&[list_ty]);
    } else {
        p.ty(list_ty);
    }
}

fn verify_list_set(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let lt = operand_type(c, op, 0);
    let elem = list_element(ctx, lt).expect("the declared structure makes it a list");
    let vt = operand_type(c, op, 2);
    if !can_implicitly_cast(ctx, vt, elem) {
        return Err(c.plain_error(
            op,
            format!(
                "list contains {} and cannot be mutated as {}",
                quoted_elem(ctx, elem),
                quoted(ctx, vt)
            ),
        ));
    }
    Ok(())
}

// ----- small ops -----

/// `util.null {attrs}? : type`
fn parse_null(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    let ty = p.colon_type()?;
    parts.result_types.push(ty);
    p.finish_op(def, start, parts)
}

fn print_null(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.attr_dict(op, &[]);
    p.w(" : ");
    if ir.num_results(op) > 0 {
        p.ty(ir.value_type(ir.result(op, 0)));
    }
}

/// `util.cmp.eq %lhs, %rhs {attrs}? : type`
fn parse_cmp_eq(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let at = p.offset();
    let uses = p.operand_list()?;
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    let ty = p.colon_type()?;
    parts.operands = p.resolve(def.name, at, &uses, &[ty, ty])?;
    let i1 = p.ctx.i(1);
    parts.result_types.push(i1);
    p.finish_op(def, start, parts)
}

fn verify_cmp_eq(c: &dyn Checker, op: OpId) -> VResult {
    if operand_type(c, op, 0) != operand_type(c, op, 1) {
        return Err(c.op_error_named(op, "failed to verify that all of {lhs, rhs} have same type"));
    }
    Ok(())
}

/// `util.align %value, %alignment {attrs}? : type`
fn parse_align(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let at = p.offset();
    let a = p.operand()?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let b = p.operand()?;
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    let ty = p.colon_type()?;
    parts.operands = p.resolve(def.name, at, &[a, b], &[ty, ty])?;
    parts.result_types.push(ty);
    p.finish_op(def, start, parts)
}

fn print_align(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.w(" ");
    p.operands(op);
    p.attr_dict(op, &[]);
    p.w(" : ");
    if ir.num_results(op) > 0 {
        p.ty(ir.value_type(ir.result(op, 0)));
    }
}

/// `SameOperandsAndResultType`.
fn verify_align(c: &dyn Checker, op: OpId) -> VResult {
    let rt = result_type(c, op, 0);
    if operand_type(c, op, 0) != rt || operand_type(c, op, 1) != rt {
        return Err(c.op_error_named(op, "requires the same type for all operands and results"));
    }
    Ok(())
}

/// `util.sizeof type (attributes {...})?`
fn parse_sizeof(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let ty = p.parse_type()?;
    let mut parts = OpParts::default();
    let a = p.ctx.type_attr(ty);
    let e = p.prop("sizedType", a);
    parts.props.push(e);
    parts.attrs = p.optional_attr_dict_with_keyword()?;
    let index = p.ctx.index_type();
    parts.result_types.push(index);
    p.finish_op(def, start, parts)
}

fn print_sizeof(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" ");
    if let Some(t) = printer_prop_type(p, op, "sizedType") {
        p.ty(t);
    }
    p.attr_dict_with_keyword(op, &["sizedType"]);
}

/// `util.optimization_barrier {attrs}? (%v, ... : types)?`
fn parse_optimization_barrier(
    p: &mut Parser<'_>,
    def: &'static OpDef,
    start: u32,
) -> DResult<OpId> {
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    if p.at_token(TokenKind::PercentIdent) {
        let at = p.offset();
        let uses = p.operand_list()?;
        let types = {
            p.expect_token(TokenKind::Colon, "expected ':'")?;
            p.type_list()?
        };
        parts.operands = p.resolve(def.name, at, &uses, &types)?;
        parts.result_types = types.iter().copied().collect();
    }
    p.finish_op(def, start, parts)
}

fn print_optimization_barrier(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.attr_dict(op, &[]);
    if ir.num_operands(op) > 0 {
        p.w(" ");
        p.operands(op);
        p.w(" : ");
        p.types(ir.operands(op).map(|v| ir.value_type(v)));
    }
}

/// `AllTypesMatch<["operands", "results"]>` on variadic ranges.
fn operand_and_result_types_match(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    let ops: Vec<Type> = ir.operands(op).map(|v| ir.value_type(v)).collect();
    let res: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    if ops != res {
        return Err(c.op_error_named(
            op,
            "failed to verify that all of {operands, results} have same type",
        ));
    }
    Ok(())
}

fn verify_optimization_barrier(c: &dyn Checker, op: OpId) -> VResult {
    operand_and_result_types_match(c, op)
}

/// `util.unfoldable_constant {attrs}? value (: type)?` (the type only for a
/// symbol reference).
fn parse_unfoldable_constant(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    let at = p.here();
    let value = p.parse_attribute(None)?;
    let ty = match p.ctx.attr_data(value) {
        AttrData::SymbolRef { .. } => p.colon_type()?,
        AttrData::String { ty: None, .. } => p.ctx.none_type(),
        _ => match value_type(p.ctx, value) {
            Some(t) => t,
            None => return p.custom_error(at, "expected a typed attribute as the constant value"),
        },
    };
    let e = p.prop("value", value);
    parts.props.push(e);
    parts.result_types.push(ty);
    p.finish_op(def, start, parts)
}

fn print_unfoldable_constant(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.w(" ");
    p.attr_dict(op, &["value"]);
    if p.all_attrs(op).len() > 1 {
        p.w(" ");
    }
    let Some(v) = p.prop(op, "value") else {
        return;
    };
    p.attr(v);
    if matches!(ctx.attr_data(v), AttrData::SymbolRef { .. }) {
        let ir = p.ir;
        p.w(" : ");
        if ir.num_results(op) > 0 {
            p.ty(ir.value_type(ir.result(op, 0)));
        }
    }
}

// ----- util.assume.int -----

/// One `<...>` assumption, read by the `#util.int.assumption` definition
/// from the op's tokens (its errors name the op where MLIR's do).
fn parse_assumption(p: &mut Parser<'_>) -> DResult<Attr> {
    crate::dialects::api::parse_custom_attr(p, defs::attr_def("int.assumption"))
}

/// `util.assume.int %v<...>, %w[<...>, <...>], ... : types {attrs}?`
fn parse_assume_int(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let at = p.offset();
    let mut uses: SmallVec<[SsaUse<'_>; 4]> = SmallVec::new();
    let mut rows: SmallVec<[Attr; 4]> = SmallVec::new();
    loop {
        uses.push(p.operand()?);
        let mut row: SmallVec<[Attr; 4]> = SmallVec::new();
        if p.eat_token(TokenKind::LSquare) {
            if !p.eat_token(TokenKind::RSquare) {
                loop {
                    row.push(parse_assumption(p)?);
                    if p.eat_token(TokenKind::RSquare) {
                        break;
                    }
                    p.expect_token(TokenKind::Comma, "expected ']'")?;
                }
            }
        } else {
            row.push(parse_assumption(p)?);
        }
        rows.push(p.ctx.intern_attr(AttrData::Array(row)));
        if !p.eat_token(TokenKind::Comma) {
            break;
        }
    }
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let types = p.type_list()?;
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    parts.operands = p.resolve(def.name, at, &uses, &types)?;
    parts.result_types = types.iter().copied().collect();
    let a = p.ctx.intern_attr(AttrData::Array(rows));
    let e = p.prop("assumptions", a);
    parts.props.push(e);
    p.finish_op(def, start, parts)
}

/// The assumption rows (one array of `#util.int.assumption` per operand).
fn assumption_rows(ctx: &Context, a: Attr) -> Option<Vec<Vec<Attr>>> {
    let AttrData::Array(rows) = ctx.attr_data(a) else {
        return None;
    };
    rows.iter()
        .map(|&r| match ctx.attr_data(r) {
            AttrData::Array(items) => items
                .iter()
                .map(|&i| defs::is_attr(ctx, i, "int.assumption").then_some(i))
                .collect(),
            _ => None,
        })
        .collect()
}

fn print_assumption(p: &mut AsmPrinter<'_>, a: Attr) {
    if let AttrData::Dialect(d) = p.ctx().attr_data(a) {
        if let Some(text) = defs::assumption_text(&d.params) {
            p.w(&text);
        }
    }
}

fn print_assume_int(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ctx = p.ctx();
    let rows = p
        .prop(op, "assumptions")
        .and_then(|a| assumption_rows(ctx, a))
        .unwrap_or_default();
    let n = ir.num_operands(op);
    let indent = p.current_indent();
    p.w(" ");
    for i in 0..n {
        if n > 1 {
            p.w("\n");
            p.spaces(indent + 4);
        }
        p.value(ir.operand(op, i));
        let row = rows.get(i).cloned().unwrap_or_default();
        if row.len() == 1 {
            print_assumption(p, row[0]);
        } else {
            p.w("[");
            for (j, &a) in row.iter().enumerate() {
                if j > 0 {
                    p.w(", ");
                }
                print_assumption(p, a);
            }
            p.w("]");
        }
        if i + 1 < n {
            p.w(", ");
        }
    }
    if n > 1 {
        p.w("\n");
        p.spaces(indent + 2);
        p.w(": ");
    } else {
        p.w(" : ");
    }
    p.types(ir.operands(op).map(|v| ir.value_type(v)));
    p.attr_dict(op, &["assumptions"]);
}

fn verify_assume_int(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let rows = prop(c, op, "assumptions")
        .and_then(|a| assumption_rows(ctx, a))
        .expect("the declared structure checked it");
    operand_and_result_types_match(c, op)?;
    let n = ir.num_operands(op);
    if rows.len() != n {
        return Err(c.op_error_named(
            op,
            &format!("expected {n} assumption rows to match number of operands"),
        ));
    }
    let mut expected: Option<usize> = None;
    for (i, row) in rows.iter().enumerate() {
        if row.len() == 1 {
            continue;
        }
        match expected {
            None => expected = Some(row.len()),
            Some(e) if e != row.len() => {
                return Err(c.op_error_named(
                    op,
                    &format!(
                        "expected operand #{i} to have {e} assumptions but it has {}",
                        row.len()
                    ),
                ));
            }
            Some(_) => {}
        }
    }
    Ok(())
}
