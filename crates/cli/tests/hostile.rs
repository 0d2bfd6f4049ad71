//! Hostile inputs for `sigil opt`: random bytes, invalid UTF-8, every truncation of a valid
//! module, 100 000-deep nesting of every nestable construct, deep structures built through
//! aliases, a 100 MB string literal, a 100 MB line of uses, a million ops, NUL bytes.
//!
//! Every input is written to a scratch file and run through the `sigil` binary of this build
//! (`--allow-unregistered-dialect --mlir-print-op-generic` unless a case says otherwise). Each
//! run must:
//!
//! * end on its own within [`TIMEOUT`] (it is killed after that: a hang);
//! * exit with status 0 or 1: a panic (status 101, `error: internal error: ...`), a stack
//!   overflow or any other signal is a crash;
//! * on status 1, print a `FILE:LINE:COL: error: ...` diagnostic naming the input file;
//! * stay within `8 × input size + 64 MB` of peak resident memory: the child's `VmHWM`, polled
//!   from `/proc/<pid>/status` while it runs, and `wait4`'s `ru_maxrss` when that is larger
//!   than this test process's own peak (a spawned child inherits its parent's peak as a
//!   floor of `ru_maxrss`); the child is killed early when it goes far past the limit.
//!
//! Cases also say whether the input is valid (status 0, as for `mlir-opt-22`), invalid
//! (status 1), or either (random inputs), and may require text in the error: nesting errors
//! must name `--max-nesting`.
//!
//! Each test reports all of its failing cases at once. Knobs: `SIGIL_SANITIZER=address` allows
//! 512 MB more per run (ASan's own memory); `SIGIL_HOSTILE_KEEP=1` keeps
//! the scratch files (under the target's tmp directory); `SIGIL_HOSTILE_RANDOM=n` sets the
//! number of random inputs per generator (default 300).

#![cfg(all(target_os = "linux", target_pointer_width = "64"))]

use std::fmt::Write as _;
use std::fs::File;
use std::io::{BufWriter, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// Longest a single run may take.
const TIMEOUT: Duration = Duration::from_secs(60);

/// Default flags of every run.
const FLAGS: [&str; 2] = ["--allow-unregistered-dialect", "--mlir-print-op-generic"];

const MB: u64 = 1 << 20;

/// Depth of the deep-nesting cases: far past the default `--max-nesting` of 1000.
const DEEP: usize = 100_000;

// ---------------------------------------------------------------------------------------
// Running the binary.

mod sys {
    /// `struct rusage` of 64-bit Linux: two `struct timeval`s, then 14 `long`s, the first of
    /// which is `ru_maxrss` (kilobytes).
    #[repr(C)]
    pub struct RUsage {
        pub fields: [i64; 18],
    }

    impl RUsage {
        pub fn max_rss_kb(&self) -> u64 {
            u64::try_from(self.fields[4]).unwrap_or(0)
        }
    }

    pub const WNOHANG: i32 = 1;

    extern "C" {
        pub fn wait4(pid: i32, status: *mut i32, options: i32, rusage: *mut RUsage) -> i32;
    }
}

/// What one run did.
struct Run {
    /// Exit status, when the process exited.
    code: Option<i32>,
    /// Terminating signal, when it was killed by one.
    signal: Option<i32>,
    timed_out: bool,
    /// Killed early for going far past its memory limit.
    memory_killed: bool,
    /// Peak resident set size, bytes.
    peak_rss: u64,
    elapsed: Duration,
    /// The start of stderr (the rest is only counted).
    stderr: String,
    stderr_len: u64,
    stdout_path: PathBuf,
    stdout_len: u64,
}

fn scratch_path() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("hostile")
        .join(std::process::id().to_string())
}

fn scratch_dir() -> PathBuf {
    let dir = scratch_path();
    std::fs::create_dir_all(&dir).expect("cannot create the scratch directory");
    dir
}

fn keep_scratch() -> bool {
    std::env::var_os("SIGIL_HOSTILE_KEEP").is_some_and(|v| !v.is_empty() && v != "0")
}

/// A scratch input file; removed on drop unless `SIGIL_HOSTILE_KEEP` is set.
struct Input {
    path: PathBuf,
    len: u64,
}

impl Drop for Input {
    fn drop(&mut self) {
        if !keep_scratch() {
            let _ = std::fs::remove_file(&self.path);
            for ext in ["out", "err"] {
                let _ = std::fs::remove_file(self.path.with_extension(ext));
            }
        }
    }
}

static COUNTER: AtomicUsize = AtomicUsize::new(0);

fn unique_path(name: &str) -> PathBuf {
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let clean: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .take(60)
        .collect();
    scratch_dir().join(format!("{n:05}-{clean}.mlir"))
}

/// Writes `bytes` to a new scratch input.
fn input_from(name: &str, bytes: &[u8]) -> Input {
    input_with(name, |w| w.write_all(bytes))
}

/// Writes a new scratch input by streaming it through `fill` (for the large ones).
fn input_with(name: &str, fill: impl FnOnce(&mut dyn Write) -> std::io::Result<()>) -> Input {
    let path = unique_path(name);
    let file = File::create(&path).expect("cannot create a scratch input");
    let mut w = BufWriter::with_capacity(1 << 20, file);
    fill(&mut w).expect("cannot write a scratch input");
    w.flush().expect("cannot write a scratch input");
    let len = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    Input { path, len }
}

fn memory_limit(input_len: u64) -> u64 {
    8 * input_len + 64 * MB + sanitizer_memory()
}

/// What a sanitizer adds to every process (`SIGIL_SANITIZER=address`, set
/// by `scripts/sanitize.sh asan`: ASan's shadow memory and quarantine take
/// a few hundred megabytes whatever the input): a fixed allowance, so the
/// limit still catches memory that grows with the input.
fn sanitizer_memory() -> u64 {
    match std::env::var("SIGIL_SANITIZER").as_deref() {
        Ok("address") => 512 * MB,
        _ => 0,
    }
}

/// `VmRSS` and `VmHWM` (peak) of a running process, bytes.
fn memory_of(pid: &str) -> Option<(u64, u64)> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let field = |name: &str| -> Option<u64> {
        let line = status.lines().find(|l| l.starts_with(name))?;
        let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
        Some(kb * 1024)
    };
    Some((field("VmRSS:")?, field("VmHWM:")?))
}

fn read_prefix(path: &Path, max: usize) -> (String, u64) {
    let Ok(mut file) = File::open(path) else {
        return (String::new(), 0);
    };
    let len = file.metadata().map(|m| m.len()).unwrap_or(0);
    let mut buf = Vec::new();
    let _ = (&mut file).take(max as u64).read_to_end(&mut buf);
    (String::from_utf8_lossy(&buf).into_owned(), len)
}

