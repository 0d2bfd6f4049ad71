//! `llvm.func`, `llvm.mlir.global`, `llvm.call`, `llvm.return` and the
//! branches (`llvm.br`, `llvm.cond_br`, `llvm.switch`, `llvm.unreachable`):
//! the hand-written custom forms of MLIR's `LLVMFuncOp`, `GlobalOp` and
//! `CallOp` and the declarative ones of the terminators.
//!
//! A function's signature is kept as MLIR keeps it, one `!llvm.func<...>`
//! type (result `void` when none, a vararg flag), written in the custom
//! form as `@f(%a: i32, ...) -> i64`. The keywords before the name
//! (linkage, visibility, `unnamed_addr`, calling convention) are properties
//! printed only when not their default; other properties print in the
//! `attributes {...}` dictionary as `printFunctionAttributes` does, defaults
//! included.

use smallvec::SmallVec;

use super::attrs::{self, CCONV_CASES, LINKAGE_CASES, TAILCALL_CASES};
use super::ops::{int_attr, int_prop};
use super::types as t;
use crate::attrs::{Attr, AttrData, NamedAttr};
use crate::diag::{err, DResult, Diagnostic};
use crate::dialects::api::EnumCases;
use crate::dialects::OpDef;
use crate::ir::{LocRef, OpId, Value};
use crate::lexer::TokenKind;
use crate::parser::asm::{OpParts, RegionArg};
use crate::parser::{NamedAttrs, Parser, SsaUse};
use crate::printer::custom::AsmPrinter;
use crate::types::Type;
use crate::verifier::Checker;

type VResult = Result<(), Box<Diagnostic>>;

pub(crate) const VISIBILITY: &[&str] = &["", "hidden", "protected"];
pub(crate) const UNNAMED_ADDR: &[&str] = &["", "local_unnamed_addr", "unnamed_addr"];

pub(crate) fn enum_prop(
    p: &mut Parser<'_>,
    def: &'static crate::dialects::AttrDef,
    v: i64,
) -> Attr {
    def.build_int(p.ctx, v)
}

/// The optional keyword of `cases` at the current token, consumed.
pub(crate) fn optional_case(p: &mut Parser<'_>, cases: &EnumCases) -> Option<i64> {
    if !p.at_token(TokenKind::BareIdent) {
        return None;
    }
    let s = std::str::from_utf8(p.spelling()).ok()?;
    let v = cases.value_of(s)?;
    p.bump();
    Some(v)
}

/// `@name` as the `sym_name` property, or MLIR's message where it is
/// missing.
pub(crate) fn sym_name_prop(p: &mut Parser<'_>) -> DResult<NamedAttr> {
    if !p.at_token(TokenKind::AtIdent) {
        return p.custom_error(p.offset(), "expected valid '@'-identifier for symbol name");
    }
    let sym = p.symbol_name_value()?;
    p.bump();
    let a = p.ctx.string_attr(&sym);
    Ok(p.prop("sym_name", a))
}

/// The index of the keyword of `words` at the current token, consumed (an
/// empty word is the default, never written).
pub(crate) fn optional_word(p: &mut Parser<'_>, words: &[&str]) -> Option<i64> {
    if !p.at_token(TokenKind::BareIdent) {
        return None;
    }
    let s = p.spelling();
    let i = words
        .iter()
        .position(|w| !w.is_empty() && w.as_bytes() == s)?;
    p.bump();
    Some(i as i64)
}

pub(crate) fn dialect_case(
    p: &AsmPrinter<'_>,
    op: OpId,
    name: &str,
    def: &'static crate::dialects::AttrDef,
) -> i64 {
    p.prop(op, name)
        .and_then(|a| def.int_param(p.ctx(), a))
        .unwrap_or(0)
}

pub(crate) fn case_text(cases: &EnumCases, v: i64) -> String {
    let mut s = String::new();
    cases.write(v, &mut |w| s.push_str(w));
    s
}

// ----- llvm.func -----

struct Arg<'a> {
    name: Option<(&'a [u8], u32)>,
    ty: Type,
    attrs: Attr,
    loc: LocRef,
}

