// tensor.expand_shape whose output shape does not multiply to the input size.
// MLIR-ERROR: 'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 12
func.func @f(%t: tensor<8xf32>) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [3, 4] : tensor<8xf32> into tensor<3x4xf32>
  return
}
