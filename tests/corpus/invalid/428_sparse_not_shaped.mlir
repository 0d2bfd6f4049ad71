// sparse not shaped
// MLIR-ERROR: elements literal must be a shaped type
"foo.a"() {a = sparse<[[0]], [1]> : i32} : () -> ()
