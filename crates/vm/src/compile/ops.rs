//! The ops that become straight-line instructions: `arith`, `math`,
//! `func` calls and constants, `cf.assert`, the `util` ops on globals and
//! lists, and `affine.apply`/`min`/`max` on scalars. One table-like match
//! per op name; each reads its operands by their ODS names.

use sigil_affine::{AffineExpr, AffineMap, ExprId, ExprStore};
use sigil_ir::attrs::AttrData;
use sigil_ir::dialects::OpView;
use sigil_ir::ops::func::CallIndirectOp;
use sigil_ir::ops::util::{ListConstructOp, RangeExtentsOp, SwitchOp as UtilSwitchOp};
use sigil_ir::{Attr, Context, OpId, Value as IrValue};

use super::{Compiler, Slot, VmType};
use crate::bytecode::{BitOp, Callee, FBinOp, FClass, FPred, FTy, FUnOp, IPred, Instr, Rounding};
use crate::error::CompileError;
use crate::value::{sext, ListElem, ScalarType};

/// The slot bits of a scalar `arith.constant`, or `None` for a constant
/// the VM keeps elsewhere (none yet) .
pub(crate) fn constant_bits(c: &Compiler<'_>, op: OpId) -> Result<Option<u64>, CompileError> {
    let ctx = c.ctx();
    let ir = c.ir();
    let r = ir.result(op, 0);
    let ty = match super::vm_type(ctx, ir.value_type(r)) {
        Some(VmType::Scalar(t)) => t,
        _ => return Ok(None),
    };
    if ctx.str_bytes(ir.op(op).name) == b"ub.poison" {
        // Any value is a poison's: zero bits.
        return Ok(Some(0));
    }
    let Some(a) = ir.op(op).props.and_then(|p| ctx.dict_get(p, b"value")) else {
        return Ok(None);
    };
    Ok(Some(match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => sext(value.to_u64().unwrap_or(0), ty.bits()),
        AttrData::Float { bits, .. } => *bits as u64,
        _ => return Ok(None),
    }))
}

/// The integers of a dense elements or dense array attribute.
pub(crate) fn dense_ints(ctx: &Context, a: Attr) -> Vec<i64> {
    match ctx.attr_data(a) {
        AttrData::DenseElements { ty, splat, data } => {
            let elem = match ctx.type_data(*ty) {
                sigil_ir::TypeData::RankedTensor { elem, .. }
                | sigil_ir::TypeData::Vector { elem, .. } => *elem,
                _ => return Vec::new(),
            };
            let width = match ctx.type_data(elem) {
                sigil_ir::TypeData::Integer { width, .. } => *width,
                sigil_ir::TypeData::Index => 64,
                _ => return Vec::new(),
            };
            let n = ctx
                .type_data(*ty)
                .shape()
                .map_or(1, |s| s.iter().product::<i64>().max(0) as usize);
            let size = sigil_numeric::ApInt::storage_bytes(width);
            (0..n)
                .filter_map(|i| {
                    let at = if *splat { 0 } else { i * size };
                    let v = sigil_numeric::ApInt::from_le_bytes(width, data.get(at..at + size)?)
                        .ok()?;
                    v.to_i64()
                })
                .collect()
        }
        _ => dense_array_ints(ctx, a).unwrap_or_default(),
    }
}

/// The integers of an `array<i32: ...>` / `array<i64: ...>`.
pub(crate) fn dense_array_ints(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
    let AttrData::DenseArray { elem, len, data } = ctx.attr_data(a) else {
        return None;
    };
    let width = match ctx.type_data(*elem) {
        sigil_ir::TypeData::Integer { width, .. } => *width,
        _ => return None,
    };
    let size = (width as usize).div_ceil(8).max(1);
    (0..*len as usize)
        .map(|i| {
            let b = data.get(i * size..(i + 1) * size)?;
            let mut buf = [0u8; 8];
            buf[..size].copy_from_slice(b);
            Some(sext(u64::from_le_bytes(buf), width))
        })
        .map(|v| v.map(|x| x as i64))
        .collect()
}

