// linalg.pack into tiles and linalg.unpack back, with a padding value.
func.func @f(%src: tensor<128x256xf32>, %dst: tensor<16x8x8x32xf32>, %back: tensor<128x256xf32>, %p: tensor<13x15xf32>, %pd: tensor<2x2x8x8xf32>) -> (tensor<128x256xf32>, tensor<2x2x8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %0 = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dst : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  %1 = linalg.unpack %0 inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %back : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  %2 = linalg.pack %p padding_value(%zero : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %pd : tensor<13x15xf32> -> tensor<2x2x8x8xf32>
  return %1, %2 : tensor<128x256xf32>, tensor<2x2x8x8xf32>
}
