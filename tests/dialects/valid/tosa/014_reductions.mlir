// The six reductions; reduce_max/reduce_min take nan_mode.
func.func @f(%a: tensor<13x21x3xf32>, %b: tensor<13x21x3xi1>) {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<13x21x3xf32>) -> tensor<1x21x3xf32>
  %1 = tosa.reduce_product %a {axis = 1 : i32} : (tensor<13x21x3xf32>) -> tensor<13x1x3xf32>
  %2 = tosa.reduce_max %a {axis = 2 : i32} : (tensor<13x21x3xf32>) -> tensor<13x21x1xf32>
  %3 = tosa.reduce_min %a {axis = 2 : i32, nan_mode = IGNORE} : (tensor<13x21x3xf32>) -> tensor<13x21x1xf32>
  %4 = tosa.reduce_all %b {axis = 0 : i32} : (tensor<13x21x3xi1>) -> tensor<1x21x3xi1>
  %5 = tosa.reduce_any %b {axis = 1 : i32} : (tensor<13x21x3xi1>) -> tensor<13x1x3xi1>
  return
}
