//! The native tier against the interpreter: tier-up in `auto`, calls
//! between the tiers in both directions, and traps through mixed call
//! stacks, which must read exactly as the interpreter's.

use std::rc::Rc;

use sigil_jit::Jit;
use sigil_vm::{JitMode, Limits, Module, Value};

/// `text` loaded with a fresh tier in `mode` (`Off`: none); the tier is
/// returned to read its statistics.
fn load(text: &str, mode: JitMode) -> (Module, Option<Rc<Jit>>) {
    let m = Module::parse(text, "t.mlir").unwrap_or_else(|e| panic!("{e}"));
    if mode == JitMode::Off {
        return (m, None);
    }
    let jit = Rc::new(Jit::new(m.function_count()).expect("a native tier on this machine"));
    m.set_tier(Some(jit.clone()), mode);
    (m, Some(jit))
}

/// The bits and kind of every result, or the error text.
fn outcome(m: &Module, f: &str, args: &[Value]) -> Result<Vec<(String, u64)>, String> {
    m.call(f, args)
        .map(|vs| {
            vs.iter()
                .map(|v| (v.kind(), v.to_bits().unwrap_or(u64::MAX)))
                .collect()
        })
        .map_err(|e| e.to_string())
}

/// Runs `f` in every mode and checks they agree; returns the outcome.
fn agree(
    text: &str,
    f: &str,
    args: &[Value],
    limits: Option<Limits>,
) -> Result<Vec<(String, u64)>, String> {
    let mut first = None;
    for mode in [JitMode::Off, JitMode::Auto, JitMode::Always] {
        let (m, _) = load(text, mode);
        if let Some(l) = limits {
            m.set_limits(l);
        }
        let o = outcome(&m, f, args);
        match &first {
            None => first = Some(o),
            Some(o0) => assert_eq!(&o, o0, "@{f} {args:?}: {mode:?} differs from off"),
        }
    }
    first.unwrap()
}

const MIXED: &str = r#"
func.func private @leaf(%a: i64, %b: i64) -> i64 {
  %q = arith.divsi %a, %b : i64
  return %q : i64
}
func.func private @looping(%n: i64, %d: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %r:2 = scf.while (%i = %c0, %acc = %c0) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi slt, %i, %n : i64
    scf.condition(%more) %i, %acc : i64, i64
  } do {
  ^bb0(%i: i64, %acc: i64):
    %q = func.call @leaf(%i, %d) : (i64, i64) -> i64
    %a = arith.addi %acc, %q : i64
    %j = arith.addi %i, %c1 : i64
    scf.yield %j, %a : i64, i64
  }
  return %r#1 : i64
}
func.func @outer(%n: i64, %d: i64) -> i64 {
  %r = func.call @looping(%n, %d) : (i64, i64) -> i64
  %c1 = arith.constant 1 : i64
  %s = arith.addi %r, %c1 : i64
  return %s : i64
}
"#;

#[test]
fn auto_compiles_a_loop_on_its_first_call_and_others_when_called_often() {
    let (m, jit) = load(MIXED, JitMode::Auto);
    let jit = jit.unwrap();
    // @outer is loop-free and called once: interpreted. @looping has a
    // loop: compiled at once. @leaf is called 10 times from native code:
    // interpreted.
    let r = m.call("outer", &[Value::i64(10), Value::i64(2)]).unwrap();
    assert_eq!(r, vec![Value::i64(21)]);
    assert_eq!(jit.stats().compiled, 1, "only @looping");
    // 1000 calls of @leaf: it is compiled on its 1000th.
    m.call("outer", &[Value::i64(989), Value::i64(2)]).unwrap();
    assert_eq!(jit.stats().compiled, 1);
    m.call("outer", &[Value::i64(1), Value::i64(2)]).unwrap();
    assert_eq!(jit.stats().compiled, 2, "@leaf after 1000 calls");
    // @outer on its 1000th call (three calls so far).
    for _ in 0..996 {
        m.call("outer", &[Value::i64(0), Value::i64(1)]).unwrap();
    }
    assert_eq!(jit.stats().compiled, 2);
    m.call("outer", &[Value::i64(0), Value::i64(1)]).unwrap();
    assert_eq!(jit.stats().compiled, 3);
    assert_eq!(
        m.call("outer", &[Value::i64(10), Value::i64(2)]).unwrap(),
        vec![Value::i64(21)]
    );
}

