//! `sigil opt`: parse, verify and print, with mlir-opt's flags. Errors are
//! diagnostics in MLIR's form (`file:line:col: error: ...`); a file that
//! cannot be read or written is `error: could not open ...` (exit 1).

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

use clap::Args;
use sigil_ir::diag::Diagnostic;
use sigil_ir::expected::Expectations;
use sigil_ir::{
    parse_module_range, printer, verifier, Context, ParseOptions, PrintOptions, SourceFile,
};
use sigil_passes::{Anchor, OpPassManager, PassManager, RunConfig, Timing};

/// `sigil opt --help`'s examples (each works from the repository's root).
pub const EXAMPLES: &str = "\
Examples:
  sigil opt --allow-unregistered-dialect examples/graph.mlir
  sigil opt examples/mlp.mlir --mlir-print-op-generic -o /tmp/mlp.generic.mlir";

#[derive(Args, Debug)]
pub struct OptArgs {
    /// Input file, or `-` for standard input.
    #[arg(default_value = "-")]
    pub input: String,
    /// Output file (standard output by default).
    #[arg(short = 'o', value_name = "FILE", default_value = "-")]
    pub output: String,
    /// Print operations in the generic form.
    #[arg(long = "mlir-print-op-generic")]
    pub generic: bool,
    /// Print locations.
    #[arg(long = "mlir-print-debuginfo")]
    pub debug_info: bool,
    /// Accept ops, types and attributes of unknown dialects.
    #[arg(long = "allow-unregistered-dialect")]
    pub allow_unregistered: bool,
    /// Treat each `// -----` chunk as a separate module.
    #[arg(long = "split-input-file")]
    pub split: bool,
    /// Check diagnostics against `// expected-error {{...}}` annotations.
    #[arg(long = "verify-diagnostics")]
    pub verify_diagnostics: bool,
    /// Deepest nesting of regions, attributes and types accepted (at most 100000).
    #[arg(long = "max-nesting", value_name = "N", default_value_t = 1000, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub max_nesting: u32,
    /// Use one thread for parsing, verification and printing (the output is
    /// the same; by default large modules use two).
    #[arg(long = "mlir-disable-threading")]
    pub disable_threading: bool,
    /// A pass pipeline in MLIR's text form:
    /// `builtin.module(func.func(cse),symbol-dce)`.
    #[arg(long = "pass-pipeline", value_name = "PIPELINE")]
    pub pass_pipeline: Option<String>,
    /// Print the IR before each pass.
    #[arg(long = "mlir-print-ir-before-all")]
    pub print_ir_before_all: bool,
    /// Print the IR after each pass.
    #[arg(long = "mlir-print-ir-after-all")]
    pub print_ir_after_all: bool,
    /// With --mlir-print-ir-after-all, print only when the pass changed the IR.
    #[arg(long = "mlir-print-ir-after-change")]
    pub print_ir_after_change: bool,
    /// Print the IR after a pass that failed.
    #[arg(long = "mlir-print-ir-after-failure")]
    pub print_ir_after_failure: bool,
    /// Report the time each pass took (to standard error).
    #[arg(long = "mlir-timing")]
    pub timing: bool,
    /// Verify the IR after each pass (on by default).
    #[arg(long = "verify-each", value_name = "BOOL", default_value_t = true, num_args = 0..=1,
          default_missing_value = "true", action = clap::ArgAction::Set,
          value_parser = clap::builder::BoolishValueParser::new())]
    pub verify_each: bool,
    /// The passes given as flags (`-cse`, `--symbol-privatize=exclude=f`),
    /// in command-line order: (name, options). Taken out of the arguments
    /// before clap sees them ([`take_pass_flags`]).
    #[arg(skip)]
    pub pass_flags: Vec<(String, String)>,
}

/// Removes the arguments of `sigil opt` that name a registered pass
/// (`-cse`, `--cse`, `--symbol-privatize=exclude=f`) and returns them in
/// order as (name, options). mlir-opt makes every pass a flag; clap cannot
/// take flags from a registry that other crates extend, hence this pass.
pub fn take_pass_flags(args: &mut Vec<std::ffi::OsString>) -> Vec<(String, String)> {
    let Some(opt_at) = args.iter().position(|a| a == "opt") else {
        return Vec::new();
    };
    if opt_at != 1 {
        return Vec::new();
    }
    let registry = crate::pydm_passes::registry();
    let mut flags = Vec::new();
    let mut i = opt_at + 1;
    while i < args.len() {
        let Some(s) = args[i].to_str() else {
            i += 1;
            continue;
        };
        if s == "--" {
            break;
        }
        if s == "-o" || s == "--pass-pipeline" {
            i += 2;
            continue;
        }
        let body = s.strip_prefix("--").or_else(|| s.strip_prefix('-'));
        if let Some(body) = body {
            let (name, opts) = body.split_once('=').unwrap_or((body, ""));
            if registry.lookup(name).is_some() {
                flags.push((name.to_string(), opts.to_string()));
                args.remove(i);
                continue;
            }
        }
        i += 1;
    }
    flags
}

