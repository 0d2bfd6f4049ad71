// linalg.conv_2d_nhwc_hwcf on memrefs with stride 2.
func.func @conv(%in: memref<1x9x9x4xf32>, %filter: memref<3x3x4x8xf32>, %out: memref<1x4x4x8xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%in, %filter : memref<1x9x9x4xf32>, memref<3x3x4x8xf32>) outs(%out : memref<1x4x4x8xf32>)
  return
}
