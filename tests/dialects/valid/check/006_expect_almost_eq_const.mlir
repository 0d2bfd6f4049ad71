// check.expect_almost_eq_const with and without tolerances.
func.func @f(%a: tensor<2xf32>, %b: tensor<2x2xf64>) {
  check.expect_almost_eq_const(%a, dense<[1.0, 2.0]> : tensor<2xf32>) : tensor<2xf32>
  check.expect_almost_eq_const(%a, dense<[1.0, 2.0]> : tensor<2xf32>, atol 1.0e-3) : tensor<2xf32>
  check.expect_almost_eq_const(%b, dense<0.5> : tensor<2x2xf64>, atol 0.0, rtol 1.0e-6) {tag} : tensor<2x2xf64>
  return
}
