//! The checks of a corpus of `valid/` and `invalid/` files against a
//! reference tool, shared by the dialect suite (`mlir-opt-22`) and the IREE
//! suite (`iree-opt`).
//!
//! A valid file must be accepted by both tools with byte-identical custom
//! and generic output, and sigil's custom output must read back to itself.
//! An invalid file must be rejected by both, sigil's first error with the
//! message of its `// MLIR-ERROR:` header at the reference's line:column.

use std::path::{Path, PathBuf};

use super::answers::Answers;
use super::{
    clip, expected_error_header, first_difference, first_error, line_col, name_flags, run_tool,
    sigil_binary, stderr_excerpt,
};

/// What happened to one file.
#[derive(Default)]
pub struct Outcome {
    pub name: String,
    pub failure: Option<String>,
    pub message_mismatch: Option<String>,
    pub location_mismatch: bool,
}

/// The reference tool of a corpus.
pub struct Reference<'a> {
    pub path: &'a Path,
    /// How reports name it (`mlir-opt-22`, `iree-opt`).
    pub name: &'a str,
    /// Its recorded answers on the corpus.
    pub answers: &'a Answers,
}

/// `(directory, file name)` of every `*.mlir` under `root/<dir>/` for each of
/// `dirs`, sorted, restricted by `SIGIL_DIFF_FILTER` (matched against
/// `<dir>/<file>`).
pub fn files(root: &Path, dialects: &[&str]) -> Vec<(PathBuf, String)> {
    let filter = std::env::var("SIGIL_DIFF_FILTER").unwrap_or_default();
    let mut out = Vec::new();
    for d in dialects {
        let dir = root.join(d);
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        let mut names: Vec<String> = entries
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".mlir") && format!("{d}/{n}").contains(filter.as_str()))
            .collect();
        names.sort();
        out.extend(names.into_iter().map(|n| (dir.clone(), n)));
    }
    out
}

fn with_input<'a>(flags: &[&'a str], input: &'a str, sigil: bool) -> Vec<&'a str> {
    let mut args = Vec::new();
    if sigil {
        args.push("opt");
    }
    args.extend_from_slice(flags);
    args.push(input);
    args
}

/// Checks a valid file, reported as `label`.
pub fn check_valid(oracle: &Reference, dir: &Path, name: &str, label: String) -> Outcome {
    let mut outcome = Outcome {
        name: label,
        ..Default::default()
    };
    let tool = oracle.name;
    let base = name_flags(name);
    let source = std::fs::read(dir.join(name)).unwrap_or_default();
    for generic in [false, true] {
        let mut flags = base.clone();
        if generic {
            flags.push("--mlir-print-op-generic");
        }
        let form = if generic { "generic" } else { "custom" };
        let args = with_input(&flags, name, false);
        let key = format!("{} {form}", outcome.name);
        let mut expected = oracle.answers.ask(oracle.path, &key, &args, dir, &source);
        if !expected.answer.success() {
            let live = expected
                .live
                .get_or_insert_with(|| run_tool(oracle.path, &args, dir));
            outcome.failure = Some(format!(
                "  {tool} rejected this input ({}); the input is wrong, not sigil:\n{}",
                live.describe_exit(),
                stderr_excerpt(&live.stderr)
            ));
            return outcome;
        }
        let actual = run_tool(&sigil_binary(), &with_input(&flags, name, true), dir);
        if !actual.success() {
            outcome.failure = Some(format!(
                "  sigil failed ({}) where {tool} succeeded:\n{}",
                actual.describe_exit(),
                stderr_excerpt(&actual.stderr)
            ));
            return outcome;
        }
        if super::answers::fnv128(&[&actual.stdout]) != expected.answer.stdout {
            let recorded = expected.live.is_none();
            let live = expected
                .live
                .get_or_insert_with(|| run_tool(oracle.path, &args, dir));
            if recorded && live.stdout == actual.stdout {
                oracle.answers.problem(format!(
                    "{key}: the recorded answer differs from the reference's live one"
                ));
            } else {
                outcome.failure = Some(format!(
                    "  {form} output differs from {tool} (- {tool}, + sigil):\n{}",
                    first_difference(&live.stdout, &actual.stdout)
                ));
                return outcome;
            }
        }
        // `NNN_topic.noroundtrip.mlir`: a custom form that does not read
        // back (MLIR's own printer loses what the generic form said).
        let round_trip = !generic
            && !name.contains(".noroundtrip.")
            && !base.contains(&"--split-input-file")
            && !base.contains(&"--mlir-print-debuginfo");
        if round_trip {
            if let Some(failure) = round_trip_failure(dir, &outcome.name, &actual.stdout) {
                outcome.failure = Some(failure);
                return outcome;
            }
        }
    }
    outcome
}

