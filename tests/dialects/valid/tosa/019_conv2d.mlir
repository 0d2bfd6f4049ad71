// tosa.conv2d, float and quantized int8 with i32 accumulator.
func.func @f(%a: tensor<1x4x4x4xf32>, %w: tensor<8x1x1x4xf32>, %bias: tensor<8xf32>, %z: tensor<1xf32>,
             %qa: tensor<1x4x4x4xi8>, %qw: tensor<8x1x1x4xi8>, %qb: tensor<8xi32>, %qz: tensor<1xi8>) {
  %0 = tosa.conv2d %a, %w, %bias, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, local_bound = true} : (tensor<1x4x4x4xf32>, tensor<8x1x1x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
  %1 = tosa.conv2d %qa, %qw, %qb, %qz, %qz {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xi8>, tensor<8x1x1x4xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x8xi32>
  return
}
