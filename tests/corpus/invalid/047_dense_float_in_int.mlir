// dense float in int
// MLIR-ERROR: expected integer elements, but parsed floating-point
"foo.a"() {v = dense<1.5> : tensor<2xi32>} : () -> ()
