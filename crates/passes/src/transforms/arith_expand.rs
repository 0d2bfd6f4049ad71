//! `arith-expand`: MLIR's expansion of the `arith` ops that have no direct
//! LLVM lowering into simpler `arith` ops, op for op as its conversion
//! patterns build them.
//!
//! MLIR runs these patterns through the partial-conversion driver, and the
//! output shows how that driver works, so this pass does the same: the ops
//! under the anchor are listed in pre-order before anything changes; each
//! illegal one is first folded (an in-place fold makes it be legalized again;
//! a folded constant is materialized right before it, at its location), and
//! only then expanded. An expansion builds its ops right before the op, at
//! its location, in the order MLIR's pattern creates them, constants
//! included (nothing is hoisted or uniqued), and an op it builds that is
//! itself illegal (the `minnumf` of the `f4E2M1FN` truncation) is legalized
//! at once, where it stands. The first op that cannot be legalized ends the
//! pass with MLIR's "failed to legalize" error.
//!
//! Illegal: `ceildivsi`, `ceildivui`, `floordivsi`, the integer and float
//! min/max ops, `scaling_extf` and `scaling_truncf`; with the options,
//! `extf`/`truncf` between `bf16` and `f32`, and from/to `f8E8M0FNU` and
//! `f4E2M1FN`.

use sigil_ir::{Attr, Context, Ir, OpId, Type, Value};
use sigil_numeric::FloatKind;

use crate::options::{OptionDecl, OptionKind, PassOptions};
use crate::pass::{Pass, PassFailed, Target};
use crate::rewrite::conversion::{cmpf, cmpi, run_conversion, At, Converter, Legality, Lowering};

/// The pass's options, in MLIR's declaration order.
pub const OPTIONS: &[OptionDecl] = &[
    OptionDecl {
        name: "include-bf16",
        kind: OptionKind::Bool,
        default: "false",
        help: "Enable the BF16 expansion patterns",
    },
    OptionDecl {
        name: "include-f4e2m1",
        kind: OptionKind::Bool,
        default: "false",
        help: "Enable the F4E2M1 expansion patterns",
    },
    OptionDecl {
        name: "include-f8e8m0",
        kind: OptionKind::Bool,
        default: "false",
        help: "Enable the F8E8M0 expansion patterns",
    },
];

/// The `arith-expand` pass.
pub struct ArithExpand {
    options: PassOptions,
    flags: Flags,
}

#[derive(Clone, Copy)]
struct Flags {
    bf16: bool,
    f8e8m0: bool,
    f4e2m1: bool,
}

impl ArithExpand {
    pub fn new(options: PassOptions) -> Self {
        let flags = Flags {
            bf16: options.bool("include-bf16"),
            f8e8m0: options.bool("include-f8e8m0"),
            f4e2m1: options.bool("include-f4e2m1"),
        };
        ArithExpand { options, flags }
    }
}

impl Pass for ArithExpand {
    fn argument(&self) -> &str {
        "arith-expand"
    }

    fn name(&self) -> &str {
        "ArithExpandOpsPass"
    }

    fn options_text(&self) -> String {
        self.options.to_pipeline_text(OPTIONS)
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        run_conversion(t, &Rules { flags: self.flags })
    }
}

struct Rules {
    flags: Flags,
}

fn float_kind_of(ctx: &Context, ty: Type) -> Option<FloatKind> {
    match ctx.type_data(crate::fold::values::element_type(ctx, ty)) {
        sigil_ir::TypeData::Float(k) => Some(*k),
        _ => None,
    }
}

fn in_out_of(ctx: &Context, ir: &Ir, op: OpId) -> (Option<FloatKind>, Option<FloatKind>) {
    (
        float_kind_of(ctx, ir.value_type(ir.operand(op, 0))),
        float_kind_of(ctx, ir.value_type(ir.result(op, 0))),
    )
}

fn in_out(cv: &Converter<'_>, op: OpId) -> (Option<FloatKind>, Option<FloatKind>) {
    in_out_of(cv.ctx, cv.ir, op)
}

