// memref.alloc of an unranked memref.
// MLIR-ERROR: custom op 'memref.alloc' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'
func.func @f() {
  %0 = memref.alloc() : memref<*xf32>
  return
}
