//! Structured calls (`Function::call_structured`): arguments mapped by
//! `iree.abi` records, by SIP signatures and by the dynamic rules, results
//! shaped by the records, and the error messages of IREE's Python invoker
//! (`iree.runtime` 3.13, observed on the same module compiled by
//! `iree-compile`; the Python package's tests compare live).
//!
//! Differences from `iree.runtime`, decided in `../shared/spec/abi.md`:
//! named arguments may also be passed by position (IREE: "mismatched call
//! arity: expected 1 got 2"); an integer that does not fit its argument is
//! an error (IREE truncates 2**40 to 0 silently); a wrong positional count
//! without reflection says "mismatched call arity" (IREE: the VM's
//! "input list and function mismatch"); array shapes and dtypes are checked.

use sigil_vm::{Dynamic, Module};

const MODULE: &str = r#"
func.func @dict_sum(%d: !util.list<?>, %k: i64) -> i64 attributes {iree.reflection = {iree.abi = "{\"a\":[[\"sdict\",[\"x\",\"i64\"],[\"y\",\"i64\"]],[\"named\",\"k\",\"i64\"]],\"r\":[\"i64\"],\"v\":1}"}} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = util.list.get %d[%c0] : !util.list<?> -> i64
  %y = util.list.get %d[%c1] : !util.list<?> -> i64
  %s = arith.addi %x, %y : i64
  %t = arith.muli %s, %k : i64
  return %t : i64
}
func.func @pair(%a: i32, %b: f32) -> (i32, f32) {
  return %a, %b : i32, f32
}
func.func @split(%a: i32, %b: f32) -> (i32, f32) attributes {iree.reflection = {iree.abi = "{\"a\":[\"i32\",\"f32\"],\"r\":[[\"sdict\",[\"count\",\"i32\"],[\"mean\",\"f32\"]]],\"v\":1}"}} {
  return %a, %b : i32, f32
}
func.func @predict(%t: tensor<2xf32>, %b: i32, %a: f32) -> tensor<2xf32> attributes {iree.reflection = {abi = "sip", abiv = 1 : i32, sip = "I27!S23!k0_0k1D13!K2!a_2K2!b_1R3!_0"}} {
  return %t : tensor<2xf32>
}
func.func @nested(%l: !util.list<?>) -> !util.list<?> {
  return %l : !util.list<?>
}
"#;

fn dict(kv: &[(&str, Dynamic)]) -> Dynamic {
    Dynamic::Dict(kv.iter().map(|(k, v)| (k.to_string(), v.clone())).collect())
}

fn call(
    m: &Module,
    f: &str,
    args: &[Dynamic],
    kwargs: &[(&str, Dynamic)],
) -> Result<Dynamic, String> {
    let kw: Vec<(String, Dynamic)> = kwargs
        .iter()
        .map(|(k, v)| (k.to_string(), v.clone()))
        .collect();
    m.get_function(f)
        .unwrap()
        .call_structured(args, &kw)
        .map_err(|e| e.to_string())
}

#[test]
fn records_map_dicts_and_keywords() {
    let m = Module::parse(MODULE, "abi.mlir").unwrap();
    let xy = dict(&[("x", Dynamic::Int(3)), ("y", Dynamic::Int(4))]);
    // iree.runtime: m.dict_sum({"x": 3, "y": 4}, k=2) -> 14.
    assert_eq!(
        call(
            &m,
            "dict_sum",
            std::slice::from_ref(&xy),
            &[("k", Dynamic::Int(2))]
        ),
        Ok(Dynamic::Int(14))
    );
    // Positionally too (sigil's decision).
    assert_eq!(
        call(&m, "dict_sum", &[xy.clone(), Dynamic::Int(10)], &[]),
        Ok(Dynamic::Int(70))
    );
    // The same messages as iree.runtime.
    assert_eq!(
        call(
            &m,
            "dict_sum",
            &[dict(&[("x", Dynamic::Int(3))])],
            &[("k", Dynamic::Int(10))]
        )
        .unwrap_err(),
        "argument 0 of @dict_sum (!util.list<?>): expected a dict with 2 values. got: {'x': 3}"
    );
    assert_eq!(
        call(&m, "dict_sum", &[dict(&[("x", Dynamic::Int(3)), ("z", Dynamic::Int(4))])], &[("k", Dynamic::Int(10))])
            .unwrap_err(),
        "argument 0 of @dict_sum (!util.list<?>): could not get item 'y' from: {'x': 3, 'z': 4}: ('y',)"
    );
    assert_eq!(
        call(&m, "dict_sum", &[Dynamic::List(vec![Dynamic::Int(3), Dynamic::Int(4)])], &[("k", Dynamic::Int(10))])
            .unwrap_err(),
        "argument 0 of @dict_sum (!util.list<?>): could not get item 'x' from: [3, 4]: list indices must be integers or slices, not str"
    );
    assert_eq!(
        call(&m, "dict_sum", std::slice::from_ref(&xy), &[]).unwrap_err(),
        "mismatched call arity: expected a value for argument 1"
    );
    assert_eq!(
        call(
            &m,
            "dict_sum",
            std::slice::from_ref(&xy),
            &[("c", Dynamic::Int(2))]
        )
        .unwrap_err(),
        "specified kwarg 'c' is unknown"
    );
    assert_eq!(
        call(
            &m,
            "dict_sum",
            &[xy.clone(), Dynamic::Int(1)],
            &[("k", Dynamic::Int(2))]
        )
        .unwrap_err(),
        "mismatched call arity: duplicate keyword argument 'k'"
    );
    assert_eq!(
        call(&m, "dict_sum", &[xy, Dynamic::Int(1), Dynamic::Int(2)], &[]).unwrap_err(),
        "mismatched call arity: expected 2 got 3"
    );
}

