// custom_op: the maps have one number of symbols.
// MLIR-ERROR: 'iree_linalg_ext.custom_op' op inconsistent number of symbol dimensions in indexing_map #1, expected 1 instead of 0
func.func @f(%i0: tensor<?xf32>, %o0: tensor<?xf32>) -> (tensor<?xf32>) {
  %0 = iree_linalg_ext.custom_op {indexing_maps = [affine_map<(d0)[s0] -> (s0)>, affine_map<(d0) -> (d0)>], iterator_types = [#iree_linalg_ext.iterator_type<parallel>]} ins(%i0 : tensor<?xf32>) outs(%o0 : tensor<?xf32>) {
  ^bb0(%b0: tensor<?xf32>, %b1: tensor<?xf32>):
    iree_linalg_ext.yield %b1 : tensor<?xf32>
  } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
