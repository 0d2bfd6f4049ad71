//! Differential tests of sigil's dialects against `mlir-opt-22`, on the
//! custom-form corpus in `tests/dialects`.
//!
//! For every file of `tests/dialects/valid/<dialect>/` of a dialect sigil
//! implements (see [`IMPLEMENTED`]): both tools must accept it, and sigil's
//! custom output (`sigil opt FILE`) and generic output
//! (`--mlir-print-op-generic`) must equal mlir-opt's byte for byte. Round
//! trip: sigil's custom output parsed again by sigil prints the same text.
//! Every file of `tests/dialects/invalid/<dialect>/` must be rejected by
//! both; sigil's first error message and line:column are compared with
//! mlir-opt's for information.
//!
//! Directories of dialects not implemented yet are listed loudly as
//! pending, with their file counts; they are not run. The `util` corpus is
//! IREE's: `crates/cli/tests/iree.rs` checks it against `iree-opt` instead.
//!
//! Knobs: `SIGIL_DIFF_FILTER=substr`, `SIGIL_DIFF_THREADS=n`,
//! `SIGIL_MLIR_OPT=/path/to/mlir-opt`.

mod support;

use std::path::{Path, PathBuf};

use support::{
    clip, expected_error_header, first_difference, first_error, line_col, locate_oracle,
    parallel_map, run_tool, sigil_binary, stderr_excerpt, workspace_root, Oracle,
};

/// The corpus directories whose dialects sigil implements.
const IMPLEMENTED: &[&str] = &[
    "builtin",
    "func",
    "arith",
    "cf",
    "math",
    "scf",
    "memref",
    "bufferization",
    "tensor",
    "affine",
    "linalg",
    "mixed",
];

/// Op name prefixes sigil does not implement yet: files of implemented
/// directories that use one are counted as pending, not run.
const PENDING_OPS: &[&str] = &["util."];

/// Whether the file uses an op of [`PENDING_OPS`].
fn uses_pending_op(dir: &Path, name: &str) -> Option<&'static str> {
    let text = std::fs::read_to_string(dir.join(name)).unwrap_or_default();
    let code: String = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    PENDING_OPS.iter().copied().find(|p| code.contains(p))
}

#[derive(Default)]
struct Outcome {
    name: String,
    failure: Option<String>,
    message_mismatch: Option<String>,
    location_mismatch: bool,
}

fn emit(text: &str) {
    use std::io::Write as _;
    let _ = std::io::stderr().lock().write_all(text.as_bytes());
}

/// Extra flags a file's name asks for (`x.split.mlir`, `x.debuginfo.mlir`).
fn name_flags(name: &str) -> Vec<&'static str> {
    let stem = name.strip_suffix(".mlir").unwrap_or(name);
    let parts: Vec<&str> = stem.split('.').skip(1).collect();
    let mut flags = Vec::new();
    if parts.contains(&"debuginfo") {
        flags.push("--mlir-print-debuginfo");
    }
    if parts.contains(&"split") {
        flags.push("--split-input-file");
    }
    flags
}

/// `(directory, file name)` of every `*.mlir` under `root/<dialect>/`.
fn files(root: &Path, dialects: &[&str]) -> Vec<(PathBuf, String)> {
    let filter = std::env::var("SIGIL_DIFF_FILTER").unwrap_or_default();
    let mut out = Vec::new();
    for d in dialects {
        let dir = root.join(d);
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        let mut names: Vec<String> = entries
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".mlir") && format!("{d}/{n}").contains(filter.as_str()))
            .collect();
        names.sort();
        out.extend(names.into_iter().map(|n| (dir.clone(), n)));
    }
    out
}

fn with_input<'a>(flags: &[&'a str], input: &'a str, sigil: bool) -> Vec<&'a str> {
    let mut args = Vec::new();
    if sigil {
        args.push("opt");
    }
    args.extend_from_slice(flags);
    args.push(input);
    args
}

fn check_valid(oracle: &Path, dir: &Path, name: &str) -> Outcome {
    let mut outcome = Outcome {
        name: format!("{}/{name}", dir.file_name().unwrap().to_string_lossy()),
        ..Default::default()
    };
    let base = name_flags(name);
    for generic in [false, true] {
        let mut flags = base.clone();
        if generic {
            flags.push("--mlir-print-op-generic");
        }
        let form = if generic { "generic" } else { "custom" };
        let expected = run_tool(oracle, &with_input(&flags, name, false), dir);
        if !expected.success() {
            outcome.failure = Some(format!(
                "  mlir-opt-22 rejected this input ({}); the input is wrong, not sigil:\n{}",
                expected.describe_exit(),
                stderr_excerpt(&expected.stderr)
            ));
            return outcome;
        }
        let actual = run_tool(&sigil_binary(), &with_input(&flags, name, true), dir);
        if !actual.success() {
            outcome.failure = Some(format!(
                "  sigil failed ({}) where mlir-opt-22 succeeded:\n{}",
                actual.describe_exit(),
                stderr_excerpt(&actual.stderr)
            ));
            return outcome;
        }
        if actual.stdout != expected.stdout {
            outcome.failure = Some(format!(
                "  {form} output differs from mlir-opt-22 (- mlir-opt-22, + sigil):\n{}",
                first_difference(&expected.stdout, &actual.stdout)
            ));
            return outcome;
        }
        if !generic && !base.contains(&"--split-input-file") {
            // Round trip: the printed custom form reads back to itself.
            let tmp = std::env::temp_dir().join(format!(
                "sigil-dialects-{}-{}",
                std::process::id(),
                outcome.name.replace('/', "_")
            ));
            if std::fs::write(&tmp, &actual.stdout).is_ok() {
                let again_flags: Vec<&str> = base
                    .iter()
                    .copied()
                    .filter(|f| *f != "--mlir-print-debuginfo")
                    .collect();
                let tmp_name = tmp.to_string_lossy().into_owned();
                let again = run_tool(
                    &sigil_binary(),
                    &with_input(&again_flags, &tmp_name, true),
                    dir,
                );
                let _ = std::fs::remove_file(&tmp);
                if !base.contains(&"--mlir-print-debuginfo") && again.stdout != actual.stdout {
                    outcome.failure = Some(format!(
                        "  round trip: sigil's output printed again differs (- first, + second):\n{}{}",
                        first_difference(&actual.stdout, &again.stdout),
                        stderr_excerpt(&again.stderr)
                    ));
                    return outcome;
                }
            }
        }
    }
    outcome
}

