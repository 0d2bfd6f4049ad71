// bufferization.dealloc_tensor of a tensor value.
func.func @f(%n: index) {
  %t = bufferization.alloc_tensor(%n) : tensor<?xf32>
  bufferization.dealloc_tensor %t : tensor<?xf32>
  return
}
