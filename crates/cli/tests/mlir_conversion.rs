//! MLIR's own conversion tests as the yardstick for sigil's lowering passes:
//! every file of `tests/mlir-conversion/` (copied from llvm-project's
//! `mlir/test/`, see `tests/mlir-conversion/ORIGIN.md` and `MANIFEST.tsv`)
//! is run through `sigil opt` and `mlir-opt-22` with the whole `mlir-opt`
//! command of each of its RUN lines, passes and options included, and the
//! two must agree: the same exit code, the same standard output byte for
//! byte, and the same first `error:` line. A `--verify-diagnostics` run is
//! compared whole (the hash of its standard error is recorded with the
//! answer).
//!
//! Unlike `mlir_tests.rs`, which keeps only the parse/print flags of a RUN
//! line, this suite is about what the passes print, so it keeps every
//! argument of the line's first `mlir-opt` command except the input (`%s`,
//! `<%s`; both tools are given the file as an argument) and `-o -`. Pipes
//! into FileCheck are dropped: the oracle is `mlir-opt-22` on the same
//! input and flags, never the CHECK lines.
//!
//! `mlir-opt-22`'s answers are recorded in `tests/mlir-conversion/mlir-opt-22.answers`
//! (`support/answers.rs`: refreshed with `SIGIL_REFRESH_ANSWERS=1`; a twentieth
//! is run live every time; under `CI=true` a missing or stale answer fails).
//!
//! The ratchet `tests/mlir-conversion/expected.txt` has one line per file and
//! RUN line, `match` or `differ <reason>`, and works as `mlir_tests.rs`'s:
//! `SIGIL_UPDATE_EXPECTED=1` rewrites it, keeping the reasons written for
//! lines that still differ. Knobs: `SIGIL_DIFF_FILTER=substr`,
//! `SIGIL_MLIR_TESTS_VERBOSE=1` (show every difference).
//!
//! A second suite runs the files of `tests/tosa-passes/` the same way: cases
//! written for sigil in MLIR's test-file form (a RUN line per configuration)
//! for the TOSA passes whose MLIR test files cannot be had in a version
//! `mlir-opt-22` reads. It has its own answers and ratchet there, and no
//! manifest (every file is used).

mod support;

use std::path::{Path, PathBuf};

use support::answers::{fnv128, Answers};
use support::ratchet::{self, collect_mlir_files, describe, load_expected, run_lines, Outcome};
use support::{emit, first_difference, first_error, locate_oracle, parallel_map, run_tool, Oracle};

/// The first lines of `expected.txt`.
const HEADER: &str = "# Ratchet of crates/cli/tests/mlir_conversion.rs: one line per file and RUN line (path under\n\
     # mlir/test, then the mlir-opt arguments), TAB, then `match` or `differ <reason>`.\n";

fn root() -> PathBuf {
    support::workspace_root().join("tests/mlir-conversion")
}

fn tosa_passes_root() -> PathBuf {
    support::workspace_root().join("tests/tosa-passes")
}

/// The used paths of `MANIFEST.tsv` (path, commit, used|left-out, reason).
fn used_files() -> (Vec<String>, usize) {
    let text = std::fs::read_to_string(root().join("MANIFEST.tsv"))
        .expect("tests/mlir-conversion/MANIFEST.tsv is readable");
    let mut used = Vec::new();
    let mut left_out = 0;
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let f: Vec<&str> = line.split('\t').collect();
        assert!(
            f.len() >= 3 && f[1].len() == 40,
            "MANIFEST.tsv: malformed line {line:?} (path, commit, used|left-out, reason)"
        );
        match f[2] {
            "used" => used.push(f[0].to_string()),
            "left-out" => {
                assert!(
                    f.get(3).is_some_and(|r| !r.trim().is_empty()),
                    "MANIFEST.tsv: {} is left out without a reason",
                    f[0]
                );
                left_out += 1;
            }
            other => panic!("MANIFEST.tsv: {}: status {other:?}", f[0]),
        }
    }
    (used, left_out)
}

/// Splits a shell command line into words (double and single quotes,
/// backslash escapes) and pipeline stages (`|` outside quotes).
fn shell_stages(line: &str) -> Vec<Vec<String>> {
    let mut stages = vec![Vec::new()];
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' | '\'' => {
                in_word = true;
                for q in chars.by_ref() {
                    if q == c {
                        break;
                    }
                    word.push(q);
                }
            }
            '\\' => {
                in_word = true;
                if let Some(n) = chars.next() {
                    word.push(n);
                }
            }
            '|' => {
                if in_word {
                    stages
                        .last_mut()
                        .expect("a stage")
                        .push(std::mem::take(&mut word));
                    in_word = false;
                }
                stages.push(Vec::new());
            }
            c if c.is_whitespace() => {
                if in_word {
                    stages
                        .last_mut()
                        .expect("a stage")
                        .push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            c => {
                in_word = true;
                word.push(c);
            }
        }
    }
    if in_word {
        stages.last_mut().expect("a stage").push(word);
    }
    stages
}

/// The arguments of a RUN line's first `mlir-opt` command on the file,
/// without the input and `-o -`; `None` when the line runs none.
fn opt_args(run: &str) -> Option<Vec<String>> {
    let stages = shell_stages(run);
    let words = stages
        .iter()
        .find(|s| s.first().is_some_and(|w| w == "mlir-opt"))?;
    if !words.iter().any(|w| w == "%s" || w == "<%s") {
        return None;
    }
    let mut out = Vec::new();
    let mut i = 1;
    while i < words.len() {
        let w = &words[i];
        if w == "%s" || w == "<%s" {
        } else if w == "-o" && words.get(i + 1).is_some_and(|n| n == "-") {
            i += 1;
        } else {
            out.push(w.clone());
        }
        i += 1;
    }
    Some(out)
}

