//! Translating to bytecode never panics: every function of every module of
//! the repository's corpora (dialect suite, differential corpus, file tests,
//! examples, benchmarks) that parses and verifies either compiles, or is
//! refused with an error naming an op the VM does not run yet. Functions
//! that compile must also pass the bytecode validator.

use std::path::{Path, PathBuf};

use sigil_vm::{Error, Module};

fn mlir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            mlir_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "mlir") {
            out.push(p);
        }
    }
}

#[test]
fn every_verified_function_compiles_or_is_refused_cleanly() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    for d in [
        "tests/dialects/valid",
        "tests/corpus/valid",
        "tests/filetests",
        "examples",
        "bench/vm",
    ] {
        mlir_files(&root.join(d), &mut files);
    }
    files.sort();
    let (mut modules, mut compiled, mut refused) = (0, 0, 0);
    let mut panics = Vec::new();
    for f in &files {
        let text = std::fs::read(f).unwrap();
        // Split files hold several modules.
        let text = String::from_utf8_lossy(&text).into_owned();
        for chunk in text.split("\n// -----\n") {
            let Ok(m) = Module::parse(chunk.as_bytes().to_vec(), &f.display().to_string()) else {
                continue;
            };
            modules += 1;
            let names: Vec<String> = m.functions().map(|i| i.name.clone()).collect();
            for n in names {
                match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| m.compile(&n))) {
                    Ok(Ok(())) => compiled += 1,
                    Ok(Err(Error::Compile(msg))) => {
                        assert!(
                            !msg.contains("internal error"),
                            "{}: @{n}: {msg}",
                            f.display()
                        );
                        refused += 1;
                    }
                    Ok(Err(other)) => panic!("{}: @{n}: unexpected error {other}", f.display()),
                    Err(_) => panics.push(format!("{}: @{n}", f.display())),
                }
            }
        }
    }
    eprintln!(
        "compile_corpora: {modules} modules, {compiled} functions compiled, {refused} refused"
    );
    assert!(
        panics.is_empty(),
        "the compiler panicked on:\n{}",
        panics.join("\n")
    );
    assert!(
        compiled > 50,
        "too few functions compiled ({compiled}): is the corpus there?"
    );
}
