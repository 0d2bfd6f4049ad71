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

/// Dialects the VM runs through other routes, with the directories whose files show it:
/// IREE's test helpers and `iree_linalg_ext` in IREE's e2e files (`iree_linalg_ext` in the
/// file tests that run it too), PyDM after its lowering in the file tests that run PyDM,
/// StableHLO in the interpreter tests that pass and in IREE's e2e files.
const OTHER_RUN_CORPORA: &[(&str, &str)] = &[
    ("builtin", "tests/filetests/run"),
    ("check", "tests/iree-e2e"),
    ("flow", "tests/iree-e2e"),
    ("iree_linalg_ext", "tests/iree-e2e"),
    ("iree_linalg_ext", "tests/filetests/run"),
    ("iree_pydm", "tests/filetests/pydm"),
    ("stablehlo", "tests/stablehlo-interpret"),
    ("stablehlo", "tests/iree-e2e"),
];

fn mlir_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    for p in paths {
        if p.is_dir() {
            mlir_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "mlir") {
            out.push(p);
        }
    }
}

/// The text of the files of `dir` that run code (an e2e test, or a file test whose RUN line
/// calls `sigil run` or `sigil check`).
fn run_files_text(dir: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    mlir_files(&root.join(dir), &mut files);
    let mut text = String::new();
    if dir == "tests/stablehlo-interpret" {
        // Only the test functions that pass (`expected.txt`), chunk by chunk.
        let passing =
            std::fs::read_to_string(root.join(dir).join("expected.txt")).unwrap_or_default();
        for f in files {
            let name = f
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or("")
                .to_string();
            let t = std::fs::read_to_string(&f).unwrap_or_default();
            for chunk in t.split("\n// -----\n") {
                let func = chunk
                    .lines()
                    .find_map(|l| l.trim_start().strip_prefix("func.func @"))
                    .and_then(|r| r.split('(').next())
                    .unwrap_or("");
                if passing.lines().any(|l| l == format!("{name} {func}")) {
                    text.push_str(chunk);
                }
            }
        }
        return text;
    }
    // IREE's e2e files: those that pass (`pass` lines of `expected.txt`).
    let e2e_root = root.join("tests/iree-e2e");
    let e2e_passing: Vec<std::path::PathBuf> =
        std::fs::read_to_string(e2e_root.join("expected.txt"))
            .unwrap_or_default()
            .lines()
            .filter_map(|l| l.strip_prefix("pass "))
            .map(|f| e2e_root.join(f.trim()))
            .collect();
    for f in files {
        let t = std::fs::read_to_string(&f).unwrap_or_default();
        let e2e = dir == "tests/iree-e2e" && e2e_passing.contains(&f);
        if e2e || t.contains("sigil run") || t.contains("sigil check") {
            text.push_str(&t);
        }
    }
    text
}

