// Two cases in a plain enum attribute: no comma is read.
// MLIR-ERROR: expected '>'
func.func @f(%a: tensor<4x8xi8>, %b: tensor<8x16xi8>, %c: tensor<4x16xi32>) -> tensor<4x16xi32> {
  %0 = linalg.matmul {cast = #linalg.type_fn<cast_signed, cast_unsigned>} ins(%a, %b : tensor<4x8xi8>, tensor<8x16xi8>) outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
  return %0 : tensor<4x16xi32>
}
