// topk_v2: the output has the input's element type.
// MLIR-ERROR: 'iree_linalg_ext.topk_v2' op expected input/output value types to be identical
func.func @f(%v: tensor<4x64xf32>, %ov: tensor<4x8xf64>, %oi: tensor<4x8xi32>) -> (tensor<4x8xf64>, tensor<4x8xi32>) {
  %0:2 = iree_linalg_ext.topk_v2 dimension(1) ins(%v : tensor<4x64xf32>) outs(%ov, %oi : tensor<4x8xf64>, tensor<4x8xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf oge, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<4x8xf64>, tensor<4x8xi32>
  return %0#0, %0#1 : tensor<4x8xf64>, tensor<4x8xi32>
}
