//! Compiling ops on tensors into entries of the function's `tensors` side
//! table (run by `Instr::Tensor`), and linalg payload regions into small
//! functions of their own.
//!
//! Shapes are split once here into what is static (kept as numbers) and
//! what a slot gives at run time (`Dim::Dyn`). A destination operand is
//! marked `own` when this op is the value's last use in straight-line code
//! (its only use, not inside a loop the value was defined outside of), so
//! the run time may take the buffer and write it in place; for the same
//! reason a tensor's register is emptied at its last use (a loop's init as
//! the loop starts), so nothing else holds the buffer then.

use sigil_ir::ops::bufferization::AllocTensorOp;
use sigil_ir::ops::flow::{
    TensorBitCastOp, TensorConstantOp, TensorDynamicConstantOp, TensorReshapeOp,
};
use sigil_ir::ops::linalg::{PackOp, SoftmaxOp, UnPackOp};
use sigil_ir::ops::memref::{
    CollapseShapeOp as MemrefCollapseShapeOp, ExpandShapeOp as MemrefExpandShapeOp,
    ReinterpretCastOp, SubViewOp,
};
use sigil_ir::ops::tensor::{
    BitcastOp, CollapseShapeOp, ConcatOp, DimOp, ExpandShapeOp, ExtractOp, ExtractSliceOp,
    GenerateOp, InsertOp, InsertSliceOp, PadOp, ParallelInsertSliceOp, RankOp, ReshapeOp, SplatOp,
};
use std::rc::Rc;

use sigil_affine::{AffineExpr, AffineMap};
use sigil_ir::attrs::AttrData;
use sigil_ir::dialects::linalg::info::structured_info;
use sigil_ir::dialects::structure::{OperandId, PropId};
use sigil_ir::dialects::OpView;
use sigil_ir::types::DYNAMIC;
use sigil_ir::{OpId, Type, TypeData, Value as IrValue};

use super::ops::dense_array_ints;
use super::{Compiler, Slot, VmType};
use crate::bytecode::Instr;
use crate::error::CompileError;
use crate::tensor::{Dim, IdxExpr, Kernel, LinearMap, Operand, ShapeRule, Structured, TensorOp};
use crate::value::{BufferView, ElementType};

/// The ops this module compiles (linalg structured ops aside).
const TENSOR_OPS: &[&str] = &[
    "tensor.empty",
    "tensor.extract",
    "tensor.insert",
    "tensor.dim",
    "tensor.rank",
    "tensor.from_elements",
    "tensor.splat",
    "tensor.cast",
    "tensor.expand_shape",
    "tensor.collapse_shape",
    "tensor.reshape",
    "tensor.extract_slice",
    "tensor.insert_slice",
    "bufferization.alloc_tensor",
    "linalg.softmax",
    "tensor.generate",
    "tensor.pad",
    "tensor.concat",
    "tensor.bitcast",
    "linalg.pack",
    "linalg.unpack",
    "flow.tensor.constant",
    "flow.tensor.dynamic_constant",
    "flow.tensor.reshape",
    "flow.tensor.bitcast",
];

/// Whether `op` is one this module compiles.
pub(crate) fn handles(c: &Compiler<'_>, op: OpId, name: &str) -> bool {
    if TENSOR_OPS.contains(&name) {
        return true;
    }
    if name == "arith.constant" {
        let r = c.ir().result(op, 0);
        return matches!(
            c.ctx().type_data(c.ir().value_type(r)),
            TypeData::RankedTensor { .. } | TypeData::Vector { .. }
        );
    }
    name.starts_with("linalg.") && structured_info(c.ctx(), c.ir(), op).is_some()
}

