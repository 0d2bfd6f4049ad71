// conv2d of f32 with an i32 accumulator.
// MLIR-ERROR: 'tosa.conv2d' op accumulator type for f32 tensor is not f32
func.func @f(%a: tensor<1x4x4x4xf32>, %w: tensor<8x1x1x4xf32>, %b: tensor<8xf32>, %z: tensor<1xf32>) {
  %0 = tosa.conv2d %a, %w, %b, %z, %z {acc_type = f16, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>, tensor<8x1x1x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
  return
}
