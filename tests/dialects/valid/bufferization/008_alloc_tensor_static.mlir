// bufferization.alloc_tensor of static shape.
func.func @f() -> tensor<4x4xf32> {
  %0 = bufferization.alloc_tensor() : tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
