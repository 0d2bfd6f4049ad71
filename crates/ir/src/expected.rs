//! `--verify-diagnostics`: checks emitted diagnostics against
//! `// expected-error@+1 {{...}}` annotations, as MLIR's
//! `SourceMgrDiagnosticVerifierHandler` does.
//!
//! Annotations name a kind (`error`, `warning`, `note`, `remark`), optionally
//! `-re` for a regex body, and a line: the annotation's own, `@+N`, `@-N`,
//! `@above` (the last line without an annotation) or `@below` (the next one).
//! A diagnostic matches an annotation of the same kind on its line whose text
//! it contains. Unmatched diagnostics and annotations are errors.

use crate::diag::{DiagLoc, Diagnostic, Severity, SourceFile};

#[derive(Debug)]
struct Expected {
    severity: Severity,
    /// 1-based line in the original file; `None` for `@unknown`.
    line: Option<u32>,
    text: String,
    regex: bool,
    /// Offset of the annotation, for "was not produced" errors.
    offset: u32,
    matched: bool,
}

/// The annotations of a buffer.
pub struct Expectations {
    list: Vec<Expected>,
}

impl Expectations {
    /// Scans the bytes `range` of `src` for annotations.
    pub fn scan(src: &SourceFile, range: std::ops::Range<usize>) -> Result<Self, Box<Diagnostic>> {
        let text = &src.text[..range.end];
        let mut list: Vec<Expected> = Vec::new();
        let mut pending_below: Vec<usize> = Vec::new();
        let mut last_plain_line: Option<u32> = None;
        let mut line_start = range.start;
        let mut line_no = src.line_col(range.start as u32).0;
        while line_start <= text.len() {
            let end =
                memchr::memchr(b'\n', &text[line_start..]).map_or(text.len(), |i| line_start + i);
            let line = &text[line_start..end];
            let mut found = false;
            let mut search = 0usize;
            while let Some(p) = find(&line[search..], b"expected-") {
                let at = search + p;
                search = at + 9;
                let Some((e, below)) = parse_annotation(
                    &line[at..],
                    line_no,
                    last_plain_line,
                    (line_start + at) as u32,
                )?
                else {
                    continue;
                };
                found = true;
                list.push(e);
                if below {
                    pending_below.push(list.len() - 1);
                }
            }
            if !found {
                last_plain_line = Some(line_no);
                for i in pending_below.drain(..) {
                    list[i].line = Some(line_no);
                }
            }
            if end == text.len() {
                break;
            }
            line_start = end + 1;
            line_no += 1;
        }
        Ok(Expectations { list })
    }

    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// Matches one emitted diagnostic (and its notes); returns the errors to
    /// report for ones nobody expected.
    pub fn check(&mut self, src: &SourceFile, d: &Diagnostic, out: &mut Vec<Diagnostic>) {
        self.check_one(src, d.severity, d.loc.clone(), &d.message, out);
        for n in &d.notes {
            self.check_one(src, n.severity, n.loc.clone(), &n.message, out);
        }
    }

    fn check_one(
        &mut self,
        src: &SourceFile,
        sev: Severity,
        loc: DiagLoc,
        msg: &str,
        out: &mut Vec<Diagnostic>,
    ) {
        let line = match loc {
            DiagLoc::Offset(o) => Some(src.line_col(o).0),
            DiagLoc::File { ref file, line, .. } if *file == src.name => Some(line),
            _ => None,
        };
        // As MLIR: the first annotation of the same kind on the line whose
        // text matches (used ones included); one of another kind is a near miss.
        let mut near_miss: Option<usize> = None;
        for (i, e) in self.list.iter_mut().enumerate() {
            if e.line != line {
                continue;
            }
            let hit = if e.regex {
                regex_lite_match(&e.text, msg)
            } else {
                msg.contains(&e.text)
            };
            if !hit {
                continue;
            }
            if e.severity == sev {
                e.matched = true;
                return;
            }
            near_miss = Some(i);
        }
        if let Some(i) = near_miss {
            let e = &self.list[i];
            out.push(Diagnostic::error(
                e.offset,
                format!(
                    "'{}' diagnostic emitted when expecting a '{}'",
                    sev.as_str(),
                    e.severity.as_str()
                ),
            ));
            return;
        }
        out.push(Diagnostic {
            severity: Severity::Error,
            loc,
            message: format!("unexpected {}: {msg}", sev.as_str()),
            notes: vec![],
            span: 0,
        });
    }

