//! Small private helpers inlined into their callers before the VM fuses
//! elementwise work: JAX puts `relu`, `_where`, `_var` in private
//! functions, and a call is a wall no fusion crosses.
//!
//! Unlike MLIR's inliner (the `inline` pass), this one keeps every copied
//! op's own source location, so a run-time error or a failed check inside
//! a helper still points at its line; and it is deliberately narrow: a
//! `func.call` to a private `func.func` of the same module whose body is
//! one block ending in `func.return`, with no calls of its own and at most
//! [`MAX_OPS`] ops. Rounds repeat, so a helper whose calls were all
//! inlined becomes one itself; recursion never does. Helpers are left in
//! place (unused ones cost nothing: the VM compiles on first call).

use sigil_ir::clone::IrMapping;
use sigil_ir::symbols::lookup_symbol_ref_in;
use sigil_ir::{Context, Ir, Module, OpId, Value};

use crate::callgraph::call_of;

/// The largest body inlined, in ops (nested ones included).
pub const MAX_OPS: usize = 400;

/// Rounds at most: chains of helpers deeper than this stay calls.
const ROUNDS: usize = 8;

/// Inlines the calls of the module's small private helpers; the number of
/// calls inlined.
pub fn inline_helpers(ctx: &Context, module: &mut Module) -> usize {
    let top = module.top;
    let ir = &mut module.ir;
    let mut inlined = 0;
    for _ in 0..ROUNDS {
        let mut calls = Vec::new();
        ir.walk(top, &mut |o| {
            if ctx.str_bytes(ir.op(o).name) == b"func.call" {
                calls.push(o);
            }
        });
        let mut changed = false;
        for call in calls {
            let Some(callee) = call_of(ctx, ir, call)
                .and_then(|c| c.callee)
                .and_then(|r| lookup_symbol_ref_in(ctx, ir, top, r))
            else {
                continue;
            };
            if let Some(body) = helper_body(ctx, ir, callee) {
                inline_call(ir, call, body);
                inlined += 1;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    inlined
}

/// The single block of `f` when it is a helper this pass inlines.
fn helper_body(ctx: &Context, ir: &Ir, f: OpId) -> Option<sigil_ir::BlockId> {
    if ctx.str_bytes(ir.op(f).name) != b"func.func" {
        return None;
    }
    let private = crate::callgraph::is_private(ctx, ir, f);
    let region = *ir.regions(f).first()?;
    let block = ir.entry_block(region)?;
    if !private || ir.next_block(block).is_some() {
        return None;
    }
    let last = ir.last_op(block)?;
    if ctx.str_bytes(ir.op(last).name) != b"func.return" {
        return None;
    }
    let mut ops = 0;
    let mut calls = false;
    ir.walk(f, &mut |o| {
        ops += 1;
        calls |= call_of(ctx, ir, o).is_some();
    });
    (!calls && ops <= MAX_OPS).then_some(block)
}

/// Copies the body `block` before `call`, its arguments the call's
/// operands, and replaces the call's results by the returned values.
fn inline_call(ir: &mut Ir, call: OpId, block: sigil_ir::BlockId) {
    let mut map = IrMapping::new();
    let args: Vec<Value> = ir.block_args(block).to_vec();
    let operands: Vec<Value> = ir.operands(call).collect();
    for (&a, &v) in args.iter().zip(&operands) {
        map.map_value(a, v);
    }
    let ops: Vec<OpId> = ir.block_ops(block).collect();
    let (&ret, body) = ops.split_last().expect("a terminator");
    for &o in body {
        let c = ir.clone_op(o, &mut map);
        ir.insert_op_before(call, c);
    }
    let returned: Vec<Value> = ir
        .operands(ret)
        .map(|v| map.lookup_value_or_default(v))
        .collect();
    let results: Vec<Value> = ir.results(call).collect();
    for (r, v) in results.into_iter().zip(returned) {
        ir.replace_all_uses(r, v);
    }
    ir.erase_op(call).expect("a call without uses");
}
