//! StableHLO's control flow as `scf`'s, rewritten in place so the ops of
//! the regions stay where they are (and are lowered like any other):
//! `stablehlo.while` is `scf.while` (its `cond` region the before region,
//! ending in `scf.condition` of the extracted predicate, its `body` the
//! after region), `stablehlo.if` is `scf.if` on the extracted predicate.
//! A region's `stablehlo.return` becomes the `scf` terminator.

use sigil_ir::{Context, Module, NewOp, OpId, RegionId, Type, Value};

/// A new op before `before`, at its location.
pub(super) fn insert(
    ctx: &mut Context,
    m: &mut Module,
    before: OpId,
    name: &str,
    operands: &[Value],
    results: &[Type],
) -> OpId {
    let name = ctx.string_attr(name.as_bytes());
    let loc = m.ir.op(before).loc;
    let op = m.ir.create_op(NewOp {
        name,
        loc,
        operands,
        result_types: results,
        attrs: &[],
        props: None,
        successors: &[],
        regions: &[],
    });
    m.ir.insert_op_before(before, op);
    op
}

/// The `i1` inside the 0-d tensor `t`, extracted before `before`.
pub(super) fn extract(ctx: &mut Context, m: &mut Module, before: OpId, t: Value) -> Value {
    let i1 = ctx.i(1);
    let e = insert(ctx, m, before, "tensor.extract", &[t], &[i1]);
    m.ir.result(e, 0)
}

/// The `stablehlo.return` ending the single block of `region`.
fn terminator(ctx: &Context, m: &Module, region: RegionId) -> Option<OpId> {
    let block = m.ir.entry_block(region)?;
    if m.ir.next_block(block).is_some() {
        return None;
    }
    let last = m.ir.last_op(block)?;
    (ctx.str_bytes(m.ir.op(last).name) == b"stablehlo.return").then_some(last)
}

/// Replaces the terminator `ret` by `name` of `leading` then its operands.
fn replace_terminator(ctx: &mut Context, m: &mut Module, ret: OpId, name: &str, leading: &[Value]) {
    let mut operands = leading.to_vec();
    operands.extend(m.ir.operands(ret));
    insert(ctx, m, ret, name, &operands, &[]);
    let _ = m.ir.erase_op(ret);
}

pub(super) fn lower_while(ctx: &mut Context, m: &mut Module, op: OpId) -> bool {
    let regions = m.ir.regions(op).to_vec();
    let [cond, body] = regions[..] else {
        return false;
    };
    let (Some(cond_ret), Some(body_ret)) = (terminator(ctx, m, cond), terminator(ctx, m, body))
    else {
        return false;
    };
    let Some(args) = m.ir.entry_block(cond).map(|b| m.ir.block_args(b).to_vec()) else {
        return false;
    };
    let Some(&pred) = m.ir.operands(cond_ret).collect::<Vec<_>>().first() else {
        return false;
    };
    let c = extract(ctx, m, cond_ret, pred);
    let mut leading = vec![c];
    leading.extend(args);
    // `scf.condition(%c) %args`: the pred operand is replaced, not kept.
    let name = ctx.string_attr(b"scf.condition");
    let loc = m.ir.op(cond_ret).loc;
    let cond_op = m.ir.create_op(NewOp {
        name,
        loc,
        operands: &leading,
        result_types: &[],
        attrs: &[],
        props: None,
        successors: &[],
        regions: &[],
    });
    m.ir.insert_op_before(cond_ret, cond_op);
    let _ = m.ir.erase_op(cond_ret);
    replace_terminator(ctx, m, body_ret, "scf.yield", &[]);
    super::rename(ctx, m, op, "scf.while", Vec::new());
    true
}

pub(super) fn lower_if(ctx: &mut Context, m: &mut Module, op: OpId) -> bool {
    let regions = m.ir.regions(op).to_vec();
    let [then, other] = regions[..] else {
        return false;
    };
    let (Some(a), Some(b)) = (terminator(ctx, m, then), terminator(ctx, m, other)) else {
        return false;
    };
    let pred = m.ir.operand(op, 0);
    let c = extract(ctx, m, op, pred);
    m.ir.set_operands(op, &[c]);
    replace_terminator(ctx, m, a, "scf.yield", &[]);
    replace_terminator(ctx, m, b, "scf.yield", &[]);
    super::rename(ctx, m, op, "scf.if", Vec::new());
    true
}

pub(super) fn lower_case(ctx: &mut Context, m: &mut Module, op: OpId) -> bool {
    let branches = m.ir.regions(op).to_vec();
    let Some((&last, rest)) = branches.split_last() else {
        return false;
    };
    let terminators: Option<Vec<OpId>> = branches.iter().map(|&r| terminator(ctx, m, r)).collect();
    let Some(terminators) = terminators else {
        return false;
    };
    let index = m.ir.operand(op, 0);
    let i32_scalar = {
        let t = m.ir.value_type(index);
        super::elem(ctx, t)
    };
    let e = insert(ctx, m, op, "tensor.extract", &[index], &[i32_scalar]);
    let scalar = m.ir.result(e, 0);
    let index_ty = ctx.index_type();
    let cast = insert(ctx, m, op, "arith.index_cast", &[scalar], &[index_ty]);
    let arg = m.ir.result(cast, 0);
    let results: Vec<Type> = m.ir.results(op).map(|v| m.ir.value_type(v)).collect();
    let cases: Vec<i64> = (0..rest.len() as i64).collect();
    let key = ctx.string_attr(b"cases");
    let data: Vec<u8> = cases.iter().flat_map(|v| v.to_le_bytes()).collect();
    let i64_ty = ctx.i(64);
    let value = ctx.intern_attr(sigil_ir::AttrData::DenseArray {
        elem: i64_ty,
        len: cases.len() as u32,
        data: data.into(),
    });
    let props = ctx
        .dict_attr(vec![sigil_ir::NamedAttr { name: key, value }])
        .ok();
    let name = ctx.string_attr(b"scf.index_switch");
    let loc = m.ir.op(op).loc;
    let switch = m.ir.create_op(NewOp {
        name,
        loc,
        operands: &[arg],
        result_types: &results,
        attrs: &[],
        props,
        successors: &[],
        regions: &[],
    });
    m.ir.insert_op_before(op, switch);
    // The default region first, then one per case.
    for &from in std::iter::once(&last).chain(rest) {
        let to = m.ir.add_region(switch);
        let blocks: Vec<_> = m.ir.region_blocks(from).collect();
        for b in blocks {
            if m.ir.move_block_to_end(b, to).is_err() {
                return false;
            }
        }
    }
    for ret in terminators {
        replace_terminator(ctx, m, ret, "scf.yield", &[]);
    }
    let old: Vec<Value> = m.ir.results(op).collect();
    let new: Vec<Value> = m.ir.results(switch).collect();
    for (a, b) in old.into_iter().zip(new) {
        m.ir.replace_all_uses(a, b);
    }
    m.ir.erase_op(op).is_ok()
}
