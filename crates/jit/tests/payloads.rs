//! Structured ops' payloads as native loops: every case runs with the
//! interpreter alone and with `--jit=always` (each payload compiled on its
//! first run) and must give the same result bytes, or the same error text
//! (trap, location and call stack).

use std::path::Path;
use std::rc::Rc;

use serde_json::Value as Json;
use sigil_vm::{BufferView, ElementType, JitMode, Module, Value};

/// Loads `src` twice: interpreted, and with the tier in `mode`.
fn modules(src: &str, mode: JitMode) -> (Module, Module, Rc<sigil_jit::Jit>) {
    let off = Module::parse(src, "payload.mlir").unwrap_or_else(|e| panic!("{e}"));
    let native = Module::parse(src, "payload.mlir").unwrap_or_else(|e| panic!("{e}"));
    let jit = Rc::new(sigil_jit::Jit::new(native.function_count()).unwrap());
    native.set_tier(Some(jit.clone()), mode);
    (off, native, jit)
}

fn show(r: Result<Vec<Value>, sigil_vm::Error>) -> String {
    match r {
        Ok(v) => format!("{v:?}"),
        Err(e) => format!("error: {e}"),
    }
}

/// Runs `f` on `args` in both tiers; the common answer, and the payloads
/// the tier compiled.
fn both(src: &str, f: &str, args: &[Value]) -> (String, usize) {
    let (off, native, jit) = modules(src, JitMode::Always);
    let a = show(off.call(f, args));
    let b = show(native.call(f, args));
    assert_eq!(a, b, "@{f}: the tiers disagree");
    (a, jit.stats().payloads)
}

/// Deterministic pseudo-random bytes.
fn bytes(n: usize, seed: u64) -> Vec<u8> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 24) as u8
        })
        .collect()
}

/// A buffer of `shape` with random elements of `elem` (floats in [-2, 2]
/// for f32 and f64, random bits otherwise, booleans 0 or 1).
fn buffer(elem: ElementType, shape: &[i64], seed: u64) -> Value {
    let n: i64 = shape.iter().product();
    let n = n as usize;
    let raw = bytes(n * 8, seed);
    let data: Vec<u8> = match elem {
        ElementType::F32 => raw
            .chunks(8)
            .flat_map(|c| {
                let u = u32::from_le_bytes(c[..4].try_into().unwrap());
                ((u as f64 / u32::MAX as f64) as f32 * 4.0 - 2.0).to_le_bytes()
            })
            .collect(),
        ElementType::F64 => raw
            .chunks(8)
            .flat_map(|c| {
                let u = u64::from_le_bytes(c.try_into().unwrap());
                ((u >> 11) as f64 / (1u64 << 53) as f64 * 4.0 - 2.0).to_le_bytes()
            })
            .collect(),
        ElementType::Bool => raw[..n].iter().map(|b| b & 1).collect(),
        e => raw[..n * e.size()].to_vec(),
    };
    Value::Buffer(Rc::new(BufferView {
        elem,
        shape: shape.to_vec(),
        data: data.into(),
    }))
}

fn elementwise(t: &str, body: &str) -> String {
    format!(
        "#m = affine_map<(i, j) -> (i, j)>\n\
         func.func @f(%a: tensor<?x?x{t}>, %b: tensor<?x?x{t}>, %s: {t}) -> tensor<?x?x{t}> {{\n\
         \x20 %c0 = arith.constant 0 : index\n\
         \x20 %c1 = arith.constant 1 : index\n\
         \x20 %d0 = tensor.dim %a, %c0 : tensor<?x?x{t}>\n\
         \x20 %d1 = tensor.dim %a, %c1 : tensor<?x?x{t}>\n\
         \x20 %e = tensor.empty(%d0, %d1) : tensor<?x?x{t}>\n\
         \x20 %r = linalg.generic {{indexing_maps = [#m, #m, #m], iterator_types = [\"parallel\", \"parallel\"]}}\n\
         \x20     ins(%a, %b : tensor<?x?x{t}>, tensor<?x?x{t}>) outs(%e : tensor<?x?x{t}>) {{\n\
         \x20 ^bb0(%x: {t}, %y: {t}, %o: {t}):\n{body}\n\
         \x20 }} -> tensor<?x?x{t}>\n\
         \x20 return %r : tensor<?x?x{t}>\n}}\n"
    )
}

