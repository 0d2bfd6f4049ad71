// tensor.expand_shape with reassociation indices and a static output_shape.
func.func @f(%t: tensor<8x6xf32>) -> tensor<2x4x3x2xf32> {
  %0 = tensor.expand_shape %t [[0, 1], [2, 3]] output_shape [2, 4, 3, 2] : tensor<8x6xf32> into tensor<2x4x3x2xf32>
  return %0 : tensor<2x4x3x2xf32>
}
