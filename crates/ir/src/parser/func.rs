//! Custom forms of the `func` dialect: `func.func`, `func.return`, `func.call`.
//!
//! `func.func (visibility)? @name(%arg: type {attrs} loc(...), ...) -> (type {attrs}, ...)
//! attributes {...} { body }`; a declaration lists bare types and has no body.
//! Inside a function body `return` and `call` mean `func.return` and
//! `func.call` (the dialect is the body's default dialect), as in MLIR.

use smallvec::SmallVec;

use super::Parser;
use crate::attrs::{Attr, AttrData, NamedAttr};
use crate::diag::{err, DResult};
use crate::ir::{LocRef, NewOp, OpId, Value};
use crate::lexer::TokenKind;
use crate::types::{Type, TypeData};

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
        self.bump();
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
                if !args.is_empty() && named != args[0].name.is_some() {
                    return self.error_here(if named {
                        "expected type instead of SSA identifier"
                    } else {
                        "expected SSA identifier"
                    });
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

        let mut attrs = super::NamedAttrs::new();
        if self.eat_keyword("attributes") {
            attrs = self.parse_attr_dict_entries()?;
        }

        // Body.
        let region = self.ir.create_region();
        if self.at(TokenKind::LBrace) {
            if args.iter().any(|a| a.name.is_none()) {
                return self.error_here("expected named arguments for a function with a body");
            }
            self.parse_func_body(region, &args)?;
        }
        let loc = self.parse_trailing_loc_or(op_start)?;
        let name = self.ctx.string_attr(b"func.func");
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

    /// The body of a function: the entry block takes the named arguments.
    fn parse_func_body(&mut self, region: crate::ir::RegionId, args: &[Param<'a>]) -> DResult<()> {
        self.enter()?;
        self.expect(TokenKind::LBrace, "expected '{' to begin a region")?;
        self.push_region_scope(false);
        self.default_dialects.push(b"func");
        let types: Vec<(Type, LocRef)> = args.iter().map(|a| (a.ty, a.loc)).collect();
        let entry = self.ir.create_block(&types);
        self.ir.append_block(region, entry);
        let values: Vec<Value> = self.ir.block_args(entry).to_vec();
        for (a, v) in args.iter().zip(values) {
            let (name, off) = a.name.expect("named arguments");
            self.define_value(name, 0, off, v)?;
        }
        if self.at(TokenKind::CaretIdent) {
            return err(
                self.tok.start,
                "invalid block name in region with named arguments",
            );
        }
        self.parse_block_body(entry)?;
        while !self.at(TokenKind::RBrace) {
            self.parse_block(region)?;
        }
        self.bump();
        self.default_dialects.pop();
        self.pop_region_scope()?;
        self.leave();
        Ok(())
    }

    /// `func.return (%v, ... : type, ...)?`
    // Kept out of line: the recursive parsing path stays small on the stack.
    #[inline(never)]
    pub(crate) fn parse_func_return(&mut self, op_start: u32) -> DResult<OpId> {
        self.bump();
        let (uses, types) = self.parse_typed_uses("func.return")?;
        let mut values = Vec::with_capacity(uses.len());
        for (u, &t) in uses.iter().zip(types.iter()) {
            values.push(self.resolve_use(*u, t)?);
        }
        let mut attrs = super::NamedAttrs::new();
        if self.at(TokenKind::LBrace) {
            attrs = self.parse_attr_dict_entries()?;
        }
        let loc = self.parse_trailing_loc_or(op_start)?;
        let name = self.ctx.string_attr(b"func.return");
        Ok(self.create_parsed_op(
            NewOp {
                name,
                loc: loc.0,
                operands: &values,
                result_types: &[],
                attrs: &attrs,
                props: None,
                successors: &[],
                regions: &[],
            },
            loc.1,
        ))
    }

    /// `func.call @callee(%a, ...) {attrs}? : (types) -> results`
    // Kept out of line: the recursive parsing path stays small on the stack.
    #[inline(never)]
    pub(crate) fn parse_func_call(&mut self, op_start: u32) -> DResult<OpId> {
        self.bump();
        if !self.at(TokenKind::AtIdent) {
            return self.error_here("expected attribute value");
        }
        let callee = self.symbol_name_value()?;
        self.bump();
        self.expect(TokenKind::LParen, "expected '('")?;
        let uses_at = self.tok.start;
        let uses = self.parse_ssa_use_list()?;
        self.expect(TokenKind::RParen, "expected ')'")?;
        let mut attrs = super::NamedAttrs::new();
        if self.at(TokenKind::LBrace) {
            attrs = self.parse_attr_dict_entries()?;
        }
        self.expect(TokenKind::Colon, "expected ':'")?;
        let fn_off = self.tok.start;
        let fn_ty = self.parse_type()?;
        let (inputs, outputs) = match self.ctx.type_data(fn_ty) {
            TypeData::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
            _ => return err(fn_off, "expected function type"),
        };
        super::check_operand_count("func.call", uses_at, uses.len(), inputs.len())?;
        let mut values = Vec::with_capacity(uses.len());
        for (u, &t) in uses.iter().zip(inputs.iter()) {
            values.push(self.resolve_use(*u, t)?);
        }
        let root = self.ctx.string_attr(&callee);
        let callee_attr = self.ctx.intern_attr(AttrData::SymbolRef {
            root,
            nested: Default::default(),
        });
        let key = self.ctx.string_attr(b"callee");
        let props = vec![NamedAttr {
            name: key,
            value: callee_attr,
        }];
        let loc = self.parse_trailing_loc_or(op_start)?;
        let name = self.ctx.string_attr(b"func.call");
        let (props, attrs) = self.split_inherent(op_start, name, props, attrs)?;
        Ok(self.create_parsed_op(
            NewOp {
                name,
                loc: loc.0,
                operands: &values,
                result_types: &outputs,
                attrs: &attrs,
                props,
                successors: &[],
                regions: &[],
            },
            loc.1,
        ))
    }
}
