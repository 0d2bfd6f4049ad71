// gather: the dimension map is a permutation.
// MLIR-ERROR: 'iree_linalg_ext.gather' op dimension map is invalid.
func.func @f(%s: tensor<10x4xf32>, %i: tensor<3x1xi32>, %o: tensor<3x4xf32>) -> (tensor<3x4xf32>) {
  %0 = iree_linalg_ext.gather dimension_map = [-1] ins(%s, %i : tensor<10x4xf32>, tensor<3x1xi32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
