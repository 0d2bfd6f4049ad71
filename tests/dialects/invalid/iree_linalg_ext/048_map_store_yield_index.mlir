// map_store: the yielded indices are indices.
// MLIR-ERROR: 'iree_linalg_ext.yield' op expected yielded indices to be index types
func.func @f(%s: tensor<4x8xf32>, %o: tensor<8x4xf32>) -> (tensor<8x4xf32>) {
  %t = arith.constant true
  %0 = iree_linalg_ext.map_store %s into %o {
  ^bb0(%i: index, %j: index):
    iree_linalg_ext.yield %j, %t, %t : index, i1, i1
  } : tensor<4x8xf32> into tensor<8x4xf32> -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
