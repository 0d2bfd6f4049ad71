//! Fuzz target: any module that parses and verifies can be compiled and run
//! with a step limit, a call-depth limit and small lists, and every function
//! either returns, traps with an error, or is refused by the compiler —
//! never a panic, a hang or unbounded memory. Arguments are scalars read
//! from the input's last bytes (zero for references).
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../bodies.rs"]
mod bodies;

fuzz_target!(|data: &[u8]| bodies::vm(data));
