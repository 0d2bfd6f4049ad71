//! The VM fuzz target's property on stable Rust, in every test run: the
//! VM's file tests and examples, with seeded random mutations (bytes
//! changed, lines dropped, duplicated and swapped), parse, verify, compile
//! and run under tight limits without a panic, a hang or runaway memory —
//! every outcome is a result or an error.

use std::path::Path;

use sigil_vm::{Limits, Module, ScalarType, Value, VmType};

struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

fn mutate(text: &str, rng: &mut SplitMix64) -> Vec<u8> {
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    for _ in 0..1 + rng.below(3) {
        let n = lines.len();
        if n == 0 {
            break;
        }
        match rng.below(5) {
            0 => {
                lines.remove(rng.below(n));
            }
            1 => {
                let l = lines[rng.below(n)].clone();
                lines.insert(rng.below(n), l);
            }
            2 => lines.swap(rng.below(n), rng.below(n)),
            _ => {
                let i = rng.below(n);
                let mut b = lines[i].clone().into_bytes();
                if !b.is_empty() {
                    let j = rng.below(b.len());
                    b[j] = b"0123456789-+%@^:,()[]{}<>x ieu"[rng.below(30)];
                }
                lines[i] = String::from_utf8_lossy(&b).into_owned();
            }
        }
    }
    lines.join("\n").into_bytes()
}

/// Runs every public function of the module; whether it verified.
fn run_everything(text: Vec<u8>, seed: u64) -> bool {
    let Ok(module) = Module::parse(text, "mutant.mlir") else {
        return false;
    };
    module.set_limits(Limits {
        max_call_depth: 500,
        max_steps: 20_000,
        max_stack_bytes: 1 << 22,
        max_list_len: 1 << 12,
        max_tensor_bytes: 1 << 24,
        threads: 1,
    });
    let names: Vec<String> = module.functions().map(|f| f.name.clone()).collect();
    for name in names {
        let Some(info) = module.function(&name) else {
            continue;
        };
        let args: Vec<Value> = (0..info.arg_types.len())
            .map(|k| match info.arg_kind(k) {
                Some(VmType::Scalar(t)) => Value::from_bits(t, seed.rotate_left(7 * k as u32)),
                Some(VmType::Func) => Value::from_bits(ScalarType::I64, 0),
                _ => Value::Null,
            })
            .collect();
        let _ = module.call(&name, &args);
    }
    true
}

#[test]
fn mutated_modules_never_crash_the_vm() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut sources = Vec::new();
    for dir in ["tests/filetests/run", "examples", "bench/vm"] {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
            continue;
        };
        for e in entries.flatten() {
            if e.path().extension().is_some_and(|x| x == "mlir") {
                sources.push(std::fs::read_to_string(e.path()).unwrap());
            }
        }
    }
    assert!(sources.len() >= 5, "no VM sources found");
    let cases: u64 = std::env::var("SIGIL_VM_MUTATIONS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1500);
    let mut rng = SplitMix64(0x0051_5711);
    let mut panics = Vec::new();
    let mut ran = 0;
    for case in 0..cases {
        let src = &sources[rng.below(sources.len())];
        let text = mutate(src, &mut rng);
        let seed = rng.next();
        let t = text.clone();
        match std::panic::catch_unwind(move || run_everything(t, seed)) {
            Ok(true) => ran += 1,
            Ok(false) => {}
            Err(_) => panics.push((case, String::from_utf8_lossy(&text).into_owned())),
        }
    }
    eprintln!("mutations: {cases} mutants, {ran} verified and ran");
    if let Some((case, text)) = panics.first() {
        panic!(
            "{} of {cases} mutated modules crashed the VM; the first (case {case}):\n{text}",
            panics.len()
        );
    }
}
