//! The MLIR lexer: bytes in, tokens out, no copies.
//!
//! A token is its kind and its byte span; the parser reads spellings straight
//! from the buffer. Like MLIR's own lexer it works on bytes (input need not be
//! UTF-8) and reports malformed tokens as `Error` tokens carrying a message,
//! so the parser decides how to report them.

use crate::diag::{err, DResult};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    Eof,
    /// A lexing error; the message is in [`Lexer::error`].
    Error,
    BareIdent,
    /// `@name` or `@"string"`.
    AtIdent,
    /// `%name`.
    PercentIdent,
    /// `^name`.
    CaretIdent,
    /// `#name`.
    HashIdent,
    /// `!name`.
    BangIdent,
    Integer,
    Float,
    String,
    Arrow,
    Colon,
    Comma,
    Ellipsis,
    Equal,
    Greater,
    LBrace,
    LParen,
    LSquare,
    Less,
    Minus,
    Plus,
    Question,
    RBrace,
    RParen,
    RSquare,
    Star,
    Vertical,
    /// A lone `/` (not a comment).
    Slash,
    FileMetadataBegin,
    FileMetadataEnd,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: TokenKind,
    pub start: u32,
    pub end: u32,
}

impl Token {
    pub fn is(&self, kind: TokenKind) -> bool {
        self.kind == kind
    }
}

#[derive(Clone)]
pub struct Lexer<'a> {
    buf: &'a [u8],
    pos: usize,
    /// Message of the last `Error` token.
    pub error: &'static str,
}

/// Byte classes: bit 0 identifier continuation (`[A-Za-z0-9_$.]`), bit 1
/// suffix-id continuation (identifier bytes and `-`), bit 2 whitespace,
/// bit 3 ordinary string content (not `"`, `\\`, newline, vertical tab, form feed).
static CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        if b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b == b'.' {
            t[c] |= 3;
        }
        if b == b'-' {
            t[c] |= 2;
        }
        if b == b' ' || b == b'\t' || b == b'\n' || b == b'\r' {
            t[c] |= 4;
        }
        if !(b == b'"' || b == b'\\' || b == b'\n' || b == 0x0b || b == 0x0c) {
            t[c] |= 8;
        }
        c += 1;
    }
    t
};

/// Index of the first byte at or after `i` not in `class`.
#[inline]
fn skip_class(buf: &[u8], mut i: usize, class: u8) -> usize {
    while let Some(&c) = buf.get(i) {
        if CLASS[c as usize] & class == 0 {
            break;
        }
        i += 1;
    }
    i
}

impl<'a> Lexer<'a> {
    pub fn new(buf: &'a [u8]) -> Self {
        Lexer {
            buf,
            pos: 0,
            error: "",
        }
    }

