// linalg.fill whose value is a tensor instead of a scalar.
// MLIR-ERROR: expected op with scalar input
func.func @f(%v: tensor<4xf32>, %t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.fill ins(%v : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
