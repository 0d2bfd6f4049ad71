//! How the `llvm` dialect's metadata attributes (`#llvm.di_*`,
//! `#llvm.tbaa_*`, `#llvm.access_group`, `#llvm.loop_*`,
//! `#llvm.memory_effects`) are read and printed: almost all of them are an
//! ODS `struct(params)` body, `<name = value, ...>`, so each is a table of
//! [`Field`]s (name, [`Kind`], required or not) in MLIR's declaration
//! order, and one reader and one printer serve them all.
//!
//! An attribute keeps one [`Param`] per field, in that order, so two
//! attributes written with their parameters in different orders, or with a
//! default written out, are the same attribute, as in MLIR. An absent
//! attribute-valued field is `Int(0)`; an absent number is its default
//! (0), which the printer leaves out as MLIR's does; only the
//! `std::optional<unsigned>` of `dwarfAddressSpace` tells "absent" from 0,
//! with [`NONE`]. A list (`elements = #a, #b`) is kept as its length
//! and then its elements, so that the alias printer meets the elements as
//! direct parameters, as MLIR's does (an array attribute around them would
//! count as one more level of nesting in alias order).
//!
//! The reader follows the parser ODS generates: a struct whose fields are
//! all required reads exactly that many, comma-separated; one with
//! optional fields reads any number and then checks the required ones; one
//! whose fields are all optional may be empty (`<>`). Values are read by
//! their C++ type's field parser, with its messages: an attribute of a
//! given class is read whole (`#di_file`, `#llvm.di_file<...>`) or, for an
//! attribute class of this dialect, as its body alone (`<"a.c" in "/">`),
//! and printed stripped to its body unless it has an alias.

use super::dwarf::DwarfNames;
use crate::attrs::{AttrData, Location, Param};
use crate::diag::DResult;
use crate::dialects::api::{DialectParser, DialectPrinter, EnumCases};
use crate::lexer::TokenKind;
use crate::types::{Signedness, TypeData};

/// The value of an absent `std::optional<unsigned>`.
pub(crate) const NONE: i64 = i64::MIN;

