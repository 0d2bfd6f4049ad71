// tensor.bitcast between element types of the same width.
func.func @f(%t: tensor<4xi32>, %u: tensor<?xf16>) -> (tensor<4xf32>, tensor<?xi16>) {
  %0 = tensor.bitcast %t : tensor<4xi32> to tensor<4xf32>
  %1 = tensor.bitcast %u : tensor<?xf16> to tensor<?xi16>
  return %0, %1 : tensor<4xf32>, tensor<?xi16>
}