/// Runs `sigil opt <input> <args>`, stdout and stderr going to files next to the input.
/// `extra_memory` is added to the memory limit (see [`Report::extra_memory`]).
// The child is reaped with wait4 (for its rusage), not Child::wait.
#[allow(clippy::zombie_processes)]
fn run_sigil(input: &Input, args: &[&str], extra_memory: u64) -> Run {
    let stdout_path = input.path.with_extension("out");
    let stderr_path = input.path.with_extension("err");
    let own_peak = memory_of("self").map_or(u64::MAX, |(_, hwm)| hwm);
    let start = Instant::now();
    let mut command = Command::new(env!("CARGO_BIN_EXE_sigil"));
    if sanitizer_memory() > 0 {
        // `sigil opt` forgets its module's arenas as it exits, on purpose;
        // the parser's recursion on these inputs buries the frame the leak
        // suppression names, so leak checking is off for these runs (the
        // other tests keep it).
        command.env("ASAN_OPTIONS", "detect_leaks=0");
    }
    let mut child = command
        .arg("opt")
        .arg(&input.path)
        .args(args)
        .stdin(Stdio::null())
        .stdout(File::create(&stdout_path).expect("cannot create a stdout file"))
        .stderr(File::create(&stderr_path).expect("cannot create a stderr file"))
        .spawn()
        .expect("cannot start sigil");
    let pid = child.id();
    let hard_limit = 2 * (memory_limit(input.len) + extra_memory) + 256 * MB;
    let mut timed_out = false;
    let mut memory_killed = false;
    let mut killed = false;
    let mut status = 0i32;
    let mut usage = sys::RUsage { fields: [0; 18] };
    let mut pause = Duration::from_millis(1);
    let mut polled_peak = 0u64;
    let pid_text = pid.to_string();
    loop {
        // SAFETY: plain syscall on our own child, with valid out-pointers. The child is
        // reaped here, so `child.wait()` is never called.
        let r = unsafe {
            sys::wait4(
                pid as i32,
                &mut status,
                if killed { 0 } else { sys::WNOHANG },
                &mut usage,
            )
        };
        if r == pid as i32 {
            break;
        }
        if r < 0 {
            let err = std::io::Error::last_os_error();
            if err.kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            panic!("wait4 failed: {err}");
        }
        if !killed {
            // Before its exec the child still shows this process's memory: only count the
            // peak once the binary runs.
            let memory = memory_of(&pid_text);
            let exec_done = std::fs::read_link(format!("/proc/{pid}/exe")).is_ok_and(|exe| {
                exe.file_name() == Path::new(env!("CARGO_BIN_EXE_sigil")).file_name()
            });
            if let (Some((rss, hwm)), true) = (memory, exec_done) {
                polled_peak = polled_peak.max(hwm);
                memory_killed = rss > hard_limit;
            }
            if start.elapsed() > TIMEOUT {
                timed_out = true;
            }
            if timed_out || memory_killed {
                // The child has not been reaped yet, so the pid is still its own.
                let _ = child.kill();
                killed = true;
                continue;
            }
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(20));
    }
    let elapsed = start.elapsed();
    use std::os::unix::process::ExitStatusExt;
    let exit = std::process::ExitStatus::from_raw(status);
    let (stderr, stderr_len) = read_prefix(&stderr_path, 64 * 1024);
    let stdout_len = std::fs::metadata(&stdout_path)
        .map(|m| m.len())
        .unwrap_or(0);
    Run {
        code: exit.code(),
        signal: exit.signal(),
        timed_out,
        memory_killed,
        peak_rss: {
            let reaped = usage.max_rss_kb() * 1024;
            if reaped > own_peak {
                polled_peak.max(reaped)
            } else {
                polled_peak
            }
        },
        elapsed,
        stderr,
        stderr_len,
        stdout_path,
        stdout_len,
    }
}

// ---------------------------------------------------------------------------------------
// Checking a run.

#[derive(Clone, Copy, PartialEq, Debug)]
enum Expect {
    /// Exit 0.
    Valid,
    /// Exit 1 with a diagnostic.
    Invalid,
    /// Either; exit 1 needs a diagnostic.
    Either,
}

/// `path:LINE:COL: error: ` at the start of some line of `stderr`.
fn has_diagnostic(stderr: &str, path: &Path) -> bool {
    let prefix = format!("{}:", path.display());
    stderr.lines().any(|line| {
        let Some(rest) = line.strip_prefix(&prefix) else {
            return false;
        };
        let mut parts = rest.splitn(3, ':');
        let (Some(l), Some(c), Some(tail)) = (parts.next(), parts.next(), parts.next()) else {
            return false;
        };
        let number = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        number(l) && number(c) && tail.starts_with(" error: ")
    })
}

fn clip(text: &str, max: usize) -> String {
    if text.len() <= max {
        return text.to_string();
    }
    let mut end = max;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}... [{} bytes]", &text[..end], text.len())
}

/// Everything wrong with `run` for a case, or `None`.
fn problems(
    run: &Run,
    input: &Input,
    expect: Expect,
    must_mention: Option<&str>,
    extra_memory: u64,
) -> Option<String> {
    let mut out = Vec::new();
    if run.timed_out {
        out.push(format!("hang: killed after {TIMEOUT:?}"));
    }
    if run.memory_killed {
        out.push(format!(
            "memory blow-up: killed at more than {} MB resident",
            (2 * (memory_limit(input.len) + extra_memory) + 256 * MB) / MB
        ));
    }
    if let Some(sig) = run.signal {
        if !run.timed_out && !run.memory_killed {
            out.push(format!("crash: killed by signal {sig}"));
        }
    }
    let crash_text = [
        "panicked at",
        "internal error",
        "overflowed its stack",
        "RUST_BACKTRACE",
    ];
    if let Some(text) = crash_text.iter().find(|t| run.stderr.contains(**t)) {
        out.push(format!("crash: stderr says {text:?}"));
    }
    match run.code {
        Some(0) if expect == Expect::Invalid => out.push("accepted an invalid input".into()),
        Some(1) if expect == Expect::Valid => out.push("rejected a valid input".into()),
        Some(0 | 1) => {}
        Some(code) => out.push(format!("exit status {code} (only 0 and 1 are allowed)")),
        None => {}
    }
    if run.code == Some(1) && !has_diagnostic(&run.stderr, &input.path) {
        out.push("status 1 without a `FILE:LINE:COL: error:` diagnostic".into());
    }
    if run.code == Some(1) {
        if let Some(text) = must_mention {
            if !run.stderr.contains(text) {
                out.push(format!("the error does not mention {text:?}"));
            }
        }
    }
    let limit = memory_limit(input.len) + extra_memory;
    if run.peak_rss > limit {
        out.push(format!(
            "memory: peak RSS {} MB > limit {} MB (8 x {} bytes + 64 MB{}{})",
            run.peak_rss / MB,
            limit / MB,
            input.len,
            match sanitizer_memory() {
                0 => String::new(),
                m => format!(" + {} MB for the sanitizer", m / MB),
            },
            if extra_memory > 0 {
                format!(" + {} MB allowed for this case", extra_memory / MB)
            } else {
                String::new()
            }
        ));
    }
    if out.is_empty() {
        return None;
    }
    Some(format!(
        "{}\n    exit {:?} signal {:?}, {:.2?}, peak RSS {} MB, stdout {} bytes, stderr {} bytes: {}",
        out.join("; "),
        run.code,
        run.signal,
        run.elapsed,
        run.peak_rss / MB,
        run.stdout_len,
        run.stderr_len,
        clip(run.stderr.trim_end(), 600).replace('\n', "\n      ")
    ))
}

