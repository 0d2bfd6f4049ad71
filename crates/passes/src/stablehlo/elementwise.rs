//! StableHLO's elementwise ops as the scalar ops computing one element,
//! for region bodies (`reduce`, `sort`, `map`, ...) and, where no single
//! `arith`/`math` op on tensors does it, for a `linalg.generic` over the
//! op's tensors:
//! - complex elements (the `complex` dialect's ops, which the VM runs on
//!   scalars), `real`, `imag`, `complex`, and conversions to and from
//!   complex types;
//! - integer `divide` and `remainder` as XLA defines them where `arith`
//!   traps: `x / 0` is -1 (all bits set), `x % 0` is `x`, and
//!   `INT_MIN / -1` is `INT_MIN` (`INT_MIN % -1` is 0);
//! - `power` of unsigned integers (repeated squaring; `math.ipowi` reads
//!   its exponent as signed);
//! - `sign`, `logistic` and `reduce_precision`.

use std::fmt::Write as _;

use sigil_ir::{Context, Module, OpId, Type, TypeData};

use super::structural::{convert_scalar, total_order, ty};
use super::{column, elem, kind, prop, Kind, RENAMES};

/// Whether `short` is an elementwise op [`scalar`] writes.
pub(super) fn is_elementwise(short: &str) -> bool {
    RENAMES
        .iter()
        .any(|(n, _)| *n == short && !matches!(*n, "constant"))
        || matches!(
            short,
            "compare"
                | "convert"
                | "clamp"
                | "not"
                | "sign"
                | "logistic"
                | "real"
                | "imag"
                | "complex"
                | "reduce_precision"
                | "is_finite"
        )
}

/// Whether op `op` (elementwise) is lowered as a `linalg.generic` of
/// [`scalar`] ops rather than renamed to one op on tensors.
pub(super) fn needs_generic(ctx: &Context, m: &Module, op: OpId, short: &str) -> bool {
    if !is_elementwise(short) {
        return false;
    }
    let ir = &m.ir;
    let kinds: Vec<Kind> = ir
        .operands(op)
        .chain(ir.results(op))
        .map(|v| kind(ctx, ir.value_type(v)))
        .collect();
    let Some(&rk) = kinds.last() else {
        return false;
    };
    if kinds.contains(&Kind::Complex) {
        return true;
    }
    let int = matches!(rk, Kind::Signed | Kind::Unsigned);
    match short {
        "sign" | "logistic" | "real" | "imag" | "complex" | "reduce_precision" => true,
        "divide" | "remainder" => int,
        "power" => rk == Kind::Unsigned,
        _ => false,
    }
}

/// A constant of scalar type `t` (text `ts`) with integer value `v` (ints;
/// `i1` is `true` for odd) or float value `v`.
fn constant(ctx: &Context, t: Type, ts: &str, v: i64) -> String {
    match ctx.type_data(t) {
        TypeData::Integer { width: 1, .. } => if v & 1 == 1 { "true" } else { "false" }.to_string(),
        TypeData::Float(_) => format!("{v}.0 : {ts}"),
        _ => format!("{v} : {ts}"),
    }
}

/// The width of integer or float type `t`.
fn width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Float(k) => Some(k.bit_width()),
        _ => None,
    }
}

/// `bitcast_convert` of `complex<f64>` to two `complex<f32>` (a new last
/// dimension of 2), as the bytes read: element 0 holds the real part's
/// bits (low half real, high half imaginary), element 1 the imaginary
/// part's.
fn complex_halves(
    ctx: &mut Context,
    (it, is, ip): (Type, &[i64], Type),
    (rt, rs, rp): (Type, &[i64], Type),
) -> Option<String> {
    let (iw, rw) = (width(ctx, ip)?, width(ctx, rp)?);
    let rank = rs.len();
    if iw != 64 || rw != 32 || rank != is.len() + 1 || rs[..rank - 1] != *is || rs[rank - 1] != 2 {
        return None;
    }
    let (its, rts) = (ty(ctx, it), ty(ctx, rt));
    let (ies, res) = (ty(ctx, elem(ctx, it)), ty(ctx, elem(ctx, rt)));
    let args: Vec<String> = (0..rank).map(|d| format!("%g{d}: index")).collect();
    let src: Vec<String> = (0..rank - 1).map(|d| format!("%g{d}")).collect();
    let last = rank - 1;
    Some(format!(
        "%r = tensor.generate {{\n^bb0({}):\n  \
         %x = tensor.extract %a0[{}] : {its}\n  \
         %re = complex.re %x : {ies}\n  \
         %im = complex.im %x : {ies}\n  \
         %c0 = arith.constant 0 : index\n  \
         %first = arith.cmpi eq, %g{last}, %c0 : index\n  \
         %p = arith.select %first, %re, %im : f64\n  \
         %b = arith.bitcast %p : f64 to i64\n  \
         %lo = arith.trunci %b : i64 to i32\n  \
         %c32 = arith.constant 32 : i64\n  \
         %bh = arith.shrui %b, %c32 : i64\n  \
         %hi = arith.trunci %bh : i64 to i32\n  \
         %lof = arith.bitcast %lo : i32 to f32\n  \
         %hif = arith.bitcast %hi : i32 to f32\n  \
         %v = complex.create %lof, %hif : {res}\n  \
         tensor.yield %v : {res}\n}} : {rts}\nreturn %r : {rts}",
        args.join(", "),
        src.join(", ")
    ))
}

