//! `sigil check`: runs self-checking MLIR files as tests, as IREE's
//! `iree-check-module` runs them after `iree-compile`, straight from source.
//!
//! Every public function without arguments is a test (names starting with
//! `__` or containing `$` are skipped, as IREE does; results are ignored).
//! A test fails when one of its `check.expect_*` ops fails (the function
//! goes on, as gtest's non-fatal failures do), when it traps, or when the
//! VM cannot compile it; the rest still run. The output is gtest's, as
//! `iree-check-module` prints it, with each failure located at its check
//! (`file:line:col: Failure`) instead of IREE's C++ source line. The exit
//! code is 0 only if every test passed (with `--expect_failure`: only if
//! some test failed), else 1.
//!
//! sigil's own errors go to stderr (`error: ...`, or the located diagnostic
//! of a file that does not parse; stdout then says `[----------] FILE did
//! not load`, and the summary lists it as failed). When stderr is a
//! terminal, a progress line (`[12/51 files] 180 tests, 2 failed`) stays at
//! its bottom while the tests run, and is cleared at the end; with more than
//! one file, a last line on stderr sums them up (`checked 51 files: 180
//! tests, 2 failed`), terminal or not.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use clap::Args;
use sigil_vm::Module;

/// `sigil check --help`'s examples (each works from the repository's root).
pub const EXAMPLES: &str = "\
Examples:
  sigil check tests/iree-e2e/tensor_ops/concat.mlir
  sigil check --jit=off --function=concat_i8_static_dim0 tests/iree-e2e/tensor_ops/concat.mlir";

#[derive(Args, Debug)]
pub struct CheckArgs {
    /// The files (`.mlir`) whose test functions to run.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Runs only this test function (with or without `@`).
    #[arg(long = "function", value_name = "NAME")]
    pub function: Option<String>,
    /// Succeeds only if some test fails (`iree-check-module --expect_failure`).
    #[arg(long = "expect_failure", alias = "expect-failure")]
    pub expect_failure: bool,
    /// Treats each `// -----` chunk of a file as a module of its own.
    #[arg(long = "split-input-file")]
    pub split: bool,
    #[command(flatten)]
    pub limits: crate::run::LimitArgs,
}

/// One test's outcome.
struct Outcome {
    name: String,
    /// The failures' text, empty when the test passed.
    failures: Vec<String>,
}

/// The tests of one module (a file, or a chunk of one).
struct Suite {
    /// What the header names: the module's name and where it comes from.
    title: String,
    /// Whether the module loaded (its error went to stderr if not).
    loaded: bool,
    outcomes: Vec<Outcome>,
    ms: u128,
}

/// Where the output goes: gtest's text to stdout, errors to stderr, and
/// the progress line kept at the bottom of a terminal's stderr.
struct Reporter {
    out: std::io::StdoutLock<'static>,
    /// Whether to show the progress line (stderr is a terminal).
    progress: bool,
    files: usize,
    files_done: usize,
    tests: usize,
    failed: usize,
}

impl Reporter {
    fn new(files: usize) -> Reporter {
        Reporter {
            out: std::io::stdout().lock(),
            progress: std::io::stderr().is_terminal(),
            files,
            files_done: 0,
            tests: 0,
            failed: 0,
        }
    }

    /// Writes gtest's text to stdout (under the progress line).
    fn print(&mut self, text: &str) {
        self.clear();
        let _ = self.out.write_all(text.as_bytes());
        if self.progress {
            let _ = self.out.flush();
            self.draw();
        }
    }

    /// Flushes stdout, for a test that may take a while to show its name.
    fn flush(&mut self) {
        let _ = self.out.flush();
    }

    /// Reports an error on stderr (after what stdout has so far).
    fn error(&mut self, msg: &str) {
        let _ = self.out.flush();
        self.clear();
        eprint!("{}", crate::error_text(msg));
        self.draw();
    }

    fn counts(&self) -> String {
        format!("{}, {} failed", plural(self.tests, "test"), self.failed)
    }

