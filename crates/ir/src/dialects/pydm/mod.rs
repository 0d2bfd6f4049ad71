//! The `iree_pydm` dialect (Python's data model, `../shared/spec/pydm.md`):
//! its types (`types.rs`) and every op of the spec with the original
//! dialect's assembly formats, a declared structure and a verifier.
//!
//! Most ops are a few operands, a colon and their types, so their custom
//! forms are described by a `Form` (one per op, in the table) that one
//! parser and one printer interpret; the rest (`func`, `call`, `constant`,
//! `functional_if`, ...) have their own functions. Types the format does
//! not write (the `exception_result` of `unbox` and `subscript`, the
//! `bool` of `apply_compare`, the `i1` of `bool_to_pred`, the objects of
//! `dynamic_binary_promote`) are fixed by the op and rebuilt by the parser.
//! Inside `iree_pydm.func` the default dialect is `iree_pydm`, so ops print
//! without prefix there, as in the original.

pub mod types;

pub(crate) use types::TYPES;
pub use types::{bare_type, integer_type, object_of, py_type, real_type, type_code};
pub use types::{IntKind, PyType, Storage};

use super::constraints as c;
use super::structure::*;
use super::{AttrKind, OpDef, OpTraits, PropSpec};
use crate::attrs::AttrData;
use crate::diag::{DResult, Diagnostic};
use crate::ir::OpId;
use crate::lexer::TokenKind;
use crate::parser::asm::OpParts;
use crate::parser::Parser;
use crate::printer::custom::AsmPrinter;
use crate::types::Type;
use crate::verifier::Checker;
use crate::Context;

type VResult = Result<(), Box<Diagnostic>>;

fn is(ctx: &Context, t: Type, want: PyType) -> bool {
    py_type(ctx, t) == Some(want)
}

const EXC: TypeConstraint = TypeConstraint::new("!iree_pydm.exception_result", |c, t| {
    is(c, t, PyType::ExceptionResult)
});
const BOOL: TypeConstraint = TypeConstraint::new("!iree_pydm.bool", |c, t| is(c, t, PyType::Bool));
const NONE: TypeConstraint =
    TypeConstraint::new("!iree_pydm.none", |c, t| is(c, t, PyType::NoneType));
const OBJECT: TypeConstraint = TypeConstraint::new("!iree_pydm.object", |c, t| {
    matches!(py_type(c, t), Some(PyType::Object(_)))
});
const LIST: TypeConstraint = TypeConstraint::new("!iree_pydm.list", |c, t| {
    matches!(py_type(c, t), Some(PyType::List(_)))
});
const TUPLE: TypeConstraint =
    TypeConstraint::new("!iree_pydm.tuple", |c, t| is(c, t, PyType::Tuple));
const FREE_VAR: TypeConstraint = TypeConstraint::new("!iree_pydm.free_var_ref", |c, t| {
    is(c, t, PyType::FreeVarRef)
});
const INTEGER: TypeConstraint = TypeConstraint::new("!iree_pydm.integer", |c, t| {
    matches!(py_type(c, t), Some(PyType::Integer(_)))
});
const INTEGER_OR_BOOL: TypeConstraint =
    TypeConstraint::new("!iree_pydm.integer or !iree_pydm.bool", |c, t| {
        matches!(py_type(c, t), Some(PyType::Integer(_) | PyType::Bool))
    });
const ANY_PY: TypeConstraint = TypeConstraint::new("a PyDM type", |c, t| py_type(c, t).is_some());

/// The custom form of a simple op: what is written between the op name
/// and the end, operands first.
#[derive(Clone, Copy)]
enum Form {
    /// `%x : T -> R` (one operand, one written result, after any fixed
    /// leading results such as an `exception_result`).
    Unary,
    /// `%x : T` (one operand, no result).
    Sink,
    /// `-> T` (no operand).
    Produce,
    /// Nothing at all (`none`).
    Bare,
    /// `%a, %b : T1, T2 -> R`, or `-> R` with no operands.
    Elements,
    /// `%a, %b : T1, T2` with the results fixed by the op.
    Pair,
    /// `%l[%i] : L, I -> R`.
    Subscript,
    /// `%l[%i] = %v : L, I, V`.
    AssignSubscript,
    /// `%l * %n : L, I -> R`.
    Clone,
    /// `%t : T -> !iree_pydm.exception_result, [T1, T2]`.
    Unpack,
    /// `%v = %x : F, T`.
    Store,
    /// `%b` (`bool_to_pred`).
    Pred,
    /// `%b, %x, %y : T`.
    Select,
    /// `"name", %a, %b : T1, T2 (-> R)?`; the result is written unless fixed.
    Dunder,
}

