//! `stablehlo` ops rewritten as the `arith`, `math` and `complex` ops the
//! VM runs on tensors (`sigil opt --sigil-lower-stablehlo`; the VM runs it
//! on load).
//!
//! Most StableHLO ops are elementwise, and each is one `arith`/`math` op
//! whose name depends only on the element type (`stablehlo.divide` is
//! `arith.divf`, `divsi` or `divui`): those are renamed in place, keeping
//! operands, results and locations, so run-time errors still point at the
//! StableHLO source. The table below says which, per kind of element. An op
//! with no rule stays as it is, and the VM reports it by name and location.
//! Unsigned element types keep their type: the op chosen carries the
//! unsignedness (`divui`, `cmpi ult`), as StableHLO's own lowering to
//! linalg does after making the types signless.

mod chlo;
mod chlo_complex;
mod control;
mod dynamic;
mod elementwise;
mod legacy;
mod numerics;
mod quant;
mod rng;
mod structural;
mod template;

use std::fmt::Write;

use sigil_ir::attrs::AttrData;
use sigil_ir::types::Signedness;
use sigil_ir::{Context, Module, NamedAttr, NewOp, OpId, Type, TypeData, Value};

/// The kind of a tensor's elements.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Kind {
    Float,
    Complex,
    /// `i1`.
    Bool,
    Signed,
    Unsigned,
    Other,
}

pub(super) fn elem(ctx: &Context, t: Type) -> Type {
    match ctx.type_data(t) {
        TypeData::RankedTensor { elem, .. } | TypeData::UnrankedTensor { elem } => *elem,
        _ => t,
    }
}

pub(super) fn kind(ctx: &Context, t: Type) -> Kind {
    match ctx.type_data(elem(ctx, t)) {
        TypeData::Float(_) => Kind::Float,
        TypeData::Complex(_) => Kind::Complex,
        TypeData::Integer { width: 1, .. } => Kind::Bool,
        TypeData::Integer {
            signedness: Signedness::Unsigned,
            ..
        } => Kind::Unsigned,
        TypeData::Integer { .. } => Kind::Signed,
        _ => Kind::Other,
    }
}

/// The op an elementwise StableHLO op is, for elements of `k`: one name per
/// kind (float, complex, bool, signed, unsigned); `""` where none fits.
pub(super) const RENAMES: &[(&str, [&str; 5])] = &[
    (
        "add",
        [
            "arith.addf",
            "complex.add",
            "arith.ori",
            "arith.addi",
            "arith.addi",
        ],
    ),
    (
        "subtract",
        ["arith.subf", "complex.sub", "", "arith.subi", "arith.subi"],
    ),
    (
        "multiply",
        [
            "arith.mulf",
            "complex.mul",
            "arith.andi",
            "arith.muli",
            "arith.muli",
        ],
    ),
    (
        "divide",
        [
            "arith.divf",
            "complex.div",
            "",
            "arith.divsi",
            "arith.divui",
        ],
    ),
    (
        "remainder",
        ["arith.remf", "", "", "arith.remsi", "arith.remui"],
    ),
    (
        "maximum",
        [
            "arith.maximumf",
            "",
            "arith.ori",
            "arith.maxsi",
            "arith.maxui",
        ],
    ),
    (
        "minimum",
        [
            "arith.minimumf",
            "",
            "arith.andi",
            "arith.minsi",
            "arith.minui",
        ],
    ),
    ("and", ["", "", "arith.andi", "arith.andi", "arith.andi"]),
    ("or", ["", "", "arith.ori", "arith.ori", "arith.ori"]),
    ("xor", ["", "", "arith.xori", "arith.xori", "arith.xori"]),
    ("shift_left", ["", "", "", "arith.shli", "arith.shli"]),
    (
        "shift_right_arithmetic",
        ["", "", "", "arith.shrsi", "arith.shrsi"],
    ),
    (
        "shift_right_logical",
        ["", "", "", "arith.shrui", "arith.shrui"],
    ),
    ("power", ["math.powf", "complex.pow", "", "math.ipowi", ""]),
    ("atan2", ["math.atan2", "complex.atan2", "", "", ""]),
    ("negate", ["arith.negf", "complex.neg", "", "", ""]),
    ("abs", ["math.absf", "", "", "math.absi", ""]),
    ("sine", ["math.sin", "complex.sin", "", "", ""]),
    ("cosine", ["math.cos", "complex.cos", "", "", ""]),
    ("tan", ["math.tan", "complex.tan", "", "", ""]),
    ("tanh", ["math.tanh", "complex.tanh", "", "", ""]),
    ("exponential", ["math.exp", "complex.exp", "", "", ""]),
    (
        "exponential_minus_one",
        ["math.expm1", "complex.expm1", "", "", ""],
    ),
    ("log", ["math.log", "complex.log", "", "", ""]),
    ("log_plus_one", ["math.log1p", "complex.log1p", "", "", ""]),
    ("sqrt", ["math.sqrt", "complex.sqrt", "", "", ""]),
    ("rsqrt", ["math.rsqrt", "complex.rsqrt", "", "", ""]),
    ("cbrt", ["math.cbrt", "", "", "", ""]),
    ("floor", ["math.floor", "", "", "", ""]),
    ("ceil", ["math.ceil", "", "", "", ""]),
    ("round_nearest_even", ["math.roundeven", "", "", "", ""]),
    ("round_nearest_afz", ["math.round", "", "", "", ""]),
    ("popcnt", ["", "", "math.ctpop", "math.ctpop", "math.ctpop"]),
    (
        "count_leading_zeros",
        ["", "", "math.ctlz", "math.ctlz", "math.ctlz"],
    ),
    ("select", ["arith.select"; 5]),
    ("constant", ["arith.constant"; 5]),
];

pub(super) fn column(k: Kind) -> Option<usize> {
    Some(match k {
        Kind::Float => 0,
        Kind::Complex => 1,
        Kind::Bool => 2,
        Kind::Signed => 3,
        Kind::Unsigned => 4,
        Kind::Other => return None,
    })
}

/// Whether the module holds a `stablehlo` or `chlo` op.
pub fn uses_stablehlo(ctx: &Context, module: &Module) -> bool {
    let mut found = false;
    module.ir.walk(module.top, &mut |op| {
        let name = ctx.str_bytes(module.ir.op(op).name);
        found |= name.starts_with(b"stablehlo.") || name.starts_with(b"chlo.");
    });
    found
}

/// CHLO's ops that are one `math` op on floats (`chlo.erf` is `math.erf`),
/// and `square`, a product of the operand with itself.
const CHLO_MATH: &[(&str, &str)] = &[
    ("erf", "math.erf"),
    ("erfc", "math.erfc"),
    ("tan", "math.tan"),
    ("sinh", "math.sinh"),
    ("cosh", "math.cosh"),
    ("asin", "math.asin"),
    ("acos", "math.acos"),
    ("atan", "math.atan"),
    ("asinh", "math.asinh"),
    ("acosh", "math.acosh"),
    ("atanh", "math.atanh"),
    ("is_inf", "math.isinf"),
];

