//! The fuzz targets' committed corpora (`fuzz/seeds/<target>/`, minimised
//! after each campaign with `cargo fuzz cmin`) replayed through the same
//! target bodies (`fuzz/bodies.rs`) in a normal `cargo test`: every input a
//! campaign kept, crashes it found included once fixed, must pass.

#[path = "../../../fuzz/bodies.rs"]
mod bodies;

use std::path::Path;

#[test]
fn fuzz_corpora_replay_cleanly() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/seeds");
    let mut total = 0;
    for &(name, body) in bodies::TARGETS {
        let dir = root.join(name);
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .flatten()
            .map(|e| e.path())
            .collect();
        files.sort();
        assert!(!files.is_empty(), "{}: an empty corpus", dir.display());
        for f in &files {
            let data = std::fs::read(f).unwrap();
            if std::panic::catch_unwind(|| body(&data)).is_err() {
                panic!("fuzz target {name} fails on {}", f.display());
            }
        }
        eprintln!("fuzz corpus {name}: {} inputs", files.len());
        total += files.len();
    }
    eprintln!("fuzz corpora: {total} inputs replayed");
}
