// DestinationStyleOpInterface: one tensor result per tensor init.
// MLIR-ERROR: 'iree_linalg_ext.scatter' op expected the number of tensor results (2) to be equal to the number of output tensors (1)
func.func @f(%u: tensor<3x4xf32>, %i: tensor<3x1xi32>, %o: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %0:2 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(true)
      ins(%u, %i : tensor<3x4xf32>, tensor<3x1xi32>) outs(%o : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %a : f32
  } -> tensor<8x4xf32>, tensor<8x4xf32>
  return %0#0, %0#1 : tensor<8x4xf32>, tensor<8x4xf32>
}
