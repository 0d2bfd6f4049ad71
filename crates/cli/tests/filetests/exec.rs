//! Running a parsed RUN line, without a shell.
//!
//! The words a RUN line may use are `sigil` (the binary under test), `mlir-opt-22` (the reference
//! tool, optional), `FileCheck` (the `sigil-filecheck` crate, run in this process) and `not`
//! (succeeds iff the command after it exits with a non-zero status; a crash or timeout is still a
//! failure, as with lit's `not`). Pipeline stages run one after the other, each fed the
//! complete output of the one before: simpler than concurrent pipes and the same result for
//! programs that read all their input before writing. As in lit (`pipefail`), a pipeline
//! succeeds only if every stage does, and `&&` stops at the first failing pipeline.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{ExitStatus, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use super::script::{display_command, Command, Script};

/// The reference tool a RUN line may name.
pub const MLIR_OPT: &str = "mlir-opt-22";

/// Where the programs a RUN line names are.
#[derive(Clone, Debug)]
pub struct Tools {
    pub sigil: PathBuf,
    /// `None` if `mlir-opt-22` is not installed.
    pub mlir_opt: Option<PathBuf>,
    /// A command running longer is killed and fails.
    pub timeout: Duration,
    /// `SIGIL_JIT` for the commands (the native tier's mode), when set.
    pub jit: Option<&'static str>,
}

/// Why a RUN line cannot run here.
#[derive(Debug, PartialEq, Eq)]
pub enum Unrunnable {
    /// It needs an optional tool that is not installed.
    MissingTool(&'static str),
    /// It names a command the harness does not provide.
    Unknown(String),
}

enum Program<'a> {
    External(&'a Path),
    FileCheck,
}

/// `command` without its leading `not`s: how many there were, what to run, and its arguments.
fn resolve<'a>(
    command: &'a Command,
    tools: &'a Tools,
) -> Result<(usize, Program<'a>, &'a [String]), Unrunnable> {
    let nots = command.argv.iter().take_while(|w| *w == "not").count();
    let Some(name) = command.argv.get(nots) else {
        return Err(Unrunnable::Unknown(
            "`not` needs a command after it".to_string(),
        ));
    };
    let args = &command.argv[nots + 1..];
    let program = match name.as_str() {
        "sigil" => Program::External(&tools.sigil),
        "FileCheck" => Program::FileCheck,
        MLIR_OPT => match &tools.mlir_opt {
            Some(path) => Program::External(path),
            None => return Err(Unrunnable::MissingTool(MLIR_OPT)),
        },
        "--crash" if nots > 0 => {
            return Err(Unrunnable::Unknown(
                "`not --crash` is not supported: a crash is always a failure".to_string(),
            ))
        }
        other => {
            return Err(Unrunnable::Unknown(format!(
                "unknown command `{other}`: RUN lines can use sigil, FileCheck, not and {MLIR_OPT}"
            )))
        }
    };
    Ok((nots, program, args))
}

/// Whether every command of `script` can run here (checked before anything runs).
pub fn check_runnable(script: &Script, tools: &Tools) -> Result<(), Unrunnable> {
    let commands = script.pipelines.iter().flat_map(|p| &p.commands);
    let mut missing = None;
    for command in commands {
        match resolve(command, tools) {
            Ok(_) => {}
            Err(Unrunnable::MissingTool(tool)) => missing = Some(tool),
            Err(unknown) => return Err(unknown),
        }
    }
    missing.map_or(Ok(()), |tool| Err(Unrunnable::MissingTool(tool)))
}

/// How a command ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Exited(i32),
    Signaled(i32),
    TimedOut(Duration),
    /// It did not run: a program or a redirected file could not be opened.
    NotRun(String),
}

/// What one stage of a pipeline did.
#[derive(Debug)]
pub struct Stage {
    /// The command as written (substituted), redirections included.
    pub display: String,
    pub is_filecheck: bool,
    /// How many `not`s precede it.
    pub nots: usize,
    pub status: Status,
    /// Whether the stage counts as successful (after `not`).
    pub ok: bool,
    /// Its standard error, unless redirected (`2>&1`, `2> file`).
    pub stderr: Vec<u8>,
    /// What it read on standard input.
    pub input: Vec<u8>,
}

