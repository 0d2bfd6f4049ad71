// linalg.pack whose destination shape does not match the tiling.
// MLIR-ERROR: mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type
func.func @f(%src: tensor<128x256xf32>, %dst: tensor<16x8x8x16xf32>) -> tensor<16x8x8x16xf32> {
  %0 = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dst : tensor<128x256xf32> -> tensor<16x8x8x16xf32>
  return %0 : tensor<16x8x8x16xf32>
}