impl Lowering for Rules {
    /// `arith` and `vector` are legal but for the ops expanded.
    fn legality(&self, ctx: &Context, ir: &Ir, op: OpId) -> Legality {
        let name = ctx.str_bytes(ir.op(op).name);
        let f = self.flags;
        let illegal = match name {
            b"arith.ceildivsi"
            | b"arith.ceildivui"
            | b"arith.floordivsi"
            | b"arith.maxsi"
            | b"arith.maxui"
            | b"arith.minsi"
            | b"arith.minui"
            | b"arith.maximumf"
            | b"arith.minimumf"
            | b"arith.maxnumf"
            | b"arith.minnumf"
            | b"arith.scaling_extf"
            | b"arith.scaling_truncf" => true,
            b"arith.extf" => {
                let (i, o) = in_out_of(ctx, ir, op);
                (f.bf16 && i == Some(FloatKind::BF16) && o == Some(FloatKind::F32))
                    || (f.f8e8m0 && i == Some(FloatKind::F8E8M0FNU))
                    || (f.f4e2m1 && i == Some(FloatKind::F4E2M1FN))
            }
            b"arith.truncf" => {
                let (i, o) = in_out_of(ctx, ir, op);
                (f.bf16 && i == Some(FloatKind::F32) && o == Some(FloatKind::BF16))
                    || (f.f8e8m0 && o == Some(FloatKind::F8E8M0FNU))
                    || (f.f4e2m1 && o == Some(FloatKind::F4E2M1FN))
            }
            _ => false,
        };
        if illegal {
            Legality::Illegal
        } else {
            Legality::by_dialect(name, &["arith", "vector"])
        }
    }

    fn rewrite(
        &self,
        cv: &mut Converter<'_>,
        op: OpId,
        at: At,
    ) -> Result<Option<Vec<Value>>, OpId> {
        // Only the illegal ops have expansions.
        if self.legality(cv.ctx, cv.ir, op) != Legality::Illegal {
            return Ok(None);
        }
        Ok(expand(cv, self.flags, op, at)?.map(|v| vec![v]))
    }
}

fn bin_fm(
    cv: &mut Converter<'_>,
    at: At,
    name: &str,
    a: Value,
    b: Value,
    fastmath: Option<Attr>,
) -> Result<Value, OpId> {
    let given: Vec<(&str, Attr)> = fastmath.map(|f| ("fastmath", f)).into_iter().collect();
    cv.bin_with(at, name, a, b, &given)
}

