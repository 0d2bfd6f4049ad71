//! Fuzz target: parsing with a second thread started at any byte gives
//! exactly what one thread gives (the module printed, or the error).
//! The first two bytes choose the split offset; the rest is the input.
#![no_main]

use std::sync::Arc;

use libfuzzer_sys::fuzz_target;
use sigil_ir::parser::Parallel;
use sigil_ir::{parse_module, print_module, verifier, Context, ParseOptions, PrintOptions, SourceFile};

fn outcome(text: &[u8], parallel: Parallel) -> String {
    let opts = ParseOptions { allow_unregistered_dialects: true, max_nesting: 200, parallel };
    let mut ctx = Context::new();
    let src = Arc::new(SourceFile::new("fuzz.mlir", text.to_vec()));
    let mut out = String::new();
    match parse_module(&mut ctx, src.clone(), &opts) {
        Err(d) => d.render(&src, &mut out),
        Ok(mut module) => {
            for w in &module.warnings {
                w.render(&src, &mut out);
            }
            match verifier::verify(&ctx, &module) {
                Err(d) => d.render(&src, &mut out),
                Ok(()) => {
                    let p = PrintOptions { generic: true, debug_info: true };
                    out += &String::from_utf8_lossy(&print_module(&mut ctx, &mut module, &p));
                }
            }
        }
    }
    out
}

fuzz_target!(|data: &[u8]| {
    let [a, b, text @ ..] = data else { return };
    if text.is_empty() {
        return;
    }
    let at = u16::from_le_bytes([*a, *b]) as usize % text.len();
    assert_eq!(outcome(text, Parallel::Off), outcome(text, Parallel::SplitAt(at)), "split at {at}");
});
