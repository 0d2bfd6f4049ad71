// scan: the accumulator has one dimension less than the input.
// MLIR-ERROR: 'iree_linalg_ext.scan' op expected accumulator rank to be equal to input rank - 1
func.func @f(%in: tensor<4x8xf32>, %out: tensor<4x8xf32>, %acc: tensor<4x1xf32>) -> (tensor<4x8xf32>, tensor<4x1xf32>) {
  %0:2 = iree_linalg_ext.scan dimension(1) inclusive(true) ins(%in : tensor<4x8xf32>) outs(%out, %acc : tensor<4x8xf32>, tensor<4x1xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    iree_linalg_ext.yield %s : f32
  } -> tensor<4x8xf32>, tensor<4x1xf32>
  return %0#0, %0#1 : tensor<4x8xf32>, tensor<4x1xf32>
}
