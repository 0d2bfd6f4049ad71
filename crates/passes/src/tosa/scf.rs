//! `tosa-to-scf`: `tosa.cond_if` becomes `scf.if` on the extracted
//! condition, `tosa.while_loop` becomes `scf.while` (its condition's
//! `tosa.yield` an `scf.condition` on the extracted flag), and
//! `tosa.scatter` a nest of two `scf.for` loops moving one row at a time
//! with `tensor.extract_slice`/`insert_slice`, as MLIR's patterns build
//! them. The regions move into the new ops (MLIR clones them and drops the
//! originals, which prints the same).

use sigil_ir::{BlockId, Context, InsertPoint, Module, NewOp, OpId, RegionId, Type, Value};

use super::{illegal, shape, template::replace_with, ty};
use crate::pass::{Pass, PassFailed, Target};

/// The `tosa-to-scf` pass.
pub struct TosaToScf;

impl Pass for TosaToScf {
    fn argument(&self) -> &str {
        "tosa-to-scf"
    }

    fn name(&self) -> &str {
        "TosaToSCFPass"
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        super::run_lowering(t, lower_all)
    }
}

/// Lowers the ops under `root`.
pub fn lower_all(ctx: &mut Context, m: &mut Module, root: OpId) -> Result<(), (OpId, String)> {
    let ops = super::collect(
        ctx,
        m,
        root,
        &[b"tosa.cond_if", b"tosa.while_loop", b"tosa.scatter"],
    );
    for op in ops {
        let done = match ctx.str_bytes(m.ir.op(op).name) {
            b"tosa.cond_if" => lower_if(ctx, m, op),
            b"tosa.while_loop" => lower_while(ctx, m, op),
            _ => match scatter_body(ctx, m, op) {
                Some(body) => {
                    replace_with(ctx, m, op, &body).map_err(|e| (op, e))?;
                    true
                }
                None => false,
            },
        };
        if !done {
            return Err(illegal(ctx, m, op));
        }
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn create(
    ctx: &mut Context,
    m: &mut Module,
    at: InsertPoint,
    name: &str,
    operands: &[Value],
    results: &[Type],
    regions: &[RegionId],
    loc: sigil_ir::LocRef,
) -> OpId {
    let props = crate::patterns::props_with(ctx, name, &[]);
    let name = ctx.string_attr(name.as_bytes());
    let op = m.ir.create_op(NewOp {
        name,
        loc,
        operands,
        result_types: results,
        attrs: &[],
        props,
        successors: &[],
        regions,
    });
    m.ir.insert_op(op, at).expect("a valid insertion point");
    op
}

/// `tensor.extract %t[]` of a rank-0 tensor, before `before`.
fn extract(ctx: &mut Context, m: &mut Module, before: OpId, t: Value) -> Value {
    let loc = m.ir.op(before).loc;
    let e = super::elem(ctx, m.ir.value_type(t));
    let op = create(
        ctx,
        m,
        InsertPoint::Before(before),
        "tensor.extract",
        &[t],
        &[e],
        &[],
        loc,
    );
    m.ir.result(op, 0)
}

/// Moves every block of `from` to the end of `to`.
fn move_blocks(m: &mut Module, from: RegionId, to: RegionId) {
    let blocks: Vec<BlockId> = m.ir.region_blocks(from).collect();
    for b in blocks {
        m.ir.move_block_to_end(b, to)
            .expect("blocks move between regions");
    }
}

/// Replaces the `tosa.yield` ending `block` by `name` on `operands`.
fn replace_yield(
    ctx: &mut Context,
    m: &mut Module,
    block: BlockId,
    name: &str,
    operands: &[Value],
) {
    let Some(y) = m.ir.last_op(block) else {
        return;
    };
    let loc = m.ir.op(y).loc;
    create(
        ctx,
        m,
        InsertPoint::Before(y),
        name,
        operands,
        &[],
        &[],
        loc,
    );
    let _ = m.ir.erase_op(y);
}

fn lower_if(ctx: &mut Context, m: &mut Module, op: OpId) -> bool {
    let loc = m.ir.op(op).loc;
    let operands: Vec<Value> = m.ir.operands(op).collect();
    let (cond, inputs) = operands.split_first().expect("a condition");
    let cond = extract(ctx, m, op, *cond);
    let results: Vec<Type> = m.ir.results(op).map(|v| m.ir.value_type(v)).collect();
    let regions = [m.ir.create_region(), m.ir.create_region()];
    let new_if = create(
        ctx,
        m,
        InsertPoint::Before(op),
        "scf.if",
        &[cond],
        &results,
        &regions,
        loc,
    );
    let old: Vec<RegionId> = m.ir.regions(op).to_vec();
    for (&src, &dst) in old.iter().zip(&regions) {
        move_blocks(m, src, dst);
        let Some(head) = m.ir.entry_block(dst) else {
            return false;
        };
        let args: Vec<Value> = m.ir.block_args(head).to_vec();
        for (a, &v) in args.iter().zip(inputs) {
            m.ir.replace_all_uses(*a, v);
        }
        if let Some(y) = m.ir.last_op(head) {
            let vals: Vec<Value> = m.ir.operands(y).collect();
            replace_yield(ctx, m, head, "scf.yield", &vals);
        }
        for i in (0..args.len()).rev() {
            let _ = m.ir.erase_block_arg(head, i);
        }
    }
    let news: Vec<Value> = m.ir.results(new_if).collect();
    for (r, n) in m.ir.results(op).collect::<Vec<_>>().into_iter().zip(news) {
        m.ir.replace_all_uses(r, n);
    }
    m.ir.erase_op(op).is_ok()
}

fn lower_while(ctx: &mut Context, m: &mut Module, op: OpId) -> bool {
    let loc = m.ir.op(op).loc;
    let inputs: Vec<Value> = m.ir.operands(op).collect();
    let results: Vec<Type> = m.ir.results(op).map(|v| m.ir.value_type(v)).collect();
    let regions = [m.ir.create_region(), m.ir.create_region()];
    let new_while = create(
        ctx,
        m,
        InsertPoint::Before(op),
        "scf.while",
        &inputs,
        &results,
        &regions,
        loc,
    );
    let old: Vec<RegionId> = m.ir.regions(op).to_vec();
    for (i, (&src, &dst)) in old.iter().zip(&regions).enumerate() {
        move_blocks(m, src, dst);
        let Some(head) = m.ir.entry_block(dst) else {
            return false;
        };
        let Some(y) = m.ir.last_op(head) else {
            return false;
        };
        let vals: Vec<Value> = m.ir.operands(y).collect();
        if i == 0 {
            let Some(&flag) = vals.first() else {
                return false;
            };
            let c = extract(ctx, m, y, flag);
            let mut ops = vec![c];
            ops.extend(m.ir.block_args(head).iter().copied());
            replace_yield(ctx, m, head, "scf.condition", &ops);
        } else {
            replace_yield(ctx, m, head, "scf.yield", &vals);
        }
    }
    let news: Vec<Value> = m.ir.results(new_while).collect();
    for (r, n) in m.ir.results(op).collect::<Vec<_>>().into_iter().zip(news) {
        m.ir.replace_all_uses(r, n);
    }
    m.ir.erase_op(op).is_ok()
}

/// `tosa.scatter %values_in, %indices, %input` as MLIR's loop nest.
fn scatter_body(ctx: &Context, m: &Module, op: OpId) -> Option<String> {
    let values_t = m.ir.value_type(m.ir.operand(op, 0));
    let indices_t = m.ir.value_type(m.ir.operand(op, 1));
    let input_t = m.ir.value_type(m.ir.operand(op, 2));
    let input_shape = shape(ctx, input_t)?;
    shape(ctx, indices_t)?;
    shape(ctx, values_t)?;
    let (vt, it, nt) = (ty(ctx, values_t), ty(ctx, indices_t), ty(ctx, input_t));
    let e = ty(ctx, super::elem(ctx, input_t));
    let ie = ty(ctx, super::elem(ctx, indices_t));
    let mut s = String::new();
    let mut dims = Vec::new();
    for (i, &d) in input_shape.iter().take(3).enumerate() {
        // `createOrFold<tensor::DimOp>`: the index constant, then the
        // size (folded to a constant when static).
        s.push_str(&format!("  %i{i} = arith.constant {i} : index\n"));
        if d >= 0 {
            s.push_str(&format!("  %d{i} = arith.constant {d} : index\n"));
        } else {
            s.push_str(&format!("  %d{i} = tensor.dim %a2, %i{i} : {nt}\n"));
        }
        dims.push(format!("%d{i}"));
    }
    s.push_str(&format!(
        "  %zero = arith.constant 0 : index\n  %one = arith.constant 1 : index\n\
         %r = scf.for %n = %zero to %d0 step %one iter_args(%acc0 = %a0) -> ({vt}) {{\n\
         %r1 = scf.for %w = %zero to %d1 step %one iter_args(%acc1 = %acc0) -> ({vt}) {{\n\
         %x = tensor.extract %a1[%n, %w] : {it}\n\
         %ix = arith.index_cast %x : {ie} to index\n\
         %sl = tensor.extract_slice %a2[%n, %w, %zero] [%one, %one, %d2] [%one, %one, %one] : {nt} to tensor<?x?x?x{e}>\n\
         %up = tensor.insert_slice %sl into %acc1[%n, %ix, %zero] [%one, %one, %d2] [%one, %one, %one] : tensor<?x?x?x{e}> into {vt}\n\
         scf.yield %up : {vt}\n}}\n\
         scf.yield %r1 : {vt}\n}}\n\
         return %r : {vt}"
    ));
    Some(s)
}