/// The expansion of `op`: the value that replaces its result, or `None`
/// when its pattern does not apply.
fn expand(cv: &mut Converter<'_>, flags: Flags, op: OpId, at: At) -> Result<Option<Value>, OpId> {
    let name = cv.name(op).to_vec();
    let operand = |i: usize, ir: &Ir| ir.operand(op, i);
    let a = operand(0, cv.ir);
    let rty = cv.ir.value_type(cv.ir.result(op, 0));
    let v = match name.as_slice() {
        b"arith.ceildivui" => {
            let b = operand(1, cv.ir);
            let zero = cv.int_const(at, rty, 0)?;
            let cmp = cv.cmpi(at, cmpi::EQ, a, zero)?;
            let one = cv.int_const(at, rty, 1)?;
            let minus_one = cv.bin(at, "arith.subi", a, one)?;
            let q = cv.bin(at, "arith.divui", minus_one, b)?;
            let plus_one = cv.bin(at, "arith.addi", q, one)?;
            cv.select(at, cmp, zero, plus_one)?
        }
        b"arith.ceildivsi" => {
            let b = operand(1, cv.ir);
            let zero = cv.int_const(at, rty, 0)?;
            let one = cv.int_const(at, rty, 1)?;
            let q = cv.bin(at, "arith.divsi", a, b)?;
            let prod = cv.bin(at, "arith.muli", q, b)?;
            let inexact = cv.cmpi(at, cmpi::NE, a, prod)?;
            let a_neg = cv.cmpi(at, cmpi::SLT, a, zero)?;
            let b_neg = cv.cmpi(at, cmpi::SLT, b, zero)?;
            let same_sign = cv.cmpi(at, cmpi::EQ, a_neg, b_neg)?;
            let cond = cv.bin(at, "arith.andi", inexact, same_sign)?;
            let q1 = cv.bin(at, "arith.addi", q, one)?;
            cv.select(at, cond, q1, q)?
        }
        b"arith.floordivsi" => {
            let b = operand(1, cv.ir);
            let q = cv.bin(at, "arith.divsi", a, b)?;
            let prod = cv.bin(at, "arith.muli", q, b)?;
            let inexact = cv.cmpi(at, cmpi::NE, a, prod)?;
            let zero = cv.int_const(at, rty, 0)?;
            let a_neg = cv.cmpi(at, cmpi::SLT, a, zero)?;
            let b_neg = cv.cmpi(at, cmpi::SLT, b, zero)?;
            let opposite = cv.cmpi(at, cmpi::NE, a_neg, b_neg)?;
            let cond = cv.bin(at, "arith.andi", inexact, opposite)?;
            let minus_one = cv.int_const(at, rty, -1)?;
            let q1 = cv.bin(at, "arith.addi", q, minus_one)?;
            cv.select(at, cond, q1, q)?
        }
        b"arith.maxsi" | b"arith.maxui" | b"arith.minsi" | b"arith.minui" => {
            let p = match name.as_slice() {
                b"arith.maxsi" => cmpi::SGT,
                b"arith.maxui" => cmpi::UGT,
                b"arith.minsi" => cmpi::SLT,
                _ => cmpi::ULT,
            };
            let b = operand(1, cv.ir);
            let cmp = cv.cmpi(at, p, a, b)?;
            cv.select(at, cmp, a, b)?
        }
        b"arith.maximumf" | b"arith.minimumf" | b"arith.maxnumf" | b"arith.minnumf" => {
            let b = operand(1, cv.ir);
            let p = if matches!(name.as_slice(), b"arith.maximumf" | b"arith.maxnumf") {
                cmpf::UGT
            } else {
                cmpf::ULT
            };
            let cmp = cv.cmpf(at, p, a, b)?;
            let sel = cv.select(at, cmp, a, b)?;
            // maximum/minimum propagate a NaN `rhs`; maxnum/minnum
            // return `rhs` when `lhs` is NaN.
            let num = matches!(name.as_slice(), b"arith.maxnumf" | b"arith.minnumf");
            let tested = if num { a } else { b };
            let nan = cv.cmpf(at, cmpf::UNO, tested, tested)?;
            cv.select(at, nan, b, sel)?
        }
        b"arith.extf" => {
            let (i, o) = in_out(cv, op);
            match (i, o) {
                (Some(FloatKind::BF16), Some(FloatKind::F32)) if flags.bf16 => {
                    bf16_extf(cv, at, a, rty)?
                }
                (Some(FloatKind::F8E8M0FNU), _) if flags.f8e8m0 => {
                    let fm = cv.prop(op, b"fastmath");
                    f8e8m0_extf(cv, at, a, rty, fm)?
                }
                (Some(FloatKind::F4E2M1FN), _) if flags.f4e2m1 => f4e2m1_extf(cv, at, a, rty)?,
                _ => return Ok(None),
            }
        }
        b"arith.truncf" => {
            let (i, o) = in_out(cv, op);
            let rounding = cv.prop(op, b"roundingmode");
            let fm = cv.prop(op, b"fastmath");
            match (i, o) {
                (Some(FloatKind::F32), Some(FloatKind::BF16)) if flags.bf16 => {
                    if rounding.is_some() {
                        return Ok(None);
                    }
                    bf16_truncf(cv, at, a, rty)?
                }
                (_, Some(FloatKind::F8E8M0FNU)) if flags.f8e8m0 => {
                    if rounding.is_some() {
                        return Ok(None);
                    }
                    f8e8m0_truncf(cv, at, a, rty, fm)?
                }
                (_, Some(FloatKind::F4E2M1FN)) if flags.f4e2m1 => f4e2m1_truncf(cv, at, a, rty)?,
                _ => return Ok(None),
            }
        }
        b"arith.scaling_extf" | b"arith.scaling_truncf" => {
            let fm = cv.prop(op, b"fastmath");
            let mut scale = operand(1, cv.ir);
            let mut scale_ty = cv.ty(scale);
            let mut kind = cv.float_kind(scale_ty);
            // A 16- or 32-bit scale gives its exponent.
            if kind.is_some_and(|k| k.bit_width() >= 16) {
                scale_ty = cv.float_ty(scale_ty, FloatKind::F8E8M0FNU);
                let given: Vec<(&str, Attr)> = fm.map(|f| ("fastmath", f)).into_iter().collect();
                scale = cv.cast(at, "arith.truncf", scale, scale_ty, &given)?;
                kind = Some(FloatKind::F8E8M0FNU);
            }
            if kind != Some(FloatKind::F8E8M0FNU) {
                return Ok(None);
            }
            let given: Vec<(&str, Attr)> = fm.map(|f| ("fastmath", f)).into_iter().collect();
            if name.as_slice() == b"arith.scaling_extf" {
                let s = cv.cast(at, "arith.extf", scale, rty, &given)?;
                let x = cv.cast(at, "arith.extf", a, rty, &given)?;
                bin_fm(cv, at, "arith.mulf", x, s, fm)?
            } else {
                let in_ty = cv.ty(a);
                let s = cv.cast(at, "arith.extf", scale, in_ty, &given)?;
                let q = bin_fm(cv, at, "arith.divf", a, s, fm)?;
                let mut g = given.clone();
                if let Some(r) = cv.prop(op, b"roundingmode") {
                    g.insert(0, ("roundingmode", r));
                }
                cv.cast(at, "arith.truncf", q, rty, &g)?
            }
        }
        _ => return Ok(None),
    };
    Ok(Some(v))
}

