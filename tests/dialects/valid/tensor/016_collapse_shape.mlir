// tensor.collapse_shape merging dimensions, static and dynamic.
func.func @f(%t: tensor<2x4x3xf32>, %d: tensor<?x4xi8>) -> (tensor<8x3xf32>, tensor<24xf32>, tensor<?xi8>) {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x4x3xf32> into tensor<8x3xf32>
  %1 = tensor.collapse_shape %t [[0, 1, 2]] : tensor<2x4x3xf32> into tensor<24xf32>
  %2 = tensor.collapse_shape %d [[0, 1]] : tensor<?x4xi8> into tensor<?xi8>
  return %0, %1, %2 : tensor<8x3xf32>, tensor<24xf32>, tensor<?xi8>
}
