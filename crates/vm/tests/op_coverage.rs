//! Every op of the dialects the VM claims is either run by some test that
//! executes it (a file test under `tests/filetests/run`, or a case of the
//! differential suites `tests/vm-diff`, `tests/fuzz-diff`,
//! `tests/tensor-diff`, `tests/memref-diff`), or listed in `NOT_YET` with
//! `tests/untested-ops.txt`, the ops without such a test yet (each there
//! because the VM refuses it, or runs it without a test that shows it). The
//! list must be exact: a new op in the registry, an op whose last test went
//! away, or an op that gained one fails this test until the list says so.

use std::path::Path;

/// The dialects whose ops the VM runs.
const DIALECTS: &[&str] = &[
    "func",
    "arith",
    "math",
    "cf",
    "scf",
    "affine",
    "tensor",
    "memref",
    "bufferization",
    "linalg",
    "index",
    "complex",
    "ub",
    "vector",
    "util",
];

fn corpus() -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut text = String::new();
    for dir in [
        "tests/filetests/run",
        "tests/vm-diff",
        "tests/fuzz-diff",
        "tests/tensor-diff",
        "tests/memref-diff",
    ] {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.extension().is_some_and(|x| x == "mlir" || x == "json") {
                text.push_str(&std::fs::read_to_string(&p).unwrap_or_default());
            }
        }
    }
    text
}

#[test]
fn every_op_runs_or_is_listed() {
    let text = corpus();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let listed_text = std::fs::read_to_string(root.join("tests/untested-ops.txt")).unwrap();
    let listed: Vec<&str> = listed_text
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
        .collect();
    // Every word of the corpus: an op name stands alone, or in quotes, or
    // before `(`.
    let words: std::collections::HashSet<&str> = text
        .split(|c: char| c.is_whitespace() || c == '"' || c == '(')
        .collect();
    let mut untested = Vec::new();
    let mut count = 0;
    for def in sigil_ir::dialects::registered_ops() {
        let name = def.name;
        let dialect = name.split('.').next().unwrap_or("");
        if !DIALECTS.contains(&dialect) {
            continue;
        }
        count += 1;
        // `func`'s ops print without their dialect (`return`, `call`).
        let short = name.strip_prefix("func.").unwrap_or(name);
        let used = [name, short].iter().any(|n| words.contains(n));
        if !used {
            untested.push(name);
        }
    }
    let gained: Vec<&&str> = listed.iter().filter(|n| !untested.contains(n)).collect();
    let lost: Vec<&&str> = untested.iter().filter(|n| !listed.contains(n)).collect();
    eprintln!(
        "{count} ops of the VM's dialects; {} without a test that runs them (tests/untested-ops.txt)",
        untested.len()
    );
    assert!(
        gained.is_empty(),
        "these ops now have a test that runs them: take them out of tests/untested-ops.txt: {gained:?}"
    );
    assert!(
        lost.is_empty(),
        "these ops have no test that runs them: add one, or list them in tests/untested-ops.txt: {lost:?}"
    );
}
