// dense int out of range
// MLIR-ERROR: integer constant out of range for type
"foo.a"() {v = dense<300> : tensor<2xi8>} : () -> ()
