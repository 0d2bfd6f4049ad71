// check.expect_eq on tensors of any element type.
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<2x2xi8>, %d: tensor<complex<f32>>) {
  check.expect_eq(%a, %b) : tensor<4xf32>
  check.expect_eq(%c, %c) : tensor<2x2xi8>
  check.expect_eq(%d, %d) : tensor<complex<f32>>
  return
}
