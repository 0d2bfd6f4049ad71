//! Reading a check file: finding directives (`CHECK:`, `CHECK-NEXT:`, ...) and grouping them.
//!
//! The result is FileCheck's shape: a list of *positive* checks (plain, `-NEXT`, `-SAME`,
//! `-EMPTY`, `-LABEL`, `-COUNT-n`), each carrying the `-DAG` and `-NOT` directives written before
//! it, because those are only meaningful relative to the next positive match. Directives after the
//! last positive check hang off an implicit end-of-input check. `--implicit-check-not` patterns
//! are added in front of every such group.
//!
//! A prefix only counts when it starts a word (`XCHECK:` is not a `CHECK:`), and lines holding a
//! comment directive (`COM:`, `RUN:`) are skipped, so a RUN line mentioning `--check-prefix=FOO`
//! never becomes a check.

use std::collections::HashSet;

use crate::diag::{Diagnostic, Location, Report};
use crate::pattern::{CheckKind, Pattern, PatternOptions};
use crate::source::SourceText;
use crate::Options;

/// A positive check with the `-DAG`/`-NOT` patterns that precede it.
#[derive(Debug)]
pub(crate) struct CheckString {
    pub(crate) pattern: Pattern,
    /// How many consecutive matches `-COUNT-n` asks for (1 otherwise).
    pub(crate) count: usize,
    pub(crate) dag_nots: Vec<Pattern>,
}

/// A directive found on a line: byte offsets are into that line.
#[derive(Debug, PartialEq, Eq)]
struct Directive<'p> {
    prefix: &'p str,
    prefix_at: usize,
    kind: CheckKind,
    count: usize,
    literal: bool,
    /// Where the pattern text starts (just after the colon).
    pattern_at: usize,
}

#[derive(Debug, PartialEq, Eq)]
enum LineScan<'p> {
    Nothing,
    Comment,
    Directive(Directive<'p>),
    /// `PREFIX-COUNT-x` with a bad count; offset of the error.
    BadCount(&'p str, usize),
    /// `PREFIX-DAG-NOT` and the like; offset of the error.
    BadNot(&'p str, usize),
}

/// Characters that continue a word, so a prefix right after them is not a directive.
fn is_word_byte(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'-' || byte == b'_'
}

/// Finds the directive on `line`, if any.
fn scan_line<'p>(
    line: &str,
    check_prefixes: &'p [String],
    comment_prefixes: &'p [String],
) -> LineScan<'p> {
    let bytes = line.as_bytes();
    let mut from = 0;
    loop {
        // The earliest prefix occurrence; the longest prefix if several start there.
        let found = check_prefixes
            .iter()
            .map(|p| (p, false))
            .chain(comment_prefixes.iter().map(|p| (p, true)))
            .filter_map(|(p, comment)| {
                line[from..]
                    .find(p.as_str())
                    .map(|at| (from + at, p, comment))
            })
            .min_by(|a, b| a.0.cmp(&b.0).then(b.1.len().cmp(&a.1.len())));
        let Some((at, prefix, is_comment)) = found else {
            return LineScan::Nothing;
        };
        if at == 0 || !is_word_byte(bytes[at - 1]) {
            let scan = classify(line, at, prefix, is_comment);
            if scan != LineScan::Nothing {
                return scan;
            }
        }
        // Skip the prefix and the rest of the word it starts.
        let mut next = at + prefix.len();
        while next < bytes.len() && is_word_byte(bytes[next]) {
            next += 1;
        }
        from = next;
    }
}