/// `llvm.func linkage? visibility? unnamed_addr? cconv? @name(args) (->
/// result)? (attributes {...})? body?`.
pub(crate) fn parse_func(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut props: Vec<NamedAttr> = Vec::new();
    let linkage = optional_case(p, &LINKAGE_CASES).unwrap_or(0);
    let vis = optional_word(p, VISIBILITY).unwrap_or(0);
    let unnamed = optional_word(p, UNNAMED_ADDR).unwrap_or(0);
    let cconv = optional_case(p, &CCONV_CASES).unwrap_or(0);
    let a = enum_prop(p, attrs::linkage(), linkage);
    props.push(p.prop("linkage", a));
    let a = int_attr(p, 64, vis);
    props.push(p.prop("visibility_", a));
    let a = int_attr(p, 64, unnamed);
    props.push(p.prop("unnamed_addr", a));
    let a = enum_prop(p, attrs::cconv(), cconv);
    props.push(p.prop("CConv", a));
    props.push(sym_name_prop(p)?);

    p.expect_token(TokenKind::LParen, "expected '(' in function signature")?;
    let mut args: Vec<Arg<'_>> = Vec::new();
    let mut vararg = false;
    if !p.eat_token(TokenKind::RParen) {
        loop {
            if p.eat_token(TokenKind::Ellipsis) {
                vararg = true;
                p.expect_token(TokenKind::RParen, "expected ')'")?;
                break;
            }
            let named = p.at_token(TokenKind::PercentIdent);
            if named {
                let n = p.spelling();
                if args.iter().any(|a| a.name.is_some_and(|(m, _)| m == n)) {
                    return err(
                        p.offset(),
                        format!(
                            "region entry argument '{}' is already in use",
                            String::from_utf8_lossy(n)
                        ),
                    );
                }
            }
            if !args.is_empty() && named != args[0].name.is_some() {
                let at = p.offset();
                return p.custom_error(
                    at,
                    if named {
                        "expected type instead of SSA identifier"
                    } else {
                        "expected SSA identifier"
                    },
                );
            }
            let name = if named {
                let n = (p.spelling(), p.offset());
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
                break;
            }
            p.expect_token(TokenKind::Comma, "expected ')' in argument list")?;
        }
    }
    let mut result = None;
    let mut res_attrs = None;
    if p.eat_token(TokenKind::Arrow) {
        let rat = p.offset();
        let (ty, a) = if p.eat_token(TokenKind::LParen) {
            let ty = p.parse_type()?;
            let a = if p.at_token(TokenKind::LBrace) {
                Some(p.parse_attr_dict()?)
            } else {
                None
            };
            if !p.eat_token(TokenKind::RParen) {
                return p.custom_error(rat, "expected a single function result");
            }
            (ty, a)
        } else {
            (p.parse_non_function_type()?, None)
        };
        result = Some(ty);
        res_attrs = a;
    }
    let ret = match result {
        Some(r) => r,
        None => t::void(p.ctx),
    };
    let inputs: Vec<Type> = args.iter().map(|a| a.ty).collect();
    let fty = t::func(p.ctx, ret, &inputs, vararg);
    let a = p.ctx.type_attr(fty);
    props.push(p.prop("function_type", a));
    let empty = p.ctx.empty_dict();
    if args.iter().any(|a| a.attrs != empty) {
        let arr: SmallVec<[Attr; 4]> = args.iter().map(|a| a.attrs).collect();
        let v = p.ctx.intern_attr(AttrData::Array(arr));
        props.push(p.prop("arg_attrs", v));
    }
    if let Some(ra) = res_attrs.filter(|a| *a != empty) {
        let v = p
            .ctx
            .intern_attr(AttrData::Array(SmallVec::from_slice(&[ra])));
        props.push(p.prop("res_attrs", v));
    }
    if let Some(c) = parse_comdat(p)? {
        props.push(p.prop("comdat", c));
    }
    let mut attrs = NamedAttrs::new();
    if p.eat_keyword("attributes") {
        attrs = p.parse_attr_dict_entries()?;
    }
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
            return err(body_at, "expected non-empty function body");
        }
    }
    let parts = OpParts {
        props,
        attrs,
        regions: smallvec::smallvec![region],
        ..Default::default()
    };
    p.finish_op(def, start, parts)
}

/// ` comdat(@group::@selector)` after a function's signature or a
/// global's value.
fn parse_comdat(p: &mut Parser<'_>) -> DResult<Option<Attr>> {
    if !p.eat_keyword("comdat") {
        return Ok(None);
    }
    p.expect_token(TokenKind::LParen, "expected '('")?;
    let at = p.offset();
    let a = p.parse_attribute(None)?;
    if !matches!(p.ctx.attr_data(a), AttrData::SymbolRef { .. }) {
        return p.custom_error(at, "invalid kind of attribute specified");
    }
    p.expect_token(TokenKind::RParen, "expected ')'")?;
    Ok(Some(a))
}

