//! A FileCheck for sigil's file tests: the subset of LLVM FileCheck that MLIR tests use.
//!
//! A check file holds directives (`// CHECK: pattern`) and FileCheck verifies that the input (the
//! output of `sigil opt`) contains what they describe, in order. Supported: `CHECK:`,
//! `-NEXT:`, `-SAME:`, `-NOT:`, `-DAG:`, `-LABEL:`, `-EMPTY:`, `-COUNT-n:`, the `{LITERAL}`
//! modifier, `{{regex}}`, `[[VAR:regex]]` / `[[VAR]]`, `[[@LINE]]`, configurable prefixes,
//! `--strict-whitespace`, `--match-full-lines`, `--implicit-check-not`, `--ignore-case`,
//! `--enable-var-scope` and `-D`. Errors are printed the way FileCheck prints them.
//!
//! ```
//! use sigil_filecheck::{FileCheck, Options};
//!
//! let checks = "// CHECK: func @f(%[[A:.*]]: i32)\n// CHECK-NEXT: return %[[A]]\n";
//! let fc = FileCheck::new("test.mlir", checks, &Options::default()).unwrap();
//! assert!(fc.check("<stdin>", "func @f(%arg0: i32) {\n  return %arg0\n}\n").is_ok());
//! let report = fc.check("<stdin>", "func @f(%arg0: i32) {\n  return %arg1\n}\n").unwrap_err();
//! assert_eq!(report.error_messages(), ["CHECK-NEXT: expected string not found in input"]);
//! ```
//!
//! [`run`] is the command line (`FileCheck checks.mlir --check-prefix=FOO < input`), which the
//! file-test harness calls in-process.

use std::path::Path;

mod checkfile;
mod diag;
mod matcher;
mod pattern;
mod source;

use checkfile::CheckString;
pub use diag::{Diagnostic, Location, Report, Severity};
use pattern::{is_variable_name, Variables};
use source::{Input, SourceText};

/// How to read the check file and match the input; the defaults are FileCheck's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Directive prefixes (`--check-prefix(es)`); `CHECK` if empty.
    pub check_prefixes: Vec<String>,
    /// Prefixes whose directives (`COM:`, `RUN:`) make FileCheck ignore the line.
    pub comment_prefixes: Vec<String>,
    /// Match spaces and tabs exactly instead of any run matching any run.
    pub strict_whitespace: bool,
    /// Patterns (except `-NOT`) must match whole lines.
    pub match_full_lines: bool,
    /// Match letters regardless of case.
    pub ignore_case: bool,
    /// Patterns that must not occur anywhere between the checks' matches.
    pub implicit_check_not: Vec<String>,
    /// Accept an empty input (otherwise an error, as a crashed producer is the usual cause).
    pub allow_empty: bool,
    /// Accept prefixes no directive uses, as long as one is used.
    pub allow_unused_prefixes: bool,
    /// Forget variables not starting with `$` at each `CHECK-LABEL` block.
    pub enable_var_scope: bool,
    /// Variables defined before matching starts (`-DNAME=VALUE`).
    pub defines: Vec<(String, String)>,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            check_prefixes: vec!["CHECK".to_string()],
            comment_prefixes: vec!["COM".to_string(), "RUN".to_string()],
            strict_whitespace: false,
            match_full_lines: false,
            ignore_case: false,
            implicit_check_not: Vec::new(),
            allow_empty: false,
            allow_unused_prefixes: false,
            enable_var_scope: false,
            defines: Vec::new(),
        }
    }
}

impl Options {
    fn effective_check_prefixes(&self) -> Vec<String> {
        if self.check_prefixes.is_empty() {
            vec!["CHECK".to_string()]
        } else {
            self.check_prefixes.clone()
        }
    }

