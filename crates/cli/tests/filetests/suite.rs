//! The file-test suite: finding test files, running their RUN lines, and reporting.
//!
//! Every `*.mlir` under the suite directory is a test, except in directories named `Inputs`
//! (helper files that tests read, as in LLVM) or starting with `.`. A test passes when all its
//! RUN lines do; the first failing RUN line ends it, since later ones often build on its output.
//! Files run in parallel, RUN lines of one file in order. Each file gets its own scratch
//! directory for `%t`.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use super::exec::{check_runnable, describe_failure, run_script, Run, Tools, Unrunnable};
use super::script::{parse, run_lines, RunLine, Substitutions};

/// How to run the suite.
#[derive(Clone, Debug)]
pub struct Config {
    pub dir: PathBuf,
    pub tools: Tools,
    /// Under CI a missing optional tool fails a test instead of skipping its RUN line.
    pub ci: bool,
    /// Run only files whose path under `dir` contains this.
    pub filter: Option<String>,
    /// Run only files with a RUN line that runs code (`sigil run`, `check` or `benchmark`):
    /// the other files do not depend on the native tier's mode.
    pub code_only: bool,
    pub threads: usize,
    /// Scratch space: one directory per test file is made under it.
    pub scratch: PathBuf,
}

/// The result of one test file.
#[derive(Debug)]
pub struct FileResult {
    /// Path under the suite directory.
    pub name: String,
    /// `None` if it passed; otherwise the report.
    pub failure: Option<String>,
    /// One message per RUN line skipped for a missing optional tool.
    pub skipped: Vec<String>,
}

/// The results of all test files, in path order.
#[derive(Debug, Default)]
pub struct Summary {
    pub results: Vec<FileResult>,
}

impl Summary {
    pub fn failed(&self) -> usize {
        self.results.iter().filter(|r| r.failure.is_some()).count()
    }

    pub fn passed(&self) -> usize {
        self.results.len() - self.failed()
    }

    pub fn skipped(&self) -> Vec<&str> {
        self.results
            .iter()
            .flat_map(|r| &r.skipped)
            .map(String::as_str)
            .collect()
    }

    /// `filetests: N passed, M failed`, plus the count of skipped RUN lines if any.
    pub fn line(&self) -> String {
        let mut line = format!(
            "filetests: {} passed, {} failed",
            self.passed(),
            self.failed()
        );
        let skipped = self.skipped().len();
        if skipped > 0 {
            let s = if skipped == 1 { "" } else { "s" };
            line.push_str(&format!(" ({skipped} RUN line{s} skipped, see above)"));
        }
        line
    }

    /// Every failure's report, one after the other.
    pub fn failure_report(&self) -> String {
        let failures: Vec<&str> = self
            .results
            .iter()
            .filter_map(|r| r.failure.as_deref())
            .collect();
        failures.join("\n")
    }
}

/// The test files under `dir`, sorted.
pub fn discover(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut files = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        let entries =
            std::fs::read_dir(&dir).map_err(|e| format!("cannot list {}: {e}", dir.display()))?;
        for entry in entries {
            let entry = entry.map_err(|e| format!("cannot list {}: {e}", dir.display()))?;
            let path = entry.path();
            let name = entry.file_name();
            let name = name.to_string_lossy();
            if path.is_dir() {
                if name != "Inputs" && !name.starts_with('.') {
                    pending.push(path);
                }
            } else if name.ends_with(".mlir") {
                files.push(path);
            }
        }
    }
    files.sort();
    Ok(files)
}

/// Runs every test file under `config.dir`.
pub fn run(config: &Config) -> Result<Summary, String> {
    let files: Vec<(PathBuf, String)> = discover(&config.dir)?
        .into_iter()
        .map(|path| {
            let name = path
                .strip_prefix(&config.dir)
                .unwrap_or(&path)
                .display()
                .to_string();
            (path, name)
        })
        .filter(|(_, name)| {
            config
                .filter
                .as_ref()
                .is_none_or(|f| name.contains(f.as_str()))
        })
        .filter(|(path, _)| !config.code_only || runs_code(path))
        .collect();
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, FileResult)>> = Mutex::new(Vec::with_capacity(files.len()));
    std::thread::scope(|scope| {
        for _ in 0..config.threads.clamp(1, files.len().max(1)) {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                let Some((path, name)) = files.get(index) else {
                    break;
                };
                let result = run_file(path, name, index, config);
                results
                    .lock()
                    .unwrap_or_else(|poisoned| poisoned.into_inner())
                    .push((index, result));
            });
        }
    });
    let mut results = results
        .into_inner()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    results.sort_by_key(|(index, _)| *index);
    Ok(Summary {
        results: results.into_iter().map(|(_, result)| result).collect(),
    })
}

