//! Differential test of sigil's `util` dialect against IREE's `iree-opt`
//! (from `iree-base-compiler==3.13.0`), on the corpus in
//! `tests/dialects/{valid,invalid}/util`.
//!
//! For every valid file: both tools must accept it, and sigil's custom
//! output (`sigil opt FILE`) and generic output (`--mlir-print-op-generic`)
//! must equal `iree-opt`'s byte for byte; sigil's custom output must read
//! back (by sigil) to the same text. Every invalid file must be rejected by
//! both, without sigil crashing; sigil's first error message is compared
//! with the file's `// MLIR-ERROR:` header (`iree-opt`'s) and its
//! line:column with `iree-opt`'s, for information only.
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

/// The corpus directory (under `valid/` and `invalid/`) checked here.
const DIALECT: &str = "util";

#[test]
fn util_corpus_matches_iree_opt() {
    let oracle = match locate_iree_opt("the util differential test") {
        Ok(path) => path,
        Err(message) => {
            emit(&message);
            return;
        }
    };
    let root = workspace_root().join("tests/dialects");
    let valid_dir = root.join("valid").join(DIALECT);
    let valid = files(&root.join("valid"), &[DIALECT]);
    let invalid = files(&root.join("invalid"), &[DIALECT]);
    let answers = Answers::load(root.join("iree-opt.answers"));
    let reference = Reference {
        path: &oracle,
        name: "iree-opt",
        answers: &answers,
    };
    let mut outcomes = parallel_map(&valid, |(dir, name)| {
        check_valid(&reference, dir, name, format!("valid/{DIALECT}/{name}"))
    });
    outcomes.extend(parallel_map(&invalid, |(dir, name)| {
        check_invalid(&reference, dir, name, format!("invalid/{DIALECT}/{name}"))
    }));
    let title = format!(
        "== iree ({}): {} valid and {} invalid files of {DIALECT}",
        oracle.display(),
        valid.len(),
        invalid.len()
    );
    let failed = report(&title, "iree", &outcomes);
    let stale = answers.finish("iree-opt");
    support::answers::report_problems("iree", &stale);
    assert!(
        !valid.is_empty() || std::env::var("SIGIL_DIFF_FILTER").is_ok(),
        "no files in {}",
        valid_dir.display()
    );
    assert_eq!(failed, 0, "{failed} util corpus files differ from iree-opt");
}
