//! `stablehlo.rng_bit_generator` with `THREE_FRY`, bit for bit as XLA on
//! CPU computes it (XLA's `RngBitGeneratorExpander` and
//! `ThreeFryBitGenerator`): the state is `[key, counter]`; element `i` (in
//! row-major order) of a 64-bit result is Threefry-2x32 (20 rounds) of
//! `counter + i` under `key`, its two 32-bit words low first; a 32-bit
//! result takes both words of half as many counters, split along its first
//! even dimension (else its largest) so that consecutive elements there
//! are the two words of one counter; narrower results are the low bits of
//! a 32-bit one. The new state is `[key, counter + counters used]`.
//! `PHILOX` and `DEFAULT` are not lowered (the VM reports the op).

use std::fmt::Write;

use sigil_ir::{Context, Module, OpId, TypeData};

use super::{elem, prop};

/// Threefry-2x32's rotations.
const ROTATIONS: [u32; 8] = [13, 15, 26, 6, 17, 29, 16, 24];

/// The rule text, or `None` where the op is not lowered.
pub(super) fn rng_bit_generator(ctx: &mut Context, m: &Module, op: OpId) -> Option<String> {
    let alg = prop(ctx, m, op, "rng_algorithm").and_then(|a| super::enum_value(ctx, a))?;
    if alg != 1 {
        return None;
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
    let dims = ctx.type_data(rt).shape()?.to_vec();
    if dims.iter().any(|&d| d < 0) {
        return None;
    }
    let w = match ctx.type_data(elem(ctx, rt)) {
        TypeData::Integer { width, .. } => *width,
        TypeData::Float(k) => k.bit_width(),
        _ => return None,
    };
    if !matches!(w, 8 | 16 | 32 | 64) {
        return None;
    }
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
