//! `strip-debuginfo`: every location in the op's tree (ops and block
//! arguments) becomes `loc(unknown)`, as MLIR's `StripDebugInfo.cpp` does.
//! Nothing to plan: the walk collects the ops, then rewrites them.

use sigil_ir::LocRef;

use crate::pass::{Pass, PassFailed, Target};

/// The `strip-debuginfo` pass.
pub struct StripDebugInfo;

impl Pass for StripDebugInfo {
    fn argument(&self) -> &str {
        "strip-debuginfo"
    }

    fn name(&self) -> &str {
        "StripDebugInfo"
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        let unknown = LocRef::attr(t.ctx.unknown_loc());
        let ir = &mut t.module.ir;
        let mut ops = Vec::new();
        ir.walk(t.op, &mut |o| ops.push(o));
        for o in ops {
            ir.op_mut(o).loc = unknown;
            let regions = ir.regions(o).to_vec();
            for r in regions {
                let blocks: Vec<_> = ir.region_blocks(r).collect();
                for b in blocks {
                    let args = ir.block_args(b).to_vec();
                    for a in args {
                        ir.set_arg_loc(a, unknown);
                    }
                }
            }
        }
        Ok(())
    }
}