    /// Errors for annotations no diagnostic matched.
    pub fn unmatched(&self) -> Vec<Diagnostic> {
        self.list
            .iter()
            .filter(|e| !e.matched)
            .map(|e| {
                let mut d = Diagnostic::error(
                    e.offset,
                    format!(
                        "expected {} \"{}\" was not produced",
                        e.severity.as_str(),
                        e.text
                    ),
                );
                // MLIR underlines as many columns as the expected text is long.
                d.span = e.text.len() as u32;
                d
            })
            .collect()
    }
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    memchr::memmem::find(hay, needle)
}

/// Parses `expected-KIND(-re)? *(@...)? *{{text}}` at the start of `s`.
fn parse_annotation(
    s: &[u8],
    line_no: u32,
    last_plain: Option<u32>,
    offset: u32,
) -> Result<Option<(Expected, bool)>, Box<Diagnostic>> {
    let rest = &s[b"expected-".len()..];
    let (severity, mut rest) = if let Some(r) = rest.strip_prefix(b"error") {
        (Severity::Error, r)
    } else if let Some(r) = rest.strip_prefix(b"warning") {
        (Severity::Warning, r)
    } else if let Some(r) = rest.strip_prefix(b"note") {
        (Severity::Note, r)
    } else if let Some(r) = rest.strip_prefix(b"remark") {
        (Severity::Remark, r)
    } else {
        return Ok(None);
    };
    let mut regex = false;
    if let Some(r) = rest.strip_prefix(b"-re") {
        regex = true;
        rest = r;
    }
    let skip_spaces = |r: &[u8]| -> usize { r.iter().take_while(|&&c| c == b' ').count() };
    rest = &rest[skip_spaces(rest)..];
    let mut line = Some(line_no);
    let mut below = false;
    if let Some(r) = rest.strip_prefix(b"@") {
        let (designator, r2): (&[u8], &[u8]) = {
            let n = r
                .iter()
                .take_while(|&&c| c.is_ascii_alphanumeric() || c == b'+' || c == b'-')
                .count();
            (&r[..n], &r[n..])
        };
        rest = r2;
        if let Some(n) = designator.strip_prefix(b"+") {
            let Some(k) = std::str::from_utf8(n)
                .ok()
                .and_then(|t| t.parse::<u32>().ok())
            else {
                return Ok(None);
            };
            line = Some(line_no + k);
        } else if let Some(n) = designator.strip_prefix(b"-") {
            let Some(k) = std::str::from_utf8(n)
                .ok()
                .and_then(|t| t.parse::<u32>().ok())
            else {
                return Ok(None);
            };
            line = Some(line_no.saturating_sub(k));
        } else if designator == b"above" {
            line = last_plain;
        } else if designator == b"below" {
            below = true;
        } else if designator == b"unknown" {
            line = None;
        } else {
            return Ok(None);
        }
    }
    rest = &rest[skip_spaces(rest)..];
    let Some(body) = rest.strip_prefix(b"{{") else {
        return Ok(None);
    };
    // Without closing braces it is not an annotation (MLIR's pattern does not match).
    let Some(end) = find(body, b"}}") else {
        return Ok(None);
    };
    // The body ends at the last `}}` on the line, as MLIR's regex `{{(.*)}}` is greedy.
    let last = body.windows(2).rposition(|w| w == b"}}").unwrap_or(end);
    let text = String::from_utf8_lossy(&body[..last]).into_owned();
    Ok(Some((
        Expected {
            severity,
            line,
            text,
            regex,
            offset,
            matched: false,
        },
        below,
    )))
}

/// Matches an `expected-*-re` body: literal text with `{{regex}}` segments,
/// found anywhere in the message (as MLIR does).
fn regex_lite_match(pattern: &str, msg: &str) -> bool {
    let mut re = String::new();
    let mut rest = pattern;
    while let Some(i) = rest.find("{{") {
        re.push_str(&regex::escape(&rest[..i]));
        let after = &rest[i + 2..];
        match after.find("}}") {
            Some(j) => {
                re.push('(');
                re.push_str(&after[..j]);
                re.push(')');
                rest = &after[j + 2..];
            }
            None => {
                re.push_str(&regex::escape(after));
                rest = "";
            }
        }
    }
    re.push_str(&regex::escape(rest));
    regex::Regex::new(&re).is_ok_and(|r| r.is_match(msg))
}
