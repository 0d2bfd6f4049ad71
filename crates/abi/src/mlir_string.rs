//! MLIR string literals, as attribute values are handed to and from this crate.
//!
//! Argument attributes arrive already printed (`iree.abi.name = "x"`), and the reflection
//! attributes this crate computes must be printed back as MLIR would print them. MLIR prints a
//! string attribute with LLVM's escaping: `\` doubled, printable ASCII other than `"` verbatim,
//! every other byte as `\XX` in upper-case hex (so `"` is `\22` and a newline `\0A`).

/// `s` as MLIR prints a string attribute, quotes included.
pub fn escape_mlir_string(s: &str) -> String {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for b in s.bytes() {
        match b {
            b'\\' => out.push_str("\\\\"),
            b'"' => out.push_str("\\22"),
            0x20..=0x7e => out.push(b as char),
            _ => {
                out.push('\\');
                out.push(HEX[usize::from(b >> 4)] as char);
                out.push(HEX[usize::from(b & 0xf)] as char);
            }
        }
    }
    out.push('"');
    out
}

/// The value of a printed MLIR string literal (`"a\0Ab"`), accepting the escapes the MLIR
/// lexer accepts (`\\`, `\"`, `\n`, `\t`, `\XX`). `None` when `text` is not exactly one string
/// literal or its bytes are not UTF-8.
pub fn parse_mlir_string(text: &str) -> Option<String> {
    let inner = text.strip_prefix('"')?.strip_suffix('"')?;
    let bytes = inner.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'"' | b'\n' | b'\r' => return None,
            b'\\' => {
                let next = *bytes.get(i + 1)?;
                match next {
                    b'\\' | b'"' => {
                        out.push(next);
                        i += 2;
                    }
                    b'n' => {
                        out.push(b'\n');
                        i += 2;
                    }
                    b't' => {
                        out.push(b'\t');
                        i += 2;
                    }
                    _ => {
                        let hi = hex_value(next)?;
                        let lo = hex_value(*bytes.get(i + 2)?)?;
                        out.push(hi << 4 | lo);
                        i += 3;
                    }
                }
            }
            _ => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).ok()
}

fn hex_value(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_like_mlir() {
        assert_eq!(
            escape_mlir_string(r#"{"a":[],"r":[],"v":1}"#),
            r#""{\22a\22:[],\22r\22:[],\22v\22:1}""#
        );
        assert_eq!(escape_mlir_string("a\\b\nc\u{e9}"), r#""a\\b\0Ac\C3\A9""#);
        assert_eq!(
            escape_mlir_string("I12!S9!k0_0k1_1R3!_0"),
            "\"I12!S9!k0_0k1_1R3!_0\""
        );
    }

    #[test]
    fn parses_what_it_escapes() {
        for s in [
            "",
            "plain",
            "q\"uote",
            "back\\slash",
            "new\nline",
            "\u{e9}t\u{e9}",
            "\u{1}",
        ] {
            assert_eq!(
                parse_mlir_string(&escape_mlir_string(s)).as_deref(),
                Some(s)
            );
        }
        assert_eq!(
            parse_mlir_string(r#""a\"b\tc""#).as_deref(),
            Some("a\"b\tc")
        );
    }

    #[test]
    fn rejects_non_literals() {
        for text in [
            "",
            "\"",
            "x",
            "\"a\" : i32",
            "\"a\"b\"",
            "\"\\q\"",
            "\"\\4\"",
            "\"\\FF\"",
            "42",
        ] {
            assert_eq!(parse_mlir_string(text), None, "{text}");
        }
    }
}
