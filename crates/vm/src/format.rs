//! Values as text, the way `iree-run-module` 3.13 prints and reads them.
//!
//! Printing: VM scalars are i32, i64, f32 and f64 only, so i1, i8 and i16
//! print as `i32=` (signed; i1 as 0 or 1), `index` as `i64=`, f16 and bf16
//! as `f32=` (widened); floats use C's `%g`. A list prints `vm.list` and a
//! `child_list[i]: ...` line per element, then an empty line; a buffer view
//! `hal.buffer_view` and then `SHAPExTYPE=` with its elements in C's `%G`,
//! the innermost dimension space-separated and every outer index in
//! brackets, with at most [`MAX_ELEMENTS`] elements shown in all.
//!
//! Reading (`--input`): `5`, `1.5`, `i64=5` (a typed scalar: sigil's
//! extension), `2x3xf32=1 2 3 4 5 6` (one value fills the shape),
//! `2x3xf32=@data.bin`, `@array.npy`, `(null)`.

use std::fmt::Write as _;
use std::rc::Rc;

use half::{bf16, f16};

use crate::value::{BufferView, ElementType, Item, ListRef, ScalarType, Value};

/// `--output_max_element_count`'s default.
pub const MAX_ELEMENTS: usize = 1024;

/// C's `printf("%g")` (or `%G` with `upper`) of `x`, precision 6.
pub fn fmt_g(x: f64, upper: bool) -> String {
    let s = fmt_g_lower(x);
    if upper {
        s.to_uppercase()
    } else {
        s
    }
}

fn fmt_g_lower(x: f64) -> String {
    const P: i32 = 6;
    if x.is_nan() {
        return if x.is_sign_negative() { "-nan" } else { "nan" }.into();
    }
    if x.is_infinite() {
        return if x < 0.0 { "-inf" } else { "inf" }.into();
    }
    if x == 0.0 {
        return if x.is_sign_negative() { "-0" } else { "0" }.into();
    }
    // The exponent after rounding to P significant digits.
    let e = format!("{:.*e}", (P - 1) as usize, x);
    let (mant, exp) = e.split_once('e').expect("exponent form");
    let exp: i32 = exp.parse().expect("exponent");
    if !(-4..P).contains(&exp) {
        let mant = strip_zeros(mant);
        let sign = if exp < 0 { '-' } else { '+' };
        format!("{mant}e{sign}{:02}", exp.abs())
    } else {
        let f = format!("{:.*}", (P - 1 - exp).max(0) as usize, x);
        strip_zeros(&f).to_string()
    }
}

fn strip_zeros(s: &str) -> &str {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.')
    } else {
        s
    }
}

/// One result line's value: `i32=7`, `vm.list` + children, a buffer view.
pub fn format_value(v: &Value, out: &mut String) {
    match v {
        Value::List(l) => format_list(l, out),
        Value::Buffer(b) => {
            out.push_str("hal.buffer_view\n");
            format_buffer(b, MAX_ELEMENTS, out);
        }
        other => out.push_str(&format_scalar(other)),
    }
}

/// A scalar as `iree-run-module` shows it.
pub fn format_scalar(v: &Value) -> String {
    match *v {
        Value::Int { width: 1, value } => format!("i32={}", value & 1),
        Value::Int { width, value } if width <= 32 => format!("i32={value}"),
        Value::Int { value, .. } => format!("i64={value}"),
        Value::Index(v) => format!("i64={v}"),
        Value::F16(x) => format!("f32={}", fmt_g(x.to_f64(), false)),
        Value::BF16(x) => format!("f32={}", fmt_g(x.to_f64(), false)),
        Value::F32(x) => format!("f32={}", fmt_g(x as f64, false)),
        Value::F64(x) => format!("f64={}", fmt_g(x, false)),
        Value::Small(t, b) => format!("f32={}", fmt_g(crate::numeric::to_f64(t, b as u64), false)),
        Value::Func(f) => format!("function={}", f.0),
        Value::Null => "(null)".into(),
        Value::List(_) => "vm.list".into(),
        Value::Buffer(_) => "hal.buffer_view".into(),
        // A Python int beyond what `i64=` shows.
        Value::BigInt(ref i) => format!("int={i}"),
    }
}

