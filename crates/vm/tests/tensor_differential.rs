//! Tensors on the VM against IREE 3.13, on the 289 generated functions of
//! `tests/tensor-diff/` (`scripts/gen-tensor-diff.py` writes the module, the
//! random inputs and what IREE's llvm-cpu build of the module returned for
//! them through `iree.runtime`): elementwise `linalg.generic`s and reductions
//! over f32 and i32, and over f16, f64, i8, i16 and i64; transposes, the named ops (matmul, batch_matmul, matvec,
//! vecmat, dot, convolutions, poolings, softmax, broadcast, reduce) with
//! random shapes, and the tensor shape ops.
//!
//! Integers must be equal. Floats must agree within `1e-4 * max(1, |x|)`:
//! IREE's code sums in another order (tiled, vectorised; so does sigil's
//! kernels) and computes `exp` with its own polynomial, and the inputs are
//! in [-2, 2] (reductions of up to a few hundred terms), so a relative error
//! of 1e-4 is well above what reordering causes and far below a wrong
//! result.

mod common;

use common::{elements, root, value};
use serde_json::Value as Json;
use sigil_vm::{Module, Value};

#[test]
fn tensor_functions_agree_with_iree() {
    let dir = root().join("tests/tensor-diff");
    let module = Module::load(&dir.join("functions.mlir")).expect("the module loads");
    agree_with_iree(&module, "");
}

/// The same functions after sigil's `inline,canonicalize,cse,loop-invariant-code-motion,control-flow-sink`: the passes keep
/// what they compute.
#[test]
fn canonicalized_tensor_functions_agree_with_iree() {
    let module = common::canonicalized_functions("tests/tensor-diff");
    agree_with_iree(&module, " after canonicalize,cse");
}

fn agree_with_iree(module: &Module, what: &str) {
    let dir = root().join("tests/tensor-diff");
    let expected: Json = serde_json::from_slice(
        &std::fs::read(dir.join("expected.json")).expect("tests/tensor-diff/expected.json"),
    )
    .expect("JSON");
    let cases = expected["cases"].as_array().expect("cases");
    assert!(cases.len() >= 200, "only {} cases", cases.len());
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
                "@{name}: {} results, IREE {}",
                got.len(),
                want.len()
            ));
            continue;
        }
        for (k, (g, w)) in got.iter().zip(want).enumerate() {
            let (gs, gv) = elements(g);
            let (ws, wv) = elements(&value(w));
            if gs != ws {
                failures.push(format!("@{name} result {k}: shape {gs:?}, IREE {ws:?}"));
                continue;
            }
            // f16: two units in the last place (an op IREE computes in f32 and
            // narrows once may differ from sigil's by one), and IREE flushes
            // f16 subnormals to zero, which the absolute floor covers.
            let tolerance = match w["dtype"].as_str() {
                Some("f32" | "f64") => Some(1e-4),
                Some("f16") => Some(2e-3),
                _ => None,
            };
            if let Some(i) = (0..gv.len()).find(|&i| {
                let (a, b) = (gv[i], wv[i]);
                match tolerance {
                    Some(t) => {
                        !((a.is_nan() && b.is_nan())
                            || a == b
                            || (a - b).abs() <= t * b.abs().max(1.0))
                    }
                    None => a != b,
                }
            }) {
                failures.push(format!(
                    "@{name} result {k}: element {i} is {}, IREE {}",
                    gv[i], wv[i]
                ));
            }
        }
    }
    eprintln!(
        "== tensor differential{what}: {} functions against IREE 3.13 llvm-cpu, {} differ",
        cases.len(),
        failures.len()
    );
    for f in &failures {
        eprintln!("  {f}");
    }
    assert!(
        failures.is_empty(),
        "{} functions differ from IREE",
        failures.len()
    );
}

/// The committed answers are still IREE's: every 20th case recomputed live
/// (`scripts/gen-tensor-diff.py --check 20`: the committed module compiled
/// again, the recorded inputs run through `iree.runtime`).
#[test]
fn live_sample_still_matches_iree() {
    common::recheck_with_iree("scripts/gen-tensor-diff.py", "tests/tensor-diff", 20);
}
