// memref.get_global of a symbol that does not exist.
// MLIR-ERROR: 'memref.get_global' op 'nothing' does not reference a valid global memref
func.func @f() {
  %0 = memref.get_global @nothing : memref<4xf32>
  return
}