/// The part type of complex type `t`.
fn part(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::Complex(e) => Some(*e),
        _ => None,
    }
}

/// The scalar ops computing elementwise op `o` (`stablehlo.<short>`) on
/// elements named `args`, their values named from `v` (`v` itself and
/// `{v}_...`), and the value holding the result. `None` where the op has
/// no scalar form for its types.
pub(super) fn scalar(
    ctx: &mut Context,
    m: &Module,
    o: OpId,
    short: &str,
    args: &[String],
    v: &str,
) -> Option<(String, String)> {
    let ir = &m.ir;
    let ots: Vec<Type> = ir
        .operands(o)
        .map(|x| elem(ctx, ir.value_type(x)))
        .collect();
    if ots.len() != args.len() || ir.num_results(o) != 1 {
        return None;
    }
    let rt = elem(ctx, ir.value_type(ir.result(o, 0)));
    let rk = kind(ctx, rt);
    let es = ty(ctx, rt);
    let ok = ots.first().map(|&t| kind(ctx, t));
    let a = |i: usize| args[i].as_str();
    let mut s = String::new();
    let one = |s: &mut String, text: String| -> Option<(String, String)> {
        writeln!(s, "  {v} = {text}").ok()?;
        Some((std::mem::take(s), v.to_string()))
    };
    match short {
        "convert" => return convert(ctx, ots[0], rt, a(0), v),
        "select" => return one(&mut s, format!("arith.select {} : {es}", args.join(", "))),
        "is_finite" if ok == Some(Kind::Float) => {
            let ots0 = ty(ctx, ots[0]);
            return one(&mut s, format!("math.isfinite {} : {ots0}", a(0)));
        }
        "compare" => return compare(ctx, m, o, &ots, args, v),
        "clamp" => {
            let (max, min) = match rk {
                Kind::Float => ("arith.maximumf", "arith.minimumf"),
                Kind::Signed => ("arith.maxsi", "arith.minsi"),
                Kind::Unsigned | Kind::Bool => ("arith.maxui", "arith.minui"),
                _ => return None,
            };
            writeln!(s, "  {v}_lo = {max} {}, {} : {es}", a(1), a(0)).ok()?;
            return one(&mut s, format!("{min} {v}_lo, {} : {es}", a(2)));
        }
        "not" if matches!(rk, Kind::Bool | Kind::Signed | Kind::Unsigned) => {
            writeln!(
                s,
                "  {v}_ones = arith.constant {}",
                constant(ctx, rt, &es, -1)
            )
            .ok()?;
            return one(&mut s, format!("arith.xori {}, {v}_ones : {es}", a(0)));
        }
        "negate" if matches!(rk, Kind::Signed | Kind::Unsigned) => {
            writeln!(s, "  {v}_z = arith.constant 0 : {es}").ok()?;
            return one(&mut s, format!("arith.subi {v}_z, {} : {es}", a(0)));
        }
        "divide" | "remainder" if matches!(rk, Kind::Signed | Kind::Unsigned) => {
            // XLA: x / 0 = -1 (all bits set), x % 0 = x; INT_MIN / -1 is
            // INT_MIN and INT_MIN % -1 is 0, which dividing by 1 instead
            // gives too.
            let signed = rk == Kind::Signed;
            let w = width(ctx, rt)?;
            let (x, y) = (a(0), a(1));
            writeln!(
                s,
                "  {v}_z = arith.constant 0 : {es}\n  \
                 {v}_one = arith.constant 1 : {es}\n  \
                 {v}_y0 = arith.cmpi eq, {y}, {v}_z : {es}"
            )
            .ok()?;
            let mut bad = format!("{v}_y0");
            if signed && w > 1 {
                let min = -(1i128 << (w - 1));
                writeln!(
                    s,
                    "  {v}_min = arith.constant {min} : {es}\n  \
                     {v}_m1 = arith.constant -1 : {es}\n  \
                     {v}_xm = arith.cmpi eq, {x}, {v}_min : {es}\n  \
                     {v}_ym = arith.cmpi eq, {y}, {v}_m1 : {es}\n  \
                     {v}_ov = arith.andi {v}_xm, {v}_ym : i1\n  \
                     {v}_bad = arith.ori {v}_y0, {v}_ov : i1"
                )
                .ok()?;
                bad = format!("{v}_bad");
            }
            let (op, on_zero) = match (short, signed) {
                ("divide", true) => ("arith.divsi", format!("{v}_ones")),
                ("divide", false) => ("arith.divui", format!("{v}_ones")),
                (_, true) => ("arith.remsi", x.to_string()),
                (_, false) => ("arith.remui", x.to_string()),
            };
            writeln!(
                s,
                "  {v}_ones = arith.constant -1 : {es}\n  \
                 {v}_sy = arith.select {bad}, {v}_one, {y} : {es}\n  \
                 {v}_q = {op} {x}, {v}_sy : {es}"
            )
            .ok()?;
            return one(
                &mut s,
                format!("arith.select {v}_y0, {on_zero}, {v}_q : {es}"),
            );
        }
        "power" if rk == Kind::Unsigned => {
            // Repeated squaring, the exponent read as unsigned.
            let (x, y) = (a(0), a(1));
            let t3 = format!("{es}, {es}, {es}");
            writeln!(
                s,
                "  {v}_one = arith.constant 1 : {es}\n  \
                 {v}_z = arith.constant 0 : {es}\n  \
                 {v}_w:3 = scf.while ({v}_r0 = {v}_one, {v}_b0 = {x}, {v}_e0 = {y}) : ({t3}) -> ({t3}) {{\n  \
                 {v}_c = arith.cmpi ne, {v}_e0, {v}_z : {es}\n  \
                 scf.condition({v}_c) {v}_r0, {v}_b0, {v}_e0 : {t3}\n  \
                 }} do {{\n  \
                 ^bb0({v}_r1: {es}, {v}_b1: {es}, {v}_e1: {es}):\n  \
                 {v}_lo = arith.andi {v}_e1, {v}_one : {es}\n  \
                 {v}_odd = arith.cmpi ne, {v}_lo, {v}_z : {es}\n  \
                 {v}_rm = arith.muli {v}_r1, {v}_b1 : {es}\n  \
                 {v}_r2 = arith.select {v}_odd, {v}_rm, {v}_r1 : {es}\n  \
                 {v}_b2 = arith.muli {v}_b1, {v}_b1 : {es}\n  \
                 {v}_e2 = arith.shrui {v}_e1, {v}_one : {es}\n  \
                 scf.yield {v}_r2, {v}_b2, {v}_e2 : {t3}\n  \
                 }}"
            )
            .ok()?;
            return Some((s, format!("{v}_w#0")));
        }
        "sign" => {
            let x = a(0);
            match rk {
                Kind::Complex => return one(&mut s, format!("complex.sign {x} : {es}")),
                Kind::Float => {
                    // ±1 with the operand's sign; ±0 and NaN themselves.
                    writeln!(
                        s,
                        "  {v}_one = arith.constant 1.0 : {es}\n  \
                         {v}_z = arith.constant 0.0 : {es}\n  \
                         {v}_s = math.copysign {v}_one, {x} : {es}\n  \
                         {v}_keep = arith.cmpf ueq, {x}, {v}_z : {es}"
                    )
                    .ok()?;
                    return one(&mut s, format!("arith.select {v}_keep, {x}, {v}_s : {es}"));
                }
                Kind::Signed | Kind::Unsigned => {
                    let (gt, lt) = if rk == Kind::Signed {
                        ("sgt", "slt")
                    } else {
                        ("ugt", "ult")
                    };
                    writeln!(
                        s,
                        "  {v}_z = arith.constant 0 : {es}\n  \
                         {v}_p = arith.cmpi {gt}, {x}, {v}_z : {es}\n  \
                         {v}_n = arith.cmpi {lt}, {x}, {v}_z : {es}\n  \
                         {v}_pi = arith.extui {v}_p : i1 to {es}\n  \
                         {v}_ni = arith.extui {v}_n : i1 to {es}"
                    )
                    .ok()?;
                    return one(&mut s, format!("arith.subi {v}_pi, {v}_ni : {es}"));
                }
                _ => return None,
            }
        }
        "logistic" => {
            // 1 / (1 + exp(-x)).
            let x = a(0);
            let (neg, exp, add, div, c1) = match rk {
                Kind::Float => (
                    "arith.negf",
                    "math.exp",
                    "arith.addf",
                    "arith.divf",
                    format!("arith.constant 1.0 : {es}"),
                ),
                Kind::Complex => (
                    "complex.neg",
                    "complex.exp",
                    "complex.add",
                    "complex.div",
                    format!("complex.constant [1.0, 0.0] : {es}"),
                ),
                _ => return None,
            };
            writeln!(
                s,
                "  {v}_one = {c1}\n  \
                 {v}_n = {neg} {x} : {es}\n  \
                 {v}_e = {exp} {v}_n : {es}\n  \
                 {v}_d = {add} {v}_one, {v}_e : {es}"
            )
            .ok()?;
            return one(&mut s, format!("{div} {v}_one, {v}_d : {es}"));
        }
        "real" | "imag" => {
            let x = a(0);
            return match ok? {
                Kind::Complex => {
                    let ots0 = ty(ctx, ots[0]);
                    let op = if short == "real" { "re" } else { "im" };
                    one(&mut s, format!("complex.{op} {x} : {ots0}"))
                }
                Kind::Float if short == "real" => Some((String::new(), x.to_string())),
                Kind::Float => one(&mut s, format!("arith.constant 0.0 : {es}")),
                _ => None,
            };
        }
        "complex" => return one(&mut s, format!("complex.create {}, {} : {es}", a(0), a(1))),
        "abs" if ok == Some(Kind::Complex) => {
            let ots0 = ty(ctx, ots[0]);
            return one(&mut s, format!("complex.abs {} : {ots0}", a(0)));
        }
        "maximum" | "minimum" if rk == Kind::Complex => {
            // Lexicographic on (real, imaginary), as StableHLO orders
            // complex numbers.
            let p = ty(ctx, part(ctx, rt)?);
            let (x, y) = (a(0), a(1));
            let pred = if short == "maximum" { "ogt" } else { "olt" };
            writeln!(
                s,
                "  {v}_xr = complex.re {x} : {es}\n  \
                 {v}_xi = complex.im {x} : {es}\n  \
                 {v}_yr = complex.re {y} : {es}\n  \
                 {v}_yi = complex.im {y} : {es}\n  \
                 {v}_rc = arith.cmpf {pred}, {v}_xr, {v}_yr : {p}\n  \
                 {v}_re = arith.cmpf oeq, {v}_xr, {v}_yr : {p}\n  \
                 {v}_ic = arith.cmpf {pred}, {v}_xi, {v}_yi : {p}\n  \
                 {v}_tie = arith.andi {v}_re, {v}_ic : i1\n  \
                 {v}_take = arith.ori {v}_rc, {v}_tie : i1"
            )
            .ok()?;
            return one(&mut s, format!("arith.select {v}_take, {x}, {y} : {es}"));
        }
        "reduce_precision" => return reduce_precision(ctx, m, o, rt, a(0), v),
        "cbrt" if rk == Kind::Complex => {
            // |z|^(1/3) at a third of the argument, as StableHLO's
            // interpreter computes it.
            let p = ty(ctx, part(ctx, rt)?);
            let x = a(0);
            writeln!(
                s,
                "  {v}_abs = complex.abs {x} : {es}\n  \
                 {v}_r = math.cbrt {v}_abs : {p}\n  \
                 {v}_re = complex.re {x} : {es}\n  \
                 {v}_im = complex.im {x} : {es}\n  \
                 {v}_at = math.atan2 {v}_im, {v}_re : {p}\n  \
                 {v}_3 = arith.constant 3.0 : {p}\n  \
                 {v}_th = arith.divf {v}_at, {v}_3 : {p}\n  \
                 {v}_c = math.cos {v}_th : {p}\n  \
                 {v}_s = math.sin {v}_th : {p}\n  \
                 {v}_rc = arith.mulf {v}_r, {v}_c : {p}\n  \
                 {v}_rs = arith.mulf {v}_r, {v}_s : {p}"
            )
            .ok()?;
            return one(&mut s, format!("complex.create {v}_rc, {v}_rs : {es}"));
        }
        _ => {}
    }
    let (_, table) = RENAMES.iter().find(|(n, _)| *n == short)?;
    let to = table[column(rk)?];
    if to.is_empty()
        || !["arith.", "math.", "complex."]
            .iter()
            .any(|p| to.starts_with(p))
    {
        return None;
    }
    one(&mut s, format!("{to} {} : {es}", args.join(", ")))
}

