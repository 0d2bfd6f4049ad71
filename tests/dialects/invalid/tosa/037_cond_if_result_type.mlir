// cond_if whose then region yields another type than its result.
// MLIR-ERROR: 'tosa.cond_if' op require same element type for 'then_graph' results ('i32') and 'output_list' ('f32')
func.func @f(%a: tensor<f32>, %b: tensor<i32>, %c: tensor<i1>) -> tensor<f32> {
  %0 = tosa.cond_if %c : tensor<i1> -> tensor<f32> {
    tosa.yield %b : tensor<i32>
  } else {
    tosa.yield %a : tensor<f32>
  }
  return %0 : tensor<f32>
}
