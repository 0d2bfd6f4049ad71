//! Texts FileCheck reads (the check file and the input), and positions in them.
//!
//! FileCheck matches against a *canonical* copy of the input: every run of spaces and tabs becomes
//! one space (unless `--strict-whitespace`) and `\r\n` becomes `\n`. We do the same so matching
//! is plain substring/regex search, but we keep a short list of the places where the copy got
//! shorter, so diagnostics can point at the line and column of the text the user actually has.

use crate::diag::{floor_boundary, Location};

/// A named text with a line table, for turning byte offsets into [`Location`]s.
#[derive(Debug)]
pub(crate) struct SourceText {
    name: String,
    text: String,
    line_starts: Vec<usize>,
}

impl SourceText {
    pub(crate) fn new(name: &str, text: String) -> SourceText {
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(at, _)| at + 1));
        SourceText {
            name: name.to_string(),
            text,
            line_starts,
        }
    }

    pub(crate) fn text(&self) -> &str {
        &self.text
    }

    /// The text of 1-based line `line`, without `\n` or a `\r` before it.
    pub(crate) fn line(&self, line: usize) -> &str {
        let Some(&start) = self.line_starts.get(line.wrapping_sub(1)) else {
            return "";
        };
        let end = self
            .line_starts
            .get(line)
            .map_or(self.text.len(), |next| next - 1);
        let text = &self.text[start..end];
        text.strip_suffix('\r').unwrap_or(text)
    }

    /// The 1-based line holding byte `offset` (an offset at a `\n` belongs to the line it ends).
    fn line_of(&self, offset: usize) -> usize {
        self.line_starts.partition_point(|&start| start <= offset)
    }

    /// The location of bytes `start .. start + width` (clipped to the line of `start`).
    pub(crate) fn location(&self, start: usize, width: usize) -> Location {
        let start = floor_boundary(&self.text, start);
        let line = self.line_of(start);
        let line_start = self.line_starts[line - 1];
        let line_text = self.line(line);
        Location {
            file: self.name.clone(),
            line,
            column: start - line_start + 1,
            line_text: line_text.to_string(),
            width: width.max(1),
        }
    }

    /// The location of 1-based `column` on 1-based `line`.
    pub(crate) fn location_at(&self, line: usize, column: usize, width: usize) -> Location {
        Location {
            file: self.name.clone(),
            line,
            column,
            line_text: self.line(line).to_string(),
            width: width.max(1),
        }
    }
}

/// The input under test: the original text, and the canonical copy that patterns run against.
#[derive(Debug)]
pub(crate) struct Input {
    original: SourceText,
    canonical: String,
    /// `(canonical offset, bytes removed before it)`: from each listed canonical offset on (up to
    /// the next entry), the original offset is the canonical one plus the count. Sorted.
    shifts: Vec<(usize, usize)>,
}

impl Input {
    pub(crate) fn new(name: &str, text: String, strict_whitespace: bool) -> Input {
        let (canonical, shifts) = canonicalize(&text, strict_whitespace);
        Input {
            original: SourceText::new(name, text),
            canonical,
            shifts,
        }
    }

    /// The canonical text.
    pub(crate) fn text(&self) -> &str {
        &self.canonical
    }

    /// The original offset of canonical offset `at`.
    fn original_offset(&self, at: usize) -> usize {
        let index = self.shifts.partition_point(|&(from, _)| from <= at);
        at + index.checked_sub(1).map_or(0, |i| self.shifts[i].1)
    }

    /// The location (in the original text) of canonical range `start .. start + len`.
    pub(crate) fn location(&self, start: usize, len: usize) -> Location {
        let from = self.original_offset(start);
        let width = if len == 0 {
            1
        } else {
            self.original_offset(start + len) - from
        };
        self.original.location(from, width)
    }
}

/// FileCheck's canonical form of `text`, plus the shift table described on [`Input::shifts`].
pub(crate) fn canonicalize(text: &str, strict_whitespace: bool) -> (String, Vec<(usize, usize)>) {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut shifts = Vec::new();
    let mut removed = 0;
    let mut copied_to = 0;
    let mut at = 0;
    while at < bytes.len() {
        let byte = bytes[at];
        if byte == b'\r' && bytes.get(at + 1) == Some(&b'\n') {
            out.push_str(&text[copied_to..at]);
            removed += 1;
            shifts.push((out.len(), removed));
            at += 1;
            copied_to = at;
        } else if !strict_whitespace && (byte == b' ' || byte == b'\t') {
            out.push_str(&text[copied_to..at]);
            let run_start = at;
            while at < bytes.len() && (bytes[at] == b' ' || bytes[at] == b'\t') {
                at += 1;
            }
            out.push(' ');
            if at - run_start > 1 {
                removed += at - run_start - 1;
                shifts.push((out.len(), removed));
            }
            copied_to = at;
        } else {
            at += 1;
        }
    }
    out.push_str(&text[copied_to..]);
    (out, shifts)
}

/// Collapses runs of spaces and tabs to one space (how FileCheck treats pattern text too).
pub(crate) fn collapse_whitespace(text: &str) -> String {
    canonicalize(text, false).0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_form_collapses_runs_and_crlf() {
        let (canon, _) = canonicalize("a  \t b\r\nc\td\r", false);
        assert_eq!(canon, "a b\nc d\r");
    }

    #[test]
    fn strict_whitespace_only_drops_cr_before_lf() {
        let (canon, _) = canonicalize("a  b\r\n", true);
        assert_eq!(canon, "a  b\n");
    }

    #[test]
    fn locations_point_into_original_text() {
        let input = Input::new("<stdin>", "x    y\r\n\t\tzz w\n".to_string(), false);
        assert_eq!(input.text(), "x y\n zz w\n");
        let y = input.location(2, 1);
        assert_eq!((y.line, y.column, y.line_text.as_str()), (1, 6, "x    y"));
        let zz = input.location(5, 2);
        assert_eq!((zz.line, zz.column, zz.width), (2, 3, 2));
        let w = input.location(8, 1);
        assert_eq!((w.line, w.column), (2, 6));
        let end = input.location(input.text().len(), 0);
        assert_eq!((end.line, end.column), (3, 1));
    }

    #[test]
    fn offset_at_newline_belongs_to_its_line() {
        let input = Input::new("<stdin>", "bar\nbaz\n".to_string(), false);
        let loc = input.location(3, 0);
        assert_eq!(
            (loc.line, loc.column, loc.line_text.as_str()),
            (1, 4, "bar")
        );
    }

    #[test]
    fn line_lookup_out_of_range_is_empty() {
        let src = SourceText::new("f", "a\nb".to_string());
        assert_eq!(src.line(2), "b");
        assert_eq!(src.line(0), "");
        assert_eq!(src.line(9), "");
    }
}