/// What a field holds, after its C++ type in `LLVMAttrDefs.td`.
pub(crate) enum Kind {
    /// `StringAttr`.
    Str,
    /// `BoolAttr`.
    BoolAttr,
    /// `IntegerAttr` (a `BoolAttr` is one too).
    IntAttr,
    /// `DistinctAttr`.
    Distinct,
    /// `::mlir::Attribute`: anything.
    Any,
    /// `FusedLoc`: a `loc(fused...)` location.
    FusedLoc,
    /// One attribute class of this dialect (`DIFileAttr`), by mnemonic:
    /// read whole or as its body, printed stripped to its body.
    Meta(&'static str),
    /// An attribute interface of this dialect (`DIScopeAttr`): the
    /// mnemonics of its classes; read and printed whole.
    Class(&'static [&'static str]),
    /// `unsigned` / `uint32_t`.
    U32,
    /// `uint64_t`.
    U64,
    /// `int64_t`.
    I64,
    /// `std::optional<unsigned>`: absent unless an integer is next.
    OptU32,
    /// `bool`: `true`, `false`, 0 or 1.
    Bool,
    /// A DWARF constant spelled by name (`DW_TAG_base_type`).
    Dwarf(&'static DwarfNames),
    /// A plain enum, by keyword or string.
    Enum(&'static EnumCases),
    /// A bit enum whose flags are joined with `|`.
    Flags(&'static Flags),
    /// `StringRefParameter`: a string literal.
    StrRef,
    /// `ArrayRefParameter`: elements of a kind, comma-separated.
    List(&'static Kind),
    /// `{<#node, offset>, ...}`: a TBAA type descriptor's members.
    TbaaMembers,
}

/// One parameter of a `struct(params)` body.
pub(crate) struct Field {
    pub name: &'static str,
    pub kind: Kind,
    pub required: bool,
}

/// A required field.
pub(crate) const fn req(name: &'static str, kind: Kind) -> Field {
    Field {
        name,
        kind,
        required: true,
    }
}

/// An optional field (or one with a default): left out in print when it
/// is absent or its default.
pub(crate) const fn opt(name: &'static str, kind: Kind) -> Field {
    Field {
        name,
        kind,
        required: false,
    }
}

/// A bit enum printed with `|` (`DIFlags`, `DISubprogramFlags`), as
/// MLIR's generated `stringify`/`symbolize` treat it.
pub(crate) struct Flags {
    /// The enum's summary, for messages.
    pub summary: &'static str,
    /// The case of no flag, if the enum has one (`Zero`).
    pub none: Option<&'static str>,
    /// Every other case in declaration order: name, value, and whether it
    /// is a group (printed first, largest declared last, its bits then
    /// taken out) rather than a bit.
    pub cases: &'static [(&'static str, u32, bool)],
}

impl Flags {
    fn value_of(&self, word: &str) -> Option<i64> {
        if Some(word) == self.none {
            return Some(0);
        }
        word.split('|').try_fold(0i64, |acc, w| {
            let w = w.trim();
            let c = self.cases.iter().find(|c| c.0 == w)?;
            Some(acc | c.1 as i64)
        })
    }

    fn stringify(&self, value: i64) -> String {
        let mut val = value as u32;
        if val == 0 {
            return self.none.unwrap_or("").to_string();
        }
        let mut parts: Vec<&str> = Vec::new();
        for c in self.cases.iter().rev().filter(|c| c.2) {
            if c.1 & val == c.1 {
                parts.push(c.0);
                val &= !c.1;
            }
        }
        for c in self.cases.iter().filter(|c| !c.2) {
            if c.1 & val == c.1 {
                parts.push(c.0);
            }
        }
        parts.join("|")
    }

    fn expected(&self, word: &str) -> String {
        let names: Vec<&str> = self
            .none
            .into_iter()
            .chain(self.cases.iter().map(|c| c.0))
            .collect();
        format!(
            "expected one of [{}] for {}, got: {word}",
            names.join(", "),
            self.summary
        )
    }
}

/// Reads a `<struct(params)>` body into one [`Param`] per field.
pub(crate) fn parse_fields(
    p: &mut DialectParser<'_, '_>,
    fields: &'static [Field],
) -> DResult<Vec<Param>> {
    p.expect("<")?;
    let vals = parse_struct_body(p, fields)?;
    p.expect(">")?;
    Ok(vals)
}

/// The fields between the brackets (see the module comment).
pub(crate) fn parse_struct_body(
    p: &mut DialectParser<'_, '_>,
    fields: &'static [Field],
) -> DResult<Vec<Param>> {
    let mut vals: Vec<Option<Vec<Param>>> = vec![None; fields.len()];
    let required = fields.iter().filter(|f| f.required).count();
    if required == fields.len() {
        for i in 0..fields.len() {
            let key = p.parse_keyword()?;
            parse_entry(p, fields, &mut vals, &key)?;
            if i + 1 != fields.len() {
                p.expect(",")?;
            }
        }
    } else if required == 0 {
        if let Some(key) = p.parse_optional_keyword() {
            parse_entry(p, fields, &mut vals, &key)?;
            while p.eat(",") {
                let key = p.parse_keyword()?;
                parse_entry(p, fields, &mut vals, &key)?;
            }
        }
    } else {
        loop {
            let key = p.parse_keyword()?;
            parse_entry(p, fields, &mut vals, &key)?;
            if !p.eat(",") {
                break;
            }
        }
        if let Some(f) = fields
            .iter()
            .zip(&vals)
            .find(|(f, v)| f.required && v.is_none())
        {
            return p.error_here(format!(
                "struct is missing required parameter: {}",
                f.0.name
            ));
        }
    }
    let mut out = Vec::with_capacity(fields.len());
    for (f, v) in fields.iter().zip(vals) {
        match v {
            Some(v) => out.extend(v),
            None => out.push(absent(&f.kind)),
        }
    }
    Ok(out)
}

/// What an absent field keeps.
fn absent(kind: &Kind) -> Param {
    Param::Int(if matches!(kind, Kind::OptU32) {
        NONE
    } else {
        0
    })
}

fn parse_entry(
    p: &mut DialectParser<'_, '_>,
    fields: &'static [Field],
    vals: &mut [Option<Vec<Param>>],
    key: &str,
) -> DResult<()> {
    p.expect("=")?;
    let Some(i) = (0..fields.len()).find(|&i| fields[i].name == key && vals[i].is_none()) else {
        return p.error_here(format!("duplicate or unknown struct parameter name: {key}"));
    };
    let mut v = Vec::new();
    parse_value(p, &fields[i].kind, &mut v)?;
    vals[i] = Some(v);
    Ok(())
}

/// Whether `a` is an attribute of this dialect with one of `mnemonics`.
pub(crate) fn is_llvm(ctx: &crate::Context, a: crate::Attr, mnemonics: &[&str]) -> bool {
    matches!(ctx.attr_data(a), AttrData::Dialect(d)
        if d.def.dialect == "llvm" && mnemonics.contains(&d.def.mnemonic))
}

fn is_bool(ctx: &crate::Context, a: crate::Attr) -> bool {
    matches!(ctx.attr_data(a), AttrData::Integer { ty, .. }
        if matches!(ctx.type_data(*ty), TypeData::Integer { width: 1, signedness: Signedness::Signless }))
}

/// Any attribute, then "invalid kind of attribute specified" where it
/// starts unless `ok` holds of it.
fn attr_of(
    p: &mut DialectParser<'_, '_>,
    ok: impl Fn(&crate::Context, crate::Attr) -> bool,
) -> DResult<Param> {
    let at = p.offset();
    let a = p.parse_attribute()?;
    if !ok(p.ctx(), a) {
        return p.error_at(at, "invalid kind of attribute specified");
    }
    Ok(Param::Attr(a))
}

/// An attribute of the class `mnemonic` of this dialect: whole when it
/// starts with `#`, else its body alone (MLIR's
/// `parseCustomAttributeWithFallback`).
pub(crate) fn parse_meta(p: &mut DialectParser<'_, '_>, mnemonic: &str) -> DResult<crate::Attr> {
    if p.p.tok.start < p.end && p.p.at(TokenKind::HashIdent) {
        let at = p.offset();
        let a = p.parse_attribute()?;
        if !is_llvm(p.ctx(), a, &[mnemonic]) {
            return p.error_at(at, "invalid kind of attribute specified");
        }
        return Ok(a);
    }
    let def = super::attrs::def_named(mnemonic);
    let params = p.nested(|p| (def.parse)(p))?;
    Ok(def.build(p.ctx(), params, None))
}

/// An unsigned 32-bit integer as MLIR's `parseInteger` reads one: a
/// negative value wraps.
fn parse_u32(p: &mut DialectParser<'_, '_>, v: DResult<i64>, at: u32) -> DResult<i64> {
    let v = v?;
    if !(-(u32::MAX as i64)..=u32::MAX as i64).contains(&v) {
        return p.error_at(at, "integer value too large");
    }
    Ok(v & u32::MAX as i64)
}

/// Reads one value onto `out`: one parameter, or a list's length and
/// elements.
fn parse_value(p: &mut DialectParser<'_, '_>, kind: &Kind, out: &mut Vec<Param>) -> DResult<()> {
    let at = p.offset();
    let v = match kind {
        Kind::Str => attr_of(p, |c, a| matches!(c.attr_data(a), AttrData::String { .. }))?,
        Kind::BoolAttr => attr_of(p, is_bool)?,
        Kind::IntAttr => attr_of(p, |c, a| matches!(c.attr_data(a), AttrData::Integer { .. }))?,
        Kind::Distinct => attr_of(p, |c, a| {
            matches!(c.attr_data(a), AttrData::Distinct { .. })
        })?,
        Kind::Any => Param::Attr(p.parse_attribute()?),
        Kind::FusedLoc => attr_of(p, |c, a| {
            matches!(c.attr_data(a), AttrData::Loc(Location::Fused { .. }))
        })?,
        Kind::Class(names) => attr_of(p, |c, a| is_llvm(c, a, names))?,
        Kind::Meta(m) => Param::Attr(parse_meta(p, m)?),
        Kind::U32 => {
            let v = p.parse_integer_of(false);
            Param::Int(parse_u32(p, v, at)?)
        }
        Kind::U64 => Param::Int(p.parse_integer_of(false)?),
        Kind::I64 => Param::Int(p.parse_integer_of(true)?),
        Kind::OptU32 => match p.parse_optional_integer(false) {
            Some(v) => Param::Int(parse_u32(p, v, at)?),
            None => Param::Int(NONE),
        },
        Kind::Bool => {
            if p.eat_keyword("true") {
                Param::Int(1)
            } else if p.eat_keyword("false") {
                Param::Int(0)
            } else {
                let v = p.parse_integer_of(false)?;
                if !(0..=1).contains(&v) {
                    return p.error_at(at, "integer value too large");
                }
                Param::Int(v)
            }
        }
        Kind::Dwarf(names) => {
            let word = p.parse_keyword()?;
            match names.value_of(&word) {
                Some(v) => Param::Int(v as i64),
                None => {
                    return p.error_at(
                        at,
                        format!("invalid debug info debug info {} name: {word}", names.what),
                    )
                }
            }
        }
        Kind::Enum(cases) => {
            let Some(word) = keyword_or_string(p)? else {
                return p.error_at(at, format!("expected keyword for {}", cases.cpp_name));
            };
            match cases.value_of(&word) {
                Some(v) => Param::Int(v),
                None => {
                    return p.error_at(
                        at,
                        format!(
                            "expected one of [{}] for {}, got: {word}",
                            cases.cases.join(", "),
                            cases.cpp_name
                        ),
                    )
                }
            }
        }
        Kind::Flags(flags) => {
            let Some(word) = keyword_or_string(p)? else {
                return p.error_at(at, format!("expected keyword for {}", flags.summary));
            };
            match flags.value_of(&word) {
                Some(v) => Param::Int(v),
                None => return p.error_at(at, flags.expected(&word)),
            }
        }
        // "expected string" where the value starts (`emitError`).
        Kind::StrRef if !p.at_string() => return p.error_at(at, "expected string"),
        Kind::StrRef => Param::Str(p.parse_string()?.into_boxed_slice()),
        Kind::List(elem) => {
            let len = out.len();
            out.push(Param::Int(0));
            let mut n = 0;
            loop {
                parse_value(p, elem, out)?;
                n += 1;
                if !p.eat(",") {
                    break;
                }
            }
            out[len] = Param::Int(n);
            return Ok(());
        }
        Kind::TbaaMembers => {
            p.expect("{")?;
            let len = out.len();
            out.push(Param::Int(0));
            let mut n = 0;
            loop {
                out.push(Param::Attr(parse_meta(p, "tbaa_member")?));
                n += 1;
                if !p.eat(",") {
                    break;
                }
            }
            p.expect("}")?;
            out[len] = Param::Int(n);
            return Ok(());
        }
    };
    out.push(v);
    Ok(())
}

/// MLIR's `parseOptionalKeywordOrString`.
fn keyword_or_string(p: &mut DialectParser<'_, '_>) -> DResult<Option<String>> {
    if let Some(k) = p.parse_optional_keyword() {
        return Ok(Some(k));
    }
    if p.at_string() {
        let s = p.parse_string()?;
        return Ok(Some(String::from_utf8_lossy(&s).into_owned()));
    }
    Ok(None)
}

/// Whether a field holds its default (left out in print).
fn is_default(kind: &Kind, v: &Param) -> bool {
    match (kind, v) {
        (Kind::OptU32, Param::Int(n)) => *n == NONE,
        (_, Param::Int(0)) => true,
        _ => false,
    }
}

/// Prints a `<struct(params)>` body.
pub(crate) fn print_fields(p: &mut DialectPrinter<'_, '_>, fields: &[Field], params: &[Param]) {
    p.write("<");
    print_struct_body(p, fields, params);
    p.write(">");
}

/// The fields between the brackets: required ones always, optional ones
/// unless they hold their default.
pub(crate) fn print_struct_body(
    p: &mut DialectPrinter<'_, '_>,
    fields: &[Field],
    params: &[Param],
) {
    let mut first = true;
    let mut rest = params;
    for f in fields {
        let Some((v, tail)) = rest.split_first() else {
            return;
        };
        // A list's elements follow its length.
        let (items, tail) = match (&f.kind, v) {
            (Kind::List(_) | Kind::TbaaMembers, Param::Int(n)) => {
                tail.split_at((*n as usize).min(tail.len()))
            }
            _ => (&[][..], tail),
        };
        rest = tail;
        if !f.required && is_default(&f.kind, v) {
            continue;
        }
        if !first {
            p.write(", ");
        }
        first = false;
        p.write(f.name);
        p.write(" = ");
        match &f.kind {
            Kind::List(elem) => {
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        p.write(", ");
                    }
                    print_value(p, elem, item);
                }
            }
            Kind::TbaaMembers => {
                p.write("{");
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        p.write(", ");
                    }
                    print_value(p, &Kind::Meta("tbaa_member"), item);
                }
                p.write("}");
            }
            kind => print_value(p, kind, v),
        }
    }
}