/// Compiles a tensor op (one [`handles`] accepts).
pub(crate) fn compile(
    c: &mut Compiler<'_>,
    view: OpView<'_>,
    name: &str,
) -> Result<(), CompileError> {
    let op = view.op;
    let t = match name {
        "arith.constant" => constant(c, op)?,
        "tensor.empty" | "bufferization.alloc_tensor" => {
            let copy = (name == "bufferization.alloc_tensor")
                .then(|| view.operand(AllocTensorOp::COPY))
                .flatten();
            if let Some(copy) = copy {
                // A copy: the same contents (tensors are copied on write).
                let r = c.ir().result(op, 0);
                let (_, shape) = signature(c, r, op)?;
                let s = c.slot(copy).index();
                let d = def_ref(c, r, op)?;
                c.f.tensors.push(TensorOp::Reshape {
                    d,
                    s,
                    own: false,
                    shape: ShapeRule::Cast(Some(shape)),
                    what: "bufferization.alloc_tensor",
                });
                let i = c.f.tensors.len() as u32 - 1;
                c.emit(Instr::Tensor { i });
                return Ok(());
            }
            let dynamic: Vec<IrValue> = c.ir().operands(op).collect();
            let r = c.ir().result(op, 0);
            let (elem, shape) = signature(c, r, op)?;
            let shape = dims_of(c, &shape, &dynamic);
            let d = def_ref(c, r, op)?;
            TensorOp::Empty { d, elem, shape }
        }
        "tensor.extract" => {
            let t = c
                .slot(view.operand(ExtractOp::TENSOR).expect("tensor"))
                .index();
            let idx = view.operands(ExtractOp::INDICES).map(|v| c.s(v)).collect();
            let d = c.define(c.ir().result(op, 0), op)?.index();
            TensorOp::Extract { d, t, idx }
        }
        "tensor.insert" => {
            let dest = view.operand(InsertOp::DEST).expect("dest");
            let own = last_use(c, dest, op);
            let t = c.slot(dest).index();
            let v = c.s(view.operand(InsertOp::SCALAR).expect("scalar"));
            let idx = view.operands(InsertOp::INDICES).map(|v| c.s(v)).collect();
            let d = def_ref(c, c.ir().result(op, 0), op)?;
            TensorOp::Insert { d, t, own, v, idx }
        }
        "tensor.dim" => {
            let t = c.slot(view.operand(DimOp::SOURCE).expect("source")).index();
            let i = c.s(view.operand(DimOp::INDEX).expect("index"));
            let d = c.define(c.ir().result(op, 0), op)?.index();
            TensorOp::DimOf { d, t, i }
        }
        "tensor.rank" => {
            let t = c
                .slot(view.operand(RankOp::TENSOR).expect("tensor"))
                .index();
            let d = c.define(c.ir().result(op, 0), op)?.index();
            TensorOp::Rank { d, t }
        }
        "tensor.from_elements" => {
            let r = c.ir().result(op, 0);
            let (elem, shape) = signature(c, r, op)?;
            let elems = c.ir().operands(op).map(|v| c.s(v)).collect();
            let d = def_ref(c, r, op)?;
            let shape = shape.iter().map(|d| d.unwrap_or(0)).collect();
            TensorOp::FromElements {
                d,
                elems,
                elem,
                shape,
            }
        }
        "tensor.splat" => {
            let v = c.s(view.operand(SplatOp::INPUT).expect("input"));
            let dynamic: Vec<IrValue> = view.operands(SplatOp::DYNAMIC_SIZES).collect();
            let r = c.ir().result(op, 0);
            let (elem, shape) = signature(c, r, op)?;
            let shape = dims_of(c, &shape, &dynamic);
            let d = def_ref(c, r, op)?;
            TensorOp::Splat { d, v, elem, shape }
        }
        "tensor.cast" | "tensor.expand_shape" | "tensor.collapse_shape" | "tensor.reshape" => {
            let src = c.ir().operand(op, 0);
            let own = last_use(c, src, op);
            let s = c.slot(src).index();
            let r = c.ir().result(op, 0);
            // A cast or reshape may give an unranked tensor (`tensor<*xf32>`):
            // the value is the same buffer view, its shape known at run time.
            let unranked = matches!(name, "tensor.cast" | "tensor.reshape")
                && matches!(
                    crate::module::tensor_signature(c.ctx(), c.ir().value_type(r)),
                    Some((_, None))
                );
            let shape = if unranked {
                Vec::new()
            } else {
                signature(c, r, op)?.1
            };
            let rule = match name {
                "tensor.cast" => ShapeRule::Cast((!unranked).then_some(shape)),
                "tensor.expand_shape" => {
                    let dynamic: Vec<IrValue> =
                        view.operands(ExpandShapeOp::OUTPUT_SHAPE).collect();
                    ShapeRule::To(dims_of(c, &shape, &dynamic))
                }
                "tensor.collapse_shape" => ShapeRule::Collapse(reassociation(c, &view)?),
                _ => {
                    let st = view.operand(ReshapeOp::SHAPE).expect("shape");
                    ShapeRule::FromTensor(c.slot(st).index())
                }
            };
            let d = def_ref(c, r, op)?;
            TensorOp::Reshape {
                d,
                s,
                own,
                shape: rule,
                what: match name {
                    "tensor.cast" => "tensor.cast",
                    "tensor.expand_shape" => "tensor.expand_shape",
                    "tensor.collapse_shape" => "tensor.collapse_shape",
                    _ => "tensor.reshape",
                },
            }
        }
        "tensor.extract_slice" | "tensor.insert_slice" => {
            let [offsets, sizes, strides] = slice_parts(c, &view)?;
            let src = view
                .operand(view.pick(&[ExtractSliceOp::SOURCE, InsertSliceOp::SOURCE]))
                .expect("source");
            let r = c.ir().result(op, 0);
            if name == "tensor.extract_slice" {
                let s = c.slot(src).index();
                // The result drops unit dimensions of the slice to match
                // its type's rank: the last ones that are 1, as MLIR's
                // rank-reduction mask is computed.
                let (_, rshape) = signature(c, r, op)?;
                let keep = keep_mask(&sizes, &rshape);
                let d = def_ref(c, r, op)?;
                TensorOp::ExtractSlice {
                    d,
                    s,
                    offsets,
                    sizes,
                    strides,
                    keep,
                }
            } else {
                let dest = view.operand(InsertSliceOp::DEST).expect("dest");
                let own = last_use(c, dest, op);
                let (src, dst) = (c.slot(src).index(), c.slot(dest).index());
                let d = def_ref(c, r, op)?;
                TensorOp::InsertSlice {
                    d,
                    src,
                    dst,
                    own,
                    offsets,
                    sizes,
                    strides,
                }
            }
        }
        "tensor.generate" | "tensor.pad" => {
            let r = c.ir().result(op, 0);
            let (elem, rshape) = signature(c, r, op)?;
            let shape = if name == "tensor.generate" {
                let dynamic: Vec<IrValue> = view.operands(GenerateOp::DYNAMIC_EXTENTS).collect();
                crate::tensor::GenShape::Dims(dims_of(c, &rshape, &dynamic))
            } else {
                let src = view.operand(PadOp::SOURCE).expect("source");
                crate::tensor::GenShape::Pad {
                    src: c.slot(src).index(),
                    low: mixed(c, &view, PadOp::LOW, PadOp::STATIC_LOW)?,
                    high: mixed(c, &view, PadOp::HIGH, PadOp::STATIC_HIGH)?,
                }
            };
            let body = *c.ir().regions(op).first().expect("a body");
            let rank = rshape.len();
            let (payload, _, captures, ref_captures) = super::compile_payload(c, op, body, 0)?;
            if payload.params.len() != rank || payload.params.iter().any(|p| p.is_ref()) {
                return Err(c.unsupported(op, "this body"));
            }
            let d = def_ref(c, r, op)?;
            let uniform = c.ir().entry_block(body).is_some_and(|entry| {
                c.ir()
                    .block_args(entry)
                    .iter()
                    .all(|&a| !c.ir().has_uses(a))
            });
            TensorOp::Generate(Box::new(crate::tensor::Generate {
                d,
                elem,
                shape,
                payload: Rc::new(payload),
                captures,
                ref_captures,
                uniform,
            }))
        }
        "tensor.concat" => {
            let inputs: Vec<u32> = view
                .operands(ConcatOp::INPUTS)
                .map(|v| c.slot(v).index())
                .collect();
            if inputs.is_empty() {
                return Err(c.unsupported(op, "tensor.concat without inputs"));
            }
            let dim = view.int_prop(ConcatOp::DIM).unwrap_or(0).max(0) as usize;
            let r = c.ir().result(op, 0);
            let (_, rshape) = signature(c, r, op)?;
            if dim >= rshape.len() {
                return Err(c.unsupported(op, "this concat dimension"));
            }
            let d = def_ref(c, r, op)?;
            TensorOp::Concat { d, inputs, dim }
        }
        "tensor.bitcast" | "flow.tensor.bitcast" => {
            let s = c
                .slot(
                    view.operand(view.pick(&[BitcastOp::SOURCE, TensorBitCastOp::SOURCE]))
                        .expect("source"),
                )
                .index();
            let r = c.ir().result(op, 0);
            let (elem, rshape) = signature(c, r, op)?;
            let shape = (name == "flow.tensor.bitcast").then(|| {
                let dynamic: Vec<IrValue> = view.operands(TensorBitCastOp::RESULT_DIMS).collect();
                dims_of(c, &rshape, &dynamic)
            });
            let d = def_ref(c, r, op)?;
            TensorOp::Bitcast { d, s, elem, shape }
        }
        // A constant the compiler must not fold: the value, of its own
        // (static) type, whatever the result's type says.
        "flow.tensor.constant" | "flow.tensor.dynamic_constant" => {
            let value = view
                .prop(view.pick(&[TensorConstantOp::VALUE, TensorDynamicConstantOp::VALUE]))
                .expect("verified: a value");
            let ty = match c.ctx().attr_data(value) {
                AttrData::DenseElements { ty, .. } => *ty,
                _ => {
                    return Err(c.unsupported(op, "this kind of tensor constant (only dense<...>)"))
                }
            };
            let value = constant_buffer(c, op, value, ty)?;
            let d = def_ref(c, c.ir().result(op, 0), op)?;
            TensorOp::Constant { d, value }
        }
        "flow.tensor.reshape" => {
            let src = view.operand(TensorReshapeOp::SOURCE).expect("source");
            let own = last_use(c, src, op);
            let s = c.slot(src).index();
            let r = c.ir().result(op, 0);
            let (_, shape) = signature(c, r, op)?;
            let dynamic: Vec<IrValue> = view.operands(TensorReshapeOp::RESULT_DIMS).collect();
            let d = def_ref(c, r, op)?;
            TensorOp::Reshape {
                d,
                s,
                own,
                shape: ShapeRule::To(dims_of(c, &shape, &dynamic)),
                what: "flow.tensor.reshape",
            }
        }
        "linalg.pack" | "linalg.unpack" => {
            let s = c
                .slot(
                    view.operand(view.pick(&[PackOp::SOURCE, UnPackOp::SOURCE]))
                        .expect("source"),
                )
                .index();
            let dest = c
                .slot(
                    view.operand(view.pick(&[PackOp::DEST, UnPackOp::DEST]))
                        .expect("dest"),
                )
                .index();
            let pad = if name == "linalg.pack" {
                view.operand(PackOp::PADDING_VALUE).map(|v| c.s(v))
            } else {
                None
            };
            let ints = |n: PropId| {
                view.prop(n)
                    .and_then(|a| dense_array_ints(c.ctx(), a))
                    .unwrap_or_default()
            };
            let inner_pos: Vec<usize> =
                ints(view.pick(&[PackOp::INNER_DIMS_POS, UnPackOp::INNER_DIMS_POS]))
                    .iter()
                    .map(|&x| x as usize)
                    .collect();
            let outer_perm: Vec<usize> =
                ints(view.pick(&[PackOp::OUTER_DIMS_PERM, UnPackOp::OUTER_DIMS_PERM]))
                    .iter()
                    .map(|&x| x as usize)
                    .collect();
            let tiles = mixed(
                c,
                &view,
                view.pick(&[PackOp::INNER_TILES, UnPackOp::INNER_TILES]),
                view.pick(&[PackOp::STATIC_INNER_TILES, UnPackOp::STATIC_INNER_TILES]),
            )?;
            let r = c.ir().result(op, 0);
            signature(c, r, op)?;
            let d = def_ref(c, r, op)?;
            TensorOp::Pack(Box::new(crate::tensor::Pack {
                d,
                s,
                dest,
                pad,
                inner_pos,
                tiles,
                outer_perm,
                unpack: name == "linalg.unpack",
            }))
        }
        "linalg.softmax" => {
            let s = c
                .slot(view.operand(SoftmaxOp::INPUT).expect("input"))
                .index();
            let o = c
                .slot(view.operand(SoftmaxOp::OUTPUT).expect("output"))
                .index();
            let dim = view.int_prop(SoftmaxOp::DIMENSION).unwrap_or(0).max(0) as usize;
            let r = c.ir().result(op, 0);
            let (elem, _) = signature(c, r, op)?;
            if !matches!(
                elem,
                ElementType::F16 | ElementType::BF16 | ElementType::F32 | ElementType::F64
            ) {
                return Err(c.unsupported(op, "linalg.softmax on integers"));
            }
            let d = def_ref(c, r, op)?;
            TensorOp::Softmax { d, s, o, dim }
        }
        _ => structured(c, op, name)?,
    };
    c.f.tensors.push(t);
    let i = c.f.tensors.len() as u32 - 1;
    c.emit(Instr::Tensor { i });
    Ok(())
}

