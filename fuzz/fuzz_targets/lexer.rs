//! Fuzz target: the lexer must turn any bytes into tokens without panicking,
//! always making progress until end of input.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sigil_ir::lexer::{Lexer, TokenKind};

fuzz_target!(|data: &[u8]| {
    let mut lexer = Lexer::new(data);
    let mut last = 0u32;
    loop {
        let t = lexer.next_token();
        assert!(t.end as usize <= data.len());
        if matches!(t.kind, TokenKind::Eof) {
            break;
        }
        if t.kind == TokenKind::Error {
            // Errors stop the parser; restart after them to keep lexing.
            let next = (t.end.max(t.start + 1)) as usize;
            if next >= data.len() {
                break;
            }
            lexer.reset_to(next);
        }
        assert!(t.end >= last || t.kind == TokenKind::Error);
        last = t.end;
    }
});