/// `compare`: `arith.cmpf`/`cmpi` with the direction's predicate (floats
/// ordered but for `NE`; `TOTALORDER` through the floats' bits), and
/// `complex.eq`/`neq` for complex numbers (`EQ`, `NE` only).
fn compare(
    ctx: &mut Context,
    m: &Module,
    o: OpId,
    ots: &[Type],
    args: &[String],
    v: &str,
) -> Option<(String, String)> {
    let dir = prop(ctx, m, o, "comparison_direction").and_then(|a| super::enum_value(ctx, a))?;
    let ok = kind(ctx, ots[0]);
    let ot = ty(ctx, ots[0]);
    let total = prop(ctx, m, o, "compare_type").and_then(|a| super::enum_value(ctx, a)) == Some(2);
    let mut s = String::new();
    if total && ok == Kind::Float {
        let k = v.trim_start_matches('%');
        let line = total_order(ctx, &mut s, k, args, ots[0], dir)?;
        writeln!(s, "  {v} = {line}").ok()?;
        return Some((s, v.to_string()));
    }
    let (opname, preds): (&str, [&str; 6]) = match ok {
        Kind::Float => ("arith.cmpf", ["oeq", "une", "oge", "ogt", "ole", "olt"]),
        Kind::Signed => ("arith.cmpi", ["eq", "ne", "sge", "sgt", "sle", "slt"]),
        Kind::Unsigned | Kind::Bool => ("arith.cmpi", ["eq", "ne", "uge", "ugt", "ule", "ult"]),
        Kind::Complex => {
            let op = match dir {
                0 => "complex.eq",
                1 => "complex.neq",
                _ => return None,
            };
            writeln!(s, "  {v} = {op} {} : {ot}", args.join(", ")).ok()?;
            return Some((s, v.to_string()));
        }
        _ => return None,
    };
    let p = preds.get(usize::try_from(dir).ok()?)?;
    writeln!(s, "  {v} = {opname} {p}, {} : {ot}", args.join(", ")).ok()?;
    Some((s, v.to_string()))
}