/// What follows `prefix` at `line[at..]`.
fn classify<'p>(line: &str, at: usize, prefix: &'p str, is_comment: bool) -> LineScan<'p> {
    let after = at + prefix.len();
    let rest = &line[after..];
    if is_comment {
        return if rest.starts_with(':') {
            LineScan::Comment
        } else {
            LineScan::Nothing
        };
    }
    let directive = |kind, count, offset: usize| {
        modifiers(line, offset).map_or(LineScan::Nothing, |(literal, pattern_at)| {
            LineScan::Directive(Directive {
                prefix,
                prefix_at: at,
                kind,
                count,
                literal,
                pattern_at,
            })
        })
    };
    if rest.starts_with(':') || rest.starts_with('{') {
        return directive(CheckKind::Plain, 1, after);
    }
    let Some(suffix) = rest.strip_prefix('-') else {
        return LineScan::Nothing;
    };
    let suffix_at = after + 1;
    const BAD_NOTS: [&str; 8] = [
        "DAG-NOT:",
        "NOT-DAG:",
        "NEXT-NOT:",
        "NOT-NEXT:",
        "SAME-NOT:",
        "NOT-SAME:",
        "EMPTY-NOT:",
        "NOT-EMPTY:",
    ];
    if BAD_NOTS.iter().any(|bad| suffix.starts_with(bad)) {
        return LineScan::BadNot(prefix, suffix_at);
    }
    if let Some(count) = suffix.strip_prefix("COUNT-") {
        let digits = count.bytes().take_while(u8::is_ascii_digit).count();
        let end = suffix_at + "COUNT-".len() + digits;
        let n = count[..digits]
            .parse::<usize>()
            .ok()
            .filter(|&n| n > 0 && n <= i32::MAX as usize);
        return match (n, line[end..].chars().next()) {
            (Some(n), Some(':' | '{')) => directive(CheckKind::Plain, n, end),
            _ => LineScan::BadCount(prefix, end),
        };
    }
    const KINDS: [(&str, CheckKind); 6] = [
        ("NEXT", CheckKind::Next),
        ("SAME", CheckKind::Same),
        ("NOT", CheckKind::Not),
        ("DAG", CheckKind::Dag),
        ("LABEL", CheckKind::Label),
        ("EMPTY", CheckKind::Empty),
    ];
    for (word, kind) in KINDS {
        if suffix.starts_with(word) {
            return directive(kind, 1, suffix_at + word.len());
        }
    }
    LineScan::Nothing
}

/// Parses `:` or `{LITERAL}:` at `line[at..]`: whether `LITERAL` was given, and where the pattern
/// starts. `None` if neither is there.
fn modifiers(line: &str, at: usize) -> Option<(bool, usize)> {
    let rest = &line[at..];
    if rest.starts_with(':') {
        return Some((false, at + 1));
    }
    // `LITERAL` is the only modifier; it may be repeated, separated by commas.
    let mut rest = rest.strip_prefix('{')?;
    loop {
        rest = rest.trim_start().strip_prefix("LITERAL")?.trim_start();
        match rest.strip_prefix(',') {
            Some(more) => rest = more,
            None => break,
        }
    }
    let rest = rest.strip_prefix("}:")?;
    Some((true, line.len() - rest.len()))
}

