//! TOSA's struct attributes: the quantization attributes
//! (`#tosa.unary_quant<input_zp = 1, output_zp = -2>`, `conv_quant`,
//! `matmul_quant`, `pad_quant`), kept as their integer fields in declaration
//! order, and `#tosa.target_env<specification_version = "1.0", level = none,
//! profiles = [...], extensions = [...]>`, kept as two enum values and two
//! lists of enum values (one byte per case). The parsers follow what ODS
//! generates for `struct(params)` (fields in any order, each once) and for a
//! fixed `key = value` format (enum fields read as keyword or string by
//! TOSA's `FieldParser`s), errors included; the printers write fields in
//! declaration order, enum values quoted where they are no keyword.

use super::super::api::{DialectParser, DialectPrinter, EnumCases};
use crate::attrs::Param;
use crate::diag::{DResult, Diagnostic};

/// A parse error followed by ODS's "failed to parse <attr> parameter ..." at
/// the parser's current position.
fn with_field_error(
    p: &DialectParser<'_, '_>,
    mut first: Box<Diagnostic>,
    attr: &str,
    field: &str,
    cpp: &str,
) -> Box<Diagnostic> {
    first.notes.push(Diagnostic::error(
        p.offset(),
        format!("failed to parse {attr} parameter '{field}' which is to be a `{cpp}`"),
    ));
    first
}

/// `struct(params)` of `int64_t` fields: `<name = value, ...>`, every field
/// once, in any order.
fn parse_struct(p: &mut DialectParser<'_, '_>, attr: &str, fields: &[&str]) -> DResult<Vec<Param>> {
    p.expect("<")?;
    let mut values: Vec<Option<i64>> = vec![None; fields.len()];
    for n in 0..fields.len() {
        if n > 0 {
            p.expect(",")?;
        }
        let Some(name) = p.parse_optional_keyword() else {
            return p.error_here("expected a parameter name in struct");
        };
        p.expect("=")?;
        // Reported where the value starts, as ODS's generated parser does.
        let slot = fields.iter().position(|f| *f == name);
        let Some(i) = slot.filter(|&i| values[i].is_none()) else {
            return p.error_here(format!(
                "duplicate or unknown struct parameter name: {name}"
            ));
        };
        let v = match p.parse_integer() {
            Ok(v) => v,
            Err(e) => return Err(with_field_error(p, e, attr, fields[i], "int64_t")),
        };
        values[i] = Some(v);
    }
    p.expect(">")?;
    Ok(values
        .into_iter()
        .map(|v| Param::Int(v.unwrap_or(0)))
        .collect())
}

fn print_struct(p: &mut DialectPrinter<'_, '_>, fields: &[&str], params: &[Param]) {
    p.write("<");
    for (i, (f, v)) in fields.iter().zip(params).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.write(f);
        p.write(" = ");
        if let Param::Int(v) = v {
            p.write_int(*v);
        }
    }
    p.write(">");
}

macro_rules! struct_attr {
    ($mnemonic:literal, $attr:literal, $fields:expr) => {
        super::AttrDef {
            dialect: "tosa",
            mnemonic: $mnemonic,
            typed: false,
            parse: |p| parse_struct(p, $attr, &$fields),
            print: |p, params| print_struct(p, &$fields, params),
            alias: None,
        }
    };
}

pub(crate) const UNARY_QUANT: super::AttrDef = struct_attr!(
    "unary_quant",
    "Tosa_UnaryOpQuantizationAttr",
    ["input_zp", "output_zp"]
);
pub(crate) const CONV_QUANT: super::AttrDef = struct_attr!(
    "conv_quant",
    "Tosa_ConvOpQuantizationAttr",
    ["input_zp", "weight_zp"]
);
pub(crate) const MATMUL_QUANT: super::AttrDef = struct_attr!(
    "matmul_quant",
    "Tosa_MatMulOpQuantizationAttr",
    ["a_zp", "b_zp"]
);
pub(crate) const PAD_QUANT: super::AttrDef =
    struct_attr!("pad_quant", "Tosa_PadOpQuantizationAttr", ["input_zp"]);

/// An enum field of `target_env` as TOSA's `FieldParser` reads it: a
/// keyword or a string naming a case. `what` is how its messages call it,
/// `listed` its cases as they list them.
struct Field {
    cases: &'static EnumCases,
    what: &'static str,
    listed: &'static str,
}

