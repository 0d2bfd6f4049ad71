//! References in native code (lists, globals holding them): every
//! function below runs in all three modes, which must agree on results
//! and on traps (message and call stack), and `always` must really have
//! compiled the functions that use references.

use std::rc::Rc;

use sigil_jit::Jit;
use sigil_vm::{JitMode, ListElem, ListRef, Module, ScalarType, Value};

fn load(text: &str, mode: JitMode) -> (Module, Option<Rc<Jit>>) {
    let m = Module::parse(text, "refs.mlir").unwrap_or_else(|e| panic!("{e}"));
    if mode == JitMode::Off {
        return (m, None);
    }
    let jit = Rc::new(Jit::new(m.function_count()).expect("a native tier on this machine"));
    m.set_tier(Some(jit.clone()), mode);
    (m, Some(jit))
}

/// Results shown as text (integers, lists by their contents), or the
/// error text.
fn show(r: Result<Vec<Value>, sigil_vm::Error>) -> String {
    fn one(v: &Value) -> String {
        match v {
            Value::List(l) => format!(
                "[{}]",
                l.values().iter().map(one).collect::<Vec<_>>().join(", ")
            ),
            Value::Null => "null".into(),
            v => match (v.scalar_type(), v.to_bits()) {
                (Some(ScalarType::Int(w)), Some(b)) => format!("i{w} {}", b as i64),
                _ => format!("{v:?}"),
            },
        }
    }
    match r {
        Ok(vs) => vs.iter().map(one).collect::<Vec<_>>().join("; "),
        Err(e) => format!("error: {e}"),
    }
}

/// A fresh `!util.list<i64>` of `xs` (lists are mutable: each mode gets
/// its own).
fn ints(xs: &[i64]) -> Value {
    let items = xs
        .iter()
        .map(|&x| sigil_vm::Item::Scalar(ScalarType::I64, x as u64))
        .collect();
    Value::List(ListRef::new(ListElem::Scalar(ScalarType::I64), items))
}

/// Runs `f` with `args()` in every mode; all must agree. Returns the
/// outcome and the number of functions `always` compiled.
fn agree(text: &str, f: &str, args: &dyn Fn() -> Vec<Value>) -> (String, usize) {
    let mut first: Option<String> = None;
    let mut compiled = 0;
    for mode in [JitMode::Off, JitMode::Auto, JitMode::Always] {
        let (m, jit) = load(text, mode);
        let o = show(m.call(f, &args()));
        if mode == JitMode::Always {
            compiled = jit.unwrap().stats().compiled;
        }
        match &first {
            None => first = Some(o),
            Some(o0) => assert_eq!(&o, o0, "@{f}: {mode:?} differs from off"),
        }
    }
    (first.unwrap(), compiled)
}

const LISTS: &str = r#"
func.func @sum(%l: !util.list<i64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %n = util.list.size %l : !util.list<i64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %x = util.list.get %l[%i] : !util.list<i64>
    %a = arith.addi %acc, %x : i64
    scf.yield %a : i64
  }
  return %s : i64
}
func.func @at(%l: !util.list<i64>, %i: index) -> i64 {
  %x = util.list.get %l[%i] : !util.list<i64>
  return %x : i64
}
func.func @squares(%n: index) -> !util.list<i64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %l = util.list.create %n : !util.list<i64>
  util.list.resize %l, %n : !util.list<i64>
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.index_cast %i : index to i64
    %y = arith.muli %x, %x : i64
    util.list.set %l[%i], %y : !util.list<i64>
  }
  return %l : !util.list<i64>
}
func.func @squares_then_sum(%n: index) -> (i64, !util.list<i64>) {
  %l = func.call @squares(%n) : (index) -> !util.list<i64>
  %s = func.call @sum(%l) : (!util.list<i64>) -> i64
  return %s, %l : i64, !util.list<i64>
}
func.func @nested(%n: index) -> !util.list<?> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %outer = util.list.create %n : !util.list<?>
  util.list.resize %outer, %n : !util.list<?>
  scf.for %i = %c0 to %n step %c1 {
    %inner = util.list.create %c1 : !util.list<i64>
    util.list.resize %inner, %c1 : !util.list<i64>
    %x = arith.index_cast %i : index to i64
    util.list.set %inner[%c0], %x : !util.list<i64>
    util.list.set %outer[%i], %inner : !util.list<i64> -> !util.list<?>
  }
  %first = util.list.get %outer[%c0] : !util.list<?> -> !util.list<i64>
  %same = util.list.get %outer[%c0] : !util.list<?> -> !util.list<i64>
  %eq = util.cmp.eq %first, %same : !util.list<i64>
  %null = util.null : !util.list<i64>
  %pick = arith.select %eq, %first, %null : !util.list<i64>
  %c7 = arith.constant 7 : i64
  util.list.set %pick[%c0], %c7 : !util.list<i64>
  return %outer : !util.list<?>
}
"#;

