//! A parsed module: the IR, its top-level op, and the file-level metadata
//! (`{-# dialect_resources: ..., external_resources: ... #-}`) that travels
//! with it.

use std::sync::Arc;

use crate::diag::{Diagnostic, SourceFile};
use crate::ir::{Ir, OpId};

/// The value of one resource entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResourceValue {
    /// A blob: alignment and data (printed as `"0x<align LE><data>"`).
    Blob {
        alignment: u32,
        data: Vec<u8>,
    },
    Bool(bool),
    String(Vec<u8>),
}

/// `key: value` entries of one dialect or external tool.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResourceGroup {
    pub name: String,
    pub entries: Vec<(String, ResourceValue)>,
}

/// A module and what travels with it.
pub struct Module {
    pub ir: Ir,
    /// The top-level op (a `builtin.module`).
    pub top: OpId,
    /// `dialect_resources`, by dialect.
    pub dialect_resources: Vec<ResourceGroup>,
    /// `external_resources`, by tool.
    pub external_resources: Vec<ResourceGroup>,
    /// The buffer the module was parsed from; source-offset locations refer to it.
    pub source: Option<Arc<SourceFile>>,
    /// Warnings of the parser (old spellings it upgraded).
    pub warnings: Vec<Diagnostic>,
    /// The byte offset from which a second thread parsed the top-level ops,
    /// if one did (see [`Parallel`](crate::parser::Parallel)).
    pub split_at: Option<u32>,
}
