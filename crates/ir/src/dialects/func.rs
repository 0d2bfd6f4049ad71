//! The `func` dialect: `func.func`, `func.call`, `func.call_indirect`,
//! `func.constant` and `func.return` — custom forms, printers and MLIR's
//! verification messages.
//!
//! `func.func (visibility)? @name(%arg: type {attrs} loc(...), ...) -> (type {attrs}, ...)
//! attributes {...} { body }`; a declaration lists bare types and has no body.
//! Inside a function body `return` and `call` mean `func.return` and
//! `func.call` (`func` is the body's default dialect), as in MLIR.

use smallvec::SmallVec;

use super::structure::{attr_constraint, AttrConstraint, Structure};
use super::{AttrKind, OpDef, OpTraits, PropSpec};
use crate::attrs::{Attr, AttrData, NamedAttr};
use crate::context::Context;
use crate::diag::{err, DResult, Diagnostic};
use crate::ir::{LocRef, NewOp, OpId};
use crate::lexer::TokenKind;
use crate::parser::asm::RegionArg;
use crate::parser::{NamedAttrs, Parser};
use crate::printer::custom::AsmPrinter;
use crate::types::{Type, TypeData};
use crate::verifier::Checker;

const SYM: PropSpec = PropSpec::new("sym_name", AttrKind::String);
const VIS: PropSpec = PropSpec::new("sym_visibility", AttrKind::String);
const ARG_ATTRS: PropSpec = PropSpec::new("arg_attrs", AttrKind::ArrayOfDicts);
const RES_ATTRS: PropSpec = PropSpec::new("res_attrs", AttrKind::ArrayOfDicts);
const NO_INLINE: PropSpec = PropSpec::new("no_inline", AttrKind::Unit);

/// `TypeAttrOf<FunctionType>`, checked after the required properties as
/// ODS does.
pub(crate) const FUNCTION_TYPE_ATTR: AttrConstraint = attr_constraint(
    "function_type",
    "type attribute of function type",
    |ctx, a| matches!(ctx.attr_data(a), AttrData::Type(t) if matches!(ctx.type_data(*t), TypeData::Function { .. })),
);

pub(crate) const OPS: &[OpDef] = &[
    OpDef {
        props: &[
            ARG_ATTRS,
            // `TypeAttrOf<FunctionType>`: property conversion takes any
            // type, the structure's constraint wants a function type.
            PropSpec::new("function_type", AttrKind::AnyTypeAttr),
            NO_INLINE,
            RES_ATTRS,
            SYM,
            VIS,
        ],
        structure: Structure {
            attrs: &[FUNCTION_TYPE_ATTR],
            ..super::ods::func::FUNC
        },
        parse: Some(|p, _, s| p.parse_func_func(s)),
        print: Some(print_func),
        verify: Some(verify_func_op),
        default_dialect: "func",
        ..OpDef::new(
            "func.func",
            OpTraits {
                isolated_from_above: true,
                ..OpTraits::NONE
            },
        )
    },
    OpDef {
        verify: Some(verify_func_op),
        ..OpDef::new("func.return", OpTraits::TERMINATOR)
    },
    OpDef {
        props: &[
            ARG_ATTRS,
            PropSpec::new("callee", AttrKind::FlatSymbolRef),
            NO_INLINE,
            RES_ATTRS,
        ],
        verify_symbol_uses: Some(verify_call_symbol_uses),
        ..OpDef::new("func.call", OpTraits::NONE)
    },
    OpDef {
        ..OpDef::new("func.call_indirect", OpTraits::NONE)
    },
    OpDef {
        props: &[PropSpec::new("value", AttrKind::FlatSymbolRef)],
        verify_symbol_uses: Some(verify_constant),
        result_names: Some(|_, ir, op, set| set(ir.result(op, 0), "f")),
        ..OpDef::new("func.constant", OpTraits::NONE)
    },
];

/// One function argument or result as written: type, attributes, and for
/// named arguments the SSA name, its offset and location.
struct Param<'a> {
    name: Option<(&'a [u8], u32)>,
    ty: Type,
    attrs: Attr,
    loc: LocRef,
}

impl<'a> Parser<'a> {
    /// `func.func ...`; the current token is the op name.
    // Kept out of line: the recursive parsing path stays small on the stack.
    #[inline(never)]
    pub(crate) fn parse_func_func(&mut self, op_start: u32) -> DResult<OpId> {
        self.parse_function_op(op_start, "func.func", "func")
    }

