//! The `sigil` command line.
//!
//! `sigil opt` reads, verifies and prints MLIR like `mlir-opt`; `sigil abi`
//! inspects IREE function ABIs; `sigil run` and `sigil benchmark` call
//! functions like `iree-run-module` and `iree-benchmark-module`; `sigil
//! check` runs self-checking test files like `iree-check-module`; `sigil
//! completions SHELL` prints a shell completion script. Options also accept
//! `mlir-opt`'s single-dash spelling (`-allow-unregistered-dialect`), so RUN
//! lines port unchanged.
//!
//! Conventions shared by every subcommand:
//!
//! * Every error goes to stderr and starts with `error:`, or is a located
//!   diagnostic in MLIR's form (`file:line:col: error: message`, then the
//!   source line and a caret); [`report`] prints one.
//! * Exit status: 0 on success; 1 for a user error (a missing file, an
//!   unknown function, a bad `--input`, a parse or verify error, a trap, a
//!   failed check); 2 for a usage error (an unknown flag, a bad flag value,
//!   a missing argument: clap's own errors, and `$SIGIL_JIT`); 101 for a
//!   panic, a bug in sigil, reported as `error: internal error: ...`.
//! * `sigil --version` names the commit it was built from (`build.rs`) and
//!   the native tier compiled in.

// On Linux with glibc the process starts at [`main`] below, without the
// runtime set-up of Rust's `fn main` (see there); the unit tests keep the
// test harness's own entry.
#![cfg_attr(all(target_os = "linux", target_env = "gnu", not(test)), no_main)]

mod abi;
mod benchmark;
mod check;
mod opt;
mod pydm_passes;
mod run;

use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};

/// The native tier compiled in: Cranelift for the architectures it
/// generates code for (`sigil-jit`; it still falls back to the interpreter
/// if the machine lacks a feature Cranelift needs), else none.
#[cfg(any(
    target_arch = "x86_64",
    target_arch = "aarch64",
    target_arch = "riscv64",
    target_arch = "s390x"
))]
macro_rules! native_tier {
    () => {
        concat!("cranelift ", env!("SIGIL_TARGET_ARCH"))
    };
}
#[cfg(not(any(
    target_arch = "x86_64",
    target_arch = "aarch64",
    target_arch = "riscv64",
    target_arch = "s390x"
)))]
macro_rules! native_tier {
    () => {
        "none (interpreter only)"
    };
}

/// What `--version` prints after `sigil `: the version, the commit (or
/// `unknown` outside a git checkout) and the native tier.
const VERSION: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    " (commit ",
    env!("SIGIL_GIT_COMMIT"),
    "; native tier: ",
    native_tier!(),
    ")"
);

#[derive(Parser)]
#[command(
    name = "sigil",
    version = VERSION,
    about = "Read, check, transform and run MLIR modules and IREE function ABIs",
    after_help = "Run `sigil COMMAND --help` for a command's flags and examples."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Parse, verify and print MLIR (like mlir-opt).
    #[command(after_help = opt::help_text())]
    Opt(opt::OptArgs),
    /// IREE function-ABI tools (signatures and reflection metadata).
    #[command(after_help = abi::EXAMPLES)]
    Abi(abi::AbiArgs),
    /// Call a function of a module and print its results (like iree-run-module).
    #[command(after_help = run::EXAMPLES)]
    Run(run::RunArgs),
    /// Time calls of a function (like iree-benchmark-module).
    #[command(after_help = benchmark::EXAMPLES)]
    Benchmark(benchmark::BenchmarkArgs),
    /// Run self-checking test files (IREE's `check` dialect), like iree-check-module.
    #[command(after_help = check::EXAMPLES)]
    Check(check::CheckArgs),
    /// Print a completion script for a shell.
    #[command(after_help = COMPLETIONS_EXAMPLES)]
    Completions {
        /// The shell to complete for.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
}

