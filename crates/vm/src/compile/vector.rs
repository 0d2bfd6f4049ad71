//! Compiling `vector` ops into entries of the function's `tensors` side
//! table: a vector is held as a buffer view, like a tensor of static shape.
//!
//! Ops with a tensor twin become that twin (`from_elements`, a scalar
//! `broadcast` as a splat, `shape_cast` as a reshape, element `extract`
//! and `insert`, dynamic sub-vector positions as slices, elementwise
//! `fma`); ops that only move elements become a table of where each
//! result element comes from, made here since every shape is static; the
//! rest become a [`VecOp`] of their own (`crate::vector`). `vector.mask`
//! compiles the op it masks with the mask (and pass-through) attached.
//! Scalable vectors (and `vscale`) and memrefs of vectors are refused.

use sigil_ir::ops::vector::{
    BroadcastOp, CompressStoreOp, ConstantMaskOp, ContractionOp, ExpandLoadOp, ExtractOp,
    ExtractStridedSliceOp, GatherOp, InsertOp, InsertStridedSliceOp, LoadOp, MaskOp, MaskedLoadOp,
    MaskedStoreOp, MultiDimReductionOp, OuterProductOp, ReductionOp, ScanOp as VectorScanOp,
    ScatterOp, ShuffleOp, StoreOp, TransferReadOp, TransferWriteOp, TransposeOp,
};
use std::rc::Rc;

use sigil_ir::attrs::AttrData;
use sigil_ir::dialects::structure::PropId;
use sigil_ir::dialects::OpView;
use sigil_ir::{Attr, OpId, TypeData, Value as IrValue};

use super::ops::dense_array_ints;
use super::{Compiler, Slot, VmType};
use crate::bytecode::Instr;
use crate::error::CompileError;
use crate::tensor::{Dim, LinearMap, ShapeRule, TensorOp};
use crate::value::{BufferView, ElementType};
use crate::vector::{Contract, Indexed, IndexedKind, Kind, Place, Transfer, VecOp};

/// The most elements an element table may have (a vector of that many
/// elements is far past what MLIR's lowering unrolls).
const MAX_TABLE: usize = 1 << 22;

/// Whether `name` is a vector op this module compiles (all of them; those
/// the VM cannot run are refused with the reason).
pub(crate) fn handles(name: &str) -> bool {
    name.starts_with("vector.")
}

/// A mask attached by an enclosing `vector.mask`: the mask's slot and the
/// pass-through vector's.
type Mask = Option<(u32, Option<u32>)>;

/// Compiles a vector op.
pub(crate) fn compile(
    c: &mut Compiler<'_>,
    view: OpView<'_>,
    name: &str,
) -> Result<(), CompileError> {
    compile_masked(c, view, name, None)
}

