//! The bodies of the fuzz targets, one function per target, shared by the
//! `cargo fuzz` targets in `fuzz_targets/` and by the regression test that
//! replays the committed corpora (`fuzz/seeds/`, by `crates/cli/tests/fuzz_corpus.rs`) in a
//! normal `cargo test`: what a campaign found stays found. Each function
//! panics where the target reports a crash.
#![allow(dead_code)]

use std::sync::Arc;

use sigil_abi::mangling::{Component, Components};
use sigil_abi::raw::RawSignature;
use sigil_abi::reflection::AbiRecords;
use sigil_abi::sip::{render_inputs, render_results, SipSignature};
use sigil_ir::lexer::{Lexer, TokenKind};
use sigil_ir::parser::Parallel;
use sigil_ir::{
    parse_module, print_module, verifier, Context, ParseOptions, PrintOptions, SourceFile,
};
use sigil_jit::testgen::{differential, module, recursive, Stmt};
use sigil_vm::{Limits, Module, ScalarType, Value, VmType};

/// A target's body.
pub type Body = fn(&[u8]);

/// The targets, by name, for the replay.
pub const TARGETS: &[(&str, Body)] = &[
    ("lexer", lexer),
    ("parser", parser),
    ("split_parse", split_parse),
    ("vm", vm),
    ("jit", jit),
    ("abi_mangling", abi_mangling),
    ("abi_raw", abi_raw),
    ("abi_sip", abi_sip),
    ("abi_json", abi_json),
];

fn outcome(text: &[u8], parallel: Parallel) -> String {
    let opts = ParseOptions {
        allow_unregistered_dialects: true,
        max_nesting: 200,
        parallel,
    };
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
                    let p = PrintOptions {
                        generic: true,
                        debug_info: true,
                    };
                    out += &String::from_utf8_lossy(&print_module(&mut ctx, &mut module, &p));
                }
            }
        }
    }
    out
}

/// The input's bytes as numbers, zero past its end.
struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn u8(&mut self) -> u8 {
        let (b, rest) = self.0.split_first().map_or((0, &[][..]), |(b, r)| (*b, r));
        self.0 = rest;
        b
    }
    fn i64(&mut self) -> i64 {
        (0..8).fold(0i64, |a, _| a << 8 | self.u8() as i64)
    }
    fn stmts(&mut self, n: usize) -> Vec<Stmt> {
        (0..n)
            .map(|_| (self.u8(), self.u8(), self.u8(), self.u8()))
            .collect()
    }
}

fn walk(components: Components<'_>, depth: usize) {
    for component in components {
        match component {
            Ok(Component::Span { span, .. }) if depth < 64 => walk(span.components(), depth + 1),
            Ok(_) => {}
            Err(err) => {
                let _ = err.to_string();
            }
        }
    }
}

/// Fuzz target: the lexer must turn any bytes into tokens without panicking,
/// always making progress until end of input.
pub fn lexer(data: &[u8]) {
    let mut lexer = Lexer::new(data);
    let mut last = 0u32;
    loop {
        let t = lexer.next_token();
        assert!(t.end as usize <= data.len());
        if matches!(t.kind, TokenKind::Eof) {
            break;
        }
        if t.kind == TokenKind::Error {
            // Errors stop the parser; restart after them to keep lexing.
            let next = (t.end.max(t.start + 1)) as usize;
            if next >= data.len() {
                break;
            }
            lexer.reset_to(next);
        }
        assert!(t.end >= last || t.kind == TokenKind::Error);
        last = t.end;
    }
}

