// map_load: one block argument per output dimension.
// MLIR-ERROR: 'iree_linalg_ext.map_load' op expected number of block arguments to be equal to the output rank
func.func @f(%s: tensor<4x8xf32>, %o: tensor<8x4xf32>) -> (tensor<8x4xf32>) {
  %pad = arith.constant 0.0 : f32
  %0 = iree_linalg_ext.map_load %s into %o {
  ^bb0(%i: index):
    iree_linalg_ext.yield %i, %i, %pad : index, index, f32
  } : tensor<4x8xf32> into tensor<8x4xf32> -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
