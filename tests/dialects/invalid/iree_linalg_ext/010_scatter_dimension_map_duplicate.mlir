// scatter: the dimension map is a permutation (no duplicate).
// MLIR-ERROR: 'iree_linalg_ext.scatter' op dimension map is invalid.
func.func @f(%u: tensor<3x4xf32>, %i: tensor<3x2xi32>, %o: tensor<8x8x4xf32>) -> (tensor<8x8x4xf32>) {
  %0 = iree_linalg_ext.scatter dimension_map = [0, 0] unique_indices(true)
      ins(%u, %i : tensor<3x4xf32>, tensor<3x2xi32>) outs(%o : tensor<8x8x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %a : f32
  } -> tensor<8x8x4xf32>
  return %0 : tensor<8x8x4xf32>
}
