// bufferization.materialize_in_destination into a memref without `restrict writable`.
// MLIR-ERROR: 'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type
func.func @f(%src: tensor<4xf32>, %dst: memref<4xf32>) {
  bufferization.materialize_in_destination %src in %dst : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
