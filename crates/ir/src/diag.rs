//! Source buffers, locations and diagnostics.
//!
//! Positions are byte offsets into a [`SourceFile`]; they become `line:col`
//! only when a diagnostic is rendered, so the lexer never counts lines. A file
//! split with `--split-input-file` keeps one buffer per chunk but each chunk
//! remembers its first line, so diagnostics name lines of the original file as
//! `mlir-opt` does.

use std::fmt::Write as _;

/// The bytes of a source: read into memory, or mapped from a file (no copy
/// of a large input, and pages the kernel can share with its cache).
pub enum SourceText {
    Owned(Vec<u8>),
    Mapped(memmap2::Mmap),
}

impl std::ops::Deref for SourceText {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            SourceText::Owned(v) => v,
            SourceText::Mapped(m) => m,
        }
    }
}

impl std::fmt::Debug for SourceText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "SourceText({} bytes)", self.len())
    }
}

/// One buffer of source text (a whole file or one `// -----` chunk of it).
#[derive(Debug)]
pub struct SourceFile {
    /// The name diagnostics and file locations use (`<stdin>` for standard input).
    pub name: String,
    /// The bytes, not necessarily UTF-8.
    pub text: SourceText,
    /// Line number (0-based) of the first byte within the original file.
    pub first_line: u32,
    line_starts: std::sync::OnceLock<Vec<u32>>,
}

impl SourceFile {
    pub fn new(name: impl Into<String>, text: Vec<u8>) -> Self {
        Self::with_first_line(name, text, 0)
    }

    pub fn with_first_line(name: impl Into<String>, text: Vec<u8>, first_line: u32) -> Self {
        SourceFile {
            name: name.into(),
            text: SourceText::Owned(text),
            first_line,
            line_starts: Default::default(),
        }
    }

    /// Maps the file at `path` instead of reading it; `name` is what
    /// diagnostics call it.
    pub fn map_file(name: impl Into<String>, path: &std::path::Path) -> std::io::Result<Self> {
        let file = std::fs::File::open(path)?;
        // SAFETY: the mapping is read-only and private to this process. If
        // another process truncates or rewrites the file while sigil runs,
        // reads may see the new bytes or fault — the same contract as
        // mlir-opt, which maps its input too. Empty files are read instead,
        // as a zero-length mapping is not allowed.
        if file.metadata()?.len() == 0 {
            return Ok(Self::new(name, Vec::new()));
        }
        let map = unsafe { memmap2::Mmap::map(&file)? };
        Ok(SourceFile {
            name: name.into(),
            text: SourceText::Mapped(map),
            first_line: 0,
            line_starts: Default::default(),
        })
    }

    /// Lets the OS drop the resident pages of `range` of a mapped file (a
    /// no-op for text read into memory). The parser calls it on text it has
    /// passed, so a large input does not stay resident beside its IR; a page
    /// read again later (a diagnostic's source line) is mapped back in.
    pub fn release(&self, range: std::ops::Range<usize>) {
        #[cfg(unix)]
        if let SourceText::Mapped(map) = &self.text {
            let end = range.end.min(map.len());
            if range.start < end {
                // SAFETY: the mapping is read-only and never written, so
                // dropping its pages changes no byte a reader can see: the
                // next read maps the same file bytes back in (under the
                // contract of `map_file`: the file does not change while
                // sigil runs). Failure only leaves the pages resident.
                let _ = unsafe {
                    map.unchecked_advise_range(
                        memmap2::UncheckedAdvice::DontNeed,
                        range.start,
                        end - range.start,
                    )
                };
            }
        }
        #[cfg(not(unix))]
        let _ = range;
    }

    fn line_starts(&self) -> &[u32] {
        self.line_starts.get_or_init(|| {
            let mut v = vec![0u32];
            for pos in memchr::memchr_iter(b'\n', &self.text) {
                v.push(pos as u32 + 1);
            }
            v
        })
    }

