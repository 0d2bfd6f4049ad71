// An op attribute of the bufferization dialect it does not define.
// MLIR-ERROR: attribute '"bufferization.escape"' not supported as an op attribute by the bufferization dialect
func.func @f(%m: memref<?xf32>) {
  %0 = memref.cast %m {bufferization.escape = [true]} : memref<?xf32> to memref<10xf32>
  return
}
