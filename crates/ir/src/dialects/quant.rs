//! The `quant` dialect's uniform quantized types (`!quant.uniform<i8:f32,
//! 1.000000e-01:-30>`), the element types of StableHLO's quantized tensors,
//! and its `!quant.any<i8<-8:7>:f32>` types (TOSA's tests use them).
//! sigil reads them, checks their parts and prints them as MLIR does; it
//! keeps the storage and expressed types as parameters and the rest as its
//! printed text, which is what equality and the printer need. No `quant` op
//! is implemented.

use super::api::{DialectParser, DialectPrinter, TypeDef};
use crate::attrs::Param;
use crate::diag::DResult;
use crate::types::TypeData;

/// `%e` with six digits and a two-digit exponent, as MLIR prints a scale.
fn scale_text(v: f64) -> String {
    let s = format!("{v:.6e}");
    let Some((mantissa, exp)) = s.split_once('e') else {
        return s;
    };
    let e: i32 = exp.parse().unwrap_or(0);
    let sign = if e < 0 { '-' } else { '+' };
    format!("{mantissa}e{sign}{:02}", e.abs())
}

/// `scale(:zero_point)?`, written with a zero point only when it is not 0.
fn scale_zero_point(p: &mut DialectParser<'_, '_>) -> DResult<String> {
    let scale = p.parse_f64()?;
    if scale <= 0.0 || !scale.is_finite() {
        return p.error_here(format!("illegal scale: {scale}"));
    }
    let mut text = scale_text(scale);
    if p.eat(":") {
        let z = p.parse_integer()?;
        if z != 0 {
            text.push_str(&format!(":{z}"));
        }
    }
    Ok(text)
}

/// `storage(<min:max>)?`: the storage type (`i8`, or `u8` for unsigned) and
/// its range, written only when it is not the full range of the type, as
/// MLIR prints it. Gives the signless storage type and the text.
fn storage_part(p: &mut DialectParser<'_, '_>) -> DResult<(crate::Type, String)> {
    let at = p.offset();
    // The storage type: `i8`, or `u8` for unsigned (a word of its own).
    let (storage, storage_text, width, signed) = match p.parse_optional_keyword() {
        // `i8` (signed) or `u8` (unsigned), kept as the signless type.
        Some(w) if (w.starts_with('u') || w.starts_with('i')) && w[1..].parse::<u32>().is_ok() => {
            let width: u32 = w[1..].parse().unwrap_or(0);
            if !(1..=32).contains(&width) {
                return p.error_at(at, format!("illegal storage type size: {width}"));
            }
            let t = p.ctx().i(width);
            let signed = w.starts_with('i');
            (t, w, width, signed)
        }
        Some(w) => return p.error_at(at, format!("illegal storage type prefix: {w}")),
        None => {
            let t = p.parse_type()?;
            let TypeData::Integer { width, .. } = *p.ctx().type_data(t) else {
                return p.error_at(at, "expected integral storage type");
            };
            let text = crate::printer::type_to_string(p.ctx(), t);
            (t, text, width, true)
        }
    };
    if !(1..=32).contains(&width) {
        return p.error_at(at, format!("illegal storage type size: {width}"));
    }
    let mut text = storage_text;
    if p.eat("<") {
        let min = p.parse_integer()?;
        p.expect(":")?;
        let max = p.parse_integer()?;
        p.expect(">")?;
        let (lo, hi): (i128, i128) = if signed {
            (-(1i128 << (width - 1)), (1i128 << (width - 1)) - 1)
        } else {
            (0, (1i128 << width) - 1)
        };
        if i128::from(min) != lo || i128::from(max) != hi {
            text.push_str(&format!("<{min}:{max}>"));
        }
    }
    Ok((storage, text))
}

/// `<storage(<min:max>)?:expressed(:axis)?, scale | {scale, ...}>`.
fn parse_uniform(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    p.expect("<")?;
    let (storage, mut text) = storage_part(p)?;
    p.expect(":")?;
    let expressed = p.parse_type()?;
    if !matches!(p.ctx().type_data(expressed), TypeData::Float(_)) {
        return p.error_here("expected floating point expressed type");
    }
    text.push(':');
    text.push_str(&crate::printer::type_to_string(p.ctx(), expressed));
    if p.eat(":") {
        let axis = p.parse_integer()?;
        text.push_str(&format!(":{axis}"));
        p.expect(",")?;
        p.expect("{")?;
        let mut items = Vec::new();
        loop {
            items.push(scale_zero_point(p)?);
            if p.eat("}") {
                break;
            }
            p.expect(",")?;
        }
        text.push_str(&format!(", {{{}}}", items.join(",")));
    } else {
        p.expect(",")?;
        text.push_str(", ");
        text.push_str(&scale_zero_point(p)?);
    }
    p.expect(">")?;
    Ok(vec![
        Param::Type(storage),
        Param::Type(expressed),
        Param::Str(text.into_bytes().into()),
    ])
}

fn print_uniform(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    if let Some(Param::Str(text)) = params.get(2) {
        p.write("<");
        p.write(&String::from_utf8_lossy(text));
        p.write(">");
    }
}

/// `<storage(<min:max>)?(:expressed)?>`, `AnyQuantizedType`.
fn parse_any(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    p.expect("<")?;
    let (storage, mut text) = storage_part(p)?;
    if p.eat(":") {
        let at = p.offset();
        let expressed = p.parse_type()?;
        if !matches!(p.ctx().type_data(expressed), TypeData::Float(_)) {
            return p.error_at(at, "invalid kind of type specified");
        }
        text.push(':');
        text.push_str(&crate::printer::type_to_string(p.ctx(), expressed));
    }
    p.expect(">")?;
    Ok(vec![
        Param::Type(storage),
        Param::Str(text.into_bytes().into()),
    ])
}

fn print_any(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    if let Some(Param::Str(text)) = params.get(1) {
        p.write("<");
        p.write(&String::from_utf8_lossy(text));
        p.write(">");
    }
}

/// `!quant.uniform<...>` and `!quant.any<...>`.
pub(crate) static TYPES: [TypeDef; 2] = [
    TypeDef {
        dialect: "quant",
        mnemonic: "uniform",
        parse: parse_uniform,
        print: print_uniform,
    },
    TypeDef {
        dialect: "quant",
        mnemonic: "any",
        parse: parse_any,
        print: print_any,
    },
];

/// Whether `t` is a uniform quantized type, and whether it is per-axis.
pub(crate) fn uniform(ctx: &crate::Context, t: crate::Type) -> Option<bool> {
    match ctx.type_data(t) {
        TypeData::Dialect(d) if d.def.dialect == "quant" => match d.params.get(2) {
            Some(Param::Str(text)) => Some(text.contains(&b'{')),
            _ => None,
        },
        _ => None,
    }
}
