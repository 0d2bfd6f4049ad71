// bufferization.to_buffer whose memref element type differs from the tensor's.
// MLIR-ERROR: element types do not match
func.func @f(%t: tensor<4xf32>) {
  %0 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xi32>
  return
}
