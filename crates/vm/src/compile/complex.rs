//! Compiles the scalar `complex.*` ops. A complex value has a pair of
//! consecutive scalar slots ([`Slot::C`]); ops that only move parts
//! (`create`, `re`, `im`, `constant`) become moves, the others a
//! [`TensorOp::Complex`] run out of the dispatch loop (complex arithmetic
//! is rare enough in the VM's inputs that one extra exit per op is
//! cheaper than a family of new instructions every tier must know).
//! `powi`'s integer exponent is one scalar slot, its width part of the op.

use sigil_ir::attrs::AttrData;
use sigil_ir::dialects::OpView;

use super::{Compiler, Slot, VmType};
use crate::bytecode::Instr;
use crate::complex::ComplexOp;
use crate::error::CompileError;
use crate::tensor::TensorOp;

/// Whether `name` is a complex op the VM compiles.
pub(crate) fn handles(name: &str) -> bool {
    matches!(
        name,
        "complex.create" | "complex.re" | "complex.im" | "complex.constant"
    ) || ComplexOp::from_name(name).is_some()
}

fn pair(c: &Compiler<'_>, v: sigil_ir::Value, op: sigil_ir::OpId) -> Result<u32, CompileError> {
    match c.slot(v) {
        Slot::C(s) => Ok(s),
        _ => Err(c.unsupported(op, "this operand (not a complex value)")),
    }
}

/// Compiles the complex op `view` (one [`handles`] accepts).
pub(crate) fn compile(
    c: &mut Compiler<'_>,
    view: OpView<'_>,
    name: &str,
) -> Result<(), CompileError> {
    let op = view.op;
    let ir = c.ir();
    let operands: Vec<sigil_ir::Value> = ir.operands(op).collect();
    let r = ir.result(op, 0);
    // The part width: of the complex operand, or of the result.
    let first = match operands.first() {
        Some(&v) => Some(c.vm_type_of(v, op)?),
        None => None,
    };
    let width = match (first, c.vm_type_of(r, op)?) {
        (Some(VmType::Complex(w)), _) | (_, VmType::Complex(w)) => w,
        _ => return Err(c.unsupported(op, "this complex type")),
    };
    match name {
        "complex.create" => {
            let (re, im) = (c.s(operands[0]), c.s(operands[1]));
            let d = c.define(r, op)?.index();
            c.emit(Instr::Mov { d, s: re });
            c.emit(Instr::Mov { d: d + 1, s: im });
        }
        "complex.re" | "complex.im" => {
            let s = pair(c, operands[0], op)? + (name == "complex.im") as u32;
            let d = c.define(r, op)?.index();
            c.emit(Instr::Mov { d, s });
        }
        "complex.constant" => {
            let ctx = c.ctx();
            let parts = ir
                .op(op)
                .props
                .and_then(|p| ctx.dict_get(p, b"value"))
                .and_then(|a| match ctx.attr_data(a) {
                    AttrData::Array(items) if items.len() == 2 => Some(items.clone()),
                    _ => None,
                })
                .ok_or_else(|| c.unsupported(op, "this complex.constant value"))?;
            let mut bits = [0u64; 2];
            for (k, &a) in parts.iter().enumerate() {
                bits[k] = match ctx.attr_data(a) {
                    AttrData::Float { bits, .. } => *bits as u64,
                    _ => return Err(c.unsupported(op, "this complex.constant value")),
                };
            }
            let (re, im) = (c.const_slot(bits[0]), c.const_slot(bits[1]));
            let d = c.define(r, op)?.index();
            c.emit(Instr::Mov { d, s: re });
            c.emit(Instr::Mov { d: d + 1, s: im });
        }
        _ => {
            let mut cop = ComplexOp::from_name(name).expect("handled");
            let a = pair(c, operands[0], op)?;
            let b = if cop.is_binary() {
                pair(c, operands[1], op)?
            } else if let ComplexOp::Powi(_) = cop {
                // The exponent: one integer slot, and its width.
                let t = c.scalar_type_of(operands[1], op)?;
                if t.is_float() || t.bits() > 64 {
                    return Err(c.unsupported(op, "this exponent type"));
                }
                cop = ComplexOp::Powi(t.bits() as u8);
                c.s(operands[1])
            } else {
                a
            };
            let d = c.define(r, op)?.index();
            c.f.tensors.push(TensorOp::Complex {
                op: cop,
                width,
                d,
                a,
                b,
            });
            let i = c.f.tensors.len() as u32 - 1;
            c.emit(Instr::Tensor { i });
        }
    }
    Ok(())
}
