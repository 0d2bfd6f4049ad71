//! `cse`, `canonicalize`, `inline`, `loop-invariant-code-motion`,
//! `control-flow-sink`, `convert-scf-to-cf`, `lower-affine`, `arith-expand` (with every
//! option), `sccp`, `linalg-generalize-named-ops` and `convert-linalg-to-loops` keep meaning: every `sigil run` line of the run
//! file tests (`tests/filetests/run`) whose function `sigil opt` with the
//! pass changes, or that calls (a callee may have changed), is run on the
//! file as written and on the file after the pass; the printed results and
//! the exit status must be the same. (The VM runs both; the differential
//! test checks the rewritten text against mlir-opt-22, this one that
//! running it gives the same answers.)

mod support;

use std::path::{Path, PathBuf};

use support::{first_difference, parallel_map, run_tool, sigil_binary, workspace_root};

/// Splits a RUN line's arguments as a shell would (quotes removed).
fn shell_words(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut has = false;
    let mut quote: Option<char> = None;
    for c in s.chars() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => cur.push(c),
            None if c == '\'' || c == '"' => {
                quote = Some(c);
                has = true;
            }
            None if c.is_whitespace() => {
                if has || !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                    has = false;
                }
            }
            None => cur.push(c),
        }
    }
    if has || !cur.is_empty() {
        out.push(cur);
    }
    out
}

struct Case {
    file: PathBuf,
    args: Vec<String>,
}

fn cases(root: &Path) -> Vec<Case> {
    let dir = root.join("tests/filetests/run");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("run file tests")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    let filter = std::env::var("SIGIL_DIFF_FILTER").unwrap_or_default();
    let mut out = Vec::new();
    for f in files {
        if !f.to_string_lossy().contains(filter.as_str()) {
            continue;
        }
        let text = std::fs::read_to_string(&f).expect("readable");
        for line in text.lines() {
            let Some(rest) = line.strip_prefix("// RUN: sigil run %s") else {
                continue;
            };
            // The command up to its pipe; lines with redirections or
            // temporary files are other tests' business.
            let cmd = rest.split(" | ").next().unwrap_or("");
            if cmd.contains("%t") || cmd.contains('>') || cmd.contains("not ") {
                continue;
            }
            let cmd = cmd.replace("%S", &f.parent().expect("dir").to_string_lossy());
            out.push(Case {
                file: f.clone(),
                args: shell_words(&cmd),
            });
        }
    }
    out
}

#[test]
fn cse_keeps_what_programs_compute() {
    keeps_what_programs_compute("cse", "-cse");
}

#[test]
fn canonicalize_keeps_what_programs_compute() {
    keeps_what_programs_compute("canonicalize", "--canonicalize");
}

#[test]
fn licm_keeps_what_programs_compute() {
    keeps_what_programs_compute("loop-invariant-code-motion", "--loop-invariant-code-motion");
}

#[test]
fn control_flow_sink_keeps_what_programs_compute() {
    keeps_what_programs_compute("control-flow-sink", "--control-flow-sink");
}

#[test]
fn scf_to_cf_keeps_what_programs_compute() {
    keeps_what_programs_compute("convert-scf-to-cf", "--convert-scf-to-cf");
}

#[test]
fn lower_affine_keeps_what_programs_compute() {
    keeps_what_programs_compute("lower-affine", "--lower-affine");
}

#[test]
fn sccp_keeps_what_programs_compute() {
    keeps_what_programs_compute("sccp", "--sccp");
}

#[test]
fn linalg_generalize_keeps_what_programs_compute() {
    keeps_what_programs_compute(
        "linalg-generalize-named-ops",
        "--linalg-generalize-named-ops",
    );
}

#[test]
fn linalg_to_loops_keeps_what_programs_compute() {
    keeps_what_programs_compute("convert-linalg-to-loops", "--convert-linalg-to-loops");
}

#[test]
fn arith_expand_keeps_what_programs_compute() {
    keeps_what_programs_compute(
        "arith-expand",
        "--arith-expand=include-bf16=true include-f4e2m1=true include-f8e8m0=true",
    );
}