pub(crate) fn def_ref(c: &mut Compiler<'_>, v: IrValue, op: OpId) -> Result<u32, CompileError> {
    match c.define(v, op)? {
        Slot::R(r) => Ok(r),
        Slot::S(_) | Slot::C(_) => Err(c.unsupported(op, "a tensor result held as a scalar")),
    }
}

/// The element type and dims of the tensor value `v`.
pub(crate) fn signature(
    c: &Compiler<'_>,
    v: IrValue,
    op: OpId,
) -> Result<(ElementType, Vec<Option<i64>>), CompileError> {
    let t = c.ir().value_type(v);
    match crate::module::tensor_signature(c.ctx(), t) {
        Some((e, Some(shape))) => Ok((e, shape)),
        Some((_, None)) => Err(c.unsupported(op, "an unranked tensor result")),
        None => Err(c.unsupported(op, "this tensor element type")),
    }
}

/// Static dims as numbers, dynamic ones from `dynamic` in order.
pub(crate) fn dims_of(c: &Compiler<'_>, shape: &[Option<i64>], dynamic: &[IrValue]) -> Vec<Dim> {
    let mut next = dynamic.iter();
    shape
        .iter()
        .map(|d| match d {
            Some(n) => Dim::Static(*n),
            None => next.next().map_or(Dim::Static(0), |&v| Dim::Dyn(c.s(v))),
        })
        .collect()
}

/// Offsets, sizes or strides of a slice: the static array with
/// `ShapedType::kDynamic` where an operand of `group` gives the value.
/// The offsets, sizes and strides of a slice-like op (tensor slices,
/// `memref.subview`, `memref.reinterpret_cast`), each list's static part
/// with its dynamic entries in place.
pub(crate) fn slice_parts(
    c: &Compiler<'_>,
    view: &OpView<'_>,
) -> Result<[Vec<Dim>; 3], CompileError> {
    macro_rules! of {
        ($c:ident) => {
            view.pick(&[
                ExtractSliceOp::$c,
                InsertSliceOp::$c,
                ParallelInsertSliceOp::$c,
                SubViewOp::$c,
                ReinterpretCastOp::$c,
            ])
        };
    }
    Ok([
        mixed(c, view, of!(OFFSETS), of!(STATIC_OFFSETS))?,
        mixed(c, view, of!(SIZES), of!(STATIC_SIZES))?,
        mixed(c, view, of!(STRIDES), of!(STATIC_STRIDES))?,
    ])
}

pub(crate) fn mixed(
    c: &Compiler<'_>,
    view: &OpView<'_>,
    group: OperandId,
    prop: PropId,
) -> Result<Vec<Dim>, CompileError> {
    let statics = view
        .prop(prop)
        .and_then(|a| dense_array_ints(c.ctx(), a))
        .ok_or_else(|| c.unsupported(view.op, "a slice without static parts"))?;
    let dynamic: Vec<IrValue> = view.operands(group).collect();
    let mut next = dynamic.iter();
    Ok(statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                next.next().map_or(Dim::Static(0), |&v| Dim::Dyn(c.s(v)))
            } else {
                Dim::Static(s)
            }
        })
        .collect())
}

/// Which slice dimensions the result keeps: all when the ranks agree, else
/// static unit sizes are dropped from the right until they do.
pub(crate) fn keep_mask(sizes: &[Dim], result: &[Option<i64>]) -> Vec<bool> {
    let mut keep = vec![true; sizes.len()];
    let mut extra = sizes.len().saturating_sub(result.len());
    // Match from the left: a unit size the result's dim does not explain
    // is dropped (MLIR's `computeRankReductionMask`).
    let mut r = 0;
    for (k, s) in sizes.iter().enumerate() {
        let want = result.get(r).copied().flatten();
        let unexplained = want != Some(1) || result.len() - r < sizes.len() - k;
        if extra > 0 && *s == Dim::Static(1) && unexplained {
            keep[k] = false;
            extra -= 1;
        } else {
            r += 1;
        }
    }
    keep
}

