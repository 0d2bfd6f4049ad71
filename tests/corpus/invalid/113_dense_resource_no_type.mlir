// dense resource no type
// MLIR-ERROR: expected ':'
"foo.a"() {v = dense_resource<b>} : () -> ()
