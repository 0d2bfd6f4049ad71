//! The memory ops of the `affine` dialect, all indexed by an affine map of
//! SSA ids (`%m[%i + 1, symbol(%n)]`): `affine.load`, `affine.store`,
//! `affine.vector_load`, `affine.vector_store`, `affine.prefetch`, and the
//! DMA ops `affine.dma_start` / `affine.dma_wait`, whose maps are ordinary
//! (discardable) attributes rather than properties.

use smallvec::SmallVec;

use super::valid::Rules;
use super::{
    as_map, attr, bool_attr, check_index_operands, colon_typed, is_memref, map_attr,
    map_of_ssa_ids, print_map_of_ssa_ids, prop, prop_map, quoted, required, required_map,
    resolve_index, Uses,
};
use crate::attrs::{Attr, AttrData, NamedAttr};
use crate::context::Context;
use crate::diag::{DResult, Diagnostic};
use crate::dialects::OpDef;
use crate::ir::{Ir, OpId, Value};
use crate::lexer::TokenKind;
use crate::parser::asm::OpParts;
use crate::parser::Parser;
use crate::printer::custom::AsmPrinter;
use crate::types::{Type, TypeData};
use crate::verifier::Checker;
use sigil_affine::{AffineMap, Delimiter};

// ----- shared pieces -----

/// The element type and rank of a memref type.
fn memref_info(ctx: &Context, t: Type) -> Option<(Type, Option<usize>)> {
    match ctx.type_data(t) {
        TypeData::MemRef { shape, elem, .. } => Some((*elem, Some(shape.len()))),
        TypeData::UnrankedMemRef { elem, .. } => Some((*elem, None)),
        _ => None,
    }
}

/// `%m[...]`: the memref use and the subscript map with its operands.
fn subscripted<'a>(
    p: &mut Parser<'a>,
) -> DResult<(crate::parser::SsaUse<'a>, AffineMap, Uses<'a>)> {
    let m = p.operand()?;
    let (map, uses) = map_of_ssa_ids(p, Delimiter::Square)?;
    Ok((m, map, uses))
}

/// ` %m[subscripts]`.
fn print_subscripted(
    p: &mut AsmPrinter<'_>,
    memref: Option<Value>,
    map: Option<&AffineMap>,
    indices: &[Value],
) {
    p.w(" ");
    if let Some(m) = memref {
        p.value(m);
    }
    p.w("[");
    if let Some(map) = map {
        print_map_of_ssa_ids(p, map, 0..map.num_results(), indices);
    }
    p.w("]");
}

/// ODS's memref operand check.
fn check_memref_operand(
    c: &dyn Checker,
    op: OpId,
    i: usize,
) -> Result<(Type, Option<usize>), Box<Diagnostic>> {
    let ir = c.ir();
    let ctx = c.ctx();
    let Some(v) = ir.operands(op).nth(i) else {
        return Err(c.op_error_named(
            op,
            &format!(
                "expected {} or more operands, but found {}",
                i + 1,
                ir.num_operands(op)
            ),
        ));
    };
    let t = ir.value_type(v);
    memref_info(ctx, t).ok_or_else(|| {
        c.op_error_named(
            op,
            &format!(
                "operand #{i} must be memref of any type values, but got {}",
                quoted(ctx, t)
            ),
        )
    })
}

/// `verifyMemoryOpIndexing` of load, store and their vector forms.
fn check_indexing(
    c: &dyn Checker,
    op: OpId,
    map: &AffineMap,
    rank: Option<usize>,
    indices: &[Value],
) -> Result<(), Box<Diagnostic>> {
    let ctx = c.ctx();
    if rank.is_some_and(|r| r != map.num_results()) {
        return Err(c.op_error_named(op, "affine map num results must equal memref rank"));
    }
    if map.num_inputs() as usize != indices.len() {
        return Err(c.op_error_named(op, "expects as many subscripts as affine map inputs"));
    }
    for &v in indices {
        if !super::is_index(ctx, c.ir().value_type(v)) {
            return Err(c.op_error_named(op, "index to load must have 'index' type"));
        }
    }
    Rules::new(c).check_dims_and_symbols(op, indices, map.num_dims() as usize)
}

