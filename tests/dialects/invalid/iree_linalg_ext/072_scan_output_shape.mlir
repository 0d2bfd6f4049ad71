// scan: the output has the input's shape.
// MLIR-ERROR: 'iree_linalg_ext.scan' op incompatible input/output shapes
func.func @f(%in: tensor<4x8xf32>, %out: tensor<4x9xf32>, %acc: tensor<4xf32>) -> (tensor<4x9xf32>, tensor<4xf32>) {
  %0:2 = iree_linalg_ext.scan dimension(1) inclusive(true) ins(%in : tensor<4x8xf32>) outs(%out, %acc : tensor<4x9xf32>, tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    iree_linalg_ext.yield %s : f32
  } -> tensor<4x9xf32>, tensor<4xf32>
  return %0#0, %0#1 : tensor<4x9xf32>, tensor<4xf32>
}
