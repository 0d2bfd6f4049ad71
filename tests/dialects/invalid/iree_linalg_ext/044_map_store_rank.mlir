// map_store: the input has a rank.
// MLIR-ERROR: 'iree_linalg_ext.map_store' op expected input type to have non-zero rank
func.func @f(%s: tensor<f32>, %o: tensor<8x4xf32>) -> (tensor<8x4xf32>) {
  %t = arith.constant true
  %0 = iree_linalg_ext.map_store %s into %o {
  ^bb0():
    iree_linalg_ext.yield %t, %t, %t : i1, i1, i1
  } : tensor<f32> into tensor<8x4xf32> -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