/// Finishes a memory op: the `map` property, and the op.
fn finish(
    p: &mut Parser<'_>,
    def: &'static OpDef,
    start: u32,
    mut parts: OpParts,
    map: AffineMap,
) -> DResult<OpId> {
    let a = map_attr(p.ctx, map);
    let e = p.prop("map", a);
    parts.props.push(e);
    p.finish_op(def, start, parts)
}

// ----- affine.load / affine.store -----

pub(super) fn parse_load(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let (m, map, uses) = subscripted(p)?;
    let attrs = p.optional_attr_dict()?;
    let ty = colon_typed(p, "builtin.memref", is_memref)?;
    let elem = memref_info(p.ctx, ty).map_or(ty, |(e, _)| e);
    let mut parts = OpParts {
        attrs,
        ..Default::default()
    };
    parts.operands.push(p.resolve_one(m, ty)?);
    parts.operands.extend(resolve_index(p, &uses)?);
    parts.result_types.push(elem);
    finish(p, def, start, parts, map)
}

pub(super) fn print_load(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ctx = p.ctx();
    let operands: Vec<Value> = ir.operands(op).collect();
    let map = prop_map(ctx, ir, op, "map");
    print_subscripted(
        p,
        operands.first().copied(),
        map,
        operands.get(1..).unwrap_or(&[]),
    );
    p.attr_dict(op, &["map"]);
    p.w(" : ");
    if let Some(&m) = operands.first() {
        p.ty(ir.value_type(m));
    }
}

pub(super) fn verify_load(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let map = required_map(c, op, "map")?;
    let (elem, rank) = check_memref_operand(c, op, 0)?;
    let indices: Vec<Value> = ir.operands(op).skip(1).collect();
    check_index_operands(c, op, 1, &indices, "variadic of index")?;
    if ir.num_results(op) != 1 {
        return Err(c.op_error_named(
            op,
            &format!("requires one result, but found {}", ir.num_results(op)),
        ));
    }
    let t = ir.value_type(ir.result(op, 0));
    if t != elem {
        return Err(c.op_error_named(op, "result type must match element type of memref"));
    }
    check_indexing(c, op, map, rank, &indices)
}

pub(super) fn parse_store(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let value = p.operand()?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let (m, map, uses) = subscripted(p)?;
    let attrs = p.optional_attr_dict()?;
    let ty = colon_typed(p, "builtin.memref", is_memref)?;
    let elem = memref_info(p.ctx, ty).map_or(ty, |(e, _)| e);
    let mut parts = OpParts {
        attrs,
        ..Default::default()
    };
    parts.operands.push(p.resolve_one(value, elem)?);
    parts.operands.push(p.resolve_one(m, ty)?);
    parts.operands.extend(resolve_index(p, &uses)?);
    finish(p, def, start, parts, map)
}

pub(super) fn print_store(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ctx = p.ctx();
    let operands: Vec<Value> = ir.operands(op).collect();
    let map = prop_map(ctx, ir, op, "map");
    p.w(" ");
    if let Some(&v) = operands.first() {
        p.value(v);
    }
    p.w(",");
    print_subscripted(
        p,
        operands.get(1).copied(),
        map,
        operands.get(2..).unwrap_or(&[]),
    );
    p.attr_dict(op, &["map"]);
    p.w(" : ");
    if let Some(&m) = operands.get(1) {
        p.ty(ir.value_type(m));
    }
}

