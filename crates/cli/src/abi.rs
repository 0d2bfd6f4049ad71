//! `sigil abi`: IREE function-ABI tools.
//!
//! `sigil abi decode SIG` renders a raw signature (`f`), a SIP signature
//! (`sip`) or a V1 reflection JSON (`iree.abi`); a string valid both as a raw
//! and as a SIP signature prints both readings.
//!
//! `sigil abi show MODULE` parses and verifies a module (as `sigil opt` does)
//! and prints, for every public `func.func`, what `--sigil-materialize-abi`
//! would attach: the declaration, the raw signature, the SIP signature (when
//! the function has index paths) and the `iree.abi` records, each encoded and
//! rendered; `--json` prints the same as one JSON document. Warnings (types the
//! raw signature cannot express) go to stderr as diagnostics; a parse,
//! verification or ABI error is printed like `sigil opt` prints it and exits 1,
//! as does a signature `decode` cannot read (`error: ...`).

use std::io::{Read, Write};
use std::process::ExitCode;
use std::sync::Arc;

use clap::{Args, Subcommand};
use serde_json::{json, Value};
use sigil_abi::{AbiRecords, RawSignature, SipSignature};
use sigil_ir::{parse_module, verifier, Context, Diagnostic, ParseOptions, SourceFile};
use sigil_passes::FunctionReflection;

/// `sigil abi --help`'s examples (each works from the repository's root).
pub const EXAMPLES: &str = "\
Examples:
  sigil abi show examples/abi.mlir
  sigil abi decode 'I6!S3!t7R11!S3!t7S3!t7'";

/// `sigil abi show --help`'s examples.
const SHOW_EXAMPLES: &str = "\
Examples:
  sigil abi show examples/collatz.mlir
  sigil abi show --json examples/abi.mlir";

/// `sigil abi decode --help`'s examples.
const DECODE_EXAMPLES: &str = "\
Examples:
  sigil abi decode 'I6!S3!t7R11!S3!t7S3!t7'
  sigil abi decode '{\"a\":[\"i64\"],\"r\":[\"i64\",\"i64\"],\"v\":1}'";

#[derive(Args, Debug)]
pub struct AbiArgs {
    #[command(subcommand)]
    pub command: AbiCommand,
}

#[derive(Subcommand, Debug)]
pub enum AbiCommand {
    /// Render a raw or SIP signature, or an `iree.abi` reflection JSON.
    #[command(after_help = DECODE_EXAMPLES)]
    Decode {
        /// The signature or JSON text.
        signature: String,
        /// Accepted for symmetry with `show` (no module is parsed).
        #[arg(long = "allow-unregistered-dialect", hide = true)]
        allow_unregistered: bool,
    },
    /// Show the ABI of every public function of a module.
    #[command(after_help = SHOW_EXAMPLES)]
    Show(ShowArgs),
}

#[derive(Args, Debug)]
pub struct ShowArgs {
    /// Input file, or `-` for standard input.
    #[arg(default_value = "-")]
    pub input: String,
    /// Print one JSON document instead of text.
    #[arg(long)]
    pub json: bool,
    /// Accept ops, types and attributes of unknown dialects.
    #[arg(long = "allow-unregistered-dialect")]
    pub allow_unregistered: bool,
    /// Deepest nesting of regions, attributes and types accepted.
    #[arg(long = "max-nesting", value_name = "N", default_value_t = 1000)]
    pub max_nesting: u32,
}

