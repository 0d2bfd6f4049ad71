//! The `util` types and attributes kept by their parameters (see
//! [`crate::dialects::api`]).
//!
//! Types: `!util.buffer`, `!util.object`, `!util.variant`, `!util.unused`
//! (no parameters; a body glued to them is read and dropped, as `iree-opt`
//! does), `!util.list<T>` and `!util.ptr<T>` (one type parameter; a list
//! of `?` holds `!util.variant`, printed back as `?`).
//!
//! Attributes, each as IREE's `AttrDef` declares its parameters:
//! - `#util.composite<Nxi8, [values]>`, a byte buffer made of serializable
//!   values (dense elements, strings, byte patterns, other composites): its
//!   length and the array of its values, attributes in their own right,
//!   aliased and printed like any other;
//! - `#util.inline.never`, `#util.inline.always` (no parameters) and
//!   `#util.null`, `#util.uninitialized` (no parameters but their type);
//!   a body glued to them is read and dropped, as `iree-opt` does;
//! - `#util.int.assumption<umin = .., umax = .., udiv = ..>`: three
//!   optional `uint64_t`s, kept as four integers (a mask of which are
//!   present, then the three values, 0 when absent) so equal assumptions
//!   intern to one attribute;
//! - `#util.byte_pattern<N> : type` and `#util.byte_range<O, L>`: `int64_t`s;
//! - `#util.preprocessing_pipeline<"...">`: a string attribute (its type,
//!   if written, is kept and printed, as IREE's `StringAttr` parameter is).
//!
//! Integers are read as MLIR's `parseOptionalInteger` reads them
//! ([`DialectParser::parse_optional_integer`]), errors included.

use crate::attrs::{AttrData, Param};
use crate::diag::DResult;
use crate::dialects::api::{AttrDef, DialectParser, DialectPrinter, TypeDef};
use crate::types::TypeData;

/// An array static (not a reference to one): every `&TYPES[i]` is then the
/// one address type equality compares (a `&[...]` static's elements may be
/// duplicated where it is read in another static's initializer).
pub(crate) static TYPES: [TypeDef; 6] = [
    bare("buffer"),
    bare("object"),
    bare("variant"),
    bare("unused"),
    TypeDef {
        dialect: "util",
        mnemonic: "list",
        parse: parse_list,
        print: print_element,
    },
    TypeDef {
        dialect: "util",
        mnemonic: "ptr",
        parse: parse_ptr,
        print: print_target,
    },
];

/// `!util.variant`.
pub(crate) fn variant() -> &'static TypeDef {
    &TYPES[2]
}

const fn bare(mnemonic: &'static str) -> TypeDef {
    TypeDef {
        dialect: "util",
        mnemonic,
        parse: |_| Ok(Vec::new()),
        print: |_, _| {},
    }
}

/// `<T>` or `<?>`.
fn parse_list(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    p.expect("<")?;
    let elem = if p.eat("?") {
        let ctx = p.ctx();
        variant().build(ctx, Vec::new())
    } else {
        p.parse_type()?
    };
    p.expect(">")?;
    Ok(vec![Param::Type(elem)])
}

/// `<T>`.
fn parse_ptr(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    p.expect("<")?;
    let target = p.parse_type()?;
    p.expect(">")?;
    Ok(vec![Param::Type(target)])
}

/// `<T>`.
fn print_target(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    let Some(Param::Type(t)) = params.first() else {
        return p.write("<invalid parameters>");
    };
    p.write("<");
    p.print_type(*t);
    p.write(">");
}

/// `<T>`, `?` for a variant element.
fn print_element(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    let Some(Param::Type(t)) = params.first() else {
        return p.write("<invalid parameters>");
    };
    p.write("<");
    match p.ctx().type_data(*t) {
        TypeData::Dialect(d) if d.is("util", "variant") => p.write("?"),
        _ => p.print_type(*t),
    }
    p.write(">");
}