pub(super) fn verify_store(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let map = required_map(c, op, "map")?;
    if ir.num_operands(op) < 2 {
        return Err(c.op_error_named(
            op,
            &format!(
                "expected 2 or more operands, but found {}",
                ir.num_operands(op)
            ),
        ));
    }
    let (elem, rank) = check_memref_operand(c, op, 1)?;
    let indices: Vec<Value> = ir.operands(op).skip(2).collect();
    check_index_operands(c, op, 2, &indices, "variadic of index")?;
    if ir.value_type(ir.operand(op, 0)) != elem {
        return Err(c.op_error_named(
            op,
            "value to store must have the same type as memref element type",
        ));
    }
    check_indexing(c, op, map, rank, &indices)
}

// ----- affine.vector_load / affine.vector_store -----

fn is_vector(t: &TypeData) -> bool {
    matches!(t, TypeData::Vector { .. })
}

/// `: memref-type, vector-type`.
fn memref_and_vector(p: &mut Parser<'_>) -> DResult<(Type, Type)> {
    let memref = colon_typed(p, "builtin.memref", is_memref)?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let at = p.offset();
    let vector = p.parse_type()?;
    super::check_type_kind(p, at, vector, "builtin.vector", is_vector)?;
    Ok((memref, vector))
}

pub(super) fn parse_vector_load(
    p: &mut Parser<'_>,
    def: &'static OpDef,
    start: u32,
) -> DResult<OpId> {
    let (m, map, uses) = subscripted(p)?;
    let attrs = p.optional_attr_dict()?;
    let (memref, vector) = memref_and_vector(p)?;
    let mut parts = OpParts {
        attrs,
        ..Default::default()
    };
    parts.operands.push(p.resolve_one(m, memref)?);
    parts.operands.extend(resolve_index(p, &uses)?);
    parts.result_types.push(vector);
    finish(p, def, start, parts, map)
}

pub(super) fn print_vector_load(p: &mut AsmPrinter<'_>, op: OpId) {
    print_load(p, op);
    let ir = p.ir;
    if let Some(r) = ir.results(op).next() {
        p.w(", ");
        p.ty(ir.value_type(r));
    }
}

/// `verifyVectorMemoryOp`.
fn check_vector(
    c: &dyn Checker,
    op: OpId,
    elem: Type,
    vector: Type,
    what: &str,
) -> Result<(), Box<Diagnostic>> {
    let ctx = c.ctx();
    match ctx.type_data(vector) {
        TypeData::Vector { elem: v, .. } => {
            if *v != elem {
                return Err(c.op_error_named(
                    op,
                    "requires memref and vector types of the same elemental type",
                ));
            }
            Ok(())
        }
        _ => Err(c.op_error_named(
            op,
            &format!(
                "{what} must be vector of any type values, but got {}",
                quoted(ctx, vector)
            ),
        )),
    }
}

pub(super) fn verify_vector_load(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let map = required_map(c, op, "map")?;
    let (elem, rank) = check_memref_operand(c, op, 0)?;
    let indices: Vec<Value> = ir.operands(op).skip(1).collect();
    check_index_operands(c, op, 1, &indices, "variadic of index")?;
    let Some(r) = ir.results(op).next() else {
        return Err(c.op_error_named(op, "requires one result, but found 0"));
    };
    let vector = ir.value_type(r);
    if !is_vector(c.ctx().type_data(vector)) {
        check_vector(c, op, elem, vector, "result #0")?;
    }
    check_indexing(c, op, map, rank, &indices)?;
    check_vector(c, op, elem, vector, "result #0")
}

pub(super) fn parse_vector_store(
    p: &mut Parser<'_>,
    def: &'static OpDef,
    start: u32,
) -> DResult<OpId> {
    let value = p.operand()?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let (m, map, uses) = subscripted(p)?;
    let attrs = p.optional_attr_dict()?;
    let (memref, vector) = memref_and_vector(p)?;
    let mut parts = OpParts {
        attrs,
        ..Default::default()
    };
    parts.operands.push(p.resolve_one(value, vector)?);
    parts.operands.push(p.resolve_one(m, memref)?);
    parts.operands.extend(resolve_index(p, &uses)?);
    finish(p, def, start, parts, map)
}

