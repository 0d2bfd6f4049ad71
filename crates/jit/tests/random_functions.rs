//! Differential property test: random scalar functions (integer ops of
//! several widths, divisions that may trap, compares and selects, float
//! ops and conversions, `scf.if`, `scf.for`, calls, `cf.assert`) run in
//! the interpreter and in native code must give identical results or
//! identical errors, under a step limit that may cut them short.

use proptest::prelude::*;
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
type Stmt = (u8, u8, u8, u8);

/// The MLIR text of a function `@f(i64, i64, f64) -> (i64, f64)` made of
/// `stmts`, with a helper `@g` it may call.
fn module(stmts: &[Stmt], consts: &[i64]) -> String {
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

/// Each result's kind and bits, or the error text.
type Outcome = Result<Vec<(String, Option<u64>)>, String>;

/// `None` when the module does not verify.
fn outcome(text: &str, mode: JitMode, args: &[Value], steps: u64) -> Option<Outcome> {
    let m = Module::parse(text, "r.mlir").ok()?;
    m.set_limits(Limits {
        max_steps: steps,
        ..Limits::default()
    });
    sigil_jit::set_jit(&m, mode);
    Some(
        m.call("f", args)
            .map(|vs| vs.iter().map(|v| (v.kind(), v.to_bits())).collect())
            .map_err(|e| e.to_string()),
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn random_functions_agree_in_both_tiers(
        stmts in prop::collection::vec(any::<(u8, u8, u8, u8)>(), 1..24),
        consts in prop::collection::vec(prop_oneof![
            Just(0i64), Just(1), Just(-1), Just(i64::MIN), Just(i64::MAX), -100i64..100, any::<i64>()
        ], 0..4),
        a0 in any::<i64>(),
        a1 in -5i64..64,
        x0 in prop_oneof![Just(0.0f64), Just(-0.0), Just(f64::NAN), Just(f64::INFINITY), any::<f64>(), -1e6f64..1e6],
        steps in prop_oneof![Just(u64::MAX), 0u64..40],
    ) {
        let text = module(&stmts, &consts);
        let args = [Value::i64(a0), Value::i64(a1), Value::F64(x0)];
        let off = outcome(&text, JitMode::Off, &args, steps);
        prop_assume!(off.is_some(), "the generated module did not verify:\n{}", text);
        let always = outcome(&text, JitMode::Always, &args, steps);
        prop_assert_eq!(&off, &always, "module:\n{}", text);
        let auto = outcome(&text, JitMode::Auto, &args, steps);
        prop_assert_eq!(&off, &auto, "module:\n{}", text);
    }
}

#[test]
fn the_generator_makes_modules_that_verify() {
    let stmts: Vec<Stmt> = (0..48u8)
        .map(|k| (k, k.wrapping_mul(7), k.wrapping_mul(13), k))
        .collect();
    let text = module(&stmts, &[3, -7]);
    Module::parse(text.as_str(), "r.mlir").unwrap_or_else(|e| panic!("{e}\n{text}"));
}
