// bufferization.alloc_tensor initialised with a copy of another tensor.
func.func @f(%t: tensor<?xf32>) -> tensor<?xf32> {
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  return %0 : tensor<?xf32>
}