/// A run's printed results as compared after `pass`. MLIR's `arith-expand`
/// turns the float min/max ops into a compare and a select, which do not
/// order -0 below 0 (`maximumf(-0, 0)` may give -0): that is MLIR's
/// expansion, which sigil reproduces, so after it a zero's sign is not
/// compared.
fn signs_of_zero(pass: &str, out: &[u8]) -> Vec<u8> {
    if pass != "arith-expand" {
        return out.to_vec();
    }
    // A "-0" token (not "-0.5", not "x-0") loses its sign.
    let token_end = |b: Option<&u8>| b.is_none_or(|b| !b.is_ascii_alphanumeric() && *b != b'.');
    let mut s = Vec::with_capacity(out.len());
    for (i, &c) in out.iter().enumerate() {
        let starts = i == 0 || !out[i - 1].is_ascii_alphanumeric();
        if c == b'-' && starts && out.get(i + 1) == Some(&b'0') && token_end(out.get(i + 2)) {
            continue;
        }
        s.push(c);
    }
    s
}

/// Whether a run line's `--max-memory` limit still holds after `pass`.
/// Not after `convert-scf-to-cf`: the VM frees the value an `scf.for`
/// carried into an iteration when the iteration yields, but a `cf` loop's
/// block argument only when the branch overwrites it, so a loop that
/// replaces a tensor each iteration holds one more tensor in its `cf` form
/// (a limit of the VM's liveness for block arguments, not a change of
/// results); those lines run without their limit.
fn keeps_memory_limits(pass: &str) -> bool {
    pass != "convert-scf-to-cf"
}

#[test]
fn inline_keeps_what_programs_compute() {
    keeps_what_programs_compute("inline", "--inline");
}

