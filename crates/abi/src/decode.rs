//! `sigil abi decode SIG`: tell what a reflection string is and show it readably.
//!
//! A string that starts with `{` (after whitespace) is read as `iree.abi` JSON; anything else
//! is tried as both a raw and a SIP signature, since the two share the `I...R...` framing and
//! some strings (`I1!R1!`, `I4!S1!R1!`) are valid as either. Every reading that succeeds is
//! shown; when none does, the error lists why each failed.

use std::fmt;

use crate::raw::{RawError, RawSignature};
use crate::reflection::{AbiRecords, JsonError};
use crate::sip::{SipParseError, SipSignature};

/// The readings of a decoded string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decoded {
    /// Only a raw signature.
    Raw(RawSignature),
    /// Only a SIP signature.
    Sip(SipSignature),
    /// Valid as both.
    Both(RawSignature, SipSignature),
    /// `iree.abi` JSON.
    Json(AbiRecords),
}

/// A string that is neither signature nor reflection JSON.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    /// Not a signature of either kind.
    #[error("not a raw signature ({raw}) nor a SIP signature ({sip})")]
    Signature {
        /// Why it is not a raw signature.
        raw: RawError,
        /// Why it is not a SIP signature.
        sip: SipParseError,
    },
    /// Starts like JSON but is not valid `iree.abi` JSON.
    #[error("not valid iree.abi JSON: {0}")]
    Json(#[from] JsonError),
}

/// Decodes a raw signature, a SIP signature or `iree.abi` JSON.
pub fn decode(text: &str) -> Result<Decoded, DecodeError> {
    if text.trim_start().starts_with('{') {
        return Ok(Decoded::Json(AbiRecords::parse(text)?));
    }
    let raw = RawSignature::parse(text.as_bytes());
    let sip = SipSignature::parse(text.as_bytes());
    match (raw, sip) {
        (Ok(raw), Ok(sip)) => Ok(Decoded::Both(raw, sip)),
        (Ok(raw), Err(_)) => Ok(Decoded::Raw(raw)),
        (Err(_), Ok(sip)) => Ok(Decoded::Sip(sip)),
        (Err(raw), Err(sip)) => Err(DecodeError::Signature { raw, sip }),
    }
}

fn write_sip(f: &mut fmt::Formatter<'_>, sip: &SipSignature) -> fmt::Result {
    write!(
        f,
        "sip inputs:\n{}sip results:\n{}",
        sip.inputs_text(),
        sip.results_text()
    )
}

impl fmt::Display for Decoded {
    /// `raw: (...) -> (...)` and/or `sip inputs:` / `sip results:` in the canonical text, or
    /// `iree.abi: (...) -> (...)`. Ends with a newline.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Decoded::Raw(raw) => writeln!(f, "raw: {raw}"),
            Decoded::Sip(sip) => write_sip(f, sip),
            Decoded::Both(raw, sip) => {
                writeln!(f, "raw: {raw}")?;
                write_sip(f, sip)
            }
            Decoded::Json(records) => writeln!(f, "iree.abi: {records}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(text: &str) -> String {
        decode(text).unwrap().to_string()
    }

    #[test]
    fn raw_only() {
        assert_eq!(
            shown("I15!B11!d-1d128d64R15!B11!t6d-1d8d64"),
            "raw: (Buffer<float32[?x128x64]>) -> (Buffer<sint32[?x8x64]>)\n"
        );
    }

    #[test]
    fn sip_only() {
        assert_eq!(
            shown("I12!S9!k0_0k1_1R3!_0"),
            "sip inputs:\n:[\n  0=raw(0),\n  1=raw(1),\n],\nsip results:\n=raw(0),\n"
        );
    }

    #[test]
    fn both_readings() {
        assert_eq!(
            shown("I1!R1!"),
            "raw: () -> ()\nsip inputs:\nsip results:\n"
        );
        assert_eq!(
            shown("I4!S1!R1!"),
            "raw: (float32) -> ()\nsip inputs:\n:[\n],\nsip results:\n"
        );
    }

    #[test]
    fn json() {
        assert_eq!(
            shown(
                r#"{"a":[["ndarray","f32",2,null,4],["named","k","i32"]],"r":[["stuple","f32"]],"v":1}"#
            ),
            "iree.abi: (ndarray<f32[?x4]>, k: i32) -> (tuple(f32))\n"
        );
    }

    #[test]
    fn neither() {
        let err = decode("I3!x0R1!").unwrap_err();
        assert_eq!(
            err.to_string(),
            "not a raw signature (Unrecognized raw tag 'x' at byte 3) nor a SIP signature \
             (Unrecognized tag 'x' at byte 3)"
        );
        assert!(matches!(decode(" {\"a\":[]}"), Err(DecodeError::Json(_))));
        assert!(decode("").is_err());
    }
}
