//! The `iree_pydm` types, kept by their parameters (see
//! [`crate::dialects::api`]), and [`PyType`], the view of them the verifier
//! and the lowering match on.
//!
//! Parameters: `!iree_pydm.integer` has none (the weak integer), or
//! `[Int(width), Int(unsigned)]` with width 0 for `<*>` (arbitrary
//! precision); `!iree_pydm.real` none (weak) or `[Type(float)]`;
//! `!iree_pydm.list` none (boxed objects) or `[Int(storage), Type(elem)]`;
//! `!iree_pydm.object` none or `[Type(primitive)]`; `!iree_pydm.union` one
//! type per alternative. The others have no parameters. Kept as handles
//! and small integers, the types compare and hash as the interner needs and
//! the lowering reads them without parsing text.

use crate::attrs::Param;
use crate::context::Context;
use crate::diag::DResult;
use crate::dialects::api::{DialectParser, DialectPrinter, TypeDef};
use crate::types::{FloatKind, Type, TypeData};

/// How a list stores its elements (`CollectionStorageClass`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Storage {
    Boxed = 0,
    Unboxed = 1,
    Empty = 2,
}

const STORAGE: [&str; 3] = ["boxed", "unboxed", "empty"];

/// An integer type: its width (8, 16, 32 or 64) and signedness, or
/// arbitrary precision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntKind {
    Fixed { width: u32, unsigned: bool },
    Arbitrary,
}

/// A PyDM type, as the verifier and the lowering see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PyType {
    Bool,
    Bytes,
    ExceptionResult,
    FreeVarRef,
    /// `None` is the weak integer.
    Integer(Option<IntKind>),
    /// `None` is the weak real; otherwise the float type.
    Real(Option<Type>),
    List(Option<(Storage, Type)>),
    NoneType,
    Object(Option<Type>),
    Str,
    Tuple,
    TypeType,
    Union,
}

/// An array static (not a reference to one) so that every `&TYPES[i]` is
/// the one address type equality compares.
pub(crate) static TYPES: [TypeDef; 13] = [
    bare("bool"),
    bare("bytes"),
    bare("exception_result"),
    bare("free_var_ref"),
    TypeDef {
        dialect: "iree_pydm",
        mnemonic: "integer",
        parse: parse_integer,
        print: print_integer,
    },
    TypeDef {
        dialect: "iree_pydm",
        mnemonic: "real",
        parse: parse_real,
        print: print_one_type,
    },
    TypeDef {
        dialect: "iree_pydm",
        mnemonic: "list",
        parse: parse_list,
        print: print_list,
    },
    bare("none"),
    TypeDef {
        dialect: "iree_pydm",
        mnemonic: "object",
        parse: parse_object,
        print: print_one_type,
    },
    bare("str"),
    bare("tuple"),
    bare("type"),
    TypeDef {
        dialect: "iree_pydm",
        mnemonic: "union",
        parse: parse_union,
        print: print_union,
    },
];

const fn bare(mnemonic: &'static str) -> TypeDef {
    TypeDef {
        dialect: "iree_pydm",
        mnemonic,
        parse: |_| Ok(Vec::new()),
        print: |_, _| {},
    }
}

fn def(mnemonic: &str) -> &'static TypeDef {
    TYPES
        .iter()
        .find(|d| d.mnemonic == mnemonic)
        .expect("a PyDM type of this table")
}

/// `!iree_pydm.<mnemonic>` without parameters (`bool`, `exception_result`,
/// `none`, `object`, `list`, `tuple`, `integer`, `real`, ...).
pub fn bare_type(ctx: &mut Context, mnemonic: &str) -> Type {
    def(mnemonic).build(ctx, Vec::new())
}

/// `!iree_pydm.integer<width>` (signed) or `<unsigned width>`; width 0 is
/// `<*>`.
pub fn integer_type(ctx: &mut Context, width: u32, unsigned: bool) -> Type {
    def("integer").build(
        ctx,
        vec![Param::Int(width.into()), Param::Int(unsigned.into())],
    )
}

/// `!iree_pydm.real<float>`.
pub fn real_type(ctx: &mut Context, float: Type) -> Type {
    def("real").build(ctx, vec![Param::Type(float)])
}

/// `!iree_pydm.object<primitive>`.
pub fn object_of(ctx: &mut Context, primitive: Type) -> Type {
    def("object").build(ctx, vec![Param::Type(primitive)])
}

/// What `t` is, if it is a PyDM type.
pub fn py_type(ctx: &Context, t: Type) -> Option<PyType> {
    let TypeData::Dialect(d) = ctx.type_data(t) else {
        return None;
    };
    if d.def.dialect != "iree_pydm" {
        return None;
    }
    let ty = |i: usize| d.type_param(i);
    let int = |i: usize| match d.params.get(i) {
        Some(Param::Int(v)) => Some(*v),
        _ => None,
    };
    Some(match d.def.mnemonic {
        "bool" => PyType::Bool,
        "bytes" => PyType::Bytes,
        "exception_result" => PyType::ExceptionResult,
        "free_var_ref" => PyType::FreeVarRef,
        "integer" => PyType::Integer(int(0).map(|w| match w {
            0 => IntKind::Arbitrary,
            w => IntKind::Fixed {
                width: w as u32,
                unsigned: int(1) == Some(1),
            },
        })),
        "real" => PyType::Real(ty(0)),
        "list" => PyType::List(int(0).zip(ty(1)).map(|(s, t)| {
            let s = match s {
                1 => Storage::Unboxed,
                2 => Storage::Empty,
                _ => Storage::Boxed,
            };
            (s, t)
        })),
        "none" => PyType::NoneType,
        "object" => PyType::Object(ty(0)),
        "str" => PyType::Str,
        "tuple" => PyType::Tuple,
        "type" => PyType::TypeType,
        "union" => PyType::Union,
        _ => return None,
    })
}

