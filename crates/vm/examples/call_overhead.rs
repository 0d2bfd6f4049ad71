//! 1 000 000 calls of a trivial i32 add through the Rust API
//! (`Function::call_into`), for bench/vm.sh: prints nanoseconds per call.

use std::time::Instant;

use sigil_vm::{Module, Value};

fn main() {
    let calls: u32 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1_000_000);
    let m = Module::parse(
        "func.func @add(%a: i32, %b: i32) -> i32 {\n  %s = arith.addi %a, %b : i32\n  return %s : i32\n}\n",
        "add.mlir",
    )
    .expect("the module parses");
    let f = m.get_function("add").expect("@add");
    let args = [Value::i32(1), Value::i32(2)];
    let mut out = Vec::new();
    f.call_into(&args, &mut out).expect("the call runs");
    let start = Instant::now();
    for _ in 0..calls {
        f.call_into(&args, &mut out).expect("the call runs");
    }
    let ns = start.elapsed().as_nanos() as f64 / calls as f64;
    assert_eq!(out, vec![Value::i32(3)]);
    println!("{ns:.1} ns per call ({calls} calls through Function::call_into)");
}
