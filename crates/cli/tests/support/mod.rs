//! Shared helpers for the differential tests: finding (or installing) the reference
//! `mlir-opt-22`, running a tool with a time limit, extracting the first diagnostic from
//! stderr, showing where two outputs first differ, and a small thread pool.
//!
//! Everything here works on raw bytes: a tool may print anything, including invalid UTF-8,
//! and the harness must report that rather than panic on it.

#![allow(dead_code)]

pub mod answers;
pub mod corpus;
pub mod gen;
pub mod iree;
pub mod mutate;
pub mod ratchet;

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Name of the reference binary looked up on `PATH`.
pub const ORACLE_NAME: &str = "mlir-opt-22";

/// Flags passed to both tools for every input.
pub const COMMON_FLAGS: [&str; 2] = ["--allow-unregistered-dialect", "--mlir-print-op-generic"];

/// Longest a single tool run may take before it is killed and reported as hung.
pub const RUN_TIMEOUT: Duration = Duration::from_secs(60);

/// The workspace root (two levels above this crate's manifest).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The `sigil` binary built for this test run.
pub fn sigil_binary() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_sigil"))
}

pub fn find_on_path(name: &str) -> Option<PathBuf> {
    let paths = std::env::var_os("PATH")?;
    std::env::split_paths(&paths)
        .map(|dir| dir.join(name))
        .find(|candidate| candidate.is_file())
}

/// Where the oracle is, or why the differential tests cannot run.
pub enum Oracle {
    Found(PathBuf),
    /// Not installed and not in CI: the caller prints the message and skips.
    Skip(String),
}

/// Locates `mlir-opt-22`. `SIGIL_MLIR_OPT` may name the binary explicitly. When it is
/// missing and `CI=true`, `scripts/install-mlir.sh` is run and its failure is fatal; outside
/// CI the tests are skipped loudly instead.
pub fn locate_oracle() -> Oracle {
    if let Some(explicit) = std::env::var_os("SIGIL_MLIR_OPT") {
        let path = PathBuf::from(explicit);
        assert!(
            path.is_file(),
            "SIGIL_MLIR_OPT={} does not name a file",
            path.display()
        );
        return Oracle::Found(path);
    }
    if let Some(path) = find_on_path(ORACLE_NAME) {
        return Oracle::Found(path);
    }
    if std::env::var("CI").as_deref() == Ok("true") {
        install_oracle_or_panic();
        return match find_on_path(ORACLE_NAME) {
            Some(path) => Oracle::Found(path),
            None => {
                panic!("scripts/install-mlir.sh succeeded but {ORACLE_NAME} is still not on PATH")
            }
        };
    }
    Oracle::Skip(format!(
        "\n{bar}\nSKIPPED: differential tests need {ORACLE_NAME} on PATH (Debian package \
         mlir-22-tools; run scripts/install-mlir.sh, or set CI=true to install it \
         automatically, or point SIGIL_MLIR_OPT at the binary).\n{bar}\n",
        bar = "!".repeat(78)
    ))
}

/// Installs the oracle once per process even when several tests ask for it concurrently.
fn install_oracle_or_panic() {
    static INSTALL: Mutex<Option<bool>> = Mutex::new(None);
    let mut done = INSTALL
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    match *done {
        Some(true) => return,
        Some(false) => panic!("scripts/install-mlir.sh failed earlier in this run"),
        None => {}
    }
    let script = workspace_root().join("scripts/install-mlir.sh");
    eprintln!(
        "{ORACLE_NAME} not found and CI=true: running {}",
        script.display()
    );
    let status = Command::new("bash").arg(&script).status();
    let ok = matches!(status, Ok(s) if s.success());
    *done = Some(ok);
    assert!(
        ok,
        "scripts/install-mlir.sh failed ({status:?}); cannot run differential tests"
    );
}

/// The outcome of one tool run.
#[derive(Debug)]
pub struct RunOutput {
    /// Exit code; `None` when killed by a signal, timed out, or never started.
    pub code: Option<i32>,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub timed_out: bool,
    /// Set when the process could not be started at all.
    pub spawn_error: Option<String>,
}

impl RunOutput {
    pub fn success(&self) -> bool {
        self.code == Some(0)
    }

