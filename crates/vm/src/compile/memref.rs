//! Compiling memref, affine memory and bufferization ops into entries of
//! the function's `tensors` side table (`TensorOp::Mem`), and `affine.for`
//! into the same loop as `scf.for`.
//!
//! A memref is a view (offset, sizes, strides) of storage shared by every
//! view of the same allocation; views are made here from the static parts
//! of the result type and the op's dynamic operands, and checked against
//! the storage when they are made, so loads and stores only check their
//! indices against the view's sizes.

use sigil_affine::AffineMap;
use sigil_ir::attrs::AttrData;
use sigil_ir::dialects::OpView;
use sigil_ir::types::DYNAMIC;
use sigil_ir::{OpId, TypeData, Value as IrValue};

use super::ops::affine_results;
use super::tensor::{dims_of as dims, mixed};
use super::{Compiler, Slot, VmType};
use crate::bytecode::Instr;
use crate::error::CompileError;
use crate::memref::{MemOp, ViewRule};
use crate::tensor::{Dim, TensorOp};
use crate::value::ElementType;

const OPS: &[&str] = &[
    "memref.alloc",
    "memref.alloca",
    "memref.dealloc",
    "memref.load",
    "memref.store",
    "memref.dim",
    "memref.rank",
    "memref.subview",
    "memref.cast",
    "memref.reinterpret_cast",
    "memref.view",
    "memref.collapse_shape",
    "memref.expand_shape",
    "memref.copy",
    "affine.load",
    "affine.store",
    "bufferization.to_tensor",
    "bufferization.to_buffer",
    "bufferization.materialize_in_destination",
];

pub(crate) fn handles(name: &str) -> bool {
    OPS.contains(&name)
}

/// The element type and the static layout of a memref type: sizes
/// (`None` dynamic), and the offset and strides of its layout when it
/// states them (`None` inside: dynamic), or `None` for the identity layout.
type Layout = (Option<i64>, Vec<Option<i64>>);

/// A memref type: element type, sizes and layout.
type MemRefType = (ElementType, Vec<Option<i64>>, Option<Layout>);

fn memref_type(c: &Compiler<'_>, v: IrValue, op: OpId) -> Result<MemRefType, CompileError> {
    let ctx = c.ctx();
    let TypeData::MemRef {
        elem,
        shape,
        layout,
        ..
    } = ctx.type_data(c.ir().value_type(v))
    else {
        return Err(c.unsupported(op, "an unranked memref"));
    };
    let elem = super::tensor::scalar_elem(ctx, *elem)
        .ok_or_else(|| c.unsupported(op, "memrefs of this element type"))?;
    let dims: Vec<Option<i64>> = shape.iter().map(|&d| (d != DYNAMIC).then_some(d)).collect();
    let layout = match layout.map(|a| ctx.attr_data(a)) {
        None => None,
        Some(AttrData::AffineMap(m)) if m.is_identity() => None,
        Some(AttrData::Strided { offset, strides }) => Some((
            (*offset != DYNAMIC).then_some(*offset),
            strides
                .iter()
                .map(|&s| (s != DYNAMIC).then_some(s))
                .collect(),
        )),
        Some(_) => return Err(c.unsupported(op, "memrefs with this layout")),
    };
    Ok((elem, dims, layout))
}

fn def_ref(c: &mut Compiler<'_>, v: IrValue, op: OpId) -> Result<u32, CompileError> {
    match c.define(v, op)? {
        Slot::R(r) => Ok(r),
        Slot::S(_) | Slot::C(_) => Err(c.unsupported(op, "a memref held as a scalar")),
    }
}

fn map_prop(c: &Compiler<'_>, view: &OpView<'_>, name: &str) -> Result<AffineMap, CompileError> {
    match view.prop(name).map(|a| c.ctx().attr_data(a)) {
        Some(AttrData::AffineMap(m)) => Ok((**m).clone()),
        _ => Err(c.unsupported(view.op, "this op without its map")),
    }
}