/// The custom forms by op, for the shared parser and printer.
fn form_of(name: &str) -> Form {
    match name {
        "iree_pydm.raise_on_failure" | "iree_pydm.expr_statement_discard" | "iree_pydm.return" => {
            Form::Sink
        }
        "iree_pydm.success" | "iree_pydm.failure" => Form::Produce,
        "iree_pydm.none" => Form::Bare,
        "iree_pydm.make_list" | "iree_pydm.make_tuple" => Form::Elements,
        "iree_pydm.dynamic_binary_promote" => Form::Pair,
        "iree_pydm.subscript" => Form::Subscript,
        "iree_pydm.assign_subscript" => Form::AssignSubscript,
        "iree_pydm.sequence_clone" => Form::Clone,
        "iree_pydm.dynamic_unpack" => Form::Unpack,
        "iree_pydm.store_var" => Form::Store,
        "iree_pydm.bool_to_pred" => Form::Pred,
        "iree_pydm.select" => Form::Select,
        "iree_pydm.apply_binary" | "iree_pydm.apply_compare" => Form::Dunder,
        _ => Form::Unary,
    }
}

const fn op(name: &'static str, structure: Structure) -> OpDef {
    OpDef::new(name, OpTraits::NONE)
        .with_structure(structure)
        .with_parse_print(parse_simple, print_simple)
}

const fn pure(operands: &'static [ValueGroup], results: &'static [ValueGroup]) -> Structure {
    Structure {
        operands,
        results,
        effects: Effects::NONE,
        ..Structure::NONE
    }
}

const fn effects(operands: &'static [ValueGroup], results: &'static [ValueGroup]) -> Structure {
    Structure {
        operands,
        results,
        effects: Effects::Unknown,
        ..Structure::NONE
    }
}

const DUNDER: &[PropSpec] = &[PropSpec::new("dunder_name", AttrKind::String)];

/// The binary operations `apply_binary` names (Python's dunder methods
/// without underscores).
pub const BINARY_OPS: &[&str] = &[
    "add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "and", "or", "xor", "lshift",
    "rshift", "matmul",
];
/// The comparisons `apply_compare` names.
pub const COMPARE_OPS: &[&str] = &["lt", "le", "eq", "ne", "gt", "ge", "is", "isnot"];