fn compile_masked(
    c: &mut Compiler<'_>,
    view: OpView<'_>,
    name: &str,
    mask: Mask,
) -> Result<(), CompileError> {
    let op = view.op;
    let ir = c.ir();
    for v in ir.operands(op).chain(ir.results(op)) {
        if let TypeData::Vector { scalable, .. } = c.ctx().type_data(ir.value_type(v)) {
            if scalable.iter().any(|&s| s) {
                return Err(c.unsupported(op, "scalable vectors"));
            }
        }
    }
    if mask.is_some()
        && !matches!(
            name,
            "vector.transfer_read"
                | "vector.transfer_write"
                | "vector.reduction"
                | "vector.multi_reduction"
                | "vector.contract"
        )
    {
        return Err(c.unsupported(op, "this op under vector.mask"));
    }
    let operand = |k: usize| ir.operand(op, k);
    let result = |k: usize| ir.result(op, k);
    match name {
        "vector.fma" => super::tensor::elementwise(c, op, name),
        "vector.broadcast" => {
            let src = view.operand(BroadcastOp::SOURCE).expect("a source");
            let (elem, shape) = vshape(c, result(0), op)?;
            let d = def_r(c, result(0), op)?;
            if !matches!(c.vm_type_of(src, op)?, VmType::Buffer) {
                let v = c.s(src);
                let shape = shape.iter().map(|&n| Dim::Static(n)).collect();
                return push_t(c, TensorOp::Splat { d, v, elem, shape });
            }
            let (_, sshape) = vshape(c, src, op)?;
            let lead = shape.len() - sshape.len();
            let table = table(c, op, &shape, |r| {
                let si: Vec<i64> = (0..sshape.len())
                    .map(|k| if sshape[k] == 1 { 0 } else { r[lead + k] })
                    .collect();
                (0, flat(&si, &sshape))
            })?;
            let s = c.s(src);
            pick(c, d, vec![s], table, elem, shape)
        }
        "vector.extract" => extract(c, &view),
        "vector.insert" => insert(c, &view),
        "vector.from_elements" => {
            let (elem, shape) = vshape(c, result(0), op)?;
            let elems = ir.operands(op).map(|v| c.s(v)).collect();
            let d = def_r(c, result(0), op)?;
            push_t(
                c,
                TensorOp::FromElements {
                    d,
                    elems,
                    elem,
                    shape,
                },
            )
        }
        "vector.to_elements" => {
            let src = operand(0);
            let (_, shape) = vshape(c, src, op)?;
            let t = c.s(src);
            for (k, r) in ir.results(op).enumerate() {
                let idx = unflat(k as i64, &shape)
                    .into_iter()
                    .map(|i| c.const_slot(i as u64))
                    .collect();
                let d = c.define(r, op)?.index();
                c.f.tensors.push(TensorOp::Extract { d, t, idx });
                let i = c.f.tensors.len() as u32 - 1;
                c.emit(Instr::Tensor { i });
            }
            Ok(())
        }
        "vector.shape_cast" => {
            let (_, shape) = vshape(c, result(0), op)?;
            let s = c.s(operand(0));
            let d = def_r(c, result(0), op)?;
            push_t(
                c,
                TensorOp::Reshape {
                    d,
                    s,
                    own: false,
                    shape: ShapeRule::To(shape.iter().map(|&n| Dim::Static(n)).collect()),
                    what: "vector.shape_cast",
                },
            )
        }
        "vector.transpose" => {
            let perm = ints_prop(c, &view, TransposeOp::PERMUTATION)?;
            let (elem, shape) = vshape(c, result(0), op)?;
            let (_, sshape) = vshape(c, operand(0), op)?;
            let table = table(c, op, &shape, |r| {
                let mut si = vec![0i64; r.len()];
                for (k, &p) in perm.iter().enumerate() {
                    si[p as usize] = r[k];
                }
                (0, flat(&si, &sshape))
            })?;
            let s = c.s(operand(0));
            let d = def_r(c, result(0), op)?;
            pick(c, d, vec![s], table, elem, shape)
        }
        "vector.shuffle" => {
            let m = ints_prop(c, &view, ShuffleOp::MASK)?;
            let (elem, shape) = vshape(c, result(0), op)?;
            let (_, s1) = vshape(c, operand(0), op)?;
            // A 0-D operand shuffles as one element.
            let n1 = s1.first().copied().unwrap_or(1);
            let inner: i64 = shape[1..].iter().product();
            let table = table(c, op, &shape, |r| {
                let j = m[r[0] as usize];
                let rest = flat(&r[1..], &shape[1..]) as i64;
                match j {
                    j if j < 0 => (u32::MAX, 0),
                    j if j < n1 => (0, (j * inner + rest) as u32),
                    j => (1, ((j - n1) * inner + rest) as u32),
                }
            })?;
            let srcs = vec![c.s(operand(0)), c.s(operand(1))];
            let d = def_r(c, result(0), op)?;
            pick(c, d, srcs, table, elem, shape)
        }
        "vector.interleave" => {
            let (elem, shape) = vshape(c, result(0), op)?;
            let (_, sshape) = vshape(c, operand(0), op)?;
            let last = shape.len() - 1;
            let table = table(c, op, &shape, |r| {
                let mut si = r.to_vec();
                si[last] = r[last] / 2;
                let si = if sshape.is_empty() { vec![] } else { si };
                ((r[last] % 2) as u32, flat(&si, &sshape))
            })?;
            let srcs = vec![c.s(operand(0)), c.s(operand(1))];
            let d = def_r(c, result(0), op)?;
            pick(c, d, srcs, table, elem, shape)
        }
        "vector.deinterleave" => {
            let (elem, shape) = vshape(c, result(0), op)?;
            let (_, sshape) = vshape(c, operand(0), op)?;
            let last = shape.len() - 1;
            let s = c.s(operand(0));
            for half in 0..2 {
                let table = table(c, op, &shape, |r| {
                    let mut si = r.to_vec();
                    si[last] = 2 * r[last] + half;
                    (0, flat(&si, &sshape))
                })?;
                let d = def_r(c, result(half as usize), op)?;
                pick(c, d, vec![s], table, elem, shape.clone())?;
            }
            Ok(())
        }
        "vector.extract_strided_slice" => {
            let offsets = array_prop(c, &view, ExtractStridedSliceOp::OFFSETS)?;
            let strides = array_prop(c, &view, ExtractStridedSliceOp::STRIDES)?;
            let (elem, shape) = vshape(c, result(0), op)?;
            let (_, sshape) = vshape(c, operand(0), op)?;
            let table = table(c, op, &shape, |r| {
                let si: Vec<i64> = (0..r.len())
                    .map(|k| match offsets.get(k) {
                        Some(&o) => o + r[k] * strides[k],
                        None => r[k],
                    })
                    .collect();
                (0, flat(&si, &sshape))
            })?;
            let s = c.s(operand(0));
            let d = def_r(c, result(0), op)?;
            pick(c, d, vec![s], table, elem, shape)
        }
        "vector.insert_strided_slice" => {
            let offsets = array_prop(c, &view, InsertStridedSliceOp::OFFSETS)?;
            let strides = array_prop(c, &view, InsertStridedSliceOp::STRIDES)?;
            let (elem, shape) = vshape(c, result(0), op)?;
            let (_, sshape) = vshape(c, operand(0), op)?;
            let lead = shape.len() - sshape.len();
            let mut t: Vec<(u32, u32)> = (0..count(&shape) as u32).map(|i| (1, i)).collect();
            if t.len() > MAX_TABLE {
                return Err(c.unsupported(op, "a vector of more than 2^22 elements"));
            }
            for (k, si) in indices(&sshape).enumerate() {
                let mut di = offsets.clone();
                for (j, &x) in si.iter().enumerate() {
                    di[lead + j] += x * strides[j];
                }
                t[flat(&di, &shape) as usize] = (0, k as u32);
            }
            let srcs = vec![c.s(operand(0)), c.s(operand(1))];
            let d = def_r(c, result(0), op)?;
            pick(c, d, srcs, t.into(), elem, shape)
        }
        "vector.step" => {
            let (_, shape) = vshape(c, result(0), op)?;
            let data: Vec<u8> = (0..shape[0]).flat_map(|i| i.to_le_bytes()).collect();
            constant(c, op, ElementType::Int(64), shape, data)
        }
        "vector.constant_mask" => {
            let sizes = ints_prop(c, &view, ConstantMaskOp::MASK_DIM_SIZES)?;
            let (_, shape) = vshape(c, result(0), op)?;
            let data = indices(&shape)
                .map(|i| i.iter().zip(&sizes).all(|(&x, &n)| x < n) as u8)
                .collect();
            constant(c, op, ElementType::Bool, shape, data)
        }
        "vector.create_mask" => {
            let (_, shape) = vshape(c, result(0), op)?;
            let bounds = ir.operands(op).map(|v| c.s(v)).collect();
            let d = def_r(c, result(0), op)?;
            push(c, VecOp::CreateMask { d, bounds, shape })
        }
        "vector.reduction" => {
            let kind = kind_prop(c, &view)?;
            let src = view.operand(ReductionOp::VECTOR).expect("a vector");
            let (elem, _) = vshape(c, src, op)?;
            let s = c.s(src);
            // MLIR lowers a float sum without an accumulator from +0.0 (so
            // a sum of -0.0 is +0.0).
            let acc = match view.operand(ReductionOp::ACC) {
                Some(a) => Some(c.s(a)),
                None if kind == Kind::Add && crate::vector::fty(elem).is_some() => {
                    Some(c.const_slot(0))
                }
                None => None,
            };
            let d = c.define(result(0), op)?.index();
            push(
                c,
                VecOp::Reduce {
                    d,
                    s,
                    acc,
                    mask: mask.map(|m| m.0),
                    kind,
                    elem,
                },
            )
        }
        "vector.multi_reduction" => {
            let kind = kind_prop(c, &view)?;
            let dims = ints_prop(c, &view, MultiDimReductionOp::REDUCTION_DIMS)?;
            let (elem, sshape) = vshape(c, operand(0), op)?;
            let kept: Vec<usize> = (0..sshape.len())
                .filter(|k| !dims.contains(&(*k as i64)))
                .collect();
            let out_shape: Vec<i64> = kept.iter().map(|&k| sshape[k]).collect();
            if count(&sshape) > MAX_TABLE {
                return Err(c.unsupported(op, "a vector of more than 2^22 elements"));
            }
            let out: Vec<u32> = indices(&sshape)
                .map(|i| {
                    let o: Vec<i64> = kept.iter().map(|&k| i[k]).collect();
                    flat(&o, &out_shape)
                })
                .collect();
            let s = c.s(operand(0));
            let acc = place(c, operand(1), op)?;
            let d = def_place(c, result(0), op)?;
            push(
                c,
                VecOp::MultiReduce {
                    d,
                    s,
                    acc,
                    mask: mask.map(|m| m.0),
                    out: out.into(),
                    out_shape,
                    kind,
                    elem,
                },
            )
        }
        "vector.contract" => contract(c, &view, mask.map(|m| m.0)),
        "vector.outerproduct" => outerproduct(c, &view),
        "vector.scan" => {
            let kind = kind_prop(c, &view)?;
            let dim = int_attr(c, &view, VectorScanOp::REDUCTION_DIM)? as usize;
            let inclusive = int_attr(c, &view, VectorScanOp::INCLUSIVE)? != 0;
            let (elem, _) = vshape(c, operand(0), op)?;
            let s = c.s(operand(0));
            let init = place(c, operand(1), op)?;
            let d = def_r(c, result(0), op)?;
            let dacc = def_place(c, result(1), op)?;
            push(
                c,
                VecOp::Scan {
                    d,
                    dacc,
                    s,
                    init,
                    kind,
                    elem,
                    dim,
                    inclusive,
                },
            )
        }
        "vector.bitcast" => {
            let (elem, shape) = vshape(c, result(0), op)?;
            let s = c.s(operand(0));
            let d = def_r(c, result(0), op)?;
            push(c, VecOp::Bitcast { d, s, elem, shape })
        }
        "vector.load" | "vector.store" | "vector.maskedload" | "vector.maskedstore" => {
            let write = name.ends_with("store");
            let masked = name.starts_with("vector.masked");
            let base = view
                .operand(view.pick(&[
                    LoadOp::BASE,
                    StoreOp::BASE,
                    MaskedLoadOp::BASE,
                    MaskedStoreOp::BASE,
                ]))
                .expect("a base");
            let vector = if write {
                view.operand(view.pick(&[StoreOp::VALUE_TO_STORE, MaskedStoreOp::VALUE_TO_STORE]))
                    .expect("a value")
            } else {
                result(0)
            };
            let idx = view
                .operands(view.pick(&[
                    LoadOp::INDICES,
                    StoreOp::INDICES,
                    MaskedLoadOp::INDICES,
                    MaskedStoreOp::INDICES,
                ]))
                .map(|v| c.s(v))
                .collect();
            let mask = masked.then(|| {
                c.s(view
                    .operand(view.pick(&[MaskedLoadOp::MASK, MaskedStoreOp::MASK]))
                    .expect("a mask"))
            });
            let pass = (masked && !write).then(|| {
                c.s(view
                    .operand(MaskedLoadOp::PASS_THRU)
                    .expect("a pass-through"))
            });
            let access = Access {
                name,
                write,
                base,
                vector,
                idx,
                mask,
                pass,
            };
            access.compile(c, op)
        }
        "vector.transfer_read" | "vector.transfer_write" => transfer(c, &view, name, mask),
        "vector.gather" | "vector.scatter" | "vector.expandload" | "vector.compressstore" => {
            let kind = match name {
                "vector.gather" => IndexedKind::Gather,
                "vector.scatter" => IndexedKind::Scatter,
                "vector.expandload" => IndexedKind::ExpandLoad,
                _ => IndexedKind::CompressStore,
            };
            let loads = matches!(kind, IndexedKind::Gather | IndexedKind::ExpandLoad);
            let base = view
                .operand(view.pick(&[
                    GatherOp::BASE,
                    ScatterOp::BASE,
                    ExpandLoadOp::BASE,
                    CompressStoreOp::BASE,
                ]))
                .expect("a base");
            base_rank(c, base, op)?;
            let v = if loads {
                view.operand(view.pick(&[GatherOp::PASS_THRU, ExpandLoadOp::PASS_THRU]))
                    .expect("a pass-through")
            } else {
                view.operand(
                    view.pick(&[ScatterOp::VALUE_TO_STORE, CompressStoreOp::VALUE_TO_STORE]),
                )
                .expect("a value")
            };
            let (elem, shape) = vshape(c, v, op)?;
            let by_vector = matches!(kind, IndexedKind::Gather | IndexedKind::Scatter);
            let offsets = view
                .operands(view.pick(&[
                    GatherOp::OFFSETS,
                    ScatterOp::OFFSETS,
                    ExpandLoadOp::INDICES,
                    CompressStoreOp::INDICES,
                ]))
                .map(|v| c.s(v))
                .collect();
            let indices = if by_vector {
                view.operand(view.pick(&[
                    GatherOp::INDICES,
                    ScatterOp::INDICES,
                    ExpandLoadOp::INDICES,
                ]))
                .map(|v| c.s(v))
            } else {
                None
            };
            let x = Indexed {
                kind,
                what: static_name(name),
                base: c.s(base),
                offsets,
                indices,
                mask: c.s(view
                    .operand(view.pick(&[
                        GatherOp::MASK,
                        ScatterOp::MASK,
                        ExpandLoadOp::MASK,
                        CompressStoreOp::MASK,
                    ]))
                    .expect("a mask")),
                v: c.s(v),
                d: None,
                elem,
                shape,
            };
            let d = match ir.results(op).next() {
                Some(r) => Some(def_r(c, r, op)?),
                None => None,
            };
            push(c, VecOp::Indexed(Box::new(Indexed { d, ..x })))
        }
        "vector.mask" => {
            let m = c.s(view.operand(MaskOp::MASK).expect("a mask"));
            let pass = view.operand(MaskOp::PASSTHRU).map(|v| c.s(v));
            let region = view.region(MaskOp::MASK_REGION).expect("a region");
            let block = ir.entry_block(region).expect("a block");
            let ops: Vec<OpId> = ir.block_ops(block).collect();
            let inner = match ops.as_slice() {
                [inner, _yield] => *inner,
                // An empty mask: the yielded values pass through.
                [_yield] => {
                    let results: Vec<IrValue> = ir.results(op).collect();
                    let yielded: Vec<IrValue> = ir.operands(ops[0]).collect();
                    for (r, y) in results.into_iter().zip(yielded) {
                        let s = c.slot(y);
                        c.slots.insert(r, s);
                    }
                    return Ok(());
                }
                _ => return Err(c.unsupported(op, "a vector.mask of more than one op")),
            };
            // The masked op's results are the mask's.
            for (r, inner_r) in ir.results(op).zip(ir.results(inner)).collect::<Vec<_>>() {
                let s = c.define(r, op)?;
                c.hints.insert(inner_r, s);
            }
            let iname = std::str::from_utf8(c.ctx().str_bytes(ir.op(inner).name)).unwrap_or("");
            let iview = OpView::registered(c.ctx(), ir, inner)
                .ok_or_else(|| c.unsupported(inner, "this op"))?;
            compile_masked(c, iview, iname, Some((m, pass)))
        }
        "vector.yield" => Ok(()),
        "vector.vscale" | "vector.scalable.extract" | "vector.scalable.insert" => {
            Err(c.unsupported(op, "scalable vectors"))
        }
        "vector.type_cast" => Err(c.unsupported(op, "memrefs of vectors")),
        "vector.print" => Err(c.unsupported(op, "vector.print (return the values instead)")),
        _ => Err(c.unsupported(op, "this vector op")),
    }
}

