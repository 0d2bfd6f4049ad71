// bufferization.to_tensor with the restrict and writable flags.
func.func @f(%m: memref<8xf64>) -> tensor<8xf64> {
  %0 = bufferization.to_tensor %m restrict writable : memref<8xf64> to tensor<8xf64>
  %1 = bufferization.to_tensor %m restrict : memref<8xf64> to tensor<8xf64>
  return %0 : tensor<8xf64>
}
