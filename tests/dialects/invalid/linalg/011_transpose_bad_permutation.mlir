// linalg.transpose with a permutation that repeats a dimension.
// MLIR-ERROR: 'linalg.transpose' op permutation is not valid
func.func @f(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.transpose ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) permutation = [0, 0]
  return %0 : tensor<4x4xf32>
}