/// A plain vector load or store (`vector.load`/`store`, their masked
/// forms and the affine ones): the vector's dimensions walk the base's
/// trailing ones from `idx`, every access in bounds; a mask has the
/// vector's shape, and a masked-off lane of a load takes `pass`.
pub(crate) struct Access<'n> {
    pub name: &'n str,
    pub write: bool,
    pub base: IrValue,
    pub vector: IrValue,
    pub idx: Vec<u32>,
    pub mask: Option<u32>,
    pub pass: Option<u32>,
}

impl Access<'_> {
    pub(crate) fn compile(self, c: &mut Compiler<'_>, op: OpId) -> Result<(), CompileError> {
        let (elem, shape) = vshape(c, self.vector, op)?;
        let rank = base_rank(c, self.base, op)?;
        let lead = rank - shape.len().min(rank);
        let v = if self.write {
            c.s(self.vector)
        } else {
            def_r(c, self.vector, op)?
        };
        let t = Transfer {
            what: static_name(self.name),
            write: self.write,
            v,
            base: c.s(self.base),
            result: None,
            idx: self.idx,
            pad: None,
            pass: self.pass,
            mask: self.mask,
            dims: (0..shape.len()).map(|k| Some(lead + k)).collect(),
            in_bounds: vec![true; shape.len()],
            mask_dims: if self.mask.is_some() {
                (0..shape.len()).collect()
            } else {
                Vec::new()
            },
            shape,
            elem,
        };
        push(c, VecOp::Transfer(Box::new(t)))
    }
}