fn check_invalid(oracle: &Path, dir: &Path, name: &str) -> Outcome {
    let mut outcome = Outcome {
        name: format!("{}/{name}", dir.file_name().unwrap().to_string_lossy()),
        ..Default::default()
    };
    let source = std::fs::read(dir.join(name)).unwrap_or_default();
    let Some(header) = expected_error_header(&source) else {
        outcome.failure = Some("  missing `// MLIR-ERROR: <message>` header\n".into());
        return outcome;
    };
    let flags = name_flags(name);
    let expected = run_tool(oracle, &with_input(&flags, name, false), dir);
    if expected.success() {
        outcome.failure = Some("  mlir-opt-22 accepted this input; it is not invalid\n".into());
        return outcome;
    }
    let actual = run_tool(&sigil_binary(), &with_input(&flags, name, true), dir);
    if actual.success() {
        outcome.failure = Some(format!(
            "  sigil accepted input that mlir-opt-22 rejects with: {header}\n"
        ));
        return outcome;
    }
    if actual.crashed() {
        outcome.failure = Some(format!(
            "  sigil crashed ({}):\n{}",
            actual.describe_exit(),
            stderr_excerpt(&actual.stderr)
        ));
        return outcome;
    }
    let oracle_first = first_error(&expected.stderr);
    match first_error(&actual.stderr) {
        None => outcome.message_mismatch = Some("sigil printed no `error:` line".into()),
        Some((loc, msg)) => {
            if msg != header {
                outcome.message_mismatch = Some(format!(
                    "expected {:?}, got {:?}",
                    clip(&header, 160),
                    clip(&msg, 160)
                ));
            }
            if let Some((oloc, _)) = oracle_first {
                outcome.location_mismatch = line_col(&oloc) != line_col(&loc);
            }
        }
    }
    outcome
}

#[test]
fn dialect_corpus_matches_mlir_opt() {
    let oracle = match locate_oracle() {
        Oracle::Found(path) => path,
        Oracle::Skip(message) => {
            emit(&message);
            return;
        }
    };
    let root = workspace_root().join("tests/dialects");
    let mut pending = String::new();
    if let Ok(entries) = std::fs::read_dir(root.join("valid")) {
        let mut dirs: Vec<String> = entries
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|d| !IMPLEMENTED.contains(&d.as_str()) && d != "util")
            .collect();
        dirs.sort();
        for d in dirs {
            let n = files(&root.join("valid"), &[&d]).len();
            let m = files(&root.join("invalid"), &[&d]).len();
            pending.push_str(&format!("  {d}: {n} valid, {m} invalid\n"));
        }
    }
    if !pending.is_empty() {
        emit(&format!(
            "== dialects: NOT RUN — corpus directories of dialects sigil does not implement yet:\n{pending}"
        ));
    }
    let mut valid = files(&root.join("valid"), IMPLEMENTED);
    let mut invalid = files(&root.join("invalid"), IMPLEMENTED);
    let mut waiting: std::collections::BTreeMap<&str, usize> = Default::default();
    for list in [&mut valid, &mut invalid] {
        list.retain(|(dir, name)| match uses_pending_op(dir, name) {
            Some(p) => {
                *waiting.entry(p).or_default() += 1;
                false
            }
            None => true,
        });
    }
    if !waiting.is_empty() {
        let parts: Vec<String> = waiting.iter().map(|(p, n)| format!("{p} {n}")).collect();
        emit(&format!(
            "== dialects: NOT RUN — files of implemented directories that use ops not implemented yet: {}\n",
            parts.join(", ")
        ));
    }
    let mut outcomes = parallel_map(&valid, |(dir, name)| check_valid(&oracle, dir, name));
    outcomes.extend(parallel_map(&invalid, |(dir, name)| {
        check_invalid(&oracle, dir, name)
    }));
    let mut text = format!(
        "== dialects ({}): {} valid and {} invalid files\n",
        IMPLEMENTED.join(", "),
        valid.len(),
        invalid.len()
    );
    let failed: Vec<&Outcome> = outcomes.iter().filter(|o| o.failure.is_some()).collect();
    for o in &failed {
        text.push_str(&format!(
            "FAIL {}\n{}",
            o.name,
            o.failure.as_deref().unwrap_or_default()
        ));
    }
    let mut messages = 0;
    for o in outcomes.iter().filter(|o| o.failure.is_none()) {
        if let Some(m) = &o.message_mismatch {
            messages += 1;
            text.push_str(&format!("message mismatch {}: {m}\n", o.name));
        }
    }
    let locations = outcomes
        .iter()
        .filter(|o| o.failure.is_none() && o.location_mismatch)
        .count();
    text.push_str(&format!(
        "dialects: {} passed, {} failed; {messages} error message and {locations} error location mismatches (informational)\n",
        outcomes.len() - failed.len(),
        failed.len()
    ));
    emit(&text);
    assert!(
        failed.is_empty(),
        "{} dialect corpus files differ from mlir-opt-22",
        failed.len()
    );
}
