// gather in generic form.
func.func @f(%s: tensor<10x4xf32>, %i: tensor<3xi32>, %o: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = "iree_linalg_ext.gather"(%s, %i, %o) <{dimension_map = array<i64: 0>}> : (tensor<10x4xf32>, tensor<3xi32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