    /// The first problem with the options, if any.
    fn validate(&self) -> Result<(), String> {
        let is_prefix = |p: &str| {
            p.starts_with(|c: char| c.is_ascii_alphabetic())
                && p.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        };
        let prefixes = self.effective_check_prefixes();
        let mut seen: Vec<&str> = Vec::new();
        for (kind, prefix) in prefixes
            .iter()
            .map(|p| ("check", p))
            .chain(self.comment_prefixes.iter().map(|p| ("comment", p)))
        {
            if !is_prefix(prefix) {
                return Err(format!(
                    "supplied {kind} prefix '{prefix}' is invalid: prefixes must start with a \
                     letter and contain only alphanumeric characters, hyphens and underscores"
                ));
            }
            if seen.contains(&prefix.as_str()) {
                return Err(format!(
                    "supplied {kind} prefix must be unique among check and comment prefixes: '{prefix}'"
                ));
            }
            seen.push(prefix);
        }
        for (name, _) in &self.defines {
            if !is_variable_name(name) {
                return Err(format!("invalid variable name in -D definition: '{name}'"));
            }
        }
        Ok(())
    }
}

/// A parsed check file, ready to check any number of inputs.
#[derive(Debug)]
pub struct FileCheck {
    checks: Vec<CheckString>,
    options: Options,
}

impl FileCheck {
    /// Reads the check file `text`, named `name` in diagnostics.
    pub fn new(name: &str, text: &str, options: &Options) -> Result<FileCheck, Report> {
        options.validate().map_err(Report::single_error)?;
        let source = SourceText::new(name, text.to_string());
        let checks = checkfile::parse(&source, options)?;
        Ok(FileCheck {
            checks,
            options: options.clone(),
        })
    }

    /// Checks `input`, named `name` in diagnostics (`<stdin>` for piped input).
    pub fn check(&self, name: &str, input: &str) -> Result<(), Report> {
        if input.is_empty() && !self.options.allow_empty {
            return Err(Report::single_error(format!(
                "'{name}' is empty (the command before FileCheck printed nothing; pass \
                 --allow-empty if that is expected)"
            )));
        }
        let input = Input::new(name, input.to_string(), self.options.strict_whitespace);
        let vars: Variables = self.options.defines.iter().cloned().collect();
        let report =
            matcher::Matcher::run(&self.checks, &input, vars, self.options.enable_var_scope);
        if report.has_errors() {
            Err(report)
        } else {
            Ok(())
        }
    }
}

/// Checks `input` against the directives in `checks` (both named generically in diagnostics).
pub fn check(checks: &str, input: &str, options: &Options) -> Result<(), Report> {
    FileCheck::new("check-file", checks, options)?.check("<stdin>", input)
}

/// A parsed FileCheck command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invocation {
    /// The check file (the one positional argument).
    pub check_file: String,
    /// `--input-file`; standard input if `None` or `-`.
    pub input_file: Option<String>,
    /// Everything else.
    pub options: Options,
}

