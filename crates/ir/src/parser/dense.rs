//! Element literals: `dense<...>`, `sparse<...>`, `dense_resource<...>` and
//! `array<...>`.
//!
//! A literal is first read into a flat list of element tokens and an inferred
//! shape (as MLIR's `TensorLiteralParser` does); only once the type after the
//! literal is known are the tokens converted to element bytes.

use sigil_numeric::ApInt;

use super::attrs::apint_signedness;
use super::Parser;
use crate::attrs::{Attr, AttrData};
use crate::diag::{err, DResult};
use crate::lexer::{Token, TokenKind};
use crate::types::{Type, TypeData};

/// One parsed element token and whether a `-` preceded it.
#[derive(Clone, Copy)]
struct Elem {
    negative: bool,
    tok: Token,
}

#[derive(Default)]
struct Literal {
    hex: Option<Token>,
    elems: Vec<Elem>,
    /// Empty for a single (splat) element.
    shape: Vec<i64>,
}

pub(crate) use crate::types::storage_bytes as element_byte_width;

impl<'a> Parser<'a> {
    fn parse_literal(&mut self, allow_hex: bool) -> DResult<Literal> {
        let mut lit = Literal::default();
        if allow_hex && self.at(TokenKind::String) {
            lit.hex = Some(self.tok);
            self.bump();
            return Ok(lit);
        }
        if self.at(TokenKind::LSquare) {
            lit.shape = self.parse_literal_list(&mut lit.elems)?;
        } else {
            self.parse_literal_element(&mut lit.elems)?;
        }
        Ok(lit)
    }

    fn parse_literal_element(&mut self, out: &mut Vec<Elem>) -> DResult<()> {
        match self.tok.kind {
            TokenKind::Float | TokenKind::Integer | TokenKind::String => {
                out.push(Elem {
                    negative: false,
                    tok: self.tok,
                });
                self.bump();
            }
            TokenKind::BareIdent if matches!(self.spelling(), b"true" | b"false") => {
                out.push(Elem {
                    negative: false,
                    tok: self.tok,
                });
                self.bump();
            }
            TokenKind::Minus => {
                self.bump();
                if !matches!(self.tok.kind, TokenKind::Float | TokenKind::Integer) {
                    return self.error_here("expected integer or floating point literal");
                }
                out.push(Elem {
                    negative: true,
                    tok: self.tok,
                });
                self.bump();
            }
            TokenKind::LParen => {
                self.bump();
                self.parse_literal_element(out)?;
                self.expect(TokenKind::Comma, "expected ',' between complex elements")?;
                self.parse_literal_element(out)?;
                self.expect(TokenKind::RParen, "expected ')' after complex elements")?;
            }
            TokenKind::Error => return self.error_here(""),
            _ => return err(self.here(), "expected element literal of primitive type"),
        }
        Ok(())
    }

    fn parse_literal_list(&mut self, out: &mut Vec<Elem>) -> DResult<Vec<i64>> {
        self.enter()?;
        self.expect(TokenKind::LSquare, "expected '['")?;
        let mut size = 0i64;
        let mut inner: Option<Vec<i64>> = None;
        if !self.eat(TokenKind::RSquare) {
            loop {
                let this = if self.at(TokenKind::LSquare) {
                    self.parse_literal_list(out)?
                } else {
                    self.parse_literal_element(out)?;
                    Vec::new()
                };
                size += 1;
                match &inner {
                    None => inner = Some(this),
                    Some(prev) if *prev != this => {
                        return self.error_here(
                            "tensor literal is invalid; ranks are not consistent between elements",
                        );
                    }
                    _ => {}
                }
                if self.eat(TokenKind::RSquare) {
                    break;
                }
                self.expect(TokenKind::Comma, "expected ']'")?;
            }
        }
        self.leave();
        let mut dims = vec![size];
        dims.extend(inner.unwrap_or_default());
        Ok(dims)
    }

