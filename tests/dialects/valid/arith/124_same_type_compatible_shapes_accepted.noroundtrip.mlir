// SameOperandsAndResultType compares element types and shapes by compatibility: a dynamic size matches a static one.
// The custom form writes one type for all values: read back, it no longer holds (mlir-opt's output does not either).
func.func @f(%a: tensor<4xi32>, %b: tensor<?xi32>, %c: tensor<2x3xf32>, %d: tensor<2x?xf32>) -> (tensor<4xi32>, tensor<2x3xf32>) {
  %0 = "arith.addi"(%a, %b) : (tensor<4xi32>, tensor<?xi32>) -> tensor<4xi32>
  %1 = "arith.mulf"(%c, %d) : (tensor<2x3xf32>, tensor<2x?xf32>) -> tensor<2x3xf32>
  return %0, %1 : tensor<4xi32>, tensor<2x3xf32>
}
