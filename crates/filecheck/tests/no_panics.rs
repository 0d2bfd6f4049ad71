//! FileCheck must answer every check file and input with a result, never a panic: check files
//! are written by hand and inputs come from a program under test.
//!
//! The texts are built from fragments of directive syntax by a small seeded generator, so that
//! they are mostly almost-valid (the interesting kind) rather than noise, and every run tests the
//! same cases. `SIGIL_FILECHECK_PANIC_CASES` raises the count for a longer search.

use sigil_filecheck::{check, Options};

const CHECK_FRAGMENTS: &[&str] = &[
    "// CHECK: ",
    "CHECK-NEXT:",
    "CHECK-SAME:",
    "CHECK-NOT:",
    "CHECK-DAG:",
    "CHECK-LABEL:",
    "CHECK-EMPTY:",
    "CHECK-COUNT-2:",
    "CHECK-COUNT-0:",
    "CHECK{LITERAL}:",
    "COM:",
    "RUN:",
    "{{",
    "}}",
    "[[",
    "]]",
    "[[X:",
    "[[X]]",
    "[[$Y:",
    "[[$Y]]",
    "[[#",
    "[[@LINE+1]]",
    ":",
    "[",
    "]",
    "^",
    "$",
    "\\",
    "(",
    "*",
    "a",
    "b",
    " ",
    "\t",
    "\n",
    "\r\n",
    "é",
    "-",
    "{",
    "}",
    ".*",
    "[^a]",
];
const INPUT_FRAGMENTS: &[&str] = &[
    "a", "b", " ", "  ", "\t", "\n", "\r\n", "é", "[[", "}}", "X",
];

/// xorshift64*: tiny, seeded, good enough to pick fragments.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn flag(&mut self) -> bool {
        self.next() & 1 == 1
    }

    fn text(&mut self, fragments: &[&str]) -> String {
        let len = self.below(40);
        (0..len)
            .map(|_| fragments[self.below(fragments.len())])
            .collect()
    }
}

#[test]
fn any_check_file_and_input_gives_an_answer() {
    let cases = std::env::var("SIGIL_FILECHECK_PANIC_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(3000u64);
    let mut rng = Rng(0x5EED_F11E_C4EC_0001);
    for case in 0..cases {
        let checks = rng.text(CHECK_FRAGMENTS);
        let input = rng.text(INPUT_FRAGMENTS);
        let options = Options {
            strict_whitespace: rng.flag(),
            match_full_lines: rng.flag(),
            implicit_check_not: if rng.flag() {
                vec!["b".to_string()]
            } else {
                Vec::new()
            },
            allow_empty: rng.flag(),
            enable_var_scope: rng.flag(),
            ..Options::default()
        };
        let outcome = std::panic::catch_unwind(|| {
            check(&checks, &input, &options).map_err(|r| r.to_string())
        });
        match outcome {
            Ok(Ok(())) => {}
            // Rendering the report exercises every location computation.
            Ok(Err(rendered)) => assert!(rendered.contains("error"), "case {case}: {rendered}"),
            Err(_) => panic!(
                "case {case} panicked\nchecks: {checks:?}\ninput: {input:?}\noptions: {options:?}"
            ),
        }
    }
}
