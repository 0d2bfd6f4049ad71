// linalg.pack with outer_dims_perm.
func.func @f(%src: tensor<32x64xf32>, %dst: tensor<32x8x4x2xf32>) -> tensor<32x8x4x2xf32> {
  %0 = linalg.pack %src outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %dst : tensor<32x64xf32> -> tensor<32x8x4x2xf32>
  return %0 : tensor<32x8x4x2xf32>
}