/// Whether a RUN line of the file runs code. An unreadable file counts as one that does,
/// so that it is reported in every tier.
fn runs_code(path: &Path) -> bool {
    let Ok(bytes) = std::fs::read(path) else {
        return true;
    };
    let source = String::from_utf8_lossy(&bytes);
    run_lines(&source).map_or(true, |lines| {
        lines.iter().any(|l| {
            ["sigil run", "sigil check", "sigil benchmark"]
                .iter()
                .any(|c| l.text.contains(c))
        })
    })
}

/// Runs the RUN lines of one file.
fn run_file(path: &Path, name: &str, index: usize, config: &Config) -> FileResult {
    let mut result = FileResult {
        name: name.to_string(),
        failure: None,
        skipped: Vec::new(),
    };
    let fail = |result: &mut FileResult, report: String| {
        result.failure = Some(format!("FAIL: {}\n{report}\n", path.display()));
    };
    let source = match std::fs::read(path) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => {
            fail(&mut result, format!("cannot read the file: {e}"));
            return result;
        }
    };
    let runs = match run_lines(&source) {
        Ok(runs) if runs.is_empty() => {
            let message =
                "the file has no `// RUN:` line (helper files belong in an `Inputs/` directory)";
            fail(&mut result, message.to_string());
            return result;
        }
        Ok(runs) => runs,
        Err(message) => {
            fail(&mut result, message);
            return result;
        }
    };
    let file_name = path
        .file_name()
        .map_or_else(|| "test".into(), |n| n.to_string_lossy().into_owned());
    let scratch = config.scratch.join(format!("{index:04}-{file_name}"));
    if let Err(e) = std::fs::create_dir_all(&scratch) {
        fail(
            &mut result,
            format!(
                "cannot make the scratch directory {}: {e}",
                scratch.display()
            ),
        );
        return result;
    }
    let dir = path.parent().unwrap_or(Path::new("."));
    let substitutions = Substitutions {
        file: path.display().to_string(),
        dir: dir.display().to_string(),
        temp: scratch
            .join(format!("{file_name}.tmp"))
            .display()
            .to_string(),
        temp_dir: scratch.display().to_string(),
    };
    for run_line in &runs {
        let script = match parse(&run_line.text, &substitutions) {
            Ok(script) => script,
            Err(message) => {
                fail(
                    &mut result,
                    format!("{}\ncannot parse it: {message}", header(path, run_line)),
                );
                return result;
            }
        };
        match check_runnable(&script, &config.tools) {
            Ok(()) => {}
            Err(Unrunnable::MissingTool(tool)) if !config.ci => {
                result.skipped.push(format!(
                    "SKIPPED {}:{}: this RUN line needs {tool}, which is not installed (put it on \
                     PATH or set SIGIL_MLIR_OPT; with CI=true this is a failure)",
                    path.display(),
                    run_line.line
                ));
                continue;
            }
            Err(Unrunnable::MissingTool(tool)) => {
                let message = format!(
                    "{}\nit needs {tool}, which is not installed, and CI=true: install it (Debian \
                     package mlir-22-tools) or set SIGIL_MLIR_OPT",
                    header(path, run_line)
                );
                fail(&mut result, message);
                return result;
            }
            Err(Unrunnable::Unknown(message)) => {
                fail(
                    &mut result,
                    format!("{}\n{message}", header(path, run_line)),
                );
                return result;
            }
        }
        let run = run_script(&script, dir, &config.tools);
        if !run.ok() {
            fail(&mut result, render_failure(path, run_line, &run));
            return result;
        }
    }
    result
}

/// `file:line: RUN: text`, the first line of every report about a RUN line.
fn header(path: &Path, run_line: &RunLine) -> String {
    format!(
        "{}:{}: RUN: {}",
        path.display(),
        run_line.line,
        run_line.text
    )
}

/// Most lines of a command's output shown in a report.
const MAX_SHOWN_LINES: usize = 120;
/// Most bytes of a command's output shown in a report.
const MAX_SHOWN_BYTES: usize = 16 * 1024;

