// bufferization.materialize_in_destination into a tensor destination.
func.func @f(%src: tensor<4xf32>, %dst: tensor<4xf32>) -> tensor<4xf32> {
  %0 = bufferization.materialize_in_destination %src in %dst : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