/// Parses FileCheck's arguments (without the program name). Options take `-opt`, `--opt`,
/// `--opt=value` or `--opt value`; display options (`--dump-input`, `-v`, `--color`) are ignored.
pub fn parse_args<I, S>(args: I) -> Result<Invocation, String>
where
    I: IntoIterator<Item = S>,
    S: AsRef<str>,
{
    let mut args = args.into_iter().map(|a| a.as_ref().to_string());
    let mut options = Options::default();
    let mut check_prefixes = Vec::new();
    let mut check_file = None;
    let mut input_file = None;
    let mut positional_only = false;
    while let Some(arg) = args.next() {
        let option = if positional_only || arg == "-" {
            None
        } else {
            arg.strip_prefix("--").or_else(|| arg.strip_prefix('-'))
        };
        let Some(option) = option else {
            if check_file.replace(arg.clone()).is_some() {
                return Err(format!(
                    "too many positional arguments: '{arg}' (only the check file is one)"
                ));
            }
            continue;
        };
        if option.is_empty() {
            positional_only = true;
            continue;
        }
        if let Some(definition) = option.strip_prefix('D').filter(|_| !arg.starts_with("--")) {
            let definition = if definition.is_empty() {
                args.next().ok_or("-D requires a NAME=VALUE argument")?
            } else {
                definition.to_string()
            };
            let Some((name, value)) = definition.split_once('=') else {
                return Err(format!(
                    "missing equal sign in command-line definition '-D{definition}'"
                ));
            };
            if name.starts_with('#') {
                return Err(format!(
                    "numeric variables are not supported: '-D{definition}'"
                ));
            }
            options.defines.push((name.to_string(), value.to_string()));
            continue;
        }
        let (name, inline) = match option.split_once('=') {
            Some((name, value)) => (name, Some(value.to_string())),
            None => (option, None),
        };
        let mut value = || match &inline {
            Some(value) => Ok(value.clone()),
            None => args
                .next()
                .ok_or_else(|| format!("option '{arg}' requires a value")),
        };
        let flag = |inline: &Option<String>| match inline.as_deref() {
            None | Some("true" | "TRUE" | "True" | "1") => Ok(true),
            Some("false" | "FALSE" | "False" | "0") => Ok(false),
            Some(other) => Err(format!(
                "'{other}' is not a value for boolean option '{name}'"
            )),
        };
        let split = |list: String| list.split(',').map(str::to_string).collect::<Vec<_>>();
        match name {
            "check-prefix" => check_prefixes.push(value()?),
            "check-prefixes" => check_prefixes.extend(split(value()?)),
            "comment-prefixes" => options.comment_prefixes = split(value()?),
            "implicit-check-not" => options.implicit_check_not.push(value()?),
            "input-file" => input_file = Some(value()?),
            "strict-whitespace" => options.strict_whitespace = flag(&inline)?,
            "match-full-lines" => options.match_full_lines = flag(&inline)?,
            "ignore-case" => options.ignore_case = flag(&inline)?,
            "allow-empty" => options.allow_empty = flag(&inline)?,
            "allow-unused-prefixes" => options.allow_unused_prefixes = flag(&inline)?,
            "enable-var-scope" => options.enable_var_scope = flag(&inline)?,
            "dump-input" | "dump-input-filter" | "dump-input-context" => {
                value()?;
            }
            "v" | "vv" | "color" | "dump-input-on-failure" => {
                flag(&inline)?;
            }
            _ => return Err(format!("unknown command line argument '{arg}'")),
        }
    }
    if !check_prefixes.is_empty() {
        options.check_prefixes = check_prefixes;
    }
    let check_file =
        check_file.ok_or("no check file given (usage: FileCheck CHECK-FILE [options])")?;
    Ok(Invocation {
        check_file,
        input_file: input_file.filter(|f| f != "-"),
        options,
    })
}

/// What a FileCheck run printed and how it exited.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// 0: the checks passed; 1: they failed; 2: bad arguments, check file or empty input.
    pub exit_code: i32,
    /// The diagnostics (FileCheck prints nothing on standard output).
    pub stderr: String,
}

/// Runs FileCheck as a command: `args` without the program name, `stdin` the piped input.
pub fn run<I, S>(args: I, stdin: &[u8]) -> Outcome
where
    I: IntoIterator<Item = S>,
    S: AsRef<str>,
{
    run_in(Path::new("."), args, stdin)
}

