//! Old spellings of the MLIR language reference (before the standard
//! dialect was split up): `func @f`, `addi`, `constant`, `br`, `cond_br`,
//! `return`, `call`, `dim`, `alloc`, `dealloc`, `load`, `store`,
//! `tensor_load`, `tensor_store`, `memref_cast`... The parser reads them as
//! today's ops and warns, naming the modern spelling; the printed module is
//! one `mlir-opt-22` accepts.
//!
//! - A body-less `func @f(...)` was a public external function and becomes
//!   `func.func private @f(...)`.
//! - `%n = dim %A, 1 : T` becomes an `arith.constant 1 : index` and a
//!   `tensor.dim` or `memref.dim` (by the type of `%A`).
//! - `store 0 to %C[...] : T` (a literal stored) becomes an
//!   `arith.constant` of the element type and a `memref.store`.
//! - `tensor_load %m : memref<...>` becomes `bufferization.to_tensor`, and
//!   `tensor_store %t to %m : memref<...>` becomes
//!   `bufferization.materialize_in_destination ... in restrict writable`.

use smallvec::SmallVec;

use super::{lookup, OpDef, OpTraits};
use crate::attrs::{AttrData, NamedAttr};
use crate::diag::DResult;
use crate::ir::{LocRef, NewOp, OpId, Value};
use crate::lexer::TokenKind;
use crate::parser::Parser;
use crate::types::{Type, TypeData};

/// Old op names, the ops they mean today, and how the warning names them.
const RENAMES: &[(&str, &str)] = &[
    ("func", "func.func"),
    ("return", "func.return"),
    ("call", "func.call"),
    ("call_indirect", "func.call_indirect"),
    ("br", "cf.br"),
    ("cond_br", "cf.cond_br"),
    ("switch", "cf.switch"),
    ("assert", "cf.assert"),
    ("addi", "arith.addi"),
    ("subi", "arith.subi"),
    ("muli", "arith.muli"),
    ("divi_signed", "arith.divsi"),
    ("divi_unsigned", "arith.divui"),
    ("remi_signed", "arith.remsi"),
    ("remi_unsigned", "arith.remui"),
    ("and", "arith.andi"),
    ("or", "arith.ori"),
    ("xor", "arith.xori"),
    ("shift_left", "arith.shli"),
    ("addf", "arith.addf"),
    ("subf", "arith.subf"),
    ("mulf", "arith.mulf"),
    ("divf", "arith.divf"),
    ("remf", "arith.remf"),
    ("negf", "arith.negf"),
    ("cmpi", "arith.cmpi"),
    ("cmpf", "arith.cmpf"),
    ("select", "arith.select"),
    ("index_cast", "arith.index_cast"),
    ("sitofp", "arith.sitofp"),
    ("fpext", "arith.extf"),
    ("fptrunc", "arith.truncf"),
    ("sexti", "arith.extsi"),
    ("zexti", "arith.extui"),
    ("trunci", "arith.trunci"),
    ("exp", "math.exp"),
    ("log", "math.log"),
    ("tanh", "math.tanh"),
    ("sqrt", "math.sqrt"),
    ("alloc", "memref.alloc"),
    ("alloca", "memref.alloca"),
    ("dealloc", "memref.dealloc"),
    ("load", "memref.load"),
    ("memref_cast", "memref.cast"),
];

/// Old ops whose upgrade is more than a rename: a parser of their own.
const OLD_DIM: OpDef = OpDef {
    parse: Some(parse_old_dim),
    ..OpDef::new("tensor.dim", OpTraits::NONE)
};
const OLD_STORE: OpDef = OpDef {
    parse: Some(parse_old_store),
    ..OpDef::new("memref.store", OpTraits::NONE)
};
const OLD_TENSOR_LOAD: OpDef = OpDef {
    parse: Some(parse_tensor_load),
    ..OpDef::new("bufferization.to_tensor", OpTraits::NONE)
};
const OLD_TENSOR_STORE: OpDef = OpDef {
    parse: Some(parse_tensor_store),
    ..OpDef::new("bufferization.materialize_in_destination", OpTraits::NONE)
};