/// `convert`, complex types included: a complex number converts to a real
/// type through its real part (to `i1` too, as StableHLO's interpreter
/// does), a real
/// number to a complex type as its real part with a zero imaginary part.
fn convert(ctx: &mut Context, from: Type, to: Type, x: &str, v: &str) -> Option<(String, String)> {
    let (fp, tp) = (part(ctx, from), part(ctx, to));
    let fs = ty(ctx, from);
    let ts = ty(ctx, to);
    let mut s = String::new();
    match (fp, tp) {
        (None, None) => convert_scalar(ctx, from, to, x, v),
        (Some(f), Some(t)) => {
            let (lr, r) = convert_scalar(ctx, f, t, &format!("{v}_re"), &format!("{v}_rc"))?;
            let (li, i) = convert_scalar(ctx, f, t, &format!("{v}_im"), &format!("{v}_ic"))?;
            write!(
                s,
                "  {v}_re = complex.re {x} : {fs}\n  {v}_im = complex.im {x} : {fs}\n{lr}{li}  \
                 {v} = complex.create {r}, {i} : {ts}\n"
            )
            .ok()?;
            Some((s, v.to_string()))
        }
        (Some(f), None) => {
            let (l, r) = convert_scalar(ctx, f, to, &format!("{v}_re"), &format!("{v}_c"))?;
            write!(s, "  {v}_re = complex.re {x} : {fs}\n{l}").ok()?;
            Some((s, r))
        }
        (None, Some(t)) => {
            let t_s = ty(ctx, t);
            let (l, r) = convert_scalar(ctx, from, t, x, &format!("{v}_c"))?;
            write!(
                s,
                "{l}  {v}_z = arith.constant 0.0 : {t_s}\n  {v} = complex.create {r}, {v}_z : {ts}\n"
            )
            .ok()?;
            Some((s, v.to_string()))
        }
    }
}

