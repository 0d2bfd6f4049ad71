// The eight quantized convolutions (input and filter zero points as i32 scalars), each layout.
func.func @f(%zi: i32, %zf: i32) -> (tensor<1x2x2x3xi32>, tensor<1x2x2x3xi32>, tensor<1x3x2x2xi32>, tensor<1x2x2x2x3xi32>, tensor<1x2x3x2x2xi32>, tensor<1x2x2x2x3xi32>, tensor<1x2x2x2xi32>, tensor<1x2x2x2x3xi32>) {
  %i = tensor.empty() : tensor<1x4x4x2xi8>
  %0 = tensor.empty() : tensor<1x2x2x3xi32>
  %f0 = tensor.empty() : tensor<3x3x2x3xi8>
  %r0 = linalg.conv_2d_nhwc_hwcf_q ins(%i, %f0, %zi, %zf : tensor<1x4x4x2xi8>, tensor<3x3x2x3xi8>, i32, i32) outs(%0 : tensor<1x2x2x3xi32>) -> tensor<1x2x2x3xi32>
  %f1 = tensor.empty() : tensor<3x3x3x2xi8>
  %r1 = linalg.conv_2d_nhwc_fhwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %f1, %zi, %zf : tensor<1x4x4x2xi8>, tensor<3x3x3x2xi8>, i32, i32) outs(%0 : tensor<1x2x2x3xi32>) -> tensor<1x2x2x3xi32>
  %i2 = tensor.empty() : tensor<1x2x4x4xi8>
  %f2 = tensor.empty() : tensor<3x2x3x3xi8>
  %o2 = tensor.empty() : tensor<1x3x2x2xi32>
  %r2 = linalg.conv_2d_nchw_fchw_q ins(%i2, %f2, %zi, %zf : tensor<1x2x4x4xi8>, tensor<3x2x3x3xi8>, i32, i32) outs(%o2 : tensor<1x3x2x2xi32>) -> tensor<1x3x2x2xi32>
  %i3 = tensor.empty() : tensor<1x4x4x2x2xi8>
  %f3 = tensor.empty() : tensor<2x3x3x3x2xi8>
  %o3 = tensor.empty() : tensor<1x2x2x2x3xi32>
  %r3 = linalg.conv_2d_nhwgc_gfhwc_q ins(%i3, %f3, %zi, %zf : tensor<1x4x4x2x2xi8>, tensor<2x3x3x3x2xi8>, i32, i32) outs(%o3 : tensor<1x2x2x2x3xi32>) -> tensor<1x2x2x2x3xi32>
  %i4 = tensor.empty() : tensor<1x2x2x4x4xi8>
  %f4 = tensor.empty() : tensor<2x3x2x3x3xi8>
  %o4 = tensor.empty() : tensor<1x2x3x2x2xi32>
  %r4 = linalg.conv_2d_ngchw_gfchw_q ins(%i4, %f4, %zi, %zf : tensor<1x2x2x4x4xi8>, tensor<2x3x2x3x3xi8>, i32, i32) outs(%o4 : tensor<1x2x3x2x2xi32>) -> tensor<1x2x3x2x2xi32>
  %i5 = tensor.empty() : tensor<1x4x4x4x2xi8>
  %f5 = tensor.empty() : tensor<3x3x3x2x3xi8>
  %r5 = linalg.conv_3d_ndhwc_dhwcf_q ins(%i5, %f5, %zi, %zf : tensor<1x4x4x4x2xi8>, tensor<3x3x3x2x3xi8>, i32, i32) outs(%o3 : tensor<1x2x2x2x3xi32>) -> tensor<1x2x2x2x3xi32>
  %f6 = tensor.empty() : tensor<3x3x2xi8>
  %o6 = tensor.empty() : tensor<1x2x2x2xi32>
  %r6 = linalg.depthwise_conv_2d_nhwc_hwc_q ins(%i, %f6, %zi, %zf : tensor<1x4x4x2xi8>, tensor<3x3x2xi8>, i32, i32) outs(%o6 : tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32>
  %f7 = tensor.empty() : tensor<3x3x2x3xi8>
  %r7 = linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%i, %f7, %zi, %zf : tensor<1x4x4x2xi8>, tensor<3x3x2x3xi8>, i32, i32) outs(%o3 : tensor<1x2x2x2x3xi32>) -> tensor<1x2x2x2x3xi32>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : tensor<1x2x2x3xi32>, tensor<1x2x2x3xi32>, tensor<1x3x2x2xi32>, tensor<1x2x2x2x3xi32>, tensor<1x2x3x2x2xi32>, tensor<1x2x2x2x3xi32>, tensor<1x2x2x2xi32>, tensor<1x2x2x2x3xi32>
}
