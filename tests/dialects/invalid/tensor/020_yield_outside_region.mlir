// tensor.yield directly in a function body.
// MLIR-ERROR: 'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'
func.func @f(%x: f32) {
  tensor.yield %x : f32
}
