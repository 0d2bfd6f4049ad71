// A non-zero zero point for a float convolution's weight.
// MLIR-ERROR: 'tosa.conv2d' op weight zero point must be zero for non-int8 integer types
func.func @f(%a: tensor<1x4x4x4xf32>, %w: tensor<8x1x1x4xf32>, %b: tensor<8xf32>) {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %a, %w, %b, %z, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>, tensor<8x1x1x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
  return
}
