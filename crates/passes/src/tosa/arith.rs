//! `tosa-to-arith`: `tosa.const` becomes `arith.constant`, and with
//! `include-apply-rescale` `tosa.apply_scale` becomes the integer
//! arithmetic MLIR writes for it: the 64-bit form (multiply, round, shift,
//! truncate) or, with `use-32-bit` and a value of at most 32 bits, the form
//! that keeps every step in 32 bits (`arith.mulsi_extended` and explicit
//! carries), op for op as MLIR's two patterns create them.

use sigil_ir::{Context, Module, OpId};

use super::{attr, attr_text, elem, illegal, template::replace_with, ty};
use crate::options::{OptionDecl, OptionKind, PassOptions};
use crate::pass::{Pass, PassFailed, Target};

pub const OPTIONS: &[OptionDecl] = &[
    OptionDecl {
        name: "include-apply-rescale",
        kind: OptionKind::Bool,
        default: "false",
        help: "Whether to include the lowering for tosa.apply_rescale to arith",
    },
    OptionDecl {
        name: "use-32-bit",
        kind: OptionKind::Bool,
        default: "false",
        help: "Whether to prioritize lowering to 32-bit operations",
    },
];

/// The `tosa-to-arith` pass.
pub struct TosaToArith {
    include_apply_rescale: bool,
    use_32_bit: bool,
    options: PassOptions,
}

impl TosaToArith {
    pub fn new(o: &PassOptions) -> Self {
        TosaToArith {
            include_apply_rescale: o.bool("include-apply-rescale"),
            use_32_bit: o.bool("use-32-bit"),
            options: o.clone(),
        }
    }
}

impl Pass for TosaToArith {
    fn argument(&self) -> &str {
        "tosa-to-arith"
    }

    fn name(&self) -> &str {
        "TosaToArithPass"
    }

    fn options_text(&self) -> String {
        self.options.to_pipeline_text(OPTIONS)
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        let (rescale, wide) = (self.include_apply_rescale, self.use_32_bit);
        super::run_lowering(t, |ctx, m, root| lower_all(ctx, m, root, rescale, wide))
    }
}

/// Lowers the ops under `root`.
pub fn lower_all(
    ctx: &mut Context,
    m: &mut Module,
    root: OpId,
    apply_scale: bool,
    use_32_bit: bool,
) -> Result<(), (OpId, String)> {
    let names: &[&[u8]] = if apply_scale {
        &[b"tosa.const", b"tosa.apply_scale"]
    } else {
        &[b"tosa.const"]
    };
    for op in super::collect(ctx, m, root, names) {
        if ctx.str_bytes(m.ir.op(op).name) == b"tosa.const" {
            lower_const(ctx, m, op);
            continue;
        }
        let body = apply_scale_body(ctx, m, op, use_32_bit).ok_or_else(|| illegal(ctx, m, op))?;
        replace_with(ctx, m, op, &body).map_err(|e| (op, e))?;
    }
    Ok(())
}

/// `tosa.const` renamed in place: its `values` become `arith.constant`'s `value`.
fn lower_const(ctx: &mut Context, m: &mut Module, op: OpId) {
    let Some(values) = attr(ctx, m, op, "values") else {
        return;
    };
    let props = crate::patterns::props_with(ctx, "arith.constant", &[("value", values)]);
    let name = ctx.string_attr(b"arith.constant");
    let data = m.ir.op_mut(op);
    data.name = name;
    data.props = props;
}

/// Emits ops as text with `%N` names.
struct Text<'a> {
    ctx: &'a Context,
    out: String,
    next: usize,
}

impl Text<'_> {
    fn val(&mut self, rhs: String) -> String {
        let name = format!("%v{}", self.next);
        self.next += 1;
        self.out.push_str(&format!("  {name} = {rhs}\n"));
        name
    }

    /// `arith.constant` of `value` in the (scalar or container) type `t`.
    fn constant(&mut self, t: &str, shaped: bool, value: i64) -> String {
        if shaped {
            self.val(format!("arith.constant dense<{value}> : {t}"))
        } else {
            self.val(format!("arith.constant {value} : {t}"))
        }
    }

    fn select(&mut self, c: &str, a: &str, b: &str, t: &str, cond_t: &str) -> String {
        self.val(format!("arith.select {c}, {a}, {b} : {cond_t}, {t}"))
    }

    fn bin(&mut self, op: &str, a: &str, b: &str, t: &str) -> String {
        self.val(format!("arith.{op} {a}, {b} : {t}"))
    }

    fn cast(&mut self, op: &str, a: &str, from: &str, to: &str) -> String {
        self.val(format!("arith.{op} {a} : {from} to {to}"))
    }
}

