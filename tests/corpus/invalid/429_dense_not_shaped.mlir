// dense not shaped
// MLIR-ERROR: elements literal must be a shaped type
"foo.a"() {a = dense<1> : i32} : () -> ()
