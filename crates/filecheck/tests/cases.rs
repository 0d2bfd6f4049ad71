//! End-to-end cases: a check file, an input, arguments, and the expected outcome.
//!
//! Each case states the exit code and the `error:` lines FileCheck must print. The same table is
//! run against LLVM's FileCheck when one is found (`$SIGIL_REFERENCE_FILECHECK`, `FileCheck` on
//! `PATH`, or `/usr/lib/llvm-*/bin/FileCheck`), so the expectations are also checked against the
//! tool they imitate; without one that test only says so.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use sigil_filecheck::{parse_args, FileCheck};

/// The check file is called this in every case, so messages are comparable.
const CHECK_NAME: &str = "c.txt";

struct Case {
    name: &'static str,
    checks: &'static str,
    input: &'static str,
    args: &'static [&'static str],
    /// 0 pass, 1 checks failed, 2 usage or check-file error.
    exit: i32,
    /// The error lines (`file:line:col: error: ...` or `error: ...`), in order.
    errors: &'static [&'static str],
    /// Our message wording differs from LLVM's here (compare exit codes and error count only).
    own_wording: bool,
}

const fn pass(
    name: &'static str,
    checks: &'static str,
    input: &'static str,
    args: &'static [&'static str],
) -> Case {
    Case {
        name,
        checks,
        input,
        args,
        exit: 0,
        errors: &[],
        own_wording: false,
    }
}

const fn fail(
    name: &'static str,
    checks: &'static str,
    input: &'static str,
    args: &'static [&'static str],
    errors: &'static [&'static str],
) -> Case {
    Case {
        name,
        checks,
        input,
        args,
        exit: 1,
        errors,
        own_wording: false,
    }
}

const fn bad(
    name: &'static str,
    checks: &'static str,
    input: &'static str,
    args: &'static [&'static str],
    errors: &'static [&'static str],
) -> Case {
    Case {
        name,
        checks,
        input,
        args,
        exit: 2,
        errors,
        own_wording: false,
    }
}

const fn own_wording(case: Case) -> Case {
    Case {
        own_wording: true,
        ..case
    }
}

