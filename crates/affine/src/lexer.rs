//! The part of MLIR's lexer (`mlir/lib/AsmParser/Lexer.cpp`) an affine
//! structure can run into.
//!
//! The affine parser stops at the first token that does not belong to the
//! map or set, and MLIR reports lexer errors (an `@` not followed by a
//! letter, a stray `\`, ...) as soon as such a token is lexed.  To report the
//! same first error at the same place, this lexer recognises every MLIR
//! token shape, not only the affine ones, and produces MLIR's lexer
//! messages.  Reading past the end yields NUL, like LLVM's NUL-terminated
//! memory buffers; a NUL inside the text is skipped as MLIR does.

/// Kinds of tokens the affine parser distinguishes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Tok {
    Eof,
    /// A lexer error; the message was recorded when the token was lexed.
    Error,
    /// A bare identifier, an integer type (`i32`) or any keyword other
    /// than the four below: all usable as dimension/symbol names.
    Ident,
    KwSymbol,
    KwFloordiv,
    KwCeildiv,
    KwMod,
    Integer,
    FloatLiteral,
    String,
    PercentIdent,
    /// `#x`, `^x`, `!x`, `@x`: never valid in an affine structure.
    OtherIdent,
    Colon,
    Comma,
    Ellipsis,
    LParen,
    RParen,
    LBrace,
    RBrace,
    LSquare,
    RSquare,
    Less,
    Greater,
    Equal,
    Plus,
    Star,
    Minus,
    Arrow,
    Question,
    VerticalBar,
    Slash,
    FileMetadataBegin,
    FileMetadataEnd,
}

/// A token: kind and byte range in the source.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Token {
    pub kind: Tok,
    pub start: usize,
    pub end: usize,
}

/// A lexer error: message and location.
pub(crate) struct LexError {
    pub offset: usize,
    pub message: &'static str,
}

pub(crate) struct Lexer<'a> {
    buf: &'a [u8],
    pos: usize,
}

fn is_alpha(c: u8) -> bool {
    c.is_ascii_alphabetic()
}

fn is_digit(c: u8) -> bool {
    c.is_ascii_digit()
}

