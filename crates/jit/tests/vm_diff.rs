//! The VM's differential suite (`tests/vm-diff/`: functions generated at
//! random by `scripts/gen-vm-diff.py`, checked against MLIR and IREE by
//! `crates/vm/tests/differential.rs`) run in both tiers: every case must
//! give the same result bits, or the same error, with `--jit=always` as
//! with the interpreter alone.

use std::path::Path;
use std::rc::Rc;

use serde_json::Value as Json;
use sigil_vm::format::parse_scalar;
use sigil_vm::{JitMode, Module, ScalarType, Value};

fn scalar(t: &str) -> ScalarType {
    match t {
        "i1" => ScalarType::I1,
        "i8" => ScalarType::I8,
        "i16" => ScalarType::I16,
        "i32" => ScalarType::I32,
        "i64" => ScalarType::I64,
        "index" => ScalarType::Index,
        "f32" => ScalarType::F32,
        "f64" => ScalarType::F64,
        other => panic!("unexpected type {other}"),
    }
}

fn strs(j: &Json) -> Vec<String> {
    j.as_array()
        .expect("array")
        .iter()
        .map(|x| x.as_str().expect("string").to_string())
        .collect()
}

#[test]
fn generated_functions_agree_in_both_tiers() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/vm-diff");
    let path = dir.join("functions.mlir");
    let off = Module::load(&path).unwrap_or_else(|e| panic!("{e}"));
    let native = Module::load(&path).unwrap_or_else(|e| panic!("{e}"));
    let jit = Rc::new(sigil_jit::Jit::new(native.function_count()).unwrap());
    native.set_tier(Some(jit.clone()), JitMode::Always);
    let data: Json =
        serde_json::from_slice(&std::fs::read(dir.join("expected.json")).unwrap()).unwrap();
    let cases = data["cases"].as_array().unwrap();
    assert!(cases.len() >= 300, "{} cases", cases.len());
    let run = |m: &Module, case: &Json| -> Result<Vec<(String, Option<u64>)>, String> {
        let f = case["function"].as_str().unwrap();
        let args: Vec<Value> = strs(&case["arg_types"])
            .iter()
            .zip(strs(&case["inputs"]))
            .map(|(t, x)| parse_scalar(scalar(t), &x))
            .collect::<Result<_, _>>()?;
        m.call(f, &args)
            .map(|vs| vs.iter().map(|v| (v.kind(), v.to_bits())).collect())
            .map_err(|e| e.to_string())
    };
    let mut errors = 0;
    for case in cases {
        let a = run(&off, case);
        let b = run(&native, case);
        assert_eq!(a, b, "case {case}");
        errors += a.is_err() as usize;
    }
    let s = jit.stats();
    let mut times = s.times.clone();
    times.sort();
    eprintln!(
        "vm-diff in both tiers: {} cases agree ({errors} errors); {} functions compiled, {} left in the interpreter; compile time median {:.0} us, total {:.1} ms",
        cases.len(),
        s.compiled,
        s.refused,
        times[times.len() / 2].as_secs_f64() * 1e6,
        s.time.as_secs_f64() * 1e3
    );
    assert!(s.compiled >= 100, "only {} functions compiled", s.compiled);
}
