//! Memrefs, affine loops and linalg on memrefs against MLIR's own
//! semantics: the functions of `tests/memref-diff/functions.mlir` on random
//! inputs, whose results `scripts/gen-memref-diff.py` recorded by lowering
//! each call with `mlir-opt-22` to LLVM and running it with `mlir-runner-22`
//! (IREE rejects memref, affine and bufferization ops at its input). The
//! recorded floats are `printMemref`'s six significant digits, so floats
//! must agree within `1e-5 * max(1, |x|)`; integers exactly.

mod common;

use common::{elements, root, value};
use serde_json::Value as Json;
use sigil_vm::{Module, Value};

#[test]
fn memref_functions_agree_with_mlir_runner() {
    let dir = root().join("tests/memref-diff");
    let expected: Json = serde_json::from_slice(
        &std::fs::read(dir.join("expected.json")).expect("tests/memref-diff/expected.json"),
    )
    .expect("JSON");
    let module = Module::load(&dir.join("functions.mlir")).expect("the module loads");
    let cases = expected["cases"].as_array().expect("cases");
    assert!(cases.len() >= 13, "only {} cases", cases.len());
    let mut failures = Vec::new();
    for case in cases {
        let name = case["function"].as_str().expect("function");
        let args: Vec<Value> = case["inputs"]
            .as_array()
            .expect("inputs")
            .iter()
            .map(value)
            .collect();
        let got = match module.get_function(name).and_then(|f| f.call(&args)) {
            Ok(v) => v,
            Err(e) => {
                failures.push(format!("@{name}: {e}"));
                continue;
            }
        };
        let want = case["outputs"].as_array().expect("outputs");
        if got.len() != want.len() {
            failures.push(format!(
                "@{name}: {} results, MLIR {}",
                got.len(),
                want.len()
            ));
            continue;
        }
        for (k, (g, w)) in got.iter().zip(want).enumerate() {
            let (gs, gv) = elements(g);
            let ws: Vec<i64> = w["shape"]
                .as_array()
                .unwrap()
                .iter()
                .map(|d| d.as_i64().unwrap())
                .collect();
            let wv: Vec<f64> = w["values"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_f64().unwrap())
                .collect();
            if gs != ws || gv.len() != wv.len() {
                failures.push(format!("@{name} result {k}: shape {gs:?}, MLIR {ws:?}"));
                continue;
            }
            if let Some(i) =
                (0..gv.len()).find(|&i| (gv[i] - wv[i]).abs() > 1e-5 * wv[i].abs().max(1.0))
            {
                failures.push(format!(
                    "@{name} result {k}: element {i} is {}, MLIR {}",
                    gv[i], wv[i]
                ));
            }
        }
    }
    eprintln!(
        "== memref differential: {} functions against mlir-runner-22, {} differ",
        cases.len(),
        failures.len()
    );
    for f in &failures {
        eprintln!("  {f}");
    }
    assert!(
        failures.is_empty(),
        "{} functions differ from MLIR",
        failures.len()
    );
}
