//! The `bufferization` dialect: `to_tensor` and `to_buffer` (with
//! `restrict`/`writable`/`read_only`), `materialize_in_destination`,
//! `alloc_tensor` (dynamic sizes, `copy`, `size_hint`, `memory_space`),
//! `clone`, `dealloc` (memrefs, conditions and retained values) and
//! `dealloc_tensor` — custom forms as `mlir-opt-22` prints them and the
//! verifiers with MLIR's messages.

use super::indexing;
use super::memref::{attr_dict_checked, colon_class_type, is_base_memref, is_tensor, TyClass};
use super::OpView;
use super::{AttrKind, OpDef, OpTraits, PropDefault, PropSpec};
use crate::diag::{DResult, Diagnostic};
use crate::ir::OpId;
use crate::lexer::TokenKind;
use crate::ops::bufferization::{AllocTensorOp, DeallocOp};
use crate::parser::asm::OpParts;
use crate::parser::Parser;
use crate::printer::custom::AsmPrinter;
use crate::types::{Type, DYNAMIC};
use crate::verifier::Checker;

type VResult = Result<(), Box<Diagnostic>>;

const fn op(name: &'static str) -> OpDef {
    OpDef::new(name, OpTraits::NONE)
}

const SEGMENTS: PropSpec = PropSpec::with_default(
    "operandSegmentSizes",
    AttrKind::DenseI32Array,
    PropDefault::ZeroI32Array { len: 3 },
);

pub(crate) const OPS: &[OpDef] = &[
    OpDef {
        props: &[
            PropSpec::new("restrict", AttrKind::Unit),
            PropSpec::new("writable", AttrKind::Unit),
        ],
        verify: Some(verify_to_tensor),
        ..op("bufferization.to_tensor")
    },
    OpDef {
        props: &[PropSpec::new("read_only", AttrKind::Unit)],
        verify: Some(verify_to_buffer),
        ..op("bufferization.to_buffer")
    },
    OpDef {
        props: &[
            PropSpec::new("restrict", AttrKind::Unit),
            PropSpec::new("writable", AttrKind::Unit),
        ],
        verify: Some(verify_materialize),
        ..op("bufferization.materialize_in_destination")
    },
    OpDef {
        props: &[PropSpec::new("memory_space", AttrKind::Any), SEGMENTS],
        parse: Some(parse_alloc_tensor),
        print: Some(print_alloc_tensor),
        verify: Some(verify_alloc_tensor),
        ..op("bufferization.alloc_tensor")
    },
    OpDef {
        ..op("bufferization.clone")
    },
    OpDef {
        props: &[SEGMENTS],
        verify: Some(verify_dealloc),
        infer: Some(infer_dealloc),
        ..op("bufferization.dealloc")
    },
    OpDef {
        ..op("bufferization.dealloc_tensor")
    },
];

// ----- helpers -----

fn operand_type(c: &dyn Checker, op: OpId, i: usize) -> Option<Type> {
    let ir = c.ir();
    ir.operands(op).nth(i).map(|v| ir.value_type(v))
}

fn result_type(c: &dyn Checker, op: OpId, i: usize) -> Option<Type> {
    let ir = c.ir();
    ir.results(op).nth(i).map(|v| ir.value_type(v))
}

/// The tensor/buffer compatibility check of `to_tensor` and `to_buffer`
/// (`TensorLikeType::verifyCompatibleBufferType`): the plain error MLIR
/// reports first, then the trait's.
fn check_compatible(c: &dyn Checker, op: OpId, tensor: Type, buffer: Type) -> VResult {
    let ctx = c.ctx();
    let shape = |t: Type| ctx.type_data(t).shape().map(<[i64]>::to_vec);
    let elem = |t: Type| ctx.type_data(t).element_type();
    if shape(tensor) != shape(buffer) {
        return Err(c.plain_error(op, "shapes do not match".into()));
    }
    if elem(tensor) != elem(buffer) {
        return Err(c.plain_error(op, "element types do not match".into()));
    }
    Ok(())
}

// ----- to_tensor / to_buffer -----

fn verify_to_tensor(c: &dyn Checker, op: OpId) -> VResult {
    let (Some(m), Some(t)) = (operand_type(c, op, 0), result_type(c, op, 0)) else {
        return Ok(());
    };
    check_compatible(c, op, t, m)
}

fn verify_to_buffer(c: &dyn Checker, op: OpId) -> VResult {
    let (Some(t), Some(m)) = (operand_type(c, op, 0), result_type(c, op, 0)) else {
        return Ok(());
    };
    check_compatible(c, op, t, m)
}

// ----- materialize_in_destination -----

