//! Dialect attributes and types defined by table: what a dialect (in this
//! crate or outside it) gives to have `#dialect.mnemonic<...>` and
//! `!dialect.mnemonic<...>` parsed into parameters, printed and aliased,
//! and the parser and printer it gets to do so.
//!
//! An attribute is stored as [`DialectAttr`] (a type as [`DialectType`]):
//! its [`AttrDef`] ([`TypeDef`]) and a list of [`Param`]s (integers,
//! strings, types, attributes), never as text to be parsed again. Nested types and attributes are handles, so the alias
//! pass, handle maps (module merging, cloning across contexts) and the
//! printer reach them without knowing the dialect. [`DialectParser`] and
//! [`DialectPrinter`] are narrow views of sigil's parser and printer with
//! MLIR's `DialectAsmParser`/`DialectAsmPrinter` vocabulary: errors land
//! where MLIR puts them, and printing goes through the alias table.
//!
//! Enum attributes (MLIR's `EnumAttr`: `#arith.fastmath<nnan,ninf>`,
//! `#linalg.type_fn<cast_signed>`) need no code of their own: an
//! [`EnumCases`] table and [`enum_attr_def!`](crate::enum_attr_def) give
//! their `AttrDef`, kept as one [`Param::Int`] (the case, or the flags of a
//! bit enum), parsed and printed as MLIR's generated code does.

use crate::attrs::{Attr, AttrData, DialectAttr, Param};
use crate::context::Context;
use crate::diag::{err, DResult};
use crate::lexer::TokenKind;
use crate::parser::Parser;
use crate::printer::attrs::{AttrPrinter, Elision};
use crate::types::{DialectType, Type, TypeData, DYNAMIC};

/// Parses an attribute's parameters; the parser is just after the
/// mnemonic (at its `<`, if it has a body).
pub type AttrParseFn = fn(&mut DialectParser<'_, '_>) -> DResult<Vec<Param>>;
/// Prints an attribute's parameters after its mnemonic (`<...>`).
pub type AttrPrintFn = fn(&mut DialectPrinter<'_, '_>, &[Param]);
/// The alias name an attribute prints through (`composite_of_8b`), if any:
/// MLIR's `OpAsmDialectInterface::getAlias` returning an overridable alias.
pub type AttrAliasFn = fn(&[Param]) -> Option<String>;

/// One attribute of a dialect: `#dialect.mnemonic<params>`.
pub struct AttrDef {
    pub dialect: &'static str,
    pub mnemonic: &'static str,
    /// Whether the attribute has a type (`TypedAttr`), taken from the
    /// trailing `: type` and printed after it. An untyped attribute reads
    /// a trailing type and drops it, as MLIR does.
    pub typed: bool,
    pub parse: AttrParseFn,
    pub print: AttrPrintFn,
    pub alias: Option<AttrAliasFn>,
}

impl std::fmt::Debug for AttrDef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "#{}.{}", self.dialect, self.mnemonic)
    }
}

impl AttrDef {
    /// The attribute with these parameters, interned.
    pub fn build(&'static self, ctx: &mut Context, params: Vec<Param>, ty: Option<Type>) -> Attr {
        ctx.intern_attr(AttrData::Dialect(Box::new(DialectAttr {
            def: self,
            params: params.into_boxed_slice(),
            ty: ty.filter(|_| self.typed),
        })))
    }

    /// The attribute of this definition with the one parameter `value` (an
    /// enum attribute's case or flags).
    pub fn build_int(&'static self, ctx: &mut Context, value: i64) -> Attr {
        self.build(ctx, vec![Param::Int(value)], None)
    }

    /// The integer parameter of `a` if `a` is of this definition with one
    /// (an enum attribute's case or flags).
    pub fn int_param(&'static self, ctx: &Context, a: Attr) -> Option<i64> {
        match ctx.attr_data(a) {
            AttrData::Dialect(d) if std::ptr::eq(d.def, self) => match *d.params {
                [Param::Int(v)] => Some(v),
                _ => None,
            },
            _ => None,
        }
    }
}

