// gather: all memrefs or all tensors.
// MLIR-ERROR: 'iree_linalg_ext.gather' op expected operation that implements LinalgExtInterface to have either pure buffer semantics or pure tensor semantics
func.func @f(%s: memref<10x4xf32>, %i: tensor<3x1xi32>, %o: tensor<3x4xf32>) -> (tensor<3x4xf32>) {
  %0 = iree_linalg_ext.gather dimension_map = [0] ins(%s, %i : memref<10x4xf32>, tensor<3x1xi32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
