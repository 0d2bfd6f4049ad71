// gather: indices have the batch rank, or one more.
// MLIR-ERROR: 'iree_linalg_ext.gather' op expected indices to be equal to batch rank or batch rank + 1
func.func @f(%s: tensor<10x4xf32>, %i: tensor<3x2x1xi32>, %o: tensor<3x4xf32>) -> (tensor<3x4xf32>) {
  %0 = iree_linalg_ext.gather dimension_map = [0] ins(%s, %i : tensor<10x4xf32>, tensor<3x2x1xi32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