/// The cases of an enum attribute: a plain enum (`I32EnumAttr`, kept as
/// the index of its case) or a bit enum (`I32BitEnumAttr`, kept as a mask
/// whose bit `i` is case `i`).
pub struct EnumCases {
    /// MLIR's message for a word that is no case, when it is not the
    /// generated `"expected <enum> to be one of: ..."` (LLVM's enums with a
    /// hand-written field parser: `"expected one of [...] for <what>"`); the
    /// word follows after ", got: ".
    pub message: Option<&'static str>,
    /// The enum's C++ name in MLIR's messages (`::mlir::arith::FastMathFlags`).
    pub cpp_name: &'static str,
    /// The cases in value order (for a bit enum, the single-bit flags).
    pub cases: &'static [&'static str],
    /// How a bit enum spells its flags; `None` for a plain enum.
    pub bits: Option<BitFlags>,
}

/// The spelling of a bit enum's flags.
pub struct BitFlags {
    /// The case of no flag (`none`).
    pub none: &'static str,
    /// The case of every flag (`fast`), if the enum has one.
    pub all: Option<&'static str>,
    /// What goes between flags in print (`","`, `", "`); they are read
    /// separated by commas.
    pub sep: &'static str,
}

impl EnumCases {
    /// A plain enum with MLIR's generated message.
    pub const fn plain(cpp_name: &'static str, cases: &'static [&'static str]) -> EnumCases {
        EnumCases {
            message: None,
            cpp_name,
            cases,
            bits: None,
        }
    }

    fn all_bits(&self) -> i64 {
        (1 << self.cases.len()) - 1
    }

    /// The value of one keyword or string, as MLIR's `symbolizeEnum`: a
    /// plain case; for a bit enum, its none case alone or flags (and the
    /// every-flag case) separated by commas.
    pub fn value_of(&self, word: &str) -> Option<i64> {
        let case = |w: &str| self.cases.iter().position(|c| *c == w).map(|i| i as i64);
        let Some(bits) = &self.bits else {
            return case(word);
        };
        if word == bits.none {
            return Some(0);
        }
        word.split(',').map(str::trim).try_fold(0, |acc, w| {
            let v = match case(w) {
                Some(i) => 1 << i,
                None if Some(w) == bits.all => self.all_bits(),
                None => return None,
            };
            Some(acc | v)
        })
    }

    /// The case name of a plain enum's value.
    pub fn name(&self, value: i64) -> Option<&'static str> {
        usize::try_from(value)
            .ok()
            .and_then(|i| self.cases.get(i).copied())
    }

    /// Writes `value` as MLIR's `stringifyEnum` does: the case of a plain
    /// enum; a bit enum's none case, its every-flag case, or its flags in
    /// case order. A value that is no case writes as its number.
    pub fn write(&self, value: i64, out: &mut dyn FnMut(&str)) {
        let Some(bits) = &self.bits else {
            return match self.name(value) {
                Some(n) => out(n),
                None => out(&value.to_string()),
            };
        };
        if value == 0 {
            return out(bits.none);
        }
        if let Some(all) = bits.all.filter(|_| value == self.all_bits()) {
            return out(all);
        }
        let set = (0..self.cases.len()).filter(|i| value & (1 << i) != 0);
        for (n, i) in set.enumerate() {
            if n > 0 {
                out(bits.sep);
            }
            out(self.cases[i]);
        }
    }

    /// The message for `word`, which is no case: every case in MLIR's order.
    fn expected(&self, word: &str) -> String {
        if let Some(m) = self.message {
            return format!("{m}, got: {word}");
        }
        let mut names: Vec<&str> = Vec::with_capacity(self.cases.len() + 2);
        if let Some(b) = &self.bits {
            names.push(b.none);
        }
        names.extend(self.cases);
        names.extend(self.bits.as_ref().and_then(|b| b.all));
        format!(
            "expected {} to be one of: {}",
            self.cpp_name,
            names.join(", ")
        )
    }

