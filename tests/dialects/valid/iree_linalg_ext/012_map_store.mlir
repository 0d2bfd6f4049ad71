// iree_linalg_ext.map_store: each input index mapped to an output index and a mask.
func.func @f(%in: tensor<4x8xf32>, %o: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %t = arith.constant true
  %0 = iree_linalg_ext.map_store %in into %o {
  ^bb0(%i: index, %j: index):
    iree_linalg_ext.yield %j, %i, %t : index, index, i1
  } : tensor<4x8xf32> into tensor<8x4xf32> -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
