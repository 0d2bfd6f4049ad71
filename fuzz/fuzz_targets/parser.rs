//! Fuzz target: parsing, verifying and printing any bytes must end in a
//! diagnostic or a printed module, never a panic; whatever parses prints in
//! custom and generic form whether it verifies or not (a printer that runs
//! on an op its structure does not allow is a bug); and what sigil prints of
//! a verified module must parse again to the same text.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../bodies.rs"]
mod bodies;

fuzz_target!(|data: &[u8]| bodies::parser(data));
