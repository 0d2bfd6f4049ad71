// check.expect_almost_eq with default, explicit and default-valued tolerances (defaults are not printed).
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<2xbf16>) {
  check.expect_almost_eq(%a, %b) : tensor<4xf32>
  check.expect_almost_eq(%a, %b, atol 1.0e-02) : tensor<4xf32>
  check.expect_almost_eq(%a, %b, atol 1.0e-02, rtol 1.0e-03) : tensor<4xf32>
  check.expect_almost_eq(%a, %b, atol 1.0e-04, rtol 0.0) : tensor<4xf32>
  check.expect_almost_eq(%c, %c, atol 1.0e-1, rtol 5.0e-1) : tensor<2xbf16>
  return
}