fn int_prop(c: &Compiler<'_>, op: OpId, name: &str) -> Option<i64> {
    let ctx = c.ctx();
    let a = ctx.dict_get(c.ir().op(op).props?, name.as_bytes())?;
    match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// The operands and predicate of an `arith.cmpi`.
pub(crate) fn cmpi_parts(c: &Compiler<'_>, op: OpId) -> (u32, u32, IPred) {
    let ir = c.ir();
    let p = IPred::ALL[int_prop(c, op, "predicate").unwrap_or(0).clamp(0, 9) as usize];
    (c.s(ir.operand(op, 0)), c.s(ir.operand(op, 1)), p)
}

pub(crate) fn fty(t: ScalarType) -> Option<FTy> {
    Some(match t {
        ScalarType::F16 => FTy::F16,
        ScalarType::BF16 => FTy::BF16,
        ScalarType::F32 => FTy::F32,
        ScalarType::F64 => FTy::F64,
        ScalarType::Small(t) => t,
        _ => return None,
    })
}

pub(crate) fn sh(t: ScalarType) -> u8 {
    (64 - t.bits()) as u8
}

fn fun_op(name: &str) -> Option<FUnOp> {
    Some(match name {
        "arith.negf" => FUnOp::Neg,
        "math.absf" => FUnOp::Abs,
        "math.ceil" => FUnOp::Ceil,
        "math.floor" => FUnOp::Floor,
        "math.round" => FUnOp::Round,
        "math.roundeven" => FUnOp::RoundEven,
        "math.trunc" => FUnOp::Trunc,
        "math.sqrt" => FUnOp::Sqrt,
        "math.rsqrt" => FUnOp::Rsqrt,
        "math.cbrt" => FUnOp::Cbrt,
        "math.exp" => FUnOp::Exp,
        "math.exp2" => FUnOp::Exp2,
        "math.expm1" => FUnOp::Expm1,
        "math.log" => FUnOp::Log,
        "math.log2" => FUnOp::Log2,
        "math.log10" => FUnOp::Log10,
        "math.log1p" => FUnOp::Log1p,
        "math.sin" => FUnOp::Sin,
        "math.cos" => FUnOp::Cos,
        "math.tan" => FUnOp::Tan,
        "math.asin" => FUnOp::Asin,
        "math.acos" => FUnOp::Acos,
        "math.atan" => FUnOp::Atan,
        "math.sinh" => FUnOp::Sinh,
        "math.cosh" => FUnOp::Cosh,
        "math.tanh" => FUnOp::Tanh,
        "math.asinh" => FUnOp::Asinh,
        "math.acosh" => FUnOp::Acosh,
        "math.atanh" => FUnOp::Atanh,
        "math.erf" => FUnOp::Erf,
        "math.erfc" => FUnOp::Erfc,
        _ => return None,
    })
}

fn fbin_op(name: &str) -> Option<FBinOp> {
    Some(match name {
        "arith.addf" => FBinOp::Add,
        "arith.subf" => FBinOp::Sub,
        "arith.mulf" => FBinOp::Mul,
        "arith.divf" => FBinOp::Div,
        "arith.remf" => FBinOp::Rem,
        "arith.maximumf" => FBinOp::Maximum,
        "arith.minimumf" => FBinOp::Minimum,
        "arith.maxnumf" => FBinOp::MaxNum,
        "arith.minnumf" => FBinOp::MinNum,
        "math.copysign" => FBinOp::CopySign,
        "math.powf" => FBinOp::Pow,
        "math.atan2" => FBinOp::Atan2,
        _ => return None,
    })
}

type IntBin = fn(u32, u32, u32, u8) -> Instr;

/// The `arith` op an `index` dialect op computes as (on `index` values,
/// 64 bits here).
fn index_as_arith(name: &str) -> Option<&'static str> {
    Some(match name {
        "index.add" => "arith.addi",
        "index.sub" => "arith.subi",
        "index.mul" => "arith.muli",
        "index.divs" => "arith.divsi",
        "index.divu" => "arith.divui",
        "index.rems" => "arith.remsi",
        "index.remu" => "arith.remui",
        "index.ceildivs" => "arith.ceildivsi",
        "index.ceildivu" => "arith.ceildivui",
        "index.floordivs" => "arith.floordivsi",
        "index.and" => "arith.andi",
        "index.or" => "arith.ori",
        "index.xor" => "arith.xori",
        "index.shl" => "arith.shli",
        "index.shrs" => "arith.shrsi",
        "index.shru" => "arith.shrui",
        "index.maxs" => "arith.maxsi",
        "index.mins" => "arith.minsi",
        "index.maxu" => "arith.maxui",
        "index.minu" => "arith.minui",
        "index.casts" => "arith.index_cast",
        "index.castu" => "arith.index_castui",
        "index.constant" | "index.bool.constant" => "arith.constant",
        _ => return None,
    })
}

fn int_bin(name: &str) -> Option<IntBin> {
    Some(match name {
        "arith.addi" => |d, a, b, sh| Instr::Add { d, a, b, sh },
        "arith.subi" => |d, a, b, sh| Instr::Sub { d, a, b, sh },
        "arith.muli" => |d, a, b, sh| Instr::Mul { d, a, b, sh },
        "arith.divsi" => |d, a, b, sh| Instr::DivS { d, a, b, sh },
        "arith.divui" => |d, a, b, sh| Instr::DivU { d, a, b, sh },
        "arith.remsi" => |d, a, b, sh| Instr::RemS { d, a, b, sh },
        "arith.remui" => |d, a, b, sh| Instr::RemU { d, a, b, sh },
        "arith.ceildivsi" => |d, a, b, sh| Instr::CeilDivS { d, a, b, sh },
        "arith.ceildivui" => |d, a, b, sh| Instr::CeilDivU { d, a, b, sh },
        "arith.floordivsi" => |d, a, b, sh| Instr::FloorDivS { d, a, b, sh },
        "arith.andi" => |d, a, b, _| Instr::And { d, a, b },
        "arith.ori" => |d, a, b, _| Instr::Or { d, a, b },
        "arith.xori" => |d, a, b, _| Instr::Xor { d, a, b },
        "arith.shli" => |d, a, b, sh| Instr::Shl { d, a, b, sh },
        "arith.shrsi" => |d, a, b, sh| Instr::ShrS { d, a, b, sh },
        "arith.shrui" => |d, a, b, sh| Instr::ShrU { d, a, b, sh },
        "arith.maxsi" => |d, a, b, _| Instr::MaxS { d, a, b },
        "arith.minsi" => |d, a, b, _| Instr::MinS { d, a, b },
        "arith.maxui" => |d, a, b, _| Instr::MaxU { d, a, b },
        "arith.minui" => |d, a, b, _| Instr::MinU { d, a, b },
        "math.ipowi" => |d, a, b, sh| Instr::IPow { d, a, b, sh },
        _ => return None,
    })
}

/// Emits `d = a (name) b` for the scalar `arith` binary op `name` on
/// values of type `t`; false when `name` is not one.
pub(crate) fn emit_binary(
    c: &mut Compiler<'_>,
    name: &str,
    t: ScalarType,
    d: u32,
    a: u32,
    b: u32,
) -> bool {
    if let Some(make) = int_bin(name) {
        c.emit(make(d, a, b, sh(t)));
        return true;
    }
    match (fbin_op(name), fty(t)) {
        (Some(op), Some(t)) => {
            c.emit(Instr::FBin { d, a, b, t, op });
            true
        }
        _ => false,
    }
}

