//! The public float API: parsing MLIR float literals into attribute values,
//! printing attribute values as MLIR does, and small conversions.
//!
//! A float attribute value is a `u128` holding the type's storage bits (as
//! `bitcastToAPInt` gives them), plus in two rare cases a flag bit above the
//! storage (see [`FLOAT_FLAG_NEGATIVE`] and [`FLOAT_FLAG_INFINITY`]); use
//! [`float_storage_bits`] to get what MLIR would store in a dense buffer.
//!
//! MLIR parses a decimal literal to a `double` first and then converts that
//! `double` to the attribute's type, so [`parse_float`] rounds twice (and
//! `f80`/`f128` literals carry no more precision than a `double`). That is
//! deliberate: it is what `mlir-opt` prints. [`parse_float_direct`] rounds
//! once, as `APFloat(semantics, string)` does.

use crate::decimal::{
    decimal_to_unpacked, decimal_to_unpacked_big, digits_to_big, digits_to_u128,
    significant_digits, split_float_literal, EXPONENT_SATURATION,
};
use crate::error::NumericError;
use crate::format::print_float_value;
use crate::kind::FloatKind;
use crate::round::convert;
use crate::unpacked::{decode, encode, pack_attr, unpack_attr, Category};

pub use crate::unpacked::{FLOAT_FLAG_INFINITY, FLOAT_FLAG_NEGATIVE};

/// Parses a decimal float literal as MLIR's attribute parser does
/// (`Parser::parseFloatFromLiteral`): the literal (MLIR float-token syntax,
/// e.g. `1.5`, `1.`, `1.5e-3`, `2E+10`, without sign) becomes a correctly
/// rounded `double`, is negated if `negative`, then is converted to `kind`
/// with round-to-nearest-even.
///
/// Out-of-range values do not fail, as in MLIR: `1.0e400 : f64` and
/// `1.0e10 : f16` give infinity, `70000.0 : f8E4M3FN` gives NaN (`0x7F`),
/// `7.0 : f4E2M1FN` saturates to `6.0`, tiny values give (signed) zero.
pub fn parse_float(kind: FloatKind, negative: bool, literal: &str) -> Result<u128, NumericError> {
    let parts = split_float_literal(literal).ok_or(NumericError::InvalidFloatLiteral)?;
    let parsed = if parts.saturated {
        // Re-spell with the saturated exponent so the double parser sees
        // the same number LLVM's does.
        let mut s = String::with_capacity(literal.len() + 8);
        s.push_str(std::str::from_utf8(parts.int_digits).unwrap_or("0"));
        s.push('.');
        s.push_str(std::str::from_utf8(parts.frac_digits).unwrap_or(""));
        s.push('e');
        s.push_str(&parts.exponent.to_string());
        s.parse::<f64>()
    } else {
        literal.parse::<f64>()
    };
    let mut value = parsed.map_err(|_| NumericError::InvalidFloatLiteral)?;
    if negative {
        value = -value;
    }
    Ok(float_from_f64(kind, value))
}

/// Parses a decimal float literal directly into `kind` with one correct
/// rounding, as `APFloat(semantics, "…")` does (MLIR uses this to check
/// that a printed value reads back).
pub fn parse_float_direct(
    kind: FloatKind,
    negative: bool,
    literal: &str,
) -> Result<u128, NumericError> {
    let parts = split_float_literal(literal).ok_or(NumericError::InvalidFloatLiteral)?;
    debug_assert!(parts.exponent.abs() <= EXPONENT_SATURATION);
    let (digits, exp10) = significant_digits(&parts);
    let sem = kind.semantics();
    let u = match digits_to_u128(&digits) {
        Some(d) => decimal_to_unpacked(sem, negative, d, exp10),
        None => {
            decimal_to_unpacked_big(sem, negative, &digits_to_big(&digits), digits.len(), exp10)
        }
    };
    Ok(pack_attr(kind, &u))
}

/// Parses the hexadecimal bit-pattern form of a float attribute
/// (`0x7FC00000 : f32`): `literal` is the whole `0x…` token. Fails with
/// MLIR's "hexadecimal float constant out of range for type" when the value
/// has more significant bits than the type's width.
pub fn parse_float_hex(kind: FloatKind, literal: &str) -> Result<u128, NumericError> {
    let hex = literal
        .strip_prefix("0x")
        .ok_or(NumericError::InvalidIntegerLiteral)?;
    if hex.is_empty() || !hex.bytes().all(|c| c.is_ascii_hexdigit()) {
        return Err(NumericError::InvalidIntegerLiteral);
    }
    let significant = hex.trim_start_matches('0');
    if significant.len() > 32 {
        return Err(NumericError::HexFloatOutOfRange);
    }
    let bits = if significant.is_empty() {
        0
    } else {
        u128::from_str_radix(significant, 16).map_err(|_| NumericError::InvalidIntegerLiteral)?
    };
    let active = 128 - bits.leading_zeros();
    if active > kind.bit_width() {
        return Err(NumericError::HexFloatOutOfRange);
    }
    Ok(pack_attr(kind, &decode(kind, bits)))
}

