// linalg.conv_2d_nhwgc_gfhwc with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x3x3x2x2xf32>, %a1: tensor<2x2x2x2x2xf32>, %o: tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32> {
  %0 = linalg.conv_2d_nhwgc_gfhwc ins(%a0, %a1 : tensor<2x3x3x2x2xf32>, tensor<2x2x2x2x2xf32>) outs(%o : tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32>
  return %0 : tensor<2x2x2x2x2xf32>
}
