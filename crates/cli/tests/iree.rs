//! Differential test of sigil's `util` dialect against IREE's `iree-opt`
//! (from `iree-base-compiler==3.13.0`), on the corpus in
//! `tests/dialects/{valid,invalid}/util`.
//!
//! For every valid file: both tools must accept it, and sigil's custom
//! output (`sigil opt FILE`) and generic output (`--mlir-print-op-generic`)
//! must equal `iree-opt`'s byte for byte; sigil's custom output must read
//! back (by sigil) to the same text. Every invalid file must be rejected by
//! both, without sigil crashing; sigil's first error message is compared
//! with the file's `// MLIR-ERROR:` header (`iree-opt`'s) and its
//! line:column with `iree-opt`'s, for information only.
//!
//! `iree-opt` is looked up as `SIGIL_IREE_OPT`, then
//! `/tmp/venv-iree/bin/iree-opt`, then `.venv-iree/bin/iree-opt` in the
//! workspace, then `iree-opt` on `PATH`. When it is missing the test is
//! skipped loudly, except under `CI=true`, where `scripts/install-iree.sh`
//! installs it (a failed install fails the test).
//!
//! Knobs: `SIGIL_DIFF_FILTER=substr`, `SIGIL_DIFF_THREADS=n`,
//! `SIGIL_IREE_OPT=/path/to/iree-opt`.

mod support;

use std::path::{Path, PathBuf};
use std::process::Command;

use support::{
    clip, expected_error_header, first_difference, first_error, line_col, parallel_map, run_tool,
    sigil_binary, stderr_excerpt, workspace_root,
};

/// The corpus directory (under `valid/` and `invalid/`) checked here.
const DIALECT: &str = "util";

/// The `iree-base-compiler` release the corpus was written against.
const IREE_VERSION: &str = "3.13.0";

fn emit(text: &str) {
    use std::io::Write as _;
    let _ = std::io::stderr().lock().write_all(text.as_bytes());
}

fn find_on_path(name: &str) -> Option<PathBuf> {
    let paths = std::env::var_os("PATH")?;
    std::env::split_paths(&paths)
        .map(|dir| dir.join(name))
        .find(|candidate| candidate.is_file())
}

/// The places `iree-opt` is looked for, in order, after `SIGIL_IREE_OPT`.
fn candidates() -> Vec<PathBuf> {
    let mut v = vec![
        PathBuf::from("/tmp/venv-iree/bin/iree-opt"),
        workspace_root().join(".venv-iree/bin/iree-opt"),
    ];
    v.extend(find_on_path("iree-opt"));
    v
}

/// Where `iree-opt` is, or the message to print when skipping.
fn locate_iree_opt() -> Result<PathBuf, String> {
    if let Some(explicit) = std::env::var_os("SIGIL_IREE_OPT") {
        let path = PathBuf::from(explicit);
        assert!(
            path.is_file(),
            "SIGIL_IREE_OPT={} does not name a file",
            path.display()
        );
        return Ok(path);
    }
    if let Some(path) = candidates().into_iter().find(|p| p.is_file()) {
        return Ok(path);
    }
    if std::env::var("CI").as_deref() == Ok("true") {
        let script = workspace_root().join("scripts/install-iree.sh");
        emit(&format!(
            "iree-opt not found and CI=true: running {}\n",
            script.display()
        ));
        let status = Command::new("bash").arg(&script).status();
        assert!(
            matches!(status, Ok(s) if s.success()),
            "scripts/install-iree.sh failed ({status:?}); cannot run the util differential test"
        );
        return match candidates().into_iter().find(|p| p.is_file()) {
            Some(path) => Ok(path),
            None => panic!("scripts/install-iree.sh succeeded but iree-opt is still not found"),
        };
    }
    Err(format!(
        "\n{bar}\nSKIPPED: the util differential test needs iree-opt (pip install \
         iree-base-compiler=={IREE_VERSION}; run scripts/install-iree.sh, or set CI=true to \
         install it automatically, or point SIGIL_IREE_OPT at the binary).\n{bar}\n",
        bar = "!".repeat(78)
    ))
}

#[derive(Default)]
struct Outcome {
    name: String,
    failure: Option<String>,
    message_mismatch: Option<String>,
    location_mismatch: bool,
}

/// Extra flags a file's name asks for (`x.split.mlir`, `x.debuginfo.mlir`).
fn name_flags(name: &str) -> Vec<&'static str> {
    let stem = name.strip_suffix(".mlir").unwrap_or(name);
    let parts: Vec<&str> = stem.split('.').skip(1).collect();
    let mut flags = Vec::new();
    if parts.contains(&"debuginfo") {
        flags.push("--mlir-print-debuginfo");
    }
    if parts.contains(&"split") {
        flags.push("--split-input-file");
    }
    flags
}

/// The `*.mlir` files of `dir`, sorted, restricted by `SIGIL_DIFF_FILTER`.
fn files(dir: &Path) -> Vec<String> {
    let filter = std::env::var("SIGIL_DIFF_FILTER").unwrap_or_default();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".mlir") && format!("{DIALECT}/{n}").contains(filter.as_str()))
        .collect();
    names.sort();
    names
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

