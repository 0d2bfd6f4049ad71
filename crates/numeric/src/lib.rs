//! Exact numbers for sigil's MLIR attribute parser and printer.
//!
//! MLIR's textual IR reads and writes integer and float attributes through
//! LLVM's `APInt` and `APFloat`, and `mlir-opt` output is only reproduced
//! byte for byte if every rounding, overflow and formatting rule of those
//! classes is reproduced too. This crate does that for the builtin types:
//!
//! * [`ApInt`]: integers of any width up to 16 777 215 bits, with MLIR's
//!   range rules for attribute literals and `APInt::print` output.
//! * [`FloatKind`] and the float functions: every builtin float format from
//!   `f4E2M1FN` to `f128`, MLIR's literal parsing ([`parse_float`],
//!   [`parse_float_hex`]) and MLIR's `printFloatValue` ([`format_float`]).
//!
//! Values are plain data (`u128` bit patterns, `ApInt`), nothing allocates
//! for widths up to 64 bits, and common `f32`/`f64` values print without
//! big-integer arithmetic.

mod apint;
mod decimal;
mod error;
mod float;
mod format;
mod kind;
mod nat;
mod round;
mod unpacked;

pub use apint::{ApInt, Signedness, INDEX_WIDTH, MAX_INT_WIDTH};
pub use error::NumericError;
pub use float::{
    apfloat_to_string, float_bitwise_eq, float_from_f64, float_from_le_bytes, float_storage_bits,
    float_to_f64, float_write_le_bytes, format_float, is_finite, is_inf, is_nan, is_negative,
    is_zero, parse_float, parse_float_direct, parse_float_from_integer_literal, parse_float_hex,
    FLOAT_FLAG_INFINITY, FLOAT_FLAG_NEGATIVE,
};
pub use kind::FloatKind;
