//! The `sigil` command line.
//!
//! `sigil opt` reads, verifies and prints MLIR like `mlir-opt`; `sigil abi`
//! inspects IREE function ABIs; `sigil run` and `sigil benchmark` call
//! functions like `iree-run-module` and `iree-benchmark-module`; `sigil
//! check` runs self-checking test files like `iree-check-module`. Options also accept `mlir-opt`'s single-dash
//! spelling (`-allow-unregistered-dialect`), so RUN lines port unchanged.

mod abi;
mod benchmark;
mod check;
mod opt;
mod run;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "sigil",
    version,
    about = "Read, check, transform and run MLIR modules and IREE function ABIs"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Parse, verify and print MLIR (like mlir-opt).
    Opt(opt::OptArgs),
    /// IREE function-ABI tools (signatures and reflection metadata).
    Abi(abi::AbiArgs),
    /// Call a function of a module and print its results (like iree-run-module).
    Run(run::RunArgs),
    /// Time calls of a function (like iree-benchmark-module).
    Benchmark(benchmark::BenchmarkArgs),
    /// Run self-checking test files (IREE's `check` dialect), like iree-check-module.
    Check(check::CheckArgs),
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

fn main() -> ExitCode {
    let args = normalize_args(std::env::args_os());
    let cli = Cli::parse_from(args);
    // Parsing recurses once per nesting level (bounded by --max-nesting);
    // give it a stack that such depths fit in.
    let nesting = match &cli.command {
        Command::Opt(a) => a.max_nesting,
        Command::Abi(_) | Command::Run(_) | Command::Benchmark(_) | Command::Check(_) => 1000,
    };
    let worker = std::thread::Builder::new()
        .stack_size(sigil_ir::parser::stack_size(nesting))
        .spawn(move || match cli.command {
            Command::Opt(a) => opt::run(&a),
            Command::Abi(a) => abi::run(&a),
            Command::Run(a) => run::run(&a),
            Command::Benchmark(a) => benchmark::run(&a),
            Command::Check(a) => check::run(&a),
        });
    match worker.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => {
            eprintln!("sigil: internal error");
            ExitCode::from(2)
        }
    }
}
