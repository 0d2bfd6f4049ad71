//! StableHLO's interpreter tests (`tests/stablehlo-interpret`, copied from
//! `stablehlo/tests/interpret` by `scripts/refresh-stablehlo.sh`) under
//! `sigil check --split-input-file`, function by function.
//!
//! - `expected.txt` lists every test function that passes, as
//!   `FILE FUNCTION`. Each must pass under both tiers (`--jit=off`,
//!   `--jit=always`), and no other may pass: a function that starts passing
//!   is added to the list (`SIGIL_REFRESH_ANSWERS=1` rewrites it), so the
//!   count only goes up.
//! - `not-run.txt` lists, with the reason, the test functions that cannot
//!   pass (they need more than one process, or a host transfer sigil
//!   refuses): the test prints them as expected not to pass, fails if one
//!   passes, and fails if a test function (a public function without
//!   arguments) is in neither list, so none fails unnoticed.
//! - Checks really check: in each passing function, its last
//!   `check.expect_*_const` with one literal of the expected constant
//!   changed must make the function fail.
//!
//! A function is named as `sigil check` names it, without the `module.`
//! of an unnamed module (`add_op_test_si2`, `distribution_ops.main`).

mod support;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use support::mutate::alter_constant;
use support::{parallel_map, run_tool, sigil_binary, workspace_root};

fn dir() -> PathBuf {
    workspace_root().join("tests/stablehlo-interpret")
}

fn files() -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir())
        .expect("tests/stablehlo-interpret")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".mlir"))
        .collect();
    v.sort();
    v
}

/// The functions `sigil check` reports as passed, and whether it ran at all.
fn passed(args: &[&str], cwd: &Path) -> (BTreeSet<String>, String) {
    let out = run_tool(&sigil_binary(), args, cwd);
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    assert!(
        matches!(out.code, Some(0 | 1)) && !out.timed_out,
        "sigil {args:?} crashed or hung:\n{text}"
    );
    let ok = text
        .lines()
        .filter_map(|l| l.strip_prefix("[       OK ] "))
        .filter_map(|l| l.split(' ').next())
        .map(|name| name.strip_prefix("module.").unwrap_or(name).to_string())
        .collect();
    (ok, text)
}

/// The test functions of a file as `sigil check` picks and names them:
/// public functions without arguments, under their module's name unless
/// it is an unnamed one.
fn test_functions(text: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for chunk in text.split("\n// -----\n") {
        let mut module = None;
        for line in chunk.lines().map(str::trim_start) {
            if let Some(rest) = line.strip_prefix("module @") {
                module = rest.split([' ', '{']).next().map(str::to_string);
            }
            let Some(rest) = (line.strip_prefix("func.func @"))
                .or_else(|| line.strip_prefix("func.func public @"))
            else {
                continue;
            };
            if let Some((name, args)) = rest.split_once('(') {
                if args.starts_with(')') {
                    names.insert(match &module {
                        Some(m) => format!("{m}.{name}"),
                        None => name.to_string(),
                    });
                }
            }
        }
    }
    names
}

/// `not-run.txt`: `(file, function) -> reason`.
fn not_run() -> std::collections::BTreeMap<(String, String), String> {
    std::fs::read_to_string(dir().join("not-run.txt"))
        .expect("tests/stablehlo-interpret/not-run.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut parts = l.splitn(3, ' ');
            let (f, func, reason) = (parts.next(), parts.next(), parts.next());
            let (Some(f), Some(func), Some(reason)) = (f, func, reason) else {
                panic!("not-run.txt: expected `FILE FUNCTION REASON`, got {l:?}");
            };
            ((f.to_string(), func.to_string()), reason.to_string())
        })
        .collect()
}

fn expected() -> BTreeSet<(String, String)> {
    std::fs::read_to_string(dir().join("expected.txt"))
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (f, func) = l.split_once(' ').expect("FILE FUNCTION");
            (f.to_string(), func.to_string())
        })
        .collect()
}