pub(crate) static OPS: &[OpDef] = &[
    OpDef::new(
        "iree_pydm.func",
        OpTraits {
            isolated_from_above: true,
            ..OpTraits::NONE
        },
    )
    .with_structure(Structure {
        regions: &[region("body")],
        required: &["function_type", "sym_name"],
        attrs: &[super::func::FUNCTION_TYPE_ATTR],
        effects: Effects::Unknown,
        ..Structure::NONE
    })
    .with_props(&[
        PropSpec::new("arg_attrs", AttrKind::ArrayOfDicts),
        PropSpec::new("function_type", AttrKind::AnyTypeAttr),
        PropSpec::new("res_attrs", AttrKind::ArrayOfDicts),
        PropSpec::new("sym_name", AttrKind::String),
        PropSpec::new("sym_visibility", AttrKind::String),
    ])
    .with_default_dialect("iree_pydm")
    .with_parse_print(
        |p, _, s| p.parse_function_op(s, "iree_pydm.func", "iree_pydm"),
        super::func::print_func,
    )
    .with_verify(verify_func),
    OpDef::new("iree_pydm.return", OpTraits::TERMINATOR)
        .with_structure(Structure {
            operands: &[any("value")],
            parents: &["iree_pydm.func"],
            effects: Effects::NONE,
            return_like: true,
            ..Structure::NONE
        })
        .with_parse_print(parse_simple, print_simple)
        .with_verify(verify_return),
    OpDef::new("iree_pydm.call", OpTraits::NONE)
        .with_structure(Structure {
            operands: &[variadic_any("operands")],
            results: &[one("exc_result", EXC), any("result")],
            required: &["callee"],
            effects: Effects::Unknown,
            ..Structure::NONE
        })
        .with_props(&[PropSpec::new("callee", AttrKind::FlatSymbolRef)])
        .with_parse_print(parse_call, print_call)
        .with_verify(verify_call),
    op(
        "iree_pydm.raise_on_failure",
        effects(&[one("exc_result", EXC)], &[]),
    )
    .with_verify(verify_raise),
    OpDef::new("iree_pydm.constant", OpTraits::NONE)
        .with_structure(Structure {
            results: &[one("result", ANY_PY)],
            required: &["value"],
            effects: Effects::NONE,
            constant_like: true,
            ..Structure::NONE
        })
        .with_props(&[PropSpec::new("value", AttrKind::Any)])
        .with_parse_print(parse_prop_arrow, print_prop_arrow)
        .with_verify(verify_constant),
    op("iree_pydm.none", pure(&[], &[one("result", NONE)])),
    op("iree_pydm.success", pure(&[], &[one("result", EXC)])),
    op("iree_pydm.failure", pure(&[], &[one("result", EXC)])),
    op(
        "iree_pydm.box",
        pure(&[any("primitive")], &[one("object", OBJECT)]),
    )
    .with_verify(verify_box),
    op(
        "iree_pydm.unbox",
        pure(
            &[one("object", OBJECT)],
            &[one("exc_result", EXC), any("primitive")],
        ),
    ),
    op(
        "iree_pydm.static_info_cast",
        pure(&[any("value")], &[any("result")]),
    ),
    op(
        "iree_pydm.make_list",
        effects(&[variadic_any("elements")], &[one("list", LIST)]),
    ),
    op(
        "iree_pydm.make_tuple",
        pure(&[variadic_any("elements")], &[one("tuple", TUPLE)]),
    ),
    op(
        "iree_pydm.dynamic_unpack",
        pure(
            &[any("sequence")],
            &[one("exc_result", EXC), variadic_any("slots")],
        ),
    ),
    op(
        "iree_pydm.subscript",
        effects(
            &[any("value"), any("slice")],
            &[one("exc_result", EXC), any("result")],
        ),
    ),
    op(
        "iree_pydm.assign_subscript",
        effects(
            &[any("lhs"), any("slice"), any("rhs")],
            &[one("exc_result", EXC)],
        ),
    ),
    op(
        "iree_pydm.sequence_clone",
        effects(
            &[any("sequence"), one("count", INTEGER_OR_BOOL)],
            &[any("result")],
        ),
    ),
    op(
        "iree_pydm.apply_binary",
        pure(&[any("left"), any("right")], &[any("result")]),
    )
    .with_props(DUNDER)
    .with_verify(verify_dunder),
    op(
        "iree_pydm.apply_compare",
        pure(&[any("left"), any("right")], &[one("result", BOOL)]),
    )
    .with_props(DUNDER)
    .with_verify(verify_dunder),
    op("iree_pydm.neg", pure(&[any("value")], &[any("result")])),
    // Not in the original dialect: Python's `len` of a list or tuple.
    op(
        "iree_pydm.len",
        pure(&[any("value")], &[one("result", INTEGER)]),
    ),
    op(
        "iree_pydm.as_bool",
        pure(&[any("value")], &[one("result", BOOL)]),
    ),
    op(
        "iree_pydm.bool_to_pred",
        pure(&[one("value", BOOL)], &[one("result", c::I1)]),
    ),
    op(
        "iree_pydm.get_type_code",
        pure(&[any("value")], &[any("result")]),
    ),
    op(
        "iree_pydm.select",
        pure(
            &[
                one("condition", BOOL),
                any("true_value"),
                any("false_value"),
            ],
            &[any("result")],
        ),
    )
    .with_verify(verify_select),
    OpDef::new("iree_pydm.functional_if", OpTraits::NONE)
        .with_structure(Structure {
            operands: &[one("condition", BOOL)],
            results: &[variadic_any("results")],
            regions: &[region("thenRegion"), max_sized_region("elseRegion", 1)],
            effects: Effects::Recursive,
            region_branch: true,
            ..Structure::NONE
        })
        .with_default_dialect("iree_pydm")
        .with_parse_print(parse_if, print_if)
        .with_verify(verify_if),
    OpDef::new("iree_pydm.yield", OpTraits::TERMINATOR)
        .with_structure(Structure {
            operands: &[variadic_any("results")],
            parents: &["iree_pydm.functional_if"],
            effects: Effects::NONE,
            return_like: true,
            ..Structure::NONE
        })
        .with_parse_print(parse_yield, print_yield),
    op(
        "iree_pydm.promote_numeric",
        pure(&[any("input")], &[any("result")]),
    ),
    op(
        "iree_pydm.dynamic_binary_promote",
        pure(
            &[any("left"), any("right")],
            &[one("left_prime", OBJECT), one("right_prime", OBJECT)],
        ),
    ),
    op(
        "iree_pydm.expr_statement_discard",
        effects(&[any("value")], &[]),
    ),
    OpDef::new("iree_pydm.alloc_free_var", OpTraits::NONE)
        .with_structure(Structure {
            results: &[one("free_var", FREE_VAR)],
            required: &["name"],
            effects: Effects::Unknown,
            ..Structure::NONE
        })
        .with_props(&[PropSpec::new("name", AttrKind::String)])
        .with_parse_print(parse_prop_arrow, print_prop_arrow),
    op(
        "iree_pydm.store_var",
        effects(&[one("var", FREE_VAR), any("value")], &[]),
    ),
    op(
        "iree_pydm.load_var",
        effects(&[one("var", FREE_VAR)], &[any("value")]),
    ),
];

