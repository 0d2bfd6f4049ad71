// tensor.extract_slice with non-unit static strides.
func.func @f(%t: tensor<16x16xi8>) -> tensor<4x8xi8> {
  %0 = tensor.extract_slice %t[1, 0] [4, 8] [4, 2] : tensor<16x16xi8> to tensor<4x8xi8>
  return %0 : tensor<4x8xi8>
}
