//! Compiling IREE's `check` ops: each becomes one entry of the function's
//! tensor side table ([`crate::check::CheckOp`]), the expected constant of
//! an `_const` check decoded once here.

use sigil_ir::attrs::AttrData;
use sigil_ir::dialects::structure::{OperandId, PropId};
use sigil_ir::dialects::OpView;
use sigil_ir::ops::check::{
    ExpectAllTrueOp, ExpectAlmostEqConstOp, ExpectAlmostEqOp, ExpectEqConstOp, ExpectEqOp,
    ExpectFalseOp, ExpectTrueOp,
};

use super::{Compiler, Slot};
use crate::bytecode::Instr;
use crate::check::{CheckOp, Expected};
use crate::error::CompileError;
use crate::tensor::TensorOp;

/// The optional device operand of the checks that have one.
const DEVICE: [OperandId; 5] = [
    ExpectAllTrueOp::DEVICE,
    ExpectAlmostEqOp::DEVICE,
    ExpectAlmostEqConstOp::DEVICE,
    ExpectEqOp::DEVICE,
    ExpectEqConstOp::DEVICE,
];

/// Whether `name` is a check op.
pub(crate) fn handles(name: &str) -> bool {
    name.starts_with("check.")
}

pub(crate) fn compile(
    c: &mut Compiler<'_>,
    view: OpView<'_>,
    name: &str,
) -> Result<(), CompileError> {
    let op = view.op;
    let device = DEVICE.iter().find(|d| d.op == view.name());
    if device.is_some_and(|&d| view.operand(d).is_some()) {
        return Err(c.unsupported(
            op,
            "a check on a named !hal.device (sigil runs on one device)",
        ));
    }
    let tensor = |c: &Compiler<'_>, group: OperandId| -> Result<u32, CompileError> {
        let v = view.operand(group).expect("declared operand");
        match c.slot(v) {
            Slot::R(r) => Ok(r),
            _ => Err(c.unsupported(op, "a check of a !hal.buffer_view")),
        }
    };
    let expected = |c: &Compiler<'_>| -> Result<Expected, CompileError> {
        if !name.ends_with("_const") {
            let rhs = view.pick(&[ExpectEqOp::RHS, ExpectAlmostEqOp::RHS]);
            let v = view.operand(rhs).expect("declared operand");
            return match c.slot(v) {
                Slot::R(r) => Ok(Expected::Slot(r)),
                _ => Err(c.unsupported(op, "a check of a !hal.buffer_view")),
            };
        }
        let ctx = c.ctx();
        let value = view.pick(&[ExpectEqConstOp::VALUE, ExpectAlmostEqConstOp::VALUE]);
        let value = view.prop(value).expect("verified: a value");
        let ty = match ctx.attr_data(value) {
            AttrData::DenseElements { ty, .. } => *ty,
            _ => return Err(c.unsupported(op, "this kind of expected constant (only dense<...>)")),
        };
        Ok(Expected::Const(super::tensor::constant_buffer(
            c, op, value, ty,
        )?))
    };
    let tol = |name: PropId| -> f32 {
        match view.prop(name).map(|a| view.ctx.attr_data(a)) {
            Some(AttrData::Float { bits, .. }) => f32::from_bits(*bits as u32),
            _ => 0.0,
        }
    };
    let check = match name {
        "check.expect_true" | "check.expect_false" => {
            let operand = view.pick(&[ExpectTrueOp::OPERAND, ExpectFalseOp::OPERAND]);
            let v = view.operand(operand).expect("operand");
            CheckOp::Scalar {
                v: c.s(v),
                width: c.scalar_type_of(v, op)?.bits(),
                nonzero: name == "check.expect_true",
            }
        }
        "check.expect_all_true" => CheckOp::AllTrue {
            t: tensor(c, ExpectAllTrueOp::OPERAND)?,
        },
        "check.expect_eq" | "check.expect_eq_const" => CheckOp::Eq {
            lhs: tensor(c, view.pick(&[ExpectEqOp::LHS, ExpectEqConstOp::LHS]))?,
            rhs: expected(c)?,
        },
        "check.expect_almost_eq" | "check.expect_almost_eq_const" => CheckOp::AlmostEq {
            lhs: tensor(
                c,
                view.pick(&[ExpectAlmostEqOp::LHS, ExpectAlmostEqConstOp::LHS]),
            )?,
            rhs: expected(c)?,
            atol: tol(view.pick(&[ExpectAlmostEqOp::ATOL, ExpectAlmostEqConstOp::ATOL])),
            rtol: tol(view.pick(&[ExpectAlmostEqOp::RTOL, ExpectAlmostEqConstOp::RTOL])),
        },
        _ => return Err(c.unsupported(op, "this op yet")),
    };
    c.f.tensors.push(TensorOp::Check(Box::new(check)));
    let i = c.f.tensors.len() as u32 - 1;
    c.emit(Instr::Tensor { i });
    Ok(())
}
