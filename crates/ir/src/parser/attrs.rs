//! Attribute grammar: builtin attributes, dictionaries, aliases and dialect
//! attributes. Dense element literals are in `dense.rs`, locations in `locs.rs`.

use sigil_numeric::ApInt;

use super::types::ExtendedSymbol;
use super::Parser;
use crate::attrs::{Attr, AttrData, NamedAttr};
use crate::diag::{err, DResult, DiagLoc, Diagnostic};
use crate::lexer::TokenKind;
use crate::types::{Signedness, Type, TypeData, DYNAMIC};

/// The signedness rule of MLIR's integer attributes for a type.
pub(crate) fn apint_signedness(data: &TypeData) -> Option<(u32, sigil_numeric::Signedness)> {
    match data {
        TypeData::Integer { width, signedness } => Some((
            *width,
            match signedness {
                Signedness::Signless => sigil_numeric::Signedness::Signless,
                Signedness::Signed => sigil_numeric::Signedness::Signed,
                Signedness::Unsigned => sigil_numeric::Signedness::Unsigned,
            },
        )),
        TypeData::Index => Some((64, sigil_numeric::Signedness::Index)),
        _ => None,
    }
}

impl<'a> Parser<'a> {
    /// Parses an attribute; `ty` is the type the context requires, if any.
    pub(crate) fn parse_attribute(&mut self, ty: Option<Type>) -> DResult<Attr> {
        if self.at(TokenKind::LBrace) {
            // Dictionaries count their own nesting level.
            return self.parse_attr_dict();
        }
        let start = self.tok.start;
        self.enter()?;
        let a = self.parse_attribute_inner(ty)?;
        self.leave();
        // Aliases can stack shallow definitions into a deep attribute.
        if self.ctx.attr_depth(a) > self.opts_max_nesting() {
            return err(start, self.too_deep_message());
        }
        Ok(a)
    }

    fn parse_attribute_inner(&mut self, ty: Option<Type>) -> DResult<Attr> {
        match self.tok.kind {
            TokenKind::LSquare => {
                self.bump();
                let mut elems = Vec::new();
                if !self.eat(TokenKind::RSquare) {
                    loop {
                        elems.push(self.parse_attribute(None)?);
                        if self.eat(TokenKind::RSquare) {
                            break;
                        }
                        self.expect(TokenKind::Comma, "expected ',' or ']'")?;
                    }
                }
                Ok(self.ctx.intern_attr(AttrData::Array(elems.into())))
            }
            TokenKind::LBrace => self.parse_attr_dict(),
            TokenKind::HashIdent => self.parse_extended_attr(ty),
            TokenKind::Float => self.parse_float_attr(ty, false),
            TokenKind::Integer => self.parse_int_attr(ty, false),
            TokenKind::Minus => {
                self.bump();
                match self.tok.kind {
                    TokenKind::Integer => self.parse_int_attr(ty, true),
                    TokenKind::Float => self.parse_float_attr(ty, true),
                    _ => self.error_here("expected constant integer or floating point value"),
                }
            }
            TokenKind::String => {
                let value = self.string_cow()?;
                self.bump();
                let mut ty = ty;
                if ty.is_none() && self.eat(TokenKind::Colon) {
                    ty = Some(self.parse_type()?);
                }
                Ok(self.ctx.intern_attr(AttrData::String {
                    value: (&value[..]).into(),
                    ty,
                }))
            }
            TokenKind::AtIdent => self.parse_symbol_ref(),
            TokenKind::BareIdent => {
                let s = self.spelling();
                match s {
                    b"true" | b"false" => {
                        self.bump();
                        let i1 = self.ctx.i(1);
                        Ok(self.ctx.intern_attr(AttrData::Integer {
                            ty: i1,
                            value: ApInt::from_u64(1, (s == b"true") as u64),
                        }))
                    }
                    b"unit" => {
                        self.bump();
                        Ok(self.ctx.unit_attr())
                    }
                    b"affine_map" | b"affine_set" => self.parse_affine_attr(s == b"affine_map"),
                    b"dense" => self.parse_dense_attr(ty),
                    b"dense_resource" => self.parse_dense_resource_attr(ty),
                    b"array" => self.parse_dense_array_attr(),
                    b"sparse" => self.parse_sparse_attr(ty),
                    b"strided" => self.parse_strided_attr(),
                    b"distinct" => self.parse_distinct_attr(ty),
                    b"loc" => {
                        self.bump();
                        self.expect(TokenKind::LParen, "expected '(' in inline location")?;
                        let l = self.parse_location_body()?;
                        self.expect(TokenKind::RParen, "expected ')' in inline location")?;
                        Ok(l)
                    }
                    _ => {
                        if !super::types::is_type_keyword(s) {
                            return self.error_here("expected attribute value");
                        }
                        let t = self.parse_type()?;
                        Ok(self.ctx.type_attr(t))
                    }
                }
            }
            _ => {
                if self.at(TokenKind::LParen) || self.at(TokenKind::BangIdent) {
                    let t = self.parse_type()?;
                    return Ok(self.ctx.type_attr(t));
                }
                self.error_here("expected attribute value")
            }
        }
    }

