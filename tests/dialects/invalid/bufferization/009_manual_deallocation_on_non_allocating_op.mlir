// bufferization.manual_deallocation on an op that neither allocates nor frees.
// MLIR-ERROR: 'memref.cast' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect
func.func @f(%m: memref<?xf32>) {
  %0 = memref.cast %m {bufferization.manual_deallocation} : memref<?xf32> to memref<10xf32>
  return
}
