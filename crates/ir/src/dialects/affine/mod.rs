//! The `affine` dialect: `affine.for`, `affine.if`, `affine.parallel` and
//! `affine.yield` (`loops`); `affine.load`/`store`, their vector forms,
//! `affine.prefetch` and `affine.dma_start`/`dma_wait` (`memory`);
//! `affine.apply`, `affine.min`/`max` and `affine.delinearize_index`/
//! `linearize_index` (`index`).
//!
//! What the ops share lives here: MLIR's `parseAffineMapOfSSAIds` (the
//! `[%i + 1, symbol(%n)]` subscripts, parsed by `sigil-affine` with a hook
//! that hands each new SSA id back to sigil's operand parser) and its
//! printer, dimension-and-symbol operand lists `(%d)[%s]`, property
//! access, and the rules for valid affine dimensions and symbols
//! (`valid`).

mod index;
mod loops;
mod memory;
mod valid;

use smallvec::SmallVec;

use super::{AttrKind, OpDef, OpTraits, PropDefault, PropSpec};
use crate::attrs::{Attr, AttrData};
use crate::context::Context;
use crate::diag::{DResult, Diagnostic};
use crate::ir::{Ir, OpId, Value};
use crate::lexer::TokenKind;
use crate::parser::{Parser, SsaUse, SsaUses};
use crate::printer::custom::AsmPrinter;
use crate::types::Type;
use crate::verifier::Checker;
use sigil_affine::{AffineMap, Delimiter, IntegerSet};

/// `SingleBlockImplicitTerminator<AffineYieldOp>`.
const IMPLICIT_YIELD: OpTraits = OpTraits {
    single_block: true,
    implicit_terminator: Some("affine.yield"),
    ..OpTraits::NONE
};

const MAP: PropSpec = PropSpec::new("map", AttrKind::AffineMap);