/// `reduce_precision` as StableHLO's reference interpreter computes it:
/// the mantissa rounded to nearest even on the float's bits, then the
/// exponent range cut (overflow to a signed infinity, underflow to a
/// signed zero); a NaN stays itself, or becomes +inf with no mantissa
/// bits.
fn reduce_precision(
    ctx: &mut Context,
    m: &Module,
    o: OpId,
    t: Type,
    x: &str,
    v: &str,
) -> Option<(String, String)> {
    let TypeData::Float(k) = ctx.type_data(t) else {
        return None;
    };
    let k = *k;
    let int_prop = |name: &str| match ctx.attr_data(prop(ctx, m, o, name)?) {
        sigil_ir::attrs::AttrData::Integer { value, .. } => value.to_i64(),
        _ => None,
    };
    let (eb, mb) = (int_prop("exponent_bits")?, int_prop("mantissa_bits")?);
    let w = k.bit_width();
    let src_m = i64::from(k.precision()) - 1;
    let src_e = i64::from(w) - src_m - 1;
    if !(16..=64).contains(&w) || eb < 1 || mb < 0 {
        return None;
    }
    let fs = ty(ctx, t);
    let it = format!("i{w}");
    let c = |v: u128| -> i128 {
        // The bits as the signed literal of an `i{w}` constant.
        let v = v & ((1u128 << w) - 1);
        ((v << (128 - w)) as i128) >> (128 - w)
    };
    let mut s = String::new();
    writeln!(s, "  {v}_b = arith.bitcast {x} : {fs} to {it}").ok()?;
    let mut cur = format!("{v}_b");
    if mb < src_m {
        let shift = (src_m - mb) as u32;
        let last = 1u128 << shift;
        let base = (last >> 1).wrapping_sub(1);
        writeln!(
            s,
            "  {v}_lm = arith.constant {} : {it}\n  \
             {v}_sh = arith.constant {shift} : {it}\n  \
             {v}_base = arith.constant {} : {it}\n  \
             {v}_tm = arith.constant {} : {it}\n  \
             {v}_l0 = arith.andi {cur}, {v}_lm : {it}\n  \
             {v}_l1 = arith.shrui {v}_l0, {v}_sh : {it}\n  \
             {v}_bias = arith.addi {v}_l1, {v}_base : {it}\n  \
             {v}_rb = arith.addi {cur}, {v}_bias : {it}\n  \
             {v}_rt = arith.andi {v}_rb, {v}_tm : {it}",
            c(last),
            c(base),
            c(!(last - 1)),
        )
        .ok()?;
        cur = format!("{v}_rt");
    }
    if eb < src_e {
        let src_m_u = src_m as u32;
        let sign = 1u128 << (w - 1);
        let exp_mask = ((1u128 << src_e) - 1) << src_m_u;
        let bias = (1u128 << (src_e - 1)) - 1;
        let rbias = (1u128 << (eb - 1)) - 1;
        let max_e = (bias + rbias) << src_m_u;
        let min_e = (bias - rbias) << src_m_u;
        writeln!(
            s,
            "  {v}_sm = arith.constant {} : {it}\n  \
             {v}_em = arith.constant {} : {it}\n  \
             {v}_emax = arith.constant {} : {it}\n  \
             {v}_emin = arith.constant {} : {it}\n  \
             {v}_xe = arith.andi {cur}, {v}_em : {it}\n  \
             {v}_ov = arith.cmpi ugt, {v}_xe, {v}_emax : {it}\n  \
             {v}_un = arith.cmpi ule, {v}_xe, {v}_emin : {it}\n  \
             {v}_sz = arith.andi {cur}, {v}_sm : {it}\n  \
             {v}_si = arith.ori {v}_sz, {v}_em : {it}\n  \
             {v}_o1 = arith.select {v}_ov, {v}_si, {cur} : {it}\n  \
             {v}_o2 = arith.select {v}_un, {v}_sz, {v}_o1 : {it}",
            c(sign),
            c(exp_mask),
            c(max_e),
            c(min_e),
        )
        .ok()?;
        cur = format!("{v}_o2");
    }
    let nan_value = if mb > 0 {
        x.to_string()
    } else {
        let inf = ((1u128 << src_e) - 1) << (src_m as u32);
        writeln!(
            s,
            "  {v}_infb = arith.constant {} : {it}\n  {v}_inf = arith.bitcast {v}_infb : {it} to {fs}",
            c(inf)
        )
        .ok()?;
        format!("{v}_inf")
    };
    writeln!(
        s,
        "  {v}_f = arith.bitcast {cur} : {it} to {fs}\n  \
         {v}_nan = arith.cmpf uno, {x}, {x} : {fs}\n  \
         {v} = arith.select {v}_nan, {nan_value}, {v}_f : {fs}"
    )
    .ok()?;
    Some((s, v.to_string()))
}

