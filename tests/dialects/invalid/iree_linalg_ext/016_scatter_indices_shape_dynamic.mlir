// scatter: a dynamic batch size does not match a static one.
// MLIR-ERROR: 'iree_linalg_ext.scatter' op mismatch in shape of indices and update value at dim#0
func.func @f(%u: tensor<3x4xf32>, %i: tensor<?x1xi32>, %o: tensor<8x4xf32>) -> (tensor<8x4xf32>) {
  %0 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(true)
      ins(%u, %i : tensor<3x4xf32>, tensor<?x1xi32>) outs(%o : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %a : f32
  } -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