/// Parses `source` into check strings, or reports the first malformed directive (as FileCheck
/// does: later errors are often consequences of the first).
pub(crate) fn parse(source: &SourceText, options: &Options) -> Result<Vec<CheckString>, Report> {
    let prefixes = options.effective_check_prefixes();
    let pattern_options = PatternOptions {
        strict_whitespace: options.strict_whitespace,
        match_full_lines: options.match_full_lines,
        ignore_case: options.ignore_case,
    };
    let implicit = implicit_check_nots(options, &prefixes[0], pattern_options)?;
    let mut checks: Vec<CheckString> = Vec::new();
    let mut dag_nots = implicit.clone();
    let mut used: HashSet<&str> = HashSet::new();
    let keep_whitespace = options.strict_whitespace && options.match_full_lines;

    for (index, line) in source.text().split('\n').enumerate() {
        let line_no = index + 1;
        let line = line.strip_suffix('\r').unwrap_or(line);
        let at = |offset: usize| source.location_at(line_no, offset + 1, 1);
        let directive = match scan_line(line, &prefixes, &options.comment_prefixes) {
            LineScan::Nothing | LineScan::Comment => continue,
            LineScan::BadCount(prefix, offset) => {
                let message = format!("invalid count in -COUNT specification on prefix '{prefix}'");
                return Err(error(at(offset), message));
            }
            LineScan::BadNot(prefix, offset) => {
                let message = format!("unsupported -NOT combo on prefix '{prefix}'");
                return Err(error(at(offset), message));
            }
            LineScan::Directive(directive) => directive,
        };
        let Directive {
            prefix,
            prefix_at,
            kind,
            count,
            literal,
            pattern_at,
        } = directive;
        used.insert(prefix);
        let name = directive_name(prefix, kind, count);

        let raw = &line[pattern_at..];
        let (lead, text) = if keep_whitespace {
            (0, raw)
        } else {
            let trimmed = raw.trim_start_matches([' ', '\t']);
            (
                raw.len() - trimmed.len(),
                trimmed.trim_end_matches([' ', '\t']),
            )
        };
        let location = at(pattern_at + lead);
        if kind == CheckKind::Empty && !text.is_empty() {
            let message =
                format!("found non-empty check string for empty check with prefix '{prefix}:'");
            return Err(error(location, message));
        }
        if kind != CheckKind::Empty && text.is_empty() {
            let message = format!("found empty check string with prefix '{prefix}:'");
            return Err(error(location, message));
        }
        if matches!(kind, CheckKind::Next | CheckKind::Same | CheckKind::Empty) && checks.is_empty()
        {
            let message = format!("found '{name}' without previous '{prefix}: line");
            return Err(error(at(prefix_at), message));
        }
        let pattern = match Pattern::parse(kind, text, literal, location, pattern_options) {
            Ok(pattern) => pattern.named(name.clone()),
            Err(diagnostic) => {
                return Err(Report {
                    diagnostics: vec![diagnostic],
                })
            }
        };
        if kind == CheckKind::Label && pattern.has_variables() {
            let message = format!("found '{name}:' with variable definition or use");
            return Err(error(at(prefix_at), message));
        }
        match kind {
            CheckKind::Dag | CheckKind::Not => dag_nots.push(pattern),
            _ => checks.push(CheckString {
                pattern,
                count,
                dag_nots: std::mem::replace(&mut dag_nots, implicit.clone()),
            }),
        }
    }

    let unused: Vec<&String> = prefixes
        .iter()
        .filter(|p| !used.contains(p.as_str()))
        .collect();
    if !unused.is_empty() && (unused.len() == prefixes.len() || !options.allow_unused_prefixes) {
        let list: Vec<String> = unused.iter().map(|p| format!("'{p}:'")).collect();
        let noun = if unused.len() == 1 {
            "prefix"
        } else {
            "prefixes"
        };
        let message = format!("no check strings found with {noun} {}", list.join(", "));
        return Err(Report::single_error(message));
    }
    if !dag_nots.is_empty() {
        let end = source.location(source.text().len(), 1);
        let eof = Pattern::parse(CheckKind::Eof, "", false, end, pattern_options)
            .map_err(|d| Report {
                diagnostics: vec![d],
            })?
            .named(format!("{}-EOF", prefixes[0]));
        checks.push(CheckString {
            pattern: eof,
            count: 1,
            dag_nots,
        });
    }
    Ok(checks)
}

fn error(location: Location, message: String) -> Report {
    Report {
        diagnostics: vec![Diagnostic::error(Some(location), message)],
    }
}

/// `CHECK-NEXT`, `CHECK-COUNT`, ...: how messages name a directive.
fn directive_name(prefix: &str, kind: CheckKind, count: usize) -> String {
    if count > 1 {
        format!("{prefix}-COUNT")
    } else {
        format!("{prefix}{}", kind.suffix())
    }
}

