// topk: indices are i32.
// MLIR-ERROR: 'iree_linalg_ext.topk' op expected input/output indices types to be int32
func.func @f(%v: tensor<2x10xf32>, %i: tensor<2x10xi64>, %ov: tensor<2x3xf32>, %oi: tensor<2x3xi64>) -> (tensor<2x3xf32>, tensor<2x3xi64>) {
  %0:2 = iree_linalg_ext.topk dimension(1) ins(%v, %i : tensor<2x10xf32>, tensor<2x10xi64>) outs(%ov, %oi : tensor<2x3xf32>, tensor<2x3xi64>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<2x3xf32>, tensor<2x3xi64>
  return %0#0, %0#1 : tensor<2x3xf32>, tensor<2x3xi64>
}
