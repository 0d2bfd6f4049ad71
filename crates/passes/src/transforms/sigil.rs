//! sigil's own passes as pass-manager passes: `sigil-materialize-abi` and
//! `sigil-lower-stablehlo`. Both work on a whole module (they were written
//! as module functions before the pass manager existed), so they are
//! anchored on `builtin.module` and run on the top-level one.

use crate::pass::{Pass, PassFailed, Target};

fn require_top(t: &mut Target<'_>, pass: &str) -> Result<(), PassFailed> {
    if t.op == t.module.top {
        return Ok(());
    }
    Err(t.error(t.op, format!("{pass} runs on the top-level module only")))
}

/// `sigil-materialize-abi`: IREE's ABI reflection on public functions.
pub struct MaterializeAbi;

impl Pass for MaterializeAbi {
    fn argument(&self) -> &str {
        "sigil-materialize-abi"
    }

    fn name(&self) -> &str {
        "SigilMaterializeAbi"
    }

    fn anchor(&self) -> Option<&str> {
        Some("builtin.module")
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        require_top(t, "sigil-materialize-abi")?;
        match crate::materialize_abi(t.ctx, t.module) {
            Ok(warnings) => {
                for w in warnings {
                    t.emit(w);
                }
                Ok(())
            }
            Err(d) => {
                t.emit(*d);
                Err(PassFailed)
            }
        }
    }
}

/// `sigil-lower-stablehlo`: StableHLO and CHLO as the ops the VM runs.
pub struct LowerStablehlo;

impl Pass for LowerStablehlo {
    fn argument(&self) -> &str {
        "sigil-lower-stablehlo"
    }

    fn name(&self) -> &str {
        "SigilLowerStablehlo"
    }

    fn anchor(&self) -> Option<&str> {
        Some("builtin.module")
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        require_top(t, "sigil-lower-stablehlo")?;
        crate::stablehlo::lower_stablehlo(t.ctx, t.module);
        Ok(())
    }
}
