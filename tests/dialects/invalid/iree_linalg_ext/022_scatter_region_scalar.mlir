// scatter: the region's arguments are integers or floats.
// MLIR-ERROR: 'iree_linalg_ext.scatter' op expected region to have scalar argument of integer or float types
func.func @f(%u: tensor<3x4xf32>, %i: tensor<3x1xi32>, %o: tensor<8x4xf32>) -> (tensor<8x4xf32>) {
  %0 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(true)
      ins(%u, %i : tensor<3x4xf32>, tensor<3x1xi32>) outs(%o : tensor<8x4xf32>) {
  ^bb0(%a: index, %b: f32):
    iree_linalg_ext.yield %b : f32
  } -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
