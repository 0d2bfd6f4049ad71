//! Helpers shared by the mutation tests: parse a module from text, print
//! it, and check it (links exact, and verifying when it should).

#![allow(dead_code)]

use std::sync::Arc;

use sigil_ir::printer::{print_module, PrintOptions};
use sigil_ir::{parse_module, Context, Module, ParseOptions, SourceFile};

pub fn parse(ctx: &mut Context, text: &str) -> Module {
    try_parse(ctx, text).unwrap_or_else(|e| panic!("test input does not parse: {}", e.message))
}

pub fn try_parse(ctx: &mut Context, text: &str) -> Result<Module, Box<sigil_ir::Diagnostic>> {
    let src = Arc::new(SourceFile::new("t.mlir", text.as_bytes().to_vec()));
    let opts = ParseOptions {
        allow_unregistered_dialects: true,
        ..Default::default()
    };
    parse_module(ctx, src, &opts)
}

/// The module in custom form.
pub fn print(ctx: &mut Context, m: &mut Module) -> String {
    String::from_utf8(print_module(ctx, m, &PrintOptions::default())).expect("UTF-8")
}

/// The module in generic form.
pub fn print_generic(ctx: &mut Context, m: &mut Module) -> String {
    let opts = PrintOptions {
        generic: true,
        ..Default::default()
    };
    String::from_utf8(print_module(ctx, m, &opts)).expect("UTF-8")
}

/// Panics unless every link of the IR is exact.
pub fn check_links(m: &Module) {
    if let Err(e) = m.ir.check_integrity() {
        panic!("IR links broken: {e}");
    }
}

/// Panics unless the links are exact and the module verifies.
pub fn check_valid(ctx: &Context, m: &Module) {
    check_links(m);
    if let Err(d) = sigil_ir::verifier::verify_with(ctx, m, false) {
        panic!("module does not verify: {}", d.message);
    }
}
