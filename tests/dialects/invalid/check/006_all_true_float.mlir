// expect_all_true needs an integer tensor.
// MLIR-ERROR: 'check.expect_all_true' op operand #0 must be buffer_view or tensor of signless integer values, but got 'tensor<2xf32>'
func.func @f(%c: tensor<2xf32>) {
  check.expect_all_true(%c) : tensor<2xf32>
  return
}
