// linalg.pooling_nhwc_max_unsigned with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x3x3x2xi32>, %a1: tensor<2x2xi32>, %o: tensor<2x2x2x2xi32>) -> tensor<2x2x2x2xi32> {
  %0 = linalg.pooling_nhwc_max_unsigned ins(%a0, %a1 : tensor<2x3x3x2xi32>, tensor<2x2xi32>) outs(%o : tensor<2x2x2x2xi32>) -> tensor<2x2x2x2xi32>
  return %0 : tensor<2x2x2x2xi32>
}
