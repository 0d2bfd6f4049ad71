//! Fuzzes the `iree.abi` JSON reader; accepted documents must be valid JSON and must survive
//! a write then read unchanged.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../bodies.rs"]
mod bodies;

fuzz_target!(|data: &[u8]| bodies::abi_json(data));
