// tensor.extract_slice with static offsets, sizes and strides.
func.func @f(%t: tensor<8x16xf32>) -> tensor<4x4xf32> {
  %0 = tensor.extract_slice %t[0, 4] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
