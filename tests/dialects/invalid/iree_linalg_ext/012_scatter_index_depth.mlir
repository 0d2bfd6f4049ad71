// scatter: the index depth is at most the original's rank.
// MLIR-ERROR: 'iree_linalg_ext.scatter' op expected update to be at least the rank of non indexed original dims
func.func @f(%u: tensor<3xf32>, %i: tensor<3x2xi32>, %o: tensor<8xf32>) -> (tensor<8xf32>) {
  %0 = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(true)
      ins(%u, %i : tensor<3xf32>, tensor<3x2xi32>) outs(%o : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %a : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
