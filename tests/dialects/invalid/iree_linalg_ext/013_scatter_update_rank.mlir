// scatter: the update has at least the original's slice rank.
// MLIR-ERROR: 'iree_linalg_ext.scatter' op expected update to be at least the rank of non indexed original dims
func.func @f(%u: tensor<4xf32>, %i: tensor<3x1xi32>, %o: tensor<8x4x2xf32>) -> (tensor<8x4x2xf32>) {
  %0 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(true)
      ins(%u, %i : tensor<4xf32>, tensor<3x1xi32>) outs(%o : tensor<8x4x2xf32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %a : f32
  } -> tensor<8x4x2xf32>
  return %0 : tensor<8x4x2xf32>
}