fn format_list(l: &ListRef, out: &mut String) {
    out.push_str("vm.list\n");
    let items: Vec<Item> = l.items();
    for (i, item) in items.iter().enumerate() {
        let _ = write!(out, "child_list[{i}]: ");
        match item.to_value() {
            // A nested list ends with an empty line, as IREE prints it.
            Value::List(inner) => format_list(&inner, out),
            Value::Buffer(b) => {
                out.push_str("hal.buffer_view\n");
                format_buffer(&b, MAX_ELEMENTS, out);
            }
            other => out.push_str(&format_scalar(&other)),
        }
        out.push('\n');
    }
}

/// `2x3xf32=[1 2 3][4 5 6]` (no final newline).
pub fn format_buffer(b: &BufferView, max: usize, out: &mut String) {
    out.push_str(&b.type_text());
    out.push('=');
    if b.shape.is_empty() {
        out.push_str(&element_text(b, 0));
        return;
    }
    let mut budget = max;
    let mut at = 0;
    rows(b, 0, &mut at, &mut budget, out);
}

/// Dimension `d` of `b` from element `at`: the innermost one as a
/// space-separated row, every other index of an outer one in brackets.
fn rows(b: &BufferView, d: usize, at: &mut usize, budget: &mut usize, out: &mut String) {
    let n = b.shape[d].max(0) as usize;
    if d + 1 == b.shape.len() {
        for k in 0..n {
            if *budget == 0 {
                out.push_str("...");
                *at += n - k;
                return;
            }
            if k > 0 {
                out.push(' ');
            }
            out.push_str(&element_text(b, *at));
            *at += 1;
            *budget -= 1;
        }
        return;
    }
    for _ in 0..n {
        out.push('[');
        rows(b, d + 1, at, budget, out);
        out.push(']');
    }
}

/// Element `i` of a buffer view, as `%G` (floats) or a decimal.
pub fn element_text(b: &BufferView, i: usize) -> String {
    let size = b.elem.size();
    let Some(bytes) = b.data.get(i * size..(i + 1) * size) else {
        return "?".into();
    };
    let mut buf = [0u8; 16];
    buf[..size].copy_from_slice(bytes);
    let u = u64::from_le_bytes(buf[..8].try_into().expect("8 bytes"));
    match b.elem {
        ElementType::Bool => format!("{:02X}", bytes[0]),
        ElementType::Int(w) | ElementType::SInt(w) => {
            crate::value::sext(u, w as u32).cast_signed().to_string()
        }
        ElementType::UInt(w) => crate::value::zext(u, w as u32).to_string(),
        ElementType::F16 => fmt_g(f16::from_bits(u as u16).to_f64(), true),
        ElementType::BF16 => fmt_g(bf16::from_bits(u as u16).to_f64(), true),
        ElementType::F32 => fmt_g(f32::from_bits(u as u32) as f64, true),
        ElementType::F64 => fmt_g(f64::from_bits(u), true),
        // iree-run-module has no text form for complex numbers: it prints
        // the element's bytes in memory order, as hex.
        ElementType::Complex(_) => bytes.iter().map(|b| format!("{b:02X}")).collect(),
        ElementType::Small(t) => fmt_g(crate::numeric::to_f64(t, u), true),
    }
}

/// The element type named `name` in a `2x3xf32` type (`i8`, `si32`, `bf16`).
pub fn element_type(name: &str) -> Option<ElementType> {
    Some(match name {
        "i1" => ElementType::Bool,
        "f16" => ElementType::F16,
        "bf16" => ElementType::BF16,
        "f32" => ElementType::F32,
        "f64" => ElementType::F64,
        // IREE names a complex type by its total width.
        "cf64" | "complex<f32>" => ElementType::Complex(32),
        "cf128" | "complex<f64>" => ElementType::Complex(64),
        _ => {
            let (kind, w) = if let Some(w) = name.strip_prefix("si") {
                ("s", w)
            } else if let Some(w) = name.strip_prefix("ui") {
                ("u", w)
            } else if let Some(w) = name.strip_prefix('i') {
                ("i", w)
            } else {
                return None;
            };
            let w: u8 = w.parse().ok()?;
            if !matches!(w, 8 | 16 | 32 | 64) {
                return None;
            }
            match kind {
                "s" => ElementType::SInt(w),
                "u" => ElementType::UInt(w),
                _ => ElementType::Int(w),
            }
        }
    })
}

