// iree_linalg_ext.custom_op with a scalar input, symbols in the maps, and iree_linalg_ext.index.
func.func @f(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %s: f32, %out: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = iree_linalg_ext.custom_op {
      indexing_maps = [affine_map<(d0, d1)[s0] -> (d0, s0)>, affine_map<(d0, d1)[s0] -> (s0, d1)>, affine_map<() -> ()>, affine_map<(d0, d1)[s0] -> (d0, d1)>],
      iterator_types = [#iree_linalg_ext.iterator_type<parallel>, #iree_linalg_ext.iterator_type<parallel>]}
      ins(%a, %b, %s : tensor<?x?xf32>, tensor<?x?xf32>, f32) outs(%out : tensor<?x?xf32>) {
  ^bb0(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>, %z: f32, %w: tensor<?x?xf32>):
    %i = iree_linalg_ext.index 0 : index
    %j = iree_linalg_ext.index 1 : index
    %r = linalg.matmul ins(%x, %y : tensor<?x?xf32>, tensor<?x?xf32>) outs(%w : tensor<?x?xf32>) -> tensor<?x?xf32>
    iree_linalg_ext.yield %r : tensor<?x?xf32>
  } -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
