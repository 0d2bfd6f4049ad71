// dense dynamic shape
// MLIR-ERROR: elements literal type must have static shape
"foo.a"() {v = dense<1> : tensor<?xi32>} : () -> ()
