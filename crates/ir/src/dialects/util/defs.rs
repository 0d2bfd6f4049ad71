//! The `util` types and attributes kept by their parameters (see
//! [`crate::dialects::api`]).
//!
//! Types: `!util.buffer`, `!util.object`, `!util.variant`, `!util.unused`
//! (no parameters; a body glued to them is read and dropped, as `iree-opt`
//! does), `!util.list<T>` and `!util.ptr<T>` (one type parameter; a list
//! of `?` holds `!util.variant`, printed back as `?`).
//!
//! Attributes: `#util.composite<Nxi8, [values]>`, a byte buffer made of
//! serializable values (dense elements, strings, byte patterns, other
//! composites). Its values are attributes in their own right, aliased and
//! printed like any other. (The older util attributes are still kept as
//! canonical text, `canonical_attr` in `mod.rs`.)

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

pub(crate) static ATTRS: [AttrDef; 1] = [AttrDef {
    dialect: "util",
    mnemonic: "composite",
    typed: false,
    parse: parse_composite,
    print: print_composite,
    alias: Some(composite_alias),
}];

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
