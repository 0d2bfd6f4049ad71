// Operands of different ranks (SameOperandsAndResultRank).
// MLIR-ERROR: 'tosa.sub' op operands don't have matching ranks
func.func @f(%a: tensor<13x21x3xf32>, %b: tensor<21x3xf32>) {
  %0 = tosa.sub %a, %b : (tensor<13x21x3xf32>, tensor<21x3xf32>) -> tensor<13x21x3xf32>
  return
}
