// linalg.matmul with a cast that is no TypeFn.
// MLIR-ERROR: expected ::mlir::linalg::TypeFn to be one of: cast_signed, cast_unsigned
func.func @f(%a: tensor<4x8xi8>, %b: tensor<8x16xi8>, %c: tensor<4x16xi32>) -> tensor<4x16xi32> {
  %0 = linalg.matmul {cast = #linalg.type_fn<cast_float>} ins(%a, %b : tensor<4x8xi8>, tensor<8x16xi8>) outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
  return %0 : tensor<4x16xi32>
}
