// memref.rank of ranked and unranked memrefs.
func.func @f(%m: memref<*xf32>, %r: memref<2x3xf32>) -> (index, index) {
  %0 = memref.rank %m : memref<*xf32>
  %1 = memref.rank %r : memref<2x3xf32>
  return %0, %1 : index, index
}