/// Compiles one op [`handles`] accepts.
pub(crate) fn compile(
    c: &mut Compiler<'_>,
    view: OpView<'_>,
    name: &str,
) -> Result<(), CompileError> {
    let op = view.op;
    let ir = c.ir();
    let m = match name {
        "memref.dealloc" => return Ok(()),
        "memref.alloc" | "memref.alloca" => {
            let r = ir.result(op, 0);
            let (elem, shape, layout) = memref_type(c, r, op)?;
            if layout.is_some() {
                return Err(c.unsupported(op, "an allocation with a non-identity layout"));
            }
            let dynamic: Vec<IrValue> = view.operands("dynamicSizes").collect();
            let shape = dims(c, &shape, &dynamic);
            let d = def_ref(c, r, op)?;
            MemOp::Alloc { d, elem, shape }
        }
        "memref.load" | "affine.load" => {
            let m = c.slot(view.operand("memref").expect("memref")).index();
            let idx = indices(c, &view, name == "affine.load")?;
            let d = c.define(ir.result(op, 0), op)?.index();
            MemOp::Load { d, m, idx }
        }
        "memref.store" | "affine.store" => {
            let m = c.slot(view.operand("memref").expect("memref")).index();
            let v = c.s(view.operand("value").expect("value"));
            let idx = indices(c, &view, name == "affine.store")?;
            MemOp::Store { m, v, idx }
        }
        "memref.dim" => {
            let m = c.slot(view.operand("source").expect("source")).index();
            let i = c.s(view.operand("index").expect("index"));
            let d = c.define(ir.result(op, 0), op)?.index();
            MemOp::Dim { d, m, i }
        }
        "memref.rank" => {
            let m = c.slot(ir.operand(op, 0)).index();
            let d = c.define(ir.result(op, 0), op)?.index();
            MemOp::Rank { d, m }
        }
        "memref.subview" | "memref.reinterpret_cast" => {
            let s = c.slot(view.operand("source").expect("source")).index();
            let offsets = mixed(c, &view, "offsets", "static_offsets")?;
            let sizes = mixed(c, &view, "sizes", "static_sizes")?;
            let strides = mixed(c, &view, "strides", "static_strides")?;
            let r = ir.result(op, 0);
            let (_, rshape, _) = memref_type(c, r, op)?;
            let rule = if name == "memref.subview" {
                let keep = super::tensor::keep_mask(&sizes, &rshape);
                ViewRule::Subview {
                    offsets,
                    sizes,
                    strides,
                    keep,
                }
            } else {
                let offset = offsets.first().copied().unwrap_or(Dim::Static(0));
                ViewRule::Reinterpret {
                    offset,
                    sizes,
                    strides,
                }
            };
            let d = def_ref(c, r, op)?;
            MemOp::View {
                d,
                s,
                rule,
                what: if name == "memref.subview" {
                    "memref.subview"
                } else {
                    "memref.reinterpret_cast"
                },
            }
        }
        "memref.view" => {
            let s = c.slot(view.operand("source").expect("source")).index();
            let shift = Dim::Dyn(c.s(view.operand("byte_shift").expect("byte_shift")));
            let dynamic: Vec<IrValue> = view.operands("sizes").collect();
            let r = ir.result(op, 0);
            let (elem, shape, _) = memref_type(c, r, op)?;
            let sizes = super::tensor::dims_of(c, &shape, &dynamic);
            let d = def_ref(c, r, op)?;
            MemOp::View {
                d,
                s,
                rule: ViewRule::Bytes { shift, sizes, elem },
                what: "memref.view",
            }
        }
        "memref.cast" => {
            let s = c.slot(ir.operand(op, 0)).index();
            let r = ir.result(op, 0);
            let (_, shape, layout) = memref_type(c, r, op)?;
            let d = def_ref(c, r, op)?;
            MemOp::View {
                d,
                s,
                rule: ViewRule::Cast { shape, layout },
                what: "memref.cast",
            }
        }
        "memref.collapse_shape" | "memref.expand_shape" => {
            let s = c.slot(view.operand("src").expect("src")).index();
            let groups = super::tensor::reassociation(c, &view)?;
            let r = ir.result(op, 0);
            let (_, shape, _) = memref_type(c, r, op)?;
            let rule = if name == "memref.collapse_shape" {
                ViewRule::Collapse(groups)
            } else {
                let dynamic: Vec<IrValue> = view.operands("output_shape").collect();
                ViewRule::Expand {
                    groups,
                    shape: dims(c, &shape, &dynamic),
                }
            };
            let d = def_ref(c, r, op)?;
            MemOp::View {
                d,
                s,
                rule,
                what: if name == "memref.collapse_shape" {
                    "memref.collapse_shape"
                } else {
                    "memref.expand_shape"
                },
            }
        }
        "memref.copy" => {
            let s = c.slot(view.operand("source").expect("source")).index();
            let t = c.slot(view.operand("target").expect("target")).index();
            MemOp::Copy { s, t }
        }
        "bufferization.to_tensor" => {
            let m = c.slot(ir.operand(op, 0)).index();
            let d = def_ref(c, ir.result(op, 0), op)?;
            MemOp::ToTensor { d, m }
        }
        "bufferization.to_buffer" => {
            let t = c.slot(ir.operand(op, 0)).index();
            let d = def_ref(c, ir.result(op, 0), op)?;
            MemOp::ToBuffer { d, t }
        }
        _ => {
            // materialize_in_destination: into a tensor (a copy of the source
            // with the destination's shape) or a memref (written through).
            let src = ir.operand(op, 0);
            let dest = ir.operand(op, 1);
            let s = c.slot(src).index();
            let t = c.slot(dest).index();
            match c.vm_type_of(dest, op)? {
                VmType::MemRef => MemOp::Materialize { s, t },
                _ => {
                    let d = def_ref(c, ir.result(op, 0), op)?;
                    MemOp::MaterializeTensor { d, s, t }
                }
            }
        }
    };
    c.f.tensors.push(TensorOp::Mem(Box::new(m)));
    let i = c.f.tensors.len() as u32 - 1;
    c.emit(Instr::Tensor { i });
    Ok(())
}

