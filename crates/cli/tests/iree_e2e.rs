//! IREE's own end-to-end test files (`tests/iree-e2e`, copied from IREE's
//! `tests/e2e` by `scripts/refresh-iree.sh`) under `sigil check`.
//!
//! - Every file IREE runs on CPU (`cpu-files.txt`) has a line in
//!   `expected.txt`: `pass` files must pass every test function under both
//!   tiers (`--jit=off`, `--jit=always`); `todo` files must still fail, so a
//!   file that starts passing is moved to `pass` (a ratchet). A file with
//!   `check` ops runs under `sigil check`; a lit file (`// RUN: iree-run-mlir
//!   ... %s --input=... | FileCheck %s`, such as `stablehlo_models/`) runs
//!   each distinct RUN line as `sigil run` (every public function in turn
//!   when the line names none, as `iree-run-mlir` does) with its output
//!   checked by `sigil-filecheck`.
//! - Checks really check: in every `pass` file, each `check.expect_*_const`
//!   with its expected constant altered (one element), and each
//!   `expect_true`/`expect_false` swapped, must make its test function
//!   fail with IREE's message (and, for near equality, the failing index).
//!   An `expect_eq` of two computed values has no constant to alter; its
//!   comparison is covered by the unit tests of `sigil_vm::check`.
//! - `sigil opt` prints every `pass` file as `iree-opt` 3.13 does, in the
//!   custom and the generic form (`iree-opt`'s answers recorded in
//!   `tests/iree-e2e/iree-opt.answers`, a twentieth of them rechecked live).

mod support;

use std::path::{Path, PathBuf};

use support::answers::Answers;
use support::corpus::{check_valid, report, Reference};
use support::iree::locate_iree_opt;
use support::mutate::alter_constant;
use support::{emit, parallel_map, run_tool, sigil_binary, workspace_root};

fn e2e_dir() -> PathBuf {
    workspace_root().join("tests/iree-e2e")
}

/// `(file, expected to pass, reason)` for every line of `expected.txt`.
fn expectations() -> Vec<(String, bool, String)> {
    let text = std::fs::read_to_string(e2e_dir().join("expected.txt")).expect("expected.txt");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (kind, rest) = l
                .split_once(' ')
                .expect("'pass FILE' or 'todo FILE  reason'");
            let (file, reason) = rest.split_once("  ").unwrap_or((rest, ""));
            assert!(
                kind == "pass" || kind == "todo",
                "bad line in expected.txt: {l}"
            );
            (file.trim().to_string(), kind == "pass", reason.to_string())
        })
        .collect()
}

fn check(args: &[&str], cwd: &Path) -> (Option<i32>, String) {
    let out = run_tool(&sigil_binary(), args, cwd);
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    (out.code, text)
}

/// One `iree-run-mlir` RUN line: the function it names, its `--input`s
/// and FileCheck's arguments. The compiler options (`--Xcompiler,...`,
/// which only choose IREE's backend) are dropped.
#[derive(PartialEq, Debug)]
struct LitRun {
    function: Option<String>,
    inputs: Vec<String>,
    filecheck: Vec<String>,
}

/// The words of a RUN line, with `"..."` quoting as the shell reads it.
fn shell_words(line: &str) -> Vec<String> {
    let (mut words, mut cur, mut quoted, mut any) = (Vec::new(), String::new(), false, false);
    for c in line.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                any = true;
            }
            c if c.is_whitespace() && !quoted => {
                if any {
                    words.push(std::mem::take(&mut cur));
                    any = false;
                }
            }
            c => {
                cur.push(c);
                any = true;
            }
        }
    }
    if any {
        words.push(cur);
    }
    words
}

