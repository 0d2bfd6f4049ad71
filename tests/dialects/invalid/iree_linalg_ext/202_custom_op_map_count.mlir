// custom_op: one indexing map per operand.
// MLIR-ERROR: 'iree_linalg_ext.custom_op' op expected number of indexing maps (1) to be same as the number of input/output operands (2)
func.func @f(%i0: tensor<?xf32>, %o0: tensor<?xf32>) -> (tensor<?xf32>) {
  %0 = iree_linalg_ext.custom_op {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = [#iree_linalg_ext.iterator_type<parallel>]} ins(%i0 : tensor<?xf32>) outs(%o0 : tensor<?xf32>) {
  ^bb0(%b0: tensor<?xf32>, %b1: tensor<?xf32>):
    iree_linalg_ext.yield %b1 : tensor<?xf32>
  } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