/// `tensor.parallel_insert_slice` in `scf.forall.in_parallel`: an insert
/// into the shared output's slot, which holds the tensor for the loop (so
/// it is taken, and written in place when nothing else holds it).
pub(crate) fn parallel_insert_slice(
    c: &mut Compiler<'_>,
    view: OpView<'_>,
) -> Result<(), CompileError> {
    let [offsets, sizes, strides] = slice_parts(c, &view)?;
    let src = c
        .slot(view.operand(ParallelInsertSliceOp::SOURCE).expect("source"))
        .index();
    let dst = c
        .slot(view.operand(ParallelInsertSliceOp::DEST).expect("dest"))
        .index();
    c.f.tensors.push(TensorOp::InsertSlice {
        d: dst,
        src,
        dst,
        own: true,
        offsets,
        sizes,
        strides,
    });
    let i = c.f.tensors.len() as u32 - 1;
    c.emit(Instr::Tensor { i });
    Ok(())
}

/// `reassociation` of a collapse: groups of source dims per result dim.
pub(crate) fn reassociation(
    c: &Compiler<'_>,
    view: &OpView<'_>,
) -> Result<Vec<Vec<usize>>, CompileError> {
    let ctx = c.ctx();
    let a = view
        .prop(view.pick(&[
            ExpandShapeOp::REASSOCIATION,
            CollapseShapeOp::REASSOCIATION,
            MemrefExpandShapeOp::REASSOCIATION,
            MemrefCollapseShapeOp::REASSOCIATION,
        ]))
        .ok_or_else(|| c.unsupported(view.op, "a reshape without reassociation"))?;
    let AttrData::Array(groups) = ctx.attr_data(a) else {
        return Err(c.unsupported(view.op, "this reassociation"));
    };
    groups
        .iter()
        .map(|&g| match ctx.attr_data(g) {
            AttrData::Array(items) => items
                .iter()
                .map(|&i| match ctx.attr_data(i) {
                    AttrData::Integer { value, .. } => value
                        .to_i64()
                        .map(|v| v as usize)
                        .ok_or_else(|| c.unsupported(view.op, "this reassociation")),
                    _ => Err(c.unsupported(view.op, "this reassociation")),
                })
                .collect(),
            _ => Err(c.unsupported(view.op, "this reassociation")),
        })
        .collect()
}

/// A dense tensor constant as a buffer, built once.
fn constant(c: &mut Compiler<'_>, op: OpId) -> Result<TensorOp, CompileError> {
    let ctx = c.ctx();
    let r = c.ir().result(op, 0);
    let value = c
        .ir()
        .op(op)
        .props
        .and_then(|p| ctx.dict_get(p, b"value"))
        .ok_or_else(|| c.unsupported(op, "a constant without a value"))?;
    let value = constant_buffer(c, op, value, c.ir().value_type(r))?;
    let d = def_ref(c, r, op)?;
    Ok(TensorOp::Constant { d, value })
}

/// The elements attribute `value` of the static tensor type `ty` (a
/// constant's value, a check's expected tensor) as a buffer, made once at
/// compile time: an error at `op` for elements the VM has no buffer for,
/// or for a buffer larger than the machine's default memory limit (a splat
/// of a huge shape), which `--max-memory` would refuse at run time anyway.
pub(crate) fn constant_buffer(
    c: &Compiler<'_>,
    op: OpId,
    value: sigil_ir::Attr,
    ty: Type,
) -> Result<Rc<BufferView>, CompileError> {
    let limit = crate::exec::default_max_memory();
    match constant_bytes(c.ctx(), ty) {
        Some(requested) if requested > limit => {
            let kind = crate::error::TrapKind::Memory {
                requested,
                live: 0,
                limit,
            };
            let mut e = c.unsupported(op, "");
            e.message = format!("'{}' op: {kind}", c.op_name(op));
            Err(e)
        }
        _ => dense_buffer(c.ctx(), value, ty)
            .map(Rc::new)
            .ok_or_else(|| c.unsupported(op, "this kind of tensor constant (only dense<...>)")),
    }
}

/// The bytes of a static tensor of type `ty` (saturating), if the VM has a
/// buffer for its elements.
fn constant_bytes(ctx: &sigil_ir::Context, ty: Type) -> Option<usize> {
    let (elem, shape) = crate::module::tensor_signature(ctx, ty)?;
    let n = shape?.iter().try_fold(1usize, |acc, d| {
        acc.checked_mul(usize::try_from(d.unwrap_or(0)).ok()?)
    });
    Some(n.map_or(usize::MAX, |n| n.saturating_mul(elem.size())))
}

/// The elements of a `dense<...>` attribute as a buffer of the tensor or
/// memref type `ty`, or `None` when the VM has no buffer for them.
pub(crate) fn dense_buffer(
    ctx: &sigil_ir::Context,
    value: sigil_ir::Attr,
    ty: Type,
) -> Option<BufferView> {
    let (elem, shape) = crate::module::tensor_signature(ctx, ty)?;
    let shape: Vec<i64> = shape?.iter().map(|d| d.unwrap_or(0)).collect();
    let AttrData::DenseElements { splat, data, .. } = ctx.attr_data(value) else {
        return None;
    };
    let n = crate::tensor::element_count(&shape).ok()?;
    let size = elem.size();
    // Never more than the machine's default memory limit (see
    // `constant_buffer`, which says so at the op).
    if n.checked_mul(size)? > crate::exec::default_max_memory() {
        return None;
    }
    let bytes = if *splat {
        data.get(..size)?.repeat(n)
    } else {
        if data.len() != n * size {
            return None;
        }
        data.to_vec()
    };
    Some(BufferView {
        elem,
        shape,
        data: bytes.into(),
    })
}

/// Registers of tensors that are dead: emptied at their last use, so their
/// storage goes back then (what `--max-memory` counts).
impl Compiler<'_> {
    /// Empties the registers of `op`'s tensor operands that `op` used last,
    /// so that their storage is freed now rather than when the register is
    /// next written or the frame returns: a chain of tensor ops then holds
    /// only the tensors it still needs (what `--max-memory` counts). Not a
    /// register `op` wrote a result into (a yielded result may share its
    /// operand's register).
    pub(super) fn release_dead_tensors(&mut self, op: OpId) {
        let ir = self.ir;
        let results: Vec<Slot> = ir
            .results(op)
            .filter_map(|r| self.slots.get(&r).copied())
            .collect();
        let mut done: Vec<u32> = Vec::new();
        for v in ir.operands(op) {
            let Some(&Slot::R(r)) = self.slots.get(&v) else {
                continue;
            };
            let tensor = matches!(
                self.ctx.type_data(ir.value_type(v)),
                sigil_ir::TypeData::RankedTensor { .. } | sigil_ir::TypeData::UnrankedTensor { .. }
            );
            if tensor
                && !done.contains(&r)
                && !results.contains(&Slot::R(r))
                && last_user(self, v, op)
            {
                self.emit(Instr::Null { d: r });
                done.push(r);
            }
        }
    }

    /// Empties the registers of a loop's tensor `inits` that the loop uses
    /// last, once they are moved into the loop's own registers (`args`):
    /// otherwise the initial value stays referenced while the loop runs, and
    /// the first in-place update inside it (a `tensor.insert` into the
    /// iteration argument) must copy, holding both.
    pub(super) fn release_loop_inits(&mut self, op: OpId, inits: &[IrValue], args: &[Slot]) {
        let ir = self.ir;
        let mut done: Vec<u32> = Vec::new();
        for &v in inits {
            let Some(&Slot::R(r)) = self.slots.get(&v) else {
                continue;
            };
            let tensor = matches!(
                self.ctx.type_data(ir.value_type(v)),
                sigil_ir::TypeData::RankedTensor { .. } | sigil_ir::TypeData::UnrankedTensor { .. }
            );
            if tensor && !done.contains(&r) && !args.contains(&Slot::R(r)) && last_user(self, v, op)
            {
                self.emit(Instr::Null { d: r });
                done.push(r);
            }
        }
    }
}

