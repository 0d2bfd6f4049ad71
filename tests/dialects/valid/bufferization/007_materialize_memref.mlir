// bufferization.materialize_in_destination into a memref (restrict writable, no result).
func.func @f(%src: tensor<?xf32>, %dst: memref<?xf32>) {
  bufferization.materialize_in_destination %src in restrict writable %dst : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}