#[test]
fn results_take_the_shape_of_their_records() {
    let m = Module::parse(MODULE, "abi.mlir").unwrap();
    // Several raw results and one structure record: the structure's first level.
    assert_eq!(
        call(&m, "split", &[Dynamic::Int(3), Dynamic::Float(1.5)], &[]),
        Ok(dict(&[
            ("count", Dynamic::Int(3)),
            ("mean", Dynamic::Float(1.5))
        ]))
    );
    // No reflection: several results are a tuple; ints and floats by the
    // declared types.
    assert_eq!(
        call(&m, "pair", &[Dynamic::Int(5), Dynamic::Float(2.5)], &[]),
        Ok(Dynamic::Tuple(vec![Dynamic::Int(5), Dynamic::Float(2.5)]))
    );
    assert_eq!(
        call(
            &m,
            "pair",
            &[Dynamic::Int(1 << 40), Dynamic::Float(1.0)],
            &[]
        )
        .unwrap_err(),
        "argument 0 of @pair (i32): 1099511627776 does not fit i32"
    );
    assert_eq!(
        call(&m, "pair", &[Dynamic::Int(5)], &[]).unwrap_err(),
        "mismatched call arity: expected 2 got 1"
    );
    assert_eq!(
        call(
            &m,
            "pair",
            &[Dynamic::Int(5), Dynamic::Str("a".into())],
            &[]
        )
        .unwrap_err(),
        "argument 1 of @pair (f32): expected a f32 scalar, got 'a'"
    );
}

#[test]
fn sip_flattens_structures_onto_raw_arguments() {
    let m = Module::parse(MODULE, "abi.mlir").unwrap();
    let t = Dynamic::List(vec![Dynamic::Float(1.0), Dynamic::Float(2.0)]);
    let ab = dict(&[("a", Dynamic::Float(0.5)), ("b", Dynamic::Int(7))]);
    let r = call(&m, "predict", &[t.clone(), ab], &[]).unwrap();
    let Dynamic::Array(b) = r else {
        panic!("an array: {r:?}")
    };
    assert_eq!(b.type_text(), "2xf32");
    assert_eq!(
        call(
            &m,
            "predict",
            &[t, dict(&[("a", Dynamic::Float(0.5))])],
            &[]
        )
        .unwrap_err(),
        "could not get item 'b' from: {'a': 0.5}"
    );
    assert_eq!(
        call(
            &m,
            "predict",
            &[
                Dynamic::List(vec![Dynamic::Float(1.0)]),
                dict(&[("a", Dynamic::Float(0.5)), ("b", Dynamic::Int(7))])
            ],
            &[]
        )
        .unwrap_err(),
        "argument 0 of @predict (tensor<2xf32>): expected shape [2], got 1xf32"
    );
}

#[test]
fn dynamic_lists_nest_with_ints_as_i64_and_floats_as_f64() {
    let m = Module::parse(MODULE, "abi.mlir").unwrap();
    let v = Dynamic::List(vec![
        Dynamic::Int(1),
        Dynamic::Tuple(vec![Dynamic::Float(2.5), Dynamic::None]),
        dict(&[("b", Dynamic::Int(2)), ("a", Dynamic::Int(1))]),
    ]);
    // A dict is a list of its values in sorted-key order.
    assert_eq!(
        call(&m, "nested", &[v], &[]),
        Ok(Dynamic::List(vec![
            Dynamic::Int(1),
            Dynamic::List(vec![Dynamic::Float(2.5), Dynamic::None]),
            Dynamic::List(vec![Dynamic::Int(1), Dynamic::Int(2)]),
        ]))
    );
    assert_eq!(
        call(&m, "nested", &[Dynamic::None], &[("x", Dynamic::Int(1))]).unwrap_err(),
        "specified kwarg 'x' is unknown"
    );
}
