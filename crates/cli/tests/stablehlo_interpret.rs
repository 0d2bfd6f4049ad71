//! StableHLO's interpreter tests (`tests/stablehlo-interpret`, copied from
//! `stablehlo/tests/interpret` by `scripts/refresh-stablehlo.sh`) under
//! `sigil check --split-input-file`, function by function.
//!
//! - `expected.txt` lists every test function that passes, as
//!   `FILE FUNCTION`. Each must pass under both tiers (`--jit=off`,
//!   `--jit=always`), and no other may pass: a function that starts passing
//!   is added to the list (`SIGIL_REFRESH_ANSWERS=1` rewrites it), so the
//!   count only goes up.
//! - Checks really check: in each passing function, its last
//!   `check.expect_*_const` with one literal of the expected constant
//!   changed must make the function fail.

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
        .filter_map(|l| l.strip_prefix("[       OK ] module."))
        .filter_map(|l| l.split(' ').next())
        .map(str::to_string)
        .collect();
    (ok, text)
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
        "== stablehlo interpret: {} test functions pass on both tiers\n",
        want.len()
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
                let rest = l.trim_start().strip_prefix("func.func @")?;
                Some(rest.split('(').next()?.to_string())
            }) else {
                continue;
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