pub(crate) static ATTRS: [AttrDef; 9] = [
    AttrDef {
        dialect: "util",
        mnemonic: "composite",
        typed: false,
        parse: parse_composite,
        print: print_composite,
        alias: Some(composite_alias),
    },
    bare_attr("inline.never", false),
    bare_attr("inline.always", false),
    bare_attr("null", true),
    bare_attr("uninitialized", true),
    attr("int.assumption", false, parse_assumption, print_assumption),
    attr("byte_pattern", true, parse_byte_pattern, print_ints),
    attr("byte_range", false, parse_byte_range, print_ints),
    attr(
        "preprocessing_pipeline",
        false,
        parse_pipeline,
        print_pipeline,
    ),
];

/// The util attribute `#util.<mnemonic>`.
pub(crate) fn attr_def(mnemonic: &str) -> &'static AttrDef {
    ATTRS
        .iter()
        .find(|d| d.mnemonic == mnemonic)
        .expect("a util attribute")
}

/// Whether `a` is the util attribute `#util.<mnemonic>`.
pub(crate) fn is_attr(ctx: &crate::Context, a: crate::Attr, mnemonic: &str) -> bool {
    matches!(ctx.attr_data(a), AttrData::Dialect(d) if d.def.dialect == "util" && d.def.mnemonic == mnemonic)
}

const fn attr(
    mnemonic: &'static str,
    typed: bool,
    parse: crate::dialects::api::AttrParseFn,
    print: crate::dialects::api::AttrPrintFn,
) -> AttrDef {
    AttrDef {
        dialect: "util",
        mnemonic,
        typed,
        parse,
        print,
        alias: None,
    }
}

/// An attribute without parameters (but its type, if `typed`).
const fn bare_attr(mnemonic: &'static str, typed: bool) -> AttrDef {
    attr(mnemonic, typed, |_| Ok(Vec::new()), |_, _| {})
}

/// The fields of `#util.int.assumption`, in declaration (and print) order.
const ASSUMPTION_FIELDS: [&str; 3] = ["umin", "umax", "udiv"];

/// `<umin = 1, udiv = 16>` as the generated `struct(params)` parser reads
/// it: fields in any order, each at most once, a value that is not an
/// integer leaving the field absent (`<umin = >` is `<>`).
pub(crate) fn parse_assumption(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    p.expect("<")?;
    let mut seen = [false; 3];
    let mut present = 0;
    let mut values = [0i64; 3];
    let mut field = |p: &mut DialectParser<'_, '_>, key: String| -> DResult<()> {
        p.expect("=")?;
        let Some(i) = (0..3).find(|&i| !seen[i] && ASSUMPTION_FIELDS[i] == key) else {
            return p.error_here(format!("duplicate or unknown struct parameter name: {key}"));
        };
        // A field is seen once even when its value is absent.
        seen[i] = true;
        if let Some(v) = p.parse_optional_integer(false) {
            values[i] = v?;
            present |= 1 << i;
        }
        Ok(())
    };
    if let Some(key) = p.parse_optional_keyword() {
        field(p, key)?;
        while p.eat(",") {
            let key = p.parse_keyword()?;
            field(p, key)?;
        }
    }
    p.expect(">")?;
    let mut params = vec![Param::Int(present)];
    params.extend(values.iter().map(|&v| Param::Int(v)));
    Ok(params)
}

/// The body of an int assumption, `<umin = 1, udiv = 16>`: the present
/// fields in declaration order, values unsigned.
pub(crate) fn assumption_text(params: &[Param]) -> Option<String> {
    let [Param::Int(present), values @ ..] = params else {
        return None;
    };
    let mut out = String::from("<");
    for (i, name) in ASSUMPTION_FIELDS.iter().enumerate() {
        if present & (1 << i) != 0 {
            let Some(Param::Int(v)) = values.get(i) else {
                return None;
            };
            if out.len() > 1 {
                out.push_str(", ");
            }
            out.push_str(&format!("{name} = {}", *v as u64));
        }
    }
    out.push('>');
    Some(out)
}

fn print_assumption(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    match assumption_text(params) {
        Some(t) => p.write(&t),
        None => p.write("<invalid parameters>"),
    }
}

