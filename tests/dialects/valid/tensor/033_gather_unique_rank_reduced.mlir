// tensor.gather with the unique flag producing a rank-reduced result.
func.func @f(%src: tensor<4x5x6xf32>, %idx: tensor<1x2x1xindex>) -> tensor<1x2x5x6xf32> {
  %0 = tensor.gather %src[%idx] gather_dims([0]) unique : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x5x6xf32>
  return %0 : tensor<1x2x5x6xf32>
}
