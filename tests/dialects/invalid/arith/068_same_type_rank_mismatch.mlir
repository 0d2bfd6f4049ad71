// SameOperandsAndResultType: ranks must agree even where sizes are dynamic.
// MLIR-ERROR: 'arith.addi' op requires the same type for all operands and results
func.func @f(%a: tensor<4xi32>, %b: tensor<?x?xi32>) -> tensor<4xi32> {
  %0 = "arith.addi"(%a, %b) : (tensor<4xi32>, tensor<?x?xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
