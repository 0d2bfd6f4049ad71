// topk_v2: outside the dimension, the output has the input's shape.
// MLIR-ERROR: 'iree_linalg_ext.topk_v2' op incompatible input/output shapes at dimension 0
func.func @f(%v: tensor<4x64xf32>, %ov: tensor<2x8xf32>, %oi: tensor<2x8xi32>) -> (tensor<2x8xf32>, tensor<2x8xi32>) {
  %0:2 = iree_linalg_ext.topk_v2 dimension(1) ins(%v : tensor<4x64xf32>) outs(%ov, %oi : tensor<2x8xf32>, tensor<2x8xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf oge, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<2x8xf32>, tensor<2x8xi32>
  return %0#0, %0#1 : tensor<2x8xf32>, tensor<2x8xi32>
}
