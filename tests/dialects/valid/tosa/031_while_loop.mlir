// tosa.while_loop with its init list, cond and body regions.
func.func @f(%a: tensor<i32>, %t: tensor<10xi32>) -> tensor<10xi32> {
  %0:2 = tosa.while_loop (%i = %a, %v = %t) : (tensor<i32>, tensor<10xi32>) -> (tensor<i32>, tensor<10xi32>) {
    %c = "tosa.const"() <{values = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %1 = tosa.greater %c, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %1 : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %v: tensor<10xi32>):
    tosa.yield %i, %v : tensor<i32>, tensor<10xi32>
  }
  return %0#1 : tensor<10xi32>
}
