//! Type grammar: builtin types, function types, aliases and dialect types.

use sigil_numeric::FloatKind;

use smallvec::SmallVec;

use super::Parser;
use crate::attrs::{Attr, AttrData};
use crate::diag::{err, DResult};
use crate::lexer::TokenKind;
use crate::types::{Signedness, Type, TypeData, DYNAMIC, MAX_INT_WIDTH};

/// Parses `i32`, `si8`, `ui1`: `Some((width, signedness))`, or `None` when
/// the identifier is not an integer type. `Err` when the width is too big.
/// `Err(true)`: the width does not fit MLIR's `unsigned` ("invalid integer
/// width"); `Err(false)`: it does but is over [`MAX_INT_WIDTH`].
pub(crate) fn int_type_spelling(s: &[u8]) -> Option<Result<(u32, Signedness), bool>> {
    let (sign, rest) = if let Some(r) = s.strip_prefix(b"si") {
        (Signedness::Signed, r)
    } else if let Some(r) = s.strip_prefix(b"ui") {
        (Signedness::Unsigned, r)
    } else if let Some(r) = s.strip_prefix(b"i") {
        (Signedness::Signless, r)
    } else {
        return None;
    };
    if rest.is_empty() || !rest.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let width = rest
        .iter()
        .try_fold(0u64, |acc, &d| {
            acc.checked_mul(10)?.checked_add((d - b'0') as u64)
        })
        .unwrap_or(u64::MAX);
    if width > u32::MAX as u64 {
        return Some(Err(true));
    }
    if width > MAX_INT_WIDTH as u64 {
        return Some(Err(false));
    }
    Some(Ok((width as u32, sign)))
}

/// Whether a bare identifier starts a builtin type.
pub(crate) fn is_type_keyword(s: &[u8]) -> bool {
    int_type_spelling(s).is_some()
        || matches!(
            s,
            b"index" | b"none" | b"complex" | b"tuple" | b"vector" | b"tensor" | b"memref"
        )
        || std::str::from_utf8(s)
            .ok()
            .and_then(FloatKind::from_name)
            .is_some()
}

impl<'a> Parser<'a> {
    pub(crate) fn parse_type(&mut self) -> DResult<Type> {
        if self.at(TokenKind::LParen) {
            return self.parse_function_type();
        }
        self.parse_non_function_type()
    }

    fn parse_function_type(&mut self) -> DResult<Type> {
        self.enter()?;
        let inputs = self.parse_type_list_parens()?;
        self.expect(TokenKind::Arrow, "expected '->' in function type")?;
        let results = if self.at(TokenKind::LParen) {
            self.parse_type_list_parens()?
        } else {
            vec![self.parse_non_function_type()?]
        };
        self.leave();
        Ok(self.ctx.function_type(&inputs, &results))
    }

    /// `type (, type)*` with no brackets, as custom assembly writes it.
    pub(crate) fn parse_type_list_bare(&mut self) -> DResult<SmallVec<[Type; 4]>> {
        let mut v = SmallVec::new();
        loop {
            v.push(self.parse_type()?);
            if !self.eat(TokenKind::Comma) {
                return Ok(v);
            }
        }
    }

    fn parse_type_list_parens(&mut self) -> DResult<Vec<Type>> {
        self.expect(TokenKind::LParen, "expected '('")?;
        let mut v = Vec::new();
        if self.eat(TokenKind::RParen) {
            return Ok(v);
        }
        loop {
            v.push(self.parse_type()?);
            if self.eat(TokenKind::RParen) {
                return Ok(v);
            }
            self.expect(TokenKind::Comma, "expected ')'")?;
        }
    }

    /// `type (, type)*` up to and including `>`; used by `tuple<...>`.
    fn parse_type_list_until_greater(&mut self) -> DResult<Vec<Type>> {
        let mut v = Vec::new();
        if self.eat(TokenKind::Greater) {
            return Ok(v);
        }
        loop {
            v.push(self.parse_type()?);
            if self.eat(TokenKind::Greater) {
                return Ok(v);
            }
            self.expect(TokenKind::Comma, "expected '>' in tuple type")?;
        }
    }

    pub(crate) fn parse_non_function_type(&mut self) -> DResult<Type> {
        let start = self.tok.start;
        self.enter()?;
        let t = self.parse_non_function_type_inner()?;
        self.leave();
        if self.ctx.type_depth(t) > self.opts_max_nesting() {
            return err(start, self.too_deep_message());
        }
        Ok(t)
    }

