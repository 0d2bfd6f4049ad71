// bufferization.alloc_tensor with too few dynamic sizes.
// MLIR-ERROR: 'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 1, expected 2
func.func @f(%n: index) {
  %0 = bufferization.alloc_tensor(%n) : tensor<?x?xf32>
  return
}
