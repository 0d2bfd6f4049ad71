//! The ratchet of the suites that run other projects' test files against
//! `mlir-opt-22` (MLIR's dialect tests, `mlir_tests.rs`; its conversion tests,
//! `mlir_conversion.rs`): their files' `RUN` lines, and `expected.txt`, one line
//! per file and configuration saying whether sigil's answer matches (`match`)
//! or not and why (`differ <reason>`). The list moves both ways: a line that
//! starts to match, or to differ, fails until the list is updated
//! (`SIGIL_UPDATE_EXPECTED=1` rewrites it, keeping the reasons of lines that
//! still differ).

use std::collections::BTreeMap;
use std::path::Path;

use super::emit;

/// One configuration's verdict.
pub struct Outcome {
    pub key: String,
    /// `None` when sigil and mlir-opt-22 agree; otherwise a short reason.
    pub differs: Option<String>,
    /// Details for the report.
    pub detail: String,
}

/// The RUN lines of a test file, continuation lines joined.
pub fn run_lines(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut pending: Option<String> = None;
    for line in text.lines() {
        let Some(pos) = line.find("RUN:") else {
            if let Some(p) = pending.take() {
                out.push(p);
            }
            continue;
        };
        if !line[..pos].trim_start().starts_with("//") {
            continue;
        }
        let body = line[pos + 4..].trim();
        let mut current = pending.take().unwrap_or_default();
        match body.strip_suffix('\\') {
            Some(head) => {
                current.push_str(head);
                current.push(' ');
                pending = Some(current);
            }
            None => {
                current.push_str(body);
                out.push(current);
            }
        }
    }
    out.extend(pending);
    out
}

pub fn describe(code: i32, err: &Option<(String, String)>) -> String {
    match err {
        Some((loc, msg)) => format!("exit {code}, {loc}: {msg}"),
        None => format!("exit {code}"),
    }
}

/// `expected.txt`: key → `None` for `match`, `Some(reason)` for `differ`.
pub fn load_expected(path: &Path) -> BTreeMap<String, Option<String>> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let mut out = BTreeMap::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let (key, verdict) = line
            .split_once('\t')
            .unwrap_or_else(|| panic!("expected.txt: malformed line {line:?}"));
        let value = if verdict == "match" {
            None
        } else if let Some(reason) = verdict.strip_prefix("differ") {
            Some(reason.trim().to_string())
        } else {
            panic!("expected.txt: {key}: verdict {verdict:?} is neither match nor differ");
        };
        out.insert(key.to_string(), value);
    }
    out
}

/// Writes `entries` under `header` (`#` lines saying whose list it is).
pub fn write_expected(path: &Path, header: &str, entries: &BTreeMap<String, Option<String>>) {
    let mut text = String::from(header);
    text.push_str(
        "# Rewritten by SIGIL_UPDATE_EXPECTED=1 (reasons of lines that still differ are kept).\n",
    );
    for (key, verdict) in entries {
        match verdict {
            None => text.push_str(&format!("{key}\tmatch\n")),
            Some(reason) => text.push_str(&format!("{key}\tdiffer {reason}\n")),
        }
    }
    std::fs::write(path, text).unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
}

/// Paths (relative to `base`, `/`-separated) of every `*.mlir` under `dir`.
pub fn collect_mlir_files(base: &Path, dir: &Path, out: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.filter_map(|e| e.ok()) {
        let p = e.path();
        if p.is_dir() {
            collect_mlir_files(base, &p, out);
        } else if p.extension().is_some_and(|x| x == "mlir") {
            let rel = p.strip_prefix(base).unwrap_or(&p);
            out.push(
                rel.components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect::<Vec<_>>()
                    .join("/"),
            );
        }
    }
    out.sort();
}

/// Judges `outcomes` against `expected` (read from `path`, written under
/// `header` on `SIGIL_UPDATE_EXPECTED=1`): prints `report` with the expected
/// differences, and fails on a regression, a line that now matches, an
/// unlisted line or (without a filter) a listed line not run. `suite` names the
/// suite in messages, `what` its lines ("RUN lines").
#[allow(clippy::too_many_arguments)]
pub fn judge(
    suite: &str,
    what: &str,
    path: &Path,
    header: &str,
    expected: &BTreeMap<String, Option<String>>,
    outcomes: &[Outcome],
    filtered: bool,
    mut report: String,
) {
    let mut failures = Vec::new();
    for o in outcomes {
        match (expected.get(&o.key), &o.differs) {
            (Some(None), Some(reason)) => failures.push(format!(
                "  REGRESSION {}: listed as match, now differs: {reason}\n{}",
                o.key, o.detail
            )),
            (Some(Some(_)), None) => failures.push(format!(
                "  NOW MATCHES {}: listed as differ; update expected.txt\n",
                o.key
            )),
            (None, verdict) => failures.push(format!(
                "  UNLISTED {}\t{}\n{}",
                o.key,
                match verdict {
                    None => "match".to_string(),
                    Some(r) => format!("differ {r}"),
                },
                o.detail
            )),
            (Some(Some(_)), Some(reason)) => {
                report.push_str(&format!("  differs (expected) {}: {reason}\n", o.key));
                if std::env::var_os("SIGIL_MLIR_TESTS_VERBOSE").is_some() {
                    report.push_str(&o.detail);
                }
            }
            (Some(None), None) => {}
        }
    }
    if !filtered {
        for key in expected.keys() {
            if !outcomes.iter().any(|o| &o.key == key) {
                failures.push(format!(
                    "  STALE {key}: listed in expected.txt but not run\n"
                ));
            }
        }
    }
    emit(&report);
    if std::env::var_os("SIGIL_UPDATE_EXPECTED").is_some() {
        let mut updated = if filtered {
            expected.clone()
        } else {
            BTreeMap::new()
        };
        for o in outcomes {
            let verdict = o.differs.as_ref().map(|auto| match expected.get(&o.key) {
                Some(Some(reason)) => reason.clone(),
                _ => auto.clone(),
            });
            updated.insert(o.key.clone(), verdict);
        }
        write_expected(path, header, &updated);
        emit(&format!(
            "== {suite}: {} written ({} entries)\n",
            path.display(),
            updated.len()
        ));
        return;
    }
    if !failures.is_empty() {
        emit(&format!(
            "== {suite}: {} problems with expected.txt (SIGIL_UPDATE_EXPECTED=1 rewrites it):\n{}",
            failures.len(),
            failures.concat()
        ));
    }
    assert!(
        failures.is_empty(),
        "{} {what} disagree with {}",
        failures.len(),
        path.display()
    );
}
