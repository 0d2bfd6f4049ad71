// gather: the mask has the batch rank.
// MLIR-ERROR: 'iree_linalg_ext.gather' op expected mask rank to match batch rank
func.func @f(%s: tensor<10x4xf32>, %i: tensor<3x1xi32>, %m: tensor<3x4xi1>, %o: tensor<3x4xf32>) -> (tensor<3x4xf32>) {
  %0 = iree_linalg_ext.gather dimension_map = [0] ins(%s, %i, %m : tensor<10x4xf32>, tensor<3x1xi32>, tensor<3x4xi1>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