const VERSION: Field = Field {
    cases: &super::SPEC_VERSION,
    what: "TOSA specification version",
    listed: "[\"1.0\"1.0, \"1.1.draft\"1.1.draft]",
};
const LEVEL: Field = Field {
    cases: &super::LEVEL,
    what: "supported TOSA levels",
    listed: "[none, \"8k\"8k]",
};
const PROFILE: Field = Field {
    cases: &super::PROFILE,
    what: "supported TOSA profiles",
    listed: "[pro_int, pro_fp, none]",
};
const EXTENSION: Field = Field {
    cases: &super::EXTENSION,
    what: "supported TOSA extensions",
    listed: "[none, int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, \
             doubleround, inexactround, dynamic, mxfp, int64, shape]",
};

/// One enum value of `target_env`, with the "failed to parse" follow-up.
fn parse_field(p: &mut DialectParser<'_, '_>, f: &Field, name: &str, cpp: &str) -> DResult<i64> {
    let at = p.offset();
    let word = if p.at_string() {
        String::from_utf8_lossy(&p.parse_string()?).into_owned()
    } else if let Some(w) = p.parse_optional_keyword() {
        w
    } else {
        let first = Box::new(Diagnostic::error(
            at,
            format!("expected keyword for {}", f.what),
        ));
        return Err(with_field_error(p, first, "Tosa_TargetEnv", name, cpp));
    };
    match f.cases.value_of(&word) {
        Some(v) => Ok(v),
        None => {
            let first = Box::new(Diagnostic::error(
                at,
                format!("expected one of {} for {}, got: {word}", f.listed, f.what),
            ));
            Err(with_field_error(p, first, "Tosa_TargetEnv", name, cpp))
        }
    }
}

fn parse_list(p: &mut DialectParser<'_, '_>, f: &Field, name: &str, cpp: &str) -> DResult<Param> {
    p.expect("[")?;
    let mut items = Vec::new();
    loop {
        items.push(parse_field(p, f, name, cpp)? as u8);
        if !p.eat(",") {
            break;
        }
    }
    p.expect("]")?;
    Ok(Param::Str(items.into()))
}

fn key(p: &mut DialectParser<'_, '_>, name: &str) -> DResult<()> {
    if !p.eat_keyword(name) {
        return p.error_here(format!("expected '{name}'"));
    }
    p.expect("=")
}

fn parse_target_env(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    p.expect("<")?;
    key(p, "specification_version")?;
    let version = parse_field(p, &VERSION, "specification_version", "SpecificationVersion")?;
    p.expect(",")?;
    key(p, "level")?;
    let level = parse_field(p, &LEVEL, "level", "Level")?;
    p.expect(",")?;
    key(p, "profiles")?;
    let profiles = parse_list(p, &PROFILE, "profiles", "::llvm::ArrayRef<Profile>")?;
    p.expect(",")?;
    key(p, "extensions")?;
    let extensions = parse_list(p, &EXTENSION, "extensions", "::llvm::ArrayRef<Extension>")?;
    p.expect(">")?;
    Ok(vec![
        Param::Int(version),
        Param::Int(level),
        profiles,
        extensions,
    ])
}

fn write_case(p: &mut DialectPrinter<'_, '_>, cases: &EnumCases, v: i64) {
    let name = cases.name(v).unwrap_or("?");
    p.write_keyword_or_string(name.as_bytes());
}

fn print_target_env(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    let [Param::Int(version), Param::Int(level), Param::Str(profiles), Param::Str(extensions)] =
        params
    else {
        return p.write("<invalid parameters>");
    };
    p.write("<specification_version = ");
    write_case(p, &super::SPEC_VERSION, *version);
    p.write(", level = ");
    write_case(p, &super::LEVEL, *level);
    for (key, cases, items) in [
        ("profiles", &super::PROFILE, profiles),
        ("extensions", &super::EXTENSION, extensions),
    ] {
        p.write(", ");
        p.write(key);
        p.write(" = [");
        for (i, &c) in items.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            write_case(p, cases, c as i64);
        }
        p.write("]");
    }
    p.write(">");
}

pub(crate) const TARGET_ENV: super::AttrDef = super::AttrDef {
    dialect: "tosa",
    mnemonic: "target_env",
    typed: false,
    parse: parse_target_env,
    print: print_target_env,
    alias: None,
};
