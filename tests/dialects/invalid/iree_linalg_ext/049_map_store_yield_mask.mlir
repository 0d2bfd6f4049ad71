// map_store: the mask is an i1.
// MLIR-ERROR: 'iree_linalg_ext.yield' op expected yielded mask to be i1 type
func.func @f(%s: tensor<4x8xf32>, %o: tensor<8x4xf32>) -> (tensor<8x4xf32>) {
  %t = arith.constant 1 : i8
  %0 = iree_linalg_ext.map_store %s into %o {
  ^bb0(%i: index, %j: index):
    iree_linalg_ext.yield %j, %i, %t : index, index, i8
  } : tensor<4x8xf32> into tensor<8x4xf32> -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
