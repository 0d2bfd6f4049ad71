// memref.view of a buffer whose element type is not i8.
// MLIR-ERROR: 'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<64xf32>'
func.func @f(%m: memref<64xf32>, %c: index) {
  %0 = memref.view %m[%c][] : memref<64xf32> to memref<16xf32>
  return
}
