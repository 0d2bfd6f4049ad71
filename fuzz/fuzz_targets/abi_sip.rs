//! Fuzzes the SIP signature parser (typed tree and text visitor); a parsed tree must survive
//! encode then parse unchanged.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../bodies.rs"]
mod bodies;

fuzz_target!(|data: &[u8]| bodies::abi_sip(data));
