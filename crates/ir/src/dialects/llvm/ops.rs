//! The `llvm` dialect's value ops: arithmetic, comparisons, casts, memory
//! access, aggregates, constants and the intrinsics with a declarative
//! format, each parsed and printed by one function per *form* (the shape
//! its ODS assembly format has), so the forty arithmetic and cast ops share
//! two functions.
//!
//! Enums kept as integers in properties (`overflowFlags = 3 : i32`,
//! `predicate = 8 : i64`, `ordering = 0 : i64`, `noWrapFlags = 7 : i32`)
//! are written by name in the custom forms (`overflow<nsw, nuw>`, `"ugt"`,
//! `inbounds|nuw`), as MLIR's generated and hand-written parsers do.
//! Ops whose ODS record has no assembly format (`llvm.intr.memcpy`,
//! `llvm.intr.abs`, ...) print in generic form in `mlir-opt-22`'s output
//! too and have no custom form here.

use super::attrs::{FCMP, ICMP};
use super::types::{self as t};
use crate::attrs::{Attr, AttrData};
use crate::diag::{DResult, Diagnostic};
use crate::dialects::support::quoted;
use crate::dialects::{OpDef, OpTraits, PropSpec};
use crate::ir::OpId;
use crate::lexer::TokenKind;
use crate::parser::asm::OpParts;
use crate::parser::Parser;
use crate::printer::custom::AsmPrinter;
use crate::types::{Type, TypeData};
use crate::verifier::Checker;

type VResult = Result<(), Box<Diagnostic>>;

/// An integer attribute of `width` bits.
pub(crate) fn int_attr(p: &mut Parser<'_>, width: u32, v: i64) -> Attr {
    let ty = p.ctx.i(width);
    p.ctx.intern_attr(AttrData::Integer {
        ty,
        value: sigil_numeric::ApInt::from_u64(width, v as u64),
    })
}

/// The value of an integer property.
pub(crate) fn int_prop(p: &AsmPrinter<'_>, op: OpId, name: &str) -> Option<i64> {
    let a = p.prop(op, name)?;
    match p.ctx().attr_data(a) {
        AttrData::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// The op's name.
pub(crate) fn op_name<'c>(p: &AsmPrinter<'c>, op: OpId) -> &'c str {
    let ctx: &'c crate::Context = p.ctx();
    std::str::from_utf8(ctx.str_bytes(p.ir.op(op).name)).unwrap_or("")
}

/// A bare identifier, or "expected valid keyword".
pub(crate) fn bare_keyword(p: &mut Parser<'_>) -> DResult<String> {
    if !p.at_token(TokenKind::BareIdent) {
        return p.custom_error(p.offset(), "expected valid keyword");
    }
    let s = String::from_utf8_lossy(p.spelling()).into_owned();
    p.bump();
    Ok(s)
}

fn expect(p: &mut Parser<'_>, kind: TokenKind, s: &str) -> DResult<()> {
    // The message is built only when it is needed.
    if p.eat_token(kind) {
        return Ok(());
    }
    p.expect_token(kind, &format!("expected '{s}'"))
}

/// Reads `<flag, flag>` of a bit enum (after its keyword).
pub(crate) fn parse_bits(
    p: &mut Parser<'_>,
    cases: &crate::dialects::api::EnumCases,
) -> DResult<i64> {
    let mut dp = crate::dialects::api::DialectParser {
        p: &mut *p,
        end: u32::MAX,
        self_type: None,
    };
    dp.expect("<")?;
    let v = cases.parse_value(&mut dp)?;
    dp.expect(">")?;
    Ok(v)
}

pub(crate) fn write_bits(p: &mut AsmPrinter<'_>, cases: &crate::dialects::api::EnumCases, v: i64) {
    let mut s = String::new();
    cases.write(v, &mut |w| s.push_str(w));
    p.w(&s);
}

// ----- integer and float arithmetic -----

// ----- comparisons -----