fn keeps_what_programs_compute(pass: &str, flag: &str) {
    let root = workspace_root();
    let sigil = sigil_binary();
    let mut cases = cases(&root);
    assert!(
        !cases.is_empty() || std::env::var("SIGIL_DIFF_FILTER").is_ok(),
        "no run lines found"
    );
    if pass == "arith-expand" {
        // MLIR's expansion of the f8E8M0FNU and f4E2M1FN casts truncates
        // (3.0 becomes 2.0 in f8E8M0FNU) where the casts themselves, which
        // the VM runs, round to nearest: files with those types compute
        // otherwise after it, by MLIR's design.
        cases.retain(|c| {
            let text = std::fs::read_to_string(&c.file).unwrap_or_default();
            !text.contains("f8E8M0FNU") && !text.contains("f4E2M1FN")
        });
    }
    let out_dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("{pass}-semantics"));
    std::fs::create_dir_all(&out_dir).expect("temporary directory");
    // Each file once through `sigil opt` with the pass.
    let mut files: Vec<PathBuf> = cases.iter().map(|c| c.file.clone()).collect();
    files.dedup();
    let rewritten: Vec<Result<(PathBuf, Changed), String>> = parallel_map(&files, |f| {
        let name = f.file_name().expect("name").to_string_lossy().into_owned();
        let out = out_dir.join(&name);
        let dir = f.parent().expect("dir");
        let r = run_tool(
            &sigil,
            &["opt", flag, &name, "-o", &out.to_string_lossy()],
            dir,
        );
        let plain = run_tool(&sigil, &["opt", &name], dir);
        let changed = changed_functions(
            &String::from_utf8_lossy(&plain.stdout),
            &std::fs::read_to_string(&out).unwrap_or_default(),
        );
        if r.success() {
            Ok((out, changed))
        } else if String::from_utf8_lossy(&r.stderr).contains("failed to legalize operation") {
            // A lowering refuses what MLIR's refuses too (an `scf.forall`
            // with results); the differential suite compares the error.
            Err(String::new())
        } else {
            Err(format!(
                "{name}: sigil opt {flag} failed: {}",
                String::from_utf8_lossy(&r.stderr)
            ))
        }
    });
    let mut failures: Vec<String> = rewritten
        .iter()
        .filter_map(|r| r.clone().err())
        .filter(|e| !e.is_empty())
        .collect();
    let results = parallel_map(&cases, |c| {
        // A file the pass leaves as it was needs no runs: the run file tests
        // run it already, and the round-trip suites hold its printout to it.
        let Some(Ok((after, changed))) = files
            .iter()
            .position(|f| *f == c.file)
            .map(|i| rewritten[i].clone())
        else {
            return None;
        };
        if !changed.affects(&c.args) {
            return None;
        }
        let dir = c.file.parent().expect("dir");
        let mut args: Vec<&str> = vec!["run", ""];
        args.extend(
            c.args
                .iter()
                .map(String::as_str)
                .filter(|a| keeps_memory_limits(pass) || !a.starts_with("--max-memory")),
        );
        let original = c.file.to_string_lossy().into_owned();
        args[1] = &original;
        let want = run_tool(&sigil, &args, dir);
        let after = after.to_string_lossy().into_owned();
        args[1] = &after;
        let got = run_tool(&sigil, &args, dir);
        if want.code != got.code
            || signs_of_zero(pass, &want.stdout) != signs_of_zero(pass, &got.stdout)
        {
            return Some(Some(format!(
                "{} {}: results differ after {pass} (- before, + after; exit {:?} vs {:?}):\n{}",
                c.file.display(),
                c.args.join(" "),
                want.code,
                got.code,
                first_difference(&want.stdout, &got.stdout)
            )));
        }
        Some(None)
    });
    let compared = results.iter().filter(|r| r.is_some()).count();
    failures.extend(results.into_iter().flatten().flatten());
    let changed = rewritten
        .iter()
        .filter(|r| matches!(r, Ok((_, c)) if c.any()))
        .count();
    support::emit(&format!(
        "{pass} semantics: {compared} runs of the {changed} files {pass} changes (of {} files, {} runs) compared before and after {pass}\n",
        files.len(),
        cases.len()
    ));
    assert!(
        changed > 0 || std::env::var("SIGIL_DIFF_FILTER").is_ok(),
        "{pass} changed no run file test: the test compares nothing"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// What the pass changed in a file: the functions whose printout differs, and
/// the functions that call (a callee may have changed), or, when the
/// printouts do not split into the same functions, everything.
#[derive(Clone)]
enum Changed {
    All,
    Functions {
        changed: std::collections::BTreeSet<String>,
        callers: std::collections::BTreeSet<String>,
    },
}

impl Changed {
    fn any(&self) -> bool {
        !matches!(self, Changed::Functions { changed, .. } if changed.is_empty())
    }

    /// Whether a run with `args` may see the change.
    fn affects(&self, args: &[String]) -> bool {
        let Changed::Functions { changed, callers } = self else {
            return true;
        };
        let function = args
            .iter()
            .find_map(|a| a.strip_prefix("--function="))
            .unwrap_or("main");
        // The module's text before its first function (globals) changes them all.
        changed.contains("")
            || changed.contains(function)
            || (!changed.is_empty() && callers.contains(function))
    }
}

/// The printouts of a module before and after the pass, function by function.
fn changed_functions(before: &str, after: &str) -> Changed {
    // Each top-level function, by name, with what precedes the first one
    // under the empty name.
    fn split(text: &str) -> Vec<(String, &str)> {
        let mut out = Vec::new();
        let mut rest = text;
        let mut name = String::new();
        while let Some(at) = rest.find("\n  func.func ") {
            out.push((std::mem::take(&mut name), &rest[..at]));
            let tail = &rest[at + 1..];
            name = tail
                .split('@')
                .nth(1)
                .and_then(|t| t.split('(').next())
                .unwrap_or_default()
                .to_string();
            rest = tail;
        }
        out.push((name, rest));
        out
    }
    let (a, b) = (split(before), split(after));
    if a.len() != b.len() || a.iter().zip(&b).any(|(x, y)| x.0 != y.0) {
        return Changed::All;
    }
    let changed = a
        .iter()
        .zip(&b)
        .filter(|(x, y)| x.1 != y.1)
        .map(|(x, _)| x.0.clone())
        .collect();
    let callers = a
        .iter()
        .filter(|(_, x)| x.contains("call @"))
        .map(|(n, _)| n.clone())
        .collect();
    Changed::Functions { changed, callers }
}