fn print_comdat(p: &mut AsmPrinter<'_>, op: OpId) {
    if let Some(c) = p.prop(op, "comdat") {
        p.w(" comdat(");
        p.attr(c);
        p.w(")");
    }
}

const FUNC_ELIDED: &[&str] = &[
    "sym_name",
    "function_type",
    "arg_attrs",
    "res_attrs",
    "linkage",
    "CConv",
    "visibility_",
    "comdat",
    "unnamed_addr",
    "vscale_range",
];

/// The entries of the `i`th dictionary of `arr` (`arg_attrs`, `res_attrs`).
fn dict_at(ctx: &crate::Context, arr: Option<Attr>, i: usize) -> Vec<NamedAttr> {
    match arr.map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(e)) => e
            .get(i)
            .map(|&d| ctx.dict_entries(d).to_vec())
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// A type and then the `i`th dictionary of `arr` (`i32 {llvm.noundef}`),
/// as `printFunctionSignature` writes an argument without a name.
pub(crate) fn typed_with_attrs(p: &mut AsmPrinter<'_>, ty: Type, arr: Option<Attr>, i: usize) {
    p.ty(ty);
    let attrs = dict_at(p.ctx(), arr, i);
    p.named_attrs(&attrs, &[], false);
}

pub(crate) fn print_func(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let ir = p.ir;
    p.w(" ");
    let linkage = dialect_case(p, op, "linkage", attrs::linkage());
    if linkage != 0 {
        p.w(&case_text(&LINKAGE_CASES, linkage));
        p.w(" ");
    }
    let vis = int_prop(p, op, "visibility_").unwrap_or(0);
    if let Some(w) = VISIBILITY.get(vis as usize).filter(|w| !w.is_empty()) {
        p.w(w);
        p.w(" ");
    }
    let unnamed = int_prop(p, op, "unnamed_addr").unwrap_or(0);
    if let Some(w) = UNNAMED_ADDR.get(unnamed as usize).filter(|w| !w.is_empty()) {
        p.w(w);
        p.w(" ");
    }
    let cconv = dialect_case(p, op, "CConv", attrs::cconv());
    if cconv != 0 {
        p.w(&case_text(&CCONV_CASES, cconv));
        p.w(" ");
    }
    if let Some(n) = p.prop(op, "sym_name") {
        p.p.symbol_ref(n);
    }
    let fty = match p.prop(op, "function_type").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Type(t)) => *t,
        _ => return,
    };
    let Some((ret, params, vararg)) = t::func_parts(ctx, fty) else {
        return;
    };
    let arg_attrs = p.prop(op, "arg_attrs");
    let res_attrs = p.prop(op, "res_attrs");
    let body = ir.regions(op).first().copied();
    let entry = body.and_then(|r| ir.entry_block(r));
    p.w("(");
    for (i, &ty) in params.iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        match entry.and_then(|b| ir.block_args(b).get(i).copied()) {
            Some(arg) => p.region_argument(arg, &dict_at(ctx, arg_attrs, i)),
            None => typed_with_attrs(p, ty, arg_attrs, i),
        }
    }
    if vararg {
        if !params.is_empty() {
            p.w(", ");
        }
        p.w("...");
    }
    p.w(")");
    if !t::is(ctx, ret, "void") {
        p.w(" -> ");
        let attrs = dict_at(ctx, res_attrs, 0);
        if !attrs.is_empty() {
            p.w("(");
        }
        p.ty(ret);
        p.named_attrs(&attrs, &[], false);
        if !attrs.is_empty() {
            p.w(")");
        }
    }
    print_comdat(p, op);
    let all = p.all_attrs(op);
    p.named_attrs(&all, FUNC_ELIDED, true);
    if let (Some(r), Some(_)) = (body, entry) {
        p.w(" ");
        p.region(r, false, true, false);
    }
}

