// non function type
// MLIR-ERROR: expected function type
"foo.a"() : i32