fn static_name(name: &str) -> &'static str {
    const NAMES: &[&str] = &[
        "affine.vector_load",
        "affine.vector_store",
        "vector.load",
        "vector.store",
        "vector.maskedload",
        "vector.maskedstore",
        "vector.transfer_read",
        "vector.transfer_write",
        "vector.gather",
        "vector.scatter",
        "vector.expandload",
        "vector.compressstore",
    ];
    NAMES
        .iter()
        .find(|&&n| n == name)
        .copied()
        .unwrap_or("vector op")
}

/// `vector.extract`: an element (static or dynamic position) or a
/// sub-vector (a table for a static position, a slice for a dynamic one).
fn extract(c: &mut Compiler<'_>, view: &OpView<'_>) -> Result<(), CompileError> {
    let op = view.op;
    let src = view.operand(ExtractOp::SOURCE).expect("a source");
    let (elem, sshape) = vshape(c, src, op)?;
    let pos = positions(c, view)?;
    let r = c.ir().result(op, 0);
    let t = c.s(src);
    if pos.len() == sshape.len() {
        let idx = pos.iter().map(|p| pos_slot(c, p)).collect();
        let d = c.define(r, op)?.index();
        return push_t(c, TensorOp::Extract { d, t, idx });
    }
    let (_, shape) = vshape(c, r, op)?;
    let d = def_r(c, r, op)?;
    if let Some(fixed) = all_static(&pos) {
        let inner = count(&shape) as u32;
        let base = flat(&fixed, &sshape[..fixed.len()]) * inner;
        let table: Vec<(u32, u32)> = (0..inner).map(|i| (0, base + i)).collect();
        return pick(c, d, vec![t], table.into(), elem, shape);
    }
    let (offsets, sizes, keep) = slice_of(&pos, &sshape);
    push_t(
        c,
        TensorOp::ExtractSlice {
            d,
            s: t,
            offsets,
            strides: vec![Dim::Static(1); sizes.len()],
            sizes,
            keep,
        },
    )
}

