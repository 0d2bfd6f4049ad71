//! Differential tests of `sigil opt`'s passes against `mlir-opt-22`.
//!
//! Every module of the repository's corpora (the round-trip corpus
//! `tests/corpus/valid`, the dialect suite `tests/dialects/valid`, the
//! lowered modules `tests/lowered`, the file tests `tests/filetests`, and
//! the pass cases `tests/passes`, written for what the passes decide) is
//! run through one pipeline of every MLIR pass sigil implements, with the IR
//! printed after each pass:
//!
//! `print-op-stats, cse, func.func(cse), loop-invariant-code-motion, control-flow-sink,
//! lower-affine, arith-expand{include-bf16=true include-f4e2m1=true include-f8e8m0=true},
//! convert-scf-to-cf, print-op-stats{json}, strip-debuginfo, symbol-privatize{exclude=main},
//! symbol-dce`
//!
//! (the symbol passes last: they erase every function but `main` and what it uses, so a pass
//! after them would see little of the corpus).
//!
//! Both tools get `--allow-unregistered-dialect --mlir-print-ir-after-all
//! --mlir-disable-threading` (mlir-opt's dumps of a nested pipeline come in
//! thread order otherwise), plus the flags the file name asks for
//! (`*.debuginfo.mlir`, `*.split.mlir`); stdout (the final module), stderr
//! (the dumps and the op statistics) and the exit status must be byte for
//! byte the same. sigil is then run again with threads and without dumps
//! (the pass-by-pass order, whose analyses run in parallel) on each input
//! with two functions or more: its stdout must be the same again.
//!
//! A second suite runs MLIR's `canonicalize` the same way, top-down, then
//! `cse`, then bottom-up (`canonicalize,cse,canonicalize{top-down=false}`);
//! a third runs `inline` (whose dumps include those of the `canonicalize`
//! it runs on each callable), a fourth `sccp` on each function, then on the
//! module, a fifth `convert-linalg-to-loops` then `linalg-generalize-named-ops`.
//! sigil has part of MLIR's fold hooks and canonicalization patterns, so the
//! inputs where a missing one shows are listed, with the missing piece, in
//! `tests/passes/canonicalize.known` (and `inline.known`): a ratchet both ways (a listed input
//! that starts to match must leave the list, an unlisted one that differs
//! fails).
//!
//! Inputs mlir-opt-22 rejects are skipped, and so are inputs whose plain
//! round trip (no pass) already differs between the tools: such a difference
//! is the printer's or the parser's, outside the passes, and the corpus
//! differential tests own it. Their number is printed and ratcheted
//! ([`MAX_ROUND_TRIP_DIFFERENCES`]). A difference after passes whose cause is
//! outside them (a region body the printer does not show) or that a pass
//! lacks is listed in `tests/passes/passes.known` with its reason; such an
//! input must keep differing (the list is a ratchet both ways too).
//!
//! mlir-opt-22's answers are recorded (`tests/passes/mlir-opt-22.answers`, see
//! `support::answers`: starting it twice per input was most of the suite's time); it runs
//! live on a sample, on inputs without a usable record, and wherever sigil differs from the
//! record (also to tell whether the input's plain round trip already differs).
//!
//! Without `mlir-opt-22` the test is skipped loudly, except under `CI=true`,
//! where it is installed. Knobs: `SIGIL_DIFF_FILTER=substr` (inputs whose
//! path contains it), `SIGIL_DIFF_THREADS=n`.

mod support;

use std::path::{Path, PathBuf};

use support::answers::{fnv128, Answer, Answers};
use support::{
    emit, first_difference, locate_oracle, name_flags, parallel_map, run_tool, sigil_binary,
    stderr_excerpt, workspace_root, Oracle, RunOutput,
};

/// A pipeline every input runs through, with its record and its known differences.
struct Suite {
    name: &'static str,
    pipeline: &'static str,
    /// mlir-opt-22's answers, relative to the workspace.
    answers: &'static str,
    /// Known differences.
    known: Known,
    /// Whether a second run with threads must give the same output.
    threads: bool,
}

