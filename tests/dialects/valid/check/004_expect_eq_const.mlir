// check.expect_eq_const with dense splat and non-splat constants.
func.func @f(%a: tensor<3xi32>, %b: tensor<2x2xf16>, %c: tensor<i1>) {
  check.expect_eq_const(%a, dense<[1, 2, 3]> : tensor<3xi32>) : tensor<3xi32>
  check.expect_eq_const(%b, dense<1.5> : tensor<2x2xf16>) : tensor<2x2xf16>
  check.expect_eq_const(%c, dense<true> : tensor<i1>) : tensor<i1>
  return
}