/// Collects the failures of one test and reports them all at the end.
#[derive(Default)]
struct Report {
    cases: usize,
    failures: Vec<String>,
    /// Memory allowed on top of `8 × input size + 64 MB` (for depths the user asked for).
    extra_memory: u64,
}

impl Report {
    /// Runs `input` with `args` (the default flags when empty) and checks it.
    fn case(
        &mut self,
        name: &str,
        input: &Input,
        args: &[&str],
        expect: Expect,
        must_mention: Option<&str>,
    ) -> Run {
        let args: Vec<&str> = if args.is_empty() {
            FLAGS.to_vec()
        } else {
            args.to_vec()
        };
        let run = run_sigil(input, &args, self.extra_memory);
        self.cases += 1;
        if let Some(problem) = problems(&run, input, expect, must_mention, self.extra_memory) {
            self.failures.push(format!(
                "[{name}] sigil opt {} {}\n    input: {} bytes, starts {:?}\n    {problem}",
                input.path.display(),
                args.join(" "),
                input.len,
                clip(&String::from_utf8_lossy(&read_head(&input.path, 120)), 120),
            ));
        }
        run
    }

    fn fail(&mut self, text: String) {
        self.failures.push(text);
    }

    fn finish(self, test: &str) {
        if !keep_scratch() {
            // Succeeds only once the last test running in parallel is done with it.
            let _ = std::fs::remove_dir(scratch_path());
        }
        if self.failures.is_empty() {
            eprintln!("{test}: {} cases passed", self.cases);
            return;
        }
        let mut text = format!(
            "{test}: {} of {} cases failed\n",
            self.failures.len(),
            self.cases
        );
        for f in self.failures.iter().take(40) {
            let _ = writeln!(text, "\n{f}");
        }
        if self.failures.len() > 40 {
            let _ = writeln!(text, "\n... and {} more", self.failures.len() - 40);
        }
        panic!("{text}");
    }
}

fn read_head(path: &Path, n: usize) -> Vec<u8> {
    let mut buf = Vec::new();
    if let Ok(f) = File::open(path) {
        let _ = f.take(n as u64).read_to_end(&mut buf);
    }
    buf
}

/// Bytes `offset..offset + n` of a file.
fn read_at(path: &Path, offset: u64, n: usize) -> Vec<u8> {
    let mut buf = vec![0; n];
    let Ok(mut f) = File::open(path) else {
        return Vec::new();
    };
    if f.seek(SeekFrom::Start(offset)).is_err() {
        return Vec::new();
    }
    let got = f.read(&mut buf).unwrap_or(0);
    buf.truncate(got);
    buf
}

// ---------------------------------------------------------------------------------------
// Seeded random inputs.

/// xorshift64*: small, seeded, reproducible.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Self {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn random_count() -> usize {
    std::env::var("SIGIL_HOSTILE_RANDOM")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300)
}

#[test]
fn random_bytes() {
    let mut report = Report::default();
    for seed in 0..random_count() as u64 {
        let mut rng = Rng::new(seed);
        let len = rng.below(96);
        // Half of the inputs are plain random bytes; the other half lean on the bytes that
        // matter to the lexer, so they get past the first token more often.
        let bytes: Vec<u8> = if seed % 2 == 0 {
            (0..len).map(|_| rng.next() as u8).collect()
        } else {
            const PUNCT: &[u8] = b"\"%^#!@(){}[]<>:=,-+*.0123456789xabfi_ \n\t/\\\x00\xff";
            (0..len).map(|_| PUNCT[rng.below(PUNCT.len())]).collect()
        };
        let input = input_from(&format!("random-{seed}"), &bytes);
        let args: &[&str] = match seed % 3 {
            0 => &[],
            1 => &[
                "--allow-unregistered-dialect",
                "--mlir-print-op-generic",
                "--split-input-file",
            ],
            _ => &[
                "--allow-unregistered-dialect",
                "--verify-diagnostics",
                "--mlir-print-debuginfo",
            ],
        };
        report.case(
            &format!("random bytes, seed {seed}"),
            &input,
            args,
            Expect::Either,
            None,
        );
    }
    report.finish("random_bytes");
}

/// Fragments of MLIR syntax, glued at random: gets much deeper into the parser than bytes.
const TOKENS: &[&str] = &[
    "\"foo.op\"",
    "\"builtin.module\"",
    "module",
    "@sym",
    "%0",
    "%x",
    "%x#1",
    "%y:2",
    "^bb0",
    "^bb1",
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "<",
    ">",
    "({",
    "})",
    "<{",
    "}>",
    ":",
    "=",
    ",",
    "->",
    "() -> ()",
    "(i32) -> i32",
    "i32",
    "f32",
    "index",
    "tensor<4x?xf32>",
    "vector<[4]xi1>",
    "memref<2xf32, 1>",
    "tuple<",
    "complex<",
    "none",
    "!foo.t",
    "!foo<\"x\">",
    "#foo.a",
    "#foo<",
    "#map",
    "affine_map<(d0) -> (d0)>",
    "affine_set<(d0) : (d0 >= 0)>",
    "dense<",
    "sparse<",
    "array<i32: ",
    "distinct[0]<",
    "unit",
    "true",
    "false",
    "1",
    "-1",
    "0x7FC00000",
    "1.5e3",
    "\"str\"",
    "\"esc\\\"\"",
    "loc(",
    "loc(\"f\":1:2)",
    "fused[",
    "callsite(",
    " at ",
    "unknown",
    "attributes",
    "\n",
    " ",
    "// c\n",
    "// -----\n",
    "{-#",
    "#-}",
    "dialect_resources",
    "builtin: ",
    "blob",
    "\"0x08000000\"",
    "#loc",
    "#loc = loc(\"a\":1:1)\n",
    "#m = 1\n",
    "!t = i32\n",
    "...",
    "?",
    "x",
    "*",
    "+",
    "mod",
    "floordiv",
    "d0",
    "s0",
];

