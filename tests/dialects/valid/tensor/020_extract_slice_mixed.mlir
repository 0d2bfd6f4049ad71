// tensor.extract_slice mixing static and dynamic entries.
func.func @f(%t: tensor<16x?xi32>, %o: index, %n: index) -> tensor<4x?xi32> {
  %0 = tensor.extract_slice %t[%o, 0] [4, %n] [2, 1] : tensor<16x?xi32> to tensor<4x?xi32>
  return %0 : tensor<4x?xi32>
}
