//! MLIR's own test files as the yardstick: every file of
//! `tests/mlir-tests/` (copied verbatim from llvm-project's `mlir/test/`,
//! see `tests/mlir-tests/ORIGIN.md` and `MANIFEST.tsv`) is run through
//! `sigil opt` and `mlir-opt-22` with the parse/print flags of each of its
//! RUN lines, and the two must agree: the same exit code, the same standard
//! output byte for byte, and the same first `error:` line (location and
//! message). A `--verify-diagnostics` run is compared whole: both pass, or
//! both fail with the same standard error, every unexpected or missing
//! diagnostic alike (its hash is recorded with the answer).
//!
//! Only the parse/print/verify part of a RUN line is used: the flags
//! `--allow-unregistered-dialect`, `--split-input-file`,
//! `--verify-diagnostics`, `--mlir-print-op-generic` and
//! `--mlir-print-debuginfo` (with one or two dashes). Everything else on
//! the line — passes (`-canonicalize`, `-cse`, `--pass-pipeline=...`),
//! pipes into FileCheck or a second `mlir-opt` — is dropped, so both tools
//! just parse, verify and print the input. The comparison is against
//! `mlir-opt-22` run on the same file, never against the CHECK lines.
//!
//! `mlir-opt-22`'s answers are recorded in `tests/mlir-tests/mlir-opt-22.answers`
//! (`support/answers.rs`: refreshed with `SIGIL_REFRESH_ANSWERS=1`; a twentieth
//! is run live every time; under `CI=true` a missing or stale answer fails).
//!
//! The ratchet `tests/mlir-tests/expected.txt` has one line per file and
//! configuration, `match` or `differ <reason>`: the test fails when a
//! `match` stops matching, when a `differ` starts matching (update the
//! list), and when a configuration is missing from the list or listed but
//! gone. `SIGIL_UPDATE_EXPECTED=1` rewrites the list from this run, keeping
//! the reasons written for configurations that still differ.
//!
//! Knobs: `SIGIL_DIFF_FILTER=substr` (on the configuration's key),
//! `SIGIL_DIFF_THREADS=n`, `SIGIL_MLIR_OPT=/path`, `SIGIL_MLIR_TESTS_VERBOSE=1`
//! (show the difference for every configuration that differs, expected or
//! not).

mod support;

use std::path::{Path, PathBuf};

use support::answers::{fnv128, Answers};
use support::ratchet::{self, collect_mlir_files, describe, load_expected, run_lines, Outcome};
use support::{emit, first_difference, first_error, locate_oracle, parallel_map, run_tool, Oracle};

/// The parse/print flags kept from a RUN line, in the order they are passed.
const KEPT_FLAGS: [&str; 5] = [
    "--allow-unregistered-dialect",
    "--split-input-file",
    "--verify-diagnostics",
    "--mlir-print-op-generic",
    "--mlir-print-debuginfo",
];

/// The first lines of `expected.txt`.
const HEADER: &str = "# Ratchet of crates/cli/tests/mlir_tests.rs: one line per file and parse/print configuration\n\
     # (path under mlir/test, then its flags), TAB, then `match` or `differ <reason>`.\n";

fn root() -> PathBuf {
    support::workspace_root().join("tests/mlir-tests")
}

/// One row of `MANIFEST.tsv`.
struct Entry {
    path: String,
    used: bool,
}

fn manifest() -> Vec<Entry> {
    let text = std::fs::read_to_string(root().join("MANIFEST.tsv"))
        .expect("tests/mlir-tests/MANIFEST.tsv is readable");
    let mut out = Vec::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let f: Vec<&str> = line.split('\t').collect();
        assert!(
            f.len() >= 3 && f[1].len() == 40,
            "MANIFEST.tsv: malformed line {line:?} (path, commit, used|left-out, reason)"
        );
        let used = match f[2] {
            "used" => true,
            "left-out" => {
                assert!(
                    f.get(3).is_some_and(|r| !r.trim().is_empty()),
                    "MANIFEST.tsv: {} is left out without a reason",
                    f[0]
                );
                false
            }
            other => panic!(
                "MANIFEST.tsv: {}: status {other:?} is not used or left-out",
                f[0]
            ),
        };
        out.push(Entry {
            path: f[0].to_string(),
            used,
        });
    }
    out
}

