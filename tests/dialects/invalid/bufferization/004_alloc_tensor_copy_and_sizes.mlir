// bufferization.alloc_tensor with both copy and dynamic sizes.
// MLIR-ERROR: dynamic sizes not needed when copying a tensor
func.func @f(%t: tensor<?xf32>, %n: index) {
  %0 = bufferization.alloc_tensor(%n) copy(%t) : tensor<?xf32>
  return
}
