// Rank-reducing tensor.insert_slice inserting a row into a matrix.
func.func @f(%row: tensor<16xf32>, %m: tensor<8x16xf32>, %i: index) -> tensor<8x16xf32> {
  %0 = tensor.insert_slice %row into %m[%i, 0] [1, 16] [1, 1] : tensor<16xf32> into tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