/// The kept flags of a RUN line's first `mlir-opt` command, or `None` when
/// the line runs no `mlir-opt` on the file.
fn parse_print_flags(run: &str) -> Option<Vec<&'static str>> {
    let segment = run
        .split('|')
        .find(|s| s.split_whitespace().any(|w| w == "mlir-opt"))?;
    let words: Vec<&str> = segment.split_whitespace().collect();
    // `mlir-opt <%s` reads the file from standard input; both tools are
    // given it as an argument instead (diagnostics then name the file).
    if !words.iter().any(|&w| w == "%s" || w == "<%s") {
        return None;
    }
    let mut flags = Vec::new();
    for w in words {
        let bare = w.trim_start_matches('-');
        if let Some(f) = KEPT_FLAGS
            .iter()
            .find(|f| f.trim_start_matches('-') == bare && w.starts_with('-'))
        {
            if !flags.contains(f) {
                flags.push(*f);
            }
        }
    }
    flags.sort_by_key(|f| KEPT_FLAGS.iter().position(|k| k == f));
    Some(flags)
}

/// One file run with one set of flags.
struct Config {
    path: String,
    flags: Vec<&'static str>,
}

impl Config {
    fn key(&self) -> String {
        if self.flags.is_empty() {
            self.path.clone()
        } else {
            format!("{} {}", self.path, self.flags.join(" "))
        }
    }
}

/// The `line:col` part of a diagnostic location (`file:L:C`).
fn short_loc(loc: &str) -> String {
    match support::line_col(loc) {
        Some((l, c)) => format!("{l}:{c}"),
        None => loc.to_string(),
    }
}

fn check(reference: &Path, answers: &Answers, config: &Config, verbose: bool) -> Outcome {
    let dir = root();
    let input = std::fs::read(dir.join(&config.path)).unwrap_or_default();
    let mut ref_args: Vec<&str> = config.flags.clone();
    ref_args.push(&config.path);
    let key = config.key();
    // A `--verify-diagnostics` run is compared diagnostic by diagnostic:
    // the whole standard error (every unexpected or missing diagnostic).
    let verify = config.flags.contains(&"--verify-diagnostics");
    let reply = if verify {
        answers.ask_with_stderr(reference, &key, &ref_args, &dir, &input)
    } else {
        answers.ask(reference, &key, &ref_args, &dir, &input)
    };
    let want = reply.answer;
    let mut sigil_args = vec!["opt"];
    sigil_args.extend_from_slice(&ref_args);
    let got = run_tool(&support::sigil_binary(), &sigil_args, &dir);
    let got_code = got.code.unwrap_or(-1);
    let got_err = first_error(&got.stderr);
    let mut reasons = Vec::new();
    if got.crashed() {
        reasons.push(format!("sigil crashed ({})", got.describe_exit()));
    } else if got_code != want.code {
        reasons.push(format!("exit code {got_code} (mlir-opt-22: {})", want.code));
    }
    if fnv128(&[&got.stdout]) != want.stdout {
        reasons.push("output differs".to_string());
    }
    if verify
        && want.stderr.is_some_and(|h| h != fnv128(&[&got.stderr]))
        && got_err == want.first_error
    {
        reasons.push("diagnostics differ after the first".to_string());
    }
    if got_err != want.first_error {
        let show = |e: &Option<(String, String)>| match e {
            Some((loc, msg)) => format!("{} {}", short_loc(loc), support::clip(msg, 90)),
            None => "none".to_string(),
        };
        reasons.push(format!(
            "first error: sigil {} / mlir-opt-22 {}",
            show(&got_err),
            show(&want.first_error)
        ));
    }
    if reasons.is_empty() {
        return Outcome {
            key,
            differs: None,
            detail: String::new(),
        };
    }
    let mut detail = format!(
        "    sigil:       {}\n    mlir-opt-22: {}\n",
        describe(got_code, &got_err),
        describe(want.code, &want.first_error)
    );
    if verbose || std::env::var_os("SIGIL_MLIR_TESTS_VERBOSE").is_some() {
        let live = reply
            .live
            .unwrap_or_else(|| run_tool(reference, &ref_args, &dir));
        if live.stdout != got.stdout {
            detail.push_str(&first_difference(&live.stdout, &got.stdout));
        }
        if live.stderr != got.stderr {
            detail.push_str("    stderr, mlir-opt-22 then sigil:\n");
            for (who, err) in [("-", &live.stderr), ("+", &got.stderr)] {
                for line in String::from_utf8_lossy(err).lines().take(12) {
                    detail.push_str(&format!("    {who} {}\n", support::clip(line, 200)));
                }
            }
        }
    }
    Outcome {
        key,
        differs: Some(reasons.join("; ")),
        detail,
    }
}

