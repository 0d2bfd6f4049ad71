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
use sigil_ir::dialects::structure::{OperandId, PropId};
use sigil_ir::dialects::OpView;
use sigil_ir::ops::affine::{
    AffineDelinearizeIndexOp, AffineForOp, AffineLinearizeIndexOp, AffineLoadOp, AffineStoreOp,
    AffineVectorLoadOp, AffineVectorStoreOp,
};
use sigil_ir::ops::bufferization::DeallocOp as BufferizationDeallocOp;
use sigil_ir::ops::memref::{
    AllocOp, AllocaOp, AtomicRMWOp, CollapseShapeOp, CopyOp, DimOp, ExpandShapeOp,
    ExtractStridedMetadataOp, GenericAtomicRMWOp, LoadOp, ReallocOp, ReinterpretCastOp, ReshapeOp,
    StoreOp, SubViewOp, TransposeOp, ViewOp,
};
use sigil_ir::types::DYNAMIC;
use sigil_ir::{OpId, TypeData, Value as IrValue};

use super::ops::affine_results;
use super::tensor::dims_of as dims;
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

fn map_prop(c: &Compiler<'_>, view: &OpView<'_>, name: PropId) -> Result<AffineMap, CompileError> {
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
            let sizes = view.pick(&[AllocOp::DYNAMIC_SIZES, AllocaOp::DYNAMIC_SIZES]);
            let dynamic: Vec<IrValue> = view.operands(sizes).collect();
            let shape = dims(c, &shape, &dynamic);
            let d = def_ref(c, r, op)?;
            MemOp::Alloc { d, elem, shape }
        }
        "memref.load" | "affine.load" => {
            let m = c
                .slot(
                    view.operand(view.pick(&[LoadOp::MEMREF, AffineLoadOp::MEMREF]))
                        .expect("memref"),
                )
                .index();
            let idx = indices(c, &view, name == "affine.load")?;
            let d = c.define(ir.result(op, 0), op)?.index();
            MemOp::Load { d, m, idx }
        }
        "memref.store" | "affine.store" => {
            let m = c
                .slot(
                    view.operand(view.pick(&[StoreOp::MEMREF, AffineStoreOp::MEMREF]))
                        .expect("memref"),
                )
                .index();
            let v = c.s(view
                .operand(view.pick(&[StoreOp::VALUE, AffineStoreOp::VALUE]))
                .expect("value"));
            let idx = indices(c, &view, name == "affine.store")?;
            MemOp::Store { m, v, idx }
        }
        "memref.dim" => {
            let m = c.slot(view.operand(DimOp::SOURCE).expect("source")).index();
            let i = c.s(view.operand(DimOp::INDEX).expect("index"));
            let d = c.define(ir.result(op, 0), op)?.index();
            MemOp::Dim { d, m, i }
        }
        "memref.rank" => {
            let m = c.slot(ir.operand(op, 0)).index();
            let d = c.define(ir.result(op, 0), op)?.index();
            MemOp::Rank { d, m }
        }
        "memref.subview" | "memref.reinterpret_cast" => {
            let s = c
                .slot(
                    view.operand(view.pick(&[SubViewOp::SOURCE, ReinterpretCastOp::SOURCE]))
                        .expect("source"),
                )
                .index();
            let [offsets, sizes, strides] = super::tensor::slice_parts(c, &view)?;
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
            let s = c
                .slot(view.operand(ViewOp::SOURCE).expect("source"))
                .index();
            let shift = Dim::Dyn(c.s(view.operand(ViewOp::BYTE_SHIFT).expect("byte_shift")));
            let dynamic: Vec<IrValue> = view.operands(ViewOp::SIZES).collect();
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
            let s = c
                .slot(
                    view.operand(view.pick(&[CollapseShapeOp::SRC, ExpandShapeOp::SRC]))
                        .expect("src"),
                )
                .index();
            let groups = super::tensor::reassociation(c, &view)?;
            let r = ir.result(op, 0);
            let (_, shape, _) = memref_type(c, r, op)?;
            let rule = if name == "memref.collapse_shape" {
                ViewRule::Collapse(groups)
            } else {
                let dynamic: Vec<IrValue> = view.operands(ExpandShapeOp::OUTPUT_SHAPE).collect();
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
            let s = c
                .slot(view.operand(CopyOp::SOURCE).expect("source"))
                .index();
            let t = c
                .slot(view.operand(CopyOp::TARGET).expect("target"))
                .index();
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

/// Ops of the memref, affine and bufferization dialects that need no
/// memref op of their own: hints and casts (no-ops or a reference copy),
/// atomics (one thread: a load, the combination, a store), `alloca_scope`
/// (its region inline), index (de)linearisation (integer arithmetic), the
/// affine vector accesses and `bufferization.clone` (a copy).
pub(crate) const OTHER_OPS: &[&str] = &[
    "memref.prefetch",
    "affine.prefetch",
    "bufferization.dealloc_tensor",
    "memref.assume_alignment",
    "memref.memory_space_cast",
    "memref.atomic_rmw",
    "memref.generic_atomic_rmw",
    "affine.linearize_index",
    "affine.delinearize_index",
    "affine.vector_load",
    "affine.vector_store",
    "bufferization.clone",
    "memref.reshape",
    "memref.realloc",
    "memref.transpose",
    "memref.extract_strided_metadata",
    "bufferization.dealloc",
];

/// Compiles one of [`OTHER_OPS`].
pub(crate) fn compile_other(
    c: &mut Compiler<'_>,
    view: OpView<'_>,
    name: &str,
) -> Result<(), CompileError> {
    let op = view.op;
    let ir = c.ir();
    match name {
        "memref.prefetch" | "affine.prefetch" | "bufferization.dealloc_tensor" => Ok(()),
        "memref.assume_alignment" | "memref.memory_space_cast" => {
            let s = c.slot(ir.operand(op, 0)).index();
            if let Some(r) = ir.results(op).next() {
                let d = def_ref(c, r, op)?;
                c.emit(Instr::MovRef { d, s });
            }
            Ok(())
        }
        "memref.atomic_rmw" => {
            let kind = view.int_prop(AtomicRMWOp::KIND).unwrap_or(0) as usize;
            let kind = sigil_ir::dialects::memref::ATOMIC_KINDS
                .get(kind)
                .copied()
                .unwrap_or("");
            let value = view.operand(AtomicRMWOp::VALUE).expect("value");
            let t = c.scalar_type_of(value, op)?;
            let m = c
                .slot(view.operand(AtomicRMWOp::MEMREF).expect("memref"))
                .index();
            let idx: Vec<u32> = view
                .operands(AtomicRMWOp::INDICES)
                .map(|v| c.s(v))
                .collect();
            let v = c.s(value);
            let old = c.define(ir.result(op, 0), op)?.index();
            push_mem(
                c,
                MemOp::Load {
                    d: old,
                    m,
                    idx: idx.clone(),
                },
            );
            let arith = match kind {
                "assign" => None,
                "maxs" => Some("arith.maxsi"),
                "maxu" => Some("arith.maxui"),
                "mins" => Some("arith.minsi"),
                "minu" => Some("arith.minui"),
                k => Some(match k {
                    "addf" => "arith.addf",
                    "addi" => "arith.addi",
                    "andi" => "arith.andi",
                    "maximumf" => "arith.maximumf",
                    "maxnumf" => "arith.maxnumf",
                    "minimumf" => "arith.minimumf",
                    "minnumf" => "arith.minnumf",
                    "mulf" => "arith.mulf",
                    "muli" => "arith.muli",
                    "ori" => "arith.ori",
                    _ => "arith.xori",
                }),
            };
            let new = match arith {
                None => v,
                Some(a) => {
                    let d = c.new_scalar();
                    if !super::ops::emit_binary(c, a, t, d, old, v) {
                        return Err(c.unsupported(op, "this kind on this type"));
                    }
                    d
                }
            };
            push_mem(c, MemOp::Store { m, v: new, idx });
            Ok(())
        }
        "memref.generic_atomic_rmw" => {
            // The current value into the block argument, the body inline,
            // the yielded value stored; the result is the value read.
            let m = c
                .slot(view.operand(GenericAtomicRMWOp::MEMREF).expect("memref"))
                .index();
            let idx: Vec<u32> = view
                .operands(GenericAtomicRMWOp::INDICES)
                .map(|v| c.s(v))
                .collect();
            let region = view
                .region(GenericAtomicRMWOp::ATOMIC_BODY)
                .expect("a body");
            let cur = c.new_scalar();
            push_mem(
                c,
                MemOp::Load {
                    d: cur,
                    m,
                    idx: idx.clone(),
                },
            );
            let new = c.new_scalar();
            let end = c.new_label();
            c.yields.push(super::YieldTo::Slots {
                slots: vec![Slot::S(new)],
                label: end,
                fallthrough: false,
            });
            c.inline_region(region, &[Slot::S(cur)], op)?;
            c.yields.pop();
            c.bind(end);
            push_mem(c, MemOp::Store { m, v: new, idx });
            let d = c.define(ir.result(op, 0), op)?.index();
            c.emit(Instr::Mov { d, s: cur });
            Ok(())
        }
        "affine.linearize_index" => {
            let idx: Vec<u32> = view
                .operands(AffineLinearizeIndexOp::MULTI_INDEX)
                .map(|v| c.s(v))
                .collect();
            let basis = basis(c, &view)?;
            // idx[0] * (b[1] * ... ) + ... + idx[n-1]; the outer bound,
            // when given, is not needed.
            let skip = basis.len() + 1 - idx.len();
            let basis = &basis[skip.min(basis.len())..];
            let d = c.define(ir.result(op, 0), op)?.index();
            let mut acc = idx[0];
            for (k, &x) in idx.iter().enumerate().skip(1) {
                let b = basis[k - 1];
                let t = c.new_scalar();
                c.emit(Instr::Mul64 { d: t, a: acc, b });
                let u = c.new_scalar();
                c.emit(Instr::Add64 { d: u, a: t, b: x });
                acc = u;
            }
            c.emit(Instr::Mov { d, s: acc });
            Ok(())
        }
        "affine.delinearize_index" => {
            let x = c.s(view
                .operand(AffineDelinearizeIndexOp::LINEAR_INDEX)
                .expect("linear_index"));
            let basis = basis(c, &view)?;
            let results: Vec<IrValue> = ir.results(op).collect();
            // The innermost result first: floor remainders by each basis
            // element; the outermost takes what is left (unbounded, or
            // bounded by a basis element it never exceeds in range).
            let n = results.len();
            // The basis has the outer bound or not: result k's divisor is
            // basis[k - off].
            let off = n.saturating_sub(basis.len());
            let mut rest = x;
            let mut outs = vec![0u32; n];
            for k in (1..n).rev() {
                let b = basis[k - off];
                let q = c.new_scalar();
                c.emit(Instr::FloorDivS {
                    d: q,
                    a: rest,
                    b,
                    sh: 0,
                });
                let p = c.new_scalar();
                c.emit(Instr::Mul64 { d: p, a: q, b });
                let r = c.new_scalar();
                c.emit(Instr::Sub64 {
                    d: r,
                    a: rest,
                    b: p,
                });
                outs[k] = r;
                rest = q;
            }
            outs[0] = rest;
            for (r, s) in results.into_iter().zip(outs) {
                let d = c.define(r, op)?.index();
                c.emit(Instr::Mov { d, s });
            }
            Ok(())
        }
        "memref.reshape" => {
            let s = c
                .slot(view.operand(ReshapeOp::SOURCE).expect("source"))
                .index();
            let shape = c
                .slot(view.operand(ReshapeOp::SHAPE).expect("shape"))
                .index();
            let d = def_ref(c, ir.result(op, 0), op)?;
            push_mem(c, MemOp::Reshape { d, s, shape });
            Ok(())
        }
        "memref.realloc" => {
            let s = c
                .slot(view.operand(ReallocOp::SOURCE).expect("source"))
                .index();
            let r = ir.result(op, 0);
            let (_, shape, _) = memref_type(c, r, op)?;
            let size = match (
                shape.first().copied().flatten(),
                view.operand(ReallocOp::DYNAMIC_RESULT_SIZE),
            ) {
                (Some(n), _) => Dim::Static(n),
                (None, Some(v)) => Dim::Dyn(c.s(v)),
                (None, None) => return Err(c.unsupported(op, "a realloc without a size")),
            };
            let d = def_ref(c, r, op)?;
            push_mem(c, MemOp::Realloc { d, s, size });
            Ok(())
        }
        "memref.transpose" => {
            let s = c.slot(ir.operand(op, 0)).index();
            let map = map_prop(c, &view, TransposeOp::PERMUTATION)?;
            let perm = (0..map.num_results())
                .map(|k| match map.result(k) {
                    sigil_affine::AffineExpr::Dim(d) => Ok(d as usize),
                    _ => Err(c.unsupported(op, "a permutation that is not one")),
                })
                .collect::<Result<Vec<_>, _>>()?;
            let d = def_ref(c, ir.result(op, 0), op)?;
            push_mem(
                c,
                MemOp::View {
                    d,
                    s,
                    rule: ViewRule::Transpose(perm),
                    what: "memref.transpose",
                },
            );
            Ok(())
        }
        "memref.extract_strided_metadata" => {
            let m = c.slot(ir.operand(op, 0)).index();
            let base = def_ref(
                c,
                view.result(ExtractStridedMetadataOp::BASE_BUFFER)
                    .expect("base"),
                op,
            )?;
            let offset = c
                .define(
                    view.result(ExtractStridedMetadataOp::OFFSET)
                        .expect("offset"),
                    op,
                )?
                .index();
            let mut sizes = Vec::new();
            for r in view
                .results(ExtractStridedMetadataOp::SIZES)
                .collect::<Vec<_>>()
            {
                sizes.push(c.define(r, op)?.index());
            }
            let mut strides = Vec::new();
            for r in view
                .results(ExtractStridedMetadataOp::STRIDES)
                .collect::<Vec<_>>()
            {
                strides.push(c.define(r, op)?.index());
            }
            push_mem(
                c,
                MemOp::Metadata {
                    m,
                    base,
                    offset,
                    sizes,
                    strides,
                },
            );
            Ok(())
        }
        "bufferization.dealloc" => {
            let slots = |c: &Compiler<'_>, g: OperandId| -> Vec<u32> {
                view.operands(g).map(|v| c.slot(v).index()).collect()
            };
            let memrefs = slots(c, BufferizationDeallocOp::MEMREFS);
            let conditions = slots(c, BufferizationDeallocOp::CONDITIONS);
            let retained = slots(c, BufferizationDeallocOp::RETAINED);
            let mut results = Vec::new();
            for r in ir.results(op).collect::<Vec<_>>() {
                results.push(c.define(r, op)?.index());
            }
            push_mem(
                c,
                MemOp::Dealloc {
                    memrefs,
                    conditions,
                    retained,
                    results,
                },
            );
            Ok(())
        }
        "affine.vector_load" | "affine.vector_store" => {
            let write = name == "affine.vector_store";
            let base = view
                .operand(view.pick(&[AffineVectorLoadOp::MEMREF, AffineVectorStoreOp::MEMREF]))
                .expect("memref");
            let idx = indices(c, &view, true)?;
            let vector = if write {
                view.operand(AffineVectorStoreOp::VALUE).expect("value")
            } else {
                ir.result(op, 0)
            };
            super::vector::Access {
                name,
                write,
                base,
                vector,
                idx,
                mask: None,
                pass: None,
            }
            .compile(c, op)
        }
        _ => {
            // bufferization.clone: a tensor of the contents, then a new
            // memref of it.
            let m = c.slot(ir.operand(op, 0)).index();
            let t = c.new_ref();
            push_mem(c, MemOp::ToTensor { d: t, m });
            let d = def_ref(c, ir.result(op, 0), op)?;
            push_mem(c, MemOp::ToBuffer { d, t });
            Ok(())
        }
    }
}

fn push_mem(c: &mut Compiler<'_>, m: MemOp) {
    c.f.tensors.push(TensorOp::Mem(Box::new(m)));
    let i = c.f.tensors.len() as u32 - 1;
    c.emit(Instr::Tensor { i });
}

/// The basis of `affine.linearize_index`/`delinearize_index` as slots:
/// static sizes as constants, `kDynamic` ones from the operands.
fn basis(c: &mut Compiler<'_>, view: &OpView<'_>) -> Result<Vec<u32>, CompileError> {
    let stat = view
        .prop(view.pick(&[
            AffineLinearizeIndexOp::STATIC_BASIS,
            AffineDelinearizeIndexOp::STATIC_BASIS,
        ]))
        .and_then(|a| super::ops::dense_array_ints(c.ctx(), a))
        .ok_or_else(|| c.unsupported(view.op, "a missing basis"))?;
    let mut dynamic = view.operands(view.pick(&[
        AffineLinearizeIndexOp::DYNAMIC_BASIS,
        AffineDelinearizeIndexOp::DYNAMIC_BASIS,
    ]));
    Ok(stat
        .into_iter()
        .map(|b| {
            if b == DYNAMIC {
                c.s(dynamic.next().expect("a dynamic basis element"))
            } else {
                c.const_slot(b as u64)
            }
        })
        .collect())
}

/// The indices of the loads and stores.
const INDICES: [OperandId; 6] = [
    LoadOp::INDICES,
    StoreOp::INDICES,
    AffineLoadOp::INDICES,
    AffineStoreOp::INDICES,
    AffineVectorLoadOp::INDICES,
    AffineVectorStoreOp::INDICES,
];

/// The maps of the affine loads and stores.
const MAPS: [PropId; 4] = [
    AffineLoadOp::MAP,
    AffineStoreOp::MAP,
    AffineVectorLoadOp::MAP,
    AffineVectorStoreOp::MAP,
];

/// The index slots of a load or store: its operands, or for the affine
/// forms its map applied to them.
fn indices(
    c: &mut Compiler<'_>,
    view: &OpView<'_>,
    affine: bool,
) -> Result<Vec<u32>, CompileError> {
    let operands: Vec<u32> = view.operands(view.pick(&INDICES)).map(|v| c.s(v)).collect();
    if !affine {
        return Ok(operands);
    }
    let map = map_prop(c, view, view.pick(&MAPS))?;
    Ok(affine_results(c, &map, &operands))
}

/// `affine.for`: the bounds are the maximum of the lower map's results and
/// the minimum of the upper map's, the step a constant; then the loop of
/// `scf.for`.
pub(crate) fn affine_for(c: &mut Compiler<'_>, view: OpView<'_>) -> Result<(), CompileError> {
    let lb_ops: Vec<u32> = view
        .operands(AffineForOp::LOWER_BOUND_OPERANDS)
        .map(|v| c.s(v))
        .collect();
    let ub_ops: Vec<u32> = view
        .operands(AffineForOp::UPPER_BOUND_OPERANDS)
        .map(|v| c.s(v))
        .collect();
    let lb_map = map_prop(c, &view, AffineForOp::LOWER_BOUND_MAP)?;
    let ub_map = map_prop(c, &view, AffineForOp::UPPER_BOUND_MAP)?;
    let step = view.int_prop(AffineForOp::STEP).unwrap_or(1);
    let lbs = affine_results(c, &lb_map, &lb_ops);
    let ubs = affine_results(c, &ub_map, &ub_ops);
    let lb = fold(c, &lbs, false);
    let ub = fold(c, &ubs, true);
    let step = c.const_slot(step as u64);
    let inits: Vec<IrValue> = view.operands(AffineForOp::INITS).collect();
    let body = view.region(AffineForOp::REGION).expect("a body");
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