/// The op an old spelling `name` means here, if any, and how the warning
/// words the modern spelling. `constant @f` is a `func.constant`, other
/// constants are `arith.constant`.
pub(crate) fn upgrade(p: &Parser<'_>, name: &[u8]) -> Option<(&'static OpDef, String)> {
    let quoted = |d: &'static OpDef| Some((d, format!("'{}'", d.name)));
    match name {
        b"constant" => {
            let at_symbol = p.peek_kind() == TokenKind::AtIdent;
            let new: &[u8] = if at_symbol {
                b"func.constant"
            } else {
                b"arith.constant"
            };
            return quoted(lookup(new)?);
        }
        b"dim" => {
            return Some((
                &OLD_DIM,
                "'tensor.dim' or 'memref.dim' with an 'arith.constant' index".into(),
            ))
        }
        b"store" => return Some((&OLD_STORE, "'memref.store'".into())),
        b"tensor_load" => return Some((&OLD_TENSOR_LOAD, "'bufferization.to_tensor'".into())),
        b"tensor_store" => {
            return Some((
                &OLD_TENSOR_STORE,
                "'bufferization.materialize_in_destination ... in restrict writable'".into(),
            ))
        }
        _ => {}
    }
    let (_, new) = RENAMES.iter().find(|(old, _)| old.as_bytes() == name)?;
    quoted(lookup(new.as_bytes())?)
}

/// Creates an `arith.constant` of `value` to go before the op being parsed.
fn constant_before(p: &mut Parser<'_>, value: crate::Attr, ty: Type, at: u32) -> Value {
    let name = p.ctx.string_attr(b"arith.constant");
    let key = p.ctx.string_attr(b"value");
    let props = p
        .ctx
        .dict_attr(vec![NamedAttr { name: key, value }])
        .expect("one key");
    let op = p.ir.create_op(NewOp {
        name,
        loc: LocRef::offset(at),
        operands: &[],
        result_types: &[ty],
        attrs: &[],
        props: Some(props),
        successors: &[],
        regions: &[],
    });
    p.ops_before.push(op);
    p.ir.result(op, 0)
}

/// Creates an op of `name` from its parts, with the trailing location.
fn finish_simple(
    p: &mut Parser<'_>,
    name: &'static str,
    start: u32,
    operands: &[Value],
    results: &[Type],
    props: Vec<NamedAttr>,
) -> DResult<OpId> {
    let def = lookup(name.as_bytes()).expect("registered op");
    let parts = crate::parser::asm::OpParts {
        operands: operands.iter().copied().collect(),
        result_types: results.iter().copied().collect(),
        props,
        ..Default::default()
    };
    p.finish_op(def, start, parts)
}

/// `dim %A, 1 : type`
fn parse_old_dim(p: &mut Parser<'_>, _: &'static OpDef, start: u32) -> DResult<OpId> {
    let src = p.operand()?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let index_at = p.offset();
    let index_ty = p.ctx.index_type();
    let index = p.parse_attribute(Some(index_ty))?;
    if !matches!(p.ctx.attr_data(index), AttrData::Integer { .. }) {
        return p.error_at(index_at, "expected an integer dimension index");
    }
    let ty = p.colon_type()?;
    let name = match p.ctx.type_data(ty) {
        TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. } => "tensor.dim",
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. } => "memref.dim",
        _ => return p.error_at(index_at, "expected a tensor or memref type"),
    };
    let src = p.resolve_one(src, ty)?;
    let c = constant_before(p, index, index_ty, index_at);
    finish_simple(p, name, start, &[src, c], &[index_ty], Vec::new())
}