    /// 1-based line and column (in bytes) of `offset`, lines counted from the
    /// start of the original file.
    pub fn line_col(&self, offset: u32) -> (u32, u32) {
        let starts = self.line_starts();
        let idx = match starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        (idx as u32 + 1 + self.first_line, offset - starts[idx] + 1)
    }

    /// The offset of 1-based `line`:`col` (lines of the original file), if
    /// it lies in this buffer.
    pub fn offset_of(&self, line: u32, col: u32) -> Option<u32> {
        let starts = self.line_starts();
        let idx = line.checked_sub(1 + self.first_line)? as usize;
        let start = *starts.get(idx)?;
        let end = starts
            .get(idx + 1)
            .copied()
            .unwrap_or(self.text.len() as u32 + 1);
        let off = start + col.max(1) - 1;
        (off < end).then_some(off)
    }

    /// The text of the line holding `offset`, without its newline.
    pub fn line_text(&self, offset: u32) -> &[u8] {
        let starts = self.line_starts();
        let idx = match starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let start = starts[idx] as usize;
        let end = memchr::memchr(b'\n', &self.text[start..]).map_or(self.text.len(), |e| start + e);
        let line = &self.text[start..end];
        line.strip_suffix(b"\r").unwrap_or(line)
    }
}

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Severity {
    Error,
    Warning,
    Note,
    Remark,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

/// Where a diagnostic points: a byte offset in the current buffer, or a
/// location that has no source position (an op created by a pass).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiagLoc {
    Offset(u32),
    /// A `file:line:col` location attribute.
    File {
        file: String,
        line: u32,
        col: u32,
    },
    /// A location with no file position in it (a name, a call site of
    /// names), printed as MLIR prints it before the message.
    Other(String),
    Unknown,
}

/// A message with a location and attached notes.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub severity: Severity,
    pub loc: DiagLoc,
    pub message: String,
    pub notes: Vec<Diagnostic>,
    /// Length of the source range to underline with `~` from the caret (0: just the caret).
    pub span: u32,
}

impl Diagnostic {
    pub fn error(offset: u32, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            loc: DiagLoc::Offset(offset),
            message: message.into(),
            notes: Vec::new(),
            span: 0,
        }
    }

    pub fn warning(offset: u32, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            ..Self::error(offset, message)
        }
    }

    pub fn note(loc: DiagLoc, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Note,
            loc,
            message: message.into(),
            notes: Vec::new(),
            span: 0,
        }
    }

    pub fn with_note(mut self, note: Diagnostic) -> Self {
        self.notes.push(note);
        self
    }

    /// Renders like `mlir-opt`: `file:line:col: error: message`, the source
    /// line and a caret under the column; notes follow the same way.
    pub fn render(&self, src: &SourceFile, out: &mut String) {
        render_one(self, src, out, true);
        let mut previous = &self.loc;
        for note in &self.notes {
            // As MLIR's handler: a note at the location shown just before it
            // does not repeat the source line; the call stack's "called
            // from" notes always show theirs, and a follow-up error (a "note"
            // of severity error) is a diagnostic of its own and does.
            let call_stack = note.message == "called from";
            render_one(
                note,
                src,
                out,
                note.loc != *previous || call_stack || note.severity == Severity::Error,
            );
            previous = &note.loc;
        }
    }
}

