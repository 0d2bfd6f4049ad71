// dense array bad type
// MLIR-ERROR: expected integer or float type, got: 'tensor<2xi32>'
"foo.a"() {v = array<tensor<2xi32>: 1>} : () -> ()
