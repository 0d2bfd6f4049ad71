// custom_op: yielded values have their output argument's type.
// MLIR-ERROR: 'iree_linalg_ext.custom_op' op expected type of 0-th operand of yield to match the corresponding output basic block argument
func.func @f(%i0: tensor<?xf32>, %o0: tensor<?xf32>) -> (tensor<?xf32>) {
  %0 = iree_linalg_ext.custom_op {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#iree_linalg_ext.iterator_type<parallel>]} ins(%i0 : tensor<?xf32>) outs(%o0 : tensor<?xf32>) {
  ^bb0(%b0: tensor<?xf32>, %b1: tensor<?xf32>):
    %c = tensor.empty() : tensor<2xf32>
    iree_linalg_ext.yield %c : tensor<2xf32>
  } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
