// topk: the dimension is within the rank.
// MLIR-ERROR: 'iree_linalg_ext.topk' op dimension exceeds rank
func.func @f(%v: tensor<2x10xf32>, %ov: tensor<2x3xf32>, %oi: tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  %0:2 = iree_linalg_ext.topk dimension(2) ins(%v : tensor<2x10xf32>) outs(%ov, %oi : tensor<2x3xf32>, tensor<2x3xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<2x3xf32>, tensor<2x3xi32>
  return %0#0, %0#1 : tensor<2x3xf32>, tensor<2x3xi32>
}
