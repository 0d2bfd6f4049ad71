// A tensor -> memref -> tensor round trip with an in-place update through memref.store.
func.func @f(%t: tensor<8xf32>, %i: index, %x: f32) -> tensor<8xf32> {
  %m = bufferization.to_buffer %t : tensor<8xf32> to memref<8xf32>
  %copy = bufferization.clone %m : memref<8xf32> to memref<8xf32>
  memref.store %x, %copy[%i] : memref<8xf32>
  %r = bufferization.to_tensor %copy restrict : memref<8xf32> to tensor<8xf32>
  return %r : tensor<8xf32>
}
