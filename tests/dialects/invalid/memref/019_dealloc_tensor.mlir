// memref.dealloc of a tensor value.
// MLIR-ERROR: custom op 'memref.dealloc' invalid kind of type specified
func.func @f(%t: tensor<4xf32>) {
  memref.dealloc %t : tensor<4xf32>
  return
}
