// sparse dynamic shape
// MLIR-ERROR: elements literal type must have static shape
"foo.a"() {a = sparse<[[0]], [1]> : tensor<?xi32>} : () -> ()