/// A file of `path<TAB>reason` lines.
enum Known {
    File(&'static str),
}

/// The pipeline of every pass but `canonicalize`.
const PASSES: Suite = Suite {
    name: "passes differential",
    pipeline: "--pass-pipeline=builtin.module(print-op-stats,cse,func.func(cse),loop-invariant-code-motion,control-flow-sink,lower-affine,arith-expand{include-bf16=true include-f4e2m1=true include-f8e8m0=true},convert-scf-to-cf,print-op-stats{json},strip-debuginfo,symbol-privatize{exclude=main},symbol-dce)",
    answers: "tests/passes/mlir-opt-22.answers",
    known: Known::File("tests/passes/passes.known"),
    threads: true,
};

/// `canonicalize` both ways around a `cse`.
const CANONICALIZE: Suite = Suite {
    name: "canonicalize differential",
    pipeline: "--pass-pipeline=builtin.module(canonicalize,cse,canonicalize{top-down=false})",
    answers: "tests/passes/canonicalize.mlir-opt-22.answers",
    known: Known::File("tests/passes/canonicalize.known"),
    threads: false,
};

/// `inline` with its default simplification pipeline (`canonicalize`).
const INLINE: Suite = Suite {
    name: "inline differential",
    pipeline: "--pass-pipeline=builtin.module(inline)",
    answers: "tests/passes/inline.mlir-opt-22.answers",
    known: Known::File("tests/passes/inline.known"),
    threads: false,
};

/// `sccp` on each function alone (calls leave the analysis), then on the
/// module (constants through the arguments and results of private functions).
const SCCP: Suite = Suite {
    name: "sccp differential",
    pipeline: "--pass-pipeline=builtin.module(func.func(sccp),sccp)",
    answers: "tests/passes/sccp.mlir-opt-22.answers",
    known: Known::File("tests/passes/sccp.known"),
    threads: false,
};

/// The `linalg` passes: ops on buffers lowered to loops, then the other
/// named ops generalized.
const LINALG: Suite = Suite {
    name: "linalg differential",
    pipeline: "--pass-pipeline=builtin.module(convert-linalg-to-loops,linalg-generalize-named-ops)",
    answers: "tests/passes/linalg.mlir-opt-22.answers",
    known: Known::File("tests/passes/linalg.known"),
    threads: false,
};

/// Inputs whose round trip without passes differs between the tools (a
/// parser or printer difference, not a pass's) may be at most this many;
/// lower it when they get fixed.
const MAX_ROUND_TRIP_DIFFERENCES: usize = 40;

enum Outcome {
    Same,
    /// mlir-opt-22 rejects the input.
    Rejected,
    /// The tools already differ without passes.
    RoundTripDiffers,
    /// mlir-opt-22 crashes on the input with the passes (its inliner on an
    /// unregistered op with regions, whose symbol uses it cannot know, for
    /// one): there is no answer to compare with.
    OracleCrashed,
    Failed(String),
}

fn inputs(root: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut dirs = vec![
        root.join("tests/corpus/valid"),
        root.join("tests/dialects/valid"),
        root.join("tests/lowered"),
        root.join("tests/filetests"),
        root.join("tests/passes"),
    ];
    while let Some(d) = dirs.pop() {
        let entries =
            std::fs::read_dir(&d).unwrap_or_else(|e| panic!("cannot read {}: {e}", d.display()));
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "mlir") {
                files.push(p);
            }
        }
    }
    let filter = std::env::var("SIGIL_DIFF_FILTER").unwrap_or_default();
    files.retain(|p| p.to_string_lossy().contains(filter.as_str()));
    files.sort();
    files
}

