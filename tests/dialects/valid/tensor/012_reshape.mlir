// tensor.reshape with a static and a dynamic shape operand.
func.func @f(%t: tensor<2x3xf32>, %s: tensor<1xindex>, %d: tensor<?xi32>, %s2: tensor<2xi64>) -> (tensor<6xf32>, tensor<?x?xi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<2x3xf32>, tensor<1xindex>) -> tensor<6xf32>
  %1 = tensor.reshape %d(%s2) : (tensor<?xi32>, tensor<2xi64>) -> tensor<?x?xi32>
  return %0, %1 : tensor<6xf32>, tensor<?x?xi32>
}
