// An op attribute of the linalg dialect it does not define.
// MLIR-ERROR: attribute '"linalg.foo"' not supported by the linalg dialect
func.func @f(%m: memref<?xf32>) {
  %0 = memref.cast %m {linalg.foo = 1} : memref<?xf32> to memref<10xf32>
  return
}
