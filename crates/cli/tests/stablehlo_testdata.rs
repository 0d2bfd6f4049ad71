//! A pinned sample of StableHLO's `testdata` suite (`tests/stablehlo-testdata`,
//! copied by `scripts/refresh-stablehlo.sh`: modules exported from JAX whose
//! `main` checks its results through `stablehlo.custom_call @check.*`) under
//! `sigil check`, file by file. The whole suite is run by
//! `scripts/stablehlo-testdata.sh`.
//!
//! - `expected.txt` lists every file that passes (each of its test
//!   functions passes, under `--jit=off` and `--jit=always`); no other may
//!   pass: a file that starts passing is added (`SIGIL_REFRESH_ANSWERS=1`
//!   rewrites the list), so the count only goes up. The files that do not
//!   pass are printed with their first error.
//! - A file with `-split-input-file` on its `RUN` line (the interpreter-style
//!   tests of `quantized/`) is run with `--split-input-file`.

mod support;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use support::{parallel_map, run_tool, sigil_binary, workspace_root};

fn dir() -> PathBuf {
    workspace_root().join("tests/stablehlo-testdata")
}

/// The `.mlir` files under `d`, as paths relative to `dir()`, but those of
/// `dynamic/` (modules without checks, which `iree.rs` prints against iree-opt).
fn files(d: &Path, out: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(d) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            if p == dir().join("dynamic") {
                continue;
            }
            files(&p, out);
        } else if p.extension().is_some_and(|x| x == "mlir") {
            let rel = p.strip_prefix(dir()).expect("under dir");
            out.push(rel.to_string_lossy().into_owned());
        }
    }
}

/// Whether `file` passes under `jit`, and its first error otherwise.
fn run(file: &str, jit: &str) -> Result<(), String> {
    let text = std::fs::read_to_string(dir().join(file)).expect("read");
    let mut args = vec!["check", jit];
    if text
        .lines()
        .next()
        .is_some_and(|l| l.contains("-split-input-file"))
    {
        args.push("--split-input-file");
    }
    args.push(file);
    let out = run_tool(&sigil_binary(), &args, &dir());
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    assert!(
        matches!(out.code, Some(0 | 1)) && !out.timed_out,
        "sigil {args:?} crashed or hung:\n{text}"
    );
    if out.code == Some(0) && text.lines().any(|l| l.starts_with("[       OK ]")) {
        return Ok(());
    }
    let first = text
        .lines()
        .find(|l| l.contains("error:") || l.contains("Failure"))
        .unwrap_or("no test ran");
    Err(first.to_string())
}

#[test]
fn testdata_sample() {
    let mut all = Vec::new();
    files(&dir(), &mut all);
    all.sort();
    let cases: Vec<(String, &str)> = all
        .iter()
        .flat_map(|f| ["--jit=off", "--jit=always"].map(move |jit| (f.clone(), jit)))
        .collect();
    let results = parallel_map(&cases, |(file, jit)| run(file, jit));
    let mut passed = BTreeSet::new();
    let mut failed = std::collections::BTreeMap::new();
    for ((file, jit), r) in cases.iter().zip(results) {
        match r {
            Ok(()) => {
                passed.insert((file.clone(), *jit));
            }
            Err(e) => {
                failed.entry(file.clone()).or_insert(format!("{jit}: {e}"));
            }
        }
    }
    let both: BTreeSet<String> = all
        .iter()
        .filter(|f| {
            passed.contains(&((*f).clone(), "--jit=off"))
                && passed.contains(&((*f).clone(), "--jit=always"))
        })
        .cloned()
        .collect();
    let list = dir().join("expected.txt");
    if std::env::var_os("SIGIL_REFRESH_ANSWERS").is_some() {
        let text = format!(
            "# The files of tests/stablehlo-testdata that pass under `sigil check` on both tiers,\n\
             # checked by crates/cli/tests/stablehlo_testdata.rs (regenerate with\n\
             # SIGIL_REFRESH_ANSWERS=1 when more pass).\n{}\n",
            both.iter().cloned().collect::<Vec<_>>().join("\n")
        );
        std::fs::write(&list, text).expect("write expected.txt");
        return;
    }
    let want: BTreeSet<String> = std::fs::read_to_string(&list)
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(str::to_string)
        .collect();
    let mut problems = Vec::new();
    for f in want.difference(&both) {
        let why = failed.get(f).map_or("", String::as_str);
        problems.push(format!("{f} no longer passes: {why}"));
    }
    for f in both.difference(&want) {
        problems.push(format!(
            "{f} passes now: add it to expected.txt (SIGIL_REFRESH_ANSWERS=1)"
        ));
    }
    for (f, why) in &failed {
        if !want.contains(f) {
            support::emit(&format!("   does not pass yet: {f}: {why}\n"));
        }
    }
    support::emit(&format!(
        "== stablehlo testdata sample: {} of {} files pass on both tiers\n",
        want.len(),
        all.len()
    ));
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
