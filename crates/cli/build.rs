//! Two jobs, both cheap:
//!
//! * Links the `sigil` executable at a fixed address (`-no-pie`) on Linux
//!   with glibc: a position-independent executable has ~32 000 relative
//!   relocations (vtables, tables of `&'static str` and function pointers)
//!   that the dynamic loader applies at every start, copying ~200 pages of
//!   `.data.rel.ro` on write. Without them a small `sigil run` takes 244
//!   page faults instead of 446 and less CPU time to start. The libraries,
//!   the heap and the stacks stay randomized.
//! * Links libgcc's unwinder into the executable (`libgcc_eh.a`, found by
//!   asking the C compiler rustc links with) on Linux with glibc, so that
//!   `libgcc_s.so.1` is not loaded: its constructor (`__cpu_indicator_init`)
//!   executes a dozen CPUID instructions, each of which traps to the
//!   hypervisor on a virtual machine (~15 us measured): ~0.2 ms of every
//!   start, a sixth of an empty `sigil run`. The static unwinder is the one
//!   `-C target-feature=+crt-static` builds use; without the archive (another
//!   C toolchain, a cross build) the shared library is linked as before.
//! * Records what `sigil --version` prints: `SIGIL_GIT_COMMIT`, the short
//!   hash and date of the commit built (`3364bab, 2026-11-29`, from `git log
//!   -1`), or `unknown` outside a git checkout (a source tarball) or without
//!   `git`; and `SIGIL_TARGET_ARCH`, the architecture compiled for. The
//!   script runs again only when the checkout's `HEAD` or the branch it
//!   points to moves (not on every edit of a working file: the commit is all
//!   that is recorded).

use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os == "linux" && env == "gnu" {
        println!("cargo:rustc-link-arg-bins=-no-pie");
        if let Some(dir) = libgcc_eh_dir() {
            println!("cargo:rustc-link-search=native={}", dir.display());
            println!("cargo:rustc-link-lib=static=gcc_eh");
        }
    }
    let arch = std::env::var("CARGO_CFG_TARGET_ARCH").unwrap_or_default();
    println!("cargo:rustc-env=SIGIL_TARGET_ARCH={arch}");
    git_commit();
}

fn git_commit() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let found = manifest
        .ancestors()
        .find_map(|dir| git_dir(dir).map(|git| (dir.to_path_buf(), git)));
    let commit = found.and_then(|(root, git)| {
        for file in watched(&git) {
            println!("cargo:rerun-if-changed={}", file.display());
        }
        describe(&root)
    });
    let commit = commit.map_or_else(
        || "unknown".into(),
        |(hash, date)| format!("{hash}, {date}"),
    );
    println!("cargo:rustc-env=SIGIL_GIT_COMMIT={commit}");
}

/// The directory of the C toolchain's `libgcc_eh.a`, for a native build
/// (host and target the same) whose C compiler (`$CC`, else `cc`: what rustc
/// links with) has one.
fn libgcc_eh_dir() -> Option<PathBuf> {
    println!("cargo:rerun-if-env-changed=CC");
    if std::env::var("HOST").ok()? != std::env::var("TARGET").ok()? {
        return None;
    }
    let cc = std::env::var_os("CC").unwrap_or_else(|| "cc".into());
    let out = Command::new(cc)
        .arg("-print-file-name=libgcc_eh.a")
        .output()
        .ok()?;
    let path = PathBuf::from(String::from_utf8(out.stdout).ok()?.trim());
    // Without the archive the compiler prints the bare name back.
    (out.status.success() && path.is_absolute() && path.is_file())
        .then(|| path.parent().map(Path::to_path_buf))
        .flatten()
}

/// The git directory of a checkout rooted at `dir`: `dir/.git` itself, or
/// the directory a `.git` file names (`gitdir: ...`, a worktree).
fn git_dir(dir: &Path) -> Option<PathBuf> {
    let dot_git = dir.join(".git");
    if dot_git.is_dir() {
        return Some(dot_git);
    }
    let text = std::fs::read_to_string(&dot_git).ok()?;
    let target = text.trim().strip_prefix("gitdir:")?.trim();
    let path = dir.join(target);
    path.is_dir().then_some(path)
}

/// The files whose change means another commit: `HEAD`, the ref it points
/// to (loose, in the common directory of a worktree) and `packed-refs`.
/// Only existing files are named: Cargo reruns a script on every build
/// when a watched file is missing.
fn watched(git: &Path) -> Vec<PathBuf> {
    let common = std::fs::read_to_string(git.join("commondir"))
        .map(|c| git.join(c.trim()))
        .unwrap_or_else(|_| git.to_path_buf());
    let mut files = vec![git.join("HEAD"), common.join("packed-refs")];
    if let Ok(head) = std::fs::read_to_string(git.join("HEAD")) {
        if let Some(reference) = head.trim().strip_prefix("ref:") {
            let reference = reference.trim();
            files.push(git.join(reference));
            files.push(common.join(reference));
        }
    }
    files.retain(|f| f.is_file());
    files.dedup();
    files
}

/// `(short hash, YYYY-MM-DD)` of the checkout's `HEAD`.
fn describe(root: &Path) -> Option<(String, String)> {
    let out = Command::new("git")
        .arg("-C")
        .arg(root)
        .args(["log", "-1", "--format=%h %cs"])
        .output()
        .ok()?;
    if !out.status.success() {
        return None;
    }
    let text = String::from_utf8(out.stdout).ok()?;
    let (hash, date) = text.trim().split_once(' ')?;
    let plain = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
    (plain(hash) && plain(date)).then(|| (hash.to_string(), date.to_string()))
}
