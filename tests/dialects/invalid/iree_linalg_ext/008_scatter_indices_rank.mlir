// scatter: indices have rank 1 or more.
// MLIR-ERROR: 'iree_linalg_ext.scatter' op expected indices to be of rank 1 or greater and of integer or index element type
func.func @f(%u: tensor<3x4xf32>, %i: tensor<i32>, %o: tensor<8x4xf32>) -> (tensor<8x4xf32>) {
  %0 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(true)
      ins(%u, %i : tensor<3x4xf32>, tensor<i32>) outs(%o : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %a : f32
  } -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
