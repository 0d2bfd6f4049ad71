//! Matching check strings against the input, following LLVM FileCheck's algorithm.
//!
//! First every `CHECK-LABEL` is found in order; each label's match ends a block, and the checks
//! before that label are matched only within the block. A failure ends its block but not the
//! others, so one run reports one error per broken block. Within a block each positive check
//! first matches its `-DAG` group(s) (in any order, without overlapping one another), then itself
//! (n times for `-COUNT-n`), then verifies the line relation (`-NEXT`, `-SAME`, `-EMPTY`) and that
//! no `-NOT` pattern occurs in the text it skipped. All offsets are into the canonical input.

use crate::checkfile::CheckString;
use crate::diag::{Diagnostic, Report};
use crate::pattern::{CheckKind, Found, Pattern, SearchError, Variables};
use crate::source::Input;

/// How far past the scan start to look for a "possible intended match" (FileCheck's limit too).
const FUZZY_SEARCH_BYTES: usize = 4096;
/// Longest pattern text compared when guessing the intended match (keeps the guess cheap).
const FUZZY_PATTERN_BYTES: usize = 128;
/// Guesses worse than this many edits are not shown.
const FUZZY_MAX_QUALITY: f64 = 50.0;

/// State of one run over one input.
pub(crate) struct Matcher<'a> {
    input: &'a Input,
    vars: Variables,
    report: Report,
}

impl<'a> Matcher<'a> {
    /// Checks `input` against `checks`; the report is empty on success.
    pub(crate) fn run(
        checks: &[CheckString],
        input: &'a Input,
        vars: Variables,
        enable_var_scope: bool,
    ) -> Report {
        let mut matcher = Matcher {
            input,
            vars,
            report: Report::default(),
        };
        let end = input.text().len();
        let mut buffer_start = 0;
        let mut next_check = 0;
        let mut next_label = 0;
        loop {
            // The block ends with the next label's match (or the input).
            let block = if next_label == checks.len() {
                (buffer_start, end)
            } else {
                let label = &checks[next_label];
                if label.pattern.kind() != CheckKind::Label {
                    next_label += 1;
                    continue;
                }
                let Some((at, len)) = matcher.check(label, buffer_start, end, true) else {
                    // Without this label nothing after it can be placed.
                    return matcher.report;
                };
                let block = (buffer_start, at + len);
                buffer_start = at + len;
                next_label += 1;
                block
            };
            if next_check != 0 && enable_var_scope {
                matcher.vars.retain(|name, _| name.starts_with('$'));
            }
            let mut position = block.0;
            while next_check < next_label {
                // The label ending the block is checked again, now with its -DAGs and -NOTs.
                match matcher.check(&checks[next_check], position, block.1, false) {
                    Some((at, len)) => position = at + len,
                    None => {
                        next_check = next_label;
                        break;
                    }
                }
                next_check += 1;
            }
            if next_label == checks.len() {
                return matcher.report;
            }
        }
    }

    /// Matches one check string within `start..end`; returns its match (from the first of
    /// `-COUNT` matches to the end of the last). In label-scan mode only the pattern is sought.
    fn check(
        &mut self,
        check: &CheckString,
        start: usize,
        end: usize,
        label_scan: bool,
    ) -> Option<(usize, usize)> {
        let mut nots = Vec::new();
        let last_pos = if label_scan {
            start
        } else {
            self.check_dags(check, start, end, &mut nots)?
        };
        let mut match_end = last_pos;
        let mut first_match = last_pos;
        for round in 1..=check.count {
            let found = match self.search(&check.pattern, match_end, end) {
                Err(()) => return None,
                Ok(None) => {
                    self.report_no_match(&check.pattern, match_end, end, (round, check.count));
                    return None;
                }
                Ok(Some(found)) => found,
            };
            if round == 1 {
                first_match = found.start;
            }
            match_end = found.end;
            self.define(found.defs);
        }
        if !label_scan
            && (self.check_line_relation(&check.pattern, last_pos, first_match)
                || self.check_nots(&nots, last_pos, first_match))
        {
            return None;
        }
        Some((first_match, match_end - first_match))
    }