#[test]
fn always_compiles_on_the_first_call_and_off_never() {
    let (m, jit) = load(MIXED, JitMode::Always);
    m.call("outer", &[Value::i64(3), Value::i64(1)]).unwrap();
    assert_eq!(jit.unwrap().stats().compiled, 3);
    let (m, _) = load(MIXED, JitMode::Off);
    assert_eq!(
        m.call("outer", &[Value::i64(3), Value::i64(1)]).unwrap(),
        vec![Value::i64(4)]
    );
}

#[test]
fn a_trap_through_interpreted_compiled_interpreted_frames_reads_as_the_interpreters() {
    // In auto mode: @outer interpreted, @looping native, @leaf interpreted;
    // the division by zero happens in @leaf's first call.
    let (m, jit) = load(MIXED, JitMode::Auto);
    let e = m
        .call("outer", &[Value::i64(5), Value::i64(0)])
        .unwrap_err()
        .to_string();
    assert_eq!(jit.unwrap().stats().compiled, 1);
    let (off, _) = load(MIXED, JitMode::Off);
    let e_off = off
        .call("outer", &[Value::i64(5), Value::i64(0)])
        .unwrap_err()
        .to_string();
    assert_eq!(e, e_off);
    assert!(e.contains("integer division by zero (in @leaf)"), "{e}");
    let frames: Vec<&str> = e
        .lines()
        .skip_while(|l| !l.starts_with("call stack"))
        .skip(1)
        .collect();
    assert_eq!(frames.len(), 3, "{e}");
    assert!(frames[0].starts_with("  @leaf at t.mlir:3:"), "{e}");
    assert!(frames[1].starts_with("  @looping at t.mlir:14:"), "{e}");
    assert!(frames[2].starts_with("  @outer at t.mlir:22:"), "{e}");
}

#[test]
fn a_trap_through_compiled_interpreted_compiled_frames_reads_as_the_interpreters() {
    // @leaf compiled first (1000 calls), then @outer calls (interpreted)
    // @looping (native) which calls native @leaf; and the reverse order of
    // tiers with @middle interpreted between two native functions.
    let text = r#"
func.func private @inner(%a: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %r:2 = scf.while (%i = %c0, %x = %a) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi slt, %i, %c1 : i64
    scf.condition(%more) %i, %x : i64, i64
  } do {
  ^bb0(%i: i64, %x: i64):
    %y = arith.remui %x, %i : i64
    %j = arith.addi %i, %c1 : i64
    scf.yield %j, %y : i64, i64
  }
  return %r#1 : i64
}
func.func private @middle(%a: i64) -> i64 {
  %r = func.call @inner(%a) : (i64) -> i64
  return %r : i64
}
func.func @top(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %r:2 = scf.while (%i = %c0, %acc = %c0) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi slt, %i, %n : i64
    scf.condition(%more) %i, %acc : i64, i64
  } do {
  ^bb0(%i: i64, %acc: i64):
    %q = func.call @middle(%i) : (i64) -> i64
    %a = arith.addi %acc, %q : i64
    %j = arith.addi %i, %c1 : i64
    scf.yield %j, %a : i64, i64
  }
  return %r#1 : i64
}
"#;
    // auto: @top and @inner (loops) native, @middle interpreted.
    let (m, jit) = load(text, JitMode::Auto);
    let e = m.call("top", &[Value::i64(3)]).unwrap_err().to_string();
    assert_eq!(jit.unwrap().stats().compiled, 2);
    let (off, _) = load(text, JitMode::Off);
    let e_off = off.call("top", &[Value::i64(3)]).unwrap_err().to_string();
    assert_eq!(e, e_off);
    assert!(e.contains("integer division by zero (in @inner)"), "{e}");
    assert_eq!(e.matches("\n  @").count(), 3, "{e}");
}

