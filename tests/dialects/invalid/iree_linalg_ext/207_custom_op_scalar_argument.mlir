// custom_op: a scalar operand's argument has its type.
// MLIR-ERROR: 'iree_linalg_ext.custom_op' op for (scalar) operand #1 expected corresponding basic block argument to be of the same type
func.func @f(%i0: tensor<?xf32>, %i1: f32, %o0: tensor<?xf32>) -> (tensor<?xf32>) {
  %0 = iree_linalg_ext.custom_op {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = [#iree_linalg_ext.iterator_type<parallel>]} ins(%i0, %i1 : tensor<?xf32>, f32) outs(%o0 : tensor<?xf32>) {
  ^bb0(%b0: tensor<?xf32>, %b1: f64, %b2: tensor<?xf32>):
    iree_linalg_ext.yield %b2 : tensor<?xf32>
  } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
