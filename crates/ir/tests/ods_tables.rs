//! The generated op declarations (`src/dialects/ods/`) are what
//! `scripts/gen-ods.py` makes of MLIR 22's ODS records today: the script's
//! `--check` mode regenerates them in memory and fails on any difference.
//! Needs `mlir-tblgen` and the `.td` files of Debian's `libmlir-22-dev`
//! (`scripts/install-mlir.sh` installs them); without them the test is
//! skipped with a loud note, except under `CI=true`, where it fails.

use std::path::Path;
use std::process::Command;

#[test]
fn generated_declarations_are_up_to_date() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let td = Path::new("/usr/lib/llvm-22/include/mlir/IR/OpBase.td");
    let tblgen = Path::new("/usr/lib/llvm-22/bin/mlir-tblgen");
    if std::env::var_os("MLIR_INCLUDE").is_none() && !(td.is_file() && tblgen.is_file()) {
        let ci = std::env::var("CI").is_ok_and(|v| v == "true" || v == "1");
        let msg = "mlir-tblgen-22 or libmlir-22-dev's .td files are missing \
                   (scripts/install-mlir.sh installs them)";
        assert!(!ci, "{msg}");
        eprintln!(
            "\n{}\nSKIPPED ods_tables: {msg}\n{}\n",
            "!".repeat(78),
            "!".repeat(78)
        );
        return;
    }
    let out = Command::new("python3")
        .arg(root.join("scripts/gen-ods.py"))
        .arg("--check")
        .output()
        .expect("python3 runs");
    assert!(
        out.status.success(),
        "scripts/gen-ods.py --check failed:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