const CASES: &[Case] = &[
    // CHECK:
    pass("plain_in_order", "// CHECK: foo\n// CHECK: baz\n", "foo\nbar\nbaz\n", &[]),
    pass("plain_mid_line", "// CHECK: oo b\n", "xfoo bar\n", &[]),
    fail(
        "plain_out_of_order",
        "// CHECK: baz\n// CHECK: foo\n",
        "foo\nbaz\n",
        &[],
        &["c.txt:2:11: error: CHECK: expected string not found in input"],
    ),
    fail("plain_missing", "// CHECK: qux\n", "foo\n", &[], &["c.txt:1:11: error: CHECK: expected string not found in input"]),
    // Whitespace.
    pass("space_runs_match_any_run", "// CHECK: a  b\n", "a\t \tb\n", &[]),
    pass("pattern_run_matches_one_space", "// CHECK: a   b\n", "a b\n", &[]),
    fail("space_must_be_present", "// CHECK: a b\n", "ab\n", &[], &["c.txt:1:11: error: CHECK: expected string not found in input"]),
    fail(
        "strict_whitespace",
        "// CHECK: a b\n",
        "a  b\n",
        &["--strict-whitespace"],
        &["c.txt:1:11: error: CHECK: expected string not found in input"],
    ),
    pass("strict_whitespace_exact", "// CHECK: a  b\n", "a  b\n", &["--strict-whitespace"]),
    pass("crlf_input", "// CHECK: a\n// CHECK-NEXT: b\n", "a\r\nb\r\n", &[]),
    // --match-full-lines.
    pass("full_lines", "// CHECK: a b\n", "xa b\n  a   b \n", &["--match-full-lines"]),
    fail(
        "full_lines_partial",
        "// CHECK: a\n",
        "xa\n",
        &["--match-full-lines"],
        &["c.txt:1:11: error: CHECK: expected string not found in input"],
    ),
    fail(
        "full_lines_strict",
        "// CHECK: a\n",
        " a \n",
        &["--match-full-lines", "--strict-whitespace"],
        &["c.txt:1:10: error: CHECK: expected string not found in input"],
    ),
    pass("full_lines_not_is_partial", "// CHECK: a\n// CHECK-NOT: b\n// CHECK: c\n", "a\nc\n", &["--match-full-lines"]),
    // CHECK-NEXT:
    pass("next", "// CHECK: a\n// CHECK-NEXT: b\n// CHECK-NEXT: c\n", "a\nb\nc\n", &[]),
    fail(
        "next_skips_a_line",
        "// CHECK: a\n// CHECK-NEXT: b\n",
        "a\nx\nb\n",
        &[],
        &["c.txt:2:16: error: CHECK-NEXT: is not on the line after the previous match"],
    ),
    fail(
        "next_on_same_line",
        "// CHECK: a\n// CHECK-NEXT: b\n",
        "a b\n",
        &[],
        &["c.txt:2:16: error: CHECK-NEXT: is on the same line as previous match"],
    ),
    fail(
        "next_missing",
        "// CHECK: a\n// CHECK-NEXT: b\n",
        "a\nc\n",
        &[],
        &["c.txt:2:16: error: CHECK-NEXT: expected string not found in input"],
    ),
    bad(
        "next_first",
        "// CHECK-NEXT: a\n",
        "a\n",
        &[],
        &["c.txt:1:4: error: found 'CHECK-NEXT' without previous 'CHECK: line"],
    ),
    // CHECK-SAME:
    pass("same", "// CHECK: a\n// CHECK-SAME: b\n// CHECK-SAME: c\n", "a b c\n", &[]),
    fail(
        "same_next_line",
        "// CHECK: a\n// CHECK-SAME: b\n",
        "a\nb\n",
        &[],
        &["c.txt:2:16: error: CHECK-SAME: is not on the same line as the previous match"],
    ),
    fail(
        "same_before_previous",
        "// CHECK: b\n// CHECK-SAME: a\n",
        "a b\n",
        &[],
        &["c.txt:2:16: error: CHECK-SAME: expected string not found in input"],
    ),
    fail(
        "same_with_full_lines_needs_the_same_line",
        "// CHECK: {{a}}\n// CHECK-SAME: b\n",
        "a\nb\n",
        &["--match-full-lines"],
        &["c.txt:2:16: error: CHECK-SAME: is not on the same line as the previous match"],
    ),
    // CHECK-NOT:
    pass("not_absent", "// CHECK: a\n// CHECK-NOT: b\n// CHECK: c\n", "a\nc\nb\n", &[]),
    fail(
        "not_present",
        "// CHECK: a\n// CHECK-NOT: b\n// CHECK: c\n",
        "a\nb\nc\n",
        &[],
        &["c.txt:2:15: error: CHECK-NOT: excluded string found in input"],
    ),
    fail(
        "not_at_start",
        "// CHECK-NOT: x\n// CHECK: a\n",
        "x\na\n",
        &[],
        &["c.txt:1:15: error: CHECK-NOT: excluded string found in input"],
    ),
    fail(
        "not_at_end",
        "// CHECK: a\n// CHECK-NOT: x\n",
        "a\nx\n",
        &[],
        &["c.txt:2:15: error: CHECK-NOT: excluded string found in input"],
    ),
    fail(
        "several_nots_all_reported",
        "// CHECK: a\n// CHECK-NOT: x\n// CHECK-NOT: y\n",
        "a\ny\nx\n",
        &[],
        &[
            "c.txt:2:15: error: CHECK-NOT: excluded string found in input",
            "c.txt:3:15: error: CHECK-NOT: excluded string found in input",
        ],
    ),
    pass("only_nots", "// CHECK-NOT: x\n", "a\n", &[]),
    // CHECK-DAG:
    pass("dag_any_order", "// CHECK-DAG: b\n// CHECK-DAG: a\n// CHECK: c\n", "a b c\n", &[]),
    fail(
        "dag_must_not_overlap",
        "// CHECK-DAG: b\n// CHECK-DAG: b\n",
        "b\n",
        &[],
        &["c.txt:2:15: error: CHECK-DAG: expected string not found in input"],
    ),
    pass("dag_repeats_need_repeats", "// CHECK-DAG: b\n// CHECK-DAG: b\n", "b b\n", &[]),
    fail(
        "dag_before_check",
        "// CHECK-DAG: c\n// CHECK: a\n",
        "a c\n",
        &[],
        &["c.txt:2:11: error: CHECK: expected string not found in input"],
    ),
    fail(
        "not_between_dag_groups",
        "// CHECK-DAG: a\n// CHECK-NOT: b\n// CHECK-DAG: c\n",
        "a b c\n",
        &[],
        &["c.txt:2:15: error: CHECK-NOT: excluded string found in input"],
    ),
    pass("not_between_dag_groups_absent", "// CHECK-DAG: a\n// CHECK-NOT: b\n// CHECK-DAG: c\n", "a c b\n", &[]),
    pass(
        "dag_defines_variables",
        "// CHECK-DAG: [[A:%[0-9]+]] = one\n// CHECK-DAG: [[B:%[0-9]+]] = two\n// CHECK: add [[A]], [[B]]\n",
        "%2 = two\n%1 = one\nadd %1, %2\n",
        &[],
    ),
    // CHECK-LABEL:
    pass(
        "labels_partition",
        "// CHECK-LABEL: f1\n// CHECK: x\n// CHECK-LABEL: f2\n// CHECK: y\n",
        "f1\nx\nf2\ny\n",
        &[],
    ),
    fail(
        "labels_keep_checks_in_their_block",
        "// CHECK-LABEL: f1\n// CHECK: x\n// CHECK-LABEL: f2\n// CHECK: y\n",
        "f1\ny\nf2\nx\n",
        &[],
        &[
            "c.txt:2:11: error: CHECK: expected string not found in input",
            "c.txt:4:11: error: CHECK: expected string not found in input",
        ],
    ),
    fail(
        "label_missing",
        "// CHECK-LABEL: f1\n// CHECK-LABEL: f3\n",
        "f1\nf2\n",
        &[],
        &["c.txt:2:17: error: CHECK-LABEL: expected string not found in input"],
    ),
    bad(
        "label_with_variable",
        "// CHECK-LABEL: f[[X:.*]]\n",
        "f\n",
        &[],
        &["c.txt:1:4: error: found 'CHECK-LABEL:' with variable definition or use"],
    ),
    fail(
        "not_before_label",
        "// CHECK-LABEL: f1\n// CHECK-NOT: bad\n// CHECK-LABEL: f2\n",
        "f1\nbad\nf2\n",
        &[],
        &["c.txt:2:15: error: CHECK-NOT: excluded string found in input"],
    ),
    // CHECK-EMPTY:
    pass("empty", "// CHECK: a\n// CHECK-EMPTY:\n// CHECK-NEXT: b\n", "a\n\nb\n", &[]),
    pass("empty_at_end", "// CHECK: a\n// CHECK-EMPTY:\n", "a\n", &[]),
    fail(
        "empty_line_has_text",
        "// CHECK: a\n// CHECK-EMPTY:\n",
        "a\nx\n\n",
        &[],
        &["c.txt:2:16: error: CHECK-EMPTY: is not on the line after the previous match"],
    ),
    fail(
        "empty_no_final_newline",
        "// CHECK: a\n// CHECK-EMPTY:\n",
        "a",
        &[],
        &["c.txt:2:16: error: CHECK-EMPTY: expected string not found in input"],
    ),
    bad(
        "empty_with_text",
        "// CHECK: a\n// CHECK-EMPTY: x\n",
        "a\n",
        &[],
        &["c.txt:2:17: error: found non-empty check string for empty check with prefix 'CHECK:'"],
    ),
    // CHECK-COUNT-n:
    pass("count", "// CHECK-COUNT-3: b\n// CHECK-NEXT: c\n", "b\nb b\nc\n", &[]),
    fail(
        "count_short",
        "// CHECK-COUNT-2: b\n",
        "b\n",
        &[],
        &["c.txt:1:19: error: CHECK-COUNT: expected string not found in input (2 out of 2)"],
    ),
    bad(
        "count_zero",
        "// CHECK-COUNT-0: b\n",
        "b\n",
        &[],
        &["c.txt:1:17: error: invalid count in -COUNT specification on prefix 'CHECK'"],
    ),
    // Regexes.
    pass("regex", "// CHECK: %{{[0-9]+}} = arith.constant {{.*}} : i32\n", "%12 = arith.constant 5 : i32\n", &[]),
    pass("regex_alternation", "// CHECK: {{a|ab}}c\n", "abc\n", &[]),
    fail(
        "negated_class_stops_at_newline",
        "// CHECK: x{{[^,]*}}y\n",
        "x\ny\n",
        &[],
        &["c.txt:1:11: error: CHECK: expected string not found in input"],
    ),
    pass("regex_then_brace", "// CHECK: {{a}}}\n", "a}\n", &[]),
    own_wording(bad(
        "regex_invalid",
        "// CHECK: {{a(}}\n",
        "a\n",
        &[],
        &["c.txt:1:13: error: invalid regex: unclosed group"],
    )),
    own_wording(bad(
        "regex_unterminated",
        "// CHECK: {{a\n",
        "a\n",
        &[],
        &["c.txt:1:11: error: found start of regex string with no end '}}'"],
    )),
    pass("literal_modifier", "// CHECK{LITERAL}: [[x]] {{y}}\n", "[[x]] {{y}}\n", &[]),
    // Variables.
    pass(
        "variables",
        "// CHECK: func @f(%[[ARG:[a-z0-9]+]]: i32)\n// CHECK: return %[[ARG]]\n",
        "func @f(%arg0: i32) {\n  return %arg0\n}\n",
        &[],
    ),
    fail(
        "variable_value_differs",
        "// CHECK: [[X:[0-9]+]]\n// CHECK: [[X]]\n",
        "a 12\nb 13\n",
        &[],
        &["c.txt:2:11: error: CHECK: expected string not found in input"],
    ),
    pass("variable_same_line", "// CHECK: [[X:[a-z]+]] = [[X]]\n", "ab = cd\nef = ef\n", &[]),
    pass("variable_redefined", "// CHECK: [[X:[0-9]]]\n// CHECK: [[X:[0-9]]]\n// CHECK: ={{ }}[[X]]\n", "1\n2\n= 2\n", &[]),
    fail("variable_undefined", "// CHECK: [[X]]\n", "foo\n", &[], &["c.txt:1:13: error: undefined variable: X"]),
    fail(
        "variable_undefined_in_not",
        "// CHECK-NOT: [[X]]\n// CHECK: a\n",
        "a\n",
        &[],
        &["c.txt:1:17: error: undefined variable: X"],
    ),
    bad("variable_bad_name", "// CHECK: [[1X]]\n", "foo\n", &[], &["c.txt:1:13: error: invalid variable name"]),
    bad(
        "variable_unterminated",
        "// CHECK: [[X\n",
        "foo\n",
        &[],
        &["c.txt:1:11: error: Invalid substitution block, no ]] found"],
    ),
    pass("defines", "// CHECK: v=[[V]]\n", "v=3\n", &["-DV=3"]),
    pass("at_line", "\n// CHECK: [[@LINE]] [[@LINE-1]] [[#@LINE+1]]\n", "2 1 3\n", &[]),
    fail(
        "var_scope_clears_locals",
        "// CHECK-LABEL: f1\n// CHECK: [[X:[0-9]]]\n// CHECK-LABEL: f2\n// CHECK: [[X]]\n",
        "f1\n1\nf2\n1\n",
        &["--enable-var-scope"],
        &["c.txt:4:13: error: undefined variable: X"],
    ),
    pass(
        "var_scope_keeps_globals",
        "// CHECK-LABEL: f1\n// CHECK: [[$X:[0-9]]]\n// CHECK-LABEL: f2\n// CHECK: [[$X]]\n",
        "f1\n1\nf2\n1\n",
        &["--enable-var-scope"],
    ),
    pass(
        "no_var_scope_keeps_locals",
        "// CHECK-LABEL: f1\n// CHECK: [[X:[0-9]]]\n// CHECK-LABEL: f2\n// CHECK: [[X]]\n",
        "f1\n1\nf2\n1\n",
        &[],
    ),
    // Prefixes and comments.
    pass("custom_prefix", "// FOO: a\n// CHECK: nothing\n", "a\n", &["--check-prefix=FOO"]),
    pass("two_prefixes", "// A: a\n// B-NEXT: b\n", "a\nb\n", &["--check-prefixes=A,B"]),
    pass("prefix_space_separated", "// A: a\n", "a\n", &["--check-prefix", "A"]),
    pass("prefix_not_in_word", "// XCHECK: nothing\n// CHECK: a\n", "a\n", &[]),
    pass("run_lines_are_comments", "// RUN: x | FileCheck %s -check-prefix=CHECK: a\n// CHECK: b\n", "b\n", &[]),
    pass("com_lines_are_comments", "// COM: CHECK: a\n// CHECK: b\n", "b\n", &[]),
    bad("no_checks", "// nothing here\n", "a\n", &[], &["error: no check strings found with prefix 'CHECK:'"]),
    bad(
        "unused_prefix",
        "// A: a\n",
        "a\n",
        &["--check-prefixes=A,B"],
        &["error: no check strings found with prefix 'B:'"],
    ),
    pass("unused_prefix_allowed", "// A: a\n", "a\n", &["--check-prefixes=A,B", "--allow-unused-prefixes"]),
    bad("empty_pattern", "// CHECK:\n", "a\n", &[], &["c.txt:1:10: error: found empty check string with prefix 'CHECK:'"]),
    bad("not_dag_combo", "// CHECK-DAG-NOT: a\n", "a\n", &[], &["c.txt:1:10: error: unsupported -NOT combo on prefix 'CHECK'"]),
    bad(
        "duplicate_prefix",
        "// CHECK: a\n",
        "a\n",
        &["--check-prefixes=CHECK,CHECK"],
        &["error: supplied check prefix must be unique among check and comment prefixes: 'CHECK'"],
    ),
    // --implicit-check-not.
    pass("implicit_check_not_absent", "// CHECK: a\n", "a\nb\n", &["--implicit-check-not=z"]),
    fail(
        "implicit_check_not_present",
        "// CHECK: a\n",
        "ab\n",
        &["--implicit-check-not", "b"],
        &["command line:1:22: error: CHECK-NOT: excluded string found in input"],
    ),
    fail(
        "implicit_check_not_before_first",
        "// CHECK: a\n",
        "z\na\n",
        &["--implicit-check-not=z"],
        &["command line:1:22: error: CHECK-NOT: excluded string found in input"],
    ),
    pass("implicit_check_not_matched_text", "// CHECK: z\n", "z\n", &["--implicit-check-not=z"]),
    // Input.
    own_wording(bad("empty_input", "// CHECK: a\n", "", &[], &["error: '<stdin>' is empty"])),
    pass("empty_input_allowed", "// CHECK-NOT: a\n", "", &["--allow-empty"]),
    pass("ignore_case", "// CHECK: HeLLo{{ W}}\n", "hello world\n", &["--ignore-case"]),
];