/// Sigil's custom output read back by sigil must print the same text.
fn round_trip_failure(dir: &Path, label: &str, printed: &[u8]) -> Option<String> {
    let tmp = std::env::temp_dir().join(format!(
        "sigil-roundtrip-{}-{}",
        std::process::id(),
        label.replace('/', "_")
    ));
    if let Err(e) = std::fs::write(&tmp, printed) {
        return Some(format!(
            "  cannot write {} for the round trip: {e}\n",
            tmp.display()
        ));
    }
    let tmp_name = tmp.to_string_lossy().into_owned();
    let again = run_tool(&sigil_binary(), &with_input(&[], &tmp_name, true), dir);
    let _ = std::fs::remove_file(&tmp);
    (again.stdout != printed).then(|| {
        format!(
            "  round trip: sigil's output printed again differs (- first, + second):\n{}{}",
            first_difference(printed, &again.stdout),
            stderr_excerpt(&again.stderr)
        )
    })
}

/// Checks an invalid file, reported as `label`.
pub fn check_invalid(oracle: &Reference, dir: &Path, name: &str, label: String) -> Outcome {
    let mut outcome = Outcome {
        name: label,
        ..Default::default()
    };
    let tool = oracle.name;
    let source = std::fs::read(dir.join(name)).unwrap_or_default();
    let Some(header) = expected_error_header(&source) else {
        outcome.failure = Some("  missing `// MLIR-ERROR: <message>` header\n".into());
        return outcome;
    };
    let flags = name_flags(name);
    let key = format!("{} invalid", outcome.name);
    let args = with_input(&flags, name, false);
    let expected = oracle
        .answers
        .ask(oracle.path, &key, &args, dir, &source)
        .answer;
    if expected.success() {
        outcome.failure = Some(format!("  {tool} accepted this input; it is not invalid\n"));
        return outcome;
    }
    let actual = run_tool(&sigil_binary(), &with_input(&flags, name, true), dir);
    if actual.success() {
        outcome.failure = Some(format!(
            "  sigil accepted input that {tool} rejects with: {header}\n"
        ));
        return outcome;
    }
    if actual.crashed() {
        outcome.failure = Some(format!(
            "  sigil crashed ({}):\n{}",
            actual.describe_exit(),
            stderr_excerpt(&actual.stderr)
        ));
        return outcome;
    }
    let oracle_first = expected.first_error;
    match first_error(&actual.stderr) {
        None => outcome.message_mismatch = Some("sigil printed no `error:` line".into()),
        Some((loc, msg)) => {
            if msg != header {
                outcome.message_mismatch = Some(format!(
                    "expected {:?}, got {:?}",
                    clip(&header, 160),
                    clip(&msg, 160)
                ));
            }
            if let Some((oloc, _)) = oracle_first {
                outcome.location_mismatch = line_col(&oloc) != line_col(&loc);
            }
        }
    }
    outcome
}

/// The report of a run (`title` first, `tag: N passed, ...` last); returns
/// the number of failures, counting an invalid file whose first error's
/// message or location differs from the reference's.
pub fn report(title: &str, tag: &str, outcomes: &[Outcome]) -> usize {
    let mut text = format!("{title}\n");
    let failed: Vec<&Outcome> = outcomes.iter().filter(|o| o.failure.is_some()).collect();
    for o in &failed {
        text.push_str(&format!(
            "FAIL {}\n{}",
            o.name,
            o.failure.as_deref().unwrap_or_default()
        ));
    }
    let mut messages = 0;
    for o in outcomes.iter().filter(|o| o.failure.is_none()) {
        if let Some(m) = &o.message_mismatch {
            messages += 1;
            text.push_str(&format!("message mismatch {}: {m}\n", o.name));
        }
    }
    let mut locations = 0;
    for o in outcomes
        .iter()
        .filter(|o| o.failure.is_none() && o.location_mismatch)
    {
        locations += 1;
        text.push_str(&format!("location mismatch {}\n", o.name));
    }
    text.push_str(&format!(
        "{tag}: {} passed, {} failed; {messages} error message and {locations} error location mismatches (each a failure)\n",
        outcomes.len() - failed.len(),
        failed.len()
    ));
    super::emit(&text);
    failed.len() + messages + locations
}
