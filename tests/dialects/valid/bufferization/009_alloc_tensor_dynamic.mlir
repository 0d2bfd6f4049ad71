// bufferization.alloc_tensor with dynamic sizes.
func.func @f(%m: index, %n: index) -> tensor<?x8x?xi32> {
  %0 = bufferization.alloc_tensor(%m, %n) : tensor<?x8x?xi32>
  return %0 : tensor<?x8x?xi32>
}
