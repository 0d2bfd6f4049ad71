//! Fuzz target: random verified scalar functions (`sigil_jit::testgen`'s
//! generators, driven by the input's bytes) run in the interpreter and in
//! native code, `always` and `auto`, under limits also read from the
//! input, must give identical results or identical errors (the same trap,
//! location and call stack).
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../bodies.rs"]
mod bodies;

fuzz_target!(|data: &[u8]| bodies::jit(data));
