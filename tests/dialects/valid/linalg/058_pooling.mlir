// linalg.pooling_nhwc_max and linalg.pooling_nhwc_sum with a shape-only window operand.
func.func @pool(%in: tensor<1x4x4x1xf32>, %win: tensor<2x2xf32>, %out: tensor<1x3x3x1xf32>) -> (tensor<1x3x3x1xf32>, tensor<1x3x3x1xf32>) {
  %0 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%in, %win : tensor<1x4x4x1xf32>, tensor<2x2xf32>) outs(%out : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  %1 = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%in, %win : tensor<1x4x4x1xf32>, tensor<2x2xf32>) outs(%out : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  return %0, %1 : tensor<1x3x3x1xf32>, tensor<1x3x3x1xf32>
}