    /// Reads the `: type` after a literal (unless the context gave one) and
    /// checks that it is a statically shaped type; errors point at `loc`,
    /// where the attribute starts (MLIR's `parseElementsLiteralType`).
    fn parse_elements_literal_type(&mut self, ty: Option<Type>, loc: u32) -> DResult<Type> {
        let ty = match ty {
            Some(t) => t,
            None => {
                self.expect(TokenKind::Colon, "expected ':'")?;
                self.parse_type()?
            }
        };
        let data = self.ctx.type_data(ty);
        if !data.is_shaped() {
            return err(loc, "elements literal must be a shaped type");
        }
        if data.num_elements().is_none() {
            return err(loc, "elements literal type must have static shape");
        }
        Ok(ty)
    }

    pub(crate) fn parse_dense_attr(&mut self, ty: Option<Type>) -> DResult<Attr> {
        let loc = self.tok.start;
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'dense'")?;
        let mut lit = Literal::default();
        if !self.eat(TokenKind::Greater) {
            lit = self.parse_literal(true)?;
            self.expect(TokenKind::Greater, "expected '>'")?;
        }
        let type_loc = if ty.is_some() { loc } else { self.tok.start };
        let shaped = self.parse_elements_literal_type(ty, loc)?;
        self.literal_to_attr(&lit, shaped, loc, type_loc)
    }

