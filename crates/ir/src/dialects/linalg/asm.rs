//! Custom forms of the linalg ops: `ins(...) outs(...)` shared by the
//! structured ops, `linalg.generic` with its trait dictionary and region,
//! the named ops (region elided, built when parsed), `map`/`reduce` with
//! their `{ payload }` short forms, `transpose`/`broadcast`, `yield`,
//! `index`, `softmax` and `pack`/`unpack`; result and block-argument names.

use smallvec::SmallVec;

use super::named::{self, Builder, Maps};
use super::{
    elem_or_self, enum_attr, enum_case, i64s, is_ranked_tensor, prop, shaped_elem, split_operands,
    Kind, LinalgEnum,
};
use crate::attrs::{Attr, AttrData, NamedAttr};
use crate::context::Context;
use crate::diag::DResult;
use crate::dialects::indexing;
use crate::dialects::OpDef;
use crate::ir::{Ir, LocRef, OpId, RegionId, Value, ValueDef};
use crate::lexer::TokenKind;
use crate::parser::asm::{OpParts, RegionArg};
use crate::parser::{NamedAttrs, Parser, SsaUse};
use crate::printer::custom::AsmPrinter;
use crate::types::Type;

// ----- names -----

/// Names the first result, if any.
pub(super) fn first_result_name(ir: &Ir, op: OpId, name: &str, set: &mut dyn FnMut(Value, &str)) {
    if ir.num_results(op) > 0 {
        set(ir.result(op, 0), name);
    }
}

fn name_entry_args(
    ir: &Ir,
    region: RegionId,
    n_in: usize,
    ins: &str,
    outs: &str,
    set: &mut dyn FnMut(Value, &str),
) {
    let Some(entry) = ir.entry_block(region) else {
        return;
    };
    for (i, &a) in ir.block_args(entry).iter().enumerate() {
        set(a, if i < n_in { ins } else { outs });
    }
}

/// `linalg.generic`: `%in` for inputs, `%out` for outputs.
pub(super) fn in_out_names(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    region: RegionId,
    set: &mut dyn FnMut(Value, &str),
) {
    let (n_in, _) = split_operands(ctx, ir, op, Kind::Generic);
    name_entry_args(ir, region, n_in, "in", "out", set);
}

/// `linalg.map`/`linalg.reduce`: `%in` for inputs, `%init` for inits.
pub(super) fn in_init_names(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    region: RegionId,
    set: &mut dyn FnMut(Value, &str),
) {
    let kind = super::op_kind(ctx, ir, op).unwrap_or(Kind::Map);
    let (n_in, _) = split_operands(ctx, ir, op, kind);
    name_entry_args(ir, region, n_in, "in", "init", set);
}

// ----- shared parsing -----

/// What `parseCommonStructuredOpParts` reads.
struct Common {
    props: Vec<NamedAttr>,
    attrs: NamedAttrs,
    /// Where the attribute dictionary is (or would be).
    attrs_at: u32,
    inputs: SmallVec<[Value; 4]>,
    in_types: SmallVec<[Type; 4]>,
    outputs: SmallVec<[Value; 4]>,
    out_types: SmallVec<[Type; 4]>,
}