fn lower_chlo(ctx: &mut Context, m: &mut Module, op: OpId, short: &str) -> bool {
    let complex = m.ir.num_operands(op) == 1
        && kind(ctx, m.ir.value_type(m.ir.operand(op, 0))) == Kind::Complex;
    if complex
        && matches!(
            short,
            "asin" | "acos" | "asinh" | "acosh" | "atan" | "atanh"
        )
    {
        return chlo_complex::decompose(ctx, m, op, short)
            .is_some_and(|body| template::replace_with(ctx, m, op, &body).is_ok());
    }
    // `chlo.tan` is `stablehlo.tan` (on complex numbers too).
    if complex && short == "tan" {
        let t = m.ir.value_type(m.ir.operand(op, 0));
        let ts = sigil_ir::printer::type_to_string(ctx, t);
        let body = format!("%r = \"stablehlo.tan\"(%a0) : ({ts}) -> {ts}\nreturn %r : {ts}");
        return template::replace_with(ctx, m, op, &body).is_ok();
    }
    if matches!(short, "lgamma" | "digamma" | "erf_inv" | "bessel_i1e")
        || (matches!(short, "cosh" | "sinh")
            && matches!(
                kind(ctx, m.ir.value_type(m.ir.operand(op, 0))),
                Kind::Float | Kind::Complex
            ))
    {
        return chlo::decompose(ctx, m, op, short)
            .is_some_and(|body| template::replace_with(ctx, m, op, &body).is_ok());
    }
    if short.starts_with("broadcast_") {
        return legacy::chlo_broadcast(ctx, m, op, short)
            .is_some_and(|body| template::replace_with(ctx, m, op, &body).is_ok());
    }
    if short == "next_after" {
        return next_after(ctx, m, op)
            .is_some_and(|body| template::replace_with(ctx, m, op, &body).is_ok());
    }
    if short == "top_k" {
        return top_k(ctx, m, op)
            .is_some_and(|body| template::replace_with(ctx, m, op, &body).is_ok());
    }
    if m.ir.num_operands(op) != 1 {
        return false;
    }
    let x = m.ir.operand(op, 0);
    let k = kind(ctx, m.ir.value_type(x));
    if short == "square" {
        let mul = match k {
            Kind::Float => "arith.mulf",
            Kind::Signed | Kind::Unsigned => "arith.muli",
            Kind::Complex => "complex.mul",
            _ => return false,
        };
        m.ir.set_operands(op, &[x, x]);
        rename(ctx, m, op, mul, Vec::new());
        return true;
    }
    match CHLO_MATH.iter().find(|(n, _)| *n == short) {
        Some((_, to)) if k == Kind::Float => {
            rename(ctx, m, op, to, Vec::new());
            true
        }
        _ => false,
    }
}

/// `chlo.next_after(x, y)`: the float after `x` towards `y`, on the bits,
/// as StableHLO's CHLO decomposition computes it: NaN if either is NaN,
/// `y` if they are equal, the smallest subnormal with `y`'s sign if `x` is
/// zero, else `x`'s bits plus one (away from zero) or minus one (towards
/// zero, or when `y` has the other sign). Operands of size 1 in a
/// dimension broadcast (`chlo`'s implicit broadcasting, equal ranks).
fn next_after(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let rt = m.ir.value_type(m.ir.result(op, 0));
    let out = ctx.type_data(rt).shape()?.to_vec();
    let e = elem(ctx, rt);
    let w = match ctx.type_data(e) {
        TypeData::Float(k) => k.bit_width(),
        _ => return None,
    };
    let mut reads = String::new();
    for i in 0..2 {
        let t = m.ir.value_type(m.ir.operand(op, i));
        let s = ctx.type_data(t).shape()?.to_vec();
        if s.len() != out.len() || elem(ctx, t) != e {
            return None;
        }
        let idx: Vec<String> = (0..s.len())
            .map(|d| {
                if s[d] == 1 && out[d] != 1 {
                    "%z".to_string()
                } else {
                    format!("%g{d}")
                }
            })
            .collect();
        let ts = sigil_ir::printer::type_to_string(ctx, t);
        writeln!(
            reads,
            "  %v{i} = tensor.extract %a{i}[{}] : {ts}",
            idx.join(", ")
        )
        .ok()?;
    }
    let es = sigil_ir::printer::type_to_string(ctx, e);
    let rts = sigil_ir::printer::type_to_string(ctx, rt);
    let it = format!("i{w}");
    let sign = format!("{}", -(1i128 << (w - 1)));
    let mag = format!("{}", (1i128 << (w - 1)) - 1);
    // A quiet NaN: the exponent all ones and the top mantissa bit.
    let mant = match w {
        16 if es == "bf16" => 7,
        16 => 10,
        32 => 23,
        _ => 52,
    };
    let nan = format!("{}", ((1i128 << (w - 1)) - 1) ^ ((1i128 << (mant - 1)) - 1));
    let args: Vec<String> = (0..out.len()).map(|d| format!("%g{d}: index")).collect();
    Some(format!(
        "%z = arith.constant 0 : index
         %r = tensor.generate {{
^bb0({}):
{reads}           %x = arith.bitcast %v0 : {es} to {it}
  %y = arith.bitcast %v1 : {es} to {it}
           %xn = arith.cmpf uno, %v0, %v0 : {es}
  %yn = arith.cmpf uno, %v1, %v1 : {es}
           %nan_in = arith.ori %xn, %yn : i1
  %nan = arith.constant {nan} : {it}
           %sb = arith.constant {sign} : {it}
  %mb = arith.constant {mag} : {it}
           %xa = arith.andi %x, %mb : {it}
  %ya = arith.andi %y, %mb : {it}
           %eq = arith.cmpf oeq, %v0, %v1 : {es}
  %zero = arith.constant 0 : {it}
           %xz = arith.cmpi eq, %xa, %zero : {it}
  %yz = arith.cmpi eq, %ya, %zero : {it}
           %xs = arith.andi %x, %sb : {it}
  %ys = arith.andi %y, %sb : {it}
           %one = arith.constant 1 : {it}
  %tiny = arith.ori %ys, %one : {it}
           %larger = arith.cmpi sgt, %xa, %ya : {it}
  %flip = arith.cmpi ne, %xs, %ys : {it}
           %down = arith.ori %larger, %flip : i1
  %mone = arith.constant -1 : {it}
           %adj = arith.select %down, %mone, %one : {it}
  %step = arith.addi %x, %adj : {it}
           %atz = arith.select %yz, %y, %tiny : {it}
  %r0 = arith.select %xz, %atz, %step : {it}
           %r1 = arith.select %eq, %y, %r0 : {it}
  %r2 = arith.select %nan_in, %nan, %r1 : {it}
           %f = arith.bitcast %r2 : {it} to {es}
  tensor.yield %f : {es}
}} : {rts}
return %r : {rts}",
        args.join(", ")
    ))
}

