// Rank-reducing tensor.extract_slice dropping unit dimensions.
func.func @f(%t: tensor<8x16x4xf32>, %i: index) -> (tensor<16xf32>, tensor<16x4xf32>) {
  %0 = tensor.extract_slice %t[%i, 0, 2] [1, 16, 1] [1, 1, 1] : tensor<8x16x4xf32> to tensor<16xf32>
  %1 = tensor.extract_slice %t[%i, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<16x4xf32>
  return %0, %1 : tensor<16xf32>, tensor<16x4xf32>
}
