// bufferization.to_buffer into a memref in a non-default memory space.
func.func @f(%t: tensor<16xf16>) -> memref<16xf16, 1> {
  %0 = bufferization.to_buffer %t : tensor<16xf16> to memref<16xf16, 1>
  return %0 : memref<16xf16, 1>
}