fn check_valid(oracle: &Path, dir: &Path, name: &str) -> Outcome {
    let mut outcome = Outcome {
        name: format!("valid/{DIALECT}/{name}"),
        ..Default::default()
    };
    let base = name_flags(name);
    for generic in [false, true] {
        let mut flags = base.clone();
        if generic {
            flags.push("--mlir-print-op-generic");
        }
        let form = if generic { "generic" } else { "custom" };
        let expected = run_tool(oracle, &with_input(&flags, name, false), dir);
        if !expected.success() {
            outcome.failure = Some(format!(
                "  iree-opt rejected this input ({}); the input is wrong, not sigil:\n{}",
                expected.describe_exit(),
                stderr_excerpt(&expected.stderr)
            ));
            return outcome;
        }
        let actual = run_tool(&sigil_binary(), &with_input(&flags, name, true), dir);
        if !actual.success() {
            outcome.failure = Some(format!(
                "  sigil failed ({}) where iree-opt succeeded:\n{}",
                actual.describe_exit(),
                stderr_excerpt(&actual.stderr)
            ));
            return outcome;
        }
        if actual.stdout != expected.stdout {
            outcome.failure = Some(format!(
                "  {form} output differs from iree-opt (- iree-opt, + sigil):\n{}",
                first_difference(&expected.stdout, &actual.stdout)
            ));
            return outcome;
        }
        if !generic && !base.contains(&"--split-input-file") {
            // Round trip: the printed custom form reads back to itself.
            let tmp = std::env::temp_dir().join(format!(
                "sigil-iree-{}-{}",
                std::process::id(),
                name.replace('/', "_")
            ));
            if let Err(e) = std::fs::write(&tmp, &actual.stdout) {
                outcome.failure = Some(format!(
                    "  cannot write {} for the round trip: {e}\n",
                    tmp.display()
                ));
                return outcome;
            }
            let again_flags: Vec<&str> = base
                .iter()
                .copied()
                .filter(|f| *f != "--mlir-print-debuginfo")
                .collect();
            let tmp_name = tmp.to_string_lossy().into_owned();
            let again = run_tool(
                &sigil_binary(),
                &with_input(&again_flags, &tmp_name, true),
                dir,
            );
            let _ = std::fs::remove_file(&tmp);
            if !base.contains(&"--mlir-print-debuginfo") && again.stdout != actual.stdout {
                outcome.failure = Some(format!(
                    "  round trip: sigil's output printed again differs (- first, + second):\n{}{}",
                    first_difference(&actual.stdout, &again.stdout),
                    stderr_excerpt(&again.stderr)
                ));
                return outcome;
            }
        }
    }
    outcome
}

fn check_invalid(oracle: &Path, dir: &Path, name: &str) -> Outcome {
    let mut outcome = Outcome {
        name: format!("invalid/{DIALECT}/{name}"),
        ..Default::default()
    };
    let source = std::fs::read(dir.join(name)).unwrap_or_default();
    let Some(header) = expected_error_header(&source) else {
        outcome.failure = Some("  missing `// MLIR-ERROR: <message>` header\n".into());
        return outcome;
    };
    let flags = name_flags(name);
    let expected = run_tool(oracle, &with_input(&flags, name, false), dir);
    if expected.success() {
        outcome.failure = Some("  iree-opt accepted this input; it is not invalid\n".into());
        return outcome;
    }
    let actual = run_tool(&sigil_binary(), &with_input(&flags, name, true), dir);
    if actual.success() {
        outcome.failure = Some(format!(
            "  sigil accepted input that iree-opt rejects with: {header}\n"
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
    let oracle_first = first_error(&expected.stderr);
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

#[test]
fn util_corpus_matches_iree_opt() {
    let oracle = match locate_iree_opt() {
        Ok(path) => path,
        Err(message) => {
            emit(&message);
            return;
        }
    };
    let root = workspace_root().join("tests/dialects");
    let valid_dir = root.join("valid").join(DIALECT);
    let invalid_dir = root.join("invalid").join(DIALECT);
    let valid = files(&valid_dir);
    let invalid = files(&invalid_dir);
    let mut outcomes = parallel_map(&valid, |name| check_valid(&oracle, &valid_dir, name));
    outcomes.extend(parallel_map(&invalid, |name| {
        check_invalid(&oracle, &invalid_dir, name)
    }));
    let mut text = format!(
        "== iree ({}): {} valid and {} invalid files of {DIALECT}\n",
        oracle.display(),
        valid.len(),
        invalid.len()
    );
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
    let locations = outcomes
        .iter()
        .filter(|o| o.failure.is_none() && o.location_mismatch)
        .count();
    text.push_str(&format!(
        "iree: {} passed, {} failed; {messages} error message and {locations} error location mismatches (informational)\n",
        outcomes.len() - failed.len(),
        failed.len()
    ));
    emit(&text);
    assert!(
        !valid.is_empty() || std::env::var("SIGIL_DIFF_FILTER").is_ok(),
        "no files in {}",
        valid_dir.display()
    );
    assert!(
        failed.is_empty(),
        "{} util corpus files differ from iree-opt",
        failed.len()
    );
}
