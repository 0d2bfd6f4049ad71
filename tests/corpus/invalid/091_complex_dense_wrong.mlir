// complex dense wrong
// MLIR-ERROR: expected ')' after complex elements
"foo.a"() {v = dense<(1, 2, 3)> : tensor<complex<i32>>} : () -> ()
