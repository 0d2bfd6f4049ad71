// tensor.insert_slice whose source type does not match the sizes.
// MLIR-ERROR: expected type to be 'tensor<4x4xf32>' or a rank-reduced version. (size mismatch)
func.func @f(%s: tensor<2x2xf32>, %d: tensor<8x8xf32>) {
  %0 = tensor.insert_slice %s into %d[0, 0] [4, 4] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  return
}