const INT_BODY: &str = "
    %c7 = arith.constant 7 : T
    %c5 = arith.constant 5 : T
    %k1 = arith.constant 1 : T
    %p = arith.muli %x, %y : T
    %q = arith.divsi %p, %c7 : T
    %r = arith.remui %x, %c5 : T
    %sh = arith.shrsi %q, %k1 : T
    %u = arith.addi %sh, %r : T
    %lt = arith.cmpi slt, %x, %y : T
    %v = arith.select %lt, %u, %x : T
    %w = arith.xori %v, %s : T
    linalg.yield %w : T";

// `math.atan` keeps the f32 body off the whole-buffer kernels (which
// have compare, select, exp and tanh), so the native loop is what runs.
const FLOAT_BODY: &str = "
    %z = arith.constant 0.0 : T
    %pos = arith.cmpf ogt, %x, %z : T
    %sq = arith.mulf %x, %y : T
    %ex = math.exp %x : T
    %th = math.atan %ex : T
    %d = arith.subf %th, %s : T
    %v = arith.select %pos, %sq, %d : T
    %m = arith.maximumf %v, %y : T
    linalg.yield %m : T";

fn scalar(elem: ElementType, seed: u64) -> Value {
    let b = bytes(8, seed);
    let u = u64::from_le_bytes(b.try_into().unwrap());
    match elem {
        ElementType::Bool => Value::i1(u & 1 == 1),
        ElementType::Int(8) => Value::i8(u as i8),
        ElementType::Int(16) => Value::i16(u as i16),
        ElementType::Int(32) => Value::i32(u as i32),
        ElementType::Int(64) => Value::i64(u as i64),
        ElementType::F32 => Value::F32(0.25),
        ElementType::F64 => Value::F64(0.25),
        _ => unreachable!(),
    }
}

#[test]
fn elementwise_payloads_in_every_element_type() {
    let cases = [
        ("i8", ElementType::Int(8), INT_BODY),
        ("i16", ElementType::Int(16), INT_BODY),
        ("i32", ElementType::Int(32), INT_BODY),
        ("i64", ElementType::Int(64), INT_BODY),
        ("f32", ElementType::F32, FLOAT_BODY),
        ("f64", ElementType::F64, FLOAT_BODY),
    ];
    for (t, elem, body) in cases {
        let src = elementwise(t, &body.replace(" T", &format!(" {t}")));
        // Small (one thread, collapsed rows) and large (split over threads).
        for (k, shape) in [[3i64, 5], [300, 257]].iter().enumerate() {
            let args = [
                buffer(elem, shape, 1 + k as u64),
                buffer(elem, shape, 7 + k as u64),
                scalar(elem, 3),
            ];
            let (r, n) = both(&src, "f", &args);
            assert!(!r.starts_with("error"), "{t}: {r}");
            assert_eq!(n, 1, "{t}: the payload was not compiled");
        }
    }
}

#[test]
fn half_floats_and_booleans() {
    // f16 and bf16 computed through the interpreter's conversions; the
    // scalar operand comes from a constant (no half-float arguments).
    for t in ["f16", "bf16"] {
        let body = FLOAT_BODY
            .replace("%s : T", "%cs : T")
            .replace("    %z =", "    %cs = arith.constant 0.5 : T\n    %z =")
            .replace(" T", &format!(" {t}"));
        let src = elementwise(t, &body).replace(", %s: T", "");
        let src = src.replace(&format!(", %s: {t}"), "");
        let elem = if t == "f16" {
            ElementType::F16
        } else {
            ElementType::BF16
        };
        let args = [buffer(elem, &[40, 33], 11), buffer(elem, &[40, 33], 12)];
        let (r, n) = both(&src, "f", &args);
        assert!(!r.starts_with("error"), "{t}: {r}");
        assert_eq!(n, 1, "{t}");
    }
    let body = "
    %t = arith.xori %x, %y : i1
    %u = arith.andi %t, %x : i1
    %c = arith.ori %u, %y : i1
    %d = arith.cmpi ult, %x, %y : i1
    %w = arith.select %d, %c, %t : i1
    linalg.yield %w : i1";
    let src = elementwise("i1", body).replace(", %s: i1", "");
    let args = [
        buffer(ElementType::Bool, &[17, 9], 2),
        buffer(ElementType::Bool, &[17, 9], 3),
    ];
    let (r, n) = both(&src, "f", &args);
    assert!(!r.starts_with("error"), "i1: {r}");
    assert_eq!(n, 1);
}