/// `vector.insert`: the twin of [`extract`].
fn insert(c: &mut Compiler<'_>, view: &OpView<'_>) -> Result<(), CompileError> {
    let op = view.op;
    let value = view.operand(InsertOp::VALUE_TO_STORE).expect("a value");
    let dest = view.operand(InsertOp::DEST).expect("a destination");
    let (elem, shape) = vshape(c, dest, op)?;
    let pos = positions(c, view)?;
    let r = c.ir().result(op, 0);
    let (t, v) = (c.s(dest), c.s(value));
    if pos.len() == shape.len() {
        let idx = pos.iter().map(|p| pos_slot(c, p)).collect();
        let d = def_r(c, r, op)?;
        return push_t(
            c,
            TensorOp::Insert {
                d,
                t,
                own: false,
                v,
                idx,
            },
        );
    }
    let d = def_r(c, r, op)?;
    if let Some(fixed) = all_static(&pos) {
        let inner = count(&shape[fixed.len()..]) as u32;
        let base = flat(&fixed, &shape[..fixed.len()]) * inner;
        let n = count(&shape) as u32;
        if n as usize > MAX_TABLE {
            return Err(c.unsupported(op, "a vector of more than 2^22 elements"));
        }
        let table: Vec<(u32, u32)> = (0..n)
            .map(|i| {
                if (base..base + inner).contains(&i) {
                    (0, i - base)
                } else {
                    (1, i)
                }
            })
            .collect();
        return pick(c, d, vec![v, t], table.into(), elem, shape);
    }
    let (offsets, sizes, _) = slice_of(&pos, &shape);
    push_t(
        c,
        TensorOp::InsertSlice {
            d,
            src: v,
            dst: t,
            own: false,
            offsets,
            strides: vec![Dim::Static(1); sizes.len()],
            sizes,
        },
    )
}

/// A position of `extract`/`insert`: a number or an index operand.
enum Pos {
    Static(i64),
    Dyn(u32),
}

fn positions(c: &Compiler<'_>, view: &OpView<'_>) -> Result<Vec<Pos>, CompileError> {
    let stat = ints_prop(
        c,
        view,
        view.pick(&[ExtractOp::STATIC_POSITION, InsertOp::STATIC_POSITION]),
    )?;
    let mut dynamic =
        view.operands(view.pick(&[ExtractOp::DYNAMIC_POSITION, InsertOp::DYNAMIC_POSITION]));
    let mut out = Vec::with_capacity(stat.len());
    for p in stat {
        out.push(match p {
            i64::MIN => Pos::Dyn(c.s(dynamic.next().expect("a dynamic position"))),
            p if p < 0 => return Err(c.unsupported(view.op, "a poison position")),
            p => Pos::Static(p),
        });
    }
    Ok(out)
}

fn pos_slot(c: &mut Compiler<'_>, p: &Pos) -> u32 {
    match *p {
        Pos::Static(i) => c.const_slot(i as u64),
        Pos::Dyn(s) => s,
    }
}

fn all_static(pos: &[Pos]) -> Option<Vec<i64>> {
    pos.iter()
        .map(|p| match p {
            Pos::Static(i) => Some(*i),
            Pos::Dyn(_) => None,
        })
        .collect()
}