/// What went wrong in `run`: the failing commands, every command's stderr, FileCheck's
/// diagnostics and the input it was given.
fn render_failure(path: &Path, run_line: &RunLine, run: &Run) -> String {
    let mut out = header(path, run_line);
    let ran: Vec<String> = run
        .pipelines
        .iter()
        .map(|stages| {
            let shown: Vec<&str> = stages.iter().map(|s| s.display.as_str()).collect();
            shown.join(" | ")
        })
        .collect();
    out.push_str(&format!("\nran: {}", ran.join(" && ")));
    for stage in run.pipelines.iter().flatten() {
        if !stage.ok {
            out.push_str(&format!("\n=> {}", describe_failure(stage)));
        }
    }
    for stage in run.pipelines.iter().flatten() {
        if stage.is_filecheck {
            if stage.ok {
                continue;
            }
            out.push_str(&block(
                &format!("FileCheck says (`{}`)", stage.display),
                &stage.stderr,
            ));
            out.push_str(&block("input given to FileCheck", &stage.input));
        } else if !stage.stderr.is_empty() {
            out.push_str(&block(
                &format!("stderr of `{}`", stage.display),
                &stage.stderr,
            ));
        }
    }
    out
}

/// `bytes` under a `--- title ---` line, clipped to a readable size.
fn block(title: &str, bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    let mut shown = String::new();
    for (count, line) in text.split_inclusive('\n').enumerate() {
        if count == MAX_SHOWN_LINES || shown.len() + line.len() > MAX_SHOWN_BYTES {
            let rest = text[shown.len()..].lines().count();
            shown.push_str(&format!("... ({rest} more lines)\n"));
            break;
        }
        shown.push_str(line);
    }
    if text.is_empty() {
        shown.push_str("(empty)\n");
    } else if !shown.ends_with('\n') {
        shown.push('\n');
    }
    format!("\n--- {title} ---\n{}--- end ---", shown)
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::time::Duration;

    /// A suite directory with the given files, run with `sigil` being `/bin/sh`.
    fn suite(name: &str, files: &[(&str, &str)], ci: bool, mlir_opt: bool) -> Summary {
        let root = Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("filetests-suite-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        let dir = root.join("tests");
        assert!(std::fs::create_dir_all(&dir).is_ok());
        for (path, text) in files {
            let path = dir.join(path);
            assert!(std::fs::create_dir_all(path.parent().unwrap_or(&dir)).is_ok());
            assert!(std::fs::write(&path, text).is_ok());
        }
        let config = Config {
            dir,
            tools: Tools {
                sigil: PathBuf::from("/bin/sh"),
                mlir_opt: mlir_opt.then(|| PathBuf::from("/bin/sh")),
                timeout: Duration::from_secs(20),
                jit: None,
            },
            ci,
            filter: None,
            code_only: false,
            threads: 2,
            scratch: root.join("scratch"),
        };
        match run(&config) {
            Ok(summary) => summary,
            Err(e) => panic!("{e}"),
        }
    }

    fn failure<'a>(summary: &'a Summary, name: &str) -> &'a str {
        let result = summary.results.iter().find(|r| r.name == name);
        match result.and_then(|r| r.failure.as_deref()) {
            Some(report) => report,
            None => panic!("{name} did not fail: {summary:?}"),
        }
    }

    // A file checks itself: `FileCheck %s < %s` matches its CHECK lines against its own text.
    const SELF_PASS: &str = "// RUN: FileCheck %s < %s\n// CHECK: hello\n";
    // `{{h}}ello` needs "hello", which the file only contains as "{{h}}ello".
    const SELF_FAIL: &str = "// RUN: FileCheck %s < %s\n// CHECK: {{h}}ello world\n";

    #[test]
    fn passing_failing_and_ignored_files() {
        let summary = suite(
            "mixed",
            &[
                ("a_pass.mlir", SELF_PASS),
                ("b_fail.mlir", SELF_FAIL),
                (
                    "c_not.mlir",
                    "// RUN: not FileCheck %s < %s\n// CHECK: {{z}}zz\n",
                ),
                ("sub/dir/d_pass.mlir", SELF_PASS),
                ("Inputs/helper.mlir", "no run line here\n"),
                (".hidden/x.mlir", "no run line here\n"),
                ("notes.txt", "not a test\n"),
            ],
            false,
            false,
        );
        let names: Vec<&str> = summary.results.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "a_pass.mlir",
                "b_fail.mlir",
                "c_not.mlir",
                "sub/dir/d_pass.mlir"
            ]
        );
        assert_eq!((summary.passed(), summary.failed()), (3, 1));
        assert_eq!(summary.line(), "filetests: 3 passed, 1 failed");
        let report = failure(&summary, "b_fail.mlir");
        assert!(
            report.contains("b_fail.mlir:1: RUN: FileCheck %s < %s"),
            "{report}"
        );
        assert!(
            report.contains("error: CHECK: expected string not found in input"),
            "{report}"
        );
        assert!(
            report.contains("--- input given to FileCheck ---\n// RUN: FileCheck"),
            "{report}"
        );
    }

    #[test]
    fn report_shows_status_and_stderr_of_the_producer() {
        let text = "// RUN: sigil -c 'echo out; echo \"sigil: bad thing\" >&2; exit 1' | FileCheck %s\n// CHECK: out\n";
        let summary = suite("stderr", &[("t.mlir", text)], false, false);
        let report = failure(&summary, "t.mlir");
        assert!(report.contains("failed with exit status 1"), "{report}");
        assert!(report.contains("sigil: bad thing"), "{report}");
    }

    #[test]
    fn later_run_lines_stop_after_a_failure() {
        let text = "// RUN: sigil -c 'exit 1'\n// RUN: sigil -c 'touch %t.second'\n";
        let summary = suite("stop", &[("t.mlir", text)], false, false);
        let report = failure(&summary, "t.mlir");
        assert!(report.contains("t.mlir:1: RUN:"), "{report}");
        assert!(!report.contains("t.mlir:2:"), "{report}");
    }

    #[test]
    fn continuation_and_temp_files() {
        let text = "// RUN: sigil -c 'echo made' \\\n// RUN:   > %t && FileCheck %s --input-file=%t\n// CHECK: made\n";
        let summary = suite("temp", &[("t.mlir", text)], false, false);
        assert_eq!(summary.failed(), 0, "{}", summary.failure_report());
    }

    #[test]
    fn missing_mlir_opt_skips_outside_ci() {
        let text = "// RUN: mlir-opt-22 -c 'echo x' | FileCheck %s\n// RUN: FileCheck %s < %s\n// CHECK: x\n";
        let summary = suite("skip", &[("t.mlir", text)], false, false);
        assert_eq!(summary.failed(), 0);
        assert_eq!(summary.skipped().len(), 1);
        assert!(summary.skipped()[0].contains("t.mlir:1: this RUN line needs mlir-opt-22"));
        assert_eq!(
            summary.line(),
            "filetests: 1 passed, 0 failed (1 RUN line skipped, see above)"
        );
    }

    #[test]
    fn missing_mlir_opt_fails_under_ci() {
        let text = "// RUN: mlir-opt-22 %s | FileCheck %s\n// CHECK: x\n";
        let summary = suite("ci", &[("t.mlir", text)], true, false);
        assert!(failure(&summary, "t.mlir").contains("CI=true"));
    }

    #[test]
    fn present_mlir_opt_runs() {
        let text = "// RUN: mlir-opt-22 -c 'echo x' | FileCheck %s\n// CHECK: x\n";
        let summary = suite("present", &[("t.mlir", text)], true, true);
        assert_eq!(summary.failed(), 0, "{}", summary.failure_report());
    }

    #[test]
    fn malformed_tests_fail_with_a_reason() {
        let summary = suite(
            "malformed",
            &[
                ("no_run.mlir", "// CHECK: x\n"),
                ("bad_shell.mlir", "// RUN: sigil x ; sigil y\n"),
                ("unknown.mlir", "// RUN: cat %s | FileCheck %s\n"),
                ("dangling.mlir", "// RUN: sigil x \\\n"),
            ],
            false,
            false,
        );
        assert_eq!(summary.failed(), 4);
        assert!(failure(&summary, "no_run.mlir").contains("no `// RUN:` line"));
        assert!(failure(&summary, "bad_shell.mlir")
            .contains("';' (use '&&' or another RUN line) is not supported"));
        assert!(failure(&summary, "unknown.mlir").contains("unknown command `cat`"));
        assert!(failure(&summary, "dangling.mlir").contains("ends with '\\'"));
    }

    #[test]
    fn empty_suite_passes() {
        let summary = suite("empty", &[], false, false);
        assert_eq!(summary.line(), "filetests: 0 passed, 0 failed");
    }

    #[test]
    fn long_output_is_clipped() {
        let long: Vec<u8> = (0..1000)
            .flat_map(|i| format!("line {i}\n").into_bytes())
            .collect();
        let shown = block("t", &long);
        assert!(
            shown.contains("line 119\n... (880 more lines)\n--- end ---"),
            "{shown}"
        );
        assert_eq!(block("t", b""), "\n--- t ---\n(empty)\n--- end ---");
        assert_eq!(
            block("t", b"no newline"),
            "\n--- t ---\nno newline\n--- end ---"
        );
    }
}
