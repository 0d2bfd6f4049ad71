// tensor.extract_slice whose result type does not match the sizes.
// MLIR-ERROR: expected type to be 'tensor<4x4xf32>' or a rank-reduced version. (size mismatch)
func.func @f(%t: tensor<8x8xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x2xf32>
  return
}
