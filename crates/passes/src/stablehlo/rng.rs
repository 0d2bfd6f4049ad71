//! `stablehlo.rng_bit_generator` with `THREE_FRY`, bit for bit as XLA on
//! CPU computes it (XLA's `RngBitGeneratorExpander` and
//! `ThreeFryBitGenerator`): the state is `[key, counter]`; element `i` (in
//! row-major order) of a 64-bit result is Threefry-2x32 (20 rounds) of
//! `counter + i` under `key`, its two 32-bit words low first; a 32-bit
//! result takes both words of half as many counters, split along its first
//! even dimension (else its largest) so that consecutive elements there
//! are the two words of one counter; narrower results are the low bits of
//! a 32-bit one. The new state is `[key, counter + counters used]`.
//!
//! `PHILOX` (and `DEFAULT`, which XLA on CPU runs as `PHILOX`) as XLA's
//! `PhiloxBitGenerator` computes it: the key is the state's first word, the
//! 128-bit counter its next two (low first) or, for a state of two words,
//! `[state[1], state[0]]`; counter `c + j` under Philox-4x32 (10 rounds)
//! gives four 32-bit words, which are elements `4j .. 4j + 3` of a 32-bit
//! result (narrower ones keep their low bits), or two 64-bit elements
//! `2j`, `2j + 1` (words 0 and 1, then 2 and 3, low first). The new state
//! is the key and the counter advanced by the counters used (its low word
//! only, for a state of two words).

use std::fmt::Write;

use sigil_ir::{Context, Module, OpId, TypeData};

use super::{elem, prop};

/// Threefry-2x32's rotations.
const ROTATIONS: [u32; 8] = [13, 15, 26, 6, 17, 29, 16, 24];

