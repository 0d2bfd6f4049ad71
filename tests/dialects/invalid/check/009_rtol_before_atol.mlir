// The tolerances are written atol first.
// MLIR-ERROR: custom op 'check.expect_almost_eq_const' expected 'atol'
func.func @f(%c: tensor<2xf32>) {
  check.expect_almost_eq_const(%c, dense<[1.0, 2.0]> : tensor<2xf32>, rtol 1.0e-3) : tensor<2xf32>
  return
}