/// Runs `case` through this crate: exit code and stderr.
fn run_ours(case: &Case) -> (i32, String) {
    let mut args = vec![CHECK_NAME];
    args.extend(case.args);
    let invocation = match parse_args(&args) {
        Ok(invocation) => invocation,
        Err(message) => return (2, format!("error: {message}\n")),
    };
    let filecheck = match FileCheck::new(CHECK_NAME, case.checks, &invocation.options) {
        Ok(filecheck) => filecheck,
        Err(report) => return (2, report.to_string()),
    };
    match filecheck.check("<stdin>", case.input) {
        Ok(()) => (0, String::new()),
        Err(report) if case.input.is_empty() && !invocation.options.allow_empty => {
            (2, report.to_string())
        }
        Err(report) => (1, report.to_string()),
    }
}

/// The error lines of a FileCheck stderr.
fn error_lines(stderr: &str) -> Vec<String> {
    stderr
        .lines()
        .filter(|l| {
            l.starts_with("error: ")
                || l.starts_with("FileCheck error: ")
                || l.contains(": error: ")
        })
        .map(|l| l.to_string())
        .collect()
}

#[test]
fn every_case_has_the_expected_outcome() {
    let mut failures = Vec::new();
    for case in CASES {
        let (exit, stderr) = run_ours(case);
        let errors = error_lines(&stderr);
        let matches_prefix = errors.len() == case.errors.len()
            && errors
                .iter()
                .zip(case.errors)
                .all(|(got, want)| got.starts_with(want));
        if exit != case.exit || !matches_prefix {
            failures.push(format!(
                "case {}: exit {exit} (want {}), errors {errors:#?} (want {:#?})\n{stderr}",
                case.name, case.exit, case.errors
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        CASES.len(),
        failures.join("\n")
    );
}

#[test]
fn case_names_are_unique() {
    let mut names: Vec<&str> = CASES.iter().map(|c| c.name).collect();
    names.sort_unstable();
    let before = names.len();
    names.dedup();
    assert_eq!(before, names.len());
}

/// A reference FileCheck to compare with, if this machine has one.
fn reference_filecheck() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("SIGIL_REFERENCE_FILECHECK") {
        return Some(PathBuf::from(path));
    }
    let on_path = std::env::var_os("PATH")
        .into_iter()
        .flat_map(|paths| std::env::split_paths(&paths).collect::<Vec<_>>())
        .map(|dir| dir.join("FileCheck"));
    let llvm = std::fs::read_dir("/usr/lib")
        .into_iter()
        .flatten()
        .flatten()
        .filter(|entry| entry.file_name().to_string_lossy().starts_with("llvm-"))
        .map(|entry| entry.path().join("bin/FileCheck"));
    on_path.chain(llvm).find(|path| path.is_file())
}

fn run_reference(filecheck: &Path, dir: &Path, case: &Case) -> (i32, String) {
    let write = std::fs::write(dir.join(CHECK_NAME), case.checks);
    assert!(write.is_ok(), "cannot write check file: {write:?}");
    let child = Command::new(filecheck)
        .arg(CHECK_NAME)
        .args(case.args)
        .arg("--dump-input=never")
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match child {
        Ok(child) => child,
        Err(e) => panic!("cannot run {}: {e}", filecheck.display()),
    };
    if let Some(mut stdin) = child.stdin.take() {
        use std::io::Write;
        // A FileCheck that fails early may close its input; that is its answer, not ours.
        let _ = stdin.write_all(case.input.as_bytes());
    }
    match child.wait_with_output() {
        Ok(output) => (
            output.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&output.stderr).into_owned(),
        ),
        Err(e) => panic!("cannot wait for {}: {e}", filecheck.display()),
    }
}

#[test]
fn cases_agree_with_llvm_filecheck() {
    let Some(reference) = reference_filecheck() else {
        eprintln!(
            "note: no LLVM FileCheck found; set SIGIL_REFERENCE_FILECHECK to compare with one"
        );
        return;
    };
    let dir = std::env::temp_dir().join(format!("sigil-filecheck-cases-{}", std::process::id()));
    assert!(std::fs::create_dir_all(&dir).is_ok());
    let mut disagreements = Vec::new();
    for case in CASES {
        let (exit, stderr) = run_reference(&reference, &dir, case);
        let theirs = error_lines(&stderr);
        let (_, our_stderr) = run_ours(case);
        let ours = error_lines(&our_stderr);
        let same = if case.own_wording {
            theirs.len() == ours.len()
        } else {
            theirs == ours
        };
        if exit != case.exit || !same {
            disagreements.push(format!(
                "case {}: LLVM exits {exit} (we {}), LLVM errors {theirs:#?}, ours {ours:#?}",
                case.name, case.exit
            ));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(disagreements.is_empty(), "{}", disagreements.join("\n"));
}

/// Whole diagnostics, notes included, as LLVM FileCheck 14 prints them (dump of input disabled).
#[test]
fn full_diagnostics_match_llvm_layout() {
    let case = |checks: &'static str, input: &'static str| Case {
        name: "",
        checks,
        input,
        args: &[],
        exit: 1,
        errors: &[],
        own_wording: false,
    };
    let next = run_ours(&case(
        "// CHECK: foo\n// CHECK-NEXT: bar\n",
        "foo\nxx\nbar\n",
    ))
    .1;
    assert_eq!(
        next,
        "c.txt:2:16: error: CHECK-NEXT: is not on the line after the previous match
// CHECK-NEXT: bar
               ^
<stdin>:3:1: note: 'next' match was here
bar
^
<stdin>:1:4: note: previous match ended here
foo
   ^
<stdin>:2:1: note: non-matching line after previous match is here
xx
^
"
    );
    let missing = run_ours(&case("// CHECK: foo\n// CHECK: qux\n", "foo\nbar\nqx\n")).1;
    assert_eq!(
        missing,
        "c.txt:2:11: error: CHECK: expected string not found in input
// CHECK: qux
          ^
<stdin>:1:4: note: scanning from here
foo
   ^
<stdin>:3:1: note: possible intended match here
qx
^
"
    );
    let not = run_ours(&case("// CHECK-NOT: baz\n", "a baz\n")).1;
    assert_eq!(
        not,
        "c.txt:1:15: error: CHECK-NOT: excluded string found in input
// CHECK-NOT: baz
              ^
<stdin>:1:3: note: found here
a baz
  ^~~
"
    );
    let var = run_ours(&case(
        "// CHECK: [[X:f]] [[X]]\n// CHECK: [[X]]y\n",
        "f f\nz\n",
    ))
    .1;
    assert_eq!(
        var,
        "c.txt:2:11: error: CHECK: expected string not found in input
// CHECK: [[X]]y
          ^
<stdin>:1:4: note: scanning from here
f f
   ^
<stdin>:1:4: note: with \"X\" equal to \"f\"
f f
   ^
"
    );
}

#[test]
fn diagnostics_point_into_the_original_input() {
    // Columns count the input as written, not its whitespace-collapsed form.
    let (_, stderr) = run_ours(&Case {
        name: "",
        checks: "// CHECK: a\n// CHECK-NOT: b\n",
        input: "a\n\t   x     b\n",
        args: &[],
        exit: 1,
        errors: &[],
        own_wording: false,
    });
    assert!(
        stderr.contains("<stdin>:2:11: note: found here\n"),
        "{stderr}"
    );
}
