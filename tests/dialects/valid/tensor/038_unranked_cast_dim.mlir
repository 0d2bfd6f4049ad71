// Unranked tensors through tensor.cast, tensor.rank and tensor.dim.
func.func @f(%t: tensor<*xi16>) -> (index, index) {
  %r = tensor.rank %t : tensor<*xi16>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<*xi16>
  return %r, %d : index, index
}