fn print_value(p: &mut DialectPrinter<'_, '_>, kind: &Kind, v: &Param) {
    match (kind, v) {
        (Kind::Meta(_), Param::Attr(a)) => p.print_stripped_attr(*a),
        (_, Param::Attr(a)) => p.print_attr(*a),
        (Kind::StrRef, Param::Str(s)) => p.write_string(s),
        (Kind::U64, Param::Int(n)) => p.write(&(*n as u64).to_string()),
        (Kind::Bool, Param::Int(n)) => p.write(if *n != 0 { "true" } else { "false" }),
        (Kind::Dwarf(names), Param::Int(n)) => match names.name(*n as u32) {
            Some(s) => p.write(s),
            None => p.write_int(*n),
        },
        (Kind::Enum(cases), Param::Int(n)) => match cases.name(*n) {
            Some(s) => p.write(s),
            None => p.write_int(*n),
        },
        (Kind::Flags(flags), Param::Int(n)) => {
            let s = flags.stringify(*n);
            p.write_keyword_or_string(s.as_bytes());
        }
        (_, Param::Int(n)) => p.write_int(*n),
        _ => p.write("<invalid parameter>"),
    }
}

#[cfg(test)]
mod tests {
    use super::Flags;

    /// A cut of `DIFlags`: a visibility group over two bits, two bits
    /// sharing one value.
    static FLAGS: Flags = Flags {
        summary: "flags",
        none: Some("Zero"),
        cases: &[
            ("Bit0", 1, false),
            ("Bit1", 2, false),
            ("Private", 1, true),
            ("Protected", 2, true),
            ("Public", 3, true),
            ("FwdDecl", 4, false),
            ("Single", 8, false),
            ("Multiple", 8, false),
        ],
    };

