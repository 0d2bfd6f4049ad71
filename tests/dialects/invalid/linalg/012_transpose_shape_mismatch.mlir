// linalg.transpose whose output shape is not the permuted input shape.
// MLIR-ERROR: 'linalg.transpose' op dim(result, 0) = 4 doesn't match dim(input, permutation[0]) = 8
func.func @f(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) permutation = [1, 0]
  return %0 : tensor<4x8xf32>
}
