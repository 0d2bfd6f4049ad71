// scatter: the dimension map is not empty.
// MLIR-ERROR: 'iree_linalg_ext.scatter' op dimension map must have at least one element
func.func @f(%u: tensor<3x4xf32>, %i: tensor<3x1xi32>, %o: tensor<8x4xf32>) -> (tensor<8x4xf32>) {
  %0 = iree_linalg_ext.scatter dimension_map = [] unique_indices(true)
      ins(%u, %i : tensor<3x4xf32>, tensor<3x1xi32>) outs(%o : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %a : f32
  } -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
