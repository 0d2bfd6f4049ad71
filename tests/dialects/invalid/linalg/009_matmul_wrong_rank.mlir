// linalg.matmul with a rank-1 operand.
// MLIR-ERROR: 'linalg.matmul' op expected operand #0 rank (1) to match the result rank of indexing_map (2)
func.func @f(%a: tensor<8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