/// `(<{props}>)? ({attrs})? (ins(%a, ... : types))? (outs(%b, ... : types))?`.
fn parse_common(p: &mut Parser<'_>, def: &'static OpDef) -> DResult<Common> {
    let mut props = Vec::new();
    if p.eat_token(TokenKind::Less) {
        let at = p.offset();
        let a = p.parse_attribute(None)?;
        p.expect_token(TokenKind::Greater, "expected '>'")?;
        match p.ctx.attr_data(a) {
            AttrData::Dict(entries) => props.extend(entries.iter().copied()),
            _ => return p.error_at(at, "expected DictionaryAttr to set properties"),
        }
    }
    let attrs_at = p.offset();
    let attrs = p.optional_attr_dict()?;
    let mut in_uses: SmallVec<[SsaUse<'_>; 4]> = SmallVec::new();
    let mut in_types = SmallVec::new();
    let mut in_at = p.offset();
    if p.eat_keyword("ins") {
        p.expect_token(TokenKind::LParen, "expected '('")?;
        in_at = p.offset();
        in_uses = p.operand_list()?;
        p.expect_token(TokenKind::Colon, "expected ':'")?;
        in_types = p.type_list()?;
        p.expect_token(TokenKind::RParen, "expected ')'")?;
    }
    let mut out_uses: SmallVec<[SsaUse<'_>; 4]> = SmallVec::new();
    let mut out_types = SmallVec::new();
    let mut out_at = p.offset();
    if p.eat_keyword("outs") {
        out_at = p.offset();
        p.expect_token(TokenKind::LParen, "expected '('")?;
        out_uses = p.operand_list()?;
        p.expect_token(TokenKind::Colon, "expected ':'")?;
        out_types = p.type_list()?;
        p.expect_token(TokenKind::RParen, "expected ')'")?;
    }
    let inputs = p.resolve(def.name, in_at, &in_uses, &in_types)?;
    let outputs = p.resolve(def.name, out_at, &out_uses, &out_types)?;
    Ok(Common {
        props,
        attrs,
        attrs_at,
        inputs,
        in_types,
        outputs,
        out_types,
    })
}

/// `-> type` or `-> (type, ...)` when present.
fn parse_arrow_types(p: &mut Parser<'_>) -> DResult<SmallVec<[Type; 2]>> {
    let mut out = SmallVec::new();
    if !p.eat_token(TokenKind::Arrow) {
        return Ok(out);
    }
    if p.eat_token(TokenKind::LParen) {
        if p.eat_token(TokenKind::RParen) {
            return Ok(out);
        }
        out.extend(p.type_list()?);
        p.expect_token(TokenKind::RParen, "expected ')'")?;
        return Ok(out);
    }
    out.push(p.parse_non_function_type()?);
    Ok(out)
}

/// `name = [1, 2, ...]` as a dense array property.
fn parse_named_i64_list(p: &mut Parser<'_>, name: &str) -> DResult<NamedAttr> {
    p.keyword(name)?;
    p.expect_token(TokenKind::Equal, "expected '='")?;
    let vals = indexing::parse_i64_list(p)?;
    let a = indexing::i64_array(p.ctx, &vals);
    Ok(p.prop(name, a))
}

fn segments_prop(p: &mut Parser<'_>, sizes: &[i32]) -> NamedAttr {
    let a = indexing::i32_array(p.ctx, sizes);
    p.prop("operandSegmentSizes", a)
}

/// Attribute entries merged, later ones replacing earlier ones of the same
/// name (`NamedAttrList::set`), sorted.
fn merge_attrs(ctx: &Context, mut into: NamedAttrs, more: &[NamedAttr]) -> NamedAttrs {
    for e in more {
        match into.iter_mut().find(|x| x.name == e.name) {
            Some(x) => x.value = e.value,
            None => into.push(*e),
        }
    }
    let _ = ctx.sort_named_attrs(&mut into);
    into
}

/// `verifyInherentAttrs` of a custom parser: the inherent attributes in the
/// attribute dictionary must satisfy their constraints.
fn check_inherent(
    p: &Parser<'_>,
    def: &'static OpDef,
    attrs: &[NamedAttr],
    at: u32,
) -> DResult<()> {
    for e in attrs {
        let name = String::from_utf8_lossy(p.ctx.str_bytes(e.name)).into_owned();
        if let Some(why) = super::verify::inherent_constraint(p.ctx, def.name, &name, e.value) {
            return p.custom_error(
                at,
                format!(
                    "'{}' op attribute '{name}' failed to satisfy constraint: {why}",
                    def.name
                ),
            );
        }
    }
    Ok(())
}

/// The location of a value (an argument's, or its defining op's).
fn value_loc(p: &Parser<'_>, v: Value) -> LocRef {
    match p.ir.value_def(v) {
        Some(ValueDef::Result { op, .. }) => p.ir.op(op).loc,
        Some(ValueDef::Arg { .. }) => p.ir.arg_loc(v),
        _ => LocRef::attr(p.ctx.unknown_loc()),
    }
}

// ----- linalg.generic -----

pub(super) fn parse_generic(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let dict_at = p.offset();
    let dict_attr = p.parse_attribute(None)?;
    let mut dict: NamedAttrs = match p.ctx.attr_data(dict_attr) {
        AttrData::Dict(entries) => entries.iter().copied().collect(),
        _ => return p.custom_error(dict_at, "invalid kind of attribute specified"),
    };
    let it_name = p.ctx.string_attr(b"iterator_types");
    let Some(pos) = dict.iter().position(|e| e.name == it_name) else {
        return p.custom_error(dict_at, "expected \"iterator_types\" array attribute");
    };
    let AttrData::Array(elems) = p.ctx.attr_data(dict[pos].value).clone() else {
        return p.custom_error(dict_at, "expected \"iterator_types\" array attribute");
    };
    let mut converted: SmallVec<[Attr; 4]> = SmallVec::new();
    for e in elems {
        let case = match p.ctx.attr_data(e) {
            AttrData::String { value, ty: None } => String::from_utf8_lossy(value).into_owned(),
            _ => match enum_case(p.ctx, e, LinalgEnum::IteratorType) {
                Some(c) => c.to_string(),
                None => String::new(),
            },
        };
        let Some(attr) = enum_attr(p.ctx, LinalgEnum::IteratorType, &case) else {
            let here = p.offset();
            return p.custom_error(here, format!("unexpected iterator_type ({case})"));
        };
        converted.push(attr);
    }
    dict[pos].value = p.ctx.intern_attr(AttrData::Array(converted));
    let common = parse_common(p, def)?;
    let mut attrs = merge_attrs(p.ctx, dict, &common.attrs);
    check_inherent(p, def, &attrs, common.attrs_at)?;
    if p.eat_keyword("attrs") {
        p.expect_token(TokenKind::Equal, "expected '='")?;
        let extra = p.optional_attr_dict()?;
        attrs = merge_attrs(p.ctx, attrs, &extra);
    }
    let region = p.ir.create_region();
    p.region_with_args(region, &[], false, "", None)?;
    let results = parse_arrow_types(p)?;
    let mut parts = OpParts {
        attrs,
        props: common.props,
        ..Default::default()
    };
    let seg = segments_prop(
        p,
        &[common.inputs.len() as i32, common.outputs.len() as i32],
    );
    parts.props.push(seg);
    parts.operands.extend(common.inputs);
    parts.operands.extend(common.outputs);
    parts.result_types.extend(results);
    parts.regions.push(region);
    p.finish_op(def, start, parts)
}

const GENERIC_TRAITS: &[&str] = &["doc", "indexing_maps", "iterator_types", "library_call"];

pub(super) fn print_generic(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let ir = p.ir;
    let all = p.all_attrs(op);
    p.w(" ");
    let traits: Vec<&NamedAttr> = all
        .iter()
        .filter(|e| {
            GENERIC_TRAITS
                .iter()
                .any(|n| n.as_bytes() == ctx.str_bytes(e.name))
        })
        .collect();
    if !traits.is_empty() {
        p.w("{");
        for (i, e) in traits.iter().enumerate() {
            if i > 0 {
                p.w(", ");
            }
            let name = ctx.str_bytes(e.name);
            p.wb(name);
            p.w(" = ");
            match (name, ctx.attr_data(e.value)) {
                (b"iterator_types", AttrData::Array(elems)) => {
                    p.w("[");
                    for (j, &x) in elems.iter().enumerate() {
                        if j > 0 {
                            p.w(", ");
                        }
                        p.w("\"");
                        p.w(enum_case(ctx, x, LinalgEnum::IteratorType).unwrap_or(""));
                        p.w("\"");
                    }
                    p.w("]");
                }
                _ => p.attr(e.value),
            }
        }
        p.w("}");
    }
    let (n_in, _) = split_operands(ctx, ir, op, Kind::Generic);
    print_ins_outs(p, op, n_in);
    let mut elided: Vec<&str> = GENERIC_TRAITS.to_vec();
    elided.push("operandSegmentSizes");
    let extra = all
        .iter()
        .any(|e| !elided.iter().any(|n| n.as_bytes() == ctx.str_bytes(e.name)));
    if extra {
        p.w(" attrs = ");
        p.attr_dict(op, &elided);
    }
    if let Some(&r) = ir.regions(op).first() {
        if ir.entry_block(r).is_some() {
            p.w(" ");
            p.region(r, true, true, false);
        }
    }
    print_arrow_types(p, op);
}

/// ` ins(%a : t) outs(%b : u)`, each part when non-empty.
fn print_ins_outs(p: &mut AsmPrinter<'_>, op: OpId, n_in: usize) {
    let ir = p.ir;
    let ops: Vec<Value> = ir.operands(op).collect();
    let n_in = n_in.min(ops.len());
    let (ins, outs) = ops.split_at(n_in);
    for (kw, vals) in [(" ins(", ins), (" outs(", outs)] {
        if vals.is_empty() {
            continue;
        }
        p.w(kw);
        p.values(vals.iter().copied());
        p.w(" : ");
        p.types(vals.iter().map(|&v| ir.value_type(v)));
        p.w(")");
    }
}

/// `printOptionalArrowTypeList` of the results.
fn print_arrow_types(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let types: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    if types.is_empty() {
        return;
    }
    p.w(" -> ");
    p.result_types(&types);
}

// ----- named structured ops -----

/// `indexing_maps = [affine_map<...>, ...]` when present. `strict` is the
/// matmul/contract spelling (any attribute, checked after), otherwise the
/// list is read map by map.
fn parse_maps_keyword(p: &mut Parser<'_>, strict: bool) -> DResult<Option<Attr>> {
    if !p.eat_keyword("indexing_maps") {
        return Ok(None);
    }
    p.expect_token(TokenKind::Equal, "expected '='")?;
    if strict {
        let a = p.parse_attribute(None)?;
        let ok = match p.ctx.attr_data(a) {
            AttrData::Array(elems) => elems
                .iter()
                .all(|&e| matches!(p.ctx.attr_data(e), AttrData::AffineMap(_))),
            _ => false,
        };
        if !ok {
            let here = p.offset();
            return p.custom_error(here, "element of indexing_maps array is not an affine_map");
        }
        return Ok(Some(a));
    }
    p.expect_token(TokenKind::LSquare, "expected '['")?;
    let mut elems: SmallVec<[Attr; 4]> = SmallVec::new();
    loop {
        let a = p.parse_attribute(None)?;
        if !matches!(p.ctx.attr_data(a), AttrData::AffineMap(_)) {
            let here = p.offset();
            return p.custom_error(here, "expected affine map attribute");
        }
        elems.push(a);
        if !p.eat_token(TokenKind::Comma) {
            break;
        }
    }
    p.expect_token(TokenKind::RSquare, "expected ']'")?;
    Ok(Some(p.ctx.intern_attr(AttrData::Array(elems))))
}

fn default_matmul_maps(dims: u32, defaults: &[&str]) -> Vec<sigil_affine::AffineMap> {
    defaults
        .iter()
        .filter_map(|m| named::make_map(dims, m, &[], &[]))
        .collect()
}

pub(super) fn parse_named(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let Some(spec) = named::spec(def.name.as_bytes()) else {
        return p.custom_error(start, "unknown named op");
    };
    let mut extra_props: Vec<NamedAttr> = Vec::new();
    let mut maps_attr = None;
    match spec.maps {
        Maps::Matmul { .. } => {
            let strict = spec.name == "linalg.matmul";
            maps_attr = parse_maps_keyword(p, strict)?;
        }
        Maps::Contract => {
            maps_attr = parse_maps_keyword(p, true)?;
            if maps_attr.is_none() {
                let here = p.offset();
                return p.custom_error(here, "expected 'indexing_maps' attribute");
            }
        }
        Maps::ElementwiseOp => {
            p.keyword("kind")?;
            p.expect_token(TokenKind::Equal, "expected '='")?;
            let a = p.parse_attribute(None)?;
            if enum_case(p.ctx, a, LinalgEnum::ElementwiseKind).is_none() {
                let here = p.offset();
                return p.custom_error(here, "expected ElementwiseKind attribute");
            }
            let e = p.prop("kind", a);
            extra_props.push(e);
            maps_attr = parse_maps_keyword(p, false)?;
        }
        _ => {}
    }
    let loc = p.offset();
    let common = parse_common(p, def)?;
    let more = p.optional_attr_dict()?;
    let attrs = merge_attrs(p.ctx, common.attrs.clone(), &more);
    check_inherent(p, def, &common.attrs, common.attrs_at)?;
    let results = parse_arrow_types(p)?;
    // The region builder sees the attribute dictionary and `kind`, not
    // properties written as `<{...}>`.
    let mut seen: Vec<NamedAttr> = attrs.to_vec();
    seen.extend(extra_props.iter().copied());
    let region = named::build_region(p, spec, &common.in_types, &common.out_types, &seen, loc)?;
    if maps_attr.is_none() {
        let maps = match spec.maps {
            Maps::Matmul { dims, defaults } => Some(default_matmul_maps(dims, defaults)),
            Maps::ElementwiseOp => {
                let kind = named::attr_named(p.ctx, &seen, "kind")
                    .and_then(|a| enum_case(p.ctx, a, LinalgEnum::ElementwiseKind))
                    .and_then(named::kind_arity)
                    .unwrap_or(1);
                let Some(&last) = common.out_types.last() else {
                    let here = p.offset();
                    return p.custom_error(here, "return type needs to be shaped type");
                };
                let Some(shape) = super::shape_of(p.ctx, last) else {
                    let here = p.offset();
                    return p.custom_error(here, "return type needs to be shaped type");
                };
                let rank = shape.len();
                Some(
                    (0..=kind)
                        .filter_map(|_| named::identity(rank, false))
                        .collect(),
                )
            }
            _ => None,
        };
        if let Some(m) = maps {
            maps_attr = Some(named::maps_attr(p.ctx, m));
        }
    }
    let mut parts = OpParts {
        props: common.props,
        ..Default::default()
    };
    if let Some(a) = maps_attr {
        let e = p.prop("indexing_maps", a);
        parts.props.push(e);
    }
    parts.props.extend(extra_props);
    let seg = segments_prop(
        p,
        &[common.inputs.len() as i32, common.outputs.len() as i32],
    );
    parts.props.push(seg);
    let mut attrs = attrs;
    let memo = p.ctx.string_attr(b"linalg.memoized_indexing_maps");
    if matches!(spec.maps, Maps::Static { .. }) && !attrs.iter().any(|e| e.name == memo) {
        let ctx = &*p.ctx;
        let find = |name: &str| {
            named::attr_named(ctx, &attrs, name)
                .or_else(|| named::attr_named(ctx, &parts.props, name))
        };
        let (strides, dilations) = (find("strides"), find("dilations"));
        if let Some(maps) = named::static_maps(ctx, spec, strides, dilations) {
            let a = named::maps_attr(p.ctx, maps);
            attrs = merge_attrs(
                p.ctx,
                attrs,
                &[NamedAttr {
                    name: memo,
                    value: a,
                }],
            );
        }
    }
    parts.attrs = attrs;
    parts.operands.extend(common.inputs);
    parts.operands.extend(common.outputs);
    parts.result_types.extend(results);
    parts.regions.push(region);
    p.finish_op(def, start, parts)
}

/// Whether an `indexing_maps` array holds exactly these maps.
fn maps_equal(ctx: &Context, a: Attr, maps: &[sigil_affine::AffineMap]) -> bool {
    match ctx.attr_data(a) {
        AttrData::Array(elems) => {
            elems.len() == maps.len()
                && elems
                    .iter()
                    .zip(maps)
                    .all(|(&e, m)| matches!(ctx.attr_data(e), AttrData::AffineMap(x) if **x == *m))
        }
        _ => false,
    }
}

pub(super) fn print_named(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let ir = p.ir;
    let Some(Kind::Named(spec)) = super::op_kind(ctx, ir, op) else {
        return;
    };
    let maps = prop(ctx, ir, op, "indexing_maps");
    let mut elided: Vec<&str> = vec!["operandSegmentSizes"];
    match spec.maps {
        Maps::Matmul { dims, defaults } => {
            if let Some(m) = maps {
                if !maps_equal(ctx, m, &default_matmul_maps(dims, defaults)) {
                    p.w(" indexing_maps = ");
                    p.attr(m);
                }
            }
            elided.extend(["linalg.memoized_indexing_maps", "indexing_maps"]);
        }
        Maps::Contract => {
            p.w(" indexing_maps = ");
            if let Some(m) = maps {
                p.attr(m);
            } else {
                p.w("[]");
            }
            elided.push("indexing_maps");
        }
        Maps::ElementwiseOp => {
            p.w(" kind=");
            if let Some(k) = prop(ctx, ir, op, "kind") {
                p.attr(k);
            }
            let arity = prop(ctx, ir, op, "kind")
                .and_then(|k| enum_case(ctx, k, LinalgEnum::ElementwiseKind))
                .and_then(named::kind_arity)
                .unwrap_or(1);
            let rank = ir
                .operands(op)
                .last()
                .map_or(0, |v| super::rank_of(ctx, ir.value_type(v)));
            let defaults: Vec<_> = (0..=arity)
                .filter_map(|_| named::identity(rank, false))
                .collect();
            if let Some(m) = maps {
                if !maps_equal(ctx, m, &defaults) {
                    p.w(" indexing_maps = ");
                    p.attr(m);
                }
            }
            elided.extend(["kind", "indexing_maps"]);
        }
        Maps::Elementwise | Maps::Static { .. } => {
            elided.push("linalg.memoized_indexing_maps");
        }
    }
    p.attr_dict(op, &elided);
    let (n_in, _) = split_operands(ctx, ir, op, Kind::Named(spec));
    print_ins_outs(p, op, n_in);
    print_arrow_types(p, op);
}

// ----- map, reduce, transpose, broadcast -----

/// `parseDstStyleOp`: ins/outs (no segment sizes), result types of the
/// ranked tensor outputs, `extra` (a required attribute), attributes.
fn parse_dst_style(
    p: &mut Parser<'_>,
    def: &'static OpDef,
    extra: Option<&str>,
) -> DResult<(Common, SmallVec<[Type; 2]>, Vec<NamedAttr>)> {
    let mut common = parse_common(p, def)?;
    check_inherent(p, def, &common.attrs, common.attrs_at)?;
    let results: SmallVec<[Type; 2]> = common
        .out_types
        .iter()
        .copied()
        .filter(|&t| is_ranked_tensor(p.ctx, t))
        .collect();
    let mut props = std::mem::take(&mut common.props);
    if let Some(name) = extra {
        let e = parse_named_i64_list(p, name)?;
        props.push(e);
    }
    let more = p.optional_attr_dict()?;
    common.attrs = merge_attrs(p.ctx, std::mem::take(&mut common.attrs), &more);
    Ok((common, results, props))
}

/// `{ op.name {attrs} }` when present.
fn parse_short_form<'a>(p: &mut Parser<'a>) -> DResult<Option<(String, u32, NamedAttrs)>> {
    if !p.eat_token(TokenKind::LBrace) {
        return Ok(None);
    }
    let at = p.offset();
    if !p.at_token(TokenKind::BareIdent) {
        return p.error_here("expected bare identifier or keyword");
    }
    let name = String::from_utf8_lossy(p.spelling()).into_owned();
    p.bump();
    let attrs = p.optional_attr_dict()?;
    p.expect_token(TokenKind::RBrace, "expected '}'")?;
    Ok(Some((name, at, attrs)))
}

/// `addBodyWithPayloadOp`: a block with an argument per operand and the
/// payload op applied to some of them, yielded.
fn payload_region(
    p: &mut Parser<'_>,
    start: u32,
    payload: (String, u32, NamedAttrs),
    operand_types: &[Type],
    init_first: bool,
) -> DResult<RegionId> {
    let (name, _, attrs) = payload;
    let full = if name.contains('.') {
        name.clone()
    } else {
        format!(".{name}")
    };
    let dialect = full.split('.').next().unwrap_or("");
    if !crate::dialects::is_known_dialect(dialect.as_bytes()) && !dialect.starts_with("test") {
        return p.error_at(
            start,
            format!("'{full}' op created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"),
        );
    }
    let region = p.ir.create_region();
    if operand_types.is_empty() {
        return Ok(region);
    }
    let unknown = LocRef::attr(p.ctx.unknown_loc());
    let arg_types: Vec<(Type, LocRef)> = operand_types
        .iter()
        .map(|&t| (shaped_elem(p.ctx, t), unknown))
        .collect();
    let block = p.ir.create_block(&arg_types);
    p.ir.append_block(region, block);
    let args: Vec<Value> = p.ir.block_args(block).to_vec();
    let result_ty = arg_types[arg_types.len() - 1].0;
    let operands: Vec<Value> = if init_first {
        let mut v = vec![args[args.len() - 1]];
        v.extend_from_slice(&args[..args.len() - 1]);
        v
    } else {
        args[..args.len() - 1].to_vec()
    };
    let mut b = Builder {
        p,
        block,
        loc: LocRef::offset(start),
        at: start,
    };
    let r = b.op(&full, &operands, Some(result_ty), attrs)?;
    let yielded: Vec<Value> = r.into_iter().collect();
    b.yield_(&yielded)?;
    Ok(region)
}

/// `(%a: t, ...)` then a region taking those arguments.
fn parse_args_and_region(p: &mut Parser<'_>) -> DResult<RegionId> {
    p.expect_token(TokenKind::LParen, "expected '(' in argument list")?;
    let mut args: Vec<RegionArg<'_>> = Vec::new();
    if !p.eat_token(TokenKind::RParen) {
        loop {
            let u = p.operand()?;
            p.expect_token(TokenKind::Colon, "expected ':'")?;
            let ty = p.parse_type()?;
            if p.at_token(TokenKind::LBrace) {
                p.optional_attr_dict()?;
            }
            let mut loc = LocRef::offset(u.offset);
            if p.at_keyword("loc") {
                let (l, deferred) = p.parse_trailing_loc_or(u.offset)?;
                if deferred.is_some() {
                    return p.error_here("expected location instance");
                }
                loc = l;
            }
            args.push(RegionArg {
                name: u.name,
                offset: u.offset,
                ty,
                loc,
            });
            if p.eat_token(TokenKind::RParen) {
                break;
            }
            p.expect_token(TokenKind::Comma, "expected ')' in argument list")?;
        }
    }
    let region = p.ir.create_region();
    p.region_with_args(region, &args, false, "", None)?;
    Ok(region)
}

pub(super) fn parse_map(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let payload = parse_short_form(p)?;
    let (common, results, props) = parse_dst_style(p, def, None)?;
    let mut types: Vec<Type> = common.in_types.to_vec();
    types.extend(common.out_types.iter().copied());
    let region = match payload {
        Some(pl) => payload_region(p, start, pl, &types, false)?,
        None => parse_args_and_region(p)?,
    };
    finish_dst(p, def, start, common, results, props, region)
}

pub(super) fn parse_reduce(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let payload = parse_short_form(p)?;
    let (common, results, props) = parse_dst_style(p, def, Some("dimensions"))?;
    let mut types: Vec<Type> = common.in_types.to_vec();
    types.extend(common.out_types.iter().copied());
    let region = match payload {
        Some(pl) => payload_region(p, start, pl, &types, true)?,
        None => parse_args_and_region(p)?,
    };
    finish_dst(p, def, start, common, results, props, region)
}

fn parse_identity_op(
    p: &mut Parser<'_>,
    def: &'static OpDef,
    start: u32,
    attr: &str,
) -> DResult<OpId> {
    let (common, results, props) = parse_dst_style(p, def, Some(attr))?;
    let operands: Vec<Value> = common
        .inputs
        .iter()
        .chain(common.outputs.iter())
        .copied()
        .collect();
    let arg_types: Vec<(Type, LocRef)> = operands
        .iter()
        .map(|&v| (elem_or_self(p.ctx, p.ir.value_type(v)), value_loc(p, v)))
        .collect();
    let region = p.ir.create_region();
    let block = p.ir.create_block(&arg_types);
    p.ir.append_block(region, block);
    if let Some(&first) = p.ir.block_args(block).first() {
        let mut b = Builder {
            p,
            block,
            loc: LocRef::offset(start),
            at: start,
        };
        b.yield_(&[first])?;
    }
    finish_dst(p, def, start, common, results, props, region)
}

pub(super) fn parse_transpose(
    p: &mut Parser<'_>,
    def: &'static OpDef,
    start: u32,
) -> DResult<OpId> {
    parse_identity_op(p, def, start, "permutation")
}

pub(super) fn parse_broadcast(
    p: &mut Parser<'_>,
    def: &'static OpDef,
    start: u32,
) -> DResult<OpId> {
    parse_identity_op(p, def, start, "dimensions")
}

fn finish_dst(
    p: &mut Parser<'_>,
    def: &'static OpDef,
    start: u32,
    common: Common,
    results: SmallVec<[Type; 2]>,
    props: Vec<NamedAttr>,
    region: RegionId,
) -> DResult<OpId> {
    let mut parts = OpParts {
        attrs: common.attrs,
        props,
        ..Default::default()
    };
    parts.operands.extend(common.inputs);
    parts.operands.extend(common.outputs);
    parts.result_types.extend(results);
    parts.regions.push(region);
    p.finish_op(def, start, parts)
}

/// The payload op of a `map`/`reduce` body printable in short form
/// (`findPayloadOp`): the block holds it and the yield; its operands are
/// the block arguments in order (`map`: all but the init; `reduce`: the
/// init first).
fn find_payload(ir: &Ir, ctx: &Context, op: OpId, reduce: bool) -> Option<OpId> {
    let r = *ir.regions(op).first()?;
    let block = ir.entry_block(r)?;
    let ops: Vec<OpId> = ir.block_ops(block).collect();
    if ops.len() != 2 || ctx.str_bytes(ir.op(ops[1]).name) != b"linalg.yield" {
        return None;
    }
    let payload = ops[0];
    let operands: Vec<Value> = ir.operands(payload).collect();
    let args = ir.block_args(block);
    if reduce {
        if operands.is_empty() || operands.len() != args.len() {
            return None;
        }
        if operands.last() != args.first() {
            return None;
        }
        operands
            .iter()
            .zip(&args[1..])
            .all(|(a, b)| a == b)
            .then_some(payload)
    } else {
        if operands.is_empty() || operands.len() + 1 != args.len() {
            return None;
        }
        operands
            .iter()
            .zip(args)
            .all(|(a, b)| a == b)
            .then_some(payload)
    }
}

/// ` { op.name {attrs} }`, leaving out a `fastmath` of `none`.
fn print_short_form(p: &mut AsmPrinter<'_>, payload: OpId) {
    let ctx = p.ctx();
    let ir = p.ir;
    p.w(" { ");
    p.wb(ctx.str_bytes(ir.op(payload).name));
    let attrs = p.all_attrs(payload);
    let fastmath = crate::dialects::arith::FASTMATH_ATTR;
    let none_fastmath = attrs
        .iter()
        .find(|e| fastmath.int_param(ctx, e.value) == Some(0));
    let elided: Vec<String> = none_fastmath
        .map(|e| String::from_utf8_lossy(ctx.str_bytes(e.name)).into_owned())
        .into_iter()
        .collect();
    let elided: Vec<&str> = elided.iter().map(String::as_str).collect();
    p.named_attrs(&attrs, &elided, false);
    p.w(" }");
}

/// The region of a `map`/`reduce` printed in long form.
fn print_long_region(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let Some(&r) = ir.regions(op).first() else {
        return;
    };
    p.shift_indent(2);
    p.w("\n");
    let indent = p.current_indent();
    p.spaces(indent);
    p.w("(");
    if let Some(b) = ir.entry_block(r) {
        for (i, &a) in ir.block_args(b).iter().enumerate() {
            if i > 0 {
                p.w(", ");
            }
            p.region_argument(a, &[]);
        }
    }
    p.w(") ");
    p.region(r, false, true, false);
    p.shift_indent(-2);
}

pub(super) fn print_map(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let ir = p.ir;
    let payload = find_payload(ir, ctx, op, false);
    if let Some(pl) = payload {
        print_short_form(p, pl);
    }
    let (n_in, _) = split_operands(ctx, ir, op, Kind::Map);
    print_ins_outs(p, op, n_in);
    p.attr_dict(op, &[]);
    if payload.is_none() {
        print_long_region(p, op);
    }
}

/// ` name = [1, 2] ` (`printDenseI64ArrayAttr`, trailing space included).
fn print_i64_list(p: &mut AsmPrinter<'_>, name: &str, vals: &[i64]) {
    p.w(" ");
    p.w(name);
    p.w(" = [");
    for (i, &v) in vals.iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        p.int(v);
    }
    p.w("] ");
}

