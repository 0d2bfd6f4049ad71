// scatter: the update's slice has the original's shape.
// MLIR-ERROR: 'iree_linalg_ext.scatter' op shape of update value dim#1 must match original value at dim#1
func.func @f(%u: tensor<3x5xf32>, %i: tensor<3x1xi32>, %o: tensor<8x4xf32>) -> (tensor<8x4xf32>) {
  %0 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(true)
      ins(%u, %i : tensor<3x5xf32>, tensor<3x1xi32>) outs(%o : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %a : f32
  } -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
