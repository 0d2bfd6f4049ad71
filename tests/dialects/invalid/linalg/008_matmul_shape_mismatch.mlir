// linalg.matmul whose reduction dimensions disagree.
// MLIR-ERROR: 'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 7
func.func @f(%a: tensor<4x8xf32>, %b: tensor<7x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<7x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