fn check(
    suite: &Suite,
    oracle: &Path,
    answers: &Answers,
    root: &Path,
    file: &Path,
    known: bool,
) -> Outcome {
    let dir = file.parent().expect("a file has a directory");
    let name = file
        .file_name()
        .expect("a file name")
        .to_string_lossy()
        .into_owned();
    let rel = file
        .strip_prefix(root)
        .unwrap_or(file)
        .display()
        .to_string();
    let source = std::fs::read(file).unwrap_or_default();
    let mut flags: Vec<&str> = vec!["--allow-unregistered-dialect"];
    flags.extend(name_flags(&name));
    if file.starts_with(root.join("tests/filetests")) && !flags.contains(&"--split-input-file") {
        // File tests hold `// -----` chunks as a rule.
        flags.push("--split-input-file");
    }
    let args = |extra: &[&'static str], sigil: bool| {
        let mut args: Vec<&str> = if sigil { vec!["opt"] } else { Vec::new() };
        args.extend(&flags);
        args.extend(extra);
        args.push(&name);
        args
    };
    let run = |program: &Path, extra: &[&'static str], sigil: bool| {
        run_tool(program, &args(extra, sigil), dir)
    };
    let sigil = sigil_binary();
    let dumps = [
        suite.pipeline,
        "--mlir-print-ir-after-all",
        "--mlir-disable-threading",
    ];
    let mut want = answers.ask_with_stderr(
        oracle,
        &format!("{rel} passes"),
        &args(&dumps, false),
        dir,
        &source,
    );
    let got = run(&sigil, &dumps, true);
    if got.crashed() {
        return Outcome::Failed(format!(
            "  sigil crashed ({}):\n{}",
            got.describe_exit(),
            stderr_excerpt(&got.stderr)
        ));
    }
    // mlir-opt's answer without passes: whether it rejects the input, and its round trip.
    let plain = || {
        answers.ask(
            oracle,
            &format!("{rel} plain"),
            &args(&[], false),
            dir,
            &source,
        )
    };
    let same = |a: &Answer, out: &RunOutput| {
        a.code == out.code.unwrap_or(-1)
            && a.stdout == fnv128(&[&out.stdout])
            && a.stderr == Some(fnv128(&[&out.stderr]))
    };
    if !same(&want.answer, &got) && known && want.live.is_none() {
        // A listed difference that still differs from the record: nothing to show.
        return Outcome::Failed(String::new());
    }
    if !same(&want.answer, &got) {
        // Is the difference the passes'? Not when the tools already differ (or mlir-opt
        // rejects the input) without any pass.
        let plain = plain();
        if !plain.answer.success() {
            return Outcome::Rejected;
        }
        let round_trip = run(&sigil, &[], true);
        if fnv128(&[&round_trip.stdout]) != plain.answer.stdout || !round_trip.success() {
            return Outcome::RoundTripDiffers;
        }
        let recorded = want.live.is_none();
        let live = want.live.get_or_insert_with(|| run(oracle, &dumps, false));
        if live.crashed() {
            return Outcome::OracleCrashed;
        }
        if recorded
            && live.code == got.code
            && live.stdout == got.stdout
            && live.stderr == got.stderr
        {
            answers.problem(format!(
                "{rel}: the recorded answer differs from mlir-opt-22's live one"
            ));
            return Outcome::Same;
        }
        if got.code != live.code {
            return Outcome::Failed(format!(
                "  mlir-opt-22 {} but sigil {}:\n{}",
                live.describe_exit(),
                got.describe_exit(),
                stderr_excerpt(&got.stderr)
            ));
        }
        if got.stderr != live.stderr {
            return Outcome::Failed(format!(
                "  IR dumps or statistics differ (- mlir-opt-22, + sigil):\n{}",
                first_difference(&live.stderr, &got.stderr)
            ));
        }
        return Outcome::Failed(format!(
            "  output differs (- mlir-opt-22, + sigil):\n{}",
            first_difference(&live.stdout, &got.stdout)
        ));
    }
    if !want.answer.success() {
        // A failure before any pass (mlir-opt rejects the input) is not the passes' to count.
        if !plain().answer.success() {
            return Outcome::Rejected;
        }
    }
    // Threads change nothing where there is at most one function to give them.
    let functions = source.windows(10).filter(|w| w == b"func.func ").count();
    if functions < 2 || !suite.threads {
        return Outcome::Same;
    }
    let threaded = run(&sigil, &[suite.pipeline], true);
    if fnv128(&[&threaded.stdout]) != want.answer.stdout
        || threaded.code.unwrap_or(-1) != want.answer.code
    {
        return Outcome::Failed(format!(
            "  with threads (no dumps) sigil's output differs from its single-thread one (- one thread, + threads):\n{}",
            first_difference(&got.stdout, &threaded.stdout)
        ));
    }
    Outcome::Same
}

