//! Random scalar modules for differential testing of the two tiers: the
//! property tests of `tests/random_functions.rs` and the `jit` fuzz target
//! (`fuzz/fuzz_targets/jit.rs`) draw from the same generators, and check
//! with [`differential`] that the interpreter and native code agree.
//!
//! The generators take plain numbers (statement kinds and operand choices
//! as bytes), so that a proptest strategy and a fuzzer's input can both
//! drive them; every module they make verifies.

use sigil_vm::{JitMode, Limits, Module, Value};

const INT_OPS: [&str; 14] = [
    "addi", "subi", "muli", "divsi", "divui", "remsi", "remui", "andi", "ori", "xori", "shli",
    "shrsi", "shrui", "maxsi",
];
const PREDS: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
const FLOAT_OPS: [&str; 6] = ["addf", "subf", "mulf", "divf", "maximumf", "minnumf"];
const FPREDS: [&str; 6] = ["oeq", "olt", "uge", "une", "ord", "uno"];

/// One statement: a kind and three operand choices.
pub type Stmt = (u8, u8, u8, u8);

/// The MLIR text of a function `@f(i64, i64, f64) -> (i64, f64)` made of
/// `stmts`, with a helper `@g` it may call.
pub fn module(stmts: &[Stmt], consts: &[i64]) -> String {
    let mut s = String::from(
        "func.func private @g(%p: i64, %q: i64) -> i64 {\n  %r = arith.xori %p, %q : i64\n  %c3 = arith.constant 3 : i64\n  %m = arith.muli %r, %c3 : i64\n  return %m : i64\n}\n",
    );
    s.push_str("func.func @f(%a0: i64, %a1: i64, %x0: f64) -> (i64, f64) {\n");
    let mut ints: Vec<String> = vec!["%a0".into(), "%a1".into()];
    let floats: &mut Vec<String> = &mut vec!["%x0".into()];
    for (k, c) in consts.iter().enumerate() {
        s.push_str(&format!("  %k{k} = arith.constant {c} : i64\n"));
        ints.push(format!("%k{k}"));
    }
    s.push_str("  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n");
    for (n, &(kind, x, y, z)) in stmts.iter().enumerate() {
        let a = ints[x as usize % ints.len()].clone();
        let b = ints[y as usize % ints.len()].clone();
        let fa = floats[x as usize % floats.len()].clone();
        let fb = floats[z as usize % floats.len()].clone();
        let v = format!("%v{n}");
        match kind % 12 {
            0..=3 => {
                let op = INT_OPS[z as usize % INT_OPS.len()];
                s.push_str(&format!("  {v} = arith.{op} {a}, {b} : i64\n"));
                ints.push(v);
            }
            4 => {
                // The same op on a narrower width.
                let op = INT_OPS[z as usize % INT_OPS.len()];
                let w = [8, 16, 32][x as usize % 3];
                s.push_str(&format!(
                    "  {v}a = arith.trunci {a} : i64 to i{w}\n  {v}b = arith.trunci {b} : i64 to i{w}\n  {v}c = arith.{op} {v}a, {v}b : i{w}\n  {v} = arith.extsi {v}c : i{w} to i64\n"
                ));
                ints.push(v);
            }
            5 => {
                let p = PREDS[z as usize % PREDS.len()];
                s.push_str(&format!(
                    "  {v}c = arith.cmpi {p}, {a}, {b} : i64\n  {v} = arith.select {v}c, {a}, {b} : i64\n"
                ));
                ints.push(v);
            }
            6 => {
                let op = FLOAT_OPS[y as usize % FLOAT_OPS.len()];
                s.push_str(&format!("  {v} = arith.{op} {fa}, {fb} : f64\n"));
                floats.push(v);
            }
            7 => {
                let p = FPREDS[y as usize % FPREDS.len()];
                s.push_str(&format!(
                    "  {v}c = arith.cmpf {p}, {fa}, {fb} : f64\n  {v}i = arith.extui {v}c : i1 to i64\n  {v}f = arith.sitofp {a} : i64 to f64\n  {v} = arith.fptosi {fa} : f64 to i64\n  {v}s = arith.addi {v}, {v}i : i64\n"
                ));
                ints.push(format!("{v}s"));
                floats.push(format!("{v}f"));
            }
            8 => {
                let p = PREDS[z as usize % PREDS.len()];
                s.push_str(&format!(
                    "  {v}c = arith.cmpi {p}, {a}, {b} : i64\n  {v} = scf.if {v}c -> (i64) {{\n    {v}t = arith.addi {a}, {b} : i64\n    scf.yield {v}t : i64\n  }} else {{\n    {v}e = arith.shrui {a}, {b} : i64\n    scf.yield {v}e : i64\n  }}\n"
                ));
                ints.push(v);
            }
            9 => {
                // A loop of up to 15 trips.
                let n = z % 16;
                s.push_str(&format!(
                    "  {v}n = arith.constant {n} : index\n  {v} = scf.for %i{n}_{v_} = %c0 to {v}n step %c1 iter_args(%acc{v_} = {a}) -> (i64) {{\n    {v}x = arith.index_cast %i{n}_{v_} : index to i64\n    {v}y = arith.muli %acc{v_}, {b} : i64\n    {v}z = arith.addi {v}y, {v}x : i64\n    scf.yield {v}z : i64\n  }}\n",
                    v_ = n as usize * 1000 + ints.len()
                ));
                ints.push(v);
            }
            10 => {
                s.push_str(&format!(
                    "  {v} = func.call @g({a}, {b}) : (i64, i64) -> i64\n"
                ));
                ints.push(v);
            }
            _ => {
                let p = PREDS[z as usize % PREDS.len()];
                s.push_str(&format!(
                    "  {v}c = arith.cmpi {p}, {a}, {b} : i64\n  cf.assert {v}c, \"check {n}\"\n"
                ));
            }
        }
    }
    s.push_str(&format!(
        "  return {}, {} : i64, f64\n}}\n",
        ints.last().unwrap(),
        floats.last().unwrap()
    ));
    s
}

