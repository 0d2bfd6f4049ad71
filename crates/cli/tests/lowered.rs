//! Modules lowered to the LLVM dialect print as `mlir-opt-22` prints them.
//!
//! `tests/lowered/` holds the repository's corpora (`tests/dialects/valid`,
//! `tests/corpus/valid`, `examples/`) lowered by `mlir-opt-22
//! --convert-linalg-to-loops --convert-scf-to-cf --convert-to-llvm
//! --reconcile-unrealized-casts`, each as `mlir-opt-22` prints it in custom
//! form (`<name>.mlir`) and in generic form (`<name>.mlir.generic`), written
//! by `scripts/gen-lowered.py` (running the pipeline on ~500 files takes
//! minutes; reading the results takes seconds).
//!
//! * `lowered_modules_print_as_mlir_opt`: `sigil opt` on each `<name>.mlir`
//!   prints it back byte for byte, and with `--mlir-print-op-generic` prints
//!   `<name>.mlir.generic`. A module sigil refuses because it uses an `llvm`
//!   op it does not implement yet is counted as pending, by op, and listed;
//!   any other difference or error fails.
//! * `lowered_sample_matches_live_pipeline`: for a sample of the corpora,
//!   the pipeline is run live and its output compared with the committed
//!   data (stale data fails) and with sigil's printouts of it. Without
//!   `mlir-opt-22` it is skipped loudly, except under `CI=true`, where it is
//!   installed (see `support::locate_oracle`).

mod support;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use support::{
    first_difference, locate_oracle, parallel_map, run_tool, sigil_binary, workspace_root, Oracle,
};

const PIPELINE: &[&str] = &[
    "--convert-linalg-to-loops",
    "--convert-scf-to-cf",
    "--convert-to-llvm",
    "--reconcile-unrealized-casts",
];

const PENDING: &str = "sigil does not support the llvm op '";

fn lowered_dir() -> PathBuf {
    workspace_root().join("tests/lowered")
}

fn lowered_files() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(lowered_dir())
        .expect("tests/lowered exists (scripts/gen-lowered.py writes it)")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    v.sort();
    v
}

/// What sigil made of one lowered module: `Ok(())`, pending on an op, or
/// a failure report.
enum Outcome {
    Ok,
    Pending(String),
    Fail(String),
}

/// Compares sigil's custom and generic printouts of `input` with the
/// expected texts.
fn check(input: &Path, custom: &[u8], generic: &[u8]) -> Outcome {
    let root = workspace_root();
    let name = input.display().to_string();
    let path = input.to_str().expect("utf-8 path");
    for (flags, want) in [
        (&[][..], custom),
        (&["--mlir-print-op-generic"][..], generic),
    ] {
        let mut args = vec!["opt"];
        args.extend_from_slice(flags);
        args.push(path);
        let out = run_tool(&sigil_binary(), &args, &root);
        let stderr = String::from_utf8_lossy(&out.stderr);
        if let Some(at) = stderr.find(PENDING) {
            let rest = &stderr[at + PENDING.len()..];
            let op = rest.split('\'').next().unwrap_or("").to_string();
            return Outcome::Pending(op);
        }
        if out.crashed() {
            return Outcome::Fail(format!("{name} {flags:?}: {}", out.describe_exit()));
        }
        if !out.success() {
            return Outcome::Fail(format!("{name} {flags:?}: sigil failed:\n{stderr}"));
        }
        if out.stdout != want {
            return Outcome::Fail(format!(
                "{name} {flags:?}: differs from mlir-opt-22: {}",
                first_difference(want, &out.stdout)
            ));
        }
    }
    Outcome::Ok
}

#[test]
fn lowered_modules_print_as_mlir_opt() {
    let files = lowered_files();
    assert!(
        files.len() >= 100,
        "tests/lowered has {} modules",
        files.len()
    );
    let outcomes = parallel_map(&files, |f| {
        let custom = std::fs::read(f).expect("read lowered module");
        let mut g = f.clone().into_os_string();
        g.push(".generic");
        let generic = std::fs::read(&g).expect("read generic printout");
        check(f, &custom, &generic)
    });
    let mut pending: BTreeMap<String, usize> = BTreeMap::new();
    let mut failures = Vec::new();
    let mut ok = 0;
    for o in outcomes {
        match o {
            Outcome::Ok => ok += 1,
            Outcome::Pending(op) => *pending.entry(op).or_default() += 1,
            Outcome::Fail(r) => failures.push(r),
        }
    }
    eprintln!(
        "lowered modules: {ok} identical, pending {:?}, {} failed",
        pending,
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} lowered modules print differently:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

fn corpus_inputs(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            corpus_inputs(&p, out);
        } else if p.extension().is_some_and(|x| x == "mlir") {
            let n = p.to_string_lossy();
            // Modules already in the LLVM dialect are the dialect suite's.
            if !n.contains(".split.") && !n.contains(".debuginfo.") && !n.contains("/valid/llvm/") {
                out.push(p);
            }
        }
    }
}

#[test]
fn lowered_sample_matches_live_pipeline() {
    let opt = match locate_oracle() {
        Oracle::Found(p) => p,
        Oracle::Skip(msg) => {
            eprintln!("{msg}");
            return;
        }
    };
    let root = workspace_root();
    let mut inputs = Vec::new();
    for d in ["tests/dialects/valid", "tests/corpus/valid", "examples"] {
        corpus_inputs(&root.join(d), &mut inputs);
    }
    inputs.sort();
    // Every 23rd input: a spread over the dialects, a few seconds.
    let sample: Vec<PathBuf> = inputs.into_iter().step_by(23).collect();
    let tmp = std::env::temp_dir().join(format!("sigil-lowered-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("temp dir");
    let results = parallel_map(&sample, |f| -> Option<String> {
        let rel = f
            .strip_prefix(&root)
            .ok()?
            .to_string_lossy()
            .replace('/', "_");
        let mut args: Vec<&str> = PIPELINE.to_vec();
        let path = f.to_str()?;
        args.push(path);
        let lowered = run_tool(&opt, &args, &root);
        if !lowered.success() || !String::from_utf8_lossy(&lowered.stdout).contains("llvm.") {
            return None;
        }
        let file = tmp.join(&rel);
        std::fs::write(&file, &lowered.stdout).ok()?;
        let fp = file.to_str()?;
        let custom = run_tool(&opt, &[fp], &root);
        let generic = run_tool(&opt, &["--mlir-print-op-generic", fp], &root);
        if !custom.success() || !generic.success() {
            return None;
        }
        let committed = std::fs::read(lowered_dir().join(&rel)).unwrap_or_default();
        if committed != custom.stdout {
            return Some(format!(
                "{rel}: tests/lowered is stale (rerun scripts/gen-lowered.py): {}",
                first_difference(&custom.stdout, &committed)
            ));
        }
        match check(&file, &custom.stdout, &generic.stdout) {
            Outcome::Fail(r) => Some(r),
            _ => None,
        }
    });
    let _ = std::fs::remove_dir_all(&tmp);
    let failures: Vec<String> = results.into_iter().flatten().collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