pub(super) fn print_vector_store(p: &mut AsmPrinter<'_>, op: OpId) {
    print_store(p, op);
    let ir = p.ir;
    if let Some(v) = ir.operands(op).next() {
        p.w(", ");
        p.ty(ir.value_type(v));
    }
}

pub(super) fn verify_vector_store(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let map = required_map(c, op, "map")?;
    if ir.num_operands(op) < 2 {
        return Err(c.op_error_named(
            op,
            &format!(
                "expected 2 or more operands, but found {}",
                ir.num_operands(op)
            ),
        ));
    }
    let vector = ir.value_type(ir.operand(op, 0));
    let (elem, rank) = check_memref_operand(c, op, 1)?;
    if !is_vector(c.ctx().type_data(vector)) {
        check_vector(c, op, elem, vector, "operand #0")?;
    }
    let indices: Vec<Value> = ir.operands(op).skip(2).collect();
    check_index_operands(c, op, 2, &indices, "variadic of index")?;
    check_indexing(c, op, map, rank, &indices)?;
    check_vector(c, op, elem, vector, "operand #0")
}

// ----- affine.prefetch -----

/// `parseKeyword(&keyword)`: any bare identifier.
fn any_keyword<'a>(p: &mut Parser<'a>) -> DResult<&'a [u8]> {
    if !p.at_token(TokenKind::BareIdent) {
        let at = p.here();
        return p.custom_error(at, "expected valid keyword");
    }
    let s = p.spelling();
    p.bump();
    Ok(s)
}

pub(super) fn parse_prefetch(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let (m, map, uses) = subscripted(p)?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let rw = any_keyword(p)?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    p.keyword("locality")?;
    p.expect_token(TokenKind::Less, "expected '<'")?;
    let i32t = p.ctx.i(32);
    let hint = p.attribute_of_kind(Some(i32t), |d| matches!(d, AttrData::Integer { .. }))?;
    p.expect_token(TokenKind::Greater, "expected '>'")?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let cache = any_keyword(p)?;
    let attrs = p.optional_attr_dict()?;
    let ty = colon_typed(p, "builtin.memref", is_memref)?;
    let mut parts = OpParts {
        attrs,
        ..Default::default()
    };
    parts.operands.push(p.resolve_one(m, ty)?);
    parts.operands.extend(resolve_index(p, &uses)?);
    if rw != b"read" && rw != b"write" {
        return p.custom_error(start, "rw specifier has to be 'read' or 'write'");
    }
    if cache != b"data" && cache != b"instr" {
        return p.custom_error(start, "cache type has to be 'data' or 'instr'");
    }
    let is_write = bool_attr(p.ctx, rw == b"write");
    let is_data = bool_attr(p.ctx, cache == b"data");
    for (name, value) in [
        ("isDataCache", is_data),
        ("isWrite", is_write),
        ("localityHint", hint),
    ] {
        let e = p.prop(name, value);
        parts.props.push(e);
    }
    finish(p, def, start, parts, map)
}

