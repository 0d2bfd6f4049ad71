// iree_linalg_ext.index: the dimension is below the number of loops.
// MLIR-ERROR: 'iree_linalg_ext.index' op expected dim (1) to be lower than the number of loops (1) of the enclosing operation
func.func @f(%i0: tensor<?xf32>, %o0: tensor<?xf32>) -> (tensor<?xf32>) {
  %0 = iree_linalg_ext.custom_op {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#iree_linalg_ext.iterator_type<parallel>]} ins(%i0 : tensor<?xf32>) outs(%o0 : tensor<?xf32>) {
  ^bb0(%b0: tensor<?xf32>, %b1: tensor<?xf32>):
    %x = iree_linalg_ext.index 1 : index
    iree_linalg_ext.yield %b1 : tensor<?xf32>
  } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
