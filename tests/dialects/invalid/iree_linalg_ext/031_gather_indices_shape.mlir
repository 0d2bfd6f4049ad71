// gather: indices and the output agree on the batch dimensions.
// MLIR-ERROR: 'iree_linalg_ext.gather' op mismatch in shape of indices and output value at dim#0
func.func @f(%s: tensor<10x4xf32>, %i: tensor<4x1xi32>, %o: tensor<3x4xf32>) -> (tensor<3x4xf32>) {
  %0 = iree_linalg_ext.gather dimension_map = [0] ins(%s, %i : tensor<10x4xf32>, tensor<4x1xi32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
