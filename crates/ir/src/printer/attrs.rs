//! Printing of types, attributes and locations, exactly as MLIR's AsmPrinter.
//!
//! [`AttrPrinter`] writes into a byte buffer and consults an alias table (which
//! is empty when printing a lone type or attribute, e.g. in a diagnostic).

use hashbrown::HashMap;

use sigil_numeric::{format_float, ApInt};

use super::alias::{AliasKey, AliasTable};
use crate::attrs::{Attr, AttrData, Location};
use crate::context::Context;
use crate::types::{Signedness, Type, TypeData, DYNAMIC};

/// How much of an attribute's type to print.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Elision {
    Never,
    May,
    Must,
}

pub(crate) struct AttrPrinter<'a> {
    pub ctx: &'a Context,
    pub out: Vec<u8>,
    pub aliases: Option<&'a AliasTable>,
    /// Print-order numbers of `distinct` attributes.
    pub distinct_ids: HashMap<u32, u64>,
    /// Whether to print hex for large elements attributes (as MLIR does for >100 elements).
    pub hex_threshold: usize,
    /// `dense_resource` keys in the order they were first printed (the order
    /// MLIR lists the blobs in).
    pub resources_used: Vec<Box<[u8]>>,
}

pub(crate) fn write_u64(out: &mut Vec<u8>, v: u64) {
    out.extend_from_slice(itoa::Buffer::new().format(v).as_bytes());
}

pub(crate) fn write_i64(out: &mut Vec<u8>, v: i64) {
    out.extend_from_slice(itoa::Buffer::new().format(v).as_bytes());
}

/// `llvm::printEscapedString` between double quotes.
pub(crate) fn write_escaped(out: &mut Vec<u8>, s: &[u8]) {
    out.push(b'"');
    // Most strings need no escaping: copy them whole.
    if s.iter()
        .all(|&c| (0x20..0x7f).contains(&c) && c != b'"' && c != b'\\')
    {
        out.extend_from_slice(s);
        out.push(b'"');
        return;
    }
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for &c in s {
        if c == b'\\' {
            out.extend_from_slice(b"\\\\");
        } else if (0x20..0x7f).contains(&c) && c != b'"' {
            out.push(c);
        } else {
            out.push(b'\\');
            out.push(HEX[(c >> 4) as usize]);
            out.push(HEX[(c & 15) as usize]);
        }
    }
    out.push(b'"');
}