    /// Reads the value between the brackets: one case, or a bit enum's
    /// comma-separated flags. A word that is no case is reported where the
    /// value starts, as MLIR's generated parser does.
    pub fn parse_value(&self, p: &mut DialectParser<'_, '_>) -> DResult<i64> {
        let at = p.offset();
        let mut value = 0;
        loop {
            let word = p.parse_keyword_or_string()?;
            match self.value_of(&word) {
                Some(v) => value |= v,
                None => return p.error_at(at, self.expected(&word)),
            }
            if self.bits.is_none() || !p.eat(",") {
                return Ok(value);
            }
        }
    }
}

/// Parses an enum attribute's body `<value>` (see [`enum_attr_def!`](crate::enum_attr_def)).
pub fn parse_enum(p: &mut DialectParser<'_, '_>, cases: &EnumCases) -> DResult<Vec<Param>> {
    p.expect("<")?;
    let value = cases.parse_value(p)?;
    p.expect(">")?;
    Ok(vec![Param::Int(value)])
}

/// Prints an enum attribute's body `<value>`.
pub fn print_enum(p: &mut DialectPrinter<'_, '_>, cases: &EnumCases, params: &[Param]) {
    let [Param::Int(value)] = params else {
        return p.write("<invalid parameters>");
    };
    p.write("<");
    cases.write(*value, &mut |s| p.write(s));
    p.write(">");
}

/// The [`AttrDef`] of the enum attribute `#dialect.mnemonic<value>` whose
/// cases are `cases` (an [`EnumCases`] constant or static):
/// `enum_attr_def!("arith", "fastmath", FASTMATH_CASES)`.
#[macro_export]
macro_rules! enum_attr_def {
    ($dialect:expr, $mnemonic:expr, $cases:expr) => {
        $crate::dialects::AttrDef {
            dialect: $dialect,
            mnemonic: $mnemonic,
            typed: false,
            parse: |p| $crate::dialects::api::parse_enum(p, &$cases),
            print: |p, params| $crate::dialects::api::print_enum(p, &$cases, params),
            alias: None,
        }
    };
}

/// Parses a type's parameters; the parser is just after the mnemonic.
pub type TypeParseFn = fn(&mut DialectParser<'_, '_>) -> DResult<Vec<Param>>;
/// Prints a type's parameters after its mnemonic.
pub type TypePrintFn = fn(&mut DialectPrinter<'_, '_>, &[Param]);

/// One type of a dialect: `!dialect.mnemonic<params>`.
pub struct TypeDef {
    pub dialect: &'static str,
    pub mnemonic: &'static str,
    pub parse: TypeParseFn,
    pub print: TypePrintFn,
}

impl std::fmt::Debug for TypeDef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "!{}.{}", self.dialect, self.mnemonic)
    }
}

impl TypeDef {
    /// The type with these parameters, interned.
    pub fn build(&'static self, ctx: &mut Context, params: Vec<Param>) -> Type {
        ctx.intern_type(TypeData::Dialect(Box::new(DialectType {
            def: self,
            params: params.into_boxed_slice(),
        })))
    }
}

/// The parser as a dialect attribute's or type's parse function sees it:
/// the tokens of the symbol's body, which ends at `end` (what lies beyond
/// reads as the end of input, as in MLIR's nested parser).
pub struct DialectParser<'p, 'a> {
    pub(crate) p: &'p mut Parser<'a>,
    pub(crate) end: u32,
    /// The type an attribute gives itself (see [`DialectParser::set_self_type`]).
    pub(crate) self_type: Option<Type>,
}