/// [`run`] as if started in directory `dir`: relative file arguments are relative to it.
/// Diagnostics name files as the arguments do.
pub fn run_in<I, S>(dir: &Path, args: I, stdin: &[u8]) -> Outcome
where
    I: IntoIterator<Item = S>,
    S: AsRef<str>,
{
    let fail = |exit_code, stderr: String| Outcome { exit_code, stderr };
    let invocation = match parse_args(args) {
        Ok(invocation) => invocation,
        Err(message) => return fail(2, format!("FileCheck: error: {message}\n")),
    };
    let check_text = match std::fs::read(dir.join(&invocation.check_file)) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => {
            let message = format!("could not open check file '{}': {e}", invocation.check_file);
            return fail(2, format!("FileCheck: error: {message}\n"));
        }
    };
    let (input_name, input) = match &invocation.input_file {
        None => (
            "<stdin>".to_string(),
            String::from_utf8_lossy(stdin).into_owned(),
        ),
        Some(path) => match std::fs::read(dir.join(path)) {
            Ok(bytes) => (path.clone(), String::from_utf8_lossy(&bytes).into_owned()),
            Err(e) => {
                return fail(
                    2,
                    format!("FileCheck: error: could not open input file '{path}': {e}\n"),
                )
            }
        },
    };
    let filecheck = match FileCheck::new(&invocation.check_file, &check_text, &invocation.options) {
        Ok(filecheck) => filecheck,
        Err(report) => return fail(2, report.to_string()),
    };
    match filecheck.check(&input_name, &input) {
        Ok(()) => Outcome {
            exit_code: 0,
            stderr: String::new(),
        },
        Err(report) => {
            let empty_input = input.is_empty() && !invocation.options.allow_empty;
            fail(if empty_input { 2 } else { 1 }, report.to_string())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch_dir(name: &str) -> std::path::PathBuf {
        let dir =
            std::env::temp_dir().join(format!("sigil-filecheck-{name}-{}", std::process::id()));
        assert!(std::fs::create_dir_all(&dir).is_ok());
        dir
    }

    #[test]
    fn command_line_passes_and_fails_with_filecheck_exit_codes() {
        let dir = scratch_dir("cli");
        assert!(std::fs::write(dir.join("c.txt"), "// FOO: b\n").is_ok());
        let ok = run_in(&dir, ["c.txt", "--check-prefix=FOO"], b"a b\n");
        assert_eq!(
            ok,
            Outcome {
                exit_code: 0,
                stderr: String::new()
            }
        );
        let bad = run_in(&dir, ["c.txt", "--check-prefix", "FOO"], b"a\n");
        assert_eq!(bad.exit_code, 1);
        let want = "c.txt:1:9: error: FOO: expected string not found in input\n";
        assert!(bad.stderr.starts_with(want), "{}", bad.stderr);
        let empty = run_in(&dir, ["c.txt", "--check-prefix=FOO"], b"");
        assert_eq!(empty.exit_code, 2);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn input_file_is_read_relative_to_the_directory() {
        let dir = scratch_dir("input");
        assert!(std::fs::write(dir.join("c.txt"), "CHECK: x\n").is_ok());
        assert!(std::fs::write(dir.join("in.txt"), "x\n").is_ok());
        let ok = run_in(&dir, ["--input-file", "in.txt", "c.txt"], b"");
        assert_eq!(ok.exit_code, 0, "{}", ok.stderr);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn usage_errors_exit_2() {
        let dir = scratch_dir("usage");
        assert_eq!(run_in(&dir, ["--no-such-flag", "c.txt"], b"x").exit_code, 2);
        assert_eq!(run_in(&dir, Vec::<String>::new(), b"x").exit_code, 2);
        let missing = run_in(&dir, ["missing.txt"], b"x");
        assert_eq!(missing.exit_code, 2);
        assert!(
            missing
                .stderr
                .contains("could not open check file 'missing.txt'"),
            "{}",
            missing.stderr
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn argument_spellings() {
        let parsed = parse_args([
            "-check-prefixes=A,B",
            "--implicit-check-not",
            "x",
            "-DV=1",
            "-D",
            "W=2",
            "--dump-input=fail",
            "-v",
            "--strict-whitespace=false",
            "--match-full-lines",
            "c.txt",
        ]);
        let invocation = match parsed {
            Ok(invocation) => invocation,
            Err(e) => panic!("{e}"),
        };
        assert_eq!(invocation.check_file, "c.txt");
        assert_eq!(invocation.options.check_prefixes, ["A", "B"]);
        assert_eq!(invocation.options.implicit_check_not, ["x"]);
        assert_eq!(
            invocation.options.defines,
            [("V".into(), "1".into()), ("W".into(), "2".into())]
        );
        assert!(!invocation.options.strict_whitespace && invocation.options.match_full_lines);
        assert!(parse_args(["c.txt", "d.txt"]).is_err());
        assert!(parse_args(["c.txt", "-DNOEQUALS"]).is_err());
        assert!(parse_args(["c.txt", "--check-prefix"]).is_err());
    }
}
