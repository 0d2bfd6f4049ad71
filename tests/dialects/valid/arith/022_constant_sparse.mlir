// Sparse elements constants.
func.func @f() -> (tensor<3x4xi32>, tensor<8xf32>) {
  %a = arith.constant sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>
  %b = arith.constant sparse<[[3]], [2.5]> : tensor<8xf32>
  return %a, %b : tensor<3x4xi32>, tensor<8xf32>
}
