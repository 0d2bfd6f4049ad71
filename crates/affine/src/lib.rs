//! `sigil-affine`: MLIR 22.1 affine expressions, affine maps and integer
//! sets, as they appear in `affine_map<...>` / `affine_set<...>` attributes
//! and memref layouts.
//!
//! sigil must print exactly what `mlir-opt` prints, and for affine
//! structures that is decided when they are *built*: MLIR simplifies every
//! expression as it constructs it (`d0 - d1` becomes `d0 + d1 * -1`,
//! constants move right and fold, `e - (e floordiv 4) * 4` becomes
//! `e mod 4`, ...).  This crate reproduces that construction
//! ([`ExprArena`]), MLIR's parser with its error messages ([`parse_affine_map`],
//! [`parse_integer_set`], [`parse_map_or_set_at`]) and the `AsmPrinter`
//! output ([`write_affine_map`], [`write_integer_set`], [`write_affine_expr`]).
//!
//! ```
//! let map = sigil_affine::parse_affine_map(
//!     "(d0, d1) -> (2 + d0 - d1 * 3, (d0 floordiv 4) mod 2)",
//! ).unwrap();
//! assert_eq!(map.to_string(), "(d0, d1) -> (d0 - d1 * 3 + 2, (d0 floordiv 4) mod 2)");
//! ```

mod error;
mod expr;
mod lexer;
mod map;
mod parser;
mod printer;

pub use error::{AffineError, Diagnostic};
pub use expr::{AffineExpr, BinaryOp, ExprArena, ExprId, ExprStore, MAX_SIMPLIFY_DEPTH};
pub use map::{AffineMap, IntegerSet};
pub use parser::{
    parse_affine_expr, parse_affine_expr_of_ssa_ids_at, parse_affine_map, parse_affine_map_at,
    parse_affine_map_bytes_at, parse_affine_map_of_ssa_ids_at, parse_affine_map_or_integer_set,
    parse_integer_set, parse_integer_set_at, parse_integer_set_bytes_at, parse_map_or_set_at,
    parse_map_or_set_bytes_at, Delimiter, MapOrSet, SsaElementFn, MAX_NESTING,
};
pub use printer::{
    affine_map_to_string, integer_set_to_string, write_affine_expr, write_affine_expr_with,
    write_affine_map, write_integer_set,
};
