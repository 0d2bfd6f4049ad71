// tensor.cast between static, dynamic and unranked tensor types.
func.func @f(%t: tensor<4x?xf32>) -> (tensor<?x?xf32>, tensor<4x8xf32>, tensor<*xf32>, tensor<4x?xf32>) {
  %0 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<4x8xf32>
  %2 = tensor.cast %1 : tensor<4x8xf32> to tensor<*xf32>
  %3 = tensor.cast %2 : tensor<*xf32> to tensor<4x?xf32>
  return %0, %1, %2, %3 : tensor<?x?xf32>, tensor<4x8xf32>, tensor<*xf32>, tensor<4x?xf32>
}
