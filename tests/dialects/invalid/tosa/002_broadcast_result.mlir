// A result shape the broadcast operands do not give.
// MLIR-ERROR: 'tosa.add' op result type '13x21x4' not broadcast compatible with broadcasted operands's shapes '13x21x3'
func.func @f(%a: tensor<13x21x3xf32>, %b: tensor<13x1x3xf32>) {
  %0 = tosa.add %a, %b : (tensor<13x21x3xf32>, tensor<13x1x3xf32>) -> tensor<13x21x4xf32>
  return
}