    /// Builds the elements attribute of `ty` from a parsed literal.
    fn literal_to_attr(
        &mut self,
        lit: &Literal,
        ty: Type,
        loc: u32,
        _type_loc: u32,
    ) -> DResult<Attr> {
        let data = self.ctx.type_data(ty).clone();
        let shape = data.shape().map(|s| s.to_vec()).unwrap_or_default();
        let num = data.num_elements().unwrap_or(0) as usize;
        let elem_ty = data.element_type().expect("shaped type");
        let elem_data = self.ctx.type_data(elem_ty).clone();
        let numeric = matches!(
            elem_data,
            TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_) | TypeData::Complex(_)
        );
        if let Some(hex) = lit.hex {
            if numeric {
                return self.hex_to_attr(hex, ty, num, &elem_data, loc);
            }
        }
        if !lit.shape.is_empty() && lit.shape != shape {
            let fmt = |s: &[i64]| {
                s.iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return err(
                loc,
                format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    fmt(&lit.shape),
                    fmt(&shape)
                ),
            );
        }
        if lit.hex.is_none() && lit.elems.is_empty() && num != 0 {
            let shown = self.quoted_type(ty);
            return err(
                loc,
                format!("parsed zero elements, but type ({shown}) expected at least 1"),
            );
        }
        let (scalar, complex) = match &elem_data {
            TypeData::Complex(e) => (self.ctx.type_data(*e).clone(), true),
            other => (other.clone(), false),
        };
        if !numeric {
            return self.strings_to_attr(lit, ty, num, loc);
        }
        let width = element_byte_width(&scalar, self.ctx).expect("numeric element");
        let mut bytes = Vec::with_capacity(lit.elems.len() * width);
        for e in &lit.elems {
            self.push_scalar(&scalar, *e, width, &mut bytes)?;
        }
        let per_elem = if complex { 2 } else { 1 };
        let count = lit.elems.len() / per_elem;
        if complex && !lit.elems.len().is_multiple_of(2) {
            let shown = self.quoted_type(elem_ty);
            return err(
                loc,
                format!(
                    "parsed {} elements, but type ({shown}) expected 2 elements",
                    lit.elems.len()
                ),
            );
        }
        let elem_width = width * per_elem;
        let splat = count == 1 && lit.shape.is_empty();
        if !splat && count != num {
            return err(
                loc,
                format!("parsed {count} elements, but type expected {num} elements"),
            );
        }
        Ok(self.make_dense(ty, bytes, elem_width))
    }

    /// Interns dense elements, collapsing all-equal elements to a splat.
    pub(crate) fn make_dense(&mut self, ty: Type, bytes: Vec<u8>, elem_width: usize) -> Attr {
        let splat = bytes.len() == elem_width
            || (elem_width > 0
                && bytes.len() >= elem_width
                && bytes.chunks(elem_width).all(|c| c == &bytes[..elem_width]));
        let data = if splat && bytes.len() >= elem_width {
            bytes[..elem_width].to_vec()
        } else {
            bytes
        };
        let splat = splat && !data.is_empty();
        self.ctx.intern_attr(AttrData::DenseElements {
            ty,
            splat,
            data: data.into(),
        })
    }

    fn push_scalar(
        &self,
        scalar: &TypeData,
        e: Elem,
        width: usize,
        out: &mut Vec<u8>,
    ) -> DResult<()> {
        let off = e.tok.start;
        let spelling = self.spelling_of(e.tok);
        match scalar {
            TypeData::Float(kind) => {
                let bits = match e.tok.kind {
                    TokenKind::Float => {
                        self.float_from_float_literal(*kind, spelling, off, e.negative)?
                    }
                    TokenKind::Integer => {
                        self.float_from_int_literal(*kind, spelling, off, e.negative)?
                    }
                    _ => return err(off, "expected floating point literal"),
                };
                out.extend_from_slice(
                    &sigil_numeric::float_storage_bits(*kind, bits).to_le_bytes()[..width],
                );
            }
            _ => {
                let (w, sign) = apint_signedness(scalar).expect("integer element");
                if e.negative && sign == sigil_numeric::Signedness::Unsigned {
                    return err(
                        off,
                        "expected unsigned integer elements, but parsed negative value",
                    );
                }
                let value = match e.tok.kind {
                    TokenKind::Float => {
                        return err(off, "expected integer elements, but parsed floating-point")
                    }
                    // MLIR reads the string token's spelling as a number.
                    TokenKind::String => return err(off, "integer constant out of range for type"),
                    TokenKind::BareIdent => {
                        if w != 1 || matches!(scalar, TypeData::Index) {
                            return err(off, "expected i1 type for 'true' or 'false' values");
                        }
                        ApInt::from_u64(1, (spelling == b"true") as u64)
                    }
                    _ => {
                        let text = std::str::from_utf8(spelling).unwrap_or("");
                        ApInt::parse_attr(text, e.negative, w, sign).map_err(|_| {
                            Box::new(crate::diag::Diagnostic::error(
                                off,
                                "integer constant out of range for type",
                            ))
                        })?
                    }
                };
                let le = value.to_le_bytes();
                let mut v = vec![0u8; width];
                let n = le.len().min(width);
                v[..n].copy_from_slice(&le[..n]);
                out.extend_from_slice(&v);
            }
        }
        Ok(())
    }

    fn strings_to_attr(&mut self, lit: &Literal, ty: Type, num: usize, loc: u32) -> DResult<Attr> {
        let mut values: Vec<Box<[u8]>> = Vec::new();
        if let Some(hex) = lit.hex {
            let s = self.spelling_of(hex);
            values.push(crate::lexer::unescape_string(&s[1..s.len() - 1], hex.start + 1)?.into());
        } else {
            for e in &lit.elems {
                if e.tok.kind != TokenKind::String {
                    return err(
                        loc,
                        format!(
                            "expected string token, got {}",
                            String::from_utf8_lossy(self.spelling_of(e.tok))
                        ),
                    );
                }
                let s = self.spelling_of(e.tok);
                values.push(
                    crate::lexer::unescape_string(&s[1..s.len() - 1], e.tok.start + 1)?.into(),
                );
            }
        }
        let splat =
            values.len() == 1 || (!values.is_empty() && values.iter().all(|v| *v == values[0]));
        if splat {
            values.truncate(1);
        } else if values.len() != num {
            return err(
                loc,
                format!(
                    "parsed {} elements, but type expected {} elements",
                    values.len(),
                    num
                ),
            );
        }
        Ok(self.ctx.intern_attr(AttrData::DenseStrings {
            ty,
            splat,
            values: values.into(),
        }))
    }

    fn hex_to_attr(
        &mut self,
        hex: Token,
        ty: Type,
        num: usize,
        elem: &TypeData,
        loc: u32,
    ) -> DResult<Attr> {
        let s = self.spelling_of(hex);
        let raw = crate::lexer::unescape_string(&s[1..s.len() - 1], hex.start + 1)?;
        let Some(bytes) = decode_hex(&raw) else {
            return err(
                hex.start,
                "expected string containing hex digits starting with `0x`",
            );
        };
        let is_i1 = matches!(elem, TypeData::Integer { width: 1, .. });
        if is_i1 {
            // Bit-packed: one byte of all zeros or all ones is a splat.
            if bytes.len() == 1 && (bytes[0] == 0 || bytes[0] == 0xff) {
                return Ok(self.make_dense(ty, vec![(bytes[0] != 0) as u8], 1));
            }
            if bytes.len() != num.div_ceil(8) {
                let shown = self.quoted_type(ty);
                return err(
                    loc,
                    format!("elements hex data size is invalid for provided type: {shown}"),
                );
            }
            let unpacked: Vec<u8> = (0..num).map(|i| (bytes[i / 8] >> (i % 8)) & 1).collect();
            return Ok(self.make_dense(ty, unpacked, 1));
        }
        let width = element_byte_width(elem, self.ctx).expect("numeric element");
        if bytes.len() != width && bytes.len() != width * num {
            let shown = self.quoted_type(ty);
            return err(
                loc,
                format!("elements hex data size is invalid for provided type: {shown}"),
            );
        }
        // Elements narrower than their storage (i7, f6, tf32...) keep only their bits.
        let bytes = mask_elements(bytes, elem, width, self.ctx);
        Ok(self.make_dense(ty, bytes, width))
    }

    pub(crate) fn parse_sparse_attr(&mut self, ty: Option<Type>) -> DResult<Attr> {
        let loc = self.tok.start;
        self.bump();
        self.expect(TokenKind::Less, "Expected '<' after 'sparse'")?;
        let i64t = self.ctx.i(64);
        if self.eat(TokenKind::Greater) {
            let ty = self.parse_elements_literal_type(ty, loc)?;
            let rank = self.ctx.type_data(ty).shape().map_or(0, |s| s.len()) as i64;
            let elem = self.ctx.type_data(ty).element_type().expect("shaped");
            let it = self.ctx.intern_type(TypeData::RankedTensor {
                shape: vec![0, rank].into(),
                elem: i64t,
                encoding: None,
            });
            let vt = self.ctx.intern_type(TypeData::RankedTensor {
                shape: vec![0].into(),
                elem,
                encoding: None,
            });
            let indices = self.make_dense(it, Vec::new(), 8);
            let values = self.empty_values(vt);
            return Ok(self.ctx.intern_attr(AttrData::Sparse {
                ty,
                indices,
                values,
            }));
        }
        let indices_loc = self.tok.start;
        let ilit = self.parse_literal(false)?;
        self.expect(TokenKind::Comma, "expected ','")?;
        let values_loc = self.tok.start;
        let vlit = self.parse_literal(true)?;
        self.expect(TokenKind::Greater, "expected '>'")?;
        let ty = self.parse_elements_literal_type(ty, loc)?;
        let rank = self.ctx.type_data(ty).shape().map_or(0, |s| s.len()) as i64;
        let ishape = if ilit.shape.is_empty() {
            vec![1, rank]
        } else {
            ilit.shape.clone()
        };
        let it = self.ctx.intern_type(TypeData::RankedTensor {
            shape: ishape.clone().into(),
            elem: i64t,
            encoding: None,
        });
        let indices = self.literal_to_attr(&ilit, it, indices_loc, indices_loc)?;
        let elem = self.ctx.type_data(ty).element_type().expect("shaped");
        let vshape = if vlit.shape.is_empty() {
            vec![ishape[0]]
        } else {
            vlit.shape.clone()
        };
        let vt = self.ctx.intern_type(TypeData::RankedTensor {
            shape: vshape.into(),
            elem,
            encoding: None,
        });
        let values = self.literal_to_attr(&vlit, vt, values_loc, values_loc)?;
        self.verify_sparse(loc, ty, indices, &ishape, vt)?;
        Ok(self.ctx.intern_attr(AttrData::Sparse {
            ty,
            indices,
            values,
        }))
    }

    /// `SparseElementsAttr::verify`: shapes agree and indices are in bounds.
    fn verify_sparse(
        &self,
        loc: u32,
        ty: Type,
        indices: Attr,
        ishape: &[i64],
        vt: Type,
    ) -> DResult<()> {
        let shape = self
            .ctx
            .type_data(ty)
            .shape()
            .map(|s| s.to_vec())
            .unwrap_or_default();
        let vshape = self
            .ctx
            .type_data(vt)
            .shape()
            .map(|s| s.to_vec())
            .unwrap_or_default();
        let fmt = |s: &[i64]| {
            s.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let shape_error = || {
            err(
                loc,
                format!(
                    "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
                    fmt(&shape),
                    fmt(ishape),
                    fmt(&vshape)
                ),
            )
        };
        if vshape.len() != 1 {
            return err(loc, "expected 1-d tensor for sparse element values");
        }
        let rank = shape.len();
        if ishape.len() == 2 {
            if ishape[1] != rank as i64 {
                return shape_error();
            }
        } else if ishape.len() != 1 || rank != 1 {
            return shape_error();
        }
        if ishape[0] != vshape[0] {
            return shape_error();
        }
        let AttrData::DenseElements { splat, data, .. } = self.ctx.attr_data(indices) else {
            return Ok(());
        };
        let read = |i: usize| -> u64 {
            let mut b = [0u8; 8];
            if let Some(c) = data.get(i * 8..i * 8 + 8) {
                b.copy_from_slice(c);
            }
            u64::from_le_bytes(b)
        };
        let valid = |idx: &[u64]| {
            idx.len() == rank
                && idx
                    .iter()
                    .zip(&shape)
                    .all(|(&i, &d)| (i as i128) < d as i128)
        };
        let index_error = |n: usize, idx: &[u64]| {
            let shown = self.quoted_type(ty);
            let idx: Vec<String> = idx.iter().map(|i| i.to_string()).collect();
            err(
                loc,
                format!(
                    "sparse index #{n} is not contained within the value shape, with index=[{}], and type={shown}",
                    idx.join(", ")
                ),
            )
        };
        if *splat {
            let idx = vec![read(0); rank];
            if !valid(&idx) {
                return index_error(0, &idx);
            }
            return Ok(());
        }
        for n in 0..ishape[0].max(0) as usize {
            let idx: Vec<u64> = (0..rank).map(|k| read(n * rank + k)).collect();
            if !valid(&idx) {
                return index_error(n, &idx);
            }
        }
        Ok(())
    }

    fn empty_values(&mut self, vt: Type) -> Attr {
        let elem = self.ctx.type_data(vt).element_type().expect("shaped");
        let numeric = element_byte_width(self.ctx.type_data(elem), self.ctx);
        match numeric {
            Some(w) => self.make_dense(vt, Vec::new(), w),
            None => self.ctx.intern_attr(AttrData::DenseStrings {
                ty: vt,
                splat: false,
                values: Box::new([]),
            }),
        }
    }

    pub(crate) fn parse_dense_resource_attr(&mut self, ty: Option<Type>) -> DResult<Attr> {
        let loc = self.tok.start;
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'dense_resource'")?;
        let key = match self.tok.kind {
            TokenKind::BareIdent => self.spelling().to_vec(),
            TokenKind::String => self.string_value()?,
            _ => return self.error_here("expected identifier key for 'resource' entry"),
        };
        self.bump();
        self.expect(TokenKind::Greater, "expected '>'")?;
        let mut type_loc = loc;
        let ty = match ty {
            Some(t) => t,
            None => {
                type_loc = self.tok.start;
                self.expect(TokenKind::Colon, "expected ':'")?;
                self.parse_type()?
            }
        };
        if !self.ctx.type_data(ty).is_shaped() {
            return err(type_loc, "`dense_resource` expected a shaped type");
        }
        self.note_resource_use(&key);
        Ok(self.ctx.intern_attr(AttrData::DenseResource {
            ty,
            key: key.into(),
        }))
    }

    pub(crate) fn parse_dense_array_attr(&mut self) -> DResult<Attr> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'array'")?;
        let type_loc = self.tok.start;
        let elem = self.parse_type()?;
        let data = self.ctx.type_data(elem).clone();
        let (is_int, width) = match &data {
            TypeData::Integer { width, .. } => (true, *width),
            TypeData::Float(k) => (false, k.bit_width()),
            _ => {
                let shown = self.quoted_type(elem);
                return err(
                    type_loc,
                    format!("expected integer or float type, got: {shown}"),
                );
            }
        };
        if width != 1 && width % 8 != 0 {
            return err(type_loc, "element type bitwidth must be a multiple of 8");
        }
        let byte_width = (width as usize).div_ceil(8);
        let mut bytes = Vec::new();
        let mut len = 0u32;
        if !self.eat(TokenKind::Greater) {
            self.expect(TokenKind::Colon, "expected ':' after dense array type")?;
            loop {
                let negative = self.eat(TokenKind::Minus);
                let off = self.tok.start;
                if is_int {
                    let (w, sign) = apint_signedness(&data).expect("integer");
                    let value = if self.at_keyword("true") || self.at_keyword("false") {
                        if w != 1 {
                            return err(off, "expected i1 type for 'true' or 'false' values");
                        }
                        ApInt::from_u64(1, self.at_keyword("true") as u64)
                    } else if self.at(TokenKind::Integer) {
                        // MLIR reports a bad integer after reading it.
                        if w == 1 {
                            let at = self.after_token();
                            return err(at, "expected 'true' or 'false' values for i1 type");
                        }
                        let text = std::str::from_utf8(self.spelling()).unwrap_or("");
                        ApInt::parse_attr(text, negative, w, sign).map_err(|_| {
                            Box::new(crate::diag::Diagnostic::error(
                                self.after_token(),
                                "integer constant out of range",
                            ))
                        })?
                    } else {
                        return err(self.here(), "expected integer literal");
                    };
                    let le = value.to_le_bytes();
                    let mut v = vec![0u8; byte_width];
                    let n = le.len().min(byte_width);
                    v[..n].copy_from_slice(&le[..n]);
                    bytes.extend_from_slice(&v);
                } else {
                    let TypeData::Float(kind) = data else {
                        unreachable!()
                    };
                    let spelling = self.spelling();
                    let bits = match self.tok.kind {
                        TokenKind::Float => {
                            self.float_from_float_literal(kind, spelling, off, negative)?
                        }
                        TokenKind::Integer => {
                            self.float_from_int_literal(kind, spelling, off, negative)?
                        }
                        _ => return err(self.here(), "expected floating point literal"),
                    };
                    bytes.extend_from_slice(
                        &sigil_numeric::float_storage_bits(kind, bits).to_le_bytes()[..byte_width],
                    );
                }
                self.bump();
                len += 1;
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(
                TokenKind::Greater,
                "expected '>' to close an array attribute",
            )?;
        }
        Ok(self.ctx.intern_attr(AttrData::DenseArray {
            elem,
            len,
            data: bytes.into(),
        }))
    }
}

