//! Every error path of the `sigil` command line, run through the binary of this build: for
//! each mistake a user can make with `run`, `benchmark`, `check`, `opt`, `abi show`, `abi
//! decode` and `completions` (an unknown function, a wrong argument count, an input that does
//! not parse, a buffer of the wrong shape, a missing file, an output path that cannot be
//! written, an unknown flag, a bad flag value, a missing argument, a parse error, a verify
//! error, a trap, a failed check), the exit status and the first line of stderr.
//!
//! The conventions checked (see `src/main.rs`): every error starts with `error:`, or is a
//! located diagnostic `FILE:LINE:COL: error: ...`; the status is 1 for a user error, 2 for a
//! usage error (clap's own, and a bad `$SIGIL_JIT`). Where the wording matters (what a user
//! reads to fix the command) the whole first line is compared. `--version` and
//! `completions` are checked here too.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn sigil() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_sigil"))
}

/// What the first line of stderr must be.
enum First {
    /// Exactly this line.
    Line(String),
    /// A line starting with this (`error: ...` whose end depends on the system).
    Starts(String),
    /// A located diagnostic in this file (`FILE:LINE:COL: error: `) with this message.
    Located { file: String, message: String },
}

struct Case {
    what: &'static str,
    args: Vec<String>,
    env: Vec<(&'static str, &'static str)>,
    status: i32,
    first: First,
}

fn line(text: &str) -> First {
    First::Line(text.to_string())
}

fn starts(text: &str) -> First {
    First::Starts(text.to_string())
}

fn located(file: &Path, message: &str) -> First {
    First::Located {
        file: file.display().to_string(),
        message: message.to_string(),
    }
}

fn case(what: &'static str, args: &[&str], status: i32, first: First) -> Case {
    Case {
        what,
        args: args.iter().map(|a| a.to_string()).collect(),
        env: Vec::new(),
        status,
        first,
    }
}

/// Scratch files: modules with each kind of problem.
struct Files {
    dir: PathBuf,
    good: PathBuf,
    parse_error: PathBuf,
    verify_error: PathBuf,
    checks: PathBuf,
    missing: PathBuf,
}

const GOOD: &str = "\
func.func @divide(%a: i32, %b: i32) -> i32 {
  %q = arith.divsi %a, %b : i32
  return %q : i32
}
func.func @square(%t: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %s = arith.mulf %t, %t : tensor<2x2xf32>
  return %s : tensor<2x2xf32>
}
";

const CHECKS: &str = "\
func.func @passes() {
  %c = arith.constant dense<[1, 2]> : tensor<2xi32>
  check.expect_eq_const(%c, dense<[1, 2]> : tensor<2xi32>) : tensor<2xi32>
  return
}
func.func @fails() {
  %c = arith.constant dense<[1, 2]> : tensor<2xi32>
  check.expect_eq_const(%c, dense<[1, 3]> : tensor<2xi32>) : tensor<2xi32>
  return
}
func.func @traps() {
  %a = arith.constant 1 : i32
  %z = arith.constant 0 : i32
  %q = arith.divsi %a, %z : i32
  return
}
";