#[test]
fn limits_trip_at_the_same_op_in_both_tiers() {
    let text = r#"
func.func @down(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %z = arith.cmpi eq, %n, %c0 : i64
  %r = scf.if %z -> i64 {
    scf.yield %c0 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %s = func.call @down(%m) : (i64) -> i64
    %t = arith.addi %s, %c1 : i64
    scf.yield %t : i64
  }
  return %r : i64
}
func.func @spin(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %r:2 = scf.while (%i = %c0, %acc = %c0) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi slt, %i, %n : i64
    scf.condition(%more) %i, %acc : i64, i64
  } do {
  ^bb0(%i: i64, %acc: i64):
    %d = func.call @down(%c1) : (i64) -> i64
    %a = arith.addi %acc, %d : i64
    %j = arith.addi %i, %c1 : i64
    scf.yield %j, %a : i64, i64
  }
  return %r#1 : i64
}
"#;
    for depth in [1, 2, 3, 50] {
        let l = Limits {
            max_call_depth: depth,
            ..Limits::default()
        };
        agree(text, "down", &[Value::i64(100)], Some(l)).unwrap_err();
        agree(text, "down", &[Value::i64(depth as i64 - 1)], Some(l)).unwrap();
    }
    for steps in [0, 1, 2, 3, 5, 17, 100, 1000] {
        let l = Limits {
            max_steps: steps,
            ..Limits::default()
        };
        let _ = agree(text, "spin", &[Value::i64(40)], Some(l));
        let _ = agree(text, "down", &[Value::i64(40)], Some(l));
    }
    for bytes in [64, 200, 1000, 5000] {
        let l = Limits {
            max_stack_bytes: bytes,
            ..Limits::default()
        };
        let _ = agree(text, "down", &[Value::i64(40)], Some(l));
    }
    // Deeper than native frames may go on the host stack: the rest runs
    // in the interpreter, up to the call-depth trap.
    let e = agree(text, "down", &[Value::i64(200_000)], None).unwrap_err();
    assert!(
        e.contains("call depth limit of 100000 frames"),
        "{}",
        &e[..200]
    );
    assert_eq!(
        agree(text, "down", &[Value::i64(50_000)], None).unwrap(),
        vec![("i64".to_string(), 50_000)]
    );
}

#[test]
fn scalar_ops_agree_with_the_interpreter() {
    let text = r#"
func.func @ints(%a: i32, %b: i32, %c: i8) -> (i32, i32, i32, i32, i32, i32, i32, i32, i8, i1, i64, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %a, %b : i32
  %2 = arith.divui %a, %b : i32
  %3 = arith.remsi %a, %b : i32
  %4 = arith.shli %a, %b : i32
  %5 = arith.shrsi %a, %b : i32
  %6 = arith.ceildivsi %a, %b : i32
  %7 = arith.floordivsi %a, %b : i32
  %8 = arith.subi %c, %c : i8
  %9 = arith.cmpi ult, %a, %b : i32
  %10 = arith.extsi %a : i32 to i64
  %11 = arith.maxsi %a, %b : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i32, i32, i32, i32, i32, i32, i32, i32, i8, i1, i64, i32
}
func.func @floats(%x: f32, %y: f64) -> (f32, f64, f32, f64, i1, f64, i32, f64) {
  %0 = arith.mulf %x, %x : f32
  %1 = arith.divf %y, %y : f64
  %2 = math.sqrt %x : f32
  %3 = math.exp %y : f64
  %4 = arith.cmpf ult, %x, %x : f32
  %5 = arith.maximumf %y, %y : f64
  %6 = arith.fptosi %x : f32 to i32
  %7 = arith.sitofp %6 : i32 to f64
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f64, f32, f64, i1, f64, i32, f64
}
"#;
    let ints = [0i32, 1, -1, 7, -7, 31, 32, i32::MIN, i32::MAX, 100_000];
    for &a in &ints {
        for &b in &ints {
            let _ = agree(
                text,
                "ints",
                &[
                    Value::i32(a),
                    Value::i32(b),
                    Value::Int {
                        width: 8,
                        value: (a as i8) as i64,
                    },
                ],
                None,
            );
        }
    }
    for &x in &[
        0.0f32,
        -0.0,
        1.5,
        -2.25,
        f32::NAN,
        f32::INFINITY,
        1e30,
        -1e-30,
    ] {
        for &y in &[0.0f64, -0.0, 3.0, f64::NAN, f64::NEG_INFINITY, 1e300] {
            agree(text, "floats", &[Value::F32(x), Value::F64(y)], None).unwrap();
        }
    }
}