/// The slice a (partly dynamic) leading position selects: offsets, sizes
/// (1 for the positioned dimensions) and which dimensions a result keeps.
fn slice_of(pos: &[Pos], shape: &[i64]) -> (Vec<Dim>, Vec<Dim>, Vec<bool>) {
    let mut offsets = Vec::new();
    let mut sizes = Vec::new();
    let mut keep = Vec::new();
    for (k, &n) in shape.iter().enumerate() {
        match pos.get(k) {
            Some(Pos::Static(i)) => {
                offsets.push(Dim::Static(*i));
                sizes.push(Dim::Static(1));
                keep.push(false);
            }
            Some(Pos::Dyn(s)) => {
                offsets.push(Dim::Dyn(*s));
                sizes.push(Dim::Static(1));
                keep.push(false);
            }
            None => {
                offsets.push(Dim::Static(0));
                sizes.push(Dim::Static(n));
                keep.push(true);
            }
        }
    }
    (offsets, sizes, keep)
}

/// `vector.contract`: loops from the indexing maps, each operand's steps
/// from its map and row-major strides.
fn contract(
    c: &mut Compiler<'_>,
    view: &OpView<'_>,
    mask: Option<u32>,
) -> Result<(), CompileError> {
    let op = view.op;
    let ctx = c.ctx();
    let kind = kind_prop(c, view)?;
    let maps_attr = view
        .prop(ContractionOp::INDEXING_MAPS)
        .ok_or_else(|| c.unsupported(op, "a contraction without indexing maps"))?;
    let AttrData::Array(items) = ctx.attr_data(maps_attr) else {
        return Err(c.unsupported(op, "these indexing maps"));
    };
    let mut maps: Vec<LinearMap> = Vec::new();
    let mut loops = 0;
    for &a in items.iter() {
        let AttrData::AffineMap(m) = ctx.attr_data(a) else {
            return Err(c.unsupported(op, "these indexing maps"));
        };
        loops = m.num_dims() as usize;
        let lm = super::tensor::linearize(m)
            .filter(|l| l.nonlinear.is_empty() && l.results.iter().all(|r| r.1 == 0))
            .ok_or_else(|| c.unsupported(op, "indexing maps that are not projections"))?;
        maps.push(lm);
    }
    let (lhs, rhs, acc) = (
        view.operand(ContractionOp::LHS).expect("lhs"),
        view.operand(ContractionOp::RHS).expect("rhs"),
        view.operand(ContractionOp::ACC).expect("acc"),
    );
    let (lhs_elem, ls) = vshape(c, lhs, op)?;
    let (rhs_elem, rs) = vshape(c, rhs, op)?;
    let acc_place = place(c, acc, op)?;
    let (elem, out_shape) = match acc_place {
        Place::Vec(_) => vshape(c, acc, op)?,
        Place::Scalar(_) => (
            super::tensor::scalar_elem(ctx, c.ir().value_type(acc))
                .ok_or_else(|| c.unsupported(op, "this accumulator type"))?,
            Vec::new(),
        ),
    };
    let shapes = [ls, rs, out_shape.clone()];
    let mut bounds = vec![0i64; loops];
    for (d, b) in bounds.iter_mut().enumerate() {
        *b = (0..3)
            .find_map(|k| {
                maps[k]
                    .results
                    .iter()
                    .position(|(coefs, _)| coefs[d] == 1)
                    .map(|r| shapes[k][r])
            })
            .ok_or_else(|| c.unsupported(op, "a loop no operand's dimension bounds"))?;
    }
    let mut steps = vec![[0i64; 4]; loops];
    for k in 0..3 {
        let st = crate::tensor::strides(&shapes[k]);
        for (r, (coefs, _)) in maps[k].results.iter().enumerate() {
            for d in 0..loops {
                steps[d][k] += coefs[d] * st[r];
            }
        }
    }
    // A mask (from vector.mask) covers the iteration space.
    let ist = crate::tensor::strides(&bounds);
    for d in 0..loops {
        steps[d][3] = ist[d];
    }
    let l = c.s(lhs);
    let r = c.s(rhs);
    let d = def_place(c, c.ir().result(op, 0), op)?;
    push(
        c,
        VecOp::Contract(Box::new(Contract {
            d,
            lhs: Place::Vec(l),
            rhs: Place::Vec(r),
            acc: Some(acc_place),
            mask,
            kind,
            fused: false,
            elem,
            lhs_elem,
            rhs_elem,
            bounds,
            steps,
            out_shape,
        })),
    )
}

/// `vector.outerproduct`: a 2-D outer product, or with a scalar right-hand
/// side an AXPY; `add` on floats is fused as MLIR lowers it (`vector.fma`).
fn outerproduct(c: &mut Compiler<'_>, view: &OpView<'_>) -> Result<(), CompileError> {
    let op = view.op;
    let kind = kind_prop(c, view)?;
    let lhs = view.operand(OuterProductOp::LHS).expect("lhs");
    let rhs = view.operand(OuterProductOp::RHS).expect("rhs");
    let (elem, out_shape) = vshape(c, c.ir().result(op, 0), op)?;
    let rplace = place(c, rhs, op)?;
    let (bounds, steps) = match rplace {
        Place::Vec(_) => {
            let m = out_shape[1];
            (out_shape.clone(), vec![[1, 0, m, 0], [0, 1, 1, 0]])
        }
        Place::Scalar(_) => (out_shape.clone(), vec![[1, 0, 1, 0]]),
    };
    let acc = view
        .operand(OuterProductOp::ACC)
        .map(|a| Place::Vec(c.s(a)));
    let l = c.s(lhs);
    let d = def_place(c, c.ir().result(op, 0), op)?;
    push(
        c,
        VecOp::Contract(Box::new(Contract {
            d,
            lhs: Place::Vec(l),
            rhs: rplace,
            acc,
            mask: None,
            kind,
            fused: true,
            elem,
            lhs_elem: elem,
            rhs_elem: elem,
            bounds,
            steps,
            out_shape,
        })),
    )
}

