// avg_pool2d and max_pool2d with padding and stride.
func.func @f(%a: tensor<1x7x7x9xf32>) {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.avg_pool2d %a, %z, %z {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 1, 1>} : (tensor<1x7x7x9xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x7x9xf32>
  %1 = tosa.max_pool2d %a {kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>} : (tensor<1x7x7x9xf32>) -> tensor<1x4x4x9xf32>
  %2 = tosa.max_pool2d %a {kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>, nan_mode = IGNORE} : (tensor<1x7x7x9xf32>) -> tensor<1x4x4x9xf32>
  return
}
