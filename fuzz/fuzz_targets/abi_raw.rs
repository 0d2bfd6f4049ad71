//! Fuzzes the raw (`f`) signature parser; whatever parses must re-encode to a signature that
//! parses to the same value.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../bodies.rs"]
mod bodies;

fuzz_target!(|data: &[u8]| bodies::abi_raw(data));
