// tensor.rank of ranked and unranked tensors.
func.func @f(%t: tensor<*xf32>, %r: tensor<2x?xi1>) -> (index, index) {
  %0 = tensor.rank %t : tensor<*xf32>
  %1 = tensor.rank %r : tensor<2x?xi1>
  return %0, %1 : index, index
}