/// The `i1` (or vector of `i1` of the same shape) a comparison of `ty`
/// gives (MLIR's `getI1SameShape`).
fn i1_same_shape(p: &mut Parser<'_>, ty: Type) -> Type {
    let i1 = p.ctx.i(1);
    match p.ctx.type_data(ty).clone() {
        TypeData::Vector {
            shape, scalable, ..
        } => p.ctx.intern_type(TypeData::Vector {
            shape,
            scalable,
            elem: i1,
        }),
        _ => i1,
    }
}

/// `"pred" $lhs, $rhs attr-dict : type($lhs)` (MLIR's `parseCmpOp`).
pub(crate) fn parse_cmp(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let names = if def.name == "llvm.icmp" { ICMP } else { FCMP };
    let at = p.offset();
    let i64t = p.ctx.i(64);
    let a = p.parse_attribute(Some(i64t))?;
    let pred = match p.ctx.attr_data(a) {
        AttrData::String { .. } => {
            let s = p.ctx.str_bytes(a);
            let found = names.iter().position(|n| n.as_bytes() == s);
            match found {
                Some(i) => i as i64,
                None => {
                    let shown = String::from_utf8_lossy(s).into_owned();
                    return p.custom_error(
                        at,
                        format!("'{shown}' is an incorrect value of the 'predicate' attribute"),
                    );
                }
            }
        }
        _ => return p.custom_error(at, "expected string comparison predicate"),
    };
    let lhs = p.operand()?;
    expect(p, TokenKind::Comma, ",")?;
    let rhs = p.operand()?;
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    expect(p, TokenKind::Colon, ":")?;
    let ty_at = p.offset();
    let ty = p.parse_type()?;
    parts.operands = p.resolve(def.name, ty_at, &[lhs, rhs], &[ty, ty])?;
    let pa = int_attr(p, 64, pred);
    let e = p.prop("predicate", pa);
    parts.props.push(e);
    let res = i1_same_shape(p, ty);
    parts.result_types.push(res);
    p.finish_op(def, start, parts)
}

pub(crate) fn print_cmp(p: &mut AsmPrinter<'_>, op: OpId) {
    let names = if op_name(p, op) == "llvm.icmp" {
        ICMP
    } else {
        FCMP
    };
    let v = int_prop(p, op, "predicate").unwrap_or(0);
    p.w(" \"");
    p.w(names.get(v as usize).copied().unwrap_or(""));
    p.w("\" ");
    p.operands(op);
    p.attr_dict(op, &["predicate"]);
    p.w(" : ");
    let ir = p.ir;
    p.ty(ir.value_type(ir.operand(op, 0)));
}

// ----- select, intrinsics, constants -----

// ----- aggregates -----

/// The element at `position` of an aggregate (MLIR's
/// `getInsertExtractValueElementType`), or the message why there is none.
pub(crate) fn aggregate_element(
    ctx: &crate::Context,
    mut ty: Type,
    position: &[i64],
) -> Result<Type, String> {
    for &i in position {
        if let Some((n, e)) = t::array_parts(ctx, ty) {
            if i < 0 || i >= n {
                return Err(format!("position out of bounds: {i}"));
            }
            ty = e;
        } else if let Some((_, fields)) = t::struct_parts(ctx, ty) {
            if i < 0 || i as usize >= fields.len() {
                return Err(format!("position out of bounds: {i}"));
            }
            ty = fields[i as usize];
        } else {
            return Err(format!(
                "expected LLVM IR structure/array type, got: {}",
                quoted(ctx, ty).trim_matches('\'')
            ));
        }
    }
    Ok(ty)
}

// ----- memory -----

fn unit(p: &mut Parser<'_>, parts: &mut OpParts, kw: &str, prop: &str) {
    if p.eat_keyword(kw) {
        let u = p.ctx.unit_attr();
        let e = p.prop(prop, u);
        parts.props.push(e);
    }
}