/// The help text after `sigil opt`'s flags: the passes, then examples.
pub fn help_text() -> String {
    format!(
        "Passes (as flags, in the order given: `-cse --symbol-dce`; or in --pass-pipeline):\n{}\n{EXAMPLES}",
        crate::pydm_passes::registry().help_text()
    )
}

/// The pipeline the flags ask for, if any. `Err` is mlir-opt's message;
/// mlir-opt sets its pipeline up for each input chunk that parses, so it
/// reports it there, as a diagnostic at no location (which
/// `--verify-diagnostics` sees as unexpected).
fn build_pipeline(args: &OptArgs) -> Result<Option<OpPassManager>, String> {
    let registry = crate::pydm_passes::registry();
    if args.pass_pipeline.is_none() {
        for (name, opts) in &args.pass_flags {
            if let Err(e) = registry.create(name, opts) {
                // The options parser's message alone, without the
                // "failed to add" line of a textual pipeline.
                let first = e.split("\n\nfailed to add").next().unwrap_or(&e);
                return Err(format!("{first}\n"));
            }
        }
    }
    build_pipeline_text(args)
}

fn build_pipeline_text(args: &OptArgs) -> Result<Option<OpPassManager>, String> {
    let registry = crate::pydm_passes::registry();
    if let Some(text) = &args.pass_pipeline {
        if !args.pass_flags.is_empty() {
            return Err(
                "'-pass-pipeline' option can't be used with individual pass options".into(),
            );
        }
        return sigil_passes::parse_pipeline(&registry, text)
            .map(Some)
            .map_err(|e| e.0);
    }
    if args.pass_flags.is_empty() {
        return Ok(None);
    }
    let mut pm = OpPassManager::new(Anchor::Op("builtin.module".into()));
    for (name, opts) in &args.pass_flags {
        let pass = registry.create(name, opts)?;
        pm.add_pass_nesting(pass).map_err(|e| e.0)?;
    }
    Ok(Some(pm))
}

fn read_input(path: &str) -> std::io::Result<(String, Vec<u8>)> {
    if path == "-" {
        let mut v = Vec::new();
        std::io::stdin().read_to_end(&mut v)?;
        Ok(("<stdin>".into(), v))
    } else {
        Ok((path.to_string(), std::fs::read(path)?))
    }
}