/// Punctuation by spelling, for [`DialectParser::expect`] and friends.
fn punct(s: &str) -> TokenKind {
    match s {
        "<" => TokenKind::Less,
        ">" => TokenKind::Greater,
        "," => TokenKind::Comma,
        "[" => TokenKind::LSquare,
        "]" => TokenKind::RSquare,
        "(" => TokenKind::LParen,
        ")" => TokenKind::RParen,
        "{" => TokenKind::LBrace,
        "}" => TokenKind::RBrace,
        "=" => TokenKind::Equal,
        ":" => TokenKind::Colon,
        "?" => TokenKind::Question,
        "*" => TokenKind::Star,
        "->" => TokenKind::Arrow,
        "|" => TokenKind::Vertical,
        "+" => TokenKind::Plus,
        "-" => TokenKind::Minus,
        _ => panic!("not punctuation: {s:?}"),
    }
}

impl<'a> DialectParser<'_, 'a> {
    pub fn ctx(&mut self) -> &mut Context {
        self.p.ctx
    }

    /// Where the current token starts (MLIR's `getCurrentLocation`).
    pub fn offset(&self) -> u32 {
        self.p.here()
    }

    /// An error at the current token.
    pub fn error_here<T>(&self, msg: impl Into<String>) -> DResult<T> {
        self.error_at(self.p.here(), msg)
    }

    /// An error at a byte offset of the buffer (from [`Self::offset`]).
    /// Parsing an attribute inside an op's custom form, it names the op
    /// as MLIR's `emitError` does there.
    pub fn error_at<T>(&self, offset: u32, msg: impl Into<String>) -> DResult<T> {
        match self.p.custom_op {
            Some(def) => err(offset, format!("custom op '{}' {}", def.name, msg.into())),
            None => err(offset, msg),
        }
    }

    /// Whether the body goes on (the current token is inside it).
    fn inside(&self) -> bool {
        self.p.tok.start < self.end
    }

    /// Whether the current token is the punctuation `s` (`"<"`, `","`, ...).
    pub fn at(&self, s: &str) -> bool {
        self.inside() && self.p.at(punct(s))
    }

    /// Consumes the punctuation `s` if it is next.
    pub fn eat(&mut self, s: &str) -> bool {
        self.inside() && self.p.eat(punct(s))
    }

    /// Consumes the punctuation `s` or fails with MLIR's "expected 's'",
    /// placed just after the previous token when the next one is on a
    /// later line.
    pub fn expect(&mut self, s: &str) -> DResult<()> {
        if !self.inside() {
            return self.p.error_here(format!("expected '{s}'"));
        }
        if self.p.eat(punct(s)) {
            return Ok(());
        }
        self.p.error_here(format!("expected '{s}'"))
    }

    /// Consumes the keyword `kw` if it is next.
    pub fn eat_keyword(&mut self, kw: &str) -> bool {
        self.p.eat_keyword(kw)
    }

    /// A bare identifier, or "expected valid keyword" at the current
    /// token (MLIR's `parseKeyword`, an `emitError`: it names the op in a
    /// custom form).
    pub fn parse_keyword(&mut self) -> DResult<String> {
        match self.parse_optional_keyword() {
            Some(s) => Ok(s),
            None => self.error_here("expected valid keyword"),
        }
    }

    /// A bare identifier if one is next (MLIR's `parseOptionalKeyword`).
    pub fn parse_optional_keyword(&mut self) -> Option<String> {
        if !(self.inside() && self.p.at(TokenKind::BareIdent)) {
            return None;
        }
        let s = String::from_utf8_lossy(self.p.spelling()).into_owned();
        self.p.bump();
        Some(s)
    }

    /// A 64-bit integer if one is next, as MLIR's `parseOptionalInteger`
    /// into an `int64_t` (`signed`) or a `uint64_t` reads it: `true` and
    /// `false` are -1 and 0 (a one-bit value sign-extended); a minus sign
    /// must be followed by an integer literal ("expected integer value"
    /// where it is missing); a value out of range, -2^63..2^63-1 for
    /// `int64_t` and -(2^63-1)..2^64-1 for `uint64_t` (a negative value
    /// wraps), is "integer value too large" where the literal starts. The
    /// value comes back as its 64 bits.
    pub fn parse_optional_integer(&mut self, signed: bool) -> Option<DResult<i64>> {
        if !self.inside() {
            return None;
        }
        if self.p.eat_keyword("true") {
            return Some(Ok(-1));
        }
        if self.p.eat_keyword("false") {
            return Some(Ok(0));
        }
        if !(self.p.at(TokenKind::Integer) || self.p.at(TokenKind::Minus)) {
            return None;
        }
        let at = self.p.here();
        let negative = self.p.eat(TokenKind::Minus);
        if !(self.inside() && self.p.at(TokenKind::Integer)) {
            return Some(self.p.error_here("expected integer value"));
        }
        let text = std::str::from_utf8(self.p.spelling()).unwrap_or("");
        let magnitude = match text.strip_prefix("0x") {
            Some(hex) => u128::from_str_radix(hex, 16).ok(),
            None => text.parse::<u128>().ok(),
        };
        let limit = match (signed, negative) {
            (true, false) | (false, true) => i64::MAX as u128,
            (true, true) => 1 << 63,
            (false, false) => u64::MAX as u128,
        };
        match magnitude.filter(|&m| m <= limit) {
            Some(m) => {
                self.p.bump();
                let bits = if negative {
                    (m as u64).wrapping_neg()
                } else {
                    m as u64
                };
                Some(Ok(bits as i64))
            }
            None => Some(self.error_at(at, "integer value too large")),
        }
    }

    /// A 64-bit integer, or "expected integer value" at the current token
    /// (MLIR's `parseInteger`; see [`Self::parse_optional_integer`]).
    pub fn parse_integer_of(&mut self, signed: bool) -> DResult<i64> {
        match self.parse_optional_integer(signed) {
            Some(r) => r,
            None => self.error_here("expected integer value"),
        }
    }

    /// A bare identifier or a string literal's contents, or "expected
    /// valid keyword or string" (MLIR's `parseKeywordOrString`).
    pub fn parse_keyword_or_string(&mut self) -> DResult<String> {
        if self.inside() && self.p.at(TokenKind::BareIdent) {
            let s = String::from_utf8_lossy(self.p.spelling()).into_owned();
            self.p.bump();
            return Ok(s);
        }
        if self.inside() && self.p.at(TokenKind::String) {
            let v = self.p.string_value()?;
            self.p.bump();
            return Ok(String::from_utf8(v).unwrap_or_default());
        }
        if self.p.tok.kind == TokenKind::Error {
            return self.p.error_here("");
        }
        self.error_here("expected valid keyword or string")
    }

    /// A signed 64-bit integer (`-1`, `0x10`).
    pub fn parse_integer(&mut self) -> DResult<i64> {
        super::indexing::parse_i64(self.p)
    }

    /// A string literal's contents, escapes decoded.
    pub fn parse_string(&mut self) -> DResult<Vec<u8>> {
        if !self.p.at(TokenKind::String) {
            return self.p.error_here("expected string");
        }
        let v = self.p.string_value()?;
        self.p.bump();
        Ok(v)
    }

    pub fn parse_type(&mut self) -> DResult<Type> {
        self.p.parse_type()
    }

    /// Whether a type starts here, as MLIR's `parseOptionalType` sees one:
    /// `(`, a `!` identifier or a builtin type keyword.
    pub fn at_type(&self) -> bool {
        self.inside()
            && (self.p.at(TokenKind::LParen)
                || self.p.at(TokenKind::BangIdent)
                || (self.p.at(TokenKind::BareIdent)
                    && crate::parser::types::is_type_keyword(self.p.spelling())))
    }

    /// Whether a string literal is next.
    pub fn at_string(&self) -> bool {
        self.inside() && self.p.at(TokenKind::String)
    }

    /// Consumes `...` if it is next.
    pub fn eat_ellipsis(&mut self) -> bool {
        self.inside() && self.p.eat(TokenKind::Ellipsis)
    }

    /// Runs `f` one nesting level deeper: a body nested past the parser's
    /// limit is a clean error, not a stack overflow.
    pub fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> DResult<T>) -> DResult<T> {
        self.p.enter()?;
        let r = f(self);
        self.p.leave();
        r
    }

    /// Gives the attribute being parsed its type, whatever type follows it
    /// (ODS's `AttributeSelfTypeParameter` built from the body, as
    /// `#complex.number<:f64 1.0, 2.0>` is a `complex<f64>`). Only a typed
    /// [`AttrDef`] keeps it.
    pub fn set_self_type(&mut self, ty: Type) {
        self.self_type = Some(ty);
    }

    /// A float as MLIR's `parseFloat(double &)` reads it: an optional
    /// minus, then a float literal or a hexadecimal integer literal (the
    /// bits of a `double`); a decimal integer is refused, as is anything
    /// else ("expected floating point literal"). The value comes back as
    /// a `double`.
    pub fn parse_f64(&mut self) -> DResult<f64> {
        let negative = self.eat("-");
        let kind = sigil_numeric::FloatKind::F64;
        let tok = self.p.tok;
        let bits = if self.inside() && self.p.at(TokenKind::Float) {
            self.p
                .float_from_float_literal(kind, self.p.spelling(), tok.start, negative)?
        } else if self.inside() && self.p.at(TokenKind::Integer) {
            self.p
                .float_from_int_literal(kind, self.p.spelling(), tok.start, negative)?
        } else {
            return self.error_here("expected floating point literal");
        };
        self.p.bump();
        Ok(f64::from_bits(bits as u64))
    }

    /// Any attribute, with its type if it has one.
    pub fn parse_attribute(&mut self) -> DResult<Attr> {
        self.p.parse_attribute(None)
    }

    /// `4x?x8x`: dimensions each followed by `x` (MLIR's
    /// `parseDimensionList` with a trailing `x`); `?` is [`DYNAMIC`], an
    /// error unless `allow_dynamic`.
    pub fn parse_dimension_list(&mut self, allow_dynamic: bool) -> DResult<Vec<i64>> {
        let mut dims = Vec::new();
        loop {
            if self.p.at(TokenKind::Question) {
                if !allow_dynamic {
                    return self.p.error_here("expected static shape");
                }
                self.p.bump();
                dims.push(DYNAMIC);
            } else if self.p.at(TokenKind::Integer) {
                dims.push(self.p.parse_integer_dimension()?);
            } else {
                return Ok(dims);
            }
            self.p.parse_x_in_dimension_list()?;
        }
    }
}

