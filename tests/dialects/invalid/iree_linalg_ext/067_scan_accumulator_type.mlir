// scan: the accumulator has the input's element type.
// MLIR-ERROR: 'iree_linalg_ext.scan' op expected input/accumulator element types to be identical
func.func @f(%in: tensor<4x8xf32>, %out: tensor<4x8xf32>, %acc: tensor<4xf16>) -> (tensor<4x8xf32>, tensor<4xf16>) {
  %0:2 = iree_linalg_ext.scan dimension(1) inclusive(true) ins(%in : tensor<4x8xf32>) outs(%out, %acc : tensor<4x8xf32>, tensor<4xf16>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    iree_linalg_ext.yield %s : f32
  } -> tensor<4x8xf32>, tensor<4xf16>
  return %0#0, %0#1 : tensor<4x8xf32>, tensor<4xf16>
}