/// `LLVMFuncOp::verify`, the parts sigil checks: the body's entry
/// arguments match the signature, and a declaration has external or
/// extern_weak linkage.
pub(crate) fn verify_func(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(props) = ir.op(op).props else {
        return Ok(());
    };
    let Some(AttrData::Type(fty)) = ctx
        .dict_get(props, b"function_type")
        .map(|a| ctx.attr_data(a))
    else {
        return Ok(());
    };
    let Some((_, params, _)) = t::func_parts(ctx, *fty) else {
        return Err(c.op_error_named(op, "attribute 'function_type' failed to satisfy constraint: type attribute of LLVM function type"));
    };
    super::module::verify_comdat_ref(c, op)?;
    let linkage = ctx
        .dict_get(props, b"linkage")
        .and_then(|a| attrs::linkage().int_param(ctx, a))
        .unwrap_or(0);
    let body = ir.regions(op).first().copied();
    match body.and_then(|r| ir.entry_block(r)) {
        None => {
            if linkage != 0 && linkage != 9 {
                return Err(c.op_error_named(
                    op,
                    "external functions must have 'external' or 'extern_weak' linkage",
                ));
            }
        }
        Some(b) => {
            let args = ir.block_args(b);
            if args.len() != params.len() {
                return Err(c.op_error_named(
                    op,
                    &format!(
                        "entry block must have {} arguments to match function signature",
                        params.len()
                    ),
                ));
            }
            for (i, (&a, &pt)) in args.iter().zip(params.iter()).enumerate() {
                if ir.value_type(a) != pt {
                    return Err(c.op_error_named(
                        op,
                        &format!(
                            "type of entry block argument #{i}({}) must match the type of the corresponding argument in function signature({})",
                            crate::dialects::support::quoted(ctx, ir.value_type(a)).trim_matches('\''),
                            crate::dialects::support::quoted(ctx, pt).trim_matches('\'')
                        ),
                    ));
                }
            }
            verify_landingpad_types(c, op, body)?;
            super::blocks::verify_unique_tags(c, op)?;
        }
    }
    Ok(())
}

/// `LLVMFuncOp::verify`: every `llvm.landingpad` of the body has one
/// result type, which every `llvm.resume` takes.
fn verify_landingpad_types(
    c: &dyn Checker,
    op: OpId,
    body: Option<crate::ir::RegionId>,
) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(r) = body else {
        return Ok(());
    };
    // MLIR's `landingpadResultTy`: a missing type (a result-less
    // landingpad) is replaced by the next one seen.
    let mut seen: Option<Type> = None;
    for b in ir.region_blocks(r) {
        for o in ir.block_ops(b) {
            let (ty, msg) = match ctx.str_bytes(ir.op(o).name) {
                b"llvm.landingpad" => (
                    ir.results(o).next().map(|v| ir.value_type(v)),
                    "'llvm.landingpad' should have a consistent result type inside a function",
                ),
                b"llvm.resume" => (
                    ir.operands(o).next().map(|v| ir.value_type(v)),
                    "'llvm.resume' should have a consistent input type inside a function",
                ),
                _ => continue,
            };
            if seen.is_none() {
                seen = ty;
            } else if seen != ty {
                return Err(c.plain_error(op, msg.into()));
            }
        }
    }
    Ok(())
}

// ----- llvm.mlir.global -----

/// `llvm.mlir.global linkage (visibility)? (thread_local)? (unnamed_addr)?
/// (constant)? @name( value? ) (comdat(..))? attr-dict (: type)? region?`
/// (MLIR's `GlobalOp::parse`).
/// `parseCommonGlobalAndAlias`: `linkage? visibility? thread_local?
/// unnamed_addr?`.
pub(crate) fn parse_common_global(p: &mut Parser<'_>, parts: &mut OpParts) {
    // No linkage keyword: `external`.
    let linkage = optional_case(p, &LINKAGE_CASES).unwrap_or(0);
    let a = enum_prop(p, attrs::linkage(), linkage);
    let e = p.prop("linkage", a);
    parts.props.push(e);
    let vis = optional_word(p, VISIBILITY).unwrap_or(0);
    let a = int_attr(p, 64, vis);
    let e = p.prop("visibility_", a);
    parts.props.push(e);
    if p.eat_keyword("thread_local") {
        let u = p.ctx.unit_attr();
        let e = p.prop("thread_local_", u);
        parts.props.push(e);
    }
    let unnamed = optional_word(p, UNNAMED_ADDR).unwrap_or(0);
    let a = int_attr(p, 64, unnamed);
    let e = p.prop("unnamed_addr", a);
    parts.props.push(e);
}

