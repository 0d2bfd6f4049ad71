// A result name bound to an op with no results.
// MLIR-ERROR: cannot name an operation with no results
func.func @f(%m: memref<2xf32>) {
  %0 = memref.dealloc %m : memref<2xf32>
  return
}
