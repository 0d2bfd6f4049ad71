// cond_if needs the condition's type after a colon.
// MLIR-ERROR: expected ':'
func.func @f(%a: tensor<f32>, %c: tensor<i1>) -> tensor<f32> {
  %0 = tosa.cond_if %c -> (tensor<f32>) {
    tosa.yield %a : tensor<f32>
  } else {
    tosa.yield %a : tensor<f32>
  }
  return %0 : tensor<f32>
}