/// `printCommonGlobalAndAlias`: ` linkage visibility? thread_local?
/// unnamed_addr? ` (the linkage always).
pub(crate) fn print_common_global(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" ");
    let linkage = dialect_case(p, op, "linkage", attrs::linkage());
    p.w(&case_text(&LINKAGE_CASES, linkage));
    p.w(" ");
    let vis = int_prop(p, op, "visibility_").unwrap_or(0);
    if let Some(w) = VISIBILITY.get(vis as usize).filter(|w| !w.is_empty()) {
        p.w(w);
        p.w(" ");
    }
    if p.prop(op, "thread_local_").is_some() {
        p.w("thread_local ");
    }
    let unnamed = int_prop(p, op, "unnamed_addr").unwrap_or(0);
    if let Some(w) = UNNAMED_ADDR.get(unnamed as usize).filter(|w| !w.is_empty()) {
        p.w(w);
        p.w(" ");
    }
}

pub(crate) fn parse_global(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut parts = OpParts::default();
    parse_common_global(p, &mut parts);
    if p.eat_keyword("constant") {
        let u = p.ctx.unit_attr();
        let e = p.prop("constant", u);
        parts.props.push(e);
    }
    let e = sym_name_prop(p)?;
    parts.props.push(e);
    p.expect_token(TokenKind::LParen, "expected '('")?;
    let mut value = None;
    if !p.eat_token(TokenKind::RParen) {
        let v = p.parse_attribute(None)?;
        value = Some(v);
        p.expect_token(TokenKind::RParen, "expected ')'")?;
    }
    if let Some(v) = value {
        let e = p.prop("value", v);
        parts.props.push(e);
    }
    if let Some(c) = parse_comdat(p)? {
        let e = p.prop("comdat", c);
        parts.props.push(e);
    }
    parts.attrs = p.optional_attr_dict()?;
    let mut ty = None;
    if p.eat_token(TokenKind::Colon) {
        ty = Some(p.parse_type()?);
    }
    let region = p.ir.create_region();
    if p.at_token(TokenKind::LBrace) {
        p.region_with_args(region, &[], false, "", None)?;
    }
    let ty = match ty {
        Some(t) => t,
        None => {
            // The type of a string value: an array of i8 of its length.
            match value.map(|v| (v, p.ctx.attr_data(v).clone())) {
                Some((v, AttrData::String { .. })) => {
                    let n = p.ctx.str_bytes(v).len() as i64;
                    let i8t = p.ctx.i(8);
                    t::array_def().build(
                        p.ctx,
                        vec![crate::attrs::Param::Int(n), crate::attrs::Param::Type(i8t)],
                    )
                }
                _ => return p.error_here("type can only be omitted for string globals"),
            }
        }
    };
    let ta = p.ctx.type_attr(ty);
    let e = p.prop("global_type", ta);
    parts.props.push(e);
    // `addr_space` defaults to 0 (a `DefaultValuedAttr`).
    parts.regions.push(region);
    p.finish_op(def, start, parts)
}

pub(crate) fn print_global(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let ir = p.ir;
    print_common_global(p, op);
    if p.prop(op, "constant").is_some() {
        p.w("constant ");
    }
    if let Some(n) = p.prop(op, "sym_name") {
        p.p.symbol_ref(n);
    }
    p.w("(");
    if let Some(v) = p.prop(op, "value") {
        p.attr(v);
    }
    p.w(")");
    print_comdat(p, op);
    let all = p.all_attrs(op);
    p.named_attrs(
        &all,
        &[
            "sym_name",
            "global_type",
            "constant",
            "value",
            "linkage",
            "unnamed_addr",
            "thread_local_",
            "visibility_",
            "comdat",
        ],
        false,
    );
    let gty = match p.prop(op, "global_type").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Type(t)) => Some(*t),
        _ => None,
    };
    let string_value = matches!(
        p.prop(op, "value").map(|a| ctx.attr_data(a)),
        Some(AttrData::String { .. })
    );
    let body = ir.regions(op).first().copied();
    let has_body = body.and_then(|r| ir.entry_block(r)).is_some();
    if let Some(gt) = gty {
        if !string_value || has_body {
            p.w(" : ");
            p.ty(gt);
        }
    }
    if let (Some(r), true) = (body, has_body) {
        p.w(" ");
        p.region(r, false, true, false);
    }
}

// ----- llvm.call -----