#[test]
fn interpreter_tests_pass_on_both_tiers() {
    let cases: Vec<(String, &str)> = files()
        .into_iter()
        .flat_map(|f| ["off", "always"].map(move |jit| (f.clone(), jit)))
        .collect();
    let results = parallel_map(&cases, |(file, jit)| {
        let jit = format!("--jit={jit}");
        passed(&["check", "--split-input-file", &jit, file], &dir()).0
    });
    let mut off = BTreeSet::new();
    let mut always = BTreeSet::new();
    for ((file, jit), ok) in cases.iter().zip(results) {
        let set = if *jit == "off" { &mut off } else { &mut always };
        set.extend(ok.into_iter().map(|f| (file.clone(), f)));
    }
    let want = expected();
    if std::env::var_os("SIGIL_REFRESH_ANSWERS").is_some() {
        let both: Vec<String> = off
            .intersection(&always)
            .map(|(f, func)| format!("{f} {func}"))
            .collect();
        let text = format!(
            "# The test functions of StableHLO's interpreter tests that pass under `sigil check`\n\
             # on both tiers, checked by crates/cli/tests/stablehlo_interpret.rs (regenerate with\n\
             # SIGIL_REFRESH_ANSWERS=1 when more pass).\n{}\n",
            both.join("\n")
        );
        std::fs::write(dir().join("expected.txt"), text).expect("write expected.txt");
        return;
    }
    let mut problems = Vec::new();
    let skipped = not_run();
    for file in files() {
        let text = std::fs::read_to_string(dir().join(&file)).expect("read");
        for func in test_functions(&text) {
            let key = (file.clone(), func.clone());
            if !want.contains(&key) && !skipped.contains_key(&key) {
                problems.push(format!(
                    "{file}: {func} does not pass and is not in not-run.txt with a reason"
                ));
            }
        }
    }
    for ((f, func), reason) in &skipped {
        let key = (f.clone(), func.clone());
        if off.contains(&key) || always.contains(&key) {
            problems.push(format!(
                "{f}: {func} passes now: remove it from not-run.txt"
            ));
        } else {
            support::emit(&format!("   expected not to pass: {f} {func}: {reason}\n"));
        }
    }
    for (name, got) in [("--jit=off", &off), ("--jit=always", &always)] {
        for (f, func) in want.difference(got) {
            problems.push(format!("{f}: {func} no longer passes ({name})"));
        }
        for (f, func) in got.difference(&want) {
            problems.push(format!(
                "{f}: {func} passes now ({name}): add it to expected.txt (SIGIL_REFRESH_ANSWERS=1)"
            ));
        }
    }
    support::emit(&format!(
        "== stablehlo interpret: {} test functions pass on both tiers, {} cannot (not-run.txt)\n",
        want.len(),
        skipped.len()
    ));
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn altered_expectations_fail() {
    let want = expected();
    let tmp = std::env::temp_dir().join(format!("sigil-hlo-mutants-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("temp dir");
    let mut jobs: Vec<(String, String, PathBuf)> = Vec::new();
    for file in files() {
        let text = std::fs::read_to_string(dir().join(&file)).expect("read");
        for (n, chunk) in text.split("\n// -----\n").enumerate() {
            let lines: Vec<&str> = chunk.lines().collect();
            let Some(i) = lines
                .iter()
                .rposition(|l| l.contains("check.expect_") && l.contains("_const"))
            else {
                continue;
            };
            // The function holding the altered check (a chunk may hold two
            // where the file lacks a separator).
            let Some(func) = lines[..i].iter().rev().find_map(|l| {
                let l = l.trim_start();
                let rest = (l.strip_prefix("func.func @"))
                    .or_else(|| l.strip_prefix("func.func public @"))?;
                Some(rest.split('(').next()?.to_string())
            }) else {
                continue;
            };
            let module = lines[..i].iter().rev().find_map(|l| {
                let rest = l.trim_start().strip_prefix("module @")?;
                rest.split([' ', '{']).next()
            });
            let func = match module {
                Some(m) => format!("{m}.{func}"),
                None => func,
            };
            if !want.contains(&(file.clone(), func.clone())) {
                continue;
            }
            let lines: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
            if let Some(altered) = alter_constant(&lines, i) {
                let path = tmp.join(format!("{}-{n}.mlir", file.trim_end_matches(".mlir")));
                std::fs::write(&path, altered.join("\n") + "\n").expect("write mutant");
                jobs.push((file.clone(), func, path));
            }
        }
    }
    let survivors: Vec<String> = parallel_map(&jobs, |(file, func, path)| {
        let (ok, text) = passed(&["check", path.to_str().expect("utf-8")], &tmp);
        ok.contains(func)
            .then(|| format!("{file}: {func} passes with its expected value altered:\n{text}"))
    })
    .into_iter()
    .flatten()
    .collect();
    let _ = std::fs::remove_dir_all(&tmp);
    support::emit(&format!(
        "== stablehlo interpret: {} altered expectations, each fails\n",
        jobs.len()
    ));
    assert!(jobs.len() > 100, "only {} mutants", jobs.len());
    assert!(survivors.is_empty(), "{}", survivors.join("\n"));
}
