// Dense constants of tensor type: splat, nested, rank 0, and zero elements.
func.func @f() -> (tensor<2x3xi32>, tensor<4xf32>, tensor<f64>, tensor<0xi32>, tensor<2x0xf32>) {
  %a = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %b = arith.constant dense<[0x7F800000, 1.0, -1.0, 0x7FC00000]> : tensor<4xf32>
  %c = arith.constant dense<2.5> : tensor<f64>
  %d = arith.constant dense<> : tensor<0xi32>
  %e = arith.constant dense<> : tensor<2x0xf32>
  return %a, %b, %c, %d, %e : tensor<2x3xi32>, tensor<4xf32>, tensor<f64>, tensor<0xi32>, tensor<2x0xf32>
}
