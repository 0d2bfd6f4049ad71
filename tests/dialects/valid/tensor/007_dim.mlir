// tensor.dim of static and dynamic dimensions, ranked and unranked.
func.func @f(%t: tensor<4x?xf32>, %u: tensor<*xi32>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %t, %c0 : tensor<4x?xf32>
  %1 = tensor.dim %t, %c1 : tensor<4x?xf32>
  %2 = tensor.dim %u, %c1 : tensor<*xi32>
  return %0, %1, %2 : index, index, index
}
