// linalg.add, linalg.div_unsigned and linalg.max on integer tensors.
func.func @f(%a: tensor<8xi32>, %b: tensor<8xi32>, %init: tensor<8xi32>) -> tensor<8xi32> {
  %0 = linalg.add ins(%a, %b : tensor<8xi32>, tensor<8xi32>) outs(%init : tensor<8xi32>) -> tensor<8xi32>
  %1 = linalg.div_unsigned ins(%0, %b : tensor<8xi32>, tensor<8xi32>) outs(%init : tensor<8xi32>) -> tensor<8xi32>
  %2 = linalg.max ins(%1, %a : tensor<8xi32>, tensor<8xi32>) outs(%init : tensor<8xi32>) -> tensor<8xi32>
  return %2 : tensor<8xi32>
}