fn bf16_extf(cv: &mut Converter<'_>, at: At, x: Value, rty: Type) -> Result<Value, OpId> {
    let xt = cv.ty(x);
    let i16t = cv.int_ty(xt, 16);
    let i32t = cv.int_ty(xt, 32);
    let bits = cv.cast(at, "arith.bitcast", x, i16t, &[])?;
    let wide = cv.cast(at, "arith.extui", bits, i32t, &[])?;
    let c16 = cv.int_const(at, i32t, 16)?;
    let shl = cv.bin(at, "arith.shli", wide, c16)?;
    cv.cast(at, "arith.bitcast", shl, rty, &[])
}

fn bf16_truncf(cv: &mut Converter<'_>, at: At, x: Value, rty: Type) -> Result<Value, OpId> {
    let xt = cv.ty(x);
    let i16t = cv.int_ty(xt, 16);
    let i32t = cv.int_ty(xt, 32);
    let is_nan = cv.cmpf(at, cmpf::UNE, x, x)?;
    let c7fff = cv.int_const(at, i32t, 0x7fff)?;
    let qnan = cv.int_const(at, i16t, 0x7fc0)?;
    let c16 = cv.int_const(at, i32t, 16)?;
    let c1 = cv.int_const(at, i32t, 1)?;
    let bits = cv.cast(at, "arith.bitcast", x, i32t, &[])?;
    let shifted = cv.bin(at, "arith.shrui", bits, c16)?;
    let bit16 = cv.bin(at, "arith.andi", shifted, c1)?;
    let bias = cv.bin(at, "arith.addi", bit16, c7fff)?;
    let biased = cv.bin(at, "arith.addi", bits, bias)?;
    let high = cv.bin(at, "arith.shrui", biased, c16)?;
    let normal = cv.cast(at, "arith.trunci", high, i16t, &[])?;
    let sel = cv.select(at, is_nan, qnan, normal)?;
    cv.cast(at, "arith.bitcast", sel, rty, &[])
}

