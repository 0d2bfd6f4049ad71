//! Parse errors with MLIR's wording and byte offsets.
//!
//! `mlir-opt` reports the first problem and, in a few places, follow-up
//! errors for the same failure (a failed operand of a negation adds
//! "missing operand of negation" at the same spot).  [`AffineError`] keeps
//! the first one as its message and offset and the rest in
//! [`AffineError::also`], so a caller can reproduce the whole diagnostic
//! output.

use thiserror::Error;

/// One diagnostic: a message and the byte offset it points at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Byte offset into the parsed text (into the whole source for the
    /// `*_at` entry points).
    pub offset: usize,
    /// MLIR's message, e.g. `use of undeclared identifier`.
    pub message: String,
}

/// A failed parse.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{message} (at byte {offset})")]
pub struct AffineError {
    /// Byte offset of the first error.
    pub offset: usize,
    /// Message of the first error, worded as MLIR words it.
    pub message: String,
    /// Further errors MLIR emits for the same failure, in order.
    pub also: Vec<Diagnostic>,
}

impl AffineError {
    pub(crate) fn from_diagnostics(mut diags: Vec<Diagnostic>) -> AffineError {
        if diags.is_empty() {
            diags.push(Diagnostic {
                offset: 0,
                message: "invalid affine structure".to_string(),
            });
        }
        let first = diags.remove(0);
        AffineError {
            offset: first.offset,
            message: first.message,
            also: diags,
        }
    }

    /// All diagnostics, the first one included, in emission order.
    pub fn diagnostics(&self) -> Vec<Diagnostic> {
        let mut v = vec![Diagnostic {
            offset: self.offset,
            message: self.message.clone(),
        }];
        v.extend(self.also.iter().cloned());
        v
    }
}