fn flag(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> bool {
    prop(ctx, ir, op, name).is_some_and(
        |a| matches!(ctx.attr_data(a), AttrData::Integer { value, .. } if !value.is_zero()),
    )
}

pub(super) fn print_prefetch(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ctx = p.ctx();
    let operands: Vec<Value> = ir.operands(op).collect();
    let map = prop_map(ctx, ir, op, "map");
    print_subscripted(
        p,
        operands.first().copied(),
        map,
        operands.get(1..).unwrap_or(&[]),
    );
    p.w(", ");
    p.w(if flag(ctx, ir, op, "isWrite") {
        "write"
    } else {
        "read"
    });
    p.w(", locality<");
    let hint = prop(ctx, ir, op, "localityHint")
        .and_then(|a| match ctx.attr_data(a) {
            AttrData::Integer { value, .. } => value.to_u64(),
            _ => None,
        })
        .unwrap_or(0);
    p.int(hint as u32 as i64);
    p.w(">, ");
    p.w(if flag(ctx, ir, op, "isDataCache") {
        "data"
    } else {
        "instr"
    });
    p.attr_dict(op, &["map", "localityHint", "isDataCache", "isWrite"]);
    p.w(" : ");
    if let Some(&m) = operands.first() {
        p.ty(ir.value_type(m));
    }
}

pub(super) fn verify_prefetch(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let ctx = c.ctx();
    for name in ["isDataCache", "isWrite"] {
        let a = required(c, op, name)?;
        if !crate::dialects::AttrKind::Bool.accepts(ctx, a) {
            return Err(c.op_error_named(
                op,
                &format!("attribute '{name}' failed to satisfy constraint: bool attribute"),
            ));
        }
    }
    let hint = required(c, op, "localityHint")?;
    let kind = crate::dialects::AttrKind::I32Range { min: 0, max: 3 };
    if !kind.accepts(ctx, hint) {
        return Err(c.op_error_named(
            op,
            &format!(
                "attribute 'localityHint' failed to satisfy constraint: {}",
                kind.describe()
            ),
        ));
    }
    let map = required_map(c, op, "map")?;
    let (_, rank) = check_memref_operand(c, op, 0)?;
    let indices: Vec<Value> = ir.operands(op).skip(1).collect();
    check_index_operands(c, op, 1, &indices, "variadic of index")?;
    if rank.is_some_and(|r| r != map.num_results()) {
        return Err(c.op_error_named(
            op,
            "affine.prefetch affine map num results must equal memref rank",
        ));
    }
    if map.num_inputs() as usize + 1 != ir.num_operands(op) {
        return Err(c.op_error_named(op, "too few operands"));
    }
    let mut rules = Rules::new(c);
    let scope = rules.scope_of(op);
    for &v in &indices {
        if !rules.is_valid_index(v, scope) {
            return Err(
                c.op_error_named(op, "index must be a valid dimension or symbol identifier")
            );
        }
    }
    Ok(())
}

// ----- affine.dma_start / affine.dma_wait -----

/// Sorted discardable attributes holding the maps of a DMA op.
fn map_attrs(
    p: &mut Parser<'_>,
    maps: Vec<(&str, AffineMap)>,
) -> DResult<crate::parser::NamedAttrs> {
    let mut out: Vec<NamedAttr> = Vec::new();
    for (name, map) in maps {
        let value = map_attr(p.ctx, map);
        out.push(NamedAttr {
            name: p.ctx.string_attr(name.as_bytes()),
            value,
        });
    }
    p.ctx
        .sort_named_attrs(&mut out)
        .map_err(|_| Box::new(Diagnostic::error(p.offset(), "duplicate attribute")))?;
    Ok(out.into_iter().collect())
}

pub(super) fn parse_dma_start(
    p: &mut Parser<'_>,
    def: &'static OpDef,
    start: u32,
) -> DResult<OpId> {
    let (src, src_map, src_uses) = subscripted(p)?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let (dst, dst_map, dst_uses) = subscripted(p)?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let (tag, tag_map, tag_uses) = subscripted(p)?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let num = p.operand()?;
    let mut strides = Uses::new();
    if p.eat_token(TokenKind::Comma) {
        strides = p.operand_list()?;
        if strides.is_empty() {
            return p.error_here("expected SSA operand");
        }
    }
    if !strides.is_empty() && strides.len() != 2 {
        return p.custom_error(start, "expected two stride related operands");
    }
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let types = p.type_list()?;
    if types.len() != 3 {
        return p.custom_error(start, "expected three types");
    }
    let index = p.ctx.index_type();
    let mut operands: SmallVec<[Value; 4]> = SmallVec::new();
    operands.push(p.resolve_one(src, types[0])?);
    operands.extend(resolve_index(p, &src_uses)?);
    operands.push(p.resolve_one(dst, types[1])?);
    operands.extend(resolve_index(p, &dst_uses)?);
    operands.push(p.resolve_one(tag, types[2])?);
    operands.extend(resolve_index(p, &tag_uses)?);
    operands.push(p.resolve_one(num, index)?);
    operands.extend(resolve_index(p, &strides)?);
    if src_uses.len() != src_map.num_inputs() as usize
        || dst_uses.len() != dst_map.num_inputs() as usize
        || tag_uses.len() != tag_map.num_inputs() as usize
    {
        return p.custom_error(start, "memref operand count not equal to map.numInputs");
    }
    let attrs = map_attrs(
        p,
        vec![
            ("src_map", src_map),
            ("dst_map", dst_map),
            ("tag_map", tag_map),
        ],
    )?;
    let parts = OpParts {
        operands,
        attrs,
        ..Default::default()
    };
    p.finish_op(def, start, parts)
}

/// The pieces of an `affine.dma_start`: memrefs with their maps and
/// indices, the element count and the optional stride operands.
struct DmaStart<'c> {
    maps: [Option<&'c AffineMap>; 3],
    memrefs: [Option<Value>; 3],
    indices: [Vec<Value>; 3],
    rest: Vec<Value>,
}

fn dma_start_parts<'c>(ctx: &'c Context, ir: &Ir, op: OpId) -> DmaStart<'c> {
    let map = |n: &str| attr(ctx, ir, op, n).and_then(|a| as_map(ctx, a));
    let maps = [map("src_map"), map("dst_map"), map("tag_map")];
    let ops: Vec<Value> = ir.operands(op).collect();
    let mut at = 0;
    let mut memrefs = [None; 3];
    let mut indices: [Vec<Value>; 3] = Default::default();
    for i in 0..3 {
        memrefs[i] = ops.get(at).copied();
        at = (at + 1).min(ops.len());
        let n = maps[i].map_or(0, |m| m.num_inputs() as usize);
        let end = (at + n).min(ops.len());
        indices[i] = ops[at..end].to_vec();
        at = end;
    }
    DmaStart {
        maps,
        memrefs,
        indices,
        rest: ops[at..].to_vec(),
    }
}

