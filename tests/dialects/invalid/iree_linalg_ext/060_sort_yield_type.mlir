// sort: the comparator yields an i1.
// MLIR-ERROR: 'iree_linalg_ext.sort' op should yield i1 type
func.func @f(%t0: tensor<3x16xf32>) -> (tensor<3x16xf32>) {
  %0 = iree_linalg_ext.sort dimension(1) outs(%t0 : tensor<3x16xf32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %a : f32
  } -> tensor<3x16xf32>
  return %0 : tensor<3x16xf32>
}
