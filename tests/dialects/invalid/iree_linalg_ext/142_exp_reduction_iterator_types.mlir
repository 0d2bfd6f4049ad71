// exp_reduction: iterator_types holds iterator types (ODS).
// MLIR-ERROR: 'iree_linalg_ext.exp_reduction' op attribute 'iterator_types' failed to satisfy constraint: LinalgExt iterator type
func.func @f(%s: tensor<2x3xf32>, %m: tensor<2xf32>, %o: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0:2 = iree_linalg_ext.exp_reduction {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"], exp_reduced_operands = [1]}
      ins(%s : tensor<2x3xf32>) outs(%m, %o : tensor<2xf32>, tensor<2xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    iree_linalg_ext.yield %b, %c : f32, f32
  } -> tensor<2xf32>, tensor<2xf32>
  return %0#0, %0#1 : tensor<2xf32>, tensor<2xf32>
}
