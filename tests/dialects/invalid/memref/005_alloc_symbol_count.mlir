// memref.alloc with a symbol operand for a layout that has no symbols.
// MLIR-ERROR: 'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1
func.func @f(%n: index) {
  %0 = memref.alloc()[%n] : memref<4xf32>
  return
}
