// scatter: region argument 0 has the update's element type.
// MLIR-ERROR: 'iree_linalg_ext.scatter' op mismatch in argument 0 of region 'f16' and element type of update value 'f32'
func.func @f(%u: tensor<3x4xf32>, %i: tensor<3x1xi32>, %o: tensor<8x4xf32>) -> (tensor<8x4xf32>) {
  %0 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(true)
      ins(%u, %i : tensor<3x4xf32>, tensor<3x1xi32>) outs(%o : tensor<8x4xf32>) {
  ^bb0(%a: f16, %b: f32):
    iree_linalg_ext.yield %b : f32
  } -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