#[test]
fn a_new_tier_starts_over() {
    let (m, _) = load(MIXED, JitMode::Always);
    m.call("outer", &[Value::i64(3), Value::i64(1)]).unwrap();
    // A second tier knows nothing of the first one's code.
    sigil_jit::set_jit(&m, JitMode::Auto);
    assert_eq!(
        m.call("outer", &[Value::i64(3), Value::i64(1)]).unwrap(),
        vec![Value::i64(4)]
    );
    sigil_jit::set_jit(&m, JitMode::Off);
    assert_eq!(
        m.call("outer", &[Value::i64(3), Value::i64(1)]).unwrap(),
        vec![Value::i64(4)]
    );
    sigil_jit::set_jit(&m, JitMode::Always);
    assert_eq!(
        m.call("outer", &[Value::i64(3), Value::i64(1)]).unwrap(),
        vec![Value::i64(4)]
    );
}

#[test]
fn deep_recursion_on_a_small_thread_stack_ends_in_the_depth_trap() {
    // 1 MiB of host stack: native frames stop at 256 KiB below the first
    // native entry and the interpreter (heap frames) takes the rest.
    let text = r#"
func.func @down(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %z = arith.cmpi eq, %n, %c0 : i64
  %r = scf.if %z -> i64 {
    scf.yield %c0 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %s = func.call @down(%m) : (i64) -> i64
    %t = arith.addi %s, %c1 : i64
    scf.yield %t : i64
  }
  return %r : i64
}
"#;
    let t = std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(move || {
            let (m, _) = load(text, JitMode::Always);
            let ok = outcome(&m, "down", &[Value::i64(90_000)]);
            let e = m.call("down", &[Value::i64(200_000)]).unwrap_err();
            (ok, e.to_string())
        })
        .unwrap();
    let (ok, e) = t.join().unwrap();
    assert_eq!(ok, Ok(vec![("i64".to_string(), 90_000)]));
    assert!(e.contains("call depth limit of 100000 frames"));
}

#[test]
fn tail_self_calls_turned_into_jumps_read_as_the_interpreters() {
    // `fib` (one of its two calls is an accumulating tail call), `sum`
    // (`n + sum(n - 1)`, addend first), `gcd` (a plain tail call with two
    // results, through a block's arguments), `twice` (the call's result added to itself: not a tail
    // call) and `trap` (divides by zero `k` calls down, so the stack holds
    // that many removed frames).
    let text = r#"
func.func @fib(%n: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  %c1 = arith.constant 1 : i64
  %small = arith.cmpi slt, %n, %c2 : i64
  %r = scf.if %small -> (i64) {
    scf.yield %n : i64
  } else {
    %a = arith.subi %n, %c1 : i64
    %fa = func.call @fib(%a) : (i64) -> i64
    %b = arith.subi %n, %c2 : i64
    %fb = func.call @fib(%b) : (i64) -> i64
    %s = arith.addi %fa, %fb : i64
    scf.yield %s : i64
  }
  return %r : i64
}
func.func @sum(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %z = arith.cmpi sle, %n, %c0 : i64
  cf.cond_br %z, ^done, ^more
^done:
  return %c0 : i64
^more:
  %m = arith.subi %n, %c1 : i64
  %s = func.call @sum(%m) : (i64) -> i64
  %t = arith.addi %n, %s : i64
  return %t : i64
}
func.func @gcd(%a: i64, %b: i64) -> (i64, i64) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %z = arith.cmpi eq, %b, %c0 : i64
  cf.cond_br %z, ^done, ^more
^done:
  return %a, %c0 : i64, i64
^more:
  %r = arith.remsi %a, %b : i64
  %g:2 = func.call @gcd(%b, %r) : (i64, i64) -> (i64, i64)
  cf.br ^ret(%g#1, %g#0 : i64, i64)
^ret(%x: i64, %y: i64):
  return %y, %x : i64, i64
}
func.func @twice(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %z = arith.cmpi sle, %n, %c0 : i64
  cf.cond_br %z, ^done, ^more
^done:
  return %c1 : i64
^more:
  %m = arith.subi %n, %c1 : i64
  %s = func.call @twice(%m) : (i64) -> i64
  %t = arith.addi %s, %s : i64
  return %t : i64
}
func.func @trap(%n: i64, %k: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %c100 = arith.constant 100 : i64
  %q = arith.divsi %c100, %k : i64
  %m = arith.subi %n, %c1 : i64
  %k1 = arith.subi %k, %c1 : i64
  %s = func.call @trap(%m, %k1) : (i64, i64) -> i64
  %t = arith.addi %q, %s : i64
  return %t : i64
}
"#;
    assert_eq!(
        agree(text, "fib", &[Value::i64(20)], None).unwrap(),
        vec![("i64".to_string(), 6765)]
    );
    assert_eq!(
        agree(text, "sum", &[Value::i64(10_000)], None).unwrap(),
        vec![("i64".to_string(), 50_005_000)]
    );
    let g = agree(text, "gcd", &[Value::i64(1_071), Value::i64(462)], None).unwrap();
    assert_eq!(g, vec![("i64".to_string(), 21), ("i64".to_string(), 0)]);
    assert_eq!(
        agree(text, "twice", &[Value::i64(20)], None).unwrap(),
        vec![("i64".to_string(), 1 << 20)]
    );
    for k in [0, 1, 2, 7] {
        let e = agree(text, "trap", &[Value::i64(100), Value::i64(k)], None).unwrap_err();
        assert!(e.contains("division by zero"), "{e}");
        assert_eq!(e.matches("  @trap at").count(), k as usize + 1, "{e}");
    }
    // The depth, the steps and the frame bytes of the calls turned into
    // jumps are counted as the interpreter counts them.
    for depth in [1, 2, 3, 50, 999] {
        let l = Limits {
            max_call_depth: depth,
            ..Limits::default()
        };
        agree(text, "sum", &[Value::i64(1_000)], Some(l)).unwrap_err();
        agree(text, "gcd", &[Value::i64(1_071), Value::i64(462)], Some(l)).ok();
        agree(text, "sum", &[Value::i64(depth as i64 - 1)], Some(l)).unwrap();
    }
    for steps in [0, 1, 2, 3, 5, 17, 100, 1000, 5000] {
        let l = Limits {
            max_steps: steps,
            ..Limits::default()
        };
        let _ = agree(text, "fib", &[Value::i64(12)], Some(l));
        let _ = agree(text, "sum", &[Value::i64(400)], Some(l));
        let _ = agree(text, "trap", &[Value::i64(100), Value::i64(50)], Some(l));
    }
    for bytes in [64, 200, 1000, 5000, 50_000] {
        let l = Limits {
            max_stack_bytes: bytes,
            ..Limits::default()
        };
        let _ = agree(text, "sum", &[Value::i64(1_000)], Some(l));
        let _ = agree(text, "fib", &[Value::i64(15)], Some(l));
    }
    // Deeper than the call-depth limit: the trap comes at the same call.
    let e = agree(text, "sum", &[Value::i64(200_000)], None).unwrap_err();
    assert!(e.contains("call depth limit"), "{}", &e[..200]);
}

