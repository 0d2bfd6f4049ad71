//! `tosa-to-linalg`: TOSA's elementwise ops become one `linalg.generic`
//! each (operands of size 1 along a dimension broadcast by a constant `0`
//! in their indexing map; a dynamic result dimension sized by `tensor.dim`
//! of the first operand not of size 1 there), its reductions a `linalg.generic` with a
//! reduction dimension followed by a `tensor.expand_shape` that restores
//! the kept dimension, `transpose` a `linalg.transpose`, `gather` and
//! `table` and (float) `resize` a `linalg.generic` reading with
//! `tensor.extract`.
//!
//! The scalar semantics are TOSA's: `mul` with a `shift` rounds half up in
//! 64 bits, `arithmetic_right_shift` with `round` adds the last bit shifted
//! out, `cast` from float to integer rounds half to even and saturates,
//! `table` of `i16` interpolates between the two entries around the index.
//! The IR these rules make is not yet the IR MLIR's patterns make (MLIR
//! collapses broadcast dimensions with `tensor.collapse_shape` and orders
//! its constants differently), so `sigil opt --tosa-to-linalg` prints a
//! lowering with the same results but not MLIR's text.

use sigil_ir::{Context, Module, OpId, Type};

use super::{
    attr, attr_text, const_ints, elem, illegal, is_float, shape, template::replace_with, ty,
};
use crate::options::{OptionDecl, OptionKind};
use crate::pass::{Pass, PassFailed, Target};

pub const OPTIONS: &[OptionDecl] = &[
    OptionDecl {
        name: "disable-tosa-decompositions",
        kind: OptionKind::Bool,
        default: "false",
        help: "Disable tosa decompositions pass",
    },
    OptionDecl {
        name: "aggressive-reduce-constant",
        kind: OptionKind::Bool,
        default: "false",
        help: "Always perform the reduce constant optimization",
    },
];

/// The `tosa-to-linalg` pass.
pub struct TosaToLinalg;

impl Pass for TosaToLinalg {
    fn argument(&self) -> &str {
        "tosa-to-linalg"
    }

    fn name(&self) -> &str {
        "TosaToLinalg"
    }

    fn anchor(&self) -> Option<&str> {
        Some("func.func")
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        super::run_lowering(t, lower_all)
    }
}

/// The ops this pass lowers.
const LOWERED: &[&[u8]] = &[
    b"tosa.abs",
    b"tosa.add",
    b"tosa.sub",
    b"tosa.mul",
    b"tosa.int_div",
    b"tosa.pow",
    b"tosa.maximum",
    b"tosa.minimum",
    b"tosa.equal",
    b"tosa.greater",
    b"tosa.greater_equal",
    b"tosa.logical_and",
    b"tosa.logical_or",
    b"tosa.logical_xor",
    b"tosa.logical_not",
    b"tosa.bitwise_and",
    b"tosa.bitwise_or",
    b"tosa.bitwise_xor",
    b"tosa.bitwise_not",
    b"tosa.logical_left_shift",
    b"tosa.logical_right_shift",
    b"tosa.arithmetic_right_shift",
    b"tosa.ceil",
    b"tosa.floor",
    b"tosa.exp",
    b"tosa.log",
    b"tosa.tanh",
    b"tosa.sigmoid",
    b"tosa.rsqrt",
    b"tosa.reciprocal",
    b"tosa.sin",
    b"tosa.cos",
    b"tosa.erf",
    b"tosa.clz",
    b"tosa.negate",
    b"tosa.clamp",
    b"tosa.select",
    b"tosa.cast",
    b"tosa.table",
    b"tosa.rescale",
    b"tosa.reduce_sum",
    b"tosa.reduce_product",
    b"tosa.reduce_max",
    b"tosa.reduce_min",
    b"tosa.reduce_all",
    b"tosa.reduce_any",
    b"tosa.transpose",
    b"tosa.gather",
    b"tosa.reverse",
    b"tosa.tile",
    b"tosa.argmax",
    b"tosa.identity",
    b"tosa.resize",
];

/// Lowers the ops under `root`.
pub fn lower_all(ctx: &mut Context, m: &mut Module, root: OpId) -> Result<(), (OpId, String)> {
    for op in super::collect(ctx, m, root, LOWERED) {
        let name = String::from_utf8_lossy(ctx.str_bytes(m.ir.op(op).name)).into_owned();
        let body = match name.as_str() {
            "tosa.reduce_sum"
            | "tosa.reduce_product"
            | "tosa.reduce_max"
            | "tosa.reduce_min"
            | "tosa.reduce_all"
            | "tosa.reduce_any" => reduce(ctx, m, op, &name[5..]),
            "tosa.argmax" => argmax(ctx, m, op),
            "tosa.transpose" => transpose(ctx, m, op),
            "tosa.gather" => gather(ctx, m, op),
            "tosa.reverse" => reverse(ctx, m, op),
            "tosa.tile" => tile(ctx, m, op),
            "tosa.resize" => resize(ctx, m, op),
            "tosa.identity" => {
                let t = ty(ctx, m.ir.value_type(m.ir.result(op, 0)));
                Some(format!("  return %a0 : {t}"))
            }
            _ => elementwise(ctx, m, op, &name[5..]),
        };
        let Some(body) = body else {
            return Err(illegal(ctx, m, op));
        };
        replace_with(ctx, m, op, &body).map_err(|e| (op, e))?;
    }
    Ok(())
}

/// Straight-line ops as text, each result named `%vN`.
pub(crate) struct Ops {
    pub out: String,
    next: usize,
    indent: &'static str,
    prefix: &'static str,
}

impl Ops {
    pub fn new(indent: &'static str) -> Self {
        Ops::with_prefix(indent, "v")
    }

    /// Ops whose results are named `%<prefix>N`.
    pub fn with_prefix(indent: &'static str, prefix: &'static str) -> Self {
        Ops {
            out: String::new(),
            next: 0,
            indent,
            prefix,
        }
    }

    pub fn v(&mut self, rhs: impl AsRef<str>) -> String {
        let name = format!("%{}{}", self.prefix, self.next);
        self.next += 1;
        self.out
            .push_str(&format!("{}{name} = {}\n", self.indent, rhs.as_ref()));
        name
    }
}

