// A reshape keeps the element type.
// MLIR-ERROR: 'flow.tensor.reshape' op failed to verify that all of {source, result} have same element type
func.func @f(%t: tensor<4xf32>) {
  %0 = flow.tensor.reshape %t : tensor<4xf32> -> tensor<2x2xi32>
  return
}