/// `chlo.top_k(x, k)`: a stable sort of the last dimension, greatest
/// first, carrying the indices (an `iota`), then its first `k` columns, as
/// StableHLO's CHLO decomposition writes it. Written in StableHLO, lowered
/// in the next round.
fn top_k(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let x = m.ir.value_type(m.ir.operand(op, 0));
    // A bool orders as an unsigned integer of one bit.
    let k = match kind(ctx, x) {
        Kind::Bool => Kind::Unsigned,
        k => k,
    };
    if !matches!(k, Kind::Float | Kind::Signed | Kind::Unsigned) {
        return None;
    }
    let (vt, it) = (
        m.ir.value_type(m.ir.result(op, 0)),
        m.ir.value_type(m.ir.result(op, 1)),
    );
    let shape = ctx.type_data(x).shape()?.to_vec();
    let out = ctx.type_data(vt).shape()?.to_vec();
    if shape.iter().chain(&out).any(|&d| d < 0) || shape.is_empty() || out.len() != shape.len() {
        return None;
    }
    let d = shape.len() - 1;
    let e = elem(ctx, x);
    let ie = elem(ctx, it);
    let full_it = ctx.intern_type(TypeData::RankedTensor {
        shape: shape.clone().into(),
        elem: ie,
        encoding: None,
    });
    let t = |ctx: &mut Context, t: Type| {
        let s = signless(ctx, t);
        sigil_ir::printer::type_to_string(ctx, s)
    };
    let scalar = |ctx: &mut Context, e: Type| {
        let s = ctx.intern_type(TypeData::RankedTensor {
            shape: Vec::new().into(),
            elem: e,
            encoding: None,
        });
        t(ctx, s)
    };
    let (xs, vs, is, fis) = (t(ctx, x), t(ctx, vt), t(ctx, it), t(ctx, full_it));
    let (es, ies) = (scalar(ctx, e), scalar(ctx, ie));
    // Floats compare in their total order (`TOTALORDER`: -NaN < -Inf < ...
    // < -0 < +0 < ... < +Inf < +NaN, as XLA's TopK orders them); unsigned
    // integers (signless in the rule's text) as signed keys with their top
    // bit flipped.
    let w = bit_width(ctx, e)?;
    let key_ty = ctx.i(w);
    let ks = if k == Kind::Float {
        es.clone()
    } else {
        scalar(ctx, key_ty)
    };
    let key = |v: &str| -> String {
        match k {
            Kind::Unsigned => format!(
                "  %{v}min = \"stablehlo.constant\"() <{{value = dense<{}> : {ks}}}> : () -> {ks}\n  \
                 %{v}k = \"stablehlo.xor\"(%{v}, %{v}min) : ({ks}, {ks}) -> {ks}\n",
                if w == 1 {
                    "true".to_string()
                } else {
                    (-(1i128 << (w - 1))).to_string()
                },
            ),
            // The value itself (a convert to its own type).
            _ => format!("  %{v}k = \"stablehlo.convert\"(%{v}) : ({ks}) -> {ks}\n"),
        }
    };
    let (kx, ky) = (key("x"), key("y"));
    let order = if k == Kind::Float {
        ", compare_type = #stablehlo<comparison_type TOTALORDER>"
    } else {
        ""
    };
    let list = |v: &[i64]| v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
    let zeros = vec![0i64; out.len()];
    let ones = vec![1i64; out.len()];
    let slice = format!(
        "start_indices = array<i64: {}>, limit_indices = array<i64: {}>, strides = array<i64: {}>",
        list(&zeros),
        list(&out),
        list(&ones)
    );
    Some(format!(
        "%i = \"stablehlo.iota\"() <{{iota_dimension = {d} : i64}}> : () -> {fis}\n\
         %s:2 = \"stablehlo.sort\"(%a0, %i) <{{dimension = {d} : i64, is_stable = true}}> ({{\n\
         ^bb0(%x: {es}, %y: {es}, %p: {ies}, %q: {ies}):\n{kx}{ky}  \
         %c = \"stablehlo.compare\"(%xk, %yk) <{{comparison_direction = #stablehlo<comparison_direction GT>{order}}}> : ({ks}, {ks}) -> tensor<i1>\n  \
         \"stablehlo.return\"(%c) : (tensor<i1>) -> ()\n\
         }}) : ({xs}, {fis}) -> ({xs}, {fis})\n\
         %v = \"stablehlo.slice\"(%s#0) <{{{slice}}}> : ({xs}) -> {vs}\n\
         %w = \"stablehlo.slice\"(%s#1) <{{{slice}}}> : ({fis}) -> {is}\n\
         return %v, %w : {vs}, {is}"
    ))
}

/// Rewrites every `stablehlo` op with a rule (see the module header);
/// returns how many ops were left as they were.
pub fn lower_stablehlo(ctx: &mut Context, module: &mut Module) -> usize {
    forward_tuples(ctx, module);
    inline_body_calls(ctx, module);
    let mut ops = Vec::new();
    module.ir.walk(module.top, &mut |op| ops.push(op));
    let mut left = 0;
    // The ops on quantized values first, each before the ops it reads (a
    // rule reads its operands' quantized types, which the lowering of the
    // op that makes them replaces by storage types).
    for &op in ops.iter().rev() {
        let name = ctx.str_bytes(module.ir.op(op).name);
        let Some(short) = name.strip_prefix(b"stablehlo.") else {
            continue;
        };
        let short = String::from_utf8_lossy(short).into_owned();
        if short != "bitcast_convert"
            && quant::involves(ctx, module, op)
            && !quant::lower(ctx, module, op, &short)
        {
            left += 1;
        }
    }
    left += lower_ops(ctx, module, &ops);
    // A rule may write StableHLO (`chlo.top_k` as a `sort`): the ops it
    // made are lowered in another round.
    let mut seen: std::collections::HashSet<OpId> = ops.into_iter().collect();
    for _ in 0..4 {
        let mut fresh = Vec::new();
        module.ir.walk(module.top, &mut |op| {
            if !seen.contains(&op) {
                fresh.push(op);
            }
        });
        if fresh.is_empty() {
            break;
        }
        seen.extend(fresh.iter().copied());
        left += lower_ops(ctx, module, &fresh);
    }
    // After the rules, which read the signedness and quantized types to
    // choose their ops.
    let mut all = Vec::new();
    module.ir.walk(module.top, &mut |op| all.push(op));
    quant::forward_bitcasts(ctx, module, &all);
    make_signless(ctx, module, &all);
    left
}

/// Lowers the `stablehlo`, `chlo` and `interpreter` ops among `ops`;
/// returns how many were left as they were.
fn lower_ops(ctx: &mut Context, module: &mut Module, ops: &[OpId]) -> usize {
    let mut left = 0;
    for &op in ops {
        // The ops of a region a rule replaced went with it.
        if module.ir.is_op_erased(op) {
            continue;
        }
        let name = ctx.str_bytes(module.ir.op(op).name);
        if let Some(short) = name.strip_prefix(b"chlo.") {
            let short = String::from_utf8_lossy(short).into_owned();
            if !lower_chlo(ctx, module, op, &short) {
                left += 1;
            }
            continue;
        }
        if let Some(short) = name.strip_prefix(b"interpreter.") {
            let short = String::from_utf8_lossy(short).into_owned();
            if !lower_interpreter(ctx, module, op, &short) {
                left += 1;
            }
            continue;
        }
        let Some(short) = name.strip_prefix(b"stablehlo.") else {
            continue;
        };
        let short = String::from_utf8_lossy(short).into_owned();
        if !lower_op(ctx, module, op, &short) {
            left += 1;
        }
    }
    left
}

/// The ops whose region is one element's computation, which their rules
/// write as scalar ops.
const SCALAR_BODIES: &[&[u8]] = &[
    b"stablehlo.reduce",
    b"stablehlo.reduce_window",
    b"stablehlo.sort",
    b"stablehlo.scatter",
    b"stablehlo.select_and_scatter",
    b"stablehlo.map",
];

/// A `func.call` in the body of a reduction, sort or scatter (JAX calls
/// its `logaddexp` from `cumlogsumexp`'s `reduce_window`) is replaced by
/// the callee's ops, so the body's rule sees StableHLO ops only. Callees
/// of one block ending in `func.return`; calls the inlined ops make are
/// inlined in turn, a few levels deep (a recursive callee stays called).
fn inline_body_calls(ctx: &Context, m: &mut Module) {
    for _ in 0..8 {
        let mut calls = Vec::new();
        m.ir.walk(m.top, &mut |op| {
            if ctx.str_bytes(m.ir.op(op).name) == b"func.call"
                && m.ir
                    .parent_op(op)
                    .is_some_and(|p| SCALAR_BODIES.contains(&ctx.str_bytes(m.ir.op(p).name)))
            {
                calls.push(op);
            }
        });
        let mut changed = false;
        for call in calls {
            changed |= inline_call(ctx, m, call).is_some();
        }
        if !changed {
            break;
        }
    }
}