/// The `--implicit-check-not` patterns, located on a pseudo line `-implicit-check-not='...'` of
/// a pseudo file `command line`, as FileCheck reports them.
fn implicit_check_nots(
    options: &Options,
    first_prefix: &str,
    pattern_options: PatternOptions,
) -> Result<Vec<Pattern>, Report> {
    const LEAD: &str = "-implicit-check-not='";
    let mut patterns = Vec::new();
    for text in &options.implicit_check_not {
        let location = Location {
            file: "command line".to_string(),
            line: 1,
            column: LEAD.len() + 1,
            line_text: format!("{LEAD}{text}'"),
            width: 1,
        };
        match Pattern::parse(CheckKind::Not, text, false, location, pattern_options) {
            Ok(pattern) => patterns.push(pattern.named(format!("{first_prefix}-NOT"))),
            Err(diagnostic) => {
                return Err(Report {
                    diagnostics: vec![diagnostic],
                })
            }
        }
    }
    Ok(patterns)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn prefixes(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    fn scan(line: &str) -> LineScan<'static> {
        let checks = Box::leak(Box::new(prefixes(&["CHECK", "CHECK-FOO"])));
        let comments = Box::leak(Box::new(prefixes(&["COM", "RUN"])));
        scan_line(line, checks, comments)
    }

    fn directive(line: &str) -> (CheckKind, usize, bool, &str) {
        match scan(line) {
            LineScan::Directive(d) => (d.kind, d.count, d.literal, &line[d.pattern_at..]),
            other => panic!("{line:?}: {other:?}"),
        }
    }

    #[test]
    fn recognizes_every_directive() {
        assert_eq!(directive("// CHECK: a"), (CheckKind::Plain, 1, false, " a"));
        assert_eq!(directive("// CHECK-NEXT: a").0, CheckKind::Next);
        assert_eq!(directive("// CHECK-SAME: a").0, CheckKind::Same);
        assert_eq!(directive("// CHECK-NOT: a").0, CheckKind::Not);
        assert_eq!(directive("// CHECK-DAG: a").0, CheckKind::Dag);
        assert_eq!(directive("// CHECK-LABEL: a").0, CheckKind::Label);
        assert_eq!(directive("// CHECK-EMPTY:").0, CheckKind::Empty);
        assert_eq!(
            directive("// CHECK-COUNT-12: a"),
            (CheckKind::Plain, 12, false, " a")
        );
        assert_eq!(
            directive("# CHECK{LITERAL}: {{a}}"),
            (CheckKind::Plain, 1, true, " {{a}}")
        );
        assert_eq!(
            directive("CHECK-NEXT{ LITERAL }:x"),
            (CheckKind::Next, 1, true, "x")
        );
    }

    #[test]
    fn prefix_inside_a_word_is_not_a_directive() {
        assert_eq!(scan("// XCHECK: a"), LineScan::Nothing);
        assert_eq!(scan("// X-CHECK: a"), LineScan::Nothing);
        assert_eq!(scan("// CHECKS: a"), LineScan::Nothing);
        assert_eq!(scan("// CHECK-NEXTX: a"), LineScan::Nothing);
        assert_eq!(scan("// CHECK : a"), LineScan::Nothing);
        assert_eq!(directive("// XCHECK: CHECK: b").3, " b");
    }

    #[test]
    fn longest_prefix_wins_at_same_position() {
        match scan("// CHECK-FOO: a") {
            LineScan::Directive(d) => {
                assert_eq!((d.prefix, d.kind), ("CHECK-FOO", CheckKind::Plain))
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn comment_directives_hide_the_line() {
        assert_eq!(
            scan("// RUN: sigil opt %s | FileCheck %s --check-prefix=CHECK: x"),
            LineScan::Comment
        );
        assert_eq!(scan("// COM: CHECK: x"), LineScan::Comment);
        // Without a colon `RUN` is just a word.
        assert_eq!(directive("// RUN CHECK: x").3, " x");
    }

    #[test]
    fn bad_counts_and_not_combos() {
        assert_eq!(scan("// CHECK-COUNT-0: a"), LineScan::BadCount("CHECK", 16));
        assert_eq!(scan("// CHECK-COUNT-x: a"), LineScan::BadCount("CHECK", 15));
        assert_eq!(scan("// CHECK-COUNT-2 a"), LineScan::BadCount("CHECK", 16));
        assert_eq!(scan("// CHECK-DAG-NOT: a"), LineScan::BadNot("CHECK", 9));
    }

    #[test]
    fn unknown_modifier_is_not_a_directive() {
        assert_eq!(scan("// CHECK{REGEX}: a"), LineScan::Nothing);
        assert_eq!(scan("// CHECK{LITERAL: a"), LineScan::Nothing);
    }
}