/// What an `--input` says.
#[derive(Debug)]
pub enum Input {
    /// A bare number, typed by the argument it goes to.
    Number(String),
    /// `i64=5`: a typed scalar, or a rank-0 buffer view for a tensor.
    Typed(String, String),
    /// A buffer view (`2x3xf32=...`, `@x.npy`).
    Buffer(BufferView),
    Null,
}

/// `2x3xf32` with no `=`: a buffer of zeros of that shape, as IREE's
/// `iree_hal_buffer_view_parse` makes it. `None` for anything else (a bare
/// number, a rank-0 type, a shape too large).
fn zeros(text: &str) -> Option<BufferView> {
    let (dims, elem_name) = text.rsplit_once('x')?;
    let elem = element_type(elem_name)?;
    let shape: Vec<i64> = dims
        .split('x')
        .map(|d| d.parse::<i64>().ok().filter(|&n| n >= 0))
        .collect::<Option<_>>()?;
    let count = shape
        .iter()
        .try_fold(1usize, |acc, &d| acc.checked_mul(d as usize))
        .and_then(|n| n.checked_mul(elem.size()))
        .filter(|&b| b <= 1 << 34)?;
    Some(BufferView {
        elem,
        shape,
        data: vec![0u8; count].into(),
    })
}

/// Reads one `--input` value.
pub fn parse_input(text: &str) -> Result<Input, String> {
    let t = text.trim();
    if t == "(null)" {
        return Ok(Input::Null);
    }
    if let Some(path) = t.strip_prefix('@') {
        let bytes = std::fs::read(path).map_err(|e| format!("cannot read '{path}': {e}"))?;
        return crate::npy::read(&bytes)
            .map(Input::Buffer)
            .map_err(|e| format!("'{path}': {e}"));
    }
    let Some((ty, values)) = t.split_once('=') else {
        return Ok(zeros(t).map_or_else(|| Input::Number(t.to_string()), Input::Buffer));
    };
    let parts: Vec<&str> = ty.split('x').collect();
    let elem_name = *parts.last().expect("split gives one part");
    let elem = element_type(elem_name)
        .ok_or_else(|| format!("unknown element type '{elem_name}' in '{text}'"))?;
    let mut shape = Vec::new();
    for d in &parts[..parts.len() - 1] {
        let n: i64 = d
            .parse()
            .ok()
            .filter(|&n: &i64| n >= 0)
            .ok_or_else(|| format!("invalid dimension '{d}' in '{text}'"))?;
        shape.push(n);
    }
    if shape.is_empty() && !values.starts_with('@') && values.split_whitespace().count() <= 1 {
        return Ok(Input::Typed(
            elem_name.to_string(),
            values.trim().to_string(),
        ));
    }
    let count = shape
        .iter()
        .try_fold(1usize, |acc, &d| acc.checked_mul(d as usize))
        .filter(|&n| n.checked_mul(elem.size()).is_some_and(|b| b <= 1 << 34))
        .ok_or_else(|| format!("the shape of '{ty}' is too large"))?;
    if let Some(path) = values.strip_prefix('@') {
        let data = std::fs::read(path).map_err(|e| format!("cannot read '{path}': {e}"))?;
        if data.len() != count * elem.size() {
            return Err(format!(
                "'{path}' holds {} bytes but {ty} needs {}",
                data.len(),
                count * elem.size()
            ));
        }
        return Ok(Input::Buffer(BufferView {
            elem,
            shape,
            data: data.into(),
        }));
    }
    let items: Vec<&str> = values
        .split(|c: char| c.is_whitespace() || c == ',' || c == '[' || c == ']')
        .filter(|s| !s.is_empty())
        .collect();
    if items.len() != count && !(items.len() == 1 && count > 0) {
        return Err(format!(
            "'{text}' gives {} values for a shape of {count} elements",
            items.len()
        ));
    }
    let mut data = Vec::with_capacity(count * elem.size());
    let encoded: Vec<Vec<u8>> = items
        .iter()
        .map(|s| encode_element(elem, s).ok_or_else(|| format!("'{s}' is not a valid {elem_name}")))
        .collect::<Result<_, _>>()?;
    for i in 0..count {
        data.extend_from_slice(&encoded[if encoded.len() == 1 { 0 } else { i }]);
    }
    Ok(Input::Buffer(BufferView {
        elem,
        shape,
        data: data.into(),
    }))
}