impl Files {
    /// The files in a directory of their own for the test `test`.
    fn new(test: &str) -> Files {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("cli_errors-{}-{test}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("scratch directory");
        let write = |name: &str, text: &str| {
            let path = dir.join(name);
            std::fs::write(&path, text).expect("scratch file");
            path
        };
        Files {
            good: write("good.mlir", GOOD),
            parse_error: write("parse_error.mlir", "func.func @f(%a: i32 {\n  return\n}\n"),
            verify_error: write(
                "verify_error.mlir",
                "func.func @f(%a: i32) -> i64 {\n  return %a : i32\n}\n",
            ),
            checks: write("checks.mlir", CHECKS),
            missing: dir.join("missing.mlir"),
            dir,
        }
    }
}

/// The verify error of `verify_error.mlir`.
const RETURN_TYPE: &str =
    "type of return operand 0 ('i32') doesn't match function result type ('i64') in function @f";

/// The cases, one mistake each (a table: kept as laid out).
#[rustfmt::skip]
fn cases(f: &Files) -> Vec<Case> {
    let good = f.good.display().to_string();
    let parse = f.parse_error.display().to_string();
    let verify = f.verify_error.display().to_string();
    let checks = f.checks.display().to_string();
    let missing = f.missing.display().to_string();
    let no_dir = f.dir.join("no/such/dir/out.npy").display().to_string();
    let not_found = "No such file or directory (os error 2)";
    let mut all = vec![
        // sigil run
        case("run: unknown function", &["run", &good, "--function=nope"], 1,
            line("error: no function named '@nope' in the module (see --list)")),
        case("run: wrong argument count", &["run", &good, "--function=divide", "--input=1"], 1,
            line("error: @divide takes 2 arguments (i32, i32), got 1 --input")),
        case("run: unparsable input", &["run", &good, "--function=divide", "--input=abc", "--input=1"], 1,
            line("error: --input 0 ('abc'): 'abc' is not a valid i32")),
        case("run: input out of range", &["run", &good, "--function=divide", "--input=99999999999", "--input=1"], 1,
            line("error: --input 0 ('99999999999'): 99999999999 does not fit i32")),
        case("run: wrong shape", &["run", &good, "--function=square", "--input=3x2xf32=1"], 1,
            line("error: --input 0 ('3x2xf32=1'): the argument is tensor<2x2xf32>, got 3x2xf32")),
        case("run: wrong element type", &["run", &good, "--function=square", "--input=2x2xi32=1"], 1,
            line("error: --input 0 ('2x2xi32=1'): the argument is tensor<2x2xf32>, got a buffer of i32")),
        case("run: missing module", &["run", &missing, "--function=f"], 1,
            line(&format!("error: cannot read '{missing}': {not_found}"))),
        case("run: missing .npy input", &["run", &good, "--function=square", &format!("--input=@{missing}")], 1,
            line(&format!("error: --input 0 ('@{missing}'): cannot read '{missing}': {not_found}"))),
        case("run: unwritable output", &["run", &good, "--function=square", "--input=2x2xf32=1", &format!("--output=@{no_dir}")], 1,
            line(&format!("error: --output 0: cannot open '{no_dir}' for writing: {not_found}"))),
        case("run: --output count", &["run", &good, "--function=square", "--input=2x2xf32=1", "--output=-", "--output=-"], 1,
            line("error: 2 --output given but @square has 1 result (tensor<2x2xf32>): give one per result (empty to ignore one)")),
        case("run: parse error", &["run", &parse, "--function=f"], 1,
            located(&f.parse_error, "expected ')'")),
        case("run: verify error", &["run", &verify, "--function=f"], 1,
            located(&f.verify_error, RETURN_TYPE)),
        case("run: trap", &["run", &good, "--function=divide", "--input=1", "--input=0"], 1,
            located(&f.good, "integer division by zero (in @divide)")),
        case("run: unknown flag", &["run", &good, "--function=divide", "--nope"], 2,
            line("error: unexpected argument '--nope' found")),
        case("run: bad flag value", &["run", &good, "--function=divide", "--max-call-depth=many"], 2,
            line("error: invalid value 'many' for '--max-call-depth <N>': invalid digit found in string")),
        case("run: bad --jit", &["run", &good, "--function=divide", "--jit=sometimes"], 2,
            starts("error: invalid value 'sometimes' for '--jit <MODE>'")),
        case("run: bad --max-memory", &["run", &good, "--function=divide", "--max-memory=lots"], 2,
            line("error: invalid value 'lots' for '--max-memory <BYTES>': 'lots' is not a byte count (e.g. 4G, 512M, 1000)")),
        case("run: bad --output", &["run", &good, "--function=square", "--output=out.npy"], 2,
            line("error: invalid value 'out.npy' for '--output <SPEC>': expected '-' (print), '@FILE' (write), '+FILE' (append) or '' (ignore)")),
        case("run: --input with --args-json", &["run", &good, "--function=divide", "--input=1", "--args-json=[1, 2]"], 2,
            line("error: the argument '--input <VALUE>' cannot be used with '--args-json <JSON>'")),
        case("run: no --function", &["run", &good], 2,
            line("error: the following required arguments were not provided:")),
        case("run: no module", &["run", "--function=divide"], 2,
            line("error: the following required arguments were not provided:")),
        // sigil benchmark
        case("benchmark: unknown function", &["benchmark", &good, "--function=nope"], 1,
            line("error: no function named '@nope' in the module")),
        case("benchmark: wrong argument count", &["benchmark", &good, "--function=divide"], 1,
            line("error: @divide takes 2 arguments (i32, i32), got 0 --input")),
        case("benchmark: unparsable input", &["benchmark", &good, "--function=divide", "--input=x", "--input=1"], 1,
            line("error: --input 0 ('x'): 'x' is not a valid i32")),
        case("benchmark: wrong shape", &["benchmark", &good, "--function=square", "--input=2x3xf32=1"], 1,
            line("error: --input 0 ('2x3xf32=1'): the argument is tensor<2x2xf32>, got 2x3xf32")),
        case("benchmark: missing module", &["benchmark", &missing, "--function=f"], 1,
            line(&format!("error: cannot read '{missing}': {not_found}"))),
        case("benchmark: parse error", &["benchmark", &parse, "--function=f"], 1,
            located(&f.parse_error, "expected ')'")),
        case("benchmark: verify error", &["benchmark", &verify, "--function=f"], 1,
            located(&f.verify_error, RETURN_TYPE)),
        case("benchmark: trap", &["benchmark", &good, "--function=divide", "--input=1", "--input=0"], 1,
            located(&f.good, "integer division by zero (in @divide)")),
        case("benchmark: unknown flag", &["benchmark", &good, "--function=divide", "--benchmark_filter=x"], 2,
            line("error: unexpected argument '--benchmark_filter' found")),
        case("benchmark: bad time unit", &["benchmark", &good, "--function=divide", "--benchmark_time_unit=h"], 2,
            line("error: invalid value 'h' for '--benchmark_time_unit <UNIT>'")),
        case("benchmark: bad min time", &["benchmark", &good, "--function=divide", "--benchmark_min_time=soon"], 2,
            line("error: invalid value 'soon' for '--benchmark_min_time <TIME>': expected seconds (0.5s) or iterations (1000x)")),
        case("benchmark: bad format", &["benchmark", &good, "--function=divide", "--benchmark_format=csv"], 2,
            line("error: invalid value 'csv' for '--benchmark_format <FORMAT>'")),
        case("benchmark: no --function", &["benchmark", &good], 2,
            line("error: the following required arguments were not provided:")),
        // sigil check
        case("check: unknown test function", &["check", &checks, "--function=nope"], 1,
            line(&format!("error: no test function named '@nope' in {checks}"))),
        case("check: missing file", &["check", &missing], 1,
            line(&format!("error: cannot read '{missing}': {not_found}"))),
        case("check: parse error", &["check", &parse], 1,
            located(&f.parse_error, "expected ')'")),
        case("check: verify error", &["check", &verify], 1,
            located(&f.verify_error, RETURN_TYPE)),
        case("check: bad flag value", &["check", &checks, "--max-steps=-1"], 2,
            starts("error: invalid value '-1' for '--max-steps <N>'")),
        case("check: unknown flag", &["check", &checks, "--nope"], 2,
            line("error: unexpected argument '--nope' found")),
        case("check: no file", &["check"], 2,
            line("error: the following required arguments were not provided:")),
        // sigil opt
        case("opt: missing file", &["opt", &missing], 1,
            line(&format!("error: could not open input file '{missing}': {not_found}"))),
        case("opt: unwritable output", &["opt", &good, "-o", &no_dir], 1,
            line(&format!("error: could not open output file '{no_dir}': {not_found}"))),
        case("opt: parse error", &["opt", &parse], 1,
            located(&f.parse_error, "expected ')'")),
        case("opt: verify error", &["opt", &verify], 1,
            located(&f.verify_error, RETURN_TYPE)),
        case("opt: unknown flag", &["opt", &good, "--nope"], 2,
            line("error: unexpected argument '--nope' found")),
        case("opt: bad flag value", &["opt", &good, "--max-nesting=0"], 2,
            line("error: invalid value '0' for '--max-nesting <N>': 0 is not in 1..=100000")),
        // sigil abi
        case("abi show: missing file", &["abi", "show", &missing], 1,
            line(&format!("error: could not open input file '{missing}': {not_found}"))),
        case("abi show: parse error", &["abi", "show", &parse], 1,
            located(&f.parse_error, "expected ')'")),
        case("abi show: verify error", &["abi", "show", &verify], 1,
            located(&f.verify_error, RETURN_TYPE)),
        case("abi show: unknown flag", &["abi", "show", &good, "--nope"], 2,
            line("error: unexpected argument '--nope' found")),
        case("abi decode: not a signature", &["abi", "decode", "???"], 1, starts("error: ")),
        case("abi decode: no signature", &["abi", "decode"], 2,
            line("error: the following required arguments were not provided:")),
        case("abi: unknown subcommand", &["abi", "list"], 2,
            line("error: unrecognized subcommand 'list'")),
        // sigil completions, sigil itself
        case("completions: unknown shell", &["completions", "tcsh"], 2,
            starts("error: invalid value 'tcsh' for '<SHELL>'")),
        case("completions: no shell", &["completions"], 2,
            line("error: the following required arguments were not provided:")),
        case("unknown command", &["frobnicate"], 2,
            line("error: unrecognized subcommand 'frobnicate'")),
    ];
    // $SIGIL_JIT, the default of --jit, is checked as the flag is.
    for command in ["run", "benchmark", "check"] {
        let file = if command == "check" { &checks } else { &good };
        all.push(Case {
            what: "a bad $SIGIL_JIT",
            args: vec![command.into(), file.clone(), "--function=divide".into()],
            env: vec![("SIGIL_JIT", "sometimes")],
            status: 2,
            first: line(
                "error: SIGIL_JIT: 'sometimes' is not a JIT mode (expected off, auto or always)",
            ),
        });
    }
    all
}

struct Outcome {
    status: Option<i32>,
    stdout: String,
    stderr: String,
}

fn run(args: &[String], env: &[(&str, &str)], cwd: &Path) -> Outcome {
    let out = Command::new(sigil())
        .args(args)
        .env_remove("SIGIL_JIT")
        .envs(env.iter().copied())
        .current_dir(cwd)
        .stdin(Stdio::null())
        .output()
        .expect("the sigil binary runs");
    Outcome {
        status: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// What is wrong with the first line of stderr, if anything.
fn first_line_problem(first: &First, stderr: &str) -> Option<String> {
    let got = stderr.lines().next().unwrap_or("");
    match first {
        First::Line(want) if got != want => Some(format!("first line {got:?}, want {want:?}")),
        First::Starts(want) if !got.starts_with(want.as_str()) => Some(format!(
            "first line {got:?}, want it to start with {want:?}"
        )),
        First::Located { file, message } => {
            let rest = got
                .strip_prefix(file.as_str())
                .and_then(|r| r.strip_prefix(':'));
            let located = rest.and_then(|r| {
                let mut parts = r.splitn(3, ':');
                let numbers =
                    parts.next()?.parse::<u32>().is_ok() && parts.next()?.parse::<u32>().is_ok();
                let tail = parts.next()?;
                numbers.then_some(tail)
            });
            match located.and_then(|tail| tail.strip_prefix(" error: ")) {
                Some(text) if text.contains(message.as_str()) => None,
                _ => Some(format!(
                    "first line {got:?}, want {file}:LINE:COL: error: ...{message}..."
                )),
            }
        }
        _ => None,
    }
}

#[test]
fn every_error_path_has_its_status_and_message() {
    let files = Files::new("errors");
    let mut problems = Vec::new();
    let all = cases(&files);
    for c in &all {
        let out = run(&c.args, &c.env, &files.dir);
        let mut wrong = Vec::new();
        if out.status != Some(c.status) {
            wrong.push(format!("exit status {:?}, want {}", out.status, c.status));
        }
        if let Some(p) = first_line_problem(&c.first, &out.stderr) {
            wrong.push(p);
        }
        if out.stderr.contains("panicked") || out.stderr.contains("internal error") {
            wrong.push("a panic".into());
        }
        if !wrong.is_empty() {
            problems.push(format!(
                "{} (sigil {}):\n  {}\n  stderr: {:?}",
                c.what,
                c.args.join(" "),
                wrong.join("\n  "),
                out.stderr
            ));
        }
    }
    let _ = std::fs::remove_dir_all(&files.dir);
    assert!(
        problems.is_empty(),
        "{} of {} error paths are wrong:\n{}",
        problems.len(),
        all.len(),
        problems.join("\n")
    );
}

/// A failed check and a trapping test are failures of the tests (gtest's lines on stdout,
/// status 1), not errors of sigil: stderr stays empty for a single file.
#[test]
fn failed_checks_are_test_failures() {
    let files = Files::new("checks");
    let checks = files.checks.display().to_string();
    for (function, failed) in [("fails", true), ("traps", true), ("passes", false)] {
        let args = vec![
            "check".to_string(),
            checks.clone(),
            format!("--function={function}"),
        ];
        let out = run(&args, &[], &files.dir);
        let want = if failed { 1 } else { 0 };
        assert_eq!(
            out.status,
            Some(want),
            "@{function}: {}{}",
            out.stdout,
            out.stderr
        );
        assert_eq!(out.stderr, "", "@{function}");
        let verdict = if failed {
            "[  FAILED  ] module."
        } else {
            "[       OK ] module."
        };
        assert!(
            out.stdout.contains(&format!("{verdict}{function} (")),
            "{}",
            out.stdout
        );
    }
    // With --expect_failure, failing is success.
    let args: Vec<String> = ["check", &checks, "--function=fails", "--expect_failure"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(run(&args, &[], &files.dir).status, Some(0));
    // Several files end with a summary line on stderr (never a progress line: not a terminal).
    let args: Vec<String> = ["check", &checks, &checks]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let out = run(&args, &[], &files.dir);
    assert_eq!(out.status, Some(1));
    assert_eq!(out.stderr, "checked 2 files: 6 tests, 4 failed\n");
    let _ = std::fs::remove_dir_all(&files.dir);
}

#[test]
fn version_names_the_commit_and_the_native_tier() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    for flag in ["--version", "-V"] {
        let out = run(&[flag.to_string()], &[], &root);
        assert_eq!(out.status, Some(0));
        let text = out.stdout.trim_end();
        assert_eq!(text.lines().count(), 1, "{text}");
        let want = format!("sigil {} (commit ", env!("CARGO_PKG_VERSION"));
        assert!(text.starts_with(&want), "{text}");
        assert!(text.contains("; native tier: "), "{text}");
        // The commit of this checkout (what the build script read), else `unknown`.
        let commit = Command::new("git")
            .args(["log", "-1", "--format=%h, %cs"])
            .current_dir(&root)
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string());
        match commit {
            Some(c) => assert!(text.contains(&format!("(commit {c};")), "{text} lacks {c}"),
            None => assert!(text.contains("(commit unknown;"), "{text}"),
        }
    }
}

#[test]
fn completion_scripts() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let out = run(&["completions".to_string(), shell.to_string()], &[], root);
        assert_eq!(out.status, Some(0), "{shell}: {}", out.stderr);
        assert!(out.stdout.len() > 100, "{shell}: {}", out.stdout);
        assert!(out.stdout.contains("sigil"), "{shell}");
        // Every subcommand is completed.
        for command in ["opt", "run", "benchmark", "check", "abi", "completions"] {
            assert!(out.stdout.contains(command), "{shell} lacks {command}");
        }
    }
}
