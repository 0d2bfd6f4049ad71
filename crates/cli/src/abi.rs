//! `sigil abi`: IREE function-ABI tools.
//!
//! `sigil abi decode SIG` renders a raw signature (`f`), a SIP signature
//! (`sip`) or a V1 reflection JSON (`iree.abi`); a string valid both as a raw
//! and as a SIP signature prints both readings.

use std::process::ExitCode;

use clap::{Args, Subcommand};

#[derive(Args, Debug)]
pub struct AbiArgs {
    #[command(subcommand)]
    pub command: AbiCommand,
}

#[derive(Subcommand, Debug)]
pub enum AbiCommand {
    /// Render a raw or SIP signature, or an `iree.abi` reflection JSON.
    Decode {
        /// The signature or JSON text.
        signature: String,
    },
}

pub fn run(args: &AbiArgs) -> ExitCode {
    match &args.command {
        AbiCommand::Decode { signature } => match sigil_abi::decode(signature) {
            Ok(decoded) => {
                print!("{decoded}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("sigil abi decode: error: {e}");
                ExitCode::FAILURE
            }
        },
    }
}