/// The callee and arguments `llvm.call` and `llvm.invoke` share: `@f(args)`
/// (the symbol kept as `callee`) or `%ptr(args)`, the pointer then being
/// the first use; true for a direct call.
pub(crate) fn parse_callee<'a>(
    p: &mut Parser<'a>,
    parts: &mut OpParts,
    uses: &mut SmallVec<[SsaUse<'a>; 4]>,
) -> DResult<bool> {
    let direct = p.at_token(TokenKind::AtIdent);
    if direct {
        let callee = p.flat_symbol_ref()?;
        let e = p.prop("callee", callee);
        parts.props.push(e);
    } else {
        uses.push(p.operand()?);
    }
    p.expect_token(TokenKind::LParen, "expected '('")?;
    if !p.at_token(TokenKind::RParen) {
        uses.extend(p.operand_list()?);
    }
    p.expect_token(TokenKind::RParen, "expected ')'")?;
    Ok(direct)
}

/// `vararg(type)`, kept as `var_callee_type`, if it is next.
pub(crate) fn parse_vararg(p: &mut Parser<'_>, parts: &mut OpParts) -> DResult<()> {
    if p.eat_keyword("vararg") {
        p.expect_token(TokenKind::LParen, "expected '('")?;
        let vt = p.parse_type()?;
        p.expect_token(TokenKind::RParen, "expected ')'")?;
        let ta = p.ctx.type_attr(vt);
        let e = p.prop("var_callee_type", ta);
        parts.props.push(e);
    }
    Ok(())
}

/// `: (ptr type,)? (args) -> results`: the operand types (the callee
/// pointer's first for an indirect call) and the result types.
pub(crate) fn parse_call_type(p: &mut Parser<'_>, direct: bool) -> DResult<(Vec<Type>, Vec<Type>)> {
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let mut types: Vec<Type> = Vec::new();
    if !direct {
        types.push(p.parse_type()?);
        p.expect_token(TokenKind::Comma, "expected ','")?;
    }
    let fat = p.offset();
    let fty = p.parse_type()?;
    let crate::types::TypeData::Function { inputs, results } = p.ctx.type_data(fty).clone() else {
        return p.custom_error(fat, "expected function type");
    };
    types.extend(inputs.iter().copied());
    Ok((types, results.to_vec()))
}

/// Prints the callee and `(args)` from the callee segment; returns the
/// arguments.
pub(crate) fn print_callee<'v>(
    p: &mut AsmPrinter<'_>,
    op: OpId,
    callee_ops: &'v [Value],
) -> &'v [Value] {
    let args = match p.prop(op, "callee") {
        Some(c) => {
            p.attr(c);
            callee_ops
        }
        None => {
            if let Some(&f) = callee_ops.first() {
                p.value(f);
            }
            callee_ops.get(1..).unwrap_or(&[])
        }
    };
    p.w("(");
    p.values(args.iter().copied());
    p.w(")");
    args
}

/// ` vararg(type)` when `var_callee_type` is set.
pub(crate) fn print_vararg(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    if let Some(AttrData::Type(vt)) = p.prop(op, "var_callee_type").map(|a| ctx.attr_data(a)) {
        p.w(" vararg(");
        p.ty(*vt);
        p.w(")");
    }
}

/// ` : (ptr type,)? (args) -> results`.
pub(crate) fn print_call_type(
    p: &mut AsmPrinter<'_>,
    op: OpId,
    callee_ops: &[Value],
    args: &[Value],
) {
    let ir = p.ir;
    p.w(" : ");
    if p.prop(op, "callee").is_none() {
        if let Some(&f) = callee_ops.first() {
            p.ty(ir.value_type(f));
            p.w(", ");
        }
    }
    p.w("(");
    p.types(args.iter().map(|&v| ir.value_type(v)));
    p.w(")");
    let results: Vec<Type> = ir.results(op).map(|r| ir.value_type(r)).collect();
    p.w(" -> ");
    if results.is_empty() {
        p.w("()");
    } else {
        p.result_types(&results);
    }
}

