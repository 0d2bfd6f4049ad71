//! Fuzz target: the lexer must turn any bytes into tokens without panicking,
//! always making progress until end of input.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../bodies.rs"]
mod bodies;

fuzz_target!(|data: &[u8]| bodies::lexer(data));
