// bufferization.to_buffer to identity-layout and strided memrefs.
func.func @f(%t: tensor<4xf32>, %d: tensor<?xf32>) -> (memref<4xf32>, memref<?xf32, strided<[?], offset: ?>>) {
  %0 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %1 = bufferization.to_buffer %d : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0, %1 : memref<4xf32>, memref<?xf32, strided<[?], offset: ?>>
}
