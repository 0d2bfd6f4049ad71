// logical_and/or/xor on i1 tensors, and the comparisons giving i1.
func.func @f(%a: tensor<4x5xi1>, %b: tensor<4x5xi1>, %x: tensor<4x5xf32>, %y: tensor<4x1xf32>) {
  %0 = tosa.logical_and %a, %b : (tensor<4x5xi1>, tensor<4x5xi1>) -> tensor<4x5xi1>
  %1 = tosa.logical_or %a, %b : (tensor<4x5xi1>, tensor<4x5xi1>) -> tensor<4x5xi1>
  %2 = tosa.logical_xor %a, %b : (tensor<4x5xi1>, tensor<4x5xi1>) -> tensor<4x5xi1>
  %3 = tosa.equal %x, %y : (tensor<4x5xf32>, tensor<4x1xf32>) -> tensor<4x5xi1>
  %4 = tosa.greater %x, %y : (tensor<4x5xf32>, tensor<4x1xf32>) -> tensor<4x5xi1>
  %5 = tosa.greater_equal %x, %y : (tensor<4x5xf32>, tensor<4x1xf32>) -> tensor<4x5xi1>
  return
}
