// arith.select whose tensor condition has another encoding than the result.
// MLIR-ERROR: 'arith.select' op expected condition type to have the same shape as the result type, expected 'tensor<8xi1, "foo">', but got 'tensor<8xi1, "bar">'
func.func @f(%c: tensor<8xi1, "bar">, %a: tensor<8xi32, "foo">) -> tensor<8xi32, "foo"> {
  %0 = arith.select %c, %a, %a : tensor<8xi1, "bar">, tensor<8xi32, "foo">
  return %0 : tensor<8xi32, "foo">
}
