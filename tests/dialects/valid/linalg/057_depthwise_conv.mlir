// linalg.depthwise_conv_2d_nhwc_hwc.
func.func @dw(%in: tensor<1x8x8x4xf32>, %filter: tensor<3x3x4xf32>, %out: tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %filter : tensor<1x8x8x4xf32>, tensor<3x3x4xf32>) outs(%out : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}