/// One file run with one RUN line's arguments.
struct Config {
    path: String,
    args: Vec<String>,
}

impl Config {
    fn key(&self) -> String {
        format!("{} {}", self.path, self.args.join(" "))
    }
}

fn check(
    dir: &Path,
    reference: &Path,
    answers: &Answers,
    config: &Config,
    verbose: bool,
) -> Outcome {
    let dir = dir.to_path_buf();
    let input = std::fs::read(dir.join(&config.path)).unwrap_or_default();
    let mut ref_args: Vec<&str> = config.args.iter().map(String::as_str).collect();
    ref_args.push(&config.path);
    let key = config.key();
    let verify = config
        .args
        .iter()
        .any(|a| a.trim_start_matches('-') == "verify-diagnostics");
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
            Some((loc, msg)) => {
                let at = match support::line_col(loc) {
                    Some((l, c)) => format!("{l}:{c}"),
                    None => loc.clone(),
                };
                format!("{at} {}", support::clip(msg, 90))
            }
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
fn mlir_conversion_tests_match_mlir_opt() {
    let (used, left_out) = used_files();
    let mut on_disk = Vec::new();
    collect_mlir_files(&root(), &root(), &mut on_disk);
    for f in &on_disk {
        assert!(
            used.contains(f),
            "tests/mlir-conversion/{f} is not listed as used in MANIFEST.tsv"
        );
    }
    for f in &used {
        assert!(
            on_disk.contains(f),
            "MANIFEST.tsv lists {f} as used but it is missing"
        );
    }
    run_suite(
        "mlir-conversion",
        &root(),
        &used,
        &format!("{} files used, {left_out} left out", used.len()),
        HEADER,
    );
}

#[test]
fn tosa_pass_cases_match_mlir_opt() {
    let mut files = Vec::new();
    collect_mlir_files(&tosa_passes_root(), &tosa_passes_root(), &mut files);
    files.sort();
    assert!(!files.is_empty(), "tests/tosa-passes holds no .mlir file");
    run_suite(
        "tosa-passes",
        &tosa_passes_root(),
        &files,
        &format!("{} files", files.len()),
        TOSA_PASSES_HEADER,
    );
}

/// The first lines of `tests/tosa-passes/expected.txt`.
const TOSA_PASSES_HEADER: &str = "# Ratchet of crates/cli/tests/mlir_conversion.rs (tosa_pass_cases_match_mlir_opt): one line per\n\
     # file and RUN line (the mlir-opt arguments), TAB, then `match` or `differ <reason>`.\n";

/// Runs every RUN line of `files` (under `dir`) through both tools and
/// judges the outcomes against `dir/expected.txt`.
fn run_suite(name: &str, dir: &Path, files: &[String], what: &str, header: &str) {
    let oracle = match locate_oracle() {
        Oracle::Found(path) => path,
        Oracle::Skip(message) => {
            emit(&message);
            return;
        }
    };
    let filter = std::env::var("SIGIL_DIFF_FILTER").unwrap_or_default();
    let mut configs = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(dir.join(path)).unwrap_or_default();
        let mut seen: Vec<Vec<String>> = Vec::new();
        for run in run_lines(&text) {
            if let Some(args) = opt_args(&run) {
                if !seen.contains(&args) {
                    seen.push(args);
                }
            }
        }
        assert!(!seen.is_empty(), "{path}: no RUN line runs mlir-opt on it");
        for args in seen {
            let config = Config {
                path: path.clone(),
                args,
            };
            if config.key().contains(filter.as_str()) {
                configs.push(config);
            }
        }
    }
    let answers = Answers::load(dir.join("mlir-opt-22.answers"));
    let expected_path = dir.join("expected.txt");
    let expected = load_expected(&expected_path);
    let outcomes = parallel_map(&configs, |c| {
        let verbose = !matches!(expected.get(&c.key()), Some(Some(_)));
        check(dir, &oracle, &answers, c, verbose)
    });
    let matched = outcomes.iter().filter(|o| o.differs.is_none()).count();
    let report = format!(
        "== {name}: {matched} of {} RUN lines match mlir-opt-22 ({what})\n",
        outcomes.len(),
    );
    let stale = answers.finish("mlir-opt-22");
    support::answers::report_problems(name, &stale);
    ratchet::judge(
        name,
        "RUN lines",
        &expected_path,
        header,
        &expected,
        &outcomes,
        !filter.is_empty(),
        report,
    );
}

#[test]
fn run_lines_give_mlir_opt_arguments() {
    let text = "// RUN: mlir-opt --split-input-file --tosa-to-arith=\"include-apply-rescale=true use-32-bit=true\" %s -verify-diagnostics -o -| FileCheck %s\n\
                // RUN: mlir-opt --split-input-file -pass-pipeline=\"builtin.module(func.func(tosa-to-tensor))\" %s \\\n\
                // RUN:   -verify-diagnostics\n\
                // RUN: mlir-translate %s | FileCheck %s\n";
    let runs = run_lines(text);
    assert_eq!(runs.len(), 3);
    assert_eq!(
        opt_args(&runs[0]),
        Some(vec![
            "--split-input-file".to_string(),
            "--tosa-to-arith=include-apply-rescale=true use-32-bit=true".to_string(),
            "-verify-diagnostics".to_string(),
        ])
    );
    assert_eq!(
        opt_args(&runs[1]),
        Some(vec![
            "--split-input-file".to_string(),
            "-pass-pipeline=builtin.module(func.func(tosa-to-tensor))".to_string(),
            "-verify-diagnostics".to_string(),
        ])
    );
    assert_eq!(opt_args(&runs[2]), None);
}