#[test]
fn random_tokens() {
    let mut report = Report::default();
    for seed in 0..random_count() as u64 {
        let mut rng = Rng::new(1_000_000 + seed);
        let n = rng.below(60);
        let mut text = String::new();
        for _ in 0..n {
            text.push_str(TOKENS[rng.below(TOKENS.len())]);
            if rng.below(3) == 0 {
                text.push(' ');
            }
        }
        let input = input_from(&format!("tokens-{seed}"), text.as_bytes());
        let args: &[&str] = if seed % 4 == 3 {
            &[
                "--allow-unregistered-dialect",
                "--mlir-print-op-generic",
                "--mlir-print-debuginfo",
            ]
        } else {
            &[]
        };
        report.case(
            &format!("random tokens, seed {seed}"),
            &input,
            args,
            Expect::Either,
            None,
        );
    }
    report.finish("random_tokens");
}

// ---------------------------------------------------------------------------------------
// Invalid UTF-8, NUL bytes, file metadata.

#[test]
fn invalid_utf8() {
    // Whether each is valid is what mlir-opt-22 says.
    let cases: &[(&str, &[u8], Expect)] = &[
        (
            "in a string",
            b"\"foo.op\"() {s = \"a\xff\xfeb\"} : () -> ()\n",
            Expect::Valid,
        ),
        (
            "truncated sequence in a string",
            b"\"foo.op\"() {s = \"\xc3\"} : () -> ()\n",
            Expect::Valid,
        ),
        (
            "in a comment",
            b"// comment \xff\xfe\xc3\n\"foo.op\"() : () -> ()\n",
            Expect::Valid,
        ),
        (
            "in a quoted op name",
            b"\"foo.\xff\"() : () -> ()\n",
            Expect::Valid,
        ),
        (
            "in a quoted attribute name",
            b"\"foo.op\"() {\"\xff\" = 1} : () -> ()\n",
            Expect::Valid,
        ),
        (
            "in a quoted symbol",
            b"\"foo.op\"() {s = @\"\xff\xfe\"} : () -> ()\n",
            Expect::Valid,
        ),
        (
            "in a location file name",
            b"\"foo.op\"() : () -> () loc(\"\xff\":1:1)\n",
            Expect::Valid,
        ),
        (
            "in a dialect type body",
            b"\"foo.op\"() : () -> !foo.t<\"\xff\">\n",
            Expect::Valid,
        ),
        (
            "in a dialect attribute body",
            b"\"foo.op\"() {a = #foo<\xff\xfe>} : () -> ()\n",
            Expect::Valid,
        ),
        (
            "in an SSA name",
            b"%x\xff = \"foo.op\"() : () -> i32\n",
            Expect::Invalid,
        ),
        (
            "in a bare attribute name",
            b"\"foo.op\"() {\xff = 1} : () -> ()\n",
            Expect::Invalid,
        ),
        (
            "in a block name",
            b"\"foo.op\"() ({\n^bb\xff:\n  \"foo.x\"() : () -> ()\n}) : () -> ()\n",
            Expect::Invalid,
        ),
        (
            "in a bare symbol",
            b"\"foo.op\"() {@\xff = 1} : () -> ()\n",
            Expect::Invalid,
        ),
        ("in an alias name", b"#al\xff = 1\n", Expect::Invalid),
        ("a lone byte", b"\xff", Expect::Invalid),
        (
            "a byte-order mark",
            b"\xef\xbb\xbf\"foo.op\"() : () -> ()\n",
            Expect::Invalid,
        ),
        (
            "an overlong NUL in a string",
            b"\"foo.op\"() {s = \"\xc0\x80\"} : () -> ()\n",
            Expect::Valid,
        ),
        (
            "a surrogate in a string",
            b"\"foo.op\"() {s = \"\xed\xa0\x80\"} : () -> ()\n",
            Expect::Valid,
        ),
    ];
    let mut report = Report::default();
    for (name, bytes, expect) in cases {
        let input = input_from(name, bytes);
        report.case(&format!("invalid UTF-8 {name}"), &input, &[], *expect, None);
        let input = input_from(name, bytes);
        let args = [
            "--allow-unregistered-dialect",
            "--verify-diagnostics",
            "--split-input-file",
        ];
        let expect = if *expect == Expect::Valid {
            Expect::Valid
        } else {
            Expect::Either
        };
        report.case(
            &format!("invalid UTF-8 {name}, --verify-diagnostics"),
            &input,
            &args,
            expect,
            None,
        );
    }
    report.finish("invalid_utf8");
}

#[test]
fn nul_bytes_and_file_metadata() {
    // mlir-opt's lexer skips a NUL byte like white space (it only ends the buffer at its
    // very end), so NULs between tokens are valid for it; an op name may not hold one.
    let cases: &[(&str, &[u8], Expect)] = &[
        (
            "NUL between ops",
            b"\"foo.op\"() : () -> ()\x00\n\"foo.b\"() : () -> ()\n",
            Expect::Valid,
        ),
        ("only a NUL", b"\x00", Expect::Valid),
        (
            "NUL at the end",
            b"\"foo.op\"() : () -> ()\n\x00",
            Expect::Valid,
        ),
        ("NULs only", &[0u8; 4096], Expect::Valid),
        (
            "NUL in a string",
            b"\"foo.op\"() {s = \"a\x00b\"} : () -> ()\n",
            Expect::Valid,
        ),
        (
            "NUL in a comment",
            b"// a\x00b\n\"foo.op\"() : () -> ()\n",
            Expect::Valid,
        ),
        (
            "NUL inside an op name",
            b"\"foo\x00.op\"() : () -> ()\n",
            Expect::Invalid,
        ),
        ("just {-#", b"{-#", Expect::Invalid),
        ("just #-}", b"#-}", Expect::Invalid),
        ("{-# with a newline", b"{-#\n", Expect::Invalid),
        ("empty metadata", b"{-# #-}", Expect::Valid),
        (
            "unterminated resources",
            b"{-#\n  dialect_resources: {\n    builtin: {\n",
            Expect::Invalid,
        ),
        (
            "unterminated blob",
            b"{-#\n  dialect_resources: {\n    builtin: {\n      r: \"0x0800",
            Expect::Invalid,
        ),
        (
            "metadata key only",
            b"{-# dialect_resources #-}",
            Expect::Invalid,
        ),
    ];
    let mut report = Report::default();
    for (name, bytes, expect) in cases {
        let input = input_from(name, bytes);
        report.case(name, &input, &[], *expect, None);
    }
    report.finish("nul_bytes_and_file_metadata");
}

