//! Differential tests of `sigil opt` against the reference `mlir-opt-22`.
//!
//! * `corpus_matches_mlir_opt` runs every file of `tests/corpus/valid` through both tools
//!   (`--allow-unregistered-dialect --mlir-print-op-generic`, plus `--mlir-print-debuginfo`
//!   for `*.debuginfo.mlir` and `--split-input-file` for `*.split.mlir`) and requires exit 0
//!   and byte-identical stdout; every file of `tests/corpus/invalid` must be rejected by
//!   both, without sigil crashing (panic, signal or hang). The first `error:` message of
//!   sigil is compared with the file's `// MLIR-ERROR:` header and its line:column with
//!   mlir-opt's; a mismatch of either fails the test.
//! * `generated_modules_match_mlir_opt` does the same for random modules from
//!   `support::gen`, using fixed seeds plus any given in `SIGIL_DIFF_SEED`.
//!
//! The reference's answers are recorded (`tests/corpus/mlir-opt-22.answers` and
//! `generated.mlir-opt-22.answers`, see `support::answers`): it runs live on a sample of the
//! inputs, on any input without a usable record, and where sigil's output differs. Without `mlir-opt-22` the tests are skipped
//! loudly, except under `CI=true`, where `scripts/install-mlir.sh` installs it.
//!
//! Knobs: `SIGIL_DIFF_FILTER=substr` (corpus files to run), `SIGIL_DIFF_SEED=1,2,3` (extra
//! generator seeds), `SIGIL_DIFF_GEN_COUNT=n` (fixed seeds `0..n`, default 200),
//! `SIGIL_DIFF_THREADS=n`, `SIGIL_MLIR_OPT=/path/to/mlir-opt`.

mod support;

use std::path::{Path, PathBuf};

use support::answers::{fnv128, Answers};
use support::{
    clip, emit, expected_error_header, first_difference, first_error, flags_for_file_name, gen,
    line_col, locate_oracle, oracle_args, parallel_map, run_tool, sigil_args, sigil_binary,
    stderr_excerpt, workspace_root, Oracle, COMMON_FLAGS,
};

/// What happened to one input.
#[derive(Default)]
struct Outcome {
    name: String,
    /// A failure of the differential check, with its report.
    failure: Option<String>,
    /// Informational: sigil's first error message differs from mlir-opt's.
    message_mismatch: Option<String>,
    /// Informational: sigil's first error is at another line:column than mlir-opt's.
    location_mismatch: Option<String>,
}

impl Outcome {
    fn named(name: &str) -> Self {
        Outcome {
            name: name.to_string(),
            ..Outcome::default()
        }
    }

    fn fail(mut self, report: String) -> Self {
        self.failure = Some(report);
        self
    }
}

fn oracle_or_skip() -> Option<PathBuf> {
    match locate_oracle() {
        Oracle::Found(path) => Some(path),
        Oracle::Skip(message) => {
            emit(&message);
            None
        }
    }
}

/// `*.mlir` files of `dir`, sorted, restricted by `SIGIL_DIFF_FILTER` when set.
fn corpus_files(dir: &Path) -> Vec<String> {
    let filter = std::env::var("SIGIL_DIFF_FILTER").unwrap_or_default();
    let entries = std::fs::read_dir(dir)
        .unwrap_or_else(|err| panic!("cannot read corpus directory {}: {err}", dir.display()));
    let mut names: Vec<String> = entries
        .filter_map(|entry| entry.ok())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".mlir") && name.contains(filter.as_str()))
        .collect();
    names.sort();
    names
}

/// Valid input: both tools must succeed with identical stdout. The reference's answer is
/// recorded in `answers` under `key` (asked live on a sample, or when unrecorded; and live
/// when sigil's output differs, to show the difference).
fn compare_valid(
    oracle: &Path,
    answers: &Answers,
    key: &str,
    (dir, name): (&Path, &str),
    flags: &[&str],
    outcome: Outcome,
) -> Outcome {
    let source = std::fs::read(dir.join(name)).unwrap_or_default();
    let args = oracle_args(flags, name);
    let mut expected = answers.ask(oracle, key, &args, dir, &source);
    if !expected.answer.success() {
        let live = expected
            .live
            .get_or_insert_with(|| run_tool(oracle, &args, dir));
        return outcome.fail(format!(
            "  mlir-opt-22 rejected this input ({}); the input is wrong, not sigil:\n{}",
            live.describe_exit(),
            stderr_excerpt(&live.stderr)
        ));
    }
    let actual = run_tool(&sigil_binary(), &sigil_args(flags, name), dir);
    if !actual.success() {
        return outcome.fail(format!(
            "  sigil failed ({}) where mlir-opt-22 succeeded:\n{}",
            actual.describe_exit(),
            stderr_excerpt(&actual.stderr)
        ));
    }
    if fnv128(&[&actual.stdout]) != expected.answer.stdout {
        let recorded = expected.live.is_none();
        let live = expected
            .live
            .get_or_insert_with(|| run_tool(oracle, &args, dir));
        if recorded && live.stdout == actual.stdout {
            answers.problem(format!(
                "{key}: the recorded answer differs from the reference's live one"
            ));
        } else {
            return outcome.fail(format!(
                "  output differs from mlir-opt-22 (- mlir-opt-22, + sigil):\n{}",
                first_difference(&live.stdout, &actual.stdout)
            ));
        }
    }
    outcome
}

