// iree_linalg_ext.topk: the 3 largest of each row, with and without input indices.
func.func @f(%v: tensor<2x10xf32>, %i: tensor<2x10xi32>, %ov: tensor<2x3xf32>, %oi: tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  %0:2 = iree_linalg_ext.topk dimension(1) ins(%v : tensor<2x10xf32>) outs(%ov, %oi : tensor<2x3xf32>, tensor<2x3xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<2x3xf32>, tensor<2x3xi32>
  %1:2 = iree_linalg_ext.topk dimension(1) ins(%v, %i : tensor<2x10xf32>, tensor<2x10xi32>) outs(%0#0, %0#1 : tensor<2x3xf32>, tensor<2x3xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<2x3xf32>, tensor<2x3xi32>
  return %1#0, %1#1 : tensor<2x3xf32>, tensor<2x3xi32>
}
