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

use std::path::Path;

use support::answers::Answers;
use support::corpus::{check_invalid, check_valid, files, report, Reference};
use support::{emit, locate_oracle, parallel_map, workspace_root, Oracle};

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
    "index",
    "ub",
    "complex",
    "vector",
    "llvm",
    "tosa",
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
            .filter(|d| {
                !IMPLEMENTED.contains(&d.as_str())
                    && !["util", "check", "flow", "iree_linalg_ext", "stablehlo"]
                        .contains(&d.as_str())
            })
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
    let answers = Answers::load(root.join("mlir-opt-22.answers"));
    let reference = Reference {
        path: &oracle,
        name: "mlir-opt-22",
        answers: &answers,
    };
    // Reported as `<dialect>/<file>`.
    let label = |dir: &Path, name: &str| {
        format!(
            "{}/{name}",
            dir.file_name().unwrap_or_default().to_string_lossy()
        )
    };
    let mut outcomes = parallel_map(&valid, |(dir, name)| {
        check_valid(&reference, dir, name, label(dir, name))
    });
    outcomes.extend(parallel_map(&invalid, |(dir, name)| {
        check_invalid(&reference, dir, name, label(dir, name))
    }));
    let title = format!(
        "== dialects ({}): {} valid and {} invalid files",
        IMPLEMENTED.join(", "),
        valid.len(),
        invalid.len()
    );
    let failed = report(&title, "dialects", &outcomes);
    let stale = answers.finish("mlir-opt-22");
    support::answers::report_problems("dialects", &stale);
    assert_eq!(
        failed, 0,
        "{failed} dialect corpus files differ from mlir-opt-22"
    );
}

/// Every corpus file is what `tests/dialects/generate.py` writes from
/// `cases/*.py`: a file added by hand would be deleted the next time the
/// corpus is regenerated, and an edited one overwritten.
#[test]
fn corpus_is_what_the_cases_generate() {
    let script = workspace_root().join("tests/dialects/generate.py");
    let out = std::process::Command::new("python3")
        .arg(&script)
        .arg("--check")
        .output()
        .expect("python3 runs tests/dialects/generate.py");
    assert!(
        out.status.success(),
        "the dialect corpus is not what its cases generate (add the file to \
         tests/dialects/cases/<dialect>.py and run generate.py):\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