    /// `{name = value, name, ...}` as a dictionary attribute.
    pub(crate) fn parse_attr_dict(&mut self) -> DResult<Attr> {
        let entries = self.parse_attr_dict_entries()?;
        Ok(self
            .ctx
            .dict_attr(entries.into_vec())
            .expect("keys checked unique"))
    }

    /// `{name = value, name, ...}`: entries sorted by name, names unique.
    pub(crate) fn parse_attr_dict_entries(&mut self) -> DResult<super::NamedAttrs> {
        self.enter()?;
        self.expect(TokenKind::LBrace, "expected '{' in attribute dictionary")?;
        let mut entries: super::NamedAttrs = super::NamedAttrs::new();
        if !self.eat(TokenKind::RBrace) {
            loop {
                let name_attr = match self.tok.kind {
                    TokenKind::String => {
                        let name = self.string_cow()?;
                        if name.is_empty() {
                            return err(self.tok.start, "expected valid attribute name");
                        }
                        let key = self.spelling();
                        self.name_attr(key, &name)
                    }
                    TokenKind::BareIdent => {
                        let key = self.spelling();
                        self.name_attr(key, key)
                    }
                    _ => return self.error_here("expected attribute name"),
                };
                if entries.iter().any(|e| e.name == name_attr) {
                    let shown = String::from_utf8_lossy(self.ctx.str_bytes(name_attr)).into_owned();
                    return err(
                        self.tok.start,
                        format!("duplicate key '{shown}' in dictionary attribute"),
                    );
                }
                self.bump();
                let value = if self.eat(TokenKind::Equal) {
                    self.parse_attribute(None)?
                } else if self.at(TokenKind::Colon) {
                    // The language reference's old `{key: value}` spelling.
                    let shown = String::from_utf8_lossy(self.ctx.str_bytes(name_attr)).into_owned();
                    self.warnings.push(crate::diag::Diagnostic::warning(
                        self.tok.start,
                        format!("old attribute syntax '{shown}: ...', read as '{shown} = ...'"),
                    ));
                    self.bump();
                    self.parse_attribute(None)?
                } else {
                    self.ctx.unit_attr()
                };
                entries.push(NamedAttr {
                    name: name_attr,
                    value,
                });
                if self.eat(TokenKind::RBrace) {
                    break;
                }
                self.expect(TokenKind::Comma, "expected '}' in attribute dictionary")?;
            }
        }
        self.leave();
        self.ctx
            .sort_named_attrs(&mut entries)
            .expect("keys checked unique");
        Ok(entries)
    }

    fn parse_symbol_ref(&mut self) -> DResult<Attr> {
        let root_name = self.symbol_name_value()?;
        let root = self.ctx.string_attr(&root_name);
        self.bump();
        let mut nested = Vec::new();
        while self.at(TokenKind::Colon) {
            let colon = self.tok.start as usize;
            self.bump();
            if !self.eat(TokenKind::Colon) {
                self.relex_at(colon);
                break;
            }
            if self.at(TokenKind::Error) {
                return self.error_here("");
            }
            if !self.at(TokenKind::AtIdent) {
                return err(
                    self.tok.start,
                    "expected nested symbol reference identifier",
                );
            }
            let n = self.symbol_name_value()?;
            nested.push(self.ctx.string_attr(&n));
            self.bump();
        }
        Ok(self.ctx.intern_attr(AttrData::SymbolRef {
            root,
            nested: nested.into(),
        }))
    }