/// Whether `op` is the last use of `v` on every path: its only use, in
/// code run once per definition (no loop between the two).
pub(crate) fn last_use(c: &Compiler<'_>, v: IrValue, op: OpId) -> bool {
    c.ir().num_uses(v) == 1 && last_user(c, v, op)
}

/// Whether `op` is the last op to use `v` on every path: every use is in
/// `op` (perhaps several), which runs once per definition of `v`.
pub(crate) fn last_user(c: &Compiler<'_>, v: IrValue, op: OpId) -> bool {
    let ir = c.ir();
    if !ir.uses(v).all(|(u, _)| u == op) {
        return false;
    }
    let def_block = ir.value_block(v);
    let mut cur = op;
    loop {
        let Some(b) = ir.parent_block(cur) else {
            return false;
        };
        if Some(b) == def_block {
            return true;
        }
        let Some(parent) = ir.block_parent_op(b) else {
            return false;
        };
        let pname = c.ctx().str_bytes(ir.op(parent).name);
        // Regions run at most once per run of their op; a multi-block
        // `scf.execute_region` may loop inside.
        let once = match pname {
            b"scf.if" | b"scf.index_switch" | b"iree_linalg_ext.custom_op" => true,
            b"scf.execute_region" => ir.next_block(b).is_none() && ir.prev_block(b).is_none(),
            _ => false,
        };
        if !once {
            return false;
        }
        cur = parent;
    }
}

/// A map's results as linear functions of its dims where they are; the
/// others (`mod`, `floordiv`, `ceildiv`, a product of dims) as
/// expressions for the general path. `None` for a map with symbols.
pub(crate) fn linearize(map: &AffineMap) -> Option<LinearMap> {
    let nodes = map.nodes();
    let n = map.num_dims() as usize;
    fn go(nodes: &[AffineExpr], id: usize, n: usize) -> Option<(Vec<i64>, i64)> {
        Some(match nodes[id] {
            AffineExpr::Dim(d) => {
                let mut v = vec![0; n];
                *v.get_mut(d as usize)? = 1;
                (v, 0)
            }
            AffineExpr::Constant(k) => (vec![0; n], k),
            AffineExpr::Add(a, b) => {
                let (x, c1) = go(nodes, a.index(), n)?;
                let (y, c2) = go(nodes, b.index(), n)?;
                (
                    x.iter().zip(&y).map(|(p, q)| p + q).collect(),
                    c1.checked_add(c2)?,
                )
            }
            AffineExpr::Mul(a, b) => {
                let (x, c1) = go(nodes, a.index(), n)?;
                let (y, c2) = go(nodes, b.index(), n)?;
                if x.iter().all(|&k| k == 0) {
                    (y.iter().map(|k| k * c1).collect(), c1.checked_mul(c2)?)
                } else if y.iter().all(|&k| k == 0) {
                    (x.iter().map(|k| k * c2).collect(), c1.checked_mul(c2)?)
                } else {
                    return None;
                }
            }
            _ => return None,
        })
    }
    fn tree(nodes: &[AffineExpr], id: usize, n: usize) -> Option<IdxExpr> {
        let sub = |e: sigil_affine::ExprId| tree(nodes, e.index(), n).map(Box::new);
        Some(match nodes[id] {
            AffineExpr::Dim(d) if (d as usize) < n => IdxExpr::Dim(d as usize),
            AffineExpr::Constant(k) => IdxExpr::Const(k),
            AffineExpr::Add(a, b) => IdxExpr::Add(sub(a)?, sub(b)?),
            AffineExpr::Mul(a, b) => IdxExpr::Mul(sub(a)?, sub(b)?),
            AffineExpr::Mod(a, b) => IdxExpr::Mod(sub(a)?, sub(b)?),
            AffineExpr::FloorDiv(a, b) => IdxExpr::FloorDiv(sub(a)?, sub(b)?),
            AffineExpr::CeilDiv(a, b) => IdxExpr::CeilDiv(sub(a)?, sub(b)?),
            _ => return None,
        })
    }
    let mut results = Vec::new();
    let mut nonlinear = Vec::new();
    for (r, e) in map.results().iter().enumerate() {
        match go(nodes, e.index(), n) {
            Some(lin) => results.push(lin),
            None => {
                nonlinear.push((r, tree(nodes, e.index(), n)?));
                results.push((vec![0; n], 0));
            }
        }
    }
    Some(LinearMap { results, nonlinear })
}

/// A linalg structured op (generic or named).
fn structured(c: &mut Compiler<'_>, op: OpId, name: &str) -> Result<TensorOp, CompileError> {
    let ctx = c.ctx();
    let ir = c.ir();
    let info = structured_info(ctx, ir, op).expect("a structured op");
    let operands: Vec<IrValue> = ir.operands(op).collect();
    let mut ins = Vec::new();
    for &v in &operands[..info.inputs] {
        ins.push(match c.vm_type_of(v, op) {
            // A memref input is read as a tensor of its elements.
            Ok(VmType::Buffer | VmType::MemRef) => {
                signature(c, v, op)?;
                Operand::Tensor(c.slot(v).index())
            }
            Ok(VmType::Scalar(_)) => {
                let e = scalar_elem(ctx, ir.value_type(v))
                    .ok_or_else(|| c.unsupported(op, "this scalar operand type"))?;
                Operand::Scalar(c.s(v), e)
            }
            Ok(VmType::Complex(w)) => Operand::Scalar(c.s(v), ElementType::Complex(w)),
            _ => return Err(c.unsupported(op, "this operand")),
        });
    }
    let mut outs = Vec::new();
    let mut out_elem = None;
    for &v in &operands[info.inputs..info.inputs + info.outputs] {
        let mem = match c.vm_type_of(v, op) {
            Ok(VmType::Buffer) => false,
            Ok(VmType::MemRef) => true,
            _ => return Err(c.unsupported(op, "this output")),
        };
        let (e, _) = signature(c, v, op)?;
        out_elem.get_or_insert(e);
        // A memref output is written through; it is never taken.
        outs.push((c.slot(v).index(), !mem && last_use(c, v, op)));
    }
    let maps: Vec<LinearMap> = info
        .maps
        .iter()
        .map(linearize)
        .collect::<Option<_>>()
        .ok_or_else(|| c.unsupported(op, "indexing maps with symbols"))?;
    let loops = info.iterators.len();
    let mut bounds = Vec::with_capacity(loops);
    for d in 0..loops {
        let found = maps.iter().enumerate().find_map(|(k, m)| {
            let tensor = k >= info.inputs || matches!(ins[k], Operand::Tensor(_));
            (0..m.results.len())
                .find(|&r| tensor && m.pure_dim(r) == Some(d))
                .map(|r| (k, r))
        });
        bounds.push(
            found.ok_or_else(|| {
                c.unsupported(op, "a loop whose bound no operand dimension gives")
            })?,
        );
    }
    let kernel = if name == "linalg.fill" {
        Kernel::Fill
    } else if maps.iter().any(|m| !m.nonlinear.is_empty()) {
        // Non-linear maps: the payload per point, offsets evaluated.
        Kernel::Payload
    } else {
        matmul_kernel(&info, c).unwrap_or(Kernel::Payload)
    };
    let (payload, index_params, captures, ref_captures) = if kernel == Kernel::Fill {
        (None, Vec::new(), Vec::new(), Vec::new())
    } else {
        let (p, ix, caps, refs) = super::compile_payload(c, op, info.body, loops)?;
        (Some(Rc::new(p)), ix, caps, refs)
    };
    let shape = Shape {
        inputs: info.inputs,
        outputs: info.outputs,
        iterators: info.iterators.clone(),
    };
    let kernel = match (&kernel, &payload, out_elem) {
        (Kernel::Payload, Some(p), Some(elem)) if ref_captures.is_empty() => {
            elementwise_kernel(p, &index_params, &captures, &shape, &maps, elem).unwrap_or(kernel)
        }
        _ => kernel,
    };
    let mut results = Vec::new();
    for r in ir.results(op).collect::<Vec<_>>() {
        results.push(def_ref(c, r, op)?);
    }
    Ok(TensorOp::Structured(Box::new(Structured {
        name: name.to_string(),
        ins,
        outs,
        fresh: None,
        results,
        maps,
        loops,
        bounds,
        kernel,
        payload,
        index_params,
        captures,
        ref_captures,
    })))
}

