//! Fuzz target: any module that parses and verifies can be compiled and run
//! with a step limit, a call-depth limit and small lists, and every function
//! either returns, traps with an error, or is refused by the compiler —
//! never a panic, a hang or unbounded memory. Arguments are scalars read
//! from the input's last bytes (zero for references).
#![no_main]

use libfuzzer_sys::fuzz_target;
use sigil_vm::{Limits, Module, ScalarType, Value, VmType};

fuzz_target!(|data: &[u8]| {
    let Ok(module) = Module::parse(data.to_vec(), "fuzz.mlir") else { return };
    module.set_limits(Limits {
        max_call_depth: 1000,
        max_steps: 100_000,
        max_stack_bytes: 1 << 24,
        max_list_len: 1 << 16,
        max_tensor_bytes: 1 << 24,
        threads: 1,
    });
    let seed = data.iter().rev().take(8).fold(0u64, |a, &b| a << 8 | b as u64);
    let names: Vec<String> = module.functions().map(|f| f.name.clone()).collect();
    for name in names {
        let Some(info) = module.function(&name) else { continue };
        let args: Vec<Value> = (0..info.arg_types.len())
            .map(|k| match info.arg_kind(k) {
                Some(VmType::Scalar(t)) => Value::from_bits(t, seed.rotate_left(k as u32 * 7)),
                Some(VmType::Func) => Value::from_bits(ScalarType::I64, 0),
                _ => Value::Null,
            })
            .collect();
        let _ = module.call(&name, &args);
    }
});
