// A body must end with iree_linalg_ext.yield.
// MLIR-ERROR: 'linalg.yield' op expected parent op with LinalgOp interface
func.func @f(%t: tensor<8xf32>) -> tensor<8xf32> {
  %0 = iree_linalg_ext.sort dimension(0) outs(%t : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf olt, %a, %b : f32
    linalg.yield %c : i1
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
