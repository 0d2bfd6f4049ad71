// dense array bitwidth
// MLIR-ERROR: element type bitwidth must be a multiple of 8
"foo.a"() {v = array<i2: 1>} : () -> ()