    /// Matches the `-DAG` groups of `check` from `start`; collects `-NOT`s that follow the last
    /// group into `nots`. Returns where the positive check must then be searched from.
    fn check_dags<'c>(
        &mut self,
        check: &'c CheckString,
        start: usize,
        end: usize,
        nots: &mut Vec<&'c Pattern>,
    ) -> Option<usize> {
        let mut group_start = start;
        // Matches of the current group, sorted and disjoint.
        let mut ranges: Vec<(usize, usize)> = Vec::new();
        for (index, pattern) in check.dag_nots.iter().enumerate() {
            if pattern.kind() == CheckKind::Not {
                nots.push(pattern);
                continue;
            }
            let mut search_from = group_start;
            let mut slot = 0;
            loop {
                let found = match self.search(pattern, search_from, end) {
                    Err(()) => return None,
                    Ok(None) => {
                        self.report_no_match(pattern, search_from, end, (1, 1));
                        return None;
                    }
                    Ok(Some(found)) => found,
                };
                let (at, to) = (found.start, found.end);
                let mut overlap = false;
                while slot < ranges.len() {
                    if at < ranges[slot].1 {
                        overlap = ranges[slot].0 < to;
                        break;
                    }
                    slot += 1;
                }
                if !overlap {
                    ranges.insert(slot, (at, to));
                    self.define(found.defs);
                    break;
                }
                // Overlaps an earlier -DAG's match: look again after it.
                search_from = ranges[slot].1;
            }
            let group_ends = check
                .dag_nots
                .get(index + 1)
                .is_none_or(|next| next.kind() == CheckKind::Not);
            if group_ends {
                let first = ranges.first().map_or(group_start, |r| r.0);
                if !nots.is_empty() {
                    if self.check_nots(nots, group_start, first) {
                        return None;
                    }
                    nots.clear();
                }
                group_start = ranges.last().map_or(group_start, |r| r.1);
                ranges.clear();
            }
        }
        Some(group_start)
    }

    /// Reports each of `nots` found in `start..end`; returns whether any was.
    fn check_nots(&mut self, nots: &[&Pattern], start: usize, end: usize) -> bool {
        let mut failed = false;
        for pattern in nots {
            match self.search(pattern, start, end) {
                Err(()) => failed = true,
                Ok(None) => {}
                Ok(Some(found)) => {
                    let message = format!("{}: excluded string found in input", pattern.name());
                    self.error(pattern, message);
                    let here = self.input.location(found.start, found.end - found.start);
                    self.report.push(Diagnostic::note(Some(here), "found here"));
                    // FileCheck records definitions of any successful match, even this one.
                    self.define(found.defs);
                    failed = true;
                }
            }
        }
        failed
    }

    /// For `-NEXT`, `-EMPTY` and `-SAME`: checks the newlines between the previous match (ending
    /// at `previous_end`) and this one (at `at`). Returns whether the check failed.
    fn check_line_relation(&mut self, pattern: &Pattern, previous_end: usize, at: usize) -> bool {
        let skipped = &self.input.text()[previous_end..at];
        let (newlines, after_first) = count_newlines(skipped);
        let problem = match pattern.kind() {
            CheckKind::Next | CheckKind::Empty if newlines == 0 => {
                "is on the same line as previous match"
            }
            CheckKind::Next | CheckKind::Empty if newlines > 1 => {
                "is not on the line after the previous match"
            }
            CheckKind::Same if newlines > 0 => "is not on the same line as the previous match",
            _ => return false,
        };
        self.error(pattern, format!("{}: {problem}", pattern.name()));
        let next_here = self.input.location(at, 0);
        self.report
            .push(Diagnostic::note(Some(next_here), "'next' match was here"));
        let previous = self.input.location(previous_end, 0);
        self.report.push(Diagnostic::note(
            Some(previous),
            "previous match ended here",
        ));
        if pattern.kind() != CheckKind::Same && newlines > 1 {
            let line = self.input.location(previous_end + after_first, 0);
            self.report.push(Diagnostic::note(
                Some(line),
                "non-matching line after previous match is here",
            ));
        }
        true
    }

    /// Searches for `pattern` in `start..end`; reports patterns that cannot be searched for.
    fn search(&mut self, pattern: &Pattern, start: usize, end: usize) -> Result<Option<Found>, ()> {
        match pattern.find(self.input.text(), start, end, &self.vars) {
            Ok(found) => Ok(found),
            Err(SearchError::Undefined(names)) => {
                for (name, column) in names {
                    let mut location = pattern.location().clone();
                    location.column = column;
                    let message = format!("undefined variable: {name}");
                    self.report.push(Diagnostic::error(Some(location), message));
                }
                Err(())
            }
            Err(SearchError::Regex(message)) => {
                self.error(pattern, format!("invalid regex: {message}"));
                Err(())
            }
        }
    }

    fn define(&mut self, defs: Vec<(String, String)>) {
        self.vars.extend(defs);
    }

    fn error(&mut self, pattern: &Pattern, message: String) {
        self.report
            .push(Diagnostic::error(Some(pattern.location().clone()), message));
    }

    /// The "expected string not found" error with its notes. `round` is `(i, n)` of `-COUNT-n`.
    fn report_no_match(
        &mut self,
        pattern: &Pattern,
        start: usize,
        end: usize,
        round: (usize, usize),
    ) {
        let of = if round.1 > 1 {
            format!(" ({} out of {})", round.0, round.1)
        } else {
            String::new()
        };
        self.error(
            pattern,
            format!("{}: expected string not found in input{of}", pattern.name()),
        );
        let scan = self.input.location(start, 0);
        self.report
            .push(Diagnostic::note(Some(scan.clone()), "scanning from here"));
        for (name, value) in pattern.substitutions(&self.vars) {
            let message = format!("with \"{name}\" equal to \"{value}\"");
            self.report
                .push(Diagnostic::note(Some(scan.clone()), message));
        }
        if let Some(at) = self.guess_intended_match(pattern, start, end) {
            let guess = self.input.location(at, 0);
            self.report.push(Diagnostic::note(
                Some(guess),
                "possible intended match here",
            ));
        }
    }

    /// The position after `start` whose line start looks most like the pattern (by edit
    /// distance, slightly preferring nearer lines), if it is a plausible guess.
    fn guess_intended_match(&self, pattern: &Pattern, start: usize, end: usize) -> Option<usize> {
        let example = pattern.example(&self.vars);
        let example = &example.as_bytes()[..example.len().min(FUZZY_PATTERN_BYTES)];
        if example.is_empty() {
            return None;
        }
        let text = &self.input.text()[start..end];
        let bytes = text.as_bytes();
        let mut lines = 0usize;
        let mut best: Option<(usize, f64)> = None;
        for i in 0..bytes.len().min(FUZZY_SEARCH_BYTES) {
            if bytes[i] == b'\n' {
                lines += 1;
            }
            if bytes[i] == b' ' || bytes[i] == b'\t' || !text.is_char_boundary(i) {
                continue;
            }
            let window = &bytes[i..(i + example.len()).min(bytes.len())];
            let window = window.split(|&b| b == b'\n').next().unwrap_or(window);
            let quality = edit_distance(window, example) as f64 + lines as f64 / 100.0;
            if best.is_none_or(|(_, q)| quality < q) {
                best = Some((i, quality));
            }
        }
        match best {
            Some((at, quality)) if at != 0 && quality < FUZZY_MAX_QUALITY => Some(start + at),
            _ => None,
        }
    }
}

