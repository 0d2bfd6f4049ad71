//! The `quant` dialect's uniform quantized types (`!quant.uniform<i8:f32,
//! 1.000000e-01:-30>`), the element types of StableHLO's quantized tensors,
//! and its `!quant.any<i8<-8:7>:f32>` types (TOSA's tests use them).
//! sigil reads them, checks their parts and prints them as MLIR does; it
//! keeps the storage and expressed types as parameters and the rest as its
//! printed text, which is what equality and the printer need, and, for
//! the arithmetic of StableHLO's quantized ops ([`uniform_params`]), the
//! storage range, axis, scales and zero points at full precision (the
//! printed scales have six digits, as MLIR prints them). No `quant` op is
//! implemented.

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

/// `scale(:zero_point)?`, written with a zero point only when it is not 0;
/// also the exact `scale:zero_point`.
fn scale_zero_point(p: &mut DialectParser<'_, '_>) -> DResult<(String, String)> {
    let scale = p.parse_f64()?;
    if scale <= 0.0 || !scale.is_finite() {
        return p.error_here(format!("illegal scale: {scale}"));
    }
    let mut text = scale_text(scale);
    let mut z = 0;
    if p.eat(":") {
        z = p.parse_integer()?;
        if z != 0 {
            text.push_str(&format!(":{z}"));
        }
    }
    Ok((text, format!("{scale:e}:{z}")))
}

/// `storage(<min:max>)?`: the storage type (`i8`, or `u8` for unsigned) and
/// its range, written only when it is not the full range of the type, as
/// MLIR prints it. Gives the signless storage type, the text, and the
/// exact `signed min max`.
fn storage_part(p: &mut DialectParser<'_, '_>) -> DResult<(crate::Type, String, String)> {
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
    let (lo, hi): (i128, i128) = if signed {
        (-(1i128 << (width - 1)), (1i128 << (width - 1)) - 1)
    } else {
        (0, (1i128 << width) - 1)
    };
    let mut range = (lo, hi);
    if p.eat("<") {
        let min = p.parse_integer()?;
        p.expect(":")?;
        let max = p.parse_integer()?;
        p.expect(">")?;
        if i128::from(min) != lo || i128::from(max) != hi {
            text.push_str(&format!("<{min}:{max}>"));
        }
        range = (i128::from(min), i128::from(max));
    }
    let exact = format!("{} {} {}", u8::from(signed), range.0, range.1);
    Ok((storage, text, exact))
}

/// `<storage(<min:max>)?:expressed(:axis)?, scale | {scale, ...}>`.
fn parse_uniform(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    p.expect("<")?;
    let (storage, mut text, mut exact) = storage_part(p)?;
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
        exact.push_str(&format!(" {axis}"));
        p.expect(",")?;
        p.expect("{")?;
        let mut items = Vec::new();
        loop {
            let (t, e) = scale_zero_point(p)?;
            items.push(t);
            exact.push(' ');
            exact.push_str(&e);
            if p.eat("}") {
                break;
            }
            p.expect(",")?;
        }
        text.push_str(&format!(", {{{}}}", items.join(",")));
    } else {
        p.expect(",")?;
        text.push_str(", ");
        let (t, e) = scale_zero_point(p)?;
        text.push_str(&t);
        exact.push_str(" - ");
        exact.push_str(&e);
    }
    p.expect(">")?;
    Ok(vec![
        Param::Type(storage),
        Param::Type(expressed),
        Param::Str(text.into_bytes().into()),
        Param::Str(exact.into_bytes().into()),
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
    let (storage, mut text, _) = storage_part(p)?;
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

/// A uniform quantized type's parameters, as its arithmetic needs them.
#[derive(Clone, Debug, PartialEq)]
pub struct Uniform {
    /// The signless storage type (`i8` for `i8` and `u8`).
    pub storage: crate::Type,
    /// Whether the storage is signed (`i8`) or not (`u8`).
    pub signed: bool,
    /// The storage range.
    pub min: i64,
    pub max: i64,
    /// The float type the values stand for.
    pub expressed: crate::Type,
    /// The quantized dimension of a per-axis type.
    pub axis: Option<usize>,
    /// One scale and zero point, or one per index of `axis`.
    pub scales: Vec<f64>,
    pub zero_points: Vec<i64>,
}

/// The parameters of `!quant.uniform<...>` type `t`, if it is one.
pub fn uniform_params(ctx: &crate::Context, t: crate::Type) -> Option<Uniform> {
    let TypeData::Dialect(d) = ctx.type_data(t) else {
        return None;
    };
    if d.def.dialect != "quant" || d.def.mnemonic != "uniform" {
        return None;
    }
    let (Some(Param::Type(storage)), Some(Param::Type(expressed)), Some(Param::Str(exact))) =
        (d.params.first(), d.params.get(1), d.params.get(3))
    else {
        return None;
    };
    let text = std::str::from_utf8(exact).ok()?;
    let mut words = text.split(' ');
    let signed = words.next()? == "1";
    let min = words.next()?.parse().ok()?;
    let max = words.next()?.parse().ok()?;
    let axis = match words.next()? {
        "-" => None,
        a => Some(a.parse().ok()?),
    };
    let mut scales = Vec::new();
    let mut zero_points = Vec::new();
    for w in words {
        let (s, z) = w.split_once(':')?;
        scales.push(s.parse().ok()?);
        zero_points.push(z.parse().ok()?);
    }
    Some(Uniform {
        storage: *storage,
        signed,
        min,
        max,
        expressed: *expressed,
        axis,
        scales,
        zero_points,
    })
}
