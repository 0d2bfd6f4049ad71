// flow.tensor.constant and flow.tensor.dynamic_constant.
func.func @f() -> (tensor<2xf32>, tensor<?xi32>, tensor<i8>) {
  %0 = flow.tensor.constant dense<1.0> : tensor<2xf32>
  %1 = flow.tensor.dynamic_constant dense<[1, 2]> : tensor<2xi32> -> tensor<?xi32>
  %2 = flow.tensor.constant {y} dense<1> : tensor<i8>
  return %0, %1, %2 : tensor<2xf32>, tensor<?xi32>, tensor<i8>
}
