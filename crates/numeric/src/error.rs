//! The one error type of the crate. Where MLIR reports the same condition,
//! the message is MLIR's own wording, so a caller can attach a location and
//! print it unchanged.

/// Why a literal could not be turned into a value.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NumericError {
    /// Not of the float-literal form `[0-9]+.[0-9]*([eE][+-]?[0-9]+)?`
    /// (MLIR's lexer would not have produced such a token).
    #[error("invalid floating point literal")]
    InvalidFloatLiteral,
    /// A decimal integer literal where a float is expected (`1 : f32`). MLIR
    /// attaches the note of [`NumericError::note`].
    #[error("unexpected decimal integer literal for a floating point value")]
    DecimalIntegerForFloat,
    /// `-0x...` where a float is expected.
    #[error("hexadecimal float literal should not have a leading minus")]
    HexFloatLeadingMinus,
    /// A hex float literal with more significant bits than the type's width.
    #[error("hexadecimal float constant out of range for type")]
    HexFloatOutOfRange,
    /// Not a decimal or `0x` hexadecimal integer literal.
    #[error("invalid integer literal")]
    InvalidIntegerLiteral,
    /// The value does not fit the type (`buildAttributeAPInt` failed). Inside
    /// a dense elements literal MLIR says "integer constant out of range for
    /// type" instead.
    #[error("integer constant out of range for attribute")]
    IntegerOutOfRange,
    /// A negative literal for an unsigned integer type. Inside a dense
    /// elements literal MLIR says "expected unsigned integer elements, but
    /// parsed negative value" instead.
    #[error("negative integer literal not valid for unsigned integer type")]
    NegativeUnsigned,
    /// An integer width above MLIR's limit.
    #[error("integer bitwidth is limited to 16777215 bits")]
    WidthTooLarge,
    /// A byte buffer too short for the requested width.
    #[error("expected {expected} bytes for an integer of width {width}, found {found}")]
    ByteLength {
        width: u32,
        expected: usize,
        found: usize,
    },
}

impl NumericError {
    /// The note MLIR attaches to this error, if any.
    pub fn note(&self) -> Option<&'static str> {
        match self {
            NumericError::DecimalIntegerForFloat => {
                Some("add a trailing dot to make the literal a float")
            }
            _ => None,
        }
    }
}
