module {
  func.func @f(%arg0: tensor<128x256xf32>, %arg1: tensor<16x8x8x32xf32>, %arg2: tensor<128x256xf32>, %arg3: tensor<13x15xf32>, %arg4: tensor<2x2x8x8xf32>) -> (tensor<128x256xf32>, tensor<2x2x8x8xf32>) {
    %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg1 : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
    %unpack = linalg.unpack %pack inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg2 : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
    %pack_0 = linalg.pack %arg3 padding_value(%0 : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg4 : tensor<13x15xf32> -> tensor<2x2x8x8xf32>
    return %unpack, %pack_0 : tensor<128x256xf32>, tensor<2x2x8x8xf32>
  }
}