#[test]
fn passes_match_mlir_opt() {
    run_suite(&PASSES);
}

#[test]
fn canonicalize_matches_mlir_opt() {
    run_suite(&CANONICALIZE);
}

#[test]
fn inline_matches_mlir_opt() {
    run_suite(&INLINE);
}

#[test]
fn sccp_matches_mlir_opt() {
    run_suite(&SCCP);
}

#[test]
fn linalg_matches_mlir_opt() {
    run_suite(&LINALG);
}

fn run_suite(suite: &Suite) {
    let oracle = match locate_oracle() {
        Oracle::Found(p) => p,
        Oracle::Skip(message) => {
            emit(&message);
            return;
        }
    };
    let root = workspace_root();
    let files = inputs(&root);
    assert!(
        !files.is_empty() || std::env::var("SIGIL_DIFF_FILTER").is_ok(),
        "no corpus inputs found"
    );
    let known_file;
    let known: Vec<(&str, &str)> = match suite.known {
        Known::File(f) => {
            known_file = std::fs::read_to_string(root.join(f))
                .unwrap_or_else(|e| panic!("cannot read {f}: {e}"));
            known_file
                .lines()
                .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
                .map(|l| l.split_once('\t').unwrap_or((l, "")))
                .collect()
        }
    };
    let answers = Answers::load(root.join(suite.answers));
    let is_known = |f: &PathBuf| {
        let rel = f.strip_prefix(&root).unwrap_or(f).display().to_string();
        known.iter().any(|(k, _)| *k == rel)
    };
    let outcomes = parallel_map(&files, |f| {
        check(suite, &oracle, &answers, &root, f, is_known(f))
    });
    let (mut same, mut rejected, mut crashed) = (0, 0, 0);
    let mut round_trip: Vec<String> = Vec::new();
    let mut failures: Vec<String> = Vec::new();
    let mut known_count = 0;
    for (f, o) in files.iter().zip(outcomes) {
        let rel = f.strip_prefix(&root).unwrap_or(f).display().to_string();
        let is_known = is_known(f);
        match o {
            Outcome::Same if is_known => failures.push(format!(
                "{rel}:\n  listed as a known difference but now the same: remove it from the list\n"
            )),
            Outcome::Failed(_) if is_known => known_count += 1,
            Outcome::Same => same += 1,
            Outcome::Rejected => rejected += 1,
            Outcome::OracleCrashed => crashed += 1,
            Outcome::RoundTripDiffers => round_trip.push(rel),
            Outcome::Failed(report) => failures.push(format!("{rel}:\n{report}")),
        }
    }
    emit(&format!(
        "{}: {} inputs: {same} identical, {} different, {known_count} known differences, {rejected} rejected by mlir-opt-22, {crashed} crash mlir-opt-22, {} skipped (round trip already differs)\n",
        suite.name,
        files.len(),
        failures.len(),
        round_trip.len()
    ));
    for r in &round_trip {
        emit(&format!("  round trip differs: {r}\n"));
    }
    support::answers::report_problems(suite.name, &answers.finish("mlir-opt-22"));
    assert!(
        failures.is_empty(),
        "{} inputs differ after passes:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        round_trip.len() <= MAX_ROUND_TRIP_DIFFERENCES,
        "{} inputs differ from mlir-opt-22 without any pass (at most {MAX_ROUND_TRIP_DIFFERENCES} allowed)",
        round_trip.len()
    );
}