/// `llvm.call cconv? tailcallkind? (@f | %ptr)(args) (vararg(type))?
/// ([bundles])? attr-dict : (ptr type,)? (args) -> results`.
pub(crate) fn parse_call(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut parts = OpParts::default();
    let cconv = optional_case(p, &CCONV_CASES).unwrap_or(0);
    let tck = optional_case(p, &TAILCALL_CASES).unwrap_or(0);
    let a = enum_prop(p, attrs::cconv(), cconv);
    let e = p.prop("CConv", a);
    parts.props.push(e);
    let a = enum_prop(p, attrs::tailcallkind(), tck);
    let e = p.prop("TailCallKind", a);
    parts.props.push(e);
    let at = p.offset();
    let mut uses = SmallVec::<[_; 4]>::new();
    let direct = parse_callee(p, &mut parts, &mut uses)?;
    parse_vararg(p, &mut parts)?;
    let bundles = super::bundles::parse_bundles(p, def.name)?;
    parts.attrs = p.optional_attr_dict()?;
    let (types, results) = parse_call_type(p, direct)?;
    parts.operands = p.resolve(def.name, at, &uses, &types)?;
    parts.result_types.extend(results);
    let n = parts.operands.len() as i32;
    let n_bundle = bundles.push(p, &mut parts);
    let seg = crate::dialects::indexing::i32_array(p.ctx, &[n, n_bundle]);
    let e = p.prop("operandSegmentSizes", seg);
    parts.props.push(e);
    p.finish_op(def, start, parts)
}

pub(crate) fn print_call(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ctx = p.ctx();
    p.w(" ");
    let cconv = dialect_case(p, op, "CConv", attrs::cconv());
    if cconv != 0 {
        p.w(&case_text(&CCONV_CASES, cconv));
        p.w(" ");
    }
    let tck = dialect_case(p, op, "TailCallKind", attrs::tailcallkind());
    if tck != 0 {
        p.w(&case_text(&TAILCALL_CASES, tck));
        p.w(" ");
    }
    let ops: Vec<Value> = ir.operands(op).collect();
    let n_callee = p
        .prop(op, "operandSegmentSizes")
        .and_then(|a| crate::dialects::cf::i32_array_values(ctx, a))
        .and_then(|s| s.first().copied())
        .map_or(ops.len(), |n| (n.max(0) as usize).min(ops.len()));
    let (callee_ops, bundle_ops) = ops.split_at(n_callee);
    let args = print_callee(p, op, callee_ops);
    print_vararg(p, op);
    super::bundles::print_bundles(p, op, bundle_ops);
    let mut all = p.all_attrs(op);
    let fm = attrs::fastmath();
    all.retain(|e| {
        !(ctx.str_bytes(e.name) == b"fastmathFlags" && fm.int_param(ctx, e.value) == Some(0))
    });
    p.named_attrs(
        &all,
        &[
            "callee",
            "TailCallKind",
            "var_callee_type",
            "CConv",
            "operandSegmentSizes",
            "op_bundle_sizes",
            "op_bundle_tags",
            "arg_attrs",
            "res_attrs",
        ],
        false,
    );
    print_call_type(p, op, callee_ops, args);
}

// ----- terminators -----

/// The callee named by a direct `llvm.call` exists and is an `llvm.func`
/// (MLIR's `CallOp::verifySymbolUses`, in part).
pub(crate) fn verify_call_symbol_uses(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(callee) = ir.op(op).props.and_then(|p| ctx.dict_get(p, b"callee")) else {
        return Ok(());
    };
    let name = match ctx.attr_data(callee) {
        AttrData::SymbolRef { root, .. } => ctx.str_bytes(*root).to_vec(),
        _ => return Ok(()),
    };
    match c.lookup_symbol(op, &name) {
        Some(f) if ctx.str_bytes(ir.op(f).name) == b"llvm.func" => verify_call_types(c, op, f),
        Some(_) => Err(c.op_error_named(
            op,
            &format!(
                "'{}' does not reference a valid LLVM function",
                String::from_utf8_lossy(&name)
            ),
        )),
        None => Err(c.op_error_named(
            op,
            &format!(
                "'{}' does not reference a symbol in the current scope",
                String::from_utf8_lossy(&name)
            ),
        )),
    }
}

/// `CallOp::verify`'s check of `var_callee_type`: a variadic function
/// type with at most as many parameters as there are callee operands.
pub(crate) fn verify_call(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let prop = |k: &[u8]| ir.op(op).props.and_then(|p| ctx.dict_get(p, k));
    let Some(AttrData::Type(vt)) = prop(b"var_callee_type").map(|a| ctx.attr_data(a)) else {
        return Ok(());
    };
    let Some((_, params, vararg)) = t::func_parts(ctx, *vt) else {
        return Ok(());
    };
    if !vararg {
        return Err(c.op_error_named(
            op,
            "expected var_callee_type to be a variadic function type",
        ));
    }
    let operands = ir.operands(op).count();
    let indirect = prop(b"callee").is_none() as usize;
    let n = prop(b"operandSegmentSizes")
        .and_then(|a| crate::dialects::cf::i32_array_values(ctx, a))
        .and_then(|s| s.first().copied())
        .map_or(operands, |n| (n.max(0) as usize).min(operands))
        .saturating_sub(indirect);
    if params.len() > n {
        return Err(c.op_error_named(
            op,
            &format!("expected var_callee_type to have at most {n} parameters"),
        ));
    }
    Ok(())
}