/// `sigil run`'s command line alone, parsed when `run` is the first
/// argument: building every subcommand's arguments (and `opt`'s list of
/// passes for its help) is most of clap's work at start-up, which an empty
/// `sigil run` should not pay. Its `run` is [`Command::Run`] with the same
/// attributes, so its parsing, help and errors are the same (checked by
/// `run_alone_parses_and_reads_as_the_whole_command_line`).
#[derive(Parser)]
#[command(
    name = "sigil",
    version = VERSION,
    about = "Read, check, transform and run MLIR modules and IREE function ABIs",
    after_help = "Run `sigil COMMAND --help` for a command's flags and examples."
)]
struct RunCli {
    #[command(subcommand)]
    command: RunOnly,
}

#[derive(Subcommand)]
enum RunOnly {
    /// Call a function of a module and print its results (like iree-run-module).
    #[command(after_help = run::EXAMPLES)]
    Run(run::RunArgs),
}

/// The command line: `run`'s alone when it is the command ([`RunCli`]).
fn parse_cli(args: Vec<std::ffi::OsString>) -> Cli {
    if args.get(1).is_some_and(|a| a == "run") {
        let RunOnly::Run(a) = RunCli::parse_from(args).command;
        return Cli {
            command: Command::Run(a),
        };
    }
    Cli::parse_from(args)
}

const COMPLETIONS_EXAMPLES: &str = "\
Examples:
  # Bash: load now, or save where bash-completion finds it
  source <(sigil completions bash)
  sigil completions bash > ~/.local/share/bash-completion/completions/sigil
  # Zsh: a file named _sigil in a directory of $fpath
  sigil completions zsh > ~/.zfunc/_sigil
  # Fish
  sigil completions fish > ~/.config/fish/completions/sigil.fish";

/// The text of an error as sigil prints it: `msg` itself when it already
/// starts with `error:` or with a located diagnostic (`file:line:col:
/// error:` or `warning:`), else `error: msg`; always ending in a newline.
pub fn error_text(msg: &str) -> String {
    let msg = msg.trim_end();
    let first = msg.lines().next().unwrap_or("");
    let mut out = if first.starts_with("error:") || is_diagnostic(first) {
        msg.to_string()
    } else {
        format!("error: {msg}")
    };
    out.push('\n');
    out
}

/// Whether `line` starts like `file:line:col: error:` (or `warning:`).
fn is_diagnostic(line: &str) -> bool {
    ["error:", "warning:"].iter().any(|kind| {
        line.find(&format!(": {kind}")).is_some_and(|at| {
            let mut parts = line[..at].rsplitn(3, ':');
            let col = parts.next().unwrap_or("");
            let row = parts.next().unwrap_or("");
            let file = parts.next().unwrap_or("");
            let number = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
            !file.is_empty() && number(row) && number(col)
        })
    })
}

/// Prints `msg` to stderr as an error ([`error_text`]) and returns the exit
/// status of a user error, 1.
pub fn report(msg: &str) -> ExitCode {
    eprint!("{}", error_text(msg));
    ExitCode::from(1)
}

/// Writes `text` to stdout; a failure to (a closed pipe) is an error, not
/// a panic as `print!`'s.
pub fn print_stdout(text: &[u8]) -> ExitCode {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    match stdout.write_all(text).and_then(|()| stdout.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => report(&format!("cannot write to standard output: {e}")),
    }
}

/// Prints `msg` as a usage error (as clap prints its own) and returns 2.
pub fn usage_error(msg: &str) -> ExitCode {
    eprint!("{}", error_text(msg));
    ExitCode::from(2)
}

/// The exit status of a panic.
const PANIC_STATUS: u8 = 101;

