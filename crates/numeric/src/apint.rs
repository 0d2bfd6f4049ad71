//! Fixed-width integers as MLIR's integer attributes hold them (LLVM's
//! `APInt`): a bit width from 0 to 16 777 215 and a value stored modulo
//! `2^width`, with no signedness of its own; signedness is chosen when
//! parsing and printing.
//!
//! Widths up to 64 keep the value inline in a `u64` and never allocate; wider
//! values live in a boxed `BigUint`, so an `ApInt` is two words either way.

use crate::error::NumericError;
use num_bigint::BigUint;
use num_traits::{One, ToPrimitive, Zero};
use std::fmt::Write;

/// MLIR's largest integer type width (`IntegerType::kMaxWidth`).
pub const MAX_INT_WIDTH: u32 = 16_777_215;

/// Width of MLIR's `index` in attributes (`IndexType::kInternalStorageBitWidth`).
pub const INDEX_WIDTH: u32 = 64;

/// The signedness of the integer type an attribute is parsed for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    /// `iN`.
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
    /// `index`: 64-bit, checked as signed.
    Index,
}

#[derive(Clone, PartialEq, Eq, Hash)]
enum Repr {
    Small(u64),
    Big(Box<BigUint>),
}

/// An integer of a fixed bit width; the value is kept reduced modulo
/// `2^width`.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct ApInt {
    width: u32,
    repr: Repr,
}

