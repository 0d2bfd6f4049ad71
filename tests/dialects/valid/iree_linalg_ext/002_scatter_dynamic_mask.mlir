// scatter with dynamic shapes, a mask, non-unique indices and a discardable attribute.
func.func @f(%u: tensor<?x?xf32>, %i: tensor<?x1xindex>, %m: tensor<?xi1>, %o: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = iree_linalg_ext.scatter {note = "x"} dimension_map = [0] unique_indices(false)
      ins(%u, %i, %m : tensor<?x?xf32>, tensor<?x1xindex>, tensor<?xi1>) outs(%o : tensor<?x?xf32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %a : f32
  } -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
