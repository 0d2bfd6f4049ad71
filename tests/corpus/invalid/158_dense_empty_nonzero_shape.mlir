// dense empty nonzero shape
// MLIR-ERROR: inferred shape of elements literal ([0]) does not match type ([2])
"foo.a"() {v = dense<[]> : tensor<2xi32>} : () -> ()