fn low_mask(width: u32) -> u64 {
    if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

fn big_mask(width: u32) -> BigUint {
    (BigUint::one() << width) - BigUint::one()
}

impl ApInt {
    /// Builds from a value already reduced below `2^width`.
    fn from_big_reduced(width: u32, v: BigUint) -> Self {
        if width <= 64 {
            ApInt {
                width,
                repr: Repr::Small(v.to_u64().unwrap_or(0)),
            }
        } else {
            ApInt {
                width,
                repr: Repr::Big(Box::new(v)),
            }
        }
    }

    /// `v` truncated to `width` bits (two's complement). Widths above
    /// [`MAX_INT_WIDTH`] are clamped to it.
    pub fn from_u64(width: u32, v: u64) -> Self {
        let width = width.min(MAX_INT_WIDTH);
        if width <= 64 {
            ApInt {
                width,
                repr: Repr::Small(v & low_mask(width)),
            }
        } else {
            ApInt {
                width,
                repr: Repr::Big(Box::new(BigUint::from(v))),
            }
        }
    }

    /// `v` sign-extended or truncated to `width` bits (two's complement).
    /// Widths above [`MAX_INT_WIDTH`] are clamped to it.
    pub fn from_i64(width: u32, v: i64) -> Self {
        let width = width.min(MAX_INT_WIDTH);
        if width <= 64 || v >= 0 {
            return ApInt::from_u64(width, v as u64);
        }
        // 2^width - |v|
        let mag = BigUint::from(v.unsigned_abs());
        ApInt::from_big_reduced(width, (BigUint::one() << width) - mag)
    }

    /// `v mod 2^width`. Widths above [`MAX_INT_WIDTH`] are clamped to it.
    pub fn from_biguint(width: u32, v: &BigUint) -> Self {
        let width = width.min(MAX_INT_WIDTH);
        if width <= 64 {
            let low = v.iter_u64_digits().next().unwrap_or(0);
            return ApInt::from_u64(width, low);
        }
        if v.bits() <= width as u64 {
            ApInt::from_big_reduced(width, v.clone())
        } else {
            ApInt::from_big_reduced(width, v & big_mask(width))
        }
    }

    /// The zero of `width` bits.
    pub fn zero(width: u32) -> Self {
        ApInt::from_u64(width, 0)
    }

    /// MLIR's integer-attribute rule (`parseDecOrHexAttr` and
    /// `buildAttributeAPInt`): `literal` is a decimal (`123`, leading zeros
    /// allowed) or `0x` hexadecimal token without sign; the magnitude must fit
    /// in `width` bits; then it is negated if `negative`. It is out of range
    /// when a negated value lacks the sign bit (so `-0` is rejected, as MLIR
    /// rejects it), or when a non-negated value of a signed or index type
    /// has it. Width 0 cannot be negative. `Signedness::Index` uses width 64
    /// whatever `width` says. A negative literal for an unsigned type is
    /// [`NumericError::NegativeUnsigned`].
    pub fn parse_attr(
        literal: &str,
        negative: bool,
        width: u32,
        signedness: Signedness,
    ) -> Result<ApInt, NumericError> {
        let width = if signedness == Signedness::Index {
            INDEX_WIDTH
        } else {
            width
        };
        if width > MAX_INT_WIDTH {
            return Err(NumericError::WidthTooLarge);
        }
        if negative && signedness == Signedness::Unsigned {
            return Err(NumericError::NegativeUnsigned);
        }
        let (digits, radix) = split_integer_literal(literal)?;
        let magnitude = parse_magnitude(digits, radix, width)?;
        if width == 0 {
            return if negative {
                Err(NumericError::IntegerOutOfRange)
            } else {
                Ok(magnitude)
            };
        }
        let value = if negative {
            let v = magnitude.wrapping_neg();
            if !v.sign_bit() {
                return Err(NumericError::IntegerOutOfRange);
            }
            v
        } else {
            magnitude
        };
        if !negative
            && matches!(signedness, Signedness::Signed | Signedness::Index)
            && value.sign_bit()
        {
            return Err(NumericError::IntegerOutOfRange);
        }
        Ok(value)
    }

    /// The bit width.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Whether the value is zero.
    pub fn is_zero(&self) -> bool {
        match &self.repr {
            Repr::Small(v) => *v == 0,
            Repr::Big(b) => b.is_zero(),
        }
    }

    /// The value of an `i1` (any non-zero value is `true`).
    pub fn to_bool(&self) -> bool {
        !self.is_zero()
    }

    /// Whether the top bit (the sign bit when read as signed) is set; false
    /// for width 0.
    pub fn sign_bit(&self) -> bool {
        if self.width == 0 {
            return false;
        }
        match &self.repr {
            Repr::Small(v) => (v >> (self.width - 1)) & 1 == 1,
            Repr::Big(b) => b.bit(self.width as u64 - 1),
        }
    }

    /// The value read as unsigned, if it fits a `u64`.
    pub fn to_u64(&self) -> Option<u64> {
        match &self.repr {
            Repr::Small(v) => Some(*v),
            Repr::Big(b) => b.to_u64(),
        }
    }

    /// The value read as signed (two's complement), if it fits an `i64`.
    pub fn to_i64(&self) -> Option<i64> {
        match &self.repr {
            Repr::Small(v) => {
                if self.width == 0 {
                    return Some(0);
                }
                let shift = 64 - self.width;
                Some(((*v << shift) as i64) >> shift)
            }
            Repr::Big(b) => {
                if self.sign_bit() {
                    let mag = (BigUint::one() << self.width) - b.as_ref();
                    let m = mag.to_u64()?;
                    if m <= 1 << 63 {
                        Some((m as i64).wrapping_neg())
                    } else {
                        None
                    }
                } else {
                    b.to_i64()
                }
            }
        }
    }

    /// The value read as unsigned.
    pub fn to_biguint(&self) -> BigUint {
        match &self.repr {
            Repr::Small(v) => BigUint::from(*v),
            Repr::Big(b) => b.as_ref().clone(),
        }
    }

    /// `2^width - self` modulo `2^width` (two's complement negation).
    pub fn wrapping_neg(&self) -> ApInt {
        match &self.repr {
            Repr::Small(v) => ApInt {
                width: self.width,
                repr: Repr::Small(v.wrapping_neg() & low_mask(self.width)),
            },
            Repr::Big(b) => {
                if b.is_zero() {
                    return self.clone();
                }
                ApInt::from_big_reduced(self.width, (BigUint::one() << self.width) - b.as_ref())
            }
        }
    }

    /// Zero-extends or truncates to `width` bits.
    pub fn zext_or_trunc(&self, width: u32) -> ApInt {
        match &self.repr {
            Repr::Small(v) => ApInt::from_u64(width, *v),
            Repr::Big(b) => ApInt::from_biguint(width, b),
        }
    }

    /// Sign-extends or truncates to `width` bits.
    pub fn sext_or_trunc(&self, width: u32) -> ApInt {
        let width = width.min(MAX_INT_WIDTH);
        if width <= self.width || !self.sign_bit() {
            return self.zext_or_trunc(width);
        }
        // Fill bits self.width..width with ones.
        let high = big_mask(width) ^ big_mask(self.width);
        ApInt::from_biguint(width, &(self.to_biguint() | high))
    }

    /// Appends the value as a signed decimal (`APInt::print(os, true)`).
    pub fn write_signed(&self, out: &mut String) {
        match &self.repr {
            Repr::Small(_) => {
                let v = self.to_i64().unwrap_or(0);
                let _ = write!(out, "{v}");
            }
            Repr::Big(b) => {
                if self.sign_bit() {
                    out.push('-');
                    let mag = (BigUint::one() << self.width) - b.as_ref();
                    out.push_str(&mag.to_str_radix(10));
                } else {
                    out.push_str(&b.to_str_radix(10));
                }
            }
        }
    }

    /// Appends the value as an unsigned decimal (`APInt::print(os, false)`).
    pub fn write_unsigned(&self, out: &mut String) {
        match &self.repr {
            Repr::Small(v) => {
                let _ = write!(out, "{v}");
            }
            Repr::Big(b) => out.push_str(&b.to_str_radix(10)),
        }
    }

    /// Bytes for one value: `ceil(width / 8)` (1 for `i1`). This is MLIR's
    /// per-element size in dense buffers for every width except 1: MLIR 22
    /// packs `i1` elements eight to a byte (element `i` in bit `i % 8` of
    /// byte `i / 8`), and reads a lone `0xFF`/`0x00` byte as a splat.
    pub fn storage_bytes(width: u32) -> usize {
        (width as usize).div_ceil(8)
    }

    /// The value as `storage_bytes(width)` little-endian bytes.
    pub fn to_le_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(ApInt::storage_bytes(self.width));
        self.write_le_bytes(&mut out);
        out
    }

    /// Appends the value as `storage_bytes(width)` little-endian bytes.
    pub fn write_le_bytes(&self, out: &mut Vec<u8>) {
        let n = ApInt::storage_bytes(self.width);
        match &self.repr {
            Repr::Small(v) => out.extend_from_slice(&v.to_le_bytes()[..n]),
            Repr::Big(b) => {
                let bytes = b.to_bytes_le();
                let start = out.len();
                if bytes.len() == 1 && bytes[0] == 0 {
                    out.resize(start + n, 0);
                } else {
                    out.extend_from_slice(&bytes[..bytes.len().min(n)]);
                    out.resize(start + n, 0);
                }
            }
        }
    }

    /// Reads `storage_bytes(width)` little-endian bytes from the front of
    /// `bytes`; bits above `width` are ignored.
    pub fn from_le_bytes(width: u32, bytes: &[u8]) -> Result<ApInt, NumericError> {
        if width > MAX_INT_WIDTH {
            return Err(NumericError::WidthTooLarge);
        }
        let n = ApInt::storage_bytes(width);
        if bytes.len() < n {
            return Err(NumericError::ByteLength {
                width,
                expected: n,
                found: bytes.len(),
            });
        }
        if width <= 64 {
            let mut buf = [0u8; 8];
            buf[..n].copy_from_slice(&bytes[..n]);
            return Ok(ApInt::from_u64(width, u64::from_le_bytes(buf)));
        }
        let v = BigUint::from_bytes_le(&bytes[..n]);
        Ok(ApInt::from_biguint(width, &v))
    }
}

