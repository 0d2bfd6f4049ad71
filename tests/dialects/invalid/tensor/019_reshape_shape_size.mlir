// tensor.reshape whose shape operand length differs from the result rank.
// MLIR-ERROR: 'tensor.reshape' op length of shape operand differs from the result's tensor rank
func.func @f(%t: tensor<6xf32>, %s: tensor<3xindex>) {
  %0 = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<3xindex>) -> tensor<2x3xf32>
  return
}