#[test]
fn self_calls_with_the_early_exit_inlined_read_as_the_interpreters() {
    // Self-calls that are not tail calls run the callee's prefix inline
    // and make the call only past it: `ack` (two arguments, its base case
    // behind one branch), `steps3` (three early exits behind a chain of
    // branches, one of them through selects), `divs` (one side of its
    // base case returns, the other divides, which ends the prefix: the
    // call traps on zero) and `deep` (its early exit 27 instructions in).
    let text = r#"
func.func @ack(%m: i64, %n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %z = arith.cmpi eq, %m, %c0 : i64
  cf.cond_br %z, ^base, ^more
^base:
  %r = arith.addi %n, %c1 : i64
  return %r : i64
^more:
  %m1 = arith.subi %m, %c1 : i64
  %nz = arith.cmpi eq, %n, %c0 : i64
  cf.cond_br %nz, ^zero, ^rec
^zero:
  %a = func.call @ack(%m1, %c1) : (i64, i64) -> i64
  return %a : i64
^rec:
  %n1 = arith.subi %n, %c1 : i64
  %inner = func.call @ack(%m, %n1) : (i64, i64) -> i64
  %b = func.call @ack(%m1, %inner) : (i64, i64) -> i64
  return %b : i64
}
func.func @steps3(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %c7 = arith.constant 7 : i64
  %a = arith.cmpi sle, %n, %c0 : i64
  cf.cond_br %a, ^r0, ^t1
^r0:
  return %c0 : i64
^t1:
  %b = arith.cmpi eq, %n, %c1 : i64
  %v = arith.select %b, %c7, %c3 : i64
  %c = arith.cmpi ult, %n, %c3 : i64
  cf.cond_br %c, ^r1(%v : i64), ^rec
^r1(%x: i64):
  return %x : i64
^rec:
  %n1 = arith.subi %n, %c1 : i64
  %n2 = arith.subi %n, %c2 : i64
  %n3 = arith.subi %n, %c3 : i64
  %f1 = func.call @steps3(%n1) : (i64) -> i64
  %f2 = func.call @steps3(%n2) : (i64) -> i64
  %f3 = func.call @steps3(%n3) : (i64) -> i64
  %s = arith.addi %f1, %f2 : i64
  %t = arith.xori %s, %f3 : i64
  return %t : i64
}
func.func @divs(%n: i64, %d: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c100 = arith.constant 100 : i64
  %z = arith.cmpi sle, %n, %c0 : i64
  cf.cond_br %z, ^base, ^rec
^base:
  %one = arith.cmpi eq, %d, %c1 : i64
  cf.cond_br %one, ^hundred, ^q
^hundred:
  return %c100 : i64
^q:
  %q = arith.divsi %c100, %d : i64
  return %q : i64
^rec:
  %n1 = arith.subi %n, %c1 : i64
  %d1 = arith.subi %d, %c1 : i64
  %r = func.call @divs(%n1, %d1) : (i64, i64) -> i64
  %s = arith.muli %r, %c1 : i64
  return %s : i64
}
func.func @deep(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %a = arith.addi %n, %c1 : i64
  %b = arith.addi %a, %c1 : i64
  %c = arith.addi %b, %c1 : i64
  %d = arith.addi %c, %c1 : i64
  %e = arith.addi %d, %c1 : i64
  %f = arith.addi %e, %c1 : i64
  %g = arith.addi %f, %c1 : i64
  %h = arith.addi %g, %c1 : i64
  %i = arith.addi %h, %c1 : i64
  %j = arith.addi %i, %c1 : i64
  %k = arith.addi %j, %c1 : i64
  %l = arith.addi %k, %c1 : i64
  %l1 = arith.addi %l, %c1 : i64
  %l2 = arith.addi %l1, %c1 : i64
  %l3 = arith.addi %l2, %c1 : i64
  %l4 = arith.addi %l3, %c1 : i64
  %l5 = arith.addi %l4, %c1 : i64
  %l6 = arith.addi %l5, %c1 : i64
  %l7 = arith.addi %l6, %c1 : i64
  %l8 = arith.addi %l7, %c1 : i64
  %l9 = arith.addi %l8, %c1 : i64
  %l10 = arith.addi %l9, %c1 : i64
  %l11 = arith.addi %l10, %c1 : i64
  %l12 = arith.addi %l11, %c1 : i64
  %l13 = arith.addi %l12, %c1 : i64
  %l14 = arith.addi %l13, %c1 : i64
  %z = arith.cmpi sle, %n, %c0 : i64
  cf.cond_br %z, ^done, ^rec
^done:
  return %l14 : i64
^rec:
  %n1 = arith.subi %n, %c1 : i64
  %r = func.call @deep(%n1) : (i64) -> i64
  %s = arith.muli %r, %c1 : i64
  return %s : i64
}
"#;
    // Which sites run the early exit inline: two of `ack`'s three calls
    // (its first tail call is a jump), `steps3`'s three, `divs`'s one
    // (whose early exit can still bail), `deep`'s one.
    for (f, args, sites) in [
        ("ack", vec![Value::i64(1), Value::i64(1)], 2),
        ("steps3", vec![Value::i64(4)], 3),
        ("divs", vec![Value::i64(1), Value::i64(5)], 1),
        ("deep", vec![Value::i64(1)], 1),
    ] {
        let (m, jit) = load(text, JitMode::Always);
        m.call(f, &args).unwrap();
        let st = jit.unwrap().stats();
        assert_eq!((st.compiled, st.early_exits), (1, sites), "@{f}");
    }
    let ack = agree(text, "ack", &[Value::i64(2), Value::i64(3)], None).unwrap();
    assert_eq!(ack, vec![("i64".to_string(), 9)]);
    for n in 0..12 {
        agree(text, "steps3", &[Value::i64(n)], None).unwrap();
    }
    assert_eq!(
        agree(text, "divs", &[Value::i64(5), Value::i64(9)], None).unwrap(),
        vec![("i64".to_string(), 25)]
    );
    assert_eq!(
        agree(text, "divs", &[Value::i64(5), Value::i64(6)], None).unwrap(),
        vec![("i64".to_string(), 100)]
    );
    let e = agree(text, "divs", &[Value::i64(5), Value::i64(5)], None).unwrap_err();
    assert!(e.contains("division by zero"), "{e}");
    assert_eq!(e.matches("  @divs at").count(), 6, "{e}");
    assert_eq!(
        agree(text, "deep", &[Value::i64(30)], None).unwrap(),
        vec![("i64".to_string(), 26)]
    );
    // A limit reached at an inlined call trips there, as in the
    // interpreter: the real call reports it.
    for depth in 1..12 {
        let l = Limits {
            max_call_depth: depth,
            ..Limits::default()
        };
        let _ = agree(text, "ack", &[Value::i64(2), Value::i64(2)], Some(l));
        let _ = agree(text, "steps3", &[Value::i64(9)], Some(l));
        let _ = agree(text, "divs", &[Value::i64(6), Value::i64(9)], Some(l));
    }
    for steps in 0..40 {
        let l = Limits {
            max_steps: steps,
            ..Limits::default()
        };
        let _ = agree(text, "ack", &[Value::i64(2), Value::i64(2)], Some(l));
        let _ = agree(text, "steps3", &[Value::i64(7)], Some(l));
    }
    for bytes in (0..600).step_by(24) {
        let l = Limits {
            max_stack_bytes: bytes,
            ..Limits::default()
        };
        let _ = agree(text, "ack", &[Value::i64(2), Value::i64(2)], Some(l));
        let _ = agree(text, "steps3", &[Value::i64(8)], Some(l));
    }
}