/// The index slots of a load or store: its operands, or for the affine
/// forms its map applied to them.
fn indices(
    c: &mut Compiler<'_>,
    view: &OpView<'_>,
    affine: bool,
) -> Result<Vec<u32>, CompileError> {
    let operands: Vec<u32> = view.operands("indices").map(|v| c.s(v)).collect();
    if !affine {
        return Ok(operands);
    }
    let map = map_prop(c, view, "map")?;
    Ok(affine_results(c, &map, &operands))
}

/// `affine.for`: the bounds are the maximum of the lower map's results and
/// the minimum of the upper map's, the step a constant; then the loop of
/// `scf.for`.
pub(crate) fn affine_for(c: &mut Compiler<'_>, view: OpView<'_>) -> Result<(), CompileError> {
    let lb_ops: Vec<u32> = view
        .operands("lowerBoundOperands")
        .map(|v| c.s(v))
        .collect();
    let ub_ops: Vec<u32> = view
        .operands("upperBoundOperands")
        .map(|v| c.s(v))
        .collect();
    let lb_map = map_prop(c, &view, "lowerBoundMap")?;
    let ub_map = map_prop(c, &view, "upperBoundMap")?;
    let step = view.int_prop("step").unwrap_or(1);
    let lbs = affine_results(c, &lb_map, &lb_ops);
    let ubs = affine_results(c, &ub_map, &ub_ops);
    let lb = fold(c, &lbs, false);
    let ub = fold(c, &ubs, true);
    let step = c.const_slot(step as u64);
    let inits: Vec<IrValue> = view.operands("inits").collect();
    let body = view.region("region").expect("a body");
    c.emit_for(view.op, lb, ub, step, &inits, body, false, 0)
}

/// The minimum (`min`) or maximum of `slots`, signed: an `affine.for` or
/// `affine.parallel` bound of several map results.
pub(crate) fn fold(c: &mut Compiler<'_>, slots: &[u32], min: bool) -> u32 {
    let mut acc = slots[0];
    for &r in &slots[1..] {
        let t = c.new_temp();
        c.emit(if min {
            Instr::MinS { d: t, a: acc, b: r }
        } else {
            Instr::MaxS { d: t, a: acc, b: r }
        });
        acc = t;
    }
    acc
}
