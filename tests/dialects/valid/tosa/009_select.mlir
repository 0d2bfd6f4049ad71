// tosa.select with a broadcast predicate.
func.func @f(%p: tensor<1x1xi1>, %a: tensor<3x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = tosa.select %p, %a, %b : (tensor<1x1xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
