//! `tosa-to-linalg-pipeline`: MLIR's pipeline runs TOSA's decompositions,
//! shape inference, broadcasting, constant folding and validation around
//! `tosa-to-linalg-named` and `tosa-to-linalg`; sigil's runs the two
//! lowerings only (the other passes do not exist in sigil yet), so it
//! lowers the same ops but does not print MLIR's text.

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
        super::run_lowering(t, |ctx, m, root| {
            super::named::lower_all(ctx, m, root)?;
            super::linalg::lower_all(ctx, m, root)
        })
    }
}