/// Elementwise op `op` as a `linalg.generic` over its operands (all of
/// one shape) computing [`scalar`] per element, for the template.
pub(super) fn generic(ctx: &mut Context, m: &Module, op: OpId, short: &str) -> Option<String> {
    let ir = &m.ir;
    let n = ir.num_operands(op);
    if ir.num_results(op) != 1 || n == 0 {
        return None;
    }
    let r = ir.value_type(ir.result(op, 0));
    let TypeData::RankedTensor { shape, .. } = ctx.type_data(r).clone() else {
        return None;
    };
    let rank = shape.len();
    let ots: Vec<Type> = ir.operands(op).map(|x| ir.value_type(x)).collect();
    // Every operand of the result's rank (a 0-d predicate of `select` is
    // lowered before this).
    if ots
        .iter()
        .any(|&t| ctx.type_data(t).shape().map(<[i64]>::len) != Some(rank))
    {
        return None;
    }
    let args: Vec<String> = (0..n).map(|i| format!("%x{i}")).collect();
    let (body, value) = scalar(ctx, m, op, short, &args, "%v")?;
    let mut text = String::new();
    let mut sizes = Vec::new();
    let t0 = ty(ctx, ots[0]);
    for (d, &size) in shape.iter().enumerate() {
        if size < 0 {
            writeln!(
                text,
                "%c{d} = arith.constant {d} : index\n%d{d} = tensor.dim %a0, %c{d} : {t0}"
            )
            .ok()?;
            sizes.push(format!("%d{d}"));
        }
    }
    let rts = ty(ctx, r);
    let es = ty(ctx, elem(ctx, r));
    let id = super::structural::identity(rank);
    let maps = vec![id; n + 1].join(", ");
    let its = vec!["\"parallel\""; rank].join(", ");
    let ins_types: Vec<String> = ots.iter().map(|&t| ty(ctx, t)).collect();
    let mut block_args: Vec<String> = Vec::new();
    for (i, &t) in ots.iter().enumerate() {
        let e = elem(ctx, t);
        block_args.push(format!("%x{i}: {}", ty(ctx, e)));
    }
    block_args.push(format!("%out: {es}"));
    write!(
        text,
        "%e = tensor.empty({}) : {rts}\n\
         %r = linalg.generic {{indexing_maps = [{maps}], iterator_types = [{its}]}} \
         ins({} : {}) outs(%e : {rts}) {{\n^bb0({}):\n{body}  linalg.yield {value} : {es}\n}} -> {rts}\n\
         return %r : {rts}",
        sizes.join(", "),
        args.iter()
            .enumerate()
            .map(|(i, _)| format!("%a{i}"))
            .collect::<Vec<_>>()
            .join(", "),
        ins_types.join(", "),
        block_args.join(", "),
    )
    .ok()?;
    Some(text)
}