    fn parse_non_function_type_inner(&mut self) -> DResult<Type> {
        match self.tok.kind {
            TokenKind::BareIdent => {}
            TokenKind::BangIdent => return self.parse_extended_type(),
            _ => return self.error_here("expected non-function type"),
        }
        let s = self.spelling();
        if let Some(r) = int_type_spelling(s) {
            let (width, sign) = match r {
                Ok(w) => w,
                Err(true) => return err(self.here(), "invalid integer width"),
                Err(false) => {
                    return err(
                        self.here(),
                        format!("integer bitwidth is limited to {MAX_INT_WIDTH} bits"),
                    )
                }
            };
            self.bump();
            return Ok(self.ctx.integer_type(width, sign));
        }
        let simple = match s {
            b"index" => Some(TypeData::Index),
            b"none" => Some(TypeData::None),
            // Float type names start with f, b (bf16) or t (tf32).
            _ if matches!(s[0], b'f' | b'b' | b't') => std::str::from_utf8(s)
                .ok()
                .and_then(FloatKind::from_name)
                .map(TypeData::Float),
            _ => None,
        };
        if let Some(data) = simple {
            self.bump();
            return Ok(self.ctx.intern_type(data));
        }
        match s {
            b"complex" => self.parse_complex_type(),
            b"tuple" => {
                self.bump();
                self.expect(TokenKind::Less, "expected '<' in tuple type")?;
                let types = self.parse_type_list_until_greater()?;
                Ok(self.ctx.intern_type(TypeData::Tuple(types.into())))
            }
            b"vector" => self.parse_vector_type(),
            b"tensor" => self.parse_tensor_type(),
            b"memref" => self.parse_memref_type(),
            _ => self.error_here("expected non-function type"),
        }
    }