pub(crate) const OPS: &[OpDef] = &[
    OpDef {
        props: &[MAP],
        parse: Some(index::parse_apply),
        print: Some(index::print_apply),
        verify: Some(index::verify_apply),
        ..OpDef::new("affine.apply", OpTraits::NONE)
    },
    OpDef {
        props: &[PropSpec::new("static_basis", AttrKind::DenseI64Array)],
        verify: Some(index::verify_delinearize),
        ..OpDef::new("affine.delinearize_index", OpTraits::NONE)
    },
    OpDef {
        parse: Some(memory::parse_dma_start),
        print: Some(memory::print_dma_start),
        verify: Some(memory::verify_dma_start),
        ..OpDef::new("affine.dma_start", OpTraits::NONE)
    },
    OpDef {
        parse: Some(memory::parse_dma_wait),
        print: Some(memory::print_dma_wait),
        verify: Some(memory::verify_dma_wait),
        ..OpDef::new("affine.dma_wait", OpTraits::NONE)
    },
    OpDef {
        props: &[
            PropSpec::new("lowerBoundMap", AttrKind::AffineMap),
            PropSpec::with_default(
                "operandSegmentSizes",
                AttrKind::DenseI32Array,
                PropDefault::ZeroI32Array { len: 3 },
            ),
            PropSpec::new("step", AttrKind::AnyInteger),
            PropSpec::new("upperBoundMap", AttrKind::AffineMap),
        ],
        parse: Some(loops::parse_for),
        print: Some(loops::print_for),
        verify: Some(loops::verify_for),
        ..OpDef::new("affine.for", IMPLICIT_YIELD)
    },
    OpDef {
        props: &[PropSpec::new("condition", AttrKind::IntegerSet)],
        parse: Some(loops::parse_if),
        print: Some(loops::print_if),
        verify: Some(loops::verify_if),
        ..OpDef::new("affine.if", IMPLICIT_YIELD)
    },
    OpDef {
        props: &[
            PropSpec::with_default("disjoint", AttrKind::UnitOrBool, PropDefault::False),
            PropSpec::with_default(
                "operandSegmentSizes",
                AttrKind::DenseI32Array,
                PropDefault::ZeroI32Array { len: 2 },
            ),
            PropSpec::new("static_basis", AttrKind::DenseI64Array),
        ],
        verify: Some(index::verify_linearize),
        ..OpDef::new("affine.linearize_index", OpTraits::NONE)
    },
    OpDef {
        props: &[MAP],
        parse: Some(memory::parse_load),
        print: Some(memory::print_load),
        verify: Some(memory::verify_load),
        ..OpDef::new("affine.load", OpTraits::NONE)
    },
    OpDef {
        props: &[MAP],
        parse: Some(index::parse_max),
        print: Some(index::print_min_max),
        verify: Some(index::verify_min_max),
        ..OpDef::new("affine.max", OpTraits::NONE)
    },
    OpDef {
        props: &[MAP],
        parse: Some(index::parse_min),
        print: Some(index::print_min_max),
        verify: Some(index::verify_min_max),
        ..OpDef::new("affine.min", OpTraits::NONE)
    },
    OpDef {
        props: &[
            PropSpec::new("lowerBoundsGroups", AttrKind::DenseIntElements),
            PropSpec::new("lowerBoundsMap", AttrKind::AffineMap),
            PropSpec::new("reductions", AttrKind::Array),
            PropSpec::new("steps", AttrKind::Array),
            PropSpec::new("upperBoundsGroups", AttrKind::DenseIntElements),
            PropSpec::new("upperBoundsMap", AttrKind::AffineMap),
        ],
        parse: Some(loops::parse_parallel),
        print: Some(loops::print_parallel),
        verify: Some(loops::verify_parallel),
        ..OpDef::new("affine.parallel", IMPLICIT_YIELD)
    },
    OpDef {
        props: &[
            PropSpec::new("isDataCache", AttrKind::Bool),
            PropSpec::new("isWrite", AttrKind::Bool),
            PropSpec::new("localityHint", AttrKind::AnyInteger),
            MAP,
        ],
        parse: Some(memory::parse_prefetch),
        print: Some(memory::print_prefetch),
        verify: Some(memory::verify_prefetch),
        ..OpDef::new("affine.prefetch", OpTraits::NONE)
    },
    OpDef {
        props: &[MAP],
        parse: Some(memory::parse_store),
        print: Some(memory::print_store),
        verify: Some(memory::verify_store),
        ..OpDef::new("affine.store", OpTraits::NONE)
    },
    OpDef {
        props: &[MAP],
        parse: Some(memory::parse_vector_load),
        print: Some(memory::print_vector_load),
        verify: Some(memory::verify_vector_load),
        ..OpDef::new("affine.vector_load", OpTraits::NONE)
    },
    OpDef {
        props: &[MAP],
        parse: Some(memory::parse_vector_store),
        print: Some(memory::print_vector_store),
        verify: Some(memory::verify_vector_store),
        ..OpDef::new("affine.vector_store", OpTraits::NONE)
    },
    OpDef {
        verify: Some(loops::verify_yield),
        ..OpDef::new("affine.yield", OpTraits::TERMINATOR)
    },
];

// ----- properties and attributes -----

/// An inherent attribute of `op`.
fn prop(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<Attr> {
    ctx.dict_get(ir.op(op).props?, name.as_bytes())
}

/// A discardable attribute of `op`.
fn attr(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<Attr> {
    ctx.named_get(ir.attrs(op), name.as_bytes())
}

fn as_map(ctx: &Context, a: Attr) -> Option<&AffineMap> {
    match ctx.attr_data(a) {
        AttrData::AffineMap(m) => Some(m),
        _ => None,
    }
}

fn as_set(ctx: &Context, a: Attr) -> Option<&IntegerSet> {
    match ctx.attr_data(a) {
        AttrData::IntegerSet(s) => Some(s),
        _ => None,
    }
}

/// The affine map in property `name` of `op`.
fn prop_map<'c>(ctx: &'c Context, ir: &Ir, op: OpId, name: &str) -> Option<&'c AffineMap> {
    as_map(ctx, prop(ctx, ir, op, name)?)
}

