//! `tosa-to-linalg-pipeline`: MLIR's pipeline (`addTosaToLinalgPasses`),
//! run as a nested pipeline of sigil's passes in MLIR's order: on each
//! function the optional decompositions, `canonicalize`, shape inference, broadcasting,
//! `tosa-to-linalg-named`, `canonicalize`, the layerwise constant folds and
//! broadcasting again; then `tosa-validate` on the module; then
//! `tosa-to-linalg` on each function. The lowerings build IR of their own
//! (equivalent to MLIR's), so the pipeline rejects what MLIR's rejects and
//! computes what it computes, but does not print MLIR's text.

use crate::pass::{Pass, PassFailed, Target};

/// The passes, in MLIR's order.
const PIPELINE: &str = "builtin.module(func.func(tosa-optional-decompositions,canonicalize,\
     tosa-infer-shapes,tosa-make-broadcastable,tosa-to-linalg-named,canonicalize,tosa-layerwise-constant-fold,\
     tosa-make-broadcastable),tosa-validate,func.func(tosa-to-linalg))";

/// The `tosa-to-linalg-pipeline` pass.
pub struct TosaToLinalgPipeline;

impl Pass for TosaToLinalgPipeline {
    fn argument(&self) -> &str {
        "tosa-to-linalg-pipeline"
    }

    fn name(&self) -> &str {
        "TosaToLinalgPipeline"
    }

    fn anchor(&self) -> Option<&str> {
        Some("builtin.module")
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        let registry = crate::registry::Registry::with_builtin_passes();
        let pipeline = match crate::pipeline::parse_pipeline(&registry, PIPELINE) {
            Ok(p) => p,
            Err(e) => return Err(t.error(t.op, e.0)),
        };
        let op = t.op;
        t.run_pipeline(&pipeline, op)
    }
}