#[test]
fn list_functions_agree_and_are_compiled() {
    let (o, compiled) = agree(LISTS, "sum", &|| vec![ints(&[1, 2, 3, -4, 1 << 40])]);
    assert_eq!(o, format!("i64 {}", 2 + (1i64 << 40)));
    assert_eq!(compiled, 1, "@sum takes a list: compiled");
    let (o, _) = agree(LISTS, "sum", &|| vec![ints(&[])]);
    assert_eq!(o, "i64 0");
    let (o, compiled) = agree(LISTS, "squares", &|| vec![Value::Index(5)]);
    assert_eq!(o, "[i64 0, i64 1, i64 4, i64 9, i64 16]");
    assert_eq!(compiled, 1, "@squares returns a list: compiled");
    // @squares_then_sum passes references in calls: interpreted, calling
    // its native callees with reference arguments and results.
    let (o, compiled) = agree(LISTS, "squares_then_sum", &|| vec![Value::Index(4)]);
    assert_eq!(o, "i64 14; [i64 0, i64 1, i64 4, i64 9]");
    assert_eq!(compiled, 2, "@squares and @sum");
    let (o, compiled) = agree(LISTS, "nested", &|| vec![Value::Index(3)]);
    assert_eq!(o, "[[i64 7], [i64 1], [i64 2]]");
    assert_eq!(compiled, 1);
}

#[test]
fn list_traps_read_as_the_interpreters() {
    let (o, _) = agree(LISTS, "at", &|| vec![ints(&[1, 2]), Value::Index(2)]);
    assert!(o.starts_with("error: ") && o.contains("@at"), "{o}");
    let (o, _) = agree(LISTS, "at", &|| vec![Value::Null, Value::Index(0)]);
    assert!(o.starts_with("error: "), "{o}");
    let (o, _) = agree(LISTS, "squares_then_sum", &|| vec![Value::Index(1 << 40)]);
    assert!(o.starts_with("error: ") && o.contains("@squares"), "{o}");
    // Through a compiled callee called from the interpreter: its frame and
    // the caller's both appear.
    let text = format!(
        "{LISTS}\nfunc.func @outer(%l: !util.list<i64>) -> i64 {{\n  %c9 = arith.constant 9 : index\n  %x = func.call @at(%l, %c9) : (!util.list<i64>, index) -> i64\n  return %x : i64\n}}\n"
    );
    let (o, compiled) = agree(&text, "outer", &|| vec![ints(&[1])]);
    assert!(o.contains("@at") && o.contains("@outer"), "{o}");
    assert_eq!(compiled, 1, "@at");
}

const GLOBALS: &str = r#"
util.global private mutable @saved : !util.list<i64>
func.func @keep(%l: !util.list<i64>) -> i64 {
  util.global.store %l, @saved : !util.list<i64>
  %g = util.global.load @saved : !util.list<i64>
  %n = util.list.size %g : !util.list<i64>
  %k = arith.index_cast %n : index to i64
  return %k : i64
}
"#;

/// Lengths change through an alias and through a callee: native code may
/// not keep a stale length.
const SIZES: &str = r#"
util.global private mutable @g : !util.list<i64>
func.func private @grow_g(%n: index) {
  %l = util.global.load @g : !util.list<i64>
  util.list.resize %l, %n : !util.list<i64>
  return
}
func.func @sizes(%l: !util.list<i64>, %t: i1) -> (i64, i64, i64) {
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  util.global.store %l, @g : !util.list<i64>
  %a = util.list.size %l : !util.list<i64>
  %alias = arith.select %t, %l, %l : !util.list<i64>
  util.list.resize %alias, %c5 : !util.list<i64>
  %b = util.list.size %l : !util.list<i64>
  func.call @grow_g(%c7) : (index) -> ()
  %c = util.list.size %l : !util.list<i64>
  %a1 = arith.index_cast %a : index to i64
  %b1 = arith.index_cast %b : index to i64
  %c1 = arith.index_cast %c : index to i64
  return %a1, %b1, %c1 : i64, i64, i64
}
"#;

#[test]
fn list_lengths_are_read_again_after_a_resize_or_a_call() {
    let (o, compiled) = agree(SIZES, "sizes", &|| vec![ints(&[1, 2, 3]), Value::i1(true)]);
    assert_eq!(o, "i64 3; i64 5; i64 7");
    assert_eq!(compiled, 2);
}

#[test]
fn reference_globals_agree() {
    let (o, compiled) = agree(GLOBALS, "keep", &|| vec![ints(&[4, 5, 6])]);
    assert_eq!(o, "i64 3");
    assert_eq!(compiled, 1);
}