impl<'a> Lexer<'a> {
    pub fn new(buf: &'a [u8], pos: usize) -> Lexer<'a> {
        Lexer {
            buf,
            pos: pos.min(buf.len()),
        }
    }

    /// The byte at `i`, NUL past the end.
    fn at(&self, i: usize) -> u8 {
        self.buf.get(i).copied().unwrap_or(0)
    }

    fn tok(&self, kind: Tok, start: usize) -> Token {
        Token {
            kind,
            start,
            end: self.pos,
        }
    }

    fn err(
        &mut self,
        start: usize,
        offset: usize,
        message: &'static str,
    ) -> (Token, Option<LexError>) {
        // MLIR forms the error token at the error location; the next lex
        // resumes after whatever was consumed so far.
        (
            Token {
                kind: Tok::Error,
                start,
                end: self.pos.max(start),
            },
            Some(LexError { offset, message }),
        )
    }

    /// Lexes the next token.  An error token comes with its message.
    pub fn next(&mut self) -> (Token, Option<LexError>) {
        loop {
            let start = self.pos;
            if start >= self.buf.len() {
                return (
                    Token {
                        kind: Tok::Eof,
                        start: self.buf.len(),
                        end: self.buf.len(),
                    },
                    None,
                );
            }
            let c = self.buf[start];
            self.pos += 1;
            let kind = match c {
                b' ' | b'\t' | b'\n' | b'\r' | 0 => continue,
                b'_' => return (self.lex_word(start), None),
                c if is_alpha(c) => return (self.lex_word(start), None),
                b':' => Tok::Colon,
                b',' => Tok::Comma,
                b'.' => {
                    if self.at(self.pos) != b'.' || self.at(self.pos + 1) != b'.' {
                        let at = self.pos;
                        return self.err(
                            start,
                            at,
                            "expected three consecutive dots for an ellipsis",
                        );
                    }
                    self.pos += 2;
                    Tok::Ellipsis
                }
                b'(' => Tok::LParen,
                b')' => Tok::RParen,
                b'{' => {
                    if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'#' {
                        self.pos += 2;
                        Tok::FileMetadataBegin
                    } else {
                        Tok::LBrace
                    }
                }
                b'}' => Tok::RBrace,
                b'[' => Tok::LSquare,
                b']' => Tok::RSquare,
                b'<' => Tok::Less,
                b'>' => Tok::Greater,
                b'=' => Tok::Equal,
                b'+' => Tok::Plus,
                b'*' => Tok::Star,
                b'-' => {
                    if self.at(self.pos) == b'>' {
                        self.pos += 1;
                        Tok::Arrow
                    } else {
                        Tok::Minus
                    }
                }
                b'?' => Tok::Question,
                b'|' => Tok::VerticalBar,
                b'/' => {
                    if self.at(self.pos) == b'/' {
                        self.skip_comment();
                        continue;
                    }
                    Tok::Slash
                }
                b'@' => return self.lex_at_identifier(start),
                b'#' if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'}' => {
                    self.pos += 2;
                    Tok::FileMetadataEnd
                }
                b'#' | b'!' | b'^' | b'%' => return self.lex_prefixed(start),
                b'"' => return self.lex_string(start),
                b'0'..=b'9' => return (self.lex_number(start), None),
                _ => return self.err(start, start, "unexpected character"),
            };
            return (self.tok(kind, start), None);
        }
    }

    fn skip_comment(&mut self) {
        // At the second '/'.
        self.pos += 1;
        while self.pos < self.buf.len() {
            let c = self.buf[self.pos];
            self.pos += 1;
            if c == b'\n' || c == b'\r' {
                return;
            }
        }
    }

    fn lex_word(&mut self, start: usize) -> Token {
        while {
            let c = self.at(self.pos);
            is_alpha(c) || is_digit(c) || c == b'_' || c == b'$' || c == b'.'
        } {
            self.pos += 1;
        }
        let kind = match &self.buf[start..self.pos] {
            b"symbol" => Tok::KwSymbol,
            b"floordiv" => Tok::KwFloordiv,
            b"ceildiv" => Tok::KwCeildiv,
            b"mod" => Tok::KwMod,
            _ => Tok::Ident,
        };
        self.tok(kind, start)
    }

    fn lex_at_identifier(&mut self, start: usize) -> (Token, Option<LexError>) {
        let c = self.at(self.pos);
        self.pos += 1;
        if c == b'"' {
            let (t, e) = self.lex_string(self.pos - 1);
            if e.is_some() {
                return (t, e);
            }
            return (self.tok(Tok::OtherIdent, start), None);
        }
        if !is_alpha(c) && c != b'_' {
            let at = self.pos - 1;
            self.pos = self.pos.min(self.buf.len());
            return self.err(
                start,
                at,
                "@ identifier expected to start with letter or '_'",
            );
        }
        while {
            let c = self.at(self.pos);
            is_alpha(c) || is_digit(c) || c == b'_' || c == b'$' || c == b'.'
        } {
            self.pos += 1;
        }
        (self.tok(Tok::OtherIdent, start), None)
    }

    fn lex_prefixed(&mut self, start: usize) -> (Token, Option<LexError>) {
        let (kind, message) = match self.buf[start] {
            b'#' => (Tok::OtherIdent, "invalid attribute name"),
            b'%' => (Tok::PercentIdent, "invalid SSA name"),
            b'^' => (Tok::OtherIdent, "invalid block name"),
            _ => (Tok::OtherIdent, "invalid type identifier"),
        };
        let is_punct = |c: u8| c == b'$' || c == b'.' || c == b'_' || c == b'-';
        let c = self.at(self.pos);
        if is_digit(c) {
            while is_digit(self.at(self.pos)) {
                self.pos += 1;
            }
        } else if is_alpha(c) || is_punct(c) {
            loop {
                self.pos += 1;
                let c = self.at(self.pos);
                if !(is_alpha(c) || is_digit(c) || is_punct(c)) {
                    break;
                }
            }
        } else {
            let at = self.pos - 1;
            return self.err(start, at, message);
        }
        (self.tok(kind, start), None)
    }

    fn lex_string(&mut self, start: usize) -> (Token, Option<LexError>) {
        loop {
            if self.pos >= self.buf.len() {
                let at = self.buf.len();
                return self.err(start, at, "expected '\"' in string literal");
            }
            let c = self.buf[self.pos];
            self.pos += 1;
            match c {
                b'"' => return (self.tok(Tok::String, start), None),
                b'\n' | 0x0b | 0x0c => {
                    let at = self.pos - 1;
                    return self.err(start, at, "expected '\"' in string literal");
                }
                b'\\' => {
                    let n = self.at(self.pos);
                    if n == b'"' || n == b'\\' || n == b'n' || n == b't' {
                        self.pos += 1;
                    } else if n.is_ascii_hexdigit() && self.at(self.pos + 1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        let at = self.pos - 1;
                        return self.err(start, at, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }

    fn lex_number(&mut self, start: usize) -> Token {
        if self.buf[start] == b'0' && self.at(self.pos) == b'x' {
            if !self.at(self.pos + 1).is_ascii_hexdigit() {
                return self.tok(Tok::Integer, start);
            }
            self.pos += 2;
            while self.at(self.pos).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.tok(Tok::Integer, start);
        }
        while is_digit(self.at(self.pos)) {
            self.pos += 1;
        }
        if self.at(self.pos) != b'.' {
            return self.tok(Tok::Integer, start);
        }
        self.pos += 1;
        while is_digit(self.at(self.pos)) {
            self.pos += 1;
        }
        if matches!(self.at(self.pos), b'e' | b'E') {
            let n1 = self.at(self.pos + 1);
            if is_digit(n1) || ((n1 == b'-' || n1 == b'+') && is_digit(self.at(self.pos + 2))) {
                self.pos += 2;
                while is_digit(self.at(self.pos)) {
                    self.pos += 1;
                }
            }
        }
        self.tok(Tok::FloatLiteral, start)
    }
}

/// `Token::getUInt64IntegerValue`: decimal, or hexadecimal after `0x`.
pub(crate) fn integer_value(spelling: &[u8]) -> Option<u64> {
    let (digits, radix) = if spelling.len() > 1 && spelling[1] == b'x' {
        (&spelling[2..], 16)
    } else {
        (spelling, 10)
    };
    if digits.is_empty() {
        return None;
    }
    let mut v: u64 = 0;
    for &c in digits {
        let d = (c as char).to_digit(radix)?;
        v = v.checked_mul(u64::from(radix))?.checked_add(u64::from(d))?;
    }
    Some(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<Tok> {
        let mut l = Lexer::new(s.as_bytes(), 0);
        let mut v = vec![];
        loop {
            let (t, _) = l.next();
            v.push(t.kind);
            if matches!(t.kind, Tok::Eof | Tok::Error) {
                return v;
            }
        }
    }

    #[test]
    fn tokens() {
        use Tok::*;
        assert_eq!(
            kinds("(d0)[s0] -> (d0 floordiv 2, i32 mod 0x1f)"),
            vec![
                LParen, Ident, RParen, LSquare, Ident, RSquare, Arrow, LParen, Ident, KwFloordiv,
                Integer, Comma, Ident, KwMod, Integer, RParen, Eof
            ]
        );
        assert_eq!(
            kinds("a>=b // c\n=="),
            vec![Ident, Greater, Equal, Ident, Equal, Equal, Eof]
        );
        assert_eq!(kinds("1.5e3 0xg"), vec![FloatLiteral, Integer, Ident, Eof]);
        assert_eq!(kinds("@ x"), vec![Error]);
        assert_eq!(
            kinds("%1 #a \"s\\n\""),
            vec![PercentIdent, OtherIdent, String, Eof]
        );
    }

    #[test]
    fn integers() {
        assert_eq!(integer_value(b"42"), Some(42));
        assert_eq!(integer_value(b"0x10"), Some(16));
        assert_eq!(integer_value(b"18446744073709551615"), Some(u64::MAX));
        assert_eq!(integer_value(b"18446744073709551616"), None);
    }
}