/// Number of line breaks in `text` (`\r\n` and `\n\r` count once) and the offset just after the
/// first one.
fn count_newlines(text: &str) -> (usize, usize) {
    let bytes = text.as_bytes();
    let mut count = 0;
    let mut after_first = 0;
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'\n' || bytes[i] == b'\r' {
            if i + 1 < bytes.len()
                && matches!(bytes[i + 1], b'\n' | b'\r')
                && bytes[i + 1] != bytes[i]
            {
                i += 1;
            }
            count += 1;
            if count == 1 {
                after_first = i + 1;
            }
        }
        i += 1;
    }
    (count, after_first)
}

/// Levenshtein distance between two byte strings.
fn edit_distance(a: &[u8], b: &[u8]) -> usize {
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    let mut current = vec![0; b.len() + 1];
    for (i, &x) in a.iter().enumerate() {
        current[0] = i + 1;
        for (j, &y) in b.iter().enumerate() {
            let substitute = previous[j] + usize::from(x != y);
            current[j + 1] = substitute.min(previous[j + 1] + 1).min(current[j] + 1);
        }
        std::mem::swap(&mut previous, &mut current);
    }
    previous[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn newline_counting() {
        assert_eq!(count_newlines("abc"), (0, 0));
        assert_eq!(count_newlines("a\nb"), (1, 2));
        assert_eq!(count_newlines("\r\n\n"), (2, 2));
        assert_eq!(count_newlines("x\n\nc"), (2, 2));
    }

    #[test]
    fn edit_distances() {
        assert_eq!(edit_distance(b"kitten", b"sitting"), 3);
        assert_eq!(edit_distance(b"", b"abc"), 3);
        assert_eq!(edit_distance(b"qx", b"qux"), 1);
    }
}
