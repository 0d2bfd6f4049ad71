// exp_reduction: a negative reduced operand index passes both of IREE's checks.
func.func @f(%s: tensor<4xf32>, %m: tensor<f32>) -> tensor<f32> {
  %0 = iree_linalg_ext.exp_reduction {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#iree_linalg_ext.iterator_type<reduction>], exp_reduced_operands = [-1]}
      ins(%s : tensor<4xf32>) outs(%m : tensor<f32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %b : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}
