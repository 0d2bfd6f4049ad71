//! The custom forms of the `vector` ops that the declarative engine cannot
//! read: ODS formats that write one type and derive the others from it
//! (indices are `index`, an accumulator has the result's type, a shuffle's
//! result comes from its mask), the `custom<DynamicIndexList>` positions of
//! `extract`/`insert`, and the forms MLIR writes in C++ (`contract`,
//! `outerproduct`, `transfer_read`/`transfer_write`, `mask`). Each parser
//! builds the same properties MLIR's does, defaults included (a transfer's
//! minor-identity map and all-false `in_bounds`), so the generic printout
//! agrees; each printer leaves out what MLIR's leaves out.

use sigil_affine::{AffineExpr, AffineMap, ExprArena};
use smallvec::SmallVec;

use super::super::indexing::{dense_int_array, i32_array};
use super::super::OpDef;
use super::{make_vec, vec_ty, KIND_ATTR};
use crate::attrs::{Attr, AttrData};
use crate::diag::DResult;
use crate::ir::{OpId, Value};
use crate::lexer::TokenKind;
use crate::parser::asm::OpParts;
use crate::parser::{Parser, SsaUse};
use crate::printer::custom::AsmPrinter;
use crate::types::{Type, TypeData};

// ----- reading pieces -----

fn comma(p: &mut Parser<'_>) -> DResult<()> {
    p.expect_token(TokenKind::Comma, "expected ','")
}

fn colon(p: &mut Parser<'_>) -> DResult<()> {
    p.expect_token(TokenKind::Colon, "expected ':'")
}

