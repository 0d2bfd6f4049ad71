// bufferization.materialize_in_destination whose source and destination shapes differ.
// MLIR-ERROR: 'bufferization.materialize_in_destination' op source/destination shapes are incompatible
func.func @f(%src: tensor<4xf32>, %dst: tensor<8xf32>) {
  %0 = bufferization.materialize_in_destination %src in %dst : (tensor<4xf32>, tensor<8xf32>) -> tensor<8xf32>
  return
}