/// Parses the dialect attribute whose body (`mnemonic<...>`, a contiguous
/// part of the buffer) spans `body_start..body_end`, with `def` chosen by
/// its mnemonic. The parser is left where it was (after the whole
/// `#dialect...` symbol and its trailing type).
pub(crate) fn parse_dialect_attr(
    p: &mut Parser<'_>,
    def: &'static AttrDef,
    body_start: u32,
    body_end: u32,
    ty: Option<Type>,
) -> DResult<Attr> {
    let resume = p.tok.start as usize;
    p.relex_at(body_start as usize + def.mnemonic.len());
    let custom_op = p.custom_op.take();
    let mut dp = DialectParser {
        p: &mut *p,
        end: body_end,
        self_type: None,
    };
    let parsed = (def.parse)(&mut dp);
    let ty = dp.self_type.or(ty);
    p.custom_op = custom_op;
    let params = parsed?;
    // Like MLIR, what the dialect's parser left of the body is ignored.
    p.relex_at(resume);
    Ok(def.build(p.ctx, params, ty))
}

/// Parses the attribute of `def` straight from an op's custom form (MLIR's
/// `parseCustomAttributeWithFallback` for an attribute of known kind, as in
/// `fastmath<nnan>`): its parser reads the op's tokens, and its errors name
/// the op.
pub(crate) fn parse_custom_attr(p: &mut Parser<'_>, def: &'static AttrDef) -> DResult<Attr> {
    let mut dp = DialectParser {
        p: &mut *p,
        end: u32::MAX,
        self_type: None,
    };
    let params = (def.parse)(&mut dp)?;
    let ty = dp.self_type;
    Ok(def.build(p.ctx, params, ty))
}

