//! The `scf` dialect's fold hooks (MLIR 22's `SCF.cpp`): `scf.if` on a
//! negated condition (`xori %c, true`) with both branches swaps them and
//! branches on `%c`.

use super::values::ints;
use super::{FoldCx, Folded, Hook};

pub(super) fn hook(name: &[u8]) -> Option<Hook> {
    Some(match name {
        b"scf.if" => if_fold,
        _ => return None,
    })
}

fn if_fold(cx: &mut FoldCx<'_>) -> Option<Folded> {
    let (then_r, else_r) = (cx.ir.regions(cx.op)[0], cx.ir.regions(cx.op)[1]);
    let first_then = cx.ir.entry_block(then_r)?;
    cx.ir.entry_block(else_r)?;
    let x = cx.def_named(0, b"arith.xori")?;
    let one = super::value_constant(cx.ctx, cx.ir, cx.ir.operand(x, 1))?
        .attr()
        .and_then(|a| ints(cx.ctx, a))?;
    if !one.is(1) {
        return None;
    }
    let c = cx.ir.operand(x, 0);
    cx.ir.set_operand(cx.op, 0, c);
    let then_blocks: Vec<_> = cx.ir.region_blocks(then_r).collect();
    cx.ir
        .inline_region_before(else_r, then_r, Some(first_then))
        .expect("moving blocks between sibling regions");
    for b in then_blocks {
        cx.ir
            .move_block_to_end(b, else_r)
            .expect("moving blocks between sibling regions");
    }
    Some(Folded::InPlace)
}
