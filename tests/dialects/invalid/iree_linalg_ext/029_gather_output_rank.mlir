// gather: the output has at least the source's slice rank.
// MLIR-ERROR: 'iree_linalg_ext.gather' op expected output to be at least the rank of non indexed source dims
func.func @f(%s: tensor<10x4x2xf32>, %i: tensor<3x1xi32>, %o: tensor<3xf32>) -> (tensor<3xf32>) {
  %0 = iree_linalg_ext.gather dimension_map = [0] ins(%s, %i : tensor<10x4x2xf32>, tensor<3x1xi32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