/// Reports a panic as `error: internal error: MESSAGE (this is a bug in
/// sigil)`, then where it happened (and a backtrace if `RUST_BACKTRACE`
/// asks for one), instead of Rust's default text.
fn panic_hook(info: &std::panic::PanicHookInfo<'_>) {
    let payload = info.payload();
    let message = payload
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("a panic without a message");
    let mut text = format!("error: internal error: {message} (this is a bug in sigil)\n");
    if let Some(at) = info.location() {
        text.push_str(&format!(
            "note: at {}:{}:{}\n",
            at.file(),
            at.line(),
            at.column()
        ));
    }
    let backtrace = std::backtrace::Backtrace::capture();
    if backtrace.status() == std::backtrace::BacktraceStatus::Captured {
        text.push_str(&format!("note: backtrace:\n{backtrace}\n"));
    }
    eprint!("{text}");
}

/// Rewrites `-long-option` (mlir-opt's spelling) to `--long-option`.
fn normalize_args(args: impl Iterator<Item = std::ffi::OsString>) -> Vec<std::ffi::OsString> {
    args.map(|a| {
        let Some(s) = a.to_str() else { return a };
        if s.len() > 2
            && s.starts_with('-')
            && !s.starts_with("--")
            && s.as_bytes()[1].is_ascii_alphabetic()
            && s[1..].contains('-')
        {
            return format!("-{s}").into();
        }
        a
    })
    .collect()
}

/// `$SIGIL_JIT`, the default of every `--jit`, checked as clap checks the
/// flag: a bad value is a usage error, whatever the command.
fn check_jit_env(cli: &Cli) -> Result<(), String> {
    let flag = match &cli.command {
        Command::Run(a) => a.limits.jit,
        Command::Benchmark(a) => a.limits.jit,
        Command::Check(a) => a.limits.jit,
        Command::Opt(_) | Command::Abi(_) | Command::Completions { .. } => return Ok(()),
    };
    run::jit_mode(flag).map(|_| ())
}

/// The process's entry, called by the C runtime (Linux with glibc, where
/// the standard library reads the arguments from its own `.init_array`
/// entry). Rust's `fn main` would first install a stack-overflow handler,
/// which finds the main thread's guard page through glibc's
/// `pthread_getattr_np`, which reads and parses `/proc/self/maps`: ~0.1 ms
/// of CPU, a tenth of an empty `sigil run`. Deep recursion is bounded by
/// sigil's own limits (nesting, call depth, the native tier's stack floor),
/// so an overflow would be a bug either way; without the handler it ends in
/// SIGSEGV instead of a message and SIGABRT. What else that runtime does is
/// done here: SIGPIPE ignored (a closed pipe is a write error, as before),
/// descriptors 0 to 2 kept open (on `/dev/null` if closed, so no file
/// opened later takes their place), a panic caught (one leaving an
/// `extern "C"` function would abort), and stdout flushed on the way out
/// (`std::process::exit` does).
#[cfg(all(target_os = "linux", target_env = "gnu", not(test)))]
#[no_mangle]
pub extern "C" fn main(_argc: libc::c_int, _argv: *const *const libc::c_char) -> libc::c_int {
    // SAFETY: setting a signal's disposition to SIG_IGN, and polling
    // descriptors 0-2 and opening /dev/null on one that is closed, touch
    // nothing of the program's memory but the locals passed.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_IGN);
        let mut fds = [0, 1, 2].map(|fd| libc::pollfd {
            fd,
            events: 0,
            revents: 0,
        });
        if libc::poll(fds.as_mut_ptr(), 3, 0) > 0 {
            for p in fds {
                if p.revents & libc::POLLNVAL != 0 {
                    let null = c"/dev/null".as_ptr();
                    if libc::open(null, libc::O_RDWR) != p.fd {
                        libc::abort();
                    }
                }
            }
        }
    }
    let code = std::panic::catch_unwind(sigil_main).unwrap_or(ExitCode::from(PANIC_STATUS));
    // `ExitCode` has no stable accessor of its value; it compares equal
    // to the one made from the same byte.
    let status = (0..=u8::MAX).find(|&k| ExitCode::from(k) == code);
    std::process::exit(status.map_or(1, i32::from))
}

#[cfg(not(all(target_os = "linux", target_env = "gnu", not(test))))]
fn main() -> ExitCode {
    sigil_main()
}

