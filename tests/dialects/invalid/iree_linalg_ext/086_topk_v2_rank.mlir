// topk_v2: the output has the input's rank.
// MLIR-ERROR: 'iree_linalg_ext.topk_v2' op expected input/output to have the same rank
func.func @f(%v: tensor<4x64xf32>, %ov: tensor<32xf32>, %oi: tensor<32xi32>) -> (tensor<32xf32>, tensor<32xi32>) {
  %0:2 = iree_linalg_ext.topk_v2 dimension(1) ins(%v : tensor<4x64xf32>) outs(%ov, %oi : tensor<32xf32>, tensor<32xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf oge, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<32xf32>, tensor<32xi32>
  return %0#0, %0#1 : tensor<32xf32>, tensor<32xi32>
}
