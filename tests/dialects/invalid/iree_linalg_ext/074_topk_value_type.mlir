// topk: the outputs have the input's element type.
// MLIR-ERROR: 'iree_linalg_ext.topk' op expected input/output value types to be identical
func.func @f(%v: tensor<2x10xf32>, %ov: tensor<2x3xf16>, %oi: tensor<2x3xi32>) -> (tensor<2x3xf16>, tensor<2x3xi32>) {
  %0:2 = iree_linalg_ext.topk dimension(1) ins(%v : tensor<2x10xf32>) outs(%ov, %oi : tensor<2x3xf16>, tensor<2x3xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<2x3xf16>, tensor<2x3xi32>
  return %0#0, %0#1 : tensor<2x3xf16>, tensor<2x3xi32>
}
