// linalg.add on tensors of different shapes.
// MLIR-ERROR: 'linalg.add' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5
func.func @f(%a: tensor<4xf32>, %b: tensor<5xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.add ins(%a, %b : tensor<4xf32>, tensor<5xf32>) outs(%init : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
