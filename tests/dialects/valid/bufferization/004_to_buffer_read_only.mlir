// bufferization.to_buffer with the read_only flag.
func.func @f(%t: tensor<2x2xi32>) -> memref<2x2xi32> {
  %0 = bufferization.to_buffer %t read_only : tensor<2x2xi32> to memref<2x2xi32>
  return %0 : memref<2x2xi32>
}