pub(super) fn print_dma_start(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ctx = p.ctx();
    let d = dma_start_parts(ctx, ir, op);
    for i in 0..3 {
        if i > 0 {
            p.w(",");
        }
        print_subscripted(p, d.memrefs[i], d.maps[i], &d.indices[i]);
    }
    for &v in &d.rest {
        p.w(", ");
        p.value(v);
    }
    p.w(" : ");
    p.types(d.memrefs.iter().flatten().map(|&v| ir.value_type(v)));
}

fn required_attr_map<'c>(
    c: &'c dyn Checker,
    op: OpId,
    name: &str,
) -> Result<&'c AffineMap, Box<Diagnostic>> {
    let ctx = c.ctx();
    attr(ctx, c.ir(), op, name)
        .and_then(|a: Attr| as_map(ctx, a))
        .ok_or_else(|| c.op_error_named(op, &format!("requires attribute '{name}'")))
}

pub(super) fn verify_dma_start(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let ctx = c.ctx();
    if ir.num_results(op) != 0 {
        return Err(c.op_error_named(op, "requires zero results"));
    }
    let src_map = required_attr_map(c, op, "src_map")?;
    let dst_map = required_attr_map(c, op, "dst_map")?;
    let tag_map = required_attr_map(c, op, "tag_map")?;
    let d = dma_start_parts(ctx, ir, op);
    let is_memref =
        |v: Option<Value>| v.is_some_and(|v| memref_info(ctx, ir.value_type(v)).is_some());
    if !is_memref(d.memrefs[0]) {
        return Err(c.op_error_named(op, "expected DMA source to be of memref type"));
    }
    if !is_memref(d.memrefs[1]) {
        return Err(c.op_error_named(op, "expected DMA destination to be of memref type"));
    }
    if !is_memref(d.memrefs[2]) {
        return Err(c.op_error_named(op, "expected DMA tag to be of memref type"));
    }
    let inputs = (src_map.num_inputs() + dst_map.num_inputs() + tag_map.num_inputs()) as usize;
    let n = ir.num_operands(op);
    if n != inputs + 4 && n != inputs + 6 {
        return Err(c.op_error_named(op, "incorrect number of operands"));
    }
    let mut rules = Rules::new(c);
    let scope = rules.scope_of(op);
    for (i, what) in ["src", "dst", "tag"].iter().enumerate() {
        for &v in &d.indices[i] {
            if !super::is_index(ctx, ir.value_type(v)) {
                return Err(c.op_error_named(
                    op,
                    &format!("{what} index to dma_start must have 'index' type"),
                ));
            }
            if !rules.is_valid_index(v, scope) {
                return Err(c.op_error_named(
                    op,
                    &format!("{what} index must be a valid dimension or symbol identifier"),
                ));
            }
        }
    }
    Ok(())
}

