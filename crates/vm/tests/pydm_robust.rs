//! The PyDM lowering on odd but valid input: every PyDM file test, with
//! one type swapped for another at one place or one line dropped, is
//! loaded (parsed, verified, lowered, linked, verified again) and its
//! functions called. Whatever verifies must lower or be refused with an
//! error, and run or stop with an error: never a panic. (The `vm` fuzz
//! target explores further; this runs in every `cargo test`.)

use std::panic::{catch_unwind, AssertUnwindSafe};

use sigil_vm::{Module, Value, VmType};

const TYPES: &[&str] = &[
    "!iree_pydm.integer<64>",
    "!iree_pydm.integer<8>",
    "!iree_pydm.integer<unsigned 32>",
    "!iree_pydm.real<f64>",
    "!iree_pydm.real<f32>",
    "!iree_pydm.bool",
    "!iree_pydm.none",
    "!iree_pydm.object",
    "!iree_pydm.list",
    "!iree_pydm.tuple",
    "!iree_pydm.list<unboxed,!iree_pydm.integer<64>>",
    "!iree_pydm.list<unboxed,!iree_pydm.real<f64>>",
    "!iree_pydm.integer",
    "!iree_pydm.str",
];

struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

/// Loads `text` and calls each function with zeros; panics are the bug.
fn exercise(text: &str) -> bool {
    let Ok(module) = Module::parse(text.as_bytes().to_vec(), "variant.mlir") else {
        return false;
    };
    let names: Vec<String> = module.functions().map(|f| f.name.clone()).collect();
    for name in names {
        let Some(info) = module.function(&name) else {
            continue;
        };
        let args: Vec<Value> = (0..info.arg_types.len())
            .map(|k| match info.arg_kind(k) {
                Some(VmType::Scalar(t)) => Value::from_bits(t, 0),
                _ => Value::Null,
            })
            .collect();
        let _ = module.call(&name, &args);
    }
    true
}

#[test]
fn odd_pydm_never_panics() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/filetests/pydm");
    let mut chunks: Vec<String> = Vec::new();
    for entry in std::fs::read_dir(dir).expect("the PyDM file tests") {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        chunks.extend(text.split("// -----").map(str::to_string));
    }
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let (mut tried, mut loaded) = (0, 0);
    for chunk in &chunks {
        for _ in 0..60 {
            let lines: Vec<&str> = chunk.lines().collect();
            let variant = if rng.below(3) == 0 {
                // Drop one line.
                let k = rng.below(lines.len());
                lines
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| i != k)
                    .map(|(_, l)| *l)
                    .collect::<Vec<_>>()
                    .join("\n")
            } else {
                // Swap one occurrence of a PyDM type for another.
                let from = TYPES[rng.below(TYPES.len())];
                let to = TYPES[rng.below(TYPES.len())];
                let hits: Vec<usize> = chunk.match_indices(from).map(|(i, _)| i).collect();
                if hits.is_empty() {
                    continue;
                }
                let at = hits[rng.below(hits.len())];
                format!("{}{}{}", &chunk[..at], to, &chunk[at + from.len()..])
            };
            tried += 1;
            let ok = catch_unwind(AssertUnwindSafe(|| exercise(&variant)));
            match ok {
                Ok(true) => loaded += 1,
                Ok(false) => {}
                Err(_) => panic!("panic on this PyDM variant:\n{variant}"),
            }
        }
    }
    eprintln!("pydm robustness: {tried} variants, {loaded} loaded and ran, no panic");
    assert!(
        loaded > 50,
        "too few variants loaded ({loaded} of {tried}) to mean anything"
    );
}