/// Compiles one op that is not control flow.
pub(crate) fn compile_op(
    c: &mut Compiler<'_>,
    view: OpView<'_>,
    name: &str,
) -> Result<(), CompileError> {
    let ir = c.ir();
    let op = view.op;
    // `arith` and `math` ops on tensors apply elementwise.
    if (name.starts_with("arith.") || name.starts_with("math."))
        && ir.num_results(op) == 1
        && ir
            .operands(op)
            .chain(ir.results(op))
            .any(|v| matches!(c.vm_type_of(v, op), Ok(VmType::Buffer)))
    {
        return super::tensor::elementwise(c, op, name);
    }
    for v in ir.operands(op).chain(ir.results(op)) {
        if matches!(c.vm_type_of(v, op)?, VmType::Buffer)
            && !name.starts_with("util.")
            && !name.starts_with("func.")
            && name != "flow.tensor.tie_shape"
        {
            return Err(c.unsupported(op, "this op on tensors yet"));
        }
    }
    let operand = |i: usize| ir.operand(op, i);
    let name = index_as_arith(name).unwrap_or(name);
    if let Some(make) = int_bin(name) {
        let t = c.scalar_type_of(operand(0), op)?;
        let (a, b) = (c.s(operand(0)), c.s(operand(1)));
        let d = c.define(ir.result(op, 0), op)?.index();
        c.emit(match (name, sh(t)) {
            ("arith.addi", 0) => Instr::Add64 { d, a, b },
            ("arith.subi", 0) => Instr::Sub64 { d, a, b },
            ("arith.muli", 0) => Instr::Mul64 { d, a, b },
            (_, sh) => make(d, a, b, sh),
        });
        return Ok(());
    }
    if let Some(fop) = fbin_op(name) {
        let t = c.scalar_type_of(operand(0), op)?;
        let ft = fty(t).ok_or_else(|| c.unsupported(op, "this float type"))?;
        let (a, b) = (c.s(operand(0)), c.s(operand(1)));
        let d = c.define(ir.result(op, 0), op)?.index();
        c.emit(match (ft, fop) {
            (FTy::F32, FBinOp::Add) => Instr::F32Add { d, a, b },
            (FTy::F32, FBinOp::Sub) => Instr::F32Sub { d, a, b },
            (FTy::F32, FBinOp::Mul) => Instr::F32Mul { d, a, b },
            (FTy::F32, FBinOp::Div) => Instr::F32Div { d, a, b },
            (FTy::F64, FBinOp::Add) => Instr::F64Add { d, a, b },
            (FTy::F64, FBinOp::Sub) => Instr::F64Sub { d, a, b },
            (FTy::F64, FBinOp::Mul) => Instr::F64Mul { d, a, b },
            (FTy::F64, FBinOp::Div) => Instr::F64Div { d, a, b },
            _ => Instr::FBin {
                d,
                a,
                b,
                t: ft,
                op: fop,
            },
        });
        return Ok(());
    }
    if let Some(fop) = fun_op(name) {
        let t = c.scalar_type_of(operand(0), op)?;
        let ft = fty(t).ok_or_else(|| c.unsupported(op, "this float type"))?;
        let a = c.s(operand(0));
        let d = c.define(ir.result(op, 0), op)?.index();
        c.emit(Instr::FUn {
            d,
            a,
            t: ft,
            op: fop,
        });
        return Ok(());
    }
    match name {
        "index.sizeof" => {
            // The index width of this target, and of MLIR's on it: 64 bits.
            let d = c.define(ir.result(op, 0), op)?.index();
            let k = c.const_slot(64);
            c.emit(Instr::Mov { d, s: k });
            Ok(())
        }
        "index.cmp" => {
            let ctx = c.ctx();
            let p = ir
                .op(op)
                .props
                .and_then(|p| ctx.dict_get(p, b"pred"))
                .and_then(|a| match ctx.attr_data(a) {
                    AttrData::Dialect(d) => match d.params.first() {
                        Some(sigil_ir::attrs::Param::Int(v)) => Some(*v),
                        _ => None,
                    },
                    _ => None,
                })
                .ok_or_else(|| c.unsupported(op, "an index.cmp without its predicate"))?;
            let p = IPred::ALL[p.clamp(0, 9) as usize];
            let (a, b) = (c.s(operand(0)), c.s(operand(1)));
            let d = c.define(ir.result(op, 0), op)?.index();
            c.emit(Instr::Cmp { d, a, b, p });
            Ok(())
        }
        "ub.poison" => {
            if c.slots_has(ir.result(op, 0)) {
                return Ok(());
            }
            Err(c.unsupported(op, "a poison of this type"))
        }
        "arith.constant" => {
            // Scalars are in the constant template already.
            if c.slots_has(ir.result(op, 0)) {
                return Ok(());
            }
            Err(c.unsupported(op, "this constant"))
        }
        "arith.cmpi" => {
            if c.fusable_cmp(op) {
                c.fuse(ir.result(op, 0), op);
                return Ok(());
            }
            let (a, b, p) = cmpi_parts(c, op);
            let d = c.define(ir.result(op, 0), op)?.index();
            c.emit(Instr::Cmp { d, a, b, p });
            Ok(())
        }
        "arith.cmpf" => {
            let t = c.scalar_type_of(operand(0), op)?;
            let ft = fty(t).ok_or_else(|| c.unsupported(op, "this float type"))?;
            let p = FPred::ALL[int_prop(c, op, "predicate").unwrap_or(0).clamp(0, 15) as usize];
            let (a, b) = (c.s(operand(0)), c.s(operand(1)));
            let d = c.define(ir.result(op, 0), op)?.index();
            c.emit(Instr::FCmp { d, a, b, t: ft, p });
            Ok(())
        }
        "arith.select" => {
            let cond = c.s(operand(0));
            let (a, b) = (c.slot(operand(1)), c.slot(operand(2)));
            let d = c.define(ir.result(op, 0), op)?;
            if let Slot::C(d) = d {
                // A complex select picks both parts.
                for k in 0..2 {
                    c.emit(Instr::Select {
                        d: d + k,
                        c: cond,
                        a: a.index() + k,
                        b: b.index() + k,
                    });
                }
                return Ok(());
            }
            c.emit(match d {
                Slot::C(_) => unreachable!("handled above"),
                Slot::S(d) => Instr::Select {
                    d,
                    c: cond,
                    a: a.index(),
                    b: b.index(),
                },
                Slot::R(d) => Instr::SelectRef {
                    d,
                    c: cond,
                    a: a.index(),
                    b: b.index(),
                },
            });
            Ok(())
        }
        "arith.extsi" => {
            // Slots are sign-extended already.
            let s = c.slot(operand(0));
            let d = c.define(ir.result(op, 0), op)?.index();
            c.emit(Instr::Mov { d, s: s.index() });
            Ok(())
        }
        "arith.extui" => {
            let w = c.scalar_type_of(operand(0), op)?.bits() as u8;
            let s = c.s(operand(0));
            let d = c.define(ir.result(op, 0), op)?.index();
            c.emit(Instr::ZExt { d, s, w });
            Ok(())
        }
        "arith.trunci" => {
            let to = c.scalar_type_of(ir.result(op, 0), op)?;
            let s = c.s(operand(0));
            let d = c.define(ir.result(op, 0), op)?.index();
            c.emit(Instr::Trunc { d, s, sh: sh(to) });
            Ok(())
        }
        "arith.index_cast" | "arith.index_castui" => {
            let from = c.scalar_type_of(operand(0), op)?;
            let to = c.scalar_type_of(ir.result(op, 0), op)?;
            let s = c.s(operand(0));
            let d = c.define(ir.result(op, 0), op)?.index();
            c.emit(if to.bits() < from.bits() {
                Instr::Trunc { d, s, sh: sh(to) }
            } else if name == "arith.index_castui" && from.bits() < 64 {
                Instr::ZExt {
                    d,
                    s,
                    w: from.bits() as u8,
                }
            } else {
                Instr::Mov { d, s }
            });
            Ok(())
        }
        "arith.bitcast" => {
            let from = c.scalar_type_of(operand(0), op)?;
            let to = c.scalar_type_of(ir.result(op, 0), op)?;
            let s = c.s(operand(0));
            let d = c.define(ir.result(op, 0), op)?.index();
            let w = from.bits() as u8;
            c.emit(match (from.is_float(), to.is_float()) {
                // Integers are sign-extended, floats zero-extended.
                (false, true) if w < 64 => Instr::ZExt { d, s, w },
                (true, false) if w < 64 => Instr::Trunc { d, s, sh: 64 - w },
                _ => Instr::Mov { d, s },
            });
            Ok(())
        }
        "arith.sitofp" | "arith.uitofp" => {
            let from = c.scalar_type_of(operand(0), op)?;
            let to = c.scalar_type_of(ir.result(op, 0), op)?;
            let t = fty(to).ok_or_else(|| c.unsupported(op, "this float type"))?;
            let s = c.s(operand(0));
            let d = c.define(ir.result(op, 0), op)?.index();
            c.emit(Instr::IToF {
                d,
                s,
                w: from.bits() as u8,
                signed: name == "arith.sitofp",
                t,
            });
            Ok(())
        }
        "arith.fptosi" | "arith.fptoui" => {
            let from = c.scalar_type_of(operand(0), op)?;
            let to = c.scalar_type_of(ir.result(op, 0), op)?;
            let t = fty(from).ok_or_else(|| c.unsupported(op, "this float type"))?;
            let s = c.s(operand(0));
            let d = c.define(ir.result(op, 0), op)?.index();
            c.emit(Instr::FToI {
                d,
                s,
                w: to.bits() as u8,
                signed: name == "arith.fptosi",
                t,
            });
            Ok(())
        }
        "arith.extf" | "arith.truncf" => {
            let from = fty(c.scalar_type_of(operand(0), op)?)
                .ok_or_else(|| c.unsupported(op, "this float type"))?;
            let to = fty(c.scalar_type_of(ir.result(op, 0), op)?)
                .ok_or_else(|| c.unsupported(op, "this float type"))?;
            let r = match int_prop(c, op, "roundingmode") {
                Some(1) => Rounding::Downward,
                Some(2) => Rounding::Upward,
                Some(3) => Rounding::TowardZero,
                Some(4) => Rounding::NearestAway,
                _ => Rounding::NearestEven,
            };
            let s = c.s(operand(0));
            let d = c.define(ir.result(op, 0), op)?.index();
            c.emit(Instr::FConv { d, s, from, to, r });
            Ok(())
        }
        // MLIR's definitions: the scale truncated to f8E8M0FNU (a power of
        // two), then extended and multiplied in (extf) or divided out
        // (truncf) in the wider type.
        "arith.scaling_extf" | "arith.scaling_truncf" => {
            let ty = |c: &Compiler<'_>, v| -> Result<FTy, CompileError> {
                fty(c.scalar_type_of(v, op)?).ok_or_else(|| c.unsupported(op, "this float type"))
            };
            let (a, sc) = (operand(0), operand(1));
            let (from, st, to) = (ty(c, a)?, ty(c, sc)?, ty(c, ir.result(op, 0))?);
            let r = Rounding::NearestEven;
            let e8 = FTy::F8E8M0FNU;
            let (a, sc) = (c.s(a), c.s(sc));
            let (t1, t2) = (c.new_scalar(), c.new_scalar());
            let d = c.define(ir.result(op, 0), op)?.index();
            c.emit(Instr::FConv {
                d: t1,
                s: sc,
                from: st,
                to: e8,
                r,
            });
            if name == "arith.scaling_extf" {
                let t3 = c.new_scalar();
                c.emit(Instr::FConv {
                    d: t2,
                    s: t1,
                    from: e8,
                    to,
                    r,
                });
                c.emit(Instr::FConv {
                    d: t3,
                    s: a,
                    from,
                    to,
                    r,
                });
                c.emit(Instr::FBin {
                    d,
                    a: t3,
                    b: t2,
                    t: to,
                    op: FBinOp::Mul,
                });
            } else {
                let t3 = c.new_scalar();
                c.emit(Instr::FConv {
                    d: t2,
                    s: t1,
                    from: e8,
                    to: from,
                    r,
                });
                c.emit(Instr::FBin {
                    d: t3,
                    a,
                    b: t2,
                    t: from,
                    op: FBinOp::Div,
                });
                c.emit(Instr::FConv {
                    d,
                    s: t3,
                    from,
                    to,
                    r,
                });
            }
            Ok(())
        }
        "arith.addui_extended" => {
            let w = c.scalar_type_of(operand(0), op)?.bits() as u8;
            let (a, b) = (c.s(operand(0)), c.s(operand(1)));
            let d = c.define(ir.result(op, 0), op)?.index();
            let o = c.define(ir.result(op, 1), op)?.index();
            c.emit(Instr::AddUiExt { d, o, a, b, w });
            Ok(())
        }
        "arith.mulsi_extended" | "arith.mului_extended" => {
            let w = c.scalar_type_of(operand(0), op)?.bits() as u8;
            let (a, b) = (c.s(operand(0)), c.s(operand(1)));
            let lo = c.define(ir.result(op, 0), op)?.index();
            let hi = c.define(ir.result(op, 1), op)?.index();
            c.emit(Instr::MulExt {
                lo,
                hi,
                a,
                b,
                w,
                signed: name == "arith.mulsi_extended",
            });
            Ok(())
        }
        "math.absi" | "math.ctlz" | "math.cttz" | "math.ctpop" => {
            let w = c.scalar_type_of(operand(0), op)?.bits() as u8;
            let bop = match name {
                "math.absi" => BitOp::Abs,
                "math.ctlz" => BitOp::Ctlz,
                "math.cttz" => BitOp::Cttz,
                _ => BitOp::Ctpop,
            };
            let a = c.s(operand(0));
            let d = c.define(ir.result(op, 0), op)?.index();
            c.emit(Instr::Bits { d, a, w, op: bop });
            Ok(())
        }
        "math.isnan" | "math.isinf" | "math.isfinite" | "math.isnormal" => {
            let t = fty(c.scalar_type_of(operand(0), op)?)
                .ok_or_else(|| c.unsupported(op, "this float type"))?;
            let cls = match name {
                "math.isnan" => FClass::IsNan,
                "math.isinf" => FClass::IsInf,
                "math.isfinite" => FClass::IsFinite,
                _ => FClass::IsNormal,
            };
            let a = c.s(operand(0));
            let d = c.define(ir.result(op, 0), op)?.index();
            c.emit(Instr::FClassify { d, a, t, c: cls });
            Ok(())
        }
        "math.fma" | "vector.fma" => {
            let t = fty(c.scalar_type_of(operand(0), op)?)
                .ok_or_else(|| c.unsupported(op, "this float type"))?;
            let (a, b, cc) = (c.s(operand(0)), c.s(operand(1)), c.s(operand(2)));
            let d = c.define(ir.result(op, 0), op)?.index();
            c.emit(Instr::Fma { d, a, b, c: cc, t });
            Ok(())
        }
        "math.fpowi" => {
            let t = fty(c.scalar_type_of(operand(0), op)?)
                .ok_or_else(|| c.unsupported(op, "this float type"))?;
            let (a, b) = (c.s(operand(0)), c.s(operand(1)));
            let d = c.define(ir.result(op, 0), op)?.index();
            c.emit(Instr::FPowI { d, a, b, t });
            Ok(())
        }
        "math.clampf" => {
            let t = fty(c.scalar_type_of(operand(0), op)?)
                .ok_or_else(|| c.unsupported(op, "this float type"))?;
            let (a, lo, hi) = (c.s(operand(0)), c.s(operand(1)), c.s(operand(2)));
            let d = c.define(ir.result(op, 0), op)?.index();
            c.emit(Instr::FClamp { d, a, lo, hi, t });
            Ok(())
        }
        "math.sincos" => {
            let t = fty(c.scalar_type_of(operand(0), op)?)
                .ok_or_else(|| c.unsupported(op, "this float type"))?;
            let a = c.s(operand(0));
            let s = c.define(ir.result(op, 0), op)?.index();
            let co = c.define(ir.result(op, 1), op)?.index();
            c.emit(Instr::FUn {
                d: s,
                a,
                t,
                op: FUnOp::Sin,
            });
            c.emit(Instr::FUn {
                d: co,
                a,
                t,
                op: FUnOp::Cos,
            });
            Ok(())
        }
        "func.call" | "util.call" => {
            let callee = symbol_name(c, op, "callee")
                .ok_or_else(|| c.unsupported(op, "a call without a callee"))?;
            if let Some(int_op) = std::str::from_utf8(&callee)
                .ok()
                .and_then(crate::bigint::IntOp::from_name)
            {
                return builtin_int(c, op, int_op);
            }
            let index = c.env().function(&callee).ok_or_else(|| {
                c.unsupported(
                    op,
                    &format!(
                        "a call of '@{}', which has no body here",
                        String::from_utf8_lossy(&callee)
                    ),
                )
            })?;
            let args: Vec<IrValue> = ir.operands(op).collect();
            c.call(Callee::Direct(index), op, &args)
        }
        "func.call_indirect" => {
            let f = c.s(view.operand(CallIndirectOp::CALLEE).expect("callee"));
            let args: Vec<IrValue> = view.operands(CallIndirectOp::CALLEE_OPERANDS).collect();
            c.call(Callee::Indirect(f), op, &args)
        }
        "func.constant" => {
            let callee = symbol_name(c, op, "value")
                .ok_or_else(|| c.unsupported(op, "a constant without a symbol"))?;
            let index = c.env().function(&callee).ok_or_else(|| {
                c.unsupported(
                    op,
                    &format!(
                        "a reference to '@{}', which has no body here",
                        String::from_utf8_lossy(&callee)
                    ),
                )
            })?;
            let s = c.const_slot(index as u64);
            let d = c.define(ir.result(op, 0), op)?.index();
            c.emit(Instr::Mov { d, s });
            Ok(())
        }
        "cf.assert" => {
            let cond = c.s(operand(0));
            let msg = c
                .ctx()
                .dict_get(
                    ir.op(op).props.unwrap_or_else(|| c.ctx().empty_dict()),
                    b"msg",
                )
                .map(|a| String::from_utf8_lossy(c.ctx().str_bytes(a)).into_owned())
                .unwrap_or_default();
            let f = c.func_mut();
            f.strings.push(msg);
            let m = f.strings.len() as u32 - 1;
            c.emit(Instr::Assert { c: cond, m });
            Ok(())
        }
        "util.global.load" | "util.global.store" | "memref.get_global" => {
            let key = if name == "memref.get_global" {
                "name"
            } else {
                "global"
            };
            let g = symbol_name(c, op, key)
                .ok_or_else(|| c.unsupported(op, "a global access without a symbol"))?;
            let (index, _) = c.env().global(&g).ok_or_else(|| {
                c.unsupported(
                    op,
                    &format!("the global '@{}'", String::from_utf8_lossy(&g)),
                )
            })?;
            if name != "util.global.store" {
                match c.define(ir.result(op, 0), op)? {
                    Slot::S(d) => c.emit(Instr::GlobalLoad { d, g: index }),
                    Slot::R(d) => c.emit(Instr::GlobalLoadRef { d, g: index }),
                    Slot::C(_) => return Err(c.unsupported(op, "complex globals")),
                }
            } else {
                match c.slot(operand(0)) {
                    Slot::S(s) => c.emit(Instr::GlobalStore { s, g: index }),
                    Slot::R(s) => c.emit(Instr::GlobalStoreRef { s, g: index }),
                    Slot::C(_) => return Err(c.unsupported(op, "complex globals")),
                }
            }
            Ok(())
        }
        "util.null" => {
            match c.define(ir.result(op, 0), op)? {
                Slot::R(d) => c.emit(Instr::Null { d }),
                Slot::C(_) => return Err(c.unsupported(op, "a complex null")),
                Slot::S(d) => {
                    let z = c.const_slot(0);
                    c.emit(Instr::Mov { d, s: z })
                }
            }
            Ok(())
        }
        "util.cmp.eq" | "util.cmp.ne" => {
            let (a, b) = (c.slot(operand(0)), c.slot(operand(1)));
            let d = c.define(ir.result(op, 0), op)?.index();
            match (a, b) {
                (Slot::R(a), Slot::R(b)) => c.emit(Instr::RefEq { d, a, b }),
                (a, b) => c.emit(Instr::Cmp {
                    d,
                    a: a.index(),
                    b: b.index(),
                    p: IPred::Eq,
                }),
            }
            if name == "util.cmp.ne" {
                let ones = c.const_slot(u64::MAX);
                c.emit(Instr::Xor { d, a: d, b: ones });
            }
            Ok(())
        }
        "util.list.create" => {
            let elem = match c.vm_type_of(ir.result(op, 0), op)? {
                VmType::List(e) => e,
                _ => ListElem::Variant,
            };
            let cap = ir.operands(op).next().map(|v| c.s(v)).unwrap_or(u32::MAX);
            let f = c.func_mut();
            f.elems.push(elem);
            let e = f.elems.len() as u32 - 1;
            let d = c.define(ir.result(op, 0), op)?.index();
            c.emit(Instr::ListNew { d, cap, e });
            Ok(())
        }
        "util.list.size" => {
            let l = c.s(operand(0));
            let d = c.define(ir.result(op, 0), op)?.index();
            c.emit(Instr::ListSize { d, l });
            Ok(())
        }
        "util.list.resize" => {
            let (l, n) = (c.s(operand(0)), c.s(operand(1)));
            c.emit(Instr::ListResize { l, n });
            Ok(())
        }
        "util.list.get" => {
            let (l, i) = (c.s(operand(0)), c.s(operand(1)));
            match c.vm_type_of(ir.result(op, 0), op)? {
                VmType::Scalar(t) => {
                    let f = c.func_mut();
                    f.scalars.push(t);
                    let t = f.scalars.len() as u32 - 1;
                    let d = c.define(ir.result(op, 0), op)?.index();
                    c.emit(Instr::ListGet { d, l, i, t });
                }
                VmType::Func => return Err(c.unsupported(op, "lists of functions")),
                _ => {
                    let d = c.define(ir.result(op, 0), op)?.index();
                    c.emit(Instr::ListGetRef { d, l, i });
                }
            }
            Ok(())
        }
        "util.list.set" => {
            let (l, i) = (c.s(operand(0)), c.s(operand(1)));
            match c.slot(operand(2)) {
                Slot::S(v) => {
                    let t = c.scalar_type_of(operand(2), op)?;
                    let f = c.func_mut();
                    f.scalars.push(t);
                    let t = f.scalars.len() as u32 - 1;
                    c.emit(Instr::ListSet { l, i, v, t });
                }
                Slot::R(v) => c.emit(Instr::ListSetRef { l, i, v }),
                Slot::C(_) => return Err(c.unsupported(op, "complex list elements")),
            }
            Ok(())
        }
        "util.list.construct" => {
            let elem = match c.vm_type_of(ir.result(op, 0), op)? {
                VmType::List(e) => e,
                _ => ListElem::Variant,
            };
            let values: Vec<IrValue> = view.operands(ListConstructOp::VALUES).collect();
            let n = c.const_slot(values.len() as u64);
            let f = c.func_mut();
            f.elems.push(elem);
            let e = f.elems.len() as u32 - 1;
            let l = c.new_ref();
            c.emit(Instr::ListNew { d: l, cap: n, e });
            c.emit(Instr::ListResize { l, n });
            for (k, &v) in values.iter().enumerate() {
                let i = c.const_slot(k as u64);
                match c.slot(v) {
                    Slot::S(v2) => {
                        let t = c.scalar_type_of(v, op)?;
                        let f = c.func_mut();
                        f.scalars.push(t);
                        let t = f.scalars.len() as u32 - 1;
                        c.emit(Instr::ListSet { l, i, v: v2, t });
                    }
                    Slot::R(v2) => c.emit(Instr::ListSetRef { l, i, v: v2 }),
                    Slot::C(_) => return Err(c.unsupported(op, "complex list elements")),
                }
            }
            let d = c.define(ir.result(op, 0), op)?.index();
            c.emit(Instr::MovRef { d, s: l });
            Ok(())
        }
        // (value + alignment - 1) & ~(alignment - 1), as IREE expands it:
        // an alignment of 0 gives 0.
        "util.align" => {
            let sh = sh(c.scalar_type_of(operand(0), op)?);
            let (v, a) = (c.s(operand(0)), c.s(operand(1)));
            let (one, ones) = (c.const_slot(1), c.const_slot(u64::MAX));
            let (m, t) = (c.new_scalar(), c.new_scalar());
            c.emit(Instr::Sub {
                d: m,
                a,
                b: one,
                sh,
            });
            c.emit(Instr::Add {
                d: t,
                a: v,
                b: m,
                sh,
            });
            c.emit(Instr::Xor {
                d: m,
                a: m,
                b: ones,
            });
            let d = c.define(ir.result(op, 0), op)?.index();
            c.emit(Instr::And { d, a: t, b: m });
            Ok(())
        }
        // The byte size of a scalar type (i1 takes a byte; index 64 bits).
        "util.sizeof" => {
            let ctx = c.ctx();
            let bytes = ir
                .op(op)
                .props
                .and_then(|p| ctx.dict_get(p, b"sizedType"))
                .and_then(|a| match ctx.attr_data(a) {
                    AttrData::Type(t) => super::vm_type(ctx, *t),
                    _ => None,
                })
                .and_then(|t| match t {
                    VmType::Scalar(s) => Some((s.bits() as u64).div_ceil(8)),
                    _ => None,
                })
                .ok_or_else(|| c.unsupported(op, "the size of this type"))?;
            let k = c.const_slot(bytes);
            let d = c.define(ir.result(op, 0), op)?.index();
            c.emit(Instr::Mov { d, s: k });
            Ok(())
        }
        "util.unfoldable_constant" => {
            if matches!(c.vm_type_of(ir.result(op, 0), op)?, VmType::Buffer) {
                return super::tensor::compile(c, view, "arith.constant");
            }
            let bits = constant_bits(c, op)?.ok_or_else(|| c.unsupported(op, "this constant"))?;
            let k = c.const_slot(bits);
            let d = c.define(ir.result(op, 0), op)?.index();
            c.emit(Instr::Mov { d, s: k });
            Ok(())
        }
        // Unsigned minimum and maximum, as IREE expands them (arith.minui,
        // arith.maxui); extents are [min offset, max (offset + length - 1)].
        "util.range.min" | "util.range.max" | "util.range.extents" => {
            let ranges: Vec<(u32, u32)> = if name == "util.range.extents" {
                let sh = sh(c.scalar_type_of(operand(0), op)?);
                let offsets: Vec<IrValue> = view.operands(RangeExtentsOp::OFFSETS).collect();
                let lengths: Vec<IrValue> = view.operands(RangeExtentsOp::LENGTHS).collect();
                let one = c.const_slot(1);
                let mut v = Vec::new();
                for (o, l) in offsets.into_iter().zip(lengths) {
                    let (o, l) = (c.s(o), c.s(l));
                    let t = c.new_scalar();
                    c.emit(Instr::Add {
                        d: t,
                        a: o,
                        b: l,
                        sh,
                    });
                    c.emit(Instr::Sub {
                        d: t,
                        a: t,
                        b: one,
                        sh,
                    });
                    v.push((o, t));
                }
                v
            } else {
                ir.operands(op).map(|v| (c.s(v), c.s(v))).collect()
            };
            let fold = |c: &mut Compiler<'_>, vals: Vec<u32>, max: bool| {
                let mut acc = vals[0];
                for &b in &vals[1..] {
                    let d = c.new_scalar();
                    c.emit(if max {
                        Instr::MaxU { d, a: acc, b }
                    } else {
                        Instr::MinU { d, a: acc, b }
                    });
                    acc = d;
                }
                acc
            };
            if ranges.is_empty() {
                return Err(c.unsupported(op, "an empty range"));
            }
            let lo = fold(c, ranges.iter().map(|r| r.0).collect(), false);
            let hi = fold(c, ranges.iter().map(|r| r.1).collect(), true);
            let outs: &[u32] = match name {
                "util.range.min" => &[lo],
                "util.range.max" => &[hi],
                _ => &[lo, hi],
            };
            for (k, &s) in outs.iter().enumerate() {
                let d = c.define(ir.result(op, k), op)?.index();
                c.emit(Instr::Mov { d, s });
            }
            Ok(())
        }
        // values[index], or the default when the index is out of range.
        "util.switch" => {
            let index = c.s(view.operand(UtilSwitchOp::INDEX).expect("an index"));
            let mut acc = c.s(view
                .operand(UtilSwitchOp::DEFAULT_VALUE)
                .expect("a default"));
            let values: Vec<IrValue> = view.operands(UtilSwitchOp::VALUES).collect();
            for (k, &v) in values.iter().enumerate() {
                let b = c.const_slot(k as u64);
                let (t, d) = (c.new_scalar(), c.new_scalar());
                c.emit(Instr::Cmp {
                    d: t,
                    a: index,
                    b,
                    p: IPred::Eq,
                });
                let v = c.s(v);
                c.emit(Instr::Select {
                    d,
                    c: t,
                    a: v,
                    b: acc,
                });
                acc = d;
            }
            let d = c.define(ir.result(op, 0), op)?.index();
            c.emit(Instr::Mov { d, s: acc });
            Ok(())
        }
        // Identities at run time.
        "util.assume.int"
        | "util.optimization_barrier"
        | "util.numeric.optional_narrow"
        | "flow.tensor.tie_shape" => {
            let n = ir.num_results(op);
            for k in 0..n {
                let s = c.slot(operand(k));
                let d = c.define(ir.result(op, k), op)?;
                c.parallel_move(&[d], &[s]);
            }
            Ok(())
        }
        "affine.apply" | "affine.min" | "affine.max" => affine(c, op, name),
        _ => Err(c.unsupported(op, "this op yet")),
    }
}

