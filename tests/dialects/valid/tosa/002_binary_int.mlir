// The integer binary ops on i32 tensors, with a dynamic dimension.
func.func @f(%a: tensor<?x21x3xi32>, %b: tensor<1x21x3xi32>) {
  %0 = tosa.bitwise_and %a, %b : (tensor<?x21x3xi32>, tensor<1x21x3xi32>) -> tensor<?x21x3xi32>
  %1 = tosa.bitwise_or %a, %b : (tensor<?x21x3xi32>, tensor<1x21x3xi32>) -> tensor<?x21x3xi32>
  %2 = tosa.bitwise_xor %a, %b : (tensor<?x21x3xi32>, tensor<1x21x3xi32>) -> tensor<?x21x3xi32>
  %3 = tosa.intdiv %a, %b : (tensor<?x21x3xi32>, tensor<1x21x3xi32>) -> tensor<?x21x3xi32>
  %4 = tosa.logical_left_shift %a, %b : (tensor<?x21x3xi32>, tensor<1x21x3xi32>) -> tensor<?x21x3xi32>
  %5 = tosa.logical_right_shift %a, %b : (tensor<?x21x3xi32>, tensor<1x21x3xi32>) -> tensor<?x21x3xi32>
  %6 = tosa.arithmetic_right_shift %a, %b {round = true} : (tensor<?x21x3xi32>, tensor<1x21x3xi32>) -> tensor<?x21x3xi32>
  return
}
