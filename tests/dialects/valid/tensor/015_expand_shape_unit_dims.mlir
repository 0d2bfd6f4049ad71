// tensor.expand_shape adding unit dimensions, including from a 0-d tensor.
func.func @f(%t: tensor<5xi32>, %s: tensor<f32>) -> (tensor<1x5x1xi32>, tensor<1x1xf32>) {
  %0 = tensor.expand_shape %t [[0, 1, 2]] output_shape [1, 5, 1] : tensor<5xi32> into tensor<1x5x1xi32>
  %1 = tensor.expand_shape %s [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  return %0, %1 : tensor<1x5x1xi32>, tensor<1x1xf32>
}
