// bufferization.to_tensor and to_buffer on unranked types.
func.func @f(%m: memref<*xf32>, %t: tensor<*xi8>) -> (tensor<*xf32>, memref<*xi8>) {
  %0 = bufferization.to_tensor %m : memref<*xf32> to tensor<*xf32>
  %1 = bufferization.to_buffer %t : tensor<*xi8> to memref<*xi8>
  return %0, %1 : tensor<*xf32>, memref<*xi8>
}
