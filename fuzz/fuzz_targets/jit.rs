//! Fuzz target: random verified scalar functions (`sigil_jit::testgen`'s
//! generators, driven by the input's bytes) run in the interpreter and in
//! native code, `always` and `auto`, under limits also read from the
//! input, must give identical results or identical errors (the same trap,
//! location and call stack).
#![no_main]

use libfuzzer_sys::fuzz_target;
use sigil_jit::testgen::{differential, module, recursive, Stmt};
use sigil_vm::{Limits, Value};

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
        (0..n).map(|_| (self.u8(), self.u8(), self.u8(), self.u8())).collect()
    }
}

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes(data);
    let (kind, steps) = (b.u8(), b.u8());
    let mut limits = Limits {
        max_steps: if steps == 255 { u64::MAX } else { steps as u64 * 4 },
        ..Limits::default()
    };
    let (text, function, args) = if kind % 2 == 0 {
        let n = 1 + b.u8() as usize % 24;
        let consts: Vec<i64> = (0..b.u8() % 4).map(|_| b.i64()).collect();
        let stmts = b.stmts(n);
        let args = [Value::i64(b.i64()), Value::i64(b.u8() as i64 % 70 - 5), Value::F64(f64::from_bits(b.i64() as u64))];
        (module(&stmts, &consts), "f", args.to_vec())
    } else {
        let n = b.u8() as usize % 6;
        let (k, flags, comb) = (b.u8() as i64 % 4 - 1, b.u8(), b.u8());
        let pre = b.stmts(n);
        limits.max_call_depth = if flags & 8 != 0 { 1 + b.u8() as usize % 12 } else { 100_000 };
        limits.max_stack_bytes = if flags & 16 != 0 { b.u8() as usize * 8 } else { 1 << 30 };
        let args = [Value::i64(b.u8() as i64 % 16 - 2), Value::i64(b.i64())];
        let text = recursive(&pre, k, flags & 1 != 0, flags & 2 != 0, comb, flags & 4 != 0);
        (text, "r", args.to_vec())
    };
    if let Err(e) = differential(&text, function, &args, limits) {
        panic!("{e}");
    }
});
