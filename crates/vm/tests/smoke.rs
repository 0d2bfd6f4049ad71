use sigil_vm::{Module, Value};

#[test]
fn collatz_example_runs() {
    let m = Module::load(std::path::Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/collatz.mlir"
    )))
    .unwrap();
    let out = m.call("collatz", &[Value::i64(27)]).unwrap();
    assert_eq!(out, vec![Value::i64(111), Value::i64(9232)]);
    let out = m.call("longest", &[Value::Index(10)]).unwrap();
    assert_eq!(out, vec![Value::i64(19)]);
}