/// The rest of `CallOp::verifySymbolUses` for a direct call of `f`: the
/// callee operands and the result agree with `f`'s `!llvm.func` type.
fn verify_call_types(c: &dyn Checker, op: OpId, f: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let fty = ir
        .op(f)
        .props
        .and_then(|p| ctx.dict_get(p, b"function_type"))
        .and_then(|a| match ctx.attr_data(a) {
            AttrData::Type(t) => Some(*t),
            _ => None,
        });
    let Some((ret, params, vararg)) = fty.and_then(|t| t::func_parts(ctx, t)) else {
        return Ok(());
    };
    let prop = |k: &[u8]| ir.op(op).props.and_then(|p| ctx.dict_get(p, k));
    if vararg && prop(b"var_callee_type").is_none() {
        return Err(c.op_error_named(op, "missing var_callee_type attribute for vararg call"));
    }
    let operands: Vec<Value> = ir.operands(op).collect();
    let n = prop(b"operandSegmentSizes")
        .and_then(|a| crate::dialects::cf::i32_array_values(ctx, a))
        .and_then(|s| s.first().copied())
        .map_or(operands.len(), |n| (n.max(0) as usize).min(operands.len()));
    if !vararg && params.len() != n {
        return Err(c.op_error_named(
            op,
            &format!(
                "incorrect number of operands ({n}) for callee (expecting: {})",
                params.len()
            ),
        ));
    }
    if params.len() > n {
        return Err(c.op_error_named(
            op,
            &format!(
                "incorrect number of operands ({n}) for varargs callee (expecting at least: {})",
                params.len()
            ),
        ));
    }
    let ts = |t: Type| format!("'{}'", crate::printer::type_to_string(ctx, t));
    for (i, (&v, &p)) in operands.iter().zip(&params).enumerate() {
        let vt = ir.value_type(v);
        if vt != p {
            return Err(c.op_error_named(
                op,
                &format!(
                    "operand type mismatch for operand {i}: {} != {}",
                    ts(vt),
                    ts(p)
                ),
            ));
        }
    }
    let results: Vec<Value> = ir.results(op).collect();
    let void = t::is(ctx, ret, "void");
    match results.first() {
        None if !void => Err(c.op_error_named(op, "expected function call to produce a value")),
        Some(_) if void => Err(c.op_error_named(
            op,
            "calling function with void result must not produce values",
        )),
        _ if results.len() > 1 => {
            Err(c.op_error_named(op, "expected LLVM function call to produce 0 or 1 result"))
        }
        Some(&r) if ir.value_type(r) != ret => Err(c.op_error_named(
            op,
            &format!(
                "result type mismatch: {} != {}",
                ts(ir.value_type(r)),
                ts(ret)
            ),
        )),
        _ => Ok(()),
    }
}

/// `ReturnOp::verify`: in an `llvm.func`, the returned value agrees with
/// the function's result (`void`: none).
pub(crate) fn verify_return(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let mut parent = ir.parent_op(op);
    while let Some(p) = parent {
        if ctx.str_bytes(ir.op(p).name) == b"llvm.func" {
            break;
        }
        parent = ir.parent_op(p);
    }
    let Some(f) = parent else {
        return Ok(());
    };
    let fty = ir
        .op(f)
        .props
        .and_then(|p| ctx.dict_get(p, b"function_type"))
        .and_then(|a| match ctx.attr_data(a) {
            AttrData::Type(t) => Some(*t),
            _ => None,
        });
    let Some((ret, _, _)) = fty.and_then(|t| t::func_parts(ctx, t)) else {
        return Ok(());
    };
    let arg = ir.operands(op).next();
    let void = t::is(ctx, ret, "void");
    match arg {
        Some(_) if void => Err(c.op_error_named(op, "expected no operands")),
        None if !void => Err(c.op_error_named(op, "expected 1 operand")),
        Some(v) if ir.value_type(v) != ret => Err(c.op_error_named(op, "mismatching result types")),
        _ => Ok(()),
    }
}
