//! Finding IREE's tools (`iree-opt`, `iree-compile`) for the tests that use
//! them as the reference: `SIGIL_IREE_OPT` (for `iree-opt` only, through
//! [`locate_iree_opt`]), `SIGIL_IREE_BIN` (a directory), the virtual
//! environment `scripts/install-iree.sh` makes (`.venv-iree` in the
//! workspace, or `/tmp/venv-iree` on a developer machine), then `PATH`.
//! Under `CI=true` a missing tool is installed (a failed install fails the
//! test); elsewhere the caller skips loudly with the message returned.

use std::path::PathBuf;
use std::process::Command;
use std::sync::Mutex;

use super::{emit, find_on_path, workspace_root};

/// The `iree-base-compiler` release the suites were written against.
pub const IREE_VERSION: &str = "3.13.0";

fn candidates(tool: &str) -> Vec<PathBuf> {
    let mut v = Vec::new();
    if let Some(dir) = std::env::var_os("SIGIL_IREE_BIN") {
        v.push(PathBuf::from(dir).join(tool));
    }
    v.push(workspace_root().join(".venv-iree/bin").join(tool));
    v.push(PathBuf::from("/tmp/venv-iree/bin").join(tool));
    v.extend(find_on_path(tool));
    v
}

/// The executable behind `path`: pip installs IREE's tools as Python scripts
/// (`bin/iree-opt` imports `iree.compiler` and execs
/// `site-packages/iree/compiler/_mlir_libs/iree-opt`), and the interpreter's
/// start-up costs ~130 ms a call, more than the tool itself takes on a test
/// file. The executable gives the same output (the suites compare it byte
/// for byte either way), so the tests call it directly when it is there.
fn native_tool(path: PathBuf) -> PathBuf {
    let is_script = std::fs::read(&path).is_ok_and(|b| b.starts_with(b"#!"));
    let (Some(tool), Some(bin)) = (path.file_name(), path.parent()) else {
        return path;
    };
    if !is_script {
        return path;
    }
    let Ok(libs) = std::fs::read_dir(bin.join("../lib")) else {
        return path;
    };
    for python in libs.flatten() {
        let native = python
            .path()
            .join("site-packages/iree/compiler/_mlir_libs")
            .join(tool);
        if native.is_file() {
            return native;
        }
    }
    path
}

/// Where `tool` is, or the message to print when skipping. `purpose` says
/// which test needs it.
pub fn locate_iree_tool(tool: &str, purpose: &str) -> Result<PathBuf, String> {
    locate_script_or_tool(tool, purpose).map(native_tool)
}

fn locate_script_or_tool(tool: &str, purpose: &str) -> Result<PathBuf, String> {
    if let Some(path) = candidates(tool).into_iter().find(|p| p.is_file()) {
        return Ok(path);
    }
    if std::env::var("CI").as_deref() == Ok("true") {
        static INSTALL: Mutex<()> = Mutex::new(());
        let _once = INSTALL.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(path) = candidates(tool).into_iter().find(|p| p.is_file()) {
            return Ok(path);
        }
        let script = workspace_root().join("scripts/install-iree.sh");
        emit(&format!(
            "{tool} not found and CI=true: running {}\n",
            script.display()
        ));
        let status = Command::new("bash").arg(&script).status();
        assert!(
            matches!(status, Ok(s) if s.success()),
            "scripts/install-iree.sh failed ({status:?}); cannot run {purpose}"
        );
        return match candidates(tool).into_iter().find(|p| p.is_file()) {
            Some(path) => Ok(path),
            None => panic!("scripts/install-iree.sh succeeded but {tool} is still not found"),
        };
    }
    Err(format!(
        "\n{bar}\nSKIPPED: {purpose} needs {tool} (pip install iree-base-compiler=={IREE_VERSION}; \
         run scripts/install-iree.sh, or set CI=true to install it automatically, or point \
         SIGIL_IREE_BIN at the directory holding it).\n{bar}\n",
        bar = "!".repeat(78)
    ))
}

/// Where `iree-opt` is: `SIGIL_IREE_OPT` if set (it must name a file), else
/// as [`locate_iree_tool`] finds it (installing it under `CI=true`).
pub fn locate_iree_opt(purpose: &str) -> Result<PathBuf, String> {
    if let Some(explicit) = std::env::var_os("SIGIL_IREE_OPT") {
        let path = PathBuf::from(explicit);
        assert!(
            path.is_file(),
            "SIGIL_IREE_OPT={} does not name a file",
            path.display()
        );
        return Ok(path);
    }
    locate_iree_tool("iree-opt", purpose)
}
