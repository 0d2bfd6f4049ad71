// custom_op: a tensor operand's argument is fully dynamic.
// MLIR-ERROR: 'iree_linalg_ext.custom_op' op expected basic block argument corresponding to (tensor) operand #0 to be 'tensor<?xf32>' instead of 'tensor<10xf32>'
func.func @f(%i0: tensor<10xf32>, %o0: tensor<?xf32>) -> (tensor<?xf32>) {
  %0 = iree_linalg_ext.custom_op {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#iree_linalg_ext.iterator_type<parallel>]} ins(%i0 : tensor<10xf32>) outs(%o0 : tensor<?xf32>) {
  ^bb0(%b0: tensor<10xf32>, %b1: tensor<?xf32>):
    iree_linalg_ext.yield %b1 : tensor<?xf32>
  } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