    fn draw(&self) {
        if self.progress {
            let mut err = std::io::stderr().lock();
            let _ = write!(
                err,
                "\r[{}/{} files] {}\x1b[K",
                self.files_done,
                self.files,
                self.counts()
            );
            let _ = err.flush();
        }
    }

    fn clear(&self) {
        if self.progress {
            eprint!("\r\x1b[K");
        }
    }
}

pub fn run(args: &CheckArgs) -> ExitCode {
    // main has checked $SIGIL_JIT.
    let jit = match crate::run::jit_mode(args.limits.jit) {
        Ok(j) => j,
        Err(e) => return crate::usage_error(&e),
    };
    let only = args.function.as_deref().map(|f| f.trim_start_matches('@'));
    let start = Instant::now();
    let mut suites = Vec::new();
    let mut r = Reporter::new(args.files.len());
    r.draw();
    for path in &args.files {
        let text = match std::fs::read(path) {
            Ok(t) => t,
            Err(e) => {
                let suite = Suite {
                    title: path.display().to_string(),
                    loaded: false,
                    outcomes: Vec::new(),
                    ms: 0,
                };
                r.error(&format!("cannot read '{}': {e}", path.display()));
                r.files_done += 1;
                r.print(&print_suite(&suite));
                suites.push(suite);
                continue;
            }
        };
        for source in sources(&text, args.split) {
            let suite = run_module(args, jit, path, source, only, &mut r);
            r.print(&print_suite(&suite));
            r.flush();
            suites.push(suite);
        }
        r.files_done += 1;
        r.draw();
    }
    let total: usize = suites.iter().map(|s| s.outcomes.len()).sum();
    let failed: Vec<String> = suites
        .iter()
        .flat_map(|s| {
            s.outcomes
                .iter()
                .filter(|o| !o.failures.is_empty())
                .map(|o| o.name.clone())
        })
        .collect();
    let broken: Vec<&Suite> = suites.iter().filter(|s| !s.loaded).collect();
    let mut s = String::new();
    s.push_str(&format!(
        "[==========] {} from {} ran. ({} ms total)\n",
        plural(total, "test"),
        plural(suites.len(), "test suite"),
        start.elapsed().as_millis()
    ));
    s.push_str(&format!(
        "[  PASSED  ] {}.\n",
        plural(total - failed.len(), "test")
    ));
    if !failed.is_empty() {
        s.push_str(&format!(
            "[  FAILED  ] {}, listed below:\n",
            plural(failed.len(), "test")
        ));
        for f in &failed {
            s.push_str(&format!("[  FAILED  ] {f}\n"));
        }
    }
    for b in &broken {
        s.push_str(&format!("[  FAILED  ] {} did not load\n", b.title));
    }
    if !failed.is_empty() {
        s.push_str(&format!(
            "\n{:2} FAILED {}\n",
            failed.len(),
            if failed.len() == 1 { "TEST" } else { "TESTS" }
        ));
    }
    r.print(&s);
    r.flush();
    r.clear();
    if args.files.len() > 1 {
        let mut line = format!("checked {} files: {}", args.files.len(), r.counts());
        if !broken.is_empty() {
            line.push_str(&format!(
                ", {} did not load",
                plural(broken.len(), "module")
            ));
        }
        eprintln!("{line}");
    }
    let any_failed = !failed.is_empty() || !broken.is_empty();
    let selected_nothing = total == 0 && broken.is_empty() && only.is_some();
    if selected_nothing {
        return crate::report(&format!(
            "no test function named '@{}' in {}",
            only.unwrap_or_default(),
            args.files
                .iter()
                .map(|p| p.display().to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    if any_failed != args.expect_failure {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

fn plural(n: usize, what: &str) -> String {
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}

/// The module texts of a file: the whole file, or each `// -----` chunk
/// with the lines before it blanked, so locations stay the file's.
fn sources(text: &[u8], split: bool) -> Vec<Vec<u8>> {
    if !split {
        return vec![text.to_vec()];
    }
    let (chunks, _) = sigil_ir::split::split_input(text, b"// -----");
    chunks
        .iter()
        .map(|c| {
            let lines = text[..c.offset].iter().filter(|&&b| b == b'\n').count();
            let col = c.offset
                - text[..c.offset]
                    .iter()
                    .rposition(|&b| b == b'\n')
                    .map_or(0, |p| p + 1);
            let mut s = vec![b'\n'; lines];
            s.extend(std::iter::repeat_n(b' ', col));
            s.extend_from_slice(c.text);
            s
        })
        .collect()
}

/// `module @name`'s name, else IREE's default `module`.
fn module_name(text: &[u8]) -> String {
    let text = String::from_utf8_lossy(text);
    for line in text.lines() {
        let t = line.trim_start();
        if let Some(rest) = t.strip_prefix("module @") {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || matches!(c, '_' | '$' | '.' | '-'))
                .collect();
            if !name.is_empty() {
                return name;
            }
        }
        if t.starts_with("func.") || t.starts_with("util.func") {
            break;
        }
    }
    "module".into()
}

fn run_module(
    args: &CheckArgs,
    jit: sigil_vm::JitMode,
    path: &Path,
    text: Vec<u8>,
    only: Option<&str>,
    r: &mut Reporter,
) -> Suite {
    let start = Instant::now();
    let name = module_name(&text);
    let title = format!("{name} ({})", path.display());
    let module = match Module::parse(text, &path.display().to_string()) {
        Ok(m) => m,
        Err(e) => {
            r.error(&e.to_string());
            return Suite {
                title,
                loaded: false,
                outcomes: Vec::new(),
                ms: start.elapsed().as_millis(),
            };
        }
    };
    module.set_limits(args.limits.limits());
    sigil_jit::set_jit(&module, jit);
    let tests: Vec<String> = sigil_vm::check::test_functions(&module)
        .into_iter()
        .filter(|f| only.is_none_or(|o| o == f))
        .collect();
    let mut outcomes = Vec::new();
    r.print(&format!(
        "[----------] {} from {title}\n",
        plural(tests.len(), "test")
    ));
    for t in tests {
        let full = format!("{name}.{t}");
        r.print(&format!("[ RUN      ] {full}\n"));
        r.flush();
        let outcome = sigil_vm::check::run_test(&module, &t);
        let (failures, ms) = (outcome.failures, outcome.elapsed.as_millis());
        r.tests += 1;
        r.failed += usize::from(!failures.is_empty());
        let mut text: String = failures.concat();
        let verdict = if failures.is_empty() {
            "[       OK ]"
        } else {
            "[  FAILED  ]"
        };
        text.push_str(&format!("{verdict} {full} ({ms} ms)\n"));
        r.print(&text);
        outcomes.push(Outcome {
            name: full,
            failures,
        });
    }
    Suite {
        title,
        loaded: true,
        outcomes,
        ms: start.elapsed().as_millis(),
    }
}

/// The end of a suite (its tests were printed as they ran).
fn print_suite(s: &Suite) -> String {
    if s.loaded {
        format!(
            "[----------] {} from {} ({} ms total)\n\n",
            plural(s.outcomes.len(), "test"),
            s.title,
            s.ms
        )
    } else {
        format!("[----------] {} did not load\n\n", s.title)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_keep_their_lines() {
        let text = b"func.func @a() {\n  return\n}\n// -----\nfunc.func @b() {\n  return\n}\n";
        let s = sources(text, true);
        assert_eq!(s.len(), 2);
        let second = String::from_utf8(s[1].clone()).unwrap();
        let at = second.find("func.func @b").unwrap();
        // Line 5 of the file, column 1.
        assert_eq!(second[..at].matches('\n').count(), 4);
        assert!(second[..at].ends_with('\n'));
    }

    #[test]
    fn module_names() {
        assert_eq!(module_name(b"module @m {\n}"), "m");
        assert_eq!(module_name(b"func.func @f() {\n}"), "module");
    }
}
