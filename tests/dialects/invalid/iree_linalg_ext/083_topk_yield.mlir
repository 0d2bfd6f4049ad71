// topk: the comparator yields an i1.
// MLIR-ERROR: 'iree_linalg_ext.topk' op region block must end with a linalg_ext.yield i1!
func.func @f(%v: tensor<2x10xf32>, %ov: tensor<2x3xf32>, %oi: tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  %0:2 = iree_linalg_ext.topk dimension(1) ins(%v : tensor<2x10xf32>) outs(%ov, %oi : tensor<2x3xf32>, tensor<2x3xi32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %a : f32
  } -> tensor<2x3xf32>, tensor<2x3xi32>
  return %0#0, %0#1 : tensor<2x3xf32>, tensor<2x3xi32>
}