fn decode_hex(s: &[u8]) -> Option<Vec<u8>> {
    let h = s.strip_prefix(b"0x")?;
    if h.is_empty() || h.len() % 2 != 0 {
        return None;
    }
    h.chunks(2)
        .map(|p| {
            let hi = (p[0] as char).to_digit(16)?;
            let lo = (p[1] as char).to_digit(16)?;
            Some((hi * 16 + lo) as u8)
        })
        .collect()
}

/// Clears the bits above each element's width (as storing through an APInt
/// of that width does).
fn mask_elements(
    mut bytes: Vec<u8>,
    elem: &TypeData,
    width: usize,
    ctx: &crate::Context,
) -> Vec<u8> {
    let bits = match elem {
        TypeData::Integer { width, .. } => *width as usize,
        TypeData::Float(k) => k.bit_width() as usize,
        TypeData::Complex(e) => {
            let inner = ctx.type_data(*e).clone();
            let w = width / 2;
            let mut out = Vec::with_capacity(bytes.len());
            for half in bytes.chunks(w) {
                out.extend(mask_elements(half.to_vec(), &inner, w, ctx));
            }
            return out;
        }
        _ => return bytes,
    };
    if bits >= width * 8 || bits == 0 {
        return bytes;
    }
    for chunk in bytes.chunks_mut(width) {
        for (i, b) in chunk.iter_mut().enumerate() {
            let lo = i * 8;
            if lo >= bits {
                *b = 0;
            } else if bits - lo < 8 {
                *b &= (1u8 << (bits - lo)) - 1;
            }
        }
    }
    bytes
}