/// The stages of each pipeline that ran.
#[derive(Debug, Default)]
pub struct Run {
    pub pipelines: Vec<Vec<Stage>>,
}

impl Run {
    pub fn ok(&self) -> bool {
        self.pipelines.iter().flatten().all(|stage| stage.ok)
    }
}

/// Runs `script` with `dir` as working directory (relative paths are relative to it).
pub fn run_script(script: &Script, dir: &Path, tools: &Tools) -> Run {
    let mut run = Run::default();
    for pipeline in &script.pipelines {
        let mut stages = Vec::new();
        let mut piped = Vec::new();
        for command in &pipeline.commands {
            let (stage, stdout) = run_stage(command, piped, dir, tools);
            stages.push(stage);
            piped = stdout;
        }
        let ok = stages.iter().all(|stage| stage.ok);
        run.pipelines.push(stages);
        if !ok {
            break;
        }
    }
    run
}

/// Runs one command on `piped` input; returns its report and its standard output.
fn run_stage(command: &Command, piped: Vec<u8>, dir: &Path, tools: &Tools) -> (Stage, Vec<u8>) {
    let mut stage = Stage {
        display: display_command(command),
        is_filecheck: false,
        nots: 0,
        status: Status::NotRun(String::new()),
        ok: false,
        stderr: Vec::new(),
        input: Vec::new(),
    };
    let (nots, program, args) = match resolve(command, tools) {
        Ok(resolved) => resolved,
        Err(Unrunnable::MissingTool(tool)) => {
            stage.status = Status::NotRun(format!("{tool} is not installed"));
            return (stage, Vec::new());
        }
        Err(Unrunnable::Unknown(message)) => {
            stage.status = Status::NotRun(message);
            return (stage, Vec::new());
        }
    };
    stage.nots = nots;
    stage.is_filecheck = matches!(program, Program::FileCheck);
    stage.input = match &command.stdin {
        None => piped,
        Some(path) => match std::fs::read(dir.join(path)) {
            Ok(bytes) => bytes,
            Err(e) => {
                stage.status = Status::NotRun(format!("cannot read '{path}': {e}"));
                return (stage, Vec::new());
            }
        },
    };
    let (status, mut stdout, mut stderr) = match program {
        Program::FileCheck => {
            let outcome = sigil_filecheck::run_in(dir, args, &stage.input);
            let mut stderr = outcome.stderr.into_bytes();
            let mut stdout = Vec::new();
            if command.stderr_to_stdout {
                stdout.append(&mut stderr);
            }
            (Status::Exited(outcome.exit_code), stdout, stderr)
        }
        Program::External(path) => spawn(
            path,
            args,
            dir,
            &stage.input,
            command.stderr_to_stdout,
            tools.timeout,
            tools.jit,
        ),
    };
    for (target, bytes) in [
        (&command.stdout, &mut stdout),
        (&command.stderr, &mut stderr),
    ] {
        if let Some(path) = target {
            if let Err(e) = std::fs::write(dir.join(path), &bytes) {
                stage.status = Status::NotRun(format!("cannot write '{path}': {e}"));
                return (stage, Vec::new());
            }
            bytes.clear();
        }
    }
    stage.ok = match (&status, nots % 2 == 1) {
        (Status::Exited(code), false) => *code == 0,
        (Status::Exited(code), true) => *code != 0,
        _ => false,
    };
    stage.status = status;
    stage.stderr = stderr;
    (stage, stdout)
}