fn verify_materialize(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let (Some(src), Some(dst)) = (operand_type(c, op, 0), operand_type(c, op, 1)) else {
        return Ok(());
    };
    let elem = |t: Type| ctx.type_data(t).element_type();
    if elem(src) != elem(dst) {
        return Err(c.op_error_named(
            op,
            "failed to verify that all of {source, dest} have same element type",
        ));
    }
    let dst_tensor = is_tensor(ctx, dst);
    let dst_memref = is_base_memref(ctx, dst);
    if !dst_tensor && !dst_memref {
        return Err(c.op_error_named(op, "'dest' must be a tensor or a memref"));
    }
    if dst_tensor {
        if ir.num_results(op) != 1 {
            return Err(c.op_error_named(op, "tensor 'dest' implies exactly one tensor result"));
        }
        if result_type(c, op, 0) != Some(dst) {
            return Err(c.op_error_named(op, "result and 'dest' types must match"));
        }
    }
    if dst_memref && ir.num_results(op) != 0 {
        return Err(c.op_error_named(op, "memref 'dest' implies zero results"));
    }
    let has = |n: &[u8]| {
        ir.op(op)
            .props
            .is_some_and(|p| ctx.dict_get(p, n).is_some())
    };
    if has(b"restrict") && !dst_memref {
        return Err(c.op_error_named(op, "'restrict' is valid only for memref destinations"));
    }
    if has(b"writable") != dst_memref {
        return Err(c.op_error_named(
            op,
            "'writable' must be specified if and only if the destination is of memref type",
        ));
    }
    let (s, d) = (ctx.type_data(src).shape(), ctx.type_data(dst).shape());
    match (s, d) {
        (Some(s), Some(d)) => {
            if s.len() != d.len() {
                return Err(
                    c.op_error_named(op, "rank mismatch between source and destination shape")
                );
            }
            for (&a, &b) in s.iter().zip(d) {
                if a != DYNAMIC && b != DYNAMIC && a != b {
                    return Err(c.op_error_named(op, "source/destination shapes are incompatible"));
                }
            }
        }
        (None, None) => {}
        _ => return Err(c.op_error_named(op, "source/destination shapes are incompatible")),
    }
    Ok(())
}

// ----- alloc_tensor -----

/// `(%sizes) (copy(%t))? (size_hint=%n)? attr-dict : type`.
fn parse_alloc_tensor(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    p.expect_token(TokenKind::LParen, "expected '('")?;
    let sizes = p.operand_list()?;
    p.expect_token(TokenKind::RParen, "expected ')'")?;
    let mut copy = None;
    if p.eat_keyword("copy") {
        p.expect_token(TokenKind::LParen, "expected '('")?;
        copy = Some(p.operand()?);
        p.expect_token(TokenKind::RParen, "expected ')'")?;
    }
    let mut hint = None;
    if p.eat_keyword("size_hint") {
        p.expect_token(TokenKind::Equal, "expected '='")?;
        hint = Some(p.operand()?);
    }
    let attrs = attr_dict_checked(p, def)?;
    let ty = colon_class_type(p, TyClass::Tensor)?;
    let index = p.ctx.index_type();
    let mut parts = OpParts {
        attrs,
        ..Default::default()
    };
    for &u in &sizes {
        parts.operands.push(p.resolve_one(u, index)?);
    }
    if let Some(u) = copy {
        parts.operands.push(p.resolve_one(u, ty)?);
    }
    if let Some(u) = hint {
        parts.operands.push(p.resolve_one(u, index)?);
    }
    let seg = indexing::i32_array(
        p.ctx,
        &[
            sizes.len() as i32,
            i32::from(copy.is_some()),
            i32::from(hint.is_some()),
        ],
    );
    let e = p.prop("operandSegmentSizes", seg);
    parts.props.push(e);
    parts.result_types.push(ty);
    p.finish_op(def, start, parts)
}

fn print_alloc_tensor(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let ir = p.ir;
    let seg = indexing::operand_segments(ctx, ir, op, 3);
    p.w("(");
    p.values(seg[0].iter().copied());
    p.w(")");
    if let Some(&c) = seg[1].first() {
        p.w(" copy(");
        p.value(c);
        p.w(")");
    }
    if let Some(&h) = seg[2].first() {
        p.w(" size_hint=");
        p.value(h);
    }
    p.attr_dict(op, &["operandSegmentSizes"]);
    p.w(" : ");
    p.types(ir.results(op).map(|v| ir.value_type(v)));
}

fn verify_alloc_tensor(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let view = OpView::verified(ctx, ir, op);
    let sizes = view.operands(AllocTensorOp::DYNAMIC_SIZES).len();
    let rt = ir.value_type(ir.result(op, 0));
    let copy = view.operand(AllocTensorOp::COPY);
    if copy.is_some() && sizes != 0 {
        return Err(c.plain_error(op, "dynamic sizes not needed when copying a tensor".into()));
    }
    if copy.is_none() {
        if let Some(shape) = ctx.type_data(rt).shape() {
            indexing::verify_dynamic_dims(c, op, shape, sizes)?;
        }
    }
    if let Some(v) = copy {
        if ir.value_type(v) != rt {
            return Err(c.plain_error(op, "expected that `copy` and return type match".into()));
        }
    }
    Ok(())
}

// ----- clone -----

// ----- dealloc -----

fn verify_dealloc(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    let view = OpView::verified(c.ctx(), ir, op);
    if view.operands(DeallocOp::MEMREFS).len() != view.operands(DeallocOp::CONDITIONS).len() {
        return Err(c.op_error_named(
            op,
            "must have the same number of conditions as memrefs to deallocate",
        ));
    }
    if view.operands(DeallocOp::RETAINED).len() != ir.num_results(op) {
        return Err(c.op_error_named(
            op,
            "must have the same number of updated conditions (results) as retained operands",
        ));
    }
    Ok(())
}

// ----- dealloc_tensor -----

/// One `i1` per retained memref (`DeallocOp::inferReturnTypes`), the
/// groups' sizes read from `operandSegmentSizes`.
fn infer_dealloc(
    ctx: &mut crate::Context,
    _: &[crate::Type],
    props: &[crate::NamedAttr],
) -> Option<Vec<crate::Type>> {
    let sizes = props
        .iter()
        .find(|p| ctx.str_bytes(p.name) == b"operandSegmentSizes")?
        .value;
    let retained = super::indexing::dense_int_array(ctx, sizes)?
        .get(2)
        .copied()?;
    let i1 = ctx.i(1);
    Some(vec![i1; usize::try_from(retained).ok()?])
}
