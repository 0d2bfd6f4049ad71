// The same for the constant form.
// MLIR-ERROR: 'check.expect_almost_eq_const' op operand #0 must be tensor of floating-point values, but got 'tensor<2xcomplex<f32>>'
func.func @f(%a: tensor<2xcomplex<f32>>) {
  check.expect_almost_eq_const(%a, dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>) : tensor<2xcomplex<f32>>
  return
}