fn inline_call(ctx: &Context, m: &mut Module, call: OpId) -> Option<()> {
    let callee = prop(ctx, m, call, "callee")?;
    let f = sigil_ir::symbols::lookup_nearest_symbol_from(ctx, &m.ir, call, callee)?;
    if ctx.str_bytes(m.ir.op(f).name) != b"func.func" {
        return None;
    }
    let region = *m.ir.regions(f).first()?;
    let block = m.ir.entry_block(region)?;
    let args = m.ir.block_args(block).to_vec();
    if m.ir.next_block(block).is_some() || args.len() != m.ir.num_operands(call) {
        return None;
    }
    let ops: Vec<OpId> = m.ir.block_ops(block).collect();
    let (&ret, body) = ops.split_last()?;
    if ctx.str_bytes(m.ir.op(ret).name) != b"func.return"
        || m.ir.num_operands(ret) != m.ir.num_results(call)
    {
        return None;
    }
    let mut map = sigil_ir::clone::IrMapping::new();
    for (i, &a) in args.iter().enumerate() {
        let v = m.ir.operand(call, i);
        map.map_value(a, v);
    }
    for &o in body {
        let copy = m.ir.clone_op(o, &mut map);
        m.ir.insert_op_before(call, copy);
    }
    for i in 0..m.ir.num_results(call) {
        let v = map.lookup_value_or_default(m.ir.operand(ret, i));
        let r = m.ir.result(call, i);
        m.ir.replace_all_uses(r, v);
    }
    m.ir.erase_op(call).ok()
}

/// `get_tuple_element` of a `tuple` is the tuple's operand; a tuple no
/// longer used is erased. Tuples that cross a function boundary or a
/// region stay, for the VM to refuse.
fn forward_tuples(ctx: &Context, m: &mut Module) {
    let mut ops = Vec::new();
    m.ir.walk(m.top, &mut |op| ops.push(op));
    let is = |m: &Module, op: OpId, name: &[u8]| ctx.str_bytes(m.ir.op(op).name) == name;
    for &op in &ops {
        if !is(m, op, b"stablehlo.get_tuple_element") || m.ir.num_operands(op) != 1 {
            continue;
        }
        let Some(sigil_ir::ValueDef::Result { op: def, .. }) = m.ir.value_def(m.ir.operand(op, 0))
        else {
            continue;
        };
        if !is(m, def, b"stablehlo.tuple") {
            continue;
        }
        let index = prop(ctx, m, op, "index").and_then(|a| match ctx.attr_data(a) {
            AttrData::Integer { value, .. } => value.to_i64(),
            _ => None,
        });
        let Some(i) = index.and_then(|i| usize::try_from(i).ok()) else {
            continue;
        };
        if i >= m.ir.num_operands(def) {
            continue;
        }
        let v = m.ir.operand(def, i);
        let r = m.ir.result(op, 0);
        m.ir.replace_all_uses(r, v);
        let _ = m.ir.erase_op(op);
    }
    // Unused tuples, the outer ones first (a tuple of tuples frees its
    // operands).
    for &op in ops.iter().rev() {
        if m.ir.is_op_erased(op) || !is(m, op, b"stablehlo.tuple") {
            continue;
        }
        let r = m.ir.result(op, 0);
        if !m.ir.has_uses(r) {
            let _ = m.ir.erase_op(op);
        }
    }
}

/// `t` with every unsigned integer made signless (the same bits),
/// `!stablehlo.token` an `i1` (a token holds nothing) and a quantized
/// element its storage integer.
pub(super) fn signless(ctx: &mut Context, t: Type) -> Type {
    match ctx.type_data(t).clone() {
        TypeData::Dialect(d) if d.def.dialect == "stablehlo" && d.def.mnemonic == "token" => {
            ctx.i(1)
        }
        // A quantized element is its storage integer.
        TypeData::Dialect(_) => match sigil_ir::dialects::quant::uniform_params(ctx, t) {
            Some(q) => q.storage,
            None => t,
        },
        TypeData::Integer {
            width,
            signedness: Signedness::Unsigned,
        } => ctx.i(width),
        TypeData::RankedTensor {
            shape,
            elem,
            encoding,
        } => {
            let elem = signless(ctx, elem);
            ctx.intern_type(TypeData::RankedTensor {
                shape,
                elem,
                encoding,
            })
        }
        TypeData::UnrankedTensor { elem } => {
            let elem = signless(ctx, elem);
            ctx.intern_type(TypeData::UnrankedTensor { elem })
        }
        TypeData::Function { inputs, results } => {
            let inputs = inputs.iter().map(|&t| signless(ctx, t)).collect();
            let results = results.iter().map(|&t| signless(ctx, t)).collect();
            ctx.intern_type(TypeData::Function { inputs, results })
        }
        TypeData::Tuple(elems) => {
            let elems = elems.iter().map(|&t| signless(ctx, t)).collect();
            ctx.intern_type(TypeData::Tuple(elems))
        }
        _ => t,
    }
}

fn signless_attr(ctx: &mut Context, a: sigil_ir::Attr) -> sigil_ir::Attr {
    match ctx.attr_data(a).clone() {
        AttrData::DenseElements { ty, splat, data } => {
            let ty = signless(ctx, ty);
            ctx.intern_attr(AttrData::DenseElements { ty, splat, data })
        }
        AttrData::Type(t) => {
            let t = signless(ctx, t);
            ctx.intern_attr(AttrData::Type(t))
        }
        _ => a,
    }
}

/// Unsigned integers become signless everywhere (values, block arguments,
/// constants, function types): the ops chosen for them carry the
/// unsignedness, and the VM's ops take signless types only.
fn make_signless(ctx: &mut Context, m: &mut Module, ops: &[OpId]) {
    for &op in ops {
        let results: Vec<Value> = m.ir.results(op).collect();
        for r in results {
            let t = m.ir.value_type(r);
            let s = signless(ctx, t);
            if s != t {
                m.ir.set_value_type(r, s);
            }
        }
        let regions = m.ir.regions(op).to_vec();
        for region in regions {
            let blocks: Vec<_> = m.ir.region_blocks(region).collect();
            for b in blocks {
                let args = m.ir.block_args(b).to_vec();
                for a in args {
                    let t = m.ir.value_type(a);
                    let s = signless(ctx, t);
                    if s != t {
                        m.ir.set_value_type(a, s);
                    }
                }
            }
        }
        if let Some(props) = m.ir.op(op).props {
            let entries = ctx.dict_entries(props).to_vec();
            let new: Vec<NamedAttr> = entries
                .iter()
                .map(|e| NamedAttr {
                    name: e.name,
                    value: signless_attr(ctx, e.value),
                })
                .collect();
            if new != entries {
                m.ir.op_mut(op).props = ctx.dict_attr(new).ok();
            }
        }
    }
}

pub(super) fn rename(ctx: &mut Context, m: &mut Module, op: OpId, to: &str, props: Vec<NamedAttr>) {
    let name = ctx.string_attr(to.as_bytes());
    let props = if props.is_empty() {
        None
    } else {
        ctx.dict_attr(props).ok()
    };
    let data = m.ir.op_mut(op);
    data.name = name;
    data.props = props;
}