/// An integer literal where a float of `kind` is expected, as MLIR's
/// `parseFloatFromIntegerLiteral` treats it: a decimal literal (`1 : f32`) is
/// an error (MLIR adds the note "add a trailing dot to make the literal a
/// float", see [`NumericError::note`]); a hex literal is the bit pattern and
/// must not be negated.
pub fn parse_float_from_integer_literal(
    kind: FloatKind,
    negative: bool,
    literal: &str,
) -> Result<u128, NumericError> {
    let is_hex = literal.len() > 1 && literal.as_bytes()[1] == b'x';
    if !is_hex {
        return Err(NumericError::DecimalIntegerForFloat);
    }
    if negative {
        return Err(NumericError::HexFloatLeadingMinus);
    }
    parse_float_hex(kind, literal)
}

/// Prints a float attribute value exactly as MLIR's `printFloatValue`:
/// `1.500000e+00`, `0.1`-style shortest-safe forms such as
/// `1.0000000000000001E+20`, or the hex bit pattern (`0x7FC00000`) for
/// infinities, NaNs and values whose decimal form would have no dot.
pub fn format_float(kind: FloatKind, bits: u128, out: &mut String) {
    print_float_value(out, kind, &unpack_attr(kind, bits));
}

/// `APFloat::toString(format_precision, max_padding, truncate_zero)` of a
/// float attribute value (`+Inf`, `-Inf`, `NaN` for non-finite values).
pub fn apfloat_to_string(
    kind: FloatKind,
    bits: u128,
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
    out: &mut String,
) {
    let u = unpack_attr(kind, bits);
    crate::format::apfloat_to_string(out, kind, &u, format_precision, max_padding, truncate_zero);
}

/// What MLIR stores for a float attribute value (`bitcastToAPInt`): the
/// canonical encoding, with the flag states folded in as LLVM folds them.
pub fn float_storage_bits(kind: FloatKind, bits: u128) -> u128 {
    encode(kind, &unpack_attr(kind, bits))
}

/// Appends what MLIR stores for the value in a dense elements buffer:
/// [`float_storage_bits`] as `ceil(width / 8)` little-endian bytes (10 for
/// `f80`, 3 for `tf32`, 1 for the 4- and 6-bit types).
pub fn float_write_le_bytes(kind: FloatKind, bits: u128, out: &mut Vec<u8>) {
    let n = kind.bit_width().div_ceil(8) as usize;
    out.extend_from_slice(&float_storage_bits(kind, bits).to_le_bytes()[..n]);
}

/// Reads one element of a dense elements buffer (`ceil(width / 8)`
/// little-endian bytes from the front of `bytes`); `None` when too short.
/// Bits above the width are ignored.
pub fn float_from_le_bytes(kind: FloatKind, bytes: &[u8]) -> Option<u128> {
    let n = kind.bit_width().div_ceil(8) as usize;
    let mut buf = [0u8; 16];
    buf[..n].copy_from_slice(bytes.get(..n)?);
    Some(u128::from_le_bytes(buf) & kind.storage_mask())
}

/// Converts a `double` to `kind` with round-to-nearest-even, as
/// `APFloat(double).convert(...)` (MLIR's `FloatAttr::get(type, double)`).
pub fn float_from_f64(kind: FloatKind, value: f64) -> u128 {
    let f64_sem = FloatKind::F64.semantics();
    let u = decode(FloatKind::F64, value.to_bits() as u128);
    if kind == FloatKind::F64 {
        return value.to_bits() as u128;
    }
    pack_attr(kind, &convert(f64_sem, kind.semantics(), &u))
}

/// Converts a float attribute value to the nearest `double` (ties to even).
pub fn float_to_f64(kind: FloatKind, bits: u128) -> f64 {
    let u = unpack_attr(kind, bits);
    if kind == FloatKind::F64 {
        return f64::from_bits(bits as u64);
    }
    let d = convert(kind.semantics(), FloatKind::F64.semantics(), &u);
    f64::from_bits(encode(FloatKind::F64, &d) as u64)
}

/// Whether the value is a NaN.
pub fn is_nan(kind: FloatKind, bits: u128) -> bool {
    unpack_attr(kind, bits).cat == Category::NaN
}

/// Whether the value is an infinity.
pub fn is_inf(kind: FloatKind, bits: u128) -> bool {
    unpack_attr(kind, bits).cat == Category::Inf
}

/// Whether the value is a zero of either sign.
pub fn is_zero(kind: FloatKind, bits: u128) -> bool {
    unpack_attr(kind, bits).cat == Category::Zero
}

/// Whether the value is finite (zero, denormal or normal).
pub fn is_finite(kind: FloatKind, bits: u128) -> bool {
    matches!(
        unpack_attr(kind, bits).cat,
        Category::Zero | Category::Normal
    )
}

/// Whether the sign is set (also for `-0`, negative NaNs and the
/// unstorable negative `f8E8M0FNU` values).
pub fn is_negative(kind: FloatKind, bits: u128) -> bool {
    unpack_attr(kind, bits).sign
}

/// Whether two attribute values are the same `APFloat` bit for bit
/// (`bitwiseIsEqual`): `-0 != +0`, NaNs equal when their payloads are.
pub fn float_bitwise_eq(kind: FloatKind, a: u128, b: u128) -> bool {
    unpack_attr(kind, a).bitwise_eq(&unpack_attr(kind, b))
}