/// The `iree-run-mlir` RUN lines of a lit file, deduplicated (IREE runs
/// each on two backends); empty for a file of `check` tests.
fn lit_runs(text: &str) -> Vec<LitRun> {
    let mut runs: Vec<LitRun> = Vec::new();
    for line in support::ratchet::run_lines(text) {
        let Some((run, check)) = line.split_once('|') else {
            continue;
        };
        let words = shell_words(run);
        if words.first().map(String::as_str) != Some("iree-run-mlir") {
            continue;
        }
        let mut r = LitRun {
            function: None,
            inputs: Vec::new(),
            filecheck: Vec::new(),
        };
        for w in &words[1..] {
            if let Some(f) = w.strip_prefix("--function=") {
                r.function = Some(f.to_string());
            } else if let Some(i) = w.strip_prefix("--input=") {
                r.inputs.push(i.to_string());
            }
        }
        r.filecheck = shell_words(check)
            .into_iter()
            .skip(1)
            .filter(|w| w != "%s")
            .collect();
        if !runs.contains(&r) {
            runs.push(r);
        }
    }
    runs
}

/// The public functions of a module, from `sigil run --list`.
fn public_functions(file: &str, cwd: &Path) -> Result<Vec<String>, String> {
    let (code, text) = check(&["run", "--list", file], cwd);
    if code != Some(0) {
        return Err(text);
    }
    Ok(text
        .lines()
        .filter_map(|l| l.strip_prefix("func.func @"))
        .map(|l| l.chars().take_while(|c| *c != '(').collect())
        .collect())
}

/// Runs a lit file's RUN lines on one tier: exit 0 when every FileCheck
/// passes, 1 when one fails, another code when sigil cannot run it.
fn run_lit(file: &str, runs: &[LitRun], jit_flag: &str, cwd: &Path) -> (Option<i32>, String) {
    let mut report = String::new();
    let mut verdict = Some(0);
    for run in runs {
        let functions = match &run.function {
            Some(f) => vec![f.clone()],
            None => match public_functions(file, cwd) {
                Ok(f) => f,
                Err(text) => return (Some(1), text),
            },
        };
        let mut output = String::new();
        for f in &functions {
            let function = format!("--function={f}");
            let inputs: Vec<String> = run.inputs.iter().map(|i| format!("--input={i}")).collect();
            let mut args = vec!["run", jit_flag, function.as_str(), file];
            args.extend(inputs.iter().map(String::as_str));
            let (code, text) = check(&args, cwd);
            // A clean error (exit 1) fails the file as a failed check does;
            // anything else is a crash.
            if code != Some(0) {
                return (code, format!("sigil {}: {text}", args.join(" ")));
            }
            output.push_str(&text);
        }
        let mut fc_args = vec![file.to_string()];
        fc_args.extend(run.filecheck.iter().cloned());
        let outcome = sigil_filecheck::run_in(cwd, &fc_args, output.as_bytes());
        if outcome.exit_code != 0 {
            verdict = Some(1);
            report.push_str(&format!(
                "FileCheck {}:\n{}\n--- output:\n{output}\n",
                fc_args.join(" "),
                outcome.stderr
            ));
        }
    }
    (verdict, report)
}

/// Runs one file of `cpu-files.txt` on one tier (see the header).
fn run_file(file: &str, jit_flag: &str, dir: &Path) -> (Option<i32>, String) {
    let text = std::fs::read_to_string(dir.join(file)).unwrap_or_default();
    let runs = lit_runs(&text);
    if runs.is_empty() {
        check(&["check", jit_flag, file], dir)
    } else {
        run_lit(file, &runs, jit_flag, dir)
    }
}

#[test]
fn lit_run_lines_are_read() {
    let text = "// RUN: iree-run-mlir --Xcompiler,iree-hal-local-target-device-backends=vmvx \\\n\
                // RUN:   %s --input=\"2xf32=[1,2]\" --input=4xi8 | FileCheck %s\n\
                // RUN: iree-run-mlir --Xcompiler,iree-hal-local-target-device-backends=llvm-cpu \\\n\
                // RUN:   %s --input=\"2xf32=[1,2]\" --input=4xi8 | FileCheck %s\n\
                // RUN: iree-run-mlir --function=inc %s | FileCheck %s --check-prefix=INC\n";
    let runs = lit_runs(text);
    assert_eq!(
        runs,
        [
            LitRun {
                function: None,
                inputs: vec!["2xf32=[1,2]".into(), "4xi8".into()],
                filecheck: Vec::new(),
            },
            LitRun {
                function: Some("inc".into()),
                inputs: Vec::new(),
                filecheck: vec!["--check-prefix=INC".into()],
            },
        ]
    );
    assert!(lit_runs("// RUN: iree-opt %s | FileCheck %s\n").is_empty());
}

