// gather: indices have an integer or index element type.
// MLIR-ERROR: 'iree_linalg_ext.gather' op expected indices to be of rank 1 or greater and of integer or index element type
func.func @f(%s: tensor<10x4xf32>, %i: tensor<3x1xf16>, %o: tensor<3x4xf32>) -> (tensor<3x4xf32>) {
  %0 = iree_linalg_ext.gather dimension_map = [0] ins(%s, %i : tensor<10x4xf32>, tensor<3x1xf16>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