    pub fn buffer(&self) -> &'a [u8] {
        self.buf
    }

    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Restarts lexing at `pos` (used to re-lex a region of the buffer).
    pub fn reset_to(&mut self, pos: usize) {
        self.pos = pos;
    }

    #[inline]
    fn peek(&self, ahead: usize) -> u8 {
        self.buf.get(self.pos + ahead).copied().unwrap_or(0)
    }

    #[inline]
    fn tok(&self, kind: TokenKind, start: usize) -> Token {
        Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
        }
    }

    #[cold]
    fn error_tok(&mut self, start: usize, msg: &'static str) -> Token {
        self.error = msg;
        Token {
            kind: TokenKind::Error,
            start: start as u32,
            end: self.pos.max(start + 1).min(self.buf.len()) as u32,
        }
    }

    pub fn next_token(&mut self) -> Token {
        use TokenKind::*;
        loop {
            let start = self.pos;
            let Some(&c) = self.buf.get(self.pos) else {
                return self.tok(Eof, start);
            };
            self.pos += 1;
            return match c {
                b' ' | b'\t' | b'\n' | b'\r' => {
                    self.pos = skip_class(self.buf, self.pos, 4);
                    continue;
                }
                // MLIR's lexer skips NUL bytes inside the buffer.
                0 => continue,
                b'/' => {
                    if self.peek(0) == b'/' {
                        self.pos = find_byte(b'\n', &self.buf[self.pos..])
                            .map_or(self.buf.len(), |i| self.pos + i);
                        continue;
                    }
                    self.tok(Slash, start)
                }
                b'0'..=b'9' => self.lex_number(start),
                b'"' => self.lex_string(start),
                b'@' => self.lex_at(start),
                b'%' | b'^' | b'#' | b'!' => {
                    if c == b'#' && self.peek(0) == b'-' && self.peek(1) == b'}' {
                        self.pos += 2;
                        return self.tok(FileMetadataEnd, start);
                    }
                    let kind = match c {
                        b'%' => PercentIdent,
                        b'^' => CaretIdent,
                        b'#' => HashIdent,
                        _ => BangIdent,
                    };
                    self.lex_prefixed(start, kind)
                }
                b'a'..=b'z' | b'A'..=b'Z' | b'_' => {
                    self.pos = skip_class(self.buf, self.pos, 1);
                    self.tok(BareIdent, start)
                }
                b'-' => {
                    if self.peek(0) == b'>' {
                        self.pos += 1;
                        return self.tok(Arrow, start);
                    }
                    self.tok(Minus, start)
                }
                b':' => self.tok(Colon, start),
                b',' => self.tok(Comma, start),
                b'.' => {
                    if self.peek(0) == b'.' && self.peek(1) == b'.' {
                        self.pos += 2;
                        return self.tok(Ellipsis, start);
                    }
                    // At the character after the first dot, as MLIR's lexer.
                    self.error_tok(start + 1, "expected three consecutive dots for an ellipsis")
                }
                b'=' => self.tok(Equal, start),
                b'>' => self.tok(Greater, start),
                b'<' => self.tok(Less, start),
                b'{' => {
                    if self.peek(0) == b'-' && self.peek(1) == b'#' {
                        self.pos += 2;
                        return self.tok(FileMetadataBegin, start);
                    }
                    self.tok(LBrace, start)
                }
                b'}' => self.tok(RBrace, start),
                b'(' => self.tok(LParen, start),
                b')' => self.tok(RParen, start),
                b'[' => self.tok(LSquare, start),
                b']' => self.tok(RSquare, start),
                b'+' => self.tok(Plus, start),
                b'?' => self.tok(Question, start),
                b'*' => self.tok(Star, start),
                b'|' => self.tok(Vertical, start),
                _ => self.error_tok(start, "unexpected character"),
            };
        }
    }

    fn lex_number(&mut self, start: usize) -> Token {
        let first = self.buf[start];
        if first == b'0' && self.peek(0) == b'x' && self.peek(1).is_ascii_hexdigit() {
            self.pos += 1;
            while self.peek(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.tok(TokenKind::Integer, start);
        }
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek(0) != b'.' {
            return self.tok(TokenKind::Integer, start);
        }
        self.pos += 1;
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek(0), b'e' | b'E') {
            let d = self.peek(1);
            if d.is_ascii_digit() || ((d == b'-' || d == b'+') && self.peek(2).is_ascii_digit()) {
                self.pos += 2;
                while self.peek(0).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        self.tok(TokenKind::Float, start)
    }

    fn lex_string(&mut self, start: usize) -> Token {
        loop {
            // Skip ordinary bytes (strings are mostly short: a table beats memchr).
            self.pos = skip_class(self.buf, self.pos, 8);
            let Some(&c) = self.buf.get(self.pos) else {
                // Unterminated at the end of input: reported there, as MLIR does.
                return self.error_tok(self.buf.len(), "expected '\"' in string literal");
            };
            match c {
                b'"' => {
                    self.pos += 1;
                    return self.tok(TokenKind::String, start);
                }
                b'\\' => {
                    let e = self.peek(1);
                    if matches!(e, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 2;
                    } else if e.is_ascii_hexdigit() && self.peek(2).is_ascii_hexdigit() {
                        self.pos += 3;
                    } else {
                        self.pos += 1;
                        return self.error_tok(self.pos - 1, "unknown escape in string literal");
                    }
                }
                // A newline, vertical tab or form feed ends the line: the string is unterminated.
                _ => {
                    self.pos += 1;
                    return self.error_tok(self.pos - 1, "expected '\"' in string literal");
                }
            }
        }
    }

    fn lex_at(&mut self, start: usize) -> Token {
        let c = self.peek(0);
        if c == b'"' {
            self.pos += 1;
            let t = self.lex_string(self.pos - 1);
            if t.kind == TokenKind::Error {
                return t;
            }
            return self.tok(TokenKind::AtIdent, start);
        }
        if !(c.is_ascii_alphabetic() || c == b'_') {
            // MLIR points at the byte after the `@`.
            return self.error_tok(
                start + 1,
                "@ identifier expected to start with letter or '_'",
            );
        }
        self.pos = skip_class(self.buf, self.pos, 1);
        self.tok(TokenKind::AtIdent, start)
    }

    fn lex_prefixed(&mut self, start: usize, kind: TokenKind) -> Token {
        let c = self.peek(0);
        if c.is_ascii_digit() {
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        } else if c.is_ascii_alphabetic() || matches!(c, b'$' | b'.' | b'_' | b'-') {
            self.pos = skip_class(self.buf, self.pos, 2);
        } else {
            let msg = match kind {
                TokenKind::PercentIdent => "invalid SSA name",
                TokenKind::CaretIdent => "invalid block name",
                TokenKind::HashIdent => "invalid attribute name",
                _ => "invalid type identifier",
            };
            return self.error_tok(start, msg);
        }
        self.tok(kind, start)
    }
}

/// The first `needle` in `hay`. On x86-64 this is memchr's SSE2 search, which
/// every x86-64 CPU has, not its entry point that asks the CPU about AVX2 on
/// its first call: under a hypervisor each CPUID instruction traps (~15 us
/// measured) and that first question costs ~0.13 ms, a tenth of a small
/// `sigil run`. Comments and strings are short; SSE2 is plenty for them.
pub(crate) fn find_byte(needle: u8, hay: &[u8]) -> Option<usize> {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    if let Some(finder) = memchr::arch::x86_64::sse2::memchr::One::new(needle) {
        return finder.find(hay);
    }
    memchr::memchr(needle, hay)
}

/// Decodes the body of a string token (without the quotes) into bytes.
pub fn unescape_string(body: &[u8], start: u32) -> DResult<Vec<u8>> {
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let Some(j) = find_byte(b'\\', &body[i..]) else {
            out.extend_from_slice(&body[i..]);
            break;
        };
        out.extend_from_slice(&body[i..i + j]);
        i += j;
        match body.get(i + 1) {
            Some(b'"') => out.push(b'"'),
            Some(b'\\') => out.push(b'\\'),
            Some(b'n') => out.push(b'\n'),
            Some(b't') => out.push(b'\t'),
            _ => {
                let hex = |b: u8| (b as char).to_digit(16);
                match (
                    body.get(i + 1).and_then(|&b| hex(b)),
                    body.get(i + 2).and_then(|&b| hex(b)),
                ) {
                    (Some(h), Some(l)) => {
                        out.push((h * 16 + l) as u8);
                        i += 3;
                        continue;
                    }
                    _ => return err(start + i as u32, "unknown escape in string literal"),
                }
            }
        }
        i += 2;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<TokenKind> {
        let mut l = Lexer::new(s.as_bytes());
        let mut v = Vec::new();
        loop {
            let t = l.next_token();
            v.push(t.kind);
            if matches!(t.kind, TokenKind::Eof | TokenKind::Error) {
                return v;
            }
        }
    }

    #[test]
    fn lexes_punctuation_and_identifiers() {
        use TokenKind::*;
        assert_eq!(
            kinds("%x:2 = \"a.b\"(%y#1) -> ^bb0 @s::@t #map !t {-# #-} ... // c\n1.5e3 0x1F 7"),
            vec![
                PercentIdent,
                Colon,
                Integer,
                Equal,
                String,
                LParen,
                PercentIdent,
                HashIdent,
                RParen,
                Arrow,
                CaretIdent,
                AtIdent,
                Colon,
                Colon,
                AtIdent,
                HashIdent,
                BangIdent,
                FileMetadataBegin,
                FileMetadataEnd,
                Ellipsis,
                Float,
                Integer,
                Integer,
                Eof
            ]
        );
    }

    #[test]
    fn reports_unterminated_string() {
        let mut l = Lexer::new(b"\"abc\ndef\"");
        assert_eq!(l.next_token().kind, TokenKind::Error);
        assert_eq!(l.error, "expected '\"' in string literal");
    }

    #[test]
    fn finds_bytes_as_memchr_does() {
        // Every length around the 16-byte vectors, the needle at every
        // place and nowhere, and a comment that ends the input.
        for len in 0..70 {
            for at in 0..=len {
                let mut hay = vec![b'a'; len];
                if at < len {
                    hay[at] = b'\n';
                }
                assert_eq!(find_byte(b'\n', &hay), memchr::memchr(b'\n', &hay));
            }
        }
        assert_eq!(
            kinds("1 // no newline"),
            vec![TokenKind::Integer, TokenKind::Eof]
        );
    }

    #[test]
    fn unescapes_all_escapes() {
        assert_eq!(
            unescape_string(br#"a\n\t\"\\\41\ff"#, 0).unwrap(),
            b"a\n\t\"\\A\xff".to_vec()
        );
    }
}