fn d_list(rank: usize) -> String {
    (0..rank)
        .map(|i| format!("d{i}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The indexing map of an operand of `shape` read at the result's `out` index.
fn map_for(shape: &[i64], out: &[i64]) -> String {
    let exprs: Vec<String> = shape
        .iter()
        .enumerate()
        .map(|(i, &d)| {
            if d == 1 && out.get(i).copied() != Some(1) {
                "0".to_string()
            } else {
                format!("d{i}")
            }
        })
        .collect();
    format!(
        "affine_map<({}) -> ({})>",
        d_list(out.len()),
        exprs.join(", ")
    )
}

/// The smallest and largest values of an integer type of `w` bits.
fn int_range(w: u32) -> (i128, i128) {
    if w == 1 {
        return (0, 1);
    }
    (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1)
}

fn elementwise(ctx: &Context, m: &Module, op: OpId, short: &str) -> Option<String> {
    let out_t = m.ir.value_type(m.ir.result(op, 0));
    let out = shape(ctx, out_t)?;
    let rank = out.len();
    let ot = ty(ctx, out_t);
    let oe = ty(ctx, elem(ctx, out_t));
    // Operands the generic reads element by element.
    let n_tensor = match short {
        "mul" => 2,
        "negate" => 1,
        "table" => 1,
        "rescale" => 1,
        _ => m.ir.num_operands(op),
    };
    let mut pre = Ops::with_prefix("  ", "p");
    let mut ins = Vec::new();
    let mut maps = Vec::new();
    let mut args = Vec::new();
    for i in 0..n_tensor {
        let t = m.ir.value_type(m.ir.operand(op, i));
        let s = shape(ctx, t)?;
        if s.len() != rank {
            return None;
        }
        ins.push((format!("%a{i}"), ty(ctx, t)));
        maps.push(map_for(&s, &out));
        args.push(format!("%x{i}: {}", ty(ctx, elem(ctx, t))));
    }
    maps.push(map_for(&out, &out));
    // A dynamic result dimension takes its size from the first operand
    // not of size 1 there (dynamic operands are not broadcast).
    let mut dyn_sizes = Vec::new();
    for (d, &size) in out.iter().enumerate() {
        if size >= 0 {
            continue;
        }
        let from = (0..n_tensor).find(|&i| {
            shape(ctx, m.ir.value_type(m.ir.operand(op, i)))
                .is_some_and(|s| s.get(d).is_some_and(|&x| x != 1))
        })?;
        let t = ty(ctx, m.ir.value_type(m.ir.operand(op, from)));
        let c = pre.v(format!("arith.constant {d} : index"));
        dyn_sizes.push(pre.v(format!("tensor.dim %a{from}, {c} : {t}")));
    }
    let in_e: Vec<Type> = (0..n_tensor)
        .map(|i| elem(ctx, m.ir.value_type(m.ir.operand(op, i))))
        .collect();
    let ie = ty(ctx, *in_e.first()?);
    let float = is_float(ctx, in_e[0]);
    let mut b = Ops::new("    ");
    let x = |i: usize| format!("%x{i}");
    let bin = |b: &mut Ops, f: &str, i: &str| -> String {
        if float {
            b.v(format!("arith.{f} %x0, %x1 : {ie}"))
        } else {
            b.v(format!("arith.{i} %x0, %x1 : {ie}"))
        }
    };
    let result = match short {
        "add" => bin(&mut b, "addf", "addi"),
        "sub" => bin(&mut b, "subf", "subi"),
        "int_div" => b.v(format!("arith.divsi %x0, %x1 : {ie}")),
        "pow" => b.v(format!("math.powf %x0, %x1 : {ie}")),
        "maximum" | "minimum" => {
            let nan_ignore = attr(ctx, m, op, "nan_mode")
                .map(|a| attr_text(ctx, a).contains("IGNORE"))
                .unwrap_or(false);
            let f = match (short, nan_ignore) {
                ("maximum", false) => "maximumf",
                ("maximum", true) => "maxnumf",
                ("minimum", false) => "minimumf",
                _ => "minnumf",
            };
            let i = if short == "maximum" { "maxsi" } else { "minsi" };
            bin(&mut b, f, i)
        }
        "equal" => bin(&mut b, "cmpf oeq,", "cmpi eq,"),
        "greater" => bin(&mut b, "cmpf ogt,", "cmpi sgt,"),
        "greater_equal" => bin(&mut b, "cmpf oge,", "cmpi sge,"),
        "logical_and" | "bitwise_and" => b.v(format!("arith.andi %x0, %x1 : {ie}")),
        "logical_or" | "bitwise_or" => b.v(format!("arith.ori %x0, %x1 : {ie}")),
        "logical_xor" | "bitwise_xor" => b.v(format!("arith.xori %x0, %x1 : {ie}")),
        "logical_left_shift" => b.v(format!("arith.shli %x0, %x1 : {ie}")),
        "logical_right_shift" => b.v(format!("arith.shrui %x0, %x1 : {ie}")),
        "arithmetic_right_shift" => {
            let r = b.v(format!("arith.shrsi %x0, %x1 : {ie}"));
            let round = attr(ctx, m, op, "round")
                .map(|a| {
                    let t = attr_text(ctx, a);
                    t.starts_with("true") || t.starts_with('1')
                })
                .unwrap_or(false);
            if round {
                let one = b.v(format!("arith.constant 1 : {ie}"));
                let zero = b.v(format!("arith.constant 0 : {ie}"));
                let positive = b.v(format!("arith.cmpi sgt, %x1, {zero} : {ie}"));
                let sub = b.v(format!("arith.subi %x1, {one} : {ie}"));
                let sh = b.v(format!("arith.shrsi %x0, {sub} : {ie}"));
                let bit = b.v(format!("arith.trunci {sh} : {ie} to i1"));
                let both = b.v(format!("arith.andi {positive}, {bit} : i1"));
                let ext = b.v(format!("arith.extui {both} : i1 to {ie}"));
                b.v(format!("arith.addi {r}, {ext} : {ie}"))
            } else {
                r
            }
        }
        "logical_not" => {
            let t = b.v("arith.constant true");
            b.v(format!("arith.xori %x0, {t} : i1"))
        }
        "bitwise_not" => {
            let t = b.v(format!("arith.constant -1 : {ie}"));
            b.v(format!("arith.xori %x0, {t} : {ie}"))
        }
        "abs" if float => b.v(format!("math.absf %x0 : {ie}")),
        "abs" => b.v(format!("math.absi %x0 : {ie}")),
        "ceil" | "floor" | "exp" | "log" | "tanh" | "rsqrt" | "sin" | "cos" | "erf" => {
            b.v(format!("math.{short} %x0 : {ie}"))
        }
        "clz" => b.v(format!("math.ctlz %x0 : {ie}")),
        "sigmoid" => {
            let one = b.v(format!("arith.constant 1.0 : {ie}"));
            let neg = b.v(format!("arith.negf %x0 : {ie}"));
            let e = b.v(format!("math.exp {neg} : {ie}"));
            let d = b.v(format!("arith.addf {one}, {e} : {ie}"));
            b.v(format!("arith.divf {one}, {d} : {ie}"))
        }
        "reciprocal" => {
            let one = b.v(format!("arith.constant 1.0 : {ie}"));
            b.v(format!("arith.divf {one}, %x0 : {ie}"))
        }
        "select" => {
            let e1 = ty(ctx, in_e[1]);
            b.v(format!("arith.select %x0, %x1, %x2 : {e1}"))
        }
        "mul" => {
            if float {
                b.v(format!("arith.mulf %x0, %x1 : {oe}"))
            } else {
                let shift = if m.ir.num_operands(op) > 2 {
                    *const_ints(ctx, m, m.ir.operand(op, 2))?.first()?
                } else {
                    0
                };
                let ow = super::int_width(ctx, out_t)?;
                let iw = super::int_width(ctx, in_e[0])?;
                // MLIR rounds and shifts only for a shift above 0.
                if shift <= 0 {
                    let (p, q) = if iw < ow {
                        (
                            b.v(format!("arith.extsi %x0 : {ie} to {oe}")),
                            b.v(format!("arith.extsi %x1 : {ie} to {oe}")),
                        )
                    } else {
                        (x(0), x(1))
                    };
                    b.v(format!("arith.muli {p}, {q} : {oe}"))
                } else {
                    let p = b.v(format!("arith.extsi %x0 : {ie} to i64"));
                    let q = b.v(format!("arith.extsi %x1 : {ie} to i64"));
                    let prod = b.v(format!("arith.muli {p}, {q} : i64"));
                    let round = b.v(format!(
                        "arith.constant {} : i64",
                        1i64.wrapping_shl((shift - 1) as u32)
                    ));
                    let sum = b.v(format!("arith.addi {prod}, {round} : i64"));
                    let s = b.v(format!("arith.constant {shift} : i64"));
                    let r = b.v(format!("arith.shrsi {sum}, {s} : i64"));
                    b.v(format!("arith.trunci {r} : i64 to {oe}"))
                }
            }
        }
        "negate" => {
            if float {
                b.v(format!("arith.negf %x0 : {ie}"))
            } else {
                let izp = *const_ints(ctx, m, m.ir.operand(op, 1))?.first()?;
                let ozp = *const_ints(ctx, m, m.ir.operand(op, 2))?.first()?;
                if izp == 0 && ozp == 0 {
                    let z = b.v(format!("arith.constant 0 : {ie}"));
                    b.v(format!("arith.subi {z}, %x0 : {ie}"))
                } else {
                    let w = super::int_width(ctx, out_t)?;
                    let (lo, hi) = int_range(w);
                    let v = b.v(format!("arith.extsi %x0 : {ie} to i64"));
                    let zi = b.v(format!("arith.constant {izp} : i64"));
                    let zo = b.v(format!("arith.constant {ozp} : i64"));
                    let d = b.v(format!("arith.subi {zi}, {v} : i64"));
                    let r = b.v(format!("arith.addi {d}, {zo} : i64"));
                    let lo = b.v(format!("arith.constant {lo} : i64"));
                    let hi = b.v(format!("arith.constant {hi} : i64"));
                    let r = b.v(format!("arith.maxsi {r}, {lo} : i64"));
                    let r = b.v(format!("arith.minsi {r}, {hi} : i64"));
                    b.v(format!("arith.trunci {r} : i64 to {oe}"))
                }
            }
        }
        "clamp" => {
            let lo = attr_text(ctx, attr(ctx, m, op, "min_val")?);
            let hi = attr_text(ctx, attr(ctx, m, op, "max_val")?);
            let lo = b.v(format!("arith.constant {lo}"));
            let hi = b.v(format!("arith.constant {hi}"));
            if float {
                let nan_ignore = attr(ctx, m, op, "nan_mode")
                    .map(|a| attr_text(ctx, a).contains("IGNORE"))
                    .unwrap_or(false);
                let (mx, mn) = if nan_ignore {
                    ("maxnumf", "minnumf")
                } else {
                    ("maximumf", "minimumf")
                };
                let r = b.v(format!("arith.{mx} %x0, {lo} : {ie}"));
                b.v(format!("arith.{mn} {r}, {hi} : {ie}"))
            } else {
                let r = b.v(format!("arith.maxsi %x0, {lo} : {ie}"));
                b.v(format!("arith.minsi {r}, {hi} : {ie}"))
            }
        }
        "cast" => cast(ctx, &mut b, in_e[0], elem(ctx, out_t))?,
        "table" => table(ctx, m, op, &mut b, &ie, &oe)?,
        "rescale" => rescale(ctx, m, op, &mut pre, &mut b, &ie, &oe, rank)?,
        _ => return None,
    };
    args.push(format!("%out: {oe}"));
    let iterators = vec!["\"parallel\""; rank].join(", ");
    let (ins_v, ins_t): (Vec<String>, Vec<String>) = ins.into_iter().unzip();
    let ins_text = if ins_v.is_empty() {
        String::new()
    } else {
        format!("ins({} : {}) ", ins_v.join(", "), ins_t.join(", "))
    };
    Some(format!(
        "{}  %init = tensor.empty({}) : {ot}\n  %r = linalg.generic {{indexing_maps = [{}], iterator_types = [{iterators}]}} {ins_text}outs(%init : {ot}) {{\n  ^bb0({}):\n{}    linalg.yield {result} : {oe}\n  }} -> {ot}\n  return %r : {ot}",
        pre.out,
        dyn_sizes.join(", "),
        maps.join(", "),
        args.join(", "),
        b.out
    ))
}

/// `tosa.cast` of one element from `from` to `to`.
fn cast(ctx: &Context, b: &mut Ops, from: Type, to: Type) -> Option<String> {
    let (ft, tt) = (ty(ctx, from), ty(ctx, to));
    let (ff, tf) = (is_float(ctx, from), is_float(ctx, to));
    let fw = if ff { 0 } else { super::int_width(ctx, from)? };
    let tw = if tf { 0 } else { super::int_width(ctx, to)? };
    Some(match (ff, tf) {
        _ if from == to => "%x0".to_string(),
        (false, false) if fw == 1 => b.v(format!("arith.extui %x0 : {ft} to {tt}")),
        (false, false) if tw == 1 => {
            let z = b.v(format!("arith.constant 0 : {ft}"));
            b.v(format!("arith.cmpi ne, %x0, {z} : {ft}"))
        }
        (false, false) if fw < tw => b.v(format!("arith.extsi %x0 : {ft} to {tt}")),
        (false, false) => b.v(format!("arith.trunci %x0 : {ft} to {tt}")),
        (false, true) if fw == 1 => b.v(format!("arith.uitofp %x0 : {ft} to {tt}")),
        (false, true) => b.v(format!("arith.sitofp %x0 : {ft} to {tt}")),
        (true, false) if tw == 1 => {
            let z = b.v(format!("arith.constant 0.0 : {ft}"));
            b.v(format!("arith.cmpf une, %x0, {z} : {ft}"))
        }
        (true, false) => {
            // Round half to even, then saturate to the integer range.
            let (lo, hi) = int_range(tw);
            let r = b.v(format!("math.roundeven %x0 : {ft}"));
            let lo_f = b.v(format!("arith.constant {:.1} : {ft}", lo as f64));
            let hi_f = b.v(format!("arith.constant {:.1} : {ft}", (hi + 1) as f64));
            let lo_i = b.v(format!("arith.constant {lo} : {tt}"));
            let hi_i = b.v(format!("arith.constant {hi} : {tt}"));
            let i = b.v(format!("arith.fptosi {r} : {ft} to {tt}"));
            let under = b.v(format!("arith.cmpf olt, {r}, {lo_f} : {ft}"));
            let over = b.v(format!("arith.cmpf oge, {r}, {hi_f} : {ft}"));
            let i = b.v(format!("arith.select {under}, {lo_i}, {i} : {tt}"));
            let i = b.v(format!("arith.select {over}, {hi_i}, {i} : {tt}"));
            let nan = b.v(format!("arith.cmpf uno, %x0, %x0 : {ft}"));
            let z = b.v(format!("arith.constant 0 : {tt}"));
            b.v(format!("arith.select {nan}, {z}, {i} : {tt}"))
        }
        (true, true) => {
            let bits = |t: &str| {
                t.trim_start_matches("bf")
                    .trim_start_matches('f')
                    .parse::<u32>()
                    .ok()
            };
            if bits(&ft)? < bits(&tt)? {
                b.v(format!("arith.extf %x0 : {ft} to {tt}"))
            } else {
                b.v(format!("arith.truncf %x0 : {ft} to {tt}"))
            }
        }
    })
}

/// `tosa.table`: `i8` looks the value up at `x + 128`; `i16` interpolates
/// between entries `(x + 32768) >> 7` and the next by the low 7 bits.
fn table(ctx: &Context, m: &Module, op: OpId, b: &mut Ops, ie: &str, oe: &str) -> Option<String> {
    let tt = ty(ctx, m.ir.value_type(m.ir.operand(op, 1)));
    let te = ty(ctx, elem(ctx, m.ir.value_type(m.ir.operand(op, 1))));
    Some(match ie {
        "i8" => {
            let v = b.v("arith.extsi %x0 : i8 to i32");
            let o = b.v("arith.constant 128 : i32");
            let i = b.v(format!("arith.addi {v}, {o} : i32"));
            let i = b.v(format!("arith.index_cast {i} : i32 to index"));
            b.v(format!("tensor.extract %a1[{i}] : {tt}"))
        }
        "i16" => {
            let v = b.v("arith.extsi %x0 : i16 to i32");
            let o = b.v("arith.constant 32768 : i32");
            let u = b.v(format!("arith.addi {v}, {o} : i32"));
            let seven = b.v("arith.constant 7 : i32");
            let mask = b.v("arith.constant 127 : i32");
            let one = b.v("arith.constant 1 : i32");
            let idx = b.v(format!("arith.shrsi {u}, {seven} : i32"));
            let frac = b.v(format!("arith.andi {u}, {mask} : i32"));
            let idx1 = b.v(format!("arith.addi {idx}, {one} : i32"));
            let i0 = b.v(format!("arith.index_cast {idx} : i32 to index"));
            let i1 = b.v(format!("arith.index_cast {idx1} : i32 to index"));
            let base = b.v(format!("tensor.extract %a1[{i0}] : {tt}"));
            let next = b.v(format!("tensor.extract %a1[{i1}] : {tt}"));
            let base = b.v(format!("arith.extsi {base} : {te} to i32"));
            let next = b.v(format!("arith.extsi {next} : {te} to i32"));
            let hi = b.v(format!("arith.shli {base}, {seven} : i32"));
            let diff = b.v(format!("arith.subi {next}, {base} : i32"));
            let part = b.v(format!("arith.muli {diff}, {frac} : i32"));
            let r = b.v(format!("arith.addi {hi}, {part} : i32"));
            if oe == "i32" {
                r
            } else {
                b.v(format!("arith.trunci {r} : i32 to {oe}"))
            }
        }
        _ => return None,
    })
}

/// `tosa.rescale` of one element with per-tensor constant parameters:
/// `(x - input_zp) * multiplier`, rounded and shifted right, plus
/// `output_zp`, saturated to the output type.
#[allow(clippy::too_many_arguments)]
fn rescale(
    ctx: &Context,
    m: &Module,
    op: OpId,
    pre: &mut Ops,
    b: &mut Ops,
    ie: &str,
    oe: &str,
    rank: usize,
) -> Option<String> {
    let mult = const_ints(ctx, m, m.ir.operand(op, 1))?;
    let shift = const_ints(ctx, m, m.ir.operand(op, 2))?;
    let izp = *const_ints(ctx, m, m.ir.operand(op, 3))?.first()?;
    let ozp = *const_ints(ctx, m, m.ir.operand(op, 4))?.first()?;
    if mult.len() != shift.len() || mult.is_empty() || (mult.len() > 1 && rank == 0) {
        return None;
    }
    let text = |n: &str| {
        attr(ctx, m, op, n)
            .map(|a| attr_text(ctx, a))
            .unwrap_or_default()
    };
    let double = text("rounding_mode").contains("DOUBLE");
    let input_unsigned = text("input_unsigned").starts_with("true");
    let output_unsigned = text("output_unsigned").starts_with("true");
    let ow = super::int_width(ctx, m.ir.value_type(m.ir.result(op, 0)))?;
    let (mut lo, mut hi) = int_range(ow);
    if output_unsigned {
        lo = 0;
        hi = (1i128 << ow) - 1;
    }
    let ext = if input_unsigned { "extui" } else { "extsi" };
    if mult.len() > 1 {
        // Per channel (the last dimension): the multiplier, the shift and
        // the two roundings (for a value >= 0 and < 0) read by channel.
        let rounds = |sign: i64| -> Vec<i64> {
            shift
                .iter()
                .map(|&sh| {
                    let r = if sh > 0 { 1i64 << (sh - 1) } else { 0 };
                    if double && sh > 31 {
                        r + sign * (1 << 30)
                    } else {
                        r
                    }
                })
                .collect()
        };
        let n = mult.len();
        let table = |b: &mut Ops, v: &[i64]| {
            b.v(format!(
                "arith.constant dense<{}> : tensor<{n}xi64>",
                list(v)
            ))
        };
        let v = if ie == "i64" {
            "%x0".to_string()
        } else {
            b.v(format!("arith.{ext} %x0 : {ie} to i64"))
        };
        let zi = b.v(format!("arith.constant {izp} : i64"));
        let v = b.v(format!("arith.subi {v}, {zi} : i64"));
        let ch = b.v(format!("linalg.index {} : index", rank - 1));
        let (mt, st) = (table(pre, &mult), table(pre, &shift));
        let (ut, dt) = (table(pre, &rounds(1)), table(pre, &rounds(-1)));
        let mut get = |t: &str| b.v(format!("tensor.extract {t}[{ch}] : tensor<{n}xi64>"));
        let (mu, sh, up, down) = (get(&mt), get(&st), get(&ut), get(&dt));
        let p = b.v(format!("arith.muli {v}, {mu} : i64"));
        let z = b.v("arith.constant 0 : i64");
        let pos = b.v(format!("arith.cmpi sge, {v}, {z} : i64"));
        let rd = b.v(format!("arith.select {pos}, {up}, {down} : i64"));
        let r = b.v(format!("arith.addi {p}, {rd} : i64"));
        let r = b.v(format!("arith.shrsi {r}, {sh} : i64"));
        let zo = b.v(format!("arith.constant {ozp} : i64"));
        let r = b.v(format!("arith.addi {r}, {zo} : i64"));
        let lo = b.v(format!("arith.constant {lo} : i64"));
        let hi = b.v(format!("arith.constant {hi} : i64"));
        let r = b.v(format!("arith.maxsi {r}, {lo} : i64"));
        let r = b.v(format!("arith.minsi {r}, {hi} : i64"));
        return Some(if oe == "i64" {
            r
        } else {
            b.v(format!("arith.trunci {r} : i64 to {oe}"))
        });
    }
    let (mult, shift) = (mult[0], shift[0]);
    let v = if ie == "i64" {
        "%x0".to_string()
    } else {
        b.v(format!("arith.{ext} %x0 : {ie} to i64"))
    };
    let zi = b.v(format!("arith.constant {izp} : i64"));
    let v = b.v(format!("arith.subi {v}, {zi} : i64"));
    let mu = b.v(format!("arith.constant {mult} : i64"));
    let p = b.v(format!("arith.muli {v}, {mu} : i64"));
    let mut round = if shift > 0 { 1i64 << (shift - 1) } else { 0 };
    let r = if double && shift > 31 {
        let up = b.v(format!("arith.constant {} : i64", round + (1 << 30)));
        let down = b.v(format!("arith.constant {} : i64", round - (1 << 30)));
        let z = b.v("arith.constant 0 : i64");
        let pos = b.v(format!("arith.cmpi sge, {v}, {z} : i64"));
        let rd = b.v(format!("arith.select {pos}, {up}, {down} : i64"));
        round = 0;
        b.v(format!("arith.addi {p}, {rd} : i64"))
    } else {
        p
    };
    let rc = b.v(format!("arith.constant {round} : i64"));
    let r = b.v(format!("arith.addi {r}, {rc} : i64"));
    let sc = b.v(format!("arith.constant {shift} : i64"));
    let r = b.v(format!("arith.shrsi {r}, {sc} : i64"));
    let zo = b.v(format!("arith.constant {ozp} : i64"));
    let r = b.v(format!("arith.addi {r}, {zo} : i64"));
    let lo = b.v(format!("arith.constant {lo} : i64"));
    let hi = b.v(format!("arith.constant {hi} : i64"));
    let r = b.v(format!("arith.maxsi {r}, {lo} : i64"));
    let r = b.v(format!("arith.minsi {r}, {hi} : i64"));
    Some(if oe == "i64" {
        r
    } else {
        b.v(format!("arith.trunci {r} : i64 to {oe}"))
    })
}

/// The identity of a reduction over element type `e`, and its combiner.
fn reduction(kind: &str, e: &str, float: bool) -> Option<(String, String)> {
    let w: u32 = e.trim_start_matches('i').parse().unwrap_or(32);
    let (lo, hi) = int_range(w);
    Some(match (kind, float) {
        ("reduce_sum", true) => (format!("arith.constant 0.0 : {e}"), "arith.addf".into()),
        ("reduce_sum", false) => (format!("arith.constant 0 : {e}"), "arith.addi".into()),
        ("reduce_product", true) => (format!("arith.constant 1.0 : {e}"), "arith.mulf".into()),
        ("reduce_product", false) => (format!("arith.constant 1 : {e}"), "arith.muli".into()),
        ("reduce_max", true) => (
            format!("arith.constant 0x{} : {e}", neg_inf_hex(e)?),
            "arith.maximumf".into(),
        ),
        ("reduce_max", false) => (format!("arith.constant {lo} : {e}"), "arith.maxsi".into()),
        ("reduce_min", true) => (
            format!("arith.constant 0x{} : {e}", pos_inf_hex(e)?),
            "arith.minimumf".into(),
        ),
        ("reduce_min", false) => (format!("arith.constant {hi} : {e}"), "arith.minsi".into()),
        ("reduce_all", _) => ("arith.constant true".into(), "arith.andi".into()),
        ("reduce_any", _) => ("arith.constant false".into(), "arith.ori".into()),
        _ => return None,
    })
}

pub(crate) fn neg_inf_hex(e: &str) -> Option<&'static str> {
    Some(match e {
        "f32" => "FF800000",
        "f16" => "FC00",
        "bf16" => "FF80",
        "f64" => "FFF0000000000000",
        _ => return None,
    })
}

fn pos_inf_hex(e: &str) -> Option<&'static str> {
    Some(match e {
        "f32" => "7F800000",
        "f16" => "7C00",
        "bf16" => "7F80",
        "f64" => "7FF0000000000000",
        _ => return None,
    })
}

fn axis(ctx: &Context, m: &Module, op: OpId) -> Option<usize> {
    let a = attr(ctx, m, op, "axis")?;
    Some(crate::fold::values::ints(ctx, a)?.splat_value()? as usize)
}

fn reduce(ctx: &Context, m: &Module, op: OpId, kind: &str) -> Option<String> {
    let in_t = m.ir.value_type(m.ir.operand(op, 0));
    let out_t = m.ir.value_type(m.ir.result(op, 0));
    let src = shape(ctx, in_t)?;
    if src.iter().any(|&d| d < 0) {
        return None;
    }
    let ax = axis(ctx, m, op)?;
    let e = ty(ctx, elem(ctx, in_t));
    let float = is_float(ctx, in_t);
    let (ident, combine) = reduction(kind, &e, float)?;
    let kept: Vec<i64> = src
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != ax)
        .map(|(_, &d)| d)
        .collect();
    let kt = tensor_text(&kept, &e);
    let (it, ot) = (ty(ctx, in_t), ty(ctx, out_t));
    let rank = src.len();
    let out_exprs: Vec<String> = (0..rank)
        .filter(|&i| i != ax)
        .map(|i| format!("d{i}"))
        .collect();
    let iters: Vec<&str> = (0..rank)
        .map(|i| {
            if i == ax {
                "\"reduction\""
            } else {
                "\"parallel\""
            }
        })
        .collect();
    let groups = expand_groups(rank, ax);
    Some(format!(
        "  %id = {ident}\n  %init = tensor.empty() : {kt}\n  %fill = linalg.fill ins(%id : {e}) outs(%init : {kt}) -> {kt}\n  %red = linalg.generic {{indexing_maps = [affine_map<({d}) -> ({d})>, affine_map<({d}) -> ({o})>], iterator_types = [{iters}]}} ins(%a0 : {it}) outs(%fill : {kt}) {{\n  ^bb0(%x: {e}, %acc: {e}):\n    %y = {combine} %x, %acc : {e}\n    linalg.yield %y : {e}\n  }} -> {kt}\n  %r = tensor.expand_shape %red {groups} output_shape {shape} : {kt} into {ot}\n  return %r : {ot}",
        d = d_list(rank),
        o = out_exprs.join(", "),
        iters = iters.join(", "),
        shape = list(&shape(ctx, out_t)?),
    ))
}

