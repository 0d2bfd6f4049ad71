// A self-checking test function as IREE's e2e files write them.
func.func @add() {
  %a = util.unfoldable_constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = arith.addf %a, %a : tensor<2xf32>
  check.expect_almost_eq_const(%b, dense<[2.0, 4.0]> : tensor<2xf32>) : tensor<2xf32>
  %c = util.optimization_barrier %b : tensor<2xf32>
  check.expect_eq(%b, %c) : tensor<2xf32>
  return
}
