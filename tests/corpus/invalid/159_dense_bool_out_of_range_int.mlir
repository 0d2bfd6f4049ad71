// dense bool out of range int
// MLIR-ERROR: integer constant out of range for type
"foo.a"() {v = dense<2> : tensor<2xi1>} : () -> ()
