// dense no type
// MLIR-ERROR: expected ':'
"foo.a"() {v = dense<1>} : () -> ()