/// The rule text, or `None` where the op is not lowered.
pub(super) fn rng_bit_generator(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let alg = prop(ctx, m, op, "rng_algorithm").and_then(|a| super::enum_value(ctx, a))?;
    if alg != 1 {
        return philox(ctx, m, op);
    }
    let st = m.ir.value_type(m.ir.operand(op, 0));
    let rt = m.ir.value_type(m.ir.result(op, 1));
    let state_shape = ctx.type_data(st).shape()?.to_vec();
    let width = match ctx.type_data(elem(ctx, st)) {
        TypeData::Integer { width: 64, .. } => 64,
        _ => return None,
    };
    if state_shape != [2] || width != 64 {
        return None;
    }
    let (dims, w) = output(ctx, m, op)?;
    let rank = dims.len();
    // The dimensions the counters run over, and the split one (32 bits
    // and narrower).
    let split = if w == 64 || rank == 0 {
        None
    } else {
        dims.iter()
            .position(|&d| d % 2 == 0)
            .or_else(|| (0..rank).max_by_key(|&i| (dims[i], std::cmp::Reverse(i))))
    };
    let mut counters = dims.clone();
    if let Some(s) = split {
        counters[s] = (dims[s] + 1) / 2;
    }
    let n: i64 = counters.iter().product();
    let srt = super::signless(ctx, rt);
    let rts = sigil_ir::printer::type_to_string(ctx, srt);
    let re = format!("i{w}");
    let mut body = String::new();
    // The counter's linear index over `counters`.
    writeln!(body, "  %l0 = arith.constant 0 : index").ok()?;
    let mut acc = "%l0".to_string();
    for (d, &size) in counters.iter().enumerate() {
        let at = match split {
            Some(s) if s == d => {
                writeln!(
                    body,
                    "  %two = arith.constant 2 : index\n  %h = arith.divui %g{d}, %two : index\n  \
                     %odd = arith.remui %g{d}, %two : index"
                )
                .ok()?;
                "%h".to_string()
            }
            _ => format!("%g{d}"),
        };
        writeln!(
            body,
            "  %sz{d} = arith.constant {size} : index\n  %m{d} = arith.muli {acc}, %sz{d} : index\n  \
             %l{} = arith.addi %m{d}, {at} : index",
            d + 1
        )
        .ok()?;
        acc = format!("%l{}", d + 1);
    }
    writeln!(
        body,
        "  %li = arith.index_cast {acc} : index to i64\n  %in = arith.addi %s1, %li : i64\n  \
         %x0_0 = arith.trunci %in : i64 to i32\n  %inh = arith.shrui %in, %c32 : i64\n  \
         %x1_0 = arith.trunci %inh : i64 to i32\n  %x0_1 = arith.addi %x0_0, %k0 : i32\n  \
         %x1_1 = arith.addi %x1_0, %k1 : i32"
    )
    .ok()?;
    // Five groups of four rounds, each followed by a key injection.
    let (mut a, mut b) = (1, 1);
    let injections = [
        ("%k1", "%k2", 1),
        ("%k2", "%k0", 2),
        ("%k0", "%k1", 3),
        ("%k1", "%k2", 4),
        ("%k2", "%k0", 5),
    ];
    for (group, (ka, kb, c)) in injections.iter().enumerate() {
        for r in 0..4 {
            let rot = ROTATIONS[(group % 2) * 4 + r];
            writeln!(
                body,
                "  %x0_{} = arith.addi %x0_{a}, %x1_{b} : i32\n  \
                 %rl{group}_{r} = arith.constant {rot} : i32\n  %rr{group}_{r} = arith.constant {} : i32\n  \
                 %sl{group}_{r} = arith.shli %x1_{b}, %rl{group}_{r} : i32\n  \
                 %sr{group}_{r} = arith.shrui %x1_{b}, %rr{group}_{r} : i32\n  \
                 %ro{group}_{r} = arith.ori %sl{group}_{r}, %sr{group}_{r} : i32\n  \
                 %x1_{} = arith.xori %x0_{}, %ro{group}_{r} : i32",
                a + 1,
                32 - rot,
                b + 1,
                a + 1
            )
            .ok()?;
            a += 1;
            b += 1;
        }
        writeln!(
            body,
            "  %x0_{} = arith.addi %x0_{a}, {ka} : i32\n  %inj{group} = arith.constant {c} : i32\n  \
             %y{group} = arith.addi %x1_{b}, {kb} : i32\n  %x1_{} = arith.addi %y{group}, %inj{group} : i32",
            a + 1,
            b + 1
        )
        .ok()?;
        a += 1;
        b += 1;
    }
    let (x0, x1) = (format!("%x0_{a}"), format!("%x1_{b}"));
    let value = if w == 64 {
        writeln!(
            body,
            "  %w0 = arith.extui {x0} : i32 to i64\n  %w1 = arith.extui {x1} : i32 to i64\n  \
             %w1s = arith.shli %w1, %c32 : i64\n  %v = arith.ori %w0, %w1s : i64"
        )
        .ok()?;
        "%v"
    } else {
        let word = if split.is_some() {
            writeln!(
                body,
                "  %c0i = arith.constant 0 : index\n  %first = arith.cmpi eq, %odd, %c0i : index\n  \
                 %word = arith.select %first, {x0}, {x1} : i32"
            )
            .ok()?;
            "%word".to_string()
        } else {
            x0
        };
        if w == 32 {
            writeln!(body, "  %v = arith.addi {word}, %zero32 : i32").ok()?;
        } else {
            writeln!(body, "  %v = arith.trunci {word} : i32 to i{w}").ok()?;
        }
        "%v"
    };
    // A float result takes the bits.
    let (yield_v, yield_t) = match ctx.type_data(elem(ctx, rt)) {
        TypeData::Float(_) => {
            let ft = sigil_ir::printer::type_to_string(ctx, elem(ctx, rt));
            writeln!(body, "  %vf = arith.bitcast {value} : {re} to {ft}").ok()?;
            ("%vf".to_string(), ft)
        }
        _ => (value.to_string(), re.clone()),
    };
    let args: Vec<String> = (0..rank).map(|d| format!("%g{d}: index")).collect();
    let mut text = String::new();
    writeln!(
        text,
        "%c0 = arith.constant 0 : index\n%c1 = arith.constant 1 : index\n\
         %key = tensor.extract %a0[%c0] : tensor<2xi64>\n%s1 = tensor.extract %a0[%c1] : tensor<2xi64>\n\
         %c32 = arith.constant 32 : i64\n%zero32 = arith.constant 0 : i32\n\
         %k0 = arith.trunci %key : i64 to i32\n%kh = arith.shrui %key, %c32 : i64\n\
         %k1 = arith.trunci %kh : i64 to i32\n%par = arith.constant 466688986 : i32\n\
         %k2a = arith.xori %par, %k0 : i32\n%k2 = arith.xori %k2a, %k1 : i32\n\
         %n = arith.constant {n} : i64\n%ns = arith.addi %s1, %n : i64\n\
         %st = tensor.from_elements %key, %ns : tensor<2xi64>\n\
         %r = tensor.generate {{\n^bb0({}):\n{body}  tensor.yield {yield_v} : {yield_t}\n}} : {rts}\n\
         return %st, %r : tensor<2xi64>, {rts}",
        args.join(", ")
    )
    .ok()?;
    Some(text)
}