/// The guide's coverage page, from the registry and the tests that run ops.
fn coverage_page() -> String {
    use sigil_ir::dialects::CustomForm;
    use std::collections::{BTreeMap, HashSet};
    use std::fmt::Write as _;

    // The words of each corpus (split once: the VM's corpus is several megabytes), and which
    // corpus shows each dialect run.
    let split = |t: &str| -> HashSet<String> {
        t.split(|c: char| c.is_whitespace() || c == '"' || c == '(')
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect()
    };
    let vm_words = split(&corpus());
    let mut other_words: BTreeMap<&str, HashSet<String>> = BTreeMap::new();
    for (d, dir) in OTHER_RUN_CORPORA {
        other_words
            .entry(d)
            .or_default()
            .extend(split(&run_files_text(dir)));
    }
    let words = |dialect: &str| -> Option<&HashSet<String>> {
        if DIALECTS.contains(&dialect) {
            Some(&vm_words)
        } else {
            other_words.get(dialect)
        }
    };

    /// An op of the page: its short name, where its custom form comes from, whether a test
    /// runs it.
    struct Entry {
        name: &'static str,
        form: CustomForm,
        runs: bool,
    }
    // Each dialect's ops, in registration order.
    let mut dialects: Vec<(&str, Vec<Entry>)> = Vec::new();
    for def in sigil_ir::dialects::registered_ops() {
        let d = def.dialect();
        // `func`'s ops print without their dialect, and so do PyDM's inside `iree_pydm.func`.
        let runs = words(d).is_some_and(|w| {
            let short = match d {
                "func" | "iree_pydm" | "builtin" => def.short_name(),
                _ => def.name,
            };
            w.contains(def.name) || w.contains(short)
        });
        if dialects.last().is_none_or(|(name, _)| *name != d) {
            dialects.push((d, Vec::new()));
        }
        dialects.last_mut().unwrap().1.push(Entry {
            name: def.short_name(),
            form: def.custom_form(),
            runs,
        });
    }
    dialects.sort_by_key(|(d, _)| *d);

    let mut s = String::new();
    s.push_str("# Dialect and op coverage\n\n");
    s.push_str(
        "<!-- Generated from the op registry and the tests that run ops by \
         crates/vm/tests/op_coverage.rs (SIGIL_REFRESH_DOCS=1 rewrites it); do not edit. -->\n\n",
    );
    s.push_str(
        "Every op sigil registers is parsed, verified and printed as `mlir-opt` 22 (or, for \
         IREE's dialects, `iree-opt` 3.13) does. Its custom form is read and printed by the \
         format interpreter from its ODS record's declarative `assemblyFormat`, by a parser \
         and printer written for it where MLIR's record has a hand-written one, or not at all \
         where MLIR has none (generic form only). An op counts as **run** when a test that \
         executes code uses it: a file test under `tests/filetests/run`, a case of the \
         differential suites, one of IREE's e2e tests, or a PyDM file test that runs.\n\n",
    );
    let total: usize = dialects.iter().map(|(_, ops)| ops.len()).sum();
    let run_total: usize = dialects
        .iter()
        .map(|(_, ops)| ops.iter().filter(|o| o.runs).count())
        .sum();
    let _ = writeln!(
        s,
        "{total} ops in {} dialects; {run_total} of them run by a test.\n",
        dialects.len()
    );
    s.push_str("| dialect | ops | declarative form | hand-written form | generic only | run |\n");
    s.push_str("|---|---:|---:|---:|---:|---:|\n");
    for (d, ops) in &dialects {
        let count = |f: CustomForm| ops.iter().filter(|o| o.form == f).count();
        let _ = writeln!(
            s,
            "| [`{d}`](#{d}) | {} | {} | {} | {} | {} |",
            ops.len(),
            count(CustomForm::Declarative),
            count(CustomForm::HandWritten),
            count(CustomForm::GenericOnly),
            ops.iter().filter(|o| o.runs).count()
        );
    }
    s.push_str(
        "\nOps of the other dialects `mlir-opt` registers (`gpu`, `nvvm`, `spirv`, `rocdl`, \
         ...) are rejected with a message saying sigil does not implement them yet; ops of \
         unknown dialects are accepted with `--allow-unregistered-dialect` and print in \
         generic form.\n",
    );
    for (d, ops) in &dialects {
        let _ = write!(s, "\n## {d}\n\n");
        let list = |runs: bool| {
            ops.iter()
                .filter(|o| o.runs == runs)
                .map(|o| format!("`{}`", o.name))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let run = list(true);
        let not_run = list(false);
        if !run.is_empty() {
            let _ = writeln!(s, "- **Run by a test**: {run}.");
        }
        if !not_run.is_empty() {
            let _ = writeln!(s, "- **Parsed, verified and printed**: {not_run}.");
        }
    }
    s
}

#[test]
fn the_guides_coverage_page_is_current() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let path = root.join("docs/src/reference/coverage.md");
    let page = coverage_page();
    if std::env::var("SIGIL_REFRESH_DOCS").is_ok_and(|v| v == "1") {
        std::fs::write(&path, &page).unwrap();
        return;
    }
    let current = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        current == page,
        "docs/src/reference/coverage.md is stale: run \
         `SIGIL_REFRESH_DOCS=1 cargo test -p sigil-vm --test op_coverage`"
    );
}
