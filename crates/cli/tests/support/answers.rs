//! Recorded answers of a reference tool (`mlir-opt-22`, `iree-opt`), so a
//! corpus suite need not start the reference once per file and form.
//!
//! Starting `mlir-opt-22` costs ~30 ms and `iree-opt` more: on the dialect
//! corpus that was two thirds of the suite's time. The answers are data
//! committed beside the corpus (`<corpus>/<tool>.answers`), one line per
//! file and form, keyed by the label and the form and holding a hash of
//! what was given (flags and input bytes), the exit code, a hash of the
//! standard output and the first `error:` line. A line whose input hash no
//! longer matches is stale and not used.
//!
//! Every run still starts the reference live on a sample (one entry in
//! [`SAMPLE`], chosen by the key's hash, so the same files each time) and
//! fails when its answer differs from the record; a file without a usable
//! record runs live too, and under `CI=true` that is a failure (the record
//! must be refreshed and committed). When sigil's output differs from a
//! recorded one, the reference runs live to show the difference.
//!
//! `SIGIL_REFRESH_ANSWERS=1` runs every file live and rewrites the record
//! (`scripts/refresh-answers.sh`).
//!
//! The hash is FNV-1a over 128 bits: a few lines, stable across Rust
//! versions and platforms (the record outlives any one toolchain), and with
//! 128 bits an accidental match of two different outputs is not a concern.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use super::{first_error, run_tool, RunOutput};

/// One entry in this many is checked live on every run: a twentieth, the same entries
/// each time, which notices a reference tool whose answers changed in general;
/// `scripts/refresh-answers.sh` asks it about every entry.
pub const SAMPLE: u128 = 20;

/// FNV-1a, 128 bits.
pub fn fnv128(parts: &[&[u8]]) -> u128 {
    const OFFSET: u128 = 0x6c62272e07bb014262b821756295c58d;
    const PRIME: u128 = 0x0000000001000000000000000000013B;
    let mut h = OFFSET;
    for part in parts {
        for &b in *part {
            h ^= b as u128;
            h = h.wrapping_mul(PRIME);
        }
        // Parts are separated, so ("ab", "c") and ("a", "bc") differ.
        h ^= 0xff;
        h = h.wrapping_mul(PRIME);
    }
    h
}

/// What the reference answered for one file and form.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Answer {
    /// Hash of the flags and input the answer is for.
    pub input: u128,
    /// Exit code (-1 when killed or never started).
    pub code: i32,
    /// Hash of standard output.
    pub stdout: u128,
    /// The first `error:` line, as `(location, message)`.
    pub first_error: Option<(String, String)>,
    /// Hash of the whole standard error, for answers that record it
    /// ([`Answers::ask_with_stderr`]; `None` for the others).
    pub stderr: Option<u128>,
}

impl Answer {
    pub fn success(&self) -> bool {
        self.code == 0
    }

    fn of(input: u128, out: &RunOutput, with_stderr: bool) -> Answer {
        Answer {
            input,
            code: out.code.unwrap_or(-1),
            stdout: fnv128(&[&out.stdout]),
            first_error: first_error(&out.stderr),
            stderr: with_stderr.then(|| fnv128(&[&out.stderr])),
        }
    }
}

/// The reference's answer to a question, and its live output when it ran.
pub struct Reply {
    pub answer: Answer,
    pub live: Option<RunOutput>,
}

/// The record of one reference tool over one corpus.
pub struct Answers {
    path: PathBuf,
    refresh: bool,
    recorded: BTreeMap<String, Answer>,
    /// What this run learnt (every entry when refreshing), and the problems
    /// found with the record.
    fresh: Mutex<BTreeMap<String, Answer>>,
    problems: Mutex<Vec<String>>,
}

/// A field of a record line: backslashes, tabs and newlines escaped.
pub fn escape(s: &str) -> String {
    s.replace('\\', "\\\\")
        .replace('\t', "\\t")
        .replace('\n', "\\n")
}

/// The inverse of [`escape`].
pub fn unescape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('t') => out.push('\t'),
            Some('n') => out.push('\n'),
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}

impl Answers {
    /// Loads `path` (missing: an empty record).
    pub fn load(path: PathBuf) -> Answers {
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let mut recorded = BTreeMap::new();
        for line in text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
        {
            let f: Vec<&str> = line.split('\t').collect();
            let parsed = (|| {
                // An optional seventh column: the hash of the whole stderr.
                let (fields, stderr) = match f.len() {
                    6 => (&f[..], None),
                    7 => (&f[..6], Some(u128::from_str_radix(f[6], 16).ok()?)),
                    _ => return None,
                };
                let [key, input, code, stdout, loc, msg] = fields[..] else {
                    return None;
                };
                let first_error =
                    (!loc.is_empty() || !msg.is_empty()).then(|| (unescape(loc), unescape(msg)));
                Some((
                    unescape(key),
                    Answer {
                        input: u128::from_str_radix(input, 16).ok()?,
                        code: code.parse().ok()?,
                        stdout: u128::from_str_radix(stdout, 16).ok()?,
                        first_error,
                        stderr,
                    },
                ))
            })();
            let (key, answer) =
                parsed.unwrap_or_else(|| panic!("{}: malformed line {line:?}", path.display()));
            recorded.insert(key, answer);
        }
        Answers {
            path,
            refresh: std::env::var_os("SIGIL_REFRESH_ANSWERS").is_some(),
            recorded,
            fresh: Mutex::new(BTreeMap::new()),
            problems: Mutex::new(Vec::new()),
        }
    }