/// Fuzz target: parsing, verifying and printing any bytes must end in a
/// diagnostic or a printed module, never a panic; whatever parses prints in
/// custom and generic form whether it verifies or not (a printer that runs
/// on an op its structure does not allow is a bug); and what sigil prints of
/// a verified module must parse again to the same text.
pub fn parser(data: &[u8]) {
    let opts = ParseOptions {
        allow_unregistered_dialects: true,
        max_nesting: 200,
        ..Default::default()
    };
    let mut ctx = Context::new();
    let src = Arc::new(SourceFile::new("fuzz.mlir", data.to_vec()));
    let Ok(mut module) = parse_module(&mut ctx, src, &opts) else {
        return;
    };
    for generic in [false, true] {
        let _ = print_module(
            &mut ctx,
            &mut module,
            &PrintOptions {
                generic,
                debug_info: false,
            },
        );
    }
    if verifier::verify(&ctx, &module).is_err() {
        return;
    }
    let printed = print_module(&mut ctx, &mut module, &PrintOptions::default());
    // An empty symbol name prints as MLIR prints it, a placeholder that
    // does not parse (mlir-opt-22 too): no round trip to check.
    if printed
        .windows(24)
        .any(|w| w == b"<<INVALID EMPTY SYMBOL>>")
    {
        return;
    }
    let mut ctx2 = Context::new();
    let src2 = Arc::new(SourceFile::new("again.mlir", printed.clone()));
    let mut again = parse_module(&mut ctx2, src2, &opts).expect("printed module parses");
    let printed2 = print_module(&mut ctx2, &mut again, &PrintOptions::default());
    if printed != printed2 && mentions_wide_float(&printed) {
        // MLIR prints an f80/f128 value with more digits than its parser
        // reads (it parses decimals through a double): mlir-opt-22 prints
        // `0x3FFF0000000000000000000000000015 : f128` as
        // `1.00000000000000000000000000000000404`, which reads back as 1.0.
        // sigil does the same; the second printing must be the fixed point.
        let mut ctx3 = Context::new();
        let src3 = Arc::new(SourceFile::new("again2.mlir", printed2.clone()));
        let mut third = parse_module(&mut ctx3, src3, &opts).expect("printed module parses");
        let printed3 = print_module(&mut ctx3, &mut third, &PrintOptions::default());
        assert_eq!(printed2, printed3, "printing is not a fixed point");
        return;
    }
    assert_eq!(printed, printed2, "printing is not a fixed point");
}

/// Whether printed text names an `f80` or `f128` type.
fn mentions_wide_float(text: &[u8]) -> bool {
    text.windows(3).enumerate().any(|(i, w)| {
        (w == b"f80" || (w == b"f12" && text.get(i + 3) == Some(&b'8')))
            && (i == 0 || !text[i - 1].is_ascii_alphanumeric())
    })
}

/// Fuzz target: parsing with a second thread started at any byte gives
/// exactly what one thread gives (the module printed, or the error).
/// The first two bytes choose the split offset; the rest is the input.
pub fn split_parse(data: &[u8]) {
    let [a, b, text @ ..] = data else { return };
    if text.is_empty() {
        return;
    }
    let at = u16::from_le_bytes([*a, *b]) as usize % text.len();
    assert_eq!(
        outcome(text, Parallel::Off),
        outcome(text, Parallel::SplitAt(at)),
        "split at {at}"
    );
}

/// Fuzz target: any module that parses and verifies can be compiled and run
/// with a step limit, a call-depth limit and small lists, and every function
/// either returns, traps with an error, or is refused by the compiler —
/// never a panic, a hang or unbounded memory. Arguments are scalars read
/// from the input's last bytes (zero for references).
pub fn vm(data: &[u8]) {
    let Ok(module) = Module::parse(data.to_vec(), "fuzz.mlir") else {
        return;
    };
    module.set_limits(Limits {
        max_call_depth: 1000,
        max_steps: 100_000,
        max_stack_bytes: 1 << 24,
        max_list_len: 1 << 16,
        max_tensor_bytes: 1 << 24,
        threads: 1,
    });
    let seed = data
        .iter()
        .rev()
        .take(8)
        .fold(0u64, |a, &b| a << 8 | b as u64);
    let names: Vec<String> = module.functions().map(|f| f.name.clone()).collect();
    for name in names {
        let Some(info) = module.function(&name) else {
            continue;
        };
        let args: Vec<Value> = (0..info.arg_types.len())
            .map(|k| match info.arg_kind(k) {
                Some(VmType::Scalar(t)) => Value::from_bits(t, seed.rotate_left(k as u32 * 7)),
                Some(VmType::Func) => Value::from_bits(ScalarType::I64, 0),
                _ => Value::Null,
            })
            .collect();
        let _ = module.call(&name, &args);
    }
}

