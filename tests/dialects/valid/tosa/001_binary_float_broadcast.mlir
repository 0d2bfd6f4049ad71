// The float binary ops (add, sub, maximum, minimum, pow), the second operand broadcast.
func.func @f(%a: tensor<13x21x3xf32>, %b: tensor<13x1x3xf32>) {
  %0 = tosa.add %a, %b : (tensor<13x21x3xf32>, tensor<13x1x3xf32>) -> tensor<13x21x3xf32>
  %1 = tosa.sub %a, %b : (tensor<13x21x3xf32>, tensor<13x1x3xf32>) -> tensor<13x21x3xf32>
  %2 = tosa.maximum %a, %b : (tensor<13x21x3xf32>, tensor<13x1x3xf32>) -> tensor<13x21x3xf32>
  %3 = tosa.minimum %a, %b : (tensor<13x21x3xf32>, tensor<13x1x3xf32>) -> tensor<13x21x3xf32>
  %4 = tosa.pow %a, %b : (tensor<13x21x3xf32>, tensor<13x1x3xf32>) -> tensor<13x21x3xf32>
  return
}