/// The root name of the flat symbol reference property `name`.
fn symbol_name(c: &Compiler<'_>, op: OpId, name: &str) -> Option<Vec<u8>> {
    let ctx = c.ctx();
    let a = ctx.dict_get(c.ir().op(op).props?, name.as_bytes())?;
    match ctx.attr_data(a) {
        AttrData::SymbolRef { root, .. } => Some(ctx.str_bytes(*root).to_vec()),
        _ => None,
    }
}

/// `affine.apply` / `min` / `max`: the map's expressions evaluated on its
/// operands (dims, then symbols) with index arithmetic.
fn affine(c: &mut Compiler<'_>, op: OpId, name: &str) -> Result<(), CompileError> {
    let ctx = c.ctx();
    let ir = c.ir();
    let map_attr = ctx.dict_get(ir.op(op).props.unwrap_or_else(|| ctx.empty_dict()), b"map");
    let Some(AttrData::AffineMap(map)) = map_attr.map(|a| ctx.attr_data(a)) else {
        return Err(c.unsupported(op, "this op without a map"));
    };
    let map: &AffineMap = map;
    let inputs: Vec<u32> = ir.operands(op).map(|v| c.s(v)).collect();
    let num_dims = map.num_dims() as usize;
    let mut memo: std::collections::HashMap<ExprId, u32> = std::collections::HashMap::new();
    let mut results = Vec::new();
    for &r in map.results() {
        results.push(affine_expr(c, map, r, &inputs, num_dims, &mut memo));
    }
    let d = c.define(ir.result(op, 0), op)?.index();
    let mut acc = results[0];
    for &r in &results[1..] {
        let t = c.new_temp();
        c.emit(if name == "affine.min" {
            Instr::MinS { d: t, a: acc, b: r }
        } else {
            Instr::MaxS { d: t, a: acc, b: r }
        });
        acc = t;
    }
    c.emit(Instr::Mov { d, s: acc });
    Ok(())
}

