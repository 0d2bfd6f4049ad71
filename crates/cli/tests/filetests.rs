//! File tests: every `*.mlir` under `tests/filetests/` holds its input, the commands to run on
//! it (`// RUN:` lines) and what their output must contain (`// CHECK:` lines, checked by the
//! in-process FileCheck of `sigil-filecheck`). `tests/filetests/README.md` says how to write one.
//!
//! `cargo test -p sigil-cli --test filetests` runs them all in the native tier's default mode
//! (`filetests`: `SIGIL_JIT` as set, else `auto`), and the files that run code (a RUN line with
//! `sigil run`, `check` or `benchmark`) twice more: `filetests_interpreter` with
//! `SIGIL_JIT=off` and `filetests_native` with `SIGIL_JIT=always` (separate tests, so a runner
//! such as cargo-nextest runs the three side by side). Each fails if any file does, after
//! reporting each failing file with its RUN line, the failing commands, their stderr and
//! FileCheck's diagnostics, and prints `filetests: N passed, M failed`.
//!
//! Knobs (environment variables):
//! * `SIGIL_FILETESTS_DIR`: run the files under this directory instead;
//! * `SIGIL_FILETESTS_FILTER=substr`: only files whose path under the directory contains it;
//! * `SIGIL_FILETESTS_THREADS=n`: files run in parallel on n threads (default: all cores);
//! * `SIGIL_FILETESTS_TIMEOUT=secs`: a command running longer is killed (default 120);
//! * `SIGIL_MLIR_OPT=/path`: the `mlir-opt-22` to use (default: found on `PATH`);
//! * `CI=true`: a RUN line needing `mlir-opt-22` fails when it is missing, instead of being
//!   skipped with a note.
//!
//! The other tests in this binary test the harness itself.

#[path = "filetests/exec.rs"]
mod exec;
#[path = "filetests/script.rs"]
mod script;
#[path = "filetests/suite.rs"]
mod suite;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use exec::{Tools, MLIR_OPT};
use suite::Config;

/// Writes to the real stderr: `cargo test` captures `eprintln!` of passing tests, and skip
/// notices and the summary must be seen.
fn announce(text: &str) {
    // Nothing sensible is left to do if stderr is gone.
    let _ = std::io::stderr().write_all(text.as_bytes());
}

fn loud(text: &str) -> String {
    let bar = "!".repeat(78);
    format!("\n{bar}\n{text}\n{bar}\n")
}

/// Reads the configuration from the environment; `jit` overrides `SIGIL_JIT` for the
/// commands.
fn config(jit: Option<&'static str>) -> Result<Config, String> {
    let var = |name: &str| std::env::var(name).ok().filter(|v| !v.is_empty());
    let number = |name: &str| -> Result<Option<u64>, String> {
        var(name)
            .map(|v| v.parse().map_err(|_| format!("{name}={v} is not a number")))
            .transpose()
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let dir = match var("SIGIL_FILETESTS_DIR") {
        Some(dir) => {
            let dir = PathBuf::from(dir);
            if !dir.is_dir() {
                return Err(format!(
                    "SIGIL_FILETESTS_DIR={} is not a directory",
                    dir.display()
                ));
            }
            dir
        }
        None => root.join("tests/filetests"),
    };
    // Absolute, `..`-free paths make %s and every location in a report usable as they are.
    let dir = std::fs::canonicalize(&dir).unwrap_or(dir);
    let mlir_opt = match var("SIGIL_MLIR_OPT") {
        Some(path) if Path::new(&path).is_file() => Some(PathBuf::from(path)),
        Some(path) => return Err(format!("SIGIL_MLIR_OPT={path} is not a file")),
        None => find_on_path(MLIR_OPT),
    };
    let ci = var("CI").is_some_and(|v| v.eq_ignore_ascii_case("true") || v == "1");
    let threads = match number("SIGIL_FILETESTS_THREADS")? {
        Some(n) => usize::try_from(n).unwrap_or(1).max(1),
        None => std::thread::available_parallelism().map_or(2, |n| n.get()),
    };
    let timeout = Duration::from_secs(number("SIGIL_FILETESTS_TIMEOUT")?.unwrap_or(120).max(1));
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("filetests")
        .join(format!("{}-{}", std::process::id(), jit.unwrap_or("env")));
    Ok(Config {
        dir,
        tools: Tools {
            sigil: PathBuf::from(env!("CARGO_BIN_EXE_sigil")),
            mlir_opt,
            timeout,
            jit,
        },
        ci,
        filter: var("SIGIL_FILETESTS_FILTER"),
        code_only: jit.is_some(),
        threads,
        scratch,
    })
}

fn find_on_path(program: &str) -> Option<PathBuf> {
    let paths = std::env::var_os("PATH")?;
    std::env::split_paths(&paths)
        .map(|dir| dir.join(program))
        .find(|path| path.is_file())
}

#[test]
fn filetests() {
    run_tier(None);
}

/// Every file that runs code again, with the interpreter only.
#[test]
fn filetests_interpreter() {
    run_tier(Some("off"));
}

/// Every file that runs code again, with every function compiled by the native tier first.
#[test]
fn filetests_native() {
    run_tier(Some("always"));
}

fn run_tier(jit: Option<&'static str>) {
    let config = match config(jit) {
        Ok(config) => config,
        Err(message) => panic!("filetests: {message}"),
    };
    let summary = if config.dir.is_dir() {
        match suite::run(&config) {
            Ok(summary) => summary,
            Err(message) => panic!("filetests: {message}"),
        }
    } else {
        suite::Summary::default()
    };
    if summary.results.is_empty() {
        let filter = config.filter.as_ref().map_or(String::new(), |f| {
            format!(" matching SIGIL_FILETESTS_FILTER={f}")
        });
        announce(&loud(&format!(
            "NOTE: no *.mlir file tests{filter} under {}: nothing was tested",
            config.dir.display()
        )));
    }
    let skipped = summary.skipped();
    if !skipped.is_empty() {
        announce(&loud(&skipped.join("\n")));
    }
    let tier = jit.map_or(String::new(), |j| format!(" (SIGIL_JIT={j})"));
    announce(&format!("{}{tier}\n", summary.line()));
    if summary.failed() > 0 {
        panic!(
            "\n{}\n{} (scratch files kept in {})",
            summary.failure_report(),
            summary.line(),
            config.scratch.display()
        );
    }
    // Scratch files of a passing run are of no further use.
    let _ = std::fs::remove_dir_all(&config.scratch);
}
