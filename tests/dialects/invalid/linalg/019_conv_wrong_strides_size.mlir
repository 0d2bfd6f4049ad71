// linalg.conv_2d_nhwc_hwcf with three stride values.
// MLIR-ERROR: custom op 'linalg.conv_2d_nhwc_hwcf' 'linalg.conv_2d_nhwc_hwcf' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]
func.func @conv(%in: tensor<1x8x8x3xf32>, %filter: tensor<3x3x3x16xf32>, %out: tensor<1x6x6x16xf32>) -> tensor<1x6x6x16xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<3xi64>} ins(%in, %filter : tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) outs(%out : tensor<1x6x6x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}