pub(super) fn parse_dma_wait(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let (tag, tag_map, tag_uses) = subscripted(p)?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let num = p.operand()?;
    let ty = p.colon_type()?;
    let index = p.ctx.index_type();
    let mut operands: SmallVec<[Value; 4]> = SmallVec::new();
    operands.push(p.resolve_one(tag, ty)?);
    operands.extend(resolve_index(p, &tag_uses)?);
    operands.push(p.resolve_one(num, index)?);
    if memref_info(p.ctx, ty).is_none() {
        return p.custom_error(start, "expected tag to be of memref type");
    }
    if tag_uses.len() != tag_map.num_inputs() as usize {
        return p.custom_error(start, "tag memref operand count != to map.numInputs");
    }
    let attrs = map_attrs(p, vec![("tag_map", tag_map)])?;
    let parts = OpParts {
        operands,
        attrs,
        ..Default::default()
    };
    p.finish_op(def, start, parts)
}

pub(super) fn print_dma_wait(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ctx = p.ctx();
    let map = attr(ctx, ir, op, "tag_map").and_then(|a| as_map(ctx, a));
    let ops: Vec<Value> = ir.operands(op).collect();
    let n = map.map_or(0, |m| m.num_inputs() as usize);
    let end = (1 + n).min(ops.len());
    print_subscripted(p, ops.first().copied(), map, ops.get(1..end).unwrap_or(&[]));
    p.w(", ");
    if let Some(&v) = ops.get(end) {
        p.value(v);
    }
    p.w(" : ");
    if let Some(&t) = ops.first() {
        p.ty(ir.value_type(t));
    }
}

pub(super) fn verify_dma_wait(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let ctx = c.ctx();
    if ir.num_results(op) != 0 {
        return Err(c.op_error_named(op, "requires zero results"));
    }
    let map = required_attr_map(c, op, "tag_map")?;
    let ops: Vec<Value> = ir.operands(op).collect();
    if ops
        .first()
        .is_none_or(|&t| memref_info(ctx, ir.value_type(t)).is_none())
    {
        return Err(c.op_error_named(op, "expected DMA tag to be of memref type"));
    }
    let n = map.num_inputs() as usize;
    let end = (1 + n).min(ops.len());
    let mut rules = Rules::new(c);
    let scope = rules.scope_of(op);
    for &v in &ops[1..end] {
        if !super::is_index(ctx, ir.value_type(v)) {
            return Err(c.op_error_named(op, "index to dma_wait must have 'index' type"));
        }
        if !rules.is_valid_index(v, scope) {
            return Err(
                c.op_error_named(op, "index must be a valid dimension or symbol identifier")
            );
        }
    }
    Ok(())
}