// ----- the shared parser and printer of the simple forms -----

/// `exception_result`, for the results the forms do not write.
fn exc(p: &mut Parser<'_>) -> Type {
    bare_type(p.ctx, "exception_result")
}

/// `type, type, ...` after a colon, exactly `n` of them.
fn n_types(p: &mut Parser<'_>, n: usize) -> DResult<Vec<Type>> {
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        if i > 0 {
            p.expect_token(TokenKind::Comma, "expected ','")?;
        }
        out.push(p.parse_type()?);
    }
    Ok(out)
}

/// `%a <sep> %b {attrs}? : T1, T2`, both operands resolved into `parts`.
fn two_operands(p: &mut Parser<'_>, parts: &mut OpParts, sep: TokenKind, msg: &str) -> DResult<()> {
    let a = p.operand()?;
    p.expect_token(sep, msg)?;
    let b = p.operand()?;
    parts.attrs = p.optional_attr_dict()?;
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let types = n_types(p, 2)?;
    parts.operands.push(p.resolve_one(a, types[0])?);
    parts.operands.push(p.resolve_one(b, types[1])?);
    Ok(())
}

fn parse_simple(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut parts = OpParts::default();
    match form_of(def.name) {
        Form::Bare => {
            parts.attrs = p.optional_attr_dict()?;
            let t = bare_type(p.ctx, "none");
            parts.result_types.push(t);
        }
        Form::Produce => {
            parts.attrs = p.optional_attr_dict()?;
            p.expect_token(TokenKind::Arrow, "expected '->'")?;
            parts.result_types.push(p.parse_type()?);
        }
        Form::Sink | Form::Unary => {
            let x = p.operand()?;
            parts.attrs = p.optional_attr_dict()?;
            let t = p.colon_type()?;
            parts.operands.push(p.resolve_one(x, t)?);
            if matches!(form_of(def.name), Form::Unary) {
                p.expect_token(TokenKind::Arrow, "expected '->'")?;
                if def.structure.results.len() == 2 {
                    let e = exc(p);
                    parts.result_types.push(e);
                }
                parts.result_types.push(p.parse_type()?);
            }
        }
        Form::Elements => {
            let at = p.offset();
            let uses = if p.at_token(TokenKind::PercentIdent) {
                p.operand_list()?
            } else {
                Default::default()
            };
            parts.attrs = p.optional_attr_dict()?;
            if !uses.is_empty() {
                p.expect_token(TokenKind::Colon, "expected ':'")?;
                let types = n_types(p, uses.len())?;
                parts.operands = p.resolve(def.name, at, &uses, &types)?;
            }
            p.expect_token(TokenKind::Arrow, "expected '->'")?;
            parts.result_types.push(p.parse_type()?);
        }
        Form::Pair => {
            two_operands(p, &mut parts, TokenKind::Comma, "expected ','")?;
            let o = bare_type(p.ctx, "object");
            parts.result_types.extend([o, o]);
        }
        Form::Subscript | Form::AssignSubscript => {
            let l = p.operand()?;
            p.expect_token(TokenKind::LSquare, "expected '['")?;
            let i = p.operand()?;
            p.expect_token(TokenKind::RSquare, "expected ']'")?;
            let assign = matches!(form_of(def.name), Form::AssignSubscript);
            let v = if assign {
                p.expect_token(TokenKind::Equal, "expected '='")?;
                Some(p.operand()?)
            } else {
                None
            };
            parts.attrs = p.optional_attr_dict()?;
            p.expect_token(TokenKind::Colon, "expected ':'")?;
            let types = n_types(p, if assign { 3 } else { 2 })?;
            parts.operands.push(p.resolve_one(l, types[0])?);
            parts.operands.push(p.resolve_one(i, types[1])?);
            let e = exc(p);
            parts.result_types.push(e);
            if let Some(v) = v {
                parts.operands.push(p.resolve_one(v, types[2])?);
            } else {
                p.expect_token(TokenKind::Arrow, "expected '->'")?;
                parts.result_types.push(p.parse_type()?);
            }
        }
        Form::Clone => {
            two_operands(p, &mut parts, TokenKind::Star, "expected '*'")?;
            p.expect_token(TokenKind::Arrow, "expected '->'")?;
            parts.result_types.push(p.parse_type()?);
        }
        Form::Unpack => {
            let t = p.operand()?;
            parts.attrs = p.optional_attr_dict()?;
            let ty = p.colon_type()?;
            parts.operands.push(p.resolve_one(t, ty)?);
            p.expect_token(TokenKind::Arrow, "expected '->'")?;
            parts.result_types.push(p.parse_type()?);
            p.expect_token(TokenKind::Comma, "expected ','")?;
            p.expect_token(TokenKind::LSquare, "expected '['")?;
            if !p.eat_token(TokenKind::RSquare) {
                parts.result_types.extend(p.type_list()?);
                p.expect_token(TokenKind::RSquare, "expected ']'")?;
            }
        }
        Form::Store => {
            two_operands(p, &mut parts, TokenKind::Equal, "expected '='")?;
        }
        Form::Pred => {
            let b = p.operand()?;
            parts.attrs = p.optional_attr_dict()?;
            let t = bare_type(p.ctx, "bool");
            parts.operands.push(p.resolve_one(b, t)?);
            let i1 = p.ctx.i(1);
            parts.result_types.push(i1);
        }
        Form::Select => {
            let b = p.operand()?;
            p.expect_token(TokenKind::Comma, "expected ','")?;
            let x = p.operand()?;
            p.expect_token(TokenKind::Comma, "expected ','")?;
            let y = p.operand()?;
            parts.attrs = p.optional_attr_dict()?;
            let t = p.colon_type()?;
            let bt = bare_type(p.ctx, "bool");
            parts.operands.push(p.resolve_one(b, bt)?);
            parts.operands.push(p.resolve_one(x, t)?);
            parts.operands.push(p.resolve_one(y, t)?);
            parts.result_types.push(t);
        }
        Form::Dunder => {
            if !p.at_token(TokenKind::String) {
                let at = p.offset();
                return p.custom_error(at, "expected attribute value");
            }
            let name = p.string_value()?;
            p.bump();
            let name = p.ctx.string_attr(&name);
            let prop = p.prop("dunder_name", name);
            parts.props.push(prop);
            p.expect_token(TokenKind::Comma, "expected ','")?;
            let a = p.operand()?;
            p.expect_token(TokenKind::Comma, "expected ','")?;
            let b = p.operand()?;
            parts.attrs = p.optional_attr_dict()?;
            p.expect_token(TokenKind::Colon, "expected ':'")?;
            let types = n_types(p, 2)?;
            parts.operands.push(p.resolve_one(a, types[0])?);
            parts.operands.push(p.resolve_one(b, types[1])?);
            if def.name == "iree_pydm.apply_compare" {
                let t = bare_type(p.ctx, "bool");
                parts.result_types.push(t);
            } else {
                p.expect_token(TokenKind::Arrow, "expected '->'")?;
                parts.result_types.push(p.parse_type()?);
            }
        }
    }
    p.finish_op(def, start, parts)
}

