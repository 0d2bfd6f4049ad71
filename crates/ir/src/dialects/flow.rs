//! The ops of IREE's `flow` dialect that IREE's self-checking test files
//! use around the computation they test: constants the compiler may not
//! fold (`flow.tensor.dynamic_constant`, `flow.tensor.constant`), and shape
//! and bit views of a tensor (`flow.tensor.tie_shape`, `flow.tensor.reshape`,
//! `flow.tensor.bitcast`). The rest of `flow` (dispatch regions, executables,
//! collectives) is IREE's compiler-internal form and not implemented.
//!
//! Structure, textual form and type rules come from IREE's ODS records
//! (`ods/flow.rs`, from `third_party/iree`); what is written here is what
//! the records leave to C++: the verifiers (`verifyOpDynamicDims`, the bit
//! widths a reshape must keep) and the constant's type inference.

use super::structure::OpView;
use super::structure::OperandId;
use super::support::{bit_width, element_type};
use super::{AttrKind, OpDef, OpTraits, PropDefault, PropSpec};
use crate::diag::Diagnostic;
use crate::ir::OpId;
use crate::ops::flow::{TensorBitCastOp as B, TensorReshapeOp as R, TensorTieShapeOp as T};
use crate::types::TypeData;
use crate::verifier::Checker;

const VALUE: PropSpec = PropSpec::new("value", AttrKind::Typed);
/// `source`, `source_dims`, `result_dims`.
const SEGMENTS: PropSpec = PropSpec::with_default(
    "operandSegmentSizes",
    AttrKind::DenseI32Array,
    PropDefault::ZeroI32Array { len: 3 },
);

pub(crate) const OPS: &[OpDef] = &[
    OpDef::new("flow.tensor.constant", OpTraits::NONE)
        .with_props(&[VALUE])
        .with_infer(|ctx, _, attrs| {
            let value = attrs.iter().find(|a| ctx.str_bytes(a.name) == b"value")?;
            let ty = super::support::typed_attr_type(ctx, ctx.attr_data(value.value))?;
            Some(vec![ty])
        }),
    OpDef::new("flow.tensor.dynamic_constant", OpTraits::NONE).with_props(&[VALUE]),
    OpDef::new("flow.tensor.tie_shape", OpTraits::NONE)
        .with_verify(|c, op| dynamic_dims(c, op, Some(T::OPERAND), T::DYNAMIC_DIMS)),
    OpDef::new("flow.tensor.reshape", OpTraits::NONE)
        .with_props(&[SEGMENTS])
        .with_verify(|c, op| {
            let (ctx, ir) = (c.ctx(), c.ir());
            let width = |t| bit_width(ctx, element_type(ctx, t));
            if width(ir.value_type(ir.operand(op, 0))) != width(ir.value_type(ir.result(op, 0))) {
                return Err(c.op_error_named(op, "element bit widths must match"));
            }
            dynamic_dims(c, op, Some(R::SOURCE), R::SOURCE_DIMS)?;
            dynamic_dims(c, op, None, R::RESULT_DIMS)
        }),
    OpDef::new("flow.tensor.bitcast", OpTraits::NONE)
        .with_props(&[SEGMENTS])
        .with_verify(|c, op| {
            dynamic_dims(c, op, Some(B::SOURCE), B::SOURCE_DIMS)?;
            dynamic_dims(c, op, None, B::RESULT_DIMS)
        }),
];

/// IREE's `verifyOpDynamicDims`: the group `dims` holds one index per
/// dynamic dimension of the value `of` (an operand, or else the result).
fn dynamic_dims(
    c: &dyn Checker,
    op: OpId,
    of: Option<OperandId>,
    dims: OperandId,
) -> Result<(), Box<Diagnostic>> {
    let (ctx, ir) = (c.ctx(), c.ir());
    let view = OpView::verified(ctx, ir, op);
    let value = match of {
        None => ir.result(op, 0),
        Some(of) => view.operand(of).expect("declared operand"),
    };
    let required = match ctx.type_data(ir.value_type(value)) {
        TypeData::RankedTensor { shape, .. } => shape
            .iter()
            .filter(|&&d| d == crate::types::DYNAMIC)
            .count(),
        _ => 0,
    };
    let attached = view.operands(dims).count();
    if attached != required {
        return Err(c.op_error_named(
            op,
            &format!(
                "value set has {required} dynamic dimensions but only {attached} dimension \
                 values are attached"
            ),
        ));
    }
    Ok(())
}
