// negative zero integer
// MLIR-ERROR: integer constant out of range for attribute
"foo.a"() {v = -0 : i32} : () -> ()
