// The flow tensor ops take ranked tensors.
// MLIR-ERROR: custom op 'flow.tensor.tie_shape' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'
func.func @f(%t: tensor<*xf32>) {
  %0 = flow.tensor.tie_shape %t : tensor<*xf32>
  return
}