pub(super) fn prop(ctx: &Context, m: &Module, op: OpId, name: &str) -> Option<sigil_ir::Attr> {
    m.ir.op(op)
        .props
        .and_then(|p| ctx.dict_get(p, name.as_bytes()))
}

pub(super) fn enum_value(ctx: &Context, a: sigil_ir::Attr) -> Option<i64> {
    match ctx.attr_data(a) {
        AttrData::Dialect(d) => match *d.params {
            [sigil_ir::attrs::Param::Int(v)] => Some(v),
            _ => None,
        },
        _ => None,
    }
}

fn i64_attr(ctx: &mut Context, v: i64) -> sigil_ir::Attr {
    let t = ctx.i(64);
    ctx.intern_attr(AttrData::Integer {
        ty: t,
        value: sigil_numeric::ApInt::from_i64(64, v),
    })
}

/// A splat constant of type `t` whose element bytes are all `byte`,
/// inserted before `before`.
fn splat(ctx: &mut Context, m: &mut Module, before: OpId, t: Type, ones: bool) -> Value {
    let e = elem(ctx, t);
    let width = ctx.type_data(e).int_or_float_width().unwrap_or(64);
    let bytes = width.div_ceil(8) as usize;
    let data: Box<[u8]> = if width == 1 {
        vec![u8::from(ones)].into()
    } else {
        vec![if ones { 0xff } else { 0 }; bytes].into()
    };
    let value = ctx.intern_attr(AttrData::DenseElements {
        ty: t,
        splat: true,
        data,
    });
    let key = ctx.string_attr(b"value");
    let props = ctx.dict_attr(vec![NamedAttr { name: key, value }]).ok();
    let name = ctx.string_attr(b"arith.constant");
    let loc = m.ir.op(before).loc;
    let c = m.ir.create_op(NewOp {
        name,
        loc,
        operands: &[],
        result_types: &[t],
        attrs: &[],
        props,
        successors: &[],
        regions: &[],
    });
    m.ir.insert_op_before(before, c);
    m.ir.result(c, 0)
}