/// `(inalloca)? $arraySize x $elem_type attr-dict : functional-type`.
pub(crate) fn parse_alloca(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut parts = OpParts::default();
    unit(p, &mut parts, "inalloca", "inalloca");
    let at = p.offset();
    let n = p.operand()?;
    p.keyword("x")?;
    let et = p.parse_type()?;
    parts.attrs = p.optional_attr_dict()?;
    expect(p, TokenKind::Colon, ":")?;
    let fat = p.offset();
    let fty = p.parse_type()?;
    let TypeData::Function { inputs, results } = p.ctx.type_data(fty).clone() else {
        return p.custom_error(
            fat,
            "expected trailing function type with one argument and one result",
        );
    };
    if inputs.len() != 1 || results.len() != 1 {
        return p.custom_error(
            fat,
            "expected trailing function type with one argument and one result",
        );
    }
    parts.operands = p.resolve(def.name, at, &[n], &inputs)?;
    let ta = p.ctx.type_attr(et);
    let e = p.prop("elem_type", ta);
    parts.props.push(e);
    parts.result_types.push(results[0]);
    p.finish_op(def, start, parts)
}

pub(crate) fn print_alloca(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" ");
    if p.prop(op, "inalloca").is_some() {
        p.w("inalloca ");
    }
    p.operands(op);
    p.w(" x ");
    let ctx = p.ctx();
    if let Some(AttrData::Type(t)) = p.prop(op, "elem_type").map(|a| ctx.attr_data(a)) {
        p.ty(*t);
    }
    let zero_align = int_prop(p, op, "alignment").is_none_or(|a| a == 0);
    if zero_align {
        p.attr_dict(op, &["alignment", "elem_type", "inalloca"]);
    } else {
        p.attr_dict(op, &["elem_type", "inalloca"]);
    }
    p.w(" : ");
    p.functional_type(op);
}

const GEP_FLAGS: &[(&str, i64)] = &[
    ("inbounds", 3),
    ("inbounds_flag", 1),
    ("nusw", 2),
    ("nuw", 4),
];

/// `GEPNoWrapFlagsProp` as written: flag keywords joined by `|` (`none`
/// for no flag).
pub(crate) fn parse_gep_flags(p: &mut Parser<'_>) -> DResult<i64> {
    let mut flags = 0;
    loop {
        let at = p.offset();
        let kw = bare_keyword(p)?;
        match GEP_FLAGS.iter().find(|f| f.0 == kw) {
            Some(f) => flags |= f.1,
            None if kw == "none" => {}
            None => {
                return p.custom_error(
                    at,
                    format!("expected one of [none, inbounds_flag, nusw, nuw, inbounds] for ::mlir::LLVM::GEPNoWrapFlags, got: {kw}"),
                )
            }
        }
        if !p.eat_token(TokenKind::Vertical) {
            return Ok(flags);
        }
        if !p.at_token(TokenKind::BareIdent) {
            let at = p.offset();
            return p.custom_error(
                at,
                "expected keyword for ::mlir::LLVM::GEPNoWrapFlags after '|'",
            );
        }
    }
}

/// Whether the current token starts `GEPNoWrapFlagsProp`: any keyword (a
/// wrong one is then the enum's error, as in MLIR).
pub(crate) fn at_gep_flags(p: &Parser<'_>) -> bool {
    p.at_token(TokenKind::BareIdent)
}

pub(crate) fn gep_flags_text(mut v: i64) -> String {
    if v == 0 {
        return "none".into();
    }
    let mut out = Vec::new();
    for (name, bits) in GEP_FLAGS {
        if v & bits == *bits {
            out.push(*name);
            v &= !bits;
        }
    }
    out.join("|")
}

// ----- verifiers -----

