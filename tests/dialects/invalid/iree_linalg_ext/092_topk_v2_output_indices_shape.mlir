// topk_v2: output indices have the output values' shape.
// MLIR-ERROR: 'iree_linalg_ext.topk_v2' op output values/indices shape must match
func.func @f(%v: tensor<4x64xf32>, %ov: tensor<4x8xf32>, %oi: tensor<4x7xi32>) -> (tensor<4x8xf32>, tensor<4x7xi32>) {
  %0:2 = iree_linalg_ext.topk_v2 dimension(1) ins(%v : tensor<4x64xf32>) outs(%ov, %oi : tensor<4x8xf32>, tensor<4x7xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf oge, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<4x8xf32>, tensor<4x7xi32>
  return %0#0, %0#1 : tensor<4x8xf32>, tensor<4x7xi32>
}
