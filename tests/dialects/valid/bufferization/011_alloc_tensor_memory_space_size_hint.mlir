// bufferization.alloc_tensor with a memory space and a size hint.
func.func @f(%n: index) -> (tensor<4xf32>, tensor<?xf32>) {
  %0 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %1 = bufferization.alloc_tensor(%n) size_hint=%n : tensor<?xf32>
  return %0, %1 : tensor<4xf32>, tensor<?xf32>
}
