// tensor.insert_slice with static offsets, sizes and strides.
func.func @f(%src: tensor<4x4xf32>, %dst: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = tensor.insert_slice %src into %dst[4, 8] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