/// The checks of StableHLO's `testdata` suite, `custom_call`s that
/// `stablehlo-translate --interpret` runs as `check` ops (its
/// `StablehloTranslateInterpreterFallback`): `@check.expect_close` within 3
/// ULPs, `@check.expect_eq` exactly, `@check.expect_almost_eq` within
/// `0.001`, and `@check.eq`, exactly on integers and within `1e-4`
/// otherwise, whose `i1` result is true (a failed check fails the test).
fn custom_call_check(ctx: &mut Context, m: &mut Module, op: OpId) -> bool {
    let target = match prop(ctx, m, op, "call_target_name").map(|a| ctx.attr_data(a)) {
        Some(AttrData::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
        _ => return false,
    };
    if m.ir.num_operands(op) != 2 || !target.starts_with("check.") {
        return false;
    }
    let lhs = m.ir.value_type(m.ir.operand(op, 0));
    let float_tol = |ctx: &mut Context, tol: f64| {
        let f64_ty = ctx.float_type(sigil_numeric::FloatKind::F64);
        let f32_ty = ctx.float_type(sigil_numeric::FloatKind::F32);
        let atol = ctx.intern_attr(AttrData::Float {
            ty: f64_ty,
            bits: u128::from(tol.to_bits()),
        });
        let rtol = ctx.intern_attr(AttrData::Float {
            ty: f32_ty,
            bits: 0,
        });
        vec![("atol", atol), ("rtol", rtol)]
    };
    let almost = |ctx: &mut Context, tol: f64| {
        if matches!(kind(ctx, lhs), Kind::Float | Kind::Complex) {
            ("check.expect_almost_eq", float_tol(ctx, tol))
        } else {
            ("check.expect_eq", Vec::new())
        }
    };
    let (name, props) = match target.as_str() {
        "check.expect_close" => {
            let max = i64_attr(ctx, 3);
            let min = i64_attr(ctx, 0);
            (
                "check.expect_close",
                vec![("max_ulp_difference", max), ("min_ulp_difference", min)],
            )
        }
        "check.expect_eq" => ("check.expect_eq", Vec::new()),
        "check.expect_almost_eq" => almost(ctx, 0.001),
        "check.eq" => almost(ctx, 1e-4),
        _ => return false,
    };
    // `check.eq`'s result: true.
    let results: Vec<Value> = m.ir.results(op).collect();
    for r in results {
        let t = m.ir.value_type(r);
        let c = splat_or_scalar(ctx, m, op, t, true);
        m.ir.replace_all_uses(r, c);
    }
    let props: Vec<NamedAttr> = props
        .into_iter()
        .map(|(k, value)| NamedAttr {
            name: ctx.string_attr(k.as_bytes()),
            value,
        })
        .collect();
    let props = if props.is_empty() {
        None
    } else {
        ctx.dict_attr(props).ok()
    };
    let operands: Vec<Value> = m.ir.operands(op).collect();
    let name = ctx.string_attr(name.as_bytes());
    let loc = m.ir.op(op).loc;
    let check = m.ir.create_op(NewOp {
        name,
        loc,
        operands: &operands,
        result_types: &[],
        attrs: &[],
        props,
        successors: &[],
        regions: &[],
    });
    m.ir.insert_op_before(op, check);
    m.ir.erase_op(op).is_ok()
}

/// Replaces the one result of `op` by a splat constant of type `t` (all
/// bits clear, or set when `ones`) and erases `op`.
fn replace_by_constant(ctx: &mut Context, m: &mut Module, op: OpId, t: Type, ones: bool) -> bool {
    let c = splat_or_scalar(ctx, m, op, t, ones);
    let r = m.ir.result(op, 0);
    m.ir.replace_all_uses(r, c);
    m.ir.erase_op(op).is_ok()
}

/// [`splat`] for a tensor type, an `arith.constant` scalar otherwise.
fn splat_or_scalar(ctx: &mut Context, m: &mut Module, before: OpId, t: Type, ones: bool) -> Value {
    if ctx.type_data(t).shape().is_some() {
        return splat(ctx, m, before, t, ones);
    }
    let width = ctx.type_data(t).int_or_float_width().unwrap_or(64);
    let value = ctx.intern_attr(AttrData::Integer {
        ty: t,
        value: if ones {
            sigil_numeric::ApInt::from_i64(width, -1)
        } else {
            sigil_numeric::ApInt::from_i64(width, 0)
        },
    });
    let key = ctx.string_attr(b"value");
    let props = ctx.dict_attr(vec![NamedAttr { name: key, value }]).ok();
    let name = ctx.string_attr(b"arith.constant");
    let loc = m.ir.op(before).loc;
    let c = m.ir.create_op(NewOp {
        name,
        loc,
        operands: &[],
        result_types: &[t],
        attrs: &[],
        props,
        successors: &[],
        regions: &[],
    });
    m.ir.insert_op_before(before, c);
    m.ir.result(c, 0)
}

/// The ops of StableHLO's interpreter: `probe` passes its operand on (the
/// op stays, for the VM to record the value); `run_parallel` of one
/// program on one process without infeed queues is a call of it. Other
/// grids need more than one process and stay, for the VM to refuse.
fn lower_interpreter(ctx: &mut Context, m: &mut Module, op: OpId, short: &str) -> bool {
    match short {
        "probe" => {
            let r = m.ir.result(op, 0);
            let v = m.ir.operand(op, 0);
            m.ir.replace_all_uses(r, v);
            true
        }
        "print" => true,
        "run_parallel" => {
            if prop(ctx, m, op, "infeed").is_some() {
                return false;
            }
            let Some(programs) = prop(ctx, m, op, "programs") else {
                return false;
            };
            let single = match ctx.attr_data(programs) {
                AttrData::Array(rows) => match &rows[..] {
                    [row] => match ctx.attr_data(*row) {
                        AttrData::Array(p) if p.len() == 1 => Some(p[0]),
                        _ => None,
                    },
                    _ => None,
                },
                _ => None,
            };
            let Some(callee) = single else {
                return false;
            };
            let key = ctx.string_attr(b"callee");
            rename(
                ctx,
                m,
                op,
                "func.call",
                vec![NamedAttr {
                    name: key,
                    value: callee,
                }],
            );
            true
        }
        _ => false,
    }
}

fn lower_op(ctx: &mut Context, m: &mut Module, op: OpId, short: &str) -> bool {
    if let Some(to) = dynamic::to_static(ctx, m, op, short) {
        return lower_op(ctx, m, op, to);
    }
    if quant::involves(ctx, m, op) {
        // The rules on quantized values ran first (see `lower_stablehlo`).
        return short == "bitcast_convert";
    }
    match short {
        "while" => return control::lower_while(ctx, m, op),
        "if" => return control::lower_if(ctx, m, op),
        "case" => return control::lower_case(ctx, m, op),
        // A 0-d predicate chooses between whole tensors: `arith.select` on
        // the extracted `i1`.
        "select" => {
            let pred = m.ir.operand(op, 0);
            let pt = m.ir.value_type(pred);
            let on_true = m.ir.value_type(m.ir.operand(op, 1));
            let rank = |t: Type| ctx.type_data(t).shape().map(<[i64]>::len);
            if rank(pt) == Some(0) && rank(on_true) != Some(0) {
                let c = control::extract(ctx, m, op, pred);
                m.ir.set_operand(op, 0, c);
                rename(ctx, m, op, "arith.select", Vec::new());
                return true;
            }
        }
        // A barrier to XLA's optimisations; sigil does not reorder across
        // ops anyway.
        "optimization_barrier" => {
            let pairs: Vec<(Value, Value)> = m.ir.results(op).zip(m.ir.operands(op)).collect();
            for (r, v) in pairs {
                m.ir.replace_all_uses(r, v);
            }
            return m.ir.erase_op(op).is_ok();
        }
        // A token orders side effects, which sigil runs in program order
        // anyway: it becomes an `i1` (see `signless`), and joining tokens
        // makes a new one.
        "after_all" | "create_token" => {
            let i1 = ctx.i(1);
            return replace_by_constant(ctx, m, op, i1, false);
        }
        // One process: the only replica and partition, 0.
        "replica_id" | "partition_id" => {
            let t = m.ir.value_type(m.ir.result(op, 0));
            return replace_by_constant(ctx, m, op, t, false);
        }
        "custom_call" => {
            return match legacy::call_target(ctx, m, op).as_deref() {
                Some("shape_assertion") => m.ir.erase_op(op).is_ok(),
                Some("ProductOfElementaryHouseholderReflectors") => legacy::householder(ctx, m, op)
                    .is_some_and(|body| template::replace_with(ctx, m, op, &body).is_ok()),
                _ => custom_call_check(ctx, m, op),
            }
        }
        "dot" => {
            return legacy::dot(ctx, m, op)
                .is_some_and(|body| template::replace_with(ctx, m, op, &body).is_ok())
        }
        "torch_index_select" => {
            return legacy::torch_index_select(ctx, m, op)
                .is_some_and(|body| template::replace_with(ctx, m, op, &body).is_ok())
        }
        "broadcast" => {
            return legacy::broadcast(ctx, m, op)
                .is_some_and(|body| template::replace_with(ctx, m, op, &body).is_ok())
        }
        "rng" => {
            return rng::rng(ctx, m, op)
                .is_some_and(|body| template::replace_with(ctx, m, op, &body).is_ok())
        }
        "rng_bit_generator" => {
            return rng::rng_bit_generator(ctx, m, op)
                .is_some_and(|body| template::replace_with(ctx, m, op, &body).is_ok())
        }
        // A composite is a call of its decomposition.
        "composite" => {
            let Some(callee) = prop(ctx, m, op, "decomposition") else {
                return false;
            };
            let key = ctx.string_attr(b"callee");
            rename(
                ctx,
                m,
                op,
                "func.call",
                vec![NamedAttr {
                    name: key,
                    value: callee,
                }],
            );
            return true;
        }
        "is_finite" => {
            let operand = m.ir.value_type(m.ir.operand(op, 0));
            if kind(ctx, operand) != Kind::Float {
                return false;
            }
            rename(ctx, m, op, "math.isfinite", Vec::new());
            return true;
        }
        _ => {}
    }
    let ir = &m.ir;
    let Some(first_result) = ir.results(op).next() else {
        return false;
    };
    let rty = ir.value_type(first_result);
    let k = kind(ctx, rty);
    if elementwise::needs_generic(ctx, m, op, short) {
        return elementwise::generic(ctx, m, op, short)
            .is_some_and(|body| template::replace_with(ctx, m, op, &body).is_ok());
    }
    if let Some(done) = structural::lower(ctx, m, op, short) {
        return done;
    }
    match short {
        "compare" => return compare(ctx, m, op),
        "iota" => return iota(ctx, m, op, rty),
        "clamp" => return clamp(ctx, m, op, k),
        "convert" => return convert(ctx, m, op),
        "not" => {
            // `x xor all-ones`.
            if !matches!(k, Kind::Bool | Kind::Signed | Kind::Unsigned) {
                return false;
            }
            let ones = splat(ctx, m, op, rty, true);
            m.ir.append_operands(op, &[ones]);
            rename(ctx, m, op, "arith.xori", Vec::new());
            return true;
        }
        "negate" if matches!(k, Kind::Signed | Kind::Unsigned) => {
            // `0 - x`.
            let zero = splat(ctx, m, op, rty, false);
            m.ir.insert_operands(op, 0, &[zero]);
            rename(ctx, m, op, "arith.subi", Vec::new());
            return true;
        }
        "bitcast_convert" => {
            let from = m.ir.value_type(m.ir.operand(op, 0));
            if from == rty {
                // The same type: the operand itself.
                let v = m.ir.operand(op, 0);
                m.ir.replace_all_uses(first_result, v);
                return m.ir.erase_op(op).is_ok();
            }
            let same_width = |t: Type| bit_width(ctx, elem(ctx, t));
            if same_width(from) != same_width(rty) || same_width(rty).is_none() {
                return elementwise::bitcast_widths(ctx, m, op)
                    .is_some_and(|body| template::replace_with(ctx, m, op, &body).is_ok());
            }
            rename(ctx, m, op, "arith.bitcast", Vec::new());
            return true;
        }
        _ => {}
    }
    let Some((_, names)) = RENAMES.iter().find(|(n, _)| *n == short) else {
        return false;
    };
    let Some(to) = column(k).map(|c| names[c]).filter(|n| !n.is_empty()) else {
        return false;
    };
    let props = match short {
        "constant" => match prop(ctx, m, op, "value") {
            Some(v) => {
                let key = ctx.string_attr(b"value");
                vec![NamedAttr {
                    name: key,
                    value: v,
                }]
            }
            None => return false,
        },
        _ => Vec::new(),
    };
    rename(ctx, m, op, to, props);
    true
}

fn bit_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Float(k) => Some(k.bit_width()),
        _ => None,
    }
}

