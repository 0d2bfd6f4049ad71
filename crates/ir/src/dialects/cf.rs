//! The `cf` dialect: `cf.br`, `cf.cond_br` (with branch weights),
//! `cf.switch` and `cf.assert` — verifiers (their forms are their records'
//! formats; `cf.switch`'s cases are `format/custom.rs`'s `SwitchOpCases`).
//! Successor operands are ordinary operands split by `operandSegmentSizes`.

use super::{AttrKind, OpDef, OpTraits, PropSpec};
use crate::attrs::AttrData;
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::ir::{BlockId, OpId, Value};
use crate::types::Type;
use crate::verifier::Checker;

pub(crate) const OPS: &[OpDef] = &[
    OpDef {
        verify: Some(verify_br),
        ..OpDef::new("cf.br", OpTraits::TERMINATOR)
    },
    OpDef {
        props: &[
            PropSpec::new("branch_weights", AttrKind::DenseI32Array),
            PropSpec::new("operandSegmentSizes", AttrKind::DenseI32Array),
        ],
        verify: Some(verify_cond_br),
        ..OpDef::new("cf.cond_br", OpTraits::TERMINATOR)
    },
    OpDef {
        props: &[
            PropSpec::new("case_operand_segments", AttrKind::DenseI32Array),
            PropSpec::new("case_values", AttrKind::Typed)
                .constrained("integer elements attribute", |ctx, a| {
                    AttrKind::DenseIntElements.accepts(ctx, a)
                }),
            PropSpec::new("operandSegmentSizes", AttrKind::DenseI32Array),
        ],
        verify: Some(verify_switch),
        ..OpDef::new("cf.switch", OpTraits::TERMINATOR)
    },
    OpDef {
        props: &[PropSpec::new("msg", AttrKind::String)],
        ..OpDef::new("cf.assert", OpTraits::NONE)
    },
];

/// The entries of an `array<i32: ...>` attribute.
pub(crate) fn i32_array_values(ctx: &Context, a: crate::Attr) -> Option<Vec<i32>> {
    match ctx.attr_data(a) {
        AttrData::DenseArray { data, .. } => Some(
            data.chunks_exact(4)
                .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect(),
        ),
        _ => None,
    }
}

fn segments(ctx: &Context, c_ir: &crate::Ir, op: OpId, key: &[u8]) -> Option<Vec<i32>> {
    let a = c_ir.op(op).props.and_then(|p| ctx.dict_get(p, key))?;
    i32_array_values(ctx, a)
}

// ----- verification -----

/// The successor operands of `dest` must match its block arguments.
fn check_dest(
    c: &dyn Checker,
    op: OpId,
    dest: BlockId,
    vals: &[Value],
    what: &str,
) -> Result<(), Box<Diagnostic>> {
    let ctx = c.ctx();
    let ir = c.ir();
    let args = ir.block_args(dest);
    if args.len() != vals.len() {
        return Err(c.plain_error(
            op,
            format!(
                "branch has {} operands for successor #{what}, but target block has {}",
                vals.len(),
                args.len()
            ),
        ));
    }
    for (i, (&a, &v)) in args.iter().zip(vals).enumerate() {
        let (at, vt): (Type, Type) = (ir.value_type(a), ir.value_type(v));
        if at != vt {
            let _ = (ctx, vt, at);
            return Err(c.plain_error(
                op,
                format!("type mismatch for bb argument #{i} of successor #{what}"),
            ));
        }
    }
    Ok(())
}

pub(crate) fn verify_br(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let vals: Vec<Value> = ir.operands(op).collect();
    check_dest(c, op, ir.successors(op)[0], &vals, "0")
}

pub(crate) fn verify_cond_br(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ctx = c.ctx();
    let ir = c.ir();
    // The declared structure checks the segment sizes against the operands
    // but, as MLIR, not that the condition's group holds exactly one.
    let seg = segments(ctx, ir, op, b"operandSegmentSizes").unwrap_or_default();
    if seg.first() != Some(&1) {
        let n = ir.num_operands(op);
        return Err(c.op_error_named(
            op,
            &format!(
                "operand count ({n}) does not match with the total size ({n}) specified in attribute 'operandSegmentSizes'"
            ),
        ));
    }
    let ops: Vec<Value> = ir.operands(op).collect();
    if let Some(w) = ir
        .op(op)
        .props
        .and_then(|p| ctx.dict_get(p, b"branch_weights"))
    {
        // MLIR's `verifyBranchWeights`: no weights is fine; otherwise one
        // per successor, and not all zero.
        let vals = i32_array_values(ctx, w).unwrap_or_default();
        if !vals.is_empty() && vals.len() != 2 {
            return Err(c.plain_error(
                op,
                format!(
                    "expects number of branch weights to match number of successors: {} vs 2",
                    vals.len()
                ),
            ));
        }
        if !vals.is_empty() && vals.iter().all(|&v| v == 0) {
            return Err(c.plain_error(op, "branch weights cannot all be zero".to_string()));
        }
    }
    let nt = seg.get(1).copied().unwrap_or(0).max(0) as usize;
    check_dest(c, op, ir.successors(op)[0], &ops[1..1 + nt], "0")?;
    check_dest(c, op, ir.successors(op)[1], &ops[1 + nt..], "1")
}

pub(crate) fn verify_switch(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ctx = c.ctx();
    let ir = c.ir();
    let seg = segments(ctx, ir, op, b"operandSegmentSizes").unwrap_or_default();
    let case_segs = segments(ctx, ir, op, b"case_operand_segments").unwrap_or_default();
    let ops: Vec<Value> = ir.operands(op).collect();
    let values = ir
        .op(op)
        .props
        .and_then(|p| ctx.dict_get(p, b"case_values"))
        .map(|a| super::support::dense_int_values(ctx, a, true))
        .unwrap_or_default();
    let cases = ir.successors(op).len().saturating_sub(1);
    if values.len() != cases {
        return Err(c.op_error_named(
            op,
            &format!(
                "number of case values ({}) and case destinations ({cases}) must match",
                values.len()
            ),
        ));
    }
    let nd = seg.get(1).copied().unwrap_or(0).max(0) as usize;
    check_dest(
        c,
        op,
        ir.successors(op)[0],
        ops.get(1..1 + nd).unwrap_or(&[]),
        "0",
    )?;
    let mut pos = 1 + nd;
    for (i, &d) in ir.successors(op).iter().skip(1).enumerate() {
        let n = case_segs.get(i).copied().unwrap_or(0).max(0) as usize;
        check_dest(
            c,
            op,
            d,
            ops.get(pos..pos + n).unwrap_or(&[]),
            &(i + 1).to_string(),
        )?;
        pos += n;
    }
    Ok(())
}
