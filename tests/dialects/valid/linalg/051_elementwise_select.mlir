// linalg.select choosing elementwise between two tensors.
func.func @f(%c: tensor<8xi1>, %a: tensor<8xf32>, %b: tensor<8xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.select ins(%c, %a, %b : tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) outs(%init : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
