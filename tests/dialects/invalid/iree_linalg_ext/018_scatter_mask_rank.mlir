// scatter: the mask has the batch rank.
// MLIR-ERROR: 'iree_linalg_ext.scatter' op expected mask rank to match batch rank
func.func @f(%u: tensor<3x4xf32>, %i: tensor<3x1xi32>, %m: tensor<3x1xi1>, %o: tensor<8x4xf32>) -> (tensor<8x4xf32>) {
  %0 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(true)
      ins(%u, %i, %m : tensor<3x4xf32>, tensor<3x1xi32>, tensor<3x1xi1>) outs(%o : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %a : f32
  } -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