#[test]
fn reductions_broadcasts_transposes_and_indices() {
    // The reductions' payloads use ops the whole-buffer kernels do not
    // take (`remsi`, `log1p`), so they run as native payloads.
    let src = r#"
#in = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>
#tr = affine_map<(i, j) -> (j, i)>
#row = affine_map<(i, j) -> (i)>
func.func @colsum(%a: tensor<300x70xi32>) -> tensor<70xi32> {
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<70xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<70xi32>) -> tensor<70xi32>
  %r = linalg.generic {indexing_maps = [#in, #col], iterator_types = ["reduction", "parallel"]}
      ins(%a : tensor<300x70xi32>) outs(%f : tensor<70xi32>) {
  ^bb0(%x: i32, %o: i32):
    %c7 = arith.constant 7 : i32
    %m = arith.remsi %x, %c7 : i32
    %s = arith.addi %o, %m : i32
    linalg.yield %s : i32
  } -> tensor<70xi32>
  return %r : tensor<70xi32>
}
func.func @rowmax(%a: tensor<300x70xf64>) -> tensor<300xf64> {
  %z = arith.constant -1.0e300 : f64
  %e = tensor.empty() : tensor<300xf64>
  %f = linalg.fill ins(%z : f64) outs(%e : tensor<300xf64>) -> tensor<300xf64>
  %r = linalg.generic {indexing_maps = [#in, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<300x70xf64>) outs(%f : tensor<300xf64>) {
  ^bb0(%x: f64, %o: f64):
    %t = math.log1p %x : f64
    %s = arith.maximumf %o, %t : f64
    linalg.yield %s : f64
  } -> tensor<300xf64>
  return %r : tensor<300xf64>
}
func.func @bcast_tr(%a: tensor<70x300xf32>, %b: tensor<70xf32>) -> tensor<300x70xf32> {
  %e = tensor.empty() : tensor<300x70xf32>
  %r = linalg.generic {indexing_maps = [#tr, #col, #in], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<70x300xf32>, tensor<70xf32>) outs(%e : tensor<300x70xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %z = arith.constant 0.0 : f32
    %c = arith.cmpf olt, %x, %z : f32
    %m = arith.mulf %x, %y : f32
    %l = math.log1p %y : f32
    %v = arith.select %c, %m, %l : f32
    linalg.yield %v : f32
  } -> tensor<300x70xf32>
  return %r : tensor<300x70xf32>
}
func.func @index(%a: tensor<300x70xi64>) -> tensor<300x70xi64> {
  %e = tensor.empty() : tensor<300x70xi64>
  %r = linalg.generic {indexing_maps = [#in, #in], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<300x70xi64>) outs(%e : tensor<300x70xi64>) {
  ^bb0(%x: i64, %o: i64):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c = arith.constant 1000 : index
    %k = arith.muli %i, %c : index
    %l = arith.addi %k, %j : index
    %n = arith.index_cast %l : index to i64
    %s = arith.addi %x, %n : i64
    linalg.yield %s : i64
  } -> tensor<300x70xi64>
  return %r : tensor<300x70xi64>
}
"#;
    let cases = [
        ("colsum", vec![buffer(ElementType::Int(32), &[300, 70], 5)]),
        ("rowmax", vec![buffer(ElementType::F64, &[300, 70], 6)]),
        (
            "bcast_tr",
            vec![
                buffer(ElementType::F32, &[70, 300], 7),
                buffer(ElementType::F32, &[70], 8),
            ],
        ),
        ("index", vec![buffer(ElementType::Int(64), &[300, 70], 9)]),
    ];
    let (off, native, jit) = modules(src, JitMode::Always);
    for (f, args) in &cases {
        let a = show(off.call(f, args));
        let b = show(native.call(f, args));
        assert!(!a.starts_with("error"), "@{f}: {a}");
        assert_eq!(a, b, "@{f}: the tiers disagree");
    }
    assert_eq!(jit.stats().payloads, 4);
    // linalg.index: element (i, j) gains 1000 i + j.
    let args = [Value::Buffer(Rc::new(BufferView {
        elem: ElementType::Int(64),
        shape: vec![300, 70],
        data: vec![0u8; 300 * 70 * 8].into(),
    }))];
    let Value::Buffer(r) = &native.call("index", &args).unwrap()[0] else {
        panic!("a buffer")
    };
    let at = |k: usize| i64::from_le_bytes(r.data[8 * k..8 * k + 8].try_into().unwrap());
    assert_eq!(at(70 * 123 + 45), 123_045);
}

#[test]
fn a_trap_in_a_payload_is_the_interpreters() {
    let src = r#"
#m = affine_map<(i) -> (i)>
func.func @div(%a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?xi32>
  %e = tensor.empty(%n) : tensor<?xi32>
  %r = linalg.generic {indexing_maps = [#m, #m, #m], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<?xi32>, tensor<?xi32>) outs(%e : tensor<?xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %q = arith.divsi %x, %y : i32
    linalg.yield %q : i32
  } -> tensor<?xi32>
  return %r : tensor<?xi32>
}
func.func @outer(%a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  %r = call @div(%a, %b) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  return %r : tensor<?xi32>
}
"#;
    let n = 100_000usize;
    let ints = |f: &dyn Fn(usize) -> i32| {
        Value::Buffer(Rc::new(BufferView {
            elem: ElementType::Int(32),
            shape: vec![n as i64],
            data: (0..n)
                .flat_map(|i| f(i).to_le_bytes())
                .collect::<Vec<u8>>()
                .into(),
        }))
    };
    let a = ints(&|i| i as i32 - 5);
    // A zero in the second half only: the second thread's trap.
    let b = ints(&|i| if i == 90_000 { 0 } else { 3 });
    let (r, _) = both(src, "outer", &[a, b]);
    assert!(r.contains("division by zero"), "{r}");
    assert!(r.contains("@div") && r.contains("@outer"), "{r}");
    assert!(r.contains("payload.mlir:7:8"), "{r}");
    // INT_MIN / -1 at point 45 000 (the first thread's range, 45 000 points
    // in) and a zero at 90 000 (the second's, 40 000 points in): the
    // interpreter meets the overflow first, and so must the threads.
    let a = ints(&|i| if i == 45_000 { i32::MIN } else { i as i32 });
    let b = ints(&|i| match i {
        45_000 => -1,
        90_000 => 0,
        _ => 3,
    });
    let (r, _) = both(src, "outer", &[a, b]);
    assert!(r.contains("overflow"), "{r}");
}

#[test]
fn auto_compiles_big_payloads_and_leaves_small_ones() {
    let src = elementwise("f32", &FLOAT_BODY.replace(" T", " f32"));
    let (off, native, jit) = modules(&src, JitMode::Auto);
    let small = [
        buffer(ElementType::F32, &[4, 4], 1),
        buffer(ElementType::F32, &[4, 4], 2),
        Value::F32(0.5),
    ];
    assert_eq!(show(off.call("f", &small)), show(native.call("f", &small)));
    assert_eq!(jit.stats().payloads, 0, "16 points: interpreted");
    let big = [
        buffer(ElementType::F32, &[200, 100], 1),
        buffer(ElementType::F32, &[200, 100], 2),
        Value::F32(0.5),
    ];
    assert_eq!(show(off.call("f", &big)), show(native.call("f", &big)));
    assert_eq!(jit.stats().payloads, 1, "20 000 points: compiled");
}

/// Every function of the tensor and memref differential suites
/// (`tests/tensor-diff`, `tests/memref-diff`) on its recorded inputs: the
/// same bytes, or the same error, in both tiers.
#[test]
fn differential_suites_agree_in_both_tiers() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    for dir in ["tests/tensor-diff", "tests/memref-diff"] {
        let dir = root.join(dir);
        let src = std::fs::read_to_string(dir.join("functions.mlir")).unwrap();
        let (off, native, jit) = modules(&src, JitMode::Always);
        let data: Json =
            serde_json::from_slice(&std::fs::read(dir.join("expected.json")).unwrap()).unwrap();
        let cases = data["cases"].as_array().unwrap();
        for case in cases {
            let f = case["function"].as_str().unwrap();
            let args: Vec<Value> = case["inputs"]
                .as_array()
                .unwrap()
                .iter()
                .map(json_value)
                .collect();
            let a = show(off.call(f, &args));
            let b = show(native.call(f, &args));
            assert_eq!(a, b, "{}: @{f}: the tiers disagree", dir.display());
        }
        assert!(
            jit.stats().payloads > 0,
            "{}: no payload compiled",
            dir.display()
        );
    }
}

fn json_value(r: &Json) -> Value {
    let dtype = r["dtype"].as_str().unwrap_or("f32");
    let vals: Vec<f64> = r["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_f64().unwrap())
        .collect();
    if r["scalar"].as_bool() == Some(true) {
        return match dtype {
            "f32" => Value::F32(vals[0] as f32),
            _ => Value::i32(vals[0] as i32),
        };
    }
    let shape: Vec<i64> = r["shape"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d.as_i64().unwrap())
        .collect();
    let (elem, data): (ElementType, Vec<u8>) = match dtype {
        "f32" => (
            ElementType::F32,
            vals.iter()
                .flat_map(|&v| (v as f32).to_le_bytes())
                .collect(),
        ),
        _ => (
            ElementType::Int(32),
            vals.iter()
                .flat_map(|&v| (v as i32).to_le_bytes())
                .collect(),
        ),
    };
    Value::Buffer(Rc::new(BufferView {
        elem,
        shape,
        data: data.into(),
    }))
}

#[test]
fn non_linear_maps_stay_in_the_interpreter() {
    let src = r#"
#half = affine_map<(i) -> (i floordiv 2)>
#id = affine_map<(i) -> (i)>
func.func @f(%a: tensor<8xi32>) -> tensor<16xi32> {
  %e = tensor.empty() : tensor<16xi32>
  %r = linalg.generic {indexing_maps = [#half, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<8xi32>) outs(%e : tensor<16xi32>) {
  ^bb0(%x: i32, %o: i32):
    %i = linalg.index 0 : index
    %n = arith.index_cast %i : index to i32
    %s = arith.muli %x, %n : i32
    linalg.yield %s : i32
  } -> tensor<16xi32>
  return %r : tensor<16xi32>
}
"#;
    let (off, native, jit) = modules(src, JitMode::Always);
    let args = [buffer(ElementType::Int(32), &[8], 4)];
    let a = show(off.call("f", &args));
    assert!(!a.starts_with("error"), "{a}");
    assert_eq!(a, show(native.call("f", &args)));
    let st = jit.stats();
    assert_eq!((st.payloads, st.payloads_refused), (0, 1));
}

#[test]
fn steps_count_one_per_point_in_both_tiers() {
    let src = elementwise("i32", &INT_BODY.replace(" T", " i32"));
    let args = [
        buffer(ElementType::Int(32), &[100, 100], 1),
        buffer(ElementType::Int(32), &[100, 100], 2),
        Value::i32(3),
    ];
    let (off, native, jit) = modules(&src, JitMode::Always);
    let mut answers = Vec::new();
    for steps in [5_000u64, 9_999, 10_000, 10_001, 1_000_000] {
        for m in [&off, &native] {
            let mut l = m.limits();
            l.max_steps = steps;
            m.set_limits(l);
        }
        let a = show(off.call("f", &args));
        let b = show(native.call("f", &args));
        assert_eq!(a, b, "max_steps {steps}");
        answers.push(a.starts_with("error"));
    }
    // 10 000 points, a step each: too few below 10 000.
    assert_eq!(answers, [true, true, false, false, false]);
    assert_eq!(jit.stats().payloads, 1);
}

/// f32 values that exercise every branch of `atan` and the IEEE corner
/// cases: zeros, subnormals, the interval bounds, huge values, infinities
/// and NaNs with payloads and signs, then random values.
fn special_f32(n: usize, seed: u64) -> Vec<f32> {
    let mut v = vec![
        0.0,
        -0.0,
        1e-40,
        -1e-40,
        1e-30,
        0.4375,
        -0.4375,
        0.6875,
        1.1875,
        2.4375,
        -2.4375,
        1.0,
        -1.0,
        3.0e7,
        -3.4e38,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        f32::from_bits(0xffc0_1234),
        f32::from_bits(0x7f80_0001),
    ];
    let raw = bytes(4 * n, seed);
    let mut k = 0;
    while v.len() < n {
        let u = u32::from_le_bytes(raw[4 * k..4 * k + 4].try_into().unwrap());
        // Half random bits, half in [-4, 4].
        v.push(if k % 2 == 0 {
            f32::from_bits(u)
        } else {
            (u as f64 / u32::MAX as f64 * 8.0 - 4.0) as f32
        });
        k += 1;
    }
    v.truncate(n);
    v
}

fn f32_buffer(shape: &[i64], v: &[f32]) -> Value {
    Value::Buffer(Rc::new(BufferView {
        elem: ElementType::F32,
        shape: shape.to_vec(),
        data: v
            .iter()
            .flat_map(|x| x.to_le_bytes())
            .collect::<Vec<u8>>()
            .into(),
    }))
}

/// f32 payloads run as vector code over contiguous rows (32 points an
/// iteration, the rest by the scalar loop): every op the vector loop emits
/// itself (arithmetic, `atan`, `sqrt`, rounding, every comparison, selects
/// of floats and of masks, a shared condition and value) and the ones it
/// calls per lane (`exp`, `maximumf`, `copysign`, `atan2`, `fma`) give the
/// interpreter's bits, for every row length from 1 to 70 and on IEEE
/// corner cases.
#[test]
fn vector_loops_give_the_interpreters_bits() {
    let src = r#"
#m = affine_map<(i, j) -> (i, j)>
func.func @f(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %s: f32, %flag: i1) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %a, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %a, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %r:2 = linalg.generic {indexing_maps = [#m, #m, #m, #m], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%e, %e : tensor<?x?xf32>, tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32, %p: f32):
    %t = math.atan %x : f32
    %u = math.atan %y : f32
    %q = arith.divf %t, %y : f32
    %w = arith.subf %q, %s : f32
    %sq = math.sqrt %x : f32
    %fl = math.floor %y : f32
    %ce = math.ceil %x : f32
    %tr = math.trunc %y : f32
    %re = math.roundeven %x : f32
    %ng = arith.negf %y : f32
    %ab = math.absf %x : f32
    %ex = math.exp %y : f32
    %mx = arith.maximumf %x, %y : f32
    %cs = math.copysign %x, %y : f32
    %a2 = math.atan2 %x, %y : f32
    %fm = math.fma %x, %y, %s : f32
    %lt = arith.cmpf olt, %x, %y : f32
    %un = arith.cmpf uno, %x, %y : f32
    %ue = arith.cmpf ueq, %x, %y : f32
    %tt = arith.cmpf true, %x, %y : f32
    %m1 = arith.select %flag, %lt, %un : i1
    %m2 = arith.select %ue, %m1, %tt : i1
    %v1 = arith.select %m2, %w, %sq : f32
    %v2 = arith.select %lt, %fl, %ce : f32
    %v3 = arith.select %un, %tr, %re : f32
    %v4 = arith.select %flag, %ng, %ab : f32
    %v5 = arith.select %ue, %ex, %mx : f32
    %v6 = arith.select %flag, %s, %cs : f32
    %s1 = arith.addf %v1, %v2 : f32
    %s2 = arith.addf %v3, %v4 : f32
    %s3 = arith.mulf %v5, %v6 : f32
    %s4 = arith.addf %a2, %fm : f32
    %s5 = arith.addf %s1, %s2 : f32
    %s6 = arith.addf %s3, %s4 : f32
    %s7 = arith.addf %s5, %s6 : f32
    linalg.yield %s7, %u : f32, f32
  } -> (tensor<?x?xf32>, tensor<?x?xf32>)
  return %r#0, %r#1 : tensor<?x?xf32>, tensor<?x?xf32>
}
"#;
    let (off, native, jit) = modules(src, JitMode::Always);
    for len in (1..=70).chain([257, 1000]) {
        for rows in [1, 3] {
            let n = rows * len;
            let a = special_f32(n, len as u64);
            let b = special_f32(n, 1000 + len as u64);
            for flag in [false, true] {
                let args = [
                    f32_buffer(&[rows as i64, len as i64], &a),
                    f32_buffer(&[rows as i64, len as i64], &b),
                    Value::F32(-0.75),
                    Value::i1(flag),
                ];
                let x = show(off.call("f", &args));
                let y = show(native.call("f", &args));
                assert!(!x.starts_with("error"), "{x}");
                assert_eq!(x, y, "{rows}x{len}, flag {flag}: the tiers disagree");
            }
        }
    }
    let st = jit.stats();
    assert_eq!((st.payloads, st.vector_payloads), (1, 1));
}

/// A payload over memref views of one buffer, the output one to 40
/// elements ahead of or behind its input: the scalar loop reads what
/// earlier points wrote, and so must the vector loop's rows, which run as
/// vectors only when no point of an iteration reads another's output.
#[test]
fn vector_loops_keep_overlapping_views_in_order() {
    for shift in [1i64, 3, 8, 31, 32, 40, -1, -5, -32, -33, 0] {
        let (si, so) = if shift >= 0 { (0, shift) } else { (-shift, 0) };
        let src = format!(
            r#"
#m = affine_map<(i) -> (i)>
func.func @f(%a: memref<200xf32>) -> memref<200xf32> {{
  %in = memref.subview %a[{si}] [150] [1] : memref<200xf32> to memref<150xf32, strided<[1], offset: {si}>>
  %out = memref.subview %a[{so}] [150] [1] : memref<200xf32> to memref<150xf32, strided<[1], offset: {so}>>
  linalg.generic {{indexing_maps = [#m, #m], iterator_types = ["parallel"]}}
      ins(%in : memref<150xf32, strided<[1], offset: {si}>>) outs(%out : memref<150xf32, strided<[1], offset: {so}>>) {{
  ^bb0(%x: f32, %o: f32):
    %t = math.atan %x : f32
    %c = arith.constant 0.5 : f32
    %r = arith.addf %t, %c : f32
    linalg.yield %r : f32
  }}
  return %a : memref<200xf32>
}}
"#
        );
        let (off, native, jit) = modules(&src, JitMode::Always);
        let v = special_f32(200, 77);
        let a = show(off.call("f", &[f32_buffer(&[200], &v)]));
        let b = show(native.call("f", &[f32_buffer(&[200], &v)]));
        assert!(!a.starts_with("error"), "{a}");
        assert_eq!(a, b, "shift {shift}: the tiers disagree");
        assert_eq!(jit.stats().vector_payloads, 1, "shift {shift}");
    }
}

/// Every `cmpf` predicate in the vector loop (Cranelift lacks some on
/// vectors; they are made of others) gives the interpreter's answer.
#[test]
fn vector_loops_have_every_comparison() {
    let preds = [
        "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
        "ule", "une", "uno", "true",
    ];
    let body: String = preds
        .iter()
        .enumerate()
        .map(|(k, p)| {
            format!(
                "    %c{k} = arith.cmpf {p}, %x, %y : f32\n    %w{k} = arith.constant {}.0 : f32\n    %s{k} = arith.select %c{k}, %w{k}, %acc{k} : f32\n    %acc{} = arith.addf %s{k}, %acc{k} : f32\n",
                1 << k,
                k + 1
            )
        })
        .collect();
    let src = format!(
        "#m = affine_map<(i) -> (i)>\n\
         func.func @f(%a: tensor<64xf32>, %b: tensor<64xf32>) -> tensor<64xf32> {{\n\
         \x20 %e = tensor.empty() : tensor<64xf32>\n\
         \x20 %r = linalg.generic {{indexing_maps = [#m, #m, #m], iterator_types = [\"parallel\"]}}\n\
         \x20     ins(%a, %b : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) {{\n\
         \x20 ^bb0(%x: f32, %y: f32, %o: f32):\n\
         \x20   %acc0 = math.atan %o : f32\n{body}\
         \x20   linalg.yield %acc16 : f32\n\
         \x20 }} -> tensor<64xf32>\n\
         \x20 return %r : tensor<64xf32>\n}}\n"
    );
    // Pairs: equal, less, greater, and NaN on either side.
    let a = [
        1.0f32,
        1.0,
        2.0,
        f32::NAN,
        1.0,
        f32::NAN,
        -0.0,
        f32::INFINITY,
    ];
    let b = [
        1.0f32,
        2.0,
        1.0,
        1.0,
        f32::NAN,
        f32::NAN,
        0.0,
        f32::INFINITY,
    ];
    let a: Vec<f32> = a.iter().cycle().take(64).copied().collect();
    let b: Vec<f32> = b.iter().cycle().take(64).copied().collect();
    let (off, native, jit) = modules(&src, JitMode::Always);
    let args = [f32_buffer(&[64], &a), f32_buffer(&[64], &b)];
    let x = show(off.call("f", &args));
    assert!(!x.starts_with("error"), "{x}");
    assert_eq!(x, show(native.call("f", &args)));
    assert_eq!(jit.stats().vector_payloads, 1);
}

/// Random straight-line f32 payloads (arithmetic, math, compares and
/// selects over the inputs, a shared scalar and constants) give the same
/// bits in both tiers on rows of random length, most of them through the
/// vector loop.
#[test]
fn random_f32_payloads_agree_in_both_tiers() {
    let mut x = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move |n: usize| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % n as u64) as usize
    };
    let bins = ["addf", "subf", "mulf", "divf", "maximumf", "minnumf"];
    let uns = [
        "math.atan",
        "math.sqrt",
        "math.floor",
        "arith.negf",
        "math.absf",
        "math.exp",
    ];
    let preds = ["olt", "oge", "une", "ueq", "one", "uno", "ugt"];
    let mut vectorised = 0;
    for case in 0..40 {
        let mut floats = vec![
            "%x".to_string(),
            "%y".to_string(),
            "%s".to_string(),
            "%o".to_string(),
        ];
        let mut body = String::from("    %k = arith.constant -1.5 : f32\n");
        floats.push("%k".into());
        for v in 0..8 + next(12) {
            let a = floats[next(floats.len())].clone();
            let b = floats[next(floats.len())].clone();
            let line = match next(4) {
                0 => format!(
                    "    %v{v} = arith.{} {a}, {b} : f32\n",
                    bins[next(bins.len())]
                ),
                1 => format!("    %v{v} = {} {a} : f32\n", uns[next(uns.len())]),
                2 => {
                    let c = floats[next(floats.len())].clone();
                    let p = preds[next(preds.len())];
                    format!("    %q{v} = arith.cmpf {p}, {a}, {b} : f32\n    %v{v} = arith.select %q{v}, {b}, {c} : f32\n")
                }
                _ => format!("    %v{v} = math.copysign {a}, {b} : f32\n"),
            };
            body.push_str(&line);
            floats.push(format!("%v{v}"));
        }
        let last = floats.last().unwrap();
        let src = format!(
            "#m = affine_map<(i) -> (i)>\n\
             func.func @f(%a: tensor<?xf32>, %b: tensor<?xf32>, %s: f32) -> tensor<?xf32> {{\n\
             \x20 %c0 = arith.constant 0 : index\n\
             \x20 %d = tensor.dim %a, %c0 : tensor<?xf32>\n\
             \x20 %e = tensor.empty(%d) : tensor<?xf32>\n\
             \x20 %r = linalg.generic {{indexing_maps = [#m, #m, #m], iterator_types = [\"parallel\"]}}\n\
             \x20     ins(%a, %b : tensor<?xf32>, tensor<?xf32>) outs(%b : tensor<?xf32>) {{\n\
             \x20 ^bb0(%x: f32, %y: f32, %o: f32):\n{body}\
             \x20   linalg.yield {last} : f32\n\
             \x20 }} -> tensor<?xf32>\n\
             \x20 return %r : tensor<?xf32>\n}}\n"
        );
        let (off, native, jit) = modules(&src, JitMode::Always);
        for _ in 0..3 {
            let n = 1 + next(200);
            let args = [
                f32_buffer(&[n as i64], &special_f32(n, next(1000) as u64)),
                f32_buffer(&[n as i64], &special_f32(n, next(1000) as u64)),
                Value::F32(0.5),
            ];
            let a = show(off.call("f", &args));
            let b = show(native.call("f", &args));
            assert_eq!(
                a, b,
                "case {case}, {n} points: the tiers disagree on\n{src}"
            );
        }
        vectorised += jit.stats().vector_payloads;
    }
    // Payloads the expression kernels take are not the tier's.
    assert!(
        vectorised >= 20,
        "only {vectorised} of 40 payloads ran as vector loops"
    );
}

/// A payload that reads its output's initial value (`outs(%init)`) gets
/// it in the vector loop too.
#[test]
fn vector_loops_read_the_outputs_initial_values() {
    let src = r#"
#m = affine_map<(i) -> (i)>
func.func @f(%a: tensor<100xf32>, %init: tensor<100xf32>) -> tensor<100xf32> {
  %r = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel"]}
      ins(%a : tensor<100xf32>) outs(%init : tensor<100xf32>) {
  ^bb0(%x: f32, %o: f32):
    %t = math.atan %x : f32
    %s = arith.mulf %t, %o : f32
    linalg.yield %s : f32
  } -> tensor<100xf32>
  return %r : tensor<100xf32>
}
"#;
    let (off, native, jit) = modules(src, JitMode::Always);
    let args = [
        f32_buffer(&[100], &special_f32(100, 5)),
        f32_buffer(&[100], &special_f32(100, 6)),
    ];
    let a = show(off.call("f", &args));
    assert!(!a.starts_with("error"), "{a}");
    assert_eq!(a, show(native.call("f", &args)));
    assert_eq!(jit.stats().vector_payloads, 1);
}