    /// A function op in `func.func`'s custom form (MLIR's
    /// `function_interface_impl::parseFunctionOp`), named `op_name`, whose
    /// body's default dialect is `default_dialect`.
    pub(crate) fn parse_function_op(
        &mut self,
        op_start: u32,
        op_name: &'static str,
        default_dialect: &'static str,
    ) -> DResult<OpId> {
        let mut props: Vec<NamedAttr> = Vec::new();
        if self.at(TokenKind::BareIdent)
            && matches!(self.spelling(), b"private" | b"public" | b"nested")
        {
            let vis = self.spelling();
            let key = self.ctx.string_attr(b"sym_visibility");
            let value = self.ctx.string_attr(vis);
            props.push(NamedAttr { name: key, value });
            self.bump();
        }
        if !self.at(TokenKind::AtIdent) {
            return self.error_here("expected valid '@'-identifier for symbol name");
        }
        let sym = self.symbol_name_value()?;
        self.bump();
        let key = self.ctx.string_attr(b"sym_name");
        let value = self.ctx.string_attr(&sym);
        props.push(NamedAttr { name: key, value });

        // Arguments.
        self.expect(TokenKind::LParen, "expected '(' in function signature")?;
        let mut args: Vec<Param<'a>> = Vec::new();
        if !self.eat(TokenKind::RParen) {
            loop {
                let named = self.at(TokenKind::PercentIdent);
                if named {
                    let n = self.spelling();
                    if args.iter().any(|a| a.name.is_some_and(|(m, _)| m == n)) {
                        return err(
                            self.tok.start,
                            format!(
                                "region entry argument '{}' is already in use",
                                String::from_utf8_lossy(n)
                            ),
                        );
                    }
                }
                // At the argument, as the function op's own error.
                if !args.is_empty() && named != args[0].name.is_some() {
                    return self.custom_error(
                        self.tok.start,
                        if named {
                            "expected type instead of SSA identifier"
                        } else {
                            "expected SSA identifier"
                        },
                    );
                }
                let name = if named {
                    let n = (self.spelling(), self.tok.start);
                    self.bump();
                    self.expect(TokenKind::Colon, "expected ':'")?;
                    Some(n)
                } else {
                    None
                };
                let arg_off = name.map_or(self.tok.start, |n| n.1);
                let ty = self.parse_type()?;
                let attrs = if self.at(TokenKind::LBrace) {
                    self.parse_attr_dict()?
                } else {
                    self.ctx.empty_dict()
                };
                let mut loc = LocRef::offset(arg_off);
                if self.at_keyword("loc") {
                    let (l, deferred) = self.parse_trailing_loc_or(arg_off)?;
                    if deferred.is_some() {
                        return self.error_here("expected location instance");
                    }
                    loc = l;
                }
                args.push(Param {
                    name,
                    ty,
                    attrs,
                    loc,
                });
                if self.eat(TokenKind::RParen) {
                    break;
                }
                self.expect(TokenKind::Comma, "expected ')' in argument list")?;
            }
        }

        // Results.
        let mut results: Vec<(Type, Attr)> = Vec::new();
        if self.eat(TokenKind::Arrow) {
            if self.at(TokenKind::LParen) {
                // A function type as the single result is written `-> ((i32) -> i32)`
                // rarely; here a parenthesised list of results.
                self.bump();
                if !self.eat(TokenKind::RParen) {
                    loop {
                        let ty = self.parse_type()?;
                        let attrs = if self.at(TokenKind::LBrace) {
                            self.parse_attr_dict()?
                        } else {
                            self.ctx.empty_dict()
                        };
                        results.push((ty, attrs));
                        if self.eat(TokenKind::RParen) {
                            break;
                        }
                        self.expect(TokenKind::Comma, "expected ')' in result list")?;
                    }
                }
            } else {
                let ty = self.parse_non_function_type()?;
                results.push((ty, self.ctx.empty_dict()));
            }
        }
        let inputs: Vec<Type> = args.iter().map(|a| a.ty).collect();
        let outputs: Vec<Type> = results.iter().map(|r| r.0).collect();
        let fn_ty = self.ctx.function_type(&inputs, &outputs);
        let key = self.ctx.string_attr(b"function_type");
        let value = self.ctx.type_attr(fn_ty);
        props.push(NamedAttr { name: key, value });
        let empty = self.ctx.empty_dict();
        if args.iter().any(|a| a.attrs != empty) {
            let arr: SmallVec<[Attr; 4]> = args.iter().map(|a| a.attrs).collect();
            let key = self.ctx.string_attr(b"arg_attrs");
            let value = self.ctx.intern_attr(AttrData::Array(arr));
            props.push(NamedAttr { name: key, value });
        }
        if results.iter().any(|r| r.1 != empty) {
            let arr: SmallVec<[Attr; 4]> = results.iter().map(|r| r.1).collect();
            let key = self.ctx.string_attr(b"res_attrs");
            let value = self.ctx.intern_attr(AttrData::Array(arr));
            props.push(NamedAttr { name: key, value });
        }

        let mut attrs = NamedAttrs::new();
        if self.eat_keyword("attributes") {
            attrs = self.parse_attr_dict_entries()?;
        }

        // Body.
        let region = self.ir.create_region();
        if self.at(TokenKind::LBrace) {
            // Unnamed arguments leave the entry block to declare its own
            // (`^bb0(%a: i64):`), as the language reference writes it.
            let body_at = self.tok.start;
            let rargs: Vec<RegionArg<'a>> = args
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
            self.region_with_args(region, &rargs, false, default_dialect, None)?;
            if self.ir.entry_block(region).is_none() {
                return err(body_at, "expected non-empty function body");
            }
        }
        // An old-style `func @f(...)` without a body was an external
        // function; today's declarations must be private.
        let vis_key = self.ctx.string_attr(b"sym_visibility");
        if self.legacy
            && self.ir.entry_block(region).is_none()
            && !props.iter().any(|p| p.name == vis_key)
        {
            let private = self.ctx.string_attr(b"private");
            props.push(NamedAttr {
                name: vis_key,
                value: private,
            });
        }
        let loc = self.parse_trailing_loc_or(op_start)?;
        let name = self.ctx.string_attr(op_name.as_bytes());
        let (props, attrs) = self.split_inherent(op_start, name, props, attrs)?;
        Ok(self.create_parsed_op(
            NewOp {
                name,
                loc: loc.0,
                operands: &[],
                result_types: &[],
                attrs: &attrs,
                props,
                successors: &[],
                regions: &[region],
            },
            loc.1,
        ))
    }
}