/// Parses the dialect type `!dialect.mnemonic` whose identifier ends at
/// `ident_end`, the parser at the token after it; its body is what is
/// glued to the identifier (`<...>`), if anything.
pub(crate) fn parse_dialect_type(
    p: &mut Parser<'_>,
    def: &'static TypeDef,
    ident_end: u32,
) -> DResult<Type> {
    let glued = p.at(TokenKind::Less) && p.tok.start == ident_end;
    let (end, resume) = if glued {
        let body = p.parse_dialect_symbol_body()?;
        let end = ident_end + body.len() as u32;
        p.relex_at(ident_end as usize);
        (end, Some(end))
    } else {
        (ident_end, None)
    };
    let custom_op = p.custom_op.take();
    let parsed = (def.parse)(&mut DialectParser {
        p: &mut *p,
        end,
        self_type: None,
    });
    p.custom_op = custom_op;
    let params = parsed?;
    if let Some(r) = resume {
        p.relex_at(r as usize);
    }
    Ok(def.build(p.ctx, params))
}

/// Prints `!dialect.mnemonic<...>` (or `!dialect<mnemonic...>`).
pub(crate) fn print_dialect_type(p: &mut AttrPrinter<'_>, d: &DialectType) {
    p.out.push(b'!');
    p.out.extend_from_slice(d.def.dialect.as_bytes());
    let dot = p.out.len();
    p.out.push(b'.');
    p.out.extend_from_slice(d.def.mnemonic.as_bytes());
    let body = p.out.len();
    (d.def.print)(&mut DialectPrinter { p: &mut *p }, &d.params);
    // A body that starts with a word (`comparison_direction LT`, an enum's
    // default `$value` format) is set off from the mnemonic by a space.
    if p.out.get(body).is_some_and(|c| c.is_ascii_alphanumeric()) {
        p.out.insert(body, b' ');
    }
    if !crate::printer::attrs::dialect_symbol_is_simple(&p.out[dot + 1..]) {
        p.out[dot] = b'<';
        p.out.push(b'>');
    }
}

