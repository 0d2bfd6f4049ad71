//! Differential property test: random scalar functions (integer ops of
//! several widths, divisions that may trap, compares and selects, float
//! ops and conversions, `scf.if`, `scf.for`, calls, `cf.assert`) run in
//! the interpreter and in native code must give identical results or
//! identical errors, under a step limit that may cut them short.

use proptest::prelude::*;
use sigil_jit::testgen::{differential, module, recursive, Stmt};
use sigil_vm::{JitMode, Limits, Module, Value};

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
        let limits = Limits { max_steps: steps, ..Limits::default() };
        let off = differential(&text, "f", &args, limits).map_err(TestCaseError::fail)?;
        prop_assume!(off.is_some(), "the generated module did not verify:\n{}", text);
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

proptest! {
    #![proptest_config(ProptestConfig { cases: 150, ..ProptestConfig::default() })]

    /// Self-recursive functions whose calls run the early exit inline
    /// (`src/translate/leaf.rs`) and maybe a tail call as a jump, under
    /// random limits on the steps, the call depth and the frame bytes:
    /// the same results, or the same trap at the same op with the same
    /// call stack, in both tiers.
    #[test]
    fn random_recursive_functions_agree_in_both_tiers(
        pre in prop::collection::vec(any::<(u8, u8, u8, u8)>(), 0..6),
        k in -1i64..3,
        div in any::<bool>(),
        two in any::<bool>(),
        comb in any::<u8>(),
        tail in any::<bool>(),
        n in -2i64..14,
        x in prop_oneof![Just(0i64), Just(1), Just(-1), -9i64..9, any::<i64>()],
        steps in prop_oneof![Just(u64::MAX), 0u64..200],
        depth in prop_oneof![Just(100_000usize), 1usize..12],
        bytes in prop_oneof![Just(1usize << 30), 0usize..1500],
    ) {
        let text = recursive(&pre, k, div, two, comb, tail);
        let args = [Value::i64(n), Value::i64(x)];
        let limits = Limits {
            max_steps: steps,
            max_call_depth: depth,
            max_stack_bytes: bytes,
            ..Limits::default()
        };
        let off = differential(&text, "r", &args, limits).map_err(TestCaseError::fail)?;
        prop_assert!(off.is_some(), "the generated module did not verify:\n{}", text);
        // A short prefix always has its early exit inlined (each call but
        // a tail one), so the property tests that path.
        if pre.len() <= 3 {
            let m = Module::parse(text.as_str(), "r.mlir").unwrap();
            let jit = std::rc::Rc::new(sigil_jit::Jit::new(m.function_count()).unwrap());
            m.set_tier(Some(jit.clone()), JitMode::Always);
            let _ = m.call("r", &[Value::i64(2), Value::i64(3)]);
            // A tail call: returned as is, or added to (`addi`).
            let jump = tail && (!two || comb % 3 == 0);
            let calls = 1 + two as usize - jump as usize;
            prop_assert_eq!(jit.stats().tail_jumps, jump as usize, "module:\n{}", text);
            prop_assert_eq!(jit.stats().early_exits, calls, "module:\n{}", text);
        }
    }
}
