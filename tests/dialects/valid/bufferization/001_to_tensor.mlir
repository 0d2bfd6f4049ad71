// bufferization.to_tensor from static and dynamic memrefs.
func.func @f(%m: memref<4xf32>, %d: memref<?x?xi8>) -> (tensor<4xf32>, tensor<?x?xi8>) {
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %1 = bufferization.to_tensor %d : memref<?x?xi8> to tensor<?x?xi8>
  return %0, %1 : tensor<4xf32>, tensor<?x?xi8>
}
