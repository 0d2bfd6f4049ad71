// scatter: the region's arguments have one type.
// MLIR-ERROR: 'iree_linalg_ext.scatter' op mismatch in region argument types 'f16' and 'f32'
func.func @f(%u: tensor<3x4xf16>, %i: tensor<3x1xi32>, %o: tensor<8x4xf32>) -> (tensor<8x4xf32>) {
  %0 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(true)
      ins(%u, %i : tensor<3x4xf16>, tensor<3x1xi32>) outs(%o : tensor<8x4xf32>) {
  ^bb0(%a: f16, %b: f32):
    iree_linalg_ext.yield %a : f16
  } -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
