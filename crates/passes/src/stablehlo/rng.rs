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
        TypeData::Integer { width, .. } => *width,
        _ => return None,
    };
    // Four 32-bit words as StableHLO's linalg lowering reads them (see
    // `PHILOX_I32_STATE`): the same generator on that key and counter.
    let i32_state = state_shape == [4] && width == 32;
    if !i32_state && (state_shape != [2] || width != 64) {
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
    if i32_state {
        return Some(format!(
            "{PHILOX_I32_STATE}\n%s1 = arith.addi %clo, %zero64 : i64\n\
             %par = arith.constant 466688986 : i32\n\
             %k2a = arith.xori %par, %k0 : i32\n%k2 = arith.xori %k2a, %k1 : i32\n\
             %n = arith.constant {n} : i64\n%ns = arith.addi %s1, %n : i64\n\
             %nw2 = arith.trunci %ns : i64 to i32\n%nss = arith.shrui %ns, %c32 : i64\n\
             %nw3 = arith.trunci %nss : i64 to i32\n\
             %st = tensor.from_elements %k0, %k1, %nw2, %nw3 : tensor<4xi32>\n\
             %r = tensor.generate {{\n^bb0({}):\n{body}  tensor.yield {yield_v} : {yield_t}\n}} : {rts}\n\
             return %st, %r : tensor<4xi32>, {rts}",
            args.join(", ")
        ));
    }
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

/// A state of four 32-bit words as StableHLO's linalg lowering reads it
/// (`extractKey32`, `extractState64`): the key is words 0 and 1, the
/// 64-bit counter `word2 << 32 | word3`, and the counter's two high words
/// are the key's; the new state writes the advanced counter's low word to
/// word 2 and its high word to word 3 (`setState64`), the other order.
const PHILOX_I32_STATE: &str = "%c0 = arith.constant 0 : index\n%c1 = arith.constant 1 : index\n\
    %c2 = arith.constant 2 : index\n%c3 = arith.constant 3 : index\n\
    %k0 = tensor.extract %a0[%c0] : tensor<4xi32>\n%k1 = tensor.extract %a0[%c1] : tensor<4xi32>\n\
    %w2 = tensor.extract %a0[%c2] : tensor<4xi32>\n%w3 = tensor.extract %a0[%c3] : tensor<4xi32>\n\
    %c32 = arith.constant 32 : i64\n%zero32 = arith.constant 0 : i32\n\
    %zero64 = arith.constant 0 : i64\n%one64 = arith.constant 1 : i64\n\
    %e2 = arith.extui %w2 : i32 to i64\n%e3 = arith.extui %w3 : i32 to i64\n\
    %e2s = arith.shli %e2, %c32 : i64\n%clo = arith.ori %e2s, %e3 : i64\n%chi = arith.addi %zero64, %zero64 : i64";

/// Philox-4x32's multipliers and key increments.
const PHILOX_M: [u32; 2] = [0xD251_1F53, 0xCD9E_8D57];
const PHILOX_W: [u32; 2] = [0x9E37_79B9, 0xBB67_AE85];

/// `PHILOX` (see the module header).
fn philox(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let st = m.ir.value_type(m.ir.operand(op, 0));
    let words = match ctx.type_data(st).shape()? {
        [n @ 2..=4] => *n,
        _ => return None,
    };
    let state_width = match ctx.type_data(elem(ctx, st)) {
        TypeData::Integer { width, .. } => *width,
        _ => return None,
    };
    // Four 32-bit words, a state XLA does not take (its states are 64-bit),
    // as StableHLO's linalg lowering reads it (see `PHILOX_I32_STATE`).
    let i32_state = words == 4 && state_width == 32;
    if !i32_state && (words == 4 || state_width != 64) {
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
    // The counter's four words, least significant first (for a state of
    // four 32-bit words, its last two are the key's).
    let counter_words: &[(&str, bool)] = if i32_state {
        &[("%lo", false), ("%lo", true)]
    } else {
        &[("%lo", false), ("%lo", true), ("%hi", false), ("%hi", true)]
    };
    if i32_state {
        writeln!(
            b,
            "  %x2_0 = arith.addi %k0, %zero32 : i32\n  %x3_0 = arith.addi %k1, %zero32 : i32"
        )
        .ok()?;
    }
    for (i, (v, high)) in counter_words.iter().enumerate() {
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
    let generate = format!(
        "%r = tensor.generate {{\n^bb0({}):\n{b}  tensor.yield {yield_v} : {yield_t}\n}} : {rts}",
        args.join(", ")
    );
    if i32_state {
        return Some(format!(
            "{PHILOX_I32_STATE}\n%used = arith.constant {used} : i64\n\
             %nlo = arith.addi %clo, %used : i64\n%nw2 = arith.trunci %nlo : i64 to i32\n\
             %nlos = arith.shrui %nlo, %c32 : i64\n%nw3 = arith.trunci %nlos : i64 to i32\n\
             %st = tensor.from_elements %k0, %k1, %nw2, %nw3 : tensor<4xi32>\n\
             {generate}\nreturn %st, %r : tensor<4xi32>, {rts}"
        ));
    }
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
         {new_state}\n{generate}\n\
         return %st, %r : {sts}, {rts}"
    )
    .ok()?;
    Some(text)
}

/// `stablehlo.rng`, whose numbers the spec leaves to the implementation,
/// as IREE computes them, so that the same program gives the same numbers
/// on both: `UNIFORM` (float bounds) by StableHLO's linalg lowering, a
/// linear congruential generator over the element's indices, `x = 0;
/// x = (i_d + x) * 1103515245 + 12345` for each dimension `d` in order
/// (in `i32`), then `a + x * ((b - a) * 2.3283064e-10)` with `x` read as
/// unsigned; `NORMAL` (f32, static shape) by IREE's Box-Muller expansion
/// of uniform numbers drawn at compile time from `std::mt19937` seeded
/// with 0 through libstdc++'s `uniform_real_distribution<double>` (two
/// 32-bit draws per number), `u1` redrawn while at most f32's epsilon:
/// the first half of the elements are `mu + sigma * sqrt(-2 log u1) *
/// cos(2 pi u2)`, the second half the same with `sin`.
pub(super) fn rng(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let dist = prop(ctx, m, op, "rng_distribution").and_then(|a| super::enum_value(ctx, a))?;
    let rt = m.ir.value_type(m.ir.result(op, 0));
    let dims = ctx.type_data(rt).shape()?.to_vec();
    if dims.iter().any(|&d| d < 0) {
        return None;
    }
    let e = elem(ctx, rt);
    let es = sigil_ir::printer::type_to_string(ctx, e);
    let rts = sigil_ir::printer::type_to_string(ctx, rt);
    let scalar = format!("tensor<{es}>");
    match (dist, ctx.type_data(e)) {
        (1, TypeData::Float(_)) => {
            let args: Vec<String> = (0..dims.len()).map(|d| format!("%g{d}: index")).collect();
            let mut b = String::from(
                "  %u0 = arith.constant 0 : i32\n  %mul = arith.constant 1103515245 : i32\n  \
                 %inc = arith.constant 12345 : i32\n",
            );
            for d in 0..dims.len() {
                writeln!(
                    b,
                    "  %i{d} = arith.index_cast %g{d} : index to i32\n  %s{d} = arith.addi %i{d}, %u{d} : i32\n  \
                     %p{d} = arith.muli %s{d}, %mul : i32\n  %u{} = arith.addi %p{d}, %inc : i32",
                    d + 1
                )
                .ok()?;
            }
            let last = dims.len();
            Some(format!(
                "%lo = tensor.extract %a0[] : {scalar}\n%hi = tensor.extract %a1[] : {scalar}\n\
                 %range = arith.subf %hi, %lo : {es}\n%eps = arith.constant 2.3283064E-10 : {es}\n\
                 %scale = arith.mulf %range, %eps : {es}\n\
                 %r = tensor.generate {{\n^bb0({}):\n{b}  %f = arith.uitofp %u{last} : i32 to {es}\n  \
                 %x = arith.mulf %f, %scale : {es}\n  %y = arith.addf %x, %lo : {es}\n  \
                 tensor.yield %y : {es}\n}} : {rts}\nreturn %r : {rts}",
                args.join(", ")
            ))
        }
        (2, TypeData::Float(sigil_numeric::FloatKind::F32)) => {
            let n: i64 = dims.iter().product();
            let half = (n + 1) / 2;
            let (mut sq, mut cos, mut sin) = (Vec::new(), Vec::new(), Vec::new());
            let mut mt = Mt19937::new(0);
            for _ in 0..half {
                let (u1, u2) = loop {
                    let u1 = mt.canonical() as f32;
                    let u2 = mt.canonical() as f32;
                    if u1 > f32::EPSILON {
                        break (u1, u2);
                    }
                };
                let angle = f64::from(std::f32::consts::TAU * u2);
                sq.push((-2.0 * f64::from(u1).ln()) as f32);
                cos.push(angle.cos() as f32);
                sin.push(angle.sin() as f32);
            }
            let lit = |v: &[f32]| {
                v.iter()
                    .map(|x| format!("{x:e}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let h = format!("tensor<{half}xf32>");
            let whole = format!("tensor<{}xf32>", 2 * half);
            let flat = format!("tensor<{n}xf32>");
            Some(format!(
                "%sv = stablehlo.constant dense<[{}]> : {h}\n%cv = stablehlo.constant dense<[{}]> : {h}\n\
                 %snv = stablehlo.constant dense<[{}]> : {h}\n\
                 %sig = \"stablehlo.broadcast_in_dim\"(%a1) {{broadcast_dimensions = array<i64>}} : ({scalar}) -> {h}\n\
                 %mu = \"stablehlo.broadcast_in_dim\"(%a0) {{broadcast_dimensions = array<i64>}} : ({scalar}) -> {h}\n\
                 %sq = stablehlo.sqrt %sv : {h}\n%mag = stablehlo.multiply %sig, %sq : {h}\n\
                 %z0a = stablehlo.multiply %mag, %cv : {h}\n%z0 = stablehlo.add %z0a, %mu : {h}\n\
                 %z1a = stablehlo.multiply %mag, %snv : {h}\n%z1 = stablehlo.add %z1a, %mu : {h}\n\
                 %cat = \"stablehlo.concatenate\"(%z0, %z1) {{dimension = 0 : i64}} : ({h}, {h}) -> {whole}\n\
                 %sl = \"stablehlo.slice\"(%cat) {{start_indices = array<i64: 0>, limit_indices = array<i64: {n}>, \
                 strides = array<i64: 1>}} : ({whole}) -> {flat}\n\
                 %r = stablehlo.reshape %sl : ({flat}) -> {rts}\nreturn %r : {rts}",
                lit(&sq),
                lit(&cos),
                lit(&sin)
            ))
        }
        _ => None,
    }
}

/// The 32-bit Mersenne Twister (`std::mt19937`).
struct Mt19937 {
    state: [u32; 624],
    index: usize,
}

impl Mt19937 {
    fn new(seed: u32) -> Self {
        let mut state = [0u32; 624];
        state[0] = seed;
        for i in 1..624 {
            let prev = state[i - 1];
            state[i] = 1_812_433_253u32
                .wrapping_mul(prev ^ (prev >> 30))
                .wrapping_add(i as u32);
        }
        Mt19937 { state, index: 624 }
    }

    fn next(&mut self) -> u32 {
        if self.index >= 624 {
            for i in 0..624 {
                let y = (self.state[i] & 0x8000_0000) | (self.state[(i + 1) % 624] & 0x7fff_ffff);
                let mut v = self.state[(i + 397) % 624] ^ (y >> 1);
                if y & 1 != 0 {
                    v ^= 0x9908_b0df;
                }
                self.state[i] = v;
            }
            self.index = 0;
        }
        let mut y = self.state[self.index];
        self.index += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }

    /// libstdc++'s `generate_canonical<double, 53>`: two draws, the first
    /// the low word.
    fn canonical(&mut self) -> f64 {
        let lo = f64::from(self.next());
        let hi = f64::from(self.next());
        let r = (lo + hi * 4_294_967_296.0) / 18_446_744_073_709_551_616.0;
        if r >= 1.0 {
            1.0 - f64::EPSILON / 2.0
        } else {
            r
        }
    }
}
