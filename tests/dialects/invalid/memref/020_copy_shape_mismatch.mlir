// memref.copy between memrefs of different static shapes.
// MLIR-ERROR: 'memref.copy' op requires the same shape for all operands
func.func @f(%a: memref<4xf32>, %b: memref<8xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<8xf32>
  return
}
