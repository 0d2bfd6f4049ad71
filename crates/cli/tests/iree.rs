//! Differential test of sigil's IREE dialects (`util`, `check`, `flow`,
//! `iree_linalg_ext`) and of StableHLO (IREE bundles it; the corpus is made
//! by `scripts/gen-stablehlo-corpus.py`) against IREE's `iree-opt` (from
//! `iree-base-compiler==3.13.0`), on the corpus in
//! `tests/dialects/{valid,invalid}/{util,check,flow,iree_linalg_ext,stablehlo}`.
//!
//! For every valid file: both tools must accept it, and sigil's custom
//! output (`sigil opt FILE`) and generic output (`--mlir-print-op-generic`)
//! must equal `iree-opt`'s byte for byte; sigil's custom output must read
//! back (by sigil) to the same text. Every invalid file must be rejected by
//! both, without sigil crashing; sigil's first error message is compared
//! with the file's `// MLIR-ERROR:` header (`iree-opt`'s) and its
//! line:column with `iree-opt`'s, for information only.
//!
//! A second test prints the sample of StableHLO's `dynamic/` testdata modules
//! (`tests/stablehlo-testdata/dynamic`, no checks to run) the same way.
//!
//! `iree-opt` is looked up by `support::iree::locate_iree_opt`
//! (`SIGIL_IREE_OPT`, then IREE's usual places). When it is missing the test is
//! skipped loudly, except under `CI=true`, where `scripts/install-iree.sh`
//! installs it (a failed install fails the test).
//!
//! Knobs: `SIGIL_DIFF_FILTER=substr`, `SIGIL_DIFF_THREADS=n`,
//! `SIGIL_IREE_OPT=/path/to/iree-opt`.

mod support;

use support::answers::Answers;
use support::corpus::{check_invalid, check_valid, files, report, Reference};
use support::iree::locate_iree_opt;
use support::{emit, parallel_map, workspace_root};

/// StableHLO's `dynamic/` testdata modules (exported from JAX with dynamic
/// shapes; they have no checks to run) in the pinned sample
/// `tests/stablehlo-testdata/dynamic`: each must print, in custom and generic
/// form, as iree-opt prints it, and read back.
#[test]
fn stablehlo_dynamic_modules_print_as_iree_opt() {
    let oracle = match locate_iree_opt("the StableHLO dynamic-module test") {
        Ok(path) => path,
        Err(message) => {
            emit(&message);
            return;
        }
    };
    let root = workspace_root().join("tests/stablehlo-testdata");
    let modules = files(&root, &["dynamic"]);
    let answers = Answers::load(root.join("iree-opt.answers"));
    let reference = Reference {
        path: &oracle,
        name: "iree-opt",
        answers: &answers,
    };
    let outcomes = parallel_map(&modules, |(dir, name)| {
        check_valid(&reference, dir, name, format!("dynamic/{name}"))
    });
    let title = format!(
        "== StableHLO dynamic modules ({}): {} files",
        oracle.display(),
        modules.len()
    );
    let failed = report(&title, "stablehlo-dynamic", &outcomes);
    let stale = answers.finish("iree-opt");
    support::answers::report_problems("stablehlo-dynamic", &stale);
    assert!(
        !modules.is_empty() || std::env::var("SIGIL_DIFF_FILTER").is_ok(),
        "no modules in tests/stablehlo-testdata/dynamic"
    );
    assert_eq!(
        failed, 0,
        "{failed} dynamic modules print otherwise than iree-opt"
    );
}

/// The corpus directories (under `valid/` and `invalid/`) checked here.
const DIALECTS: &[&str] = &["util", "check", "flow", "iree_linalg_ext", "stablehlo"];

#[test]
fn iree_corpus_matches_iree_opt() {
    let oracle = match locate_iree_opt("the util differential test") {
        Ok(path) => path,
        Err(message) => {
            emit(&message);
            return;
        }
    };
    let root = workspace_root().join("tests/dialects");
    let valid = files(&root.join("valid"), DIALECTS);
    let invalid = files(&root.join("invalid"), DIALECTS);
    let answers = Answers::load(root.join("iree-opt.answers"));
    let reference = Reference {
        path: &oracle,
        name: "iree-opt",
        answers: &answers,
    };
    let label = |kind: &str, dir: &std::path::Path, name: &str| {
        let d = dir.file_name().unwrap_or_default().to_string_lossy();
        format!("{kind}/{d}/{name}")
    };
    let mut outcomes = parallel_map(&valid, |(dir, name)| {
        check_valid(&reference, dir, name, label("valid", dir, name))
    });
    outcomes.extend(parallel_map(&invalid, |(dir, name)| {
        check_invalid(&reference, dir, name, label("invalid", dir, name))
    }));
    let title = format!(
        "== iree ({}): {} valid and {} invalid files of {}",
        oracle.display(),
        valid.len(),
        invalid.len(),
        DIALECTS.join(", ")
    );
    let failed = report(&title, "iree", &outcomes);
    let stale = answers.finish("iree-opt");
    support::answers::report_problems("iree", &stale);
    assert!(
        !valid.is_empty() || std::env::var("SIGIL_DIFF_FILTER").is_ok(),
        "no valid files in tests/dialects/valid/{{{}}}",
        DIALECTS.join(",")
    );
    assert_eq!(failed, 0, "{failed} IREE corpus files differ from iree-opt");
}