pub(super) fn print_reduce(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let ir = p.ir;
    let payload = find_payload(ir, ctx, op, true);
    if let Some(pl) = payload {
        print_short_form(p, pl);
    }
    let (n_in, _) = split_operands(ctx, ir, op, Kind::Reduce);
    print_ins_outs(p, op, n_in);
    let dims = i64s(ctx, ir, op, "dimensions").unwrap_or_default();
    print_i64_list(p, "dimensions", &dims);
    p.attr_dict(op, &["dimensions"]);
    if payload.is_none() {
        print_long_region(p, op);
    }
}

fn print_identity_op(p: &mut AsmPrinter<'_>, op: OpId, attr: &str) {
    let ctx = p.ctx();
    let ir = p.ir;
    let (n_in, _) = split_operands(ctx, ir, op, Kind::Transpose);
    print_ins_outs(p, op, n_in);
    let vals = i64s(ctx, ir, op, attr).unwrap_or_default();
    print_i64_list(p, attr, &vals);
    p.attr_dict(op, &[attr]);
}

pub(super) fn print_transpose(p: &mut AsmPrinter<'_>, op: OpId) {
    print_identity_op(p, op, "permutation");
}

pub(super) fn print_broadcast(p: &mut AsmPrinter<'_>, op: OpId) {
    print_identity_op(p, op, "dimensions");
}

// ----- yield, index -----

pub(super) fn parse_yield(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let at = p.offset();
    let uses = p.operand_list()?;
    let attrs = p.optional_attr_dict()?;
    let mut types: SmallVec<[Type; 4]> = SmallVec::new();
    if !uses.is_empty() {
        p.expect_token(TokenKind::Colon, "expected ':'")?;
        types = p.type_list()?;
    }
    let parts = OpParts {
        attrs,
        operands: p.resolve(def.name, at, &uses, &types)?,
        ..Default::default()
    };
    p.finish_op(def, start, parts)
}

pub(super) fn print_yield(p: &mut AsmPrinter<'_>, op: OpId) {
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

// ----- softmax -----

// ----- pack, unpack -----