    fn parse_complex_type(&mut self) -> DResult<Type> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in complex type")?;
        let off = self.tok.start;
        let elem = self.parse_type()?;
        if !self.ctx.type_data(elem).is_int_or_float() {
            return err(off, "invalid element type for complex");
        }
        self.expect(TokenKind::Greater, "expected '>' in complex type")?;
        Ok(self.ctx.intern_type(TypeData::Complex(elem)))
    }

    /// Consumes an `x` separator, which may be glued to the next token
    /// (`4xf32` lexes as `4` then `xf32`).
    pub(crate) fn parse_x_in_dimension_list(&mut self) -> DResult<()> {
        if !self.at(TokenKind::BareIdent) || self.spelling()[0] != b'x' {
            return self.error_here("expected 'x' in dimension list");
        }
        if self.spelling().len() != 1 {
            let pos = self.tok.start as usize + 1;
            self.relex_at(pos);
        } else {
            self.bump();
        }
        Ok(())
    }

    /// One integer dimension; `0xf32` is the dimension 0 followed by `xf32`.
    pub(crate) fn parse_integer_dimension(&mut self) -> DResult<i64> {
        let s = self.spelling();
        if s.len() > 1 && s[1] == b'x' {
            let pos = self.tok.start as usize + 1;
            self.relex_at(pos);
            return Ok(0);
        }
        let v = std::str::from_utf8(s)
            .ok()
            .and_then(|t| t.parse::<u64>().ok());
        match v {
            Some(v) if v <= i64::MAX as u64 => {
                self.bump();
                Ok(v as i64)
            }
            _ => self.error_here("invalid dimension"),
        }
    }

    /// `(dim x)*` for tensor and memref: `?` or integers.
    fn parse_ranked_dims(&mut self) -> DResult<Vec<i64>> {
        let mut dims = Vec::new();
        loop {
            if self.eat(TokenKind::Question) {
                dims.push(DYNAMIC);
            } else if self.at(TokenKind::Integer) {
                dims.push(self.parse_integer_dimension()?);
            } else {
                return Ok(dims);
            }
            self.parse_x_in_dimension_list()?;
        }
    }

    fn parse_vector_type(&mut self) -> DResult<Type> {
        let kw_off = self.tok.start;
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in vector type")?;
        let mut shape = Vec::new();
        let mut scalable = Vec::new();
        while self.at(TokenKind::Integer) || self.at(TokenKind::LSquare) {
            let is_scalable = self.eat(TokenKind::LSquare);
            if !self.at(TokenKind::Integer) {
                return self.error_here("invalid dimension");
            }
            shape.push(self.parse_integer_dimension()?);
            if is_scalable && !self.eat(TokenKind::RSquare) {
                return self.error_here("missing ']' closing scalable dimension");
            }
            scalable.push(is_scalable);
            self.parse_x_in_dimension_list()?;
        }
        let elem_off = self.tok.start;
        let elem = self.parse_type()?;
        self.expect(TokenKind::Greater, "expected '>' in vector type")?;
        // `VectorElementTypeInterface`: integers, index, floats and
        // `!llvm.ptr`.
        if !matches!(
            self.ctx.type_data(elem),
            TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_)
        ) && !crate::dialects::llvm::types::is_ptr(self.ctx, elem)
        {
            let _ = elem_off;
            return err(
                kw_off,
                "failed to verify 'elementType': VectorElementTypeInterface instance",
            );
        }
        if shape.iter().any(|&d| d <= 0) {
            let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
            return err(
                kw_off,
                format!(
                    "vector types must have positive constant sizes but got {}",
                    dims.join(", ")
                ),
            );
        }
        if !scalable.iter().any(|&b| b) {
            scalable.clear();
        }
        Ok(self.ctx.intern_type(TypeData::Vector {
            shape: shape.into(),
            scalable: scalable.into(),
            elem,
        }))
    }

    fn valid_tensor_elem(&self, ty: Type) -> bool {
        matches!(
            self.ctx.type_data(ty),
            TypeData::Complex(_)
                | TypeData::Float(_)
                | TypeData::Integer { .. }
                | TypeData::Opaque { .. }
                | TypeData::Dialect(_)
                | TypeData::Vector { .. }
                | TypeData::Index
        )
    }

    fn parse_tensor_type(&mut self) -> DResult<Type> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in tensor type")?;
        let unranked = self.eat(TokenKind::Star);
        let dims = if unranked {
            self.parse_x_in_dimension_list()?;
            Vec::new()
        } else {
            self.parse_ranked_dims()?
        };
        let elem_off = self.tok.start;
        let elem = self.parse_type()?;
        let mut encoding = None;
        if self.eat(TokenKind::Comma) {
            encoding = Some(self.parse_attribute(None)?);
        }
        self.expect(TokenKind::Greater, "expected '>' in tensor type")?;
        if !self.valid_tensor_elem(elem) {
            return err(elem_off, "invalid tensor element type");
        }
        if unranked && encoding.is_some() {
            return err(self.here(), "cannot apply encoding to unranked tensor");
        }
        let data = if unranked {
            TypeData::UnrankedTensor { elem }
        } else {
            TypeData::RankedTensor {
                shape: dims.into(),
                elem,
                encoding,
            }
        };
        Ok(self.ctx.intern_type(data))
    }

    fn parse_memref_type(&mut self) -> DResult<Type> {
        let kw_off = self.tok.start;
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in memref type")?;
        let unranked = self.eat(TokenKind::Star);
        let dims = if unranked {
            self.parse_x_in_dimension_list()?;
            Vec::new()
        } else {
            self.parse_ranked_dims()?
        };
        let elem_off = self.tok.start;
        let elem = self.parse_type()?;
        let valid_elem = matches!(
            self.ctx.type_data(elem),
            TypeData::Integer { .. }
                | TypeData::Index
                | TypeData::Float(_)
                | TypeData::Complex(_)
                | TypeData::MemRef { .. }
                | TypeData::Vector { .. }
                | TypeData::UnrankedMemRef { .. }
        );
        if !valid_elem {
            return err(elem_off, "invalid memref element type");
        }
        let mut layout: Option<Attr> = None;
        let mut space: Option<Attr> = None;
        if !self.eat(TokenKind::Greater) {
            self.expect(TokenKind::Comma, "expected ',' or '>' in memref type")?;
            // `parseCommaSeparatedListUntil(>, ..., allowEmptyList=false)`.
            if self.tok.kind == TokenKind::Greater {
                return self.error_here("expected list element");
            }
            // Errors point after the attribute, as MLIR's `emitError()`.
            loop {
                let a = if self.at_keyword("offset") {
                    self.parse_old_strided_layout()?
                } else {
                    self.parse_attribute(None)?
                };
                let is_layout = matches!(
                    self.ctx.attr_data(a),
                    AttrData::AffineMap(_) | AttrData::Strided { .. }
                );
                if is_layout {
                    if unranked {
                        return err(
                            self.here(),
                            "cannot have affine map for unranked memref type",
                        );
                    }
                    if space.is_some() {
                        return err(
                            self.here(),
                            "expected memory space to be last in memref type",
                        );
                    }
                    layout = Some(a);
                } else {
                    if space.is_some() {
                        return err(
                            self.here(),
                            "multiple memory spaces specified in memref type",
                        );
                    }
                    space = Some(a);
                }
                if self.eat(TokenKind::Greater) {
                    break;
                }
                self.expect(TokenKind::Comma, "expected ',' or '>'")?;
            }
        }
        if let Some(s) = space {
            match self.ctx.attr_data(s) {
                AttrData::Integer { value, .. } if value.is_zero() => space = None,
                AttrData::Integer { .. } | AttrData::String { .. } | AttrData::Dict(_) => {}
                // Attributes of dialects (`#gpu.address_space<...>`); those
                // kept as text are of dialects mlir-opt registers.
                AttrData::Dialect(_) => {}
                AttrData::Opaque(o)
                    if crate::dialects::MLIR_OPT_DIALECTS.contains(&&*o.dialect) => {}
                _ => return err(kw_off, "unsupported memory space Attribute"),
            }
        }
        if let Some(l) = layout {
            match self.ctx.attr_data(l) {
                AttrData::AffineMap(m) => {
                    if m.num_dims() as usize != dims.len() {
                        return err(
                            kw_off,
                            format!(
                                "memref layout mismatch between rank and affine map: {} != {}",
                                dims.len(),
                                m.num_dims()
                            ),
                        );
                    }
                    if m.is_identity() {
                        layout = None;
                    }
                }
                AttrData::Strided { strides, .. } if strides.len() != dims.len() => {
                    return err(kw_off, "expected the number of strides to match the rank");
                }
                _ => {}
            }
        }
        let data = if unranked {
            TypeData::UnrankedMemRef {
                elem,
                memory_space: space,
            }
        } else {
            TypeData::MemRef {
                shape: dims.into(),
                elem,
                layout,
                memory_space: space,
            }
        };
        Ok(self.ctx.intern_type(data))
    }

    /// `!alias`, `!dialect.body` or `!dialect<body>`.
    fn parse_extended_type(&mut self) -> DResult<Type> {
        let tok = self.tok;
        let ident = &self.spelling()[1..];
        self.bump();
        // Types of dialects sigil implements (`!util.list<i32>`) are parsed
        // and printed canonically by their dialect.
        if let Some(r) = crate::dialects::parse_dialect_type(self, ident, tok.start, tok.end) {
            return r;
        }
        let (dialect, data) = match self.parse_extended_symbol(ident, tok.end)? {
            ExtendedSymbol::Alias => {
                return match self.type_aliases.get(ident) {
                    Some(&t) => Ok(t),
                    None => self.error_here(format!(
                        "undefined symbol alias id '{}'",
                        String::from_utf8_lossy(ident)
                    )),
                };
            }
            ExtendedSymbol::Dialect { dialect, data } => (dialect, data),
        };
        if dialect == b"builtin" {
            return self.error_here("dialect 'builtin' provides no type parsing hook");
        }
        self.check_dialect_allowed(dialect, tok.start, b'!', data)?;
        check_namespace(dialect, tok.start)?;
        let dialect = String::from_utf8_lossy(dialect)
            .into_owned()
            .into_boxed_str();
        Ok(self.ctx.intern_type(TypeData::Opaque {
            dialect,
            data: data.into(),
        }))
    }

    pub(crate) fn check_dialect_allowed(
        &self,
        dialect: &[u8],
        off: u32,
        sigil: u8,
        data: &[u8],
    ) -> DResult<()> {
        if self.ctx.allow_unregistered_dialects {
            return Ok(());
        }
        let kind = if sigil == b'!' { "type" } else { "attribute" };
        err(
            off,
            format!(
                "`{}{}<\"{}\">` {kind} created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used",
                sigil as char,
                String::from_utf8_lossy(dialect),
                String::from_utf8_lossy(data)
            ),
        )
    }

    /// Splits `ident` (a `!`/`#` identifier without its sigil) into an alias
    /// reference or a dialect symbol, reading a `<...>` body glued to it.
    pub(crate) fn parse_extended_symbol(
        &mut self,
        ident: &'a [u8],
        ident_end: u32,
    ) -> DResult<ExtendedSymbol<'a>> {
        let dot = ident.iter().position(|&c| c == b'.');
        let is_pretty = dot.is_some();
        let has_body = self.at(TokenKind::Less) && self.tok.start == ident_end;
        if !has_body && !is_pretty {
            return Ok(ExtendedSymbol::Alias);
        }
        match dot {
            None => {
                let body = self.parse_dialect_symbol_body()?;
                Ok(ExtendedSymbol::Dialect {
                    dialect: ident,
                    data: &body[1..body.len() - 1],
                })
            }
            Some(d) => {
                // The name after the dot and the body glued to it.
                let start = ident_end as usize - ident.len() + d + 1;
                let mut end = ident_end as usize;
                if has_body {
                    end += self.parse_dialect_symbol_body()?.len();
                }
                Ok(ExtendedSymbol::Dialect {
                    dialect: &ident[..d],
                    data: &self.buf[start..end],
                })
            }
        }
    }

    /// Scans a balanced `<...>` body at byte level (strings lexed as strings)
    /// and returns it including the angle brackets.
    pub(crate) fn parse_dialect_symbol_body(&mut self) -> DResult<&'a [u8]> {
        let start = self.tok.start as usize;
        let buf = self.buf;
        let mut nest: Vec<u8> = Vec::new();
        let mut i = start;
        // MLIR reports at its current token, which becomes each string
        // lexed inside the body.
        let mut at = start as u32;
        loop {
            let Some(&c) = buf.get(i) else {
                if let Some(&open) = nest.last() {
                    return err(
                        at,
                        format!(
                            "unbalanced '{}' character in pretty dialect name",
                            open as char
                        ),
                    );
                }
                return err(at, "unexpected nul or EOF in pretty dialect name");
            };
            i += 1;
            let close = match c {
                0 => {
                    if let Some(&open) = nest.last() {
                        return err(
                            at,
                            format!(
                                "unbalanced '{}' character in pretty dialect name",
                                open as char
                            ),
                        );
                    }
                    return err(at, "unexpected nul or EOF in pretty dialect name");
                }
                b'<' | b'[' | b'(' | b'{' => {
                    nest.push(c);
                    continue;
                }
                b'-' => {
                    if buf.get(i) == Some(&b'>') {
                        i += 1;
                    }
                    continue;
                }
                b'>' => b'<',
                b']' => b'[',
                b')' => b'(',
                b'}' => b'{',
                b'"' => {
                    let mut lx = crate::lexer::Lexer::new(buf);
                    lx.reset_to(i - 1);
                    let t = lx.next_token();
                    at = t.start;
                    if t.kind == TokenKind::Error {
                        return err(t.start, lx.error);
                    }
                    i = t.end as usize;
                    if nest.is_empty() {
                        break;
                    }
                    continue;
                }
                _ => continue,
            };
            match nest.last() {
                Some(&open) if open == close => {
                    nest.pop();
                }
                Some(&open) => {
                    return err(
                        at,
                        format!(
                            "unbalanced '{}' character in pretty dialect name",
                            open as char
                        ),
                    );
                }
                None => return err(at, "unbalanced character in pretty dialect name"),
            }
            if nest.is_empty() {
                break;
            }
        }
        self.relex_at(i);
        Ok(&buf[start..i])
    }
}

