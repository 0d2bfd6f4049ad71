// IREE's almost-equal check compares float tensors only (StableHLO's form takes complex ones).
// MLIR-ERROR: 'check.expect_almost_eq' op operand #0 must be buffer_view or tensor of floating-point values, but got 'tensor<2xcomplex<f32>>'
func.func @f(%a: tensor<2xcomplex<f32>>) {
  check.expect_almost_eq(%a, %a) : tensor<2xcomplex<f32>>
  return
}
