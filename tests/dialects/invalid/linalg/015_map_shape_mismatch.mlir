// linalg.map with inputs of different shapes.
// MLIR-ERROR: 'linalg.map' op expected shape of input (8) to match shape of output (4)
func.func @f(%a: tensor<4xf32>, %b: tensor<8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.map { arith.addf } ins(%a, %b : tensor<4xf32>, tensor<8xf32>) outs(%init : tensor<4xf32>)
  return %0 : tensor<4xf32>
}
