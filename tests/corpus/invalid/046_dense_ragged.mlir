// dense ragged
// MLIR-ERROR: tensor literal is invalid; ranks are not consistent between elements
"foo.a"() {v = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()
