// The constant's type differs from the operand's.
// MLIR-ERROR: 'check.expect_eq_const' op failed to verify that all of {lhs, value} have same type
func.func @f(%c: tensor<2xf32>) {
  check.expect_eq_const(%c, dense<[1, 2]> : tensor<2xi32>) : tensor<2xf32>
  return
}
