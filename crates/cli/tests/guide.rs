//! The samples of the README and of the user guide are run, and their output compared.
//!
//! Every fenced block of `README.md` and `docs/src/**/*.md` whose info string starts with
//! `console` is a transcript: a line `$ COMMAND` is run with `sh -c` from the repository's
//! root, with the `sigil` of this build first on `PATH`, its standard error merged into its
//! standard output; the lines up to the next `$ ` line (or the end of the block) are what it
//! must print. A line `...` stands for any number of lines (long listings), and `[..]` within
//! a line for any text (a timing), so a transcript may show the part that matters and stay
//! exact there. Exit statuses are not compared here (the CLI's error test checks them); the
//! guide states them in prose. Links between pages must lead to a file and a heading.
//!
//! `SIGIL_REFRESH_DOCS=1` rewrites the expected output of every step without wildcards from
//! what its command prints now (a step with one must be fixed by hand).
//! The guide's Python samples are run by `python/tests/test_guide.py`, its Rust sample by
//! `crates/vm/tests/guide.rs`.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn markdown_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .map(|e| e.path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            markdown_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "md") {
            out.push(p);
        }
    }
}

/// One `$ COMMAND` of a transcript and the lines it must print.
struct Step {
    command: String,
    expected: Vec<String>,
    /// Index of the command's line in the file (0-based).
    line: usize,
}

/// A console block: its steps and the file lines it spans (fences excluded).
struct Transcript {
    steps: Vec<Step>,
    body: std::ops::Range<usize>,
}

fn transcripts(lines: &[&str]) -> Vec<Transcript> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let fence = lines[i].trim_start();
        if !(fence.starts_with("```console") || fence.starts_with("~~~console")) {
            i += 1;
            continue;
        }
        let close = &fence[..3];
        let start = i + 1;
        let mut end = start;
        while end < lines.len() && lines[end].trim_start() != close {
            end += 1;
        }
        let mut steps: Vec<Step> = Vec::new();
        for (k, l) in lines[start..end].iter().enumerate() {
            if let Some(cmd) = l.strip_prefix("$ ") {
                steps.push(Step {
                    command: cmd.to_string(),
                    expected: Vec::new(),
                    line: start + k,
                });
            } else if let Some(s) = steps.last_mut() {
                s.expected.push(l.to_string());
            } else {
                panic!(
                    "line {}: a console block must start with a `$ ` command",
                    start + k + 1
                );
            }
        }
        out.push(Transcript {
            steps,
            body: start..end,
        });
        i = end + 1;
    }
    out
}

/// Whether `actual` matches `expected`, where a `...` line matches any run of lines.
fn matches(expected: &[String], actual: &[&str]) -> bool {
    match expected.split_first() {
        None => actual.is_empty(),
        Some((e, rest)) if e == "..." => (0..=actual.len()).any(|k| matches(rest, &actual[k..])),
        Some((e, rest)) => actual
            .split_first()
            .is_some_and(|(a, more)| line_matches(e, a) && matches(rest, more)),
    }
}

