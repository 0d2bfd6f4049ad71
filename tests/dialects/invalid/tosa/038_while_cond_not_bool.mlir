// while_loop whose condition yields an i32.
// MLIR-ERROR: 'tosa.while_loop' op 'cond_graph' result must be a boolean tensor, got 'tensor<i32>'
func.func @f(%a: tensor<i32>) -> tensor<i32> {
  %0 = tosa.while_loop (%i = %a) : (tensor<i32>) -> tensor<i32> {
    tosa.yield %i : tensor<i32>
  } do {
  ^bb0(%i: tensor<i32>):
    tosa.yield %i : tensor<i32>
  }
  return %0 : tensor<i32>
}