/// The slots of `map`'s results evaluated on `operands` (dims, then
/// symbols).
pub(crate) fn affine_results(c: &mut Compiler<'_>, map: &AffineMap, operands: &[u32]) -> Vec<u32> {
    let num_dims = map.num_dims() as usize;
    let mut memo: std::collections::HashMap<ExprId, u32> = std::collections::HashMap::new();
    map.results()
        .iter()
        .map(|&r| affine_expr(c, map, r, operands, num_dims, &mut memo))
        .collect()
}

pub(crate) fn affine_expr(
    c: &mut Compiler<'_>,
    map: &impl ExprStore,
    e: ExprId,
    inputs: &[u32],
    num_dims: usize,
    memo: &mut std::collections::HashMap<ExprId, u32>,
) -> u32 {
    if let Some(&s) = memo.get(&e) {
        return s;
    }
    let s = match map.expr(e) {
        AffineExpr::Dim(i) => inputs[i as usize],
        AffineExpr::Symbol(i) => inputs[num_dims + i as usize],
        AffineExpr::Constant(v) => c.const_slot(v as u64),
        AffineExpr::Add(l, r)
        | AffineExpr::Mul(l, r)
        | AffineExpr::Mod(l, r)
        | AffineExpr::FloorDiv(l, r)
        | AffineExpr::CeilDiv(l, r) => {
            let a = affine_expr(c, map, l, inputs, num_dims, memo);
            let b = affine_expr(c, map, r, inputs, num_dims, memo);
            let d = c.new_temp();
            match map.expr(e) {
                AffineExpr::Add(..) => c.emit(Instr::Add { d, a, b, sh: 0 }),
                AffineExpr::Mul(..) => c.emit(Instr::Mul { d, a, b, sh: 0 }),
                AffineExpr::FloorDiv(..) => c.emit(Instr::FloorDivS { d, a, b, sh: 0 }),
                AffineExpr::CeilDiv(..) => c.emit(Instr::CeilDivS { d, a, b, sh: 0 }),
                _ => {
                    // a mod b = a - floordiv(a, b) * b: never negative for b > 0.
                    let q = c.new_temp();
                    c.emit(Instr::FloorDivS { d: q, a, b, sh: 0 });
                    c.emit(Instr::Mul {
                        d: q,
                        a: q,
                        b,
                        sh: 0,
                    });
                    c.emit(Instr::Sub { d, a, b: q, sh: 0 });
                }
            }
            d
        }
    };
    memo.insert(e, s);
    s
}