#[test]
fn every_cpu_file_is_expected() {
    let listed: Vec<String> = std::fs::read_to_string(e2e_dir().join("cpu-files.txt"))
        .expect("cpu-files.txt")
        .lines()
        .map(str::to_string)
        .collect();
    let expected: Vec<String> = expectations().into_iter().map(|e| e.0).collect();
    assert_eq!(
        listed, expected,
        "expected.txt must list cpu-files.txt, in its order"
    );
}

#[test]
fn iree_e2e_files_pass_on_both_tiers() {
    let dir = e2e_dir();
    let cases: Vec<(String, bool, String, &str)> = expectations()
        .into_iter()
        .flat_map(|(f, pass, why)| {
            ["off", "always"].map(move |jit| (f.clone(), pass, why.clone(), jit))
        })
        .collect();
    let problems: Vec<String> = parallel_map(&cases, |(file, pass, why, jit)| {
        let jit_flag = format!("--jit={jit}");
        let (code, text) = run_file(file, &jit_flag, &dir);
        match (pass, code) {
            (true, Some(0)) | (false, Some(1)) => None,
            (true, _) => Some(format!("{file} ({jit_flag}) should pass:\n{text}")),
            (false, Some(0)) => Some(format!(
                "{file} ({jit_flag}) passes now (it was '{why}'): mark it 'pass' in expected.txt"
            )),
            (false, _) => Some(format!("{file} ({jit_flag}) crashed or hung:\n{text}")),
        }
    })
    .into_iter()
    .flatten()
    .collect();
    let passing = cases.iter().filter(|c| c.1).count() / 2;
    support::emit(&format!(
        "== iree-e2e: {passing} of {} CPU files pass on both tiers",
        cases.len() / 2
    ));
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// One altered copy of a file: which function must fail, and with what.
struct Mutant {
    file: String,
    line: usize,
    function: String,
    text: String,
    /// Text the failure must contain.
    expect: Vec<&'static str>,
}

/// The line defining `%name` in the function that starts at line `func`.
fn definition(lines: &[String], func: usize, before: usize, name: &str) -> Option<usize> {
    let def = format!("{name} = ");
    (func..before)
        .rev()
        .find(|&j| lines[j].trim_start().starts_with(&def))
}

/// The comparison on `line` (`check.expect_eq(%a, %b) : tensor<4x8xi32>`)
/// with one element of its right-hand side changed: the element at index
/// 0 is extracted, 1 (integers) or 1000 (floats) added, and the tensor
/// rebuilt, just before the check.
fn alter_rhs(lines: &[String], i: usize) -> Option<Vec<String>> {
    let line = &lines[i];
    let ops = operands(line);
    let [_, rhs] = ops.as_slice() else {
        return None;
    };
    let ty = line.rsplit(" : ").next()?.trim();
    let inner = ty.strip_prefix("tensor<")?.strip_suffix('>')?;
    let parts: Vec<&str> = inner.split('x').collect();
    let (elem, rank) = (*parts.last()?, parts.len() - 1);
    let (add, one) = match elem {
        e if e.starts_with('i') => ("arith.addi", format!("1 : {e}")),
        e if e.starts_with('f') || e.starts_with("bf") => ("arith.addf", format!("1.0e3 : {e}")),
        _ => return None,
    };
    let indent: String = line.chars().take_while(|c| c.is_whitespace()).collect();
    let idx = vec!["%mut_k"; rank].join(", ");
    let mut out = lines[..i].to_vec();
    out.extend([
        format!("{indent}%mut_k = arith.constant 0 : index"),
        format!("{indent}%mut_e = tensor.extract {rhs}[{idx}] : {ty}"),
        format!("{indent}%mut_one = arith.constant {one}"),
        format!("{indent}%mut_x = {add} %mut_e, %mut_one : {elem}"),
        format!("{indent}%mut_rhs = tensor.insert %mut_x into {rhs}[{idx}] : {ty}"),
        line.replacen(&format!("{rhs})"), "%mut_rhs)", 1).replacen(
            &format!("{rhs},"),
            "%mut_rhs,",
            1,
        ),
    ]);
    out.extend(lines[i + 1..].iter().cloned());
    Some(out)
}

/// The operands of the check on `line` (`%a`, `%b`).
fn operands(line: &str) -> Vec<String> {
    let open = line.find('(').map_or(line.len(), |i| i + 1);
    line[open..]
        .split([',', ')'])
        .map(str::trim)
        .filter(|t| t.starts_with('%'))
        .map(str::to_string)
        .collect()
}

fn mutants(file: &str, text: &str) -> (Vec<Mutant>, Vec<String>) {
    let lines: Vec<String> = text.lines().map(str::to_string).collect();
    let mut out = Vec::new();
    let mut skipped = Vec::new();
    let (mut function, mut func_line) = (String::new(), 0);
    // Open `if`s (`tosa.cond_if`, `scf.if`): the brace depth they opened
    // at, the branch a constant condition takes (`Some(true)`: then), and
    // whether the current line is in the then branch. A check in the branch
    // not taken never runs, so altering it cannot be caught: it is left out.
    let mut ifs: Vec<(usize, Option<bool>, bool)> = Vec::new();
    let mut depth = 0usize;
    for (i, line) in lines.iter().enumerate() {
        let t = line.trim_start();
        if t.starts_with("//") {
            continue;
        }
        if t.starts_with("} else {") {
            if let Some(top) = ifs.last_mut().filter(|top| top.0 + 1 == depth) {
                top.2 = false;
            }
        } else {
            let cond = t
                .split_once("tosa.cond_if ")
                .or_else(|| t.split_once("scf.if "))
                .and_then(|(_, rest)| rest.split_whitespace().next())
                .filter(|_| t.ends_with('{'));
            if let Some(cond) = cond {
                let taken = definition(&lines, func_line, i, cond).and_then(|d| {
                    if lines[d].contains("dense<true>") {
                        Some(true)
                    } else if lines[d].contains("dense<false>") {
                        Some(false)
                    } else {
                        None
                    }
                });
                ifs.push((depth, taken, true));
            }
            depth = (depth + t.matches('{').count()).saturating_sub(t.matches('}').count());
            while ifs.last().is_some_and(|top| top.0 >= depth) {
                ifs.pop();
            }
        }
        if ifs
            .iter()
            .any(|&(_, taken, in_then)| taken.is_some_and(|taken| taken != in_then))
        {
            continue;
        }
        if let Some(rest) = t.strip_prefix("func.func ") {
            // A check in a private helper is run through the tests that
            // call it: the whole file (`function` left empty).
            if rest.starts_with("private ") {
                function.clear();
                func_line = i;
                continue;
            }
            let rest = rest.trim_start_matches("public ");
            // `@name (` is written too.
            function = rest
                .trim_start_matches('@')
                .chars()
                .take_while(|c| *c != '(' && !c.is_whitespace())
                .collect();
            func_line = i;
        }
        // An input of a comparison of two values: the expected side's
        // constant if it has one, else one element of the expected side.
        // A constant that also feeds the computed side is left alone
        // (altering it would change both sides).
        let input = || {
            let rhs = operands(line).pop()?;
            let used_elsewhere = |d: usize| {
                (d + 1..i).any(|j| {
                    lines[j]
                        .split(|c: char| !(c.is_alphanumeric() || c == '%' || c == '_'))
                        .any(|w| w == rhs)
                })
            };
            definition(&lines, func_line, i, &rhs)
                .filter(|&d| lines[d].contains("dense<") && !used_elsewhere(d))
                .and_then(|d| alter_constant(&lines, d))
                .or_else(|| alter_rhs(&lines, i))
        };
        // `check.expect_x (` is written too.
        let line = &line.replace(" (", "(");
        let (altered, expect): (Option<Vec<String>>, Vec<&'static str>) =
            if line.contains("check.expect_almost_eq_const(") {
                (
                    alter_constant(&lines, i),
                    vec![
                        "Expected near equality",
                        "The first failure occurs at index",
                    ],
                )
            } else if line.contains("check.expect_eq_const(") {
                (
                    alter_constant(&lines, i),
                    vec![
                        "Expected equality of these values.",
                        "Contents does not match.",
                    ],
                )
            } else if line.contains("check.expect_almost_eq(") {
                (input(), vec!["Expected near equality"])
            } else if line.contains("check.expect_eq(") {
                (input(), vec!["Expected equality of these values."])
            } else if line.contains("check.expect_true(") {
                let mut copy = lines.clone();
                copy[i] = line.replace("check.expect_true(", "check.expect_false(");
                (Some(copy), vec!["to be zero."])
            } else if line.contains("check.expect_false(") {
                let mut copy = lines.clone();
                copy[i] = line.replace("check.expect_false(", "check.expect_true(");
                (Some(copy), vec!["to be nonzero."])
            } else {
                continue;
            };
        let Some(altered) = altered else {
            skipped.push(format!("{file}:{}", i + 1));
            continue;
        };
        // The check moves down when lines were added before it.
        let at = i + altered.len() - lines.len();
        out.push(Mutant {
            file: file.to_string(),
            line: at + 1,
            function: function.clone(),
            text: altered.join("\n") + "\n",
            expect,
        });
    }
    (out, skipped)
}

#[test]
fn altered_expectations_fail() {
    let dir = e2e_dir();
    let work = workspace_root().join("target/iree-e2e-mutants");
    std::fs::create_dir_all(&work).unwrap();
    let (mut all, mut skipped) = (Vec::new(), Vec::new());
    for (file, pass, _) in expectations() {
        if pass {
            let text = std::fs::read_to_string(dir.join(&file)).unwrap();
            let (m, s) = mutants(&file, &text);
            all.extend(m);
            skipped.extend(s);
        }
    }
    let problems: Vec<String> = parallel_map(&all, |m| {
        let name = format!("{}_{}.mlir", m.file.replace(['/', '.'], "_"), m.line);
        let path = work.join(&name);
        std::fs::write(&path, &m.text).unwrap();
        let function = format!("--function={}", m.function);
        // The tier is the default one: what is checked here is the check.
        let mut args = vec!["check", "--jit=auto", &name];
        if !m.function.is_empty() {
            args.push(&function);
        }
        let (code, out) = check(&args, &work);
        let located = format!("{name}:{}:", m.line);
        let ok = code == Some(1)
            && out.contains("[  FAILED  ]")
            && out.contains(&located)
            && m.expect.iter().all(|e| out.contains(e));
        (!ok).then(|| format!("{}:{} altered, @{}: {out}", m.file, m.line, m.function))
    })
    .into_iter()
    .flatten()
    .collect();
    support::emit(&format!(
        "== iree-e2e: {} altered expectations, {} caught",
        all.len(),
        all.len() - problems.len()
    ));
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(skipped.is_empty(), "checks not altered: {skipped:?}");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn constants_are_altered() {
    let alter = |l: &str| alter_constant(&[l.to_string()], 0).map(|v| v.join("\n"));
    assert_eq!(
        alter("x(%a, dense<[1.5, 2.0]> : tensor<2xf32>)").as_deref(),
        Some("x(%a, dense<[4.000000e0, 2.0]> : tensor<2xf32>)")
    );
    assert_eq!(
        alter("x(%a, dense<-3> : tensor<2xi8>)").as_deref(),
        Some("x(%a, dense<-2> : tensor<2xi8>)")
    );
    assert_eq!(
        alter("x(%a, dense<true> : tensor<i1>)").as_deref(),
        Some("x(%a, dense<false> : tensor<i1>)")
    );
    assert_eq!(alter("x(%a, dense<\"0x00\"> : tensor<1xi8>)"), None);
    assert_eq!(
        alter("x(%a, dense<[0x40, 0x76]> : tensor<2xi8>)").as_deref(),
        Some("x(%a, dense<[0x41, 0x76]> : tensor<2xi8>)")
    );
    assert_eq!(alter("x(%a, dense<[0x3C00]> : tensor<1xf16>)"), None);
    let two = [
        "x(%a, dense<[[1,".to_string(),
        "  2]]> : tensor<1x2xi8>)".to_string(),
    ];
    assert_eq!(alter_constant(&two, 0).unwrap()[0], "x(%a, dense<[[0,");
    assert_eq!(
        operands("check.expect_eq(%a, %b) : tensor<2xf32>"),
        ["%a", "%b"]
    );
}

/// Files whose printing is not compared, and why: where `iree-opt` 3.13
/// (built on a newer MLIR than 22) prints MLIR's own dialects differently
/// from `mlir-opt-22`, the reference sigil follows for them.
const PRINTING_EXCEPTIONS: &[(&str, &str)] = &[
    (
        "linalg/small_float_arith.mlir",
        "iree-opt 3.13 no longer knows linalg.add, linalg.sub, linalg.mul and linalg.negf (its \
         newer MLIR removed them; MLIR 22, which sigil follows, has them): IREE 3.13 rejects \
         this copy of its own file",
    ),
    (
        "stablehlo_ops/philox.mlir",
        "iree-opt 3.13 names the results of a multi-result op after its ODS results \
         (%output_state, %output of stablehlo.rng_bit_generator), which MLIR 22's printer, the \
         one sigil follows, does not do",
    ),
    (
        "stablehlo_ops/three_fry.mlir",
        "as stablehlo_ops/philox.mlir: iree-opt 3.13 names rng_bit_generator's results \
         %output_state, %output",
    ),
    (
        "linalg/unpack.mlir",
        "iree-opt 3.13 gives linalg.unpack a discardable operandSegmentSizes attribute in the \
     generic form (array<i32: 1, 1, 0, 0>: its newer unpack declares no segments); mlir-opt-22 \
     does not",
    ),
];

/// Suites whose printing is not compared, and why.
const PRINTING_SUITE_EXCEPTIONS: &[(&str, &str)] = &[(
    "tosa_ops/",
    "IREE 3.13 bundles a TOSA dialect newer than MLIR 22.1's: it prints `tosa.const values(...)` \
     and reads attributes of ops such as tosa.clamp, tosa.reduce_max or tosa.const_shape in \
     custom syntax MLIR 22.1 does not have, so it rejects or reprints these files; sigil's TOSA \
     follows mlir-opt-22 (tests/mlir-tests/Dialect/Tosa)",
)];

#[test]
fn passing_files_print_as_iree_opt() {
    let oracle = match locate_iree_opt("the e2e printing test") {
        Ok(path) => path,
        Err(message) => {
            emit(&message);
            return;
        }
    };
    let dir = e2e_dir();
    let files: Vec<(PathBuf, String)> = expectations()
        .into_iter()
        .filter(|e| {
            e.1 && !PRINTING_EXCEPTIONS.iter().any(|x| x.0 == e.0)
                && !PRINTING_SUITE_EXCEPTIONS
                    .iter()
                    .any(|x| e.0.starts_with(x.0))
        })
        .map(|(file, _, _)| {
            let (suite, name) = file.split_once('/').expect("suite/file.mlir");
            (dir.join(suite), name.to_string())
        })
        .collect();
    let answers = Answers::load(dir.join("iree-opt.answers"));
    let reference = Reference {
        path: &oracle,
        name: "iree-opt",
        answers: &answers,
    };
    let outcomes = parallel_map(&files, |(d, name)| {
        let suite = d.file_name().unwrap_or_default().to_string_lossy();
        check_valid(&reference, d, name, format!("{suite}/{name}"))
    });
    let title = format!("== iree-e2e printing: {} files", files.len());
    let failed = report(&title, "iree-e2e", &outcomes);
    let stale = answers.finish("iree-opt");
    support::answers::report_problems("iree-e2e", &stale);
    assert_eq!(
        failed, 0,
        "{failed} e2e files print differently from iree-opt"
    );
}