/// The shape and element width of `rng_bit_generator`'s output, when it
/// has a static shape and 8-, 16-, 32- or 64-bit elements.
fn output(ctx: &Context, m: &Module, op: OpId) -> Option<(Vec<i64>, u32)> {
    let rt = m.ir.value_type(m.ir.result(op, 1));
    let dims = ctx.type_data(rt).shape()?.to_vec();
    let w = match ctx.type_data(elem(ctx, rt)) {
        TypeData::Integer { width, .. } => *width,
        TypeData::Float(k) => k.bit_width(),
        _ => return None,
    };
    if dims.iter().any(|&d| d < 0) || !matches!(w, 8 | 16 | 32 | 64) {
        return None;
    }
    Some((dims, w))
}

/// Philox-4x32's multipliers and key increments.
const PHILOX_M: [u32; 2] = [0xD251_1F53, 0xCD9E_8D57];
const PHILOX_W: [u32; 2] = [0x9E37_79B9, 0xBB67_AE85];

/// `PHILOX` (see the module header).
fn philox(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let st = m.ir.value_type(m.ir.operand(op, 0));
    let words = match ctx.type_data(st).shape()? {
        [n @ (2 | 3)] => *n,
        _ => return None,
    };
    if !matches!(
        ctx.type_data(elem(ctx, st)),
        TypeData::Integer { width: 64, .. }
    ) {
        return None;
    }
    let (dims, w) = output(ctx, m, op)?;
    let rt = m.ir.value_type(m.ir.result(op, 1));
    let n: i64 = dims.iter().product();
    // Elements per counter, and counters used.
    let per: i64 = if w == 64 { 2 } else { 4 };
    let used = (n + per - 1) / per;
    let srt = super::signless(ctx, rt);
    let rts = sigil_ir::printer::type_to_string(ctx, srt);
    let sts = format!("tensor<{words}xi64>");
    let re = format!("i{w}");
    let mut b = String::new();
    // The element's row-major index, its counter and its place there.
    writeln!(b, "  %l0 = arith.constant 0 : index").ok()?;
    let mut acc = "%l0".to_string();
    for (d, &size) in dims.iter().enumerate() {
        writeln!(
            b,
            "  %sz{d} = arith.constant {size} : index\n  %m{d} = arith.muli {acc}, %sz{d} : index\n  \
             %l{} = arith.addi %m{d}, %g{d} : index",
            d + 1
        )
        .ok()?;
        acc = format!("%l{}", d + 1);
    }
    writeln!(
        b,
        "  %li = arith.index_cast {acc} : index to i64\n  %per = arith.constant {per} : i64\n  \
         %j = arith.divui %li, %per : i64\n  %k = arith.remui %li, %per : i64\n  \
         %lo = arith.addi %clo, %j : i64\n  %carry = arith.cmpi ult, %lo, %clo : i64\n  \
         %hi1 = arith.addi %chi, %one64 : i64\n  %hi = arith.select %carry, %hi1, %chi : i64"
    )
    .ok()?;
    // The counter's four words, least significant first.
    for (i, (v, high)) in [("%lo", false), ("%lo", true), ("%hi", false), ("%hi", true)]
        .iter()
        .enumerate()
    {
        if *high {
            writeln!(
                b,
                "  %xs{i} = arith.shrui {v}, %c32 : i64\n  %x{i}_0 = arith.trunci %xs{i} : i64 to i32"
            )
            .ok()?;
        } else {
            writeln!(b, "  %x{i}_0 = arith.trunci {v} : i64 to i32").ok()?;
        }
    }
    writeln!(
        b,
        "  %ka_0 = arith.addi %k0, %zero32 : i32\n  %kb_0 = arith.addi %k1, %zero32 : i32"
    )
    .ok()?;
    writeln!(
        b,
        "  %ma = arith.constant {} : i64\n  %mb = arith.constant {} : i64\n  \
         %wa = arith.constant {} : i32\n  %wb = arith.constant {} : i32",
        PHILOX_M[0], PHILOX_M[1], PHILOX_W[0] as i32, PHILOX_W[1] as i32
    )
    .ok()?;
    for r in 0..10 {
        let s = r + 1;
        writeln!(
            b,
            "  %e0_{r} = arith.extui %x0_{r} : i32 to i64\n  %p0_{r} = arith.muli %e0_{r}, %ma : i64\n  \
             %e2_{r} = arith.extui %x2_{r} : i32 to i64\n  %p1_{r} = arith.muli %e2_{r}, %mb : i64\n  \
             %h0s_{r} = arith.shrui %p0_{r}, %c32 : i64\n  %h0_{r} = arith.trunci %h0s_{r} : i64 to i32\n  \
             %l0_{r} = arith.trunci %p0_{r} : i64 to i32\n  \
             %h1s_{r} = arith.shrui %p1_{r}, %c32 : i64\n  %h1_{r} = arith.trunci %h1s_{r} : i64 to i32\n  \
             %l1_{r} = arith.trunci %p1_{r} : i64 to i32\n  \
             %t0_{r} = arith.xori %h1_{r}, %x1_{r} : i32\n  %x0_{s} = arith.xori %t0_{r}, %ka_{r} : i32\n  \
             %x1_{s} = arith.addi %l1_{r}, %zero32 : i32\n  \
             %t2_{r} = arith.xori %h0_{r}, %x3_{r} : i32\n  %x2_{s} = arith.xori %t2_{r}, %kb_{r} : i32\n  \
             %x3_{s} = arith.addi %l0_{r}, %zero32 : i32\n  \
             %ka_{s} = arith.addi %ka_{r}, %wa : i32\n  %kb_{s} = arith.addi %kb_{r}, %wb : i32"
        )
        .ok()?;
    }
    let value = if w == 64 {
        writeln!(
            b,
            "  %kz = arith.cmpi eq, %k, %zero64 : i64\n  \
             %wlo = arith.select %kz, %x0_10, %x2_10 : i32\n  %whi = arith.select %kz, %x1_10, %x3_10 : i32\n  \
             %vlo = arith.extui %wlo : i32 to i64\n  %vhi = arith.extui %whi : i32 to i64\n  \
             %vhs = arith.shli %vhi, %c32 : i64\n  %v = arith.ori %vlo, %vhs : i64"
        )
        .ok()?;
        "%v"
    } else {
        writeln!(
            b,
            "  %kc1 = arith.constant 1 : i64\n  %kc2 = arith.constant 2 : i64\n  \
             %is0 = arith.cmpi eq, %k, %zero64 : i64\n  %is1 = arith.cmpi eq, %k, %kc1 : i64\n  \
             %is2 = arith.cmpi eq, %k, %kc2 : i64\n  %s23 = arith.select %is2, %x2_10, %x3_10 : i32\n  \
             %s123 = arith.select %is1, %x1_10, %s23 : i32\n  %word = arith.select %is0, %x0_10, %s123 : i32"
        )
        .ok()?;
        if w == 32 {
            "%word"
        } else {
            writeln!(b, "  %v = arith.trunci %word : i32 to i{w}").ok()?;
            "%v"
        }
    };
    let (yield_v, yield_t) = match ctx.type_data(elem(ctx, rt)) {
        TypeData::Float(_) => {
            let ft = sigil_ir::printer::type_to_string(ctx, elem(ctx, rt));
            writeln!(b, "  %vf = arith.bitcast {value} : {re} to {ft}").ok()?;
            ("%vf".to_string(), ft)
        }
        _ => (value.to_string(), re),
    };
    // The counter: `[state[1], state[0]]` for two words, else words 1
    // and 2; the new state advances it by the counters used.
    let (hi_index, new_state) = if words == 2 {
        (0, "%st = tensor.from_elements %key, %nlo : tensor<2xi64>")
    } else {
        (
            2,
            "%st = tensor.from_elements %key, %nlo, %nhi : tensor<3xi64>",
        )
    };
    let args: Vec<String> = (0..dims.len()).map(|d| format!("%g{d}: index")).collect();
    let mut text = String::new();
    writeln!(
        text,
        "%c0 = arith.constant 0 : index\n%c1 = arith.constant 1 : index\n\
         %chi_i = arith.constant {hi_index} : index\n\
         %key = tensor.extract %a0[%c0] : {sts}\n%clo = tensor.extract %a0[%c1] : {sts}\n\
         %chi = tensor.extract %a0[%chi_i] : {sts}\n\
         %c32 = arith.constant 32 : i64\n%zero32 = arith.constant 0 : i32\n\
         %zero64 = arith.constant 0 : i64\n%one64 = arith.constant 1 : i64\n\
         %k0 = arith.trunci %key : i64 to i32\n%kh = arith.shrui %key, %c32 : i64\n\
         %k1 = arith.trunci %kh : i64 to i32\n\
         %used = arith.constant {used} : i64\n%nlo = arith.addi %clo, %used : i64\n\
         %ncarry = arith.cmpi ult, %nlo, %clo : i64\n%nhi1 = arith.addi %chi, %one64 : i64\n\
         %nhi = arith.select %ncarry, %nhi1, %chi : i64\n\
         {new_state}\n\
         %r = tensor.generate {{\n^bb0({}):\n{b}  tensor.yield {yield_v} : {yield_t}\n}} : {rts}\n\
         return %st, %r : {sts}, {rts}",
        args.join(", ")
    )
    .ok()?;
    Some(text)
}