/// Runs `program` to completion (or `timeout`) on `input`: status, stdout, stderr. With
/// `merge`, both output streams go to one pipe, so their interleaving is kept.
fn spawn(
    program: &Path,
    args: &[String],
    dir: &Path,
    input: &[u8],
    merge: bool,
    timeout: Duration,
    jit: Option<&str>,
) -> (Status, Vec<u8>, Vec<u8>) {
    let not_run = |what: &str, e: std::io::Error| {
        let message = format!("{what} {}: {e}", program.display());
        (Status::NotRun(message), Vec::new(), Vec::new())
    };
    let mut command = std::process::Command::new(program);
    command.args(args).current_dir(dir).stdin(Stdio::piped());
    if let Some(mode) = jit {
        command.env("SIGIL_JIT", mode);
    }
    let merged = if merge {
        let pipe =
            std::io::pipe().and_then(|(reader, writer)| Ok((reader, writer.try_clone()?, writer)));
        let (reader, out, err) = match pipe {
            Ok(ends) => ends,
            Err(e) => return not_run("cannot make a pipe for", e),
        };
        command.stdout(out).stderr(err);
        Some(reader)
    } else {
        command.stdout(Stdio::piped()).stderr(Stdio::piped());
        None
    };
    let spawned = command.spawn();
    // The command holds write ends of the merged pipe; they must close for its reader to end.
    drop(command);
    let mut child = match spawned {
        Ok(child) => child,
        Err(e) => return not_run("cannot start", e),
    };
    let stdin = child.stdin.take();
    let input = input.to_vec();
    std::thread::spawn(move || {
        if let Some(mut stdin) = stdin {
            // A program that does not read its input closes the pipe early; not an error.
            let _ = stdin.write_all(&input);
        }
    });
    let stdout = match merged {
        Some(reader) => Some(read_in_background(reader)),
        None => child.stdout.take().map(read_in_background),
    };
    let stderr = child.stderr.take().map(read_in_background);
    let status = wait(&mut child, timeout);
    // Output ends when every holder of the pipes exits. After a kill, a grandchild may still
    // hold them (`sh -c 'sleep 100'`): take what has arrived instead of waiting for it.
    let grace = match status {
        Status::TimedOut(_) => Duration::from_millis(100),
        _ => Duration::from_secs(10),
    };
    let collect = |output: Option<mpsc::Receiver<Vec<u8>>>| {
        output
            .and_then(|r| r.recv_timeout(grace).ok())
            .unwrap_or_default()
    };
    (status, collect(stdout), collect(stderr))
}

/// Reads `reader` to its end on another thread; the bytes arrive on the returned channel.
fn read_in_background(mut reader: impl Read + Send + 'static) -> mpsc::Receiver<Vec<u8>> {
    let (send, receive) = mpsc::channel();
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        // A read error ends the output; the exit status tells what happened.
        let _ = reader.read_to_end(&mut bytes);
        // Nobody listens any more if the command timed out; that is fine.
        let _ = send.send(bytes);
    });
    receive
}

/// Waits for `child`, killing it after `timeout`.
fn wait(child: &mut std::process::Child, timeout: Duration) -> Status {
    let start = Instant::now();
    let mut pause = Duration::from_millis(1);
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return exit_status(status),
            Ok(None) if start.elapsed() >= timeout => {
                // Killing a process that just exited fails harmlessly.
                let _ = child.kill();
                let _ = child.wait();
                return Status::TimedOut(timeout);
            }
            Ok(None) => {
                std::thread::sleep(pause);
                pause = (pause * 2).min(Duration::from_millis(20));
            }
            Err(e) => return Status::NotRun(format!("cannot wait for the process: {e}")),
        }
    }
}

fn exit_status(status: ExitStatus) -> Status {
    if let Some(code) = status.code() {
        return Status::Exited(code);
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            return Status::Signaled(signal);
        }
    }
    Status::Exited(-1)
}