/// The printer as a dialect attribute's print function sees it.
pub struct DialectPrinter<'p, 'a> {
    pub(crate) p: &'p mut AttrPrinter<'a>,
}

impl DialectPrinter<'_, '_> {
    pub fn ctx(&self) -> &Context {
        self.p.ctx
    }

    /// Writes text as is.
    pub fn write(&mut self, s: &str) {
        self.p.out.extend_from_slice(s.as_bytes());
    }

    pub fn write_int(&mut self, v: i64) {
        crate::printer::attrs::write_i64(&mut self.p.out, v);
    }

    /// A string literal, quoted and escaped as MLIR prints it.
    pub fn write_string(&mut self, s: &[u8]) {
        crate::printer::attrs::write_escaped(&mut self.p.out, s);
    }

    /// A type, through its alias if it has one.
    pub fn print_type(&mut self, t: Type) {
        self.p.print_type(t);
    }

    /// An attribute with its type, through its alias if it has one
    /// (MLIR's `printAttribute`).
    pub fn print_attr(&mut self, a: Attr) {
        self.p.print_attr(a, Elision::Never);
    }

    /// An attribute as MLIR's `printStrippedAttrOrType` prints one: its
    /// alias if it has one, else a dialect attribute's body alone
    /// (`<"a.c" in "/">`), else the whole attribute.
    pub fn print_stripped_attr(&mut self, a: Attr) {
        if self.p.alias(crate::printer::alias::AliasKey::Attr(a)) {
            return;
        }
        match self.p.ctx.attr_data(a) {
            AttrData::Dialect(d) => (d.def.print)(self, &d.params),
            _ => self.print_attr(a),
        }
    }

