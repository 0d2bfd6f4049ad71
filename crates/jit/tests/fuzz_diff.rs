//! Differential fuzzing against MLIR's own lowering: the random programs of
//! `tests/fuzz-diff/` (written by `scripts/fuzz-diff.py`: every region kind
//! nested in every other, a global and a local memref mutated under them,
//! calls that store, values used twice by one op, f16 and bf16 as well as
//! the other scalars) must give the bits
//! `mlir-runner-22` computed, in the interpreter and in native code, with
//! the global declared as `memref.global` (what the oracle ran) and as
//! `util.global` (the same program). NaNs compare equal to NaNs: MLIR does
//! not fix a NaN's sign or payload. After `arith-expand`, zeros of either
//! sign compare equal: MLIR's expansion of `minimumf`/`maximumf` does not
//! order -0 below +0.
//!
//! The same programs after sigil's `inline,canonicalize,cse,loop-invariant-code-motion,control-flow-sink`,
//! and after `lower-affine,arith-expand,convert-scf-to-cf`, must give the
//! same bits too, on both tiers: the passes keep what every region shape
//! computes.
//!
//! `SIGIL_FUZZ_DIFF_DIR` points the test at another batch (the script's
//! `--live` mode does, for any number of programs).
//! `live_oracle_still_gives_the_data` regenerates the sample and asks the
//! oracle again (`scripts/fuzz-diff.py --check`): under `CI=true` the tools
//! are installed if missing; elsewhere it skips loudly.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::rc::Rc;

use serde_json::Value as Json;
use sigil_vm::format::parse_scalar;
use sigil_vm::{JitMode, Limits, Module, ScalarType, Value};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

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

/// The bits mlir-runner printed for a result: integers zero-extended to
/// 64 bits (i64 and index as they are), floats' bits.
fn bits_of(v: &Value) -> Option<u64> {
    Some(match *v {
        Value::Int { width, value } if width < 64 => (value as u64) & ((1u64 << width) - 1),
        Value::Int { value, .. } => value as u64,
        Value::Index(i) => i as u64,
        Value::F32(f) => f.to_bits() as u64,
        Value::F64(f) => f.to_bits(),
        _ => return None,
    })
}

fn is_nan(t: &str, bits: u64) -> bool {
    match t {
        "f32" => f32::from_bits(bits as u32).is_nan(),
        "f64" => f64::from_bits(bits).is_nan(),
        _ => false,
    }
}

/// Whether `bits` is a zero of either sign.
fn is_zero(t: &str, bits: u64) -> bool {
    match t {
        "f32" => f32::from_bits(bits as u32) == 0.0,
        "f64" => f64::from_bits(bits) == 0.0,
        _ => false,
    }
}

fn strs(j: &Json) -> Vec<String> {
    j.as_array()
        .expect("array")
        .iter()
        .map(|x| x.as_str().expect("string").to_string())
        .collect()
}

/// The pipelines whose output must compute what the program computes:
/// MLIR's everyday clean-up, and the lowering of `affine` and `scf` to `cf`
/// with `arith-expand` between.
const PIPELINES: [&str; 2] = [
    "inline,canonicalize,cse,loop-invariant-code-motion,control-flow-sink",
    "lower-affine,arith-expand,convert-scf-to-cf",
];

/// `file` after sigil's `pipeline`, written beside the test's temporary
/// files.
fn transformed(file: &Path, pipeline: &str, tag: usize) -> PathBuf {
    let name = file
        .file_name()
        .expect("a name")
        .to_string_lossy()
        .into_owned();
    let text = std::fs::read(file).expect("readable");
    let printed =
        sigil_passes::run_pipeline_on_text(&format!("builtin.module({pipeline})"), &name, text)
            .unwrap_or_else(|e| panic!("{name} after {pipeline}: {e:?}"));
    let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("pipeline{tag}-{name}"));
    std::fs::write(&out, printed).expect("writable");
    out
}

