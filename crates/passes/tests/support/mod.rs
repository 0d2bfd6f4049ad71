//! Shared helpers of the pass tests: parse a module (unregistered dialects allowed), verify it,
//! run the pass, print the generic form.
//!
//! `func.func` is written `"test.func"` in test inputs that must parse without the func
//! dialect; [`parse`] renames those ops to `func.func` before verifying, which is all the pass
//! looks at.

#![allow(dead_code)]

use std::sync::Arc;

use sigil_ir::diag::DiagLoc;
use sigil_ir::{parse_module, printer, verifier, Context, Diagnostic, Module, SourceFile};

/// A parsed and verified module.
pub struct Parsed {
    pub ctx: Context,
    pub module: Module,
    pub src: Arc<SourceFile>,
}

/// Parses `text`, renames `test.func` ops to `func.func`, verifies.
pub fn parse(text: &str) -> Parsed {
    let p = parse_unverified(text);
    if let Err(d) = verifier::verify(&p.ctx, &p.module) {
        panic!("verifier error:\n{}", render(&p.src, &d));
    }
    p
}

/// [`parse`] without the verifier.
pub fn parse_unverified(text: &str) -> Parsed {
    let mut ctx = Context::new();
    let src = Arc::new(SourceFile::new("input.mlir", text.as_bytes().to_vec()));
    let options = sigil_ir::ParseOptions {
        allow_unregistered_dialects: true,
        ..Default::default()
    };
    let mut module = match parse_module(&mut ctx, src.clone(), &options) {
        Ok(m) => m,
        Err(d) => panic!("parse error:\n{}", render(&src, &d)),
    };
    let mut funcs = Vec::new();
    module.ir.walk(module.top, &mut |op| {
        if ctx.str_bytes(module.ir.op(op).name) == b"test.func" {
            funcs.push(op);
        }
    });
    let func_name = ctx.string_attr(b"func.func");
    for op in funcs {
        module.ir.op_mut(op).name = func_name;
    }
    Parsed { ctx, module, src }
}

/// A diagnostic as `sigil opt` prints it.
pub fn render(src: &SourceFile, d: &Diagnostic) -> String {
    let mut s = String::new();
    d.render(src, &mut s);
    s
}

impl Parsed {
    /// Runs the pass; the warnings rendered, or the error rendered.
    pub fn materialize(&mut self) -> Result<String, String> {
        match sigil_passes::materialize_abi(&mut self.ctx, &mut self.module) {
            Ok(warnings) => Ok(warnings.iter().map(|w| render(&self.src, w)).collect()),
            Err(e) => Err(render(&self.src, &e)),
        }
    }

    /// The module in generic form.
    pub fn print(&mut self) -> String {
        String::from_utf8(printer::print_module(
            &mut self.ctx,
            &mut self.module,
            &printer::PrintOptions {
                generic: true,
                ..Default::default()
            },
        ))
        .unwrap()
    }

    /// The printed `iree.reflection` of the function named `name`, or `None`.
    pub fn reflection(&self, name: &str) -> Option<String> {
        let mut found = None;
        self.module.ir.walk(self.module.top, &mut |op| {
            let data = self.module.ir.op(op);
            let is_named = data
                .props
                .and_then(|p| self.ctx.dict_get(p, b"sym_name"))
                .is_some_and(|n| self.ctx.str_bytes(n) == name.as_bytes());
            if is_named {
                found = self
                    .ctx
                    .named_get(self.module.ir.attrs(op), b"iree.reflection")
                    .map(|a| printer::attr_to_string(&self.ctx, a));
            }
        });
        found
    }
}

/// Whether a diagnostic points at a byte offset (the op's location in the source).
pub fn at_offset(d: &Diagnostic) -> bool {
    matches!(d.loc, DiagLoc::Offset(_))
}
