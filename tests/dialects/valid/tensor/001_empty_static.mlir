// tensor.empty with a fully static shape, of several element types.
func.func @f() -> (tensor<4x8xf32>, tensor<i1>, tensor<2x3x4xi64>) {
  %0 = tensor.empty() : tensor<4x8xf32>
  %1 = tensor.empty() : tensor<i1>
  %2 = tensor.empty() : tensor<2x3x4xi64>
  return %0, %1, %2 : tensor<4x8xf32>, tensor<i1>, tensor<2x3x4xi64>
}