#[test]
fn programs_agree_with_mlir() {
    let given = std::env::var_os("SIGIL_FUZZ_DIFF_DIR");
    let dir = given
        .clone()
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("tests/fuzz-diff"));
    let data: Json = serde_json::from_slice(&std::fs::read(dir.join("expected.json")).unwrap())
        .expect("expected.json");
    let cases = data["cases"].as_array().expect("cases");
    if given.is_none() {
        assert!(cases.len() >= 300, "{} cases", cases.len());
    }
    let mut modules = Vec::new();
    let mut jits = Vec::new();
    let mut files = vec![
        ("programs.mlir".to_string(), dir.join("programs.mlir")),
        (
            "programs-util.mlir".to_string(),
            dir.join("programs-util.mlir"),
        ),
    ];
    for (tag, pipeline) in PIPELINES.iter().enumerate() {
        let path = transformed(&dir.join("programs.mlir"), pipeline, tag);
        if pipeline.starts_with("lower-affine") {
            let text = std::fs::read_to_string(&path).expect("readable");
            let left = ["affine.", "scf."].iter().find(|d| text.contains(*d));
            assert!(left.is_none(), "{pipeline} left {left:?} ops");
        }
        files.push((format!("programs.mlir after {pipeline}"), path));
    }
    for (file, path) in &files {
        for native in [false, true] {
            let m = Module::load(path).unwrap_or_else(|e| panic!("{file}: {e}"));
            // Every program ends within a few thousand steps: a wrong jump
            // that loops forever is a failure, not a hang.
            m.set_limits(Limits {
                max_steps: 1_000_000,
                ..m.limits()
            });
            if native {
                let jit = Rc::new(sigil_jit::Jit::new(m.function_count()).unwrap());
                m.set_tier(Some(jit.clone()), JitMode::Always);
                jits.push(jit);
            } else {
                m.set_tier(None, JitMode::Off);
            }
            let what = format!("{file} {}", if native { "native" } else { "interpreter" });
            modules.push((what, m));
        }
    }
    let mut failures = Vec::new();
    for case in cases {
        let f = case["function"].as_str().unwrap();
        let types = strs(&case["result_types"]);
        let want: Vec<u64> = strs(&case["mlir_bits"])
            .iter()
            .map(|b| b.parse().expect("bits"))
            .collect();
        let args: Vec<Value> = strs(&case["arg_types"])
            .iter()
            .zip(strs(&case["inputs"]))
            .map(|(t, x)| parse_scalar(scalar(t), &x).expect("an input"))
            .collect();
        for (what, m) in &modules {
            let got = match m.call(f, &args) {
                Ok(vs) => vs,
                Err(e) => {
                    failures.push(format!("@{f} ({what}): {e}"));
                    continue;
                }
            };
            for (k, ((v, &w), t)) in got.iter().zip(&want).zip(&types).enumerate() {
                let g = bits_of(v).unwrap_or(u64::MAX);
                // MLIR's `arith-expand` turns `minimumf`/`maximumf` into a
                // compare and a select that do not order -0 below +0 (what
                // mlir-opt-22 prints, which sigil's pass matches), so after
                // it a min or max of zeros may give either sign.
                let zeros = what.contains("arith-expand") && is_zero(t, g) && is_zero(t, w);
                if g != w && !(is_nan(t, g) && is_nan(t, w)) && !zeros {
                    failures.push(format!(
                        "@{f} ({what}) inputs {:?}: result {k} ({t}) is {g:#x}, mlir-runner gives {w:#x}",
                        case["inputs"]
                    ));
                }
            }
            if got.len() != want.len() {
                failures.push(format!("@{f} ({what}): {} results", got.len()));
            }
        }
    }
    let compiled: usize = jits.iter().map(|j| j.stats().compiled).sum();
    eprintln!(
        "fuzz-diff: {} programs x 8 (memref/util globals, canonicalized, lowered to cf, both tiers): {} disagreements; {compiled} functions compiled to native code",
        cases.len(),
        failures.len()
    );
    for f in failures.iter().take(40) {
        eprintln!("  {f}");
    }
    assert!(
        failures.is_empty(),
        "{} disagreements with MLIR",
        failures.len()
    );
    assert!(compiled > 0, "native code never ran");
}

#[test]
fn live_oracle_still_gives_the_data() {
    if std::env::var_os("SIGIL_FUZZ_DIFF_DIR").is_some() {
        return;
    }
    let ci = std::env::var("CI").as_deref() == Ok("true");
    let have = || {
        Command::new("mlir-runner-22")
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    };
    if !have() && ci {
        let ok = Command::new("bash")
            .arg(root().join("scripts/install-mlir.sh"))
            .status()
            .is_ok_and(|s| s.success());
        assert!(ok, "scripts/install-mlir.sh failed");
    }
    if !have() {
        eprintln!(
            "\n{0}\nSKIPPED: the live recheck of tests/fuzz-diff needs mlir-opt-22 and \
             mlir-runner-22 (scripts/install-mlir.sh, or CI=true).\n{0}\n",
            "!".repeat(78)
        );
        return;
    }
    let out = Command::new("python3")
        .arg(root().join("scripts/fuzz-diff.py"))
        .arg("--check")
        .output()
        .expect("python3 runs");
    assert!(
        out.status.success(),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