fn print_simple(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let name = p.ctx().str_bytes(ir.op(op).name);
    let name = std::str::from_utf8(name).unwrap_or_default();
    let ty = |v| ir.value_type(v);
    let operands: Vec<_> = ir.operands(op).collect();
    let results: Vec<_> = ir.results(op).collect();
    let last_result = |p: &mut AsmPrinter<'_>| {
        if let Some(&r) = results.last() {
            p.w(" -> ");
            p.ty(ty(r));
        }
    };
    let colon_types = |p: &mut AsmPrinter<'_>| {
        p.w(" : ");
        p.types(operands.iter().map(|&v| ty(v)));
    };
    match form_of(name) {
        Form::Bare => p.attr_dict(op, &[]),
        Form::Produce => {
            p.attr_dict(op, &[]);
            last_result(p);
        }
        Form::Sink | Form::Unary => {
            p.w(" ");
            p.values(operands.iter().copied());
            p.attr_dict(op, &[]);
            colon_types(p);
            if matches!(form_of(name), Form::Unary) {
                last_result(p);
            }
        }
        Form::Elements => {
            if !operands.is_empty() {
                p.w(" ");
                p.values(operands.iter().copied());
            }
            p.attr_dict(op, &[]);
            if !operands.is_empty() {
                colon_types(p);
            }
            last_result(p);
        }
        Form::Pair | Form::Store | Form::Subscript | Form::AssignSubscript | Form::Clone => {
            p.w(" ");
            p.value(operands[0]);
            match form_of(name) {
                Form::Pair => p.w(", "),
                Form::Store => p.w(" = "),
                Form::Clone => p.w(" * "),
                _ => p.w("["),
            }
            p.value(operands[1]);
            match form_of(name) {
                Form::Subscript => p.w("]"),
                Form::AssignSubscript => {
                    p.w("] = ");
                    p.value(operands[2]);
                }
                _ => {}
            }
            p.attr_dict(op, &[]);
            colon_types(p);
            if matches!(form_of(name), Form::Subscript | Form::Clone) {
                last_result(p);
            }
        }
        Form::Unpack => {
            p.w(" ");
            p.value(operands[0]);
            p.attr_dict(op, &[]);
            colon_types(p);
            p.w(" -> ");
            p.ty(ty(results[0]));
            p.w(", [");
            p.types(results[1..].iter().map(|&v| ty(v)));
            p.w("]");
        }
        Form::Pred => {
            p.w(" ");
            p.value(operands[0]);
            p.attr_dict(op, &[]);
        }
        Form::Select => {
            p.w(" ");
            p.values(operands.iter().copied());
            p.attr_dict(op, &[]);
            p.w(" : ");
            p.ty(ty(results[0]));
        }
        Form::Dunder => {
            p.w(" ");
            if let Some(n) = p.prop(op, "dunder_name") {
                p.attr(n);
            }
            p.w(", ");
            p.values(operands.iter().copied());
            p.attr_dict(op, &["dunder_name"]);
            colon_types(p);
            if name == "iree_pydm.apply_binary" {
                last_result(p);
            }
        }
    }
}

