//! The `cf` dialect: `cf.br`, `cf.cond_br` (with branch weights),
//! `cf.switch` and `cf.assert` — custom forms, printers and verifiers.
//! Successor operands are ordinary operands split by `operandSegmentSizes`.

use smallvec::SmallVec;

use super::support::quoted;
use super::{AttrKind, OpDef, OpTraits, PropSpec};
use crate::attrs::AttrData;
use crate::context::Context;
use crate::diag::{DResult, Diagnostic};
use crate::ir::{BlockId, OpId, Value};
use crate::lexer::TokenKind;
use crate::parser::asm::OpParts;
use crate::parser::Parser;
use crate::printer::custom::AsmPrinter;
use crate::types::{Type, TypeData};
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
        parse: Some(parse_switch),
        print: Some(print_switch),
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

/// `^bb` with its operands, as `cf.br` writes them.
fn parse_dest(p: &mut Parser<'_>) -> DResult<(BlockId, SmallVec<[Value; 4]>)> {
    p.successor_and_operands()
}

fn parse_switch(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let flag = p.operand()?;
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let ty_at = p.offset();
    let flag_ty = p.parse_type()?;
    if !matches!(p.ctx.type_data(flag_ty), TypeData::Integer { .. }) {
        let shown = quoted(p.ctx, flag_ty);
        return p.custom_error(
            ty_at,
            format!("invalid kind of type specified: expected builtin.integer, but found {shown}"),
        );
    }
    p.expect_token(TokenKind::Comma, "expected ','")?;
    p.expect_token(TokenKind::LSquare, "expected '['")?;
    p.keyword("default")?;
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let (default, default_vals) = parse_dest(p)?;
    let mut cases: Vec<crate::Attr> = Vec::new();
    let mut case_dests: Vec<BlockId> = Vec::new();
    let mut case_vals: Vec<SmallVec<[Value; 4]>> = Vec::new();
    while p.eat_token(TokenKind::Comma) {
        // `parseInteger`: an integer literal, optionally negative, at the
        // current token.
        if !(p.at_token(TokenKind::Integer) || p.at_token(TokenKind::Minus)) {
            let at = p.here();
            return p.custom_error(at, "expected integer value");
        }
        let a = p.parse_attribute(Some(flag_ty))?;
        cases.push(a);
        p.expect_token(TokenKind::Colon, "expected ':'")?;
        let (d, v) = parse_dest(p)?;
        case_dests.push(d);
        case_vals.push(v);
    }
    p.expect_token(TokenKind::RSquare, "expected ']'")?;
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    parts.operands.push(p.resolve_one(flag, flag_ty)?);
    let n_default = default_vals.len() as i32;
    parts.operands.extend(default_vals);
    let mut case_total = 0;
    let mut case_segs = Vec::new();
    for v in case_vals {
        case_total += v.len() as i32;
        case_segs.push(v.len() as i32);
        parts.operands.extend(v);
    }
    if !cases.is_empty() {
        let width = super::support::bit_width(p.ctx, flag_ty).unwrap_or(64);
        let mut data = Vec::new();
        for &c in &cases {
            match p.ctx.attr_data(c) {
                AttrData::Integer { value, .. } => value.write_le_bytes(&mut data),
                _ => return p.error_at(start, "expected integer case value"),
            }
        }
        let _ = width;
        let size = data.len() / cases.len();
        let splat = data.chunks(size).all(|c| c == &data[..size]);
        if splat {
            data.truncate(size);
        }
        let vty = p.ctx.intern_type(TypeData::Vector {
            shape: vec![cases.len() as i64].into(),
            scalable: vec![false].into(),
            elem: flag_ty,
        });
        let values = p.ctx.intern_attr(AttrData::DenseElements {
            ty: vty,
            splat,
            data: data.into_boxed_slice(),
        });
        let e = p.prop("case_values", values);
        parts.props.push(e);
    }
    let cs = super::indexing::i32_array(p.ctx, &case_segs);
    let e = p.prop("case_operand_segments", cs);
    parts.props.push(e);
    let seg = super::indexing::i32_array(p.ctx, &[1, n_default, case_total]);
    let e = p.prop("operandSegmentSizes", seg);
    parts.props.push(e);
    parts.successors.push(default);
    parts.successors.extend(case_dests);
    p.finish_op(def, start, parts)
}

fn print_switch(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let ir = p.ir;
    let seg = segments(ctx, ir, op, b"operandSegmentSizes").unwrap_or_default();
    let case_segs = segments(ctx, ir, op, b"case_operand_segments").unwrap_or_default();
    let ops: Vec<Value> = ir.operands(op).collect();
    let flag_ty = ir.value_type(ops[0]);
    p.w(" ");
    p.value(ops[0]);
    p.w(" : ");
    p.ty(flag_ty);
    p.w(", [\n");
    let succ = ir.successors(op);
    let nd = seg.get(1).copied().unwrap_or(0).max(0) as usize;
    let indent = p.current_indent() + 2;
    p.spaces(indent);
    p.w("default: ");
    p.successor_and_operands(succ[0], ops.get(1..1 + nd).unwrap_or(&[]));
    let Some(values) = p
        .prop(op, "case_values")
        .map(|a| super::support::dense_int_values(ctx, a, false))
    else {
        p.w("]");
        p.attr_dict(
            op,
            &[
                "case_values",
                "case_operand_segments",
                "operandSegmentSizes",
            ],
        );
        return;
    };
    let mut pos = 1 + nd;
    for (i, &d) in succ.iter().skip(1).enumerate() {
        p.w(",\n");
        p.spaces(indent);
        if let Some(v) = values.get(i) {
            p.w(v);
        }
        p.w(": ");
        let n = case_segs.get(i).copied().unwrap_or(0).max(0) as usize;
        p.successor_and_operands(d, ops.get(pos..pos + n).unwrap_or(&[]));
        pos += n;
    }
    p.w("\n");
    let outer = p.current_indent();
    p.spaces(outer);
    p.w("]");
    p.attr_dict(
        op,
        &[
            "case_values",
            "case_operand_segments",
            "operandSegmentSizes",
        ],
    );
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
