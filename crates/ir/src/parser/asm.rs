//! What dialects' custom parsers use (MLIR's `OpAsmParser`): operands,
//! types, attribute dictionaries, regions with arguments, successors, and
//! [`Parser::finish_op`], which reads the trailing location, moves inherent
//! attributes into properties, fills in default-valued ones and creates the op.

use smallvec::SmallVec;

use super::{check_operand_count, NamedAttrs, Parser, SsaUse, SsaUses};
use crate::attrs::{Attr, AttrData, NamedAttr};
use crate::diag::{err, DResult};
use crate::dialects::{checks_inherent_at_parse, OpDef};
use crate::ir::{BlockId, LocRef, NewOp, OpId, RegionId, Value};
use crate::lexer::TokenKind;
use crate::types::Type;

/// An op as a custom parser assembled it.
#[derive(Default)]
pub(crate) struct OpParts {
    pub operands: SmallVec<[Value; 4]>,
    pub result_types: SmallVec<[Type; 2]>,
    pub attrs: NamedAttrs,
    pub props: Vec<NamedAttr>,
    pub regions: SmallVec<[RegionId; 2]>,
    pub successors: SmallVec<[BlockId; 2]>,
}

/// A region argument as written: `%name : type loc(...)?`.
#[derive(Clone, Copy)]
pub(crate) struct RegionArg<'a> {
    pub name: &'a [u8],
    pub offset: u32,
    pub ty: Type,
    pub loc: LocRef,
}