/// The value of an integer attribute as a sign-extended `i64`.
fn int_value(ctx: &Context, a: Attr) -> Option<i64> {
    match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// The values of a `DenseArray` attribute of 32- or 64-bit integers.
fn dense_array_values(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
    let AttrData::DenseArray { elem, data, .. } = ctx.attr_data(a) else {
        return None;
    };
    match super::support::bit_width(ctx, *elem) {
        Some(64) => Some(
            data.chunks_exact(8)
                .map(|c| i64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
                .collect(),
        ),
        Some(32) => Some(
            data.chunks_exact(4)
                .map(|c| i32::from_le_bytes(c.try_into().unwrap_or([0; 4])) as i64)
                .collect(),
        ),
        _ => None,
    }
}

/// `array<i32: ...>`.
fn i32_array(ctx: &mut Context, vals: &[i32]) -> Attr {
    let elem = ctx.i(32);
    let mut data = Vec::with_capacity(vals.len() * 4);
    for v in vals {
        data.extend_from_slice(&v.to_le_bytes());
    }
    ctx.intern_attr(AttrData::DenseArray {
        elem,
        len: vals.len() as u32,
        data: data.into_boxed_slice(),
    })
}

fn map_attr(ctx: &mut Context, map: AffineMap) -> Attr {
    ctx.intern_attr(AttrData::AffineMap(Box::new(map)))
}

fn index_attr(ctx: &mut Context, v: i64) -> Attr {
    let ty = ctx.index_type();
    ctx.intern_attr(AttrData::Integer {
        ty,
        value: sigil_numeric::ApInt::from_i64(64, v),
    })
}

fn bool_attr(ctx: &mut Context, v: bool) -> Attr {
    let ty = ctx.i(1);
    ctx.intern_attr(AttrData::Integer {
        ty,
        value: sigil_numeric::ApInt::from_u64(1, v as u64),
    })
}

/// The operand groups of an op with `operandSegmentSizes` (`None` when the
/// property is missing or does not describe the operands).
fn segments(ctx: &Context, ir: &Ir, op: OpId, groups: usize) -> Option<Vec<Vec<Value>>> {
    let sizes = dense_array_values(ctx, prop(ctx, ir, op, "operandSegmentSizes")?)?;
    if sizes.len() != groups || sizes.iter().any(|&s| s < 0) {
        return None;
    }
    let ops: Vec<Value> = ir.operands(op).collect();
    if sizes.iter().sum::<i64>() as usize != ops.len() {
        return None;
    }
    let mut out = Vec::with_capacity(groups);
    let mut at = 0;
    for s in sizes {
        out.push(ops[at..at + s as usize].to_vec());
        at += s as usize;
    }
    Some(out)
}

/// The checks of `AttrSizedOperandSegments` with MLIR's messages.
fn check_segments(c: &dyn Checker, op: OpId, groups: usize) -> Result<(), Box<Diagnostic>> {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(sizes) =
        prop(ctx, ir, op, "operandSegmentSizes").and_then(|a| dense_array_values(ctx, a))
    else {
        return Err(c.op_error_named(op, "requires attribute 'operandSegmentSizes'"));
    };
    if sizes.len() != groups {
        return Err(c.op_error_named(
            op,
            &format!(
                "'operandSegmentSizes' attribute for specifying operand segments must have {groups} elements, but got {}",
                sizes.len()
            ),
        ));
    }
    if sizes.iter().any(|&s| s < 0) {
        return Err(c.op_error_named(
            op,
            "'operandSegmentSizes' attribute cannot have negative elements",
        ));
    }
    let total: i64 = sizes.iter().sum();
    let n = ir.num_operands(op);
    if total != n as i64 {
        return Err(c.op_error_named(
            op,
            &format!(
                "operand count ({n}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'"
            ),
        ));
    }
    Ok(())
}

/// A required inherent attribute, or MLIR's `requires attribute` error.
fn required(c: &dyn Checker, op: OpId, name: &str) -> Result<Attr, Box<Diagnostic>> {
    prop(c.ctx(), c.ir(), op, name)
        .ok_or_else(|| c.op_error_named(op, &format!("requires attribute '{name}'")))
}

/// A required affine map property.
fn required_map<'c>(
    c: &'c dyn Checker,
    op: OpId,
    name: &str,
) -> Result<&'c AffineMap, Box<Diagnostic>> {
    let a = required(c, op, name)?;
    as_map(c.ctx(), a).ok_or_else(|| {
        c.op_error_named(
            op,
            &format!("attribute '{name}' failed to satisfy constraint: AffineMap attribute"),
        )
    })
}