/// One line saying why `stage` failed.
pub fn describe_failure(stage: &Stage) -> String {
    let command = &stage.display;
    match &stage.status {
        Status::Exited(0) => format!("`{command}` succeeded, but `not` expects it to fail"),
        Status::Exited(code) if stage.nots % 2 == 1 => {
            format!("`{command}` exited with status {code}, but an even number of `not`s expects success")
        }
        Status::Exited(code) => format!("`{command}` failed with exit status {code}"),
        Status::Signaled(signal) => format!(
            "`{command}` was killed by signal {signal}{} (a crash fails even under `not`)",
            signal_name(*signal)
        ),
        Status::TimedOut(after) => format!(
            "`{command}` did not finish within {} s and was killed (SIGIL_FILETESTS_TIMEOUT)",
            after.as_secs()
        ),
        Status::NotRun(why) => format!("`{command}` could not run: {why}"),
    }
}

fn signal_name(signal: i32) -> &'static str {
    match signal {
        4 => " (SIGILL)",
        6 => " (SIGABRT)",
        7 => " (SIGBUS)",
        8 => " (SIGFPE)",
        9 => " (SIGKILL)",
        11 => " (SIGSEGV)",
        15 => " (SIGTERM)",
        _ => "",
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use crate::script::{parse, Substitutions};

    /// `sigil` is `/bin/sh` here, so `sigil -c '...'` runs any behaviour a test needs.
    fn tools() -> Tools {
        Tools {
            sigil: PathBuf::from("/bin/sh"),
            mlir_opt: None,
            timeout: Duration::from_secs(20),
            jit: None,
        }
    }

    fn scratch() -> PathBuf {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!(
            "filetests-exec-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        assert!(std::fs::create_dir_all(&dir).is_ok());
        dir
    }

    fn run_in(dir: &Path, text: &str) -> Run {
        let subs = Substitutions {
            file: dir.join("test.mlir").display().to_string(),
            dir: dir.display().to_string(),
            temp: dir.join("test.tmp").display().to_string(),
            temp_dir: dir.display().to_string(),
        };
        match parse(text, &subs) {
            Ok(script) => run_script(&script, dir, &tools()),
            Err(e) => panic!("{text}: {e}"),
        }
    }

    fn run(text: &str) -> Run {
        run_in(&scratch(), text)
    }

    #[test]
    fn exit_status_decides() {
        assert!(run("sigil -c 'exit 0'").ok());
        let failed = run("sigil -c 'exit 3'");
        assert!(!failed.ok());
        assert_eq!(failed.pipelines[0][0].status, Status::Exited(3));
        assert!(describe_failure(&failed.pipelines[0][0]).contains("failed with exit status 3"));
    }

    #[test]
    fn not_inverts_but_not_crashes() {
        assert!(run("not sigil -c 'exit 1'").ok());
        let unexpected = run("not sigil -c 'exit 0'");
        assert!(!unexpected.ok());
        assert!(describe_failure(&unexpected.pipelines[0][0]).contains("`not` expects it to fail"));
        assert!(run("not not sigil -c 'exit 0'").ok());
        let crash = run("not sigil -c 'kill -SEGV $$'");
        assert!(!crash.ok());
        assert_eq!(crash.pipelines[0][0].status, Status::Signaled(11));
        assert!(describe_failure(&crash.pipelines[0][0]).contains("SIGSEGV"));
    }

    #[test]
    fn pipes_feed_filecheck_in_process() {
        let dir = scratch();
        assert!(std::fs::write(
            dir.join("test.mlir"),
            "// CHECK: hello\n// CHECK-NEXT: world\n"
        )
        .is_ok());
        assert!(run_in(&dir, "sigil -c 'echo hello; echo world' | FileCheck %s").ok());
        let failed = run_in(&dir, "sigil -c 'echo hello; echo there' | FileCheck %s");
        assert!(!failed.ok());
        let filecheck = &failed.pipelines[0][1];
        assert!(filecheck.is_filecheck);
        assert_eq!(filecheck.input, b"hello\nthere\n");
        let message = String::from_utf8_lossy(&filecheck.stderr);
        assert!(
            message.contains("error: CHECK-NEXT: expected string not found in input"),
            "{message}"
        );
    }

    #[test]
    fn every_stage_must_succeed() {
        // pipefail: FileCheck is happy, but the producer failed.
        let dir = scratch();
        assert!(std::fs::write(dir.join("test.mlir"), "// CHECK: out\n").is_ok());
        let run = run_in(
            &dir,
            "sigil -c 'echo out; echo why >&2; exit 4' | FileCheck %s",
        );
        assert!(!run.ok());
        assert!(run.pipelines[0][1].ok);
        assert_eq!(run.pipelines[0][0].stderr, b"why\n");
    }

    #[test]
    fn stderr_merges_in_order() {
        let run = run("sigil -c 'echo 1; echo 2 >&2; echo 3' 2>&1 | sigil -c 'cat; exit 0'");
        assert!(run.ok());
        assert!(run.pipelines[0][0].stderr.is_empty());
        assert_eq!(run.pipelines[0][1].input, b"1\n2\n3\n");
    }

    #[test]
    fn redirections_to_and_from_files() {
        let dir = scratch();
        let run = run_in(
            &dir,
            "sigil -c 'echo data; echo err >&2' > %t 2> e.txt && sigil -c cat < %t",
        );
        assert!(run.ok());
        assert_eq!(
            std::fs::read(dir.join("test.tmp")).unwrap_or_default(),
            b"data\n"
        );
        assert_eq!(
            std::fs::read(dir.join("e.txt")).unwrap_or_default(),
            b"err\n"
        );
        assert_eq!(run.pipelines[1][0].input, b"data\n");
        // `>` leaves nothing for the next stage of the pipeline.
        let piped = run_in(&dir, "sigil -c 'echo x' > out.txt | sigil -c cat");
        assert!(piped.pipelines[0][1].input.is_empty());
    }

    #[test]
    fn and_stops_at_the_first_failure() {
        let run = run("sigil -c 'exit 1' && sigil -c 'exit 0'");
        assert!(!run.ok());
        assert_eq!(run.pipelines.len(), 1);
    }

    #[test]
    fn missing_input_file_fails_the_stage() {
        let run = run("sigil -c cat < no-such-file");
        assert!(!run.ok());
        assert!(
            matches!(&run.pipelines[0][0].status, Status::NotRun(why) if why.contains("no-such-file"))
        );
    }

    #[test]
    fn commands_run_in_the_test_directory() {
        let dir = scratch();
        assert!(std::fs::write(dir.join("here.txt"), "x").is_ok());
        assert!(run_in(&dir, "sigil -c 'test -f here.txt'").ok());
    }

    #[test]
    fn hung_commands_time_out() {
        let dir = scratch();
        let script = match parse(
            "sigil -c 'sleep 30'",
            &Substitutions {
                file: String::new(),
                dir: String::new(),
                temp: String::new(),
                temp_dir: String::new(),
            },
        ) {
            Ok(script) => script,
            Err(e) => panic!("{e}"),
        };
        let tools = Tools {
            timeout: Duration::from_millis(200),
            ..tools()
        };
        let start = Instant::now();
        let run = run_script(&script, &dir, &tools);
        assert!(start.elapsed() < Duration::from_secs(10));
        assert!(matches!(run.pipelines[0][0].status, Status::TimedOut(_)));
    }

    #[test]
    fn runnability_is_checked_before_running() {
        let subs = Substitutions {
            file: String::new(),
            dir: String::new(),
            temp: String::new(),
            temp_dir: String::new(),
        };
        let check = |text: &str| match parse(text, &subs) {
            Ok(script) => check_runnable(&script, &tools()),
            Err(e) => panic!("{e}"),
        };
        assert_eq!(check("sigil x | not FileCheck y"), Ok(()));
        assert_eq!(
            check("mlir-opt-22 x | FileCheck y"),
            Err(Unrunnable::MissingTool(MLIR_OPT))
        );
        assert!(
            matches!(check("cat x"), Err(Unrunnable::Unknown(m)) if m.contains("unknown command `cat`"))
        );
        assert!(matches!(check("not"), Err(Unrunnable::Unknown(_))));
        assert!(
            matches!(check("not --crash sigil"), Err(Unrunnable::Unknown(m)) if m.contains("--crash"))
        );
    }
}
