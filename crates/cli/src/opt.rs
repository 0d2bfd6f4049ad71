//! `sigil opt`: parse, verify and print, with mlir-opt's flags.

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use clap::Args;
use sigil_ir::diag::Diagnostic;
use sigil_ir::expected::Expectations;
use sigil_ir::{
    parse_module_range, print_module, verifier, Context, ParseOptions, PrintOptions, SourceFile,
};

#[derive(Args, Debug)]
pub struct OptArgs {
    /// Input file, or `-` for standard input.
    #[arg(default_value = "-")]
    pub input: String,
    /// Output file (standard output by default).
    #[arg(short = 'o', default_value = "-")]
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
    /// Deepest nesting of regions, attributes and types accepted.
    #[arg(long = "max-nesting", default_value_t = 1000)]
    pub max_nesting: u32,
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
    let (name, text) = match read_input(&args.input) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("sigil: could not open input file '{}': {e}", args.input);
            return ExitCode::FAILURE;
        }
    };
    let src = Arc::new(SourceFile::new(name, text));
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
        vec![0..src.text.len()]
    };

    let popts = ParseOptions {
        allow_unregistered_dialects: args.allow_unregistered,
        max_nesting: args.max_nesting,
    };
    let prints = PrintOptions {
        debug_info: args.debug_info,
    };
    let mut outputs: Vec<Option<Vec<u8>>> = Vec::new();
    let mut failed = false;
    let mut stderr = String::new();
    for (i, range) in ranges.iter().enumerate() {
        let mut ctx = Context::new();
        let result = parse_module_range(&mut ctx, src.clone(), range.clone(), i == 0, &popts)
            .and_then(|m| verifier::verify(&ctx, &m).map(|()| m));
        let diags: Vec<Diagnostic> = match result {
            Ok(mut module) => {
                let mut out = print_module(&mut ctx, &mut module, &prints);
                out.push(b'\n');
                outputs.push(Some(out));
                Vec::new()
            }
            Err(d) => {
                outputs.push(None);
                vec![*d]
            }
        };
        if args.verify_diagnostics {
            let mut exp = match Expectations::scan(&src, range.clone()) {
                Ok(e) => e,
                Err(d) => {
                    d.render(&src, &mut stderr);
                    failed = true;
                    continue;
                }
            };
            let mut problems = Vec::new();
            for d in &diags {
                exp.check(&src, d, &mut problems);
            }
            problems.extend(exp.unmatched());
            for p in &problems {
                p.render(&src, &mut stderr);
            }
            failed |= !problems.is_empty();
        } else {
            for d in &diags {
                d.render(&src, &mut stderr);
            }
            failed |= !diags.is_empty();
        }
    }
    eprint!("{stderr}");

    let mut all = Vec::new();
    let mut first = true;
    for o in outputs {
        if !first {
            all.extend_from_slice(b"// -----\n");
        }
        first = false;
        if let Some(o) = o {
            all.extend_from_slice(&o);
        }
    }
    let write = if args.output == "-" {
        let mut so = std::io::stdout().lock();
        so.write_all(&all).and_then(|()| so.flush())
    } else {
        std::fs::write(PathBuf::from(&args.output), &all)
    };
    if let Err(e) = write {
        eprintln!("sigil: could not write output: {e}");
        return ExitCode::FAILURE;
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
