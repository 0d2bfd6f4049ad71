//! Diagnostics printed the way LLVM's FileCheck prints them.
//!
//! A diagnostic is `file:line:col: error: message`, followed by the source line and a caret (with
//! `~` under the rest of a matched range). The shape matters because people read these next to
//! FileCheck output from the real tools, and editors jump to `file:line:col`. Locations are
//! resolved to text when the diagnostic is made, so a [`Report`] owns everything it prints.

use std::fmt;

/// How serious a [`Diagnostic`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// The check failed or could not be run.
    Error,
    /// Extra context for the error before it.
    Note,
}

/// A position in a named text, with the text of its line kept for printing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    /// The file name as the user gave it (or `<stdin>`, or `command line`).
    pub file: String,
    /// 1-based line number.
    pub line: usize,
    /// 1-based column, counted in bytes like FileCheck does.
    pub column: usize,
    /// The whole line, without its line terminator.
    pub line_text: String,
    /// How many bytes from `column` on belong to the range (at least 1: the caret).
    pub width: usize,
}

/// One message of a [`Report`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error or note.
    pub severity: Severity,
    /// Where it points, if anywhere.
    pub location: Option<Location>,
    /// The message, without the `error:` or `note:` tag.
    pub message: String,
}

impl Diagnostic {
    /// An error at `location`.
    pub fn error(location: Option<Location>, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            location,
            message: message.into(),
        }
    }

    /// A note at `location`.
    pub fn note(location: Option<Location>, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Note,
            location,
            message: message.into(),
        }
    }
}

/// Longest stretch of a source line printed under a diagnostic; longer lines are cut around the
/// caret so a one-line 1 MB module does not flood the terminal.
const MAX_SHOWN_LINE: usize = 240;
/// FileCheck (through LLVM's `SourceMgr`) expands tabs to this width before drawing the caret.
const TAB_STOP: usize = 8;

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tag = match self.severity {
            Severity::Error => "error",
            Severity::Note => "note",
        };
        match &self.location {
            None => writeln!(f, "{tag}: {}", self.message),
            Some(loc) => {
                writeln!(
                    f,
                    "{}:{}:{}: {tag}: {}",
                    loc.file, loc.line, loc.column, self.message
                )?;
                let (shown, marker) = render_line(&loc.line_text, loc.column, loc.width);
                writeln!(f, "{shown}")?;
                writeln!(f, "{marker}")
            }
        }
    }
}

/// Renders `line` with tabs expanded, and the marker line (`^~~~`) under bytes
/// `column - 1 .. column - 1 + width`, both cut to a window if the line is long.
fn render_line(line: &str, column: usize, width: usize) -> (String, String) {
    let start = floor_boundary(line, column.saturating_sub(1).min(line.len()));
    let end = floor_boundary(line, start.saturating_add(width.max(1)).min(line.len()));
    let mut shown: Vec<char> = Vec::with_capacity(line.len());
    let mut caret = None;
    let mut caret_end = None;
    for (offset, ch) in line.char_indices() {
        if offset == start {
            caret = Some(shown.len());
        }
        if offset == end {
            caret_end = Some(shown.len());
        }
        if ch == '\t' {
            let pad = TAB_STOP - shown.len() % TAB_STOP;
            shown.extend(std::iter::repeat_n(' ', pad));
        } else {
            shown.push(ch);
        }
    }
    let caret = caret.unwrap_or(shown.len());
    let caret_end = caret_end.unwrap_or(shown.len()).max(caret + 1);

    let (window_start, window_end) = if shown.len() > MAX_SHOWN_LINE {
        let from = caret.saturating_sub(MAX_SHOWN_LINE / 2);
        (from, (from + MAX_SHOWN_LINE).min(shown.len()))
    } else {
        (0, shown.len())
    };
    let lead = if window_start > 0 { "..." } else { "" };
    let tail = if window_end < shown.len() { "..." } else { "" };
    let text: String = shown[window_start..window_end].iter().collect();
    let caret_col = caret - window_start + lead.len();
    let tildes = caret_end.min(window_end.max(caret + 1)) - caret - 1;
    let marker = format!("{}^{}", " ".repeat(caret_col), "~".repeat(tildes));
    (format!("{lead}{text}{tail}"), marker)
}

/// The largest char boundary of `s` at or below `at`.
pub(crate) fn floor_boundary(s: &str, mut at: usize) -> usize {
    at = at.min(s.len());
    while !s.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// Everything FileCheck had to say about one run: errors, each followed by its notes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// In the order they were produced.
    pub diagnostics: Vec<Diagnostic>,
}

impl Report {
    /// A report holding one location-less error.
    pub fn single_error(message: impl Into<String>) -> Report {
        Report {
            diagnostics: vec![Diagnostic::error(None, message)],
        }
    }

    /// Whether any diagnostic is an error.
    pub fn has_errors(&self) -> bool {
        self.diagnostics
            .iter()
            .any(|d| d.severity == Severity::Error)
    }

    /// The messages of the errors (not the notes), for tests and summaries.
    pub fn error_messages(&self) -> Vec<&str> {
        self.diagnostics
            .iter()
            .filter(|d| d.severity == Severity::Error)
            .map(|d| d.message.as_str())
            .collect()
    }

    pub(crate) fn push(&mut self, diagnostic: Diagnostic) {
        self.diagnostics.push(diagnostic);
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for diagnostic in &self.diagnostics {
            write!(f, "{diagnostic}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Report {}

#[cfg(test)]
mod tests {
    use super::*;

    fn loc(line_text: &str, column: usize, width: usize) -> Location {
        Location {
            file: "f".into(),
            line: 3,
            column,
            line_text: line_text.into(),
            width,
        }
    }

    #[test]
    fn error_renders_like_filecheck() {
        let d = Diagnostic::error(Some(loc("// CHECK: foo", 11, 1)), "boom");
        assert_eq!(
            d.to_string(),
            "f:3:11: error: boom\n// CHECK: foo\n          ^\n"
        );
    }

    #[test]
    fn note_underlines_range() {
        let d = Diagnostic::note(Some(loc("a baz c", 3, 3)), "found here");
        assert_eq!(d.to_string(), "f:3:3: note: found here\na baz c\n  ^~~\n");
    }

    #[test]
    fn range_is_cut_at_line_end() {
        let (_, marker) = render_line("abc", 2, 10);
        assert_eq!(marker, " ^~");
    }

    #[test]
    fn caret_past_line_end_points_after_last_char() {
        let (text, marker) = render_line("bar", 4, 1);
        assert_eq!(text, "bar");
        assert_eq!(marker, "   ^");
    }

    #[test]
    fn tabs_expand_to_eight_columns() {
        let (text, marker) = render_line("\tx", 2, 1);
        assert_eq!(text, "        x");
        assert_eq!(marker, "        ^");
    }

    #[test]
    fn multibyte_chars_take_one_column() {
        let (_, marker) = render_line("é x", 4, 1);
        assert_eq!(marker, "  ^");
    }

    #[test]
    fn long_lines_are_windowed_around_the_caret() {
        let line = format!("{}X{}", "a".repeat(1000), "b".repeat(1000));
        let (text, marker) = render_line(&line, 1001, 1);
        assert!(text.starts_with("...") && text.ends_with("..."));
        assert!(text.len() < 300);
        assert_eq!(text.as_bytes()[marker.len() - 1], b'X');
    }

    #[test]
    fn locationless_error() {
        let r = Report::single_error("no check strings found");
        assert_eq!(r.to_string(), "error: no check strings found\n");
        assert!(r.has_errors());
    }
}
