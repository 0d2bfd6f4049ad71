// Elementwise: the non-scalar operands and results are of one kind; a ranked and an unranked tensor are not.
// MLIR-ERROR: 'arith.mulf' op all non-scalar operands/results must have the same shape and base type
func.func @f(%c: tensor<*xf32>, %d: tensor<2x3xf32>) -> tensor<*xf32> {
  %1 = "arith.mulf"(%c, %d) : (tensor<*xf32>, tensor<2x3xf32>) -> tensor<*xf32>
  return %1 : tensor<*xf32>
}
