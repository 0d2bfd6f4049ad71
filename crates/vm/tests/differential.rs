//! The VM against MLIR's own semantics and against IREE 3.13, on the
//! generated functions of `tests/vm-diff/` (`scripts/gen-vm-diff.py` writes
//! the module, the inputs, and what the oracles answered).
//!
//! - Every result must have the bits `mlir-runner-22` computed (MLIR lowered
//!   to LLVM: MLIR's semantics). NaNs compare equal to NaNs: MLIR does not
//!   fix a NaN's sign or payload.
//! - Every case's printout must equal `iree-run-module`'s, for the vmvx and
//!   llvm-cpu backends, byte for byte, except where IREE's answer is not
//!   MLIR's: those departures (IREE rounds in `fptosi`, computes `remf` as
//!   the IEEE remainder, gets `cmpf` with NaN and `maximumf(x, NaN)` wrong,
//!   does not wrap narrow integers, approximates transcendental functions)
//!   are listed in the report, and MLIR's answer is the one expected.
//!
//! `live_oracles_still_agree_with_the_data` re-runs a sample with the
//! installed tools, so the committed answers cannot go stale: under
//! `CI=true` the tools are installed if missing; elsewhere it skips loudly.

mod common;

use std::process::Command;

use common::root;
use serde_json::Value as Json;
use sigil_vm::format::{format_value, parse_scalar};
use sigil_vm::{Module, ScalarType, Value};

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

/// The bits mlir-runner printed for a result of type `t`: integers
/// zero-extended to 64 bits (i64 and index as they are), floats' bits.
fn bits_of(v: &Value) -> u64 {
    match *v {
        Value::Int { width, value } if width < 64 => (value as u64) & ((1u64 << width) - 1),
        Value::Int { value, .. } => value as u64,
        Value::Index(i) => i as u64,
        Value::F32(f) => f.to_bits() as u64,
        Value::F64(f) => f.to_bits(),
        _ => panic!("unexpected result {v:?}"),
    }
}

fn is_nan(t: &str, bits: u64) -> bool {
    match t {
        "f32" => f32::from_bits(bits as u32).is_nan(),
        "f64" => f64::from_bits(bits).is_nan(),
        _ => false,
    }
}

/// `iree-run-module`'s printout of `values`.
fn printout(function: &str, values: &[Value]) -> String {
    let mut s = format!("EXEC @{function}\n");
    for (i, v) in values.iter().enumerate() {
        s.push_str(&format!("result[{i}]: "));
        format_value(v, &mut s);
        s.push('\n');
    }
    s
}

struct Suite {
    module: Module,
    cases: Vec<Json>,
}

fn load() -> Suite {
    let dir = root().join("tests/vm-diff");
    let module = Module::load(&dir.join("functions.mlir")).unwrap_or_else(|e| panic!("{e}"));
    let data: Json =
        serde_json::from_slice(&std::fs::read(dir.join("expected.json")).expect("expected.json"))
            .expect("JSON");
    let cases = data["cases"].as_array().expect("cases").clone();
    Suite { module, cases }
}

fn strs(j: &Json) -> Vec<String> {
    j.as_array()
        .expect("array")
        .iter()
        .map(|x| x.as_str().expect("string").to_string())
        .collect()
}

/// Calls the case's function on its inputs.
fn run_case(m: &Module, case: &Json) -> Result<Vec<Value>, String> {
    let f = case["function"].as_str().unwrap();
    let args: Vec<Value> = strs(&case["arg_types"])
        .iter()
        .zip(strs(&case["inputs"]))
        .map(|(t, x)| parse_scalar(scalar(t), &x))
        .collect::<Result<_, _>>()?;
    m.call(f, &args).map_err(|e| e.to_string())
}