/// `vector.transfer_read` / `transfer_write` on a memref or a tensor.
fn transfer(
    c: &mut Compiler<'_>,
    view: &OpView<'_>,
    name: &str,
    mask: Mask,
) -> Result<(), CompileError> {
    let op = view.op;
    let ctx = c.ctx();
    let write = name == "vector.transfer_write";
    let base = view
        .operand(view.pick(&[TransferReadOp::BASE, TransferWriteOp::BASE]))
        .expect("a base");
    let rank = base_rank(c, base, op)?;
    let vector = if write {
        view.operand(TransferWriteOp::VALUE_TO_STORE)
            .expect("a value")
    } else {
        c.ir().result(op, 0)
    };
    let (elem, shape) = vshape(c, vector, op)?;
    let map_attr = view
        .prop(view.pick(&[
            TransferReadOp::PERMUTATION_MAP,
            TransferWriteOp::PERMUTATION_MAP,
        ]))
        .ok_or_else(|| c.unsupported(op, "a transfer without a permutation map"))?;
    let AttrData::AffineMap(map) = ctx.attr_data(map_attr) else {
        return Err(c.unsupported(op, "this permutation map"));
    };
    let lm = super::tensor::linearize(map)
        .filter(|l| l.nonlinear.is_empty())
        .ok_or_else(|| c.unsupported(op, "this permutation map"))?;
    let mut dims = Vec::with_capacity(shape.len());
    for k in 0..lm.results.len() {
        dims.push(match lm.pure_dim(k) {
            Some(d) => Some(d),
            None if lm.results[k] == (vec![0; rank], 0) => None,
            None => return Err(c.unsupported(op, "this permutation map")),
        });
    }
    let in_bounds = match view
        .prop(view.pick(&[TransferReadOp::IN_BOUNDS, TransferWriteOp::IN_BOUNDS]))
        .map(|a| ctx.attr_data(a))
    {
        Some(AttrData::Array(items)) => items
            .iter()
            .map(|&a| match ctx.attr_data(a) {
                AttrData::Integer { value, .. } => value.to_bool(),
                _ => false,
            })
            .collect(),
        _ => vec![false; shape.len()],
    };
    // The mask is in the base's order: one dimension per base dimension a
    // vector dimension walks.
    let mut mask_dims: Vec<(usize, usize)> = dims
        .iter()
        .enumerate()
        .filter_map(|(k, d)| d.map(|d| (d, k)))
        .collect();
    mask_dims.sort();
    let op_mask = view
        .operand(view.pick(&[TransferReadOp::MASK, TransferWriteOp::MASK]))
        .map(|v| c.s(v));
    let (mask, pass) = match (op_mask, mask) {
        (Some(m), None) => (Some(m), None),
        (None, Some((m, pass))) => (Some(m), pass),
        (None, None) => (None, None),
        (Some(_), Some(_)) => return Err(c.unsupported(op, "a transfer masked twice")),
    };
    let result = if write {
        match c.ir().results(op).next() {
            Some(r) => Some(def_r(c, r, op)?),
            None => None,
        }
    } else {
        None
    };
    let v = if write {
        c.s(vector)
    } else {
        def_r(c, vector, op)?
    };
    let t = Transfer {
        what: static_name(name),
        write,
        v,
        base: c.s(base),
        result,
        idx: view
            .operands(view.pick(&[TransferReadOp::INDICES, TransferWriteOp::INDICES]))
            .map(|v| c.s(v))
            .collect(),
        pad: (!write).then(|| c.s(view.operand(TransferReadOp::PADDING).expect("a padding"))),
        pass,
        mask,
        dims,
        in_bounds,
        mask_dims: mask_dims.into_iter().map(|(_, k)| k).collect(),
        shape,
        elem,
    };
    push(c, VecOp::Transfer(Box::new(t)))
}

// ----- helpers -----

/// The element type and static shape of the vector (or tensor) value `v`.
fn vshape(c: &Compiler<'_>, v: IrValue, op: OpId) -> Result<(ElementType, Vec<i64>), CompileError> {
    let t = c.ir().value_type(v);
    match crate::module::tensor_signature(c.ctx(), t) {
        Some((e, Some(shape))) if shape.iter().all(Option::is_some) => {
            Ok((e, shape.into_iter().map(|d| d.unwrap_or(0)).collect()))
        }
        Some(_) => Err(c.unsupported(op, "a dynamic shape here")),
        None => Err(c.unsupported(op, "this vector element type")),
    }
}

/// The rank of a memref or tensor base (of scalar elements).
fn base_rank(c: &Compiler<'_>, base: IrValue, op: OpId) -> Result<usize, CompileError> {
    match crate::module::tensor_signature(c.ctx(), c.ir().value_type(base)) {
        Some((_, Some(shape))) => Ok(shape.len()),
        _ => Err(c.unsupported(op, "a memref or tensor of vectors or of this element type")),
    }
}

fn def_r(c: &mut Compiler<'_>, v: IrValue, op: OpId) -> Result<u32, CompileError> {
    match c.define(v, op)? {
        Slot::R(r) => Ok(r),
        _ => Err(c.unsupported(op, "a vector result held as a scalar")),
    }
}

