// map_load: the padding value has the source's element type.
// MLIR-ERROR: 'iree_linalg_ext.yield' op expected yielded padding value type to match source element type
func.func @f(%s: tensor<4x8xf32>, %o: tensor<8x4xf32>) -> (tensor<8x4xf32>) {
  %pad = arith.constant 0.0 : f16
  %0 = iree_linalg_ext.map_load %s into %o {
  ^bb0(%i: index, %j: index):
    iree_linalg_ext.yield %j, %i, %pad : index, index, f16
  } : tensor<4x8xf32> into tensor<8x4xf32> -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
