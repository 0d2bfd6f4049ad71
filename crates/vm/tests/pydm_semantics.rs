//! PyDM arithmetic against CPython: every binary operation and comparison
//! the lowering implements on `integer<64>` and `real<f64>`, run on the VM
//! for edge values and seeded random ones, each result compared with what
//! `python3` computes for the same operands (value, float bits, or the
//! exception class). Where Python's integers leave 64 bits the VM must
//! raise OverflowError, and an integer `**` with a negative exponent
//! (a float in Python) must raise the "needs CPython" code (5, not a
//! Python exception): the documented limits of fixed-width PyDM
//! integers, never a silently different value.
//!
//! Needs `python3` (always there where the test suite runs; under
//! `CI=true` its absence fails the test, elsewhere it is skipped loudly).

mod python;
use python::{f64_hex, Rng};

use sigil_vm::{Error, Module, Value};

const INT_OPS: &[&str] = &[
    "add", "sub", "mul", "floordiv", "mod", "pow", "lshift", "rshift", "and", "or", "xor",
];
const FLOAT_OPS: &[&str] = &["add", "sub", "mul", "truediv", "floordiv", "mod", "pow"];
const CMP_OPS: &[&str] = &["lt", "le", "eq", "ne", "gt", "ge"];
const CONSTANTS: &[i64] = &[
    0,
    1,
    -1,
    7,
    -7,
    i64::MAX,
    i64::MIN,
    i64::MAX - 1,
    i64::MIN + 1,
];

fn module_text() -> String {
    let mut s = String::from(
        "!e = !iree_pydm.exception_result\n!i = !iree_pydm.integer<64>\n!f = !iree_pydm.real<f64>\n!b = !iree_pydm.bool\n",
    );
    for op in INT_OPS {
        s += &format!(
            "iree_pydm.func @int_{op}(%a: !i, %b: !i) -> (!e, !i) {{\n  %r = apply_binary \"{op}\", %a, %b : !i, !i -> !i\n  return %r : !i\n}}\n"
        );
    }
    s += "iree_pydm.func @int_truediv(%a: !i, %b: !i) -> (!e, !f) {\n  %r = apply_binary \"truediv\", %a, %b : !i, !i -> !f\n  return %r : !f\n}\n";
    for op in FLOAT_OPS {
        s += &format!(
            "iree_pydm.func @float_{op}(%a: !f, %b: !f) -> (!e, !f) {{\n  %r = apply_binary \"{op}\", %a, %b : !f, !f -> !f\n  return %r : !f\n}}\n"
        );
    }
    for op in CMP_OPS {
        for (k, t) in [("int", "!i"), ("float", "!f")] {
            s += &format!(
                "iree_pydm.func @{k}_{op}(%a: {t}, %b: {t}) -> (!e, !b) {{\n  %r = apply_compare \"{op}\", %a, %b : {t}, {t}\n  return %r : !b\n}}\n"
            );
        }
    }
    // Arithmetic with a constant operand (its overflow check is one compare).
    for (k, c) in CONSTANTS.iter().enumerate() {
        for (name, op, left) in [
            ("addc", "add", false),
            ("subc", "sub", false),
            ("cadd", "add", true),
            ("csub", "sub", true),
        ] {
            let (x, y) = if left { ("%c", "%a") } else { ("%a", "%c") };
            s += &format!(
                "iree_pydm.func @int_{name}{k}(%a: !i, %b: !i) -> (!e, !i) {{\n  %c = constant {c} : i64 -> !i\n  %r = apply_binary \"{op}\", {x}, {y} : !i, !i -> !i\n  return %r : !i\n}}\n"
            );
        }
    }
    s += "iree_pydm.func @int_neg(%a: !i, %b: !i) -> (!e, !i) {\n  %r = neg %a : !i -> !i\n  return %r : !i\n}\n";
    s
}

/// CPython's results, one line per case: `int N`, `float BITS`, `bool 0/1`,
/// or `exc Name`.
const PYTHON: &str = r#"
import struct, sys, operator as o
ops = {"add": o.add, "sub": o.sub, "mul": o.mul, "floordiv": o.floordiv, "mod": o.mod,
       "pow": o.pow, "lshift": o.lshift, "rshift": o.rshift, "and": o.and_, "or": o.or_,
       "xor": o.xor, "truediv": o.truediv, "lt": o.lt, "le": o.le, "eq": o.eq, "ne": o.ne,
       "gt": o.gt, "ge": o.ge, "neg": lambda a, b: -a}
