//! Fuzzes the generic signature component parser, descending into every span.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../bodies.rs"]
mod bodies;

fuzz_target!(|data: &[u8]| bodies::abi_mangling(data));
