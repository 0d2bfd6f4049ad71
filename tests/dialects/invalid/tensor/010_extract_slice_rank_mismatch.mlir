// tensor.extract_slice with two offsets for a rank-3 tensor.
// MLIR-ERROR: expected 3 offset values, got 2
func.func @f(%t: tensor<4x4x4xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [2, 2] [1, 1] : tensor<4x4x4xf32> to tensor<2x2xf32>
  return
}
