// memref.collapse_shape merging dimensions that are not contiguous in memory.
// MLIR-ERROR: 'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims
func.func @f(%m: memref<4x4xf32, strided<[1, 4]>>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32, strided<[1, 4]>> into memref<16xf32>
  return
}
