// expect_almost_eq needs float tensors.
// MLIR-ERROR: 'check.expect_almost_eq' op operand #0 must be buffer_view or tensor of floating-point values, but got 'tensor<2xi32>'
func.func @f(%c: tensor<2xi32>) {
  check.expect_almost_eq(%c, %c) : tensor<2xi32>
  return
}
