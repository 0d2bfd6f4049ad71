// memref.get_global with a type different from the global's.
// MLIR-ERROR: 'memref.get_global' op result type 'memref<8xf32>' does not match type 'memref<4xf32>' of the global memref @g
memref.global @g : memref<4xf32> = uninitialized
func.func @f() {
  %0 = memref.get_global @g : memref<8xf32>
  return
}