fn f4e2m1_extf(cv: &mut Converter<'_>, at: At, x: Value, rty: Type) -> Result<Value, OpId> {
    let xt = cv.ty(x);
    let f32t = cv.float_ty(xt, FloatKind::F32);
    let i4t = cv.int_ty(xt, 4);
    let i32t = cv.int_ty(xt, 32);
    let bits = cv.cast(at, "arith.bitcast", x, i4t, &[])?;
    let c0 = cv.int_const(at, i4t, 0)?;
    let c1 = cv.int_const(at, i4t, 1)?;
    let c2 = cv.int_const(at, i4t, 2)?;
    let c4 = cv.int_const(at, i4t, 4)?;
    let c7 = cv.int_const(at, i4t, 7)?;
    let no_sign = cv.bin(at, "arith.andi", bits, c7)?;
    // The last exponent bit and the mantissa.
    let c20 = cv.int_const(at, i32t, 0x14)?;
    let low = cv.bin(at, "arith.shli", no_sign, c2)?;
    let is_half = cv.cmpi(at, cmpi::EQ, no_sign, c1)?;
    let low = cv.select(at, is_half, c0, low)?;
    let low = cv.cast(at, "arith.extui", low, i32t, &[])?;
    let low = cv.bin(at, "arith.shli", low, c20)?;
    // The first seven exponent bits.
    let zero_exp = cv.int_const(at, i32t, 0)?;
    let high_exp = cv.int_const(at, i32t, 0x4000_0000)?;
    let low_exp = cv.int_const(at, i32t, 0x3f00_0000)?;
    let larger = cv.cmpi(at, cmpi::UGE, no_sign, c4)?;
    let exp = cv.select(at, larger, high_exp, low_exp)?;
    let is_zero = cv.cmpi(at, cmpi::EQ, no_sign, c0)?;
    let exp = cv.select(at, is_zero, zero_exp, exp)?;
    // The sign.
    let sign_bit = cv.int_const(at, i32t, 0x8000_0000)?;
    let c8 = cv.int_const(at, i4t, 8)?;
    let negative = cv.cmpi(at, cmpi::UGE, bits, c8)?;
    let sign = cv.select(at, negative, sign_bit, zero_exp)?;
    let sum = cv.bin(at, "arith.addi", low, exp)?;
    let sum = cv.bin(at, "arith.addi", sum, sign)?;
    let result = cv.cast(at, "arith.bitcast", sum, f32t, &[])?;
    if cv.float_kind(rty) == Some(FloatKind::F32) {
        return Ok(result);
    }
    cv.cast(at, "arith.truncf", result, rty, &[])
}

fn f8e8m0_extf(
    cv: &mut Converter<'_>,
    at: At,
    x: Value,
    rty: Type,
    fm: Option<Attr>,
) -> Result<Value, OpId> {
    let xt = cv.ty(x);
    let i8t = cv.int_ty(xt, 8);
    let i32t = cv.int_ty(xt, 32);
    let f32t = cv.float_ty(xt, FloatKind::F32);
    let bits = cv.cast(at, "arith.bitcast", x, i8t, &[])?;
    let f8_nan = cv.int_const(at, i8t, 0xff)?;
    let f32_nan = cv.int_const(at, i32t, 0xffff_ffff)?;
    let c23 = cv.int_const(at, i32t, 23)?;
    let wide = cv.cast(at, "arith.extui", bits, i32t, &[])?;
    let f32_bits = cv.bin(at, "arith.shli", wide, c23)?;
    let is_nan = cv.cmpi(at, cmpi::EQ, bits, f8_nan)?;
    let f32_bits = cv.select(at, is_nan, f32_nan, f32_bits)?;
    let result = cv.cast(at, "arith.bitcast", f32_bits, f32t, &[])?;
    let width = cv.float_kind(rty).map_or(32, |k| k.bit_width());
    let given: Vec<(&str, Attr)> = fm.map(|f| ("fastmath", f)).into_iter().collect();
    if width < 32 {
        return cv.cast(at, "arith.truncf", result, rty, &given);
    }
    if width > 32 {
        return cv.cast(at, "arith.extf", result, rty, &given);
    }
    Ok(result)
}