/// The reassociation that puts back dimension `ax` (of size 1) of a rank-`rank` tensor.
fn expand_groups(rank: usize, ax: usize) -> String {
    if rank == 1 {
        return "[]".to_string();
    }
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for i in 0..rank {
        if i == ax {
            continue;
        }
        groups.push(vec![i]);
    }
    // The restored dimension joins its neighbour.
    if ax == 0 {
        groups[0].insert(0, 0);
    } else {
        let g = groups.iter_mut().find(|g| g.contains(&(ax - 1)));
        if let Some(g) = g {
            g.push(ax);
        }
    }
    let inner: Vec<String> = groups
        .iter()
        .map(|g| {
            format!(
                "[{}]",
                g.iter()
                    .map(|i| i.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        })
        .collect();
    format!("[{}]", inner.join(", "))
}

pub(crate) fn list(v: &[i64]) -> String {
    format!(
        "[{}]",
        v.iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    )
}

pub(crate) fn tensor_text(dims: &[i64], e: &str) -> String {
    let mut s = String::from("tensor<");
    for d in dims {
        s.push_str(&format!("{d}x"));
    }
    s.push_str(e);
    s.push('>');
    s
}

fn argmax(ctx: &Context, m: &Module, op: OpId) -> Option<String> {
    let in_t = m.ir.value_type(m.ir.operand(op, 0));
    let out_t = m.ir.value_type(m.ir.result(op, 0));
    let src = shape(ctx, in_t)?;
    if src.iter().any(|&d| d < 0) {
        return None;
    }
    let ax = axis(ctx, m, op)?;
    let e = ty(ctx, elem(ctx, in_t));
    let oe = ty(ctx, elem(ctx, out_t));
    let float = is_float(ctx, in_t);
    let (it, ot) = (ty(ctx, in_t), ty(ctx, out_t));
    let rank = src.len();
    let kept: Vec<i64> = src
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != ax)
        .map(|(_, &d)| d)
        .collect();
    let (ident, _) = reduction("reduce_max", &e, float)?;
    let vt = tensor_text(&kept, &e);
    let out_exprs: Vec<String> = (0..rank)
        .filter(|&i| i != ax)
        .map(|i| format!("d{i}"))
        .collect();
    let iters: Vec<&str> = (0..rank)
        .map(|i| {
            if i == ax {
                "\"reduction\""
            } else {
                "\"parallel\""
            }
        })
        .collect();
    let greater = if float {
        format!("arith.cmpf ogt, %x, %best : {e}")
    } else {
        format!("arith.cmpi sgt, %x, %best : {e}")
    };
    Some(format!(
        "  %id = {ident}\n  %z = arith.constant 0 : {oe}\n  %vi = tensor.empty() : {vt}\n  %vf = linalg.fill ins(%id : {e}) outs(%vi : {vt}) -> {vt}\n  %ii = tensor.empty() : {ot}\n  %if = linalg.fill ins(%z : {oe}) outs(%ii : {ot}) -> {ot}\n  %r:2 = linalg.generic {{indexing_maps = [affine_map<({d}) -> ({d})>, affine_map<({d}) -> ({o})>, affine_map<({d}) -> ({o})>], iterator_types = [{iters}]}} ins(%a0 : {it}) outs(%if, %vf : {ot}, {vt}) {{\n  ^bb0(%x: {e}, %idx: {oe}, %best: {e}):\n    %i = linalg.index {ax} : index\n    %ic = arith.index_cast %i : index to {oe}\n    %gt = {greater}\n    %ni = arith.select %gt, %ic, %idx : {oe}\n    %nb = arith.select %gt, %x, %best : {e}\n    linalg.yield %ni, %nb : {oe}, {e}\n  }} -> ({ot}, {vt})\n  return %r#0 : {ot}",
        d = d_list(rank),
        o = out_exprs.join(", "),
        iters = iters.join(", "),
    ))
}

pub(super) fn transpose(ctx: &Context, m: &Module, op: OpId) -> Option<String> {
    let in_t = m.ir.value_type(m.ir.operand(op, 0));
    let out_t = m.ir.value_type(m.ir.result(op, 0));
    shape(ctx, out_t).filter(|s| s.iter().all(|&d| d >= 0))?;
    let perms = attr(ctx, m, op, "perms").map(|a| attr_text(ctx, a))?;
    // `array<i32: 1, 2, 0>`
    let inner = perms.strip_prefix("array<i32")?.trim_start_matches(':');
    let inner = inner.trim_end_matches('>').trim();
    let (it, ot) = (ty(ctx, in_t), ty(ctx, out_t));
    Some(format!(
        "  %init = tensor.empty() : {ot}\n  %r = linalg.transpose ins(%a0 : {it}) outs(%init : {ot}) permutation = [{inner}]\n  return %r : {ot}"
    ))
}

fn gather(ctx: &Context, m: &Module, op: OpId) -> Option<String> {
    let values_t = m.ir.value_type(m.ir.operand(op, 0));
    let idx_t = m.ir.value_type(m.ir.operand(op, 1));
    let out_t = m.ir.value_type(m.ir.result(op, 0));
    shape(ctx, out_t).filter(|s| s.len() == 3 && s.iter().all(|&d| d >= 0))?;
    let (vt, it, ot) = (ty(ctx, values_t), ty(ctx, idx_t), ty(ctx, out_t));
    let ie = ty(ctx, elem(ctx, idx_t));
    let e = ty(ctx, elem(ctx, out_t));
    Some(format!(
        "  %init = tensor.empty() : {ot}\n  %r = linalg.generic {{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins(%a1 : {it}) outs(%init : {ot}) {{\n  ^bb0(%i: {ie}, %out: {e}):\n    %n = linalg.index 0 : index\n    %c = linalg.index 2 : index\n    %k = arith.index_cast %i : {ie} to index\n    %v = tensor.extract %a0[%n, %k, %c] : {vt}\n    linalg.yield %v : {e}\n  }} -> {ot}\n  return %r : {ot}"
    ))
}

fn reverse(ctx: &Context, m: &Module, op: OpId) -> Option<String> {
    let in_t = m.ir.value_type(m.ir.operand(op, 0));
    let s = shape(ctx, in_t).filter(|s| s.iter().all(|&d| d >= 0))?;
    let ax = axis(ctx, m, op)?;
    let t = ty(ctx, in_t);
    let e = ty(ctx, elem(ctx, in_t));
    let rank = s.len();
    let idx: Vec<String> = (0..rank)
        .map(|i| {
            if i == ax {
                "%j".to_string()
            } else {
                format!("%i{i}")
            }
        })
        .collect();
    let mut body = String::new();
    for i in 0..rank {
        body.push_str(&format!("    %i{i} = linalg.index {i} : index\n"));
    }
    Some(format!(
        "  %init = tensor.empty() : {t}\n  %last = arith.constant {} : index\n  %r = linalg.generic {{indexing_maps = [affine_map<({d}) -> ({d})>], iterator_types = [{it}]}} outs(%init : {t}) {{\n  ^bb0(%out: {e}):\n{body}    %j = arith.subi %last, %i{ax} : index\n    %v = tensor.extract %a0[{}] : {t}\n    linalg.yield %v : {e}\n  }} -> {t}\n  return %r : {t}",
        s[ax] - 1,
        idx.join(", "),
        d = d_list(rank),
        it = vec!["\"parallel\""; rank].join(", "),
    ))
}

fn tile(ctx: &Context, m: &Module, op: OpId) -> Option<String> {
    let in_t = m.ir.value_type(m.ir.operand(op, 0));
    let out_t = m.ir.value_type(m.ir.result(op, 0));
    let s = shape(ctx, in_t).filter(|s| s.iter().all(|&d| d >= 0))?;
    shape(ctx, out_t).filter(|s| s.iter().all(|&d| d >= 0))?;
    let (it, ot) = (ty(ctx, in_t), ty(ctx, out_t));
    let e = ty(ctx, elem(ctx, in_t));
    let rank = s.len();
    let mut body = String::new();
    let mut idx = Vec::new();
    for (i, &d) in s.iter().enumerate() {
        body.push_str(&format!(
            "    %i{i} = linalg.index {i} : index\n    %n{i} = arith.constant {d} : index\n    %j{i} = arith.remui %i{i}, %n{i} : index\n"
        ));
        idx.push(format!("%j{i}"));
    }
    Some(format!(
        "  %init = tensor.empty() : {ot}\n  %r = linalg.generic {{indexing_maps = [affine_map<({d}) -> ({d})>], iterator_types = [{its}]}} outs(%init : {ot}) {{\n  ^bb0(%out: {e}):\n{body}    %v = tensor.extract %a0[{}] : {it}\n    linalg.yield %v : {e}\n  }} -> {ot}\n  return %r : {ot}",
        idx.join(", "),
        d = d_list(rank),
        its = vec!["\"parallel\""; rank].join(", "),
    ))
}

/// `tosa.resize` of a float NHWC tensor, as TOSA specifies it: the output
/// position scaled back (`(o * scale_d + offset) / scale_n`, floored), then
/// the nearest input element (rounding half up) or the bilinear blend of
/// the four around it, indices clamped to the input.
fn resize(ctx: &Context, m: &Module, op: OpId) -> Option<String> {
    let in_t = m.ir.value_type(m.ir.operand(op, 0));
    let out_t = m.ir.value_type(m.ir.result(op, 0));
    let input = shape(ctx, in_t).filter(|s| s.len() == 4 && s.iter().all(|&d| d >= 0))?;
    shape(ctx, out_t).filter(|s| s.iter().all(|&d| d >= 0))?;
    if !is_float(ctx, in_t) {
        return None;
    }
    let scale = const_ints(ctx, m, m.ir.operand(op, 1))?;
    let offset = const_ints(ctx, m, m.ir.operand(op, 2))?;
    let mode = attr_text(ctx, attr(ctx, m, op, "mode")?);
    let bilinear = mode.contains("BILINEAR");
    let (it, ot) = (ty(ctx, in_t), ty(ctx, out_t));
    let e = ty(ctx, elem(ctx, in_t));
    let mut body = String::from(
        "    %n = linalg.index 0 : index\n    %c = linalg.index 3 : index\n    %zero = arith.constant 0 : index\n    %one = arith.constant 1 : index\n",
    );
    // Per axis (y: 1, x: 2): the input index `%i`, the next one `%j`
    // (both clamped) and the fraction `%f` (float) of the position.
    for (axis, name) in [(1usize, "y"), (2, "x")] {
        let (sn, sd, off) = (
            *scale.get(2 * (axis - 1))?,
            *scale.get(2 * (axis - 1) + 1)?,
            *offset.get(axis - 1)?,
        );
        let last = input[axis] - 1;
        body.push_str(&format!(
            "    %o{name} = linalg.index {axis} : index\n    %sd{name} = arith.constant {sd} : index\n    %sn{name} = arith.constant {sn} : index\n    %off{name} = arith.constant {off} : index\n    %last{name} = arith.constant {last} : index\n    %p{name}0 = arith.muli %o{name}, %sd{name} : index\n    %p{name} = arith.addi %p{name}0, %off{name} : index\n    %i{name}0 = arith.floordivsi %p{name}, %sn{name} : index\n    %b{name} = arith.muli %i{name}0, %sn{name} : index\n    %d{name} = arith.subi %p{name}, %b{name} : index\n"
        ));
        if bilinear {
            body.push_str(&format!(
                "    %j{name}0 = arith.addi %i{name}0, %one : index\n    %i{name}1 = arith.maxsi %i{name}0, %zero : index\n    %i{name} = arith.minsi %i{name}1, %last{name} : index\n    %j{name}1 = arith.maxsi %j{name}0, %zero : index\n    %j{name} = arith.minsi %j{name}1, %last{name} : index\n    %di{name} = arith.index_cast %d{name} : index to i64\n    %ni{name} = arith.index_cast %sn{name} : index to i64\n    %df{name} = arith.sitofp %di{name} : i64 to {e}\n    %nf{name} = arith.sitofp %ni{name} : i64 to {e}\n    %f{name} = arith.divf %df{name}, %nf{name} : {e}\n"
            ));
        } else {
            body.push_str(&format!(
                "    %two{name} = arith.constant 2 : index\n    %dd{name} = arith.muli %d{name}, %two{name} : index\n    %up{name} = arith.cmpi sge, %dd{name}, %sn{name} : index\n    %r{name}0 = arith.addi %i{name}0, %one : index\n    %r{name} = arith.select %up{name}, %r{name}0, %i{name}0 : index\n    %i{name}1 = arith.maxsi %r{name}, %zero : index\n    %i{name} = arith.minsi %i{name}1, %last{name} : index\n"
            ));
        }
    }
    if bilinear {
        body.push_str(&format!(
            "    %v00 = tensor.extract %a0[%n, %iy, %ix, %c] : {it}\n    %v01 = tensor.extract %a0[%n, %iy, %jx, %c] : {it}\n    %v10 = tensor.extract %a0[%n, %jy, %ix, %c] : {it}\n    %v11 = tensor.extract %a0[%n, %jy, %jx, %c] : {it}\n    %onef = arith.constant 1.0 : {e}\n    %gy = arith.subf %onef, %fy : {e}\n    %gx = arith.subf %onef, %fx : {e}\n    %w00 = arith.mulf %gy, %gx : {e}\n    %w01 = arith.mulf %gy, %fx : {e}\n    %w10 = arith.mulf %fy, %gx : {e}\n    %w11 = arith.mulf %fy, %fx : {e}\n    %t00 = arith.mulf %v00, %w00 : {e}\n    %t01 = arith.mulf %v01, %w01 : {e}\n    %t10 = arith.mulf %v10, %w10 : {e}\n    %t11 = arith.mulf %v11, %w11 : {e}\n    %s0 = arith.addf %t00, %t01 : {e}\n    %s1 = arith.addf %s0, %t10 : {e}\n    %v = arith.addf %s1, %t11 : {e}\n"
        ));
    } else {
        body.push_str(&format!(
            "    %v = tensor.extract %a0[%n, %iy, %ix, %c] : {it}\n"
        ));
    }
    Some(format!(
        "  %init = tensor.empty() : {ot}\n  %r = linalg.generic {{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"parallel\"]}} outs(%init : {ot}) {{\n  ^bb0(%out: {e}):\n{body}    linalg.yield %v : {e}\n  }} -> {ot}\n  return %r : {ot}"
    ))
}