/// `stablehlo.compare DIR, a, b, TYPE` as `arith.cmpf`/`cmpi` with the
/// predicate the direction and element kind make (NaN compares unordered
/// for `NE`, ordered otherwise, as XLA does).
fn compare(ctx: &mut Context, m: &mut Module, op: OpId) -> bool {
    let Some(dir) = prop(ctx, m, op, "comparison_direction").and_then(|a| enum_value(ctx, a))
    else {
        return false;
    };
    let compare_type = prop(ctx, m, op, "compare_type").and_then(|a| enum_value(ctx, a));
    let lhs = m.ir.value_type(m.ir.operand(op, 0));
    let k = kind(ctx, lhs);
    // EQ NE GE GT LE LT
    let (to, pred) = match k {
        // TOTALORDER needs a total order of floats, which arith lacks.
        Kind::Float if compare_type == Some(2) => return false,
        Kind::Float => ("arith.cmpf", [1, 13, 3, 2, 5, 4]),
        Kind::Signed => ("arith.cmpi", [0, 1, 5, 4, 3, 2]),
        Kind::Unsigned | Kind::Bool => ("arith.cmpi", [0, 1, 9, 8, 7, 6]),
        _ => return false,
    };
    let Some(&pred) = usize::try_from(dir).ok().and_then(|d| pred.get(d)) else {
        return false;
    };
    let key = ctx.string_attr(b"predicate");
    let value = i64_attr(ctx, pred);
    rename(ctx, m, op, to, vec![NamedAttr { name: key, value }]);
    true
}

/// `stablehlo.convert` as the `arith` cast between its element types.
fn convert(ctx: &mut Context, m: &mut Module, op: OpId) -> bool {
    let from_t = m.ir.value_type(m.ir.operand(op, 0));
    let to_t = m.ir.value_type(m.ir.result(op, 0));
    match conversion(ctx, elem(ctx, from_t), elem(ctx, to_t)) {
        Some(Conversion::Same) => {
            // The same type: the operand itself.
            let v = m.ir.operand(op, 0);
            let r = m.ir.result(op, 0);
            m.ir.replace_all_uses(r, v);
            m.ir.erase_op(op).is_ok()
        }
        Some(Conversion::NonZero { float }) => {
            // `x != 0` (a NaN is not zero), not a truncation.
            let zero = splat(ctx, m, op, from_t, false);
            m.ir.append_operands(op, &[zero]);
            let (to, pred) = if float {
                ("arith.cmpf", 13)
            } else {
                ("arith.cmpi", 1)
            };
            let key = ctx.string_attr(b"predicate");
            let value = i64_attr(ctx, pred);
            rename(ctx, m, op, to, vec![NamedAttr { name: key, value }]);
            true
        }
        Some(Conversion::Cast(name)) => {
            rename(ctx, m, op, name, Vec::new());
            true
        }
        Some(Conversion::ThroughF32) => {
            // Widening to f32 is exact: one rounding, as a direct cast.
            let shape_of = |ctx: &mut Context, t: Type, e: Type| match ctx.type_data(t).clone() {
                TypeData::RankedTensor {
                    shape, encoding, ..
                } => Some(ctx.intern_type(TypeData::RankedTensor {
                    shape,
                    elem: e,
                    encoding,
                })),
                _ => None,
            };
            let f32_ty = ctx.float_type(sigil_numeric::FloatKind::F32);
            let Some(mid) = shape_of(ctx, from_t, f32_ty) else {
                return false;
            };
            let text = |ctx: &Context, t: Type| sigil_ir::printer::type_to_string(ctx, t);
            let body = format!(
                "%w = arith.extf %a0 : {} to {}\n%n = arith.truncf %w : {} to {}\nreturn %n : {}",
                text(ctx, from_t),
                text(ctx, mid),
                text(ctx, mid),
                text(ctx, to_t),
                text(ctx, to_t)
            );
            template::replace_with(ctx, m, op, &body).is_ok()
        }
        None => false,
    }
}

/// How `stablehlo.convert` turns one element type into another.
pub(super) enum Conversion {
    /// The same type: nothing to do.
    Same,
    /// `x != 0` (`cmpf une` on floats: a NaN is not zero).
    NonZero { float: bool },
    /// Between the two 16-bit floats: widened to f32 (exactly), then
    /// narrowed.
    ThroughF32,
    /// One `arith` cast.
    Cast(&'static str),
}

/// The conversion between element types `from` and `to`, or `None` where
/// none is lowered (complex).
pub(super) fn conversion(ctx: &Context, from_e: Type, to_e: Type) -> Option<Conversion> {
    if from_e == to_e {
        return Some(Conversion::Same);
    }
    let (from, to) = (kind(ctx, from_e), kind(ctx, to_e));
    let (fw, tw) = (bit_width(ctx, from_e)?, bit_width(ctx, to_e)?);
    let int = |k: Kind| matches!(k, Kind::Signed | Kind::Unsigned | Kind::Bool);
    let signed = |k: Kind| k == Kind::Signed;
    Some(Conversion::Cast(match (from, to) {
        (Kind::Float, Kind::Float) if fw == tw && fw == 16 => return Some(Conversion::ThroughF32),
        (Kind::Float, Kind::Float) if fw == tw => return None,
        (Kind::Float, Kind::Float) if fw < tw => "arith.extf",
        (Kind::Float, Kind::Float) => "arith.truncf",
        (f, Kind::Bool) if f == Kind::Float || int(f) => {
            return Some(Conversion::NonZero {
                float: f == Kind::Float,
            })
        }
        (Kind::Float, t) if signed(t) => "arith.fptosi",
        (Kind::Float, t) if int(t) => "arith.fptoui",
        (f, Kind::Float) if signed(f) => "arith.sitofp",
        (f, Kind::Float) if int(f) => "arith.uitofp",
        (f, t) if int(f) && int(t) => match fw.cmp(&tw) {
            std::cmp::Ordering::Less if signed(f) => "arith.extsi",
            std::cmp::Ordering::Less => "arith.extui",
            std::cmp::Ordering::Greater => "arith.trunci",
            std::cmp::Ordering::Equal => "arith.bitcast",
        },
        _ => return None,
    }))
}

/// The most elements an `iota` is folded into a constant with (8 MiB of
/// `i64`).
const MAX_FOLDED_IOTA: i64 = 1 << 20;

/// `stablehlo.iota` of a static shape: the constant it makes.
fn iota(ctx: &mut Context, m: &mut Module, op: OpId, t: Type) -> bool {
    let Some(dim) = prop(ctx, m, op, "iota_dimension").and_then(|a| match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => value.to_i64(),
        _ => None,
    }) else {
        return false;
    };
    let TypeData::RankedTensor { shape, elem, .. } = ctx.type_data(t).clone() else {
        return false;
    };
    if shape.iter().any(|&d| d < 0) || dim < 0 || dim as usize >= shape.len() {
        return false;
    }
    // Folded only up to `MAX_FOLDED_IOTA` elements: a larger one is left
    // for the VM to refuse, not allocated at load time.
    let Some(count) = shape
        .iter()
        .try_fold(1i64, |n, &d| n.checked_mul(d))
        .filter(|&n| n <= MAX_FOLDED_IOTA)
    else {
        return false;
    };
    let inner: i64 = shape[dim as usize + 1..].iter().product();
    let size = shape[dim as usize];
    let mut data = Vec::new();
    for i in 0..count {
        let v = (i / inner) % size;
        match ctx.type_data(elem) {
            TypeData::Integer { width, .. } => {
                let bytes = width.div_ceil(8) as usize;
                data.extend_from_slice(&v.to_le_bytes()[..bytes]);
            }
            TypeData::Float(k) => {
                let bits = sigil_numeric::float_from_f64(*k, v as f64);
                let bytes = k.bit_width().div_ceil(8) as usize;
                data.extend_from_slice(&bits.to_le_bytes()[..bytes]);
            }
            // The real part counts; the imaginary part is zero.
            TypeData::Complex(p) => {
                let TypeData::Float(k) = ctx.type_data(*p) else {
                    return false;
                };
                let bits = sigil_numeric::float_from_f64(*k, v as f64);
                let bytes = k.bit_width().div_ceil(8) as usize;
                data.extend_from_slice(&bits.to_le_bytes()[..bytes]);
                data.extend(std::iter::repeat_n(0u8, bytes));
            }
            _ => return false,
        }
    }
    let value = ctx.intern_attr(AttrData::DenseElements {
        ty: t,
        splat: false,
        data: data.into(),
    });
    let key = ctx.string_attr(b"value");
    rename(
        ctx,
        m,
        op,
        "arith.constant",
        vec![NamedAttr { name: key, value }],
    );
    true
}