/// Fuzz target: random verified scalar functions (`sigil_jit::testgen`'s
/// generators, driven by the input's bytes) run in the interpreter and in
/// native code, `always` and `auto`, under limits also read from the
/// input, must give identical results or identical errors (the same trap,
/// location and call stack).
pub fn jit(data: &[u8]) {
    let mut b = Bytes(data);
    let (kind, steps) = (b.u8(), b.u8());
    let mut limits = Limits {
        max_steps: if steps == 255 {
            u64::MAX
        } else {
            steps as u64 * 4
        },
        ..Limits::default()
    };
    let (text, function, args) = if kind % 2 == 0 {
        let n = 1 + b.u8() as usize % 24;
        let consts: Vec<i64> = (0..b.u8() % 4).map(|_| b.i64()).collect();
        let stmts = b.stmts(n);
        let args = [
            Value::i64(b.i64()),
            Value::i64(b.u8() as i64 % 70 - 5),
            Value::F64(f64::from_bits(b.i64() as u64)),
        ];
        (module(&stmts, &consts), "f", args.to_vec())
    } else {
        let n = b.u8() as usize % 6;
        let (k, flags, comb) = (b.u8() as i64 % 4 - 1, b.u8(), b.u8());
        let pre = b.stmts(n);
        limits.max_call_depth = if flags & 8 != 0 {
            1 + b.u8() as usize % 12
        } else {
            100_000
        };
        limits.max_stack_bytes = if flags & 16 != 0 {
            b.u8() as usize * 8
        } else {
            1 << 30
        };
        let args = [Value::i64(b.u8() as i64 % 16 - 2), Value::i64(b.i64())];
        let text = recursive(
            &pre,
            k,
            flags & 1 != 0,
            flags & 2 != 0,
            comb,
            flags & 4 != 0,
        );
        (text, "r", args.to_vec())
    };
    if let Err(e) = differential(&text, function, &args, limits) {
        panic!("{e}");
    }
}

/// Fuzzes the generic signature component parser, descending into every span.
pub fn abi_mangling(data: &[u8]) {
    walk(Components::new(data), 0);
}

/// Fuzzes the raw (`f`) signature parser; whatever parses must re-encode to a signature that
/// parses to the same value.
pub fn abi_raw(data: &[u8]) {
    if let Ok(sig) = RawSignature::parse(data) {
        let _ = sig.to_string();
        let again = RawSignature::parse(sig.encode().as_bytes());
        assert_eq!(again.as_ref(), Ok(&sig));
    }
}

/// Fuzzes the SIP signature parser (typed tree and text visitor); a parsed tree must survive
/// encode then parse unchanged.
pub fn abi_sip(data: &[u8]) {
    let _ = render_inputs(data);
    let _ = render_results(data);
    if let Ok(sig) = SipSignature::parse(data) {
        let text = sig.encode();
        assert_eq!(SipSignature::parse(text.as_bytes()).as_ref(), Ok(&sig));
        let _ = (sig.inputs_text(), sig.results_text());
        if let Some(inputs) = &sig.inputs {
            let leaves = inputs.leaves();
            let _ = sigil_abi::sip_tree::SipNode::from_paths(&leaves);
        }
    }
}

/// Fuzzes the `iree.abi` JSON reader; accepted documents must be valid JSON and must survive
/// a write then read unchanged.
pub fn abi_json(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(records) = AbiRecords::parse(text) {
        let _ = records.to_string();
        let json = records.to_json();
        assert_eq!(AbiRecords::parse(&json).as_ref(), Ok(&records));
    }
    let _ = sigil_abi::decode(text);
}
