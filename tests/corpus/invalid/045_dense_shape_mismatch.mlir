// dense shape mismatch
// MLIR-ERROR: inferred shape of elements literal ([3]) does not match type ([2])
"foo.a"() {v = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()
