// Pad an image with tensor.pad, convolve with linalg.conv_2d_nhwc_hwcf and apply ReLU with linalg.max.
func.func @conv(%img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %img low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<1x8x8x3xf32> to tensor<1x10x10x3xf32>
  %e = tensor.empty() : tensor<1x8x8x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %k : tensor<1x10x10x3xf32>, tensor<3x3x3x4xf32>) outs(%init : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %r = linalg.max ins(%c, %init : tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) outs(%e : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  return %r : tensor<1x8x8x4xf32>
}
