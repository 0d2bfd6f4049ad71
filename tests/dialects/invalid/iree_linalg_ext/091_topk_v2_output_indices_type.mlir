// topk_v2: output indices are integers.
// MLIR-ERROR: 'iree_linalg_ext.topk_v2' op expected output indices to be integer type
func.func @f(%v: tensor<4x64xf32>, %ov: tensor<4x8xf32>, %oi: tensor<4x8xindex>) -> (tensor<4x8xf32>, tensor<4x8xindex>) {
  %0:2 = iree_linalg_ext.topk_v2 dimension(1) ins(%v : tensor<4x64xf32>) outs(%ov, %oi : tensor<4x8xf32>, tensor<4x8xindex>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf oge, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<4x8xf32>, tensor<4x8xindex>
  return %0#0, %0#1 : tensor<4x8xf32>, tensor<4x8xindex>
}
