// tensor.gather of slices at given indices.
func.func @f(%src: tensor<4x5x6xf32>, %idx: tensor<1x2x2xindex>) -> tensor<1x2x1x1x6xf32> {
  %0 = tensor.gather %src[%idx] gather_dims([0, 1]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1x6xf32>
  return %0 : tensor<1x2x1x1x6xf32>
}
