// map_store: yields an index per output dimension and a mask.
// MLIR-ERROR: 'iree_linalg_ext.yield' op expected transformation_region to yield a value for each output dimension and a mask
func.func @f(%s: tensor<4x8xf32>, %o: tensor<8x4xf32>) -> (tensor<8x4xf32>) {
  %t = arith.constant true
  %0 = iree_linalg_ext.map_store %s into %o {
  ^bb0(%i: index, %j: index):
    iree_linalg_ext.yield %j, %i : index, index
  } : tensor<4x8xf32> into tensor<8x4xf32> -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