/// Pipelines mlir-opt-22 refuses or fails on, unusual spellings it accepts
/// and the IR-printing flags: sigil's stderr, stdout and exit status must be
/// the same (on `tests/passes/cse_symbols.mlir` unless a case names a file).
#[test]
fn pipeline_errors_match_mlir_opt() {
    let oracle = match locate_oracle() {
        Oracle::Found(p) => p,
        Oracle::Skip(message) => {
            emit(&message);
            return;
        }
    };
    let dir = workspace_root().join("tests/passes");
    let cases: &[&[&str]] = &[
        &["--pass-pipeline=builtin.module(foo)"],
        &["--pass-pipeline=builtin.module(cse{bad=1})"],
        &["--pass-pipeline=builtin.module(cse"],
        &["--pass-pipeline=cse"],
        &["--pass-pipeline=func.func(cse)"],
        &["--pass-pipeline=builtin.module(cse,)"],
        &["--pass-pipeline=builtin.module(func.func(cse)"],
        &["--pass-pipeline=builtin.module(cse{)"],
        &["--pass-pipeline=builtin.module(cse))"],
        &["-cse", "--pass-pipeline=builtin.module(cse)"],
        &["--pass-pipeline=builtin.module(func.func(func.return(cse)))"],
        &["--pass-pipeline=builtin.module(func.func(symbol-dce))"],
        &[
            "--pass-pipeline=builtin.module(func.func(symbol-dce))",
            "--mlir-print-ir-after-failure",
            "--mlir-disable-threading",
        ],
        &["--pass-pipeline= builtin.module ( cse , symbol-dce ) "],
        &["--pass-pipeline=builtin.module(symbol-privatize{exclude=main exclude=used})"],
        &["--pass-pipeline=builtin.module(any(cse),print-op-stats{json=1})"],
        &[
            "--symbol-privatize=exclude=main,used",
            "-symbol-dce",
            "--cse",
        ],
        &[
            "-cse",
            "-cse",
            "--mlir-print-ir-after-all",
            "--mlir-print-ir-after-change",
            "cse_regions.mlir",
        ],
        &[
            "--pass-pipeline=builtin.module(func.func(cse),cse)",
            "--mlir-print-ir-before-all",
            "--mlir-print-ir-after-all",
            "--mlir-print-op-generic",
            "--mlir-disable-threading",
            "cse_memory_effects.mlir",
        ],
        &[
            "--pass-pipeline=builtin.module(symbol-dce)",
            "--mlir-print-ir-after-all",
            "--mlir-print-ir-after-failure",
        ],
        &[
            "-strip-debuginfo",
            "--mlir-print-debuginfo",
            "--mlir-print-ir-before-all",
            "cse_locations.debuginfo.mlir",
        ],
    ];
    let sigil = sigil_binary();
    let mut failures = Vec::new();
    for args in cases {
        let mut a: Vec<&str> = args.to_vec();
        if !a.last().is_some_and(|l| l.ends_with(".mlir")) {
            a.push("cse_symbols.mlir");
        }
        let want = run_tool(&oracle, &a, &dir);
        a.insert(0, "opt");
        let got = run_tool(&sigil, &a, &dir);
        if got.code != want.code || got.stderr != want.stderr || got.stdout != want.stdout {
            failures.push(format!(
                "{args:?}: mlir-opt-22 {} but sigil {}; stderr (- mlir-opt-22, + sigil):\n{}stdout:\n{}",
                want.describe_exit(),
                got.describe_exit(),
                first_difference(&want.stderr, &got.stderr),
                first_difference(&want.stdout, &got.stdout)
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