/// `[%a, %b]`, possibly empty.
fn bracket_uses<'a>(p: &mut Parser<'a>) -> DResult<(SmallVec<[SsaUse<'a>; 4]>, u32)> {
    p.expect_token(TokenKind::LSquare, "expected '['")?;
    let at = p.offset();
    let uses = if p.at_token(TokenKind::PercentIdent) {
        p.operand_list()?
    } else {
        SmallVec::new()
    };
    p.expect_token(TokenKind::RSquare, "expected ']'")?;
    Ok((uses, at))
}

fn index_operands<'a>(
    p: &mut Parser<'a>,
    name: &str,
    at: u32,
    uses: &[SsaUse<'a>],
) -> DResult<SmallVec<[Value; 4]>> {
    let index = p.ctx.index_type();
    let types = vec![index; uses.len()];
    p.resolve(name, at, uses, &types)
}

// ----- writing pieces -----

fn ty_of(p: &AsmPrinter<'_>, v: Value) -> Type {
    p.ir.value_type(v)
}

fn operand(p: &AsmPrinter<'_>, op: OpId, i: usize) -> Value {
    p.ir.operand(op, i)
}

fn result_ty(p: &AsmPrinter<'_>, op: OpId) -> Type {
    p.ir.value_type(p.ir.result(op, 0))
}

fn values(p: &mut AsmPrinter<'_>, op: OpId, range: std::ops::Range<usize>) {
    let ir = p.ir;
    let vs: Vec<Value> = range.map(|i| ir.operand(op, i)).collect();
    p.values(vs);
}

// ----- extract / insert -----

// ----- strided slices -----

// ----- shuffle, transpose, interleave -----

// ----- elementwise, elements -----

// ----- reductions -----

// ----- masks, steps -----

// ----- memory -----

fn print_base_indices(p: &mut AsmPrinter<'_>, op: OpId, base: usize, end: usize) {
    p.value(operand(p, op, base));
    p.w("[");
    values(p, op, base + 1..end);
    p.w("]");
}

// ----- transfers -----

/// The rank of a transfer's vector less that of the source's element
/// vector (`getEffectiveVectorRankForXferOp`).
fn effective_rank(ctx: &crate::Context, shaped_elem: Type, vector: Type) -> usize {
    let elem_rank = vec_ty(ctx, shaped_elem).map_or(0, |v| v.rank());
    vec_ty(ctx, vector).map_or(0, |v| v.rank().saturating_sub(elem_rank))
}

/// `getTransferMinorIdentityMap`: the source's last dimensions, or `() ->
/// (0)` for a 0-D source read into `vector<1xT>`.
fn minor_identity(ctx: &crate::Context, shaped: Type, vector: Type) -> AffineMap {
    let (rank, elem) = shaped_rank_elem(ctx, shaped);
    if rank == 0 && vec_ty(ctx, vector).is_some_and(|v| v.shape == [1]) {
        return AffineMap::constant_map(0);
    }
    let results = effective_rank(ctx, elem, vector);
    let mut arena = ExprArena::new();
    let dims: Vec<_> = (rank.saturating_sub(results)..rank)
        .map(|d| arena.dim(d as u32))
        .collect();
    AffineMap::new(rank as u32, 0, &arena, &dims)
}

fn shaped_rank_elem(ctx: &crate::Context, t: Type) -> (usize, Type) {
    match ctx.type_data(t) {
        TypeData::MemRef { shape, elem, .. } | TypeData::RankedTensor { shape, elem, .. } => {
            (shape.len(), *elem)
        }
        _ => (0, t),
    }
}

/// `inferTransferOpMaskType`: per input dimension the map uses (in order),
/// the vector dimension of its first result, as `i1`; a 0-D mask is one
/// element.
pub(super) fn transfer_mask_shape(
    ctx: &crate::Context,
    vector: Type,
    map: &AffineMap,
) -> Option<(Vec<i64>, Vec<bool>)> {
    let v = vec_ty(ctx, vector)?;
    let (shape, flags) = (v.shape.to_vec(), v.flags());
    let mut first = vec![None; map.num_dims() as usize];
    for i in 0..map.num_results() {
        if let AffineExpr::Dim(d) = map.result(i) {
            let slot = first.get_mut(d as usize)?;
            if slot.is_none() {
                *slot = Some(i);
            }
        }
    }
    let mut mshape = Vec::new();
    let mut mflags = Vec::new();
    for i in first.into_iter().flatten() {
        mshape.push(*shape.get(i)?);
        mflags.push(flags.get(i).copied().unwrap_or(false));
    }
    if mshape.is_empty() {
        mshape.push(1);
        mflags.push(false);
    }
    Some((mshape, mflags))
}

fn transfer_mask_type(ctx: &mut crate::Context, vector: Type, map: &AffineMap) -> Option<Type> {
    let (shape, flags) = transfer_mask_shape(ctx, vector, map)?;
    let i1 = ctx.i(1);
    Some(make_vec(ctx, &shape, &flags, i1))
}

/// What `transfer_read` and `transfer_write` share after their types: the
/// permutation map (given, or the minor identity), `in_bounds` (all false
/// by default) and the mask's type.
struct TransferTail {
    map: AffineMap,
    mask_ty: Option<Type>,
}

fn transfer_defaults(
    p: &mut Parser<'_>,
    parts: &mut OpParts,
    shaped: Type,
    vector: Type,
    types_at: u32,
    mask_at: Option<u32>,
) -> DResult<TransferTail> {
    let ctx_map = parts
        .attrs
        .iter()
        .find(|e| p.ctx.str_bytes(e.name) == b"permutation_map")
        .map(|e| e.value);
    let map = match ctx_map {
        Some(a) => match p.ctx.attr_data(a) {
            AttrData::AffineMap(m) => (**m).clone(),
            _ => return p.custom_error(types_at, "expected 'permutation_map' to be an affine map"),
        },
        None => {
            let (rank, elem) = shaped_rank_elem(p.ctx, shaped);
            if rank < effective_rank(p.ctx, elem, vector) {
                return p.custom_error(
                    types_at,
                    "expected a custom permutation_map when rank(source) != rank(destination)",
                );
            }
            let m = minor_identity(p.ctx, shaped, vector);
            let a = p.ctx.intern_attr(AttrData::AffineMap(Box::new(m.clone())));
            let e = p.prop("permutation_map", a);
            parts.props.push(e);
            m
        }
    };
    let has_in_bounds = parts
        .attrs
        .iter()
        .any(|e| p.ctx.str_bytes(e.name) == b"in_bounds");
    if !has_in_bounds {
        let i1 = p.ctx.i(1);
        let f = p.ctx.intern_attr(AttrData::Integer {
            ty: i1,
            value: sigil_numeric::ApInt::from_u64(1, 0),
        });
        let items = vec![f; map.num_results()];
        let a = p.ctx.intern_attr(AttrData::Array(items.into()));
        let e = p.prop("in_bounds", a);
        parts.props.push(e);
    }
    let mut mask_ty = None;
    if let Some(mask_at) = mask_at {
        let (_, elem) = shaped_rank_elem(p.ctx, shaped);
        if vec_ty(p.ctx, elem).is_some() {
            return p.custom_error(mask_at, "does not support masks with vector element type");
        }
        if vec_ty(p.ctx, vector).map_or(0, |v| v.rank()) != map.num_results() {
            return p.custom_error(
                types_at,
                "expected the same rank for the vector and the results of the permutation map",
            );
        }
        mask_ty = transfer_mask_type(p.ctx, vector, &map);
        if mask_ty.is_none() {
            return p.custom_error(
                types_at,
                "expected a permutation map to infer the mask type",
            );
        }
    }
    Ok(TransferTail { map, mask_ty })
}

/// Two types after the colon: the shaped one must be a memref or a ranked
/// tensor, the other a vector.
fn transfer_types(p: &mut Parser<'_>, vector_first: bool) -> DResult<(Type, Type, u32)> {
    let types_at = p.offset();
    colon(p)?;
    let types = p.type_list()?;
    if types.len() != 2 {
        return p.custom_error(types_at, "requires two types");
    }
    let (v, s) = if vector_first {
        (types[0], types[1])
    } else {
        (types[1], types[0])
    };
    let check_vector = |p: &mut Parser<'_>| -> DResult<()> {
        if vec_ty(p.ctx, v).is_none() {
            return p.custom_error(types_at, "requires vector type");
        }
        Ok(())
    };
    let check_shaped = |p: &mut Parser<'_>| -> DResult<()> {
        if !matches!(
            p.ctx.type_data(s),
            TypeData::MemRef { .. } | TypeData::RankedTensor { .. }
        ) {
            return p.custom_error(types_at, "requires memref or ranked tensor type");
        }
        Ok(())
    };
    if vector_first {
        check_vector(p)?;
        check_shaped(p)?;
    } else {
        check_shaped(p)?;
        check_vector(p)?;
    }
    Ok((s, v, types_at))
}

