// A self-checking test file in IREE's style: every public function without
// arguments is a test, and the `check` ops compare values. The second test
// fails on purpose, to show how a failure is reported. Try:
//   sigil check examples/checks.mlir
func.func @adds_tensors() {
  %a = util.unfoldable_constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %b = util.unfoldable_constant dense<[0.5, 0.5, 0.5]> : tensor<3xf32>
  %sum = arith.addf %a, %b : tensor<3xf32>
  check.expect_almost_eq_const(%sum, dense<[1.5, 2.5, 3.5]> : tensor<3xf32>) : tensor<3xf32>
  return
}

func.func @wrong_expectation() {
  %a = util.unfoldable_constant dense<[6, 7]> : tensor<2xi32>
  %b = util.unfoldable_constant dense<[7, 6]> : tensor<2xi32>
  %p = arith.muli %a, %b : tensor<2xi32>
  check.expect_eq_const(%p, dense<[42, 43]> : tensor<2xi32>) : tensor<2xi32>
  return
}
