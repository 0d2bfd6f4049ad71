// conv3d, depthwise_conv2d and transpose_conv2d.
func.func @f(%a: tensor<1x4x8x21x17xf32>, %w: tensor<34x1x1x1x17xf32>, %b: tensor<34xf32>, %z: tensor<1xf32>,
             %d: tensor<1x4x4x4xf32>, %dw: tensor<1x1x4x2xf32>, %db: tensor<8xf32>,
             %t: tensor<1x32x32x8xf32>, %tw: tensor<16x1x1x8xf32>, %tb: tensor<16xf32>) {
  %0 = tosa.conv3d %a, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x21x17xf32>, tensor<34x1x1x1x17xf32>, tensor<34xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x21x34xf32>
  %1 = tosa.depthwise_conv2d %d, %dw, %db, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>, tensor<1x1x4x2xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
  %2 = tosa.transpose_conv2d %t, %tw, %tb, %z, %z {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x32x32x8xf32>, tensor<16x1x1x8xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x32x16xf32>
  return
}