fn is_bare_identifier(s: &[u8]) -> bool {
    match s.first() {
        Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {}
        _ => return false,
    }
    s[1..]
        .iter()
        .all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

/// A bare identifier as is, anything else quoted and escaped.
pub(crate) fn write_keyword_or_string(out: &mut Vec<u8>, s: &[u8]) {
    if is_bare_identifier(s) {
        out.extend_from_slice(s);
    } else {
        write_escaped(out, s);
    }
}

pub(crate) fn dialect_symbol_is_simple(s: &[u8]) -> bool {
    match s.first() {
        Some(c) if c.is_ascii_alphabetic() => {}
        _ => return false,
    }
    let rest: &[u8] = {
        let n = s
            .iter()
            .take_while(|&&c| c.is_ascii_alphanumeric() || c == b'.' || c == b'_')
            .count();
        &s[n..]
    };
    rest.is_empty() || (rest[0] == b'<' && rest[rest.len() - 1] == b'>')
}

fn write_dialect_symbol(out: &mut Vec<u8>, sigil: u8, dialect: &str, data: &[u8]) {
    out.push(sigil);
    out.extend_from_slice(dialect.as_bytes());
    if dialect_symbol_is_simple(data) {
        out.push(b'.');
        out.extend_from_slice(data);
    } else {
        out.push(b'<');
        out.extend_from_slice(data);
        out.push(b'>');
    }
}

impl<'a> AttrPrinter<'a> {
    pub fn new(ctx: &'a Context, aliases: Option<&'a AliasTable>) -> Self {
        AttrPrinter {
            ctx,
            out: Vec::new(),
            aliases,
            distinct_ids: HashMap::new(),
            hex_threshold: 100,
            resources_used: Vec::new(),
        }
    }

    pub(crate) fn alias(&mut self, key: AliasKey) -> bool {
        if let Some(t) = self.aliases {
            if let Some(name) = t.name_of(key) {
                t.write_name(name, &mut self.out);
                return true;
            }
        }
        false
    }

    pub fn print_type(&mut self, ty: Type) {
        if self.alias(AliasKey::Type(ty)) {
            return;
        }
        self.print_type_impl(ty);
    }

    pub fn print_type_impl(&mut self, ty: Type) {
        let ctx = self.ctx;
        match ctx.type_data(ty) {
            TypeData::Integer { width, signedness } => {
                match signedness {
                    Signedness::Signed => self.out.push(b's'),
                    Signedness::Unsigned => self.out.push(b'u'),
                    Signedness::Signless => {}
                }
                self.out.push(b'i');
                write_u64(&mut self.out, *width as u64);
            }
            TypeData::Index => self.out.extend_from_slice(b"index"),
            TypeData::Float(k) => self.out.extend_from_slice(k.name().as_bytes()),
            TypeData::None => self.out.extend_from_slice(b"none"),
            TypeData::Complex(e) => {
                self.out.extend_from_slice(b"complex<");
                self.print_type(*e);
                self.out.push(b'>');
            }
            TypeData::Function { inputs, results } => {
                self.out.push(b'(');
                self.type_list(inputs);
                self.out.extend_from_slice(b") -> ");
                self.results(results);
            }
            TypeData::Tuple(elems) => {
                self.out.extend_from_slice(b"tuple<");
                self.type_list(elems);
                self.out.push(b'>');
            }
            TypeData::Vector {
                shape,
                scalable,
                elem,
            } => {
                self.out.extend_from_slice(b"vector<");
                for (i, &d) in shape.iter().enumerate() {
                    let s = scalable.get(i).copied().unwrap_or(false);
                    if s {
                        self.out.push(b'[');
                    }
                    write_i64(&mut self.out, d);
                    if s {
                        self.out.push(b']');
                    }
                    self.out.push(b'x');
                }
                self.print_type(*elem);
                self.out.push(b'>');
            }
            TypeData::RankedTensor {
                shape,
                elem,
                encoding,
            } => {
                self.out.extend_from_slice(b"tensor<");
                self.dims(shape);
                self.print_type(*elem);
                if let Some(e) = encoding {
                    self.out.extend_from_slice(b", ");
                    self.print_attr(*e, Elision::Never);
                }
                self.out.push(b'>');
            }
            TypeData::UnrankedTensor { elem } => {
                self.out.extend_from_slice(b"tensor<*x");
                self.print_type(*elem);
                self.out.push(b'>');
            }
            TypeData::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            } => {
                self.out.extend_from_slice(b"memref<");
                self.dims(shape);
                self.print_type(*elem);
                if let Some(l) = layout {
                    self.out.extend_from_slice(b", ");
                    self.print_attr(*l, Elision::May);
                }
                if let Some(m) = memory_space {
                    self.out.extend_from_slice(b", ");
                    self.print_attr(*m, Elision::May);
                }
                self.out.push(b'>');
            }
            TypeData::UnrankedMemRef { elem, memory_space } => {
                self.out.extend_from_slice(b"memref<*x");
                self.print_type(*elem);
                if let Some(m) = memory_space {
                    self.out.extend_from_slice(b", ");
                    self.print_attr(*m, Elision::May);
                }
                self.out.push(b'>');
            }
            TypeData::Opaque { dialect, data } => {
                write_dialect_symbol(&mut self.out, b'!', dialect, data)
            }
            TypeData::Dialect(d) => crate::dialects::api::print_dialect_type(self, d),
        }
    }

    fn dims(&mut self, shape: &[i64]) {
        for &d in shape {
            if d == DYNAMIC {
                self.out.push(b'?');
            } else {
                write_i64(&mut self.out, d);
            }
            self.out.push(b'x');
        }
    }

    pub fn type_list(&mut self, types: &[Type]) {
        for (i, &t) in types.iter().enumerate() {
            if i > 0 {
                self.out.extend_from_slice(b", ");
            }
            self.print_type(t);
        }
    }

    /// Result types of a function type: one non-function type bare, else in parentheses.
    pub fn results(&mut self, results: &[Type]) {
        if results.len() == 1
            && !matches!(self.ctx.type_data(results[0]), TypeData::Function { .. })
        {
            self.print_type(results[0]);
        } else {
            self.out.push(b'(');
            self.type_list(results);
            self.out.push(b')');
        }
    }

    pub fn print_attr(&mut self, attr: Attr, elision: Elision) {
        if self.alias(AliasKey::Attr(attr)) {
            return;
        }
        self.print_attr_impl(attr, elision);
    }

    pub fn print_attr_impl(&mut self, attr: Attr, elision: Elision) {
        let ctx = self.ctx;
        let typed: Option<Type> = match ctx.attr_data(attr) {
            AttrData::Unit => {
                self.out.extend_from_slice(b"unit");
                return;
            }
            AttrData::Integer { ty, value } => {
                let td = ctx.type_data(*ty);
                if matches!(
                    td,
                    TypeData::Integer {
                        width: 1,
                        signedness: Signedness::Signless
                    }
                ) {
                    self.out
                        .extend_from_slice(if value.is_zero() { b"false" } else { b"true" });
                    return;
                }
                let unsigned = matches!(
                    td,
                    TypeData::Integer {
                        signedness: Signedness::Unsigned,
                        ..
                    }
                );
                self.write_apint(value, !unsigned);
                if elision == Elision::May
                    && matches!(
                        td,
                        TypeData::Integer {
                            width: 64,
                            signedness: Signedness::Signless
                        }
                    )
                {
                    return;
                }
                Some(*ty)
            }
            AttrData::Float { ty, bits } => {
                let TypeData::Float(k) = ctx.type_data(*ty) else {
                    unreachable!("float attribute of non-float type")
                };
                let mut s = String::new();
                format_float(*k, *bits, &mut s);
                self.out.extend_from_slice(s.as_bytes());
                // MLIR elides `: f64` only after a decimal form: a hex form
                // without its type would read back as an integer.
                if elision == Elision::May
                    && *k == sigil_numeric::FloatKind::F64
                    && !s.starts_with("0x")
                {
                    return;
                }
                Some(*ty)
            }
            AttrData::String { value, ty } => {
                write_escaped(&mut self.out, value);
                *ty
            }
            AttrData::Type(t) => {
                self.print_type(*t);
                None
            }
            AttrData::Array(elems) => {
                self.out.push(b'[');
                for (i, &e) in elems.iter().enumerate() {
                    if i > 0 {
                        self.out.extend_from_slice(b", ");
                    }
                    self.print_attr(e, Elision::May);
                }
                self.out.push(b']');
                None
            }
            AttrData::Dict(entries) => {
                self.out.push(b'{');
                for (i, e) in entries.iter().enumerate() {
                    if i > 0 {
                        self.out.extend_from_slice(b", ");
                    }
                    self.named_attr(e.name, e.value);
                }
                self.out.push(b'}');
                None
            }
            AttrData::SymbolRef { root, nested } => {
                self.symbol_ref(*root);
                for &n in nested.iter() {
                    self.out.extend_from_slice(b"::");
                    self.symbol_ref(n);
                }
                None
            }
            AttrData::AffineMap(m) => {
                let mut s = String::from("affine_map<");
                sigil_affine::write_affine_map(m, &mut s);
                s.push('>');
                self.out.extend_from_slice(s.as_bytes());
                return;
            }
            AttrData::IntegerSet(m) => {
                let mut s = String::from("affine_set<");
                sigil_affine::write_integer_set(m, &mut s);
                s.push('>');
                self.out.extend_from_slice(s.as_bytes());
                return;
            }
            AttrData::DenseArray { elem, len, data } => {
                self.out.extend_from_slice(b"array<");
                self.print_type(*elem);
                if *len > 0 {
                    self.out.extend_from_slice(b": ");
                    self.dense_array_elems(*elem, *len, data);
                }
                self.out.push(b'>');
                return;
            }
            AttrData::DenseElements { ty, splat, data } => {
                self.out.extend_from_slice(b"dense<");
                self.dense_elements(*ty, *splat, data, true);
                self.out.push(b'>');
                Some(*ty)
            }
            AttrData::DenseStrings { ty, splat, values } => {
                self.out.extend_from_slice(b"dense<");
                let shape = ctx
                    .type_data(*ty)
                    .shape()
                    .map(|s| s.to_vec())
                    .unwrap_or_default();
                let values = values.clone();
                self.nested_elements(*splat, &shape, values.len(), &mut |p, i| {
                    write_escaped(&mut p.out, &values[i])
                });
                self.out.push(b'>');
                Some(*ty)
            }
            AttrData::DenseResource { ty, key } => {
                self.out.extend_from_slice(b"dense_resource<");
                self.out.extend_from_slice(key);
                if !self.resources_used.iter().any(|k| k[..] == key[..]) {
                    self.resources_used.push(key.clone());
                }
                self.out.push(b'>');
                Some(*ty)
            }
            AttrData::Sparse {
                ty,
                indices,
                values,
            } => {
                self.out.extend_from_slice(b"sparse<");
                if let AttrData::DenseElements {
                    ty: ity,
                    splat,
                    data,
                } = ctx.attr_data(*indices)
                {
                    let n = ctx.type_data(*ity).num_elements().unwrap_or(0);
                    if n != 0 {
                        self.dense_elements(*ity, *splat, data, false);
                        self.out.extend_from_slice(b", ");
                        match ctx.attr_data(*values) {
                            AttrData::DenseElements {
                                ty: vty,
                                splat,
                                data,
                            } => self.dense_elements(*vty, *splat, data, true),
                            AttrData::DenseStrings {
                                ty: vty,
                                splat,
                                values,
                            } => {
                                let shape = ctx
                                    .type_data(*vty)
                                    .shape()
                                    .map(|s| s.to_vec())
                                    .unwrap_or_default();
                                let values = values.clone();
                                self.nested_elements(*splat, &shape, values.len(), &mut |p, i| {
                                    write_escaped(&mut p.out, &values[i])
                                });
                            }
                            _ => {}
                        }
                    }
                }
                self.out.push(b'>');
                Some(*ty)
            }
            AttrData::Distinct { id, referenced } => {
                let next = self.distinct_ids.len() as u64;
                let n = *self.distinct_ids.entry(*id).or_insert(next);
                self.out.extend_from_slice(b"distinct[");
                write_u64(&mut self.out, n);
                self.out.extend_from_slice(b"]<");
                if !matches!(ctx.attr_data(*referenced), AttrData::Unit) {
                    self.print_attr(*referenced, Elision::Never);
                }
                self.out.push(b'>');
                return;
            }
            AttrData::Strided { strides, offset } => {
                self.out.extend_from_slice(b"strided<[");
                for (i, &s) in strides.iter().enumerate() {
                    if i > 0 {
                        self.out.extend_from_slice(b", ");
                    }
                    self.int_or_question(s);
                }
                self.out.push(b']');
                if *offset != 0 {
                    self.out.extend_from_slice(b", offset: ");
                    self.int_or_question(*offset);
                }
                self.out.push(b'>');
                return;
            }
            AttrData::Opaque(o) => {
                write_dialect_symbol(&mut self.out, b'#', &o.dialect, &o.data);
                o.ty
            }
            AttrData::Dialect(d) => {
                crate::dialects::api::print_dialect_attr(self, d);
                d.ty
            }
            AttrData::Loc(_) => {
                self.print_location(attr, false);
                return;
            }
        };
        if elision != Elision::Must {
            if let Some(t) = typed {
                if !matches!(ctx.type_data(t), TypeData::None) {
                    self.out.extend_from_slice(b" : ");
                    self.print_type(t);
                }
            }
        }
    }

    fn int_or_question(&mut self, v: i64) {
        if v == DYNAMIC {
            self.out.push(b'?');
        } else {
            write_i64(&mut self.out, v);
        }
    }

    pub(crate) fn symbol_ref(&mut self, name: Attr) {
        let s = self.ctx.str_bytes(name);
        if s.is_empty() {
            self.out.extend_from_slice(b"@<<INVALID EMPTY SYMBOL>>");
            return;
        }
        self.out.push(b'@');
        write_keyword_or_string(&mut self.out, s);
    }

    pub fn named_attr(&mut self, name: Attr, value: Attr) {
        write_keyword_or_string(&mut self.out, self.ctx.str_bytes(name));
        if matches!(self.ctx.attr_data(value), AttrData::Unit) {
            return;
        }
        self.out.extend_from_slice(b" = ");
        self.print_attr(value, Elision::Never);
    }

    fn write_apint(&mut self, v: &ApInt, signed: bool) {
        // Fast path for the common case of values that fit 64 bits.
        if signed {
            if let Some(i) = v.to_i64() {
                write_i64(&mut self.out, i);
                return;
            }
        } else if let Some(u) = v.to_u64() {
            write_u64(&mut self.out, u);
            return;
        }
        let mut s = String::new();
        if signed {
            v.write_signed(&mut s);
        } else {
            v.write_unsigned(&mut s);
        }
        self.out.extend_from_slice(s.as_bytes());
    }

    /// `loc(...)` (`top` is false for nested locations, which may use aliases).
    pub fn print_location(&mut self, loc: Attr, allow_alias: bool) {
        self.out.extend_from_slice(b"loc(");
        if !(allow_alias && self.alias(AliasKey::Attr(loc))) {
            self.location_inner(loc, true);
        }
        self.out.push(b')');
    }

    fn location_inner(&mut self, loc: Attr, top: bool) {
        if !top && self.alias(AliasKey::Attr(loc)) {
            return;
        }
        let ctx = self.ctx;
        let AttrData::Loc(l) = ctx.attr_data(loc) else {
            self.print_attr(loc, Elision::Never);
            return;
        };
        match l {
            Location::Unknown => self.out.extend_from_slice(b"unknown"),
            Location::FileLineCol {
                file,
                line,
                col,
                end_line,
                end_col,
            } => {
                write_escaped(&mut self.out, ctx.str_bytes(*file));
                self.out.push(b':');
                write_u64(&mut self.out, *line as u64);
                self.out.push(b':');
                write_u64(&mut self.out, *col as u64);
                if end_line != line || end_col != col {
                    self.out.extend_from_slice(b" to ");
                    if end_line != line {
                        write_u64(&mut self.out, *end_line as u64);
                    }
                    self.out.push(b':');
                    write_u64(&mut self.out, *end_col as u64);
                }
            }
            Location::Name { name, child } => {
                write_escaped(&mut self.out, ctx.str_bytes(*name));
                if *child != ctx.unknown_loc() {
                    self.out.push(b'(');
                    self.location_inner(*child, false);
                    self.out.push(b')');
                }
            }
            Location::CallSite { callee, caller } => {
                self.out.extend_from_slice(b"callsite(");
                self.location_inner(*callee, false);
                self.out.extend_from_slice(b" at ");
                self.location_inner(*caller, false);
                self.out.push(b')');
            }
            Location::Fused { metadata, locs } => {
                self.out.extend_from_slice(b"fused");
                if let Some(m) = metadata {
                    self.out.push(b'<');
                    self.print_attr(*m, Elision::Never);
                    self.out.push(b'>');
                }
                self.out.push(b'[');
                for (i, &l) in locs.iter().enumerate() {
                    if i > 0 {
                        self.out.extend_from_slice(b", ");
                    }
                    self.location_inner(l, false);
                }
                self.out.push(b']');
            }
        }
    }

    pub(crate) fn dense_array_elems(&mut self, elem: Type, len: u32, data: &[u8]) {
        let td = self.ctx.type_data(elem).clone();
        let width = match &td {
            TypeData::Integer { width, .. } => (*width as usize).div_ceil(8),
            TypeData::Float(k) => (k.bit_width() as usize).div_ceil(8),
            _ => return,
        };
        for i in 0..len as usize {
            if i > 0 {
                self.out.extend_from_slice(b", ");
            }
            let chunk = &data[i * width..(i + 1) * width];
            self.scalar(&td, chunk);
        }
    }

    /// One integer or float element from its little-endian bytes.
    fn scalar(&mut self, td: &TypeData, bytes: &[u8]) {
        match td {
            TypeData::Integer { width, signedness } => {
                if *width == 1 {
                    self.out
                        .extend_from_slice(if bytes[0] & 1 != 0 { b"true" } else { b"false" });
                    return;
                }
                if let Ok(v) = ApInt::from_le_bytes(*width, bytes) {
                    self.write_apint(&v, *signedness != Signedness::Unsigned);
                }
            }
            TypeData::Index => {
                if let Ok(v) = ApInt::from_le_bytes(64, bytes) {
                    self.write_apint(&v, true);
                }
            }
            TypeData::Float(k) => {
                let mut b = [0u8; 16];
                b[..bytes.len()].copy_from_slice(bytes);
                let mut s = String::new();
                format_float(*k, u128::from_le_bytes(b), &mut s);
                self.out.extend_from_slice(s.as_bytes());
            }
            _ => {}
        }
    }

    /// The body of `dense<...>` for numeric elements.
    fn dense_elements(&mut self, ty: Type, splat: bool, data: &[u8], allow_hex: bool) {
        let ctx = self.ctx;
        let td = ctx.type_data(ty);
        let shape = td.shape().map(|s| s.to_vec()).unwrap_or_default();
        let n = td.num_elements().unwrap_or(0) as usize;
        let elem = td.element_type().expect("shaped type");
        let ed = ctx.type_data(elem).clone();
        if !splat && allow_hex && n > self.hex_threshold {
            self.hex_data(&ed, data, n);
            return;
        }
        match &ed {
            TypeData::Complex(inner) => {
                let id = ctx.type_data(*inner).clone();
                let w = crate::types::storage_bytes(&id, ctx).unwrap_or(1);
                self.nested_elements(splat, &shape, n, &mut |p, i| {
                    let base = i * 2 * w;
                    p.out.push(b'(');
                    p.scalar(&id, &data[base..base + w]);
                    p.out.push(b',');
                    p.scalar(&id, &data[base + w..base + 2 * w]);
                    p.out.push(b')');
                });
            }
            _ => {
                let w = crate::types::storage_bytes(&ed, ctx).unwrap_or(1);
                self.nested_elements(splat, &shape, n, &mut |p, i| {
                    p.scalar(&ed, &data[i * w..(i + 1) * w])
                });
            }
        }
    }

    fn hex_data(&mut self, ed: &TypeData, data: &[u8], n: usize) {
        let mut raw: Vec<u8>;
        let bytes: &[u8] = if matches!(ed, TypeData::Integer { width: 1, .. }) {
            raw = vec![0u8; n.div_ceil(8)];
            for (i, &b) in data.iter().enumerate().take(n) {
                if b & 1 != 0 {
                    raw[i / 8] |= 1 << (i % 8);
                }
            }
            &raw
        } else {
            raw = Vec::new();
            let _ = &raw;
            data
        };
        const HEX: &[u8; 16] = b"0123456789ABCDEF";
        self.out.extend_from_slice(b"\"0x");
        for &b in bytes {
            self.out.push(HEX[(b >> 4) as usize]);
            self.out.push(HEX[(b & 15) as usize]);
        }
        self.out.push(b'"');
    }

    /// MLIR's nested-bracket element printer (`printDenseElementsAttrImpl`).
    fn nested_elements(
        &mut self,
        splat: bool,
        shape: &[i64],
        n: usize,
        elem: &mut dyn FnMut(&mut Self, usize),
    ) {
        if splat {
            elem(self, 0);
            return;
        }
        if n == 0 {
            return;
        }
        let rank = shape.len();
        let mut counter = vec![0i64; rank];
        let mut open = 0usize;
        for idx in 0..n {
            if idx != 0 {
                self.out.extend_from_slice(b", ");
            }
            while open < rank {
                self.out.push(b'[');
                open += 1;
            }
            elem(self, idx);
            if rank > 0 {
                counter[rank - 1] += 1;
                let mut i = rank - 1;
                while i > 0 {
                    if counter[i] >= shape[i] {
                        counter[i] = 0;
                        counter[i - 1] += 1;
                        open -= 1;
                        self.out.push(b']');
                    }
                    i -= 1;
                }
            }
        }
        while open > 0 {
            self.out.push(b']');
            open -= 1;
        }
    }
}