fn check_valid_file(oracle: &Path, answers: &Answers, dir: &Path, name: &str) -> Outcome {
    let flags = flags_for_file_name(name);
    let key = format!("valid/{name}");
    compare_valid(
        oracle,
        answers,
        &key,
        (dir, name),
        &flags,
        Outcome::named(name),
    )
}

/// Invalid input: both tools must fail; messages and positions are compared for
/// information only.
fn check_invalid_file(oracle: &Path, answers: &Answers, dir: &Path, name: &str) -> Outcome {
    let outcome = Outcome::named(name);
    let source = match std::fs::read(dir.join(name)) {
        Ok(source) => source,
        Err(err) => return outcome.fail(format!("  cannot read: {err}\n")),
    };
    let Some(header) = expected_error_header(&source) else {
        return outcome.fail("  missing `// MLIR-ERROR: <message>` header\n".to_string());
    };
    let flags = flags_for_file_name(name);
    let args = oracle_args(&flags, name);
    let key = format!("invalid/{name}");
    let expected = answers.ask(oracle, &key, &args, dir, &source).answer;
    if expected.success() {
        return outcome.fail(
            "  mlir-opt-22 accepted this input; it does not belong in the invalid corpus\n"
                .to_string(),
        );
    }
    let Some((oracle_location, oracle_message)) = expected.first_error else {
        let live = run_tool(oracle, &args, dir);
        return outcome.fail(format!(
            "  mlir-opt-22 failed ({}) without an `error:` line:\n{}",
            live.describe_exit(),
            stderr_excerpt(&live.stderr)
        ));
    };
    if oracle_message != header {
        return outcome.fail(format!(
            "  stale header: MLIR-ERROR says {header:?} but mlir-opt-22 says {oracle_message:?}\n"
        ));
    }
    let actual = run_tool(&sigil_binary(), &sigil_args(&flags, name), dir);
    if actual.success() {
        return outcome.fail(format!(
            "  sigil accepted input that mlir-opt-22 rejects with: {header}\n"
        ));
    }
    if actual.crashed() {
        return outcome.fail(format!(
            "  sigil crashed ({}) instead of reporting an error:\n{}",
            actual.describe_exit(),
            stderr_excerpt(&actual.stderr)
        ));
    }
    let mut outcome = outcome;
    match first_error(&actual.stderr) {
        None => {
            outcome.message_mismatch = Some(format!(
                "expected {:?}, sigil printed no `error:` line",
                clip(&header, 160)
            ))
        }
        Some((sigil_location, sigil_message)) => {
            if sigil_message != header {
                outcome.message_mismatch = Some(format!(
                    "expected {:?}, got {:?}",
                    clip(&header, 160),
                    clip(&sigil_message, 160)
                ));
            }
            let (want, got) = (line_col(&oracle_location), line_col(&sigil_location));
            if want != got {
                outcome.location_mismatch =
                    Some(format!("expected {want:?}, got {got:?} (line, column)"));
            }
        }
    }
    outcome
}

/// Emits per-input reports and the summary line; returns the number of failures.
fn report(title: &str, outcomes: &[Outcome]) -> usize {
    let mut text = format!("== {title}\n");
    let failed: Vec<&Outcome> = outcomes.iter().filter(|o| o.failure.is_some()).collect();
    for outcome in &failed {
        text.push_str(&format!(
            "FAIL {}\n{}",
            outcome.name,
            outcome.failure.as_deref().unwrap_or_default()
        ));
    }
    let messages: Vec<&Outcome> = outcomes
        .iter()
        .filter(|o| o.failure.is_none() && o.message_mismatch.is_some())
        .collect();
    for outcome in &messages {
        text.push_str(&format!(
            "message mismatch {}: {}\n",
            outcome.name,
            outcome.message_mismatch.as_deref().unwrap_or_default()
        ));
    }
    let mut locations = 0;
    for o in outcomes.iter().filter(|o| o.failure.is_none()) {
        if let Some(l) = &o.location_mismatch {
            locations += 1;
            text.push_str(&format!("location mismatch {}: {l}\n", o.name));
        }
    }
    text.push_str(&format!(
        "differential: {} passed, {} failed\n",
        outcomes.len() - failed.len(),
        failed.len()
    ));
    if outcomes.iter().any(|o| o.name.starts_with("invalid/")) {
        text.push_str(&format!(
            "differential: {} error message mismatches, {} error location mismatches \
             (each a failure)\n",
            messages.len(),
            locations
        ));
    }
    emit(&text);
    failed.len() + messages.len() + locations
}