/// A call of a Python-int builtin (`@pydmint$...`, see `crate::bigint`):
/// a side-table op, checked against the builtin's signature.
fn builtin_int(
    c: &mut Compiler<'_>,
    op: sigil_ir::OpId,
    int_op: crate::bigint::IntOp,
) -> Result<(), CompileError> {
    use crate::bigint::Kind;
    let ir = c.ir();
    let (want_args, want_results) = int_op.signature();
    let args: Vec<IrValue> = ir.operands(op).collect();
    let results: Vec<IrValue> = ir.results(op).collect();
    let bad = || c.unsupported(op, "this signature for a Python-int builtin");
    if args.len() != want_args.len() || results.len() != want_results.len() {
        return Err(bad());
    }
    let check = |c: &Compiler<'_>, v: IrValue, k: Kind| -> Result<(), CompileError> {
        match (c.vm_type_of(v, op)?, k) {
            (VmType::BigInt, Kind::Int) | (VmType::Scalar(_), Kind::Scalar) => Ok(()),
            _ => Err(c.unsupported(op, "this signature for a Python-int builtin")),
        }
    };
    for (&v, &k) in args.iter().zip(want_args) {
        check(c, v, k)?;
    }
    for (&v, &k) in results.iter().zip(want_results) {
        check(c, v, k)?;
    }
    let args: Vec<u32> = args.iter().map(|&v| c.slot(v).index()).collect();
    let results: Vec<u32> = c
        .define_results(op)?
        .into_iter()
        .map(|s| s.index())
        .collect();
    let f = c.func_mut();
    f.tensors.push(crate::tensor::TensorOp::Int(Box::new(
        crate::bigint::BigCall {
            op: int_op,
            args,
            results,
        },
    )));
    let i = f.tensors.len() as u32 - 1;
    c.emit(Instr::Tensor { i });
    Ok(())
}
