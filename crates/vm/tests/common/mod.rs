//! Helpers of the differential suites that compare buffers with recorded
//! answers: recorded values (dtype, shape, values) as VM values, VM
//! results back as flat element lists, and IREE's tools for the live
//! rechecks of the recorded answers.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::rc::Rc;

use serde_json::Value as Json;
use sigil_vm::{BufferView, ElementType, Value};

/// The module `suite/functions.mlir` after sigil's `inline,canonicalize,cse,loop-invariant-code-motion,control-flow-sink`.
#[allow(dead_code)]
pub fn canonicalized_functions(suite: &str) -> sigil_vm::Module {
    let text = std::fs::read(root().join(suite).join("functions.mlir")).expect("functions.mlir");
    let printed = sigil_passes::run_pipeline_on_text(
        "builtin.module(inline,canonicalize,cse,loop-invariant-code-motion,control-flow-sink)",
        "functions.mlir",
        text,
    )
    .unwrap_or_else(|e| {
        panic!(
            "{suite}: inline,canonicalize,cse,loop-invariant-code-motion,control-flow-sink: {e:?}"
        )
    });
    sigil_vm::Module::parse(printed, "functions.mlir").unwrap_or_else(|e| panic!("{suite}: {e}"))
}

pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A recorded value as a VM value.
pub fn value(r: &Json) -> Value {
    let dtype = r["dtype"].as_str().expect("dtype");
    let vals: Vec<f64> = r["values"]
        .as_array()
        .expect("values")
        .iter()
        .map(|v| v.as_f64().expect("number"))
        .collect();
    if r["scalar"].as_bool() == Some(true) {
        return match dtype {
            "f32" => Value::F32(vals[0] as f32),
            _ => Value::i32(vals[0] as i32),
        };
    }
    let shape: Vec<i64> = r["shape"]
        .as_array()
        .expect("shape")
        .iter()
        .map(|d| d.as_i64().expect("dim"))
        .collect();
    let bytes = |f: &dyn Fn(f64) -> Vec<u8>| vals.iter().flat_map(|&v| f(v)).collect();
    let (elem, data) = match dtype {
        "f32" => (
            ElementType::F32,
            bytes(&|v| (v as f32).to_le_bytes().to_vec()),
        ),
        "f64" => (ElementType::F64, bytes(&|v| v.to_le_bytes().to_vec())),
        "f16" => (
            ElementType::F16,
            bytes(&|v| half::f16::from_f64(v).to_le_bytes().to_vec()),
        ),
        "i8" => (
            ElementType::Int(8),
            bytes(&|v| (v as i8).to_le_bytes().to_vec()),
        ),
        "i16" => (
            ElementType::Int(16),
            bytes(&|v| (v as i16).to_le_bytes().to_vec()),
        ),
        "i64" => (
            ElementType::Int(64),
            bytes(&|v| (v as i64).to_le_bytes().to_vec()),
        ),
        _ => (
            ElementType::Int(32),
            bytes(&|v| (v as i32).to_le_bytes().to_vec()),
        ),
    };
    Value::Buffer(Rc::new(BufferView { elem, shape, data }))
}

/// The elements of a value as f64, with its shape.
pub fn elements(v: &Value) -> (Vec<i64>, Vec<f64>) {
    match v {
        Value::F32(x) => (vec![], vec![*x as f64]),
        Value::Int { value, .. } => (vec![], vec![*value as f64]),
        Value::Buffer(b) => {
            let size = b.elem.size();
            let vals = b
                .data
                .chunks_exact(size)
                .map(|c| match b.elem {
                    ElementType::F32 => f32::from_le_bytes(c.try_into().unwrap()) as f64,
                    ElementType::F64 => f64::from_le_bytes(c.try_into().unwrap()),
                    ElementType::F16 => half::f16::from_le_bytes(c.try_into().unwrap()).to_f64(),
                    ElementType::Int(8) => i8::from_le_bytes(c.try_into().unwrap()) as f64,
                    ElementType::Int(16) => i16::from_le_bytes(c.try_into().unwrap()) as f64,
                    // Integers of these suites stay far below 2^53: exact.
                    ElementType::Int(64) => i64::from_le_bytes(c.try_into().unwrap()) as f64,
                    _ => i32::from_le_bytes(c.try_into().unwrap()) as f64,
                })
                .collect();
            (b.shape.clone(), vals)
        }
        other => panic!("unexpected result {other:?}"),
    }
}

/// IREE's compiler, runner and Python runtime, if installed.
fn iree_bin() -> Option<PathBuf> {
    [
        std::env::var("SIGIL_IREE_BIN").ok().map(PathBuf::from),
        Some(root().join(".venv-iree/bin")),
        Some(PathBuf::from("/tmp/venv-iree/bin")),
    ]
    .into_iter()
    .flatten()
    .find(|d| {
        d.join("iree-compile").is_file()
            && d.join("iree-run-module").is_file()
            && d.join("python3").is_file()
    })
}

/// IREE's tools for a live recheck of `suite`: found, or under `CI=true`
/// installed (`scripts/install-iree.sh --runtime`); `None` after a loud
/// skip message elsewhere.
pub fn iree_tools(suite: &str) -> Option<PathBuf> {
    let ci = std::env::var("CI").as_deref() == Ok("true");
    let mut bin = iree_bin();
    if bin.is_none() && ci {
        let ok = std::process::Command::new("bash")
            .arg(root().join("scripts/install-iree.sh"))
            .arg("--runtime")
            .current_dir(root())
            .status()
            .is_ok_and(|s| s.success());
        assert!(ok, "scripts/install-iree.sh --runtime failed");
        bin = iree_bin();
    }
    if bin.is_none() {
        eprintln!(
            "\n{0}\nSKIPPED: the live recheck of {suite} needs IREE's compiler and \
             Python runtime (scripts/install-iree.sh --runtime, or CI=true).\n{0}\n",
            "!".repeat(78)
        );
    }
    bin
}

/// Recomputes a sample of a generated suite's committed answers with IREE
/// (`script --check every`, the script comparing); see [`iree_tools`].
pub fn recheck_with_iree(script: &str, suite: &str, every: usize) {
    let Some(bin) = iree_tools(suite) else {
        return;
    };
    let out = std::process::Command::new("python3")
        .arg(root().join(script))
        .args(["--check", &every.to_string()])
        .env("SIGIL_IREE_BIN", &bin)
        .output()
        .expect("python3 runs");
    eprintln!("{}", String::from_utf8_lossy(&out.stdout));
    assert!(
        out.status.success(),
        "IREE's answers changed (rerun {script}):\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