pub fn run(args: &OptArgs) -> ExitCode {
    stats_mark("start");
    let started = Instant::now();
    let mut chunk_error = None;
    let pipeline = match build_pipeline(args) {
        Ok(p) => p,
        Err(msg) => {
            chunk_error = Some(msg);
            None
        }
    };
    let pass_manager = pipeline.map(|p| {
        PassManager::new(
            p,
            RunConfig {
                print_before_all: args.print_ir_before_all,
                print_after_all: args.print_ir_after_all,
                print_after_change: args.print_ir_after_change,
                print_after_failure: args.print_ir_after_failure,
                print: PrintOptions {
                    debug_info: args.debug_info,
                    generic: args.generic,
                },
                verify_each: args.verify_each,
                threading: !args.disable_threading,
                print_op_on_diagnostic: !args.verify_diagnostics,
            },
        )
    });
    let mut timing = args.timing.then(Timing::new);
    let src = if args.input == "-" {
        match read_input(&args.input) {
            Ok((name, text)) => Arc::new(SourceFile::new(name, text)),
            Err(e) => {
                return crate::report(&format!("could not open input file '{}': {e}", args.input));
            }
        }
    } else {
        match SourceFile::map_file(args.input.clone(), std::path::Path::new(&args.input)) {
            Ok(s) => Arc::new(s),
            Err(e) => {
                return crate::report(&format!("could not open input file '{}': {e}", args.input));
            }
        }
    };
    stats_mark("read");
    let ranges: Vec<std::ops::Range<usize>> = if args.split {
        let (chunks, misses) = sigil_ir::split::split_input(&src.text, b"// -----");
        for m in misses {
            let mut s = String::new();
            Diagnostic::warning(m as u32, "near miss with file split marker").render(&src, &mut s);
            eprint!("{s}");
        }
        chunks
            .iter()
            .map(|c| c.offset..c.offset + c.text.len())
            .collect()
    } else {
        std::iter::once(0..src.text.len()).collect()
    };

    let popts = ParseOptions {
        allow_unregistered_dialects: args.allow_unregistered,
        max_nesting: args.max_nesting,
        ..Default::default()
    };
    let prints = PrintOptions {
        debug_info: args.debug_info,
        generic: args.generic,
    };
    let sink: Box<dyn Write> = if args.output == "-" {
        Box::new(std::io::stdout().lock())
    } else {
        match std::fs::File::create(PathBuf::from(&args.output)) {
            Ok(f) => Box::new(f),
            Err(e) => {
                return crate::report(&format!(
                    "could not open output file '{}': {e}",
                    args.output
                ));
            }
        }
    };
    let mut out = std::io::BufWriter::with_capacity(1 << 16, sink);
    let mut failed = false;
    // Annotations of the whole file, checked as the chunks are processed;
    // the ones never matched are reported at the end (as mlir-opt does).
    let mut expectations = if args.verify_diagnostics {
        match Expectations::scan(&src, 0..src.text.len()) {
            Ok(e) => Some(e),
            Err(d) => {
                let mut s = String::new();
                d.render(&src, &mut s);
                eprint!("{s}");
                return ExitCode::FAILURE;
            }
        }
    } else {
        None
    };
    let mut io_result: std::io::Result<()> = Ok(());
    for (i, range) in ranges.iter().enumerate() {
        if i > 0 {
            io_result = io_result.and_then(|()| out.write_all(b"// -----\n"));
        }
        let mut ctx = Context::new();
        ctx.set_multithreading(!args.disable_threading);
        let mut pass_warnings: Vec<Diagnostic> = Vec::new();
        let parse_start = Instant::now();
        let parsed = parse_module_range(&mut ctx, src.clone(), range.clone(), i == 0, &popts);
        if let Some(t) = timing.as_mut() {
            let node = t.child(sigil_passes::timing::ROOT, "Parser");
            t.add(node, parse_start.elapsed());
        }
        stats_mark("parsed");
        let mut pass_failed = false;
        let diags: Vec<Diagnostic> = match parsed {
            // The pipeline is set up after the chunk is parsed (and verified).
            Ok(module) if chunk_error.is_some() => {
                match verifier::verify_with(&ctx, &module, !args.verify_diagnostics) {
                    Err(d) => vec![*d],
                    Ok(()) => vec![Diagnostic {
                        severity: sigil_ir::Severity::Error,
                        loc: sigil_ir::diag::DiagLoc::Unknown,
                        message: chunk_error.clone().unwrap_or_default(),
                        notes: Vec::new(),
                        span: 0,
                    }],
                }
            }
            Ok(mut module) => {
                pass_warnings.append(&mut module.warnings);
                if args.debug_info {
                    printer::materialize_locations(&mut ctx, &mut module);
                }
                let verified = match &pass_manager {
                    // A pass runs on verified IR; printing then needs its result.
                    Some(pm) => {
                        verifier::verify_with(&ctx, &module, !args.verify_diagnostics).map(|()| {
                            // Diagnostics of passes are reported as they come (in
                            // order with the IR dumps), or kept to check them
                            // against the file's expectations.
                            let mut kept: Vec<Diagnostic> = Vec::new();
                            let mut report = |d: Diagnostic| {
                                if args.verify_diagnostics {
                                    kept.push(d);
                                } else {
                                    let mut s = String::new();
                                    d.render(&src, &mut s);
                                    // As mlir-opt: an error a pass reports
                                    // fails the run only if the pass fails.
                                    eprint!("{s}");
                                }
                            };
                            let mut log = std::io::stderr().lock();
                            let outcome = pm.run(
                                &mut ctx,
                                &mut module,
                                &mut log,
                                &mut report,
                                timing.as_mut(),
                            );
                            pass_failed |= outcome.failed;
                            pass_warnings.extend(kept);
                        })
                    }
                    None => Ok(()),
                };
                // Verification and the printer's whole-module preparation
                // (aliases, value names) only read the module: run them side by side.
                let (verified, mut prepared) = match verified {
                    Err(d) => (Err(d), printer::prepare(&ctx, &module, &prints)),
                    Ok(()) if pass_manager.is_some() => {
                        (Ok(()), printer::prepare(&ctx, &module, &prints))
                    }
                    Ok(()) if !ctx.use_threads() => (
                        verifier::verify_with(&ctx, &module, !args.verify_diagnostics),
                        printer::prepare(&ctx, &module, &prints),
                    ),
                    Ok(()) => std::thread::scope(|s| {
                        let v = s.spawn(|| {
                            let r = verifier::verify_with(&ctx, &module, !args.verify_diagnostics);
                            stats_mark("  verifier done");
                            r
                        });
                        let p = printer::prepare(&ctx, &module, &prints);
                        stats_mark("  print preparation done");
                        // A panic of the verifier is sigil's: passed on
                        // (the panic hook has reported it).
                        let v = v.join().unwrap_or_else(|p| std::panic::resume_unwind(p));
                        (v, p)
                    }),
                };
                stats_mark("verified");
                if std::env::var_os("SIGIL_STATS").is_some() {
                    eprintln!(
                        "sigil stats: attrs {} types {} ir [ops, blocks, regions, values, operands] {:?} second parse thread from {:?}",
                        ctx.num_attrs(),
                        ctx.num_types(),
                        module.ir.stats(),
                        module.split_at
                    );
                }
                let output_start = Instant::now();
                let diags = match verified {
                    // A failed pass has reported why; mlir-opt prints no IR then.
                    // Under --verify-diagnostics only the expectations decide
                    // the exit code (a failure the file expects is a pass).
                    Ok(()) if pass_failed => {
                        failed |= !args.verify_diagnostics;
                        Vec::new()
                    }
                    Ok(()) => {
                        prepared.assume_verified();
                        io_result = io_result
                            .and_then(|()| printer::emit(&ctx, &module, &prepared, &mut out))
                            .and_then(|()| out.write_all(b"\n"));
                        Vec::new()
                    }
                    Err(d) => vec![*d],
                };
                if let Some(t) = timing.as_mut() {
                    let node = t.child(sigil_passes::timing::ROOT, "Output");
                    t.add(node, output_start.elapsed());
                }
                if i + 1 == ranges.len() {
                    // The process ends next: let the OS reclaim the arenas
                    // instead of freeing them piece by piece.
                    std::mem::forget(prepared);
                    std::mem::forget(module);
                    std::mem::forget(std::mem::take(&mut ctx));
                }
                diags
            }
            Err(d) => vec![*d],
        };
        let diags: Vec<Diagnostic> = pass_warnings.into_iter().chain(diags).collect();
        let mut stderr = String::new();
        if let Some(exp) = expectations.as_mut() {
            let mut problems = Vec::new();
            for d in &diags {
                exp.check(&src, d, &mut problems);
            }
            for p in &problems {
                p.render(&src, &mut stderr);
            }
            failed |= !problems.is_empty();
        } else {
            for d in &diags {
                d.render(&src, &mut stderr);
            }
            failed |= diags
                .iter()
                .any(|d| d.severity == sigil_ir::Severity::Error);
        }
        if !stderr.is_empty() {
            let _ = out.flush();
            eprint!("{stderr}");
        }
    }
    if let Some(exp) = &expectations {
        let mut s = String::new();
        for p in exp.unmatched() {
            p.render(&src, &mut s);
            failed = true;
        }
        let _ = out.flush();
        eprint!("{s}");
    } else if memchr::memmem::find(&src.text, b"expected-").is_some() {
        // As mlir-opt-22 does without `--verify-diagnostics`: every
        // `expected-*` annotation of the file is reported at the end as
        // not produced (nothing is matched against them), without changing
        // the exit code.
        if let Ok(exp) = Expectations::scan(&src, 0..src.text.len()) {
            let mut s = String::new();
            for p in exp.unmatched() {
                p.render(&src, &mut s);
            }
            let _ = out.flush();
            eprint!("{s}");
        }
    }
    stats_mark("printed");
    if let Err(e) = io_result.and_then(|()| out.flush()) {
        return crate::report(&format!("could not write output: {e}"));
    }
    if let Some(t) = &timing {
        eprint!("{}", t.report(started.elapsed()));
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// With `SIGIL_STATS` set, prints the resident memory so far (benchmarks).
fn stats_mark(what: &str) {
    if std::env::var_os("SIGIL_STATS").is_none() {
        return;
    }
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let get = |k: &str| {
        status
            .lines()
            .find(|l| l.starts_with(k))
            .map(|l| l[k.len()..].trim().to_string())
            .unwrap_or_default()
    };
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    let t = START.get_or_init(std::time::Instant::now).elapsed();
    eprintln!(
        "sigil stats: {what}: {:.3}s VmRSS {} VmHWM {}",
        t.as_secs_f64(),
        get("VmRSS:"),
        get("VmHWM:")
    );
}
