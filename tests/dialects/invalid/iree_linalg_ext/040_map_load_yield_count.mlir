// map_load: yields an index per source dimension and a padding value.
// MLIR-ERROR: 'iree_linalg_ext.yield' op expected transformation_region to yield a value for each source dimension and a padding value
func.func @f(%s: tensor<4x8xf32>, %o: tensor<8x4xf32>) -> (tensor<8x4xf32>) {
  %pad = arith.constant 0.0 : f32
  %0 = iree_linalg_ext.map_load %s into %o {
  ^bb0(%i: index, %j: index):
    iree_linalg_ext.yield %j, %i : index, index
  } : tensor<4x8xf32> into tensor<8x4xf32> -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