fn sigil_main() -> ExitCode {
    std::panic::set_hook(Box::new(panic_hook));
    let mut args = normalize_args(std::env::args_os());
    let pass_flags = opt::take_pass_flags(&mut args);
    let mut cli = parse_cli(args);
    if let Command::Opt(a) = &mut cli.command {
        a.pass_flags = pass_flags;
    }
    if let Err(e) = check_jit_env(&cli) {
        return usage_error(&e);
    }
    // Parsing recurses once per nesting level (bounded by --max-nesting);
    // give it a stack that such depths fit in.
    let nesting = match &cli.command {
        Command::Opt(a) => a.max_nesting,
        Command::Abi(abi::AbiArgs {
            command: abi::AbiCommand::Show(a),
        }) => a.max_nesting,
        _ => 1000,
    };
    let size = sigil_ir::parser::stack_size(nesting);
    let work = move || {
        // This thread runs the command and lives until the process ends.
        sigil_vm::run_kernels_on_this_thread();
        match cli.command {
            Command::Opt(a) => opt::run(&a),
            Command::Abi(a) => abi::run(&a),
            Command::Run(a) => run::run(&a),
            Command::Benchmark(a) => benchmark::run(&a),
            Command::Check(a) => check::run(&a),
            Command::Completions { shell } => {
                let mut script = Vec::new();
                clap_complete::generate(shell, &mut Cli::command(), "sigil", &mut script);
                print_stdout(&script)
            }
        }
    };
    if main_stack_grows_to(size) {
        return std::panic::catch_unwind(std::panic::AssertUnwindSafe(work))
            // The panic hook has reported it.
            .unwrap_or(ExitCode::from(PANIC_STATUS));
    }
    let worker = std::thread::Builder::new().stack_size(size).spawn(work);
    match worker {
        Ok(handle) => match handle.join() {
            Ok(code) => code,
            // The panic hook has reported it.
            Err(_) => ExitCode::from(PANIC_STATUS),
        },
        Err(e) => report(&format!("cannot start the worker thread: {e}")),
    }
}

/// Whether this, the main thread, can have a stack of `size` bytes, so the
/// command runs here instead of on a thread of its own (starting a thread
/// with an 80 MB stack, mapping it and tearing it down, costs ~0.2 ms of CPU,
/// a seventh of an empty `sigil run`). Linux grows the main thread's stack
/// on demand up to the soft `RLIMIT_STACK`, read at each fault, so the soft
/// limit is raised to `size` when the hard one allows, and the addresses
/// the stack would grow into are checked to be free: the kernel keeps the
/// limit at exec time free below the stack, and the rest (almost always
/// free too: other mappings go below a gap of 128 MiB, or of the stack's
/// and the mappings' random offsets, up to 16 GiB and 1 TiB) is probed by
/// mapping it without replacing anything, then unmapping it. Otherwise, or
/// elsewhere than Linux, a thread is started as before.
#[cfg(target_os = "linux")]
fn main_stack_grows_to(size: usize) -> bool {
    // Beyond the 128 MiB a layout without randomisation guarantees, a thread.
    if size > (120 << 20) {
        return false;
    }
    let mut lim = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes the struct it is given and nothing else.
    if unsafe { libc::getrlimit(libc::RLIMIT_STACK, &mut lim) } != 0 {
        return false;
    }
    let want = size as libc::rlim_t;
    if lim.rlim_cur == libc::RLIM_INFINITY || lim.rlim_cur >= want {
        return true;
    }
    if lim.rlim_max != libc::RLIM_INFINITY && lim.rlim_max < want {
        return false;
    }
    // The stack reaches no lower than the old limit below this frame, and
    // the kernel's guard gap (1 MiB) must fit below the new bottom too.
    let page = 4096;
    let here = std::ptr::addr_of!(lim) as usize;
    let low = here.saturating_sub(size + (1 << 20)) & !(page - 1);
    let high = here.saturating_sub(lim.rlim_cur as usize + page) & !(page - 1);
    if low == 0 || high <= low {
        return false;
    }
    let len = high - low;
    // SAFETY: a PROT_NONE anonymous mapping at a fixed address that
    // replaces nothing (MAP_FIXED_NOREPLACE; a kernel without the flag takes
    // the address as a hint and may map elsewhere, which counts as taken);
    // whatever was mapped is unmapped at once and never touched.
    let free = unsafe {
        let p = libc::mmap(
            low as *mut libc::c_void,
            len,
            libc::PROT_NONE,
            libc::MAP_PRIVATE
                | libc::MAP_ANONYMOUS
                | libc::MAP_NORESERVE
                | libc::MAP_FIXED_NOREPLACE,
            -1,
            0,
        );
        if p != libc::MAP_FAILED {
            libc::munmap(p, len);
        }
        p as usize == low
    };
    if !free {
        return false;
    }
    lim.rlim_cur = want;
    // SAFETY: setrlimit reads the struct it is given; a soft limit within
    // the hard one is always accepted.
    unsafe { libc::setrlimit(libc::RLIMIT_STACK, &lim) == 0 }
}