/// `stablehlo.clamp min, x, max` as `min(max(x, min), max)`, a 0-d bound
/// of a shaped `x` splat to its shape first (JAX's `clip` has those).
fn clamp(ctx: &mut Context, m: &mut Module, op: OpId, k: Kind) -> bool {
    let x = m.ir.operand(op, 1);
    let t = m.ir.value_type(x);
    let Some(static_shape) = ctx.type_data(t).shape().map(|s| s.iter().all(|&d| d >= 0)) else {
        return false;
    };
    let bound = |ctx: &mut Context, m: &mut Module, i: usize| -> Option<Value> {
        let b = m.ir.operand(op, i);
        let bt = m.ir.value_type(b);
        // (An operand a rule already made signless is the same type.)
        if signless(ctx, bt) == signless(ctx, t) {
            return Some(b);
        }
        if ctx.type_data(bt).shape() != Some(&[]) || !static_shape {
            return None;
        }
        let e = elem(ctx, bt);
        let s = control::insert(ctx, m, op, "tensor.extract", &[b], &[e]);
        let s = m.ir.result(s, 0);
        let splat = control::insert(ctx, m, op, "tensor.splat", &[s], &[t]);
        Some(m.ir.result(splat, 0))
    };
    let (Some(lo), Some(hi)) = (bound(ctx, m, 0), bound(ctx, m, 2)) else {
        return false;
    };
    let (max, min) = match k {
        Kind::Float => ("arith.maximumf", "arith.minimumf"),
        Kind::Signed => ("arith.maxsi", "arith.minsi"),
        Kind::Unsigned | Kind::Bool => ("arith.maxui", "arith.minui"),
        _ => return false,
    };
    let name = ctx.string_attr(max.as_bytes());
    let loc = m.ir.op(op).loc;
    let lower = m.ir.create_op(NewOp {
        name,
        loc,
        operands: &[x, lo],
        result_types: &[t],
        attrs: &[],
        props: None,
        successors: &[],
        regions: &[],
    });
    m.ir.insert_op_before(op, lower);
    let raised = m.ir.result(lower, 0);
    m.ir.set_operands(op, &[raised, hi]);
    rename(ctx, m, op, min, Vec::new());
    true
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use sigil_ir::{parse_module, printer, Context, ParseOptions, SourceFile};

    fn lowered(text: &str) -> String {
        let mut ctx = Context::new();
        let src = Arc::new(SourceFile::new("t.mlir", text.as_bytes().to_vec()));
        let mut m = parse_module(&mut ctx, src, &ParseOptions::default()).expect("parses");
        super::lower_stablehlo(&mut ctx, &mut m);
        let opts = printer::PrintOptions::default();
        String::from_utf8(printer::print_module(&mut ctx, &mut m, &opts)).expect("utf-8")
    }

    /// The op is chosen from the element type before unsigned types are
    /// made signless: an unsigned division stays unsigned.
    #[test]
    fn unsigned_ops_are_chosen_before_types_become_signless() {
        let out = lowered(
            "func.func @f(%a: tensor<4xui8>) -> (tensor<4xui8>, tensor<4xi1>) {\n\
             %0 = stablehlo.divide %a, %a : tensor<4xui8>\n\
             %1 = stablehlo.compare LT, %a, %0 : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>\n\
             return %0, %1 : tensor<4xui8>, tensor<4xi1>\n}\n",
        );
        // Per element (a zero divisor gives all ones, as XLA's does).
        assert!(out.contains("arith.divui"), "{out}");
        assert!(!out.contains("arith.divsi"), "{out}");
        assert!(out.contains("arith.cmpi ult"), "{out}");
        assert!(!out.contains("ui8"), "{out}");
    }

    /// XLA's integer division: the op in the generic's body never divides
    /// by zero or `INT_MIN` by -1.
    #[test]
    fn integer_division_is_guarded() {
        let out = lowered(
            "func.func @f(%a: tensor<4xi32>) -> tensor<4xi32> {\n\
             %0 = stablehlo.divide %a, %a : tensor<4xi32>\n\
             return %0 : tensor<4xi32>\n}\n",
        );
        assert!(out.contains("linalg.generic"), "{out}");
        assert!(out.contains("-2147483648"), "{out}");
        assert!(out.contains("arith.select"), "{out}");
    }

    /// A dynamic op whose size operand is not a constant and whose result
    /// shape is dynamic stays, for the VM to refuse at its location.
    #[test]
    fn dynamic_ops_of_dynamic_shape_stay() {
        let out = lowered(
            "func.func @f(%s: tensor<1xi64>) -> tensor<?xi32> {\n\
             %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xi64>) -> tensor<?xi32>\n\
             return %0 : tensor<?xi32>\n}\n",
        );
        assert!(out.contains("stablehlo.dynamic_iota"), "{out}");
    }

    /// Ops without results (a region's `stablehlo.return`) pass the rules
    /// that read a result without harm.
    #[test]
    fn ops_without_results_are_left_to_their_parents() {
        let out = lowered(
            "func.func @f(%a: tensor<4xi32>) -> tensor<i32> {\n\
             %z = stablehlo.constant dense<0> : tensor<i32>\n\
             %0 = stablehlo.reduce(%a init: %z) across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>\n\
             reducer(%x: tensor<i32>, %y: tensor<i32>) {\n\
             %s = stablehlo.add %x, %y : tensor<i32>\n\
             stablehlo.return %s : tensor<i32>\n\
             }\n\
             return %0 : tensor<i32>\n}\n",
        );
        assert!(out.contains("linalg.reduce"), "{out}");
    }

    /// An iota too large to fold is left alone, whatever its shape.
    #[test]
    fn huge_iotas_are_not_folded() {
        for ty in ["tensor<4294967296x4294967296xi64>", "tensor<2000000xi32>"] {
            let out = lowered(&format!(
                "func.func @f() -> {ty} {{\n  %0 = stablehlo.iota dim = 0 : {ty}\n  return %0 : {ty}\n}}\n"
            ));
            assert!(out.contains("stablehlo.iota dim = 0"), "{out}");
        }
        let small = lowered(
            "func.func @f() -> tensor<2x3xi32> {\n  %0 = stablehlo.iota dim = 1 : tensor<2x3xi32>\n  return %0 : tensor<2x3xi32>\n}\n",
        );
        assert!(small.contains("dense<[[0, 1, 2], [0, 1, 2]]>"), "{small}");
    }
}
