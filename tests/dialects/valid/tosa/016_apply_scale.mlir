// tosa.apply_scale on scalars and on a tensor.
func.func @f(%v: i32, %m: i32, %s: i8, %t: tensor<4xi32>, %ts: tensor<4xi8>) {
  %0 = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  %1 = tosa.apply_scale %t, %t, %ts {rounding_mode = DOUBLE_ROUND} : (tensor<4xi32>, tensor<4xi32>, tensor<4xi8>) -> tensor<4xi32>
  return
}
