// scatter in generic form: unique_indices defaults to true.
func.func @f(%u: tensor<3x4xf32>, %i: tensor<3x1xi32>, %o: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = "iree_linalg_ext.scatter"(%u, %i, %o) <{dimension_map = array<i64: 0>}> ({
  ^bb0(%a: f32, %b: f32):
    "iree_linalg_ext.yield"(%a) : (f32) -> ()
  }) : (tensor<3x4xf32>, tensor<3x1xi32>, tensor<8x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