// ---------------------------------------------------------------------------------------
// Truncations.

/// A valid module (for both sigil and mlir-opt-22) touching most of the syntax.
const VALID_MODULE: &str = r##"// A module touching most of the syntax sigil reads.
#map = affine_map<(d0, d1)[s0] -> (d0 * 2 + s0, d1 mod 4, d0 floordiv 3)>
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 1)>
#loc0 = loc("input.mlir":3:7)
!tuple = tuple<i32, f16, !foo.opaque<"x">>
module @top attributes {foo.version = 3 : i64, foo.flags = [unit, "s\09t\"r"]} {
  %c:2 = "foo.const"() {value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, f = 1.5e-3 : f32} : () -> (tensor<2x2xi32>, !tuple) loc(#loc0)
  "foo.use"(%c#0, %c#1, %late) {m = #map, s = #set, arr = array<i64: 1, -2, 3>} : (tensor<2x2xi32>, !tuple, i1) -> ()
  %late = "foo.late"() <{prop = {k = 1 : i8, v = [@sym, @a::@b]}}> : () -> i1
  "foo.func"() ({
  ^entry(%a: i32 loc("arg":1:1), %b: memref<4x?xf32, #map>):
    %s = "foo.sparse"() {v = sparse<[[0, 1]], [2.5]> : tensor<2x2xf64>} : () -> f64
    "foo.cond_br"(%a, %s)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1>} : (i32, f64) -> ()
  ^bb1:
    %v = "foo.vec"() {c = dense<(1.0, 2.0)> : tensor<complex<f32>>, x = 0x7FC00000 : f32} : () -> vector<2x[4]xf32>
    "foo.br"(%v)[^bb3] : (vector<2x[4]xf32>) -> ()
  ^bb2:
    %t = "builtin.unrealized_conversion_cast"(%a) : (i32) -> index
    "foo.br"(%t)[^bb3] : (index) -> ()
  ^bb3(%arg: none):
    "foo.ret"(%arg) : (none) -> () loc(fused<"m">["a.mlir":1:2 to 3:4, callsite("f" at "g":5:6)])
  }) {sym_name = "f", function_type = (i32, memref<4x?xf32, #map>) -> (), e = #foo.attr<{x = [1, 2]}>} : () -> ()
  "foo.graph"() ({
    "foo.use2"(%y) : (ui16) -> ()
    %y = "foo.def"() {b = true, n = -7 : si8, big = 123456789012345678901234567890 : i128} : () -> ui16
  }) : () -> ()
  "foo.types"() : () -> (f8E5M2, bf16, complex<i8>, tensor<*xi4>, memref<*xf32, 1>, !foo<"raw">, i1, index, (i32) -> (f32, none))
  module @nested {
    "foo.x"() {sym_name = "inner", d = distinct[0]<{a = 1}>, loc = loc("n"("p":9:9))} : () -> ()
  }
}
"##;

#[test]
fn every_truncation_of_a_valid_module() {
    let mut report = Report::default();
    let full = input_from("valid-module", VALID_MODULE.as_bytes());
    report.case("the whole module", &full, &[], Expect::Valid, None);
    let bytes = VALID_MODULE.as_bytes();
    for cut in 0..bytes.len() {
        let input = input_from(&format!("truncated-{cut}"), &bytes[..cut]);
        // Every other cut also goes through the location printer.
        let args: &[&str] = if cut % 2 == 1 {
            &[
                "--allow-unregistered-dialect",
                "--mlir-print-op-generic",
                "--mlir-print-debuginfo",
            ]
        } else {
            &[]
        };
        report.case(
            &format!("truncated at byte {cut}"),
            &input,
            args,
            Expect::Either,
            None,
        );
    }
    report.finish("every_truncation_of_a_valid_module");
}

// ---------------------------------------------------------------------------------------
// Deep nesting.

/// `open` repeated `n` times, then `middle`, then `close` repeated `n` times.
fn nest(prefix: &str, open: &str, middle: &str, close: &str, suffix: &str, n: usize) -> Vec<u8> {
    let mut s = String::with_capacity(prefix.len() + n * (open.len() + close.len()) + 64);
    s.push_str(prefix);
    for _ in 0..n {
        s.push_str(open);
    }
    s.push_str(middle);
    for _ in 0..n {
        s.push_str(close);
    }
    s.push_str(suffix);
    s.into_bytes()
}

/// Deep-nesting cases: (name, input of the given depth). Closed ones are well-formed
/// except for their depth; with a depth the limit allows, they are valid.
fn nesting_cases(n: usize) -> Vec<(&'static str, Vec<u8>)> {
    const OP: &str = "\"foo.op\"()";
    vec![
        (
            "regions",
            nest("", "\"a.b\"() ({\n", "", "}) : () -> ()\n", "", n),
        ),
        (
            "blocks with labels in regions",
            nest("", "\"a.b\"() ({\n^bb0:\n", "", "}) : () -> ()\n", "", n),
        ),
        (
            "array attributes",
            nest(&format!("{OP} {{a = "), "[", "", "]", "} : () -> ()\n", n),
        ),
        (
            "dictionary attributes",
            nest(&format!("{OP} {{"), "a = {", "", "}", "} : () -> ()\n", n),
        ),
        (
            "properties",
            nest(&format!("{OP} <{{"), "a = {", "", "}", "}> : () -> ()\n", n),
        ),
        (
            "tuple types",
            nest(&format!("{OP} : () -> "), "tuple<", "i32", ">", "\n", n),
        ),
        (
            "complex types",
            nest(&format!("{OP} : () -> "), "complex<", "f32", ">", "\n", n),
        ),
        (
            "function types in results",
            nest(&format!("{OP} : () -> ("), "(", "", ") -> ()", ")\n", n),
        ),
        (
            "function types in attributes",
            nest(
                &format!("{OP} {{t = "),
                "(",
                "",
                ") -> ()",
                "} : () -> ()\n",
                n,
            ),
        ),
        (
            "vector element types",
            nest(&format!("{OP} : () -> "), "vector<1x", "i32", ">", "\n", n),
        ),
        (
            "tensor element types",
            nest(&format!("{OP} : () -> "), "tensor<1x", "i32", ">", "\n", n),
        ),
        (
            "memref element types",
            nest(&format!("{OP} : () -> "), "memref<1x", "i32", ">", "\n", n),
        ),
        (
            "fused locations",
            nest(
                &format!("{OP} : () -> () loc("),
                "fused[",
                "",
                "]",
                ")\n",
                n,
            ),
        ),
        (
            "name locations",
            nest(
                &format!("{OP} : () -> () loc("),
                "\"n\"(",
                "\"f\":1:1",
                ")",
                ")\n",
                n,
            ),
        ),
        (
            "callsite locations",
            nest(
                &format!("{OP} : () -> () loc("),
                "callsite(",
                "\"f\":1:1",
                " at \"g\":1:1)",
                ")\n",
                n,
            ),
        ),
        (
            "affine map parentheses",
            nest(
                &format!("{OP} {{m = affine_map<(d0) -> "),
                "(",
                "d0",
                ")",
                ">} : () -> ()\n",
                n,
            ),
        ),
        (
            "affine map negations",
            nest(
                &format!("{OP} {{m = affine_map<(d0) -> ("),
                "-",
                "d0",
                "",
                ")>} : () -> ()\n",
                n,
            ),
        ),
        (
            "affine set parentheses",
            nest(
                &format!("{OP} {{m = affine_set<(d0) : ("),
                "(",
                "d0",
                ")",
                " >= 0)>} : () -> ()\n",
                n,
            ),
        ),
        (
            "dense literals",
            nest(
                &format!("{OP} {{d = dense<"),
                "[",
                "1",
                "]",
                &format!("> : tensor<{}i32>}} : () -> ()\n", "1x".repeat(n)),
                n,
            ),
        ),
        (
            "sparse literals",
            nest(
                &format!("{OP} {{d = sparse<"),
                "[",
                "0",
                "]",
                ", 1> : tensor<1xi32>} : () -> ()\n",
                n,
            ),
        ),
        ("distinct attributes", distinct_nest(n)),
    ]
}

fn distinct_nest(n: usize) -> Vec<u8> {
    let mut s = String::from("\"foo.op\"() {d = ");
    for i in 0..n {
        let _ = write!(s, "distinct[{i}]<");
    }
    s.push('1');
    for _ in 0..n {
        s.push('>');
    }
    s.push_str("} : () -> ()\n");
    s.into_bytes()
}

#[test]
fn deep_nesting_is_an_error_naming_max_nesting() {
    let mut report = Report::default();
    for (name, bytes) in nesting_cases(DEEP) {
        let input = input_from(name, &bytes);
        report.case(
            &format!("{DEEP}-deep {name}"),
            &input,
            &[],
            Expect::Invalid,
            Some("max-nesting"),
        );
        // The same, cut in the middle: an unclosed nest.
        let input = input_from(name, &bytes[..bytes.len() / 2]);
        report.case(
            &format!("{DEEP}-deep unclosed {name}"),
            &input,
            &[],
            Expect::Invalid,
            Some("max-nesting"),
        );
    }
    // Attributes of a dialect sigil parses, nested in their parameters: each
    // level's body is a slice of the input, not a copy of the rest of the
    // nest (which took 1.3 GB for 20 000 levels). Each level still scans
    // its body for its end, as MLIR does, so the nest is kept at 5 000
    // (the limit stops it at 1 000; a copy per level would need 330 MB).
    const LLVM_DEEP: usize = 5_000;
    let llvm = nest(
        "\"foo.op\"() {d = ",
        "#llvm.loop_annotation<unroll = #llvm.loop_unroll<followupUnrolled = ",
        "#llvm.loop_annotation<disableNonforced = true>",
        ">>",
        "} : () -> ()\n",
        LLVM_DEEP,
    );
    let input = input_from("nested llvm attributes", &llvm);
    report.case(
        &format!("{LLVM_DEEP}-deep nested llvm attributes"),
        &input,
        &["--allow-unregistered-dialect"],
        Expect::Invalid,
        Some("max-nesting"),
    );
    // Balanced brackets in a dialect attribute or type body are not parsed, only counted:
    // valid for mlir-opt, printed back as they are.
    let bodies = [
        (
            "dialect attribute body <<<",
            nest(
                "\"foo.op\"() {d = #foo.x",
                "<",
                "",
                ">",
                "} : () -> ()\n",
                DEEP,
            ),
        ),
        (
            "dialect type body <<<",
            nest("\"foo.op\"() : () -> !foo.x", "<", "", ">", "\n", DEEP),
        ),
        (
            "dialect attribute body [{(",
            nest(
                "\"foo.op\"() {d = #foo.x<",
                "[{(",
                "",
                ")}]",
                ">} : () -> ()\n",
                DEEP,
            ),
        ),
    ];
    for (name, bytes) in bodies {
        let input = input_from(name, &bytes);
        report.case(
            &format!("{DEEP}-deep {name}"),
            &input,
            &[],
            Expect::Valid,
            None,
        );
        let input = input_from(name, &bytes[..bytes.len() / 2]);
        report.case(
            &format!("{DEEP}-deep unclosed {name}"),
            &input,
            &[],
            Expect::Invalid,
            None,
        );
    }
    report.finish("deep_nesting_is_an_error_naming_max_nesting");
}

#[test]
fn nesting_within_the_limit_is_accepted() {
    // Well within the default limit of 1000 levels: no depth error for valid nests.
    let mut report = Report::default();
    // Vectors, tensors and complex numbers of themselves, and sparse indices nested more
    // than twice, are invalid whatever the depth.
    let invalid_anyway = [
        "vector element types",
        "tensor element types",
        "complex types",
        "sparse literals",
    ];
    for (name, bytes) in nesting_cases(200) {
        let input = input_from(name, &bytes);
        let expect = if invalid_anyway.contains(&name) {
            Expect::Invalid
        } else {
            Expect::Valid
        };
        let run = report.case(&format!("200-deep {name}"), &input, &[], expect, None);
        if run.code == Some(1) && run.stderr.contains("max-nesting") {
            report.fail(format!(
                "[200-deep {name}] rejected for its depth:\n    {}",
                clip(&run.stderr, 400)
            ));
        }
    }
    report.finish("nesting_within_the_limit_is_accepted");
}

#[test]
fn raised_max_nesting_does_not_crash() {
    // The limit is the user's to raise (up to 100 000); an input that deep must then
    // still fail cleanly or succeed, never overflow the stack. Recursion costs stack per
    // level, so these runs may use up to 8 KB per level on top of the usual limit. The
    // inputs stay a few levels under the limit, as the op around them counts too.
    const RAISED_DEEP: usize = DEEP - 10;
    let mut report = Report {
        extra_memory: DEEP as u64 * 8192,
        ..Report::default()
    };
    let raised = [
        "--allow-unregistered-dialect",
        "--mlir-print-op-generic",
        "--max-nesting",
        "100000",
    ];
    // Attributes, types and locations print on one line: valid, printed back.
    for (name, bytes) in nesting_cases(RAISED_DEEP) {
        if matches!(
            name,
            "array attributes" | "dictionary attributes" | "tuple types" | "fused locations"
        ) {
            let input = input_from(name, &bytes);
            report.case(
                &format!("{RAISED_DEEP}-deep {name}, --max-nesting 100000"),
                &input,
                &raised,
                Expect::Valid,
                None,
            );
        }
    }
    // Nested regions print indented, so their output grows with the square of the depth
    // (20 GB here): these end in an error instead, found at the innermost level by the
    // parser, or by the verifier once the whole nest is built.
    let undefined = nest(
        "",
        "\"a.b\"() ({\n",
        "\"foo.use\"(%undefined) : (i32) -> ()\n",
        "}) : () -> ()\n",
        "",
        RAISED_DEEP,
    );
    let input = input_from("regions, undefined value inside", &undefined);
    report.case(
        &format!("{RAISED_DEEP}-deep regions, undefined value inside, --max-nesting 100000"),
        &input,
        &raised,
        Expect::Invalid,
        Some("use of undeclared SSA value name"),
    );
    drop(input);
    let dominance = nest(
        "",
        "\"a.b\"() ({\n",
        "\"foo.use\"(%v) : (i32) -> ()\n%v = \"foo.def\"() : () -> i32\n\"foo.br\"()[^bb1] : () -> ()\n^bb1:\n\"foo.ret\"() : () -> ()\n",
        "}) : () -> ()\n",
        "",
        RAISED_DEEP,
    );
    let input = input_from("regions, dominance error inside", &dominance);
    report.case(
        &format!("{RAISED_DEEP}-deep regions, dominance error inside, --max-nesting 100000"),
        &input,
        &raised,
        Expect::Invalid,
        Some("does not dominate"),
    );
    drop(input);
    // Deep enough to need the raised limit, shallow enough to print (50 MB).
    let (name, bytes) = nesting_cases(5000).swap_remove(0);
    let input = input_from(name, &bytes);
    report.case(
        &format!("5000-deep {name}, --max-nesting 100000"),
        &input,
        &raised,
        Expect::Valid,
        None,
    );
    report.finish("raised_max_nesting_does_not_crash");
}

#[test]
fn deep_structures_built_through_aliases() {
    // Each alias nests one level, so the parser never sees more than one level at a time,
    // but the attribute or type is a million levels deep. It must be rejected with an error
    // naming --max-nesting, or accepted, never crash.
    const N: usize = 1_000_000;
    let mut report = Report::default();
    let attr = input_with("attribute alias chain", |w| {
        writeln!(w, "#a0 = 1")?;
        for i in 1..=N {
            writeln!(w, "#a{i} = [#a{}]", i - 1)?;
        }
        writeln!(w, "\"foo.op\"() {{x = #a{N}}} : () -> ()")
    });
    let ty = input_with("type alias chain", |w| {
        writeln!(w, "!t0 = i32")?;
        for i in 1..=N {
            writeln!(w, "!t{i} = tuple<!t{}>", i - 1)?;
        }
        writeln!(w, "\"foo.op\"() : () -> !t{N}")
    });
    let dict = input_with("dictionary alias chain", |w| {
        writeln!(w, "#a0 = {{}}")?;
        for i in 1..=N {
            writeln!(w, "#a{i} = {{k = #a{}}}", i - 1)?;
        }
        writeln!(w, "\"foo.op\"() {{x = #a{N}}} : () -> ()")
    });
    for (name, input) in [
        ("attribute alias chain", &attr),
        ("type alias chain", &ty),
        ("dictionary alias chain", &dict),
    ] {
        report.case(
            &format!("{N}-deep {name}"),
            input,
            &[],
            Expect::Either,
            Some("max-nesting"),
        );
    }
    let distinct = input_from("distinct chain", &distinct_nest(N));
    report.case(
        &format!("{N}-deep distinct attributes"),
        &distinct,
        &[],
        Expect::Invalid,
        Some("max-nesting"),
    );
    report.finish("deep_structures_built_through_aliases");
}

// ---------------------------------------------------------------------------------------
// Large inputs.

#[test]
fn hundred_megabyte_string_literal() {
    const LEN: usize = 100 * 1024 * 1024;
    let mut report = Report::default();
    // Printable ASCII that needs no escaping, so the output holds the same bytes.
    let pattern: Vec<u8> = (0..LEN.min(1 << 16))
        .map(|i| b"abcdefghij0123456789 xyz"[i % 24])
        .collect();
    let fill = |w: &mut dyn Write| -> std::io::Result<()> {
        w.write_all(b"\"foo.op\"() {s = \"")?;
        let mut left = LEN;
        while left > 0 {
            let n = left.min(pattern.len());
            w.write_all(&pattern[..n])?;
            left -= n;
        }
        w.write_all(b"\"} : () -> ()\n")
    };
    let input = input_with("100MB string", fill);
    let run = report.case("100 MB string literal", &input, &[], Expect::Valid, None);
    eprintln!(
        "100 MB string literal: {:.2?}, peak RSS {} MB ({:.2} x input), output {} bytes",
        run.elapsed,
        run.peak_rss / MB,
        run.peak_rss as f64 / input.len as f64,
        run.stdout_len
    );
    if run.code == Some(0) {
        let head = b"\"builtin.module\"() ({\n  \"foo.op\"() {s = \"";
        let tail = b"\"} : () -> ()\n}) : () -> ()\n\n";
        let expected_len = (head.len() + LEN + tail.len()) as u64;
        let got_head = read_head(&run.stdout_path, head.len());
        let got_tail = read_at(
            &run.stdout_path,
            run.stdout_len.saturating_sub(tail.len() as u64),
            tail.len(),
        );
        let got_mid = read_at(&run.stdout_path, head.len() as u64 + (LEN / 2) as u64, 48);
        let mid_start = LEN / 2;
        let want_mid: Vec<u8> = (mid_start..mid_start + 48)
            .map(|i| pattern[i % pattern.len()])
            .collect();
        if run.stdout_len != expected_len
            || got_head != head
            || got_tail != tail
            || got_mid != want_mid
        {
            report.fail(format!(
                "[100 MB string literal] printed {} bytes (expected {expected_len}); head {:?}, tail {:?}",
                run.stdout_len,
                String::from_utf8_lossy(&got_head),
                String::from_utf8_lossy(&got_tail)
            ));
        }
    }
    report.finish("hundred_megabyte_string_literal");
}

#[test]
fn hundred_megabyte_line_of_uses() {
    const LEN: usize = 100 * 1024 * 1024;
    let mut report = Report::default();
    let uses = LEN / 4;
    // 26 million uses of one value against a single operand type: the error comes after
    // the whole line is read.
    let input = input_with("100MB line of uses", |w| {
        w.write_all(b"%x = \"foo.def\"() : () -> i32\n\"foo.use\"(")?;
        let chunk = "%x, ".repeat(4096);
        let mut left = uses - 1;
        while left > 0 {
            let n = left.min(4096);
            w.write_all(&chunk.as_bytes()[..n * 4])?;
            left -= n;
        }
        w.write_all(b"%x) : (i32) -> ()\n")
    });
    let run = report.case(
        "100 MB line of %x uses, one type",
        &input,
        &[],
        Expect::Invalid,
        None,
    );
    eprintln!(
        "100 MB line of uses: {:.2?}, peak RSS {} MB, stderr {} bytes",
        run.elapsed,
        run.peak_rss / MB,
        run.stderr_len
    );
    drop(input);
    // The same line, never closed.
    let input = input_with("100MB unclosed line of uses", |w| {
        w.write_all(b"%x = \"foo.def\"() : () -> i32\n\"foo.use\"(")?;
        let chunk = "%x, ".repeat(4096);
        for _ in 0..uses / 4096 {
            w.write_all(chunk.as_bytes())?;
        }
        Ok(())
    });
    report.case(
        "100 MB unclosed line of %x uses",
        &input,
        &[],
        Expect::Invalid,
        None,
    );
    drop(input);
    // Valid: 50 MB of uses with as many types.
    let n = 50 * 1024 * 1024 / 9;
    let input = input_with("50MB valid line of uses", |w| {
        w.write_all(b"%x = \"foo.def\"() : () -> i32\n\"foo.use\"(")?;
        for i in 0..n {
            w.write_all(if i + 1 < n { b"%x, " } else { b"%x" })?;
        }
        w.write_all(b") : (")?;
        for i in 0..n {
            w.write_all(if i + 1 < n { b"i32, " } else { b"i32" })?;
        }
        w.write_all(b") -> ()\n")
    });
    report.case(
        "50 MB line of %x uses with their types",
        &input,
        &[],
        Expect::Valid,
        None,
    );
    report.finish("hundred_megabyte_line_of_uses");
}

#[test]
fn a_million_ops_in_one_block() {
    const N: usize = 1_000_000;
    let mut report = Report::default();
    // A chain: each op uses the previous one's result.
    let input = input_with("million ops", |w| {
        writeln!(w, "%v0 = \"foo.start\"() : () -> i32")?;
        for i in 1..N {
            writeln!(w, "%v{i} = \"foo.op\"(%v{}) : (i32) -> i32", i - 1)?;
        }
        Ok(())
    });
    let run = report.case("1 000 000 ops", &input, &[], Expect::Valid, None);
    eprintln!(
        "1 000 000 ops: {:.2?}, peak RSS {} MB, input {} bytes, output {} bytes",
        run.elapsed,
        run.peak_rss / MB,
        input.len,
        run.stdout_len
    );
    if run.code == Some(0) {
        let tail = read_at(&run.stdout_path, run.stdout_len.saturating_sub(80), 80);
        let want = format!(
            "  %{} = \"foo.op\"(%{}) : (i32) -> i32\n}}) : () -> ()\n\n",
            N - 1,
            N - 2
        );
        if !String::from_utf8_lossy(&tail).ends_with(&want) {
            report.fail(format!(
                "[1 000 000 ops] output ends {:?}, expected it to end {want:?}",
                String::from_utf8_lossy(&tail)
            ));
        }
    }
    drop(input);
    // The same number of ops, in a region that is not a graph region: dominance is checked
    // over a million ops.
    let input = input_with("million ops in a CFG region", |w| {
        writeln!(w, "\"foo.func\"() ({{")?;
        writeln!(w, "  %v0 = \"foo.start\"() : () -> i32")?;
        for i in 1..N {
            writeln!(w, "  %v{i} = \"foo.op\"(%v{}) : (i32) -> i32", i - 1)?;
        }
        writeln!(
            w,
            "  \"foo.br\"()[^bb1] : () -> ()\n^bb1:\n  \"foo.ret\"(%v{}) : (i32) -> ()",
            N - 1
        )?;
        writeln!(w, "}}) : () -> ()")
    });
    report.case(
        "1 000 000 ops in a two-block region",
        &input,
        &[],
        Expect::Valid,
        None,
    );
    report.finish("a_million_ops_in_one_block");
}

#[test]
fn large_fused_locations() {
    // mlir-opt-22 reads each of these in under half a second.
    let mut report = Report::default();
    let debuginfo = [
        "--allow-unregistered-dialect",
        "--mlir-print-op-generic",
        "--mlir-print-debuginfo",
    ];
    // One fused location of 400 000 distinct parts (5 MB).
    const PARTS: usize = 400_000;
    let flat = input_with("flat fused location", |w| {
        w.write_all(b"\"foo.op\"() : () -> () loc(fused[")?;
        for i in 1..=PARTS {
            write!(w, "{}\"g\":{i}:1", if i > 1 { ", " } else { "" })?;
        }
        w.write_all(b"])\n")
    });
    let run = report.case(
        &format!("fused location of {PARTS} parts"),
        &flat,
        &debuginfo,
        Expect::Valid,
        None,
    );
    eprintln!(
        "fused location of {PARTS} parts: {:.2?}, peak RSS {} MB",
        run.elapsed,
        run.peak_rss / MB
    );
    // A chain of 5000 aliases, each fusing the previous one with a new location: fused
    // locations flatten, so the last one has 5001 parts.
    const CHAIN: usize = 5000;
    // Flattening is MLIR's semantics and makes this input quadratic: the
    // aliases hold 1 + 2 + ... + 5001 parts, 12.5 million, which sigil
    // stores at 4 bytes each (50 MB; mlir-opt-22 peaks at 203 MB here). They
    // are allowed on top of the linear limit, so a copy per part or any
    // worse growth still fails. (Storing a chain's shared prefix once would
    // make it linear; not done yet.)
    report.extra_memory = (CHAIN * (CHAIN + 1) / 2 * 4) as u64;
    let chain = input_with("location alias chain", |w| {
        writeln!(w, "#l0 = loc(\"f\":1:1)")?;
        for i in 1..=CHAIN {
            writeln!(w, "#l{i} = loc(fused[#l{}, \"g\":{i}:1])", i - 1)?;
        }
        writeln!(w, "\"foo.op\"() : () -> () loc(#l{CHAIN})")
    });
    let run = report.case(
        &format!("chain of {CHAIN} fused location aliases"),
        &chain,
        &debuginfo,
        Expect::Valid,
        None,
    );
    eprintln!(
        "chain of {CHAIN} fused location aliases: {:.2?}, peak RSS {} MB",
        run.elapsed,
        run.peak_rss / MB
    );
    report.finish("large_fused_locations");
}