/// The replacement of a `tosa.apply_scale`, or `None` when neither of
/// MLIR's patterns applies (inexact rounding; a non-i32 result of the 64-bit form).
fn apply_scale_body(ctx: &mut Context, m: &Module, op: OpId, use_32_bit: bool) -> Option<String> {
    let mode = attr(ctx, m, op, "rounding_mode").map(|a| attr_text(ctx, a))?;
    if mode.contains("INEXACT_ROUND") {
        return None;
    }
    let double = mode.contains("DOUBLE_ROUND");
    let value_t = m.ir.value_type(m.ir.operand(op, 0));
    let shift_t = m.ir.value_type(m.ir.operand(op, 2));
    let result_t = m.ir.value_type(m.ir.result(op, 0));
    let shaped = ctx.type_data(result_t).is_shaped();
    // The result type with another element type (`matchContainerType`).
    let container = |ctx: &mut Context, e: &str| -> String {
        let r = ty(ctx, result_t);
        if shaped {
            let et = ty(ctx, elem(ctx, result_t));
            match r.rfind(&et) {
                Some(p) => format!("{}{e}{}", &r[..p], &r[p + et.len()..]),
                None => r,
            }
        } else {
            e.to_string()
        }
    };
    let t32 = container(ctx, "i32");
    let t64 = container(ctx, "i64");
    let t1 = container(ctx, "i1");
    let vt = ty(ctx, value_t);
    let st = ty(ctx, shift_t);
    let rt = ty(ctx, result_t);
    let value_bits = super::int_width(ctx, value_t)?;
    let value_is_i64 = value_bits == 64;
    let mut x = Text {
        ctx,
        out: String::new(),
        next: 0,
    };
    let _ = x.ctx;
    if use_32_bit && value_bits <= 32 {
        let s = x.cast("extui", "%a2", &st, &t32);
        let zero = x.constant(&t32, shaped, 0);
        let one = x.constant(&t32, shaped, 1);
        let two = x.constant(&t32, shaped, 2);
        let thirty = x.constant(&t32, shaped, 30);
        let thirty_two = x.constant(&t32, shaped, 32);
        let (low, high) = ("%lo".to_string(), "%hi".to_string());
        x.out.push_str(&format!(
            "  %lo, %hi = arith.mulsi_extended %a0, %a1 : {t32}\n"
        ));
        let over32 = x.val(format!("arith.cmpi sge, {s}, {thirty_two} : {t32}"));
        let round_high = x.val(format!("arith.cmpi sgt, {s}, {thirty_two} : {t32}"));
        let shl = x.bin("subi", &thirty_two, &s, &t32);
        let shr = x.bin("subi", &s, &thirty_two, &t32);
        let shl = x.select(&over32, &zero, &shl, &t32, &t1);
        let shr = x.select(&over32, &shr, &zero, &t32, &t1);
        let (mut low, mut high) = (low, high);
        if double {
            let neg_one = x.constant(&t32, shaped, -1);
            let positive = x.val(format!("arith.cmpi sge, %a0, {zero} : {t32}"));
            let dir = x.select(&positive, &one, &neg_one, &t32, &t1);
            let dir = x.select(&over32, &dir, &zero, &t32, &t1);
            let shifted = x.bin("shrui", &low, &thirty, &t32);
            let rounded = x.bin("addi", &shifted, &dir, &t32);
            let carry = x.bin("shrsi", &rounded, &two, &t32);
            let shift_round = x.bin("shli", &dir, &thirty, &t32);
            low = x.bin("addi", &low, &shift_round, &t32);
            high = x.bin("addi", &high, &carry, &t32);
        }
        let sub = x.bin("subi", &s, &one, &t32);
        let bit = x.bin("shli", &one, &sub, &t32);
        let bit = x.select(&round_high, &zero, &bit, &t32, &t1);
        let new_low = x.bin("addi", &low, &bit, &t32);
        let was = x.val(format!("arith.cmpi ugt, {low}, {new_low} : {t32}"));
        let low = new_low;
        let carried = x.cast("extui", &was, &t1, &t32);
        let high = x.bin("addi", &high, &carried, &t32);
        let sub = x.bin("subi", &shr, &one, &t32);
        let bit = x.bin("shli", &one, &sub, &t32);
        let bit = x.select(&round_high, &bit, &zero, &t32, &t1);
        let high = x.bin("addi", &high, &bit, &t32);
        let high = x.bin("shli", &high, &shl, &t32);
        let high = x.bin("shrsi", &high, &shr, &t32);
        let low = x.bin("shrui", &low, &s, &t32);
        let low = x.select(&over32, &zero, &low, &t32, &t1);
        let mut result = x.bin("addi", &low, &high, &t32);
        if rt != t32 {
            result = x.cast("trunci", &result, &t32, &rt);
        }
        x.out.push_str(&format!("  return {result} : {rt}"));
        return Some(x.out);
    }
    if rt != t32 {
        return None;
    }
    let zero = x.constant(&vt, shaped, 0);
    let one64 = x.constant(&t64, shaped, 1);
    let thirty_one = x.constant(&t32, shaped, 31);
    let s = x.cast("extui", "%a2", &st, &t32);
    let v64 = if value_is_i64 {
        "%a0".to_string()
    } else {
        x.cast("extsi", "%a0", &vt, &t64)
    };
    let m64 = x.cast("extsi", "%a1", &t32, &t64);
    let mul = x.bin("muli", &v64, &m64, &t64);
    let s64 = x.cast("extui", &s, &t32, &t64);
    let round = x.bin("shli", &one64, &s64, &t64);
    let round = x.bin("shrui", &round, &one64, &t64);
    let mut mul = x.bin("addi", &mul, &round, &t64);
    if double {
        let up = x.constant(&t64, shaped, 1 << 30);
        let down = x.constant(&t64, shaped, -(1 << 30));
        let positive = x.val(format!("arith.cmpi sge, %a0, {zero} : {vt}"));
        let dir = x.select(&positive, &up, &down, &t64, &t1);
        let val = x.bin("addi", &dir, &mul, &t64);
        let valid = x.val(format!("arith.cmpi sgt, {s}, {thirty_one} : {t32}"));
        mul = x.select(&valid, &val, &mul, &t64, &t1);
    }
    let r64 = x.bin("shrsi", &mul, &s64, &t64);
    let r32 = x.cast("trunci", &r64, &t64, &t32);
    x.out.push_str(&format!("  return {r32} : {rt}"));
    Some(x.out)
}