/// What a `!name`/`#name` token denotes.
pub(crate) enum ExtendedSymbol<'a> {
    Alias,
    /// `data`: a slice of the source (the pretty form's `name<...>` is one
    /// run of bytes), never a copy: nested bodies would copy the rest of
    /// the nest once per level.
    Dialect {
        dialect: &'a [u8],
        data: &'a [u8],
    },
}

/// The check of `OpaqueAttr`'s and `OpaqueType`'s verifiers: the dialect
/// namespace of `#ns.x`/`!ns.x` at `start` must be an identifier, reported
/// after its '.' as MLIR does.
pub(crate) fn check_namespace(dialect: &[u8], start: u32) -> DResult<()> {
    if valid_namespace(dialect) {
        return Ok(());
    }
    err(
        start + 1 + dialect.len() as u32 + 1,
        format!(
            "invalid dialect namespace '\"{}\"'",
            String::from_utf8_lossy(dialect)
        ),
    )
}

/// Whether `name` is a dialect namespace MLIR accepts
/// (`Dialect::isValidNamespace`: `[a-zA-Z_][a-zA-Z_0-9$]*`).
pub(crate) fn valid_namespace(name: &[u8]) -> bool {
    match name.split_first() {
        Some((&c, rest)) => {
            (c.is_ascii_alphabetic() || c == b'_')
                && rest
                    .iter()
                    .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$')
        }
        None => false,
    }
}