    #[test]
    fn groups_print_first_and_take_their_bits() {
        let v = FLAGS.value_of("Bit0|FwdDecl").unwrap();
        assert_eq!(FLAGS.stringify(v), "Private|FwdDecl");
        let v = FLAGS.value_of("Private|Protected").unwrap();
        assert_eq!(FLAGS.stringify(v), "Public");
        assert_eq!(FLAGS.stringify(8), "Single|Multiple");
        assert_eq!(FLAGS.stringify(0), "Zero");
    }

    #[test]
    fn words_are_read_whole() {
        assert_eq!(FLAGS.value_of("Zero"), Some(0));
        assert_eq!(FLAGS.value_of(" FwdDecl | Bit1"), Some(6));
        assert_eq!(FLAGS.value_of("Zero|Bit0"), None);
        assert_eq!(FLAGS.value_of("Nope"), None);
    }

    #[test]
    fn dwarf_values_have_one_name() {
        use super::super::dwarf::{ATE, CC, LANG, OP, TAG};
        for t in [&TAG, &ATE, &LANG, &CC, &OP] {
            for (i, a) in t.names.iter().enumerate() {
                for b in &t.names[i + 1..] {
                    assert!(a.0 != b.0 && a.1 != b.1, "{:?} {:?}", a, b);
                }
            }
        }
    }
}