#[test]
fn generated_functions_give_mlirs_answers_and_irees_printout() {
    let s = load();
    let min: usize = std::env::var("SIGIL_VM_DIFF_MIN")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(300);
    assert!(
        s.cases.len() >= min,
        "the suite holds only {} cases",
        s.cases.len()
    );
    let mut failures = Vec::new();
    let mut departures = Vec::new();
    let mut iree_matches = 0;
    for case in &s.cases {
        let f = case["function"].as_str().unwrap();
        let results = match run_case(&s.module, case) {
            Ok(r) => r,
            Err(e) => {
                failures.push(format!("@{f}: {e}"));
                continue;
            }
        };
        let types = strs(&case["result_types"]);
        let want: Vec<u64> = case["mlir_bits"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b.as_u64().unwrap())
            .collect();
        for (k, (v, (&w, t))) in results.iter().zip(want.iter().zip(&types)).enumerate() {
            let got = bits_of(v);
            if got != w && !(is_nan(t, got) && is_nan(t, w)) {
                failures.push(format!(
                    "@{f} result {k} ({t}) on {:?}: sigil {got:#x}, mlir-runner {w:#x}",
                    strs(&case["inputs"])
                ));
            }
        }
        // MLIR's answer, printed as IREE prints: what IREE should say.
        let mlir_values: Vec<Value> = types
            .iter()
            .zip(&want)
            .map(|(t, &b)| Value::from_bits(scalar(t), b))
            .collect();
        let expected_text = printout(f, &mlir_values);
        let ours = printout(f, &results);
        for backend in ["iree_vmvx", "iree_llvm_cpu"] {
            let theirs = case[backend].as_str().unwrap_or("");
            if theirs == expected_text {
                iree_matches += 1;
                if ours != theirs {
                    failures.push(format!(
                        "@{f}: sigil prints\n{ours}but {backend} (agreeing with MLIR) prints\n{theirs}"
                    ));
                }
            } else {
                departures.push(format!(
                    "@{f} on {:?} ({backend}): IREE\n{theirs}  MLIR (expected)\n{expected_text}",
                    strs(&case["inputs"])
                ));
            }
        }
    }
    eprintln!(
        "vm differential: {} cases; {iree_matches} IREE printouts matched byte for byte; {} IREE departures from MLIR's semantics (MLIR's answer expected):\n{}",
        s.cases.len(),
        departures.len(),
        departures.join("\n")
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The generated functions after sigil's `inline,canonicalize,cse,loop-invariant-code-motion,control-flow-sink` give MLIR's
/// answers too: the passes keep what the programs compute.
#[test]
fn canonicalized_functions_give_mlirs_answers() {
    let module = common::canonicalized_functions("tests/vm-diff");
    let s = load();
    let mut failures = Vec::new();
    for case in &s.cases {
        let f = case["function"].as_str().unwrap();
        let results = match run_case(&module, case) {
            Ok(r) => r,
            Err(e) => {
                failures.push(format!("@{f}: {e}"));
                continue;
            }
        };
        let types = strs(&case["result_types"]);
        let want = case["mlir_bits"].as_array().unwrap().iter();
        for (k, (v, (w, t))) in results.iter().zip(want.zip(&types)).enumerate() {
            let (got, w) = (bits_of(v), w.as_u64().unwrap());
            if got != w && !(is_nan(t, got) && is_nan(t, w)) {
                failures.push(format!(
                    "@{f} result {k} ({t}): sigil {got:#x}, mlir-runner {w:#x}"
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures after inline,canonicalize,cse,loop-invariant-code-motion,control-flow-sink:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The functions of `text` (top-level `func.func`s, each starting a line) named in `wanted`
/// and those they call, directly or not, in the order of `text`: a sixteenth of the module
/// compiles in a fraction of the time.
fn sampled_functions(text: &str, wanted: &[&str]) -> String {
    let mut parts = text.split("\nfunc.func @");
    let head = parts.next().unwrap_or_default();
    let funcs: Vec<(&str, &str)> = parts
        .map(|f| (f.split('(').next().unwrap_or_default(), f))
        .collect();
    let mut keep: std::collections::BTreeSet<&str> = wanted.iter().copied().collect();
    let mut todo: Vec<&str> = wanted.to_vec();
    while let Some(name) = todo.pop() {
        let Some((_, body)) = funcs.iter().find(|(n, _)| *n == name) else {
            continue;
        };
        for callee in body.split("call @").skip(1) {
            let callee = callee
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .next()
                .unwrap_or_default();
            if keep.insert(callee) {
                todo.push(callee);
            }
        }
    }
    let mut out = head.to_string();
    for (name, body) in &funcs {
        if keep.contains(name) {
            out.push_str("\nfunc.func @");
            out.push_str(body);
        }
    }
    out
}

#[test]
fn live_oracles_still_agree_with_the_data() {
    let Some(bin) = common::iree_tools("tests/vm-diff") else {
        return;
    };
    let s = load();
    let dir = std::env::temp_dir().join(format!("sigil-vm-diff-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let vmfb = dir.join("f.vmfb");
    // Every 16th case, as the data file records it.
    let sample: Vec<&Json> = s.cases.iter().step_by(16).collect();
    let wanted: Vec<&str> = sample
        .iter()
        .map(|c| c["function"].as_str().unwrap())
        .collect();
    let text = std::fs::read_to_string(root().join("tests/vm-diff/functions.mlir")).unwrap();
    let module = dir.join("sample.mlir");
    std::fs::write(&module, sampled_functions(&text, &wanted)).unwrap();
    let out = Command::new(bin.join("iree-compile"))
        .args([
            "--iree-hal-target-device=local",
            "--iree-hal-local-target-device-backends=vmvx",
            "--iree-input-demote-f64-to-f32=false",
        ])
        .arg(&module)
        .arg("-o")
        .arg(&vmfb)
        .output()
        .expect("iree-compile runs");
    assert!(
        out.status.success(),
        "iree-compile failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    for case in sample {
        let f = case["function"].as_str().unwrap();
        let mut cmd = Command::new(bin.join("iree-run-module"));
        cmd.arg(format!("--module={}", vmfb.display()))
            .arg(format!("--function={f}"));
        for x in strs(&case["inputs"]) {
            cmd.arg(format!("--input={x}"));
        }
        let out = cmd.output().expect("iree-run-module runs");
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            case["iree_vmvx"].as_str().unwrap(),
            "@{f}: IREE now answers differently from tests/vm-diff/expected.json (rerun scripts/gen-vm-diff.py)"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
