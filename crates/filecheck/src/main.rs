//! `sigil-filecheck`: the crate's FileCheck as a command, for trying checks by hand
//! (`sigil opt x.mlir | cargo run -p sigil-filecheck -- x.mlir`).

use std::io::{Read, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let reads_stdin = sigil_filecheck::parse_args(&args).is_ok_and(|i| i.input_file.is_none());
    let mut stdin = Vec::new();
    if reads_stdin {
        if let Err(e) = std::io::stdin().read_to_end(&mut stdin) {
            eprintln!("FileCheck: error: cannot read standard input: {e}");
            return ExitCode::from(2);
        }
    }
    let outcome = sigil_filecheck::run(&args, &stdin);
    // Nothing useful is left to do if stderr is closed.
    let _ = std::io::stderr().write_all(outcome.stderr.as_bytes());
    ExitCode::from(u8::try_from(outcome.exit_code).unwrap_or(2))
}
