// topk_v2: input indices need output indices.
// MLIR-ERROR: 'iree_linalg_ext.topk_v2' op input indices require output indices to carry provenance
func.func @f(%v: tensor<4x64xf32>, %i: tensor<4x64xi32>, %ov: tensor<4x8xf32>) -> (tensor<4x8xf32>) {
  %0 = iree_linalg_ext.topk_v2 dimension(1) ins(%v, %i : tensor<4x64xf32>, tensor<4x64xi32>) outs(%ov : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf oge, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
