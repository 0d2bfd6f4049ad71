//! `tosa-to-linalg-pipeline`: MLIR's pipeline runs TOSA's decompositions,
//! shape inference, broadcasting and constant folding around
//! `tosa-to-linalg-named`, then `tosa-validate` (default options), then
//! `tosa-to-linalg`. sigil's runs the two lowerings with the validation
//! between them (the other passes do not exist in sigil yet), so it
//! rejects what MLIR's rejects but does not print MLIR's text.

use crate::pass::{Pass, PassFailed, Target};

/// The `tosa-to-linalg-pipeline` pass.
pub struct TosaToLinalgPipeline;

impl Pass for TosaToLinalgPipeline {
    fn argument(&self) -> &str {
        "tosa-to-linalg-pipeline"
    }

    fn name(&self) -> &str {
        "TosaToLinalgPipeline"
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        super::run_lowering(t, super::named::lower_all)?;
        let validate = super::validate::TosaValidate::new(&crate::options::PassOptions::default());
        // The validation runs on the module the pipeline is anchored on.
        if t.ctx.str_bytes(t.module.ir.op(t.op).name) == b"builtin.module" {
            validate.run(t)?;
        }
        super::run_lowering(t, super::linalg::lower_all)
    }
}
