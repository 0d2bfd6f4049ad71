//! What the tests checking PyDM semantics against CPython share: running a
//! `python3` script over lines of cases, a deterministic generator, and
//! floats as the hex of their bytes (exact, both ways).

#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Stdio};

/// The lines `python3 -c script` prints for `input`, or `None` (with a loud
/// message) when there is no `python3` outside CI; under `CI=true` a
/// missing `python3` fails the test named by `what`.
pub fn run(script: &str, input: String, what: &str) -> Option<Vec<String>> {
    let mut child = match Command::new("python3")
        .args(["-c", script])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
    {
        Ok(c) => c,
        Err(e) => {
            assert!(
                std::env::var("CI").is_err(),
                "python3 is needed for the {what}: {e}"
            );
            eprintln!("SKIPPED: python3 not found ({e}); the {what} needs it");
            return None;
        }
    };
    // Written from another thread: python3 answers as it reads, and would
    // block on a full pipe while this one waits to finish writing.
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    assert!(out.status.success(), "python3 failed");
    Some(
        String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .map(str::to_string)
            .collect(),
    )
}

/// A small deterministic generator (xorshift), so the cases are the same
/// on every run.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// `x`'s bytes, little-endian, in hex (what the scripts' `struct` reads).
pub fn f64_hex(x: f64) -> String {
    x.to_le_bytes().iter().map(|b| format!("{b:02x}")).collect()
}