// ----- the ops with forms of their own -----

/// `call @callee(%a, ...) : (T, ...) -> (!iree_pydm.exception_result, R)`
fn parse_call(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let callee = p.flat_symbol_ref()?;
    p.expect_token(TokenKind::LParen, "expected '('")?;
    let at = p.offset();
    let uses = p.operand_list()?;
    p.expect_token(TokenKind::RParen, "expected ')'")?;
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let fn_at = p.offset();
    let fn_ty = p.parse_type()?;
    let crate::TypeData::Function { inputs, results } = p.ctx.type_data(fn_ty).clone() else {
        return p.custom_error(fn_at, "expected function type");
    };
    parts.operands = p.resolve(def.name, at, &uses, &inputs)?;
    parts.result_types = results.iter().copied().collect();
    let prop = p.prop("callee", callee);
    parts.props.push(prop);
    p.finish_op(def, start, parts)
}

fn print_call(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" ");
    if let Some(c) = p.prop(op, "callee") {
        p.attr(c);
    }
    p.w("(");
    p.operands(op);
    p.w(")");
    p.attr_dict(op, &["callee"]);
    p.w(" : ");
    p.functional_type(op);
}

/// The property a `<prop> attr-dict -> T` form writes first: `constant`'s
/// value, `alloc_free_var`'s name (a string).
fn leading_prop(def: &OpDef) -> &'static str {
    if def.name == "iree_pydm.constant" {
        "value"
    } else {
        "name"
    }
}

/// `constant <attr> -> T`, `alloc_free_var "name" -> !iree_pydm.free_var_ref`.
fn parse_prop_arrow(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let key = leading_prop(def);
    let at = p.offset();
    let value = p.parse_attribute(None)?;
    if key == "name" && !matches!(p.ctx.attr_data(value), AttrData::String { .. }) {
        return p.custom_error(at, "invalid kind of attribute specified");
    }
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    p.expect_token(TokenKind::Arrow, "expected '->'")?;
    parts.result_types.push(p.parse_type()?);
    let prop = p.prop(key, value);
    parts.props.push(prop);
    p.finish_op(def, start, parts)
}

fn print_prop_arrow(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let name = p.ctx().str_bytes(ir.op(op).name);
    let key = if name == b"iree_pydm.constant" {
        "value"
    } else {
        "name"
    };
    p.w(" ");
    if let Some(v) = p.prop(op, key) {
        p.attr(v);
    }
    p.attr_dict(op, &[key]);
    p.w(" -> ");
    p.ty(ir.value_type(ir.result(op, 0)));
}