fn quoted(ctx: &Context, t: Type) -> String {
    super::support::quoted(ctx, t)
}

fn is_index(ctx: &Context, t: Type) -> bool {
    super::support::is_index(ctx, t)
}

/// ODS's check of a variadic operand group of `index` values starting at
/// operand `first`.
fn check_index_operands(
    c: &dyn Checker,
    op: OpId,
    first: usize,
    vals: &[Value],
    what: &str,
) -> Result<(), Box<Diagnostic>> {
    let ctx = c.ctx();
    for (i, &v) in vals.iter().enumerate() {
        let t = c.ir().value_type(v);
        if !is_index(ctx, t) {
            return Err(c.op_error_named(
                op,
                &format!(
                    "operand #{} must be {what}, but got {}",
                    first + i,
                    quoted(ctx, t)
                ),
            ));
        }
    }
    Ok(())
}

// ----- parsing -----

/// Operand uses as parsed, resolved later.
type Uses<'a> = SsaUses<'a>;

/// A delimited operand list: `(%a, %b)` or `[%s]`; `optional` lets the
/// list be absent (`Delimiter::OptionalSquare`).
fn operand_list_delimited<'a>(
    p: &mut Parser<'a>,
    square: bool,
    optional: bool,
) -> DResult<Uses<'a>> {
    let (open, close, o, c) = if square {
        (TokenKind::LSquare, TokenKind::RSquare, '[', ']')
    } else {
        (TokenKind::LParen, TokenKind::RParen, '(', ')')
    };
    let mut uses = Uses::new();
    if !p.at_token(open) {
        if optional {
            return Ok(uses);
        }
        return p.error_here(format!("expected '{o}' in operand list"));
    }
    p.bump();
    if p.eat_token(close) {
        return Ok(uses);
    }
    loop {
        uses.push(p.operand()?);
        if p.eat_token(close) {
            return Ok(uses);
        }
        if !p.eat_token(TokenKind::Comma) {
            return p.error_here(format!("expected '{c}' in operand list"));
        }
    }
}

/// `parseDimAndSymbolList`: `(%d, ...)` and optional `[%s, ...]`,
/// resolved as `index`; returns the values and the number of dimensions.
fn dim_and_symbol_list(p: &mut Parser<'_>) -> DResult<(SmallVec<[Value; 4]>, usize)> {
    let mut uses = operand_list_delimited(p, false, false)?;
    let num_dims = uses.len();
    uses.extend(operand_list_delimited(p, true, true)?);
    let index = p.ctx.index_type();
    let mut vals = SmallVec::new();
    for u in uses {
        vals.push(p.resolve_one(u, index)?);
    }
    Ok((vals, num_dims))
}

fn affine_error(e: sigil_affine::AffineError) -> Box<Diagnostic> {
    let mut msg = e.message;
    if msg.contains("nested too deeply") {
        msg.push_str(" (a fixed limit for affine expressions, independent of --max-nesting)");
    }
    let mut d = Diagnostic::error(e.offset as u32, msg);
    for also in e.also {
        d.notes
            .push(Diagnostic::error(also.offset as u32, also.message));
    }
    Box::new(d)
}

