// linalg.reduce in the short `{ op }` form, reducing two dimensions.
func.func @f(%a: tensor<4x8x2xi32>, %init: tensor<8xi32>) -> tensor<8xi32> {
  %0 = linalg.reduce { arith.maxsi } ins(%a : tensor<4x8x2xi32>) outs(%init : tensor<8xi32>) dimensions = [0, 2]
  return %0 : tensor<8xi32>
}