/// `functional_if %b (-> (T, ...))? { ... } (else { ... })?`
fn parse_if(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let cond = p.operand()?;
    let mut parts = OpParts::default();
    if p.eat_token(TokenKind::Arrow) {
        parts.result_types = p.paren_types()?.into_iter().collect();
    }
    let bt = bare_type(p.ctx, "bool");
    parts.operands.push(p.resolve_one(cond, bt)?);
    let implicit = parts
        .result_types
        .is_empty()
        .then_some(("iree_pydm.yield", start));
    let then_r = p.ir.create_region();
    p.region_with_args(then_r, &[], false, "iree_pydm", implicit)?;
    let else_r = p.ir.create_region();
    if p.eat_keyword("else") {
        p.region_with_args(else_r, &[], false, "iree_pydm", implicit)?;
    }
    parts.regions.extend([then_r, else_r]);
    parts.attrs = p.optional_attr_dict()?;
    p.finish_op(def, start, parts)
}

fn print_if(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.w(" ");
    p.value(ir.operand(op, 0));
    let has_results = ir.num_results(op) > 0;
    if has_results {
        p.w(" -> (");
        p.types(ir.results(op).map(|v| ir.value_type(v)));
        p.w(")");
    }
    p.w(" ");
    let regions = ir.regions(op).to_vec();
    p.region(regions[0], false, has_results, false);
    if ir.entry_block(regions[1]).is_some() {
        p.w(" else ");
        p.region(regions[1], false, has_results, false);
    }
    p.attr_dict(op, &[]);
}

/// `yield (%v, ... : T, ...)?`
fn parse_yield(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let at = p.offset();
    let uses = if p.at_token(TokenKind::PercentIdent) {
        p.operand_list()?
    } else {
        Default::default()
    };
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    if !uses.is_empty() {
        p.expect_token(TokenKind::Colon, "expected ':'")?;
        let types = n_types(p, uses.len())?;
        parts.operands = p.resolve(def.name, at, &uses, &types)?;
    }
    p.finish_op(def, start, parts)
}

fn print_yield(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    if ir.num_operands(op) > 0 {
        p.w(" ");
        p.operands(op);
    }
    p.attr_dict(op, &[]);
    if ir.num_operands(op) > 0 {
        p.w(" : ");
        p.types(ir.operands(op).map(|v| ir.value_type(v)));
    }
}

// ----- verifiers -----

/// The function type of an `iree_pydm.func`.
fn func_type(c: &dyn Checker, f: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    super::func::function_signature(c.ctx(), c.ir(), f)
}

fn verify_func(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some((inputs, results)) = func_type(c, op) else {
        return Err(c.op_error_named(op, "requires a function type"));
    };
    let ok = results.len() == 2 && is(ctx, results[0], PyType::ExceptionResult);
    if !ok {
        return Err(c.op_error_named(
            op,
            "must return (!iree_pydm.exception_result, T): every PyDM function returns its exception result and one value",
        ));
    }
    let Some(&body) = ir.regions(op).first() else {
        return Ok(());
    };
    if let Some(entry) = ir.entry_block(body) {
        let args: Vec<Type> = ir
            .block_args(entry)
            .iter()
            .map(|&a| ir.value_type(a))
            .collect();
        if args != inputs {
            return Err(c.op_error_named(
                op,
                "the entry block's arguments must match the function's inputs",
            ));
        }
    }
    Ok(())
}

/// The enclosing `iree_pydm.func` of an op.
fn enclosing_func(c: &dyn Checker, mut op: OpId) -> Option<OpId> {
    let ir = c.ir();
    let ctx = c.ctx();
    while let Some(parent) = ir.parent_op(op) {
        if ctx.str_bytes(ir.op(parent).name) == b"iree_pydm.func" {
            return Some(parent);
        }
        op = parent;
    }
    None
}

fn verify_return(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    let Some(f) = enclosing_func(c, op) else {
        return Ok(());
    };
    let Some((_, results)) = func_type(c, f) else {
        return Ok(());
    };
    let t = ir.value_type(ir.operand(op, 0));
    if results.get(1) != Some(&t) {
        return Err(c.op_error_named(
            op,
            "returns a value whose type differs from the function's result type",
        ));
    }
    Ok(())
}

