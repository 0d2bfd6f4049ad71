// map_store: one block argument per input dimension.
// MLIR-ERROR: 'iree_linalg_ext.map_store' op expected number of block arguments to be equal to the input rank
func.func @f(%s: tensor<4x8xf32>, %o: tensor<8x4xf32>) -> (tensor<8x4xf32>) {
  %t = arith.constant true
  %0 = iree_linalg_ext.map_store %s into %o {
  ^bb0(%i: index):
    iree_linalg_ext.yield %i, %i, %t : index, index, i1
  } : tensor<4x8xf32> into tensor<8x4xf32> -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