/// What the kernel matchers need of a structured op's shape.
struct Shape {
    inputs: usize,
    outputs: usize,
    iterators: Vec<sigil_ir::dialects::linalg::info::IteratorKind>,
}

/// An `arith` or `math` op on tensors: the op applied to every element (a
/// structured op over the result's dimensions whose payload is the op on
/// one element; every tensor operand has the result's shape, scalars are
/// broadcast).
pub(crate) fn elementwise(c: &mut Compiler<'_>, op: OpId, name: &str) -> Result<(), CompileError> {
    use sigil_ir::dialects::linalg::info::IteratorKind;
    let ir = c.ir();
    let r = ir.result(op, 0);
    let (elem, rshape) = signature(c, r, op)?;
    let rank = rshape.len();
    let mut ins = Vec::new();
    let mut maps = Vec::new();
    let identity = LinearMap {
        nonlinear: Vec::new(),
        results: (0..rank)
            .map(|d| {
                let mut v = vec![0; rank];
                v[d] = 1;
                (v, 0)
            })
            .collect(),
    };
    let mut like = None;
    for (k, v) in ir.operands(op).enumerate() {
        match c.vm_type_of(v, op)? {
            VmType::Buffer => {
                signature(c, v, op)?;
                like.get_or_insert(k);
                ins.push(Operand::Tensor(c.slot(v).index()));
                maps.push(identity.clone());
            }
            VmType::Scalar(_) => {
                let e = scalar_elem(c.ctx(), ir.value_type(v))
                    .ok_or_else(|| c.unsupported(op, "this scalar operand type"))?;
                ins.push(Operand::Scalar(c.s(v), e));
                maps.push(LinearMap {
                    results: vec![],
                    nonlinear: Vec::new(),
                });
            }
            _ => return Err(c.unsupported(op, "this operand on tensors")),
        }
    }
    let Some(like) = like else {
        return Err(c.unsupported(op, "this op with a tensor result and no tensor operand"));
    };
    maps.push(identity);
    let payload = super::compile_elementwise(c, op)?;
    let shape = Shape {
        inputs: ins.len(),
        outputs: 1,
        iterators: vec![IteratorKind::Parallel; rank],
    };
    let kernel =
        elementwise_kernel(&payload, &[], &[], &shape, &maps, elem).unwrap_or(Kernel::Payload);
    let d = def_ref(c, r, op)?;
    let t = TensorOp::Structured(Box::new(Structured {
        name: name.to_string(),
        ins,
        outs: Vec::new(),
        fresh: Some((like, elem)),
        results: vec![d],
        maps,
        loops: rank,
        bounds: (0..rank).map(|d| (like, d)).collect(),
        kernel,
        payload: Some(Rc::new(payload)),
        index_params: vec![u32::MAX; rank],
        captures: Vec::new(),
        ref_captures: Vec::new(),
    }));
    c.f.tensors.push(t);
    let i = c.f.tensors.len() as u32 - 1;
    c.emit(Instr::Tensor { i });
    Ok(())
}

/// The element type of a scalar operand of a structured op.
pub(crate) fn scalar_elem(ctx: &sigil_ir::Context, t: Type) -> Option<ElementType> {
    Some(match ctx.type_data(t) {
        TypeData::Integer { width: 1, .. } => ElementType::Bool,
        TypeData::Integer { width, .. } if (2..=64).contains(width) => {
            ElementType::Int(*width as u8)
        }
        TypeData::Index => ElementType::Int(64),
        TypeData::Float(k) => match k {
            sigil_numeric::FloatKind::F16 => ElementType::F16,
            sigil_numeric::FloatKind::BF16 => ElementType::BF16,
            sigil_numeric::FloatKind::F32 => ElementType::F32,
            sigil_numeric::FloatKind::F64 => ElementType::F64,
            k => ElementType::Small(crate::bytecode::FTy::of(*k)?),
        },
        TypeData::Complex(e) => match ctx.type_data(*e) {
            TypeData::Float(sigil_numeric::FloatKind::F32) => ElementType::Complex(32),
            TypeData::Float(sigil_numeric::FloatKind::F64) => ElementType::Complex(64),
            _ => return None,
        },
        _ => return None,
    })
}

/// The contraction kernel for an op whose payload is exactly
/// `out + a * b` on one float type, with two inputs and one output (every
/// named matmul, batch matmul, matvec, dot and convolution without casts,
/// and a `linalg.generic` written that way).
fn matmul_kernel(
    info: &sigil_ir::dialects::linalg::info::StructuredInfo,
    c: &Compiler<'_>,
) -> Option<Kernel> {
    (info.inputs == 2 && info.outputs == 1 && is_mul_add_body(c, info.body))
        .then_some(Kernel::Contract)
}

/// Whether a payload is `yield(out + a * b)` on floats of one type, with
/// no casts.
fn is_mul_add_body(c: &Compiler<'_>, body: sigil_ir::RegionId) -> bool {
    let ir = c.ir();
    let ctx = c.ctx();
    let Some(entry) = ir.entry_block(body) else {
        return false;
    };
    let args = ir.block_args(entry);
    if args.len() != 3 {
        return false;
    }
    let ops: Vec<OpId> = ir.block_ops(entry).collect();
    if ops.len() != 3 {
        return false;
    }
    let name = |o: OpId| ctx.str_bytes(ir.op(o).name);
    if name(ops[0]) != b"arith.mulf"
        || name(ops[1]) != b"arith.addf"
        || name(ops[2]) != b"linalg.yield"
    {
        return false;
    }
    let mul: Vec<IrValue> = ir.operands(ops[0]).collect();
    let add: Vec<IrValue> = ir.operands(ops[1]).collect();
    let m = ir.result(ops[0], 0);
    let a = ir.result(ops[1], 0);
    let types_equal = args
        .iter()
        .all(|&x| ir.value_type(x) == ir.value_type(args[0]));
    types_equal
        && (mul == [args[0], args[1]] || mul == [args[1], args[0]])
        && (add == [args[2], m] || add == [m, args[2]])
        && ir.operands(ops[2]).collect::<Vec<_>>() == [a]
}