#[cfg(not(target_os = "linux"))]
fn main_stack_grows_to(_size: usize) -> bool {
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_get_one_prefix() {
        assert_eq!(error_text("no such file"), "error: no such file\n");
        assert_eq!(error_text("error: twice?\n"), "error: twice?\n");
        let located = "m.mlir:3:7: error: integer division by zero (in @f)\n  %q = ...\n      ^\n";
        assert_eq!(error_text(located), located);
        assert_eq!(
            error_text("/tmp/a b.mlir:1:1: warning: near miss"),
            "/tmp/a b.mlir:1:1: warning: near miss\n"
        );
        assert_eq!(
            error_text("--input 0 ('x.npy'): error: no"),
            "error: --input 0 ('x.npy'): error: no\n"
        );
    }

    #[test]
    fn the_command_line_is_consistent() {
        Cli::command().debug_assert();
        RunCli::command().debug_assert();
    }

    #[test]
    fn run_alone_parses_and_reads_as_the_whole_command_line() {
        // The same help, usage and errors from `run` alone as from the
        // whole command line.
        let mut whole = Cli::command();
        whole.build();
        let mut alone = RunCli::command();
        alone.build();
        let (w, a) = (
            whole.find_subcommand_mut("run").unwrap(),
            alone.find_subcommand_mut("run").unwrap(),
        );
        assert_eq!(
            w.render_long_help().to_string(),
            a.render_long_help().to_string()
        );
        assert_eq!(w.render_help().to_string(), a.render_help().to_string());
        assert_eq!(w.render_usage().to_string(), a.render_usage().to_string());
        for args in [
            vec!["sigil", "run"],
            vec!["sigil", "run", "m.mlir", "--bogus"],
            vec!["sigil", "run", "m.mlir", "--jit=sometimes"],
            vec!["sigil", "run", "m.mlir", "--function"],
            vec!["sigil", "run", "--help"],
            vec!["sigil", "run", "-h"],
            vec!["sigil", "run", "m.mlir", "--max-steps=x"],
        ] {
            let w = Cli::try_parse_from(&args)
                .err()
                .map(|e| (e.kind(), e.render().to_string()));
            let a = RunCli::try_parse_from(&args)
                .err()
                .map(|e| (e.kind(), e.render().to_string()));
            assert_eq!(w, a, "{args:?}");
        }
        let args = [
            "sigil",
            "run",
            "m.mlir",
            "--function=f",
            "--input=1",
            "--jit=off",
        ];
        let Command::Run(w) = Cli::try_parse_from(args).unwrap().command else {
            panic!("not run")
        };
        let RunOnly::Run(a) = RunCli::try_parse_from(args).unwrap().command;
        assert_eq!(format!("{w:?}"), format!("{a:?}"));
    }
}
