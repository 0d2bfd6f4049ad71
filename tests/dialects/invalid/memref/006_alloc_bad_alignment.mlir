// memref.alloc with an alignment that is not a power of two.
// MLIR-ERROR: custom op 'memref.alloc' 'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0
func.func @f() {
  %0 = memref.alloc() {alignment = 3 : i64} : memref<4xf32>
  return
}
