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
use sigil_ir::ops::interpreter::{PrintOp, ProbeOp};

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

/// StableHLO's own checks and the interpreter's ops that keep values
/// (declared by hand in `sigil_ir`'s `check` dialect and generated for
/// `interpreter`).
const CLOSE_ACTUAL: OperandId = OperandId::new("check.expect_close", 0, "actual");
const CLOSE_EXPECTED: OperandId = OperandId::new("check.expect_close", 1, "expected");
const MAX_ULP: PropId = PropId::new("check.expect_close", "max_ulp_difference");
const MIN_ULP: PropId = PropId::new("check.expect_close", "min_ulp_difference");
const SERIALIZED: OperandId = OperandId::new("check.expect_serialized_eq", 0, "expected");
const SERIALIZED_ID: PropId = PropId::new("check.expect_serialized_eq", "probe_id");
const ITERATION: PropId = PropId::new("check.expect_serialized_eq", "iteration");

/// Whether `name` is a check op (or an interpreter op that runs as one).
pub(crate) fn handles(name: &str) -> bool {
    name.starts_with("check.") || name == "interpreter.print" || name == "interpreter.probe"
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
    // IREE's `f32` tolerances, StableHLO's `f64` one.
    let tol = |name: PropId| -> f64 {
        match view.prop(name).map(|a| view.ctx.attr_data(a)) {
            Some(AttrData::Float { bits, ty }) => {
                match view.ctx.type_data(*ty).int_or_float_width() {
                    Some(64) => f64::from_bits(*bits as u64),
                    _ => f64::from(f32::from_bits(*bits as u32)),
                }
            }
            _ => 0.0,
        }
    };
    let int = |name: PropId, default: u64| -> u64 {
        match view.prop(name).map(|a| view.ctx.attr_data(a)) {
            Some(AttrData::Integer { value, .. }) => value.to_i64().map_or(default, |v| v as u64),
            _ => default,
        }
    };
    let string = |name: PropId| -> String {
        match view.prop(name).map(|a| view.ctx.attr_data(a)) {
            Some(AttrData::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
            _ => String::new(),
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
        "check.expect_close" => CheckOp::Close {
            lhs: tensor(c, CLOSE_ACTUAL)?,
            rhs: tensor(c, CLOSE_EXPECTED)?,
            max_ulp: int(MAX_ULP, 1),
            min_ulp: int(MIN_ULP, 0),
        },
        "check.expect_serialized_eq" => CheckOp::SerializedEq {
            t: tensor(c, SERIALIZED)?,
            id: string(SERIALIZED_ID),
            iteration: int(ITERATION, 0),
        },
        "interpreter.probe" => CheckOp::Probe {
            t: tensor(c, ProbeOp::OPERAND)?,
            id: string(ProbeOp::PROBE_ID),
        },
        "interpreter.print" => CheckOp::Print {
            t: tensor(c, PrintOp::OPERAND)?,
        },
        _ => return Err(c.unsupported(op, "this op yet")),
    };
    c.f.tensors.push(TensorOp::Check(Box::new(check)));
    let i = c.f.tensors.len() as u32 - 1;
    c.emit(Instr::Tensor { i });
    Ok(())
}