fn verify_call(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(callee) = super::structure::prop(ctx, ir, op, "callee") else {
        return Ok(());
    };
    let AttrData::SymbolRef { root, .. } = ctx.attr_data(callee) else {
        return Ok(());
    };
    let name = ctx.str_bytes(*root);
    let Some(target) = c.lookup_symbol(op, name) else {
        return Err(c.op_error_named(
            op,
            &format!(
                "'{}' does not reference a valid function",
                String::from_utf8_lossy(name)
            ),
        ));
    };
    if ctx.str_bytes(ir.op(target).name) != b"iree_pydm.func" {
        return Err(c.op_error_named(
            op,
            &format!(
                "'{}' does not reference an iree_pydm.func",
                String::from_utf8_lossy(name)
            ),
        ));
    }
    let Some((inputs, results)) = func_type(c, target) else {
        return Ok(());
    };
    let operands: Vec<Type> = ir.operands(op).map(|v| ir.value_type(v)).collect();
    let got: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    if operands != inputs || got != results {
        return Err(c.op_error_named(op, "types do not match the callee's function type"));
    }
    Ok(())
}

fn verify_raise(c: &dyn Checker, op: OpId) -> VResult {
    if enclosing_func(c, op).is_none() {
        return Err(c.op_error_named(op, "must be inside an iree_pydm.func"));
    }
    Ok(())
}

fn verify_constant(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(v) = super::structure::prop(ctx, ir, op, "value") else {
        return Ok(());
    };
    let t = ir.value_type(ir.result(op, 0));
    let ok = match (py_type(ctx, t), ctx.attr_data(v)) {
        (Some(PyType::Bool), AttrData::Integer { ty, .. }) => {
            matches!(
                ctx.type_data(*ty),
                crate::TypeData::Integer { width: 1, .. }
            )
        }
        (Some(PyType::Integer(_) | PyType::ExceptionResult), AttrData::Integer { .. }) => true,
        (Some(PyType::Real(_)), AttrData::Float { .. }) => true,
        (Some(PyType::Str | PyType::Bytes), AttrData::String { .. }) => true,
        _ => false,
    };
    if !ok {
        return Err(c.op_error_named(
            op,
            "value must be a bool for !iree_pydm.bool, an integer for !iree_pydm.integer or !iree_pydm.exception_result, a float for !iree_pydm.real, a string for !iree_pydm.str or !iree_pydm.bytes",
        ));
    }
    Ok(())
}

fn verify_box(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let from = ir.value_type(ir.operand(op, 0));
    let to = ir.value_type(ir.result(op, 0));
    if let Some(PyType::Object(Some(prim))) = py_type(ctx, to) {
        if prim != from {
            return Err(c.op_error_named(op, "boxes a value of another type than its object's"));
        }
    }
    Ok(())
}

fn verify_dunder(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(n) = super::structure::prop(ctx, ir, op, "dunder_name") else {
        return Ok(());
    };
    let name = String::from_utf8_lossy(ctx.str_bytes(n)).into_owned();
    let compare = ctx.str_bytes(ir.op(op).name) == b"iree_pydm.apply_compare";
    let known = if compare { COMPARE_OPS } else { BINARY_OPS };
    if !known.contains(&name.as_str()) {
        return Err(c.op_error_named(
            op,
            &format!(
                "unknown {} '{name}': expected one of {}",
                if compare {
                    "comparison"
                } else {
                    "binary operation"
                },
                known.join(", ")
            ),
        ));
    }
    Ok(())
}

fn verify_select(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    let t = ir.value_type(ir.result(op, 0));
    if ir.value_type(ir.operand(op, 1)) != t || ir.value_type(ir.operand(op, 2)) != t {
        return Err(c.op_error_named(op, "requires its values and result to have one type"));
    }
    Ok(())
}

fn verify_if(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    let results: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    let regions = ir.regions(op);
    if ir.entry_block(regions[0]).is_none() {
        return Err(c.op_error_named(op, "must have a then region with a block"));
    }
    if !results.is_empty() && ir.entry_block(regions[1]).is_none() {
        return Err(c.op_error_named(op, "must have an else region if it yields values"));
    }
    for &r in regions {
        for b in ir.region_blocks(r) {
            let Some(t) = ir.last_op(b) else { continue };
            if c.ctx().str_bytes(ir.op(t).name) != b"iree_pydm.yield" {
                continue;
            }
            let got: Vec<Type> = ir.operands(t).map(|v| ir.value_type(v)).collect();
            if got != results {
                return Err(c.plain_error(
                    t,
                    "'iree_pydm.yield' op yields types that differ from the functional_if's results"
                        .into(),
                ));
            }
        }
    }
    Ok(())
}