fn parse_int(s: &str) -> Option<i128> {
    let s = s.trim();
    if let Some(h) = s.strip_prefix("0x") {
        return i128::from_str_radix(h, 16).ok();
    }
    if let Some(h) = s.strip_prefix("-0x") {
        return i128::from_str_radix(h, 16).ok().map(|v| -v);
    }
    s.parse().ok()
}

fn parse_float(s: &str) -> Option<f64> {
    let s = s.trim();
    match s.to_ascii_lowercase().as_str() {
        "nan" => Some(f64::NAN),
        "-nan" => Some(-f64::NAN),
        "inf" | "+inf" => Some(f64::INFINITY),
        "-inf" => Some(f64::NEG_INFINITY),
        _ => s.parse().ok(),
    }
}

fn encode_element(elem: ElementType, s: &str) -> Option<Vec<u8>> {
    Some(match elem {
        ElementType::Bool => {
            let v = match s {
                "true" => 1,
                "false" => 0,
                _ => parse_int(s)?,
            };
            vec![(v != 0) as u8]
        }
        ElementType::Int(w) | ElementType::SInt(w) | ElementType::UInt(w) => {
            let v = parse_int(s)?;
            let (lo, hi): (i128, i128) = match elem {
                ElementType::SInt(_) => (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1),
                ElementType::UInt(_) => (0, (1i128 << w) - 1),
                _ => (-(1i128 << (w - 1)), (1i128 << w) - 1),
            };
            if v < lo || v > hi {
                return None;
            }
            (v as u64).to_le_bytes()[..elem.size()].to_vec()
        }
        ElementType::F16 => f16::from_f64(parse_float(s)?).to_le_bytes().to_vec(),
        ElementType::BF16 => bf16::from_f64(parse_float(s)?).to_le_bytes().to_vec(),
        ElementType::F32 => (parse_float(s)? as f32).to_le_bytes().to_vec(),
        ElementType::F64 => parse_float(s)?.to_le_bytes().to_vec(),
        ElementType::Small(t) => vec![crate::numeric::from_f64(t, parse_float(s)?) as u8],
        // As iree-run-module reads it: the element's bytes as hex.
        ElementType::Complex(_) => {
            let size = elem.size();
            if s.len() != 2 * size || !s.is_ascii() {
                return None;
            }
            (0..size)
                .map(|k| u8::from_str_radix(&s[2 * k..2 * k + 2], 16).ok())
                .collect::<Option<Vec<u8>>>()?
        }
    })
}