/// `store %v, %A[%i, ...] : memref<...>` or the older `store 0 to %A[...]`.
fn parse_old_store(p: &mut Parser<'_>, _: &'static OpDef, start: u32) -> DResult<OpId> {
    // A literal is read once the element type is known: (offset, text, negative).
    let mut literal: Option<(u32, &[u8], bool)> = None;
    let mut value_use = None;
    if p.at_token(TokenKind::PercentIdent) {
        value_use = Some(p.operand()?);
        p.expect_token(TokenKind::Comma, "expected ','")?;
    } else {
        let at = p.offset();
        let negative = p.eat_token(TokenKind::Minus);
        if !p.at_token(TokenKind::Integer) && !p.at_token(TokenKind::Float) {
            return p.error_at(at, "expected a value to store");
        }
        literal = Some((at, p.spelling(), negative));
        p.bump();
        p.keyword("to")?;
    }
    let mem = p.operand()?;
    p.expect_token(TokenKind::LSquare, "expected '['")?;
    let idx_at = p.offset();
    let indices = p.operand_list()?;
    p.expect_token(TokenKind::RSquare, "expected ']'")?;
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let ty_at = p.offset();
    let ty = p.parse_type()?;
    let TypeData::MemRef { elem, .. } = p.ctx.type_data(ty).clone() else {
        return p.error_at(ty_at, "expected a memref type");
    };
    let index_ty = p.ctx.index_type();
    let mut operands: SmallVec<[Value; 4]> = SmallVec::new();
    if let Some(v) = value_use {
        operands.push(p.resolve_one(v, elem)?);
    }
    if let Some((at, text, negative)) = literal {
        let value = match p.ctx.type_data(elem).clone() {
            TypeData::Float(kind) => {
                // An integer literal stored into floats reads as that float.
                let mut digits = text.to_vec();
                if !digits
                    .iter()
                    .any(|c| matches!(c, b'.' | b'e' | b'E' | b'x'))
                {
                    digits.extend_from_slice(b".0");
                }
                let bits = p.float_from_float_literal(kind, &digits, at, negative)?;
                p.ctx.intern_attr(AttrData::Float { ty: elem, bits })
            }
            TypeData::Integer { .. } | TypeData::Index => {
                let width = match p.ctx.type_data(elem) {
                    TypeData::Integer { width, .. } => *width,
                    _ => 64,
                };
                let digits = std::str::from_utf8(text).unwrap_or("");
                let Ok(v) = digits.parse::<i64>() else {
                    return p.error_at(at, "integer literal out of range");
                };
                let v = if negative { -v } else { v };
                p.ctx.intern_attr(AttrData::Integer {
                    ty: elem,
                    value: sigil_numeric::ApInt::from_i64(width, v),
                })
            }
            _ => return p.error_at(at, "cannot store a literal of this element type"),
        };
        operands.push(constant_before(p, value, elem, at));
    }
    operands.push(p.resolve_one(mem, ty)?);
    let idx_types = vec![index_ty; indices.len()];
    operands.extend(p.resolve("memref.store", idx_at, &indices, &idx_types)?);
    finish_simple(p, "memref.store", start, &operands, &[], Vec::new())
}

/// The tensor type of the same shape and element type as a memref type.
fn tensor_of(p: &mut Parser<'_>, memref: Type, at: u32) -> DResult<Type> {
    match p.ctx.type_data(memref).clone() {
        TypeData::MemRef { shape, elem, .. } => Ok(p.ctx.intern_type(TypeData::RankedTensor {
            shape,
            elem,
            encoding: None,
        })),
        TypeData::UnrankedMemRef { elem, .. } => {
            Ok(p.ctx.intern_type(TypeData::UnrankedTensor { elem }))
        }
        _ => p.error_at(at, "expected a memref type"),
    }
}

/// `tensor_load %m : memref<...>`
fn parse_tensor_load(p: &mut Parser<'_>, _: &'static OpDef, start: u32) -> DResult<OpId> {
    let m = p.operand()?;
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let at = p.offset();
    let ty = p.parse_type()?;
    let t = tensor_of(p, ty, at)?;
    let m = p.resolve_one(m, ty)?;
    finish_simple(p, "bufferization.to_tensor", start, &[m], &[t], Vec::new())
}

/// `tensor_store %t to %m : memref<...>`
fn parse_tensor_store(p: &mut Parser<'_>, _: &'static OpDef, start: u32) -> DResult<OpId> {
    let t = p.operand()?;
    p.keyword("to")?;
    let m = p.operand()?;
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let at = p.offset();
    let ty = p.parse_type()?;
    let tt = tensor_of(p, ty, at)?;
    let t = p.resolve_one(t, tt)?;
    let m = p.resolve_one(m, ty)?;
    let unit = p.ctx.unit_attr();
    let props = vec![p.prop("restrict", unit), p.prop("writable", unit)];
    finish_simple(
        p,
        "bufferization.materialize_in_destination",
        start,
        &[t, m],
        &[],
        props,
    )
}