/// Whether one line matches, where `[..]` in `expected` matches any text.
fn line_matches(expected: &str, actual: &str) -> bool {
    let mut parts = expected.split("[..]");
    let first = parts.next().unwrap_or("");
    let Some(mut rest) = actual.strip_prefix(first) else {
        return false;
    };
    let parts: Vec<&str> = parts.collect();
    for (i, part) in parts.iter().enumerate() {
        if i + 1 == parts.len() {
            return rest.ends_with(part);
        }
        match rest.find(part) {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    rest.is_empty()
}

fn run(command: &str) -> String {
    let sigil = PathBuf::from(env!("CARGO_BIN_EXE_sigil"));
    let bin_dir = sigil.parent().expect("the binary's directory");
    let path = format!(
        "{}:{}",
        bin_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!("exec 2>&1; {command}"))
        .current_dir(root())
        .env("PATH", path)
        .env_remove("SIGIL_JIT")
        .env_remove("SIGIL_JIT_LOG")
        .output()
        .unwrap_or_else(|e| panic!("cannot start sh: {e}"));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn console_samples_print_what_the_guide_shows() {
    let refresh = std::env::var("SIGIL_REFRESH_DOCS").is_ok_and(|v| v == "1");
    let mut files = vec![root().join("README.md")];
    markdown_files(&root().join("docs/src"), &mut files);
    let mut failures = Vec::new();
    let mut count = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let blocks = transcripts(&lines);
        // The file's lines after refreshing: a transcript's body replaced by what ran.
        let mut rewritten: Vec<String> = Vec::new();
        let mut copied = 0;
        let rel = file
            .strip_prefix(root())
            .unwrap_or(file)
            .display()
            .to_string();
        for block in &blocks {
            let mut body = Vec::new();
            let mut fixed = true;
            for step in &block.steps {
                count += 1;
                let actual = run(&step.command);
                let actual: Vec<&str> = actual.lines().collect();
                body.push(format!("$ {}", step.command));
                if matches(&step.expected, &actual) {
                    body.extend(step.expected.iter().cloned());
                    continue;
                }
                if refresh
                    && !step
                        .expected
                        .iter()
                        .any(|l| l == "..." || l.contains("[..]"))
                {
                    body.extend(actual.iter().map(|l| l.to_string()));
                    continue;
                }
                fixed = false;
                failures.push(format!(
                    "{rel}:{}: `{}` printed:\n{}\n--- the guide shows:\n{}\n",
                    step.line + 1,
                    step.command,
                    actual.join("\n"),
                    step.expected.join("\n")
                ));
            }
            rewritten.extend(
                lines[copied..block.body.start]
                    .iter()
                    .map(|l| l.to_string()),
            );
            if fixed {
                rewritten.extend(body);
            } else {
                rewritten.extend(lines[block.body.clone()].iter().map(|l| l.to_string()));
            }
            copied = block.body.end;
        }
        if refresh && !blocks.is_empty() {
            rewritten.extend(lines[copied..].iter().map(|l| l.to_string()));
            let mut new = rewritten.join("\n");
            new.push('\n');
            if new != text {
                std::fs::write(file, new).unwrap();
                eprintln!("rewrote {rel}");
            }
        }
    }
    eprintln!("{count} commands of the guide run");
    assert!(count > 0, "no console samples found under docs/src");
    assert!(
        failures.is_empty(),
        "{} of {count} samples differ (SIGIL_REFRESH_DOCS=1 rewrites those without wildcards):\n\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn the_wildcard_line_matches_any_run_of_lines() {
    let e = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert!(matches(&e(&["a", "...", "d"]), &["a", "b", "c", "d"]));
    assert!(matches(&e(&["a", "...", "d"]), &["a", "d"]));
    assert!(!matches(&e(&["a", "...", "d"]), &["a", "b", "c"]));
    assert!(!matches(&e(&["a"]), &["a", "b"]));
    assert!(matches(&e(&["..."]), &[]));
    assert!(line_matches("[ OK ] t ([..] ms)", "[ OK ] t (12 ms)"));
    assert!(line_matches("a[..]b[..]c", "a1b2c"));
    assert!(!line_matches("a[..]b[..]c", "a1b2"));
    assert!(!line_matches("x ([..] ms)", "y (1 ms)"));
}

/// The anchor mdBook gives a heading: lower case, spaces to `-`, only letters, digits, `-`
/// and `_` kept.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors of a page's headings (outside code blocks).
fn anchors(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut in_code = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
        } else if !in_code && line.starts_with('#') {
            out.push(slug(line.trim_start_matches('#')));
        }
    }
    out
}

#[test]
fn links_between_pages_resolve() {
    let mut files = vec![root().join("README.md")];
    markdown_files(&root().join("docs/src"), &mut files);
    let mut broken = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let mut in_code = false;
        for (n, line) in text.lines().enumerate() {
            if line.trim_start().starts_with("```") {
                in_code = !in_code;
            }
            if in_code {
                continue;
            }
            for (at, _) in line.match_indices("](") {
                let rest = &line[at + 2..];
                let Some(end) = rest.find(')') else { continue };
                let target = &rest[..end];
                if target.contains("://") || target.starts_with("mailto:") {
                    continue;
                }
                let (path, anchor) = target.split_once('#').unwrap_or((target, ""));
                let page = if path.is_empty() {
                    file.clone()
                } else {
                    file.parent().unwrap().join(path)
                };
                let rel = file
                    .strip_prefix(root())
                    .unwrap_or(file)
                    .display()
                    .to_string();
                if !page.exists() {
                    broken.push(format!("{rel}:{}: no file {path}", n + 1));
                    continue;
                }
                if !anchor.is_empty() && page.extension().is_some_and(|x| x == "md") {
                    let page_text = std::fs::read_to_string(&page).unwrap_or_default();
                    if !anchors(&page_text).iter().any(|a| a == anchor) {
                        broken.push(format!("{rel}:{}: no heading #{anchor} in {path}", n + 1));
                    }
                }
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}