#[test]
fn early_exits_stop_at_the_per_function_budget() {
    // Sixteen self-call sites whose callee's prefix is large (21
    // instructions to its early exit): the first sites get it inline, the
    // rest call as they are once the function's budget is spent, and the
    // results and traps do not change.
    let mut text = String::from(
        "func.func @many(%n: i64) -> i64 {\n  %c0 = arith.constant 0 : i64\n  %c1 = arith.constant 1 : i64\n",
    );
    let mut v = "%n".to_string();
    for j in 0..20 {
        text += &format!("  %a{j} = arith.muli {v}, %n : i64\n");
        v = format!("%a{j}");
    }
    text += &format!(
        "  %z = arith.cmpi sle, %n, %c0 : i64\n  cf.cond_br %z, ^done, ^rec\n^done:\n  return {v} : i64\n^rec:\n  %m = arith.subi %n, %c1 : i64\n"
    );
    let mut acc = "%c0".to_string();
    for j in 0..16 {
        text += &format!(
            "  %f{j} = func.call @many(%m) : (i64) -> i64\n  %x{j} = arith.xori {acc}, %f{j} : i64\n"
        );
        acc = format!("%x{j}");
    }
    text += &format!("  %r = arith.subi {acc}, %c1 : i64\n  return %r : i64\n}}\n");
    let (m, jit) = load(&text, JitMode::Always);
    m.call("many", &[Value::i64(1)]).unwrap();
    let sites = jit.unwrap().stats().early_exits;
    assert!((1..16).contains(&sites), "{sites} sites inline");
    for n in [0, 1, 2, 3] {
        agree(&text, "many", &[Value::i64(n)], None).unwrap();
    }
    for steps in [0, 1, 5, 13, 14, 40] {
        let l = Limits {
            max_steps: steps,
            ..Limits::default()
        };
        let _ = agree(&text, "many", &[Value::i64(3)], Some(l));
    }
}