/// The payload as an expression of its parameters on the one element type
/// `elem` (f32, f64, or an integer of 8 to 64 bits), when it is
/// straight-line arithmetic the kernels have on that type: inputs are the
/// element parameters (`Input(k)`), then the captured scalars. Without
/// conversions every value of such a payload is of `elem`, but for the
/// comparisons' i1 results, which only a `Select` may read; integer
/// divisions stay on the payload path (their traps need a location).
fn payload_expr(
    p: &crate::compile::CompiledFunction,
    index_params: &[u32],
    captures: &[(u32, u32)],
    elem: ElementType,
) -> Option<(sigil_kernels::Expr, Vec<usize>)> {
    use crate::bytecode::{FBinOp, FTy, FUnOp};
    use sigil_kernels::{Bin, Expr, Node, Un};
    use std::collections::HashMap;
    if index_params.iter().any(|&x| x != u32::MAX) {
        return None;
    }
    let (fty, width) = match elem {
        ElementType::F32 => (Some(FTy::F32), 0),
        ElementType::F64 => (Some(FTy::F64), 0),
        ElementType::F16 => (Some(FTy::F16), 0),
        ElementType::BF16 => (Some(FTy::BF16), 0),
        ElementType::Int(w @ (8 | 16 | 32 | 64)) => (None, w),
        _ => return None,
    };
    let int = width != 0;
    // An integer instruction's `sh` is `64 - width`.
    let sized = |sh: u8| int && sh == 64 - width;
    let float = |t: FTy| fty == Some(t);
    let mut nodes: Vec<Node> = Vec::new();
    let mut at: HashMap<u32, usize> = HashMap::new();
    let n_params = p.params.len();
    for (k, s) in p.params.iter().enumerate() {
        let Slot::S(s) = *s else { return None };
        nodes.push(Node::Input(k));
        at.insert(s, nodes.len() - 1);
    }
    for (c, &(_, to)) in captures.iter().enumerate() {
        nodes.push(Node::Input(n_params + c));
        at.insert(to, nodes.len() - 1);
    }
    for &(s, bits) in &p.consts {
        nodes.push(Node::Const(bits));
        at.insert(s, nodes.len() - 1);
    }
    let is_cmp = |nodes: &[Node], n: usize| matches!(nodes[n], Node::Cmp(..));
    // A value operand: a node that is not a comparison's i1.
    let get = |nodes: &[Node], at: &HashMap<u32, usize>, s: u32| {
        at.get(&s).copied().filter(|&n| !is_cmp(nodes, n))
    };
    for i in &p.code {
        let (d, node) = match *i {
            Instr::F32Add { d, a, b }
            | Instr::F32Sub { d, a, b }
            | Instr::F32Mul { d, a, b }
            | Instr::F32Div { d, a, b }
                if float(FTy::F32) =>
            {
                (d, (a, b))
            }
            Instr::F64Add { d, a, b }
            | Instr::F64Sub { d, a, b }
            | Instr::F64Mul { d, a, b }
            | Instr::F64Div { d, a, b }
                if float(FTy::F64) =>
            {
                (d, (a, b))
            }
            Instr::FBin { d, a, b, t, op } if float(t) => {
                let op = match op {
                    FBinOp::Add => Bin::Add,
                    FBinOp::Sub => Bin::Sub,
                    FBinOp::Mul => Bin::Mul,
                    FBinOp::Div => Bin::Div,
                    FBinOp::Maximum => Bin::Maximum,
                    FBinOp::Minimum => Bin::Minimum,
                    FBinOp::MaxNum => Bin::MaxNum,
                    FBinOp::MinNum => Bin::MinNum,
                    _ => return None,
                };
                let node = Node::Bin(op, get(&nodes, &at, a)?, get(&nodes, &at, b)?);
                nodes.push(node);
                at.insert(d, nodes.len() - 1);
                continue;
            }
            Instr::FUn { d, a, t, op } if float(t) => {
                let op = match op {
                    FUnOp::Neg => Un::Neg,
                    FUnOp::Abs => Un::Abs,
                    FUnOp::Exp => Un::Exp,
                    FUnOp::Sqrt => Un::Sqrt,
                    FUnOp::Tanh => Un::Tanh,
                    FUnOp::Log => Un::Log,
                    _ => return None,
                };
                nodes.push(Node::Un(op, get(&nodes, &at, a)?));
                at.insert(d, nodes.len() - 1);
                continue;
            }
            Instr::FCmp { d, a, b, t, p } if float(t) => {
                let node = Node::Cmp(cmp_of(p), get(&nodes, &at, a)?, get(&nodes, &at, b)?);
                nodes.push(node);
                at.insert(d, nodes.len() - 1);
                continue;
            }
            Instr::Cmp { d, a, b, p } if int => {
                let node = Node::Cmp(icmp_of(p), get(&nodes, &at, a)?, get(&nodes, &at, b)?);
                nodes.push(node);
                at.insert(d, nodes.len() - 1);
                continue;
            }
            Instr::Add { d, a, b, sh }
            | Instr::Sub { d, a, b, sh }
            | Instr::Mul { d, a, b, sh }
            | Instr::Shl { d, a, b, sh }
            | Instr::ShrS { d, a, b, sh }
            | Instr::ShrU { d, a, b, sh }
                if sized(sh) =>
            {
                (d, (a, b))
            }
            Instr::Add64 { d, a, b } | Instr::Sub64 { d, a, b } | Instr::Mul64 { d, a, b }
                if width == 64 =>
            {
                (d, (a, b))
            }
            Instr::And { d, a, b }
            | Instr::Or { d, a, b }
            | Instr::Xor { d, a, b }
            | Instr::MaxS { d, a, b }
            | Instr::MinS { d, a, b }
            | Instr::MaxU { d, a, b }
            | Instr::MinU { d, a, b }
                if int =>
            {
                (d, (a, b))
            }
            Instr::Select { d, c, a, b } => {
                // Only a comparison chooses: its nodes are the type's
                // truth values, not i1 slots.
                let c = at.get(&c).copied().filter(|&n| is_cmp(&nodes, n))?;
                let node = Node::Select(c, get(&nodes, &at, a)?, get(&nodes, &at, b)?);
                nodes.push(node);
                at.insert(d, nodes.len() - 1);
                continue;
            }
            Instr::Mov { d, s } => {
                let n = at.get(&s).copied()?;
                at.insert(d, n);
                continue;
            }
            Instr::Return { i } => {
                let rets = &p.rets[i as usize];
                let roots: Vec<usize> = rets
                    .iter()
                    .map(|&(s, _)| get(&nodes, &at, s))
                    .collect::<Option<_>>()?;
                let expr = Expr { nodes, root: 0 };
                return Some((expr, roots));
            }
            _ => return None,
        };
        // The binary operations without an operator field.
        let op = match *i {
            Instr::F32Add { .. }
            | Instr::F64Add { .. }
            | Instr::Add { .. }
            | Instr::Add64 { .. } => Bin::Add,
            Instr::F32Sub { .. }
            | Instr::F64Sub { .. }
            | Instr::Sub { .. }
            | Instr::Sub64 { .. } => Bin::Sub,
            Instr::F32Mul { .. }
            | Instr::F64Mul { .. }
            | Instr::Mul { .. }
            | Instr::Mul64 { .. } => Bin::Mul,
            Instr::F32Div { .. } | Instr::F64Div { .. } => Bin::Div,
            Instr::Shl { .. } => Bin::Shl,
            Instr::ShrS { .. } => Bin::ShrS,
            Instr::ShrU { .. } => Bin::ShrU,
            Instr::And { .. } => Bin::And,
            Instr::Or { .. } => Bin::Or,
            Instr::Xor { .. } => Bin::Xor,
            Instr::MaxS { .. } => Bin::MaxS,
            Instr::MinS { .. } => Bin::MinS,
            Instr::MaxU { .. } => Bin::MaxU,
            _ => Bin::MinU,
        };
        let (a, b) = node;
        let node = Node::Bin(op, get(&nodes, &at, a)?, get(&nodes, &at, b)?);
        nodes.push(node);
        at.insert(d, nodes.len() - 1);
    }
    None
}

