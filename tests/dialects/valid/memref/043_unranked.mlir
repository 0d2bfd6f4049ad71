// Unranked memrefs in casts, memref.dim and memref.rank.
func.func @f(%m: memref<4x4xf32>) -> index {
  %u = memref.cast %m : memref<4x4xf32> to memref<*xf32>
  %r = memref.rank %u : memref<*xf32>
  %back = memref.cast %u : memref<*xf32> to memref<?x?xf32>
  return %r : index
}