fn place(c: &Compiler<'_>, v: IrValue, op: OpId) -> Result<Place, CompileError> {
    Ok(match c.vm_type_of(v, op)? {
        VmType::Buffer => Place::Vec(c.s(v)),
        VmType::Scalar(_) => Place::Scalar(c.s(v)),
        _ => return Err(c.unsupported(op, "this operand type")),
    })
}

fn def_place(c: &mut Compiler<'_>, v: IrValue, op: OpId) -> Result<Place, CompileError> {
    Ok(match c.define(v, op)? {
        Slot::R(r) => Place::Vec(r),
        Slot::S(s) => Place::Scalar(s),
        Slot::C(_) => return Err(c.unsupported(op, "a complex result")),
    })
}

fn push(c: &mut Compiler<'_>, op: VecOp) -> Result<(), CompileError> {
    push_t(c, TensorOp::Vector(Box::new(op)))
}

fn push_t(c: &mut Compiler<'_>, op: TensorOp) -> Result<(), CompileError> {
    c.f.tensors.push(op);
    let i = c.f.tensors.len() as u32 - 1;
    c.emit(Instr::Tensor { i });
    Ok(())
}

fn pick(
    c: &mut Compiler<'_>,
    d: u32,
    srcs: Vec<u32>,
    table: Rc<[(u32, u32)]>,
    elem: ElementType,
    shape: Vec<i64>,
) -> Result<(), CompileError> {
    push(
        c,
        VecOp::Pick {
            d,
            srcs,
            table,
            elem,
            shape,
        },
    )
}

fn constant(
    c: &mut Compiler<'_>,
    op: OpId,
    elem: ElementType,
    shape: Vec<i64>,
    data: Vec<u8>,
) -> Result<(), CompileError> {
    let d = def_r(c, c.ir().result(op, 0), op)?;
    let value = Rc::new(BufferView {
        elem,
        shape,
        data: data.into(),
    });
    push_t(c, TensorOp::Constant { d, value })
}

/// The table of a result of `shape`: `f` gives each element's source.
fn table(
    c: &Compiler<'_>,
    op: OpId,
    shape: &[i64],
    f: impl Fn(&[i64]) -> (u32, u32),
) -> Result<Rc<[(u32, u32)]>, CompileError> {
    if count(shape) > MAX_TABLE {
        return Err(c.unsupported(op, "a vector of more than 2^22 elements"));
    }
    Ok(indices(shape).map(|i| f(&i)).collect())
}

fn count(shape: &[i64]) -> usize {
    shape.iter().map(|&d| d.max(0) as usize).product()
}

/// Every index of `shape`, row-major.
fn indices(shape: &[i64]) -> impl Iterator<Item = Vec<i64>> + '_ {
    (0..count(shape) as i64).map(move |k| unflat(k, shape))
}

fn unflat(mut k: i64, shape: &[i64]) -> Vec<i64> {
    let mut idx = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        idx[d] = k % shape[d].max(1);
        k /= shape[d].max(1);
    }
    idx
}

fn flat(idx: &[i64], shape: &[i64]) -> u32 {
    idx.iter()
        .zip(shape)
        .fold(0i64, |acc, (&i, &n)| acc * n + i) as u32
}

fn ints_prop(c: &Compiler<'_>, view: &OpView<'_>, name: PropId) -> Result<Vec<i64>, CompileError> {
    view.prop(name)
        .and_then(|a| dense_array_ints(c.ctx(), a))
        .ok_or_else(|| c.unsupported(view.op, &format!("a missing '{}'", name.name)))
}

/// An array of integer attributes (`[1, 2]`).
fn array_prop(c: &Compiler<'_>, view: &OpView<'_>, name: PropId) -> Result<Vec<i64>, CompileError> {
    let bad = || c.unsupported(view.op, &format!("a missing '{}'", name.name));
    let a: Attr = view.prop(name).ok_or_else(bad)?;
    let AttrData::Array(items) = c.ctx().attr_data(a) else {
        return Err(bad());
    };
    items
        .iter()
        .map(|&i| match c.ctx().attr_data(i) {
            AttrData::Integer { value, .. } => value.to_i64(),
            _ => None,
        })
        .collect::<Option<_>>()
        .ok_or_else(bad)
}

fn int_attr(c: &Compiler<'_>, view: &OpView<'_>, name: PropId) -> Result<i64, CompileError> {
    match view.prop(name).map(|a| c.ctx().attr_data(a)) {
        Some(AttrData::Integer { value, .. }) if value.width() == 1 => Ok(value.to_bool() as i64),
        Some(AttrData::Integer { value, .. }) => value
            .to_i64()
            .ok_or_else(|| c.unsupported(view.op, &format!("this '{}'", name.name))),
        _ => Err(c.unsupported(view.op, &format!("a missing '{}'", name.name))),
    }
}

fn kind_prop(c: &Compiler<'_>, view: &OpView<'_>) -> Result<Kind, CompileError> {
    let kind = view.pick(&[
        ReductionOp::KIND,
        MultiDimReductionOp::KIND,
        ContractionOp::KIND,
        OuterProductOp::KIND,
        VectorScanOp::KIND,
    ]);
    let k = match view.prop(kind) {
        // `kind` defaults to `add` where ODS gives it a default.
        None => Some(0),
        Some(a) => sigil_ir::dialects::vector::kind_case(c.ctx(), a),
    };
    k.and_then(|k| Kind::ALL.get(k as usize).copied())
        .ok_or_else(|| c.unsupported(view.op, "this combining kind"))
}
