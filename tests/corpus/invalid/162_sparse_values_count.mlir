// sparse values count
// MLIR-ERROR: expected shape ([4]); inferred shape of indices literal ([2, 1]); inferred shape of values literal ([1])
"foo.a"() {v = sparse<[[0], [1]], [1]> : tensor<4xi32>} : () -> ()