    /// A bare identifier as is, anything else as a string literal (MLIR's
    /// `printKeywordOrString`).
    pub fn write_keyword_or_string(&mut self, s: &[u8]) {
        crate::printer::attrs::write_keyword_or_string(&mut self.p.out, s);
    }

    /// An attribute without its type (MLIR's `printAttributeWithoutType`):
    /// a float attribute prints as `printFloat` prints its value.
    pub fn print_attr_without_type(&mut self, a: Attr) {
        self.p.print_attr(a, Elision::Must);
    }
}

/// Prints `#dialect.mnemonic<...>`, or `#dialect<mnemonic...>` when the
/// body is not simple enough for the pretty form (MLIR's rule).
pub(crate) fn print_dialect_attr(p: &mut AttrPrinter<'_>, d: &DialectAttr) {
    p.out.push(b'#');
    p.out.extend_from_slice(d.def.dialect.as_bytes());
    let dot = p.out.len();
    p.out.push(b'.');
    p.out.extend_from_slice(d.def.mnemonic.as_bytes());
    let body = p.out.len();
    (d.def.print)(&mut DialectPrinter { p: &mut *p }, &d.params);
    // A body that starts with a word (`comparison_direction LT`, an enum's
    // default `$value` format) is set off from the mnemonic by a space.
    if p.out.get(body).is_some_and(|c| c.is_ascii_alphanumeric()) {
        p.out.insert(body, b' ');
    }
    if !crate::printer::attrs::dialect_symbol_is_simple(&p.out[dot + 1..]) {
        p.out[dot] = b'<';
        p.out.push(b'>');
    }
}

#[cfg(test)]
mod tests {
    use super::{BitFlags, EnumCases};

    const FLAGS: EnumCases = EnumCases {
        message: None,
        cpp_name: "F",
        cases: &["a", "b", "c"],
        bits: Some(BitFlags {
            none: "none",
            all: Some("all"),
            sep: ", ",
        }),
    };
    const PLAIN: EnumCases = EnumCases {
        message: None,
        cpp_name: "P",
        cases: &["x", "y"],
        bits: None,
    };

    fn text(cases: &EnumCases, v: i64) -> String {
        let mut s = String::new();
        cases.write(v, &mut |w| s.push_str(w));
        s
    }

    #[test]
    fn bit_enums_read_as_symbolize_and_print_canonically() {
        assert_eq!(FLAGS.value_of("none"), Some(0));
        assert_eq!(FLAGS.value_of("c, a"), Some(0b101));
        assert_eq!(FLAGS.value_of("all,a"), Some(0b111));
        assert_eq!(FLAGS.value_of("none,a"), None);
        assert_eq!(FLAGS.value_of("a,"), None);
        assert_eq!(FLAGS.value_of("a|b"), None);
        assert_eq!(text(&FLAGS, 0), "none");
        assert_eq!(text(&FLAGS, 0b101), "a, c");
        assert_eq!(text(&FLAGS, 0b111), "all");
        assert_eq!(
            FLAGS.expected("z"),
            "expected F to be one of: none, a, b, c, all"
        );
    }

    #[test]
    fn plain_enums_read_one_case() {
        assert_eq!(PLAIN.value_of("y"), Some(1));
        assert_eq!(PLAIN.value_of("x,y"), None);
        assert_eq!(PLAIN.value_of("none"), None);
        assert_eq!(text(&PLAIN, 1), "y");
        assert_eq!(text(&PLAIN, 7), "7");
        assert_eq!(PLAIN.expected("z"), "expected P to be one of: x, y");
    }
}
