//! Fuzz target: parsing, verifying and printing any bytes must end in a
//! diagnostic or a printed module, never a panic; whatever parses prints in
//! custom and generic form whether it verifies or not (a printer that runs
//! on an op its structure does not allow is a bug); and what sigil prints of
//! a verified module must parse again to the same text.
#![no_main]

use std::sync::Arc;

use libfuzzer_sys::fuzz_target;
use sigil_ir::{parse_module, print_module, verifier, Context, ParseOptions, PrintOptions, SourceFile};

fuzz_target!(|data: &[u8]| {
    let opts = ParseOptions { allow_unregistered_dialects: true, max_nesting: 200, ..Default::default() };
    let mut ctx = Context::new();
    let src = Arc::new(SourceFile::new("fuzz.mlir", data.to_vec()));
    let Ok(mut module) = parse_module(&mut ctx, src, &opts) else { return };
    for generic in [false, true] {
        let _ = print_module(&mut ctx, &mut module, &PrintOptions { generic, debug_info: false });
    }
    if verifier::verify(&ctx, &module).is_err() {
        return;
    }
    let printed = print_module(&mut ctx, &mut module, &PrintOptions::default());
    let mut ctx2 = Context::new();
    let src2 = Arc::new(SourceFile::new("again.mlir", printed.clone()));
    let mut again = parse_module(&mut ctx2, src2, &opts).expect("printed module parses");
    let printed2 = print_module(&mut ctx2, &mut again, &PrintOptions::default());
    assert_eq!(printed, printed2, "printing is not a fixed point");
});