impl<'a> Parser<'a> {
    /// `%name` or `%name#N`.
    pub(crate) fn operand(&mut self) -> DResult<SsaUse<'a>> {
        self.parse_ssa_use()
    }

    /// `%a, %b, ...` (possibly empty).
    pub(crate) fn operand_list(&mut self) -> DResult<SsaUses<'a>> {
        self.parse_ssa_use_list()
    }

    /// Resolves uses against their types, checking the counts agree.
    pub(crate) fn resolve(
        &mut self,
        op_name: &str,
        at: u32,
        uses: &[SsaUse<'a>],
        types: &[Type],
    ) -> DResult<SmallVec<[Value; 4]>> {
        check_operand_count(op_name, at, uses.len(), types.len())?;
        let mut out = SmallVec::with_capacity(uses.len());
        for (u, &t) in uses.iter().zip(types) {
            out.push(self.resolve_use(*u, t)?);
        }
        Ok(out)
    }

    pub(crate) fn resolve_one(&mut self, u: SsaUse<'a>, ty: Type) -> DResult<Value> {
        self.resolve_use(u, ty)
    }

    /// `: type`.
    pub(crate) fn colon_type(&mut self) -> DResult<Type> {
        self.expect(TokenKind::Colon, "expected ':'")?;
        self.parse_type()
    }

    /// `type, type, ...` (at least one).
    pub(crate) fn type_list(&mut self) -> DResult<SmallVec<[Type; 4]>> {
        self.parse_type_list_bare()
    }

    /// `(type, ...)`, possibly empty.
    pub(crate) fn paren_types(&mut self) -> DResult<SmallVec<[Type; 4]>> {
        self.expect(TokenKind::LParen, "expected '('")?;
        if self.eat(TokenKind::RParen) {
            return Ok(SmallVec::new());
        }
        let t = self.parse_type_list_bare()?;
        self.expect(TokenKind::RParen, "expected ')'")?;
        Ok(t)
    }

    /// `{...}` when present. In the custom form of an op whose MLIR parser
    /// is generated from a declarative format, the inherent attributes
    /// written there are checked as soon as the dictionary is read, as the
    /// generated parser's `verifyInherentAttrs` does: an error of the
    /// custom op at the `{`.
    pub(crate) fn optional_attr_dict(&mut self) -> DResult<NamedAttrs> {
        if !self.at(TokenKind::LBrace) {
            return Ok(NamedAttrs::new());
        }
        let at = self.offset();
        let attrs = self.parse_attr_dict_entries()?;
        if let Some(def) = self
            .custom_op
            .filter(|d| !attrs.is_empty() && checks_inherent_at_parse(d))
        {
            self.check_inherent_attrs(def, at, &attrs)?;
        }
        Ok(attrs)
    }

    /// `verifyInherentAttrs`: each inherent attribute of `op` in `attrs`,
    /// in the order the op declares them, must satisfy its constraint.
    fn check_inherent_attrs(&self, def: &OpDef, at: u32, attrs: &NamedAttrs) -> DResult<()> {
        let op = def.name;
        for spec in def.props {
            let value = attrs
                .iter()
                .find(|e| self.ctx.str_bytes(e.name) == spec.name.as_bytes())
                .map(|e| e.value);
            let Some(v) = value else {
                continue;
            };
            // The declared constraint where there is one (it implies the
            // kind property conversion wants), else the kind.
            let declared = def.structure.attrs.iter().find(|c| c.name == spec.name);
            let why = match spec.constraint.as_ref().or(declared) {
                Some(c) if !(c.accepts)(self.ctx, v) => c.summary.to_string(),
                Some(_) => continue,
                None if !spec.kind.accepts(self.ctx, v) => spec.kind.describe(),
                None => continue,
            };
            return self.custom_error(
                at,
                format!(
                    "'{op}' op attribute '{}' failed to satisfy constraint: {why}",
                    spec.name
                ),
            );
        }
        Ok(())
    }

    /// `attributes {...}` when present.
    pub(crate) fn optional_attr_dict_with_keyword(&mut self) -> DResult<NamedAttrs> {
        if self.eat_keyword("attributes") {
            self.parse_attr_dict_entries()
        } else {
            Ok(NamedAttrs::new())
        }
    }

    /// A keyword, or an error naming it.
    pub(crate) fn keyword(&mut self, kw: &str) -> DResult<()> {
        if self.eat_keyword(kw) {
            Ok(())
        } else {
            let at = self.here();
            self.custom_error(at, format!("expected '{kw}'"))
        }
    }

    /// An error of the custom parser of the op being parsed: "custom op
    /// 'name' message", as MLIR's `OpAsmParser::emitError` words it.
    pub(crate) fn custom_error<T>(&self, at: u32, msg: impl Into<String>) -> DResult<T> {
        if self.tok.kind == TokenKind::Error {
            return err(self.tok.start, self.lex.error);
        }
        match self.custom_op {
            Some(def) => err(at, format!("custom op '{}' {}", def.name, msg.into())),
            None => err(at, msg),
        }
    }

    /// The kind of the token after the current one.
    pub(crate) fn peek_kind(&self) -> TokenKind {
        self.lex.clone().next_token().kind
    }

    pub(crate) fn at_token(&self, kind: TokenKind) -> bool {
        self.at(kind)
    }

    pub(crate) fn eat_token(&mut self, kind: TokenKind) -> bool {
        self.eat(kind)
    }

    pub(crate) fn expect_token(&mut self, kind: TokenKind, msg: &str) -> DResult<()> {
        self.expect(kind, msg)
    }

    pub(crate) fn offset(&self) -> u32 {
        self.tok.start
    }

    /// An attribute of the kind `ok` accepts (`parseAttribute<AttrType>`).
    pub(crate) fn attribute_of_kind(
        &mut self,
        ty: Option<Type>,
        ok: impl Fn(&AttrData) -> bool,
    ) -> DResult<Attr> {
        let at = self.offset();
        let a = self.parse_attribute(ty)?;
        if !ok(self.ctx.attr_data(a)) {
            return self.custom_error(at, "invalid kind of attribute specified");
        }
        Ok(a)
    }

    /// `@symbol` as a flat symbol reference attribute (a nested `@a::@b`
    /// is rejected, as MLIR's `FlatSymbolRefAttr` parser does).
    pub(crate) fn flat_symbol_ref(&mut self) -> DResult<Attr> {
        if !self.at(TokenKind::AtIdent) {
            return self.custom_error(self.here(), "expected attribute value");
        }
        self.attribute_of_kind(
            None,
            |d| matches!(d, AttrData::SymbolRef { nested, .. } if nested.is_empty()),
        )
    }

    /// `^bb` with optional `(%a, ... : types)` operands.
    pub(crate) fn successor_and_operands(&mut self) -> DResult<(BlockId, SmallVec<[Value; 4]>)> {
        let b = self.parse_successor()?;
        let mut vals = SmallVec::new();
        if self.eat(TokenKind::LParen) {
            let at = self.tok.start;
            let uses = self.parse_ssa_use_list()?;
            self.expect(TokenKind::Colon, "expected ':'")?;
            let types = self.parse_type_list_bare()?;
            self.expect(TokenKind::RParen, "expected ')'")?;
            vals = self.resolve("", at, &uses, &types)?;
        }
        Ok((b, vals))
    }

    /// A region whose entry block takes `args` (none: the entry block may
    /// be labelled and take its own). `implicit` names the terminator to add
    /// to a block that lacks one; `default_dialect` is that of the op.
    pub(crate) fn region_with_args(
        &mut self,
        region: RegionId,
        args: &[RegionArg<'a>],
        isolated: bool,
        default_dialect: &'static str,
        implicit: Option<(&'static str, u32)>,
    ) -> DResult<()> {
        self.enter()?;
        self.expect(TokenKind::LBrace, "expected '{' to begin a region")?;
        self.push_region_scope(isolated);
        self.default_dialects.push(default_dialect.as_bytes());
        let body = (|| -> DResult<()> {
            if args.is_empty() && self.at(TokenKind::RBrace) {
                return Ok(());
            }
            let types: Vec<(Type, LocRef)> = args.iter().map(|a| (a.ty, a.loc)).collect();
            if !args.is_empty() || !self.at(TokenKind::CaretIdent) {
                let entry = self.ir.create_block(&types);
                self.ir.append_block(region, entry);
                let values: Vec<Value> = self.ir.block_args(entry).to_vec();
                for (a, v) in args.iter().zip(values) {
                    self.define_value(a.name, 0, a.offset, v)?;
                }
                if !args.is_empty() && self.at(TokenKind::CaretIdent) {
                    return err(
                        self.tok.start,
                        "invalid block name in region with named arguments",
                    );
                }
                self.parse_block_body(entry)?;
            }
            while !self.at(TokenKind::RBrace) {
                self.parse_block(region)?;
            }
            Ok(())
        })();
        body?;
        self.bump();
        self.default_dialects.pop();
        self.pop_region_scope()?;
        self.leave();
        if let Some((term, op_start)) = implicit {
            self.ensure_terminator(region, term, op_start);
        }
        Ok(())
    }

    /// MLIR's `ensureTerminator`: an empty region gets a block, and a block
    /// not ending in a terminator gets `term` (with no operands).
    pub(crate) fn ensure_terminator(
        &mut self,
        region: RegionId,
        term: &'static str,
        op_start: u32,
    ) {
        let block = match self.ir.entry_block(region) {
            Some(b) => b,
            None => {
                let b = self.ir.create_block(&[]);
                self.ir.append_block(region, b);
                b
            }
        };
        let ends_in_terminator = self.ir.last_op(block).is_some_and(|o| {
            crate::dialects::op_traits(self.ctx.str_bytes(self.ir.op(o).name)).is_terminator
        });
        if ends_in_terminator {
            return;
        }
        let loc = LocRef::offset(op_start);
        let name = self.ctx.string_attr(term.as_bytes());
        let op = self.ir.create_op(NewOp {
            name,
            loc,
            operands: &[],
            result_types: &[],
            attrs: &[],
            props: None,
            successors: &[],
            regions: &[],
        });
        self.ir.append_op(block, op);
    }

    /// Finishes a custom op: trailing location, inherent attributes written
    /// in the attribute dictionary moved to properties, defaults filled in.
    pub(crate) fn finish_op(
        &mut self,
        def: &'static OpDef,
        op_start: u32,
        parts: OpParts,
    ) -> DResult<OpId> {
        let loc = self.parse_trailing_loc_or(op_start)?;
        let name = self.name_attr(def.name.as_bytes(), def.name.as_bytes());
        let (props, attrs) =
            self.split_inherent_with(op_start, name, def.props, parts.props, parts.attrs)?;
        Ok(self.create_parsed_op(
            NewOp {
                name,
                loc: loc.0,
                operands: &parts.operands,
                result_types: &parts.result_types,
                attrs: &attrs,
                props,
                successors: &parts.successors,
                regions: &parts.regions,
            },
            loc.1,
        ))
    }

    /// A property entry.
    pub(crate) fn prop(&mut self, name: &str, value: Attr) -> NamedAttr {
        NamedAttr {
            name: self.ctx.string_attr(name.as_bytes()),
            value,
        }
    }

    pub(crate) fn error_at<T>(&self, at: u32, msg: impl Into<String>) -> DResult<T> {
        err(at, msg)
    }
}

// ----- helpers for the affine dialect -----

impl<'a> Parser<'a> {
    /// MLIR's check as the named entry arguments of a region are defined:
    /// a name already defined or referenced in the enclosing isolated
    /// scope, or earlier in the same list, is "already in use".
    pub(crate) fn check_entry_args_unused(&self, args: &[RegionArg<'a>]) -> DResult<()> {
        use crate::diag::{DiagLoc, Diagnostic};
        let in_use = |name: &[u8]| -> Option<u32> {
            let slot = self.scopes.last()?.values.get(name)?.first()?;
            slot.value.map(|_| slot.offset)
        };
        for (i, a) in args.iter().enumerate() {
            let earlier = args[..i]
                .iter()
                .find(|b| b.name == a.name)
                .map(|b| b.offset);
            if let Some(prev) = in_use(a.name).or(earlier) {
                let d = Diagnostic::error(
                    a.offset,
                    format!(
                        "region entry argument '{}' is already in use",
                        String::from_utf8_lossy(a.name)
                    ),
                )
                .with_note(Diagnostic::note(
                    DiagLoc::Offset(prev),
                    "previously referenced here",
                ));
                return Err(Box::new(d));
            }
        }
        Ok(())
    }
}

// ----- helpers for the util dialect -----
