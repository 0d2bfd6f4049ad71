// linalg.reduce over a dimension beyond the input rank.
// MLIR-ERROR: 'linalg.reduce' op dimensions for reduction should be in the range [0, 1].
func.func @f(%a: tensor<4x8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%init : tensor<4xf32>) dimensions = [2]
  return %0 : tensor<4xf32>
}
