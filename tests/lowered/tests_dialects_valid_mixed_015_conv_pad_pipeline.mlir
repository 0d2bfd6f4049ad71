module {
  func.func @conv(%arg0: tensor<1x8x8x3xf32>, %arg1: tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32> {
    %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %padded = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index):
      tensor.yield %0 : f32
    } : tensor<1x8x8x3xf32> to tensor<1x10x10x3xf32>
    %1 = tensor.empty() : tensor<1x8x8x4xf32>
    %2 = linalg.fill ins(%0 : f32) outs(%1 : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
    %3 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg1 : tensor<1x10x10x3xf32>, tensor<3x3x3x4xf32>) outs(%2 : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
    %4 = linalg.max ins(%3, %2 : tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) outs(%1 : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
    return %4 : tensor<1x8x8x4xf32>
  }
}