/// An `arith.cmpi` predicate as the outcomes it accepts.
fn icmp_of(p: crate::bytecode::IPred) -> sigil_kernels::Cmp {
    use crate::bytecode::IPred as P;
    use sigil_kernels::Cmp;
    let (lt, eq, gt, u) = (Cmp::LT, Cmp::EQ, Cmp::GT, Cmp::UNSIGNED);
    Cmp(match p {
        P::Eq => eq,
        P::Ne => lt | gt,
        P::Slt => lt,
        P::Sle => lt | eq,
        P::Sgt => gt,
        P::Sge => gt | eq,
        P::Ult => u | lt,
        P::Ule => u | lt | eq,
        P::Ugt => u | gt,
        P::Uge => u | gt | eq,
    })
}

/// An `arith.cmpf` predicate as the outcomes it accepts.
fn cmp_of(p: crate::bytecode::FPred) -> sigil_kernels::Cmp {
    use crate::bytecode::FPred as P;
    use sigil_kernels::Cmp;
    let (lt, eq, gt, un) = (Cmp::LT, Cmp::EQ, Cmp::GT, Cmp::UNORDERED);
    Cmp(match p {
        P::False => 0,
        P::Oeq => eq,
        P::Ogt => gt,
        P::Oge => gt | eq,
        P::Olt => lt,
        P::Ole => lt | eq,
        P::One => lt | gt,
        P::Ord => lt | eq | gt,
        P::Ueq => un | eq,
        P::Ugt => un | gt,
        P::Uge => un | gt | eq,
        P::Ult => un | lt,
        P::Ule => un | lt | eq,
        P::Une => un | lt | gt,
        P::Uno => un,
        P::True => lt | eq | gt | un,
    })
}

/// The nodes of `expr` that `root` depends on, renumbered; `None` when one
/// of them is an `Input` in `banned`.
fn prune(expr: &sigil_kernels::Expr, root: usize, banned: &[usize]) -> Option<sigil_kernels::Expr> {
    use sigil_kernels::Node;
    let mut keep = vec![false; expr.nodes.len()];
    keep[root] = true;
    for i in (0..=root).rev() {
        if !keep[i] {
            continue;
        }
        match expr.nodes[i] {
            Node::Input(k) if banned.contains(&k) => return None,
            Node::Un(_, a) => keep[a] = true,
            Node::Bin(_, a, b) | Node::Cmp(_, a, b) => {
                keep[a] = true;
                keep[b] = true;
            }
            Node::Select(c, a, b) => {
                keep[c] = true;
                keep[a] = true;
                keep[b] = true;
            }
            _ => {}
        }
    }
    let mut new_index = vec![usize::MAX; expr.nodes.len()];
    let mut nodes = Vec::new();
    for (i, n) in expr.nodes.iter().enumerate() {
        if !keep[i] {
            continue;
        }
        nodes.push(match *n {
            Node::Un(op, a) => Node::Un(op, new_index[a]),
            Node::Bin(op, a, b) => Node::Bin(op, new_index[a], new_index[b]),
            Node::Cmp(p, a, b) => Node::Cmp(p, new_index[a], new_index[b]),
            Node::Select(c, a, b) => Node::Select(new_index[c], new_index[a], new_index[b]),
            other => other,
        });
        new_index[i] = nodes.len() - 1;
    }
    Some(sigil_kernels::Expr {
        root: new_index[root],
        nodes,
    })
}

/// A whole-buffer kernel for a payload on `elem` (see [`payload_expr`]):
/// an elementwise map when every loop is parallel, the inputs are read
/// through linear maps and the output is indexed by the loops in order,
/// or a reduction when the reduction loops are
/// one contiguous run and reduce into an output indexed by the others.
fn elementwise_kernel(
    p: &crate::compile::CompiledFunction,
    index_params: &[u32],
    captures: &[(u32, u32)],
    info: &Shape,
    maps: &[LinearMap],
    elem: ElementType,
) -> Option<Kernel> {
    use sigil_ir::dialects::linalg::info::IteratorKind;
    if info.outputs != 1 {
        return None;
    }
    let (expr, roots) = payload_expr(p, index_params, captures, elem)?;
    let out_param = info.inputs;
    let loops = info.iterators.len();
    let identity =
        |m: &LinearMap, n: usize| m.results.len() == n && (0..n).all(|r| m.pure_dim(r) == Some(r));
    if info.iterators.iter().all(|&k| k == IteratorKind::Parallel) {
        // Inputs read with any linear map (broadcast, transposed, sliced),
        // the output written in order.
        let linear = maps[..info.inputs].iter().all(|m| m.nonlinear.is_empty());
        if !linear || !identity(&maps[out_param], loops) {
            return None;
        }
        let expr = prune(&expr, roots[0], &[out_param])?;
        return Some(Kernel::Map { expr });
    }
    let inputs_identity = maps[..info.inputs]
        .iter()
        .all(|m| m.results.is_empty() || identity(m, loops));
    if !inputs_identity {
        return None;
    }
    // The reduction loops, one contiguous run (merged into one reduced
    // dimension); the output indexed by the other loops, in order.
    let reductions: Vec<usize> = (0..loops)
        .filter(|&l| info.iterators[l] == IteratorKind::Reduction)
        .collect();
    let (from, to) = (reductions[0], reductions[reductions.len() - 1] + 1);
    if reductions.len() != to - from {
        return None;
    }
    let parallel: Vec<usize> = (0..from).chain(to..loops).collect();
    let out_map = &maps[out_param];
    if out_map.results.len() != parallel.len()
        || !(0..parallel.len()).all(|r| out_map.pure_dim(r) == Some(parallel[r]))
    {
        return None;
    }
    // The root must be `out (op) x` with `x` free of the output.
    let out_node = expr
        .nodes
        .iter()
        .position(|n| *n == sigil_kernels::Node::Input(out_param))?;
    let sigil_kernels::Node::Bin(op, a, b) = expr.nodes[roots[0]] else {
        return None;
    };
    if !op.reassociates() {
        return None;
    }
    let x = if a == out_node {
        b
    } else if b == out_node {
        a
    } else {
        return None;
    };
    let expr = prune(&expr, x, &[out_param])?;
    Some(Kernel::Reduce { expr, op, from, to })
}
