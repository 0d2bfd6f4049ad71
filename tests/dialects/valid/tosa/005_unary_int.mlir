// bitwise_not, clz and logical_not; abs of an integer.
func.func @f(%a: tensor<8xi32>, %b: tensor<8xi1>) {
  %0 = tosa.bitwise_not %a : (tensor<8xi32>) -> tensor<8xi32>
  %1 = tosa.clz %a : (tensor<8xi32>) -> tensor<8xi32>
  %2 = tosa.logical_not %b : (tensor<8xi1>) -> tensor<8xi1>
  %3 = tosa.abs %a : (tensor<8xi32>) -> tensor<8xi32>
  return
}
