// custom_op with a reduction loop, two outputs and a discardable attribute.
func.func @f(%a: tensor<4x8xi32>, %o1: tensor<4xi32>, %o2: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  %0:2 = iree_linalg_ext.custom_op {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>],
      iterator_types = [#iree_linalg_ext.iterator_type<parallel>, #iree_linalg_ext.iterator_type<reduction>]} attributes {tag = 1 : i32}
      ins(%a : tensor<4x8xi32>) outs(%o1, %o2 : tensor<4xi32>, tensor<4xi32>) {
  ^bb0(%x: tensor<?x?xi32>, %y: tensor<?xi32>, %z: tensor<?xi32>):
    iree_linalg_ext.yield %y, %z : tensor<?xi32>, tensor<?xi32>
  } -> tensor<4xi32>, tensor<4xi32>
  return %0#0, %0#1 : tensor<4xi32>, tensor<4xi32>
}
