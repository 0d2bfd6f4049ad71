// sparse bad
// MLIR-ERROR: sparse index #0 is not contained within the value shape, with index=[0, 5], and type='tensor<2x2xi32>'
"foo.a"() {v = sparse<[[0, 5]], [1]> : tensor<2x2xi32>} : () -> ()