/// The builtin type code of a PyDM type (the spec's table), for the
/// numeric and builtin types; `None` for objects and unions, whose code is
/// only known at run time.
pub fn type_code(ctx: &Context, t: Type) -> Option<i32> {
    let numeric = |category: i32, subtype: i32| 0x40 | (category << 2) | subtype;
    Some(match py_type(ctx, t)? {
        PyType::NoneType => 1,
        PyType::Tuple => 2,
        PyType::List(_) => 3,
        PyType::Str => 4,
        PyType::Bytes => 5,
        PyType::ExceptionResult => 6,
        PyType::TypeType => 7,
        PyType::Bool => numeric(0, 0),
        PyType::Integer(None) => numeric(1, 0),
        PyType::Integer(Some(IntKind::Arbitrary)) => numeric(4, 0),
        PyType::Integer(Some(IntKind::Fixed { width, unsigned })) => {
            let sub = match width {
                8 => 0,
                16 => 1,
                32 => 2,
                _ => 3,
            };
            numeric(if unsigned { 2 } else { 3 }, sub)
        }
        PyType::Real(None) => numeric(5, 0),
        PyType::Real(Some(f)) => {
            let sub = match ctx.type_data(f) {
                TypeData::Float(FloatKind::F16) => 0,
                TypeData::Float(FloatKind::BF16) => 1,
                TypeData::Float(FloatKind::F32) => 2,
                _ => 3,
            };
            numeric(6, sub)
        }
        PyType::FreeVarRef | PyType::Object(_) | PyType::Union => return None,
    })
}

/// `<32>`, `<unsigned 8>`, `<*>` or nothing (weak).
fn parse_integer(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    if !p.eat("<") {
        return Ok(Vec::new());
    }
    let params = if p.eat("*") {
        vec![Param::Int(0), Param::Int(0)]
    } else {
        let unsigned = p.eat_keyword("unsigned");
        let at = p.offset();
        let width = p.parse_integer()?;
        if !matches!(width, 8 | 16 | 32 | 64) {
            return p.error_at(at, "invalid integer width: expected 8, 16, 32 or 64");
        }
        vec![Param::Int(width), Param::Int(unsigned.into())]
    };
    p.expect(">")?;
    Ok(params)
}

fn print_integer(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    match params {
        [] => {}
        [Param::Int(0), _] => p.write("<*>"),
        [Param::Int(w), Param::Int(u)] => {
            p.write(if *u == 1 { "<unsigned " } else { "<" });
            p.write_int(*w);
            p.write(">");
        }
        _ => p.write("<invalid parameters>"),
    }
}

/// `<f32>` (any of f16, bf16, f32, f64) or nothing (weak).
fn parse_real(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    if !p.eat("<") {
        return Ok(Vec::new());
    }
    let at = p.offset();
    let t = p.parse_type()?;
    let ok = matches!(
        p.ctx().type_data(t),
        TypeData::Float(FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64)
    );
    if !ok {
        return p.error_at(at, "expected a floating point type: f16, bf16, f32 or f64");
    }
    p.expect(">")?;
    Ok(vec![Param::Type(t)])
}

/// `<T>` or nothing.
fn parse_object(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    if !p.eat("<") {
        return Ok(Vec::new());
    }
    let t = p.parse_type()?;
    p.expect(">")?;
    Ok(vec![Param::Type(t)])
}

fn print_one_type(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    if let Some(Param::Type(t)) = params.first() {
        p.write("<");
        p.print_type(*t);
        p.write(">");
    }
}

/// `<boxed,T>`, `<unboxed,T>`, `<empty,T>` or nothing.
fn parse_list(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    if !p.eat("<") {
        return Ok(Vec::new());
    }
    let at = p.offset();
    let word = p.parse_keyword()?;
    let Some(storage) = STORAGE.iter().position(|s| *s == word) else {
        return p.error_at(at, "expected one of [boxed, unboxed, empty]");
    };
    p.expect(",")?;
    let t = p.parse_type()?;
    p.expect(">")?;
    Ok(vec![Param::Int(storage as i64), Param::Type(t)])
}

fn print_list(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    if let [Param::Int(s), Param::Type(t)] = params {
        p.write("<");
        p.write(STORAGE.get(*s as usize).copied().unwrap_or("boxed"));
        p.write(",");
        p.print_type(*t);
        p.write(">");
    }
}

/// `<T1, T2, ...>`.
fn parse_union(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    p.expect("<")?;
    let mut params = Vec::new();
    loop {
        params.push(Param::Type(p.parse_type()?));
        if !p.eat(",") {
            break;
        }
    }
    p.expect(">")?;
    Ok(params)
}

fn print_union(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    p.write("<");
    for (i, t) in params.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if let Param::Type(t) = t {
            p.print_type(*t);
        }
    }
    p.write(">");
}
