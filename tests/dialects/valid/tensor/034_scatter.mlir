// tensor.scatter of slices into a destination (requires unique).
func.func @f(%src: tensor<1x2x1x1x6xf32>, %dst: tensor<4x5x6xf32>, %idx: tensor<1x2x2xindex>) -> tensor<4x5x6xf32> {
  %0 = tensor.scatter %src into %dst[%idx] scatter_dims([0, 1]) unique : (tensor<1x2x1x1x6xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  return %0 : tensor<4x5x6xf32>
}
