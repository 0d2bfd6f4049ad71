//! The Rust sample of the user guide (`docs/src/vm.md` includes the lines between the
//! `ANCHOR` markers), run as a test so that the guide shows code that compiles and works.

// ANCHOR: call
use std::path::Path;
use std::rc::Rc;

use sigil_vm::{BufferView, ElementType, Module, Value};

fn mean_of(values: &[f32]) -> Result<f32, sigil_vm::Error> {
    let module = Module::load(Path::new("examples/average.mlir"))?;
    let bytes: Vec<u8> = values.iter().flat_map(|x| x.to_le_bytes()).collect();
    let tensor = BufferView {
        elem: ElementType::F32,
        shape: vec![values.len() as i64],
        data: bytes.into(),
    };
    let results = module.get_function("mean")?.call(&[
        Value::Buffer(Rc::new(tensor)),
        Value::Index(values.len() as i64),
    ])?;
    match results[..] {
        [Value::F32(m)] => Ok(m),
        _ => unreachable!("@mean returns one f32"),
    }
}
// ANCHOR_END: call

#[test]
fn the_guides_rust_sample_runs() {
    // The sample's path is relative to the repository's root, as in the guide.
    std::env::set_current_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")).unwrap();
    assert_eq!(mean_of(&[1.0, 2.0, 3.0, 4.0]).unwrap(), 2.5);
    let err = Module::load(Path::new("examples/average.mlir"))
        .unwrap()
        .get_function("per_item")
        .unwrap()
        .call(&[Value::i64(10), Value::i64(0)])
        .unwrap_err()
        .to_string();
    assert!(err.contains("integer division by zero"), "{err}");
}