fn quoted(c: &dyn Checker, t: Type) -> String {
    format!("'{}'", crate::printer::type_to_string(c.ctx(), t))
}

/// The `(inputs, results)` of a `func.func`'s `function_type`.
pub fn function_signature(
    ctx: &crate::Context,
    ir: &crate::Ir,
    op: OpId,
) -> Option<(Vec<Type>, Vec<Type>)> {
    let props = ir.op(op).props?;
    let ft = ctx.dict_get(props, b"function_type")?;
    let AttrData::Type(t) = ctx.attr_data(ft) else {
        return None;
    };
    match ctx.type_data(*t) {
        TypeData::Function { inputs, results } => Some((inputs.to_vec(), results.to_vec())),
        _ => None,
    }
}

fn verify_func_op(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ctx = c.ctx();
    let ir = c.ir();
    let name = ctx.str_bytes(ir.op(op).name);
    let prop = |k: &[u8]| ir.op(op).props.and_then(|p| ctx.dict_get(p, k));
    match name {
        b"func.func" => {
            let (inputs, results) = function_signature(ctx, ir, op).unwrap_or_default();
            for (key, what, n) in [
                (b"arg_attrs" as &[u8], "argument", inputs.len()),
                (b"res_attrs", "result", results.len()),
            ] {
                if let Some(a) = prop(key) {
                    if let AttrData::Array(e) = ctx.attr_data(a) {
                        if e.len() != n {
                            let plural = if what == "argument" {
                                "arguments"
                            } else {
                                "results"
                            };
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
            }
            for (key, what) in [
                (b"arg_attrs" as &[u8], "arguments"),
                (b"res_attrs", "results"),
            ] {
                if let Some(AttrData::Array(dicts)) = prop(key).map(|a| ctx.attr_data(a)) {
                    for &d in dicts.iter() {
                        if ctx
                            .dict_entries(d)
                            .iter()
                            .any(|e| !ctx.str_bytes(e.name).contains(&b'.'))
                        {
                            return Err(c.op_error_named(
                                op,
                                &format!("{what} may only have dialect attributes"),
                            ));
                        }
                    }
                }
            }
            let visibility = prop(b"sym_visibility").map(|v| ctx.str_bytes(v).to_vec());
            if let Some(v) = &visibility {
                if !matches!(&v[..], b"public" | b"private" | b"nested") {
                    return Err(c.op_error_named(
                        op,
                        &format!(
                            "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"{}\"",
                            String::from_utf8_lossy(v)
                        ),
                    ));
                }
            }
            let region = ir.regions(op)[0];
            match ir.entry_block(region) {
                None => {
                    if visibility.as_deref().is_none_or(|v| v == b"public") {
                        return Err(c.op_error_named(
                            op,
                            "symbol declaration cannot have public visibility",
                        ));
                    }
                }
                Some(entry) => {
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
                    for (i, (&a, &t)) in args.iter().zip(inputs.iter()).enumerate() {
                        let at = ir.value_type(a);
                        if at != t {
                            return Err(c.op_error_named(
                                op,
                                &format!(
                                    "type of entry block argument #{i}({}) must match the type of the corresponding argument in function signature({})",
                                    quoted(c, at),
                                    quoted(c, t)
                                ),
                            ));
                        }
                    }
                }
            }
        }
        b"func.return" => {
            let Some(func) = ir.parent_op(op) else {
                return Ok(());
            };
            let (_, results) = function_signature(ctx, ir, func).unwrap_or_default();
            let n = ir.num_operands(op);
            let fname = prop_str(ctx, ir, func, b"sym_name");
            if n != results.len() {
                return Err(c.op_error_named(
                    op,
                    &format!(
                        "has {n} operands, but enclosing function (@{fname}) returns {}",
                        results.len()
                    ),
                ));
            }
            for (i, (v, &t)) in ir.operands(op).zip(results.iter()).enumerate() {
                let vt = ir.value_type(v);
                if vt != t {
                    return Err(c.plain_error(
                        op,
                        format!(
                            "type of return operand {i} ({}) doesn't match function result type ({}) in function @{fname}",
                            quoted(c, vt),
                            quoted(c, t)
                        ),
                    ));
                }
            }
        }
        _ => {}
    }
    Ok(())
}

/// `func.call`'s `verifySymbolUses`: the callee is a `func.func` whose
/// signature the call's operands and results match.
fn verify_call_symbol_uses(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ctx = c.ctx();
    let ir = c.ir();
    let prop = |k: &[u8]| ir.op(op).props.and_then(|p| ctx.dict_get(p, k));
    let Some(callee) = prop(b"callee") else {
        return Ok(());
    };
    let AttrData::SymbolRef { root, .. } = ctx.attr_data(callee) else {
        return Ok(());
    };
    let callee_name = ctx.str_bytes(*root);
    let Some(func) = c
        .lookup_symbol(op, callee_name)
        .filter(|&f| ctx.str_bytes(ir.op(f).name) == b"func.func")
    else {
        return Err(c.op_error_named(
            op,
            &format!(
                "'{}' does not reference a valid function",
                String::from_utf8_lossy(callee_name)
            ),
        ));
    };
    let (inputs, results) = function_signature(ctx, ir, func).unwrap_or_default();
    if ir.num_operands(op) != inputs.len() {
        return Err(c.op_error_named(op, "incorrect number of operands for callee"));
    }
    for (i, (v, &t)) in ir.operands(op).zip(inputs.iter()).enumerate() {
        let vt = ir.value_type(v);
        if vt != t {
            return Err(c.op_error_named(
                op,
                &format!(
                    "operand type mismatch: expected operand type {}, but provided {} for operand number {i}",
                    quoted(c, t),
                    quoted(c, vt)
                ),
            ));
        }
    }
    if ir.num_results(op) != results.len() {
        return Err(c.op_error_named(op, "incorrect number of results for callee"));
    }
    for (i, (v, &t)) in ir.results(op).zip(results.iter()).enumerate() {
        if ir.value_type(v) != t {
            // With MLIR's two notes, aligned as it aligns them.
            let mut d = c.op_error_named(op, &format!("result type mismatch at index {i}"));
            let list = |types: &mut dyn Iterator<Item = crate::Type>| {
                types.map(|t| quoted(c, t)).collect::<Vec<_>>().join(", ")
            };
            let ours = list(&mut ir.results(op).map(|r| ir.value_type(r)));
            let theirs = list(&mut results.iter().copied());
            let loc = d.loc.clone();
            d.notes.push(Diagnostic::note(
                loc.clone(),
                format!("      op result types: {ours}"),
            ));
            d.notes.push(Diagnostic::note(
                loc,
                format!("function result types: {theirs}"),
            ));
            return Err(d);
        }
    }
    Ok(())
}

fn prop_str(ctx: &crate::Context, ir: &crate::Ir, op: OpId, key: &[u8]) -> String {
    ir.op(op)
        .props
        .and_then(|p| ctx.dict_get(p, key))
        .map(|a| String::from_utf8_lossy(ctx.str_bytes(a)).into_owned())
        .unwrap_or_default()
}

// ----- printing -----

fn dict_entries(ctx: &Context, arr: Option<Attr>, i: usize) -> Vec<NamedAttr> {
    match arr.map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(e)) => e
            .get(i)
            .map(|&d| ctx.dict_entries(d).to_vec())
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}

pub(crate) fn print_func(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let ir = p.ir;
    p.w(" ");
    if let Some(v) = p.prop(op, "sym_visibility") {
        p.wb(ctx.str_bytes(v));
        p.w(" ");
    }
    if let Some(n) = p.prop(op, "sym_name") {
        p.p.symbol_ref(n);
    }
    let (inputs, results) = function_signature(ctx, ir, op).unwrap_or_default();
    let arg_attrs = p.prop(op, "arg_attrs");
    let res_attrs = p.prop(op, "res_attrs");
    let body = ir.regions(op).first().copied();
    let entry = body.and_then(|r| ir.entry_block(r));
    p.w("(");
    for (i, &t) in inputs.iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        let attrs = dict_entries(ctx, arg_attrs, i);
        match entry.and_then(|b| ir.block_args(b).get(i).copied()) {
            Some(arg) => p.region_argument(arg, &attrs),
            None => {
                p.ty(t);
                p.named_attrs(&attrs, &[], false);
            }
        }
    }
    p.w(")");
    if !results.is_empty() {
        p.w(" -> ");
        let first_has_attrs = !dict_entries(ctx, res_attrs, 0).is_empty();
        let parens = results.len() > 1
            || matches!(ctx.type_data(results[0]), TypeData::Function { .. })
            || first_has_attrs;
        if parens {
            p.w("(");
        }
        for (i, &t) in results.iter().enumerate() {
            if i > 0 {
                p.w(", ");
            }
            p.ty(t);
            let attrs = dict_entries(ctx, res_attrs, i);
            p.named_attrs(&attrs, &[], false);
        }
        if parens {
            p.w(")");
        }
    }
    p.attr_dict_with_keyword(
        op,
        &[
            "sym_visibility",
            "function_type",
            "arg_attrs",
            "res_attrs",
            "sym_name",
        ],
    );
    if let (Some(r), Some(_)) = (body, entry) {
        p.w(" ");
        p.region(r, false, true, false);
    }
}

// ----- parsing of the simpler ops -----

/// `func.constant`'s `verifySymbolUses`: the value names a `func.func` of
/// the result's type.
fn verify_constant(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(v) = ir.op(op).props.and_then(|p| ctx.dict_get(p, b"value")) else {
        return Ok(());
    };
    let AttrData::SymbolRef { root, .. } = ctx.attr_data(v) else {
        return Ok(());
    };
    let name = ctx.str_bytes(*root);
    let Some(f) = c
        .lookup_symbol(op, name)
        .filter(|&f| ctx.str_bytes(ir.op(f).name) == b"func.func")
    else {
        return Err(c.op_error_named(
            op,
            &format!(
                "reference to undefined function '{}'",
                String::from_utf8_lossy(name)
            ),
        ));
    };
    let (inputs, results) = function_signature(ctx, ir, f).unwrap_or_default();
    let ft = ir.value_type(ir.result(op, 0));
    let want = match ctx.type_data(ft) {
        TypeData::Function {
            inputs: i,
            results: r,
        } => i[..] == inputs[..] && r[..] == results[..],
        _ => false,
    };
    if !want {
        return Err(c.op_error_named(op, "reference to function with mismatched type"));
    }
    Ok(())
}
