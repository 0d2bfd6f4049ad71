// dense bool in float
// MLIR-ERROR: expected floating point literal
"foo.a"() {v = dense<true> : tensor<2xf32>} : () -> ()