#[test]
fn corpus_matches_mlir_opt() {
    let Some(oracle) = oracle_or_skip() else {
        return;
    };
    let corpus = workspace_root().join("tests/corpus");
    let valid_dir = corpus.join("valid");
    let invalid_dir = corpus.join("invalid");
    let valid = corpus_files(&valid_dir);
    let invalid = corpus_files(&invalid_dir);
    if std::env::var("SIGIL_DIFF_FILTER").is_err() {
        assert!(valid.len() >= 300, "valid corpus unexpectedly small");
        assert!(invalid.len() >= 80, "invalid corpus unexpectedly small");
    }
    let answers = Answers::load(corpus.join("mlir-opt-22.answers"));
    let mut outcomes = parallel_map(&valid, |name| {
        let mut outcome = check_valid_file(&oracle, &answers, &valid_dir, name);
        outcome.name = format!("valid/{name}");
        outcome
    });
    outcomes.extend(parallel_map(&invalid, |name| {
        let mut outcome = check_invalid_file(&oracle, &answers, &invalid_dir, name);
        outcome.name = format!("invalid/{name}");
        outcome
    }));
    let failed = report(
        &format!(
            "corpus: {} valid and {} invalid files",
            valid.len(),
            invalid.len()
        ),
        &outcomes,
    );
    support::answers::report_problems("differential corpus", &answers.finish("mlir-opt-22"));
    assert_eq!(
        failed, 0,
        "{failed} corpus files differ from mlir-opt-22 (see above)"
    );
}

/// Fixed seeds `0..SIGIL_DIFF_GEN_COUNT` (default 200) plus those in `SIGIL_DIFF_SEED`.
fn generator_seeds() -> Vec<u64> {
    let count: u64 = std::env::var("SIGIL_DIFF_GEN_COUNT")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(200);
    let mut seeds: Vec<u64> = (0..count).collect();
    if let Ok(extra) = std::env::var("SIGIL_DIFF_SEED") {
        for part in extra.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let seed = part
                .strip_prefix("0x")
                .map(|hex| u64::from_str_radix(hex, 16))
                .unwrap_or_else(|| part.parse())
                .unwrap_or_else(|_| panic!("SIGIL_DIFF_SEED: {part:?} is not a u64"));
            if !seeds.contains(&seed) {
                seeds.push(seed);
            }
        }
    }
    seeds
}

fn check_generated(oracle: &Path, answers: &Answers, dir: &Path, seed: u64) -> Outcome {
    let module = gen::generate(seed);
    let name = format!("gen-{seed}.mlir");
    let path = dir.join(&name);
    let outcome = Outcome::named(&format!("seed {seed}"));
    if let Err(err) = std::fs::write(&path, module.text.as_bytes()) {
        return outcome.fail(format!("  cannot write {}: {err}\n", path.display()));
    }
    let mut flags: Vec<&str> = COMMON_FLAGS.to_vec();
    if module.debuginfo {
        flags.push("--mlir-print-debuginfo");
    }
    let key = format!("seed {seed}");
    let mut outcome = compare_valid(oracle, answers, &key, (dir, &name), &flags, outcome);
    match &mut outcome.failure {
        Some(report) => report.push_str(&format!(
            "    module kept at {} (seed {seed}, flags: {}); rerun with SIGIL_DIFF_SEED={seed}\n",
            path.display(),
            flags.join(" ")
        )),
        None => {
            let _ = std::fs::remove_file(&path);
        }
    }
    outcome
}

#[test]
fn generated_modules_match_mlir_opt() {
    let Some(oracle) = oracle_or_skip() else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("sigil-differential-{}", std::process::id()));
    std::fs::create_dir_all(&dir)
        .unwrap_or_else(|err| panic!("cannot create {}: {err}", dir.display()));
    let seeds = generator_seeds();
    let answers =
        Answers::load(workspace_root().join("tests/corpus/generated.mlir-opt-22.answers"));
    let outcomes = parallel_map(&seeds, |&seed| {
        check_generated(&oracle, &answers, &dir, seed)
    });
    let failed = report(
        &format!("generated modules: {} seeds", seeds.len()),
        &outcomes,
    );
    // Only failing modules are left behind; drop the directory when it is empty.
    let _ = std::fs::remove_dir(&dir);
    support::answers::report_problems("generated modules", &answers.finish("mlir-opt-22"));
    assert_eq!(
        failed, 0,
        "{failed} generated modules differ from mlir-opt-22 (see above)"
    );
}
