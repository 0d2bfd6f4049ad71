// tosa.clamp: the default nan_mode PROPAGATE is not printed, IGNORE is (bare).
func.func @f(%a: tensor<13x21x3xf32>, %i: tensor<4xi8>) {
  %0 = tosa.clamp %a {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
  %1 = tosa.clamp %a {min_val = 0.0 : f32, max_val = 6.0 : f32, nan_mode = IGNORE} : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
  %2 = tosa.clamp %a {min_val = 0.0 : f32, max_val = 6.0 : f32, nan_mode = PROPAGATE} : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
  %3 = tosa.clamp %i {min_val = -3 : i8, max_val = 3 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  return
}
