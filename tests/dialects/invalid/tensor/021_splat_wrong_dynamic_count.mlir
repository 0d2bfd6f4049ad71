// tensor.splat with no size operand for a dynamic dimension.
// MLIR-ERROR: 'tensor.splat' op incorrect number of dynamic sizes, has 0, expected 1
func.func @f(%x: f32) {
  %0 = tensor.splat %x : tensor<?xf32>
  return
}