/// `$base [ $indices ] , $padding (, $mask)? attr-dict : type($base) ,
/// type($vector)`.
pub(super) fn parse_transfer_read(
    p: &mut Parser<'_>,
    def: &'static OpDef,
    start: u32,
) -> DResult<OpId> {
    let base = p.operand()?;
    let (idx, at) = bracket_uses(p)?;
    comma(p)?;
    let pad = p.operand()?;
    let mut mask = None;
    if p.eat_token(TokenKind::Comma) {
        let mask_at = p.offset();
        mask = Some((p.operand()?, mask_at));
    }
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    let (shaped, vector, types_at) = transfer_types(p, false)?;
    let index = p.ctx.index_type();
    let _ = index;
    parts.operands.push(p.resolve_one(base, shaped)?);
    let i = index_operands(p, def.name, at, &idx)?;
    parts.operands.extend(i);
    let (_, elem) = shaped_rank_elem(p.ctx, shaped);
    parts.operands.push(p.resolve_one(pad, elem)?);
    let tail = transfer_defaults(p, &mut parts, shaped, vector, types_at, mask.map(|m| m.1))?;
    let _ = &tail.map;
    if let (Some((m, _)), Some(t)) = (mask, tail.mask_ty) {
        parts.operands.push(p.resolve_one(m, t)?);
    }
    let seg = i32_array(p.ctx, &[1, idx.len() as i32, 1, mask.is_some() as i32]);
    let e = p.prop("operandSegmentSizes", seg);
    parts.props.push(e);
    parts.result_types.push(vector);
    p.finish_op(def, start, parts)
}