#[test]
fn mlir_test_files_match_mlir_opt() {
    let entries = manifest();
    // Every copied file is listed, and every used file is there.
    let mut on_disk = Vec::new();
    collect_mlir_files(&root(), &root(), &mut on_disk);
    for f in &on_disk {
        assert!(
            entries.iter().any(|e| e.used && &e.path == f),
            "tests/mlir-tests/{f} is not listed as used in MANIFEST.tsv"
        );
    }
    for e in entries.iter().filter(|e| e.used) {
        assert!(
            on_disk.contains(&e.path),
            "MANIFEST.tsv lists {} as used but tests/mlir-tests/{} is missing",
            e.path,
            e.path
        );
    }
    let oracle = match locate_oracle() {
        Oracle::Found(path) => path,
        Oracle::Skip(message) => {
            emit(&message);
            return;
        }
    };
    let filter = std::env::var("SIGIL_DIFF_FILTER").unwrap_or_default();
    let mut configs = Vec::new();
    for e in entries.iter().filter(|e| e.used) {
        let text = std::fs::read_to_string(root().join(&e.path)).unwrap_or_default();
        let mut seen: Vec<Vec<&'static str>> = Vec::new();
        for run in run_lines(&text) {
            if let Some(flags) = parse_print_flags(&run) {
                if !seen.contains(&flags) {
                    seen.push(flags);
                }
            }
        }
        assert!(
            !seen.is_empty(),
            "{}: no RUN line runs mlir-opt on the file; list it as left out",
            e.path
        );
        for flags in seen {
            let config = Config {
                path: e.path.clone(),
                flags,
            };
            if config.key().contains(filter.as_str()) {
                configs.push(config);
            }
        }
    }
    let answers = Answers::load(root().join("mlir-opt-22.answers"));
    let expected_path = root().join("expected.txt");
    let expected = load_expected(&expected_path);
    let outcomes = parallel_map(&configs, |c| {
        // Configurations expected to match get the live difference when they do not.
        let verbose = !matches!(expected.get(&c.key()), Some(Some(_)));
        check(&oracle, &answers, c, verbose)
    });
    let matched = outcomes.iter().filter(|o| o.differs.is_none()).count();
    let report = format!(
        "== mlir-tests: {matched} of {} configurations match mlir-opt-22 ({} files used, {} left out; passes dropped from RUN lines)\n",
        outcomes.len(),
        entries.iter().filter(|e| e.used).count(),
        entries.iter().filter(|e| !e.used).count(),
    );
    let stale = answers.finish("mlir-opt-22");
    support::answers::report_problems("mlir-tests", &stale);
    ratchet::judge(
        "mlir-tests",
        "configurations",
        &expected_path,
        HEADER,
        &expected,
        &outcomes,
        !filter.is_empty(),
        report,
    );
}

#[test]
fn run_lines_give_parse_print_flags() {
    let text = "// RUN: mlir-opt -allow-unregistered-dialect %s -split-input-file \\\n\
                // RUN:   -verify-diagnostics -canonicalize | FileCheck %s\n\
                // RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s\n\
                // RUN: mlir-translate %s | FileCheck %s\n\
                func.func @f() { return }\n";
    let runs = run_lines(text);
    assert_eq!(runs.len(), 3);
    assert_eq!(
        parse_print_flags(&runs[0]),
        Some(vec![
            "--allow-unregistered-dialect",
            "--split-input-file",
            "--verify-diagnostics"
        ])
    );
    assert_eq!(
        parse_print_flags(&runs[1]),
        Some(vec!["--mlir-print-op-generic"])
    );
    assert_eq!(parse_print_flags(&runs[2]), None);
}
