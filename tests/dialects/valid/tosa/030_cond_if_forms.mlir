// tosa.cond_if: the form with an arrow type list and the one with block arguments.
func.func @f(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i1>) -> tensor<f32> {
  %0 = tosa.cond_if %c : tensor<i1> -> tensor<f32> {
    %1 = tosa.add %a, %b : (tensor<f32>, tensor<f32>) -> tensor<f32>
    tosa.yield %1 : tensor<f32>
  } else {
    tosa.yield %b : tensor<f32>
  }
  %2 = tosa.cond_if %c (%x = %a, %y = %0) : tensor<i1> (tensor<f32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    tosa.yield %x : tensor<f32>
  } else {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    tosa.yield %y : tensor<f32>
  } {note = 1 : i32}
  return %2 : tensor<f32>
}