/// `$vector , $base [ $indices ] (, $mask)? attr-dict : type($vector) ,
/// type($base)`, a result when writing a tensor.
pub(super) fn parse_transfer_write(
    p: &mut Parser<'_>,
    def: &'static OpDef,
    start: u32,
) -> DResult<OpId> {
    let val = p.operand()?;
    comma(p)?;
    let base = p.operand()?;
    let (idx, at) = bracket_uses(p)?;
    let mut mask = None;
    if p.eat_token(TokenKind::Comma) {
        let mask_at = p.offset();
        mask = Some((p.operand()?, mask_at));
    }
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    let (shaped, vector, types_at) = transfer_types(p, true)?;
    let tail = transfer_defaults(p, &mut parts, shaped, vector, types_at, mask.map(|m| m.1))?;
    parts.operands.push(p.resolve_one(val, vector)?);
    parts.operands.push(p.resolve_one(base, shaped)?);
    let i = index_operands(p, def.name, at, &idx)?;
    parts.operands.extend(i);
    if let (Some((m, _)), Some(t)) = (mask, tail.mask_ty) {
        parts.operands.push(p.resolve_one(m, t)?);
    }
    let seg = i32_array(p.ctx, &[1, 1, idx.len() as i32, mask.is_some() as i32]);
    let e = p.prop("operandSegmentSizes", seg);
    parts.props.push(e);
    if matches!(p.ctx.type_data(shaped), TypeData::RankedTensor { .. }) {
        parts.result_types.push(shaped);
    }
    p.finish_op(def, start, parts)
}

/// Both transfers: operands as written, then the properties other than
/// a minor-identity map and an all-false `in_bounds`.
pub(super) fn print_transfer(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let ir = p.ir;
    let read = ir.num_results(op) == 1 && vec_ty(ctx, result_ty(p, op)).is_some();
    let segs = p
        .prop(op, "operandSegmentSizes")
        .and_then(|a| dense_int_array(ctx, a))
        .unwrap_or_default();
    let seg = |i: usize| segs.get(i).copied().unwrap_or(0) as usize;
    p.w(" ");
    let (base, n_idx, has_mask) = if read {
        (0, seg(1), seg(3) > 0)
    } else {
        p.value(operand(p, op, 0));
        p.w(", ");
        (1, seg(2), seg(3) > 0)
    };
    print_base_indices(p, op, base, base + 1 + n_idx);
    let mut next = base + 1 + n_idx;
    if read {
        p.w(", ");
        p.value(operand(p, op, next));
        next += 1;
    }
    if has_mask {
        p.w(", ");
        p.value(operand(p, op, next));
    }
    let mut elided = vec!["operandSegmentSizes"];
    let map = p.prop(op, "permutation_map");
    if map.is_some_and(
        |m| matches!(ctx.attr_data(m), AttrData::AffineMap(m) if m.is_minor_identity()),
    ) {
        elided.push("permutation_map");
    }
    let in_bounds = p.prop(op, "in_bounds");
    let all_false = in_bounds.is_some_and(|a| match ctx.attr_data(a) {
        AttrData::Array(items) => items.iter().all(
            |&i| matches!(ctx.attr_data(i), AttrData::Integer { value, .. } if value.is_zero()),
        ),
        _ => false,
    });
    if all_false {
        elided.push("in_bounds");
    }
    p.attr_dict(op, &elided);
    p.w(" : ");
    if read {
        p.ty(ty_of(p, operand(p, op, 0)));
        p.w(", ");
        p.ty(result_ty(p, op));
    } else {
        p.ty(ty_of(p, operand(p, op, 0)));
        p.w(", ");
        p.ty(ty_of(p, operand(p, op, 1)));
    }
}

// ----- contract, outerproduct -----

