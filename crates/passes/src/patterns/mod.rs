//! Canonicalization patterns, one file per dialect, each a
//! [`RewritePattern`] with MLIR's class name as its label; `all` lists them
//! in the order MLIR registers them (which decides the order among equal
//! benefits).

mod cf;

use crate::rewrite::RewritePattern;

/// Every canonicalization pattern sigil has.
pub fn all() -> Vec<Box<dyn RewritePattern>> {
    let mut v = Vec::new();
    v.extend(cf::patterns());
    v
}
