// linalg.broadcast whose dimensions do not account for the rank difference.
// MLIR-ERROR: 'linalg.broadcast' op input rank plus added dimensions does not match init rank. input rank: 1, dimensions size: 1, init rank: 3
func.func @f(%a: tensor<8xf32>, %b: tensor<4x8x2xf32>) -> tensor<4x8x2xf32> {
  %0 = linalg.broadcast ins(%a : tensor<8xf32>) outs(%b : tensor<4x8x2xf32>) dimensions = [0]
  return %0 : tensor<4x8x2xf32>
}
