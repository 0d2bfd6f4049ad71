// dense bad hex size
// MLIR-ERROR: elements hex data size is invalid for provided type: 'tensor<4xi32>'
"foo.a"() {v = dense<"0x0102"> : tensor<4xi32>} : () -> ()