/// The programs of `bench/jit.sh`, each shape of each (their sources are
/// the benchmark's own files).
const COLLATZ_SHAPES: [(&str, &str); 4] = [
    ("scf.while", include_str!("../../../bench/vm/collatz.mlir")),
    (
        "scf.for",
        include_str!("../../../bench/jit/shapes/collatz_for.mlir"),
    ),
    (
        "affine.for",
        include_str!("../../../bench/jit/shapes/collatz_affine.mlir"),
    ),
    (
        "cf",
        include_str!("../../../bench/jit/shapes/collatz_cf.mlir"),
    ),
];
const FIB_SHAPES: [(&str, &str); 5] = [
    ("scf.if", include_str!("../../../bench/vm/fib.mlir")),
    (
        "scf.if, subtractions first",
        include_str!("../../../bench/jit/shapes/fib_if_sub_first.mlir"),
    ),
    (
        "scf.if, calls swapped",
        include_str!("../../../bench/jit/shapes/fib_if_calls_swapped.mlir"),
    ),
    ("cf", include_str!("../../../bench/jit/shapes/fib_cf.mlir")),
    (
        "cf, in order",
        include_str!("../../../bench/jit/shapes/fib_cf_in_order.mlir"),
    ),
];

#[test]
fn the_benchmarks_shapes_read_as_the_interpreters() {
    // Every loop shape of Collatz and every op order of fib: the same
    // results, and under limits the same trap at the same op with the same
    // call stack (steps cut a loop or a call short; the call depth and the
    // frame bytes stop fib inside the calls run inline, at a real call and
    // at a tail call turned into a jump).
    for (shape, text) in COLLATZ_SHAPES {
        let r = agree(text, "collatz_sum", &[Value::i64(1000)], None).unwrap();
        assert_eq!(r, vec![("i64".to_string(), 59542)], "{shape}");
        for steps in [0, 1, 2, 7, 100, 5000] {
            let l = Limits {
                max_steps: steps,
                ..Limits::default()
            };
            let e = agree(text, "collatz_sum", &[Value::i64(1000)], Some(l)).unwrap_err();
            assert!(e.contains("step limit"), "{shape}: {e}");
        }
    }
    for (shape, text) in FIB_SHAPES {
        for n in [-3, 0, 1, 2, 3, 4, 5, 10, 20] {
            agree(text, "fib", &[Value::i64(n)], None).unwrap();
        }
        let r = agree(text, "fib", &[Value::i64(24)], None).unwrap();
        assert_eq!(r, vec![("i64".to_string(), 46368)], "{shape}");
        for depth in 1..14 {
            let l = Limits {
                max_call_depth: depth,
                ..Limits::default()
            };
            let e = agree(text, "fib", &[Value::i64(16)], Some(l)).unwrap_err();
            assert!(e.contains("call depth limit"), "{shape}: {e}");
        }
        for steps in (0..200).step_by(7) {
            let l = Limits {
                max_steps: steps,
                ..Limits::default()
            };
            let _ = agree(text, "fib", &[Value::i64(12)], Some(l));
        }
        for bytes in (0..1200).step_by(40) {
            let l = Limits {
                max_stack_bytes: bytes,
                ..Limits::default()
            };
            let _ = agree(text, "fib", &[Value::i64(12)], Some(l));
        }
    }
}