/// `<N>` (`int64_t`).
fn parse_byte_pattern(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    p.expect("<")?;
    let v = p.parse_integer_of(true)?;
    p.expect(">")?;
    Ok(vec![Param::Int(v)])
}

/// `<offset, length>` (`int64_t`s).
fn parse_byte_range(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    p.expect("<")?;
    let offset = p.parse_integer_of(true)?;
    p.expect(",")?;
    let length = p.parse_integer_of(true)?;
    p.expect(">")?;
    Ok(vec![Param::Int(offset), Param::Int(length)])
}

/// `<a, b, ...>` of integer parameters.
fn print_ints(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    p.write("<");
    for (i, param) in params.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        match param {
            Param::Int(v) => p.write_int(*v),
            _ => p.write("<invalid parameter>"),
        }
    }
    p.write(">");
}

/// `<"pipeline">`: a string attribute, "invalid kind of attribute
/// specified" at any other (MLIR's `parseAttribute<StringAttr>`).
fn parse_pipeline(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    p.expect("<")?;
    let at = p.offset();
    let a = p.parse_attribute()?;
    if !matches!(p.ctx().attr_data(a), AttrData::String { .. }) {
        return p.error_at(at, "invalid kind of attribute specified");
    }
    p.expect(">")?;
    Ok(vec![Param::Attr(a)])
}

fn print_pipeline(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    let [Param::Attr(a)] = params else {
        return p.write("<invalid parameters>");
    };
    p.write("<");
    p.print_attr(*a);
    p.write(">");
}

/// `<8xi8, [dense<...> : tensor<4xi8>, ...]>` as IREE's `CompositeAttr::parse`
/// reads it: one static dimension, `i8`, a bracketed list with an optional
/// trailing comma. Like `iree-opt`, the total length is not checked against
/// the values (its parser builds the attribute unchecked).
fn parse_composite(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    p.expect("<")?;
    let dims = p.parse_dimension_list(false)?;
    if dims.len() != 1 {
        return p.error_here("invalid length specifier");
    }
    let ty = p.parse_type()?;
    let is_i8 = matches!(
        p.ctx().type_data(ty),
        TypeData::Integer { width: 8, signedness } if *signedness == crate::types::Signedness::Signless
    );
    if !is_i8 {
        return p.error_here("invalid type specifier; expected i8");
    }
    p.expect(",")?;
    p.expect("[")?;
    let mut values = smallvec::SmallVec::new();
    while !p.eat("]") {
        values.push(p.parse_attribute()?);
        if !p.eat(",") {
            p.expect("]")?;
            break;
        }
    }
    p.expect(">")?;
    let list = p.ctx().intern_attr(AttrData::Array(values));
    Ok(vec![Param::Int(dims[0]), Param::Attr(list)])
}

/// One value per line, indented by four spaces whatever the nesting (IREE
/// prints it so), each followed by a comma; nothing between the brackets
/// when there are none.
fn print_composite(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    // Parameters built other than by `parse_composite` print as such.
    let [Param::Int(len), Param::Attr(list)] = params else {
        return p.write("<invalid parameters>");
    };
    p.write("<");
    p.write_int(*len);
    p.write("xi8, [");
    let AttrData::Array(values) = p.ctx().attr_data(*list) else {
        return p.write("<invalid parameters>]>");
    };
    let values = values.clone();
    // IREE prints no values when the length is 0, losing any there are (a
    // length its parser does not check); sigil prints them, so the
    // printout reads back to the same attribute.
    if *len > 0 || !values.is_empty() {
        p.write("\n");
        for &v in values.iter() {
            p.write("    ");
            p.print_attr(v);
            p.write(",\n");
        }
    }
    p.write("]>");
}

/// `composite_of_8b` (`UtilOpAsmInterface::getAlias`).
fn composite_alias(params: &[Param]) -> Option<String> {
    match params.first() {
        Some(Param::Int(len)) => Some(format!("composite_of_{len}b")),
        _ => None,
    }
}