/// `{indexing_maps = .., iterator_types = ["parallel", ..], kind = ..} $lhs ,
/// $rhs , $acc attr-dict : type($lhs) , type($rhs) into type($result)`. The
/// iterator types are written as strings and kept as
/// `#vector.iterator_type`s; `kind` defaults to `add`.
pub(super) fn parse_contract(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let dict_at = p.offset();
    let dict = p.attribute_of_kind(None, |a| matches!(a, AttrData::Dict(_)))?;
    let at = p.offset();
    let mut uses = vec![p.operand()?];
    for _ in 0..2 {
        comma(p)?;
        uses.push(p.operand()?);
    }
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    colon(p)?;
    let types = p.type_list()?;
    p.keyword("into")?;
    let r = p.parse_type()?;
    if types.len() < 2 {
        return p.custom_error(p.offset(), "expected two operand types");
    }
    parts.operands = p.resolve(def.name, at, &uses, &[types[0], types[1], r])?;
    parts.result_types.push(r);
    let entries: Vec<(Attr, Attr)> = match p.ctx.attr_data(dict) {
        AttrData::Dict(es) => es.iter().map(|e| (e.name, e.value)).collect(),
        _ => Vec::new(),
    };
    let mut has_kind = false;
    let mut iterators = None;
    for (name, value) in entries {
        let key = p.ctx.str_bytes(name).to_vec();
        if key == b"iterator_types" {
            iterators = Some(value);
            continue;
        }
        has_kind |= key == b"kind";
        parts.attrs.push(crate::attrs::NamedAttr { name, value });
    }
    let Some(iter) = iterators.filter(|a| matches!(p.ctx.attr_data(*a), AttrData::Array(_))) else {
        return p.custom_error(dict_at, "expected \"iterator_types\" array attribute");
    };
    let items: Vec<Attr> = match p.ctx.attr_data(iter) {
        AttrData::Array(items) => items.to_vec(),
        _ => Vec::new(),
    };
    let mut converted = Vec::with_capacity(items.len());
    for it in items {
        let word = match p.ctx.attr_data(it) {
            AttrData::String { .. } => String::from_utf8_lossy(p.ctx.str_bytes(it)).into_owned(),
            _ => {
                return p.custom_error(dict_at, "expected iterator_types to be strings");
            }
        };
        let Some(v) = super::ITERATOR_CASES.value_of(&word) else {
            return p.custom_error(dict_at, format!("unexpected iterator_type ({word})"));
        };
        converted.push(super::ITERATOR_ATTR.build_int(p.ctx, v));
    }
    let arr = p.ctx.intern_attr(AttrData::Array(converted.into()));
    let name = p.ctx.string_attr(b"iterator_types");
    parts
        .attrs
        .push(crate::attrs::NamedAttr { name, value: arr });
    if !has_kind {
        let k = KIND_ATTR.build_int(p.ctx, 0);
        let e = p.prop("kind", k);
        parts.props.push(e);
    }
    p.finish_op(def, start, parts)
}

pub(super) fn print_contract(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.w(" {");
    let mut first = true;
    for name in ["indexing_maps", "iterator_types", "kind"] {
        let Some(a) = p.prop(op, name) else {
            continue;
        };
        if !first {
            p.w(", ");
        }
        first = false;
        p.w(name);
        p.w(" = ");
        if name == "iterator_types" {
            if let AttrData::Array(items) = ctx.attr_data(a) {
                p.w("[");
                for (i, &it) in items.iter().enumerate() {
                    if i > 0 {
                        p.w(", ");
                    }
                    match super::ITERATOR_ATTR.int_param(ctx, it) {
                        Some(v) => {
                            p.w("\"");
                            super::ITERATOR_CASES.write(v, &mut |s| p.w(s));
                            p.w("\"");
                        }
                        None => p.attr(it),
                    }
                }
                p.w("]");
                continue;
            }
        }
        p.attr(a);
    }
    p.w("} ");
    p.operands(op);
    p.attr_dict(op, &["indexing_maps", "iterator_types", "kind"]);
    p.w(" : ");
    p.ty(ty_of(p, operand(p, op, 0)));
    p.w(", ");
    p.ty(ty_of(p, operand(p, op, 1)));
    p.w(" into ");
    p.ty(result_ty(p, op));
}

/// `$lhs , $rhs (, $acc)? attr-dict : type($lhs) , type($rhs)`: the result
/// is the outer product's shape (or the lhs's, for a scalar rhs).
pub(super) fn parse_outerproduct(
    p: &mut Parser<'_>,
    def: &'static OpDef,
    start: u32,
) -> DResult<OpId> {
    let at = p.offset();
    let uses = p.operand_list()?;
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    colon(p)?;
    let lt = p.parse_type()?;
    comma(p)?;
    let rt = p.parse_type()?;
    if uses.len() < 2 {
        return p.custom_error(start, "expected at least 2 operands");
    }
    let Some(lv) = vec_ty(p.ctx, lt) else {
        return p.custom_error(start, "expected vector type for operand #1");
    };
    let mut shape = vec![lv.shape.first().copied().unwrap_or(0)];
    let mut flags = vec![lv.scalable(0)];
    let elem = lv.elem;
    if let Some(rv) = vec_ty(p.ctx, rt) {
        shape.push(rv.shape.first().copied().unwrap_or(0));
        flags.push(rv.scalable(0));
    }
    let r = make_vec(p.ctx, &shape, &flags, elem);
    let types = [lt, rt, r];
    let n = uses.len().min(3);
    let mut ops = p.resolve(def.name, at, &uses[..n], &types[..n])?;
    if uses.len() > 3 {
        return p.custom_error(
            at,
            format!("{} operands present, but expected {n}", uses.len()),
        );
    }
    parts.operands.append(&mut ops);
    let has_kind = parts
        .attrs
        .iter()
        .any(|e| p.ctx.str_bytes(e.name) == b"kind");
    if !has_kind {
        let k = KIND_ATTR.build_int(p.ctx, 0);
        let e = p.prop("kind", k);
        parts.props.push(e);
    }
    parts.result_types.push(r);
    p.finish_op(def, start, parts)
}

