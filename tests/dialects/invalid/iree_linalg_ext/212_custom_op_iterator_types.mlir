// custom_op: iterator_types holds iterator types (ODS).
// MLIR-ERROR: 'iree_linalg_ext.custom_op' op attribute 'iterator_types' failed to satisfy constraint: LinalgExt iterator type
func.func @f(%i0: tensor<?xf32>, %o0: tensor<?xf32>) -> (tensor<?xf32>) {
  %0 = iree_linalg_ext.custom_op {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [1]} ins(%i0 : tensor<?xf32>) outs(%o0 : tensor<?xf32>) {
  ^bb0(%b0: tensor<?xf32>, %b1: tensor<?xf32>):
    iree_linalg_ext.yield %b1 : tensor<?xf32>
  } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