    /// A panic (exit code 101), a signal, a hang or a failed start: never an acceptable way
    /// to report bad input. A signal reported as an exit code above 128 counts too: a shell's
    /// 128+N, or the 256-N of a launcher script passing on a child's negative status (the
    /// `iree-opt` of IREE's Python package exits 245 when the compiler segfaults).
    pub fn crashed(&self) -> bool {
        self.spawn_error.is_some()
            || self.timed_out
            || matches!(self.code, None | Some(101))
            || self.code.is_some_and(|c| c > 128)
    }

    pub fn describe_exit(&self) -> String {
        if let Some(err) = &self.spawn_error {
            return format!("could not start: {err}");
        }
        if self.timed_out {
            return format!("timed out after {}s", RUN_TIMEOUT.as_secs());
        }
        match self.code {
            Some(101) => "exit code 101 (panic)".to_string(),
            Some(code) => format!("exit code {code}"),
            None => "killed by a signal".to_string(),
        }
    }
}

/// Runs `program args...` in `cwd`, collecting stdout and stderr, killing it after
/// [`RUN_TIMEOUT`].
pub fn run_tool(program: &Path, args: &[&str], cwd: &Path) -> RunOutput {
    let spawned = Command::new(program)
        .args(args)
        .current_dir(cwd)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match spawned {
        Ok(child) => child,
        Err(err) => {
            return RunOutput {
                code: None,
                stdout: Vec::new(),
                stderr: Vec::new(),
                timed_out: false,
                spawn_error: Some(format!("{}: {err}", program.display())),
            }
        }
    };
    // Drain both pipes on their own threads so a chatty child never blocks on a full pipe.
    let mut out_pipe = child.stdout.take().expect("stdout is piped");
    let mut err_pipe = child.stderr.take().expect("stderr is piped");
    let out_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = out_pipe.read_to_end(&mut buf);
        buf
    });
    let err_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = err_pipe.read_to_end(&mut buf);
        buf
    });
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Some(status),
            Ok(None) if start.elapsed() > RUN_TIMEOUT => {
                timed_out = true;
                let _ = child.kill();
                break child.wait().ok();
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(2)),
            Err(_) => break None,
        }
    };
    let stdout = out_reader.join().unwrap_or_default();
    let stderr = err_reader.join().unwrap_or_default();
    RunOutput {
        code: if timed_out {
            None
        } else {
            status.and_then(|s| s.code())
        },
        stdout,
        stderr,
        timed_out,
        spawn_error: None,
    }
}

/// Which extra flags a corpus file asks for, from its name: `*.debuginfo.mlir` adds
/// `--mlir-print-debuginfo`, `*.split.mlir` adds `--split-input-file` (both may appear).
pub fn flags_for_file_name(name: &str) -> Vec<&'static str> {
    let mut flags: Vec<&'static str> = COMMON_FLAGS.to_vec();
    flags.extend(name_flags(name));
    flags
}

/// The flags a file's name asks for: `x.debuginfo.mlir` adds
/// `--mlir-print-debuginfo`, `x.split.mlir` adds `--split-input-file`.
pub fn name_flags(name: &str) -> Vec<&'static str> {
    let stem = name.strip_suffix(".mlir").unwrap_or(name);
    let parts: Vec<&str> = stem.split('.').skip(1).collect();
    let mut flags = Vec::new();
    if parts.contains(&"debuginfo") {
        flags.push("--mlir-print-debuginfo");
    }
    if parts.contains(&"split") {
        flags.push("--split-input-file");
    }
    flags
}

/// Writes straight to the process's stderr, past libtest's output capture,
/// so reports show even for passing runs.
pub fn emit(text: &str) {
    use std::io::Write as _;
    let _ = std::io::stderr().lock().write_all(text.as_bytes());
}

/// Arguments for `mlir-opt-22`.
pub fn oracle_args<'a>(flags: &[&'a str], input: &'a str) -> Vec<&'a str> {
    let mut args = flags.to_vec();
    args.push(input);
    args
}

/// Arguments for `sigil opt`.
pub fn sigil_args<'a>(flags: &[&'a str], input: &'a str) -> Vec<&'a str> {
    let mut args = vec!["opt"];
    args.extend_from_slice(flags);
    args.push(input);
    args
}