    fn parse_int_attr(&mut self, ty: Option<Type>, negative: bool) -> DResult<Attr> {
        let tok = self.tok;
        let spelling = self.spelling();
        self.bump();
        let ty = match ty {
            Some(t) => t,
            None => {
                if self.eat(TokenKind::Colon) {
                    self.parse_type()?
                } else {
                    self.ctx.i(64)
                }
            }
        };
        let data = self.ctx.type_data(ty).clone();
        if let TypeData::Float(kind) = data {
            let bits = self.float_from_int_literal(kind, spelling, tok.start, negative)?;
            return Ok(self.ctx.intern_attr(AttrData::Float { ty, bits }));
        }
        let Some((width, sign)) = apint_signedness(&data) else {
            return err(tok.start, "integer literal not valid for specified type");
        };
        if negative && sign == sigil_numeric::Signedness::Unsigned {
            return err(
                tok.start,
                "negative integer literal not valid for unsigned integer type",
            );
        }
        let text = std::str::from_utf8(spelling).unwrap_or("");
        match ApInt::parse_attr(text, negative, width, sign) {
            Ok(value) => Ok(self.ctx.intern_attr(AttrData::Integer { ty, value })),
            Err(_) => err(tok.start, "integer constant out of range for attribute"),
        }
    }

    /// A hexadecimal integer literal read as the bits of a float.
    pub(crate) fn float_from_int_literal(
        &self,
        kind: sigil_numeric::FloatKind,
        spelling: &[u8],
        off: u32,
        negative: bool,
    ) -> DResult<u128> {
        let is_hex = spelling.len() > 1 && spelling[1] == b'x';
        if !is_hex {
            let d = Diagnostic::error(
                off,
                "unexpected decimal integer literal for a floating point value",
            )
            .with_note(Diagnostic::note(
                DiagLoc::Offset(off),
                "add a trailing dot to make the literal a float",
            ));
            return Err(Box::new(d));
        }
        if negative {
            return err(
                off,
                "hexadecimal float literal should not have a leading minus",
            );
        }
        let text = std::str::from_utf8(spelling).unwrap_or("");
        sigil_numeric::parse_float_hex(kind, text).map_err(|_| {
            Box::new(Diagnostic::error(
                off,
                "hexadecimal float constant out of range for type",
            ))
        })
    }

    /// A decimal float literal converted to `kind`.
    pub(crate) fn float_from_float_literal(
        &self,
        kind: sigil_numeric::FloatKind,
        spelling: &[u8],
        off: u32,
        negative: bool,
    ) -> DResult<u128> {
        let text = std::str::from_utf8(spelling).unwrap_or("");
        sigil_numeric::parse_float(kind, negative, text)
            .map_err(|e| Box::new(Diagnostic::error(off, e.to_string())))
    }

    fn parse_float_attr(&mut self, ty: Option<Type>, negative: bool) -> DResult<Attr> {
        let tok = self.tok;
        let spelling = self.spelling();
        self.bump();
        let ty = match ty {
            Some(t) => t,
            None => {
                if self.eat(TokenKind::Colon) {
                    self.parse_type()?
                } else {
                    self.ctx.float_type(sigil_numeric::FloatKind::F64)
                }
            }
        };
        let TypeData::Float(kind) = *self.ctx.type_data(ty) else {
            return err(
                self.here(),
                "floating point value not valid for specified type",
            );
        };
        let bits = self.float_from_float_literal(kind, spelling, tok.start, negative)?;
        Ok(self.ctx.intern_attr(AttrData::Float { ty, bits }))
    }

