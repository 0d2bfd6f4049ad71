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

pub mod callgraph;
pub mod convert;
pub mod dataflow;
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
pub mod tosa;
pub mod transforms;

pub use manager::{PassManager, RunConfig, RunOutcome};
pub use options::{OptionDecl, OptionKind, PassOptions};
pub use pass::{Analysis, Pass, PassFailed, Target};
pub use pipeline::{parse_pass_list, parse_pipeline, Anchor, Entry, OpPassManager, PipelineError};
pub use registry::{PassRegistration, Registry};
pub use timing::Timing;

/// Runs the textual `pipeline` (`builtin.module(canonicalize,cse)`) with
/// the built-in passes on the module `text` (named `name` in diagnostics)
/// and prints the result; the diagnostics' messages on failure.
///
/// ```
/// let text = "func.func @f(%a: i32) -> i32 {\n  %c0 = arith.constant 0 : i32\n  %0 = arith.addi %a, %c0 : i32\n  return %0 : i32\n}\n";
/// let out = sigil_passes::run_pipeline_on_text("builtin.module(canonicalize)", "f.mlir", text).unwrap();
/// assert!(!out.contains("addi"));
/// ```
pub fn run_pipeline_on_text(
    pipeline: &str,
    name: &str,
    text: impl Into<Vec<u8>>,
) -> Result<String, Vec<String>> {
    use std::sync::Arc;
    let mut ctx = sigil_ir::Context::new();
    let src = Arc::new(sigil_ir::SourceFile::new(name, text.into()));
    let mut module =
        sigil_ir::parse_module(&mut ctx, src, &Default::default()).map_err(|d| vec![d.message])?;
    let registry = Registry::with_builtin_passes();
    let pipeline = parse_pipeline(&registry, pipeline).map_err(|e| vec![format!("{e:?}")])?;
    let mut errors = Vec::new();
    let outcome = PassManager::new(pipeline, RunConfig::default()).run(
        &mut ctx,
        &mut module,
        &mut std::io::sink(),
        &mut |d| errors.push(d.message),
        None,
    );
    if outcome.failed || !errors.is_empty() {
        return Err(errors);
    }
    let printed = sigil_ir::printer::print_module(&mut ctx, &mut module, &Default::default());
    Ok(String::from_utf8(printed).expect("the printer writes UTF-8"))
}

pub use materialize_abi::{
    materialize_abi, reflect_function, reflect_functions, FunctionReflection,
};
pub mod stablehlo;