    /// The reference's answer for `key` (a label and a form), given `args`
    /// in `cwd` and the input bytes `input`: recorded, or live.
    pub fn ask(
        &self,
        reference: &Path,
        key: &str,
        args: &[&str],
        cwd: &Path,
        input: &[u8],
    ) -> Reply {
        self.ask_inner(reference, key, args, cwd, input, false)
    }

    /// [`Self::ask`], recording a hash of the whole standard error too
    /// (for answers compared diagnostic by diagnostic).
    pub fn ask_with_stderr(
        &self,
        reference: &Path,
        key: &str,
        args: &[&str],
        cwd: &Path,
        input: &[u8],
    ) -> Reply {
        self.ask_inner(reference, key, args, cwd, input, true)
    }

    fn ask_inner(
        &self,
        reference: &Path,
        key: &str,
        args: &[&str],
        cwd: &Path,
        input: &[u8],
        with_stderr: bool,
    ) -> Reply {
        let given = fnv128(&[args.join(" ").as_bytes(), input]);
        let recorded = self
            .recorded
            .get(key)
            .filter(|a| a.input == given && a.stderr.is_some() == with_stderr);
        let sampled = fnv128(&[key.as_bytes()]).is_multiple_of(SAMPLE);
        if let Some(answer) = recorded.filter(|_| !self.refresh && !sampled) {
            return Reply {
                answer: answer.clone(),
                live: None,
            };
        }
        let out = run_tool(reference, args, cwd);
        let answer = Answer::of(given, &out, with_stderr);
        match recorded {
            // A reference killed by a signal prints what it crashed with
            // (addresses, a stack): only the crash itself must recur.
            Some(r) if *r != answer && !(r.code == -1 && answer.code == -1) => {
                self.problem(format!(
                    "{key}: the recorded answer differs from the reference's live one \
                 (recorded {r:?}, live {answer:?})"
                ))
            }
            None if !self.refresh => {
                self.problem(format!("{key}: no recorded answer for this input"))
            }
            _ => {}
        }
        self.fresh
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(key.to_string(), answer.clone());
        Reply {
            answer,
            live: Some(out),
        }
    }

    /// Records a problem with the record (reported by [`report_problems`]).
    pub fn problem(&self, text: String) {
        self.problems
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push(text);
    }

    /// Writes the record when refreshing; otherwise returns the problems
    /// found (stale or missing answers), which fail the suite under CI and
    /// are only reported outside it (the live answers were used).
    pub fn finish(self, tool: &str) -> Vec<String> {
        let fresh = self.fresh.into_inner().unwrap_or_else(|p| p.into_inner());
        if self.refresh {
            // A filtered run keeps the other files' answers.
            let mut all = if std::env::var_os("SIGIL_DIFF_FILTER").is_some() {
                self.recorded
            } else {
                BTreeMap::new()
            };
            all.extend(fresh);
            let mut text = format!(
                "# Answers of {tool} on this corpus: key, input hash, exit code, stdout hash, first error (location, message)[, stderr hash].\n\
                 # @generated by SIGIL_REFRESH_ANSWERS=1 (scripts/refresh-answers.sh); see crates/cli/tests/support/answers.rs.\n"
            );
            for (key, a) in &all {
                let (loc, msg) = a.first_error.clone().unwrap_or_default();
                text.push_str(&format!(
                    "{}\t{:032x}\t{}\t{:032x}\t{}\t{}",
                    escape(key),
                    a.input,
                    a.code,
                    a.stdout,
                    escape(&loc),
                    escape(&msg)
                ));
                if let Some(h) = a.stderr {
                    text.push_str(&format!("\t{h:032x}"));
                }
                text.push('\n');
            }
            std::fs::write(&self.path, text)
                .unwrap_or_else(|e| panic!("cannot write {}: {e}", self.path.display()));
            super::emit(&format!(
                "== answers: {} entries of {tool} written to {}\n",
                all.len(),
                self.path.display()
            ));
            return Vec::new();
        }
        let mut problems = self
            .problems
            .into_inner()
            .unwrap_or_else(|p| p.into_inner());
        problems.sort();
        problems
    }
}

/// Reports a record's problems: a failure under `CI=true`, a loud note
/// outside it (where the live answers were used instead).
pub fn report_problems(tag: &str, problems: &[String]) {
    if problems.is_empty() {
        return;
    }
    let mut text = format!(
        "== {tag}: {} recorded answers missing or stale (refresh with scripts/refresh-answers.sh and commit):\n",
        problems.len()
    );
    for p in problems.iter().take(20) {
        text.push_str(&format!("  {p}\n"));
    }
    super::emit(&text);
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "{tag}: {} recorded answers missing or stale",
        problems.len()
    );
}