/// `GEPOp::verify`: one dynamic index per dynamic entry of
/// `rawConstantIndices`, then a sized element type.
pub(crate) fn verify_gep(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let raw = ir
        .op(op)
        .props
        .and_then(|p| ctx.dict_get(p, b"rawConstantIndices"))
        .and_then(|a| crate::dialects::cf::i32_array_values(ctx, a));
    if let Some(raw) = &raw {
        let dynamic = raw.iter().filter(|&&r| r == i32::MIN).count();
        if dynamic + 1 != ir.operands(op).count() {
            return Err(c.op_error_named(
                op,
                "expected as many dynamic indices as specified in 'rawConstantIndices'",
            ));
        }
    }
    let flags = ir
        .op(op)
        .props
        .and_then(|p| ctx.dict_get(p, b"noWrapFlags"));
    if flags.is_some_and(|a| matches!(ctx.attr_data(a), AttrData::Integer { value, .. } if value.to_i64() == Some(1))) {
        return Err(c.op_error_named(op, "'inbounds_flag' cannot be used directly."));
    }
    let elem = ir.op(op).props.and_then(|p| ctx.dict_get(p, b"elem_type"));
    if let (Some(raw), Some(AttrData::Type(elem))) = (raw, elem.map(|a| ctx.attr_data(a))) {
        if let Some(msg) = struct_index_error(ctx, *elem, &raw) {
            return Err(c.op_error_named(op, &msg));
        }
    }
    verify_elem_type(c, op)
}

/// MLIR's `verifyStructIndices`: from index 1, a struct takes a constant
/// index within its fields, an array or vector any index into its element,
/// and nothing else can be indexed.
fn struct_index_error(ctx: &crate::Context, mut ty: Type, raw: &[i32]) -> Option<String> {
    for (pos, &index) in raw.iter().enumerate().skip(1) {
        if let Some((_, fields)) = t::struct_parts(ctx, ty) {
            if index == i32::MIN {
                return Some(format!(
                    "expected index {pos} indexing a struct to be constant"
                ));
            }
            match usize::try_from(index).ok().and_then(|i| fields.get(i)) {
                Some(&field) => ty = field,
                None => return Some(format!("index {pos} indexing a struct is out of bounds")),
            }
        } else if let Some((_, e)) = t::array_parts(ctx, ty) {
            ty = e;
        } else if let TypeData::Vector { elem, .. } = ctx.type_data(ty) {
            ty = *elem;
        } else {
            let shown = crate::dialects::support::quoted(ctx, ty);
            return Some(format!("type {shown} cannot be indexed (index #{pos})"));
        }
    }
    None
}

/// `getelementptr` and `alloca` want a sized element type.
pub(crate) fn verify_elem_type(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let Some(a) = c
        .ir()
        .op(op)
        .props
        .and_then(|p| ctx.dict_get(p, b"elem_type"))
    else {
        return Ok(());
    };
    if let AttrData::Type(t) = ctx.attr_data(a) {
        if t::is(ctx, *t, "void") || t::is(ctx, *t, "func") {
            return Err(c.op_error_named(op, "expected type with size"));
        }
    }
    Ok(())
}

pub(crate) const fn op(name: &'static str) -> OpDef {
    OpDef::new(name, OpTraits::NONE)
}

pub(crate) const fn with(
    name: &'static str,
    props: &'static [PropSpec],
    parse: crate::dialects::ParseFn,
    print: crate::dialects::PrintFn,
) -> OpDef {
    op(name).with_props(props).with_parse_print(parse, print)
}

/// `op_bundle_sizes` splits the operands after the condition
/// (`VariadicOfVariadic`): its sizes add up to their count.
pub(crate) fn verify_assume(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let sizes = ir
        .op(op)
        .props
        .and_then(|p| ctx.dict_get(p, b"op_bundle_sizes"))
        .and_then(|a| crate::dialects::cf::i32_array_values(ctx, a))
        .unwrap_or_default();
    let total: i64 = sizes.iter().map(|&n| n as i64).sum();
    let count = ir.operands(op).count().saturating_sub(1);
    if total != count as i64 {
        return Err(c.op_error_named(
            op,
            &format!(
                "op_bundle_operands count ({count}) does not match with the total size ({total}) specified in attribute 'op_bundle_sizes'"
            ),
        ));
    }
    Ok(())
}
