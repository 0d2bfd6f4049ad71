// Dense constants of complex element type.
func.func @f() -> (tensor<2xcomplex<f32>>, tensor<complex<i32>>) {
  %a = arith.constant dense<[(1.0, 2.0), (-1.0, 0.5)]> : tensor<2xcomplex<f32>>
  %b = arith.constant dense<(3, 4)> : tensor<complex<i32>>
  return %a, %b : tensor<2xcomplex<f32>>, tensor<complex<i32>>
}