impl std::fmt::Debug for ApInt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut s = String::new();
        self.write_unsigned(&mut s);
        write!(f, "ApInt(i{}: {})", self.width, s)
    }
}

/// Splits `123` or `0x7B` into digits and radix.
fn split_integer_literal(literal: &str) -> Result<(&[u8], u32), NumericError> {
    let b = literal.as_bytes();
    if b.len() > 1 && b[0] == b'0' && b[1] == b'x' {
        let digits = &b[2..];
        if digits.is_empty() || !digits.iter().all(u8::is_ascii_hexdigit) {
            return Err(NumericError::InvalidIntegerLiteral);
        }
        Ok((digits, 16))
    } else {
        if b.is_empty() || !b.iter().all(u8::is_ascii_digit) {
            return Err(NumericError::InvalidIntegerLiteral);
        }
        Ok((b, 10))
    }
}

fn digit_value(c: u8) -> u64 {
    match c {
        b'0'..=b'9' => (c - b'0') as u64,
        b'a'..=b'f' => (c - b'a' + 10) as u64,
        b'A'..=b'F' => (c - b'A' + 10) as u64,
        _ => 0,
    }
}

/// The unsigned value of validated digits, failing when it needs more than
/// `width` bits.
fn parse_magnitude(digits: &[u8], radix: u32, width: u32) -> Result<ApInt, NumericError> {
    let lead = digits.iter().take_while(|&&c| c == b'0').count();
    let digits = &digits[lead..];
    // Fast path: anything that fits a u64 is parsed without allocating.
    let mut acc: u64 = 0;
    let mut fits = true;
    for &c in digits {
        match acc
            .checked_mul(radix as u64)
            .and_then(|v| v.checked_add(digit_value(c)))
        {
            Some(v) => acc = v,
            None => {
                fits = false;
                break;
            }
        }
    }
    if fits {
        let active = 64 - acc.leading_zeros();
        if active > width {
            return Err(NumericError::IntegerOutOfRange);
        }
        return Ok(ApInt::from_u64(width, acc));
    }
    if width <= 64 {
        return Err(NumericError::IntegerOutOfRange);
    }
    // More than 64 bits. Cheap bound first, so a huge literal for a narrow
    // type is rejected without converting it.
    let min_bits = match radix {
        16 => (digits.len() as u64 - 1) * 4 + 1,
        _ => ((digits.len() as u64 - 1) * 3321) / 1000 + 1,
    };
    if min_bits > width as u64 {
        return Err(NumericError::IntegerOutOfRange);
    }
    let v = BigUint::parse_bytes(digits, radix).ok_or(NumericError::InvalidIntegerLiteral)?;
    if v.bits() > width as u64 {
        return Err(NumericError::IntegerOutOfRange);
    }
    Ok(ApInt::from_big_reduced(width, v))
}