/// The MLIR text of a self-recursive `@r(n, x) -> i64`: `pre` (pure
/// statements on `n` and `x`, before the base test, which is `n <= k`),
/// a base case that returns a value computed from them or, when `div`,
/// returns it only when `x` is 1 and else divides it by `x` (which may
/// trap, and which ends the inlined early exit on that path),
/// and a recursive case making one or two non-tail self-calls (their
/// results combined by `comb`, then by one more op, so neither is a tail
/// call; without that op when `tail`, so the last one is a tail call if
/// returned as is or added to).
pub fn recursive(pre: &[Stmt], k: i64, div: bool, two: bool, comb: u8, tail: bool) -> String {
    let mut s = String::from("func.func @r(%n: i64, %x: i64) -> i64 {\n");
    s.push_str("  %c1 = arith.constant 1 : i64\n  %c2 = arith.constant 2 : i64\n");
    s.push_str(&format!("  %k = arith.constant {k} : i64\n"));
    let mut vals: Vec<String> = vec!["%n".into(), "%x".into(), "%c2".into()];
    for (j, &(kind, a, b, p)) in pre.iter().enumerate() {
        let (a, b) = (
            vals[a as usize % vals.len()].clone(),
            vals[b as usize % vals.len()].clone(),
        );
        let v = format!("%p{j}");
        match kind % 5 {
            0 => s.push_str(&format!("  {v} = arith.addi {a}, {b} : i64\n")),
            1 => s.push_str(&format!("  {v} = arith.xori {a}, {b} : i64\n")),
            2 => s.push_str(&format!("  {v} = arith.muli {a}, {b} : i64\n")),
            3 => s.push_str(&format!("  {v} = arith.subi {a}, {b} : i64\n")),
            _ => {
                let pred = PREDS[p as usize % PREDS.len()];
                s.push_str(&format!(
                    "  {v}c = arith.cmpi {pred}, {a}, {b} : i64\n  {v} = arith.select {v}c, {a}, {b} : i64\n"
                ));
            }
        }
        vals.push(v);
    }
    let last = vals.last().unwrap().clone();
    s.push_str("  %base = arith.cmpi sle, %n, %k : i64\n  cf.cond_br %base, ^b, ^rec\n^b:\n");
    if div {
        s.push_str(&format!(
            "  %one = arith.cmpi eq, %x, %c1 : i64\n  cf.cond_br %one, ^b1, ^b2\n^b1:\n  return {last} : i64\n^b2:\n  %q = arith.divsi {last}, %x : i64\n  return %q : i64\n"
        ));
    } else {
        s.push_str(&format!("  return {last} : i64\n"));
    }
    s.push_str("^rec:\n  %n1 = arith.subi %n, %c1 : i64\n  %n2 = arith.subi %n, %c2 : i64\n");
    s.push_str(&format!("  %x1 = arith.xori %x, {last} : i64\n"));
    s.push_str("  %f1 = func.call @r(%n1, %x1) : (i64, i64) -> i64\n");
    let mut acc = "%f1".to_string();
    if two {
        s.push_str("  %f2 = func.call @r(%n2, %x) : (i64, i64) -> i64\n");
        let op = ["addi", "xori", "muli"][comb as usize % 3];
        s.push_str(&format!("  %s = arith.{op} %f1, %f2 : i64\n"));
        acc = "%s".into();
    }
    if !tail {
        s.push_str(&format!("  %t = arith.subi {acc}, %c1 : i64\n"));
        acc = "%t".into();
    }
    s.push_str(&format!("  return {acc} : i64\n}}\n"));
    s
}

/// Each result's bits, or the error text.
pub type Outcome = Result<Vec<Option<u64>>, String>;

/// `function` of `text` called with `args` under `limits` with the native
/// tier in `mode` (`None` when the module does not parse).
pub fn run(
    text: &str,
    function: &str,
    args: &[Value],
    limits: Limits,
    mode: JitMode,
) -> Option<Outcome> {
    let m = Module::parse(text, "gen.mlir").ok()?;
    m.set_limits(limits);
    crate::set_jit(&m, mode);
    Some(
        m.call(function, args)
            .map(|vs| vs.iter().map(|v| v.to_bits()).collect())
            .map_err(|e| e.to_string()),
    )
}

/// Runs `function` in the interpreter and with the native tier `always`
/// and `auto`: the interpreter's outcome when all agree, else what
/// differs (`Ok(None)`: the module does not parse).
pub fn differential(
    text: &str,
    function: &str,
    args: &[Value],
    limits: Limits,
) -> Result<Option<Outcome>, String> {
    let Some(off) = run(text, function, args, limits, JitMode::Off) else {
        return Ok(None);
    };
    for mode in [JitMode::Always, JitMode::Auto] {
        let o = run(text, function, args, limits, mode);
        if o.as_ref() != Some(&off) {
            return Err(format!(
                "@{function} {args:?}: {mode:?} gave {o:?}, the interpreter {off:?}\nmodule:\n{text}"
            ));
        }
    }
    Ok(Some(off))
}
