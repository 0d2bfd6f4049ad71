// custom_op: inputs are ranked tensors or scalars (ODS).
// MLIR-ERROR: 'iree_linalg_ext.custom_op' op operand #0 must be variadic of ranked tensor of signless integer or index or floating-point values or signless integer or index or floating-point, but got 'memref<?xf32>'
func.func @f(%i0: memref<?xf32>, %o0: tensor<?xf32>) -> (tensor<?xf32>) {
  %0 = iree_linalg_ext.custom_op {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#iree_linalg_ext.iterator_type<parallel>]} ins(%i0 : memref<?xf32>) outs(%o0 : tensor<?xf32>) {
  ^bb0(%b0: memref<?xf32>, %b1: tensor<?xf32>):
    iree_linalg_ext.yield %b1 : tensor<?xf32>
  } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
