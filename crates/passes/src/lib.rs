//! Passes over sigil IR.
//!
//! [`stablehlo::lower_stablehlo`] (`sigil opt --sigil-lower-stablehlo`, run by the VM on load)
//! rewrites StableHLO and CHLO as the ops the VM runs. [`materialize_abi()`]
//! (`sigil opt --sigil-materialize-abi`) attaches IREE's
//! function-ABI reflection (`iree.reflection`, computed by `sigil-abi`) to every public
//! `func.func`. [`reflect_functions`] computes the same metadata without changing the module
//! (`sigil abi show` prints it). [`convert`] turns IR types and attributes into the ABI crate's
//! model.
//!
//! ```
//! use std::sync::Arc;
//! use sigil_ir::{parse_module, printer, verifier, Context, ParseOptions, SourceFile};
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let text = "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n";
//! let mut ctx = Context::new();
//! let src = Arc::new(SourceFile::new("f.mlir", text.as_bytes().to_vec()));
//! let mut module = parse_module(&mut ctx, src, &ParseOptions::default()).map_err(|d| d.message)?;
//! verifier::verify(&ctx, &module).map_err(|d| d.message)?;
//! let warnings = sigil_passes::materialize_abi(&mut ctx, &mut module).map_err(|d| d.message)?;
//! assert!(warnings.is_empty());
//! let opts = printer::PrintOptions { generic: true, ..Default::default() };
//! let printed = String::from_utf8(printer::print_module(&mut ctx, &mut module, &opts))?;
//! assert!(printed.contains(r#"iree.reflection = {f = "I6!S3!t6R6!S3!t6", fv = "1""#));
//! # Ok(()) }
//! ```

pub mod convert;
pub mod effects;
pub mod fold;
pub mod manager;
pub mod materialize_abi;
pub mod options;
pub mod pass;
pub mod patterns;
pub mod pipeline;
pub mod registry;
pub mod rewrite;
pub mod timing;
pub mod transforms;

pub use manager::{PassManager, RunConfig, RunOutcome};
pub use options::{OptionDecl, OptionKind, PassOptions};
pub use pass::{Analysis, Pass, PassFailed, Target};
pub use pipeline::{parse_pass_list, parse_pipeline, Anchor, Entry, OpPassManager, PipelineError};
pub use registry::{PassRegistration, Registry};
pub use timing::Timing;

pub use materialize_abi::{
    materialize_abi, reflect_function, reflect_functions, FunctionReflection,
};
pub mod stablehlo;