for line in sys.stdin:
    kind, op, a, b = line.split()
    op = op.split("/")[0]
    a, b = (int(a), int(b)) if kind == "int" else (struct.unpack("<d", bytes.fromhex(a))[0], struct.unpack("<d", bytes.fromhex(b))[0])
    try:
        r = ops[op](a, b)
    except Exception as e:
        print("exc", type(e).__name__)
        continue
    if isinstance(r, bool):
        print("bool", int(r))
    elif isinstance(r, int):
        print("int", r)
    elif isinstance(r, complex):
        print("exc", "complex")
    else:
        print("float", struct.pack("<d", r).hex())
"#;

fn python(cases: &[(String, String, String, String)]) -> Option<Vec<String>> {
    let mut input = String::new();
    for (k, op, a, b) in cases {
        input += &format!("{k} {op} {a} {b}\n");
    }
    python::run(PYTHON, input, "PyDM semantics test")
}

#[test]
fn pydm_arithmetic_matches_cpython() {
    let module = Module::parse(module_text(), "pydm_semantics.mlir").expect("the module loads");
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let edge_ints: Vec<i64> = vec![
        0,
        1,
        -1,
        2,
        -2,
        3,
        -3,
        7,
        -7,
        63,
        64,
        65,
        i64::MAX,
        i64::MIN,
        i64::MAX - 1,
        i64::MIN + 1,
        1 << 32,
        -(1 << 32),
        3037000499,
        3037000500,
    ];
    let mut ints: Vec<(i64, i64)> = Vec::new();
    for &a in &edge_ints {
        for &b in &edge_ints {
            ints.push((a, b));
        }
    }
    for _ in 0..400 {
        let a = rng.next() as i64 >> (rng.next() % 64);
        let b = rng.next() as i64 >> (rng.next() % 64);
        ints.push((a, b));
    }
    let edge_floats: Vec<f64> = vec![
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        -2.5,
        3.0,
        7.25,
        -7.25,
        1e300,
        -1e-300,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        9007199254740993.0,
        5e-324,
    ];
    let mut floats: Vec<(f64, f64)> = Vec::new();
    for &a in &edge_floats {
        for &b in &edge_floats {
            floats.push((a, b));
        }
    }
    for _ in 0..300 {
        let a = f64::from_bits(rng.next()) % 1e6;
        let b = (rng.next() % 2000) as f64 / 8.0 - 125.0;
        if a.is_finite() {
            floats.push((a, b));
        }
    }
    let mut cases = Vec::new();
    for op in INT_OPS.iter().chain(&["truediv", "neg"]).chain(CMP_OPS) {
        for &(a, b) in &ints {
            // Python's pow of big exponents takes long: keep them small.
            let b = if *op == "pow" { b % 70 } else { b };
            // Python's shifts by huge counts run out of memory.
            let b = if *op == "lshift" || *op == "rshift" {
                b % 200
            } else {
                b
            };
            cases.push((
                "int".to_string(),
                op.to_string(),
                a.to_string(),
                b.to_string(),
            ));
        }
    }
    for (k, &c) in CONSTANTS.iter().enumerate() {
        for name in ["addc", "subc", "cadd", "csub"] {
            for &a in &edge_ints {
                let (x, y) = if name.starts_with('c') {
                    (c, a)
                } else {
                    (a, c)
                };
                let op = if name.contains("add") { "add" } else { "sub" };
                // Python computes x op y; sigil's function is named for the constant.
                cases.push((
                    "int".to_string(),
                    format!("{op}/{name}{k}"),
                    x.to_string(),
                    y.to_string(),
                ));
            }
        }
    }
    for op in FLOAT_OPS.iter().chain(CMP_OPS) {
        for &(a, b) in &floats {
            cases.push(("float".to_string(), op.to_string(), f64_hex(a), f64_hex(b)));
        }
    }
    let Some(expected) = python(&cases) else {
        return;
    };
    assert_eq!(expected.len(), cases.len());
    let mut failures = Vec::new();
    for ((kind, op, a, b), want) in cases.iter().zip(&expected) {
        // `add/addc3`: Python's op, then sigil's function with a constant
        // operand (its argument is the other operand; the second is unused).
        let (op, function, a_arg, b_arg) = match op.split_once('/') {
            Some((o, f)) => {
                let other = if f.starts_with('c') { b } else { a };
                (
                    o.to_string(),
                    format!("int_{f}"),
                    other.clone(),
                    "0".to_string(),
                )
            }
            None => (op.clone(), format!("{kind}_{op}"), a.clone(), b.clone()),
        };
        let op = &op;
        let (a, b) = (&a_arg, &b_arg);
        let args = if kind == "int" {
            vec![
                Value::Int {
                    width: 64,
                    value: a.parse().unwrap(),
                },
                Value::Int {
                    width: 64,
                    value: b.parse().unwrap(),
                },
            ]
        } else {
            let f = |h: &str| {
                let bytes: Vec<u8> = (0..8)
                    .map(|i| u8::from_str_radix(&h[2 * i..2 * i + 2], 16).unwrap())
                    .collect();
                f64::from_le_bytes(bytes.try_into().unwrap())
            };
            vec![Value::F64(f(a)), Value::F64(f(b))]
        };
        let got = module.call(&function, &args);
        let got = match got {
            Ok(v) => match &v[..] {
                [Value::Int { width: 1, value }] => format!("bool {}", (*value != 0) as i32),
                [Value::Int { value, .. }] => format!("int {value}"),
                [Value::F64(x)] => format!("float {}", f64_hex(*x)),
                other => format!("unexpected {other:?}"),
            },
            Err(Error::Exception { class: Some(c), .. }) => format!("exc {c}"),
            Err(e) => format!("error {e}"),
        };
        // Where Python's answer is beyond fixed-width PyDM, the VM raises.
        let float_of = |h: &str| {
            let bytes: Vec<u8> = (0..8)
                .map(|i| u8::from_str_radix(&h[2 * i..2 * i + 2], 16).unwrap())
                .collect();
            f64::from_le_bytes(bytes.try_into().unwrap())
        };
        let negative_fractional = || {
            let (x, y) = (float_of(a), float_of(b));
            x < 0.0 && x.is_finite() && y.is_finite() && y.floor() != y
        };
        let beyond_2_53 = || {
            [a, b]
                .iter()
                .any(|x| x.parse::<i64>().is_ok_and(|v| v.unsigned_abs() > 1 << 53))
        };
        let want_vm = match want.split_once(' ') {
            Some(("int", v)) if v.parse::<i64>().is_err() => "exc OverflowError".to_string(),
            Some(("float", _)) if kind == "int" && op == "pow" => "exc NeedsCPython".to_string(),
            // A negative base to a fractional power is complex in Python (a
            // value, or OverflowError when the complex power overflows): a
            // real result cannot hold it, so the call needs CPython.
            Some(("exc", "complex")) => "exc NeedsCPython".to_string(),
            Some(("exc", "OverflowError"))
                if kind == "float" && op == "pow" && negative_fractional() =>
            {
                "exc NeedsCPython".to_string()
            }
            // True division of integers beyond 2**53 is refused, not rounded twice.
            Some(("float", _)) if kind == "int" && op == "truediv" && beyond_2_53() => {
                "exc OverflowError".to_string()
            }
            _ => want.clone(),
        };
        let nan = |s: &str| {
            s.strip_prefix("float ").is_some_and(|h| {
                let bytes: Vec<u8> = (0..8)
                    .map(|i| u8::from_str_radix(&h[2 * i..2 * i + 2], 16).unwrap())
                    .collect();
                f64::from_le_bytes(bytes.try_into().unwrap()).is_nan()
            })
        };
        if got != want_vm && !(nan(&got) && nan(&want_vm)) {
            failures.push(format!(
                "{kind} {op}({a}, {b}): sigil {got}, CPython {want}"
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases differ from CPython:\n{}",
        failures.len(),
        cases.len(),
        failures
            .iter()
            .take(400)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    eprintln!("pydm semantics: {} cases equal to CPython", cases.len());
}