fn f4e2m1_truncf(cv: &mut Converter<'_>, at: At, x: Value, rty: Type) -> Result<Value, OpId> {
    let xt = cv.ty(x);
    let i4t = cv.int_ty(xt, 4);
    let i8t = cv.int_ty(xt, 8);
    let i32t = cv.int_ty(xt, 32);
    let f32t = cv.float_ty(xt, FloatKind::F32);
    let x = if cv.float_kind(xt) != Some(FloatKind::F32) {
        cv.cast(at, "arith.extf", x, f32t, &[])?
    } else {
        x
    };
    let c1 = cv.int_const(at, i4t, 1)?;
    let c3 = cv.int_const(at, i4t, 3)?;
    let c22 = cv.int_const(at, i32t, 22)?;
    let c00 = cv.int_const(at, i8t, 0)?;
    let cff = cv.int_const(at, i8t, 0xff)?;
    let zero = cv.int_const(at, i32t, 0)?;
    // Clamp to the representable range.
    let hi = cv.f32_const(at, f32t, 6.0)?;
    let lo = cv.f32_const(at, f32t, -6.0)?;
    let clamped = cv.bin(at, "arith.minnumf", hi, x)?;
    let clamped = cv.bin(at, "arith.maxnumf", lo, clamped)?;
    let bits = cv.cast(at, "arith.bitcast", clamped, i32t, &[])?;
    // The sign bit.
    let c31 = cv.int_const(at, i32t, 31)?;
    let sign = cv.bin(at, "arith.shrui", bits, c31)?;
    let sign = cv.cast(at, "arith.trunci", sign, i4t, &[])?;
    let f4 = cv.bin(at, "arith.shli", sign, c3)?;
    // The exponent, rebiased.
    let bias = cv.int_const(at, i32t, 0x7e)?;
    let c23 = cv.int_const(at, i32t, 23)?;
    let sign_exp = cv.bin(at, "arith.shrui", bits, c23)?;
    let rebiased = cv.bin(at, "arith.subi", sign_exp, bias)?;
    let exp = cv.cast(at, "arith.trunci", rebiased, i4t, &[])?;
    let exp = cv.bin(at, "arith.shli", exp, c1)?;
    let f4 = cv.bin(at, "arith.addi", f4, exp)?;
    // The mantissa's first bit.
    let first = cv.int_const(at, i32t, 0x40_0000)?;
    let man = cv.bin(at, "arith.andi", bits, first)?;
    let man = cv.bin(at, "arith.shrui", man, c22)?;
    let man = cv.cast(at, "arith.trunci", man, i4t, &[])?;
    let f4 = cv.bin(at, "arith.addi", f4, man)?;
    // Subnormals and 0.5.
    let man_mask = cv.int_const(at, i32t, 0x7f_ffff)?;
    let exp8 = cv.cast(at, "arith.trunci", rebiased, i8t, &[])?;
    let subnormal = cv.cmpi(at, cmpi::SLE, exp8, c00)?;
    let neg_one_exp = cv.cmpi(at, cmpi::EQ, exp8, cff)?;
    let man23 = cv.bin(at, "arith.andi", bits, man_mask)?;
    let nonzero_man = cv.cmpi(at, cmpi::UGT, man23, zero)?;
    let to_half = cv.bin(at, "arith.andi", neg_one_exp, nonzero_man)?;
    let zero_exp = cv.cmpi(at, cmpi::EQ, exp8, c00)?;
    let sub_bits = cv.int_const(at, i4t, 0xf)?;
    let half_bits = cv.int_const(at, i4t, 0)?;
    let sub = cv.select(at, subnormal, sub_bits, f4)?;
    let sub = cv.select(at, to_half, half_bits, sub)?;
    let f4 = cv.select(at, zero_exp, f4, sub)?;
    // Round up where needed.
    let last22 = cv.int_const(at, i32t, 0x3f_ffff)?;
    let round = cv.int_const(at, i32t, 0x20_0000)?;
    let man22 = cv.bin(at, "arith.andi", bits, last22)?;
    let should = cv.cmpi(at, cmpi::UGE, man22, round)?;
    let should = cv.bin(at, "arith.ori", should, subnormal)?;
    let rounded = cv.bin(at, "arith.addi", f4, c1)?;
    let f4 = cv.select(at, should, rounded, f4)?;
    cv.cast(at, "arith.bitcast", f4, rty, &[])
}

fn f8e8m0_truncf(
    cv: &mut Converter<'_>,
    at: At,
    x: Value,
    rty: Type,
    fm: Option<Attr>,
) -> Result<Value, OpId> {
    let xt = cv.ty(x);
    let i8t = cv.int_ty(xt, 8);
    let i32t = cv.int_ty(xt, 32);
    let f32t = cv.float_ty(xt, FloatKind::F32);
    let width = cv.float_kind(xt).map_or(32, |k| k.bit_width());
    let given: Vec<(&str, Attr)> = fm.map(|f| ("fastmath", f)).into_iter().collect();
    let x = if width < 32 {
        cv.cast(at, "arith.extf", x, f32t, &given)?
    } else if width > 32 {
        cv.cast(at, "arith.truncf", x, f32t, &given)?
    } else {
        x
    };
    let bits = cv.cast(at, "arith.bitcast", x, i32t, &[])?;
    let c23 = cv.int_const(at, i32t, 23)?;
    let sign_exp = cv.bin(at, "arith.shrui", bits, c23)?;
    let exp = cv.cast(at, "arith.trunci", sign_exp, i8t, &[])?;
    cv.cast(at, "arith.bitcast", exp, rty, &[])
}