pub(super) fn print_outerproduct(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" ");
    p.operands(op);
    if p.ir.num_operands(op) > 2 {
        // `printOptionalAttrDict(getAttrs())`: a default `kind` shows too.
        let all = p.all_attrs(op);
        p.named_attrs(&all, &[], false);
    }
    p.w(" : ");
    p.ty(ty_of(p, operand(p, op, 0)));
    p.w(", ");
    p.ty(ty_of(p, operand(p, op, 1)));
}

// ----- print, yield, mask -----

/// `($source^ : type($source))? oilist(str $stringLiteral | punctuation
/// $punctuation) attr-dict`.
/// `$mask (, $passthru)? { op } attr-dict : type($mask) (-> types)?`. A body
/// of one op gets a `vector.yield` of that op's results (MLIR's
/// `MaskOp::ensureTerminator`).
pub(super) fn parse_mask(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mask = p.operand()?;
    let passthru = if p.eat_token(TokenKind::Comma) {
        Some(p.operand()?)
    } else {
        None
    };
    let r = p.ir.create_region();
    p.region_with_args(r, &[], false, def.default_dialect, None)?;
    ensure_mask_terminator(p, r, start);
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    colon(p)?;
    let mt = p.parse_type()?;
    if p.eat_token(TokenKind::Arrow) {
        let types = if p.at_token(TokenKind::LParen) {
            p.paren_types()?
        } else {
            std::iter::once(p.parse_type()?).collect()
        };
        parts.result_types.extend(types);
    }
    parts.operands.push(p.resolve_one(mask, mt)?);
    if let Some(pt) = passthru {
        let Some(&t) = parts.result_types.first() else {
            return p.custom_error(start, "expects a result if passthru operand is provided");
        };
        parts.operands.push(p.resolve_one(pt, t)?);
    }
    parts.regions.push(r);
    p.finish_op(def, start, parts)
}

fn ensure_mask_terminator(p: &mut Parser<'_>, r: crate::ir::RegionId, start: u32) {
    // A lone op that is no terminator gets a yield of its results (MLIR adds
    // an empty yield, then replaces it when the block holds two ops).
    let lone = p.ir.entry_block(r).and_then(|b| {
        let ops: Vec<OpId> = p.ir.block_ops(b).collect();
        match ops[..] {
            [only]
                if !crate::dialects::op_traits(p.ctx.str_bytes(p.ir.op(only).name))
                    .is_terminator =>
            {
                Some((b, only))
            }
            _ => None,
        }
    });
    let Some((block, masked)) = lone else {
        p.ensure_terminator(r, "vector.yield", start);
        return;
    };
    let results: Vec<Value> = p.ir.results(masked).collect();
    let name = p.ctx.string_attr(b"vector.yield");
    let y = p.ir.create_op(crate::ir::NewOp {
        name,
        loc: crate::ir::LocRef::offset(start),
        operands: &results,
        result_types: &[],
        attrs: &[],
        props: None,
        successors: &[],
        regions: &[],
    });
    p.ir.append_op(block, y);
}

pub(super) fn print_mask(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" ");
    p.operands(op);
    p.w(" { ");
    let ir = p.ir;
    if let Some(first) = ir
        .regions(op)
        .first()
        .and_then(|&r| ir.entry_block(r))
        .and_then(|b| ir.first_op(b))
    {
        p.op_custom_or_generic(first);
    }
    p.w(" }");
    p.attr_dict(op, &[]);
    p.w(" : ");
    p.ty(ty_of(p, operand(p, op, 0)));
    if ir.num_results(op) > 0 {
        p.w(" -> ");
        p.types(ir.results(op).map(|v| ir.value_type(v)));
    }
}