/// The scalar of type `ty` written `text` (an integer or a float literal).
pub fn parse_scalar(ty: ScalarType, text: &str) -> Result<Value, String> {
    let bad = || format!("'{text}' is not a valid {}", ty.name());
    Ok(match ty {
        ScalarType::Int(w) => {
            let v = match text.trim() {
                "true" if w == 1 => 1,
                "false" if w == 1 => 0,
                t => parse_int(t)
                    .or_else(|| {
                        // `5.0` for an integer: accepted when integral.
                        parse_float(t)
                            .filter(|f| f.fract() == 0.0 && f.abs() < 1e30)
                            .map(|f| f as i128)
                    })
                    .ok_or_else(bad)?,
            };
            let (lo, hi) = if w == 1 {
                (-1i128, 1i128)
            } else {
                (-(1i128 << (w - 1)), (1i128 << w) - 1)
            };
            if v < lo || v > hi {
                return Err(format!("{text} does not fit {}", ty.name()));
            }
            Value::Int {
                width: w,
                value: crate::value::sext(v as u64, w as u32) as i64,
            }
        }
        ScalarType::Index => Value::Index(
            parse_int(text)
                .and_then(|v| i64::try_from(v).ok())
                .ok_or_else(bad)?,
        ),
        ScalarType::F16 => Value::F16(f16::from_f64(parse_float(text).ok_or_else(bad)?)),
        ScalarType::BF16 => Value::BF16(bf16::from_f64(parse_float(text).ok_or_else(bad)?)),
        ScalarType::F32 => Value::F32(parse_float(text).ok_or_else(bad)? as f32),
        ScalarType::F64 => Value::F64(parse_float(text).ok_or_else(bad)?),
        ScalarType::Small(t) => Value::Small(
            t,
            crate::numeric::from_f64(t, parse_float(text).ok_or_else(bad)?) as u8,
        ),
    })
}

/// A rank-0 buffer view of `elem` holding `text`.
pub fn scalar_buffer(elem: ElementType, text: &str) -> Result<Rc<BufferView>, String> {
    let data = encode_element(elem, text)
        .ok_or_else(|| format!("'{text}' is not a valid {}", elem.name()))?;
    Ok(Rc::new(BufferView {
        elem,
        shape: Vec::new(),
        data: data.into(),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shape_without_values_is_zeros() {
        match parse_input("2x3xf32") {
            Ok(Input::Buffer(b)) => {
                assert_eq!((b.elem, b.shape.clone()), (ElementType::F32, vec![2, 3]));
                assert!(b.data.len() == 24 && b.data.iter().all(|&x| x == 0));
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(parse_input("5"), Ok(Input::Number(n)) if n == "5"));
        assert!(matches!(parse_input("0x1F"), Ok(Input::Number(_))));
        assert!(matches!(parse_input("f32"), Ok(Input::Number(_))));
    }

    #[test]
    fn g_format_matches_c() {
        let cases: &[(f64, &str)] = &[
            (1.5, "1.5"),
            (0.1, "0.1"),
            (1e-5, "1e-05"),
            (1e10, "1e+10"),
            (123456.0, "123456"),
            (1234567.0, "1.23457e+06"),
            (0.0001, "0.0001"),
            (0.00012345678, "0.000123457"),
            (100.0, "100"),
            (-2.5, "-2.5"),
            (6e-5, "6e-05"),
            (f64::INFINITY, "inf"),
            (-0.0, "-0"),
            (3.0, "3"),
            (999999.5, "1e+06"),
        ];
        for &(x, want) in cases {
            assert_eq!(fmt_g(x, false), want, "{x}");
        }
        assert_eq!(fmt_g(1e10, true), "1E+10");
        assert_eq!(fmt_g(f64::NAN, true), "NAN");
    }

    #[test]
    fn buffers_print_as_iree_does() {
        let b = BufferView {
            elem: ElementType::F32,
            shape: vec![2, 3],
            data: [1.0f32, 2.5, 3.0, 4.0, 1e10, 6e-5]
                .iter()
                .flat_map(|f| f.to_le_bytes())
                .collect(),
        };
        let mut s = String::new();
        format_buffer(&b, MAX_ELEMENTS, &mut s);
        assert_eq!(s, "2x3xf32=[1 2.5 3][4 1E+10 6E-05]");
        let b = BufferView {
            elem: ElementType::Int(16),
            shape: vec![4],
            data: [10i16, 40, 90, 160]
                .iter()
                .flat_map(|f| f.to_le_bytes())
                .collect(),
        };
        let mut s = String::new();
        format_buffer(&b, MAX_ELEMENTS, &mut s);
        assert_eq!(s, "4xi16=10 40 90 160");
    }
}
