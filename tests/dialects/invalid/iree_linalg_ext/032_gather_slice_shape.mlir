// gather: the output's slice has the source's shape.
// MLIR-ERROR: 'iree_linalg_ext.gather' op shape of output value dim#1 must match source value at dim#1
func.func @f(%s: tensor<10x4xf32>, %i: tensor<3x1xi32>, %o: tensor<3x5xf32>) -> (tensor<3x5xf32>) {
  %0 = iree_linalg_ext.gather dimension_map = [0] ins(%s, %i : tensor<10x4xf32>, tensor<3x1xi32>) outs(%o : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}