/// Runs a `sigil-affine` SSA-id parse from the current token, letting it
/// call back into sigil's operand parser for each new SSA id. Returns the
/// result, the dimension uses and the symbol uses.
fn with_ssa_ids<'a, T>(
    p: &mut Parser<'a>,
    run: impl FnOnce(
        &'a [u8],
        usize,
        &mut dyn FnMut(usize, bool) -> Option<usize>,
    ) -> Result<(T, usize), sigil_affine::AffineError>,
) -> DResult<(T, Uses<'a>, Uses<'a>)> {
    let src: &'a [u8] = p.buf;
    let start = p.offset() as usize;
    let mut dims = Uses::new();
    let mut syms = Uses::new();
    let mut failure: Option<Box<Diagnostic>> = None;
    let result = {
        let mut element = |at: usize, is_symbol: bool| -> Option<usize> {
            p.relex_at(at);
            match p.operand() {
                Ok(u) => {
                    if is_symbol {
                        syms.push(u);
                    } else {
                        dims.push(u);
                    }
                    Some(p.offset() as usize)
                }
                Err(e) => {
                    failure = Some(e);
                    None
                }
            }
        };
        run(src, start, &mut element)
    };
    match result {
        Ok((value, end)) => {
            p.relex_at(end);
            Ok((value, dims, syms))
        }
        Err(e) => Err(failure.unwrap_or_else(|| affine_error(e))),
    }
}

/// MLIR's `parseAffineMapOfSSAIds`: the map and its operands, dimensions
/// first, then symbols (not yet resolved).
fn map_of_ssa_ids<'a>(p: &mut Parser<'a>, delimiter: Delimiter) -> DResult<(AffineMap, Uses<'a>)> {
    let (map, mut dims, syms) = with_ssa_ids(p, |src, at, element| {
        sigil_affine::parse_affine_map_of_ssa_ids_at(src, at, delimiter, element)
    })?;
    dims.extend(syms);
    Ok((map, dims))
}

/// MLIR's `parseAffineExprOfSSAIds`: one expression, as the single result
/// of a map, with its dimension and symbol uses.
fn expr_of_ssa_ids<'a>(p: &mut Parser<'a>) -> DResult<(AffineMap, Uses<'a>, Uses<'a>)> {
    with_ssa_ids(p, sigil_affine::parse_affine_expr_of_ssa_ids_at)
}

/// Resolves uses as `index` values.
fn resolve_index<'a>(p: &mut Parser<'a>, uses: &[SsaUse<'a>]) -> DResult<SmallVec<[Value; 4]>> {
    let index = p.ctx.index_type();
    let mut out = SmallVec::new();
    for &u in uses {
        out.push(p.resolve_one(u, index)?);
    }
    Ok(out)
}

/// `parseColonType` for a specific kind of type (`kind` as MLIR names it,
/// e.g. `builtin.memref`): the message MLIR gives when the type is of
/// another kind.
fn colon_typed(
    p: &mut Parser<'_>,
    kind: &str,
    ok: impl Fn(&crate::types::TypeData) -> bool,
) -> DResult<Type> {
    let at = p.offset();
    let t = p.colon_type()?;
    check_type_kind(p, at, t, kind, ok)?;
    Ok(t)
}

/// The typed-parse check of a type already parsed at `at`.
fn check_type_kind(
    p: &mut Parser<'_>,
    at: u32,
    t: Type,
    kind: &str,
    ok: impl Fn(&crate::types::TypeData) -> bool,
) -> DResult<()> {
    if !ok(p.ctx.type_data(t)) {
        let shown = p.quoted_type(t);
        return p.custom_error(
            at,
            format!("invalid kind of type specified: expected {kind}, but found {shown}"),
        );
    }
    Ok(())
}

/// An attribute with a given (integer-like) type: MLIR rejects a float
/// literal there at the token after it.
fn int_attribute(p: &mut Parser<'_>, ty: Type) -> DResult<Attr> {
    let float_next = p.at_token(TokenKind::Float)
        || (p.at_token(TokenKind::Minus) && p.peek_kind() == TokenKind::Float);
    if float_next && !matches!(p.ctx.type_data(ty), crate::types::TypeData::Float(_)) {
        p.eat_token(TokenKind::Minus);
        p.bump();
        let at = p.here();
        return p.error_at(at, "floating point value not valid for specified type");
    }
    p.parse_attribute(Some(ty))
}

