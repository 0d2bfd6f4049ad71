// Operands of different element types.
// MLIR-ERROR: 'tosa.add' op requires the same element type for all operands and results
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf16>) {
  %0 = tosa.add %a, %b : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return
}