    /// `#alias`, `#dialect.body` or `#dialect<body>` with an optional `: type`.
    fn parse_extended_attr(&mut self, ty: Option<Type>) -> DResult<Attr> {
        let tok = self.tok;
        let ident = &self.spelling()[1..];
        self.bump();
        match self.parse_extended_symbol(ident, tok.end)? {
            ExtendedSymbol::Alias => match self.attr_aliases.get(ident) {
                Some(&a) => Ok(a),
                None => self.error_here(format!(
                    "undefined symbol alias id '{}'",
                    String::from_utf8_lossy(ident)
                )),
            },
            ExtendedSymbol::Dialect { dialect, data } => {
                let mut attr_ty = ty;
                if self.eat(TokenKind::Colon) {
                    attr_ty = Some(self.parse_type()?);
                }
                if dialect == b"builtin" {
                    // MLIR's `getNameLoc`: where the body after `#builtin.` starts.
                    let body = tok.start + 1 + dialect.len() as u32 + 1;
                    return err(body, "dialect 'builtin' provides no attribute parsing hook");
                }
                // Attributes kept by their parameters: parsed from the body
                // in place, so errors land where they are. Blanks may open
                // the body of the `#dialect<...>` form.
                let blanks = data.iter().take_while(|c| c.is_ascii_whitespace()).count();
                let body = &data[blanks..];
                let body_start = tok.start + 1 + dialect.len() as u32 + 1 + blanks as u32;
                let mnemonic_len = body
                    .iter()
                    .take_while(|&&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$'))
                    .count();
                if let Some(def) = crate::dialects::attr_def(dialect, &body[..mnemonic_len]) {
                    let body_end = body_start + body.len() as u32;
                    return crate::dialects::api::parse_dialect_attr(
                        self, def, body_start, body_end, attr_ty,
                    );
                }
                if let Some(msg) = crate::dialects::dialect_attr_error(dialect, body) {
                    return err(body_start, msg);
                }
                self.check_dialect_allowed(dialect, tok.start, b'#', data)?;
                super::types::check_namespace(dialect, tok.start)?;
                let dialect = String::from_utf8_lossy(dialect)
                    .into_owned()
                    .into_boxed_str();
                Ok(self
                    .ctx
                    .intern_attr(AttrData::Opaque(Box::new(crate::attrs::OpaqueAttr {
                        dialect,
                        data: data.into(),
                        ty: attr_ty,
                    }))))
            }
        }
    }

    /// The language reference's old alias definitions of bare affine maps
    /// and integer sets (`#map = (d0) -> (d0)`), read with a warning.
    pub(crate) fn parse_bare_affine_alias(&mut self) -> DResult<Attr> {
        let start = self.tok.start as usize;
        let buf = self.buf;
        let (data, end, what) = match sigil_affine::parse_affine_map_bytes_at(buf, start) {
            Ok((m, end)) => (AttrData::AffineMap(Box::new(m)), end, "affine_map"),
            Err(map_err) => match sigil_affine::parse_integer_set_bytes_at(buf, start) {
                Ok((s, end)) => (AttrData::IntegerSet(Box::new(s)), end, "affine_set"),
                Err(_) => return err(map_err.offset as u32, map_err.message),
            },
        };
        self.warnings.push(crate::diag::Diagnostic::warning(
            start as u32,
            format!("old bare affine syntax, read as '{what}<...>'"),
        ));
        self.relex_at(end);
        Ok(self.ctx.intern_attr(data))
    }

    /// `affine_map<...>` / `affine_set<...>`: parsed by `sigil-affine` over
    /// the same buffer, so its error offsets are ours.
    fn parse_affine_attr(&mut self, is_map: bool) -> DResult<Attr> {
        self.bump();
        if !self.at(TokenKind::Less) {
            return self.error_here(if is_map {
                "expected '<' in affine map"
            } else {
                "expected '<' in integer set"
            });
        }
        let body_start = self.tok.end as usize;
        // (The affine parser reads the buffer's bytes from `body_start`: no
        // whole-buffer UTF-8 check per map, which made files of many maps
        // quadratic.)
        let buf = self.buf;
        let to_diag = |e: sigil_affine::AffineError| {
            let mut msg = e.message;
            if msg.contains("nested too deeply") {
                msg.push_str(
                    " (a fixed limit for affine expressions, independent of --max-nesting)",
                );
            }
            let mut d = Diagnostic::error(e.offset as u32, msg);
            // MLIR's follow-up errors for the same failure ("missing operand
            // of negation"), reported after the first.
            for also in e.also {
                d.notes
                    .push(Diagnostic::error(also.offset as u32, also.message));
            }
            Box::new(d)
        };
        let (data, end) = if is_map {
            let (m, end) =
                sigil_affine::parse_affine_map_bytes_at(buf, body_start).map_err(to_diag)?;
            (AttrData::AffineMap(Box::new(m)), end)
        } else {
            let (m, end) =
                sigil_affine::parse_integer_set_bytes_at(buf, body_start).map_err(to_diag)?;
            (AttrData::IntegerSet(Box::new(m)), end)
        };
        self.relex_at(end);
        self.expect(
            TokenKind::Greater,
            if is_map {
                "expected '>' in affine map"
            } else {
                "expected '>' in integer set"
            },
        )?;
        Ok(self.ctx.intern_attr(data))
    }

    fn parse_strided_attr(&mut self) -> DResult<Attr> {
        let kw_off = self.tok.start;
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'strided'")?;
        self.expect(TokenKind::LSquare, "expected '['")?;
        let strides = self.parse_stride_list()?;
        let mut offset = 0;
        if !self.eat(TokenKind::Greater) {
            self.expect(TokenKind::Comma, "expected ','")?;
            if !self.eat_keyword("offset") {
                return self.error_here("expected 'offset' after comma");
            }
            self.expect(TokenKind::Colon, "expected ':' after 'offset'")?;
            offset = self.parse_stride_or_offset()?;
            self.expect(TokenKind::Greater, "expected '>'")?;
        }
        let _ = kw_off;
        Ok(self.ctx.intern_attr(AttrData::Strided {
            strides: strides.into(),
            offset,
        }))
    }

    /// The language reference's old strided layout in a memref type,
    /// `offset: 33, strides: [1, 64]` (the comma optional), read as
    /// `strided<[1, 64], offset: 33>` with a warning.
    pub(crate) fn parse_old_strided_layout(&mut self) -> DResult<Attr> {
        let at = self.tok.start;
        self.bump();
        self.expect(TokenKind::Colon, "expected ':' after 'offset'")?;
        let offset = self.parse_stride_or_offset()?;
        self.eat(TokenKind::Comma);
        if !self.eat_keyword("strides") {
            return self.error_here("expected 'strides'");
        }
        self.expect(TokenKind::Colon, "expected ':' after 'strides'")?;
        self.expect(TokenKind::LSquare, "expected '['")?;
        let strides = self.parse_stride_list()?;
        self.warnings.push(Diagnostic::warning(
            at,
            "old strided layout 'offset: ..., strides: [...]', read as 'strided<[...], offset: ...>'",
        ));
        Ok(self.ctx.intern_attr(AttrData::Strided {
            strides: strides.into(),
            offset,
        }))
    }

    /// `1, ?, 64]` after the `[` of a stride list.
    fn parse_stride_list(&mut self) -> DResult<Vec<i64>> {
        let mut strides = Vec::new();
        if !self.at(TokenKind::RSquare) {
            loop {
                strides.push(self.parse_stride_or_offset()?);
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
        }
        self.expect(TokenKind::RSquare, "expected ']'")?;
        Ok(strides)
    }

    fn parse_stride_or_offset(&mut self) -> DResult<i64> {
        if self.eat(TokenKind::Question) {
            return Ok(DYNAMIC);
        }
        let off = self.tok.start;
        let negative = self.eat(TokenKind::Minus);
        if self.at(TokenKind::Integer) {
            let v = std::str::from_utf8(self.spelling())
                .ok()
                .and_then(|s| s.parse::<u64>().ok());
            if let Some(v) = v.filter(|&v| v <= i64::MAX as u64) {
                self.bump();
                return Ok(if negative { -(v as i64) } else { v as i64 });
            }
        }
        err(off, "expected a 64-bit signed integer or '?'")
    }

    fn parse_distinct_attr(&mut self, ty: Option<Type>) -> DResult<Attr> {
        let start = self.tok.start;
        self.bump();
        self.expect(TokenKind::LSquare, "expected '[' after 'distinct'")?;
        if !self.at(TokenKind::Integer) {
            return self.error_here("expected distinct ID");
        }
        // `getUInt64IntegerValue`: decimal or hexadecimal; the error is
        // at the token after the integer.
        let id = std::str::from_utf8(self.spelling()).ok().and_then(|s| {
            match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
                Some(hex) => u64::from_str_radix(hex, 16).ok(),
                None => s.parse::<u64>().ok(),
            }
        });
        self.bump();
        let Some(id) = id else {
            return err(self.tok.start, "expected an unsigned 64-bit integer");
        };
        self.expect(TokenKind::RSquare, "expected ']' to close distinct ID")?;
        self.expect(TokenKind::Less, "expected '<' after distinct ID")?;
        let referenced = if self.eat(TokenKind::Greater) {
            self.ctx.unit_attr()
        } else {
            let off = self.tok.start;
            let a = self.parse_attribute(ty).map_err(|e| {
                if e.message.is_empty() {
                    Box::new(Diagnostic::error(off, "expected attribute"))
                } else {
                    e
                }
            })?;
            self.expect(
                TokenKind::Greater,
                "expected '>' to close distinct attribute",
            )?;
            a
        };
        if let Some(&existing) = self.distinct_ids.get(&id) {
            let AttrData::Distinct {
                referenced: prev, ..
            } = *self.ctx.attr_data(existing)
            else {
                unreachable!()
            };
            if prev != referenced {
                let shown = crate::printer::attr_to_string(self.ctx, prev);
                return err(
                    start,
                    format!("referenced attribute does not match previous definition: {shown}"),
                );
            }
            return Ok(existing);
        }
        let a = self.ctx.distinct_attr(referenced);
        self.distinct_ids.insert(id, a);
        Ok(a)
    }
}
