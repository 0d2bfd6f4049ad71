// Operands whose shapes do not broadcast.
// MLIR-ERROR: 'tosa.add' op operands don't have broadcast-compatible shapes
func.func @f(%a: tensor<13x21x3xf32>, %b: tensor<13x2x3xf32>) {
  %0 = tosa.add %a, %b : (tensor<13x21x3xf32>, tensor<13x2x3xf32>) -> tensor<13x21x3xf32>
  return
}
