//! Fuzz target: parsing with a second thread started at any byte gives
//! exactly what one thread gives (the module printed, or the error).
//! The first two bytes choose the split offset; the rest is the input.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../bodies.rs"]
mod bodies;

fuzz_target!(|data: &[u8]| bodies::split_parse(data));