/// The first diagnostic of severity error in `stderr`: its location prefix (everything
/// before `error: `, without the trailing `: `) and its message, trailing spaces removed.
pub fn first_error(stderr: &[u8]) -> Option<(String, String)> {
    const MARKER: &[u8] = b"error: ";
    for line in stderr.split(|&b| b == b'\n') {
        if let Some(pos) = find_bytes(line, MARKER) {
            let location = String::from_utf8_lossy(&line[..pos]);
            let location = location.trim_end().trim_end_matches(':').to_string();
            let message = String::from_utf8_lossy(&line[pos + MARKER.len()..]);
            return Some((location, message.trim_end().to_string()));
        }
    }
    None
}

/// `line:col` at the end of a diagnostic location such as `dir/file.mlir:3:7`.
pub fn line_col(location: &str) -> Option<(u64, u64)> {
    let mut parts = location.rsplitn(3, ':');
    let col = parts.next()?.trim().parse().ok()?;
    let line = parts.next()?.trim().parse().ok()?;
    Some((line, col))
}

fn find_bytes(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack
        .windows(needle.len())
        .position(|window| window == needle)
}

/// Shortens text for a report line.
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut clipped: String = text.chars().take(max).collect();
    clipped.push_str("...");
    clipped
}

/// A compact unified-style report of where `actual` first departs from `expected`: the
/// first differing line with a few lines of context from each side.
pub fn first_difference(expected: &[u8], actual: &[u8]) -> String {
    const CONTEXT: usize = 3;
    const WIDTH: usize = 240;
    let exp: Vec<&[u8]> = expected.split(|&b| b == b'\n').collect();
    let act: Vec<&[u8]> = actual.split(|&b| b == b'\n').collect();
    let first = (0..exp.len().max(act.len()))
        .find(|&i| exp.get(i) != act.get(i))
        .unwrap_or(0);
    let start = first.saturating_sub(CONTEXT);
    let show = |line: &[u8]| clip(&String::from_utf8_lossy(line), WIDTH);
    let mut report = format!(
        "    first difference at line {} (mlir-opt: {} lines, sigil: {} lines)\n",
        first + 1,
        exp.len(),
        act.len()
    );
    for line in exp.iter().take(first).skip(start) {
        report.push_str(&format!("       {}\n", show(line)));
    }
    for (marker, lines) in [("-", &exp), ("+", &act)] {
        for (i, line) in lines.iter().enumerate().skip(first).take(CONTEXT) {
            report.push_str(&format!("    {marker}{:>4} {}\n", i + 1, show(line)));
        }
        if first >= lines.len() {
            report.push_str(&format!("    {marker}     <end of output>\n"));
        }
    }
    report
}

/// The first few lines of a tool's stderr, for a report.
pub fn stderr_excerpt(stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    let mut excerpt = String::new();
    for line in text.lines().take(4) {
        excerpt.push_str(&format!("    | {}\n", clip(line, 240)));
    }
    if excerpt.is_empty() {
        excerpt.push_str("    | <no stderr>\n");
    }
    excerpt
}

/// Worker threads to use: `SIGIL_DIFF_THREADS`, else the machine's parallelism (at most 8).
pub fn thread_count() -> usize {
    if let Some(n) = std::env::var("SIGIL_DIFF_THREADS")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
    {
        return n.max(1);
    }
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(2)
        .clamp(1, 8)
}

/// Applies `job` to every item on a few threads and returns the results in input order.
pub fn parallel_map<T: Sync, R: Send>(items: &[T], job: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<R>>> = Mutex::new((0..items.len()).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..thread_count().min(items.len().max(1)) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= items.len() {
                    break;
                }
                let result = job(&items[i]);
                results.lock().unwrap_or_else(|p| p.into_inner())[i] = Some(result);
            });
        }
    });
    results
        .into_inner()
        .unwrap_or_else(|p| p.into_inner())
        .into_iter()
        .map(|r| r.expect("every item was processed"))
        .collect()
}

/// The `// MLIR-ERROR: <message>` header of an invalid corpus file.
pub fn expected_error_header(source: &[u8]) -> Option<String> {
    const KEY: &[u8] = b"// MLIR-ERROR:";
    source
        .split(|&b| b == b'\n')
        .find_map(|line| line.strip_prefix(KEY))
        .map(|rest| String::from_utf8_lossy(rest).trim().to_string())
}