#[test]
fn deep_recursion_of_the_benchmarks_fib_ends_in_the_depth_trap() {
    // fib with a negative step (fib(n) calls fib(n+1)... never reaching
    // the base case) is not a shape users write; fib of a large n under a
    // call-depth limit is: each shape stops cleanly at the limit, inside
    // the calls run inline and the tail calls turned into jumps alike.
    for (shape, text) in FIB_SHAPES {
        let l = Limits {
            max_call_depth: 30,
            ..Limits::default()
        };
        let e = agree(text, "fib", &[Value::i64(40)], Some(l)).unwrap_err();
        assert!(e.contains("call depth limit of 30 frames"), "{shape}: {e}");
        // 31 frames (the trap is at the 30th's call), 6 of them elided.
        assert_eq!(e.matches("  @fib at").count(), 25, "{shape}: {e}");
        assert!(e.contains("... 6 frames left out ..."), "{shape}: {e}");
    }
}

#[test]
fn limits_inside_the_deepest_early_exits_of_fib_read_as_the_interpreters() {
    // The early exit of fib's self-call answers fib(2) to fib(7) inline,
    // six calls deep, its compares decided by what each path knows of the
    // argument: every call depth and step count that stops fib(7) or
    // fib(9) inside those paths (the deepest call of a path over the
    // depth limit, the steps of its calls more than are left) takes the
    // real call, which traps at the interpreter's op with its stack.
    for (shape, text) in FIB_SHAPES {
        for n in [7, 9] {
            for depth in 1..10 {
                let l = Limits {
                    max_call_depth: depth,
                    ..Limits::default()
                };
                // fib(n) is n - 1 calls deep: the limits below that trap.
                let r = agree(text, "fib", &[Value::i64(n)], Some(l));
                assert_eq!(
                    r.is_err(),
                    depth < n as usize - 1,
                    "{shape} {n} {depth}: {r:?}"
                );
            }
            for steps in (0..40).step_by(5) {
                let l = Limits {
                    max_steps: steps,
                    ..Limits::default()
                };
                let e = agree(text, "fib", &[Value::i64(n)], Some(l)).unwrap_err();
                assert!(e.contains("step limit"), "{shape} {n}: {e}");
            }
        }
    }
}