fn is_memref(t: &crate::types::TypeData) -> bool {
    matches!(t, crate::types::TypeData::MemRef { .. })
}

/// `-> type` or `-> (type, ...)` when present (`parseOptionalArrowTypeList`).
fn optional_arrow_types(p: &mut Parser<'_>) -> DResult<SmallVec<[Type; 4]>> {
    if !p.at_token(TokenKind::Arrow) {
        return Ok(SmallVec::new());
    }
    arrow_types(p)
}

/// `-> type` or `-> (type, ...)` (`parseArrowTypeList`).
fn arrow_types(p: &mut Parser<'_>) -> DResult<SmallVec<[Type; 4]>> {
    p.expect_token(TokenKind::Arrow, "expected '->'")?;
    if p.at_token(TokenKind::LParen) {
        return p.paren_types();
    }
    let mut v = SmallVec::new();
    v.push(p.parse_non_function_type()?);
    Ok(v)
}

// ----- printing -----

/// The printed names of `vals`, for printing inside affine expressions.
fn value_names(p: &mut AsmPrinter<'_>, vals: &[Value]) -> Vec<String> {
    vals.iter()
        .map(|&v| {
            let start = p.p.out.len();
            p.value(v);
            let name = p.p.out.split_off(start);
            String::from_utf8_lossy(&name).into_owned()
        })
        .collect()
}

/// MLIR's `printAffineMapOfSSAIds` for the results `range` of `map`: each
/// result with its dimensions and symbols spelled as the operands
/// (`%i + 1`, `symbol(%n)`).
fn print_map_of_ssa_ids(
    p: &mut AsmPrinter<'_>,
    map: &AffineMap,
    range: std::ops::Range<usize>,
    operands: &[Value],
) {
    let names = value_names(p, operands);
    let nd = map.num_dims() as usize;
    let mut out = String::new();
    let results = map.results().get(range).unwrap_or(&[]);
    for (i, &r) in results.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        sigil_affine::write_affine_expr_with(map, r, &mut out, &mut |pos, is_symbol, out| {
            let index = if is_symbol {
                nd + pos as usize
            } else {
                pos as usize
            };
            let name = names
                .get(index)
                .map_or("<<INVALID SSA VALUE>>", |s| s.as_str());
            if is_symbol {
                out.push_str("symbol(");
                out.push_str(name);
                out.push(')');
            } else {
                out.push_str(name);
            }
        });
    }
    p.w(&out);
}

/// MLIR's `printAffineExprOfSSAIds` for result `i` of `map`.
fn print_expr_of_ssa_ids(
    p: &mut AsmPrinter<'_>,
    map: &AffineMap,
    i: usize,
    dims: &[Value],
    syms: &[Value],
) {
    let Some(&r) = map.results().get(i) else {
        return;
    };
    let dim_names = value_names(p, dims);
    let sym_names = value_names(p, syms);
    let mut out = String::new();
    sigil_affine::write_affine_expr_with(map, r, &mut out, &mut |pos, is_symbol, out| {
        let names = if is_symbol { &sym_names } else { &dim_names };
        let name = names
            .get(pos as usize)
            .map_or("<<INVALID SSA VALUE>>", |s| s.as_str());
        if is_symbol {
            out.push_str("symbol(");
            out.push_str(name);
            out.push(')');
        } else {
            out.push_str(name);
        }
    });
    p.w(&out);
}

/// `printDimAndSymbolList`: `(%d, ...)` and `[%s, ...]` when there are
/// symbols.
fn print_dim_and_symbol_list(p: &mut AsmPrinter<'_>, operands: &[Value], num_dims: usize) {
    let nd = num_dims.min(operands.len());
    p.w("(");
    p.values(operands[..nd].iter().copied());
    p.w(")");
    if operands.len() > nd {
        p.w("[");
        p.values(operands[nd..].iter().copied());
        p.w("]");
    }
}
