// custom_op skips the checks of an empty map, whatever its operand.
func.func @f(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = iree_linalg_ext.custom_op {indexing_maps = [affine_map<() -> ()>, affine_map<(d0) -> (d0)>], iterator_types = [#iree_linalg_ext.iterator_type<parallel>]}
      ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: tensor<?xf32>, %y: tensor<?xf32>):
    iree_linalg_ext.yield %y : tensor<?xf32>
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
