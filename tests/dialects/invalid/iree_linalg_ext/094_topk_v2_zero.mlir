// topk_v2: the output keeps at least one element.
// MLIR-ERROR: 'iree_linalg_ext.topk_v2' op output dimension must be positive
func.func @f(%v: tensor<4x64xf32>, %ov: tensor<4x0xf32>, %oi: tensor<4x0xi32>) -> (tensor<4x0xf32>, tensor<4x0xi32>) {
  %0:2 = iree_linalg_ext.topk_v2 dimension(1) ins(%v : tensor<4x64xf32>) outs(%ov, %oi : tensor<4x0xf32>, tensor<4x0xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf oge, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<4x0xf32>, tensor<4x0xi32>
  return %0#0, %0#1 : tensor<4x0xf32>, tensor<4x0xi32>
}