/// `bitcast_convert` between element types of different widths (integers
/// and floats of up to 64 bits): a wide element is the narrow ones of its
/// last dimension, the first in the lowest bits, as StableHLO's spec (and
/// XLA, on a little-endian machine) lays them out.
pub(super) fn bitcast_widths(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let it = m.ir.value_type(m.ir.operand(op, 0));
    let rt = m.ir.value_type(m.ir.result(op, 0));
    let shape = |t: Type| match ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. } if shape.iter().all(|&d| d >= 0) => {
            Some(shape.to_vec())
        }
        _ => None,
    };
    let (is, rs) = (shape(it)?, shape(rt)?);
    let (ie, re) = (elem(ctx, it), elem(ctx, rt));
    if let (Some(ip), Some(rp)) = (part(ctx, ie), part(ctx, re)) {
        return complex_halves(ctx, (it, &is, ip), (rt, &rs, rp));
    }
    let (iw, rw) = (width(ctx, ie)?, width(ctx, re)?);
    if iw > 64 || rw > 64 || iw == rw {
        return None;
    }
    let (ies, res) = (ty(ctx, ie), ty(ctx, re));
    let (its, rts) = (ty(ctx, it), ty(ctx, rt));
    let is_float = |t: Type| matches!(ctx.type_data(t), TypeData::Float(_));
    let (ifl, rfl) = (is_float(ie), is_float(re));
    let rank = rs.len();
    let args = (0..rank)
        .map(|d| format!("%g{d}: index"))
        .collect::<Vec<_>>()
        .join(", ");
    let mut body = String::new();
    let value = if iw > rw {
        // Narrow from wide: the result's last dimension picks the bits.
        let ratio = i64::from(iw / rw);
        if iw % rw != 0 || is.len() + 1 != rank || rs[..rank - 1] != is[..] || rs[rank - 1] != ratio
        {
            return None;
        }
        let src: Vec<String> = (0..rank - 1).map(|d| format!("%g{d}")).collect();
        let wide = format!("i{iw}");
        writeln!(
            body,
            "  %x = tensor.extract %a0[{}] : {its}",
            src.join(", ")
        )
        .ok()?;
        let xi = if ifl {
            writeln!(body, "  %xi = arith.bitcast %x : {ies} to {wide}").ok()?;
            "%xi"
        } else {
            "%x"
        };
        let narrow = format!("i{rw}");
        writeln!(
            body,
            "  %w = arith.constant {rw} : index\n  \
             %jw = arith.muli %g{}, %w : index\n  \
             %shi = arith.index_cast %jw : index to {wide}\n  \
             %y = arith.shrui {xi}, %shi : {wide}\n  \
             %yt = arith.trunci %y : {wide} to {narrow}",
            rank - 1
        )
        .ok()?;
        if rfl {
            writeln!(body, "  %v = arith.bitcast %yt : {narrow} to {res}").ok()?;
            "%v".to_string()
        } else {
            "%yt".to_string()
        }
    } else {
        // Wide from narrow: the operand's last dimension, shifted in.
        let ratio = i64::from(rw / iw);
        if rw % iw != 0 || rs.len() + 1 != is.len() || is[..rank] != rs[..] || is[rank] != ratio {
            return None;
        }
        let wide = format!("i{rw}");
        let narrow = format!("i{iw}");
        writeln!(body, "  %acc0 = arith.constant 0 : {wide}").ok()?;
        let lead: Vec<String> = (0..rank).map(|d| format!("%g{d}")).collect();
        for j in 0..ratio {
            let mut at = lead.clone();
            at.push(format!("%c{j}"));
            writeln!(
                body,
                "  %c{j} = arith.constant {j} : index\n  \
                 %x{j} = tensor.extract %a0[{}] : {its}",
                at.join(", ")
            )
            .ok()?;
            let bits = if ifl {
                writeln!(body, "  %xb{j} = arith.bitcast %x{j} : {ies} to {narrow}").ok()?;
                format!("%xb{j}")
            } else {
                format!("%x{j}")
            };
            writeln!(
                body,
                "  %z{j} = arith.extui {bits} : {narrow} to {wide}\n  \
                 %sh{j} = arith.constant {} : {wide}\n  \
                 %zs{j} = arith.shli %z{j}, %sh{j} : {wide}\n  \
                 %acc{} = arith.ori %acc{j}, %zs{j} : {wide}",
                j * i64::from(iw),
                j + 1
            )
            .ok()?;
        }
        if rfl {
            writeln!(body, "  %v = arith.bitcast %acc{ratio} : {wide} to {res}").ok()?;
            "%v".to_string()
        } else {
            format!("%acc{ratio}")
        }
    };
    Some(format!(
        "%r = tensor.generate {{\n^bb0({args}):\n{body}  tensor.yield {value} : {res}\n}} : {rts}\n\
         return %r : {rts}"
    ))
}
