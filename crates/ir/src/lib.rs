//! sigil's IR core: MLIR 22.1's textual IR read, checked and printed.
//!
//! - [`lexer`] and [`parser`] turn bytes into IR in one pass;
//! - [`context`] interns [`types`] and [`attrs`];
//! - [`ir`] holds ops, blocks, regions and values in dense arenas;
//! - [`verifier`] checks structure, dominance and the builtin module's rules;
//! - [`printer`] prints the generic form byte-for-byte as `mlir-opt`;
//! - [`diag`] renders diagnostics and [`expected`] checks
//!   `// expected-error` annotations (`--verify-diagnostics`).

pub mod attrs;
pub mod builder;
pub mod clone;
pub mod context;
pub mod diag;
pub mod dialects;
pub mod dominance;
pub mod expected;
pub mod format;
pub mod ir;
pub mod lexer;
pub mod module;
pub mod parser;
pub mod printer;
pub mod split;
pub mod symbols;
pub mod types;
pub mod verifier;
pub mod walk;

pub use attrs::{Attr, AttrData, Location, NamedAttr};
pub use context::Context;
pub use diag::{Diagnostic, Severity, SourceFile};
/// Each declared op's typed accessors, by dialect: `ops::scf::ForOp::LOWER_BOUND`.
pub use dialects::ods as ops;
pub use ir::{BlockId, InsertPoint, Ir, IrError, LocRef, NewOp, OpId, RegionId, Value, ValueDef};
pub use module::Module;
pub use parser::{parse_module, parse_module_range, ParseOptions};
pub use printer::{print_module, print_module_to, PrintOptions};
pub use types::{Type, TypeData};
pub use walk::{WalkOrder, WalkResult};

#[cfg(test)]
mod size_tests {
    #[test]
    fn print_sizes() {
        eprintln!("AttrData {}", std::mem::size_of::<crate::AttrData>());
        eprintln!("TypeData {}", std::mem::size_of::<crate::TypeData>());
        eprintln!("Location {}", std::mem::size_of::<crate::Location>());
        eprintln!("ApInt {}", std::mem::size_of::<sigil_numeric::ApInt>());
        eprintln!(
            "AffineMap {}",
            std::mem::size_of::<sigil_affine::AffineMap>()
        );
    }
}