pub fn run(args: &AbiArgs) -> ExitCode {
    match &args.command {
        AbiCommand::Decode { signature, .. } => match sigil_abi::decode(signature) {
            Ok(decoded) => crate::print_stdout(decoded.to_string().as_bytes()),
            Err(e) => crate::report(&e.to_string()),
        },
        AbiCommand::Show(show_args) => show(show_args),
    }
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

fn show(args: &ShowArgs) -> ExitCode {
    let (name, text) = match read_input(&args.input) {
        Ok(x) => x,
        Err(e) => {
            return crate::report(&format!("could not open input file '{}': {e}", args.input))
        }
    };
    let src = Arc::new(SourceFile::new(name, text));
    let options = ParseOptions {
        allow_unregistered_dialects: args.allow_unregistered,
        max_nesting: args.max_nesting,
        ..Default::default()
    };
    let mut ctx = Context::new();
    let functions = parse_module(&mut ctx, src.clone(), &options).and_then(|module| {
        verifier::verify(&ctx, &module)?;
        sigil_passes::reflect_functions(&ctx, &module)
    });
    let functions = match functions {
        Ok(functions) => functions,
        Err(d) => {
            eprint!("{}", render(&src, &[*d]));
            return ExitCode::FAILURE;
        }
    };
    let warnings: Vec<Diagnostic> = functions.iter().flat_map(|f| f.warnings()).collect();
    eprint!("{}", render(&src, &warnings));
    let out = if args.json {
        let doc = json!({ "functions": functions.iter().map(function_json).collect::<Vec<_>>() });
        let mut s = serde_json::to_string(&doc).unwrap_or_default();
        s.push('\n');
        s
    } else {
        functions
            .iter()
            .map(function_text)
            .collect::<Vec<_>>()
            .join("\n")
    };
    let mut stdout = std::io::stdout().lock();
    if let Err(e) = stdout
        .write_all(out.as_bytes())
        .and_then(|()| stdout.flush())
    {
        return crate::report(&format!("could not write output: {e}"));
    }
    ExitCode::SUCCESS
}

fn render(src: &SourceFile, diags: &[Diagnostic]) -> String {
    let mut s = String::new();
    for d in diags {
        d.render(src, &mut s);
    }
    s
}

/// `Ok(rendering)` of a raw signature, or why it does not parse (a passed-through value may not).
fn raw_text(signature: &str) -> Result<String, String> {
    RawSignature::parse(signature.as_bytes())
        .map(|raw| raw.to_string())
        .map_err(|e| e.to_string())
}

fn sip_texts(signature: &str) -> Result<(String, String), String> {
    SipSignature::parse(signature.as_bytes())
        .map(|sip| (sip.inputs_text(), sip.results_text()))
        .map_err(|e| e.to_string())
}

fn records_text(json: &str) -> Result<String, String> {
    AbiRecords::parse(json)
        .map(|records| records.to_string())
        .map_err(|e| e.to_string())
}

fn indented(text: &str, indent: &str) -> String {
    text.lines()
        .map(|line| format!("{indent}{line}\n"))
        .collect()
}

/// The text block of one function.
fn function_text(function: &FunctionReflection) -> String {
    let r = &function.reflection;
    let mut out = format!("@{}\n", function.name);
    out += &format!("  declaration: {}\n", r.declaration);
    out += &format!("  f: {}\n", r.raw_signature);
    out += &match raw_text(&r.raw_signature) {
        Ok(text) => format!("    {text}\n"),
        Err(e) => format!("    (not a raw signature: {e})\n"),
    };
    match &r.sip {
        None => out += "  sip: none\n",
        Some(sip) => {
            out += &format!("  sip: {sip}\n");
            match sip_texts(sip) {
                Ok((inputs, results)) => {
                    out += "    inputs:\n";
                    out += &indented(&inputs, "      ");
                    out += "    results:\n";
                    out += &indented(&results, "      ");
                }
                Err(e) => out += &format!("    (not a SIP signature: {e})\n"),
            }
        }
    }
    out += &format!("  iree.abi: {}\n", r.abi_json);
    out += &match records_text(&r.abi_json) {
        Ok(text) => format!("    {text}\n"),
        Err(e) => format!("    (not V1 reflection JSON: {e})\n"),
    };
    out
}

/// The JSON object of one function.
fn function_json(function: &FunctionReflection) -> Value {
    let r = &function.reflection;
    let result_pair = |result: Result<String, String>| match result {
        Ok(text) => (Value::String(text), Value::Null),
        Err(e) => (Value::Null, Value::String(e)),
    };
    let (raw_rendered, raw_error) = result_pair(raw_text(&r.raw_signature));
    let sip = match &r.sip {
        None => Value::Null,
        Some(sip) => match sip_texts(sip) {
            Ok((inputs, results)) => {
                json!({ "signature": sip, "inputs": inputs, "results": results, "error": null })
            }
            Err(e) => {
                json!({ "signature": sip, "inputs": null, "results": null, "error": e })
            }
        },
    };
    let (records_rendered, records_error) = result_pair(records_text(&r.abi_json));
    let records: Value = serde_json::from_str(&r.abi_json).unwrap_or(Value::Null);
    json!({
        "name": function.name,
        "declaration": r.declaration,
        "invocation_model": match r.invocation_model {
            sigil_abi::InvocationModel::Sync => "sync",
            sigil_abi::InvocationModel::CoarseFences => "coarse-fences",
        },
        "raw": { "signature": r.raw_signature, "rendered": raw_rendered, "error": raw_error },
        "sip": sip,
        "iree.abi": {
            "json": r.abi_json,
            "records": records,
            "rendered": records_rendered,
            "error": records_error,
        },
        "warnings": r.warnings.iter().map(|w| w.to_string()).collect::<Vec<_>>(),
    })
}