fn render_one(d: &Diagnostic, src: &SourceFile, out: &mut String, show_source: bool) {
    let loc = match &d.loc {
        DiagLoc::File { file, line, col } if *file == src.name => {
            match src.offset_of(*line, *col) {
                Some(off) => DiagLoc::Offset(off),
                None => d.loc.clone(),
            }
        }
        other => other.clone(),
    };
    match loc {
        DiagLoc::File { file, line, col } => {
            let _ = writeln!(
                out,
                "{}:{}:{}: {}: {}",
                file,
                line,
                col,
                d.severity.as_str(),
                d.message
            );
        }
        DiagLoc::Offset(off) => {
            let (line, col) = src.line_col(off);
            let _ = writeln!(
                out,
                "{}:{}:{}: {}: {}",
                src.name,
                line,
                col,
                d.severity.as_str(),
                d.message
            );
            if !show_source {
                return;
            }
            let full = src.line_text(off);
            // Very long lines (minified or generated input) are shown as a
            // window around the column, marked with `...`.
            const WINDOW: usize = 160;
            const LONG_LINE: usize = 4096;
            let col0 = (col as usize - 1).min(full.len());
            let (text, caret_col, prefix, suffix) = if full.len() > LONG_LINE {
                let start = col0.saturating_sub(WINDOW / 2);
                let end = (start + WINDOW).min(full.len());
                (&full[start..end], col0 - start, start > 0, end < full.len())
            } else {
                (full, col0, false, false)
            };
            if prefix {
                out.push_str("...");
            }
            out.push_str(&String::from_utf8_lossy(text));
            if suffix {
                out.push_str("...");
            }
            out.push('\n');
            // Like LLVM's SourceMgr, no caret under a line that is not UTF-8.
            if std::str::from_utf8(text).is_err() {
                return;
            }
            if prefix {
                out.push_str("   ");
            }
            // The caret lines up with the column; tabs are kept so it lines up
            // in a terminal too.
            for &b in text.iter().take(caret_col) {
                out.push(if b == b'\t' { '\t' } else { ' ' });
            }
            out.push('^');
            // A range is underlined up to the end of its line, as LLVM's SourceMgr does.
            let room = (text.len() + 1).saturating_sub(caret_col + 1);
            for _ in 1..(d.span as usize).min(room + 1) {
                out.push('~');
            }
            out.push('\n');
        }
        // As MLIR's handler, through LLVM's source manager: no position, and
        // the location itself (unless unknown) before the message.
        DiagLoc::Other(text) => {
            let _ = writeln!(
                out,
                "<unknown>:0: {}: {}: {}",
                d.severity.as_str(),
                text,
                d.message
            );
        }
        DiagLoc::Unknown => {
            let _ = writeln!(out, "<unknown>:0: {}: {}", d.severity.as_str(), d.message);
        }
    }
}

/// The result type of everything that can fail with a diagnostic.
pub type DResult<T> = Result<T, Box<Diagnostic>>;

/// Shorthand for an error diagnostic at `offset`.
pub fn err<T>(offset: u32, message: impl Into<String>) -> DResult<T> {
    Err(Box::new(Diagnostic::error(offset, message)))
}

#[cfg(test)]
mod tests {
    use super::SourceFile;

    /// Resident file-backed memory of the process in KiB (`RssFile`), which
    /// other tests' heap allocations do not move.
    fn resident_file_kib() -> Option<u64> {
        let status = std::fs::read_to_string("/proc/self/status").ok()?;
        let line = status.lines().find(|l| l.starts_with("RssFile:"))?;
        line.split_whitespace().nth(1)?.parse().ok()
    }

    #[test]
    fn released_text_reads_the_same_and_leaves_memory() {
        let path = std::env::temp_dir().join(format!("sigil-release-{}.mlir", std::process::id()));
        let text: Vec<u8> = (0..16u32 << 20).map(|i| b'a' + (i % 26) as u8).collect();
        std::fs::write(&path, &text).expect("scratch file");
        let src = SourceFile::map_file("x.mlir", &path).expect("mapped");
        let sum = |s: &[u8]| s.iter().map(|&b| b as u64).sum::<u64>();
        let expected = sum(&text);
        drop(text);
        assert_eq!(sum(&src.text), expected);
        let before = resident_file_kib();
        src.release(0..src.text.len());
        let after = resident_file_kib();
        if let (Some(b), Some(a)) = (before, after) {
            // Most of the 16 MiB must have left.
            assert!(
                b >= a + 12 * 1024,
                "resident file memory {b} KiB -> {a} KiB"
            );
        }
        assert_eq!(
            sum(&src.text),
            expected,
            "released pages read back the same"
        );
        let (start, end) = (5, 3);
        src.release(start..end);
        src.release(0..usize::MAX);
        let _ = std::fs::remove_file(&path);
    }
}
