// exp_reduction in generic form, with a zero result in a map and no reduced operand.
func.func @f(%s: tensor<4xf32>, %m: tensor<f32>) -> tensor<f32> {
  %0 = "iree_linalg_ext.exp_reduction"(%s, %m) <{exp_reduced_operands = array<i64>, indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#iree_linalg_ext.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%a: f32, %b: f32):
    "iree_linalg_ext.yield"(%b) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
