// dense strings for int type
// MLIR-ERROR: integer constant out of range for type
"foo.a"() {v = dense<["one", "two"]> : tensor<2xi32>} : () -> ()
