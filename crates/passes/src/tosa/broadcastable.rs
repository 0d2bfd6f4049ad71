//! `tosa-make-broadcastable`: MLIR 22.1's pass inserts `tosa.reshape`s so
//! that the operands of a binary elementwise op (and `select`) have equal
//! ranks, through patterns run by the greedy rewrite driver. MLIR 22.1's
//! verifier already requires those ranks to be equal, so on IR it accepts
//! the patterns never match, and what the pass does is what the driver
//! does around them: fold the function's ops (the dialects' fold hooks,
//! `fold/tosa.rs` for TOSA's), erase dead ones and unique constants. That
//! is what this pass runs.

use crate::pass::{Pass, PassFailed, Target};
use crate::rewrite::{apply_patterns_greedily, GreedyConfig, PatternSet};

/// The `tosa-make-broadcastable` pass.
pub struct TosaMakeBroadcastable;

impl Pass for TosaMakeBroadcastable {
    fn argument(&self) -> &str {
        "tosa-make-broadcastable"
    }

    fn name(&self) -> &str {
        "TosaMakeBroadcastablePass"
    }

    fn anchor(&self) -> Option<&str> {
        Some("func.func")
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        let patterns = PatternSet::default();
        // The result (converged or not) does not fail the pass, as in MLIR.
        let _ = apply_patterns_greedily(
            t.ctx,
            &mut t.module.ir,
            t.op,
            &patterns,
            &GreedyConfig::default(),
        );
        Ok(())
    }
}
