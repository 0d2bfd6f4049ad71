// linalg.conv_2d_nchw_fchw.
func.func @conv(%in: tensor<1x3x8x8xf32>, %filter: tensor<16x3x3x3xf32>, %out: tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %filter : tensor<1x3x8x8xf32>, tensor<16x3x3x3xf32>) outs(%out : tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32>
  return %0 : tensor<1x16x6x6xf32>
}
