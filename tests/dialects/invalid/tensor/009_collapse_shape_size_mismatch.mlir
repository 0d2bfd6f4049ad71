// tensor.collapse_shape whose result size differs from the product of the input sizes.
// MLIR-ERROR: 'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 8
func.func @f(%t: tensor<2x4xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x4xf32> into tensor<6xf32>
  return
}
